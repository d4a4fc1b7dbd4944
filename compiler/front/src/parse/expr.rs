//! Expressions (owner: the expr helper). A first version by front: precedence climbing,
//! name resolution, rough typing, integer constant folding. Interface:
//! `parse_expression`, `parse_assignment_expression`, `parse_constant_expression`,
//! `parse_braced_init_list`.

use crate::il::expr::{
    BinaryOp, CastForm, ConvKind, InitForm, NameWriting, OverloadedOp, SizeofKind, TypeOrExpr,
    UnaryOp,
};
use crate::il::types::Type;
use crate::il::{
    Builtin, ConstValue, DeclId, DeclKind, DeclName, ExprId, ExprKind, TypeId, ValueCategory,
};
use crate::lex::{Punct, TokenKind};
use crate::sema::builtins::BuiltinReturn;
use crate::sema::overload::NoMatch;
use crate::source::Pos;

use super::{Msg, Parser};

fn binary_op(p: Punct) -> Option<(BinaryOp, u8)> {
    use BinaryOp::*;
    Some(match p {
        Punct::Star => (Mul, 13),
        Punct::Slash => (Div, 13),
        Punct::Percent => (Rem, 13),
        Punct::Plus => (Add, 12),
        Punct::Minus => (Sub, 12),
        Punct::Shl => (Shl, 11),
        Punct::Shr => (Shr, 11),
        Punct::Spaceship => (Spaceship, 10),
        Punct::Lt => (Lt, 9),
        Punct::Gt => (Gt, 9),
        Punct::LtEq => (Le, 9),
        Punct::GtEq => (Ge, 9),
        Punct::EqEq => (Eq, 8),
        Punct::NotEq => (Ne, 8),
        Punct::Amp => (BitAnd, 7),
        Punct::Caret => (BitXor, 6),
        Punct::Pipe => (BitOr, 5),
        Punct::AmpAmp => (LogAnd, 4),
        Punct::PipePipe => (LogOr, 3),
        Punct::DotStar => (PtrMemD, 14),
        Punct::ArrowStar => (PtrMemI, 14),
        _ => return None,
    })
}

fn assign_op(p: Punct) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match p {
        Punct::Assign => Assign,
        Punct::StarAssign => MulAssign,
        Punct::SlashAssign => DivAssign,
        Punct::PercentAssign => RemAssign,
        Punct::PlusAssign => AddAssign,
        Punct::MinusAssign => SubAssign,
        Punct::ShlAssign => ShlAssign,
        Punct::ShrAssign => ShrAssign,
        Punct::AmpAssign => AndAssign,
        Punct::CaretAssign => XorAssign,
        Punct::PipeAssign => OrAssign,
        _ => return None,
    })
}

impl Parser<'_, '_> {
    fn error_expr(&mut self, pos: Pos) -> ExprId {
        let err = self.tu.types.error();
        self.tu
            .add_expr(ExprKind::Error, err, ValueCategory::PrValue, pos)
    }

    /// `expression` (with commas).
    pub fn parse_expression(&mut self) -> ExprId {
        let mut e = self.parse_assignment_expression();
        while self.is(Punct::Comma) {
            let pos = self.bump().loc;
            let r = self.parse_assignment_expression();
            self.warn_unused_comma_operand(e);
            let ty = self.tu.exprs[r].ty;
            let cat = self.tu.exprs[r].cat;
            e = self.tu.add_expr(
                ExprKind::Binary {
                    op: BinaryOp::Comma,
                    lhs: e,
                    rhs: r,
                },
                ty,
                cat,
                pos,
            );
        }
        e
    }

    /// A constant-expression (a conditional-expression); its value is folded.
    pub fn parse_constant_expression(&mut self) -> ExprId {
        self.parse_conditional_expression()
    }

    /// `assignment-expression`
    pub fn parse_assignment_expression(&mut self) -> ExprId {
        self.parse_assignment_inner()
    }

    fn parse_assignment_inner(&mut self) -> ExprId {
        if self.at_coroutine_keyword(self.kw.co_yield) {
            return self.parse_co_yield();
        }
        if self.is_kw(self.kw.throw) {
            let pos = self.bump().loc;
            let operand = if self.is(Punct::Semi) || self.is(Punct::RParen) || self.is(Punct::Comma)
            {
                None
            } else {
                Some(self.parse_assignment_expression())
            };
            let void = self.tu.types.void();
            return self
                .tu
                .add_expr(ExprKind::Throw(operand), void, ValueCategory::PrValue, pos);
        }
        let lhs = self.parse_conditional_expression();
        if let TokenKind::Punct(p) = self.tok().kind {
            if let Some(op) = assign_op(p) {
                let pos = self.bump().loc;
                let rhs = if self.is(Punct::LBrace) {
                    self.parse_braced_init_list()
                } else {
                    self.parse_assignment_expression()
                };
                return self.make_assign(op, lhs, rhs, pos);
            }
        }
        lhs
    }

    fn parse_conditional_expression(&mut self) -> ExprId {
        let cond = self.parse_binary(3);
        if !self.is(Punct::Question) {
            return cond;
        }
        let pos = self.bump().loc;
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let then = if self.is(Punct::Colon) {
            None
        } else {
            Some(self.parse_expression())
        };
        self.in_template_args = saved;
        self.expect(Punct::Colon, Msg::ExpColon);
        let else_ = self.parse_assignment_expression();
        self.make_conditional(cond, then, else_, pos)
    }

    /// Binary operators of precedence `min_prec` and above, by operator precedence
    /// with explicit stacks (long chains cost no recursion).
    /// A requires-clause's constraint: a logical-or-expression (`requires A<T> && B<T>`).
    pub(super) fn parse_requires_clause_expr(&mut self) -> ExprId {
        // `requires C<T> auto f()`: the `auto` starts the declaration, it does not make
        // `C<T> auto` a placeholder type.
        let saved = std::mem::replace(&mut self.in_requires_clause, true);
        let e = self.parse_binary(3);
        self.in_requires_clause = saved;
        e
    }

    fn parse_binary(&mut self, min_prec: u8) -> ExprId {
        let mut operands = vec![self.parse_unary()];
        let mut ops: Vec<(BinaryOp, u8, Pos)> = Vec::new();
        while let Some((p, width)) = self.punct_ahead() {
            if self.in_template_args > 0 && (p == Punct::Gt || p == Punct::Shr) {
                break;
            }
            let Some((op, prec)) = binary_op(p) else {
                break;
            };
            if prec < min_prec {
                break;
            }
            let pos = self.bump().loc;
            if width == 2 {
                self.bump();
            }
            // Left-associative: reduce while the stacked operator binds at least as tightly.
            while ops.last().is_some_and(|&(_, q, _)| q >= prec) {
                self.reduce_binary(&mut operands, &mut ops);
            }
            ops.push((op, prec, pos));
            operands.push(self.parse_unary());
        }
        while !ops.is_empty() {
            self.reduce_binary(&mut operands, &mut ops);
        }
        operands
            .pop()
            .unwrap_or_else(|| self.error_expr(Pos::default()))
    }

    fn reduce_binary(&mut self, operands: &mut Vec<ExprId>, ops: &mut Vec<(BinaryOp, u8, Pos)>) {
        let (Some((op, _, pos)), Some(rhs), Some(lhs)) =
            (ops.pop(), operands.pop(), operands.pop())
        else {
            return;
        };
        let e = self.make_binary(op, lhs, rhs, pos);
        operands.push(e);
    }

    pub(super) fn parse_unary(&mut self) -> ExprId {
        self.nested(|p| p.parse_unary_inner())
    }

    fn parse_unary_inner(&mut self) -> ExprId {
        let t = self.tok();
        let pos = t.loc;
        if let TokenKind::Punct(p) = t.kind {
            let op = match p {
                Punct::Plus => Some(UnaryOp::Plus),
                Punct::Minus => Some(UnaryOp::Minus),
                Punct::Bang => Some(UnaryOp::Not),
                Punct::Tilde => Some(UnaryOp::BitNot),
                Punct::Star => Some(UnaryOp::Deref),
                Punct::Amp => Some(UnaryOp::AddrOf),
                Punct::PlusPlus => Some(UnaryOp::PreInc),
                Punct::MinusMinus => Some(UnaryOp::PreDec),
                _ => None,
            };
            if let Some(op) = op {
                self.bump();
                let operand = self.parse_unary();
                return self.make_unary(op, operand, pos);
            }
            if p == Punct::LParen && self.cast_operand_follows() && self.cast_ahead() {
                self.bump();
                let ty = self.parse_type_id();
                self.expect(Punct::RParen, Msg::ExpRparen);
                if self.is(Punct::LBrace) {
                    // Compound literal.
                    let init = self.parse_braced_init_list();
                    self.tu.exprs[init].ty = ty;
                    return init;
                }
                let operand = self.parse_unary();
                return self.make_cast(CastForm::C, ty, operand, pos);
            }
        }
        if t.kind == TokenKind::Ident {
            let k = self.kw;
            let s = t.sym;
            if self.at_coroutine_keyword(k.co_await) {
                return self.parse_co_await();
            }
            if s == k.sizeof_
                || s == k.alignof_
                || s == k.gnu_alignof
                || s == k.gnu_alignof_
                || s == k.c_alignof
            {
                self.bump();
                let kind = if s == k.sizeof_ {
                    SizeofKind::Sizeof
                } else if s == k.alignof_ || s == k.c_alignof {
                    SizeofKind::Alignof
                } else {
                    SizeofKind::GnuAlignof
                };
                if kind == SizeofKind::Sizeof && self.is(Punct::Ellipsis) {
                    self.bump();
                    self.expect(Punct::LParen, Msg::ExpLparen);
                    let n = self.bump();
                    self.expect(Punct::RParen, Msg::ExpRparen);
                    let pack = self
                        .lookup(n.sym)
                        .first()
                        .copied()
                        .unwrap_or(crate::il::TranslationUnit::ROOT);
                    let ul = self.tu.types.builtin(Builtin::UnsignedLong);
                    return self.tu.add_expr(
                        ExprKind::SizeofPack { pack },
                        ul,
                        ValueCategory::PrValue,
                        pos,
                    );
                }
                let type_pos = self.peek_at(1).loc;
                let operand = if self.is(Punct::LParen) && self.cast_ahead() {
                    self.bump();
                    let ty = self.parse_type_id();
                    self.expect(Punct::RParen, Msg::ExpRparen);
                    TypeOrExpr::Type(ty)
                } else {
                    TypeOrExpr::Expr(self.parse_unary())
                };
                self.warn_sizeof_operand(kind, operand, type_pos, pos);
                let ul = self.tu.types.builtin(Builtin::UnsignedLong);
                let id = self.tu.add_expr(
                    ExprKind::Sizeof { kind, operand },
                    ul,
                    ValueCategory::PrValue,
                    pos,
                );
                let ty = match operand {
                    TypeOrExpr::Type(t) => t,
                    TypeOrExpr::Expr(e) => self.tu.exprs[e].ty,
                };
                let ty = self.tu.types.non_reference(ty);
                // A dependent call's result (the error type) has no size yet.
                let waits = matches!(operand, TypeOrExpr::Expr(e) if self.dependent_or_error(e));
                if let (Some((sz, al)), false) = (self.tu.size_align(ty), waits) {
                    let v = if kind == SizeofKind::Sizeof { sz } else { al };
                    self.tu.exprs[id].value = Some(ConstValue::Int(v as i128)).into();
                }
                return id;
            }
            if s == k.new || (s == k.delete) {
                return self.parse_new_delete(false);
            }
            if s == k.gnu_extension_ {
                // GNU `__extension__ e` is `e` (type, category, value); EDG keeps and
                // prints the keyword (`__assert_fail(..., __extension__ __PRETTY_FUNCTION__)`).
                let pos = self.bump().loc;
                let operand = self.parse_unary();
                let x = &self.tu.exprs[operand];
                let (ty, cat, value) = (x.ty, x.cat, x.value.get());
                // Only on a constant or a string (`__extension__ g(1)` is `g(1)`).
                let string = match &x.kind {
                    ExprKind::StringLit { .. } => true,
                    ExprKind::DeclRef { decl, .. } => self.tu.is_predefined_identifier(*decl),
                    _ => false,
                };
                if value.is_none() && !string {
                    return operand;
                }
                let id = self.tu.add_expr(
                    ExprKind::Unary {
                        op: UnaryOp::Extension,
                        operand,
                    },
                    ty,
                    cat,
                    pos,
                );
                self.tu.exprs[id].value = value.into();
                return id;
            }
            if let Some(op) = self.real_imag_keyword(s) {
                self.bump();
                let operand = self.parse_unary();
                return self.make_real_imag(op, operand, pos);
            }
        }
        if self.is(Punct::ColonColon)
            && (self.is_kw_at(1, self.kw.new) || self.is_kw_at(1, self.kw.delete))
        {
            self.bump();
            return self.parse_new_delete(true);
        }
        let e = self.parse_primary();
        self.parse_postfix(e)
    }

    fn parse_new_delete(&mut self, global: bool) -> ExprId {
        let t = self.bump();
        let pos = t.loc;
        if t.sym == self.kw.delete {
            let array = self.is(Punct::LBracket) && self.is_at(1, Punct::RBracket);
            if array {
                self.bump();
                self.bump();
            }
            let operand = self.parse_unary();
            let void = self.tu.types.void();
            return self.tu.add_expr(
                ExprKind::Delete {
                    global,
                    array,
                    operand,
                    operator_delete: None,
                },
                void,
                ValueCategory::PrValue,
                pos,
            );
        }
        let mut placement = Vec::new();
        if self.is(Punct::LParen) && !self.cast_ahead() {
            self.bump();
            while !self.is(Punct::RParen) && !self.at_eof() {
                placement.push(self.parse_assignment_expression());
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RParen, Msg::ExpRparen);
        }
        let paren_type = self.is(Punct::LParen);
        let allocated = if paren_type {
            self.bump();
            let t = self.parse_type_id();
            self.expect(Punct::RParen, Msg::ExpRparen);
            t
        } else {
            let ds = self.parse_decl_specifiers();
            let mut t = ds.ty.unwrap_or_else(|| self.tu.types.error());
            while self.eat(Punct::Star) {
                t = self.tu.types.pointer(t);
            }
            t
        };
        let mut array_size = None;
        if self.is(Punct::LBracket) {
            self.bump();
            array_size = Some(self.parse_expression());
            self.expect(Punct::RBracket, Msg::ExpRbracket);
        }
        let (init, init_form) = if self.is(Punct::LParen) {
            let ipos = self.bump().loc;
            // Arguments as a call's: braced lists and pack expansions too.
            let (args, _) = self.parse_call_args();
            (
                Some(self.tu.add_expr(
                    ExprKind::ParenList(args.into()),
                    allocated,
                    ValueCategory::PrValue,
                    ipos,
                )),
                InitForm::Paren,
            )
        } else if self.is(Punct::LBrace) {
            (Some(self.parse_braced_init_list()), InitForm::Brace)
        } else {
            (None, InitForm::Implicit)
        };
        let ty = self.tu.types.pointer(allocated);
        self.tu.add_expr(
            ExprKind::New(Box::new(crate::il::expr::NewExpr {
                global,
                placement: placement.into(),
                allocated,
                array_size,
                init,
                init_form,
                operator_new: None,
                paren_type,
            })),
            ty,
            ValueCategory::PrValue,
            pos,
        )
    }

    /// `(` type-id `)` ahead (current token `(`)? A cheap filter (the first token must be
    /// able to start a type), then a tentative parse of the type-id that must end at `)`
    /// without diagnostics: `(float(x))` is an expression, `(float(*)(int))` a type.
    pub(crate) fn cast_ahead(&mut self) -> bool {
        if !self.type_start_at(1) {
            return false;
        }
        self.tentatively(|p| {
            p.bump();
            p.type_id_ahead_ends(Punct::RParen)
        })
    }

