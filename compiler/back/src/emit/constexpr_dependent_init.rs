//! E-CONST in templates: a `constexpr` variable's initializer is a constant expression,
//! so an operator over an operand that waits for instantiation is a constant and wrapped
//! (`constexpr bool b = (R1() && R2());`), while `const bool c = R1() && R2();` stays bare.
//! Waiting: an operand of dependent type, of a type sema left unknown (a call through a
//! dependent typedef: `_Alloc_traits::_S_always_equal()`), or a call of a function named
//! through a dependent class (`tr< A> ::p()`).

use super::Printer;
use crate::il::{DeclId, DeclKind, ExprId, ExprKind, Type};

impl Printer<'_> {
    /// A `constexpr` variable's initializer is a constant expression: an operator over an
    /// operand of dependent type waits for instantiation as a constant and is wrapped
    /// (`constexpr bool b = (R1() && R2());`; `const bool c = R1() && R2();` stays bare).
    pub(super) fn constexpr_dependent_operator(&self, d: DeclId, x: ExprId) -> bool {
        let DeclKind::Var(v) = &self.tu.decl(d).kind else {
            return false;
        };
        if !v.constexpr {
            return false;
        }
        let ExprKind::Binary { op, lhs, rhs } = &self.tu.expr(x).kind else {
            return false;
        };
        if matches!(op, crate::il::expr::BinaryOp::Comma) || op.is_assignment() {
            return false;
        }
        [*lhs, *rhs].iter().any(|&o| {
            let o = self.strip_conversions(o);
            self.dependent_operand(o)
        })
    }

    /// An operand that waits for instantiation: of dependent type, of a type sema left
    /// unknown (`_Alloc_traits::_S_always_equal()` through a dependent typedef), or a call
    /// of a function named through a dependent class (`tr< A> ::p()`).
    fn dependent_operand(&self, o: ExprId) -> bool {
        let ty = self.tu.expr(o).ty;
        if self.tu.types.is_dependent(ty) || matches!(self.tu.types.shape(ty), Type::Error) {
            return true;
        }
        let ExprKind::Call { callee, .. } = &self.tu.expr(o).kind else {
            return false;
        };
        matches!(&self.tu.expr(self.strip_parens(*callee)).kind,
            ExprKind::DeclRef { written, .. } | ExprKind::Unresolved { written, .. }
                if self.dependent_qualifier(written))
    }
}
