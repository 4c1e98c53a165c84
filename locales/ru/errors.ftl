# Errors shown to the person who made them. Each range error names its range.

error-empty = Введите команду, например: { $commands }.
error-unknown-command = Неизвестная команда «{ $command }». Команды: { $commands }.
error-missing-argument = Команде «{ $command }» нужно значение: { $usage }.
error-unexpected-argument = Команда «{ $command }» не принимает других аргументов, а получено «{ $extra }»: { $usage }.
error-not-a-number = Команде «{ $command }» нужно целое число, а получено «{ $value }»: { $usage }.
error-out-of-range = { $command } { $value } — вне допустимого диапазона: разрешено { $min }–{ $max }.
error-not-on-off = Команда «{ $command }» принимает on или off, а получено «{ $value }».
error-internal = Что-то пошло не так на нашей стороне; ничего не изменено. Попробуйте ещё раз.
error-no-incident = Здесь нет активного инцидента. Начните его командой «incident start».
error-incident-running = Здесь уже идёт инцидент. Сначала остановите его командой «incident stop».
error-incident-finished = Эта тренировка завершена. Начните новую командой «incident start».
error-unknown-scenario = Неизвестный сценарий «{ $name }». Сценарии: { $known }.
error-not-allowed = Для этого нужно право «Управлять каналами», право «Управлять сервером» или роль, которой сервер разрешил эту команду (Настройки сервера → Интеграция).
error-direct-message = Тренировки проводятся в каналах сервера, а не в личных сообщениях. Пригласите бота на сервер и используйте его в канале.
error-unknown-locale = Неизвестный язык «{ $locale }». Доступны: { $available }.
error-bad-pace = Неизвестный темп «{ $pace }»: укажите 60s, число секунд, например 10s, или turns.
error-bad-value = «{ $value }» — не одно из значений, которые предлагает эта команда; ничего не изменено.
error-advance-not-turns = По команде продвигается только пошаговая тренировка; эта идёт в темпе: { $pace }.
error-advance-range = Продвинуть можно на { $min }–{ $max ->
        [one] { $max } минуту
        [few] { $max } минуты
        [many] { $max } минут
       *[other] { $max } минуты
    }.
error-paused = Тренировка на паузе: сначала продолжите её («resume»).
error-not-paused = Тренировка не на паузе: продолжать нечего.
error-too-many-actions = Слишком много действий за эту минуту (не более { $max }); попробуйте в следующую минуту.
error-updates-too-fast = Вы уже отправили обновления этой минуты (не более { $max } от участника); следующее можно отправить в { $clock }.
error-not-utf8 = Эта строка — не текст (UTF-8), она пропущена: { $line }
error-bot-permissions = Бот не может провести тренировку в этом канале: ему не хватает прав { $missing }. Попросите администратора сервера выдать их и начните снова.
error-db-held = { $path } уже использует другой oncall-drill ({ $holder }). Сначала остановите его или дайте этому процессу свою базу через --db.
error-db-read-only = Нельзя записать в базу данных { $path } ({ $reason }). Ничего не изменено; укажите через --db папку, доступную этому пользователю для записи.
error-db-not-ours = { $path } — не база данных oncall-drill, или она повреждена ({ $reason }). Файл не тронут; укажите другой через --db.
error-db-newer = { $path } записана более новой версией oncall-drill (схема { $found }; эта версия знает до { $supported }). Файл не тронут: обновите oncall-drill.
error-db-busy = { $path } заблокирована другой программой. Файл не тронут; попробуйте снова, когда она закончит.
error-db-open = Не удаётся открыть базу данных { $path }: { $reason }
# Команда приглашения терминала, набранная на веб-странице.
error-command-at-prompt = «{ $command }» работает в приглашении oncall-drill play, а не на этой странице: здесь — управление, advance, pause, resume и stop.
