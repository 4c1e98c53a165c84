# Страница прогресса сервера в вебе, только для чтения (issue 31): /p/TOKEN.
web-progress-link = То же на веб-странице (прочитать может любой, у кого есть ссылка): { $url }
web-progress-chart-alt = Тренировки команды во времени: очки каждой тренировки рядом с очками эксперта на том же зерне, затем минуты до обнаружения и до смягчения
web-progress-table = Показанные тренировки, от старых к новым
web-progress-col-n = №
web-progress-col-scenario = Сценарий
web-progress-col-kind = Вид
web-progress-col-score = Очки
web-progress-col-expert = Эксперт
web-progress-col-detect = До обнаружения (мин)
web-progress-col-mitigate = До смягчения (мин)
web-progress-kind-full = полная
web-progress-kind-partial = частичная (остановлена раньше)
web-progress-kind-practice = практика (с перемоткой)
web-progress-watching = Страница показывает прогресс сервера на сейчас; он пересчитывается по сохранённым тренировкам не чаще раза в минуту. Прочитать её может любой, у кого есть ссылка.
