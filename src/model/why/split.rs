//! The minute's errors split into their causes by computing the minute again without
//! them, through every formula of the minute ([`minute::evaluate`]: cache, database load,
//! query time, service time, queue, SLI). A retry storm that saturates the database is
//! then named as retries: without this minute's retries the database would not be
//! saturated, the service time would be short and the queue would keep up.
//!
//! Two causes can be taken away: this minute's client retries (§7.19; the fresh arrivals
//! remain, shed alike, §7.12) and the bad build (§7.6; its share 0). What remains without
//! both — the fresh requests on a good build — is excess load when that minute would
//! reject (a ≥ N), time-outs otherwise (§7.1). The two causes overlap (retries hurt more
//! on a slow build), so each gets the mean of what removing it saves with and without the
//! other (the Shapley value of the two; Shapley, "A value for n-person games", 1953): the
//! parts add up to the minute's error rate exactly, and a cause absent this minute has
//! part 0. Shed requests are not errors (§7.12) and never a cause.

use super::Parts;
use crate::model::minute::{self, MinuteInputs};
use crate::model::record::MinuteRecord;

/// Splits a minute's errors into their causes (see the module's header).
pub fn parts(r: &MinuteRecord) -> Parts {
    let actual = MinuteInputs::of(r);
    let without_retries = MinuteInputs {
        lambda_admitted: fresh_admitted(r),
        ..actual
    };
    let on_good_build = |inputs: MinuteInputs| MinuteInputs {
        bad_share: 0.0,
        ..inputs
    };
    let error = |inputs: &MinuteInputs| minute::evaluate(inputs).error_rate;

    let both = error(&actual);
    let retries_alone = error(&on_good_build(actual));
    let bad_build_alone = error(&without_retries);
    let base = minute::evaluate(&on_good_build(without_retries));
    let base_error = base.error_rate;

    let retries = 0.5 * ((retries_alone - base_error) + (both - bad_build_alone));
    let bad_build = 0.5 * ((bad_build_alone - base_error) + (both - retries_alone));
    let (overload, timeouts) = if base.queue.failed_share > 0.0 {
        (base_error, 0.0)
    } else {
        (0.0, base_error)
    };
    Parts {
        overload,
        timeouts,
        retries,
        bad_build,
    }
}

/// The admitted requests/s without this minute's retries: the fresh arrivals, shed alike
/// (§7.12). Equal to the admitted rate, to the bit, in a minute without retries.
fn fresh_admitted(r: &MinuteRecord) -> f64 {
    ((r.lambda_arrival - r.retry_rps) * (1.0 - r.dropped_share)).max(0.0)
}
