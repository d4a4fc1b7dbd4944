//! `oracle gen --validate`: the reference on every TU a generator run wrote. A valid-mode TU is
//! *accepted* when cudafe++ exits 0 with nothing on stderr and cicc writes the stub; the report
//! counts them and shows, for each one that is not, the first thing the reference (or cicc) said.
//! Header-mode folders are prepared as real-TU suites are (preprocessed as nvcc does, the
//! reference's outputs recorded into the cache), so a later `oracle check` of the same TUs finds
//! them there.

use crate::corpus::{self, Suite, Tu};
use crate::outcome::Outcome;
use crate::real_tu::{prepare_suites, PrepareConfig};
use crate::reference::Reference;
use crate::run::{reference_outcome, RunDir};
use anyhow::Result;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// What the reference made of one TU.
#[derive(Clone, Debug)]
pub struct Verdict {
    pub tu: String,
    pub rc: i32,
    /// cudafe++ exited 0, printed nothing, and cicc wrote the stub.
    pub accepted: bool,
    /// The first diagnostic line (cudafe++'s, or cicc's when only cicc objected).
    pub first: String,
    /// Reference diagnostics, reduced to their templates (see `gen::diagnostic_templates`).
    pub templates: Vec<String>,
}

/// Runs the reference on every TU of the folder `dir` (a real-TU suite when it has a
/// `suite.toml`).
pub fn validate(
    dir: &Path,
    reference: &Reference,
    cache: &Path,
    timeout: Duration,
) -> Result<Vec<Verdict>> {
    let name = dir
        .file_name()
        .map_or("generated".into(), |n| n.to_string_lossy().into_owned());
    let mut suite = corpus::load_suite(dir, &name)?;
    if suite.real.is_some() {
        let config = PrepareConfig {
            reference,
            cache: cache.to_path_buf(),
            timeout,
        };
        prepare_suites(std::slice::from_mut(&mut suite), &config)?;
    }
    let suite = &suite;
    let verdicts = suite
        .tus
        .par_iter()
        .map(|tu| -> Result<Verdict> {
            let outcome = match &tu.prepared {
                Some(_) => corpus::read_golden(suite, tu)?,
                None => reference_outcome(
                    &reference.cudafe,
                    &reference.cicc,
                    tu,
                    &suite.headers,
                    timeout,
                )?,
            };
            Ok(verdict(suite, tu, &outcome, reference, timeout))
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(verdicts)
}

fn verdict(
    suite: &Suite,
    tu: &Tu,
    outcome: &Outcome,
    reference: &Reference,
    timeout: Duration,
) -> Verdict {
    let stderr = String::from_utf8_lossy(&outcome.stderr).into_owned();
    let accepted = outcome.rc == 0 && stderr.is_empty() && outcome.stub.is_some();
    let mut first = stderr
        .lines()
        .find(|l| l.contains("error") || l.contains("warning") || l.contains("remark"))
        .unwrap_or("")
        .to_string();
    if outcome.rc == 0 && outcome.stub.is_none() {
        first = format!("cicc: {}", cicc_complaint(suite, tu, reference, timeout));
    }
    Verdict {
        tu: tu.name.clone(),
        rc: outcome.rc,
        accepted,
        first,
        templates: crate::gen::diagnostic_templates(&stderr),
    }
}

/// What cicc printed when it wrote no stub (its stderr is not part of an outcome).
fn cicc_complaint(suite: &Suite, tu: &Tu, reference: &Reference, timeout: Duration) -> String {
    let Ok(dir) = RunDir::new(tu, &suite.headers) else {
        return "(no scratch folder)".into();
    };
    let front = dir.run_front_end(&reference.cudafe, tu, timeout);
    let id = front.module_id.unwrap_or_default();
    let _ = dir.run_stub(&reference.cicc, tu, &id, timeout);
    let text = std::fs::read_to_string(dir.path().join("stub.stderr")).unwrap_or_default();
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("(nothing on stderr)")
        .to_string()
}

/// The summary `oracle gen --validate` prints: acceptance, and the rejected TUs grouped by their
/// first diagnostic.
pub fn render(verdicts: &[Verdict]) -> String {
    let n = verdicts.len();
    let accepted = verdicts.iter().filter(|v| v.accepted).count();
    let mut out = format!(
        "the reference accepted {accepted} of {n} TUs ({:.1}%): exit status 0, no diagnostic, a stub from cicc\n",
        100.0 * accepted as f64 / n.max(1) as f64
    );
    let distinct: std::collections::BTreeSet<&String> =
        verdicts.iter().flat_map(|v| &v.templates).collect();
    let _ = writeln!(
        out,
        "{} distinct reference diagnostics (quoted names and numbers normalised)",
        distinct.len()
    );
    let mut groups: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for v in verdicts.iter().filter(|v| !v.accepted) {
        let (side, line) = match v.first.strip_prefix("cicc: ") {
            Some(rest) => ("cicc: ", rest),
            None => ("", v.first.as_str()),
        };
        let key = crate::gen::diagnostic_templates(line)
            .into_iter()
            .next()
            .map_or_else(|| v.first.clone(), |t| format!("{side}{t}"));
        groups.entry(key).or_default().push(&v.tu);
    }
    let mut groups: Vec<(String, Vec<&str>)> = groups.into_iter().collect();
    groups.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
    for (first, tus) in groups {
        let shown: Vec<&str> = tus.iter().take(5).copied().collect();
        let _ = writeln!(
            out,
            "  {:>4}  {first}  ({}{})",
            tus.len(),
            shown.join(", "),
            if tus.len() > 5 { ", ..." } else { "" }
        );
    }
    out
}
