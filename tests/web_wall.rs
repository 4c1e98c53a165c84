//! The page where it is used, in headless Chromium (the DevTools helpers of
//! `web_browser.rs`), in en-US and Russian: on a team room's wall screen (1920×1080) the
//! first screen holds the clock, the state, the alert, the 16 metrics and the whole live
//! chart, and a read-only link gives the controls' column to the settings; each metric
//! carries its own level as colour and word; on phones (412×915, 360×740) the main actions
//! sit in a bar at the bottom, the answer to a tap appears there, the TTL has preset taps,
//! nothing overflows; a slider moved but not sent says so; without JavaScript no control is
//! drawn; the end brings the score and the lessons to the top with no controls left, the
//! taps named in words, never as commands; a lost connection is announced. Each point is checked by the DOM's geometry; screenshots go to
//! the test's own folder (`WEB_SCREENSHOTS=DIR` copies them there, the README's pictures).

use std::io::Write;
use std::path::Path;

use oncall_drill::i18n::{action_words, Localizer};
use oncall_drill::model::constants::{BURN_PAGE, BURN_WARN};
use oncall_drill::model::Action;

use crate::util::temp_dir;
use crate::web_browser::{chromium, play_with, wait_line, Page};
use crate::web_geometry::{edges, number, on_first_screen, rect, resize, shoot};
use crate::web_words::commands_in;

/// The wall view of a control link at 1920×1080.
async fn wall(page: &mut Page, dir: &Path, locale: &str) {
    resize(page, 1920, 1080).await;
    for selector in ["#clock", "#state", "#alert", "#chart", "#advance"] {
        on_first_screen(page, selector, 1920, 1080).await;
    }
    assert_eq!(
        page.eval("document.querySelectorAll('.metric').length")
            .await,
        16
    );
    for i in 0..16 {
        on_first_screen(page, &format!(".metric[data-row=\"{i}\"]"), 1920, 1080).await;
    }
    assert_eq!(
        page.eval("document.getElementById('clock').tagName").await,
        "TIME"
    );
    let clock_px = page
        .eval("parseFloat(getComputedStyle(document.getElementById('clock')).fontSize)")
        .await;
    assert!(clock_px.as_f64().unwrap() >= 32.0, "clock {clock_px} px");
    assert_eq!(
        page.eval("document.getElementById('alert').getAttribute('aria-live')")
            .await,
        "assertive"
    );
    // Each metric: a level of its own, its word beside the colour, a trend line.
    let cards = page
        .eval(
            "[...document.querySelectorAll('.metric')].map(m => [m.dataset.metric, m.dataset.state, \
             m.querySelector('dd').textContent, m.querySelector('.level-word').innerText, \
             m.querySelector('polyline').getAttribute('points').split(' ').length])",
        )
        .await;
    let cards: Vec<(String, String, String, String, usize)> =
        serde_json::from_value(cards).unwrap();
    let mut words = std::collections::BTreeMap::new();
    for (metric, state, value, word, points) in &cards {
        assert!(
            ["ok", "warn", "bad"].contains(&state.as_str()),
            "{metric}: {state}"
        );
        assert!(
            !word.trim().is_empty(),
            "{metric} shows its level in a word"
        );
        assert!(*points >= 2, "{metric}: a trend of {points} points");
        // One word per level, the same on every card.
        assert_eq!(words.entry(state.clone()).or_insert(word.clone()), word);
        // The burns against the model's own lines.
        if metric.starts_with("burn-") {
            let burn = number(value);
            let expected = if burn >= BURN_PAGE {
                "bad"
            } else if burn >= BURN_WARN {
                "warn"
            } else {
                "ok"
            };
            assert_eq!(state, expected, "{metric} at {value}");
        }
    }
    assert!(
        words.contains_key("bad"),
        "into the incident, a problem: {cards:?}"
    );
    assert_eq!(
        cards.iter().find(|c| c.0 == "hit").map(|c| c.1.as_str()),
        Some("ok"),
        "a cache hit rate is not an alarm"
    );
    // Every button its own accessible name; no command syntax in the controls' words.
    let names = page
        .eval(
            "[...document.querySelectorAll('button')].filter(b => b.offsetParent !== null) \
             .map(b => (b.getAttribute('aria-label') || b.textContent).trim())",
        )
        .await;
    let names: Vec<String> = serde_json::from_value(names).unwrap();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    let words_shown = page
        .eval("document.getElementById('controls').innerText")
        .await;
    let words_shown = words_shown.as_str().unwrap();
    for syntax in ["on|off", "floor N", "ttl S", "target P", "shed P"] {
        assert!(!words_shown.contains(syntax), "{syntax} in {words_shown}");
    }
    // Emoji, which may draw as empty boxes without an emoji font, each come with a word
    // (the alert's and the timeline's among them).
    let emoji = page
        .eval(
            "[...document.body.innerText.matchAll(/\\p{Extended_Pictographic}\\uFE0F?\\s*(.?)/gu)] \
             .map(m => m[0])",
        )
        .await;
    let emoji: Vec<String> = serde_json::from_value(emoji).unwrap();
    assert!(emoji.len() >= 2, "{emoji:?}");
    for shown in &emoji {
        let next = shown.chars().last().unwrap();
        assert!(next.is_alphabetic(), "an emoji without a word: {shown:?}");
    }
    shoot(page, dir, &format!("web-wall-{locale}.png"), 1920, 1080).await;
}

