//! The fast burn windows (pending sums, quiet minutes skipped) against the straightforward
//! computation they replaced: the last 360 rates in a ring, each window summed afresh every
//! minute, oldest first. Every burn, alert and budget must be equal bit for bit (stricter
//! than the 1e-12 the speed-up was allowed): on random histories built to hit the edge
//! cases, and on every built-in scenario over several seeds with noise, with nobody
//! acting, with a script of actions, and with the expert answering.

use oncall_drill::headless::{Responder, RunPlan};
use oncall_drill::model::budget::{self, Alert, BurnWindow, Burns};
use oncall_drill::model::constants::{
    BURN_PAGE_SHORT_MINUTES, BURN_WARN_LONG_MINUTES, BURN_WARN_SHORT_MINUTES, BURN_WINDOW_MINUTES,
};
use oncall_drill::model::rng::Rng;
use oncall_drill::model::{Action, MinuteRecord, ScheduledAction};
use oncall_drill::scenario::Scenario;

/// The second edition's `BurnWindow`, kept as the reference: a ring of the last 360 error
/// rates, the first push filling all of it, each window re-summed every minute.
struct ReferenceWindow {
    rates: Vec<f64>,
    next: usize,
}

impl ReferenceWindow {
    fn new() -> Self {
        Self {
            rates: Vec::new(),
            next: 0,
        }
    }

    fn push(&mut self, error_rate: f64) -> Burns {
        if self.rates.is_empty() {
            self.rates = vec![error_rate; BURN_WARN_LONG_MINUTES];
            self.next = 0;
        } else {
            self.rates[self.next] = error_rate;
            self.next = (self.next + 1) % BURN_WARN_LONG_MINUTES;
        }
        Burns {
            burn_5m: self.burn_over(BURN_PAGE_SHORT_MINUTES),
            burn_30m: self.burn_over(BURN_WARN_SHORT_MINUTES),
            burn_1h: self.burn_over(BURN_WINDOW_MINUTES),
            burn_6h: self.burn_over(BURN_WARN_LONG_MINUTES),
        }
    }

    fn burn_over(&self, minutes: usize) -> f64 {
        let len = self.rates.len();
        let newest = (self.next + len - 1) % len;
        let sum: f64 = (0..minutes)
            .rev()
            .map(|back| self.rates[(newest + len - back) % len])
            .sum();
        budget::burn(sum / minutes as f64)
    }
}

fn assert_same_burns(fast: &Burns, reference: &Burns, context: &str) {
    let pairs = [
        ("burn_5m", fast.burn_5m, reference.burn_5m),
        ("burn_30m", fast.burn_30m, reference.burn_30m),
        ("burn_1h", fast.burn_1h, reference.burn_1h),
        ("burn_6h", fast.burn_6h, reference.burn_6h),
    ];
    for (name, fast, reference) in pairs {
        assert_eq!(
            fast.to_bits(),
            reference.to_bits(),
            "{context}: {name} {fast:e} ≠ reference {reference:e}"
        );
    }
}

/// A history of error rates that opens quiet or not, has quiet stretches shorter and
/// longer than every window, and rates from the tiniest to 100 %.
fn random_history(rng: &mut Rng, minutes: usize) -> Vec<f64> {
    let mut rates = Vec::with_capacity(minutes);
    while rates.len() < minutes {
        let draw = rng.uniform();
        if draw < 0.3 {
            let quiet = (rng.uniform() * 420.0) as usize;
            rates.extend(std::iter::repeat_n(0.0, quiet));
        } else if draw < 0.35 {
            rates.push(1.0);
        } else {
            // 10^−12 … 10^0, with every mantissa.
            rates.push(rng.uniform() * 10f64.powf(-12.0 * rng.uniform()));
        }
    }
    rates.truncate(minutes);
    rates
}

