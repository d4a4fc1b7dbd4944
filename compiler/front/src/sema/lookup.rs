//! Name lookup over the scope stack and the namespace/class tables.

use crate::il::{DeclId, DeclKind, Type};
use crate::parse::Parser;
use crate::pp::Symbol;
use crate::sema::scope::ScopeKind;
use std::collections::HashSet;

impl Parser<'_, '_> {
    /// Unqualified lookup of `name` from the current point: every declaration found in
    /// the innermost scope that has the name (an overload set, or one entity).
    pub fn lookup(&self, name: Symbol) -> Vec<DeclId> {
        self.lookup_where(name, &|_| true)
    }

    /// Unqualified lookup that sees only the declarations `keep` accepts: the first scope
    /// with such a declaration of `name` answers.
    fn lookup_where(&self, name: Symbol, keep: &dyn Fn(DeclId) -> bool) -> Vec<DeclId> {
        let pick =
            |v: &[DeclId]| -> Vec<DeclId> { v.iter().copied().filter(|&d| keep(d)).collect() };
        // Tables (of namespaces, classes, their bases and nominated namespaces) can only
        // answer a name some table has; else only the blocks that declare it can.
        if !self.scopes.in_some_table(name) {
            return self
                .scopes
                .binding_scopes(name)
                .find_map(|s| {
                    s.names
                        .get(&name)
                        .map(|v| pick(v))
                        .filter(|v| !v.is_empty())
                })
                .unwrap_or_default();
        }
        for s in self.scopes.lookup_path(name) {
            if let Some(v) = s.names.get(&name) {
                let found = pick(v);
                if !found.is_empty() {
                    return found;
                }
            }
            let found = match s.kind {
                ScopeKind::Namespace(d) => pick(&self.lookup_in_namespace(d, name)),
                ScopeKind::Class(d) => pick(&self.lookup_in_class(d, name)),
                _ => Vec::new(),
            };
            if !found.is_empty() {
                return found;
            }
            for &u in &s.using_dirs {
                let found = pick(&self.lookup_in_namespace(u, name));
                if !found.is_empty() {
                    return found;
                }
            }
        }
        Vec::new()
    }

    /// Lookup of a name before `::` ([basic.lookup.qual]): only namespaces, types and
    /// templates count, so a parameter `system` does not hide `system::detail`.
    pub fn lookup_qualifier_name(&self, name: Symbol) -> Vec<DeclId> {
        let found = self.lookup(name);
        if found.is_empty() || found.iter().any(|&d| self.names_scope_or_type(d)) {
            return found;
        }
        let scoped = self.lookup_where(name, &|d| self.names_scope_or_type(d));
        if scoped.is_empty() {
            found
        } else {
            scoped
        }
    }

    fn names_scope_or_type(&self, d: DeclId) -> bool {
        !matches!(
            self.tu.decls[d].kind,
            DeclKind::Var(_)
                | DeclKind::Function(_)
                | DeclKind::Param(_)
                | DeclKind::Enumerator(_)
                | DeclKind::TemplateValueParam(_)
        )
    }

    /// Qualified lookup in a namespace: its own names, then namespaces nominated by
    /// using-directives in it (anonymous and inline namespaces included), transitively.
    pub fn lookup_in_namespace(&self, ns: DeclId, name: Symbol) -> Vec<DeclId> {
        let own = self.scopes.table_lookup(ns, name);
        let Some(nominated) = self.scopes.using_dirs.get(&ns) else {
            // No using-directives: the table's list (its entries are distinct).
            return own.to_vec();
        };
        let mut seen: HashSet<DeclId> = HashSet::from([ns]);
        let mut out = own.to_vec();
        let mut found: HashSet<DeclId> = out.iter().copied().collect();
        let mut work: Vec<DeclId> = nominated
            .iter()
            .copied()
            .filter(|&u| seen.insert(u))
            .collect();
        // Depth first, the directive written last first (as the namespaces were always
        // visited).
        while let Some(n) = work.pop() {
            for &d in self.scopes.table_lookup(n, name) {
                if found.insert(d) {
                    out.push(d);
                }
            }
            if let Some(us) = self.scopes.using_dirs.get(&n) {
                work.extend(us.iter().copied().filter(|&u| seen.insert(u)));
            }
        }
        out
    }

