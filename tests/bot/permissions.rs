//! Who may start and stop drills and set the language: Discord hides `/incident` and
//! `/locale` from members without Manage Channels, a server allows other roles, members or
//! channels in Server Settings → Integrations, and the bot checks the same rules itself on
//! every use — a drill role set with the old `/drillrole` keeps working.

use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, GUILD_ID};

const OPS_ROLE: u64 = 1_100_000_000_000_000_777;
const LEGACY_ROLE: u64 = 1_100_000_000_000_000_888;

fn member(id: u64, name: &str, roles: &[u64]) -> Ctx {
    Ctx::guild().user(id, name).permissions("0").roles(roles)
}

fn refused(answer: &Value) -> bool {
    let (text, ephemeral) = reply(answer);
    ephemeral && text.contains("Manage Channels permission")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_overrides_and_the_old_drill_role_let_members_manage_drills() {
    let bot = TestBot::start("permissions").await;
    let start = json!({"scenario": "free-play", "pace": "turns"});

    // A server that once set a drill role keeps it working.
    rusqlite::Connection::open(&bot.db)
        .unwrap()
        .execute(
            "INSERT INTO server_settings (guild_id, drill_role_id) VALUES (?1, ?2)",
            [GUILD_ID.to_string(), LEGACY_ROLE.to_string()],
        )
        .unwrap();
    let legacy = member(201, "lea", &[LEGACY_ROLE]);
    let (text, ephemeral) = reply(&bot.incident("start", start.clone(), &legacy).await);
    assert!(!ephemeral && text.contains("lea started"), "{text}");
    let (text, _) = reply(&bot.incident("stop", Value::Null, &legacy).await);
    assert!(text.contains("lea stopped"), "{text}");

    // Without permissions, a role or an override: refused, and nothing starts.
    let ops = member(202, "oskar", &[OPS_ROLE]);
    assert!(refused(&bot.incident("start", start.clone(), &ops).await));
    assert!(refused(
        &bot.slash("locale", json!({"language": "ru"}), &ops).await
    ));
    let incidents = |bot: &TestBot| -> i64 {
        rusqlite::Connection::open(&bot.db)
            .unwrap()
            .query_row("SELECT count(*) FROM incidents", [], |r| r.get(0))
            .unwrap()
    };
    assert_eq!(incidents(&bot), 1, "only lea's drill");

    // The server allows its ops role for /incident (not for /locale).
    bot.fake.set_command_permissions(
        "incident",
        json!([{ "id": OPS_ROLE.to_string(), "type": 1, "permission": true }]),
    );
    let (text, ephemeral) = reply(&bot.incident("start", start.clone(), &ops).await);
    assert!(!ephemeral && text.contains("oskar started"), "{text}");
    assert!(refused(
        &bot.slash("locale", json!({"language": "ru"}), &ops).await
    ));
    let (text, _) = reply(&bot.incident("stop", Value::Null, &ops).await);
    assert!(text.contains("oskar stopped"), "{text}");

    // A member denied by name stays out even with the role; a denied channel too.
    bot.fake.set_command_permissions(
        "incident",
        json!([
            { "id": OPS_ROLE.to_string(), "type": 1, "permission": true },
            { "id": "203", "type": 2, "permission": false },
        ]),
    );
    assert!(refused(
        &bot.incident("start", start.clone(), &member(203, "uma", &[OPS_ROLE]))
            .await
    ));
    bot.fake.set_command_permissions(
        "incident",
        json!([
            { "id": OPS_ROLE.to_string(), "type": 1, "permission": true },
            { "id": (GUILD_ID - 1).to_string(), "type": 3, "permission": false },
        ]),
    );
    assert!(refused(&bot.incident("start", start, &ops).await));
    assert_eq!(incidents(&bot), 2, "lea's and oskar's drills");
    bot.assert_requests_valid();
    bot.stop().await;
}
