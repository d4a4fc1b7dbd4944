//! Divergence by construct: which grammar features (valid TUs) and which deliberate mistakes
//! (invalid TUs) the candidate still gets wrong. cudagen writes both into each generated TU's
//! header (`// features: a,b,c` and `// cudagen ... invalid:KIND`), so a check's results can be
//! grouped by them. A feature whose TUs never match is the next thing to implement.

use crate::check::TuResult;
use crate::corpus::Suite;
use crate::outcome::Channel;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// The constructs a generated TU declares in its header comment (empty for hand-written TUs).
pub fn constructs_of(source: &[u8]) -> Vec<String> {
    let head = &source[..source.len().min(4096)];
    let text = String::from_utf8_lossy(head);
    let mut out = Vec::new();
    for line in text.lines().take(3) {
        if let Some(list) = line.strip_prefix("// features:") {
            out.extend(
                list.split(',')
                    .map(|f| f.trim().to_string())
                    .filter(|f| !f.is_empty()),
            );
        } else if let Some((_, kind)) = line.split_once(" invalid:") {
            out.push(format!("mistake:{}", kind.trim()));
        }
    }
    out
}

#[derive(Default)]
struct Tally {
    tus: usize,
    matched: usize,
}

/// A markdown table: per construct, how many TUs carry it and how many of them match on the
/// construct's deciding channel (int.c for features of accepted TUs, stderr for mistakes),
/// worst first. `None` when no TU declares constructs.
pub fn render(suites: &[Suite], results: &[TuResult]) -> Option<String> {
    let mut constructs: HashMap<String, Vec<String>> = HashMap::new();
    for suite in suites {
        for tu in &suite.tus {
            if let Ok(text) = std::fs::read(&tu.source) {
                let list = constructs_of(&text);
                if !list.is_empty() {
                    constructs.insert(tu.id(), list);
                }
            }
        }
    }
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    for r in results {
        let Some(list) = constructs.get(&r.tu) else {
            continue;
        };
        for c in list {
            let channel = if c.starts_with("mistake:") {
                Channel::Stderr
            } else {
                Channel::IntC
            };
            // Features of a TU the reference rejects are not what decides its outcome.
            if channel == Channel::IntC && r.expected.rc != 0 {
                continue;
            }
            let t = tallies.entry(c.clone()).or_default();
            t.tus += 1;
            t.matched += usize::from(r.matches(channel));
        }
    }
    if tallies.is_empty() {
        return None;
    }
    let mut rows: Vec<(&String, &Tally)> = tallies.iter().collect();
    rows.sort_by(|a, b| {
        let rate = |t: &Tally| t.matched as f64 / t.tus as f64;
        rate(a.1)
            .total_cmp(&rate(b.1))
            .then(b.1.tus.cmp(&a.1.tus))
            .then(a.0.cmp(b.0))
    });
    let mut out = String::from(
        "## Divergence by construct (generated suites)\n\n\
         Each generated TU names its grammar features and, for invalid ones, its deliberate mistake.\n\
         A feature's row counts the accepted TUs that use it and how many of those match on int.c;\n\
         a mistake's row counts its TUs and their stderr matches. Worst first.\n\n\
         | construct | TUs | matching | rate |\n|---|---:|---:|---:|\n",
    );
    for (name, t) in rows {
        let _ = writeln!(
            out,
            "| `{name}` | {} | {} | {:.0}% |",
            t.tus,
            t.matched,
            100.0 * t.matched as f64 / t.tus as f64
        );
    }
    out.push('\n');
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::constructs_of;

    #[test]
    fn reads_features_and_mistake() {
        let v = constructs_of(b"// cudagen 0.1 seed 1 valid\n// features: kernel,launch , if\n#include \"prelude.cuh\"\n");
        assert_eq!(v, ["kernel", "launch", "if"]);
        let i = constructs_of(
            b"// cudagen 0.1 seed 133 invalid:diag_pragma_without_number\n// features: kernel\n",
        );
        assert_eq!(i, ["mistake:diag_pragma_without_number", "kernel"]);
        assert!(constructs_of(b"#include \"prelude.cuh\"\nint main() {}\n").is_empty());
    }
}
