//! The driver's writes, pipelined: the driver queues them and goes on (a burst of advances
//! in fifty channels no longer holds up a command in another one while each advance's
//! minutes are stored), and one task carries them out on the blocking pool, in batches.
//!
//! The rules, so that no acknowledged action is ever lost and a crash at any moment leaves
//! a store that replays:
//! - A commit (an action, a start, a pause, a rewind…) is answered only once it is stored:
//!   the driver waits for it ([`WriteQueue::commit`]), and so does its request's answer.
//! - Writes other than minutes are carried out in the order queued, ahead of the minutes
//!   still waiting, except their own incident's: those are written first, in the same go
//!   (an action must never be stored ahead of the minutes computed before it, or a replay
//!   after a crash would find it beyond the stored minutes; minutes queued after it stay
//!   after it). So a commit waits for the
//!   batch being written at that moment (at most [`ROWS_PER_BATCH`] rows, or one larger
//!   write) and its own drill's minutes, never for a backlog of other channels' advances.
//! - Minutes are written in the order queued, many writes' in one transaction; a rewind
//!   drops the queued minutes it takes back (they are computed again).
//! - [`WriteQueue::then`] runs something once every write queued before it is carried out:
//!   the answer to an advance waits for its own minutes, and a debrief starts after the
//!   drill's last minutes are stored, while the driver goes on.
//!
//! What minute writes say about an incident's storage goes to the driver as
//! [`StorageNotice`]s, sent before anything queued after those minutes is answered.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::{mpsc, oneshot};

use crate::model::{IncidentId, StoredMinute};
use crate::store::{Store, StoreError};

use super::engine::{Write, WriteFailure, Written};
use super::writer::{SharedStore, StorageNotice, Writer};

/// Minute rows written in one transaction at most (a write's rows are never split: one
/// larger write goes alone). A few milliseconds of SQLite work: what a commit that arrives
/// meanwhile may have to wait for.
pub const ROWS_PER_BATCH: usize = 1_000;

/// What a commit's waiter is told.
type Answer = oneshot::Sender<Result<Written, WriteFailure>>;

/// Something to run once everything queued before it is written.
type Then = Box<dyn FnOnce() + Send>;

enum Job {
    Write {
        write: Write,
        answer: Option<Answer>,
    },
    Then(Then),
}

/// The driver's end of the queue.
pub struct WriteQueue {
    jobs: mpsc::UnboundedSender<Job>,
    store: SharedStore,
}

impl WriteQueue {
    /// Starts the task that carries out the writes on `store`; it ends once the queue is
    /// dropped and everything in it is written. Returns the queue and the notices about
    /// incidents' storage.
    pub fn start(store: SharedStore) -> (WriteQueue, mpsc::UnboundedReceiver<StorageNotice>) {
        let (jobs, receiver) = mpsc::unbounded_channel();
        let (notices, notices_out) = mpsc::unbounded_channel();
        let task = Task {
            store: store.clone(),
            writer: Arc::new(Mutex::new(Writer::default())),
            notices,
            queue: Queue::default(),
        };
        tokio::spawn(task.run(receiver));
        (WriteQueue { jobs, store }, notices_out)
    }

    /// Queues `job`; gives it back when the queue has stopped.
    fn send(&self, job: Job) -> Option<Job> {
        self.store.queued();
        let unsent = self.jobs.send(job).err()?;
        self.store.done(1);
        Some(unsent.0)
    }

    /// Queues a write nobody waits for (failures are logged; failed minutes are retried
    /// with the incident's next ones).
    pub fn persist(&self, write: Write) {
        if self
            .send(Job::Write {
                write,
                answer: None,
            })
            .is_some()
        {
            tracing::error!("the write queue has stopped: a write is not stored");
        }
    }

    /// Queues a write and waits until it is stored (or failed).
    pub async fn commit(&self, write: Write) -> Result<Written, WriteFailure> {
        let (answer, stored) = oneshot::channel();
        let job = Job::Write {
            write,
            answer: Some(answer),
        };
        if self.send(job).is_some() {
            return Err(WriteFailure::Failed("the write queue has stopped".into()));
        }
        stored
            .await
            .unwrap_or_else(|_| Err(WriteFailure::Failed("the write was not carried out".into())))
    }

    /// Until every write queued so far is carried out.
    pub async fn written(&self) {
        let (done, waited) = oneshot::channel();
        self.then(move || {
            let _ = done.send(());
        });
        let _ = waited.await;
    }

