## Тренировки по расписанию (/schedule). Время — в часовом поясе сервера (UTC, если не задан), и каждый ответ его называет.

cmd-schedule = расписание
cmd-schedule-desc = Тренировки, которые начинаются сами, по расписанию (время в часовом поясе сервера)
cmd-schedule-add = добавить
cmd-schedule-add-desc = Запланировать тренировку
opt-schedule-add-scenario = сценарий
opt-schedule-add-scenario-desc = Сценарий (встроенный id или один из сценариев этого сервера)
opt-schedule-add-at = время
opt-schedule-add-at-desc = Время суток, ЧЧ:ММ в часовом поясе сервера (например, 09:30)
opt-schedule-add-every = повтор
opt-schedule-add-every-desc = Один раз, каждый день или каждую неделю в один день
opt-schedule-add-day = день
opt-schedule-add-day-desc = День недели еженедельной тренировки
opt-schedule-add-ping = роль
opt-schedule-add-ping-desc = Единственная роль, которую упоминает сообщение о старте
opt-schedule-add-pace = темп
opt-schedule-add-pace-desc = Темп тренировки (если не указан — в реальном времени)
cmd-schedule-list = список
cmd-schedule-list-desc = Запланированные тренировки
cmd-schedule-remove = удалить
cmd-schedule-remove-desc = Удалить расписание
opt-schedule-remove-id = номер
opt-schedule-remove-id-desc = Номер расписания, как его показывает /schedule list

schedule-every-once = один раз
schedule-every-day = каждый день
schedule-every-week = каждую неделю
schedule-day-monday = понедельник
schedule-day-tuesday = вторник
schedule-day-wednesday = среда
schedule-day-thursday = четверг
schedule-day-friday = пятница
schedule-day-saturday = суббота
schedule-day-sunday = воскресенье
schedule-when-once = один раз, в { $at } { $zone }
schedule-when-day = каждый день в { $at } { $zone }
schedule-when-week = каждую неделю ({ $day }) в { $at } { $zone }

schedule-added = { $who } запланировал(а) { $scenario } в этом канале (расписание №{ $id }): { $when }. Следующий старт: { $next } { $zone }.
schedule-pings = Сообщение о старте упоминает { $role }.
schedule-list-title = Запланированные тренировки (время в { $zone }):
schedule-line = №{ $id } · { $scenario } · { $when } · { $pace } · <#{ $channel }> · следующая: { $next }
schedule-next-none = нет (выполнено)
schedule-list-empty = На этом сервере нет запланированных тренировок. Время указывается в { $zone }.
schedule-removed = { $who } удалил(а) расписание №{ $id } ({ $scenario }).
schedule-none = На этом сервере нет расписания №{ $id }; /schedule list покажет все.

schedule-started = Тренировка по расписанию (№{ $id }, { $when }): { $scenario } начинается — { $drill }, { $pace }.
schedule-skipped-late = Тренировка по расписанию пропущена (№{ $id }, { $scenario }, назначена на { $due } { $zone }): бот не работал и вернулся с опозданием { $late } мин — час или больше.
schedule-skipped-busy = Тренировка по расписанию пропущена (№{ $id }, { $scenario }, назначена на { $due } { $zone }): в этом канале уже идёт тренировка.
schedule-failed = Тренировка по расписанию (№{ $id }, назначена на { $due } { $zone }) не началась: сценария { $scenario } больше нет.

schedule-error-time = «{ $value }» — не время: укажите ЧЧ:ММ в 24-часовом формате (например, 09:30).
schedule-error-every = «{ $value }» — это не «один раз», «каждый день» или «каждую неделю».
schedule-error-day-needed = Еженедельной тренировке нужен день недели (параметр «день»).
schedule-error-day-without-week = День недели указывается только для еженедельной тренировки.
schedule-error-everyone = Тренировка по расписанию упоминает одну роль, а не @everyone.
cmd-schedule-timezone = часовой-пояс
cmd-schedule-timezone-desc = Показать или задать часовой пояс сервера для расписаний (имя из базы tz)
opt-schedule-timezone-zone = пояс
opt-schedule-timezone-zone-desc = Имя из базы tz, например Europe/Moscow или Europe/Amsterdam (UTC — без пояса)
schedule-zone-set = { $who } задал(а) часовой пояс сервера: { $zone }. Время расписаний читается по этим часам, с учётом летнего времени (там сейчас { $now }).
schedule-zone-shown = Часовой пояс этого сервера — { $zone } (там сейчас { $now }); изменить: /schedule timezone zone:…
schedule-zone-unknown = «{ $zone }» — не часовой пояс из базы tz (например, Europe/Moscow, Europe/Amsterdam, UTC); ничего не изменилось.
