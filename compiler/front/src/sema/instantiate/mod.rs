//! Instances of `__global__` function templates that the TU uses, as cicc's `-tused` keeps
//! them: each launch, call or reference of a kernel template with explicit or deducible
//! template arguments makes (once per distinct argument list) an instance declaration:
//! the pattern's function with the arguments substituted, `instance_of` its template,
//! listed in the template's `specializations` in order of first use, and its arguments and
//! first use in [`TranslationUnit::instances`] (the mangler and the stub writer read them).
//!
//! Deduction is the usual one from the call's argument types (the types before the
//! conversions the parser applied): by-value parameters see decayed, cv-dropped types;
//! `T&&` with an lvalue deduces `T` as a reference. Arguments neither written nor
//! deduced come from the parameters' defaults; a use that leaves one unknown makes
//! nothing. Uses inside templates (dependent arguments) are skipped: only their instances
//! would use them.

use crate::il::decl::{FunctionDecl, FunctionInstance};
use crate::il::template_query::{
    complete_args, default_arg, named_template_of, names_template_param,
};
use crate::il::types::{ArrayBound, FunctionType, TemplateArg, Type, WrittenParam};
use crate::il::{
    ConstValue, Decl, DeclId, DeclKind, ExecSpace, ExprId, ExprKind, TranslationUnit, TypeId,
};
use crate::source::PosRanges;

mod deduce;
mod host_uses;
mod operator_deduce;
mod specialization_match;
mod subst;

use deduce::*;
use host_uses::*;
pub(in crate::sema) use operator_deduce::{
    deduce_operator_template, same_specialization, Deduction, Operand,
};
pub(in crate::sema) use specialization_match::{canonical_arg, select_specialization};
pub(crate) use subst::resolved_alias_id;
pub(in crate::sema) use subst::Subst;

/// Types nested deeper than this are not substituted (no recursion on hostile input).
const MAX_DEPTH: u32 = 256;

/// Makes the kernel template instances the TU uses (see the module comment).
pub fn used_kernel_instances(tu: &mut TranslationUnit) {
    // A launch's callee is met before the launch (ids are in creation order): its
    // arguments come from the launch.
    let mut launch_args: std::collections::HashMap<ExprId, Box<[ExprId]>> = Default::default();
    for (_, e) in tu.exprs.iter() {
        match &e.kind {
            ExprKind::KernelLaunch { kernel, args, .. }
            | ExprKind::Call {
                callee: kernel,
                args,
            } => {
                launch_args.insert(strip(tu, *kernel), args.clone());
            }
            _ => {}
        }
    }
    let generic_bodies = generic_lambda_bodies(tu);
    let in_generic = PosRanges::new(generic_bodies.iter().copied());
    let mut uses: Vec<(DeclId, Vec<TemplateArg>, crate::source::Pos)> = explicit_instantiations(tu);
    for (id, e) in tu.exprs.iter() {
        // A generic lambda's body is a template: only its instances would use it.
        if in_generic.contains(e.pos) {
            continue;
        }
        // A call whose overload resolution gave up (the parser does not deduce with
        // explicit arguments yet) keeps the unresolved name: one kernel template among
        // its candidates is the callee.
        let (template, written) = match &e.kind {
            ExprKind::DeclRef { decl, written } => (kernel_template(tu, *decl), written),
            ExprKind::Unresolved {
                candidates,
                written,
                ..
            } => {
                let mut found = candidates.iter().filter_map(|&c| kernel_template(tu, c));
                match (found.next(), found.next()) {
                    (Some(t), None) => (Some(t), written),
                    _ => (None, written),
                }
            }
            _ => continue,
        };
        let Some(template) = template else { continue };
        let explicit = written.template_args.as_deref().unwrap_or(&[]);
        let call_args = launch_args.get(&id).map(|a| &a[..]);
        if let Some(args) = arguments(tu, template, explicit, call_args) {
            uses.push((template, args, e.pos));
        }
    }
    let late = uses_in_host_instances(tu, &launch_args, &generic_bodies);
    for (template, args, pos) in uses.into_iter().chain(late) {
        instance(tu, template, args, pos);
    }
}

/// `auto`, `auto &`, `auto &&`, `auto...`.
fn has_placeholder(tu: &TranslationUnit, mut t: TypeId) -> bool {
    for _ in 0..MAX_DEPTH {
        match tu.types.get(tu.types.unqualified(t)) {
            Type::Auto(_) => return true,
            Type::LValueRef(u) | Type::RValueRef(u) | Type::Pointer(u) | Type::PackExpansion(u) => {
                t = *u
            }
            _ => return false,
        }
    }
    false
}

/// Looks through parentheses and implicit conversions.
fn strip(tu: &TranslationUnit, mut e: ExprId) -> ExprId {
    for _ in 0..MAX_DEPTH {
        match tu.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Paren(inner)) | Some(ExprKind::ImplicitCast { operand: inner, .. }) => {
                e = *inner
            }
            _ => break,
        }
    }
    e
}