    /// Runs `then` once every write queued before it is carried out (at once when the
    /// queue has stopped: nothing is left to wait for).
    pub fn then(&self, then: impl FnOnce() + Send + 'static) {
        if let Some(Job::Then(then)) = self.send(Job::Then(Box::new(then))) {
            then();
        }
    }
}

/// Minutes waiting to be written, and what waits for them, in the order queued.
enum Waiting {
    Rows(Vec<StoredMinute>),
    Then(Then),
}

/// A write other than minutes, with its incident's queued minutes, written first.
struct Ordered {
    rows_first: Vec<StoredMinute>,
    write: Write,
    answer: Option<Answer>,
}

/// What the task does next, and how many queued jobs that completes.
enum Step {
    Idle,
    Writes(Vec<Ordered>),
    /// Rows of `jobs` queued writes, together.
    Minutes {
        rows: Vec<StoredMinute>,
        jobs: usize,
    },
    Then(Vec<Then>),
}

/// The jobs taken from the channel and not carried out yet: the ordering rules, without
/// any store (unit-tested in `write_queue_tests.rs`).
#[derive(Default)]
struct Queue {
    /// Each job's place in the order queued.
    next_seq: u64,
    writes: VecDeque<(u64, Write, Option<Answer>)>,
    minutes: VecDeque<(u64, Waiting)>,
}

impl Queue {
    fn take(&mut self, job: Job) {
        let seq = self.next_seq;
        self.next_seq += 1;
        match job {
            Job::Write {
                write: Write::Minutes(rows),
                answer: None,
            } => self.minutes.push_back((seq, Waiting::Rows(rows))),
            Job::Write { write, answer } => {
                if let Write::Rewind { incident, rewind } = &write {
                    self.drop_rewound(*incident, rewind.to_minute);
                }
                self.writes.push_back((seq, write, answer));
            }
            Job::Then(then) => self.minutes.push_back((seq, Waiting::Then(then))),
        }
    }

    /// The queued minutes a rewind of `incident` to `to_minute` takes back.
    fn drop_rewound(&mut self, incident: IncidentId, to_minute: u32) {
        for (_, waiting) in &mut self.minutes {
            if let Waiting::Rows(rows) = waiting {
                rows.retain(|r| r.incident != incident || r.minute < to_minute);
            }
        }
    }

    /// Takes the minutes of `incidents` queued before `seq` out of the queue, in order
    /// (those queued after it may depend on it, and stay behind it).
    fn take_rows_of(&mut self, incidents: &[IncidentId], seq: u64) -> Vec<StoredMinute> {
        let mut taken = Vec::new();
        for (_, waiting) in self.minutes.iter_mut().take_while(|(s, _)| *s < seq) {
            if let Waiting::Rows(rows) = waiting {
                if rows.iter().any(|r| incidents.contains(&r.incident)) {
                    let (theirs, others) = std::mem::take(rows)
                        .into_iter()
                        .partition(|r| incidents.contains(&r.incident));
                    *rows = others;
                    taken.extend::<Vec<StoredMinute>>(theirs);
                }
            }
        }
        taken
    }

    /// What to do next: the writes other than minutes first (each after its incident's
    /// queued minutes), then what waits at the front of the minutes, then a batch of them.
    fn next_step(&mut self) -> Step {
        if !self.writes.is_empty() {
            let writes: Vec<(u64, Write, Option<Answer>)> = self.writes.drain(..).collect();
            let ordered = writes
                .into_iter()
                .map(|(seq, write, answer)| Ordered {
                    rows_first: self.take_rows_of(&incidents_of(&write), seq),
                    write,
                    answer,
                })
                .collect();
            return Step::Writes(ordered);
        }
        let mut thens = Vec::new();
        while let Some((_, Waiting::Then(_))) = self.minutes.front() {
            if let Some((_, Waiting::Then(then))) = self.minutes.pop_front() {
                thens.push(then);
            }
        }
        if !thens.is_empty() {
            return Step::Then(thens);
        }
        let mut rows: Vec<StoredMinute> = Vec::new();
        let mut jobs = 0;
        while let Some((_, Waiting::Rows(next))) = self.minutes.front() {
            if jobs > 0 && rows.len() + next.len() > ROWS_PER_BATCH {
                break;
            }
            if let Some((_, Waiting::Rows(next))) = self.minutes.pop_front() {
                rows.extend(next);
                jobs += 1;
            }
        }
        if jobs == 0 {
            return Step::Idle;
        }
        Step::Minutes { rows, jobs }
    }
}

