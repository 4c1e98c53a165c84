## Прогресс команды по тренировкам (/progress, report --progress).

cmd-progress = прогресс
cmd-progress-desc = Прогресс команды: оценка и время
opt-progress-member = участник
opt-progress-member-desc = Только тренировки с участием этого человека (вся команда, если не указан)

progress-title = Прогресс: { $whose }
progress-team = команда
progress-drills = Полных тренировок: { $full }; частичные (остановлены раньше): { $partial }, практика (с перемоткой): { $practice } — показаны отдельно и в показатели не входят.
progress-figure = { $figure }: медиана { $median5 } за последние { $n5 } (тренд { $trend5 }), { $median20 } за последние { $n20 } (тренд { $trend20 })
progress-figure-none = { $figure }: ни в одной полной тренировке пока нет
progress-figure-score = Оценка
progress-figure-detect = Время обнаружения (мин)
progress-figure-mitigate = Время устранения (мин)
progress-next-new = Следующим потренируйте { $scenario } — его ещё не проходили полностью: `{ $command }`
progress-next-gap = Следующим потренируйте { $scenario } — здесь команда дальше всего от эксперта ({ $gap } очк.): `{ $command }`
progress-none = Здесь ещё не закончилась ни одна тренировка. Начните: `{ $command }`.

progress-chart-title = Тренировки во времени
progress-chart-score-panel = Оценка
progress-chart-minutes-panel = Минуты
progress-chart-score = команда
progress-chart-expert = эксперт
progress-chart-detect = обнаружение
progress-chart-mitigate = устранение
progress-chart-apart = кольцо: частичная или практика
progress-chart-drills = тренировки, от старых к новым
