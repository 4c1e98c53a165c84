//! One request on its way from a door to the driver, with its own typed reply sender
//! inside: the door says which engine method answers it and gets back exactly that
//! method's [`Answer`]; the driver serves every call alike without knowing the type. No
//! reply is ever unwrapped at run time.

use tokio::sync::oneshot;

use super::engine::{Answer, Engine, Handled, Now};

/// A request: asked of the engine at the moment the driver serves it.
pub(super) struct Request(Ask);

/// The engine method a request calls, its answer paired with the one who asked.
type Ask = Box<dyn FnOnce(&mut Engine, Now) -> Handled<Delivery> + Send>;

/// A request's answer paired with the one who asked, ready to go.
pub(super) struct Delivery(Box<dyn FnOnce() + Send>);

impl Request {
    /// The call that asks `ask` of the engine, and where its answer arrives.
    pub(super) fn new<R: Send + 'static>(
        ask: impl FnOnce(&mut Engine, Now) -> Handled<Answer<R>> + Send + 'static,
    ) -> (Request, oneshot::Receiver<Answer<R>>) {
        let (reply, answer) = oneshot::channel();
        let call = Request(Box::new(move |engine, now| {
            ask(engine, now).map(move |answer| {
                // A front-end that went away no longer needs the answer.
                Delivery(Box::new(move || drop(reply.send(answer))))
            })
        }));
        (call, answer)
    }

    /// Asks the engine at `now`.
    pub(super) fn ask(self, engine: &mut Engine, now: Now) -> Handled<Delivery> {
        (self.0)(engine, now)
    }
}

impl Delivery {
    pub(super) fn deliver(self) {
        (self.0)()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use super::*;
    use crate::drill::engine::{
        EngineConfig, Failure, HostError, Snapshot, StartRequest, WriteFailure, Written,
    };
    use crate::model::{Author, IncidentId, Locale, Pace, Place};
    use crate::scenario::Scenario;

    fn at(secs: u64) -> Now {
        Now {
            mono: Duration::from_secs(secs),
            unix_ms: 1_800_000_000_000 + secs as i64 * 1000,
        }
    }

    fn start_request() -> StartRequest {
        StartRequest {
            place: Place::in_guild("g", "c"),
            scenario: Arc::new(Scenario::builtin("free-play").unwrap()),
            scenario_ref: "free-play".into(),
            seed: 7,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            deterministic: true,
            who: Author {
                id: "1".into(),
                name: "alice".into(),
            },
            alert_role: None,
            rules: Default::default(),
        }
    }

    /// Serves `request` as the driver does, the store answering its commit with `stored`;
    /// returns whether anything was delivered.
    fn serve(engine: &mut Engine, request: Request, stored: Result<Written, WriteFailure>) -> bool {
        let mut handled = request.ask(engine, at(1));
        if let Some(then) = handled.then.take() {
            handled = engine.written(then, stored, at(1));
        }
        match handled.reply {
            Some(delivery) => {
                delivery.deliver();
                true
            }
            None => false,
        }
    }

    #[test]
    fn the_asker_gets_its_own_answer_type_after_the_commit_and_its_failure_too() {
        let mut engine = Engine::new(EngineConfig::default());
        let (request, mut answer) =
            Request::new(|engine: &mut Engine, now| engine.start(start_request(), now));
        assert!(serve(
            &mut engine,
            request,
            Ok(Written::Created(IncidentId(9)))
        ));
        let started: Snapshot = answer.try_recv().unwrap().unwrap();
        assert_eq!(started.id, IncidentId(9));
        // A failed write still answers the one who asked, with the host's trouble.
        let (request, mut answer) = Request::new(|engine: &mut Engine, _| {
            engine.pause(&Place::in_guild("g", "c"), start_request().who)
        });
        let failed = Err(WriteFailure::Failed("disk full".into()));
        assert!(serve(&mut engine, request, failed));
        assert!(matches!(
            answer.try_recv().unwrap(),
            Err(Failure::Host(HostError::Store(_)))
        ));
        // A refusal is answered at once, with no commit.
        let (request, mut answer) = Request::new(|engine: &mut Engine, now| {
            engine.advance(&Place::in_guild("g", "elsewhere"), None, 1, now)
        });
        assert!(serve(&mut engine, request, Ok(Written::Done)));
        assert_eq!(
            answer.try_recv().unwrap().unwrap_err(),
            crate::drill::DrillError::NoIncident
        );
    }
}
