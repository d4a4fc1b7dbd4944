//! Diagnostics out of the parser as it goes: after each namespace-scope declaration (and
//! at the end) the parser's diagnostics so far, with the CUDA checks of the declarations
//! made since, go to the driver's [`DiagnosticSink`] in source order; when the sink says
//! stop (the error limit, a fatal error) parsing ends there, as the reference's does.

use super::{ParseDiagnostic, Parser};
use crate::diag::{DiagnosticSink, Flow, Issue, IssueAt};
use crate::pp::diag::severity_of;
use crate::sema::cuda_checks::IncrementalChecks;

/// Where the parser's diagnostics go while it runs.
pub struct Streaming<'s> {
    pub(crate) sink: &'s mut dyn DiagnosticSink,
    pub(crate) checks: IncrementalChecks,
}

impl<'s> Streaming<'s> {
    /// Streams into `sink`, with the CUDA checks (`--extended-lambda`, `--device-c`).
    pub fn new(sink: &'s mut dyn DiagnosticSink, extended_lambda: bool, device_c: bool) -> Self {
        Streaming {
            sink,
            checks: IncrementalChecks::new(extended_lambda, device_c),
        }
    }

    /// The CUDA checks as cicc's front end makes them (the device side).
    pub fn on_device_side(mut self) -> Self {
        self.checks.set_device_side(true);
        self
    }
}

impl ParseDiagnostic {
    /// The diagnostic as the engine takes it.
    pub fn to_issue(&self) -> Issue {
        Issue {
            number: u16::try_from(self.msg.number()).ok().filter(|&n| n != 0),
            severity: severity_of(self.severity),
            at: if self.at_end {
                IssueAt::EndOfSource
            } else {
                IssueAt::At(self.pos)
            },
            text: self.text(),
            extra_lines: self.extra_lines.clone(),
            context_lines: self.context_lines.clone(),
            // A parser diagnostic's attached diagnostics are notes, whatever they were
            // issued as.
            notes: self
                .notes
                .iter()
                .map(|n| Issue {
                    severity: crate::diag::Severity::Note,
                    ..n.to_issue()
                })
                .collect(),
            token_index: self.token_index,
            pragmas_before: None,
        }
    }
}

impl Parser<'_, '_> {
    /// A namespace-scope declaration is complete: its diagnostics can go out (not while a
    /// class body or its deferred member bodies are still open).
    pub(crate) fn declaration_boundary(&mut self) {
        if self.streaming.is_some() && self.class_nesting == 0 && self.deferred.is_empty() {
            self.flush_diagnostics();
        }
    }

    /// Sends the diagnostics made so far, with the CUDA checks of the new declarations,
    /// merged by token (the checks' issues sit at their declaration's name).
    pub(crate) fn flush_diagnostics(&mut self) {
        let Some(streaming) = self.streaming.as_mut() else {
            return;
        };
        let mut issues: Vec<Issue> = self.diags.drain(..).map(|d| d.to_issue()).collect();
        for i in &issues {
            if i.severity >= crate::diag::Severity::Error {
                streaming.checks.note_error(i.token_index);
            }
        }
        let source = Some(self.pp.source_map());
        let cuda = streaming.checks.check_new(&mut self.tu, &self.toks, source);
        if !cuda.is_empty() {
            issues.extend(cuda);
            issues.sort_by_key(|i| i.token_index);
        }
        let mut flow = Flow::Continue;
        if !issues.is_empty() {
            flow = streaming.sink.report(issues);
        }
        if flow == Flow::Continue {
            streaming.sink.reached(self.i as u32);
        } else {
            self.stopped = true;
        }
    }
}
