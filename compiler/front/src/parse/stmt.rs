//! Statements (owner: the expr helper). First version by front.
//! Interface: `parse_compound_statement`, `parse_statement`, `parse_handlers`.

use crate::il::stmt::{Block, Condition, Handler};
use crate::il::{StmtId, StmtKind};
use crate::lex::{Punct, TokenKind};
use crate::sema::scope::ScopeKind;

use super::{Msg, Parser};

impl Parser<'_, '_> {
    /// `{ statements }` → a `Compound` statement.
    pub fn parse_compound_statement(&mut self) -> StmtId {
        let open = self.pos();
        if !self.expect(Punct::LBrace, Msg::ExpLbrace) {
            return self.tu.add_stmt(StmtKind::Error, open);
        }
        let function_body = matches!(self.scopes.top().kind, ScopeKind::Function(_));
        self.scopes.push(ScopeKind::Block);
        let mut stmts = Vec::new();
        while !self.is(Punct::RBrace) && !self.at_eof() {
            let before = self.i;
            stmts.push(self.parse_statement());
            if self.i == before {
                self.bump();
            }
        }
        self.scopes.pop();
        let close = self.pos();
        if !self.expect(Punct::RBrace, Msg::ExpRbrace) {
            self.note_unmatched_brace(open);
        }
        let id = self
            .tu
            .add_stmt(StmtKind::Compound(Block { stmts, open, close }), open);
        if function_body {
            self.check_function_body(id);
        }
        id
    }

    /// Checks a function body as a whole: `break`/`continue`/`case`/`default` outside
    /// their statements, duplicate case values and labels, `goto` to undefined labels.
    fn check_function_body(&mut self, body: StmtId) {
        use crate::il::StmtKind as S;
        // (statement, loops around it, index of the innermost switch, leaving a switch)
        enum Work {
            Visit(StmtId, u32, Option<usize>),
            LeaveSwitch,
        }
        struct Switch {
            values: Vec<(i128, crate::source::Pos)>,
            default: bool,
        }
        let mut switches: Vec<Switch> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        let mut labels: Vec<(crate::pp::Symbol, crate::source::Pos)> = Vec::new();
        let mut gotos: Vec<(crate::pp::Symbol, crate::source::Pos)> = Vec::new();
        let mut work = vec![Work::Visit(body, 0, None)];
        let mut steps = 0usize;
        while let Some(w) = work.pop() {
            steps += 1;
            if steps > 10_000_000 {
                break;
            }
            let (s, loops, sw) = match w {
                Work::Visit(s, l, sw) => (s, l, sw),
                Work::LeaveSwitch => {
                    open.pop();
                    continue;
                }
            };
            let pos = self.tu.stmts[s].pos;
            match self.tu.stmts[s].kind.clone() {
                S::Compound(b) => {
                    work.extend(b.stmts.iter().rev().map(|&x| Work::Visit(x, loops, sw)))
                }
                S::If { then, else_, .. } => {
                    work.extend(else_.map(|e| Work::Visit(e, loops, sw)));
                    work.push(Work::Visit(then, loops, sw));
                }
                S::While { body, .. }
                | S::Do { body, .. }
                | S::For { body, .. }
                | S::RangeFor { body, .. } => work.push(Work::Visit(body, loops + 1, sw)),
                S::Switch { body, .. } => {
                    switches.push(Switch {
                        values: Vec::new(),
                        default: false,
                    });
                    let idx = switches.len() - 1;
                    // Loops outside still count for `continue`; the switch catches `break`.
                    work.push(Work::LeaveSwitch);
                    work.push(Work::Visit(body, loops | (1 << 31), Some(idx)));
                    open.push(idx);
                }
                S::Case {
                    value,
                    constant,
                    sub,
                    ..
                } => {
                    let constant = constant.get() as i128;
                    match sw {
                        None => self.report_late(Msg::CaseOutsideSwitch, pos, Vec::new()),
                        Some(i) => {
                            let known = self.tu.exprs[value].value.is_some();
                            if let Some(&(_, first)) = switches[i]
                                .values
                                .iter()
                                .find(|(v, _)| *v == constant)
                                .filter(|_| known)
                            {
                                let line = self
                                    .pp
                                    .source_map()
                                    .presumed(first)
                                    .line
                                    .to_string()
                                    .into_bytes();
                                let p = self.expr_start(value);
                                self.report_late(Msg::DuplicateCase, p, vec![line]);
                            } else if known {
                                switches[i].values.push((constant, pos));
                            }
                        }
                    }
                    work.push(Work::Visit(sub, loops, sw));
                }
                S::Default { sub } => {
                    match sw {
                        None => self.report_late(Msg::DefaultOutsideSwitch, pos, Vec::new()),
                        Some(i) if switches[i].default => {
                            self.report_late(Msg::DuplicateDefault, pos, Vec::new())
                        }
                        Some(i) => switches[i].default = true,
                    }
                    work.push(Work::Visit(sub, loops, sw));
                }
                S::Label { name, sub } => {
                    if let Some(&(_, first)) = labels.iter().find(|(n, _)| *n == name) {
                        let line = self
                            .pp
                            .source_map()
                            .presumed(first)
                            .line
                            .to_string()
                            .into_bytes();
                        let n = self.sym_name(name).to_vec();
                        self.report_late(Msg::LabelRedefined, pos, vec![n, line]);
                    } else {
                        labels.push((name, pos));
                    }
                    work.push(Work::Visit(sub, loops, sw));
                }
                S::Break if loops == 0 => self.report_late(Msg::BreakOutsideLoop, pos, Vec::new()),
                S::Continue if loops & !(1 << 31) == 0 => {
                    self.report_late(Msg::ContinueOutsideLoop, pos, Vec::new())
                }
                S::Goto(name) => gotos.push((name, pos)),
                S::Try { body, handlers } => {
                    work.extend(handlers.iter().map(|h| Work::Visit(h.body, loops, sw)));
                    work.push(Work::Visit(body, loops, sw));
                }
                _ => {}
            }
        }
        for (name, pos) in gotos {
            if labels.iter().any(|(n, _)| *n == name) {
                continue;
            }
            // The caret goes to the label's name, the token after `goto`.
            let at = self
                .toks
                .iter()
                .position(|t| t.loc == pos)
                .map(|i| self.toks.at((i + 1).min(self.toks.len() - 1)).loc);
            let n = self.sym_name(name).to_vec();
            self.report_late(Msg::LabelNeverDefined, at.unwrap_or(pos), vec![n]);
        }
        self.check_jumps(body);
    }

