# The coach (/why and “why” in play): the current minute explained from the model's own
# relations — the cause that dominates the errors, the other causes that matter (from
# model::why::CONTRIBUTING_SHARE on), the causal chain with the minute's numbers and the levers
# in the chain's order.

why-title = 🧭 Why, at { $clock }: errors { $errors } of admitted requests.
why-calm = No error term matters now: the workers keep up (a < N) and no bad build is out.
why-dominant-overload = Mostly excess load: a ≥ N, so the load balancer rejects what the workers cannot take ({ $share }).
why-dominant-timeouts = Mostly time-outs: nearly every worker is busy and requests wait past { $timeout_s } s in the queue ({ $share }).
why-dominant-retries = Mostly retries: clients send failed requests again at once, and this minute's retries make the cache, the database and the queue fail more than the fresh requests alone would ({ $share }).
why-dominant-bad-build = Mostly the bad build: { $build_errors } of the requests it serves fail, and its slower code lengthens S ({ $share }).
why-contributing = Also contributing: { $causes }
why-contributing-overload-errors = excess load ({ $share } of the errors)
why-contributing-timeouts-errors = time-outs ({ $share } of the errors)
why-contributing-retries-arrivals = retries ({ $share } of the arrivals)
why-contributing-retries-errors = retries ({ $share } of the errors)
why-contributing-bad-build-errors = the bad build ({ $share } of the errors)
why-chain = Chain: { $chain }
why-terms = Terms: excess load { $overload } · time-outs { $timeouts } · retries { $retries } · bad build { $bad }
why-levers = Levers, first to last: { $levers }
why-lever-ttl = a longer TTL (ttl)
why-lever-warmup = the warm-up (warmup)
why-lever-feature-off = the heavy feature off (feature off)
why-lever-shed = shed low-priority traffic (shed)
why-lever-instances = more instances (floor, a lower autoscale target)
why-lever-rollback = rollback (it prepares for { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    }, billed twice)
why-lever-rollback-underway = wait: the rollback is preparing (pressing it again starts it over)
why-step-retries = retries { $retries } of { $arrivals }
why-step-shed = shed { $share }
why-step-hit = hit { $hit }
why-step-db = DB { $util }
why-step-query = query { $time }
why-step-service = S { $time }
why-step-over = a = { $a } ≥ N = { $n }
why-step-under = a = { $a } < N = { $n }
why-step-rejected = { $share } rejected
why-step-timed-out = { $share } time out
why-step-bad-build = bad build on { $share } of traffic
why-step-build-errors = +{ $share } errors
why-unit-ms = { $value } ms
cmd-why = why
cmd-why-desc = The coach: what dominates the errors now, and the chain behind it
# The levers in words, for a screen with no prompt (the web page): no command in them.
why-lever-described-ttl = a longer cache TTL
why-lever-described-warmup = the cache warm-up
why-lever-described-feature-off = the heavy recommendations feature turned off
why-lever-described-shed = shedding low-priority traffic
why-lever-described-instances = more instances (a higher fleet floor, a lower autoscaler target)
why-lever-described-rollback = rolling back to the last good build (it prepares for { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    }, billed twice)
why-lever-described-rollback-underway = wait: the return to the last good build is preparing (asking for it again starts it over)
