//! A manual tool, not a test: dumps what rcudafe's preprocessor makes of a file, to
//! compare with the reference by eye while writing the `pp_*` tests.
//!
//! `PP_DUMP=path/to/x.cu [PP_INCLUDE=dir1:dir2] cargo test -p rcudafe-pp --test pp_dump_tool -- --ignored --nocapture`

use rcudafe_base::source::RealFs;
use rcudafe_pp::{dump, PpOptions, Preprocessor};

#[test]
#[ignore = "manual tool: set PP_DUMP"]
fn dump_file() {
    let Ok(path) = std::env::var("PP_DUMP") else {
        return;
    };
    let bytes = std::fs::read(&path).unwrap_or_default();
    let mut opts = PpOptions::default();
    if let Ok(inc) = std::env::var("PP_INCLUDE") {
        opts.include_dirs = inc
            .split(':')
            .filter(|s| !s.is_empty())
            .map(|s| s.as_bytes().to_vec())
            .collect();
    }
    let fs = RealFs;
    let mut pp = Preprocessor::new(path.as_bytes(), bytes, opts, &fs);
    print!("{}", dump(&mut pp));
}

/// `PP_BENCH=file cargo test --release -p rcudafe-pp --test pp_dump_tool -- --ignored --nocapture bench`
#[test]
#[ignore = "manual tool: set PP_BENCH"]
fn bench_file() {
    let Ok(path) = std::env::var("PP_BENCH") else {
        return;
    };
    let t0 = std::time::Instant::now();
    let bytes = std::fs::read(&path).unwrap_or_default();
    let read = t0.elapsed();
    let fs = RealFs;
    let t1 = std::time::Instant::now();
    let mut pp = Preprocessor::new(path.as_bytes(), bytes, PpOptions::default(), &fs);
    let mut n: u64 = 0;
    loop {
        let t = pp.next_token();
        if t.kind == rcudafe_lex::TokenKind::Eof {
            break;
        }
        n += 1;
    }
    let el = t1.elapsed();
    println!(
        "read {read:?}, preprocess {el:?}: {n} tokens, {} pragmas, {} diagnostics",
        pp.records().pragmas.len(),
        pp.diagnostics().len()
    );
    for d in pp.diagnostics().iter().take(5) {
        println!("{}", rcudafe_pp::dump::diagnostic_line(&pp, d));
    }
}

/// `PP_BENCH=file cargo test --release -p rcudafe-pp --test pp_dump_tool -- --ignored --nocapture lex_only`
#[test]
#[ignore = "manual tool: set PP_BENCH"]
fn lex_only() {
    let Ok(path) = std::env::var("PP_BENCH") else {
        return;
    };
    let bytes = std::fs::read(&path).unwrap_or_default();
    let t1 = std::time::Instant::now();
    let mut lx = rcudafe_lex::Lexer::new(0, rcudafe_lex::LexOptions::default());
    let mut n: u64 = 0;
    loop {
        let t = lx.next(&bytes);
        if t.kind == rcudafe_lex::TokenKind::Eof {
            break;
        }
        n += 1;
    }
    println!("lex only {:?}: {n} tokens", t1.elapsed());
}
