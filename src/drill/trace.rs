//! The trace: one JSON object per simulated minute, one line each — written by `simulate`
//! and by `play --trace`, below both so neither front-end reaches into the other.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use crate::model::MinuteRecord;

/// One minute as one line of JSON.
pub fn write_trace_line(out: &mut dyn Write, record: &MinuteRecord) -> io::Result<()> {
    serde_json::to_writer(&mut *out, record)?;
    out.write_all(b"\n")
}

/// A trace file that takes each minute once, in order, whatever mix of replayed history
/// and live minutes it is shown (a resumed drill shows its history again).
pub struct TraceFile {
    out: BufWriter<File>,
    written: u32,
}

impl TraceFile {
    pub fn create(path: &Path) -> io::Result<TraceFile> {
        Ok(TraceFile {
            out: BufWriter::new(File::create(path)?),
            written: 0,
        })
    }

    /// Writes `record` if it is the next minute the file lacks, and flushes.
    pub fn write(&mut self, record: &MinuteRecord) -> io::Result<()> {
        if record.minute != self.written {
            return Ok(());
        }
        write_trace_line(&mut self.out, record)?;
        self.out.flush()?;
        self.written += 1;
        Ok(())
    }
}
