//! C++20 concepts: `template <…> concept C = constraint;` (kept as a `constexpr bool`
//! variable template, so `C<T>` reads as a value), type-constraints on template
//! parameters (`template <C T>`) and on placeholders (`C auto v`).

use crate::il::decl::VarDecl;
use crate::il::expr::InitForm;
use crate::il::{Decl, DeclId, DeclKind, DeclName};
use crate::lex::{Punct, TokenKind};

use super::{Msg, Parser};

impl Parser<'_, '_> {
    /// `concept Name = constraint-expression ;` (current token: `concept`).
    pub(super) fn parse_concept_definition(&mut self, scope: DeclId) {
        self.bump(); // concept
        let name = self.bump();
        self.eat(Punct::Assign);
        let init = self.parse_constant_expression();
        self.expect(Punct::Semi, Msg::ExpSemicolon);
        let b = self.tu.types.bool();
        let mut v = VarDecl::new(b);
        v.constexpr = true;
        v.init = Some(crate::il::Init { form: InitForm::Equals, expr: init });
        let mut d = Decl::new(DeclName::Ident(name.sym), name.loc, Some(scope), DeclKind::Var(v));
        d.access = self.current_access(scope);
        let id = self.tu.add_member(d);
        self.scopes.declare(name.sym, id);
        self.concepts.insert(name.sym);
    }

    /// The number of tokens of a type-constraint starting `n` tokens ahead (`C`, `C<…>`,
    /// `ns::C<…>`), or None when no concept is named there.
    pub(super) fn type_constraint_len_at(&self, n: usize) -> Option<usize> {
        let mut k = n;
        while self.peek_at(k).kind == TokenKind::Ident && self.is_at(k + 1, Punct::ColonColon) {
            k += 2;
        }
        let t = self.peek_at(k);
        if t.kind != TokenKind::Ident || !self.concepts.contains(&t.sym) {
            return None;
        }
        k += 1;
        if self.is_at(k, Punct::Lt) {
            let mut depth = 0i32;
            loop {
                match self.peek_at(k).kind {
                    TokenKind::Punct(Punct::Lt) => depth += 1,
                    TokenKind::Punct(Punct::Gt) => depth -= 1,
                    TokenKind::Punct(Punct::Shr) => depth -= 2,
                    TokenKind::Punct(Punct::Semi) | TokenKind::Eof => return None,
                    _ => {}
                }
                k += 1;
                if depth <= 0 {
                    break;
                }
            }
        }
        Some(k - n)
    }

    /// A constrained placeholder `C auto` / `C<…> auto` here: skips the constraint.
    pub(super) fn skip_placeholder_constraint(&mut self) -> bool {
        let Some(len) = self.type_constraint_len_at(0) else { return false };
        if !self.is_kw_at(len, self.kw.auto) && !self.is_kw_at(len, self.kw.decltype) {
            return false;
        }
        for _ in 0..len {
            self.bump();
        }
        true
    }
}
