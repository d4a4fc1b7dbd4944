//! `T()` of a scalar type named by a typedef or an enum keeps its form (E-CAST, probe q10
//! of session "names").
//!
//! EDG folds `int()` to `((int)0)`, but a value-initialization whose type is written as a
//! typedef or enumeration name stays a value-initialization: `myint()`, `n::L()`,
//! `S::C()`, `E()`, `char_type()` (in `char_traits<char>`), a simple operand like a call
//! (`x + myint()`). A typedef of a cv-qualified type folds to its unqualified canonical
//! type (`((int)0)` for `typedef const int CI; CI()`).

use crate::il::{Type, TypeId};

use super::Printer;

impl Printer<'_> {
    /// `myint()` for a typedef or enum name `t` of an unqualified type.
    pub(super) fn named_value_init(&self, t: TypeId) -> Option<Vec<u8>> {
        let types = &self.tu.types;
        if !matches!(types.get(t), Type::Typedef { .. } | Type::Enum(_)) {
            return None;
        }
        let c = types.canonical(t);
        if types.unqualified(c) != c {
            return None;
        }
        let mut v = self.expr_type_text(t);
        v.extend_from_slice(b"()");
        Some(v)
    }

    /// The type in `((T)0)`: a typedef of a cv-qualified type is its unqualified
    /// canonical type.
    pub(super) fn value_init_zero_type(&self, t: TypeId, text: Vec<u8>) -> Vec<u8> {
        let types = &self.tu.types;
        let c = types.canonical(t);
        if matches!(types.get(t), Type::Typedef { .. }) && types.unqualified(c) != c {
            return self.expr_type_text(types.unqualified(c));
        }
        text
    }
}
