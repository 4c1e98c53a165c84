//! The errors panel's axis, on the compact and the five-panel chart: zero is drawn as zero,
//! not at the log scale's floor, and the burn rate and the error rate share one axis (an
//! error rate of 0.5 % lands where a burn of 5× does).

use oncall_drill::chart::{draw_compact, draw_live, ChartError, ChartText, Frame, Marker};
use oncall_drill::model::MinuteRecord;

use crate::chart::history;
use crate::chart_pixels::{Image, BURN, ERROR_RATE};

/// A chart of the last hour, drawn (the pixel tests skip the PNG round trip).
type Draw = fn(&[MinuteRecord], &[Marker], &ChartText) -> Result<Frame, ChartError>;

/// `records` with every minute's error rate and burn (1 h) set.
fn with_errors(records: &[MinuteRecord], error_rate: f64, burn_1h: f64) -> Vec<MinuteRecord> {
    records
        .iter()
        .map(|r| MinuteRecord {
            error_rate,
            burn_1h,
            ..r.clone()
        })
        .collect()
}

#[test]
fn zero_is_drawn_as_zero_not_at_the_log_floor() {
    let records = history("free-play", &[], 30);
    let text = ChartText::english();
    let zero = with_errors(&records, 0.0, 0.0);
    // The floor of the burn axis, 0.1× (an error rate of 0.01 %), and a hundredth of it.
    let floor = with_errors(&records, 0.0001, 0.1);
    let tiny = with_errors(&records, 0.000_001, 0.001);
    for (name, render) in [
        ("compact", draw_compact as Draw),
        ("five-panel", draw_live as Draw),
    ] {
        let draw = |records: &[MinuteRecord]| Image::of(&render(records, &[], &text).unwrap());
        let (zero, floor, tiny) = (draw(&zero), draw(&floor), draw(&tiny));
        // The burn line at zero lies well below where it lies at the floor (rows grow down).
        let at_zero = zero.mean_row_of(BURN, &floor);
        let at_floor = floor.mean_row_of(BURN, &zero);
        assert!(
            at_zero - at_floor >= 8.0,
            "{name}: zero at row {at_zero:.1}, the floor at {at_floor:.1}"
        );
        // So does the error rate's (under a burn line moved out of its way); and a little
        // above zero is drawn on the floor.
        let error_zero = draw(&with_errors(&records, 0.0, 5.0));
        let error_floor = draw(&with_errors(&records, 0.0001, 5.0));
        let at_zero = error_zero.mean_row_of(ERROR_RATE, &error_floor);
        let at_floor = error_floor.mean_row_of(ERROR_RATE, &error_zero);
        assert!(
            at_zero - at_floor >= 8.0,
            "{name}: {at_zero:.1}, {at_floor:.1}"
        );
        assert!(
            tiny.differences(&floor).is_empty(),
            "{name}: 0.001× on the floor"
        );
    }
}

#[test]
fn burn_and_error_rate_share_one_axis() {
    let records = history("free-play", &[], 30);
    let text = ChartText::english();
    let nothing = with_errors(&records, 0.0, 0.0);
    // An error rate of 0.5 % is a burn of 5×: drawn alone, each line must land on the
    // same height, whichever of the two it is.
    let errors_only = with_errors(&records, 0.005, 0.0);
    let burn_only = with_errors(&records, 0.0, 5.0);
    for (name, render) in [
        ("compact", draw_compact as Draw),
        ("five-panel", draw_live as Draw),
    ] {
        let draw = |records: &[MinuteRecord]| Image::of(&render(records, &[], &text).unwrap());
        let nothing = draw(&nothing);
        let error_row = draw(&errors_only).mean_row_of(ERROR_RATE, &nothing);
        let burn_row = draw(&burn_only).mean_row_of(BURN, &nothing);
        assert!(
            (error_row - burn_row).abs() <= 1.5,
            "{name}: 0.5 % drawn at row {error_row:.1}, 5× at {burn_row:.1}"
        );
        // And away from zero, so the check means something.
        let zero_row = nothing.mean_row_of(BURN, &draw(&burn_only));
        assert!(zero_row - burn_row >= 20.0, "{name}");
    }
}
