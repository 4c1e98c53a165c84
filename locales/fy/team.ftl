# Teamspul: rollen by in ynsidint, updates foar belanghawwenden, klear foar de folgjende beurt.

role-commander = ynsidintlieder
role-comms = kommunikaasjelieder
role-ops = operaasjes
role-briefing-commander = Do bist de ynsidintlieder: do liedst dizze oanpak. Hâld it team by ien plan, beslút as mieningen útinoar geane, jou rollen mei /role, en draach oer mei /role commander as do fuortgiest.
role-briefing-comms = Do bist de kommunikaasjelieder: do hâldst de belanghawwenden op ’e hichte mei /update (wat stikken is, wat brûkers sjogge, wat it team no docht). De bot set de sifers fan it momint derby.
role-briefing-ops = Do sitst yn operaasjes: do feroarest it systeem (de float, de cache, ôfwizen, de funksje, weromdraaien). Sis wat do dwaan silst foardatsto it dochst.
role-briefing-ops-only = Yn dizze oefening meie allinnich operaasjes en de lieder de ynstellingen feroarje.
role-briefing-comms-cadence = Wylst der in alarm is, pleatst op syn minst { $minutes ->
        [one] elke simulearre minút
       *[other] elke { $minutes } simulearre minuten
    } in update; oars herinnert de bot dy deroan.
role-briefing-quorum = Dizze oefening giet fierder as { $quorum ->
        [one] { $quorum } lid op Klear drukt hat
       *[other] { $quorum } leden op Klear drukt hawwe
    }; do kinst har ek sels fierder sette.
team-role-claimed = { $member } is no { $role }.
team-role-given = { $by } hat { $member } { $role } makke.
team-role-handed = { $by } hat { $role } oerdroegen oan { $member } (earder: { $previous }).
team-nobody = gjinien
team-impact = 📊 Flaters { $errors } · p99 { $p99 } · flaterbudzjet oer { $budget } · ôfwiisd { $shed }
team-update = 📣 **Update { $clock }** fan { $who }:
team-nudge-comms = { $comms }: it alarm rint al { $minutes ->
        [one] { $minutes } minút
       *[other] { $minutes } minuten
    } sûnder update foar de belanghawwenden. Pleats ien mei /update.
team-nudge-all = It alarm rint al { $minutes ->
        [one] { $minutes } minút
       *[other] { $minutes } minuten
    } sûnder update foar de belanghawwenden, en gjinien hat de kommunikaasjerol: nim him mei /role comms, of pleats in update mei /update.
team-ready = Klear foar de folgjende beurt: { $count } fan { $needed } ({ $names }).
team-reminder = ⏰ Dizze oefening wachtet al { $minutes ->
        [one] { $minutes } minút
       *[other] { $minutes } minuten
    } op it folgjende beslút (om { $clock }).
team-pace = { $who } hat it tempo op { $pace } set.
error-role-taken = De rol { $role } is fan { $holder }; allinnich de lieder kin him oan in oar jaan.
error-role-already-held = { $member } hat de rol { $role } al: der is neat feroare.
error-already-ready = Do bist al klear: { $ready } fan { $needed } foar de folgjende beurt. Der is neat feroare.
error-not-commander = Allinnich de lieder ({ $commander }) jout rollen oan oaren; do kinst sels in frije rol nimme.
error-ops-only = Yn dizze oefening feroarje allinnich operaasjes en de lieder de ynstellingen: { $allowed }. Freegje ien fan harren, of freegje de lieder om de ops-rol.
error-ops-only-nobody = Yn dizze oefening feroarje allinnich operaasjes en de lieder de ynstellingen, en noch gjinien hat dy rollen: nim ien mei /role ops.
error-update-length = In update is 1 oant { $max ->
        [one] { $max } teken
       *[other] { $max } tekens
    }.
error-no-quorum = Dizze oefening hat gjin kworum: set har fierder mei /advance.
error-quorum-wait = Dizze oefening giet fierder as { $needed ->
        [one] { $needed } lid klear is
       *[other] { $needed } leden klear binne
    } (no { $ready }), of as de lieder har fierder set: druk op Klear.
error-ready-needs-role = Yn dizze oefening binne rollen nommen, en allinnich rolhâlders telle foar it kworum: nim earst in rol mei /role.
error-hints-off = Tips steane út foar dizze oefening (in eksamen): de coach swijt.
error-quorum-needs-turns = In kworum hat in oefening yn beurten nedich: begjin har mei tempo “turns”.
team-update-posted = Dyn update is om { $clock } útgien.
controls-choice-anyone = elkenien
controls-choice-ops = allinnich ops en lieder
button-ready = Klear
button-claim = Nim { $role }
team-ready-field = Klear
team-roster-field = Rollen
cmd-role = rol
cmd-role-desc = Nim in rol by it ynsidint, jou ien (lieder), of lês dyn rol
opt-role-role = rol
opt-role-role-desc = Lieder, kommunikaasje of operaasjes; lit leech om dyn rol te lêzen
opt-role-member = lid
opt-role-member-desc = Wa’t de rol krijt (do, as it leech bliuwt)
cmd-update = update
cmd-update-desc = Pleats in update foar de belanghawwenden; de bot set de sifers derby
opt-update-text = tekst
opt-update-text-desc = Wat stikken is, wat brûkers sjogge, wat it team no docht
cmd-incident-pace = tempo
cmd-incident-pace-desc = Feroarje it tempo fan de rinnende oefening
opt-incident-pace-pace = tempo
opt-incident-pace-pace-desc = Echte tiid, flugger, of yn beurten
opt-incident-start-controls = ynstellingen
opt-incident-start-controls-desc = Wa’t ynstellingen feroarje mei: elkenien, of allinnich ops en de lieder
opt-incident-start-quorum = kworum
opt-incident-start-quorum-desc = Yn beurten: fierder as safolle leden op Klear drukt hawwe
opt-incident-start-hints = tips
opt-incident-start-hints-desc = Oft /why de oefening útleit (út foar in eksamen)
