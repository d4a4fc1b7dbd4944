//! `__builtin_offsetof(T, designator)`: the second operand is a member designator
//! (`m`, `m.n`, `a[2].b`), whose names are members of `T`, not names looked up in the
//! enclosing scope. EDG accepts it as written and prints it back unchanged.

use crate::il::expr::{ExprKind, NameWriting, ValueCategory};
use crate::il::{DeclName, ExprId};
use crate::lex::{Punct, TokenKind};

use super::{Msg, Parser};

impl Parser<'_, '_> {
    /// A member designator when one starts here (an identifier not followed by `::`),
    /// `None` otherwise (the operand is then parsed as an expression).
    pub(super) fn parse_offsetof_designator(&mut self) -> Option<ExprId> {
        if self.tok().kind != TokenKind::Ident || self.is_at(1, Punct::ColonColon) {
            return None;
        }
        let t = self.bump();
        let err = self.tu.types.error();
        let mut e = self.tu.add_expr(
            ExprKind::Unresolved {
                name: DeclName::Ident(t.sym),
                written: NameWriting::default().into(),
                candidates: Box::default(),
                adl: false,
            },
            err,
            ValueCategory::LValue,
            t.loc,
        );
        loop {
            let pos = self.tok().loc;
            if self.is(Punct::Dot) && self.peek_at(1).kind == TokenKind::Ident {
                self.bump();
                let m = self.bump();
                e = self.tu.add_expr(
                    ExprKind::DependentMember {
                        base: e,
                        arrow: false,
                        name: DeclName::Ident(m.sym),
                        written: NameWriting::default().into(),
                    },
                    err,
                    ValueCategory::LValue,
                    pos,
                );
            } else if self.eat(Punct::LBracket) {
                let index = self.parse_expression();
                self.expect(Punct::RBracket, Msg::ExpRbracket);
                e = self.tu.add_expr(
                    ExprKind::Index { base: e, index },
                    err,
                    ValueCategory::LValue,
                    pos,
                );
            } else {
                return Some(e);
            }
        }
    }
}
