# Разбор: оценка и её составляющие, прогоны «а что если», хронология.

debrief-score-value = { $score }/100
debrief-score = Оценка: { $score }
debrief-part-budget = Бюджет ошибок: −{ $points } (израсходовано { $raw } месячного бюджета)
debrief-part-turned-away = Отклонённые пользователи: −{ $points } (сброшено { $raw } запросов)
debrief-part-without-feature = Без рекомендаций: −{ $points } ({ $raw } запросов)
debrief-part-slow-minutes = Медленные минуты: −{ $points } ({ $raw } мин с p99 выше 1 s)
debrief-part-updates = Сводки для заинтересованных: −{ $points } ({ $raw } мин тревоги без сводки 15 минут и дольше)
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
debrief-metric-hit = попадания в кэш
debrief-metric-serving = экземпляры в работе
debrief-metric-dropped = сброшенный трафик
debrief-metric-db = загрузка базы данных
debrief-metric-bad-build = трафик на плохой сборке
score-explained = Оценка начинается со 100. Дороже всего стоит израсходованный бюджет ошибок (до 60 баллов); остальное — пользователи, отклонённые сбросом нагрузки (до 20), запросы без рекомендаций (до 15), минуты с p99 выше 1 s (до 10) и деньги на мощности, которые нагрузке не были нужны (до 20). Чем больше вред, тем дороже он обходится, поэтому ни один рычаг сам по себе не выигрывает. Разбор показывает ту же тренировку без действий и со спокойным встроенным экспертом. В учении в канале минуты тревоги без сводки для заинтересованных дольше 15 минут стоят ещё до 10 очков.

report-title = Отчёт об инциденте: { $scenario }
report-meta = Сценарий `{ $scenario }` · seed { $seed } · темп: { $pace } · { $minutes ->
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
