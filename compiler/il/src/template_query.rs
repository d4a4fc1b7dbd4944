//! Queries over the finished IL about templates: which class template a template-id names,
//! a template-id's full argument list, whether a type still names a template parameter.
//!
//! They read the IL and decide nothing new: sema's instantiator uses them while it builds
//! instances, and the back end (printer, stub writer, mangler, layout) uses them on the IL
//! sema left behind, so the back end never calls sema.

use crate::decl::TemplateDecl;
use crate::types::{ArrayBound, TemplateArg, Type};
use crate::{ConstValue, DeclId, DeclKind, TranslationUnit, TypeId};

/// The primary class template a template-id names (`None` for alias templates and
/// template template parameters).
pub fn class_template(tu: &TranslationUnit, template: DeclId) -> Option<&TemplateDecl> {
    match &tu.decls.get(template)?.kind {
        DeclKind::Template(t) if matches!(tu.decls.get(t.pattern)?.kind, DeclKind::Class(_)) => {
            Some(t)
        }
        _ => None,
    }
}

/// A class template-id's arguments with the omitted trailing ones taken from the
/// parameters' defaults (those that name no earlier parameter); `None` when one is
/// missing. Values take their parameter's type (`Filter<float, 5>`: `(int)5`, `(bool)0`).
pub fn complete_args(
    tu: &TranslationUnit,
    template: DeclId,
    args: &[TemplateArg],
) -> Option<Vec<TemplateArg>> {
    let t = class_template(tu, template)?;
    let params = &t.param_lists.last()?.params;
    if args.len() > params.len() {
        return None;
    }
    let mut out = Vec::with_capacity(params.len());
    for (i, &p) in params.iter().enumerate() {
        let pd = &tu.decls.get(p)?.kind;
        let a = match args.get(i) {
            // A template's name written where a template template parameter is.
            Some(TemplateArg::Type(t)) if matches!(pd, DeclKind::TemplateTemplateParam(_)) => {
                TemplateArg::Template(named_template_of(tu, *t)?)
            }
            Some(TemplateArg::Integral(v, ty)) => match pd {
                DeclKind::TemplateValueParam(vp) if !tu.types.is_dependent(vp.ty) => {
                    TemplateArg::Integral(*v, tu.types.canonical(tu.types.unqualified(vp.ty)))
                }
                _ => TemplateArg::Integral(*v, *ty),
            },
            Some(a) => a.clone(),
            None => match pd {
                DeclKind::TemplateTemplateParam(tp) if !tp.pack => {
                    TemplateArg::Template(tp.default?)
                }
                _ => default_arg(tu, p)?,
            },
        };
        out.push(a);
    }
    Some(out)
}

/// Whether `t` still names a template parameter. Unlike [`crate::TypeTable::is_dependent`],
/// a class template-id whose arguments are all known is concrete (no instance is made for
/// it, so it has no class of its own).
pub fn names_template_param(tu: &TranslationUnit, t: TypeId) -> bool {
    names_template_param_memo(tu, t, &mut std::collections::HashSet::new())
}

/// [`names_template_param`] for a caller that asks about many types of a finished IL:
/// `concrete` holds the canonical types found to name no template parameter, which a later
/// walk does not enter again (nested template-ids asked about level by level were walked
/// to the bottom at each level).
pub fn names_template_param_memo<S: std::hash::BuildHasher>(
    tu: &TranslationUnit,
    t: TypeId,
    concrete: &mut std::collections::HashSet<TypeId, S>,
) -> bool {
    let types = &tu.types;
    let mut seen: Vec<TypeId> = Vec::new();
    let found = walk_for_template_param(tu, types.canonical(t), concrete, &mut seen);
    if !found {
        // Every type the walk entered is part of the answer "no".
        concrete.extend(seen);
    }
    found
}

