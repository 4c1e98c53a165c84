//! The bot's traffic for one scripted drill, recorded and compared with
//! `tests/golden/bot-traffic-zone-outage.json`: every request after start-up (method, path,
//! answer, JSON body, attached files by name and picture size), in order per lane — the drill
//! channel, where the publisher posts, and each interaction, answered on its own. Ids the
//! fake makes up (messages, interactions, tokens), Discord timestamps and the random nonces
//! of texts are replaced by stable names, so the record holds only what the bot chose. The golden is paired with
//! hand-written assertions of what matters in it. `UPDATE_GOLDEN=1` rewrites it (the test
//! then fails on purpose: read the diff, run again without it).
//!
//! The script waits for each minute's status before it asks for the next minute, so no
//! status replaces another and the traffic does not depend on timing (nor on how long the
//! bot waits for Discord's buckets, which the fake shortens here to keep the test quick).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::{json, Value};

use super::{field, reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, RecordedRequest, CHANNEL_ID};
use crate::util::png_size;

const GOLDEN: &str = "tests/golden/bot-traffic-zone-outage.json";

/// Minutes advanced one at a time: zone-outage with seed 30 and nobody acting pages at
/// 11:24 and clears at 11:31 (`oncall-drill simulate --scenario zone-outage --seed 30`;
/// the zone fails at a time drawn from the event's own stream of the seed).
const MINUTES: u32 = 32;

/// The clock of a minute of the drill (it starts at 11:00).
fn clock(minute: u32) -> String {
    format!("11:{minute:02}")
}

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(GOLDEN)
}

/// The channel's requests whose status embed shows `clock`, once answered.
async fn wait_status(bot: &TestBot, clock: &str) {
    let prefix = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    bot.fake
        .wait_for(
            |r| {
                r.path.starts_with(&prefix)
                    && r.status.is_some()
                    && r.json().is_some_and(|j| {
                        j["embeds"][0]["title"]
                            .as_str()
                            .is_some_and(|t| t.contains(clock))
                    })
            },
            WAIT,
        )
        .await;
}

/// Plays the script: start, one minute at a time, stop.
async fn play(bot: &TestBot) {
    let ctx = Ctx::guild();
    let options = json!({"scenario": "zone-outage", "pace": "turns", "seed": 30});
    let (text, _) = reply(&bot.incident("start", options, &ctx).await);
    assert!(text.contains("started"), "{text}");
    wait_status(bot, &clock(0)).await;
    for minute in 1..=MINUTES {
        bot.slash("advance", json!({"minutes": 1}), &ctx).await;
        wait_status(bot, &clock(minute)).await;
    }
    bot.incident("stop", Value::Null, &ctx).await;
    bot.wait_debrief("Debrief").await;
}

/// Stable names for the ids in a request: the bot's channel posts by their rank, the
/// interactions by the order the test made them, their tokens by their interaction.
struct Names {
    posts: Vec<u64>,
    /// Interaction token → the interaction's rank.
    tokens: BTreeMap<String, usize>,
    interactions: Vec<u64>,
}

impl Names {
    fn of(bot: &TestBot, requests: &[RecordedRequest]) -> Names {
        let mut pairs: Vec<(u64, String)> = requests
            .iter()
            .filter_map(|r| {
                let rest = r.path.strip_prefix("/api/v10/interactions/")?;
                let (id, rest) = rest.split_once('/')?;
                let token = rest.strip_suffix("/callback")?;
                Some((id.parse().ok()?, token.to_string()))
            })
            .collect();
        // The fake's ids grow with time: their order is the order the test made them.
        pairs.sort();
        Names {
            posts: bot.fake.bot_posts(CHANNEL_ID),
            tokens: pairs
                .iter()
                .enumerate()
                .map(|(rank, (_, token))| (token.clone(), rank + 1))
                .collect(),
            interactions: pairs.iter().map(|(id, _)| *id).collect(),
        }
    }