#[test]
fn burn_window_equals_the_resumming_reference_on_random_histories() {
    let mut rng = Rng::new(17);
    let (mut quiet, mut busy) = (0, 0);
    for history in 0..60 {
        let rates = random_history(&mut rng, 1500);
        let (mut fast, mut reference) = (BurnWindow::default(), ReferenceWindow::new());
        for (minute, &rate) in rates.iter().enumerate() {
            let burns = fast.push(rate);
            assert_same_burns(
                &burns,
                &reference.push(rate),
                &format!("history {history}, minute {minute}"),
            );
            if burns.burn_6h == 0.0 {
                quiet += 1;
            } else {
                busy += 1;
            }
        }
    }
    // Both paths ran: whole quiet 6-hour windows and windows with errors in them.
    assert!(quiet > 1000 && busy > 10_000, "quiet {quiet}, busy {busy}");
}

#[test]
fn burn_window_prefill_equals_the_reference_for_any_opening() {
    for opening in [0.0, 1.0, 0.1, 0.0144, 1e-300, 0.3, 2.0 / 3.0] {
        let (mut fast, mut reference) = (BurnWindow::default(), ReferenceWindow::new());
        for (minute, rate) in [opening, 0.0, 0.0, opening, 0.0].into_iter().enumerate() {
            assert_same_burns(
                &fast.push(rate),
                &reference.push(rate),
                &format!("opening {opening}, minute {minute}"),
            );
        }
    }
}

/// A response that changes every control over the first two hours, some for the worse
/// (a low floor, the autoscaler off), so errors come and go.
fn busy_script() -> Vec<ScheduledAction> {
    let at = |minute, action| ScheduledAction { minute, action };
    vec![
        at(2, Action::Autoscale(false)),
        at(2, Action::Floor(3)),
        at(12, Action::Shed(40)),
        at(15, Action::Ttl(0)),
        at(20, Action::Rollback),
        at(25, Action::Feature(false)),
        at(30, Action::Autoscale(true)),
        at(30, Action::Floor(25)),
        at(35, Action::Warmup),
        at(50, Action::Ttl(300)),
        at(60, Action::Feature(true)),
        at(60, Action::Shed(0)),
        at(75, Action::Target(40)),
        at(90, Action::Floor(2)),
    ]
}

/// Checks every minute of a run against the reference window and budget; returns how many
/// minutes had errors and how many paged.
fn check_run(records: &[MinuteRecord], budget_left: f64, context: &str) -> (usize, usize) {
    let mut reference = ReferenceWindow::new();
    let mut budget_remaining = budget_left;
    let (mut erring, mut paging) = (0, 0);
    for record in records {
        let context = format!("{context}, minute {}", record.minute);
        let expected = reference.push(record.error_rate);
        let burns = Burns {
            burn_5m: record.burn_5m,
            burn_30m: record.burn_30m,
            burn_1h: record.burn_1h,
            burn_6h: record.burn_6h,
        };
        assert_same_burns(&burns, &expected, &context);
        assert_eq!(record.alert, Alert::from_burns(&expected), "{context}");
        budget_remaining -= budget::budget_spent_per_minute(budget::burn(record.error_rate));
        assert_eq!(
            record.budget_remaining.to_bits(),
            budget_remaining.to_bits(),
            "{context}: budget"
        );
        erring += usize::from(record.error_rate > 0.0);
        paging += usize::from(record.alert == Alert::Page);
    }
    (erring, paging)
}

#[test]
fn burn_window_equals_the_reference_in_every_scenario() {
    let script = busy_script();
    let responders = [
        ("nobody", Responder::Script(&[])),
        ("script", Responder::Script(&script)),
        ("expert", Responder::Expert),
    ];
    let (mut erring, mut paging) = (0, 0);
    for scenario in Scenario::all_builtin().expect("built-in scenarios") {
        for (who, responder) in responders {
            let plan = RunPlan {
                setup: &scenario.setup,
                deterministic: false,
                responder,
                minutes: scenario.setup.duration_min,
            };
            for seed in 1..=6 {
                let played = plan.play(seed);
                let context = format!("{} seed {seed} ({who})", scenario.id);
                let (e, p) = check_run(&played.records, scenario.setup.budget_left, &context);
                erring += e;
                paging += p;
            }
        }
    }
    // The comparison saw real incidents, not only quiet minutes.
    assert!(
        erring > 1000 && paging > 100,
        "erring {erring}, paging {paging}"
    );
}
