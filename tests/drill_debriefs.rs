//! The driver's debriefs (issue 18): computed on the blocking pool, so drills ending
//! together never hold up another drill's answers or statuses, a few at a time whatever
//! number of drills end together (issue 32.6: each holds its whole run), and never lost: a debrief
//! whose computation panics still ends its drill, with its plain score, logged once. Both
//! through the driver's test hook ([`DriverHooks::before_debrief`]), which holds every
//! debrief at a gate or makes it panic: nothing here depends on how fast anything runs.

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};

use oncall_drill::drill::{
    self, Debriefed, DrillError, DrillEvent, DrillHandle, DriverHooks, EngineConfig, HostEvent,
    Intent,
};
use oncall_drill::model::{Action, IncidentId, IncidentState, Pace};
use oncall_drill::store::Store;
use tokio::sync::mpsc::UnboundedReceiver;

use crate::bot::{eventually, WAIT};
use crate::drill::{alice, at, request};

/// Drills that end together.
const ENDING: usize = 100;

/// Plays `channel`'s turn-based bad-deploy to its end (90 minutes, two advances).
async fn finish(handle: &DrillHandle, channel: &str) -> IncidentId {
    let id = handle
        .start(request(channel, "bad-deploy", Pace::Turns))
        .await
        .unwrap()
        .id;
    handle.advance(&at(channel), 60).await.unwrap();
    let advanced = handle.advance(&at(channel), 60).await.unwrap().minutes;
    assert_eq!(advanced, 29, "the last minutes, then the end");
    id
}

/// The next ended drill's event: the drill as it ended and its debrief. (The bound turns
/// an ending never told into a failure; it measures no speed.)
async fn next_ending(
    events: &mut UnboundedReceiver<HostEvent>,
) -> (IncidentId, IncidentState, Debriefed) {
    loop {
        let event = tokio::time::timeout(WAIT, events.recv())
            .await
            .expect("an ended drill is told")
            .expect("the driver runs");
        match event.event {
            DrillEvent::Finished {
                snapshot, debrief, ..
            }
            | DrillEvent::Stopped {
                snapshot, debrief, ..
            } => return (event.incident, snapshot.state, debrief),
            _ => {}
        }
    }
}

fn panicking() -> DriverHooks {
    DriverHooks {
        before_debrief: Some(Arc::new(|| panic!("a debrief that fails (test hook)"))),
        ..Default::default()
    }
}

#[test]
fn a_debrief_that_panics_still_ends_the_drill_with_its_plain_score_logged_once() {
    // One thread: the driver's tasks log where the test collects what is logged.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let logged = crate::locales::logged(|| {
        runtime.block_on(async {
            let store = Store::open_in_memory().unwrap();
            let (
                drill::Handles {
                    drills: handle,
                    leaderboards,
                    ..
                },
                mut events,
                _task,
            ) = drill::spawn_with(store, EngineConfig::default(), panicking())
                .await
                .unwrap();
            let finished = finish(&handle, "done").await;
            let (id, state, debrief) = next_ending(&mut events).await;
            assert_eq!((id, state), (finished, IncidentState::Finished));
            let Debriefed::Plain(score) = debrief else {
                panic!("the detailed debrief could not have been computed: {debrief:?}")
            };
            // Ended as usual: its score is the one it ranks with, and it takes no more minutes.
            let ended = handle.snapshot(&at("done")).await.unwrap();
            assert_eq!(*score, ended.score());
            assert_eq!(
                handle.advance(&at("done"), 1).await,
                Err(DrillError::Finished.into())
            );
            let guild = at("done").guild.unwrap();
            let ranked = eventually("the finished drill ranks", || async {
                let board = leaderboards.of(&guild, None, None, 10).await.ok()?;
                board.finished.first().map(|s| (s.incident, s.score))
            })
            .await;
            assert_eq!(ranked, (finished, score.total));

            // A stopped drill too.
            handle
                .start(request("stopped", "cache-flush", Pace::Turns))
                .await
                .unwrap();
            handle.advance(&at("stopped"), 12).await.unwrap();
            handle.stop(&at("stopped"), alice()).await.unwrap();
            let (_, state, debrief) = next_ending(&mut events).await;
            assert_eq!(state, IncidentState::Stopped);
            assert!(debrief.detailed().is_none(), "{debrief:?}");
        })
    });
    assert_eq!(
        logged.matches("could not compute a debrief").count(),
        2,
        "once per drill: {logged}"
    );
    assert!(logged.contains("ERROR"), "{logged}");
}

/// Where the test holds every debrief: closed until opened, counting who came.
#[derive(Default)]
struct Gate {
    /// (open, debriefs that reached it)
    state: Mutex<(bool, usize)>,
    changed: Condvar,
}

impl Gate {
    /// A debrief waits here until the gate opens.
    fn pass(&self) {
        let mut state = self.state.lock().unwrap();
        state.1 += 1;
        self.changed.notify_all();
        while !state.0 {
            state = self.changed.wait(state).unwrap();
        }
    }

