# Team play: incident roles, stakeholder updates, readiness for the next turn.

role-commander = incident commander
role-comms = communications lead
role-ops = operations
role-briefing-commander = You are the incident commander: you lead this response. Keep the team on one plan, decide when opinions differ, give roles with /role, and hand over with /role commander when you step away.
role-briefing-comms = You are the communications lead: you keep the stakeholders informed with /update (what is broken, what users see, what the team does next). The bot adds the numbers of the moment.
role-briefing-ops = You are in operations: you change the system (the fleet, the cache, shedding, the feature, rollback). Say what you are about to do before you do it.
role-briefing-ops-only = In this drill only operations and the commander may change controls.
role-briefing-comms-cadence = While an alert is active, post at least { $minutes ->
        [one] every simulated minute
       *[other] every { $minutes } simulated minutes
    }; the bot nudges you when you do not.
role-briefing-quorum = This drill moves on when { $quorum ->
        [one] { $quorum } member has pressed
       *[other] { $quorum } members have pressed
    } Ready; you may also advance it yourself.
team-role-claimed = { $member } is now { $role }.
team-role-given = { $by } made { $member } { $role }.
team-role-handed = { $by } handed { $role } to { $member } (before: { $previous }).
team-nobody = nobody
team-impact = 📊 Errors { $errors } · p99 { $p99 } · error budget left { $budget } · turned away { $shed }
team-update = 📣 **Update { $clock }** from { $who }:
team-nudge-comms = { $comms }: the alert has gone { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } without a stakeholder update. Post one with /update.
team-nudge-all = The alert has gone { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } without a stakeholder update, and nobody holds the communications role: claim it with /role comms, or post one with /update.
team-ready = Ready for the next turn: { $count } of { $needed } ({ $names }).
team-reminder = ⏰ This drill has waited { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } for the next decision (at { $clock }).
team-pace = { $who } set the pace to { $pace }.
error-role-taken = The { $role } role is held by { $holder }; only the commander can give it to someone else.
error-role-already-held = { $member } already holds the { $role } role: nothing changed.
error-already-ready = You are ready already: { $ready } of { $needed } for the next turn. Nothing changed.
error-not-commander = Only the commander ({ $commander }) gives roles to others; you can claim a free role for yourself.
error-ops-only = In this drill only operations and the commander change controls: { $allowed }. Ask one of them, or ask the commander for the ops role.
error-ops-only-nobody = In this drill only operations and the commander change controls, and nobody holds those roles yet: claim one with /role ops.
error-update-length = An update is 1 to { $max ->
        [one] { $max } character
       *[other] { $max } characters
    }.
error-no-quorum = This drill has no quorum: move it on with /advance.
error-quorum-wait = This drill moves on when { $needed ->
        [one] { $needed } member is ready
       *[other] { $needed } members are ready
    } ({ $ready } are now), or when its commander advances it: press Ready.
error-ready-needs-role = In this drill roles are taken, and only role holders count toward the quorum: take a role with /role first.
error-hints-off = Hints are off for this drill (an exam): the coach stays quiet.
error-quorum-needs-turns = A quorum needs a turn-based drill: start it with pace “turns”.
team-update-posted = Your update went out at { $clock }.
controls-choice-anyone = anyone
controls-choice-ops = ops and commander only
button-ready = Ready
button-claim = Take { $role }
team-ready-field = Ready
team-roster-field = Roles
cmd-role = role
cmd-role-desc = Take an incident role, give one (commander), or read yours
opt-role-role = role
opt-role-role-desc = Commander, communications or operations; leave out to read your role
opt-role-member = member
opt-role-member-desc = Who gets the role (you when left out)
cmd-update = update
cmd-update-desc = Post a stakeholder update; the bot adds the numbers of the moment
opt-update-text = text
opt-update-text-desc = What is broken, what users see, what the team does next
cmd-incident-pace = pace
cmd-incident-pace-desc = Change the pace of the running drill
opt-incident-pace-pace = pace
opt-incident-pace-pace-desc = Real time, faster, or turn-based
opt-incident-start-controls = controls
opt-incident-start-controls-desc = Who may change controls: anyone, or only ops and the commander
opt-incident-start-quorum = quorum
opt-incident-start-quorum-desc = Turn-based: advance when this many members pressed Ready
opt-incident-start-hints = hints
opt-incident-start-hints-desc = Whether /why explains the drill (off for an exam)
