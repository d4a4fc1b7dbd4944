//! An array bound EDG keeps as an expression: one computed from block-scope constants
//! prints wrapped (`int h[(chunks * chunk)];` for `const int chunks = 4, chunk = 64;`),
//! where a namespace-scope constant's is folded into its written form (`gh[chunks * 2]`).

use crate::il::DeclKind;

use super::Printer;

impl Printer<'_> {
    /// Whether `e` is an operator expression over a block-scope variable.
    pub(super) fn computed_from_locals(&self, e: crate::il::ExprId, depth: u32) -> bool {
        use crate::il::ExprKind;
        let x = self.strip_parens(e);
        let local = |y: crate::il::ExprId| self.mentions_local(y, depth + 1);
        match &self.tu.expr(x).kind {
            ExprKind::Binary { lhs, rhs, .. } => local(*lhs) || local(*rhs),
            ExprKind::Unary { operand, .. } => local(*operand),
            _ => false,
        }
    }

    fn mentions_local(&self, e: crate::il::ExprId, depth: u32) -> bool {
        use crate::il::ExprKind;
        if depth > 64 {
            return false;
        }
        let x = self.strip_conversions(self.strip_parens(e));
        match &self.tu.expr(x).kind {
            ExprKind::DeclRef { decl, .. } => {
                matches!(self.tu.decl(*decl).kind, DeclKind::Var(_))
                    && self
                        .tu
                        .decl(*decl)
                        .parent
                        .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Function(_)))
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                self.mentions_local(*lhs, depth + 1) || self.mentions_local(*rhs, depth + 1)
            }
            ExprKind::Unary { operand, .. } => self.mentions_local(*operand, depth + 1),
            _ => false,
        }
    }
}
