//! What a player sees of one minute: the status dashboard's figures and the controls as
//! set. A policy decides on this alone.

use crate::model::budget::Alert;
use crate::model::record::{Clock, MinuteRecord};
use crate::model::setup::Controls;

/// Exactly what the status dashboard shows a player for one minute (its metrics, the
/// error rate, burn (5 min), the alert and the notes on a rollback or warm-up in progress),
/// plus the controls as the team has set them (a configuration push shows there too).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayerView {
    /// Minute index from 0, and the time of day it shows.
    pub minute: u32,
    pub clock: Clock,
    /// Requests arriving per second (before shedding).
    pub requests_per_s: f64,
    pub serving: u32,
    pub booting: u32,
    /// Cache hit rate, 0–1.
    pub hit: f64,
    /// Database utilisation, 0–1 and above when overloaded.
    pub db_util: f64,
    /// Share of arriving traffic shed, 0–1.
    pub dropped_share: f64,
    pub fleet_cost_per_h: f64,
    pub cost_so_far_usd: f64,
    pub mean_age_s: f64,
    /// Share of traffic on the bad build, 0–1.
    pub bad_share: f64,
    /// Share of requests with recommendations, 0–1.
    pub recommendations_available: f64,
    pub burn_1h: f64,
    /// Burn over the last 5 minutes (the dashboard shows it beside burn (1 h)).
    pub burn_5m: f64,
    /// Share of the month's error budget left (may go below 0).
    pub budget_remaining: f64,
    /// p99 latency, seconds (2 at the time-out).
    pub p99_s: f64,
    /// Share of admitted requests failing the SLI this minute.
    pub error_rate: f64,
    pub alert: Alert,
    /// The status notes: a rollback preparing, the warm-up job running.
    pub rollback_in_progress: bool,
    pub warmup_active: bool,
    /// The controls as set: floor, autoscaler, target, TTL, shed, feature.
    pub controls: Controls,
}

impl PlayerView {
    /// The view of one computed minute, with the controls that were in force for it.
    pub fn of(record: &MinuteRecord, controls: Controls) -> PlayerView {
        PlayerView {
            minute: record.minute,
            clock: record.clock,
            requests_per_s: record.lambda_arrival,
            serving: record.serving,
            booting: record.booting,
            hit: record.hit,
            db_util: record.db_util,
            dropped_share: record.dropped_share,
            fleet_cost_per_h: record.fleet_cost_per_h,
            cost_so_far_usd: record.cost_so_far_usd,
            mean_age_s: record.mean_age_s,
            bad_share: record.bad_share,
            recommendations_available: record.recommendations_available,
            burn_1h: record.burn_1h,
            burn_5m: record.burn_5m,
            budget_remaining: record.budget_remaining,
            p99_s: record.p99_s,
            error_rate: record.error_rate,
            alert: record.alert,
            rollback_in_progress: record.rollback_in_progress,
            warmup_active: record.warmup_active,
            controls,
        }
    }

    /// Instances serving or booting: what the team pays for (outside a rollback).
    pub fn fleet(&self) -> u32 {
        self.serving + self.booting
    }

    /// Requests per second that get past the load balancer's shedding.
    pub fn admitted_per_s(&self) -> f64 {
        self.requests_per_s * (1.0 - self.dropped_share)
    }
}