    /// A diagnostic found after the fact (the function body is complete): it belongs to
    /// the token at `pos` for ordering, never "at end of source".
    fn report_late(&mut self, msg: Msg, pos: crate::source::Pos, args: Vec<Vec<u8>>) {
        let token_index = self
            .toks
            .iter()
            .rposition(|t| t.loc == pos)
            .unwrap_or(self.i) as u32;
        self.diags.push(super::ParseDiagnostic {
            msg,
            severity: super::Severity::Error,
            pos,
            args,
            token_index,
            at_end: false,
            extra_lines: Vec::new(),
            context_lines: Vec::new(),
            notes: Vec::new(),
        });
    }

    /// Whether a statement (or condition) starting here is a declaration: the declaration
    /// side's answer, corrected for functional casts of builtin types (`int(x) + 1;`,
    /// `double(a) > b`, `unsigned{3}`).
    pub fn declaration_ahead(&self) -> bool {
        if !self.starts_declaration() {
            return false;
        }
        let mut n = 0;
        while self.peek_at(n).kind == TokenKind::Ident
            && self.is_builtin_type_keyword(self.peek_at(n).sym)
        {
            n += 1;
        }
        if n == 0 {
            // `[::] N :: ... :: T (`: a declarator in parentheses holds one name, so
            // `T(a, 4).f();` is an expression ([stmt.ambig]); `T(x);` declares x.
            // (A keyword — `static_assert`, `static`, `const` — names nothing.)
            let mut k = usize::from(self.is_at(0, Punct::ColonColon));
            if self.peek_at(k).kind == TokenKind::Ident
                && (k == 1 || !self.lookup(self.peek_at(0).sym).is_empty())
            {
                k += 1;
                while self.is_at(k, Punct::ColonColon)
                    && self.peek_at(k + 1).kind == TokenKind::Ident
                {
                    k += 2;
                }
                // `ns::ref<int, 1>(x).f();`: a class template-id is a class name too.
                if self.is_at(k, Punct::Lt) {
                    let after = self.skip_template_args_at(k);
                    if after > k && self.is_at(after, Punct::LParen) {
                        k = after;
                    }
                }
                if self.is_at(k, Punct::LParen) {
                    return self.paren_declarator_at(k);
                }
            }
            return true;
        }
        match self.peek_at(n).kind {
            TokenKind::Punct(Punct::LBrace) => false,
            TokenKind::Punct(Punct::LParen) => self.paren_declarator_at(n),
            _ => true,
        }
    }

