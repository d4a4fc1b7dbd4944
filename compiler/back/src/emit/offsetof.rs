//! `__builtin_offsetof(T, designator)`: the member designator (`in[1].b[2]`) is printed
//! as written, with no parentheses around its parts (EDG keeps it as a designator, not as
//! member and subscript expressions).

use crate::il::{DeclName, ExprId, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// Prints a member designator built of names, `.name` and `[index]`; false (nothing
    /// printed) when `e` is no such designator.
    pub(super) fn offsetof_designator_into(&self, e: ExprId, out: &mut Vec<u8>) -> bool {
        let mut parts = Vec::new();
        let mut cur = e;
        loop {
            match &self.tu.expr(cur).kind {
                ExprKind::Unresolved {
                    name: DeclName::Ident(s),
                    candidates,
                    ..
                } if candidates.is_empty() => {
                    out.extend_from_slice(self.sym(*s));
                    break;
                }
                ExprKind::DependentMember {
                    base,
                    arrow: false,
                    name: DeclName::Ident(_),
                    ..
                }
                | ExprKind::Index { base, .. } => {
                    parts.push(cur);
                    cur = *base;
                }
                _ => return false,
            }
        }
        for &p in parts.iter().rev() {
            match &self.tu.expr(p).kind {
                ExprKind::DependentMember {
                    name: DeclName::Ident(s),
                    ..
                } => {
                    out.push(b'.');
                    out.extend_from_slice(self.sym(*s));
                }
                ExprKind::Index { index, .. } => {
                    out.push(b'[');
                    self.expr_into_pub(*index, out, 0);
                    out.push(b']');
                }
                _ => {}
            }
        }
        true
    }
}
