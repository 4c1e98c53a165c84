# The debrief's side by side (the team's actions and the expert's, with its reasons) and
# what each decision cost (the drill re-run with one change at a time).

lessons-title = What each decision cost
lesson-without-cost = { $action } at { $clock } cost you: without it the score would be { $points } higher
lesson-without-earned = { $action } at { $clock } paid off: without it the score would be { $points } lower
lesson-with-earned = { $action } at { $clock }, as the expert did, would have raised the score by { $points }
lesson-with-cost = { $action } at { $clock }, as the expert did, would have lowered the score by { $points }
lessons-none = No single change to the actions would have moved the score.
side-by-side-title = You and the expert
side-by-side-team = { $clock } you ({ $who }): { $action }
side-by-side-expert = { $clock } expert: { $action } ({ $reason })
side-by-side-none = Neither you nor the expert took an action.
