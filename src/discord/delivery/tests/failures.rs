//! Failures: back-off after passing failures (5xx, no answer), refusals, a channel that
//! refuses the bot, and the global budget that spaces every channel's permits (Discord's
//! answers and their headers: `answers.rs`).

use super::super::landing::backoff;
use super::*;

fn transient() -> Result<Sent, Failure> {
    Err(Failure::Transient("HTTP 502".into()))
}

#[test]
fn the_back_off_doubles_up_to_its_ceiling() {
    let waits: Vec<u64> = (1..=8).map(|n| backoff(&RULES, n).as_secs()).collect();
    assert_eq!(waits, [1, 2, 4, 8, 16, 30, 30, 30]);
    assert_eq!(backoff(&RULES, 1_000), RULES.retry_max, "no overflow");
}

#[test]
fn a_failed_message_is_retried_first_after_its_back_off() {
    let mut d = delivery(50);
    take(&mut d, draft(1, "first"));
    take(&mut d, draft(1, "second"));
    take(&mut d, draft(2, "other"));
    let first = d.poll_send(at(0)).unwrap();
    assert_eq!(label(&first), "1:first");
    land(&mut d, first, transient(), at(100));
    // Channel 1 waits 1 s from the failure; channel 2 goes on meanwhile.
    assert_eq!(d.next_wake(), Some(ms(20)), "channel 2's turn, by the pace");
    let other = d.poll_send(at(20)).unwrap();
    assert_eq!(label(&other), "2:other");
    land(&mut d, other, Ok(Sent::Delivered), at(30));
    assert_eq!(d.next_wake(), Some(ms(1_100)));
    assert!(d.poll_send(at(1_099)).is_none());
    // The same message again, still before the second: the outbox order holds.
    let again = d.poll_send(at(1_100)).unwrap();
    assert_eq!(label(&again), "1:first");
    land(&mut d, again, transient(), at(1_200));
    assert_eq!(
        d.next_wake(),
        Some(ms(3_200)),
        "the second failure waits 2 s"
    );
    let third = d.poll_send(at(3_200)).unwrap();
    let effects = land(&mut d, third, Ok(Sent::Delivered), at(3_300));
    assert!(matches!(effects[..], [Effect::Forget { outbox: 100 }]));
    // A success resets the back-off: the next failure waits 1 s again.
    let second = d.poll_send(at(3_300)).unwrap();
    assert_eq!(label(&second), "1:second");
    land(&mut d, second, transient(), at(3_400));
    assert_eq!(d.next_wake(), Some(ms(4_400)));
}

#[test]
fn permits_keep_every_channel_under_the_global_budget() {
    let mut d = delivery(10);
    for channel in [1, 2, 3] {
        for text in ["x", "y", "z", "w"] {
            take(&mut d, draft(channel, text));
        }
    }
    // Answers come at once: only the budget (10 a second) spaces the twelve requests.
    let mut times = Vec::new();
    let mut now = at(1_000);
    while let Some(wake) = d.next_wake() {
        now = at(now.mono.max(wake).as_millis() as u64);
        while let Some(dispatch) = d.poll_send(now) {
            times.push(now.mono.as_millis() as u64);
            land(&mut d, dispatch, Ok(Sent::Delivered), now);
        }
    }
    assert_eq!(times.len(), 12);
    // One goes early after the quiet spell, then one every 100 ms.
    let expected: Vec<u64> = [1_000]
        .into_iter()
        .chain((0..11).map(|n| 1_000 + n * 100))
        .collect();
    assert_eq!(times, expected);
}

#[test]
fn a_refused_message_is_dropped_and_a_refused_edit_posts_anew() {
    let mut d = delivery(50);
    take(&mut d, draft(1, "too long"));
    take(&mut d, draft(1, "next"));
    let refused = Failure::Refused {
        status: 400,
        code: 50035,
        reason: "Invalid Form Body".into(),
    };
    let message = d.poll_send(at(0)).unwrap();
    let effects = land(&mut d, message, Err(refused.clone()), at(10));
    assert!(matches!(effects[..], [Effect::Forget { outbox: 100 }]));
    assert_eq!(drain(&mut d, 10), ["1:next"], "no back-off, no retry");
    take(&mut d, status(1, 1, at(100)));
    take(&mut d, status(1, 2, at(200)));
    drain(&mut d, 200);
    take(&mut d, status(1, 3, at(300)));
    let edit = d.poll_send(at(300)).unwrap();
    assert!(matches!(&edit.outgoing, Outgoing::Status { plan, .. } if plan.edit.is_some()));
    // The shown message was deleted: the status comes back and posts a new one.
    land(&mut d, edit, Err(refused), at(310));
    match d.poll_send(at(320)).unwrap().outgoing {
        Outgoing::Status { job, plan } => {
            assert_eq!((job.content, plan.edit), (3, None));
        }
        Outgoing::Durable(_) | Outgoing::Retire(_) => panic!("the status again"),
    }
}

#[test]
fn a_channel_that_refuses_the_bot_is_given_up_until_a_new_drill() {
    let mut d = delivery(50);
    take(&mut d, draft(1, "first"));
    take(&mut d, draft(1, "second"));
    let first = d.poll_send(at(0)).unwrap();
    let effects = land(&mut d, first, Err(Failure::Gone), at(10));
    assert!(matches!(&effects[..], [Effect::GiveUp { place: p }] if *p == place(1)));
    assert!(d.next_wake().is_none(), "its queue is dropped");
    assert!(
        d.on_event(draft(1, "later")).is_empty(),
        "nothing new is queued"
    );
    take(&mut d, status(1, 5, at(20)));
    assert!(d.next_wake().is_none());
    d.on_event(Event::Fresh {
        channel: channel(1),
    });
    take(&mut d, draft(1, "new drill"));
    assert_eq!(drain(&mut d, 30), ["1:new drill"]);
}
