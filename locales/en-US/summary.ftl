# The end-of-drill summary (debrief).

summary-title = Debrief: { $scenario }
summary-budget-used = Error budget used: { $value } of the month
summary-budget-left = Error budget left: { $value }
summary-peak-burn = Peak burn rate ({ $page_long_h } h): { $value }
summary-max-p99 = Worst p99 latency: { $value }
summary-total-cost = Fleet cost: { $value }
summary-dropped = Traffic shed: { $value }
summary-errors = Failed requests: { $value }
summary-paging = { $minutes ->
        [0] No minute at page level.
        [one] One minute at page level.
       *[other] { $minutes } minutes at page level.
    }
summary-actions = { $count ->
        [0] No actions taken.
        [one] One action taken.
       *[other] { $count } actions taken.
    }
