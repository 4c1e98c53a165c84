//! `run_policy` and the expert on small hand-made drills, without noise so every minute
//! is known.

use super::*;
use crate::model::{run, Controls, Event, SurgeSpec, When};

/// Presses the given actions after the given minutes, whatever it sees.
struct Scripted(Vec<(u32, Action)>);

impl Policy for Scripted {
    fn decide(&mut self, view: &PlayerView) -> Vec<Decision> {
        self.0
            .iter()
            .filter(|(m, _)| *m == view.minute)
            .map(|&(_, a)| Decision::new(a, Reason::Scripted))
            .collect()
    }
}

fn expert(setup: &Setup) -> PolicyRun {
    let mut expert = Expert::new(Briefing::of(setup));
    run_policy(setup, 7, true, &mut expert, setup.duration_min)
}

/// The actions of a run from `minute` on, as text.
fn actions_from(played: &PolicyRun, minute: u32) -> Vec<(u32, String)> {
    played
        .actions
        .iter()
        .filter(|a| a.minute >= minute)
        .map(|a| (a.minute, a.action.to_string()))
        .collect()
}

#[test]
fn an_answer_applies_at_the_next_minute_and_replays() {
    let setup = Setup::free_play();
    let mut policy = Scripted(vec![(4, Action::Shed(50)), (9, Action::Floor(12))]);
    let played = run_policy(&setup, 11, false, &mut policy, 20);
    let at = |minute, action| ScheduledAction { minute, action };
    assert_eq!(
        played.actions,
        vec![at(5, Action::Shed(50)), at(10, Action::Floor(12))]
    );
    assert_eq!(played.views[4].controls.shed_pct, 0);
    assert_eq!(played.views[5].controls.shed_pct, 50);
    assert_eq!(played.views[10].controls.floor, 12);
    let (records, summary) = run(&setup, 11, false, &played.actions, 20);
    assert_eq!(records, played.records);
    assert_eq!(summary, played.summary);
}

#[test]
fn an_answer_after_the_last_minute_is_dropped() {
    let setup = Setup::free_play();
    let mut policy = Scripted(vec![(19, Action::Rollback)]);
    let played = run_policy(&setup, 11, false, &mut policy, 20);
    assert!(played.actions.is_empty());
}

#[test]
fn no_action_is_the_plain_run() {
    let setup = Setup::free_play();
    let played = run_policy(&setup, 5, false, &mut NoAction, 30);
    assert!(played.actions.is_empty());
    assert_eq!(played.records, run(&setup, 5, false, &[], 30).0);
    assert_eq!(played.views.len(), 30);
    assert_eq!(played.views[0].controls, setup.controls);
    assert_eq!(
        played.views[7],
        PlayerView::of(&played.records[7], setup.controls)
    );
}

#[test]
fn the_expert_rolls_back_a_bad_build_after_two_dashboards_or_an_announced_one_on_the_first() {
    let deploy = |when| Setup {
        events: vec![Event::BadDeploy { when, ramp_min: 10 }],
        duration_min: 60,
        ..Setup::free_play()
    };
    // Not announced (a window of one minute, drawn): seen at minutes 20 and 21, pressed
    // after 21: applies at 22, switches traffic at 27.
    let setup = deploy(When::Between(20, 20));
    assert_eq!(Briefing::of(&setup).bad_build_at, None);
    let played = expert(&setup);
    let incident = actions_from(&played, 20);
    assert_eq!(incident.first(), Some(&(22, "rollback".to_string())));
    assert_eq!(played.records[26].bad_share, 0.7);
    assert_eq!(played.records[27].bad_share, 0.0);
    assert_eq!(
        played
            .actions
            .iter()
            .filter(|a| a.action == Action::Rollback)
            .count(),
        1
    );
    // Announced for minute 20, as bad-deploy's briefing does: rolled back on the first
    // dashboard that shows it (applies at 21), not before it exists.
    let announced = deploy(When::At(20));
    assert_eq!(Briefing::of(&announced).bad_build_at, Some(20));
    let played = expert(&announced);
    assert_eq!(
        actions_from(&played, 20).first(),
        Some(&(21, "rollback".to_string()))
    );
    assert_eq!(played.records[25].bad_share, 0.6);
    assert_eq!(played.records[26].bad_share, 0.0);
}

