//! Order: round-robin among channels, outbox order within one while messages render at
//! their own speed, coalescing of statuses, and the order restored from the outbox.

use super::*;

#[test]
fn channels_take_turns_one_request_in_flight_each() {
    let mut d = delivery(50);
    for text in ["a1", "a2", "a3"] {
        take(&mut d, draft(1, text));
    }
    for text in ["b1", "b2"] {
        take(&mut d, draft(2, text));
    }
    let first = d.poll_send(at(1_000)).expect("channel 1 first");
    assert_eq!(label(&first), "1:a1");
    // Channel 1 is busy until its request lands: the next permit goes to channel 2.
    let second = d.poll_send(at(1_020)).expect("channel 2 meanwhile");
    assert_eq!(label(&second), "2:b1");
    assert!(d.poll_send(at(1_040)).is_none(), "both channels are busy");
    assert!(
        d.next_wake().is_none(),
        "nothing to wake for until one lands"
    );
    land(&mut d, first, Ok(Sent::Delivered), at(1_050));
    land(&mut d, second, Ok(Sent::Delivered), at(1_060));
    // Each channel goes to the back of the turn once it sent: they alternate although
    // channel 1 has more to say and answers come at once.
    assert_eq!(drain(&mut d, 1_060), ["1:a2", "2:b2", "1:a3"]);
    for text in ["a4", "a5"] {
        take(&mut d, draft(1, text));
    }
    take(&mut d, draft(2, "b3"));
    assert_eq!(drain(&mut d, 2_000), ["1:a4", "2:b3", "1:a5"]);
}

#[test]
fn a_message_waits_for_the_one_queued_before_it_to_render() {
    let mut d = delivery(50);
    let prepares: Vec<Effect<Plain>> = ["first", "second"]
        .into_iter()
        .flat_map(|text| d.on_event(draft(1, text)))
        .collect();
    d.on_event(status(1, 1, at(0)));
    let held: Vec<(i64, &str)> = prepares
        .iter()
        .map(|effect| match effect {
            Effect::Prepare {
                position, draft, ..
            } => (*position, *draft),
            _ => panic!("only renderings are asked for"),
        })
        .collect();
    assert_eq!(held, [(0, "first"), (1, "second")]);
    // The second renders first: nothing goes while the first still renders.
    d.on_prepared(channel(1), 1, Some(rendered(1, target(1), "second")));
    assert!(d.next_wake().is_none());
    assert!(d.poll_send(at(10)).is_none());
    d.on_prepared(channel(1), 0, Some(rendered(0, target(1), "first")));
    assert_eq!(drain(&mut d, 10), ["1:first", "1:second", "1:minute 1"]);
}

#[test]
fn a_message_that_fails_to_render_frees_its_place() {
    let mut d = delivery(50);
    d.on_event(draft(1, "lost"));
    take(&mut d, draft(1, "kept"));
    assert!(d.next_wake().is_none(), "held by the one rendering");
    d.on_prepared(channel(1), 0, None);
    assert_eq!(drain(&mut d, 0), ["1:kept"]);
}

#[test]
fn the_newest_status_replaces_an_unsent_one_right_before_it() {
    let mut d = delivery(50);
    take(&mut d, draft(1, "busy"));
    let busy = d.poll_send(at(0)).expect("the channel is busy with it");
    for minute in 1..=3 {
        take(&mut d, status(1, minute, at(u64::from(minute) * 100)));
    }
    take(&mut d, draft(1, "page"));
    // A status after a message does not replace the one before that message: both show
    // their own minute, in order.
    take(&mut d, status(1, 4, at(400)));
    land(&mut d, busy, Ok(Sent::Delivered), at(500));
    assert_eq!(drain(&mut d, 500), ["1:minute 3", "1:page", "1:minute 4"]);
}

#[test]
fn the_outbox_is_sent_first_in_its_order_and_new_messages_come_after() {
    let mut d = delivery(50);
    d.restore([
        (3, rendered(3, target(1), "old 3")),
        (5, rendered(5, target(1), "old 5")),
        (4, rendered(4, target(2), "old 4")),
    ]);
    let asked: Vec<i64> = d
        .on_event(draft(1, "new"))
        .into_iter()
        .map(|effect| match effect {
            Effect::Prepare { position, .. } => position,
            _ => panic!("a rendering"),
        })
        .collect();
    assert_eq!(asked, [6], "after every stored position");
    d.on_prepared(channel(1), 6, Some(rendered(6, target(1), "new")));
    assert_eq!(drain(&mut d, 0), ["1:old 3", "2:old 4", "1:old 5", "1:new"]);
}

#[test]
fn a_delivered_message_forgets_its_outbox_row_and_a_debrief_its_channel() {
    let mut d = delivery(50);
    take(&mut d, status(1, 0, at(0)));
    let shown = d.poll_send(at(0)).unwrap();
    let result = accepted(&shown);
    land(&mut d, shown, result, at(10));
    take(&mut d, draft(1, "debrief"));
    let debrief = d.poll_send(at(20)).unwrap();
    let effects = land(&mut d, debrief, Ok(Sent::Delivered), at(30));
    assert!(matches!(effects[..], [Effect::Forget { outbox: 100 }]));
    assert!(
        !d.queues.is_known(channel(1)),
        "the drill's channel is forgotten"
    );
    // A new drill there starts with a new status message.
    take(&mut d, status(1, 1, at(40)));
    match d.poll_send(at(40)).unwrap().outgoing {
        Outgoing::Status { plan, .. } => assert_eq!(plan.edit, None),
        Outgoing::Durable(_) | Outgoing::Retire(_) => panic!("a status"),
    }
}
