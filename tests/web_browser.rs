//! A real browser on the web page: headless Chromium (Debian's `chromium`; CI installs it)
//! driven over the DevTools protocol, without network, against `play --web`. It opens the
//! control link, finds the opening numbers the terminal printed, sees them change after an
//! `advance` typed on the terminal side and after clicks on the page's controls, and takes
//! screenshots at 412×915 and 1920×1080 that must not scroll sideways. Without Chromium it
//! fails, saying how to install it: nothing is skipped silently.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{mpsc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures::{SinkExt, StreamExt};
use oncall_drill::chart::{RUN_HEIGHT, WIDTH};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::util::{bin, png_size, temp_dir};

const CHROMIUM: &str = "/usr/bin/chromium";

/// How long [`wait_line`] waits for the line it looks for.
const LINE_WAIT: Duration = Duration::from_secs(60);

/// A child process killed when the test ends, however it ends.
pub(crate) struct Killed(pub(crate) Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Lines a child writes, read on a thread.
pub(crate) fn lines_of(reader: impl std::io::Read + Send + 'static) -> mpsc::Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(reader).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    receiver
}

/// The first line within `wait` that `pick` accepts, mapped; panics naming `what`.
pub(crate) fn wait_line<T>(
    lines: &mpsc::Receiver<String>,
    what: &str,
    mut pick: impl FnMut(&str) -> Option<T>,
) -> T {
    // The longest a line may take: a browser starting beside the whole suite on two cores.
    let deadline = Instant::now() + LINE_WAIT;
    let mut seen = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match lines.recv_timeout(left) {
            Ok(line) => {
                if let Some(found) = pick(&line) {
                    return found;
                }
                seen.push(line);
            }
            Err(_) => break,
        }
    }
    panic!("no {what} within {LINE_WAIT:?}; saw:\n{}", seen.join("\n"));
}

/// One DevTools session on one page.
pub(crate) struct Page {
    pub(crate) socket: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    pub(crate) session: String,
    pub(crate) next_id: u64,
}

impl Page {
    pub(crate) async fn call_in(
        &mut self,
        session: Option<&str>,
        method: &str,
        params: Value,
    ) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = session {
            message["sessionId"] = session.into();
        }
        self.socket
            .send(Message::Text(message.to_string()))
            .await
            .unwrap();
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(30), self.socket.next())
                .await
                .unwrap_or_else(|_| panic!("no answer to {method}"))
                .expect("the browser stays connected")
                .unwrap();
            let Message::Text(text) = frame else { continue };
            let answer: Value = serde_json::from_str(&text).unwrap();
            if answer["id"] == id {
                assert!(answer["error"].is_null(), "{method}: {answer}");
                return answer["result"].clone();
            }
        }
    }

    pub(crate) async fn call(&mut self, method: &str, params: Value) -> Value {
        let session = self.session.clone();
        self.call_in(Some(&session), method, params).await
    }

    /// The value of a JavaScript expression in the page.
    pub(crate) async fn eval(&mut self, expression: &str) -> Value {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
            )
            .await;
        assert!(
            result["exceptionDetails"].is_null(),
            "{expression}: {result}"
        );
        result["result"]["value"].clone()
    }

    /// Waits until `expression` is true in the page.
    pub(crate) async fn until(&mut self, expression: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if self.eval(expression).await == Value::Bool(true) {
                return;
            }
            // A poll: the DevTools protocol tells of no arbitrary expression turning true.
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let body = self.eval("document.body.innerText").await;
        panic!("never true: {expression}\npage:\n{body}");
    }

    /// A real mouse click in the middle of the element with `id`.
    pub(crate) async fn click(&mut self, id: &str) {
        let rect = self
            .eval(&format!(
                "(() => {{ const e = document.getElementById('{id}'); e.scrollIntoView({{block: 'center'}}); \
                 const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()"
            ))
            .await;
        let (x, y) = (rect[0].as_f64().unwrap(), rect[1].as_f64().unwrap());
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 }),
            )
            .await;
        }
    }

    /// A screenshot at `width`×`height` CSS pixels; asserts the page does not scroll sideways.
    pub(crate) async fn screenshot(&mut self, width: u32, height: u32, file: &Path) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600 }),
        )
        .await;
        self.until(&format!("window.innerWidth === {width}")).await;
        let fits = self
            .eval("[document.scrollingElement.scrollWidth, window.innerWidth]")
            .await;
        let (scroll, inner) = (fits[0].as_u64().unwrap(), fits[1].as_u64().unwrap());
        assert!(
            scroll <= inner,
            "at {width}×{height} the page is {scroll} px wide in {inner} px"
        );
        // Text stays readable on a phone: nothing under 12 px.
        let smallest = self
            .eval(
                "Math.min(...[...document.querySelectorAll('body *')].filter(e => e.offsetParent !== null \
                 && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) \
                 .map(e => parseFloat(getComputedStyle(e).fontSize)))",
            )
            .await;
        assert!(
            smallest.as_f64().unwrap() >= 12.0,
            "text of {smallest} px at {width}"
        );
        let shot = self
            .call("Page.captureScreenshot", json!({ "format": "png" }))
            .await;
        let png = decode_base64(shot["data"].as_str().unwrap());
        assert_eq!(png_size(&png), (width, height));
        std::fs::write(file, png).unwrap();
    }
}

