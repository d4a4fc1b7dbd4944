//! The CUDA checks inside function bodies: cross-execution-space calls, kernel launch
//! configuration, direct use of device memory in host code, `decltype` of a `__managed__`
//! variable, annotated lambdas without `--extended-lambda`. A walk over the body's
//! statements and expressions in source order (the reference reports in that order).

use crate::il::attr::{ExecSpace, MemorySpace};
use crate::il::decl::{DeclKind, DeclName};
use crate::il::expr::{BinaryOp, ConvKind, ExprKind, TypeOrExpr, UnaryOp};
use crate::il::stmt::{Condition, StmtKind};
use crate::il::types::Type;
use crate::il::{DeclId, ExprId, StmtId, TranslationUnit, TypeId};

/// What the walk found, in source order.
#[derive(Debug)]
pub enum BodyFinding {
    /// A `__device__` function called from host code: callee, its position, whether the
    /// caller is `__host__ __device__`.
    /// `after_operator`: `at` is a member access's `.`/`->`; the name is the next token.
    DeviceCallFromHost {
        callee: DeclId,
        at: crate::source::Pos,
        host_device: bool,
        after_operator: bool,
    },
    GlobalCallNotConfigured {
        at: crate::source::Pos,
    },
    HostCallConfigured {
        at: crate::source::Pos,
    },
    /// A device-memory variable read (`write == false`) or written in a host function.
    DeviceVarAccess {
        var: DeclId,
        at: crate::source::Pos,
        write: bool,
    },
    DecltypeManaged {
        at: crate::source::Pos,
    },
    /// A for-range-declaration with `__shared__`.
    SharedInRangeFor {
        var: DeclId,
    },
    LambdaNeedsExtended {
        at: crate::source::Pos,
    },
}

/// How a name is used where the walk meets it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    Read,
    Write,
    /// Address taken, reference bound, decltype operand: not an access.
    NoAccess,
}

pub struct BodyWalk<'a> {
    tu: &'a TranslationUnit,
    caller_exec: ExecSpace,
    extended_lambda: bool,
    pub findings: Vec<BodyFinding>,
    depth: u32,
}

const MAX_DEPTH: u32 = 2000;