    /// `(` ptr-operators* name `)` followed by what can follow a declarator: `int(x);`,
    /// `int(*p)[3];` are declarations, `int(x) + 1` is not.
    fn paren_declarator_at(&self, n: usize) -> bool {
        let mut m = n + 1;
        loop {
            if matches!(
                self.peek_at(m).kind,
                TokenKind::Punct(Punct::Star | Punct::Amp | Punct::AmpAmp)
            ) {
                m += 1;
            } else if let Some(k) = self.member_pointer_prefix_at(m) {
                // `(C::*name)`, `(::ns::C::*name)`: a pointer to member.
                m = k;
            } else {
                break;
            }
        }
        let t = self.peek_at(m);
        if t.kind != TokenKind::Ident || self.type_start_at(m) {
            return false;
        }
        if !self.is_at(m + 1, Punct::RParen) {
            return false;
        }
        matches!(
            self.peek_at(m + 2).kind,
            TokenKind::Punct(
                Punct::Semi
                    | Punct::Assign
                    | Punct::Comma
                    | Punct::LBracket
                    | Punct::LParen
                    | Punct::LBrace
            )
        )
    }

    /// `[::] A :: B :: *` starting `m` tokens ahead: the index after the `*`.
    fn member_pointer_prefix_at(&self, m: usize) -> Option<usize> {
        let mut k = m + usize::from(self.is_at(m, Punct::ColonColon));
        while self.peek_at(k).kind == TokenKind::Ident && self.is_at(k + 1, Punct::ColonColon) {
            k += 2;
            if self.is_at(k, Punct::Star) {
                return Some(k + 1);
            }
        }
        None
    }

    /// One statement.
    pub fn parse_statement(&mut self) -> StmtId {
        self.nested(|p| p.parse_statement_inner())
    }

    fn parse_condition(&mut self) -> Condition {
        if self.declaration_ahead() {
            let st = self.parse_block_declaration_no_semi();
            if let Some(d) = st {
                return Condition::Decl(d);
            }
        }
        let e = self.parse_expression();
        Condition::Expr(self.condition_to_bool(e))
    }

    /// A condition's expression converted to `bool` (switch conditions are promoted
    /// instead, by the caller).
    fn condition_to_bool(&mut self, e: crate::il::ExprId) -> crate::il::ExprId {
        self.warn_assignment_as_condition(e);
        let t = self.tu.exprs[e].ty;
        if self.unjudgeable(t, t) {
            return e;
        }
        self.to_bool(e)
    }

    /// `return e;`: `e` converted to the enclosing function's return type (not for
    /// deduced or dependent return types).
    fn convert_return(&mut self, e: crate::il::ExprId) -> crate::il::ExprId {
        let f = self.scopes.significant().find_map(|s| match s.kind {
            ScopeKind::Function(f) => Some(f),
            _ => None,
        });
        let Some(f) = f else { return e };
        let Some(ft) = self.tu.decls[f].ty() else {
            return e;
        };
        let Some(ret) = self.tu.types.as_function(ft).map(|f| f.ret) else {
            return e;
        };
        // A conversion function's type keeps `void` for its (unwritten) return type.
        let conversion = matches!(
            self.tu.decls[f].name,
            crate::il::decl::DeclName::Conversion(_)
        );
        if matches!(self.tu.types.shape(ret), crate::il::Type::Auto(_))
            || self.scopes.in_template()
            || conversion
        {
            return e;
        }
        if matches!(self.tu.exprs[e].kind, crate::il::ExprKind::InitList { .. }) {
            return e;
        }
        self.convert_returned(e, ret)
    }

