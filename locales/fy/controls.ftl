# The eight controls (docs/model.md §2): name, what the seed says about each, and usage.

control-floor = Ûndergrins foar de float (minimum eksimplaren)
control-floor-help = Ferheegje start daliks eksimplaren — se hawwe de opstartfertraging noch nedich foardat se betsjinje.
control-floor-usage = floor N — { $min }–{ $max ->
        [one] { $max } eksimplaar
       *[other] { $max } eksimplaren
    }
control-autoscale = Autoskaler oan/út
control-autoscale-help = Doelrjochte regeling op de benutting; gjin nij opskaalje salang't der noch eksimplaren opstarte. Út = krekt it minimum.
control-autoscale-usage = autoscale on|off
control-target = Doelbenutting
control-target-help = Leger = mear romte en mear kosten. Mjitten benutting kin net boppe 100 % komme, dus in fersêde float groeit allinnich stap foar stap.
control-target-usage = target P — { $min }–{ $max } %
control-ttl = Cache-TTL
control-ttl-help = Langere TTL = mear treffers, mar antwurden kinne âlder wêze (gemiddelde leeftyd ≈ TTL/2).
control-ttl-usage = ttl S — { $min }–{ $max ->
        [one] { $max } sekonde
       *[other] { $max } sekonden
    }
control-warmup = Cache-opwaarmtaak
control-warmup-help = Laadt { $warmup_min } min lang faak brûkte kaaien (+{ $warmup_gain } % fan de cache per minút) tsjin de priis fan { $warmup_qps } ekstra databankfragen/s.
control-warmup-usage = warmup
control-shed = Lêst ôfstjitte
control-shed-help = Diel fan de { $low_priority } % lege prioriteit (prefetch, batch, crawlers) dat by de lestferdieler ôfwiisd wurdt mei „besykje letter wer”.
control-shed-usage = shed P — { $min }–{ $max } % fan it ferkear mei lege prioriteit
control-feature = Swiere funksje („oanbefellings”)
control-feature-help = De swiere funksje foeget { $feature_ms } ms CPU en ien databankfraach per fersyk ta. Út = kontrolearre efterútgong.
control-feature-usage = feature on|off
control-rollback = Weromrol
control-rollback-help = Set de lêste goede build op in farske float út ({ $rollback_min } min, twa kear yn rekken brocht) en skeakelt dan it ferkear om. Opnij drukke start de tarieding op ’e nij; sûnder minne build dy’t útrôle wurdt of draait feroaret it neat.
control-rollback-usage = rollback

switch-on = oan
switch-off = út
