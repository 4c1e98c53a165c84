//! Turns a typed-but-unchecked [`RawScenario`] into a [`Scenario`]: every range, every
//! relation between fields, every event inside the run. The first problem found is reported
//! with its field path (`initial.floor`, `events[1].at`).

use super::raw::{RawEvent, RawInitial, RawScenario};
use super::{Scenario, ScenarioError};
use crate::model::constants::MAX_INSTANCES;
use crate::model::{Control, Controls, Event, Setup, SurgeSpec};

const MINUTES_PER_DAY: i64 = 24 * 60;
/// The longest drill a scenario may ask for: one week.
const MAX_DURATION_MIN: i64 = 7 * MINUTES_PER_DAY;
const MAX_BASE_RPS: f64 = 1_000_000.0;
const MAX_BOOT_DELAY_MIN: i64 = 60;
const MAX_RAMP_MIN: i64 = 240;
const MAX_SURGE_PEAK: f64 = 20.0;

struct Checker<'a> {
    file: &'a str,
}

impl Checker<'_> {
    fn fail<T>(&self, field: &str, reason: impl Into<String>) -> Result<T, ScenarioError> {
        Err(ScenarioError::Invalid {
            file: self.file.to_string(),
            field: field.to_string(),
            reason: reason.into(),
        })
    }

    fn int(&self, field: &str, value: i64, min: i64, max: i64) -> Result<u32, ScenarioError> {
        if value < min || value > max {
            return self.fail(
                field,
                format!("{value} is out of range: allowed {min}–{max}"),
            );
        }
        Ok(value as u32) // min ≥ 0 for every caller, so the range fits u32
    }

    fn control(&self, field: &str, value: i64, command: Control) -> Result<u32, ScenarioError> {
        let (min, max) = command.range().unwrap_or((0, u32::MAX));
        self.int(field, value, i64::from(min), i64::from(max))
    }

    fn number(&self, field: &str, value: f64, min: f64, max: f64) -> Result<f64, ScenarioError> {
        if !value.is_finite() || value < min || value > max {
            return self.fail(
                field,
                format!("{value} is out of range: allowed {min}–{max}"),
            );
        }
        Ok(value)
    }

    fn positive(&self, field: &str, value: f64, max: f64) -> Result<f64, ScenarioError> {
        if !value.is_finite() || value <= 0.0 || value > max {
            return self.fail(
                field,
                format!("{value} must be greater than 0 and at most {max}"),
            );
        }
        Ok(value)
    }

    fn slug(&self, field: &str, value: &str, extra: char) -> Result<String, ScenarioError> {
        let ok = value
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic())
            && value
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == extra);
        if !ok {
            return self.fail(
                field,
                format!("`{value}` must start with a letter and use only letters, digits and -"),
            );
        }
        Ok(value.to_string())
    }

    fn clock(&self, field: &str, value: &str) -> Result<u32, ScenarioError> {
        match parse_clock(value) {
            Some(minutes) => Ok(minutes),
            None => self.fail(field, format!("`{value}` is not a time of day HH:MM")),
        }
    }

    /// A clock time inside the run, as a minute offset from its start.
    fn at(
        &self,
        field: &str,
        value: &str,
        start: u32,
        duration: u32,
    ) -> Result<u32, ScenarioError> {
        let clock = self.clock(field, value)?;
        let offset = (i64::from(clock) - i64::from(start)).rem_euclid(MINUTES_PER_DAY) as u32;
        if offset >= duration {
            return self.fail(
                field,
                format!(
                    "{value} is outside the run (it starts at {} and lasts {duration} min)",
                    hhmm(start)
                ),
            );
        }
        Ok(offset)
    }
}