    /// `return;` in a non-void host function: warning #117 at the `;`, naming the function
    /// with its namespaces and classes. Not in templates, lambdas (their text is not made
    /// yet), conversion functions or device functions (the reference says nothing there).
    fn check_return_without_value(&mut self) {
        let f = self.scopes.significant().find_map(|s| match s.kind {
            ScopeKind::Function(f) => Some(f),
            _ => None,
        });
        let Some(f) = f else { return };
        let decl = &self.tu.decls[f];
        let Some(ft) = decl.ty() else { return };
        let Some(ret) = self.tu.types.as_function(ft).map(|f| f.ret) else {
            return;
        };
        let exec = decl.attrs.cuda.exec;
        let device_only =
            exec.has(crate::il::ExecSpace::DEVICE) && !exec.has(crate::il::ExecSpace::HOST);
        let in_lambda = decl.parent.is_some_and(
            |p| matches!(&self.tu.decls[p].kind, crate::il::DeclKind::Class(c) if c.is_lambda),
        );
        if self.tu.types.is_void(ret)
            || matches!(
                self.tu.types.shape(ret),
                crate::il::Type::Auto(_) | crate::il::Type::Error
            )
            || self.scopes.in_template()
            || matches!(decl.name, crate::il::decl::DeclName::Conversion(_))
            || device_only
            || in_lambda
        {
            return;
        }
        let name = crate::sema::cuda_checks::body::qualified_name(&self.tu, f);
        let pos = self.pos();
        self.report(
            Msg::NonVoidReturnWithoutValue,
            super::Severity::Warning,
            pos,
            vec![name],
        );
    }

    /// `T x = e` in a condition (no `;`).
    fn parse_block_declaration_no_semi(&mut self) -> Option<crate::il::DeclId> {
        let scope = self.current_decl_scope();
        let mut ds = self.parse_decl_specifiers();
        let d = self.parse_declarator(false);
        let id = self.declare(scope, &mut ds, &d);
        self.parse_initializer(id);
        Some(id)
    }

    /// `[[fallthrough]];`, `[[likely]] { ... }`, `__attribute__((fallthrough));`: the
    /// statement with its attributes (the printer keeps them). Attributes that begin a
    /// declaration (`[[maybe_unused]] int y;`) are left to the declaration.
    fn parse_attributed_statement(&mut self) -> Option<StmtId> {
        let std = self.is(Punct::LBracket) && self.is_at(1, Punct::LBracket);
        let gnu = self.is_kw(self.kw.gnu_attribute_) || self.is_kw(self.kw.gnu_attribute);
        if !std && !gnu {
            return None;
        }
        let (save, ndiags, pos) = (self.i, self.diags.len(), self.pos());
        let mut attrs = crate::il::Attrs::default();
        self.parse_attributes_opt(&mut attrs, crate::il::attr::AttrPlacement::Statement);
        let null = self.is(Punct::Semi);
        if self.diags.len() != ndiags || (!null && (gnu || self.declaration_ahead())) {
            self.i = save;
            self.diags.truncate(ndiags);
            return None;
        }
        let s = self.parse_statement();
        self.tu.stmts[s].pos = pos;
        self.tu.stmts[s].attrs = Some(Box::new(attrs));
        Some(s)
    }

