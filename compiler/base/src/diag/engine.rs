//! The [`Engine`]: source diagnostics ([`Issue`]s) in stream order → the policy (command
//! line, `#pragma nv_diag_*` in scope, `once`, system headers) → rendered by the
//! [`Reporter`].

use std::io::Write;

use super::issue::Issue;
use super::policy::{Decider, Policy};
use super::pragmas::DiagPragma;
use super::{Flow, Reporter};
use crate::source::SourceMap;

/// Merges two lists that are each in stream order: at the same token, the first list's
/// issues come first (a preprocessor diagnostic about a token is issued when the parser
/// fetches it, so before the parser's diagnostics at that token).
pub fn merge(first: Vec<Issue>, second: Vec<Issue>) -> Vec<Issue> {
    let mut out = Vec::with_capacity(first.len() + second.len());
    let mut b = second.into_iter().peekable();
    for issue in first {
        while let Some(next) = b.next_if(|s| s.token_index < issue.token_index) {
            out.push(next);
        }
        out.push(issue);
    }
    out.extend(b);
    out
}

/// Applies the diagnostic policy and reports.
pub struct Engine {
    decider: Decider,
    /// How many pragma events are in effect.
    applied: usize,
}

impl Engine {
    pub fn new(policy: Policy) -> Engine {
        Engine {
            decider: Decider::new(policy),
            applied: 0,
        }
    }

    /// Brings the pragma state up to the issue's place in the stream.
    fn catch_up(&mut self, issue: &Issue, pragmas: &[DiagPragma]) {
        let until = match issue.pragmas_before {
            Some(n) => (n as usize).min(pragmas.len()),
            None => {
                pragmas[self.applied.min(pragmas.len())..]
                    .iter()
                    .take_while(|p| p.token_index <= issue.token_index)
                    .count()
                    + self.applied.min(pragmas.len())
            }
        };
        while self.applied < until {
            self.decider.pragmas.apply(&pragmas[self.applied]);
            self.applied += 1;
        }
    }

    /// Reports `issues` (in stream order). `end_of_source` is the file and line an
    /// end-of-source diagnostic names in SARIF. Returns [`Flow::Stop`] once the reporter
    /// stops (a fatal diagnostic or the error limit).
    pub fn report_all<W: Write>(
        &mut self,
        issues: &[Issue],
        pragmas: &[DiagPragma],
        sm: &SourceMap,
        end_of_source: (&[u8], u32),
        reporter: &mut Reporter<W>,
    ) -> Flow {
        for issue in issues {
            if self.report_one(issue, pragmas, sm, end_of_source, reporter) == Flow::Stop {
                return Flow::Stop;
            }
        }
        Flow::Continue
    }

    /// Reports one issue (the next in stream order) if the policy shows it.
    pub fn report_one<W: Write>(
        &mut self,
        issue: &Issue,
        pragmas: &[DiagPragma],
        sm: &SourceMap,
        end_of_source: (&[u8], u32),
        reporter: &mut Reporter<W>,
    ) -> Flow {
        self.catch_up(issue, pragmas);
        let system = issue.in_system_header(sm);
        let Some(decision) = self.decider.decide(issue.number, issue.severity, system) else {
            return Flow::Continue;
        };
        let mut d =
            issue.to_diagnostic(sm, decision.severity, decision.shown_number, end_of_source);
        let mut notes = Vec::new();
        for note in &issue.notes {
            let system = note.in_system_header(sm);
            if let Some(nd) = self.decider.decide(note.number, note.severity, system) {
                let shown = nd.shown_number;
                notes.push(note.to_diagnostic(sm, nd.severity, shown, end_of_source));
            }
        }
        d.notes = notes.into_boxed_slice();
        reporter.report(&d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::{IssueAt, Severity};

    fn issue(token_index: u32, text: &str) -> Issue {
        Issue {
            number: None,
            severity: Severity::Error,
            at: IssueAt::EndOfSource,
            text: text.as_bytes().to_vec(),
            extra_lines: Vec::new(),
            context_lines: Vec::new(),
            notes: Vec::new(),
            token_index,
            pragmas_before: None,
        }
    }

    #[test]
    fn merge_puts_the_first_list_first_at_a_token() {
        let pp = vec![issue(0, "p0"), issue(3, "p3"), issue(9, "p9")];
        let parse = vec![
            issue(0, "q0"),
            issue(2, "q2"),
            issue(3, "q3"),
            issue(12, "q12"),
        ];
        let order: Vec<String> = merge(pp, parse)
            .into_iter()
            .map(|i| String::from_utf8(i.text).unwrap())
            .collect();
        assert_eq!(order, ["p0", "q0", "q2", "p3", "q3", "p9", "q12"]);
    }
}
