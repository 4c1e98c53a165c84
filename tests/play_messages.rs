//! What the team is told while it plays `oncall-drill play`: a zone outage is announced, a
//! weakened database is not; `why` at the prompt is the coach of the current minute.

use crate::util::{play_in, stderr, stdout, temp_dir, turn_based};

#[test]
fn the_team_is_told_of_a_zone_outage_but_not_of_a_weakened_database() {
    use oncall_drill::model::{Simulation, TimelineEvent};
    let dir = temp_dir("play-events");
    let told = |scenario: &str| {
        let db = dir.join(format!("{scenario}.sqlite3"));
        let out = play_in(
            &dir,
            &[
                scenario,
                "--pace",
                "turns",
                "--seed",
                "5",
                "--db",
                db.to_str().unwrap(),
            ],
            "advance 60\nadvance 60\nstop\n",
        );
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let timeline = |id: &str| {
        let scenario = crate::util::builtin(id);
        Simulation::new(&scenario.setup, 5, false).timeline()
    };

    let outage = timeline("zone-outage");
    assert!(outage
        .iter()
        .any(|e| matches!(e, TimelineEvent::InstancesLost { .. })));
    let text = told("zone-outage");
    assert_eq!(text.matches("A zone outage:").count(), 1, "{text}");

    let database = timeline("db-degradation");
    assert!(database
        .iter()
        .any(|e| matches!(e, TimelineEvent::DbCapacityStart { .. })));
    // While the drill runs: the debrief's "What happened" reveals the weakened database at
    // the end, as it should.
    let text = told("db-degradation");
    let during = text.split("What happened").next().unwrap();
    assert!(text.contains("What happened"), "{text}");
    assert!(!during.contains("The database now serves"), "{text}");
    assert!(!during.contains("full strength"), "{text}");
}

#[test]
fn why_at_the_prompt_is_the_coach_of_the_current_minute() {
    let dir = temp_dir("play-why");
    // The flush's minute, drawn from seed 1: the cache is empty, the worst minute.
    let flush = crate::util::first_event_minute("cache-flush", 1);
    let out = play_in(
        &dir,
        &turn_based("cache-flush", "1", "drill.sqlite3"),
        &format!("why\nadvance {flush}\n/why\nstop\n"),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    // Its words, whatever the lines they were wrapped into.
    let text = crate::util::flat(&stdout(&out));
    // The same minute the model computes for this scenario and seed.
    let scenario = crate::util::builtin("cache-flush");
    let (records, _) = oncall_drill::model::run(&scenario.setup, 1, false, &[], flush + 1);
    let (calm, worst) = (&records[0], &records[flush as usize]);
    let at = |r: &oncall_drill::model::MinuteRecord| format!("🧭 Why, at {}: errors", r.clock);
    let calm_at = text.find(&at(calm)).unwrap_or_else(|| panic!("{text}"));
    assert!(
        text[calm_at..].contains("No error term matters now"),
        "{text}"
    );
    let worst_at = text.find(&at(worst)).unwrap_or_else(|| panic!("{text}"));
    let answer = &text[worst_at..];
    assert!(answer.contains("Mostly excess load"), "{answer}");
    let load = format!(
        "S {:.0} ms → a = {:.0} ≥ N = {} → {:.0} % rejected",
        worst.service_time_s * 1000.0,
        worst.offered_load,
        worst.workers,
        worst.failed_share * 100.0
    );
    assert!(answer.contains(&load), "{load} in {answer}");
}
