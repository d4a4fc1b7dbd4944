//! The CUDA host-side checks cudafe++ makes on declarations: `__global__` function
//! constraints, execution-space combinations, `__launch_bounds__` placement, memory-space
//! variables (`__shared__` initializers, `__managed__` types, memory-space variables in host
//! function bodies). A pass over the IL that produces [`Issue`]s (data) with the
//! reference's texts, numbers and positions; the diagnostic engine renders them.
//!
//! Every text, number and position below was observed on cudafe++ 13.0.88
//! (reference-behavior.md §6 and the probe in the tests). Not diagnosed by cudafe++ (cicc
//! does it): `static __global__`, default arguments of kernels.

pub(crate) mod body;
mod incremental;
mod stream;

pub use incremental::IncrementalChecks;
pub use stream::{StreamView, TokenIndex};

use crate::diag::{Issue, IssueAt, Severity};
use crate::il::attr::{ExecSpace, GnuAttr, MemorySpace};
use crate::il::decl::TemplateDecl;
use crate::il::decl::{Decl, DeclKind, DeclName, FnFlags, StorageClass};
use crate::il::types::{ExceptionSpec, TemplateArg, Type};
use crate::il::{DeclId, TranslationUnit, TypeId};
use crate::pp::Symbol;
use crate::source::{Pos, SourceMap};
use std::collections::HashMap;

macro_rules! cuda_messages {
    ($($name:ident = ($num:expr, $sev:ident, $text:literal),)*) => {
        /// A CUDA declaration check's message (internal numbers: displayed as +16543).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum CudaMsg { $($name),* }

        impl CudaMsg {
            pub fn number(self) -> u16 {
                match self { $(CudaMsg::$name => $num),* }
            }
            pub fn severity(self) -> Severity {
                match self { $(CudaMsg::$name => Severity::$sev),* }
            }
            /// The text (`%sq`: the argument in double quotes, `%s` as is).
            pub fn template(self) -> &'static str {
                match self { $(CudaMsg::$name => $text),* }
            }
        }
    };
}

cuda_messages! {
    IllegalMemoryQualifiers = (3481, Error, "illegal combination of memory qualifiers"),
    MemorySpaceVarInHostBody = (3483, Error, "%s %sq variable declaration is not allowed inside a host function body"),
    GlobalEllipsis = (3503, Error, "a __global__ function cannot have ellipsis"),
    GlobalReturnType = (3505, Error, "a __global__ function must have a void return type"),
    GlobalDeducedReturn = (3506, Error, "a __global__ function must not have a deduced return type"),
    GlobalInlineIgnored = (3507, Warning, "inline qualifier ignored for \"__global__\" function"),
    SharedInitializer = (3510, Error, "initializer not allowed for __shared__ variable "),
    LaunchBoundsNotGlobal = (3534, Error, "__launch_bounds__ is only allowed on a __global__ function"),
    MainDeviceOrGlobal = (3538, Error, "function main cannot be marked __device__ or __global__"),
    ManagedConst = (3566, Error, "a __managed__ variable cannot have a const qualified type"),
    ManagedReference = (3567, Error, "a __managed__ variable cannot have a reference type"),
    OperatorGlobal = (3644, Error, "An operator function cannot be a __global__ function"),
    GlobalMember = (3688, Error, "A __global__ function or function template cannot be a member function"),
    WrongEntityForAttribute = (1835, Warning, "attribute %sq does not apply here"),
    UnusablePack = (2097, Warning, "template parameter %sq cannot be used because it follows a parameter pack and cannot be deduced from the parameters of function template %sq"),
    GlobalPackNotLast = (3573, Error, "Pack template parameter must be the last template parameter for a variadic __global__ function template"),
    GlobalMultiplePacks = (3574, Error, "Multiple pack parameters are not allowed for a variadic __global__ function template"),
    DeviceVarInUnnamedInlineNs = (3579, Error, "A %s variable cannot be declared within an inline unnamed namespace"),
    ManagedConstexpr = (3577, Error, "A __managed__ variable cannot be marked constexpr"),
    ManagedSharedOrConstant = (3568, Error, "__managed__ variables cannot be marked __shared__ or __constant__"),
    GlobalFriendDefinition = (3643, Error, "A __global__ function or function template cannot be defined in a friend declaration"),
    GlobalExceptionSpec = (3647, Error, "An exception specification is not allowed for a __global__ function or function template"),
    GridConstantNonKernel = (3702, Error, "__grid_constant__ annotation is only allowed on a parameter of a __global__ function"),
    MaxnregNotGlobal = (3715, Error, "__maxnreg__ is only allowed on a __global__ function"),
    DeviceCallFromHost = (3462, Error, "calling a %s function(%sq) from a %s function(%sq) is not allowed"),
    // The same text from a host-only caller has its own number (SARIF's ruleId shows it).
    DeviceCallFromHostOnly = (3464, Error, "calling a %s function(%sq) from a %s function(%sq) is not allowed"),
    GlobalCallNotConfigured = (3508, Error, "a __global__ function call must be configured"),
    HostCallConfigured = (3509, Error, "a host function call cannot be configured"),
    DeviceVarRead = (3548, Warning, "a %s variable %sq cannot be directly read in a host function"),
    DeviceVarWritten = (3549, Warning, "a %s variable %sq cannot be directly written in a host function"),
    DecltypeManaged = (3576, Error, "A __managed__ variable cannot be used as an unparenthesized id-expression argument for decltype()"),
    LambdaNeedsExtended = (3621, Error, "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag"),
    OverrideSpaceMismatch = (3513, Error, "execution space mismatch: overridden entity (function %sq) is a %s function, but overriding entity (function %sq) is a %s function"),
    SharedInRangeFor = (3649, Error, "the __shared__ memory space specifier is not allowed for a variable declared by the for-range-declaration"),
    ExprNotConstant = (28, Error, "expression must have a constant value"),
    VariableNotConstant = (2689, Note, "the value of variable %sq (declared at line %s) cannot be used as a constant"),
    ConstantNotIntegral = (2406, Error, "this constant expression has type %sq instead of the required integral or enum type"),
    ExpectedRParen = (18, Error, "expected a \")\""),
    TooManyArguments = (140, Error, "too many arguments in function call"),
    BoundsMaxnregIncompatible = (3719, Error, "The __launch_bounds__ and __maxnreg__ qualifiers cannot be applied to the same kernel"),
    InlineDeviceVarLinkage = (3648, Error, "An inline __device__/__constant__/__managed__ variable must have internal linkage when the program is compiled in whole program mode (-rdc=false)"),
}

