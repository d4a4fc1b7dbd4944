//! The differential oracle: runs a candidate front end and the reference (or goldens recorded from
//! it) on the same TUs, and compares every output channel byte for byte.
//!
//! Modules, in the order data flows through them:
//! - [`reference`]: the pinned reference toolchain (fetch, verify, locate)
//! - [`corpus`]: suites, TUs and their goldens on disk
//! - [`invocation`]: the exact cudafe++/cicc command lines nvcc 13.0 would use
//! - [`run`]: one tool on one TU in a fresh directory, with a timeout
//! - [`outcome`]: what a run produced, per channel, and the one allowed normalisation
//! - [`record`] / [`check`]: the two corpus-wide jobs
//! - [`baseline`] / [`report`]: regressions, the scoreboard, markdown and HTML reports
//! - [`reduce`]: shrinks a TU while it keeps its divergence signature (or passes a test command)
//! - [`triage`]: buckets the divergences of a check by signature and reduces a witness per bucket
//! - [`fuzz`]: a differential campaign over generated TUs, bucketed by signature, one witness each
//! - [`mutate`]: mutants of corpus TUs (splices, type erasure, type overwriting) for `fuzz`
//! - [`bench`]: candidate and reference side by side, time and peak-RSS ratios
//! - [`stress`]: generated inputs swept over size, both sides: growth, outputs, crashes, leftovers
//! - [`toolkit`] / [`build_check`]: a CUDA toolkit whose cudafe++ is rcudafe, and whole programs
//!   built by nvcc with it and with the reference toolkit, compared file by file

pub mod baseline;
pub mod bench;
pub mod build_check;
pub mod check;
pub mod constructs;
pub mod corpus;
pub mod fuzz;
pub mod gen;
pub mod gen_check;
pub mod invocation;
pub mod mutate;
pub mod outcome;
pub mod probe;
pub mod progress;
pub mod real_tu;
pub mod record;
pub mod reduce;
pub mod reduce_bench;
pub mod reference;
pub mod report;
pub mod run;
pub mod snapshot;
pub mod stress;
pub mod toolkit;
pub mod triage;

use anyhow::{bail, Result};
use std::path::{Path, PathBuf};

/// The workspace root: the nearest ancestor of `start` holding both `Cargo.toml` and `corpus/`.
pub fn find_workspace_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|d| d.join("Cargo.toml").is_file() && d.join("corpus").is_dir())
        .map(Path::to_path_buf)
}

/// The candidate front end to run: `candidate` (`@reference` is the fetched cudafe++ in `cache`),
/// or `<root>/target/release/rcudafe`; an absolute path, since each TU runs in its own directory.
pub fn resolve_candidate(candidate: Option<PathBuf>, root: &Path, cache: &Path) -> Result<PathBuf> {
    let candidate = match candidate {
        Some(p) if p == Path::new("@reference") => reference::locate(cache)?.cudafe,
        Some(p) => p,
        None => root.join("target/release/rcudafe"),
    };
    if !candidate.is_file() {
        bail!(
            "no candidate at {} (build it with `cargo build --release`, or pass --candidate)",
            candidate.display()
        );
    }
    // Each TU runs in its own scratch directory: a relative path would not resolve there.
    Ok(std::fs::canonicalize(&candidate)?)
}
