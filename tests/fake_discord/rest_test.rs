//! serenity's `Http` against the fake's REST API: uploads are recorded as multipart parts,
//! responses deserialize into serenity's models, interaction callbacks and webhooks behave like
//! Discord's (defer, edit original, follow-up, double acknowledgement refused), and overridden
//! routes fail with their status visible to serenity.

use serde_json::json;
use serenity::builder::{
    CreateAttachment, CreateCommand, CreateCommandOption, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, EditMessage,
};
use serenity::http::HttpError;
use serenity::model::application::{Command, CommandOptionType, Interaction};
use serenity::model::channel::{Channel, MessageFlags};
use serenity::model::id::{ChannelId, GuildId};

use super::self_test::{secs, within, PNG};
use super::{Ctx, FakeDiscord, Method, APP_ID, CHANNEL_ID, DM_CHANNEL_ID, GUILD_ID};

#[tokio::test]
async fn a_message_with_an_embed_and_a_png_is_recorded_as_multipart() {
    within(secs(20), async {
        let fake = FakeDiscord::start().await;
        let http = fake.http();
        let builder = CreateMessage::new()
            .content("p99 latency")
            .embed(
                CreateEmbed::new()
                    .title("Latency")
                    .description("p99 over budget")
                    .colour(0xE74C3C),
            )
            .add_file(CreateAttachment::bytes(PNG, "chart.png"));
        let mut message = ChannelId::new(CHANNEL_ID)
            .send_message(&http, builder)
            .await
            .expect("sent");
        assert_eq!(message.content, "p99 latency");
        assert_eq!(message.embeds[0].title.as_deref(), Some("Latency"));
        let attachment = &message.attachments[0];
        assert_eq!(
            (attachment.filename.as_str(), attachment.size as usize),
            ("chart.png", PNG.len())
        );
        assert_eq!((attachment.width, attachment.height), (Some(3), Some(2)));
        assert_eq!(attachment.content_type.as_deref(), Some("image/png"));
        assert_eq!(attachment.download().await.expect("served back"), PNG);

        let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
        let request = fake.wait_for(|r| r.is(Method::Post, &path), secs(5)).await;
        assert_eq!(request.header("authorization"), Some("Bot fake-bot-token"));
        assert!(request
            .content_type
            .as_deref()
            .is_some_and(|c| c.starts_with("multipart/form-data; boundary=")));
        let payload = request.json().expect("payload_json parsed");
        assert_eq!(payload["embeds"][0]["title"], json!("Latency"));
        assert_eq!(payload["embeds"][0]["color"], json!(0xE74C3C));
        assert_eq!(
            payload["attachments"],
            json!([{ "id": 0, "filename": "chart.png", "description": null }])
        );
        let files = request.files();
        assert_eq!(files.len(), 1);
        assert_eq!(
            (files[0].name.as_str(), files[0].filename.as_deref()),
            ("files[0]", Some("chart.png"))
        );
        assert_eq!(
            (files[0].content_type.as_deref(), files[0].bytes.as_slice()),
            (Some("image/png"), PNG)
        );

        // An edit without an attachment list keeps the attachments, as Discord does.
        message
            .edit(&http, EditMessage::new().content("p99 recovered"))
            .await
            .expect("edited");
        assert_eq!(
            (message.content.as_str(), message.attachments.len()),
            ("p99 recovered", 1)
        );
        assert!(message.edited_timestamp.is_some());
        assert_eq!(
            fake.message(message.id.get()).expect("stored")["content"],
            json!("p99 recovered")
        );

        let Channel::Guild(channel) = ChannelId::new(CHANNEL_ID)
            .to_channel(&http)
            .await
            .expect("channel")
        else {
            panic!("a guild channel")
        };
        assert_eq!(
            (channel.name.as_str(), channel.guild_id.get()),
            ("incidents", GUILD_ID)
        );
    })
    .await;
}

