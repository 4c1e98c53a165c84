//! Where `play` reads lines and writes what happens. At a terminal: a real prompt
//! (rustyline: line editing, history) read on a thread of its own, and everything the drill
//! says printed above the prompt through rustyline's external printer, never glued to
//! `> `. Piped: lines read as they come — an invalid UTF-8 line is an error message, not
//! the end of the input — and the end of the input is the end of the script. Every text is
//! wrapped ([`super::wrap`]) to the terminal's width as last measured, or to 80 columns
//! when standard output is not a terminal.

use std::io::{BufRead, IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use rustyline::error::ReadlineError;
use rustyline::{DefaultEditor, ExternalPrinter};
use tokio::sync::mpsc;

/// The most of a bad line ever shown back.
const ECHO_MAX: usize = 200;

/// What the player did at the prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    Line(String),
    /// A line that is not UTF-8, as much of it as can be shown.
    Unreadable(String),
    /// Ctrl-D at the prompt, or the end of piped input.
    End,
    /// Ctrl-C at the prompt.
    Interrupted,
}

/// How many columns a line may take: the terminal's width, measured by the line editor
/// (again before each prompt, so a resized window counts from the next line on).
#[derive(Clone)]
pub struct Columns(Arc<AtomicUsize>);

impl Columns {
    fn new(columns: usize) -> Columns {
        Columns(Arc::new(AtomicUsize::new(columns)))
    }

    /// Measures the terminal `editor` writes to; a pipe keeps what was there.
    fn measure(&self, editor: &mut DefaultEditor) {
        if let Some((columns, _)) = editor.dimensions() {
            self.0.store(usize::from(columns), Ordering::Relaxed);
        }
    }

    pub fn get(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

/// Where the drill's output goes: standard output, or above the prompt.
pub struct Printer {
    to: Destination,
    columns: Columns,
}

enum Destination {
    Stdout,
    AbovePrompt(Box<dyn ExternalPrinter + Send>),
}

impl Printer {
    /// Prints `text` (one or more lines; a final newline is optional), wrapped.
    pub fn print(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        let text = text.strip_suffix('\n').unwrap_or(text);
        let text = super::wrap::wrap(text, self.columns.get());
        match &mut self.to {
            Destination::Stdout => {
                let mut out = std::io::stdout().lock();
                // A closed standard output leaves nothing to tell.
                let _ = writeln!(out, "{text}");
                let _ = out.flush();
            }
            Destination::AbovePrompt(printer) => {
                if printer.print(format!("{text}\n")).is_err() {
                    println!("{text}");
                }
            }
        }
    }
}

/// The player's lines, as they come, and where output goes.
pub struct Prompt {
    pub lines: mpsc::UnboundedReceiver<Input>,
    pub printer: Printer,
}

/// The columns an error on standard error may take: the terminal's width when both
/// standard error and standard output are one (the line editor measures the latter), else
/// 80.
pub fn error_columns() -> usize {
    let columns = Columns::new(super::wrap::PIPED_COLUMNS);
    if std::io::stderr().is_terminal() && std::io::stdout().is_terminal() {
        if let Ok(mut editor) = DefaultEditor::new() {
            columns.measure(&mut editor);
        }
    }
    columns.get()
}

/// Starts reading: at a terminal with a prompt, else from standard input as it comes.
pub fn start(interactive: bool) -> std::io::Result<Prompt> {
    let (tx, lines) = mpsc::unbounded_channel();
    let columns = Columns::new(super::wrap::PIPED_COLUMNS);
    if interactive {
        let mut editor = DefaultEditor::new().map_err(std::io::Error::other)?;
        columns.measure(&mut editor);
        let printer = editor
            .create_external_printer()
            .map_err(std::io::Error::other)?;
        let measured = columns.clone();
        std::thread::spawn(move || read_prompt(&mut editor, &measured, &tx));
        return Ok(Prompt {
            lines,
            printer: Printer {
                to: Destination::AbovePrompt(Box::new(printer)),
                columns,
            },
        });
    }
    // A script piped in, the output on a terminal: its width, measured once.
    if std::io::stdout().is_terminal() {
        if let Ok(mut editor) = DefaultEditor::new() {
            columns.measure(&mut editor);
        }
    }
    std::thread::spawn(move || read_piped(std::io::stdin().lock(), &tx));
    Ok(Prompt {
        lines,
        printer: Printer {
            to: Destination::Stdout,
            columns,
        },
    })
}

fn read_prompt(editor: &mut DefaultEditor, columns: &Columns, tx: &mpsc::UnboundedSender<Input>) {
    loop {
        columns.measure(editor);
        let input = match editor.readline("> ") {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = editor.add_history_entry(line.as_str());
                }
                Input::Line(line)
            }
            Err(ReadlineError::Interrupted) => Input::Interrupted,
            Err(_) => Input::End,
        };
        let last = matches!(input, Input::End | Input::Interrupted);
        if tx.send(input).is_err() || last {
            return;
        }
    }
}

/// Reads lines until the input ends; a line that is not UTF-8 is reported, not fatal.
pub fn read_piped(mut from: impl BufRead, tx: &mpsc::UnboundedSender<Input>) {
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        let input = match from.read_until(b'\n', &mut buffer) {
            Ok(0) | Err(_) => Input::End,
            Ok(_) => {
                while buffer.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                    buffer.pop();
                }
                match String::from_utf8(buffer.clone()) {
                    Ok(line) => Input::Line(line),
                    Err(_) => {
                        let shown: String = String::from_utf8_lossy(&buffer)
                            .chars()
                            .take(ECHO_MAX)
                            .collect();
                        Input::Unreadable(shown)
                    }
                }
            }
        };
        let last = input == Input::End;
        if tx.send(input).is_err() || last {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piped_lines_survive_bad_bytes_and_end_once() {
        let bytes: &[u8] = b"ttl 120\r\n\xff\xfe oops\nstatus";
        let (tx, mut rx) = mpsc::unbounded_channel();
        read_piped(bytes, &tx);
        let mut got = Vec::new();
        while let Ok(input) = rx.try_recv() {
            got.push(input);
        }
        assert_eq!(
            got,
            [
                Input::Line("ttl 120".into()),
                Input::Unreadable("\u{fffd}\u{fffd} oops".into()),
                Input::Line("status".into()),
                Input::End,
            ]
        );
        let long = vec![0xffu8; 1000];
        let (tx, mut rx) = mpsc::unbounded_channel();
        read_piped(long.as_slice(), &tx);
        match rx.try_recv() {
            Ok(Input::Unreadable(shown)) => assert_eq!(shown.chars().count(), ECHO_MAX),
            other => panic!("{other:?}"),
        }
    }
}
