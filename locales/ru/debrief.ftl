# Разбор: оценка и её составляющие, прогоны «а что если», хронология.

debrief-score-value = { $score }/100
debrief-score = Оценка: { $score }
debrief-score-partial = Оценка: { $score } (неполная: за первые { $minutes } из { $total ->
        [one] { $total } минуты
        [few] { $total } минут
        [many] { $total } минут
       *[other] { $total } минуты
    }; чего стоил бы остаток, не учтено)
debrief-part-budget = Бюджет ошибок: −{ $points } (израсходовано { $raw } из { $start }, оставшихся к началу)
debrief-part-stale-answers = Устаревшие ответы: −{ $points } ({ $raw } запросов получили ответ старше предела в { $limit } s)
debrief-part-slo-broken = SLO нарушен за месяц: −{ $points } (бюджет перерасходован на { $raw } месячного)
debrief-part-turned-away = Отклонённые пользователи: −{ $points } (сброшено { $raw } запросов)
debrief-part-without-feature = Без рекомендаций: −{ $points } ({ $raw } запросов)
debrief-part-slow-minutes = Медленные минуты: −{ $points } ({ $raw } мин с p99 выше { $p99 } s)
debrief-part-updates = Сводки для заинтересованных: −{ $points } ({ $raw } мин тревоги без сводки { $quiet } минут и дольше)
debrief-part-cost = Стоимость парка: −{ $points } ({ $raw } сверх того, что требовала нагрузка)
debrief-what-if-title = А что если
debrief-what-if-none = Без действий: { $score } · израсходовано бюджета { $budget }
debrief-what-if-expert = Встроенный эксперт ({ $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    }): { $score } · израсходовано бюджета { $budget }
debrief-timeline-title = Хронология
debrief-timeline-empty = Никаких действий не было.
debrief-moment = { $clock } { $who }: { $action } → { $metric } { $before } → { $after } к { $until }
debrief-moment-late = { $clock } { $who }: { $action } (тренировка закончилась раньше, чем это подействовало)
debrief-moment-more = … и ещё { $count }
debrief-numbers-title = Цифры
debrief-challenge = Бросьте вызов другому каналу: сценарий { $scenario }, seed { $seed }.
debrief-detail-failed = Подробный разбор («а что если», что произошло, чего стоило каждое решение) вычислить не удалось: вот цифры и оценка тренировки.
debrief-metric-hit = попадания в кэш
debrief-metric-serving = экземпляры в работе
debrief-metric-dropped = сброшенный трафик
debrief-metric-db = загрузка базы данных
debrief-metric-bad-build = трафик на плохой сборке
score-explained = Оценка начинается со 100, и каждый вред отнимает баллы — тем больше, чем он крупнее, но не больше своего предела, поэтому ни один рычаг сам по себе не выигрывает. Дороже всего стоит израсходованный бюджет ошибок как доля того, что оставалось к началу (до { $budget }); расход ниже нуля нарушает SLO за месяц и стоит ещё до { $slo }. Остальное — пользователи, отклонённые сбросом нагрузки (до { $turned }), запросы без рекомендаций (до { $feature }), ответы старше предела свежести сценария (до { $stale }), минуты с p99 выше { $p99 } s (до { $slow }) и деньги на мощности, которые нагрузке не были нужны (до { $cost }). Каждая составляющая показана с точностью до десятой балла; оценка — это 100 минус составляющие в том виде, как они показаны. Остановленная тренировка оценивается по сыгранным минутам и помечается как неполная. Разбор показывает ту же тренировку без действий и со спокойным встроенным экспертом. В тренировке в канале минуты тревоги без сводки для заинтересованных дольше { $quiet } минут стоят ещё до { $updates } баллов.
report-title = Отчёт об инциденте: { $scenario }
report-meta = Сценарий `{ $scenario }` · { $drill } · темп: { $pace } · { $minutes ->
        [one] { $minutes } минута симуляции
        [few] { $minutes } минуты симуляции
        [many] { $minutes } минут симуляции
       *[other] { $minutes } минуты симуляции
    }.
report-chart = Вся тренировка
report-replay-title = Повтор
report-replay-how = `oncall-drill simulate --replay { $file }` заново просчитывает эту тренировку, минута в минуту.
export-written = Записано: { $files }
export-bad-name = «{ $name }» — не имя файла: используйте буквы, цифры, точки, дефисы или подчёркивания.
