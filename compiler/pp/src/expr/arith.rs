//! The value semantics of `#if` arithmetic, as measured on cudafe++ 13.0: 128-bit values
//! with a signed/unsigned type, the usual arithmetic conversions (a negative value made
//! unsigned warns #68 at the operand), signed results checked against 64 bits (#61 on the
//! operator, then wrapped), unsigned ones wrapped modulo 2^64, division by zero an error,
//! shift counts checked (#62 negative: error, #63 64 or more: warning), and the C++
//! checks an unevaluated operand still gets (#137 assignment, #2138/#2140 string operand).

use super::{BOp, Eval, Operand, UOp, Value, ZERO};
use crate::source::Pos;
use crate::{Msg, Severity};

impl Eval<'_, '_, '_> {
    pub(super) fn make_unsigned(&mut self, v: Value, at: Pos, live: bool) -> Value {
        if v.unsigned {
            return v;
        }
        if v.v < 0 && live {
            self.pp
                .report_at(Msg::IntegerSignChange, Severity::Warning, at);
        }
        Value {
            v: i128::from(v.v as u64),
            unsigned: true,
            bad: false,
        }
    }

    pub(super) fn signed(&mut self, r: Option<i128>, wrapped: i128, op: Pos, live: bool) -> Value {
        let v = r.unwrap_or(wrapped);
        let fits = r.is_some() && (i128::from(i64::MIN)..=i128::from(i64::MAX)).contains(&v);
        if !fits && live {
            self.pp
                .report_at(Msg::IntegerOverflow, Severity::Warning, op);
        }
        Value {
            v: i128::from(v as i64),
            unsigned: false,
            bad: false,
        }
    }

    pub(super) fn unary(&mut self, op: UOp, c: Value, at: Pos, live: bool) -> Value {
        let live = live && !c.bad;
        match op {
            UOp::Plus | UOp::Inert => c,
            UOp::Not => Value {
                v: i128::from(c.v == 0),
                unsigned: false,
                bad: false,
            },
            UOp::Compl if c.unsigned => Value {
                v: i128::from(!(c.v as u64)),
                unsigned: true,
                bad: false,
            },
            UOp::Compl => Value {
                v: i128::from(!(c.v as i64)),
                unsigned: false,
                bad: false,
            },
            UOp::Neg if c.unsigned => Value {
                v: i128::from(0u64.wrapping_sub(c.v as u64)),
                unsigned: true,
                bad: false,
            },
            UOp::Neg => self.signed(c.v.checked_neg(), c.v.wrapping_neg(), at, live),
        }
    }

    pub(super) fn binary(&mut self, op: BOp, l: Operand, r: Operand, at: Pos, live: bool) -> Value {
        use BOp::*;
        // An operand that came from an error is not evaluated (no division-by-zero or
        // sign-change diagnostics on it).
        if !live {
            if op == Assign {
                self.err(Msg::NotModifiableLvalue, l.start);
            }
            // Not evaluated, but still checked as C++: a string operand of arithmetic.
            for o in [l, r] {
                if o.string {
                    match op {
                        Mul | Div => self.err(Msg::ExprNotArithmetic, o.start),
                        Rem | Shl | Shr | BitAnd | BitOr | BitXor => {
                            self.err(Msg::ExprNotIntegralUnscoped, o.start)
                        }
                        _ => {}
                    }
                }
            }
        }
        let live = live && !l.value.bad && !r.value.bad;
        let bool_v = |b: bool| Value {
            v: i128::from(b),
            unsigned: false,
            bad: false,
        };
        match op {
            Comma | Assign => return r.value,
            And => return bool_v(l.value.v != 0 && r.value.v != 0),
            Or => return bool_v(l.value.v != 0 || r.value.v != 0),
            Shl | Shr => return self.shift(op, l.value, r, live),
            _ => {}
        }
        let (lv, rv) = if l.value.unsigned || r.value.unsigned {
            (
                self.make_unsigned(l.value, l.start, live),
                self.make_unsigned(r.value, r.start, live),
            )
        } else {
            (l.value, r.value)
        };
        let unsigned = lv.unsigned;
        if matches!(op, Div | Rem) && rv.v == 0 {
            if live {
                self.err(
                    if op == Div {
                        Msg::DivideByZero
                    } else {
                        Msg::ModByZero
                    },
                    at,
                );
            }
            return Value {
                v: 0,
                unsigned,
                bad: true,
            };
        }
        if unsigned {
            let (a, b) = (lv.v as u64, rv.v as u64);
            let v = match op {
                Mul => a.wrapping_mul(b),
                Div => a / b,
                Rem => a % b,
                Add => a.wrapping_add(b),
                Sub => a.wrapping_sub(b),
                BitAnd => a & b,
                BitXor => a ^ b,
                BitOr => a | b,
                Lt => return bool_v(a < b),
                Gt => return bool_v(a > b),
                Le => return bool_v(a <= b),
                Ge => return bool_v(a >= b),
                Eq => return bool_v(a == b),
                Ne => return bool_v(a != b),
                Comma | Assign | And | Or | Shl | Shr => 0,
            };
            return Value {
                v: i128::from(v),
                unsigned: true,
                bad: false,
            };
        }
        let (a, b) = (lv.v, rv.v);
        match op {
            Mul => self.signed(a.checked_mul(b), a.wrapping_mul(b), at, live),
            Div => self.signed(a.checked_div(b), a.wrapping_div(b), at, live),
            Rem => self.signed(a.checked_rem(b), a.wrapping_rem(b), at, live),
            Add => self.signed(a.checked_add(b), a.wrapping_add(b), at, live),
            Sub => self.signed(a.checked_sub(b), a.wrapping_sub(b), at, live),
            BitAnd => Value {
                v: i128::from((a as i64) & (b as i64)),
                unsigned: false,
                bad: false,
            },
            BitXor => Value {
                v: i128::from((a as i64) ^ (b as i64)),
                unsigned: false,
                bad: false,
            },
            BitOr => Value {
                v: i128::from((a as i64) | (b as i64)),
                unsigned: false,
                bad: false,
            },
            Lt => bool_v(a < b),
            Gt => bool_v(a > b),
            Le => bool_v(a <= b),
            Ge => bool_v(a >= b),
            Eq => bool_v(a == b),
            Ne => bool_v(a != b),
            Comma | Assign | And | Or | Shl | Shr => ZERO,
        }
    }

    pub(super) fn shift(&mut self, op: BOp, l: Value, r: Operand, live: bool) -> Value {
        let count = if r.value.unsigned {
            i128::from(r.value.v as u64)
        } else {
            r.value.v
        };
        if count < 0 {
            if live {
                self.err(Msg::NegativeShiftCount, r.start);
            }
            return Value {
                v: 0,
                unsigned: l.unsigned,
                bad: false,
            };
        }
        if count >= 64 {
            if live {
                self.pp
                    .report_at(Msg::ShiftCountTooLarge, Severity::Warning, r.start);
            }
            let v = if op == BOp::Shr && !l.unsigned && l.v < 0 {
                -1
            } else {
                0
            };
            return Value {
                v,
                unsigned: l.unsigned,
                bad: false,
            };
        }
        let n = count as u32;
        if l.unsigned {
            let a = l.v as u64;
            let v = if op == BOp::Shl { a << n } else { a >> n };
            Value {
                v: i128::from(v),
                unsigned: true,
                bad: false,
            }
        } else {
            let a = l.v as i64;
            let v = if op == BOp::Shl {
                ((a as u64) << n) as i64
            } else {
                a >> n
            };
            Value {
                v: i128::from(v),
                unsigned: false,
                bad: false,
            }
        }
    }
}
