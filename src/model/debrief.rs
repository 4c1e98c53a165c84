//! The debrief: what a finished or stopped drill teaches. The team's score and its parts;
//! the same scenario and seed over the same minutes with no action and with the built-in
//! expert (the model is deterministic, so these are exactly "what would have happened");
//! and a timeline of who did what, when, and what changed in the next five minutes;
//! what happened ([`happened`]: hidden events, alerts, actions, updates, roles), the
//! review's numbers ([`review`]) and, for a stopped drill, its projection to the
//! scenario's end ([`projection`]); the expert's decisions with their reasons, beside the
//! team's; and what each decision cost ([`lessons`]).
//! Pure: the drill engine computes it when a drill ends, `simulate` for any run.

pub mod happened;
pub mod lessons;
pub mod projection;
pub mod review;

use super::policy::{play_policy, Briefing, Expert, LoggedDecision, NoAction, Policy};
use super::score::{score_with_updates, Score, ScoreBuilder};
use super::{
    Action, Clock, LoggedAction, MinuteRecord, ScheduledAction, Setup, Simulation, Summary,
    TeamEntry,
};

/// Minutes after an action at which the timeline says what it changed.
pub const EFFECT_AFTER_MIN: u32 = 5;

/// A what-if run: the drill's scenario and seed played another way.
#[derive(Debug, Clone, PartialEq)]
pub struct WhatIfRun {
    pub score: Score,
    pub summary: Summary,
    /// The error budget left after each minute (for the run chart).
    pub budget: Vec<f64>,
    /// How many actions it took.
    pub actions: usize,
}

/// What a timeline entry shows changing after an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metric {
    CacheHit,
    Serving,
    Dropped,
    DatabaseUtilization,
    BadBuild,
}

impl Metric {
    /// The metric a team's action is meant to move (none for the game master's inject,
    /// which the timeline of the team's actions leaves out).
    pub fn of(action: Action) -> Option<Metric> {
        Some(match action {
            Action::Warmup | Action::Ttl(_) => Metric::CacheHit,
            Action::Floor(_) | Action::Autoscale(_) | Action::Target(_) => Metric::Serving,
            Action::Shed(_) => Metric::Dropped,
            Action::Feature(_) => Metric::DatabaseUtilization,
            Action::Rollback => Metric::BadBuild,
            Action::Inject(_) => return None,
        })
    }

    pub fn value(self, record: &MinuteRecord) -> f64 {
        match self {
            Metric::CacheHit => record.hit,
            Metric::Serving => f64::from(record.serving),
            Metric::Dropped => record.dropped_share,
            Metric::DatabaseUtilization => record.db_util,
            Metric::BadBuild => record.bad_share,
        }
    }
}

/// A metric before an action (as the team saw it when acting) and some minutes later.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Change {
    pub metric: Metric,
    pub before: f64,
    pub after: f64,
    /// The clock of the later minute.
    pub until: Clock,
}

/// One action of the team, in the timeline.
#[derive(Debug, Clone, PartialEq)]
pub struct Moment {
    pub minute: u32,
    /// When it took effect.
    pub clock: Clock,
    pub who: String,
    pub action: Action,
    /// None when the drill ended before the action took effect.
    pub change: Option<Change>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Debrief {
    pub score: Score,
    pub no_action: WhatIfRun,
    pub expert: WhatIfRun,
    pub timeline: Vec<Moment>,
    /// The minutes the drill ran (and the what-if runs with it).
    pub minutes: u32,
    /// Hidden events, alerts, actions, updates and roles, in time order.
    pub happened: Vec<happened::Entry>,
    pub review: review::Review,
    /// For a drill stopped before its scenario's end: the fair comparison.
    pub projection: Option<projection::Projection>,
    /// The expert's decisions over the drill's minutes (the `expert` what-if), with their
    /// reasons: the side by side with the team's timeline.
    pub expert_decisions: Vec<LoggedDecision>,
    /// What each decision cost, the largest first.
    pub lessons: Vec<lessons::Lesson>,
}

/// What the drill's run would need to be computed again another way.
#[derive(Debug, Clone, Copy)]
pub struct Run<'a> {
    pub setup: &'a Setup,
    pub seed: u32,
    pub deterministic: bool,
    /// The minutes the drill computed, in order.
    pub records: &'a [MinuteRecord],
    /// The team's acknowledged actions, in order.
    pub log: &'a [LoggedAction],
    /// The minutes of the team's stakeholder updates, for the score's update part; `None`
    /// for a run without a team. The what-if runs are scored with the same updates, so
    /// they differ from the team's run in its technical decisions only.
    pub updates: Option<&'a [u32]>,
    /// The team's log (roles, updates), for what happened; empty without a team.
    pub team: &'a [TeamEntry],
    /// Whether the drill has ended, or is judged while it goes on.
    pub judged: Judged,
}

