# The debrief's side by side (the team's actions and the expert's, with its reasons) and
# what each decision cost (the drill re-run with one change at a time).

lessons-title = What each decision cost
lesson-without-cost = { $action } at { $clock } cost you: without it the score would be { $points } higher
lesson-without-earned = { $action } at { $clock } paid off: without it the score would be { $points } lower
lesson-with-earned = { $action } at { $clock }, as the expert did, would have raised the score by { $points }
lesson-with-together = { $action } at { $clock }, together with { $others }, as the expert did, would have raised the score by { $points }
lesson-move = { $action } at { $clock }
lessons-none = No single change to the actions would have moved the score.
side-by-side-title = You and the expert
side-by-side-team = { $clock } you ({ $who }): { $action }
side-by-side-expert = { $clock } expert: { $action } ({ $reason })
side-by-side-none = Neither you nor the expert took an action.
help-lessons = You and the expert, and what each decision cost
help-lessons-explained = The debrief lists your actions and the built-in expert's side by side, each with its clock, the expert's with the reason it read on the dashboard. Then it re-runs the drill with one change at a time (each of your actions left out, each action of the expert you did not take added at its minute) and shows { $shown ->
        [one] the change
       *[other] the { $shown } changes
    } that moved the score most, in points. A stopped drill is judged over its projected run, as the what-ifs are; a move of the expert that helps only together with its other moves is shown with them. `simulate --json` lists them all as `lessons`.