    fn parse_statement_inner(&mut self) -> StmtId {
        let t = self.tok();
        let pos = t.loc;
        if t.kind == TokenKind::Pragma {
            self.bump();
            return self.tu.add_stmt(StmtKind::Pragma(t.sym.0), pos);
        }
        if let Some(s) = self.parse_attributed_statement() {
            return s;
        }
        match t.kind {
            TokenKind::Punct(Punct::LBrace) => return self.parse_compound_statement(),
            TokenKind::Punct(Punct::Semi) => {
                self.bump();
                return self.tu.add_stmt(StmtKind::Null, pos);
            }
            _ => {}
        }
        if t.kind == TokenKind::Ident {
            let k = self.kw;
            let s = t.sym;
            // `enum : unsigned { A, B };` at block scope is an unnamed enum with a fixed
            // underlying type, not a label named `enum`.
            if self.is_at(1, Punct::Colon)
                && !self.is_kw(k.default)
                && !self.is_kw(k.case)
                && !self.is_kw(k.public)
                && !self.is_kw(k.enum_)
            {
                self.bump();
                self.bump();
                let sub = if self.is(Punct::RBrace) {
                    self.tu.add_stmt(StmtKind::Null, pos)
                } else {
                    self.parse_statement()
                };
                return self.tu.add_stmt(StmtKind::Label { name: s, sub }, pos);
            }
            if s == k.if_ {
                self.bump();
                let constexpr = self.eat_kw(self.kw.constexpr);
                self.expect(Punct::LParen, Msg::ExpLparen);
                self.scopes.push(ScopeKind::Block);
                let mut init = None;
                let cond;
                // if (init; cond)
                let save = self.i;
                let first = self.parse_condition_or_init();
                if self.eat(Punct::Semi) {
                    init = Some(first.1);
                    cond = self.parse_condition();
                } else {
                    let _ = save;
                    cond = match first.0 {
                        Condition::Expr(e) => Condition::Expr(self.condition_to_bool(e)),
                        c => c,
                    };
                }
                self.expect(Punct::RParen, Msg::ExpRparen);
                let then = self.parse_statement();
                let mut else_pos = None;
                let else_ = if self.is_kw(self.kw.else_) {
                    else_pos = Some(self.bump().loc);
                    Some(self.parse_statement())
                } else {
                    None
                };
                self.scopes.pop();
                return self.tu.add_stmt(
                    StmtKind::If {
                        init,
                        cond,
                        then,
                        else_,
                        constexpr,
                        else_pos,
                    },
                    pos,
                );
            }
            if s == k.while_ {
                self.bump();
                self.expect(Punct::LParen, Msg::ExpLparen);
                self.scopes.push(ScopeKind::Block);
                let cond = self.parse_condition();
                self.expect(Punct::RParen, Msg::ExpRparen);
                let body = self.parse_statement();
                self.scopes.pop();
                return self.tu.add_stmt(StmtKind::While { cond, body }, pos);
            }
            if s == k.do_ {
                self.bump();
                let body = self.parse_statement();
                let while_pos = self.pos();
                if !self.eat_kw(self.kw.while_) {
                    self.error(Msg::ExpSemicolon, Vec::new());
                }
                self.expect(Punct::LParen, Msg::ExpLparen);
                let cond = self.parse_expression();
                let cond = self.condition_to_bool(cond);
                self.expect(Punct::RParen, Msg::ExpRparen);
                self.expect(Punct::Semi, Msg::ExpSemicolon);
                return self.tu.add_stmt(
                    StmtKind::Do {
                        body,
                        cond,
                        while_pos,
                    },
                    pos,
                );
            }
            if s == k.for_ {
                return self.parse_for(pos);
            }
            if s == k.switch {
                self.bump();
                self.expect(Punct::LParen, Msg::ExpLparen);
                self.scopes.push(ScopeKind::Block);
                let first = self.parse_condition_or_init();
                let (init, cond) = if self.eat(Punct::Semi) {
                    let c = if self.declaration_ahead() {
                        self.parse_condition()
                    } else {
                        Condition::Expr(self.parse_expression())
                    };
                    (Some(first.1), c)
                } else {
                    (None, first.0)
                };
                let cond = match cond {
                    Condition::Expr(e) => {
                        let t = self.tu.exprs[e].ty;
                        if !self.unjudgeable(t, t) && self.tu.types.is_floating(t) {
                            let p = self.expr_start(e);
                            self.report(
                                Msg::ExprNotIntegralOrEnum,
                                super::Severity::Error,
                                p,
                                Vec::new(),
                            );
                        }
                        Condition::Expr(self.promote_expr(e))
                    }
                    c => c,
                };
                self.expect(Punct::RParen, Msg::ExpRparen);
                let body = self.parse_statement();
                self.scopes.pop();
                return self.tu.add_stmt(StmtKind::Switch { init, cond, body }, pos);
            }
            if s == k.case {
                self.bump();
                let value = self.parse_constant_expression();
                let hi = if self.eat(Punct::Ellipsis) {
                    Some(self.parse_constant_expression())
                } else {
                    None
                };
                self.expect(Punct::Colon, Msg::ExpColon);
                let constant = match self.tu.exprs[value].value.get() {
                    Some(crate::il::ConstValue::Int(v)) => v,
                    _ => {
                        let ty = self.tu.exprs[value].ty;
                        let unknown = self.tu.types.is_dependent(ty)
                            || matches!(self.tu.types.shape(ty), crate::il::Type::Error);
                        if !unknown && !self.scopes.in_template() {
                            let p = self.expr_start(value);
                            self.report(
                                Msg::ExprNotConstant,
                                super::Severity::Error,
                                p,
                                Vec::new(),
                            );
                            self.note_nonconstant_variable(value, p);
                        }
                        0
                    }
                };
                let sub = if self.is(Punct::RBrace) {
                    self.tu.add_stmt(StmtKind::Null, pos)
                } else {
                    self.parse_statement()
                };
                return self.tu.add_stmt(
                    StmtKind::Case {
                        value,
                        hi,
                        constant: (constant as u128).into(),
                        sub,
                    },
                    pos,
                );
            }
            if s == k.default && self.is_at(1, Punct::Colon) {
                self.bump();
                self.bump();
                let sub = if self.is(Punct::RBrace) {
                    self.tu.add_stmt(StmtKind::Null, pos)
                } else {
                    self.parse_statement()
                };
                return self.tu.add_stmt(StmtKind::Default { sub }, pos);
            }
            if s == k.break_ || s == k.continue_ {
                self.bump();
                self.expect(Punct::Semi, Msg::ExpSemicolon);
                let kind = if s == k.break_ {
                    StmtKind::Break
                } else {
                    StmtKind::Continue
                };
                return self.tu.add_stmt(kind, pos);
            }
            if s == k.co_return && self.at_coroutine_keyword(k.co_return) {
                return self.parse_co_return();
            }
            if s == k.return_ {
                self.bump();
                let e = if self.is(Punct::Semi) {
                    self.check_return_without_value();
                    None
                } else if self.is(Punct::LBrace) {
                    Some(self.parse_braced_init_list())
                } else {
                    Some(self.parse_expression())
                };
                if !self.expect(Punct::Semi, Msg::ExpSemicolon) {
                    self.skip_to_semi();
                }
                let e = e.map(|e| self.convert_return(e));
                return self.tu.add_stmt(StmtKind::Return(e), pos);
            }
            if s == k.goto {
                self.bump();
                let kind = if self.eat(Punct::Star) {
                    StmtKind::GotoExpr(self.parse_expression())
                } else {
                    let n = self.bump();
                    StmtKind::Goto(n.sym)
                };
                self.expect(Punct::Semi, Msg::ExpSemicolon);
                return self.tu.add_stmt(kind, pos);
            }
            if s == k.try_ {
                self.bump();
                let body = self.parse_compound_statement();
                let handlers = self.parse_handlers();
                return self.tu.add_stmt(StmtKind::Try { body, handlers }, pos);
            }
            if s == k.asm || s == k.gnu_asm || s == k.gnu_asm_ {
                return self.parse_asm_statement(pos);
            }
        }
        if self.declaration_ahead() {
            return self.parse_block_declaration();
        }
        let e = self.parse_expression();
        self.warn_unused_statement_value(e);
        if !self.expect(Punct::Semi, Msg::ExpSemicolon) {
            self.skip_to_semi();
        }
        self.tu.add_stmt(StmtKind::Expr(e), pos)
    }

