//! How a non-dependent type is named inside a class template with a dependent base.
//!
//! A member of the dependent base could hide an unqualified name at instantiation, so EDG
//! names such a type through its innermost namespace, itself named as from the printing
//! scope, then its enclosing classes (`s::K m;`, `in::L l;` and
//! `std::ios_base::iostate` inside `s::in::D2`, `::D0(2)` for a global). The
//! class's own base clause is printed in the enclosing namespace: a type declared
//! directly there stays bare (`: public L`, `: public D0`), any other is qualified so
//! (`: public s::ei_t< br< T> ::value, s::K>` inside `s::in`, dependent template-ids
//! named as usual).

use crate::il::{DeclId, DeclKind, TranslationUnit};

use super::Printer;

impl Printer<'_> {
    /// In the own base clause of class `cur`: whether `d` is declared outside the
    /// namespace enclosing the class (so is qualified there).
    pub(super) fn outside_base_clause_namespace(&self, d: DeclId, cur: DeclId) -> bool {
        let ns = |x: DeclId| {
            let mut p = self.tu.decl(x).parent;
            while let Some(s) = p {
                if s == TranslationUnit::ROOT {
                    return s;
                }
                if let DeclKind::Namespace(_) = self.tu.decl(s).kind {
                    if self.nameable_scope(s) == Some(true) {
                        return self.canon(s);
                    }
                }
                if matches!(self.tu.decl(s).kind, DeclKind::Class(_)) {
                    return s;
                }
                p = self.tu.decl(s).parent;
            }
            TranslationUnit::ROOT
        };
        ns(d) != ns(cur)
    }

    /// `d`'s enclosing classes, after its innermost named namespace as named from the
    /// printing scope (`std::ios_base::`, `in::` inside `s::in`, `s::` inside `s::in`),
    /// or after `::` at global scope.
    pub(super) fn dependent_base_qualifier(&self, d: DeclId) -> Vec<u8> {
        let mut classes = Vec::new();
        let mut p = self.tu.decl(d).parent;
        let mut out = loop {
            let Some(s) = p else {
                return self.scope_qualifier(d);
            };
            if s == TranslationUnit::ROOT {
                break b"::".to_vec();
            }
            match self.nameable_scope(s) {
                Some(true) if matches!(self.tu.decl(s).kind, DeclKind::Namespace(_)) => {
                    let mut v = self.scope_qualifier(s);
                    v.extend_from_slice(self.tu.name_bytes(s));
                    v.extend_from_slice(b"::");
                    break v;
                }
                Some(true) => classes.push(s),
                Some(false) => {}
                None => return self.scope_qualifier(d),
            }
            p = self.tu.decl(s).parent;
        };
        for &c in classes.iter().rev() {
            out.extend_from_slice(self.tu.name_bytes(c));
            out.extend_from_slice(b"::");
        }
        out
    }
}
