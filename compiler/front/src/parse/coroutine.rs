//! C++20 coroutines ([dcl.fct.def.coroutine], [expr.await], [expr.yield],
//! [stmt.return.coroutine]): `co_await`, `co_yield` and `co_return` make the enclosing
//! function a coroutine; EDG re-prints them as written. A coroutine whose end is reachable
//! and whose promise has `return_void` gets the `co_return;` [dcl.fct.def.coroutine]/6
//! implies, printed after its last statement (`{ co_yield n; }  co_return ; }`).
//!
//! The promise is `R::promise_type` of the return type `R` (what the primary
//! `std::coroutine_traits<R, Args...>` gives); an expression's type is the awaiter's
//! `await_resume()` result (no `await_transform` or `operator co_await` yet).

use super::{Parser, Punct};
use crate::il::decl::{DeclKind, FnFlags};
use crate::il::expr::{ExprKind, UnaryOp, ValueCategory};
use crate::il::stmt::StmtKind;
use crate::il::{DeclId, ExprId, StmtId, TypeId};
use crate::pp::Symbol;
use crate::sema::scope::ScopeKind;

impl Parser<'_, '_> {
    /// `co_await`, `co_yield` or `co_return` here (keywords from C++20 on).
    pub(super) fn at_coroutine_keyword(&self, kw: Symbol) -> bool {
        self.opts.std_year >= 2020 && self.is_kw(kw)
    }

    /// `co_await cast-expression` (current token: `co_await`).
    pub(super) fn parse_co_await(&mut self) -> ExprId {
        let pos = self.bump().loc;
        let operand = self.parse_unary();
        self.mark_coroutine();
        let awaiter = self.tu.exprs[operand].ty;
        let (ty, cat) = self.resumed_type(awaiter);
        self.tu.add_expr(
            ExprKind::Unary {
                op: UnaryOp::CoAwait,
                operand,
            },
            ty,
            cat,
            pos,
        )
    }

    /// `co_yield assignment-expression` or `co_yield braced-init-list` (current token:
    /// `co_yield`): `co_await promise.yield_value(e)`.
    pub(super) fn parse_co_yield(&mut self) -> ExprId {
        let pos = self.bump().loc;
        let operand = if self.is(Punct::LBrace) {
            self.parse_braced_init_list()
        } else {
            self.parse_assignment_expression()
        };
        let function = self.mark_coroutine();
        let awaiter = function
            .and_then(|f| self.promise_class(f))
            .and_then(|p| self.member_function_result(p, self.kw.yield_value));
        let (ty, cat) = match awaiter {
            Some(a) => self.resumed_type(a),
            None => (self.tu.types.error(), ValueCategory::PrValue),
        };
        self.tu.add_expr(
            ExprKind::Unary {
                op: UnaryOp::CoYield,
                operand,
            },
            ty,
            cat,
            pos,
        )
    }

    /// `co_return expr-or-braced-init-list(opt) ;` (current token: `co_return`).
    pub(super) fn parse_co_return(&mut self) -> StmtId {
        let pos = self.bump().loc;
        let value = if self.is(Punct::Semi) {
            None
        } else if self.is(Punct::LBrace) {
            Some(self.parse_braced_init_list())
        } else {
            Some(self.parse_expression())
        };
        if !self.expect(Punct::Semi, super::Msg::ExpSemicolon) {
            self.skip_to_semi();
        }
        self.mark_coroutine();
        self.tu.add_stmt(
            StmtKind::CoReturn {
                value,
                implicit: false,
            },
            pos,
        )
    }

    /// A coroutine's end, once its body is parsed (not in a template, where the promise
    /// depends on the arguments): reachable with a promise that has `return_void`, it gets
    /// the implicit `co_return;`.
    pub(crate) fn finish_coroutine(&mut self, f: DeclId, body: StmtId) {
        let DeclKind::Function(fd) = &self.tu.decls[f].kind else {
            return;
        };
        if !fd.flags.has(FnFlags::COROUTINE) {
            return;
        }
        let mut breaks = false;
        if !self.completes(body, &mut breaks, 0) {
            return;
        }
        let Some(promise) = self.promise_class(f) else {
            return;
        };
        if self
            .lookup_in_class(promise, self.kw.return_void)
            .is_empty()
        {
            return;
        }
        let pos = self.tu.stmts[body].pos;
        let implicit = self.tu.add_stmt(
            StmtKind::CoReturn {
                value: None,
                implicit: true,
            },
            pos,
        );
        if let StmtKind::Compound(b) = &mut self.tu.stmts[body].kind {
            b.stmts.push(implicit);
        }
    }

    /// Marks the innermost enclosing function (a lambda's call operator included) a
    /// coroutine, and returns it.
    fn mark_coroutine(&mut self) -> Option<DeclId> {
        let f = self.scopes.significant().find_map(|s| match s.kind {
            ScopeKind::Function(f) => Some(f),
            _ => None,
        })?;
        if let DeclKind::Function(fd) = &mut self.tu.decls[f].kind {
            fd.flags.set(FnFlags::COROUTINE);
        }
        Some(f)
    }

    /// The promise class of coroutine `f`: its return type's `promise_type`.
    fn promise_class(&self, f: DeclId) -> Option<DeclId> {
        let ft = self.tu.decls[f].ty()?;
        let ret = self.tu.types.as_function(ft)?.ret;
        let class = self.tu.types.as_class(ret)?;
        let class = self.tu.class_definition(class)?;
        let member = *self.lookup_in_class(class, self.kw.promise_type).first()?;
        let t = match &self.tu.decls[member].kind {
            DeclKind::Class(c) => c.self_ty,
            DeclKind::Typedef(t) => t.aliased,
            _ => return None,
        };
        let promise = self.tu.types.as_class(t)?;
        self.tu.class_definition(promise)
    }

    /// The return type of `class`'s member function `name` (its first declaration).
    fn member_function_result(&self, class: DeclId, name: Symbol) -> Option<TypeId> {
        self.lookup_in_class(class, name).iter().find_map(|&d| {
            let ft = match &self.tu.decls[d].kind {
                DeclKind::Function(_) => self.tu.decls[d].ty()?,
                _ => return None,
            };
            Some(self.tu.types.as_function(ft)?.ret)
        })
    }

    /// What awaiting an object of type `awaiter` yields: its `await_resume()` result. In a
    /// template it waits for instantiation (the promise may transform the operand).
    fn resumed_type(&self, awaiter: TypeId) -> (TypeId, ValueCategory) {
        if self.scopes.in_template() {
            return (self.tu.types.error(), ValueCategory::PrValue);
        }
        let result = self
            .tu
            .types
            .as_class(awaiter)
            .and_then(|c| self.tu.class_definition(c))
            .and_then(|c| self.member_function_result(c, self.kw.await_resume));
        match result {
            Some(r) => (self.tu.types.non_reference(r), self.category_of_return(r)),
            None => (self.tu.types.error(), ValueCategory::PrValue),
        }
    }
}