/// A phone at `width`×`height`: the bar at the bottom, a preset tap answered there.
async fn phone(page: &mut Page, dir: &Path, locale: &str, size: (u32, u32), ttl: u32, floor: u32) {
    let (width, height) = size;
    resize(page, width, height).await;
    let h = f64::from(height);
    // Halfway down the page the main actions are still under the thumb.
    page.eval("window.scrollTo(0, document.body.scrollHeight / 2)")
        .await;
    for selector in ["#advance", "#c-rollback", "#c-warmup"] {
        on_first_screen(page, selector, width, height).await;
        let [_, top, _, _] = edges(&page.eval(&rect(selector)).await);
        assert!(
            top > h * 0.6,
            "{selector} at {top} of {h}: not at the bottom"
        );
    }
    let [_, _, _, bar_bottom] = edges(&page.eval(&rect("#action-bar")).await);
    assert!(
        (bar_bottom - h).abs() < 1.0,
        "the bar ends at {bar_bottom} of {h}"
    );
    // A preset tap: sent at once, answered beside the thumb, the slider follows.
    page.eval("document.getElementById('said').textContent = ''")
        .await;
    let preset = format!("[data-preset=\"ttl\"][data-value=\"{ttl}\"]");
    let id = page
        .eval(&format!(
            "(() => {{ const b = document.querySelector('{preset}'); b.id = 'preset-{ttl}'; return b.id; }})()"
        ))
        .await;
    page.click(id.as_str().unwrap()).await;
    page.until(&format!(
        "document.getElementById('said').textContent !== '' && document.getElementById('c-ttl').value === '{ttl}'"
    ))
    .await;
    on_first_screen(page, "#said", width, height).await;
    let [_, said_top, _, _] = edges(&page.eval(&rect("#said")).await);
    assert!(said_top > h * 0.5, "the answer at {said_top} of {h}");
    let said = page.eval("[document.getElementById('said').className, document.getElementById('said').textContent]").await;
    assert_eq!(said[0], "", "{said}");
    // A slider moved but not sent says so, and stays where the player put it.
    page.eval(&format!(
        "(() => {{ const s = document.getElementById('c-floor'); s.value = '{floor}'; \
             s.dispatchEvent(new Event('input', {{ bubbles: true }})); }})()"
    ))
    .await;
    assert_eq!(
        page.eval("document.getElementById('control-floor').dataset.unsent")
            .await,
        "1"
    );
    assert_eq!(
        page.eval("document.getElementById('unsent-floor').offsetParent !== null")
            .await,
        true
    );
    page.eval("window.scrollTo(0, 0)").await;
    // `screenshot` checks that nothing scrolls sideways and no text is under 12 px.
    shoot(
        page,
        dir,
        &format!("web-phone-{width}-{locale}.png"),
        width,
        height,
    )
    .await;
    // Sent: no longer marked.
    page.click("set-floor").await;
    page.until("document.getElementById('control-floor').dataset.unsent === ''")
        .await;
}

