//! `cargo bench --bench openapi`: what the OpenAPI check costs the test suite. Loading and
//! compiling Discord's description once, then validating the hand-written valid payloads
//! 10,000 times. Prints figures; asserts nothing about speed.

use std::hint::black_box;
use std::time::Instant;

#[allow(dead_code, unused_imports)]
#[path = "../tests/openapi/mod.rs"]
mod openapi;

const VALIDATIONS: usize = 10_000;

fn main() {
    let started = Instant::now();
    let spec =
        openapi::Spec::load().expect("the repository's copy of Discord's OpenAPI description");
    let loaded = started.elapsed();
    let requests = openapi::payloads::valid_requests();
    let started = Instant::now();
    let mut failures = 0;
    for (method, path, body) in requests.iter().cycle().take(VALIDATIONS) {
        if black_box(spec.validate_request(method, path, body)).is_err() {
            failures += 1;
        }
    }
    let elapsed = started.elapsed();
    println!(
        "openapi: load and compile the description: {:.1} ms",
        loaded.as_secs_f64() * 1e3
    );
    println!(
        "openapi: {VALIDATIONS} validations of {} payloads: {:.1} ms in all, {:.2} µs each ({failures} failed)",
        requests.len(),
        elapsed.as_secs_f64() * 1e3,
        elapsed.as_secs_f64() * 1e6 / VALIDATIONS as f64
    );
}