    /// Whether a cast-expression (or a compound literal's `{`) can follow the parenthesized
    /// group at the current `(`: `throw (E());` and `(f(E()))` are expressions even though
    /// `E()` could be a type-id ([expr.cast]: a cast needs its operand).
    fn cast_operand_follows(&self) -> bool {
        let Some(close) = self.closing_paren_after(0) else {
            return true;
        };
        match self.peek_at(close + 1).kind {
            TokenKind::Eof => false,
            TokenKind::Punct(p) => !matches!(
                p,
                Punct::RParen
                    | Punct::RBracket
                    | Punct::RBrace
                    | Punct::Semi
                    | Punct::Comma
                    | Punct::Colon
                    | Punct::Question
                    | Punct::Assign
                    | Punct::EqEq
                    | Punct::NotEq
                    | Punct::Slash
                    | Punct::Percent
                    | Punct::Lt
                    | Punct::Gt
                    | Punct::LtEq
                    | Punct::GtEq
                    | Punct::Shl
                    | Punct::Shr
                    | Punct::Pipe
                    | Punct::PipePipe
                    | Punct::Caret
                    | Punct::Dot
                    | Punct::Arrow
            ),
            _ => true,
        }
    }

    /// Parses a type-id (tentatively: callers rewind) and says whether it was one, with
    /// no name in its declarator, followed by `end`.
    pub(crate) fn type_id_ahead_ends(&mut self, end: Punct) -> bool {
        let ds = self.parse_decl_specifiers();
        if ds.ty.is_none() {
            return false;
        }
        let d = self.parse_declarator(true);
        d.name.as_ref().is_none_or(|n| n.name.is_none()) && self.is(end)
    }

