//! The preprocessor: tokens of files → the token stream the parser reads.
//!
//! It behaves as cudafe++ 13.0's (EDG 6.6) does when run directly, which differs from
//! gcc's in ways the reference shows: **no macro is predefined** (`__cplusplus`,
//! `__FILE__`, `__LINE__`, `__CUDACC__` are plain identifiers, 0 in `#if`), `-D`/`-U` are
//! ignored by the command line, and `defined` is not an operator: `#if defined(X)` is a
//! function call in a constant expression (error), `#if defined X` has extra text. Files
//! are included relative to the including file, then `-I`, then system directories and
//! `/usr/include` (files there are system headers, flag 3 in line directives).
//!
//! Layers, bottom up (each in its own file):
//! * reading files: the include stack, one [`Lexer`] per open file, conditional groups
//!   and directives ([`directive`], [`mod@include`], [`conditional`], [`mod@line`]);
//! * macro definitions ([`macros`]) and replacement ([`subst`]: `#`, `##`, `__VA_OPT__`);
//! * macro expansion ([`expand`]): a stack of token contexts, painted
//!   (non-expandable) identifiers, argument pre-expansion — all iterative: an argument
//!   being expanded is a frame on an explicit stack fenced by a *barrier* context, so
//!   10,000 nested invocations need no native stack;
//! * `#if` expressions ([`expr`]), parsed and folded without recursion, with the
//!   reference's error recovery;
//! * pragmas ([`pragma`]): kept as [`TokenKind::Pragma`] tokens in the stream with a
//!   [`PragmaRecord`] holding the text the reference prints; `#pragma once`,
//!   `push_macro`/`pop_macro`, `GCC system_header` act here; `nv_diag_*` and
//!   `nv_diagnostic` become [`DiagPragma`] events for the diagnostic engine.
//!
//! Output: [`Preprocessor::next_token`] yields [`PpToken`]s (kind, flags, spelling
//! position, reported position — the macro invocation for expanded tokens — and the
//! interned identifier). Problems become [`PpDiagnostic`]s; a catastrophic one ends the
//! stream. [`dump()`] renders a whole run for tests. Identifiers are interned in
//! [`symbols`]; messages are data in [`diag`].
//!
//! For the driver: `PpOptions::lex` should come from the language mode (cudafe++'s
//! default is C++14: digit separators work, `u8'c'` does not), `include_dirs` from `-I`,
//! `system_dirs` from `--sys_include`. Warnings (and some errors, e.g. #55) that the
//! reference suppresses inside system headers are all reported here; the diagnostic
//! engine filters them with `SourceMap::presumed(pos).system`.

pub mod conditional;
pub mod diag;
pub mod directive;
pub mod dump;
pub mod expand;
pub mod expr;
pub mod include;
pub mod line;
pub mod macros;
pub mod pragma;
pub mod subst;
pub use rcudafe_base::symbols;

use std::borrow::Cow;
use std::collections::HashSet;

// The crates below, under the names the modules use (`crate::lex::Token`).
use rcudafe_base::source;
use rcudafe_lex::{self as lex, flags, LexOptions, Lexer, Token, TokenKind};
use source::{FileId, FileLoader, Pos, SourceMap};

pub use diag::{Msg, PpDiagnostic, Severity, Where};
pub use dump::dump;
pub use pragma::{DiagAction, DiagItem, DiagNames, DiagPragma, PragmaKind, PragmaRecord};
pub use symbols::{sym, Symbol, SymbolTable};

use conditional::Cond;
use expand::{Context, Frame};
use macros::MacroTable;

/// Preprocessor-only token flags (above the lexer's 16 bits).
pub mod ppflags {
    /// A painted identifier: it named a macro being expanded and never expands again.
    pub const NO_EXPAND: u32 = 1 << 16;
    /// The token comes from a macro expansion (its `loc` is the invocation).
    pub const FROM_MACRO: u32 = 1 << 17;
    /// Internal: a placemarker during `##` processing.
    pub(crate) const PLACEMARKER: u32 = 1 << 18;
    /// The token was made by `#` or `##` (its spelling is in the scratch buffer).
    pub const SYNTHESIZED: u32 = 1 << 19;
}

