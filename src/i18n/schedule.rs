//! A drill schedule in words: when it recurs ("every Friday at 09:30 UTC"), a moment of it
//! as a UTC date, and why a schedule was refused. Every time shown says UTC.

use crate::model::civil::UtcTime;
use crate::model::schedule::{Every, Recurrence, ScheduleError, Weekday};

use super::Localizer;

/// A weekday's name in the reader's language.
pub fn day(l: &Localizer, day: Weekday) -> String {
    l.text(&format!("schedule-day-{}", day.as_str()))
}

/// "every Friday at 09:30 UTC", "every day at …", "once, at …".
pub fn when(l: &Localizer, recurrence: &Recurrence) -> String {
    let at = recurrence.at.to_string();
    match recurrence.every {
        Every::Once => l.tr("schedule-when-once", &[("at", at.into())]),
        Every::Day => l.tr("schedule-when-day", &[("at", at.into())]),
        Every::Week(weekday) => l.tr(
            "schedule-when-week",
            &[("at", at.into()), ("day", day(l, weekday).into())],
        ),
    }
}

/// A moment as its UTC date and time, `2026-12-04 09:30` (the words around it say UTC).
pub fn moment(unix_ms: i64) -> String {
    let t = UtcTime::from_unix_secs(unix_ms.div_euclid(1000));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        t.year, t.month, t.day, t.hour, t.minute
    )
}

/// Why a schedule could not be made, in the reader's language.
pub fn refusal(l: &Localizer, err: &ScheduleError) -> String {
    match err {
        ScheduleError::BadTime(value) => {
            l.tr("schedule-error-time", &[("value", value.as_str().into())])
        }
        ScheduleError::BadEvery(value) => {
            l.tr("schedule-error-every", &[("value", value.as_str().into())])
        }
        ScheduleError::DayNeeded => l.text("schedule-error-day-needed"),
        ScheduleError::DayWithoutWeek => l.text("schedule-error-day-without-week"),
        ScheduleError::EveryoneRole => l.text("schedule-error-everyone"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::schedule::{TimeOfDay, DAY_MS};

    #[test]
    fn a_moment_is_its_utc_date_and_a_weekly_schedule_names_its_day() {
        // 2026-12-02 is 20,789 days after 1970-01-01.
        assert_eq!(moment(20_789 * DAY_MS + 570 * 60_000), "2026-12-02 09:30");
        let l = Localizer::new(crate::model::Locale::EnUs);
        let weekly = Recurrence {
            at: TimeOfDay::parse("09:30").unwrap(),
            every: Every::Week(Weekday::Friday),
        };
        assert_eq!(when(&l, &weekly), "every Friday at 09:30 UTC");
    }
}
