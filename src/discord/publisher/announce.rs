//! The publisher's door for the scheduler's announcements: what a channel is told of its
//! schedule becomes a durable message like an alert (rendered by `discord::scheduled`,
//! stored in the outbox in the commit that marks the occurrence told, sent in order).

use crate::discord::delivery::Event;
use crate::discord::ids::Target;
use crate::drill::schedules::Announcement;

use super::jobs::{Draft, DraftContent};
use super::Publisher;

impl Publisher {
    /// Queues what a channel is told of its schedule, as a message that must not be lost.
    pub(super) async fn announce(&mut self, announcement: Announcement) {
        let place = announcement.schedule().schedule.place.clone();
        let Some(target) = Target::of(place.clone()) else {
            return tracing::error!(channel = %place.channel, "a schedule names no Discord channel: nothing told");
        };
        let locale = match &place.guild {
            Some(guild) => self.settings.get(guild).await.ok().and_then(|s| s.locale),
            None => None,
        };
        let draft = DraftContent {
            locale: locale.unwrap_or(crate::model::Locale::FALLBACK),
            draft: Draft::Scheduled(Box::new(announcement)),
        };
        let effects = self.delivery.on_event(Event::Draft { target, draft });
        self.carry_out(effects).await;
    }
}
