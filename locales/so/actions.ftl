# Confirmations of accepted actions, shown to the whole team.

confirm-floor = { $who }: dabaqa kooxda mashiinnada waxaa loo dejiyay { $value ->
        [one] { $value } mashiin
       *[other] { $value } mashiin
    } — laga bilaabo { $clock }.
confirm-autoscale-on = { $who }: balaadhinta tooska ah waa la shiday — laga bilaabo { $clock }.
confirm-autoscale-off = { $who }: balaadhinta tooska ah waa la damiyay: kooxda mashiinnadu waxay noqonaysaa si sax ah dabaqa — laga bilaabo { $clock }.
confirm-target = { $who }: bartilmaameedka isticmaalka waxaa loo dejiyay { $value } % — laga bilaabo { $clock }.
confirm-ttl = { $who }: TTL-ka kaashka waxaa loo dejiyay { $value } s — laga bilaabo { $clock }.
confirm-warmup = { $who }: shaqada kululaynta kaashka waa la bilaabay ({ $warmup_min } daqiiqo, +{ $warmup_qps } weydiin oo kaydka xogta ah/s) — laga bilaabo { $clock }.
confirm-shed = { $who }: diidista culayska waxaa loo dejiyay { $value } % taraafikada mudnaanta hoose — laga bilaabo { $clock }.
confirm-feature-on = { $who }: sifada talooyinka waa la shiday — laga bilaabo { $clock }.
confirm-feature-off = { $who }: sifada talooyinka waa la damiyay — laga bilaabo { $clock }.
confirm-rollback = { $who }: dib-u-celin ayaa la bilaabay: koox cusub oo wadata dhismihii ugu dambeeyay ee wanaagsanaa ayaa la diyaarinayaa { $rollback_min } daqiiqo (laba jeer la bixiyo) — waxay bilaabmaysaa { $clock }.
confirm-rollback-nothing = { $who }: dib-u-celin ayaa la riixay { $clock }.
note-warmup-running = Shaqada kululaynta kaashku horay ayay u socotaa: mar kale taabashadu waxba ma beddesho.
note-rollback-restart = Dib-u-celin ayaa horay loo diyaarinayay: diyaarintiisu dib ayay u bilaabmaysaa ({ $rollback_min } daqiiqo).
note-nothing-to-roll-back = Wax dib loo celiyo ma jiraan: dhismaha socdaa waa kan wanaagsan. Dib-u-celintu waxba ma beddesho.
note-cache-warm = Kaashku horay ayuu u buuxaa: shaqada kululayntu waxay kaliya ku dartaa culays kaydka xogta.
note-unchanged = Taasi horay ayay u ahayd dejinta: waxba isma beddelaan.

# Ficil lagu sheegay erayo, shaashad aan amar lahayn (bogga shabakadda): qiimuhu waa dood.
action-described-floor = dabaqa kooxda mashiinnada oo loo dejiyay { $value ->
        [one] { $value } mashiin
       *[other] { $value } mashiin
    }
action-described-autoscale-on = balaadhinta tooska ah oo la shiday
action-described-autoscale-off = balaadhinta tooska ah oo la damiyay
action-described-target = bartilmaameedka balaadhinta oo loo dejiyay { $value } %
action-described-ttl = TTL-ka kaashka oo loo dejiyay { $value } s
action-described-warmup = kululaynta kaashka oo la bilaabay
action-described-shed = { $value } % taraafikada mudnaanta hoose oo la diiday
action-described-feature-on = talooyinka oo la shiday
action-described-feature-off = talooyinka oo la damiyay
action-described-rollback = ku noqoshada dhismihii ugu dambeeyay ee wanaagsanaa

# Duritaanka maamulaha ciyaarta oo erayo lagu sheegay (bogga shabakadda).
inject-described-surge = kor u kaca taraafikada ee maamulaha ciyaarta ilaa { $value } ×
inject-described-db-slow = gaabinta kaydka xogta ee maamulaha ciyaarta ({ $value } % awoodda oo lumay)
inject-described-db-recover = soo kabashada kaydka xogta ee maamulaha ciyaarta
inject-described-cache-flush = madhinta kaashka ee maamulaha ciyaarta
inject-described-bad-deploy = dhismo xun oo maamulaha ciyaartu ku sameeyay { $value } % taraafikada
inject-described-retry-storm = duufaanta codsiyada soo noqnoqda ee maamulaha ciyaarta
inject-described-instance-loss = luminta { $value ->
        [one] { $value } mashiin
       *[other] { $value } mashiin
    } ee maamulaha ciyaarta
