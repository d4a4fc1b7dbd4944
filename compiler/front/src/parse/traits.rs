//! GNU operators the reference knows as keywords: the type traits (`__is_class(T)`,
//! `__underlying_type(E)`, ...; [`crate::sema::traits`]), `__integer_pack(N)`,
//! `__builtin_bit_cast(T, v)`, and the source-location builtins (`__builtin_LINE()`,
//! `__builtin_FILE()`, `__builtin_FUNCTION()`, `__builtin_source_location()`).
//!
//! Each is kept as written in the IL (a [`ExprKind::Builtin`] with its operands, or a
//! [`Type::Transform`]): the reference prints them so (`__is_same(T, int)`,
//! `__underlying_type(E) u`), folding only where it folds any constant (a non-type template
//! argument prints its value: `integral_constant< bool, true>`).

use crate::il::expr::{ConstValue, ExprKind, TypeOrExpr, ValueCategory};
use crate::il::types::{Builtin, Quals, Type};
use crate::il::{ExprId, TypeId};
use crate::lex::{Punct, TokenKind};
use crate::pp::{Symbol, SymbolTable};
use crate::sema::traits::{Trait, TraitKeywords, TraitKind};

use super::{Msg, Parser, Severity};

/// The symbols of the GNU keywords this module parses, and the parser's state for them.
pub struct GnuKeywords {
    pub traits: TraitKeywords,
    integer_pack: Symbol,
    bit_cast: Symbol,
    source_location: Symbol,
    file: Symbol,
    line: Symbol,
    function: Symbol,
    /// The predefined identifiers (`__func__`, `__FUNCTION__`, `__PRETTY_FUNCTION__`) and
    /// the variables they stand for ([`super::predefined`]).
    pub predefined: super::predefined::Predefined,
}

impl GnuKeywords {
    pub fn new(symbols: &mut SymbolTable) -> GnuKeywords {
        GnuKeywords {
            traits: TraitKeywords::new(symbols),
            integer_pack: symbols.intern(b"__integer_pack"),
            bit_cast: symbols.intern(b"__builtin_bit_cast"),
            source_location: symbols.intern(b"__builtin_source_location"),
            file: symbols.intern(b"__builtin_FILE"),
            line: symbols.intern(b"__builtin_LINE"),
            function: symbols.intern(b"__builtin_FUNCTION"),
            predefined: super::predefined::Predefined::new(symbols),
        }
    }
}

impl Parser<'_, '_> {
    /// Whether `s` is a type-transformation keyword here.
    pub(crate) fn is_transform_trait(&self, s: Symbol) -> bool {
        self.gnu
            .traits
            .get(s)
            .is_some_and(|tr| tr.kind == TraitKind::Transform)
    }

