//! The commands `play` suggests (continue this drill, play it again), written so that they
//! work as printed from where the player is: the program as it was started (`oncall-drill`
//! from the PATH, or `target/release/oncall-drill` after `cargo run`), and the database in
//! use when it is not the default one.

use std::ffi::OsStr;
use std::path::Path;

/// What a suggested command starts with, and the `--db` the drill lives in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hints {
    program: String,
    db: String,
}

impl Hints {
    /// `program`: how this process was started (see [`program_name`]); `db`: the database
    /// as the player named it (or the default's path).
    pub fn new(program: &str, db: &Path) -> Hints {
        Hints {
            program: program.to_string(),
            db: shell_word(&db.display().to_string()),
        }
    }

    /// Continues the drill of this database: `oncall-drill play --resume --db d.sqlite3`.
    pub fn resume(&self) -> String {
        format!("{} play --resume --db {}", self.program, self.db)
    }

    /// A new drill of the same scenario and seed, the same conditions again.
    pub fn replay(&self, scenario: &str, seed: u32) -> String {
        format!(
            "{} play {} --seed {seed}",
            self.program,
            shell_word(scenario)
        )
    }

    /// A new drill of `scenario` run by this player as its game master (issue 30).
    pub fn game_master(&self, scenario: &str) -> String {
        format!("{} play {} --gm", self.program, shell_word(scenario))
    }

    /// The list of scenarios.
    pub fn scenarios(&self) -> String {
        format!("{} scenarios", self.program)
    }
}

/// The program as the player can type it again from the folder they are in: a bare name
/// (found on the PATH) as it is; a path under `cwd` relative to it
/// (`target/release/oncall-drill`); any other path in full.
pub fn program_name(argv0: &OsStr, cwd: Option<&Path>) -> String {
    let path = Path::new(argv0);
    if path.components().count() <= 1 {
        return shell_word(&argv0.to_string_lossy());
    }
    let shown = match cwd.and_then(|cwd| path.strip_prefix(cwd).ok()) {
        // Still a path (it has a folder), so the shell does not look it up on the PATH.
        Some(relative) if relative.components().count() > 1 => relative.to_path_buf(),
        Some(relative) => Path::new(".").join(relative),
        None => path.to_path_buf(),
    };
    shell_word(&shown.display().to_string())
}

/// `word` as one shell word: as it is when it is plain, else in single quotes.
pub fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+:=,@%".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_program_is_named_as_it_can_be_typed_again() {
        let cwd = Path::new("/home/ana/oncall-drill");
        let name = |argv0: &str| program_name(OsStr::new(argv0), Some(cwd));
        assert_eq!(name("oncall-drill"), "oncall-drill");
        assert_eq!(
            name("/home/ana/oncall-drill/target/release/oncall-drill"),
            "target/release/oncall-drill"
        );
        assert_eq!(
            name("/home/ana/oncall-drill/oncall-drill"),
            "./oncall-drill"
        );
        assert_eq!(
            name("/usr/local/bin/oncall-drill"),
            "/usr/local/bin/oncall-drill"
        );
        assert_eq!(
            name("/tmp/my drills/oncall-drill"),
            "'/tmp/my drills/oncall-drill'"
        );
    }

    #[test]
    fn hints_name_the_database_in_use() {
        let hints = Hints::new("oncall-drill", Path::new("p.sqlite3"));
        assert_eq!(hints.resume(), "oncall-drill play --resume --db p.sqlite3");
        assert_eq!(
            hints.replay("bad-deploy", 42),
            "oncall-drill play bad-deploy --seed 42"
        );
        let spaced = Hints::new("oncall-drill", Path::new("my drill.sqlite3"));
        assert_eq!(
            spaced.resume(),
            "oncall-drill play --resume --db 'my drill.sqlite3'"
        );
        assert_eq!(shell_word("it's"), r"'it'\''s'");
    }
}
