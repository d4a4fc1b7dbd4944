//! Which functions cicc's device lowering references, for the temporaries' numbering
//! ([`super::temps`]): a function that may be dropped (static, inline, a class member...)
//! is emitted only when code cicc keeps references it, and only then do the functions
//! its own body references count. References are followed from the roots: expressions
//! outside every function body, and the bodies of functions that are always kept (host
//! functions included: `main` calling `cudaMalloc<int>`, `__host__` in `cuda_runtime.h`
//! and `__device__` in `cuda_device_runtime_api.h`, makes cicc emit it and the
//! `cudaMalloc(void **, size_t)` it calls). An inline function that only other
//! unreferenced inline functions call is not emitted (the `__shfl_sync` overloads of
//! `sm_30_intrinsics.hpp`, which call each other): checked with cicc's `.cudafe1.gpu` on
//! the real headers.

use crate::il::decl::{DeclKind, DeclName};
use crate::il::{ArenaId, DeclId, ExprKind, StmtKind, TranslationUnit};

/// Functions referenced from code cicc keeps, by their first declaration (a function
/// template's pattern and its template are marked together).
pub fn referenced_functions(tu: &TranslationUnit) -> Vec<bool> {
    // Every function body: (file, `{`, `}`, function).
    let mut bodies: Vec<(u32, u32, u32, DeclId)> = Vec::new();
    for (id, d) in tu.decls.iter() {
        let DeclKind::Function(f) = &d.kind else {
            continue;
        };
        let Some(body) = &f.body else { continue };
        if let Some(StmtKind::Compound(b)) = tu.stmts.get(body.body).map(|s| &s.kind) {
            if b.open.file == b.close.file {
                bodies.push((b.open.file.0, b.open.offset, b.close.offset, id));
            }
        }
    }
    bodies.sort_unstable_by_key(|&(f, o, c, id)| (f, o, std::cmp::Reverse(c), id.0));
    // The outermost bodies (a lambda's or a local class's is part of its function's).
    let mut outer: Vec<(u32, u32, u32, DeclId)> = Vec::new();
    for b in bodies {
        if outer
            .last()
            .is_some_and(|&(f, o, c, _)| f == b.0 && o <= b.1 && b.2 <= c)
        {
            continue;
        }
        outer.push(b);
    }
    // What each outermost body references, and what code outside bodies references.
    let mut refs: Vec<Vec<DeclId>> = vec![Vec::new(); outer.len()];
    let mut roots: Vec<DeclId> = Vec::new();
    let unevaluated =
        super::unevaluated::unevaluated_exprs(tu, |pos| body_at(&outer, pos).is_some());
    for (id, e) in tu.exprs.iter() {
        if unevaluated[id.index()] {
            continue;
        }
        let targets = expr_targets(tu, &e.kind);
        if targets.is_empty() {
            continue;
        }

        match body_at(&outer, e.pos) {
            Some(j) => refs[j].extend(targets),
            // A dependent expression outside bodies is in a template's declaration (a
            // `noexcept(...)`, `decltype(::new ((void *)0) _Tp())` return type):
            // nothing is instantiated from it.
            None if matches!(e.kind, ExprKind::Unresolved { .. })
                || tu.types.is_dependent(e.ty) => {}
            None => roots.extend(targets),
        }
    }
    instantiation_references(tu, &outer, &unevaluated, &mut refs);
    // The outermost bodies by the entity whose reference keeps them.
    let mut bodies_of: std::collections::HashMap<DeclId, Vec<usize>> = Default::default();
    let mut live = vec![false; outer.len()];
    let mut work: Vec<DeclId> = roots;
    for (j, &(_, _, _, id)) in outer.iter().enumerate() {
        let d = &tu.decls[id];
        let in_template = tu
            .ancestors(id)
            .iter()
            .any(|&a| matches!(tu.decls[a].kind, DeclKind::Template(_)));
        let kernel_instances = d.parent.is_some_and(|p| {
            matches!(&tu.decls[p].kind, DeclKind::Template(t)
                if t.specializations.iter().any(|s| tu.instances.contains_key(s)))
        });
        if (!in_template && !super::device_bodies::droppable(tu, id)) || kernel_instances {
            live[j] = true;
            work.extend(refs[j].iter().copied());
        } else {
            bodies_of.entry(tu.first_decl(id)).or_default().push(j);
            // A function template's definition is kept by a reference to any of its
            // declarations (the definition's pattern is not chained to the others').
            if let Some(p) = d.parent {
                if matches!(tu.decls[p].kind, DeclKind::Template(_)) {
                    bodies_of.entry(tu.first_decl(p)).or_default().push(j);
                }
            }
        }
    }
    let mut referenced = vec![false; tu.decls.len()];
    while let Some(t) = work.pop() {
        let first = tu.first_decl(t);
        if std::mem::replace(&mut referenced[first.index()], true) {
            continue;
        }
        // A template and its pattern are one entity here.
        match &tu.decls[first].kind {
            DeclKind::Template(t) => work.push(t.pattern),
            DeclKind::Function(_) => {
                if let Some(p) = tu.decls[first].parent {
                    if matches!(tu.decls[p].kind, DeclKind::Template(_)) {
                        work.push(p);
                    }
                }
            }
            _ => {}
        }
        for &j in bodies_of.get(&first).map(Vec::as_slice).unwrap_or(&[]) {
            if !std::mem::replace(&mut live[j], true) {
                work.extend(refs[j].iter().copied());
            }
        }
    }
    referenced
}

