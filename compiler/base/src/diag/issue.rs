//! [`Issue`]: a diagnostic about the source as the preprocessor, the parser and sema
//! produce it (plain data: number, severity as issued, position, filled-in text), and its
//! conversion into a renderable [`Diagnostic`] through the source map.
//!
//! Every stage converts its own message type into `Issue`s (the preprocessor's in `pp::diag`);
//! the [`super::Engine`] merges them in stream order, applies the policy and renders.

use super::{Diagnostic, Echo, Location, Severity};
use crate::source::{Pos, SourceMap};

/// Where an issue points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IssueAt {
    At(Pos),
    /// `At end of source:` (no source line).
    EndOfSource,
}

/// One diagnostic about the source, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    /// EDG's internal number (`None`: a message outside the catalog, never numbered).
    pub number: Option<u16>,
    /// The severity it was issued with (before `--diag_*` and pragmas).
    pub severity: Severity,
    pub at: IssueAt,
    /// The message with its fill-ins.
    pub text: Vec<u8>,
    /// Lines between the message and the source line (`            operand types are: ...`).
    pub extra_lines: Vec<Vec<u8>>,
    /// Lines after the source line and caret (the instantiation contexts).
    pub context_lines: Vec<Vec<u8>>,
    /// Notes shown right after it (`note #2689-D: ...`).
    pub notes: Vec<Issue>,
    /// Index of the stream token it was issued at (it comes before that token's parser
    /// diagnostics): the key that merges the stages' lists.
    pub token_index: u32,
    /// For preprocessor issues: how many `#pragma nv_diag_*` events came before it (exact
    /// pragma scope). `None`: the pragmas before `token_index` apply.
    pub pragmas_before: Option<u32>,
}

impl Issue {
    /// Whether it points into a system header (where warnings are not shown).
    pub fn in_system_header(&self, sm: &SourceMap) -> bool {
        match self.at {
            IssueAt::At(pos) => sm.presumed(pos).system,
            IssueAt::EndOfSource => false,
        }
    }

    /// The renderable form: presumed file name and line, the physical source line and
    /// the caret column. `end_of_source` names the file and line SARIF gives an
    /// end-of-source diagnostic.
    pub fn to_diagnostic(
        &self,
        sm: &SourceMap,
        severity: Severity,
        shown_number: Option<u32>,
        end_of_source: (&[u8], u32),
    ) -> Diagnostic {
        let (location, echo) = match self.at {
            IssueAt::At(pos) => {
                let presumed = sm.presumed(pos);
                let column = sm.column(pos);
                let location = Location::Line {
                    file: sm.name(presumed.name).to_vec(),
                    line: presumed.line,
                    column: Some(column),
                };
                let echo = Box::new(Echo {
                    line: sm.line_text(pos).to_vec(),
                    column,
                    context_lines: self.context_lines.clone(),
                });
                (location, Some(echo))
            }
            IssueAt::EndOfSource => (
                Location::EndOfSource {
                    file: end_of_source.0.to_vec(),
                    line: end_of_source.1,
                },
                None,
            ),
        };
        Diagnostic {
            severity,
            location,
            number: self.number,
            text: self.text.clone(),
            extra_lines: self.extra_lines.clone().into_boxed_slice(),
            shown_number,
            echo,
            notes: Box::default(),
        }
    }
}
