//! Invalid mode: a valid program plus exactly one deliberate mistake from a catalog.
//!
//! Each entry either adds a small scaffold of its own (fresh names, placed before `main` or inside
//! it) containing the mistake, or plants the mistake in an entity the valid program already has (a
//! launch, a device function, a kernel body). `expect` says what the reference reports for it.

// Every entry has the signature of `Mutation::apply`, whether or not it adds items.
#![allow(clippy::ptr_arg)]

use crate::ast::{Expr, Func, Item, Space, Stmt};
use crate::gen::{Cx, Gen};
use crate::model::{FuncInfo, Ty, Var};

/// One kind of deliberate mistake.
pub struct Mutation {
    /// Recorded in the TU's first line (`invalid:NAME`).
    pub name: &'static str,
    /// What the reference says: fragments of cudafe++'s diagnostic (alternatives separated by `|`);
    /// `cicc: ...` when cudafe++ accepts it silently and only cicc reports it; `undiagnosed: ...` when
    /// neither does in this flow (cicc's `--device-syntax-only` run skips the check).
    pub expect: &'static str,
    pub(crate) apply: fn(&mut Gen, &mut Vec<Item>),
    pub(crate) finish: fn(String) -> String,
}

fn keep(text: String) -> String {
    text
}

// ---------------------------------------------------------------- helpers

fn main_fn(items: &mut [Item]) -> &mut Func {
    for item in items.iter_mut().rev() {
        if let Item::Func(f) = item {
            if f.is_main {
                return f;
            }
        }
    }
    panic!("a generated program always ends with main")
}

/// The name of main's first local (an `int`).
fn main_var(items: &mut [Item]) -> String {
    let f = main_fn(items);
    match f.body.as_ref().and_then(|b| b.first()) {
        Some(Stmt::Decl(d)) => d.name.clone(),
        _ => "0".into(),
    }
}

/// Inserts statements into main after its first local.
fn in_main(items: &mut [Item], stmts: Vec<Stmt>) {
    let body = main_fn(items).body.as_mut().expect("main has a body");
    let at = 1.min(body.len());
    for (i, s) in stmts.into_iter().enumerate() {
        body.insert(at + i, s);
    }
}

/// Inserts items just before main.
fn before_main(items: &mut Vec<Item>, new: Vec<Item>) {
    let at = items
        .iter()
        .rposition(|i| matches!(i, Item::Func(f) if f.is_main))
        .unwrap_or(items.len());
    for (i, item) in new.into_iter().enumerate() {
        items.insert(at + i, item);
    }
}

/// Inserts items at the top of the program (right after the prelude include).
fn at_top(items: &mut Vec<Item>, new: Vec<Item>) {
    for (i, item) in new.into_iter().enumerate() {
        items.insert(i, item);
    }
}

fn raw(s: impl Into<String>) -> Stmt {
    Stmt::Raw(s.into())
}

fn item(s: impl Into<String>) -> Item {
    Item::Raw(s.into())
}

/// A context for generating expressions inside main.
fn main_cx(items: &mut [Item]) -> Cx {
    let mut cx = Cx::new(Space::Host, Ty::Int, "main");
    let v = main_var(items);
    cx.declare(Var::local(v, Ty::Int, true));
    cx
}

fn print(g: &Gen, e: &Expr) -> String {
    crate::ast::Printer::new(&g.style).expr_top(e, 0)
}

/// Every function with a body, through namespaces and `extern "C"` blocks.
fn funcs_mut(items: &mut [Item]) -> Vec<&mut Func> {
    let mut out = Vec::new();
    for item in items.iter_mut() {
        match item {
            Item::Func(f) if f.body.is_some() => out.push(f),
            Item::Namespace { items, .. } | Item::ExternC(items) => out.extend(funcs_mut(items)),
            _ => {}
        }
    }
    out
}

/// Launch statements in host code, through nested blocks.
fn launches_mut(stmts: &mut [Stmt]) -> Vec<&mut Stmt> {
    let mut out = Vec::new();
    for s in stmts.iter_mut() {
        match s {
            Stmt::Launch { .. } => out.push(s),
            Stmt::If { then, els, .. } => {
                out.extend(launches_mut(then));
                if let Some(e) = els {
                    out.extend(launches_mut(e));
                }
            }
            Stmt::For { body, .. }
            | Stmt::While(_, body)
            | Stmt::DoWhile(body, _)
            | Stmt::Block(body)
            | Stmt::RangeFor { body, .. } => out.extend(launches_mut(body)),
            _ => {}
        }
    }
    out
}

/// A fresh non-template kernel `__global__ void k(int *p, int n)` (declared before main).
fn scaffold_kernel(g: &mut Gen, items: &mut Vec<Item>) -> String {
    let k = g.fresh("probe_kernel");
    before_main(
        items,
        vec![item(format!(
            "__global__ void {k}(int *p, int n)\n{{\n    int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i < n) p[i] = i;\n}}"
        ))],
    );
    k
}

/// A non-template kernel of the program with at least one parameter, if any.
fn existing_kernel(g: &mut Gen) -> Option<FuncInfo> {
    let ks: Vec<FuncInfo> = g
        .funcs
        .iter()
        .filter(|f| f.is_kernel && f.tparams.is_empty() && !f.params.is_empty())
        .cloned()
        .collect();
    if ks.is_empty() {
        return None;
    }
    Some(g.r.pick(&ks).clone())
}

/// A kernel body of the program (a kernel defined in the TU, not through a macro).
fn kernel_body(items: &mut [Item], pick: usize) -> Option<&mut Vec<Stmt>> {
    let mut ks: Vec<&mut Func> = funcs_mut(items)
        .into_iter()
        .filter(|f| f.space == Space::Global)
        .collect();
    if ks.is_empty() {
        return None;
    }
    let n = ks.len();
    ks.swap_remove(pick % n).body.as_mut()
}

/// Arguments for `params`, generated in main's context.
fn args_for(g: &mut Gen, cx: &Cx, params: &[Ty]) -> Vec<String> {
    params
        .iter()
        .map(|p| match g.value(cx, p, 1) {
            Some(v) => print(g, &v.e),
            None => "0".to_string(),
        })
        .collect()
}

// ---------------------------------------------------------------- execution spaces

fn device_call_from_host(g: &mut Gen, items: &mut Vec<Item>) {
    let devs: Vec<FuncInfo> = g
        .funcs
        .iter()
        .filter(|f| {
            f.space == Space::Device
                && f.tparams.is_empty()
                && f.params.iter().all(|p| p.is_numeric())
        })
        .cloned()
        .collect();
    let cx = main_cx(items);
    let call = if !devs.is_empty() && g.r.chance(70) {
        let f = g.r.pick(&devs).clone();
        let args = args_for(g, &cx, &f.params);
        format!("{}({})", f.name, args.join(", "))
    } else {
        let f = g.fresh("device_helper");
        before_main(
            items,
            vec![item(format!(
                "__device__ int {f}(int x)\n{{\n    return x * 2 + 1;\n}}"
            ))],
        );
        format!("{f}(3)")
    };
    in_main(items, vec![raw(format!("{call};"))]);
}

fn device_call_from_host_device(g: &mut Gen, items: &mut Vec<Item>) {
    let d = g.fresh("device_only");
    let hd = g.fresh("portable");
    before_main(
        items,
        vec![
            item(format!(
                "__device__ float {d}(float x)\n{{\n    return x * 0.5f;\n}}"
            )),
            item(format!(
                "__host__ __device__ float {hd}(float x)\n{{\n    return {d}(x) + 1.0f;\n}}"
            )),
        ],
    );
}

fn host_call_from_device(g: &mut Gen, items: &mut Vec<Item>) {
    let h = g.fresh("host_only");
    let k = g.fresh("uses_host");
    before_main(
        items,
        vec![
            item(format!("int {h}(int x)\n{{\n    return x + 1;\n}}")),
            item(format!(
                "__global__ void {k}(int *p)\n{{\n    p[threadIdx.x] = {h}(p[threadIdx.x]);\n}}"
            )),
        ],
    );
    in_main(items, vec![raw(format!("{k}<<<1, 32>>>(nullptr);"))]);
}

fn host_var_in_device(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("host_table");
    let k = g.fresh("reads_host");
    before_main(
        items,
        vec![
            item(format!("int {v} = 7;")),
            item(format!(
                "__global__ void {k}(int *p)\n{{\n    p[threadIdx.x] = {v};\n}}"
            )),
        ],
    );
    in_main(items, vec![raw(format!("{k}<<<1, 32>>>(nullptr);"))]);
}

