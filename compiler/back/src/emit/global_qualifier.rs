//! When a written leading `::` must stay. EDG drops `::` before a namespace named from the
//! global scope (`using ::M::z;` prints `using M::z;`) unless the name, looked up from where
//! it is printed, would find something else first: inside `thrust` (which has its own
//! `thrust::cuda`) `using ::cuda::std::less;` keeps `::cuda::`.

use std::collections::{HashMap, HashSet};

use crate::il::{DeclId, DeclKind, DeclName, TranslationUnit};

use super::Printer;

/// Namespace-scope names: (namespace by its first definition, name).
#[derive(Default)]
pub struct NamespaceNames(HashSet<(DeclId, crate::pp::Symbol)>);

impl NamespaceNames {
    fn build(tu: &TranslationUnit) -> NamespaceNames {
        let mut names = HashSet::new();
        for (_, d) in tu.decls.iter() {
            let (DeclName::Ident(s), Some(p)) = (d.name, d.parent) else {
                continue;
            };
            if let Some(ns) = namespace_key(tu, p) {
                names.insert((ns, s));
            }
        }
        NamespaceNames(names)
    }
}

/// A namespace (or the translation unit) by its first definition; `None` for other scopes.
fn namespace_key(tu: &TranslationUnit, d: DeclId) -> Option<DeclId> {
    match &tu.decls[d].kind {
        DeclKind::Namespace(n) => Some(n.original.unwrap_or(d)),
        DeclKind::TranslationUnit { .. } => Some(d),
        // A linkage block declares into its namespace.
        DeclKind::Linkage(_) => tu.decls[d].parent.and_then(|p| namespace_key(tu, p)),
        _ => None,
    }
}

impl Printer<'_> {
    /// Whether `::ns` must keep its `::` where it is printed: a namespace enclosing the
    /// printing scope, inside `ns`'s own, declares another entity of `ns`'s name.
    pub(super) fn global_qualifier_needed(&self, ns: DeclId) -> bool {
        let tu = self.tu;
        let DeclName::Ident(name) = tu.decl(ns).name else {
            return false;
        };
        let own = tu.decl(ns).parent.and_then(|p| namespace_key(tu, p));
        let names = self
            .namespace_names
            .get_or_init(|| NamespaceNames::build(tu));
        let mut scope = Some(self.scope.get());
        let mut seen = HashMap::new();
        while let Some(s) = scope {
            if seen.insert(s, ()).is_some() {
                break;
            }
            if let Some(key) = namespace_key(tu, s) {
                if Some(key) == own {
                    return false;
                }
                if names.0.contains(&(key, name)) {
                    return true;
                }
            }
            scope = tu.decl(s).parent;
        }
        false
    }
}
