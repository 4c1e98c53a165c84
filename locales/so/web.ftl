# Bogga shabakadda ee tababarka (src/web).
web-state-running = Socda
web-state-paused = Hakad
web-state-finished = Dhammaaday
web-state-stopped = La joojiyay
web-state-diverged = La keydiyay, lama sii wadin
web-noscript = JavaScript la'aanteed boggan wuxuu muujinayaa tababarka sidii uu ahaa markii la furay: dib u cusbooneysii si aad u aragto daqiiqadda ugu dambeysay.
web-dashboard = Looxa
web-chart-alt = Saacaddii ugu dambeysay ee tababarka: heerka gubashada, khaladaadka, p99 iyo kooxda mashiinnada
web-run-chart-alt = Tababarka oo dhan, iyo miisaaniyadda orodyada "haddii"
web-read-only = Waxaad daawaneysaa tababarkan: kooxdiisa ayaa beddesha kontaroolada.
web-why = Sababta (tababaraha)
web-timeline = Jadwalka dhacdooyinka
web-timeline-empty = Weli waxba ma dhicin.
web-debrief = Dib-u-eegis
web-controls = Kontaroolada
web-advance = Hal daqiiqo hore u soco
web-pause = Hakad
web-resume = Sii wad
web-stop = Jooji tababarka
web-stop-confirm = Hadda ma joojinaysaa tababarka oo ma arkaysaa dib-u-eegista?
web-set = Deji
web-not-found-title = Lama helin
web-not-found = Cinwaankan tababar kuma jiro: xiriirku waa khalad, ama tababarkiisu wuu dhammaaday muddo hore xiriirkuna wuu dhacay.
web-root-title = oncall-drill
web-root = Tababar kastaa wuxuu leeyahay xiriir u gaar ah; boggani midna ma taxo.
web-bad-chart-view = Muuqaalka jaantuska waa live ama run.
web-read-only-refused = Xiriirkani wuxuu kaliya daawadaa tababarka: ma beddeli karo.
web-not-text = Soo dir hal sadar oo qoraal ah, tusaale: { $example }
web-cross-site = Tababarka waxaa beddeli kara oo keliya boggiisa: codsigan meel kale ayuu ka yimid, waxbana lama beddelin.
web-not-json = Sadarka u soo dir sida boggu u diro (JSON, application/json); waxba lama beddelin.
web-body-slow = Qaybta codsiga lama helin { $seconds ->
        [one] { $seconds } ilbiriqsi
       *[other] { $seconds } ilbiriqsi
    } gudahood; waxba lama beddelin.
web-too-large = Codsi halkan yimaadda wuxuu qaadi karaa ugu badnaan { $max ->
        [one] { $max } byte
       *[other] { $max } byte
    }; waxba lama akhrin lamana beddelin.
web-advanced = Tababarku wuxuu taagan yahay { $clock }.
web-link-play = Sidoo kale ku ciyaar browser-ka: { $url }
web-link-watch = Si toos ah u daawo: { $url }
web-watch-field = Bogga tooska ah
web-linger = Bogga tababarku wuu furnaanayaa ilaa aad riixdo Enter (ama Ctrl-C).