fn device_launch_without_rdc(g: &mut Gen, items: &mut Vec<Item>) {
    let child = scaffold_kernel(g, items);
    let parent = g.fresh("parent_kernel");
    before_main(
        items,
        vec![item(format!(
            "__global__ void {parent}(int *p, int n)\n{{\n    {child}<<<1, 32>>>(p, n);\n}}"
        ))],
    );
}

fn override_space_mismatch(g: &mut Gen, items: &mut Vec<Item>) {
    let b = g.fresh("Base");
    let d = g.fresh("Derived");
    let (bs, ds) = *g.r.pick(&[
        ("__device__ ", ""),
        ("", "__device__ "),
        ("__host__ __device__ ", "__device__ "),
    ]);
    before_main(
        items,
        vec![
            item(format!(
                "struct {b} {{\n    {bs}virtual int value() const {{ return 1; }}\n}};"
            )),
            item(format!(
                "struct {d} : {b} {{\n    {ds}int value() const override {{ return 2; }}\n}};"
            )),
        ],
    );
}

// ---------------------------------------------------------------- __global__ functions

fn kernel_nonvoid_return(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("bad_kernel");
    let t = *g.r.pick(&["int", "float", "unsigned"]);
    before_main(
        items,
        vec![item(format!(
            "__global__ {t} {k}(const {t} *in)\n{{\n    return in[threadIdx.x];\n}}"
        ))],
    );
}

fn kernel_variadic(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("variadic_kernel");
    before_main(
        items,
        vec![item(format!("__global__ void {k}(int n, ...)\n{{\n}}"))],
    );
}

fn kernel_deduced_return(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("auto_kernel");
    before_main(
        items,
        vec![item(format!(
            "__global__ auto {k}(int *p)\n{{\n    p[threadIdx.x] = 0;\n}}"
        ))],
    );
}

fn kernel_constexpr(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("constexpr_kernel");
    let q = *g.r.pick(&["constexpr", "inline"]);
    before_main(
        items,
        vec![item(format!(
            "__global__ {q} void {k}(int *p)\n{{\n    p[threadIdx.x] = 1;\n}}"
        ))],
    );
}

fn kernel_member(g: &mut Gen, items: &mut Vec<Item>) {
    let s = g.fresh("Launcher");
    let q = *g.r.pick(&["", "static ", "virtual "]);
    before_main(
        items,
        vec![item(format!(
            "struct {s} {{\n    {q}__global__ void run(int *p) {{ p[threadIdx.x] = 0; }}\n}};"
        ))],
    );
}

fn kernel_friend_definition(g: &mut Gen, items: &mut Vec<Item>) {
    let s = g.fresh("Holder");
    let k = g.fresh("friend_kernel");
    before_main(items, vec![item(format!("struct {s} {{\n    int v;\n    friend __global__ void {k}(int *p) {{ p[0] = 1; }}\n}};"))]);
}

fn kernel_operator(g: &mut Gen, items: &mut Vec<Item>) {
    let s = g.fresh("Pair");
    let op = *g.r.pick(&["+", "*", "=="]);
    before_main(
        items,
        vec![
            item(format!("struct {s} {{\n    int a, b;\n}};")),
            item(format!(
                "__global__ void operator{op}({s} x, {s} y)\n{{\n}}"
            )),
        ],
    );
}

fn kernel_exception_spec(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("noexcept_kernel");
    let spec = *g.r.pick(&["noexcept", "throw()", "noexcept(true)"]);
    before_main(
        items,
        vec![item(format!(
            "__global__ void {k}(int *p) {spec}\n{{\n    p[0] = 0;\n}}"
        ))],
    );
}

fn kernel_pack_not_last(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("pack_kernel");
    before_main(items, vec![item(format!("template <typename... Args, typename T>\n__global__ void {k}(T t, Args... args)\n{{\n}}"))]);
}

fn kernel_multiple_packs(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("packs_kernel");
    before_main(
        items,
        vec![item(format!(
            "template <typename... A, typename... B>\n__global__ void {k}(A... a)\n{{\n}}"
        ))],
    );
}

fn kernel_rvalue_ref_param(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("rvalue_kernel");
    before_main(
        items,
        vec![item(format!("__global__ void {k}(int &&x)\n{{\n}}"))],
    );
}

fn global_main(_g: &mut Gen, items: &mut Vec<Item>) {
    let f = main_fn(items);
    f.pre.insert(0, "__global__".into());
}

fn device_main(g: &mut Gen, items: &mut Vec<Item>) {
    let f = main_fn(items);
    f.pre.insert(
        0,
        if g.r.chance(50) {
            "__device__".into()
        } else {
            "__host__ __device__".into()
        },
    );
}

fn global_device_combined(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("mixed_kernel");
    let q = *g.r.pick(&[
        "__global__ __device__",
        "__device__ __global__",
        "__global__ __host__",
        "__host__ __global__",
    ]);
    before_main(
        items,
        vec![item(format!("{q} void {k}(int *p)\n{{\n    p[0] = 1;\n}}"))],
    );
}

fn redeclared_with_global(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("twice");
    let (a, b) = *g.r.pick(&[
        ("__device__", "__global__"),
        ("__host__ __device__", "__global__"),
        ("__global__", "__device__"),
    ]);
    before_main(
        items,
        vec![
            item(format!("{a} void {f}(int *p);")),
            item(format!("{b} void {f}(int *p)\n{{\n    p[0] = 2;\n}}")),
        ],
    );
}

fn global_redeclared_without_global(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("kernel_decl");
    let (a, b) = *g.r.pick(&[("__global__", ""), ("", "__global__ ")]);
    let a = if a.is_empty() {
        String::new()
    } else {
        format!("{a} ")
    };
    before_main(
        items,
        vec![
            item(format!("{a}void {f}(int *p);")),
            item(format!("{b}void {f}(int *p)\n{{\n    p[0] = 3;\n}}")),
        ],
    );
}

// ---------------------------------------------------------------- launch bounds and attributes

fn launch_bounds_on_device_fn(g: &mut Gen, items: &mut Vec<Item>) {
    let attr =
        *g.r.pick(&["__launch_bounds__(128)", "__launch_bounds__(256, 2)"]);
    // Prefer an existing __device__ function of the program.
    let mut fs: Vec<&mut Func> = funcs_mut(items)
        .into_iter()
        .filter(|f| f.space == Space::Device)
        .collect();
    if !fs.is_empty() {
        let n = fs.len();
        let i = g.r.below(n);
        fs[i].mid.push(attr.into());
        return;
    }
    let f = g.fresh("bounded_helper");
    before_main(
        items,
        vec![item(format!(
            "__device__ int {attr} {f}(int x)\n{{\n    return x + 1;\n}}"
        ))],
    );
}

fn maxnreg_on_device_fn(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("reg_helper");
    before_main(
        items,
        vec![item(format!(
            "__device__ int __maxnreg__(32) {f}(int x)\n{{\n    return x + 1;\n}}"
        ))],
    );
}

fn launch_bounds_nonconstant(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("threads_per_block");
    let k = g.fresh("bounded_kernel");
    before_main(items, vec![item(format!("int {v} = 128;")), item(format!("__global__ void __launch_bounds__({v}) {k}(int *p)\n{{\n    p[threadIdx.x] = 0;\n}}"))]);
}

fn launch_bounds_float(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("bounded_kernel");
    let v = *g.r.pick(&["128.0", "256.5f", "1e2"]);
    before_main(
        items,
        vec![item(format!(
            "__global__ void __launch_bounds__({v}) {k}(int *p)\n{{\n    p[threadIdx.x] = 0;\n}}"
        ))],
    );
}

fn launch_bounds_too_many_args(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("bounded_kernel");
    before_main(items, vec![item(format!("__global__ void __launch_bounds__(128, 2, 1, 4) {k}(int *p)\n{{\n    p[threadIdx.x] = 0;\n}}"))]);
}

fn launch_bounds_with_maxnreg(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("bounded_kernel");
    before_main(items, vec![item(format!("__global__ void __launch_bounds__(256) __maxnreg__(64) {k}(int *p)\n{{\n    p[threadIdx.x] = 0;\n}}"))]);
}

fn grid_constant_non_kernel(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("gc_helper");
    before_main(
        items,
        vec![item(format!(
            "__device__ int {f}(__grid_constant__ const int x)\n{{\n    return x;\n}}"
        ))],
    );
}

fn grid_constant_not_const(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("gc_kernel");
    before_main(
        items,
        vec![item(format!(
            "__global__ void {k}(__grid_constant__ int x, int *p)\n{{\n    p[0] = x;\n}}"
        ))],
    );
}

fn attribute_on_variable(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("misplaced");
    let a = *g.r.pick(&["__global__", "__host__"]);
    before_main(items, vec![item(format!("{a} int {v};"))]);
}