/// Member functions by (class type, name): the override check's lookup.
pub(crate) type Methods = HashMap<(TypeId, Symbol), Vec<DeclId>>;

/// Runs every check. `token_index` maps a position to the index of the stream token there
/// (the key that merges these issues with the parser's and the preprocessor's); the
/// result is in declaration order.
pub fn check(
    tu: &TranslationUnit,
    stream: &StreamView,
    source: Option<&SourceMap>,
    extended_lambda: bool,
    device_c: bool,
) -> Vec<Issue> {
    let mut methods = Methods::new();
    let all = 0..tu.decls.len();
    index_methods(tu, all.clone(), &mut methods);
    let options = CheckOptions {
        extended_lambda,
        device_c,
        device_side: false,
    };
    check_range(tu, stream, &methods, source, options, all)
}

/// Adds the member functions among the declarations `range` to `methods`.
pub(crate) fn index_methods(
    tu: &TranslationUnit,
    range: std::ops::Range<usize>,
    methods: &mut Methods,
) {
    for i in range {
        let id = DeclId(i as u32);
        let decl = &tu.decls[id];
        if let (DeclKind::Function(_), DeclName::Ident(name), Some(p)) =
            (&decl.kind, decl.name, decl.parent)
        {
            if let DeclKind::Class(c) = &tu.decl(p).kind {
                methods
                    .entry((tu.types.canonical(c.self_ty), name))
                    .or_default()
                    .push(id);
            }
        }
    }
}

/// The command-line facts the checks depend on.
#[derive(Clone, Copy, Debug, Default)]
pub struct CheckOptions {
    /// `--extended-lambda`.
    pub extended_lambda: bool,
    /// `--device-c`.
    pub device_c: bool,
    /// The device side (cicc's front end, `__CUDA_ARCH__` code): cicc's front end
    /// (`--device-syntax-only`) reports no cross-execution-space call and no direct use of
    /// device variables from host code, in any direction (probed: D→H, HD→H, G→H, H→D,
    /// HD→D calls and host reads/writes of a `__device__` variable are all accepted).
    pub device_side: bool,
}

/// The checks of the declarations `range` (by id), in declaration order.
pub(crate) fn check_range(
    tu: &TranslationUnit,
    stream: &StreamView,
    methods: &Methods,
    source: Option<&SourceMap>,
    options: CheckOptions,
    range: std::ops::Range<usize>,
) -> Vec<Issue> {
    let mut out = Checks {
        methods,
        source,
        tu,
        stream,
        extended_lambda: options.extended_lambda,
        device_c: options.device_c,
        device_side: options.device_side,
        issues: Vec::new(),
        key: None,
    };
    for i in range {
        let id = DeclId(i as u32);
        let decl = &tu.decls[id];
        if decl.implicit || decl.invalid || decl.instance_of.is_some() {
            continue;
        }
        // A declaration's issues keep their order and merge at its name.
        out.key = Some(stream.index(decl.pos));
        if let DeclKind::Template(t) = &decl.kind {
            out.key = Some(stream.index(tu.decl(t.pattern).pos));
        }
        match &decl.kind {
            DeclKind::Function(_) => out.function(id, decl),
            DeclKind::Var(_) => out.variable(decl),
            DeclKind::Template(t) => out.template(t),
            _ => {}
        }
    }
    out.issues
}

