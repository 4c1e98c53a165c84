# The terminal (`play`): what it says in terminal words, and the commands it suggests
# ($command is a whole command line that works as printed).

play-in-progress = { $db }: a drill of { $scenario } is still in progress here; continue it with “{ $command }”, or use another --db.
play-nothing-to-resume = { $db }: there is no drill to resume.
play-challenge = The same conditions again, for you or a colleague: “{ $command }”
play-nudge = The alert has gone { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } without a stakeholder update: type “update” and what is broken, what users see, what you do next.
play-update = 📣 Update { $clock } from { $who }: { $text }
play-advance-timed = This drill runs at { $pace } and moves on by itself; type “pace turns” to play it turn by turn, with “advance”.
play-export-usage = Usage: export NAME — writes the report NAME.md and the replay file NAME.replay.toml into the current folder.
play-pace-usage = Usage: pace turns, pace 60s (real time) or pace 10s (a simulated minute every ten seconds).
play-stop-confirm = “stop” ends the drill now, with its debrief. Type “stop” again to end it; anything else goes on.
play-stop-kept = The drill goes on.
scenarios-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } min
    }
difficulty-calm = calm
difficulty-moderate = moderate
difficulty-hard = hard
difficulty-severe = severe
