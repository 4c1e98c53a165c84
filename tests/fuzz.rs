//! Bad input, fuzzed (proptest): the action grammar, scripted actions files and scenario
//! files take arbitrary and almost-valid text and answer Ok or a clear error, never a panic.
//! What parses re-formats and parses to the same action; what validates lies within the
//! ranges the README documents; an error names what is allowed, or the file and where.
//! (Arbitrary interactions into the bot are in `bot/fuzz.rs`.)
//!
//! The case counts keep the suite fast; `PROPTEST_CASES=100000 cargo test --locked fuzz::`
//! runs more.

use oncall_drill::model::{Action, ActionError, Control, Event, InjectKind};
use oncall_drill::scenario::{Scenario, ScenarioError};
use proptest::prelude::*;
use proptest::test_runner::Config;

use crate::util::repo_path;

/// `cases` unless `PROPTEST_CASES` asks for another number; failures are printed, never
/// written into the source tree. (Also the interaction fuzz's, in `bot/fuzz.rs`.)
pub fn config(cases: u32) -> Config {
    Config {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(cases),
        failure_persistence: None,
        ..Config::default()
    }
}

/// An error says what would have been accepted: the commands, the control's usage or its
/// range.
fn names_what_is_allowed(err: &ActionError) -> bool {
    let text = err.to_string();
    let commands = Control::ALL.map(Control::name).join(", ");
    match err {
        ActionError::Empty | ActionError::UnknownCommand(_) => text.contains(&commands),
        ActionError::OutOfRange { min, max, .. } => text.contains(&format!("{min}–{max}")),
        ActionError::NotOnOff { .. } => text.contains("on or off"),
        ActionError::MissingArgument(control)
        | ActionError::UnexpectedArgument { control, .. }
        | ActionError::NotANumber { control, .. } => text.contains(&control.usage()),
        ActionError::UnknownInject(_) => text.contains(&InjectKind::list()),
        ActionError::InjectOutOfRange {
            range: (min, max), ..
        } => text.contains(&format!("{min}–{max}")),
        ActionError::InjectSize { kind, .. } => match kind.range() {
            Some((min, max)) => text.contains(&format!("{min}–{max}")),
            None => text.contains("no size"),
        },
    }
}

fn check_line(line: &str) -> Result<(), TestCaseError> {
    match Action::parse(line) {
        Ok(action) => {
            let canonical = action.to_string();
            prop_assert_eq!(Action::parse(&canonical), Ok(action), "{:?}", line);
            let word = line.split_whitespace().next().unwrap_or_default();
            let name = word.strip_prefix('/').unwrap_or(word);
            let named = action.control().map_or("inject", |c| c.name());
            prop_assert!(named.eq_ignore_ascii_case(name));
        }
        Err(err) => prop_assert!(names_what_is_allowed(&err), "{:?}: {}", line, err),
    }
    Ok(())
}

/// Lines close to the grammar: a control in any case, maybe with `/`, and arguments that
/// are right, nearly right or wrong.
fn near_action() -> impl Strategy<Value = String> {
    let name = prop_oneof![
        4 => prop::sample::select(Control::ALL.map(Control::name).to_vec()).prop_map(str::to_string),
        1 => "[a-zA-Z/]{0,9}",
    ];
    let name = (name, any::<bool>(), any::<bool>()).prop_map(|(name, slash, upper)| {
        let name = if upper { name.to_uppercase() } else { name };
        if slash {
            format!("/{name}")
        } else {
            name
        }
    });
    let number = prop_oneof![
        (-10i64..4000).prop_map(|n| n.to_string()),
        any::<i64>().prop_map(|n| n.to_string()),
        Just("99999999999999999999".to_string()),
        Just("+5".to_string()),
        Just("-0".to_string()),
        Just("1e3".to_string()),
        Just("٣".to_string()),
    ];
    let argument = prop_oneof![
        (
            number,
            prop::sample::select(vec!["", "%", "s", "%s", "s%", "ms"])
        )
            .prop_map(|(n, suffix)| format!("{n}{suffix}")),
        prop::sample::select(vec!["on", "off", "ON", "Off", "maybe", "", "\u{a0}"])
            .prop_map(str::to_string),
        "\\PC{0,6}",
    ];
    let extra = prop::option::of("\\PC{1,6}");
    (name, "[ \t]{1,3}", argument, extra).prop_map(|(name, space, argument, extra)| {
        let mut line = format!("{name}{space}{argument}");
        if let Some(extra) = extra {
            line.push(' ');
            line.push_str(&extra);
        }
        line
    })
}

