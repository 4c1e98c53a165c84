//! Property tests over random action sequences on every scenario: shares stay in [0, 1],
//! the budget never grows, cost never shrinks, the fleet stays within [floor, 40] (but for
//! the minute a zone outage stops instances), every burn window is a burn, the alert is
//! the multiwindow one, retries are part of the arrivals, and no field is ever NaN or
//! infinite.

use oncall_drill::model::{run, Action, Alert, ScheduledAction, Simulation, TimelineEvent};
use oncall_drill::scenario::Scenario;
use proptest::prelude::*;

use crate::util::builtin;

fn scenarios() -> Vec<&'static str> {
    Scenario::builtin_ids().collect()
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (1u32..=40).prop_map(Action::Floor),
        any::<bool>().prop_map(Action::Autoscale),
        (10u32..=95).prop_map(Action::Target),
        (0u32..=3600).prop_map(Action::Ttl),
        Just(Action::Warmup),
        (0u32..=100).prop_map(Action::Shed),
        any::<bool>().prop_map(Action::Feature),
        Just(Action::Rollback),
    ]
}

fn script() -> impl Strategy<Value = Vec<ScheduledAction>> {
    prop::collection::vec((0u32..180, action()), 0..40).prop_map(|actions| {
        actions
            .into_iter()
            .map(|(minute, action)| ScheduledAction { minute, action })
            .collect()
    })
}

fn all_numbers_finite(value: &serde_json::Value) -> bool {
    match value {
        // serde_json writes NaN and ±∞ as null.
        serde_json::Value::Null => false,
        serde_json::Value::Number(n) => n.as_f64().is_some_and(f64::is_finite),
        serde_json::Value::Object(map) => map.values().all(all_numbers_finite),
        _ => true,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn invariants_hold_under_any_actions(
        which in 0usize..9,
        seed in any::<u32>(),
        deterministic in any::<bool>(),
        script in script(),
    ) {
        let ids = scenarios();
        let scenario = builtin(ids[which % ids.len()]);
        let setup = &scenario.setup;
        let (records, summary) = run(setup, seed, deterministic, &script, setup.duration_min);
        prop_assert_eq!(records.len() as u32, setup.duration_min);
        let outages: Vec<u32> = Simulation::new(setup, seed, deterministic)
            .timeline()
            .iter()
            .filter_map(|e| match *e {
                TimelineEvent::InstancesLost { minute, .. } => Some(minute),
                _ => None,
            })
            .collect();

        let mut sorted = script.clone();
        sorted.sort_by_key(|s| s.minute);
        let mut floor = setup.controls.floor;
        let mut previous: Option<&oncall_drill::model::MinuteRecord> = None;
        for r in &records {
            for s in sorted.iter().filter(|s| s.minute == r.minute) {
                if let Action::Floor(n) = s.action {
                    floor = n;
                }
            }
            let shares = [
                ("shed_fraction", r.shed_fraction), ("dropped_share", r.dropped_share),
                ("warm", r.warm), ("hit", r.hit),
                ("recommendations_available", r.recommendations_available),
                ("bad_share", r.bad_share), ("utilization", r.utilization),
                ("erlang_c", r.erlang_c), ("timeout_share", r.timeout_share),
                ("failed_share", r.failed_share), ("error_rate", r.error_rate),
            ];
            for (name, value) in shares {
                prop_assert!((0.0..=1.0).contains(&value), "minute {}: {} = {}", r.minute, name, value);
            }
            let fleet = r.serving + r.booting;
            let outage = outages.contains(&r.minute);
            prop_assert!(fleet <= 40, "minute {}: fleet {}", r.minute, fleet);
            prop_assert!(fleet >= floor || outage, "minute {}: fleet {} floor {}", r.minute, fleet, floor);
            prop_assert!(r.p99_s > 0.0 && r.p99_s <= 2.0);
            for burn in [r.burn, r.burn_5m, r.burn_30m, r.burn_1h, r.burn_6h] {
                prop_assert!((0.0..=1000.0 + 1e-9).contains(&burn), "minute {}: burn {}", r.minute, burn);
            }
            let page = r.burn_1h >= 14.4 && r.burn_5m >= 14.4;
            let warn = r.burn_6h >= 6.0 && r.burn_30m >= 6.0;
            let alert = if page { Alert::Page } else if warn { Alert::Warn } else { Alert::None };
            prop_assert_eq!(r.alert, alert, "minute {}", r.minute);
            prop_assert!(r.retry_rps >= 0.0 && r.retry_rps <= r.lambda_arrival);
            prop_assert_eq!(r.retry_share, setup.retry_share);
            if setup.retry_share == 0.0 {
                prop_assert_eq!(r.retry_rps, 0.0);
            }
            prop_assert!(r.db_capacity_qps > 0.0);
            prop_assert!((r.db_util - r.db_load_qps / r.db_capacity_qps).abs() <= 1e-12 * r.db_util.max(1.0));
            let json = serde_json::to_value(r).expect("serialises");
            prop_assert!(all_numbers_finite(&json), "minute {}: {}", r.minute, json);
            if let Some(p) = previous {
                prop_assert!(r.budget_remaining <= p.budget_remaining, "budget grew at minute {}", r.minute);
                prop_assert!(r.cost_so_far_usd >= p.cost_so_far_usd, "cost shrank at minute {}", r.minute);
            } else {
                prop_assert!(r.budget_remaining <= setup.budget_left);
                prop_assert_eq!(r.cost_so_far_usd, 0.0);
            }
            previous = Some(r);
        }
        prop_assert!(summary.total_cost_usd >= records.last().map_or(0.0, |r| r.cost_so_far_usd));
        prop_assert!((0.0..=1.0).contains(&summary.dropped_share));
        prop_assert!((0.0..=1.0).contains(&summary.error_share));
    }
}
