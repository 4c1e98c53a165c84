//! Whether a request that changes a drill comes from the drill's own page: browsers say
//! where a request comes from (`Sec-Fetch-Site`, `Origin`), and the page sends its lines
//! as JSON, a type another site's form cannot send and its script cannot send without
//! this server's consent (a CORS preflight it never grants). A request from elsewhere is
//! refused before it is read, so it changes nothing.

use axum::http::header::{self, HeaderMap};
use reqwest::Url;

/// The content type the page's script sends its lines with.
pub(super) const ACT_CONTENT_TYPE: &str = "application/json";

/// The origin (`https://drills.example.org`) of the address the web's links name.
pub(super) fn public_origin(base: &str) -> Option<String> {
    let url = Url::parse(base).ok()?;
    let origin = url.origin();
    origin.is_tuple().then(|| origin.ascii_serialization())
}

/// Whether `headers` say the request comes from this server's own pages: `Sec-Fetch-Site`,
/// when sent, is `same-origin`; `Origin`, when sent, is the public origin or names the host
/// the request was sent to. A client that sends neither is no browser acting for a page
/// (browsers send `Origin` with every cross-origin `POST`), so it passes.
pub(super) fn same_origin(headers: &HeaderMap, public: Option<&str>) -> bool {
    let text = |name| headers.get(name).map(|v| v.to_str().unwrap_or("\u{0}"));
    if let Some(site) = text(header::HeaderName::from_static("sec-fetch-site")) {
        if site != "same-origin" {
            return false;
        }
    }
    match text(header::ORIGIN) {
        None => true,
        Some(origin) => {
            public == Some(origin) || text(header::HOST).is_some_and(|host| names(origin, host))
        }
    }
}

/// Whether `origin` (`http://127.0.0.1:8080`) names `host` (a Host header, `127.0.0.1:8080`).
fn names(origin: &str, host: &str) -> bool {
    let Ok(url) = Url::parse(origin) else {
        return false;
    };
    // `Origin: null` (a sandboxed frame, a file) and anything with a path is no origin.
    if !url.origin().is_tuple() || url.path() != "/" || origin.ends_with('/') {
        return false;
    }
    let (Some(origin_host), Some(origin_port)) = (url.host_str(), url.port_or_known_default())
    else {
        return false;
    };
    let (host_name, host_port) = split_host(host);
    let host_port = match host_port {
        Some(port) => port.parse::<u16>().ok(),
        None => Some(origin_port).filter(|_| url.port().is_none()),
    };
    origin_host.eq_ignore_ascii_case(host_name) && host_port == Some(origin_port)
}

/// A Host header's name and port (`[::1]:80` → `[::1]`, `80`).
fn split_host(host: &str) -> (&str, Option<&str>) {
    match host.rsplit_once(':') {
        Some((name, port)) if !port.contains(']') => (name, Some(port)),
        _ => (host, None),
    }
}

/// Whether the body is declared as the page sends it (`application/json`, any parameters).
pub(super) fn sent_as_the_page_does(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|essence| essence.trim().eq_ignore_ascii_case(ACT_CONTENT_TYPE))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, value.parse().unwrap());
        }
        map
    }

    #[test]
    fn the_pages_own_requests_pass_and_others_are_refused() {
        let own = [
            ("host", "127.0.0.1:8080"),
            ("origin", "http://127.0.0.1:8080"),
            ("sec-fetch-site", "same-origin"),
        ];
        assert!(same_origin(&headers(&own), None));
        let public = Some("https://drills.example.org");
        let proxied = [
            ("host", "127.0.0.1:8080"),
            ("origin", "https://drills.example.org"),
        ];
        assert!(same_origin(&headers(&proxied), public));
        assert!(same_origin(
            &headers(&[("host", "x.org"), ("origin", "https://x.org")]),
            None
        ));
        assert!(same_origin(
            &headers(&[("host", "[::1]:9"), ("origin", "http://[::1]:9")]),
            None
        ));
        // No browser: nothing to forge.
        assert!(same_origin(&headers(&[("host", "127.0.0.1:8080")]), None));
        for refused in [
            vec![
                ("host", "127.0.0.1:8080"),
                ("origin", "https://evil.example"),
            ],
            vec![
                ("host", "127.0.0.1:8080"),
                ("origin", "http://127.0.0.1:8081"),
            ],
            vec![("host", "127.0.0.1:8080"), ("origin", "null")],
            vec![("host", "x.org"), ("origin", "http://x.org:443")],
            vec![("host", "127.0.0.1:8080"), ("sec-fetch-site", "cross-site")],
            vec![("host", "127.0.0.1:8080"), ("sec-fetch-site", "same-site")],
            vec![("origin", "http://127.0.0.1:8080")],
        ] {
            assert!(!same_origin(&headers(&refused), public), "{refused:?}");
        }
    }

    #[test]
    fn only_json_is_sent_as_the_page_does() {
        let typed = |t| headers(&[("content-type", t)]);
        assert!(sent_as_the_page_does(&typed("application/json")));
        assert!(sent_as_the_page_does(&typed(
            "Application/JSON; charset=utf-8"
        )));
        assert!(!sent_as_the_page_does(&typed("text/plain; charset=utf-8")));
        assert!(!sent_as_the_page_does(&typed(
            "application/x-www-form-urlencoded"
        )));
        assert!(!sent_as_the_page_does(&HeaderMap::new()));
    }
}