proptest! {
    #![proptest_config(config(512))]

    #[test]
    fn the_action_grammar_takes_any_text(line in "\\PC{0,40}|.{0,40}") {
        check_line(&line)?;
    }

    #[test]
    fn the_action_grammar_takes_nearly_valid_lines(line in near_action()) {
        check_line(&line)?;
    }

    #[test]
    fn scripts_parse_or_name_their_line(
        lines in prop::collection::vec(
            prop_oneof![
                (0u32..200, near_action()).prop_map(|(m, a)| format!("{m} {a}")),
                ("[0-2][0-9]:[0-6][0-9]", near_action()).prop_map(|(t, a)| format!("{t} {a}")),
                "\\PC{0,30}",
                Just("# a comment".to_string()),
            ],
            0..8,
        ),
        start in 0u32..1440,
        run in 1u32..200,
    ) {
        let text = lines.join("\n");
        match oncall_drill::script::parse("s.txt", &text, start, run) {
            Ok(script) => {
                for update in &script.updates {
                    prop_assert!(update.minute < run);
                }
                for scheduled in script.actions {
                    prop_assert!(scheduled.minute < run);
                    let action = scheduled.action;
                    prop_assert_eq!(Action::parse(&action.to_string()), Ok(action));
                }
            }
            Err(err) => {
                let text = err.to_string();
                let line: usize = text
                    .strip_prefix("s.txt:")
                    .and_then(|rest| rest.split(':').next())
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0);
                prop_assert!((1..=lines.len()).contains(&line), "{}", text);
            }
        }
    }
}

/// The built-in scenario files, as written.
fn scenario_texts() -> Vec<String> {
    Scenario::builtin_ids()
        .map(|id| {
            std::fs::read_to_string(repo_path(&format!("scenarios/{id}.toml")))
                .expect("a built-in scenario file")
        })
        .collect()
}

/// Ok within the documented ranges, or an error that names the file (and, for a syntax
/// error, a line of the text).
fn check_scenario(text: &str) -> Result<(), TestCaseError> {
    match Scenario::parse("my.toml", text) {
        Ok(s) => {
            let setup = &s.setup;
            prop_assert!((1..=10_080).contains(&setup.duration_min));
            prop_assert!(setup.base_rps > 0.0 && setup.base_rps <= 1e6);
            prop_assert!(setup.boot_delay_min <= 60);
            prop_assert!((0.0..=1.0).contains(&setup.budget_left));
            prop_assert!((0.0..=1.0).contains(&setup.cache_warm));
            prop_assert!((1..=40).contains(&setup.initial_instances));
            let c = &setup.controls;
            prop_assert!(c.floor >= 1 && c.floor <= setup.initial_instances);
            prop_assert!((10..=95).contains(&c.target_pct));
            prop_assert!(c.ttl_s <= 3600 && c.shed_pct <= 100);
            for event in &setup.events {
                match event {
                    Event::BadDeploy { when, .. }
                    | Event::CacheFlush { when, .. }
                    | Event::DbCapacity { when, .. }
                    | Event::LoseInstances { when, .. }
                    | Event::TtlPush { when, .. } => {
                        let (first, last) = when.range();
                        prop_assert!(first <= last && last < setup.duration_min)
                    }
                    Event::Surge(spec) => {
                        prop_assert!(spec.start_min.1 + spec.length_min() <= setup.duration_min);
                        prop_assert!(1.0 <= spec.peak.0 && spec.peak.0 <= spec.peak.1);
                    }
                }
            }
        }
        Err(err) => {
            let said = err.to_string();
            prop_assert!(said.starts_with("my.toml:"), "{}", said);
            match &err {
                ScenarioError::Invalid { problems, .. } => {
                    prop_assert!(!problems.is_empty(), "{}", said);
                    for p in problems {
                        prop_assert!(
                            p.line >= 1 && p.line <= text.lines().count() + 1,
                            "{}",
                            said
                        );
                        prop_assert!(!p.message.is_empty(), "{}", said);
                    }
                }
                other => prop_assert!(false, "parsing text cannot fail with {:?}", other),
            }
        }
    }
    Ok(())
}

