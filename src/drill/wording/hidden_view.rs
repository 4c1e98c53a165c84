//! The game master's hidden view (issue 30), in their language: what the players cannot
//! see — the scenario's scheduled events with their clocks (drawn from the seed, so the
//! unannounced ones too), the true cause of the current minute (the coach's reading of the
//! model's whole record, hidden fields included) and the injects so far. Shown by `gm` at a
//! `play --gm` prompt.

use crate::i18n::why::why_text;
use crate::i18n::{messages, Localizer};
use crate::model::script_within;
use crate::model::teaching::candidates;
use crate::model::why::explain;

/// How many teaching aids the view lists, the costliest first.
const AIDS_SHOWN: usize = 3;

use super::super::engine::Snapshot;

/// The hidden view of the drill as it stands, one line each.
pub fn hidden_view(l: &Localizer, snapshot: &Snapshot) -> Vec<String> {
    let setup = &snapshot.scenario.setup;
    let last = snapshot.last();
    let now = last.map_or(0, |r| r.minute);
    let mut lines = vec![l.tr(
        "gm-view-title",
        &[("clock", setup.clock_of(now).to_string().into())],
    )];
    lines.push(l.text("gm-view-scheduled"));
    for event in snapshot.timeline.iter() {
        let id = if event.minute() <= now {
            "gm-view-event-past"
        } else {
            "gm-view-event-coming"
        };
        lines.push(l.tr(
            id,
            &[
                ("clock", setup.clock_of(event.minute()).to_string().into()),
                ("event", messages::event(l, event).into()),
            ],
        ));
    }
    if snapshot.timeline.is_empty() {
        lines.push(l.text("gm-view-no-events"));
    }
    if let Some(record) = last {
        lines.push(l.text("gm-view-cause"));
        lines.push(why_text(l, record, &explain(record)));
    }
    lines.push(l.text("gm-view-injects"));
    let log = snapshot.log.to_vec();
    let injects: Vec<String> = (log.iter().filter(|a| a.action.is_inject()))
        .map(|a| {
            l.tr(
                "gm-view-inject",
                &[
                    ("clock", setup.clock_of(a.minute).to_string().into()),
                    ("inject", a.action.to_string().into()),
                ],
            )
        })
        .collect();
    if injects.is_empty() {
        lines.push(l.text("gm-view-no-injects"));
    }
    lines.extend(injects);
    lines.extend(teaching_aids(l, snapshot));
    lines
}

/// The injects that would teach the most now: what each would cost a team that does not
/// react, computed by the model ([`crate::model::teaching`]).
fn teaching_aids(l: &Localizer, snapshot: &Snapshot) -> Vec<String> {
    let Some(last) = snapshot.last() else {
        return Vec::new();
    };
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
    let mut lines = vec![l.tr(
        "gm-view-aids",
        &[("clock", setup.clock_of(next).to_string().into())],
    )];
    lines.extend(found.iter().take(AIDS_SHOWN).map(|c| {
        l.tr(
            "gm-view-aid",
            &[
                ("inject", c.inject.to_string().into()),
                ("points", l.decimal(c.points, 1).into()),
            ],
        )
    }));
    if found.is_empty() {
        lines.push(l.text("gm-view-no-aids"));
    }
    lines
}
