//! The [`Reporter`]: renders each diagnostic to a sink (stderr), counts them, and closes
//! with the summary (text) or the end of the document (SARIF). It also prints the one-time
//! `Remark: The warnings can be suppressed ...` line and enforces the error limit.

use std::io::Write;

use super::{plain, sarif, Diagnostic, ExitStatus, Format, Severity, Style};

/// The reference's default `--error_limit`.
pub const DEFAULT_ERROR_LIMIT: u32 = 100;

/// The line printed once, after the first warning shown with its number.
const SUPPRESSION_REMARK: &[u8] =
    b"Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n";

/// Whether translation may go on after a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    /// A fatal diagnostic, or the error limit: nothing more is reported.
    Stop,
}

/// Renders diagnostics to a sink, counts them, and prints the summary.
pub struct Reporter<W: Write> {
    out: W,
    errors: u32,
    catastrophic: u32,
    internal: bool,
    /// The remark line has been printed.
    remarked: bool,
    error_limit: u32,
    limit_reached: bool,
    style: Style,
    /// The name in `... in the compilation of "X".`; `None` gives `... in this compilation.`
    display_name: Option<Vec<u8>>,
    /// The working directory, for SARIF's absolute file URIs.
    cwd: Option<Vec<u8>>,
}

impl<W: Write> Reporter<W> {
    pub fn new(out: W) -> Self {
        Reporter {
            out,
            errors: 0,
            catastrophic: 0,
            internal: false,
            remarked: false,
            error_limit: DEFAULT_ERROR_LIMIT,
            limit_reached: false,
            style: Style::default(),
            display_name: None,
            cwd: None,
        }
    }

    /// From now on the summary names this file (the reference learns the name once the
    /// command line has been checked).
    pub fn set_display_name(&mut self, name: Option<Vec<u8>>) {
        self.display_name = name;
    }

    /// The layout (`--output_mode`, `--brief_diagnostics`, `--wrap_diagnostics`).
    pub fn set_style(&mut self, style: Style) {
        self.style = style;
    }

    /// `--error_limit`: after this many errors, `Error limit reached.` and stop.
    pub fn set_error_limit(&mut self, limit: u32) {
        self.error_limit = limit.max(1);
    }

    /// Whether an error has been counted (what the exit status will say).
    pub fn has_errors(&self) -> bool {
        self.errors > 0 || self.catastrophic > 0
    }

    /// Whether a SARIF result gets a leading comma: only once the errors and catastrophic
    /// errors counted add up to more than one (so `error warning remark ,error ,warning`).
    fn sarif_comma(&self) -> bool {
        self.errors + self.catastrophic > 1
    }

    pub fn set_cwd(&mut self, cwd: Option<Vec<u8>>) {
        self.cwd = cwd;
    }

    /// Writes bytes verbatim. A closed stderr must not turn into a panic; there is nowhere
    /// left to report it.
    pub fn write_raw(&mut self, bytes: &[u8]) {
        let _ = self.out.write_all(bytes);
    }

    /// Sends what was written on (stderr is written as diagnostics are made).
    pub fn flush(&mut self) {
        let _ = self.out.flush();
    }

    /// Translation starts: SARIF opens its document here.
    pub fn begin_translation(&mut self) {
        if self.style.format == Format::Sarif {
            self.write_raw(sarif::HEADER.as_bytes());
        }
    }

    /// Renders and counts one diagnostic. Returns [`Flow::Stop`] after a fatal one or
    /// when the error limit is reached.
    pub fn report(&mut self, diagnostic: &Diagnostic) -> Flow {
        if self.limit_reached {
            return Flow::Stop;
        }
        // What the summary says if the process is interrupted from now on.
        crate::termination::counted(diagnostic.severity);
        match diagnostic.severity {
            Severity::Note | Severity::Remark | Severity::Warning => {}
            Severity::Error => self.errors += 1,
            s => {
                self.catastrophic += 1;
                // In SARIF mode a command-line error ends in the reference's assertion.
                self.internal |= s == Severity::Internal
                    || (s == Severity::CommandLineError && self.style.format == Format::Sarif);
            }
        }
        // SARIF puts a comma before a result only once more than one error (catastrophic and
        // internal ones included) has been counted, this one too: the reference's rule.
        let comma = self.style.format == Format::Sarif && self.sarif_comma();
        let bytes = match self.style.format {
            Format::Text => plain::render(diagnostic, self.style),
            Format::Sarif => sarif::result(diagnostic, self.cwd.as_deref()),
        };
        if comma {
            self.write_raw(b",");
        }
        self.write_raw(&bytes);
        let numbered_warning = diagnostic.shown_number.is_some()
            && matches!(diagnostic.severity, Severity::Warning | Severity::Error);
        if numbered_warning && !self.remarked {
            self.remarked = true;
            self.write_suppression_remark();
        }
        if diagnostic.severity.is_fatal() {
            return Flow::Stop;
        }
        if diagnostic.severity == Severity::Error && self.errors >= self.error_limit {
            self.limit_reached = true;
            if self.style.format == Format::Text {
                self.write_raw(b"Error limit reached.\n");
            }
            return Flow::Stop;
        }
        Flow::Continue
    }

