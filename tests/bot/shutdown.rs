//! A stop with posts still in the outbox (issue 28.5): the bot, as its own process, is sent
//! SIGTERM while Discord has been refusing the drill channel's posts, so the outbox holds
//! them. When Discord takes them again within the stop's grace, they are sent before the
//! bot exits 0 and the outbox is empty; when Discord still refuses them, the bot exits 0
//! all the same, says how many it left, and they are kept and sent at the next start.

use std::path::Path;

use serde_json::{json, Value};

use super::safe_process::{bot_process, signalled};
use super::{call, WAIT};
use crate::fake_discord::{Ctx, FakeDiscord, Method, CHANNEL_ID};
use crate::util::temp_dir;

/// The stored payloads (`payload_json`) of the outbox's rows, oldest first.
fn outbox_payloads(db: &Path) -> Vec<Value> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut rows = conn
        .prepare("SELECT payload_json FROM outbox ORDER BY position, id")
        .unwrap();
    let payloads = rows
        .query_map([], |row| row.get::<_, String>(0))
        .unwrap()
        .map(|json| serde_json::from_str(&json.unwrap()).unwrap())
        .collect();
    payloads
}

/// Whether a post carrying every field of `payload` as stored got an answer that `status`
/// accepts.
fn posted(fake: &FakeDiscord, payload: &Value, status: impl Fn(u16) -> bool) -> bool {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let fields = payload.as_object().expect("a stored payload is an object");
    fake.inspect(|requests| {
        requests.iter().any(|r| {
            r.is(Method::Post, &path)
                && r.status.is_some_and(&status)
                && r.json()
                    .is_some_and(|sent| fields.iter().all(|(key, value)| &sent[key] == value))
        })
    })
}

/// Whether Discord took a post of `payload`.
fn delivered(fake: &FakeDiscord, payload: &Value) -> bool {
    posted(fake, payload, |status| (200..300).contains(&status))
}

/// A bot process whose drill channel refuses posts (500) with an advance's messages in its
/// outbox, the first of them tried and refused; the process, its log and the database.
async fn refusing_with_posts_queued(
    fake: &FakeDiscord,
    dir: &Path,
) -> (
    std::process::Child,
    std::thread::JoinHandle<String>,
    std::path::PathBuf,
) {
    let db = dir.join("bot.sqlite3");
    let (child, log) = bot_process(fake, dir).await;
    let ctx = Ctx::guild();
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    call(fake, fake.subcommand("incident", "start", start, &ctx)).await;
    let posts = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    fake.fail(Method::Post, &posts, 500, Value::Null);
    // Half an hour of the bad deploy: its alerts and events are durable posts.
    let advance = fake.slash_command("advance", json!({"minutes": 30}), &ctx);
    call(fake, advance).await;
    // Every send is a change of the fake: a row stored is looked at again once it is tried.
    // The channel sends in order, so the oldest row is the one tried (and refused) again
    // and again; those behind it wait their turn in the outbox.
    let tried = fake.until(WAIT, |fake| {
        let queued = outbox_payloads(&db);
        let refused = |payload: &Value| posted(fake, payload, |status| status == 500);
        queued.first().is_some_and(refused).then_some(())
    });
    assert!(tried.await.is_some(), "no post was queued and refused");
    (child, log, db)
}

/// The `posts_left` of the "shut down" line of a log.
fn posts_left(logged: &str) -> usize {
    let line = shut_down_line(logged);
    let field = (line.split_whitespace())
        .find_map(|word| word.strip_prefix("posts_left="))
        .unwrap_or_else(|| panic!("no posts_left: {line}"));
    field.parse().expect("a count")
}

/// The one "shut down" line of a log.
fn shut_down_line(logged: &str) -> &str {
    let lines: Vec<&str> = logged.lines().filter(|l| l.contains("shut down")).collect();
    assert_eq!(lines.len(), 1, "{logged}");
    lines[0]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_with_posts_in_the_outbox_sends_them_before_exiting() {
    let fake = FakeDiscord::start().await;
    let dir = temp_dir("shutdown-sends");
    let (mut child, log, db) = refusing_with_posts_queued(&fake, &dir).await;
    let queued = outbox_payloads(&db);
    // The stop begins with the posts in the outbox; then Discord takes posts again, and the
    // next try (after a back-off of a second or two) goes through within the stop's grace.
    let signalled_at = std::time::Instant::now();
    let term = std::process::Command::new("kill")
        .args(["-TERM".to_string(), child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    fake.clear_failures();
    let status = tokio::task::spawn_blocking(move || child.wait().unwrap())
        .await
        .unwrap();
    let took = signalled_at.elapsed();
    let logged = log.join().unwrap();
    assert!(status.success(), "{status:?}\n{logged}");
    assert!(took < std::time::Duration::from_secs(10), "{took:?}");
    assert_eq!(posts_left(&logged), 0, "{logged}");
    for payload in &queued {
        assert!(
            delivered(&fake, payload),
            "not sent before the exit: {payload:#}"
        );
    }
    assert_eq!(
        outbox_payloads(&db),
        Vec::<Value>::new(),
        "the outbox is empty"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_while_discord_refuses_keeps_the_posts_for_the_next_start() {
    let fake = FakeDiscord::start().await;
    let dir = temp_dir("shutdown-keeps");
    let (child, log, db) = refusing_with_posts_queued(&fake, &dir).await;
    let (status, _) = signalled(child, "TERM").await;
    let logged = log.join().unwrap();
    assert!(status.success(), "{status:?}\n{logged}");
    let kept = outbox_payloads(&db);
    assert!(!kept.is_empty());
    assert_eq!(posts_left(&logged), kept.len(), "{logged}");
    assert!(!kept.iter().any(|p| delivered(&fake, p)));

    fake.clear_failures();
    let (child, log) = bot_process(&fake, &dir).await;
    let sent = fake.until(WAIT, |fake| {
        kept.iter().all(|p| delivered(fake, p)).then_some(())
    });
    assert!(
        sent.await.is_some(),
        "the kept posts were not sent after the restart"
    );
    let (status, _) = signalled(child, "TERM").await;
    let logged = log.join().unwrap();
    assert!(status.success(), "{status:?}\n{logged}");
    assert_eq!(posts_left(&logged), 0, "{logged}");
    assert_eq!(
        outbox_payloads(&db),
        Vec::<Value>::new(),
        "the outbox is empty"
    );
}
