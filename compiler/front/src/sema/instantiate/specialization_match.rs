//! Partial specialization matching ([temp.spec.partial.match]): which specialization of a
//! class template a concrete argument list selects.

use super::*;

pub(in crate::sema) fn canonical_arg(tu: &TranslationUnit, a: &TemplateArg) -> TemplateArg {
    match a {
        TemplateArg::Type(t) => TemplateArg::Type(tu.types.canonical(*t)),
        TemplateArg::Integral(v, t) => TemplateArg::Integral(*v, tu.types.canonical(*t)),
        TemplateArg::Expr(e) => match tu.exprs.get(*e).and_then(|x| x.value.get()) {
            Some(ConstValue::Int(v)) => {
                TemplateArg::Integral(v, tu.types.canonical(tu.exprs[*e].ty))
            }
            _ => a.clone(),
        },
        TemplateArg::Pack(items) => {
            TemplateArg::Pack(items.iter().map(|x| canonical_arg(tu, x)).collect())
        }
        TemplateArg::Template(_) => a.clone(),
    }
}

/// The class declaration a specialization's arguments select, with the parameters of
/// the template it comes from and their arguments.
pub(in crate::sema) fn select_specialization(
    tu: &mut TranslationUnit,
    template: DeclId,
    primary: DeclId,
    specs: &[DeclId],
    args: &[TemplateArg],
) -> Option<(DeclId, Vec<DeclId>, Vec<TemplateArg>)> {
    use crate::il::decl::SpecializationKind;
    let mut partial: Vec<(DeclId, Vec<DeclId>, Vec<TemplateArg>)> = Vec::new();
    for &s in specs {
        let Some(DeclKind::Class(c)) = tu.decls.get(s).map(|d| &d.kind) else {
            continue;
        };
        let Some(sp) = &c.specialization else {
            continue;
        };
        if sp.template != template {
            continue;
        }
        let (kind, sargs) = (sp.kind, sp.args.clone());
        match kind {
            SpecializationKind::Explicit => {
                // `template<> struct vec<char>` names `vec<char, alloc<char>>`: its
                // arguments with the defaults, as the use's are.
                let sargs = if sargs.len() < args.len() {
                    crate::sema::specialization::complete_args_substituted(tu, template, &sargs)
                        .unwrap_or_else(|| sargs.to_vec())
                } else {
                    sargs.to_vec()
                };
                let sargs: Vec<TemplateArg> = sargs.iter().map(|a| canonical_arg(tu, a)).collect();
                if same_args(&tu.types, &sargs, args) {
                    return Some((s, Vec::new(), Vec::new()));
                }
            }
            SpecializationKind::Partial => {
                let Some(parent) = tu.decls[s].parent else {
                    continue;
                };
                let Some((_, params)) = template_params(tu, parent) else {
                    continue;
                };
                if let Some(bound) = match_args(tu, &sargs, args, &params) {
                    partial.push((s, params, bound));
                }
            }
            _ => {}
        }
    }
    if partial.is_empty() {
        let (_, params) = template_params(tu, template)?;
        return Some((primary, params, args.to_vec()));
    }
    // The most specialized: every other candidate's pattern matches its arguments.
    let n = partial.len();
    let mut best = None;
    for i in 0..n {
        let Some(DeclKind::Class(ci)) = tu.decls.get(partial[i].0).map(|d| &d.kind) else {
            continue;
        };
        let Some(own) = ci.specialization.as_ref().map(|s| s.args.clone()) else {
            continue;
        };
        let own: Vec<TemplateArg> = own.iter().map(|a| canonical_arg(tu, a)).collect();
        let mut all = true;
        for (j, (other_class, other_params, _)) in partial.iter().enumerate() {
            if i == j {
                continue;
            }
            let Some(DeclKind::Class(cj)) = tu.decls.get(*other_class).map(|d| &d.kind) else {
                continue;
            };
            let Some(other) = cj.specialization.as_ref().map(|s| s.args.clone()) else {
                continue;
            };
            if match_args(tu, &other, &own, other_params).is_none() {
                all = false;
                break;
            }
        }
        if all {
            if best.is_some() {
                return None;
            }
            best = Some(i);
        }
    }
    best.map(|i| partial.swap_remove(i))
}

/// Deduces `params` by matching a specialization's argument patterns against concrete
/// (canonical) arguments; `None` when they do not match.
pub(super) fn match_args(
    tu: &mut TranslationUnit,
    pats: &[TemplateArg],
    args: &[TemplateArg],
    params: &[DeclId],
) -> Option<Vec<TemplateArg>> {
    if pats.len() != args.len() {
        return None;
    }
    let mut found: Vec<Option<TemplateArg>> = vec![None; params.len()];
    for (p, a) in pats.iter().zip(args) {
        if !match_arg(tu, p, a, params, &mut found, 0) {
            return None;
        }
    }
    found.into_iter().collect()
}

pub(super) fn bind(
    tu: &TranslationUnit,
    params: &[DeclId],
    found: &mut [Option<TemplateArg>],
    p: DeclId,
    a: TemplateArg,
) -> Option<bool> {
    let i = params.iter().position(|&x| x == p)?;
    Some(match &found[i] {
        Some(prev) => same_args(
            &tu.types,
            std::slice::from_ref(prev),
            std::slice::from_ref(&a),
        ),
        None => {
            found[i] = Some(a);
            true
        }
    })
}

