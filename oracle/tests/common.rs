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

pub fn suites() -> Vec<Suite> {
    corpus::load_suites(&workspace_root().join("corpus"), &[]).expect("corpus loads")
}

/// The fetched reference, or `None` (test skipped) when it is absent. With
/// `ORACLE_REQUIRE_REFERENCE=1` (set by CI after `oracle fetch-reference`) absence is a failure.
pub fn reference_or_skip(test: &str) -> Option<Reference> {
    match reference::locate(&reference::cache_dir(&workspace_root())) {
        Ok(found) => Some(found),
        Err(e) if std::env::var_os("ORACLE_REQUIRE_REFERENCE").is_some_and(|v| v == "1") => {
            panic!("{test}: ORACLE_REQUIRE_REFERENCE=1 but {e:#}")
        }
        Err(e) => {
            eprintln!("{test}: skipped: {e:#}");
            None
        }
    }
}
