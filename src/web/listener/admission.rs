//! Who gets one of the web's connection slots: at most [`Caps::total`] connections, at
//! most [`Caps::per_address`] from one client address, and room for newcomers. A
//! connection that has not begun a request yet ("fresh": it has sent no complete request
//! head) gives up its slot to a newcomer when there is no other: the oldest fresh one, of
//! the same address when that address is at its cap. An idle flood therefore cannot lock
//! out a viewer who arrives after it, while a viewer whose request is under way (an event
//! stream, a page being sent) is never cut off for a newcomer.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::Notify;

/// The caps on connections.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::web) struct Caps {
    pub total: usize,
    pub per_address: usize,
}

impl Caps {
    /// The per-address cap that goes with `total`: a quarter of it, so that one address
    /// cannot take every slot, but never fewer than 64 (a classroom behind one NAT) unless
    /// the total is smaller.
    pub fn for_total(total: usize) -> Caps {
        Caps {
            total,
            per_address: (total / 4).max(total.min(64)),
        }
    }
}

/// One admitted connection's place.
struct Slot {
    id: u64,
    address: IpAddr,
    /// Woken when the slot is taken back for a newcomer.
    evicted: Notify,
}

#[derive(Default)]
struct Table {
    next_id: u64,
    open: usize,
    by_address: HashMap<IpAddr, usize>,
    /// Fresh connections by id: the oldest first.
    fresh: BTreeMap<u64, Arc<Slot>>,
    /// Slots already given back (taken for a newcomer before their connection ended).
    released: std::collections::HashSet<u64>,
}

impl Table {
    /// Gives `slot`'s place back (once).
    fn release(&mut self, slot: &Slot) {
        if !self.released.insert(slot.id) {
            return;
        }
        self.fresh.remove(&slot.id);
        self.open -= 1;
        if let Some(count) = self.by_address.get_mut(&slot.address) {
            *count -= 1;
            if *count == 0 {
                self.by_address.remove(&slot.address);
            }
        }
    }

    /// Takes back the oldest fresh slot `pick` accepts; whether there was one.
    fn evict(&mut self, pick: impl Fn(&Slot) -> bool) -> bool {
        let Some(slot) = self.fresh.values().find(|s| pick(s)).cloned() else {
            return false;
        };
        self.release(&slot);
        slot.evicted.notify_one();
        true
    }
}

/// The slots of one listener.
pub(in crate::web) struct Admission {
    caps: Caps,
    table: Mutex<Table>,
}

/// An admitted connection's hold on its slot, given back when dropped.
pub(in crate::web) struct Ticket {
    admission: Arc<Admission>,
    slot: Arc<Slot>,
    begun: std::sync::atomic::AtomicBool,
}

impl Admission {
    pub fn new(caps: Caps) -> Arc<Admission> {
        Arc::new(Admission {
            caps,
            table: Mutex::new(Table::default()),
        })
    }

    fn table(&self) -> MutexGuard<'_, Table> {
        // The table's invariants hold between statements: a panic elsewhere leaves it usable.
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A slot for a connection from `address`, taking a fresh one's when the caps are
    /// reached; None when every slot that could be taken is busy.
    pub fn admit(self: &Arc<Self>, address: IpAddr) -> Option<Ticket> {
        let mut table = self.table();
        let at_address = table.by_address.get(&address).copied().unwrap_or(0);
        if at_address >= self.caps.per_address && !table.evict(|s| s.address == address) {
            return None;
        }
        if table.open >= self.caps.total && !table.evict(|_| true) {
            return None;
        }
        let id = table.next_id;
        table.next_id += 1;
        table.open += 1;
        *table.by_address.entry(address).or_insert(0) += 1;
        let slot = Arc::new(Slot {
            id,
            address,
            evicted: Notify::new(),
        });
        table.fresh.insert(id, slot.clone());
        Some(Ticket {
            admission: self.clone(),
            slot,
            begun: false.into(),
        })
    }

    /// Connections open now.
    #[cfg(test)]
    fn open(&self) -> usize {
        self.table().open
    }
}

impl Ticket {
    /// The connection began a request: its slot is no longer a newcomer's to take.
    pub fn begun(&self) {
        use std::sync::atomic::Ordering;
        if !self.begun.swap(true, Ordering::Relaxed) {
            self.admission.table().fresh.remove(&self.slot.id);
        }
    }

    /// Resolves once the slot was taken back for a newcomer.
    pub async fn evicted(&self) {
        self.slot.evicted.notified().await;
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut table = self.admission.table();
        table.release(&self.slot);
        table.released.remove(&self.slot.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addr(last: u8) -> IpAddr {
        IpAddr::from([10, 0, 0, last])
    }

    #[test]
    fn a_newcomer_takes_the_oldest_fresh_slot_when_all_are_full() {
        let admission = Admission::new(Caps {
            total: 3,
            per_address: 3,
        });
        let first = admission.admit(addr(1)).unwrap();
        let busy = admission.admit(addr(2)).unwrap();
        busy.begun();
        let third = admission.admit(addr(3)).unwrap();
        // Full: the newcomer takes the first (fresh, oldest), not the busy one.
        let newcomer = admission.admit(addr(4)).unwrap();
        assert_eq!(admission.open(), 3);
        let table = admission.table();
        assert!(table.released.contains(&first.slot.id));
        assert!(!table.released.contains(&busy.slot.id));
        assert!(table.fresh.contains_key(&third.slot.id));
        drop(table);
        // Its connection ends later: nothing is given back twice.
        drop(first);
        assert_eq!(admission.open(), 3);
        drop(newcomer);
        assert_eq!(admission.open(), 2);
    }

    #[test]
    fn busy_slots_are_never_taken() {
        let admission = Admission::new(Caps {
            total: 2,
            per_address: 2,
        });
        let (a, b) = (
            admission.admit(addr(1)).unwrap(),
            admission.admit(addr(2)).unwrap(),
        );
        a.begun();
        b.begun();
        assert!(admission.admit(addr(3)).is_none());
        drop(a);
        assert!(admission.admit(addr(3)).is_some());
    }

    #[test]
    fn an_address_at_its_cap_gives_up_its_own_fresh_slot_not_anothers() {
        let admission = Admission::new(Caps {
            total: 10,
            per_address: 2,
        });
        let other = admission.admit(addr(9)).unwrap();
        let own: Vec<Ticket> = (0..2).map(|_| admission.admit(addr(1)).unwrap()).collect();
        let again = admission.admit(addr(1)).unwrap();
        let table = admission.table();
        assert!(table.released.contains(&own[0].slot.id));
        assert!(!table.released.contains(&other.slot.id));
        assert_eq!(table.by_address[&addr(1)], 2);
        drop(table);
        // With its own slots busy, that address is refused while others still get in.
        own[1].begun();
        again.begun();
        assert!(admission.admit(addr(1)).is_none());
        assert!(admission.admit(addr(2)).is_some());
    }

    #[test]
    fn the_per_address_cap_is_a_quarter_but_at_least_64() {
        assert_eq!(Caps::for_total(4096).per_address, 1024);
        assert_eq!(Caps::for_total(100).per_address, 64);
        assert_eq!(Caps::for_total(2).per_address, 2);
    }
}
