//! Attribute syntax: `__attribute__((...))`, `[[...]]`, `alignas(...)`.

use crate::il::attr::{AlignAs, AttrArgs, AttrPlacement, GnuAttr, StdAttr};
use crate::il::expr::TypeOrExpr;
use crate::il::Attrs;
use crate::lex::{Punct, TokenKind};

use super::{Msg, Parser};

impl Parser<'_, '_> {
    /// Any attributes (GNU or standard) at the current point.
    pub fn parse_attributes_opt(&mut self, attrs: &mut Attrs, placement: AttrPlacement) {
        loop {
            if self.is_kw(self.kw.gnu_attribute_) || self.is_kw(self.kw.gnu_attribute) {
                self.parse_gnu_attributes(attrs, placement);
            } else if self.is(Punct::LBracket) && self.is_at(1, Punct::LBracket) {
                self.parse_std_attributes(attrs, placement);
            } else if self.is_kw(self.kw.alignas) {
                self.parse_alignas(attrs);
            } else {
                return;
            }
        }
    }

    /// `__attribute__((a, b(args), ...))` (current token: the keyword).
    pub fn parse_gnu_attributes(&mut self, attrs: &mut Attrs, placement: AttrPlacement) {
        let group_pos = self.bump().loc;
        if !self.expect(Punct::LParen, Msg::ExpLparen) {
            return;
        }
        if !self.expect(Punct::LParen, Msg::ExpLparen) {
            return;
        }
        loop {
            if self.is(Punct::RParen) || self.at_eof() {
                break;
            }
            if self.eat(Punct::Comma) {
                continue;
            }
            let t = self.tok();
            if t.kind != TokenKind::Ident {
                self.error(Msg::ExpIdentifier, Vec::new());
                break;
            }
            self.bump();
            let args = if self.is(Punct::LParen) {
                self.parse_attribute_args(t.sym)
            } else {
                AttrArgs::None
            };
            attrs.gnu.push(GnuAttr {
                name: t.sym,
                args,
                pos: t.loc,
                group_pos,
                placement,
            });
        }
        self.expect(Punct::RParen, Msg::ExpRparen);
        self.expect(Punct::RParen, Msg::ExpRparen);
    }

    /// GNU attributes written after a `*` or `&` of a declarator: EDG keeps the type
    /// attributes (`aligned`, `may_alias`, `vector_size`, ...) on the pointer type and moves
    /// every other one (`deprecated`, `unused`, `noreturn`, ...) to the declaration, printed
    /// after its declarator: `typedef void (*__attribute__((__deprecated__)) h)();` comes out
    /// as `typedef void (*h)(void) __attribute((__deprecated__));`.
    pub(super) fn move_declaration_attrs_out_of_pointer(&self, attrs: &mut Attrs, from: usize) {
        for g in attrs.gnu.iter_mut().skip(from) {
            let n = self.sym_name(g.name);
            let n = n
                .strip_prefix(b"__")
                .and_then(|x| x.strip_suffix(b"__"))
                .unwrap_or(n);
            let type_attr = matches!(
                n,
                b"aligned"
                    | b"may_alias"
                    | b"vector_size"
                    | b"ext_vector_type"
                    | b"mode"
                    | b"packed"
                    | b"transparent_union"
                    | b"address_space"
                    | b"noderef"
            );
            if !type_attr && g.placement == AttrPlacement::Type {
                g.placement = AttrPlacement::AfterDeclarator;
            }
        }
    }

    /// An attribute's `( ... )`: expressions for the ones sema reads, tokens otherwise.
    fn parse_attribute_args(&mut self, name: crate::pp::Symbol) -> AttrArgs {
        let n = self.sym_name(name).to_vec();
        let n = n
            .strip_prefix(b"__")
            .and_then(|x| x.strip_suffix(b"__"))
            .unwrap_or(&n)
            .to_vec();
        let as_exprs = matches!(
            n.as_slice(),
            b"launch_bounds"
                | b"cluster_dims"
                | b"maxnreg"
                | b"aligned"
                | b"vector_size"
                | b"alloc_size"
        );
        if as_exprs {
            self.bump(); // (
            let mut es = Vec::new();
            while !self.is(Punct::RParen) && !self.at_eof() {
                es.push(self.parse_assignment_expression());
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RParen, Msg::ExpRparen);
            return AttrArgs::Exprs(es.into());
        }
        let start = self.i + 1;
        self.skip_balanced();
        let end = self.i.saturating_sub(1).max(start);
        AttrArgs::Tokens(self.toks.range(start, end))
    }

    /// `[[ns::a, b(args)]]`
    pub fn parse_std_attributes(&mut self, attrs: &mut Attrs, placement: AttrPlacement) {
        let group_pos = self.bump().loc;
        self.bump();
        let mut using_ns = None;
        if self.is_kw(self.kw.using) {
            self.bump();
            if self.is_ident() {
                using_ns = Some(self.bump().sym);
            }
            self.expect(Punct::Colon, Msg::ExpColon);
        }
        while !self.at_eof() && (!self.is(Punct::RBracket) || !self.is_at(1, Punct::RBracket)) {
            if self.eat(Punct::Comma) {
                continue;
            }
            let t = self.tok();
            if t.kind != TokenKind::Ident {
                self.error(Msg::ExpIdentifier, Vec::new());
                self.skip_to_attr_end();
                return;
            }
            self.bump();
            let (namespace, name, pos) = if self.eat(Punct::ColonColon) && self.is_ident() {
                let n = self.bump();
                (Some(t.sym), n.sym, n.loc)
            } else {
                (using_ns, t.sym, t.loc)
            };
            let args = if self.is(Punct::LParen) {
                let start = self.i + 1;
                self.skip_balanced();
                let end = self.i.saturating_sub(1).max(start);
                Some(self.toks.range(start, end))
            } else {
                None
            };
            self.eat(Punct::Ellipsis);
            attrs.std.push(StdAttr {
                namespace,
                name,
                args,
                pos,
                group_pos,
                placement,
            });
        }
        self.skip_to_attr_end();
    }

    fn skip_to_attr_end(&mut self) {
        while !self.at_eof() {
            if self.is(Punct::RBracket) && self.is_at(1, Punct::RBracket) {
                self.bump();
                self.bump();
                return;
            }
            self.bump();
        }
    }

    /// `alignas(expr)` / `alignas(type)`.
    pub fn parse_alignas(&mut self, attrs: &mut Attrs) {
        let pos = self.bump().loc;
        if !self.expect(Punct::LParen, Msg::ExpLparen) {
            return;
        }
        let arg = if self.starts_type_id() {
            TypeOrExpr::Type(self.parse_type_id())
        } else {
            TypeOrExpr::Expr(self.parse_constant_expression())
        };
        self.eat(Punct::Ellipsis);
        self.expect(Punct::RParen, Msg::ExpRparen);
        attrs.alignas.push(AlignAs { pos, arg });
    }
}
