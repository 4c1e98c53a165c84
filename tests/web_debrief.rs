//! An ended drill on the web (issue 18): the page shows the debrief the driver computed
//! and told with the drill's end (never one of its own: when the driver's computation
//! fails, the page shows the plain score with the same notice as Discord and `play`), its
//! run chart is the debrief's (what-if runs and the score-parts panel), and the page gives
//! both charts the size the chart module draws them at.

use std::sync::Arc;

use oncall_drill::chart::{COMPACT_HEIGHT, COMPACT_WIDTH, RUN_HEIGHT, WIDTH};
use oncall_drill::drill::DriverHooks;
use oncall_drill::i18n::{debrief, Localizer};
use oncall_drill::model::Locale;
use oncall_drill::web::page::escape;
use reqwest::StatusCode;

use crate::chart_pixels::{assert_full_chart, Kind};
use crate::drill::{alice, at};
use crate::web::{client, next_event, serve, serve_with, Served};

/// Ends the served drill with `end` (while its page's events are read) and returns the
/// debrief's lines the page was sent.
async fn ended_debrief<End>(served: &Served, end: impl FnOnce() -> End) -> Vec<String>
where
    End: std::future::Future<Output = ()>,
{
    let mut stream = client()
        .get(format!("{}/events", served.watch))
        .send()
        .await
        .unwrap();
    let mut buffer = String::new();
    next_event(&mut stream, &mut buffer).await;
    end().await;
    let mut last = next_event(&mut stream, &mut buffer).await;
    // The end's minute may come first; the debrief comes with the end's event.
    while last["debrief"].is_null() {
        last = next_event(&mut stream, &mut buffer).await;
    }
    last["debrief"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line.as_str().unwrap().to_string())
        .collect()
}

/// The body of `GET link/chart.png?view=VIEW`.
async fn chart(link: &str, view: &str) -> Vec<u8> {
    let answer = client()
        .get(format!("{link}/chart.png?view={view}"))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), StatusCode::OK, "{view}");
    assert_eq!(answer.headers()["content-type"], "image/png");
    answer.bytes().await.unwrap().to_vec()
}

#[tokio::test]
async fn a_finished_drill_shows_its_debrief_and_the_debriefs_run_chart() {
    let served = serve(64, false).await;
    let lines = ended_debrief(&served, || async {
        // bad-deploy's 90 minutes, to the end.
        served.handle.advance(&at("c"), 60).await.unwrap();
        served.handle.advance(&at("c"), 60).await.unwrap();
    })
    .await;
    let l = Localizer::new(Locale::EnUs);
    // The what-if runs with their figures, as the model's debrief of the same drill gives
    // them (computed here, apart from the driver).
    let ended = served.handle.snapshot(&at("c")).await.unwrap();
    assert!(!ended.state.is_live());
    let expected = ended.debrief();
    for line in debrief::what_if_lines(&l, &expected) {
        assert!(
            lines.iter().any(|shown| shown.ends_with(&line)),
            "{line} in {lines:?}"
        );
    }
    assert!(
        !lines.contains(&l.text("debrief-detail-failed")),
        "{lines:?}"
    );

    // The run chart is the debrief's: the run's six panels and the score-parts panel.
    let run = chart(&served.watch, "run").await;
    assert_full_chart(&run, Kind::RunScored);
    // The page reserves each chart's own shape: the sizes of the PNGs it is sent.
    let html = crate::web::page_text(&served.watch).await;
    let live = crate::util::png_size(&chart(&served.watch, "live").await);
    assert_eq!(live, (COMPACT_WIDTH, COMPACT_HEIGHT));
    for (id, (width, height)) in [("chart", live), ("run-chart", crate::util::png_size(&run))] {
        let tag = html
            .split("<img ")
            .find(|tag| tag.starts_with(&format!("id=\"{id}\"")))
            .unwrap_or_else(|| panic!("{id} in {html}"));
        assert!(
            tag.contains(&format!("width=\"{width}\" height=\"{height}\"")),
            "{id}: {tag}"
        );
    }
    assert_eq!(crate::util::png_size(&run), (WIDTH, RUN_HEIGHT));
}

#[tokio::test]
async fn a_debrief_the_driver_could_not_compute_shows_the_plain_score_with_the_notice() {
    // The driver's debrief panics; the model's own would not: the page shows the driver's.
    let hooks = DriverHooks {
        before_debrief: Some(Arc::new(|| panic!("a debrief that fails (test hook)"))),
        ..Default::default()
    };
    let served = serve_with(64, false, hooks).await;
    served.handle.advance(&at("c"), 20).await.unwrap();
    let lines = ended_debrief(&served, || async {
        served.handle.stop(&at("c"), alice()).await.unwrap();
    })
    .await;
    let l = Localizer::new(Locale::EnUs);
    let notice = l.text("debrief-detail-failed");
    let ended = served.handle.snapshot(&at("c")).await.unwrap();
    let score_lines = debrief::score_lines(&l, &ended.score());
    assert_eq!(lines.last(), Some(&notice), "{lines:?}");
    for line in &score_lines {
        assert!(lines.contains(line), "{line} in {lines:?}");
    }
    let what_if = l.text("debrief-what-if-title");
    assert!(
        !lines.iter().any(|line| line.contains(&what_if)),
        "{lines:?}"
    );
    let html = crate::web::page_text(&served.control).await;
    assert!(html.contains(&escape(&notice)), "{html}");
    // Without the debrief's what-if runs and score, the run chart has no parts panel.
    assert_full_chart(&chart(&served.control, "run").await, Kind::Run);
}
