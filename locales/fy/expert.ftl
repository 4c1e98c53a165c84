# De redenen fan de ynboude ekspert: wêrom't er in aksje naam, ien rigel per aksje. $action
# is it kommando sa't it typt wurdt (`shed 50`); elk getal komt as argumint, al opmakke.

expert-decision = { $reason }: { $action }
expert-reason-bad-build = { $share } fan it ferkear op in minne build
expert-reason-ttl-pushed = in konfiguraasjepush sette de TTL op { $seen }; it team draait { $ttl }
expert-reason-db-saturated = databank op { $db }
expert-reason-spike-warned = der wurdt elts momint in pyk ferwachte en nije eksimplaren hawwe { $boot } minuten nedich om op te starten
expert-reason-launch-ahead = de oankundige lansearring komt oer { $minutes } min en bringt op syn minst { $peak } × it ferkear
expert-reason-cache-cold = cache leechmakke (cachetreffers { $hit })
expert-reason-surge = oanfragen rinne op: no { $now }, { $expected } as nije eksimplaren tsjinje
expert-reason-fleet-short = { $serving ->
    [one] { $serving } tsjinjend eksimplaar soe op { $util } rinne
   *[other] { $serving } tsjinjende eksimplaren soene op { $util } rinne
}
expert-reason-calm = { $minutes ->
    [one] { $minutes } minút rêstich
   *[other] { $minutes } minuten rêstich
}
expert-reason-oversized = { $fleet ->
    [one] { $fleet } eksimplaar
   *[other] { $fleet } eksimplaren
} wylst de lêst der { $need } nedich hat
