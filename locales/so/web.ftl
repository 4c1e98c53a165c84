# Bogga shabakadda ee tababarka (src/web).
web-state-running = Socda
web-state-paused = Hakad
web-state-finished = Dhammaaday
web-state-stopped = La joojiyay
web-state-diverged = La keydiyay, lama sii wadin
web-noscript = La'aan JavaScript boggani wuxuu muujinayaa tababarka sidii uu ahaa markii la furay, la'aan badhamada xakamaynta: dib u soo cusboonaysii si aad u aragto daqiiqadda ugu dambeysay.
web-dashboard = Looxa
web-chart-alt = Saacaddii ugu dambeysay ee tababarka: codsiyada la oggolaaday iyo awoodda, heerka gubashada iyo heerka khaladaadka marka loo eego xariiqyada digniinta iyo wacitaanka, miisaaniyadda khaladaadka ee hadhay iyo kharashka kooxda mashiinnada
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
web-chart-label = Jaantuska tooska ah
web-run-chart-full = Fur jaantuska oo dhan oo cabbirkiisa buuxa ah (PNG)
web-level-ok = ✓ wanaagsan
web-level-warn = ▲ iska jir
web-level-bad = ■ dhibaato
web-rule-page-short = Xawaaraha gubashada (1 saac) waa { $long }, oo ka sarreeya xariiqda wacitaanka ee { $threshold } ×, hase yeeshee qofna lama wicin: wacitaanku wuxuu kaloo u baahan yahay in { $minutes ->
        [one] daqiiqaddii ugu dambeysay
       *[other] { $minutes }-da daqiiqo ee ugu dambeysay
    } ay ka sarreeyaan xariiqdaas, waxayna ku gubanayaan { $short }.
web-rule-page-long = Xawaaraha gubashada ({ $page_short_min } daqiiqo) waa { $short }, oo ka sarreeya xariiqda wacitaanka ee { $threshold } ×, hase yeeshee qofna lama wicin: wacitaanku wuxuu kaloo u baahan yahay in { $minutes ->
        [one] daqiiqaddii ugu dambeysay
       *[other] { $minutes }-da daqiiqo ee ugu dambeysay
    } ay ka sarreeyaan xariiqdaas, waxayna ku gubanayaan { $long }.
web-rule-warn = Xawaaraha gubashada ayaa ka sarreeya xariiqda digniinta ee { $threshold } ×, hase yeeshee digniin ma jirto: digniintu waxay u baahan tahay in labadaba { $long_minutes ->
        [one] daqiiqaddii ugu dambeysay
       *[other] { $long_minutes }-da daqiiqo ee ugu dambeysay
    } ({ $long }) iyo { $short_minutes ->
        [one] daqiiqaddii ugu dambeysay
       *[other] { $short_minutes }-da daqiiqo ee ugu dambeysay
    } ({ $short }) ay ka sarreeyaan xariiqdaas.
web-role-nobody = weli qofna
web-settings = Dejinta hadda
web-roles = Doorarka kooxda
web-connection-lost = ⚠ Xiriirkii wuu go'ay: tirooyinka hoose waa kuwii ka horreeyay; waan isku dayaynaa mar kale…
web-connection-back = ✓ Mar kale ayaa lagu xiran yahay: boggu wuxuu muujinayaa tababarka sida uu hadda yahay.
web-send-failed = ⚠ Lama dirin: server-ka tababarka lama gaari karin. Waxba isma beddelin; isku day mar kale.
web-main-actions = Ficillada ugu muhiimsan
web-act-rollback = ↩ Dib u celi dhismaha
web-act-warmup = Kulaali kaydka
web-hint-floor = Tirada ugu yar ee mashiinnada ay kooxdu shaqaysiiso, laga bilaabo { $min } ilaa { $max }.
web-hint-autoscale = Wuxuu ku daraa oo ka saaraa mashiinno si culeyska kooxdu ugu dhowaado bartilmaameedkiisa.
web-hint-target = Culeyska uu autoscaler-ku higsanayo, laga bilaabo { $min } ilaa { $max } %: hoose waxay siisaa bannaan badan oo way ka qaalisan tahay.
web-hint-ttl = Muddada kaydku hayo jawaab, laga bilaabo { $min } ilaa { $max } ilbiriqsi: dheer waxay keentaa helitaan badan iyo jawaabo duug ah.
web-hint-shed = Qaybta taraafikada mudnaanta hoose leh ee load balancer-ku diido, laga bilaabo { $min } ilaa { $max } %.
web-hint-feature = Astaanta culus ee talooyinka: damintu waa hoos u dhac la xakameeyey oo badbaadiya kooxda mashiinnada iyo kaydka xogta.
web-set-named = Deji { $control }
web-unsent = Weli lama dirin: riix Deji si loo dabaqo.
web-ttl-presets = Qiimayaal diyaar ah oo TTL-ka kaydka
web-ttl-preset = U deji TTL-ka kaydka { $value }
web-link-room = Shaashadda qolka (daawasho keliya): { $url }
# Diidmooyinka oo ah erayada bogga, halka terminaalku magacaabo amarka.
error-paused-described = Layligu waa hakad: marka hore riix “{ web-resume }”.
error-finished-described = Layligan wuu dhammaaday: dib-u-eegistiisu waxay ku taal korka boggan.
