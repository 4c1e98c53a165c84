//! A seed nobody chose stays secret until the debrief (issue 26.6): `play`'s first line,
//! its export and the web page show a drill code instead, also across a resume; the
//! debrief reveals the seed beside the code and the report after the end carries it. A
//! chosen seed is shown from the start. `seed_mentions` is the scan every front-end's test
//! uses: the seed's digits with the word "seed" just before them.

use oncall_drill::drill::StartRequest;
use oncall_drill::model::seed_secrecy::SeedRule;
use oncall_drill::model::{Pace, TeamRules};

use crate::drill::{alice, at, request};
use crate::util::{bin, play_in, run_with_input, stderr, stdout, temp_dir};
use crate::web::{client, next_event, serve_start};

/// Every place in `text` where `seed` appears as a whole number with "seed" (any case)
/// among the 24 characters before it: "seed 1234", "Seed: 1234", `"seed":1234`,
/// `seed = 1234`, `…-seed1234.md`.
pub(crate) fn seed_mentions(text: &str, seed: u32) -> Vec<String> {
    let digits = seed.to_string();
    let lower = text.to_lowercase();
    let mut found = Vec::new();
    for (at, _) in lower.match_indices(&digits) {
        let end = at + digits.len();
        let digit_before = lower[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_digit());
        let digit_after = lower[end..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit());
        if digit_before || digit_after {
            continue;
        }
        let window: String = lower[..at]
            .chars()
            .rev()
            .take(24)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if window.contains("seed") {
            found.push(format!("…{window}{digits}…"));
        }
    }
    found
}

/// The drill code a text names ("drill code K7F-3QX").
fn code_in(text: &str) -> String {
    let at = text.find("drill code ").expect("a drill code") + "drill code ".len();
    text[at..at + 7].to_string()
}

#[test]
fn the_scan_finds_the_seed_only_in_its_context() {
    assert_eq!(seed_mentions("Seed 1234 · minute 3", 1234).len(), 1);
    assert_eq!(seed_mentions("{\"seed\":1234}", 1234).len(), 1);
    assert_eq!(seed_mentions("bad-deploy-seed1234.md", 1234).len(), 1);
    assert!(seed_mentions("seed 12345 and seed 91234", 1234).is_empty());
    let far = "the seed stays secret until the end; 1234 requests";
    assert!(seed_mentions(far, 1234).is_empty());
    assert!(seed_mentions("drill code K7F-3QX", 1234).is_empty());
}

#[test]
fn play_without_a_seed_keeps_it_secret_until_the_debrief_also_across_a_resume() {
    let dir = temp_dir("secret-play");
    let first = play_in(
        &dir,
        &["bad-deploy", "--db", "d.sqlite3"],
        "advance 5\nstatus\nwhy\nmodel\nexport mid\nquit\n",
    );
    assert!(first.status.success(), "{}", stderr(&first));
    let second = play_in(
        &dir,
        &["--resume", "--db", "d.sqlite3"],
        "advance 2\nexport later\nstop\n",
    );
    assert!(second.status.success(), "{}", stderr(&second));
    let opening = stdout(&first);
    let first_line = opening.lines().next().unwrap();
    assert!(first_line.contains("(drill code "), "{first_line}");
    let code = code_in(first_line);

    // The debrief reveals it beside the code, and challenges with it.
    let ending = stdout(&second);
    let reveal = ending
        .find(&format!(
            "The seed of drill {code} was kept secret until now: it was "
        ))
        .unwrap_or_else(|| panic!("the reveal in:\n{ending}"));
    let seed: u32 = ending[reveal..]
        .split("it was ")
        .nth(1)
        .and_then(|rest| rest.split('.').next())
        .and_then(|digits| digits.parse().ok())
        .expect("the seed revealed");
    assert!(
        ending.contains(&format!(" play bad-deploy --seed {seed}”")),
        "{ending}"
    );

    // Nothing before it names the seed: the terminal, the exports mid-drill.
    let shown_before = format!("{opening}{}", &ending[..reveal]);
    assert_eq!(seed_mentions(&shown_before, seed), Vec::<String>::new());
    for name in ["mid", "later"] {
        let report = std::fs::read_to_string(dir.join(format!("{name}.md"))).unwrap();
        assert_eq!(
            seed_mentions(&report, seed),
            Vec::<String>::new(),
            "{name}.md"
        );
        assert!(report.contains(&format!("drill code {code}")), "{report}");
        assert!(
            report.contains("The replay file comes with the end of the drill"),
            "{report}"
        );
        assert!(!dir.join(format!("{name}.replay.toml")).exists(), "{name}");
    }

    // After the end, the report carries the seed and its replay file.
    let report = run_with_input(
        bin()
            .current_dir(&*dir)
            .args(["report", "--db", "d.sqlite3", "--last", "--out", "end"]),
        "",
    );
    assert!(report.status.success(), "{}", stderr(&report));
    let markdown = std::fs::read_to_string(dir.join("end.md")).unwrap();
    assert!(markdown.contains(&format!("· seed {seed} ·")), "{markdown}");
    assert!(markdown.contains(&format!("it was {seed}.")), "{markdown}");
    let replay = std::fs::read_to_string(dir.join("end.replay.toml")).unwrap();
    assert_eq!(seed_mentions(&replay, seed).len(), 1, "{replay}");
}

