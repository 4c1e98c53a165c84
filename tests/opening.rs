//! The golden opening dashboard of docs/model.md §3: the free-play drill's first minute.

use oncall_drill::model::{Alert, Setup, Simulation};

use crate::util::builtin;

#[test]
fn free_play_opens_on_the_seed_dashboard() {
    let scenario = builtin("free-play");
    assert_eq!(
        scenario.setup,
        Setup::free_play(),
        "the file and the model agree"
    );
    let mut sim = Simulation::new(&scenario.setup, 1, true);
    let r = sim.step(&[]);

    let pct = |share: f64| (share * 100.0).round();
    assert_eq!(r.clock.to_string(), "08:00");
    assert_eq!(format!("{:.1}", r.burn_1h), "0.0", "burn rate (1 h) 0.0 ×");
    assert_eq!(r.lambda_arrival.round(), 1125.0, "requests 1125 req/s");
    assert_eq!(r.lambda_admitted, r.lambda_arrival);
    assert_eq!(r.serving, 10, "instances serving");
    assert_eq!(r.booting, 0, "instances booting");
    assert_eq!(pct(r.hit), 77.0, "cache hit rate 77 %");
    assert_eq!(pct(r.db_util), 19.0, "database utilisation 19 %");
    assert_eq!(pct(r.dropped_share), 0.0, "dropped traffic 0 %");
    assert_eq!(
        format!("{:.2}", r.fleet_cost_per_h),
        "4.00",
        "fleet cost 4.00 $/h"
    );
    assert_eq!(
        format!("{:.2}", r.cost_so_far_usd),
        "0.00",
        "cost so far 0.00 $"
    );
    assert_eq!(r.mean_age_s, 30.0, "mean age of cached answers 30 s");
    assert_eq!(pct(r.bad_share), 0.0, "traffic on the bad build 0 %");
    assert_eq!(
        pct(r.recommendations_available),
        100.0,
        "recommendations 100 %"
    );

    // The check numbers the spec gives.
    assert!((r.hit - 0.771).abs() < 0.0005, "hit = {}", r.hit);
    assert!(
        (r.db_load_qps - 771.0).abs() < 0.5,
        "DB = {} q/s",
        r.db_load_qps
    );
    assert_eq!(r.budget_remaining, 1.0);
    assert_eq!(r.alert, Alert::None);
    assert_eq!(r.workers, 160);
    // The multiwindow burns all start at the opening burn, the database at full strength,
    // no client retries.
    assert_eq!((r.burn_5m, r.burn_30m, r.burn_6h), (0.0, 0.0, 0.0));
    assert_eq!(r.db_capacity_qps, 4000.0);
    assert_eq!((r.retry_share, r.retry_rps), (0.0, 0.0));
}

#[test]
fn the_dashboard_keeps_the_seed_table_and_adds_burn_5m_after_it() {
    use oncall_drill::i18n::dashboard::dashboard;
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::Locale;
    let scenario = builtin("free-play");
    let r = Simulation::new(&scenario.setup, 1, true).step(&[]);
    for locale in Locale::ALL {
        let l = Localizer::new(locale);
        let rows = dashboard(&l, &r).rows;
        assert_eq!(rows[0].label, l.text("metric-burn-1h"));
        assert_eq!(rows[11].label, l.text("metric-recommendations"));
        let last = rows.last().expect("rows");
        assert_eq!(last.label, l.text("metric-burn-5m"), "{locale}");
        assert!(last.value.starts_with("0"), "{locale}: {}", last.value);
    }
}

#[test]
fn the_noisy_opening_rounds_to_the_same_dashboard() {
    let scenario = builtin("free-play");
    for seed in 0..50 {
        let r = Simulation::new(&scenario.setup, seed, false).step(&[]);
        // Noise: sd ≈ √(60λ)/60 ≈ 4 req/s plus 2 % of λ ≈ 23 req/s.
        assert!(
            (r.lambda_arrival - 1125.0).abs() < 120.0,
            "seed {seed}: {}",
            r.lambda_arrival
        );
        assert!((r.hit - 0.771).abs() < 0.02, "seed {seed}: hit {}", r.hit);
        assert_eq!(format!("{:.1}", r.burn_1h), "0.0", "seed {seed}");
        assert_eq!(r.serving, 10);
    }
}
