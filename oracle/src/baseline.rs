//! A committed record of which TU channels matched, so CI fails on regressions only.
//!
//! Format: one line per TU, `suite/NAME<TAB>channel,channel,...` listing the channels that matched
//! (an empty list is allowed); `#` lines are comments. Sorted, so diffs of the file read well.

use crate::check::TuResult;
use crate::outcome::Channel;
use anyhow::{bail, Context, Result};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Baseline {
    matched: BTreeMap<String, BTreeSet<Channel>>,
}

/// A TU channel that matched in the baseline and diverges now.
#[derive(Debug, PartialEq, Eq)]
pub struct Regression {
    pub tu: String,
    pub channel: Channel,
}

impl Baseline {
    pub fn from_results<'a>(
        results: impl IntoIterator<Item = &'a TuResult>,
        channels: &[Channel],
    ) -> Baseline {
        let matched = results
            .into_iter()
            .map(|r| {
                (
                    r.tu.clone(),
                    channels.iter().copied().filter(|&c| r.matches(c)).collect(),
                )
            })
            .collect();
        Baseline { matched }
    }

    pub fn parse(text: &str) -> Result<Baseline> {
        let mut matched = BTreeMap::new();
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let (tu, list) = line.split_once('\t').unwrap_or((line, ""));
            let mut set = BTreeSet::new();
            for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let Some(channel) = Channel::from_name(name) else {
                    bail!("line {}: unknown channel {name:?}", n + 1)
                };
                set.insert(channel);
            }
            matched.insert(tu.to_string(), set);
        }
        Ok(Baseline { matched })
    }

    pub fn load(path: &Path) -> Result<Baseline> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read baseline {}", path.display()))?;
        Baseline::parse(&text).with_context(|| format!("in {}", path.display()))
    }

    pub fn render(&self) -> String {
        let mut out = String::from("# oracle check baseline: the channels of each TU that matched (see oracle/src/baseline.rs)\n");
        for (tu, set) in &self.matched {
            let names: Vec<&str> = set.iter().map(|c| c.name()).collect();
            let _ = writeln!(out, "{tu}\t{}", names.join(","));
        }
        out
    }

    /// Records the channels a TU matched.
    pub fn insert(&mut self, tu: String, matched: BTreeSet<Channel>) {
        self.matched.insert(tu, matched);
    }

    /// Keeps the lines of TUs for which `keep` holds (e.g. those of suites a check did not run).
    pub fn retain(&mut self, keep: impl Fn(&str) -> bool) {
        self.matched.retain(|tu, _| keep(tu));
    }

    /// Adds every line of `other`, replacing this baseline's lines for the same TUs.
    pub fn extend(&mut self, other: Baseline) {
        self.matched.extend(other.matched);
    }

    /// Whether the baseline has a line for this TU.
    pub fn covers(&self, tu: &str) -> bool {
        self.matched.contains_key(tu)
    }

    /// Whether the baseline says this TU's channel matched.
    pub fn matched(&self, tu: &str, channel: Channel) -> bool {
        self.matched
            .get(tu)
            .is_some_and(|set| set.contains(&channel))
    }

    /// Channels that matched in the baseline and diverge in `results`. TUs new since the baseline
    /// cannot regress.
    pub fn regressions(&self, results: &[TuResult]) -> Vec<Regression> {
        let mut found = Vec::new();
        for result in results {
            let Some(before) = self.matched.get(&result.tu) else {
                continue;
            };
            for &channel in &result.diverging {
                if before.contains(&channel) {
                    found.push(Regression {
                        tu: result.tu.clone(),
                        channel,
                    });
                }
            }
        }
        found
    }

    /// How many (TU, channel) pairs match now that did not in the baseline.
    pub fn improvements(&self, results: &[TuResult], channels: &[Channel]) -> usize {
        results
            .iter()
            .map(|r| {
                let before = self.matched.get(&r.tu);
                channels
                    .iter()
                    .filter(|&&c| r.matches(c) && !before.is_some_and(|b| b.contains(&c)))
                    .count()
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Outcome;

    fn result(tu: &str, diverging: Vec<Channel>) -> TuResult {
        TuResult {
            suite: "s".into(),
            tu: tu.into(),
            expected: Outcome::default(),
            actual: Outcome::default(),
            diverging,
        }
    }

    #[test]
    fn round_trip_and_regressions() {
        let channels = Channel::ALL.to_vec();
        let before = vec![result("s/a", vec![Channel::IntC]), result("s/b", vec![])];
        let baseline = Baseline::from_results(&before, &channels);
        let parsed = Baseline::parse(&baseline.render()).unwrap();
        assert_eq!(parsed, baseline);

        let now = vec![
            result("s/a", vec![]),
            result("s/b", vec![Channel::Rc]),
            result("s/new", Channel::ALL.to_vec()),
        ];
        assert_eq!(
            parsed.regressions(&now),
            vec![Regression {
                tu: "s/b".into(),
                channel: Channel::Rc
            }]
        );
        assert_eq!(parsed.improvements(&now, &channels), 1);
    }

    #[test]
    fn unknown_channel_is_an_error() {
        assert!(Baseline::parse("s/a\tint.c,bogus\n").is_err());
    }
}
