# The life of a drill: start, pace, pause, events, end.

drill-started = { $who } запускает «{ $scenario }» (seed { $seed }, темп: { $pace }).
drill-rules = Правила: { $rules }.
rules-controls-anyone = управлять может любой
rules-controls-ops = управляют только операции и командир
rules-advance-anyone = ходы продвигает любой
rules-advance-quorum = следующий ход наступает, когда участников, нажавших «Готов», станет { $quorum } (когда роли заняты, считаются только их владельцы), или когда командир продвигает тренировку
rules-updates = когда роли заняты, считаются только сообщения ответственного за коммуникацию или командира
rules-hints-on = /why объясняет тренировку
rules-hints-off = /why выключен (экзамен)
drill-paused = { $who } ставит тренировку на паузу в { $clock }.
drill-resumed = { $who } возобновляет тренировку в { $clock }.
drill-stopped = { $who } останавливает тренировку в { $clock }.
drill-finished = Тренировка завершена в { $clock }.
drill-resumed-after-restart = Тренировка продолжается с того места, где остановилась ({ $clock }), со всей историей.
drill-history-mismatch = Сохранённая история этой тренировки больше не соответствует сценарию или модели (первое расхождение на минуте { $minute }). История сохранена; чтобы продолжить, начните новую тренировку.
drill-restore-failed = После перезапуска эту тренировку не удалось восстановить (внутренняя ошибка, записана в журнал). История сохранена; чтобы продолжить, начните новую тренировку.
drill-advanced = { $who } продвигает тренировку на { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    } — до { $clock }.
pace-realtime = реальное время (1 минута за минуту)
pace-seconds = 1 минута за { $seconds } s
pace-turns = пошагово
event-bad-deploy = 🚀 Выкатывается новая сборка.
event-cache-flush = 🧹 Скрипт обслуживания сбросил весь кэш.
event-surge-start = 📈 Начинается всплеск трафика (пик { $peak }).
event-surge-end = 📉 Всплеск трафика закончился.
event-cache-flush-partial = 🧹 Скрипт обслуживания сбросил { $share } кэша.
event-db-capacity = 🗄️ База данных теперь выдерживает лишь { $share } от обычных 4 000 запросов/с.
event-db-capacity-end = 🗄️ База данных снова работает в полную силу.
event-instances-lost = 🌩️ Отказ зоны: { $share } обслуживающих экземпляров только что отключились.
event-ttl-push = ⚙️ Выкатка конфигурации установила TTL кэша в { $ttl } с.
marker-action = { $action }
chart-saved = Графики: { $paths }
chart-off = Графики не сохраняются: запустите тренировку с «--charts ПАПКА», чтобы получить PNG.
prompt = { $clock } >
player-name = игрок
drill-storage-failing = ⚠ Минуты начиная с { $clock } пока не удалось сохранить; попытка повторится со следующими.
drill-storage-given-up = ⚠ Тренировке нужно внимание: её минуты начиная с { $clock } не удалось сохранить. Сейчас она продолжается, но после перезапуска не сможет пойти дальше { $clock }. Причина — в журнале бота.
