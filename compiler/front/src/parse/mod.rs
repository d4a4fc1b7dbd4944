//! The parser: preprocessed tokens → IL ([`crate::il`]), with sema run as it goes
//! (C++ needs name lookup to parse).
//!
//! All tokens are read into a `Vec` first, so lookahead and backtracking are index moves.
//! Diagnostics are data ([`diag`]), each with the index of the token where it was issued.
//!
//! Files (one job each):
//! * `mod.rs` — [`Parser`] state, token access, expectations, error recovery, depth guard;
//! * [`decl`] — declarations at namespace/class/block scope, namespaces, linkage, using,
//!   typedef, static_assert (owner: front);
//! * [`specifiers`] — decl-specifier sequences and type names (front);
//! * [`declarator`] — declarators and abstract declarators → types (front);
//! * [`class`] — class and enum definitions (front); [`template`] — templates (front);
//! * [`deferred`] — in-class member function bodies, parsed once the class is complete;
//! * [`attributes`] — GNU / standard attributes, CUDA decoding (front);
//! * [`expr`] — expressions (owner: expr helper), [`stmt`] — statements (expr helper),
//!   [`literal`] — literal tokens → IL literals (expr helper).
//!
//! Interface between the declaration side and the expression/statement side:
//! * `Parser::parse_expression()`, `parse_assignment_expression()`,
//!   `parse_constant_expression()` (expr.rs) → `ExprId`;
//! * `Parser::parse_compound_statement()` (stmt.rs) → `StmtId` of a `Compound`;
//! * `Parser::parse_block_declaration()` (decl.rs): a declaration statement;
//!   `Parser::starts_declaration()` (decl.rs): does a statement start a declaration?
//! * `Parser::parse_type_id()` (declarator.rs) → `TypeId`;
//! * scopes and lookup: `self.scopes` ([`crate::sema::scope`]), `Parser::lookup()`.

pub mod attributes;
mod base_specialization_typedef;
pub mod brackets;
pub mod class;
pub mod concept_args;
pub mod concepts;
mod coroutine;
pub mod ctad;
pub mod decl;
pub mod declarator;
pub mod deferred;
pub mod diag;
mod enclosing_scopes;
pub mod expr;
mod implicit_assignment;
mod implicit_member_operator;
mod instantiation;
pub mod keywords;
pub mod literal;
mod offsetof;
mod operator_index;
pub mod predefined;
mod redeclaration;
pub mod specifiers;
pub mod stmt;
pub mod streaming;
pub mod template;
mod template_args_ahead;
mod templated_class_operand;
pub mod token_text;
pub mod tokens;
pub mod traits;
pub mod user_literal;
mod using_decl;
mod var_template;

use crate::il::{DeclId, TranslationUnit};
use crate::lex::{Punct, TokenKind};
use crate::pp::{PpToken, Preprocessor, Symbol};
use crate::sema::scope::Scopes;
use crate::source::Pos;

pub use diag::{Msg, ParseDiagnostic, Severity};
use keywords::Keywords;
pub use streaming::Streaming;
pub use tokens::TokenStore;

/// What the command line tells the parser.
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// The language standard year (2003, 2011, 2014, 2017, 2020, 2023).
    pub std_year: u32,
    /// `--extended-lambda`.
    pub extended_lambda: bool,
    /// The device side (cicc mode): the NVVM builtins are known
    /// (`sema::device_builtins`).
    pub device_side: bool,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            std_year: 2017,
            extended_lambda: false,
            device_side: false,
        }
    }
}

/// The result of parsing a translation unit.
pub struct ParseOutput {
    pub tu: TranslationUnit,
    pub diagnostics: Vec<ParseDiagnostic>,
    /// How many tokens the parser read (diagnostic token indices are below this).
    pub token_count: u32,
    /// The tokens, handed back for the stages after parsing (CUDA checks map positions to
    /// token indices with them).
    pub tokens: TokenStore,
    /// Parsing stopped before the end (the diagnostic sink said stop: the error limit).
    pub stopped: bool,
}

/// Parses a whole translation unit, reading the tokens from `pp`.
pub fn parse_translation_unit(pp: &mut Preprocessor, options: &ParseOptions) -> ParseOutput {
    let mut toks = TokenStore::new();
    loop {
        let t = pp.next_token();
        let eof = t.kind == TokenKind::Eof;
        toks.push(t);
        if eof {
            break;
        }
    }
    parse_tokens(pp, toks, options)
}

