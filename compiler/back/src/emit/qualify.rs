//! The qualifier a type name gets where it is printed (D-TYPE, probes q1/q2 of session 4).
//!
//! EDG prints a class, enum, typedef or template by the shortest qualified name that
//! finds it from the scope being printed: the entity's enclosing namespaces and classes,
//! innermost first, up to the first one that also encloses the printing scope
//! (`namespace a { K k; }` but `a::K k;` outside, `S::F` inside `a`). Anonymous namespaces
//! are skipped (their using-directive makes them transparent); inline namespaces are not.
//! When the first name of that qualifier would find something else from the printing
//! scope (`namespace n3 { namespace n2 {} }` hides `::n2`), one more scope is added, up
//! to a leading `::`. Names written in expressions are not affected: they print as written.

use std::collections::HashMap;

use crate::il::{DeclId, DeclKind, DeclName, TranslationUnit};
use crate::pp::Symbol;

use super::Printer;

/// Scope members by name: (canonical scope, name) → canonical members.
pub type MembersByName = HashMap<(DeclId, Symbol), Vec<DeclId>>;

impl Printer<'_> {
    /// The scopes enclosing `cur` (outermost first, `cur`), then, for an out-of-line member
    /// function's body, its class's scopes: the body is in the class's scope too (`template< class C> void os< C>
    /// ::ins() { std::ios_base::iostate e; }` as in the class).
    fn scopes_of(&self, cur: DeclId) -> Vec<DeclId> {
        let tu = self.tu;
        let mut lexical = tu.ancestors(cur);
        lexical.push(cur);
        if let Some(c) = lexical
            .iter()
            .find_map(|&a| self.out_of_line_member_class(a))
        {
            for a in tu.ancestors(c).into_iter().chain([c]) {
                if !lexical.contains(&a) {
                    lexical.push(a);
                }
            }
        }
        lexical
    }

    /// The class of a member function defined outside it (`void os< C> ::ins() {…}`).
    fn out_of_line_member_class(&self, f: DeclId) -> Option<DeclId> {
        let tu = self.tu;
        let d = tu.decl(f);
        if !matches!(d.kind, DeclKind::Function(_)) || d.qualifier.is_none() {
            return None;
        }
        // A member of a plain class: the class its qualifier names (a member template
        // defined outside is not linked to its declaration: `template< class F> void
        // bd::gi(F, const pt &)` sees `pt`).
        if let Some(crate::il::expr::QualifierPart::Type(t)) =
            d.qualifier.as_ref().and_then(|q| q.parts.last())
        {
            if let crate::il::Type::Class(c) = tu.types.get(tu.types.canonical(*t)) {
                if tu.decl(*c).instance_of.is_none() {
                    return Some(*c);
                }
            }
        }
        let first = tu.first_decl(f);
        let p = tu.decl(first).parent?;
        let p = match &tu.decl(p).kind {
            DeclKind::Template(_) => tu.decl(p).parent?,
            _ => p,
        };
        // A member template's definition not linked to its declaration: the class its
        // qualifier names (`template< class I> void V< T> ::f(I, N::tag)`).
        if matches!(tu.decl(p).kind, DeclKind::Class(_)) {
            Some(p)
        } else {
            self.qualifier_class(f)
        }
    }

    /// The class a friend function being printed is declared in (`friend_home`), if any.
    fn friend_home_class(&self) -> Option<DeclId> {
        let mut p = self.friend_home.get();
        for _ in 0..10_000 {
            let x = p?;
            if matches!(self.tu.decl(x).kind, DeclKind::Class(_)) {
                return Some(self.canon(x));
            }
            p = self.tu.decl(x).parent;
        }
        None
    }

    /// `a::b::` (or `::a::`, or nothing) for a type declaration printed in the current
    /// scope. Nothing when the entity's scopes cannot be named (local, template members).
    pub fn scope_qualifier(&self, d: DeclId) -> Vec<u8> {
        let tu = self.tu;
        let cur = self.scope.get();
        let scopes = self.scopes_of(cur);
        let cur_chain: Vec<DeclId> = {
            let mut v: Vec<DeclId> = scopes.iter().map(|&a| self.canon(a)).collect();
            // A base class's members are in scope in its derived classes (`mask` from
            // `ctype_base` inside `ctype<char>`): the bases of the enclosing class
            // definitions, transitively.
            let mut classes: Vec<DeclId> = scopes.clone();
            let mut i = 0;
            while i < classes.len() && classes.len() < 4096 {
                if let DeclKind::Class(cd) = &tu.decl(classes[i]).kind {
                    for b in &cd.bases {
                        let t = tu.types.canonical(b.ty);
                        if let crate::il::Type::Class(bc) = tu.types.get(t) {
                            if !v.contains(&self.canon(*bc)) {
                                v.push(self.canon(*bc));
                                classes.push(*bc);
                            }
                        }
                    }
                }
                i += 1;
            }
            // A friend's parameters are named from its class alone, the namespaces
            // around it not entered (`friend void q(po, N::other *)` in `N::po`).
            if self.in_friend_params.get() {
                // Nor are the classes around its class (`const std::locale &` in
                // `class locale::id`, in `locale::_Impl`, in a class nested in `locale`).
                let home = self.friend_home_class();
                let outer: Vec<DeclId> = home
                    .map(|h| tu.ancestors(h).iter().map(|&a| self.canon(a)).collect())
                    .unwrap_or_default();
                v.retain(|&s| {
                    s == TranslationUnit::ROOT
                        || !(matches!(tu.decl(s).kind, DeclKind::Namespace(_))
                            || outer.contains(&s) && Some(s) != home)
                });
            }
            v
        };
        // The class a friend is declared in is named by its injected name (`po`), a
        // friend of another namespace's function too (`friend void std::rethrow_exception(
        // exception_ptr)` in `std::__exception_ptr::exception_ptr`); its template's other
        // specializations are not (`std::nd< T1>` in `nd< T>`).
        if self.in_friend_params.get()
            && !matches!(tu.decl(d).kind, DeclKind::Template(_))
            && match self.friend_home_class() {
                Some(h) => h == self.canon(d),
                None => scopes.iter().any(|&s| self.canon(s) == self.canon(d)),
            }
        {
            return Vec::new();
        }
        if let Some(q) = self.friend_member_qualifier(d, &cur_chain) {
            return q;
        }
        // The minimal qualifier: named scopes until one encloses the printing scope.
        // A member of an anonymous namespace the printing scope is not in is named
        // from the global scope (`o::P` even inside `o`).
        let mut chain: Vec<DeclId> = Vec::new();
        let mut p = tu.decl(d).parent;
        let mut through_anonymous = false;
        loop {
            let Some(s) = p else { return Vec::new() };
            let at_root = s == TranslationUnit::ROOT;
            if cur_chain.contains(&self.canon(s)) && (!through_anonymous || at_root) {
                break;
            }
            match self.nameable_scope(s) {
                Some(true) => chain.push(s),
                Some(false) => {
                    through_anonymous |= matches!(tu.decl(s).kind, DeclKind::Namespace(_))
                }
                None => return Vec::new(),
            }
            p = tu.decl(s).parent;
        }
        // Widen while the first name is hidden from the printing scope.
        let mut global = false;
        let mut steps = 0;
        loop {
            let first = chain.last().copied().unwrap_or(d);
            if !self.hidden_from(first, cur) {
                break;
            }
            steps += 1;
            let mut next = tu.decl(first).parent;
            loop {
                match next {
                    None => break,
                    Some(s) if s == TranslationUnit::ROOT => break,
                    Some(s) => match self.nameable_scope(s) {
                        Some(true) => break,
                        Some(false) => next = tu.decl(s).parent,
                        None => return Vec::new(),
                    },
                }
            }
            match next {
                Some(s) if s != TranslationUnit::ROOT && steps < 1000 => chain.push(s),
                _ => {
                    global = true;
                    break;
                }
            }
        }
        let mut out = Vec::new();
        if global {
            out.extend_from_slice(b"::");
        }
        for &s in chain.iter().rev() {
            out.extend_from_slice(tu.name_bytes(s));
            out.extend_from_slice(b"::");
        }
        out
    }

    /// Whether non-dependent type `d` is named through its namespace (`::Z`, `::G< int>`,
    /// `ns::H< int>`): inside a class template (or partial specialization) with a
    /// dependent base class, whose members could hide the unqualified name at
    /// instantiation (not in the base clause itself), and for a mem-initializer's
    /// template-id base (`::B< int> (1)`).
    pub fn needs_full_qualification(&self, d: DeclId) -> bool {
        let tu = self.tu;
        let in_template = |x: DeclId| {
            let mut chain = tu.ancestors(x);
            chain.push(x);
            chain
                .iter()
                .any(|&a| matches!(tu.decl(a).kind, DeclKind::Template(_)))
        };
        if in_template(d) && !matches!(tu.decl(d).kind, DeclKind::Template(_)) {
            return false;
        }
        if self.in_mem_init_base.get()
            && (matches!(tu.decl(d).kind, DeclKind::Template(_))
                || tu.decl(d).instance_of.is_some())
        {
            return true;
        }
        // A base clause is in its class's scope only for a nested class (`struct I2 :
        // public alloc_type, public ::D0` in a class template; `W : public A, public D0`).
        let cur = self.scope.get();
        let nested = tu
            .decl(cur)
            .parent
            .is_some_and(|p| matches!(tu.decl(p).kind, DeclKind::Class(_)));
        let scopes = self.scopes_of(cur);
        scopes.iter().any(|&s| match &tu.decl(s).kind {
            DeclKind::Class(c) => {
                let own_base_clause = self.in_base_clause.get() && s == cur && !nested;
                in_template(s)
                    && c.bases
                        .iter()
                        .any(|b| crate::il::template_query::names_template_param(tu, b.ty))
                    && (!own_base_clause || self.outside_base_clause_namespace(d, cur))
            }
            _ => false,
        })
    }

    /// Whether a scope prints in a qualifier (`Some(true)`), is skipped (`Some(false)`:
    /// anonymous namespaces, linkage blocks) or cannot be named (`None`: functions,
    /// templates, anonymous classes, lambdas, instances).
    pub(super) fn nameable_scope(&self, s: DeclId) -> Option<bool> {
        let decl = self.tu.decl(s);
        match &decl.kind {
            DeclKind::Namespace(_) => Some(decl.name != DeclName::Anonymous),
            DeclKind::Linkage(_) => Some(false),
            DeclKind::Class(c) => {
                let pattern = decl
                    .parent
                    .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Template(_)));
                let named = matches!(decl.name, DeclName::Ident(_));
                (named && !c.is_lambda && !pattern && decl.instance_of.is_none()).then_some(true)
            }
            _ => None,
        }
    }

    /// A scope by its first declaration (a reopened namespace, a class declared before
    /// its definition).
    pub(super) fn canon(&self, d: DeclId) -> DeclId {
        match &self.tu.decl(d).kind {
            DeclKind::Namespace(n) => n.original.unwrap_or(d),
            _ => self.tu.first_decl(d),
        }
    }

    /// Whether an unqualified lookup of `d`'s name from `cur` finds something else first.
    fn hidden_from(&self, d: DeclId, cur: DeclId) -> bool {
        // (an out-of-line member's class scopes are searched first)
        let scopes = self.scopes_of(cur);
        if let DeclKind::Template(t) = &self.tu.decl(d).kind {
            if self.template_hidden_by_injected_name(d, t.pattern, &scopes) {
                return true;
            }
        }
        let DeclName::Ident(name) = self.tu.decl(d).name else {
            return false;
        };
        let target = self.canon(d);
        let map = self.members_by_name();
        for &s in scopes.iter().rev() {
            if let Some(found) = map.get(&(self.canon(s), name)) {
                return !found.contains(&target);
            }
        }
        false
    }

    /// Inside a specialization of class template `template` (partial or explicit), the
    /// injected-class-name names that specialization, not the template: the template's
    /// other specializations are qualified (`::A< T>` in `A< T *>`, `ns::B< T, T> `).
    fn template_hidden_by_injected_name(
        &self,
        template: DeclId,
        pattern: DeclId,
        scopes: &[DeclId],
    ) -> bool {
        let DeclName::Ident(name) = self.tu.decl(pattern).name else {
            return false;
        };
        scopes.iter().rev().any(|&s| {
            let decl = self.tu.decl(s);
            match &decl.kind {
                DeclKind::Class(c) if decl.name == DeclName::Ident(name) && s != pattern => {
                    // (a template declared twice has two declarations: compare by scope)
                    c.specialization.as_ref().is_some_and(|sp| {
                        sp.template == template
                            || self.tu.decl(sp.template).parent == self.tu.decl(template).parent
                    })
                }
                _ => false,
            }
        })
    }

    fn members_by_name(&self) -> std::cell::Ref<'_, MembersByName> {
        if self.members_by_name.borrow().is_none() {
            let mut map: MembersByName = HashMap::new();
            for (id, decl) in self.tu.decls.iter() {
                let (DeclName::Ident(name), Some(parent)) = (decl.name, decl.parent) else {
                    continue;
                };
                // Only entities hide a name (not using-declarations, labels, ...); a
                // constructor is never found by name lookup.
                let entity = matches!(
                    decl.kind,
                    DeclKind::Var(_)
                        | DeclKind::Function(_)
                        | DeclKind::Param(_)
                        | DeclKind::Typedef(_)
                        | DeclKind::Class(_)
                        | DeclKind::Enum(_)
                        | DeclKind::Enumerator(_)
                        | DeclKind::Namespace(_)
                        | DeclKind::NamespaceAlias { .. }
                        | DeclKind::Template(_)
                );
                // (a constructor template too: `template<class U> pr(const pr< U> &)`)
                let function = match &decl.kind {
                    DeclKind::Function(_) => true,
                    DeclKind::Template(t) => {
                        matches!(self.tu.decl(t.pattern).kind, DeclKind::Function(_))
                    }
                    _ => false,
                };
                let constructor = function && self.tu.decl(parent).name == decl.name;
                if decl.instance_of.is_some() || decl.implicit || !entity || constructor {
                    continue;
                }
                // Members of anonymous namespaces and linkage blocks are found in the
                // enclosing scope; a template is found by its name where it is declared.
                let mut scope = parent;
                while self.transparent(scope) {
                    match self.tu.decl(scope).parent {
                        Some(p) => scope = p,
                        None => break,
                    }
                }
                let entry = map.entry((self.canon(scope), name)).or_default();
                let c = self.canon(id);
                if !entry.contains(&c) {
                    entry.push(c);
                }
            }
            *self.members_by_name.borrow_mut() = Some(map);
        }
        std::cell::Ref::map(self.members_by_name.borrow(), |m| {
            m.as_ref().expect("built above")
        })
    }

    /// Scopes whose members are found in the enclosing scope.
    fn transparent(&self, s: DeclId) -> bool {
        let decl = self.tu.decl(s);
        match &decl.kind {
            DeclKind::Namespace(_) => decl.name == DeclName::Anonymous,
            DeclKind::Linkage(_) | DeclKind::Template(_) => true,
            _ => false,
        }
    }

    /// Printing a base-specifier's own type (not one of its template arguments): the
    /// grammar has no place for `typename` there.
    pub(super) fn names_base_specifier(&self) -> bool {
        self.in_base_clause.get() && self.base_clause_arg_depth.get() == 0
    }
}
