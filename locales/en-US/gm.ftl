# The game master's injects (issue 30): parsing, confirmations, markers.
error-unknown-inject = Unknown inject “{ $kind }”. Injects: { $kinds }.
inject-usage-size = a size from { $min } to { $max }
inject-usage-none = no size
error-inject-size = “inject { $kind }” takes { $usage }, but got “{ $value }”.
error-inject-out-of-range = inject { $kind } { $value } is out of range: allowed { $min }–{ $max }.
confirm-inject = { $who } injected “{ $inject }” — it lands at { $clock }.
marker-action-inject = gm: { $inject }
review-inject = { $clock } the game master ({ $who }) injected: { $inject }
