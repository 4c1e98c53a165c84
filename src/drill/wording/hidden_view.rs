//! The game master's hidden view (issue 30), in their language: what the players cannot
//! see — the scenario's scheduled events with their clocks (drawn from the seed, so the
//! unannounced ones too), the true cause of the current minute (the coach's reading of the
//! model's whole record, hidden fields included) and the injects so far. Shown by `gm` at a
//! `play --gm` prompt, by `/gm view`, and on the web's game-master link (as parts).

use crate::i18n::action_words;
use crate::i18n::why::why_text;
use crate::i18n::{messages, Localizer};
use crate::model::teaching::candidates;
use crate::model::why::explain;
use crate::model::{script_within, Action};

/// How many teaching aids the view lists, the costliest first.
const AIDS_SHOWN: usize = 3;

use super::super::engine::Snapshot;

/// One part of the hidden view: its heading and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HiddenPart {
    /// Which part it is, for a page's markup.
    pub kind: PartKind,
    pub heading: String,
    pub lines: Vec<HiddenLine>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartKind {
    Scheduled,
    Cause,
    Injects,
    Aids,
}

/// One line of a part; `clock` the clock it names, when it names one (an event, an inject).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HiddenLine {
    pub clock: Option<String>,
    pub text: String,
}

impl HiddenLine {
    fn plain(text: String) -> HiddenLine {
        HiddenLine { clock: None, text }
    }
}

/// The hidden view as parts: its title and each part, for a page (the web's game-master
/// link) to lay out; [`hidden_view`] gives the same as lines.
pub fn hidden_parts(l: &Localizer, snapshot: &Snapshot) -> (String, Vec<HiddenPart>) {
    let setup = &snapshot.scenario.setup;
    let last = snapshot.last();
    let now = last.map_or(0, |r| r.minute);
    let title = l.tr(
        "gm-view-title",
        &[("clock", setup.clock_of(now).to_string().into())],
    );
    let mut scheduled = Vec::new();
    for event in snapshot.timeline.iter() {
        let id = if event.minute() <= now {
            "gm-view-event-past"
        } else {
            "gm-view-event-coming"
        };
        let clock = setup.clock_of(event.minute()).to_string();
        let text = l.tr(
            id,
            &[
                ("clock", clock.clone().into()),
                ("event", messages::event(l, event).into()),
            ],
        );
        scheduled.push(HiddenLine {
            clock: Some(clock),
            text,
        });
    }
    if snapshot.timeline.is_empty() {
        scheduled.push(HiddenLine::plain(l.text("gm-view-no-events")));
    }
    let mut parts = vec![HiddenPart {
        kind: PartKind::Scheduled,
        heading: l.text("gm-view-scheduled"),
        lines: scheduled,
    }];
    if let Some(record) = last {
        parts.push(HiddenPart {
            kind: PartKind::Cause,
            heading: l.text("gm-view-cause"),
            lines: vec![HiddenLine::plain(why_text(l, record, &explain(record)))],
        });
    }
    let log = snapshot.log.to_vec();
    let mut injects: Vec<HiddenLine> = (log.iter().filter(|a| a.action.is_inject()))
        .map(|a| {
            let clock = setup.clock_of(a.minute).to_string();
            let text = l.tr(
                "gm-view-inject",
                &[
                    ("clock", clock.clone().into()),
                    ("inject", action_words::action(l, &a.action).into()),
                ],
            );
            HiddenLine {
                clock: Some(clock),
                text,
            }
        })
        .collect();
    if injects.is_empty() {
        injects.push(HiddenLine::plain(l.text("gm-view-no-injects")));
    }
    parts.push(HiddenPart {
        kind: PartKind::Injects,
        heading: l.text("gm-view-injects"),
        lines: injects,
    });
    parts.extend(teaching_aids(l, snapshot));
    (title, parts)
}

/// The hidden view of the drill as it stands, one line each.
pub fn hidden_view(l: &Localizer, snapshot: &Snapshot) -> Vec<String> {
    let (title, parts) = hidden_parts(l, snapshot);
    let mut lines = vec![title];
    for part in parts {
        lines.push(part.heading);
        lines.extend(part.lines.into_iter().map(|line| line.text));
    }
    lines
}

/// The injects that would teach the most now: what each would cost a team that does not
/// react, computed by the model ([`crate::model::teaching`]).
fn teaching_aids(l: &Localizer, snapshot: &Snapshot) -> Option<HiddenPart> {
    let last = snapshot.last()?;
    let (meta, setup) = (&snapshot.meta, &snapshot.scenario.setup);
    let log = snapshot.log.to_vec();
    let script = script_within(log.iter(), setup.duration_min);
    let updates = snapshot.update_minutes();
    let next = last.minute + 1;
    let found = candidates(
        setup,
        meta.seed,
        meta.deterministic,
        &script,
        &updates,
        next,
        last.serving,
    );
    let mut lines: Vec<HiddenLine> = (found.iter().take(AIDS_SHOWN))
        .map(|c| {
            HiddenLine::plain(l.tr(
                "gm-view-aid",
                &[
                    // Typed ("inject surge 3") or in words, as the screen names actions.
                    (
                        "inject",
                        action_words::action(l, &Action::Inject(c.inject)).into(),
                    ),
                    ("points", l.decimal(c.points, 1).into()),
                ],
            ))
        })
        .collect();
    if found.is_empty() {
        lines.push(HiddenLine::plain(l.text("gm-view-no-aids")));
    }
    Some(HiddenPart {
        kind: PartKind::Aids,
        heading: l.tr(
            "gm-view-aids",
            &[("clock", setup.clock_of(next).to_string().into())],
        ),
        lines,
    })
}
