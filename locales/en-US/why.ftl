# The coach (/why and “why” in play): the current minute explained from the model's own
# relations — the term that dominates the errors and the causal chain with the minute's numbers.

why-title = 🧭 Why, at { $clock }: errors { $errors } of admitted requests.
why-calm = No error term matters now: the workers keep up (a < N) and no bad build is out.
why-dominant-overload = Mostly excess load: a ≥ N, so the load balancer rejects what the workers cannot take ({ $share }).
why-dominant-timeouts = Mostly time-outs: nearly every worker is busy and requests wait past 2 s in the queue ({ $share }).
why-dominant-retries = Mostly retries: clients send failed requests again at once, and they add more errors than the fresh requests alone cause ({ $share }).
why-dominant-bad-build = Mostly the bad build: 5 % of the requests it serves fail ({ $share }).
why-chain = Chain: { $chain }
why-terms = Terms: excess load { $overload } · time-outs { $timeouts } · retries { $retries } · bad build { $bad }
why-lever-overload = Levers: more instances (floor, autoscale), shed low-priority traffic, or a shorter S: a warmer cache (warmup, ttl), the heavy feature off.
why-lever-timeouts = Levers: a little more capacity (floor, a lower autoscale target) or a shorter S (warmup, ttl, feature off).
why-lever-retries = Levers: break the loop: shed low-priority traffic and add capacity, so fewer requests fail and come back.
why-lever-bad-build = Levers: rollback (it prepares for 5 minutes, billed twice).
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
