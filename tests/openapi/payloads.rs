//! Hand-written request bodies shaped the way serenity 0.12 serialises them (checked against
//! its builders: unset `Option`s are skipped, `Vec`s and `bool`s are always written, every
//! command option carries all option fields, new attachments are numbered `"id": 0, 1, …`).

use serde_json::{json, Value};

pub const APP: &str = "1234567890123456789";
pub const GUILD: &str = "987654321098765432";
pub const CHANNEL: &str = "112233445566778899";
pub const MESSAGE: &str = "1300000000000000001";
pub const INTERACTION: &str = "1300000000000000002";
/// Interaction tokens are long opaque strings made of URL-safe characters.
pub const TOKEN: &str = "aW50ZXJhY3Rpb246MTMwMDAwMDAwMDAwMDAwMDAwMjpzZWNyZXQ.abc-DEF_123";

/// A `CreateCommandOption` as serialised: all option fields present, empty or null.
pub fn option(kind: u8, name: &str, description: &str) -> Value {
    json!({
        "type": kind,
        "name": name,
        "description": description,
        "required": false,
        "choices": [],
        "options": [],
        "channel_types": [],
        "min_value": null,
        "max_value": null,
        "min_length": null,
        "max_length": null,
        "autocomplete": false
    })
}

/// The bulk overwrite body: `/drill` with a subcommand group, localised names, a string
/// option with choices and integer options bounded by `min_value`/`max_value`; `/status`
/// as `CreateCommand::new` leaves it (empty localisation maps, no options).
pub fn commands() -> Value {
    let mut scenario = option(3, "scenario", "Scenario to run");
    scenario["required"] = json!(true);
    scenario["choices"] = json!([
        {"name": "Cache stampede", "value": "cache-stampede", "name_localizations": {"ru": "Лавина промахов кэша"}},
        {"name": "Retry storm", "value": "retry-storm"}
    ]);
    let mut speed = option(4, "speed", "Simulated minutes per tick");
    speed["name_localizations"] = json!({"ru": "скорость"});
    speed["description_localizations"] = json!({"ru": "Минут модели за такт"});
    speed["min_value"] = json!(1);
    speed["max_value"] = json!(60);
    let mut seed = option(4, "seed", "Random seed for a reproducible drill");
    seed["min_value"] = json!(0);
    seed["max_value"] = json!(9_007_199_254_740_991_u64);
    let mut start = option(1, "start", "Start a drill in this channel");
    start["options"] = json!([scenario, speed, seed]);
    let stop = option(1, "stop", "Stop the running drill");
    let mut group = option(2, "run", "Run drills");
    group["options"] = json!([start, stop]);
    json!([
        {
            "name": "drill",
            "name_localizations": {"ru": "учения"},
            "description": "On-call drills",
            "description_localizations": {"ru": "Учения дежурных"},
            "options": [group],
            "dm_permission": false,
            "contexts": [0],
            "integration_types": [0],
            "nsfw": false
        },
        {
            "name": "status",
            "name_localizations": {},
            "description": "Show the state of the current drill",
            "description_localizations": {},
            "options": [],
            "nsfw": false
        }
    ])
}

/// A `CreateEmbed` with fields, colour, timestamp, footer and the uploaded chart as image.
pub fn embed() -> Value {
    json!({
        "type": "rich",
        "title": "Incident #3: cache stampede",
        "description": "p99 latency is over budget since tick 12.",
        "color": 15_158_332,
        "timestamp": "2025-05-01T12:00:00.000Z",
        "fields": [
            {"name": "p99 latency", "value": "420 ms", "inline": true},
            {"name": "Error rate", "value": "2.1 %", "inline": true},
            {"name": "Budget left", "value": "61 %", "inline": false}
        ],
        "image": {"url": "attachment://chart.png", "proxy_url": null, "height": null, "width": null},
        "footer": {"text": "oncall-drill · tick 12"}
    })
}

