//! What a read-only link shows where a control link has its controls: the six settings as
//! they will stand next minute and the team's roles with who holds them, in words.

use crate::drill::Snapshot;
use crate::i18n::Localizer;
use crate::model::{Controls, Role};

use super::ViewRow;

/// Each role with the names of who holds it.
pub(super) fn roles(l: &Localizer, snapshot: &Snapshot) -> Vec<ViewRow> {
    Role::ALL
        .into_iter()
        .map(|role| {
            let holders: Vec<&str> = snapshot
                .team
                .holders(role)
                .into_iter()
                .map(|author| author.name.as_str())
                .collect();
            ViewRow {
                label: crate::i18n::team::role_name(l, role),
                value: match holders.is_empty() {
                    true => l.text("web-role-nobody"),
                    false => holders.join(", "),
                },
            }
        })
        .collect()
}

/// The six settings as they will stand next minute, each with its control's name.
pub(super) fn settings(l: &Localizer, c: &Controls) -> Vec<ViewRow> {
    let switch = |on: bool| l.text(if on { "switch-on" } else { "switch-off" });
    let percent = |p: u32| l.percent(f64::from(p) / 100.0);
    [
        (
            "floor",
            l.tr("unit-instances", &[("count", c.floor.into())]),
        ),
        ("autoscale", switch(c.autoscaler_on)),
        ("target", percent(c.target_pct)),
        (
            "ttl",
            l.unit("unit-seconds", l.decimal(f64::from(c.ttl_s), 0)),
        ),
        ("shed", percent(c.shed_pct)),
        ("feature", switch(c.feature_on)),
    ]
    .into_iter()
    .map(|(name, value)| ViewRow {
        label: l.text(&format!("control-{name}")),
        value,
    })
    .collect()
}