struct Checks<'a> {
    tu: &'a TranslationUnit,
    stream: &'a StreamView<'a>,
    /// Member functions by (class type, name): the override check's lookup.
    methods: &'a Methods,
    extended_lambda: bool,
    /// Separate compilation (`-rdc=true`): inline device variables may have external linkage.
    device_c: bool,
    /// cicc's side: no cross-space call or device-variable access findings.
    device_side: bool,
    /// For the lines `declared at line N` names.
    source: Option<&'a SourceMap>,
    issues: Vec<Issue>,
    /// The merge key of the declaration being checked.
    key: Option<u32>,
}

/// Words that may start a declaration before its first CUDA attribute.
const LEADING_SPECIFIERS: &[&[u8]] = &[
    b"friend",
    b"static",
    b"inline",
    b"constexpr",
    b"extern",
    b"virtual",
    b"const",
    b"volatile",
    b"__forceinline__",
    b"__inline__",
    b"thread_local",
];

/// Whether `ty` names the template parameter `param` (through pointers, references,
/// qualifiers, arrays, pack expansions and template arguments).
fn mentions(tu: &TranslationUnit, ty: TypeId, param: DeclId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    match tu.types.get(ty) {
        Type::TemplateParam(p) => *p == param,
        Type::Qualified(t, _)
        | Type::Pointer(t)
        | Type::LValueRef(t)
        | Type::RValueRef(t)
        | Type::Array(t, _)
        | Type::PackExpansion(t) => mentions(tu, *t, param, depth + 1),
        Type::TemplateId { args, .. } => args
            .iter()
            .any(|a| matches!(a, TemplateArg::Type(t) if mentions(tu, *t, param, depth + 1))),
        Type::Function(f) => {
            mentions(tu, f.ret, param, depth + 1)
                || f.params.iter().any(|&t| mentions(tu, t, param, depth + 1))
        }
        _ => false,
    }
}

/// The position of the `__attribute__` group (for a CUDA keyword: its macro invocation)
/// holding the GNU attribute named one of `names`.
fn attr_pos(tu: &TranslationUnit, decl: &Decl, names: &[&[u8]]) -> Option<Pos> {
    let is = |a: &&GnuAttr| {
        let n = tu.symbols.name(a.name);
        let n = n
            .strip_prefix(b"__")
            .and_then(|n| n.strip_suffix(b"__"))
            .unwrap_or(n);
        names.contains(&n)
    };
    decl.attrs.gnu.iter().find(is).map(|a| a.group_pos)
}

