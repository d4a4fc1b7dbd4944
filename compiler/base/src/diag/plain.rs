//! EDG's text rendering: `Severity: message` or `file(line): severity #N-D: message`,
//! extra lines, the echoed source line and its caret, the notes, a blank line (not with
//! `--brief_diagnostics`), optional wrapping at 79 columns, and the summary lines.

use super::{Diagnostic, Echo, Location, Severity, Style};

/// The word that starts a diagnostic without a location (`Catastrophic error: ...`).
pub(crate) fn capitalised(severity: Severity) -> &'static str {
    match severity {
        Severity::Note => "Note",
        Severity::Remark => "Remark",
        Severity::Warning => "Warning",
        Severity::Error => "Error",
        Severity::CommandLineError => "Command-line error",
        Severity::Catastrophic => "Catastrophic error",
        Severity::Internal => "Internal error",
    }
}

/// The word after a location (`x.cu(3): catastrophic error: ...`).
fn lower(severity: Severity) -> &'static str {
    match severity {
        Severity::Note => "note",
        Severity::Remark => "remark",
        Severity::Warning => "warning",
        Severity::Error => "error",
        Severity::CommandLineError => "command-line error",
        Severity::Catastrophic => "catastrophic error",
        Severity::Internal => "internal error",
    }
}

/// The text of one diagnostic, closing blank line included unless brief.
pub fn render(d: &Diagnostic, style: Style) -> Vec<u8> {
    let mut out = Vec::new();
    render_body(d, style, &mut out);
    for note in &d.notes {
        render_body(note, style, &mut out);
    }
    if !style.brief {
        out.push(b'\n');
    }
    out
}

/// Everything but the closing blank line: header, extra lines, source line and caret.
fn render_body(d: &Diagnostic, style: Style, out: &mut Vec<u8>) {
    let mut head = Vec::new();
    match &d.location {
        Location::Nowhere => head.extend_from_slice(capitalised(d.severity).as_bytes()),
        Location::EndOfSource { .. } => {
            head.extend_from_slice(b"At end of source: ");
            head.extend_from_slice(lower(d.severity).as_bytes());
        }
        Location::Line { file, line, .. } => {
            head.extend_from_slice(file);
            head.extend_from_slice(format!("({line}): ").as_bytes());
            head.extend_from_slice(lower(d.severity).as_bytes());
        }
    }
    if let Some(n) = d.shown_number {
        head.extend_from_slice(format!(" #{n}-D").as_bytes());
    }
    head.extend_from_slice(b": ");
    head.extend_from_slice(&d.text);
    // A brief diagnostic is one line: brief mode wins over wrapping.
    if style.wrap && !style.brief {
        head = wrap(&head);
    }
    out.extend_from_slice(&head);
    out.push(b'\n');
    for line in &d.extra_lines {
        out.extend_from_slice(line);
        out.push(b'\n');
    }
    if let (Some(echo), false) = (&d.echo, style.brief) {
        echo_lines(echo, out);
        for line in &echo.context_lines {
            out.extend_from_slice(line);
            out.push(b'\n');
        }
    }
}

/// `  <source line>` and `  <padding>^`: the padding copies the line's tabs so the caret
/// lines up under a tab-indented line; every other character is one space.
fn echo_lines(echo: &Echo, out: &mut Vec<u8>) {
    out.extend_from_slice(b"  ");
    // A null character (ignored in the input) and a carriage return inside a line (one
    // ending a line is not part of it) echo as spaces, as the reference's do.
    out.extend(echo.line.iter().map(|&b| match b {
        0 | b'\r' => b' ',
        _ => b,
    }));
    out.extend_from_slice(b"\n  ");
    let mut chars = 0u32;
    let mut i = 0;
    // The column counts characters as `text::char_len` does, but the reference's walk that
    // copies the tabs takes a byte outside a complete sequence together with the
    // continuation bytes after it, so after such bytes the tab lands where it puts it.
    while i < echo.line.len() && chars + 1 < echo.column {
        out.push(if echo.line[i] == b'\t' { b'\t' } else { b' ' });
        i += walk_len(&echo.line[i..]);
        chars += 1;
    }
    // A caret past the end of the line (end of a directive) is padded with spaces.
    while chars + 1 < echo.column {
        out.push(b' ');
        chars += 1;
    }
    out.extend_from_slice(b"^\n");
}

