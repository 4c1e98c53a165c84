# Exports that would replace files, and reports of ended drills.

export-exists = { $count ->
        [one] { $files } already exists
       *[other] { $files } already exist
    }: nothing was written. Choose another name.

# Rewind: a turn-based drill taken back some minutes.

error-rewind-not-turns = Only a turn-based drill can be rewound: this one runs at { $pace }, its minutes came with the clock.
error-rewind-range = { $max ->
        [0] Nothing to rewind yet: the drill is at its first minute.
       *[other] Rewind between 1 and { $max } minutes.
    }
error-rewind-commander = Only the commander ({ $commander }) rewinds this drill.
drill-rewound = ⏪ { $who } took the drill back { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    } to { $clock }; { $dropped ->
        [0] no action was dropped
        [one] one action taken later was dropped
       *[other] { $dropped } actions taken later were dropped
    }. This drill is practice now: it is listed apart on the leaderboard, and the report keeps the dropped branch.
report-rewound-title = Rewound (practice)
report-rewound-intro = This drill was taken back: its score and its replay count only the live run. The dropped branch:
rewind-entry = { $clock } { $who } took the drill back to { $to }
rewind-dropped = { $clock } { $who }: { $action } (rewound)
leaderboard-practice = Practice (rewound drills, listed apart)
help-rewind = Turn-based drills: rewind N takes the drill back N minutes — later actions are dropped (kept in the report, marked rewound) and the drill becomes practice. export NAME never replaces a file; “oncall-drill report --db FILE --last --out NAME” reports any ended drill.
cmd-rewind = rewind
cmd-rewind-desc = Take a turn-based drill back some minutes (practice: later actions are dropped)
opt-rewind-minutes = minutes
opt-rewind-minutes-desc = How many simulated minutes to take back
help-rewind-title = Rewind and reports
help-rewind-discord = In a turn-based drill the commander (or anyone, while nobody holds the role) can /rewind some minutes: later actions are dropped, the status shows the minute it went back to, and the drill goes on from there, as practice, listed apart on the leaderboard. The debrief lists the dropped actions under “Rewound (practice)”; /incident export also works after the end and shows them too.
