//! The built-in three-way comparison `a <=> b` ([expr.spaceship]): its type is a
//! comparison category class of the standard library, `std::strong_ordering` for
//! integral, enumeration and pointer operands and `std::partial_ordering` for floating
//! ones, found by qualified lookup in `std` (EDG requires `<compare>` to have declared it).

use crate::il::{DeclKind, TranslationUnit, TypeId};
use crate::parse::Parser;

impl Parser<'_, '_> {
    /// The class `std::<name>` as a type, `None` when `std` or the class is not declared.
    pub(crate) fn comparison_category(&mut self, name: &[u8]) -> Option<TypeId> {
        let std_sym = self.tu.intern(b"std");
        let class_sym = self.tu.intern(name);
        let std = self
            .lookup_qualified(TranslationUnit::ROOT, std_sym)
            .into_iter()
            .find(|&d| matches!(self.tu.decls[d].kind, DeclKind::Namespace(_)))?;
        let class = self
            .lookup_qualified(std, class_sym)
            .into_iter()
            .find(|&d| matches!(self.tu.decls[d].kind, DeclKind::Class(_)))?;
        self.tu.decls[class].ty()
    }

    /// The type of a built-in `<=>` on operands converted to `common` (arithmetic) or on
    /// pointers (`common` None): the category class when declared, else `bool` as before.
    pub(crate) fn three_way_result(&mut self, common: Option<TypeId>) -> TypeId {
        let floating = common.is_some_and(|t| self.tu.types.is_floating(t));
        let name: &[u8] = if floating {
            b"partial_ordering"
        } else {
            b"strong_ordering"
        };
        self.comparison_category(name)
            .unwrap_or_else(|| self.tu.types.bool())
    }
}
