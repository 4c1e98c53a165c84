# A server's read-only progress page on the web (issue 31): /p/TOKEN.
web-progress-link = The same on a web page (anyone with the link can read it): { $url }
web-progress-chart-alt = The team's drills over time: each drill's score beside the expert's for the same seed, then the minutes to detect and to mitigate
web-progress-table = The drills drawn, oldest first
web-progress-col-n = #
web-progress-col-scenario = Scenario
web-progress-col-kind = Kind
web-progress-col-score = Score
web-progress-col-expert = Expert
web-progress-col-detect = To detect (min)
web-progress-col-mitigate = To mitigate (min)
web-progress-kind-full = full
web-progress-kind-partial = partial (stopped early)
web-progress-kind-practice = practice (rewound)
web-progress-watching = This page shows the server's progress as it stands, computed again from the stored drills at most once a minute; anyone with its link can read it.