/// One step of the reference's walk over an echoed line: a complete UTF-8 sequence, or any
/// other non-ASCII byte with the continuation bytes (0x80..=0xBF) that follow it.
fn walk_len(bytes: &[u8]) -> usize {
    let n = crate::text::char_len(bytes);
    if n != 1 || bytes[0] < 0x80 {
        return n.max(1);
    }
    1 + bytes[1..]
        .iter()
        .take_while(|&&b| (0x80..=0xBF).contains(&b))
        .count()
}

/// The widest line `--wrap_diagnostics` leaves, and the indent of continuation lines.
const WRAP_WIDTH: usize = 79;
const WRAP_INDENT: &[u8] = b"          ";

/// Greedy word wrap at spaces; a word longer than a line stays whole.
fn wrap(line: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(line.len() + 16);
    let mut current = 0usize;
    for (i, word) in line.split(|&b| b == b' ').enumerate() {
        if i > 0 {
            if current + 1 + word.len() > WRAP_WIDTH {
                out.push(b'\n');
                out.extend_from_slice(WRAP_INDENT);
                current = WRAP_INDENT.len();
            } else {
                out.push(b' ');
                current += 1;
            }
        }
        out.extend_from_slice(word);
        current += word.len();
    }
    out
}

/// EDG's closing lines: `N errors and M catastrophic errors detected in the compilation of
/// "X".` then `Compilation terminated.` (catastrophic) or `Compilation aborted.` (internal).
/// Nothing when there were no errors.
pub fn summary_lines(
    errors: u32,
    catastrophic: u32,
    internal: bool,
    display_name: Option<&[u8]>,
) -> Vec<u8> {
    summary_with_limit(errors, catastrophic, internal, false, display_name)
}

/// [`summary_lines`], also for a compilation stopped by the error limit
/// (`Error limit reached.` is printed before; the summary ends `Compilation terminated.`).
pub fn summary_with_limit(
    errors: u32,
    catastrophic: u32,
    internal: bool,
    limit_reached: bool,
    display_name: Option<&[u8]>,
) -> Vec<u8> {
    let mut out = Vec::new();
    if errors == 0 && catastrophic == 0 {
        return out;
    }
    write_counts(errors, catastrophic, display_name, &mut |b| {
        out.extend_from_slice(b)
    });
    if internal {
        out.extend_from_slice(b"Compilation aborted.\n");
    } else if catastrophic > 0 || limit_reached {
        out.extend_from_slice(TERMINATED);
    }
    out
}

/// The line that ends a compilation stopped early.
pub const TERMINATED: &[u8] = b"Compilation terminated.\n";

/// The count line of the summary (`N errors and M catastrophic errors detected in the
/// compilation of "X".`), nothing when both are zero. It does not allocate: the
/// termination path writes it from a signal handler.
pub fn write_counts(
    errors: u32,
    catastrophic: u32,
    display_name: Option<&[u8]>,
    out: &mut dyn FnMut(&[u8]),
) {
    fn count(out: &mut dyn FnMut(&[u8]), n: u32, one: &[u8], many: &[u8]) {
        let mut digits = [0u8; 10];
        out(decimal(n, &mut digits));
        out(b" ");
        out(if n == 1 { one } else { many });
    }
    if errors > 0 {
        count(out, errors, b"error", b"errors");
    }
    if errors > 0 && catastrophic > 0 {
        out(b" and ");
    }
    if catastrophic > 0 {
        count(
            out,
            catastrophic,
            b"catastrophic error",
            b"catastrophic errors",
        );
    }
    if errors == 0 && catastrophic == 0 {
        return;
    }
    match display_name {
        Some(name) => {
            out(b" detected in the compilation of \"");
            out(name);
            out(b"\".\n");
        }
        None => out(b" detected in this compilation.\n"),
    }
}