    /// Lookup in a class and its bases (first base that has the name wins; no ambiguity
    /// checking yet).
    pub fn lookup_in_class(&self, class: DeclId, name: Symbol) -> Vec<DeclId> {
        self.first_found_in_class_or_bases(class, |c| self.scopes.table_lookup(c, name).to_vec())
    }

    /// Lookup of a member named through an object (`o.reset`): a using-declaration of a
    /// dependent base's member unknown in the template (no targets) stands for the name
    /// only inside the class template; from outside lookup goes on into the bases.
    pub fn lookup_member_of_object(&self, class: DeclId, name: Symbol) -> Vec<DeclId> {
        let unknown = |d: DeclId| {
            matches!(&self.tu.decls[d].kind,
                DeclKind::Using(u) if u.targets.is_empty() && !u.enum_kw)
        };
        self.first_found_in_class_or_bases(class, |c| {
            let found = self.scopes.table_lookup(c, name);
            found.iter().copied().filter(|&d| !unknown(d)).collect()
        })
    }

    /// What `find` finds in `class` (by first declaration), else in the first base, breadth
    /// first, where it finds something (no ambiguity check yet).
    pub fn first_found_in_class_or_bases(
        &self,
        class: DeclId,
        find: impl Fn(DeclId) -> Vec<DeclId>,
    ) -> Vec<DeclId> {
        let mut work = std::collections::VecDeque::from([self.tu.first_decl(class)]);
        let mut seen: HashSet<DeclId> = HashSet::new();
        while let Some(c) = work.pop_front() {
            if !seen.insert(c) {
                continue;
            }
            let found = find(c);
            if !found.is_empty() {
                return found;
            }
            let def = self.class_definition(c);
            if let DeclKind::Class(cd) = &self.tu.decls[def].kind {
                for b in &cd.bases {
                    if let Some(bc) = self.class_of_type(b.ty) {
                        work.push_back(self.tu.first_decl(bc));
                    }
                }
            }
        }
        Vec::new()
    }

    /// Whether member `m` of `class` is reached only through a dependent base
    /// ([temp.dep.type]: such a member is not a member of the current instantiation, so an
    /// expression naming it is type-dependent and bound at instantiation).
    pub fn member_of_dependent_base(&self, class: DeclId, m: DeclId) -> bool {
        let Some(owner) = self.tu.decls[m].parent else {
            return false;
        };
        let owner = self.tu.first_decl(owner);
        let mut work = std::collections::VecDeque::from([self.tu.first_decl(class)]);
        let mut seen: HashSet<DeclId> = HashSet::new();
        let mut dependent_base = false;
        while let Some(c) = work.pop_front() {
            if c == owner {
                return false;
            }
            if !seen.insert(c) {
                continue;
            }
            let def = self.class_definition(c);
            if let DeclKind::Class(cd) = &self.tu.decls[def].kind {
                for b in &cd.bases {
                    if self.is_dependent_type(b.ty) {
                        dependent_base = true;
                    } else if let Some(bc) = self.class_of_type(b.ty) {
                        work.push_back(self.tu.first_decl(bc));
                    }
                }
            }
        }
        dependent_base
    }

    /// `X<args>::name` where the primary and its bases have no such member: the name as
    /// the specializations of the class and of its bases' templates declare it, the first
    /// that has it (no argument matching: this says what kind of name it is; the member
    /// of the specialization the arguments select is `specialization::member_typedef`'s).
    fn lookup_in_specializations(&self, class: DeclId, name: Symbol) -> Vec<DeclId> {
        self.lookup_in_specializations_at(class, name, 0)
    }

