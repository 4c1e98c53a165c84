//! Embeds every `locales/<lang>/*.ftl` file in the binary: the generated table lists
//! (language, file name, contents) so no locale file is read at run time.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut entries = Vec::new();
    let mut langs: Vec<_> = std::fs::read_dir(&root)
        .expect("locales/ exists")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .collect();
    langs.sort_by_key(|e| e.file_name());
    for lang in langs {
        println!("cargo:rerun-if-changed={}", lang.path().display());
        let mut files: Vec<_> = std::fs::read_dir(lang.path())
            .expect("readable locale folder")
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort_by_key(|e| e.file_name());
        for file in files {
            println!("cargo:rerun-if-changed={}", file.path().display());
            entries.push((
                lang.file_name().to_string_lossy().into_owned(),
                file.file_name().to_string_lossy().into_owned(),
                file.path().display().to_string(),
            ));
        }
    }
    let mut out = String::from("pub static EMBEDDED: &[(&str, &str, &str)] = &[\n");
    for (lang, name, path) in entries {
        writeln!(out, "    ({lang:?}, {name:?}, include_str!({path:?})),").unwrap();
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("embedded_locales.rs");
    std::fs::write(dest, out).unwrap();
}
