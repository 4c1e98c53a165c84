//! A debrief is owed until it is posted (issue 32.1): the bot, as its own process, is
//! killed (SIGKILL) or stopped cleanly (SIGTERM) at several instants after the advances
//! that end its drills were answered — short drills and week-long ones — and started again
//! on the same database: every drill's debrief is then in the channel exactly once, the
//! outbox is empty and no drill still owes one.

use std::path::Path;
use std::process::{Child, Stdio};
use std::time::Duration;

use oncall_drill::drill::{self, EngineConfig, StartRequest, MAX_ADVANCE};
use oncall_drill::model::{Author, GuildId, Locale, Pace, Place};
use serde_json::{json, Value};

use super::{call, WAIT};
use crate::fake_discord::{Ctx, FakeDiscord, Method, APP_ID, BOT_TOKEN, CHANNEL_ID, GUILD_ID};
use crate::util::{bin, temp_dir};

/// A scenario that lasts a week and in which nothing happens (shared with the other
/// week-long trials).
const WEEK: &str = include_str!("../data/week-long.toml");

/// The drills of a trial: which scenario, how many, how long.
#[derive(Clone, Copy)]
enum Drills {
    /// Built-in bad-deploy, 90 minutes.
    Short,
    /// The uploaded week-long scenario, 10,080 minutes.
    WeekLong,
}

impl Drills {
    fn count(self) -> u64 {
        match self {
            Drills::Short => 4,
            Drills::WeekLong => 2,
        }
    }

    fn minutes(self) -> u32 {
        match self {
            Drills::Short => 90,
            Drills::WeekLong => 10_080,
        }
    }
}

fn channel(n: u64) -> u64 {
    CHANNEL_ID + 10 + n
}

fn place(n: u64) -> Place {
    Place::in_guild(GUILD_ID.to_string(), channel(n).to_string())
}

/// Starts `drills` turn-based drills in their channels on a database at `db` and advances
/// each to one minute before its end (through the drill host, quicker than interactions).
async fn one_minute_before_the_end(db: &Path, drills: Drills) {
    let (handles, _events, task) = drill::open(db, EngineConfig::default()).await.unwrap();
    let admin = Author {
        id: "1".into(),
        name: "admin".into(),
    };
    let guild = GuildId(GUILD_ID.to_string());
    let id = match drills {
        Drills::Short => "bad-deploy",
        Drills::WeekLong => {
            let upload = handles.uploads.upload_scenario(
                &guild,
                "week.toml",
                WEEK.as_bytes().to_vec(),
                &admin,
            );
            upload.await.unwrap();
            "week-long"
        }
    };
    let (scenario, scenario_ref) = handles
        .uploads
        .find_scenario(Some(&guild), id)
        .await
        .unwrap();
    for n in 0..drills.count() {
        let start = StartRequest {
            place: place(n),
            scenario: scenario.clone(),
            scenario_ref: scenario_ref.clone(),
            seed: 7,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            deterministic: true,
            who: admin.clone(),
            alert_role: None,
            rules: Default::default(),
        };
        handles.drills.start(start).await.unwrap();
        // The drill ends once its last minute is computed: a turn-based one ends with the
        // advance past its second-to-last minute.
        let mut left = drills.minutes() - 2;
        while left > 0 {
            let step = left.min(MAX_ADVANCE);
            handles.drills.advance(&place(n), step).await.unwrap();
            left -= step;
        }
    }
    handles.drills.close_store().await;
    task.abort();
    let _ = task.await;
}

/// `oncall-drill bot` as its own process on `db` against `fake`, ready and registered; its
/// log goes to `log`.
pub(super) async fn bot_process(fake: &FakeDiscord, db: &Path, log: &Path) -> Child {
    let registered = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    let registrations = || fake.requests_matching(Method::Put, &registered).len();
    let before = registrations();
    let child = bin()
        .arg("bot")
        .env("DISCORD_TOKEN", BOT_TOKEN)
        .env("DISCORD_PROXY_URL", fake.base_url())
        .env("DISCORD_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("ONCALL_DRILL_DB", db)
        .env("NO_COLOR", "1")
        .env_remove("RUST_LOG")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(log).unwrap())
        .spawn()
        .expect("the bot starts");
    // Interactions are taken once the commands are registered. Four times the usual bound:
    // a debug build on a busy machine starts slowly.
    let ready = fake.until(WAIT * 4, |_| (registrations() > before).then_some(()));
    assert!(ready.await.is_some(), "the bot never got ready");
    child
}

