//! Class and enum specifiers.

use crate::il::decl::{BaseSpec, ClassDecl, ClassKey, EnumDecl, EnumeratorDecl, Item};
use crate::il::types::Type;
use crate::il::{Access, Attrs, ConstValue, Decl, DeclId, DeclKind, DeclName, TypeId};
use crate::lex::{Punct, TokenKind};
use crate::sema::scope::ScopeKind;

use super::{Msg, Parser};

impl Parser<'_, '_> {
    /// `struct|class|union [attrs] [name] [final] [: bases] [{ members }]` →
    /// (declaration, type, whether a body was defined here).
    pub fn parse_class_specifier(
        &mut self,
        attrs_out: &mut Attrs,
    ) -> (Option<DeclId>, TypeId, bool) {
        let kt = self.bump();
        let friend = std::mem::take(&mut self.in_friend_specifier);
        let key = if kt.sym == self.kw.class {
            ClassKey::Class
        } else if kt.sym == self.kw.struct_ {
            ClassKey::Struct
        } else {
            ClassKey::Union
        };
        let mut attrs = Attrs::default();
        self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::ClassHead);
        let scope = self.current_decl_scope();
        let mut name = DeclName::Anonymous;
        let mut pos = kt.loc;
        let mut prev = None;
        let mut qualifier = None;
        let mut parent = scope;
        let mut spec_args = None;
        let mut spec_of = None;
        if self.is_ident() || self.is(Punct::ColonColon) {
            let qn = self.parse_qualified_name(true);
            pos = qn.pos;
            name = qn.name.unwrap_or(DeclName::Anonymous);
            spec_args = qn.template_args.clone();
            spec_of = qn
                .found
                .iter()
                .copied()
                .find(|&d| matches!(self.tu.decls[d].kind, DeclKind::Template(_)));
            let defining = self.is(Punct::LBrace) || self.is(Punct::Colon);
            // `friend struct std::hash<vector>;` names a specialization: the friend is
            // that template-id (printed `friend struct hash< vector> ; `), no new class.
            if friend && !defining && spec_of.is_some() && spec_args.is_some() {
                attrs_out.gnu.extend(attrs.gnu);
                return (None, self.type_from_name(&qn), false);
            }
            if qn.qualifier.is_some() {
                qualifier = qn.qualifier.clone();
                parent = qn.scope.unwrap_or(scope);
                prev = qn
                    .found
                    .iter()
                    .copied()
                    .find(|&d| matches!(self.tu.decls[d].kind, DeclKind::Class(_)))
                    .or_else(|| self.redeclared_class_template(&qn.found, spec_args.is_some()));
            } else if let Some(s) = name.ident() {
                // Redeclaration in this scope, or (elaborated use) any visible class.
                let here = self.scopes.table_lookup(self.table_key(scope), s).to_vec();
                let local = self.scopes.top().names.get(&s).cloned().unwrap_or_default();
                let cands: Vec<DeclId> = if (defining || self.is(Punct::Semi)) && !friend {
                    here.into_iter().chain(local).collect()
                } else {
                    self.lookup(s)
                };
                prev = cands
                    .iter()
                    .copied()
                    .find(|&d| matches!(self.tu.decls[d].kind, DeclKind::Class(_)));
                // A class template declared before (`template<class T> class X;`): the new
                // pattern redeclares the old one, so both share one member table and the
                // definition is found from either (`X<T>::f` out of line).
                if prev.is_none() {
                    prev = self.redeclared_class_template(&cands, spec_args.is_some());
                }
                if spec_args.is_some() {
                    prev = None;
                }
                // `template<class T> struct X;` declares X in this scope only ([dcl.type.elab]).
                let declaration = self.is(Punct::Semi) && !friend;
                if !defining && spec_args.is_none() && !declaration {
                    // Template names used in elaborated specifiers.
                    if let Some(&t) = self.lookup(s).iter().find(|&&d| self.is_type_template(d)) {
                        if let DeclKind::Template(td) = &self.tu.decls[t].kind {
                            prev = Some(td.pattern);
                        }
                    }
                }
            }
        }
        let final_kw = self.is_ident()
            && (self.tok().sym == self.kw.final_ || self.tok().sym == self.kw.gnu_final)
            && (self.is_at(1, Punct::LBrace) || self.is_at(1, Punct::Colon));
        if final_kw {
            self.bump();
        }
        let defining = self.is(Punct::LBrace) || self.is(Punct::Colon);
        // `template<class A> struct pr;` after pr's definition redeclares the template: a
        // declaration of its own (printed as written), not the definition again.
        let template_redeclaration = !defining
            && !friend
            && self.is(Punct::Semi)
            && spec_args.is_none()
            && !self.templates_open.is_empty()
            && prev.is_some_and(|p| {
                self.tu.decls[p]
                    .parent
                    .is_some_and(|t| matches!(self.tu.decls[t].kind, DeclKind::Template(_)))
            });
        if !defining && !template_redeclaration {
            if let Some(p) = prev {
                let ty = self.tu.decls[p]
                    .ty()
                    .unwrap_or_else(|| self.tu.types.error());
                attrs_out.gnu.extend(attrs.gnu);
                return (Some(p), ty, false);
            }
        }
        let err = self.tu.types.error();
        let mut decl = Decl::new(
            name,
            pos,
            Some(parent),
            DeclKind::Class(Box::new(ClassDecl {
                key,
                self_ty: err,
                bases: Vec::new(),
                members: Vec::new(),
                complete: false,
                is_final: final_kw,
                open_brace: None,
                close_brace: None,
                key_pos: kt.loc,
                // `X<args>` written after the key: a specialization (template.rs decides
                // explicit vs partial).
                specialization: match (spec_of, &spec_args) {
                    (Some(template), Some(args)) => Some(crate::il::decl::Specialization {
                        template,
                        args: args.clone(),
                        kind: crate::il::decl::SpecializationKind::Partial,
                    }),
                    _ => None,
                },
                is_lambda: false,
                pack: None,
                elaborated_only: !defining,
            })),
        );
        decl.prev = prev;
        decl.qualifier = qualifier;
        decl.attrs = attrs.into();
        self.decode_cuda_attrs(&mut decl.attrs);
        decl.access = self.member_access_now(scope);
        if let (true, Some(p)) = (template_redeclaration, prev) {
            // A member redeclared keeps the access it was first declared with.
            decl.access = self.tu.decls[p].access;
        }
        let id = self.tu.add_decl(decl);
        let first = self.tu.first_decl(id);
        let self_ty = match prev {
            Some(p) => self.tu.decls[p].ty().unwrap_or(err),
            None => self.tu.types.intern(Type::Class(id)),
        };
        if let DeclKind::Class(c) = &mut self.tu.decls[id].kind {
            c.self_ty = self_ty;
        }
        if prev.is_none() && spec_args.is_none() && !friend {
            if let Some(s) = name.ident() {
                self.scopes.declare(s, id);
            }
        }
        if !defining {
            return (Some(id), self_ty, false);
        }
        // The templated class of `template<...> struct X {`: its injected name followed by
        // `<` names the (primary) template.
        if self.scopes.top().kind == ScopeKind::TemplateParams {
            let primary = spec_of.or_else(|| self.templates_open.last().copied());
            if let Some(t) = primary {
                self.template_of_class.insert(id, t);
            }
        }
        self.check_class_redefinition(id);
        self.scopes.class_defs.insert(first, id);
        if self.is(Punct::Colon) {
            self.parse_base_clause(id, key);
        }
        let open = self.pos();
        if !self.expect(Punct::LBrace, Msg::ExpLbrace) {
            return (Some(id), self_ty, false);
        }
        // The injected class name.
        if let Some(s) = name.ident() {
            self.scopes.declare_in(first, s, id);
        }
        // `class Outer::Inner { … }` defined outside Outer: Outer's members are in scope
        // too ([basic.lookup.unqual]), as in the body of an out-of-line member function.
        let outer = if self.tu.decls[id].qualifier.is_some() {
            self.enclosing_classes(parent)
        } else {
            Vec::new()
        };
        for &c in &outer {
            self.scopes.push(ScopeKind::Class(c));
        }
        self.scopes.push(ScopeKind::Class(first));
        self.class_nesting += 1;
        while !self.is(Punct::RBrace) && !self.at_eof() {
            let before = self.i;
            self.parse_member_declaration(id);
            if self.i == before {
                self.bump();
            }
        }
        self.class_nesting -= 1;
        self.scopes.pop();
        for _ in &outer {
            self.scopes.pop();
        }
        let close = self.pos();
        self.expect(Punct::RBrace, Msg::ExpRbrace);
        let mut after = Attrs::default();
        self.parse_attributes_opt(&mut after, crate::il::AttrPlacement::AfterClass);
        // CUDA's space attributes written after the body belong to the declarators
        // (`struct A {…} __device__ av;` is a device variable; reference).
        let (spaces, rest): (Vec<_>, Vec<_>) = after
            .gnu
            .into_iter()
            .partition(|a| self.is_cuda_space_attr(a.name));
        attrs_out.gnu.extend(spaces);
        let ad = &mut self.tu.decls[id];
        ad.attrs.gnu.extend(rest);
        if let DeclKind::Class(c) = &mut ad.kind {
            c.open_brace = Some(open);
            c.close_brace = Some(close);
            c.complete = true;
            let self_ty = c.self_ty;
            self.tu.class_definitions.insert(self_ty, id);
        }
        let mut attrs = std::mem::take(&mut self.tu.decls[id].attrs);
        self.decode_cuda_attrs(&mut attrs);
        self.tu.decls[id].attrs = attrs;
        if self.class_nesting == 0 {
            self.parse_deferred_bodies();
        }
        (Some(id), self_ty, true)
    }

    /// `host`, `device`, `global`, `shared`, `constant`, `managed` (bare or `__x__`).
    fn is_cuda_space_attr(&self, name: crate::pp::Symbol) -> bool {
        let raw = self.tu.symbols.name(name);
        let bare = raw
            .strip_prefix(b"__")
            .and_then(|x| x.strip_suffix(b"__"))
            .unwrap_or(raw);
        matches!(
            bare,
            b"host" | b"device" | b"global" | b"shared" | b"constant" | b"managed"
        )
    }

    fn member_access_now(&self, scope: DeclId) -> Access {
        // The definition being parsed holds the access specifiers (a class declared before
        // it is its first declaration, the scope's key).
        let scope = self.class_definition(scope);
        match &self.tu.decls[scope].kind {
            DeclKind::Class(c) => {
                let mut acc = if c.key == ClassKey::Class {
                    Access::Private
                } else {
                    Access::Public
                };
                for m in &c.members {
                    if let Item::AccessSpec(a, _) = m {
                        acc = *a;
                    }
                }
                acc
            }
            _ => Access::None,
        }
    }

    fn parse_base_clause(&mut self, class: DeclId, key: ClassKey) {
        self.bump(); // :
        loop {
            let pos = self.pos();
            let mut written_access = None;
            let mut is_virtual = false;
            loop {
                let s = self.tok().sym;
                if !self.is_ident() {
                    break;
                }
                if s == self.kw.virtual_ {
                    is_virtual = true;
                } else if s == self.kw.public {
                    written_access = Some(Access::Public);
                } else if s == self.kw.protected {
                    written_access = Some(Access::Protected);
                } else if s == self.kw.private {
                    written_access = Some(Access::Private);
                } else {
                    break;
                }
                self.bump();
            }
            // [class.derived]: a class-or-decltype; `decltype(e)::X` is a qualified name.
            let decltype_base = (self.is_kw(self.kw.decltype) || self.is_kw(self.kw.gnu_decltype))
                && self.is_at(1, Punct::LParen)
                && !self.decltype_qualifier_ahead();
            let ty = if decltype_base {
                self.parse_decltype()
            } else {
                self.parse_base_name()
            };
            let pack_expansion = self.eat(Punct::Ellipsis);
            let access = written_access.unwrap_or(if key == ClassKey::Class {
                Access::Private
            } else {
                Access::Public
            });
            if let DeclKind::Class(c) = &mut self.tu.decls[class].kind {
                c.bases.push(BaseSpec {
                    ty,
                    written_access,
                    access,
                    is_virtual,
                    pack_expansion,
                    pos,
                });
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
    }

    /// The pattern of a class template declared before that a primary template's class head
    /// redeclares (`template<class T> class X;` then `template<class T> class X {…}`, or
    /// `class ns::X {…}`): the new pattern shares its member table, so out-of-line members
    /// find the definition from either.
    fn redeclared_class_template(&self, found: &[DeclId], specialization: bool) -> Option<DeclId> {
        if specialization || self.scopes.top().kind != ScopeKind::TemplateParams {
            return None;
        }
        found.iter().find_map(|&d| match &self.tu.decls[d].kind {
            DeclKind::Template(td)
                if td.kind == crate::il::decl::TemplateKind::Primary
                    && matches!(self.tu.decls[td.pattern].kind, DeclKind::Class(_)) =>
            {
                Some(td.pattern)
            }
            _ => None,
        })
    }

    /// `class` and its enclosing classes, outermost first (by first declaration).
    fn enclosing_classes(&self, class: DeclId) -> Vec<DeclId> {
        let mut chain = Vec::new();
        let mut c = Some(class);
        while let Some(d) = c {
            if !matches!(self.tu.decls[d].kind, DeclKind::Class(_)) {
                break;
            }
            chain.push(self.tu.first_decl(d));
            c = self.tu.decls[self.tu.first_decl(d)].parent;
        }
        chain.reverse();
        chain
    }

    /// A base-specifier's class name, looked up.
    fn parse_base_name(&mut self) -> crate::il::TypeId {
        let qn = self.parse_qualified_name(false);
        if qn.found.is_empty() && qn.dep_type.is_none() {
            self.error_undefined_name(&qn);
            self.tu.types.error()
        } else {
            self.type_from_name(&qn)
        }
    }

    /// One member-declaration.
    fn parse_member_declaration(&mut self, class: DeclId) {
        let t = self.tok();
        if t.kind == TokenKind::Ident && self.is_at(1, Punct::Colon) {
            let acc = if t.sym == self.kw.public {
                Some(Access::Public)
            } else if t.sym == self.kw.protected {
                Some(Access::Protected)
            } else if t.sym == self.kw.private {
                Some(Access::Private)
            } else {
                None
            };
            if let Some(a) = acc {
                self.bump();
                self.bump();
                self.tu.push_item(class, Item::AccessSpec(a, t.loc));
                return;
            }
        }
        self.parse_declaration_into(class);
    }

    /// `enum [class|struct] [name] [: type] [{ enumerators }]`.
    pub fn parse_enum_specifier(&mut self) -> (Option<DeclId>, TypeId, bool) {
        let kt = self.bump();
        let scoped = if self.eat_kw(self.kw.class) {
            Some(ClassKey::Class)
        } else if self.eat_kw(self.kw.struct_) {
            Some(ClassKey::Struct)
        } else {
            None
        };
        let mut attrs = Attrs::default();
        self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::ClassHead);
        let scope = self.current_decl_scope();
        let mut name = DeclName::Anonymous;
        let mut pos = kt.loc;
        if self.is_ident() {
            let t = self.bump();
            name = DeclName::Ident(t.sym);
            pos = t.loc;
        }
        let written_underlying = if self.is(Punct::Colon) {
            // An unnamed enum with a fixed underlying type is placed at its `:` (the token
            // after the key, as an unnamed one without is at its `{`).
            let colon = self.bump().loc;
            if name == DeclName::Anonymous {
                pos = colon;
            }
            Some(self.parse_type_id())
        } else {
            None
        };
        if !self.is(Punct::LBrace) {
            if let Some(s) = name.ident() {
                if let Some(&p) = self
                    .lookup(s)
                    .iter()
                    .find(|&&d| matches!(self.tu.decls[d].kind, DeclKind::Enum(_)))
                {
                    if written_underlying.is_none() && scoped.is_none() {
                        let ty = self.tu.decls[p]
                            .ty()
                            .unwrap_or_else(|| self.tu.types.error());
                        return (Some(p), ty, false);
                    }
                }
            }
        }
        let int = self.tu.types.int();
        let err = self.tu.types.error();
        let mut decl = Decl::new(
            name,
            pos,
            Some(scope),
            DeclKind::Enum(Box::new(EnumDecl {
                scoped,
                written_underlying,
                underlying: written_underlying.unwrap_or(int),
                self_ty: err,
                enumerators: Vec::new(),
                complete: false,
                open_brace: None,
                close_brace: None,
                key_pos: kt.loc,
            })),
        );
        decl.attrs = attrs.into();
        self.decode_cuda_attrs(&mut decl.attrs);
        decl.access = self.member_access_now(scope);
        // A redeclaration (`enum class E : short;` then the definition) is the same type.
        let prev = name.ident().and_then(|s| {
            let here = self.scopes.table_lookup(self.table_key(scope), s).to_vec();
            let local = self.scopes.top().names.get(&s).cloned().unwrap_or_default();
            here.into_iter()
                .chain(local)
                .find(|&d| matches!(self.tu.decls[d].kind, DeclKind::Enum(_)))
        });
        decl.prev = prev;
        let id = self.tu.add_decl(decl);
        let self_ty = match prev.and_then(|p| self.tu.decls[p].ty()) {
            Some(t) => t,
            None => self.tu.types.intern(Type::Enum(id)),
        };
        if let DeclKind::Enum(e) = &mut self.tu.decls[id].kind {
            e.self_ty = self_ty;
        }
        if let Some(s) = name.ident() {
            if prev.is_none() {
                self.scopes.declare(s, id);
            }
        }
        if !self.is(Punct::LBrace) {
            return (Some(id), self_ty, false);
        }
        let first = self.tu.first_decl(id);
        self.scopes.class_defs.insert(first, id);
        let open = self.bump().loc;
        let mut next: i128 = 0;
        let mut enumerators = Vec::new();
        let mut min = 0i128;
        let mut max = 0i128;
        // A scoped enum's enumerators are in scope for the later ones' initializers
        // (`native = little`): a block-like scope holds them until the closing brace.
        if scoped.is_some() {
            self.scopes.push(ScopeKind::Block);
        }
        // [temp.dep.constexpr]: in a template, an enumerator whose initializer (or the
        // enumerator it counts from) is value-dependent is value-dependent.
        let mut dependent = false;
        while self.is_ident() {
            let t = self.bump();
            let mut eattrs = Attrs::default();
            self.parse_attributes_opt(&mut eattrs, crate::il::AttrPlacement::AfterDeclarator);
            let mut init = None;
            if self.eat(Punct::Assign) {
                let e = self.parse_constant_expression();
                match self.tu.exprs[e].value.get() {
                    Some(ConstValue::Int(v)) => {
                        next = v;
                        dependent = false;
                    }
                    _ => dependent = self.scopes.in_template(),
                }
                init = Some(e);
            }
            let value = next;
            min = min.min(value);
            max = max.max(value);
            next = next.wrapping_add(1);
            let mut ed = Decl::new(
                DeclName::Ident(t.sym),
                t.loc,
                Some(id),
                DeclKind::Enumerator(EnumeratorDecl {
                    value,
                    init,
                    value_dependent: dependent,
                    ty: self_ty,
                }),
            );
            ed.attrs = eattrs.into();
            let eid = self.tu.add_decl(ed);
            enumerators.push(eid);
            // Unscoped enumerators are visible in the enclosing scope; all in the enum's.
            self.scopes.declare_in(id, t.sym, eid);
            if scoped.is_none() {
                self.check_enumerator_name(t.sym, t.loc);
            }
            self.scopes.declare(t.sym, eid);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        if scoped.is_some() {
            self.scopes.pop();
        }
        let close = self.pos();
        self.expect(Punct::RBrace, Msg::ExpRbrace);
        let underlying = match written_underlying {
            Some(u) => u,
            None if scoped.is_some() => int,
            None => {
                use crate::il::Builtin::*;
                let b = if min >= i32::MIN as i128 && max <= i32::MAX as i128 {
                    Int
                } else if min >= 0 && max <= u32::MAX as i128 {
                    UnsignedInt
                } else if min >= i64::MIN as i128 && max <= i64::MAX as i128 {
                    Long
                } else {
                    UnsignedLong
                };
                self.tu.types.builtin(b)
            }
        };
        if let DeclKind::Enum(e) = &mut self.tu.decls[id].kind {
            e.enumerators = enumerators;
            e.open_brace = Some(open);
            e.close_brace = Some(close);
            e.complete = true;
            e.underlying = underlying;
        }
        (Some(id), self_ty, true)
    }
}
