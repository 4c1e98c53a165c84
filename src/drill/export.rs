//! A drill's export, built in one place for every front-end — `play`'s `export NAME`,
//! `/incident export` and `oncall-drill report`: the post-incident report (Markdown), the
//! replay file and the run chart (PNG); and the one rule for writing it to disk: files
//! that already exist are never replaced unless the caller says so, and when one is
//! refused nothing at all is written.

use std::fs::OpenOptions;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::i18n::Localizer;
use crate::model::seed_secrecy::SeedLabel;

use super::engine::Snapshot;

/// One file of an export: its name (no folder) and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportFile {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// The report, the replay file (unless the seed is still secret) and (when it draws) the
/// run chart, in that order.
#[derive(Debug, Clone)]
pub struct Export {
    pub files: Vec<ExportFile>,
}

/// What the chart of an export is called: after the export (`NAME.png`), or a fixed name
/// a message refers to (Discord's `attachment://chart.png`).
#[derive(Debug, Clone, Copy)]
pub enum ChartName<'a> {
    AfterStem,
    Fixed(&'a str),
}

impl Export {
    /// The export of a drill as it stands, in `l`'s language: `STEM.md`,
    /// `STEM.replay.toml` and the chart. A few milliseconds (a debrief and a chart): front
    /// ends call it off the async threads. A live drill whose seed is secret has no replay
    /// file yet (it holds the seed): its report says it comes with the end.
    pub fn build(l: &Localizer, snapshot: &Snapshot, stem: &str, chart: ChartName) -> Export {
        let report_file = format!("{stem}.md");
        let replay_file = match snapshot.seed_label() {
            SeedLabel::Seed(_) => Some(format!("{stem}.replay.toml")),
            SeedLabel::Code(_) => None,
        };
        let chart_file = match chart {
            ChartName::AfterStem => format!("{stem}.png"),
            ChartName::Fixed(name) => name.to_string(),
        };
        let debrief = std::sync::Arc::new(snapshot.debrief());
        let png = super::charts::debrief_png(l, snapshot, &debrief);
        let report = super::wording::report::markdown(
            l,
            snapshot,
            &super::engine::Debriefed::Detailed(debrief),
            replay_file.as_deref(),
            png.as_ref().map(|_| chart_file.as_str()),
        );
        let mut files = vec![ExportFile {
            name: report_file,
            bytes: report.into_bytes(),
        }];
        if let Some(name) = replay_file {
            let replay = super::replay::Replay::of(snapshot).to_toml();
            files.push(ExportFile {
                name,
                bytes: replay.into_bytes(),
            });
        }
        if let Some(png) = png {
            files.push(ExportFile {
                name: chart_file,
                bytes: png,
            });
        }
        Export { files }
    }

    /// The files' names, comma-separated, as messages list them.
    pub fn names(&self) -> String {
        self.files
            .iter()
            .map(|f| f.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Whether files that exist may be replaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overwrite {
    Refuse,
    Replace,
}

#[derive(Debug, Error)]
pub enum WriteError {
    /// These files exist already; nothing was written.
    #[error("{} already exist{}; nothing was written", list(.0), if .0.len() == 1 { "s" } else { "" })]
    Exists(Vec<PathBuf>),
    #[error("cannot write {}: {source}", .path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

fn list(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Writes the export's files into `dir`. With [`Overwrite::Refuse`] every file is checked
/// first, and when any exists none is written (a half-replaced export would mix two
/// drills); each is then created new, so a file that appears meanwhile is not replaced
/// either. Returns the paths written.
pub fn write(
    dir: &Path,
    export: &Export,
    overwrite: Overwrite,
) -> Result<Vec<PathBuf>, WriteError> {
    let paths: Vec<PathBuf> = export.files.iter().map(|f| dir.join(&f.name)).collect();
    if overwrite == Overwrite::Refuse {
        let existing: Vec<PathBuf> = paths
            .iter()
            .filter(|p| p.symlink_metadata().is_ok())
            .cloned()
            .collect();
        if !existing.is_empty() {
            return Err(WriteError::Exists(existing));
        }
    }
    for (file, path) in export.files.iter().zip(&paths) {
        let mut options = OpenOptions::new();
        options.write(true);
        match overwrite {
            Overwrite::Refuse => options.create_new(true),
            Overwrite::Replace => options.create(true).truncate(true),
        };
        let written = options
            .open(path)
            .and_then(|mut out| out.write_all(&file.bytes));
        match written {
            Ok(()) => {}
            Err(err) if err.kind() == ErrorKind::AlreadyExists => {
                return Err(WriteError::Exists(vec![path.clone()]))
            }
            Err(source) => {
                return Err(WriteError::Io {
                    path: path.clone(),
                    source,
                })
            }
        }
    }
    Ok(paths)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Export {
        Export {
            files: vec![
                ExportFile {
                    name: "a.md".into(),
                    bytes: b"new report".to_vec(),
                },
                ExportFile {
                    name: "a.replay.toml".into(),
                    bytes: b"new replay".to_vec(),
                },
            ],
        }
    }

    #[test]
    fn an_existing_file_refuses_the_whole_export_unless_replacing_is_asked() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.replay.toml"), "old replay").unwrap();
        let err = write(dir.path(), &sample(), Overwrite::Refuse).unwrap_err();
        assert!(
            matches!(&err, WriteError::Exists(paths) if paths == &[dir.path().join("a.replay.toml")]),
            "{err}"
        );
        assert!(err
            .to_string()
            .ends_with("a.replay.toml already exists; nothing was written"));
        assert!(!dir.path().join("a.md").exists(), "nothing written");
        assert_eq!(
            std::fs::read_to_string(dir.path().join("a.replay.toml")).unwrap(),
            "old replay"
        );
        let written = write(dir.path(), &sample(), Overwrite::Replace).unwrap();
        assert_eq!(written.len(), 2);
        assert_eq!(
            std::fs::read_to_string(dir.path().join("a.replay.toml")).unwrap(),
            "new replay"
        );
        assert_eq!(sample().names(), "a.md, a.replay.toml");
    }
}
