//! The web's game-master link (issue 30), over HTTP on 127.0.0.1: it alone shows the inject
//! panel and the hidden view (the scenario's scheduled events with their clocks), an inject
//! posted through it changes the drill from its minute and never before, and an inject
//! posted through a control or read-only link is refused with 403, changing nothing.

use oncall_drill::drill::{DriverHooks, Snapshot, StartRequest};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{Author, InjectKind, Pace, TeamRules};
use oncall_drill::web::Access;
use reqwest::StatusCode;

use crate::drill::{alice, at, request};
use crate::web::{client, post_act, serve_as, Served};

/// A turn-based `cache-flush` drill whose starter (alice) is its game master, served with
/// `player` acting from its control link, and its game-master link.
async fn served_gm(player: Author) -> (Served, String) {
    let start = StartRequest {
        rules: TeamRules {
            game_master: true,
            ..TeamRules::default()
        },
        ..request("c", "cache-flush", Pace::Turns)
    };
    let served = serve_as(64, false, DriverHooks::default(), start, player).await;
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    let gm = served
        .web
        .game_master_link(snapshot, false)
        .await
        .expect("a drill with a game master has a game-master link");
    (served, gm)
}

async fn get(url: &str) -> (StatusCode, String) {
    let answer = client().get(url).send().await.unwrap();
    (answer.status(), answer.text().await.unwrap())
}

/// The clocks of the scenario's scheduled events, as the drill's own setup writes them.
fn event_clocks(snapshot: &Snapshot) -> Vec<String> {
    let setup = &snapshot.scenario.setup;
    (snapshot.timeline.iter())
        .map(|event| setup.clock_of(event.minute()).to_string())
        .collect()
}

#[tokio::test]
async fn only_the_game_master_link_shows_the_panel_and_the_hidden_view() {
    let (served, gm) = served_gm(alice()).await;
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    let clocks = event_clocks(&snapshot);
    assert!(!clocks.is_empty(), "cache-flush schedules its flush");
    let (status, page) = get(&gm).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("id=\"gm-panel\"") && page.contains("id=\"hidden-view\""));
    assert!(page.contains("data-access=\"game-master\""));
    assert!(page.contains("data-act=\"advance\""), "the controls too");
    for clock in &clocks {
        assert!(page.contains(&format!("data-clock=\"{clock}\"")), "{clock}");
    }
    // Every kind offered, each with its own range from the one inject vocabulary.
    for kind in InjectKind::ALL {
        let option = match kind.range() {
            Some((min, max)) => {
                format!(
                    "value=\"{}\" data-min=\"{min}\" data-max=\"{max}\"",
                    kind.name()
                )
            }
            None => format!("value=\"{}\">", kind.name()),
        };
        assert!(page.contains(&option), "{option}");
    }
    let (status, hidden) = get(&format!("{gm}/hidden")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(hidden.contains(&format!("data-clock=\"{}\"", clocks[0])));

    for link in [&served.control, &served.watch] {
        let (status, page) = get(link).await;
        assert_eq!(status, StatusCode::OK);
        for secret in ["gm-panel", "hidden-view", "data-clock=", "/assets/gm.js"] {
            assert!(!page.contains(secret), "{secret} on {link}");
        }
        let (status, hidden) = get(&format!("{link}/hidden")).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert!(!hidden.contains("data-clock"), "{hidden}");
    }
}

