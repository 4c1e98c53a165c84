# De ynjeksjes fan de spulmaster (issue 30): lêzen, befêstigings, markearrings.
error-unknown-inject = Unbekende ynjeksje „{ $kind }”. Ynjeksjes: { $kinds }.
inject-usage-size = in grutte fan { $min } oant { $max }
inject-usage-none = gjin grutte
error-inject-size = „inject { $kind }” nimt { $usage } oan, mar krige „{ $value }”.
error-inject-out-of-range = inject { $kind } { $value } falt bûten it berik: tastien { $min }–{ $max }.
confirm-inject = { $who } hat „{ $inject }” ynjektearre — it komt om { $clock }.
marker-action-inject = spulmaster: { $inject }
review-inject = { $clock } de spulmaster ({ $who }) ynjektearre: { $inject }
