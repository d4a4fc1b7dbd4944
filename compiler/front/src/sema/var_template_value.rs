//! The value of a variable template's specialization named with concrete arguments
//! (`kSize<char>` for `template <class T> constexpr int kSize = sizeof(T) * 4;`). EDG
//! instantiates the specialization, so its name is a constant expression where one is
//! required (a case label, an array bound, `static_assert`); the initializer is evaluated
//! with the arguments put in for the parameters.

use crate::il::types::TemplateArg;
use crate::il::{DeclId, DeclKind, Quals, TranslationUnit};

use super::instantiate::{canonical_arg, Subst};

/// `template<args>`'s value when it is a `constexpr` (or `const`) integral variable
/// template (no parameter pack) without explicit or partial specializations (one of those could be the
/// specialization chosen) whose initializer evaluates; `None` otherwise.
pub fn variable_template_value(
    tu: &mut TranslationUnit,
    template: DeclId,
    args: &[TemplateArg],
) -> Option<i128> {
    let DeclKind::Template(t) = &tu.decls[template].kind else {
        return None;
    };
    if !t.specializations.is_empty() {
        return None;
    }
    let params = t.param_lists.last()?.params.clone();
    let DeclKind::Var(v) = &tu.decls[t.pattern].kind else {
        return None;
    };
    let constant = v.constexpr || tu.types.split_quals(v.ty).1.has(Quals::CONST);
    let pack = params.iter().any(|&p| match &tu.decls[p].kind {
        DeclKind::TemplateTypeParam(x) => x.pack,
        DeclKind::TemplateValueParam(x) => x.pack,
        DeclKind::TemplateTemplateParam(x) => x.pack,
        _ => false,
    });
    if !constant || pack || params.len() != args.len() {
        return None;
    }
    let (ty, init) = (v.ty, v.init?.expr);
    let args: Vec<TemplateArg> = args.iter().map(|a| canonical_arg(tu, a)).collect();
    if args
        .iter()
        .any(|a| matches!(a, TemplateArg::Expr(_) | TemplateArg::Pack(_)))
    {
        return None;
    }
    let subst = Subst {
        params: &params,
        args: &args,
    };
    let value = super::traits::substitute::value(tu, init, &(&subst, 0), 0)?;
    let ty = super::traits::substitute::Substitution::ty(&(&subst, 0), tu, ty)?;
    let fold = super::consteval::Fold(tu);
    fold.integral_builtin(ty)?;
    Some(fold.wrap_to_type(value, ty))
}