#[tokio::test]
async fn commands_and_interaction_callbacks_behave_like_discord() {
    within(secs(20), async {
        let fake = FakeDiscord::start().await;
        let http = fake.http();
        let drill = CreateCommand::new("drill")
            .description("Run a drill")
            .add_option(CreateCommandOption::new(
                CommandOptionType::Integer,
                "seed",
                "Seed",
            ));
        let global = Command::set_global_commands(&http, vec![drill.clone()])
            .await
            .expect("registered");
        let again = Command::set_global_commands(&http, vec![drill.clone()])
            .await
            .expect("re-registered");
        assert_eq!(
            global[0].id, again[0].id,
            "bulk overwrite keeps ids by name"
        );
        assert_eq!(global[0].application_id.get(), APP_ID);
        let guild = GuildId::new(GUILD_ID)
            .set_commands(&http, vec![drill])
            .await
            .expect("guild commands");
        assert_eq!(guild[0].guild_id.map(|g| g.get()), Some(GUILD_ID));
        assert_eq!(fake.commands().len(), 2, "one global and one guild command");

        let payload = fake.slash_command("drill", json!({ "seed": 1 }), &Ctx::guild());
        assert_eq!(
            payload["data"]["id"],
            json!(guild[0].id.to_string()),
            "the registered id is used"
        );
        let Ok(Interaction::Command(command)) = serde_json::from_value(payload) else {
            panic!("a command")
        };

        // Defer, then edit the original with a file, then follow up.
        command.defer(&http).await.expect("deferred");
        let thinking = command.get_response(&http).await.expect("original exists");
        assert!(thinking
            .flags
            .is_some_and(|f| f.contains(MessageFlags::LOADING)));
        let edit = EditInteractionResponse::new()
            .content("done")
            .new_attachment(CreateAttachment::bytes(PNG, "chart.png"));
        let original = command.edit_response(&http, edit).await.expect("edited");
        assert_eq!(
            (original.id, original.content.as_str()),
            (thinking.id, "done")
        );
        assert_eq!(original.attachments[0].filename, "chart.png");
        assert!(!original
            .flags
            .is_some_and(|f| f.contains(MessageFlags::LOADING)));
        let original_path = format!(
            "/api/v10/webhooks/{APP_ID}/{}/messages/@original",
            command.token
        );
        let recorded = fake
            .wait_for(|r| r.is(Method::Patch, &original_path), secs(5))
            .await;
        assert_eq!(recorded.files()[0].bytes, PNG);
        let followup = CreateInteractionResponseFollowup::new().content("more");
        let more = command
            .create_followup(&http, followup)
            .await
            .expect("followed up");
        assert_eq!(
            (more.channel_id.get(), more.content.as_str()),
            (CHANNEL_ID, "more")
        );

        // A second acknowledgement is a bot bug; Discord refuses it.
        let reply = CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new().content("again"),
        );
        let error = command
            .create_response(&http, reply)
            .await
            .expect_err("already acknowledged");
        let serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) = error else {
            panic!("{error:?}")
        };
        assert_eq!(
            (response.status_code.as_u16(), response.error.code),
            (400, 40060)
        );

        // A button on that message, answered by updating the message.
        let click = fake.component("ack", original.id.get(), &Ctx::guild());
        let Ok(Interaction::Component(click)) = serde_json::from_value(click) else {
            panic!("a component")
        };
        assert_eq!(click.message.content, "done");
        let update = CreateInteractionResponseMessage::new().content("acknowledged");
        click
            .create_response(&http, CreateInteractionResponse::UpdateMessage(update))
            .await
            .expect("updated");
        assert_eq!(
            fake.message(original.id.get()).expect("stored")["content"],
            json!("acknowledged")
        );

        // A DM seen in an interaction is a private channel for `GET /channels/{id}`.
        fake.slash_command("drill", json!(null), &Ctx::dm());
        let dm = ChannelId::new(DM_CHANNEL_ID)
            .to_channel(&http)
            .await
            .expect("dm");
        let Channel::Private(dm) = dm else {
            panic!("a private channel: {dm:?}")
        };
        assert_eq!(dm.recipient.name, "alice");
    })
    .await;
}

#[tokio::test]
async fn overridden_routes_fail_with_the_status_visible_to_serenity() {
    within(secs(20), async {
        let fake = FakeDiscord::start().await;
        let http = fake.http();
        let path = "/api/v10/channels/42/messages";
        fake.fail(
            Method::Post,
            path,
            403,
            json!({ "message": "Missing Access", "code": 50001 }),
        );
        let error = ChannelId::new(42)
            .say(&http, "hello")
            .await
            .expect_err("403");
        let serenity::Error::Http(http_error) = &error else {
            panic!("an HTTP error: {error:?}")
        };
        assert_eq!(http_error.status_code().map(|s| s.as_u16()), Some(403));
        let HttpError::UnsuccessfulRequest(response) = http_error else {
            panic!("{http_error:?}")
        };
        assert_eq!(
            (response.error.code, response.error.message.as_str()),
            (50001, "Missing Access")
        );
        assert_eq!(
            fake.requests_matching(Method::Post, path).len(),
            1,
            "failed requests are recorded too"
        );

        let channel = "/api/v10/channels/43";
        fake.fail_times(
            Method::Get,
            channel,
            404,
            json!({ "code": 10003, "message": "Unknown Channel" }),
            1,
        );
        let error = ChannelId::new(43)
            .to_channel(&http)
            .await
            .expect_err("404 once");
        let serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) = error else {
            panic!("{error:?}")
        };
        assert_eq!(
            (response.status_code.as_u16(), response.error.code),
            (404, 10003)
        );
        ChannelId::new(43)
            .to_channel(&http)
            .await
            .expect("the override was used up");

        let error = http
            .get_guild(GuildId::new(GUILD_ID))
            .await
            .expect_err("not a fake route");
        let serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) = error else {
            panic!("{error:?}")
        };
        assert_eq!(
            (response.status_code.as_u16(), response.error.code),
            (404, 0)
        );

        fake.clear_failures();
        ChannelId::new(42)
            .say(&http, "hello")
            .await
            .expect("works again");
    })
    .await;
}
