//! The events and relations of docs/model.md §7.15–§7.19 through whole minutes, without noise,
//! each value computed by hand.

use super::*;
use crate::model::rng::Rng;
use crate::model::setup::{SurgeSpec, When};

fn with_events(events: Vec<Event>) -> Setup {
    Setup {
        events,
        ..Setup::free_play()
    }
}

fn records(setup: &Setup, script: &[ScheduledAction], minutes: u32) -> Vec<MinuteRecord> {
    run(setup, 1, true, script, minutes).0
}

#[test]
fn a_partial_flush_empties_its_fraction_of_the_cache() {
    let setup = with_events(vec![Event::CacheFlush {
        when: When::At(5),
        fraction: 0.5,
    }]);
    let r = records(&setup, &[], 7);
    assert_eq!(r[4].warm, 1.0);
    // warm ← 1 × (1 − 0.5); the minute is computed with it, then refills (τ = 30 min).
    assert_eq!(r[5].warm, 0.5);
    assert!((r[6].warm - (1.0 - 0.5 * (-1.0f64 / 30.0).exp())).abs() < 1e-15);
}

#[test]
fn a_ttl_push_sets_the_ttl_until_the_team_sets_it_back() {
    let setup = with_events(vec![Event::TtlPush {
        when: When::At(3),
        ttl_s: 0,
    }]);
    let back = [ScheduledAction {
        minute: 6,
        action: Action::Ttl(60),
    }];
    let r = records(&setup, &back, 8);
    assert_eq!(
        (r[2].ttl_s, r[3].ttl_s, r[5].ttl_s, r[6].ttl_s),
        (60, 0, 0, 60)
    );
    // TTL 0: rT = 0, no hits, every request's 3 queries go to the database.
    assert_eq!(r[3].hit, 0.0);
    assert_eq!(r[3].mean_age_s, 0.0);
    assert!((r[3].db_load_qps - r[3].lambda_admitted * 3.0).abs() < 1e-9);
    assert!(r[6].hit > 0.7, "the warmth was kept: hits at once");
}

#[test]
fn a_zone_outage_stops_a_share_of_the_serving_instances() {
    let setup = with_events(vec![Event::LoseInstances {
        when: When::At(4),
        share: 0.34,
    }]);
    let r = records(&setup, &[], 10);
    assert_eq!((r[3].serving, r[3].booting), (10, 0));
    // ⌊0.34 × 10⌋ = 3 stop at minute 4 and are billed no more: 7 × $0.40/h.
    assert_eq!((r[4].serving, r[4].booting), (7, 0));
    assert!((r[4].fleet_cost_per_h - 2.8).abs() < 1e-12);
    // At the end of minute 4 the fleet is below its floor of 10: 3 launch and serve
    // from 4 + 1 + 3 = 8.
    assert_eq!((r[5].serving, r[5].booting), (7, 3));
    assert_eq!((r[7].serving, r[7].booting), (7, 3));
    assert_eq!((r[8].serving, r[8].booting), (10, 0));
    assert_eq!(r[4].workers, 7 * 16);
}

#[test]
fn the_database_serves_a_factor_of_its_capacity_for_its_minutes() {
    let setup = with_events(vec![Event::DbCapacity {
        when: When::At(2),
        factor: 0.5,
        minutes: 3,
    }]);
    let r = records(&setup, &[], 7);
    let capacity: Vec<f64> = r.iter().map(|r| r.db_capacity_qps).collect();
    assert_eq!(
        capacity,
        [4000.0, 4000.0, 2000.0, 2000.0, 2000.0, 4000.0, 4000.0]
    );
    // ρ = load / 2000: the opening 771 q/s read 39 % instead of 19 %.
    assert!((r[2].db_util - r[2].db_load_qps / 2000.0).abs() < 1e-15);
    assert!((r[2].query_time_s - 0.005 / (1.0 - r[2].db_util)).abs() < 1e-15);
}

#[test]
fn failed_requests_come_back_the_next_minute() {
    // Four instances for a morning of ~1130 req/s: overloaded, about a quarter fail.
    let setup = Setup {
        retry_share: 0.5,
        ..Setup::free_play()
    };
    let starve = [
        ScheduledAction {
            minute: 0,
            action: Action::Autoscale(false),
        },
        ScheduledAction {
            minute: 0,
            action: Action::Floor(4),
        },
    ];
    let r = records(&setup, &starve, 6);
    assert_eq!(
        r[0].retry_rps, 0.0,
        "nothing failed before the first minute"
    );
    assert_eq!(r[0].lambda_arrival, 1125.0);
    assert!(r[0].error_rate > 0.2, "{}", r[0].error_rate);
    for m in 1..6 {
        let retried = 0.5 * r[m - 1].error_rate * r[m - 1].lambda_admitted;
        assert!((r[m].retry_rps - retried).abs() < 1e-9, "minute {m}");
        let lambda = 1000.0 * crate::model::arrivals::diurnal_factor(8 * 60, m as u32);
        assert!((r[m].lambda_arrival - (lambda + retried)).abs() < 1e-9);
        assert_eq!(r[m].retry_share, 0.5);
    }
    assert!(r[5].lambda_arrival > r[1].lambda_arrival, "the storm grows");
}

