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
//! three); the registration callback's parameter takes the next number.

use crate::il::decl::{DeclName, FnFlags, StorageClass};
use crate::il::{
    ArenaId, ConvKind, DeclId, DeclKind, ExecSpace, ExprKind, StmtId, StmtKind, TranslationUnit,
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
/// calls with an argument that is not a constant (a constant call is folded and the
/// constructor never emitted).
pub fn device_temps_after_stubs(tu: &TranslationUnit) -> u32 {
    let mut used: Vec<DeclId> = Vec::new();
    let mut note = |ctor: DeclId, args: &[crate::il::ExprId]| {
        let non_constant = args
            .iter()
            .any(|&a| tu.exprs.get(a).is_none_or(|e| e.value.is_none()));
        if non_constant && !used.contains(&ctor) {
            used.push(ctor);
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
                        note(ctor, std::slice::from_ref(operand));
                    }
                }
            }
            // `dim3 v(x, y)`: a parenthesized initializer the parser keeps as a list.
            ExprKind::DependentConstruct { args, .. } | ExprKind::ParenList(args)
                if is_dim3(e.ty) =>
            {
                if let Some(ctor) = dim3_ctor {
                    note(ctor, args);
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
                            note(ctor, std::slice::from_ref(&c));
                        }
                    }
                }
            }
            ExprKind::Construct { ctor, args, .. } => note(*ctor, args),
            ExprKind::ImplicitCast {
                kind: ConvKind::Constructor(ctor),
                operand,
            }
            | ExprKind::Cast {
                kind: ConvKind::Constructor(ctor),
                operand,
                ..
            } => note(*ctor, std::slice::from_ref(operand)),
            _ => {}
        }
    }
    used.iter()
        .filter_map(|&c| {
            let d = tu.decls.get(c)?;
            let DeclKind::Function(f) = &d.kind else {
                return None;
            };
            let emitted =
                is_constructor(tu, c) && !d.implicit && d.attrs.cuda.exec.has(ExecSpace::DEVICE);
            emitted.then(|| {
                tu.types
                    .as_function(f.ty)
                    .map_or(0, |t| t.params.len() as u32)
            })
        })
        .sum()
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
            temps: body_labels(tu, body.body),
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
        if d.attrs.cuda.exec.has(ExecSpace::GLOBAL) {
            out.push(DeviceBody {
                decl: id,
                body: body.body,
                kernel: true,
                temps: body_labels(tu, body.body),
            });
        }
    }
    out
}