fn walk_for_template_param<S: std::hash::BuildHasher>(
    tu: &TranslationUnit,
    root: TypeId,
    concrete: &std::collections::HashSet<TypeId, S>,
    seen: &mut Vec<TypeId>,
) -> bool {
    let types = &tu.types;
    let mut stack = vec![root];
    let mut args_todo: Vec<&TemplateArg> = Vec::new();
    let mut steps = 0usize;
    loop {
        steps += 1;
        if steps > 100_000 {
            return true;
        }
        if let Some(a) = args_todo.pop() {
            match a {
                TemplateArg::Type(t) => stack.push(types.canonical(*t)),
                TemplateArg::Integral(..) => {}
                TemplateArg::Expr(_) => return true,
                TemplateArg::Template(d) => {
                    if !matches!(
                        tu.decls.get(*d).map(|d| &d.kind),
                        Some(DeclKind::Template(_))
                    ) {
                        return true;
                    }
                }
                TemplateArg::Pack(items) => args_todo.extend(items.iter()),
            }
            continue;
        }
        let Some(t) = stack.pop() else { return false };
        if concrete.contains(&t) {
            continue;
        }
        seen.push(t);
        match types.get(t) {
            Type::TemplateId {
                resolved: None,
                template,
                args,
            } => {
                if class_template(tu, *template).is_none() {
                    return true;
                }
                args_todo.extend(args.iter());
            }
            Type::Qualified(u, _)
            | Type::Pointer(u)
            | Type::LValueRef(u)
            | Type::RValueRef(u)
            | Type::Array(u, _)
                if !matches!(types.get(t), Type::Array(_, ArrayBound::Dependent(_))) =>
            {
                stack.push(*u)
            }
            Type::MemberPointer { class, pointee } => {
                stack.push(*class);
                stack.push(*pointee);
            }
            Type::Function(f) => {
                stack.push(f.ret);
                stack.extend(f.params.iter().copied());
            }
            _ if types.is_dependent(t) => return true,
            _ => {}
        }
    }
}

