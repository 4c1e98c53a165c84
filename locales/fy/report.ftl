# Eksports dy't triemmen ferfange soene, en rapporten fan ôfrûne oefeningen.

export-exists = { $count ->
        [one] { $files } bestiet al
       *[other] { $files } besteane al
    }: der is neat skreaun. Kies in oare namme.
