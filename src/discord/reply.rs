//! What every answer is made with: who acted, Discord's length limits, and the one rule for
//! what an answer may ping. (Sending a command's answer is `answer.rs`; this file names no
//! command context, so the error path and the publisher use it too.)

use poise::serenity_prelude as serenity;
use serenity::{CreateAllowedMentions, Member, User};

use crate::model::Author;

// Re-exported: the reply helpers' callers import it beside `truncate`.
pub use super::limits::MESSAGE_MAX;

/// What an answer to a command or a button may ping: nobody. Answers carry text members
/// wrote (nicknames, `/update`, uploaded titles and briefings); without an explicit empty
/// list Discord parses `<@id>`, `<@&role>` and `@everyone` in them and pings. Only the
/// publisher's pages and nudges ping, each naming exactly whom.
pub fn no_pings() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
}

/// At most `max` characters (Discord counts characters, not bytes).
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Who acted, by the name the server shows.
pub fn author(member: Option<&Member>, user: &User) -> Author {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Author {
        id: user.id.to_string(),
        name,
    }
}
