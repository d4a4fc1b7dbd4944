//! Integral (and simple floating) constant evaluation: the value an operator or a
//! conversion yields from constant operands (E-CONST, enumerator values, array bounds,
//! `static_assert`, template arguments, `if constexpr`, case labels).
//!
//! Values are folded as the expression is built: every node whose operands are
//! constants gets `Expr::value`. Arithmetic is done in i128 and then wrapped to the
//! result type's width, as the target (x86-64) would.

use crate::il::expr::{BinaryOp, UnaryOp};
use crate::il::types::{Builtin, Type};
use crate::il::{ConstValue, TranslationUnit, TypeId};
use crate::parse::Parser;

/// The folding rules over a translation unit's types: the parser folds with them as it
/// builds expressions, the instantiator when it evaluates a member of a specialization.
pub struct Fold<'t>(pub &'t TranslationUnit);

impl Parser<'_, '_> {
    pub fn fold(&self) -> Fold<'_> {
        Fold(&self.tu)
    }

    pub fn wrap_to_type(&self, v: i128, ty: TypeId) -> i128 {
        self.fold().wrap_to_type(v, ty)
    }

    pub fn integral_builtin(&self, ty: TypeId) -> Option<Builtin> {
        self.fold().integral_builtin(ty)
    }

    pub fn convert_value(&self, v: ConstValue, ty: TypeId) -> Option<ConstValue> {
        self.fold().convert_value(v, ty)
    }

    pub fn fold_binary(
        &self,
        op: BinaryOp,
        a: ConstValue,
        b: ConstValue,
        ty: TypeId,
    ) -> Option<ConstValue> {
        self.fold().fold_binary(op, a, b, ty)
    }

    pub fn fold_unary(&self, op: UnaryOp, v: ConstValue, ty: TypeId) -> Option<ConstValue> {
        self.fold().fold_unary(op, v, ty)
    }

    pub fn const_truth(v: ConstValue) -> bool {
        Fold::const_truth(v)
    }
}

