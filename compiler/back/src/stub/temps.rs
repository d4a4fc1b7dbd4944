//! cicc's numbering of compiler-generated temporaries (`__T<n>`).
//!
//! One counter runs over the whole TU, host stub and device code alike (established on
//! 544 corpus TUs by comparing cicc's `.cudafe1.gpu` with the stub): each kernel's stub
//! takes one number per `__restrict__` pointer parameter, in kernel order; device code
//! takes numbers as it is lowered: a non-kernel device function's body (its call-argument
//! temporaries and labels) where it is defined, interleaved with the stubs in source
//! order; the kernels' bodies after the last stub (checked with cicc's `.gpu` on a probe
//! with device functions and kernels alternating); after the kernels' bodies,
//! the base-object constructor (`C2`) that cicc writes for every `__host__ __device__`
//! constructor used with a non-constant argument takes one number per parameter (dim3's
//! three): used by an expression, a one-argument parenthesized initializer (`W v(x)`), or
//! a base or member initializer of another such constructor; not a constructor of a class
//! in an unnamed namespace (internal linkage, no separate `C2`); an argument every
//! template instance folds (`sizeof...(Args) * 32`) is a constant; each class template
//! specialization (`P<int> p(1)`) has its own `C2`, whose function parameter pack takes one
//! number per element of the class's pack and one when it is empty. The registration
//! callback's parameter takes the next number.

use crate::il::decl::{DeclName, FnFlags, StorageClass};
use crate::il::{
    ArenaId, ConvKind, DeclId, DeclKind, ExecSpace, Expr, ExprId, ExprKind, StmtId, StmtKind,
    TranslationUnit, TypeId,
};
use std::collections::HashSet;

#[derive(Default)]
pub struct Counter {
    next: u32,
}

impl Counter {
    pub fn next(&mut self) -> u32 {
        let n = self.next;
        self.next += 1;
        n
    }

    pub fn skip(&mut self, n: u32) {
        self.next += n;
    }
}

