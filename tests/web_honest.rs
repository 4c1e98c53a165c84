//! The page tells the truth about its own state, in headless Chromium (issue 29.4 and
//! 29.6), in Russian: the live connection dropped (a proxy of the test's own between the
//! browser and `play --web` cuts every connection and refuses new ones — nothing in the
//! program's code paths) brings the "connection lost" banner and the numbers dimmed while
//! the drill moves on unseen; restored, the page says it is back and shows the drill's
//! current minute. An action too large for the server, posted through the page's own
//! sending code, is answered in the page's language.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use oncall_drill::i18n::Localizer;
use oncall_drill::model::Locale;
use oncall_drill::web::MAX_ACTION_BYTES;
use tokio::net::{TcpListener, TcpStream};
use tokio::task::AbortHandle;

use crate::util::temp_dir;
use crate::web_browser::{chromium, play_with, Page};
use crate::web_geometry::resize;

/// A TCP proxy to `upstream` that the test can cut: while cut, its connections are gone
/// and a new one is closed as soon as it is accepted, as a dropped network looks to a
/// browser.
struct Proxy {
    port: u16,
    cut: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<AbortHandle>>>,
    accepting: AbortHandle,
}

impl Proxy {
    async fn to(upstream: u16) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let cut = Arc::new(AtomicBool::new(false));
        let open: Arc<Mutex<Vec<AbortHandle>>> = Arc::default();
        let (is_cut, conns) = (cut.clone(), open.clone());
        let accepting = tokio::spawn(async move {
            loop {
                let Ok((mut inbound, _)) = listener.accept().await else {
                    continue;
                };
                if is_cut.load(Ordering::SeqCst) {
                    drop(inbound);
                    continue;
                }
                let task = tokio::spawn(async move {
                    let mut outbound = TcpStream::connect(("127.0.0.1", upstream)).await?;
                    tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await
                });
                conns.lock().unwrap().push(task.abort_handle());
            }
        })
        .abort_handle();
        Proxy {
            port,
            cut,
            open,
            accepting,
        }
    }

    /// Every connection through it closed, and new ones refused, until [`Proxy::restore`].
    fn cut(&self) {
        self.cut.store(true, Ordering::SeqCst);
        for connection in self.open.lock().unwrap().drain(..) {
            connection.abort();
        }
    }

    fn restore(&self) {
        self.cut.store(false, Ordering::SeqCst);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.accepting.abort();
        self.cut();
    }
}

/// `http://127.0.0.1:PORT/d/TOKEN` → (PORT, `/d/TOKEN`).
fn port_and_path(link: &str) -> (u16, String) {
    let rest = link.strip_prefix("http://127.0.0.1:").expect(link);
    let (port, path) = rest.split_at(rest.find('/').expect(link));
    (port.parse().unwrap(), path.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_says_when_its_connection_is_lost_and_back_and_answers_in_its_language() {
    let dir = temp_dir("web-honest");
    let (_play, mut typing, _stdout, control) =
        play_with(&dir.join("drill.sqlite3"), &["--locale", "ru"]);
    let (port, path) = port_and_path(&control);
    let proxy = Proxy::to(port).await;
    let (_browser, devtools) = chromium(&dir.join("profile"));
    let mut page = Page::open(
        &devtools,
        &format!("http://127.0.0.1:{}{path}", proxy.port),
        true,
    )
    .await;
    resize(&mut page, 1920, 1080).await;
    assert_eq!(page.eval("document.documentElement.lang").await, "ru");

    // A line larger than the server takes, sent by the page's own code (a preset tap
    // carrying it): the answer under the controls is the Russian one.
    let ru = Localizer::new(Locale::Ru);
    let too_large = ru.tr("web-too-large", &[("max", MAX_ACTION_BYTES.into())]);
    assert_ne!(
        too_large,
        Localizer::new(Locale::EnUs).tr("web-too-large", &[("max", MAX_ACTION_BYTES.into())])
    );
    page.eval(&format!(
        "document.querySelector('[data-preset=\"ttl\"]').id = 'huge'; \
         document.getElementById('huge').dataset.value = '1'.repeat({})",
        MAX_ACTION_BYTES
    ))
    .await;
    page.click("huge").await;
    page.until("document.getElementById('said').textContent !== ''")
        .await;
    assert_eq!(
        page.eval("document.getElementById('said').textContent")
            .await,
        too_large.as_str()
    );
    assert_eq!(
        page.eval("document.getElementById('said').className").await,
        "refused"
    );
    // The answer is announced where it appears.
    assert_eq!(
        page.eval("document.getElementById('said').getAttribute('aria-live')")
            .await,
        "polite"
    );

    // The banner is a status region: a screen reader announces it.
    assert_eq!(
        page.eval("document.getElementById('connection').getAttribute('role')")
            .await,
        "status"
    );
    assert_eq!(
        page.eval("document.getElementById('connection').hidden")
            .await,
        true
    );

    // The network drops: the page says so and dims its numbers; the drill goes on.
    proxy.cut();
    page.until("!document.getElementById('connection').hidden && document.body.classList.contains('stale')")
        .await;
    assert_eq!(
        page.eval(
            "document.getElementById('connection').textContent === document.body.dataset.lost"
        )
        .await,
        true
    );
    assert_eq!(
        page.eval("document.body.dataset.lost").await,
        ru.text("web-connection-lost").as_str()
    );
    writeln!(typing, "advance 3").unwrap();
    // Given time to reconnect (and fail), the page keeps the minute it last had.
    tokio::time::sleep(std::time::Duration::from_secs(4)).await;
    assert_eq!(
        page.eval("document.getElementById('clock').textContent")
            .await,
        "09:00"
    );
    assert_eq!(
        page.eval(
            "document.getElementById('connection').textContent === document.body.dataset.lost"
        )
        .await,
        true
    );

    // Back: the page says so and shows the drill's minute now.
    proxy.restore();
    page.until("document.getElementById('connection').classList.contains('back')")
        .await;
    assert_eq!(
        page.eval("[document.getElementById('connection').textContent, document.getElementById('connection').hidden]")
            .await,
        serde_json::json!([ru.text("web-connection-back"), false])
    );
    page.until("document.getElementById('clock').textContent === '09:03'")
        .await;
    assert_eq!(
        page.eval("document.body.classList.contains('stale')").await,
        false
    );
    drop(typing);
}
