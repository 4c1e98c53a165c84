## Oefeningen op in skema (/schedule). Tiden binne yn de tiidsône fan de tsjinner (UTC as gjin ynsteld is), en elk antwurd neamt har.

cmd-schedule = schedule
cmd-schedule-desc = Oefeningen dy't sels begjinne, op in skema (tiden yn de tiidsône fan de tsjinner)
cmd-schedule-add = add
cmd-schedule-add-desc = Plan in oefening
opt-schedule-add-scenario = senario
opt-schedule-add-scenario-desc = It senario (in ynboude id of ien fan dizze tsjinner sels)
opt-schedule-add-at = om
opt-schedule-add-at-desc = De tiid fan 'e dei, HH:MM yn de tiidsône fan de tsjinner (bgl. 09:30)
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
schedule-when-once = ien kear, om { $at } { $zone }
schedule-when-day = elke dei om { $at } { $zone }
schedule-when-week = elke { $day } om { $at } { $zone }

schedule-added = { $who } hat { $scenario } yn dit kanaal pland (skema #{ $id }): { $when }. Folgjende start: { $next } { $zone }.
schedule-pings = It startberjocht neamt { $role }.
schedule-list-title = Plande oefeningen (tiden yn { $zone }):
schedule-line = #{ $id } · { $scenario } · { $when } · { $pace } · <#{ $channel }> · folgjende: { $next }
schedule-next-none = gjin (dien)
schedule-list-empty = Op dizze tsjinner is gjin oefening pland. Tiden binne yn { $zone }.
schedule-removed = { $who } hat skema #{ $id } ({ $scenario }) fuorthelle.
schedule-none = Dizze tsjinner hat gjin skema #{ $id }; /schedule list toant se.

schedule-started = Plande oefening (skema #{ $id }, { $when }): { $scenario } begjint no — { $drill }, { $pace }.
schedule-skipped-late = Plande oefening oerslein (skema #{ $id }, { $scenario }, pland om { $due } { $zone }): de bot wie út en kaam { $late } min te let werom, in oere of mear.
schedule-skipped-busy = Plande oefening oerslein (skema #{ $id }, { $scenario }, pland om { $due } { $zone }): yn dit kanaal rint al in oefening.
schedule-failed = Plande oefening (skema #{ $id }, pland om { $due } { $zone }) koe net begjinne: it senario { $scenario } is der net mear.

schedule-error-time = “{ $value }” is gjin tiid: jou HH:MM op in 24-oereklok (bgl. 09:30).
schedule-error-every = “{ $value }” is net ien kear, elke dei of elke wike.
schedule-error-day-needed = In wyklikse oefening hat in dei nedich (de opsje dei).
schedule-error-day-without-week = In dei is allinnich foar in wyklikse oefening.
schedule-error-everyone = In plande oefening neamt ien rol, nea @everyone.
cmd-schedule-timezone = timezone
cmd-schedule-timezone-desc = Lit de tiidsône fan de tsjinner foar skema's sjen of stel him yn (in namme út de tz-databank)
opt-schedule-timezone-zone = zone
opt-schedule-timezone-zone-desc = In namme út de tz-databank, bgl. Europe/Amsterdam of America/New_York (UTC foar gjin)
schedule-zone-set = { $who } hat de tiidsône fan dizze tsjinner op { $zone } setten: de tiden fan skema's rinne op dy klok, simmertiid meirekkene (dêr no { $now }).
schedule-zone-shown = De tiidsône fan dizze tsjinner is { $zone } (dêr no { $now }); /schedule timezone zone:… feroaret him.
schedule-zone-unknown = “{ $zone }” is gjin tiidsône út de tz-databank (bgl. Europe/Amsterdam, America/New_York, UTC); neat is feroare.
