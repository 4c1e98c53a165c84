//! Tests of the terminal output's helpers: the UTC stamp of a file name.

use super::chart_files::utc_stamp;

#[test]
fn utc_stamps_are_civil_dates() {
    assert_eq!(utc_stamp(0), "19700101-000000");
    // 2026-12-01 02:42:14 UTC, and a leap day.
    assert_eq!(utc_stamp(1_796_092_934_000), "20261201-024214");
    assert_eq!(utc_stamp(951_782_400_000 + 3_599_999), "20000229-005959");
}
