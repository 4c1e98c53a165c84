# The eight controls (docs/model.md §2): name, what the seed says about each, and usage.

control-floor = Dabaqa kooxda mashiinnada (tirada ugu yar ee mashiinnada)
control-floor-help = Kordhintiisu wuxuu isla markiiba bilaabaa mashiinno — weli waxay u baahan yihiin daahitaanka bilowga ka hor intaan adeegin.
control-floor-usage = floor N — { $min }–{ $max ->
        [one] { $max } mashiin
       *[other] { $max } mashiin
    }
control-autoscale = Balaadhinta tooska ah shidan/dansan
control-autoscale-help = Raacitaanka bartilmaameedka isticmaalka; ma jiro balaadhin cusub inta mashiinnadu weli bilaabmayaan. Dansan = si sax ah ugu yaraan.
control-autoscale-usage = autoscale on|off
control-target = Bartilmaameedka isticmaalka
control-target-help = Hoose = boos badan iyo kharash badan. Isticmaalka la cabbiray ma dhaafi karo 100 %, sidaas darteed koox buuxsan waxay kortaa tallaabo-tallaabo oo keliya.
control-target-usage = target P — { $min }–{ $max } %
control-ttl = TTL-ka kaashka
control-ttl-help = TTL dheer = garaacid badan, laakiin jawaabuhu way da'aysan karaan (da'da celceliska ≈ TTL/2).
control-ttl-usage = ttl S — { $min }–{ $max ->
        [one] { $max } ilbiriqsi
       *[other] { $max } ilbiriqsi
    }
control-warmup = Shaqada kululaynta kaashka
control-warmup-help = Waxay raraan furayaasha inta badan la isticmaalo { $warmup_min } daqiiqo (+{ $warmup_gain } % kaydka kaashka daqiiqad kasta) qiimaha { $warmup_qps } weydiin oo dheeraad ah oo kaydka xogta ah/s.
control-warmup-usage = warmup
control-shed = Diidista culayska
control-shed-help = Qayb ka mid ah { $low_priority } % mudnaanta hoose (hore-u-rarid, xidhmo, gurguurayaasha raadinta) oo lagu diido isu-dheelitirka culayska "isku day mar dambe".
control-shed-usage = shed P — { $min }–{ $max } % taraafikada mudnaanta hoose
control-feature = Sifada culus (“talooyinka”)
control-feature-help = Waxay ku dartaa { $feature_ms } ms CPU iyo hal weydiin kaydka xogta codsi kasta. Dansan = hoos u dhac xakamaysan.
control-feature-usage = feature on|off
control-rollback = Dib-u-celin
control-rollback-help = Dib ayuu u geliyaa dhismihii ugu dambeeyay ee wanaagsanaa koox cusub ({ $rollback_min } daqiiqo, laba jeer la bixiyo), kadibna taraafikada ayuu u beddelaa. Mar kale taabashadu waxay dib u bilaabaysaa diyaarinta; haddii aanu jirin dhis xun oo la faafinayo ama nool, waxba ma beddesho.
control-rollback-usage = rollback

switch-on = shidan
switch-off = dansan
