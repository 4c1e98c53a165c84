//! Arbitrary interactions into the real bot through the fake Discord (proptest): the bot's
//! own commands as it registers them, bent (options left out, values the command does not
//! offer, numbers out of range, options of another type, given twice or never registered),
//! unknown commands and subcommands, button custom ids, and contexts (server or direct
//! message, another server, missing fields, any language). The bot never panics and
//! answers every one, with a private refusal or a valid reply (every body is checked against
//! Discord's OpenAPI description); a private answer leaves every drill as it was. A payload serenity itself cannot read (an option value that contradicts
//! its own type, which Discord never sends) becomes an unknown event that never reaches the
//! bot: the bot stays up and answers the next one.
//!
//! The case count keeps the suite fast; `PROPTEST_CASES=2000 cargo test --locked
//! bot::fuzz` runs more.

use std::collections::BTreeMap;

use oncall_drill::model::{GuildId, Pace, Place};
use proptest::prelude::*;
use proptest::test_runner::{TestCaseError, TestRunner};
use serde_json::{json, Value};

use super::TestBot;
use crate::fake_discord::{Ctx, ADMIN, CHANNEL_ID, GUILD_ID, NO_PERMISSIONS};

/// Cases per run unless `PROPTEST_CASES` says otherwise.
const CASES: u32 = 48;

const OTHER_GUILD: u64 = GUILD_ID + 1;

/// Strings no command offers (the offered ones come from the registration).
const WORDS: [&str; 8] = [
    "",
    "maybe",
    "fast",
    "turns ",
    "EN-us",
    "../../etc/passwd",
    "scenarios/bad-deploy.toml",
    "<@&1>",
];
const BUTTONS: [&str; 8] = [
    "od:rollback",
    "od:floor+2",
    "od:shed50",
    "od:feature-off",
    "od:warmup",
    "od:advance:1",
    "od:advance:10",
    "od:advance:7",
];

/// The commands as the bot registers them (names, subcommands, options with their types,
/// choices and ranges): forged interactions start from the real shape and bend it.
fn registration() -> Vec<Value> {
    let commands = oncall_drill::discord::commands::all();
    let payload = oncall_drill::discord::registration_payload(&commands).expect("registration");
    payload.as_array().expect("a list").clone()
}

/// One option as Discord's JSON has it, any name: its type and a value of that type.
fn option() -> impl Strategy<Value = Value> {
    let name = prop_oneof![
        prop::sample::select(vec![
            "seed", "pace", "seconds", "state", "minutes", "language"
        ])
        .prop_map(str::to_string),
        "[a-z][a-z0-9_-]{0,10}",
    ];
    (name, value_of_any_type())
        .prop_map(|(name, (kind, value))| json!({"name": name, "type": kind, "value": value}))
}

/// A type and a value of it: text, whole number, true/false, number, role, user.
fn value_of_any_type() -> impl Strategy<Value = (u8, Value)> {
    let snowflake = (1u64..u64::MAX >> 1).prop_map(|id| Value::from(id.to_string()));
    prop_oneof![
        (
            Just(3),
            prop_oneof![
                prop::sample::select(&WORDS[..]).prop_map(Value::from),
                ".{0,40}".prop_map(Value::from),
            ]
        ),
        (Just(4), any::<i64>().prop_map(Value::from)),
        (Just(5), any::<bool>().prop_map(Value::from)),
        (Just(10), (-1e12f64..1e12).prop_map(Value::from)),
        (Just(8), snowflake.clone()),
        (Just(6), snowflake),
    ]
}

/// How one registered option is bent: left out or not, its value from the offered ones or
/// not, its type kept or not.
#[derive(Debug, Clone)]
struct Bend {
    include: u8,
    offered: bool,
    pick: usize,
    number: i64,
    retyped: Option<(u8, Value)>,
}

fn bend() -> impl Strategy<Value = Bend> {
    (
        any::<u8>(),
        prop::bool::weighted(0.7),
        any::<usize>(),
        prop_oneof![-3i64..5000, any::<i64>()],
        prop::option::weighted(0.1, value_of_any_type()),
    )
        .prop_map(|(include, offered, pick, number, retyped)| Bend {
            include,
            offered,
            pick,
            number,
            retyped,
        })
}

