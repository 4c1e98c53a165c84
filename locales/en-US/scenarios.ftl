# Scenario titles (one line) and briefings (read out when a drill starts).

scenario-free-play-title = Free play: a calm morning
scenario-free-play-briefing = A quiet morning at { $start }: { $rps } req/s on { $instances } instances, a warm cache and { $budget } % of the month's error budget. Nothing is scheduled; try every control and watch what it costs.

scenario-bad-deploy-title = Bad deploy: protect the budget
scenario-bad-deploy-briefing = At { $first_at } a new build goes out. The month has already been hard: only { $budget } % of the error budget is left. Minutes after the rollout the burn-rate alert fires. Protect the budget.

scenario-viral-surge-title = Viral surge: a spike nobody can time
scenario-viral-surge-briefing = A link to the service is spreading fast, and a traffic spike is expected some time this morning — nobody knows when or how big. New instances need { $boot } minutes to boot today. When it comes, keep errors and latency low without burning money on idle capacity.

scenario-cache-flush-title = Cache flush: the database takes every request
scenario-cache-flush-briefing = Some time around the midday peak a maintenance job runs that empties the whole cache; nobody has told on-call when. Every request then goes to the database, which is sized for the normal { $hit } % hit rate. Spot it on the dashboard and bring the service back without overloading the database.

scenario-launch-day-title = Launch day: a new build before the big launch
scenario-launch-day-briefing = At { $first_at } the launch build rolls out; at { $second_at } the launch is announced and traffic will climb to two or three times normal for about an hour. Only { $budget } % of the month's error budget is left, and new instances need { $boot } minutes to boot. Keep the launch up and the budget whole.

scenario-db-degradation-title = Database degradation: half a database at the peak
scenario-db-degradation-briefing = Prices must stay fresh, so the cache keeps answers for only { $ttl } s and the database does much of the work. Some time around noon one of its replicas will drop out for about three quarters of an hour and take half the capacity with it. { $budget } % of the month's error budget is left. Keep the service answering.

scenario-zone-outage-title = Zone outage: a third of the fleet goes dark
scenario-zone-outage-briefing = The fleet is spread over three availability zones and runs lean, the autoscaler at an { $target } % target. The provider warns that one zone is unstable around the midday peak; if it goes dark, its instances go with it. Replacements need { $boot } minutes to boot, and the clients retry most failed requests at once. Only { $budget } % of the month's error budget is left.

scenario-retry-storm-title = Retry storm: a cache flush and clients that retry at once
scenario-retry-storm-briefing = Some time around the midday peak the maintenance job that empties the whole cache runs again, as it did last month, and again nobody says when. Since then the mobile app retries failed requests at once: half of them come back the next minute on top of the new ones, so overload feeds itself. Half of the month's error budget is left. Break the storm.

scenario-bad-ttl-push-title = Bad TTL push: the cache stops caching
scenario-bad-ttl-push-briefing = Another team pushes a configuration change to the cache this morning, and nobody reviewed it closely; nobody told on-call when it goes out. { $budget } % of the month's error budget is left. Watch the cache and the database, and undo what the push breaks.

# Added to a briefing when the scenario states a freshness limit (`freshness_limit_s`).
scenario-freshness-limit = Answers must stay fresh: every answer served older than { $limit } s costs the score (its stale-answers part).
