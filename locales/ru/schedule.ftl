## Тренировки по расписанию (/schedule). Всё время — UTC, и каждый ответ это говорит.

cmd-schedule = расписание
cmd-schedule-desc = Тренировки, которые начинаются сами, по расписанию (время в UTC)
cmd-schedule-add = добавить
cmd-schedule-add-desc = Запланировать тренировку
opt-schedule-add-scenario = сценарий
opt-schedule-add-scenario-desc = Сценарий (встроенный id или один из сценариев этого сервера)
opt-schedule-add-at = время
opt-schedule-add-at-desc = Время суток, ЧЧ:ММ по UTC (например, 09:30)
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
schedule-when-once = один раз, в { $at } UTC
schedule-when-day = каждый день в { $at } UTC
schedule-when-week = каждую неделю ({ $day }) в { $at } UTC

schedule-added = { $who } запланировал(а) { $scenario } в этом канале (расписание №{ $id }): { $when }. Следующий старт: { $next } UTC.
schedule-pings = Сообщение о старте упоминает { $role }.
schedule-list-title = Запланированные тренировки (время в UTC):
schedule-line = №{ $id } · { $scenario } · { $when } · { $pace } · <#{ $channel }> · следующая: { $next }
schedule-next-none = нет (выполнено)
schedule-list-empty = На этом сервере нет запланированных тренировок. Время указывается в UTC.
schedule-removed = { $who } удалил(а) расписание №{ $id } ({ $scenario }).
schedule-none = На этом сервере нет расписания №{ $id }; /schedule list покажет все.

schedule-started = Тренировка по расписанию (№{ $id }, { $when }): { $scenario } начинается — { $drill }, { $pace }.
schedule-skipped-late = Тренировка по расписанию пропущена (№{ $id }, { $scenario }, назначена на { $due } UTC): бот не работал и вернулся с опозданием { $late } мин — час или больше.
schedule-skipped-busy = Тренировка по расписанию пропущена (№{ $id }, { $scenario }, назначена на { $due } UTC): в этом канале уже идёт тренировка.
schedule-failed = Тренировка по расписанию (№{ $id }, назначена на { $due } UTC) не началась: сценария { $scenario } больше нет.

schedule-error-time = «{ $value }» — не время: укажите ЧЧ:ММ в 24-часовом формате по UTC (например, 09:30).
schedule-error-every = «{ $value }» — это не «один раз», «каждый день» или «каждую неделю».
schedule-error-day-needed = Еженедельной тренировке нужен день недели (параметр «день»).
schedule-error-day-without-week = День недели указывается только для еженедельной тренировки.
schedule-error-everyone = Тренировка по расписанию упоминает одну роль, а не @everyone.
