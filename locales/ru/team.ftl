# Командная игра: роли в инциденте, сообщения для заинтересованных сторон, готовность к следующему ходу.

role-commander = руководитель инцидента
role-comms = ответственный за коммуникации
role-ops = эксплуатация
role-briefing-commander = Вы — руководитель инцидента: вы ведёте реагирование. Держите команду на одном плане, принимайте решение, когда мнения расходятся, назначайте роли через /role и передавайте руководство через /role commander, когда отходите.
role-briefing-comms = Вы отвечаете за коммуникации: держите заинтересованные стороны в курсе через /update (что сломано, что видят пользователи, что команда делает дальше). Бот добавит текущие цифры.
role-briefing-ops = Вы в эксплуатации: вы меняете систему (парк, кэш, сброс нагрузки, функцию, откат). Говорите, что собираетесь сделать, прежде чем делать.
role-briefing-ops-only = В этой тренировке менять настройки могут только эксплуатация и руководитель.
role-briefing-comms-cadence = Пока активен алерт, публикуйте сообщение хотя бы { $minutes ->
        [one] каждую { $minutes } симулированную минуту
        [few] каждые { $minutes } симулированные минуты
        [many] каждые { $minutes } симулированных минут
       *[other] каждые { $minutes } симулированные минуты
    }; иначе бот напомнит.
role-briefing-quorum = Эта тренировка продолжается, когда { $quorum ->
        [one] { $quorum } участник нажал
        [few] { $quorum } участника нажали
        [many] { $quorum } участников нажали
       *[other] { $quorum } участника нажали
    } «Готов»; вы также можете продвинуть её сами.
team-role-claimed = { $member } теперь { $role }.
team-role-given = { $by } назначает { $member } на роль «{ $role }».
team-role-handed = { $by } передаёт роль «{ $role }» участнику { $member } (раньше: { $previous }).
team-nobody = никто
team-impact = 📊 Ошибки { $errors } · p99 { $p99 } · остаток бюджета ошибок { $budget } · отклонено { $shed }
team-update = 📣 **Сообщение { $clock }** (автор: { $who }):
team-nudge-comms = { $comms }: алерт длится уже { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    } без сообщения для заинтересованных сторон. Опубликуйте его через /update.
team-nudge-all = Алерт длится уже { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    } без сообщения для заинтересованных сторон, а роль коммуникаций никто не занял: займите её через /role comms или опубликуйте сообщение через /update.
team-ready = Готовы к следующему ходу: { $count } из { $needed } ({ $names }).
team-reminder = ⏰ Тренировка уже { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    } ждёт следующего решения (в { $clock }).
team-pace = { $who } устанавливает темп { $pace }.
error-role-taken = Роль «{ $role }» занята: { $holder }; передать её другому может только руководитель.
error-role-already-held = У { $member } уже есть роль «{ $role }»: ничего не изменилось.
error-already-ready = Вы уже готовы: { $ready } из { $needed } к следующему ходу. Ничего не изменилось.
error-not-commander = Назначать роли другим может только руководитель ({ $commander }); свободную роль вы можете занять сами.
error-ops-only = В этой тренировке настройки меняют только эксплуатация и руководитель: { $allowed }. Попросите кого-то из них или попросите у руководителя роль ops.
error-ops-only-nobody = В этой тренировке настройки меняют только эксплуатация и руководитель, а эти роли пока никто не занял: займите одну через /role ops.
error-update-length = Сообщение — от 1 до { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символов
    }.
error-no-quorum = У этой тренировки нет кворума: продвигайте её через /advance.
error-quorum-wait = Тренировка продолжится, когда { $needed ->
        [one] будет готов { $needed } участник
        [few] будут готовы { $needed } участника
        [many] будут готовы { $needed } участников
       *[other] будут готовы { $needed } участника
    } (сейчас { $ready }), или когда её продвинет руководитель: нажмите «Готов».
error-ready-needs-role = В этой тренировке роли уже заняты, и в кворум засчитываются только их владельцы: сначала возьмите роль через /role.
error-hints-off = Подсказки в этой тренировке выключены (экзамен): наставник молчит.
error-quorum-needs-turns = Кворум возможен только в пошаговой тренировке: начните её с темпом «turns».
team-update-posted = Ваше сообщение опубликовано в { $clock }.
controls-choice-anyone = все
controls-choice-ops = только ops и руководитель
button-ready = Готов
button-claim = Взять: { $role }
team-ready-field = Готовы
team-roster-field = Роли
cmd-role = роль
cmd-role-desc = Занять роль в инциденте, назначить её (руководитель) или прочитать свою
opt-role-role = роль
opt-role-role-desc = Руководитель, коммуникации или эксплуатация; не указывайте, чтобы прочитать свою
opt-role-member = участник
opt-role-member-desc = Кто получает роль (вы, если не указано)
cmd-update = сообщение
cmd-update-desc = Опубликовать сообщение для заинтересованных сторон; бот добавит цифры
opt-update-text = текст
opt-update-text-desc = Что сломано, что видят пользователи, что команда делает дальше
cmd-incident-pace = темп
cmd-incident-pace-desc = Изменить темп идущей тренировки
opt-incident-pace-pace = темп
opt-incident-pace-pace-desc = Реальное время, быстрее или пошагово
opt-incident-start-controls = управление
opt-incident-start-controls-desc = Кто может менять настройки: все или только ops и руководитель
opt-incident-start-quorum = кворум
opt-incident-start-quorum-desc = Пошагово: продолжать, когда столько участников нажали «Готов»
opt-incident-start-hints = подсказки
opt-incident-start-hints-desc = Объясняет ли /why тренировку (выключите для экзамена)