fn memory_attribute_on_function(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("misplaced_fn");
    let a = *g.r.pick(&["__shared__", "__constant__", "__managed__"]);
    before_main(
        items,
        vec![item(format!("{a} int {f}()\n{{\n    return 1;\n}}"))],
    );
}

// ---------------------------------------------------------------- memory spaces

fn memory_space_local_in_host(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("local_mem");
    let decl = *g.r.pick(&[
        "__shared__ int {v}[4];",
        "__constant__ int {v} = 1;",
        "__device__ static int {v};",
        "__managed__ static int {v} = 1;",
        "static __shared__ float {v};",
    ]);
    let d = decl.replace("{v}", &v);
    if g.r.chance(40) {
        let f = g.fresh("host_helper");
        before_main(items, vec![item(format!("void {f}()\n{{\n    {d}\n}}"))]);
    } else {
        in_main(items, vec![raw(d)]);
    }
}

fn memory_space_local_in_device(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("local_mem");
    let decl = *g.r.pick(&[
        "__constant__ int {v} = 1;",
        "__device__ int {v};",
        "__managed__ int {v};",
    ]);
    let d = decl.replace("{v}", &v);
    let pick = g.r.below(64);
    match kernel_body(items, pick) {
        Some(body) => body.insert(0, raw(d)),
        None => {
            let k = g.fresh("local_kernel");
            before_main(
                items,
                vec![item(format!("__global__ void {k}()\n{{\n    {d}\n}}"))],
            );
        }
    }
}

fn shared_initializer(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("sh_init");
    let d = match g.r.below(3) {
        0 => format!("__shared__ int {v} = 0;"),
        1 => format!("__shared__ float {v}[4] = {{0}};"),
        _ => format!("__shared__ int {v}{{3}};"),
    };
    let pick = g.r.below(64);
    match kernel_body(items, pick) {
        Some(body) => body.insert(0, raw(d)),
        None => {
            let k = g.fresh("shared_kernel");
            before_main(
                items,
                vec![item(format!("__global__ void {k}()\n{{\n    {d}\n}}"))],
            );
        }
    }
}

fn shared_in_range_for(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("range_kernel");
    let a = g.fresh("vals");
    before_main(
        items,
        vec![item(format!("__global__ void {k}(int *p)\n{{\n    int {a}[3] = {{1, 2, 3}};\n    for (__shared__ int x : {a}) {{\n        p[0] += x;\n    }}\n}}"))],
    );
}

fn managed_const(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("m_const");
    let d = *g.r.pick(&[
        "__managed__ const int {v} = 1;",
        "const __managed__ float {v} = 2.0f;",
        "__managed__ constexpr int {v} = 3;",
    ]);
    before_main(items, vec![item(d.replace("{v}", &v))]);
}

fn managed_reference(g: &mut Gen, items: &mut Vec<Item>) {
    let t = g.fresh("m_target");
    let v = g.fresh("m_ref");
    before_main(
        items,
        vec![item(format!(
            "__managed__ int {t} = 1;\n__managed__ int &{v} = {t};"
        ))],
    );
}

fn managed_shared_or_constant(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("m_mixed");
    let d = *g.r.pick(&[
        "__managed__ __shared__ int {v};",
        "__managed__ __constant__ int {v} = 1;",
        "__constant__ __managed__ float {v} = 1.0f;",
    ]);
    before_main(items, vec![item(d.replace("{v}", &v))]);
}

fn thread_local_device_var(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("tl_var");
    before_main(
        items,
        vec![item(format!("__device__ thread_local int {v};"))],
    );
}

fn decltype_managed(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("m_count");
    let y = g.fresh("copy");
    before_main(items, vec![item(format!("__managed__ int {v} = 1;"))]);
    in_main(items, vec![raw(format!("decltype({v}) {y} = 2;"))]);
}

fn device_var_in_inline_unnamed_namespace(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("hidden");
    let q = *g.r.pick(&["__device__", "__constant__", "__managed__"]);
    before_main(
        items,
        vec![item(format!("inline namespace {{\n{q} int {v} = 1;\n}}"))],
    );
}

fn kernel_in_inline_unnamed_namespace(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("hidden_kernel");
    before_main(
        items,
        vec![item(format!(
            "inline namespace {{\n__global__ void {k}(int *p) {{ p[0] = 0; }}\n}}"
        ))],
    );
}

fn device_var_access_in_host(g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    // Prefer a variable of the program.
    let globals: Vec<Var> = g
        .globals
        .iter()
        .filter(|v| {
            matches!(
                v.mem,
                crate::model::Mem::Device | crate::model::Mem::Constant
            ) && v.dims.is_empty()
                && v.ty.is_arith()
        })
        .cloned()
        .collect();
    let (name, writable) = if !globals.is_empty() && g.r.chance(60) {
        let v = g.r.pick(&globals).clone();
        (v.name, v.mem == crate::model::Mem::Device)
    } else {
        let v = g.fresh("d_shadow");
        let q = *g.r.pick(&["__device__", "__constant__", "__shared__"]);
        let init = if q == "__shared__" { "" } else { " = 4" };
        before_main(items, vec![item(format!("{q} int {v}{init};"))]);
        (v, q == "__device__")
    };
    // (Taking the address is not diagnosed by cudafe++.)
    let s = if writable && g.r.chance(50) {
        format!("{name} = {mv};")
    } else {
        format!("{mv} += {name};")
    };
    in_main(items, vec![raw(s)]);
}

// ---------------------------------------------------------------- launches

fn launch_arity(g: &mut Gen, items: &mut Vec<Item>, extra: bool) {
    let pick = g.r.below(64);
    {
        let mut all: Vec<&mut Stmt> = Vec::new();
        for f in funcs_mut(items) {
            if let Some(b) = f.body.as_mut() {
                all.extend(launches_mut(b));
            }
        }
        let n = all.len();
        if n > 0 {
            if let Stmt::Launch { args, .. } = &mut all[pick % n] {
                if extra {
                    args.push(Expr::lit("0"));
                    return;
                }
                if !args.is_empty() {
                    args.pop();
                    return;
                }
            }
        }
    }
    let k = scaffold_kernel(g, items);
    let mv = main_var(items);
    let args = if extra {
        format!("nullptr, {mv}, 1")
    } else {
        "nullptr".to_string()
    };
    in_main(items, vec![raw(format!("{k}<<<1, 128>>>({args});"))]);
}

fn launch_too_many_args(g: &mut Gen, items: &mut Vec<Item>) {
    launch_arity(g, items, true)
}

fn launch_too_few_args(g: &mut Gen, items: &mut Vec<Item>) {
    launch_arity(g, items, false)
}

fn launch_bad_arg_type(g: &mut Gen, items: &mut Vec<Item>) {
    let k = scaffold_kernel(g, items);
    let mv = main_var(items);
    let (pre, bad) = match g.r.below(3) {
        0 => (Vec::new(), "1.5".to_string()),
        1 => (Vec::new(), "\"text\"".to_string()),
        _ => {
            // A float's address where an `int *` is expected.
            let f = g.fresh("ratio");
            (vec![raw(format!("float {f} = 0.5f;"))], format!("&{f}"))
        }
    };
    let mut stmts = pre;
    stmts.push(raw(format!("{k}<<<1, 128>>>({bad}, {mv});")));
    in_main(items, stmts);
}

fn launch_too_many_config_args(g: &mut Gen, items: &mut Vec<Item>) {
    let k = scaffold_kernel(g, items);
    in_main(
        items,
        vec![raw(format!("{k}<<<1, 128, 0, 0, 1>>>(nullptr, 0);"))],
    );
}

fn launch_bad_config_type(g: &mut Gen, items: &mut Vec<Item>) {
    let k = scaffold_kernel(g, items);
    let s = g.fresh("Shape");
    let v = g.fresh("shape");
    before_main(
        items,
        vec![item(format!("struct {s} {{\n    int w, h;\n}};"))],
    );
    in_main(
        items,
        vec![
            raw(format!("{s} {v} = {{2, 3}};")),
            raw(format!("{k}<<<{v}, 128>>>(nullptr, 0);")),
        ],
    );
}

fn unconfigured_kernel_call(g: &mut Gen, items: &mut Vec<Item>) {
    let cx = main_cx(items);
    let call = match existing_kernel(g) {
        Some(k) if g.r.chance(70) => {
            let args = args_for(g, &cx, &k.params);
            format!("{}({});", k.name, args.join(", "))
        }
        _ => {
            let k = scaffold_kernel(g, items);
            format!("{k}(nullptr, 16);")
        }
    };
    in_main(items, vec![raw(call)]);
}