/// The labels cicc's lowering gives a body: one for each loop or switch a `break` leaves,
/// one for each loop a `continue` continues (every `break` and `continue` becomes a
/// `goto`); and one temporary for each `return` of a class-typed variable.
pub fn body_labels(tu: &TranslationUnit, body: StmtId) -> u32 {
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
            StmtKind::While { body, .. }
            | StmtKind::Do { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::RangeFor { body, .. } => {
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
            // A class object returned from a variable is copied to a temporary first.
            StmtKind::Return(Some(e)) => {
                let named = |e: &crate::il::Expr| {
                    matches!(&e.kind, ExprKind::DeclRef { decl, .. }
                        if matches!(tu.decls[*decl].kind, DeclKind::Var(_) | DeclKind::Param(_)))
                };
                if tu.exprs.get(*e).is_some_and(|x| {
                    tu.types.as_class(tu.types.unqualified(x.ty)).is_some() && named(x)
                }) {
                    returns += 1;
                }
            }
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

/// A constructor, whether the parser named it so or by its class's name.
fn is_constructor(tu: &TranslationUnit, id: DeclId) -> bool {
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
fn dead_bodies(tu: &TranslationUnit) -> Vec<(crate::source::FileId, u32, u32)> {
    let referenced = referenced_functions(tu);
    let mut out = Vec::new();
    for (id, d) in tu.decls.iter() {
        let DeclKind::Function(f) = &d.kind else {
            continue;
        };
        let Some(body) = &f.body else { continue };
        let first = tu.first_decl(id);
        // A template's body is lowered only for its instances.
        let instantiated = d.parent.is_some_and(|p| {
            matches!(&tu.decls[p].kind, DeclKind::Template(t)
                if t.pattern == id && t.specializations.iter().any(|s| tu.instances.contains_key(s)))
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

/// Functions some expression names (by their first declaration).
fn referenced_functions(tu: &TranslationUnit) -> Vec<bool> {
    let mut referenced = vec![false; tu.decls.len()];
    for (_, e) in tu.exprs.iter() {
        let target = match &e.kind {
            ExprKind::DeclRef { decl, .. } => *decl,
            ExprKind::Member { member, .. } => *member,
            // A closure passed to a function (a template that calls it, as a rule): its
            // `operator()` is instantiated and used.
            ExprKind::Call { args, .. } => {
                for &a in args.iter() {
                    if let Some(op) = closure_call_operator(tu, a) {
                        referenced[tu.first_decl(op).index()] = true;
                    }
                }
                continue;
            }
            _ => continue,
        };
        referenced[tu.first_decl(target).index()] = true;
    }
    referenced
}

/// The `operator()` of an expression of closure type.
fn closure_call_operator(tu: &TranslationUnit, e: crate::il::ExprId) -> Option<DeclId> {
    if !is_closure_object(tu, e) {
        return None;
    }
    let t = tu.types.unqualified(tu.types.non_reference(tu.exprs.get(e)?.ty));
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
fn droppable(tu: &TranslationUnit, id: DeclId) -> bool {
    let d = &tu.decls[id];
    let DeclKind::Function(f) = &d.kind else {
        return false;
    };
    let first = tu.first_decl(id);
    let static_ = f.storage == StorageClass::Static
        || matches!(&tu.decls[first].kind, DeclKind::Function(g) if g.storage == StorageClass::Static);
    let internal = tu.ancestors(id).iter().any(|&a| {
        matches!(tu.decls[a].kind, DeclKind::Namespace(_)) && tu.decls[a].name == DeclName::Anonymous
    });
    static_
        || internal
        || f.flags.has(FnFlags::INLINE)
        || f.flags.has(FnFlags::CONSTEXPR)
        || d.parent
            .is_some_and(|p| matches!(tu.decls[p].kind, DeclKind::Class(_)))
}

/// The argument temporaries of calls in device code, per body of `bodies`: a call with
/// two or more arguments that are not invariant copies each of those to a temporary
/// first (constants and addresses of variables are invariant). A body takes them when it
/// is lowered, with its labels.
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
    let mut per_body = vec![0u32; bodies.len()];
    for (_, e) in tu.exprs.iter() {
        let n = expr_call_temps(tu, e);
        if n == 0 {
            continue;
        }
        // Once per body lowered (a template's body once per instance).
        for (i, r) in ranges.iter().enumerate() {
            if let Some((file, open, close)) = *r {
                if e.pos.file == file && (open..=close).contains(&e.pos.offset) {
                    per_body[i] += n;
                }
            }
        }
    }
    per_body
}

/// The temporaries one expression of device code takes for its call's arguments.
fn expr_call_temps(tu: &TranslationUnit, e: &crate::il::Expr) -> u32 {
    let invariant = |a: crate::il::ExprId| {
        let mut id = a;
        loop {
            let Some(e) = tu.exprs.get(id) else { return false };
            if e.value.is_some() {
                return true;
            }
            match &e.kind {
                ExprKind::Paren(inner) => id = *inner,
                // An array variable decays to its (invariant) address.
                ExprKind::ImplicitCast {
                    kind: ConvKind::ArrayToPointer,
                    operand,
                } => {
                    return tu.exprs.get(*operand).is_some_and(|o| {
                        matches!(o.kind, ExprKind::DeclRef { decl, .. }
                            if matches!(tu.decls[decl].kind, DeclKind::Var(_)))
                    })
                }
                ExprKind::Unary {
                    op: crate::il::expr::UnaryOp::AddrOf,
                    operand,
                } => {
                    return tu.exprs.get(*operand).is_some_and(|o| {
                        matches!(o.kind, ExprKind::DeclRef { decl, .. }
                            if matches!(tu.decls[decl].kind, DeclKind::Var(_) | DeclKind::Param(_)))
                    })
                }
                _ => return false,
            }
        }
    };
    let mut n = 0;
    // A call, or a call of a closure object (`operator()`: the object first).
    let args: &[crate::il::ExprId] = match &e.kind {
        ExprKind::Call { args, .. } => args,
        ExprKind::OperatorCall { op: crate::il::expr::OverloadedOp::Call, args, .. }
            if args.first().is_some_and(|&o| is_closure_object(tu, o)) =>
        {
            // A lambda called where it is written (IIFE) is materialized first.
            n += u32::from(is_lambda_prvalue(tu, args[0]));
            &args[1..]
        }
        _ => return 0,
    };
    // A lambda passed as an argument is materialized too.
    n += args.iter().filter(|&&a| is_lambda_prvalue(tu, a)).count() as u32;
    let varying = args.iter().filter(|&&a| !invariant(a)).count() as u32;
    if varying >= 2 {
        n += varying;
    }
    n
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