    /// Runs `f` and rewinds the token position and the diagnostics; true when `f` said so
    /// and issued no diagnostic. (Nodes it made stay in the arenas, unreferenced.)
    /// Parses inside brackets that a template argument list does not see through: there a
    /// `>` is an operator again (`W<decltype(a > b)>`).
    pub(crate) fn outside_template_args<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = std::mem::take(&mut self.in_template_args);
        let r = f(self);
        self.in_template_args = saved;
        r
    }

    pub(crate) fn tentatively(&mut self, f: impl FnOnce(&mut Self) -> bool) -> bool {
        let (i, nd) = (self.i, self.diags.len());
        let ok = f(self) && self.diags.len() == nd;
        self.i = i;
        self.diags.truncate(nd);
        ok
    }

    /// Whether the token `n` ahead can start a type-id (a type keyword or a name that
    /// lookup says is a type).
    pub(crate) fn type_start_at(&self, n: usize) -> bool {
        let t = self.peek_at(n);
        if t.kind != TokenKind::Ident && t.kind != TokenKind::Punct(Punct::ColonColon) {
            return false;
        }
        if t.kind == TokenKind::Ident && self.is_type_keyword(t.sym) {
            return true;
        }
        let mut n = n;
        let mut scope: Option<crate::il::DeclId> = None;
        if self.is_at(n, Punct::ColonColon) {
            scope = Some(crate::il::TranslationUnit::ROOT);
            n += 1;
        }
        loop {
            let t = self.peek_at(n);
            if t.kind != TokenKind::Ident {
                return false;
            }
            let found = match scope {
                Some(s) => self.lookup_qualified(s, t.sym),
                None => self.lookup(t.sym),
            };
            let Some(&d) = found.first() else {
                return false;
            };
            if self.is_at(n + 1, Punct::ColonColon) {
                if self.is_type_decl(d) && self.is_dependent_decl_type(d) {
                    return false;
                }
                scope = Some(self.scope_of(d));
                n += 2;
                continue;
            }
            if self.is_at(n + 1, Punct::Lt) && self.is_type_template(d) {
                return true;
            }
            return self.is_type_decl(d) || self.is_type_template(d);
        }
    }

    /// Keywords that can only start a type.
    pub(crate) fn is_type_keyword(&self, s: crate::pp::Symbol) -> bool {
        let k = &self.kw;
        [
            k.void,
            k.bool,
            k.char,
            k.int,
            k.float,
            k.double,
            k.short,
            k.long,
            k.signed,
            k.unsigned,
            k.const_,
            k.volatile,
            k.struct_,
            k.class,
            k.union,
            k.enum_,
            k.typename,
            k.auto,
            k.decltype,
            k.wchar_t,
            k.char16_t,
            k.char32_t,
            k.char8_t,
            k.gnu_int128,
            k.gnu_float80,
            k.gnu_complex_,
            k.gnu_complex,
            k.c_complex,
            k.gnu_signed_,
            k.gnu_signed,
            k.gnu_typeof_,
            k.gnu_typeof,
            k.gnu_const,
            k.gnu_const_,
            k.gnu_volatile,
            k.gnu_volatile_,
            k.gnu_decltype,
        ]
        .contains(&s)
            || self.is_transform_trait(s)
    }

    /// Builtin simple-type-specifier keywords (those that can start a functional cast).
    pub(crate) fn is_builtin_type_keyword(&self, s: crate::pp::Symbol) -> bool {
        let k = &self.kw;
        [
            k.void,
            k.bool,
            k.char,
            k.int,
            k.float,
            k.double,
            k.short,
            k.long,
            k.signed,
            k.unsigned,
            k.wchar_t,
            k.char16_t,
            k.char32_t,
            k.char8_t,
            k.gnu_int128,
            k.gnu_float80,
            k.gnu_signed_,
            k.gnu_signed,
        ]
        .contains(&s)
    }

    fn parse_primary(&mut self) -> ExprId {
        let t = self.tok();
        let pos = t.loc;
        match t.kind {
            TokenKind::Number => {
                self.bump();
                if let Some(at) = crate::lex::number::ud_suffix_start(&self.spelling(&t)) {
                    return self.parse_user_number_literal(t, at);
                }
                return self.parse_number_literal(t);
            }
            TokenKind::Char(enc) => {
                self.bump();
                let lit = self.parse_char_literal(t, enc);
                if t.flags & u32::from(crate::lex::flags::UD_SUFFIX) != 0 {
                    let sp = self.spelling(&t);
                    if let Some(suffix) = crate::lex::literal::parts(&sp).map(|p| p.suffix.to_vec())
                    {
                        return self.user_text_literal(lit, &suffix, &sp, pos);
                    }
                }
                return lit;
            }
            TokenKind::Str(_) => return self.parse_string_literal(),
            TokenKind::Punct(Punct::LParen) => {
                self.bump();
                if self.is(Punct::LBrace) {
                    // GNU statement expression.
                    let s = self.parse_compound_statement();
                    self.expect(Punct::RParen, Msg::ExpRparen);
                    let void = self.tu.types.void();
                    return self.tu.add_expr(
                        ExprKind::StmtExpr(s),
                        void,
                        ValueCategory::PrValue,
                        pos,
                    );
                }
                if self.fold_ahead() {
                    return self.parse_fold(pos);
                }
                let saved = self.in_template_args;
                self.in_template_args = 0;
                let inner = self.parse_expression();
                self.in_template_args = saved;
                if !self.expect(Punct::RParen, Msg::ExpRparen) {
                    return inner;
                }
                let (ty, cat, v) = (
                    self.tu.exprs[inner].ty,
                    self.tu.exprs[inner].cat,
                    self.tu.exprs[inner].value.get(),
                );
                let id = self.tu.add_expr(ExprKind::Paren(inner), ty, cat, pos);
                self.tu.exprs[id].value = v.into();
                return id;
            }
            TokenKind::Punct(Punct::LBracket) => return self.parse_lambda(),
            TokenKind::Punct(Punct::LBrace) => return self.parse_braced_init_list(),
            _ => {}
        }
        if t.kind == TokenKind::Ident {
            if let Some(e) = self.parse_gnu_primary() {
                return e;
            }
            let k = self.kw;
            let s = t.sym;
            if s == k.true_ || s == k.false_ {
                self.bump();
                return self.tu.bool_lit(s == k.true_, pos);
            }
            if s == k.nullptr {
                self.bump();
                let np = self.tu.types.builtin(Builtin::NullPtr);
                return self
                    .tu
                    .add_const_expr(ExprKind::NullPtrLit, np, pos, ConstValue::NullPtr);
            }
            if s == k.gnu_null {
                self.bump();
                let long = self.tu.types.builtin(Builtin::Long);
                return self
                    .tu
                    .add_const_expr(ExprKind::GnuNull, long, pos, ConstValue::Int(0));
            }
            if s == k.this {
                self.bump();
                let ty = match self.this_context() {
                    Some((_, t)) => t,
                    None if self.this_forbidden() => {
                        self.report(
                            Msg::ThisUsedIncorrectly,
                            super::Severity::Error,
                            pos,
                            Vec::new(),
                        );
                        self.tu.types.error()
                    }
                    None => match self.scopes.enclosing_class() {
                        Some(c) => {
                            let ct = self.tu.decls[c]
                                .ty()
                                .unwrap_or_else(|| self.tu.types.error());
                            self.tu.types.pointer(ct)
                        }
                        None => self.tu.types.error(),
                    },
                };
                return self.tu.add_expr(
                    ExprKind::This { implicit: false },
                    ty,
                    ValueCategory::PrValue,
                    pos,
                );
            }
            if s == k.static_cast
                || s == k.reinterpret_cast
                || s == k.const_cast
                || s == k.dynamic_cast
            {
                self.bump();
                let form = if s == k.static_cast {
                    CastForm::Static
                } else if s == k.reinterpret_cast {
                    CastForm::Reinterpret
                } else if s == k.const_cast {
                    CastForm::Const
                } else {
                    CastForm::Dynamic
                };
                if !self.is(Punct::Lt) {
                    self.error(Msg::ExpGt, Vec::new());
                    return self.error_expr(pos);
                }
                self.bump();
                self.in_template_args += 1;
                let ty = self.parse_type_id();
                self.in_template_args -= 1;
                self.split_greater();
                self.expect(Punct::Gt, Msg::ExpGt);
                self.expect(Punct::LParen, Msg::ExpLparen);
                let saved = self.in_template_args;
                self.in_template_args = 0;
                let operand = self.parse_expression();
                self.in_template_args = saved;
                self.expect(Punct::RParen, Msg::ExpRparen);
                return self.make_cast(form, ty, operand, pos);
            }
            if s == k.typeid {
                self.bump();
                self.expect(Punct::LParen, Msg::ExpLparen);
                let operand = if self.starts_type_id() {
                    TypeOrExpr::Type(self.parse_type_id())
                } else {
                    TypeOrExpr::Expr(self.parse_expression())
                };
                self.expect(Punct::RParen, Msg::ExpRparen);
                let err = self.tu.types.error();
                return self.tu.add_expr(
                    ExprKind::Typeid(operand),
                    err,
                    ValueCategory::LValue,
                    pos,
                );
            }
            if s == k.noexcept {
                self.bump();
                self.expect(Punct::LParen, Msg::ExpLparen);
                let saved = self.in_template_args;
                self.in_template_args = 0;
                let e = self.parse_expression();
                self.in_template_args = saved;
                self.expect(Punct::RParen, Msg::ExpRparen);
                // Printed as written; its value (nothing here throws) for constant folding.
                let b = self.tu.types.bool();
                let id = self.tu.add_expr(
                    ExprKind::Builtin {
                        name: s,
                        args: vec![TypeOrExpr::Expr(e)].into(),
                    },
                    b,
                    ValueCategory::PrValue,
                    pos,
                );
                // A value-dependent `noexcept(declval< T> ().f())` waits for instantiation
                // ([temp.dep.constexpr]): no value, printed as written.
                if !(self.in_dependent_context() && self.mentions_dependent_type(e)) {
                    let t = self.tu.bool_lit(true, pos);
                    self.tu.exprs[id].value = self.tu.exprs[t].value.clone();
                }
                return id;
            }
            if s == k.requires {
                return self.parse_requires_expression();
            }
            if s == k.gnu_builtin_va_arg {
                // `__builtin_va_arg(list, T)`: the next argument, a `T`.
                self.bump();
                self.expect(Punct::LParen, Msg::ExpLparen);
                let list = self.parse_assignment_expression();
                self.expect(Punct::Comma, Msg::ExpComma);
                let ty = self.parse_type_id();
                self.expect(Punct::RParen, Msg::ExpRparen);
                let args = vec![TypeOrExpr::Expr(list), TypeOrExpr::Type(ty)];
                let value = self.tu.types.non_reference(ty);
                return self.tu.add_expr(
                    ExprKind::Builtin {
                        name: s,
                        args: args.into(),
                    },
                    value,
                    ValueCategory::PrValue,
                    pos,
                );
            }
            if (s == k.gnu_builtin_va_start || s == k.gnu_builtin_va_copy)
                && self.is_at(1, Punct::LParen)
            {
                // `__builtin_va_start(list, last)`, `__builtin_va_copy(to, from)`.
                self.bump();
                self.bump();
                let (args, _) = self.parse_call_args();
                let args: Vec<TypeOrExpr> = args.into_iter().map(TypeOrExpr::Expr).collect();
                let void = self.tu.types.void();
                return self.tu.add_expr(
                    ExprKind::Builtin {
                        name: s,
                        args: args.into(),
                    },
                    void,
                    ValueCategory::PrValue,
                    pos,
                );
            }
            if s == k.gnu_builtin_constant_p && self.is_at(1, Punct::LParen) {
                // Whether the operand is a constant, decided where it is written: `1` or `0`.
                self.bump();
                self.bump();
                let (args, _) = self.parse_call_args();
                let int = self.tu.types.int();
                // A dependent operand waits for instantiation: the call stays as written,
                // typed as a dependent call is (the error type: no conversions).
                if self.scopes.in_template() && args.iter().any(|&a| self.dependent_or_error(a)) {
                    let args: Vec<TypeOrExpr> = args.into_iter().map(TypeOrExpr::Expr).collect();
                    let dependent = self.tu.types.error();
                    return self.tu.add_expr(
                        ExprKind::Builtin {
                            name: s,
                            args: args.into(),
                        },
                        dependent,
                        ValueCategory::PrValue,
                        pos,
                    );
                }
                let constant = args.len() == 1 && self.tu.exprs[args[0]].value.get().is_some();
                return self.tu.int_lit(constant as u128, int, pos);
            }
            if s == k.gnu_builtin_offsetof {
                self.bump();
                self.expect(Punct::LParen, Msg::ExpLparen);
                let ty = self.parse_type_id();
                let mut args = vec![TypeOrExpr::Type(ty)];
                while self.eat(Punct::Comma) {
                    let e = match self.parse_offsetof_designator() {
                        Some(d) => d,
                        None => self.parse_assignment_expression(),
                    };
                    args.push(TypeOrExpr::Expr(e));
                }
                self.expect(Punct::RParen, Msg::ExpRparen);
                let ul = self.tu.types.builtin(Builtin::UnsignedLong);
                return self.tu.add_expr(
                    ExprKind::Builtin {
                        name: s,
                        args: args.into(),
                    },
                    ul,
                    ValueCategory::PrValue,
                    pos,
                );
            }
        }
        if self.decltype_qualifier_ahead() {
            return self.parse_id_expression();
        }
        // A type in expression position: functional cast / temporary.
        if self.starts_decl_specifier() && !self.is_kw(self.kw.this) {
            let start = self.i;
            let ds = self.parse_decl_specifiers();
            let ty = match ds.ty {
                Some(t) => t,
                None if self.i == start => {
                    // The class's own name inside its body (`return Vec3(-x);`).
                    let qn = self.parse_qualified_name(false);
                    self.type_from_name(&qn)
                }
                None => self.tu.types.error(),
            };
            if self.is(Punct::LBrace) {
                let init = self.parse_braced_init_list();
                let elems = match &self.tu.exprs[init].kind {
                    ExprKind::InitList { elems, .. } => elems.to_vec(),
                    _ => vec![init],
                };
                let ty = self.deduced_placeholder(ty, &elems);
                return self.make_construct(ty, elems, InitForm::Brace, pos, Some(init));
            }
            if !self.is(Punct::LParen) {
                // A type where a value is needed: the operand is an error, parsing goes on.
                self.report(
                    Msg::TypeNameNotAllowed,
                    super::Severity::Error,
                    pos,
                    Vec::new(),
                );
                return self.error_expr(pos);
            }
            self.bump();
            let (args, _) = self.parse_call_args();
            let ty = self.deduced_placeholder(ty, &args);
            return self.make_construct(ty, args, InitForm::Paren, pos, None);
        }
        if t.kind == TokenKind::Ident || self.is(Punct::ColonColon) || self.is(Punct::Tilde) {
            return self.parse_id_expression();
        }
        self.error(Msg::ExpExpression, Vec::new());
        if !matches!(
            self.tok().kind,
            TokenKind::Punct(
                Punct::Semi | Punct::RParen | Punct::RBrace | Punct::Comma | Punct::RBracket
            )
        ) && !self.at_eof()
        {
            self.bump();
        }
        self.error_expr(pos)
    }

    fn parse_id_expression(&mut self) -> ExprId {
        let pos = self.pos();
        let mut qn = self.parse_qualified_name(false);
        let value_args = std::mem::take(&mut qn.value_arg_exprs);
        let id = self.id_expression_of(qn, pos);
        // A dependent call prints its folded non-type arguments as written
        // (`written_value_args`).
        if value_args.iter().any(Option::is_some) && self.scopes.in_template() {
            self.tu.written_value_args.insert(id, value_args.into());
        }
        id
    }

    fn id_expression_of(
        &mut self,
        qn: super::specifiers::QualName,
        pos: crate::source::Pos,
    ) -> ExprId {
        let written = NameWriting {
            qualifier: qn.qualifier.clone(),
            template_kw: qn.template_kw,
            template_args: qn.template_args.clone(),
        };
        let name = qn.name.unwrap_or(crate::il::DeclName::Anonymous);
        if let Some(e) = self.implicit_member_operator(&qn, name, &written, pos) {
            return e;
        }
        if qn.found.is_empty() {
            // In a template an unqualified name is looked up where it is written, unless it
            // names the function of a call with a dependent argument (argument-dependent
            // lookup waits for the instantiation): `make_call` decides for callees.
            // An unqualified name that is called may still be found by argument-dependent
            // lookup: the call reports it if not (after its arguments, as the reference does).
            let deferred_callee = (self.scopes.in_template() && qn.qualifier.is_some())
                || (self.is(Punct::LParen)
                    && (qn.qualifier.is_none() || self.scopes.in_template()));
            if qn.dep_type.is_none() && !deferred_callee {
                if let Some(s) = qn.ident() {
                    self.report(
                        Msg::UndefinedIdentifier,
                        super::Severity::Error,
                        qn.pos,
                        vec![self.sym_name(s).to_vec()],
                    );
                }
            }
            let err = self.tu.types.error();
            return self.tu.add_expr(
                ExprKind::Unresolved {
                    name,
                    written: written.into(),
                    candidates: Box::new([]),
                    adl: qn.qualifier.is_none(),
                },
                err,
                ValueCategory::LValue,
                pos,
            );
        }
        let funcs = qn
            .found
            .iter()
            .filter(|&&d| {
                matches!(
                    self.tu.decls[d].kind,
                    DeclKind::Function(_) | DeclKind::Template(_)
                )
            })
            .count();
        // A non-static member named inside a member function: `this->m` (C-THIS).
        if let Some(e) = self.implicit_member(&qn.found, written.clone(), pos) {
            return e;
        }
        if funcs > 1
            || (funcs == 1 && matches!(self.tu.decls[qn.found[0]].kind, DeclKind::Template(_)))
        {
            let var_ty = match (&qn.found[..], qn.template_args.as_deref()) {
                ([t], Some(args)) => self.variable_template_id_type(*t, args),
                _ => None,
            };
            let err = var_ty.unwrap_or_else(|| self.tu.types.error());
            let mut written = written;
            if let ([t], Some(args)) = (&qn.found[..], written.template_args.as_deref()) {
                if let Some(full) = self.completed_concept_args(*t, args) {
                    written.template_args = Some(full);
                }
            }
            // `C::f< T>`, `D< T>::f< int>`: a class's member template with dependent
            // arguments or class is bound at instantiation; EDG re-prints it as
            // `C::template f< T>`.
            written.template_kw = self.member_template_id_dependent(&written)
                && qn.found.iter().any(|&d| {
                    self.is_function_template(d)
                        && self.tu.decls[d]
                            .parent
                            .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Class(_)))
                });
            let id = self.tu.add_expr(
                ExprKind::Unresolved {
                    name,
                    written: written.into(),
                    candidates: qn.found.clone().into(),
                    adl: qn.qualifier.is_none(),
                },
                err,
                ValueCategory::LValue,
                pos,
            );
            self.fold_variable_template_id(id, &qn, var_ty.is_some());
            return id;
        }
        let d = qn.found[0];
        let id = self.tu.decl_ref(d, pos);
        if let ExprKind::DeclRef { written: w, .. } = &mut self.tu.exprs[id].kind {
            *w = written.into();
        }
        // Constant variables fold to their initializer's value (not `X<T>::v`: which `v`
        // that is depends on the specialization chosen at instantiation).
        let dependent_member = self.dependent_template_id_qualifier(&qn).is_some();
        let mut instantiated = false;
        if !dependent_member {
            instantiated = self.instantiate_static_member(&qn, d, id, pos);
        } else if matches!(self.tu.decls[d].kind, DeclKind::Enumerator(_)) {
            // `II< T> ::__value`: an enumerator found in the pattern is value-dependent
            // too (a specialization may give it another value): kept as written.
            self.tu.exprs[id].value = Default::default();
        }
        if self.is_foreign_template_enumerator(d) {
            // `using B< T> ::v;` then `v`: the same, reached through a using-declaration.
            self.tu.exprs[id].value = Default::default();
        }
        if let DeclKind::Var(v) = &self.tu.decls[d].kind {
            let is_const = !dependent_member
                && !instantiated
                && (v.constexpr
                    || self
                        .tu
                        .types
                        .split_quals(v.ty)
                        .1
                        .has(crate::il::Quals::CONST));
            if is_const {
                if let Some(init) = v.init {
                    let val = self.tu.exprs[init.expr].value.get();
                    self.tu.exprs[id].value = val.into();
                }
            }
            let nr = self.tu.types.non_reference(v.ty);
            let nr = if dependent_member {
                nr
            } else {
                self.static_member_type_in(&qn, d, nr)
            };
            self.tu.exprs[id].ty = nr;
        }
        if let DeclKind::Param(p) = &self.tu.decls[d].kind {
            let nr = self.tu.types.non_reference(p.adjusted);
            self.tu.exprs[id].ty = nr;
        }
        id
    }

    fn parse_postfix(&mut self, mut e: ExprId) -> ExprId {
        loop {
            let pos = self.pos();
            match self.tok().kind {
                TokenKind::Punct(Punct::LParen) => {
                    self.bump();
                    let (args, close) = self.parse_call_args();
                    e = self.make_call(e, args, pos, close);
                }
                TokenKind::Punct(Punct::LaunchOpen) => {
                    self.bump();
                    self.require_push_call_configuration();
                    let mut config = Vec::new();
                    let saved = self.in_template_args;
                    self.in_template_args = 1;
                    while !self.at_eof() {
                        config.push(self.parse_assignment_expression());
                        if !self.eat(Punct::Comma) {
                            break;
                        }
                    }
                    self.in_template_args = saved;
                    // `>>>` arrives as `>>` `>`, the `>>` as two `>` (TokenStore::push).
                    if !(self.eat(Punct::Gt) && self.eat(Punct::Gt) && self.eat(Punct::Gt)) {
                        self.error(Msg::ExpGt, Vec::new());
                    }
                    self.expect(Punct::LParen, Msg::ExpLparen);
                    let (args, close) = self.parse_call_args();
                    e = self.make_launch(e, config, args, pos, close);
                }
                // [dcl.attr.grammar]: `[[` only ever introduces an attribute-specifier
                // (`requires C<T> [[nodiscard]] int f();`): it ends the expression.
                TokenKind::Punct(Punct::LBracket) if self.is_at(1, Punct::LBracket) => return e,
                TokenKind::Punct(Punct::LBracket) => {
                    self.bump();
                    let saved = self.in_template_args;
                    self.in_template_args = 0;
                    let index = self.parse_expression();
                    self.in_template_args = saved;
                    self.expect(Punct::RBracket, Msg::ExpRbracket);
                    // `v[i]` on a class object calls its `operator[]` (E-OVL: printed
                    // `v[i]`, simple as an operand).
                    if self.is_class_operand(e)
                        || self.is_unresolved_specialization(self.tu.exprs[e].ty)
                    {
                        if let Some(call) =
                            self.try_overloaded(OverloadedOp::Subscript, &[e, index], pos)
                        {
                            e = call;
                            continue;
                        }
                    }
                    self.check_subscript_operands(e, index);
                    e = self.decay_array_conditional(e);
                    let bt = self.value_type(self.tu.exprs[e].ty);
                    let ty = self.tu.types.pointee(bt).unwrap_or_else(|| {
                        let it = self.value_type(self.tu.exprs[index].ty);
                        self.tu
                            .types
                            .pointee(it)
                            .unwrap_or_else(|| self.tu.types.error())
                    });
                    e = self.tu.add_expr(
                        ExprKind::Index { base: e, index },
                        ty,
                        ValueCategory::LValue,
                        pos,
                    );
                }
                TokenKind::Punct(p @ (Punct::Dot | Punct::Arrow)) => {
                    self.bump();
                    let arrow = p == Punct::Arrow;
                    e = self.parse_member_access(e, arrow, pos);
                }
                TokenKind::Punct(p @ (Punct::PlusPlus | Punct::MinusMinus)) => {
                    self.bump();
                    let op = if p == Punct::PlusPlus {
                        UnaryOp::PostInc
                    } else {
                        UnaryOp::PostDec
                    };
                    e = self.make_unary(op, e, pos);
                }
                _ => return e,
            }
        }
    }

    fn parse_call_args(&mut self) -> (Vec<ExprId>, Pos) {
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let mut args = Vec::new();
        while !self.is(Punct::RParen) && !self.at_eof() {
            let a = if self.is(Punct::LBrace) {
                self.parse_braced_init_list()
            } else {
                self.parse_assignment_expression()
            };
            let a = if self.is(Punct::Ellipsis) {
                let p = self.bump().loc;
                let ty = self.tu.exprs[a].ty;
                self.tu
                    .add_expr(ExprKind::PackExpansion(a), ty, ValueCategory::PrValue, p)
            } else {
                a
            };
            args.push(a);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.in_template_args = saved;
        let close = self.pos();
        if !self.expect(Punct::RParen, Msg::ExpRparen) {
            self.skip_to_semi_in_expr();
        }
        (args, close)
    }

    /// Whether the current token can begin an initializer clause: a name, a literal, a
    /// braced list, or a prefix operator that is never binary.
    fn starts_initializer_clause(&self) -> bool {
        match self.tok().kind {
            TokenKind::Ident | TokenKind::Number | TokenKind::Str(_) | TokenKind::Char(_) => true,
            TokenKind::Punct(p) => matches!(p, Punct::LBrace | Punct::Bang | Punct::Tilde),
            _ => false,
        }
    }

    /// Recovery inside a braced list: past the `}` that closes it, skipping nested groups
    /// and stray `)`/`]`, or up to (not past) a `;` at this level.
    fn skip_to_list_end(&mut self) {
        let mut depth = 0u32;
        while !self.at_eof() {
            match self.tok().kind {
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RBrace) if depth == 0 => {
                    self.bump();
                    return;
                }
                TokenKind::Punct(Punct::RBrace | Punct::RParen | Punct::RBracket) => {
                    depth = depth.saturating_sub(1)
                }
                TokenKind::Punct(Punct::Semi) if depth == 0 => return,
                _ => {}
            }
            self.bump();
        }
    }

    fn skip_to_semi_in_expr(&mut self) {
        while !self.at_eof() && !self.is(Punct::Semi) && !self.is(Punct::RBrace) {
            if self.is(Punct::RParen) {
                self.bump();
                return;
            }
            self.bump();
        }
    }

    fn parse_member_access(&mut self, base: ExprId, arrow: bool, pos: Pos) -> ExprId {
        let bt = self.tu.exprs[base].ty;
        let obj = if arrow {
            let d = self.value_type(bt);
            self.tu.types.pointee(d)
        } else {
            Some(self.tu.types.non_reference(bt))
        };
        // `v.f()` with `v` of a concrete specialization: the members of the explicit or
        // partial specialization it selects (`vector<bool, A>`), else the primary's.
        let class = obj.and_then(|t| self.object_class(t));
        // The member name: resolved in the class if known.
        let template_kw = self.eat_kw(self.kw.template);
        let t = self.tok();
        // `p->C::~C()`: the qualified destructor name is parsed below.
        let qualified_destructor = self.peek_at(1).kind == TokenKind::Punct(Punct::ColonColon)
            && self.peek_at(2).kind == TokenKind::Punct(Punct::Tilde);
        // `p->operator==(q)`: an operator-function-id names the member operators.
        if let (Some(c), true) = (
            class,
            t.kind == TokenKind::Ident && t.sym == self.kw.operator,
        ) {
            let (save, nd) = (self.i, self.diags.len());
            if let Some(name) = self.parse_operator_function_id() {
                if let Some(&m) = self.member_operators(c, name).first() {
                    let written = NameWriting {
                        template_kw,
                        ..NameWriting::default()
                    };
                    return self.member_ref(base, arrow, m, written, pos);
                }
            }
            self.i = save;
            self.diags.truncate(nd);
        }
        // `this->base<T>::operator=(r)`, `p->B::f()`: a qualified member name.
        let qualified_member = self.is_at(1, Punct::ColonColon)
            || (self.is_at(1, Punct::Lt) && {
                let found = class
                    .map(|c| self.lookup_in_class(c, t.sym))
                    .unwrap_or_default();
                let template = if found.is_empty() {
                    self.lookup(t.sym)
                } else {
                    found
                };
                let after = self.skip_template_args_at(1);
                (self.is_type_template(template.first().copied().unwrap_or(DeclId(0)))
                    || self.injected_template(&template).is_some())
                    && after > 1
                    && self.is_at(after, Punct::ColonColon)
            });
        if t.kind == TokenKind::Ident && !qualified_destructor && !qualified_member {
            if let Some(c) = class {
                let found = self.lookup_member_of_object(c, t.sym);
                if found.is_empty() && !template_kw && !self.is(Punct::Lt) {
                    let reported = (arrow && self.check_member_of_incomplete(base, c))
                        || self.check_no_such_member(c, t.sym, t.loc);
                    if reported {
                        self.bump();
                        let err = self.tu.types.error();
                        let name = crate::il::DeclName::Ident(t.sym);
                        let written = NameWriting::default();
                        return self.tu.add_expr(
                            ExprKind::DependentMember {
                                base,
                                arrow,
                                name,
                                written: written.into(),
                            },
                            err,
                            ValueCategory::LValue,
                            pos,
                        );
                    }
                }
                if let Some(&m) = found.first() {
                    self.check_member_access(m, t.loc);
                    self.bump();
                    let mut written = NameWriting {
                        template_kw,
                        ..NameWriting::default()
                    };
                    if self.is(Punct::Lt) && self.is_template_name(&found) {
                        written.template_args = Some(self.parse_template_args());
                        // EDG binds a member template-id in a template at instantiation
                        // and re-prints it as `x.template f< A> ()`.
                        written.template_kw |= self.scopes.in_template();
                    }
                    return self.member_ref(base, arrow, m, written, pos);
                }
            }
        }
        // `p->~C()`: the class's declared destructor, printed by its name.
        if let (Some(c), true) = (
            class,
            self.is(Punct::Tilde) && self.peek_at(1).kind == TokenKind::Ident,
        ) {
            if let Some(dtor) = self.declared_destructor(c) {
                self.bump();
                self.bump();
                return self.member_ref(base, arrow, dtor, NameWriting::default(), pos);
            }
        }
        let qn = self.parse_qualified_name(true);
        let mut written = NameWriting {
            template_kw,
            ..NameWriting::default()
        };
        if qn.name == Some(crate::il::DeclName::Destructor) || qualified_member {
            // An explicit destructor call `p->~C()` / `p->C::~C()`: the printer names the
            // class from the object's type and keeps the qualifier written; so does a
            // qualified member (`this->base< T> ::operator=(r)`).
            written.qualifier = qn.qualifier.clone();
        }
        if self.is(Punct::Lt) && template_kw {
            written.template_args = Some(self.parse_template_args());
        } else {
            written.template_args = qn.template_args.clone();
        }
        let err = self.tu.types.error();
        let destructor_type =
            qn.found.first().copied().filter(|&d| {
                qn.name == Some(crate::il::DeclName::Destructor) && self.is_type_decl(d)
            });
        let id = self.tu.add_expr(
            ExprKind::DependentMember {
                base,
                arrow,
                name: qn.name.unwrap_or(crate::il::DeclName::Anonymous),
                written: written.into(),
            },
            err,
            ValueCategory::LValue,
            pos,
        );
        if let Some(t) = qn.destructor_type {
            // `p->~node< V> ()`
            self.tu.pseudo_destructor_types.insert(id, t);
        } else if let Some(d) = destructor_type {
            // `declval< T &> ().~T()`: the type after `~` is kept for the printer.
            let t = self.decl_type_name(d);
            self.tu.pseudo_destructor_types.insert(id, t);
        }
        id
    }

    /// The destructor a class declares (none when it is implicit).
    fn declared_destructor(&self, class: crate::il::DeclId) -> Option<crate::il::DeclId> {
        self.class_members_named(class, |n| n == crate::il::DeclName::Destructor)
            .first()
            .copied()
    }

    /// `{ a, b, .x = c }`
    pub fn parse_braced_init_list(&mut self) -> ExprId {
        let pos = self.bump().loc; // {
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let mut elems = Vec::new();
        let mut designators: Vec<Option<crate::pp::Symbol>> = Vec::new();
        while !self.is(Punct::RBrace) && !self.at_eof() {
            if self.is(Punct::Dot) && self.peek_at(1).kind == TokenKind::Ident {
                self.bump();
                designators.resize(elems.len(), None);
                designators.push(Some(self.bump().sym));
                self.eat(Punct::Assign);
            }
            let e = if self.is(Punct::LBrace) {
                self.nested(|p| p.parse_braced_init_list())
            } else {
                self.parse_assignment_expression()
            };
            // `{f(Ts)...}`: a pack expansion element.
            let e = if self.is(Punct::Ellipsis) {
                let p = self.bump().loc;
                let ty = self.tu.exprs[e].ty;
                self.tu
                    .add_expr(ExprKind::PackExpansion(e), ty, ValueCategory::PrValue, p)
            } else {
                e
            };
            elems.push(e);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.in_template_args = saved;
        if !self.eat(Punct::RBrace) {
            // A token that could start another element means a missing comma (reference:
            // `{1 2}` and `{"a" {…}}` expect a ",", `{1 )}` and `{1 ;` a "}").
            let msg = if self.starts_initializer_clause() {
                Msg::ExpComma
            } else {
                Msg::ExpRbrace
            };
            self.error(msg, Vec::new());
            self.skip_to_list_end();
        }
        let void = self.tu.types.void();
        // `.x = e` elements (C++20): one designator slot per element when any is written.
        let designators = (!designators.is_empty()).then(|| {
            designators.resize(elems.len(), None);
            designators.into_boxed_slice()
        });
        let id = self.tu.add_expr(
            ExprKind::InitList {
                elems: elems.clone().into(),
                designators,
            },
            void,
            ValueCategory::PrValue,
            pos,
        );
        if elems.len() == 1 {
            self.tu.exprs[id].value = self.tu.exprs[elems[0]].value.clone();
        }
        id
    }

    /// A lambda: the closure class (implicit) with its `operator()` (parameters, CUDA
    /// attributes, `mutable`, trailing or deduced return type, body), the captures.
    fn parse_lambda(&mut self) -> ExprId {
        use crate::il::decl::{
            ClassDecl, ClassKey, FnFlags, FunctionBody, FunctionDecl, StorageClass, VarDecl,
        };
        use crate::il::expr::{Capture, CaptureDefault, Lambda};
        use crate::sema::scope::ScopeKind;
        let intro_pos = self.bump().loc; // [
        let scope = self.current_decl_scope();
        self.scopes.push(ScopeKind::Block);
        let mut default_capture = CaptureDefault::None;
        let mut captures = Vec::new();
        let saved = self.in_template_args;
        self.in_template_args = 0;
        while !self.is(Punct::RBracket) && !self.at_eof() {
            let cpos = self.pos();
            if self.is(Punct::Amp)
                && (self.is_at(1, Punct::Comma) || self.is_at(1, Punct::RBracket))
            {
                self.bump();
                default_capture = CaptureDefault::Ref;
            } else if self.is(Punct::Assign) {
                self.bump();
                default_capture = CaptureDefault::Copy;
            } else if self.is_kw(self.kw.this) {
                self.bump();
                captures.push(Capture::This { pos: cpos });
            } else if self.is(Punct::Star) && self.is_kw_at(1, self.kw.this) {
                self.bump();
                self.bump();
                captures.push(Capture::StarThis { pos: cpos });
            } else {
                let by_ref = self.eat(Punct::Amp);
                let pack_before = self.eat(Punct::Ellipsis);
                if !self.is_ident() {
                    self.error(Msg::ExpIdentifier, Vec::new());
                    break;
                }
                let name = self.bump();
                let pack = pack_before || self.eat(Punct::Ellipsis);
                if matches!(
                    self.tok().kind,
                    TokenKind::Punct(Punct::Assign | Punct::LParen | Punct::LBrace)
                ) {
                    // An init-capture: a variable of the lambda's scope.
                    let (form, init) = if self.eat(Punct::Assign) {
                        if self.is(Punct::LBrace) {
                            (InitForm::EqualsBrace, self.parse_braced_init_list())
                        } else {
                            (InitForm::Equals, self.parse_assignment_expression())
                        }
                    } else if self.is(Punct::LBrace) {
                        (InitForm::Brace, self.parse_braced_init_list())
                    } else {
                        self.bump();
                        let e = self.parse_assignment_expression();
                        self.expect(Punct::RParen, Msg::ExpRparen);
                        (InitForm::Paren, e)
                    };
                    let it = self.tu.exprs[init].ty;
                    let vt = self.value_type(it);
                    let ty = if by_ref {
                        self.tu.types.lvalue_ref(it)
                    } else {
                        vt
                    };
                    let var = self.tu.add_decl(crate::il::Decl::new(
                        DeclName::Ident(name.sym),
                        name.loc,
                        Some(scope),
                        DeclKind::Var(VarDecl {
                            init: Some(crate::il::Init { form, expr: init }),
                            init_pos: Some(name.loc),
                            ..VarDecl::new(ty)
                        }),
                    ));
                    self.scopes.declare(name.sym, var);
                    captures.push(Capture::Init {
                        var,
                        by_ref,
                        pos: cpos,
                    });
                } else {
                    let var = self.lookup(name.sym).first().copied();
                    match var {
                        Some(var) => captures.push(Capture::Var {
                            var,
                            by_ref,
                            pack,
                            pos: cpos,
                        }),
                        None if !self.scopes.in_template() => {
                            let n = self.sym_name(name.sym).to_vec();
                            self.report(
                                Msg::UndefinedIdentifier,
                                super::Severity::Error,
                                name.loc,
                                vec![n],
                            );
                        }
                        None => {}
                    }
                }
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.in_template_args = saved;
        self.expect(Punct::RBracket, Msg::ExpRbracket);
        // The closure class.
        let err = self.tu.types.error();
        let mut cd = crate::il::Decl::new(
            DeclName::Anonymous,
            intro_pos,
            Some(scope),
            DeclKind::Class(Box::new(ClassDecl {
                key: ClassKey::Class,
                self_ty: err,
                bases: Vec::new(),
                members: Vec::new(),
                complete: true,
                is_final: false,
                open_brace: None,
                close_brace: None,
                key_pos: intro_pos,
                specialization: None,
                is_lambda: true,
                pack: None,
                elaborated_only: false,
            })),
        );
        cd.implicit = true;
        let closure = self.tu.add_decl(cd);
        let closure_ty = self.tu.types.intern(Type::Class(closure));
        if let DeclKind::Class(c) = &mut self.tu.decls[closure].kind {
            c.self_ty = closure_ty;
        }
        // `<template params>` (C++20): in scope for the parameters and the body.
        let template_params = if self.is(Punct::Lt) {
            let depth = self
                .scopes
                .significant()
                .filter(|s| s.kind == ScopeKind::TemplateParams)
                .count() as u32;
            self.scopes.push(ScopeKind::TemplateParams);
            let tpos = self.pos();
            let params = self.parse_template_param_list(depth);
            Some(crate::il::decl::TemplateParamList {
                template_pos: tpos,
                params,
                requires: None,
            })
        } else {
            None
        };
        let mut attrs = crate::il::Attrs::default();
        self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::Specifiers);
        let has_params = self.is(Punct::LParen);
        let mut declarator_return = None;
        let mut exception = crate::il::types::ExceptionSpec::None;
        let (params, param_types, variadic) = if has_params {
            let d = self.parse_declarator(true);
            match d.function() {
                Some(f) => {
                    // `(params) -> T`: the declarator takes the trailing return type.
                    declarator_return = f.trailing;
                    exception = f.exception.clone();
                    let tys: Vec<TypeId> = f
                        .params
                        .iter()
                        .map(|&p| match &self.tu.decls[p].kind {
                            DeclKind::Param(pd) => pd.adjusted,
                            _ => err,
                        })
                        .collect();
                    (f.params.clone(), tys, f.variadic)
                }
                None => (Vec::new(), Vec::new(), false),
            }
        } else {
            (Vec::new(), Vec::new(), false)
        };
        // Specifiers and attributes after the parameters.
        let mut mutable = false;
        let mut flags = FnFlags::default();
        let mut explicit_return = declarator_return;
        if explicit_return.is_some() {
            flags.set(FnFlags::TRAILING_RETURN);
        }
        loop {
            self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::AfterDeclarator);
            if self.eat_kw(self.kw.mutable) {
                mutable = true;
            } else if self.eat_kw(self.kw.constexpr) {
                flags.set(FnFlags::CONSTEXPR);
            } else if self.eat_kw(self.kw.consteval) {
                flags.set(FnFlags::CONSTEVAL);
            } else if self.is_kw(self.kw.noexcept) || self.is_kw(self.kw.throw) {
                if self.is_kw(self.kw.noexcept) {
                    exception = crate::il::types::ExceptionSpec::Noexcept;
                }
                self.bump();
                if self.is(Punct::LParen) {
                    self.skip_balanced();
                }
            } else if self.is(Punct::Arrow) {
                self.bump();
                explicit_return = Some(self.parse_type_id());
                flags.set(FnFlags::TRAILING_RETURN);
            } else if self.is_kw(self.kw.requires) {
                self.bump();
                let _ = self.parse_binary(4);
            } else {
                break;
            }
        }
        self.decode_cuda_attrs(&mut attrs);
        let auto = self
            .tu
            .types
            .intern(Type::Auto(crate::il::types::AutoKind::Auto));
        let ret = explicit_return.unwrap_or(auto);
        let quals = if mutable {
            crate::il::Quals::NONE
        } else {
            crate::il::Quals::CONST
        };
        let fty = self.tu.types.function(crate::il::types::FunctionType {
            ret,
            params: param_types.clone().into(),
            variadic,
            quals,
            ref_qual: Default::default(),
            exception: exception.clone(),
            written_params: None,
        });
        let mut od = crate::il::Decl::new(
            DeclName::Operator(OverloadedOp::Call),
            intro_pos,
            Some(closure),
            DeclKind::Function(Box::new(FunctionDecl {
                ty: fty,
                params: params.clone(),
                storage: StorageClass::None,
                flags,
                mem_inits: Vec::new(),
                body: None,
                default_delete_pos: None,
                c_linkage: false,
            })),
        );
        od.attrs = attrs.into();
        od.implicit = true;
        let call_operator = self.tu.add_decl(od);
        self.tu
            .push_item(closure, crate::il::Item::Decl(call_operator));
        // A generic lambda (an `auto` parameter): its call operator is a template, so
        // its body is parsed as a template's.
        let generic =
            template_params.is_none() && param_types.iter().any(|&t| self.tu.types.is_dependent(t));
        if generic {
            self.scopes.push(ScopeKind::TemplateParams);
        }
        self.scopes.push(ScopeKind::Function(call_operator));
        for &p in &params {
            self.tu.decls[p].parent = Some(call_operator);
            if let Some(s) = self.tu.decls[p].name.ident() {
                self.scopes.declare(s, p);
            }
        }
        let body = self.parse_compound_statement();
        self.scopes.pop();
        if template_params.is_some() || generic {
            self.scopes.pop();
        }
        self.scopes.pop();
        if explicit_return.is_none() {
            let deduced = self.deduced_return_type(body);
            let fty = self.tu.types.function(crate::il::types::FunctionType {
                ret: deduced,
                params: param_types.into(),
                variadic,
                quals,
                ref_qual: Default::default(),
                exception,
                written_params: None,
            });
            if let DeclKind::Function(f) = &mut self.tu.decls[call_operator].kind {
                f.ty = fty;
            }
        }
        if let DeclKind::Function(f) = &mut self.tu.decls[call_operator].kind {
            f.body = Some(FunctionBody {
                body,
                handlers: None,
            });
        }
        if !generic && template_params.is_none() && !self.scopes.in_template() {
            self.finish_coroutine(call_operator, body);
        }
        let lambda = Lambda {
            closure,
            call_operator,
            default_capture,
            captures,
            mutable,
            has_params,
            explicit_return,
            intro_pos,
            template_params,
        };
        self.tu.add_expr(
            ExprKind::Lambda(Box::new(lambda)),
            closure_ty,
            ValueCategory::PrValue,
            intro_pos,
        )
    }

    /// Inside `(` (current token just after it): a fold expression, i.e. a `...` at this
    /// nesting level next to a binary operator, before the matching `)`. Nested groups are
    /// skipped in one step (a `;` inside one still ends the search), so this is linear in
    /// the tokens at this level, not in the whole group.
    fn fold_ahead(&self) -> bool {
        let is_op = |k: TokenKind| match k {
            TokenKind::Punct(p) => {
                binary_op(p).is_some() || assign_op(p).is_some() || p == Punct::Comma
            }
            _ => false,
        };
        let start = self.i;
        let mut j = start;
        loop {
            let Some(t) = self.toks.get(j) else {
                return false;
            };
            match t.kind {
                TokenKind::Eof => return false,
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => {
                    match self.groups.close_of(j) {
                        Some(c) if !self.groups.contains_semi(j) => j = c,
                        _ => return false,
                    }
                }
                TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace | Punct::Semi) => {
                    return false
                }
                // `is_v<T, U>...` is a pack expansion inside template arguments, not a fold
                // over `>`: a template name's argument list is skipped whole.
                TokenKind::Ident
                    if self.is_at(j + 1 - start, Punct::Lt) && self.names_template(t.sym) =>
                {
                    let after = self.skip_template_args_at(j + 1 - start);
                    if after > j + 1 - start {
                        j = start + after;
                        continue;
                    }
                }
                TokenKind::Punct(Punct::Ellipsis) => {
                    let next = self.toks.get(j + 1).map(|t| t.kind);
                    return (j == start && next.is_some_and(is_op))
                        || (j > start && is_op(self.toks.at(j - 1).kind));
                }
                _ => {}
            }
            j += 1;
        }
    }

    fn fold_operator(&mut self) -> Option<BinaryOp> {
        let (p, width) = self.punct_ahead()?;
        let op =
            binary_op(p)
                .map(|(o, _)| o)
                .or_else(|| assign_op(p))
                .or(if p == Punct::Comma {
                    Some(BinaryOp::Comma)
                } else {
                    None
                })?;
        for _ in 0..width {
            self.bump();
        }
        Some(op)
    }

    /// `( ... op e )`, `( e op ... )`, `( e op ... op init )` (after the `(`).
    fn parse_fold(&mut self, pos: Pos) -> ExprId {
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let (op, lhs, rhs, right) = if self.eat(Punct::Ellipsis) {
            let op = self.fold_operator().unwrap_or(BinaryOp::Comma);
            let rhs = self.parse_unary();
            (op, None, Some(rhs), false)
        } else {
            let lhs = self.parse_unary();
            let op = self.fold_operator().unwrap_or(BinaryOp::Comma);
            self.expect(Punct::Ellipsis, Msg::ExpExpression);
            let init = if self.fold_operator().is_some() {
                Some(self.parse_unary())
            } else {
                None
            };
            (op, Some(lhs), init, true)
        };
        self.in_template_args = saved;
        self.expect(Punct::RParen, Msg::ExpRparen);
        let err = self.tu.types.error();
        self.tu.add_expr(
            ExprKind::Fold {
                op,
                lhs,
                rhs,
                right,
            },
            err,
            ValueCategory::PrValue,
            pos,
        )
    }

    /// The return type `auto` deduces from a body: the first `return e;` (void when none).
    pub(crate) fn deduced_return_type(&mut self, body: crate::il::StmtId) -> TypeId {
        match self.first_return(body) {
            Some(Some(e)) => {
                let t = self.tu.exprs[e].ty;
                self.value_type(t)
            }
            _ => self.tu.types.void(),
        }
    }

    /// The first `return` of a body in source order: `Some(None)` for `return;`.
    pub(crate) fn first_return(&self, body: crate::il::StmtId) -> Option<Option<ExprId>> {
        use crate::il::StmtKind as S;
        let mut work = vec![body];
        let mut steps = 0usize;
        while let Some(s) = work.pop() {
            steps += 1;
            if steps > 100_000 {
                break;
            }
            match &self.tu.stmts[s].kind {
                S::Return(e) => return Some(*e),
                S::Compound(b) => work.extend(b.stmts.iter().rev().copied()),
                S::If { then, else_, .. } => {
                    work.extend(else_.iter().copied());
                    work.push(*then);
                }
                S::While { body, .. }
                | S::Do { body, .. }
                | S::For { body, .. }
                | S::RangeFor { body, .. } => work.push(*body),
                S::Switch { body, .. } => work.push(*body),
                S::Case { sub, .. } | S::Default { sub } | S::Label { sub, .. } => work.push(*sub),
                S::Try { body, handlers } => {
                    work.extend(handlers.iter().map(|h| h.body));
                    work.push(*body);
                }
                _ => {}
            }
        }
        None
    }
}

