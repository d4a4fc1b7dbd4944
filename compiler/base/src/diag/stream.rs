//! Diagnostics streamed as they are produced: each stage hands its issues to a
//! [`DiagnosticSink`] as soon as their order is settled (the parser after each
//! namespace-scope declaration), and the driver's [`Streamer`] sends them through the
//! policy to the reporter, which writes them to stderr at once. Nothing is held but the
//! preprocessor's issues not yet due (they are merged in at their tokens), so memory does
//! not grow with the diagnostics, and the error limit stops the compilation where the
//! reference stops it.

use std::collections::VecDeque;
use std::io::Write;

use super::pragmas::DiagPragma;
use super::{Engine, Flow, Issue, Reporter, Severity};
use crate::source::SourceMap;

/// Where a stage's diagnostics go.
pub trait DiagnosticSink {
    /// Reports `issues`, in their order. [`Flow::Stop`] once nothing more may be reported
    /// (a fatal diagnostic, the error limit): the stage stops.
    fn report(&mut self, issues: Vec<Issue>) -> Flow;
    /// The stream has been read up to (not including) token `index`: issues other stages
    /// made before it can go out.
    fn reached(&mut self, _index: u32) {}
}

/// A sink that keeps everything, in order (tests, and modes that sort at the end).
impl DiagnosticSink for Vec<Issue> {
    fn report(&mut self, issues: Vec<Issue>) -> Flow {
        self.extend(issues);
        Flow::Continue
    }
}

/// The driver's sink: the policy, then the reporter; the preprocessor's issues (all made
/// before parsing starts) are reported before the first later-stage issue at or after
/// their token, as EDG reports them while it reads the tokens.
pub struct Streamer<'a, W: Write> {
    engine: Engine,
    reporter: &'a mut Reporter<W>,
    pending: VecDeque<Issue>,
    pragmas: &'a [DiagPragma],
    sm: &'a SourceMap,
    end_of_source: (&'a [u8], u32),
    flow: Flow,
    /// An issue of error severity or worse has come (as issued, before the policy).
    saw_error: bool,
}

impl<'a, W: Write> Streamer<'a, W> {
    pub fn new(
        engine: Engine,
        reporter: &'a mut Reporter<W>,
        earlier_stage: Vec<Issue>,
        pragmas: &'a [DiagPragma],
        sm: &'a SourceMap,
        end_of_source: (&'a [u8], u32),
    ) -> Self {
        Streamer {
            engine,
            reporter,
            pending: earlier_stage.into(),
            pragmas,
            sm,
            end_of_source,
            flow: Flow::Continue,
            saw_error: false,
        }
    }

    fn one(&mut self, issue: &Issue) {
        if self.flow == Flow::Stop {
            return;
        }
        self.saw_error |= issue.severity >= Severity::Error;
        let eos = self.end_of_source;
        self.flow = self
            .engine
            .report_one(issue, self.pragmas, self.sm, eos, self.reporter);
    }

    /// Reports the preprocessor's issues at tokens up to `index` (`inclusive`: at it too).
    fn due(&mut self, index: u32, inclusive: bool) {
        while let Some(p) = self.pending.front() {
            let due = p.token_index < index || (inclusive && p.token_index == index);
            if !due || self.flow == Flow::Stop {
                break;
            }
            if let Some(p) = self.pending.pop_front() {
                self.one(&p);
            }
        }
    }

    /// Reports what is left; returns whether reporting was stopped.
    pub fn finish(&mut self) -> Flow {
        self.due(u32::MAX, true);
        self.reporter.flush();
        self.flow
    }

    /// Whether an error (as issued) has been seen.
    pub fn saw_error(&self) -> bool {
        self.saw_error
    }
}

impl<W: Write> DiagnosticSink for Streamer<'_, W> {
    fn report(&mut self, issues: Vec<Issue>) -> Flow {
        for issue in &issues {
            self.due(issue.token_index, true);
            self.one(issue);
        }
        self.reporter.flush();
        self.flow
    }

    fn reached(&mut self, index: u32) {
        self.due(index, false);
        self.reporter.flush();
    }
}
