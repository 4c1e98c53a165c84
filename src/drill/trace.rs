//! The trace: one JSON object per simulated minute, one line each — written by `simulate`
//! and by `play --trace`, below both so neither front-end reaches into the other. Each line
//! is the minute's record followed by the coach's verdict, `why`, and the causes it names
//! after it, `why_contributing` ([`why::judge`]).

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use serde::Serialize;

use crate::model::why::{self, Judgement};
use crate::model::MinuteRecord;

/// A trace line: the record's fields in their order, then `why` and `why_contributing`.
#[derive(Serialize)]
struct TraceLine<'a> {
    #[serde(flatten)]
    record: &'a MinuteRecord,
    #[serde(flatten)]
    why: Judgement,
}

/// One minute as one line of JSON.
pub fn write_trace_line(out: &mut dyn Write, record: &MinuteRecord) -> io::Result<()> {
    let line = TraceLine {
        record,
        why: why::judge(record),
    };
    serde_json::to_writer(&mut *out, &line)?;
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
