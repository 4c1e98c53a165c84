//! A drill that ended, waiting for its debrief. The debrief re-runs the drill several
//! times (the what-if runs, the projection, one run per lesson), so the pure engine does
//! not compute it: it hands the driver an [`Ending`] ([`super::Effect::Conclude`]), the
//! driver computes the debrief off the threads that answer requests and advance other
//! drills, and then tells the front-ends the
//! [`DrillEvent::Finished`] or [`DrillEvent::Stopped`] with it. A computation that fails
//! still ends the drill with a [`Debriefed::Plain`] one: the score the engine computed
//! when the drill ended, without the what-if runs and lessons.

use std::sync::Arc;

use crate::model::score::Score;
use crate::model::{Author, Clock, IncidentState, Locale};

use super::{Debrief, DrillEvent, HostEvent, Incident, Snapshot};

/// Who or what ended the drill.
#[derive(Debug, Clone)]
pub enum EndedBy {
    /// It ran to its scenario's end.
    Finished,
    /// A member stopped it.
    Stopped(Author),
}

/// The debrief an ended drill is told with.
#[derive(Debug, Clone)]
pub enum Debriefed {
    /// The whole debrief: what-if runs, what happened, the review, the lessons.
    Detailed(Arc<Debrief>),
    /// Its computation failed (the driver logged why): the plain score only, and the
    /// front-ends say the detailed review could not be computed. (Boxed: a score is large
    /// beside a pointer.)
    Plain(Box<Score>),
}

impl Debriefed {
    /// The whole debrief, when it could be computed.
    pub fn detailed(&self) -> Option<&Arc<Debrief>> {
        match self {
            Debriefed::Detailed(debrief) => Some(debrief),
            Debriefed::Plain(_) => None,
        }
    }

    /// The drill's score, in either.
    pub fn score(&self) -> Score {
        match self {
            Debriefed::Detailed(debrief) => debrief.score,
            Debriefed::Plain(score) => **score,
        }
    }
}

/// An ended drill's event, but for its debrief.
#[derive(Debug, Clone)]
pub struct Ending {
    pub snapshot: Snapshot,
    pub clock: Clock,
    pub by: EndedBy,
    /// The score as stored with the drill's end (cheap: no what-if run), told when the
    /// debrief cannot be computed.
    pub score: Score,
    place: crate::model::Place,
    incident: crate::model::IncidentId,
    locale: Locale,
}

impl Ending {
    pub(super) fn of(incident: &Incident, locale: Locale, by: EndedBy) -> Ending {
        let snapshot = Snapshot::of(incident, locale);
        Ending {
            score: incident.score(&snapshot.update_minutes()),
            snapshot,
            clock: incident.clock_now(),
            by,
            place: incident.meta.place.clone(),
            incident: incident.id,
            locale,
        }
    }

    /// The ending of an ended drill rebuilt from the store, whose debrief is still owed (the
    /// process that ended it stopped before it was queued). Who stopped a stopped drill is
    /// not stored: it is told with no name (the debrief itself names nobody for it).
    pub fn owed(incident: &Incident) -> Ending {
        let by = match incident.state {
            IncidentState::Stopped => EndedBy::Stopped(Author {
                id: String::new(),
                name: String::new(),
            }),
            _ => EndedBy::Finished,
        };
        Ending::of(incident, incident.meta.locale, by)
    }

    /// The event to tell the front-ends, with its debrief.
    pub fn into_event(self, debrief: Debriefed) -> HostEvent {
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

    /// The event told when the debrief could not be computed: the plain score.
    pub fn into_plain_event(self) -> HostEvent {
        let score = Box::new(self.score);
        self.into_event(Debriefed::Plain(score))
    }
}