#[test]
fn an_announced_launch_gets_its_capacity_ordered_to_serve_when_it_comes() {
    let setup = Setup {
        boot_delay_min: 5,
        duration_min: 120,
        events: vec![Event::Surge(SurgeSpec {
            start_min: (60, 60),
            peak: (2.0, 3.0),
            rise_min: 10,
            hold_min: 30,
            fall_min: 30,
        })],
        ..Setup::free_play()
    };
    let briefing = Briefing::of(&setup);
    assert_eq!(
        briefing.launch,
        Some(Launch {
            at_min: 60,
            peak: 2.0
        })
    );
    let played = expert(&setup);
    // Ordered on the dashboard of minute 52 (boot 5 + 1 + 2 ahead), applied at 53, serving
    // from 58: before the traffic climbs.
    let first = played
        .log
        .iter()
        .find(|l| matches!(l.decision.action, Action::Floor(n) if n > setup.controls.floor))
        .expect("a bigger floor");
    assert_eq!(first.minute, 53);
    assert!(matches!(
        first.decision.reason,
        Reason::LaunchAhead { minutes: 7, .. }
    ));
    assert!(played.records[59].serving > setup.initial_instances);
    let idle = run_policy(&setup, 7, true, &mut NoAction, setup.duration_min);
    assert!(played.summary.budget_used < 0.2 * idle.summary.budget_used.max(1e-9));
}

#[test]
fn a_flushed_cache_gets_a_longer_ttl_the_feature_off_shedding_and_a_warm_up_then_everything_back() {
    let setup = Setup {
        start_clock_min: 11 * 60 + 30,
        duration_min: 90,
        base_rps: 1600.0,
        initial_instances: 16,
        controls: Controls {
            floor: 16,
            ..Setup::free_play().controls
        },
        budget_left: 0.5,
        events: vec![Event::CacheFlush {
            when: When::At(30),
            fraction: 1.0,
        }],
        ..Setup::free_play()
    };
    let played = expert(&setup);
    let incident = actions_from(&played, 30);
    // Minute 30 (12:00, 2,000 req/s): the cache is empty, the database serves 3 queries a
    // request, 6,000 q/s of 4,000 (150 %), believed at once. A longer TTL first (it costs
    // users nothing), recommendations off (4,000 left, 100 %); with the warm-up's 600 it
    // must come to 90 % at most: 4,000 × (1 − 0.3 s) + 600 ≤ 3,600 needs s ≥ 83 %, so shed
    // 90 % — in the minute after.
    assert_eq!(
        incident[..3],
        [
            (31, "ttl 300".to_string()),
            (31, "feature off".to_string()),
            (31, "shed 90".to_string()),
        ]
    );
    assert!(played.records[30].db_saturated);
    assert!(
        played.records[31].error_rate < 0.001,
        "relieved from minute 31"
    );
    let reasons: Vec<Reason> = played
        .log
        .iter()
        .filter(|l| l.minute == 31)
        .map(|l| l.decision.reason)
        .collect();
    assert_eq!(reasons[0], Reason::DbSaturated { db_util: 1.5 });
    let warmup = played
        .log
        .iter()
        .find(|l| l.decision.action == Action::Warmup)
        .expect("a warm-up");
    assert!(warmup.minute >= 31, "{warmup:?}");
    assert!(matches!(warmup.decision.reason, Reason::CacheCold { .. }));
    let last = played.views.last().expect("minutes");
    assert_eq!(last.controls.shed_pct, 0);
    assert!(last.controls.feature_on);
    assert!(last.error_rate < 0.001);
}

