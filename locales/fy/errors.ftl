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
error-advance-range = Gean tusken { $min } en { $max } minuten foarút.
error-paused = De oefening stiet stil: gean earst fierder („resume”).
error-too-many-actions = Te folle aksjes dizze minút (op syn heechst { $max }); besykje it de folgjende minút nochris.
error-not-utf8 = Dizze rigel is gjin tekst (UTF-8) en is oerslein: { $line }
error-bot-permissions = De bot kin yn dit kanaal gjin oefening hâlde: it mist { $missing }. Freegje in behearder fan de tsjinner om dat te jaan, en begjin dan op ’e nij.
