# The eight controls (docs/model.md §2): name, what the seed says about each, and usage.

control-floor = Fleet floor (minimum instances)
control-floor-help = Raising it starts instances at once — but they still need the boot delay before they serve.
control-floor-usage = floor N — { $min }–{ $max ->
        [one] { $max } instance
       *[other] { $max } instances
    }
control-autoscale = Autoscaler on/off
control-autoscale-help = Target tracking on utilization; no new scale-up while instances are still booting. Off = exactly the minimum.
control-autoscale-usage = autoscale on|off
control-target = Target utilization
control-target-help = Lower = more headroom and more cost. Measured utilization cannot exceed 100 %, so a saturated fleet grows only step by step.
control-target-usage = target P — { $min }–{ $max } %
control-ttl = Cache TTL
control-ttl-help = Longer TTL = more hits, but answers can be older (mean age ≈ TTL/2).
control-ttl-usage = ttl S — { $min }–{ $max ->
        [one] { $max } second
       *[other] { $max } seconds
    }
control-warmup = Cache warm-up job
control-warmup-help = Loads frequently used keys for { $warmup_min } min (+{ $warmup_gain } % of the cache per minute) at the price of { $warmup_qps } extra database queries/s.
control-warmup-usage = warmup
control-shed = Load shedding
control-shed-help = Share of the { $low_priority } % low-priority traffic (prefetch, batch, crawlers) rejected at the load balancer with "try again later".
control-shed-usage = shed P — { $min }–{ $max } % of the low-priority traffic
control-feature = Heavy feature ("recommendations")
control-feature-help = Adds { $feature_ms } ms CPU and one database query per request. Off = controlled degradation.
control-feature-usage = feature on|off
control-rollback = Rollback
control-rollback-help = Redeploys the last good build on a fresh fleet ({ $rollback_min } min, billed twice), then switches traffic. Pressing again restarts the preparation; with no bad build rolling out or live it changes nothing.
control-rollback-usage = rollback

switch-on = on
switch-off = off
