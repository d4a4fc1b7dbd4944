//! The expression/statement side against the corpora: every TU the reference accepts
//! (golden rc 0) must parse with zero diagnostics. The pass count may only go up: the
//! test fails when it drops below the recorded floor. `PARSE_EXPR_VERBOSE=1` prints the
//! first diagnostic of every failing TU with its source line.

use std::path::{Path, PathBuf};

use rcudafe::lex::LexOptions;
use rcudafe::parse::{parse_translation_unit, ParseOptions};
use rcudafe::pp::{PpOptions, Preprocessor};
use rcudafe::source::RealFs;

/// Passing TUs recorded at the last measurement (raise it when more pass).
const FLOOR_GENERATED_VALID: usize = 2400;
const FLOOR_HANDWRITTEN: usize = 55;

fn corpus_dir(suite: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("corpus").join(suite)
}

fn std_year(flags: &str) -> u32 {
    for (pat, y) in [("c++20", 2020), ("c++2a", 2020), ("c++14", 2014), ("c++11", 2011), ("c++23", 2023)] {
        if flags.contains(pat) {
            return y;
        }
    }
    2017
}

/// Parses one TU; `None` when clean, else the first diagnostic rendered as text.
fn first_problem(path: &Path) -> Option<String> {
    let bytes = std::fs::read(path).ok()?;
    let flags = std::fs::read_to_string(path.with_extension("flags")).unwrap_or_default();
    let year = std_year(&flags);
    let fs = RealFs;
    let opts = PpOptions { lex: LexOptions::for_standard(year), ..PpOptions::default() };
    let name = path.to_string_lossy().into_owned();
    let mut pp = Preprocessor::new(name.as_bytes(), bytes, opts, &fs);
    let popts = ParseOptions { std_year: year, extended_lambda: flags.contains("extended-lambda"), ..Default::default() };
    let out = parse_translation_unit(&mut pp, &popts);
    let d = out.diagnostics.first()?;
    let sm = pp.source_map();
    let line = sm.physical_line(d.pos);
    let text = String::from_utf8_lossy(sm.line_text(d.pos)).trim().to_string();
    Some(format!("{}:{}: {} | {}", path.file_name()?.to_string_lossy(), line, String::from_utf8_lossy(&d.text()), text))
}

fn accepted_tus(suite: &str) -> Vec<PathBuf> {
    let dir = corpus_dir(suite);
    let mut out = Vec::new();
    let Ok(rd) = std::fs::read_dir(&dir) else { return out };
    for e in rd.flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "cu") {
            continue;
        }
        let stem = p.file_stem().unwrap_or_default().to_string_lossy().into_owned();
        let rc = std::fs::read_to_string(dir.join("golden").join(format!("{stem}.rc"))).unwrap_or_default();
        if rc.trim() == "0" {
            out.push(p);
        }
    }
    out.sort();
    out
}

fn measure(suite: &str) -> (usize, usize) {
    let verbose = std::env::var_os("PARSE_EXPR_VERBOSE").is_some();
    let tus = accepted_tus(suite);
    let mut pass = 0;
    for p in &tus {
        // Each TU on a big stack, like the driver.
        let p2 = p.clone();
        let r = std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(move || first_problem(&p2))
            .expect("thread")
            .join();
        match r {
            Ok(None) => pass += 1,
            Ok(Some(msg)) => {
                if verbose {
                    eprintln!("{msg}");
                }
            }
            Err(_) => eprintln!("{}: PANIC", p.display()),
        }
    }
    eprintln!("{suite}: {pass} of {} accepted TUs parse with zero diagnostics", tus.len());
    (pass, tus.len())
}

#[test]
fn accepted_generated_tus_parse_cleanly() {
    let (pass, _) = measure("generated-valid");
    assert!(pass >= FLOOR_GENERATED_VALID, "{pass} < floor {FLOOR_GENERATED_VALID}");
}

#[test]
fn accepted_handwritten_tus_parse_cleanly() {
    let (pass, _) = measure("handwritten");
    assert!(pass >= FLOOR_HANDWRITTEN, "{pass} < floor {FLOOR_HANDWRITTEN}");
}