impl<'a> BodyWalk<'a> {
    pub fn new(
        tu: &'a TranslationUnit,
        caller_exec: ExecSpace,
        extended_lambda: bool,
    ) -> BodyWalk<'a> {
        BodyWalk {
            tu,
            caller_exec,
            extended_lambda,
            findings: Vec::new(),
            depth: 0,
        }
    }

    fn host_code(&self) -> bool {
        let e = self.caller_exec.effective();
        e.has(ExecSpace::HOST) && !e.has(ExecSpace::GLOBAL)
    }

    fn host_only(&self) -> bool {
        self.caller_exec.effective() == ExecSpace::HOST
    }

    pub fn stmt(&mut self, id: StmtId) {
        if self.depth > MAX_DEPTH {
            return;
        }
        self.depth += 1;
        let tu = self.tu;
        match &tu.stmt(id).kind {
            StmtKind::Compound(b) => b.stmts.iter().for_each(|&s| self.stmt(s)),
            StmtKind::Expr(e) | StmtKind::GotoExpr(e) => self.expr(*e, Use::Read),
            StmtKind::Return(Some(e)) => self.expr(*e, Use::Read),
            StmtKind::Decl(g) => g.decls.iter().for_each(|&d| self.local_decl(d)),
            StmtKind::If {
                init,
                cond,
                then,
                else_,
                ..
            } => {
                self.opt_stmt(*init);
                self.condition(*cond);
                self.stmt(*then);
                self.opt_stmt(*else_);
            }
            StmtKind::While { cond, body } => {
                self.condition(*cond);
                self.stmt(*body);
            }
            StmtKind::Do { body, cond, .. } => {
                self.stmt(*body);
                self.expr(*cond, Use::Read);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.opt_stmt(*init);
                if let Some(c) = cond {
                    self.condition(*c);
                }
                if let Some(s) = step {
                    self.expr(*s, Use::Read);
                }
                self.stmt(*body);
            }
            StmtKind::RangeFor {
                init,
                var,
                range,
                body,
            } => {
                self.opt_stmt(*init);
                if tu.decl(*var).attrs.cuda.memory.has(MemorySpace::SHARED) {
                    self.findings
                        .push(BodyFinding::SharedInRangeFor { var: *var });
                }
                self.expr(*range, Use::NoAccess);
                self.stmt(*body);
            }
            StmtKind::Switch { init, cond, body } => {
                self.opt_stmt(*init);
                self.condition(*cond);
                self.stmt(*body);
            }
            StmtKind::Case { sub, .. }
            | StmtKind::Default { sub }
            | StmtKind::Label { sub, .. } => self.stmt(*sub),
            StmtKind::Try { body, handlers } => {
                self.stmt(*body);
                handlers.iter().for_each(|h| self.stmt(h.body));
            }
            _ => {}
        }
        self.depth -= 1;
    }

    fn opt_stmt(&mut self, s: Option<StmtId>) {
        if let Some(s) = s {
            self.stmt(s)
        }
    }

    fn condition(&mut self, c: Condition) {
        match c {
            Condition::Expr(e) => self.expr(e, Use::Read),
            Condition::Decl(d) => self.local_decl(d),
        }
    }

    fn local_decl(&mut self, d: DeclId) {
        let tu = self.tu;
        let DeclKind::Var(v) = &tu.decl(d).kind else {
            return;
        };
        self.ty(v.ty);
        let binds_reference = tu.types.is_reference(v.ty);
        let u = if binds_reference {
            Use::NoAccess
        } else {
            Use::Read
        };
        if let Some(init) = &v.init {
            self.expr(init.expr, u);
        }
    }

    /// `decltype(x)` in a declared type.
    fn ty(&mut self, t: TypeId) {
        let tu = self.tu;
        let mut t = t;
        for _ in 0..16 {
            match tu.types.get(t) {
                Type::Qualified(u, _)
                | Type::Pointer(u)
                | Type::LValueRef(u)
                | Type::RValueRef(u) => t = *u,
                Type::Deduced { .. } => return,
                Type::Decltype { expr, .. } => {
                    let e = tu.expr(*expr);
                    if let ExprKind::DeclRef { decl, .. } = e.kind {
                        if tu.decl(decl).attrs.cuda.memory.has(MemorySpace::MANAGED) {
                            self.findings
                                .push(BodyFinding::DecltypeManaged { at: e.pos });
                        }
                    }
                    return;
                }
                _ => return,
            }
        }
    }

    fn exprs(&mut self, es: &[ExprId], u: Use) {
        es.iter().for_each(|&e| self.expr(e, u));
    }

    fn expr(&mut self, id: ExprId, u: Use) {
        if self.depth > MAX_DEPTH {
            return;
        }
        self.depth += 1;
        self.expr_inner(id, u);
        self.depth -= 1;
    }

    fn expr_inner(&mut self, id: ExprId, u: Use) {
        let tu = self.tu;
        let e = tu.expr(id);
        match &e.kind {
            ExprKind::DeclRef { decl, .. } => {
                let d = tu.decl(*decl);
                let memory = d.attrs.cuda.memory;
                let device_memory = memory.has(MemorySpace::DEVICE)
                    || memory.has(MemorySpace::CONSTANT)
                    || memory.has(MemorySpace::SHARED);
                if matches!(d.kind, DeclKind::Var(_))
                    && device_memory
                    && !memory.has(MemorySpace::MANAGED)
                    && u != Use::NoAccess
                    && self.host_only()
                {
                    self.findings.push(BodyFinding::DeviceVarAccess {
                        var: *decl,
                        at: e.pos,
                        write: u == Use::Write,
                    });
                }
            }
            ExprKind::Member { base, .. } | ExprKind::DependentMember { base, .. } => {
                self.expr(*base, Use::NoAccess)
            }
            ExprKind::Unary { op, operand } => {
                let inner = match op {
                    UnaryOp::AddrOf => Use::NoAccess,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                        Use::Write
                    }
                    _ => Use::Read,
                };
                self.expr(*operand, inner)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let lhs_use = if is_assignment(*op) {
                    Use::Write
                } else {
                    Use::Read
                };
                self.expr(*lhs, lhs_use);
                self.expr(*rhs, Use::Read);
            }
            ExprKind::Conditional { cond, then, else_ } => {
                self.expr(*cond, Use::Read);
                if let Some(t) = then {
                    self.expr(*t, u);
                }
                self.expr(*else_, u);
            }
            ExprKind::Index { base, index } => {
                // An array element's access is the array's.
                self.expr(*base, u);
                self.expr(*index, Use::Read);
            }
            ExprKind::OperatorCall { args, .. } => self.exprs(args, Use::NoAccess),
            ExprKind::ImplicitCast { operand, .. } | ExprKind::Paren(operand) => {
                self.expr(*operand, u)
            }
            // `(void)x` discards without reading.
            ExprKind::Cast {
                kind: ConvKind::ToVoid,
                operand,
                ..
            } => self.expr(*operand, Use::NoAccess),
            ExprKind::Cast { operand, .. } => self.expr(*operand, Use::Read),
            ExprKind::Call { callee, args } => {
                let target = self.called_function(*callee);
                if let Some((f, at, after_operator)) = target {
                    self.check_call(f, at, after_operator);
                } else {
                    self.expr(*callee, Use::NoAccess);
                }
                self.call_args(target.map(|t| t.0), args);
            }
            ExprKind::KernelLaunch {
                kernel,
                config,
                args,
            } => {
                let target = self.called_function(*kernel);
                if let Some((f, at, _)) = target {
                    let global = tu.decl(f).attrs.cuda.exec.has(ExecSpace::GLOBAL);
                    if !global {
                        self.findings.push(BodyFinding::HostCallConfigured { at });
                    }
                }
                // A fifth configuration argument is the parser's error (it checks launches like calls).
                self.exprs(config, Use::Read);
                self.call_args(target.map(|t| t.0), args);
            }
            ExprKind::Construct { args, .. }
            | ExprKind::DependentConstruct { args, .. }
            | ExprKind::ParenList(args)
            | ExprKind::InitList { elems: args, .. } => self.exprs(args, Use::Read),
            ExprKind::Sizeof {
                operand: TypeOrExpr::Expr(_),
                ..
            }
            | ExprKind::Typeid(TypeOrExpr::Expr(_)) => {}
            ExprKind::New(n) => {
                let crate::il::expr::NewExpr {
                    placement,
                    array_size,
                    init,
                    ..
                } = &**n;
                self.exprs(placement, Use::Read);
                if let Some(a) = array_size {
                    self.expr(*a, Use::Read);
                }
                if let Some(i) = init {
                    self.expr(*i, Use::Read);
                }
            }
            ExprKind::Delete { operand, .. } => self.expr(*operand, Use::Read),
            ExprKind::Throw(Some(x)) | ExprKind::PackExpansion(x) => self.expr(*x, Use::Read),
            ExprKind::Fold { lhs, rhs, .. } => {
                for x in [lhs, rhs].into_iter().flatten() {
                    self.expr(*x, Use::Read);
                }
            }
            // Not entered: the parser models lambdas as statement expressions for now, and
            // a lambda's body is not its enclosing function's.
            ExprKind::StmtExpr(_) => {}
            ExprKind::Lambda(l) => {
                let op = tu.decl(l.call_operator);
                let annotated = op.attrs.gnu.iter().rfind(|a| {
                    let n = tu.symbols.name(a.name);
                    let bare = n
                        .strip_prefix(b"__")
                        .and_then(|n| n.strip_suffix(b"__"))
                        .unwrap_or(n);
                    bare == b"host" || bare == b"device"
                });
                if let (Some(a), false) = (annotated, self.extended_lambda) {
                    self.findings
                        .push(BodyFinding::LambdaNeedsExtended { at: a.group_pos });
                }
            }
            _ => {}
        }
    }

    /// The function a call's callee names directly (`f`, `ns::f`, `(f)`), with the
    /// position of its name.
    fn called_function(&self, callee: ExprId) -> Option<(DeclId, crate::source::Pos, bool)> {
        let tu = self.tu;
        let mut c = callee;
        for _ in 0..8 {
            let e = tu.expr(c);
            match &e.kind {
                ExprKind::DeclRef { decl, .. }
                    if matches!(tu.decl(*decl).kind, DeclKind::Function(_)) =>
                {
                    return Some((*decl, e.pos, false));
                }
                ExprKind::Member { member, base, .. }
                    if matches!(tu.decl(*member).kind, DeclKind::Function(_)) =>
                {
                    // The member access's position is its `.`/`->`, and the name follows;
                    // with an implicit `this->` the position is the name itself.
                    let implicit = matches!(tu.expr(*base).kind, ExprKind::This { implicit: true });
                    return Some((*member, e.pos, !implicit));
                }
                ExprKind::ImplicitCast { operand, .. } | ExprKind::Paren(operand) => c = *operand,
                _ => return None,
            }
        }
        None
    }

    fn check_call(&mut self, f: DeclId, at: crate::source::Pos, after_operator: bool) {
        let callee = self.tu.decl(f).attrs.cuda.exec;
        if callee.has(ExecSpace::GLOBAL) {
            self.findings
                .push(BodyFinding::GlobalCallNotConfigured { at });
            return;
        }
        let device_only = callee.has(ExecSpace::DEVICE) && !callee.has(ExecSpace::HOST);
        if device_only && self.host_code() {
            let host_device = self.caller_exec.effective().has(ExecSpace::DEVICE);
            self.findings.push(BodyFinding::DeviceCallFromHost {
                callee: f,
                at,
                host_device,
                after_operator,
            });
        }
    }

    /// Arguments: one bound to a reference parameter is not an access.
    fn call_args(&mut self, f: Option<DeclId>, args: &[ExprId]) {
        let tu = self.tu;
        let params: Vec<TypeId> = f
            .and_then(|f| match &tu.decl(f).kind {
                DeclKind::Function(fd) => tu.types.as_function(fd.ty).map(|t| t.params.to_vec()),
                _ => None,
            })
            .unwrap_or_default();
        for (i, &a) in args.iter().enumerate() {
            let by_ref = params.get(i).is_some_and(|&p| tu.types.is_reference(p));
            self.expr(
                a,
                if by_ref || f.is_none() {
                    Use::NoAccess
                } else {
                    Use::Read
                },
            );
        }
    }
}

