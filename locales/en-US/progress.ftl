## A team's progress over its drills (/progress, report --progress).

cmd-progress = progress
cmd-progress-desc = The team's progress: score and times over its drills
opt-progress-member = member
opt-progress-member-desc = Only the drills this member took part in (the whole team when left out)

progress-title = Progress of { $whose }
progress-team = the team
progress-drills = Full drills played: { $full }; partial (stopped early): { $partial }; practice (rewound): { $practice } — shown apart, never in the figures.
progress-figure = { $figure }: median { $median5 } over the last { $n5 } (trend { $trend5 }), { $median20 } over the last { $n20 } (trend { $trend20 })
progress-figure-none = { $figure }: no full drill has it yet
progress-figure-score = Score
progress-figure-detect = Time to detect (min)
progress-figure-mitigate = Time to mitigate (min)
progress-next-new = Practise next: { $scenario }, never played in full — `{ $command }`
progress-next-gap = Practise next: { $scenario }, where the team is furthest below the expert ({ $gap } points) — `{ $command }`
progress-none = No drill has ended here yet. Start one with `{ $command }`.

progress-chart-title = Drills over time
progress-chart-score-panel = Score
progress-chart-minutes-panel = Minutes
progress-chart-score = team
progress-chart-expert = expert
progress-chart-detect = to detect
progress-chart-mitigate = to mitigate
progress-chart-apart = ring: partial or practice
progress-chart-drills = drills, oldest first
