//! `oracle triage`: groups the divergences of a check into buckets by [`Signature`], reduces one
//! witness per bucket, and writes `reports/triage-<label>.{md,html}` with the reduced reproducer
//! and the reference's and the candidate's outputs side by side.

use crate::check::{compare_live, TuResult};
use crate::corpus::{Suite, Tu};
use crate::outcome::{Channel, Outcome};
use crate::reduce::{reduce, signature, Interestingness, ReduceConfig, Signature};
use crate::reference::Reference;
use crate::report::side_by_side;
use anyhow::Result;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A bucket: every diverging TU with one signature, and its reduced witness.
pub struct Bucket {
    pub signature: Signature,
    pub members: Vec<String>,
    /// The smallest member, the one that was reduced.
    pub witness: String,
    pub reproducer: Option<Reproducer>,
}

/// A reduced witness and what both tools make of it.
pub struct Reproducer {
    pub text: Vec<u8>,
    pub original_lines: usize,
    pub expected: Outcome,
    pub actual: Outcome,
    pub diverging: Vec<Channel>,
}

/// Diverging results grouped by signature: largest bucket first, then by signature.
pub fn bucketize(results: &[TuResult]) -> Vec<(Signature, Vec<&TuResult>)> {
    let mut buckets: BTreeMap<Signature, Vec<&TuResult>> = BTreeMap::new();
    for r in results.iter().filter(|r| !r.diverging.is_empty()) {
        buckets
            .entry(signature(&r.expected, &r.actual, &r.diverging))
            .or_default()
            .push(r);
    }
    let mut buckets: Vec<_> = buckets.into_iter().collect();
    buckets.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then_with(|| a.0.cmp(&b.0)));
    buckets
}

pub struct TriageConfig {
    pub reference: Option<Reference>,
    pub candidate: PathBuf,
    pub timeout: Duration,
    /// Reduce the witnesses of at most this many buckets (the largest ones).
    pub max_reduced: usize,
}

fn find_tu<'a>(suites: &'a [Suite], id: &str) -> Option<(&'a Suite, &'a Tu)> {
    suites
        .iter()
        .flat_map(|s| s.tus.iter().map(move |t| (s, t)))
        .find(|(_, t)| t.id() == id)
}

fn lines(text: &[u8]) -> usize {
    text.iter().filter(|&&b| b == b'\n').count()
}

/// Buckets the results and reduces the witness of each of the largest buckets.
pub fn triage(
    suites: &[Suite],
    results: &[TuResult],
    config: &TriageConfig,
    log: &(dyn Fn(&str) + Sync),
) -> Result<Vec<Bucket>> {
    let mut buckets = Vec::new();
    for (index, (sig, members)) in bucketize(results).into_iter().enumerate() {
        let size = |r: &&TuResult| {
            find_tu(suites, &r.tu)
                .and_then(|(_, t)| std::fs::metadata(&t.source).ok())
                .map_or(u64::MAX, |m| m.len())
        };
        let witness = members
            .iter()
            .min_by_key(|r| (size(r), r.tu.clone()))
            .expect("a bucket has members");
        let mut bucket = Bucket {
            signature: sig.clone(),
            members: members.iter().map(|r| r.tu.clone()).collect(),
            witness: witness.tu.clone(),
            reproducer: None,
        };
        if let (Some(reference), true) = (&config.reference, index < config.max_reduced) {
            if let Some((suite, tu)) = find_tu(suites, &witness.tu) {
                log(&format!(
                    "bucket {} ({} TUs): reducing {}",
                    index + 1,
                    members.len(),
                    tu.id()
                ));
                bucket.reproducer = reduce_witness(suite, tu, reference, config, log)?;
            }
        }
        buckets.push(bucket);
    }
    Ok(buckets)
}

