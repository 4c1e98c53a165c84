//! Time to detect counts from the incident's alert, not from a routine change before it
//! (issue 27.3): a cache-flush team that set `ttl 120` at 11:34 as routine and answered the
//! page three minutes after it is detected in 3 minutes (today's code said 0), and its
//! time to mitigate runs from that page until no alert shows again; in `play` and in
//! `simulate --json` alike.

use oncall_drill::model::debrief::{self, Debrief};
use oncall_drill::model::{run, Action, Alert, ScheduledAction, Simulation, TimelineEvent};

use crate::util::builtin;

/// A seed whose flush falls well inside the drill (any seed would do; the test reads the
/// flush's minute from the run's own timeline).
const SEED: u32 = 36;
/// 11:34, long before the flush (drawn between 11:45 and 12:15).
const ROUTINE: u32 = 4;

fn debrief_of(script: &[ScheduledAction]) -> (Debrief, Vec<oncall_drill::model::MinuteRecord>) {
    let setup = builtin("cache-flush").setup;
    let (records, _) = run(&setup, SEED, true, script, setup.duration_min);
    let log = crate::util::logged(script);
    let d = debrief::debrief(debrief::Run {
        setup: &setup,
        seed: SEED,
        deterministic: true,
        records: &records,
        log: &log,
        updates: None,
        team: &[],
        judged: oncall_drill::model::debrief::Judged::Ended,
    });
    (d, records)
}

#[test]
fn a_routine_change_before_the_page_is_not_its_detection() {
    let setup = builtin("cache-flush").setup;
    let flush = Simulation::new(&setup, SEED, true)
        .timeline()
        .iter()
        .find_map(|e| match e {
            TimelineEvent::CacheFlush { minute, .. } => Some(*minute),
            _ => None,
        })
        .expect("a flush");
    let routine = ScheduledAction {
        minute: ROUTINE,
        action: Action::Ttl(120),
    };
    // The flush's errors, read with the routine change in place. A page needs the
    // hour's burn at 14.4: errors e over one minute burn e / 0.1 % / 60, so a minute
    // needs e ≥ 86.4 %; two minutes need e ≥ 43.2 % each. Between the two, the page
    // comes in the minute after the flush.
    let (_, before) = debrief_of(&[routine]);
    for minute in [flush, flush + 1] {
        let e = before[minute as usize].error_rate;
        assert!((0.432..0.864).contains(&e), "{minute}: errors {e}");
    }
    assert_eq!(before[flush as usize].alert, Alert::None);
    let page = flush + 1;
    assert_eq!(before[page as usize].alert, Alert::Page);
    // The team answers three minutes after the page: feature off and the warm-up.
    let script = [
        routine,
        ScheduledAction {
            minute: page + 3,
            action: Action::Feature(false),
        },
        ScheduledAction {
            minute: page + 3,
            action: Action::Warmup,
        },
    ];
    let (d, records) = debrief_of(&script);
    assert_eq!(d.review.first_alert_min, Some(page));
    assert_eq!(d.review.time_to_detect_min, Some(3));
    // Mitigated when no alert shows again: read from the run's own minutes.
    let last_alerting = records
        .iter()
        .rev()
        .find(|r| r.alert != Alert::None)
        .expect("the page")
        .minute;
    assert!(last_alerting + 1 < setup.duration_min, "the alert clears");
    assert_eq!(
        d.review.time_to_mitigate_min,
        Some(last_alerting + 1 - page)
    );
    // The same figures through `simulate --json`.
    let dir = crate::util::temp_dir("review-detection");
    let actions = dir.join("a.actions");
    let lines: String = script
        .iter()
        .map(|s| format!("{} {}\n", s.minute, s.action))
        .collect();
    std::fs::write(&actions, lines).unwrap();
    let seed = SEED.to_string();
    let out = crate::util::run(&[
        "simulate",
        "--scenario",
        "cache-flush",
        "--seed",
        &seed,
        "--deterministic",
        "--actions",
        actions.to_str().unwrap(),
        "--json",
    ]);
    assert!(out.status.success(), "{}", crate::util::stderr(&out));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["review"]["time_to_detect_min"], 3);
    assert_eq!(value["review"]["first_alert_min"], page);
}