/// A token of the preprocessed stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PpToken {
    pub kind: TokenKind,
    /// Lexer flags ([`crate::lex::flags`]) in the low 16 bits, [`ppflags`] above.
    pub flags: u32,
    pub len: u32,
    /// Where the text is (a file, or the scratch buffer).
    pub spell: Pos,
    /// Where the token is reported and printed: its own position, or for a token from a
    /// macro expansion the position of the outermost invocation's macro name.
    pub loc: Pos,
    /// The interned identifier ([`Symbol::NONE`] otherwise); for a
    /// [`TokenKind::Pragma`] token, the index of its [`PragmaRecord`].
    pub sym: Symbol,
}

impl PpToken {
    pub fn has(&self, flag: u32) -> bool {
        self.flags & flag != 0
    }

    pub fn is_punct(&self, p: lex::Punct) -> bool {
        self.kind == TokenKind::Punct(p)
    }

    pub fn is_ident(&self, s: Symbol) -> bool {
        self.kind == TokenKind::Ident && self.sym == s
    }

    /// The record index of a pragma token.
    pub fn pragma_index(&self) -> Option<usize> {
        (self.kind == TokenKind::Pragma).then_some(self.sym.0 as usize)
    }

    fn from_lexed(t: Token, file: FileId) -> PpToken {
        let pos = Pos::new(file, t.offset);
        PpToken {
            kind: t.kind,
            flags: u32::from(t.flags),
            len: t.len,
            spell: pos,
            loc: pos,
            sym: Symbol::NONE,
        }
    }
}

/// What the preprocessor is told by the command line.
#[derive(Clone, Debug)]
pub struct PpOptions {
    pub lex: LexOptions,
    /// `-I` directories, searched for `"..."` and `<...>` includes.
    pub include_dirs: Vec<Vec<u8>>,
    /// `--sys_include` directories (searched after `-I`; their files are system headers).
    pub system_dirs: Vec<Vec<u8>>,
    /// Searched last; the reference always searches `/usr/include`.
    pub default_system_dirs: Vec<Vec<u8>>,
    /// How many times one file may be open at once (the reference: 10).
    pub max_open_per_file: usize,
    /// The most tokens macro expansion may hold at once (one replacement, one argument or
    /// directive line being expanded) or deliver in all; past it, `out of memory`
    /// (catastrophic), the reference's message when its memory runs out. Bounds the memory
    /// exponential expansion takes.
    pub expansion_budget: u64,
}

/// The default [`PpOptions::expansion_budget`]: 2^24 tokens, about 1 GB of memory in all.
/// The largest real TUs (330,000 lines as nvcc preprocesses them) have 1.6 million tokens,
/// none out of a macro: this is ten times their size. An exponential macro (`#define A1 A0
/// A0` ... `A30`) reaches it in seconds, where the reference spends hours or runs out of
/// memory.
pub const DEFAULT_EXPANSION_BUDGET: u64 = 1 << 24;

impl Default for PpOptions {
    fn default() -> Self {
        PpOptions {
            lex: LexOptions::default(),
            include_dirs: Vec::new(),
            system_dirs: Vec::new(),
            default_system_dirs: vec![b"/usr/include".to_vec()],
            max_open_per_file: 10,
            expansion_budget: DEFAULT_EXPANSION_BUDGET,
        }
    }
}

/// An include stack change, in stream order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IncludeEvent {
    /// `file` was entered from the `#include` at `from`, before stream token `at_token`.
    Enter {
        file: FileId,
        from: Pos,
        at_token: u32,
    },
    /// `file` ended before stream token `at_token`.
    Leave { file: FileId, at_token: u32 },
}

/// What the preprocessor records beside the token stream.
#[derive(Clone, Debug, Default)]
pub struct Records {
    pub pragmas: Vec<PragmaRecord>,
    pub diag_pragmas: Vec<DiagPragma>,
    pub includes: Vec<IncludeEvent>,
}

/// One open file of the include stack.
pub(crate) struct OpenFile {
    pub file: FileId,
    pub lexer: Lexer,
    pub conds: Vec<Cond>,
    pub identity: Vec<u8>,
    /// The directory it was found in, for `"..."` includes from it (`b""` = current).
    pub dir: Vec<u8>,
    /// Index in the search list where it was found (for `#include_next`).
    pub found_at: Option<usize>,
    pub system: bool,
    /// The parent's lookahead token, kept while an included file is read.
    pub pending: Option<PpToken>,
}

