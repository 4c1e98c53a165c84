//! An append-only list that many readers share without copying it: full chunks are
//! immutable and shared by reference count, only the short open tail is copied when a
//! reader still holds it while a new item arrives. A drill's minutes and its action log are
//! kept this way, so every status, chart and snapshot can hold "the drill up to now" for
//! the price of a few pointer copies, however long the drill.

use std::sync::Arc;

/// Items per shared chunk.
const CHUNK: usize = 64;

#[derive(Debug, Clone)]
pub struct Shared<T> {
    full: Vec<Arc<[T]>>,
    tail: Arc<Vec<T>>,
    /// How many items this view shows: a clone taken earlier shows what the list held then,
    /// even where it shares the open tail the list has grown since.
    len: usize,
}

impl<T> Default for Shared<T> {
    fn default() -> Self {
        Shared {
            full: Vec::new(),
            tail: Arc::new(Vec::new()),
            len: 0,
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
            self.full.push(items.into());
        }
    }

    /// A copy of the items in `range` (clamped to this view).
    pub fn to_vec_range(&self, range: std::ops::Range<usize>) -> Vec<T> {
        let end = range.end.min(self.len);
        let start = range.start.min(end);
        (start..end).map(|i| self[i].clone()).collect()
    }

    pub fn to_vec(&self) -> Vec<T> {
        self.iter().cloned().collect()
    }
}

impl<T> Shared<T> {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn get(&self, index: usize) -> Option<&T> {
        if index >= self.len {
            return None;
        }
        match self.full.get(index / CHUNK) {
            Some(chunk) => chunk.get(index % CHUNK),
            None => self.tail.get(index - self.full.len() * CHUNK),
        }
    }

    pub fn last(&self) -> Option<&T> {
        self.len.checked_sub(1).and_then(|i| self.get(i))
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator + '_ {
        (0..self.len).map(|i| &self[i])
    }
}

impl<T> std::ops::Index<usize> for Shared<T> {
    type Output = T;
    fn index(&self, index: usize) -> &T {
        self.get(index)
            .unwrap_or_else(|| panic!("index {index} out of a list of {}", self.len))
    }
}

impl<T: PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

impl<T: PartialEq> PartialEq<Vec<T>> for Shared<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.len == other.len() && self.iter().eq(other.iter())
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
}