fn reduce_witness(
    suite: &Suite,
    tu: &Tu,
    reference: &Reference,
    config: &TriageConfig,
    log: &(dyn Fn(&str) + Sync),
) -> Result<Option<Reproducer>> {
    let text = std::fs::read(&tu.source)?;
    // The signature is taken live, so a witness recorded with older goldens is reduced for what it does now.
    let Some(target) = Interestingness::divergence_signature(
        reference,
        &config.candidate,
        &tu.options,
        &tu.name,
        &text,
        &suite.headers,
        config.timeout,
    )?
    else {
        log(&format!(
            "{}: no longer diverges from the live reference; not reduced",
            tu.id()
        ));
        return Ok(None);
    };
    let oracle = Interestingness::Divergence {
        reference: reference.clone(),
        candidate: config.candidate.clone(),
        options: tu.options.clone(),
        name: tu.name.clone(),
        target,
    };
    let reduce_config = ReduceConfig {
        timeout: config.timeout,
        line_only: false,
        batch: rayon::current_num_threads().max(2),
    };
    let reduced = reduce(&text, &suite.headers, &oracle, &reduce_config, &|_| {})?;
    // Both tools once more on the reproducer, for the side-by-side report.
    let dir = tempfile::tempdir()?;
    let source = dir.path().join(format!("{}.cu", tu.name));
    std::fs::write(&source, &reduced.text)?;
    let small = Tu {
        source,
        ..tu.clone()
    };
    let r = compare_live(
        reference,
        &config.candidate,
        &small,
        &suite.headers,
        config.timeout,
    )?;
    log(&format!(
        "{}: {} -> {} lines in {} tests",
        tu.id(),
        lines(&text),
        lines(&reduced.text),
        reduced.tests
    ));
    Ok(Some(Reproducer {
        original_lines: lines(&text),
        text: reduced.text,
        expected: r.expected,
        actual: r.actual,
        diverging: r.diverging,
    }))
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

pub fn render_markdown(title: &str, buckets: &[Bucket]) -> String {
    let total: usize = buckets.iter().map(|b| b.members.len()).sum();
    let mut out = format!("# {title}\n\n{} diverging TUs in {} buckets.\n\n| # | TUs | signature | witness | reduced |\n|---|---|---|---|---|\n", total, buckets.len());
    for (i, b) in buckets.iter().enumerate() {
        let reduced = b.reproducer.as_ref().map_or("–".to_string(), |r| {
            format!("{} → {} lines", r.original_lines, lines(&r.text))
        });
        let _ = writeln!(
            out,
            "| {} | {} | `{}` | {} | {} |",
            i + 1,
            b.members.len(),
            b.signature.0.replace('|', "\\|").replace('`', "'"),
            b.witness,
            reduced
        );
    }
    for (i, b) in buckets.iter().enumerate() {
        let Some(r) = &b.reproducer else { continue };
        let _ = writeln!(
            out,
            "\n## Bucket {}: {}\n\nReduced from `{}`:\n\n```cpp\n{}```",
            i + 1,
            b.signature.0,
            b.witness,
            String::from_utf8_lossy(&r.text)
        );
        let members: Vec<&str> = b.members.iter().take(20).map(String::as_str).collect();
        let _ = writeln!(
            out,
            "\nMembers: {}{}",
            members.join(", "),
            if b.members.len() > 20 { ", …" } else { "" }
        );
    }
    out
}

pub fn render_html(title: &str, buckets: &[Bucket]) -> String {
    let mut out = format!(
        "<!doctype html><meta charset=utf-8><title>{t}</title><style>body{{font-family:sans-serif}}\
         table.diff{{border-collapse:collapse;font:12px monospace;width:100%}} table.diff td{{white-space:pre-wrap;vertical-align:top;padding:0 4px}}\
         td.del{{background:#fdd}} td.ins{{background:#dfd}} tr.sep td{{color:#888;background:#eee}} pre{{background:#f6f6f6}}</style><h1>{t}</h1>",
        t = escape(title)
    );
    for (i, b) in buckets.iter().enumerate() {
        let _ = write!(
            out,
            "<h2>Bucket {}: {} TUs</h2><p><code>{}</code></p>",
            i + 1,
            b.members.len(),
            escape(&b.signature.0)
        );
        let Some(r) = &b.reproducer else {
            let _ = write!(out, "<p>witness {} (not reduced)</p>", escape(&b.witness));
            continue;
        };
        let _ = write!(
            out,
            "<p>Reduced from {} ({} → {} lines):</p><pre>{}</pre>",
            escape(&b.witness),
            r.original_lines,
            lines(&r.text),
            escape(&String::from_utf8_lossy(&r.text))
        );
        for &c in &r.diverging {
            let (e, a) = (
                r.expected.channel(c).unwrap_or_default(),
                r.actual.channel(c).unwrap_or_default(),
            );
            let _ = write!(out, "<h3>{c}</h3><table class=diff><tr><th></th><th>reference</th><th></th><th>candidate</th></tr>{}</table>", side_by_side(&e, &a, 200));
        }
    }
    out
}

/// The file names of a triage report for `label`.
pub fn report_paths(dir: &Path, label: &str) -> (PathBuf, PathBuf) {
    (
        dir.join(format!("triage-{label}.md")),
        dir.join(format!("triage-{label}.html")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(tu: &str, rc: i32) -> TuResult {
        let expected = Outcome {
            rc: 0,
            ..Outcome::default()
        };
        let actual = Outcome {
            rc,
            ..Outcome::default()
        };
        TuResult {
            suite: "s".into(),
            tu: tu.into(),
            expected,
            actual,
            diverging: vec![Channel::Rc],
        }
    }

    #[test]
    fn buckets_group_by_signature_largest_first() {
        let results = vec![result("s/a", 1), result("s/b", 2), result("s/c", 2)];
        let buckets = bucketize(&results);
        assert_eq!(buckets.len(), 2);
        assert_eq!(buckets[0].0 .0, "rc: 0 => 2");
        assert_eq!(buckets[0].1.len(), 2);
    }

    #[test]
    fn markdown_lists_every_bucket() {
        let b = Bucket {
            signature: Signature("rc: 0 => 1".into()),
            members: vec!["s/a".into()],
            witness: "s/a".into(),
            reproducer: None,
        };
        let md = render_markdown("t", &[b]);
        assert!(
            md.contains("1 diverging TUs in 1 buckets")
                && md.contains("| 1 | 1 | `rc: 0 => 1` | s/a | – |"),
            "{md}"
        );
    }
}
