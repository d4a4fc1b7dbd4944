//! The generator against the reference: valid programs are accepted with no diagnostic, and every
//! entry of the invalid-mode catalog provokes the diagnostic it promises.

mod common;
use common::Test;
use oracle::corpus;
use oracle::gen::{expectation_met, write_suite, GenRequest};
use oracle::reference::Reference;
use std::fs;
use std::path::Path;

/// Runs the reference on every TU `write_suite` wrote into `dir`: (TU name, first line, outcome).
fn run_reference(
    reference: &Reference,
    dir: &Path,
) -> Vec<(String, String, oracle::outcome::Outcome)> {
    use rayon::prelude::*;
    let suite = &corpus::load_suites(
        dir.parent().unwrap(),
        &[dir.file_name().unwrap().to_string_lossy().into_owned()],
    )
    .unwrap()[0];
    suite
        .tus
        .par_iter()
        .map(|tu| {
            let first = fs::read_to_string(&tu.source)
                .unwrap()
                .lines()
                .next()
                .unwrap()
                .to_string();
            let outcome = oracle::run::reference_outcome(
                &reference.cudafe,
                &reference.cicc,
                tu,
                &suite.headers,
                std::time::Duration::from_secs(60),
            )
            .unwrap();
            (tu.name.clone(), first, outcome)
        })
        .collect()
}

fn valid_programs_are_accepted_by_the_reference(reference: &Reference) {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("valid");
    // Seeds far from the committed suites', so this checks programs the suites do not hold.
    write_suite(
        &dir,
        &GenRequest::classic(24, 7_000_000, cudagen::Mode::Valid, cudagen::Size::Medium),
    )
    .unwrap();
    for (name, _, o) in run_reference(reference, &dir) {
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(
            o.rc == 0 && stderr.is_empty(),
            "{name}: rc {}\n{stderr}",
            o.rc
        );
        assert!(o.stub.is_some(), "{name}: cicc wrote no stub");
    }
}

fn every_catalog_entry_provokes_its_diagnostic(reference: &Reference) {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("invalid");
    let count = cudagen::invalid::CATALOG.len() as u64;
    write_suite(
        &dir,
        &GenRequest::classic(
            count,
            9_000_000 - 9_000_000 % count,
            cudagen::Mode::Invalid,
            cudagen::Size::Medium,
        ),
    )
    .unwrap();
    let mut failures = Vec::new();
    for (name, first, o) in run_reference(reference, &dir) {
        let entry = first
            .split("invalid:")
            .nth(1)
            .and_then(cudagen::invalid::by_name)
            .expect("a catalog name");
        let stderr = String::from_utf8_lossy(&o.stderr);
        let ok = expectation_met(entry.expect, o.rc, &stderr);
        if !ok {
            failures.push(format!(
                "{name} ({}): expected {:?}, got rc {}: {stderr}",
                entry.name, entry.expect, o.rc
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn main() -> std::process::ExitCode {
    common::harness(vec![
        Test::WithReference(
            "valid_programs_are_accepted_by_the_reference",
            valid_programs_are_accepted_by_the_reference,
        ),
        Test::WithReference(
            "every_catalog_entry_provokes_its_diagnostic",
            every_catalog_entry_provokes_its_diagnostic,
        ),
    ])
}