/// The template of a `__global__` function template named by `decl` (the template or
/// its pattern).
fn kernel_template(tu: &TranslationUnit, decl: DeclId) -> Option<DeclId> {
    let (template, pattern) = primary_function_template(tu, decl)?;
    (matches!(pattern.kind, DeclKind::Function(_))
        && pattern.attrs.cuda.exec.has(ExecSpace::GLOBAL))
    .then_some(template)
}

fn template_params(tu: &TranslationUnit, template: DeclId) -> Option<(DeclId, Vec<DeclId>)> {
    match &tu.decls.get(template)?.kind {
        DeclKind::Template(t) => Some((t.pattern, t.param_lists.last()?.params.clone())),
        _ => None,
    }
}

/// The full argument list of a use: explicit, then deduced, then defaults.
fn arguments(
    tu: &TranslationUnit,
    template: DeclId,
    explicit: &[TemplateArg],
    call_args: Option<&[ExprId]>,
) -> Option<Vec<TemplateArg>> {
    let (pattern, params) = template_params(tu, template)?;
    if explicit.len() > params.len() {
        return None;
    }
    let mut found: Vec<Option<TemplateArg>> = vec![None; params.len()];
    for (i, a) in explicit.iter().enumerate() {
        found[i] = Some(explicit_arg(tu, params[i], a)?);
    }
    if let Some(call_args) = call_args {
        let DeclKind::Function(f) = &tu.decls[pattern].kind else {
            return None;
        };
        let ft = tu.types.as_function(f.ty)?;
        let mut d = Deducer {
            tu,
            params: &params,
            found: &mut found,
        };
        for (i, &p) in ft.params.iter().enumerate() {
            if let Type::PackExpansion(inner) = tu.types.get(tu.types.canonical(p)) {
                // `Args... args` takes the remaining arguments.
                let rest: Vec<(TypeId, bool)> = call_args[i.min(call_args.len())..]
                    .iter()
                    .filter_map(|&a| {
                        tu.exprs
                            .get(strip(tu, a))
                            .map(|x| (x.ty, x.cat == crate::il::ValueCategory::LValue))
                    })
                    .collect();
                d.pack(*inner, &rest);
                break;
            }
            let Some(&a) = call_args.get(i) else { break };
            d.argument(p, a);
        }
    }
    let mut out = Vec::with_capacity(params.len());
    for (i, slot) in found.into_iter().enumerate() {
        let arg = match slot {
            Some(a) => a,
            None => default_arg(tu, params[i])?,
        };
        out.push(arg);
    }
    Some(out)
}

/// The constant value of `e`, looking through parentheses and implicit conversions.
fn value_of(tu: &TranslationUnit, mut e: ExprId) -> Option<ConstValue> {
    for _ in 0..MAX_DEPTH {
        let x = tu.exprs.get(e)?;
        if x.value.is_some() {
            return x.value.get();
        }
        e = match &x.kind {
            ExprKind::Paren(inner) | ExprKind::ImplicitCast { operand: inner, .. } => *inner,
            _ => return None,
        };
    }
    None
}

/// A written template argument (types as written, values with the parameter's type);
/// `None` when it is dependent or not a value.
fn explicit_arg(tu: &TranslationUnit, param: DeclId, a: &TemplateArg) -> Option<TemplateArg> {
    match (&tu.decls.get(param)?.kind, a) {
        (DeclKind::TemplateTypeParam(p), TemplateArg::Type(t)) if !p.pack => {
            (!names_template_param(tu, *t)).then_some(TemplateArg::Type(*t))
        }
        (DeclKind::TemplateValueParam(p), TemplateArg::Expr(e)) if !p.pack => {
            match value_of(tu, *e) {
                Some(ConstValue::Int(v)) if !tu.types.is_dependent(p.ty) => Some(
                    TemplateArg::Integral(v, tu.types.canonical(tu.types.unqualified(p.ty))),
                ),
                _ => None,
            }
        }
        (DeclKind::TemplateValueParam(p), TemplateArg::Integral(v, _))
            if !p.pack && !tu.types.is_dependent(p.ty) =>
        {
            Some(TemplateArg::Integral(
                *v,
                tu.types.canonical(tu.types.unqualified(p.ty)),
            ))
        }
        _ => None,
    }
}

/// `t` without its outer sugar (typedefs, deduced placeholders, resolved `decltype` and
/// template-ids), down to the first node that is not sugar.
fn desugar(types: &crate::il::TypeTable, mut t: TypeId) -> TypeId {
    for _ in 0..MAX_DEPTH {
        t = match types.get(t) {
            Type::Typedef { aliased, .. } => *aliased,
            Type::Deduced { ty, .. } => *ty,
            Type::Decltype {
                underlying: Some(u),
                ..
            } => *u,
            Type::TemplateId {
                resolved: Some(r), ..
            } => *r,
            _ => return t,
        };
    }
    types.canonical(t)
}

