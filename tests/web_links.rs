//! The web's links outlive a restart: a link given out before it opens its drill after it
//! (the channel's live drill, continued, and an ended one that newer drills in the same
//! channel followed) until it expires, a retention after its drill ended; a link never
//! given out stays unknown. A restart is the bot's: the database reopened, a new web.

use std::path::Path;

use oncall_drill::drill::{self, DrillHandle, EngineConfig, Snapshot};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{IncidentId, Locale, Pace};
use oncall_drill::web::{Access, Web, WebOptions};
use reqwest::StatusCode;
use rusqlite::Connection;

use crate::chart_pixels::{assert_full_chart, Kind};
use crate::drill::{alice, at, request};
use crate::util::temp_dir;
use crate::web::{client, post_act};

/// Links of ended drills expire this many days after the end.
const RETENTION_DAYS: u32 = 30;

/// The bot's way of running: the drill database opened as its owner, every drill watched.
pub(crate) struct Running {
    pub(crate) handle: DrillHandle,
    pub(crate) web: Web,
    driver: tokio::task::JoinHandle<()>,
}

pub(crate) async fn run(db: &Path) -> Running {
    let (handles, events, driver) = drill::open(db, EngineConfig::default()).await.unwrap();
    let handle = handles.drills;
    let options = WebOptions::watching("127.0.0.1:0".parse().unwrap(), None, RETENTION_DAYS);
    let web = Web::start(handle.clone(), handles.web_links, options)
        .await
        .unwrap();
    // The web alone follows the drill host's event bus here.
    let mut bus = oncall_drill::drill::bus::Bus::new(None);
    web.subscribe(&mut bus);
    bus.start(events);
    Running {
        handle,
        web,
        driver,
    }
}

impl Running {
    /// Stops as the bot does: the driver, the web, then the database (file and lock).
    pub(crate) async fn stop(self) {
        self.driver.abort();
        let _ = self.driver.await;
        self.web.stop();
        self.handle.close_store().await;
    }

    /// Starts `scenario` in channel `c` and gives it a link with `access`; the path of the
    /// link (the same on any server) and the drill.
    async fn start(&self, scenario: &str, access: Access) -> (String, Snapshot) {
        let snapshot = self
            .handle
            .start(request("c", scenario, Pace::Turns))
            .await
            .unwrap();
        let url = self.web.register(snapshot.clone(), access).await.unwrap();
        let path = url.trim_start_matches(&format!("http://{}", self.web.local_addr()));
        (path.to_string(), snapshot)
    }

    /// The page at `path` on this server: its status and text.
    async fn page(&self, path: &str) -> (StatusCode, String) {
        let url = format!("http://{}{path}", self.web.local_addr());
        let answer = client().get(url).send().await.unwrap();
        (answer.status(), answer.text().await.unwrap())
    }
}

/// Moves the end of drill `incident` back by `days`, as if it had ended that long ago.
fn ended_days_ago(db: &Path, incident: IncidentId, days: i64) {
    let conn = Connection::open(db).unwrap();
    let moved = conn
        .execute(
            "UPDATE incidents SET ended_at_ms = ended_at_ms - ?1 * 86400000 WHERE id = ?2",
            rusqlite::params![days, incident.0],
        )
        .unwrap();
    assert_eq!(moved, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn links_given_out_before_a_restart_open_their_drills_after_it_until_they_expire() {
    let dir = temp_dir("web-links-restart");
    let db = dir.join("drills.sqlite3");
    let first = run(&db).await;
    // Two drills that end, one after the other, then a third still running in the channel.
    let (old, old_drill) = first.start("bad-deploy", Access::ReadOnly).await;
    first.handle.stop(&at("c"), alice()).await.unwrap();
    let (recent, _) = first.start("cache-flush", Access::ReadOnly).await;
    first.handle.advance(&at("c"), 3).await.unwrap();
    first.handle.stop(&at("c"), alice()).await.unwrap();
    let (live, _) = first.start("free-play", Access::Control).await;
    first.handle.advance(&at("c"), 3).await.unwrap();
    for path in [&old, &recent, &live] {
        assert_eq!(first.page(path).await.0, StatusCode::OK, "{path} before");
    }
    first.stop().await;
    // The first drill ended a day more than the retention ago; the second just now.
    ended_days_ago(&db, old_drill.id, i64::from(RETENTION_DAYS) + 1);

    let second = run(&db).await;
    let (status, page) = second.page(&recent).await;
    assert_eq!(status, StatusCode::OK, "an ended drill's link, kept");
    assert!(
        page.contains("Cache flush"),
        "its own drill, not the channel's: {page}"
    );
    // Rebuilt from the store, it has no end's event to bring its debrief: the web computes
    // it (once) and shows it, what-if runs and the debrief's run chart included.
    let what_if = Localizer::new(Locale::EnUs).text("debrief-what-if-title");
    assert!(page.contains(&format!("{what_if}:")), "{page}");
    assert!(!page.contains("id=\"debrief\" aria-labelledby=\"h-debrief\" hidden"));
    let chart = format!(
        "http://{}{recent}/chart.png?view=run",
        second.web.local_addr()
    );
    let png = client()
        .get(chart)
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert_full_chart(&png, Kind::RunScored);
    let (status, page) = second.page(&live).await;
    assert_eq!(status, StatusCode::OK, "the live drill's link, kept");
    assert!(page.contains("Free play"), "{page}");
    // The control link still plays the continued drill.
    let link = format!("http://{}{live}", second.web.local_addr());
    assert_eq!(post_act(&link, "advance 2").await.0, StatusCode::OK);
    let now = second.handle.snapshot(&at("c")).await.unwrap();
    assert_eq!(now.history.len(), 6, "minutes 0 to 5");
    // Expired with its retention, as it would have without the restart.
    assert_eq!(second.page(&old).await.0, StatusCode::NOT_FOUND, "expired");
    let never = format!("/d/{}", "0".repeat(32));
    assert_eq!(second.page(&never).await.0, StatusCode::NOT_FOUND);
    second.stop().await;
}
