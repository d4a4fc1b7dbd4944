//! Directive dispatch: reading a directive line and running it.
//!
//! A directive is a `#` (or `%:`) that starts a line, outside macro expansions. In a
//! skipped group only the conditional directives are looked at; everything else there
//! (unknown directives, `#error`, a bad `#line`) is silent, as on the reference. Facts
//! measured on cudafe++ 13.0 that live here:
//! * `#` alone is the null directive; `#foo` is `error: unrecognized preprocessing
//!   directive` (caret on `foo`), and so are `#sccs`, `#import`; `%:%:` at a line start is
//!   `%:` followed by the name `%:` (caret on the second);
//! * `#ident "x"`, `#assert`, `#unassert` are accepted and print nothing;
//! * `#error text` is catastrophic: `#error directive: text`, where text is the raw rest
//!   of the line after the blanks that follow `error` (comments and trailing blanks
//!   kept), caret on `error`; `#warning` is the same as `warning #1105-D`;
//! * `#undef X Y` warns (#14) about the extra text; `#undef` without a name is an error.

use super::{sym, Msg, PpToken, Preprocessor, Severity, Where};
use crate::lex::{flags, TokenKind};
use crate::source::Pos;

impl Preprocessor<'_> {
    /// Reads the rest of the directive line (raw tokens, identifiers interned).
    pub(crate) fn rest_of_line(&mut self) -> Vec<PpToken> {
        let mut v = Vec::new();
        loop {
            if self.finished {
                return v;
            }
            let mut t = self.raw_file_token();
            if t.has(u32::from(flags::AT_BOL)) || t.kind == TokenKind::Eof {
                self.lookahead = Some(t);
                return v;
            }
            self.intern(&mut t);
            v.push(t);
        }
    }

    /// Skips the rest of the directive line.
    pub(crate) fn skip_line(&mut self) {
        loop {
            if self.finished {
                return;
            }
            let t = self.raw_file_token();
            if t.has(u32::from(flags::AT_BOL)) || t.kind == TokenKind::Eof {
                self.lookahead = Some(t);
                return;
            }
        }
    }

    /// The end of a directive line whose last token is `last`.
    pub(crate) fn line_end_after(&self, last: &PpToken) -> Pos {
        self.end_of_line(Pos::new(
            last.spell.file,
            last.spell.offset.saturating_add(last.len),
        ))
    }

    /// Where "expected ..." at the end of a directive points: the line end after the
    /// last token read (`tokens`, or the directive name).
    pub(crate) fn directive_end(&self, name: &PpToken, tokens: &[PpToken]) -> Pos {
        self.line_end_after(tokens.last().unwrap_or(name))
    }

    /// Runs the directive that starts with `hash`.
    pub(crate) fn directive(&mut self, hash: PpToken) {
        let mut name = self.raw_file_token();
        if name.has(u32::from(flags::AT_BOL)) || name.kind == TokenKind::Eof {
            // The null directive.
            self.lookahead = Some(name);
            return;
        }
        let skipping = self.skipping();
        if name.kind == TokenKind::Number && !skipping {
            self.line_marker(name);
            return;
        }
        if name.kind != TokenKind::Ident {
            if !skipping {
                self.report_at(Msg::BadDirective, Severity::Error, name.loc);
            }
            self.skip_line();
            return;
        }
        self.intern(&mut name);
        match name.sym {
            s if s == sym::IF => self.dir_if(name),
            s if s == sym::IFDEF => self.dir_ifdef(name, false),
            s if s == sym::IFNDEF => self.dir_ifdef(name, true),
            s if s == sym::ELIF => self.dir_elif(name),
            s if s == sym::ELSE => self.dir_else(name),
            s if s == sym::ENDIF => self.dir_endif(name),
            _ if skipping => self.skip_line(),
            s if s == sym::DEFINE => {
                let line = self.rest_of_line();
                self.define(&name, line);
            }
            s if s == sym::UNDEF => {
                let line = self.rest_of_line();
                self.undef(&name, &line);
            }
            s if s == sym::INCLUDE => self.dir_include(hash, name, false),
            s if s == sym::INCLUDE_NEXT => self.dir_include(hash, name, true),
            s if s == sym::LINE => self.dir_line(name),
            s if s == sym::ERROR => {
                self.dir_message(name, Msg::ErrorDirective, Severity::Catastrophic)
            }
            s if s == sym::WARNING => {
                self.dir_message(name, Msg::WarningDirective, Severity::Warning)
            }
            s if s == sym::PRAGMA => self.dir_pragma(hash, name),
            s if s == sym::IDENT || s == sym::ASSERT || s == sym::UNASSERT => self.skip_line(),
            _ => {
                self.report_at(Msg::BadDirective, Severity::Error, name.loc);
                self.skip_line();
            }
        }
    }

    /// `#error` / `#warning`: the raw text of the rest of the line.
    fn dir_message(&mut self, name: PpToken, msg: Msg, severity: Severity) {
        let line = self.rest_of_line();
        let end = self.directive_end(&name, &line);
        let src = self.sm.bytes(name.spell.file);
        let mut start = (name.spell.offset + name.len) as usize;
        while start < end.offset as usize && matches!(src[start], b' ' | b'\t' | 0x0B | 0x0C) {
            start += 1;
        }
        let text = src[start.min(end.offset as usize)..end.offset as usize].to_vec();
        self.report(msg, severity, Where::At(name.loc), vec![text]);
    }

    /// `#undef NAME`.
    fn undef(&mut self, name: &PpToken, line: &[PpToken]) {
        let Some(first) = line.first() else {
            let at = self.directive_end(name, line);
            self.report_at(Msg::ExpIdentifier, Severity::Error, at);
            return;
        };
        if first.kind != TokenKind::Ident {
            self.report_at(Msg::ExpIdentifier, Severity::Error, first.loc);
            return;
        }
        if let Some(extra) = line.get(1) {
            self.report_at(Msg::ExtraText, Severity::Warning, extra.loc);
        }
        self.macros.undefine(first.sym);
    }

    /// Reports extra tokens at the end of a directive (#14) with the given severity.
    pub(crate) fn extra_text(&mut self, rest: &[PpToken], severity: Severity) {
        if let Some(t) = rest.first() {
            self.report_at(Msg::ExtraText, severity, t.loc);
        }
    }
}
