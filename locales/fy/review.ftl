# De neibeskôging: wat der barde (ferburgen foarfallen, alaarms, hannelingen, updates,
# rollen), de sifers fan 'e evaluaasje, en de projeksje fan in stoppe oefening.

review-happened-title = Wat der barde
review-event-bad-deploy = { $clock } in minne build begûn út te rôljen: flaters { $before } → { $after } om { $until }
review-event-cache-flush = { $clock } in ûnderhâldsskript hat { $share } fan 'e cache leechmakke: cachetreffers { $before } → { $after }
review-event-surge-start = { $clock } in ferkearspyk begûn: { $before } → { $after } om { $until }
review-event-surge-end = { $clock } de ferkearspyk wie foarby: { $before } → { $after }
review-event-db-capacity-start = { $clock } de databank ferlear kapasiteit: { $before } → { $after } queries/s
review-event-db-capacity-end = { $clock } de databank wie wer op folle sterkte: { $before } → { $after } queries/s
review-event-lose-instances = { $clock } in sône-steuring sette eksimplaren stil: { $before } → { $after } dy’t tsjinje
review-event-ttl-push = { $clock } in konfiguraasje-push feroare de cache-TTL: { $before } → { $after }
review-alert-page-start = { $clock } page: it flaterbudzjet baarnt hurd
review-alert-page-end = { $clock } de page is foarby
review-alert-warn-start = { $clock } warskôging: it flaterbudzjet baarnt
review-alert-warn-end = { $clock } de warskôging is foarby
review-action = { $clock } { $who }: { $action }
review-update = { $clock } { $who } pleatste in update foar de belanghawwenden
review-role = { $clock } { $member } waard { $role }
review-role-given = { $clock } { $by } makke { $member } { $role }
review-numbers-title = De sifers fan 'e evaluaasje
review-detect = Tiid oant ûntdekking (it alaarm om { $alert } → de earste hanneling dêrnei): { $minutes ->
        [one] { $minutes } minút
       *[other] { $minutes } minuten
    }
review-detect-no-alert = Tiid oant ûntdekking: gjin alaarm
review-detect-no-action = Tiid oant ûntdekking: gjin hanneling nei it alaarm om { $alert }
review-mitigate = Tiid oant beheining (it alaarm om { $alert } → fan doe ôf gjin alaarm mear): { $minutes ->
        [one] { $minutes } minút
       *[other] { $minutes } minuten
    }
review-mitigate-no-alert = Tiid oant beheining: gjin alaarm
review-mitigate-open = Tiid oant beheining: it alaarm om { $alert } wie by de lêste minút noch net foargoed foarby
review-failed = Mislearre fersiken: { $count }
review-shed = Wegere fersiken: { $count }
review-paging = Minuten mei page: { $minutes }
review-budget = Flaterbudzjet ferbaarnd: { $budget } fan 'e moanne
review-projected = De oefening waard stoppe om { $stopped }: de sifers hjirûnder binne trochrekkene oant { $until }, mei de lêste ynstellingen oanhâlden.
review-projected-team = Jo, trochrekkene: { $score } · budzjet brûkt { $budget }
