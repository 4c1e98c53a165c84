# The end-of-drill summary (debrief).

summary-title = Neipetear: { $scenario }
summary-budget-used = Flaterbudzjet brûkt: { $value } fan de moanne
summary-budget-left = Oerbleaun flaterbudzjet: { $value }
summary-peak-burn = Heechste ferbrûkssnelheid ({ $page_long_h } h): { $value }
summary-max-p99 = Minste p99-latinsje: { $value }
summary-total-cost = Floatkosten: { $value }
summary-dropped = Ôfstjitten ferkear: { $value }
summary-errors = Mislearre fersiken: { $value }
summary-paging = { $minutes ->
        [0] Gjin inkele minút op opropnivo.
        [one] Ien minút op opropnivo.
       *[other] { $minutes } minuten op opropnivo.
    }
summary-actions = { $count ->
        [0] Gjin aksjes nommen.
        [one] Ien aksje nommen.
       *[other] { $count } aksjes nommen.
    }