#[test]
fn play_with_a_chosen_seed_shows_it_from_the_start() {
    let dir = temp_dir("chosen-play");
    let out = play_in(
        &dir,
        &["bad-deploy", "--seed", "4242", "--db", "d.sqlite3"],
        "advance 2\nexport mid\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.lines().next().unwrap().contains("(seed 4242, "),
        "{text}"
    );
    assert!(!text.contains("drill code"), "{text}");
    assert!(!text.contains("kept secret"), "{text}");
    let report = std::fs::read_to_string(dir.join("mid.md")).unwrap();
    assert!(report.contains("· seed 4242 ·"), "{report}");
    assert!(dir.join("mid.replay.toml").exists());
}

/// A turn-based bad-deploy drill in channel `c` whose seed nobody chose.
fn secret(seed: u32) -> StartRequest {
    StartRequest {
        seed,
        rules: TeamRules {
            seed: SeedRule::Secret,
            ..TeamRules::default()
        },
        ..request("c", "bad-deploy", Pace::Turns)
    }
}

#[tokio::test]
async fn the_web_page_shows_the_drill_code_until_the_debrief_reveals_the_seed() {
    let seed = 3_141_592_653;
    let served = serve_start(64, false, Default::default(), secret(seed)).await;
    let get = |url: String| async move {
        client()
            .get(url)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    };
    let mut stream = client()
        .get(format!("{}/events", served.watch))
        .send()
        .await
        .unwrap();
    let mut buffer = String::new();
    let mut seen = next_event(&mut stream, &mut buffer).await.to_string();
    served.handle.advance(&at("c"), 3).await.unwrap();
    let page = get(served.control.clone()).await;
    let event = next_event(&mut stream, &mut buffer).await;
    seen.push_str(&event.to_string());
    for shown in [&page, &seen] {
        assert_eq!(seed_mentions(shown, seed), Vec::<String>::new());
    }
    let code = code_in(&page);
    assert_eq!(event["drill"], format!("drill code {code}"));

    served.handle.stop(&at("c"), alice()).await.unwrap();
    let mut last = next_event(&mut stream, &mut buffer).await;
    while last["debrief"].is_null() {
        last = next_event(&mut stream, &mut buffer).await;
    }
    assert_eq!(last["drill"], format!("seed {seed}"));
    let debrief = last["debrief"].to_string();
    assert!(
        debrief.contains(&format!(
            "The seed of drill {code} was kept secret until now: it was {seed}."
        )),
        "{debrief}"
    );
    assert!(debrief.contains(&format!("seed {seed}.")), "{debrief}");
    let page = get(served.watch.clone()).await;
    assert!(
        page.contains(&format!("it was {seed}.")),
        "the page after the end"
    );
}