pub(crate) fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    digits
        .chunks(4)
        .flat_map(|chunk| {
            let n =
                chunk.iter().fold(0u32, |n, &d| (n << 6) | u32::from(d)) << (6 * (4 - chunk.len()));
            let bytes = n.to_be_bytes();
            bytes[1..chunk.len()].to_vec()
        })
        .collect()
}

/// One browser at a time across the test binary: three Chromiums starting together beside
/// the rest of the suite on two cores took longer than the start wait (seen in CI).
static ONE_BROWSER: Mutex<()> = Mutex::new(());

/// A running Chromium and this test's turn with it: the browser is killed first, then the
/// turn passes on.
pub(crate) struct Browser {
    _child: Killed,
    _turn: MutexGuard<'static, ()>,
}

/// Chromium, headless, on a fresh profile, with nothing reaching the network; it waits for
/// the browser another test is running to end.
pub(crate) fn chromium(profile: &Path) -> (Browser, String) {
    // A test that failed with the browser still counts as done with it.
    let turn = ONE_BROWSER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    assert!(
        Path::new(CHROMIUM).exists(),
        "the browser test needs Chromium at {CHROMIUM}: install it with \
         `apt-get update && apt-get install -y chromium` (CI's .ci/run does)"
    );
    let mut child = Command::new(CHROMIUM)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--remote-debugging-port=0",
            "--remote-allow-origins=*",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("about:blank")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("Chromium starts");
    let stderr = lines_of(child.stderr.take().unwrap());
    let child = Killed(child);
    let url = wait_line(&stderr, "DevTools address", |line| {
        line.split_once("DevTools listening on ")
            .map(|(_, url)| url.trim().to_string())
    });
    let browser = Browser {
        _child: child,
        _turn: turn,
    };
    (browser, url)
}

/// `play bad-deploy --web 127.0.0.1:0`, its stdin kept open for typing, and its link.
fn play(db: &Path) -> (Killed, ChildStdin, mpsc::Receiver<String>, String) {
    play_with(db, &[])
}

/// `play bad-deploy --seed 7 --web 127.0.0.1:0` with `extra` arguments, its stdin kept
/// open for typing, and its control link (the first it prints).
pub(crate) fn play_with(
    db: &Path,
    extra: &[&str],
) -> (Killed, ChildStdin, mpsc::Receiver<String>, String) {
    let mut child = bin()
        .args([
            "play",
            "bad-deploy",
            "--seed",
            "7",
            "--web",
            "127.0.0.1:0",
            "--db",
        ])
        .arg(db)
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("play starts");
    let stdin = child.stdin.take().unwrap();
    let stdout = lines_of(child.stdout.take().unwrap());
    let link = wait_line(&stdout, "control link", |line| {
        line.find("http://").map(|at| line[at..].trim().to_string())
    });
    (Killed(child), stdin, stdout, link)
}