/// The incidents whose stored history a write changes.
fn incidents_of(write: &Write) -> Vec<IncidentId> {
    match write {
        // A new incident has no minutes yet.
        Write::CreateIncident(_) | Write::Minutes(_) => Vec::new(),
        Write::SetLocale { incidents, .. } => incidents.clone(),
        Write::RecordAction { incident, .. }
        | Write::SetState { incident, .. }
        | Write::End { incident, .. }
        | Write::Team { incident, .. }
        | Write::SetPace { incident, .. }
        | Write::Rewind { incident, .. } => vec![*incident],
    }
}

struct Task {
    store: SharedStore,
    /// Shared with the blocking pool while a step runs (kept if a step panics).
    writer: Arc<Mutex<Writer>>,
    notices: mpsc::UnboundedSender<StorageNotice>,
    queue: Queue,
}

impl Task {
    async fn run(mut self, mut jobs: mpsc::UnboundedReceiver<Job>) {
        loop {
            while let Ok(job) = jobs.try_recv() {
                self.queue.take(job);
            }
            match self.queue.next_step() {
                Step::Idle => match jobs.recv().await {
                    Some(job) => self.queue.take(job),
                    None => break,
                },
                Step::Then(thens) => {
                    let count = thens.len();
                    thens.into_iter().for_each(|then| then());
                    self.store.done(count);
                }
                Step::Writes(writes) => {
                    let count = writes.len();
                    self.on_store(move |writer, store, notices| {
                        for ordered in writes {
                            write_ordered(writer, store, notices, ordered);
                        }
                    })
                    .await;
                    self.store.done(count);
                }
                Step::Minutes { mut rows, jobs } => {
                    // Each incident's minutes together, in order (advances interleave).
                    rows.sort_by_key(|r| (r.incident, r.minute));
                    self.on_store(move |writer, store, notices| {
                        write_minutes(writer, store, notices, rows);
                    })
                    .await;
                    self.store.done(jobs);
                }
            }
        }
    }

    /// Runs `work` with the writer and the store on the blocking pool. Not run at all when
    /// the store is closed: the waiting commits are told so (their answers are dropped).
    fn on_store(
        &self,
        work: impl FnOnce(&mut Writer, &mut Store, &mpsc::UnboundedSender<StorageNotice>)
            + Send
            + 'static,
    ) -> impl std::future::Future<Output = ()> + Send + 'static {
        let (writer, notices) = (self.writer.clone(), self.notices.clone());
        let store = self.store.clone();
        async move {
            let done = store
                .run(move |store| {
                    let mut writer = writer.lock().unwrap_or_else(PoisonError::into_inner);
                    work(&mut writer, store, &notices);
                    Ok(())
                })
                .await;
            if let Err(err) = done {
                tracing::error!(error = %err, "queued writes were not carried out");
            }
        }
    }
}

/// Writes minutes; what they say about each incident's storage goes to the driver at once.
fn write_minutes(
    writer: &mut Writer,
    store: &mut Store,
    notices: &mpsc::UnboundedSender<StorageNotice>,
    rows: Vec<StoredMinute>,
) {
    for notice in writer.minutes(store, rows) {
        // A driver that stopped no longer shows anything.
        let _ = notices.send(notice);
    }
}

/// Writes a write's incident's queued minutes, then the write; a commit is answered as
/// soon as it is stored.
fn write_ordered(
    writer: &mut Writer,
    store: &mut Store,
    notices: &mpsc::UnboundedSender<StorageNotice>,
    ordered: Ordered,
) {
    let Ordered {
        rows_first,
        write,
        answer,
    } = ordered;
    if !rows_first.is_empty() {
        write_minutes(writer, store, notices, rows_first);
    }
    let result = writer.write(store, write);
    match answer {
        // A request that went away no longer needs the answer.
        Some(answer) => drop(answer.send(commit_result(result))),
        None => {
            if let Err(err) = result {
                tracing::error!(error = %err, "could not store what a drill did");
            }
        }
    }
}

/// A commit's result as the engine takes it.
fn commit_result(result: Result<Written, StoreError>) -> Result<Written, WriteFailure> {
    match result {
        Ok(written) => Ok(written),
        Err(StoreError::ChannelBusy) => Err(WriteFailure::ChannelBusy),
        Err(err) => {
            tracing::error!(error = %err, "store failure");
            Err(WriteFailure::Failed(err.to_string()))
        }
    }
}

#[cfg(test)]
#[path = "write_queue_tests.rs"]
mod tests;