    /// In `if (`/`switch (`: a condition, or an init-statement (returned as statement).
    fn parse_condition_or_init(&mut self) -> (Condition, StmtId) {
        let pos = self.pos();
        if self.declaration_ahead() {
            let d = self.parse_block_declaration_no_semi();
            let mut decls = Vec::new();
            while self.eat(Punct::Comma) {
                let scope = self.current_decl_scope();
                let mut ds = crate::parse::specifiers::DeclSpec {
                    ty: d.and_then(|d| self.tu.decls[d].ty()),
                    ..Default::default()
                };
                let dd = self.parse_declarator(false);
                let id = self.declare(scope, &mut ds, &dd);
                self.parse_initializer(id);
                decls.push(id);
            }
            let d = d.unwrap_or(crate::il::TranslationUnit::ROOT);
            let mut all = vec![d];
            all.extend(decls);
            let st = self.tu.add_stmt(
                StmtKind::Decl(crate::il::DeclGroup {
                    defined_type: None,
                    redecl_pos: None,
                    decls: all,
                }),
                pos,
            );
            return (Condition::Decl(d), st);
        }
        let e = self.parse_expression();
        let st = self.tu.add_stmt(StmtKind::Expr(e), pos);
        (Condition::Expr(e), st)
    }

    fn parse_for(&mut self, pos: crate::source::Pos) -> StmtId {
        self.bump();
        self.expect(Punct::LParen, Msg::ExpLparen);
        self.scopes.push(ScopeKind::Block);
        let mut init = None;
        if !self.is(Punct::Semi) {
            if self.declaration_ahead() {
                let ipos = self.pos();
                let scope = self.current_decl_scope();
                let mut ds = self.parse_decl_specifiers();
                let d = self.parse_declarator(false);
                let id = self.declare(scope, &mut ds, &d);
                if self.eat(Punct::Colon) {
                    let range = if self.is(Punct::LBrace) {
                        self.parse_braced_init_list()
                    } else {
                        self.parse_expression()
                    };
                    self.expect(Punct::RParen, Msg::ExpRparen);
                    let body = self.parse_statement();
                    self.scopes.pop();
                    return self.tu.add_stmt(
                        StmtKind::RangeFor {
                            init: None,
                            var: id,
                            range,
                            body,
                        },
                        pos,
                    );
                }
                self.parse_initializer(id);
                let mut decls = vec![id];
                while self.eat(Punct::Comma) {
                    let d = self.parse_declarator(false);
                    let id = self.declare(scope, &mut ds, &d);
                    self.parse_initializer(id);
                    decls.push(id);
                }
                self.expect(Punct::Semi, Msg::ExpSemicolon);
                init = Some(self.tu.add_stmt(
                    StmtKind::Decl(crate::il::DeclGroup {
                        defined_type: None,
                        redecl_pos: None,
                        decls,
                    }),
                    ipos,
                ));
            } else {
                let ipos = self.pos();
                let e = self.parse_expression();
                self.expect(Punct::Semi, Msg::ExpSemicolon);
                init = Some(self.tu.add_stmt(StmtKind::Expr(e), ipos));
            }
        } else {
            self.bump();
        }
        if init.is_some() && self.declaration_ahead() && self.range_colon_ahead() {
            // C++20 `for (init; decl : range)`.
            let scope = self.current_decl_scope();
            let mut ds = self.parse_decl_specifiers();
            let d = self.parse_declarator(false);
            let id = self.declare(scope, &mut ds, &d);
            self.expect(Punct::Colon, Msg::ExpColon);
            let range = if self.is(Punct::LBrace) {
                self.parse_braced_init_list()
            } else {
                self.parse_expression()
            };
            self.expect(Punct::RParen, Msg::ExpRparen);
            let body = self.parse_statement();
            self.scopes.pop();
            return self.tu.add_stmt(
                StmtKind::RangeFor {
                    init,
                    var: id,
                    range,
                    body,
                },
                pos,
            );
        }
        let cond = if self.is(Punct::Semi) {
            None
        } else {
            Some(self.parse_condition())
        };
        self.expect(Punct::Semi, Msg::ExpSemicolon);
        let step = if self.is(Punct::RParen) {
            None
        } else {
            Some(self.parse_expression())
        };
        self.expect(Punct::RParen, Msg::ExpRparen);
        let body = self.parse_statement();
        self.scopes.pop();
        self.tu.add_stmt(
            StmtKind::For {
                init,
                cond,
                step,
                body,
            },
            pos,
        )
    }