    /// Blocks until `count` debriefs reached the gate; returns how many did.
    fn reached(&self, count: usize) -> usize {
        let mut state = self.state.lock().unwrap();
        while state.1 < count {
            state = self.changed.wait(state).unwrap();
        }
        state.1
    }

    fn open(&self) {
        self.state.lock().unwrap().0 = true;
        self.changed.notify_all();
    }
}

/// Opens the gate when the test ends, failed or not: a runtime waits for its blocked
/// debriefs before it shuts down.
struct OpenAtEnd(Arc<Gate>);

impl Drop for OpenAtEnd {
    fn drop(&mut self) {
        self.0.open();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_drills_ending_together_hold_up_no_other_drill() {
    let gate = Arc::new(Gate::default());
    let _open = OpenAtEnd(gate.clone());
    let at_gate = gate.clone();
    let hooks = DriverHooks {
        before_debrief: Some(Arc::new(move || at_gate.pass())),
        ..Default::default()
    };
    let store = Store::open_in_memory().unwrap();
    let (drill::Handles { drills: handle, .. }, mut events, _task) =
        drill::spawn_with(store, EngineConfig::default(), hooks)
            .await
            .unwrap();
    handle
        .start(request("other", "bad-deploy", Pace::Turns))
        .await
        .unwrap();
    // With the driver waiting on a debrief, the requests below would never be answered:
    // the bound turns that hang into a failure, it measures no speed.
    let ended = tokio::time::timeout(WAIT * 4, async {
        let mut ended = HashSet::new();
        for n in 0..ENDING {
            ended.insert(finish(&handle, &format!("d{n}")).await);
        }
        // The debriefs computed at once are held at the gate; the others wait their turn.
        let gate = gate.clone();
        let at_once = drill::debriefs_at_once();
        let reached = tokio::task::spawn_blocking(move || gate.reached(at_once))
            .await
            .unwrap();
        assert_eq!(reached, at_once);
        // Meanwhile another drill is answered: an action, a minute and its status.
        let ack = handle
            .act(&at("other"), alice(), Intent::Exactly(Action::Rollback))
            .await
            .unwrap();
        assert_eq!(ack.minute, 1);
        assert_eq!(
            handle.advance(&at("other"), 1).await.map(|a| a.minutes),
            Ok(1)
        );
        let status = handle.snapshot(&at("other")).await.unwrap();
        assert_eq!((status.history.len(), status.log.len()), (2, 1));
        let mut told_minutes = 0;
        while let Ok(event) = events.try_recv() {
            match &event.event {
                DrillEvent::Minute(minute) if event.place == at("other") => {
                    told_minutes = minute.record.minute + 1
                }
                DrillEvent::Finished { .. } => panic!("a debrief passed the closed gate"),
                _ => {}
            }
        }
        assert_eq!(told_minutes, 2, "the other drill's status was told");
        ended
    })
    .await
    .expect("the driver answered while the debriefs were held");
    assert_eq!(ended.len(), ENDING);

    // Opened: every debrief is told, once each, in full.
    gate.open();
    let mut told = HashSet::new();
    while told.len() < ENDING {
        let (id, state, debrief) = next_ending(&mut events).await;
        assert_eq!(state, IncidentState::Finished);
        assert!(debrief.detailed().is_some(), "{debrief:?}");
        assert!(ended.contains(&id), "{id}");
        assert!(told.insert(id), "{id} was told twice");
    }
    assert_eq!(gate.reached(ENDING), ENDING, "each computed once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn drills_ending_together_are_debriefed_a_few_at_a_time() {
    let at_once = drill::debriefs_at_once();
    // More drills than may be debriefed at once, however many cores the machine has.
    let ending = at_once * 3 + 2;
    let (computing, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let (now, peak) = (computing.clone(), most.clone());
    let hooks = DriverHooks {
        // Each debrief lasts long enough for the others to start beside it if they may.
        before_debrief: Some(Arc::new(move || {
            let together = now.fetch_add(1, Ordering::SeqCst) + 1;
            peak.fetch_max(together, Ordering::SeqCst);
            // The debrief's work itself, drawn out: nothing is waited for, so no signal
            // could stand in (the hook holds its slot while the others may start).
            std::thread::sleep(std::time::Duration::from_millis(30));
            now.fetch_sub(1, Ordering::SeqCst);
        })),
        ..Default::default()
    };
    let store = Store::open_in_memory().unwrap();
    let (drill::Handles { drills: handle, .. }, mut events, _task) =
        drill::spawn_with(store, EngineConfig::default(), hooks)
            .await
            .unwrap();
    let mut ended = HashSet::new();
    for n in 0..ending {
        ended.insert(finish(&handle, &format!("d{n}")).await);
    }
    let mut told = HashSet::new();
    while told.len() < ending {
        let (id, _, debrief) = next_ending(&mut events).await;
        assert!(debrief.detailed().is_some(), "{debrief:?}");
        assert!(ended.contains(&id) && told.insert(id), "{id}");
    }
    let most = most.load(Ordering::SeqCst);
    assert!(
        (1..=at_once).contains(&most),
        "{most} debriefs computed at once, at most {at_once} may be"
    );
}
