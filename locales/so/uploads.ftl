# Senaariyooyinka server-ka u gaarka ah: /scenario upload, /scenario remove, iyo diidmooyinkooda.
cmd-scenario = senaariyo
cmd-scenario-desc = Maamul senaariyooyinka server-kan u gaarka ah
cmd-scenario-upload = soo-geli
cmd-scenario-upload-desc = Soo geli fayl senaariyo ah (TOML, ugu badnaan { $kilobytes } KB) server-kan
opt-scenario-upload-file = fayl
opt-scenario-upload-file-desc = Faylka senaariyada, sida `oncall-drill scenarios check` u aqbalo
cmd-scenario-remove = ka-saar
cmd-scenario-remove-desc = Ka saar mid ka mid ah senaariyooyinka server-kan
opt-scenario-remove-id = id
opt-scenario-remove-id-desc = Aqoonsiga senaariyada la saarayo
upload-list-title = Senaariyooyinka server-kan
upload-stored = Senaariyada `{ $id }` ({ $title }) waa loo kaydiyay server-kan: ku bilow /incident start scenario:{ $id }.
upload-replaced = Senaariyada `{ $id }` ({ $title }) waxay beddeshay tii isla aqoonsigaas lahayd; tababarrada socda waxay haystaan tii hore.
upload-removed = Senaariyada `{ $id }` waa laga saaray server-kan; tababarrada horay loogu bilaabay way sii socdaan.
upload-too-big = Faylku waa { $bytes ->
        [one] { $bytes } byte:
       *[other] { $bytes } byte:
    } fayl senaariyo ah wuxuu leeyahay ugu badnaan { $max ->
        [one] { $max } byte.
       *[other] { $max } byte.
    }
upload-invalid = Faylku ma aha senaariyo sax ah ({ $count ->
        [one] { $count } dhibaato
       *[other] { $count } dhibaato
    }); waxba lama kaydin:
upload-builtin-id = `{ $id }` waa senaariyo ku dhex jira: senaariyadaada sii aqoonsi kale.
upload-id-collides = Aqoonsiga senaariyadaada `{ $id }` wuxuu `{ $other }` kaga duwan yahay oo keliya xarfaha waaweyn iyo kuwa yaryar: sii aqoonsi kale.
upload-full = Server-kan wuxuu horay u leeyahay { $max ->
        [one] { $max } senaariyo
       *[other] { $max } senaariyo
    }: marka hore mid ka saar.
upload-unknown = Halkan ma jiro senaariyo `{ $id }`. Senaariyooyinka: { $known }
upload-not-allowed = Si aad u maamusho senaariyooyinka server-kan waxaad u baahan tahay ogolaanshaha Manage Server, ama door uu server-kani u oggolaaday amarka (Server Settings → Integrations).
upload-download-slow = Discord ma keenin faylka { $seconds } ilbiriqsi gudahood; waxba lama kaydin. Isku day inaad faylka mar kale soo dirto wax yar kadib.
upload-download-failed = Faylka lagama akhrin karin Discord; waxba lama kaydin. Isku day inaad faylka mar kale soo dirto wax yar kadib.