/// Sends `signal` to `child` and waits for it to exit.
async fn signal(mut child: Child, signal: &str) {
    let sent = std::process::Command::new("kill")
        .args([format!("-{signal}"), child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    tokio::task::spawn_blocking(move || child.wait().unwrap())
        .await
        .unwrap();
}

/// The debriefs Discord holds in drill `n`'s channel (each message once, however often it
/// was sent).
fn debriefs_in(fake: &FakeDiscord, n: u64) -> usize {
    fake.bot_posts(channel(n))
        .into_iter()
        .filter_map(|id| fake.message(id))
        .filter(|m| {
            m["embeds"][0]["title"]
                .as_str()
                .is_some_and(|t| t.starts_with("Debrief: "))
        })
        .count()
}

/// How many outbox rows and owed debriefs the database holds.
fn left_over(db: &Path) -> (i64, i64) {
    let conn = rusqlite::Connection::open(db).unwrap();
    let count = |sql: &str| conn.query_row(sql, [], |r| r.get(0)).unwrap();
    (
        count("SELECT count(*) FROM outbox"),
        count("SELECT count(*) FROM incidents WHERE debrief_owed = 1"),
    )
}

/// One trial: the drills' last advances answered, `after` later the bot gets `stop`; the
/// bot started again posts what it owes and is stopped cleanly; then each drill has its
/// debrief exactly once.
async fn trial(drills: Drills, stop: &str, after: Duration) {
    eprintln!("trial: SIG{stop} {after:?} after the ends");
    let fake = FakeDiscord::start().await;
    let dir = temp_dir("owed-debriefs");
    let db = dir.join("bot.sqlite3");
    one_minute_before_the_end(&db, drills).await;
    let bot = bot_process(&fake, &db, &dir.join("first.log")).await;
    // Every drill's last minute at once; each answer comes once its end is stored.
    let ends: Vec<Value> = (0..drills.count())
        .map(|n| {
            let ctx = Ctx::guild().channel(channel(n));
            fake.slash_command("advance", json!({"minutes": 1}), &ctx)
        })
        .collect();
    let answers = futures::future::join_all(ends.into_iter().map(|end| call(&fake, end))).await;
    for answer in answers {
        let text = answer["data"]["content"].as_str().unwrap_or_default();
        let log = || std::fs::read_to_string(dir.join("first.log")).unwrap_or_default();
        assert!(text.contains(" advanced the drill "), "{text}\n{}", log());
    }
    // The instant of the stop is what the trials vary: a fixed wait, not a wait for
    // something that a signal could announce.
    tokio::time::sleep(after).await;
    signal(bot, stop).await;

    let bot = bot_process(&fake, &db, &dir.join("second.log")).await;
    // A week-long debrief takes a while to compute in a debug build: the bound turns a
    // debrief never posted into a failure, it measures no speed.
    let posted = fake.until(WAIT * 8, |fake| {
        (0..drills.count())
            .all(|n| debriefs_in(fake, n) > 0)
            .then_some(())
    });
    assert!(
        posted.await.is_some(),
        "a debrief was never posted ({stop} {after:?} after the ends)"
    );
    // A clean stop waits for what is left to post.
    signal(bot, "TERM").await;
    let log = std::fs::read_to_string(dir.join("second.log")).unwrap_or_default();
    for n in 0..drills.count() {
        assert_eq!(
            debriefs_in(&fake, n),
            1,
            "drill {n}, {stop} {after:?} after the ends: exactly one debrief\n{log}"
        );
    }
    assert_eq!(
        left_over(&db),
        (0, 0),
        "nothing left to post or owed\n{log}"
    );
}

/// The instants after the ends' answers at which the bot is stopped.
const INSTANTS_MS: [u64; 4] = [0, 40, 250, 1_500];

async fn trials(drills: Drills, stop: &str) {
    for after in INSTANTS_MS {
        trial(drills, stop, Duration::from_millis(after)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn short_drills_killed_around_their_ends_post_each_debrief_once() {
    trials(Drills::Short, "KILL").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn short_drills_stopped_around_their_ends_post_each_debrief_once() {
    trials(Drills::Short, "TERM").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn week_long_drills_killed_around_their_ends_post_each_debrief_once() {
    trials(Drills::WeekLong, "KILL").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn week_long_drills_stopped_around_their_ends_post_each_debrief_once() {
    trials(Drills::WeekLong, "TERM").await;
}
