//! Macro definitions: `#define`, `#undef`, redefinition, `push_macro`/`pop_macro`.
//!
//! Measured on cudafe++ 13.0 (caret positions in parentheses):
//! * `#define` without a name, or with a non-identifier (`#define 3 x`): `expected an
//!   identifier` (the token, or the line end). `defined` may be defined.
//! * Parameter lists: `F(1)` `expected an identifier` (the `1`), `F(a,)` the same at `)`,
//!   `F(a` / `F(a b)` `expected a ")"` (line end / `b`), `F(a,a)` `duplicate macro
//!   parameter name` (second `a`). `...` and GNU `args...` make a variadic macro.
//! * Body: `#` not followed by a parameter: `expected a macro parameter name` (the token
//!   after `#`); `##` first / last: `"##" may not be first|last in a macro definition`
//!   (caret on the `##` / at the line end);
//!   `__VA_ARGS__` outside a variadic macro (also in an object-like one) and
//!   `__VA_OPT__` outside one are errors; `__VA_OPT__` must be followed by `(`.
//! * An object-like macro whose body starts right after the name (`#define B+1`) warns
//!   (#1649). A different redefinition warns (#47) `incompatible redefinition of macro
//!   "A" (declared at line 1)` — `line 1 of md.h` when the first definition is in
//!   another file — and the new definition wins; an identical one (whitespace amounts
//!   may differ) is silent.
//! * After an error the macro is still defined (and a redefinition still warns): with
//!   the parameters read so far and the rest of the line as body — after a bad or
//!   duplicate parameter name from the next `)` on, after a missing `,`/`)` from the token
//!   after the offending one (`#define Q(1 + 2) 9` makes `Q()` expand to `9`). Errors in
//!   the body (each is reported) leave the body as written.

use std::rc::Rc;

use super::symbols::FastMap;
use super::{ppflags, subst, sym, Msg, PpToken, Preprocessor, Severity, Symbol, Where};
use crate::lex::{flags, Punct, TokenKind};
use crate::source::Pos;

pub(crate) type MacroId = u32;

/// One macro definition.
#[derive(Clone, Debug)]
pub struct MacroDef {
    pub name: Symbol,
    pub function_like: bool,
    /// Parameter names; a variadic macro's last is its variadic parameter
    /// (`__VA_ARGS__`, or the GNU name of `args...`).
    pub params: Vec<Symbol>,
    pub variadic: bool,
    pub body: Rc<[PpToken]>,
    /// For each body token, the parameter it names (`u16::MAX` for none).
    pub param_of: Rc<[u16]>,
    /// Per parameter: used outside `#`/`##`, so its argument must be macro-expanded.
    pub expand_param: Vec<bool>,
    /// Per parameter: used next to `#` or `##`, so its raw argument must be kept.
    pub raw_param: Vec<bool>,
    /// The macro name in its `#define`.
    pub at: Pos,
    /// How many of its expansions are on the context stack.
    pub active: u32,
}

impl MacroDef {
    /// Whether two definitions are the same (C++ [cpp.replace]/2).
    fn same_as(&self, other: &MacroDef, pp: &Preprocessor<'_>) -> bool {
        self.function_like == other.function_like
            && self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(other.body.iter())
                .enumerate()
                .all(|(i, (a, b))| {
                    a.kind == b.kind
                        && (i == 0
                            || a.has(u32::from(flags::SPACE_BEFORE))
                                == b.has(u32::from(flags::SPACE_BEFORE)))
                        && pp.spelling(a) == pp.spelling(b)
                })
    }
}

/// All macros, indexed by symbol.
#[derive(Default)]
pub struct MacroTable {
    defs: Vec<MacroDef>,
    by_sym: Vec<u32>,
    pushed: FastMap<Symbol, Vec<Option<MacroId>>>,
}

impl MacroTable {
    pub fn lookup(&self, s: Symbol) -> Option<MacroId> {
        self.by_sym
            .get(s.0 as usize)
            .copied()
            .filter(|&m| m != u32::MAX)
    }

    pub fn get(&self, m: MacroId) -> &MacroDef {
        &self.defs[m as usize]
    }

    fn set(&mut self, s: Symbol, m: Option<MacroId>) {
        let i = s.0 as usize;
        if i >= self.by_sym.len() {
            if m.is_none() {
                return;
            }
            self.by_sym.resize(i + 1, u32::MAX);
        }
        self.by_sym[i] = m.unwrap_or(u32::MAX);
    }

    pub fn define(&mut self, def: MacroDef) -> MacroId {
        let s = def.name;
        let m = self.defs.len() as MacroId;
        self.defs.push(def);
        self.set(s, Some(m));
        m
    }

    pub fn undefine(&mut self, s: Symbol) {
        self.set(s, None);
    }

