//! Statuses: replace-or-edit (an edit in place, a new message on the chart's turn — counted
//! in minutes since the chart shown, whatever an advance skipped — and when the shown one is
//! an hour old), a replaced status message's buttons taken off, an ended drill's last
//! status (an edit without buttons, never a post) and the stale line, measured from the
//! engine's minute.

use super::super::status::STATUS_MAX_AGE;
use super::super::StatusPlan;
use super::*;

/// Sends the status of `minute` (computed at `computed`) at `now`, lands it accepted, and
/// returns its plan.
fn send_status(d: &mut Delivery<Plain>, minute: u32, computed: Now, now: Now) -> StatusPlan {
    send_status_in(d, Phase::Live, minute, computed, now)
}

fn send_status_in(
    d: &mut Delivery<Plain>,
    phase: Phase,
    minute: u32,
    computed: Now,
    now: Now,
) -> StatusPlan {
    take(d, status_in(phase, 1, minute, computed));
    let mut dispatch = d.poll_send(now).expect("the status goes");
    // A replaced message's buttons go first (see the test of that below).
    while let Outgoing::Retire(_) = &dispatch.outgoing {
        let result = accepted(&dispatch);
        land(d, dispatch, result, now);
        dispatch = d.poll_send(now).expect("the status goes");
    }
    let Outgoing::Status { plan, .. } = &dispatch.outgoing else {
        panic!("a status");
    };
    let plan = *plan;
    let result = accepted(&dispatch);
    land(d, dispatch, result, now);
    plan
}

#[test]
fn a_status_is_edited_in_place_and_posted_anew_on_the_charts_turn() {
    let mut d = delivery(50);
    let opening = send_status(&mut d, 0, at(0), at(10));
    assert_eq!((opening.edit, opening.chart_due), (None, true));
    let next = send_status(&mut d, 1, at(1_000), at(1_010));
    let shown = next.edit.expect("an edit of the opening status");
    assert_eq!(shown.message.get(), 1000, "the message minute 0 posted");
    assert!(shown.with_chart, "it keeps showing its chart");
    assert_eq!(shown.posted, ms(10), "posted when it landed");
    for minute in 2..5 {
        let sent = u64::from(minute) * 1_000 + 10;
        let plan = send_status(&mut d, minute, at(sent - 10), at(sent));
        assert_eq!(
            plan.edit.map(|s| s.message.get()),
            Some(1000),
            "minute {minute}"
        );
    }
    let fifth = send_status(&mut d, 5, at(5_000), at(5_010));
    assert_eq!(
        (fifth.edit, fifth.chart_due),
        (None, true),
        "the chart's turn"
    );
    let sixth = send_status(&mut d, 6, at(6_000), at(6_010));
    assert_eq!(sixth.edit.map(|s| s.message.get()), Some(1005));
}

#[test]
fn a_status_message_an_hour_old_is_not_edited() {
    let mut d = delivery(50);
    send_status(&mut d, 0, at(0), at(0));
    let hour = STATUS_MAX_AGE.as_millis() as u64;
    // A turn-based drill may wait an hour between minutes.
    let young = send_status(&mut d, 1, at(hour - 1), at(hour - 1));
    assert!(young.edit.is_some());
    let old = send_status(&mut d, 2, at(hour), at(hour));
    assert_eq!(
        (old.edit, old.chart_due),
        (None, false),
        "posted without a chart"
    );
    let edit = send_status(&mut d, 3, at(hour + 100), at(hour + 100));
    assert_eq!(
        edit.edit.map(|s| (s.message.get(), s.with_chart)),
        Some((1002, false))
    );
}

#[test]
fn staleness_counts_from_the_engines_minute_not_from_arrival() {
    let mut d = delivery(50);
    // The minute was computed at 0 s; its event may reach the delivery much later (a busy
    // host): what counts is how long after the minute the status goes.
    let fresh = send_status(&mut d, 1, at(0), at(9_999));
    assert_eq!(fresh.stale_since_unix_s, None);
    let stale = send_status(&mut d, 2, at(20_000), at(30_000));
    assert_eq!(stale.stale_since_unix_s, Some(1_700_000_020));
    // The next edit is told to clear the line the stale one left.
    let after = send_status(&mut d, 3, at(31_000), at(31_000));
    let shown = after.edit.expect("an edit");
    assert!(shown.stale_line);
    assert_eq!(after.stale_since_unix_s, None);
}

