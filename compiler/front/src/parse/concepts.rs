//! C++20 concepts: `template <…> concept C = constraint;` (a `Var` of type `bool` marked
//! in `TranslationUnit::concepts`, so `C<T>` reads as a value), type-constraints on
//! template parameters (`template <C T>`) and on placeholders (`C auto v`),
//! requires-expressions.

use crate::il::decl::VarDecl;
use crate::il::expr::{InitForm, Requirement, RequiresExpr};
use crate::il::types::TypeConstraint;
use crate::il::{Decl, DeclId, DeclKind, DeclName, ExprId, ExprKind, ValueCategory};
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
        v.init = Some(crate::il::Init {
            form: InitForm::Equals,
            expr: init,
        });
        let mut d = Decl::new(
            DeclName::Ident(name.sym),
            name.loc,
            Some(scope),
            DeclKind::Var(v),
        );
        d.access = self.current_access(scope);
        let id = self.tu.add_member(d);
        self.scopes.declare(name.sym, id);
        self.concepts.insert(name.sym, id);
        self.tu.concepts.insert(id);
    }

    /// The number of tokens of a type-constraint starting `n` tokens ahead (`C`, `C<…>`,
    /// `ns::C<…>`), or None when no concept is named there.
    pub(super) fn type_constraint_len_at(&self, n: usize) -> Option<usize> {
        let mut k = n;
        // A global qualifier `::ns::C<…>` (libcu++ spells its constraints so).
        if self.is_at(k, Punct::ColonColon) && self.peek_at(k + 1).kind == TokenKind::Ident {
            k += 1;
        }
        while self.peek_at(k).kind == TokenKind::Ident && self.is_at(k + 1, Punct::ColonColon) {
            k += 2;
        }
        let t = self.peek_at(k);
        if t.kind != TokenKind::Ident || !self.concepts.contains_key(&t.sym) {
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

    /// A type-constraint here (`C`, `ns::C<int>`): recorded in
    /// `TranslationUnit::type_constraints`, its index returned.
    pub(super) fn parse_type_constraint(&mut self) -> Option<u32> {
        self.type_constraint_len_at(0)?;
        self.eat(Punct::ColonColon);
        while self.peek_at(0).kind == TokenKind::Ident && self.is_at(1, Punct::ColonColon) {
            self.bump();
            self.bump();
        }
        let name = self.bump();
        let concept = *self.concepts.get(&name.sym)?;
        let args = if self.is(Punct::Lt) {
            let saved = self.in_template_args;
            self.in_template_args = 0;
            let a = self.parse_template_args();
            self.in_template_args = saved;
            Some(a)
        } else {
            None
        };
        self.tu
            .type_constraints
            .push(TypeConstraint { concept, args });
        Some((self.tu.type_constraints.len() - 1) as u32)
    }

    /// A constrained placeholder `C auto` / `C<…> auto` here: its type-constraint.
    /// (`C decltype(auto)` keeps the placeholder unconstrained.)
    pub(super) fn parse_placeholder_constraint(&mut self) -> Option<u32> {
        let len = self.type_constraint_len_at(0)?;
        if !self.is_kw_at(len, self.kw.auto) && !self.is_kw_at(len, self.kw.decltype) {
            return None;
        }
        self.parse_type_constraint()
    }

    /// `requires (params) { requirements }` (current token: `requires`).
    pub(super) fn parse_requires_expression(&mut self) -> ExprId {
        let pos = self.bump().loc; // requires
        self.scopes.push(crate::sema::scope::ScopeKind::Block);
        let saved = self.in_template_args;
        self.in_template_args = 0;
        let saved_clause = std::mem::take(&mut self.in_requires_clause);
        self.in_requires += 1;
        let params = if self.eat(Punct::LParen) {
            let mut ps = Vec::new();
            let mut index = 0u32;
            while !self.is(Punct::RParen) && !self.at_eof() {
                if self.eat(Punct::Ellipsis) {
                    break;
                }
                match self.parse_parameter(index) {
                    Some(p) => ps.push(p),
                    None => break,
                }
                index += 1;
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RParen, Msg::ExpRparen);
            Some(ps)
        } else {
            None
        };
        let mut reqs = Vec::new();
        if self.expect(Punct::LBrace, Msg::ExpLbrace) {
            while !self.is(Punct::RBrace) && !self.at_eof() {
                let start = self.i;
                if self.is(Punct::LBrace) {
                    let p = self.bump().loc;
                    let expr = self.parse_expression();
                    self.expect(Punct::RBrace, Msg::ExpRbrace);
                    let noexcept = self.eat_kw(self.kw.noexcept);
                    let constraint = if self.eat(Punct::Arrow) {
                        self.parse_type_constraint()
                    } else {
                        None
                    };
                    reqs.push(Requirement::Compound {
                        pos: p,
                        expr,
                        noexcept,
                        constraint,
                    });
                } else if self.is_kw(self.kw.typename) {
                    let p = self.tok().loc;
                    let ty = self.parse_type_id();
                    reqs.push(Requirement::Type { pos: p, ty });
                } else if self.is_kw(self.kw.requires) {
                    let p = self.bump().loc;
                    let expr = self.parse_expression();
                    reqs.push(Requirement::Nested { pos: p, expr });
                } else {
                    reqs.push(Requirement::Simple(self.parse_expression()));
                }
                self.expect(Punct::Semi, Msg::ExpSemicolon);
                if self.i == start {
                    self.bump();
                }
            }
            self.expect(Punct::RBrace, Msg::ExpRbrace);
        }
        self.in_template_args = saved;
        self.in_requires_clause = saved_clause;
        self.in_requires -= 1;
        self.scopes.pop();
        let b = self.tu.types.bool();
        self.tu.add_expr(
            ExprKind::Requires(Box::new(RequiresExpr { params, reqs })),
            b,
            ValueCategory::PrValue,
            pos,
        )
    }
}
