//! Which function bodies cicc lowers to device code ([`super::temps`] numbers their
//! temporaries): kernels, kernel template instances, and `__device__` functions that are
//! not dropped (static, inline or member functions nothing live references, see
//! [`super::live`]); and their labels and unnamed parameters.

use super::call_temps::{is_closure_object, strip_implicit};
use crate::il::decl::{DeclName, FnFlags, StorageClass};
use crate::il::{
    ArenaId, DeclId, DeclKind, ExecSpace, ExprId, ExprKind, StmtId, StmtKind, TranslationUnit,
    TypeId,
};
use std::collections::HashSet;
/// A device function cicc lowers, with the temporaries and labels its body takes.
pub struct DeviceBody {
    pub decl: DeclId,
    /// The body lowered (a template instance's is its pattern's).
    pub body: StmtId,
    /// Lowered with the kernels, after the last stub (kernels and template instances).
    pub kernel: bool,
    pub temps: u32,
}

/// The function bodies cicc lowers to device code, in declaration order: kernels, and
/// `__device__` functions except the static or inline ones nothing references.
pub fn device_bodies(tu: &TranslationUnit) -> Vec<DeviceBody> {
    let referenced = referenced_functions(tu);
    let mut out = Vec::new();
    for (id, d) in tu.decls.iter() {
        let DeclKind::Function(f) = &d.kind else {
            continue;
        };
        let Some(body) = &f.body else { continue };
        let exec = d.attrs.cuda.exec;
        let kernel = exec.has(ExecSpace::GLOBAL);
        if d.invalid
            || d.instance_of.is_some()
            || !(kernel || exec.has(ExecSpace::DEVICE))
            || d.parent
                .is_some_and(|p| matches!(tu.decls[p].kind, DeclKind::Template(_)))
            || tu
                .types
                .as_function(f.ty)
                .is_none_or(|t| tu.types.is_dependent(t.ret))
        {
            continue;
        }
        if !kernel && droppable(tu, id) && !referenced[tu.first_decl(id).index()] {
            continue;
        }
        out.push(DeviceBody {
            decl: id,
            body: body.body,
            kernel,
            temps: body_labels(tu, body.body, returns_class(tu, f.ty))
                // Unnamed parameters, a kernel's included (`k(int)` lowers as `k(int __T1)`).
                + unnamed_params(tu, &f.params),
        });
    }
    // Kernel template instances are lowered from their pattern's body.
    let mut instances: Vec<DeclId> = tu.instances.keys().copied().collect();
    instances.sort_unstable();
    for id in instances {
        let d = &tu.decls[id];
        let pattern = d.instance_of.and_then(|t| match &tu.decls[t].kind {
            DeclKind::Template(t) => Some(t.pattern),
            _ => None,
        });
        let Some(DeclKind::Function(pf)) = pattern.map(|p| &tu.decls[p].kind) else {
            continue;
        };
        let Some(body) = &pf.body else { continue };
        let exec = d.attrs.cuda.exec;
        // A device function template's instances are lowered with the kernels.
        if exec.has(ExecSpace::GLOBAL) || exec.has(ExecSpace::DEVICE) {
            out.push(DeviceBody {
                decl: id,
                body: body.body,
                kernel: true,
                temps: body_labels(tu, body.body, returns_class(tu, pf.ty))
                    + unnamed_params(tu, &pf.params),
            });
        }
    }
    for (template, pattern) in template_instances(tu, &dead_bodies(tu), true) {
        let Some(DeclKind::Function(pf)) = tu.decls.get(pattern).map(|d| &d.kind) else {
            continue;
        };
        let Some(body) = &pf.body else { continue };
        out.push(DeviceBody {
            decl: template,
            body: body.body,
            kernel: true,
            temps: body_labels(tu, body.body, returns_class(tu, pf.ty))
                + unnamed_params(tu, &pf.params),
        });
    }
    out
}

