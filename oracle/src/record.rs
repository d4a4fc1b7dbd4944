//! `oracle record`: runs the reference on every TU, twice in two directories, and writes goldens.

use crate::corpus::{self, Suite, Tu};
use crate::outcome::{Channel, Outcome};
use crate::progress::Progress;
use crate::reference::Reference;
use crate::run::reference_outcome;
use anyhow::{bail, Result};
use rayon::prelude::*;
use std::time::Duration;

/// What `record` does with the goldens it computes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Write them into the corpus.
    Write,
    /// Compare them with the committed goldens and report every difference (CI's reproducibility check).
    Verify,
}

pub struct Summary {
    pub recorded: usize,
    /// TUs whose recomputed goldens differ from the committed ones (Verify mode).
    pub differing: Vec<String>,
}

/// Records (or verifies) every TU of `suites`.
pub fn record(
    reference: &Reference,
    suites: &[Suite],
    timeout: Duration,
    mode: Mode,
) -> Result<Summary> {
    let work: Vec<(&Suite, &Tu)> = suites
        .iter()
        .flat_map(|s| s.tus.iter().map(move |t| (s, t)))
        .collect();
    let progress = Progress::new(
        work.len(),
        if mode == Mode::Write {
            "recording"
        } else {
            "verifying"
        },
    );
    let results: Vec<Result<Option<String>>> = work
        .par_iter()
        .map(|(suite, tu)| {
            let result = record_one(reference, suite, tu, timeout, mode);
            progress.tick();
            result
        })
        .collect();
    progress.finish();

    let mut errors = Vec::new();
    let mut differing = Vec::new();
    for result in results {
        match result {
            Ok(Some(diff)) => differing.push(diff),
            Ok(None) => {}
            Err(e) => errors.push(format!("{e:#}")),
        }
    }
    if !errors.is_empty() {
        bail!(
            "recording failed for {} TU(s):\n{}",
            errors.len(),
            errors.join("\n")
        );
    }
    if mode == Mode::Write {
        for suite in suites {
            corpus::prune_goldens(suite)?;
        }
    }
    Ok(Summary {
        recorded: work.len(),
        differing,
    })
}

fn record_one(
    reference: &Reference,
    suite: &Suite,
    tu: &Tu,
    timeout: Duration,
    mode: Mode,
) -> Result<Option<String>> {
    let first = reference_outcome(
        &reference.cudafe,
        &reference.cicc,
        tu,
        &suite.headers,
        timeout,
    )?;
    let second = reference_outcome(
        &reference.cudafe,
        &reference.cicc,
        tu,
        &suite.headers,
        timeout,
    )?;
    let unstable = differing_channels(&first, &second);
    if !unstable.is_empty() {
        bail!(
            "{}: the reference is not deterministic on channel(s) {} (two runs in two directories differ)",
            tu.id(),
            unstable.join(", ")
        );
    }
    match mode {
        Mode::Write => {
            corpus::write_golden(suite, tu, &first)?;
            Ok(None)
        }
        Mode::Verify => {
            let committed = corpus::read_golden(suite, tu)?;
            let changed = differing_channels(&committed, &first);
            Ok((!changed.is_empty()).then(|| format!("{}: {}", tu.id(), changed.join(", "))))
        }
    }
}

fn differing_channels(a: &Outcome, b: &Outcome) -> Vec<&'static str> {
    Channel::ALL
        .into_iter()
        .filter(|&c| a.channel(c) != b.channel(c))
        .map(Channel::name)
        .collect()
}
