//! Member access on a class prvalue.
//!
//! A member found in a base class converts the object to that base; on a prvalue (a call
//! returning a class by value) EDG prints the converted object in parentheses:
//! `(g()).s`, `(q.on(1)).m()`. An lvalue object (`h().s` with `S& h()`) stays bare.
//!
//! A member of an object of dependent type (`u.x`, `p->z`, resolved only at instantiation)
//! is an operand in parentheses as a call's argument or a member initializer's:
//! `sw((u.x), (p->z))`, `first((p.first))`, `fw< U> (((u.x).y))`.

use crate::il::expr::ValueCategory;
use crate::il::{DeclId, ExprId, Type};

use super::Printer;

impl Printer<'_> {
    /// Whether `.member` on `base` converts a class prvalue to a base class.
    pub(super) fn is_prvalue_converted_to_base(&self, base: ExprId, member: DeclId) -> bool {
        let b = self.tu.expr(self.strip_parens(base));
        if b.cat != ValueCategory::PrValue {
            return false;
        }
        let types = &self.tu.types;
        let Type::Class(object) = *types.get(types.unqualified(types.canonical(b.ty))) else {
            return false;
        };
        let Some(owner) = self.tu.decl(member).parent else {
            return false;
        };
        self.tu.first_decl(owner) != self.tu.first_decl(object)
            && matches!(self.tu.decl(owner).kind, crate::il::DeclKind::Class(_))
    }

    /// An argument of a call or member initializer: a dependent member access is wrapped as
    /// an operand; anything else prints as an argument does.
    pub(super) fn dependent_member_argument(&self, a: ExprId) -> Option<Vec<u8>> {
        let x = self.strip_conversions(self.strip_parens(a));
        match &self.tu.expr(x).kind {
            crate::il::ExprKind::DependentMember { name, .. }
                if *name != crate::il::DeclName::Destructor =>
            {
                Some(self.expr_operand(x))
            }
            _ => None,
        }
    }
}
