//! The order EDG prints a constructor's mem-initializers in: the order they run.
//!
//! Base initializers come first, in the order the bases are declared, then the ones whose
//! base is known only at instantiation (a member typedef of an enclosing class template
//! kept dependent, `VB< T, A> ::alloc_type()`; a name waiting for instantiation), as written,
//! then the members' in declaration order: `P1() : b(1), a(2)` prints `a(2), b(1)`,
//! `I2() : f(1), alloc_type(), D1(), D0(2)` prints `::D0(2), ::D1(), VB< T, A>
//! ::alloc_type(), f(1)`.

use crate::il::decl::{MemInit, MemInitTarget};
use crate::il::{DeclId, DeclKind, Type};

use super::Printer;

impl Printer<'_> {
    /// `inits` in the order they print.
    pub(super) fn mem_init_order<'m>(&self, inits: &'m [MemInit]) -> Vec<&'m MemInit> {
        let mut keyed: Vec<((u8, usize), &MemInit)> = Vec::with_capacity(inits.len());
        let bases = self.constructor_class().and_then(|c| {
            let def = self.tu.class_definition(c)?;
            match &self.tu.decl(def).kind {
                DeclKind::Class(cd) => Some(&cd.bases),
                _ => None,
            }
        });
        let types = &self.tu.types;
        for (i, m) in inits.iter().enumerate() {
            let key = match m.target {
                MemInitTarget::Delegating => (0, 0),
                MemInitTarget::Base(t) => {
                    let found = bases.and_then(|bs| {
                        bs.iter().position(|b| {
                            types.canonical(types.unqualified(b.ty))
                                == types.canonical(types.unqualified(t))
                        })
                    });
                    match found {
                        Some(j) if !self.base_named_by_enclosing_member(t) => (0, j),
                        _ => (1, i),
                    }
                }
                MemInitTarget::Dependent(_) => (1, i),
                MemInitTarget::Field(x) => (2, x.0 as usize),
            };
            keyed.push((key, m));
        }
        keyed.sort_by_key(|(k, _)| *k);
        keyed.into_iter().map(|(_, m)| m).collect()
    }

    /// Whether base type `t` is written as a member typedef of an enclosing class template
    /// that stays a dependent name (`enclosing_template_member`; a member class is matched).
    fn base_named_by_enclosing_member(&self, t: crate::il::TypeId) -> bool {
        let d = match self.tu.types.get(t) {
            Type::Typedef { decl, .. } => *decl,
            _ => return false,
        };
        self.enclosing_template_member_qualifier(d).is_some()
    }

    /// The class whose constructor is being printed (the printing scope's).
    fn constructor_class(&self) -> Option<DeclId> {
        let mut cur = Some(self.scope.get());
        for _ in 0..10_000 {
            let s = self.tu.first_decl(cur?);
            if matches!(self.tu.decl(s).kind, DeclKind::Class(_)) {
                return Some(s);
            }
            cur = self.scope_parent(s);
        }
        None
    }
}