/// The overloadable operator a built-in binary operator corresponds to.
fn overloaded_binary(op: BinaryOp) -> Option<OverloadedOp> {
    use BinaryOp as B;
    use OverloadedOp as O;
    Some(match op {
        B::Mul => O::Star,
        B::Div => O::Slash,
        B::Rem => O::Percent,
        B::Add => O::Plus,
        B::Sub => O::Minus,
        B::Shl => O::LessLess,
        B::Shr => O::GreaterGreater,
        B::Lt => O::Less,
        B::Gt => O::Greater,
        B::Le => O::LessEqual,
        B::Ge => O::GreaterEqual,
        B::Spaceship => O::Spaceship,
        B::Eq => O::EqualEqual,
        B::Ne => O::ExclaimEqual,
        B::BitAnd => O::Amp,
        B::BitXor => O::Caret,
        B::BitOr => O::Pipe,
        B::LogAnd => O::AmpAmp,
        B::LogOr => O::PipePipe,
        B::Assign => O::Assign,
        B::MulAssign => O::StarAssign,
        B::DivAssign => O::SlashAssign,
        B::RemAssign => O::PercentAssign,
        B::AddAssign => O::PlusAssign,
        B::SubAssign => O::MinusAssign,
        B::ShlAssign => O::LessLessAssign,
        B::ShrAssign => O::GreaterGreaterAssign,
        B::AndAssign => O::AmpAssign,
        B::XorAssign => O::CaretAssign,
        B::OrAssign => O::PipeAssign,
        B::Comma => O::Comma,
        B::PtrMemI => O::ArrowStar,
        B::PtrMemD => return None,
    })
}

