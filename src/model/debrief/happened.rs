//! What happened, in one timeline: the scenario's hidden events revealed with what they
//! did in numbers, the alerts (warning and page, start and end), the team's actions with
//! their authors, stakeholder updates and role changes. Built from the run's records, its
//! [`TimelineEvent`]s, the action log and the team's log; pure.

use crate::model::{
    Action, Alert, Clock, LoggedAction, MinuteRecord, Role, Setup, TeamChange, TeamEntry,
    TimelineEvent,
};

/// Minutes after a bad build starts at which its errors are read (as for an action).
const BAD_BUILD_READ_AFTER_MIN: u32 = super::EFFECT_AFTER_MIN;

/// A quantity a hidden event changed, in the unit the dashboard shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    /// Share of requests failing the SLI.
    ErrorRate,
    /// Share of lookups the cache answers.
    CacheHit,
    /// Fresh arrivals, requests/s (clients' retries not counted).
    Arrivals,
    /// The database's capacity, queries/s.
    DbCapacity,
    /// Instances serving.
    Serving,
    /// The cache's TTL, seconds.
    Ttl,
}

impl Quantity {
    fn read(self, record: &MinuteRecord) -> f64 {
        match self {
            Quantity::ErrorRate => record.error_rate,
            Quantity::CacheHit => record.hit,
            Quantity::Arrivals => record.lambda_arrival - record.retry_rps,
            Quantity::DbCapacity => record.db_capacity_qps,
            Quantity::Serving => f64::from(record.serving),
            Quantity::Ttl => f64::from(record.ttl_s),
        }
    }
}

/// A quantity before an event (the minute before) and after it (at `until`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shift {
    pub quantity: Quantity,
    pub before: f64,
    pub after: f64,
    pub until: Clock,
}

/// One line of what happened.
#[derive(Debug, Clone, PartialEq)]
pub enum Happening {
    /// A scenario event the team may not have been told of, with what it did.
    Event {
        event: TimelineEvent,
        shift: Shift,
    },
    AlertStarted(Alert),
    AlertEnded(Alert),
    Action {
        who: String,
        action: Action,
    },
    Update {
        who: String,
    },
    /// `member` took `role` (given by `by` when someone else gave it).
    Role {
        member: String,
        role: Role,
        by: Option<String>,
    },
}

impl Happening {
    /// The order of things within one minute: events and actions apply at its start,
    /// alerts show at its end, the team's log follows the minute it saw.
    fn rank(&self) -> u8 {
        match self {
            Happening::Event { .. } => 0,
            Happening::Action { .. } => 1,
            Happening::AlertEnded(_) => 2,
            Happening::AlertStarted(_) => 3,
            Happening::Update { .. } | Happening::Role { .. } => 4,
        }
    }

    /// A short name of its kind, for JSON (`events[].kind`): an event's id, `page-start`,
    /// `warn-end`, `action`, `inject` (the game master's), `update`, `role`.
    pub fn kind(&self) -> String {
        let alert = |a: &Alert| a.as_str();
        match self {
            Happening::Event { event, .. } => event_id(event).to_string(),
            Happening::AlertStarted(a) => format!("{}-start", alert(a)),
            Happening::AlertEnded(a) => format!("{}-end", alert(a)),
            Happening::Action { action, .. } if action.is_inject() => "inject".into(),
            Happening::Action { .. } => "action".into(),
            Happening::Update { .. } => "update".into(),
            Happening::Role { .. } => "role".into(),
        }
    }
}

/// The id of a timeline event's kind (as the scenario files spell events).
pub fn event_id(event: &TimelineEvent) -> &'static str {
    match event {
        TimelineEvent::BadDeployStart { .. } => "bad-deploy",
        TimelineEvent::CacheFlush { .. } => "cache-flush",
        TimelineEvent::SurgeStart { .. } => "surge-start",
        TimelineEvent::SurgeEnd { .. } => "surge-end",
        TimelineEvent::DbCapacityStart { .. } => "db-capacity-start",
        TimelineEvent::DbCapacityEnd { .. } => "db-capacity-end",
        TimelineEvent::InstancesLost { .. } => "lose-instances",
        TimelineEvent::TtlPush { .. } => "ttl-push",
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub minute: u32,
    pub clock: Clock,
    pub happening: Happening,
}

