//! Kernel template uses inside the host function templates the TU instantiates, and the
//! explicit instantiations: what `used_kernel_instances` makes instances for, besides
//! uses in non-template code.

use super::*;

/// Host function template instances walked at most (hostile recursion).
pub(super) const MAX_HOST_INSTANCES: usize = 1000;

/// The kernel template uses in the bodies of the host function templates the TU
/// instantiates (from non-template code, then from those instances, transitively), with
/// their parameters substituted. EDG instantiates such functions at the end of the TU, so
/// their kernel instances come after every other declaration of their scope (a use
/// placed past the end of the file).
pub(super) fn uses_in_host_instances(
    tu: &mut TranslationUnit,
    launch_args: &std::collections::HashMap<ExprId, Box<[ExprId]>>,
    generic_bodies: &[(crate::source::FileId, u32, u32)],
) -> Vec<(DeclId, Vec<TemplateArg>, crate::source::Pos)> {
    // Bodies of function templates: uses there are only seen through instances.
    let mut template_bodies: Vec<(DeclId, crate::source::FileId, u32, u32)> = Vec::new();
    for (id, d) in tu.decls.iter() {
        let DeclKind::Template(t) = &d.kind else {
            continue;
        };
        let Some(DeclKind::Function(f)) = tu.decls.get(t.pattern).map(|p| &p.kind) else {
            continue;
        };
        let body = f.body.as_ref().and_then(|b| tu.stmts.get(b.body));
        if let Some(crate::il::StmtKind::Compound(b)) = body.map(|s| &s.kind) {
            if b.open.file == b.close.file {
                template_bodies.push((id, b.open.file, b.open.offset, b.close.offset));
            }
        }
    }
    let in_generic = PosRanges::new(generic_bodies.iter().copied());
    let in_any_body = PosRanges::new(
        template_bodies
            .iter()
            .map(|&(_, f, o, c)| (f, o, c))
            .chain(generic_bodies.iter().copied()),
    );
    // Host templates used from non-template code.
    let mut work: std::collections::VecDeque<(DeclId, Vec<TemplateArg>)> = Default::default();
    let exprs: Vec<ExprId> = tu.exprs.iter().map(|(id, _)| id).collect();
    // The expressions by position, for each instance's body (a range of them).
    let mut by_pos: Vec<(u32, u32, ExprId)> = exprs
        .iter()
        .map(|&id| (tu.exprs[id].pos.file.0, tu.exprs[id].pos.offset, id))
        .collect();
    by_pos.sort_unstable_by_key(|&(f, o, id)| (f, o, id.0));
    let body_of: std::collections::HashMap<DeclId, (crate::source::FileId, u32, u32)> =
        template_bodies
            .iter()
            .map(|&(t, f, o, c)| (t, (f, o, c)))
            .rev()
            .collect();
    for &id in &exprs {
        let e = &tu.exprs[id];
        if in_any_body.contains(e.pos) {
            continue;
        }
        let Some((template, explicit)) = named_template(tu, id, host_template) else {
            continue;
        };
        let call_args = launch_args.get(&id).map(|a| &a[..]);
        if let Some(args) = arguments(tu, template, &explicit, call_args) {
            work.push_back((template, args));
        }
    }
    let mut done: Vec<(DeclId, Vec<TemplateArg>)> = Vec::new();
    let mut out = Vec::new();
    while let Some((host, hargs)) = work.pop_front() {
        if done.len() >= MAX_HOST_INSTANCES {
            break;
        }
        if done
            .iter()
            .any(|(t, a)| *t == host && same_args(&tu.types, a, &hargs))
        {
            continue;
        }
        done.push((host, hargs.clone()));
        let Some(&(file, open, close)) = body_of.get(&host) else {
            continue;
        };
        let Some((_, params)) = template_params(tu, host) else {
            continue;
        };
        let end = crate::source::Pos::new(file, u32::MAX);
        // A use in a template nested in this body waits for that template's instance.
        let nested = PosRanges::new(
            template_bodies
                .iter()
                .filter(|&&(t, f, o, c)| t != host && f == file && o > open && c < close)
                .map(|&(_, f, o, c)| (f, o, c)),
        );
        // This body's expressions, in creation order (the order instances are made in).
        let from = by_pos.partition_point(|&(f, o, _)| (f, o) < (file.0, open));
        let to = by_pos.partition_point(|&(f, o, _)| (f, o) <= (file.0, close));
        let mut in_body: Vec<ExprId> = by_pos[from..to].iter().map(|&(_, _, id)| id).collect();
        in_body.sort_unstable_by_key(|id| id.0);
        for id in in_body {
            let pos = tu.exprs[id].pos;
            if in_generic.contains(pos) || nested.contains(pos) {
                continue;
            }
            let kernel = named_template(tu, id, kernel_template);
            let host_use = if kernel.is_none() {
                named_template(tu, id, host_template)
            } else {
                None
            };
            let Some((template, explicit)) = kernel.clone().or(host_use.clone()) else {
                continue;
            };
            let subst = Subst {
                params: &params,
                args: &hargs,
            };
            let Some(args) = substituted_arguments(
                tu,
                &subst,
                template,
                &explicit,
                launch_args.get(&id).map(|a| &a[..]),
            ) else {
                continue;
            };
            if kernel.is_some() {
                out.push((template, args, end));
            } else {
                work.push_back((template, args));
            }
        }
    }
    out
}

