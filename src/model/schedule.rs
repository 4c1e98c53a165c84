//! A drill on a schedule: when it recurs — a time of day in the server's time zone, once,
//! every day or every week on one weekday — read and checked where it is typed, and the
//! calendar arithmetic of its occurrences. Pure: the caller passes every time (Unix
//! milliseconds) and the zone as a value ([`Zone`]: a tz database name, built in with
//! `jiff`'s bundled copy, so nothing reads the machine's zoneinfo).
//!
//! Occurrences follow the zone's daylight-saving changes: a daily 09:00 in Europe/Amsterdam
//! is 08:00 UTC in winter and 07:00 UTC in summer. A time the clocks skip on a change day
//! moves forward by the gap (02:30 on a spring-forward day is 03:30); a time that occurs
//! twice on a fall-back day runs once, at its first (`jiff`'s "compatible" choice).

use std::fmt;

use jiff::civil::{Date, DateTime};

pub use super::zone::{zone_names_containing, Zone};

pub const MINUTE_MS: i64 = 60_000;
pub const DAY_MS: i64 = 24 * 60 * MINUTE_MS;
pub const WEEK_MS: i64 = 7 * DAY_MS;

/// A time of day, to the minute, on the server's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeOfDay {
    minute_of_day: u16,
}

impl TimeOfDay {
    /// `HH:MM` on a 24-hour clock (`9:05` and `09:05` alike).
    pub fn parse(text: &str) -> Result<TimeOfDay, ScheduleError> {
        let bad = || ScheduleError::BadTime(text.to_string());
        let (hours, minutes) = text.trim().split_once(':').ok_or_else(bad)?;
        let digits =
            |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(hours) || minutes.len() != 2 || !digits(minutes) {
            return Err(bad());
        }
        let (hours, minutes): (u16, u16) = (
            hours.parse().map_err(|_| bad())?,
            minutes.parse().map_err(|_| bad())?,
        );
        if hours > 23 || minutes > 59 {
            return Err(bad());
        }
        Ok(TimeOfDay {
            minute_of_day: hours * 60 + minutes,
        })
    }

    /// The time `minute` minutes after midnight (0–1439), as stored.
    pub fn from_minute_of_day(minute: i64) -> Option<TimeOfDay> {
        u16::try_from(minute)
            .ok()
            .filter(|m| *m < 24 * 60)
            .map(|minute_of_day| TimeOfDay { minute_of_day })
    }

    pub fn minute_of_day(self) -> u16 {
        self.minute_of_day
    }

    /// This time on `date`.
    fn on(self, date: Date) -> DateTime {
        let (hours, minutes) = (self.minute_of_day / 60, self.minute_of_day % 60);
        date.at(hours as i8, minutes as i8, 0, 0)
    }
}

impl fmt::Display for TimeOfDay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:02}:{:02}",
            self.minute_of_day / 60,
            self.minute_of_day % 60
        )
    }
}

/// A day of the week, Monday first (ISO 8601).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Weekday {
    pub const ALL: [Weekday; 7] = [
        Weekday::Monday,
        Weekday::Tuesday,
        Weekday::Wednesday,
        Weekday::Thursday,
        Weekday::Friday,
        Weekday::Saturday,
        Weekday::Sunday,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Weekday::Monday => "monday",
            Weekday::Tuesday => "tuesday",
            Weekday::Wednesday => "wednesday",
            Weekday::Thursday => "thursday",
            Weekday::Friday => "friday",
            Weekday::Saturday => "saturday",
            Weekday::Sunday => "sunday",
        }
    }

    pub fn parse(text: &str) -> Option<Weekday> {
        Weekday::ALL.into_iter().find(|d| d.as_str() == text)
    }

    fn of(date: Date) -> Weekday {
        Weekday::ALL[date.weekday().to_monday_zero_offset().rem_euclid(7) as usize]
    }
}

/// How often a schedule recurs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Every {
    /// Once, at the first time of day after the schedule was made.
    Once,
    Day,
    Week(Weekday),
}

impl Every {
    /// `once`, `day` or `week`, with the weekday a weekly schedule needs (and only it).
    pub fn from_parts(every: &str, day: Option<Weekday>) -> Result<Every, ScheduleError> {
        match (every, day) {
            ("week", Some(day)) => Ok(Every::Week(day)),
            ("week", None) => Err(ScheduleError::DayNeeded),
            ("once" | "day", Some(_)) => Err(ScheduleError::DayWithoutWeek),
            ("once", None) => Ok(Every::Once),
            ("day", None) => Ok(Every::Day),
            (other, _) => Err(ScheduleError::BadEvery(other.to_string())),
        }
    }

