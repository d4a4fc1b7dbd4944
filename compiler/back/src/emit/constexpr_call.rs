//! E-CONST for calls: a call of a constexpr function, or of a lambda whose call operator
//! is implicitly constexpr (C++17), with constant arguments is a constant expression,
//! so an initializer built from such calls is printed as a constant: wrapped when
//! converted or when it is an operator (`double d = (sq(3));`, `int k = (l(1) + 1);`),
//! bare when it is the call itself of the right type (`int x = sq(3);`).
//!
//! Sema does not evaluate such calls (no value is recorded), so the printer decides:
//! a lambda's operator is constexpr when its body only reads its own parameters and
//! locals or constants, and calls only such functions (no captures, no globals, no
//! statics, no `try`/`asm`/`goto`).

use crate::il::expr::UnaryOp;
use crate::il::stmt::{Condition, StmtKind};
use crate::il::{DeclId, DeclKind, ExprId, ExprKind, StmtId};

use super::Printer;

/// Nesting deeper than this is treated as not constant.
const MAX_DEPTH: u32 = 256;

impl Printer<'_> {
    /// Whether `e` is a constant expression through constexpr calls that sema did not
    /// fold: operators, conversions and calls over constants, at least one such call.
    pub(super) fn is_constexpr_call_constant(&self, e: ExprId) -> bool {
        // A template's (or generic lambda's) body is not evaluated: nothing is folded, but
        // for a `const` variable's initializer, which EDG tries as a constant expression at
        // once (`const double a = ((1) - cf());`; `double d = (1) - cf();`).
        let scope = self.scope.get();
        let dependent_scope = matches!(self.tu.decl(scope).kind, DeclKind::Template(_))
            || self.dependent_function(scope)
            || self.in_dependent_context(scope)
            || self
                .lambda_frames
                .iter()
                .any(|&f| self.dependent_function(f) || self.in_dependent_context(f));
        if dependent_scope && !self.const_variable_init.get() {
            return false;
        }
        let mut has_call = false;
        self.constant_tree(e, &mut has_call, 0) && has_call
    }

    /// A function with a parameter of dependent type (a generic lambda's operator).
    fn dependent_function(&self, f: DeclId) -> bool {
        match &self.tu.decl(f).kind {
            DeclKind::Function(fd) => fd.params.iter().any(|&q| {
                self.tu
                    .decl(q)
                    .ty()
                    .is_some_and(|t| self.tu.types.is_dependent(t))
            }),
            _ => false,
        }
    }

    fn constant_tree(&self, e: ExprId, has_call: &mut bool, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        let ex = self.tu.expr(e);
        if ex.value.is_some() && !self.tu.types.is_dependent(ex.ty) {
            return true;
        }
        let next = depth + 1;
        match &ex.kind {
            ExprKind::Paren(x) | ExprKind::ImplicitCast { operand: x, .. } => {
                self.constant_tree(*x, has_call, next)
            }
            ExprKind::Cast { operand, .. } => {
                !self.is_class_like(ex.ty) && self.constant_tree(*operand, has_call, next)
            }
            ExprKind::Unary { op, operand } => {
                matches!(
                    op,
                    UnaryOp::Plus | UnaryOp::Minus | UnaryOp::Not | UnaryOp::BitNot
                ) && self.constant_tree(*operand, has_call, next)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                *op != crate::il::expr::BinaryOp::Comma
                    && !op.is_assignment()
                    && self.constant_tree(*lhs, has_call, next)
                    && self.constant_tree(*rhs, has_call, next)
            }
            ExprKind::Conditional { cond, then, else_ } => {
                self.constant_tree(*cond, has_call, next)
                    && then.is_none_or(|t| self.constant_tree(t, has_call, next))
                    && self.constant_tree(*else_, has_call, next)
            }
            // A constant variable initialized through such calls (`const int j = g(3);`).
            ExprKind::DeclRef { decl, .. } => match &self.tu.decl(*decl).kind {
                DeclKind::Var(v) if !self.tu.types.is_reference(v.ty) => {
                    let constant = v.constexpr
                        || self
                            .tu
                            .types
                            .split_quals(v.ty)
                            .1
                            .has(crate::il::Quals::CONST);
                    constant
                        && (self.tu.types.is_integral(self.tu.types.unqualified(v.ty))
                            || matches!(self.tu.types.shape(v.ty), crate::il::Type::Enum(_)))
                        && v.init.as_ref().is_some_and(|i| {
                            // (a member call's result, `kTile.area()`, is left out: not
                            // confirmed against the reference)
                            let call = self.strip_conversions(self.strip_parens(i.expr));
                            if !matches!(&self.tu.expr(call).kind, ExprKind::Call { callee, .. }
                                if matches!(self.tu.expr(self.strip_parens(*callee)).kind, ExprKind::DeclRef { .. }))
                            {
                                return false;
                            }
                            let mut inner = false;
                            let ok = self.constant_tree(i.expr, &mut inner, next) && inner;
                            *has_call |= ok;
                            ok
                        })
                }
                _ => false,
            },
            // A member call only on a constexpr object (`cs.get()`).
            // An address constant; an aggregate's list of constants (`px(P{1})`).
            ExprKind::StringLit { .. } => true,
            ExprKind::InitList { elems, .. } => {
                elems.iter().all(|&x| self.constant_tree(x, has_call, next))
            }
            ExprKind::Call { callee, args } => {
                let named = match &self.tu.expr(self.strip_parens(*callee)).kind {
                    ExprKind::DeclRef { .. } => true,
                    ExprKind::Member {
                        base, arrow: false, ..
                    } => {
                        matches!(&self.tu.expr(self.strip_parens(*base)).kind,
                            ExprKind::DeclRef { decl, .. } if matches!(&self.tu.decl(*decl).kind, DeclKind::Var(v) if v.constexpr))
                    }
                    _ => false,
                };
                let ok = named
                    && self.callee_function(*callee).is_some_and(|f| {
                        self.folded_builtin(f)
                            || self.constexpr_function(f, next) && self.defined_before(f, ex.pos)
                    })
                    && args.iter().all(|&a| self.constant_tree(a, has_call, next));
                *has_call |= ok;
                ok
            }
            ExprKind::OperatorCall {
                op: crate::il::expr::OverloadedOp::Call,
                callee,
                args,
                ..
            } => {
                let Some((&object, rest)) = args.split_first() else {
                    return false;
                };
                let ok = self.callee_function(*callee).is_some_and(|f| {
                    self.is_lambda_operator(f) && self.constexpr_function(f, next)
                }) && self.closure_object(object)
                    && rest.iter().all(|&a| self.constant_tree(a, has_call, next));
                *has_call |= ok;
                ok
            }
            _ => false,
        }
    }

    /// Whether function `f` has a definition before `at` (a call of a constexpr function
    /// defined later is no constant yet: `double z = later(1);` stays bare).
    fn defined_before(&self, f: DeclId, at: crate::source::Pos) -> bool {
        let has_body = |d: DeclId| matches!(&self.tu.decl(d).kind, DeclKind::Function(fd) if fd.body.is_some());
        let before = |d: DeclId| {
            let p = self.tu.decl(d).pos;
            p.file != at.file || p.offset < at.offset
        };
        if has_body(f) {
            return before(f);
        }
        let first = self.tu.first_decl(f);
        (f.0 as usize + 1..self.tu.decls.len())
            .map(|i| DeclId(i as u32))
            .any(|d| has_body(d) && before(d) && self.tu.first_decl(d) == first)
    }

    /// The function a callee names (a template's pattern for a function template).
    pub(super) fn callee_function(&self, callee: ExprId) -> Option<DeclId> {
        let c = self.strip_parens(callee);
        let d = match &self.tu.expr(c).kind {
            ExprKind::DeclRef { decl, .. } => *decl,
            ExprKind::Member { member, .. } => *member,
            _ => return None,
        };
        match &self.tu.decl(d).kind {
            DeclKind::Function(_) => Some(d),
            DeclKind::Template(t)
                if matches!(self.tu.decl(t.pattern).kind, DeclKind::Function(_)) =>
            {
                Some(t.pattern)
            }
            _ => None,
        }
    }

    /// A closure object the call reads nothing from: a (non-reference) variable or the
    /// lambda expression itself.
    fn closure_object(&self, e: ExprId) -> bool {
        let x = self.strip_conversions(e);
        match &self.tu.expr(x).kind {
            ExprKind::Lambda(_) => true,
            ExprKind::DeclRef { decl, .. } => match &self.tu.decl(*decl).kind {
                DeclKind::Var(v) => !self.tu.types.is_reference(v.ty),
                _ => false,
            },
            _ => false,
        }
    }

    fn is_lambda_operator(&self, f: DeclId) -> bool {
        let mut p = self.tu.decl(f).parent;
        if let Some(t) = p.filter(|&t| matches!(self.tu.decl(t).kind, DeclKind::Template(_))) {
            p = self.tu.decl(t).parent;
        }
        p.is_some_and(|c| matches!(&self.tu.decl(c).kind, DeclKind::Class(cd) if cd.is_lambda))
    }

    /// A constexpr function, or a lambda's call operator that is implicitly one.
    fn constexpr_function(&self, f: DeclId, depth: u32) -> bool {
        let DeclKind::Function(fd) = &self.tu.decl(f).kind else {
            return false;
        };
        use crate::il::decl::FnFlags;
        if fd.flags.has(FnFlags::CONSTEXPR) || fd.flags.has(FnFlags::CONSTEVAL) {
            return true;
        }
        if !self.is_lambda_operator(f) || depth > MAX_DEPTH {
            return false;
        }
        let Some(body) = &fd.body else { return false };
        body.handlers.is_none() && self.constexpr_stmt(f, body.body, depth + 1)
    }

    fn constexpr_stmt(&self, f: DeclId, s: StmtId, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        let next = depth + 1;
        let st = |x: StmtId| self.constexpr_stmt(f, x, next);
        let ex = |x: ExprId| self.constexpr_body_expr(f, x, next);
        let cond = |c: &Condition| match c {
            Condition::Expr(e) => ex(*e),
            Condition::Decl(d) => self.constexpr_local(f, *d, next),
        };
        match &self.tu.stmt(s).kind {
            StmtKind::Compound(b) => b.stmts.iter().all(|&x| st(x)),
            StmtKind::Expr(e) => ex(*e),
            StmtKind::Decl(g) => {
                g.defined_type.is_none()
                    && g.decls.iter().all(|&d| self.constexpr_local(f, d, next))
            }
            StmtKind::If {
                init,
                cond: c,
                then,
                else_,
                ..
            } => init.is_none_or(st) && cond(c) && st(*then) && else_.is_none_or(st),
            StmtKind::While { cond: c, body } => cond(c) && st(*body),
            StmtKind::Do { body, cond: c, .. } => st(*body) && ex(*c),
            StmtKind::For {
                init,
                cond: c,
                step,
                body,
            } => {
                init.is_none_or(st)
                    && c.as_ref().is_none_or(cond)
                    && step.is_none_or(ex)
                    && st(*body)
            }
            StmtKind::Switch {
                init,
                cond: c,
                body,
            } => init.is_none_or(st) && cond(c) && st(*body),
            StmtKind::Case { sub, .. } | StmtKind::Default { sub } => st(*sub),
            StmtKind::Return(e) => e.is_none_or(ex),
            StmtKind::Break | StmtKind::Continue | StmtKind::Null => true,
            _ => false,
        }
    }

    /// A local variable of the lambda's body: automatic, its initializer allowed.
    fn constexpr_local(&self, f: DeclId, d: DeclId, depth: u32) -> bool {
        match &self.tu.decl(d).kind {
            DeclKind::Var(v) => {
                v.storage != crate::il::decl::StorageClass::Static
                    && v.thread_local == crate::il::decl::ThreadLocal::None
                    && v.init
                        .as_ref()
                        .is_none_or(|i| self.constexpr_body_expr(f, i.expr, depth))
            }
            DeclKind::Typedef(_) => true,
            _ => false,
        }
    }

    /// An expression of the lambda's body that a constant evaluation can run.
    fn constexpr_body_expr(&self, f: DeclId, e: ExprId, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        let ex = self.tu.expr(e);
        if ex.value.is_some() {
            return true;
        }
        let next = depth + 1;
        let all = |v: &[ExprId]| v.iter().all(|&x| self.constexpr_body_expr(f, x, next));
        match &ex.kind {
            ExprKind::IntLit(_)
            | ExprKind::GnuNull
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::NullPtrLit
            | ExprKind::StringLit { .. }
            | ExprKind::Sizeof { .. } => true,
            ExprKind::DeclRef { decl, .. } => match &self.tu.decl(*decl).kind {
                DeclKind::Param(_) | DeclKind::Var(_) => self.declared_in(*decl, f),
                DeclKind::Function(_) | DeclKind::Enumerator(_) => true,
                _ => false,
            },
            ExprKind::Paren(x)
            | ExprKind::ImplicitCast { operand: x, .. }
            | ExprKind::Cast { operand: x, .. } => self.constexpr_body_expr(f, *x, next),
            ExprKind::Unary { operand, .. } => self.constexpr_body_expr(f, *operand, next),
            ExprKind::Binary { lhs, rhs, .. } => all(&[*lhs, *rhs]),
            ExprKind::Conditional { cond, then, else_ } => {
                self.constexpr_body_expr(f, *cond, next)
                    && then.is_none_or(|t| self.constexpr_body_expr(f, t, next))
                    && self.constexpr_body_expr(f, *else_, next)
            }
            ExprKind::Index { base, index } => all(&[*base, *index]),
            ExprKind::Call { callee, args } => {
                self.callee_function(*callee)
                    .is_some_and(|g| self.constexpr_function(g, next))
                    && all(args)
            }
            _ => false,
        }
    }

    /// Whether `d` is declared inside function `f` (a parameter or a local).
    fn declared_in(&self, d: DeclId, f: DeclId) -> bool {
        let mut p = Some(d);
        for _ in 0..10_000 {
            let Some(x) = p else { return false };
            if x == f {
                return true;
            }
            p = self.tu.decl(x).parent;
        }
        false
    }
}