    fn lookup_in_specializations_at(&self, class: DeclId, name: Symbol, depth: u32) -> Vec<DeclId> {
        if depth > 16 {
            return Vec::new();
        }
        let mut work = std::collections::VecDeque::from([self.tu.first_decl(class)]);
        let mut seen: HashSet<DeclId> = HashSet::new();
        while let Some(c) = work.pop_front() {
            if !seen.insert(c) || seen.len() > 256 {
                continue;
            }
            let mut classes = vec![c];
            if let Some(DeclKind::Template(td)) =
                self.tu.decls[c].parent.map(|p| &self.tu.decls[p].kind)
            {
                classes.extend(td.specializations.iter().copied());
            }
            for k in classes {
                // The class itself was searched by the caller; its bases were not.
                if k != self.tu.first_decl(class) {
                    let found = self.lookup_in_class(k, name);
                    if !found.is_empty() {
                        return found;
                    }
                }
                if let DeclKind::Class(cd) = &self.tu.decls[self.class_definition(k)].kind {
                    work.extend(
                        cd.bases
                            .iter()
                            .filter_map(|b| {
                                self.class_of_type(b.ty)
                                    .or_else(|| self.class_of_member_typedef(b.ty, depth + 1))
                            })
                            .map(|b| self.tu.first_decl(b)),
                    );
                }
            }
        }
        Vec::new()
    }

    /// The class a base written `typename Y<T>::type` names, by name: the class the first
    /// typedef `type` of `Y` (or of its specializations) aliases. What kind of name a
    /// member is needs no more (the specialization the arguments select decides the rest).
    fn class_of_member_typedef(&self, t: crate::il::TypeId, depth: u32) -> Option<DeclId> {
        let Type::DependentName { qualifier, steps } = self.tu.types.get(t) else {
            return None;
        };
        let [step] = &steps[..] else { return None };
        if depth > 16 {
            return None;
        }
        let q = self.class_of_type(*qualifier)?;
        let mut found = self.lookup_in_class(q, step.name);
        if found.is_empty() {
            found = self.lookup_in_specializations_at(q, step.name, depth + 1);
        }
        found.iter().find_map(|&d| match &self.tu.decls[d].kind {
            DeclKind::Typedef(td) => self
                .class_of_type(td.aliased)
                .or_else(|| self.class_of_member_typedef(td.aliased, depth + 1)),
            DeclKind::Class(_) => Some(d),
            _ => None,
        })
    }

    /// The defining declaration of a class or enum (or the declaration itself when
    /// incomplete).
    pub fn class_definition(&self, class: DeclId) -> DeclId {
        let first = self.tu.first_decl(class);
        self.scopes.class_defs.get(&first).copied().unwrap_or(class)
    }

