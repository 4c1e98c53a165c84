# Eksports dy't triemmen ferfange soene, en rapporten fan ôfrûne oefeningen.

export-exists = { $count ->
        [one] { $files } bestiet al
       *[other] { $files } besteane al
    }: der is neat skreaun. Kies in oare namme.

# Weromspoele: in oefening beurt foar beurt in oantal minuten weromsette.

error-rewind-not-turns = Allinnich in oefening beurt foar beurt kin weromspoele wurde: dizze rint yn it tempo { $pace }, syn minuten kamen mei de klok.
error-rewind-range = { $max ->
        [0] Der is noch neat om werom te spoelen: de oefening stiet by har earste minút.
       *[other] Spoel tusken 1 en { $max } minuten werom.
    }
error-rewind-commander = Allinnich de kommandant ({ $commander }) spoelet dizze oefening werom.
drill-rewound = ⏪ { $who } hat de oefening { $minutes ->
        [one] ien minút
       *[other] { $minutes } minuten
    } weromset, nei { $clock }; { $dropped ->
        [0] der is gjin aksje fallen litten
        [one] ien lettere aksje is fallen litten
       *[other] { $dropped } lettere aksjes binne fallen litten
    }. Dizze oefening is no in oefenrûne: op it klassemint stiet se apart, en it ferslach hâldt de weromsette tûke.
report-rewound-title = Weromspoele (oefenrûne)
report-rewound-intro = Dizze oefening is weromset: har skoare en har replay telle allinnich de libbene run. De fallen litten tûke:
rewind-entry = { $clock } { $who } hat de oefening weromset nei { $to }
rewind-dropped = { $clock } { $who }: { $action } (weromspoele)
leaderboard-practice = Oefenrûnes (weromspoelde oefeningen, apart)
help-rewind = Oefeningen beurt foar beurt: rewind N set de oefening N minuten werom — lettere aksjes falle fuort (se bliuwe yn it ferslach, markearre as weromspoele) en de oefening wurdt in oefenrûne. export NAME ferfangt nea in triem; “oncall-drill report --db FILE --last --out NAME” makket in ferslach fan elke ôfrûne oefening.
cmd-rewind = weromspoele
cmd-rewind-desc = Set in oefening beurt foar beurt in oantal minuten werom (oefenrûne: lettere aksjes falle fuort)
opt-rewind-minutes = minuten
opt-rewind-minutes-desc = Hoefolle simulearre minuten werom
help-rewind-title = Weromspoele en ferslaggen
help-rewind-discord = Yn in oefening beurt foar beurt kin de kommandant (of elkenien, salang’t gjinien de rol hat) in oantal minuten /rewind dwaan: lettere aksjes falle fuort, de status lit de minút sjen dêr’t er nei weromgie, en de oefening giet dêrwei fierder, as oefenrûne, apart op it klassemint. De neibeskôging lit de fuortfallen aksjes sjen ûnder “Weromspoele (oefenrûne)”; /incident export wurket ek nei it ein en lit se ek sjen.
