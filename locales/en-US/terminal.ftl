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
play-export-usage = Usage: export NAME — writes the report NAME.md, the replay file NAME.replay.toml and the run chart NAME.png into the current folder; it never replaces a file.
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
play-unknown-command = Unknown command “{ $command }”. Type “help” for the commands.
play-did-you-mean = Unknown command “{ $command }” — did you mean “{ $suggestion }”?
play-web-unbound = The web page cannot listen on { $addr } ({ $reason }): give --web another address, or port 0 for a free one. Nothing was written.
play-web-beyond-machine = The page listens on { $addr }, beyond this machine, over plain HTTP: anyone who can reach this address and has the link can play this drill. --web 127.0.0.1:PORT keeps it on this machine.