/// The functions an expression references: the function it names, its member, the
/// allocation function of a `new`, the call operator of a closure passed to a call.
fn expr_targets(tu: &TranslationUnit, kind: &ExprKind) -> Vec<DeclId> {
    match kind {
        ExprKind::DeclRef { decl, .. } => vec![*decl],
        ExprKind::Member { member, .. } => vec![*member],
        ExprKind::Construct { ctor, .. } => vec![*ctor],
        // A dependent call's function templates (its plain functions wait for overload
        // resolution: the `atomicAdd` overloads a kernel template calls are not all used).
        ExprKind::Unresolved { candidates, .. } => candidates
            .iter()
            .copied()
            .filter(|&c| matches!(tu.decls[c].kind, DeclKind::Template(_)))
            .collect(),
        ExprKind::New(n) if n.operator_new.is_some() || !n.placement.is_empty() => {
            if let Some(op) = n.operator_new {
                return vec![op];
            }
            // The parser leaves the allocation function unresolved: a user-declared
            // placement `operator new` taking the placement arguments.
            let placement = &n.placement;
            let op = if n.array_size.is_some() {
                crate::il::expr::OverloadedOp::NewArray
            } else {
                crate::il::expr::OverloadedOp::New
            };
            // Of those, the one whose parameters take the arguments' kinds (a pointer
            // argument goes to a pointer parameter: `(size_t, void *)`, not `(size_t,
            // const nothrow_t &)`).
            let mut fallback = None;
            for (id, d) in tu.decls.iter() {
                let DeclKind::Function(f) = &d.kind else {
                    continue;
                };
                if d.name != DeclName::Operator(op)
                    || f.params.len() != placement.len() + 1
                    || d.parent
                        .is_some_and(|p| matches!(tu.decls[p].kind, DeclKind::Class(_)))
                {
                    continue;
                }
                let fits = placement.iter().zip(&f.params[1..]).all(|(&a, &p)| {
                    let DeclKind::Param(p) = &tu.decls[p].kind else {
                        return true;
                    };
                    let arg_ty = tu.types.non_reference(tu.exprs[a].ty);
                    tu.types.is_pointer(arg_ty) == tu.types.is_pointer(p.ty)
                });
                if fits {
                    return vec![id];
                }
                fallback.get_or_insert(id);
            }
            fallback.into_iter().collect()
        }
        // A closure passed to a function (a template that calls it, as a rule): its
        // `operator()` is instantiated and used.
        ExprKind::Call { args, .. } => args
            .iter()
            .filter_map(|&a| super::device_bodies::closure_call_operator(tu, a))
            .collect(),
        _ => Vec::new(),
    }
}