/// When a drill is judged: what its debrief may compute past the minutes it ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judged {
    /// It ended (ran to its end, or was stopped): judged over the whole scenario, a stopped
    /// drill projected to the scenario's end.
    Ended,
    /// It goes on (an export mid-drill): judged on the minutes so far, nothing computed past
    /// the last one, so its debrief does not give the scenario's future away.
    SoFar,
}

impl Run<'_> {
    /// The team's actions that took effect within the minutes the drill ran, as a script
    /// `model::run` replays (stably ordered by minute, one minute's actions in the order
    /// they came).
    pub fn script(&self) -> Vec<ScheduledAction> {
        super::incident::script_within(self.log, self.records.len() as u32)
    }
}

/// The built-in expert the what-if runs are played by.
fn the_expert(setup: &Setup) -> Expert {
    Expert::new(Briefing::of(setup))
}

/// `policy` played over the first `minutes` of the drill's scenario, scored with the
/// drill's updates as it goes: of each minute only its budget is kept (for the run chart),
/// so a week's what-if run holds no minute records. Its decisions come back beside it.
fn what_if(
    drill: Run<'_>,
    policy: &mut dyn Policy,
    minutes: u32,
) -> (WhatIfRun, Vec<LoggedDecision>) {
    let mut score = ScoreBuilder::new(drill.setup);
    let mut budget = Vec::with_capacity(minutes as usize);
    let played = play_policy(
        drill.setup,
        drill.seed,
        drill.deterministic,
        policy,
        minutes,
        &mut |record, _| {
            score.add(record);
            budget.push(record.budget_remaining);
        },
    );
    let run = WhatIfRun {
        score: score.finish(drill.updates),
        summary: played.summary,
        budget,
        actions: played.log.len(),
    };
    (run, played.log)
}

/// The minute at which the timeline reads what `logged` changed: [`EFFECT_AFTER_MIN`]
/// minutes on, or the minute before the next action that moves the same metric applies
/// (from then on the figure is that action's too), and never past the `last` minute.
fn effect_read_at(log: &[LoggedAction], logged: &LoggedAction, metric: Metric, last: u32) -> u32 {
    let next = log
        .iter()
        .filter(|other| other.minute > logged.minute && Metric::of(other.action) == Some(metric))
        .map(|other| other.minute - 1)
        .min();
    (logged.minute + EFFECT_AFTER_MIN)
        .min(last)
        .min(next.unwrap_or(u32::MAX))
}

/// The team's acknowledged actions of `log`, without the game master's injects.
pub fn team_actions(log: &[LoggedAction]) -> Vec<LoggedAction> {
    log.iter()
        .filter(|l| !l.action.is_inject())
        .cloned()
        .collect()
}

/// The debrief of a run as it stands (any number of computed minutes).
pub fn debrief(run: Run<'_>) -> Debrief {
    // Every what-if faces the game master's injects at their minutes, as the team did: the
    // setup carries them, the team's own log goes without (issue 30).
    let world = run
        .setup
        .facing_injects(run.log.iter().map(|l| (l.minute, &l.action)));
    let team_log = team_actions(run.log);
    let faced = Run {
        setup: &world,
        log: &team_log,
        ..run
    };
    let records = run.records;
    let clock_of = |minute: u32| run.setup.clock_of(minute);
    let last = records.len().saturating_sub(1) as u32;
    let timeline = team_log
        .iter()
        .map(|logged| {
            let at = logged.minute;
            let metric = Metric::of(logged.action).filter(|_| at <= last && !records.is_empty());
            let change = metric.map(|metric| {
                let until = effect_read_at(&team_log, logged, metric, last);
                Change {
                    metric,
                    before: metric.value(&records[at.saturating_sub(1) as usize]),
                    after: metric.value(&records[until as usize]),
                    until: clock_of(until),
                }
            });
            Moment {
                minute: at,
                clock: clock_of(at),
                who: logged.author.name.clone(),
                action: logged.action,
                change,
            }
        })
        .collect();
    let events = Simulation::new(run.setup, run.seed, run.deterministic).timeline();
    let mut summary = super::record::SummaryBuilder::new(run.setup.budget_left);
    records.iter().for_each(|r| summary.add(r));
    let summary = summary.finish();
    let ran = records.len() as u32;
    // One what-if at a time, each scored as it is played (none holds its minutes).
    let no_action = what_if(faced, &mut NoAction, ran).0;
    let (expert, expert_decisions) = what_if(faced, &mut the_expert(run.setup), ran);
    // The incident begins with the scenario's first event (the whole run without one).
    let incident_start = events.iter().map(|e| e.minute()).min().unwrap_or(0);
    let acted: Vec<u32> = team_log
        .iter()
        .map(|l| l.minute)
        .filter(|&m| m <= last)
        .collect();
    Debrief {
        score: score_with_updates(run.setup, records, run.updates),
        no_action,
        expert,
        timeline,
        minutes: records.len() as u32,
        happened: happened::what_happened(run.setup, records, &events, run.log, run.team),
        review: review::review(records, &summary, incident_start, &acted),
        projection: projection::project(faced),
        lessons: lessons::lessons(faced, &expert_decisions),
        expert_decisions,
    }
}
