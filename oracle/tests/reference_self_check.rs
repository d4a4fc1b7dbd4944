//! The oracle measured against the reference itself: recording reproduces the committed goldens,
//! and the reference cudafe++ as a candidate matches them on every channel it writes.

mod common;
use common::Test;
use oracle::check::{check, CheckConfig};
use oracle::outcome::Channel;
use oracle::record::{record, Mode};
use oracle::reference::Reference;
use std::time::Duration;

fn recording_reproduces_the_committed_goldens(reference: &Reference) {
    let summary = record(
        reference,
        &common::suites(),
        Duration::from_secs(60),
        Mode::Verify,
    )
    .unwrap();
    assert!(
        summary.differing.is_empty(),
        "goldens differ: {:#?}",
        summary.differing
    );
}

fn reference_matches_its_goldens(reference: &Reference) {
    // cudafe++ writes no stub (cicc does), so the stub channel is not its to match.
    let channels = vec![
        Channel::IntC,
        Channel::ModuleId,
        Channel::Stderr,
        Channel::Rc,
    ];
    let config = CheckConfig {
        candidate: reference.cudafe.clone(),
        live: None,
        timeout: Duration::from_secs(60),
        channels,
    };
    let results = check(&common::suites(), &config).unwrap();
    let diverging: Vec<_> = results
        .iter()
        .filter(|r| !r.diverging.is_empty())
        .map(|r| (&r.tu, &r.diverging))
        .collect();
    assert!(
        diverging.is_empty(),
        "the reference diverges from its own goldens: {diverging:?}"
    );
}

fn bench_inputs_compile_cleanly_with_the_reference(reference: &Reference) {
    let prelude =
        std::fs::read_to_string(common::workspace_root().join("corpus/handwritten/prelude.cuh"))
            .unwrap();
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in [
        ("large", oracle::bench::large_tu(&prelude, 50)),
        ("expr", oracle::bench::long_expression_tu(1000)),
    ] {
        let source = dir.path().join(format!("{name}.cu"));
        std::fs::write(&source, text).unwrap();
        let tu = oracle::corpus::Tu::new("bench", name, source, Default::default());
        let outcome = oracle::run::reference_outcome(
            &reference.cudafe,
            &reference.cicc,
            &tu,
            &[],
            Duration::from_secs(60),
        )
        .unwrap();
        assert_eq!(
            outcome.rc,
            0,
            "{name}: {}",
            String::from_utf8_lossy(&outcome.stderr)
        );
        assert!(
            outcome.stderr.is_empty(),
            "{name}: {}",
            String::from_utf8_lossy(&outcome.stderr)
        );
    }
}

fn main() -> std::process::ExitCode {
    common::harness(vec![
        Test::WithReference(
            "recording_reproduces_the_committed_goldens",
            recording_reproduces_the_committed_goldens,
        ),
        Test::WithReference(
            "reference_matches_its_goldens",
            reference_matches_its_goldens,
        ),
        Test::WithReference(
            "bench_inputs_compile_cleanly_with_the_reference",
            bench_inputs_compile_cleanly_with_the_reference,
        ),
    ])
}
