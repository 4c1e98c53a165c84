//! The hub's own rules, on a real driver: links of ended drills expire after the
//! retention (and are swept out), kept ones are found again within it.

use super::*;
use crate::drill::{EngineConfig, StartRequest};
use crate::model::{Locale, Pace, Place};
use crate::scenario::Scenario;
use crate::store::Store;

const DAY: Duration = Duration::from_secs(86_400);

#[tokio::test]
async fn links_of_ended_drills_expire_after_the_retention() {
    let (
        crate::drill::Handles {
            drills: handle,
            web_links,
            ..
        },
        _events,
        _task,
    ) = crate::drill::spawn(Store::open_in_memory().unwrap(), EngineConfig::default())
        .await
        .unwrap();
    let who = Author {
        id: "1".into(),
        name: "alice".into(),
    };
    let place = Place::in_guild("g", "c");
    let snapshot = handle
        .start(StartRequest {
            place: place.clone(),
            scenario: Arc::new(Scenario::load("free-play").unwrap()),
            scenario_ref: "free-play".into(),
            seed: 1,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            deterministic: false,
            who: who.clone(),
            alert_role: None,
            rules: Default::default(),
        })
        .await
        .unwrap();
    let hub = Hub::new(handle.clone(), web_links, 30, false, who.clone());
    let token = hub.register(snapshot, Access::ReadOnly).await.unwrap();
    let now = SystemTime::now();
    // A live drill's link does not expire, however long it runs.
    assert!(hub.link_at(&token, now + 400 * DAY).is_some());
    handle.stop(&place, who).await.unwrap();
    let ended = handle.snapshot(&place).await.unwrap();
    assert!(!ended.state.is_live());
    hub.show(ended, None);
    assert!(hub.link_at(&token, now + 29 * DAY).is_some());
    assert!(hub.link_at(&token, now + 31 * DAY).is_none(), "expired");
    assert!(!hub.lock().links.contains_key(&token), "and forgotten");
    // Now, within the retention, the kept link is found again.
    assert!(hub.link(&token).await.is_some(), "kept in the store");
    // Unvisited links go too: a new drill sweeps out the expired ones.
    let other = hub
        .register(handle.snapshot(&place).await.unwrap(), Access::ReadOnly)
        .await
        .unwrap();
    let kept = {
        let mut drills = hub.lock();
        hub.sweep(&mut drills, SystemTime::now() + 29 * DAY);
        (drills.feeds.len(), drills.links.len())
    };
    assert_eq!(
        kept,
        (1, 2),
        "one drill, its two links, kept within the retention"
    );
    let (drill_count, link_count) = {
        let mut drills = hub.lock();
        hub.sweep(&mut drills, SystemTime::now() + 31 * DAY);
        (drills.feeds.len(), drills.links.len())
    };
    assert_eq!((drill_count, link_count), (0, 0), "{other:?} swept");
}
