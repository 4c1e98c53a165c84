# The terminal (`play`): what it says in terminal words, and the commands it suggests
# ($command is a whole command line that works as printed).

play-in-progress = { $db }: здесь ещё идёт тренировка { $scenario }; продолжите её командой «{ $command }» или укажите другой --db.
play-nothing-to-resume = { $db }: нет тренировки, которую можно продолжить.
play-challenge = Те же условия ещё раз — для вас или коллеги: «{ $command }»
play-nudge = Тревога длится уже { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    } без сообщения для заинтересованных сторон: введите «update» и что сломано, что видят пользователи, что вы делаете дальше.
play-update = 📣 Сообщение { $clock } от { $who }: { $text }
play-advance-timed = Эта тренировка идёт в темпе «{ $pace }» и продвигается сама; введите «pace turns», чтобы играть по ходам, с «advance».
play-export-usage = Использование: export ИМЯ — записывает отчёт ИМЯ.md и файл повтора ИМЯ.replay.toml в текущую папку.
play-pace-usage = Использование: pace turns, pace 60s (реальное время) или pace 10s (минута симуляции каждые десять секунд).
play-stop-confirm = «stop» завершает тренировку сейчас, с разбором. Введите «stop» ещё раз, чтобы завершить; любая другая команда — продолжение.
play-stop-kept = Тренировка продолжается.
scenarios-minutes = { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }
difficulty-calm = спокойный
difficulty-moderate = умеренный
difficulty-hard = трудный
difficulty-severe = очень трудный