    fn segment(&self, segment: &str) -> String {
        if let Ok(id) = segment.parse::<u64>() {
            if id == CHANNEL_ID {
                return "{drill channel}".into();
            }
            if let Some(rank) = self.posts.iter().position(|p| *p == id) {
                return format!("{{post {}}}", rank + 1);
            }
            if let Some(rank) = self.interactions.iter().position(|i| *i == id) {
                return format!("{{interaction {}}}", rank + 1);
            }
            return "{id}".into();
        }
        match self.tokens.get(segment) {
            Some(rank) => format!("{{token {rank}}}"),
            None => segment.to_string(),
        }
    }

    fn path(&self, path: &str) -> String {
        path.split('/')
            .map(|s| self.segment(s))
            .collect::<Vec<_>>()
            .join("/")
    }

    /// The lane of a request: the drill channel, or the interaction it answers.
    fn lane(&self, path: &str) -> String {
        let segments: Vec<&str> = path.split('/').collect();
        if let Some(rank) = segments.iter().find_map(|s| self.tokens.get(*s)) {
            return format!("interaction {rank:02}");
        }
        if path.starts_with(&format!("/api/v10/channels/{CHANNEL_ID}/")) {
            return "drill channel".into();
        }
        "other".into()
    }
}

/// Discord timestamps (`<t:1700000000:R>`) as `<t:…:R>`: they name the moment it ran.
fn without_timestamps(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at + 3]);
        rest = &rest[at + 3..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            out.push('…');
        }
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

fn normalised(value: &Value) -> Value {
    match value {
        Value::String(text) => Value::String(without_timestamps(text)),
        Value::Array(items) => Value::Array(items.iter().map(normalised).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| match (k.as_str(), v.as_str()) {
                    // A text's nonce is drawn at random (`t` and 16 hex digits): its kind
                    // stays, its digits go.
                    ("nonce", Some(nonce)) if nonce.starts_with('t') && nonce.len() == 17 => {
                        (k.clone(), Value::String("t…".into()))
                    }
                    _ => (k.clone(), normalised(v)),
                })
                .collect(),
        ),
        other => other.clone(),
    }
}

