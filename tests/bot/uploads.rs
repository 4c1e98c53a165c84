//! `/scenario upload` against a hostile or careless uploader: an attachment URL that
//! redirects is not followed (the bot fetches only what Discord gave), an id that differs
//! from another only in case is refused naming the one it collides with, and replacing a
//! scenario again and again leaves no pile of unused texts in the database (while a drill
//! started from an older version still has its text after a restart).

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use oncall_drill::drill::uploads::DISPLACED_KEPT;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::server_scenarios::{answer, listed, start, upload, OURS};
use super::{reply, TestBot};
use crate::fake_discord::Ctx;

/// An "internal" server a redirect points at: it counts connections and would serve a
/// valid scenario to whoever reads it.
async fn internal_server() -> (SocketAddr, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let hits = Arc::new(AtomicUsize::new(0));
    let counted = hits.clone();
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            counted.fetch_add(1, Ordering::SeqCst);
            let mut head = [0u8; 4096];
            let _ = stream.read(&mut head).await;
            let answer = format!(
                "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: {}\r\n\
                 connection: close\r\n\r\n{OURS}",
                OURS.len()
            );
            let _ = stream.write_all(answer.as_bytes()).await;
        }
    });
    (addr, hits)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redirecting_upload_url_is_not_followed() {
    let bot = TestBot::start("uploads-redirect").await;
    let admin = Ctx::guild();
    let (internal, hits) = internal_server().await;
    let attachment = bot.fake.user_file("ours.toml", OURS.as_bytes(), None);
    let id = attachment["id"].as_str().unwrap().to_string();
    bot.fake
        .redirect_file(&id, &format!("http://{internal}/ours.toml"));
    let file = json!({"file": {"type": 11, "value": id}});
    let payload = bot.fake.subcommand("scenario", "upload", file, &admin);
    let (text, private) = answer(&bot, payload).await;
    assert!(private, "{text}");
    assert!(
        text.contains("could not be read from Discord") && text.contains("nothing was stored"),
        "{text}"
    );
    assert_eq!(hits.load(Ordering::SeqCst), 0, "the redirect was followed");
    assert!(listed(&bot, &admin).await.is_empty());
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_id_differing_only_in_case_is_refused_naming_the_one_it_collides_with() {
    let bot = TestBot::start("uploads-case").await;
    let admin = Ctx::guild();
    let builtin = OURS.replace("our-outage", "Bad-Deploy");
    let (text, private) = upload(&bot, "b.toml", builtin.as_bytes(), None, &admin).await;
    assert!(private, "{text}");
    assert!(
        text.contains("`Bad-Deploy` differs from `bad-deploy` only in upper and lower case"),
        "{text}"
    );
    assert!(listed(&bot, &admin).await.is_empty());
    // The server's own: `Our-Outage` beside `our-outage` is refused too.
    let (text, _) = upload(&bot, "ours.toml", OURS.as_bytes(), None, &admin).await;
    assert!(text.contains("is stored"), "{text}");
    let shouting = OURS.replace("our-outage", "Our-Outage");
    let (text, _) = upload(&bot, "loud.toml", shouting.as_bytes(), None, &admin).await;
    assert!(
        text.contains("`Our-Outage` differs from `our-outage`"),
        "{text}"
    );
    assert_eq!(listed(&bot, &admin).await.len(), 1);
    // Its own id, as it was, still replaces it.
    let (text, _) = upload(&bot, "ours.toml", OURS.as_bytes(), None, &admin).await;
    assert!(text.contains("replaces the one of the same id"), "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}

/// The uploaded texts the database holds.
fn texts_stored(bot: &TestBot) -> usize {
    let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY;
    let db = rusqlite::Connection::open_with_flags(&bot.db, flags).unwrap();
    db.query_row("SELECT count(*) FROM scenario_texts", [], |r| {
        r.get::<_, i64>(0)
    })
    .unwrap() as usize
}

/// OURS, told apart by a comment: another text, the same scenario.
fn version(n: usize) -> String {
    format!("{OURS}\n# version {n}\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn repeated_uploads_do_not_grow_the_database_without_bound() {
    const UPLOADS: usize = 30;
    let mut bot = TestBot::start("uploads-prune").await;
    let admin = Ctx::guild();
    let (text, _) = upload(&bot, "ours.toml", version(0).as_bytes(), None, &admin).await;
    assert!(text.contains("is stored"), "{text}");
    // A drill runs the first version: its text must outlive every replacement.
    let (started, private) = start(&bot, "our-outage", &admin).await;
    assert!(!private, "{started}");
    reply(&bot.slash("advance", json!({"minutes": 3}), &admin).await);
    for n in 1..=UPLOADS {
        let (text, _) = upload(&bot, "ours.toml", version(n).as_bytes(), None, &admin).await;
        assert!(
            text.contains("replaces the one of the same id"),
            "{n}: {text}"
        );
    }
    let stored = texts_stored(&bot);
    println!("{UPLOADS} replacements: {stored} texts stored");
    // The listed one, the drill's, and at most the last few replaced ones.
    assert!(
        stored <= 2 + DISPLACED_KEPT,
        "{stored} texts after {UPLOADS} uploads"
    );
    bot.restart().await;
    let status = bot.slash("status", Value::Null, &admin).await;
    let title = status["data"]["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default();
    assert!(title.contains("09:03"), "the drill was rebuilt: {status:#}");
    bot.assert_requests_valid();
    bot.stop().await;
}