fn overloaded_unary(op: UnaryOp) -> Option<OverloadedOp> {
    use OverloadedOp as O;
    Some(match op {
        UnaryOp::Plus => O::Plus,
        UnaryOp::Minus => O::Minus,
        UnaryOp::Not => O::Exclaim,
        UnaryOp::BitNot => O::Tilde,
        UnaryOp::Deref => O::Star,
        UnaryOp::AddrOf => O::Amp,
        UnaryOp::PreInc | UnaryOp::PostInc => O::PlusPlus,
        UnaryOp::PreDec | UnaryOp::PostDec => O::MinusMinus,
        _ => return None,
    })
}

/// Typed node construction: operand conversions (E-CONV), result types and value
/// categories, constant folding, overloaded operators (E-OVL).
impl Parser<'_, '_> {
    pub(crate) fn is_class_operand(&self, e: ExprId) -> bool {
        let t = self.tu.exprs[e].ty;
        self.class_of_type(t).is_some() && !self.tu.types.is_dependent(t)
    }

    /// Whether `e` or any operand in it has a dependent type (or one sema could not
    /// resolve in a template).
    pub(crate) fn mentions_dependent_type(&self, e: ExprId) -> bool {
        let mut stack = vec![e];
        let mut seen = 0usize;
        while let Some(x) = stack.pop() {
            seen += 1;
            if seen > 4096 {
                return true;
            }
            if self.dependent_or_error(x) {
                return true;
            }
            stack.extend(crate::il::dump::expr_children(&self.tu.exprs[x].kind));
        }
        false
    }

    pub(crate) fn dependent_or_error(&self, e: ExprId) -> bool {
        let mut t = self.tu.exprs[e].ty;
        if self.tu.types.is_dependent(t) {
            return true;
        }
        // `&T::member` in a template types as a pointer to the error type: as unknown.
        while let Some(p) = self.tu.types.pointee(t) {
            t = p;
        }
        matches!(
            self.tu.types.shape(self.tu.types.non_reference(t)),
            Type::Error
        )
    }

