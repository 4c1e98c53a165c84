//! One request on its way from a door to the driver, with its own typed reply sender
//! inside: the door says which engine method answers it and gets back exactly that
//! method's [`Answer`]; the driver serves every call alike without knowing the type. No
//! reply is ever unwrapped at run time.

use tokio::sync::oneshot;

use super::engine::{Answer, Engine, Now, Outcome};

/// A request: asked of the engine at the moment the driver serves it.
pub(super) struct Call(Box<dyn FnOnce(&mut Engine, Now) -> Outcome<Delivery> + Send>);

/// A request's answer paired with the one who asked, ready to go.
pub(super) struct Delivery(Box<dyn FnOnce() + Send>);

impl Call {
    /// The call that asks `ask` of the engine, and where its answer arrives.
    pub(super) fn new<R: Send + 'static>(
        ask: impl FnOnce(&mut Engine, Now) -> Outcome<Answer<R>> + Send + 'static,
    ) -> (Call, oneshot::Receiver<Answer<R>>) {
        let (reply, answer) = oneshot::channel();
        let call = Call(Box::new(move |engine, now| {
            ask(engine, now).map(move |answer| {
                // A front-end that went away no longer needs the answer.
                Delivery(Box::new(move || drop(reply.send(answer))))
            })
        }));
        (call, answer)
    }

    /// Asks the engine at `now`.
    pub(super) fn ask(self, engine: &mut Engine, now: Now) -> Outcome<Delivery> {
        (self.0)(engine, now)
    }
}

impl Delivery {
    pub(super) fn deliver(self) {
        (self.0)()
    }
}
