//! One debrief, told in full on every screen (issue 27.1): a practice drill (rewound) that
//! was stopped early (projected) is played in `play`, then its debrief is rendered by the
//! terminal (what `play` printed), Discord (the embed and its follow-ups), the web page
//! (the page the server sends) and the report (`oncall-drill report`); every section of
//! the one debrief, its title and each of its lines with their figures, is in each (the
//! page's lines naming the actions in words, the same lines otherwise).

use std::sync::Arc;

use oncall_drill::drill::archive::{ended_drill, Which};
use oncall_drill::drill::wording::debrief::{debrief_words, Part};
use oncall_drill::drill::Debriefed;
use oncall_drill::i18n::Localizer;
use oncall_drill::web::page::{escape, page};
use oncall_drill::web::token::random_token;
use oncall_drill::web::view::view;
use oncall_drill::web::Access;

use crate::util::{bin, play_in, stderr, stdout, temp_dir, turn_based};

/// Text with every run of white space made one space: the terminal may wrap a line to
/// its width, Discord and Markdown put their own marks between lines.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every string of a JSON value (an embed's title, description, fields, footer), one a line.
fn strings(value: &serde_json::Value, into: &mut String) {
    match value {
        serde_json::Value::String(s) => {
            into.push_str(s);
            into.push('\n');
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| strings(v, into)),
        serde_json::Value::Object(map) => map.values().for_each(|v| strings(v, into)),
        _ => {}
    }
}

#[test]
fn the_terminal_discord_the_web_page_and_the_report_each_tell_the_whole_debrief() {
    let dir = temp_dir("debrief-everywhere");
    let played = play_in(
        &dir,
        &turn_based("bad-deploy", "7", "d.sqlite3"),
        "advance 12\nshed 50\nadvance 5\nrewind 10\nadvance 8\nrollback\nadvance 12\nstop\n",
    );
    assert!(played.status.success(), "{}", stderr(&played));
    let terminal = stdout(&played);
    let reported = bin()
        .current_dir(&*dir)
        .args(["report", "--db", "d.sqlite3", "--last", "--out", "r"])
        .output()
        .unwrap();
    assert!(reported.status.success(), "{}", stderr(&reported));
    let report = std::fs::read_to_string(dir.join("r.md")).unwrap();

    // The same drill read back from its database, its debrief computed once.
    let snapshot = ended_drill(&dir.join("d.sqlite3"), Which::Last).expect("the ended drill");
    let debriefed = Debriefed::Detailed(Arc::new(snapshot.debrief()));
    let l = Localizer::new(snapshot.locale);
    let words = debrief_words(&l, &snapshot, &debriefed);
    let parts: Vec<Part> = words.sections.iter().map(|s| s.part).collect();
    assert_eq!(
        parts,
        [
            Part::Numbers,
            Part::Score,
            Part::WhatIf,
            Part::Happened,
            Part::Review,
            Part::Timeline,
            Part::SideBySide,
            Part::Lessons,
            Part::Rewound,
        ],
        "a stopped, rewound drill has every section"
    );

    let embed = oncall_drill::discord::embed::debrief_embed(&l, &snapshot, &debriefed, false);
    let mut discord = String::new();
    strings(&serde_json::to_value(&embed).unwrap(), &mut discord);
    for message in oncall_drill::discord::embed::debrief_follow_ups(&l, &snapshot, &debriefed) {
        assert!(message.chars().count() <= 2000, "{message}");
        discord.push_str(&message);
        discord.push('\n');
    }
    let web = page(
        &view(&snapshot, Some(&debriefed)),
        random_token().unwrap(),
        Access::ReadOnly,
    );

    // The page has no prompt: the same debrief, its actions named in words.
    let described = debrief_words(&l.clone().described(), &snapshot, &debriefed);
    assert_eq!(described.title, words.title);
    for (typed, worded) in words.sections.iter().zip(&described.sections) {
        assert_eq!(typed.part, worded.part);
        assert_eq!(typed.lines.len(), worded.lines.len(), "{:?}", typed.part);
    }
    assert_ne!(described, words, "the drill's actions named otherwise");

    let screens = [
        ("terminal", flat(&terminal), false, &words),
        ("discord", flat(&discord), false, &words),
        ("web", flat(&web), true, &described),
        ("report", flat(&report), false, &words),
    ];
    let mut checked = 0;
    for (screen, text, html, words) in &screens {
        let shown = |line: &str| {
            let line = if *html {
                escape(line)
            } else {
                line.to_string()
            };
            text.contains(&flat(&line))
        };
        assert!(shown(&words.title), "{screen}: {}", words.title);
        for section in &words.sections {
            // The drill's numbers stand under the scenario's line, titled by it.
            if section.part != Part::Numbers {
                assert!(shown(&section.title), "{screen}: {}\n{text}", section.title);
            }
            for line in &section.lines {
                assert!(
                    shown(line),
                    "{screen}: {line:?} of {:?}\n{text}",
                    section.part
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 4 * 30, "{checked} lines checked");

    // The page puts the score and the three most valuable lessons first.
    let words = &described;
    let score = &words.section(Part::Score).unwrap().title;
    let lessons = words.section(Part::Lessons).unwrap();
    assert!(!lessons.lines.is_empty() && lessons.lines.len() <= 3);
    let at = |needle: &str| web.find(&escape(needle)).expect(needle);
    let first_of_rest = &words.section(Part::WhatIf).unwrap().title;
    assert!(at(score) < at(&lessons.lines[0]));
    assert!(at(&lessons.lines[lessons.lines.len() - 1]) < at(first_of_rest));
}