    pub(crate) fn activate(&mut self, m: MacroId) {
        if let Some(d) = self.defs.get_mut(m as usize) {
            d.active += 1;
        }
    }

    pub(crate) fn deactivate(&mut self, m: MacroId) {
        if let Some(d) = self.defs.get_mut(m as usize) {
            d.active = d.active.saturating_sub(1);
        }
    }

    /// `#pragma push_macro("name")`.
    pub fn push(&mut self, s: Symbol) {
        let cur = self.lookup(s);
        self.pushed.entry(s).or_default().push(cur);
    }

    /// `#pragma pop_macro("name")`.
    pub fn pop(&mut self, s: Symbol) {
        if let Some(saved) = self.pushed.get_mut(&s).and_then(Vec::pop) {
            self.set(s, saved);
        }
    }
}

impl Preprocessor<'_> {
    /// `#define`; `dname` is the `define` token, `line` the rest of the line.
    pub(crate) fn define(&mut self, dname: &PpToken, line: Vec<PpToken>) {
        let Some(&name) = line.first() else {
            let at = self.directive_end(dname, &line);
            self.report_at(Msg::ExpIdentifier, Severity::Error, at);
            return;
        };
        if name.kind != TokenKind::Ident {
            self.report_at(Msg::ExpIdentifier, Severity::Error, name.loc);
            return;
        }
        let end = self.directive_end(dname, &line);
        let mut i = 1;
        let mut params: Vec<Symbol> = Vec::new();
        let mut variadic = false;
        let function_like = line
            .get(1)
            .is_some_and(|t| t.is_punct(Punct::LParen) && !t.has(u32::from(flags::SPACE_BEFORE)));
        if function_like {
            i = 2;
            if line.get(i).is_some_and(|t| t.is_punct(Punct::RParen)) {
                i += 1;
            } else {
                // On an error the reference still defines the macro, with the parameters
                // read so far: after a bad or duplicate name the body starts after the
                // next `)`, after a missing `,`/`)` it starts after the offending token.
                let skip_to_rparen = |from: usize| {
                    line[from..]
                        .iter()
                        .position(|t| t.is_punct(Punct::RParen))
                        .map_or(line.len(), |k| from + k + 1)
                };
                loop {
                    let Some(&t) = line.get(i) else {
                        self.report_at(Msg::ExpIdentifier, Severity::Error, end);
                        break;
                    };
                    if t.is_punct(Punct::Ellipsis) {
                        variadic = true;
                        params.push(sym::VA_ARGS);
                        i += 1;
                    } else if t.kind == TokenKind::Ident {
                        if params.contains(&t.sym) {
                            self.report_at(Msg::DuplicateMacroParam, Severity::Error, t.loc);
                            i = skip_to_rparen(i);
                            break;
                        }
                        params.push(t.sym);
                        i += 1;
                        if line.get(i).is_some_and(|n| n.is_punct(Punct::Ellipsis)) {
                            variadic = true;
                            i += 1;
                        }
                    } else {
                        self.report_at(Msg::ExpIdentifier, Severity::Error, t.loc);
                        i = skip_to_rparen(i);
                        break;
                    }
                    match line.get(i) {
                        Some(c) if c.is_punct(Punct::Comma) && !variadic => i += 1,
                        Some(c) if c.is_punct(Punct::RParen) => {
                            i += 1;
                            break;
                        }
                        Some(c) => {
                            self.report_at(Msg::ExpRparen, Severity::Error, c.loc);
                            i += 1;
                            break;
                        }
                        None => {
                            self.report_at(Msg::ExpRparen, Severity::Error, end);
                            break;
                        }
                    }
                }
            }
        }
        let mut body: Vec<PpToken> = line[i.min(line.len())..].to_vec();
        if !function_like && !body.is_empty() && !body[0].has(u32::from(flags::SPACE_BEFORE)) {
            let spelled = self.syms.name(name.sym).to_vec();
            self.report(
                Msg::WhiteSpaceRequiredAfterMacroName,
                Severity::Warning,
                Where::At(body[0].loc),
                vec![spelled],
            );
        }
        for t in &mut body {
            t.flags &= !u32::from(flags::AT_BOL);
            t.flags &= !ppflags::NO_EXPAND;
        }
        if let Some(f) = body.first_mut() {
            f.flags &= !u32::from(flags::SPACE_BEFORE);
        }
        let (param_of, expand_param, raw_param) =
            self.check_body(&body, &params, function_like, variadic, end);
        let def = MacroDef {
            name: name.sym,
            function_like,
            params,
            variadic,
            body: body.into(),
            param_of: param_of.into(),
            expand_param,
            raw_param,
            at: name.loc,
            active: 0,
        };
        if let Some(old) = self.macros.lookup(name.sym) {
            if !self.macros.get(old).same_as(&def, self) {
                let declared = self.declared_at(self.macros.get(old).at, name.loc);
                let spelled = self.syms.name(name.sym).to_vec();
                self.report(
                    Msg::BadMacroRedef,
                    Severity::Warning,
                    Where::At(name.loc),
                    vec![spelled, declared],
                );
            }
        }
        self.macros.define(def);
    }

    /// `line N` or `line N of FILE` for "declared at".
    pub(crate) fn declared_at(&self, decl: Pos, here: Pos) -> Vec<u8> {
        let d = self.sm.presumed(decl);
        let h = self.sm.presumed(here);
        let mut s = format!("line {}", d.line).into_bytes();
        if d.name != h.name {
            s.extend_from_slice(b" of ");
            s.extend_from_slice(self.sm.name(d.name));
        }
        s
    }

    /// Validates a replacement list; returns the parameter index of each token and which
    /// parameters need expanded arguments.
    fn check_body(
        &mut self,
        body: &[PpToken],
        params: &[Symbol],
        function_like: bool,
        variadic: bool,
        end: Pos,
    ) -> (Vec<u16>, Vec<bool>, Vec<bool>) {
        let va_ok = variadic && params.last() == Some(&sym::VA_ARGS);
        let mut param_of = vec![u16::MAX; body.len()];
        for (j, t) in body.iter().enumerate() {
            if let Some(p) = params
                .iter()
                .position(|&s| t.kind == TokenKind::Ident && s == t.sym)
            {
                param_of[j] = p as u16;
            }
        }
        // Every problem is reported, in order; the macro is defined anyway.
        let mut skip_to = 0;
        for (j, t) in body.iter().enumerate() {
            if j < skip_to {
                continue;
            }
            if t.kind == TokenKind::Ident && t.sym == sym::VA_ARGS && !va_ok {
                self.report_at(Msg::VaArgsNotAllowed, Severity::Error, t.loc);
            } else if t.kind == TokenKind::Ident && t.sym == sym::VA_OPT {
                if !variadic {
                    self.report_at(Msg::VaOptNotAllowed, Severity::Error, t.loc);
                } else if !body.get(j + 1).is_some_and(|n| n.is_punct(Punct::LParen)) {
                    let at = body.get(j + 1).map_or(end, |n| n.loc);
                    self.report_at(Msg::VaOptNeedsParen, Severity::Error, at);
                } else if let Some(close) = subst::va_opt_close(body, j) {
                    let inner = &body[j + 2..close];
                    if let Some(n) = inner.iter().find(|n| n.is_ident(sym::VA_OPT)) {
                        self.report_at(Msg::NestedVaOpt, Severity::Error, n.loc);
                    }
                    if let Some(f) = inner.first().filter(|f| f.is_punct(Punct::HashHash)) {
                        self.report_at(Msg::PasteFirstInVaOpt, Severity::Error, f.loc);
                    }
                    if let Some(l) = inner.last().filter(|l| l.is_punct(Punct::HashHash)) {
                        self.report_at(Msg::PasteLastInVaOpt, Severity::Error, l.loc);
                    }
                } else {
                    self.report_at(Msg::UnclosedVaOpt, Severity::Error, end);
                }
            } else if function_like && t.is_punct(Punct::Hash) {
                let ok = body.get(j + 1).is_some_and(|n| {
                    param_of[j + 1] != u16::MAX || (variadic && n.is_ident(sym::VA_OPT))
                });
                if !ok {
                    let at = body.get(j + 1).map_or(end, |n| n.loc);
                    self.report_at(Msg::ExpMacroParam, Severity::Error, at);
                    skip_to = j + 2;
                }
            } else if t.is_punct(Punct::HashHash) {
                if j == 0 {
                    self.report_at(Msg::PasteCannotBeFirst, Severity::Error, t.loc);
                } else if j + 1 == body.len() {
                    self.report_at(Msg::PasteCannotBeLast, Severity::Error, end);
                }
            }
        }
        let mut expand_param = vec![false; params.len()];
        let mut raw_param = vec![false; params.len()];
        for (j, &p) in param_of.iter().enumerate() {
            if p == u16::MAX {
                continue;
            }
            let after_hash = j > 0 && function_like && body[j - 1].is_punct(Punct::Hash);
            let near_paste = (j > 0 && body[j - 1].is_punct(Punct::HashHash))
                || body.get(j + 1).is_some_and(|n| n.is_punct(Punct::HashHash));
            if !after_hash && !near_paste {
                expand_param[p as usize] = true;
            } else {
                raw_param[p as usize] = true;
            }
        }
        (param_of, expand_param, raw_param)
    }
}
