//! A server's time zone, as schedules read their times in it: a name of the tz database,
//! looked up in `jiff`'s bundled copy (never the machine's zoneinfo), so the lookup is pure
//! data. A local time that does not exist on a daylight-saving day moves forward by the
//! gap; one that exists twice is its first (`jiff`'s "compatible" choice).

use jiff::civil::DateTime;
use jiff::tz::TimeZone;
use jiff::Timestamp;

use super::schedule::ScheduleError;

/// A server's time zone: a name of the tz database (UTC when none was set).
#[derive(Debug, Clone)]
pub struct Zone {
    name: String,
    tz: TimeZone,
}

impl PartialEq for Zone {
    fn eq(&self, other: &Zone) -> bool {
        self.name == other.name
    }
}

impl Eq for Zone {}

impl Zone {
    pub fn utc() -> Zone {
        Zone {
            name: "UTC".into(),
            tz: TimeZone::UTC,
        }
    }

    /// The zone the tz database names `name` (in any letter case), under its own spelling.
    pub fn named(name: &str) -> Result<Zone, ScheduleError> {
        let unknown = || ScheduleError::UnknownZone(name.to_string());
        let name = name.trim();
        if name.is_empty() {
            return Err(unknown());
        }
        let tz = TimeZone::get(name).map_err(|_| unknown())?;
        let name = tz.iana_name().unwrap_or(name).to_string();
        Ok(Zone { name, tz })
    }

    /// The zone a server stored (none: UTC).
    pub fn stored(name: Option<&str>) -> Result<Zone, ScheduleError> {
        name.map_or_else(|| Ok(Zone::utc()), Zone::named)
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The local date and time of a moment, to the second (None out of the calendar's range).
    pub fn local(&self, unix_ms: i64) -> Option<DateTime> {
        let at = Timestamp::from_millisecond(unix_ms).ok()?;
        Some(at.to_zoned(self.tz.clone()).datetime())
    }

    /// The instant of a local time on a local date: a skipped time moves forward by the
    /// gap, a repeated one is its first.
    pub(super) fn instant(&self, local: DateTime) -> Option<i64> {
        let at = self.tz.to_ambiguous_timestamp(local).compatible().ok()?;
        Some(at.as_millisecond())
    }
}

/// Every tz database name containing `part` (any letter case), for a command's autocomplete.
pub fn zone_names_containing(part: &str, at_most: usize) -> Vec<String> {
    let part = part.to_lowercase();
    let mut names: Vec<String> = jiff::tz::db()
        .available()
        .map(|name| name.as_str().to_string())
        .filter(|name| name.to_lowercase().contains(&part))
        .collect();
    names.sort();
    names.truncate(at_most);
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zones_are_the_tz_database_s_names() {
        assert_eq!(
            Zone::named("europe/amsterdam").unwrap().name(),
            "Europe/Amsterdam"
        );
        assert_eq!(Zone::stored(None).unwrap(), Zone::utc());
        for bad in ["Mars/Olympus_Mons", "", "Europe"] {
            assert_eq!(
                Zone::named(bad),
                Err(ScheduleError::UnknownZone(bad.into())),
                "{bad}"
            );
        }
        assert!(zone_names_containing("amsterdam", 25).contains(&"Europe/Amsterdam".to_string()));
    }
}