/// The temporaries device code takes after the last stub: one per parameter of each
/// `__device__` (or `__host__ __device__`) user-declared constructor that some expression
/// calls (a `constexpr` one only with an argument that is not a constant: a constant call
/// is folded and the constructor never emitted).
pub fn device_temps_after_stubs(tu: &TranslationUnit) -> u32 {
    // (constructor, the class template instance it constructs when the parser left the
    // constructor of the pattern: each instance has its own `C2`).
    let mut used: Vec<(DeclId, Option<TypeId>)> = Vec::new();
    let note = |used: &mut Vec<(DeclId, Option<TypeId>)>,
                ctor: DeclId,
                instance: Option<TypeId>,
                args: &[crate::il::ExprId]| {
        let non_constant = args.iter().any(|&a| !is_constant(tu, a));
        let constexpr = matches!(&tu.decls[ctor].kind,
            DeclKind::Function(f) if f.flags.has(FnFlags::CONSTEXPR));
        if (non_constant || !constexpr) && !used.contains(&(ctor, instance)) {
            used.push((ctor, instance));
        }
    };
    let dim3_ctor = dim3_constructor(tu);
    let dead = dead_bodies(tu);
    let is_dim3 = |t: crate::il::TypeId| {
        let t = tu.types.unqualified(tu.types.non_reference(t));
        tu.types
            .as_class(t)
            .is_some_and(|c| tu.name_bytes(c) == b"dim3")
    };
    for (_, e) in tu.exprs.iter() {
        if dead.iter().any(|&(file, open, close)| {
            e.pos.file == file && (open..=close).contains(&e.pos.offset)
        }) {
            continue;
        }
        match &e.kind {
            // `dim3(x)`, `dim3(x, y, z)` (the parser does not resolve constructors yet).
            ExprKind::Cast { operand, .. } if is_dim3(e.ty) => {
                if let (Some(ctor), Some(op)) = (dim3_ctor, tu.exprs.get(*operand)) {
                    if !is_dim3(op.ty) {
                        note(&mut used, ctor, None, std::slice::from_ref(operand));
                    }
                }
            }
            // `dim3 v(x, y)`: a parenthesized initializer the parser keeps as a list.
            ExprKind::DependentConstruct { args, .. } | ExprKind::ParenList(args)
                if is_dim3(e.ty) =>
            {
                if let Some(ctor) = dim3_ctor {
                    note(&mut used, ctor, None, args);
                }
            }
            // A scalar grid or block size is converted with `dim3(unsigned, unsigned,
            // unsigned)`.
            ExprKind::KernelLaunch { config, .. } => {
                if let Some(ctor) = dim3_ctor {
                    for &c in config.iter().take(2) {
                        let Some(arg) = tu.exprs.get(c) else { continue };
                        let ty = tu.types.unqualified(tu.types.non_reference(arg.ty));
                        if tu.types.as_class(ty).is_none() {
                            note(&mut used, ctor, None, std::slice::from_ref(&c));
                        }
                    }
                }
            }
            ExprKind::Construct { ctor, args, .. } => note(&mut used, *ctor, None, args),
            // `W(x, y)`, `W v(x)`, `W v{x}` of another class, constructor unresolved by the
            // parser: the constructor taking that many arguments.
            ExprKind::DependentConstruct { args, .. }
            | ExprKind::ParenList(args)
            | ExprKind::InitList { elems: args, .. }
                if !is_dim3(e.ty)
                    && (!crate::il::template_query::names_template_param(tu, e.ty)
                        || is_deduced_template(tu, e.ty)) =>
            {
                if let Some(ctor) = constructor_by_arity(tu, e.ty, args.len()) {
                    note(&mut used, ctor, template_instance(tu, e.ty), args);
                }
            }
            ExprKind::Cast { kind, operand, .. }
                if !is_dim3(e.ty) && !matches!(kind, ConvKind::Constructor(_)) =>
            {
                let scalar = tu.exprs.get(*operand).is_some_and(|o| {
                    !matches!(o.kind, ExprKind::InitList { .. } | ExprKind::ValueInit)
                        && tu
                            .types
                            .as_class(tu.types.unqualified(tu.types.non_reference(o.ty)))
                            .is_none()
                });
                if scalar {
                    if let Some(ctor) = constructor_by_arity(tu, e.ty, 1) {
                        note(&mut used, ctor, None, std::slice::from_ref(operand));
                    }
                }
            }
            ExprKind::ImplicitCast {
                kind: ConvKind::Constructor(ctor),
                operand,
            }
            | ExprKind::Cast {
                kind: ConvKind::Constructor(ctor),
                operand,
                ..
            } => note(&mut used, *ctor, None, std::slice::from_ref(operand)),
            _ => {}
        }
    }
    // `W v(x)`: a parenthesized initializer of one argument is kept as the argument itself.
    let is_dead = |e: ExprId| {
        tu.exprs.get(e).is_none_or(|x| {
            dead.iter().any(|&(file, open, close)| {
                x.pos.file == file && (open..=close).contains(&x.pos.offset)
            })
        })
    };
    for (_, d) in tu.decls.iter() {
        let DeclKind::Var(v) = &d.kind else { continue };
        let Some(init) = &v.init else { continue };
        if init.form != crate::il::expr::InitForm::Paren
            || is_dead(init.expr)
            || crate::il::template_query::names_template_param(tu, v.ty)
        {
            continue;
        }
        let Some(arg) = tu.exprs.get(init.expr) else {
            continue;
        };
        if matches!(arg.kind, ExprKind::ParenList(_))
            || tu.types.same(
                tu.types.unqualified(tu.types.non_reference(arg.ty)),
                tu.types.unqualified(v.ty),
            )
        {
            continue;
        }
        let ctor = if is_dim3(v.ty) {
            dim3_ctor
        } else {
            constructor_by_arity(tu, v.ty, 1)
        };
        if let Some(ctor) = ctor {
            note(
                &mut used,
                ctor,
                template_instance(tu, v.ty),
                std::slice::from_ref(&init.expr),
            );
        }
    }
    // A device constructor's base and member initializers call their constructors in
    // device code.
    let mut i = 0;
    while i < used.len() {
        let (c, instance) = used[i];
        i += 1;
        if instance.is_some() {
            continue;
        }
        let Some(DeclKind::Function(f)) = tu.decls.get(c).map(|d| &d.kind) else {
            continue;
        };
        if !tu.decls[c].attrs.cuda.exec.has(ExecSpace::DEVICE) {
            continue;
        }
        for m in &f.mem_inits {
            let target = match m.target {
                crate::il::decl::MemInitTarget::Base(t) => t,
                crate::il::decl::MemInitTarget::Field(fd) => match &tu.decls[fd].kind {
                    DeclKind::Var(v) => v.ty,
                    _ => continue,
                },
                _ => continue,
            };
            if tu.types.is_dependent(target)
                || tu.types.as_class(tu.types.unqualified(target)).is_none()
            {
                continue;
            }
            let args: Vec<ExprId> = match tu.exprs.get(m.init.expr).map(|e| &e.kind) {
                Some(ExprKind::ParenList(a)) | Some(ExprKind::InitList { elems: a, .. }) => {
                    a.to_vec()
                }
                Some(ExprKind::ValueInit) | None => continue,
                Some(_) => vec![m.init.expr],
            };
            if let Some(ctor) = constructor_by_arity(tu, target, args.len()) {
                note(&mut used, ctor, None, &args);
            }
        }
    }
    used.iter()
        .filter_map(|&(c, inst)| {
            let d = tu.decls.get(c)?;
            let DeclKind::Function(f) = &d.kind else {
                return None;
            };
            // A class in an unnamed namespace has internal linkage: its constructors get
            // no separate `C2`.
            let internal = tu.ancestors(c).iter().any(|&a| {
                matches!(tu.decls[a].kind, DeclKind::Namespace(_))
                    && matches!(tu.decls[a].name, DeclName::Anonymous)
            });
            let emitted = is_constructor(tu, c)
                && !d.implicit
                && !internal
                && d.attrs.cuda.exec.has(ExecSpace::DEVICE);
            emitted.then(|| constructor_params(tu, c, f, inst))
        })
        .sum()
}

