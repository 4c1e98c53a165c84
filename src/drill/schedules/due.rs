//! Which occurrence of a schedule is due, and what to do with it: the pure rule the
//! scheduler's tokio loop asks at each wake. Time is an argument; nothing here reads a clock
//! or the database.

use crate::model::schedule::{Every, Recurrence, Zone};

/// A start at most this late (the bot was down, or busy) still happens; a later one is
/// skipped, and the channel told.
pub const LATE_LIMIT_MS: i64 = 60 * 60 * 1000;

/// What a schedule asks for now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    /// Start the drill of the occurrence at this time (less than [`LATE_LIMIT_MS`] ago).
    Start { occurrence_ms: i64 },
    /// The occurrence at this time passed [`LATE_LIMIT_MS`] ago or more: skip it, saying so.
    SkipLate { occurrence_ms: i64 },
    /// Nothing yet: the next occurrence, if there is one (a once schedule that ran has none).
    Wait { next_ms: Option<i64> },
}

/// What `recurrence` (its times in `zone`), made at `created_ms` and last handled (started
/// or skipped) at the occurrence `last_handled_ms`, asks for at `now_ms`. Of several
/// occurrences missed while the bot was down, only the latest is handled: a team is told
/// once, not once per day.
pub fn due(
    recurrence: &Recurrence,
    zone: &Zone,
    created_ms: i64,
    last_handled_ms: Option<i64>,
    now_ms: i64,
) -> Due {
    if recurrence.every == Every::Once && last_handled_ms.is_some() {
        return Due::Wait { next_ms: None };
    }
    let from = last_handled_ms.map_or(created_ms, |last| last.max(created_ms));
    let Some(next) = recurrence.next_after(from, zone) else {
        return Due::Wait { next_ms: None };
    };
    if next > now_ms {
        return Due::Wait {
            next_ms: Some(next),
        };
    }
    // The latest occurrence at or before now (a once schedule has only its first).
    let occurrence_ms = match recurrence.every {
        Every::Once => next,
        _ => recurrence.latest_at_or_before(now_ms, zone).unwrap_or(next),
    };
    if now_ms - occurrence_ms < LATE_LIMIT_MS {
        Due::Start { occurrence_ms }
    } else {
        Due::SkipLate { occurrence_ms }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::schedule::{TimeOfDay, Weekday, DAY_MS, MINUTE_MS};

    /// 2026-12-02, a Wednesday, 00:00 UTC.
    const WED: i64 = 20_789 * DAY_MS;
    const HOUR: i64 = 60 * MINUTE_MS;

    fn at(hh_mm: &str, every: Every) -> Recurrence {
        Recurrence {
            at: TimeOfDay::parse(hh_mm).unwrap(),
            every,
        }
    }

    #[test]
    fn a_schedule_waits_for_its_time_then_starts_it_once() {
        let daily = at("10:00", Every::Day);
        let made = WED + 8 * HOUR;
        let ten = WED + 10 * HOUR;
        assert_eq!(
            due(&daily, &Zone::utc(), made, None, ten - 1),
            Due::Wait { next_ms: Some(ten) }
        );
        assert_eq!(
            due(&daily, &Zone::utc(), made, None, ten),
            Due::Start { occurrence_ms: ten }
        );
        // Once handled, the next is tomorrow's.
        assert_eq!(
            due(&daily, &Zone::utc(), made, Some(ten), ten + 5 * MINUTE_MS),
            Due::Wait {
                next_ms: Some(ten + DAY_MS)
            }
        );
    }

    #[test]
    fn less_than_an_hour_late_starts_an_hour_or_more_skips() {
        let once = at("10:00", Every::Once);
        let made = WED + 8 * HOUR;
        let ten = WED + 10 * HOUR;
        let late = |by| due(&once, &Zone::utc(), made, None, ten + by);
        assert_eq!(late(HOUR - 1), Due::Start { occurrence_ms: ten });
        assert_eq!(late(HOUR), Due::SkipLate { occurrence_ms: ten });
        assert_eq!(late(3 * DAY_MS), Due::SkipLate { occurrence_ms: ten });
        // A once schedule handled (started or skipped) never comes back.
        assert_eq!(
            due(&once, &Zone::utc(), made, Some(ten), ten + DAY_MS),
            Due::Wait { next_ms: None }
        );
    }

    #[test]
    fn of_several_missed_occurrences_only_the_latest_is_handled() {
        // Made on Wednesday at 08:00 for 10:00 every day; the bot was down until Saturday
        // 10:30: Saturday's start is 30 minutes late and happens; Thursday's and Friday's
        // are not told one by one.
        let daily = at("10:00", Every::Day);
        let made = WED + 8 * HOUR;
        let saturday_ten = WED + 3 * DAY_MS + 10 * HOUR;
        assert_eq!(
            due(
                &daily,
                &Zone::utc(),
                made,
                Some(WED + 10 * HOUR),
                saturday_ten + 30 * MINUTE_MS
            ),
            Due::Start {
                occurrence_ms: saturday_ten
            }
        );
        // A weekly one on Friday, the bot back on Saturday at 09:00: Friday's is 23 h late.
        let weekly = at("10:00", Every::Week(Weekday::Friday));
        let friday_ten = WED + 2 * DAY_MS + 10 * HOUR;
        assert_eq!(
            due(&weekly, &Zone::utc(), made, None, friday_ten + 23 * HOUR),
            Due::SkipLate {
                occurrence_ms: friday_ten
            }
        );
    }

    #[test]
    fn a_schedule_made_after_today_s_time_starts_tomorrow_not_now() {
        let daily = at("10:00", Every::Day);
        let made = WED + 10 * HOUR + 5 * MINUTE_MS;
        assert_eq!(
            due(&daily, &Zone::utc(), made, None, made + MINUTE_MS),
            Due::Wait {
                next_ms: Some(WED + DAY_MS + 10 * HOUR)
            }
        );
    }

    #[test]
    fn a_start_on_a_summer_time_day_is_its_local_time_s() {
        // 09:00 in Amsterdam: 08:00 UTC on Saturday 28 March 2026, 07:00 UTC on Sunday 29th
        // (summer time began that night). At 07:30 UTC on Sunday, Sunday's is 30 min late.
        let zone = Zone::named("Europe/Amsterdam").unwrap();
        let daily = at("09:00", Every::Day);
        let sunday = 20_541 * DAY_MS;
        let saturday_eight = sunday - DAY_MS + 8 * HOUR;
        assert_eq!(
            due(
                &daily,
                &zone,
                sunday - 9 * DAY_MS,
                Some(saturday_eight),
                sunday + 7 * HOUR + 30 * MINUTE_MS
            ),
            Due::Start {
                occurrence_ms: sunday + 7 * HOUR
            }
        );
    }
}
