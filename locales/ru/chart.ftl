# Words on the PNG charts.

# The five-panel charts: the last hour (`/chart detail`) and the whole drill (debrief).
chart-title-live = { $scenario } — последние { $chart_min } минут
chart-title-run = { $scenario } — вся тренировка
chart-axis-time = Время симуляции
chart-panel-traffic = Трафик
chart-series-requests = Запросы в секунду
chart-series-capacity = Пропускная способность (N/S)
chart-panel-errors = Ошибки и расход
chart-series-error-rate = Доля ошибок (%)
chart-series-burn = Расход ({ $page_long_h } ч)
chart-series-warn = Порог { $threshold } ×
chart-series-page = Вызов { $threshold } ×
chart-panel-latency = Задержка
chart-series-p99 = p99 (s)
chart-series-timeout = Тайм-аут { $timeout_s } s
chart-panel-cache = Кэш и база данных
chart-series-hit = Попадания в кэш (%)
chart-series-db = Загрузка БД (%)
chart-panel-fleet = Парк
chart-series-serving = В работе
chart-series-booting = Загружаются
# The run chart's sixth panel; the compact chart's third has the short words below.
chart-panel-budget = Бюджет ошибок
chart-series-budget = Остаток бюджета (%)
chart-series-cost = Стоимость парка ($/h)
chart-unit-cost = $/h

chart-unit-seconds = s

# The status's compact live chart: few, short words, drawn big for phones. $scenario is
# the scenario's name (its title up to the colon).
chart-title-compact = { $scenario }
chart-short-requests = Запросы/с
chart-short-capacity = Мощность
chart-short-burn = Расход ({ $page_long_h } ч)
chart-short-error-rate = Доля ошибок
chart-short-warn = { $threshold } ×
chart-short-page = { $threshold } ×
chart-short-budget = Остаток бюджета
chart-short-cost = Стоимость ($/h)

# What-if runs drawn beside the team's budget on the debrief's chart.
chart-what-if-no-action = Без действий
chart-what-if-expert = Эксперт

# Последняя панель графика всей тренировки: баллы, потерянные каждым прогоном, по частям.
chart-panel-parts = Потерянные баллы по частям
chart-team = Ваша команда
chart-part-budget = Бюджет
chart-part-slo-broken = SLO нарушен
chart-part-turned-away = Отказы
chart-part-without-feature = Без функции
chart-part-stale-answers = Устаревшие
chart-part-slow-minutes = Медленно
chart-part-cost = Затраты
chart-part-updates = Сводки

# Markers on the time axis: the scenario's events and the team's actions, short.
marker-bad-deploy = плохой деплой
marker-cache-flush = сброс кэша
marker-surge = всплеск
marker-surge-end = всплеск прошёл
marker-db-capacity = база ослабла
marker-db-capacity-end = база восстановлена
marker-instances-lost = зона потеряна
marker-ttl-push = TTL изменён
marker-action-floor = минимум { $value }
marker-action-autoscale-on = автомасштаб. вкл.
marker-action-autoscale-off = автомасштаб. выкл.
marker-action-target = цель { $value } %
marker-action-ttl = TTL { $value } s
marker-action-warmup = прогрев
marker-action-shed = сброс { $value } %
marker-action-feature-on = рекомендации вкл.
marker-action-feature-off = рекомендации выкл.
marker-action-rollback = откат