/// A constant: folded, or naming a `constexpr` variable, or (in a template's pattern)
/// built only of such operands, `sizeof`, `sizeof...` and non-type template parameters,
/// so that every instance folds it (`sizeof...(Args) * 32`).
fn is_constant(tu: &TranslationUnit, a: ExprId) -> bool {
    is_constant_in(tu, a, 0)
}

fn is_constant_in(tu: &TranslationUnit, a: ExprId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    if tu.exprs.get(a).is_some_and(|e| e.value.is_some()) {
        return true;
    }
    let Some(e) = tu.exprs.get(strip_implicit(tu, a)) else {
        return false;
    };
    match &e.kind {
        ExprKind::DeclRef { decl, .. } => {
            matches!(&tu.decls[*decl].kind,
            DeclKind::Var(v) if v.constexpr)
                || matches!(&tu.decls[*decl].kind, DeclKind::TemplateValueParam(_))
        }
        ExprKind::IntLit(_)
        | ExprKind::GnuNull
        | ExprKind::CharLit { .. }
        | ExprKind::BoolLit(_) => true,
        ExprKind::Sizeof { .. } | ExprKind::SizeofPack { .. } => true,
        ExprKind::Unary { operand, .. } => is_constant_in(tu, *operand, depth + 1),
        ExprKind::Binary { lhs, rhs, .. } => {
            is_constant_in(tu, *lhs, depth + 1) && is_constant_in(tu, *rhs, depth + 1)
        }
        ExprKind::Cast { operand, .. } => is_constant_in(tu, *operand, depth + 1),
        _ => false,
    }
}

/// When device code is lowered relative to the stubs (checked with cicc's `.gpu`): cicc
/// walks the namespace-scope declarations in stub order, lowering each non-kernel device
/// function where it is met (a class member where its class is); when the global scope is
/// done (before the first namespace), it lowers every kernel body, then the constructors
/// of [`device_temps_after_stubs`]; then it goes on with the namespaces.
pub struct Lowering {
    /// (rank in the declaration order, temporaries), sorted.
    bodies: Vec<(usize, u32)>,
    next: usize,
    global_len: usize,
    /// The kernels' bodies and the device constructors, lowered together.
    batch: Option<u32>,
}

impl Lowering {
    pub fn new(tu: &TranslationUnit, order: &[DeclId], global_len: usize) -> Self {
        let mut bodies = device_bodies(tu);
        let call_temps = call_argument_temps(tu, &bodies);
        for (b, n) in bodies.iter_mut().zip(call_temps) {
            b.temps += n;
        }
        let rank_of: std::collections::HashMap<DeclId, usize> =
            order.iter().enumerate().map(|(i, &d)| (d, i)).collect();
        let mut ranked: Vec<(usize, usize, u32)> = Vec::new();
        let mut batch = 0;
        for b in &bodies {
            if b.kernel {
                batch += b.temps;
                continue;
            }
            let rank = std::iter::once(b.decl)
                .chain(tu.ancestors(b.decl).into_iter().rev())
                .find_map(|a| rank_of.get(&a).copied())
                .unwrap_or(usize::MAX - 1);
            ranked.push((rank, b.decl.index(), b.temps));
        }
        ranked.sort_unstable();
        batch += device_temps_after_stubs(tu);
        Lowering {
            bodies: ranked.into_iter().map(|(r, _, n)| (r, n)).collect(),
            next: 0,
            global_len,
            batch: Some(batch),
        }
    }

    /// Lowers what comes before the declaration of rank `to` (`usize::MAX`: everything).
    pub fn advance(&mut self, to: usize, counter: &mut Counter) {
        if to >= self.global_len {
            self.flush(self.global_len, counter);
            if let Some(n) = self.batch.take() {
                counter.skip(n);
            }
        }
        self.flush(to, counter);
    }

    fn flush(&mut self, to: usize, counter: &mut Counter) {
        while let Some(&(rank, n)) = self.bodies.get(self.next) {
            if rank >= to && to != usize::MAX {
                break;
            }
            counter.skip(n);
            self.next += 1;
        }
    }
}

