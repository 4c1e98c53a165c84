# Errors shown to the person who made them. Each range error names its range.

error-empty = Qor amar, tusaale ahaan: { $commands }.
error-unknown-command = Amar aan la aqoon “{ $command }”. Amarrada: { $commands }.
error-missing-argument = “{ $command }” wuxuu u baahan yahay qiime: { $usage }.
error-unexpected-argument = “{ $command }” wax kale ma qaato, laakiin waxaa la helay “{ $extra }”: { $usage }.
error-not-a-number = “{ $command }” wuxuu u baahan yahay tiro dhan, laakiin waxaa la helay “{ $value }”: { $usage }.
error-out-of-range = { $command } { $value } waa ka baxsan yahay xadka: waxaa la oggol yahay { $min }–{ $max }.
error-not-on-off = “{ $command }” wuxuu qaataa on ama off, laakiin waxaa la helay “{ $value }”.
error-internal = Wax baa dhinaceenna ka khaldamay; waxba lama beddelin. Fadlan mar kale isku day.
error-no-incident = Halkan ma jirto dhacdo socota. Ku bilow “incident start”.
error-incident-running = Dhacdo ayaa halkan horay uga socota. Marka hore ku jooji “incident stop”.
error-incident-finished = Layligan wuu dhammaaday. Mid cusub ku bilow “incident start”.
error-unknown-scenario = Senaariyo aan la aqoon “{ $name }”. Senaariyooyinka: { $known }.
error-not-allowed = Si aad taas u samayso waxaad u baahan tahay ogolaanshaha Manage Channels, ogolaanshaha Manage Server, ama door uu server-kani u oggolaaday amarka (Server Settings → Integrations).
error-direct-message = Laylisyadu waxay ka dhacaan kanaalada server-ka, ma aha fariimaha gaarka ah. Bot-ka ku casuun server oo ku isticmaal kanaal.
error-unknown-locale = Luuqad aan la aqoon “{ $locale }”. Kuwa la heli karo: { $available }.
error-bad-pace = Xawaare aan la aqoon “{ $pace }”: isticmaal 60s, tiro ilbiriqsiyo ah sida 10s, ama turns.
error-bad-value = “{ $value }” ma aha mid ka mid ah qiimayaasha amarkani bixiyo; waxba lama beddelin.
error-advance-not-turns = Layli wareeg-wareeg ah oo keliya ayaa amar ku hormara; kan wuxuu ku socdaa xawaaraha { $pace }.
error-advance-range = Hore u dhaqaaji inta u dhaxaysa { $min } iyo { $max ->
        [one] { $max } daqiiqo
       *[other] { $max } daqiiqo
    }.
error-paused = Layligu waa hakad: marka hore sii wad (“resume”).
error-not-paused = Laylika lama hakin: ma jiro wax la sii wado.
error-too-many-actions = Falal aad u badan daqiiqaddan (ugu badnaan { $max }); isku day daqiiqadda xigta.
error-updates-too-fast = Waad dirtay warbixinnada daqiiqaddan (ugu badnaan { $max } qof kasta); mar kale ayaad diri kartaa { $clock }.
error-not-utf8 = Safkan ma aha qoraal (UTF-8) waana laga booday: { $line }
error-bot-permissions = Bot-ku kanaalkan layli kuma samayn karo: waxaa ka maqan { $missing }. Weydii maamulaha server-ka inuu siiyo, kadibna mar kale bilow.
error-db-held = { $path } waxaa isticmaalaya oncall-drill kale ({ $holder }). Marka hore jooji kaas, ama kan sii kayd xog u gaar ah adigoo isticmaalaya --db.
error-db-read-only = Lama qori karo kaydka xogta { $path } ({ $reason }). Waxba lama beddelin; --db ku dooro gal uu isticmaalahani wax ku qori karo.
error-db-not-ours = { $path } ma aha kayd xogeed oncall-drill, ama waa uu xumaaday ({ $reason }). Lama taaban; --db ku dooro fayl kale.
error-db-newer = { $path } waxaa qoray oncall-drill ka cusub (qaab { $found }; kan wuxuu yaqaan ilaa { $supported }). Lama taaban: cusboonaysii oncall-drill.
error-db-busy = { $path } waxaa xiray barnaamij kale. Lama taaban; isku day mar kale marka barnaamijkaasi dhammeeyo.
error-db-open = Lama furi karo kaydka xogta { $path }: { $reason }
# Amar prompt-ka ah oo lagu qoray bogga shabakadda.
error-command-at-prompt = “{ $command }” wuxuu ka shaqeeyaa prompt-ka oncall-drill play, kuma shaqeeyo boggan: halkan waa kontaroolada, advance, pause, resume iyo stop.
