//! Pointers to members in expressions: `&C::m`, `r.*f`, `(p->*g)()`.

use crate::il::expr::BinaryOp;
use crate::il::{DeclKind, ExprId, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// `C::m` naming a non-static member (the operand of `&` forming a pointer to member).
    pub(super) fn is_member_name(&self, e: ExprId) -> bool {
        let e = self.tu.expr(self.strip_parens(e));
        let ExprKind::DeclRef { decl, written } = &e.kind else {
            return false;
        };
        if written.qualifier.is_none() {
            return false;
        }
        match &self.tu.decl(*decl).kind {
            DeclKind::Var(v) => v.field && v.storage != crate::il::decl::StorageClass::Static,
            DeclKind::Function(f) => {
                f.storage != crate::il::decl::StorageClass::Static
                    && self
                        .tu
                        .decl(*decl)
                        .parent
                        .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)))
            }
            _ => false,
        }
    }

    pub(super) fn is_member_name_of_function(&self, e: ExprId) -> bool {
        let e = self.tu.expr(self.strip_parens(e));
        matches!(&e.kind, ExprKind::DeclRef { decl, .. } if matches!(self.tu.decl(*decl).kind, DeclKind::Function(_)))
    }

    /// A callee `obj.*pmf` / `ptr->*pmf`: its object, operator and member pointer.
    pub(super) fn member_pointer_callee(&self, c: ExprId) -> Option<(ExprId, BinaryOp, ExprId)> {
        match &self.tu.expr(c).kind {
            ExprKind::Binary {
                op: op @ (BinaryOp::PtrMemD | BinaryOp::PtrMemI),
                lhs,
                rhs,
            } => Some((*lhs, *op, *rhs)),
            _ => None,
        }
    }

    /// The object of `obj.*pmf` / `ptr->*pmf` gains cv-qualifiers to match a `const` (or
    /// `volatile`) member function: EDG prints that conversion in parentheses
    /// (`((p)->*getter)()`, `((r).*getter)()`).
    pub(super) fn member_pointer_object_converted(
        &self,
        lhs: ExprId,
        op: BinaryOp,
        rhs: ExprId,
    ) -> bool {
        let types = &self.tu.types;
        let crate::il::Type::MemberPointer { pointee, .. } = types.shape(self.tu.expr(rhs).ty)
        else {
            return false;
        };
        let Some(f) = types.as_function(*pointee) else {
            return false;
        };
        let lt = self.tu.expr(lhs).ty;
        let object = if op == BinaryOp::PtrMemI {
            match types.pointee(lt) {
                Some(o) => o,
                None => return false,
            }
        } else {
            types.non_reference(lt)
        };
        let (_, have) = types.split_quals(object);
        !f.quals.without(have).is_empty()
    }
}