/// The registered options of a command, bent.
fn bent_options(registered: &[Value], bends: &[Bend]) -> Vec<Value> {
    let mut out = Vec::new();
    for (spec, bend) in registered.iter().zip(bends) {
        let required = spec["required"].as_bool().unwrap_or(false);
        if bend.include >= if required { 240 } else { 128 } {
            continue;
        }
        let kind = spec["type"].as_u64().unwrap_or(3);
        let choices = spec["choices"].as_array().filter(|c| !c.is_empty());
        let value = match (kind, choices) {
            (_, Some(choices)) if bend.offered => {
                choices[bend.pick % choices.len()]["value"].clone()
            }
            (4, _) if bend.offered => {
                let min = spec["min_value"].as_i64().unwrap_or(0);
                let max = spec["max_value"].as_i64().unwrap_or(100).max(min);
                Value::from(min + bend.number.rem_euclid(max - min + 1))
            }
            (4, _) => Value::from(bend.number),
            // Discord sends a role, a user or an attachment as a snowflake, always (the fake
            // resolves them, as Discord does): a word there is a payload serenity cannot
            // decode at all (the `Unreadable` case).
            (6 | 8 | 11, _) => Value::from((bend.pick as u64 >> 1).max(1).to_string()),
            // A true/false or a number comes as one, always (a word there is the
            // `Unreadable` case too).
            (5, _) => Value::from(bend.pick % 2 == 0),
            (10, _) => Value::from(bend.number as f64),
            _ => Value::from(WORDS[bend.pick % WORDS.len()]),
        };
        let (kind, value) = bend.retyped.clone().unwrap_or((kind as u8, value));
        out.push(json!({"name": spec["name"], "type": kind, "value": value}));
    }
    out
}

/// Who sends it, from where, and which fields Discord would have sent are missing.
#[derive(Debug, Clone)]
struct Sender {
    guild: Option<u64>,
    admin: bool,
    locale: &'static str,
    missing: Vec<&'static str>,
}

fn sender() -> impl Strategy<Value = Sender> {
    let guild =
        prop_oneof![6 => Just(Some(GUILD_ID)), 1 => Just(Some(OTHER_GUILD)), 1 => Just(None)];
    let locale = prop::sample::select(&["en-US", "ru", "fy", "so", "de", ""][..]);
    let missing = prop_oneof![
        6 => Just(Vec::new()),
        1 => prop::sample::subsequence(&["member", "guild_locale", "app_permissions", "channel"][..], 1),
    ];
    (guild, prop::bool::weighted(0.7), locale, missing).prop_map(
        |(guild, admin, locale, missing)| Sender {
            guild,
            admin,
            locale,
            missing,
        },
    )
}

#[derive(Debug, Clone)]
enum Forged {
    /// A registered command (by index), maybe with a subcommand (by index, or none), its
    /// options bent, and options it never registered added.
    Registered {
        command: usize,
        sub: Option<usize>,
        bends: Vec<Bend>,
        extra: Vec<Value>,
    },
    /// Any name, any subcommand, any options.
    Unknown {
        name: String,
        sub: Option<String>,
        options: Vec<Value>,
    },
    Button(String),
    /// An option whose value contradicts its own type: serenity cannot read the event.
    Unreadable,
}

fn forged() -> impl Strategy<Value = Forged> {
    let extra = prop_oneof![4 => Just(Vec::new()), 1 => prop::collection::vec(option(), 1..3)];
    let registered = (
        any::<usize>(),
        prop::option::weighted(0.75, any::<usize>()),
        prop::collection::vec(bend(), 4),
        extra,
    )
        .prop_map(|(command, sub, bends, extra)| Forged::Registered {
            command,
            sub,
            bends,
            extra,
        });
    let unknown = (
        "[a-z][a-z0-9-]{0,12}",
        prop::option::of("[a-z]{1,8}"),
        prop::collection::vec(option(), 0..3),
    )
        .prop_map(|(name, sub, options)| Forged::Unknown { name, sub, options });
    let custom_id = prop_oneof![
        3 => prop::sample::select(&BUTTONS[..]).prop_map(str::to_string),
        1 => "od:.{0,20}",
        1 => ".{0,100}",
    ];
    prop_oneof![
        8 => registered,
        1 => unknown,
        3 => custom_id.prop_map(Forged::Button),
        1 => Just(Forged::Unreadable),
    ]
}

fn ctx_of(sender: &Sender) -> Ctx {
    let base = match sender.guild {
        Some(guild) => Ctx {
            guild_id: Some(guild),
            ..Ctx::guild()
        },
        None => Ctx::dm(),
    };
    base.permissions(if sender.admin { ADMIN } else { NO_PERMISSIONS })
        .locale(sender.locale)
}