/// What one edit does to a valid file.
#[derive(Debug, Clone)]
enum Edit {
    /// The value of the n-th `key = value` line becomes this.
    Value(usize, String),
    DeleteLine(usize),
    DuplicateLine(usize),
    /// Cut the text after this many characters.
    Truncate(usize),
    Insert(usize, String),
}

fn edit() -> impl Strategy<Value = Edit> {
    let value = prop_oneof![
        any::<i64>().prop_map(|n| n.to_string()),
        (-1e7f64..1e7).prop_map(|x| format!("{x:?}")),
        prop::sample::select(vec![
            "nan",
            "inf",
            "-inf",
            "-0.0",
            "1e400",
            "true",
            "\"\"",
            "\"25:61\"",
            "\"09:00\"",
            "\"x\"",
            "[]",
            "[\"08:00\", \"07:00\"]",
            "[20.0, 2.0]",
            "{}",
            "0",
            "-1",
        ])
        .prop_map(str::to_string),
        "\\PC{0,12}",
    ];
    prop_oneof![
        3 => (0usize..40, value).prop_map(|(n, v)| Edit::Value(n, v)),
        1 => (0usize..40).prop_map(Edit::DeleteLine),
        1 => (0usize..40).prop_map(Edit::DuplicateLine),
        1 => (0usize..2000).prop_map(Edit::Truncate),
        1 => (0usize..2000, "\\PC{1,8}|[\\[\\]=\"#\n]{1,3}").prop_map(|(at, s)| Edit::Insert(at, s)),
    ]
}

fn apply(text: &str, edit: &Edit) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let chars = text.chars().count().max(1);
    // An earlier edit may have cut the text to nothing: no line to delete or repeat.
    if lines.is_empty() && matches!(edit, Edit::DeleteLine(_) | Edit::DuplicateLine(_)) {
        return text.to_string();
    }
    match edit {
        Edit::Value(n, value) => {
            let assignments: Vec<usize> = (0..lines.len())
                .filter(|&i| !lines[i].trim_start().starts_with('#') && lines[i].contains(" = "))
                .collect();
            if let Some(&i) = assignments.get(n % assignments.len().max(1)) {
                let key = lines[i].split(" = ").next().unwrap_or_default().to_string();
                lines[i] = format!("{key} = {value}");
            }
            lines.join("\n")
        }
        Edit::DeleteLine(n) => {
            lines.remove(n % lines.len());
            lines.join("\n")
        }
        Edit::DuplicateLine(n) => {
            let i = n % lines.len();
            lines.insert(i, lines[i].clone());
            lines.join("\n")
        }
        Edit::Truncate(at) => text.chars().take(at % chars).collect(),
        Edit::Insert(at, inserted) => {
            let at = at % chars;
            let mut out: String = text.chars().take(at).collect();
            out.push_str(inserted);
            out.extend(text.chars().skip(at));
            out
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn scenario_files_take_any_text(text in "\\PC{0,200}|(\\PC{0,20}( = |\n|\\[|\\]|\"|#)){0,12}") {
        check_scenario(&text)?;
    }

    #[test]
    fn edited_scenario_files_validate_or_say_where(
        which in 0usize..4,
        edits in prop::collection::vec(edit(), 1..4),
    ) {
        let texts = scenario_texts();
        let mut text = texts[which % texts.len()].clone();
        for e in &edits {
            text = apply(&text, e);
        }
        check_scenario(&text)?;
    }
}
