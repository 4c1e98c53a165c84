# Веб-страница учения (src/web).
web-state-running = Идёт
web-state-paused = На паузе
web-state-finished = Завершено
web-state-stopped = Остановлено
web-state-diverged = Сохранено, не продолжается
web-noscript = Без JavaScript страница показывает учение на момент загрузки: обновите её, чтобы увидеть последнюю минуту.
web-dashboard = Панель
web-chart-alt = Последний час учения: скорость сжигания, ошибки, p99 и парк
web-run-chart-alt = Всё учение и бюджет прогонов «что если»
web-read-only = Вы наблюдаете за учением: управляет им команда.
web-why = Почему (подсказка)
web-timeline = Хронология
web-timeline-empty = Пока ничего не произошло.
web-debrief = Разбор
web-controls = Управление
web-advance = На минуту вперёд
web-pause = Пауза
web-resume = Продолжить
web-stop = Остановить учение
web-stop-confirm = Остановить учение сейчас и перейти к разбору?
web-set = Задать
web-not-found-title = Не найдено
web-not-found = По этому адресу учения нет: ссылка неверна или учение давно закончилось и ссылка истекла.
web-root-title = oncall-drill
web-root = У каждого учения своя ссылка; здесь они не перечисляются.
web-bad-chart-view = Вид графика: live или run.
web-read-only-refused = Эта ссылка только для просмотра: изменить учение по ней нельзя.
web-not-text = Отправьте одну строку текста, например: { $example }
web-cross-site = Изменить учение может только его собственная страница: этот запрос пришёл с другого сайта, ничего не изменено.
web-not-json = Отправьте строку так, как это делает страница учения (JSON, application/json); ничего не изменено.
web-body-slow = Тело запроса не пришло за { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    }; ничего не изменено.
web-too-large = Запрос слишком велик: допустимо не больше { $max ->
        [one] { $max } байта
        [few] { $max } байт
        [many] { $max } байт
       *[other] { $max } байт
    }; ничего не прочитано и не изменено.
web-advanced = Время учения: { $clock }.
web-link-play = Играть и в браузере: { $url }
web-link-watch = Смотреть вживую: { $url }
web-watch-field = Живая страница
web-linger = Страница учения открыта, пока вы не нажмёте Enter (или Ctrl-C).
