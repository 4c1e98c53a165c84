# The coach (/why and “why” in play): the current minute explained from the model's own
# relations — the cause that dominates the errors, the causal chain with the minute's numbers and the
# levers in the chain's order.

why-title = 🧭 Почему, { $clock }: ошибки — { $errors } принятых запросов.
why-calm = Ни одна составляющая ошибок сейчас не важна: обработчики справляются (a < N), плохой сборки нет.
why-dominant-overload = В основном избыточная нагрузка: a ≥ N, и балансировщик отклоняет то, что обработчики не успевают принять ({ $share }).
why-dominant-timeouts = В основном тайм-ауты: почти все обработчики заняты, и запросы ждут в очереди дольше { $timeout_s } с ({ $share }).
why-dominant-retries = В основном повторы: клиенты сразу повторяют неудачные запросы, и из-за повторов этой минуты кэш, база данных и очередь дают больше ошибок, чем дали бы одни новые запросы ({ $share }).
why-dominant-bad-build = В основном плохая сборка: { $build_errors } обслуживаемых ею запросов завершаются ошибкой, а её медленный код удлиняет S ({ $share }).
why-contributing = Другие существенные причины: { $causes }
why-contributing-overload-errors = избыточная нагрузка ({ $share } ошибок)
why-contributing-timeouts-errors = тайм-ауты ({ $share } ошибок)
why-contributing-retries-arrivals = повторы ({ $share } поступающих запросов)
why-contributing-retries-errors = повторы ({ $share } ошибок)
why-contributing-bad-build-errors = плохая сборка ({ $share } ошибок)
why-chain = Цепочка: { $chain }
why-terms = Составляющие: избыточная нагрузка { $overload } · тайм-ауты { $timeouts } · повторы { $retries } · плохая сборка { $bad }
why-levers = Рычаги, по порядку: { $levers }
why-lever-ttl = более длинный TTL (ttl)
why-lever-warmup = прогрев кэша (warmup)
why-lever-feature-off = тяжёлая функция выключена (feature off)
why-lever-shed = сброс низкоприоритетного трафика (shed)
why-lever-instances = больше экземпляров (floor, ниже цель autoscale)
why-lever-rollback = rollback (подготовка { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }, оплачивается вдвойне)
why-lever-rollback-underway = ждите: откат готовится (повторное нажатие начнёт его заново)
why-step-retries = повторы { $retries } из { $arrivals }
why-step-shed = сброшено { $share }
why-step-hit = попадания { $hit }
why-step-db = БД { $util }
why-step-query = запрос { $time }
why-step-service = S { $time }
why-step-over = a = { $a } ≥ N = { $n }
why-step-under = a = { $a } < N = { $n }
why-step-rejected = { $share } отклонено
why-step-timed-out = { $share } по тайм-ауту
why-step-bad-build = плохая сборка на { $share } трафика
why-step-build-errors = +{ $share } ошибок
why-unit-ms = { $value } мс
cmd-why = почему
cmd-why-desc = Наставник: что сейчас определяет ошибки и какая цепочка за этим стоит
# Рычаги словами, для экрана без командной строки (веб-страница): без команд.
why-lever-described-ttl = более длинный TTL кэша
why-lever-described-warmup = прогрев кэша
why-lever-described-feature-off = выключение тяжёлой функции рекомендаций
why-lever-described-shed = отбрасывание низкоприоритетного трафика
why-lever-described-instances = больше экземпляров (выше нижняя граница парка, ниже целевая загрузка автомасштабирования)
why-lever-described-rollback = возвращение к последней исправной сборке (подготовка { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }, оплачивается вдвойне)
why-lever-described-rollback-underway = ждите: возвращение к последней исправной сборке готовится (повторный запрос начнёт его заново)