    /// `once`, `day` or `week`, as typed and stored.
    pub fn kind(self) -> &'static str {
        match self {
            Every::Once => "once",
            Every::Day => "day",
            Every::Week(_) => "week",
        }
    }

    pub fn weekday(self) -> Option<Weekday> {
        match self {
            Every::Week(day) => Some(day),
            _ => None,
        }
    }
}

/// What a schedule was refused for, when it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScheduleError {
    /// Not a time `HH:MM` (00:00 to 23:59).
    BadTime(String),
    /// `every` is none of once, day, week.
    BadEvery(String),
    /// A weekly schedule names no day.
    DayNeeded,
    /// A day given to a schedule that is not weekly.
    DayWithoutWeek,
    /// The ping role is @everyone: a schedule pings one role, never the whole server.
    EveryoneRole,
    /// Not a time zone name of the tz database.
    UnknownZone(String),
    /// The game master named is a bot: a drill's game master is a member who plays it.
    BotGameMaster,
}

/// When a schedule's drills start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recurrence {
    pub at: TimeOfDay,
    pub every: Every,
}

/// How many local days apart two occurrences lie at most (a week), and one more on each
/// side for a time that a daylight-saving change moves across midnight.
const DAYS_SEARCHED: usize = 9;

impl Recurrence {
    fn allows(&self, date: Date) -> bool {
        match self.every {
            Every::Once | Every::Day => true,
            Every::Week(weekday) => Weekday::of(date) == weekday,
        }
    }

    /// The occurrence on a local date, if the schedule has one that day.
    fn on(&self, date: Date, zone: &Zone) -> Option<i64> {
        self.allows(date)
            .then(|| zone.instant(self.at.on(date)))
            .flatten()
    }

    /// The first time of day `at` in `zone` on a day `every` allows, strictly after
    /// `after_ms` (for [`Every::Once`], every day is allowed: its one occurrence is the
    /// first). None only outside the calendar's range.
    pub fn next_after(&self, after_ms: i64, zone: &Zone) -> Option<i64> {
        let mut date = zone.local(after_ms)?.date().yesterday().ok()?;
        for _ in 0..DAYS_SEARCHED {
            match self.on(date, zone) {
                Some(at) if at > after_ms => return Some(at),
                _ => date = date.tomorrow().ok()?,
            }
        }
        None
    }

