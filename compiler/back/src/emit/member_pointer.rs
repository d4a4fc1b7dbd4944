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
}
