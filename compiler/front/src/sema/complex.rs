//! GNU complex arithmetic as EDG accepts it in GNU mode (libstdc++'s `<complex>` keeps
//! `__complex__ double _M_value`): the type (`crate::il::complex`), `__real__` /
//! `__imag__` (lvalues of the element type when the operand is one), the arithmetic
//! operators with a complex operand (the other operand may be real: the result is the
//! complex of the larger element type), and the conversions real ↔ complex ↔ complex.

use crate::il::expr::UnaryOp;
use crate::il::types::{Builtin, Type};
use crate::il::{ConvKind, ExprId, ExprKind, TypeId, ValueCategory};
use crate::parse::Parser;
use crate::pp::Symbol;
use crate::sema::conv::Rank;
use crate::source::Pos;

/// The rank of a floating element (`float` < `double` < `long double`); 0 otherwise.
fn floating_rank(b: Builtin) -> u8 {
    match b {
        Builtin::Float => 1,
        Builtin::Double => 2,
        Builtin::LongDouble => 3,
        _ => 0,
    }
}

impl Parser<'_, '_> {
    /// `__complex__ b`. EDG only takes floating element types (an integral one is
    /// diagnosed there; here it stays the plain type).
    pub fn complex_type(&mut self, b: Builtin, _pos: Pos) -> TypeId {
        if b.is_floating() {
            self.tu.types.complex(b)
        } else {
            self.tu.types.builtin(b)
        }
    }

    /// `__real__` / `__real` / `__imag__` / `__imag` as the operator they spell.
    pub fn real_imag_keyword(&self, s: Symbol) -> Option<UnaryOp> {
        let k = self.kw;
        if s == k.gnu_real_ || s == k.gnu_real {
            Some(UnaryOp::Real)
        } else if s == k.gnu_imag_ || s == k.gnu_imag {
            Some(UnaryOp::Imag)
        } else {
            None
        }
    }

    /// `__real__ e` / `__imag__ e`: the element of a complex operand, with the operand's
    /// category; of a real operand, the operand's type.
    pub fn make_real_imag(&mut self, op: UnaryOp, operand: ExprId, pos: Pos) -> ExprId {
        let ot = self.tu.exprs[operand].ty;
        let cat = self.tu.exprs[operand].cat;
        if self.dependent_or_error(operand) {
            let err = self.tu.types.error();
            return self
                .tu
                .add_expr(ExprKind::Unary { op, operand }, err, cat, pos);
        }
        let nr = self.tu.types.non_reference(ot);
        let (_, quals) = self.tu.types.split_quals(nr);
        let (ty, cat) = match self.tu.types.as_complex(nr) {
            Some(b) => {
                let e = self.tu.types.builtin(b);
                (self.tu.types.qualified(e, quals), cat)
            }
            None => (self.value_type(nr), ValueCategory::PrValue),
        };
        self.tu
            .add_expr(ExprKind::Unary { op, operand }, ty, cat, pos)
    }

    /// The result type of an arithmetic operator with a complex operand (`None` when
    /// neither is complex or the other is no arithmetic type).
    pub fn complex_binary_type(&mut self, lt: TypeId, rt: TypeId) -> Option<TypeId> {
        let t = &self.tu.types;
        let (lc, rc) = (t.as_complex(lt), t.as_complex(rt));
        if lc.is_none() && rc.is_none() {
            return None;
        }
        let element = |p: &Self, c: Option<Builtin>, x: TypeId| {
            c.or_else(|| p.tu.types.as_builtin(x).filter(|b| b.is_floating()))
                .map(floating_rank)
                .or_else(|| p.is_arithmetic_or_enum(x).then_some(0))
        };
        let (l, r) = (element(self, lc, lt)?, element(self, rc, rt)?);
        let b = match l.max(r) {
            3 => Builtin::LongDouble,
            2 => Builtin::Double,
            _ => Builtin::Float,
        };
        Some(self.tu.types.complex(b))
    }

    /// A standard conversion to, from or between complex types (GNU: a real converts to
    /// a complex with a zero imaginary part, a complex to a real by dropping it).
    pub fn complex_conversion(&self, from: &Type, to: &Type) -> Option<(ConvKind, Rank)> {
        let arithmetic =
            |t: &Type| matches!(t, Type::Builtin(b) if b.is_integral() || b.is_floating());
        match (from, to) {
            (Type::Complex(_), Type::Complex(_)) => {
                Some((ConvKind::FloatingConversion, Rank::Conversion))
            }
            (f, Type::Complex(_)) if arithmetic(f) || matches!(f, Type::Enum(_)) => {
                Some((ConvKind::FloatingConversion, Rank::Conversion))
            }
            (Type::Complex(_), Type::Builtin(Builtin::Bool)) => {
                Some((ConvKind::ToBool, Rank::Conversion))
            }
            (Type::Complex(_), t) if arithmetic(t) => {
                Some((ConvKind::FloatingConversion, Rank::Conversion))
            }
            _ => None,
        }
    }

    /// `z == 1.0`: EDG converts the real operand of a comparison to the complex type.
    pub fn complex_comparison_operands(
        &mut self,
        lhs: ExprId,
        rhs: ExprId,
        common: TypeId,
    ) -> (ExprId, ExprId) {
        let real = |p: &Self, e: ExprId| {
            let t = p.tu.exprs[e].ty;
            let t = p.tu.types.non_reference(t);
            !p.tu.types.is_complex(t)
        };
        let l = if real(self, lhs) {
            self.convert(lhs, common)
        } else {
            lhs
        };
        let r = if real(self, rhs) {
            self.convert(rhs, common)
        } else {
            rhs
        };
        (l, r)
    }
}