/// `HH:MM` → minutes after midnight.
pub fn parse_clock(text: &str) -> Option<u32> {
    let (h, m) = text.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

fn hhmm(minutes: u32) -> String {
    crate::model::Clock(minutes).to_string()
}

pub(super) fn validate(
    file: &str,
    raw: RawScenario,
    content_hash: u64,
) -> Result<Scenario, ScenarioError> {
    let check = Checker { file };
    let id = check.slug("id", &raw.id, '-')?;
    let title_id = check.slug("title", &raw.title, '_')?;
    let briefing_id = check.slug("briefing", &raw.briefing, '_')?;
    let start = check.clock("start", &raw.start)?;
    let duration = check.int("duration_min", raw.duration_min, 1, MAX_DURATION_MIN)?;
    let base_rps = check.positive("base_rps", raw.base_rps, MAX_BASE_RPS)?;
    let boot_delay = check.int("boot_delay_min", raw.boot_delay_min, 0, MAX_BOOT_DELAY_MIN)?;
    let budget_left = check.number("budget_left_pct", raw.budget_left_pct, 0.0, 100.0)? / 100.0;
    let (initial_instances, controls, cache_warm) = initial(&check, &raw.initial)?;
    let events = raw
        .events
        .iter()
        .enumerate()
        .map(|(i, event)| self::event(&check, &format!("events[{i}]"), event, start, duration))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Scenario {
        id,
        title_id,
        briefing_id,
        setup: Setup {
            start_clock_min: start,
            duration_min: duration,
            base_rps,
            initial_instances,
            controls,
            boot_delay_min: boot_delay,
            budget_left,
            cache_warm,
            events,
        },
        content_hash,
    })
}

fn initial(check: &Checker, raw: &RawInitial) -> Result<(u32, Controls, f64), ScenarioError> {
    let max = i64::from(MAX_INSTANCES);
    let instances = check.int("initial.instances", raw.instances, 1, max)?;
    let floor = check.control("initial.floor", raw.floor, Control::Floor)?;
    if floor > instances {
        return check.fail(
            "initial.floor",
            format!("{floor} is above initial.instances ({instances}); the fleet starts at least at the floor"),
        );
    }
    if !raw.autoscaler && floor != instances {
        return check.fail(
            "initial.instances",
            format!(
                "with the autoscaler off the fleet is exactly the floor ({floor}), not {instances}"
            ),
        );
    }
    let controls = Controls {
        floor,
        autoscaler_on: raw.autoscaler,
        target_pct: check.control("initial.target_pct", raw.target_pct, Control::Target)?,
        ttl_s: check.control("initial.ttl_s", raw.ttl_s, Control::Ttl)?,
        shed_pct: check.control("initial.shed_pct", raw.shed_pct, Control::Shed)?,
        feature_on: raw.feature,
    };
    let warm = check.number("initial.cache_warm_pct", raw.cache_warm_pct, 0.0, 100.0)? / 100.0;
    Ok((instances, controls, warm))
}

fn event(
    check: &Checker,
    path: &str,
    raw: &RawEvent,
    start: u32,
    duration: u32,
) -> Result<Event, ScenarioError> {
    let field = |name: &str| format!("{path}.{name}");
    match raw {
        RawEvent::BadDeploy { at, ramp_min } => Ok(Event::BadDeploy {
            at_min: check.at(&field("at"), at, start, duration)?,
            ramp_min: check.int(&field("ramp_min"), *ramp_min, 0, MAX_RAMP_MIN)?,
        }),
        RawEvent::CacheFlush { at } => Ok(Event::CacheFlush {
            at_min: check.at(&field("at"), at, start, duration)?,
        }),
        RawEvent::Surge {
            start_between,
            peak_between,
            rise_min,
            hold_min,
            fall_min,
        } => {
            let earliest = check.at(&field("start_between"), &start_between[0], start, duration)?;
            let latest = check.at(&field("start_between"), &start_between[1], start, duration)?;
            if earliest > latest {
                return check.fail(
                    &field("start_between"),
                    "the first time must not be after the second",
                );
            }
            let low = check.number(&field("peak_between"), peak_between[0], 1.0, MAX_SURGE_PEAK)?;
            let high =
                check.number(&field("peak_between"), peak_between[1], 1.0, MAX_SURGE_PEAK)?;
            if low > high {
                return check.fail(
                    &field("peak_between"),
                    "the first peak must not be above the second",
                );
            }
            let spec = SurgeSpec {
                start_min: (earliest, latest),
                peak: (low, high),
                rise_min: check.int(&field("rise_min"), *rise_min, 1, MAX_DURATION_MIN)?,
                hold_min: check.int(&field("hold_min"), *hold_min, 0, MAX_DURATION_MIN)?,
                fall_min: check.int(&field("fall_min"), *fall_min, 1, MAX_DURATION_MIN)?,
            };
            if latest + spec.length_min() > duration {
                return check.fail(
                    path,
                    format!(
                        "a surge starting as late as {} lasts until minute {}, past the run's {duration} minutes",
                        start_between[1],
                        latest + spec.length_min()
                    ),
                );
            }
            Ok(Event::Surge(spec))
        }
    }
}