#[test]
fn retries_are_capped_at_ten_times_lambda() {
    let setup = Setup {
        retry_share: 1.0,
        ..Setup::free_play()
    };
    let starve = [
        ScheduledAction {
            minute: 0,
            action: Action::Autoscale(false),
        },
        ScheduledAction {
            minute: 0,
            action: Action::Floor(1),
        },
    ];
    let r = records(&setup, &starve, 40);
    for r in &r {
        let lambda = 1000.0 * crate::model::arrivals::diurnal_factor(8 * 60, r.minute);
        assert!(
            r.lambda_arrival <= 10.0 * lambda + 1e-9,
            "minute {}",
            r.minute
        );
    }
    let last = r.last().expect("minutes");
    let lambda = 1000.0 * crate::model::arrivals::diurnal_factor(8 * 60, last.minute);
    assert!(
        (last.lambda_arrival - 10.0 * lambda).abs() < 1e-9,
        "at the cap"
    );
    assert!((last.retry_rps - 9.0 * lambda).abs() < 1e-9);
}

#[test]
fn each_seeded_time_comes_from_its_own_stream_and_the_noise_stays_the_seeds() {
    // Issue 26, item 5. A fixed time draws nothing; a drawn one (and a surge's peak) comes
    // from the event's own stream, while the run's generator still takes the draws it took
    // when they came from it (one per time, two per surge): the noise is the seed's.
    let events = |flush: (u32, u32), surge: (u32, u32)| {
        with_events(vec![
            Event::BadDeploy {
                when: When::At(3),
                ramp_min: 0,
            },
            Event::CacheFlush {
                when: When::Between(flush.0, flush.1),
                fraction: 1.0,
            },
            Event::Surge(SurgeSpec {
                start_min: surge,
                peak: (2.0, 2.0),
                rise_min: 1,
                hold_min: 1,
                fall_min: 1,
            }),
        ])
    };
    let a = events((10, 20), (30, 34));
    let b = events((12, 22), (31, 35));
    let timeline = Simulation::new(&a, 42, true).timeline();
    let minutes: Vec<u32> = timeline.iter().map(TimelineEvent::minute).collect();
    assert_eq!(minutes[0], 3);
    assert!((10..=20).contains(&minutes[1]) && (30..=34).contains(&minutes[2]));
    assert_eq!(minutes[3], minutes[2] + 3);
    // The same draws taken from the run's generator: the first minutes' noisy arrivals
    // (before any event) are the same in both drills, and the old draw order's.
    let noisy = |setup: &Setup| run(setup, 42, false, &[], 3).0;
    let arrivals = |r: Vec<MinuteRecord>| r.iter().map(|m| m.lambda_arrival).collect::<Vec<_>>();
    assert_eq!(arrivals(noisy(&a)), arrivals(noisy(&b)));
    let mut drawn_there = Rng::new(42);
    for _ in 0..3 {
        drawn_there.uniform();
    }
    let lambda = records(&with_events(Vec::new()), &[], 1)[0].lambda_arrival;
    let expected = arrivals::observed_rate(lambda, Some(&mut drawn_there));
    assert_eq!(noisy(&a)[0].lambda_arrival, expected);
    // Over seeds, the flush's minute is not the run generator's first draw (10 + ⌊u × 11⌋
    // when it came from it).
    let differs = (1..=20)
        .filter(|&seed| {
            let old = 10 + (Rng::new(seed).uniform() * 11.0) as u32;
            Simulation::new(&a, seed, true).timeline()[1].minute() != old
        })
        .count();
    assert!(differs >= 10, "{differs} of 20");
}

#[test]
fn an_alert_clears_within_minutes_of_the_fix() {
    // Starved for 20 minutes (about half the requests fail), then the fleet is back.
    let starve = [
        ScheduledAction {
            minute: 0,
            action: Action::Autoscale(false),
        },
        ScheduledAction {
            minute: 0,
            action: Action::Floor(4),
        },
        ScheduledAction {
            minute: 17,
            action: Action::Floor(14),
        },
    ];
    let r = records(&Setup::free_play(), &starve, 40);
    assert_eq!(r[19].alert, Alert::Page);
    let fixed = r.iter().position(|r| r.minute >= 20 && r.error_rate == 0.0);
    let fixed = fixed.expect("the fix works") as u32;
    assert_eq!(fixed, 20, "14 instances serve from minute 17 + 3");
    // burn (1 h) stays far above 14.4, but burn (5 min) falls to 0 once the last
    // failing minute (19) leaves its window: the page ends at minute 24, and the 6-hour
    // and 30-minute windows still warn.
    assert_eq!(r[23].alert, Alert::Page);
    assert!(r[24].burn_1h >= 14.4);
    assert_eq!(r[24].burn_5m, 0.0);
    assert_eq!(r[24].alert, Alert::Warn);
}