fn host_call_configured(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("host_step");
    before_main(
        items,
        vec![item(format!("void {f}(int n)\n{{\n    (void)n;\n}}"))],
    );
    in_main(items, vec![raw(format!("{f}<<<1, 1>>>(4);"))]);
}

fn lambda_as_kernel_template_arg(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("apply_kernel");
    let l = g.fresh("op");
    before_main(items, vec![item(format!("template <typename F>\n__global__ void {k}(F f, int *p)\n{{\n    p[threadIdx.x] = f(threadIdx.x);\n}}"))]);
    in_main(
        items,
        vec![
            raw(format!("auto {l} = [](int x) {{ return x * 2; }};")),
            raw(format!("{k}<<<1, 32>>>({l}, nullptr);")),
        ],
    );
}

fn local_type_as_kernel_template_arg(g: &mut Gen, items: &mut Vec<Item>) {
    let k = g.fresh("fill_kernel");
    let t = g.fresh("Local");
    let v = g.fresh("item");
    before_main(items, vec![item(format!("template <typename T>\n__global__ void {k}(T value, T *out)\n{{\n    out[threadIdx.x] = value;\n}}"))]);
    in_main(
        items,
        vec![
            raw(format!("struct {t} {{\n    int a;\n}};")),
            raw(format!("{t} {v} = {{1}};")),
            raw(format!("{k}<<<1, 32>>>({v}, ({t} *)nullptr);")),
        ],
    );
}

fn extended_lambda_without_flag(g: &mut Gen, items: &mut Vec<Item>) {
    let l = g.fresh("dev_op");
    let a = *g.r.pick(&["__device__", "__host__ __device__", "__host__"]);
    in_main(
        items,
        vec![raw(format!(
            "auto {l} = [] {a} (int x) {{ return x + 1; }};"
        ))],
    );
}

// ---------------------------------------------------------------- names and declarations

fn undeclared_identifier(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("total");
    let missing = g.fresh("missing_value");
    let mv = main_var(items);
    let s = match g.r.below(3) {
        0 => format!("int {v} = {missing} + 1;"),
        1 => format!("{mv} = {missing}({mv});"),
        _ => format!("int {v} = {mv} * {missing};"),
    };
    // Sometimes inside a kernel instead.
    let pick = g.r.below(64);
    if g.r.chance(30) {
        if let Some(body) = kernel_body(items, pick) {
            body.insert(0, raw(format!("int {v} = {missing};")));
            return;
        }
    }
    in_main(items, vec![raw(s)]);
}

fn function_redefinition(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("helper");
    let t = *g.r.pick(&["int", "float"]);
    before_main(
        items,
        vec![
            item(format!("{t} {f}({t} x)\n{{\n    return x + 1;\n}}")),
            item(format!("{t} {f}({t} x)\n{{\n    return x - 1;\n}}")),
        ],
    );
}

fn variable_redefinition(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("g_limit");
    let q = *g.r.pick(&["", "__device__ ", "__constant__ "]);
    before_main(
        items,
        vec![
            item(format!("{q}int {v} = 1;")),
            item(format!("{q}int {v} = 2;")),
        ],
    );
}

fn local_redeclaration(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("tmp");
    in_main(
        items,
        vec![
            raw(format!("int {v} = 1;")),
            raw(format!("float {v} = 2.0f;")),
        ],
    );
}

fn class_redefinition(g: &mut Gen, items: &mut Vec<Item>) {
    let s = g.fresh("Config");
    before_main(
        items,
        vec![
            item(format!("struct {s} {{\n    int a;\n}};")),
            item(format!("struct {s} {{\n    float b;\n}};")),
        ],
    );
}

fn typedef_conflict(g: &mut Gen, items: &mut Vec<Item>) {
    let t = g.fresh("value_t");
    before_main(
        items,
        vec![
            item(format!("typedef int {t};")),
            item(format!("typedef float {t};")),
        ],
    );
}

fn duplicate_parameter(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("combine");
    let q = *g.r.pick(&["", "__device__ ", "__global__ "]);
    let r = if q == "__global__ " { "void" } else { "int" };
    let body = if r == "void" { "" } else { "    return a;\n" };
    before_main(
        items,
        vec![item(format!("{q}{r} {f}(int a, int a)\n{{\n{body}}}"))],
    );
}

fn incomplete_type(g: &mut Gen, items: &mut Vec<Item>) {
    let s = g.fresh("Opaque");
    let v = g.fresh("obj");
    before_main(items, vec![item(format!("struct {s};"))]);
    in_main(items, vec![raw(format!("{s} {v};"))]);
}

fn void_variable(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("nothing");
    in_main(items, vec![raw(format!("void {v};"))]);
}

fn abstract_instantiation(g: &mut Gen, items: &mut Vec<Item>) {
    let s = g.fresh("Shape");
    let v = g.fresh("shape");
    before_main(
        items,
        vec![item(format!(
            "struct {s} {{\n    virtual float area() const = 0;\n}};"
        ))],
    );
    in_main(items, vec![raw(format!("{s} {v};"))]);
}

fn negative_array_size(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("buf");
    let n = *g.r.pick(&["-1", "0 - 4"]);
    before_main(items, vec![item(format!("int {v}[{n}];"))]);
}

fn static_vla(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("scratch");
    let mv = main_var(items);
    in_main(items, vec![raw(format!("static int {v}[{mv}];"))]);
}

fn private_member_access(g: &mut Gen, items: &mut Vec<Item>) {
    let c = g.fresh("Counter");
    let v = g.fresh("counter");
    let mv = main_var(items);
    before_main(
        items,
        vec![item(format!("class {c} {{\n    int count_;\npublic:\n    {c}(int c) : count_(c) {{}}\n    int get() const {{ return count_; }}\n}};"))],
    );
    in_main(
        items,
        vec![
            raw(format!("{c} {v}({mv});")),
            raw(format!("{mv} = {v}.count_;")),
        ],
    );
}

fn no_such_member(g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    let trivial: Vec<usize> = (0..g.records.len())
        .filter(|&i| g.trivial[i] && !g.records[i].name.contains('<'))
        .collect();
    if !trivial.is_empty() && g.r.chance(60) {
        let ri = *g.r.pick(&trivial);
        let name = g.records[ri].name.clone();
        let v = g.fresh("rec");
        let m = g.fresh("missing_field");
        in_main(
            items,
            vec![
                raw(format!("{name} {v} = {{}};")),
                raw(format!("{mv} += {v}.{m};")),
            ],
        );
        return;
    }
    let s = g.fresh("Point");
    let v = g.fresh("pt");
    before_main(
        items,
        vec![item(format!("struct {s} {{\n    int x, y;\n}};"))],
    );
    in_main(
        items,
        vec![
            raw(format!("{s} {v} = {{1, 2}};")),
            raw(format!("{mv} = {v}.z;")),
        ],
    );
}

fn type_used_as_value(g: &mut Gen, items: &mut Vec<Item>) {
    let s = g.fresh("Flags");
    let mv = main_var(items);
    before_main(
        items,
        vec![item(format!("struct {s} {{\n    int bits;\n}};"))],
    );
    in_main(items, vec![raw(format!("{mv} = {s} + 1;"))]);
}

// ---------------------------------------------------------------- expressions and types

fn call_non_function(_g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    in_main(items, vec![raw(format!("{mv} = {mv}(2);"))]);
}

fn deref_non_pointer(_g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    in_main(items, vec![raw(format!("{mv} = *{mv} + 1;"))]);
}

fn subscript_non_array(_g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    in_main(items, vec![raw(format!("{mv} = {mv}[1];"))]);
}

fn assign_to_const(g: &mut Gen, items: &mut Vec<Item>) {
    let c = g.fresh("limit");
    // A __constant__ variable written in device code is const there as well.
    in_main(
        items,
        vec![raw(format!("const int {c} = 8;")), raw(format!("{c} = 9;"))],
    );
}

fn ref_to_temporary(g: &mut Gen, items: &mut Vec<Item>) {
    let r = g.fresh("ref");
    let mv = main_var(items);
    in_main(items, vec![raw(format!("int &{r} = {mv} + 1;"))]);
}

fn bad_initializer_type(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("ptr");
    let s = match g.r.below(4) {
        0 => format!("int *{v} = 1.5;"),
        1 => format!("int {v} = \"text\";"),
        2 => format!("float *{v} = 3;"),
        _ => {
            let mv = main_var(items);
            format!("double *{v} = &{mv};")
        }
    };
    in_main(items, vec![raw(s)]);
}