/// The instances of non-kernel device function templates that code outside `dead`
/// bodies (functions never emitted, see [`dead_bodies`]) calls, host code included, one
/// (template, pattern) per instance: sema makes instances of kernel templates only, so an
/// instance is told by the template a call names and the types of its arguments (and the
/// template arguments written).
/// `device_only == false`: the instances of every function template (host ones too).
pub(super) fn template_instances(
    tu: &TranslationUnit,
    dead: &[(crate::source::FileId, u32, u32)],
    device_only: bool,
) -> Vec<(DeclId, DeclId)> {
    let dead = crate::source::PosRanges::new(dead.iter().copied());
    // Each function template's declarations together: the union of their spaces and the
    // pattern of the one that defines it.
    let mut chains: std::collections::HashMap<DeclId, (ExecSpace, Option<DeclId>)> =
        Default::default();
    for (id, d) in tu.decls.iter() {
        if let DeclKind::Template(t) = &d.kind {
            let Some(DeclKind::Function(f)) = tu.decls.get(t.pattern).map(|p| &p.kind) else {
                continue;
            };
            let e = chains.entry(tu.first_decl(id)).or_default();
            e.0 = e.0.union(tu.decls[t.pattern].attrs.cuda.exec);
            if f.body.is_some() {
                e.1 = Some(t.pattern);
            }
        }
    }
    let template_of = |callee: ExprId| -> Option<(DeclId, DeclId)> {
        let c = tu.exprs.get(strip_implicit(tu, callee))?;
        let named = match &c.kind {
            ExprKind::DeclRef { decl, .. } => *decl,
            ExprKind::Unresolved { candidates, .. } if candidates.len() == 1 => candidates[0],
            _ => return None,
        };
        let template = match &tu.decls[named].kind {
            DeclKind::Template(_) => named,
            DeclKind::Function(_) => {
                let p = tu.decls[named].parent?;
                matches!(tu.decls[p].kind, DeclKind::Template(_)).then_some(p)?
            }
            _ => return None,
        };
        let DeclKind::Template(t) = &tu.decls[template].kind else {
            return None;
        };
        // The entity's space: a `__device__` declaration and a `__host__` definition make
        // a `__host__ __device__` template (`cudaMalloc<T>` of the CUDA headers).
        let (exec, definition) = chains
            .get(&tu.first_decl(template))
            .copied()
            .unwrap_or((tu.decls[t.pattern].attrs.cuda.exec, None));
        (!device_only || (exec.has(ExecSpace::DEVICE) && !exec.has(ExecSpace::GLOBAL)))
            .then_some((template, definition.unwrap_or(t.pattern)))
    };
    let mut seen: HashSet<String> = HashSet::new();
    let mut out = Vec::new();
    for (_, e) in tu.exprs.iter() {
        let ExprKind::Call { callee, args } = &e.kind else {
            continue;
        };
        let Some((template, pattern)) = template_of(*callee) else {
            continue;
        };
        if dead.contains(e.pos) {
            continue;
        }
        let arg_types: Vec<TypeId> = args
            .iter()
            .filter_map(|&a| tu.exprs.get(strip_implicit(tu, a)))
            .map(|a| {
                tu.types
                    .canonical(tu.types.unqualified(tu.types.non_reference(a.ty)))
            })
            .collect();
        if arg_types.iter().any(|&t| tu.types.is_dependent(t)) {
            continue;
        }
        let written = match tu.exprs.get(strip_implicit(tu, *callee)).map(|c| &c.kind) {
            Some(ExprKind::DeclRef { written, .. })
            | Some(ExprKind::Unresolved { written, .. }) => {
                format!("{:?}", written.template_args)
            }
            _ => String::new(),
        };
        // Template arguments all written: the argument types deduce nothing.
        let params = match &tu.decls[template].kind {
            DeclKind::Template(t) => t.param_lists.last().map_or(0, |l| l.params.len()),
            _ => 0,
        };
        let all_written = match tu.exprs.get(strip_implicit(tu, *callee)).map(|c| &c.kind) {
            Some(ExprKind::DeclRef { written, .. })
            | Some(ExprKind::Unresolved { written, .. }) => written
                .template_args
                .as_ref()
                .is_some_and(|a| a.len() == params),
            _ => false,
        };
        let key = if all_written {
            format!("{template:?} {written}")
        } else {
            format!("{template:?} {arg_types:?} {written}")
        };
        if seen.insert(key) {
            out.push((template, pattern));
        }
    }
    out
}

