//! `oncall-drill report --progress`: a team's progress from any database, for teams that
//! keep their own records — `NAME.md` (the text `/progress` answers with, and the chart
//! linked) and `NAME.png` (its chart), of every server's drills or of one member's. The
//! database is only read; files that exist are not replaced without `--force`.

use std::io::Write as _;
use std::path::Path;

use anyhow::{bail, Context as _, Result};

use oncall_drill::drill::progress::{builtin_scenarios, compute, read};
use oncall_drill::drill::wording::progress::{progress_png, progress_text};
use oncall_drill::i18n::{locale_from_environment, Localizer};
use oncall_drill::model::Locale;
use oncall_drill::store::Store;

/// Writes `dir/stem.md` and `dir/stem.png`; returns their paths.
pub fn write_progress(
    db: &Path,
    member: Option<&str>,
    dir: &Path,
    stem: &str,
    force: bool,
) -> Result<Vec<std::path::PathBuf>> {
    if !db.is_file() {
        bail!("{}: there is no such database file", db.display());
    }
    let store = Store::open_read_only(db)?;
    let progress = compute(read(&store, None, member)?, &builtin_scenarios());
    drop(store);
    let l = Localizer::new(
        locale_from_environment(|k| std::env::var(k).ok()).unwrap_or(Locale::FALLBACK),
    );
    let whose = member.map_or_else(|| l.text("progress-team"), str::to_string);
    let mut markdown = progress_text(&l, &progress, &whose).replace('\n', "\n\n");
    let png = progress_png(&l, &progress).map(|(png, _)| png);
    let (md_path, png_path) = (
        dir.join(format!("{stem}.md")),
        dir.join(format!("{stem}.png")),
    );
    if png.is_some() {
        markdown.push_str(&format!("\n\n![]({stem}.png)"));
    }
    markdown.push('\n');
    let mut written = Vec::new();
    for (path, bytes) in [(md_path, Some(markdown.into_bytes())), (png_path, png)] {
        let Some(bytes) = bytes else { continue };
        let mut options = std::fs::OpenOptions::new();
        options.write(true);
        if force {
            options.create(true).truncate(true);
        } else {
            options.create_new(true);
        }
        let mut file = options
            .open(&path)
            .with_context(|| format!("{}: choose another --out, or add --force", path.display()))?;
        file.write_all(&bytes)?;
        written.push(path);
    }
    Ok(written)
}