/// `n` in decimal, in `buf`.
fn decimal(mut n: u32, buf: &mut [u8; 10]) -> &[u8] {
    let mut start = buf.len();
    loop {
        start -= 1;
        buf[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return &buf[start..];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::catalog;
    use super::*;

    fn text(bytes: Vec<u8>) -> String {
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn echo_shows_null_and_carriage_return_as_spaces_and_contexts_after_the_caret() {
        let echo = Echo {
            line: b"int b = @ ;\r int\0c;".to_vec(),
            column: 9,
            context_lines: vec![b"          detected during: x".to_vec()],
        };
        let mut out = Vec::new();
        echo_lines(&echo, &mut out);
        assert_eq!(text(out), "  int b = @ ;  int c;\n          ^\n");
        let d = Diagnostic {
            echo: Some(Box::new(echo)),
            ..Diagnostic::new(
                Severity::Error,
                Location::Line {
                    file: b"t.cu".to_vec(),
                    line: 2,
                    column: Some(9),
                },
                &catalog::STUB_FILE_NAME_REQUIRED,
                &[],
            )
        };
        assert!(text(render(&d, Style::default())).ends_with("^\n          detected during: x\n\n"));
    }

    #[test]
    fn located_and_end_of_source_forms() {
        let end = Location::EndOfSource {
            file: b"t.cu".to_vec(),
            line: 1,
        };
        let d = Diagnostic::new(
            Severity::Catastrophic,
            end,
            &catalog::CANNOT_OPEN_FILE,
            &[b"module id", b"F"],
        );
        assert_eq!(
            text(render(&d, Style::default())),
            "At end of source: catastrophic error: cannot open module id file \"F\"\n\n"
        );
        let at = Location::Line {
            file: b"t.cu".to_vec(),
            line: 1,
            column: Some(5),
        };
        let d = Diagnostic::new(
            Severity::Internal,
            at,
            &catalog::MODULE_ID_FILENAME_NOT_SPECIFIED,
            &[],
        );
        let brief = Style {
            brief: true,
            ..Style::default()
        };
        assert_eq!(
            text(render(&d, brief)),
            "t.cu(1): internal error: module id filename not specified\n"
        );
    }

    #[test]
    fn wrapping_at_79_columns() {
        let style = Style {
            wrap: true,
            ..Style::default()
        };
        let render = |m: &catalog::Message| text(render(&Diagnostic::command_line(m, &[]), style));
        assert_eq!(
            render(&catalog::COMPOUND_LITERALS_OPTION_ONLY_IN_C),
            "Command-line error: option \"compound_literals\" can be used only when compiling\n          C\n\n"
        );
        assert_eq!(
            render(&catalog::NULLPTR_OPTION_ONLY_IN_CPLUSPLUS),
            "Command-line error: option to control the nullptr keyword can be used only when\n          compiling C++\n\n"
        );
        assert_eq!(
            render(&catalog::RELAXED_CONSTEXPR_REQUIRES_BOOL),
            "Command-line error: enabling C++14-style constexpr requires support for \"bool\"\n\n"
        );
    }

    #[test]
    fn summaries() {
        assert_eq!(text(summary_lines(0, 0, false, None)), "");
        assert_eq!(
            text(summary_lines(3, 0, false, Some(b"k.cu"))),
            "3 errors detected in the compilation of \"k.cu\".\n"
        );
        assert_eq!(
            text(summary_lines(1, 1, true, Some(b"k.cu"))),
            "1 error and 1 catastrophic error detected in the compilation of \"k.cu\".\nCompilation aborted.\n"
        );
        assert_eq!(
            text(summary_lines(0, 1, false, None)),
            "1 catastrophic error detected in this compilation.\nCompilation terminated.\n"
        );
    }
}
