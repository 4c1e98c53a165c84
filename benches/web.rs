//! `cargo bench --bench web [-- VIEWERS DRILLS]` (default 1,000 viewers across 100 drills):
//! the web front-end in this process, on 127.0.0.1, its viewers as real HTTP clients of
//! `GET /d/TOKEN/events`. Each round every drill advances one minute at once (the worst
//! case of real-time drills, all ticking together); prints how long after its tick each
//! viewer got each minute's event (p50, p99, max; the goal is p99 < 1 s), the events that
//! never came, the process's RSS growth from before the viewers connected (goal < 50 MB),
//! and the page's size before its chart (HTML, stylesheet and script; goal < 60 KB).
//! Asserts nothing.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use oncall_drill::drill::{self, EngineConfig, StartRequest};
use oncall_drill::model::{Author, Locale, Pace, Place};
use oncall_drill::scenario::Scenario;
use oncall_drill::store::Store;
use oncall_drill::web::{Access, Web, WebOptions};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const ROUNDS: u32 = 10;

fn number_arg(position: usize, default: usize) -> usize {
    std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .nth(position)
        .unwrap_or(default)
}

fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.split_whitespace().next()?.parse().ok())
        })
        .unwrap_or(0)
}

/// When each minute's event reached one viewer: (minute, instant).
type Arrivals = Arc<Mutex<Vec<(u32, Instant)>>>;

