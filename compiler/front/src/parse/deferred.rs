//! Member function bodies defined inside a class are parsed when the outermost enclosing
//! class is complete (C++ [class.mem]: the body is a complete-class context), so they
//! see members declared after them. The tokens are skipped at the definition and
//! replayed later with the scope stack as it was at the definition.

use crate::il::DeclId;
use crate::lex::{Punct, TokenKind};
use crate::sema::scope::Scope;

use super::Parser;

/// A body to parse once the outermost class is complete.
pub struct DeferredBody {
    /// The function whose body it is.
    pub function: DeclId,
    /// Index of the body's first token (`{`, `:` or `try`).
    pub start: usize,
    /// The scopes open at the definition.
    pub scopes: Vec<Scope>,
}

/// A member function's `noexcept(e)` waiting for its class to be complete.
pub struct DeferredNoexcept {
    /// The expression parsed the first time; overwritten by the second parse.
    pub expr: crate::il::ExprId,
    /// Index of the operand's first token.
    pub start: usize,
    pub scopes: Vec<Scope>,
}

/// A non-static data member's default initializer waiting for its class to be complete.
pub struct DeferredMemberInit {
    pub field: DeclId,
    /// Index of the initializer's first token (`=` or `{`).
    pub start: usize,
    pub scopes: Vec<Scope>,
}

impl Parser<'_, '_> {
    /// Whether what was parsed since diagnostic `nd`, inside a class, named something not
    /// declared yet: its diagnostics are dropped and it is parsed again after the class.
    fn retry_after_class(&mut self, nd: usize) -> bool {
        let in_class = self.class_nesting > 0 && self.scopes.enclosing_class().is_some();
        let undefined = self.diags[nd..]
            .iter()
            .any(|d| d.msg == super::Msg::UndefinedIdentifier);
        if in_class && undefined {
            self.diags.truncate(nd);
        }
        in_class && undefined
    }

    /// A non-static data member's default initializer, a complete-class context too
    /// (`_M_buckets = &_M_single_bucket;` before `_M_single_bucket`): when the first parse
    /// reports an undefined identifier, its diagnostics are dropped and it is parsed again
    /// with the deferred bodies.
    pub(crate) fn parse_member_initializer(&mut self, field: DeclId) {
        let (start, nd) = (self.i, self.diags.len());
        self.parse_initializer(field);
        if self.retry_after_class(nd) {
            self.deferred_member_inits.push(DeferredMemberInit {
                field,
                start,
                scopes: self.scopes.stack().to_vec(),
            });
        }
    }

    /// The operand of `noexcept(` in a member function declarator. Names of members declared
    /// later in the class are not found yet: when the first parse reports an undefined
    /// identifier its diagnostics are dropped and the operand is parsed again with the
    /// deferred bodies.
    pub(crate) fn parse_member_noexcept_operand(&mut self) -> crate::il::ExprId {
        let (start, nd) = (self.i, self.diags.len());
        let e = self.parse_constant_expression();
        if self.retry_after_class(nd) {
            self.deferred_noexcept.push(DeferredNoexcept {
                expr: e,
                start,
                scopes: self.scopes.stack().to_vec(),
            });
        }
        e
    }

    /// At a member function's body (`{`, `:` or `try`) inside a class: records it and skips
    /// its tokens.
    pub fn defer_function_body(&mut self, function: DeclId) {
        let start = self.i;
        self.deferred.push(DeferredBody {
            function,
            start,
            scopes: self.scopes.stack().to_vec(),
        });
        self.skip_function_body();
    }

    /// Skips `[try] [: mem-initializers] { ... } [handlers]`.
    fn skip_function_body(&mut self) {
        let is_try = self.eat_kw(self.kw.try_);
        if self.eat(Punct::Colon) {
            self.skip_mem_initializers();
        }
        if self.is(Punct::LBrace) {
            self.skip_balanced();
        }
        if is_try {
            while self.is_kw(self.kw.catch) {
                self.bump();
                if self.is(Punct::LParen) {
                    self.skip_balanced();
                }
                if self.is(Punct::LBrace) {
                    self.skip_balanced();
                } else {
                    break;
                }
            }
        }
    }

    /// `name<args>(exprs)...`, `name{...}`, ... up to the body's `{`.
    fn skip_mem_initializers(&mut self) {
        loop {
            // The mem-initializer-id: a possibly qualified name with template arguments.
            let mut angles = 0i32;
            loop {
                match self.tok().kind {
                    TokenKind::Eof => return,
                    TokenKind::Punct(Punct::Lt) => angles += 1,
                    TokenKind::Punct(Punct::Gt) => angles -= 1,
                    TokenKind::Punct(Punct::Shr) => angles -= 2,
                    TokenKind::Punct(Punct::LParen | Punct::LBrace) if angles <= 0 => break,
                    TokenKind::Punct(Punct::LParen | Punct::LBracket) => {
                        self.skip_balanced();
                        continue;
                    }
                    TokenKind::Punct(Punct::Semi | Punct::RBrace) => return,
                    _ => {}
                }
                self.bump();
            }
            self.skip_balanced();
            self.eat(Punct::Ellipsis);
            if !self.eat(Punct::Comma) {
                return;
            }
        }
    }

    /// Parses the bodies deferred so far (called when the outermost class is complete).
    pub fn parse_deferred_bodies(&mut self) {
        let resume = self.i;
        for n in std::mem::take(&mut self.deferred_noexcept) {
            let saved = self.scopes.replace_stack(n.scopes);
            self.i = n.start;
            let e = self.parse_constant_expression();
            let reparsed = self.tu.exprs[e].clone();
            self.tu.exprs[n.expr] = reparsed;
            self.scopes.replace_stack(saved);
        }
        for m in std::mem::take(&mut self.deferred_member_inits) {
            let saved = self.scopes.replace_stack(m.scopes);
            self.i = m.start;
            self.parse_initializer(m.field);
            self.scopes.replace_stack(saved);
        }
        self.i = resume;
        let bodies = std::mem::take(&mut self.deferred);
        if bodies.is_empty() {
            return;
        }
        for b in bodies {
            if self.stopped {
                break;
            }
            let saved = self.scopes.replace_stack(b.scopes);
            self.i = b.start;
            self.parse_function_definition(b.function);
            self.scopes.replace_stack(saved);
        }
        self.i = resume;
    }
}
