//! The bus's rules: a subscriber that reads nothing holds up no other; a bounded one that
//! falls behind is told how many events it missed and goes on with the newer ones; the
//! misses and the queue's depth reach the metrics.

use std::sync::Arc;

use tokio::sync::mpsc;

use super::{Bus, Received};
use crate::drill::engine::{DrillEvent, HostEvent};
use crate::drill::metrics::{Metrics, Subscriber};
use crate::model::{IncidentId, Locale, Place};

/// An event told by its number (a plain one: no snapshot needed).
fn event(n: u32) -> HostEvent {
    HostEvent {
        incident: IncidentId(1),
        place: Place::in_guild("g", "c"),
        locale: Locale::EnUs,
        event: DrillEvent::Diverged { minute: n },
    }
}

fn number(event: &HostEvent) -> u32 {
    match event.event {
        DrillEvent::Diverged { minute } => minute,
        _ => panic!("only numbered events here"),
    }
}

#[tokio::test]
async fn a_stalled_subscriber_holds_up_no_other_and_is_told_what_it_missed() {
    let metrics = Arc::new(Metrics::default());
    let mut bus = Bus::new(Some(metrics.clone()));
    let mut stalled = bus.latest(Subscriber::Web, 4);
    let mut every = bus.every();
    let (driver, events) = mpsc::unbounded_channel();
    let task = bus.start(events);
    for n in 0..10 {
        driver.send(event(n)).unwrap();
    }
    // The other subscriber gets all ten while the stalled one has read nothing.
    for n in 0..10 {
        assert_eq!(every.recv().await.map(|e| number(&e)), Some(n));
    }
    // Events 0-3 filled its queue; 4 overflowed it (5 missed), 5-8 filled it again, 9
    // overflowed it (5 more).
    match stalled.recv().await {
        Some(Received::Lagged { missed }) => assert_eq!(missed, 10),
        other => panic!("lag first, not {other:?}"),
    }
    driver.send(event(10)).unwrap();
    match stalled.recv().await {
        Some(Received::Event(e)) => assert_eq!(number(&e), 10, "newer events follow"),
        other => panic!("the next event, not {other:?}"),
    }
    let scraped = metrics.render();
    assert!(
        scraped.contains("oncall_drill_event_bus_missed_total{subscriber=\"web\"} 10"),
        "{scraped}"
    );
    assert!(
        scraped.contains("oncall_drill_event_queue_depth{subscriber=\"web\"} 0"),
        "{scraped}"
    );
    drop(driver);
    task.await.unwrap();
    assert!(stalled.recv().await.is_none(), "the bus ended");
    assert_eq!(every.recv().await.map(|e| number(&e)), Some(10));
    assert!(every.recv().await.is_none());
}

#[tokio::test]
async fn a_subscriber_within_its_capacity_gets_every_event_in_order() {
    let mut bus = Bus::new(None);
    let mut web = bus.latest(Subscriber::Web, 8);
    let (driver, events) = mpsc::unbounded_channel();
    let task = bus.start(events);
    let mut seen = Vec::new();
    for n in 0..20 {
        driver.send(event(n)).unwrap();
        match web.recv().await {
            Some(Received::Event(e)) => seen.push(number(&e)),
            other => panic!("no lag when keeping up, not {other:?}"),
        }
    }
    assert_eq!(seen, (0..20).collect::<Vec<_>>());
    // A subscriber that went away is forgotten: the bus goes on to the driver's end.
    drop(web);
    driver.send(event(20)).unwrap();
    drop(driver);
    task.await.unwrap();
}
