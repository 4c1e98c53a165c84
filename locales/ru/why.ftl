# The coach (/why and “why” in play): the current minute explained from the model's own
# relations — the term that dominates the errors and the causal chain with the minute's numbers.

why-title = 🧭 Почему, { $clock }: ошибки — { $errors } принятых запросов.
why-calm = Ни одна составляющая ошибок сейчас не важна: обработчики справляются (a < N), плохой сборки нет.
why-dominant-overload = В основном избыточная нагрузка: a ≥ N, и балансировщик отклоняет то, что обработчики не успевают принять ({ $share }).
why-dominant-timeouts = В основном тайм-ауты: почти все обработчики заняты, и запросы ждут в очереди дольше 2 с ({ $share }).
why-dominant-retries = В основном повторы: клиенты сразу повторяют неудачные запросы, и те добавляют больше ошибок, чем дают одни новые запросы ({ $share }).
why-dominant-bad-build = В основном плохая сборка: 5 % обслуживаемых ею запросов завершаются ошибкой ({ $share }).
why-chain = Цепочка: { $chain }
why-terms = Составляющие: избыточная нагрузка { $overload } · тайм-ауты { $timeouts } · повторы { $retries } · плохая сборка { $bad }
why-lever-overload = Рычаги: больше экземпляров (floor, autoscale), сброс низкоприоритетного трафика или меньшее S: прогретый кэш (warmup, ttl), тяжёлая функция выключена.
why-lever-timeouts = Рычаги: немного больше мощности (floor, ниже цель autoscale) или меньшее S (warmup, ttl, feature off).
why-lever-retries = Рычаги: разорвите петлю — сбросьте низкоприоритетный трафик и добавьте мощности, чтобы меньше запросов падало и возвращалось.
why-lever-bad-build = Рычаги: rollback (подготовка 5 минут, оплачивается вдвойне).
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