/// What an event did: the quantity it moved, read the minute before it and at the minute
/// it shows (a bad build's errors five minutes on, a surge's arrivals at their highest
/// before it ends, the rest at the event's own minute).
fn shift(event: &TimelineEvent, events: &[TimelineEvent], records: &[MinuteRecord]) -> Shift {
    let minute = event.minute();
    let last = records.len() as u32 - 1;
    let (quantity, read_at) = match *event {
        TimelineEvent::BadDeployStart { .. } => {
            (Quantity::ErrorRate, minute + BAD_BUILD_READ_AFTER_MIN)
        }
        TimelineEvent::CacheFlush { .. } => (Quantity::CacheHit, minute),
        TimelineEvent::SurgeStart { .. } => {
            let end = events
                .iter()
                .find(|e| matches!(e, TimelineEvent::SurgeEnd { minute: m } if *m > minute))
                .map_or(last, |e| e.minute().saturating_sub(1));
            let peak = (minute..=end.min(last)).max_by(|&a, &b| {
                let read = |m: u32| Quantity::Arrivals.read(&records[m as usize]);
                read(a).total_cmp(&read(b))
            });
            (Quantity::Arrivals, peak.unwrap_or(minute))
        }
        TimelineEvent::SurgeEnd { .. } => (Quantity::Arrivals, minute),
        TimelineEvent::DbCapacityStart { .. } | TimelineEvent::DbCapacityEnd { .. } => {
            (Quantity::DbCapacity, minute)
        }
        TimelineEvent::InstancesLost { .. } => (Quantity::Serving, minute),
        TimelineEvent::TtlPush { .. } => (Quantity::Ttl, minute),
    };
    let read_at = read_at.min(last);
    Shift {
        quantity,
        before: quantity.read(&records[minute.saturating_sub(1) as usize]),
        after: quantity.read(&records[read_at as usize]),
        until: records[read_at as usize].clock,
    }
}

/// The timeline of what happened in the computed `records`: events, alerts, actions and
/// the team's log up to the last computed minute, in time order.
pub fn what_happened(
    setup: &Setup,
    records: &[MinuteRecord],
    events: &[TimelineEvent],
    log: &[LoggedAction],
    team: &[TeamEntry],
) -> Vec<Entry> {
    let Some(last) = records.last() else {
        return Vec::new();
    };
    let clock_of = |minute: u32| setup.clock_of(minute);
    let mut entries: Vec<Entry> = Vec::new();
    let mut push = |minute: u32, happening: Happening| {
        entries.push(Entry {
            minute,
            clock: clock_of(minute),
            happening,
        })
    };
    for event in events.iter().filter(|e| e.minute() <= last.minute) {
        let shift = shift(event, events, records);
        push(
            event.minute(),
            Happening::Event {
                event: *event,
                shift,
            },
        );
    }
    let mut before = Alert::None;
    for record in records {
        if record.alert != before {
            if before != Alert::None {
                push(record.minute, Happening::AlertEnded(before));
            }
            if record.alert != Alert::None {
                push(record.minute, Happening::AlertStarted(record.alert));
            }
            before = record.alert;
        }
    }
    for logged in log.iter().filter(|l| l.minute <= last.minute) {
        push(
            logged.minute,
            Happening::Action {
                who: logged.author.name.clone(),
                action: logged.action,
            },
        );
    }
    for entry in team {
        let happening = match &entry.change {
            TeamChange::Update { .. } => Happening::Update {
                who: entry.author.name.clone(),
            },
            TeamChange::Role { role, member } => Happening::Role {
                member: member.name.clone(),
                role: *role,
                by: (member.id != entry.author.id).then(|| entry.author.name.clone()),
            },
            TeamChange::Ready => continue,
        };
        push(entry.minute, happening);
    }
    // A stable sort keeps each kind's own order within a minute.
    entries.sort_by_key(|e| (e.minute, e.happening.rank()));
    entries
}
