//! `oracle toolkit` and `oracle build-check` against the fetched nvcc: the self-contained programs
//! of tests/fixtures/toolkit (their runtime header is a stand-in, so rcudafe reads no system
//! header) build alike with both toolkits, file for file; and the reference cudafe++ put in a
//! toolkit builds alike with itself, which shows the comparison masks all that varies.

mod common;
use common::Test;
use oracle::build_check::{check_programs, BuildCheckConfig, ProgramResult};
use oracle::reference::Reference;
use std::path::PathBuf;
use std::time::Duration;

fn fixtures() -> oracle::corpus::Suite {
    let dir = common::workspace_root().join("oracle/tests/fixtures/toolkit");
    oracle::corpus::load_suite(&dir, "toolkit").expect("the fixture programs load")
}

fn build_check(reference: &Reference, front_end: PathBuf) -> Vec<ProgramResult> {
    let out = tempfile::tempdir().unwrap();
    let suite = fixtures();
    let config = BuildCheckConfig {
        reference_root: oracle::toolkit::reference_root(reference).unwrap(),
        reference_cudafe: reference.cudafe.clone(),
        rcudafe: front_end,
        out: out.path().to_path_buf(),
        extra: Vec::new(),
        timeout: Duration::from_secs(300),
    };
    let results = check_programs(&suite, &suite.tus, &config, &|_| {}).unwrap();
    assert_eq!(results.len(), suite.tus.len());
    assert!(
        out.path().join("bin/reference").read_dir().unwrap().count() == results.len(),
        "every program's reference executable is collected for scripts/gpu-run.sh"
    );
    results
}

fn assert_all_equal(results: &[ProgramResult]) {
    let differing: Vec<(String, String)> = results
        .iter()
        .filter(|r| !r.all_equal())
        .map(|r| (r.name.clone(), r.why_not()))
        .collect();
    assert!(differing.is_empty(), "{differing:?}");
}

fn the_reference_front_end_builds_alike_with_itself(reference: &Reference) {
    assert_all_equal(&build_check(reference, reference.cudafe.clone()));
}

fn rcudafe_builds_the_fixture_programs_alike(reference: &Reference) {
    let rcudafe = std::path::Path::new(env!("CARGO_BIN_EXE_oracle")).with_file_name("rcudafe");
    assert!(rcudafe.is_file(), "no rcudafe at {}", rcudafe.display());
    let results = build_check(reference, rcudafe);
    assert!(results.iter().any(|r| r.flags.contains("-rdc=true")));
    assert_all_equal(&results);
}

fn main() -> std::process::ExitCode {
    common::harness(vec![
        Test::WithReference(
            "the_reference_front_end_builds_alike_with_itself",
            the_reference_front_end_builds_alike_with_itself,
        ),
        Test::WithReference(
            "rcudafe_builds_the_fixture_programs_alike",
            rcudafe_builds_the_fixture_programs_alike,
        ),
    ])
}
