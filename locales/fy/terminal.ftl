# The terminal (`play`): what it says in terminal words, and the commands it suggests
# ($command is a whole command line that works as printed).

play-in-progress = { $db }: hjir rint noch in oefening fan { $scenario }; gean dermei troch mei „{ $command }”, of brûk in oare --db.
play-nothing-to-resume = { $db }: der is gjin oefening om mei troch te gean.
play-challenge = Deselde omstannichheden nochris, foar josels of in kollega: „{ $command }”
play-nudge = It alarm is al { $minutes ->
        [one] { $minutes } minút
       *[other] { $minutes } minuten
    } sûnder update foar de belanghawwenden: typ „update” en wat stikken is, wat brûkers sjogge, wat jo no dogge.
play-update = 📣 Update { $clock } fan { $who }: { $text }
play-advance-timed = Dizze oefening rint op { $pace } en giet sels fierder; typ „pace turns” om him beurt foar beurt te spyljen, mei „advance”.
play-export-usage = Gebrûk: export NAMME — skriuwt it rapport NAMME.md, it werhelbestân NAMME.replay.toml en de rungrafyk NAMME.png yn ’e hjoeddeistige map; in bestân dat der al is, wurdt net ferfongen.
play-pace-usage = Gebrûk: pace turns, pace 60s (echte tiid) of pace 10s (in simulearre minút elke tsien sekonden).
play-stop-confirm = „stop” einiget de oefening no, mei de neibeskôging. Typ nochris „stop” om him te einigjen; al it oare giet troch.
play-stop-kept = De oefening giet troch.
scenarios-minutes = { $minutes ->
        [one] { $minutes } minút
       *[other] { $minutes } min
    }
difficulty-calm = rêstich
difficulty-moderate = matich
difficulty-hard = swier
difficulty-severe = hiel swier
play-unknown-command = Unbekend kommando „{ $command }”. Typ „help” foar de kommando’s.
play-did-you-mean = Unbekend kommando „{ $command }” — bedoele jo „{ $suggestion }”?
play-web-unbound = De webside kin net harkje op { $addr } ({ $reason }): jou --web in oar adres, of poarte 0 foar in frije. Der is neat skreaun.
play-web-beyond-machine = De side harket op { $addr }, bûten dizze masine, oer gewoane HTTP: elkenien dy’t dit adres berikke kin en de keppeling hat, kin dizze oefening spylje. Mei --web 127.0.0.1:POARTE bliuwt er op dizze masine.
