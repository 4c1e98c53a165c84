//! The search's candidate changes to a plan, in the order it tries them: drop an action,
//! add one from a small menu of settings at a minute near one of the scenario's events
//! (hindsight: the search reads the run's timeline, which no player sees), as a held
//! setting or as a pulse that puts the control back later, move an action a few minutes,
//! or give it another value.

use crate::model::action::Action;
use crate::model::constants::MAX_INSTANCES;
use crate::model::score::reference_instances;
use crate::model::setup::{Controls, Setup};
use crate::model::sim::{ScheduledAction, TimelineEvent};

use super::incumbent::Incumbent;

/// Minutes around an event at which an action is worth trying, besides "a boot delay
/// before it" (capacity ordered then serves as the event strikes): just before (a job
/// that takes a few minutes, like the rollback, lands in time), at the event itself (an
/// action applies after the minute's events) and just after.
const EVENT_OFFSETS: [i64; 6] = [-5, -2, -1, 0, 1, 3];
/// Minutes a pulse holds its setting before the control goes back: a short incident, a
/// surge's plateau, most of an hour.
const PULSE_MINUTES: [u32; 3] = [10, 30, 60];
/// Minutes an action is moved by.
const SHIFTS: [i64; 6] = [-5, -2, -1, 1, 2, 5];
/// Minutes ahead whose load sizes the floor menu: a surge's rise and plateau.
const FLOOR_HORIZON_MIN: u32 = 60;
/// Floors besides the one the load ahead needs: a light fleet, more head-room, the cap.
const FLOOR_LADDER: [u32; 5] = [6, 12, 16, 24, 40];
const SHED_MENU: [u32; 4] = [0, 25, 50, 100];
const TARGET_MENU: [u32; 5] = [50, 60, 70, 80, 90];
/// TTLs worth a try, seconds, besides the scenario's opening TTL.
const TTL_MENU: [u32; 5] = [15, 30, 60, 120, 300];

/// One candidate change. Actions are named by value (minute and action), so a change
/// computed before an earlier one was accepted is skipped when its action is gone.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Move {
    Remove(ScheduledAction),
    Shift(ScheduledAction, i64),
    Retune(ScheduledAction, Action),
    /// `action` at `minute`, and `restore` later when it is a pulse.
    Add {
        at: ScheduledAction,
        restore: Option<ScheduledAction>,
    },
}

impl Move {
    /// The plan after the move and the first minute it changes, or `None` when the move
    /// no longer applies or changes nothing.
    pub(super) fn apply(
        self,
        plan: &[ScheduledAction],
        minutes: u32,
    ) -> Option<(Vec<ScheduledAction>, u32)> {
        let mut changed = plan.to_vec();
        let first = match self {
            Move::Remove(old) => {
                changed.remove(position(plan, old)?);
                old.minute
            }
            Move::Shift(old, delta) => {
                let minute = u32::try_from(i64::from(old.minute) + delta).ok()?;
                if minute >= minutes {
                    return None;
                }
                changed.remove(position(plan, old)?);
                insert(&mut changed, ScheduledAction { minute, ..old });
                minute.min(old.minute)
            }
            Move::Retune(old, action) => {
                let index = position(plan, old)?;
                changed[index].action = action;
                old.minute
            }
            Move::Add { at, restore } => {
                insert(&mut changed, at);
                if let Some(restore) = restore.filter(|r| r.minute < minutes) {
                    insert(&mut changed, restore);
                }
                at.minute
            }
        };
        Some((changed, first))
    }
}

impl Move {
    /// The minutes whose actions the move adds, moves, retunes or drops.
    pub(super) fn touched(self) -> [Option<u32>; 2] {
        match self {
            Move::Remove(old) | Move::Retune(old, _) => [Some(old.minute), None],
            Move::Shift(old, delta) => [
                Some(old.minute),
                u32::try_from(i64::from(old.minute) + delta).ok(),
            ],
            Move::Add { at, restore } => [Some(at.minute), restore.map(|r| r.minute)],
        }
    }
}

fn position(plan: &[ScheduledAction], wanted: ScheduledAction) -> Option<usize> {
    plan.iter().position(|&s| s == wanted)
}

/// Inserts after every action of the same minute: it applies last in its minute.
fn insert(plan: &mut Vec<ScheduledAction>, action: ScheduledAction) {
    let index = plan.partition_point(|s| s.minute <= action.minute);
    plan.insert(index, action);
}

