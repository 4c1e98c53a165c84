# Причины встроенного эксперта: почему он сделал действие, по строке на действие. $action —
# команда, как её набирают (`shed 50`); каждое число приходит аргументом, уже отформатированным.

expert-decision = { $reason }: { $action }
expert-reason-bad-build = { $share } трафика на плохой сборке
expert-reason-ttl-pushed = изменение конфигурации выставило TTL { $seen }; команда держит { $ttl }
expert-reason-db-saturated = база данных загружена на { $db }
expert-reason-spike-warned = всплеск ожидается в любой момент, а новые экземпляры загружаются { $boot } мин
expert-reason-launch-ahead = объявленный запуск через { $minutes } мин принесёт не меньше { $peak } × трафика
expert-reason-cache-cold = кэш опустошён (попадания в кэш { $hit })
expert-reason-surge = запросы растут: сейчас { $now }, к запуску новых экземпляров { $expected }
expert-reason-fleet-short = { $serving ->
    [one] { $serving } работающий экземпляр был бы загружен на { $util }
    [few] { $serving } работающих экземпляра были бы загружены на { $util }
    [many] { $serving } работающих экземпляров были бы загружены на { $util }
   *[other] { $serving } работающих экземпляра были бы загружены на { $util }
}
expert-reason-calm = { $minutes ->
    [one] спокойно уже { $minutes } минуту
    [few] спокойно уже { $minutes } минуты
    [many] спокойно уже { $minutes } минут
   *[other] спокойно уже { $minutes } минуты
}
expert-reason-oversized = { $fleet ->
    [one] { $fleet } экземпляр
    [few] { $fleet } экземпляра
    [many] { $fleet } экземпляров
   *[other] { $fleet } экземпляра
}, а нагрузке нужно { $need }