/// The value the terminal printed on the dashboard line that starts with `label`.
pub(crate) fn printed(stdout: &mpsc::Receiver<String>, label: &str) -> String {
    wait_line(stdout, label, |line| {
        line.trim_start()
            .strip_prefix(label)
            .map(|value| value.trim().to_string())
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_plays_the_drill_beside_the_terminal() {
    let dir = temp_dir("web-browser");
    let (_play, mut typing, stdout, link) = play(&dir.join("drill.sqlite3"));
    let requests = printed(&stdout, "Requests");
    let (_browser, devtools) = chromium(&dir.join("profile"));
    let mut page = Page::open(&devtools, &link, true).await;

    // The opening numbers: the ones the terminal printed.
    let row = |label: &str| {
        format!(
            "[...document.querySelectorAll('.metric')].find(m => m.querySelector('dt').textContent === '{label}').querySelector('dd').textContent"
        )
    };
    assert_eq!(
        page.eval("document.getElementById('clock').textContent")
            .await,
        "09:00"
    );
    assert_eq!(
        page.eval(&row("Requests")).await,
        Value::String(requests.clone())
    );
    let opening = page.eval("document.getElementById('rows').innerText").await;

    // Typed at the terminal: the page follows.
    writeln!(typing, "advance").unwrap();
    page.until("document.getElementById('clock').textContent === '09:01'")
        .await;
    let after_advance = page.eval("document.getElementById('rows').innerText").await;
    assert_ne!(after_advance, opening, "the numbers moved with the minute");

    // Clicked on the page: a switch (the terminal's drill takes it) and Advance.
    page.click("c-feature").await;
    page.until("document.getElementById('timeline').children.length >= 1")
        .await;
    assert_eq!(
        page.eval("document.getElementById('c-feature').checked")
            .await,
        false
    );
    let said = printed(&stdout, "✔");
    assert!(
        said.contains("recommendations") || said.contains("feature"),
        "{said}"
    );
    page.click("advance").await;
    page.until("document.getElementById('clock').textContent === '09:02'")
        .await;
    let after_click = page.eval("document.getElementById('rows').innerText").await;
    assert_ne!(
        after_click, after_advance,
        "the numbers moved after the click"
    );

    // Into the incident (the bad build is out, the alert fires) for the screenshots.
    writeln!(typing, "advance 14").unwrap();
    page.until("document.getElementById('clock').textContent === '09:16'")
        .await;
    // `WEB_SCREENSHOTS=DIR` keeps them there (the README's pictures come from `web_wall.rs`).
    let keep = std::env::var_os("WEB_SCREENSHOTS").map(std::path::PathBuf::from);
    for (width, height) in [(412, 915), (1920, 1080)] {
        let name = format!("web-{width}.png");
        page.screenshot(width, height, &dir.join(&name)).await;
        if let Some(folder) = &keep {
            std::fs::copy(dir.join(&name), folder.join(&name)).unwrap();
        }
    }
    // Stopped at the terminal: the page shows the debrief and the run chart, and stays up
    // until the player is done (here, until standard input closes).
    writeln!(typing, "stop").unwrap();
    page.until(
        "!document.getElementById('debrief').hidden \
         && document.getElementById('run-chart').naturalWidth > 0",
    )
    .await;
    let debrief = page
        .eval("document.getElementById('debrief-text').textContent")
        .await;
    assert!(
        debrief.as_str().unwrap().contains("Bad deploy"),
        "{debrief}"
    );
    // The debrief's run chart at the chart module's size, shown undistorted: scaled to fit
    // (never past its own width), its shape kept within a pixel.
    let shown = page
        .eval("['naturalWidth', 'naturalHeight', 'clientWidth', 'clientHeight'].map(k => document.getElementById('run-chart')[k])")
        .await;
    let [nw, nh, cw, ch]: [u64; 4] = serde_json::from_value(shown.clone()).expect("four sizes");
    assert_eq!((nw, nh), (u64::from(WIDTH), u64::from(RUN_HEIGHT)));
    assert!(
        cw > 0 && cw <= nw && (ch * nw).abs_diff(cw * nh) <= nw,
        "{shown}"
    );
    printed(&stdout, "The drill's page stays up");
    drop(typing);
}
