//! Templates: parameter lists, template declarations, specializations, explicit
//! instantiations, template argument lists.

use crate::il::decl::{
    ExplicitInstantiation, Item, TemplateDecl, TemplateKind, TemplateParamList,
    TemplateTemplateParam, TemplateTypeParam, TemplateValueParam, TypeParamKey,
};
use crate::il::types::{TemplateArg, Type};
use crate::il::{Decl, DeclId, DeclKind, DeclName};
use crate::lex::{Punct, TokenKind};
use crate::sema::scope::ScopeKind;

use super::{Msg, Parser};

impl Parser<'_, '_> {
    /// `template<...> declaration`, `template<> ...`, `[extern] template declaration`.
    pub fn parse_template_declaration(&mut self, scope: DeclId) {
        let first_token = self.i;
        let extern_pos = if self.is_kw(self.kw.extern_) {
            Some(self.bump().loc)
        } else {
            None
        };
        let template_pos = self.bump().loc;
        if !self.is(Punct::Lt) {
            // Explicit instantiation.
            let before = self.tu.decls.len();
            let tmp_items = self.tu.decls[scope].members().map(|m| m.len()).unwrap_or(0);
            self.parse_simple_declaration(scope, None);
            // Replace what was appended by an explicit-instantiation item. Its target is
            // the declaration itself: a function's parameters are made before it.
            let target = (before..self.tu.decls.len())
                .map(|i| DeclId(i as u32))
                .find(|&d| !matches!(self.tu.decls[d].kind, DeclKind::Param(_)));
            if let Some(m) = self.tu.decls[scope].members_mut() {
                m.truncate(tmp_items);
            }
            let Some(target) = target else { return };
            let ty = self.tu.decls[target].ty();
            let d = Decl::new(
                self.tu.decls[target].name,
                self.tu.decls[target].pos,
                Some(scope),
                DeclKind::ExplicitInstantiation(ExplicitInstantiation {
                    is_extern: extern_pos.is_some(),
                    extern_pos,
                    template_pos,
                    target,
                    ty,
                }),
            );
            self.tu.add_member(d);
            return;
        }
        let mut lists = Vec::new();
        let mut pushed = 0;
        let depth_base = self
            .scopes
            .significant()
            .filter(|s| s.kind == ScopeKind::TemplateParams)
            .count() as u32;
        let mut tpos = template_pos;
        loop {
            self.scopes.push(ScopeKind::TemplateParams);
            pushed += 1;
            let params = self.parse_template_param_list(depth_base + lists.len() as u32);
            lists.push(TemplateParamList {
                template_pos: tpos,
                params,
                requires: None,
            });
            if self.is_kw(self.kw.template) && self.is_at(1, Punct::Lt) {
                tpos = self.bump().loc;
                continue;
            }
            break;
        }
        if self.is_kw(self.kw.requires) {
            let rpos = self.bump().loc;
            let e = self.parse_requires_clause_expr();
            self.tu.requires_pos.insert(e, rpos);
            if let Some(l) = lists.last_mut() {
                l.requires = Some(e);
            }
        }
        let explicit_spec = lists.iter().all(|l| l.params.is_empty());
        // The templated declaration goes into a scratch list, then is wrapped.
        let err = self.tu.types.error();
        let _ = err;
        let template = self.tu.add_decl(Decl::new(
            DeclName::Anonymous,
            template_pos,
            Some(scope),
            DeclKind::Template(Box::new(TemplateDecl {
                kind: if explicit_spec {
                    TemplateKind::ExplicitSpecialization
                } else {
                    TemplateKind::Primary
                },
                param_lists: lists,
                pattern: DeclId(0),
                specializations: Vec::new(),
                redeclaration: false,
            })),
        ));
        let before_items = self.tu.decls[scope].members().map(|m| m.len()).unwrap_or(0);
        let before_decls = self.tu.decls.len();
        self.templates_open.push(template);
        if self.is_kw(self.kw.template)
            || (self.is_kw(self.kw.extern_) && self.is_kw_at(1, self.kw.template))
        {
            self.parse_template_declaration(scope);
        } else if self.is_kw(self.kw.using) {
            self.parse_declaration_into(scope);
        } else if self.is_kw(self.kw.concept) && self.peek_at(1).kind == TokenKind::Ident {
            self.parse_concept_definition(scope);
        } else {
            self.parse_simple_declaration(scope, None);
        }
        self.templates_open.pop();
        let items: Vec<Item> = self.tu.decls[scope]
            .members_mut()
            .map(|m| m.split_off(before_items))
            .unwrap_or_default();
        for _ in 0..pushed {
            self.scopes.pop();
        }
        // The pattern: the declared entity (or the class defined).
        let pattern = items.iter().find_map(|it| match it {
            Item::Decl(d) => Some(*d),
            Item::Group(g) => g.decls.first().copied().or(g.defined_type),
            _ => None,
        });
        let pattern = pattern.or_else(|| {
            (before_decls..self.tu.decls.len())
                .map(|i| DeclId(i as u32))
                .find(|&d| matches!(self.tu.decls[d].kind, DeclKind::Class(_)))
        });
        let Some(pattern) = pattern else {
            return;
        };
        let redeclaration = items.iter().any(|it| {
            matches!(it, Item::Group(g) if g.redecl_pos.is_some() && g.defined_type == Some(pattern))
        });
        let pd = &self.tu.decls[pattern];
        let (name, pos) = (pd.name, pd.pos);
        let spec_of = match &pd.kind {
            DeclKind::Class(c) => c.specialization.as_ref().map(|s| s.template),
            _ => None,
        };
        // `template<class T> bool v<T, T> = …;`: a variable template's partial
        // specialization, not a new primary template.
        let var_partial = matches!(pd.kind, DeclKind::Var(_))
            && self.tu.written_template_args.contains_key(&pattern);
        let is_partial = !explicit_spec && (spec_of.is_some() || var_partial);
        if let Some(primary) = spec_of {
            if let DeclKind::Class(c) = &mut self.tu.decls[pattern].kind {
                if let Some(sp) = &mut c.specialization {
                    sp.kind = if explicit_spec {
                        crate::il::decl::SpecializationKind::Explicit
                    } else {
                        crate::il::decl::SpecializationKind::Partial
                    };
                }
            }
            if let DeclKind::Template(td) = &mut self.tu.decls[primary].kind {
                td.specializations.push(pattern);
            }
        }
        {
            // A friend template is a member for access: EDG prints `private: template<
            // class U> friend struct W; ` (a plain friend declaration has none).
            let access = match self.tu.decls[pattern].kind {
                DeclKind::FriendType(_) => self.current_access(scope),
                _ => self.tu.decls[pattern].access,
            };
            let t = &mut self.tu.decls[template];
            t.name = name;
            t.pos = pos;
            t.access = access;
            if let DeclKind::Template(td) = &mut self.tu.decls[template].kind {
                td.pattern = pattern;
                td.redeclaration = redeclaration;
                if is_partial {
                    td.kind = TemplateKind::PartialSpecialization;
                }
            }
        }
        let semantic_parent = self.tu.decls[pattern].parent;
        self.tu.decls[pattern].parent = Some(template);
        self.tu.push_item(scope, Item::Decl(template));
        if !explicit_spec && !is_partial {
            self.link_member_template_definition(template, pattern, semantic_parent);
        }
        let deleted = matches!(&self.tu.decls[pattern].kind,
            DeclKind::Function(f) if f.flags.has(crate::il::decl::FnFlags::DELETED));
        if deleted && !explicit_spec {
            let text = self.token_text(first_token, self.i);
            self.tu
                .deleted_template_tokens
                .insert(template, text.into_boxed_slice());
        }
        if let Some(s) = name.ident() {
            // A template of a revertible trait's name turns the keyword into an identifier.
            self.gnu.traits.declared_template(s);
        }
        // Primary templates are found by name (replacing the pattern's entry).
        // A variable template's specialization is found through its primary: its own
        // entry goes.
        let var_spec = var_partial
            || (explicit_spec
                && matches!(self.tu.decls[pattern].kind, DeclKind::Var(_))
                && self.tu.written_template_args.contains_key(&pattern));
        // The pattern was declared in the enclosing scope while it was parsed (its own body
        // sees it there); the template (or, for a specialization, nothing) takes its place.
        if let Some(s) = name.ident() {
            let key = self.table_key(scope);
            if var_spec {
                // The primary knows its specializations: a value computed from the primary's
                // initializer is only right when none may be the one chosen.
                let primary = self.scopes.table_lookup(key, s).iter().copied().find(|&d| {
                    matches!(&self.tu.decls[d].kind, DeclKind::Template(t)
                        if t.kind != TemplateKind::PartialSpecialization
                            && matches!(self.tu.decls[t.pattern].kind, DeclKind::Var(_)))
                });
                if let Some(DeclKind::Template(td)) = primary.map(|p| &mut self.tu.decls[p].kind) {
                    td.specializations.push(pattern);
                }
            }
            self.scopes.remove_from_table(key, s, pattern);
            if let Some(v) = self.scopes.top_names_mut(s) {
                v.retain(|&d| d != pattern);
            }
            let is_member_def = self.tu.decls[pattern].qualifier.is_some();
            if !explicit_spec && !is_partial && !var_spec && !is_member_def {
                // [temp.over.link]: a redeclaration of a function template is linked to it.
                if matches!(self.tu.decls[pattern].kind, DeclKind::Function(_)) {
                    let cands = self.scopes.table_lookup(key, s).to_vec();
                    if let Some(prev) = self.redeclared_function_template(template, &cands) {
                        self.tu.link_redeclaration(template, prev);
                    }
                }
                self.scopes.declare(s, template);
            }
        }
    }

