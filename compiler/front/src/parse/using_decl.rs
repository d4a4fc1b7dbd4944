//! `using` at namespace or class scope: using-directives, alias declarations, `using enum`
//! and using-declarations ([namespace.udecl]).

use crate::il::decl::{TypedefDecl, UsingDecl};
use crate::il::types::Type;
use crate::il::{Decl, DeclId, DeclKind, DeclName};
use crate::lex::Punct;

use super::specifiers::QualName;
use super::{Msg, Parser, Severity};

impl Parser<'_, '_> {
    pub(super) fn parse_using(&mut self, scope: DeclId) {
        // `__extension__ using X = T;` keeps its marker (an alias declaration is printed
        // with it, at namespace and class scope alike).
        let extension = self.i > 0 && {
            let prev = self.toks.at(self.i - 1);
            prev.kind == crate::lex::TokenKind::Ident && prev.sym == self.kw.gnu_extension_
        };
        let pos = self.bump().loc;
        if self.eat_kw(self.kw.namespace) {
            let qn = self.parse_qualified_name(false);
            let Some(&ns) = qn.found.first() else {
                self.error_undefined_name(&qn);
                self.skip_to_semi();
                return;
            };
            let ns = self.scope_of(ns);
            // Named as written (D-NS: `using namespace n;` prints verbatim).
            let d = Decl::new(
                qn.name.unwrap_or(DeclName::Anonymous),
                pos,
                Some(scope),
                DeclKind::UsingDirective {
                    namespace: ns,
                    written: qn.qualifier.unwrap_or_default(),
                },
            );
            self.tu.add_member(d);
            self.scopes.add_using_directive(ns);
            self.expect(Punct::Semi, Msg::ExpSemicolon);
            return;
        }
        // Alias declaration `using X = T;`
        if self.is_ident()
            && (self.is_at(1, Punct::Assign)
                || (self.is_at(1, Punct::LBracket) && self.is_at(2, Punct::LBracket))
                || self.is_kw_at(1, self.kw.gnu_attribute_)
                || self.is_kw_at(1, self.kw.gnu_attribute))
        {
            let t = self.bump();
            let mut attrs = crate::il::Attrs::default();
            self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::AfterDeclarator);
            self.expect(Punct::Assign, Msg::ExpSemicolon);
            // `using mo = enum mo { … };` defines the enum in the alias's type-id: it is
            // printed there (a group of the enum and the alias).
            let ds = self.parse_decl_specifiers();
            let defined = ds.defined_type.filter(|&e| {
                ds.type_defined
                    && matches!(self.tu.decls[e].kind, DeclKind::Enum(_))
                    && matches!(
                        self.tu.decls[scope].kind,
                        DeclKind::Namespace(_) | DeclKind::TranslationUnit { .. }
                    )
            });
            let ty = match ds.ty {
                Some(base) => {
                    let dcl = self.parse_declarator(true);
                    self.apply_declarator(base, &dcl)
                }
                None => {
                    self.error(Msg::ExpTypeSpecifier, Vec::new());
                    self.tu.types.error()
                }
            };
            let err = self.tu.types.error();
            let mut d = Decl::new(
                DeclName::Ident(t.sym),
                t.loc,
                Some(scope),
                DeclKind::Typedef(TypedefDecl {
                    aliased: ty,
                    alias_form: true,
                    self_ty: err,
                }),
            );
            d.attrs = attrs.into();
            d.access = self.current_access(scope);
            d.extension_written = extension;
            let id = match defined {
                Some(en) => {
                    let id = self.tu.add_decl(d);
                    let group = crate::il::decl::DeclGroup {
                        defined_type: Some(en),
                        decls: vec![id],
                        redecl_pos: None,
                    };
                    self.tu.push_group(scope, group);
                    id
                }
                None => self.tu.add_member(d),
            };
            let self_ty = self.tu.types.intern(Type::Typedef {
                decl: id,
                aliased: ty,
                qualifier: None,
            });
            if let DeclKind::Typedef(td) = &mut self.tu.decls[id].kind {
                td.self_ty = self_ty;
            }
            self.scopes.declare(t.sym, id);
            self.expect(Punct::Semi, Msg::ExpSemicolon);
            return;
        }
        if self.is_kw(self.kw.enum_) {
            // `using enum E;` (C++20): E's enumerators become visible here. Kept as a
            // using-declaration whose target is the enum.
            self.bump();
            let qn = self.parse_qualified_name(false);
            let en = qn
                .found
                .iter()
                .copied()
                .find(|&d| matches!(self.tu.decls[d].kind, DeclKind::Enum(_)));
            let Some(en) = en else {
                self.error_undefined_name(&qn);
                self.skip_to_semi();
                return;
            };
            // Unnamed: it declares the enumerators, not the enum's name.
            let mut d = Decl::new(
                DeclName::Anonymous,
                qn.pos,
                Some(scope),
                DeclKind::Using(Box::new(UsingDecl {
                    qualifier: qn.qualifier.clone().unwrap_or_default(),
                    targets: vec![en],
                    typename_kw: false,
                    enum_kw: true,
                    pack: false,
                })),
            );
            d.access = self.current_access(scope);
            self.tu.add_member(d);
            let def = self.class_definition(en);
            let enumerators = match &self.tu.decls[def].kind {
                DeclKind::Enum(e) => e.enumerators.clone(),
                _ => Vec::new(),
            };
            for e in enumerators {
                if let Some(s) = self.tu.decls[e].name.ident() {
                    self.scopes.declare(s, e);
                }
            }
            self.expect(Punct::Semi, Msg::ExpSemicolon);
            return;
        }
        let typename_kw = self.eat_kw(self.kw.typename);
        let qualifier_pos = self.pos();
        let qn = self.parse_qualified_name(false);
        let pack = self.eat(Punct::Ellipsis);
        if self.names_current_namespace(&qn, scope) {
            // `namespace N { using N::f; }`: EDG ignores the declaration (warning #737), so
            // it is not printed; the name already denotes the same entity here.
            self.report(
                Msg::UselessUsingDeclaration,
                Severity::Warning,
                qualifier_pos,
                Vec::new(),
            );
            self.expect(Punct::Semi, Msg::ExpSemicolon);
            return;
        }
        let name = qn.name.unwrap_or(DeclName::Anonymous);
        let mut d = Decl::new(
            name,
            qn.pos,
            Some(scope),
            DeclKind::Using(Box::new(UsingDecl {
                qualifier: qn.qualifier.clone().unwrap_or_default(),
                targets: qn.found.clone(),
                typename_kw,
                enum_kw: false,
                pack,
            })),
        );
        d.access = self.current_access(scope);
        let using = self.tu.add_member(d);
        if let Some(s) = qn.ident() {
            for &t in &qn.found {
                self.scopes.declare(s, t);
            }
            if qn.found.is_empty() && !typename_kw && qn.dep_type.is_some() {
                // `using Base::reset;` with a dependent `Base` whose member is unknown
                // here (only partial specializations defined): the name is a member
                // known at instantiation; its uses are dependent ([namespace.udecl]).
                self.scopes.declare(s, using);
            }
            if let (true, true, Some(dep)) = (typename_kw, qn.found.is_empty(), qn.dep_type) {
                // `using typename Base::diff_type;` with a dependent `Base`: the name is a
                // type from here on ([namespace.udecl]), known at instantiation. An unprinted
                // typedef of the dependent name stands for it.
                self.declare_dependent_type_name(scope, s, qn.pos, dep);
            }
        }
        self.expect(Punct::Semi, Msg::ExpSemicolon);
    }
    /// A using-declaration at namespace scope whose qualifier names that very namespace
    /// (`namespace N { using N::f; }`, `using ::f;` at file scope).
    fn names_current_namespace(&self, qn: &QualName, scope: DeclId) -> bool {
        let Some(q) = qn.scope else { return false };
        let here = match &self.tu.decls[scope].kind {
            DeclKind::Namespace(_) => self.scope_of(scope),
            _ if scope == crate::il::TranslationUnit::ROOT => scope,
            _ => return false,
        };
        self.scope_of(q) == here
    }
}
