//! The integration suite: one test binary, one module per concern, driving the library
//! and the real `oncall-drill` binary the way a user would.

mod util;

mod balance;
mod bot;
mod chart;
mod chart_compact;
mod chart_errors;
mod chart_locales;
mod chart_markers;
mod chart_pixels;
mod chart_what_if;
mod cli;
mod debrief;
mod determinism;
mod drill;
mod fake_discord;
mod fuzz;
mod lifecycle;
mod locale_plurals;
mod locales;
mod metadata;
mod onsets;
mod openapi;
mod opening;
mod owner;
mod play;
mod play_charts;
mod play_first_minutes;
mod play_messages;
mod play_resume;
mod play_words;
mod properties;
mod scenario_files;
mod score;
mod score_parts;
mod storage;
mod store;
mod team;
mod terminal;
mod try_it;
mod web;
mod web_browser;
mod why;