/// The recorded traffic, lane by lane.
fn record(bot: &TestBot, requests: &[RecordedRequest]) -> Value {
    let names = Names::of(bot, requests);
    let mut lanes: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for request in requests {
        let files: Vec<Value> = request
            .files()
            .iter()
            .map(|f| {
                let (width, height) = png_size(&f.bytes);
                json!({"name": f.filename, "png": [width, height]})
            })
            .collect();
        let mut entry = json!({
            "request": format!("{:?} {}", request.method, names.path(&request.path)),
            "answer": request.status,
            "body": request.json().map(normalised).unwrap_or(Value::Null),
        });
        if !files.is_empty() {
            entry["files"] = Value::Array(files);
        }
        lanes
            .entry(names.lane(&request.path))
            .or_default()
            .push(entry);
    }
    json!(lanes)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scripted_drill_sends_the_recorded_traffic() {
    let bot = TestBot::start("traffic").await;
    // Discord's 5 edits in 5 s would make the script wait out the bucket every sixth
    // minute; the bot keeps the limits as it learns them, and its requests are the same.
    bot.fake.shorten_message_window(Duration::from_millis(200));
    let before = bot.fake.requests().len();
    play(&bot).await;
    let requests: Vec<RecordedRequest> = bot.fake.requests().split_off(before);
    let recorded = record(&bot, &requests);
    let text = serde_json::to_string_pretty(&recorded).unwrap() + "\n";
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    if update {
        std::fs::write(golden_path(), &text).expect("write the golden traffic");
    }
    let channel = recorded["drill channel"]
        .as_array()
        .expect("channel traffic");
    let bodies = |kind: &str| -> Vec<(usize, &Value)> {
        channel
            .iter()
            .enumerate()
            .filter(|(_, e)| e["request"].as_str().unwrap().starts_with(kind))
            .map(|(i, e)| (i, &e["body"]))
            .collect()
    };
    let (posts, edits) = (bodies("Post"), bodies("Patch"));

    // Hand-checked: everything was taken, nothing was sent twice or refused.
    assert!(channel.iter().all(|e| e["answer"] == 200), "{channel:#?}");
    // The opening status is a new message with the chart; the minutes in between edit the
    // status in place; every fifth minute (the chart's turn) posts a new status.
    let title = |body: &Value| body["embeds"][0]["title"].as_str().map(str::to_string);
    assert!(title(posts[0].1).is_some_and(|t| t.contains(&clock(0))));
    assert!(channel[0]["files"][0]["name"] == "chart.png");
    assert_eq!(
        channel[1]["request"], "Patch /api/v10/channels/{drill channel}/messages/{post 1}",
        "the next minute edits the opening status"
    );
    let status_posts: Vec<String> = posts.iter().filter_map(|(_, b)| title(b)).collect();
    let mut expected: Vec<String> = (0..=MINUTES).step_by(5).map(clock).collect();
    expected.push("Debrief".into());
    assert_eq!(status_posts.len(), expected.len(), "{status_posts:?}");
    for (title, expected) in status_posts.iter().zip(&expected) {
        assert!(title.contains(expected.as_str()), "{title} for {expected}");
    }
    // A status message the chart's turn replaces loses its buttons, right after the new
    // status is posted: an edit of nothing but its buttons.
    let (retires, statuses): (Vec<_>, Vec<_>) = edits
        .iter()
        .copied()
        .partition(|(_, body)| body["embeds"].is_null());
    assert_eq!(
        retires.len() as u32,
        MINUTES / 5,
        "one per status posted anew"
    );
    for (i, retire) in &retires {
        assert_eq!(retire["components"], json!([]), "{retire:#}");
        assert!(
            title(&channel[i - 1]["body"]).is_some(),
            "after the new status"
        );
    }
    let edits = statuses;
    assert_eq!(
        edits.len() as u32,
        MINUTES - MINUTES / 5 + 1,
        "each minute but the chart's turns edits the status, and the stop edits it once more"
    );
    for (_, edit) in &edits {
        assert!(field(edit, "Instances serving").is_some(), "{edit:#}");
    }
    // The stopped drill's status loses its buttons right before the debrief.
    let (last_edit, ended) = edits.last().unwrap();
    assert_eq!(*last_edit, channel.len() - 2);
    assert_eq!(ended["components"], json!([]), "{ended:#}");
    assert!(edits[..edits.len() - 1]
        .iter()
        .all(|(_, e)| e["components"].as_array().is_some_and(|c| !c.is_empty())));
    // The page (it names the burn) comes before the note that it cleared, the status of
    // its minute after both, and the debrief is the channel's last message.
    let position = |needle: &str| {
        posts
            .iter()
            .find(|(_, b)| b["content"].as_str().is_some_and(|t| t.contains(needle)))
            .map(|(i, _)| *i)
            .unwrap_or_else(|| panic!("no post with {needle:?}"))
    };
    let debrief = channel.len() - 1;
    assert!(title(&channel[debrief]["body"]).is_some_and(|t| t.starts_with("Debrief")));
    assert!(channel[debrief]["files"][0]["name"] == "chart.png");
    let (page, cleared) = (position("Page"), position("cleared"));
    assert!(page < cleared && cleared < debrief, "{page} {cleared}");
    assert!(
        title(&channel[page + 1]["body"]).is_some_and(|t| t.contains(&clock(24))),
        "the page's minute shows after the page"
    );
    // Nothing the bot posts or edits on its own pings anyone here (no role was given or
    // set), and each says so explicitly.
    for (_, body) in posts.iter().chain(&edits).chain(&retires) {
        let mentions = &body["allowed_mentions"];
        assert_eq!(mentions["parse"], json!([]), "{body:#}");
        assert_eq!(mentions["roles"], json!([]), "{body:#}");
    }
    // Each interaction is answered once.
    let interactions = recorded.as_object().unwrap().keys();
    assert_eq!(
        interactions
            .filter(|k| k.starts_with("interaction"))
            .count(),
        MINUTES as usize + 2
    );

    if update {
        panic!(
            "UPDATE_GOLDEN is set: {GOLDEN} was rewritten; read its diff and run again without it"
        );
    }
    let golden = std::fs::read_to_string(golden_path()).unwrap_or_else(|e| panic!("{GOLDEN}: {e}"));
    if text != golden {
        let first = text
            .lines()
            .zip(golden.lines())
            .position(|(a, b)| a != b)
            .map(|n| n + 1);
        panic!("the traffic differs from {GOLDEN} (first differing line: {first:?}):\n{text}");
    }
    bot.stop().await;
}