/// One viewer: a raw HTTP/1.1 request for the event stream, then every `"minute":N` it
/// reads, timed. Viewers come from addresses of their own (127.0.0.2 on, as many as the
/// loopback network has), as a room of viewers would: from one address the web admits only
/// a quarter of its connections.
async fn viewer(addr: std::net::SocketAddr, path: String, arrivals: Arrivals, number: usize) {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    let own = std::net::Ipv4Addr::new(127, 0, 1 + (number / 250) as u8, 2 + (number % 250) as u8);
    socket
        .bind((own, 0).into())
        .expect("a loopback address of its own");
    let mut stream: TcpStream = socket.connect(addr).await.expect("connects");
    let request = format!("GET {path} HTTP/1.1\r\nHost: bench\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut buffer = Vec::new();
    // Small, as a browser's idle stream needs little: the figure is mostly the server's.
    let mut chunk = [0u8; 2048];
    loop {
        let n = match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        let now = Instant::now();
        buffer.extend_from_slice(&chunk[..n]);
        // Complete events end with a blank line; the rest waits for more bytes.
        while let Some(end) = buffer.windows(2).position(|w| w == b"\n\n") {
            let event: Vec<u8> = buffer.drain(..end + 2).collect();
            let text = String::from_utf8_lossy(&event);
            if let Some(at) = text.find("\"minute\":") {
                let digits: String = text[at + 9..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect();
                if let Ok(minute) = digits.parse() {
                    arrivals.lock().unwrap().push((minute, now));
                }
            }
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let viewers = number_arg(0, 1000);
    let drills = number_arg(1, 100).max(1);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(run(viewers, drills));
}

async fn run(viewer_count: usize, drill_count: usize) {
    let (
        drill::Handles {
            drills: handle,
            web_links,
            ..
        },
        events,
        _task,
    ) = drill::spawn(Store::open_in_memory().unwrap(), EngineConfig::default())
        .await
        .unwrap();
    let player = Author {
        id: "bench".into(),
        name: "bench".into(),
    };
    let web = Web::start(
        handle.clone(),
        web_links,
        WebOptions {
            addr: "127.0.0.1:0".parse().unwrap(),
            public_url: None,
            retention_days: 30,
            watch_all: false,
            player: player.clone(),
            max_connections: viewer_count + 64,
        },
    )
    .await
    .unwrap();
    // The web alone follows the drill host's event bus here.
    let mut bus = oncall_drill::drill::bus::Bus::new(None);
    web.subscribe(&mut bus);
    bus.start(events);
    let scenario = Arc::new(Scenario::load("bad-deploy").unwrap());
    let mut places = Vec::new();
    let mut links = Vec::new();
    for i in 0..drill_count {
        let place = Place::in_guild("g", format!("c{i}"));
        let snapshot = handle
            .start(StartRequest {
                place: place.clone(),
                scenario: scenario.clone(),
                scenario_ref: "bad-deploy".into(),
                seed: i as u32 + 1,
                pace: Pace::Turns,
                locale: Locale::EnUs,
                deterministic: false,
                who: player.clone(),
                alert_role: None,
                rules: Default::default(),
            })
            .await
            .unwrap();
        places.push(place);
        links.push(web.register(snapshot, Access::ReadOnly).await.unwrap());
    }
    let addr = web.local_addr();

    // The page before its chart: HTML, stylesheet, script.
    let page_bytes = {
        let mut total = 0;
        let path = links[0]
            .trim_start_matches(&format!("http://{addr}"))
            .to_string();
        for path in [path.as_str(), "/assets/web.css", "/assets/web.js"] {
            total += get_body_len(addr, path).await;
        }
        total
    };

    let before_kb = rss_kb();
    let arrivals: Vec<Arrivals> = (0..drill_count).map(|_| Arrivals::default()).collect();
    for v in 0..viewer_count {
        let drill = v % drill_count;
        let path = format!(
            "{}/events",
            links[drill].trim_start_matches(&format!("http://{addr}"))
        );
        tokio::spawn(viewer(addr, path, arrivals[drill].clone(), v));
    }
    // Everyone connected and holding the opening minute.
    let opening_deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let connected: usize = arrivals.iter().map(|a| a.lock().unwrap().len()).sum();
        if connected >= viewer_count || Instant::now() > opening_deadline {
            println!("viewers connected: {connected} of {viewer_count}");
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let connected_kb = rss_kb();

    let mut ticks: Vec<Vec<(u32, Instant)>> = vec![Vec::new(); drill_count];
    let started = Instant::now();
    for minute in 1..=ROUNDS {
        let mut advancing = Vec::new();
        for (i, place) in places.iter().enumerate() {
            ticks[i].push((minute, Instant::now()));
            let (handle, place) = (handle.clone(), place.clone());
            advancing.push(tokio::spawn(async move { handle.advance(&place, 1).await }));
        }
        for advance in advancing {
            advance.await.unwrap().unwrap();
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let elapsed = started.elapsed();
    let after_kb = rss_kb();

    let mut latencies = Vec::new();
    let mut missing = 0usize;
    let per_drill_viewers =
        |d: usize| (viewer_count / drill_count) + usize::from(d < viewer_count % drill_count);
    for (d, drill_ticks) in ticks.iter().enumerate() {
        let seen = arrivals[d].lock().unwrap();
        for (minute, tick) in drill_ticks {
            let got: Vec<Instant> = seen
                .iter()
                .filter(|(m, _)| m == minute)
                .map(|(_, at)| *at)
                .collect();
            missing += per_drill_viewers(d).saturating_sub(got.len());
            latencies.extend(got.iter().map(|at| at.saturating_duration_since(*tick)));
        }
    }
    latencies.sort();
    println!(
        "{viewer_count} viewers across {drill_count} drills, {ROUNDS} minutes each ({} events expected) in {:.1} s",
        viewer_count as u32 * ROUNDS,
        elapsed.as_secs_f64()
    );
    println!(
        "event after its tick: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms (goal: p99 < 1000 ms); events missing: {missing}",
        percentile(&latencies, 0.50).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
    println!(
        "RSS: {:.1} MB before the viewers, +{:.1} MB connected, +{:.1} MB after {ROUNDS} minutes (goal: growth < 50 MB)",
        before_kb as f64 / 1024.0,
        (connected_kb.saturating_sub(before_kb)) as f64 / 1024.0,
        (after_kb.saturating_sub(before_kb)) as f64 / 1024.0,
    );
    println!(
        "page before its chart: {:.1} KB (HTML, stylesheet, script; goal < 60 KB)",
        page_bytes as f64 / 1024.0
    );
}

/// The body length of a plain GET (the server sends a content length).
async fn get_body_len(addr: std::net::SocketAddr, path: &str) -> usize {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map_or(answer.len(), |at| at + 4);
    answer.len() - split
}
