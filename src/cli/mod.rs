//! The command line's subcommands that need more than a few lines of glue.

pub mod progress;
pub mod report;
pub mod scenarios;
pub mod simulate;