impl Checks<'_> {
    /// Where the declaration's decl-specifiers start: its first CUDA attribute (or its
    /// name), stepped back over leading specifier words such as `friend` or `static`.
    fn decl_start(&self, decl: &Decl) -> Pos {
        let first = decl
            .attrs
            .gnu
            .iter()
            .map(|a| a.group_pos)
            .chain([decl.pos])
            .min_by_key(|&p| self.stream.index(p));
        let first = first.unwrap_or(decl.pos);
        let Some(i) = self.stream.first_index(first) else {
            return first;
        };
        let mut i = i as usize;
        while i > 0 {
            let sym = self.stream.sym(i - 1);
            if sym == Symbol::NONE || !LEADING_SPECIFIERS.contains(&self.tu.symbols.name(sym)) {
                break;
            }
            i -= 1;
        }
        self.stream.loc(i).unwrap_or(first)
    }

    /// Warning 1835 for each attribute among `names` written on `decl`.
    fn misplaced_attributes(&mut self, decl: &Decl, names: &[&[u8]]) {
        for a in &decl.attrs.gnu {
            let n = self.tu.symbols.name(a.name);
            let bare = n
                .strip_prefix(b"__")
                .and_then(|n| n.strip_suffix(b"__"))
                .unwrap_or(n);
            if names.contains(&bare) {
                let shown = [b"__", bare, b"__"].concat();
                self.report(CudaMsg::WrongEntityForAttribute, a.group_pos, &[&shown]);
            }
        }
    }

    /// Template parameter packs of function templates: EDG's unusable-parameter warning,
    /// and for `__global__` templates the pack placement rules.
    fn template(&mut self, t: &TemplateDecl) {
        let tu = self.tu;
        let pattern = tu.decl(t.pattern);
        let DeclKind::Function(f) = &pattern.kind else {
            return;
        };
        if t.kind != crate::il::decl::TemplateKind::Primary {
            return;
        }
        let Some(list) = t.param_lists.last() else {
            return;
        };
        let is_pack = |id: DeclId| match &tu.decl(id).kind {
            DeclKind::TemplateTypeParam(p) => p.pack,
            DeclKind::TemplateValueParam(p) => p.pack,
            DeclKind::TemplateTemplateParam(p) => p.pack,
            _ => false,
        };
        let param_types: Vec<TypeId> = tu
            .types
            .as_function(f.ty)
            .map(|ft| ft.params.to_vec())
            .unwrap_or_default();
        let Some(first_pack) = list.params.iter().position(|&p| is_pack(p)) else {
            return;
        };
        for &p in &list.params[first_pack + 1..] {
            let DeclKind::TemplateTypeParam(_) = tu.decl(p).kind else {
                continue;
            };
            if !param_types.iter().any(|&ty| mentions(tu, ty, p, 0)) {
                let name = tu.name_bytes(p).to_vec();
                let fname = tu.name_bytes(t.pattern).to_vec();
                self.report(CudaMsg::UnusablePack, tu.decl(p).pos, &[&name, &fname]);
            }
        }
        if !pattern.attrs.cuda.exec.has(ExecSpace::GLOBAL) {
            return;
        }
        if first_pack + 1 < list.params.len() {
            self.report(
                CudaMsg::GlobalPackNotLast,
                tu.decl(list.params[first_pack]).pos,
                &[],
            );
        }
        if let Some(&second) = list.params[first_pack + 1..].iter().find(|&&p| is_pack(p)) {
            self.report(CudaMsg::GlobalMultiplePacks, tu.decl(second).pos, &[]);
        }
    }

    fn report(&mut self, msg: CudaMsg, pos: Pos, args: &[&[u8]]) {
        let issue = self.issue(msg, pos, args);
        self.issues.push(issue);
    }

    fn issue(&self, msg: CudaMsg, pos: Pos, args: &[&[u8]]) -> Issue {
        let args: Vec<Vec<u8>> = args.iter().map(|a| a.to_vec()).collect();
        Issue {
            number: Some(msg.number()),
            severity: msg.severity(),
            at: IssueAt::At(pos),
            text: crate::pp::diag::fill(msg.template(), &args),
            extra_lines: Vec::new(),
            context_lines: Vec::new(),
            notes: Vec::new(),
            token_index: self.key.unwrap_or_else(|| self.stream.index(pos)),
            pragmas_before: None,
        }
    }

    fn function(&mut self, id: DeclId, decl: &Decl) {
        let tu = self.tu;
        let DeclKind::Function(f) = &decl.kind else {
            return;
        };
        let exec = decl.attrs.cuda.exec;
        self.misplaced_attributes(decl, &[b"shared", b"constant", b"managed"]);
        let global_pos = attr_pos(tu, decl, &[b"global"]).unwrap_or(decl.pos);
        if exec.has(ExecSpace::GLOBAL) {
            // The spaces one declaration wrote; a redeclaration's are checked below.
            let written = decl.attrs.cuda.written_exec;
            if written.has(ExecSpace::GLOBAL)
                && (written.has(ExecSpace::HOST) || written.has(ExecSpace::DEVICE))
            {
                // At the attribute that completed the combination (the last written).
                let at = decl
                    .attrs
                    .gnu
                    .iter()
                    .filter(|a| {
                        let n = tu.symbols.name(a.name);
                        let n = n
                            .strip_prefix(b"__")
                            .and_then(|n| n.strip_suffix(b"__"))
                            .unwrap_or(n);
                        matches!(n, b"host" | b"device" | b"global")
                    })
                    .map(|a| a.group_pos)
                    .max_by_key(|&p| self.stream.index(p))
                    .unwrap_or(decl.pos);
                self.report(CudaMsg::IllegalMemoryQualifiers, at, &[]);
                return;
            }
            let in_class = decl
                .parent
                .is_some_and(|p| matches!(tu.decl(p).kind, DeclKind::Class(_)));
            if in_class && !f.flags.has(FnFlags::FRIEND) {
                self.report(CudaMsg::GlobalMember, global_pos, &[]);
            }
            if matches!(decl.name, DeclName::Operator(_)) {
                self.report(CudaMsg::OperatorGlobal, global_pos, &[]);
            }
            if let Some(fty) = tu.types.as_function(f.ty) {
                let ret = fty.ret;
                let deduced = matches!(tu.types.get(ret), Type::Auto(_) | Type::Deduced { .. });
                if deduced {
                    self.report(CudaMsg::GlobalDeducedReturn, global_pos, &[]);
                } else if !tu.types.is_void(tu.types.canonical(ret)) {
                    self.report(CudaMsg::GlobalReturnType, global_pos, &[]);
                }
                if fty.variadic {
                    self.report(CudaMsg::GlobalEllipsis, global_pos, &[]);
                }
            }
            let friend_definition = f.flags.has(FnFlags::FRIEND) && f.body.is_some();
            if f.flags.has(FnFlags::INLINE) || f.flags.has(FnFlags::CONSTEXPR) || friend_definition
            {
                self.report(CudaMsg::GlobalInlineIgnored, global_pos, &[]);
            }
            if friend_definition {
                self.report(CudaMsg::GlobalFriendDefinition, self.decl_start(decl), &[]);
            }
            if tu
                .types
                .as_function(f.ty)
                .is_some_and(|ft| ft.exception != ExceptionSpec::None)
            {
                self.report(CudaMsg::GlobalExceptionSpec, self.decl_start(decl), &[]);
            }
            if let Some(args) = &decl.attrs.cuda.launch_bounds {
                let at = attr_pos(tu, decl, &[b"launch_bounds"]).unwrap_or(decl.pos);
                self.launch_bounds_args(args, at);
            }
            if decl.attrs.cuda.launch_bounds.is_some() && decl.attrs.cuda.maxnreg.is_some() {
                self.report(CudaMsg::BoundsMaxnregIncompatible, decl.pos, &[]);
            }
        } else {
            if decl.attrs.cuda.launch_bounds.is_some() {
                self.report(CudaMsg::LaunchBoundsNotGlobal, decl.pos, &[]);
            }
            if decl.attrs.cuda.maxnreg.is_some() {
                self.report(CudaMsg::MaxnregNotGlobal, decl.pos, &[]);
            }
            if f.params
                .iter()
                .any(|&p| tu.decl(p).attrs.cuda.grid_constant)
            {
                self.report(CudaMsg::GridConstantNonKernel, decl.pos, &[]);
            }
        }
        // A redeclaration that adds or drops `__global__` against another explicit space.
        if let Some(prev) = decl.prev {
            let pe = tu.decl(prev).attrs.cuda.written_exec;
            let we = decl.attrs.cuda.written_exec;
            let both_explicit = pe.0 != 0 && we.0 != 0;
            if both_explicit && pe.has(ExecSpace::GLOBAL) != we.has(ExecSpace::GLOBAL) {
                self.report(CudaMsg::IllegalMemoryQualifiers, self.decl_start(decl), &[]);
            }
        }
        self.body(id, decl);
        self.override_space(id, decl);
        let is_main = decl.parent == Some(TranslationUnit::ROOT)
            && matches!(decl.name, DeclName::Ident(_))
            && tu.name_bytes(id) == b"main";
        if is_main && (exec.has(ExecSpace::GLOBAL) || exec.has(ExecSpace::DEVICE)) {
            let at = attr_pos(tu, decl, &[b"device", b"global"]).unwrap_or(decl.pos);
            self.report(CudaMsg::MainDeviceOrGlobal, at, &[]);
        }
    }

    /// The checks inside a (non-template) function body; each issue merges at its own
    /// position.
    fn body(&mut self, id: DeclId, decl: &Decl) {
        use body::BodyFinding as F;
        let tu = self.tu;
        let DeclKind::Function(f) = &decl.kind else {
            return;
        };
        let Some(b) = &f.body else {
            return;
        };
        let templated = decl
            .parent
            .is_some_and(|p| matches!(tu.decl(p).kind, DeclKind::Template(_)));
        if templated {
            return;
        }
        let mut walk = body::BodyWalk::new(tu, decl.attrs.cuda.exec, self.extended_lambda);
        walk.stmt(b.body);
        let saved = self.key.take();
        let caller = tu.name_bytes(id).to_vec();
        for finding in walk.findings {
            if self.device_side
                && matches!(
                    finding,
                    F::DeviceCallFromHost { .. } | F::DeviceVarAccess { .. }
                )
            {
                continue;
            }
            match finding {
                F::DeviceCallFromHost {
                    callee,
                    at,
                    host_device,
                    after_operator,
                } => {
                    let at = if after_operator {
                        self.stream.next_loc(at)
                    } else {
                        at
                    };
                    let space: &[u8] = if host_device {
                        b"__host__ __device__"
                    } else {
                        b"__host__"
                    };
                    // After the first such error the reference shows non-member callees
                    // by a partly mangled name (observed: `_Z8dev_only1?`).
                    let member = tu
                        .decl(callee)
                        .parent
                        .is_some_and(|p| matches!(tu.decl(p).kind, DeclKind::Class(_)));
                    let earlier_error = self.issues.iter().any(|i| i.severity >= Severity::Error)
                        || self.stream.error_before(self.stream.index(at));
                    let text = if earlier_error && !member {
                        body::lowered_callee_text(tu, callee)
                    } else {
                        body::callee_text(tu, callee)
                    };
                    let msg = if host_device {
                        CudaMsg::DeviceCallFromHost
                    } else {
                        CudaMsg::DeviceCallFromHostOnly
                    };
                    self.report(msg, at, &[b"__device__", &text, space, &caller]);
                }
                F::GlobalCallNotConfigured { at } => {
                    self.report(CudaMsg::GlobalCallNotConfigured, at, &[])
                }
                F::HostCallConfigured { at } => self.report(CudaMsg::HostCallConfigured, at, &[]),
                F::DeviceVarAccess { var, at, write } => {
                    let m = tu.decl(var).attrs.cuda.memory;
                    let space: &[u8] = if m.has(MemorySpace::SHARED) {
                        b"__shared__"
                    } else if m.has(MemorySpace::CONSTANT) {
                        b"__constant__"
                    } else {
                        b"__device__"
                    };
                    let msg = if write {
                        CudaMsg::DeviceVarWritten
                    } else {
                        CudaMsg::DeviceVarRead
                    };
                    let name = tu.name_bytes(var).to_vec();
                    self.report(msg, at, &[space, &name]);
                }
                F::SharedInRangeFor { var } => {
                    // At the declarator's name.
                    self.report(CudaMsg::SharedInRangeFor, tu.decl(var).pos, &[]);
                }
                F::DecltypeManaged { at } => self.report(CudaMsg::DecltypeManaged, at, &[]),
                F::LambdaNeedsExtended { at } => {
                    // At the parameter list: the token after the last annotation.
                    let at = self.stream.after_run(at);
                    self.report(CudaMsg::LambdaNeedsExtended, at, &[]);
                }
            }
        }
        self.key = saved;
    }

    /// `__launch_bounds__` takes up to three integral constants; the first bad one is
    /// reported at the attribute.
    fn launch_bounds_args(&mut self, args: &[crate::il::ExprId], at: Pos) {
        let tu = self.tu;
        if args.len() > 3 {
            self.report(CudaMsg::ExpectedRParen, at, &[]);
            return;
        }
        for &a in args {
            let e = tu.expr(a);
            if tu.types.is_floating(e.ty) {
                let ty = body::type_text(tu, e.ty, 0);
                self.report(CudaMsg::ConstantNotIntegral, at, &[&ty]);
                return;
            }
            let mut inner = e;
            while let crate::il::ExprKind::Paren(x)
            | crate::il::ExprKind::ImplicitCast { operand: x, .. } = inner.kind
            {
                inner = tu.expr(x);
            }
            let crate::il::ExprKind::DeclRef { decl: var, .. } = inner.kind else {
                continue;
            };
            let vd = tu.decl(var);
            let DeclKind::Var(v) = &vd.kind else {
                continue;
            };
            let is_const = v.constexpr
                || tu
                    .types
                    .split_quals(v.ty)
                    .1
                    .has(crate::il::types::Quals::CONST);
            if e.value.is_none() && !is_const {
                self.report(CudaMsg::ExprNotConstant, at, &[]);
                let line = self.source.map_or(0, |sm| sm.presumed(vd.pos).line);
                let name = tu.name_bytes(var).to_vec();
                let note = self.issue(
                    CudaMsg::VariableNotConstant,
                    at,
                    &[&name, line.to_string().as_bytes()],
                );
                if let Some(last) = self.issues.last_mut() {
                    last.notes.push(note);
                }
                return;
            }
        }
    }

    /// A virtual function overridden in another execution space.
    fn override_space(&mut self, id: DeclId, decl: &Decl) {
        let tu = self.tu;
        let (DeclKind::Function(f), DeclName::Ident(name), Some(parent)) =
            (&decl.kind, decl.name, decl.parent)
        else {
            return;
        };
        let DeclKind::Class(class) = &tu.decl(parent).kind else {
            return;
        };
        let Some(fty) = tu.types.as_function(f.ty) else {
            return;
        };
        let same_signature = |other: DeclId| {
            let DeclKind::Function(of) = &tu.decl(other).kind else {
                return false;
            };
            tu.types.as_function(of.ty).is_some_and(|oty| {
                oty.quals == fty.quals
                    && oty.params.len() == fty.params.len()
                    && oty
                        .params
                        .iter()
                        .zip(fty.params.iter())
                        .all(|(&a, &b)| tu.types.canonical(a) == tu.types.canonical(b))
            })
        };
        let space = |e: ExecSpace| -> &'static [u8] {
            let e = e.effective();
            match (e.has(ExecSpace::HOST), e.has(ExecSpace::DEVICE)) {
                (true, true) => b"__host__ __device__",
                (false, true) => b"__device__",
                _ => b"__host__",
            }
        };
        for base in &class.bases {
            let Type::Class(_) = tu.types.get(tu.types.canonical(base.ty)) else {
                continue;
            };
            let Some(candidates) = self.methods.get(&(tu.types.canonical(base.ty), name)) else {
                continue;
            };
            let overridden = candidates.iter().copied().find(|&b| {
                matches!(&tu.decl(b).kind, DeclKind::Function(bf) if bf.flags.has(FnFlags::VIRTUAL))
                    && same_signature(b)
            });
            if let Some(b) = overridden {
                let (be, de) = (tu.decl(b).attrs.cuda.exec, decl.attrs.cuda.exec);
                if space(be) != space(de) {
                    let bname = body::qualified_name(tu, b);
                    let dname = body::qualified_name(tu, id);
                    self.report(
                        CudaMsg::OverrideSpaceMismatch,
                        decl.pos,
                        &[&bname, space(be), &dname, space(de)],
                    );
                    return;
                }
            }
        }
    }

    fn variable(&mut self, decl: &Decl) {
        let tu = self.tu;
        let DeclKind::Var(v) = &decl.kind else {
            return;
        };
        self.misplaced_attributes(decl, &[b"host", b"global"]);
        let memory = decl.attrs.cuda.memory;
        if memory.is_empty() {
            return;
        }
        if memory.has(MemorySpace::MANAGED)
            && (memory.has(MemorySpace::SHARED) || memory.has(MemorySpace::CONSTANT))
        {
            self.report(CudaMsg::ManagedSharedOrConstant, decl.pos, &[]);
            return;
        }
        let in_inline_unnamed_ns = decl.parent.is_some_and(|p| {
            let parent = tu.decl(p);
            matches!(&parent.kind, DeclKind::Namespace(n) if n.inline)
                && parent.name == DeclName::Anonymous
        });
        if in_inline_unnamed_ns {
            let space: &[u8] = if memory.has(MemorySpace::MANAGED) {
                b"__managed__"
            } else if memory.has(MemorySpace::CONSTANT) {
                b"__constant__"
            } else if memory.has(MemorySpace::SHARED) {
                b"__shared__"
            } else {
                b"__device__"
            };
            self.report(CudaMsg::DeviceVarInUnnamedInlineNs, decl.pos, &[space]);
        }
        let host_body = decl.parent.is_some_and(|p| {
            let parent = tu.decl(p);
            matches!(parent.kind, DeclKind::Function(_))
                && parent.attrs.cuda.exec.effective() == ExecSpace::HOST
        });
        if host_body {
            let shared = memory.has(MemorySpace::SHARED);
            // `__shared__` variables are implicitly static.
            let article: &[u8] = if shared || v.storage == StorageClass::Static {
                b"a static"
            } else {
                b"an automatic"
            };
            let space: &[u8] = if shared {
                b"__shared__"
            } else if memory.has(MemorySpace::CONSTANT) {
                b"__constant__"
            } else if memory.has(MemorySpace::MANAGED) {
                b"__managed__"
            } else {
                b"__device__"
            };
            self.report(
                CudaMsg::MemorySpaceVarInHostBody,
                decl.pos,
                &[article, space],
            );
            return;
        }
        if v.inline
            && !self.device_c
            && memory != MemorySpace::SHARED
            && self.has_external_linkage(decl, v)
        {
            self.report(CudaMsg::InlineDeviceVarLinkage, decl.pos, &[]);
        }
        if memory.has(MemorySpace::SHARED) && v.init.is_some() {
            self.report(CudaMsg::SharedInitializer, decl.pos, &[]);
        }
        if memory.has(MemorySpace::MANAGED) {
            if v.constexpr {
                self.report(CudaMsg::ManagedConstexpr, self.decl_start(decl), &[]);
                self.report(CudaMsg::ManagedConst, decl.pos, &[]);
            } else if tu.types.is_reference(v.ty) {
                self.report(CudaMsg::ManagedReference, decl.pos, &[]);
            } else if tu
                .types
                .split_quals(v.ty)
                .1
                .has(crate::il::types::Quals::CONST)
            {
                self.report(CudaMsg::ManagedConst, decl.pos, &[]);
            }
        }
    }

    /// A namespace-scope variable (a variable template's pattern included) that is not
    /// `static` and not inside an unnamed namespace. (`inline` keeps a `const` variable's
    /// external linkage.)
    fn has_external_linkage(&self, decl: &Decl, v: &crate::il::decl::VarDecl) -> bool {
        if v.storage == StorageClass::Static || v.field {
            return false;
        }
        let mut parent = decl.parent;
        while let Some(p) = parent {
            if p == TranslationUnit::ROOT {
                return true;
            }
            let pd = self.tu.decl(p);
            match &pd.kind {
                DeclKind::Namespace(_) if pd.name == DeclName::Anonymous => return false,
                DeclKind::Namespace(_) | DeclKind::Template(_) | DeclKind::Linkage(_) => {}
                _ => return false,
            }
            parent = pd.parent;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::il::attr::{AttrArgs, AttrPlacement};
    use crate::il::decl::{FunctionDecl, VarDecl};
    use crate::source::FileId;

    fn at(offset: u32) -> Pos {
        Pos::new(FileId(1), offset)
    }

    /// A declaration with the CUDA attribute `name` written at `attr_at`.
    fn with_attr(tu: &mut TranslationUnit, mut decl: Decl, name: &[u8], attr_at: u32) -> Decl {
        let sym = tu.intern(name);
        decl.attrs.gnu.push(GnuAttr {
            name: sym,
            args: AttrArgs::None,
            pos: at(attr_at),
            group_pos: at(attr_at),
            placement: AttrPlacement::Specifiers,
        });
        decl
    }

    fn function(
        tu: &mut TranslationUnit,
        name: &[u8],
        ret: crate::il::TypeId,
        variadic: bool,
    ) -> Decl {
        let ty = tu.types.simple_function(ret, &[], variadic);
        let name = tu.ident(name);
        Decl::new(
            name,
            at(100),
            Some(TranslationUnit::ROOT),
            DeclKind::Function(Box::new(FunctionDecl {
                ty,
                params: Vec::new(),
                storage: StorageClass::None,
                flags: FnFlags::default(),
                mem_inits: Vec::new(),
                body: None,
                default_delete_pos: None,
                c_linkage: false,
            })),
        )
    }

    fn variable(parent: DeclId, ty: crate::il::TypeId, storage: StorageClass) -> Decl {
        Decl::new(
            DeclName::Anonymous,
            at(200),
            Some(parent),
            DeclKind::Var(VarDecl {
                storage,
                ..VarDecl::new(ty)
            }),
        )
    }

    fn texts(tu: &TranslationUnit) -> Vec<(String, Pos, Option<u16>)> {
        let toks = crate::parse::TokenStore::new();
        let mut index = TokenIndex::default();
        check(tu, &index.view(&toks), None, false, false)
            .into_iter()
            .map(|i| {
                let IssueAt::At(pos) = i.at else { panic!() };
                (String::from_utf8(i.text).unwrap(), pos, i.number)
            })
            .collect()
    }

    #[test]
    fn global_functions() {
        let mut tu = TranslationUnit::new();
        let int = tu.types.int();
        let void = tu.types.void();
        let mut k1 = function(&mut tu, b"k1", int, true);
        k1.attrs.cuda.exec = ExecSpace::GLOBAL;
        let k1 = with_attr(&mut tu, k1, b"global", 10);
        tu.add_decl(k1);
        let mut k2 = function(&mut tu, b"k2", void, false);
        k2.attrs.cuda.exec = ExecSpace::GLOBAL;
        let mut k2 = with_attr(&mut tu, k2, b"global", 20);
        if let DeclKind::Function(f) = &mut k2.kind {
            f.flags.set(FnFlags::CONSTEXPR);
        }
        tu.add_decl(k2);
        let mut f = function(&mut tu, b"f", void, false);
        f.attrs.cuda.exec = ExecSpace::DEVICE;
        f.attrs.cuda.launch_bounds = Some(Box::new([]));
        tu.add_decl(f);
        let got = texts(&tu);
        let want = [
            (
                "a __global__ function must have a void return type",
                at(10),
                3505,
            ),
            ("a __global__ function cannot have ellipsis", at(10), 3503),
            (
                "inline qualifier ignored for \"__global__\" function",
                at(20),
                3507,
            ),
            (
                "__launch_bounds__ is only allowed on a __global__ function",
                at(100),
                3534,
            ),
        ];
        let want: Vec<_> = want
            .iter()
            .map(|(t, p, n)| (t.to_string(), *p, Some(*n)))
            .collect();
        assert_eq!(got, want);
        assert_eq!(CudaMsg::GlobalInlineIgnored.severity(), Severity::Warning);
    }

    #[test]
    fn memory_space_variables() {
        let mut tu = TranslationUnit::new();
        let int = tu.types.int();
        let void = tu.types.void();
        let host_fn = function(&mut tu, b"h", void, false);
        let h = tu.add_decl(host_fn);
        let mut s = variable(h, int, StorageClass::None);
        s.attrs.cuda.memory = MemorySpace::SHARED;
        tu.add_decl(s);
        let mut c = variable(h, int, StorageClass::None);
        c.attrs.cuda.memory = MemorySpace::CONSTANT;
        tu.add_decl(c);
        let cint = tu.types.qualified(int, crate::il::types::Quals::CONST);
        let mut m = variable(TranslationUnit::ROOT, cint, StorageClass::None);
        m.attrs.cuda.memory = MemorySpace::MANAGED;
        tu.add_decl(m);
        let got: Vec<String> = texts(&tu).into_iter().map(|t| t.0).collect();
        assert_eq!(
            got,
            [
                "a static \"__shared__\" variable declaration is not allowed inside a host function body",
                "an automatic \"__constant__\" variable declaration is not allowed inside a host function body",
                "a __managed__ variable cannot have a const qualified type",
            ]
        );
    }
}
