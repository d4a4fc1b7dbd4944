//! A candidate that copies its input to stdout and exits 0 must fail every channel of every TU
//! the reference compiles, and make `oracle check` exit nonzero.

mod common;
use oracle::check::{check, CheckConfig};
use oracle::outcome::Channel;
use std::process::Command;
use std::time::Duration;

fn fake() -> std::path::PathBuf {
    std::fs::canonicalize(common::workspace_root().join("oracle/tests/fixtures/cat_candidate.sh"))
        .unwrap()
}

#[test]
fn fake_candidate_fails_every_channel_of_every_compiled_tu() {
    let suites = common::suites();
    let config = CheckConfig {
        candidate: fake(),
        live: None,
        timeout: Duration::from_secs(10),
        channels: Channel::ALL.to_vec(),
    };
    let results = check(&suites, &config).unwrap();
    let compiled: Vec<_> = results.iter().filter(|r| r.expected.rc == 0).collect();
    assert!(
        compiled.len() >= 40,
        "the corpus should have many compiling TUs, found {}",
        compiled.len()
    );
    for r in compiled {
        assert_eq!(
            r.diverging,
            Channel::ALL.to_vec(),
            "{} should fail every channel",
            r.tu
        );
    }
}

#[test]
fn oracle_check_exits_nonzero_for_the_fake_candidate() {
    let reports = tempfile::tempdir().unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_oracle"))
        .arg("--root")
        .arg(common::workspace_root())
        .args(["check", "--suite", "handwritten", "--candidate"])
        .arg(fake())
        .arg("--report-dir")
        .arg(reports.path())
        .output()
        .unwrap();
    assert_eq!(
        status.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let md = std::fs::read_to_string(reports.path().join("latest.md")).unwrap();
    assert!(md.contains("exited 0 without writing its .int.c"), "{md}");
    assert!(reports.path().join("latest.html").is_file());
}
