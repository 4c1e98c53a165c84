//! The terminal's mode, saved when `play` starts at a terminal and given back when it ends:
//! the prompt switches the terminal to raw mode while it waits for a line, and `play` may
//! leave while it waits (the drill ended, Ctrl-C from elsewhere).

#[cfg(unix)]
pub struct SavedMode(nix::sys::termios::Termios);

#[cfg(unix)]
impl SavedMode {
    /// The mode standard input's terminal has now, if it is one.
    pub fn save() -> Option<SavedMode> {
        nix::sys::termios::tcgetattr(std::io::stdin())
            .ok()
            .map(SavedMode)
    }
}

#[cfg(unix)]
impl Drop for SavedMode {
    fn drop(&mut self) {
        use nix::sys::termios::{tcsetattr, SetArg};
        let _ = tcsetattr(std::io::stdin(), SetArg::TCSANOW, &self.0);
    }
}

#[cfg(not(unix))]
pub struct SavedMode;

#[cfg(not(unix))]
impl SavedMode {
    pub fn save() -> Option<SavedMode> {
        None
    }
}
