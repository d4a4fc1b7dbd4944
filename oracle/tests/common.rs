//! Shared helpers of the oracle's integration tests.
#![allow(dead_code)]

use oracle::corpus::{self, Suite};
use oracle::reference::{self, Reference};
use std::path::{Path, PathBuf};

pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The self-contained suites (their goldens are committed).
pub fn suites() -> Vec<Suite> {
    let mut suites =
        corpus::load_suites(&workspace_root().join("corpus"), &[]).expect("corpus loads");
    suites.retain(|s| s.real.is_none());
    suites
}

/// The real-TU suites, prepared: preprocessed and their goldens recorded into the cache. Prepared
/// once per test binary: its tests run in parallel, and each preparing on its own would run gcc
/// and the reference on every TU twice.
pub fn real_suites(reference: &Reference) -> Vec<Suite> {
    static PREPARED: std::sync::OnceLock<Vec<Suite>> = std::sync::OnceLock::new();
    PREPARED
        .get_or_init(|| prepare_real_suites(reference))
        .clone()
}

fn prepare_real_suites(reference: &Reference) -> Vec<Suite> {
    let root = workspace_root();
    let mut suites = corpus::load_suites(&root.join("corpus"), &[]).expect("corpus loads");
    suites.retain(|s| s.real.is_some());
    // A large suite (corpus/generated-headers) is gated on its deterministic sample in CI.
    suites.iter_mut().for_each(oracle::real_tu::gate_sample);
    let config = oracle::real_tu::PrepareConfig {
        reference,
        cache: oracle::real_tu::cache_dir(&root),
        timeout: std::time::Duration::from_secs(120),
    };
    oracle::real_tu::prepare_suites(&mut suites, &config).expect("real TUs are prepared");
    suites
}

/// Why a test that needs the reference is ignored, when it is.
pub const NEEDS_REFERENCE: &str = "needs the fetched reference (`oracle fetch-reference`)";

/// The fetched reference, if any. With `ORACLE_REQUIRE_REFERENCE=1` (set by CI after `oracle
/// fetch-reference`) absence is a failure, not a reason to ignore.
pub fn reference() -> Option<Reference> {
    match reference::locate(&reference::cache_dir(&workspace_root())) {
        Ok(found) => Some(found),
        Err(e) if std::env::var_os("ORACLE_REQUIRE_REFERENCE").is_some_and(|v| v == "1") => {
            panic!("ORACLE_REQUIRE_REFERENCE=1 but {e:#}")
        }
        Err(_) => None,
    }
}

/// A test of a `harness = false` test file: plain, or one that needs the reference.
pub enum Test {
    Plain(&'static str, fn()),
    WithReference(&'static str, fn(&Reference)),
}

/// libtest's behaviour (filters, `--ignored`, `--list`, the summary) for `tests`, through
/// libtest-mimic: the tests that need the reference run when it is fetched, and are reported as
/// *ignored* ("needs reference") when it is not, so a run without it never shows them as passed.
pub fn harness(tests: Vec<Test>) -> std::process::ExitCode {
    use libtest_mimic::{Arguments, Failed, Trial};
    let args = Arguments::from_args();
    let found = reference();
    let run = |body: Box<dyn FnOnce() + Send + std::panic::UnwindSafe>| -> Result<(), Failed> {
        std::panic::catch_unwind(body).map_err(|panic| {
            let text = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()));
            Failed::from(text.unwrap_or_else(|| "panicked".into()))
        })
    };
    let mut ignored = 0;
    let trials: Vec<Trial> = tests
        .into_iter()
        .map(|test| match test {
            Test::Plain(name, f) => Trial::test(name, move || run(Box::new(f))),
            Test::WithReference(name, f) => {
                let reference = found.clone();
                ignored += usize::from(reference.is_none());
                Trial::test(name, move || {
                    let reference = reference.ok_or_else(|| Failed::from(NEEDS_REFERENCE))?;
                    run(Box::new(move || f(&reference)))
                })
                .with_kind("needs reference")
                .with_ignored_flag(found.is_none())
            }
        })
        .collect();
    if ignored > 0 && !args.list {
        eprintln!("{ignored} test(s) ignored: the reference is not fetched (run `oracle fetch-reference`)");
    }
    libtest_mimic::run(&args, trials).exit_code()
}

/// A candidate that is the reference itself (cudafe++, or cicc for the stub run), optionally with
/// one extra line planted at the end of every host file it writes.
pub fn reference_candidate(dir: &Path, reference: &Reference, planted: bool) -> PathBuf {
    let plant = if planted {
        r#"prev=; for a in "$@"; do [ "$prev" = --gen_c_file_name ] && out=$a; prev=$a; done
[ -f "$out" ] && echo 'int planted_divergence;' >> "$out""#
    } else {
        ""
    };
    let script = format!(
        "#!/bin/sh\ncase \" $* \" in *\" --device-syntax-only \"*) exec '{cicc}' \"$@\";; esac\n'{cudafe}' \"$@\"; rc=$?\n{plant}\nexit $rc\n",
        cicc = reference.cicc.display(),
        cudafe = reference.cudafe.display(),
    );
    let path = dir.join(if planted {
        "planted.sh"
    } else {
        "reference.sh"
    });
    std::fs::write(&path, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}