/// The user-declared constructor of class type `ty` with `n` parameters (the first, when
/// overloads share an arity).
fn constructor_by_arity(tu: &TranslationUnit, ty: crate::il::TypeId, n: usize) -> Option<DeclId> {
    let t = tu.types.unqualified(tu.types.non_reference(ty));
    // A class template's arguments deduced from the constructor (`Pair p(1, 2.0)`): its
    // pattern's constructor.
    let class = match tu.types.shape(t) {
        crate::il::Type::TemplateId {
            template,
            args,
            resolved: None,
        } if args.is_empty() || is_ctad(tu, t) => match &tu.decls[*template].kind {
            DeclKind::Template(x) => x.pattern,
            _ => return None,
        },
        // `P<int> p(1)`: no class instance is made; the primary template's constructor
        // (only when no specialization could be the one chosen).
        crate::il::Type::TemplateId {
            template,
            args,
            resolved: None,
        } if !args.is_empty() => {
            let t = crate::il::template_query::class_template(tu, *template)?;
            if !t.specializations.is_empty() {
                return None;
            }
            t.pattern
        }
        _ => tu.types.as_class(t)?,
    };
    let DeclKind::Class(c) = &tu.decls[class].kind else {
        return None;
    };
    c.members.iter().find_map(|item| {
        let crate::il::Item::Decl(id) = item else {
            return None;
        };
        let DeclKind::Function(f) = &tu.decls[*id].kind else {
            return None;
        };
        (is_constructor(tu, *id)
            && tu.types.as_function(f.ty).is_some_and(|t| {
                let packs = t
                    .params
                    .iter()
                    .filter(|&&p| matches!(tu.types.get(p), crate::il::Type::PackExpansion(_)))
                    .count();
                t.params.len() == n || (packs == 1 && t.params.len() - 1 <= n)
            }))
        .then_some(*id)
    })
}

/// The parameters of `ctor`'s base-object constructor for the class template-id
/// `instance` (`None`: the constructor of a class): a function parameter pack expands to
/// one parameter per element of the class's template parameter pack, and to one when
/// that pack is empty.
fn constructor_params(
    tu: &TranslationUnit,
    ctor: DeclId,
    f: &crate::il::decl::FunctionDecl,
    instance: Option<TypeId>,
) -> u32 {
    let Some(ft) = tu.types.as_function(f.ty) else {
        return 0;
    };
    let declared = ft.params.len() as u32;
    let Some(inst) = instance else {
        return declared;
    };
    let packs = ft
        .params
        .iter()
        .filter(|&&p| matches!(tu.types.get(p), crate::il::Type::PackExpansion(_)))
        .count() as u32;
    if packs != 1 {
        return declared;
    }
    let crate::il::Type::TemplateId { template, args, .. } =
        tu.types.get(tu.types.unqualified(inst))
    else {
        return declared;
    };
    let Some(t) = crate::il::template_query::class_template(tu, *template) else {
        return declared;
    };
    let Some(list) = t.param_lists.last() else {
        return declared;
    };
    let fixed = list
        .params
        .iter()
        .filter(|&&p| {
            !matches!(&tu.decls[p].kind, DeclKind::TemplateTypeParam(x) if x.pack)
                && !matches!(&tu.decls[p].kind, DeclKind::TemplateValueParam(x) if x.pack)
        })
        .count();
    let flat: usize = args
        .iter()
        .map(|a| match a {
            crate::il::types::TemplateArg::Pack(items) => items.len(),
            _ => 1,
        })
        .sum();
    let _ = ctor;
    let pack_len = flat.saturating_sub(fixed) as u32;
    declared - 1 + pack_len.max(1)
}

/// A class template named without arguments (deduced from the initializer).
fn is_deduced_template(tu: &TranslationUnit, ty: TypeId) -> bool {
    matches!(tu.types.shape(tu.types.unqualified(ty)),
        crate::il::Type::TemplateId { args, resolved: None, .. } if args.is_empty())
        || is_ctad(tu, ty)
}

/// The specialization a CTAD declaration deduced (`Pair p(1, 2.0)`: `Pair<int, double>`).
fn deduced_instance(tu: &TranslationUnit, ty: TypeId) -> Option<TypeId> {
    is_ctad(tu, ty).then(|| {
        tu.types
            .canonical(tu.types.unqualified(tu.types.non_reference(ty)))
    })
}

/// The class template specialization `ty` names (deduced, or a template-id with its
/// arguments), each with its own `C2`.
fn template_instance(tu: &TranslationUnit, ty: TypeId) -> Option<TypeId> {
    let t = tu
        .types
        .canonical(tu.types.unqualified(tu.types.non_reference(ty)));
    match tu.types.get(t) {
        crate::il::Type::TemplateId {
            args,
            resolved: None,
            ..
        } if !args.is_empty() => Some(t),
        _ => deduced_instance(tu, ty),
    }
}

/// A type written as a class template's bare name and deduced (CTAD).
fn is_ctad(tu: &TranslationUnit, ty: TypeId) -> bool {
    use crate::il::types::AutoKind;
    matches!(
        tu.types.get(tu.types.unqualified(ty)),
        crate::il::Type::Deduced {
            kind: AutoKind::DeducedClass(_),
            ..
        } | crate::il::Type::Auto(AutoKind::DeducedClass(_))
    )
}

