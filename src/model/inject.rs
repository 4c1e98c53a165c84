//! The game master's injects (issue 30): a live change of the world, `inject KIND [SIZE]`,
//! written in the one action grammar (see [`super::action`]) and logged by the author `gm`.
//! An inject is an input of the model like a scenario's event: it lands at the start of the
//! minute it is scheduled for, before the team's actions of that minute, and never earlier
//! (the simulation's `inject` step applies it). Its kinds, their sizes' ranges and their
//! fixed shapes live here; what each does to the state lives in `sim/injected.rs`.

use std::fmt;

/// The author id (and name) the game master's injects are logged by, where no member is
/// the game master (`simulate`, an actions file).
pub const GAME_MASTER: &str = "gm";

/// One inject, its size already validated (see [`InjectKind::range`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Inject {
    /// Arrivals rise to this many times their rate, then ease off (see [`SURGE_RISE_MIN`]).
    Surge(u32),
    /// The database loses this % of its capacity until [`Inject::DbRecover`].
    DbSlow(u32),
    /// The database is back at full capacity.
    DbRecover,
    /// The whole cache is emptied.
    CacheFlush,
    /// A bad build rolls out to this % of the traffic; a rollback undoes it.
    BadDeploy(u32),
    /// The clients start retrying failed requests as the retry-storm scenario's do.
    RetryStorm,
    /// This many serving instances fail at once.
    InstanceLoss(u32),
}

/// The kinds of inject, as the grammar names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InjectKind {
    Surge,
    DbSlow,
    DbRecover,
    CacheFlush,
    BadDeploy,
    RetryStorm,
    InstanceLoss,
}

/// A surge inject's shape: a linear rise to its size over these minutes…
pub const SURGE_RISE_MIN: u32 = 5;
/// …this long at its size…
pub const SURGE_HOLD_MIN: u32 = 20;
/// …and a linear fall back to 1× over these: 45 minutes in all.
pub const SURGE_FALL_MIN: u32 = 20;
/// Minutes a bad-deploy inject takes to reach its share of the traffic.
pub const BAD_DEPLOY_RAMP_MIN: u32 = 5;
/// The share of failed requests the clients send again after a retry-storm inject: the
/// retry-storm scenario's naive clients (`scenarios/retry-storm.toml`, `retry_share`).
pub const RETRY_STORM_SHARE: f64 = 0.5;

impl InjectKind {
    pub const ALL: [InjectKind; 7] = [
        InjectKind::Surge,
        InjectKind::DbSlow,
        InjectKind::DbRecover,
        InjectKind::CacheFlush,
        InjectKind::BadDeploy,
        InjectKind::RetryStorm,
        InjectKind::InstanceLoss,
    ];

    pub fn name(self) -> &'static str {
        match self {
            InjectKind::Surge => "surge",
            InjectKind::DbSlow => "db-slow",
            InjectKind::DbRecover => "db-recover",
            InjectKind::CacheFlush => "cache-flush",
            InjectKind::BadDeploy => "bad-deploy",
            InjectKind::RetryStorm => "retry-storm",
            InjectKind::InstanceLoss => "instance-loss",
        }
    }

    /// The inclusive range of the size, for the kinds that take one: a surge's multiple of
    /// the arrival rate, the % of the database's capacity lost, the % of the traffic on the
    /// bad build, the instances lost.
    pub fn range(self) -> Option<(u32, u32)> {
        match self {
            InjectKind::Surge => Some((2, 10)),
            InjectKind::DbSlow => Some((10, 90)),
            InjectKind::BadDeploy => Some((10, 100)),
            InjectKind::InstanceLoss => Some((1, super::constants::MAX_INSTANCES)),
            InjectKind::DbRecover | InjectKind::CacheFlush | InjectKind::RetryStorm => None,
        }
    }

    /// The kind of that name (any case).
    pub fn from_name(name: &str) -> Option<InjectKind> {
        InjectKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(name))
    }

    /// Every kind's name, for the error that lists them.
    pub fn list() -> String {
        InjectKind::ALL.map(InjectKind::name).join(", ")
    }

    /// The inject of this kind and size, if the size is what the kind takes.
    pub(super) fn with_size(self, size: Option<u32>) -> Option<Inject> {
        Some(match (self, size) {
            (InjectKind::Surge, Some(n)) => Inject::Surge(n),
            (InjectKind::DbSlow, Some(n)) => Inject::DbSlow(n),
            (InjectKind::BadDeploy, Some(n)) => Inject::BadDeploy(n),
            (InjectKind::InstanceLoss, Some(n)) => Inject::InstanceLoss(n),
            (InjectKind::DbRecover, None) => Inject::DbRecover,
            (InjectKind::CacheFlush, None) => Inject::CacheFlush,
            (InjectKind::RetryStorm, None) => Inject::RetryStorm,
            _ => return None,
        })
    }
}

impl Inject {
    pub fn kind(self) -> InjectKind {
        match self {
            Inject::Surge(_) => InjectKind::Surge,
            Inject::DbSlow(_) => InjectKind::DbSlow,
            Inject::DbRecover => InjectKind::DbRecover,
            Inject::CacheFlush => InjectKind::CacheFlush,
            Inject::BadDeploy(_) => InjectKind::BadDeploy,
            Inject::RetryStorm => InjectKind::RetryStorm,
            Inject::InstanceLoss(_) => InjectKind::InstanceLoss,
        }
    }

    pub fn size(self) -> Option<u32> {
        match self {
            Inject::Surge(n)
            | Inject::DbSlow(n)
            | Inject::BadDeploy(n)
            | Inject::InstanceLoss(n) => Some(n),
            Inject::DbRecover | Inject::CacheFlush | Inject::RetryStorm => None,
        }
    }
}

/// `surge 3`, `cache-flush`: the words after `inject`.
impl fmt::Display for Inject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.size() {
            Some(n) => write!(f, "{} {n}", self.kind().name()),
            None => f.write_str(self.kind().name()),
        }
    }
}

/// The size an inject takes, in English, for the action grammar's own messages.
pub(super) fn usage(kind: InjectKind) -> String {
    match kind.range() {
        Some((min, max)) => format!("a size {min}–{max}"),
        None => "no size".into(),
    }
}