    /// The latest occurrence at or before `at_ms` (a once schedule's days are all allowed).
    pub fn latest_at_or_before(&self, at_ms: i64, zone: &Zone) -> Option<i64> {
        let mut date = zone.local(at_ms)?.date().tomorrow().ok()?;
        for _ in 0..DAYS_SEARCHED {
            match self.on(date, zone) {
                Some(at) if at <= at_ms => return Some(at),
                _ => date = date.yesterday().ok()?,
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-12-02 (a Wednesday) 00:00 UTC: 20,789 days after 1970-01-01.
    const WED: i64 = 20_789 * DAY_MS;

    #[test]
    fn times_are_read_on_a_24_hour_clock() {
        assert_eq!(TimeOfDay::parse("09:05").unwrap().to_string(), "09:05");
        assert_eq!(TimeOfDay::parse("9:05").unwrap().minute_of_day(), 545);
        for bad in [
            "24:00", "12:60", "12", "12:5", "ab:cd", "-1:00", "12:00:00", "",
        ] {
            assert_eq!(
                TimeOfDay::parse(bad),
                Err(ScheduleError::BadTime(bad.into())),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_weekly_schedule_needs_its_day_and_only_it_has_one() {
        assert_eq!(
            Every::from_parts("week", None),
            Err(ScheduleError::DayNeeded)
        );
        assert_eq!(
            Every::from_parts("day", Some(Weekday::Friday)),
            Err(ScheduleError::DayWithoutWeek)
        );
        assert_eq!(
            Every::from_parts("week", Some(Weekday::Friday)),
            Ok(Every::Week(Weekday::Friday))
        );
        assert!(matches!(
            Every::from_parts("month", None),
            Err(ScheduleError::BadEvery(_))
        ));
    }

    #[test]
    fn occurrences_fall_on_their_time_and_weekday() {
        let utc = Zone::utc();
        let at = TimeOfDay::parse("10:30").unwrap();
        let half_past_ten = 10 * 60 * MINUTE_MS + 30 * MINUTE_MS;
        let daily = Recurrence {
            at,
            every: Every::Day,
        };
        let next = |r: &Recurrence, after| r.next_after(after, &utc).unwrap();
        // Before 10:30 the same day, at 10:30 itself (strictly after), and after it.
        assert_eq!(next(&daily, WED), WED + half_past_ten);
        assert_eq!(
            next(&daily, WED + half_past_ten),
            WED + DAY_MS + half_past_ten
        );
        // Friday is two days after Wednesday; Monday five; Wednesday itself, before and after.
        let weekly = |day| Recurrence {
            at,
            every: Every::Week(day),
        };
        assert_eq!(
            next(&weekly(Weekday::Friday), WED),
            WED + 2 * DAY_MS + half_past_ten
        );
        assert_eq!(
            next(&weekly(Weekday::Monday), WED),
            WED + 5 * DAY_MS + half_past_ten
        );
        assert_eq!(next(&weekly(Weekday::Wednesday), WED), WED + half_past_ten);
        assert_eq!(
            next(&weekly(Weekday::Wednesday), WED + 11 * 60 * MINUTE_MS),
            WED + WEEK_MS + half_past_ten
        );
        assert_eq!(
            weekly(Weekday::Wednesday).latest_at_or_before(WED + WEEK_MS, &utc),
            Some(WED + half_past_ten)
        );
    }

    const HOUR: i64 = 60 * MINUTE_MS;
    /// Midnight UTC of 2026's daylight-saving change days in Europe/Amsterdam: clocks go
    /// from 02:00 CET to 03:00 CEST on 29 March, from 03:00 CEST to 02:00 CET on 25 October.
    const SPRING: i64 = 20_541 * DAY_MS;
    const AUTUMN: i64 = 20_751 * DAY_MS;

    fn amsterdam() -> Zone {
        Zone::named("Europe/Amsterdam").unwrap()
    }

    fn daily(at: &str) -> Recurrence {
        Recurrence {
            at: TimeOfDay::parse(at).unwrap(),
            every: Every::Day,
        }
    }

    #[test]
    fn a_local_nine_o_clock_follows_summer_time_both_ways() {
        let (zone, nine) = (amsterdam(), daily("09:00"));
        // Winter: 09:00 CET is 08:00 UTC; from the change on, 09:00 CEST is 07:00 UTC.
        let saturday = SPRING - DAY_MS + 8 * HOUR;
        assert_eq!(nine.next_after(saturday - 1, &zone), Some(saturday));
        assert_eq!(nine.next_after(saturday, &zone), Some(SPRING + 7 * HOUR));
        // And back: 07:00 UTC on the Saturday before the autumn change, 08:00 on the Sunday.
        let october = AUTUMN - DAY_MS + 7 * HOUR;
        assert_eq!(nine.next_after(october - 1, &zone), Some(october));
        assert_eq!(nine.next_after(october, &zone), Some(AUTUMN + 8 * HOUR));
        // The latest occurrence before a moment counts local days, not 24-hour periods.
        assert_eq!(
            nine.latest_at_or_before(SPRING + 7 * HOUR + 30 * MINUTE_MS, &zone),
            Some(SPRING + 7 * HOUR)
        );
        assert_eq!(
            nine.latest_at_or_before(AUTUMN + 8 * HOUR - 1, &zone),
            Some(october)
        );
    }

    #[test]
    fn a_skipped_time_moves_forward_and_a_repeated_one_runs_once() {
        let (zone, half_past_two) = (amsterdam(), daily("02:30"));
        // 29 March has no 02:30: it runs at 03:30 CEST, 01:30 UTC.
        assert_eq!(
            half_past_two.next_after(SPRING, &zone),
            Some(SPRING + HOUR + 30 * MINUTE_MS)
        );
        // 25 October has two: the first (CEST, 00:30 UTC) runs; the second does not, the
        // next is the 26th's (CET, 01:30 UTC).
        let first = AUTUMN + 30 * MINUTE_MS;
        assert_eq!(half_past_two.next_after(AUTUMN, &zone), Some(first));
        assert_eq!(
            half_past_two.next_after(first, &zone),
            Some(AUTUMN + DAY_MS + HOUR + 30 * MINUTE_MS)
        );
    }
}