/// dim3's constructor from three `unsigned int`s.
fn dim3_constructor(tu: &TranslationUnit) -> Option<DeclId> {
    tu.decls.iter().find_map(|(id, d)| {
        let DeclKind::Function(f) = &d.kind else {
            return None;
        };
        let class = d.parent?;
        (is_constructor(tu, id)
            && tu.name_bytes(class) == b"dim3"
            && tu
                .types
                .as_function(f.ty)
                .is_some_and(|t| t.params.len() == 3))
        .then_some(id)
    })
}

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
                + if kernel {
                    0
                } else {
                    unnamed_params(tu, &f.params)
                },
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
            let kernel = exec.has(ExecSpace::GLOBAL);
            out.push(DeviceBody {
                decl: id,
                body: body.body,
                kernel: true,
                temps: body_labels(tu, body.body, returns_class(tu, pf.ty))
                    + if kernel {
                        0
                    } else {
                        unnamed_params(tu, &pf.params)
                    },
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
        if dead.iter().any(|&(file, open, close)| {
            e.pos.file == file && (open..=close).contains(&e.pos.offset)
        }) {
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

/// The temporaries of expressions in device code, per body of `bodies` (the rules of
/// [`expr_temps`]), and of structured bindings (one for the hidden variable). A body takes
/// them when it is lowered, with its labels.
pub fn call_argument_temps(tu: &TranslationUnit, bodies: &[DeviceBody]) -> Vec<u32> {
    let ranges: Vec<Option<(crate::source::FileId, u32, u32)>> = bodies
        .iter()
        .map(|b| match tu.stmts.get(b.body).map(|s| &s.kind) {
            Some(StmtKind::Compound(blk)) if blk.open.file == blk.close.file => {
                Some((blk.open.file, blk.open.offset, blk.close.offset))
            }
            _ => None,
        })
        .collect();
    let in_place = built_in_place(tu);
    let mut per_body = vec![0u32; bodies.len()];
    let mut add = |pos: crate::source::Pos, n: u32| {
        // Once per body lowered (a template's body once per instance).
        for (i, r) in ranges.iter().enumerate() {
            if let Some((file, open, close)) = *r {
                if pos.file == file && (open..=close).contains(&pos.offset) {
                    per_body[i] += n;
                }
            }
        }
    };
    for (id, e) in tu.exprs.iter() {
        let n = expr_temps(tu, id, e, &in_place);
        if n != 0 {
            add(e.pos, n);
        }
    }
    for &hidden in tu.structured_bindings.keys() {
        add(tu.decls[hidden].pos, 1);
    }
    per_body
}

/// Skips parentheses.
fn strip_parens(tu: &TranslationUnit, mut id: ExprId) -> ExprId {
    for _ in 0..256 {
        match tu.exprs.get(id).map(|e| &e.kind) {
            Some(ExprKind::Paren(inner)) => id = *inner,
            _ => break,
        }
    }
    id
}

/// Skips parentheses and implicit conversions.
fn strip_implicit(tu: &TranslationUnit, mut id: ExprId) -> ExprId {
    for _ in 0..256 {
        match tu.exprs.get(id).map(|e| &e.kind) {
            Some(ExprKind::Paren(inner)) | Some(ExprKind::ImplicitCast { operand: inner, .. }) => {
                id = *inner
            }
            _ => break,
        }
    }
    id
}

/// The arguments of a call as cicc passes them, with the parameter type each binds to
/// (when known): a function call's, an overloaded operator's (a member's object is not
/// an argument), a closure call's. `None` when the expression is no call.
fn call_arguments(tu: &TranslationUnit, e: &Expr) -> Option<Vec<(ExprId, Option<TypeId>)>> {
    let (callee, args): (ExprId, &[ExprId]) = match &e.kind {
        ExprKind::Call { callee, args } => (*callee, args),
        ExprKind::OperatorCall {
            callee,
            args,
            member,
            ..
        } => (
            *callee,
            if *member {
                args.get(1..).unwrap_or(&[])
            } else {
                args
            },
        ),
        _ => return None,
    };
    let params = callee_params(tu, callee);
    Some(
        args.iter()
            .enumerate()
            .map(|(i, &a)| (a, params.as_ref().and_then(|p| p.get(i).copied())))
            .collect(),
    )
}

/// The parameter types of the function an expression names (or points to).
fn callee_params(tu: &TranslationUnit, callee: ExprId) -> Option<Vec<TypeId>> {
    let e = tu.exprs.get(strip_implicit(tu, callee))?;
    let t = tu.types.non_reference(e.ty);
    let f = tu
        .types
        .as_function(t)
        .or_else(|| tu.types.pointee(t).and_then(|p| tu.types.as_function(p)))?;
    Some(f.params.to_vec())
}

/// A class object of type other than a closure (in a template, a specialization of a
/// class template: `X<T>`).
fn is_class_object(tu: &TranslationUnit, ty: TypeId) -> bool {
    let t = tu.types.unqualified(tu.types.non_reference(ty));
    if let crate::il::Type::TemplateId {
        template,
        resolved: None,
        ..
    } = tu.types.shape(t)
    {
        return matches!(&tu.decls[*template].kind, DeclKind::Template(x)
            if matches!(tu.decls[x.pattern].kind, DeclKind::Class(_)));
    }
    tu.types
        .as_class(t)
        .is_some_and(|c| !matches!(&tu.decls[c].kind, DeclKind::Class(k) if k.is_lambda))
}

/// Whether cicc passes an argument as is (no temporary): a constant, the address of a
/// variable or of a string literal (an array decaying to it, or a variable bound to a reference
/// parameter of the same qualification).
fn invariant_argument(tu: &TranslationUnit, a: ExprId, param: Option<TypeId>) -> bool {
    let id = strip_parens(tu, a);
    let Some(e) = tu.exprs.get(id) else {
        return false;
    };
    if e.value.is_some() {
        return true;
    }
    let named_var = |o: ExprId, params_too: bool| {
        tu.exprs.get(strip_parens(tu, o)).is_some_and(|o| {
            matches!(o.kind, ExprKind::DeclRef { decl, .. }
            if match &tu.decls[decl].kind {
                DeclKind::Var(v) => !tu.types.is_reference(v.ty),
                DeclKind::Param(p) => params_too && !tu.types.is_reference(p.ty),
                _ => false,
            })
        })
    };
    if let Some(p) = param.filter(|&p| tu.types.is_reference(p)) {
        // `&x`, unless the binding adds qualifiers (`(const T *)&x`).
        let referred = tu.types.split_quals(tu.types.non_reference(p)).1;
        return named_var(id, true) && tu.types.split_quals(e.ty).1 == referred;
    }
    match &e.kind {
        // An array variable, or a string literal, decays to its (invariant) address
        // (`printf("%d", x, y)` copies `x` and `y` only).
        ExprKind::ImplicitCast {
            kind: ConvKind::ArrayToPointer,
            operand,
        } => {
            named_var(*operand, false)
                || tu
                    .exprs
                    .get(strip_parens(tu, *operand))
                    .is_some_and(|o| matches!(o.kind, ExprKind::StringLit { .. }))
        }
        ExprKind::Unary {
            op: crate::il::expr::UnaryOp::AddrOf,
            operand,
        } => named_var(*operand, true),
        // `&x` converted to a pointer to the type `x` is declared with (a conversion that
        // adds qualifiers is a cast cicc evaluates).
        ExprKind::ImplicitCast {
            kind: ConvKind::Qualification,
            operand,
        } => tu.exprs.get(strip_parens(tu, *operand)).is_some_and(|o| {
            let ExprKind::Unary {
                op: crate::il::expr::UnaryOp::AddrOf,
                operand: var,
            } = o.kind
            else {
                return false;
            };
            let declared = tu
                .exprs
                .get(strip_parens(tu, var))
                .and_then(|v| match v.kind {
                    ExprKind::DeclRef { decl, .. } => match &tu.decls[decl].kind {
                        DeclKind::Var(v) => Some(v.ty),
                        DeclKind::Param(p) => Some(p.ty),
                        _ => None,
                    },
                    _ => None,
                });
            named_var(var, true)
                && declared
                    .zip(tu.types.pointee(e.ty))
                    .is_some_and(|(d, p)| tu.types.split_quals(d).1 == tu.types.split_quals(p).1)
        }),
        _ => false,
    }
}

/// The class prvalues built in place, without a temporary of their own: a variable's
/// initializer (and the elements of a braced list that is one), a returned value (built
/// in the return temporary), an empty class's object a call passes in its argument
/// temporary (an object with data members is built in a temporary of its own, then
/// copied).
fn built_in_place(tu: &TranslationUnit) -> HashSet<ExprId> {
    let mut out = HashSet::new();
    let mut todo: Vec<ExprId> = tu
        .decls
        .iter()
        .filter_map(|(_, d)| match &d.kind {
            // (A scalar variable initialized from an object converts it.)
            DeclKind::Var(v) if !tu.types.is_scalar(tu.types.non_reference(v.ty)) => {
                v.init.as_ref().map(|i| i.expr)
            }
            _ => None,
        })
        .collect();
    todo.extend(tu.stmts.iter().filter_map(|(_, s)| match s.kind {
        StmtKind::Return(Some(e)) => Some(e),
        _ => None,
    }));
    for (_, e) in tu.exprs.iter() {
        if let Some(args) = call_arguments(tu, e) {
            if varying_arguments(tu, &args) >= 2 {
                todo.extend(
                    args.iter()
                        .filter(|&&(a, p)| {
                            !p.is_some_and(|p| tu.types.is_reference(p))
                                && tu.exprs.get(strip_implicit(tu, a)).is_some_and(|x| {
                                    is_class_construction(tu, x) && is_empty_class(tu, x.ty)
                                })
                        })
                        .map(|&(a, _)| a),
                );
            }
        }
    }
    while let Some(id) = todo.pop() {
        if !out.insert(id) {
            continue;
        }
        match tu.exprs.get(id).map(|e| &e.kind) {
            Some(ExprKind::Paren(inner)) | Some(ExprKind::ImplicitCast { operand: inner, .. }) => {
                todo.push(*inner)
            }
            Some(ExprKind::InitList { elems, .. }) => todo.extend(elems.iter().copied()),
            _ => {}
        }
    }
    out
}

/// A class with a virtual function (of its own or a base's).
fn is_polymorphic(tu: &TranslationUnit, ty: TypeId, depth: u32) -> bool {
    let Some(class) = tu
        .types
        .as_class(tu.types.unqualified(tu.types.non_reference(ty)))
    else {
        return false;
    };
    let DeclKind::Class(c) = &tu.decls[class].kind else {
        return false;
    };
    let virtual_ = |id: &DeclId| {
        matches!(&tu.decls[*id].kind, DeclKind::Function(f)
            if f.flags.has(FnFlags::VIRTUAL) || f.flags.has(FnFlags::OVERRIDE))
    };
    c.members.iter().any(|item| match item {
        crate::il::Item::Decl(id) => virtual_(id),
        crate::il::Item::Group(g) => g.decls.iter().any(virtual_),
        _ => false,
    }) || (depth < 64 && c.bases.iter().any(|b| is_polymorphic(tu, b.ty, depth + 1)))
}

/// A class without data members.
fn is_empty_class(tu: &TranslationUnit, ty: TypeId) -> bool {
    let Some(class) = tu
        .types
        .as_class(tu.types.unqualified(tu.types.non_reference(ty)))
    else {
        return false;
    };
    let DeclKind::Class(c) = &tu.decls[class].kind else {
        return false;
    };
    let field = |id: &DeclId| matches!(&tu.decls[*id].kind, DeclKind::Var(v) if v.field);
    !c.members.iter().any(|item| match item {
        crate::il::Item::Decl(id) => field(id),
        crate::il::Item::Group(g) => g.decls.iter().any(field),
        _ => false,
    })
}

/// The arguments of a call that are not invariant.
fn varying_arguments(tu: &TranslationUnit, args: &[(ExprId, Option<TypeId>)]) -> u32 {
    args.iter()
        .filter(|&&(a, p)| !invariant_argument(tu, a, p))
        .count() as u32
}

/// A class object built by an expression (`V{1, 2}`, `W(x)`, `W(x, y)`, `V()`).
fn is_class_construction(tu: &TranslationUnit, e: &Expr) -> bool {
    let class_typed = || is_class_object(tu, e.ty);
    match &e.kind {
        ExprKind::Construct {
            temporary: true, ..
        } => class_typed(),
        ExprKind::Cast {
            kind: ConvKind::Constructor(_),
            ..
        } => class_typed(),
        // `W(x, y)` the parser left unresolved (`X<T>()` in a template).
        ExprKind::DependentConstruct { ty, .. } => {
            class_typed() && (!tu.types.is_dependent(*ty) || is_class_object(tu, *ty))
        }
        // `V{1, 2}`, `V()`, and `W(x)` from a value of another type.
        ExprKind::Cast { operand, .. } => {
            class_typed()
                && tu.exprs.get(*operand).is_some_and(|o| {
                    matches!(o.kind, ExprKind::InitList { .. } | ExprKind::ValueInit)
                        || tu
                            .types
                            .as_class(tu.types.unqualified(tu.types.non_reference(o.ty)))
                            .is_none()
                })
        }
        _ => false,
    }
}

/// A class prvalue computed by a call (or a conditional): one a reference or a member
/// call's object needs materialized in a temporary.
fn is_computed_class_prvalue(tu: &TranslationUnit, id: ExprId) -> bool {
    tu.exprs.get(strip_parens(tu, id)).is_some_and(|e| {
        e.cat == crate::il::ValueCategory::PrValue
            && is_class_object(tu, e.ty)
            && matches!(
                e.kind,
                ExprKind::Call { .. } | ExprKind::OperatorCall { .. }
            )
    })
}

/// The temporaries one expression of device code takes (checked with cicc's `.gpu`):
/// - a call with two or more arguments that are not invariant copies each of those to a
///   temporary first;
/// - a class prvalue a call returns, bound to a reference parameter or used as a member
///   call's object, is materialized in one;
/// - a lambda passed as an argument, or called where it is written, is materialized;
/// - an object built by an expression is built in a temporary unless it is built in
///   place ([`built_in_place`]); a data member read from one copies it to a second;
/// - a class-typed conditional takes one for its result, unless built in place;
/// - a class object assigned from a computed value to anything but a variable is
///   computed into a temporary first;
/// - a new-expression takes one for the size, one per placement argument, and with an
///   initializer one for the pointer (and, for an allocation that may throw, a flag).
fn expr_temps(tu: &TranslationUnit, id: ExprId, e: &Expr, in_place: &HashSet<ExprId>) -> u32 {
    let mut n = 0;
    if let Some(args) = call_arguments(tu, e) {
        if let ExprKind::OperatorCall {
            member: true,
            args: all,
            ..
        } = &e.kind
        {
            n += all
                .first()
                .map_or(0, |&o| u32::from(is_computed_class_prvalue(tu, o)));
        }
        if let ExprKind::Call { callee, .. } = &e.kind {
            if let Some(ExprKind::Member {
                base, arrow: false, ..
            }) = tu.exprs.get(strip_parens(tu, *callee)).map(|c| &c.kind)
            {
                n += u32::from(is_computed_class_prvalue(tu, *base));
            }
        }
        n += args
            .iter()
            .filter(|(a, p)| {
                p.is_some_and(|p| tu.types.is_reference(p)) && is_computed_class_prvalue(tu, *a)
            })
            .count() as u32;
        n += args
            .iter()
            .filter(|&&(a, _)| is_lambda_prvalue(tu, a))
            .count() as u32;
        let varying = varying_arguments(tu, &args);
        if varying >= 2 {
            n += varying;
        }
    }
    match &e.kind {
        // A call through a pointer to member function keeps the object's address, the
        // adjustment and the function in three temporaries.
        ExprKind::Call { callee, .. }
            if matches!(
                tu.exprs.get(strip_parens(tu, *callee)).map(|c| &c.kind),
                Some(ExprKind::Binary {
                    op: crate::il::expr::BinaryOp::PtrMemD | crate::il::expr::BinaryOp::PtrMemI,
                    ..
                })
            ) =>
        {
            n += 3
        }
        // `f()[i]` with an overloaded `operator[]` the parser left built-in.
        ExprKind::Index { base, .. } if is_computed_class_prvalue(tu, *base) => n += 1,
        // A lambda called where it is written (IIFE) is materialized first.
        ExprKind::OperatorCall {
            op: crate::il::expr::OverloadedOp::Call,
            args,
            ..
        } => {
            n += args
                .first()
                .map_or(0, |&o| u32::from(is_lambda_prvalue(tu, o)));
        }
        ExprKind::Member {
            base,
            arrow: false,
            member,
            ..
        } => {
            let base = strip_parens(tu, *base);
            let field = matches!(tu.decls[*member].kind, DeclKind::Var(_));
            n += u32::from(
                field
                    && tu
                        .exprs
                        .get(base)
                        .is_some_and(|x| is_class_construction(tu, x)),
            );
        }
        ExprKind::Conditional { .. } if is_class_object(tu, e.ty) && !in_place.contains(&id) => {
            n += 1
        }
        ExprKind::Binary {
            op: crate::il::expr::BinaryOp::Assign,
            lhs,
            rhs,
        } => {
            n += u32::from(assigns_computed_class(tu, *lhs, *rhs));
        }
        ExprKind::OperatorCall {
            op: crate::il::expr::OverloadedOp::Assign,
            args,
            ..
        } if args.len() == 2 => {
            n += u32::from(assigns_computed_class(tu, args[0], args[1]));
        }
        ExprKind::New(new) => {
            let crate::il::expr::NewExpr {
                placement,
                init: init_expr,
                allocated,
                ..
            } = &**new;
            let init = u32::from(init_expr.is_some());
            n += 1 + placement.len() as u32 + init + init * u32::from(placement.is_empty());
            // A polymorphic object value-initialized (`new X()`) is copied from a static
            // constant holding its vtable pointer.
            let empty = init_expr
                .and_then(|i| tu.exprs.get(strip_implicit(tu, i)))
                .is_some_and(|i| match &i.kind {
                    ExprKind::ParenList(a) | ExprKind::Construct { args: a, .. } => a.is_empty(),
                    ExprKind::InitList { elems, .. } => elems.is_empty(),
                    ExprKind::ValueInit => true,
                    _ => false,
                });
            n += u32::from(empty && is_polymorphic(tu, *allocated, 0));
        }
        _ => {}
    }
    if is_class_construction(tu, e) && !in_place.contains(&id) {
        n += 1;
    }
    n
}

/// `lhs = rhs` of class type where `rhs` is computed (a call, a conditional) and `lhs` is
/// not a variable.
fn assigns_computed_class(tu: &TranslationUnit, lhs: ExprId, rhs: ExprId) -> bool {
    let Some(l) = tu.exprs.get(strip_parens(tu, lhs)) else {
        return false;
    };
    let variable = matches!(l.kind, ExprKind::DeclRef { decl, .. }
        if matches!(tu.decls[decl].kind, DeclKind::Var(_) | DeclKind::Param(_)));
    // (An object built is built in its own temporary, then assigned.)
    let computed = tu.exprs.get(strip_implicit(tu, rhs)).is_some_and(|r| {
        matches!(
            r.kind,
            ExprKind::Call { .. } | ExprKind::OperatorCall { .. } | ExprKind::Conditional { .. }
        )
    });
    is_class_object(tu, l.ty) && !variable && computed
}

/// A lambda expression (under parentheses and conversions).
fn is_lambda_prvalue(tu: &TranslationUnit, mut id: crate::il::ExprId) -> bool {
    for _ in 0..64 {
        match tu.exprs.get(id).map(|e| &e.kind) {
            Some(ExprKind::Paren(i)) | Some(ExprKind::ImplicitCast { operand: i, .. }) => id = *i,
            Some(ExprKind::Lambda(_)) => return true,
            _ => return false,
        }
    }
    false
}

/// An expression of closure type.
fn is_closure_object(tu: &TranslationUnit, id: crate::il::ExprId) -> bool {
    tu.exprs.get(id).is_some_and(|e| {
        let t = tu.types.unqualified(tu.types.non_reference(e.ty));
        tu.types
            .as_class(t)
            .is_some_and(|c| matches!(&tu.decls[c].kind, DeclKind::Class(k) if k.is_lambda))
    })
}
