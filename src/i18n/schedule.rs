//! A drill schedule in words: when it recurs ("every Friday at 09:30 Europe/Amsterdam"), a
//! moment of it as a date on the server's clock, and why a schedule was refused. Every time
//! shown names its zone (UTC unless the server set one).

use crate::model::schedule::{Every, Recurrence, ScheduleError, Weekday, Zone};
use crate::model::Author;

use super::Localizer;

/// A weekday's name in the reader's language.
pub fn day(l: &Localizer, day: Weekday) -> String {
    l.text(&format!("schedule-day-{}", day.as_str()))
}

/// "every Friday at 09:30 UTC", "every day at …", "once, at …", with the zone's name.
pub fn when(l: &Localizer, recurrence: &Recurrence, zone: &Zone) -> String {
    let at = recurrence.at.to_string();
    let zone = zone.name();
    match recurrence.every {
        Every::Once => l.tr(
            "schedule-when-once",
            &[("at", at.into()), ("zone", zone.into())],
        ),
        Every::Day => l.tr(
            "schedule-when-day",
            &[("at", at.into()), ("zone", zone.into())],
        ),
        Every::Week(weekday) => l.tr(
            "schedule-when-week",
            &[
                ("at", at.into()),
                ("day", day(l, weekday).into()),
                ("zone", zone.into()),
            ],
        ),
    }
}

/// A moment as its date and time in `zone`, `2026-12-04 09:30` (the words around it name
/// the zone).
pub fn moment(unix_ms: i64, zone: &Zone) -> String {
    match zone.local(unix_ms) {
        Some(t) => format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            t.year(),
            t.month(),
            t.day(),
            t.hour(),
            t.minute()
        ),
        None => "?".into(),
    }
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
        ScheduleError::BotGameMaster => l.text("schedule-error-bot-game-master"),
        ScheduleError::UnknownZone(zone) => {
            l.tr("schedule-zone-unknown", &[("zone", zone.as_str().into())])
        }
    }
}

/// "Its game master: gus (/inject, /gm view)": named, never mentioned (nobody is pinged but
/// the schedule's role).
pub fn game_master_line(l: &Localizer, gm: &Author) -> String {
    l.tr("schedule-game-master", &[("who", gm.name.as_str().into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::schedule::{TimeOfDay, DAY_MS};

    #[test]
    fn a_moment_is_its_local_date_and_a_weekly_schedule_names_its_day_and_zone() {
        // 2026-12-02 is 20,789 days after 1970-01-01; Amsterdam is an hour ahead in winter.
        let nine_thirty = 20_789 * DAY_MS + 570 * 60_000;
        assert_eq!(moment(nine_thirty, &Zone::utc()), "2026-12-02 09:30");
        let amsterdam = Zone::named("Europe/Amsterdam").unwrap();
        assert_eq!(moment(nine_thirty, &amsterdam), "2026-12-02 10:30");
        let l = Localizer::new(crate::model::Locale::EnUs);
        let weekly = Recurrence {
            at: TimeOfDay::parse("09:30").unwrap(),
            every: Every::Week(Weekday::Friday),
        };
        assert_eq!(when(&l, &weekly, &Zone::utc()), "every Friday at 09:30 UTC");
        assert_eq!(
            when(&l, &weekly, &amsterdam),
            "every Friday at 09:30 Europe/Amsterdam"
        );
    }
}
