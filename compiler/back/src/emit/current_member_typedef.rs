//! `typename C< P...> ::m` naming a member typedef of the class template `C` through its
//! own parameters (the current instantiation), as a template argument.
//!
//! EDG looks such a name up at once: in the class's scope (an out-of-class member's
//! parameters and body) the argument is the member typedef, printed by its name
//! (`pair< viter, int> `); outside it (the return type before the member's name) the
//! typedef cannot be named and the argument is the type it stands for, canonical
//! (`pair< It< V> , It< V> > ` for `pair<typename Tree<K, V>::iterator, …>`). A member
//! typedef of a non-dependent type is that type either way (`pair< NB *, NB *> `). The
//! same name outside a template argument list keeps its written form.
//!
//! A base-specifier's template argument is resolved (canonical), except a class
//! template's member typedef of a dependent type, which keeps its name:
//! `class value_compare : public binary_function< value_type, value_type, bool> ` in a
//! nested class of `map`; `size_type` (an `int`) is `int` there.
//!
//! Inside a nested block of a function body (a block, or a controlled statement, within
//! the body's own block), a template argument naming a dependent member typedef of a
//! class template is the type it stands for as well: `{ Box< It< V> >  b; }`,
//! `if (a) { return pair< It< V> , It< V> > (…); }`, where the body's own statements keep
//! `Box< iterator> `.

use crate::il::{decl::Item, DeclId, DeclKind, Type, TypeId};

use super::Printer;

impl Printer<'_> {
    /// The text of the template argument `t` when it names a member typedef of the
    /// current instantiation.
    pub(super) fn current_member_typedef_arg(&self, t: TypeId) -> Option<Vec<u8>> {
        let (class, td) = self.current_member_typedef(t)?;
        let DeclKind::Typedef(tdd) = &self.tu.decl(td).kind else {
            return None;
        };
        let aliased = tdd.aliased;
        if !self.names_dependent_class(aliased, 0) {
            return Some(self.written_type_arg(aliased));
        }
        if self.is_current_class(class) {
            return Some(self.type_name(td));
        }
        Some(self.alias_type_text(self.tu.types.canonical(aliased)))
    }

    /// The text of the template argument `t`, a class template's member typedef of a
    /// dependent type, named in a nested block.
    pub(super) fn nested_block_member_typedef_arg(&self, t: TypeId) -> Option<Vec<u8>> {
        if !self.in_nested_block() || !self.in_function_body.get() {
            return None;
        }
        // The typedef may be under cv-qualifiers, references and pointers (`const
        // key_type &`): the whole argument is then the type it stands for.
        self.dependent_member_typedef(t)
            .then(|| self.alias_type_text(self.tu.types.canonical(t)))
    }

    /// Whether `decl` is a class template's member typedef standing for the dependent
    /// type `aliased`.
    fn member_typedef_of_template(&self, decl: DeclId, aliased: TypeId) -> bool {
        let Some(owner) = self.tu.decl(decl).parent else {
            return false;
        };
        matches!(self.tu.decl(owner).kind, DeclKind::Class(_))
            && (self.in_template(owner) || self.is_template_pattern(owner))
            && self.names_dependent_class(aliased, 0)
    }

    /// Whether `t` (under cv-qualifiers, references and pointers) is a class template's
    /// member typedef of a dependent type.
    pub(super) fn dependent_member_typedef(&self, t: TypeId) -> bool {
        let types = &self.tu.types;
        let mut inner = t;
        for _ in 0..16 {
            inner = match types.get(inner) {
                Type::Qualified(u, _)
                | Type::Pointer(u)
                | Type::LValueRef(u)
                | Type::RValueRef(u) => *u,
                _ => break,
            };
        }
        match types.get(inner) {
            Type::Typedef { decl, aliased, .. } => self.member_typedef_of_template(*decl, *aliased),
            _ => false,
        }
    }

    /// (class pattern, member typedef) for `typename C< P...> ::m`.
    pub(super) fn current_member_typedef(&self, t: TypeId) -> Option<(DeclId, DeclId)> {
        let Type::DependentName { qualifier, steps } = self.tu.types.get(t) else {
            return None;
        };
        let [step] = &steps[..] else { return None };
        if step.args.is_some() || step.template_kw {
            return None;
        }
        let Type::TemplateId { template, args, .. } = self.tu.types.get(*qualifier) else {
            return None;
        };
        let DeclKind::Template(tmpl) = &self.tu.decl(*template).kind else {
            return None;
        };
        let pattern = tmpl.pattern;
        let DeclKind::Class(c) = &self.tu.decl(pattern).kind else {
            return None;
        };
        let params = self.template_params_of(*template);
        let own = |i: usize, a: &crate::il::types::TemplateArg| {
            self.own_param(a, i)
                .is_some_and(|p| self.param_of_class_template(p, *template, pattern))
        };
        if params.len() != args.len() || !args.iter().enumerate().all(|(i, a)| own(i, a)) {
            return None;
        }
        let def = self.tu.class_definition(pattern).unwrap_or(pattern);
        let members = match &self.tu.decl(def).kind {
            DeclKind::Class(d) => &d.members,
            _ => &c.members,
        };
        let found = members.iter().find_map(|m| {
            match m {
                Item::Decl(x) => Some(*x),
                _ => None,
            }
            .filter(|&x| {
                matches!(self.tu.decl(x).kind, DeclKind::Typedef(_))
                    && self.tu.decl(x).name == crate::il::DeclName::Ident(step.name)
            })
        })?;
        Some((self.tu.first_decl(def), found))
    }

    /// The `i`th template argument when it is a `i`th template parameter itself.
    fn own_param(&self, a: &crate::il::types::TemplateArg, i: usize) -> Option<DeclId> {
        use crate::il::types::TemplateArg;
        let p = match a {
            TemplateArg::Type(t) => match self.tu.types.get(*t) {
                Type::TemplateParam(p) => *p,
                _ => return None,
            },
            TemplateArg::Expr(e) => match &self.tu.expr(*e).kind {
                crate::il::ExprKind::DeclRef { decl, .. } => *decl,
                _ => return None,
            },
            _ => return None,
        };
        let at = match &self.tu.decl(p).kind {
            DeclKind::TemplateTypeParam(tp) if !tp.pack => tp.index,
            DeclKind::TemplateValueParam(vp) if !vp.pack => vp.index,
            _ => return None,
        };
        (at as usize == i).then_some(p)
    }

    /// Whether the parameter `p` is one of the class template's own: declared by it, or
    /// by the header of one of its members defined outside it (`template<class K, class
    /// V> … Tree<K, V>::f`), whose return type, parameters or body is being printed.
    fn param_of_class_template(&self, p: DeclId, template: DeclId, pattern: DeclId) -> bool {
        let pattern = self.tu.first_decl(pattern);
        self.template_params_of(template).contains(&p)
            || self.member_return_type_of.get() == Some(pattern)
            || self.is_current_class(pattern)
    }
}
