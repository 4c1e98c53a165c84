//! Every figure in the timeline is the trace's (issue 27.4): each "→ metric A → B by
//! HH:MM" of all nine scenarios, played with the expert's plan and with a plan of our own,
//! reads A on the minute before the action and B on the minute it names, and credits the
//! action only with minutes no later action on the same metric touched.

use crate::util::logged;
use oncall_drill::i18n::debrief::moment_line;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::debrief::{self, Metric};
use oncall_drill::model::policy::{run_policy, Briefing, Expert};
use oncall_drill::model::{run, Action, Locale, ScheduledAction};
use oncall_drill::scenario::Scenario;

const SEED: u32 = 3;

/// A plan of our own: a routine TTL change, shedding lifted after three minutes, a
/// floor and the autoscaler a minute apart, the feature off and on, a warm-up, a rollback.
fn own_plan() -> Vec<ScheduledAction> {
    [
        (4, Action::Ttl(120)),
        (20, Action::Shed(90)),
        (23, Action::Shed(0)),
        (25, Action::Floor(8)),
        (26, Action::Autoscale(false)),
        (30, Action::Warmup),
        (33, Action::Ttl(300)),
        (40, Action::Feature(false)),
        (47, Action::Feature(true)),
        (50, Action::Rollback),
        (52, Action::Autoscale(true)),
    ]
    .into_iter()
    .map(|(minute, action)| ScheduledAction { minute, action })
    .collect()
}

fn check_claims(scenario: &Scenario, plan_name: &str, script: &[ScheduledAction]) -> usize {
    let setup = &scenario.setup;
    let (records, _) = run(setup, SEED, false, script, setup.duration_min);
    let log = logged(script);
    let d = debrief::debrief(debrief::Run {
        setup,
        seed: SEED,
        deterministic: false,
        records: &records,
        log: &log,
        updates: None,
        team: &[],
        judged: oncall_drill::model::debrief::Judged::Ended,
    });
    let l = Localizer::new(Locale::EnUs);
    let mut claims = 0;
    for moment in &d.timeline {
        let Some(change) = moment.change else {
            continue;
        };
        claims += 1;
        let at = moment.minute;
        let named = change.until.0 - setup.start_clock_min;
        let context = format!("{} {plan_name}: {moment:?}", scenario.id);
        let read = |minute: u32| change.metric.value(&records[minute as usize]);
        assert_eq!(Some(change.metric), Metric::of(moment.action), "{context}");
        assert_eq!(change.before, read(at.saturating_sub(1)), "{context}");
        assert_eq!(change.after, read(named), "{context}");
        assert_eq!(records[named as usize].clock, change.until, "{context}");
        assert!(named >= at, "{context}");
        // The figure is this action's: no later action moved the same metric by then.
        let touched = script.iter().find(|s| {
            s.minute > at && s.minute <= named && Metric::of(s.action) == Some(change.metric)
        });
        assert!(touched.is_none(), "{context}: {touched:?} moved it first");
        // And the words say what the trace holds at the minute they name.
        let line = moment_line(&l, moment);
        assert!(
            line.ends_with(&format!("by {}", change.until)),
            "{context}: {line}"
        );
        let shown_after = match change.metric {
            Metric::Serving => l.decimal(change.after, 0),
            _ => l.percent(change.after),
        };
        assert!(
            line.contains(&format!("→ {shown_after} by")),
            "{context}: {line}"
        );
    }
    claims
}

#[test]
fn every_timeline_figure_reads_the_minute_it_names_in_all_nine_scenarios() {
    let mut scenarios = 0;
    let mut claims = 0;
    for id in Scenario::builtin_ids() {
        let scenario = crate::util::builtin(id);
        let setup = &scenario.setup;
        let mut expert = Expert::new(Briefing::of(setup));
        let expert_plan: Vec<ScheduledAction> =
            run_policy(setup, SEED, false, &mut expert, setup.duration_min)
                .log
                .iter()
                .map(|d| d.scheduled())
                .collect();
        claims += check_claims(&scenario, "expert", &expert_plan);
        claims += check_claims(&scenario, "own plan", &own_plan());
        scenarios += 1;
    }
    assert_eq!(scenarios, 9);
    assert!(claims > 100, "{claims} claims checked");
}
