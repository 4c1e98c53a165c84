# Confirmations of accepted actions, shown to the whole team.

confirm-floor = { $who } hat de ûndergrins foar de float ynsteld op { $value ->
        [one] { $value } eksimplaar
       *[other] { $value } eksimplaren
    } — giet yn om { $clock }.
confirm-autoscale-on = { $who } hat de autoskaler oanset — giet yn om { $clock }.
confirm-autoscale-off = { $who } hat de autoskaler útset: de float is dan krekt de ûndergrins — giet yn om { $clock }.
confirm-target = { $who } hat de doelbenutting ynsteld op { $value } % — giet yn om { $clock }.
confirm-ttl = { $who } hat de cache-TTL ynsteld op { $value } s — giet yn om { $clock }.
confirm-warmup = { $who } hat de cache-opwaarmtaak start ({ $warmup_min } min, +{ $warmup_qps } databankfragen/s) — giet yn om { $clock }.
confirm-shed = { $who } hat it lêst ôfstjitten ynsteld op { $value } % fan it ferkear mei lege prioriteit — giet yn om { $clock }.
confirm-feature-on = { $who } hat de funksje „oanbefellings” oanset — giet yn om { $clock }.
confirm-feature-off = { $who } hat de funksje „oanbefellings” útset — giet yn om { $clock }.
confirm-rollback = { $who } hat in weromrol start: in farske float mei de lêste goede build wurdt { $rollback_min } min lang taret (twa kear yn rekken brocht) — begjint om { $clock }.
confirm-rollback-nothing = { $who } hat op weromrolle drukt foar { $clock }.
note-warmup-running = De opwaarmtaak rint al: nochris drukke docht neat.
note-rollback-restart = Der waard al in weromrol taret: de tarieding begjint op ’e nij ({ $rollback_min } min).
note-nothing-to-roll-back = Der is neat werom te rollen: de build dy’t draait is de goede. It weromrollen feroaret neat.
note-cache-warm = De cache is al fol: de opwaarmtaak jout allinnich mear databanklêst.
note-unchanged = Dat is de ynstelling al: der feroaret neat.

# In aksje yn wurden, foar in skerm sûnder prompt (de webside): de wearde is in argumint.
action-described-floor = de ûndergrins fan de float op { $value ->
        [one] { $value } eksimplaar
       *[other] { $value } eksimplaren
    } set
action-described-autoscale-on = de autoskaler oanset
action-described-autoscale-off = de autoskaler útset
action-described-target = it doel fan de autoskaler op { $value } % set
action-described-ttl = de cache-TTL op { $value } s set
action-described-warmup = it opwaarmjen fan de cache start
action-described-shed = { $value } % fan it ferkear mei lege prioriteit ôfstjitten
action-described-feature-on = de oanbefellings oanset
action-described-feature-off = de oanbefellings útset
action-described-rollback = weromgean nei de lêste goede build

# De ynjeksje fan de spulmaster yn wurden (de webside).
inject-described-surge = in ferkearspyk fan de spulmaster oant { $value } ×
inject-described-db-slow = in tragere database fan de spulmaster ({ $value } % fan de kapasiteit kwyt)
inject-described-db-recover = it herstel fan de database troch de spulmaster
inject-described-cache-flush = in leechmakke cache fan de spulmaster
inject-described-bad-deploy = in minne build fan de spulmaster op { $value } % fan it ferkear
inject-described-retry-storm = in stoarm fan werhelle fersiken fan de spulmaster
inject-described-instance-loss = it ferlies fan { $value ->
        [one] { $value } eksimplaar
       *[other] { $value } eksimplaren
    } troch de spulmaster
