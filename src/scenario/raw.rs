//! The TOML shape of a scenario file, exactly as written: every field typed, unknown keys
//! rejected. Nothing here is checked beyond its type; [`super::validate`] does that.

use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScenario {
    pub id: String,
    /// Fluent message id of the one-line title.
    pub title: String,
    /// Fluent message id of the briefing read out at the start.
    pub briefing: String,
    /// Time of day at the start, `HH:MM`.
    pub start: String,
    pub duration_min: i64,
    pub base_rps: f64,
    pub boot_delay_min: i64,
    pub budget_left_pct: f64,
    pub initial: RawInitial,
    #[serde(default)]
    pub events: Vec<RawEvent>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawInitial {
    pub instances: i64,
    pub floor: i64,
    pub autoscaler: bool,
    pub target_pct: i64,
    pub ttl_s: i64,
    pub shed_pct: i64,
    pub feature: bool,
    pub cache_warm_pct: f64,
}

#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum RawEvent {
    BadDeploy {
        at: String,
        ramp_min: i64,
    },
    CacheFlush {
        at: String,
    },
    Surge {
        start_between: [String; 2],
        peak_between: [f64; 2],
        rise_min: i64,
        hold_min: i64,
        fall_min: i64,
    },
}
