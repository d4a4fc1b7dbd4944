//! `this->m.f += n` in a class template where `m` is a member of a dependent base: the
//! member the pattern's base declares may not be the one instantiation finds
//! ([temp.dep.type]: not a member of the current instantiation), so the whole access is
//! type-dependent and an operator on it is bound at instantiation. EDG prints such an
//! operator as written, without the parentheses of an operator call
//! (`--((this->_M_impl)._M_finish);` in `vector<bool, _Alloc>`).

use crate::il::{ExprId, ExprKind};
use crate::parse::Parser;

/// How many member-access links are followed.
const MAX_LINKS: usize = 64;

impl Parser<'_, '_> {
    /// Whether `e` is a member access whose chain of objects passes through a member
    /// reached only through a dependent base of the object's class (also under a
    /// deferred built-in operator: `*this->m.f++ = x`).
    pub fn through_dependent_base_member(&self, e: ExprId) -> bool {
        if !self.scopes.in_template() {
            return false;
        }
        let mut e = e;
        for _ in 0..MAX_LINKS {
            match self.tu.exprs[e].kind {
                ExprKind::Paren(x) => e = x,
                // A built-in operator left on a class operand (`this->m.f++`, its
                // operator deferred): what it yields is as dependent.
                ExprKind::Unary { operand, .. } if self.is_class_operand(operand) => e = operand,
                ExprKind::Member {
                    base,
                    arrow,
                    member,
                    ..
                } => {
                    let bt = self.tu.types.non_reference(self.tu.exprs[base].ty);
                    let object = if arrow {
                        self.tu.types.pointee(bt).unwrap_or(bt)
                    } else {
                        bt
                    };
                    if self
                        .class_of_type(object)
                        .is_some_and(|c| self.member_of_dependent_base(c, member))
                    {
                        return true;
                    }
                    e = base;
                }
                _ => return false,
            }
        }
        false
    }
}
