## Oefeningen op in skema (/schedule). Alle tiden binne UTC, en elk antwurd seit dat.

cmd-schedule = schedule
cmd-schedule-desc = Oefeningen dy't sels begjinne, op in skema (tiden yn UTC)
cmd-schedule-add = add
cmd-schedule-add-desc = Plan in oefening
opt-schedule-add-scenario = senario
opt-schedule-add-scenario-desc = It senario (in ynboude id of ien fan dizze tsjinner sels)
opt-schedule-add-at = om
opt-schedule-add-at-desc = De tiid fan 'e dei, HH:MM yn UTC (bgl. 09:30)
opt-schedule-add-every = elke
opt-schedule-add-every-desc = Ien kear, elke dei, of elke wike op ien dei
opt-schedule-add-day = dei
opt-schedule-add-day-desc = De dei fan in wyklikse oefening
opt-schedule-add-ping = rol
opt-schedule-add-ping-desc = De iennige rol dy't it startberjocht neamt
opt-schedule-add-pace = tempo
opt-schedule-add-pace-desc = It tempo fan 'e oefening (echte tiid as it net jûn is)
cmd-schedule-list = list
cmd-schedule-list-desc = Plande oefeningen
cmd-schedule-remove = remove
cmd-schedule-remove-desc = Helje in skema fuort
opt-schedule-remove-id = id
opt-schedule-remove-id-desc = It nûmer fan it skema, sa't /schedule list it toant

schedule-every-once = ien kear
schedule-every-day = elke dei
schedule-every-week = elke wike
schedule-day-monday = moandei
schedule-day-tuesday = tiisdei
schedule-day-wednesday = woansdei
schedule-day-thursday = tongersdei
schedule-day-friday = freed
schedule-day-saturday = sneon
schedule-day-sunday = snein
schedule-when-once = ien kear, om { $at } UTC
schedule-when-day = elke dei om { $at } UTC
schedule-when-week = elke { $day } om { $at } UTC

schedule-added = { $who } hat { $scenario } yn dit kanaal pland (skema #{ $id }): { $when }. Folgjende start: { $next } UTC.
schedule-pings = It startberjocht neamt { $role }.
schedule-list-title = Plande oefeningen (tiden yn UTC):
schedule-line = #{ $id } · { $scenario } · { $when } · { $pace } · <#{ $channel }> · folgjende: { $next }
schedule-next-none = gjin (dien)
schedule-list-empty = Op dizze tsjinner is gjin oefening pland. Tiden binne yn UTC.
schedule-removed = { $who } hat skema #{ $id } ({ $scenario }) fuorthelle.
schedule-none = Dizze tsjinner hat gjin skema #{ $id }; /schedule list toant se.

schedule-started = Plande oefening (skema #{ $id }, { $when }): { $scenario } begjint no — { $drill }, { $pace }.
schedule-skipped-late = Plande oefening oerslein (skema #{ $id }, { $scenario }, pland om { $due } UTC): de bot wie út en kaam { $late } min te let werom, in oere of mear.
schedule-skipped-busy = Plande oefening oerslein (skema #{ $id }, { $scenario }, pland om { $due } UTC): yn dit kanaal rint al in oefening.
schedule-failed = Plande oefening (skema #{ $id }, pland om { $due } UTC) koe net begjinne: it senario { $scenario } is der net mear.

schedule-error-time = “{ $value }” is gjin tiid: jou HH:MM op in 24-oereklok, yn UTC (bgl. 09:30).
schedule-error-every = “{ $value }” is net ien kear, elke dei of elke wike.
schedule-error-day-needed = In wyklikse oefening hat in dei nedich (de opsje dei).
schedule-error-day-without-week = In dei is allinnich foar in wyklikse oefening.
schedule-error-everyone = In plande oefening neamt ien rol, nea @everyone.
