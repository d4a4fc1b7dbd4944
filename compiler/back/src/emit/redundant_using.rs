//! A namespace-scope using-declaration of a type, variable or enumerator that the scope
//! already has (declared there, or named by an earlier using-declaration there) is a
//! no-op redeclaration for EDG: it leaves nothing in the IL and prints nothing
//! (`using std::div_t;` at global scope when `std::div_t` is `::div_t`). A function's
//! using-declaration is kept (`using std::abs;`).

use crate::il::{DeclId, DeclKind, TranslationUnit};

use super::Printer;

impl Printer<'_> {
    /// The entity a declaration names, through using-declarations.
    fn used_entity(&self, mut d: DeclId) -> DeclId {
        for _ in 0..64 {
            match &self.tu.decl(d).kind {
                DeclKind::Using(u) if u.targets.len() == 1 => d = u.targets[0],
                _ => break,
            }
        }
        d
    }

    /// The namespace a declaration belongs to (reopened namespaces by their first
    /// definition; linkage blocks are transparent).
    fn namespace_key(&self, d: DeclId) -> Option<DeclId> {
        let mut p = self.tu.decl(d).parent?;
        for _ in 0..64 {
            match &self.tu.decl(p).kind {
                DeclKind::Namespace(n) => return Some(n.original.unwrap_or(p)),
                DeclKind::TranslationUnit { .. } => return Some(TranslationUnit::ROOT),
                DeclKind::Linkage(_) => p = self.tu.decl(p).parent?,
                _ => return None,
            }
        }
        None
    }

    /// Whether the namespace-scope using-declaration `d` redeclares what its scope has.
    pub fn redundant_using(&self, d: DeclId) -> bool {
        let DeclKind::Using(u) = &self.tu.decl(d).kind else {
            return false;
        };
        if u.targets.is_empty() || u.enum_kw {
            return false;
        }
        let Some(scope) = self.namespace_key(d) else {
            return false;
        };
        u.targets.iter().all(|&t| {
            let e = self.used_entity(t);
            if matches!(
                self.tu.decl(e).kind,
                DeclKind::Function(_) | DeclKind::Template(_)
            ) {
                return false;
            }
            if self.namespace_key(e) == Some(scope) {
                return true;
            }
            // An earlier using-declaration in the same namespace naming the same entity.
            (0..d.0).map(DeclId).any(|x| {
                matches!(self.tu.decl(x).kind, DeclKind::Using(_))
                    && self.namespace_key(x) == Some(scope)
                    && self.used_entity(x) == e
            })
        })
    }
}
