//! The namespace qualifier of an overload set in a dependent call.
//!
//! EDG keeps a namespace-qualified overload set waiting for its call's instantiation as
//! the last namespace written in its qualifier, and prints that namespace named from the
//! printing scope: the enclosing namespaces only until one encloses it. Inside
//! `cuda::std::__4`, `::cuda::std::__4::move(x)` prints `__4::move(x)`; inside `cuda`,
//! `::cuda::std::move(x)` prints `std::move(x)` (the inline namespace the function is in is
//! not added); at global scope `cuda::std::move(x)`. A written leading `::` goes with the
//! rest, unless the name would then find something else (see `global_qualifier_needed`).
//! A non-template function declared twice (`memcpy` with a `__device__` redeclaration)
//! is one function, no overload set: it keeps its qualifier as written.

use crate::il::expr::{Qualifier, QualifierPart};
use crate::il::{DeclId, DeclKind};

use super::Printer;

impl Printer<'_> {
    /// `ns::` for an overload set's all-namespace qualifier, or `None` to print it as
    /// written.
    pub(super) fn overload_set_qualifier(&self, q: &Qualifier) -> Option<Vec<u8>> {
        if q.parts.is_empty()
            || !q
                .parts
                .iter()
                .all(|p| matches!(p, QualifierPart::Namespace(_)))
        {
            return None;
        }
        if q.global {
            if let Some(QualifierPart::Namespace(first)) = q.parts.first() {
                if self.global_qualifier_needed(*first) {
                    return None;
                }
            }
        }
        let Some(&QualifierPart::Namespace(mut ns)) = q.parts.last() else {
            return None;
        };
        // A namespace alias stands for its namespace (`__variant::f(x)` with a local
        // `namespace __variant = std::__detail::__variant;` prints `__detail::__variant::f(x)`
        // inside `std`).
        let mut steps = 0;
        while let DeclKind::NamespaceAlias { target, .. } = &self.tu.decl(ns).kind {
            if steps > 64 {
                return None;
            }
            ns = *target;
            steps += 1;
        }
        if self.tu.name_bytes(ns).is_empty() {
            return None;
        }
        let mut out = self.scope_qualifier(ns);
        out.extend_from_slice(self.tu.name_bytes(ns));
        out.extend_from_slice(b"::");
        Some(out)
    }

    /// Whether the candidates are declarations of one non-template function.
    pub(super) fn one_redeclared_function(&self, candidates: &[DeclId]) -> bool {
        let Some(&c0) = candidates.first() else {
            return false;
        };
        let first = self.tu.first_decl(c0);
        candidates.len() > 1
            && matches!(self.tu.decl(c0).kind, DeclKind::Function(_))
            && candidates.iter().all(|&c| self.tu.first_decl(c) == first)
    }
}
