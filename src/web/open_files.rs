//! The process's open-files limit, which bounds the web's connections: each one holds a
//! file. At start the soft limit is raised to the hard one (the common soft default of
//! 1,024 would run out of files near a thousand viewers), and the web holds no more
//! connections than the limit leaves after the files the rest of the process needs.

/// Files kept back for everything but the web's connections: the database and its journal,
/// Discord's gateway and REST connections, the listener, logs, and a margin.
pub const RESERVED_FILES: u64 = 256;

/// Raises the soft open-files limit to the hard limit, where the system has one; returns
/// the soft limit now in force (None where it cannot be read).
#[cfg(unix)]
pub fn raise_open_files_limit() -> Option<u64> {
    use nix::sys::resource::{getrlimit, setrlimit, Resource};
    let (soft, hard) = getrlimit(Resource::RLIMIT_NOFILE).ok()?;
    if soft < hard {
        if let Err(err) = setrlimit(Resource::RLIMIT_NOFILE, hard, hard) {
            // macOS refuses more than its kernel's per-process maximum even under an
            // unlimited hard limit: the soft limit stays where it was.
            tracing::warn!(error = %err, soft, hard, "the open-files limit could not be raised");
        }
    }
    getrlimit(Resource::RLIMIT_NOFILE)
        .ok()
        .map(|(soft, _)| soft)
}

#[cfg(not(unix))]
pub fn raise_open_files_limit() -> Option<u64> {
    None
}

/// How many connections the web may hold: `wanted`, or fewer when the open-files limit
/// leaves less room after [`RESERVED_FILES`] (at least one).
pub fn connections_within(open_files: Option<u64>, wanted: usize) -> usize {
    match open_files {
        Some(limit) => {
            let room = usize::try_from(limit.saturating_sub(RESERVED_FILES)).unwrap_or(usize::MAX);
            wanted.min(room).max(1)
        }
        None => wanted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_leaves_the_reserved_files_free() {
        assert_eq!(connections_within(Some(1024), 4096), 768);
        assert_eq!(connections_within(Some(1_048_576), 4096), 4096);
        assert_eq!(connections_within(Some(100), 4096), 1);
        assert_eq!(connections_within(None, 4096), 4096);
    }

    #[cfg(unix)]
    #[test]
    fn the_soft_limit_ends_at_the_hard_limit() {
        let raised = raise_open_files_limit().expect("a limit");
        let (soft, hard) =
            nix::sys::resource::getrlimit(nix::sys::resource::Resource::RLIMIT_NOFILE).unwrap();
        assert_eq!(raised, soft);
        // Linux and the BSDs let a process raise its soft limit to its hard one.
        #[cfg(not(target_os = "macos"))]
        assert_eq!(soft, hard);
    }
}
