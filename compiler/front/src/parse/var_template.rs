//! Variable template ids (`pi<float>`): the named specialization's type.

use crate::il::types::TemplateArg;
use crate::il::{DeclId, DeclKind, TypeId};

use super::Parser;

impl Parser<'_, '_> {
    /// The type of `v<args>` when `template` is a variable template and the arguments
    /// make its type non-dependent (`pi<float>`: `T` is `float`); None otherwise.
    pub(super) fn variable_template_id_type(
        &mut self,
        template: DeclId,
        args: &[TemplateArg],
    ) -> Option<TypeId> {
        let DeclKind::Template(t) = &self.tu.decls[template].kind else {
            return None;
        };
        let DeclKind::Var(v) = &self.tu.decls[t.pattern].kind else {
            return None;
        };
        let params = t.param_lists.last()?.params.clone();
        let ty = v.ty;
        let map: Vec<(DeclId, TypeId)> = params
            .iter()
            .zip(args)
            .filter_map(|(&p, a)| match a {
                TemplateArg::Type(at)
                    if matches!(self.tu.decls[p].kind, DeclKind::TemplateTypeParam(_)) =>
                {
                    Some((p, *at))
                }
                _ => None,
            })
            .collect();
        let ty = self.substitute(ty, &map);
        let ty = self.tu.types.non_reference(ty);
        (!self.tu.types.is_dependent(ty)).then_some(ty)
    }

    /// `v<args>` with concrete arguments naming a constant variable template: the
    /// specialization's value (see [`crate::sema::var_template_value`]).
    pub(super) fn fold_variable_template_id(
        &mut self,
        id: crate::il::ExprId,
        qn: &super::specifiers::QualName,
        typed: bool,
    ) {
        let ([t], Some(args)) = (&qn.found[..], qn.template_args.as_deref()) else {
            return;
        };
        if !typed || self.template_args_dependent(args) {
            return;
        }
        let value =
            crate::sema::var_template_value::variable_template_value(&mut self.tu, *t, args);
        if let Some(v) = value {
            self.tu.exprs[id].value = Some(crate::il::ConstValue::Int(v)).into();
        }
    }
}
