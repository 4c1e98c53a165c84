//! The game master's page in a real browser (issue 30): headless Chromium on the
//! game-master link `play --gm --web` prints; choosing a kind bounds the size by its range,
//! pressing Inject sends it and shows the drill's confirmation, the hidden view lists it
//! once a minute has passed, and at 412×915 and 1920×1080 nothing scrolls sideways and no
//! text is under 12 px.

use std::io::Write;

use crate::util::temp_dir;
use crate::web_browser::{chromium, play_with, wait_line, Page};
use crate::web_geometry::{resize, shoot};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_master_injects_from_the_browser() {
    let dir = temp_dir("web-gm-browser");
    let (_play, mut typing, stdout, _control) =
        play_with(&dir.join("drill.sqlite3"), &["--gm", "--pace", "turns"]);
    // The terminal may wrap the link onto the line after its label.
    let mut labelled = false;
    let gm = wait_line(&stdout, "the game master's link", |line| {
        labelled |= line.contains("the game master");
        let at = line.find("http://")?;
        labelled.then(|| line[at..].trim().to_string())
    });
    let (_browser, devtools) = chromium(&dir.join("profile"));
    let mut page = Page::open(&devtools, &gm, true).await;
    page.until("document.getElementById('gm-panel').hidden === false")
        .await;
    // A kind's range bounds the size field: db-slow takes 10–90.
    let bounds = page
        .eval(
            "(() => { const k = document.getElementById('gm-kind'); k.value = 'db-slow'; \
             k.dispatchEvent(new Event('change')); const s = document.getElementById('gm-size'); \
             s.value = '60'; return [s.min, s.max]; })()",
        )
        .await;
    assert_eq!(bounds, serde_json::json!(["10", "90"]));
    page.click("gm-inject").await;
    // The answer names the inject in words, with its size.
    page.until("document.getElementById('gm-said').textContent.includes('(60 %')")
        .await;
    assert_eq!(
        page.eval("document.getElementById('gm-said').className")
            .await,
        ""
    );
    writeln!(typing, "advance 2").unwrap();
    page.until("document.querySelector('#hidden-view .gm-injects').textContent.includes('(60 %')")
        .await;
    resize(&mut page, 412, 915).await;
    shoot(&mut page, &dir, "web-gm-phone.png", 412, 915).await;
    resize(&mut page, 1920, 1080).await;
    shoot(&mut page, &dir, "web-gm-wall.png", 1920, 1080).await;
}
