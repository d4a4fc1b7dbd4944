//! Member access on a class prvalue.
//!
//! A member found in a base class converts the object to that base; on a prvalue (a call
//! returning a class by value) EDG prints the converted object in parentheses:
//! `(g()).s`, `(q.on(1)).m()`. An lvalue object (`h().s` with `S& h()`) stays bare.

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
}
