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
play-update = 📣 Сообщение { $clock } (автор: { $who }): { $text }
play-advance-timed = Эта тренировка идёт в темпе «{ $pace }» и продвигается сама; введите «pace turns», чтобы играть по ходам, с «advance».
play-export-usage = Использование: export ИМЯ — записывает в текущую папку отчёт ИМЯ.md, файл повтора ИМЯ.replay.toml и график прогона ИМЯ.png; существующие файлы не заменяются.
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
play-unknown-command = Неизвестная команда «{ $command }». Введите «help», чтобы увидеть команды.
play-did-you-mean = Неизвестная команда «{ $command }» — может быть, вы имели в виду «{ $suggestion }»?
play-web-unbound = Веб-страница не может слушать { $addr } ({ $reason }): укажите в --web другой адрес или порт 0, чтобы выбрать свободный. Ничего не записано.
play-web-beyond-machine = Страница слушает { $addr } — за пределами этой машины, по обычному HTTP: любой, кто может достучаться до этого адреса и знает ссылку, может управлять этой тренировкой. С --web 127.0.0.1:ПОРТ она останется на этой машине.