fn is_assignment(op: BinaryOp) -> bool {
    use BinaryOp::*;
    matches!(
        op,
        Assign
            | MulAssign
            | DivAssign
            | RemAssign
            | AddAssign
            | SubAssign
            | ShlAssign
            | ShrAssign
            | AndAssign
            | XorAssign
            | OrAssign
    )
}

/// `name(T1, T2)` the way the reference names a callee (`%n` with its parameter types).
pub fn callee_text(tu: &TranslationUnit, f: DeclId) -> Vec<u8> {
    let mut out = qualified_name(tu, f);
    out.push(b'(');
    if let DeclKind::Function(fd) = &tu.decl(f).kind {
        if let Some(ft) = tu.types.as_function(fd.ty) {
            for (i, &p) in ft.params.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b", ");
                }
                out.extend(type_text(tu, p, 0));
            }
            if ft.variadic {
                out.extend_from_slice(if ft.params.is_empty() {
                    b"..."
                } else {
                    b", ..."
                });
            }
            out.push(b')');
            if ft.quals.has(crate::il::Quals::CONST) {
                out.extend_from_slice(b" const");
            }
            return out;
        }
    }
    out.push(b')');
    out
}

/// The callee as the reference shows it after its first cross-space call error: `_Z`,
/// the (nested) source name, and `1?` per parameter.
pub fn lowered_callee_text(tu: &TranslationUnit, f: DeclId) -> Vec<u8> {
    let mut scopes = Vec::new();
    let mut p = tu.decl(f).parent;
    for _ in 0..64 {
        let Some(id) = p else { break };
        let pd = tu.decl(id);
        if let (DeclKind::Namespace(_) | DeclKind::Class(_), DeclName::Ident(_)) =
            (&pd.kind, pd.name)
        {
            scopes.push(tu.name_bytes(id).to_vec());
        }
        p = pd.parent;
    }
    scopes.reverse();
    let source = |n: &[u8]| [n.len().to_string().into_bytes(), n.to_vec()].concat();
    let mut out = b"_Z".to_vec();
    if scopes.is_empty() {
        out.extend(source(tu.name_bytes(f)));
    } else {
        out.push(b'N');
        for sc in &scopes {
            out.extend(source(sc));
        }
        out.extend(source(tu.name_bytes(f)));
        out.push(b'E');
    }
    let params = match &tu.decl(f).kind {
        DeclKind::Function(fd) => tu.types.as_function(fd.ty).map_or(0, |t| t.params.len()),
        _ => 0,
    };
    if params == 0 {
        out.push(b'v');
    }
    for _ in 0..params {
        out.extend_from_slice(b"1?");
    }
    out
}

