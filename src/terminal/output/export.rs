//! `export NAME` at the terminal: the report, the replay file and the run chart written
//! into the current folder under a plain file name, never over a file that exists.

use anyhow::Result;

use crate::drill::Snapshot;
use crate::i18n::Localizer;

/// Whether `name` is a plain file name for an export (no folder, nothing hidden).
fn export_name_ok(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 100
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

/// `export NAME`: the post-incident report `NAME.md`, the replay file `NAME.replay.toml`
/// and the run chart `NAME.png`, written into the current folder; a file of that name that
/// exists already is not replaced (nothing is written, and the player is told). Returns
/// what to tell the player.
pub(in crate::terminal) fn export(
    l: &Localizer,
    snapshot: &Snapshot,
    name: &str,
) -> Result<String> {
    use crate::drill::export::{self, ChartName, Export, Overwrite, WriteError};
    if !export_name_ok(name) {
        return Ok(l.tr("export-bad-name", &[("name", name.into())]));
    }
    let bundle = Export::build(l, snapshot, name, ChartName::AfterStem);
    match export::write(std::path::Path::new("."), &bundle, Overwrite::Refuse) {
        Ok(_) => Ok(l.tr("export-written", &[("files", bundle.names().into())])),
        Err(WriteError::Exists(paths)) => {
            let files: Vec<String> = paths
                .iter()
                .filter_map(|p| p.file_name())
                .map(|n| n.to_string_lossy().into_owned())
                .collect();
            Ok(l.tr(
                "export-exists",
                &[
                    ("files", files.join(", ").into()),
                    ("count", files.len().into()),
                ],
            ))
        }
        Err(err) => Err(err.into()),
    }
}
