//! A concept-id's template arguments, completed with the concept's defaults.

use crate::il::types::TemplateArg;
use crate::il::{DeclId, DeclKind};

use super::Parser;

impl Parser<'_, '_> {
    /// `C<T>` naming `template<class T, class U = P> concept C`, in an expression: the
    /// concept-id's arguments with the omitted defaults substituted (`C< T, P>`), which EDG
    /// prints (a type-constraint `template<C T>` keeps its written form). None when nothing
    /// is omitted or a default is not a type (kept as written).
    pub(super) fn completed_concept_args(
        &mut self,
        template: DeclId,
        args: &[TemplateArg],
    ) -> Option<Box<[TemplateArg]>> {
        let DeclKind::Template(t) = &self.tu.decls[template].kind else {
            return None;
        };
        if !self.tu.concepts.contains(&t.pattern) {
            return None;
        }
        let params = t.param_lists.last()?.params.clone();
        if args.len() >= params.len() {
            return None;
        }
        let packs = params
            .iter()
            .any(|&p| matches!(&self.tu.decls[p].kind, DeclKind::TemplateTypeParam(x) if x.pack));
        if packs {
            return None;
        }
        let mut full = args.to_vec();
        for (i, &p) in params.iter().enumerate().skip(args.len()) {
            let DeclKind::TemplateTypeParam(x) = &self.tu.decls[p].kind else {
                return None;
            };
            let d = x.default?;
            let a =
                crate::sema::instantiate::substitute_params(&mut self.tu, &params[..i], &full, d)?;
            full.push(TemplateArg::Type(a));
        }
        Some(full.into_boxed_slice())
    }
}
