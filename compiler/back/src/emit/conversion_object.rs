//! The object of an implicit conversion-function call (`operator bool()`, `operator T*()`)
//! that is a member access, a dereference or a subscript: EDG prints it wrapped, wherever
//! the conversion stands (`if ((_M_ptr))`, `bool q = (s.n);`, `g((*p));`,
//! `return (p[0]);`), while a variable or a call stays bare (`if (e)`, `if (gi())`). As an
//! operand the wrapped object needs no more parentheses (`!(n)`, `(n) && (*(pn))`); a
//! further conversion of its result wraps it again (`((n)) + 1`).

use crate::il::expr::{ConvKind, UnaryOp};
use crate::il::{DeclKind, ExprId, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// The object of `e` when `e` is an implicit conversion-function call printed as
    /// `(object)`.
    pub(super) fn wrapped_conversion_object(&self, e: ExprId) -> Option<ExprId> {
        let ExprKind::ImplicitCast {
            kind: ConvKind::ConversionFunction(_),
            operand,
        } = &self.tu.expr(e).kind
        else {
            return None;
        };
        let o = self.strip_parens(*operand);
        self.wrapped_object_shape(o).then_some(o)
    }

    /// A member access, a dereference, a subscript or an implicit member: the objects
    /// EDG wraps.
    fn wrapped_object_shape(&self, o: ExprId) -> bool {
        match &self.tu.expr(o).kind {
            ExprKind::Member { member, .. } => {
                matches!(self.tu.decl(*member).kind, DeclKind::Var(_))
            }
            ExprKind::Unary {
                op: UnaryOp::Deref, ..
            }
            | ExprKind::Index { .. } => true,
            ExprKind::DeclRef { decl, .. } => self.is_implicit_member_data(*decl),
            _ => false,
        }
    }

    /// An initializer of a scalar variable that is a class object of that shape: sema
    /// leaves the conversion function implied there (`bool q = (s.n);`, `bool t((m));`).
    pub(super) fn initializer_through_conversion_function(
        &self,
        x: ExprId,
        target: Option<crate::il::TypeId>,
    ) -> bool {
        let Some(t) = target else { return false };
        let types = &self.tu.types;
        if types.is_dependent(t)
            || matches!(
                types.get(types.canonical(t)),
                crate::il::Type::LValueRef(_) | crate::il::Type::RValueRef(_)
            )
            || types.as_class(types.canonical(t)).is_some()
        {
            return false;
        }
        let xt = self.tu.expr(x).ty;
        if types.is_dependent(xt)
            || types
                .as_class(types.canonical(types.non_reference(xt)))
                .is_none()
        {
            return false;
        }
        self.wrapped_object_shape(self.strip_parens(x))
    }
}