/// Parses a translation unit from the tokens the preprocessor already produced (the
/// driver's path: it runs the preprocessor to the end first). `tokens` must end with the
/// preprocessor's `Eof` token.
pub fn parse_tokens(
    pp: &Preprocessor,
    toks: impl Into<TokenStore>,
    options: &ParseOptions,
) -> ParseOutput {
    let toks = toks.into();
    debug_assert!(toks
        .len()
        .checked_sub(1)
        .and_then(|i| toks.get(i))
        .is_some_and(|t| t.kind == TokenKind::Eof));
    let mut p = Parser::new(pp, toks, options.clone());
    p.parse_top_level();
    // Redeclarations share their function's execution space (the checks see both).
    crate::sema::cuda::unify_redeclared_exec(&mut p.tu);
    p.into_output()
}

/// Parses a translation unit as [`parse_tokens`] does, sending the diagnostics (with the
/// CUDA checks') to `streaming`'s sink as each namespace-scope declaration completes; the
/// output's own list stays empty. Parsing stops early when the sink says so.
pub fn parse_tokens_streaming<'a>(
    pp: &'a Preprocessor,
    toks: impl Into<TokenStore>,
    options: &ParseOptions,
    streaming: Streaming<'a>,
) -> ParseOutput {
    let mut p = Parser::new(pp, toks.into(), options.clone());
    p.streaming = Some(streaming);
    p.parse_top_level();
    p.flush_diagnostics();
    if let Some(mut s) = p.streaming.take() {
        s.checks.finish(&mut p.tu);
    }
    p.into_output()
}

impl Parser<'_, '_> {
    fn into_output(self) -> ParseOutput {
        ParseOutput {
            token_count: self.toks.len() as u32,
            tu: self.tu,
            diagnostics: self.diags,
            tokens: self.toks,
            stopped: self.stopped,
        }
    }
}

/// Parser state (sema's state included: scopes live in `scopes`).
pub struct Parser<'a, 'l> {
    pub(crate) pp: &'a Preprocessor<'l>,
    pub(crate) toks: TokenStore,
    /// Bracket groups of `toks`, for look-ahead that skips a nested group in one step.
    pub(crate) groups: brackets::BracketGroups,
    /// Index of the current token.
    pub(crate) i: usize,
    pub tu: TranslationUnit,
    pub kw: Keywords,
    pub diags: Vec<ParseDiagnostic>,
    pub opts: ParseOptions,
    pub scopes: Scopes,
    /// Set when parsing must stop (the error limit was reached): every token from here on
    /// reads as the end of the input, so every loop and recursion winds down.
    pub(crate) stopped: bool,
    /// Inside a template argument list: a bare `>` ends the expression.
    pub(crate) in_template_args: u32,
    /// The expressions of the last template argument list's folded non-type arguments
    /// (`parse_template_args`; see `TranslationUnit::written_value_args`).
    pub(crate) last_value_arg_exprs: Vec<Option<crate::il::ExprId>>,
    /// Parsing a requires-clause's constraint (primary expressions joined by `&&`/`||`).
    pub(crate) in_requires_clause: bool,
    /// Parsing the class specifier of `friend class X;` ([dcl.type.elab]: `X` is looked up
    /// beyond the class, and a new one is not a member).
    pub(crate) in_friend_specifier: bool,
    /// Function template patterns (a function a `template<…>` declares): their name is a
    /// template name in their own body, before the template declaration is complete.
    pub(crate) open_function_templates: std::collections::HashSet<DeclId>,
    /// Depth of requires-expressions being parsed (their requirements are unevaluated:
    /// no "expression has no effect").
    pub(crate) in_requires: u32,
    /// Member function bodies waiting for the outermost class to be complete.
    pub(crate) deferred: Vec<deferred::DeferredBody>,
    /// `noexcept(e)` of member functions naming members declared later: parsed again when
    /// the outermost class is complete (a complete-class context).
    pub(crate) deferred_noexcept: Vec<deferred::DeferredNoexcept>,
    pub(crate) deferred_member_inits: Vec<deferred::DeferredMemberInit>,
    /// How many class bodies are open (deferred bodies run when it drops to 0).
    pub(crate) class_nesting: u32,
    /// Template declarations whose templated declaration is being parsed (innermost last).
    pub(crate) templates_open: Vec<DeclId>,
    /// Class template patterns → their template (the injected-class-name followed by `<`
    /// names the template).
    pub(crate) template_of_class: std::collections::HashMap<DeclId, DeclId>,
    /// Names of the concepts defined so far (C++20; a concept-id constrains a template
    /// parameter or a placeholder).
    pub(crate) concepts: std::collections::HashMap<crate::pp::Symbol, DeclId>,
    /// The GNU builtins declared so far (on first use) and the builtin types.
    pub(crate) builtins: crate::sema::builtins::BuiltinDecls,
    /// Where diagnostics go as they are made (`None`: they stay in `diags`).
    pub(crate) streaming: Option<Streaming<'a>>,
    /// The GNU type-trait keywords, builtin operators and predefined identifiers.
    pub(crate) gnu: traits::GnuKeywords,
    /// Operator functions by operator (overloaded-operator candidates).
    pub(crate) operator_index: operator_index::OperatorIndex,
    /// Whether evaluating an expression already judged for #174 may do something: a comma
    /// chain's left operand contains the one judged before it.
    pub(crate) has_effect: crate::pp::symbols::FastMap<crate::il::ExprId, bool>,
    /// [`Parser::expr_start`] of the binary expressions asked about: a left-nested chain's
    /// walk stops at the operand asked about before.
    pub(crate) binary_starts:
        std::cell::RefCell<crate::pp::symbols::FastMap<crate::il::ExprId, Pos>>,
    /// Where the template argument lists looked ahead at end (`skip_template_args_at`).
    pub(crate) template_args_ends: std::cell::RefCell<template_args_ahead::TemplateArgsEnds>,
}

