//! `#pragma` lines and the `_Pragma` operator.
//!
//! What the reference does with each (cudafe++ 13.0, host output):
//! * Printed back, in place, as `#pragma TEXT`. How TEXT is spelled depends on the pragma:
//!   - pragmas EDG parses itself (`GCC …`, `omp …`, `pack`, `message`, `STDC …`) are
//!     re-spelled from their tokens, unexpanded, one space between tokens but none
//!     before `,` and `;`, adjacent strings joined: `#pragma pack(push,1)` →
//!     `pack ( push, 1 )`, `omp parallel for num_threads(M)` → `… num_threads ( M )`,
//!     `message("hi " "there")` → `message ( "hi there" )`;
//!   - any other pragma is macro-expanded and copied with one space wherever the source
//!     had white space or a comment: `foo    a  b` → `foo a b`, `foo M (M)` → `foo 42 (42)`,
//!     `weak a=b` stays `weak a=b`.
//! * Consumed without output: `once` (extra text after it is an error, #14; in the primary
//!   file it does nothing),
//!   `push_macro("X")`/`pop_macro("X")`, `GCC system_header` (the rest of an included
//!   file becomes a system header: a new `# N "f" 3` segment; ignored in the primary
//!   file), `GCC warning`, `nv_diag_*`/`nv_diagnostic` (events for the diagnostic
//!   engine), and the empty `#pragma` (`warning #161-D: unrecognized #pragma`, caret at
//!   the line end). `nv_exec_check_disable`, `hd_warning_disable` and `nv_abi` are kept
//!   for the parser (they attach to the next function) but not printed.
//! * `GCC` pragmas EDG does not know (`poison`, `dependency`, `optimize`, `error` without
//!   a string) warn `#1675-D: unrecognized GCC pragma` (caret on the word after `GCC`)
//!   and are still printed.
//! * `_Pragma("…")` is destringized and handled as a `#pragma` at the `_Pragma`.
//! * `nv_diag_*` arguments: numbers or tags separated by commas. A bad item is `#1224-D
//!   expected an error number or error tag` (and skipped); anything but a comma after an
//!   item is `#253-D expected a ","` and ends the list; an empty list gives both at the
//!   line end, and no later token reaches the parser (directives still run).
//!   `nv_diagnostic` needs `push` or `pop` (#3184-D) and a `pop` needs a `push` (#3185-D).

use super::{sym, Msg, PpToken, Preprocessor, Severity, Symbol};
use crate::lex::{flags, literal, Punct, TokenKind};
use crate::source::Pos;

pub use rcudafe_base::diag::pragmas::{DiagAction, DiagItem, DiagNames, DiagPragma};

/// What kind of pragma a record is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PragmaKind {
    /// Anything EDG does not interpret: printed verbatim (macro-expanded).
    Generic,
    /// `STDC FP_CONTRACT|FENV_ACCESS|CX_LIMITED_RANGE …`
    Stdc,
    /// `pack(…)`: the parser applies it to following classes.
    Pack,
    /// `omp …`
    Omp,
    /// `GCC …` (diagnostic, visibility, push_options, …)
    Gcc,
    /// `message(…)`
    Message,
    /// `unroll [N]` / `nounroll`: the parser attaches it to the next loop.
    Unroll,
    /// `nv_exec_check_disable`: attaches to the next function; not printed.
    NvExecCheckDisable,
    /// `hd_warning_disable`: attaches to the next function; not printed.
    HdWarningDisable,
    /// `nv_abi …`: attaches to the next function; not printed.
    NvAbi,
}

/// A pragma in the token stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PragmaRecord {
    pub kind: PragmaKind,
    /// The `#` of `#pragma`, or the `_Pragma` token (for macros: the invocation).
    pub at: Pos,
    /// The tokens after `pragma`, unexpanded.
    pub tokens: Vec<PpToken>,
    /// What the reference prints after `#pragma ` (if `printed`).
    pub text: Vec<u8>,
    pub printed: bool,
    /// How many stream tokens precede it.
    pub token_index: u32,
    pub from_operator: bool,
}

/// GCC pragmas EDG knows (no #1675 warning).
const KNOWN_GCC: &[&str] = &[
    "diagnostic",
    "visibility",
    "push_options",
    "pop_options",
    "target",
    "system_header",
    "warning",
];

