//! What a drill starts from: the validated initial conditions and scheduled events the
//! model runs (a `Scenario` carries one). Plain data, checked once by the scenario loader.

use super::{Action, Clock, Inject};

/// The controls of docs/model.md §2 as they stand at a moment.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Controls {
    pub floor: u32,
    pub autoscaler_on: bool,
    pub target_pct: u32,
    pub ttl_s: u32,
    pub shed_pct: u32,
    pub feature_on: bool,
}

impl Controls {
    /// The controls after `action` — the one place where an action changes a control. The
    /// warm-up and the rollback are jobs, not settings: they change none.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Floor(n) => self.floor = n,
            Action::Autoscale(on) => self.autoscaler_on = on,
            Action::Target(pct) => self.target_pct = pct,
            Action::Ttl(s) => self.ttl_s = s,
            Action::Shed(pct) => self.shed_pct = pct,
            Action::Feature(on) => self.feature_on = on,
            Action::Warmup | Action::Rollback | Action::Inject(_) => {}
        }
    }
}

/// When a scheduled event happens, in minutes from the drill's start (minute 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// At this minute.
    At(u32),
    /// At a minute drawn from the seed, uniformly over this inclusive range.
    Between(u32, u32),
}

impl When {
    /// The earliest and the latest minute it can fall on.
    pub fn range(self) -> (u32, u32) {
        match self {
            When::At(m) => (m, m),
            When::Between(lo, hi) => (lo, hi),
        }
    }
}

/// A scheduled event of a scenario (docs/model.md §7.14–§7.18).
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// A bad build starts rolling out; its share of traffic grows linearly to 100 % over
    /// `ramp_min` minutes (all at once when 0).
    BadDeploy { when: When, ramp_min: u32 },
    /// A maintenance script empties `fraction` of the cache: warm ← warm × (1 − fraction);
    /// the seed's flush is fraction 1 (warmth 0).
    CacheFlush { when: When, fraction: f64 },
    /// A traffic surge whose start and peak are drawn from the seed.
    Surge(SurgeSpec),
    /// For `minutes` minutes the database serves 4,000 × `factor` queries/s (a lost replica,
    /// a vacuum, a noisy neighbour).
    DbCapacity {
        when: When,
        factor: f64,
        minutes: u32,
    },
    /// A zone outage: max(1, ⌊share × serving⌋) serving instances stop at once.
    LoseInstances { when: When, share: f64 },
    /// A configuration push sets the cache TTL (the players can set it back).
    TtlPush { when: When, ttl_s: u32 },
}

/// The ranges a surge is drawn from, and its fixed shape: a linear rise to the peak, a
/// plateau, a linear fall back to 1×.
#[derive(Debug, Clone, PartialEq)]
pub struct SurgeSpec {
    /// Inclusive range of the minute the rise starts (one minute for a fixed `at`; the
    /// start is drawn either way, so a surge always takes two numbers from the seed).
    pub start_min: (u32, u32),
    /// Range of the peak multiplier of the arrival rate (≥ 1).
    pub peak: (f64, f64),
    pub rise_min: u32,
    pub hold_min: u32,
    pub fall_min: u32,
}

impl SurgeSpec {
    /// Minutes from the start of the rise to the end of the fall.
    pub fn length_min(&self) -> u32 {
        self.rise_min + self.hold_min + self.fall_min
    }
}

/// Everything the model needs to start a run, already validated.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    /// Time of day at minute 0, in minutes after midnight.
    pub start_clock_min: u32,
    pub duration_min: u32,
    /// Base arrival rate before the diurnal swing, req/s.
    pub base_rps: f64,
    pub initial_instances: u32,
    pub controls: Controls,
    /// Minutes a new instance boots before it serves.
    pub boot_delay_min: u32,
    /// Share of the month's error budget still left at the start (0–1).
    pub budget_left: f64,
    /// Cache warmth at the start (0–1).
    pub cache_warm: f64,
    /// Share of failed requests the clients send again the next minute (0–1, §7.19).
    pub retry_share: f64,
    /// The oldest answer the service may serve, seconds, when the scenario states one
    /// (db-degradation's prices must stay fresh at 15 s). The score counts the answers
    /// served from the cache older than it; a player or a policy must not raise the TTL
    /// past it without paying for that. `None`: any age is acceptable.
    pub freshness_limit_s: Option<u32>,
    pub events: Vec<Event>,
    /// The game master's injects (issue 30), each with the minute it lands at, for a run
    /// computed again another way: a drill's what-ifs face them at their minutes, unknowing.
    /// A scenario has none; a drill's own run takes them as actions of its log.
    pub injects: Vec<(u32, Inject)>,
}

impl Setup {
    /// This setup facing the injects of `actions` (minute, action) at their minutes, and
    /// the team's own actions without them: what a what-if replays beside the scenario.
    pub fn facing_injects<'a>(
        &self,
        actions: impl IntoIterator<Item = (u32, &'a Action)>,
    ) -> Setup {
        let mut world = self.clone();
        world.injects.extend(
            actions
                .into_iter()
                .filter_map(|(minute, action)| match *action {
                    Action::Inject(inject) => Some((minute, inject)),
                    _ => None,
                }),
        );
        world
    }

    /// The time of day of `minute` (minute 0 is [`Setup::start_clock_min`]): the one place a
    /// minute becomes a clock, for the records, the debrief, the engine and the texts.
    pub fn clock_of(&self, minute: u32) -> Clock {
        Clock(self.start_clock_min + minute)
    }

    /// The calm free-play drill of docs/model.md §3: 1000 req/s base at 08:00, 10 instances, TTL 60 s,
    /// feature on, warm cache. The golden opening dashboard follows from it.
    pub fn free_play() -> Setup {
        Setup {
            start_clock_min: 8 * 60,
            duration_min: 120,
            base_rps: 1000.0,
            initial_instances: 10,
            controls: Controls {
                floor: 10,
                autoscaler_on: true,
                target_pct: 60,
                ttl_s: 60,
                shed_pct: 0,
                feature_on: true,
            },
            boot_delay_min: 3,
            budget_left: 1.0,
            cache_warm: 1.0,
            retry_share: 0.0,
            freshness_limit_s: None,
            events: Vec::new(),
            injects: Vec::new(),
        }
    }
}
