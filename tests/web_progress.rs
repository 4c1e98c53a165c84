//! A server's read-only progress page on the web (issue 31, item 3), over HTTP on
//! 127.0.0.1: after three finished drills its page counts them and lists each with its
//! stored score, its chart decodes at least 600 px wide, the link is one per server, and
//! an unknown token is a 404; in Chromium at 412×915 nothing scrolls sideways, no text is
//! under 12 px and every text meets WCAG AA contrast (4.5:1) against what is behind it.

use oncall_drill::drill::StartRequest;
use oncall_drill::model::{GuildId, Pace};
use reqwest::StatusCode;
use rusqlite::Connection;

use crate::drill::{at, request};
use crate::util::{eventually, png_size, temp_dir};
use crate::web::client;
use crate::web_browser::{chromium, Page};
use crate::web_geometry::{resize, shoot};

/// The lowest contrast ratio (WCAG 2) of any shown text against the first opaque
/// background behind it, and that text.
const LOWEST_CONTRAST: &str = "(() => {
  const parse = (c) => { const v = c.match(/rgba?\\(([^)]+)\\)/)[1].split(',').map(Number);
    return { r: v[0], g: v[1], b: v[2], a: v.length > 3 ? v[3] : 1 }; };
  const channel = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); };
  const lum = (c) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  const behind = (e) => { for (; e; e = e.parentElement) { const c = parse(getComputedStyle(e).backgroundColor);
    if (c.a > 0) return c; } return { r: 255, g: 255, b: 255, a: 1 }; };
  let lowest = [100, ''];
  for (const e of document.querySelectorAll('body *')) {
    if (e.offsetParent === null) continue;
    if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    const [a, b] = [lum(parse(getComputedStyle(e).color)), lum(behind(e))].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    if (ratio < lowest[0]) lowest = [ratio, e.textContent.trim().slice(0, 40)];
  }
  return lowest;
})()";

/// The page in Chromium at 412×915: no sideways scroll, no text under 12 px (both checked
/// by the screenshot), every text at AA contrast.
async fn on_a_phone(url: &str, dir: &std::path::Path) {
    let (_browser, devtools) = chromium(&dir.join("profile"));
    let mut page = Page::open(&devtools, url, false).await;
    resize(&mut page, 412, 915).await;
    shoot(&mut page, dir, "web-progress-phone.png", 412, 915).await;
    let lowest = page.eval(LOWEST_CONTRAST).await;
    let ratio = lowest[0].as_f64().unwrap();
    assert!(lowest[1] != "", "texts were measured: {lowest}");
    assert!(ratio >= 4.5, "contrast {ratio:.2} of {}", lowest[1]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_progress_page_shows_the_servers_finished_drills() {
    let dir = temp_dir("web-progress");
    let db = dir.join("drills.sqlite3");
    // The bot's way of running, as the web links' tests run it.
    let running = crate::web_links::run(&db).await;
    let (handle, web) = (&running.handle, &running.web);
    let base = format!("http://{}", web.local_addr());

    for seed in [1, 2, 3] {
        let start = StartRequest {
            seed,
            ..request("p", "bad-deploy", Pace::Turns)
        };
        handle.start(start).await.unwrap();
        while handle.snapshot(&at("p")).await.unwrap().state.is_live() {
            handle.advance(&at("p"), 60).await.unwrap();
        }
    }
    // The scores as stored, oldest first, read with SQL of the test's own.
    let scored = || async {
        let conn = Connection::open(&db).ok()?;
        let mut statement = conn
            .prepare(
                "SELECT id, score FROM incidents WHERE score IS NOT NULL ORDER BY ended_at_ms, id",
            )
            .ok()?;
        let rows: Vec<(i64, f64)> = statement
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .ok()?
            .map(Result::unwrap)
            .collect();
        (rows.len() == 3).then_some(rows)
    };
    let stored = eventually("three drills ended and scored", scored).await;

    let guild = GuildId("g".into());
    let url = web.progress_url(&guild).await.expect("a progress link");
    assert_eq!(
        web.progress_url(&guild).await,
        Some(url.clone()),
        "one per server"
    );
    assert!(url.starts_with(&format!("{base}/p/")), "{url}");
    let answer = client().get(&url).send().await.unwrap();
    assert_eq!(answer.status(), StatusCode::OK);
    assert_eq!(answer.headers()["cache-control"], "no-store");
    let html = answer.text().await.unwrap();
    assert!(
        html.contains("<html lang=\"en-US\">"),
        "the server's language"
    );
    assert!(html.contains("Full drills played: 3;"), "{html}");
    for (id, score) in &stored {
        let row = format!("<tr data-kind=\"full\" data-incident=\"{id}\">");
        let at = html.find(&row).unwrap_or_else(|| panic!("{row} in {html}"));
        let score = format!("<td data-score>{score:.1}</td>");
        let end = html[at..].find("</tr>").unwrap() + at;
        assert!(
            html[at..end].contains(&score),
            "{score} in {}",
            &html[at..end]
        );
    }
    assert_eq!(html.matches("<tr data-kind=").count(), 3);
    let token = url.rsplit('/').next().unwrap();
    assert!(html.contains(&format!("src=\"/p/{token}/progress.png\"")));
    let chart = client()
        .get(format!("{url}/progress.png"))
        .send()
        .await
        .unwrap();
    assert_eq!(chart.status(), StatusCode::OK);
    assert_eq!(chart.headers()["content-type"], "image/png");
    let (width, _) = png_size(&chart.bytes().await.unwrap());
    assert!(width >= 600, "{width} px wide");

    // Nothing else is a progress page: an unknown token, a drill's link, another path.
    let drill_link = web.watch_url(stored_id(&stored)).expect("a watched drill");
    let drill_token = drill_link.rsplit('/').next().unwrap();
    for path in [
        "/p/0123456789abcdef0123456789abcdef".to_string(),
        "/p/0123456789abcdef0123456789abcdef/progress.png".to_string(),
        format!("/p/{drill_token}"),
        "/p/not-a-token".to_string(),
    ] {
        let answer = client().get(format!("{base}{path}")).send().await.unwrap();
        assert_eq!(answer.status(), StatusCode::NOT_FOUND, "{path}");
    }
    on_a_phone(&url, &dir).await;
    running.stop().await;
}

/// The first stored drill's id, as the web names drills.
fn stored_id(stored: &[(i64, f64)]) -> oncall_drill::model::IncidentId {
    oncall_drill::model::IncidentId(stored[0].0)
}
