//! User-defined literals (E-LIT): EDG prints the call of the literal operator as the
//! literal it was written as. A cooked literal is re-printed from its value with the
//! ud-suffix in place of a built-in one (`0x10_k` → `16_k`, `1.5e3_d` → `(1500.0_d)`,
//! `"a" "b"_s` → `"ab"_s`); a raw or template operator's literal keeps its spelling
//! (`0x12_r`). A floating literal brings its parentheses, as a plain one does. As an
//! operand the literal is not simple (`(4_k) + (1)`), and the call of a `constexpr`
//! operator is a constant (E-CONST: `int k = (7_k);`).

use crate::il::decl::FnFlags;
use crate::il::{DeclKind, ExprId, ExprKind};

use super::expr::{char_literal, layout_digits, string_literal};
use super::Printer;

impl Printer<'_> {
    /// `4_KiB`, `(90.0_deg)`, `'a'_c`, `"abc"_s`, `0x12_r`.
    pub(super) fn user_literal_into(
        &self,
        cooked: Option<ExprId>,
        suffix: &[u8],
        spelling: &[u8],
        out: &mut Vec<u8>,
    ) {
        let Some(lit) = cooked else {
            let floating = crate::lex::number::integer_value(spelling)
                == crate::lex::number::NumberValue::Floating;
            if floating {
                out.push(b'(');
            }
            out.extend_from_slice(spelling);
            if floating {
                out.push(b')');
            }
            return;
        };
        match &self.tu.expr(lit).kind {
            ExprKind::IntLit(v) => out.extend_from_slice(v.get().to_string().as_bytes()),
            ExprKind::FloatLit { value, spelling } => {
                out.push(b'(');
                match super::long_double::shortest_digits(spelling) {
                    Some((digits, exp)) => out.extend_from_slice(&layout_digits(&digits, exp)),
                    None => out.extend_from_slice(&super::expr::float_literal(*value, false)),
                }
                out.extend_from_slice(suffix);
                out.push(b')');
                return;
            }
            ExprKind::CharLit { value, encoding } => char_literal(*value, *encoding, out),
            ExprKind::StringLit {
                encoding, units, ..
            } => string_literal(units, *encoding, out),
            _ => {}
        }
        out.extend_from_slice(suffix);
    }

    /// Whether a user-defined literal calls a `constexpr` literal operator.
    pub(super) fn is_constexpr_user_literal(&self, e: ExprId) -> bool {
        let ExprKind::UserLit(u) = &self.tu.expr(e).kind else {
            return false;
        };
        let call = &u.call;
        let ExprKind::Call { callee, .. } = &self.tu.expr(*call).kind else {
            return false;
        };
        let ExprKind::DeclRef { decl, .. } = &self.tu.expr(*callee).kind else {
            return false;
        };
        matches!(&self.tu.decl(*decl).kind, DeclKind::Function(f) if f.flags.has(FnFlags::CONSTEXPR))
    }

    /// A `constexpr` literal operator's call that yields a class object, outside templates:
    /// EDG evaluates it to a class constant that prints as the literal in its own
    /// parentheses wherever it stands (`mk((2_s))`, `return (2_s);`, `d((2_s))`,
    /// `(q < (2_s))`); a floating one keeps its own as well (`((2.5_t))`). In a template
    /// the call is not evaluated: bare (`mk(2_s)`).
    pub(super) fn is_class_constant_user_literal(&self, e: ExprId) -> bool {
        let ty = self.tu.expr(e).ty;
        self.is_constexpr_user_literal(e)
            && self.is_class_type(ty)
            && !self.in_template(self.scope.get())
    }
}