fn bad_assignment_type(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("ptr");
    in_main(
        items,
        vec![
            raw(format!("int *{v} = nullptr;")),
            raw(format!("{v} = 2.5;")),
        ],
    );
}

fn scoped_enum_conversion(g: &mut Gen, items: &mut Vec<Item>) {
    let e = g.fresh("Mode");
    let v = g.fresh("mode_value");
    before_main(items, vec![item(format!("enum class {e} {{ Off, On }};"))]);
    in_main(items, vec![raw(format!("int {v} = {e}::On;"))]);
}

fn call_arity(g: &mut Gen, items: &mut Vec<Item>, extra: bool) {
    let f = g.fresh("mix");
    let mv = main_var(items);
    before_main(
        items,
        vec![item(format!(
            "int {f}(int a, int b)\n{{\n    return a * b;\n}}"
        ))],
    );
    let args = if extra {
        format!("{mv}, 1, 2")
    } else {
        mv.clone()
    };
    in_main(items, vec![raw(format!("{mv} = {f}({args});"))]);
}

fn call_too_many_args(g: &mut Gen, items: &mut Vec<Item>) {
    call_arity(g, items, true)
}

fn call_too_few_args(g: &mut Gen, items: &mut Vec<Item>) {
    call_arity(g, items, false)
}

fn call_bad_arg_type(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("consume");
    let v = g.fresh("vals");
    before_main(
        items,
        vec![item(format!(
            "int {f}(const int *p)\n{{\n    return p[0];\n}}"
        ))],
    );
    in_main(
        items,
        vec![
            raw(format!("float {v}[2] = {{1.0f, 2.0f}};")),
            raw(format!("{f}({v});")),
        ],
    );
}

fn return_value_in_void(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("reset");
    let q = *g.r.pick(&["", "__device__ ", "__host__ __device__ "]);
    before_main(
        items,
        vec![item(format!(
            "{q}void {f}(int *p)\n{{\n    p[0] = 0;\n    return 1;\n}}"
        ))],
    );
}

fn missing_return_value(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("compute");
    before_main(
        items,
        vec![item(format!(
            "int {f}(int x)\n{{\n    if (x > 2)\n        return;\n    return x;\n}}"
        ))],
    );
}

fn missing_return_statement(g: &mut Gen, items: &mut Vec<Item>) {
    // (Only host functions: cudafe++ does not analyse the flow of device function bodies.)
    let f = g.fresh("pick");
    before_main(
        items,
        vec![item(format!(
            "int {f}(int x)\n{{\n    if (x > 2)\n        return 1;\n}}"
        ))],
    );
}

fn static_assert_failure(g: &mut Gen, items: &mut Vec<Item>) {
    let (cond, msg) = match g.r.below(3) {
        0 => ("sizeof(int) == 8".to_string(), Some("int must be 8 bytes")),
        1 => (
            "sizeof(double) < sizeof(float)".to_string(),
            Some("unexpected sizes"),
        ),
        _ => {
            let consts = g.named_consts();
            if consts.is_empty() {
                ("sizeof(char) == 2".to_string(), None)
            } else {
                let (n, v) = g.r.pick(&consts).clone();
                (format!("{n} == {}", v + 1), Some("configuration mismatch"))
            }
        }
    };
    let text = match msg {
        Some(m) => format!("static_assert({cond}, \"{m}\");"),
        None => format!("static_assert({cond});"),
    };
    before_main(items, vec![item(text)]);
}

// ---------------------------------------------------------------- statements

fn goto_bypasses_init(g: &mut Gen, items: &mut Vec<Item>) {
    let l = g.fresh("skip");
    let v = g.fresh("value");
    let mv = main_var(items);
    in_main(
        items,
        vec![Stmt::Block(vec![
            raw(format!("if ({mv} > 3) goto {l};")),
            raw(format!("int {v} = {mv} * 2;")),
            raw(format!("{l}:")),
            raw(format!("{mv} += {v};")),
        ])],
    );
}

fn goto_undefined_label(g: &mut Gen, items: &mut Vec<Item>) {
    let l = g.fresh("nowhere");
    in_main(items, vec![raw(format!("goto {l};"))]);
}

fn label_redefinition(g: &mut Gen, items: &mut Vec<Item>) {
    let l = g.fresh("again");
    let mv = main_var(items);
    in_main(
        items,
        vec![raw(format!("{l}: ++{mv};")), raw(format!("{l}: --{mv};"))],
    );
}

fn break_outside_loop(_g: &mut Gen, items: &mut Vec<Item>) {
    in_main(items, vec![raw("break;")]);
}

fn continue_outside_loop(_g: &mut Gen, items: &mut Vec<Item>) {
    in_main(items, vec![raw("continue;")]);
}

fn case_outside_switch(_g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    in_main(items, vec![raw(format!("case 1: ++{mv};"))]);
}

fn duplicate_case(g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    let v = g.r.range(0, 9);
    in_main(
        items,
        vec![raw(format!("switch ({mv}) {{\ncase {v}:\n    ++{mv};\n    break;\ncase {v}:\n    --{mv};\n    break;\n}}"))],
    );
}

fn bool_increment(g: &mut Gen, items: &mut Vec<Item>) {
    let b = g.fresh("ready");
    in_main(
        items,
        vec![raw(format!("bool {b} = false;")), raw(format!("{b}++;"))],
    );
}

// ---------------------------------------------------------------- syntax

fn missing_semicolon(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("step");
    let mv = main_var(items);
    in_main(
        items,
        vec![
            raw(format!("int {v} = {mv} + 1")),
            raw(format!("{mv} += {v};")),
        ],
    );
}

fn missing_semicolon_after_struct(g: &mut Gen, items: &mut Vec<Item>) {
    let s = g.fresh("Header");
    before_main(
        items,
        vec![item(format!("struct {s} {{\n    int tag;\n}}"))],
    );
}

fn missing_paren(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("scaled");
    let mv = main_var(items);
    in_main(items, vec![raw(format!("int {v} = ({mv} + 1 * 2;"))]);
}

fn missing_closing_brace(_g: &mut Gen, _items: &mut Vec<Item>) {}

fn drop_last_brace(text: String) -> String {
    let trimmed = text.trim_end();
    match trimmed.strip_suffix('}') {
        Some(rest) => format!("{rest}\n"),
        None => text,
    }
}

fn unterminated_comment(_g: &mut Gen, items: &mut Vec<Item>) {
    before_main(items, vec![item("/* TODO: tune the block size")]);
}

fn unterminated_string(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("label");
    in_main(
        items,
        vec![raw(format!("const char *{v} = \"unterminated;"))],
    );
}

fn unbalanced_bracket(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("vals");
    in_main(items, vec![raw(format!("int {v}[4 = {{1, 2, 3, 4}};"))]);
}

fn stray_token(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("stray");
    before_main(
        items,
        vec![item(format!("int {f}(int x) )\n{{\n    return x;\n}}"))],
    );
}

// ---------------------------------------------------------------- preprocessor

fn error_directive(g: &mut Gen, items: &mut Vec<Item>) {
    let m = g.fresh("TILE_WIDTH_");
    at_top(items, vec![item(format!("#define {m} 24\n#if {m} % 32 != 0\n#error TILE_WIDTH must be a multiple of the warp size\n#endif"))]);
}

fn warning_directive(_g: &mut Gen, items: &mut Vec<Item>) {
    at_top(
        items,
        vec![item("#warning this configuration is experimental")],
    );
}

fn missing_include(g: &mut Gen, items: &mut Vec<Item>) {
    let h = g.fresh("helper_math");
    at_top(items, vec![item(format!("#include \"{h}.cuh\""))]);
}

fn defined_operator(g: &mut Gen, items: &mut Vec<Item>) {
    let m = g.fresh("USE_FAST_MATH_");
    at_top(
        items,
        vec![item(format!(
            "#define {m} 1\n#if defined({m})\n#define FAST_PATH_ON 1\n#endif"
        ))],
    );
}

fn macro_arity(g: &mut Gen, items: &mut Vec<Item>, extra: bool) {
    let m = g.fresh("SCALE_");
    let mv = main_var(items);
    at_top(items, vec![item(format!("#define {m}(a, b) ((a) * (b))"))]);
    let args = if extra {
        format!("{mv}, 2, 3")
    } else {
        mv.clone()
    };
    in_main(items, vec![raw(format!("{mv} = {m}({args});"))]);
}

fn macro_too_many_args(g: &mut Gen, items: &mut Vec<Item>) {
    macro_arity(g, items, true)
}

fn macro_too_few_args(g: &mut Gen, items: &mut Vec<Item>) {
    macro_arity(g, items, false)
}

