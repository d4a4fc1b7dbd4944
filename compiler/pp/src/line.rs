//! `#line N "file"` and GNU line markers `# N "file" flags`.
//!
//! Both start a new presumed-location entry (a new *segment* for the printer) at the
//! line after the directive. Measured on cudafe++ 13.0:
//! * `#line` takes 1..=4294967295 (`#line 0`, `#line 4294967296` and longer are `invalid
//!   line number`, caret on the number); presumed lines then wrap (`#line 4294967295`
//!   makes the following line 0). Only the leading digits form the number: `#line 0x10`
//!   is `invalid line number` (the `0`) then `expected a file name` (at `x10`).
//! * The file name must be an unprefixed string: otherwise `expected a file name` (an
//!   error, not catastrophic) and the directive is ignored. Extra text after the name is
//!   an error (#14) but the directive still applies. `#line` alone: `expected a line
//!   number`. The line is macro-expanded first.
//! * A GNU marker accepts 0 (`# 0 "k.cu"` as gcc writes), keeps the current name when
//!   none is given, and marks a system header with flag 3 (flags 1, 2, 4 are dropped).

use super::{Msg, PpToken, Preprocessor, Severity};
use crate::lex::{literal, Encoding, TokenKind};
use crate::source::{LineMapEntry, Pos};

/// A line number read from the start of a number token: the digits' value (None if it
/// overflows u32) and how many bytes of digits there were.
fn leading_digits(spelling: &[u8]) -> (Option<u32>, usize) {
    let n = spelling.iter().take_while(|c| c.is_ascii_digit()).count();
    let mut v: Option<u32> = Some(0);
    for &c in &spelling[..n] {
        v = v
            .and_then(|x| x.checked_mul(10))
            .and_then(|x| x.checked_add(u32::from(c - b'0')));
    }
    (v, n)
}

impl Preprocessor<'_> {
    /// `#line`.
    pub(crate) fn dir_line(&mut self, name: PpToken) {
        let line = self.rest_of_line();
        let end = self.directive_end(&name, &line);
        let toks = self.expand_list(line, end);
        if self.finished {
            return;
        }
        let Some(num) = toks.first().copied() else {
            self.report_at(Msg::ExpLineNumber, Severity::Error, end);
            return;
        };
        if num.kind != TokenKind::Number {
            self.report_at(Msg::ExpLineNumber, Severity::Error, num.loc);
            return;
        }
        let spelled = self.spelling(&num).into_owned();
        let (value, ndigits) = leading_digits(&spelled);
        let mut ok = true;
        let value = match value {
            Some(v) if v > 0 && ndigits > 0 => v,
            _ => {
                self.report_at(Msg::BadLineNumber, Severity::Error, num.loc);
                ok = false;
                0
            }
        };
        let mut rest = &toks[1..];
        if ndigits < spelled.len() {
            // Text glued to the digits is taken as the (invalid) file name.
            let at = Pos::new(num.loc.file, num.loc.offset + ndigits as u32);
            self.report_at(Msg::ExpFileName, Severity::Error, at);
            return;
        }
        let mut file_name = None;
        if let Some(t) = rest.first() {
            if t.kind == TokenKind::Str(Encoding::Plain)
                && !t.has(u32::from(crate::lex::flags::RAW))
            {
                let s = self.spelling(t).into_owned();
                file_name = Some(
                    literal::parts(&s)
                        .map(|p| p.body.to_vec())
                        .unwrap_or_default(),
                );
                rest = &rest[1..];
            } else {
                self.report_at(Msg::ExpFileName, Severity::Error, t.loc);
                return;
            }
        }
        self.extra_text(rest, Severity::Error);
        if ok {
            self.set_presumed(end, value, file_name.as_deref(), Some(false));
        }
    }

    /// `# N "file" flags` (the name token is the number).
    pub(crate) fn line_marker(&mut self, num: PpToken) {
        let mut line = self.rest_of_line();
        for t in &mut line {
            self.intern(t);
        }
        let end = self.directive_end(&num, &line);
        let spelled = self.spelling(&num).into_owned();
        let (value, ndigits) = leading_digits(&spelled);
        let Some(value) = value.filter(|_| ndigits == spelled.len()) else {
            self.report_at(Msg::BadLineNumber, Severity::Error, num.loc);
            return;
        };
        let mut file_name = None;
        let mut rest = &line[..];
        if let Some(t) = rest.first() {
            if t.kind == TokenKind::Str(Encoding::Plain) {
                let s = self.spelling(t).into_owned();
                file_name = Some(
                    literal::parts(&s)
                        .map(|p| p.body.to_vec())
                        .unwrap_or_default(),
                );
                rest = &rest[1..];
            } else {
                self.report_at(Msg::ExpFileName, Severity::Error, t.loc);
                return;
            }
        }
        let mut system = false;
        for t in rest {
            if t.kind == TokenKind::Number {
                system |= self.spelling(t).as_ref() == b"3";
            }
        }
        self.set_presumed(end, value, file_name.as_deref(), Some(system));
    }

    /// Starts a presumed-location entry on the line after `end` (a directive's line end):
    /// that line is presumed to be `line` of `name` (or the current name).
    pub(crate) fn set_presumed(
        &mut self,
        end: Pos,
        line: u32,
        name: Option<&[u8]>,
        system: Option<bool>,
    ) {
        let file = end.file;
        let len = self.sm.bytes(file).len() as u32;
        let next = if end.offset < len {
            let b = self.sm.bytes(file);
            if b[end.offset as usize] == b'\r' {
                end.offset + 2
            } else {
                end.offset + 1
            }
        } else {
            len
        }
        .min(len);
        let phys = self.sm.physical_line(Pos::new(file, next));
        let Some(last) = self.sm.last_line_entry(file).copied() else {
            return;
        };
        let name = match name {
            Some(n) => self.sm.intern_name(n),
            None => last.name,
        };
        let system = system.unwrap_or(last.system);
        self.sm.add_line_entry(
            file,
            LineMapEntry {
                offset: next,
                phys_line: phys,
                presumed_line: line,
                name,
                system,
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::leading_digits;

    #[test]
    fn digits() {
        assert_eq!(leading_digits(b"4294967295"), (Some(u32::MAX), 10));
        assert_eq!(leading_digits(b"4294967296"), (None, 10));
        assert_eq!(leading_digits(b"0x10"), (Some(0), 1));
    }
}
