//! A drill on a schedule: when it recurs — a time of day in UTC, once, every day or every
//! week on one weekday — read and checked where it is typed, and the calendar arithmetic of
//! its occurrences. Pure: the caller passes every time (Unix milliseconds, UTC).
//!
//! Only UTC: no time-zone database is built into this program (none is in its dependency
//! tree), and every answer that shows a time says "UTC".

use std::fmt;

pub const MINUTE_MS: i64 = 60_000;
pub const DAY_MS: i64 = 24 * 60 * MINUTE_MS;
pub const WEEK_MS: i64 = 7 * DAY_MS;

/// A time of day, to the minute, in UTC.
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

    fn offset_ms(self) -> i64 {
        i64::from(self.minute_of_day) * MINUTE_MS
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

    /// 0 for Monday to 6 for Sunday.
    fn index(self) -> i64 {
        Weekday::ALL.iter().position(|d| *d == self).unwrap_or(0) as i64
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
}

/// When a schedule's drills start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recurrence {
    pub at: TimeOfDay,
    pub every: Every,
}

impl Recurrence {
    /// The first time of day `at` on a day `every` allows, strictly after `after_ms`
    /// (for [`Every::Once`], every day is allowed: its one occurrence is the first).
    pub fn next_after(&self, after_ms: i64) -> i64 {
        let day = after_ms.div_euclid(DAY_MS);
        let same_day = day * DAY_MS + self.at.offset_ms();
        match self.every {
            Every::Once | Every::Day => {
                if same_day > after_ms {
                    same_day
                } else {
                    same_day + DAY_MS
                }
            }
            Every::Week(weekday) => {
                // 1 January 1970 was a Thursday (index 3, Monday being 0).
                let today = (day + 3).rem_euclid(7);
                let candidate = same_day + (weekday.index() - today).rem_euclid(7) * DAY_MS;
                if candidate > after_ms {
                    candidate
                } else {
                    candidate + WEEK_MS
                }
            }
        }
    }

    /// The time between two occurrences (a once schedule has one; a day, for the rule).
    pub fn period_ms(&self) -> i64 {
        match self.every {
            Every::Once | Every::Day => DAY_MS,
            Every::Week(_) => WEEK_MS,
        }
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
        let at = TimeOfDay::parse("10:30").unwrap();
        let half_past_ten = 10 * 60 * MINUTE_MS + 30 * MINUTE_MS;
        let daily = Recurrence {
            at,
            every: Every::Day,
        };
        // Before 10:30 the same day, at 10:30 itself (strictly after), and after it.
        assert_eq!(daily.next_after(WED), WED + half_past_ten);
        assert_eq!(
            daily.next_after(WED + half_past_ten),
            WED + DAY_MS + half_past_ten
        );
        // Friday is two days after Wednesday; Monday five; Wednesday itself, before and after.
        let weekly = |day| Recurrence {
            at,
            every: Every::Week(day),
        };
        assert_eq!(
            weekly(Weekday::Friday).next_after(WED),
            WED + 2 * DAY_MS + half_past_ten
        );
        assert_eq!(
            weekly(Weekday::Monday).next_after(WED),
            WED + 5 * DAY_MS + half_past_ten
        );
        assert_eq!(
            weekly(Weekday::Wednesday).next_after(WED),
            WED + half_past_ten
        );
        assert_eq!(
            weekly(Weekday::Wednesday).next_after(WED + 11 * 60 * MINUTE_MS),
            WED + WEEK_MS + half_past_ten
        );
    }
}