/// The template (as `which` recognizes it) that the expression names, with the
/// template arguments written.
pub(super) fn named_template(
    tu: &TranslationUnit,
    id: ExprId,
    which: fn(&TranslationUnit, DeclId) -> Option<DeclId>,
) -> Option<(DeclId, Vec<TemplateArg>)> {
    let (template, written) = match &tu.exprs.get(id)?.kind {
        ExprKind::DeclRef { decl, written } => (which(tu, *decl)?, written),
        ExprKind::Unresolved {
            candidates,
            written,
            ..
        } => {
            let mut found = candidates.iter().filter_map(|&c| which(tu, c));
            match (found.next(), found.next()) {
                (Some(t), None) => (t, written),
                _ => return None,
            }
        }
        _ => return None,
    };
    Some((
        template,
        written.template_args.as_deref().unwrap_or(&[]).to_vec(),
    ))
}

/// The template of a host function template (with a body) named by `decl`.
pub(super) fn host_template(tu: &TranslationUnit, decl: DeclId) -> Option<DeclId> {
    let (template, pattern) = primary_function_template(tu, decl)?;
    let DeclKind::Function(f) = &pattern.kind else {
        return None;
    };
    (f.body.is_some() && !pattern.attrs.cuda.exec.has(ExecSpace::GLOBAL)).then_some(template)
}

/// The primary template named by `decl` (the template itself or its function pattern),
/// with its pattern.
pub(super) fn primary_function_template(
    tu: &TranslationUnit,
    decl: DeclId,
) -> Option<(DeclId, &Decl)> {
    let d = tu.decls.get(decl)?;
    let template = match &d.kind {
        DeclKind::Template(_) => decl,
        DeclKind::Function(_) => {
            let parent = d.parent?;
            match &tu.decls.get(parent)?.kind {
                DeclKind::Template(t) if t.pattern == decl => parent,
                _ => return None,
            }
        }
        _ => return None,
    };
    let DeclKind::Template(t) = &tu.decls[template].kind else {
        return None;
    };
    if t.kind != crate::il::decl::TemplateKind::Primary {
        return None;
    }
    Some((template, tu.decls.get(t.pattern)?))
}

/// The argument list of a use inside a host template instance: the written arguments
/// and the call's argument types with the instance's arguments substituted, then
/// deduction and defaults as for [`arguments`].
pub(super) fn substituted_arguments(
    tu: &mut TranslationUnit,
    subst: &Subst,
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
        let a = match a {
            TemplateArg::Expr(e) => match value_of(tu, *e) {
                Some(ConstValue::Int(v)) => TemplateArg::Integral(v, tu.exprs[*e].ty),
                _ => subst.template_arg(tu, a, 0)?,
            },
            other => subst.template_arg(tu, other, 0)?,
        };
        found[i] = Some(explicit_arg(tu, params[i], &a)?);
    }
    if let Some(call_args) = call_args {
        // The call's argument types, packs expanded.
        let mut types: Vec<(TypeId, bool)> = Vec::new();
        for &a in call_args {
            let e = strip(tu, a);
            let x = tu.exprs.get(e)?;
            let lvalue = x.cat == crate::il::ValueCategory::LValue;
            if let ExprKind::PackExpansion(inner) = &x.kind {
                let inner_ty = tu.exprs.get(*inner)?.ty;
                let mut t = tu.types.canonical(tu.types.non_reference(inner_ty));
                if let Type::PackExpansion(x) = tu.types.get(t) {
                    t = tu.types.canonical(*x);
                }
                let Type::TemplateParam(p) = tu.types.get(t).clone() else {
                    return None;
                };
                let Some(TemplateArg::Pack(items)) = subst.arg(p).cloned() else {
                    return None;
                };
                for item in items.iter() {
                    let TemplateArg::Type(t) = item else {
                        return None;
                    };
                    types.push((*t, true));
                }
                continue;
            }
            let ty = subst.ty(tu, x.ty, 0)?;
            types.push((ty, lvalue));
        }
        let DeclKind::Function(f) = &tu.decls[pattern].kind else {
            return None;
        };
        let ft = tu.types.as_function(f.ty)?.clone();
        let mut d = Deducer {
            tu,
            params: &params,
            found: &mut found,
        };
        d.call(&ft.params, &types);
    }
    let mut out = Vec::with_capacity(params.len());
    for (i, slot) in found.into_iter().enumerate() {
        out.push(match slot {
            Some(a) => a,
            None => default_arg(tu, params[i])?,
        });
    }
    Some(out)
}