/// The labels cicc's lowering gives a body: one for each loop or switch a `break` leaves,
/// one for each loop a `continue` continues (every `break` and `continue` becomes a
/// `goto`); one temporary for each `return` of a value when the function returns a class
/// by value (the value is copied to it first); three for each range-for.
pub fn body_labels(tu: &TranslationUnit, body: StmtId, returns_class: bool) -> u32 {
    // (has a break, has a continue) per loop or switch.
    let mut targets: Vec<[bool; 2]> = Vec::new();
    let mut returns = 0u32;
    let mut stack: Vec<(StmtId, Option<usize>, Option<usize>)> = vec![(body, None, None)];
    while let Some((id, brk, cont)) = stack.pop() {
        let Some(st) = tu.stmts.get(id) else { continue };
        match &st.kind {
            StmtKind::Compound(b) => stack.extend(b.stmts.iter().rev().map(|&s| (s, brk, cont))),
            StmtKind::If { then, else_, .. } => {
                stack.extend(else_.iter().map(|&s| (s, brk, cont)));
                stack.push((*then, brk, cont));
            }
            // A range-for keeps its range, begin and end in three temporaries.
            StmtKind::RangeFor { body, .. } => {
                returns += 3;
                targets.push([false; 2]);
                let t = targets.len() - 1;
                stack.push((*body, Some(t), Some(t)));
            }
            StmtKind::While { body, .. }
            | StmtKind::Do { body, .. }
            | StmtKind::For { body, .. } => {
                targets.push([false; 2]);
                let t = targets.len() - 1;
                stack.push((*body, Some(t), Some(t)));
            }
            StmtKind::Switch { body, .. } => {
                targets.push([false; 2]);
                stack.push((*body, Some(targets.len() - 1), cont));
            }
            StmtKind::Case { sub, .. }
            | StmtKind::Default { sub }
            | StmtKind::Label { sub, .. } => stack.push((*sub, brk, cont)),
            StmtKind::Try { body, handlers } => {
                stack.push((*body, brk, cont));
                let _ = handlers;
            }
            // A class object returned is copied to a temporary first.
            StmtKind::Return(Some(_)) if returns_class => returns += 1,
            StmtKind::Break => {
                if let Some(t) = brk {
                    targets[t][0] = true;
                }
            }
            StmtKind::Continue => {
                if let Some(t) = cont {
                    targets[t][1] = true;
                }
            }
            _ => {}
        }
    }
    returns
        + targets
            .iter()
            .map(|[b, c]| u32::from(*b) + u32::from(*c))
            .sum::<u32>()
}

/// Whether a function type returns a class object by value.
fn returns_class(tu: &TranslationUnit, fn_ty: crate::il::TypeId) -> bool {
    tu.types.as_function(fn_ty).is_some_and(|f| {
        !tu.types.is_reference(f.ret) && tu.types.as_class(tu.types.unqualified(f.ret)).is_some()
    })
}

/// A lowered function's unnamed parameters: cicc names each with a temporary.
fn unnamed_params(tu: &TranslationUnit, params: &[DeclId]) -> u32 {
    params
        .iter()
        .filter(|&&p| tu.decls[p].name == DeclName::Anonymous)
        .count() as u32
}

