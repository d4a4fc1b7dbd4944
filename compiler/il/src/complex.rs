//! GNU complex types (`__complex__ double`, `_Complex float`): EDG keeps them as a type
//! kind of their own, a pair of a floating builtin, printed `double __complex__`; their
//! size is twice the element's, their alignment the element's.

use crate::types::{Builtin, Type, TypeTable};
use crate::TypeId;

impl TypeTable {
    /// `__complex__ b` (interned).
    pub fn complex(&mut self, b: Builtin) -> TypeId {
        self.intern(Type::Complex(b))
    }

    /// The element type of a complex type (cv and typedefs looked through).
    pub fn as_complex(&self, t: TypeId) -> Option<Builtin> {
        match self.shape(t) {
            Type::Complex(b) => Some(*b),
            _ => None,
        }
    }

    pub fn is_complex(&self, t: TypeId) -> bool {
        self.as_complex(t).is_some()
    }
}
