//! Scale-out on Discord's own sharding: two bots on one token, each running one of two
//! shards with its own database, against one fake gateway that puts a server's events on
//! shard `(guild_id >> 22) % 2` as Discord does. Each bot receives only its own servers'.

use std::path::Path;

use oncall_drill::discord::config::ShardRange;
use oncall_drill::discord::{self, BotConfig};
use serde_json::{json, Value};

use super::{reply, WAIT};
use crate::fake_discord::{Ctx, FakeDiscord, Method};
use crate::util::temp_dir;

/// A server on shard 0 of 2, and one on shard 1.
const SERVER_ON_0: u64 = 1_000 << 22;
const SERVER_ON_1: u64 = 1_001 << 22;

fn config(fake: &FakeDiscord, db: &Path, shards: &str) -> BotConfig {
    let mut config = super::config(fake, db);
    config.shards = Some(shards.parse().expect("a shard range"));
    config
}

/// The channels of the drills a bot's database holds.
fn channels_in(db: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut statement = conn
        .prepare("SELECT channel_id FROM incidents ORDER BY id")
        .unwrap();
    let rows = statement.query_map([], |r| r.get(0)).unwrap();
    rows.map(Result::unwrap).collect()
}

async fn start_drill(fake: &FakeDiscord, ctx: &Ctx) -> Value {
    let payload = fake.subcommand(
        "incident",
        "start",
        json!({"scenario": "free-play", "pace": "turns"}),
        ctx,
    );
    super::call(fake, payload).await
}

#[test]
fn shard_ranges_parse_and_place_servers_by_discords_rule() {
    let range: ShardRange = "1-2/4".parse().unwrap();
    assert_eq!((range.first, range.last, range.total), (1, 2, 4));
    let single: ShardRange = "3/4".parse().unwrap();
    assert_eq!((single.first, single.last), (3, 3));
    assert!(range.holds(5 << 22) && range.holds(2 << 22) && !range.holds(4 << 22));
    for bad in ["2-1/4", "0-4/4", "0/0", "x/2", "1-2", ""] {
        let err = bad.parse::<ShardRange>().unwrap_err();
        assert!(err.contains(bad) && err.contains("shard"), "{bad}: {err}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_each_get_only_their_own_servers() {
    let fake = FakeDiscord::start().await;
    let (dir_0, dir_1) = (temp_dir("bot-shard-0"), temp_dir("bot-shard-1"));
    let (db_0, db_1) = (dir_0.join("bot.sqlite3"), dir_1.join("bot.sqlite3"));
    let bot_0 = discord::start(config(&fake, &db_0, "0-0/2")).await.unwrap();
    let bot_1 = discord::start(config(&fake, &db_1, "1-1/2")).await.unwrap();
    fake.wait_ready_count(2, WAIT).await;
    let mut shards: Vec<Value> = fake
        .identifies()
        .iter()
        .map(|i| i["shard"].clone())
        .collect();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, [json!([0, 2]), json!([1, 2])]);
    let (channel_0, channel_1) = (SERVER_ON_0 + 7, SERVER_ON_1 + 7);
    let on_0 = Ctx {
        guild_id: Some(SERVER_ON_0),
        ..Ctx::guild()
    }
    .channel(channel_0);
    let on_1 = Ctx {
        guild_id: Some(SERVER_ON_1),
        ..Ctx::guild()
    }
    .channel(channel_1);
    for ctx in [&on_0, &on_1] {
        let (text, _) = reply(&start_drill(&fake, ctx).await);
        assert!(text.contains("started"), "{text}");
    }
    for channel in [channel_0, channel_1] {
        let path = format!("/api/v10/channels/{channel}/messages");
        fake.wait_for(|r| r.is(Method::Post, &path) && r.succeeded(), WAIT)
            .await;
    }
    assert_eq!(channels_in(&db_0), [channel_0.to_string()]);
    assert_eq!(channels_in(&db_1), [channel_1.to_string()]);
    let registrations = fake.requests_matching(Method::Put, "/api/v10/applications/");
    assert_eq!(
        registrations.len(),
        1,
        "shard 0's process registers the commands"
    );
    bot_0.stop().await;
    bot_1.stop().await;
}