/// A constructor, whether the parser named it so or by its class's name.
pub(super) fn is_constructor(tu: &TranslationUnit, id: DeclId) -> bool {
    let d = &tu.decls[id];
    d.name == DeclName::Constructor
        || d.parent.is_some_and(|p| {
            matches!(tu.decls[p].kind, DeclKind::Class(_))
                && matches!(d.name, DeclName::Ident(_))
                && tu.name_bytes(p) == tu.name_bytes(id)
        })
}

/// The bodies (file, `{` offset, `}` offset) of functions never emitted: templates, and
/// static or inline functions nothing references. Their expressions use nothing.
pub(super) fn dead_bodies(tu: &TranslationUnit) -> Vec<(crate::source::FileId, u32, u32)> {
    let referenced = referenced_functions(tu);
    let mut out = Vec::new();
    for (id, d) in tu.decls.iter() {
        let DeclKind::Function(f) = &d.kind else {
            continue;
        };
        let Some(body) = &f.body else { continue };
        let first = tu.first_decl(id);
        // A template's body is lowered only for its instances: those sema made (kernels),
        // and a host function template's, which exist once some expression names it.
        let instantiated = d.parent.is_some_and(|p| {
            matches!(&tu.decls[p].kind, DeclKind::Template(t)
                if t.pattern == id && (t.specializations.iter().any(|s| tu.instances.contains_key(s))
                    || (!d.attrs.cuda.exec.has(ExecSpace::GLOBAL)
                        && !d.attrs.cuda.exec.has(ExecSpace::DEVICE)
                        && referenced[first.index()])))
        });
        let in_template = !instantiated
            && tu
                .ancestors(id)
                .iter()
                .any(|&a| matches!(tu.decls[a].kind, DeclKind::Template(_)));
        let dead = in_template
            || (!d.attrs.cuda.exec.has(ExecSpace::GLOBAL)
                && droppable(tu, id)
                && !referenced[first.index()]);
        if !dead {
            continue;
        }
        if let Some(StmtKind::Compound(b)) = tu.stmts.get(body.body).map(|s| &s.kind) {
            if b.open.file == b.close.file {
                out.push((b.open.file, b.open.offset, b.close.offset));
            }
        }
    }
    out
}

/// Functions referenced from code cicc keeps ([`super::live`]).
fn referenced_functions(tu: &TranslationUnit) -> Vec<bool> {
    super::live::referenced_functions(tu)
}

/// The `operator()` of an expression of closure type.
pub(super) fn closure_call_operator(tu: &TranslationUnit, e: crate::il::ExprId) -> Option<DeclId> {
    if !is_closure_object(tu, e) {
        return None;
    }
    let t = tu
        .types
        .unqualified(tu.types.non_reference(tu.exprs.get(e)?.ty));
    let class = tu.types.as_class(t)?;
    let DeclKind::Class(c) = &tu.decls[class].kind else {
        return None;
    };
    c.members.iter().find_map(|item| match item {
        crate::il::Item::Decl(id)
            if tu.decls[*id].name == DeclName::Operator(crate::il::expr::OverloadedOp::Call) =>
        {
            Some(*id)
        }
        _ => None,
    })
}

/// A function emitted only when referenced: static, in an unnamed namespace, inline,
/// constexpr, or a class member (defined in its class).
pub(super) fn droppable(tu: &TranslationUnit, id: DeclId) -> bool {
    let d = &tu.decls[id];
    let DeclKind::Function(f) = &d.kind else {
        return false;
    };
    let first = tu.first_decl(id);
    let static_ = f.storage == StorageClass::Static
        || matches!(&tu.decls[first].kind, DeclKind::Function(g) if g.storage == StorageClass::Static);
    let internal = tu.in_anonymous_namespace(id);
    static_
        || internal
        || f.flags.has(FnFlags::INLINE)
        || f.flags.has(FnFlags::CONSTEXPR)
        || d.parent
            .is_some_and(|p| matches!(tu.decls[p].kind, DeclKind::Class(_)))
}