#[test]
fn a_surge_raises_the_floor_and_the_expert_keeps_the_budget() {
    let setup = Setup {
        boot_delay_min: 8,
        duration_min: 150,
        events: vec![Event::Surge(SurgeSpec {
            start_min: (40, 40),
            peak: (3.0, 3.0),
            rise_min: 10,
            hold_min: 40,
            fall_min: 30,
        })],
        ..Setup::free_play()
    };
    let played = expert(&setup);
    let first_raise = played
        .actions
        .iter()
        .find(|a| matches!(a.action, Action::Floor(n) if n > setup.controls.floor))
        .expect("a bigger floor");
    assert!(first_raise.minute <= 43, "{first_raise:?}");
    let idle = run_policy(&setup, 7, true, &mut NoAction, setup.duration_min);
    assert!(
        played.summary.budget_used < 0.2 * idle.summary.budget_used,
        "expert {} vs no action {}",
        played.summary.budget_used,
        idle.summary.budget_used
    );
    // Afterwards the fleet is back near what the load needs.
    let last = played.views.last().expect("minutes");
    assert!(last.fleet() <= 12, "{last:?}");
    assert!(last.controls.autoscaler_on && last.controls.feature_on);
}

#[test]
fn one_odd_minute_is_not_a_surge() {
    let setup = Setup {
        duration_min: 40,
        ..Setup::free_play()
    };
    let calm = run_policy(&setup, 7, true, &mut NoAction, setup.duration_min);
    let mut expert = Expert::new(Briefing::of(&setup));
    for mut view in calm.views {
        if view.minute == 20 {
            view.requests_per_s *= 1.14;
        }
        let decisions = expert.decide(&view);
        assert!(
            !decisions
                .iter()
                .any(|d| matches!(d.action, Action::Floor(n) if n > setup.controls.floor)),
            "minute {}: {decisions:?}",
            view.minute
        );
    }
}

#[test]
fn a_calm_morning_gets_only_right_sizing() {
    let played = expert(&Setup::free_play());
    for a in &played.actions {
        assert!(
            matches!(
                a.action,
                Action::Target(_) | Action::Floor(_) | Action::Autoscale(_)
            ),
            "{a:?}"
        );
    }
    assert_eq!(played.summary.budget_used, 0.0);
    assert_eq!(played.summary.dropped_share, 0.0);
}

#[test]
fn a_ttl_push_is_set_back_at_once() {
    let setup = Setup {
        start_clock_min: 10 * 60 + 30,
        duration_min: 60,
        base_rps: 1300.0,
        initial_instances: 14,
        events: vec![Event::TtlPush {
            when: When::At(30),
            ttl_s: 0,
        }],
        ..Setup::free_play()
    };
    let played = expert(&setup);
    // Minute 30 (11:00, 1,614 req/s): TTL 0, every request goes to the database,
    // 4,842 q/s of 4,000 (121 %), red. A cache bypassed is not emptied, and the briefing
    // sets no limit: the TTL goes up to 300 s at minute 31, which alone relieves it.
    let incident = actions_from(&played, 30);
    assert_eq!(incident[0], (31, "ttl 300".to_string()));
    // Nothing else until the fleet has been calm for ten minutes (right-sizing).
    assert!(incident[1..].iter().all(|(m, _)| *m > 40), "{incident:?}");
    assert!((played.records[30].db_util - 1.2105).abs() < 1e-3);
    assert_eq!(played.records[30].ttl_s, 0);
    assert_eq!(played.records[31].ttl_s, 300);
    assert!(played.records[31].error_rate < 0.001);
}

