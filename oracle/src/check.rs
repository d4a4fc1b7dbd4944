//! `oracle check`: runs a candidate on every TU and compares each channel with the reference's.

use crate::corpus::{self, Suite, Tu};
use crate::outcome::{Broken, Channel, Outcome};
use crate::progress::Progress;
use crate::reference::Reference;
use crate::run::{candidate_outcome, reference_outcome};
use anyhow::Result;
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub struct CheckConfig {
    pub candidate: PathBuf,
    /// Compare against the reference run now, instead of the recorded goldens.
    pub live: Option<Reference>,
    pub timeout: Duration,
    pub channels: Vec<Channel>,
}

/// The comparison of one TU.
pub struct TuResult {
    pub suite: String,
    pub tu: String,
    pub expected: Outcome,
    pub actual: Outcome,
    /// The compared channels that differ (all of them when the candidate's run broke).
    pub diverging: Vec<Channel>,
}

impl TuResult {
    pub fn matches(&self, channel: Channel) -> bool {
        !self.diverging.contains(&channel)
    }
}

pub fn check(suites: &[Suite], config: &CheckConfig) -> Result<Vec<TuResult>> {
    let work: Vec<(&Suite, &Tu)> = suites
        .iter()
        .flat_map(|s| s.tus.iter().map(move |t| (s, t)))
        .collect();
    let progress = Progress::new(work.len(), "checking");
    let results: Result<Vec<TuResult>> = work
        .par_iter()
        .map(|(suite, tu)| {
            let result = check_one(suite, tu, config);
            progress.tick();
            result
        })
        .collect();
    progress.finish();
    results
}

fn check_one(suite: &Suite, tu: &Tu, config: &CheckConfig) -> Result<TuResult> {
    let expected = match &config.live {
        Some(reference) => reference_outcome(
            &reference.cudafe,
            &reference.cicc,
            tu,
            &suite.headers,
            config.timeout,
        )?,
        None => corpus::read_golden(suite, tu)?,
    };
    let stub_input = if config.channels.contains(&Channel::Stub) {
        stub_input(&expected)
    } else {
        None
    };
    let actual = candidate_outcome(
        &config.candidate,
        tu,
        &suite.headers,
        config.timeout,
        stub_input,
    );
    Ok(compared(tu, expected, actual, &config.channels))
}

/// The module id the candidate's stub run reads: the reference's, when its cudafe++ run succeeded
/// (the stub run mirrors recording, where cicc reads the id cudafe++ wrote).
pub fn stub_input(expected: &Outcome) -> Option<&[u8]> {
    (expected.rc == 0)
        .then_some(expected.module_id.as_deref())
        .flatten()
}

/// The comparison of a candidate's outcome with the reference's on `channels`.
pub fn compared(tu: &Tu, expected: Outcome, mut actual: Outcome, channels: &[Channel]) -> TuResult {
    // Dying of the very signal the reference died of on this TU reproduces it: compare normally.
    if let Some(Broken::Signal { signal }) = actual.broken {
        if expected.rc == 128 + signal {
            actual.broken = None;
        }
    }
    let diverging = channels
        .iter()
        .copied()
        .filter(|&c| actual.broken.is_some() || !channel_matches(c, &expected, &actual))
        .collect();
    TuResult {
        suite: tu.suite.clone(),
        tu: tu.id(),
        expected,
        actual,
        diverging,
    }
}

/// The status rcudafe exits with where the reference crashes or aborts (the catastrophic status):
/// the project's rule is a clear error instead of a crash.
pub const CLEAR_ERROR_STATUS: i32 = 4;

/// Whether one channel matches. The exit status matches a reference crash (a signal, 128 + n)
/// when the candidate dies the same way or exits with [`CLEAR_ERROR_STATUS`]: the TU is still
/// listed as a finding.
fn channel_matches(channel: Channel, expected: &Outcome, actual: &Outcome) -> bool {
    if channel == Channel::Rc && expected.rc >= 128 {
        return actual.rc == expected.rc || actual.rc == CLEAR_ERROR_STATUS;
    }
    expected.channel(channel) == actual.channel(channel)
}

/// Runs the live reference and the candidate on one TU and compares every channel. An error means
/// the reference itself could not be run to the end (it hung, or could not start).
pub fn compare_live(
    reference: &Reference,
    candidate: &Path,
    tu: &Tu,
    headers: &[PathBuf],
    timeout: Duration,
) -> Result<TuResult> {
    let expected = reference_outcome(&reference.cudafe, &reference.cicc, tu, headers, timeout)?;
    let actual = candidate_outcome(candidate, tu, headers, timeout, stub_input(&expected));
    Ok(compared(tu, expected, actual, &Channel::ALL))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(rc: i32) -> Outcome {
        Outcome {
            rc,
            ..Outcome::default()
        }
    }

    #[test]
    fn a_reference_crash_is_matched_by_the_same_crash_or_the_clear_error_status() {
        let aborted = outcome(134);
        assert!(channel_matches(
            Channel::Rc,
            &aborted,
            &outcome(CLEAR_ERROR_STATUS)
        ));
        assert!(!channel_matches(Channel::Rc, &aborted, &outcome(0)));
        assert!(!channel_matches(Channel::Rc, &aborted, &outcome(2)));
        // The same crash reproduces it (the reference against its own goldens).
        assert!(channel_matches(Channel::Rc, &aborted, &outcome(134)));
        assert!(!channel_matches(Channel::Rc, &aborted, &outcome(139)));
        // Other statuses compare exactly.
        assert!(channel_matches(Channel::Rc, &outcome(2), &outcome(2)));
        assert!(!channel_matches(Channel::Rc, &outcome(4), &outcome(2)));
    }
}
