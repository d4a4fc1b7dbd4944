//! The regression gate: rcudafe on every corpus TU, against corpus/baseline.tsv. A TU channel that
//! matched when the baseline was written must still match.

mod common;
use oracle::baseline::Baseline;
use oracle::check::{check, CheckConfig};
use oracle::outcome::Channel;
use std::time::Duration;

#[test]
fn rcudafe_has_no_regressions_against_the_baseline() {
    // `cargo test --workspace` builds rcudafe beside the oracle binary.
    let rcudafe = std::path::Path::new(env!("CARGO_BIN_EXE_oracle")).with_file_name("rcudafe");
    assert!(
        rcudafe.is_file(),
        "{} is missing: run the workspace tests (`cargo test --workspace`)",
        rcudafe.display()
    );
    let baseline = Baseline::load(&common::workspace_root().join("corpus/baseline.tsv")).unwrap();
    let config = CheckConfig {
        candidate: rcudafe,
        live: None,
        timeout: Duration::from_secs(20),
        channels: Channel::ALL.to_vec(),
    };
    let results = check(&common::suites(), &config).unwrap();
    let regressions = baseline.regressions(&results);
    assert!(
        regressions.is_empty(),
        "regressions against corpus/baseline.tsv: {regressions:#?}"
    );
    let missing: Vec<_> = results
        .iter()
        .filter(|r| !baseline.covers(&r.tu))
        .map(|r| r.tu.clone())
        .collect();
    assert!(missing.is_empty(), "TUs absent from corpus/baseline.tsv (rewrite it with `oracle check --write-baseline`): {missing:?}");
}
