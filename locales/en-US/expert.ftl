# The built-in expert's reasons: why it took an action, one line per action. $action is the
# command as typed (`shed 50`); every number comes in as an argument, already formatted.

expert-decision = { $reason }: { $action }
expert-reason-bad-build = { $share } of the traffic on a bad build
expert-reason-ttl-pushed = a configuration push set the TTL to { $seen }; the team runs { $ttl }
expert-reason-db-saturated = database at { $db }
expert-reason-spike-warned = a spike is expected at any time and new instances take { $boot } minutes to boot
expert-reason-launch-ahead = the announced launch comes in { $minutes } min and brings at least { $peak } × the traffic
expert-reason-cache-cold = cache emptied (hit rate { $hit })
expert-reason-surge = requests climbing: { $now } now, { $expected } once new instances serve
expert-reason-fleet-short = { $serving ->
    [one] { $serving } serving instance would run at { $util }
   *[other] { $serving } serving instances would run at { $util }
}
expert-reason-calm = calm for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
expert-reason-oversized = { $fleet ->
    [one] { $fleet } instance
   *[other] { $fleet } instances
} where the load needs { $need }
