# Ciyaar koox: doorarka dhacdada, warbixinnada daneeyayaasha, diyaar u ahaanshaha wareegga xiga.

role-commander = hogaamiyaha dhacdada
role-comms = mas'uulka isgaarsiinta
role-ops = hawlgallada
role-briefing-commander = Adiga ayaa ah hogaamiyaha dhacdada: adigaa hogaaminaya jawaabtan. Kooxda ku hay hal qorshe, go'aan gaar marka ra'yiyadu kala duwanaadaan, doorar ku bixi /role, oo ku wareeji /role commander marka aad baxayso.
role-briefing-comms = Adiga ayaa ah mas'uulka isgaarsiinta: daneeyayaasha ku wargeli /update (waxa jaban, waxa isticmaalayaashu arkaan, waxa kooxdu samaynayso xiga). Bot-ku wuxuu ku darayaa tirooyinka xilligaas.
role-briefing-ops = Waxaad ku jirtaa hawlgallada: adigaa beddela nidaamka (kooxda mashiinnada, cache-ka, diidmada, astaanta, dib-u-celinta). Sheeg waxaad samayn doonto intaadan samayn.
role-briefing-ops-only = Laylidan kaliya hawlgallada iyo hogaamiyaha ayaa beddeli kara xakamaynta.
role-briefing-comms-cadence = Inta digniin socoto, ugu yaraan dhig warbixin { $minutes ->
        [one] { $minutes }-dii daqiiqo
       *[other] { $minutes }-kii daqiiqo
    } ee la jilay; haddii kale bot-ku wuu ku xasuusinayaa.
role-briefing-quorum = Laylidan wuxuu sii socdaa marka { $quorum ->
        [one] { $quorum } xubin ay riixdo
       *[other] { $quorum } xubnood ay riixaan
    } Diyaar; adiguna waad sii wadi kartaa.
team-role-claimed = { $member } hadda waa { $role }.
team-role-given = { $by }: { $member } waxaa laga dhigay { $role }.
team-role-handed = { $by }: doorka { $role } waxaa loo wareejiyay { $member } (hore: { $previous }).
team-nobody = qofna
team-impact = 📊 Khaladaad { $errors } · p99 { $p99 } · miisaaniyadda khaladka ee hadhay { $budget } · la celiyay { $shed }
team-update = 📣 **Warbixin { $clock }** ka timid { $who }:
team-nudge-comms = { $comms }: digniintu waxay socotay { $minutes ->
        [one] { $minutes } daqiiqo
       *[other] { $minutes } daqiiqo
    } iyadoon warbixin daneeyayaasha loo dirin. Ku dhig mid /update.
team-nudge-all = Digniintu waxay socotay { $minutes ->
        [one] { $minutes } daqiiqo
       *[other] { $minutes } daqiiqo
    } iyadoon warbixin daneeyayaasha loo dirin, qofna ma haysto doorka isgaarsiinta: ku qaado /role comms, ama ku dhig warbixin /update.
team-ready = Diyaar u ah wareegga xiga: { $count } ka mid ah { $needed } ({ $names }).
team-reminder = ⏰ Laylidan wuxuu { $minutes ->
        [one] { $minutes } daqiiqo
       *[other] { $minutes } daqiiqo
    } sugayay go'aanka xiga ({ $clock }).
team-pace = { $who }: xawaaraha waxaa loo dhigay { $pace }.
error-role-taken = Doorka { $role } waxaa haya { $holder }; kaliya hogaamiyaha ayaa siin kara qof kale.
error-role-already-held = Doorka { $role } horeba waxaa haya { $member }: waxba isma beddelin.
error-already-ready = Horeba waad diyaar tahay: { $ready } ka mid ah { $needed } wareegga xiga. Waxba isma beddelin.
error-not-commander = Kaliya hogaamiyaha ({ $commander }) ayaa doorar siiya dadka kale; door bannaan adigu waad qaadan kartaa.
error-ops-only = Laylidan kaliya hawlgallada iyo hogaamiyaha ayaa beddela xakamaynta: { $allowed }. Weydii mid ka mid ah, ama hogaamiyaha ka codso doorka ops.
error-ops-only-nobody = Laylidan kaliya hawlgallada iyo hogaamiyaha ayaa beddela xakamaynta, qofna weli ma hayo doorarkaas: ku qaado mid /role ops.
error-update-length = Warbixintu waa 1 ilaa { $max ->
        [one] { $max } xaraf
       *[other] { $max } xaraf
    }.
error-no-quorum = Laylidan ma laha tiro loo baahan yahay: ku sii wad /advance.
error-quorum-wait = Laylidan wuxuu sii socdaa marka { $needed ->
        [one] { $needed } xubin diyaar tahay
       *[other] { $needed } xubnood diyaar yihiin
    } (hadda { $ready }), ama marka hogaamiyuhu sii wado: riix Diyaar.
error-ready-needs-role = Laylidan doorar ayaa la qaatay, oo kuwa doorarka haya keliya ayaa lagu tiriyaa tirada loo baahan yahay: marka hore door ku qaado /role.
error-hints-off = Tilmaamaha waa damiyeen laylidan (imtixaan): macallinku wuu aamusan yahay.
error-quorum-needs-turns = Tiro loo baahan yahay waxay u baahan tahay layli wareeg ah: ku bilow xawaaraha “turns”.
team-update-posted = Warbixintaada waxay baxday { $clock }.
controls-choice-anyone = qof walba
controls-choice-ops = kaliya ops iyo hogaamiyaha
button-ready = Diyaar
button-claim = Qaado { $role }
team-ready-field = Diyaar
team-roster-field = Doorarka
cmd-role = door
cmd-role-desc = Qaado door dhacdada, sii mid (hogaamiyaha), ama akhri kaaga
opt-role-role = door
opt-role-role-desc = Hogaamiye, isgaarsiin ama hawlgal; ka tag si aad u akhrido doorkaaga
opt-role-member = xubin
opt-role-member-desc = Cidda doorka helaysa (adiga haddii laga tago)
cmd-update = warbixin
cmd-update-desc = Dhig warbixin daneeyayaasha; bot-ku wuxuu ku darayaa tirooyinka
opt-update-text = qoraal
opt-update-text-desc = Waxa jaban, waxa isticmaalayaashu arkaan, waxa kooxdu samaynayso xiga
cmd-incident-pace = xawaare
cmd-incident-pace-desc = Beddel xawaaraha laylisa socda
opt-incident-pace-pace = xawaare
opt-incident-pace-pace-desc = Waqti dhab ah, ka dhakhso badan, ama wareeg ah
opt-incident-start-controls = xakamayn
opt-incident-start-controls-desc = Cidda beddeli karta xakamaynta: qof walba, ama kaliya ops iyo hogaamiyaha
opt-incident-start-quorum = tiro
opt-incident-start-quorum-desc = Wareeg: sii soco marka intaas xubnood ay riixaan Diyaar
opt-incident-start-hints = tilmaamo
opt-incident-start-hints-desc = In /why uu sharaxo laylisa (dami imtixaan)
