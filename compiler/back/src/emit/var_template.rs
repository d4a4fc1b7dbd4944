//! Variable templates on the host side: a memory-space variable template keeps its
//! initializer, and an explicit specialization of one is an external definition
//! (`__attribute__((visibility("hidden")))`) unless its linkage is internal.

use crate::il::decl::{StorageClass, TemplateKind};
use crate::il::{DeclId, DeclKind, Item, Quals};

use super::Printer;

impl Printer<'_> {
    /// The kind of template whose pattern `d` is (`None`: not a template's pattern).
    pub(super) fn variable_template_kind(&self, d: DeclId) -> Option<TemplateKind> {
        let decl = self.tu.decl(d);
        if !matches!(decl.kind, DeclKind::Var(_)) {
            return None;
        }
        match &self.tu.decl(decl.parent?).kind {
            DeclKind::Template(t) if t.pattern == d => Some(t.kind),
            _ => None,
        }
    }

    /// An explicit specialization's linkage is internal: written `static`, `const`, in an
    /// unnamed namespace, or its primary template is `static`.
    pub(super) fn specialization_is_internal(&self, d: DeclId) -> bool {
        let decl = self.tu.decl(d);
        let DeclKind::Var(v) = &decl.kind else {
            return false;
        };
        let (_, quals) = self.tu.types.split_quals(v.ty);
        if v.storage == StorageClass::Static
            || (quals.has(Quals::CONST) && !quals.has(Quals::VOLATILE))
            || self.in_anonymous_namespace(d)
        {
            return true;
        }
        self.primary_variable_template(d).is_some_and(|p| {
            matches!(&self.tu.decl(p).kind, DeclKind::Var(pv) if pv.storage == StorageClass::Static)
        })
    }

    /// The pattern of the primary variable template that `d` specializes (same name, same
    /// scope).
    pub(super) fn primary_variable_template(&self, d: DeclId) -> Option<DeclId> {
        let decl = self.tu.decl(d);
        let scope = self.tu.decl(decl.parent?).parent?;
        self.tu.decl(scope).members()?.iter().find_map(|m| {
            let Item::Decl(t) = m else { return None };
            let DeclKind::Template(td) = &self.tu.decl(*t).kind else {
                return None;
            };
            let pattern = self.tu.decl(td.pattern);
            (td.kind == TemplateKind::Primary
                && pattern.name == decl.name
                && matches!(pattern.kind, DeclKind::Var(_)))
            .then_some(td.pattern)
        })
    }

    /// The candidates of an unresolved name are one variable template (`pi<float>`).
    pub(super) fn names_variable_template(&self, candidates: &[DeclId]) -> bool {
        match candidates {
            [t] => matches!(&self.tu.decl(*t).kind,
                DeclKind::Template(td) if matches!(self.tu.decl(td.pattern).kind, DeclKind::Var(_))),
            _ => false,
        }
    }
}
