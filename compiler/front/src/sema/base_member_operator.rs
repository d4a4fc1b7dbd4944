//! Member operator candidates come from the class and, when it declares none of that
//! name, from its bases ([class.member.lookup]): `j != e` with `operator!=` a member of
//! a base of `j`'s class is an operator call (E-OVL, its operands wrapped:
//! `(j != (mk()))`). An assignment is not looked up in the bases (the implicit copy
//! assignment of the class hides theirs), and a base whose members are known only at
//! instantiation is not searched.

use crate::il::expr::OverloadedOp;
use crate::il::{DeclId, DeclName};
use crate::parse::Parser;

impl Parser<'_, '_> {
    /// The member operator functions `op` of `class`, else of its first base that has some.
    pub(crate) fn member_operators_with_bases(
        &self,
        class: DeclId,
        op: OverloadedOp,
    ) -> Vec<DeclId> {
        let name = DeclName::Operator(op);
        let own = self.class_members_named(class, |n| n == name);
        if !own.is_empty() || op == OverloadedOp::Assign {
            return own;
        }
        let found = self.member_operators(class, name);
        if found
            .iter()
            .any(|&m| self.member_of_dependent_base(class, m))
        {
            return Vec::new();
        }
        found
    }
}
