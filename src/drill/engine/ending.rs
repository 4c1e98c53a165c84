//! A drill that ended, waiting for its debrief. The debrief re-runs the drill several
//! times (the what-if runs, the projection, one run per lesson), so the pure engine does
//! not compute it: it hands the driver an [`Ending`] ([`super::Effect::Conclude`]), the
//! driver computes the debrief on tokio's blocking pool, off the threads that answer
//! requests and advance other drills, and then tells the front-ends the
//! [`DrillEvent::Finished`] or [`DrillEvent::Stopped`] with it.

use std::sync::Arc;

use crate::model::{Author, Clock, Locale};

use super::{Debrief, DrillEvent, HostEvent, Incident, Snapshot};

/// Who or what ended the drill.
#[derive(Debug, Clone)]
pub enum EndedBy {
    /// It ran to its scenario's end.
    Finished,
    /// A member stopped it.
    Stopped(Author),
}

/// An ended drill's event, but for its debrief.
#[derive(Debug, Clone)]
pub struct Ending {
    pub snapshot: Snapshot,
    pub clock: Clock,
    pub by: EndedBy,
    place: crate::model::Place,
    incident: crate::model::IncidentId,
    locale: Locale,
}

impl Ending {
    pub(super) fn of(incident: &Incident, locale: Locale, by: EndedBy) -> Ending {
        Ending {
            snapshot: Snapshot::of(incident, locale),
            clock: incident.clock_now(),
            by,
            place: incident.meta.place.clone(),
            incident: incident.id,
            locale,
        }
    }

    /// The debrief (the long computation).
    pub fn debrief(&self) -> Debrief {
        self.snapshot.debrief()
    }

    /// The event to tell the front-ends, with its debrief.
    pub fn into_event(self, debrief: Arc<Debrief>) -> HostEvent {
        let event = match self.by {
            EndedBy::Finished => DrillEvent::Finished {
                clock: self.clock,
                snapshot: self.snapshot,
                debrief,
            },
            EndedBy::Stopped(who) => DrillEvent::Stopped {
                who,
                clock: self.clock,
                snapshot: self.snapshot,
                debrief,
            },
        };
        HostEvent {
            incident: self.incident,
            place: self.place,
            locale: self.locale,
            event,
        }
    }
}
