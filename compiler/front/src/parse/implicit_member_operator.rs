//! An operator-function-id named without an object inside a member function
//! (`return !operator==(__arg);` in `std::type_info::operator!=`): unqualified lookup finds
//! the class's member operators first, and EDG prints the call through the implicit
//! `this`: `!this->operator==(__arg)`. (In a class template the call is printed as written.)

use crate::il::ExprId;
use crate::source::Pos;

use super::Parser;
use crate::il::expr::NameWriting;

impl Parser<'_, '_> {
    /// The class's (or a base's) member operators named by `name`, through `this`.
    pub(super) fn implicit_member_operator(
        &mut self,
        qn: &super::specifiers::QualName,
        name: crate::il::DeclName,
        written: &NameWriting,
        pos: Pos,
    ) -> Option<ExprId> {
        if !qn.found.is_empty()
            || qn.qualifier.is_some()
            || !matches!(name, crate::il::DeclName::Operator(_))
            || self.scopes.in_template()
        {
            return None;
        }
        let (class, _) = self.this_context()?;
        let found = self.member_operators(class, name);
        self.implicit_member(&found, written.clone(), pos)
    }
}
