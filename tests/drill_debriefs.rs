//! Debriefs are computed off the async threads: the drill driver hands an ended drill's
//! debrief (what-if runs, projection, lessons: many re-runs of the drill) to tokio's
//! blocking pool and goes on answering. Before, the driver computed each debrief before
//! the answer to the request that ended the drill, so every `Finished` event was in the
//! channel before the next answer; now another drill's answer comes while they compute.

use std::time::Duration;

use oncall_drill::drill::{self, DrillEvent, EngineConfig, HostEvent, Intent};
use oncall_drill::model::{Action, Pace};
use oncall_drill::store::Store;
use tokio::sync::mpsc::UnboundedReceiver;

use crate::drill::{alice, at, request};

/// Drills ending together (180-minute viral surges: the longest debriefs).
const ENDING: usize = 12;
/// The team's actions in each, one a minute: each is a lesson, a re-run of the drill, so
/// a debrief takes far longer than answering a request.
const ACTIONS: u32 = 20;

fn finished(events: &mut UnboundedReceiver<HostEvent>) -> usize {
    let mut count = 0;
    while let Ok(event) = events.try_recv() {
        if matches!(event.event, DrillEvent::Finished { .. }) {
            count += 1;
        }
    }
    count
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_driver_answers_while_many_debriefs_compute() {
    let (handle, mut events, _task) =
        drill::spawn(Store::open_in_memory().unwrap(), EngineConfig::default())
            .await
            .unwrap();
    handle
        .start(request("other", "bad-deploy", Pace::Turns))
        .await
        .unwrap();
    let channels: Vec<String> = (0..ENDING).map(|n| format!("d{n}")).collect();
    for channel in &channels {
        handle
            .start(request(channel, "viral-surge", Pace::Turns))
            .await
            .unwrap();
        for minute in 0..ACTIONS {
            let ttl = Action::Ttl(30 + 10 * (minute % 2));
            handle
                .act(&at(channel), alice(), Intent::Exactly(ttl))
                .await
                .unwrap();
            handle.advance(&at(channel), 1).await.unwrap();
        }
        handle.advance(&at(channel), 60).await.unwrap();
        handle.advance(&at(channel), 60 - ACTIONS).await.unwrap();
    }
    // Every drill ends now, one request each: their debriefs start computing.
    for channel in &channels {
        let (advanced, _) = handle.advance(&at(channel), 60).await.unwrap();
        assert_eq!(advanced, 59, "the last minutes, then the end");
    }
    let seen = finished(&mut events);
    // Another drill is answered at once: its minute and its state.
    assert_eq!(handle.advance(&at("other"), 1).await.map(|a| a.0), Ok(1));
    assert_eq!(
        handle.snapshot(&at("other")).await.unwrap().history.len(),
        2
    );
    let seen = seen + finished(&mut events);
    assert!(
        seen < ENDING,
        "the answer came after every debrief ({seen} of {ENDING} were told)"
    );
    // And every debrief arrives, with its lessons computed.
    let mut told = seen;
    while told < ENDING {
        let event = tokio::time::timeout(Duration::from_secs(120), events.recv())
            .await
            .expect("the debriefs arrive")
            .expect("the driver runs");
        if let DrillEvent::Finished { debrief, .. } = &event.event {
            assert_eq!(debrief.minutes, 180);
            assert!(!debrief.expert_decisions.is_empty());
            told += 1;
        }
    }
}
