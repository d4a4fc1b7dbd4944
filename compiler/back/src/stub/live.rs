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
    for (_, e) in tu.exprs.iter() {
        let targets = expr_targets(tu, &e.kind);
        if targets.is_empty() {
            continue;
        }
        let key = (e.pos.file.0, e.pos.offset);
        let i = outer.partition_point(|&(f, o, _, _)| (f, o) <= key);
        let owner = i
            .checked_sub(1)
            .filter(|&j| outer[j].0 == key.0 && key.1 <= outer[j].2);
        match owner {
            Some(j) => refs[j].extend(targets),
            None => roots.extend(targets),
        }
    }
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
        if (!in_template && !super::temps::droppable(tu, id)) || kernel_instances {
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
            tu.decls
                .iter()
                .find_map(|(id, d)| match &d.kind {
                    DeclKind::Function(f)
                        if d.name == DeclName::Operator(op)
                            && f.params.len() == placement.len() + 1
                            && d.parent.is_none_or(|p| {
                                !matches!(tu.decls[p].kind, DeclKind::Class(_))
                            }) =>
                    {
                        Some(id)
                    }
                    _ => None,
                })
                .into_iter()
                .collect()
        }
        // A closure passed to a function (a template that calls it, as a rule): its
        // `operator()` is instantiated and used.
        ExprKind::Call { args, .. } => args
            .iter()
            .filter_map(|&a| super::temps::closure_call_operator(tu, a))
            .collect(),
        _ => Vec::new(),
    }
}
