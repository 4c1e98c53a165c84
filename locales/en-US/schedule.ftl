## Drills on a schedule (/schedule). Times are the server's time zone (UTC unless set), and every answer names it.

cmd-schedule = schedule
cmd-schedule-desc = Drills that start on their own, on a schedule (times in the server's time zone)
cmd-schedule-add = add
cmd-schedule-add-desc = Schedule a drill in this channel
opt-schedule-add-scenario = scenario
opt-schedule-add-scenario-desc = The scenario to run (a built-in id or one of this server's own)
opt-schedule-add-at = at
opt-schedule-add-at-desc = The time of day, HH:MM in the server's time zone (e.g. 09:30)
opt-schedule-add-every = every
opt-schedule-add-every-desc = Once, every day, or every week on one day
opt-schedule-add-day = day
opt-schedule-add-day-desc = The day of a weekly drill
opt-schedule-add-ping = ping
opt-schedule-add-ping-desc = The one role the start message pings
opt-schedule-add-pace = pace
opt-schedule-add-pace-desc = The drill's pace (real time when left out)
cmd-schedule-list = list
cmd-schedule-list-desc = This server's scheduled drills
cmd-schedule-remove = remove
cmd-schedule-remove-desc = Remove a scheduled drill
opt-schedule-remove-id = id
opt-schedule-remove-id-desc = The schedule's number, as /schedule list shows it

schedule-every-once = once
schedule-every-day = every day
schedule-every-week = every week
schedule-day-monday = Monday
schedule-day-tuesday = Tuesday
schedule-day-wednesday = Wednesday
schedule-day-thursday = Thursday
schedule-day-friday = Friday
schedule-day-saturday = Saturday
schedule-day-sunday = Sunday
schedule-when-once = once, at { $at } { $zone }
schedule-when-day = every day at { $at } { $zone }
schedule-when-week = every { $day } at { $at } { $zone }

schedule-added = { $who } scheduled { $scenario } in this channel (schedule #{ $id }): { $when }. Next start: { $next } { $zone }.
schedule-pings = Its start message pings { $role }.
schedule-list-title = Scheduled drills (times in { $zone }):
schedule-line = #{ $id } · { $scenario } · { $when } · { $pace } · <#{ $channel }> · next: { $next }
schedule-next-none = none (done)
schedule-list-empty = No drill is scheduled on this server. Times are in { $zone }.
schedule-removed = { $who } removed schedule #{ $id } ({ $scenario }).
schedule-none = This server has no schedule #{ $id }; /schedule list shows them.

schedule-started = Scheduled drill (schedule #{ $id }, { $when }): { $scenario } starts now — { $drill }, { $pace }.
schedule-skipped-late = Scheduled drill skipped (schedule #{ $id }, { $scenario }, due { $due } { $zone }): the bot was down and came back { $late } min late, an hour or more.
schedule-skipped-busy = Scheduled drill skipped (schedule #{ $id }, { $scenario }, due { $due } { $zone }): a drill is already running in this channel.
schedule-failed = Scheduled drill (schedule #{ $id }, due { $due } { $zone }) could not start: the scenario { $scenario } is not available any more.

schedule-error-time = “{ $value }” is not a time: give HH:MM on a 24-hour clock (e.g. 09:30).
schedule-error-every = “{ $value }” is not once, day or week.
schedule-error-day-needed = A weekly drill needs its day (the day option).
schedule-error-day-without-week = A day is only for a weekly drill (every: every week).
schedule-error-everyone = A scheduled drill pings one role, never @everyone.
cmd-schedule-timezone = timezone
cmd-schedule-timezone-desc = Show or set the server's time zone for schedules (a tz database name)
opt-schedule-timezone-zone = zone
opt-schedule-timezone-zone-desc = A tz database name, e.g. Europe/Amsterdam or America/New_York (UTC for none)
schedule-zone-set = { $who } set this server's time zone to { $zone }: schedules' times are read on its clock, summer time included (now { $now } there).
schedule-zone-shown = This server's time zone is { $zone } (now { $now } there); /schedule timezone zone:… changes it.
schedule-zone-unknown = “{ $zone }” is not a time zone of the tz database (e.g. Europe/Amsterdam, America/New_York, UTC); nothing changed.
