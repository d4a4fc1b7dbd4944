//! Warnings about values computed for nothing or in a suspicious place, issued as the
//! expressions are built (as EDG does, so a template's definition is judged once):
//!
//! * #174 "expression has no effect": an expression statement, or the left operand of a
//!   built-in comma, with no side effect (`x + 1;`, `(a, b)` warns at `a` then at `(`);
//! * #187 "use of "=" where "==" may have been intended": `x = constant` tested as a
//!   condition (`if`, loops, `!`, `&&`, `||`, `?:`);
//! * #56, #70, #1273: `sizeof` of a function, `sizeof` of `void`, `alignof` of `void`.

use crate::il::expr::{BinaryOp, ConvKind, SizeofKind, TypeOrExpr, UnaryOp};
use crate::il::types::Type;
use crate::il::{ExprId, ExprKind, Quals, TypeId};
use crate::parse::{Msg, Parser, Severity};
use crate::source::Pos;

/// What a discarded expression does, as far as the "no effect" warning cares.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Effect {
    /// Nothing: warn.
    None,
    /// A side effect, a void cast, or something that may call a function (dependent).
    Some,
}

impl Parser<'_, '_> {
    /// `e;` as a statement: #174 when evaluating it does nothing (a cast to `void` says the
    /// value is discarded on purpose, also as a comma's last operand).
    pub(crate) fn warn_unused_statement_value(&mut self, e: ExprId) {
        if self.discards_on_purpose(e) {
            return;
        }
        let effect = self.effect(e);
        self.has_effect.insert(e, effect == Effect::Some);
        if effect == Effect::Some {
            return;
        }
        let at = self.expr_start(e);
        self.report(Msg::ExprHasNoEffect, Severity::Warning, at, Vec::new());
    }

    /// The left operand of a built-in comma, when it is built.
    pub(crate) fn warn_unused_comma_operand(&mut self, lhs: ExprId) {
        if self.in_requires > 0 {
            return; // a requirement is never evaluated
        }
        self.warn_unused_statement_value(lhs);
    }

    /// A cast to `void` (through parentheses and commas' right operands).
    fn discards_on_purpose(&self, mut e: ExprId) -> bool {
        for _ in 0..10_000 {
            match &self.tu.exprs[e].kind {
                ExprKind::Paren(inner) => e = *inner,
                ExprKind::Binary {
                    op: BinaryOp::Comma,
                    rhs,
                    ..
                } => e = *rhs,
                ExprKind::Cast {
                    kind: ConvKind::ToVoid,
                    ..
                } => return true,
                ExprKind::Cast { written_ty, .. } => return self.tu.types.is_void(*written_ty),
                _ => return false,
            }
        }
        true
    }

    /// Whether evaluating `e` may do something. Iterative (hostile nesting).
    fn effect(&self, root: ExprId) -> Effect {
        let mut work = vec![root];
        let mut steps = 0usize;
        while let Some(e) = work.pop() {
            steps += 1;
            if steps > 100_000 {
                return Effect::Some;
            }
            match self.has_effect.get(&e) {
                Some(true) => return Effect::Some,
                Some(false) => continue,
                None => {}
            }
            let x = &self.tu.exprs[e];
            // An operand already diagnosed (an undefined name): no second word about it.
            if self.is_volatile(x.ty) || x.ty == self.tu.types.error() {
                return Effect::Some;
            }
            match &x.kind {
                ExprKind::IntLit(_)
                | ExprKind::GnuNull
                | ExprKind::FloatLit { .. }
                | ExprKind::CharLit { .. }
                | ExprKind::StringLit { .. }
                | ExprKind::BoolLit(_)
                | ExprKind::NullPtrLit
                | ExprKind::This { .. }
                | ExprKind::Unresolved { .. }
                | ExprKind::SizeofPack { .. }
                | ExprKind::Sizeof { .. }
                | ExprKind::Typeid(_) => {}
                ExprKind::DeclRef { decl, .. } => {
                    if self.tu.decls[*decl]
                        .ty()
                        .is_some_and(|t| self.is_volatile(t))
                    {
                        return Effect::Some;
                    }
                }
                ExprKind::Member { base, member, .. } => {
                    if self.tu.decls[*member]
                        .ty()
                        .is_some_and(|t| self.is_volatile(t))
                    {
                        return Effect::Some;
                    }
                    work.push(*base)
                }
                ExprKind::Paren(inner) => work.push(*inner),
                ExprKind::Unary { op, operand } => match op {
                    UnaryOp::PreInc
                    | UnaryOp::PreDec
                    | UnaryOp::PostInc
                    | UnaryOp::PostDec
                    | UnaryOp::CoAwait
                    | UnaryOp::CoYield => return Effect::Some,
                    _ if self.dependent_type(*operand) => return Effect::Some,
                    _ => work.push(*operand),
                },
                ExprKind::Binary { op, lhs, rhs } => {
                    let assigns = !matches!(
                        op,
                        BinaryOp::Mul
                            | BinaryOp::Div
                            | BinaryOp::Rem
                            | BinaryOp::Add
                            | BinaryOp::Sub
                            | BinaryOp::Shl
                            | BinaryOp::Shr
                            | BinaryOp::Lt
                            | BinaryOp::Gt
                            | BinaryOp::Le
                            | BinaryOp::Ge
                            | BinaryOp::Eq
                            | BinaryOp::Ne
                            | BinaryOp::BitAnd
                            | BinaryOp::BitXor
                            | BinaryOp::BitOr
                            | BinaryOp::LogAnd
                            | BinaryOp::LogOr
                            | BinaryOp::Comma
                    );
                    let dependent = *op != BinaryOp::Comma
                        && (self.dependent_type(*lhs) || self.dependent_type(*rhs));
                    if assigns || dependent {
                        return Effect::Some;
                    }
                    work.push(*lhs);
                    work.push(*rhs);
                }
                ExprKind::Conditional { cond, then, else_ } => {
                    work.push(*cond);
                    work.extend(*then);
                    work.push(*else_);
                }
                ExprKind::Index { base, index } => {
                    work.push(*base);
                    work.push(*index);
                }
                ExprKind::ImplicitCast { kind, operand } | ExprKind::Cast { kind, operand, .. } => {
                    match kind {
                        ConvKind::Constructor(_)
                        | ConvKind::ConversionFunction(_)
                        | ConvKind::Dependent => return Effect::Some,
                        _ => work.push(*operand),
                    }
                }
                _ => return Effect::Some,
            }
        }
        Effect::None
    }