    /// The class declaration a type names (through sugar and template-ids: the pattern of
    /// a class template for a specialization that has no instance yet).
    pub fn class_of_type(&self, t: crate::il::TypeId) -> Option<DeclId> {
        let c = self.tu.types.unqualified(t);
        match self.tu.types.get(c) {
            Type::Class(d) => Some(*d),
            Type::TemplateId { template, .. } => match &self.tu.decls[*template].kind {
                DeclKind::Template(td) => Some(td.pattern),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether `t` (through pointers, references and cv) is the current instantiation or a
    /// class nested in it ([temp.dep.type]): a class template's pattern or a member class of
    /// one. An argument of such a type makes a call type-dependent (`dc(*this)`).
    /// `guard.m` where `guard`'s class is a dependent specialization other than the
    /// current instantiation: the member found in the primary template may not be the
    /// one instantiation finds, so an assignment to it converts nothing yet
    /// (`(guard.m_g) = 0;`).
    pub fn member_of_dependent_object(&self, e: crate::il::ExprId) -> bool {
        let mut e = e;
        while let crate::il::ExprKind::Paren(x) = self.tu.exprs[e].kind {
            e = x;
        }
        let crate::il::ExprKind::Member { base, arrow, .. } = self.tu.exprs[e].kind else {
            return false;
        };
        let bt = self.tu.types.non_reference(self.tu.exprs[base].ty);
        let object = if arrow {
            self.tu.types.pointee(bt).unwrap_or(bt)
        } else {
            bt
        };
        crate::il::template_query::names_template_param(&self.tu, object)
            && !self.is_current_instantiation_type(object)
    }

    pub fn is_current_instantiation_type(&self, t: crate::il::TypeId) -> bool {
        let mut t = self.tu.types.non_reference(t);
        while let Some(p) = self.tu.types.pointee(t) {
            t = p;
        }
        let Type::Class(mut c) = *self.tu.types.get(self.tu.types.unqualified(t)) else {
            return false;
        };
        // While its template is being parsed the pattern has no template parent yet: a
        // class open inside a template parameter scope is the current instantiation.
        let first = self.tu.first_decl(c);
        let stack = self.scopes.stack();
        if let Some(i) = stack.iter().rposition(|s| {
            matches!(s.kind, crate::sema::scope::ScopeKind::Class(k) if self.tu.first_decl(k) == first)
        }) {
            let explicit = matches!(&self.tu.decls[c].kind, DeclKind::Class(cd)
                if cd.specialization.as_ref().is_some_and(|s| s.kind != crate::il::decl::SpecializationKind::Partial));
            if !explicit
                && stack[..i]
                    .iter()
                    .any(|s| s.kind == crate::sema::scope::ScopeKind::TemplateParams)
            {
                return true;
            }
        }
        for _ in 0..64 {
            let Some(parent) = self.tu.decls[c].parent else {
                return false;
            };
            match &self.tu.decls[parent].kind {
                DeclKind::Template(td) => {
                    return td.param_lists.iter().any(|l| !l.params.is_empty())
                }
                DeclKind::Class(_) => c = parent,
                _ => return false,
            }
        }
        false
    }

    /// Whether a type depends on a template parameter ([temp.dep.type]): unlike
    /// [`crate::il::TypeTable::is_dependent`], a template-id is dependent only through its
    /// arguments or a template that is itself dependent (a template template parameter, a
    /// member of a class template's pattern): `duration<long>` is not.
    pub fn is_dependent_type(&self, t: crate::il::TypeId) -> bool {
        self.tu
            .types
            .is_dependent_with(t, &|template| self.template_is_dependent(template))
    }

    fn template_is_dependent(&self, template: DeclId) -> bool {
        if !matches!(self.tu.decls[template].kind, DeclKind::Template(_)) {
            return true;
        }
        let mut parent = self.tu.decls[template].parent;
        while let Some(p) = parent {
            if let DeclKind::Class(c) = &self.tu.decls[p].kind {
                let partial = c
                    .specialization
                    .as_ref()
                    .is_some_and(|s| s.kind == crate::il::decl::SpecializationKind::Partial);
                if partial || self.template_of_class.contains_key(&self.tu.first_decl(p)) {
                    return true;
                }
            }
            parent = self.tu.decls[p].parent;
        }
        false
    }

    /// Qualified lookup in whatever scope `scope` is (namespace, class, enum).
    pub fn lookup_qualified(&self, scope: DeclId, name: Symbol) -> Vec<DeclId> {
        match &self.tu.decls[scope].kind {
            DeclKind::Namespace(n) => self.lookup_in_namespace(n.original.unwrap_or(scope), name),
            DeclKind::TranslationUnit { .. } => self.lookup_in_namespace(scope, name),
            DeclKind::Class(_) => {
                let found = self.lookup_in_class(scope, name);
                if !found.is_empty() {
                    return found;
                }
                self.lookup_in_specializations(scope, name)
            }
            DeclKind::Enum(_) => match &self.tu.decls[self.class_definition(scope)].kind {
                DeclKind::Enum(e) => e.enumerators.as_slice(),
                _ => &[],
            }
            .iter()
            .copied()
            .filter(|&en| self.tu.decls[en].name.ident() == Some(name))
            .collect(),
            DeclKind::Template(t) => self.lookup_in_class(t.pattern, name),
            DeclKind::Typedef(td) => match self.class_of_type(td.aliased) {
                Some(c) => self.lookup_in_class(c, name),
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// Whether `d` declares a type (class, enum, typedef, template type parameter).
    pub fn is_type_decl(&self, d: DeclId) -> bool {
        matches!(
            self.tu.decls[d].kind,
            DeclKind::Class(_)
                | DeclKind::Enum(_)
                | DeclKind::Typedef(_)
                | DeclKind::TemplateTypeParam(_)
        )
    }

    /// Whether `d` is a class template or alias template (or a template template param).
    pub fn is_type_template(&self, d: DeclId) -> bool {
        match &self.tu.decls[d].kind {
            // A class template whose definition is being parsed has no pattern yet; its
            // injected name (`G<int>` inside `G`) still names it.
            DeclKind::Template(t) if t.pattern == DeclId(0) => {
                self.template_of_class.values().any(|&v| v == d)
            }
            DeclKind::Template(t) => self.is_type_decl(t.pattern),
            DeclKind::TemplateTemplateParam(_) => true,
            _ => false,
        }
    }

    /// Whether any of `ds` is a template (of any kind).
    pub fn is_template_name(&self, ds: &[DeclId]) -> bool {
        ds.iter().any(|&d| {
            matches!(
                self.tu.decls[d].kind,
                DeclKind::Template(_) | DeclKind::TemplateTemplateParam(_)
            ) || self.open_function_templates.contains(&d)
        })
    }

    /// In a template, an enumerator of another class template's pattern (reached through a
    /// using-declaration naming a dependent base's member): a specialization of that
    /// template may give it another value, so it is value-dependent ([temp.dep.constexpr]).
    pub fn is_foreign_template_enumerator(&self, d: DeclId) -> bool {
        if !self.scopes.in_template() || !matches!(self.tu.decls[d].kind, DeclKind::Enumerator(_)) {
            return false;
        }
        // enumerator → enum → class (or the enum's own scope for an unnamed one)
        let mut owner = self.tu.decls[d].parent;
        while let Some(o) = owner {
            if matches!(self.tu.decls[o].kind, DeclKind::Class(_)) {
                break;
            }
            if !matches!(self.tu.decls[o].kind, DeclKind::Enum(_)) {
                return false;
            }
            owner = self.tu.decls[o].parent;
        }
        let Some(class) = owner else { return false };
        let pattern_of_template = self.tu.decls[class]
            .parent
            .is_some_and(|t| matches!(self.tu.decls[t].kind, DeclKind::Template(_)));
        if !pattern_of_template {
            return false;
        }
        // Inside that class itself (or a class nested in it) the member is its own.
        !self.class_is_open(class)
    }

    /// `tid` is a template-id of a class template whose definition is open here (the
    /// current instantiation, or near enough: its members are its own).
    pub fn names_open_class_template(&self, tid: crate::il::TypeId) -> bool {
        let Type::TemplateId { template, .. } = self.tu.types.get(tid) else {
            return false;
        };
        let DeclKind::Template(td) = &self.tu.decls[*template].kind else {
            return false;
        };
        self.class_is_open(td.pattern)
    }

    /// Whether `class`'s definition (any declaration of it) encloses this point.
    fn class_is_open(&self, class: DeclId) -> bool {
        let first = self.tu.first_decl(class);
        self.scopes
            .stack()
            .iter()
            .any(|s| matches!(s.kind, ScopeKind::Class(k) if self.tu.first_decl(k) == first))
    }
}
