//! C-BASE: a member function that overrides a virtual function of a base class is
//! virtual, and EDG says so in its class (`struct E : D { virtual ~E(); virtual void
//! f(); }` for `struct E : D { ~E(); void f(); }`). A destructor overrides when any base
//! has a virtual destructor; any other function when a base declares one of the same
//! name, parameter-type-list and qualifiers that is virtual (written so or itself an
//! overrider). Only bases that name a class are searched: behind a dependent base
//! nothing is known until instantiation (`template< class T> struct C : B< T> { ~C(); }`).

use super::Printer;
use crate::il::decl::{FnFlags, Item, StorageClass};
use crate::il::{DeclId, DeclKind, DeclName, Type};

/// A guard on the classes one search visits (a base graph is finite; this bounds a
/// malformed one).
const MAX_BASES: usize = 4096;

impl Printer<'_> {
    /// Whether the in-class member function `d` is virtual without saying so.
    pub(super) fn overrides_base_virtual(&self, d: DeclId) -> bool {
        let decl = self.tu.decl(d);
        let DeclKind::Function(f) = &decl.kind else {
            return false;
        };
        if f.flags.has(FnFlags::FRIEND)
            || f.storage == StorageClass::Static
            || decl.qualifier.is_some()
            || matches!(decl.name, DeclName::Constructor)
        {
            return false;
        }
        let Some(class) = decl.parent else {
            return false;
        };
        self.base_has_virtual(class, d)
    }

    /// Whether some base of `class` has a virtual function `d` overrides: each class of the
    /// base graph searched once (a diamond or a deep chain stays linear).
    fn base_has_virtual(&self, class: DeclId, d: DeclId) -> bool {
        let mut seen = std::collections::HashSet::new();
        let mut stack = self.direct_base_definitions(class);
        while let Some(b) = stack.pop() {
            if !seen.insert(b) || seen.len() > MAX_BASES {
                continue;
            }
            if self.declares_virtual_like(b, d) {
                return true;
            }
            stack.extend(self.direct_base_definitions(b));
        }
        false
    }

    /// The definitions of `class`'s bases that name a class.
    fn direct_base_definitions(&self, class: DeclId) -> Vec<DeclId> {
        let Some(def) = self.tu.class_definition(class) else {
            return Vec::new();
        };
        let DeclKind::Class(c) = &self.tu.decl(def).kind else {
            return Vec::new();
        };
        c.bases
            .iter()
            .filter_map(|b| self.base_class_definition(b.ty))
            .collect()
    }

    /// Whether member function `m` of class definition `class` is virtual: written so, or
    /// an overrider itself (memoized; a member being decided counts as not virtual).
    fn is_virtual_member(&self, class: DeclId, m: DeclId) -> bool {
        if let Some(&known) = self.virtual_members.borrow().get(&m) {
            return known;
        }
        let DeclKind::Function(mf) = &self.tu.decl(m).kind else {
            return false;
        };
        let written = mf.flags.has(FnFlags::VIRTUAL)
            || mf.flags.has(FnFlags::OVERRIDE)
            || mf.flags.has(FnFlags::FINAL);
        if written {
            self.virtual_members.borrow_mut().insert(m, true);
            return true;
        }
        self.virtual_members.borrow_mut().insert(m, false);
        let overrides = self.base_has_virtual(class, m);
        self.virtual_members.borrow_mut().insert(m, overrides);
        overrides
    }

    /// The class definition whose members a base names: the class, or for a concrete
    /// specialization of a class template (`B< int> `) its template's pattern.
    fn base_class_definition(&self, ty: crate::il::TypeId) -> Option<DeclId> {
        let types = &self.tu.types;
        let template = match types.get(types.canonical(ty)) {
            Type::Class(base) => {
                let def = self.tu.class_definition(*base);
                match (def, self.tu.decl(*base).instance_of) {
                    (Some(def), _) if !self.class_members_empty(def) => return Some(def),
                    (_, Some(p)) => return self.tu.class_definition(p),
                    _ => return def,
                }
            }
            Type::TemplateId { template, args, .. } => {
                if args.iter().any(|a| self.arg_is_dependent(a)) {
                    return None;
                }
                *template
            }
            _ => return None,
        };
        let t = crate::il::template_query::class_template(self.tu, template)?;
        self.tu.class_definition(t.pattern)
    }

    fn class_members_empty(&self, class: DeclId) -> bool {
        matches!(&self.tu.decl(class).kind, DeclKind::Class(c) if c.members.is_empty())
    }

    /// Whether the class definition `class` declares a virtual function `d` overrides.
    fn declares_virtual_like(&self, class: DeclId, d: DeclId) -> bool {
        let DeclKind::Class(c) = &self.tu.decl(class).kind else {
            return false;
        };
        c.members.iter().any(|item| {
            let ids: &[DeclId] = match item {
                Item::Decl(m) => std::slice::from_ref(m),
                Item::Group(g) => &g.decls,
                _ => &[],
            };
            ids.iter().any(|&m| {
                matches!(self.tu.decl(m).kind, DeclKind::Function(_))
                    && self.same_override_signature(m, d)
                    && self.is_virtual_member(class, m)
            })
        })
    }

    /// Same name, and for a non-destructor the same parameter types and qualifiers (`a`
    /// the base's member).
    fn same_override_signature(&self, a: DeclId, b: DeclId) -> bool {
        let (da, db) = (self.tu.decl(a), self.tu.decl(b));
        if da.name != db.name {
            return matches!(
                (da.name, db.name),
                (DeclName::Destructor, DeclName::Destructor)
            );
        }
        if da.name == DeclName::Destructor {
            return true;
        }
        let (DeclKind::Function(fa), DeclKind::Function(fb)) = (&da.kind, &db.kind) else {
            return false;
        };
        let types = &self.tu.types;
        match (types.as_function(fa.ty), types.as_function(fb.ty)) {
            (Some(x), Some(y)) => {
                x.quals == y.quals
                    && x.ref_qual == y.ref_qual
                    && x.variadic == y.variadic
                    && x.params.len() == y.params.len()
                    && x.params.iter().zip(y.params.iter()).all(|(&p, &q)| {
                        // A pattern's parameter that names its template's parameters
                        // stands for the specialization's type.
                        types.canonical(p) == types.canonical(q)
                            || crate::il::template_query::names_template_param(self.tu, p)
                    })
            }
            _ => false,
        }
    }
}
