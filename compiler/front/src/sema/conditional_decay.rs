//! Array-to-pointer decay of an lvalue `?:` between two arrays of one type
//! (`ok ? "PASS" : "FAIL"`). EDG does not decay the conditional as a whole: it decays
//! each branch and makes the conditional a pointer prvalue, so the third operand is a
//! converted operand and prints in parentheses (`ok ? "PASS" : ("FAIL")`), while a
//! conditional that stays an array (`sizeof`, a reference binding) is untouched.

use crate::il::types::Type;
use crate::il::{ExprId, ExprKind, TypeId, ValueCategory};
use crate::parse::Parser;

impl Parser<'_, '_> {
    /// The conditional `e` (possibly in parentheses) rebuilt with both branches decayed;
    /// `None` when `e` is not an array-typed conditional with two branches.
    pub(super) fn decayed_conditional(&mut self, e: ExprId) -> Option<ExprId> {
        let x = &self.tu.exprs[e];
        let pos = x.pos;
        match x.kind.clone() {
            ExprKind::Paren(inner) => {
                let d = self.decayed_conditional(inner)?;
                let ty = self.tu.exprs[d].ty;
                let id = self
                    .tu
                    .add_expr(ExprKind::Paren(d), ty, ValueCategory::PrValue, pos);
                self.tu.exprs[id].value = self.tu.exprs[d].value.clone();
                Some(id)
            }
            ExprKind::Conditional {
                cond,
                then: Some(then),
                else_,
            } => {
                let then = self.decay_expr(then);
                let else_ = self.decay_expr(else_);
                let ty = self.tu.exprs[then].ty;
                let id = self.tu.add_expr(
                    ExprKind::Conditional {
                        cond,
                        then: Some(then),
                        else_,
                    },
                    ty,
                    ValueCategory::PrValue,
                    pos,
                );
                self.tu.exprs[id].value = self.tu.exprs[e].value.clone();
                Some(id)
            }
            _ => None,
        }
    }
}

impl Parser<'_, '_> {
    /// An array conditional used where its value is needed (a subscripted base, an
    /// initializer of a pointer), decayed branch by branch; anything else unchanged.
    pub fn decay_array_conditional(&mut self, e: ExprId) -> ExprId {
        if !matches!(self.tu.types.shape(self.tu.exprs[e].ty), Type::Array(..)) {
            return e;
        }
        self.decayed_conditional(e).unwrap_or(e)
    }

    /// A variable's (or field's) `= e` / `(e)` initializer that is an array conditional,
    /// decayed unless the variable is an array or binds a reference to one
    /// (`const char *p = c ? "a" : "b";`, `auto q = …`, `bool b = …`): variable
    /// initializers are otherwise converted by the printer. A constant initializer is
    /// printed as written (E-CONST: `(true ? "a" : "b")`), so it is left alone.
    pub fn decay_conditional_initializer(&mut self, var_ty: TypeId, e: ExprId) -> ExprId {
        let types = &self.tu.types;
        let target = types.non_reference(var_ty);
        if types.is_dependent(target)
            || matches!(types.shape(target), Type::Array(..))
            || self.constant_condition(e)
        {
            return e;
        }
        self.decay_array_conditional(e)
    }

    /// Whether `e` (possibly in parentheses) is a conditional whose condition is a constant.
    fn constant_condition(&self, e: ExprId) -> bool {
        match &self.tu.exprs[e].kind {
            ExprKind::Paren(inner) => self.constant_condition(*inner),
            ExprKind::Conditional { cond, .. } => self.tu.exprs[*cond].value.is_some(),
            _ => false,
        }
    }
}
