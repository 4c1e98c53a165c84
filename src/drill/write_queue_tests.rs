//! The write queue's ordering rules, with plain values and no store: a commit goes ahead
//! of other drills' queued minutes but after its own drill's, what waits for the writes
//! runs after everything queued before it, a rewind drops the minutes it takes back, and
//! minutes go in bounded batches.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use super::*;
use crate::model::{Action, Author, LoggedAction, Rewind};

const X: IncidentId = IncidentId(1);
const Y: IncidentId = IncidentId(2);

/// Minutes `from..to` of `incident`, each row's digest marking the batch it came from.
fn rows(incident: IncidentId, from: u32, to: u32, batch: u64) -> Job {
    let rows = (from..to)
        .map(|minute| StoredMinute {
            incident,
            minute,
            digest: batch,
            json: String::new(),
        })
        .collect();
    Job::Write {
        write: Write::Minutes(rows),
        answer: None,
    }
}

fn alice() -> Author {
    Author {
        id: "1".into(),
        name: "alice".into(),
    }
}

fn action(incident: IncidentId, minute: u32) -> Write {
    Write::RecordAction {
        incident,
        action: LoggedAction {
            seq: 0,
            minute,
            author: alice(),
            action: Action::Floor(20),
            received_at_ms: 0,
        },
    }
}

fn commit(write: Write) -> (Job, oneshot::Receiver<Result<Written, WriteFailure>>) {
    let (answer, answered) = oneshot::channel();
    let job = Job::Write {
        write,
        answer: Some(answer),
    };
    (job, answered)
}

/// (incident, minute, batch) of each row.
fn described(rows: &[StoredMinute]) -> Vec<(i64, u32, u64)> {
    rows.iter()
        .map(|r| (r.incident.0, r.minute, r.digest))
        .collect()
}

fn queue_of(jobs: impl IntoIterator<Item = Job>) -> Queue {
    let mut queue = Queue::default();
    jobs.into_iter().for_each(|job| queue.take(job));
    queue
}

#[test]
fn a_commit_goes_ahead_of_other_drills_minutes_after_its_own_drills() {
    let (act, _answered) = commit(action(X, 5));
    let mut queue = queue_of([
        rows(X, 0, 3, 1),
        rows(Y, 0, 3, 2),
        rows(X, 3, 5, 3),
        act,
        // Computed after the action was applied: it must not be stored ahead of it.
        rows(X, 5, 6, 4),
    ]);
    let Step::Writes(writes) = queue.next_step() else {
        panic!("the commit goes first");
    };
    assert_eq!(writes.len(), 1);
    assert_eq!(writes[0].write, action(X, 5));
    let expected: Vec<(i64, u32, u64)> =
        (0..5).map(|m| (1, m, if m < 3 { 1 } else { 3 })).collect();
    assert_eq!(described(&writes[0].rows_first), expected);
    let Step::Minutes { rows, jobs } = queue.next_step() else {
        panic!("then the minutes left");
    };
    assert_eq!(jobs, 4, "every minute write is done with");
    let mut left = described(&rows);
    left.sort();
    assert_eq!(left, vec![(1, 5, 4), (2, 0, 2), (2, 1, 2), (2, 2, 2)]);
    assert!(matches!(queue.next_step(), Step::Idle));
}

#[test]
fn what_waits_runs_once_everything_queued_before_it_is_written() {
    let ran = Arc::new(AtomicUsize::new(0));
    let counter = ran.clone();
    let then = Job::Then(Box::new(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    }));
    let (pace, _answered) = commit(Write::SetPace {
        incident: Y,
        pace: crate::model::Pace::Turns,
    });
    let mut queue = queue_of([rows(X, 0, 2, 1), then, pace, rows(Y, 0, 2, 2)]);
    // The commit queued after it may go first; the minutes before it must.
    assert!(matches!(queue.next_step(), Step::Writes(w) if w[0].rows_first.is_empty()));
    assert!(
        matches!(queue.next_step(), Step::Minutes { ref rows, jobs: 1 } if described(rows) == vec![(1, 0, 1), (1, 1, 1)])
    );
    let Step::Then(thens) = queue.next_step() else {
        panic!("its turn comes after the minutes before it");
    };
    thens.into_iter().for_each(|then| then());
    assert_eq!(ran.load(Ordering::SeqCst), 1);
    assert!(matches!(queue.next_step(), Step::Minutes { jobs: 1, .. }));
}

#[test]
fn a_rewind_drops_the_queued_minutes_it_takes_back() {
    let rewind = Write::Rewind {
        incident: X,
        rewind: Rewind {
            seq: 0,
            from_minute: 9,
            to_minute: 4,
            author: alice(),
            at_ms: 0,
            dropped: Vec::new(),
        },
    };
    let (rewind_job, _answered) = commit(rewind);
    let mut queue = queue_of([
        rows(X, 0, 10, 1),
        rows(Y, 0, 10, 1),
        rewind_job,
        rows(X, 4, 6, 2),
    ]);
    let Step::Writes(writes) = queue.next_step() else {
        panic!("the rewind goes first");
    };
    let kept: Vec<(i64, u32, u64)> = (0..4).map(|m| (1, m, 1)).collect();
    assert_eq!(described(&writes[0].rows_first), kept);
    let Step::Minutes { rows, .. } = queue.next_step() else {
        panic!("then the minutes left");
    };
    let of_x: Vec<(i64, u32, u64)> = described(&rows).into_iter().filter(|r| r.0 == 1).collect();
    assert_eq!(of_x, vec![(1, 4, 2), (1, 5, 2)], "computed again after it");
    assert_eq!(rows.iter().filter(|r| r.incident == Y).count(), 10);
}

#[test]
fn minutes_go_in_batches_of_at_most_rows_per_batch_unless_one_write_is_larger() {
    let per_write = ROWS_PER_BATCH as u32 / 3;
    let mut queue = queue_of((0..4).map(|i| rows(IncidentId(i), 0, per_write, 1)));
    queue.take(rows(X, 0, ROWS_PER_BATCH as u32 + 5, 2));
    let sizes: Vec<(usize, usize)> = std::iter::from_fn(|| match queue.next_step() {
        Step::Minutes { rows, jobs } => Some((rows.len(), jobs)),
        _ => None,
    })
    .collect();
    let per_write = per_write as usize;
    assert_eq!(
        sizes,
        vec![(3 * per_write, 3), (per_write, 1), (ROWS_PER_BATCH + 5, 1)]
    );
}