/// The preprocessor.
pub struct Preprocessor<'l> {
    pub(crate) sm: SourceMap,
    pub(crate) syms: SymbolTable,
    pub(crate) opts: PpOptions,
    pub(crate) loader: &'l dyn FileLoader,
    pub(crate) diag_names: Option<&'l dyn DiagNames>,
    pub(crate) files: Vec<OpenFile>,
    pub(crate) macros: MacroTable,
    pub(crate) ctx: Vec<Context>,
    pub(crate) frames: Vec<Frame>,
    /// A token read from the file and put back (a lexed token or a peeked one).
    pub(crate) lookahead: Option<PpToken>,
    pub(crate) diags: Vec<PpDiagnostic>,
    pub(crate) records: Records,
    /// Tokens delivered so far (record positions in the stream).
    pub(crate) delivered: u32,
    /// Tokens delivered out of macro expansions (see [`PpOptions::expansion_budget`]).
    pub(crate) from_macros: u64,
    /// A catastrophic error ended translation, or the end was reached.
    pub(crate) finished: bool,
    /// After a bare `#pragma nv_diag_*` the reference's pragma scanner never gives the
    /// stream back: directives still run, but no later token reaches the parser.
    pub(crate) swallow_tokens: bool,
    /// The second half of a `##` outside a directive: the parser gets two `#` tokens.
    pub(crate) second_hash: Option<PpToken>,
    pub(crate) once: HashSet<Vec<u8>>,
    pub(crate) nv_diag_depth: u32,
    pub(crate) main: FileId,
    /// The stream token of a `#pragma` directive just executed.
    pub(crate) pragma_out: Option<PpToken>,
}