fn endif_without_if(_g: &mut Gen, items: &mut Vec<Item>) {
    before_main(items, vec![item("#endif")]);
}

fn missing_endif(g: &mut Gen, items: &mut Vec<Item>) {
    let m = g.fresh("HAVE_FEATURE_");
    at_top(items, vec![item(format!("#define {m}\n#ifdef {m}"))]);
}

fn else_after_else(g: &mut Gen, items: &mut Vec<Item>) {
    let m = g.fresh("MODE_");
    before_main(
        items,
        vec![item(format!("#ifdef {m}\n#else\n#else\n#endif"))],
    );
}

fn unknown_directive(g: &mut Gen, items: &mut Vec<Item>) {
    let d =
        *g.r.pick(&["#elsif 1", "#elseif 0", "#define_macro X 1", "#pragma_once"]);
    before_main(items, vec![item(d)]);
}

fn diag_pragma_without_number(g: &mut Gen, items: &mut Vec<Item>) {
    let p =
        *g.r.pick(&["nv_diag_suppress", "nv_diag_warning", "nv_diag_error"]);
    at_top(items, vec![item(format!("#pragma {p}"))]);
}

// ---------------------------------------------------------------- warnings (exit status 0)

fn unused_value(g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    let s = match g.r.below(3) {
        0 => format!("{mv} + 1;"),
        1 => format!("{mv} == 3;"),
        _ => format!("({mv}, {mv} * 2);"),
    };
    in_main(items, vec![raw(s)]);
}

fn assignment_in_condition(_g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    in_main(
        items,
        vec![raw(format!("if ({mv} = 3) {{\n    ++{mv};\n}}"))],
    );
}

fn narrowing_in_braces(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("vals");
    let mv = main_var(items);
    let s = match g.r.below(2) {
        0 => format!("int {v}[2] = {{1.5, 2}};"),
        _ => format!("char {v}{{{mv}}};"),
    };
    in_main(items, vec![raw(s)]);
}

fn division_by_zero(g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    let op = *g.r.pick(&["/", "%"]);
    in_main(items, vec![raw(format!("{mv} = {mv} {op} 0;"))]);
}

fn shift_count_too_large(_g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    in_main(items, vec![raw(format!("{mv} = {mv} << 40;"))]);
}

fn integer_overflow(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("big");
    in_main(items, vec![raw(format!("int {v} = 100000 * 100000;"))]);
}

fn constant_truncation(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("small");
    let s = *g.r.pick(&[
        "char {v} = 300;",
        "unsigned char {v} = 1000;",
        "short {v} = 70000;",
    ]);
    in_main(items, vec![raw(s.replace("{v}", &v))]);
}

fn constant_sign_change(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("count");
    in_main(items, vec![raw(format!("unsigned int {v} = -1;"))]);
}

fn pointless_unsigned_comparison(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("size");
    let mv = main_var(items);
    in_main(
        items,
        vec![
            raw(format!("unsigned int {v} = {mv};")),
            raw(format!("if ({v} < 0) {{\n    {mv} = 0;\n}}")),
        ],
    );
}

fn used_before_set(g: &mut Gen, items: &mut Vec<Item>) {
    let a = g.fresh("uninit");
    let mv = main_var(items);
    in_main(
        items,
        vec![raw(format!("int {a};")), raw(format!("{mv} += {a};"))],
    );
}

fn multicharacter_literal(g: &mut Gen, items: &mut Vec<Item>) {
    let v = g.fresh("tag");
    in_main(items, vec![raw(format!("int {v} = 'ab';"))]);
}

fn sizeof_void(_g: &mut Gen, items: &mut Vec<Item>) {
    let mv = main_var(items);
    in_main(items, vec![raw(format!("{mv} += sizeof(void);"))]);
}

fn redeclared_host_as_device(g: &mut Gen, items: &mut Vec<Item>) {
    let f = g.fresh("both");
    let (a, b) =
        *g.r.pick(&[("", "__device__ "), ("__device__ ", "__host__ ")]);
    before_main(
        items,
        vec![
            item(format!("{a}int {f}(int x);")),
            item(format!("{b}int {f}(int x)\n{{\n    return x;\n}}")),
        ],
    );
}

// ---------------------------------------------------------------- C++ semantics

/// A mistake made of a declaration placed before main and (optionally) statements in main.
pub(crate) fn scaffold(g: &mut Gen, items: &mut Vec<Item>, decl: &str, stmts: &[&str]) {
    let tag = g.fresh("_");
    let mv = main_var(items);
    let fill = |t: &str| t.replace("{T}", &tag).replace("{mv}", &mv);
    if !decl.is_empty() {
        before_main(items, vec![item(fill(decl))]);
    }
    let stmts: Vec<Stmt> = stmts.iter().map(|t| raw(fill(t))).collect();
    if !stmts.is_empty() {
        in_main(items, stmts);
    }
}

fn no_operator_match(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "struct Pt{T} {\n    int a;\n};",
        &["Pt{T} p{T} = {1}, q{T} = {2};", "Pt{T} r{T} = p{T} + q{T};"],
    );
}

fn ambiguous_overload(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "int pick{T}(long a)\n{\n    return 1;\n}\nint pick{T}(short a)\n{\n    return 2;\n}",
        &["{mv} = pick{T}({mv});"],
    );
}

fn const_object_nonconst_method(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "struct Acc{T} {\n    int v;\n    void bump() { ++v; }\n};",
        &["const Acc{T} a{T} = {1};", "a{T}.bump();"],
    );
}

fn const_without_initializer(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "", &["const int limit{T};"]);
}

fn deleted_function(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "struct Handle{T} {\n    Handle{T}() = default;\n    Handle{T}(const Handle{T} &) = delete;\n};", &["Handle{T} h{T};", "Handle{T} copy{T} = h{T};"]);
}

fn explicit_constructor_conversion(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "struct Id{T} {\n    explicit Id{T}(int v) : x(v) {}\n    int x;\n};",
        &["Id{T} id{T} = {mv};"],
    );
}

fn qualified_member_declaration(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "struct Q{T} {\n    void Q{T}::run();\n};", &[]);
}

fn invalid_type_conversion(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "",
        &["double d{T} = 1.5;", "int *p{T} = (int *)d{T};"],
    );
}

fn missing_type_specifier(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "static counter{T} = 3;", &[]);
}

fn negative_shift_count(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "", &["{mv} = {mv} << -1;"]);
}

fn nonintegral_switch(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "",
        &[
            "float f{T} = 1.5f;",
            "switch (f{T}) {\ncase 1:\n    break;\n}",
        ],
    );
}

fn nonconstant_case_label(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "",
        &[
            "int lim{T} = 4;",
            "switch ({mv}) {\ncase lim{T}:\n    break;\n}",
        ],
    );
}

fn nonstatic_member_reference(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "struct Cfg{T} {\n    int v;\n    static int get() { return v; }\n};",
        &[],
    );
}

fn this_in_static_member(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "struct Cfg{T} {\n    int v;\n    static int get() { return this->v; }\n};",
        &[],
    );
}

fn member_of_incomplete_type(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "struct Fwd{T};\nint peek{T}(Fwd{T} *p)\n{\n    return p->x;\n}",
        &[],
    );
}

fn nonconst_reference_binding(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "", &["float f{T} = 2.0f;", "int &r{T} = f{T};"]);
}

fn return_type_overload(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "int conv{T}(int a);\nfloat conv{T}(int a);", &[]);
}

fn static_virtual_member(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "struct Node{T} {\n    static virtual void visit() {}\n};",
        &[],
    );
}

fn virtual_constructor(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "struct Node{T} {\n    virtual Node{T}() {}\n};",
        &[],
    );
}

fn enumerator_redeclaration(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(
        g,
        items,
        "enum First{T} { SHARED{T} };\nenum Second{T} { SHARED{T} };",
        &[],
    );
}

fn bitfield_too_wide(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "struct Bits{T} {\n    int wide : 40;\n};", &[]);
}

fn sizeof_function(g: &mut Gen, items: &mut Vec<Item>) {
    scaffold(g, items, "int probe{T}();", &["{mv} += sizeof(probe{T});"]);
}

macro_rules! entry {
    ($name:literal, $expect:literal, $apply:expr) => {
        Mutation {
            name: $name,
            expect: $expect,
            apply: $apply,
            finish: keep,
        }
    };
    ($name:literal, $expect:literal, $apply:expr, $finish:expr) => {
        Mutation {
            name: $name,
            expect: $expect,
            apply: $apply,
            finish: $finish,
        }
    };
}

