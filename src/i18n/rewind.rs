//! Rewinds in words: what a rewind did (`play`'s line, `/rewind`'s answer), and the dropped
//! branch of a rewound drill — each rewind, then each action it dropped with its clock and
//! author, marked rewound — for the debrief and the report.

use fluent_bundle::FluentValue;

use crate::model::{Clock, Rewind, Setup};

use super::Localizer;

/// "⏪ ana took the drill back 5 minutes to 09:10; 2 actions taken later were dropped. …"
pub fn rewound(l: &Localizer, who: &str, minutes: u32, clock: Clock, dropped: u32) -> String {
    l.tr(
        "drill-rewound",
        &[
            ("who", who.into()),
            ("minutes", minutes.into()),
            ("clock", clock.to_string().into()),
            ("dropped", dropped.into()),
        ],
    )
}

/// The dropped branch, one line per rewind and per dropped action, oldest first; clocks
/// are the drill's (`setup`). Empty for a drill never rewound.
pub fn branch_lines(l: &Localizer, rewinds: &[Rewind], setup: &Setup) -> Vec<String> {
    let clock = |minute: u32| FluentValue::from(setup.clock_of(minute).to_string());
    let mut lines = Vec::new();
    for rewind in rewinds {
        lines.push(l.tr(
            "rewind-entry",
            &[
                ("clock", clock(rewind.from_minute)),
                ("who", rewind.author.name.as_str().into()),
                // It stands at the minute before the one it computes again.
                ("to", clock(rewind.to_minute.saturating_sub(1))),
            ],
        ));
        for action in &rewind.dropped {
            lines.push(l.tr(
                "rewind-dropped",
                &[
                    ("clock", clock(action.minute)),
                    ("who", action.author.name.as_str().into()),
                    (
                        "action",
                        super::action_words::action(l, &action.action).into(),
                    ),
                ],
            ));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Action, Author, Locale, LoggedAction};

    #[test]
    fn the_dropped_branch_names_each_rewind_and_each_dropped_action() {
        let ana = Author {
            id: "1".into(),
            name: "ana".into(),
        };
        let rewind = Rewind {
            seq: 0,
            from_minute: 20,
            to_minute: 11,
            author: ana.clone(),
            at_ms: 0,
            dropped: vec![LoggedAction {
                seq: 3,
                minute: 14,
                author: ana,
                action: Action::Shed(100),
                received_at_ms: 0,
            }],
        };
        let l = Localizer::new(Locale::EnUs);
        let nine = Setup {
            start_clock_min: 9 * 60,
            ..Setup::free_play()
        };
        let lines = branch_lines(&l, &[rewind], &nine);
        assert_eq!(
            lines,
            [
                "09:20 ana took the drill back to 09:10",
                "09:14 ana: shed 100 (rewound)"
            ]
        );
        let said = rewound(&l, "ana", 10, Clock(9 * 60 + 10), 1);
        assert!(
            said.starts_with("⏪ ana took the drill back 10 minutes to 09:10; one action taken later was dropped."),
            "{said}"
        );
    }
}
