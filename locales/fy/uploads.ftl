# De eigen senario’s fan in tsjinner: /scenario upload, /scenario remove, en wêrom net.
cmd-scenario = senario
cmd-scenario-desc = Beheare de eigen senario’s fan dizze tsjinner
cmd-scenario-upload = oplade
cmd-scenario-upload-desc = In senariobestân (TOML, op syn heechst { $kilobytes } KB) foar dizze tsjinner oplade
opt-scenario-upload-file = bestân
opt-scenario-upload-file-desc = It senariobestân, sa’t `oncall-drill scenarios check` it oannimt
cmd-scenario-remove = fuortsmite
cmd-scenario-remove-desc = Ien fan de senario’s fan dizze tsjinner fuortsmite
opt-scenario-remove-id = id
opt-scenario-remove-id-desc = De id fan it senario dat fuort moat
upload-list-title = De senario’s fan dizze tsjinner
upload-stored = Senario `{ $id }` ({ $title }) is foar dizze tsjinner bewarre: begjin it mei /incident start scenario:{ $id }.
upload-replaced = Senario `{ $id }` ({ $title }) ferfangt dat mei deselde id; oefeningen dy’t al rinne, hâlde it âlde.
upload-removed = Senario `{ $id }` is fan dizze tsjinner fuorthelle; oefeningen dy’t der al mei begûn binne, geane troch.
upload-too-big = It bestân is { $bytes ->
        [one] { $bytes } byte:
       *[other] { $bytes } bytes:
    } in senariobestân hat op syn heechst { $max ->
        [one] { $max } byte.
       *[other] { $max } bytes.
    }
upload-invalid = It bestân is gjin jildich senario ({ $count ->
        [one] { $count } probleem
       *[other] { $count } problemen
    }); der is neat bewarre:
upload-builtin-id = `{ $id }` is in ynboud senario: jou dyn senario in oare id.
upload-id-collides = De id fan dyn senario `{ $id }` ferskilt fan `{ $other }` allinnich yn haadletters en lytse letters: jou it in oare id.
upload-full = Dizze tsjinner hat al { $max ->
        [one] { $max } senario
       *[other] { $max } senario’s
    }: smyt der earst ien fuort.
upload-unknown = Hjir is gjin senario `{ $id }`. Senario’s: { $known }
upload-not-allowed = Om de senario’s fan dizze tsjinner te behearen hast it rjocht „Manage Server” nedich, of in rol dy’t dizze tsjinner foar it kommando tastien hat (Server Settings → Integrations).
upload-download-slow = Discord joech it bestân net binnen { $seconds } sekonden; der is neat bewarre. Besykje it oploaden aanstons nochris.
upload-download-failed = It bestân koe net fan Discord lêzen wurde; der is neat bewarre. Besykje it oploaden aanstons nochris.