/// The name with its enclosing named namespaces and classes (`ns::S::f`).
pub fn qualified_name(tu: &TranslationUnit, d: DeclId) -> Vec<u8> {
    let mut parts = vec![tu.name_bytes(d).to_vec()];
    let mut p = tu.decl(d).parent;
    for _ in 0..64 {
        let Some(id) = p else { break };
        let pd = tu.decl(id);
        match (&pd.kind, pd.name) {
            (DeclKind::Namespace(_) | DeclKind::Class(_), DeclName::Ident(_)) => {
                parts.push(tu.name_bytes(id).to_vec())
            }
            (DeclKind::Namespace(_), DeclName::Anonymous) => parts.push(b"<unnamed>".to_vec()),
            _ => {}
        }
        p = pd.parent;
    }
    parts.reverse();
    parts.join(&b"::"[..])
}

/// A type as EDG writes it in messages (`int`, `const float *`, `S &`).
pub fn type_text(tu: &TranslationUnit, t: TypeId, depth: u32) -> Vec<u8> {
    if depth > 32 {
        return Vec::new();
    }
    match tu.types.get(t) {
        // Messages spell `unsigned int` in full (the printer writes `unsigned`).
        Type::Builtin(crate::il::types::Builtin::UnsignedInt) => b"unsigned int".to_vec(),
        Type::Builtin(b) => b.spelling().as_bytes().to_vec(),
        Type::Signed(b) => format!("signed {}", b.spelling()).into_bytes(),
        Type::Qualified(u, q) => {
            let mut out = Vec::new();
            if q.has(crate::il::Quals::CONST) {
                out.extend_from_slice(b"const ");
            }
            if q.has(crate::il::Quals::VOLATILE) {
                out.extend_from_slice(b"volatile ");
            }
            out.extend(type_text(tu, *u, depth + 1));
            out
        }
        Type::Pointer(u) => [type_text(tu, *u, depth + 1), b" *".to_vec()].concat(),
        Type::LValueRef(u) => [type_text(tu, *u, depth + 1), b" &".to_vec()].concat(),
        Type::RValueRef(u) => [type_text(tu, *u, depth + 1), b" &&".to_vec()].concat(),
        Type::Class(d) | Type::Enum(d) => qualified_name(tu, *d),
        Type::Typedef { decl, .. } => qualified_name(tu, *decl),
        Type::TemplateParam(d) => tu.name_bytes(*d).to_vec(),
        _ => crate::il::dump::type_text(tu, t).into_bytes(),
    }
}
