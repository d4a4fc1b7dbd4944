//! Diagnostics: what a message is, how EDG renders it on stderr (as text or SARIF), the
//! closing summary and the exit status.
//!
//! Only the parts the command line and the driver need exist so far: command-line,
//! catastrophic and internal errors without a source line. The shape is the one the full
//! engine grows into: a [`Diagnostic`] carries a catalog [`Message`]'s number and filled-in
//! text; [`plain`] and [`sarif`] render it; a [`Reporter`] counts what it reports, and at
//! the end prints the summary and yields the [`ExitStatus`].

pub mod catalog;
pub mod engine;
pub mod issue;
pub mod options;
pub mod plain;
pub mod policy;
pub mod pragmas;
mod reporter;
pub mod sarif;
pub mod stream;
pub mod tags;

pub use catalog::Message;
pub use engine::Engine;
pub use issue::{Issue, IssueAt};
pub use plain::summary_lines;
pub use policy::Policy;
pub use reporter::{Flow, Reporter};
pub use stream::{DiagnosticSink, Streamer};

/// How bad a diagnostic is. The order is EDG's: a later variant is more severe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// A note attached to another diagnostic (`note #2689-D: ...`); never counted.
    Note,
    Remark,
    Warning,
    Error,
    /// An error in the command line: always fatal.
    CommandLineError,
    /// Fatal: translation stops at once (`Compilation terminated.`).
    Catastrophic,
    /// An internal error of the front end (`Compilation aborted.`).
    Internal,
}

impl Severity {
    /// Catastrophic, internal and command-line errors stop the compilation and count as
    /// catastrophic in the summary.
    pub fn is_fatal(self) -> bool {
        self >= Severity::CommandLineError
    }
}

/// Where a diagnostic points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// No position: the command line, or a file that could not be opened.
    Nowhere,
    /// Past the last token of the translation unit: text says `At end of source: `; SARIF
    /// gives the file and its last line.
    EndOfSource { file: Vec<u8>, line: u32 },
    /// A place in a source file (`file(line): `). The echoed source line and caret come
    /// with the full engine.
    Line {
        file: Vec<u8>,
        line: u32,
        column: Option<u32>,
    },
}

/// One diagnostic, ready to render.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub location: Location,
    /// The catalog number (SARIF's `ruleId`), when the message has one.
    pub number: Option<u16>,
    /// The message text with its fill-ins.
    pub text: Vec<u8>,
    /// Lines printed after the message line, before the source line (e.g. the
    /// candidates of an ambiguous option, 12 spaces in).
    pub extra_lines: Box<[Vec<u8>]>,
    /// The number shown as `warning #N-D:` (already in display form: 20000+ for CUDA
    /// messages); `None` prints no number.
    pub shown_number: Option<u32>,
    /// The source line echoed under the message, with its caret.
    pub echo: Option<Box<Echo>>,
    /// Notes printed right after this diagnostic's caret, before the closing blank line.
    pub notes: Box<[Diagnostic]>,
}

/// A source line echoed under a diagnostic and the 1-based column of the caret (in
/// characters; a tab is one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Echo {
    pub line: Vec<u8>,
    pub column: u32,
    /// Lines after the caret: the instantiation contexts (`          detected during:`).
    pub context_lines: Vec<Vec<u8>>,
}

impl Diagnostic {
    /// A diagnostic of `message` with its fill-ins.
    pub fn new(severity: Severity, location: Location, message: &Message, args: &[&[u8]]) -> Self {
        Diagnostic {
            severity,
            location,
            number: message.number,
            text: message.fill(args),
            extra_lines: Box::default(),
            shown_number: None,
            echo: None,
            notes: Box::default(),
        }
    }

    /// A command-line error (no location).
    pub fn command_line(message: &Message, args: &[&[u8]]) -> Self {
        Self::new(Severity::CommandLineError, Location::Nowhere, message, args)
    }

    /// The bytes of this diagnostic in `style` (SARIF: one result object).
    pub fn render(&self, style: Style) -> Vec<u8> {
        match style.format {
            Format::Text => plain::render(self, style),
            Format::Sarif => sarif::result(self, None),
        }
    }
}

/// `--output_mode`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    #[default]
    Text,
    /// One SARIF 2.1.0 document on stderr instead of text.
    Sarif,
}

/// How diagnostics are laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    pub format: Format,
    /// `--brief_diagnostics`: no blank line after each diagnostic.
    pub brief: bool,
    /// `--wrap_diagnostics`: fold message lines at 79 columns (not in brief mode).
    pub wrap: bool,
}

/// The process exit status of a compilation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitStatus {
    /// No errors (warnings and remarks do not count).
    Success,
    /// A stage rcudafe does not implement yet was needed (never produced by the reference).
    NotImplemented,
    /// At least one error.
    Errors,
    /// A catastrophic, command-line or internal error. The reference aborts (134) on an
    /// internal error; rcudafe exits with this status instead.
    Catastrophic,
}

impl ExitStatus {
    pub fn code(self) -> i32 {
        match self {
            ExitStatus::Success => 0,
            ExitStatus::NotImplemented => 1,
            ExitStatus::Errors => 2,
            ExitStatus::Catastrophic => 4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes() {
        assert_eq!(ExitStatus::Success.code(), 0);
        assert_eq!(ExitStatus::NotImplemented.code(), 1);
        assert_eq!(ExitStatus::Errors.code(), 2);
        assert_eq!(ExitStatus::Catastrophic.code(), 4);
    }

    #[test]
    fn diagnostics_carry_their_catalog_number() {
        let d = Diagnostic::command_line(&catalog::INVALID_OPTION, &[b"--x"]);
        assert_eq!(
            (d.number, d.text.as_slice()),
            (Some(571), &b"invalid option: --x"[..])
        );
        assert!(d.severity.is_fatal() && !Severity::Error.is_fatal());
    }
}
