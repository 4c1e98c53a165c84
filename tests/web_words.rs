//! The page's words carry no command syntax (issue 29.6): the terminal's and Discord's
//! texts name an action as the command that types it (`ttl 120`), the page has no prompt
//! and names it in its language ("the cache TTL set to 120 s"). A drill acted on with every
//! kind of action, rendered in en-US and Russian, live (the coach's levers) and ended (the
//! timeline and the whole debrief): no run of its words is a line the one command reader
//! (`drill::command_line`, the prompt's and the page's) takes as an action, and each of the
//! trace's actions is named in words with its value. Every emoji on it comes with a word.

use oncall_drill::drill::command_line::{parse_line, Typed};
use oncall_drill::drill::{DriverHooks, Intent, StartRequest};
use oncall_drill::i18n::{action_words, why, Localizer};
use oncall_drill::model::{Action, Locale, Pace};
use reqwest::StatusCode;

use crate::drill::{alice, at, request};
use crate::util::eventually;
use crate::web::{page_text, post_act, serve_start, Served};

/// One of each kind the team can take, each in its own minute.
const EVERY_KIND: [Action; 10] = [
    Action::Floor(14),
    Action::Autoscale(false),
    Action::Target(55),
    Action::Ttl(120),
    Action::Warmup,
    Action::Shed(50),
    Action::Feature(false),
    Action::Autoscale(true),
    Action::Feature(true),
    Action::Rollback,
];

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The words a reader meets on the page: each element's own text, and the attributes that
/// carry words (a button's name and title, an image's description, the script's texts).
pub(crate) fn words(html: &str) -> Vec<String> {
    const WORDY: [&str; 8] = [
        "title",
        "aria-label",
        "alt",
        "data-confirm",
        "data-lost",
        "data-back",
        "data-send-failed",
        "data-empty",
    ];
    let mut found = Vec::new();
    for (i, piece) in html.split('<').enumerate() {
        let (tag, text) = match piece.split_once('>') {
            Some(parts) if i > 0 => parts,
            _ => ("", piece),
        };
        if !text.trim().is_empty() {
            found.push(unescape(text));
        }
        for name in WORDY {
            if let Some((_, rest)) = tag.split_once(&format!(" {name}=\"")) {
                found.push(unescape(rest.split('"').next().unwrap()));
            }
        }
    }
    found
}

/// The runs of one or two words of `text` (no punctuation between them) that the command
/// reader takes as an action. A word alone counts as the commands are cited, in lower case
/// (`rollback`, `warmup`): "Rollback in progress" starting a sentence is the English noun.
pub(crate) fn commands_in(l: &Localizer, text: &str) -> Vec<String> {
    let raw: Vec<&str> = text.split_whitespace().collect();
    let punctuation = |c: char| !c.is_alphanumeric() && c != '%' && c != '/';
    let mut found = Vec::new();
    for i in 0..raw.len() {
        let alone = raw[i].trim_matches(punctuation);
        let mut runs = Vec::new();
        if alone == alone.to_lowercase() {
            runs.push(alone.to_string());
        }
        if let Some(next) = raw.get(i + 1) {
            let first = raw[i].trim_start_matches(punctuation);
            if !first.ends_with(punctuation) && !next.starts_with(punctuation) {
                runs.push(format!("{first} {}", next.trim_end_matches(punctuation)));
            }
        }
        for line in runs {
            if matches!(parse_line(l, &line), Ok(Typed::Act(_))) && !found.contains(&line) {
                found.push(line);
            }
        }
    }
    found
}

fn pictograph(c: char) -> bool {
    matches!(u32::from(c), 0x1F300..=0x1FAFF | 0x2600..=0x27BF)
}

/// An emoji (which draws as an empty box without an emoji font) followed by anything but a
/// word, in `text`.
fn bare_emoji(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    chars.iter().enumerate().find_map(|(i, &c)| {
        let next = chars[i + 1..]
            .iter()
            .find(|&&n| !n.is_whitespace() && n != '\u{FE0F}');
        (pictograph(c) && !next.is_some_and(|n| n.is_alphabetic()))
            .then(|| chars[i..(i + 12).min(chars.len())].iter().collect())
    })
}

pub(crate) fn assert_no_commands(l: &Localizer, html: &str, what: &str) {
    let unpaired: Vec<String> = words(html).iter().filter_map(|t| bare_emoji(t)).collect();
    assert!(
        unpaired.is_empty(),
        "{what}: emoji without a word: {unpaired:?}"
    );
    let shown: Vec<String> = words(html)
        .into_iter()
        .filter(|text| !commands_in(l, text).is_empty())
        .collect();
    assert!(shown.is_empty(), "{what}: command syntax in {shown:#?}");
}

/// The element with `id`'s inner text, tags taken out.
fn inner(html: &str, id: &str) -> String {
    let start = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("#{id} in {html}"));
    let body = &html[start..];
    let body = &body[body.find('>').unwrap() + 1..];
    let tag_end = ["</pre>", "</ol>"]
        .iter()
        .filter_map(|end| body.find(end))
        .min()
        .unwrap();
    words(&body[..tag_end]).join("\n")
}

