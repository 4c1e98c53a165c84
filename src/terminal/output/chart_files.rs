//! The chart PNGs `play --charts DIR` writes: the folder (never replacing a file this
//! process did not write) and each file's name.

use std::collections::HashSet;
use std::fs::OpenOptions;
use std::io::{ErrorKind, Write};
use std::path::PathBuf;

use anyhow::{bail, Context, Result};

use crate::drill::Snapshot;

use super::ChartKind;

/// Where `play --charts DIR` writes, and what it wrote in this process (only those files
/// may be written again: a file of another drill, run or database is never replaced).
pub(in crate::terminal) struct ChartFolder {
    dir: PathBuf,
    written: HashSet<PathBuf>,
}

impl ChartFolder {
    pub(in crate::terminal) fn new(dir: PathBuf) -> ChartFolder {
        ChartFolder {
            dir,
            written: HashSet::new(),
        }
    }

    /// Writes `png` under `stem` (`…-2`, `…-3` when a file of that name is not ours).
    pub(super) fn write(&mut self, stem: &str, png: &[u8]) -> Result<PathBuf> {
        std::fs::create_dir_all(&self.dir)
            .with_context(|| format!("cannot create {}", self.dir.display()))?;
        for attempt in 1..=100 {
            let name = match attempt {
                1 => format!("{stem}.png"),
                n => format!("{stem}-{n}.png"),
            };
            let path = self.dir.join(name);
            let ours = self.written.contains(&path);
            let opened = OpenOptions::new()
                .write(true)
                .truncate(true)
                .create(ours)
                .create_new(!ours)
                .open(&path);
            match opened {
                Ok(mut file) => {
                    file.write_all(png)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                    self.written.insert(path.clone());
                    return Ok(path);
                }
                Err(err) if err.kind() == ErrorKind::AlreadyExists => continue,
                Err(err) => {
                    return Err(err).with_context(|| format!("cannot write {}", path.display()))
                }
            }
        }
        bail!("{}: too many charts named {stem}", self.dir.display())
    }
}

/// The file name of a chart, without `.png`: the scenario, when the drill started (UTC),
/// the incident's id, the minute it shows and its kind, e.g.
/// `bad-deploy-20261201-094500-1-m030-live`.
pub(super) fn chart_stem(snapshot: &Snapshot, minute: u32, kind: ChartKind) -> String {
    let kind = match kind {
        ChartKind::Live => "live",
        ChartKind::Run => "run",
    };
    format!(
        "{}-{}-{}-m{minute:03}-{kind}",
        snapshot.scenario.id,
        utc_stamp(snapshot.meta.started_at_ms),
        snapshot.id
    )
}

/// `YYYYMMDD-HHMMSS` in UTC for Unix milliseconds.
pub(super) fn utc_stamp(unix_ms: i64) -> String {
    let t = crate::model::civil::UtcTime::from_unix_secs(unix_ms.div_euclid(1000));
    format!(
        "{:04}{:02}{:02}-{:02}{:02}{:02}",
        t.year, t.month, t.day, t.hour, t.minute, t.second
    )
}