impl<'a, 'l> Parser<'a, 'l> {
    pub fn new(pp: &'a Preprocessor<'l>, toks: TokenStore, opts: ParseOptions) -> Parser<'a, 'l> {
        crate::sema::instantiation::reset();
        let device_side = opts.device_side;
        let mut tu = TranslationUnit::new();
        tu.adopt_symbols(pp.symbols());
        tu.pragmas = pp.records().pragmas.clone();
        let kw = Keywords::new(&mut tu.symbols);
        let gnu = traits::GnuKeywords::new(&mut tu.symbols);
        let groups = brackets::BracketGroups::new(toks.iter().map(|t| t.kind));
        Parser {
            pp,
            toks,
            groups,
            i: 0,
            tu,
            kw,
            diags: Vec::new(),
            opts,
            scopes: Scopes::new(TranslationUnit::ROOT),
            stopped: false,
            in_template_args: 0,
            last_value_arg_exprs: Vec::new(),
            in_requires_clause: false,
            in_friend_specifier: false,
            open_function_templates: std::collections::HashSet::new(),
            in_requires: 0,
            deferred: Vec::new(),
            deferred_noexcept: Vec::new(),
            deferred_member_inits: Vec::new(),
            class_nesting: 0,
            templates_open: Vec::new(),
            concepts: Default::default(),
            template_of_class: std::collections::HashMap::new(),
            builtins: crate::sema::builtins::BuiltinDecls::new(device_side),
            streaming: None,
            gnu,
            operator_index: Default::default(),
            has_effect: Default::default(),
            binary_starts: Default::default(),
            template_args_ends: Default::default(),
        }
        .with_builtin_types()
    }

    fn with_builtin_types(mut self) -> Self {
        let mut declared = Vec::new();
        self.builtins
            .declare_types(&mut self.tu, &mut |name, d| declared.push((name, d)));
        for (name, d) in declared {
            self.scopes.declare_in(TranslationUnit::ROOT, name, d);
        }
        self
    }

    // ---- tokens ---------------------------------------------------------------------

    /// The current token (the last one, `Eof`, past the end).
    pub fn tok(&self) -> PpToken {
        self.peek_at(0)
    }

    /// The token `n` ahead of the current one.
    pub fn peek_at(&self, n: usize) -> PpToken {
        let last = self.toks.len() - 1;
        if self.stopped {
            return self.toks.at(last);
        }
        self.toks.at((self.i + n).min(last))
    }

    pub fn pos(&self) -> Pos {
        self.tok().loc
    }

    pub fn at_eof(&self) -> bool {
        self.tok().kind == TokenKind::Eof
    }

    /// Moves to the next token and returns the one left.
    pub fn bump(&mut self) -> PpToken {
        let t = self.tok();
        if self.i < self.toks.len() - 1 {
            self.i += 1;
        }
        t
    }

    pub fn is(&self, p: Punct) -> bool {
        self.tok().kind == TokenKind::Punct(p)
    }

    pub fn is_at(&self, n: usize, p: Punct) -> bool {
        self.peek_at(n).kind == TokenKind::Punct(p)
    }

    pub fn is_kw(&self, s: Symbol) -> bool {
        let t = self.tok();
        t.kind == TokenKind::Ident && t.sym == s
    }

    pub fn is_kw_at(&self, n: usize, s: Symbol) -> bool {
        let t = self.peek_at(n);
        t.kind == TokenKind::Ident && t.sym == s
    }

    pub fn is_ident(&self) -> bool {
        self.tok().kind == TokenKind::Ident
    }