async fn the_page_names_actions_in_words(locale: Locale) {
    let start = StartRequest {
        locale,
        ..request("c", "bad-deploy", Pace::Turns)
    };
    // The web server lives as long as `served`.
    let served: Served = serve_start(64, false, DriverHooks::default(), start).await;
    let (handle, control) = (&served.handle, &served.control);
    let commands = Localizer::new(locale);
    let described = Localizer::new(locale).described();
    // The command reader itself takes what the terminal names: the check can find it.
    for action in EVERY_KIND {
        assert_eq!(
            commands_in(&commands, &action_words::action(&commands, &action)),
            vec![action.to_string()]
        );
    }

    // Live, into the incident: the coach's levers in words.
    handle.advance(&at("c"), 20).await.unwrap();
    let snapshot = handle.snapshot(&at("c")).await.unwrap();
    let clock = format!("datetime=\"{}\"", snapshot.last().unwrap().clock);
    let live = eventually("the page at the last minute", || async {
        let page = page_text(control).await;
        page.contains(&clock).then_some(page)
    })
    .await;
    assert_no_commands(&commands, &live, "the live page");
    let room = page_text(&served.watch).await;
    assert_no_commands(&commands, &room, "the live page of the room's screen");
    let explained = oncall_drill::model::why::explain(snapshot.last().unwrap());
    assert!(
        !explained.levers.is_empty(),
        "the coach names levers at 09:20"
    );
    let coach = inner(&live, "why");
    for &lever in &explained.levers {
        let words = why::lever(&described, lever);
        assert!(coach.contains(&words), "{words} in {coach}");
        assert_ne!(words, why::lever(&commands, lever));
    }

    // Every kind of action, then the end: the timeline and the debrief name each.
    for action in EVERY_KIND {
        handle
            .act(&at("c"), alice(), Intent::Exactly(action))
            .await
            .unwrap();
        handle.advance(&at("c"), 1).await.unwrap();
    }
    handle.stop(&at("c"), alice()).await.unwrap();
    let ended = eventually("the debrief on the page", || async {
        let page = page_text(control).await;
        (!page.contains("id=\"debrief\" aria-labelledby=\"h-debrief\" hidden")).then_some(page)
    })
    .await;
    assert_no_commands(&commands, &ended, "the ended page");
    let room = page_text(&served.watch).await;
    assert_no_commands(&commands, &room, "the ended page of the room's screen");
    let snapshot = handle.snapshot(&at("c")).await.unwrap();
    let setup = &snapshot.scenario.setup;
    let timeline = inner(&ended, "timeline");
    let debrief = inner(&ended, "debrief-text");
    assert_eq!(snapshot.log.len(), EVERY_KIND.len());
    for logged in snapshot.log.iter() {
        let words = action_words::action(&described, &logged.action);
        let entry = format!("{} alice · {words}", setup.clock_of(logged.minute));
        assert!(timeline.contains(&entry), "{entry} in {timeline}");
        // The one debrief: its side by side names the same action in the same words.
        assert!(debrief.contains(&words), "{words} in {debrief}");
        if let Action::Floor(v) | Action::Target(v) | Action::Ttl(v) | Action::Shed(v) =
            logged.action
        {
            assert!(words.contains(&v.to_string()), "{words}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_names_actions_in_words_in_english() {
    the_page_names_actions_in_words(Locale::EnUs).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_names_actions_in_words_in_russian() {
    the_page_names_actions_in_words(Locale::Ru).await;
}

/// An answer shown under the page's controls names no command: no word the prompt's reader
/// takes as one, and whatever it quotes is a button of the page.
fn assert_answer_names_the_page(l: &Localizer, said: &str, page: &str) {
    for word in said.split_whitespace() {
        let word = word.trim_matches(|c: char| !c.is_alphanumeric());
        if word == word.to_lowercase() {
            assert!(
                matches!(parse_line(l, word), Err(_) | Ok(Typed::Nothing)),
                "{word:?} in {said}"
            );
        }
    }
    for (open, close) in [('“', '”'), ('«', '»'), ('„', '”')] {
        for quoted in said.split(open).skip(1) {
            let quoted = quoted.split(close).next().unwrap();
            assert!(
                page.contains(&format!(">{quoted}</button>")),
                "{quoted:?} of {said} is no button of the page"
            );
        }
    }
}

/// Advance pressed while the drill is paused, and a control after its end: refused (409) in words
/// of the page.
async fn the_pages_refusals_name_its_buttons(locale: Locale) {
    let start = StartRequest {
        locale,
        ..request("c", "bad-deploy", Pace::Turns)
    };
    let served: Served = serve_start(64, false, DriverHooks::default(), start).await;
    let l = Localizer::new(locale);
    let live = page_text(&served.control).await;
    served.handle.pause(&at("c"), alice()).await.unwrap();
    let (status, said) = post_act(&served.control, "advance").await;
    assert_eq!(status, StatusCode::CONFLICT, "{said}");
    assert_answer_names_the_page(&l, &said, &live);
    assert!(said.contains(&l.text("web-resume")), "{said}");
    served.handle.stop(&at("c"), alice()).await.unwrap();
    let (status, said) = post_act(&served.control, "ttl 120").await;
    assert_eq!(status, StatusCode::CONFLICT, "{said}");
    assert_answer_names_the_page(&l, &said, &live);
}

#[tokio::test]
async fn the_pages_refusals_name_its_buttons_in_english() {
    the_pages_refusals_name_its_buttons(Locale::EnUs).await;
}

#[tokio::test]
async fn the_pages_refusals_name_its_buttons_in_russian() {
    the_pages_refusals_name_its_buttons(Locale::Ru).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_names_actions_in_words_in_frisian_and_somali() {
    the_page_names_actions_in_words(Locale::Fy).await;
    the_page_names_actions_in_words(Locale::So).await;
}
