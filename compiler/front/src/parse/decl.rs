//! Declarations: namespace scope, class members and block scope.

use crate::il::decl::{
    DeclGroup, FnFlags, FunctionBody, FunctionDecl, Init, Item, Language, LinkageDecl,
    NamespaceDecl, PragmaItem, StorageClass, TypedefDecl, VarDecl,
};
use crate::il::expr::InitForm;
use crate::il::types::Type;
use crate::il::{Decl, DeclId, DeclKind, DeclName, ExprId, StmtId, TypeId};
use crate::lex::{Encoding, Punct, TokenKind};
use crate::sema::scope::ScopeKind;

use super::declarator::{merge_attrs, Declarator};
use super::specifiers::DeclSpec;
use super::{Msg, Parser};

impl Parser<'_, '_> {
    /// Parses one declaration (or pragma) at namespace or class scope and appends it to
    /// `scope`'s members.
    pub fn parse_declaration_into(&mut self, scope: DeclId) {
        self.nested(|p| p.parse_declaration_inner(scope));
    }

    fn parse_declaration_inner(&mut self, scope: DeclId) {
        let t = self.tok();
        if t.kind == TokenKind::Pragma {
            self.bump();
            self.tu.push_item(
                scope,
                Item::Pragma(PragmaItem {
                    index: t.sym.0,
                    pos: t.loc,
                }),
            );
            return;
        }
        if self.is(Punct::Semi) {
            let p = self.bump().loc;
            self.tu.push_item(scope, Item::Empty(p));
            return;
        }
        let k = self.kw;
        if t.kind == TokenKind::Ident {
            let s = t.sym;
            if s == k.gnu_extension_ && (self.is_kw_at(1, k.template) || self.is_kw_at(1, k.using))
            {
                // `__extension__ template<> ...` (libstdc++'s __int128 specializations): the
                // marker is dropped.
                self.bump();
                self.parse_declaration_inner(scope);
                return;
            }
            if s == k.namespace || (s == k.inline && self.is_kw_at(1, k.namespace)) {
                self.parse_namespace(scope);
                return;
            }
            if s == k.extern_ && matches!(self.peek_at(1).kind, TokenKind::Str(_)) {
                self.parse_linkage(scope);
                return;
            }
            if s == k.using {
                self.parse_using(scope);
                return;
            }
            if s == k.static_assert || s == k.c_static_assert {
                self.parse_static_assert(scope);
                return;
            }
            if s == k.template || (s == k.extern_ && self.is_kw_at(1, k.template)) {
                self.parse_template_declaration(scope);
                return;
            }
            if s == k.asm || s == k.gnu_asm || s == k.gnu_asm_ {
                self.bump();
                self.skip_balanced();
                self.expect(Punct::Semi, Msg::ExpSemicolon);
                return;
            }
        }
        self.parse_simple_declaration(scope, None);
    }

    /// Whether a statement starting here is a declaration.
    pub fn starts_declaration(&self) -> bool {
        let t = self.tok();
        if t.kind != TokenKind::Ident && !self.is(Punct::ColonColon) && !self.is(Punct::LBracket) {
            return false;
        }
        let k = self.kw;
        if [k.using, k.static_assert, k.namespace, k.typedef, k.template].contains(&t.sym)
            && t.kind == TokenKind::Ident
        {
            return true;
        }
        if !self.starts_decl_specifier() {
            return false;
        }
        // A type name followed by `(` or `{` or `::` could be an expression
        // (functional cast, temporary).
        if t.kind == TokenKind::Ident && self.is_type_name_token(t.sym) {
            let mut n = 1;
            // Skip a template argument list.
            if self.is_at(1, Punct::Lt) {
                let mut depth = 0;
                loop {
                    match self.peek_at(n).kind {
                        TokenKind::Eof => return false,
                        TokenKind::Punct(Punct::Lt) => depth += 1,
                        TokenKind::Punct(Punct::Gt) => depth -= 1,
                        TokenKind::Punct(Punct::Shr) => depth -= 2,
                        _ => {}
                    }
                    n += 1;
                    if depth <= 0 {
                        break;
                    }
                }
            }
            match self.peek_at(n).kind {
                TokenKind::Punct(Punct::LBrace | Punct::Dot | Punct::Arrow) => return false,
                TokenKind::Punct(Punct::ColonColon) => return true,
                TokenKind::Punct(Punct::LParen) => return self.paren_declarator_ahead(n),
                _ => {}
            }
        }
        true
    }

    fn is_type_name_token(&self, s: crate::pp::Symbol) -> bool {
        self.lookup(s)
            .first()
            .is_some_and(|&d| self.is_type_decl(d) || self.is_type_template(d))
    }

    /// `T(x);`, `T(*p)[3];` are declarations; `T(1)`, `T(x).f()` are expressions.
    fn paren_declarator_ahead(&self, n: usize) -> bool {
        let mut m = n + 1;
        while matches!(
            self.peek_at(m).kind,
            TokenKind::Punct(Punct::Star | Punct::Amp | Punct::AmpAmp)
        ) {
            m += 1;
        }
        let t = self.peek_at(m);
        if t.kind != TokenKind::Ident || self.is_type_name_token(t.sym) {
            return false;
        }
        if !self.is_at(m + 1, Punct::RParen) {
            return false;
        }
        matches!(
            self.peek_at(m + 2).kind,
            TokenKind::Punct(
                Punct::Semi | Punct::Assign | Punct::Comma | Punct::LBracket | Punct::LParen
            )
        )
    }