impl<'l> Preprocessor<'l> {
    /// Starts preprocessing `bytes`, the primary file named `name` (as on the command
    /// line: it is the presumed name of its lines).
    pub fn new(
        name: &[u8],
        bytes: Vec<u8>,
        opts: PpOptions,
        loader: &'l dyn FileLoader,
    ) -> Preprocessor<'l> {
        let mut sm = SourceMap::new();
        let mut diags = Vec::new();
        let main = match sm.add_file(name, None, bytes, None, false) {
            Ok(f) => f,
            Err(_) => {
                diags.push(PpDiagnostic {
                    msg: Msg::CannotOpenFile,
                    severity: Severity::Catastrophic,
                    at: Where::EndOfSource,
                    args: vec![name.to_vec()],
                    token_index: 0,
                    pragmas_before: 0,
                });
                sm.add_file(name, None, Vec::new(), None, false)
                    .unwrap_or(FileId::SCRATCH)
            }
        };
        let start = sm.content_start(main);
        let dir = include::dir_of(name);
        let identity = loader.identity(name).unwrap_or_else(|| name.to_vec());
        let finished = !diags.is_empty();
        Preprocessor {
            sm,
            syms: SymbolTable::new(),
            loader,
            diag_names: None,
            files: vec![OpenFile {
                file: main,
                lexer: Lexer::new(start, opts.lex),
                conds: Vec::new(),
                identity,
                dir,
                found_at: None,
                system: false,
                pending: None,
            }],
            opts,
            macros: MacroTable::default(),
            ctx: Vec::new(),
            frames: Vec::new(),
            lookahead: None,
            diags,
            records: Records::default(),
            delivered: 0,
            from_macros: 0,
            swallow_tokens: false,
            second_hash: None,
            finished,
            once: HashSet::new(),
            nv_diag_depth: 0,
            main,
            pragma_out: None,
        }
    }

    /// Lets the preprocessor check `#pragma nv_diag_*` arguments against the catalog.
    pub fn set_diag_names(&mut self, names: &'l dyn DiagNames) {
        self.diag_names = Some(names);
    }

    pub fn source_map(&self) -> &SourceMap {
        &self.sm
    }

    pub fn symbols(&self) -> &SymbolTable {
        &self.syms
    }

    pub fn records(&self) -> &Records {
        &self.records
    }

    pub fn diagnostics(&self) -> &[PpDiagnostic] {
        &self.diags
    }

    /// Takes the diagnostics issued so far (the driver interleaves them with the
    /// parser's, which come after the token that caused them).
    pub fn take_diagnostics(&mut self) -> Vec<PpDiagnostic> {
        std::mem::take(&mut self.diags)
    }

    /// Whether a catastrophic error stopped translation.
    pub fn stopped_by_catastrophe(&self) -> bool {
        self.diags
            .iter()
            .any(|d| d.severity >= Severity::Catastrophic)
    }

    /// The primary file.
    pub fn main_file(&self) -> FileId {
        self.main
    }

    /// The text of a token (splices removed).
    pub fn spelling(&self, t: &PpToken) -> Cow<'_, [u8]> {
        let src = self.sm.bytes(t.spell.file);
        let lt = Token {
            kind: t.kind,
            flags: (t.flags & 0xFFFF) as u16,
            offset: t.spell.offset,
            len: t.len,
        };
        lex::spelling(src, &lt)
    }

    pub(crate) fn report(&mut self, msg: Msg, severity: Severity, at: Where, args: Vec<Vec<u8>>) {
        self.diags.push(PpDiagnostic {
            msg,
            severity,
            at,
            args,
            token_index: self.delivered,
            pragmas_before: self.records.diag_pragmas.len() as u32,
        });
        if severity >= Severity::Catastrophic {
            self.finished = true;
            self.ctx.clear();
            self.frames.clear();
            self.lookahead = None;
        }
    }

    pub(crate) fn report_at(&mut self, msg: Msg, severity: Severity, pos: Pos) {
        self.report(msg, severity, Where::At(pos), Vec::new());
    }

    fn eof_token(&self) -> PpToken {
        let len = self.sm.bytes(self.main).len() as u32;
        let pos = Pos::new(self.main, len);
        PpToken {
            kind: TokenKind::Eof,
            flags: u32::from(flags::AT_BOL),
            len: 0,
            spell: pos,
            loc: pos,
            sym: Symbol::NONE,
        }
    }

    /// The next token of the preprocessed stream; [`TokenKind::Eof`] at the end (and after
    /// a catastrophic error), repeatedly.
    pub fn next_token(&mut self) -> PpToken {
        loop {
            if self.finished {
                return self.eof_token();
            }
            if let Some(t) = self.second_hash.take() {
                self.check_delivered(&t);
                self.delivered += 1;
                return t;
            }
            if let Some(mut t) = self.step() {
                if t.kind == TokenKind::Eof {
                    self.finished = true;
                    return self.eof_token();
                }
                if self.swallow_tokens {
                    continue;
                }
                if t.has(ppflags::FROM_MACRO) {
                    self.from_macros += 1;
                    if self.over_budget(self.from_macros, t.loc) {
                        return self.eof_token();
                    }
                }
                if t.is_punct(lex::Punct::HashHash) {
                    t = self.split_hash_hash(t);
                }
                self.check_delivered(&t);
                if self.finished {
                    return self.eof_token();
                }
                self.delivered += 1;
                return t;
            }
        }
    }

    /// A `##` outside a directive reaches the reference's parser as two `#` tokens, each
    /// "not expected here": deliver the first, keep the second for the next call.
    fn split_hash_hash(&mut self, t: PpToken) -> PpToken {
        let first = PpToken {
            kind: TokenKind::Punct(lex::Punct::Hash),
            len: t.len / 2,
            ..t
        };
        let mut second = first;
        second.flags &= !u32::from(flags::SPACE_BEFORE | flags::AT_BOL);
        second.spell.offset += first.len;
        if !t.has(ppflags::FROM_MACRO) {
            second.loc.offset += first.len;
        }
        self.second_hash = Some(second);
        first
    }

    /// Problems the reference reports when a token reaches the parser (or `#if`), not
    /// when it is lexed: so a stray `@` in a skipped group or an unused macro is silent.
    pub(crate) fn check_delivered(&mut self, t: &PpToken) {
        match t.kind {
            TokenKind::Unknown => self.report_at(Msg::BadToken, Severity::Error, t.loc),
            // A `#` outside a directive reaches the parser as itself; `##` is two of them.
            TokenKind::Punct(lex::Punct::Hash) => {
                self.report_at(Msg::BadUseOfSharp, Severity::Error, t.loc)
            }
            TokenKind::Str(_) | TokenKind::Char(_) => {
                if t.has(u32::from(flags::UNTERMINATED)) {
                    let msg = if t.has(u32::from(flags::RAW))
                        && !t.has(u32::from(flags::BAD_RAW_DELIMITER))
                    {
                        Msg::MissingRawStringDelimiter
                    } else {
                        Msg::UnclosedString
                    };
                    self.report_at(msg, Severity::Error, t.loc);
                }
                self.check_literal(t);
                if t.has(u32::from(flags::BAD_UTF8)) {
                    let offsets = lex::literal::invalid_utf8_offsets(self.sm.slice(t.spell, t.len));
                    for off in offsets {
                        let at = if t.has(ppflags::FROM_MACRO) || t.spell.file == FileId::SCRATCH {
                            t.loc
                        } else {
                            Pos::new(t.spell.file, t.spell.offset + off as u32)
                        };
                        self.report_at(Msg::BadMultibyteChar, Severity::Error, at);
                    }
                }
            }
            TokenKind::Ident if t.sym == sym::VA_ARGS => {
                self.report_at(Msg::VaArgsNotAllowed, Severity::Error, t.loc)
            }
            // From a macro body (where it was already reported) it is not reported again.
            TokenKind::Ident if t.sym == sym::VA_OPT && !t.has(ppflags::FROM_MACRO) => {
                self.report_at(Msg::VaOptNotAllowed, Severity::Error, t.loc)
            }
            _ => {}
        }
    }

    /// Escape and length problems of a literal reaching the parser (or `#if`).
    fn check_literal(&mut self, t: &PpToken) {
        if t.has(u32::from(flags::UNTERMINATED)) {
            return;
        }
        let spelled = self.spelling(t).into_owned();
        if matches!(t.kind, TokenKind::Str(_)) && !spelled.contains(&b'\\') {
            return;
        }
        let body = lex::literal::body_offset(&spelled);
        let at = |off: usize| -> Pos {
            if t.has(ppflags::FROM_MACRO)
                || t.spell.file == FileId::SCRATCH
                || t.has(u32::from(flags::SPLICED))
            {
                t.loc
            } else {
                Pos::new(t.spell.file, t.spell.offset + (body + off) as u32)
            }
        };
        for issue in lex::literal::escape_issues(&spelled) {
            match issue {
                lex::literal::CharIssue::UnknownEscape(o) => {
                    self.report_at(Msg::UnrecognizedCharEscape, Severity::Warning, at(o))
                }
                lex::literal::CharIssue::OutOfRange(o) => {
                    self.report_at(Msg::BadCharacterValue, Severity::Warning, at(o))
                }
                _ => {}
            }
        }
        if let TokenKind::Char(_) = t.kind {
            for issue in lex::literal::char_value(&spelled).1 {
                match issue {
                    lex::literal::CharIssue::Empty => {
                        self.report_at(Msg::ZeroLengthString, Severity::Error, t.loc)
                    }
                    lex::literal::CharIssue::Multichar => {
                        self.report_at(Msg::MultiCharLiteral, Severity::Warning, t.loc)
                    }
                    lex::literal::CharIssue::TooMany => {
                        self.report_at(Msg::LeadingCharsIgnored, Severity::Warning, t.loc)
                    }
                    _ => {}
                }
            }
        }
    }

    // ---- the file layer -------------------------------------------------------------

    /// The next raw token of the current file: NUL bytes and unclosed comments are
    /// reported and skipped here, always (also in skipped groups, as the reference does).
    pub(crate) fn raw_file_token(&mut self) -> PpToken {
        if let Some(t) = self.lookahead.take() {
            return t;
        }
        loop {
            let Some(of) = self.files.last_mut() else {
                return self.eof_token();
            };
            let src = self.sm.bytes(of.file);
            let t = of.lexer.next(src);
            let file = of.file;
            match t.kind {
                TokenKind::Nul => {
                    self.report_at(
                        Msg::NullCharIgnored,
                        Severity::Warning,
                        Pos::new(file, t.offset),
                    );
                }
                TokenKind::CommentUnclosed => {
                    self.report_at(
                        Msg::CommentUnclosed,
                        Severity::Error,
                        Pos::new(file, t.offset),
                    );
                }
                _ => {
                    if t.flags & flags::HAS_NUL != 0 {
                        let text = &src[t.offset as usize..t.end() as usize];
                        let nuls: Vec<u32> = text
                            .iter()
                            .enumerate()
                            .filter(|(_, &c)| c == 0)
                            .map(|(i, _)| t.offset + i as u32)
                            .collect();
                        for off in nuls {
                            self.report_at(
                                Msg::NullCharInString,
                                Severity::Warning,
                                Pos::new(file, off),
                            );
                        }
                    }
                    return PpToken::from_lexed(t, file);
                }
            }
        }
    }

    /// Interns an identifier token's symbol.
    pub(crate) fn intern(&mut self, t: &mut PpToken) {
        if t.kind == TokenKind::Ident && t.sym == Symbol::NONE {
            let src = self.sm.bytes(t.spell.file);
            let lt = Token {
                kind: t.kind,
                flags: (t.flags & 0xFFFF) as u16,
                offset: t.spell.offset,
                len: t.len,
            };
            let spelled = lex::spelling(src, &lt);
            let canon = lex::ident::canonical(&spelled);
            t.sym = self.syms.intern(&canon);
        }
    }

    /// Whether the current group is being skipped.
    pub(crate) fn skipping(&self) -> bool {
        self.files
            .last()
            .and_then(|f| f.conds.last())
            .is_some_and(|c| !c.active)
    }

    /// The next token of the file layer: directives are executed, skipped groups
    /// dropped, finished include files popped. Returns [`TokenKind::Eof`] at the end of
    /// the primary file (or once translation stopped).
    pub(crate) fn next_file_token(&mut self) -> PpToken {
        loop {
            if self.finished {
                return self.eof_token();
            }
            let mut t = self.raw_file_token();
            if t.kind == TokenKind::Eof {
                if self.end_of_file() {
                    return self.eof_token();
                }
                continue;
            }
            if t.is_punct(lex::Punct::HashHash)
                && t.has(u32::from(flags::AT_BOL))
                && !t.has(ppflags::FROM_MACRO)
            {
                // `##` (or `%:%:`) starting a line: `#` with the directive name `#`.
                if !self.skipping() {
                    let at = Pos::new(t.spell.file, t.spell.offset + t.len / 2);
                    self.report_at(Msg::BadDirective, Severity::Error, at);
                }
                self.skip_line();
                continue;
            }
            if t.is_punct(lex::Punct::Hash)
                && t.has(u32::from(flags::AT_BOL))
                && !t.has(ppflags::FROM_MACRO)
            {
                self.directive(t);
                if let Some(p) = self.pragma_out.take() {
                    return p;
                }
                continue;
            }
            if self.skipping() {
                continue;
            }
            self.intern(&mut t);
            return t;
        }
    }

    /// The current file ended: unterminated groups are reported, the file is popped.
    /// Returns true when it was the primary file.
    fn end_of_file(&mut self) -> bool {
        let Some(of) = self.files.pop() else {
            return true;
        };
        for c in of.conds.iter().rev() {
            self.report_at(Msg::MissingEndif, Severity::Error, c.at);
        }
        let Some(parent) = self.files.last_mut() else {
            return true;
        };
        self.lookahead = parent.pending.take();
        self.records.includes.push(IncludeEvent::Leave {
            file: of.file,
            at_token: self.delivered,
        });
        false
    }

    /// The line end after `from` (the end of a directive's last token): whitespace,
    /// comments and splices are skipped up to the newline. Where "expected ..." at the
    /// end of a directive points, and where the next line starts.
    pub(crate) fn end_of_line(&self, from: Pos) -> Pos {
        let src = self.sm.bytes(from.file);
        let mut i = from.offset as usize;
        while i < src.len() {
            match src[i] {
                b'\n' => break,
                b'\r' if src.get(i + 1) == Some(&b'\n') => break,
                b'\\' if src.get(i + 1) == Some(&b'\n') => i += 2,
                b'\\' if src.get(i + 1) == Some(&b'\r') && src.get(i + 2) == Some(&b'\n') => i += 3,
                b'/' if src.get(i + 1) == Some(&b'*') => {
                    match src[i + 2..].windows(2).position(|w| w == b"*/") {
                        Some(k) => i += 2 + k + 2,
                        None => i = src.len(),
                    }
                }
                b'/' if src.get(i + 1) == Some(&b'/') => {
                    while i < src.len()
                        && src[i] != b'\n'
                        && !(src[i] == b'\r' && src.get(i + 1) == Some(&b'\n'))
                    {
                        i += if src[i] == b'\\' && src.get(i + 1) == Some(&b'\n') {
                            2
                        } else {
                            1
                        };
                    }
                }
                _ => i += 1,
            }
        }
        Pos::new(from.file, i.min(src.len()) as u32)
    }
}

#[cfg(test)]
mod tests;
