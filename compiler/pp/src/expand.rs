//! Macro expansion, without recursion.
//!
//! Tokens come from a stack of `Context`s (a macro's replacement, a list of tokens,
//! or a *barrier*) above the file layer. A macro is disabled while its context is on the
//! stack; an identifier naming a disabled macro is *painted* ([`ppflags::NO_EXPAND`]) and
//! never expands again (C++ [cpp.rescan]). Exhausted contexts are popped only when
//! reading past them, so `f(2)(9)` with `#define f(a) a*g` / `#define g(a) f(a)` gives
//! `2*9*g` as on the reference, while the `f` inside `f`'s own replacement stays painted.
//!
//! Arguments are collected unexpanded; those used outside `#`/`##` are then fully
//! expanded *as if they were the rest of the file*. Instead of recursing, expanding an
//! argument pushes a `Frame` and a barrier context with the argument above it; the main
//! loop (`Preprocessor::step`) then delivers tokens into the innermost frame until it
//! reaches the barrier. Directive lines (`#if`, `#include`, `#line`, generic pragmas) are
//! expanded the same way (`Preprocessor::expand_list`).
//!
//! Every token of an expansion is reported and printed at the outermost invocation
//! (`loc`): the reference points "unrecognized token" for an `@` in a macro body or
//! argument at the macro name, and prints a multi-line expansion on the invocation line.
//! An unterminated invocation is `expected a ")"` at the end (of file or directive
//! line) then `improperly terminated macro invocation` at the macro name; the
//! invocation's tokens are dropped.
//!
//! Expansion holds (one replacement, one frame's output) and delivers at most
//! [`super::PpOptions::expansion_budget`] tokens: past it, exponential macros end in the
//! reference's catastrophic `out of memory` rather than in exhausted memory.

use super::macros::MacroId;
use super::{ppflags, sym, Msg, PpToken, Preprocessor, Severity, Symbol, Where};
use crate::lex::{Punct, TokenKind};
use crate::source::Pos;

/// Where tokens come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CtxKind {
    /// A macro's replacement; the macro is disabled while this is on the stack.
    Macro(MacroId),
    /// Tokens to be read again (an argument, a pushed-back token).
    Plain,
    /// The end of an argument or directive line being expanded; `Where` is the position
    /// to report an unterminated invocation at.
    Barrier(Where),
}

/// One token source on the stack.
pub(crate) struct Context {
    pub toks: Vec<PpToken>,
    pub pos: usize,
    pub kind: CtxKind,
}

/// A macro invocation waiting for its arguments to be expanded.
pub(crate) struct Subst {
    macro_id: MacroId,
    pub(crate) name: PpToken,
    /// Raw arguments (emptied once moved into an expansion when `#`/`##` do not use them).
    args: Vec<Vec<PpToken>>,
    /// Which raw arguments had tokens.
    nonempty: Vec<bool>,
    expanded: Vec<Option<Vec<PpToken>>>,
    cur: usize,
    out: Vec<PpToken>,
}

/// Where delivered tokens go while something is being expanded.
pub(crate) enum Frame {
    Subst(Subst),
    /// A token list being expanded; `true` once its barrier was reached.
    List(Vec<PpToken>, bool),
}

enum Step {
    Tok(PpToken),
    Barrier,
}

