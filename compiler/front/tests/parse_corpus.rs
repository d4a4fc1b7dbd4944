//! The parser against the corpora and against hostile nesting.
//!
//! Every TU the reference accepts (golden rc 0) must parse with zero diagnostics, with the
//! language options its `.flags` ask for; the pass count per suite may only go up (the test
//! fails below the recorded floor). `PARSE_VERBOSE=1` prints the first diagnostic of every
//! failing TU with its source line.

use std::path::{Path, PathBuf};

use rcudafe_base::source::RealFs;
use rcudafe_front::parse::{parse_translation_unit, ParseOptions};
use rcudafe_lex::LexOptions;
use rcudafe_pp::{PpOptions, Preprocessor};

/// Passing TUs at the last measurement (floors, not targets: raise them when more pass).
const FLOOR_GENERATED_VALID: usize = 2400;
const FLOOR_HANDWRITTEN: usize = 65;

fn corpus_dir(suite: &str) -> PathBuf {
    rcudafe_test_support::corpus_root().join(suite)
}

fn std_year(flags: &str) -> u32 {
    for (pat, y) in [
        ("c++20", 2020),
        ("c++2a", 2020),
        ("c++14", 2014),
        ("c++11", 2011),
        ("c++23", 2023),
    ] {
        if flags.contains(pat) {
            return y;
        }
    }
    2017
}

/// Parses one TU; `None` when clean, else `Msg: text at file:line | source line` of the
/// first diagnostic.
fn first_problem(path: &Path) -> Option<String> {
    let bytes = std::fs::read(path).ok()?;
    let flags = std::fs::read_to_string(path.with_extension("flags")).unwrap_or_default();
    let year = std_year(&flags);
    let fs = RealFs;
    let opts = PpOptions {
        lex: LexOptions::for_standard(year),
        ..PpOptions::default()
    };
    let name = path.to_string_lossy().into_owned();
    let mut pp = Preprocessor::new(name.as_bytes(), bytes, opts, &fs);
    let popts = ParseOptions {
        std_year: year,
        extended_lambda: flags.contains("extended-lambda"),
        ..ParseOptions::default()
    };
    let out = parse_translation_unit(&mut pp, &popts);
    let d = out.diagnostics.first()?;
    let sm = pp.source_map();
    let line = sm.physical_line(d.pos);
    let text = String::from_utf8_lossy(sm.line_text(d.pos))
        .trim()
        .chars()
        .take(120)
        .collect::<String>();
    Some(format!(
        "{:?}: {} at {}:{} | {}",
        d.msg,
        String::from_utf8_lossy(&d.text()),
        path.file_name()?.to_string_lossy(),
        line,
        text
    ))
}

/// [`first_problem`] on a stack as big as the driver's translation thread's.
fn first_problem_on_big_stack(path: &Path) -> Option<String> {
    rcudafe_test_support::on_big_stack(|| first_problem(path))
        .unwrap_or_else(|_| Some("PANIC".into()))
}

fn accepted_tus(suite: &str) -> Vec<PathBuf> {
    let dir = corpus_dir(suite);
    let mut out = Vec::new();
    let Ok(rd) = std::fs::read_dir(&dir) else {
        return out;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "cu") {
            continue;
        }
        let stem = p
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let rc = std::fs::read_to_string(dir.join("golden").join(format!("{stem}.rc")))
            .unwrap_or_default();
        if rc.trim() == "0" {
            out.push(p);
        }
    }
    out.sort();
    out
}

fn measure(suite: &str) -> usize {
    let verbose = std::env::var_os("PARSE_VERBOSE").is_some();
    let tus = accepted_tus(suite);
    let mut pass = 0;
    for p in &tus {
        match first_problem_on_big_stack(p) {
            None => pass += 1,
            Some(msg) if verbose => eprintln!("{msg}"),
            Some(_) => {}
        }
    }
    eprintln!(
        "{suite}: {pass} of {} accepted TUs parse with zero diagnostics",
        tus.len()
    );
    pass
}

#[test]
fn accepted_generated_tus_parse_cleanly() {
    let pass = measure("generated-valid");
    assert!(
        pass >= FLOOR_GENERATED_VALID,
        "{pass} < floor {FLOOR_GENERATED_VALID}"
    );
}

#[test]
fn accepted_handwritten_tus_parse_cleanly() {
    let pass = measure("handwritten");
    assert!(
        pass >= FLOOR_HANDWRITTEN,
        "{pass} < floor {FLOOR_HANDWRITTEN}"
    );
}

/// Writes `src` to a scratch file and parses it.
fn parse_source(name: &str, src: &str) -> Option<String> {
    let dir = std::env::temp_dir().join("rcudafe-parse-deep");
    let _ = std::fs::create_dir_all(&dir);
    let f = dir.join(name);
    std::fs::write(&f, src).unwrap();
    first_problem_on_big_stack(&f)
}

#[test]
fn deep_nesting_ends_without_crash() {
    let n = 10_000;
    let src = format!(
        "int f() {{ return {}1{}; }}\nvoid g() {}{}\n",
        "(".repeat(n),
        ")".repeat(n),
        "{".repeat(n),
        "}".repeat(n)
    );
    // The reference accepts this: no diagnostic.
    let r = parse_source("deep.cu", &src);
    assert!(r.is_none(), "{r:?}");
}

#[test]
fn thirty_thousand_nested_parens_parse_like_the_reference() {
    let n = 30_000;
    let src = format!(
        "int y;\nint f() {{ return {}y{}; }}\nint x = {}1{};\n",
        "(".repeat(n),
        ")".repeat(n),
        "(".repeat(n),
        ")".repeat(n)
    );
    let r = parse_source("deep30k.cu", &src);
    assert!(r.is_none(), "{r:?}");
}

/// No depth cap: 200,000 nested parentheses parse cleanly, as the reference accepts them
/// (it takes 1,000,000), on a growing stack rather than a stack overflow.
#[test]
fn absurd_nesting_parses_without_a_cap() {
    let n = 200_000;
    let src = format!("int x = {}1{};\n", "(".repeat(n), ")".repeat(n));
    let r = parse_source("deep200k.cu", &src);
    assert!(r.is_none(), "{r:?}");
}