/// A `CreateActionRow::Buttons` with two custom-id buttons and a link button.
pub fn buttons() -> Value {
    json!({
        "type": 1,
        "components": [
            {"type": 2, "style": 1, "label": "Acknowledge", "custom_id": "ack:3", "disabled": false},
            {"type": 2, "style": 4, "label": "Escalate", "custom_id": "escalate:3", "disabled": false,
             "emoji": {"name": "🚨"}},
            {"type": 2, "style": 5, "label": "Runbook", "url": "https://example.com/runbooks/cache", "disabled": false}
        ]
    })
}

/// The chart as a new upload: `CreateAttachment` numbered by serenity, description unset.
pub fn chart_attachment() -> Value {
    json!({"id": 0, "filename": "chart.png", "description": null})
}

/// `CreateMessage` (the `payload_json` part of the multipart upload).
pub fn message_create() -> Value {
    json!({
        "content": "Drill started: **cache stampede**",
        "tts": false,
        "embeds": [embed()],
        "allowed_mentions": {"parse": [], "users": [], "roles": []},
        "components": [buttons()],
        "sticker_ids": [],
        "attachments": [chart_attachment()],
        "enforce_nonce": false
    })
}

/// `EditMessage` keeping one existing attachment (a snowflake string) and adding the chart.
pub fn message_edit() -> Value {
    json!({
        "content": "Drill paused at tick 12",
        "embeds": [embed()],
        "components": [],
        "attachments": [{"id": "1300000000000000042"}, chart_attachment()]
    })
}

/// `CreateInteractionResponse::Message` with an ephemeral reply.
pub fn callback_message() -> Value {
    json!({"type": 4, "data": {"content": "Only you can see this.", "flags": 64, "attachments": []}})
}

/// `CreateInteractionResponse::Defer` (ephemeral "thinking…").
pub fn callback_deferred() -> Value {
    json!({"type": 5, "data": {"flags": 64, "attachments": []}})
}

/// `CreateInteractionResponse::Acknowledge`: serenity writes `"data": null`.
pub fn callback_acknowledge() -> Value {
    json!({"type": 6, "data": null})
}

/// `CreateInteractionResponse::UpdateMessage` from a button press.
pub fn callback_update() -> Value {
    json!({
        "type": 7,
        "data": {"content": "Acknowledged by <@42>", "embeds": [embed()], "components": [buttons()],
                 "attachments": [chart_attachment()]}
    })
}

/// `EditInteractionResponse` replacing the deferred reply.
pub fn original_edit() -> Value {
    json!({"embeds": [embed()], "components": [buttons()], "attachments": [chart_attachment()]})
}

/// `CreateInteractionResponseFollowup`, ephemeral.
pub fn followup() -> Value {
    json!({"content": "Drill finished: 2 of 3 incidents resolved.", "embeds": [], "flags": 64, "attachments": []})
}

/// Every operation above with a valid body: (method, path as sent, body).
pub fn valid_requests() -> Vec<(&'static str, String, Value)> {
    let webhook = format!("/api/v10/webhooks/{APP}/{TOKEN}");
    let callback = format!("/api/v10/interactions/{INTERACTION}/{TOKEN}/callback");
    vec![
        (
            "PUT",
            format!("/api/v10/applications/{APP}/commands"),
            commands(),
        ),
        (
            "PUT",
            format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands"),
            commands(),
        ),
        ("POST", callback.clone(), callback_message()),
        (
            "POST",
            callback.clone(),
            json!({"type": 4, "data": {"content": "Pong…", "flags": 64}}),
        ),
        ("POST", callback.clone(), callback_deferred()),
        ("POST", callback.clone(), callback_acknowledge()),
        ("POST", callback, callback_update()),
        (
            "POST",
            format!("/api/v10/channels/{CHANNEL}/messages"),
            message_create(),
        ),
        (
            "PATCH",
            format!("/api/v10/channels/{CHANNEL}/messages/{MESSAGE}"),
            message_edit(),
        ),
        (
            "PATCH",
            format!("{webhook}/messages/@original"),
            original_edit(),
        ),
        ("POST", webhook.clone(), followup()),
        ("POST", format!("{webhook}?wait=true"), followup()),
    ]
}
