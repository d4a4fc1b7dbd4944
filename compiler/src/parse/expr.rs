//! Expressions (owner: the expr helper). A first version by front: precedence climbing,
//! name resolution, rough typing, integer constant folding. Interface:
//! `parse_expression`, `parse_assignment_expression`, `parse_constant_expression`,
//! `parse_braced_init_list`.

use crate::il::expr::{BinaryOp, CastForm, ConvKind, InitForm, NameWriting, SizeofKind, TypeOrExpr, UnaryOp};
use crate::il::types::Type;
use crate::il::{Builtin, ConstValue, DeclKind, ExprId, ExprKind, TypeId, ValueCategory};
use crate::lex::{Punct, TokenKind};
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
        self.tu.add_expr(ExprKind::Error, err, ValueCategory::PrValue, pos)
    }

    /// `expression` (with commas).
    pub fn parse_expression(&mut self) -> ExprId {
        let mut e = self.parse_assignment_expression();
        while self.is(Punct::Comma) {
            let pos = self.bump().loc;
            let r = self.parse_assignment_expression();
            let ty = self.tu.exprs[r].ty;
            let cat = self.tu.exprs[r].cat;
            e = self.tu.add_expr(ExprKind::Binary { op: BinaryOp::Comma, lhs: e, rhs: r }, ty, cat, pos);
        }
        e
    }

    /// A constant-expression (a conditional-expression); its value is folded.
    pub fn parse_constant_expression(&mut self) -> ExprId {
        self.parse_conditional_expression()
    }

    /// `assignment-expression`
    pub fn parse_assignment_expression(&mut self) -> ExprId {
        if !self.enter() {
            let p = self.pos();
            return self.error_expr(p);
        }
        let e = self.parse_assignment_inner();
        self.leave();
        e
    }

    fn parse_assignment_inner(&mut self) -> ExprId {
        if self.is_kw(self.kw.throw) {
            let pos = self.bump().loc;
            let operand = if self.is(Punct::Semi) || self.is(Punct::RParen) || self.is(Punct::Comma) {
                None
            } else {
                Some(self.parse_assignment_expression())
            };
            let void = self.tu.types.void();
            return self.tu.add_expr(ExprKind::Throw(operand), void, ValueCategory::PrValue, pos);
        }
        let lhs = self.parse_conditional_expression();
        if let TokenKind::Punct(p) = self.tok().kind {
            if let Some(op) = assign_op(p) {
                let pos = self.bump().loc;
                let rhs = if self.is(Punct::LBrace) { self.parse_braced_init_list() } else { self.parse_assignment_expression() };
                let ty = self.tu.exprs[lhs].ty;
                return self.tu.add_expr(ExprKind::Binary { op, lhs, rhs }, ty, ValueCategory::LValue, pos);
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
        let then = if self.is(Punct::Colon) { None } else { Some(self.parse_expression()) };
        self.expect(Punct::Colon, Msg::ExpColon);
        let else_ = self.parse_assignment_expression();
        let ty = then.map(|t| self.tu.exprs[t].ty).unwrap_or(self.tu.exprs[else_].ty);
        let id = self.tu.add_expr(ExprKind::Conditional { cond, then, else_ }, ty, ValueCategory::PrValue, pos);
        if let (Some(ConstValue::Int(c)), Some(t)) = (self.tu.exprs[cond].value, then) {
            let pick = if c != 0 { t } else { else_ };
            self.tu.exprs[id].value = self.tu.exprs[pick].value;
        }
        id
    }

    fn parse_binary(&mut self, min_prec: u8) -> ExprId {
        let mut lhs = self.parse_unary();
        loop {
            let TokenKind::Punct(p) = self.tok().kind else { break };
            if self.in_template_args > 0 && (p == Punct::Gt || p == Punct::Shr) {
                break;
            }
            let Some((op, prec)) = binary_op(p) else { break };
            if prec < min_prec {
                break;
            }
            let pos = self.bump().loc;
            if !self.enter() {
                break;
            }
            let rhs = self.parse_binary(prec + 1);
            self.leave();
            lhs = self.make_binary(op, lhs, rhs, pos);
        }
        lhs
    }

    fn make_binary(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, pos: Pos) -> ExprId {
        use BinaryOp::*;
        let lt = self.tu.exprs[lhs].ty;
        let rt = self.tu.exprs[rhs].ty;
        let ty = match op {
            Lt | Gt | Le | Ge | Eq | Ne | LogAnd | LogOr => self.tu.types.bool(),
            Shl | Shr => self.promote(lt),
            Add | Sub if self.tu.types.is_pointer(lt) || matches!(self.tu.types.shape(lt), Type::Array(..)) => {
                if op == Sub && (self.tu.types.is_pointer(rt) || matches!(self.tu.types.shape(rt), Type::Array(..))) {
                    self.tu.types.builtin(Builtin::Long)
                } else {
                    self.decay(lt)
                }
            }
            Add if self.tu.types.is_pointer(rt) || matches!(self.tu.types.shape(rt), Type::Array(..)) => self.decay(rt),
            _ => self.usual_arith(lt, rt),
        };
        let id = self.tu.add_expr(ExprKind::Binary { op, lhs, rhs }, ty, ValueCategory::PrValue, pos);
        if let (Some(ConstValue::Int(a)), Some(ConstValue::Int(b))) = (self.tu.exprs[lhs].value, self.tu.exprs[rhs].value) {
            let v = match op {
                Mul => a.checked_mul(b),
                Div => a.checked_div(b),
                Rem => a.checked_rem(b),
                Add => a.checked_add(b),
                Sub => a.checked_sub(b),
                Shl => u32::try_from(b).ok().and_then(|s| a.checked_shl(s)),
                Shr => u32::try_from(b).ok().and_then(|s| a.checked_shr(s)),
                Lt => Some((a < b) as i128),
                Gt => Some((a > b) as i128),
                Le => Some((a <= b) as i128),
                Ge => Some((a >= b) as i128),
                Eq => Some((a == b) as i128),
                Ne => Some((a != b) as i128),
                BitAnd => Some(a & b),
                BitXor => Some(a ^ b),
                BitOr => Some(a | b),
                LogAnd => Some((a != 0 && b != 0) as i128),
                LogOr => Some((a != 0 || b != 0) as i128),
                _ => None,
            };
            self.tu.exprs[id].value = v.map(|v| ConstValue::Int(self.truncate(v, ty)));
        }
        id
    }

    /// Wraps an integer value to the width of `ty`.
    fn truncate(&self, v: i128, ty: TypeId) -> i128 {
        let Some(b) = self.tu.types.as_builtin(ty) else { return v };
        let Some((size, _)) = b.size_align() else { return v };
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

    fn decay(&mut self, t: TypeId) -> TypeId {
        match self.tu.types.shape(t).clone() {
            Type::Array(e, _) => self.tu.types.pointer(e),
            Type::Function(_) => self.tu.types.pointer(t),
            _ => self.tu.types.unqualified(t),
        }
    }

    fn promote(&mut self, t: TypeId) -> TypeId {
        match self.tu.types.as_builtin(t) {
            Some(b) if b.is_integral() && b.rank() < 4 => self.tu.types.int(),
            Some(_) => self.tu.types.unqualified(t),
            None if matches!(self.tu.types.shape(t), Type::Enum(_)) => self.tu.types.int(),
            None => t,
        }
    }

    fn usual_arith(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let (Some(x), Some(y)) = (self.tu.types.as_builtin(a), self.tu.types.as_builtin(b)) else {
            let pa = self.promote(a);
            return if self.tu.types.is_dependent(a) { a } else { pa };
        };
        if x.is_floating() || y.is_floating() {
            let r = |b: Builtin| match b {
                Builtin::LongDouble => 3,
                Builtin::Double => 2,
                Builtin::Float => 1,
                _ => 0,
            };
            return self.tu.types.builtin(if r(x) >= r(y) { x } else { y });
        }
        let pa = self.promote(a);
        let pb = self.promote(b);
        let (x, y) = (self.tu.types.as_builtin(pa).unwrap_or(Builtin::Int), self.tu.types.as_builtin(pb).unwrap_or(Builtin::Int));
        let pick = if x.rank() > y.rank() {
            x
        } else if y.rank() > x.rank() {
            y
        } else if !x.is_signed() {
            x
        } else {
            y
        };
        self.tu.types.builtin(pick)
    }

    fn parse_unary(&mut self) -> ExprId {
        if !self.enter() {
            let p = self.pos();
            return self.error_expr(p);
        }
        let e = self.parse_unary_inner();
        self.leave();
        e
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
            if p == Punct::LParen && self.cast_ahead() {
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
            if s == k.sizeof_ || s == k.alignof_ || s == k.gnu_alignof || s == k.gnu_alignof_ || s == k.c_alignof {
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
                    let pack = self.lookup(n.sym).first().copied().unwrap_or(crate::il::TranslationUnit::ROOT);
                    let ul = self.tu.types.builtin(Builtin::UnsignedLong);
                    return self.tu.add_expr(ExprKind::SizeofPack { pack }, ul, ValueCategory::PrValue, pos);
                }
                let operand = if self.is(Punct::LParen) && self.cast_ahead() {
                    self.bump();
                    let ty = self.parse_type_id();
                    self.expect(Punct::RParen, Msg::ExpRparen);
                    TypeOrExpr::Type(ty)
                } else {
                    TypeOrExpr::Expr(self.parse_unary())
                };
                let ul = self.tu.types.builtin(Builtin::UnsignedLong);
                let id = self.tu.add_expr(ExprKind::Sizeof { kind, operand }, ul, ValueCategory::PrValue, pos);
                let ty = match operand {
                    TypeOrExpr::Type(t) => t,
                    TypeOrExpr::Expr(e) => self.tu.exprs[e].ty,
                };
                let ty = self.tu.types.non_reference(ty);
                if let Some((sz, al)) = self.tu.size_align(ty) {
                    let v = if kind == SizeofKind::Sizeof { sz } else { al };
                    self.tu.exprs[id].value = Some(ConstValue::Int(v as i128));
                }
                return id;
            }
            if s == k.new || (s == k.delete) {
                return self.parse_new_delete(false);
            }
            if s == k.gnu_extension_ {
                self.bump();
                return self.parse_unary();
            }
        }
        if self.is(Punct::ColonColon) && (self.is_kw_at(1, self.kw.new) || self.is_kw_at(1, self.kw.delete)) {
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
                ExprKind::Delete { global, array, operand, operator_delete: None },
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
            let mut args = Vec::new();
            while !self.is(Punct::RParen) && !self.at_eof() {
                args.push(self.parse_assignment_expression());
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RParen, Msg::ExpRparen);
            (Some(self.tu.add_expr(ExprKind::ParenList(args.into()), allocated, ValueCategory::PrValue, ipos)), InitForm::Paren)
        } else if self.is(Punct::LBrace) {
            (Some(self.parse_braced_init_list()), InitForm::Brace)
        } else {
            (None, InitForm::Implicit)
        };
        let ty = self.tu.types.pointer(allocated);
        self.tu.add_expr(
            ExprKind::New {
                global,
                placement: placement.into(),
                allocated,
                array_size,
                init,
                init_form,
                operator_new: None,
                paren_type,
            },
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
    pub(crate) fn tentatively(&mut self, f: impl FnOnce(&mut Self) -> bool) -> bool {
        let (i, nd, deep) = (self.i, self.diags.len(), self.too_deep);
        let ok = f(self) && self.diags.len() == nd && !self.too_deep;
        self.i = i;
        self.diags.truncate(nd);
        self.too_deep = deep;
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
            let Some(&d) = found.first() else { return false };
            if self.is_at(n + 1, Punct::ColonColon) {
                if self.is_type_decl(d) && self.tu.decls[d].ty().is_some_and(|t| self.tu.types.is_dependent(t)) {
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
            k.void, k.bool, k.char, k.int, k.float, k.double, k.short, k.long, k.signed, k.unsigned, k.const_,
            k.volatile, k.struct_, k.class, k.union, k.enum_, k.typename, k.auto, k.decltype, k.wchar_t,
            k.char16_t, k.char32_t, k.char8_t, k.gnu_int128, k.gnu_signed_, k.gnu_signed, k.gnu_typeof_,
            k.gnu_typeof, k.gnu_const, k.gnu_const_, k.gnu_volatile, k.gnu_volatile_, k.gnu_decltype,
        ]
        .contains(&s)
    }

    /// Builtin simple-type-specifier keywords (those that can start a functional cast).
    pub(crate) fn is_builtin_type_keyword(&self, s: crate::pp::Symbol) -> bool {
        let k = &self.kw;
        [
            k.void, k.bool, k.char, k.int, k.float, k.double, k.short, k.long, k.signed, k.unsigned, k.wchar_t,
            k.char16_t, k.char32_t, k.char8_t, k.gnu_int128, k.gnu_signed_, k.gnu_signed,
        ]
        .contains(&s)
    }

    fn make_unary(&mut self, op: UnaryOp, operand: ExprId, pos: Pos) -> ExprId {
        let ot = self.tu.exprs[operand].ty;
        let (ty, cat) = match op {
            UnaryOp::Not => (self.tu.types.bool(), ValueCategory::PrValue),
            UnaryOp::Deref => {
                let d = self.decay(ot);
                (self.tu.types.pointee(d).unwrap_or_else(|| self.tu.types.error()), ValueCategory::LValue)
            }
            UnaryOp::AddrOf => (self.tu.types.pointer(ot), ValueCategory::PrValue),
            UnaryOp::PreInc | UnaryOp::PreDec => (ot, ValueCategory::LValue),
            _ => (self.promote(ot), ValueCategory::PrValue),
        };
        let id = self.tu.add_expr(ExprKind::Unary { op, operand }, ty, cat, pos);
        if let Some(ConstValue::Int(v)) = self.tu.exprs[operand].value {
            let r = match op {
                UnaryOp::Plus => Some(v),
                UnaryOp::Minus => v.checked_neg(),
                UnaryOp::Not => Some((v == 0) as i128),
                UnaryOp::BitNot => Some(!v),
                _ => None,
            };
            self.tu.exprs[id].value = r.map(|r| ConstValue::Int(self.truncate(r, ty)));
        }
        id
    }

    fn make_cast(&mut self, form: CastForm, ty: TypeId, operand: ExprId, pos: Pos) -> ExprId {
        let cat = if self.tu.types.is_reference(ty) { ValueCategory::LValue } else { ValueCategory::PrValue };
        let kind = if self.tu.types.is_void(ty) { ConvKind::ToVoid } else { ConvKind::NoOp };
        let id = self.tu.add_expr(ExprKind::Cast { kind, form, written_ty: ty, operand }, ty, cat, pos);
        let v = self.tu.exprs[operand].value;
        self.tu.exprs[id].value = match v {
            Some(ConstValue::Int(i)) if self.tu.types.is_integral(ty) || matches!(self.tu.types.shape(ty), Type::Enum(_)) => {
                Some(ConstValue::Int(self.truncate(i, ty)))
            }
            Some(ConstValue::Float(f)) if self.tu.types.is_integral(ty) => Some(ConstValue::Int(self.truncate(f as i128, ty))),
            Some(ConstValue::Int(i)) if self.tu.types.is_floating(ty) => Some(ConstValue::Float(i as f64)),
            other if self.tu.types.is_floating(ty) => other,
            _ => None,
        };
        id
    }

    fn parse_primary(&mut self) -> ExprId {
        let t = self.tok();
        let pos = t.loc;
        match t.kind {
            TokenKind::Number => {
                self.bump();
                return self.parse_number_literal(t);
            }
            TokenKind::Char(enc) => {
                self.bump();
                return self.parse_char_literal(t, enc);
            }
            TokenKind::Str(_) => return self.parse_string_literal(),
            TokenKind::Punct(Punct::LParen) => {
                self.bump();
                if self.is(Punct::LBrace) {
                    // GNU statement expression.
                    let s = self.parse_compound_statement();
                    self.expect(Punct::RParen, Msg::ExpRparen);
                    let void = self.tu.types.void();
                    return self.tu.add_expr(ExprKind::StmtExpr(s), void, ValueCategory::PrValue, pos);
                }
                let inner = self.parse_expression();
                if !self.expect(Punct::RParen, Msg::ExpRparen) {
                    return inner;
                }
                let (ty, cat, v) = (self.tu.exprs[inner].ty, self.tu.exprs[inner].cat, self.tu.exprs[inner].value);
                let id = self.tu.add_expr(ExprKind::Paren(inner), ty, cat, pos);
                self.tu.exprs[id].value = v;
                return id;
            }
            TokenKind::Punct(Punct::LBracket) => return self.parse_lambda(),
            TokenKind::Punct(Punct::LBrace) => return self.parse_braced_init_list(),
            _ => {}
        }
        if t.kind == TokenKind::Ident {
            let k = self.kw;
            let s = t.sym;
            if s == k.true_ || s == k.false_ {
                self.bump();
                return self.tu.bool_lit(s == k.true_, pos);
            }
            if s == k.nullptr {
                self.bump();
                let np = self.tu.types.builtin(Builtin::NullPtr);
                return self.tu.add_const_expr(ExprKind::NullPtrLit, np, pos, ConstValue::NullPtr);
            }
            if s == k.this {
                self.bump();
                let ty = match self.scopes.enclosing_class() {
                    Some(c) => {
                        let ct = self.tu.decls[c].ty().unwrap_or_else(|| self.tu.types.error());
                        self.tu.types.pointer(ct)
                    }
                    None => self.tu.types.error(),
                };
                return self.tu.add_expr(ExprKind::This { implicit: false }, ty, ValueCategory::PrValue, pos);
            }
            if s == k.static_cast || s == k.reinterpret_cast || s == k.const_cast || s == k.dynamic_cast {
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
                let operand = if self.starts_type_id() { TypeOrExpr::Type(self.parse_type_id()) } else { TypeOrExpr::Expr(self.parse_expression()) };
                self.expect(Punct::RParen, Msg::ExpRparen);
                let err = self.tu.types.error();
                return self.tu.add_expr(ExprKind::Typeid(operand), err, ValueCategory::LValue, pos);
            }
            if s == k.noexcept {
                self.bump();
                self.expect(Punct::LParen, Msg::ExpLparen);
                let saved = self.in_template_args;
                self.in_template_args = 0;
                let _ = self.parse_expression();
                self.in_template_args = saved;
                self.expect(Punct::RParen, Msg::ExpRparen);
                return self.tu.bool_lit(true, pos);
            }
            if s == k.requires {
                let start = self.i;
                self.bump();
                if self.is(Punct::LParen) {
                    self.skip_balanced();
                }
                self.skip_balanced();
                let toks: Box<[crate::pp::PpToken]> = self.toks[start..self.i].into();
                let b = self.tu.types.bool();
                return self.tu.add_expr(ExprKind::Opaque(toks), b, ValueCategory::PrValue, pos);
            }
            if s == k.gnu_builtin_offsetof || s == k.gnu_builtin_va_arg {
                self.bump();
                self.expect(Punct::LParen, Msg::ExpLparen);
                let ty = self.parse_type_id();
                let mut args = vec![TypeOrExpr::Type(ty)];
                while self.eat(Punct::Comma) {
                    args.push(TypeOrExpr::Expr(self.parse_assignment_expression()));
                }
                self.expect(Punct::RParen, Msg::ExpRparen);
                let ul = self.tu.types.builtin(Builtin::UnsignedLong);
                return self.tu.add_expr(ExprKind::Builtin { name: s, args: args.into() }, ul, ValueCategory::PrValue, pos);
            }
        }
        // A type in expression position: functional cast / temporary.
        if self.starts_decl_specifier() && !self.is_kw(self.kw.this) {
            let ds = self.parse_decl_specifiers();
            let ty = ds.ty.unwrap_or_else(|| self.tu.types.error());
            if self.is(Punct::LBrace) {
                let init = self.parse_braced_init_list();
                return self.tu.add_expr(
                    ExprKind::DependentConstruct { ty, args: vec![init].into(), form: InitForm::Brace },
                    ty,
                    ValueCategory::PrValue,
                    pos,
                );
            }
            if !self.expect(Punct::LParen, Msg::ExpLparen) {
                return self.error_expr(pos);
            }
            let saved = self.in_template_args;
            self.in_template_args = 0;
            let mut args = Vec::new();
            while !self.is(Punct::RParen) && !self.at_eof() {
                args.push(self.parse_assignment_expression());
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.in_template_args = saved;
            self.expect(Punct::RParen, Msg::ExpRparen);
            if args.len() == 1 {
                return self.make_cast(CastForm::Functional, ty, args[0], pos);
            }
            return self.tu.add_expr(
                ExprKind::DependentConstruct { ty, args: args.into(), form: InitForm::Paren },
                ty,
                ValueCategory::PrValue,
                pos,
            );
        }
        if t.kind == TokenKind::Ident || self.is(Punct::ColonColon) || self.is(Punct::Tilde) {
            return self.parse_id_expression();
        }
        self.error(Msg::ExpExpression, Vec::new());
        if !matches!(self.tok().kind, TokenKind::Punct(Punct::Semi | Punct::RParen | Punct::RBrace | Punct::Comma | Punct::RBracket))
            && !self.at_eof()
        {
            self.bump();
        }
        self.error_expr(pos)
    }

    fn parse_id_expression(&mut self) -> ExprId {
        let pos = self.pos();
        let qn = self.parse_qualified_name(false);
        let written = NameWriting {
            qualifier: qn.qualifier.clone(),
            template_kw: qn.template_kw,
            template_args: qn.template_args.clone(),
        };
        let name = qn.name.unwrap_or(crate::il::DeclName::Anonymous);
        if qn.found.is_empty() {
            if qn.dep_type.is_none() && !self.scopes.in_template() {
                if let Some(s) = qn.ident() {
                    self.report(Msg::UndefinedIdentifier, super::Severity::Error, qn.pos, vec![self.sym_name(s).to_vec()]);
                }
            }
            let err = self.tu.types.error();
            return self.tu.add_expr(
                ExprKind::Unresolved { name, written, candidates: Box::new([]), adl: qn.qualifier.is_none() },
                err,
                ValueCategory::LValue,
                pos,
            );
        }
        let funcs = qn
            .found
            .iter()
            .filter(|&&d| matches!(self.tu.decls[d].kind, DeclKind::Function(_) | DeclKind::Template(_)))
            .count();
        if funcs > 1 || (funcs == 1 && matches!(self.tu.decls[qn.found[0]].kind, DeclKind::Template(_))) {
            let err = self.tu.types.error();
            return self.tu.add_expr(
                ExprKind::Unresolved { name, written, candidates: qn.found.clone().into(), adl: qn.qualifier.is_none() },
                err,
                ValueCategory::LValue,
                pos,
            );
        }
        let d = qn.found[0];
        let id = self.tu.decl_ref(d, pos);
        if let ExprKind::DeclRef { written: w, .. } = &mut self.tu.exprs[id].kind {
            *w = written;
        }
        // Constant variables fold to their initializer's value.
        if let DeclKind::Var(v) = &self.tu.decls[d].kind {
            let is_const = v.constexpr || self.tu.types.split_quals(v.ty).1.has(crate::il::Quals::CONST);
            if is_const {
                if let Some(init) = v.init {
                    let val = self.tu.exprs[init.expr].value;
                    self.tu.exprs[id].value = val;
                }
            }
            let nr = self.tu.types.non_reference(v.ty);
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
                    let args = self.parse_call_args();
                    e = self.make_call(e, args, pos);
                }
                TokenKind::Punct(Punct::LaunchOpen) => {
                    self.bump();
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
                    // `>>>` arrives as `>>` `>`.
                    if !(self.eat(Punct::Shr) && self.eat(Punct::Gt)) {
                        self.error(Msg::ExpGt, Vec::new());
                    }
                    self.expect(Punct::LParen, Msg::ExpLparen);
                    let args = self.parse_call_args();
                    let void = self.tu.types.void();
                    e = self.tu.add_expr(
                        ExprKind::KernelLaunch { kernel: e, config: config.into(), args: args.into() },
                        void,
                        ValueCategory::PrValue,
                        pos,
                    );
                }
                TokenKind::Punct(Punct::LBracket) => {
                    self.bump();
                    let saved = self.in_template_args;
                    self.in_template_args = 0;
                    let index = self.parse_expression();
                    self.in_template_args = saved;
                    self.expect(Punct::RBracket, Msg::ExpRbracket);
                    let bt = self.decay(self.tu.exprs[e].ty);
                    let ty = self.tu.types.pointee(bt).unwrap_or_else(|| {
                        let it = self.decay(self.tu.exprs[index].ty);
                        self.tu.types.pointee(it).unwrap_or_else(|| self.tu.types.error())
                    });
                    e = self.tu.add_expr(ExprKind::Index { base: e, index }, ty, ValueCategory::LValue, pos);
                }
                TokenKind::Punct(p @ (Punct::Dot | Punct::Arrow)) => {
                    self.bump();
                    let arrow = p == Punct::Arrow;
                    e = self.parse_member_access(e, arrow, pos);
                }
                TokenKind::Punct(p @ (Punct::PlusPlus | Punct::MinusMinus)) => {
                    self.bump();
                    let op = if p == Punct::PlusPlus { UnaryOp::PostInc } else { UnaryOp::PostDec };
                    let ty = self.tu.exprs[e].ty;
                    e = self.tu.add_expr(ExprKind::Unary { op, operand: e }, ty, ValueCategory::PrValue, pos);
                }
                _ => return e,
            }
        }
    }

    fn parse_call_args(&mut self) -> Vec<ExprId> {
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let mut args = Vec::new();
        while !self.is(Punct::RParen) && !self.at_eof() {
            let a = if self.is(Punct::LBrace) { self.parse_braced_init_list() } else { self.parse_assignment_expression() };
            let a = if self.is(Punct::Ellipsis) {
                let p = self.bump().loc;
                let ty = self.tu.exprs[a].ty;
                self.tu.add_expr(ExprKind::PackExpansion(a), ty, ValueCategory::PrValue, p)
            } else {
                a
            };
            args.push(a);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.in_template_args = saved;
        if !self.expect(Punct::RParen, Msg::ExpRparen) {
            self.skip_to_semi_in_expr();
        }
        args
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

    fn make_call(&mut self, callee: ExprId, args: Vec<ExprId>, pos: Pos) -> ExprId {
        let ct = self.tu.exprs[callee].ty;
        let mut ret = None;
        if let ExprKind::Unresolved { candidates, .. } = &self.tu.exprs[callee].kind {
            // Pick the first candidate whose parameter count fits.
            let n = args.len();
            for &c in candidates.iter() {
                let f = match &self.tu.decls[c].kind {
                    DeclKind::Function(f) => Some(f.ty),
                    DeclKind::Template(t) => match &self.tu.decls[t.pattern].kind {
                        DeclKind::Function(f) => Some(f.ty),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(ft) = f.and_then(|t| self.tu.types.as_function(t).cloned()) {
                    if ft.params.len() >= n || ft.variadic {
                        ret = Some(ft.ret);
                        break;
                    }
                }
            }
        }
        let ft = self.tu.types.non_reference(ct);
        let ft = self.tu.types.pointee(ft).unwrap_or(ft);
        let ret = ret
            .or_else(|| self.tu.types.as_function(ft).map(|f| f.ret))
            .unwrap_or_else(|| self.tu.types.error());
        let cat = if self.tu.types.is_reference(ret) { ValueCategory::LValue } else { ValueCategory::PrValue };
        let ty = self.tu.types.non_reference(ret);
        let ty = if matches!(self.tu.types.get(ty), Type::Auto(_)) { self.tu.types.error() } else { ty };
        self.tu.add_expr(ExprKind::Call { callee, args: args.into() }, ty, cat, pos)
    }

    fn parse_member_access(&mut self, base: ExprId, arrow: bool, pos: Pos) -> ExprId {
        let bt = self.tu.exprs[base].ty;
        let obj = if arrow {
            let d = self.decay(bt);
            self.tu.types.pointee(d)
        } else {
            Some(self.tu.types.non_reference(bt))
        };
        let class = obj.and_then(|t| self.class_of_type(t));
        // The member name: resolved in the class if known.
        let template_kw = self.eat_kw(self.kw.template);
        let t = self.tok();
        if t.kind == TokenKind::Ident {
            if let Some(c) = class {
                let found = self.lookup_in_class(c, t.sym);
                if let Some(&m) = found.first() {
                    self.bump();
                    let mut written = NameWriting { template_kw, ..NameWriting::default() };
                    if self.is(Punct::Lt) && self.is_template_name(&found) {
                        written.template_args = Some(self.parse_template_args());
                    }
                    let ty = match &self.tu.decls[m].kind {
                        DeclKind::Var(v) => self.tu.types.non_reference(v.ty),
                        DeclKind::Function(f) => f.ty,
                        _ => self.tu.types.error(),
                    };
                    return self.tu.add_expr(
                        ExprKind::Member { base, arrow, member: m, written },
                        ty,
                        ValueCategory::LValue,
                        pos,
                    );
                }
            }
        }
        let qn = self.parse_qualified_name(true);
        let mut written = NameWriting { template_kw, ..NameWriting::default() };
        if self.is(Punct::Lt) && template_kw {
            written.template_args = Some(self.parse_template_args());
        } else {
            written.template_args = qn.template_args.clone();
        }
        let err = self.tu.types.error();
        self.tu.add_expr(
            ExprKind::DependentMember { base, arrow, name: qn.name.unwrap_or(crate::il::DeclName::Anonymous), written },
            err,
            ValueCategory::LValue,
            pos,
        )
    }

    /// `{ a, b, .x = c }`
    pub fn parse_braced_init_list(&mut self) -> ExprId {
        let pos = self.bump().loc; // {
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let mut elems = Vec::new();
        while !self.is(Punct::RBrace) && !self.at_eof() {
            if self.is(Punct::Dot) && self.peek_at(1).kind == TokenKind::Ident {
                self.bump();
                self.bump();
                self.eat(Punct::Assign);
            }
            let e = if self.is(Punct::LBrace) {
                if !self.enter() {
                    break;
                }
                let e = self.parse_braced_init_list();
                self.leave();
                e
            } else {
                self.parse_assignment_expression()
            };
            elems.push(e);
            self.eat(Punct::Ellipsis);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.in_template_args = saved;
        if !self.expect(Punct::RBrace, Msg::ExpRbrace) {
            self.skip_to_semi_in_expr();
        }
        let void = self.tu.types.void();
        let id = self.tu.add_expr(ExprKind::InitList { elems: elems.clone().into(), designators: None }, void, ValueCategory::PrValue, pos);
        if elems.len() == 1 {
            self.tu.exprs[id].value = self.tu.exprs[elems[0]].value;
        }
        id
    }

    /// A lambda: captures, optional parameters and specifiers, body. First version: the
    /// closure is not modelled yet (the body is parsed in a block scope).
    fn parse_lambda(&mut self) -> ExprId {
        let pos = self.pos();
        self.skip_balanced(); // [captures]
        self.scopes.push(crate::sema::scope::ScopeKind::Block);
        if self.is(Punct::Lt) {
            // Template lambda parameters.
            self.scopes.push(crate::sema::scope::ScopeKind::TemplateParams);
            let _ = self.parse_template_args();
            self.scopes.pop();
        }
        let mut attrs = crate::il::Attrs::default();
        self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::Specifiers);
        if self.is(Punct::LParen) {
            let mut d = super::declarator::Declarator::default();
            let _ = &mut d;
            // Parameters: parse as a function declarator suffix through an abstract declarator.
            let void = self.tu.types.void();
            let decl = self.parse_declarator(true);
            let _ = self.apply_declarator(void, &decl);
            if let Some(f) = decl.function() {
                for &p in &f.params {
                    if let Some(s) = self.tu.decls[p].name.ident() {
                        self.scopes.declare(s, p);
                    }
                }
            }
        }
        while !self.is(Punct::LBrace) && !self.at_eof() && !self.is(Punct::Semi) {
            if self.is(Punct::Arrow) {
                self.bump();
                let _ = self.parse_type_id();
                continue;
            }
            if self.is(Punct::LParen) {
                self.skip_balanced();
                continue;
            }
            self.bump();
        }
        let body = self.parse_compound_statement();
        let _ = body;
        self.scopes.pop();
        let err = self.tu.types.error();
        self.tu.add_expr(ExprKind::StmtExpr(body), err, ValueCategory::PrValue, pos)
    }
}
