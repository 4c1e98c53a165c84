//! Waiting for a lock another connection holds, the one way every store connection waits:
//! SQLite's busy handler and the switch to WAL (which SQLite refuses at once, without its
//! handler) both pause here, a little longer each time, and give up once they would pass
//! [`BUSY_TIMEOUT`]. Because the store waits in its own code, a test can be told that a
//! connection has started to wait ([`on_lock_wait_in_this_thread`]) instead of sleeping
//! and hoping the other thread got there.

use std::cell::RefCell;
use std::time::Duration;

use super::BUSY_TIMEOUT;

/// The longest single pause: a lock let go is noticed within it.
const MAX_PAUSE: Duration = Duration::from_millis(50);

thread_local! {
    /// What this thread's connections call when they start to wait (tests only).
    static ON_WAIT: RefCell<Option<Box<dyn FnMut()>>> = const { RefCell::new(None) };
}

/// For tests: runs `hook` on this thread each time one of this thread's store connections
/// starts to wait for a lock another connection holds (once per wait, before its first
/// pause). The hook lives as long as the thread.
#[doc(hidden)]
pub fn on_lock_wait_in_this_thread(hook: impl FnMut() + 'static) {
    ON_WAIT.with(|slot| *slot.borrow_mut() = Some(Box::new(hook)));
}

/// The pause before try `attempt + 1`: 1 ms, doubling, at most [`MAX_PAUSE`].
fn pause(attempt: u32) -> Duration {
    Duration::from_millis(1 << attempt.min(10)).min(MAX_PAUSE)
}

/// Waits before another try at a lock, the `attempt`th time (from 0) for this one lock;
/// false, without waiting, once the pauses so far have reached [`BUSY_TIMEOUT`].
pub(super) fn wait_for_lock(attempt: u32) -> bool {
    if attempt == 0 {
        ON_WAIT.with(|slot| {
            if let Some(hook) = slot.borrow_mut().as_mut() {
                hook();
            }
        });
    }
    let waited: Duration = (0..attempt).map(pause).sum();
    let Some(left) = BUSY_TIMEOUT
        .checked_sub(waited)
        .filter(|left| !left.is_zero())
    else {
        return false;
    };
    std::thread::sleep(pause(attempt).min(left));
    true
}

/// SQLite's busy handler for every store connection (`attempts`: how many times it was
/// called before for this lock).
pub(super) fn busy_handler(attempts: i32) -> bool {
    wait_for_lock(u32::try_from(attempts).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn the_hook_hears_each_wait_once_and_a_wait_ends_at_the_timeout() {
        let heard = Rc::new(RefCell::new(0));
        let counter = Rc::clone(&heard);
        on_lock_wait_in_this_thread(move || *counter.borrow_mut() += 1);
        assert!(wait_for_lock(0), "the first try waits");
        assert!(wait_for_lock(1));
        assert_eq!(*heard.borrow(), 1, "one wait, heard once");
        assert!(wait_for_lock(0));
        assert_eq!(*heard.borrow(), 2, "a new wait is heard again");
        // 100 pauses are more than the timeout: give up without waiting.
        assert!((0..100).map(pause).sum::<Duration>() > BUSY_TIMEOUT);
        assert!(!wait_for_lock(100));
    }
}
