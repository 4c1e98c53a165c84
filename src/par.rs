//! The one parallel map of the crate, for seed sweeps (`simulate --seeds`) and for
//! rebuilding drills on restore: items are cut into one run of neighbours per thread, the
//! results come back in the items' order, and a panic costs only the item that raised it
//! (each item is computed under `catch_unwind`), so no result can ever be paired with the
//! wrong item.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::thread;

/// An item whose computation panicked, with the panic's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panicked(pub String);

impl std::fmt::Display for Panicked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "panicked: {}", self.0)
    }
}

/// The number of threads worth using here: one per core.
pub fn cores() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

/// `f` of every item, on up to `threads` threads, in the items' order.
pub fn par_map<T, R, F>(items: &[T], threads: usize, f: F) -> Vec<Result<R, Panicked>>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
{
    let one = |item: &T| {
        catch_unwind(AssertUnwindSafe(|| f(item))).map_err(|payload| {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".to_string());
            Panicked(message)
        })
    };
    let chunk = items.len().div_ceil(threads.max(1)).max(1);
    if chunk >= items.len() {
        return items.iter().map(one).collect();
    }
    thread::scope(|scope| {
        let workers: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(one).collect::<Vec<_>>()))
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| {
                // Every item is computed under catch_unwind: a worker itself cannot panic.
                worker
                    .join()
                    .unwrap_or_else(|_| unreachable!("a worker panicked outside an item"))
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_keep_their_items_order_on_any_number_of_threads() {
        let items: Vec<u32> = (0..103).collect();
        for threads in [1, 2, 3, 8, 200] {
            let doubled: Vec<u32> = par_map(&items, threads, |x| x * 2)
                .into_iter()
                .map(Result::unwrap)
                .collect();
            assert_eq!(doubled, items.iter().map(|x| x * 2).collect::<Vec<_>>());
        }
        assert!(par_map(&[] as &[u32], 4, |x| *x).is_empty());
    }

    #[test]
    fn a_panic_fails_its_own_item_only() {
        // Item 5 panics in the middle of the first thread's run; every other item keeps its
        // own result, the tail included.
        let items: Vec<u32> = (0..40).collect();
        let results = par_map(&items, 4, |&x| {
            assert!(x != 5, "item {x} cannot be rebuilt");
            x + 1000
        });
        assert_eq!(results.len(), items.len());
        for (item, result) in items.iter().zip(&results) {
            match result {
                Ok(value) => assert_eq!(*value, item + 1000),
                Err(Panicked(message)) => {
                    assert_eq!(*item, 5);
                    assert!(message.contains("item 5 cannot be rebuilt"), "{message}");
                }
            }
        }
        assert_eq!(results.iter().filter(|r| r.is_err()).count(), 1);
    }
}
