//! What a policy answers a dashboard with: [`Decision`]s, each an action and the typed
//! [`Reason`] it was taken for (with the figures it cites, no text: `i18n::reason` words
//! it in every locale), and what a briefing tells a policy besides the dashboard
//! ([`Briefing`]).

use crate::model::action::Action;
use crate::model::setup::{Event, Setup, When};

/// Why a policy took an action: the signal it read, with the numbers it read.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Reason {
    /// Traffic shows on a bad build (`share` of it, 0–1): roll back.
    BadBuild { share: f64 },
    /// The cached answers are younger than the TTL the team set (`seen_ttl_s` is what
    /// their mean age implies): a configuration push shortened it.
    TtlPushed { seen_ttl_s: u32, ttl_s: u32 },
    /// The database runs at `db_util` of its capacity (0–1 and above).
    DbSaturated { db_util: f64 },
    /// The briefing warns of a spike at a time nobody knows, and new instances take
    /// `boot_delay_min` minutes to boot: keep head-room until it comes.
    SpikeWarned { boot_delay_min: u32 },
    /// The briefing announces a launch `minutes` from now that brings at least `peak` times
    /// the traffic: capacity ordered now serves when it comes.
    LaunchAhead { minutes: u32, peak: f64 },
    /// The cache has been emptied: it answers only `hit` (0–1) of the requests.
    CacheCold { hit: f64 },
    /// Requests climb: `requests_per_s` now, `expected_per_s` once new instances serve.
    Surge {
        requests_per_s: f64,
        expected_per_s: f64,
    },
    /// The serving fleet (`serving` instances) cannot carry what it is asked: it would
    /// run at `utilization` (0–1 and above, by the runbook).
    FleetShort { serving: u32, utilization: f64 },
    /// The service has been calm for `minutes` dashboards: undo an emergency measure.
    Calm { minutes: u32 },
    /// The fleet (`fleet` instances) is bigger than the `need` of the load.
    Oversized { fleet: u32, need: u32 },
    /// No reason given: the author is a script (an actions file or a plan found by a
    /// search).
    Scripted,
}

impl Reason {
    /// A stable identifier for messages and JSON: `bad-build`, `ttl-pushed`, …
    pub fn id(self) -> &'static str {
        match self {
            Reason::BadBuild { .. } => "bad-build",
            Reason::TtlPushed { .. } => "ttl-pushed",
            Reason::DbSaturated { .. } => "db-saturated",
            Reason::LaunchAhead { .. } => "launch-ahead",
            Reason::SpikeWarned { .. } => "spike-warned",
            Reason::CacheCold { .. } => "cache-cold",
            Reason::Surge { .. } => "surge",
            Reason::FleetShort { .. } => "fleet-short",
            Reason::Calm { .. } => "calm",
            Reason::Oversized { .. } => "oversized",
            Reason::Scripted => "scripted",
        }
    }
}

/// One action a policy takes, and why.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Decision {
    pub action: Action,
    pub reason: Reason,
}

impl Decision {
    pub fn new(action: Action, reason: Reason) -> Decision {
        Decision { action, reason }
    }
}

/// What the scenario's briefing tells the team besides the dashboard: the boot delay it
/// announces, and the constraints it states (a policy must not break them).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Briefing {
    /// Minutes a new instance boots before it serves.
    pub boot_delay_min: u32,
    /// The longest cache TTL the briefing allows, seconds (db-degradation: prices must be
    /// fresh at 15 s); `None` when it states no limit.
    pub max_ttl_s: Option<u32>,
    /// Share of failed requests the clients send again the next minute (0–1; zone-outage's
    /// briefing: "the clients retry most failed requests at once").
    pub retry_share: f64,
    /// The share of its capacity the briefing warns the database will be left with for a
    /// while (db-degradation: half), when it warns of one.
    pub db_capacity_warning: Option<f64>,
    /// The briefing warns of a traffic spike (viral-surge: "expected some time this
    /// morning"; launch-day: the launch).
    pub surge_warning: bool,
    /// The minute an announced deploy goes out, a build the briefing says is bad (a
    /// `bad-deploy` event at a fixed time: bad-deploy's 09:10, launch-day's 09:15).
    pub bad_build_at: Option<u32>,
    /// An announced launch: the minute the traffic starts to climb and the least it climbs
    /// to (launch-day: 10:00, "two or three times normal").
    pub launch: Option<Launch>,
}

/// A traffic spike the briefing announces with its time.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Launch {
    pub at_min: u32,
    /// The lowest peak the briefing names, a multiple of normal traffic.
    pub peak: f64,
}

impl Briefing {
    /// What the briefing of a drill with this setup states: its boot delay, and its
    /// freshness limit as the longest TTL (a cached answer is at most a TTL old).
    pub fn of(setup: &Setup) -> Briefing {
        Briefing {
            boot_delay_min: setup.boot_delay_min,
            max_ttl_s: setup.freshness_limit_s,
            retry_share: setup.retry_share,
            db_capacity_warning: setup
                .events
                .iter()
                .filter_map(|event| match event {
                    Event::DbCapacity { factor, .. } => Some(*factor),
                    _ => None,
                })
                .reduce(f64::min),
            surge_warning: setup.events.iter().any(|e| matches!(e, Event::Surge(_))),
            bad_build_at: setup.events.iter().find_map(|event| match event {
                Event::BadDeploy {
                    when: When::At(at_min),
                    ..
                } => Some(*at_min),
                _ => None,
            }),
            launch: setup.events.iter().find_map(|event| match event {
                Event::Surge(spec) if spec.start_min.0 == spec.start_min.1 => Some(Launch {
                    at_min: spec.start_min.0,
                    peak: spec.peak.0,
                }),
                _ => None,
            }),
        }
    }
}
