//! Civil dates in UTC from Unix time, for the names and notes that show when a drill
//! started or a process took its database (file names, lock holders). Pure arithmetic: the
//! caller reads the clock.

/// A moment in UTC, to the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UtcTime {
    pub year: i64,
    pub month: i64,
    pub day: i64,
    pub hour: i64,
    pub minute: i64,
    pub second: i64,
}

impl UtcTime {
    /// The UTC date and time of `secs` seconds since the Unix epoch (days to civil date:
    /// H. Hinnant's algorithm, valid on either side of 1970).
    pub fn from_unix_secs(secs: i64) -> UtcTime {
        let (days, in_day) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        UtcTime {
            year: yoe + era * 400 + i64::from(month <= 2),
            month,
            day,
            hour: in_day / 3600,
            minute: in_day % 3600 / 60,
            second: in_day % 60,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_time_becomes_the_civil_date() {
        let at = |secs| {
            let t = UtcTime::from_unix_secs(secs);
            (t.year, t.month, t.day, t.hour, t.minute, t.second)
        };
        assert_eq!(at(0), (1970, 1, 1, 0, 0, 0));
        // A leap day, and the last second before the epoch.
        assert_eq!(at(951_782_400 + 3_599), (2000, 2, 29, 0, 59, 59));
        assert_eq!(at(-1), (1969, 12, 31, 23, 59, 59));
    }
}
