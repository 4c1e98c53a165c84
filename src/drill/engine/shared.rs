//! An append-only list that many readers share without copying it: full chunks are
//! immutable and shared by reference count, only the short open tail is copied when a
//! reader still holds it while a new item arrives. A drill's minutes and its action log are
//! kept this way, so every status, chart and snapshot can hold "the drill up to now" for
//! the price of a few pointer copies, however long the drill.
//!
//! A list may also forget its oldest full chunks ([`Shared::forget_before`]): a drill's
//! minutes keep only the recent ones in memory (the store has them all, and a replay of the
//! action log computes them again). Positions stay those of the whole list: item `i` is
//! still item `i`, and [`Shared::len`] counts every item ever pushed; only the held ones,
//! from [`Shared::first_held`] on, can be read.

use std::collections::VecDeque;
use std::sync::Arc;

/// Items per shared chunk: small, since each snapshot taken while the tail is open costs a
/// copy of the tail at the next push (a minute's event holds one), and a list that forgets
/// keeps up to a chunk more than it needs.
pub(super) const CHUNK: usize = 16;

#[derive(Debug, Clone)]
pub struct Shared<T> {
    full: VecDeque<Arc<[T]>>,
    tail: Arc<Vec<T>>,
    /// How many items this view shows: a clone taken earlier shows what the list held then,
    /// even where it shares the open tail the list has grown since.
    len: usize,
    /// The position of the first item held (a multiple of [`CHUNK`]): those before it were
    /// forgotten.
    first: usize,
}

impl<T> Default for Shared<T> {
    fn default() -> Self {
        Shared {
            full: VecDeque::new(),
            tail: Arc::new(Vec::new()),
            len: 0,
            first: 0,
        }
    }
}

impl<T: Clone> Shared<T> {
    /// Appends an item.
    pub fn push(&mut self, item: T) {
        Arc::make_mut(&mut self.tail).push(item);
        self.len += 1;
        if self.tail.len() == CHUNK {
            let tail = std::mem::replace(&mut self.tail, Arc::new(Vec::with_capacity(CHUNK)));
            let items = Arc::try_unwrap(tail).unwrap_or_else(|shared| (*shared).clone());
            self.full.push_back(items.into());
        }
    }

    /// A copy of the held items in `range` (clamped to what this view holds).
    pub fn to_vec_range(&self, range: std::ops::Range<usize>) -> Vec<T> {
        let end = range.end.min(self.len);
        let start = range.start.clamp(self.first, end.max(self.first));
        (start..end).map(|i| self[i].clone()).collect()
    }

    /// A copy of the held items.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().cloned().collect()
    }
}

impl<T> Shared<T> {
    /// How many items were ever pushed, forgotten ones included: the position the next one
    /// takes.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The position of the first item still held (0 while nothing was forgotten).
    pub fn first_held(&self) -> usize {
        self.first
    }

    /// How many items this view holds in memory.
    pub fn held(&self) -> usize {
        self.len - self.first
    }

    /// Forgets the full chunks that end at or before `position`; the open tail and any
    /// chunk holding an item from `position` on stay. Views taken before keep what they
    /// hold.
    pub fn forget_before(&mut self, position: usize) {
        while self.first + CHUNK <= position.min(self.len) && !self.full.is_empty() {
            self.full.pop_front();
            self.first += CHUNK;
        }
    }

    /// The item at `index`; None past the end or when it was forgotten.
    pub fn get(&self, index: usize) -> Option<&T> {
        if index >= self.len || index < self.first {
            return None;
        }
        let held = index - self.first;
        match self.full.get(held / CHUNK) {
            Some(chunk) => chunk.get(held % CHUNK),
            None => self.tail.get(held - self.full.len() * CHUNK),
        }
    }

    pub fn last(&self) -> Option<&T> {
        self.len.checked_sub(1).and_then(|i| self.get(i))
    }

    /// The held items, oldest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator + '_ {
        (self.first..self.len).map(|i| &self[i])
    }
}

impl<T> std::ops::Index<usize> for Shared<T> {
    type Output = T;
    fn index(&self, index: usize) -> &T {
        self.get(index).unwrap_or_else(|| {
            panic!(
                "index {index} out of a list of {} holding {}..",
                self.len, self.first
            )
        })
    }
}

/// Equal lists hold the same items at the same positions.
impl<T: PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.first == other.first && self.iter().eq(other.iter())
    }
}

/// A list equals the whole `Vec` it would be if it had forgotten nothing, as far as it
/// can tell: the same length, and the held items equal to the `Vec`'s at their positions.
impl<T: PartialEq> PartialEq<Vec<T>> for Shared<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.len == other.len() && self.iter().eq(other[self.first..].iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_view_keeps_what_it_saw_while_the_list_grows() {
        let mut list = Shared::default();
        let mut views = Vec::new();
        for i in 0..200u32 {
            list.push(i);
            views.push(list.clone());
        }
        assert_eq!(list.len(), 200);
        assert_eq!(list.to_vec(), (0..200).collect::<Vec<_>>());
        for (n, view) in views.iter().enumerate() {
            assert_eq!(view.len(), n + 1);
            assert_eq!(view.last(), Some(&(n as u32)));
            assert_eq!(view[n / 2], (n / 2) as u32);
        }
        let early = &views[69];
        assert_eq!(early.len(), 70);
        assert_eq!(early.get(70), None, "a view ends where the list stood");
        assert_eq!(early.to_vec_range(60..100), (60..70).collect::<Vec<_>>());
        assert_eq!(list.iter().next_back(), Some(&199));
    }

    #[test]
    fn full_chunks_are_shared_not_copied() {
        let mut list = Shared::default();
        for i in 0..(CHUNK as u32 * 3) {
            list.push(i);
        }
        let view = list.clone();
        for i in 0..10 {
            list.push(i);
        }
        for (a, b) in view.full.iter().zip(&list.full) {
            assert!(Arc::ptr_eq(a, b));
        }
    }

    #[test]
    fn a_list_forgets_whole_old_chunks_and_keeps_its_positions() {
        let mut list = Shared::default();
        let mut early = None;
        for i in 0..1000u32 {
            list.push(i);
            list.forget_before(list.len().saturating_sub(100));
            assert!(list.held() >= 100.min(list.len()), "at least the last 100");
            assert!(list.held() < 100 + CHUNK, "and less than a chunk more");
            if i == 150 {
                early = Some(list.clone());
            }
        }
        assert_eq!(list.len(), 1000);
        assert_eq!(list.first_held() % CHUNK, 0);
        assert_eq!(list[999], 999);
        assert_eq!(list[list.first_held()], list.first_held() as u32);
        assert_eq!(list.get(list.first_held() - 1), None, "forgotten");
        assert_eq!(list.iter().len(), list.held());
        assert_eq!(
            list.to_vec_range(0..905),
            (list.first_held() as u32..905).collect::<Vec<_>>()
        );
        assert!(list == (0..1000).collect::<Vec<u32>>());
        assert!(list != (1..1001).collect::<Vec<u32>>());
        // A view taken earlier still reads what it held then, though the list let go of it.
        let early = early.expect("a view at 150");
        assert_eq!(early.len(), 151);
        let first = early.first_held();
        assert_eq!(first, 51 / CHUNK * CHUNK, "the whole chunks before 51");
        assert!(first < list.first_held());
        assert_eq!(early.to_vec(), (first as u32..151).collect::<Vec<_>>());
    }
}
