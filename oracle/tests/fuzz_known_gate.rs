//! `oracle fuzz --known` as a CI gate: a campaign whose buckets are all in the known list passes,
//! and a divergence planted in the candidate shows up as a new bucket, which fails it.

mod common;
use common::Test;
use oracle::fuzz::{against_known, fuzz, read_known, render_known, FuzzConfig, FuzzMode};
use oracle::reference::Reference;
use std::path::PathBuf;
use std::time::Duration;

fn a_planted_divergence_fails_the_known_list_and_the_clean_run_passes(reference: &Reference) {
    let dir = tempfile::tempdir().unwrap();
    let config = |candidate: PathBuf, out: &str| FuzzConfig {
        reference: reference.clone(),
        candidate,
        first_seed: 515_000,
        mode: FuzzMode::Valid,
        size: cudagen::Size::Small,
        grammar: cudagen::Grammar::Classic,
        headers: false,
        deadline: Duration::from_secs(120),
        max_tus: Some(4),
        timeout: Duration::from_secs(30),
        out: dir.path().join(out),
        mutation: None,
    };
    // The clean run writes the known list (empty: the reference matches itself) and passes it.
    let clean = config(
        common::reference_candidate(dir.path(), reference, false),
        "clean",
    );
    let summary = fuzz(&clean, &mut |_| {}).unwrap();
    assert!(
        summary.buckets.is_empty(),
        "the reference diverges from itself: {:?}",
        summary
            .buckets
            .iter()
            .map(|b| &b.signature.0)
            .collect::<Vec<_>>()
    );
    let known = read_known(&render_known(&summary.buckets, &clean));
    assert!(against_known(&summary.buckets, &known).0.is_empty());
    // The planted run: one new bucket, named by what was planted.
    let planted = config(
        common::reference_candidate(dir.path(), reference, true),
        "planted",
    );
    let summary = fuzz(&planted, &mut |_| {}).unwrap();
    let (new, _) = against_known(&summary.buckets, &known);
    assert_eq!(
        new.len(),
        1,
        "{:?}",
        new.iter().map(|b| &b.signature.0).collect::<Vec<_>>()
    );
    assert_eq!(new[0].signature.0, "int.c: extra line \"int I;\"");
    assert_eq!(new[0].count, 4);
    // The bucket sizes are kept for `oracle triage --dir`.
    let sizes = std::fs::read_to_string(dir.path().join("planted/witnesses/buckets.tsv")).unwrap();
    assert_eq!(
        oracle::fuzz::read_bucket_sizes(&sizes)
            .into_values()
            .collect::<Vec<_>>(),
        [4]
    );
}

fn main() -> std::process::ExitCode {
    common::harness(vec![Test::WithReference(
        "a_planted_divergence_fails_the_known_list_and_the_clean_run_passes",
        a_planted_divergence_fails_the_known_list_and_the_clean_run_passes,
    )])
}
