//! The model's numbers as Fluent arguments, in one list: every text that names the warm-up's
//! length, the rollback's minutes, the database's capacity, a burn window or any other
//! constant writes `{ $warmup_min }` and friends, and [`super::Localizer`] supplies them to
//! any message that asks (see `Localizer::format`). Tune a constant and every locale says
//! the new number; `tests/facts.rs` holds the texts to it.

use fluent_bundle::{FluentArgs, FluentValue};

use super::Localizer;
use crate::model::constants::*;

/// A share 0–1 as a whole number of percent (`0.30` → 30), for texts that write `{ $x } %`.
fn pct(share: f64) -> f64 {
    (share * 100.0).round()
}

/// Every fact by its argument name, numbers as `l`'s locale writes them (a decimal is text
/// with the locale's separator; a whole number stays a number, so it can select a plural).
pub fn facts(l: &Localizer) -> Vec<(&'static str, FluentValue<'static>)> {
    let whole = |value: f64| FluentValue::from(value);
    let decimal = |value: f64, places: usize| FluentValue::from(l.decimal(value, places));
    vec![
        // Arrivals and retries.
        ("diurnal", decimal(DIURNAL_AMPLITUDE, 2)),
        ("rate_noise", decimal(RATE_NOISE_SD, 2)),
        ("retry_cap", whole(RETRY_ARRIVAL_CAP)),
        ("low_priority", whole(pct(LOW_PRIORITY_SHARE))),
        // The fleet and its queue.
        ("workers", WORKERS_PER_INSTANCE.into()),
        ("app_ms", whole(APP_TIME_S * 1000.0)),
        ("feature_ms", whole(FEATURE_APP_TIME_S * 1000.0)),
        ("timeout_s", whole(TIMEOUT_S)),
        ("max_instances", MAX_INSTANCES.into()),
        ("scale_in_quiet", SCALE_IN_QUIET_MINUTES.into()),
        ("scale_in_share", whole(pct(SCALE_IN_MAX_SHARE))),
        ("scale_in_keep", decimal(SCALE_IN_TOLERANCE, 1)),
        ("scale_in_tolerance", whole(pct(SCALE_IN_TOLERANCE - 1.0))),
        // The cache and the database.
        ("queries", whole(QUERIES_PER_REQUEST)),
        ("feature_queries", whole(FEATURE_QUERIES)),
        ("db_capacity", whole(DB_CAPACITY_QPS)),
        ("db_query_ms", whole(DB_BASE_QUERY_S * 1000.0)),
        ("db_query_max_ms", whole(DB_MAX_QUERY_S * 1000.0)),
        ("hot_objects", whole(HOT_OBJECTS)),
        ("refill_tau", whole(REFILL_TAU_MIN)),
        ("warmup_min", WARMUP_MINUTES.into()),
        ("warmup_gain", whole(pct(WARMUP_GAIN_PER_MIN))),
        ("warmup_qps", whole(WARMUP_EXTRA_QPS)),
        // The bad build and its rollback; what an instance costs.
        ("bad_errors", whole(pct(BAD_BUILD_ERROR))),
        ("bad_cpu", decimal(1.0 + BAD_BUILD_CPU_EXTRA, 2)),
        ("rollback_min", ROLLBACK_MINUTES.into()),
        ("price", decimal(PRICE_PER_INSTANCE_HOUR, 2)),
        // The budget, its burn windows and the alerts on them.
        ("slo_pct", decimal(SLO * 100.0, 1)),
        ("error_budget", decimal(ERROR_BUDGET * 100.0, 1)),
        ("month_min", whole(MINUTES_PER_MONTH)),
        ("page_long_min", BURN_WINDOW_MINUTES.into()),
        ("page_long_h", (BURN_WINDOW_MINUTES / 60).into()),
        ("page_short_min", BURN_PAGE_SHORT_MINUTES.into()),
        ("warn_long_min", BURN_WARN_LONG_MINUTES.into()),
        ("warn_long_h", (BURN_WARN_LONG_MINUTES / 60).into()),
        ("warn_short_min", BURN_WARN_SHORT_MINUTES.into()),
        // The live chart spans the page's long window (`chart::scale::LIVE_MINUTES`).
        ("chart_min", BURN_WINDOW_MINUTES.into()),
        // The status message's quick buttons.
        ("quick_instances", QUICK_INSTANCES.into()),
        ("quick_shed", QUICK_SHED_PCT.into()),
    ]
}

/// `args` with every fact added that `args` does not name itself.
pub(super) fn with_facts<'a>(l: &Localizer, args: Option<&'a FluentArgs<'a>>) -> FluentArgs<'a> {
    let mut merged = FluentArgs::new();
    for (name, value) in facts(l) {
        merged.set(name, value);
    }
    for (name, value) in args.into_iter().flat_map(FluentArgs::iter) {
        merged.set(name.to_string(), value.clone());
    }
    merged
}

/// Whether `args` already carry the facts (a second pass: nothing more to add).
pub(super) fn has_facts(args: &FluentArgs) -> bool {
    args.get("warmup_min").is_some()
}

#[cfg(test)]
mod tests {
    use super::super::Catalog;
    use super::*;

    fn localizer(ftl: &'static str) -> Localizer {
        let catalog = Box::leak(Box::new(Catalog::from_sources(&[("en-US", "t.ftl", ftl)])));
        Localizer::with_catalog(catalog, "en-US")
    }

    #[test]
    fn a_message_gets_the_facts_it_names_and_a_callers_argument_wins() {
        let l = localizer(
            "warm = { $warmup_min } min at +{ $warmup_qps }\n\
             both = { $who }: { $rollback_min } min\n\
             own = { $warmup_min }\n",
        );
        assert_eq!(
            l.text("warm"),
            format!("{WARMUP_MINUTES} min at +{WARMUP_EXTRA_QPS}")
        );
        assert_eq!(
            l.tr("both", &[("who", "ana".into())]),
            format!("ana: {ROLLBACK_MINUTES} min")
        );
        assert_eq!(l.tr("own", &[("warmup_min", "seven".into())]), "seven");
    }

    #[test]
    fn decimals_take_the_locales_separator() {
        let ru = Localizer::new(crate::model::Locale::Ru);
        let price = facts(&ru).into_iter().find(|(name, _)| *name == "price");
        let Some((_, FluentValue::String(price))) = price else {
            panic!("the price is a decimal text");
        };
        assert_eq!(
            price,
            format!("{PRICE_PER_INSTANCE_HOUR:.2}").replace('.', ",")
        );
    }
}
