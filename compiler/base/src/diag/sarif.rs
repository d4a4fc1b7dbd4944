//! `--output_mode sarif`: the reference writes one SARIF 2.1.0 document to stderr instead
//! of text. Its quirks are kept: a result is preceded by a comma only once more than one error
//! (catastrophic and internal errors included) has been counted, so warnings and remarks before
//! the second error follow each other without one; message text is
//! escaped only for `"` and `\`, there is no summary, and a command-line error makes its
//! severity writer fail an assertion, which prints a fragment (starting with a comma) in
//! place of the result.

use super::{Diagnostic, Location, Severity};

/// The one-time remark after the first numbered warning, as a result (EC3709).
pub const SUPPRESSION_REMARK: &str = concat!(
    r#"{"ruleId":"EC3709","level":"remark","message":{"text":"#,
    r#""The warnings can be suppressed with \"-diag-suppress <warning-number>\""}}"#
);

/// Printed when translation starts (so not before command-line errors).
pub const HEADER: &str = concat!(
    r#"{"version":"2.1.0","$schema":"https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json","#,
    r#""runs":[{"tool":{"driver":{"name":"EDG CPFE","version":"6.6","organization":"Edison Design Group","#,
    r#""fullName":"Edison Design Group C/C++ Front End - 6.6","informationUri":"https://edg.com/c"}},"#,
    r#""columnKind":"unicodeCodePoints","results":["#
);

/// Closes the document (printed at the end even when no header was printed).
pub const FOOTER: &str = "]}]}\n";

/// What the reference prints for a command-line error in SARIF mode.
pub const COMMAND_LINE_ERROR: &str = concat!(
    r#",{"ruleId":"EC2656","level":"internal_error","message":{"text":"#,
    "\"assertion failed: determine_severity_code: bad severity (error.c, line 4886 in write_sarif_level)\n\"}}"
);

/// The catalog entry `%s`, which free-text internal errors use.
const FREE_TEXT_NUMBER: u16 = 2656;

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Note => "note",
        Severity::Remark => "remark",
        Severity::Warning => "warning",
        Severity::Error => "error",
        Severity::CommandLineError | Severity::Internal => "internal_error",
        Severity::Catastrophic => "catastrophe",
    }
}

fn escape_into(out: &mut Vec<u8>, text: &[u8]) {
    for &b in text {
        if b == b'"' || b == b'\\' {
            out.push(b'\\');
        }
        out.push(b);
    }
}

/// `file://` and the absolute path (relative names are taken from `cwd`, unnormalised).
fn uri(file: &[u8], cwd: Option<&[u8]>) -> Vec<u8> {
    let mut out = b"file://".to_vec();
    if !file.starts_with(b"/") {
        if let Some(cwd) = cwd {
            out.extend_from_slice(cwd);
            out.push(b'/');
        }
    }
    out.extend_from_slice(file);
    out
}

/// One result object. `cwd` makes relative file names absolute.
pub fn result(d: &Diagnostic, cwd: Option<&[u8]>) -> Vec<u8> {
    if d.severity == Severity::CommandLineError {
        return COMMAND_LINE_ERROR.as_bytes().to_vec();
    }
    let mut out = Vec::new();
    let number = d.number.unwrap_or(FREE_TEXT_NUMBER);
    out.extend_from_slice(
        format!(
            r#"{{"ruleId":"EC{number}","level":"{}","message":{{"text":""#,
            level(d.severity)
        )
        .as_bytes(),
    );
    escape_into(&mut out, &d.text);
    out.extend_from_slice(b"\"}");
    let place = match &d.location {
        Location::Nowhere => None,
        Location::EndOfSource { file, line } => Some((file, *line, None)),
        Location::Line { file, line, column } => Some((file, *line, *column)),
    };
    if let Some((file, line, column)) = place {
        out.extend_from_slice(br#","locations":[{"physicalLocation":{"artifactLocation":{"uri":""#);
        escape_into(&mut out, &uri(file, cwd));
        out.extend_from_slice(format!(r#""}},"region":{{"startLine":{line}"#).as_bytes());
        if let Some(column) = column {
            out.extend_from_slice(format!(r#","startColumn":{column}"#).as_bytes());
        }
        out.extend_from_slice(b"}}}]");
    }
    out.push(b'}');
    out
}

#[cfg(test)]
mod tests {
    use super::super::catalog;
    use super::*;

    fn text(bytes: Vec<u8>) -> String {
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn results_as_the_reference_writes_them() {
        let d = Diagnostic::new(
            Severity::Catastrophic,
            Location::Nowhere,
            &catalog::CANNOT_OPEN_FILE,
            &[b"source", b"no\"pe\\.cu"],
        );
        assert_eq!(
            text(result(&d, None)),
            r#"{"ruleId":"EC1696","level":"catastrophe","message":{"text":"cannot open source file \"no\"pe\\.cu\""}}"#
        );
        let end = Location::EndOfSource {
            file: b"t.cu".to_vec(),
            line: 4,
        };
        let d = Diagnostic::new(
            Severity::Catastrophic,
            end,
            &catalog::CANNOT_OPEN_FILE,
            &[b"module id", b"nosuch"],
        );
        assert_eq!(
            text(result(&d, Some(b"/tmp/w"))),
            concat!(
                r#"{"ruleId":"EC1696","level":"catastrophe","message":{"text":"cannot open module id file \"nosuch\""},"#,
                r#""locations":[{"physicalLocation":{"artifactLocation":{"uri":"file:///tmp/w/t.cu"},"region":{"startLine":4}}}]}"#
            )
        );
        let d = Diagnostic::new(
            Severity::Internal,
            Location::Nowhere,
            &catalog::MODULE_ID_FILENAME_NOT_SPECIFIED,
            &[],
        );
        assert_eq!(
            text(result(&d, None)),
            r#"{"ruleId":"EC2656","level":"internal_error","message":{"text":"module id filename not specified"}}"#
        );
        let d = Diagnostic::command_line(&catalog::INVALID_OPTION, &[b"--x"]);
        assert_eq!(text(result(&d, None)), COMMAND_LINE_ERROR);
    }
}
