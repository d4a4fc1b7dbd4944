//! The zero of a scalar type, as EDG prints a value-initialization (`{}`, `T{}`).
//!
//! An empty braced list initializing a scalar holds, after sema, a value-initialized
//! element: it prints as the constant converted to the type (`0L`, `'\000'`, `false`,
//! `K::X`, `(0.0F)`, `((short)0)`, `((int *)0LL)`). Inside `T{}` the cast is written
//! once, before the literal (`((long)0L)`, `((short)0)`, `((K)K::X)`).

use crate::il::expr::{ConstValue, ConvKind};
use crate::il::types::Builtin;
use crate::il::{ExprId, ExprKind, Type, TypeId};

use super::Printer;

impl Printer<'_> {
    /// A default argument. A braced list for a scalar parameter prints its one element
    /// unconverted (`double = {5}` → `5`); an empty one its zero, a null pointer as `0`.
    pub(super) fn default_argument_text(&self, def: ExprId, param_ty: TypeId) -> Vec<u8> {
        if let ExprKind::InitList {
            elems,
            designators: None,
        } = &self.tu.expr(def).kind
        {
            if let [only] = elems[..] {
                let e = self.tu.expr(only);
                match e.kind {
                    ExprKind::ValueInit if e.value.get() == Some(ConstValue::NullPtr) => {
                        return b"0".to_vec()
                    }
                    ExprKind::ValueInit if e.value.is_some() => return self.zero_element(e.ty),
                    _ if self.tu.types.is_scalar(self.tu.expr(def).ty)
                        && !self.tu.types.is_dependent(self.tu.expr(def).ty) =>
                    {
                        return self.expr_top(only)
                    }
                    _ => {}
                }
            }
        }
        // A null pointer default argument is folded to `0` (`Q * q = 0` for `__null`,
        // `nullptr`, `(Q*)0`); a null member pointer keeps its form, and so does a cast
        // to a dependent type.
        let d = self.tu.expr(def);
        let null = match d.value.get() {
            Some(ConstValue::NullPtr) => true,
            Some(ConstValue::Int(0)) => self.tu.types.is_integral(d.ty),
            _ => false,
        };
        let dependent_cast = matches!(
            d.kind,
            ExprKind::Cast {
                kind: ConvKind::Dependent,
                ..
            }
        );
        if null && !dependent_cast && matches!(self.tu.types.shape(param_ty), Type::Pointer(_)) {
            return b"0".to_vec();
        }
        self.expr_top(def)
    }

    /// The zero of scalar `t` as an initializer element: a cast form is parenthesized.
    pub(super) fn zero_element(&self, t: TypeId) -> Vec<u8> {
        let types = &self.tu.types;
        let c = types.unqualified(types.canonical(t));
        if let Some(f) = float_zero(types.get(c)) {
            return f.to_vec();
        }
        let integral = matches!(types.get(c), Type::Enum(_))
            || types.as_builtin(c).is_some_and(|b| b.is_integral());
        let text = if integral {
            self.integral_constant(0, c)
        } else {
            // A null pointer: `(T *)0LL`; a null member pointer: `(T (C::*))0`.
            let mut v = b"(".to_vec();
            v.extend_from_slice(&self.expr_type_text(t));
            v.push(b')');
            v.extend_from_slice(if types.is_pointer(c) { b"0LL" } else { b"0" });
            v
        };
        if text.first() == Some(&b'(') {
            let mut v = b"(".to_vec();
            v.extend_from_slice(&text);
            v.push(b')');
            return v;
        }
        text
    }

    /// The literal after the cast of `T{}` (`0L`, `'\000'`, `K::X`, `0` for `short`).
    pub(super) fn zero_literal(&self, t: TypeId) -> Vec<u8> {
        let types = &self.tu.types;
        let c = types.unqualified(types.canonical(t));
        if let Some(f) = float_zero(types.get(c)) {
            return f.to_vec();
        }
        let text = self.integral_constant(0, c);
        // `(short)0`, `(E)0`: the cast is the one `T{}` writes.
        if text.first() == Some(&b'(') {
            if let Some(close) = text.iter().position(|&b| b == b')') {
                return text[close + 1..].to_vec();
            }
        }
        text
    }
}

fn float_zero(t: &Type) -> Option<&'static [u8]> {
    match t {
        Type::Builtin(Builtin::Float) => Some(b"(0.0F)"),
        Type::Builtin(Builtin::Double) => Some(b"(0.0)"),
        Type::Builtin(Builtin::LongDouble) => Some(b"(0.0L)"),
        _ => None,
    }
}
