//! A mutation campaign's numbers: per operator, how many mutants used it, how many the reference
//! accepted, how many the candidate diverged on and in which buckets; and the reference's
//! diagnostics on the mutants it rejected (one example mutant kept for each).

use super::ops::Operator;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

#[derive(Clone, Debug, Default)]
pub struct OperatorStats {
    pub mutants: u64,
    /// The reference exited 0.
    pub accepted: u64,
    pub diverged: u64,
    pub buckets: BTreeSet<String>,
}

#[derive(Clone, Debug, Default)]
pub struct MutationStats {
    pub per_operator: BTreeMap<Operator, OperatorStats>,
    /// Seeds for which no recipient offered a place for any drawn operator.
    pub skipped: u64,
    /// All mutants, and the divergences among those the reference accepted and rejected (a
    /// rejected mutant diverges on its diagnostics, an accepted one on its outputs).
    pub mutants: u64,
    pub accepted: u64,
    pub accepted_diverged: u64,
    pub rejected_diverged: u64,
    /// The reference's first error (quoted names masked) on a rejected mutant → how many
    /// mutants, and the first one's name.
    pub diagnostics: BTreeMap<String, (u64, String)>,
}

impl MutationStats {
    /// Counts one mutant (a mutant with two operators counts for both).
    pub fn record(&mut self, operators: &[Operator], accepted: bool, signature: Option<&str>) {
        self.mutants += 1;
        self.accepted += u64::from(accepted);
        match (accepted, signature.is_some()) {
            (true, true) => self.accepted_diverged += 1,
            (false, true) => self.rejected_diverged += 1,
            _ => {}
        }
        let mut seen = BTreeSet::new();
        for &op in operators {
            if !seen.insert(op) {
                continue;
            }
            let s = self.per_operator.entry(op).or_default();
            s.mutants += 1;
            s.accepted += u64::from(accepted);
            if let Some(sig) = signature {
                s.diverged += 1;
                s.buckets.insert(sig.to_string());
            }
        }
    }

    /// Notes the reference's verdict on a rejected mutant; true for the first mutant with that
    /// diagnostic (the caller keeps it).
    pub fn record_diagnostic(&mut self, diagnostic: String, mutant: &str) -> bool {
        let entry = self
            .diagnostics
            .entry(diagnostic)
            .or_insert_with(|| (0, mutant.to_string()));
        entry.0 += 1;
        entry.0 == 1
    }
}

/// The first error of a reference's stderr, as a diagnostic class: the text after the position,
/// with the contents of quotes and line numbers masked (`error: identifier "…" is undefined`).
pub fn first_error(stderr: &str) -> Option<String> {
    let line = stderr
        .lines()
        .find(|l| l.contains("error") && (l.contains("): ") || l.starts_with("catastrophic")))?;
    let message = line.split_once("): ").map_or(line, |(_, m)| m);
    let mut out = String::new();
    for (i, part) in message.split('"').enumerate() {
        if i > 0 {
            out.push('"');
        }
        out.push_str(if i % 2 == 1 { "…" } else { part });
    }
    // `(previous definition at line 22)`: one class whatever the line.
    if let Some(at) = out.find("at line ") {
        let digits = out[at + 8..].bytes().take_while(u8::is_ascii_digit).count();
        out.replace_range(at + 8..at + 8 + digits, "N");
    }
    Some(out)
}

/// The per-operator table and the reference's diagnostics, as markdown.
pub fn render(stats: &MutationStats) -> String {
    let pct = |n: u64, of: u64| 100.0 * n as f64 / of.max(1) as f64;
    let rejected = stats.mutants - stats.accepted;
    let mut out = format!(
        "## Mutation operators\n\n\
         The candidate diverges on {:.1}% of the {} mutants the reference accepts and on {:.1}% of the {} it rejects.\n\
         A mutant with several operators counts for each of them.\n\n\
         | operator | mutants | reference accepts | divergence rate | buckets |\n|---|---:|---:|---:|---:|\n",
        pct(stats.accepted_diverged, stats.accepted),
        stats.accepted,
        pct(stats.rejected_diverged, rejected),
        rejected,
    );
    for (op, s) in &stats.per_operator {
        let _ = writeln!(
            out,
            "| {} | {} | {:.1}% | {:.1}% | {} |",
            op.name(),
            s.mutants,
            pct(s.accepted, s.mutants),
            pct(s.diverged, s.mutants),
            s.buckets.len()
        );
    }
    if stats.skipped > 0 {
        let _ = writeln!(
            out,
            "\n{} seeds found no place to mutate and were skipped.",
            stats.skipped
        );
    }
    let mut diagnostics: Vec<(&String, &(u64, String))> = stats.diagnostics.iter().collect();
    diagnostics.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then_with(|| a.0.cmp(b.0)));
    let _ = write!(
        out,
        "\n## The reference's diagnostics on rejected mutants\n\n\
         {} distinct first errors; one mutant kept for each under `rejected/`.\n\n\
         | mutants | first error | kept |\n|---:|---|---|\n",
        diagnostics.len()
    );
    for (text, (count, name)) in diagnostics {
        let _ = writeln!(
            out,
            "| {count} | `{}` | rejected/{name}.cu |",
            text.replace('|', "\\|").replace('`', "'")
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_error_masks_quoted_names() {
        let stderr = "m1.cu(3): warning #177-D: variable \"x\" was declared but never referenced\n\
                      m1.cu(7): error: identifier \"y\" is undefined\n";
        assert_eq!(
            first_error(stderr).as_deref(),
            Some("error: identifier \"…\" is undefined")
        );
        assert_eq!(first_error("m1.cu(3): warning #177-D: x\n"), None);
        assert_eq!(
            first_error("m1.cu(9): error: function \"f\" has already been defined (previous definition at line 22)\n")
                .as_deref(),
            Some("error: function \"…\" has already been defined (previous definition at line N)")
        );
    }

    #[test]
    fn a_mutant_counts_once_per_operator() {
        let mut stats = MutationStats::default();
        let ops = [
            Operator::EraseAuto,
            Operator::EraseAuto,
            Operator::OverwriteType,
        ];
        stats.record(&ops, false, Some("sig"));
        stats.record(&[Operator::EraseAuto], true, None);
        let auto = &stats.per_operator[&Operator::EraseAuto];
        assert_eq!((auto.mutants, auto.accepted, auto.diverged), (2, 1, 1));
        assert_eq!(stats.per_operator[&Operator::OverwriteType].mutants, 1);
        let md = render(&stats);
        assert!(
            md.contains("| erase-auto | 2 | 50.0% | 50.0% | 1 |"),
            "{md}"
        );
        assert!(
            md.contains(
                "0.0% of the 1 mutants the reference accepts and on 100.0% of the 1 it rejects"
            ),
            "{md}"
        );
    }
}
