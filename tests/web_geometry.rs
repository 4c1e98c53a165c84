//! The browser tests' measures of a page in Chromium (beside `web_browser.rs`'s DevTools
//! session): an element's rectangle, whether it lies on the first screen, the page at a
//! screen's size, a screenshot kept in the test's folder, a tab opened on a link.

use std::path::Path;

use serde_json::{json, Value};

use crate::web_browser::Page;

impl Page {
    /// A new tab of the browser at `devtools`, on `url`, once its script has the first event
    /// (or, with `script` false, once it loaded with JavaScript off).
    pub(crate) async fn open(devtools: &str, url: &str, script: bool) -> Page {
        let (socket, _) = tokio_tungstenite::connect_async(devtools).await.unwrap();
        let mut page = Page {
            socket,
            session: String::new(),
            next_id: 0,
        };
        let target = page
            .call_in(None, "Target.createTarget", json!({ "url": "about:blank" }))
            .await;
        let attached = page
            .call_in(
                None,
                "Target.attachToTarget",
                json!({ "targetId": target["targetId"], "flatten": true }),
            )
            .await;
        page.session = attached["sessionId"].as_str().unwrap().to_string();
        page.call("Page.enable", json!({})).await;
        if !script {
            page.call(
                "Emulation.setScriptExecutionDisabled",
                json!({ "value": true }),
            )
            .await;
        }
        page.call("Page.navigate", json!({ "url": url })).await;
        if script {
            page.until("document.readyState === 'complete' && document.body.dataset.live === '1'")
                .await;
        } else {
            page.until("document.readyState === 'complete'").await;
        }
        page
    }
}

/// A rectangle of the element `selector` as [left, top, right, bottom], or null.
pub(crate) fn rect(selector: &str) -> String {
    format!(
        "(() => {{ const e = document.querySelector('{selector}'); if (!e) return null; \
         const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }})()"
    )
}

pub(crate) fn edges(value: &Value) -> [f64; 4] {
    serde_json::from_value(value.clone()).unwrap_or_else(|_| panic!("a rectangle: {value}"))
}

/// The element lies wholly on the first screen of `width`×`height`, with something drawn.
pub(crate) async fn on_first_screen(page: &mut Page, selector: &str, width: u32, height: u32) {
    let value = page.eval(&rect(selector)).await;
    let [left, top, right, bottom] = edges(&value);
    assert!(
        left >= 0.0
            && top >= 0.0
            && right <= f64::from(width) + 0.5
            && bottom <= f64::from(height) + 0.5
            && right > left
            && bottom > top,
        "{selector} at {value} is not on the first {width}×{height} screen"
    );
}

/// The page in front (a tab behind another draws nothing), at `width`×`height`, scrolled
/// to the top.
pub(crate) async fn resize(page: &mut Page, width: u32, height: u32) {
    page.call("Page.bringToFront", serde_json::json!({})).await;
    page.call(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600 }),
    )
    .await;
    page.eval("window.scrollTo(0, 0)").await;
    page.until(&format!(
        "window.innerWidth === {width} && window.innerHeight === {height}"
    ))
    .await;
}

pub(crate) async fn shoot(page: &mut Page, dir: &Path, name: &str, width: u32, height: u32) {
    page.call("Page.bringToFront", serde_json::json!({})).await;
    page.screenshot(width, height, &dir.join(name)).await;
    // `WEB_SCREENSHOTS=docs`: the README's pictures, a wall screen at half its size.
    if let Some(folder) = std::env::var_os("WEB_SCREENSHOTS") {
        let scale = if width > 1000 { 0.5 } else { 1.0 };
        let clip = json!({ "x": 0, "y": 0, "width": width, "height": height, "scale": scale });
        let shot = page
            .call(
                "Page.captureScreenshot",
                json!({ "format": "png", "clip": clip }),
            )
            .await;
        let png = crate::web_browser::decode_base64(shot["data"].as_str().unwrap());
        std::fs::write(Path::new(&folder).join(name), png).unwrap();
    }
}

/// A number as the page writes it ("19.6 ×", "19,6 ×").
pub(crate) fn number(text: &str) -> f64 {
    let digits: String = text
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '.' || *c == ',')
        .collect();
    digits
        .replace(',', ".")
        .parse()
        .unwrap_or_else(|_| panic!("{text}"))
}