/// The class whose members a variable of type `ty` uses: a specialization's template
/// pattern.
fn class_pattern(tu: &TranslationUnit, ty: crate::il::TypeId) -> Option<DeclId> {
    let t = tu.types.unqualified(tu.types.non_reference(ty));
    if let crate::il::types::Type::TemplateId { template, .. } = tu.types.shape(t) {
        if let Some(tp) = crate::il::template_query::class_template(tu, *template) {
            return Some(tp.pattern);
        }
    }
    let c = tu.types.as_class(tu.types.canonical(t))?;
    match &tu.decls[c].kind {
        DeclKind::Class(cd) => match &cd.specialization {
            Some(s) if s.kind == crate::il::decl::SpecializationKind::Implicit => {
                match &tu.decls[s.template].kind {
                    DeclKind::Template(tp) => Some(tp.pattern),
                    _ => Some(c),
                }
            }
            _ => Some(c),
        },
        _ => None,
    }
}

/// Functions declared in templates (members of class templates, function templates'
/// patterns), by name.
fn template_member_functions(
    tu: &TranslationUnit,
) -> std::collections::HashMap<DeclName, Vec<DeclId>> {
    let mut out: std::collections::HashMap<DeclName, Vec<DeclId>> = Default::default();
    for (id, d) in tu.decls.iter() {
        let DeclKind::Function(_) = &d.kind else {
            continue;
        };
        let in_template = tu
            .ancestors(id)
            .iter()
            .any(|&a| matches!(tu.decls[a].kind, DeclKind::Template(_)));
        if in_template {
            out.entry(d.name).or_default().push(id);
        }
    }
    out
}

/// The outermost body (index into `outer`) containing `pos`.
fn body_at(outer: &[(u32, u32, u32, DeclId)], pos: crate::source::Pos) -> Option<usize> {
    let key = (pos.file.0, pos.offset);
    let i = outer.partition_point(|&(f, o, _, _)| (f, o) <= key);
    i.checked_sub(1)
        .filter(|&j| outer[j].0 == key.0 && key.1 <= outer[j].2)
}

/// What a body uses once its template instances exist, which sema does not make: a
/// variable of class type uses its class's constructors and destructor, and a dependent
/// call (`__a.construct(...)`, `_Traits::f(...)`) the member functions of that name in
/// class templates. An over-approximation of instantiation, by name: it reaches the
/// `__host__ __device__` functions library templates use (placement `operator new` from
/// `std::vector<float> v(n)` in `main`), which cicc then emits.
fn instantiation_references(
    tu: &TranslationUnit,
    outer: &[(u32, u32, u32, DeclId)],
    unevaluated: &[bool],
    refs: &mut [Vec<DeclId>],
) {
    for (_, d) in tu.decls.iter() {
        let DeclKind::Var(v) = &d.kind else { continue };
        let Some(j) = body_at(outer, d.pos) else {
            continue;
        };
        let Some(class) = class_pattern(tu, v.ty) else {
            continue;
        };
        let class = tu.class_definition(class).unwrap_or(class);
        let DeclKind::Class(c) = &tu.decls[class].kind else {
            continue;
        };
        for item in &c.members {
            let crate::il::Item::Decl(m) = *item else {
                continue;
            };
            let f = match &tu.decls[m].kind {
                DeclKind::Template(t) => t.pattern,
                _ => m,
            };
            if tu.decls[f].name == DeclName::Destructor
                || super::device_bodies::is_constructor(tu, f)
            {
                refs[j].push(m);
            }
        }
    }
    let by_name = template_member_functions(tu);
    for (id, e) in tu.exprs.iter() {
        if unevaluated[id.index()] {
            continue;
        }
        let name = match &e.kind {
            ExprKind::Unresolved {
                name, candidates, ..
            } if candidates.is_empty() => name,
            ExprKind::DependentMember { name, .. } => name,
            _ => continue,
        };
        if let (Some(j), Some(ids)) = (body_at(outer, e.pos), by_name.get(name)) {
            refs[j].extend(ids.iter().copied());
        }
    }
}
