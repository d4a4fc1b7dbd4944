//! User-defined literals (`4_KiB`, `90.0_deg`, `'a'_c`, `"abc"_s`): the call of the
//! literal operator the ud-suffix names, kept with the literal it was written as, which
//! is what EDG prints (E-LIT: `4_KiB`, a floating one in parentheses `(90.0_deg)`).

use crate::il::{Builtin, ConstValue, DeclId, DeclKind, DeclName, ExprId, ExprKind, ValueCategory};
use crate::lex::number;
use crate::pp::PpToken;
use crate::source::Pos;

use super::Parser;

/// Which literal operator a user-defined literal calls.
enum Operator {
    /// `operator""_k(unsigned long long)` and the other cooked forms: the literal's value.
    Cooked(crate::sema::overload::Chosen),
    /// `operator""_r(const char *)` or `template <char...> operator""_t()`: the digits.
    Spelled(DeclId),
}

impl Parser<'_, '_> {
    /// A number token whose ud-suffix starts at `at`.
    pub(super) fn parse_user_number_literal(&mut self, t: PpToken, at: usize) -> ExprId {
        let spelling = self.spelling(&t);
        let (body, suffix) = spelling.split_at(at);
        let clean: Vec<u8> = body.iter().copied().filter(|&c| c != b'\'').collect();
        let cooked = match number::integer_value(&clean) {
            number::NumberValue::Integer { value, .. }
            | number::NumberValue::ExtraText { value, .. } => {
                let ull = self.tu.types.builtin(Builtin::UnsignedLongLong);
                self.tu.int_lit(value, ull, t.loc)
            }
            _ => {
                let value =
                    super::literal::parse_float(&String::from_utf8_lossy(&clean)).unwrap_or(0.0);
                let ld = self.tu.types.builtin(Builtin::LongDouble);
                let id = self.tu.add_expr(
                    ExprKind::FloatLit {
                        value,
                        spelling: clean.clone().into(),
                    },
                    ld,
                    ValueCategory::PrValue,
                    t.loc,
                );
                self.tu.exprs[id].value = Some(ConstValue::Float(value)).into();
                id
            }
        };
        self.user_literal(cooked, Vec::new(), suffix, &spelling, t.loc)
    }

    /// A character or string literal `lit` written with `suffix`; a string operator also
    /// receives the length (`operator""_s(const char *, size_t)`).
    pub(super) fn user_text_literal(
        &mut self,
        lit: ExprId,
        suffix: &[u8],
        spelling: &[u8],
        pos: Pos,
    ) -> ExprId {
        let mut extra = Vec::new();
        if let ExprKind::StringLit { units, .. } = &self.tu.exprs[lit].kind {
            let len = units.len() as u128;
            let size_t = self.tu.types.builtin(Builtin::UnsignedLong);
            extra.push(self.tu.int_lit(len, size_t, pos));
        }
        self.user_literal(lit, extra, suffix, spelling, pos)
    }

    /// The call of the literal operator named by `suffix` with the cooked literal (and
    /// `extra` arguments); without any such operator, the cooked literal itself.
    fn user_literal(
        &mut self,
        cooked: ExprId,
        extra: Vec<ExprId>,
        suffix: &[u8],
        spelling: &[u8],
        pos: Pos,
    ) -> ExprId {
        let name = DeclName::LiteralOperator(self.tu.symbols.intern(suffix));
        let cands = self.literal_operators(name);
        let number = matches!(
            self.tu.exprs[cooked].kind,
            ExprKind::IntLit(_) | ExprKind::FloatLit { .. }
        );
        let Some(op) = self.choose_literal_operator(&cands, cooked, &extra, number) else {
            return cooked;
        };
        let err = self.tu.types.error();
        let (func, args, ret, used_cooked) = match op {
            Operator::Cooked(chosen) => {
                let mut args = vec![cooked];
                args.extend(extra);
                let args = self.finish_call_args(&chosen, args, pos);
                (chosen.func, args, chosen.ret, Some(cooked))
            }
            Operator::Spelled(f) => {
                let ret = self.tu.decls[f]
                    .ty()
                    .and_then(|t| self.tu.types.as_function(t).map(|f| f.ret))
                    .unwrap_or(err);
                (f, Vec::new(), ret, None)
            }
        };
        let callee = self.tu.decl_ref(func, pos);
        let cat = match self.tu.types.is_reference(ret) {
            true => ValueCategory::LValue,
            false => ValueCategory::PrValue,
        };
        let ty = self.tu.types.non_reference(ret);
        let call = self.tu.add_expr(
            ExprKind::Call {
                callee,
                args: args.into(),
            },
            ty,
            cat,
            pos,
        );
        let suffix = suffix.to_vec().into();
        self.tu.add_expr(
            ExprKind::UserLit(Box::new(crate::il::expr::UserLiteral {
                call,
                cooked: used_cooked,
                suffix,
                spelling: spelling.into(),
            })),
            ty,
            cat,
            pos,
        )
    }

    /// The non-member literal operators (functions and templates) named `name`.
    fn literal_operators(&self, name: DeclName) -> Vec<DeclId> {
        self.tu
            .decls
            .iter()
            .filter(|(_, d)| {
                d.name == name && matches!(d.kind, DeclKind::Function(_) | DeclKind::Template(_))
            })
            .filter(|(_, d)| {
                !d.parent
                    .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Class(_)))
            })
            .map(|(id, _)| id)
            .collect()
    }

    /// [lex.ext]: a cooked operator taking the literal's value when one fits, else for a
    /// number the raw operator (`const char *`), else the numeric literal operator template.
    fn choose_literal_operator(
        &mut self,
        cands: &[DeclId],
        cooked: ExprId,
        extra: &[ExprId],
        number: bool,
    ) -> Option<Operator> {
        let functions: Vec<DeclId> = cands
            .iter()
            .copied()
            .filter(|&c| matches!(self.tu.decls[c].kind, DeclKind::Function(_)))
            .collect();
        let (raw, others): (Vec<DeclId>, Vec<DeclId>) = functions
            .into_iter()
            .partition(|&f| number && self.is_raw_literal_operator(f));
        if !others.is_empty() {
            let mut args = vec![cooked];
            args.extend_from_slice(extra);
            if let Ok(chosen) = self.select_overload(&others, &args) {
                return Some(Operator::Cooked(chosen));
            }
        }
        if let Some(&f) = raw.first() {
            return Some(Operator::Spelled(f));
        }
        cands
            .iter()
            .filter(|_| number)
            .find_map(|&c| match &self.tu.decls[c].kind {
                DeclKind::Template(t) => Some(t.pattern),
                _ => None,
            })
            .map(Operator::Spelled)
    }

    /// `operator""_r(const char *)`.
    fn is_raw_literal_operator(&self, f: DeclId) -> bool {
        let Some(fty) = self.tu.decls[f].ty() else {
            return false;
        };
        let Some(ft) = self.tu.types.as_function(fty) else {
            return false;
        };
        let [p] = ft.params[..] else { return false };
        let Some(pointee) = self.tu.types.pointee(p) else {
            return false;
        };
        self.tu.types.as_builtin(self.tu.types.unqualified(pointee)) == Some(Builtin::Char)
    }
}