/// A template parameter's default argument, when it names no other parameter (values take
/// the parameter's type); `None` for packs, dependent defaults and template template
/// parameters.
pub fn default_arg(tu: &TranslationUnit, param: DeclId) -> Option<TemplateArg> {
    match &tu.decls.get(param)?.kind {
        DeclKind::TemplateTypeParam(p) if !p.pack => {
            let t = p.default?;
            if tu.types.is_dependent(t) {
                // Defaults naming earlier parameters need substitution: not handled.
                return None;
            }
            Some(TemplateArg::Type(tu.types.canonical(t)))
        }
        DeclKind::TemplateValueParam(p) if !p.pack && !tu.types.is_dependent(p.ty) => {
            match tu.exprs.get(p.default?)?.value.get() {
                Some(ConstValue::Int(v)) => Some(TemplateArg::Integral(
                    v,
                    tu.types.canonical(tu.types.unqualified(p.ty)),
                )),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `X` written as a template argument (the parser reads it as the template-id `X<>`): the
/// template (or template template parameter) it names.
pub fn named_template_of(tu: &TranslationUnit, t: TypeId) -> Option<DeclId> {
    match tu.types.get(t) {
        Type::TemplateId { template, args, .. } if args.is_empty() => Some(*template),
        _ => None,
    }
}

/// A class template-id's arguments with the template names at template template
/// parameters' positions made template arguments (for the mangler).
pub fn template_template_args(
    tu: &TranslationUnit,
    template: DeclId,
    args: &[TemplateArg],
) -> Vec<TemplateArg> {
    let params = class_template(tu, template)
        .and_then(|t| t.param_lists.last())
        .map(|l| l.params.as_slice());
    args.iter()
        .enumerate()
        .map(|(i, a)| {
            match (
                a,
                params
                    .and_then(|p| p.get(i))
                    .and_then(|&p| tu.decls.get(p))
                    .map(|d| &d.kind),
            ) {
                (TemplateArg::Type(t), Some(DeclKind::TemplateTemplateParam(_))) => {
                    named_template_of(tu, *t).map_or_else(|| a.clone(), TemplateArg::Template)
                }
                _ => a.clone(),
            }
        })
        .collect()
}

/// The partial or explicit specialization of class template `template` whose written
/// arguments are `args` up to the names of template parameters (`vec<bool, _Alloc>::` of an
/// out-of-line member definition names the partial specialization `vec<bool, _Alloc>`).
pub fn specialization_written_as(
    tu: &TranslationUnit,
    template: DeclId,
    args: &[TemplateArg],
) -> Option<DeclId> {
    let t = class_template(tu, template)?;
    // A declaration (`template<> class ctype<char>;`) may come before the definition:
    // the definition, where there is one, is the scope its members are looked up in.
    let mut matching = t
        .specializations
        .iter()
        .copied()
        .filter(|&s| match &tu.decls[s].kind {
            DeclKind::Class(c) => c.specialization.as_ref().is_some_and(|sp| {
                !matches!(sp.kind, crate::decl::SpecializationKind::Implicit)
                    && sp.args.len() == args.len()
                    && sp
                        .args
                        .iter()
                        .zip(args)
                        .all(|(a, b)| same_arg_up_to_params(tu, a, b, 0))
            }),
            _ => false,
        });
    let first = matching.next()?;
    let complete = |d: DeclId| matches!(&tu.decls[d].kind, DeclKind::Class(c) if c.complete);
    if complete(first) {
        return Some(first);
    }
    Some(matching.find(|&d| complete(d)).unwrap_or(first))
}

/// Template parameters as (kind, depth, index, pack): what identifies them across
/// redeclarations.
fn param_key(tu: &TranslationUnit, d: DeclId) -> Option<(u8, u32, u32, bool)> {
    match &tu.decls.get(d)?.kind {
        DeclKind::TemplateTypeParam(p) => Some((0, p.depth, p.index, p.pack)),
        DeclKind::TemplateValueParam(p) => Some((1, p.depth, p.index, p.pack)),
        DeclKind::TemplateTemplateParam(p) => Some((2, p.depth, p.index, p.pack)),
        _ => None,
    }
}

/// The same declaration, or template parameters at the same position.
fn same_entity_up_to_params(tu: &TranslationUnit, x: DeclId, y: DeclId) -> bool {
    x == y || param_key(tu, x).is_some_and(|k| param_key(tu, y) == Some(k))
}

/// [temp.over.link]: whether two types are equivalent, template parameters compared by
/// position (`template<class T> f(T **)` and `template<class U> f(U **)`), an alias
/// template's id first as written (its expansion may hold expressions compared
/// unreliably: `__promote_2<_Tp, _Up>`), then canonically and structurally.
pub fn equivalent_types(tu: &TranslationUnit, a: TypeId, b: TypeId) -> bool {
    same_type_up_to_params(tu, a, b, 0)
}

fn same_arg_up_to_params(
    tu: &TranslationUnit,
    a: &TemplateArg,
    b: &TemplateArg,
    depth: u32,
) -> bool {
    match (a, b) {
        (TemplateArg::Type(x), TemplateArg::Type(y)) => {
            same_type_up_to_params(tu, *x, *y, depth + 1)
        }
        (TemplateArg::Integral(x, _), TemplateArg::Integral(y, _)) => x == y,
        (TemplateArg::Template(x), TemplateArg::Template(y)) => {
            same_entity_up_to_params(tu, *x, *y)
        }
        (TemplateArg::Expr(x), TemplateArg::Expr(y)) => same_expr_up_to_params(tu, *x, *y),
        (TemplateArg::Pack(x), TemplateArg::Pack(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y.iter())
                    .all(|(a, b)| same_arg_up_to_params(tu, a, b, depth))
        }
        _ => false,
    }
}

/// Expressions known equivalent: the same one, the same constant, or the same template
/// parameter (anything else compares unequal: no match rather than a wrong one).
fn same_expr_up_to_params(tu: &TranslationUnit, a: crate::ExprId, b: crate::ExprId) -> bool {
    if a == b {
        return true;
    }
    let (Some(x), Some(y)) = (tu.exprs.get(a), tu.exprs.get(b)) else {
        return false;
    };
    if let (Some(v), Some(w)) = (x.value.get(), y.value.get()) {
        return v == w;
    }
    match (&x.kind, &y.kind) {
        (crate::ExprKind::DeclRef { decl: d, .. }, crate::ExprKind::DeclRef { decl: e, .. }) => {
            same_entity_up_to_params(tu, *d, *e)
        }
        // `_Index_tuple<_Indexes1...>`: the expansion of the same parameter pack.
        (crate::ExprKind::PackExpansion(p), crate::ExprKind::PackExpansion(q)) => {
            same_expr_up_to_params(tu, *p, *q)
        }
        _ => false,
    }
}

fn same_template_id(
    tu: &TranslationUnit,
    (t, x): (DeclId, &[TemplateArg]),
    (u, y): (DeclId, &[TemplateArg]),
    depth: u32,
) -> bool {
    same_entity_up_to_params(tu, t, u)
        && x.len() == y.len()
        && x.iter()
            .zip(y.iter())
            .all(|(a, b)| same_arg_up_to_params(tu, a, b, depth))
}

fn same_type_up_to_params(tu: &TranslationUnit, a: TypeId, b: TypeId, depth: u32) -> bool {
    if a == b {
        return true;
    }
    if depth > 64 {
        return false;
    }
    let types = &tu.types;
    let d = depth + 1;
    // A template-id as written first (an alias template's expansion may hold expressions
    // compared unreliably), then canonically.
    let id = |t: TypeId| match types.get(t) {
        Type::TemplateId { template, args, .. } => Some((*template, &args[..])),
        _ => None,
    };
    if let (Some(p), Some(q)) = (id(a), id(b)) {
        if same_template_id(tu, p, q, d) {
            return true;
        }
    }
    let (a, b) = (types.canonical(a), types.canonical(b));
    if a == b {
        return true;
    }
    if let (Some(p), Some(q)) = (id(a), id(b)) {
        return same_template_id(tu, p, q, d);
    }
    let eq = |x: TypeId, y: TypeId| same_type_up_to_params(tu, x, y, d);
    match (types.get(a), types.get(b)) {
        (Type::TemplateParam(x), Type::TemplateParam(y)) => {
            param_key(tu, *x).is_some_and(|k| param_key(tu, *y) == Some(k))
        }
        (Type::Qualified(x, q), Type::Qualified(y, r)) => q == r && eq(*x, *y),
        (Type::Pointer(x), Type::Pointer(y))
        | (Type::LValueRef(x), Type::LValueRef(y))
        | (Type::RValueRef(x), Type::RValueRef(y))
        | (Type::PackExpansion(x), Type::PackExpansion(y)) => eq(*x, *y),
        (Type::Array(x, n), Type::Array(y, m)) => {
            let bounds = match (n, m) {
                (ArrayBound::Dependent(e), ArrayBound::Dependent(f)) => {
                    same_expr_up_to_params(tu, *e, *f)
                }
                (ArrayBound::Dependent(_), _) | (_, ArrayBound::Dependent(_)) => false,
                _ => n.canonical() == m.canonical(),
            };
            bounds && eq(*x, *y)
        }
        (Type::Function(f), Type::Function(g)) => {
            f.variadic == g.variadic
                && f.quals == g.quals
                && f.ref_qual == g.ref_qual
                && f.params.len() == g.params.len()
                && eq(f.ret, g.ret)
                && f.params
                    .iter()
                    .zip(g.params.iter())
                    .all(|(&x, &y)| eq(x, y))
        }
        (
            Type::DependentName {
                qualifier: q,
                steps: s,
            },
            Type::DependentName {
                qualifier: r,
                steps: t,
            },
        ) => {
            eq(*q, *r)
                && s.len() == t.len()
                && s.iter().zip(t.iter()).all(|(x, y)| {
                    x.name == y.name
                        && match (&x.args, &y.args) {
                            (Some(a), Some(b)) => {
                                a.len() == b.len()
                                    && a.iter()
                                        .zip(b.iter())
                                        .all(|(p, q)| same_arg_up_to_params(tu, p, q, d))
                            }
                            (None, None) => true,
                            _ => false,
                        }
                })
        }
        _ => false,
    }
}
