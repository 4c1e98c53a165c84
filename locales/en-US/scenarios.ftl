# Scenario titles (one line) and briefings (read out when a drill starts).

scenario-free-play-title = Free play: a calm morning
scenario-free-play-briefing = A quiet morning at 08:00: 1125 req/s on 10 instances, a warm cache and 100 % of the month's error budget. Nothing is scheduled; try every control and watch what it costs.

scenario-bad-deploy-title = Bad deploy: protect the budget
scenario-bad-deploy-briefing = At 09:10 a new build goes out. The month has already been hard: only 20 % of the error budget is left. Minutes after the rollout the burn-rate alert fires. Protect the budget.

scenario-viral-surge-title = Viral surge: a spike nobody can time
scenario-viral-surge-briefing = A link to the service is spreading fast, and a traffic spike is expected some time this morning — nobody knows when or how big. New instances need 8 minutes to boot today. When it comes, keep errors and latency low without burning money on idle capacity.

scenario-cache-flush-title = Cache flush: the database takes every request
scenario-cache-flush-briefing = At the midday peak a maintenance script empties the whole cache. Every request now goes to the database, which is sized for the normal 85 % hit rate. Bring the service back without overloading the database.
