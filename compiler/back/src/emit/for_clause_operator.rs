//! E-TOP in a `for` statement: the condition and the step print an overloaded-operator
//! call without the parentheses E-OVL gives it everywhere else (`for (; j != e; ++j)`,
//! while `if ((j != e))`, `g((++j))` and `(++j);` keep them).

use crate::il::expr::OverloadedOp;
use crate::il::{ExprId, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// The text of a `for` condition or step.
    pub(super) fn for_clause_expr(&self, e: ExprId) -> Vec<u8> {
        let t = self.expr_top(e);
        let own_parens = match &self.tu.expr(self.strip_parens(e)).kind {
            ExprKind::OperatorCall { op, args, .. } => match op {
                OverloadedOp::Subscript | OverloadedOp::Call | OverloadedOp::Arrow => false,
                OverloadedOp::PlusPlus | OverloadedOp::MinusMinus => args.len() == 1,
                _ => true,
            },
            _ => false,
        };
        match t.strip_prefix(b"(").and_then(|x| x.strip_suffix(b")")) {
            Some(inner) if own_parens => inner.to_vec(),
            _ => t,
        }
    }
}