impl Preprocessor<'_> {
    pub(crate) fn pop_ctx(&mut self) {
        if let Some(c) = self.ctx.pop() {
            if let CtxKind::Macro(m) = c.kind {
                self.macros.deactivate(m);
            }
        }
    }

    /// The next unexpanded token: from the top context, or the file layer.
    fn next_raw(&mut self) -> Step {
        loop {
            let Some(c) = self.ctx.last_mut() else {
                return Step::Tok(self.next_file_token());
            };
            if let CtxKind::Barrier(_) = c.kind {
                return Step::Barrier;
            }
            if c.pos < c.toks.len() {
                let t = c.toks[c.pos];
                c.pos += 1;
                if c.pos == c.toks.len() && c.kind == CtxKind::Plain {
                    // A finished plain context disables nothing: free it now, so nested
                    // invocations do not keep every level's argument alive.
                    self.ctx.pop();
                }
                return Step::Tok(t);
            }
            self.pop_ctx();
        }
    }

    /// Reads `t` again next.
    pub(crate) fn unread(&mut self, toks: Vec<PpToken>) {
        if !toks.is_empty() {
            self.ctx.push(Context {
                toks,
                pos: 0,
                kind: CtxKind::Plain,
            });
        }
    }

    /// Gives a token to the innermost frame, or returns it when none is open.
    fn emit(&mut self, t: PpToken) -> Option<PpToken> {
        let held = match self.frames.last_mut() {
            Some(Frame::Subst(s)) => {
                s.out.push(t);
                s.out.len()
            }
            Some(Frame::List(v, _)) => {
                v.push(t);
                v.len()
            }
            None => return Some(t),
        };
        self.over_budget(held as u64, t.loc);
        None
    }

    /// One step of expansion: returns a fully expanded token for the consumer when no
    /// frame is open, `None` when the step only moved tokens around.
    pub(crate) fn step(&mut self) -> Option<PpToken> {
        if !self.frames.is_empty() && self.bulk_emit() {
            return None;
        }
        let t = match self.next_raw() {
            Step::Barrier => {
                self.barrier_reached();
                return None;
            }
            Step::Tok(t) => t,
        };
        if self.finished {
            return Some(t);
        }
        if t.kind == TokenKind::Ident && !t.has(ppflags::NO_EXPAND) {
            if let Some(m) = self.macros.lookup(t.sym) {
                if self.macros.get(m).active > 0 {
                    let mut painted = t;
                    painted.flags |= ppflags::NO_EXPAND;
                    return self.emit(painted);
                }
                if !self.macros.get(m).function_like {
                    let toks = self.replacement(m, &t, &[], &[], &[]);
                    self.push_macro_ctx(m, toks);
                    return None;
                }
                if self.peek_lparen() {
                    if let Some(args) = self.collect_args(&t, m) {
                        self.begin_subst(m, t, args);
                    }
                    return None;
                }
                return self.emit(t);
            }
            if t.sym == sym::PRAGMA_OP && self.frames.is_empty() {
                return self.pragma_operator(t);
            }
        }
        self.emit(t)
    }

    /// Moves a run of tokens that cannot expand from the top context straight into the
    /// innermost frame (the common case when rescanning nested expansions).
    fn bulk_emit(&mut self) -> bool {
        let Some(c) = self.ctx.last() else {
            return false;
        };
        if matches!(c.kind, CtxKind::Barrier(_)) || c.pos >= c.toks.len() {
            return false;
        }
        let start = c.pos;
        let run = c.toks[start..]
            .iter()
            .take_while(|t| {
                t.kind != TokenKind::Ident || t.has(ppflags::NO_EXPAND) || !self.expandable(t.sym)
            })
            .count();
        if run == 0 {
            return false;
        }
        let Some(c) = self.ctx.last_mut() else {
            return false;
        };
        let slice = &c.toks[start..start + run];
        let at = slice[0].loc;
        let held = match self.frames.last_mut() {
            Some(Frame::Subst(s)) => {
                s.out.extend_from_slice(slice);
                s.out.len()
            }
            Some(Frame::List(v, _)) => {
                v.extend_from_slice(slice);
                v.len()
            }
            None => return false,
        };
        c.pos += run;
        if c.pos == c.toks.len() && c.kind == CtxKind::Plain {
            self.ctx.pop();
        }
        self.over_budget(held as u64, at);
        true
    }

    fn push_macro_ctx(&mut self, m: MacroId, toks: Vec<PpToken>) {
        self.macros.activate(m);
        self.ctx.push(Context {
            toks,
            pos: 0,
            kind: CtxKind::Macro(m),
        });
    }

    /// Whether `(` comes next (consumed if so). Exhausted contexts are popped on the way;
    /// a barrier stops the search; newlines and directives in the file are passed over.
    fn peek_lparen(&mut self) -> bool {
        loop {
            let Some(c) = self.ctx.last_mut() else {
                let t = self.next_file_token();
                if t.is_punct(Punct::LParen) {
                    return true;
                }
                if !self.finished {
                    self.unread(vec![t]);
                }
                return false;
            };
            if let CtxKind::Barrier(_) = c.kind {
                return false;
            }
            if c.pos < c.toks.len() {
                if c.toks[c.pos].is_punct(Punct::LParen) {
                    c.pos += 1;
                    return true;
                }
                return false;
            }
            self.pop_ctx();
        }
    }

    /// Collects the arguments of an invocation whose `(` was consumed.
    fn collect_args(&mut self, name: &PpToken, m: MacroId) -> Option<Vec<Vec<PpToken>>> {
        let (nparams, variadic) = {
            let d = self.macros.get(m);
            (d.params.len(), d.variadic)
        };
        let mut args: Vec<Vec<PpToken>> = vec![Vec::new()];
        let mut depth = 0u32;
        let rparen = loop {
            if let Some(r) = self.collect_from_context(&mut args, &mut depth, variadic, nparams) {
                break r;
            }
            let t = match self.next_raw() {
                Step::Barrier => {
                    let at = match self.ctx.last().map(|c| c.kind) {
                        Some(CtxKind::Barrier(w)) => w,
                        _ => Where::EndOfSource,
                    };
                    self.unterminated(name, at);
                    return None;
                }
                Step::Tok(t) => t,
            };
            if self.finished {
                return None;
            }
            if t.kind == TokenKind::Eof {
                self.unterminated(name, Where::EndOfSource);
                self.unread(vec![t]);
                return None;
            }
            if t.is_punct(Punct::LParen) {
                depth += 1;
            } else if t.is_punct(Punct::RParen) {
                if depth == 0 {
                    break t;
                }
                depth -= 1;
            } else if t.is_punct(Punct::Comma) && depth == 0 && !(variadic && args.len() == nparams)
            {
                args.push(Vec::new());
                continue;
            }
            if let Some(a) = args.last_mut() {
                a.push(t);
            }
        };
        let spelled = self.syms.name(name.sym).to_vec();
        if nparams == 0 {
            if args.len() > 1 || !args[0].is_empty() {
                let at = args.iter().flatten().next().map_or(rparen.loc, |t| t.loc);
                self.report(
                    Msg::TooManyMacroArgs,
                    Severity::Error,
                    Where::At(at),
                    vec![spelled],
                );
            }
            return Some(Vec::new());
        }
        if args.len() < nparams {
            if !(variadic && args.len() + 1 == nparams) {
                self.report(
                    Msg::TooFewMacroArgs,
                    Severity::Error,
                    Where::At(rparen.loc),
                    vec![spelled],
                );
            }
            args.resize(nparams, Vec::new());
        } else if args.len() > nparams {
            let at = args[nparams].first().map_or(rparen.loc, |t| t.loc);
            self.report(
                Msg::TooManyMacroArgs,
                Severity::Error,
                Where::At(at),
                vec![spelled],
            );
            args.truncate(nparams);
        }
        Some(args)
    }

    /// Collects argument tokens directly from the top context's vector (fast path);
    /// returns the closing `)` if it was found there.
    fn collect_from_context(
        &mut self,
        args: &mut Vec<Vec<PpToken>>,
        depth: &mut u32,
        variadic: bool,
        nparams: usize,
    ) -> Option<PpToken> {
        let c = self.ctx.last_mut()?;
        if matches!(c.kind, CtxKind::Barrier(_)) {
            return None;
        }
        let mut seg_start = c.pos;
        let mut i = c.pos;
        let mut found = None;
        while i < c.toks.len() {
            let t = &c.toks[i];
            match t.kind {
                TokenKind::Punct(Punct::LParen) => *depth += 1,
                TokenKind::Punct(Punct::RParen) if *depth == 0 => {
                    found = Some(*t);
                    break;
                }
                TokenKind::Punct(Punct::RParen) => *depth -= 1,
                TokenKind::Punct(Punct::Comma)
                    if *depth == 0 && !(variadic && args.len() == nparams) =>
                {
                    if let Some(a) = args.last_mut() {
                        a.extend_from_slice(&c.toks[seg_start..i]);
                    }
                    args.push(Vec::new());
                    seg_start = i + 1;
                }
                TokenKind::Eof => break,
                _ => {}
            }
            i += 1;
        }
        if let Some(a) = args.last_mut() {
            a.extend_from_slice(&c.toks[seg_start..i]);
        }
        let eof_stop = i < c.toks.len() && found.is_none();
        c.pos = if found.is_some() { i + 1 } else { i };
        if !eof_stop && c.pos == c.toks.len() && c.kind == CtxKind::Plain {
            self.ctx.pop();
        }
        found
    }

    fn unterminated(&mut self, name: &PpToken, at: Where) {
        self.report(Msg::ExpRparen, Severity::Error, at, Vec::new());
        self.report_at(
            Msg::ImproperlyTerminatedMacroCall,
            Severity::Error,
            name.loc,
        );
    }

    /// Starts expanding the arguments of an invocation that need it.
    fn begin_subst(&mut self, m: MacroId, name: PpToken, mut args: Vec<Vec<PpToken>>) {
        let (need, raw) = {
            let d = self.macros.get(m);
            (d.expand_param.clone(), d.raw_param.clone())
        };
        let nonempty: Vec<bool> = args.iter().map(|a| !a.is_empty()).collect();
        let mut expanded: Vec<Option<Vec<PpToken>>> = Vec::with_capacity(args.len());
        for (i, a) in args.iter_mut().enumerate() {
            let needed = need.get(i).copied().unwrap_or(false);
            let keep_raw = raw.get(i).copied().unwrap_or(false);
            if !needed {
                expanded.push(Some(Vec::new()));
                continue;
            }
            let plain = a.iter().all(|t| {
                t.kind != TokenKind::Ident || t.has(ppflags::NO_EXPAND) || !self.expandable(t.sym)
            });
            if plain {
                expanded.push(Some(if keep_raw {
                    a.clone()
                } else {
                    std::mem::take(a)
                }));
            } else {
                expanded.push(None);
            }
        }
        self.frames.push(Frame::Subst(Subst {
            macro_id: m,
            name,
            args,
            nonempty,
            expanded,
            cur: 0,
            out: Vec::new(),
        }));
        self.advance_subst();
    }

    fn expandable(&self, s: Symbol) -> bool {
        s == sym::PRAGMA_OP || self.macros.lookup(s).is_some()
    }

    /// Starts the next argument expansion of the innermost frame, or finishes it.
    fn advance_subst(&mut self) {
        let Some(Frame::Subst(s)) = self.frames.last_mut() else {
            return;
        };
        if let Some(i) = s.expanded.iter().position(|e| e.is_none()) {
            s.cur = i;
            let keep_raw = self
                .macros
                .get(s.macro_id)
                .raw_param
                .get(i)
                .copied()
                .unwrap_or(false);
            let toks = if keep_raw {
                s.args[i].clone()
            } else {
                std::mem::take(&mut s.args[i])
            };
            let at = Where::At(s.name.loc);
            self.ctx.push(Context {
                toks: Vec::new(),
                pos: 0,
                kind: CtxKind::Barrier(at),
            });
            self.ctx.push(Context {
                toks,
                pos: 0,
                kind: CtxKind::Plain,
            });
            return;
        }
        let Some(Frame::Subst(s)) = self.frames.pop() else {
            return;
        };
        let expanded: Vec<Vec<PpToken>> = s
            .expanded
            .into_iter()
            .map(Option::unwrap_or_default)
            .collect();
        let toks = self.replacement(s.macro_id, &s.name, &s.args, &s.nonempty, &expanded);
        self.push_macro_ctx(s.macro_id, toks);
    }

    /// The barrier on top of the stack was reached.
    fn barrier_reached(&mut self) {
        match self.frames.last_mut() {
            Some(Frame::Subst(s)) => {
                let out = std::mem::take(&mut s.out);
                let cur = s.cur;
                if let Some(e) = s.expanded.get_mut(cur) {
                    *e = Some(out);
                }
                self.ctx.pop();
                self.advance_subst();
            }
            Some(Frame::List(_, done)) => *done = true,
            None => {
                self.ctx.pop();
            }
        }
    }

    /// Fully expands a list of tokens (a directive line), stopping at its end; `end` is
    /// where an unterminated invocation is reported.
    pub(crate) fn expand_list(&mut self, toks: Vec<PpToken>, end: Pos) -> Vec<PpToken> {
        if toks
            .iter()
            .all(|t| t.kind != TokenKind::Ident || !self.expandable(t.sym))
        {
            return toks;
        }
        let base = self.frames.len();
        let ctx_base = self.ctx.len();
        self.frames.push(Frame::List(Vec::new(), false));
        self.ctx.push(Context {
            toks: Vec::new(),
            pos: 0,
            kind: CtxKind::Barrier(Where::At(end)),
        });
        self.ctx.push(Context {
            toks,
            pos: 0,
            kind: CtxKind::Plain,
        });
        loop {
            if self.finished || !matches!(self.frames.get(base), Some(Frame::List(_, false))) {
                break;
            }
            if let Some(t) = self.step() {
                // Only possible if the frame vanished (catastrophic error).
                let _ = t;
                break;
            }
        }
        while self.ctx.len() > ctx_base {
            self.pop_ctx();
        }
        let mut out = Vec::new();
        if self.frames.len() > base {
            if let Some(Frame::List(v, _)) = self.frames.drain(base..).next() {
                out = v;
            }
        }
        out
    }
}
