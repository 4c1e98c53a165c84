# Разбор: что произошло (скрытые события, оповещения, действия, сводки, роли), цифры
# разбора и прогноз остановленных тренировок до конца сценария.

review-happened-title = Что произошло
review-event-bad-deploy = { $clock } началась выкатка плохой сборки: ошибки { $before } → { $after } к { $until }
review-event-cache-flush = { $clock } служебный скрипт очистил { $share } кэша: попадания в кэш { $before } → { $after }
review-event-surge-start = { $clock } начался всплеск трафика: { $before } → { $after } к { $until }
review-event-surge-end = { $clock } всплеск трафика закончился: { $before } → { $after }
review-event-db-capacity-start = { $clock } база данных потеряла мощность: { $before } → { $after } запросов/с
review-event-db-capacity-end = { $clock } база данных снова в полной силе: { $before } → { $after } запросов/с
review-event-lose-instances = { $clock } сбой зоны остановил экземпляры: { $before } → { $after } в работе
review-event-ttl-push = { $clock } выкатка конфигурации изменила TTL кэша: { $before } → { $after }
review-alert-page-start = { $clock } пейдж: бюджет ошибок сгорает быстро
review-alert-page-end = { $clock } пейдж закончился
review-alert-warn-start = { $clock } предупреждение: бюджет ошибок сгорает
review-alert-warn-end = { $clock } предупреждение закончилось
review-action = { $clock } { $who }: { $action }
review-update = { $clock } { $who } публикует сводку для заинтересованных сторон
review-role = { $clock } { $member } теперь { $role }
review-role-given = { $clock } { $by } назначает { $member }: { $role }
review-numbers-title = Цифры разбора
review-detect = Время до обнаружения (оповещение в { $alert } → первое действие после него): { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }
review-detect-no-alert = Время до обнаружения: оповещения не было
review-detect-no-action = Время до обнаружения: после оповещения в { $alert } действий не было
review-mitigate = Время до смягчения (оповещение в { $alert } → с этого момента оповещений больше нет): { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }
review-mitigate-no-alert = Время до смягчения: оповещения не было
review-mitigate-open = Время до смягчения: оповещение в { $alert } к последней минуте так и не прекратилось окончательно
review-failed = Неудачных запросов: { $count }
review-shed = Отклонённых запросов: { $count }
review-paging = Минут с пейджем: { $minutes }
review-budget = Сожжено бюджета ошибок: { $budget } месячного
review-projected = Тренировка остановлена в { $stopped }: цифры ниже — прогноз до { $until } с последними настройками.
review-projected-team = Вы, прогноз: { $score } · израсходовано бюджета { $budget }