    /// The type-transformation keyword `n` tokens ahead, if it is one here.
    pub(crate) fn transform_trait_at(&self, n: usize) -> Option<&'static Trait> {
        let t = self.peek_at(n);
        if t.kind != TokenKind::Ident {
            return None;
        }
        self.gnu
            .traits
            .get(t.sym)
            .filter(|tr| tr.kind == TraitKind::Transform)
    }

    /// A primary expression this module parses (a trait predicate, a GNU builtin operator,
    /// a predefined identifier), or `None` to go on with ordinary parsing.
    pub(crate) fn parse_gnu_primary(&mut self) -> Option<ExprId> {
        let t = self.tok();
        if t.kind != TokenKind::Ident {
            return None;
        }
        let s = t.sym;
        if let Some(tr) = self.gnu.traits.get(s) {
            return (tr.kind == TraitKind::Predicate).then(|| self.parse_trait_predicate(tr));
        }
        if let Some(e) = self.parse_predefined_identifier() {
            return Some(e);
        }
        if !self.is_at(1, Punct::LParen) {
            return None;
        }
        let g = &self.gnu;
        if s == g.integer_pack {
            Some(self.parse_integer_pack())
        } else if s == g.bit_cast {
            Some(self.parse_bit_cast())
        } else if s == g.source_location || s == g.file || s == g.line || s == g.function {
            Some(self.parse_source_builtin())
        } else {
            None
        }
    }

    /// `__is_xxx(T, ...)`: a `bool`, constant when no operand is dependent.
    fn parse_trait_predicate(&mut self, tr: &'static Trait) -> ExprId {
        let name = self.bump();
        let pos = name.loc;
        let args = self.parse_trait_operands(tr);
        let b = self.tu.types.bool();
        let id = self.tu.add_expr(
            ExprKind::Builtin {
                name: name.sym,
                args: args.iter().map(|&t| TypeOrExpr::Type(t)).collect(),
            },
            b,
            ValueCategory::PrValue,
            pos,
        );
        if args.len() >= tr.arity && (tr.variadic || args.len() == tr.arity) {
            if let Some(v) = self.trait_value(tr.rule, &args) {
                self.tu.exprs[id].value = Some(ConstValue::Int(v as i128)).into();
            }
        }
        id
    }

    /// `( type-id [...] , ... )` after a trait keyword, checked against its arity as the
    /// reference does: a missing operand is "expected a \",\"" then "expected a type
    /// specifier", an extra one "expected a \")\"".
    fn parse_trait_operands(&mut self, tr: &'static Trait) -> Vec<TypeId> {
        let mut args = Vec::new();
        if !self.expect(Punct::LParen, Msg::ExpLparen) {
            return args;
        }
        let saved = self.in_template_args;
        self.in_template_args = 0;
        loop {
            let mut t = self.parse_type_id();
            if self.eat(Punct::Ellipsis) {
                t = self.tu.types.intern(Type::PackExpansion(t));
            }
            args.push(t);
            if args.len() < tr.arity {
                // Missing, the operand is still parsed (the reference then also says
                // "expected a type specifier" at the `)`).
                self.expect(Punct::Comma, Msg::ExpComma);
                continue;
            }
            if tr.variadic && self.eat(Punct::Comma) {
                continue;
            }
            break;
        }
        self.in_template_args = saved;
        self.expect(Punct::RParen, Msg::ExpRparen);
        args
    }

    /// A type transformation as a type-specifier: `__underlying_type(E)`.
    pub(crate) fn parse_trait_type(&mut self, tr: &'static Trait) -> TypeId {
        let name = self.bump().sym;
        if !self.expect(Punct::LParen, Msg::ExpLparen) {
            return self.tu.types.error();
        }
        let operand_pos = self.pos();
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let operand = self.parse_type_id();
        self.in_template_args = saved;
        self.expect(Punct::RParen, Msg::ExpRparen);
        let result = if crate::il::template_query::names_template_param(&self.tu, operand) {
            None
        } else {
            use crate::sema::traits::transform::{apply, TransformError};
            match apply(&mut self.tu, tr.rule, operand) {
                Ok(r) => r,
                Err(TransformError::NotEnum) => {
                    self.report(
                        Msg::UnderlyingTypeNotEnum,
                        Severity::Error,
                        operand_pos,
                        Vec::new(),
                    );
                    Some(self.tu.types.error())
                }
                Err(TransformError::NotIntegral) => Some(self.tu.types.error()),
            }
        };
        self.tu.types.intern(Type::Transform {
            name,
            operand,
            result,
        })
    }

    /// `__integer_pack(N)`: the pack `0, 1, ..., N-1` (expanded by `...` where it is
    /// used: `integer_sequence<T, __integer_pack(N)...>`).
    fn parse_integer_pack(&mut self) -> ExprId {
        let name = self.bump();
        self.bump(); // (
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let n = self.parse_assignment_expression();
        self.in_template_args = saved;
        self.expect(Punct::RParen, Msg::ExpRparen);
        let ty = self.tu.types.non_reference(self.tu.exprs[n].ty);
        let ty = self.tu.types.unqualified(ty);
        self.tu.add_expr(
            ExprKind::Builtin {
                name: name.sym,
                args: vec![TypeOrExpr::Expr(n)].into(),
            },
            ty,
            ValueCategory::PrValue,
            name.loc,
        )
    }

    /// `__builtin_bit_cast(T, v)`: `v`'s object representation as a `T` (constant for
    /// constant scalars of the same size).
    fn parse_bit_cast(&mut self) -> ExprId {
        let name = self.bump();
        self.bump(); // (
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let ty = self.parse_type_id();
        self.expect(Punct::Comma, Msg::ExpComma);
        let v = self.parse_assignment_expression();
        self.in_template_args = saved;
        self.expect(Punct::RParen, Msg::ExpRparen);
        let value = self.tu.exprs[v]
            .value
            .get()
            .and_then(|c| self.bit_cast_value(c, self.tu.exprs[v].ty, ty));
        let id = self.tu.add_expr(
            ExprKind::Builtin {
                name: name.sym,
                args: vec![TypeOrExpr::Type(ty), TypeOrExpr::Expr(v)].into(),
            },
            ty,
            ValueCategory::PrValue,
            name.loc,
        );
        self.tu.exprs[id].value = value.into();
        id
    }

    /// A constant's bits reinterpreted as another scalar of the same size.
    fn bit_cast_value(&self, v: ConstValue, from: TypeId, to: TypeId) -> Option<ConstValue> {
        let types = &self.tu.types;
        let (f, t) = (types.as_builtin(from)?, types.as_builtin(to)?);
        let (fs, _) = f.size_align()?;
        let (ts, _) = t.size_align()?;
        if fs != ts || fs > 8 {
            return None;
        }
        let bits: u64 = match (v, f) {
            (ConstValue::Float(x), Builtin::Float) => u64::from((x as f32).to_bits()),
            (ConstValue::Float(x), Builtin::Double) => x.to_bits(),
            (ConstValue::Int(i), b) if b.is_integral() => i as u64,
            _ => return None,
        };
        let mask = if fs == 8 {
            u64::MAX
        } else {
            (1u64 << (fs * 8)) - 1
        };
        let bits = bits & mask;
        Some(match t {
            Builtin::Float => ConstValue::Float(f64::from(f32::from_bits(bits as u32))),
            Builtin::Double => ConstValue::Float(f64::from_bits(bits)),
            b if b.is_integral() => {
                let signed = b.is_signed() && fs < 16 && bits >> (fs * 8 - 1) & 1 == 1;
                let v = if signed {
                    (bits as i128) - (1i128 << (fs * 8))
                } else {
                    bits as i128
                };
                ConstValue::Int(v)
            }
            _ => return None,
        })
    }

    /// `__builtin_LINE()` (an `int`, the presumed line), `__builtin_FILE()`,
    /// `__builtin_FUNCTION()` (`const char *`), `__builtin_source_location()` (`const void
    /// *`).
    fn parse_source_builtin(&mut self) -> ExprId {
        let name = self.bump();
        self.bump(); // (
        self.expect(Punct::RParen, Msg::ExpRparen);
        let (ty, value) = if name.sym == self.gnu.line {
            let line = self.pp.source_map().presumed(name.loc).line;
            (self.tu.types.int(), Some(ConstValue::Int(i128::from(line))))
        } else {
            let pointee = if name.sym == self.gnu.source_location {
                self.tu.types.void()
            } else {
                self.tu.types.builtin(Builtin::Char)
            };
            let c = self.tu.types.qualified(pointee, Quals::CONST);
            (self.tu.types.pointer(c), None)
        };
        let id = self.tu.add_expr(
            ExprKind::Builtin {
                name: name.sym,
                args: Vec::new().into(),
            },
            ty,
            ValueCategory::PrValue,
            name.loc,
        );
        self.tu.exprs[id].value = value.into();
        id
    }
}