    /// A declaration statement (block scope): returns the `Decl` statement.
    pub fn parse_block_declaration(&mut self) -> StmtId {
        let pos = self.pos();
        let scope = self.current_decl_scope();
        if self.is_kw(self.kw.using)
            || self.is_kw(self.kw.static_assert)
            || self.is_kw(self.kw.namespace)
        {
            // Kept in the function's member-less scope: record as an empty group.
            let marker = crate::il::TranslationUnit::ROOT;
            let _ = marker;
            let before = self.tu.decls.len();
            let tmp = self.block_sink();
            self.parse_declaration_into(tmp);
            let decls: Vec<DeclId> = (before..self.tu.decls.len())
                .map(|i| DeclId(i as u32))
                .filter(|&d| {
                    self.tu.decls[d].parent == Some(scope) || self.tu.decls[d].parent == Some(tmp)
                })
                .collect();
            return self.tu.add_stmt(
                crate::il::StmtKind::Decl(DeclGroup {
                    defined_type: None,
                    redecl_pos: None,
                    decls,
                }),
                pos,
            );
        }
        let group = self.parse_simple_declaration(scope, Some(()));
        self.tu.add_stmt(
            crate::il::StmtKind::Decl(group.unwrap_or(DeclGroup {
                defined_type: None,
                redecl_pos: None,
                decls: vec![],
            })),
            pos,
        )
    }

    /// A scratch linkage-less sink for block-scope using/static_assert (their decls get the
    /// function as parent; the item list is not used).
    fn block_sink(&mut self) -> DeclId {
        self.current_decl_scope()
    }

    /// `decl-specifiers declarators ;` or a function definition. `block`: at block scope
    /// (returns the group instead of appending it).
    pub fn parse_simple_declaration(
        &mut self,
        scope: DeclId,
        block: Option<()>,
    ) -> Option<DeclGroup> {
        let start_i = self.i;
        let decls_before = self.tu.decls.len();
        let mut ds = self.parse_decl_specifiers();
        if ds.ended_after_definition {
            let group = DeclGroup {
                defined_type: ds.defined_type,
                redecl_pos: None,
                decls: Vec::new(),
            };
            return self.finish_group(scope, group, block);
        }
        if ds.ty.is_none() && !self.constructor_like_ahead(&ds) {
            if self.i == start_i {
                self.error(Msg::ExpDeclaration, Vec::new());
                self.skip_to_semi();
                return None;
            }
            if !self.is(Punct::Semi) {
                self.error(Msg::MissingDeclSpecifiers, Vec::new());
            }
        }
        let mut group = DeclGroup {
            defined_type: ds.defined_type.filter(|_| true),
            redecl_pos: None,
            decls: Vec::new(),
        };
        if let (Some(t), Some(cv), true) =
            (ds.defined_type, ds.cv_after_definition, ds.type_defined)
        {
            self.tu.cv_of_definition.insert(t, cv);
        }
        let introduced_here = ds
            .defined_type
            .is_some_and(|d| d.0 as usize >= decls_before);
        if !ds.type_defined
            && ds.defined_type.is_some()
            && !self.is(Punct::Semi)
            && !introduced_here
        {
            // `struct S *p;` naming a class declared before: a use, not a declaration. When
            // the elaborated specifier is the class's first declaration it stays
            // (`typedef struct CUstream_st *cudaStream_t;` keeps `struct`, D14).
            group.defined_type = None;
        }
        if !ds.type_defined && !ds.friend && !introduced_here && self.is(Punct::Semi) {
            // `struct S;` again: positioned at its own name (the last identifier).
            group.redecl_pos = (start_i..self.i)
                .rev()
                .map(|i| self.toks.at(i))
                .find(|t| t.kind == TokenKind::Ident)
                .map(|t| Box::new(t.loc));
        }
        if self.eat(Punct::Semi) {
            if ds.friend {
                if let Some(t) = ds.ty {
                    // The class key written (`friend class H;`), if any.
                    let elaborated = (start_i..self.i).map(|i| self.toks.at(i)).find_map(|t| {
                        let s = t.sym;
                        (t.kind == TokenKind::Ident).then_some(())?;
                        [
                            (self.kw.class, crate::il::decl::ClassKey::Class),
                            (self.kw.struct_, crate::il::decl::ClassKey::Struct),
                            (self.kw.union, crate::il::decl::ClassKey::Union),
                        ]
                        .into_iter()
                        .find_map(|(k, key)| (k == s).then_some(key))
                    });
                    let d = Decl::new(
                        DeclName::Anonymous,
                        ds.start,
                        Some(scope),
                        DeclKind::FriendType(crate::il::decl::FriendType { ty: t, elaborated }),
                    );
                    let id = self.tu.add_decl(d);
                    group.decls.push(id);
                }
            }
            if let Some(c) = ds.defined_type.filter(|_| ds.type_defined) {
                self.inject_anonymous_members(c);
            }
            return self.finish_group(scope, group, block);
        }
        loop {
            let d = self.parse_declarator(false);
            let is_fn = d.function().is_some();
            self.check_missing_type(&mut ds, &d);
            self.check_virtual_constructor(&ds, &d, scope);
            let id = self.declare(scope, &mut ds, &d);
            group.decls.push(id);
            if is_fn
                && (self.is(Punct::LBrace) || self.is(Punct::Colon) || self.is_kw(self.kw.try_))
            {
                if self.class_nesting > 0 && matches!(self.tu.decls[scope].kind, DeclKind::Class(_))
                {
                    self.defer_function_body(id);
                } else {
                    self.parse_function_definition(id);
                }
                return self.finish_group(scope, group, block);
            }
            if is_fn
                && self.is(Punct::Assign)
                && (self.is_kw_at(1, self.kw.default) || self.is_kw_at(1, self.kw.delete))
            {
                let p = self.bump().loc;
                let what = self.bump().sym;
                if let DeclKind::Function(f) = &mut self.tu.decls[id].kind {
                    f.flags.set(if what == self.kw.default {
                        FnFlags::DEFAULTED
                    } else {
                        FnFlags::DELETED
                    });
                    f.default_delete_pos = Some(p);
                }
            } else if is_fn && self.is(Punct::Assign) && self.peek_at(1).kind == TokenKind::Number {
                self.bump();
                self.bump();
                if let DeclKind::Function(f) = &mut self.tu.decls[id].kind {
                    f.flags.set(FnFlags::PURE);
                }
            } else if !is_fn {
                if matches!(&self.tu.decls[id].kind, DeclKind::Var(v) if v.field) {
                    self.parse_member_initializer(id);
                } else {
                    self.parse_initializer(id);
                }
                self.type_bindings(id);
                self.check_const_initialized(id, &ds);
            }
            let first = group.decls.len() == 1;
            if is_fn
                && first
                && block.is_none()
                && !self.is(Punct::Comma)
                && !self.is(Punct::Semi)
                && !self.is(Punct::Assign)
            {
                // A lone function declarator followed by junk: EDG wanted its body
                // (`int f(int x) ) {…}`: "expected a \"{\"" at `)`, the body still parsed).
                self.error(Msg::ExpLbrace, Vec::new());
                if self.skip_to_body_or_semi() {
                    if self.class_nesting > 0
                        && matches!(self.tu.decls[scope].kind, DeclKind::Class(_))
                    {
                        self.defer_function_body(id);
                    } else {
                        self.parse_function_definition(id);
                    }
                }
                return self.finish_group(scope, group, block);
            }
            if self.eat(Punct::Comma) {
                continue;
            }
            if !self.expect(Punct::Semi, Msg::ExpSemicolon) {
                self.skip_to_semi();
            }
            break;
        }
        self.finish_group(scope, group, block)
    }

