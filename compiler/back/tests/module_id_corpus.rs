//! The module id formula against every golden module id of the corpus.
//!
//! The oracle runs each TU with `--orig_src_file_name NAME.cu --orig_src_path_name
//! /src/NAME.cu`, so every golden id must start with what [`module_id::generate`] computes
//! from those names. Its entity part is the first eligible entity's symbol (checked where the
//! mangler can name it, in `mangle_corpus.rs`) or the masked fallback `MTIMECWD_PID`.

use std::fs;

use rcudafe_back::module_id::{generate, IdSource};

const SUITES: [&str; 4] = [
    "handwritten",
    "generated-valid",
    "generated-invalid",
    "regressions",
];

#[test]
fn golden_ids_follow_the_formula() {
    let corpus = rcudafe_test_support::corpus_root();
    let (mut checked, mut raw, mut hashed, mut fallback) = (0, 0, 0, 0);
    for suite in SUITES {
        let Ok(entries) = fs::read_dir(corpus.join(suite).join("golden")) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            let Some(stem) = name.strip_suffix(".module_id") else {
                continue;
            };
            let id = fs::read(&path).unwrap();
            let display = format!("{stem}.cu");
            let orig = format!("/src/{stem}.cu");
            // The part before the entity: generate with an empty entity.
            let prefix = generate(
                Some(orig.as_bytes()),
                display.as_bytes(),
                &IdSource::Entity(b""),
            );
            assert!(
                id.starts_with(&prefix),
                "{suite}/{name}: {} does not start with {}",
                String::from_utf8_lossy(&id),
                String::from_utf8_lossy(&prefix)
            );
            let entity = &id[prefix.len()..];
            assert!(
                !entity.is_empty() && !entity.ends_with(b"\n"),
                "{suite}/{name}"
            );
            if entity == b"MTIMECWD_PID" {
                fallback += 1;
            } else if entity.len() == 8 && entity.iter().all(|b| b.is_ascii_hexdigit()) {
                hashed += 1;
            } else {
                assert!(
                    entity.len() <= 8,
                    "{suite}/{name}: raw entity longer than 8 bytes"
                );
                raw += 1;
            }
            checked += 1;
        }
    }
    eprintln!("{checked} ids: {raw} raw entities, {hashed} hashed, {fallback} fallback");
    assert!(checked > 100, "only {checked} golden module ids found");
}
