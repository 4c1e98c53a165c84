//! When a run's scheduled events fall (issue 26, item 5). An event at a fixed time (an
//! announced deploy or launch) keeps it; an event whose time is drawn from the seed (an
//! unannounced one, `start_between`) draws it — and a surge its peak — from **its own
//! stream**: a generator seeded from the drill's seed, a fingerprint of the scenario and the
//! event's place in it. So one scenario's onset says nothing about another's (cache-flush and
//! retry-storm share a window, yet begin at unrelated minutes for one seed), and two events
//! of one scenario are unrelated too.
//!
//! The run's own generator, whose later draws are the arrival noise, still takes the draws
//! it took when every event drew from it (one per drawn time, two per surge) and throws them
//! away, so the noise of every minute is what it always was for the seed.

use crate::model::arrivals::{self, Surge};
use crate::model::rng::Rng;
use crate::model::setup::{Controls, Event, Setup, SurgeSpec, When};

/// Whether an event's time is drawn (an unannounced event) rather than fixed.
fn drawn(when: When) -> bool {
    let (lo, hi) = when.range();
    lo != hi
}

/// The generator an event draws from: its own stream when its time is drawn, else the
/// run's (an announced event at a fixed time draws nothing but a surge's peak, as before).
/// `main` takes `draws` numbers either way, so the noise that follows stays the seed's.
pub(super) struct Draws<'a> {
    main: &'a mut Rng,
    seed: u32,
    fingerprint: u64,
    index: usize,
}

impl<'a> Draws<'a> {
    pub(super) fn new(main: &'a mut Rng, seed: u32, setup: &Setup) -> Draws<'a> {
        Draws {
            main,
            seed,
            fingerprint: fingerprint(setup),
            index: 0,
        }
    }

    /// The generator for the next event of the scenario (in its order), which takes
    /// `draws` numbers: its own stream when `own`, the run's otherwise.
    fn next(&mut self, own: bool, draws: u32) -> Option<Rng> {
        let index = self.index;
        self.index += 1;
        if !own {
            return None;
        }
        for _ in 0..draws {
            self.main.uniform();
        }
        Some(Rng::new(stream_seed(self.seed, self.fingerprint, index)))
    }

    /// The minute of the next event, fixed or drawn.
    pub(super) fn minute(&mut self, when: When) -> u32 {
        let draws = u32::from(matches!(when, When::Between(..)));
        match self.next(drawn(when), draws) {
            Some(mut own) => resolve(when, &mut own),
            None => resolve(when, self.main),
        }
    }

    /// The next event's surge: its start and peak (two draws).
    pub(super) fn surge(&mut self, spec: &SurgeSpec) -> Surge {
        let (lo, hi) = spec.start_min;
        match self.next(lo != hi, 2) {
            Some(mut own) => Surge::draw(spec, &mut own),
            None => Surge::draw(spec, self.main),
        }
    }
}

/// Resolves an event's time: a fixed minute as it is, a range drawn from `rng`
/// ([`arrivals::draw_minute`]).
fn resolve(when: When, rng: &mut Rng) -> u32 {
    match when {
        When::At(minute) => minute,
        When::Between(lo, hi) => arrivals::draw_minute(lo, hi, rng),
    }
}

/// The seed of event `index`'s own stream: the drill's seed, the scenario's fingerprint and
/// the index mixed by splitmix64's finaliser (every input bit reaches every output bit).
fn stream_seed(seed: u32, fingerprint: u64, index: usize) -> u32 {
    let mut z = fingerprint
        ^ u64::from(seed).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (index as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z ^ (z >> 32)) as u32
}

/// FNV-1a over every field of the setup: two scenarios that differ in anything draw
/// unrelated onsets from one seed. Floats by their bits, so every machine agrees.
fn fingerprint(setup: &Setup) -> u64 {
    let mut hash = Fnv(0xCBF2_9CE4_8422_2325);
    hash.u32(setup.start_clock_min);
    hash.u32(setup.duration_min);
    hash.f64(setup.base_rps);
    hash.u32(setup.initial_instances);
    hash.controls(setup.controls);
    hash.u32(setup.boot_delay_min);
    hash.f64(setup.budget_left);
    hash.f64(setup.cache_warm);
    hash.f64(setup.retry_share);
    hash.u32(setup.freshness_limit_s.map_or(u32::MAX, |s| s));
    for event in &setup.events {
        match *event {
            Event::BadDeploy { when, ramp_min } => {
                hash.u32(1);
                hash.when(when);
                hash.u32(ramp_min);
            }
            Event::CacheFlush { when, fraction } => {
                hash.u32(2);
                hash.when(when);
                hash.f64(fraction);
            }
            Event::Surge(ref spec) => {
                hash.u32(3);
                hash.u32(spec.start_min.0);
                hash.u32(spec.start_min.1);
                hash.f64(spec.peak.0);
                hash.f64(spec.peak.1);
                hash.u32(spec.length_min());
                hash.u32(spec.rise_min);
                hash.u32(spec.hold_min);
            }
            Event::DbCapacity {
                when,
                factor,
                minutes,
            } => {
                hash.u32(4);
                hash.when(when);
                hash.f64(factor);
                hash.u32(minutes);
            }
            Event::LoseInstances { when, share } => {
                hash.u32(5);
                hash.when(when);
                hash.f64(share);
            }
            Event::TtlPush { when, ttl_s } => {
                hash.u32(6);
                hash.when(when);
                hash.u32(ttl_s);
            }
        }
    }
    hash.0
}

struct Fnv(u64);

impl Fnv {
    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
        }
    }
    fn u32(&mut self, v: u32) {
        self.bytes(&v.to_le_bytes());
    }
    fn f64(&mut self, v: f64) {
        self.bytes(&v.to_bits().to_le_bytes());
    }
    fn when(&mut self, when: When) {
        let (lo, hi) = when.range();
        self.u32(lo);
        self.u32(hi);
    }
    fn controls(&mut self, c: Controls) {
        for v in [c.floor, c.target_pct, c.ttl_s, c.shed_pct] {
            self.u32(v);
        }
        self.u32(u32::from(c.autoscaler_on) | u32::from(c.feature_on) << 1);
    }
}
