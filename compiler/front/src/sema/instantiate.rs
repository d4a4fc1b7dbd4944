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

/// Host function template instances walked at most (hostile recursion).
const MAX_HOST_INSTANCES: usize = 1000;

/// The kernel template uses in the bodies of the host function templates the TU
/// instantiates (from non-template code, then from those instances, transitively), with
/// their parameters substituted. EDG instantiates such functions at the end of the TU, so
/// their kernel instances come after every other declaration of their scope (a use
/// placed past the end of the file).
fn uses_in_host_instances(
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
fn named_template(
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
fn host_template(tu: &TranslationUnit, decl: DeclId) -> Option<DeclId> {
    let (template, pattern) = primary_function_template(tu, decl)?;
    let DeclKind::Function(f) = &pattern.kind else {
        return None;
    };
    (f.body.is_some() && !pattern.attrs.cuda.exec.has(ExecSpace::GLOBAL)).then_some(template)
}

/// The primary template named by `decl` (the template itself or its function pattern),
/// with its pattern.
fn primary_function_template(tu: &TranslationUnit, decl: DeclId) -> Option<(DeclId, &Decl)> {
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
fn substituted_arguments(
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
fn explicit_instantiations(
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
fn generic_lambda_bodies(tu: &TranslationUnit) -> Vec<(crate::source::FileId, u32, u32)> {
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

struct Deducer<'a> {
    tu: &'a TranslationUnit,
    params: &'a [DeclId],
    found: &'a mut Vec<Option<TemplateArg>>,
}

impl Deducer<'_> {
    fn slot(&self, decl: DeclId) -> Option<usize> {
        self.params.iter().position(|&p| p == decl)
    }

    fn record(&mut self, decl: DeclId, arg: TemplateArg) {
        if let Some(i) = self.slot(decl) {
            if self.found[i].is_none() {
                self.found[i] = Some(arg);
            }
        }
    }

    /// A call argument against its parameter type.
    fn argument(&mut self, param: TypeId, arg: ExprId) {
        let types = &self.tu.types;
        let Some(e) = self.tu.exprs.get(strip(self.tu, arg)) else {
            return;
        };
        // A variable's type as declared keeps its typedef sugar.
        let declared = match &e.kind {
            ExprKind::DeclRef { decl, .. } => match self.tu.decls.get(*decl).map(|d| &d.kind) {
                Some(DeclKind::Var(v)) => Some(v.ty),
                Some(DeclKind::Param(p)) => Some(p.adjusted),
                _ => None,
            },
            // A cast's type as written (`(real3_t *)nullptr`).
            ExprKind::Cast { written_ty, .. } => Some(*written_ty),
            _ => None,
        };
        let a = match declared {
            Some(t) if types.same(types.non_reference(t), e.ty) => t,
            _ => e.ty,
        };
        if names_template_param(self.tu, a) || matches!(types.get(types.canonical(a)), Type::Error)
        {
            return;
        }
        match types.get(types.canonical(param)) {
            Type::LValueRef(inner) => self.ty(*inner, a, 0),
            Type::RValueRef(inner) => {
                // A forwarding reference with an lvalue deduces `T&`.
                // (That needs a new type: left undeduced.)
                let forwarding = matches!(types.get(*inner), Type::TemplateParam(_));
                if forwarding && e.cat == crate::il::ValueCategory::LValue {
                    return;
                }
                self.ty(*inner, a, 0)
            }
            _ => {
                // By value: arrays decay, top-level cv-qualifiers go.
                let p = unqualified(types, param);
                if let (Type::Pointer(pi), Type::Array(elem, _)) =
                    (types.get(desugar(types, p)), types.get(desugar(types, a)))
                {
                    return self.ty(*pi, *elem, 1);
                }
                self.ty(p, unqualified(types, a), 0)
            }
        }
    }

    /// A call's argument types (lvalue or not) against the parameter types.
    fn call(&mut self, params: &[TypeId], args: &[(TypeId, bool)]) {
        let types = &self.tu.types;
        for (i, &p) in params.iter().enumerate() {
            if let Type::PackExpansion(inner) = types.get(types.canonical(p)) {
                self.pack(*inner, &args[i.min(args.len())..]);
                return;
            }
            let Some(&(a, lvalue)) = args.get(i) else {
                return;
            };
            self.argument_type(p, a, lvalue);
        }
    }

    /// `Args... args` (by value) against the remaining argument types: a pack of their
    /// decayed, unqualified types.
    fn pack(&mut self, inner: TypeId, args: &[(TypeId, bool)]) {
        let types = &self.tu.types;
        let Type::TemplateParam(d) = types.get(types.canonical(inner)) else {
            return;
        };
        let mut items = Vec::with_capacity(args.len());
        for &(a, _) in args {
            let a = types.non_reference(a);
            if names_template_param(self.tu, a) {
                return;
            }
            let t = match types.get(desugar(types, a)) {
                Type::Array(..) | Type::Function(_) => return,
                _ => types.canonical(unqualified(types, a)),
            };
            items.push(TemplateArg::Type(types.unqualified(t)));
        }
        self.record(*d, TemplateArg::Pack(items.into()));
    }

    /// An argument of type `a` against its parameter type (by-value decay and
    /// forwarding references as in [`Deducer::argument`]).
    fn argument_type(&mut self, param: TypeId, a: TypeId, lvalue: bool) {
        let types = &self.tu.types;
        let a = types.non_reference(a);
        if names_template_param(self.tu, a) || matches!(types.get(types.canonical(a)), Type::Error)
        {
            return;
        }
        match types.get(types.canonical(param)) {
            Type::LValueRef(inner) => self.ty(*inner, a, 0),
            Type::RValueRef(inner) => {
                if matches!(types.get(*inner), Type::TemplateParam(_)) && lvalue {
                    return;
                }
                self.ty(*inner, a, 0)
            }
            _ => {
                let p = unqualified(types, param);
                if let (Type::Pointer(pi), Type::Array(elem, _)) =
                    (types.get(desugar(types, p)), types.get(desugar(types, a)))
                {
                    return self.ty(*pi, *elem, 1);
                }
                self.ty(p, unqualified(types, a), 0)
            }
        }
    }

    /// Matches `p` against `a`; a parameter is bound to `a` with its sugar (a typedef
    /// argument prints as the typedef in the instance's parameter types).
    fn ty(&mut self, p: TypeId, a: TypeId, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let types = &self.tu.types;
        let (pn, an) = (desugar(types, p), desugar(types, a));
        match (types.get(pn), types.get(an)) {
            (Type::TemplateParam(d), _) => self.record(*d, TemplateArg::Type(a)),
            (Type::Qualified(pi, pq), _) => {
                // `const T` against `const int` or, through a qualification conversion,
                // `int`: T = int. (`const T` against `const volatile int` would need a
                // new type: left undeduced.)
                let (ab, aq) = match types.get(an) {
                    Type::Qualified(ab, aq) => (*ab, *aq),
                    _ => (an, crate::il::Quals::NONE),
                };
                if aq.without(*pq).is_empty() {
                    self.ty(*pi, ab, depth + 1);
                }
            }
            (Type::Pointer(pi), Type::Pointer(ai))
            | (Type::LValueRef(pi), Type::LValueRef(ai))
            | (Type::RValueRef(pi), Type::RValueRef(ai)) => self.ty(*pi, *ai, depth + 1),
            (Type::Array(pi, pb), Type::Array(ai, ab)) => {
                if let (ArrayBound::Dependent(e), ArrayBound::Known(n)) = (pb, ab) {
                    self.value(*e, i128::from(*n));
                }
                self.ty(*pi, *ai, depth + 1);
            }
            (
                Type::MemberPointer {
                    class: pc,
                    pointee: pp,
                },
                Type::MemberPointer {
                    class: ac,
                    pointee: ap,
                },
            ) => {
                self.ty(*pc, *ac, depth + 1);
                self.ty(*pp, *ap, depth + 1);
            }
            (Type::Function(pf), Type::Function(af)) if pf.params.len() == af.params.len() => {
                self.ty(pf.ret, af.ret, depth + 1);
                for (&x, &y) in pf.params.iter().zip(af.params.iter()) {
                    self.ty(x, y, depth + 1);
                }
            }
            (
                Type::TemplateId {
                    template: pt,
                    args: pargs,
                    ..
                },
                Type::TemplateId {
                    template: at,
                    args: aargs,
                    resolved: None,
                },
            ) if pt == at => {
                // A class template specialization named by its template-id (no instance is
                // made for it): its arguments, defaults completed, against the pattern's.
                let Some(aargs) = complete_args(self.tu, *at, aargs) else {
                    return;
                };
                for (pa, aa) in pargs.iter().zip(aargs.iter()) {
                    match (pa, aa) {
                        (TemplateArg::Type(x), TemplateArg::Template(y)) => {
                            if let Some(p) = named_template_of(self.tu, *x) {
                                self.record(p, TemplateArg::Template(*y));
                            }
                        }
                        (TemplateArg::Template(p), TemplateArg::Template(y)) => {
                            self.record(*p, TemplateArg::Template(*y))
                        }
                        (TemplateArg::Type(x), TemplateArg::Type(y)) => self.ty(*x, *y, depth + 1),
                        (TemplateArg::Expr(e), TemplateArg::Integral(v, _)) => self.value(*e, *v),
                        _ => {}
                    }
                }
            }
            (Type::TemplateId { args: pargs, .. }, _) => {
                let Type::Class(c) = types.get(types.canonical(an)) else {
                    return;
                };
                let Some(DeclKind::Class(class)) = self.tu.decls.get(*c).map(|d| &d.kind) else {
                    return;
                };
                let Some(spec) = &class.specialization else {
                    return;
                };
                for (pa, aa) in pargs.iter().zip(spec.args.iter()) {
                    match (pa, aa) {
                        (TemplateArg::Type(x), TemplateArg::Type(y)) => self.ty(*x, *y, depth + 1),
                        (TemplateArg::Expr(e), TemplateArg::Integral(v, _)) => self.value(*e, *v),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }

    /// A non-type parameter `e` (when it is one) bound to `value`.
    fn value(&mut self, e: ExprId, value: i128) {
        let Some(ExprKind::DeclRef { decl, .. }) = self.tu.exprs.get(e).map(|x| &x.kind) else {
            return;
        };
        if let Some(DeclKind::TemplateValueParam(p)) = self.tu.decls.get(*decl).map(|d| &d.kind) {
            if !self.tu.types.is_dependent(p.ty) {
                let t = self.tu.types.canonical(self.tu.types.unqualified(p.ty));
                self.record(*decl, TemplateArg::Integral(value, t));
            }
        }
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

/// Template parameters → arguments.
pub(super) struct Subst<'a> {
    pub(super) params: &'a [DeclId],
    pub(super) args: &'a [TemplateArg],
}

impl Subst<'_> {
    fn arg(&self, decl: DeclId) -> Option<&TemplateArg> {
        self.params
            .iter()
            .position(|&p| p == decl)
            .and_then(|i| self.args.get(i))
    }

    /// `t` with the arguments substituted; `None` for what cannot be substituted yet.
    pub(super) fn ty(&self, tu: &mut TranslationUnit, t: TypeId, depth: u32) -> Option<TypeId> {
        if depth > MAX_DEPTH {
            return None;
        }
        if !tu.types.is_dependent(t) {
            return Some(t);
        }
        let next = depth + 1;
        Some(match tu.types.get(t).clone() {
            Type::TemplateParam(d) => match self.arg(d)? {
                TemplateArg::Type(a) => *a,
                _ => return None,
            },
            Type::Typedef { aliased, .. } => self.ty(tu, aliased, next)?,
            Type::Qualified(i, q) => {
                let i = self.ty(tu, i, next)?;
                tu.types.qualified(i, q)
            }
            Type::Pointer(i) => {
                let i = self.ty(tu, i, next)?;
                tu.types.pointer(i)
            }
            Type::LValueRef(i) => {
                let i = self.ty(tu, i, next)?;
                tu.types.lvalue_ref(i)
            }
            Type::RValueRef(i) => {
                let i = self.ty(tu, i, next)?;
                tu.types.rvalue_ref(i)
            }
            Type::Array(i, bound) => {
                let bound = match bound {
                    ArrayBound::Dependent(e) => {
                        ArrayBound::Known(u64::try_from(self.value(tu, e)?).ok()?)
                    }
                    b => b,
                };
                let i = self.ty(tu, i, next)?;
                tu.types.array(i, bound)
            }
            Type::Function(f) => {
                let ret = self.ty(tu, f.ret, next)?;
                let mut params = Vec::with_capacity(f.params.len());
                for &p in f.params.iter() {
                    match self.expansion(tu, p, next) {
                        Some(items) => params.extend(items?),
                        None => params.push(self.ty(tu, p, next)?),
                    }
                }
                // The written parameters follow, unless a pack changed their number.
                let written = match &f.written_params {
                    Some(w) if w.len() == params.len() => w
                        .iter()
                        .map(|w| {
                            let ty = self.ty(tu, w.ty, next)?;
                            Some(WrittenParam { name: w.name, ty })
                        })
                        .collect::<Option<Box<[_]>>>()
                        .map(Box::new),
                    _ => None,
                };
                tu.types.function(FunctionType {
                    ret,
                    params: params.into(),
                    written_params: written,
                    ..f
                })
            }
            Type::MemberPointer { class, pointee } => {
                let class = self.ty(tu, class, next)?;
                let pointee = self.ty(tu, pointee, next)?;
                tu.types.intern(Type::MemberPointer { class, pointee })
            }
            Type::TemplateId {
                template,
                args,
                resolved: None,
            } => {
                let mut out = Vec::with_capacity(args.len());
                for a in args.iter() {
                    out.push(self.template_arg(tu, a, next)?);
                }
                if let Some(t) = alias_expansion(tu, template, &out, next) {
                    return t;
                }
                let args = complete_args(tu, template, &out)?;
                tu.types.intern(Type::TemplateId {
                    template,
                    args: args.into(),
                    resolved: None,
                })
            }
            // `__underlying_type(T)`: the transformation of the substituted operand.
            Type::Transform {
                name,
                operand,
                result: None,
            } => crate::sema::traits::substitute::transform(tu, name, operand, &(self, next))?,
            // `typename W<T>::type`: the member typedef of the specialization chosen.
            Type::DependentName { qualifier, steps }
                if steps.len() == 1 && steps[0].args.is_none() =>
            {
                let q = self.ty(tu, qualifier, next)?;
                let (decl, aliased) = super::specialization::member_typedef(tu, q, steps[0].name)?;
                tu.types.intern(Type::Typedef {
                    decl,
                    aliased,
                    qualifier: Some(q),
                })
            }
            _ => return None,
        })
    }

    /// `P...` (a pack expansion type): one type per element of the pack it expands
    /// (`Some(None)`: it cannot be expanded); `None` when `t` is no pack expansion.
    #[allow(clippy::option_option)]
    fn expansion(
        &self,
        tu: &mut TranslationUnit,
        t: TypeId,
        depth: u32,
    ) -> Option<Option<Vec<TypeId>>> {
        let Type::PackExpansion(inner) = tu.types.get(t).clone() else {
            return None;
        };
        let packs: Vec<(usize, Box<[TemplateArg]>)> = self
            .params
            .iter()
            .enumerate()
            .filter_map(|(i, _)| match self.args.get(i) {
                Some(TemplateArg::Pack(items)) => Some((i, items.clone())),
                _ => None,
            })
            .collect();
        // The pack the pattern names (one pack per expansion is enough here).
        let Some((slot, items)) = packs
            .into_iter()
            .find(|(i, _)| mentions(tu, inner, self.params[*i]))
        else {
            return Some(None);
        };
        let mut out = Vec::with_capacity(items.len());
        for item in items.iter() {
            let mut args = self.args.to_vec();
            args[slot] = item.clone();
            let one = Subst {
                params: self.params,
                args: &args,
            };
            match one.ty(tu, inner, depth + 1) {
                Some(t) => out.push(t),
                None => return Some(None),
            }
        }
        Some(Some(out))
    }

    /// A class template-id's argument with the parameters substituted.
    fn template_arg(
        &self,
        tu: &mut TranslationUnit,
        a: &TemplateArg,
        depth: u32,
    ) -> Option<TemplateArg> {
        if let TemplateArg::Type(t) = a {
            if let Some(b @ TemplateArg::Template(_)) =
                named_template_of(tu, *t).and_then(|p| self.arg(p))
            {
                return Some(b.clone());
            }
        }
        Some(match a {
            TemplateArg::Type(t) => TemplateArg::Type(self.ty(tu, *t, depth)?),
            TemplateArg::Expr(e) => match &tu.exprs.get(*e)?.kind {
                ExprKind::DeclRef { decl, .. } if self.arg(*decl).is_some() => {
                    match self.arg(*decl)? {
                        a @ TemplateArg::Integral(..) => a.clone(),
                        _ => return None,
                    }
                }
                // `__integer_pack(N)...`: the arguments `0, 1, ..., N-1`.
                ExprKind::PackExpansion(inner) => {
                    let inner = *inner;
                    let items =
                        crate::sema::traits::substitute::integer_pack(tu, inner, &(self, depth))?;
                    TemplateArg::Pack(
                        items
                            .into_iter()
                            .map(|(v, t)| TemplateArg::Integral(v, t))
                            .collect(),
                    )
                }
                // A trait of the parameters (`__is_class(T)`, `!__is_same(T, U)`).
                _ => {
                    let ty = tu.exprs[*e].ty;
                    let v = crate::sema::traits::substitute::value(tu, *e, &(self, depth), 0)?;
                    TemplateArg::Integral(v, ty)
                }
            },
            TemplateArg::Template(d) => match self.arg(*d) {
                Some(a @ TemplateArg::Template(_)) => a.clone(),
                Some(_) => return None,
                None => TemplateArg::Template(*d),
            },
            TemplateArg::Integral(..) => a.clone(),
            TemplateArg::Pack(_) => return None,
        })
    }

    /// A non-type parameter's value (a bound written as the parameter's name).
    fn value(&self, tu: &TranslationUnit, e: ExprId) -> Option<i128> {
        match &tu.exprs.get(e)?.kind {
            ExprKind::DeclRef { decl, .. } => match self.arg(*decl)? {
                TemplateArg::Integral(v, _) => Some(*v),
                _ => None,
            },
            _ => None,
        }
    }
}

/// `A<args>` for an alias template `A`: its aliased type with the arguments substituted
/// (`bool_constant<B>` is `integral_constant<bool, B>`). `None` when `template` is no alias
/// template; `Some(None)` when the arguments do not fit its parameters one to one.
#[allow(clippy::option_option)]
fn alias_expansion(
    tu: &mut TranslationUnit,
    template: DeclId,
    args: &[TemplateArg],
    depth: u32,
) -> Option<Option<TypeId>> {
    let DeclKind::Template(t) = &tu.decls.get(template)?.kind else {
        return None;
    };
    let DeclKind::Typedef(td) = &tu.decls.get(t.pattern)?.kind else {
        return None;
    };
    let aliased = td.aliased;
    let params = t.param_lists.last()?.params.clone();
    if params.len() != args.len() {
        return Some(None);
    }
    let subst = Subst {
        params: &params,
        args,
    };
    Some(subst.ty(tu, aliased, depth))
}

/// The instantiator's substitution, as the traits see it.
impl crate::sema::traits::substitute::Substitution for (&Subst<'_>, u32) {
    fn ty(&self, tu: &mut TranslationUnit, t: TypeId) -> Option<TypeId> {
        self.0.ty(tu, t, self.1 + 1)
    }
    fn value_param(&self, decl: DeclId) -> Option<i128> {
        match self.0.arg(decl)? {
            TemplateArg::Integral(v, _) => Some(*v),
            _ => None,
        }
    }
}

/// Whether `t` names the template parameter `param` (a type parameter).
fn mentions(tu: &TranslationUnit, t: TypeId, param: DeclId) -> bool {
    let mut stack = vec![t];
    let mut steps = 0;
    while let Some(t) = stack.pop() {
        steps += 1;
        if steps > 10_000 {
            return false;
        }
        match tu.types.get(t) {
            Type::TemplateParam(d) if *d == param => return true,
            Type::Qualified(u, _)
            | Type::Pointer(u)
            | Type::LValueRef(u)
            | Type::RValueRef(u)
            | Type::Array(u, _) => stack.push(*u),
            Type::Typedef { aliased, .. } => stack.push(*aliased),
            Type::TemplateId { args, .. } => {
                for a in args.iter() {
                    if let TemplateArg::Type(x) = a {
                        stack.push(*x);
                    }
                }
            }
            _ => {}
        }
    }
    false
}

pub(super) fn canonical_arg(tu: &TranslationUnit, a: &TemplateArg) -> TemplateArg {
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
pub(super) fn select_specialization(
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
fn match_args(
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

fn bind(
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

fn match_arg(
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

fn match_type(
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
fn split(tu: &TranslationUnit, t: TypeId) -> (TypeId, crate::il::types::Quals) {
    match tu.types.get(t) {
        Type::Qualified(u, q) => (*u, *q),
        _ => (t, crate::il::types::Quals::NONE),
    }
}