impl Fold<'_> {
    /// Wraps an integer value to the width and signedness of `ty` (enums: their
    /// underlying type; `bool`: 0 or 1).
    pub fn wrap_to_type(&self, v: i128, ty: TypeId) -> i128 {
        let Some(b) = self.integral_builtin(ty) else {
            return v;
        };
        if b == Builtin::Bool {
            return (v != 0) as i128;
        }
        let Some((size, _)) = b.size_align() else {
            return v;
        };
        if size >= 16 {
            return v;
        }
        let bits = size * 8;
        let m = v & ((1i128 << bits) - 1);
        if b.is_signed() && m >= (1i128 << (bits - 1)) {
            m - (1i128 << bits)
        } else {
            m
        }
    }

    /// The builtin integer type that represents `ty`'s values (enums: the underlying).
    pub fn integral_builtin(&self, ty: TypeId) -> Option<Builtin> {
        match self.0.types.shape(ty) {
            Type::Builtin(b) if b.is_integral() => Some(*b),
            Type::Enum(d) => match &self.0.decls[*d].kind {
                crate::il::DeclKind::Enum(e) => self.0.types.as_builtin(e.underlying),
                _ => Some(Builtin::Int),
            },
            _ => None,
        }
    }

    /// A constant converted to `ty` (`None` when the conversion does not keep it a
    /// constant, e.g. to a class).
    pub fn convert_value(&self, v: ConstValue, ty: TypeId) -> Option<ConstValue> {
        let t = &self.0.types;
        let integral = self.integral_builtin(ty).is_some();
        match v {
            ConstValue::Int(i) if integral => Some(ConstValue::Int(self.wrap_to_type(i, ty))),
            ConstValue::Int(i) if t.is_floating(ty) => {
                Some(ConstValue::Float(self.round_float(i as f64, ty)))
            }
            ConstValue::Float(f) if integral => {
                if self.integral_builtin(ty) == Some(Builtin::Bool) {
                    return Some(ConstValue::Int((f != 0.0) as i128));
                }
                if !f.is_finite() {
                    return None;
                }
                Some(ConstValue::Int(self.wrap_to_type(f.trunc() as i128, ty)))
            }
            ConstValue::Float(f) if t.is_floating(ty) => {
                Some(ConstValue::Float(self.round_float(f, ty)))
            }
            ConstValue::NullPtr
                if t.is_pointer(ty) || matches!(t.shape(ty), Type::MemberPointer { .. }) =>
            {
                Some(ConstValue::NullPtr)
            }
            ConstValue::Int(0) if t.is_pointer(ty) => Some(ConstValue::NullPtr),
            ConstValue::NullPtr if integral => Some(ConstValue::Int(0)),
            _ => None,
        }
    }

    fn round_float(&self, f: f64, ty: TypeId) -> f64 {
        if self.0.types.as_builtin(ty) == Some(Builtin::Float) {
            f as f32 as f64
        } else {
            f
        }
    }

    /// The value of a built-in binary operator on constant operands (already converted
    /// to the operation's type), with `ty` the result type. Division by zero and
    /// out-of-range shifts are not constants.
    pub fn fold_binary(
        &self,
        op: BinaryOp,
        a: ConstValue,
        b: ConstValue,
        ty: TypeId,
    ) -> Option<ConstValue> {
        use BinaryOp::*;
        use ConstValue::{Float, Int};
        let unsigned = self.integral_builtin(ty).is_some_and(|b| !b.is_signed());
        Some(match (a, b) {
            (Int(a), Int(b)) => {
                let v = match op {
                    Mul => a.wrapping_mul(b),
                    Div if b == 0 => return None,
                    Div => a.wrapping_div(b),
                    Rem if b == 0 => return None,
                    Rem => a.wrapping_rem(b),
                    Add => a.wrapping_add(b),
                    Sub => a.wrapping_sub(b),
                    Shl => a.checked_shl(u32::try_from(b).ok().filter(|&s| s < 128)?)?,
                    Shr => a.checked_shr(u32::try_from(b).ok().filter(|&s| s < 128)?)?,
                    Lt | Gt | Le | Ge => {
                        // Comparisons were done in the operands' common type.
                        let r = match op {
                            Lt => a < b,
                            Gt => a > b,
                            Le => a <= b,
                            _ => a >= b,
                        };
                        return Some(Int(r as i128));
                    }
                    Eq => return Some(Int((a == b) as i128)),
                    Ne => return Some(Int((a != b) as i128)),
                    BitAnd => a & b,
                    BitXor => a ^ b,
                    BitOr => a | b,
                    LogAnd => return Some(Int((a != 0 && b != 0) as i128)),
                    LogOr => return Some(Int((a != 0 || b != 0) as i128)),
                    Comma => b,
                    _ => return None,
                };
                let _ = unsigned;
                Int(self.wrap_to_type(v, ty))
            }
            (Float(a), Float(b)) => match op {
                Mul => Float(self.round_float(a * b, ty)),
                Div => Float(self.round_float(a / b, ty)),
                Add => Float(self.round_float(a + b, ty)),
                Sub => Float(self.round_float(a - b, ty)),
                Lt => Int((a < b) as i128),
                Gt => Int((a > b) as i128),
                Le => Int((a <= b) as i128),
                Ge => Int((a >= b) as i128),
                Eq => Int((a == b) as i128),
                Ne => Int((a != b) as i128),
                LogAnd => Int((a != 0.0 && b != 0.0) as i128),
                LogOr => Int((a != 0.0 || b != 0.0) as i128),
                Comma => Float(b),
                _ => return None,
            },
            (Int(a), Float(b)) if matches!(op, LogAnd | LogOr | Comma) => {
                return self.fold_binary(op, Float(a as f64), Float(b), ty)
            }
            (Float(a), Int(b)) if matches!(op, LogAnd | LogOr | Comma) => {
                return self.fold_binary(op, Float(a), Float(b as f64), ty)
            }
            _ => return None,
        })
    }

    /// The value of a built-in unary operator on a constant operand.
    pub fn fold_unary(&self, op: UnaryOp, v: ConstValue, ty: TypeId) -> Option<ConstValue> {
        use ConstValue::{Float, Int};
        Some(match (op, v) {
            (UnaryOp::Plus, v) => v,
            (UnaryOp::Minus, Int(i)) => Int(self.wrap_to_type(i.wrapping_neg(), ty)),
            (UnaryOp::Minus, Float(f)) => Float(-f),
            (UnaryOp::Not, Int(i)) => Int((i == 0) as i128),
            (UnaryOp::Not, Float(f)) => Int((f == 0.0) as i128),
            (UnaryOp::Not, ConstValue::NullPtr) => Int(1),
            (UnaryOp::BitNot, Int(i)) => Int(self.wrap_to_type(!i, ty)),
            _ => return None,
        })
    }

    /// Whether a constant is "true" (conditions, `?:`, `static_assert`).
    pub fn const_truth(v: ConstValue) -> bool {
        match v {
            ConstValue::Int(i) => i != 0,
            ConstValue::Float(f) => f != 0.0,
            ConstValue::NullPtr => false,
        }
    }
}
