//! A fixed-seed smoke run of the differential fuzzer (seconds): it must find the fake candidate's
//! divergences, bucket them, keep a witness per bucket, and write its summary.

mod common;
use common::Test;
use oracle::fuzz::{fuzz, FuzzConfig, FuzzMode};
use oracle::reference::Reference;
use std::time::Duration;

fn fuzz_smoke_run_buckets_the_fake_candidates_divergences(reference: &Reference) {
    let out = tempfile::tempdir().unwrap();
    let candidate = std::fs::canonicalize(
        common::workspace_root().join("oracle/tests/fixtures/cat_candidate.sh"),
    )
    .unwrap();
    let config = FuzzConfig {
        reference: reference.clone(),
        candidate,
        first_seed: 424_242,
        mode: FuzzMode::Both,
        size: cudagen::Size::Small,
        grammar: cudagen::Grammar::Classic,
        headers: false,
        deadline: Duration::from_secs(120),
        max_tus: Some(12),
        timeout: Duration::from_secs(30),
        out: out.path().to_path_buf(),
        mutation: None,
    };
    let summary = fuzz(&config, &mut |_| {}).unwrap();
    assert_eq!(summary.tus, 12);
    assert_eq!(
        summary.matched, 0,
        "the fake candidate never matches the reference"
    );
    assert!(!summary.buckets.is_empty());
    assert_eq!(summary.buckets.iter().map(|b| b.count).sum::<u64>(), 12);
    for bucket in &summary.buckets {
        assert!(
            bucket.witness.is_file(),
            "missing witness {}",
            bucket.witness.display()
        );
    }
    let md = std::fs::read_to_string(out.path().join("summary.md")).unwrap();
    assert!(md.contains("12 TUs in") && md.contains("TUs/s"), "{md}");
    assert!(
        out.path().join("witnesses/prelude.cuh").is_file(),
        "witnesses must be triageable on their own"
    );
}

fn main() -> std::process::ExitCode {
    common::harness(vec![Test::WithReference(
        "fuzz_smoke_run_buckets_the_fake_candidates_divergences",
        fuzz_smoke_run_buckets_the_fake_candidates_divergences,
    )])
}