#[test]
fn the_chart_comes_back_once_its_minutes_have_passed_whatever_an_advance_skips() {
    // Chart every 5 minutes; a turn-based team advances by odd strides, so the minutes the
    // statuses show are rarely multiples of 5.
    let mut d = delivery(50);
    let charted = |plan: StatusPlan| (plan.edit.is_none(), plan.chart_due);
    assert_eq!(charted(send_status(&mut d, 0, at(0), at(0))), (true, true));
    assert_eq!(
        charted(send_status(&mut d, 3, at(100), at(100))),
        (false, false),
        "3 minutes after the chart: an edit"
    );
    assert_eq!(
        charted(send_status(&mut d, 17, at(200), at(200))),
        (true, true),
        "17 minutes after the chart at 0: a new chart (no multiple of 5 on the way)"
    );
    assert_eq!(
        charted(send_status(&mut d, 21, at(300), at(300))),
        (false, false),
        "4 minutes after the chart at 17"
    );
    assert_eq!(
        charted(send_status(&mut d, 22, at(400), at(400))),
        (true, true),
        "5 minutes after the chart at 17"
    );
}

#[test]
fn a_rewind_before_the_charted_minute_makes_the_chart_due_at_once() {
    use super::super::status::chart_due;
    // Chart every 5 minutes, the last one drawn at minute 12.
    assert!(
        chart_due(&RULES, 11, Some(12)),
        "back before the chart: a dropped branch"
    );
    assert!(chart_due(&RULES, 0, Some(12)), "back to the start");
    assert!(
        !chart_due(&RULES, 12, Some(12)),
        "the charted minute itself is unchanged"
    );
    assert!(!chart_due(&RULES, 16, Some(12)), "4 minutes after");
    assert!(chart_due(&RULES, 17, Some(12)), "5 minutes after");
}

#[test]
fn a_status_after_a_rewind_past_the_chart_posts_a_fresh_chart() {
    let mut d = delivery(50);
    let charted = |plan: StatusPlan| (plan.edit.is_none(), plan.chart_due);
    assert_eq!(charted(send_status(&mut d, 0, at(0), at(0))), (true, true));
    assert_eq!(
        charted(send_status(&mut d, 10, at(100), at(100))),
        (true, true)
    );
    assert_eq!(
        charted(send_status(&mut d, 13, at(200), at(200))),
        (false, false)
    );
    // Rewound from 13 to 8: the chart of minute 10 drew the dropped branch.
    assert_eq!(
        charted(send_status(&mut d, 8, at(300), at(300))),
        (true, true),
        "a new message with the chart of minute 8"
    );
    assert_eq!(
        charted(send_status(&mut d, 12, at(400), at(400))),
        (false, false),
        "counted from the chart at 8 again: 4 minutes after it"
    );
    assert_eq!(
        charted(send_status(&mut d, 13, at(500), at(500))),
        (true, true)
    );
}

#[test]
fn an_ended_drills_status_edits_the_shown_one_without_a_chart_and_never_posts() {
    let mut d = delivery(50);
    send_status(&mut d, 0, at(0), at(0));
    let hour = STATUS_MAX_AGE.as_millis() as u64;
    // Ended an hour and more after its status was posted, at a chart's minute: still an
    // edit of that message (it carries the buttons to take away), with no stale line.
    let ended = send_status_in(&mut d, Phase::Ended, 5, at(hour), at(hour + 60_000));
    assert_eq!(ended.edit.map(|s| s.message.get()), Some(1000));
    assert!(!ended.chart_due);
    assert_eq!(ended.stale_since_unix_s, None);

    // A drill that ended before any status was shown: nothing to edit, nothing is sent,
    // and what follows in its channel still goes.
    let mut d = delivery(50);
    take(&mut d, status_in(Phase::Ended, 1, 0, at(0)));
    take(&mut d, draft(1, "debrief"));
    assert_eq!(drain(&mut d, 0), vec!["1:debrief"]);
}

#[test]
fn a_status_message_replaced_by_a_new_one_loses_its_buttons_first() {
    let mut d = delivery(50);
    send_status(&mut d, 0, at(0), at(0));
    send_status(&mut d, 1, at(1_000), at(1_000));
    // Minute 5 posts anew (message 1005): message 1000 must not keep offering controls.
    send_status(&mut d, 5, at(5_000), at(5_000));
    take(&mut d, status(1, 6, at(6_000)));
    take(&mut d, draft(1, "an event"));
    assert_eq!(
        drain(&mut d, 6_000),
        vec!["1:retire 1000", "1:minute 6", "1:an event"],
        "the old message first, then the channel's order"
    );
    // A retire Discord could not take for now is tried again; an edit keeps the message.
    send_status(&mut d, 10, at(20_000), at(20_000));
    let retire = d.poll_send(at(20_000)).expect("the retire goes");
    assert_eq!(label(&retire), "1:retire 1005");
    land(&mut d, retire, Err(Failure::RateLimited), at(20_000));
    assert_eq!(drain(&mut d, 20_000), vec!["1:retire 1005"]);
    let edit = send_status(&mut d, 11, at(30_000), at(30_000));
    assert_eq!(
        edit.edit.map(|s| s.message.get()),
        Some(1010),
        "no retire for an edit"
    );
    assert!(d.poll_send(at(30_000)).is_none());
}
