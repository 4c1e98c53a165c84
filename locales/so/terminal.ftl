# The terminal (`play`): what it says in terminal words, and the commands it suggests
# ($command is a whole command line that works as printed).

play-in-progress = { $db }: layli { $scenario } ah ayaa weli halkan socda; ku sii wad “{ $command }”, ama isticmaal --db kale.
play-nothing-to-resume = { $db }: ma jiro layli la sii wadi karo.
play-challenge = Isla xaaladahaas mar kale, adiga ama saaxiib shaqo: “{ $command }”
play-nudge = Digniintu waxay socotay { $minutes ->
        [one] { $minutes } daqiiqo
       *[other] { $minutes } daqiiqo
    } iyada oo aan warbixin la siin daneeyayaasha: qor “update” iyo waxa jaban, waxa isticmaalayaashu arkaan, iyo waxa aad xigta samaynayso.
play-update = 📣 Warbixin { $clock } ka timid { $who }: { $text }
play-advance-timed = Laylikan wuxuu ku socdaa { $pace } oo iskiis ayuu u socdaa; qor “pace turns” si aad ugu ciyaarto wareeg-wareeg, adigoo isticmaalaya “advance”.
play-export-usage = Isticmaal: export MAGAC — wuxuu galka hadda ku qoraa warbixinta MAGAC.md, faylka dib-u-ciyaarka MAGAC.replay.toml iyo jaantuska orodka MAGAC.png; fayl jira marna lama beddelo.
play-pace-usage = Isticmaal: pace turns, pace 60s (waqti dhab ah) ama pace 10s (daqiiqad la jilay toban ilbiriqsi kasta).
play-stop-confirm = “stop” hadda ayuu laylika joojiyaa, oo leh dib-u-eegis. Mar kale qor “stop” si aad u joojiso; wax kasta oo kale waa sii wadid.
play-stop-kept = Laylikii wuu socdaa.
scenarios-minutes = { $minutes ->
        [one] { $minutes } daqiiqo
       *[other] { $minutes } daqiiqo
    }
difficulty-calm = deggan
difficulty-moderate = dhexdhexaad
difficulty-hard = adag
difficulty-severe = aad u adag
play-unknown-command = Amar aan la aqoon “{ $command }”. Qor “help” si aad u aragto amarrada.
play-did-you-mean = Amar aan la aqoon “{ $command }” — ma waxaad ula jeeddaa “{ $suggestion }”?
play-web-unbound = Bogga shabakaddu kuma dhegeysan karo { $addr } ({ $reason }): --web sii cinwaan kale, ama port 0 mid bannaan. Waxba lama qorin.
play-web-beyond-machine = Boggu wuxuu ku dhegeysanayaa { $addr }, meel ka baxsan mashiinkan, HTTP caadi ah: qof kasta oo gaari kara cinwaankan oo haysta xiriirka wuu ciyaari karaa laylikan. --web 127.0.0.1:PORT ayaa mashiinkan ku haya.