    fn dependent_type(&self, e: ExprId) -> bool {
        self.tu.types.is_dependent(self.tu.exprs[e].ty)
    }

    fn is_volatile(&self, t: TypeId) -> bool {
        let t = self.tu.types.non_reference(t);
        self.tu.types.split_quals(t).1.has(Quals::VOLATILE)
    }

    /// `x = constant` where a truth value is wanted: #187 at the assignment (its `(` when
    /// parenthesised).
    /// `arr + k` / `arr - k` with a constant `k` that leaves an array of known bound
    /// (one past the end is inside): #170 at the operator.
    pub(crate) fn warn_pointer_outside_object(
        &mut self,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        pos: Pos,
    ) {
        let bound = |this: &Self, e: ExprId| -> Option<u64> {
            let mut e = e;
            while let ExprKind::Paren(x) = &this.tu.exprs[e].kind {
                e = *x;
            }
            let t = this.tu.types.non_reference(this.tu.exprs[e].ty);
            match this.tu.types.shape(t) {
                crate::il::types::Type::Array(
                    _,
                    crate::il::types::ArrayBound::Known(n)
                    | crate::il::types::ArrayBound::Written(n, _),
                ) => Some(*n),
                _ => None,
            }
        };
        let constant = |this: &Self, e: ExprId| match this.tu.exprs[e].value.get() {
            Some(crate::il::expr::ConstValue::Int(k)) => Some(k),
            _ => None,
        };
        let (n, k) = match op {
            BinaryOp::Add => match (bound(self, lhs), bound(self, rhs)) {
                (Some(n), None) => (n, constant(self, rhs)),
                (None, Some(n)) => (n, constant(self, lhs)),
                _ => return,
            },
            BinaryOp::Sub => match bound(self, lhs) {
                Some(n) => (n, constant(self, rhs).map(|k| -k)),
                None => return,
            },
            _ => return,
        };
        if k.is_some_and(|k| k < 0 || k > i128::from(n)) {
            self.report(
                Msg::PointerOutsideObject,
                Severity::Warning,
                pos,
                Vec::new(),
            );
        }
    }

    pub(crate) fn warn_assignment_as_condition(&mut self, e: ExprId) {
        let mut inner = e;
        while let ExprKind::Paren(x) = &self.tu.exprs[inner].kind {
            inner = *x;
        }
        let ExprKind::Binary {
            op: BinaryOp::Assign,
            rhs,
            ..
        } = &self.tu.exprs[inner].kind
        else {
            return;
        };
        if !self.is_constant_operand(*rhs) {
            return;
        }
        let at = self.expr_start(e);
        self.report(
            Msg::AssignWhereCompareMeant,
            Severity::Warning,
            at,
            Vec::new(),
        );
    }

    /// A literal or a folded constant (through the conversions sema added).
    fn is_constant_operand(&self, mut e: ExprId) -> bool {
        for _ in 0..10_000 {
            let x = &self.tu.exprs[e];
            if x.value.is_some() {
                return true;
            }
            match &x.kind {
                ExprKind::ImplicitCast { operand, .. } | ExprKind::Paren(operand) => e = *operand,
                ExprKind::IntLit(_)
                | ExprKind::GnuNull
                | ExprKind::FloatLit { .. }
                | ExprKind::CharLit { .. }
                | ExprKind::BoolLit(_)
                | ExprKind::NullPtrLit => return true,
                _ => return false,
            }
        }
        false
    }

    /// `sizeof`/`alignof` of a type or an expression that has no size: `void` (#70 for
    /// sizeof, #1273 at the operator for alignof), a function (#56).
    pub(crate) fn warn_sizeof_operand(
        &mut self,
        kind: SizeofKind,
        operand: TypeOrExpr,
        type_pos: Pos,
        op_pos: Pos,
    ) {
        let (ty, at) = match operand {
            TypeOrExpr::Type(t) => (t, type_pos),
            TypeOrExpr::Expr(e) => (self.tu.exprs[e].ty, self.expr_start(e)),
        };
        let t = self.tu.types.non_reference(ty);
        if self.tu.types.is_dependent(t) {
            return;
        }
        if self.tu.types.is_void(t) {
            if kind == SizeofKind::Sizeof {
                let text = crate::sema::cuda_checks::body::type_text(&self.tu, ty, 0);
                self.report(
                    Msg::IncompleteTypeNotAllowed,
                    Severity::Warning,
                    at,
                    vec![text],
                );
            } else {
                self.report(
                    Msg::AlignofIncompleteType,
                    Severity::Warning,
                    op_pos,
                    Vec::new(),
                );
            }
            return;
        }
        if kind == SizeofKind::Sizeof && matches!(self.tu.types.shape(t), Type::Function(_)) {
            self.report(Msg::SizeofFunction, Severity::Warning, at, Vec::new());
        }
    }
}