/// `template __global__ void k<int>(int *);` / `template __global__ void k(float *);`:
/// the kernel template of the same name in the same scope, its arguments deduced from
/// the declared parameter types (explicit instantiation declarations, `extern template`,
/// instantiate nothing).
pub(super) fn explicit_instantiations(
    tu: &TranslationUnit,
) -> Vec<(DeclId, Vec<TemplateArg>, crate::source::Pos)> {
    let mut out = Vec::new();
    for (_, d) in tu.decls.iter() {
        let DeclKind::ExplicitInstantiation(ei) = &d.kind else {
            continue;
        };
        if ei.is_extern {
            continue;
        }
        let Some(target) = tu.decls.get(ei.target).map(|_| ei.target) else {
            continue;
        };
        let DeclKind::Function(tf) = &tu.decls[target].kind else {
            continue;
        };
        let Some(tft) = tu.types.as_function(tf.ty) else {
            continue;
        };
        let name = tu.name_bytes(target);
        let template = tu.decls.iter().find_map(|(id, t)| {
            let DeclKind::Template(_) = &t.kind else {
                return None;
            };
            let k = kernel_template(tu, id)?;
            let DeclKind::Template(td) = &tu.decls[k].kind else {
                return None;
            };
            (t.parent == d.parent && tu.name_bytes(td.pattern) == name).then_some(k)
        });
        let Some(template) = template else { continue };
        let Some((pattern, params)) = template_params(tu, template) else {
            continue;
        };
        let DeclKind::Function(pf) = &tu.decls[pattern].kind else {
            continue;
        };
        let Some(pft) = tu.types.as_function(pf.ty) else {
            continue;
        };
        if pft.params.len() != tft.params.len() {
            continue;
        }
        let mut found: Vec<Option<TemplateArg>> = vec![None; params.len()];
        let mut deducer = Deducer {
            tu,
            params: &params,
            found: &mut found,
        };
        for (&p, &a) in pft.params.iter().zip(tft.params.iter()) {
            deducer.ty(p, a, 0);
        }
        let args: Option<Vec<TemplateArg>> = found
            .into_iter()
            .enumerate()
            .map(|(i, slot)| slot.or_else(|| default_arg(tu, params[i])))
            .collect();
        if let Some(args) = args {
            out.push((template, args, d.pos));
        }
    }
    out
}

/// The bodies (file, `{` offset, `}` offset) of generic lambdas (an `auto` parameter)
/// that nothing calls.
pub(super) fn generic_lambda_bodies(
    tu: &TranslationUnit,
) -> Vec<(crate::source::FileId, u32, u32)> {
    let mut out = Vec::new();
    for (_, e) in tu.exprs.iter() {
        let ExprKind::Lambda(l) = &e.kind else {
            continue;
        };
        let Some(DeclKind::Function(f)) = tu.decls.get(l.call_operator).map(|d| &d.kind) else {
            continue;
        };
        let generic = f.params.iter().any(|&p| match &tu.decls[p].kind {
            DeclKind::Param(pd) => has_placeholder(tu, pd.ty),
            _ => false,
        });
        // A generic lambda that is called is instantiated, and its body's uses count.
        let called = tu.exprs.iter().any(|(_, c)| match &c.kind {
            ExprKind::OperatorCall { callee, .. } => {
                matches!(tu.exprs.get(*callee).map(|x| &x.kind),
                    Some(ExprKind::DeclRef { decl, .. } | ExprKind::Member { member: decl, .. }) if *decl == l.call_operator)
            }
            _ => false,
        });
        if !generic || called {
            continue;
        }
        let body = f.body.as_ref().and_then(|b| tu.stmts.get(b.body));
        if let Some(crate::il::StmtKind::Compound(b)) = body.map(|s| &s.kind) {
            if b.open.file == b.close.file {
                out.push((b.open.file, b.open.offset, b.close.offset));
            }
        }
    }
    out
}
