//! Cargo.toml tells the truth about the toolchain it needs: its `rust-version` is the
//! highest `rust-version` among the locked dependencies (as `cargo metadata` reports them),
//! so an older compiler is refused up front instead of failing deep inside a dependency.

use std::process::Command;

fn version(text: &str) -> Vec<u32> {
    text.split('.')
        .map(|part| part.parse().unwrap_or_else(|_| panic!("version {text}")))
        .collect()
}

#[test]
fn rust_version_is_the_highest_any_locked_dependency_needs() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--locked", "--format-version", "1"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let packages = metadata["packages"].as_array().expect("packages");
    let ours = packages
        .iter()
        .find(|p| p["name"] == env!("CARGO_PKG_NAME"))
        .expect("this package");
    let declared = ours["rust_version"].as_str().expect("rust-version is set");
    let (needed, by) = packages
        .iter()
        .filter(|p| p["name"] != env!("CARGO_PKG_NAME"))
        .filter_map(|p| {
            let v = p["rust_version"].as_str()?;
            Some((version(v), format!("{} {}", p["name"], p["version"])))
        })
        .max()
        .expect("dependencies declare rust-version");
    let mut declared_v = version(declared);
    let mut needed_v = needed.clone();
    // 1.88 and 1.88.0 are the same toolchain.
    declared_v.resize(3, 0);
    needed_v.resize(3, 0);
    assert_eq!(
        declared_v, needed_v,
        "Cargo.toml says rust-version = {declared}; {by} needs {needed:?}"
    );
}
