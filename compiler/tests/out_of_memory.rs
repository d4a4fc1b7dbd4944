//! The `rcudafe` binary running out of memory ends with a clean catastrophic error, exit 4,
//! never an abort. cudafe++ 13.0.88 under `ulimit -v` printed `k.cu(20): catastrophic error:
//! out of memory` at the token it was at, the summary and `Compilation terminated.`, exit 4.
//! rcudafe says the same when macro expansion passes its budget (at the invocation), and,
//! without a location, when an allocation fails.
#![cfg(unix)]

use std::fs;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(name: &str, source: &str) -> PathBuf {
    let dir = rcudafe_test_support::scratch_dir(&format!("oom-{name}"));
    fs::write(dir.join("k.cu"), source).unwrap();
    dir
}

/// rcudafe on `k.cu` in `dir` as nvcc runs it, with at most `address_space` bytes of
/// address space when given.
fn run(dir: &Path, address_space: Option<u64>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rcudafe"));
    command
        .args(rcudafe_test_support::K_CU_ARGS)
        .current_dir(dir);
    if let Some(limit) = address_space {
        // SAFETY: setrlimit() is async-signal-safe, as pre_exec requires.
        unsafe {
            command.pre_exec(move || {
                let rlimit = libc::rlimit {
                    rlim_cur: limit,
                    rlim_max: limit,
                };
                libc::setrlimit(libc::RLIMIT_AS, &rlimit);
                Ok(())
            });
        }
    }
    command.output().unwrap()
}

#[test]
fn exponential_macro_expansion_is_out_of_memory() {
    // `A30` would be 2^30 tokens: the budget (2^24) stops it at the invocation.
    let mut source = String::from("#define A0 x\n");
    for i in 1..=30 {
        source.push_str(&format!("#define A{i} A{} A{}\n", i - 1, i - 1));
    }
    source.push_str("#if A30\n#endif\nint k;\n");
    let dir = scratch("macro", &source);
    let out = run(&dir, None);
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "k.cu(32): catastrophic error: out of memory\n  #if A30\n      ^\n\n\
         1 catastrophic error detected in the compilation of \"k.cu\".\n\
         Compilation terminated.\n"
    );
    assert_eq!(out.status.code(), Some(4));
    assert_eq!(rcudafe_test_support::dir_entries(&dir), ["k.cu"]);
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_failed_allocation_is_out_of_memory() {
    // 1 GB of address space: room for the 512 MB translation stack and a small TU, not for
    // the 700 MB a 750,000-line TU takes.
    const LIMIT: u64 = 1 << 30;
    let dir = scratch("small", "int x;\n");
    let out = run(&dir, Some(LIMIT));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    fs::remove_dir_all(dir).unwrap();

    let mut source = String::new();
    for i in 0..150_000 {
        source.push_str(&format!(
            "struct S{i} {{ int a; float b; }};\nint f{i}(S{i} *s, int x)\n{{\n  return s->a + x * {i};\n}}\n"
        ));
    }
    let dir = scratch("large", &source);
    let out = run(&dir, Some(LIMIT));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "Catastrophic error: out of memory\n\n\
         1 catastrophic error detected in the compilation of \"k.cu\".\n\
         Compilation terminated.\n"
    );
    assert_eq!(out.status.code(), Some(4));
    // The temporary host file is gone too.
    assert_eq!(rcudafe_test_support::dir_entries(&dir), ["k.cu"]);
    fs::remove_dir_all(dir).unwrap();
}
