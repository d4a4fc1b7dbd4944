//! The `rcudafe` binary interrupted by SIGINT or SIGTERM. cudafe++ 13.0.88, sent either
//! signal while compiling a 500,000-line TU, printed a blank line, the summary's count line
//! when there were errors, and `Compilation terminated.`, and exited with 4; with SIGINT
//! ignored (a background job of a shell) it compiled to the end. rcudafe does the same and
//! also leaves no temporary file behind, and never a partial output.
#![cfg(unix)]

use std::fs;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// `blocks` groups of a struct and a function, 5 lines each: rcudafe needs a few seconds for
/// 20,000 of them, so a signal sent once it has started arrives while it works.
fn large_tu(first_line: &str, blocks: usize) -> String {
    let mut out = String::from(first_line);
    for i in 0..blocks {
        out.push_str(&format!(
            "struct S{i} {{ int a; float b; }};\nint f{i}(S{i} *s, int x)\n{{\n  return s->a + x * {i};\n}}\n"
        ));
    }
    out
}

/// How long the child runs before the signal: long enough to have installed its handlers
/// and be translating.
const SETTLE: Duration = Duration::from_millis(50);

fn scratch(name: &str) -> PathBuf {
    rcudafe_test_support::scratch_dir(&format!("int-{name}"))
}

/// How a run ended: exit status, stderr, whether the signal was sent while it still ran.
struct Interrupted {
    status: ExitStatus,
    stderr: String,
    sent_while_running: bool,
}

/// Runs rcudafe on `k.cu` in `dir` as nvcc does and sends `signal` once it has run for
/// [`SETTLE`] and its stderr contains `wait_for`. (Its temporary host file is no sign of
/// progress: it is made only when the contents are ready.)
fn interrupt(dir: &Path, signal: i32, wait_for: &str, ignore_sigint: bool) -> Interrupted {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rcudafe"));
    command
        .args(rcudafe_test_support::K_CU_ARGS)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    // The child's SIGINT disposition is set either way: a test run started as a background
    // job of a non-interactive shell inherits an ignored SIGINT, which rcudafe keeps.
    let disposition = if ignore_sigint {
        libc::SIG_IGN
    } else {
        libc::SIG_DFL
    };
    // SAFETY: signal() is async-signal-safe, as pre_exec requires.
    unsafe {
        command.pre_exec(move || {
            libc::signal(libc::SIGINT, disposition);
            Ok(())
        });
    }
    let mut child: Child = command.spawn().unwrap();
    let stderr = Arc::new(Mutex::new(Vec::new()));
    let reader = {
        let stderr = Arc::clone(&stderr);
        let mut pipe = child.stderr.take().unwrap();
        thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                stderr.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        })
    };
    let started = Instant::now();
    let mut sent_while_running = false;
    while started.elapsed() < Duration::from_secs(60) {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        let settled = started.elapsed() >= SETTLE;
        let seen = String::from_utf8_lossy(&stderr.lock().unwrap()).contains(wait_for);
        if settled && seen {
            // SAFETY: kill() on our own child's pid.
            unsafe { libc::kill(child.id() as libc::pid_t, signal) };
            sent_while_running = true;
            break;
        }
        thread::sleep(Duration::from_millis(5));
    }
    let status = child.wait().unwrap();
    reader.join().unwrap();
    let stderr = String::from_utf8_lossy(&stderr.lock().unwrap()).into_owned();
    Interrupted {
        status,
        stderr,
        sent_while_running,
    }
}

/// [`interrupt`] on a larger TU each time the run finished before the signal could be sent.
fn interrupt_large(
    name: &str,
    first_line: &str,
    signal: i32,
    wait_for: &str,
) -> (PathBuf, Interrupted) {
    let mut blocks = 20_000;
    for _ in 0..4 {
        let dir = scratch(name);
        fs::write(dir.join("k.cu"), large_tu(first_line, blocks)).unwrap();
        fs::write(dir.join("k.int.c"), "old\n").unwrap();
        let run = interrupt(&dir, signal, wait_for, false);
        if run.sent_while_running {
            return (dir, run);
        }
        blocks *= 4;
    }
    panic!("rcudafe always finished before it could be interrupted");
}

#[test]
fn sigint_removes_the_temporary_files_and_exits_4() {
    let (dir, run) = interrupt_large("int", "", libc::SIGINT, "");
    assert_eq!(run.status.code(), Some(4), "stderr: {}", run.stderr);
    assert_eq!(run.stderr, "\nCompilation terminated.\n");
    // The host file that was there is untouched; nothing else was written.
    assert_eq!(rcudafe_test_support::dir_entries(&dir), ["k.cu", "k.int.c"]);
    assert_eq!(fs::read_to_string(dir.join("k.int.c")).unwrap(), "old\n");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn sigterm_after_an_error_prints_the_count() {
    let bad = "int bad = \"x\";\n";
    let (dir, run) = interrupt_large("term", bad, libc::SIGTERM, "error:");
    assert_eq!(run.status.code(), Some(4), "stderr: {}", run.stderr);
    assert_eq!(
        run.stderr,
        "k.cu(1): error: a value of type \"const char *\" cannot be used to initialize an \
         entity of type \"int\"\n  int bad = \"x\";\n            ^\n\n\n\
         1 error detected in the compilation of \"k.cu\".\nCompilation terminated.\n"
    );
    assert_eq!(rcudafe_test_support::dir_entries(&dir), ["k.cu", "k.int.c"]);
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_ignored_sigint_stays_ignored() {
    let dir = scratch("ign");
    fs::write(dir.join("k.cu"), large_tu("", 20_000)).unwrap();
    let run = interrupt(&dir, libc::SIGINT, "", true);
    assert!(run.sent_while_running, "finished before the signal");
    assert_eq!(run.status.code(), Some(0), "stderr: {}", run.stderr);
    assert_eq!(run.stderr, "");
    assert_eq!(
        rcudafe_test_support::dir_entries(&dir),
        ["k.cu", "k.int.c", "k.module_id"]
    );
    fs::remove_dir_all(dir).unwrap();
}