/// `t` without top-level qualifiers, keeping the sugar under them; canonical when the
/// qualifiers hide inside a typedef.
fn unqualified(types: &crate::il::TypeTable, t: TypeId) -> TypeId {
    let (_, q) = types.split_quals(t);
    if q.is_empty() {
        return t;
    }
    match types.get(desugar(types, t)) {
        Type::Qualified(inner, _)
            if !matches!(types.get(desugar(types, *inner)), Type::Qualified(..)) =>
        {
            *inner
        }
        _ => types.unqualified(t),
    }
}

/// Whether two argument lists name the same instance.
fn same_args(types: &crate::il::TypeTable, a: &[TemplateArg], b: &[TemplateArg]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (TemplateArg::Type(x), TemplateArg::Type(y)) => types.same(*x, *y),
            (TemplateArg::Integral(x, _), TemplateArg::Integral(y, _)) => x == y,
            (TemplateArg::Template(x), TemplateArg::Template(y)) => x == y,
            _ => false,
        })
}

/// The instance of `template` for `args`: found, or made.
fn instance(
    tu: &mut TranslationUnit,
    template: DeclId,
    args: Vec<TemplateArg>,
    first_use: crate::source::Pos,
) -> Option<DeclId> {
    let DeclKind::Template(t) = &tu.decls[template].kind else {
        return None;
    };
    let (pattern, specs) = (t.pattern, t.specializations.clone());
    if let Some(&found) = specs.iter().find(|&&s| {
        tu.instances
            .get(&s)
            .is_some_and(|i| same_args(&tu.types, &i.args, &args))
    }) {
        // The earliest use places it (an explicit instantiation before a launch).
        if let Some(i) = tu.instances.get_mut(&found) {
            if i.first_use.file == first_use.file && first_use < i.first_use {
                i.first_use = first_use;
            }
        }
        return Some(found);
    }
    let (_, params) = template_params(tu, template)?;
    let subst = Subst {
        params: &params,
        args: &args,
    };
    let DeclKind::Function(pf) = &tu.decls[pattern].kind else {
        return None;
    };
    let pf = pf.clone();
    let ty = subst.ty(tu, pf.ty, 0)?;
    let mut new_params = Vec::with_capacity(pf.params.len());
    for &p in &pf.params {
        let pd = tu.decls[p].clone();
        let DeclKind::Param(x) = &pd.kind else {
            new_params.push(pd);
            continue;
        };
        // A function parameter pack becomes one parameter per element.
        let (tys, adjusted) = match (
            subst.expansion(tu, x.ty, 0),
            subst.expansion(tu, x.adjusted, 0),
        ) {
            (Some(t), Some(a)) => (t?, a?),
            (None, None) => (
                vec![subst.ty(tu, x.ty, 0)?],
                vec![subst.ty(tu, x.adjusted, 0)?],
            ),
            _ => return None,
        };
        for (t, a) in tys.into_iter().zip(adjusted) {
            let mut one = pd.clone();
            if let DeclKind::Param(y) = &mut one.kind {
                y.ty = t;
                y.adjusted = a;
                y.default = None;
            }
            new_params.push(one);
        }
    }
    let mut d: Decl = tu.decls[pattern].clone();
    d.instance_of = Some(template);
    d.parent = Some(template);
    d.prev = None;
    d.kind = DeclKind::Function(Box::new(FunctionDecl {
        ty,
        params: Vec::new(),
        body: None,
        ..*pf
    }));
    let id = tu.add_decl(d);
    let mut ids = Vec::with_capacity(new_params.len());
    for mut pd in new_params {
        pd.parent = Some(id);
        ids.push(tu.add_decl(pd));
    }
    if let DeclKind::Function(f) = &mut tu.decls[id].kind {
        f.params = ids;
    }
    if let DeclKind::Template(t) = &mut tu.decls[template].kind {
        t.specializations.push(id);
    }
    tu.instances.insert(
        id,
        FunctionInstance {
            args: args.into_boxed_slice(),
            first_use,
        },
    );
    Some(id)
}

/// `t` with type parameters replaced by the types deduced for them (a called function
/// template's return type: `typename enable_if<__is_enum(T), int>::type` becomes `int`);
/// `None` when it cannot be substituted.
/// `t` with `params` replaced by `args`, dependent or not (a concept's default argument
/// for the arguments written: `S<T>` with `T` := `U *` is `S< U *>`).
pub fn substitute_params(
    tu: &mut TranslationUnit,
    params: &[DeclId],
    args: &[TemplateArg],
    t: TypeId,
) -> Option<TypeId> {
    Subst { params, args }.ty(tu, t, 0)
}

pub fn substitute_deduced(
    tu: &mut TranslationUnit,
    map: &[(DeclId, TypeId)],
    t: TypeId,
) -> Option<TypeId> {
    let params: Vec<DeclId> = map.iter().map(|&(d, _)| d).collect();
    let args: Vec<TemplateArg> = map.iter().map(|&(_, a)| TemplateArg::Type(a)).collect();
    let r = Subst {
        params: &params,
        args: &args,
    }
    .ty(tu, t, 0)?;
    (!names_template_param(tu, r)).then_some(r)
}