#[test]
fn a_degraded_database_gets_a_longer_ttl_first_and_a_warned_loss_is_answered_when_it_shows() {
    // TTL 15 s: at 12:00 the cache answers 60 %, the database runs at 2400 of 4000
    // queries/s, and at 2400 of 2000 once it loses half its capacity at minute 40.
    let setup = Setup {
        start_clock_min: 11 * 60,
        duration_min: 90,
        base_rps: 1600.0,
        initial_instances: 18,
        controls: Controls {
            floor: 12,
            ttl_s: 15,
            ..Setup::free_play().controls
        },
        events: vec![Event::DbCapacity {
            when: When::At(40),
            factor: 0.5,
            minutes: 40,
        }],
        ..Setup::free_play()
    };
    // First as if nobody had warned of it.
    let unwarned = Briefing {
        db_capacity_warning: None,
        ..Briefing::of(&setup)
    };
    let played = run_policy(
        &setup,
        7,
        true,
        &mut Expert::new(unwarned),
        setup.duration_min,
    );
    assert!(played.records[40].db_saturated);
    let incident = actions_from(&played, 40);
    assert_eq!(incident.first(), Some(&(41, "ttl 300".to_string())));
    assert!(!played.records[41].db_saturated);
    let idle = run_policy(&setup, 7, true, &mut NoAction, setup.duration_min);
    assert!(played.summary.budget_used < 0.1 * idle.summary.budget_used);

    // The same drill with a briefing that keeps answers fresh at 15 s: the TTL stays,
    // recommendations go off instead (3 queries a miss become 2: 2,400 → 1,600 q/s, 80 %
    // of the 2,000 left), in the same minute.
    let briefing = Briefing {
        max_ttl_s: Some(15),
        ..unwarned
    };
    let fresh = run_policy(
        &setup,
        7,
        true,
        &mut Expert::new(briefing),
        setup.duration_min,
    );
    let incident = actions_from(&fresh, 40);
    assert_eq!(incident.first(), Some(&(41, "feature off".to_string())));
    assert!(fresh
        .actions
        .iter()
        .all(|a| !matches!(a.action, Action::Ttl(_))));
    assert!(fresh.records.iter().all(|r| r.ttl_s == 15));
    assert!(!fresh.records[41].db_saturated);
    assert!(fresh.summary.budget_used < 0.1 * idle.summary.budget_used);

    // Warned that the database will lose half its capacity (as db-degradation's briefing
    // says), the expert does not degrade the service blind while it waits: nothing before
    // the loss shows, and the same answer the minute after.
    let warned = Briefing {
        max_ttl_s: Some(15),
        ..Briefing::of(&setup)
    };
    assert_eq!(warned.db_capacity_warning, Some(0.5));
    let reacting = run_policy(
        &setup,
        7,
        true,
        &mut Expert::new(warned),
        setup.duration_min,
    );
    assert!(
        reacting
            .actions
            .iter()
            .all(|a| a.minute > 40 || !matches!(a.action, Action::Feature(_) | Action::Shed(_))),
        "{:?}",
        reacting.actions
    );
    assert_eq!(
        actions_from(&reacting, 40).first(),
        Some(&(41, "feature off".to_string()))
    );
    // The database back at full strength from minute 80, the recommendations come back.
    assert!(reacting.views.last().expect("minutes").controls.feature_on);
}

#[test]
fn a_zone_outage_gets_relief_before_capacity() {
    // A lean fleet loses a third of its instances at minute 8 (before the expert would
    // have right-sized it after ten calm minutes); the survivors are
    // overloaded until replacements boot (6 minutes): recommendations off first, which
    // helps at once, then more capacity.
    let setup = Setup {
        start_clock_min: 11 * 60,
        duration_min: 60,
        base_rps: 1600.0,
        initial_instances: 12,
        boot_delay_min: 6,
        controls: Controls {
            floor: 12,
            target_pct: 85,
            ..Setup::free_play().controls
        },
        events: vec![Event::LoseInstances {
            when: When::At(8),
            share: 0.34,
        }],
        ..Setup::free_play()
    };
    let played = expert(&setup);
    // ⌊0.34 × 12⌋ = 4 of 12 lost.
    assert_eq!(played.records[7].serving, 12);
    assert_eq!(played.records[8].serving, 8);
    assert!(played.records[8].error_rate > 0.05);
    let incident = actions_from(&played, 8);
    assert_eq!(incident.first(), Some(&(9, "feature off".to_string())));
    assert!(played.records[9].error_rate < 0.001);
}