pub(super) fn match_arg(
    tu: &mut TranslationUnit,
    p: &TemplateArg,
    a: &TemplateArg,
    params: &[DeclId],
    found: &mut [Option<TemplateArg>],
    depth: u32,
) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    match (p, a) {
        (TemplateArg::Type(p), TemplateArg::Type(a)) => {
            let (p, a) = (tu.types.canonical(*p), tu.types.canonical(*a));
            match_type(tu, p, a, params, found, depth + 1)
        }
        (TemplateArg::Expr(e), TemplateArg::Integral(v, _)) => {
            if let Some(ExprKind::DeclRef { decl, .. }) = tu.exprs.get(*e).map(|x| &x.kind) {
                let decl = *decl;
                if let Some(r) = bind(tu, params, found, decl, a.clone()) {
                    return r;
                }
            }
            matches!(tu.exprs.get(*e).and_then(|x| x.value.get()), Some(ConstValue::Int(w)) if w == *v)
        }
        (TemplateArg::Integral(w, _), TemplateArg::Integral(v, _)) => w == v,
        (TemplateArg::Template(d), TemplateArg::Template(e)) => {
            bind(tu, params, found, *d, a.clone()).unwrap_or(d == e)
        }
        _ => false,
    }
}

pub(super) fn match_type(
    tu: &mut TranslationUnit,
    p: TypeId,
    a: TypeId,
    params: &[DeclId],
    found: &mut [Option<TemplateArg>],
    depth: u32,
) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    if p == a {
        return true;
    }
    let next = depth + 1;
    let (pb, pq) = split(tu, p);
    let (ab, aq) = split(tu, a);
    if let Type::TemplateParam(d) = tu.types.get(pb).clone() {
        if params.contains(&d) {
            // `const T` against `const volatile int`: `T` is `volatile int`.
            if aq.0 & pq.0 != pq.0 {
                return false;
            }
            let rest = crate::il::types::Quals(aq.0 & !pq.0);
            let t = tu.types.qualified(ab, rest);
            return bind(tu, params, found, d, TemplateArg::Type(t)).unwrap_or(false);
        }
    }
    if pq != aq {
        return false;
    }
    match (tu.types.get(pb).clone(), tu.types.get(ab).clone()) {
        (Type::Pointer(x), Type::Pointer(y))
        | (Type::LValueRef(x), Type::LValueRef(y))
        | (Type::RValueRef(x), Type::RValueRef(y)) => match_type(tu, x, y, params, found, next),
        (Type::Array(x, pbnd), Type::Array(y, abnd)) => {
            let ok = match (pbnd, abnd.canonical()) {
                (ArrayBound::Unknown, ArrayBound::Unknown) => true,
                (ArrayBound::Known(m), ArrayBound::Known(n)) => m == n,
                (ArrayBound::Dependent(e), ArrayBound::Known(n)) => {
                    let Some(ExprKind::DeclRef { decl, .. }) = tu.exprs.get(e).map(|x| &x.kind)
                    else {
                        return false;
                    };
                    let decl = *decl;
                    let ty = match tu.decls.get(decl).map(|d| &d.kind) {
                        Some(DeclKind::TemplateValueParam(vp)) => {
                            tu.types.canonical(tu.types.unqualified(vp.ty))
                        }
                        _ => return false,
                    };
                    bind(
                        tu,
                        params,
                        found,
                        decl,
                        TemplateArg::Integral(n as i128, ty),
                    )
                    .unwrap_or(false)
                }
                _ => false,
            };
            ok && match_type(tu, x, y, params, found, next)
        }
        (
            Type::MemberPointer {
                class: c1,
                pointee: p1,
            },
            Type::MemberPointer {
                class: c2,
                pointee: p2,
            },
        ) => {
            match_type(tu, c1, c2, params, found, next)
                && match_type(tu, p1, p2, params, found, next)
        }
        (Type::Function(f), Type::Function(g)) => {
            f.params.len() == g.params.len()
                && f.variadic == g.variadic
                && f.quals == g.quals
                && f.ref_qual == g.ref_qual
                && match_type(tu, f.ret, g.ret, params, found, next)
                && f.params
                    .iter()
                    .zip(g.params.iter())
                    .all(|(&x, &y)| match_type(tu, x, y, params, found, next))
        }
        (
            Type::TemplateId {
                template: t1,
                args: a1,
                resolved: None,
            },
            Type::TemplateId {
                template: t2,
                args: a2,
                resolved: None,
            },
        ) => {
            t1 == t2
                && a1.len() == a2.len()
                && a1
                    .iter()
                    .zip(a2.iter())
                    .all(|(x, y)| match_arg(tu, x, y, params, found, next))
        }
        _ => false,
    }
}

/// A canonical type's top-level qualifiers and the type under them.
pub(super) fn split(tu: &TranslationUnit, t: TypeId) -> (TypeId, crate::il::types::Quals) {
    match tu.types.get(t) {
        Type::Qualified(u, q) => (*u, *q),
        _ => (t, crate::il::types::Quals::NONE),
    }
}
