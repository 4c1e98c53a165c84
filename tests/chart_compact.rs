//! The compact chart, the status's live chart made for phones: three panels one under the
//! other, and its smallest text, measured on its pixels, still readable at phone width.

use oncall_drill::chart::{
    render_compact, render_live, ChartText, Marker, COMPACT_HEIGHT, COMPACT_WIDTH, HEIGHT,
    PHONE_WIDTH, WIDTH,
};
use oncall_drill::model::{self, MinuteRecord};

use crate::chart::{history, rollback_at_16};
use crate::chart_pixels::{differing_text_height, y_axes, y_axis_runs, Image};

#[test]
fn the_compact_chart_has_three_panels() {
    let history = history("bad-deploy", &rollback_at_16(), 40);
    let text = ChartText::english();
    let compact = Image::decode(&render_compact(&history, &[], &text).expect("chart"));
    let axes = y_axes(&compact);
    assert_eq!(axes.len(), 1, "one column of plots");
    let plots = y_axis_runs(&compact);
    assert_eq!(plots.len(), 3, "plots (top, bottom): {plots:?}");
    // One under the other, each a fair share of the height.
    for (top, bottom) in &plots {
        assert!(bottom - top >= COMPACT_HEIGHT / 8, "{plots:?}");
    }
    // The five-panel chart, for comparison: five plots one under the other.
    let detail = Image::decode(&render_live(&history, &[], &text).expect("chart"));
    let counts: Vec<usize> = y_axes(&detail).iter().map(|(_, p)| p.len()).collect();
    assert_eq!(counts, [5]);
}

/// `records` an hour later in the day: only the time axis' labels change.
fn an_hour_later(records: &[MinuteRecord]) -> Vec<MinuteRecord> {
    records
        .iter()
        .map(|r| MinuteRecord {
            clock: model::Clock(r.clock.0 + 60),
            ..r.clone()
        })
        .collect()
}

/// The compact chart's smallest text, measured on its pixels: each kind of word drawn
/// twice with other letters of the same width (DejaVu's digits are all as wide, so
/// nothing moves), the rows where the ink differs (see [`differing_text_height`]) are
/// those words' height. The axis numbers (the time axis' labels an hour later; the value
/// axes' numbers and the value tags are set in the same size), a legend entry (the last of
/// the errors panel) and a marker label; the smallest, scaled by PHONE_WIDTH / the image's
/// width, is the height on a phone. Digits have no ascenders or descenders: this is about
/// the capital height, the honest "how tall is the text".
#[test]
fn the_compact_charts_smallest_text_reads_on_a_phone() {
    let records = history("bad-deploy", &rollback_at_16(), 30);
    let later = an_hour_later(&records);
    let text = ChartText::english();
    let words_of = |records: &[MinuteRecord], page_line: &str, marker: &str| {
        let text = ChartText {
            page_line: page_line.into(),
            ..text.clone()
        };
        let markers = [Marker {
            minute: 10,
            label: marker.into(),
        }];
        Image::decode(&render_compact(records, &markers, &text).expect("chart"))
    };
    let ones = words_of(&records, "1111", "1111");
    let all = 0..COMPACT_HEIGHT;
    let axis_px = differing_text_height(&ones, &words_of(&later, "1111", "1111"), all.clone());
    let legend_px = differing_text_height(&ones, &words_of(&records, "7777", "1111"), all.clone());
    let marker_px = differing_text_height(&ones, &words_of(&records, "1111", "7777"), all);
    let scale = f64::from(PHONE_WIDTH) / f64::from(COMPACT_WIDTH);
    let smallest = f64::from(axis_px.min(legend_px).min(marker_px)) * scale;
    println!(
        "compact chart ({COMPACT_WIDTH} px wide) shown {PHONE_WIDTH} px wide: axis numbers \
         {:.1} px, legend {:.1} px, marker labels {:.1} px tall",
        f64::from(axis_px) * scale,
        f64::from(legend_px) * scale,
        f64::from(marker_px) * scale,
    );
    assert!(
        smallest >= 9.0,
        "the smallest text is {smallest:.2} px tall at {PHONE_WIDTH} px"
    );

    // The five-panel chart shown as wide, for comparison: its words are 8 px (em) there,
    // the least `chart_parts` allows; smaller than the compact chart's, made for phones.
    let detail =
        |records: &[MinuteRecord]| Image::decode(&render_live(records, &[], &text).expect("chart"));
    // The bottom row's time axis, one line of labels.
    let bottom = HEIGHT - 40..HEIGHT;
    let detail_px = differing_text_height(&detail(&records), &detail(&later), bottom);
    let detail_axis = f64::from(detail_px) * f64::from(PHONE_WIDTH) / f64::from(WIDTH);
    println!("five-panel chart ({WIDTH} px wide) shown {PHONE_WIDTH} px wide: axis numbers {detail_axis:.1} px tall");
    assert!(detail_axis < 9.0 && detail_axis < smallest, "{detail_axis}");
}
