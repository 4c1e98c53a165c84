//! Interactions serenity cannot read (a field in a shape its model does not know): it
//! keeps them as an unknown event, logs them only at debug (whole, token included) and
//! drops them, so a member's command would vanish without a word at any level the bot
//! runs at. This handler sees every raw event and logs such an interaction once, at warn,
//! by its type and id (never its token, which answers for it for 15 minutes).

use poise::serenity_prelude as serenity;
use serenity::{async_trait, Context, Event, RawEventHandler};

/// The gateway name of an interaction event.
const INTERACTION_CREATE: &str = "INTERACTION_CREATE";

/// Logs each unreadable interaction once.
pub struct Unreadable;

#[async_trait]
impl RawEventHandler for Unreadable {
    async fn raw_event(&self, _ctx: Context, event: Event) {
        let Event::Unknown(unknown) = event else {
            return;
        };
        if unknown.kind != INTERACTION_CREATE {
            return;
        }
        let data = &unknown.value;
        tracing::warn!(
            interaction = data["id"].as_str().unwrap_or("?"),
            kind = data["type"].as_u64().unwrap_or_default(),
            command = data["data"]["name"].as_str().unwrap_or(""),
            "an interaction could not be read and was not answered"
        );
    }
}
