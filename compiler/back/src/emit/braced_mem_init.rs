//! A mem-initializer written with braces for a scalar or GNU complex member keeps them:
//! EDG prints `x{1}` and `v{(1.0), (2.0)}` (`struct E { int x; E() : x{1} {} };`), where
//! parentheses are printed for a class member's constructor call. An empty list (value
//! initialization, printed as a zero constant there) is left to the parenthesized form.

use crate::il::decl::Init;
use crate::il::expr::InitForm;
use crate::il::{DeclId, DeclKind, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// Whether the mem-initializer of `field` is printed between braces.
    pub(super) fn braced_scalar_mem_init(&self, field: DeclId, init: Init) -> bool {
        let DeclKind::Var(v) = &self.tu.decl(field).kind else {
            return false;
        };
        let types = &self.tu.types;
        if init.form != InitForm::Brace || types.is_dependent(v.ty) {
            return false;
        }
        if !(types.is_scalar(v.ty) || types.is_complex(v.ty)) {
            return false;
        }
        matches!(&self.tu.expr(init.expr).kind, ExprKind::InitList { elems, .. } if !elems.is_empty())
    }
}