/// The catalog. Names are stable: they appear in generated TUs and coverage reports.
pub static CATALOG: &[Mutation] = &[
    // execution spaces
    entry!(
        "device_call_from_host",
        "from a __host__ function",
        device_call_from_host
    ),
    entry!(
        "device_call_from_host_device",
        "from a __host__ __device__ function",
        device_call_from_host_device
    ),
    entry!(
        "host_call_from_device",
        "undiagnosed: calling a __host__ function from a __global__ function",
        host_call_from_device
    ),
    entry!(
        "host_var_in_device",
        "cicc: host variable",
        host_var_in_device
    ),
    entry!(
        "device_launch_without_rdc",
        "cicc: requires separate compilation mode",
        device_launch_without_rdc
    ),
    entry!(
        "override_space_mismatch",
        "execution space mismatch",
        override_space_mismatch
    ),
    entry!(
        "redeclared_with_global",
        "illegal combination of memory qualifiers",
        redeclared_with_global
    ),
    entry!(
        "global_redeclared_without_global",
        "cicc: redeclared",
        global_redeclared_without_global
    ),
    entry!(
        "redeclared_host_as_device",
        "cicc: redeclared with",
        redeclared_host_as_device
    ),
    // __global__ functions
    entry!(
        "kernel_nonvoid_return",
        "must have a void return type",
        kernel_nonvoid_return
    ),
    entry!("kernel_variadic", "cannot have ellipsis", kernel_variadic),
    entry!(
        "kernel_deduced_return",
        "must not have a deduced return type",
        kernel_deduced_return
    ),
    entry!(
        "kernel_constexpr",
        "inline qualifier ignored",
        kernel_constexpr
    ),
    entry!(
        "kernel_member",
        "cannot be a member function",
        kernel_member
    ),
    entry!(
        "kernel_friend_definition",
        "cannot be defined in a friend declaration",
        kernel_friend_definition
    ),
    entry!(
        "kernel_operator",
        "An operator function cannot be a __global__ function",
        kernel_operator
    ),
    entry!(
        "kernel_exception_spec",
        "An exception specification is not allowed",
        kernel_exception_spec
    ),
    entry!(
        "kernel_pack_not_last",
        "Pack template parameter must be the last",
        kernel_pack_not_last
    ),
    entry!(
        "kernel_multiple_packs",
        "Multiple pack parameters are not allowed",
        kernel_multiple_packs
    ),
    entry!(
        "kernel_rvalue_ref_param",
        "cicc: rvalue reference type",
        kernel_rvalue_ref_param
    ),
    entry!(
        "kernel_in_inline_unnamed_namespace",
        "cicc: inline unnamed namespace",
        kernel_in_inline_unnamed_namespace
    ),
    entry!("global_main", "function main cannot be marked", global_main),
    entry!("device_main", "function main cannot be marked", device_main),
    entry!(
        "global_device_combined",
        "illegal combination of memory qualifiers",
        global_device_combined
    ),
    // attributes
    entry!(
        "launch_bounds_on_device_function",
        "__launch_bounds__ is only allowed on a __global__ function",
        launch_bounds_on_device_fn
    ),
    entry!(
        "maxnreg_on_device_function",
        "__maxnreg__ is only allowed on a __global__ function",
        maxnreg_on_device_fn
    ),
    entry!(
        "launch_bounds_nonconstant",
        "expression must have a constant value",
        launch_bounds_nonconstant
    ),
    entry!(
        "launch_bounds_float",
        "instead of the required integral or enum type",
        launch_bounds_float
    ),
    entry!(
        "launch_bounds_too_many_args",
        "expected a \")\"",
        launch_bounds_too_many_args
    ),
    entry!(
        "launch_bounds_with_maxnreg",
        "cannot be applied to the same kernel",
        launch_bounds_with_maxnreg
    ),
    entry!(
        "grid_constant_non_kernel",
        "only allowed on a parameter of a __global__ function",
        grid_constant_non_kernel
    ),
    entry!(
        "grid_constant_not_const",
        "cicc: must have const-qualified type",
        grid_constant_not_const
    ),
    entry!(
        "attribute_on_variable",
        "does not apply here",
        attribute_on_variable
    ),
    entry!(
        "memory_attribute_on_function",
        "does not apply here",
        memory_attribute_on_function
    ),
    // memory spaces
    entry!(
        "memory_space_local_in_host",
        "variable declaration is not allowed inside a host function body",
        memory_space_local_in_host
    ),
    entry!(
        "memory_space_local_in_device",
        "cicc: variable declaration is not allowed inside a device function body",
        memory_space_local_in_device
    ),
    entry!(
        "shared_initializer",
        "initializer not allowed for __shared__ variable",
        shared_initializer
    ),
    entry!(
        "shared_in_range_for",
        "not allowed for a variable declared by the for-range-declaration",
        shared_in_range_for
    ),
    entry!(
        "managed_const",
        "cannot have a const qualified type",
        managed_const
    ),
    entry!(
        "managed_reference",
        "cannot have a reference type",
        managed_reference
    ),
    entry!(
        "managed_shared_or_constant",
        "cannot be marked __shared__ or __constant__",
        managed_shared_or_constant
    ),
    entry!(
        "thread_local_device_var",
        "cicc: thread_local",
        thread_local_device_var
    ),
    entry!(
        "decltype_managed",
        "unparenthesized id-expression argument for decltype",
        decltype_managed
    ),
    entry!(
        "device_var_in_inline_unnamed_namespace",
        "cannot be declared within an inline unnamed namespace",
        device_var_in_inline_unnamed_namespace
    ),
    entry!(
        "device_var_access_in_host",
        "in a host function",
        device_var_access_in_host
    ),
    // launches
    entry!(
        "launch_too_many_args",
        "too many arguments in function call|no instance of function template",
        launch_too_many_args
    ),
    entry!(
        "launch_too_few_args",
        "too few arguments in function call|no instance of function template",
        launch_too_few_args
    ),
    entry!(
        "launch_bad_arg_type",
        "is incompatible with parameter of type",
        launch_bad_arg_type
    ),
    entry!(
        "launch_too_many_config_args",
        "too many arguments in function call",
        launch_too_many_config_args
    ),
    entry!(
        "launch_bad_config_type",
        "no suitable user-defined conversion",
        launch_bad_config_type
    ),
    entry!(
        "unconfigured_kernel_call",
        "a __global__ function call must be configured",
        unconfigured_kernel_call
    ),
    entry!(
        "host_call_configured",
        "a host function call cannot be configured",
        host_call_configured
    ),
    entry!(
        "lambda_as_kernel_template_arg",
        "cicc: The closure type for a lambda",
        lambda_as_kernel_template_arg
    ),
    entry!(
        "local_type_as_kernel_template_arg",
        "cicc: A type defined inside a __host__ function",
        local_type_as_kernel_template_arg
    ),
    entry!(
        "extended_lambda_without_flag",
        "requires --extended-lambda nvcc flag",
        extended_lambda_without_flag
    ),
    // names and declarations
    entry!(
        "undeclared_identifier",
        "is undefined",
        undeclared_identifier
    ),
    entry!(
        "function_redefinition",
        "has already been defined",
        function_redefinition
    ),
    entry!(
        "variable_redefinition",
        "has already been defined",
        variable_redefinition
    ),
    entry!(
        "local_redeclaration",
        "has already been declared in the current scope",
        local_redeclaration
    ),
    entry!(
        "class_redefinition",
        "has already been defined",
        class_redefinition
    ),
    entry!(
        "typedef_conflict",
        "invalid redeclaration of type name",
        typedef_conflict
    ),
    entry!(
        "duplicate_parameter",
        "duplicate parameter name",
        duplicate_parameter
    ),
    entry!("incomplete_type", "incomplete type", incomplete_type),
    entry!("void_variable", "incomplete type", void_variable),
    entry!(
        "abstract_instantiation",
        "object of abstract class type",
        abstract_instantiation
    ),
    entry!(
        "negative_array_size",
        "the size of an array must be greater than zero",
        negative_array_size
    ),
    entry!(
        "static_vla",
        "a variable length array cannot have static storage duration",
        static_vla
    ),
    entry!(
        "private_member_access",
        "is inaccessible",
        private_member_access
    ),
    entry!("no_such_member", "has no member", no_such_member),
    entry!(
        "type_used_as_value",
        "type name is not allowed",
        type_used_as_value
    ),
    // expressions and types
    entry!(
        "call_non_function",
        "must have (pointer-to-) function type",
        call_non_function
    ),
    entry!("deref_non_pointer", "must be a pointer", deref_non_pointer),
    entry!(
        "subscript_non_array",
        "expression must have pointer-to-object type",
        subscript_non_array
    ),
    entry!(
        "assign_to_const",
        "expression must be a modifiable lvalue",
        assign_to_const
    ),
    entry!(
        "ref_to_temporary",
        "initial value of reference to non-const must be an lvalue",
        ref_to_temporary
    ),
    entry!(
        "bad_initializer_type",
        "cannot be used to initialize an entity of type",
        bad_initializer_type
    ),
    entry!(
        "bad_assignment_type",
        "cannot be assigned to an entity of type",
        bad_assignment_type
    ),
    entry!(
        "scoped_enum_conversion",
        "cannot be used to initialize an entity of type",
        scoped_enum_conversion
    ),
    entry!(
        "call_too_many_args",
        "too many arguments in function call",
        call_too_many_args
    ),
    entry!(
        "call_too_few_args",
        "too few arguments in function call",
        call_too_few_args
    ),
    entry!(
        "call_bad_arg_type",
        "is incompatible with parameter of type",
        call_bad_arg_type
    ),
    entry!(
        "return_value_in_void",
        "return value type does not match the function type",
        return_value_in_void
    ),
    entry!(
        "missing_return_value",
        "should return a value",
        missing_return_value
    ),
    entry!(
        "missing_return_statement",
        "missing return statement",
        missing_return_statement
    ),
    entry!(
        "static_assert_failure",
        "static assertion failed",
        static_assert_failure
    ),
    // C++ semantics
    entry!(
        "no_operator_match",
        "no operator \"+\" matches these operands",
        no_operator_match
    ),
    entry!(
        "ambiguous_overload",
        "more than one instance of overloaded function",
        ambiguous_overload
    ),
    entry!(
        "const_object_nonconst_method",
        "type qualifiers that are not compatible with the member function",
        const_object_nonconst_method
    ),
    entry!(
        "const_without_initializer",
        "requires an initializer",
        const_without_initializer
    ),
    entry!(
        "deleted_function",
        "it is a deleted function",
        deleted_function
    ),
    entry!(
        "explicit_constructor_conversion",
        "no suitable constructor exists",
        explicit_constructor_conversion
    ),
    entry!(
        "qualified_member_declaration",
        "qualified name is not allowed in member declaration",
        qualified_member_declaration
    ),
    entry!(
        "invalid_type_conversion",
        "invalid type conversion",
        invalid_type_conversion
    ),
    entry!(
        "missing_type_specifier",
        "explicit type is missing",
        missing_type_specifier
    ),
    entry!(
        "negative_shift_count",
        "shift count is negative",
        negative_shift_count
    ),
    entry!(
        "nonintegral_switch",
        "expression must have integral or enum type",
        nonintegral_switch
    ),
    entry!(
        "nonconstant_case_label",
        "expression must have a constant value",
        nonconstant_case_label
    ),
    entry!(
        "nonstatic_member_reference",
        "a nonstatic member reference must be relative to a specific object",
        nonstatic_member_reference
    ),
    entry!(
        "this_in_static_member",
        "may only be used inside a nonstatic member function",
        this_in_static_member
    ),
    entry!(
        "member_of_incomplete_type",
        "pointer or reference to incomplete type",
        member_of_incomplete_type
    ),
    entry!(
        "nonconst_reference_binding",
        "(not const-qualified) cannot be initialized",
        nonconst_reference_binding
    ),
    entry!(
        "return_type_overload",
        "cannot overload functions distinguished by return type alone",
        return_type_overload
    ),
    entry!(
        "static_virtual_member",
        "only nonstatic member functions may be virtual",
        static_virtual_member
    ),
    entry!(
        "virtual_constructor",
        "\"virtual\" is not allowed",
        virtual_constructor
    ),
    entry!(
        "enumerator_redeclaration",
        "has already been declared in the current scope",
        enumerator_redeclaration
    ),
    entry!(
        "bitfield_too_wide",
        "declared size for bit field is larger",
        bitfield_too_wide
    ),
    entry!(
        "sizeof_function",
        "operand of sizeof may not be a function",
        sizeof_function
    ),
    // statements
    entry!(
        "goto_bypasses_init",
        "transfer of control bypasses initialization",
        goto_bypasses_init
    ),
    entry!(
        "goto_undefined_label",
        "was referenced but not defined",
        goto_undefined_label
    ),
    entry!(
        "label_redefinition",
        "has already been defined",
        label_redefinition
    ),
    entry!(
        "break_outside_loop",
        "a break statement may only be used within a loop or switch",
        break_outside_loop
    ),
    entry!(
        "continue_outside_loop",
        "a continue statement may only be used within a loop",
        continue_outside_loop
    ),
    entry!(
        "case_outside_switch",
        "a case label may only be used within a switch",
        case_outside_switch
    ),
    entry!(
        "duplicate_case",
        "case label value has already appeared",
        duplicate_case
    ),
    entry!(
        "bool_increment",
        "incrementing a bool value is deprecated",
        bool_increment
    ),
    // syntax
    entry!("missing_semicolon", "expected a \";\"", missing_semicolon),
    entry!(
        "missing_semicolon_after_struct",
        "expected a \";\"",
        missing_semicolon_after_struct
    ),
    entry!("missing_paren", "expected a \")\"", missing_paren),
    entry!(
        "missing_closing_brace",
        "expected a \"}\"",
        missing_closing_brace,
        drop_last_brace
    ),
    entry!(
        "unterminated_comment",
        "comment unclosed at end of file",
        unterminated_comment
    ),
    entry!(
        "unterminated_string",
        "missing closing quote",
        unterminated_string
    ),
    entry!(
        "unbalanced_bracket",
        "too many initializer values",
        unbalanced_bracket
    ),
    entry!("stray_token", "expected a \"{\"", stray_token),
    // preprocessor
    entry!("error_directive", "#error directive", error_directive),
    entry!("warning_directive", "#warning directive", warning_directive),
    entry!(
        "missing_include",
        "cannot open source file",
        missing_include
    ),
    entry!("defined_operator", "constant expression", defined_operator),
    entry!(
        "macro_too_many_args",
        "too many arguments in invocation of macro",
        macro_too_many_args
    ),
    entry!(
        "macro_too_few_args",
        "too few arguments in invocation of macro",
        macro_too_few_args
    ),
    entry!(
        "endif_without_if",
        "the #if for this directive is missing",
        endif_without_if
    ),
    entry!(
        "missing_endif",
        "the #endif for this directive is missing",
        missing_endif
    ),
    entry!(
        "else_after_else",
        "an #else has already appeared",
        else_after_else
    ),
    entry!(
        "unknown_directive",
        "unrecognized preprocessing directive",
        unknown_directive
    ),
    entry!(
        "diag_pragma_without_number",
        "expected an error number or error tag",
        diag_pragma_without_number
    ),
    // warnings
    entry!("unused_value", "expression has no effect", unused_value),
    entry!(
        "assignment_in_condition",
        "where \"==\" may have been intended",
        assignment_in_condition
    ),
    entry!(
        "narrowing_in_braces",
        "invalid narrowing conversion",
        narrowing_in_braces
    ),
    entry!("division_by_zero", "zero", division_by_zero),
    entry!(
        "shift_count_too_large",
        "shift count is too large",
        shift_count_too_large
    ),
    entry!(
        "integer_overflow",
        "integer operation result is out of range",
        integer_overflow
    ),
    entry!(
        "constant_truncation",
        "integer conversion resulted in truncation",
        constant_truncation
    ),
    entry!(
        "constant_sign_change",
        "integer conversion resulted in a change of sign",
        constant_sign_change
    ),
    entry!(
        "pointless_unsigned_comparison",
        "pointless comparison of unsigned integer with zero",
        pointless_unsigned_comparison
    ),
    entry!(
        "used_before_set",
        "is used before its value is set",
        used_before_set
    ),
    entry!(
        "multicharacter_literal",
        "multicharacter character literal",
        multicharacter_literal
    ),
    entry!(
        "sizeof_void",
        "incomplete type \"void\" is not allowed",
        sizeof_void
    ),
];

/// Finds a catalog entry by name (either grammar's).
pub fn by_name(name: &str) -> Option<&'static Mutation> {
    CATALOG
        .iter()
        .chain(crate::invalid_cxx::CXX_CATALOG.iter())
        .find(|m| m.name == name)
}

/// The catalog a grammar's invalid mode draws from: 0.1's entries, and for 0.2 those followed by
/// the entries about its grammar (so a seed picks `seed % len`, covering both evenly).
pub fn catalog(grammar: crate::Grammar) -> Vec<&'static Mutation> {
    let mut out: Vec<&'static Mutation> = CATALOG.iter().collect();
    if grammar == crate::Grammar::Cxx {
        out.extend(crate::invalid_cxx::CXX_CATALOG.iter());
    }
    out
}