    /// `< params >` (current token: `<`).
    pub(super) fn parse_template_param_list(&mut self, depth: u32) -> Vec<DeclId> {
        self.bump(); // <
        let mut params = Vec::new();
        let mut index = 0u32;
        while !self.is(Punct::Gt) && !self.at_eof() {
            if self.split_greater() {
                break;
            }
            let Some(p) = self.parse_template_param(depth, index) else {
                break;
            };
            params.push(p);
            index += 1;
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.split_greater();
        if !self.eat(Punct::Gt) {
            self.error(Msg::ExpGt, Vec::new());
        }
        params
    }

    fn parse_template_param(&mut self, depth: u32, index: u32) -> Option<DeclId> {
        let scope = self.current_decl_scope();
        // `C T` / `C<U> T`: a type parameter with a type-constraint (C++20); its last
        // token stands where `typename` would.
        let mut constraint = None;
        let constrained = match self.type_constraint_len_at(0) {
            // (`C auto N` is a constrained value parameter.)
            Some(len)
                if matches!(
                    self.peek_at(len).kind,
                    TokenKind::Ident | TokenKind::Punct(Punct::Ellipsis)
                ) && !self.is_kw_at(len, self.kw.auto)
                    && !self.is_kw_at(len, self.kw.decltype) =>
            {
                constraint = self.parse_type_constraint();
                true
            }
            _ => false,
        };
        let k_class = !constrained && self.is_kw(self.kw.class);
        let k_typename = !constrained && self.is_kw(self.kw.typename);
        let is_type_param = constrained
            || (k_class || k_typename)
                && matches!(
                    self.peek_at(1).kind,
                    TokenKind::Ident
                        | TokenKind::Punct(
                            Punct::Ellipsis | Punct::Comma | Punct::Gt | Punct::Assign
                        )
                )
                && !(self.peek_at(1).kind == TokenKind::Ident
                    && (self.is_at(2, Punct::ColonColon)
                        || k_typename && self.is_at(2, Punct::Lt)));
        if is_type_param {
            if !constrained {
                self.bump(); // class / typename
            }
            let pack = self.eat(Punct::Ellipsis);
            // An unnamed parameter is where its name would be (the token after the key or
            // `...`): EDG's line directive in a template header goes there.
            let (name, pos) = if self.is_ident() {
                let t = self.bump();
                (DeclName::Ident(t.sym), t.loc)
            } else {
                (DeclName::Anonymous, self.pos())
            };
            let err = self.tu.types.error();
            let id = self.tu.add_decl(Decl::new(
                name,
                pos,
                Some(scope),
                DeclKind::TemplateTypeParam(TemplateTypeParam {
                    key: if k_class {
                        TypeParamKey::Class
                    } else {
                        TypeParamKey::Typename
                    },
                    depth,
                    index,
                    pack,
                    default: None,
                    self_ty: err,
                }),
            ));
            let ty = self.tu.types.intern(Type::TemplateParam(id));
            if let Some(c) = constraint {
                self.tu.param_constraints.insert(id, c);
            }
            if let Some(s) = name.ident() {
                self.scopes.declare_template_param(s, id);
            }
            let default = if self.eat(Punct::Assign) {
                Some(self.parse_type_id())
            } else {
                None
            };
            if let DeclKind::TemplateTypeParam(p) = &mut self.tu.decls[id].kind {
                p.self_ty = ty;
                p.default = default;
            }
            return Some(id);
        }
        if self.is_kw(self.kw.template) {
            let tpos = self.bump().loc;
            self.scopes.push(ScopeKind::TemplateParams);
            let inner = self.parse_template_param_list(depth + 1);
            self.scopes.pop();
            let key = if self.eat_kw(self.kw.typename) {
                TypeParamKey::Typename
            } else {
                self.eat_kw(self.kw.class);
                TypeParamKey::Class
            };
            let pack = self.eat(Punct::Ellipsis);
            let (name, pos) = if self.is_ident() {
                let t = self.bump();
                (DeclName::Ident(t.sym), t.loc)
            } else {
                (DeclName::Anonymous, tpos)
            };
            let default = if self.eat(Punct::Assign) {
                let qn = self.parse_qualified_name(false);
                qn.found.first().copied()
            } else {
                None
            };
            let id = self.tu.add_decl(Decl::new(
                name,
                pos,
                Some(scope),
                DeclKind::TemplateTemplateParam(Box::new(TemplateTemplateParam {
                    params: TemplateParamList {
                        template_pos: tpos,
                        params: inner,
                        requires: None,
                    },
                    key,
                    depth,
                    index,
                    pack,
                    default,
                })),
            ));
            if let Some(s) = name.ident() {
                self.scopes.declare_template_param(s, id);
            }
            return Some(id);
        }
        // A non-type parameter.
        let ds = self.parse_decl_specifiers();
        let Some(base) = ds.ty else {
            self.error(Msg::ExpTypeSpecifier, Vec::new());
            return None;
        };
        let d = self.parse_declarator(true);
        let ty = self.apply_declarator(base, &d);
        let name = d.decl_name();
        // Unnamed: where its name would be, after the declarator (`int *` `= p`).
        let pos = if name == DeclName::Anonymous {
            self.pos()
        } else {
            d.pos
        };
        let default = if self.eat(Punct::Assign) {
            Some(self.parse_template_default_expr())
        } else {
            None
        };
        let id = self.tu.add_decl(Decl::new(
            name,
            pos,
            Some(scope),
            DeclKind::TemplateValueParam(TemplateValueParam {
                ty,
                depth,
                index,
                pack: d.pack,
                default,
            }),
        ));
        if let Some(s) = name.ident() {
            self.scopes.declare_template_param(s, id);
        }
        Some(id)
    }

    fn parse_template_default_expr(&mut self) -> crate::il::ExprId {
        self.in_template_args += 1;
        let e = self.parse_assignment_expression();
        self.in_template_args -= 1;
        e
    }

    /// `< args >` (current token: `<`).
    pub fn parse_template_args(&mut self) -> Box<[TemplateArg]> {
        self.bump(); // <
        let mut args = Vec::new();
        let mut value_exprs = Vec::new();
        self.in_template_args += 1;
        while !self.is(Punct::Gt) && !self.at_eof() {
            if self.split_greater() {
                break;
            }
            // [temp.arg]/2: what can be a type-id is one; `_Tp(-1)` cannot, so it is an
            // expression (a functional cast) even though it starts like a type.
            // The type-id is parsed once and kept when it is one: parsing it again after a
            // tentative parse doubled the work at each nesting level (`A<A<A<…>>>`).
            let type_arg = if self.starts_type_id() && !self.is_value_name_ahead() {
                let (i, nd) = (self.i, self.diags.len());
                let t = self.parse_type_id();
                let ends = self.is(Punct::Comma) || self.is(Punct::Gt) || self.is(Punct::Ellipsis);
                if ends && self.diags.len() == nd {
                    Some(t)
                } else {
                    self.i = i;
                    self.diags.truncate(nd);
                    None
                }
            } else {
                None
            };
            let arg = if let Some(t) = type_arg {
                TemplateArg::Type(t)
            } else {
                let e = self.parse_assignment_expression();
                match self.tu.exprs[e].value.get() {
                    Some(crate::il::ConstValue::Int(v)) => {
                        value_exprs.resize(args.len(), None);
                        value_exprs.push(Some(e));
                        TemplateArg::Integral(v, self.tu.exprs[e].ty)
                    }
                    _ => TemplateArg::Expr(e),
                }
            };
            let arg = if self.eat(Punct::Ellipsis) {
                match arg {
                    TemplateArg::Type(t) => {
                        TemplateArg::Type(self.tu.types.intern(Type::PackExpansion(t)))
                    }
                    // A value pack expansion (`I...`, `__integer_pack(N)...`).
                    TemplateArg::Expr(e) => {
                        let (ty, pos) = (self.tu.exprs[e].ty, self.tu.exprs[e].pos);
                        TemplateArg::Expr(self.tu.add_expr(
                            crate::il::ExprKind::PackExpansion(e),
                            ty,
                            crate::il::ValueCategory::PrValue,
                            pos,
                        ))
                    }
                    other => other,
                }
            } else {
                arg
            };
            args.push(arg);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.in_template_args -= 1;
        self.split_greater();
        if !self.eat(Punct::Gt) {
            self.error(Msg::ExpGt, Vec::new());
        }
        value_exprs.resize(args.len(), None);
        self.last_value_arg_exprs = value_exprs;
        args.into()
    }

    /// An identifier that names a value (not a type) ahead.
    fn is_value_name_ahead(&self) -> bool {
        false
    }
}
