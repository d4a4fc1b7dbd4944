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

use super::call_temps::{call_argument_temps, strip_implicit};
use super::device_bodies::{dead_bodies, device_bodies, is_constructor};
use crate::il::decl::{DeclName, FnFlags};
use crate::il::{
    ArenaId, ConvKind, DeclId, DeclKind, ExecSpace, ExprId, ExprKind, TranslationUnit, TypeId,
};

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
    let dead = crate::source::PosRanges::new(dead_bodies(tu));
    let is_dim3 = |t: crate::il::TypeId| {
        let t = tu.types.unqualified(tu.types.non_reference(t));
        tu.types
            .as_class(t)
            .is_some_and(|c| tu.name_bytes(c) == b"dim3")
    };
    for (_, e) in tu.exprs.iter() {
        if dead.contains(e.pos) {
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
    let is_dead = |e: ExprId| tu.exprs.get(e).is_none_or(|x| dead.contains(x.pos));
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