#[tokio::test]
async fn an_inject_through_the_game_master_link_changes_the_drill_from_its_minute() {
    // The web's player is not the game master (a Discord drill's web): the link acts as
    // the game master all the same.
    let web = Author {
        id: "web".into(),
        name: "web".into(),
    };
    let (served, gm) = served_gm(web).await;
    served.handle.advance(&at("c"), 2).await.unwrap();
    let before = served.handle.snapshot(&at("c")).await.unwrap();
    let sent_at = before.last().unwrap().minute;
    let full = before.last().unwrap().db_capacity_qps;

    let (status, said) = post_act(&gm, "inject db-slow 60").await;
    assert_eq!(status, StatusCode::OK, "{said}");
    // Named in words with its size, not as typed (the page has no prompt).
    assert!(said.contains("60 %") && !said.contains("db-slow"), "{said}");
    let (status, said) = post_act(&gm, "inject surge 11").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{said}");
    assert!(said.contains("2–10"), "the range is named: {said}");

    served.handle.advance(&at("c"), 3).await.unwrap();
    let after = served.handle.snapshot(&at("c")).await.unwrap();
    let records = after.records();
    for record in &records {
        let expected = match record.minute > sent_at {
            true => full * 0.4,
            false => full,
        };
        assert_eq!(record.db_capacity_qps, expected, "minute {}", record.minute);
    }
    assert!(records.iter().any(|r| r.minute > sent_at));
    let logged = after.log.to_vec();
    assert_eq!(logged.len(), 1);
    assert!(logged[0].action.is_inject());
    assert_eq!(logged[0].author.id, alice().id, "the game master's action");
    let (_, hidden) = get(&format!("{gm}/hidden")).await;
    let injects = &hidden[hidden.find("gm-injects").expect("the injects so far")..];
    assert!(
        injects.contains("60 %") && !injects.contains("db-slow"),
        "the injects so far, in words: {hidden}"
    );

    // The whole page, with its inject and the teaching aids, names injects in words: no
    // line the prompt reads as an action, no inject's typed name in its text.
    let (_, page) = get(&gm).await;
    assert!(
        page.contains("gm-aids"),
        "the teaching aids are on the page"
    );
    let l = Localizer::new(after.locale);
    crate::web_words::assert_no_commands(&l, &page, "the game master's page");
    let typed: Vec<String> = (crate::web_words::words(&page).into_iter())
        .filter(|text| {
            InjectKind::ALL
                .iter()
                .any(|k| text.contains(k.name()) && k.name().contains('-'))
        })
        .collect();
    assert!(typed.is_empty(), "typed inject names: {typed:?}");

    // After the end the drill refuses it, with its reason.
    served.handle.stop(&at("c"), alice()).await.unwrap();
    let (status, said) = post_act(&gm, "inject cache-flush").await;
    assert_eq!(status, StatusCode::CONFLICT, "{said}");
}

#[tokio::test]
async fn injects_through_other_links_are_refused() {
    let (served, _gm) = served_gm(alice()).await;
    for link in [&served.control, &served.watch] {
        for line in ["inject surge 3", "inject surge 99", "inject cache-flush"] {
            let (status, said) = post_act(link, line).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{line} on {link}: {said}");
        }
    }
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    assert_eq!(snapshot.log.len(), 0, "nothing was injected");
    // The control link still plays.
    assert_eq!(post_act(&served.control, "floor 9").await.0, StatusCode::OK);
    // A drill without a game master gets no game-master link.
    let other = served
        .handle
        .start(request("d", "bad-deploy", Pace::Turns))
        .await
        .unwrap();
    assert_eq!(
        served.web.game_master_link(other.clone(), false).await,
        None
    );
    let control = (served.web.register(other.clone(), Access::Control).await).unwrap();
    assert_eq!(
        post_act(&control, "inject surge 3").await.0,
        StatusCode::FORBIDDEN
    );
}

/// A member of the server's game-master role asks for the link of a drill started without a
/// game master (the bot's `/gm view`): its holder injects as the game master, logged as such.
#[tokio::test]
async fn the_role_s_game_master_link_injects_into_a_drill_without_its_own() {
    let (served, _gm) = served_gm(alice()).await;
    let other = served
        .handle
        .start(request("d", "bad-deploy", Pace::Turns))
        .await
        .unwrap();
    assert!(!other.meta.rules.game_master);
    let gm = (served.web.game_master_link(other, true).await).expect("a link for the role");
    let (status, said) = post_act(&gm, "inject surge 3").await;
    assert_eq!(status, StatusCode::OK, "{said}");
    let logged = served.handle.snapshot(&at("d")).await.unwrap().log.to_vec();
    assert_eq!(logged.len(), 1);
    assert!(logged[0].action.is_inject());
    assert_eq!(
        logged[0].author.id, "gm",
        "the game master's, not the starter's"
    );
    assert_ne!(logged[0].author.id, alice().id);
}

/// The links `play … --web` prints, in order.
fn printed_links(gm: bool) -> Vec<String> {
    let dir = crate::util::temp_dir("play-gm-web");
    let mut args = crate::util::turn_based("cache-flush", "4", "d.sqlite3").to_vec();
    args.extend(["--web", "127.0.0.1:0"]);
    if gm {
        args.push("--gm");
    }
    let out = crate::util::play_in(&dir, &args, "quit\n");
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{said}");
    let links: Vec<String> = said
        .split_whitespace()
        .filter(|word| word.starts_with("http://") && word.contains("/d/"))
        .map(String::from)
        .collect();
    if gm {
        assert!(said.contains("For you, the game master"), "{said}");
    }
    links
}

#[test]
fn play_as_game_master_on_the_web_prints_three_links() {
    let links = printed_links(true);
    assert_eq!(
        links.len(),
        3,
        "control, the room's and the game master's: {links:?}"
    );
    assert!(links[0] != links[1] && links[1] != links[2] && links[0] != links[2]);
    assert_eq!(
        printed_links(false).len(),
        2,
        "no game master, no third link"
    );
}