    fn write_suppression_remark(&mut self) {
        match self.style.format {
            Format::Text => {
                self.write_raw(SUPPRESSION_REMARK);
                if !self.style.brief {
                    self.write_raw(b"\n");
                }
            }
            Format::Sarif => {
                if self.sarif_comma() {
                    self.write_raw(b",");
                }
                self.write_raw(sarif::SUPPRESSION_REMARK.as_bytes());
            }
        }
    }

    /// The summary (text) or the document's end (SARIF), and the exit status.
    pub fn finish(&mut self) -> ExitStatus {
        match self.style.format {
            Format::Text => {
                let summary = plain::summary_with_limit(
                    self.errors,
                    self.catastrophic,
                    self.internal,
                    self.limit_reached,
                    self.display_name.as_deref(),
                );
                self.write_raw(&summary);
            }
            Format::Sarif => self.write_raw(sarif::FOOTER.as_bytes()),
        }
        let _ = self.out.flush();
        if self.catastrophic > 0 || self.limit_reached {
            ExitStatus::Catastrophic
        } else if self.errors > 0 {
            ExitStatus::Errors
        } else {
            ExitStatus::Success
        }
    }

    /// Gives the sink back (tests read what was written).
    pub fn into_inner(self) -> W {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::super::catalog;
    use super::*;

    #[test]
    fn command_line_error_then_summary() {
        let mut r = Reporter::new(Vec::new());
        r.report(&Diagnostic::command_line(
            &catalog::INVALID_OPTION,
            &[b"--bogus"],
        ));
        assert_eq!(r.finish(), ExitStatus::Catastrophic);
        assert_eq!(
            String::from_utf8(r.into_inner()).unwrap(),
            "Command-line error: invalid option: --bogus\n\n\
             1 catastrophic error detected in this compilation.\nCompilation terminated.\n"
        );
    }

    #[test]
    fn sarif_document() {
        let mut r = Reporter::new(Vec::new());
        r.set_style(Style {
            format: Format::Sarif,
            ..Style::default()
        });
        r.begin_translation();
        let d = Diagnostic::new(
            Severity::Catastrophic,
            super::super::Location::Nowhere,
            &catalog::CANNOT_OPEN_FILE,
            &[b"source", b"x.cu"],
        );
        r.report(&d);
        assert_eq!(r.finish(), ExitStatus::Catastrophic);
        let out = String::from_utf8(r.into_inner()).unwrap();
        assert!(out.starts_with(sarif::HEADER) && out.ends_with("\"}}]}]}\n"));
        assert_eq!(out.lines().count(), 1);
    }

    /// The reference's comma rule: `error warning ,error ,warning` (commas once two errors count).
    #[test]
    fn sarif_commas_start_at_the_second_error() {
        let mut r = Reporter::new(Vec::new());
        r.set_style(Style {
            format: Format::Sarif,
            ..Style::default()
        });
        let d = |severity| {
            Diagnostic::new(
                severity,
                super::super::Location::Nowhere,
                &catalog::INVALID_NUMBER,
                &[b"1"],
            )
        };
        for severity in [
            Severity::Warning,
            Severity::Error,
            Severity::Warning,
            Severity::Error,
            Severity::Remark,
        ] {
            r.report(&d(severity));
        }
        let out = String::from_utf8(r.into_inner()).unwrap();
        let commas: Vec<bool> = out
            .match_indices("{\"ruleId\"")
            .map(|(i, _)| out[..i].ends_with(','))
            .collect();
        assert_eq!(commas, [false, false, false, true, true], "{out}");
    }
}