impl Preprocessor<'_> {
    /// `#pragma …` directive.
    pub(crate) fn dir_pragma(&mut self, hash: PpToken, name: PpToken) {
        let toks = self.rest_of_line();
        let end = self.directive_end(&name, &toks);
        if let Some(t) = self.handle_pragma(hash.loc, toks, end, false) {
            self.pragma_out = Some(t);
        }
    }

    /// `_Pragma ( string-literal )`; `kw` is the `_Pragma` token.
    pub(crate) fn pragma_operator(&mut self, kw: PpToken) -> Option<PpToken> {
        let mut read = Vec::new();
        for want in 0..3 {
            let Some(t) = self.step_raw_token() else {
                break;
            };
            read.push(t);
            let ok = match want {
                0 => t.is_punct(Punct::LParen),
                1 => matches!(t.kind, TokenKind::Str(_)) && !t.has(u32::from(flags::UNTERMINATED)),
                _ => t.is_punct(Punct::RParen),
            };
            if !ok {
                self.unread(read);
                return Some(kw);
            }
        }
        if read.len() < 3 {
            self.unread(read);
            return Some(kw);
        }
        let spelled = self.spelling(&read[1]).into_owned();
        let text = literal::destringize(&spelled);
        // The reference reports problems inside the string at the string itself.
        let toks = self.lex_scratch(&text, read[1].loc);
        self.handle_pragma(kw.loc, toks, kw.loc, true)
    }

    /// The next token without expansion (for `_Pragma`'s operands).
    fn step_raw_token(&mut self) -> Option<PpToken> {
        loop {
            let Some(c) = self.ctx.last_mut() else {
                let t = self.next_file_token();
                if t.kind == TokenKind::Eof {
                    self.unread(vec![t]);
                    return None;
                }
                return Some(t);
            };
            if matches!(c.kind, super::expand::CtxKind::Barrier(_)) {
                return None;
            }
            if c.pos < c.toks.len() {
                let t = c.toks[c.pos];
                c.pos += 1;
                return Some(t);
            }
            self.pop_ctx();
        }
    }

    /// Handles a pragma's tokens; returns the stream token if it stays in the stream.
    fn handle_pragma(
        &mut self,
        at: Pos,
        toks: Vec<PpToken>,
        end: Pos,
        from_operator: bool,
    ) -> Option<PpToken> {
        let Some(&first) = toks.first() else {
            self.report_at(Msg::UnrecognizedPragma, Severity::Warning, end);
            return None;
        };
        let word = if first.kind == TokenKind::Ident {
            first.sym
        } else {
            Symbol::NONE
        };
        let kind = match word {
            s if s == sym::ONCE => {
                self.extra_text(&toks[1..], Severity::Error);
                // The primary file is not entered in the include table the reference
                // marks: `#pragma once` there does not stop it including itself.
                if let Some(f) = self.files.last().filter(|f| f.file != self.main) {
                    self.once.insert(f.identity.clone());
                }
                return None;
            }
            s if s == sym::PUSH_MACRO || s == sym::POP_MACRO => {
                if let Some(name) = self.macro_name_operand(&toks[1..]) {
                    if s == sym::PUSH_MACRO {
                        self.macros.push(name);
                    } else {
                        self.macros.pop(name);
                    }
                }
                return None;
            }
            s if s == sym::NV_DIAGNOSTIC => {
                self.nv_diagnostic(at, &toks[1..], end);
                return None;
            }
            s if diag_action(s).is_some() => {
                let action = diag_action(s).unwrap_or(DiagAction::Suppress);
                self.nv_diag(at, action, &toks[1..], end);
                return None;
            }
            s if s == sym::GCC => {
                let second = toks.get(1).copied();
                let w = second
                    .filter(|t| t.kind == TokenKind::Ident)
                    .map(|t| self.syms.name(t.sym).to_vec());
                match w.as_deref() {
                    Some(b"system_header") => {
                        self.gcc_system_header(end, from_operator);
                        return None;
                    }
                    Some(b"warning") => return None,
                    Some(b"error")
                        if toks
                            .get(2)
                            .is_some_and(|t| matches!(t.kind, TokenKind::Str(_))) => {}
                    Some(k) if KNOWN_GCC.iter().any(|g| g.as_bytes() == k) => {}
                    _ => {
                        let at2 = second.map_or(end, |t| t.loc);
                        self.report_at(Msg::UnrecognizedGccPragma, Severity::Warning, at2);
                    }
                }
                PragmaKind::Gcc
            }
            s if s == sym::STDC => PragmaKind::Stdc,
            s if s == sym::PACK => PragmaKind::Pack,
            s if s == sym::OMP => PragmaKind::Omp,
            s if s == sym::MESSAGE => {
                if !self.check_message(&toks[1..], end) {
                    return None;
                }
                PragmaKind::Message
            }
            s if s == sym::UNROLL || s == sym::NOUNROLL => PragmaKind::Unroll,
            s if s == sym::NV_EXEC_CHECK_DISABLE => PragmaKind::NvExecCheckDisable,
            s if s == sym::HD_WARNING_DISABLE => PragmaKind::HdWarningDisable,
            s if s == sym::NV_ABI => PragmaKind::NvAbi,
            _ => PragmaKind::Generic,
        };
        let printed = !matches!(
            kind,
            PragmaKind::NvExecCheckDisable | PragmaKind::HdWarningDisable | PragmaKind::NvAbi
        );
        let text = match kind {
            PragmaKind::Gcc
            | PragmaKind::Omp
            | PragmaKind::Pack
            | PragmaKind::Message
            | PragmaKind::Stdc => self.spaced_text(&toks),
            _ => {
                let expanded = self.expand_list(toks.clone(), end);
                self.verbatim_text(&expanded)
            }
        };
        let index = self.records.pragmas.len();
        self.records.pragmas.push(PragmaRecord {
            kind,
            at,
            tokens: toks,
            text,
            printed,
            token_index: self.delivered,
            from_operator,
        });
        Some(PpToken {
            kind: TokenKind::Pragma,
            flags: 0,
            len: 0,
            spell: at,
            loc: at,
            sym: Symbol(index as u32),
        })
    }

    /// Tokens joined as the source spaced them (one space for any white space).
    fn verbatim_text(&self, toks: &[PpToken]) -> Vec<u8> {
        let mut out = Vec::new();
        for (i, t) in toks.iter().enumerate() {
            if i > 0 && t.has(u32::from(flags::SPACE_BEFORE | flags::AT_BOL)) {
                out.push(b' ');
            }
            out.extend_from_slice(&self.spelling(t));
        }
        out
    }

    /// Tokens joined by single spaces, none before `,` and `;`, adjacent strings joined.
    fn spaced_text(&self, toks: &[PpToken]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut prev_string = false;
        for (i, t) in toks.iter().enumerate() {
            let s = self.spelling(t);
            let is_string =
                matches!(t.kind, TokenKind::Str(_)) && !t.has(u32::from(flags::UNTERMINATED));
            if is_string && prev_string && out.last() == Some(&b'"') {
                out.pop();
                if let Some(p) = literal::parts(&s) {
                    out.extend_from_slice(p.body);
                    out.push(b'"');
                }
                continue;
            }
            if i > 0 && !t.is_punct(Punct::Comma) && !t.is_punct(Punct::Semi) {
                out.push(b' ');
            }
            out.extend_from_slice(&s);
            prev_string = is_string;
        }
        out
    }

    /// `message ( "…" … )` or `message "…" …`: checked here, as the reference does.
    fn check_message(&mut self, rest: &[PpToken], end: Pos) -> bool {
        let paren = rest.first().is_some_and(|t| t.is_punct(Punct::LParen));
        let mut i = usize::from(paren);
        while rest
            .get(i)
            .is_some_and(|t| matches!(t.kind, TokenKind::Str(_)))
        {
            i += 1;
        }
        if paren {
            match rest.get(i) {
                Some(t) if t.is_punct(Punct::RParen) => i += 1,
                Some(t) => {
                    self.report_at(Msg::ExpRparen, Severity::Error, t.loc);
                    return false;
                }
                None => {
                    self.report_at(Msg::ExpRparen, Severity::Error, end);
                    return false;
                }
            }
        }
        if let Some(t) = rest.get(i) {
            self.report_at(Msg::ExtraText, Severity::Error, t.loc);
            return false;
        }
        true
    }

    /// `( "name" )` of push_macro/pop_macro.
    fn macro_name_operand(&mut self, rest: &[PpToken]) -> Option<Symbol> {
        match rest {
            [l, s, r, ..]
                if l.is_punct(Punct::LParen)
                    && matches!(s.kind, TokenKind::Str(_))
                    && r.is_punct(Punct::RParen) =>
            {
                let spelled = self.spelling(s).into_owned();
                let body = literal::parts(&spelled)?.body.to_vec();
                Some(self.syms.intern(&crate::lex::ident::canonical(&body)))
            }
            _ => None,
        }
    }

    fn gcc_system_header(&mut self, end: Pos, from_operator: bool) {
        if self.files.len() <= 1 || from_operator {
            return;
        }
        let line = self.sm.presumed(end).line.wrapping_add(1);
        self.set_presumed(end, line, None, Some(true));
        if let Some(f) = self.files.last_mut() {
            f.system = true;
        }
    }

    fn nv_diagnostic(&mut self, at: Pos, rest: &[PpToken], end: Pos) {
        let action = match rest.first() {
            Some(t) if t.is_ident(sym::PUSH) => DiagAction::Push,
            Some(t) if t.is_ident(sym::POP) => DiagAction::Pop,
            other => {
                let p = other.map_or(end, |t| t.loc);
                self.report_at(Msg::ExpPushPop, Severity::Warning, p);
                return;
            }
        };
        if action == DiagAction::Pop {
            if self.nv_diag_depth == 0 {
                self.report_at(Msg::NoCorrespondingPush, Severity::Warning, end);
                return;
            }
            self.nv_diag_depth -= 1;
        } else {
            self.nv_diag_depth += 1;
        }
        let token_index = self.delivered;
        self.records.diag_pragmas.push(DiagPragma {
            action,
            items: Vec::new(),
            at,
            token_index,
        });
    }

    fn nv_diag(&mut self, at: Pos, action: DiagAction, rest: &[PpToken], end: Pos) {
        let mut items = Vec::new();
        let mut i = 0;
        loop {
            match rest.get(i) {
                Some(t) if t.kind == TokenKind::Number => {
                    let s = self.spelling(t).into_owned();
                    let n = std::str::from_utf8(&s)
                        .ok()
                        .and_then(|x| x.parse::<u32>().ok());
                    match n.filter(|&n| self.diag_names.is_none_or(|d| d.number_is_valid(n))) {
                        Some(n) => items.push((DiagItem::Number(n), t.loc)),
                        None => self.report_at(Msg::InvalidErrorNumber, Severity::Warning, t.loc),
                    }
                    i += 1;
                }
                Some(t) if t.kind == TokenKind::Ident => {
                    let tag = self.syms.name(t.sym).to_vec();
                    if self.diag_names.is_none_or(|d| d.tag_is_valid(&tag)) {
                        items.push((DiagItem::Tag(tag), t.loc));
                    } else {
                        self.report_at(Msg::InvalidErrorTag, Severity::Warning, t.loc);
                    }
                    i += 1;
                }
                Some(t) => {
                    self.report_at(Msg::ExpErrorArgument, Severity::Warning, t.loc);
                    i += 1;
                }
                None => {
                    self.report_at(Msg::ExpErrorArgument, Severity::Warning, end);
                    if rest.is_empty() {
                        // A bare `#pragma nv_diag_suppress`: the reference warns twice, at the
                        // end of the line, and goes on (rc 0 at file scope, after a declaration,
                        // at the end of the file) without the rest of the tokens: the parser
                        // sees the end of the input (directives still run).
                        self.report_at(Msg::ExpComma, Severity::Warning, end);
                        self.swallow_tokens = true;
                        return;
                    }
                    break;
                }
            }
            match rest.get(i) {
                None => break,
                Some(c) if c.is_punct(Punct::Comma) => i += 1,
                Some(o) => {
                    self.report_at(Msg::ExpComma, Severity::Warning, o.loc);
                    break;
                }
            }
        }
        let token_index = self.delivered;
        self.records.diag_pragmas.push(DiagPragma {
            action,
            items,
            at,
            token_index,
        });
    }
}

fn diag_action(s: Symbol) -> Option<DiagAction> {
    Some(match s {
        s if s == sym::NV_DIAG_SUPPRESS => DiagAction::Suppress,
        s if s == sym::NV_DIAG_REMARK => DiagAction::Remark,
        s if s == sym::NV_DIAG_WARNING => DiagAction::Warning,
        s if s == sym::NV_DIAG_ERROR => DiagAction::Error,
        s if s == sym::NV_DIAG_DEFAULT => DiagAction::Default,
        s if s == sym::NV_DIAG_ONCE => DiagAction::Once,
        _ => return None,
    })
}
