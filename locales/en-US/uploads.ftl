# A server's own scenarios: /scenario upload, /scenario remove, and their refusals.
cmd-scenario = scenario
cmd-scenario-desc = Manage this server's own scenarios
cmd-scenario-upload = upload
cmd-scenario-upload-desc = Upload a scenario file (TOML, at most { $kilobytes } KB) for this server
opt-scenario-upload-file = file
opt-scenario-upload-file-desc = The scenario file, as `oncall-drill scenarios check` accepts it
cmd-scenario-remove = remove
cmd-scenario-remove-desc = Remove one of this server's scenarios
opt-scenario-remove-id = id
opt-scenario-remove-id-desc = The id of the scenario to remove
upload-list-title = This server's scenarios
upload-stored = Scenario `{ $id }` ({ $title }) is stored for this server: start it with /incident start scenario:{ $id }.
upload-replaced = Scenario `{ $id }` ({ $title }) replaces the one of the same id; drills already running keep the old one.
upload-removed = Scenario `{ $id }` is removed from this server; drills already started from it go on.
upload-too-big = The file is { $bytes ->
        [one] { $bytes } byte:
       *[other] { $bytes } bytes:
    } a scenario file has at most { $max ->
        [one] { $max } byte.
       *[other] { $max } bytes.
    }
upload-invalid = The file is not a valid scenario ({ $count ->
        [one] { $count } problem
       *[other] { $count } problems
    }); nothing was stored:
upload-builtin-id = `{ $id }` is a built-in scenario: give your scenario another id.
upload-id-collides = Your scenario's id `{ $id }` differs from `{ $other }` only in upper and lower case: give it another id.
upload-full = This server has { $max ->
        [one] { $max } scenario
       *[other] { $max } scenarios
    } already: remove one first.
upload-unknown = There is no scenario `{ $id }` here. Scenarios: { $known }
upload-not-allowed = You need the Manage Server permission, or a role this server allowed for the command (Server Settings → Integrations), to manage this server's scenarios.
upload-download-slow = Discord did not hand over the file within { $seconds } seconds; nothing was stored. Try the upload again in a moment.
upload-download-failed = The file could not be read from Discord; nothing was stored. Try the upload again in a moment.
