//! `oncall-drill simulate` as a user runs it: trace format, scripted actions, seed sweeps,
//! its charts and its errors.

use oncall_drill::chart::draw_run;
use oncall_drill::drill::charts::{self, View};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::debrief;
use oncall_drill::model::{Action, Locale, ScheduledAction, Simulation};

use crate::chart::{history, logged};
use crate::chart_pixels::{assert_full_chart, Kind};
use crate::util::{builtin, run, stderr, stdout, temp_dir};

/// The trace fields, in order, exactly as documented.
const TRACE_FIELDS: [&str; 51] = [
    "minute",
    "clock",
    "t_min",
    "start_clock_h",
    "base_rps",
    "surge",
    "deterministic",
    "lambda_arrival",
    "retry_share",
    "retry_rps",
    "shed_fraction",
    "lambda_admitted",
    "dropped_share",
    "serving",
    "booting",
    "ttl_s",
    "warm",
    "hit",
    "mean_age_s",
    "feature_on",
    "recommendations_available",
    "bad_share",
    "warmup_active",
    "db_load_qps",
    "db_capacity_qps",
    "db_util",
    "db_saturated",
    "query_time_s",
    "app_time_s",
    "service_time_s",
    "workers",
    "offered_load",
    "utilization",
    "utilization_raw",
    "erlang_c",
    "timeout_share",
    "failed_share",
    "error_rate",
    "p99_s",
    "burn",
    "burn_5m",
    "burn_30m",
    "burn_1h",
    "burn_6h",
    "budget_remaining",
    "fleet_cost_per_h",
    "cost_so_far_usd",
    "rollback_in_progress",
    "alert",
    "why",
    "why_contributing",
];

#[test]
fn trace_has_exactly_the_documented_fields() {
    let dir = temp_dir("cli-trace");
    let path = dir.join("trace.jsonl");
    let out = run(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "9",
        "--minutes",
        "30",
        "--trace",
        path.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 30);
    let expected: Vec<&str> = TRACE_FIELDS.to_vec();
    for (i, line) in text.lines().enumerate() {
        // Field order is kept: read the keys in the order they appear.
        let keys: Vec<String> =
            serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(line)
                .unwrap()
                .keys()
                .cloned()
                .collect();
        let mut in_order: Vec<(usize, &str)> = expected
            .iter()
            .map(|k| (line.find(&format!("\"{k}\":")).unwrap(), *k))
            .collect();
        in_order.sort();
        assert_eq!(
            in_order.iter().map(|(_, k)| *k).collect::<Vec<_>>(),
            expected
        );
        assert_eq!(keys.len(), expected.len(), "minute {i}");
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["minute"], i);
        assert!(["none", "warn", "page"].contains(&record["alert"].as_str().unwrap()));
    }
    // Summary on stdout when the trace goes to a file.
    let summary = stdout(&out);
    for figure in [
        "budget_used",
        "peak_burn_1h",
        "max_p99_s",
        "total_cost_usd",
        "dropped_share",
    ] {
        assert!(summary.contains(figure), "{summary}");
    }
}

