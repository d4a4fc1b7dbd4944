//! Member typedefs of a base class where the printing scope sees them (D-TYPE).
//!
//! EDG prints a typedef by the shortest qualifier that finds it from the printing scope.
//! A member of a base that is a class template specialization is found unqualified in the
//! derived class (`void f(difference_type)` in `struct it : B1< int>`, also when the
//! source wrote `B1<int>::difference_type`). A friend's parameters are not in the class's
//! scope: there a member of its class or of a base is named through that class
//! (`friend void f(S, S::T, B0::D0)`, `M::MB::MT`), the friend's class by its own name.

use crate::il::{DeclId, DeclKind, Type, TypeId};

use super::Printer;

/// How many classes the base search visits.
const MAX_CLASSES: usize = 256;

impl Printer<'_> {
    /// Whether the template-id `q` is a base (directly or through plain bases) of a class
    /// enclosing the printing scope, outside a friend's parameters.
    pub(super) fn specialization_base_in_scope(&self, q: TypeId) -> bool {
        if self.in_friend_params.get() {
            return false;
        }
        let tu = self.tu;
        let q = tu.types.canonical(q);
        let cur = self.scope.get();
        let mut work: Vec<DeclId> = tu
            .ancestors(cur)
            .into_iter()
            .chain([cur])
            .filter(|&a| matches!(tu.decl(a).kind, DeclKind::Class(_)))
            .collect();
        let mut seen = 0usize;
        while let Some(c) = work.pop() {
            seen += 1;
            if seen > MAX_CLASSES {
                return false;
            }
            let def = tu.class_definition(c).unwrap_or(c);
            let DeclKind::Class(cd) = &tu.decl(def).kind else {
                continue;
            };
            for b in &cd.bases {
                let bt = tu.types.canonical(tu.types.unqualified(b.ty));
                if bt == q {
                    return true;
                }
                if let Type::Class(bc) = tu.types.get(bt) {
                    work.push(*bc);
                }
            }
        }
        false
    }

    /// In a friend's parameters, the qualifier of a member of a class that encloses the
    /// friend or is one of its bases: that class named as the friend's parameters name it.
    pub(super) fn friend_member_qualifier(
        &self,
        d: DeclId,
        in_scope: &[DeclId],
    ) -> Option<Vec<u8>> {
        if !self.in_friend_params.get() {
            return None;
        }
        let parent = self.tu.decl(d).parent?;
        if !matches!(self.tu.decl(parent).kind, DeclKind::Class(_))
            || self.nameable_scope(parent) != Some(true)
            || !in_scope.contains(&self.canon(parent))
        {
            return None;
        }
        let mut v = self.scope_qualifier(parent);
        v.extend_from_slice(&self.type_name(parent));
        v.extend_from_slice(b"::");
        Some(v)
    }
}

impl Printer<'_> {
    /// In a friend's parameters, a member type of the class template the friend is
    /// declared in (or of one enclosing it) is the dependent `typename W< X> ::T`.
    pub(super) fn friend_template_member_qualifier(&self, d: DeclId) -> Option<Vec<u8>> {
        if !self.in_friend_params.get() {
            return None;
        }
        let owner = self.tu.first_decl(self.tu.decl(d).parent?);
        if !matches!(self.tu.decl(owner).kind, DeclKind::Class(_))
            || !(self.in_template(owner) || self.is_template_pattern(owner))
        {
            return None;
        }
        let cur = self.scope.get();
        let scopes: Vec<DeclId> = self
            .tu
            .ancestors(cur)
            .into_iter()
            .chain([cur])
            .map(|a| self.tu.first_decl(a))
            .collect();
        // The friend's class (or one enclosing it) is named by its injected name.
        if !scopes.contains(&owner) || scopes.contains(&self.tu.first_decl(d)) {
            return None;
        }
        let mut v = b"typename ".to_vec();
        // The owner is in scope: its own (injected) name, with its parameters when it is
        // the template (`typename W< X> ::T`, `typename P::T` in a nested `P`).
        v.extend_from_slice(self.tu.name_bytes(owner));
        v.extend_from_slice(&self.injected_template_id_args(owner));
        v.extend_from_slice(b"::");
        v.extend_from_slice(&self.type_name(d));
        Some(v)
    }
}