async fn wall_and_phone(locale: &str) {
    let dir = temp_dir(&format!("web-wall-{locale}"));
    let (mut play, mut typing, stdout, control) =
        play_with(&dir.join("drill.sqlite3"), &["--locale", locale]);
    // The second link: the room's screen, read-only.
    let room = wait_line(&stdout, "read-only link", |line| {
        line.find("http://").map(|at| line[at..].trim().to_string())
    });
    assert_ne!(room, control);
    writeln!(typing, "advance 16").unwrap();
    let (_browser, devtools) = chromium(&dir.join("profile"));
    let mut page = Page::open(&devtools, &control, true).await;
    page.until("document.getElementById('clock').textContent === '09:16'")
        .await;
    // Seed 7 at 09:16: the last 5 minutes burn above the page line, the hour not yet, so
    // nobody is paged; the page says which window the rule still needs, with the hour's
    // burn its card shows.
    resize(&mut page, 1920, 1080).await;
    assert_eq!(
        page.eval("document.getElementById('alert').textContent")
            .await,
        ""
    );
    on_first_screen(&mut page, "#rule-note", 1920, 1080).await;
    let note = page
        .eval("document.getElementById('rule-note').textContent")
        .await;
    let burn_hour = page
        .eval("document.querySelector('[data-metric=\"burn-1h\"] dd').textContent")
        .await;
    assert!(
        note.as_str().unwrap().contains(burn_hour.as_str().unwrap()),
        "{note} names {burn_hour}"
    );
    assert_eq!(
        page.eval("document.querySelector('[data-metric=\"burn-5m\"]').dataset.state")
            .await,
        "bad"
    );
    // Into the page (09:31 on): the alert line is up.
    writeln!(typing, "advance 16").unwrap();
    page.until("document.getElementById('clock').textContent === '09:32'")
        .await;
    assert!(
        page.eval("document.getElementById('rule-note').hidden")
            .await
            == true
    );
    wall(&mut page, &dir, locale).await;
    phone(&mut page, &dir, locale, (412, 915), 300, 12).await;
    phone(&mut page, &dir, locale, (360, 740), 120, 14).await;

    // The room's screen: no controls; their column holds the settings and the roles, and
    // the chart is wider than on the control link.
    let control_chart = edges(&page.eval(&rect("#chart")).await);
    let mut watch = Page::open(&devtools, &room, true).await;
    resize(&mut watch, 1920, 1080).await;
    assert_eq!(
        watch
            .eval("document.getElementById('controls') === null")
            .await,
        true
    );
    for selector in [
        "#chart",
        ".settings",
        "#settings",
        "#roles",
        "#clock",
        "#alert",
    ] {
        on_first_screen(&mut watch, selector, 1920, 1080).await;
    }
    resize(&mut page, 1920, 1080).await;
    let control_chart_wall = edges(&page.eval(&rect("#chart")).await);
    let watch_chart = edges(&watch.eval(&rect("#chart")).await);
    assert!(
        watch_chart[2] - watch_chart[0] > control_chart_wall[2] - control_chart_wall[0],
        "{watch_chart:?} vs {control_chart_wall:?} ({control_chart:?} on the phone)"
    );
    assert_eq!(
        watch
            .eval("document.querySelectorAll('#settings > div').length")
            .await,
        6
    );
    assert_eq!(
        watch
            .eval("document.querySelectorAll('#roles > div').length")
            .await,
        3
    );
    shoot(
        &mut watch,
        &dir,
        &format!("web-room-{locale}.png"),
        1920,
        1080,
    )
    .await;

    // Without JavaScript: no control is drawn that would send nothing.
    let mut plain = Page::open(&devtools, &control, false).await;
    assert_eq!(
        plain
            .eval("[...document.querySelectorAll('button, input')].filter(e => e.offsetParent !== null).length")
            .await,
        0
    );

    // The end: no controls, the score and the lessons at the top of the first screen.
    writeln!(typing, "stop").unwrap();
    page.until("!document.getElementById('debrief').hidden && document.getElementById('run-chart').naturalWidth > 0")
        .await;
    assert_eq!(
        page.eval("document.getElementById('controls') === null")
            .await,
        true
    );
    for (width, height) in [(1920, 1080), (412, 915)] {
        resize(&mut page, width, height).await;
        on_first_screen(&mut page, "#debrief-head", width, height).await;
        let head = page
            .eval("document.getElementById('debrief-head').innerText")
            .await;
        assert!(head.as_str().unwrap().lines().count() >= 3, "{head}");
        // The run chart fits the screen it is on; its link opens the full size.
        let [left, top, right, bottom] = edges(&page.eval(&rect("#run-chart")).await);
        assert!(
            right - left <= f64::from(width) && bottom - top <= f64::from(height),
            "run chart {left},{top},{right},{bottom} at {width}×{height}"
        );
        shoot(
            &mut page,
            &dir,
            &format!("web-end-{width}-{locale}.png"),
            width,
            height,
        )
        .await;
    }
    // As the browser shows them, the timeline and the debrief name the phone's taps in
    // words, and no line of theirs holds a command.
    let shown = page
        .eval(
            "['timeline', 'debrief'].map(id => document.getElementById(id).innerText).join('\\n')",
        )
        .await;
    let shown = shown.as_str().unwrap();
    let l = Localizer::negotiated(locale);
    for line in shown.lines() {
        assert!(commands_in(&l, line).is_empty(), "command syntax in {line}");
    }
    let described = Localizer::negotiated(locale).described();
    for tapped in [
        Action::Ttl(300),
        Action::Ttl(120),
        Action::Floor(12),
        Action::Floor(14),
    ] {
        let words = action_words::action(&described, &tapped);
        assert!(shown.contains(&words), "{words} in {shown}");
    }
    let full = page
        .eval("document.getElementById('run-chart-link').getAttribute('href')")
        .await;
    assert!(
        full.as_str().unwrap().ends_with("chart.png?view=run"),
        "{full}"
    );

    // The connection lost (the drill's process gone): the page says so.
    let _ = play.0.kill();
    let _ = play.0.wait();
    page.until("!document.getElementById('connection').hidden")
        .await;
    assert_eq!(
        page.eval(
            "document.getElementById('connection').textContent === document.body.dataset.lost"
        )
        .await,
        true
    );
    drop(typing);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_wall_and_the_phone_in_english() {
    wall_and_phone("en-US").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_wall_and_the_phone_in_russian() {
    wall_and_phone("ru").await;
}
