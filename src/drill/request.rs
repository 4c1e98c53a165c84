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
