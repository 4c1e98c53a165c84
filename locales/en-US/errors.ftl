# Errors shown to the person who made them. Each range error names its range.

error-empty = Type a command, for example: { $commands }.
error-unknown-command = Unknown command “{ $command }”. Commands: { $commands }.
error-missing-argument = “{ $command }” needs a value: { $usage }.
error-unexpected-argument = “{ $command }” takes nothing more, but got “{ $extra }”: { $usage }.
error-not-a-number = “{ $command }” needs a whole number, but got “{ $value }”: { $usage }.
error-out-of-range = { $command } { $value } is out of range: allowed { $min }–{ $max }.
error-not-on-off = “{ $command }” takes on or off, but got “{ $value }”.
error-internal = Something went wrong on our side; nothing was changed. Please try again.
error-no-incident = There is no incident running here. Start one with “incident start”.
error-incident-running = An incident is already running here. Stop it first with “incident stop”.
error-incident-finished = This drill is over. Start a new one with “incident start”.
error-unknown-scenario = Unknown scenario “{ $name }”. Scenarios: { $known }.
error-not-allowed = You need the Manage Channels permission, the Manage Server permission, or a role this server allowed for the command (Server Settings → Integrations) to do that.
error-direct-message = Drills run in server channels, not in direct messages. Invite the bot to a server and use it in a channel.
error-unknown-locale = Unknown language “{ $locale }”. Available: { $available }.
error-bad-pace = Unknown pace “{ $pace }”: use 60s, a number of seconds such as 10s, or turns.
error-bad-value = “{ $value }” is not one of the values this command offers; nothing was changed.
error-advance-not-turns = Only a turn-based drill advances on command; this one runs at { $pace }.
error-advance-range = Advance between { $min } and { $max ->
        [one] { $max } minute
       *[other] { $max } minutes
    }.
error-paused = The drill is paused: resume it first (“resume”).
error-not-paused = The drill is not paused: there is nothing to resume.
error-too-many-actions = Too many actions this minute ({ $max } at most); try again next minute.
error-updates-too-fast = You have posted this minute's updates ({ $max } per member at most); you may post again at { $clock }.
error-not-utf8 = This line is not text (UTF-8) and was skipped: { $line }
error-bot-permissions = The bot cannot run a drill in this channel: it lacks { $missing }. Ask a server admin to grant it, then start again.
error-db-held = { $path } is in use by another oncall-drill ({ $holder }). Stop that one first, or give this one its own database with --db.
error-db-read-only = Cannot write the database { $path } ({ $reason }). Nothing was changed; choose a folder this user can write with --db.
error-db-not-ours = { $path } is not an oncall-drill database, or it is damaged ({ $reason }). It was left untouched; choose another file with --db.
error-db-newer = { $path } was written by a newer oncall-drill (schema { $found }; this one knows up to { $supported }). It was left untouched: upgrade oncall-drill.
error-db-busy = { $path } is locked by another program. It was left untouched; try again when that program is done.
error-db-open = Cannot open the database { $path }: { $reason }
# A command of the prompt typed on the web page, which takes only the controls and these.
error-command-at-prompt = “{ $command }” works at the prompt of oncall-drill play, not on this page: here the controls, advance, pause, resume and stop.
