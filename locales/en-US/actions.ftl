# Confirmations of accepted actions, shown to the whole team.

confirm-floor = { $who } set the fleet floor to { $value ->
        [one] { $value } instance
       *[other] { $value } instances
    } — takes effect at { $clock }.
confirm-autoscale-on = { $who } turned the autoscaler on — takes effect at { $clock }.
confirm-autoscale-off = { $who } turned the autoscaler off: the fleet will be exactly the floor — takes effect at { $clock }.
confirm-target = { $who } set the target utilization to { $value } % — takes effect at { $clock }.
confirm-ttl = { $who } set the cache TTL to { $value } s — takes effect at { $clock }.
confirm-warmup = { $who } started the cache warm-up job ({ $warmup_min } min, +{ $warmup_qps } database queries/s) — takes effect at { $clock }.
confirm-shed = { $who } set load shedding to { $value } % of the low-priority traffic — takes effect at { $clock }.
confirm-feature-on = { $who } turned the recommendations feature on — takes effect at { $clock }.
confirm-feature-off = { $who } turned the recommendations feature off — takes effect at { $clock }.
confirm-rollback = { $who } started a rollback: a fresh fleet with the last good build is prepared for { $rollback_min } min (billed twice) — starts at { $clock }.
confirm-rollback-nothing = { $who } pressed rollback for { $clock }.
note-warmup-running = The warm-up job is already running: pressing again does nothing.
note-rollback-restart = A rollback was already preparing: its preparation starts again ({ $rollback_min } min).
note-nothing-to-roll-back = Nothing to roll back: the running build is the good one. The rollback changes nothing.
note-cache-warm = The cache is already full: the warm-up job only adds database load.
note-unchanged = That is the setting already: nothing changes.

# An action named in words, for a screen with no prompt (the web page): the value is an
# argument. A noun phrase, as it stands in "… at 09:20 cost you" and "09:20 alice: …".
action-described-floor = the fleet floor set to { $value ->
        [one] { $value } instance
       *[other] { $value } instances
    }
action-described-autoscale-on = the autoscaler turned on
action-described-autoscale-off = the autoscaler turned off
action-described-target = the autoscaler's target set to { $value } %
action-described-ttl = the cache TTL set to { $value } s
action-described-warmup = the cache warm-up started
action-described-shed = shedding set to { $value } % of the low-priority traffic
action-described-feature-on = the recommendations turned on
action-described-feature-off = the recommendations turned off
action-described-rollback = rolling back to the last good build

# The game master's inject named in words (the web page), as "… at 09:20" reads it.
inject-described-surge = the game master's traffic surge to { $value } ×
inject-described-db-slow = the game master's database slowdown ({ $value } % of its capacity lost)
inject-described-db-recover = the game master's database recovery
inject-described-cache-flush = the game master's cache flush
inject-described-bad-deploy = the game master's bad build on { $value } % of the traffic
inject-described-retry-storm = the game master's retry storm
inject-described-instance-loss = the game master's loss of { $value ->
        [one] { $value } instance
       *[other] { $value } instances
    }
