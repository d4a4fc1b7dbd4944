//! The host-file printer against the corpus goldens.
//!
//! Today (no parser yet) this measures the frame: for every corpus TU the reference
//! accepted (golden rc 0), the preamble before the body's `# 1` and the trailer after it
//! must be what `emit::frame` writes for that TU's flags, stub name and module id. When
//! `parse::parse_translation_unit` lands, the whole-file comparison goes here too
//! (pp → parse → `emit::host_file_bytes`, compared with golden/NAME.int.c).
//!
//! The count that matches is printed; the test fails if it drops below the floor.

use std::fs;
use std::path::{Path, PathBuf};

use rcudafe::emit::frame::{write_preamble, write_trailer, FrameOptions};

/// Every accepted corpus TU currently matches; any drop is a regression.
const FRAME_FLOOR: usize = 2_665;

struct Tu {
    name: String,
    golden: Vec<u8>,
    module_id: Vec<u8>,
    flags: String,
}

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus")
}

/// Accepted TUs of every suite, with their golden host file.
fn accepted_tus() -> Vec<Tu> {
    let mut out = Vec::new();
    for suite in [
        "handwritten",
        "generated-valid",
        "regressions",
        "generated-invalid",
    ] {
        let dir = corpus_root().join(suite);
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        let mut names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .filter_map(|e| e.file_name().into_string().ok())
            .filter_map(|n| n.strip_suffix(".cu").map(str::to_string))
            .collect();
        names.sort();
        for name in names {
            let g = dir.join("golden");
            let rc = fs::read_to_string(g.join(format!("{name}.rc"))).unwrap_or_default();
            if rc.trim() != "0" {
                continue;
            }
            let Ok(golden) = fs::read(g.join(format!("{name}.int.c"))) else {
                continue;
            };
            let module_id = fs::read(g.join(format!("{name}.module_id"))).unwrap_or_default();
            let flags = fs::read_to_string(dir.join(format!("{name}.flags"))).unwrap_or_default();
            let flags = flags
                .lines()
                .map(|l| l.split('#').next().unwrap_or(""))
                .collect::<Vec<_>>()
                .join(" ");
            out.push(Tu {
                name,
                golden,
                module_id,
                flags,
            });
        }
    }
    out
}

fn frame_options(flags: &str) -> FrameOptions {
    let words: Vec<&str> = flags.split_whitespace().collect();
    let rdc = words.iter().any(|w| *w == "-rdc=true" || *w == "-dc");
    FrameOptions {
        static_host_stub: !rdc,
        extended_lambda: words
            .iter()
            .any(|w| *w == "--extended-lambda" || *w == "--expt-extended-lambda"),
        device_c: rdc,
    }
}

/// Whether the golden's frame is what the printer writes.
fn frame_matches(tu: &Tu) -> Result<(), String> {
    let o = frame_options(&tu.flags);
    let mut pre = Vec::new();
    write_preamble(&mut pre, format!("{}.cu", tu.name).as_bytes(), o);
    pre.extend_from_slice(b"# 1\n");
    if !tu.golden.starts_with(&pre) {
        return Err("preamble".into());
    }
    let stub = format!("{}.cudafe1.stub.c", tu.name);
    let mut trailer = Vec::new();
    write_trailer(&mut trailer, true, stub.as_bytes(), &tu.module_id);
    let Some(at) = find(&tu.golden, &trailer) else {
        return Err("trailer".into());
    };
    let rest = &tu.golden[at + trailer.len()..];
    if o.device_c == rest.is_empty() {
        return Err("after trailer".into());
    }
    if o.device_c
        && !rest.starts_with(b"\nextern \"C\" {\nextern __attribute__ ((section (\".nvHRKI\")))")
    {
        return Err("host-reference arrays".into());
    }
    Ok(())
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    (0..=hay.len() - needle.len())
        .rev()
        .find(|&i| &hay[i..i + needle.len()] == needle)
}

#[test]
fn frames_match_goldens() {
    let tus = accepted_tus();
    let mut ok = 0;
    let mut failures = Vec::new();
    for tu in &tus {
        match frame_matches(tu) {
            Ok(()) => ok += 1,
            Err(why) => failures.push(format!("{}: {why}", tu.name)),
        }
    }
    eprintln!(
        "emit frame: {ok} of {} accepted corpus TUs match",
        tus.len()
    );
    for f in failures.iter().take(20) {
        eprintln!("  {f}");
    }
    assert!(
        ok >= FRAME_FLOOR.min(tus.len()),
        "frame matches dropped to {ok} (floor {FRAME_FLOOR})"
    );
}
