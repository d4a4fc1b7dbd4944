//! A mem-initializer written with braces for a scalar or GNU complex member keeps them:
//! EDG prints `x{1}` and `v{(1.0), (2.0)}` (`struct E { int x; E() : x{1} {} };`), where
//! parentheses are printed for a class member's constructor call. An empty list (value
//! initialization, printed as a zero constant there) is left to the parenthesized form.

use crate::il::decl::Init;
use crate::il::expr::InitForm;
use crate::il::types::Type;
use crate::il::{DeclId, DeclKind, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// Whether the mem-initializer of `field` is printed between braces.
    pub(super) fn braced_scalar_mem_init(&self, field: DeclId, init: Init) -> bool {
        let DeclKind::Var(v) = &self.tu.decl(field).kind else {
            return false;
        };
        let types = &self.tu.types;
        // A pointer to a dependent type is still a pointer (`_M_str{(nullptr)}`).
        let dependent = types.is_dependent(v.ty)
            && !matches!(
                types.shape(v.ty),
                Type::Pointer(_) | Type::MemberPointer { .. }
            );
        if init.form != InitForm::Brace {
            return false;
        }
        // A member of a dependent type keeps the list as written (`v{0}` for a `T v`).
        if !(dependent || types.is_scalar(v.ty) || types.is_complex(v.ty)) {
            return false;
        }
        matches!(&self.tu.expr(init.expr).kind, ExprKind::InitList { elems, .. } if !elems.is_empty())
    }

    /// The one element of a braced scalar mem-initializer, as an initializer of the
    /// member (E-CONST: `_M_len{(0)}`, `_M_str{(nullptr)}`, `_M_len{__len}`); `None` for
    /// any other list.
    pub(super) fn braced_scalar_mem_init_arg(&self, field: DeclId, init: Init) -> Option<Vec<u8>> {
        let DeclKind::Var(v) = &self.tu.decl(field).kind else {
            return None;
        };
        let types = &self.tu.types;
        let dependent = types.is_dependent(v.ty)
            && !matches!(
                types.shape(v.ty),
                Type::Pointer(_) | Type::MemberPointer { .. }
            );
        if dependent || !types.is_scalar(v.ty) {
            return None;
        }
        let ExprKind::InitList { elems, .. } = &self.tu.expr(init.expr).kind else {
            return None;
        };
        let [only] = &elems[..] else {
            return None;
        };
        if matches!(self.tu.expr(*only).kind, ExprKind::InitList { .. }) {
            return None;
        }
        Some(self.expr_init_to(*only, Some(v.ty)))
    }
}