fn payload(bot: &TestBot, commands: &[Value], forged: &Forged, sender: &Sender) -> Value {
    let ctx = ctx_of(sender);
    let mut payload = match forged {
        Forged::Registered {
            command,
            sub,
            bends,
            extra,
        } => {
            let command = &commands[command % commands.len()];
            let name = command["name"].as_str().expect("a name");
            let listed = |value: &Value| value.as_array().cloned().unwrap_or_default();
            let (subs, own): (Vec<Value>, Vec<Value>) = listed(&command["options"])
                .into_iter()
                .partition(|o| o["type"] == 1);
            // A command with subcommands is sometimes named alone, with its own (no) options.
            let sub = sub
                .filter(|_| !subs.is_empty())
                .map(|i| &subs[i % subs.len()]);
            let registered = sub.map_or(own, |sub| listed(&sub["options"]));
            let mut options = bent_options(&registered, bends);
            options.extend(extra.iter().cloned());
            match sub.and_then(|sub| sub["name"].as_str()) {
                Some(sub) => bot.fake.subcommand(name, sub, Value::Array(options), &ctx),
                None => bot.fake.slash_command(name, Value::Array(options), &ctx),
            }
        }
        Forged::Unknown {
            name,
            sub: Some(sub),
            options,
        } => bot
            .fake
            .subcommand(name, sub, Value::Array(options.clone()), &ctx),
        Forged::Unknown { name, options, .. } => {
            bot.fake
                .slash_command(name, Value::Array(options.clone()), &ctx)
        }
        Forged::Button(custom_id) => bot.fake.component(custom_id, 1, &ctx),
        Forged::Unreadable => {
            let bad = json!([{"name": "seconds", "type": 4, "value": "120"}]);
            bot.fake.slash_command("ttl", bad, &ctx)
        }
    };
    if sender.guild.is_some() {
        let fields = payload.as_object_mut().expect("an object");
        for field in &sender.missing {
            fields.remove(*field);
        }
    }
    payload
}

/// Everything a refusal must leave alone: each drill of both servers' channel (a timed
/// drill's minutes move on their own, so only a turn-based drill's count) and the settings.
async fn state(bot: &TestBot) -> BTreeMap<String, String> {
    let mut state = BTreeMap::new();
    for guild in [GUILD_ID, OTHER_GUILD] {
        let place = Place::in_guild(guild.to_string(), CHANNEL_ID.to_string());
        let drill = match bot.drills().snapshot(&place).await {
            Ok(s) => {
                let turns = s.pace == Pace::Turns;
                format!(
                    "{:?} {:?} {:?} {} actions {:?} {:?}",
                    s.id,
                    s.state,
                    s.locale,
                    s.log.len(),
                    turns.then(|| s.history.len()),
                    turns.then_some(s.controls),
                )
            }
            Err(err) => format!("none: {err}"),
        };
        let settings = bot
            .handles()
            .settings
            .get(&GuildId(guild.to_string()))
            .await
            .map(|s| format!("{s:?}"))
            .unwrap_or_else(|err| err.to_string());
        state.insert(guild.to_string(), format!("{drill} | {settings}"));
    }
    state
}

/// Sends one forged interaction and checks the bot's answer.
async fn one_case(
    bot: &TestBot,
    commands: &[Value],
    forged: Forged,
    sender: Sender,
) -> Result<(), TestCaseError> {
    let payload = payload(bot, commands, &forged, &sender);
    let before = state(bot).await;
    if let Forged::Unreadable = forged {
        bot.fake.inject_interaction(payload).await;
        // Still up: the next interaction is answered.
        let next = bot.fake.slash_command("help", Value::Null, &Ctx::guild());
        let answer = bot.call(next).await;
        prop_assert_eq!(&answer["type"], 4);
        prop_assert_eq!(state(bot).await, before);
        return Ok(());
    }
    let answer = bot.call(payload.clone()).await;
    let kind = answer["type"].as_u64();
    prop_assert!(
        matches!(kind, Some(4 | 5)),
        "a message or a deferral: {}",
        answer
    );
    let data = &answer["data"];
    let private = data["flags"].as_u64().is_some_and(|f| f & 64 != 0);
    if kind == Some(4) {
        let said = data["content"].as_str().is_some_and(|c| !c.is_empty())
            || data["embeds"].as_array().is_some_and(|e| !e.is_empty());
        prop_assert!(said, "an answer says something: {}", answer);
    }
    if private {
        prop_assert_eq!(
            state(bot).await,
            before,
            "a private answer changed a drill: {} → {}",
            payload["data"],
            data
        );
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn arbitrary_interactions_are_answered_and_refusals_change_nothing() {
    let bot = TestBot::start("fuzz").await;
    // A turn-based drill in the channel, so that forged controls have something to hit.
    let start = bot.fake.subcommand(
        "incident",
        "start",
        json!({"scenario": "free-play", "pace": "turns"}),
        &Ctx::guild(),
    );
    assert_eq!(bot.call(start).await["type"], 4);

    // A case the bot leaves unanswered waits 15 s: shrinking such a failure is bounded, so
    // it is reported in minutes, not after hours of shrinking.
    let mut runner = TestRunner::new(proptest::test_runner::Config {
        max_shrink_time: 120_000,
        ..crate::fuzz::config(CASES)
    });
    let commands = registration();
    let runtime = tokio::runtime::Handle::current();
    // The failure is reported as text: proptest's error value is large and not needed here.
    let failure = tokio::task::block_in_place(|| {
        runner
            .run(&(forged(), sender()), |(forged, sender)| {
                runtime.block_on(one_case(&bot, &commands, forged, sender))
            })
            .err()
            .map(|err| err.to_string())
    });
    if let Some(failure) = failure {
        panic!("{failure}");
    }
    // Whatever it was sent, every answer the bot gave is one Discord accepts.
    bot.assert_requests_valid();
    bot.stop().await;
}
