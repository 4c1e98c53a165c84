//! The ended drills the engine still holds: the last one of each place, for charts,
//! statuses and debriefs right after the end, but only the most recent
//! [`ENDED_IN_MEMORY`] of them: an ended drill leaves memory, and an older one is rebuilt
//! from the store when someone asks for it.

use std::collections::{HashMap, VecDeque};

use crate::model::{IncidentId, Locale, Place};

use super::Incident;

/// How many ended drills stay in memory.
pub const ENDED_IN_MEMORY: usize = 64;

#[derive(Default)]
pub(super) struct EndedDrills {
    by_place: HashMap<Place, (Incident, Locale)>,
    /// Oldest first; an entry whose place has since ended another drill is skipped.
    order: VecDeque<(Place, IncidentId)>,
}

impl EndedDrills {
    pub(super) fn insert(&mut self, incident: Incident, locale: Locale) {
        let place = incident.meta.place.clone();
        self.order.push_back((place.clone(), incident.id));
        self.by_place.insert(place, (incident, locale));
        while self.by_place.len() > ENDED_IN_MEMORY {
            let Some((place, id)) = self.order.pop_front() else {
                break;
            };
            if self.by_place.get(&place).is_some_and(|(i, _)| i.id == id) {
                self.by_place.remove(&place);
            }
        }
        // Entries of places that ended again or started anew are dropped as they surface.
        if self.order.len() > 2 * ENDED_IN_MEMORY {
            let by_place = &self.by_place;
            self.order
                .retain(|(place, id)| by_place.get(place).is_some_and(|(i, _)| i.id == *id));
        }
    }

    pub(super) fn get(&self, place: &Place) -> Option<&(Incident, Locale)> {
        self.by_place.get(place)
    }

    pub(super) fn contains_key(&self, place: &Place) -> bool {
        self.by_place.contains_key(place)
    }

    pub(super) fn remove(&mut self, place: &Place) {
        self.by_place.remove(place);
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.by_place.len()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::model::{IncidentMeta, Pace};
    use crate::scenario::Scenario;

    fn ended_in(channel: &str, id: i64) -> Incident {
        let scenario = Arc::new(Scenario::builtin("free-play").unwrap());
        let meta = IncidentMeta {
            place: Place::in_guild("g", channel),
            scenario_ref: "free-play".into(),
            scenario_id: "free-play".into(),
            scenario_hash: scenario.content_hash,
            seed: 1,
            deterministic: true,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            started_by: "1".into(),
            started_at_ms: 0,
            alert_role: None,
            rules: Default::default(),
        };
        Incident::new(IncidentId(id), Arc::new(meta), scenario)
    }

    #[test]
    fn only_the_most_recent_ended_drills_stay_in_memory() {
        let mut ended = EndedDrills::default();
        let total = ENDED_IN_MEMORY as i64 * 3;
        for id in 0..total {
            // Every place ends twice: the newer drill replaces the older one.
            ended.insert(ended_in(&format!("c{}", id / 2), id), Locale::EnUs);
        }
        assert_eq!(ended.len(), ENDED_IN_MEMORY);
        assert!(ended.order.len() <= 2 * ENDED_IN_MEMORY + 1);
        let newest = Place::in_guild("g", format!("c{}", (total - 1) / 2));
        assert_eq!(ended.get(&newest).unwrap().0.id, IncidentId(total - 1));
        assert!(!ended.contains_key(&Place::in_guild("g", "c0")));
    }
}
