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
    rcudafe_test_support::corpus_root()
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

/// Whole host files reproduced byte for byte (pp → parse → emit); raise as the printer
/// and the parser grow.
const WHOLE_FLOOR: usize = 263;

/// The host file rcudafe writes for a corpus TU (run in memory: the TU and its suite's
/// headers under their plain names, as the oracle runs them).
fn host_file(suite_dir: &Path, tu: &Tu) -> Option<Vec<u8>> {
    use rcudafe::emit::{host_file_bytes, EmitOptions};
    use rcudafe::parse::{parse_translation_unit, ParseOptions};
    use rcudafe::pp::{PpOptions, Preprocessor};
    use rcudafe::source::MemoryFs;

    let mut fs = MemoryFs::new();
    for e in fs::read_dir(suite_dir).ok()?.flatten() {
        let n = e.file_name().into_string().ok()?;
        if n.ends_with(".cuh") || n.ends_with(".h") || n.ends_with(".hpp") {
            fs.add(&n, &fs::read(e.path()).ok()?);
        }
    }
    let file = format!("{}.cu", tu.name);
    let bytes = fs::read(suite_dir.join(&file)).ok()?;
    fs.add(&file, &bytes);
    let o = frame_options(&tu.flags);
    let opts = EmitOptions {
        stub_file_name: format!("{}.cudafe1.stub.c", tu.name).into_bytes(),
        static_host_stub: o.static_host_stub,
        device_c: o.device_c,
        extended_lambda: o.extended_lambda,
        ..EmitOptions::default()
    };
    let module_id = tu.module_id.clone();
    rcudafe_test_support::on_big_stack(move || {
        let mut pp = Preprocessor::new(file.as_bytes(), bytes, PpOptions::default(), &fs);
        let out = parse_translation_unit(&mut pp, &ParseOptions::default());
        (out.diagnostics.is_empty())
            .then(|| host_file_bytes(&out.tu, pp.source_map(), &opts, &module_id).ok())
            .flatten()
    })
    .ok()
    .flatten()
}

#[test]
fn whole_host_files_match_goldens() {
    let mut total = 0;
    let mut ok = 0;
    let mut first_diff = Vec::new();
    // Smallest generated TUs first, then the hand-written ones.
    for suite in ["generated-valid", "handwritten"] {
        let dir = corpus_root().join(suite);
        let mut tus: Vec<Tu> = accepted_tus()
            .into_iter()
            .filter(|t| dir.join(format!("{}.cu", t.name)).exists())
            .collect();
        tus.sort_by_key(|t| t.golden.len());
        for tu in tus.iter().take(200) {
            total += 1;
            match host_file(&dir, tu) {
                Some(out) if out == tu.golden => ok += 1,
                Some(out) if first_diff.len() < 5 => {
                    let line = out
                        .split(|&c| c == b'\n')
                        .zip(tu.golden.split(|&c| c == b'\n'))
                        .position(|(a, b)| a != b)
                        .unwrap_or(0);
                    first_diff.push(format!(
                        "{}: first difference at line {}",
                        tu.name,
                        line + 1
                    ));
                }
                Some(_) | None => {}
            }
        }
    }
    eprintln!("emit whole files: {ok} of {total} (smallest 200 per suite) match their golden");
    for d in &first_diff {
        eprintln!("  {d}");
    }
    assert!(ok >= WHOLE_FLOOR, "{ok} < floor {WHOLE_FLOOR}");
}

/// Debug aid: `EMIT_SHOW=NAME cargo test -p rcudafe --test emit_corpus show -- --nocapture`.
#[test]
fn show() {
    let Ok(name) = std::env::var("EMIT_SHOW") else {
        return;
    };
    let dir = corpus_root().join("generated-valid");
    if let Some(tu) = accepted_tus().into_iter().find(|t| t.name == name) {
        if let Some(out) = host_file(&dir, &tu) {
            eprintln!("{}", String::from_utf8_lossy(&out));
        }
    }
}

/// Survey aid: `EMIT_SURVEY=generated-valid cargo test -p rcudafe --test emit_corpus survey
/// -- --nocapture` prints each TU's first differing line pair (or `MATCH` / `NO OUTPUT`).
#[test]
fn survey() {
    let Ok(suite) = std::env::var("EMIT_SURVEY") else {
        return;
    };
    let dir = corpus_root().join(&suite);
    for tu in accepted_tus() {
        if !dir.join(format!("{}.cu", tu.name)).exists() {
            continue;
        }
        match host_file(&dir, &tu) {
            Some(out) if out == tu.golden => eprintln!("{}\tMATCH", tu.name),
            Some(out) => {
                let o: Vec<&[u8]> = out.split(|&c| c == b'\n').collect();
                let g: Vec<&[u8]> = tu.golden.split(|&c| c == b'\n').collect();
                let i = (0..o.len().max(g.len()))
                    .find(|&i| o.get(i) != g.get(i))
                    .unwrap_or(0);
                let show = |l: Option<&&[u8]>| {
                    String::from_utf8_lossy(l.copied().unwrap_or(b"<EOF>")).into_owned()
                };
                eprintln!(
                    "{}\tDIFF\t{}\t{}\t{}",
                    tu.name,
                    i + 1,
                    show(g.get(i)),
                    show(o.get(i))
                );
            }
            None => eprintln!("{}\tNO OUTPUT", tu.name),
        }
    }
}
