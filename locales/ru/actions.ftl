# Confirmations of accepted actions, shown to the whole team.

confirm-floor = { $who } устанавливает нижнюю границу парка: { $value ->
        [one] { $value } экземпляр
        [few] { $value } экземпляра
        [many] { $value } экземпляров
       *[other] { $value } экземпляра
    } — вступит в силу в { $clock }.
confirm-autoscale-on = { $who } включает автомасштабирование — вступит в силу в { $clock }.
confirm-autoscale-off = { $who } выключает автомасштабирование: парк будет ровно на нижней границе — вступит в силу в { $clock }.
confirm-target = { $who } устанавливает целевую загрузку { $value } % — вступит в силу в { $clock }.
confirm-ttl = { $who } устанавливает TTL кэша { $value } s — вступит в силу в { $clock }.
confirm-warmup = { $who } запускает прогрев кэша ({ $warmup_min } мин, +{ $warmup_qps } запросов к базе данных в секунду) — вступит в силу в { $clock }.
confirm-shed = { $who } устанавливает сброс нагрузки: { $value } % низкоприоритетного трафика — вступит в силу в { $clock }.
confirm-feature-on = { $who } включает функцию рекомендаций — вступит в силу в { $clock }.
confirm-feature-off = { $who } выключает функцию рекомендаций — вступит в силу в { $clock }.
confirm-rollback = { $who } запускает откат: новый парк с последней рабочей сборкой готовится { $rollback_min } мин (оплачивается дважды) — начало в { $clock }.
confirm-rollback-nothing = { $who } нажимает «откат» в { $clock }.
note-warmup-running = Прогрев кэша уже идёт: повторное нажатие ничего не меняет.
note-rollback-restart = Откат уже готовился: его подготовка начинается заново ({ $rollback_min } мин).
note-nothing-to-roll-back = Откатывать нечего: работает хорошая сборка. Откат ничего не меняет.
note-cache-warm = Кэш уже полон: прогрев только добавит нагрузку на базу данных.
note-unchanged = Это значение уже установлено: ничего не меняется.

# Действие словами, для экрана без командной строки (веб-страница): значение — аргумент.
# Отглагольное существительное среднего рода, как в «… в 09:20 обошлось вам дорого».
action-described-floor = изменение нижней границы парка на { $value ->
        [one] { $value } экземпляр
        [few] { $value } экземпляра
        [many] { $value } экземпляров
       *[other] { $value } экземпляра
    }
action-described-autoscale-on = включение автомасштабирования
action-described-autoscale-off = выключение автомасштабирования
action-described-target = изменение целевой загрузки автомасштабирования на { $value } %
action-described-ttl = изменение TTL кэша на { $value } с
action-described-warmup = запуск прогрева кэша
action-described-shed = отбрасывание { $value } % низкоприоритетного трафика
action-described-feature-on = включение рекомендаций
action-described-feature-off = выключение рекомендаций
action-described-rollback = возвращение к последней исправной сборке

# Вброс ведущего, названный словами (веб-страница).
inject-described-surge = всплеск трафика до { $value } × от ведущего
inject-described-db-slow = замедление базы данных от ведущего (потеряно { $value } % мощности)
inject-described-db-recover = восстановление базы данных от ведущего
inject-described-cache-flush = очистка кэша от ведущего
inject-described-bad-deploy = плохая сборка на { $value } % трафика от ведущего
inject-described-retry-storm = шторм повторных запросов от ведущего
inject-described-instance-loss = потеря { $value ->
        [one] { $value } экземпляра
        [few] { $value } экземпляров
        [many] { $value } экземпляров
       *[other] { $value } экземпляра
    } от ведущего
