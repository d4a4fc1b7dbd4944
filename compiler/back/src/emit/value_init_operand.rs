//! A value-initialized scalar written `T{}` as an operand (of an operator, a call, a
//! default argument, `sizeof`): EDG prints the folded zero of T's canonical type, the typedef
//! gone (`allocate((unsigned long)0UL)` for `allocate(size_t{})`, `x + (0)` for `x + I{}`,
//! `(E)e0` for an enum). As a variable's initializer itself it keeps the written type
//! (`size_t a = ((size_t)0UL);`), and `T()` keeps its own forms.

use crate::il::expr::CastForm;
use crate::il::{ExprId, TypeId};

use super::Printer;

impl Printer<'_> {
    /// The folded zero printed for cast `e` (`T{}`), or None where it prints as written.
    pub(super) fn value_init_operand_constant(
        &self,
        e: ExprId,
        form: CastForm,
        t: TypeId,
    ) -> Option<Vec<u8>> {
        if form != CastForm::FunctionalBrace {
            return None;
        }
        let types = &self.tu.types;
        let c = types.unqualified(types.canonical(t));
        let integral = matches!(types.get(c), crate::il::Type::Enum(_))
            || types.as_builtin(c).is_some_and(|b| b.is_integral());
        if !integral || types.is_dependent(t) {
            return None;
        }
        let top = self
            .init_top
            .get()
            .is_some_and(|i| i == e || self.standard_conversion_operand(i).0 == e);
        if top {
            return None;
        }
        // `int`'s zero is the literal itself; other types cast it (`(unsigned long)0UL`).
        if matches!(
            types.get(c),
            crate::il::Type::Builtin(crate::il::types::Builtin::Int)
        ) {
            return Some(b"0".to_vec());
        }
        let mut v = b"(".to_vec();
        v.extend_from_slice(&self.expr_type_text(c));
        v.push(b')');
        v.extend_from_slice(&self.zero_literal(c));
        Some(v)
    }

    /// `void` (its `void()` prints as the cast `(void)0`).
    pub(super) fn is_void_type(&self, t: TypeId) -> bool {
        let types = &self.tu.types;
        matches!(
            types.get(types.canonical(t)),
            crate::il::Type::Builtin(crate::il::types::Builtin::Void)
        )
    }
}