    /// Operator functions named `op`: members of `class` (else of its bases, see
    /// `base_member_operator`), and non-members anywhere in the TU (ADL and ordinary lookup
    /// approximated by every non-member declaration of the operator).
    pub(crate) fn operator_candidates(
        &self,
        op: OverloadedOp,
        class: Option<DeclId>,
    ) -> (Vec<DeclId>, Vec<DeclId>) {
        let members = class
            .map(|c| self.member_operators_with_bases(c, op))
            .unwrap_or_default();
        let free = self
            .operator_index
            .named(&self.tu, op)
            .into_iter()
            .filter(|&id| {
                let d = &self.tu.decls[id];
                let parent_is_class = d
                    .parent
                    .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Class(_)));
                let friend = matches!(&d.kind, DeclKind::Function(f) if f.flags.has(crate::il::decl::FnFlags::FRIEND));
                !parent_is_class || friend
            })
            .collect();
        (members, free)
    }

    /// An overloaded operator call for operands of class type, or `None` (built-in).
    fn try_overloaded(
        &mut self,
        op: OverloadedOp,
        operands: &[ExprId],
        pos: Pos,
    ) -> Option<ExprId> {
        let first = *operands.first()?;
        let specialization = self.is_unresolved_specialization(self.tu.exprs[first].ty);
        // An unresolved specialization as a later operand (`": " + ec.message()`).
        if !specialization
            && operands[1..]
                .iter()
                .any(|&e| self.is_unresolved_specialization(self.tu.exprs[e].ty))
        {
            if let Some(call) = self.operator_template_call(op, operands, pos) {
                return Some(call);
            }
        }
        if !specialization
            && !operands
                .iter()
                .any(|&e| self.is_class_operand(e) || self.is_enum(self.tu.exprs[e].ty))
        {
            return None;
        }
        if specialization {
            return self
                .specialization_member_operator(op, operands, pos)
                .or_else(|| self.operator_template_call(op, operands, pos));
        }
        // A type-dependent operand: the operator is chosen at instantiation.
        if operands
            .iter()
            .any(|&e| self.dependent_or_error(e) || self.through_dependent_base_member(e))
        {
            return None;
        }
        // An object of the current instantiation (`++*this` in a member of a class
        // template, `t += n` on a `_Self` in a friend defined there) is type-dependent
        // ([temp.dep.expr]): EDG binds the operator at instantiation.
        if self.scopes.in_template()
            && operands.iter().any(|&e| {
                self.is_class_operand(e) && self.is_current_instantiation_type(self.tu.exprs[e].ty)
            })
        {
            return None;
        }
        let class = self
            .class_of_type(self.tu.exprs[first].ty)
            .filter(|_| self.is_class_operand(first));
        let class_operand = operands.iter().any(|&e| self.is_class_operand(e));
        if let (OverloadedOp::Assign, Some(c), &[a, b]) = (op, class, operands) {
            if self.implicit_trivial_assignment(c, [a, b]) {
                return None;
            }
        }
        let (members, free) = self.operator_candidates(op, class);
        let free = self.visible_operator_functions(free, operands, class_operand);
        let member_choice = if members.is_empty() {
            None
        } else {
            self.select_overload(&members, &operands[1..]).ok()
        };
        let free_choice = if free.is_empty() {
            None
        } else {
            self.select_overload(&free, operands).ok()
        };
        let (chosen, member) = match (member_choice, free_choice) {
            (Some(c), _) => (c, true),
            (None, Some(c)) => (c, false),
            (None, None) => return self.operator_template_call(op, operands, pos),
        };
        // A trivial assignment operator defaulted in its class is the built-in assignment,
        // as the implicit one is (`a = b;`, not an operator call).
        if op == OverloadedOp::Assign && member && self.trivial_defaulted_assignment(chosen.func) {
            return None;
        }
        let fty = self.tu.decls[chosen.func]
            .ty()
            .unwrap_or_else(|| self.tu.types.error());
        let callee = self.tu.decl_ref(chosen.func, pos);
        self.tu.exprs[callee].ty = fty;
        let rest = if member {
            operands[1..].to_vec()
        } else {
            operands.to_vec()
        };
        let mut args = self.finish_call_args(&chosen, rest, pos);
        if member {
            args.insert(0, first);
        }
        let ret = chosen.ret;
        let cat = self.category_of_return(ret);
        let ty = self.tu.types.non_reference(ret);
        Some(self.tu.add_expr(
            ExprKind::OperatorCall {
                op,
                callee,
                args: args.into(),
                member,
            },
            ty,
            cat,
            pos,
        ))
    }

    /// A function template's type parameters paired with the explicit type arguments
    /// written at a call (`f<short>()`), in order; non-type arguments are skipped.
    fn explicit_template_map(
        &self,
        f: DeclId,
        args: &[crate::il::types::TemplateArg],
    ) -> Vec<(DeclId, TypeId)> {
        let Some(p) = self.tu.decls[f].parent else {
            return Vec::new();
        };
        let DeclKind::Template(t) = &self.tu.decls[p].kind else {
            return Vec::new();
        };
        if t.pattern != f {
            return Vec::new();
        }
        let Some(list) = t.param_lists.last() else {
            return Vec::new();
        };
        list.params
            .iter()
            .zip(args.iter())
            .take_while(|(&d, _)| !matches!(&self.tu.decls[d].kind, DeclKind::TemplateTypeParam(tp) if tp.pack))
            .filter_map(|(&d, a)| match a {
                crate::il::types::TemplateArg::Type(ty) if matches!(self.tu.decls[d].kind, DeclKind::TemplateTypeParam(_)) => {
                    Some((d, *ty))
                }
                _ => None,
            })
            .collect()
    }

    /// A class template's specialization named with non-dependent arguments that sema has
    /// no instance of (`HostBuffer<int>` outside templates): its members are the pattern's.
    pub(crate) fn is_unresolved_specialization(&self, t: TypeId) -> bool {
        let t = self.tu.types.non_reference(t);
        // In a template, a concrete specialization's operators are bound at definition
        // (`x += '0'` on a `bs<char> &` is an operator call there too).
        (!self.scopes.in_template()
            || !crate::il::template_query::names_template_param(&self.tu, t))
            && match self.tu.types.get(self.tu.types.unqualified(t)) {
                Type::TemplateId {
                    resolved: None,
                    args,
                    template,
                } => {
                    matches!(&self.tu.decls[*template].kind, DeclKind::Template(td) if matches!(self.tu.decls[td.pattern].kind, DeclKind::Class(_)))
                        && args.iter().all(|a| match a {
                            crate::il::types::TemplateArg::Type(x) => {
                                !self.tu.types.is_dependent(*x)
                            }
                            _ => true,
                        })
                }
                _ => false,
            }
    }

    /// A defaulted copy or move assignment operator that is trivial.
    fn trivial_defaulted_assignment(&mut self, f: DeclId) -> bool {
        let defaulted = matches!(&self.tu.decls[f].kind,
            DeclKind::Function(fd) if fd.flags.has(crate::il::decl::FnFlags::DEFAULTED));
        let Some(class) = self.tu.decls[f].parent.filter(|_| defaulted) else {
            return false;
        };
        let DeclKind::Class(cd) = &self.tu.decls[class].kind else {
            return false;
        };
        let self_ty = cd.self_ty;
        let Some((params, _)) = self.function_params(f) else {
            return false;
        };
        let [param] = params[..] else {
            return false;
        };
        let lhs = self.tu.types.lvalue_ref(self_ty);
        self.trait_value(
            crate::sema::traits::Rule::IsTriviallyAssignable,
            &[lhs, param],
        ) == Some(true)
    }

    /// An operator on an object of an unresolved specialization: the pattern's member
    /// operator of the right arity (not deleted) is called (E-OVL prints it as an operator
    /// call). Its signature waits for instantiation: the operands are not converted.
    fn specialization_member_operator(
        &mut self,
        op: OverloadedOp,
        operands: &[ExprId],
        pos: Pos,
    ) -> Option<ExprId> {
        let first = *operands.first()?;
        let class = self.class_of_type(self.tu.exprs[first].ty)?;
        let (members, _) = self.operator_candidates(op, Some(class));
        let n = operands.len() - 1;
        let func = members.into_iter().filter_map(|c| self.candidate_function(c)).find(|&f| {
            let deleted = matches!(&self.tu.decls[f].kind, DeclKind::Function(fd) if fd.flags.has(crate::il::decl::FnFlags::DELETED));
            !deleted && self.function_params(f).is_some_and(|(p, _)| p.len() == n)
        })?;
        let fty = self.tu.decls[func]
            .ty()
            .unwrap_or_else(|| self.tu.types.error());
        let ret = self
            .tu
            .types
            .as_function(fty)
            .map(|f| f.ret)
            .unwrap_or_else(|| self.tu.types.error());
        let callee = self.tu.decl_ref(func, pos);
        self.tu.exprs[callee].ty = fty;
        let cat = self.category_of_return(ret);
        let ty = self.tu.types.non_reference(ret);
        let args: Vec<ExprId> = operands.to_vec();
        Some(self.tu.add_expr(
            ExprKind::OperatorCall {
                op,
                callee,
                args: args.into(),
                member: true,
            },
            ty,
            cat,
            pos,
        ))
    }

    pub(crate) fn category_of_return(&self, ret: TypeId) -> ValueCategory {
        match self.tu.types.get(self.tu.types.canonical(ret)) {
            Type::LValueRef(_) => ValueCategory::LValue,
            Type::RValueRef(_) => ValueCategory::XValue,
            _ => ValueCategory::PrValue,
        }
    }

    fn make_binary(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, pos: Pos) -> ExprId {
        use BinaryOp::*;
        let templated_class =
            self.templated_class_operand(lhs) || self.templated_class_operand(rhs);
        if let Some(oop) = overloaded_binary(op).filter(|_| !templated_class) {
            if let Some(e) = self.try_overloaded(oop, &[lhs, rhs], pos) {
                return e;
            }
            if self.check_no_operator(oop, lhs, rhs, pos) {
                let err = self.tu.types.error();
                return self.tu.add_expr(
                    ExprKind::Binary { op, lhs, rhs },
                    err,
                    ValueCategory::PrValue,
                    pos,
                );
            }
        }
        match op {
            LogAnd | LogOr => {
                self.warn_assignment_as_condition(lhs);
                self.warn_assignment_as_condition(rhs);
            }
            _ => {}
        }
        let err = self.tu.types.error();
        if templated_class || self.dependent_or_error(lhs) || self.dependent_or_error(rhs) {
            let ty = if matches!(op, Lt | Gt | Le | Ge | Eq | Ne | LogAnd | LogOr) {
                self.tu.types.bool()
            } else {
                err
            };
            return self.tu.add_expr(
                ExprKind::Binary { op, lhs, rhs },
                ty,
                ValueCategory::PrValue,
                pos,
            );
        }
        let (l, r, ty, cat) = match op {
            Comma => {
                let (t, c) = (self.tu.exprs[rhs].ty, self.tu.exprs[rhs].cat);
                (lhs, rhs, t, c)
            }
            LogAnd | LogOr => {
                let b = self.tu.types.bool();
                (
                    self.to_bool(lhs),
                    self.to_bool(rhs),
                    b,
                    ValueCategory::PrValue,
                )
            }
            Shl | Shr => {
                let l = self.promote_expr(lhs);
                let r = self.promote_expr(rhs);
                let t = self.tu.exprs[l].ty;
                (l, r, t, ValueCategory::PrValue)
            }
            PtrMemD | PtrMemI => {
                let mt = self.tu.exprs[rhs].ty;
                let t = match self.tu.types.shape(mt) {
                    Type::MemberPointer { pointee, .. } => *pointee,
                    _ => err,
                };
                (lhs, rhs, t, ValueCategory::LValue)
            }
            _ => {
                let lt = self.value_type(self.tu.exprs[lhs].ty);
                let rt = self.value_type(self.tu.exprs[rhs].ty);
                let lp = self.tu.types.is_pointer(lt);
                let rp = self.tu.types.is_pointer(rt);
                let cmp = matches!(op, Lt | Gt | Le | Ge | Eq | Ne | Spaceship);
                let b = self.tu.types.bool();
                if lp || rp {
                    self.warn_pointer_outside_object(op, lhs, rhs, pos);
                    let l = self.decay_expr(lhs);
                    let r = self.decay_expr(rhs);
                    if cmp {
                        // Null constants and void* take the other operand's pointer type.
                        let (l, r) = if lp && !rp {
                            (l, self.convert(r, lt))
                        } else if rp && !lp {
                            (self.convert(l, rt), r)
                        } else {
                            (l, r)
                        };
                        let t = if op == Spaceship {
                            self.three_way_result(None)
                        } else {
                            b
                        };
                        (l, r, t, ValueCategory::PrValue)
                    } else if op == Sub && lp && rp {
                        let long = self.tu.types.builtin(Builtin::Long);
                        (l, r, long, ValueCategory::PrValue)
                    } else if lp {
                        let r = self.promote_expr(r);
                        (l, r, lt, ValueCategory::PrValue)
                    } else {
                        let l = self.promote_expr(l);
                        (l, r, rt, ValueCategory::PrValue)
                    }
                } else if let Some(c) = self.complex_binary_type(lt, rt) {
                    // GNU complex arithmetic (sema/complex.rs): operands as written, but
                    // a comparison converts a real operand to the complex type.
                    if cmp {
                        let (l, r) = self.complex_comparison_operands(lhs, rhs, c);
                        (l, r, b, ValueCategory::PrValue)
                    } else {
                        (lhs, rhs, c, ValueCategory::PrValue)
                    }
                } else if self.is_arithmetic_or_enum(lt) && self.is_arithmetic_or_enum(rt) {
                    let common = self.arithmetic_common_type(lt, rt);
                    let l = self.convert(lhs, common);
                    let r = self.convert(rhs, common);
                    let t = match op {
                        Spaceship => self.three_way_result(Some(common)),
                        _ if cmp => b,
                        _ => common,
                    };
                    (l, r, t, ValueCategory::PrValue)
                } else {
                    // Scoped enums, member pointers, nullptr_t: same-type comparisons.
                    (lhs, rhs, if cmp { b } else { lt }, ValueCategory::PrValue)
                }
            }
        };
        let id = self
            .tu
            .add_expr(ExprKind::Binary { op, lhs: l, rhs: r }, ty, cat, pos);
        self.check_binary_constants(op, l, r, ty, pos);
        if let (Spaceship, Some(a), Some(b)) = (
            op,
            self.tu.exprs[l].value.get(),
            self.tu.exprs[r].value.get(),
        ) {
            // A constant comparison category value (`3 <=> 5`: less), kept as the order.
            let order = match (a, b) {
                (ConstValue::Int(a), ConstValue::Int(b)) => Some(a.cmp(&b)),
                (ConstValue::Float(a), ConstValue::Float(b)) => a.partial_cmp(&b),
                _ => None,
            };
            let v = order.map_or(2, |o| o as i128);
            self.tu.exprs[id].value = Some(ConstValue::Int(v)).into();
        } else if let (Some(a), Some(b)) =
            (self.tu.exprs[l].value.get(), self.tu.exprs[r].value.get())
        {
            let opty = if matches!(op, Lt | Gt | Le | Ge | Eq | Ne) {
                self.tu.exprs[l].ty
            } else {
                ty
            };
            let v = self.fold_binary(op, a, b, opty);
            self.tu.exprs[id].value = (v.and_then(|v| {
                if opty == ty {
                    Some(v)
                } else {
                    self.convert_value(v, ty).or(Some(v))
                }
            }))
            .into();
        } else if op == LogAnd || op == LogOr {
            // `false && x`, `true || x` are constants whatever x is only in C; C++ needs both.
        }
        id
    }

    /// Warnings about constant operands of built-in operators: division by zero, shift
    /// counts, signed overflow, unsigned comparisons with zero.
    fn check_binary_constants(&mut self, op: BinaryOp, l: ExprId, r: ExprId, ty: TypeId, pos: Pos) {
        use BinaryOp::*;
        let (lv, rv) = (self.tu.exprs[l].value.get(), self.tu.exprs[r].value.get());
        let lt = self.tu.exprs[l].ty;
        let integral = self.integral_builtin(lt).is_some();
        let warn =
            |p: &mut Self, m: Msg, at: Pos| p.report(m, super::Severity::Warning, at, Vec::new());
        match (op, rv) {
            (Div, Some(ConstValue::Int(0))) if integral => {
                let at = self.expr_start(r);
                warn(self, Msg::DivideByZero, at);
                return;
            }
            (Rem, Some(ConstValue::Int(0))) if integral => {
                let at = self.expr_start(r);
                warn(self, Msg::ModByZero, at);
                return;
            }
            (Shl | Shr, Some(ConstValue::Int(n))) => {
                let bits = self
                    .integral_builtin(lt)
                    .and_then(|b| b.size_align())
                    .map(|(s, _)| s as i128 * 8);
                let at = self.expr_start(r);
                if n < 0 {
                    warn(self, Msg::NegativeShiftCount, at);
                    return;
                }
                if bits.is_some_and(|b| n >= b) {
                    warn(self, Msg::ShiftCountTooLarge, at);
                    return;
                }
            }
            _ => {}
        }
        // Signed overflow of a constant operation.
        if let (Some(ConstValue::Int(a)), Some(ConstValue::Int(b)), Some(bt)) =
            (lv, rv, self.integral_builtin(ty))
        {
            if bt.is_signed() && matches!(op, Mul | Add | Sub | Shl) {
                let raw = match op {
                    Mul => a.checked_mul(b),
                    Add => a.checked_add(b),
                    Sub => a.checked_sub(b),
                    _ => u32::try_from(b)
                        .ok()
                        .filter(|&s| s < 64)
                        .and_then(|s| a.checked_shl(s)),
                };
                if raw.is_none_or(|v| self.wrap_to_type(v, ty) != v) {
                    warn(self, Msg::IntegerOverflow, pos);
                }
            }
        }
        // `u < 0`, `u >= 0`, `0 > u`, `0 <= u` on an unsigned operand.
        let unsigned = |p: &Self, e: ExprId| {
            let t = p.tu.exprs[e].ty;
            p.integral_builtin(t)
                .is_some_and(|b| !b.is_signed() && b != Builtin::Bool)
                && p.tu.exprs[e].value.is_none()
        };
        let zero = |p: &Self, e: ExprId| p.tu.exprs[e].value.get() == Some(ConstValue::Int(0));
        let pointless = match op {
            Lt | Ge => unsigned(self, l) && zero(self, r),
            Gt | Le => zero(self, l) && unsigned(self, r),
            _ => false,
        };
        if pointless {
            warn(self, Msg::UnsignedCompareWithZero, pos);
        }
    }

    /// `++`/`--` operands (built-in): a prvalue or a const lvalue is an error at the
    /// operand's start (EDG #137).
    fn require_modifiable_lvalue(&mut self, operand: ExprId) {
        let x = &self.tu.exprs[operand];
        let const_operand = self
            .tu
            .types
            .split_quals(x.ty)
            .1
            .has(crate::il::Quals::CONST);
        if x.cat == ValueCategory::PrValue || const_operand {
            let p = self.expr_start(operand);
            self.report(
                Msg::ExprNotModifiableLvalue,
                super::Severity::Error,
                p,
                Vec::new(),
            );
        }
    }

    fn make_assign(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, pos: Pos) -> ExprId {
        let templated_class =
            self.templated_class_operand(lhs) || self.templated_class_operand(rhs);
        if let Some(oop) = overloaded_binary(op).filter(|_| !templated_class) {
            // A compound assignment to an enumeration may be a user's operator
            // (`operator|=(_Ios_Iostate &, _Ios_Iostate)`); `=` never is.
            let enum_compound = op != BinaryOp::Assign && self.is_enum(self.tu.exprs[lhs].ty);
            if self.is_class_operand(lhs)
                || self.is_unresolved_specialization(self.tu.exprs[lhs].ty)
                || enum_compound
            {
                if let Some(e) = self.try_overloaded(oop, &[lhs, rhs], pos) {
                    return e;
                }
            }
        }
        let lt = self.tu.exprs[lhs].ty;
        // A class object is assigned by its `operator=`, which a prvalue may call too.
        if !self.dependent_or_error(lhs) && !self.is_class_operand(lhs) {
            let x = &self.tu.exprs[lhs];
            let const_lhs = self
                .tu
                .types
                .split_quals(x.ty)
                .1
                .has(crate::il::Quals::CONST);
            if x.cat == ValueCategory::PrValue || const_lhs {
                let p = x.pos;
                self.report(
                    Msg::ExprNotModifiableLvalue,
                    super::Severity::Error,
                    p,
                    Vec::new(),
                );
            }
        }
        let rhs = if self.dependent_or_error(lhs)
            || self.dependent_or_error(rhs)
            || self.is_class_operand(lhs)
            || self.member_of_dependent_object(lhs)
            || self.templated_class_pointer_operand(lhs)
        {
            rhs
        } else {
            let target = self.strip_cv(lt);
            let scalar_from_list = matches!(self.tu.exprs[rhs].kind, ExprKind::InitList { .. })
                && self.tu.types.is_scalar(target);
            match op {
                BinaryOp::Assign if scalar_from_list => {
                    self.check_scalar_list_length(rhs);
                    self.convert_assigned(rhs, target, pos)
                }
                BinaryOp::Assign => self.convert_assigned(rhs, target, pos),
                BinaryOp::ShlAssign | BinaryOp::ShrAssign => self.promote_expr(rhs),
                _ if self.tu.types.is_pointer(target) => self.promote_expr(rhs),
                _ if self.tu.types.is_complex(target) => self.convert(rhs, target),
                _ => {
                    let rt = self.value_type(self.tu.exprs[rhs].ty);
                    if self.is_arithmetic_or_enum(target) && self.is_arithmetic_or_enum(rt) {
                        let common = self.arithmetic_common_type(target, rt);
                        self.convert(rhs, common)
                    } else {
                        rhs
                    }
                }
            }
        };
        self.tu.add_expr(
            ExprKind::Binary { op, lhs, rhs },
            lt,
            ValueCategory::LValue,
            pos,
        )
    }

    fn make_conditional(
        &mut self,
        cond: ExprId,
        then: Option<ExprId>,
        else_: ExprId,
        pos: Pos,
    ) -> ExprId {
        self.warn_assignment_as_condition(cond);
        let cond = if self.dependent_or_error(cond) {
            cond
        } else {
            self.to_bool(cond)
        };
        let t_expr = then.unwrap_or(cond);
        let (tt, et) = (self.tu.exprs[t_expr].ty, self.tu.exprs[else_].ty);
        let (mut then, mut else_, mut ty, mut cat) = (then, else_, tt, ValueCategory::PrValue);
        if self.dependent_or_error(t_expr) || self.dependent_or_error(else_) {
            // A dependent branch makes the result dependent (no conversions around it);
            // an erroneous one takes the other branch's type.
            ty = if self.tu.types.is_dependent(tt) {
                tt
            } else if self.tu.types.is_dependent(et) || self.dependent_or_error(t_expr) {
                et
            } else {
                tt
            };
        } else if self.tu.types.same(tt, et)
            && self.tu.exprs[t_expr].cat == ValueCategory::LValue
            && self.tu.exprs[else_].cat == ValueCategory::LValue
        {
            cat = ValueCategory::LValue;
        } else {
            let vt = self.value_type(tt);
            let ve = self.value_type(et);
            if self.tu.types.same(vt, ve) {
                ty = vt; // same type: no usual arithmetic conversions (`c ? ch : 'x'` is a char)
            } else if self.is_arithmetic_or_enum(vt) && self.is_arithmetic_or_enum(ve) {
                ty = self.arithmetic_common_type(vt, ve);
            } else if self.tu.types.is_pointer(vt)
                || self.is_null_constant(t_expr) && !self.tu.types.is_pointer(ve)
            {
                ty = vt;
            } else if self.tu.types.is_pointer(ve) {
                ty = ve;
            } else if self.tu.types.is_void(vt) || self.tu.types.is_void(ve) {
                ty = self.tu.types.void();
            } else {
                ty = vt;
            }
            if !self.tu.types.is_void(ty) {
                then = then.map(|t| self.convert(t, ty));
                else_ = self.convert(else_, ty);
            }
        }
        let id = self
            .tu
            .add_expr(ExprKind::Conditional { cond, then, else_ }, ty, cat, pos);
        if let Some(c) = self.tu.exprs[cond].value.get() {
            let pick = if Self::const_truth(c) {
                then.unwrap_or(cond)
            } else {
                else_
            };
            self.tu.exprs[id].value = self.tu.exprs[pick].value.clone();
        }
        id
    }

    fn make_unary(&mut self, op: UnaryOp, operand: ExprId, pos: Pos) -> ExprId {
        if let Some(oop) = overloaded_unary(op) {
            // Operands of enumeration type take user operators too ([over.match.oper]).
            if self.is_class_operand(operand) || self.is_enum(self.tu.exprs[operand].ty) {
                let mut operands = vec![operand];
                if matches!(op, UnaryOp::PostInc | UnaryOp::PostDec) {
                    let int = self.tu.types.int();
                    operands.push(self.tu.int_lit(0, int, pos));
                }
                if let Some(e) = self.try_overloaded(oop, &operands, pos) {
                    return e;
                }
            }
        }
        let err = self.tu.types.error();
        let ot = self.tu.exprs[operand].ty;
        if self.dependent_or_error(operand) {
            let (ty, cat) = match op {
                UnaryOp::Not => (self.tu.types.bool(), ValueCategory::PrValue),
                UnaryOp::AddrOf => (self.tu.types.pointer(ot), ValueCategory::PrValue),
                UnaryOp::Deref | UnaryOp::PreInc | UnaryOp::PreDec => (err, ValueCategory::LValue),
                _ => (err, ValueCategory::PrValue),
            };
            return self
                .tu
                .add_expr(ExprKind::Unary { op, operand }, ty, cat, pos);
        }
        if matches!(
            op,
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
        ) {
            self.require_modifiable_lvalue(operand);
        }
        let (operand, ty, cat) = match op {
            UnaryOp::Not => {
                self.warn_assignment_as_condition(operand);
                let o = self.to_bool(operand);
                (o, self.tu.types.bool(), ValueCategory::PrValue)
            }
            UnaryOp::Deref => {
                self.check_deref_operand(operand);
                let o = self.decay_expr(operand);
                let t = self.tu.exprs[o].ty;
                let pointee = self.tu.types.pointee(t).unwrap_or(err);
                (o, pointee, ValueCategory::LValue)
            }
            UnaryOp::AddrOf => {
                let t = self.address_of_type(operand);
                (operand, t, ValueCategory::PrValue)
            }
            UnaryOp::PreInc | UnaryOp::PreDec
                if self.tu.types.as_builtin(ot) != Some(Builtin::Bool) =>
            {
                (operand, ot, ValueCategory::LValue)
            }
            UnaryOp::PreInc | UnaryOp::PreDec => {
                if op == UnaryOp::PreInc {
                    let p = self.expr_start(operand);
                    self.report(
                        Msg::IncrOfBoolDeprecated,
                        super::Severity::Warning,
                        p,
                        Vec::new(),
                    );
                }
                (operand, ot, ValueCategory::LValue)
            }
            UnaryOp::PostInc | UnaryOp::PostDec => {
                if op == UnaryOp::PostInc && self.tu.types.as_builtin(ot) == Some(Builtin::Bool) {
                    let p = self.expr_start(operand);
                    self.report(
                        Msg::IncrOfBoolDeprecated,
                        super::Severity::Warning,
                        p,
                        Vec::new(),
                    );
                }
                let t = self.strip_cv(ot);
                (operand, t, ValueCategory::PrValue)
            }
            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot => {
                let o = self.promote_expr(operand);
                let t = self.tu.exprs[o].ty;
                (o, t, ValueCategory::PrValue)
            }
            _ => (operand, ot, ValueCategory::PrValue),
        };
        let id = self
            .tu
            .add_expr(ExprKind::Unary { op, operand }, ty, cat, pos);
        if let Some(v) = self.tu.exprs[operand].value.get() {
            self.tu.exprs[id].value = (self.fold_unary(op, v, ty)).into();
        }
        id
    }

    /// `&e`: a pointer, or a pointer to member for `&C::m`.
    fn address_of_type(&mut self, e: ExprId) -> TypeId {
        let ot = self.tu.exprs[e].ty;
        if let ExprKind::DeclRef { decl, written } = &self.tu.exprs[e].kind {
            let qualified = written.qualifier.is_some();
            let d = *decl;
            let member_parent = self.tu.decls[d]
                .parent
                .filter(|&p| matches!(self.tu.decls[p].kind, DeclKind::Class(_)));
            let is_member = match &self.tu.decls[d].kind {
                DeclKind::Var(v) => v.field,
                DeclKind::Function(f) => f.storage != crate::il::decl::StorageClass::Static,
                _ => false,
            };
            if let (true, true, Some(c)) = (qualified, is_member, member_parent) {
                let class = self.tu.decls[c]
                    .ty()
                    .unwrap_or_else(|| self.tu.types.error());
                return self
                    .tu
                    .types
                    .intern(Type::MemberPointer { class, pointee: ot });
            }
        }
        self.tu.types.pointer(ot)
    }

    /// A call `callee(args)`: overload resolution for named functions and member
    /// functions, `operator()` for objects, conversions of the arguments, default
    /// arguments. `close`: the `)` (where "too few arguments" points).
    fn make_call(&mut self, callee: ExprId, args: Vec<ExprId>, pos: Pos, close: Pos) -> ExprId {
        let err = self.tu.types.error();
        let explicit_args = match &self.tu.exprs[callee].kind {
            ExprKind::DeclRef { written, .. }
            | ExprKind::Unresolved { written, .. }
            | ExprKind::Member { written, .. } => written.template_args.clone(),
            _ => None,
        };
        let any_dependent = args.iter().any(|&a| {
            self.dependent_or_error(a) || self.is_current_instantiation_type(self.tu.exprs[a].ty)
        });
        if let ExprKind::Unresolved {
            name: DeclName::Ident(s),
            candidates,
            written,
            adl: true,
        } = &self.tu.exprs[callee].kind
        {
            let (s, unqualified) = (*s, written.qualifier.is_none());
            let ordinary = candidates.to_vec();
            // A dependent argument (a dependent call's result types as the error type)
            // defers the lookup to instantiation ([temp.dep.candidate]).
            if unqualified && !any_dependent && self.adl_applies(&ordinary) {
                let mut found = ordinary.clone();
                for d in self.argument_dependent_lookup(s, &args) {
                    if !found
                        .iter()
                        .any(|&o| self.tu.first_decl(o) == self.tu.first_decl(d))
                    {
                        found.push(d);
                    }
                }
                if found.is_empty() {
                    // `__syncthreads()` in a template: no argument could find it later.
                    let at = self.expr_start(callee);
                    self.report(
                        Msg::UndefinedIdentifier,
                        super::Severity::Error,
                        at,
                        vec![self.sym_name(s).to_vec()],
                    );
                }
                if found.len() > ordinary.len() {
                    if let ExprKind::Unresolved { candidates, .. } = &mut self.tu.exprs[callee].kind
                    {
                        *candidates = found.into();
                    }
                }
            }
        }
        // The candidates a name stands for.
        let (cands, object): (Vec<DeclId>, Option<ExprId>) = match &self.tu.exprs[callee].kind {
            ExprKind::Unresolved { candidates, .. } => (candidates.to_vec(), None),
            ExprKind::DeclRef { decl, .. } if self.candidate_function(*decl).is_some() => {
                (vec![*decl], None)
            }
            ExprKind::Member { base, member, .. } if self.candidate_function(*member).is_some() => {
                let m = *member;
                let base = *base;
                let all = match (self.tu.decls[m].parent, self.tu.decls[m].name) {
                    (Some(c), DeclName::Ident(s))
                        if matches!(self.tu.decls[c].kind, DeclKind::Class(_)) =>
                    {
                        self.lookup_in_class(c, s)
                    }
                    (Some(c), name @ DeclName::Operator(_))
                        if matches!(self.tu.decls[c].kind, DeclKind::Class(_)) =>
                    {
                        self.member_operators(c, name)
                    }
                    _ => vec![m],
                };
                (all, Some(base))
            }
            _ => (Vec::new(), None),
        };
        let object_type = self.member_call_object_type(callee);
        let cands = match object_type {
            // `D<int>` (a specialization not instantiated) is no dependent type: its
            // const and non-const twins are ranked by the object ([over.match.funcs]).
            Some(o) if cands.len() > 1 && !self.is_dependent_type(o) => {
                let q = self.tu.types.split_quals(o).1;
                self.prune_by_implicit_object(cands, q)
            }
            _ => cands,
        };
        // A template-id names only the templates of an overload set ([temp.arg.explicit]).
        let cands =
            if explicit_args.is_some() && cands.iter().any(|&c| self.is_function_template(c)) {
                cands
                    .into_iter()
                    .filter(|&c| self.is_function_template(c))
                    .collect()
            } else {
                cands
            };
        // `this->f(x)` with `f` from a dependent base: bound at instantiation.
        let member = match self.tu.exprs[callee].kind {
            ExprKind::Member { member, .. } => Some(member),
            _ => None,
        };
        let via_dependent_base = match (member, object_type) {
            (Some(member), Some(obj)) => self
                .object_class(obj)
                .is_some_and(|c| self.member_of_dependent_base(c, member)),
            _ => false,
        };
        // EDG binds an unqualified call of a non-static member function in a class
        // template at instantiation (the implicit `this` is dependent there): the call's
        // type waits, so operators applied to it stay unresolved (`*begin()`,
        // `begin()[n]`), while `this->begin()` is bound now.
        let implicit_this_call = match &self.tu.exprs[callee].kind {
            ExprKind::Member { base, member, .. } => {
                matches!(self.tu.exprs[*base].kind, ExprKind::This { implicit: true })
                    && matches!(&self.tu.decls[*member].kind,
                        DeclKind::Function(f) if f.storage != crate::il::decl::StorageClass::Static)
                    && self.scopes.in_template()
            }
            _ => false,
        };
        // `l.size()` with `l` of another dependent specialization (`std::il<T>`): the
        // member instantiation finds may differ, so the call waits.
        let dependent_object_call = self.member_of_dependent_object(callee);
        // `test<T>(0)`: a template-id with dependent arguments names a specialization only
        // instantiation knows ([temp.dep.expr]).
        let dependent_explicit_args = explicit_args.as_deref().is_some_and(|a| {
            a.iter().any(|x| match x {
                crate::il::types::TemplateArg::Type(t) => {
                    crate::il::template_query::names_template_param(&self.tu, *t)
                }
                crate::il::types::TemplateArg::Expr(e) => self.tu.exprs[*e].value.get().is_none(),
                _ => false,
            })
        });
        let dependent_object_call = dependent_object_call || dependent_explicit_args;
        if via_dependent_base || implicit_this_call || dependent_object_call {
            return self.tu.add_expr(
                ExprKind::Call {
                    callee,
                    args: args.into(),
                },
                err,
                ValueCategory::PrValue,
                pos,
            );
        }
        // `C::template f< T>(x)`: bound at instantiation, like a dependent call.
        let dependent_template_id = matches!(&self.tu.exprs[callee].kind,
            ExprKind::Unresolved { written, .. } if written.template_kw);
        if !cands.is_empty() && !any_dependent && !dependent_template_id {
            match self.select_overload(&cands, &args) {
                Ok(chosen) => {
                    let at = self.expr_start(callee);
                    if self.check_ambiguous_call(&cands, &args, at) {
                        return self.tu.add_expr(
                            ExprKind::Call {
                                callee,
                                args: args.into(),
                            },
                            err,
                            ValueCategory::PrValue,
                            pos,
                        );
                    }
                    if let Some(base) = object {
                        let arrow = matches!(
                            self.tu.exprs[callee].kind,
                            ExprKind::Member { arrow: true, .. }
                        );
                        self.check_object_qualifiers(base, arrow, chosen.func, &cands);
                    }
                    let args = self.finish_call_args(&chosen, args, close);
                    let fty = self.tu.decls[chosen.func].ty().unwrap_or(err);
                    let callee = self.retarget_callee(callee, chosen.func, fty);
                    let mut ret = chosen.ret;
                    let generic = self.builtin_call_return(chosen.func, &args);
                    if let Some(generic) = generic {
                        ret = generic;
                    }
                    if let Some(explicit) = &explicit_args {
                        // `f<short>()`: the explicit arguments give the return type.
                        let map = self.explicit_template_map(chosen.func, explicit);
                        ret = self.substitute(ret, &map);
                    }
                    if let Some(base) = object {
                        // A member of a class template specialization returns its `T`
                        // substituted.
                        let arrow = matches!(
                            self.tu.exprs[callee].kind,
                            ExprKind::Member { arrow: true, .. }
                        );
                        let bt = self.tu.exprs[base].ty;
                        let obj = if arrow { self.value_type(bt) } else { bt };
                        let obj = if arrow {
                            self.tu.types.pointee(obj).unwrap_or(obj)
                        } else {
                            self.tu.types.non_reference(obj)
                        };
                        ret = self.field_type_in(obj, chosen.func, ret);
                    }
                    let cat = self.category_of_return(ret);
                    let ty = self.tu.types.non_reference(ret);
                    let ty = if matches!(self.tu.types.get(ty), Type::Auto(_)) {
                        err
                    } else {
                        ty
                    };
                    let _ = object;
                    let call = self.tu.add_expr(
                        ExprKind::Call {
                            callee,
                            args: args.into(),
                        },
                        ty,
                        cat,
                        pos,
                    );
                    if generic.is_some()
                        && self.builtins.returns.get(&chosen.func)
                            == Some(&BuiltinReturn::PointeeOfFirstArg)
                    {
                        // The atomic builtins' generic result is converted to the object's type.
                        return self.tu.implicit_cast(crate::il::ConvKind::NoOp, call, ty);
                    }
                    return call;
                }
                Err(NoMatch::TooMany | NoMatch::TooFew)
                    if self.sole_function_template(&cands).is_some() =>
                {
                    let template = self.sole_function_template(&cands).unwrap_or(cands[0]);
                    let at = self.expr_start(callee);
                    self.report_no_template_instance(template, at, &args);
                }
                Err(NoMatch::TooMany) => {
                    let p = self.first_extra_arg_pos(&cands, &args).unwrap_or(pos);
                    self.report(Msg::TooManyArguments, super::Severity::Error, p, Vec::new());
                }
                Err(NoMatch::TooFew) => {
                    self.report(
                        Msg::TooFewArguments,
                        super::Severity::Error,
                        close,
                        Vec::new(),
                    );
                }
                Err(NoMatch::NoViable) => self.report_incompatible_arguments(&cands, &args),
            }
            let ret = cands
                .iter()
                .filter_map(|&c| self.candidate_function(c))
                .find_map(|f| {
                    self.tu.decls[f]
                        .ty()
                        .and_then(|t| self.tu.types.as_function(t).map(|f| f.ret))
                })
                .unwrap_or(err);
            let cat = self.category_of_return(ret);
            // A type-dependent argument makes the call type-dependent (its overload is
            // chosen at instantiation): no conversion around it is judged.
            let ty = if any_dependent {
                err
            } else {
                self.tu.types.non_reference(ret)
            };
            return self.tu.add_expr(
                ExprKind::Call {
                    callee,
                    args: args.into(),
                },
                ty,
                cat,
                pos,
            );
        }
        // An object of class type: `operator()`.
        if self.is_class_operand(callee) {
            let mut operands = vec![callee];
            operands.extend(args.iter().copied());
            if let Some(e) = self.try_overloaded(OverloadedOp::Call, &operands, pos) {
                return e;
            }
        }
        // A pointer to function (or a function reached otherwise).
        let ct = self.value_type(self.tu.exprs[callee].ty);
        let fty = self.tu.types.pointee(ct).unwrap_or(ct);
        let (ty, cat, args) = match self.tu.types.as_function(fty).cloned() {
            Some(f) if !any_dependent => {
                let args: Vec<ExprId> = args
                    .iter()
                    .enumerate()
                    .map(|(i, &a)| match f.params.get(i) {
                        Some(&p) => self.convert_argument(a, p),
                        None => a,
                    })
                    .collect();
                (
                    self.tu.types.non_reference(f.ret),
                    self.category_of_return(f.ret),
                    args,
                )
            }
            // A type-generic builtin's result follows its arguments: dependent here.
            Some(_) if cands.iter().any(|c| self.builtins.returns.contains_key(c)) => {
                (err, ValueCategory::PrValue, args)
            }
            Some(f) => (
                self.tu.types.non_reference(f.ret),
                self.category_of_return(f.ret),
                args,
            ),
            None => {
                let callee_ty = self.tu.exprs[callee].ty;
                let vt = self.value_type(callee_ty);
                if !self.dependent_or_error(callee) && self.is_arithmetic_or_enum(vt) {
                    let p = self.expr_start(callee);
                    self.report(
                        Msg::ExprNotPtrToFunction,
                        super::Severity::Error,
                        p,
                        Vec::new(),
                    );
                }
                (err, ValueCategory::PrValue, args)
            }
        };
        self.tu.add_expr(
            ExprKind::Call {
                callee,
                args: args.into(),
            },
            ty,
            cat,
            pos,
        )
    }

    /// A launch lowers to a call of `__cudaPushCallConfiguration`, which must be declared
    /// by now (the runtime header does it). Without it the reference stops with an internal
    /// error at the configuration's first token, then aborts; rcudafe reports the same
    /// error, which is fatal, and exits with the catastrophic status instead of aborting.
    fn require_push_call_configuration(&mut self) {
        let name = self.tu.symbols.intern(b"__cudaPushCallConfiguration");
        if self.lookup(name).is_empty() {
            let pos = self.pos();
            self.report(
                Msg::NoPushCallConfiguration,
                super::Severity::Internal,
                pos,
                Vec::new(),
            );
        }
    }

    /// A kernel launch `k<<<config>>>(args)`: the configuration takes at most four
    /// arguments (`__cudaPushCallConfiguration`'s parameters); the arguments are checked
    /// against the kernel like a call's.
    fn make_launch(
        &mut self,
        kernel: ExprId,
        config: Vec<ExprId>,
        args: Vec<ExprId>,
        pos: Pos,
        close: Pos,
    ) -> ExprId {
        if config.len() > 4 {
            let p = self.expr_start(config[4]);
            self.report(Msg::TooManyArguments, super::Severity::Error, p, Vec::new());
        }
        self.check_launch_config(&config);
        let call = self.make_call(kernel, args, pos, close);
        let (kernel, args) = match &self.tu.exprs[call].kind {
            ExprKind::Call { callee, args } => (*callee, args.clone()),
            _ => (kernel, Box::default()),
        };
        let void = self.tu.types.void();
        self.tu.add_expr(
            ExprKind::KernelLaunch {
                kernel,
                config: config.into(),
                args,
            },
            void,
            ValueCategory::PrValue,
            pos,
        )
    }

    /// The object type of a member call `o.f` / `p->f` (the pointee for `->`).
    fn member_call_object_type(&mut self, callee: ExprId) -> Option<crate::il::TypeId> {
        let ExprKind::Member { base, arrow, .. } = self.tu.exprs[callee].kind else {
            return None;
        };
        let bt = self.tu.exprs[base].ty;
        if arrow {
            let v = self.value_type(bt);
            self.tu.types.pointee(v)
        } else {
            Some(self.tu.types.non_reference(bt))
        }
    }

    /// The callee expression naming the chosen function (keeping how it was written).
    fn retarget_callee(&mut self, callee: ExprId, func: DeclId, fty: TypeId) -> ExprId {
        let (kind, pos) = (
            self.tu.exprs[callee].kind.clone(),
            self.tu.exprs[callee].pos,
        );
        match kind {
            ExprKind::Unresolved { written, .. } => self.tu.add_expr(
                ExprKind::DeclRef {
                    decl: func,
                    written,
                },
                fty,
                ValueCategory::LValue,
                pos,
            ),
            ExprKind::Member {
                base,
                arrow,
                written,
                ..
            } => self.tu.add_expr(
                ExprKind::Member {
                    base,
                    arrow,
                    member: func,
                    written,
                },
                fty,
                ValueCategory::LValue,
                pos,
            ),
            _ => callee,
        }
    }

    /// Where "too many arguments" points: the first argument beyond the parameters.
    fn first_extra_arg_pos(&self, cands: &[DeclId], args: &[ExprId]) -> Option<Pos> {
        let f = cands.iter().find_map(|&c| self.candidate_function(c))?;
        let (params, _) = self.function_params(f)?;
        args.get(params.len()).map(|&a| self.expr_start(a))
    }

    /// The position of an expression's first token (binary nodes sit at the operator).
    pub(crate) fn expr_start(&self, mut e: ExprId) -> Pos {
        let root = e;
        let is_binary = |e: ExprId| matches!(self.tu.exprs[e].kind, ExprKind::Binary { .. });
        for _ in 0..10_000 {
            let known = self.binary_starts.borrow().get(&e).copied();
            if let Some(pos) = known {
                if is_binary(root) {
                    self.binary_starts.borrow_mut().insert(root, pos);
                }
                return pos;
            }
            match &self.tu.exprs[e].kind {
                ExprKind::Binary { lhs, .. } => e = *lhs,
                ExprKind::Conditional { cond, .. } => e = *cond,
                ExprKind::ImplicitCast { operand, .. } => e = *operand,
                ExprKind::Index { base, .. } => e = *base,
                ExprKind::Call { callee, .. } => e = *callee,
                ExprKind::Member { base, .. } | ExprKind::DependentMember { base, .. } => {
                    if matches!(self.tu.exprs[*base].kind, ExprKind::This { implicit: true }) {
                        break;
                    }
                    e = *base
                }
                ExprKind::Unary {
                    op: UnaryOp::PostInc | UnaryOp::PostDec,
                    operand,
                } => e = *operand,
                _ => break,
            }
        }
        let pos = self.tu.exprs[e].pos;
        if is_binary(root) {
            self.binary_starts.borrow_mut().insert(root, pos);
        }
        pos
    }

    /// The class and the type of `this` where it can be used: inside a non-static
    /// member function (lambdas see their enclosing function's `this`).
    pub(crate) fn this_context(&mut self) -> Option<(DeclId, TypeId)> {
        // A member function template's pattern sits under its template.
        let owner = |this: &Self, f: DeclId| {
            let p = this.tu.decls[f].parent?;
            match this.tu.decls[p].kind {
                DeclKind::Template(_) => this.tu.decls[p].parent,
                _ => Some(p),
            }
        };
        let f = self.scopes.significant().find_map(|sc| match sc.kind {
            crate::sema::scope::ScopeKind::Function(f) => {
                let parent = owner(self, f)?;
                match &self.tu.decls[parent].kind {
                    DeclKind::Class(c) if c.is_lambda => None,
                    _ => Some(f),
                }
            }
            _ => None,
        })?;
        let DeclKind::Function(fd) = &self.tu.decls[f].kind else {
            return None;
        };
        if fd.storage == crate::il::decl::StorageClass::Static {
            return None;
        }
        let quals = self
            .tu
            .types
            .as_function(fd.ty)
            .map(|t| t.quals)
            .unwrap_or_default();
        let class =
            owner(self, f).filter(|&p| matches!(self.tu.decls[p].kind, DeclKind::Class(_)))?;
        let ct = self.tu.decls[class].ty()?;
        let ct = self.tu.types.qualified(ct, crate::il::Quals(quals.0 & 3));
        Some((class, self.tu.types.pointer(ct)))
    }

    /// Inside a function that has no `this`: a static member function or a non-member
    /// (lambdas look outward; class bodies outside functions are not judged here).
    fn this_forbidden(&self) -> bool {
        for sc in self.scopes.significant() {
            if let crate::sema::scope::ScopeKind::Function(f) = sc.kind {
                let parent = self.tu.decls[f].parent;
                let lambda = parent.is_some_and(
                    |p| matches!(&self.tu.decls[p].kind, DeclKind::Class(c) if c.is_lambda),
                );
                if lambda {
                    continue;
                }
                return match &self.tu.decls[f].kind {
                    DeclKind::Function(fd) => {
                        fd.storage == crate::il::decl::StorageClass::Static
                            || !parent.is_some_and(|p| {
                                matches!(self.tu.decls[p].kind, DeclKind::Class(_))
                            })
                    }
                    _ => false,
                };
            }
        }
        false
    }

    /// `m` naming a non-static member of the current class (or a base) inside a member
    /// function: `this->m` with an implicit `this`.
    pub(super) fn implicit_member(
        &mut self,
        found: &[DeclId],
        written: NameWriting,
        pos: Pos,
    ) -> Option<ExprId> {
        let &d = found.first()?;
        let member_class = self.tu.decls[d]
            .parent
            .filter(|&p| matches!(self.tu.decls[p].kind, DeclKind::Class(_)))?;
        let non_static = match &self.tu.decls[d].kind {
            DeclKind::Var(v) => v.field,
            DeclKind::Function(f) => f.storage != crate::il::decl::StorageClass::Static,
            _ => false,
        };
        if !non_static {
            return None;
        }
        let Some((class, this_ty)) = self.this_context() else {
            self.check_member_without_object(d, member_class, pos);
            return None;
        };
        let (a, b) = (self.tu.first_decl(class), self.tu.first_decl(member_class));
        if a != b && !self.is_derived_from(class, member_class) {
            return None;
        }
        let this = self.tu.add_expr(
            ExprKind::This { implicit: true },
            this_ty,
            ValueCategory::PrValue,
            pos,
        );
        Some(self.member_ref(this, true, d, written, pos))
    }

    /// `base.m` / `base->m` for a resolved member: its type (cv of the object added to
    /// non-mutable fields) and category.
    pub(crate) fn member_ref(
        &mut self,
        base: ExprId,
        arrow: bool,
        m: DeclId,
        written: NameWriting,
        pos: Pos,
    ) -> ExprId {
        let bt = self.tu.exprs[base].ty;
        let obj = if arrow { self.value_type(bt) } else { bt };
        let obj = if arrow {
            self.tu.types.pointee(obj).unwrap_or(obj)
        } else {
            self.tu.types.non_reference(obj)
        };
        let obj_quals = self.tu.types.split_quals(obj).1;
        let err = self.tu.types.error();
        let (ty, cat, value) = match &self.tu.decls[m].kind {
            DeclKind::Var(v) => {
                let (vt, field) = (v.ty, v.field);
                let mutable = v.storage == crate::il::decl::StorageClass::Mutable;
                let t = self.field_type_in(obj, m, vt);
                let t = self.tu.types.non_reference(t);
                let t = if field && !mutable && !obj_quals.is_empty() {
                    self.tu
                        .types
                        .qualified(t, crate::il::Quals(obj_quals.0 & 3))
                } else {
                    t
                };
                (t, ValueCategory::LValue, None)
            }
            DeclKind::Function(f) => (f.ty, ValueCategory::LValue, None),
            DeclKind::Enumerator(e) => (
                e.ty,
                ValueCategory::PrValue,
                (!e.value_dependent).then_some(ConstValue::Int(e.value)),
            ),
            _ => (err, ValueCategory::LValue, None),
        };
        let id = self.tu.add_expr(
            ExprKind::Member {
                base,
                arrow,
                member: m,
                written: written.into(),
            },
            ty,
            cat,
            pos,
        );
        self.tu.exprs[id].value = value.into();
        id
    }

    /// `T(args)` / `T{args}` in an expression: a functional cast (one argument), a
    /// constructor call making a temporary, an aggregate's braced list, or a value
    /// initialization. `list`: the braced list as parsed.
    fn make_construct(
        &mut self,
        ty: TypeId,
        args: Vec<ExprId>,
        form: InitForm,
        pos: Pos,
        list: Option<ExprId>,
    ) -> ExprId {
        let dependent =
            self.tu.types.is_dependent(ty) || args.iter().any(|&a| self.dependent_or_error(a));
        let cast_form = if form == InitForm::Brace {
            CastForm::FunctionalBrace
        } else {
            CastForm::Functional
        };
        if let Some(l) = list.filter(|_| !args.iter().any(|&a| self.dependent_or_error(a))) {
            if let Some(t) = self.aggregate_temporary(ty, l, pos) {
                return t;
            }
        }
        if dependent || matches!(self.tu.types.shape(ty), Type::Error) {
            let args = match list {
                Some(l) => vec![l],
                None => args,
            };
            return self.tu.add_expr(
                ExprKind::DependentConstruct {
                    ty,
                    args: args.into(),
                    form,
                },
                ty,
                ValueCategory::PrValue,
                pos,
            );
        }
        if let Some(class) = self.class_of_type(ty) {
            // `C()` / `C{}` stays a value initialization (`locale()` as written).
            let ctors = self.class_constructors(class);
            if !ctors.is_empty() && !args.is_empty() {
                if let Ok(chosen) = self.select_overload(&ctors, &args) {
                    if args.len() == 1 && form == InitForm::Paren {
                        let a = self.finish_call_args(&chosen, args, pos)[0];
                        let id = self.tu.add_expr(
                            ExprKind::Cast {
                                kind: ConvKind::Constructor(chosen.func),
                                form: cast_form,
                                written_ty: ty,
                                operand: a,
                            },
                            ty,
                            ValueCategory::PrValue,
                            pos,
                        );
                        return id;
                    }
                    let args = self.finish_call_args(&chosen, args, pos);
                    return self.tu.add_expr(
                        ExprKind::Construct {
                            ctor: chosen.func,
                            args: args.into(),
                            form,
                            temporary: true,
                            written_ty: Some(ty),
                        },
                        ty,
                        ValueCategory::PrValue,
                        pos,
                    );
                }
            }
            if let Some(l) = list {
                // `B{1, 2}` of an aggregate: the list, marked as written with its type
                // (the printer prints `B{1, 2}`).
                self.tu.exprs[l].ty = ty;
                self.convert_braced_list(l, ty);
                let cast = ExprKind::Cast {
                    kind: ConvKind::NoOp,
                    form: CastForm::FunctionalBrace,
                    written_ty: ty,
                    operand: l,
                };
                return self.tu.add_expr(cast, ty, ValueCategory::PrValue, pos);
            }
            if args.len() == 1 {
                return self.make_cast(cast_form, ty, args[0], pos);
            }
            if args.is_empty() {
                let v = self
                    .tu
                    .add_expr(ExprKind::ValueInit, ty, ValueCategory::PrValue, pos);
                let cast = ExprKind::Cast {
                    kind: ConvKind::NoOp,
                    form: cast_form,
                    written_ty: ty,
                    operand: v,
                };
                return self.tu.add_expr(cast, ty, ValueCategory::PrValue, pos);
            }
            return self.tu.add_expr(
                ExprKind::DependentConstruct {
                    ty,
                    args: args.into(),
                    form,
                },
                ty,
                ValueCategory::PrValue,
                pos,
            );
        }
        match args.len() {
            1 => self.make_cast(cast_form, ty, args[0], pos),
            0 => {
                let id = self
                    .tu
                    .add_expr(ExprKind::ValueInit, ty, ValueCategory::PrValue, pos);
                let zero = if self.tu.types.is_floating(ty) {
                    Some(ConstValue::Float(0.0))
                } else if self.is_integral_or_enum(ty) {
                    Some(ConstValue::Int(0))
                } else if self.tu.types.is_pointer(ty) {
                    Some(ConstValue::NullPtr)
                } else {
                    None
                };
                self.tu.exprs[id].value = zero.into();
                // `int()` / `int{}` as written (the printer: `((int)0)` / `(int)0`).
                let cast = ExprKind::Cast {
                    kind: ConvKind::NoOp,
                    form: cast_form,
                    written_ty: ty,
                    operand: id,
                };
                let c = self.tu.add_expr(cast, ty, ValueCategory::PrValue, pos);
                self.tu.exprs[c].value = zero.into();
                c
            }
            _ => self.tu.add_expr(
                ExprKind::DependentConstruct {
                    ty,
                    args: args.into(),
                    form,
                },
                ty,
                ValueCategory::PrValue,
                pos,
            ),
        }
    }

    fn make_cast(&mut self, form: CastForm, ty: TypeId, operand: ExprId, pos: Pos) -> ExprId {
        let cat = self.category_of_return(ty);
        let vt = self.tu.types.non_reference(ty);
        let ot = self.tu.exprs[operand].ty;
        let kind = if self.tu.types.is_void(ty) {
            ConvKind::ToVoid
        } else if self.unjudgeable(ot, ty) {
            ConvKind::Dependent
        } else {
            let from = self.value_type(ot);
            let null = self.is_null_constant(operand);
            match self.standard_conversion(from, vt, null) {
                Some((k, _)) => k,
                None => match (self.is_integral_or_enum(from), self.tu.types.is_pointer(vt)) {
                    (true, true) => ConvKind::IntegralToPointer,
                    _ if self.tu.types.is_pointer(from) && self.tu.types.is_integral(vt) => {
                        ConvKind::PointerToIntegral
                    }
                    _ if self.is_enum(vt) && self.is_arithmetic_or_enum(from) => {
                        ConvKind::IntegralToEnum
                    }
                    _ => self.user_conversion(from, vt).unwrap_or(ConvKind::NoOp),
                },
            }
        };
        if matches!(form, CastForm::C | CastForm::Functional) {
            self.check_cast_types(operand, vt, pos);
        }
        let id = self.tu.add_expr(
            ExprKind::Cast {
                kind,
                form,
                written_ty: ty,
                operand,
            },
            vt,
            cat,
            pos,
        );
        if let Some(v) = self.tu.exprs[operand].value.get() {
            self.tu.exprs[id].value = (self.convert_value(v, vt)).into();
        }
        id
    }
}