    /// Recovery after a function declarator: skips to a `{` (true: a body follows) or
    /// past a `;` at this level, stepping over parenthesized and bracketed groups and
    /// stray closers.
    fn skip_to_body_or_semi(&mut self) -> bool {
        let mut depth = 0u32;
        while !self.at_eof() {
            match self.tok().kind {
                TokenKind::Punct(Punct::LBrace) if depth == 0 => return true,
                TokenKind::Punct(Punct::Semi) if depth == 0 => {
                    self.bump();
                    return false;
                }
                TokenKind::Punct(Punct::RBrace) if depth == 0 => return false,
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                    depth = depth.saturating_sub(1)
                }
                _ => {}
            }
            self.bump();
        }
        false
    }

    fn finish_group(
        &mut self,
        scope: DeclId,
        group: DeclGroup,
        block: Option<()>,
    ) -> Option<DeclGroup> {
        if block.is_some() {
            return Some(group);
        }
        if group.decls.is_empty() && group.defined_type.is_none() {
            return None;
        }
        self.tu.push_group(scope, group);
        None
    }

    /// [class.union.anon]: the members of an anonymous union (or GNU anonymous struct)
    /// defined without declarators are names of the scope that holds it, so unqualified
    /// lookup (a member function body, a block) finds them; nested ones too.
    fn inject_anonymous_members(&mut self, class: DeclId) {
        let mut work = vec![class];
        while let Some(c) = work.pop() {
            if self.tu.decls[c].name != DeclName::Anonymous {
                continue;
            }
            let DeclKind::Class(cd) = &self.tu.decls[c].kind else {
                continue;
            };
            if cd.is_lambda {
                continue;
            }
            let mut members = Vec::new();
            for it in &cd.members {
                match it {
                    crate::il::decl::Item::Decl(d) => members.push(*d),
                    crate::il::decl::Item::Group(g) => {
                        members.extend(g.decls.iter().copied());
                        // A nested anonymous class without declarators.
                        if let (Some(t), true) = (g.defined_type, g.decls.is_empty()) {
                            work.push(t);
                        }
                    }
                    _ => {}
                }
            }
            for m in members {
                let is_field = matches!(&self.tu.decls[m].kind, DeclKind::Var(v) if v.field);
                if let (true, DeclName::Ident(s)) = (is_field, self.tu.decls[m].name) {
                    self.scopes.declare(s, m);
                }
            }
        }
    }

    /// A declaration with no type: constructor, destructor, conversion function.
    fn constructor_like_ahead(&self, ds: &DeclSpec) -> bool {
        let _ = ds;
        self.is_ident() || self.is(Punct::Tilde) || self.is(Punct::ColonColon)
    }

    /// Creates the declaration for one declarator.
    pub fn declare(&mut self, scope: DeclId, ds: &mut DeclSpec, d: &Declarator) -> DeclId {
        let written = d;
        let unqualified = self.check_member_qualifier(scope, d);
        let d = unqualified.as_ref().unwrap_or(d);
        let base = ds.ty.unwrap_or_else(|| self.tu.types.void());
        let ty = self.apply_declarator(base, d);
        let name = d.decl_name();
        let mut attrs = ds.attrs.clone();
        merge_attrs(&mut attrs, d.attrs.clone());
        self.decode_cuda_attrs(&mut attrs);
        let ty = match d.function() {
            None => crate::sema::mode_attr::apply_mode(&mut self.tu, ty, &attrs),
            Some(_) => ty,
        };
        // The semantic parent: the qualifier's scope for `A::f`.
        let qualified_scope = d.name.as_ref().and_then(|n| n.scope);
        let parent = qualified_scope
            .filter(|_| d.qualifier().is_some())
            .unwrap_or(scope);
        let prev = match name {
            DeclName::Ident(_) => self.find_previous(parent, name, d, Some(ty)),
            DeclName::Operator(_)
            | DeclName::Conversion(_)
            | DeclName::Constructor
            | DeclName::Destructor
                if d.function().is_some()
                    && (d.qualifier().is_some() || !self.scopes.in_block()) =>
            {
                self.find_previous_special(parent, name, ty)
            }
            _ => None,
        };
        let kind = if ds.typedef {
            let self_ty_placeholder = self.tu.types.error();
            DeclKind::Typedef(TypedefDecl {
                aliased: ty,
                alias_form: false,
                self_ty: self_ty_placeholder,
            })
        } else if let Some(f) = d.function() {
            let mut flags = FnFlags::default();
            let k = [
                (ds.inline, FnFlags::INLINE),
                (ds.is_virtual, FnFlags::VIRTUAL),
                (ds.explicit, FnFlags::EXPLICIT),
                (ds.constexpr, FnFlags::CONSTEXPR),
                (ds.consteval, FnFlags::CONSTEVAL),
                (ds.friend, FnFlags::FRIEND),
                (f.trailing.is_some(), FnFlags::TRAILING_RETURN),
            ];
            for (on, fl) in k {
                if on {
                    flags.set(fl);
                }
            }
            // `override` / `final` after the declarator.
            loop {
                let s = self.tok().sym;
                if self.is_ident() && s == self.kw.override_ {
                    flags.set(FnFlags::OVERRIDE);
                } else if self.is_ident() && (s == self.kw.final_ || s == self.kw.gnu_final) {
                    flags.set(FnFlags::FINAL);
                } else {
                    break;
                }
                self.bump();
            }
            self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::AfterDeclarator);
            self.decode_cuda_attrs(&mut attrs);
            DeclKind::Function(Box::new(FunctionDecl {
                ty,
                params: f.params.clone(),
                storage: ds.storage,
                flags,
                mem_inits: Vec::new(),
                body: None,
                default_delete_pos: None,
                c_linkage: self.in_c_linkage(),
            }))
        } else {
            self.variable_memory_space(&mut attrs);
            let in_class = matches!(self.tu.decls[scope].kind, DeclKind::Class(_));
            DeclKind::Var(VarDecl {
                storage: ds.storage,
                thread_local: ds.thread_local,
                constexpr: ds.constexpr,
                constinit: ds.constinit,
                inline: ds.inline,
                field: in_class && ds.storage != StorageClass::Static,
                c_linkage: self.in_c_linkage(),
                ..VarDecl::new(ty)
            })
        };
        let mut decl = Decl::new(name, d.pos, Some(parent), kind);
        decl.attrs = attrs.into();
        decl.prev = prev;
        decl.qualifier = d.qualifier();
        if unqualified.is_some() && !matches!(&decl.kind, DeclKind::Var(v) if v.field) {
            // The printer keeps `C::` on member functions and static members.
            decl.qualifier = written.qualifier();
        }
        decl.signed_written = ds.signed_written;
        decl.extension_written = ds.extension_written;
        decl.access = self.current_access(scope);
        let id = self.tu.add_decl(decl);
        if let (Some(e), true) = (ds.explicit_condition, d.function().is_some()) {
            self.tu.explicit_conditions.insert(id, e);
        }
        // The function a `template<…>` declares: inside its own body (before the template
        // takes its name's place) `f<T>(…)` still names a template.
        if matches!(self.tu.decls[id].kind, DeclKind::Function(_))
            && self.scopes.top().kind == ScopeKind::TemplateParams
            && !self.templates_open.is_empty()
            && written
                .name
                .as_ref()
                .is_none_or(|n| n.template_args.is_none())
        {
            self.open_function_templates.insert(id);
        }
        if let Some(args) = written.name.as_ref().and_then(|n| n.template_args.clone()) {
            // A variable template's explicit or partial specialization keeps them too.
            if matches!(
                self.tu.decls[id].kind,
                DeclKind::Function(_) | DeclKind::Var(_)
            ) {
                self.tu.written_template_args.insert(id, args);
            }
        }
        if ds.typedef {
            let self_ty = self.tu.types.intern(Type::Typedef {
                decl: id,
                aliased: ty,
                qualifier: None,
            });
            if let DeclKind::Typedef(t) = &mut self.tu.decls[id].kind {
                t.self_ty = self_ty;
            }
        }
        if let DeclKind::Function(f) = &self.tu.decls[id].kind {
            for p in f.params.clone() {
                self.tu.decls[p].parent = Some(id);
            }
            if let Some((p, e)) = d.function().and_then(|f| f.requires) {
                self.tu.trailing_requires.insert(id, e);
                self.tu.requires_pos.insert(e, p);
            }
        }
        self.check_new_declaration(id, ds, d);
        if let Some(s) = name.ident() {
            if d.qualifier().is_none() {
                match (&self.tu.decls[id].kind, self.tu.decls[id].prev) {
                    (DeclKind::Var(_), Some(p)) => {
                        let first = self.tu.first_decl(p);
                        self.scopes.redeclare_variable(s, id, p, first)
                    }
                    _ => self.scopes.declare(s, id),
                }
            }
        }
        if !d.bindings.is_empty() {
            self.declare_bindings(scope, id, d);
        }
        // Bit-field width (class members only: at block scope `:` belongs to a range-for).
        if self.is(Punct::Colon)
            && matches!(self.tu.decls[id].kind, DeclKind::Var(_))
            && matches!(self.tu.decls[scope].kind, DeclKind::Class(_))
        {
            self.bump();
            let w = self.parse_constant_expression();
            self.check_bit_field_width(id, w);
            if let DeclKind::Var(v) = &mut self.tu.decls[id].kind {
                v.bit_width = Some(w);
            }
        }
        id
    }

    /// The names of a structured binding declaration: implicit variables, found by lookup
    /// (their types are filled in once the initializer is known, [`Self::type_bindings`]).
    fn declare_bindings(&mut self, scope: DeclId, hidden: DeclId, d: &Declarator) {
        let err = self.tu.types.error();
        let mut ids = Vec::new();
        for &(sym, pos) in &d.bindings {
            let mut b = Decl::new(
                DeclName::Ident(sym),
                pos,
                Some(scope),
                DeclKind::Var(VarDecl::new(err)),
            );
            b.implicit = true;
            let id = self.tu.add_decl(b);
            self.scopes.declare(sym, id);
            ids.push(id);
        }
        self.tu.structured_bindings.insert(hidden, ids);
    }

    /// Gives each binding of `hidden` its type: the array's element type, or the class's
    /// non-static data members in order (tuple-like classes stay untyped).
    pub fn type_bindings(&mut self, hidden: DeclId) {
        let Some(ids) = self.tu.structured_bindings.get(&hidden).cloned() else {
            return;
        };
        let Some(ty) = self.tu.decls[hidden].ty() else {
            return;
        };
        let t = self.tu.types.canonical(ty);
        let t = match self.tu.types.get(t) {
            Type::LValueRef(u) | Type::RValueRef(u) => self.tu.types.canonical(*u),
            _ => t,
        };
        let t = self.tu.types.unqualified(t);
        let elem_types: Vec<TypeId> = match self.tu.types.get(t).clone() {
            Type::Array(e, _) => vec![e; ids.len()],
            _ => match self.class_of_type(t) {
                Some(c) => {
                    let def = self.class_definition(c);
                    match &self.tu.decls[def].kind {
                        DeclKind::Class(cd) => cd
                            .members
                            .iter()
                            .flat_map(|it| match it {
                                Item::Decl(d) => vec![*d],
                                Item::Group(g) => g.decls.clone(),
                                _ => vec![],
                            })
                            .filter_map(|d| match &self.tu.decls[d].kind {
                                DeclKind::Var(v) if v.field => Some(v.ty),
                                _ => None,
                            })
                            .collect(),
                        _ => Vec::new(),
                    }
                }
                None => Vec::new(),
            },
        };
        for (b, et) in ids.into_iter().zip(elem_types) {
            if let DeclKind::Var(v) = &mut self.tu.decls[b].kind {
                v.ty = et;
            }
        }
    }

    /// The name table of a scope declaration (namespaces by first definition).
    pub fn table_key(&self, scope: DeclId) -> DeclId {
        match &self.tu.decls[scope].kind {
            DeclKind::Namespace(n) => n.original.unwrap_or(scope),
            DeclKind::Class(_) => self.tu.first_decl(scope),
            // A linkage block declares into its namespace (`extern "C++" { namespace n {} }`
            // reopens the enclosing namespace's `n`).
            DeclKind::Linkage(_) => match self.tu.decls[scope].parent {
                Some(p) if p != scope => self.table_key(p),
                _ => crate::il::TranslationUnit::ROOT,
            },
            _ => scope,
        }
    }

    fn in_c_linkage(&self) -> bool {
        self.scopes.significant().any(|s| match s.kind {
            ScopeKind::Linkage(d) => {
                matches!(&self.tu.decls[d].kind, DeclKind::Linkage(l) if l.language == Language::C)
            }
            _ => false,
        })
    }

    /// The access a member declared now gets.
    pub(super) fn current_access(&self, scope: DeclId) -> crate::il::Access {
        match &self.tu.decls[scope].kind {
            DeclKind::Class(c) => {
                let mut acc = if c.key == crate::il::decl::ClassKey::Class {
                    crate::il::Access::Private
                } else {
                    crate::il::Access::Public
                };
                for m in &c.members {
                    if let Item::AccessSpec(a, _) = m {
                        acc = *a;
                    }
                }
                acc
            }
            _ => crate::il::Access::None,
        }
    }

    /// The expression list of a `( ... )` initializer (up to, not including, `)`):
    /// assignment expressions or braced lists, each possibly a pack expansion `e...`.
    pub fn parse_paren_initializer_args(&mut self) -> Vec<ExprId> {
        let mut args = Vec::new();
        while !self.is(Punct::RParen) && !self.at_eof() {
            let e = if self.is(Punct::LBrace) {
                self.parse_braced_init_list()
            } else {
                self.parse_assignment_expression()
            };
            let e = if self.is(Punct::Ellipsis) {
                let pos = self.bump().loc;
                let (ty, cat) = (self.tu.exprs[e].ty, self.tu.exprs[e].cat);
                self.tu
                    .add_expr(crate::il::ExprKind::PackExpansion(e), ty, cat, pos)
            } else {
                e
            };
            args.push(e);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        args
    }

    /// `= e`, `(e...)`, `{...}` after a variable declarator.
    pub fn parse_initializer(&mut self, var: DeclId) {
        let pos = self.pos();
        let (form, expr): (InitForm, Option<ExprId>) = if self.is(Punct::Assign) {
            self.bump();
            if self.is(Punct::LBrace) {
                (InitForm::EqualsBrace, Some(self.parse_braced_init_list()))
            } else {
                (InitForm::Equals, Some(self.parse_assignment_expression()))
            }
        } else if self.is(Punct::LParen) {
            self.bump();
            let args = self.parse_paren_initializer_args();
            self.expect(Punct::RParen, Msg::ExpRparen);
            let e = if args.len() == 1 {
                args[0]
            } else {
                let ty = self.tu.decls[var]
                    .ty()
                    .unwrap_or_else(|| self.tu.types.error());
                self.tu.add_expr(
                    crate::il::ExprKind::ParenList(args.into()),
                    ty,
                    crate::il::ValueCategory::PrValue,
                    pos,
                )
            };
            (InitForm::Paren, Some(e))
        } else if self.is(Punct::LBrace) {
            (InitForm::Brace, Some(self.parse_braced_init_list()))
        } else {
            (InitForm::Implicit, None)
        };
        let Some(expr) = expr else { return };
        let ety = self.tu.exprs[expr].ty;
        if let DeclKind::Var(v) = &mut self.tu.decls[var].kind {
            // `auto x = e;` deduces from the initializer.
            if matches!(
                self.tu.types.get(self.tu.types.unqualified(v.ty)),
                Type::Auto(_)
            ) {
                let (_, q) = self.tu.types.split_quals(v.ty);
                let kind = match self.tu.types.get(self.tu.types.unqualified(v.ty)) {
                    Type::Auto(k) => *k,
                    _ => crate::il::types::AutoKind::Auto,
                };
                let deduced = self.tu.types.unqualified(ety);
                let deduced = match self.tu.types.get(deduced).clone() {
                    Type::Array(e, _) => self.tu.types.pointer(e),
                    Type::Function(_) => self.tu.types.pointer(deduced),
                    _ => deduced,
                };
                let deduced = match kind {
                    crate::il::types::AutoKind::DeducedClass(template) => {
                        let args = match &self.tu.exprs[expr].kind {
                            crate::il::ExprKind::ParenList(a) => a.to_vec(),
                            crate::il::ExprKind::InitList { elems, .. } => elems.to_vec(),
                            _ => vec![expr],
                        };
                        self.deduce_class_template(template, &args)
                    }
                    _ => deduced,
                };
                let dt = self.tu.types.intern(Type::Deduced { kind, ty: deduced });
                let dt = self.tu.types.qualified(dt, q);
                let list = matches!(
                    self.tu.exprs[expr].kind,
                    crate::il::ExprKind::ParenList(_) | crate::il::ExprKind::InitList { .. }
                );
                if list && matches!(kind, crate::il::types::AutoKind::DeducedClass(_)) {
                    // `Pair p(3, 4.5)`: the argument list has the deduced type.
                    self.tu.exprs[expr].ty = dt;
                }
                if let DeclKind::Var(v) = &mut self.tu.decls[var].kind {
                    v.ty = dt;
                }
            }
        }
        let expr = match (form, self.tu.decls[var].ty()) {
            (InitForm::Equals | InitForm::Paren, Some(t)) => {
                self.decay_conditional_initializer(t, expr)
            }
            _ => expr,
        };
        if let DeclKind::Var(v) = &mut self.tu.decls[var].kind {
            v.init = Some(Init { form, expr });
            v.init_pos = Some(pos);
        }
        if let Some(ty) = self.tu.decls[var].ty() {
            self.convert_braced_list(expr, ty);
        }
        self.check_initializer(var);
    }

    /// A function body (after the declarator): mem-initializers, `try`, the compound
    /// statement.
    pub fn parse_function_definition(&mut self, f: DeclId) {
        self.check_function_redefinition(f);
        let class_scope = self.tu.decls[f]
            .qualifier
            .as_ref()
            .and(self.tu.decls[f].parent);
        // The member's class and the classes enclosing it (parse/enclosing_scopes.rs).
        let pushed_class = match class_scope {
            Some(c) if matches!(self.tu.decls[c].kind, DeclKind::Class(_)) => {
                let chain = self.member_scope_chain(c);
                for &k in &chain {
                    self.scopes.push(ScopeKind::Class(k));
                }
                chain.len()
            }
            _ => 0,
        };
        self.scopes.push(ScopeKind::Function(f));
        if let DeclKind::Function(fd) = &self.tu.decls[f].kind {
            for &p in &fd.params.clone() {
                if let Some(s) = self.tu.decls[p].name.ident() {
                    self.scopes.declare(s, p);
                }
            }
        }
        let is_try = self.eat_kw(self.kw.try_);
        if self.is(Punct::Colon) {
            self.parse_mem_initializers(f);
        }
        let body = self.parse_compound_statement();
        let handlers = if is_try {
            Some(self.parse_handlers())
        } else {
            None
        };
        if let DeclKind::Function(fd) = &mut self.tu.decls[f].kind {
            fd.body = Some(FunctionBody { body, handlers });
        }
        self.check_function_flow(f);
        self.scopes.pop();
        for _ in 0..pushed_class {
            self.scopes.pop();
        }
    }

    fn parse_mem_initializers(&mut self, f: DeclId) {
        self.bump(); // :
        loop {
            let pos = self.pos();
            let qn = self.parse_qualified_name(false);
            // A mem-initializer-id names a member before anything of the same name in the
            // constructor's scope (`: count(count)` with a parameter `count`).
            // (A constructor template's parent is its template, whose parent is the class.)
            let owner = self.tu.decls[f]
                .parent
                .map(|p| match self.tu.decls[p].kind {
                    DeclKind::Template(_) => self.tu.decls[p].parent.unwrap_or(p),
                    _ => p,
                });
            let member = match (qn.qualifier.is_none(), qn.ident(), owner) {
                (true, Some(s), Some(c)) if matches!(self.tu.decls[c].kind, DeclKind::Class(_)) => {
                    self.lookup_in_class(c, s)
                        .into_iter()
                        .find(|&d| matches!(&self.tu.decls[d].kind, DeclKind::Var(v) if v.field))
                }
                _ => None,
            };
            let target = match member.or(qn.found.first().copied()).as_ref() {
                Some(&d) if matches!(self.tu.decls[d].kind, DeclKind::Var(_)) => {
                    crate::il::decl::MemInitTarget::Field(d)
                }
                Some(_) => {
                    let t = self.type_from_name(&qn);
                    crate::il::decl::MemInitTarget::Base(t)
                }
                None => crate::il::decl::MemInitTarget::Dependent(
                    qn.ident().unwrap_or(crate::pp::Symbol::NONE),
                ),
            };
            let ipos = self.pos();
            let (form, expr) = if self.is(Punct::LBrace) {
                (InitForm::Brace, self.parse_braced_init_list())
            } else {
                self.expect(Punct::LParen, Msg::ExpLparen);
                let args = self.parse_paren_initializer_args();
                self.expect(Punct::RParen, Msg::ExpRparen);
                let e = if args.len() == 1 {
                    args[0]
                } else {
                    let void = self.tu.types.void();
                    self.tu.add_expr(
                        crate::il::ExprKind::ParenList(args.into()),
                        void,
                        Default::default(),
                        ipos,
                    )
                };
                let e = match target {
                    crate::il::decl::MemInitTarget::Field(d) => match self.tu.decls[d].ty() {
                        Some(t) => self.decay_conditional_initializer(t, e),
                        None => e,
                    },
                    _ => e,
                };
                (InitForm::Paren, e)
            };
            let pack = self.eat(Punct::Ellipsis);
            if let DeclKind::Function(fd) = &mut self.tu.decls[f].kind {
                fd.mem_inits.push(crate::il::decl::MemInit {
                    target,
                    init: Init { form, expr },
                    pos,
                    pack_expansion: pack,
                });
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
    }

    // ---- namespaces, linkage, using, static_assert ----------------------------------

    fn parse_namespace(&mut self, scope: DeclId) {
        let inline = self.eat_kw(self.kw.inline);
        let keyword_pos = self.bump().loc;
        let mut attrs = crate::il::Attrs::default();
        self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::Specifiers);
        // `namespace a::b::c {`
        let mut names = Vec::new();
        while self.is_ident() {
            let t = self.bump();
            names.push((t.sym, t.loc));
            if !self.eat(Punct::ColonColon) {
                break;
            }
            self.eat_kw(self.kw.inline);
        }
        if self.is(Punct::Assign) && names.len() == 1 {
            // Namespace alias.
            self.bump();
            let qn = self.parse_qualified_name(false);
            let target = qn
                .found
                .first()
                .map(|&d| self.scope_of(d))
                .unwrap_or(crate::il::TranslationUnit::ROOT);
            let d = Decl::new(
                DeclName::Ident(names[0].0),
                names[0].1,
                Some(scope),
                DeclKind::NamespaceAlias {
                    target,
                    written: qn.qualifier.unwrap_or_default(),
                },
            );
            let id = self.tu.add_member(d);
            self.scopes.declare(names[0].0, id);
            self.expect(Punct::Semi, Msg::ExpSemicolon);
            return;
        }
        // Attributes after the name print after it (`namespace std
        // __attribute((__visibility__("default"))) {`), those before it before it.
        self.parse_attributes_opt(&mut attrs, crate::il::AttrPlacement::AfterDeclarator);
        let open = self.pos();
        if !self.expect(Punct::LBrace, Msg::ExpLbrace) {
            self.skip_to_semi();
            return;
        }
        if names.is_empty() {
            names.push((crate::pp::Symbol::NONE, keyword_pos));
        }
        let mut ids = Vec::new();
        let mut parent = scope;
        for (n, (sym, pos)) in names.iter().enumerate() {
            let name = if *sym == crate::pp::Symbol::NONE {
                DeclName::Anonymous
            } else {
                DeclName::Ident(*sym)
            };
            let original = self.find_namespace(parent, name);
            let d = Decl::new(
                name,
                if name == DeclName::Anonymous {
                    keyword_pos
                } else {
                    *pos
                },
                Some(parent),
                DeclKind::Namespace(Box::new(NamespaceDecl {
                    inline: inline && n + 1 == names.len(),
                    members: Vec::new(),
                    open_brace: open,
                    close_brace: open,
                    original,
                    nested_shorthand: n > 0,
                    keyword_pos,
                })),
            );
            let id = self.tu.add_member(d);
            let key = original.unwrap_or(id);
            if original.is_none() {
                match name {
                    DeclName::Ident(s) => self.scopes.declare(s, id),
                    _ => self
                        .scopes
                        .using_dirs
                        .entry(self.table_key(parent))
                        .or_default()
                        .push(key),
                }
                if inline {
                    self.scopes
                        .using_dirs
                        .entry(self.table_key(parent))
                        .or_default()
                        .push(key);
                }
            }
            self.scopes.push(ScopeKind::Namespace(key));
            ids.push(id);
            parent = id;
        }
        let inner = *ids.last().unwrap_or(&scope);
        if let Some(&last) = ids.last() {
            self.tu.decls[last].attrs = attrs.into();
        }
        while !self.is(Punct::RBrace) && !self.at_eof() {
            let before = self.i;
            self.parse_declaration_into(inner);
            if self.i == before {
                self.bump();
            }
            self.declaration_boundary();
        }
        let close = self.pos();
        self.expect(Punct::RBrace, Msg::ExpRbrace);
        for &id in &ids {
            if let DeclKind::Namespace(n) = &mut self.tu.decls[id].kind {
                n.close_brace = close;
            }
            self.scopes.pop();
        }
    }

    fn find_namespace(&self, parent: DeclId, name: DeclName) -> Option<DeclId> {
        let key = self.table_key(parent);
        match name {
            DeclName::Ident(s) => self
                .scopes
                .table_lookup(key, s)
                .iter()
                .copied()
                .find_map(|d| match &self.tu.decls[d].kind {
                    DeclKind::Namespace(n) => Some(n.original.unwrap_or(d)),
                    _ => None,
                }),
            _ => self.tu.decls[parent].members().and_then(|m| {
                m.iter().find_map(|it| match it {
                    Item::Decl(d) => match &self.tu.decls[*d].kind {
                        DeclKind::Namespace(n) if self.tu.decls[*d].name == DeclName::Anonymous => {
                            Some(n.original.unwrap_or(*d))
                        }
                        _ => None,
                    },
                    _ => None,
                })
            }),
        }
    }

    fn parse_linkage(&mut self, scope: DeclId) {
        // The block is positioned at `extern` (EDG prints `extern "C" {` on its line).
        let extern_pos = self.bump().loc;
        let lit = self.bump();
        let text = self.spelling(&lit);
        let language = if text == b"\"C\"" {
            Language::C
        } else {
            Language::Cxx
        };
        let braced = self.is(Punct::LBrace);
        let d = Decl::new(
            DeclName::Anonymous,
            extern_pos,
            Some(scope),
            DeclKind::Linkage(Box::new(LinkageDecl {
                language,
                braced,
                members: Vec::new(),
                open_brace: None,
                close_brace: None,
            })),
        );
        let id = self.tu.add_member(d);
        self.scopes.push(ScopeKind::Linkage(id));
        if braced {
            let open = self.bump().loc;
            while !self.is(Punct::RBrace) && !self.at_eof() {
                let before = self.i;
                self.parse_declaration_into(id);
                if self.i == before {
                    self.bump();
                }
                self.declaration_boundary();
            }
            let close = self.pos();
            self.expect(Punct::RBrace, Msg::ExpRbrace);
            if let DeclKind::Linkage(l) = &mut self.tu.decls[id].kind {
                l.open_brace = Some(open);
                l.close_brace = Some(close);
            }
        } else {
            self.parse_declaration_into(id);
        }
        self.scopes.pop();
        // Members' semantic parent is the enclosing namespace.
        let members: Vec<Item> = self.tu.decls[id].members().cloned().unwrap_or_default();
        for m in members {
            let ds = match m {
                Item::Decl(d) => vec![d],
                Item::Group(g) => g.decls.iter().copied().chain(g.defined_type).collect(),
                _ => vec![],
            };
            for d in ds {
                if self.tu.decls[d].parent == Some(id) {
                    self.tu.decls[d].parent = Some(scope);
                }
            }
        }
    }

    pub(super) fn declare_dependent_type_name(
        &mut self,
        scope: DeclId,
        name: crate::pp::Symbol,
        pos: crate::source::Pos,
        dep: crate::il::TypeId,
    ) {
        let err = self.tu.types.error();
        let d = Decl::new(
            DeclName::Ident(name),
            pos,
            Some(scope),
            DeclKind::Typedef(TypedefDecl {
                aliased: dep,
                alias_form: true,
                self_ty: err,
            }),
        );
        let id = self.tu.add_decl(d);
        // Its uses print the dependent name itself (`typename ::base_t< I> ::diff_type`).
        let step = crate::il::types::DependentStep {
            name,
            args: None,
            template_kw: false,
        };
        let named = self.extend_dependent(dep, step);
        if let DeclKind::Typedef(td) = &mut self.tu.decls[id].kind {
            td.aliased = named;
            td.self_ty = named;
        }
        self.scopes.declare(name, id);
    }

    fn parse_static_assert(&mut self, scope: DeclId) {
        let pos = self.bump().loc;
        if !self.expect(Punct::LParen, Msg::ExpLparen) {
            self.skip_to_semi();
            return;
        }
        let cond_start = self.i;
        let cond = self.parse_constant_expression();
        let cond_tokens = cond_start..self.i;
        let message_start = self.i + 1;
        let message = if self.eat(Punct::Comma) {
            Some(self.parse_assignment_expression())
        } else {
            None
        };
        let message_tokens = message.map(|_| message_start..self.i);
        self.expect(Punct::RParen, Msg::ExpRparen);
        let value = self.tu.exprs[cond]
            .value
            .get()
            .map(|v| !matches!(v, crate::il::ConstValue::Int(0)));
        if value == Some(false) && !self.names_template_specialization(cond_tokens) {
            self.report_static_assert_failure(pos, message_tokens);
        }
        let d = Decl::new(
            DeclName::Anonymous,
            pos,
            Some(scope),
            DeclKind::StaticAssert {
                cond,
                message,
                value,
            },
        );
        self.tu.add_member(d);
        self.expect(Punct::Semi, Msg::ExpSemicolon);
    }

    /// The type of a string literal token's encoding (for `extern "C"` checks etc.).
    pub fn _encoding_of(&self, e: Encoding) -> TypeId {
        let _ = e;
        self.tu.types.int()
    }
}
