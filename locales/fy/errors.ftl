# Errors shown to the person who made them. Each range error names its range.

error-empty = Typ in opdracht, bygelyks: { $commands }.
error-unknown-command = Ûnbekende opdracht „{ $command }”. Opdrachten: { $commands }.
error-missing-argument = „{ $command }” hat in wearde nedich: { $usage }.
error-unexpected-argument = „{ $command }” nimt neat mear oan, mar krige „{ $extra }”: { $usage }.
error-not-a-number = „{ $command }” hat in hiel getal nedich, mar krige „{ $value }”: { $usage }.
error-out-of-range = { $command } { $value } falt bûten it berik: tastien is { $min }–{ $max }.
error-not-on-off = „{ $command }” nimt on of off oan, mar krige „{ $value }”.
error-internal = Der gie oan ús kant wat mis; der is neat feroare. Besykje it nochris.
error-no-incident = Hjir rint gjin ynsidint. Begjin ien mei „incident start”.
error-incident-running = Hjir rint al in ynsidint. Stopje it earst mei „incident stop”.
error-incident-finished = Dizze oefening is foarby. Begjin in nije mei „incident start”.
error-unknown-scenario = Ûnbekend senario „{ $name }”. Senario’s: { $known }.
error-not-allowed = Dêrfoar hast it rjocht „Manage Channels”, it rjocht „Manage Server” of in rol nedich dy’t dizze tsjinner foar it kommando tastien hat (Server Settings → Integrations).
error-direct-message = Oefeningen rinne yn serverkanalen, net yn priveeberjochten. Nûgje de bot út op in server en brûk him yn in kanaal.
error-unknown-locale = Ûnbekende taal „{ $locale }”. Beskikber: { $available }.
error-bad-pace = Ûnbekend tempo „{ $pace }”: brûk 60s, in oantal sekonden lykas 10s, of turns.
error-bad-value = „{ $value }” is net ien fan de wearden dy’t dit kommando biedt; der is neat feroare.
error-advance-not-turns = Allinnich in oefening beurt foar beurt giet op opdracht foarút; dizze rint yn it tempo: { $pace }.
error-advance-range = Gean tusken { $min } en { $max ->
        [one] { $max } minút
       *[other] { $max } minuten
    } foarút.
error-paused = De oefening stiet stil: gean earst fierder („resume”).
error-not-paused = De oefening stiet net op skoft: der is neat om fierder te gean.
error-too-many-actions = Te folle aksjes dizze minút (op syn heechst { $max }); besykje it de folgjende minút nochris.
error-updates-too-fast = Jo hawwe de updates fan dizze minút al pleatst (op syn heechst { $max } per lid); jo kinne wer ien pleatse om { $clock }.
error-not-utf8 = Dizze rigel is gjin tekst (UTF-8) en is oerslein: { $line }
error-bot-permissions = De bot kin yn dit kanaal gjin oefening hâlde: it mist { $missing }. Freegje in behearder fan de tsjinner om dat te jaan, en begjin dan op ’e nij.
error-db-held = { $path } wurdt al brûkt troch in oare oncall-drill ({ $holder }). Stopje dy earst, of jou dizze in eigen databank mei --db.
error-db-read-only = Kin net skriuwe yn de databank { $path } ({ $reason }). Der is neat feroare; kies mei --db in map dêr’t dizze brûker yn skriuwe kin.
error-db-not-ours = { $path } is gjin oncall-drill-databank, of hy is skansearre ({ $reason }). Hy is net oanrekke; kies mei --db in oar bestân.
error-db-newer = { $path } is skreaun troch in nijere oncall-drill (skema { $found }; dizze ken oant { $supported }). Hy is net oanrekke: fernij oncall-drill.
error-db-busy = { $path } is beskoattele troch in oar programma. Hy is net oanrekke; besykje it nochris as dat programma klear is.
error-db-open = Kin de databank { $path } net iepenje: { $reason }
# In opdracht fan de prompt, typt op de webside.
error-command-at-prompt = “{ $command }” wurket by de prompt fan oncall-drill play, net op dizze side: hjir de knoppen, advance, pause, resume en stop.
