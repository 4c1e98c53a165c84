# The end-of-drill summary (debrief).

summary-title = Разбор: { $scenario }
summary-budget-used = Израсходовано из месячного бюджета ошибок: { $value }
summary-budget-left = Остаток бюджета ошибок: { $value }
summary-peak-burn = Пиковая скорость расходования ({ $page_long_h } ч): { $value }
summary-max-p99 = Худшая задержка p99: { $value }
summary-total-cost = Стоимость парка: { $value }
summary-dropped = Сброшенный трафик: { $value }
summary-errors = Неудачные запросы: { $value }
summary-paging = { $minutes ->
        [0] Ни одной минуты на уровне вызова дежурного.
        [one] { $minutes } минута на уровне вызова дежурного.
        [few] { $minutes } минуты на уровне вызова дежурного.
        [many] { $minutes } минут на уровне вызова дежурного.
       *[other] { $minutes } минуты на уровне вызова дежурного.
    }
summary-actions = { $count ->
        [0] Ни одного действия.
        [one] Выполнено { $count } действие.
        [few] Выполнено { $count } действия.
        [many] Выполнено { $count } действий.
       *[other] Выполнено { $count } действия.
    }