    /// A `:` outside brackets before the next `;` or the closing `)`: a range-for's
    /// declaration follows.
    fn range_colon_ahead(&self) -> bool {
        let mut depth = 0i32;
        let mut n = 0;
        loop {
            match self.peek_at(n).kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                    depth -= 1;
                    if depth < 0 {
                        return false;
                    }
                }
                TokenKind::Punct(Punct::Semi) if depth == 0 => return false,
                TokenKind::Punct(Punct::Colon) if depth == 0 => return true,
                TokenKind::Eof => return false,
                _ => {}
            }
            n += 1;
        }
    }

    /// `asm [volatile|inline|goto] ( "template" [: outputs [: inputs [: clobbers [: labels]]]] );`
    fn parse_asm_statement(&mut self, pos: crate::source::Pos) -> StmtId {
        use crate::il::stmt::{AsmOperands, AsmStmt};
        let keyword = self.bump().sym;
        let mut qualifiers = Vec::new();
        while self.is_ident() {
            qualifiers.push(self.bump().sym);
        }
        if !self.expect(Punct::LParen, Msg::ExpLparen) {
            self.skip_to_semi();
            return self.tu.add_stmt(StmtKind::Error, pos);
        }
        let template = self.asm_string();
        let mut operands: Option<AsmOperands> = None;
        let mut section = 0;
        while self.eat(Punct::Colon)
            || (self.is(Punct::ColonColon) && {
                self.bump();
                section += 1;
                true
            })
        {
            section += 1;
            operands.get_or_insert_with(AsmOperands::default);
            loop {
                match section {
                    1 | 2 => {
                        if !matches!(
                            self.tok().kind,
                            TokenKind::Str(_) | TokenKind::Punct(Punct::LBracket)
                        ) {
                            break;
                        }
                        let symbolic_name = if self.eat(Punct::LBracket) {
                            let n = self.bump().sym;
                            self.expect(Punct::RBracket, Msg::ExpRbracket);
                            Some(n)
                        } else {
                            None
                        };
                        let constraint = self.asm_string();
                        self.expect(Punct::LParen, Msg::ExpLparen);
                        let expr = self.parse_expression();
                        self.expect(Punct::RParen, Msg::ExpRparen);
                        let op = crate::il::expr::AsmOperand {
                            symbolic_name,
                            constraint,
                            expr,
                        };
                        let ops = operands.get_or_insert_with(AsmOperands::default);
                        if section == 1 {
                            ops.outputs.push(op)
                        } else {
                            ops.inputs.push(op)
                        }
                    }
                    3 => {
                        if !matches!(self.tok().kind, TokenKind::Str(_)) {
                            break;
                        }
                        let c = self.asm_string();
                        operands
                            .get_or_insert_with(AsmOperands::default)
                            .clobbers
                            .push(c);
                    }
                    _ => {
                        if !self.is_ident() {
                            break;
                        }
                        let l = self.bump().sym;
                        operands
                            .get_or_insert_with(AsmOperands::default)
                            .labels
                            .push(l);
                    }
                }
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        if !self.expect(Punct::RParen, Msg::ExpRparen) {
            self.skip_to_semi();
        } else {
            self.expect(Punct::Semi, Msg::ExpSemicolon);
        }
        let asm = AsmStmt {
            qualifiers,
            template,
            operands,
            keyword,
        };
        self.tu.add_stmt(StmtKind::Asm(Box::new(asm)), pos)
    }

    /// A (concatenated) string literal's bytes, for asm templates and constraints.
    fn asm_string(&mut self) -> Box<[u8]> {
        if !matches!(self.tok().kind, TokenKind::Str(_)) {
            self.error(Msg::ExpExpression, Vec::new());
            return Box::new([]);
        }
        let e = self.parse_string_literal();
        match &self.tu.exprs[e].kind {
            crate::il::ExprKind::StringLit { units, .. } => {
                units.iter().map(|&u| u as u8).collect()
            }
            _ => Box::new([]),
        }
    }

    /// `catch (param) { ... }` clauses.
    pub fn parse_handlers(&mut self) -> Vec<Handler> {
        let mut hs = Vec::new();
        while self.is_kw(self.kw.catch) {
            let pos = self.bump().loc;
            self.expect(Punct::LParen, Msg::ExpLparen);
            self.scopes.push(ScopeKind::Block);
            let param = if self.eat(Punct::Ellipsis) {
                None
            } else {
                let scope = self.current_decl_scope();
                let mut ds = self.parse_decl_specifiers();
                let d = self.parse_declarator(true);
                Some(self.declare(scope, &mut ds, &d))
            };
            self.expect(Punct::RParen, Msg::ExpRparen);
            let body = self.parse_compound_statement();
            self.scopes.pop();
            hs.push(Handler { param, body, pos });
        }
        hs
    }
}
