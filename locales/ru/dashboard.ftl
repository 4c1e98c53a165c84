# The status dashboard (docs/model.md §3): labels, units and alert lines.

dashboard-title = { $scenario } — { $clock }
dashboard-footer = { $drill } · минута { $minute } из { $duration }
dashboard-line = { $clock } расход { $page_long_h }ч { $burn_1h }× { $page_short_min }м { $burn_5m }×  ош. { $errors }%  p99 { $p99 }  парк { $serving }+{ $booting }  бюджет { $budget }%

metric-burn-1h = Скорость расходования ({ $page_long_h } ч)
metric-requests = Запросы
metric-serving = Экземпляры в работе
metric-booting = Экземпляры загружаются
metric-hit = Доля попаданий в кэш
metric-db = Загрузка базы данных
metric-dropped = Сброшенный трафик
metric-fleet-cost = Стоимость парка
metric-cost-so-far = Затраты на данный момент
metric-mean-age = Средний возраст ответов в кэше
metric-bad-build = Трафик на плохой сборке
metric-recommendations = Рекомендации доступны
metric-budget-left = Остаток бюджета ошибок
metric-p99 = Задержка p99
metric-error-rate = Доля ошибок
metric-burn-5m = Скорость расходования ({ $page_short_min } мин)
metric-clock = Время симуляции

unit-times = { $value } ×
unit-rps = { $value } req/s
unit-percent = { $value } %
unit-usd-per-hour = { $value } $/h
unit-usd = { $value } $
unit-seconds = { $value } s
unit-seconds-at-least = ≥ { $value } s
unit-instances = { $count }

health-ok = В норме
health-degraded = Деградация
health-critical = Критично

alert-cleared = ✅ Оповещение о скорости расходования снято: короткое окно снова ниже порога ({ $burn } за последний час).
alert-page-windows = 🚨 Вызов дежурного: бюджет ошибок расходуется со скоростью { $long } за последний час и { $short } за последние { $page_short_min } мин (порог { $threshold } × для обоих окон).
alert-warn-windows = ⚠️ Предупреждение о скорости расходования: бюджет ошибок расходуется со скоростью { $long } за последние { $warn_long_h } ч и { $short } за последние { $warn_short_min } мин (порог { $threshold } × для обоих окон).
status-rollback = Идёт откат: готовится новый парк с последней рабочей сборкой (оплачивается дважды).
status-warmup = Идёт прогрев кэша (+{ $warmup_qps } запросов к базе данных в секунду).
status-budget-exhausted = Бюджет ошибок на этот месяц исчерпан.
