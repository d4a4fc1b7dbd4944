//! A member type of an enclosing class template, named from a nested class that has a
//! dependent base.
//!
//! A dependent base of the nested class could declare the same name at instantiation, so
//! EDG keeps the name as the dependent `typename VB< T, A> ::pointer` (a type) or
//! `VB< T, A> ::alloc_type` (a mem-initializer's base), from the class, its members and
//! member functions alike. The base clause prints the names as written, and a class names
//! itself by its injected name. Such a base is never matched with the base it names, so
//! its mem-initializer goes after the bases' (see `mem_init_order`).

use crate::il::{DeclId, DeclKind, Type};

use super::Printer;

impl Printer<'_> {
    /// `typename VB< T, A> ::` (without `typename` for a mem-initializer's base) when the
    /// type declaration `d` is a member of an enclosing class template named from a nested
    /// class with a dependent base.
    pub(super) fn enclosing_template_member_qualifier(&self, d: DeclId) -> Option<Vec<u8>> {
        if self.in_base_clause.get() {
            return None;
        }
        let owner = self.tu.first_decl(self.tu.decl(d).parent?);
        if !matches!(self.tu.decl(owner).kind, DeclKind::Class(_))
            || !(self.in_template(owner) || self.is_template_pattern(owner))
        {
            return None;
        }
        let d = self.tu.first_decl(d);
        let mut inner_has_dependent_base = false;
        let mut cur = Some(self.scope.get());
        let mut reached = false;
        for _ in 0..10_000 {
            let Some(s) = cur else { break };
            let s = self.tu.first_decl(s);
            if s == owner {
                reached = true;
                break;
            }
            if matches!(self.tu.decl(s).kind, DeclKind::Class(_)) {
                if s == d {
                    return None;
                }
                inner_has_dependent_base |= self.has_dependent_base(s);
            }
            cur = self.scope_parent(s);
        }
        if !reached || !inner_has_dependent_base {
            return None;
        }
        let mut v = Vec::new();
        if !self.in_mem_init_base.get() {
            v.extend_from_slice(b"typename ");
        }
        v.extend_from_slice(&self.enclosing_class_path(owner));
        Some(v)
    }

    /// The enclosing scope of `s` as the printing scope sees it: an out-of-class member
    /// function's class is the one its qualifier names.
    pub(super) fn scope_parent(&self, s: DeclId) -> Option<DeclId> {
        self.qualifier_class(s).or(self.tu.decl(s).parent)
    }

    /// `VB< T, A> ::N4::` for a class of a class template.
    fn enclosing_class_path(&self, class: DeclId) -> Vec<u8> {
        let mut chain = vec![class];
        let mut c = class;
        while !self.is_template_pattern(c) {
            match self.tu.decl(c).parent {
                Some(p) if matches!(self.tu.decl(p).kind, DeclKind::Class(_)) => {
                    c = self.tu.first_decl(p);
                    chain.push(c);
                }
                _ => break,
            }
        }
        let mut v = Vec::new();
        for &c in chain.iter().rev() {
            v.extend_from_slice(self.tu.name_bytes(c));
            v.extend_from_slice(&self.injected_template_id_args(c));
            v.extend_from_slice(b"::");
        }
        v
    }

    /// Whether class `c` has a base whose members are known only at instantiation: one
    /// naming a template parameter or a dependent name, or a class of a template.
    pub(super) fn has_dependent_base(&self, c: DeclId) -> bool {
        let Some(def) = self.tu.class_definition(c) else {
            return false;
        };
        let DeclKind::Class(cd) = &self.tu.decl(def).kind else {
            return false;
        };
        let types = &self.tu.types;
        cd.bases.iter().any(|b| {
            let t = types.canonical(types.unqualified(b.ty));
            match types.get(t) {
                Type::Class(bc) => self.in_template(*bc) || self.is_template_pattern(*bc),
                _ => {
                    crate::il::template_query::names_template_param(self.tu, t)
                        || types.is_dependent(t)
                }
            }
        })
    }
}
