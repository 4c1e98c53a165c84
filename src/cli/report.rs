//! `oncall-drill report`: the export of any ended drill in a database — the post-incident
//! report `NAME.md`, the replay file `NAME.replay.toml` and the run chart `NAME.png`, built
//! by the same builder as `play`'s `export` and `/incident export`. Files that exist are
//! not replaced without `--force`; a missing or damaged database or an unknown incident is
//! an error, and nothing is written then. With `--progress`, a team's progress over its
//! drills instead (`cli/progress.rs`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Result};
use clap::Args;

use oncall_drill::drill::archive::{self, Which};
use oncall_drill::drill::export::{self, ChartName, Export, Overwrite, WriteError};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{IncidentId, Locale};

#[derive(Args)]
pub struct ReportArgs {
    /// The SQLite database the drill was played in (by `play` or the bot).
    #[arg(long)]
    db: PathBuf,
    /// The drill that ended last, in any channel.
    #[arg(
        long,
        conflicts_with_all = ["incident", "progress"],
        required_unless_present_any = ["incident", "progress"]
    )]
    last: bool,
    /// The drill with this incident number (as `/incident export` and the charts name it).
    #[arg(long, value_name = "ID", conflicts_with = "progress")]
    incident: Option<i64>,
    /// The team's progress over its drills instead: NAME.md and NAME.png.
    #[arg(long)]
    progress: bool,
    /// With --progress: only the drills this member (a Discord user id) took part in.
    #[arg(long, value_name = "ID", requires = "progress")]
    member: Option<String>,
    /// Where to write: NAME.md, NAME.replay.toml and NAME.png (with --progress NAME.md and
    /// NAME.png; NAME may include a folder,
    /// which must exist).
    #[arg(long, value_name = "NAME")]
    out: PathBuf,
    /// Replace files of those names that exist already.
    #[arg(long)]
    force: bool,
}

pub fn report(args: ReportArgs) -> Result<ExitCode> {
    let (dir, stem) = split_out(&args.out)?;
    if args.progress {
        let written = super::progress::write_progress(
            &args.db,
            args.member.as_deref(),
            &dir,
            &stem,
            args.force,
        )?;
        for path in written {
            println!("{}", path.display());
        }
        return Ok(ExitCode::SUCCESS);
    }
    let which = match args.incident {
        Some(id) => Which::Incident(IncidentId(id)),
        None => Which::Last,
    };
    let snapshot = archive::ended_drill(&args.db, which).map_err(|err| match err {
        archive::ArchiveError::Store(store) => {
            anyhow::anyhow!("{}", store.localize(&Localizer::new(Locale::EnUs)))
        }
        other => other.into(),
    })?;
    // The report speaks the language the drill was played in.
    let l = Localizer::new(snapshot.locale);
    let bundle = Export::build(&l, &snapshot, &stem, ChartName::AfterStem);
    let overwrite = if args.force {
        Overwrite::Replace
    } else {
        Overwrite::Refuse
    };
    match export::write(&dir, &bundle, overwrite) {
        Ok(paths) => {
            for path in paths {
                println!("{}", path.display());
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(err @ WriteError::Exists(_)) => bail!("{err}: choose another --out, or add --force"),
        Err(err) => Err(err.into()),
    }
}

/// The folder and the file stem of `--out NAME`: a plain name (no `.`/`..` as the name
/// itself), in a folder that exists.
fn split_out(out: &Path) -> Result<(PathBuf, String)> {
    let Some(stem) = out.file_name().and_then(|n| n.to_str()) else {
        bail!(
            "--out {}: give a file name, e.g. --out drill-7",
            out.display()
        );
    };
    let dir = match out.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        bail!(
            "--out {}: the folder {} does not exist",
            out.display(),
            dir.display()
        );
    }
    Ok((dir, stem.to_string()))
}