#[test]
fn scripted_actions_change_the_run() {
    let dir = temp_dir("cli-actions");
    let script = dir.join("response.txt");
    std::fs::write(
        &script,
        "# roll back when paged\n09:16 /rollback\n20 shed 10\n",
    )
    .unwrap();
    let traced = |extra: &[&str]| {
        let mut args = vec![
            "simulate",
            "--scenario",
            "bad-deploy",
            "--seed",
            "4",
            "--trace",
            "-",
        ];
        args.extend_from_slice(extra);
        let out = run(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
            .lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .collect::<Vec<_>>()
    };
    let with = traced(&["--actions", script.to_str().unwrap()]);
    let without = traced(&[]);
    assert_eq!(with[16]["rollback_in_progress"], true);
    assert_eq!(with[15]["rollback_in_progress"], false);
    assert_eq!(with[21]["bad_share"], 0.0, "traffic switched at 09:21");
    assert!(with[20]["bad_share"].as_f64().unwrap() > 0.0);
    assert_eq!(with[20]["shed_fraction"], 0.1);
    assert_eq!(
        with[16]["fleet_cost_per_h"].as_f64().unwrap(),
        2.0 * with[15]["fleet_cost_per_h"].as_f64().unwrap()
    );
    assert!(without.iter().all(|r| r["rollback_in_progress"] == false));
    let budget = |t: &[serde_json::Value]| t.last().unwrap()["budget_remaining"].as_f64().unwrap();
    assert!(budget(&with) > budget(&without));
}

#[test]
fn a_bad_actions_file_names_the_line_and_runs_nothing() {
    let dir = temp_dir("cli-bad-actions");
    let script = dir.join("bad.txt");
    std::fs::write(&script, "09:05 ttl 120\n09:06 shed 150\n").unwrap();
    let out = run(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "1",
        "--actions",
        script.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("bad.txt:2:") && err.contains("allowed 0–100"),
        "{err}"
    );
    assert!(
        stdout(&out).is_empty(),
        "no summary for a run that did not happen"
    );
}

#[test]
fn a_random_seed_is_printed_and_reproduces_the_run() {
    let out = run(&["simulate", "--scenario", "viral-surge"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let seed = text
        .split("seed ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("the seed is printed");
    let again = run(&["simulate", "--scenario", "viral-surge", "--seed", seed]);
    assert_eq!(stdout(&again), text);
}

#[test]
fn seed_sweep_prints_the_distribution() {
    let out = run(&["simulate", "--scenario", "viral-surge", "--seeds", "1..200"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("(200 runs)"), "{text}");
    assert!(text.contains("p10") && text.contains("median") && text.contains("p90"));
    let row = text
        .lines()
        .find(|l| l.starts_with("budget_used"))
        .expect("budget row");
    let values: Vec<f64> = row
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    assert_eq!(values.len(), 3, "{row}");
    assert!(values[0] <= values[1] && values[1] <= values[2], "{row}");
    // One thread or many: the same figures.
    let single = run(&[
        "simulate",
        "--scenario",
        "viral-surge",
        "--seeds",
        "1..200",
        "--threads",
        "1",
    ]);
    assert_eq!(stdout(&single), text);
}

#[test]
fn bad_options_are_refused() {
    for args in [
        &["simulate", "--seeds", "9..3"][..],
        &["simulate", "--seeds", "abc"],
        &["simulate", "--minutes", "0"],
        &["simulate", "--seed", "-1"],
    ] {
        let out = run(args);
        assert!(!out.status.success(), "{args:?} accepted");
        assert!(!stderr(&out).is_empty());
    }
}

#[test]
fn the_bot_without_a_token_says_how_to_get_one() {
    let dir = temp_dir("cli-bot");
    let out = crate::util::bin()
        .arg("bot")
        .env_remove("DISCORD_TOKEN")
        .env("ONCALL_DRILL_DB", dir.join("x.sqlite3"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
    assert!(
        err.contains("discord.com/developers/applications") && err.contains("oncall-drill play"),
        "{err}"
    );
}

/// `simulate --charts` draws the run chart as the debrief does: the run's panels, then the
/// score-parts panel of the run, no action and the expert. The file is, pixel for pixel,
/// the chart module's drawing of the same run's debrief, whose recorded words
/// ([`oncall_drill::chart::Frame::texts`]) name the panel and its three runs.
#[test]
fn simulate_charts_draw_the_run_chart_with_the_score_parts_panel() {
    let dir = temp_dir("cli-charts-panel");
    // cache-flush with the load shed and the feature switched off, never undone.
    let actions = dir.join("heavy-handed.actions");
    std::fs::write(&actions, "12:05 feature off\n12:05 shed 100\n").unwrap();
    let out = run(&[
        "simulate",
        "--scenario",
        "cache-flush",
        "--seed",
        "42",
        "--actions",
        actions.to_str().unwrap(),
        "--charts",
        dir.to_str().unwrap(),
        "--locale",
        "en-US",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let png = std::fs::read(dir.join("cache-flush-en-US-run.png")).unwrap();
    let image = assert_full_chart(&png, Kind::RunScored);

    let scenario = builtin("cache-flush");
    let minute = 12 * 60 + 5 - scenario.setup.start_clock_min;
    let script = [Action::Feature(false), Action::Shed(100)]
        .map(|action| ScheduledAction { minute, action });
    let records = history("cache-flush", &script, 0);
    let log: Vec<_> = script.iter().map(|s| logged(s.minute, s.action)).collect();
    let drill_debrief = debrief::debrief(debrief::Run {
        setup: &scenario.setup,
        seed: 42,
        deterministic: false,
        records: &records,
        log: &log,
        // Scored as every run is: this one posted no update.
        updates: Some(&[]),
        team: &[],
        judged: oncall_drill::model::debrief::Judged::Ended,
    });
    let l = Localizer::new(Locale::EnUs);
    let title = oncall_drill::i18n::scenario::title(&l, &scenario);
    let timeline = Simulation::new(&scenario.setup, 42, false).timeline();
    let last = records.last().unwrap().minute;
    let marks = charts::markers(&l, &log, &timeline, last, true);
    let text = charts::chart_text(&l, &title, View::Run);
    let comparisons = charts::debrief_comparisons(&l, &drill_debrief);
    let score = Some(&drill_debrief.score);
    let frame = draw_run(&records, &marks, &text, &comparisons, score).unwrap();
    let words: Vec<&str> = frame.texts().iter().map(|t| t.text.as_str()).collect();
    for expected in [
        &text.parts_panel,
        &text.team_run,
        &comparisons[0].label,
        &comparisons[1].label,
    ] {
        assert!(
            words.contains(&expected.as_str()),
            "{expected} in {words:?}"
        );
    }
    assert!(image.indices == frame.indices(), "the file is that chart");
}