/// Every candidate change to the incumbent, in the order the search tries them: drops
/// first (cheap, and the start plan may hold actions that cost more than they save),
/// then additions around each event, then moves and new values of each action.
pub(super) fn candidates(
    incumbent: &Incumbent,
    setup: &Setup,
    timeline: &[TimelineEvent],
) -> Vec<Move> {
    let plan = incumbent.plan();
    let mut moves: Vec<Move> = plan.iter().map(|&s| Move::Remove(s)).collect();
    let has_bad_build = timeline
        .iter()
        .any(|e| matches!(e, TimelineEvent::BadDeployStart { .. }));
    for minute in anchor_minutes(setup, timeline, incumbent.minutes()) {
        let controls = incumbent.controls_at(minute);
        for action in menu(incumbent, setup, minute, has_bad_build) {
            if changes_nothing(action, controls) {
                continue;
            }
            let at = ScheduledAction { minute, action };
            moves.push(Move::Add { at, restore: None });
            if let Some(back) = restore_of(action, controls) {
                moves.extend(PULSE_MINUTES.iter().map(|&held| Move::Add {
                    at,
                    restore: Some(ScheduledAction {
                        minute: minute + held,
                        action: back,
                    }),
                }));
            }
        }
    }
    for &s in plan {
        moves.extend(SHIFTS.iter().map(|&delta| Move::Shift(s, delta)));
        for action in menu(incumbent, setup, s.minute, has_bad_build) {
            if action.control() == s.action.control() && action != s.action {
                moves.push(Move::Retune(s, action));
            }
        }
    }
    moves
}

/// The minutes worth acting at: the first minute, and around each event and inject of the
/// run (hindsight), within the run, without repeats, in time order.
fn anchor_minutes(setup: &Setup, timeline: &[TimelineEvent], minutes: u32) -> Vec<u32> {
    let boot_lead = -i64::from(setup.boot_delay_min);
    // The first minute, when there is one.
    let mut anchors: Vec<u32> = (0..minutes.min(1)).collect();
    // The game master's injects are events of the run too (issue 30).
    let injects = setup.injects.iter().map(|&(at, _)| at);
    for at in timeline.iter().map(TimelineEvent::minute).chain(injects) {
        let at = i64::from(at);
        for offset in EVENT_OFFSETS.iter().copied().chain([boot_lead]) {
            if let Ok(minute) = u32::try_from(at + offset) {
                if minute < minutes {
                    anchors.push(minute);
                }
            }
        }
    }
    anchors.sort_unstable();
    anchors.dedup();
    anchors
}

/// The settings tried at `minute`: each control's menu, the floor sized from the load the
/// incumbent's run meets in the hour ahead, the rollback only when a bad build comes.
fn menu(incumbent: &Incumbent, setup: &Setup, minute: u32, has_bad_build: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    let needed = floor_needed(incumbent, setup, minute);
    let mut floors: Vec<u32> = FLOOR_LADDER
        .iter()
        .copied()
        .chain([setup.controls.floor, needed, needed + 2])
        .map(|floor| floor.min(MAX_INSTANCES))
        .collect();
    floors.sort_unstable();
    floors.dedup();
    actions.extend(floors.into_iter().map(Action::Floor));
    actions.extend(SHED_MENU.map(Action::Shed));
    actions.extend([Action::Feature(false), Action::Feature(true)]);
    actions.push(Action::Warmup);
    let mut ttls: Vec<u32> = TTL_MENU
        .iter()
        .copied()
        .chain([setup.controls.ttl_s])
        .collect();
    ttls.sort_unstable();
    ttls.dedup();
    actions.extend(ttls.into_iter().map(Action::Ttl));
    actions.extend(TARGET_MENU.map(Action::Target));
    actions.extend([Action::Autoscale(false), Action::Autoscale(true)]);
    if has_bad_build {
        actions.push(Action::Rollback);
    }
    actions
}

/// The most instances the incumbent's offered load needs at the opening target over the
/// hour from `minute` ([`reference_instances`], the score's own sizing).
fn floor_needed(incumbent: &Incumbent, setup: &Setup, minute: u32) -> u32 {
    let target = f64::from(setup.controls.target_pct) / 100.0;
    let end = (minute + FLOOR_HORIZON_MIN).min(incumbent.minutes());
    let most = (minute..end)
        .map(|m| reference_instances(incumbent.record(m).offered_load, target))
        .fold(1.0, f64::max);
    most as u32
}

/// A setting the control already has: adding it cannot change the run. (A floor or an
/// autoscaler setting is never skipped: pressing it again launches instances lost this
/// minute at once.)
fn changes_nothing(action: Action, controls: Controls) -> bool {
    match action {
        Action::Ttl(s) => controls.ttl_s == s,
        Action::Shed(p) => controls.shed_pct == p,
        Action::Target(p) => controls.target_pct == p,
        Action::Feature(on) => controls.feature_on == on,
        Action::Floor(_) | Action::Autoscale(_) | Action::Warmup | Action::Rollback => false,
        // The search plays the team's part; the game master's injects are the setup's.
        Action::Inject(_) => false,
    }
}

/// The action that puts `action`'s control back as it stood, for a pulse (none for the
/// jobs, which end by themselves).
fn restore_of(action: Action, before: Controls) -> Option<Action> {
    match action {
        Action::Floor(_) => Some(Action::Floor(before.floor)),
        Action::Autoscale(_) => Some(Action::Autoscale(before.autoscaler_on)),
        Action::Target(_) => Some(Action::Target(before.target_pct)),
        Action::Ttl(_) => Some(Action::Ttl(before.ttl_s)),
        Action::Shed(_) => Some(Action::Shed(before.shed_pct)),
        Action::Feature(_) => Some(Action::Feature(before.feature_on)),
        Action::Warmup | Action::Rollback | Action::Inject(_) => None,
    }
}
