# Разбор: вы и эксперт рядом (действия команды и эксперта с его причинами) и чего стоило
# каждое решение (учение, пересчитанное с одним изменением за раз).

lessons-title = Чего стоило каждое решение
lesson-without-cost = { $action } в { $clock } обошлось вам дорого: без этого оценка была бы выше на { $points }
lesson-without-earned = { $action } в { $clock } окупилось: без этого оценка была бы ниже на { $points }
lesson-with-earned = { $action } в { $clock }, как у эксперта, подняло бы оценку на { $points }
lesson-with-cost = { $action } в { $clock }, как у эксперта, снизило бы оценку на { $points }
lessons-none = Ни одно отдельное изменение действий не сдвинуло бы оценку.
side-by-side-title = Вы и эксперт
side-by-side-team = { $clock } вы ({ $who }): { $action }
side-by-side-expert = { $clock } эксперт: { $action } ({ $reason })
side-by-side-none = Ни вы, ни эксперт не предприняли действий.
