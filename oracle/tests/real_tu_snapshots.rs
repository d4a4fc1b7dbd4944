//! The gate of the real-TU suites (corpus/headers, corpus/programs): rcudafe on every TU,
//! preprocessed as nvcc does, against the reference's goldens recorded into the cache; a channel
//! marked ✓ in the suite's committed snapshot.md must still match.

mod common;
use common::Test;
use oracle::check::{check, CheckConfig};
use oracle::outcome::Channel;
use oracle::reference::Reference;
use std::time::Duration;

fn rcudafe_has_no_regressions_against_the_real_tu_snapshots(reference: &Reference) {
    let rcudafe = std::path::Path::new(env!("CARGO_BIN_EXE_oracle")).with_file_name("rcudafe");
    assert!(
        rcudafe.is_file(),
        "{} is missing: run the workspace tests (`cargo test --workspace`)",
        rcudafe.display()
    );
    let suites = common::real_suites(reference);
    for suite in &suites {
        let snapshot = oracle::snapshot::load(suite)
            .unwrap()
            .unwrap_or_else(|| panic!("{} has no snapshot.md", suite.name));
        let config = CheckConfig {
            candidate: rcudafe.clone(),
            live: None,
            timeout: Duration::from_secs(60),
            channels: Channel::ALL.to_vec(),
        };
        let results = check(std::slice::from_ref(suite), &config).unwrap();
        let regressions = snapshot.regressions(&results);
        assert!(
            regressions.is_empty(),
            "regressions against corpus/{}/snapshot.md: {regressions:#?}",
            suite.name
        );
        let missing: Vec<_> = results
            .iter()
            .filter(|r| !snapshot.covers(&r.tu))
            .map(|r| r.tu.clone())
            .collect();
        assert!(missing.is_empty(), "TUs absent from corpus/{}/snapshot.md (rewrite it with `oracle check --write-baseline`): {missing:?}", suite.name);
    }
}

fn the_reference_matches_its_recorded_real_tu_goldens(reference: &Reference) {
    let channels = vec![
        Channel::IntC,
        Channel::ModuleId,
        Channel::Stderr,
        Channel::Rc,
    ];
    let config = CheckConfig {
        candidate: reference.cudafe.clone(),
        live: None,
        timeout: Duration::from_secs(120),
        channels,
    };
    let suites = common::real_suites(reference);
    // One TU per suite is enough to show the cache's goldens are the reference's own output.
    let sample: Vec<_> = suites
        .iter()
        .map(|s| oracle::corpus::Suite {
            tus: s.tus.iter().take(1).cloned().collect(),
            ..s.clone()
        })
        .collect();
    let results = check(&sample, &config).unwrap();
    let diverging: Vec<_> = results
        .iter()
        .filter(|r| !r.diverging.is_empty())
        .map(|r| (&r.tu, &r.diverging))
        .collect();
    assert!(
        diverging.is_empty(),
        "the reference diverges from its recorded goldens: {diverging:?}"
    );
}

fn main() -> std::process::ExitCode {
    common::harness(vec![
        Test::WithReference(
            "rcudafe_has_no_regressions_against_the_real_tu_snapshots",
            rcudafe_has_no_regressions_against_the_real_tu_snapshots,
        ),
        Test::WithReference(
            "the_reference_matches_its_recorded_real_tu_goldens",
            the_reference_matches_its_recorded_real_tu_goldens,
        ),
    ])
}