    /// Consumes the punctuator if it is current.
    pub fn eat(&mut self, p: Punct) -> bool {
        if self.is(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn eat_kw(&mut self, s: Symbol) -> bool {
        if self.is_kw(s) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes `p` or reports `msg` at the current token; returns whether it was there.
    pub fn expect(&mut self, p: Punct, msg: Msg) -> bool {
        if self.eat(p) {
            true
        } else {
            self.error(msg, Vec::new());
            false
        }
    }

    /// The token's text (for numbers, literals).
    pub fn spelling(&self, t: &PpToken) -> Vec<u8> {
        self.pp.spelling(t).into_owned()
    }

    pub fn sym_name(&self, s: Symbol) -> &[u8] {
        self.tu.symbols.name(s)
    }

    /// Splits a `>>` (or `>=`, `>>=`) into `>` and the rest, so a template argument list
    /// can end at the first `>`.
    /// The punctuator at the current token and how many tokens it spans: a `>` glued to the
    /// next `>` is a `>>` (see [`TokenStore::push`]).
    pub fn punct_ahead(&self) -> Option<(Punct, usize)> {
        let t = self.tok();
        let TokenKind::Punct(p) = t.kind else {
            return None;
        };
        if p == Punct::Gt
            && t.flags & u32::from(crate::lex::flags::GLUED) != 0
            && self.is_at(1, Punct::Gt)
        {
            return Some((Punct::Shr, 2));
        }
        Some((p, 1))
    }

    pub fn split_greater(&mut self) -> bool {
        let t = self.tok();
        let rest = match t.kind {
            TokenKind::Punct(Punct::Shr) => Punct::Gt,
            TokenKind::Punct(Punct::GtEq) => Punct::Assign,
            TokenKind::Punct(Punct::ShrAssign) => Punct::GtEq,
            _ => return false,
        };
        let mut first = t;
        first.kind = TokenKind::Punct(Punct::Gt);
        first.len = 1;
        let mut second = t;
        second.kind = TokenKind::Punct(rest);
        second.len = t.len.saturating_sub(1);
        second.spell.offset += 1;
        second.loc.offset += 1;
        second.flags &= !u32::from(crate::lex::flags::SPACE_BEFORE);
        self.toks.split(self.i, first, second);
        self.groups.split(self.i);
        true
    }

    // ---- diagnostics ----------------------------------------------------------------

    /// Reports an error at the current token.
    pub fn error(&mut self, msg: Msg, args: Vec<Vec<u8>>) {
        let pos = self.pos();
        self.report(msg, Severity::Error, pos, args);
    }

    pub fn report(&mut self, msg: Msg, severity: Severity, pos: Pos, args: Vec<Vec<u8>>) {
        let at_end = self.at_eof();
        self.diags.push(ParseDiagnostic {
            msg,
            severity,
            pos,
            args,
            token_index: self.i as u32,
            at_end,
            extra_lines: Vec::new(),
            context_lines: Vec::new(),
            notes: Vec::new(),
        });
    }

    pub fn error_count(&self) -> usize {
        self.diags
            .iter()
            .filter(|d| d.severity >= Severity::Error)
            .count()
    }

    // ---- recovery and depth ---------------------------------------------------------

    /// Skips to just after the next `;` at this nesting level, or to (not past) a `}` that
    /// closes the enclosing level (EDG-style recovery). Nested groups, braces included,
    /// and stray closers are skipped whole: `int x y { a; } b; c;` resumes at `c` (reference).
    pub fn skip_to_semi(&mut self) {
        let mut depth = 0i32;
        while !self.at_eof() {
            match self.tok().kind {
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RBrace) if depth == 0 => return,
                TokenKind::Punct(Punct::RBrace | Punct::RParen | Punct::RBracket) => {
                    // A stray `)` or `]` at this level is skipped (`int v ) ;`: one error).
                    depth = (depth - 1).max(0);
                }
                TokenKind::Punct(Punct::Semi) if depth == 0 => {
                    self.bump();
                    return;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips a balanced `(...)`, `[...]` or `{...}` group starting at the current token.
    pub fn skip_balanced(&mut self) {
        let mut depth = 0i32;
        loop {
            match self.tok().kind {
                TokenKind::Eof => return,
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RBrace | Punct::RParen | Punct::RBracket) => depth -= 1,
                _ => {}
            }
            self.bump();
            if depth <= 0 {
                return;
            }
        }
    }

    /// Runs one level of the parser's recursion (a nested expression, statement,
    /// declarator or declaration) with stack to spare: as deep as the source nests, with no
    /// cap (see [`crate::stack`]).
    pub fn nested<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        crate::stack::deep(|| f(self))
    }

    // ---- top level ------------------------------------------------------------------

    fn parse_top_level(&mut self) {
        while !self.at_eof() {
            let before = self.i;
            if self.is(Punct::RBrace) {
                self.error(Msg::ExpDeclaration, Vec::new());
                self.bump();
                continue;
            }
            self.parse_declaration_into(TranslationUnit::ROOT);
            if self.i == before {
                // No progress: never loop forever on token soup.
                self.bump();
            }
            self.declaration_boundary();
        }
    }

    /// The scope declaration new declarations go into.
    pub fn current_decl_scope(&self) -> DeclId {
        self.scopes.decl_context()
    }
}
