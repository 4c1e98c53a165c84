# Words on the PNG charts.

chart-title-live = { $scenario } — последние 60 минут
chart-title-run = { $scenario } — вся тренировка
chart-axis-time = Время симуляции
chart-panel-traffic = Трафик
chart-series-requests = Запросы в секунду
chart-series-capacity = Пропускная способность (N/S)
chart-panel-errors = Ошибки и расход
chart-series-error-rate = Доля ошибок (%)
chart-series-burn = Расход (1 ч)
chart-series-warn = Порог 6 ×
chart-series-page = Вызов 14,4 ×
chart-panel-latency = Задержка
chart-series-p99 = p99 (s)
chart-series-timeout = Тайм-аут 2 s
chart-panel-cache = Кэш и база данных
chart-series-hit = Попадания в кэш (%)
chart-series-db = Загрузка БД (%)
chart-panel-fleet = Парк
chart-series-serving = В работе
chart-series-booting = Загружаются

chart-unit-seconds = s
marker-bad-deploy = плохой деплой
marker-cache-flush = сброс кэша
marker-surge = всплеск
marker-surge-end = всплеск прошёл
