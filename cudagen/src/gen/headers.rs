//! Header mode: the TU includes `<cuda_runtime.h>` and a random subset of the standard library
//! and CUDA headers, and uses them through the model.
//!
//! The model knows the declarations it uses: the runtime API's allocation, copy, stream, event
//! and device-query calls (the pointers, streams and counts they give are declared as locals of
//! the model's types, so later launches and expressions use them), `std::vector<T>` and
//! `std::array<T, N>` with the algorithms and numerics over them, `<cmath>`'s functions (registered
//! as host-device functions the expression generator calls), `printf` on both sides,
//! `std::pair`/`std::tuple` with structured bindings, `<type_traits>` in `if constexpr` and
//! `enable_if` (see `cxx/templates.rs`), cooperative groups in device code (`this_thread_block()`,
//! `tiled_partition`, `thread_rank()`, `sync()`, `shfl_down`), `__half` conversions and
//! arithmetic, `cuda::std::array` and `cuda::std::min`/`max`, thrust's `device_vector` with
//! `fill`/`reduce`, and CUB's `BlockReduce` in a kernel.

use super::Cx;
use super::Gen;
use crate::ast::{Item, Space, Stmt};
use crate::features::Feature;
use crate::model::{FuncInfo, Mem, Ty, Var};

/// The headers each header feature includes, and the percentage of the programs that may have
/// the feature (after swarm selection) that include them: every header costs preprocessing and
/// reference time in the real-TU suites, the large ones (thrust, CUB, libcu++) most.
const HEADERS: &[(Feature, &[&str], u32)] = &[
    (Feature::HdrVector, &["vector"], 50),
    (Feature::HdrArray, &["array"], 35),
    (Feature::HdrAlgorithm, &["algorithm"], 40),
    (Feature::HdrNumeric, &["numeric"], 30),
    (Feature::HdrCmath, &["cmath"], 50),
    (Feature::HdrCstdio, &["cstdio"], 60),
    (Feature::HdrTypeTraits, &["type_traits"], 50),
    (Feature::HdrUtility, &["utility"], 35),
    (Feature::HdrTuple, &["tuple"], 30),
    (Feature::HdrCooperativeGroups, &["cooperative_groups.h"], 30),
    (Feature::HdrCudaFp16, &["cuda_fp16.h"], 30),
    (
        Feature::HdrCudaStd,
        &["cuda/std/array", "cuda/std/functional"],
        25,
    ),
    (
        Feature::HdrThrust,
        &["thrust/device_vector.h", "thrust/fill.h", "thrust/reduce.h"],
        6,
    ),
    (Feature::HdrCub, &["cub/block/block_reduce.cuh"], 6),
    (Feature::ThreeWayComparison, &["compare"], 50),
];

/// Functions of `<cmath>` (declared by `cuda_runtime.h` for both sides): name, result,
/// parameters. Only the `f`-suffixed ones: the others are overloaded once `<cmath>` is included
/// (an `int` argument is ambiguous, a `float` one picks libstdc++'s constexpr host overload, which
/// device code may not call).
const MATH: &[(&str, Ty, &[Ty])] = &[
    ("sqrtf", Ty::Float, &[Ty::Float]),
    ("fabsf", Ty::Float, &[Ty::Float]),
    ("fminf", Ty::Float, &[Ty::Float, Ty::Float]),
    ("fmaxf", Ty::Float, &[Ty::Float, Ty::Float]),
    ("floorf", Ty::Float, &[Ty::Float]),
    ("ceilf", Ty::Float, &[Ty::Float]),
    ("expf", Ty::Float, &[Ty::Float]),
    ("sinf", Ty::Float, &[Ty::Float]),
    ("cosf", Ty::Float, &[Ty::Float]),
];

#[derive(Clone, Copy)]
enum Use {
    Alloc,
    Sync,
    Stream,
    Event,
    Query,
    Vector,
    Array,
    Pair,
    Tuple,
    Printf,
    Coop,
    Half,
    CudaStd,
    Thrust,
}

impl Gen<'_, '_> {
    fn header_mode(&self) -> bool {
        self.cxx.is_some_and(|o| o.headers)
    }

    fn has(&self, header: &str) -> bool {
        self.includes.contains(&header)
    }

    /// Chooses the includes (header mode; a no-op otherwise) and registers what they declare.
    pub(crate) fn choose_includes(&mut self) {
        if !self.header_mode() {
            return;
        }
        self.includes.push("cuda_runtime.h");
        for (f, headers, percent) in HEADERS {
            if self.on(*f) && self.r.chance(*percent) {
                self.includes.extend(headers.iter().copied());
            }
        }
        for (name, ret, params) in MATH {
            self.funcs.push(FuncInfo {
                name: name.to_string(),
                space: Space::HostDevice,
                ret: ret.clone(),
                params: params.to_vec(),
                defaults: 0,
                tparams: Vec::new(),
                is_kernel: false,
                is_constexpr: false,
            });
        }
    }

    /// Marks the header feature of a function the model called, when a header declares it.
    pub(crate) fn mark_library_call(&mut self, name: &str) {
        if self.header_mode() && MATH.iter().any(|(n, _, _)| *n == name) {
            self.mark(Feature::HdrCmath);
        }
    }

    /// A top-level item that uses a header: a kernel with cooperative groups or CUB, a
    /// host-device function over `__half`, a host function over thrust.
    pub(crate) fn header_item(&mut self) -> Vec<Item> {
        let mut c = self.code();
        let mut options = Vec::new();
        if self.has("cooperative_groups.h") {
            options.push(0);
        }
        if self.has("cub/block/block_reduce.cuh") {
            options.push(1);
        }
        if self.has("cuda_fp16.h") {
            options.push(2);
        }
        if self.has("cmath") {
            options.push(3);
        }
        if options.is_empty() {
            return Vec::new();
        }
        match *self.r.pick(&options) {
            0 => {
                self.mark(Feature::HdrCooperativeGroups);
                let k = self.fresh("groupSum");
                let tile = *self.r.pick(&[4, 8, 16, 32]);
                c.l(0, format!("__global__ void {k}(int *out, int n) {{"));
                c.l(1, "namespace cg = cooperative_groups;");
                c.l(1, "cg::thread_block block = cg::this_thread_block();");
                c.l(
                    1,
                    format!(
                        "cg::thread_block_tile<{tile}> tile = cg::tiled_partition<{tile}>(block);"
                    ),
                );
                c.l(1, "int i = static_cast<int>(block.thread_rank());");
                c.l(1, "int v = i < n ? out[i] : 0;");
                c.l(
                    1,
                    format!(
                        "for (int offset = {}; offset > 0; offset /= 2) {{",
                        tile / 2
                    ),
                );
                c.l(2, "v += tile.shfl_down(v, offset);");
                c.l(1, "}");
                c.l(1, "block.sync();");
                c.l(1, "if (tile.thread_rank() == 0 && i < n) {");
                c.l(2, "out[i] = v;");
                c.l(1, "}");
                c.l(0, "}");
                self.header_kernel(&k, vec![Ty::ptr(Ty::Int), Ty::Int]);
            }
            1 => {
                self.mark(Feature::HdrCub);
                let k = self.fresh("blockTotal");
                let threads = *self.r.pick(&[64, 128, 256]);
                c.l(
                    0,
                    format!("__global__ void {k}(const int *in, int *out) {{"),
                );
                c.l(
                    1,
                    format!("using Reduce = cub::BlockReduce<int, {threads}>;"),
                );
                c.l(1, "__shared__ typename Reduce::TempStorage storage;");
                c.l(1, "int v = in[threadIdx.x];");
                c.l(1, "int total = Reduce(storage).Sum(v);");
                c.l(1, "if (threadIdx.x == 0) {");
                c.l(2, "out[blockIdx.x] = total;");
                c.l(1, "}");
                c.l(0, "}");
                self.header_kernel(&k, vec![Ty::const_ptr(Ty::Int), Ty::ptr(Ty::Int)]);
            }
            2 => {
                self.mark(Feature::HdrCudaFp16);
                let f = self.fresh("halfMix");
                c.l(0, format!("__device__ float {f}(float x) {{"));
                c.l(1, "__half a = __float2half(x);");
                c.l(
                    1,
                    format!("__half b = __float2half({}.5f);", self.r.range(0, 9)),
                );
                c.l(1, "__half s = __hadd(a, b);");
                c.l(1, "__half p = a * b;");
                c.l(1, "return __half2float(s) + __half2float(p);");
                c.l(0, "}");
                self.entry(&f, Space::Device, Ty::Float, vec![Ty::Float]);
            }
            _ => {
                self.mark(Feature::HdrCmath);
                let f = self.fresh("norm");
                let s = if self.r.chance(70) {
                    "__host__ __device__ "
                } else {
                    ""
                };
                c.l(0, format!("{s}float {f}(float x, float y) {{"));
                c.l(1, "return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);");
                c.l(0, "}");
                let space = if s.is_empty() {
                    Space::Host
                } else {
                    Space::HostDevice
                };
                self.entry(&f, space, Ty::Float, vec![Ty::Float, Ty::Float]);
            }
        }
        vec![c.item()]
    }

    fn header_kernel(&mut self, name: &str, params: Vec<Ty>) {
        self.funcs.push(FuncInfo {
            name: name.to_string(),
            space: Space::Global,
            ret: Ty::Void,
            params,
            defaults: 0,
            tparams: Vec::new(),
            is_kernel: true,
            is_constexpr: false,
        });
    }

    /// The weight of header statements here (0 outside header mode, so 0.1 draws as it did).
    pub(crate) fn header_stmt_weight(&self, cx: &Cx) -> u32 {
        if !self.header_mode() || cx.pure {
            return 0;
        }
        if cx.space == Space::Host {
            10
        } else {
            4
        }
    }

    /// A statement (or a few) that uses a header's declarations; the locals it declares join
    /// the scope.
    pub(crate) fn header_stmt(&mut self, cx: &mut Cx) -> Vec<Stmt> {
        let host = cx.space == Space::Host;
        let device = matches!(cx.space, Space::Device | Space::Global);
        let mut options = Vec::new();
        if host {
            options.extend([Use::Alloc, Use::Sync, Use::Stream, Use::Event, Use::Query]);
            for (h, u) in [
                ("vector", Use::Vector),
                ("array", Use::Array),
                ("utility", Use::Pair),
                ("tuple", Use::Tuple),
                ("thrust/device_vector.h", Use::Thrust),
            ] {
                if self.has(h) {
                    options.push(u);
                }
            }
        }
        if self.has("cstdio") && !cx.in_lambda {
            options.push(Use::Printf);
        }
        if device && self.has("cooperative_groups.h") {
            options.push(Use::Coop);
        }
        if device && self.has("cuda_fp16.h") {
            options.push(Use::Half);
        }
        if self.has("cuda/std/array") && !host {
            options.push(Use::CudaStd);
        }
        if options.is_empty() {
            return Vec::new();
        }
        let choice = *self.r.pick(&options);
        let int_source = self.int_operand(cx);
        let text = match choice {
            Use::Alloc => {
                self.mark(Feature::RuntimeApi);
                let d = self.fresh("d_buf");
                let bytes = format!("static_cast<size_t>({int_source}) * sizeof(int)");
                let mut t = format!(
                    "int *{d} = nullptr;\ncudaMalloc(&{d}, {bytes});\ncudaMemset({d}, 0, {bytes});"
                );
                if self.r.chance(40) {
                    let h = self.fresh("h_buf");
                    t.push_str(&format!("\nint {h}[4] = {{}};\ncudaMemcpy({h}, {d}, sizeof({h}), cudaMemcpyDeviceToHost);"));
                    self.declare_raw(
                        cx,
                        Var {
                            name: h,
                            ty: Ty::Int,
                            dims: vec![4],
                            mem: Mem::Local,
                            mutable: true,
                            k: crate::model::Konst::No,
                        },
                    );
                }
                self.declare_raw(cx, Var::local(d, Ty::ptr(Ty::Int), true));
                t
            }
            Use::Sync => {
                self.mark(Feature::RuntimeApi);
                let e = self.fresh("err");
                let ok = self.fresh("ok");
                self.declare_raw(cx, Var::local(ok.clone(), Ty::Int, true));
                let call = *self.r.pick(&[
                    "cudaDeviceSynchronize()",
                    "cudaGetLastError()",
                    "cudaPeekAtLastError()",
                ]);
                format!("cudaError_t {e} = {call};\nint {ok} = {e} == cudaSuccess ? 1 : 0;")
            }
            Use::Stream => {
                self.mark(Feature::RuntimeApi);
                let s = self.fresh("stream");
                self.declare_raw(cx, Var::local(s.clone(), Ty::Stream, false));
                format!("cudaStream_t {s};\ncudaStreamCreate(&{s});\ncudaStreamSynchronize({s});")
            }
            Use::Event => {
                self.mark(Feature::RuntimeApi);
                let (a, b, ms) = (self.fresh("start"), self.fresh("stop"), self.fresh("ms"));
                self.declare_raw(cx, Var::local(ms.clone(), Ty::Float, true));
                format!("cudaEvent_t {a}, {b};\ncudaEventCreate(&{a});\ncudaEventCreate(&{b});\ncudaEventRecord({a});\ncudaEventRecord({b});\ncudaEventSynchronize({b});\nfloat {ms} = 0.0f;\ncudaEventElapsedTime(&{ms}, {a}, {b});\ncudaEventDestroy({a});\ncudaEventDestroy({b});")
            }
            Use::Query => {
                self.mark(Feature::RuntimeApi);
                let (dev, prop, sms) =
                    (self.fresh("device"), self.fresh("prop"), self.fresh("sms"));
                self.declare_raw(cx, Var::local(sms.clone(), Ty::Int, true));
                format!("int {dev} = 0;\ncudaGetDevice(&{dev});\ncudaDeviceProp {prop};\ncudaGetDeviceProperties(&{prop}, {dev});\nint {sms} = {prop}.multiProcessorCount + {prop}.warpSize;")
            }
            Use::Vector => self.vector_stmt(cx, &int_source),
            Use::Array => {
                self.mark(Feature::HdrArray);
                let a = self.fresh("arr");
                let n = self.fresh("total");
                self.declare_raw(cx, Var::local(n.clone(), Ty::Int, true));
                let mut t = format!("std::array<int, 4> {a}{{{int_source}, 1, 2, 3}};\nint {n} = {a}[0] + static_cast<int>({a}.size());");
                if self.has("algorithm") {
                    self.mark(Feature::HdrAlgorithm);
                    t.push_str(&format!("\nstd::sort({a}.begin(), {a}.end());\n{n} += *std::max_element({a}.begin(), {a}.end());"));
                }
                if self.has("numeric") {
                    self.mark(Feature::HdrNumeric);
                    t.push_str(&format!(
                        "\n{n} += std::accumulate({a}.begin(), {a}.end(), 0);"
                    ));
                }
                t
            }
            Use::Pair => {
                self.mark(Feature::HdrUtility);
                self.mark(Feature::StructuredBinding);
                let (p, a, b) = (self.fresh("pr"), self.fresh_local(), self.fresh_local());
                self.declare_raw(cx, Var::local(a.clone(), Ty::Int, true));
                self.declare_raw(cx, Var::local(b.clone(), Ty::Float, true));
                let mut t = format!("std::pair<int, float> {p} = std::make_pair({int_source}, 1.5f);\nauto [{a}, {b}] = {p};");
                if self.r.chance(50) {
                    let q = self.fresh("pr");
                    t.push_str(&format!("\nstd::pair<int, float> {q}{{{a}, {b}}};\nstd::swap({p}, {q});\n{a} += std::move({q}).first;"));
                }
                t
            }
            Use::Tuple => {
                self.mark(Feature::HdrTuple);
                let (t, a) = (self.fresh("tup"), self.fresh_local());
                self.declare_raw(cx, Var::local(a.clone(), Ty::Int, true));
                format!("std::tuple<int, float, double> {t}{{{int_source}, 2.0f, 3.0}};\nint {a} = std::get<0>({t}) + static_cast<int>(std::get<double>({t})) + static_cast<int>(std::tuple_size<decltype({t})>::value);")
            }
            Use::Printf => {
                self.mark(Feature::HdrCstdio);
                let word = *self.r.pick(&["value", "sum", "lane", "step"]);
                format!("printf(\"{word} %d\\n\", static_cast<int>({int_source}));")
            }
            Use::Coop => {
                self.mark(Feature::HdrCooperativeGroups);
                let (b, r) = (self.fresh("group"), self.fresh("rank"));
                self.declare_raw(cx, Var::local(r.clone(), Ty::Int, true));
                let sync = if cx.space == Space::Global && self.r.chance(50) {
                    format!("\n{b}.sync();")
                } else {
                    String::new()
                };
                format!("cooperative_groups::thread_block {b} = cooperative_groups::this_thread_block();\nint {r} = static_cast<int>({b}.thread_rank()) + static_cast<int>({b}.size());{sync}")
            }
            Use::Half => {
                self.mark(Feature::HdrCudaFp16);
                let (h, f) = (self.fresh("h"), self.fresh_local());
                self.declare_raw(cx, Var::local(f.clone(), Ty::Float, true));
                format!("__half {h} = __float2half(static_cast<float>({int_source}));\nfloat {f} = __half2float(__hmul({h}, {h}));")
            }
            Use::CudaStd => {
                self.mark(Feature::HdrCudaStd);
                let (a, s) = (self.fresh("lanes"), self.fresh("total"));
                self.declare_raw(cx, Var::local(s.clone(), Ty::Int, true));
                format!("cuda::std::array<int, 4> {a}{{}};\n{a}[0] = {int_source};\nint {s} = {a}[0] + static_cast<int>({a}.size()) + cuda::std::plus<int>()({a}[1], 1);")
            }
            Use::Thrust => {
                self.mark(Feature::HdrThrust);
                let (v, s) = (self.fresh("dvec"), self.fresh("total"));
                self.declare_raw(cx, Var::local(s.clone(), Ty::Int, true));
                format!("thrust::device_vector<int> {v}(16);\nthrust::fill({v}.begin(), {v}.end(), {});\nint {s} = thrust::reduce({v}.begin(), {v}.end(), 0);", self.r.range(1, 9))
            }
        };
        vec![Stmt::Raw(text)]
    }

    fn vector_stmt(&mut self, cx: &mut Cx, n: &str) -> String {
        self.mark(Feature::HdrVector);
        let (ty, tname) = self.cxx_type();
        let v = self.fresh("vec");
        let p = self.fresh("ptr");
        let size = self.fresh("count");
        let mut t = format!("std::vector<{tname}> {v}(static_cast<size_t>({n}) % 64 + 1);\n{v}.push_back(static_cast<{tname}>(1));\n{v}[0] = static_cast<{tname}>({n});\n{tname} *{p} = {v}.data();\nint {size} = static_cast<int>({v}.size());");
        if self.has("algorithm") {
            self.mark(Feature::HdrAlgorithm);
            t.push_str(&match self.r.below(3) {
                0 => format!("\nstd::sort({v}.begin(), {v}.end());"),
                1 => format!("\nstd::reverse({v}.begin(), {v}.end());"),
                _ => format!("\n{size} += static_cast<int>(std::count_if({v}.begin(), {v}.end(), []({tname} e) {{ return e > 1; }}));"),
            });
        }
        if self.has("numeric") {
            self.mark(Feature::HdrNumeric);
            t.push_str(&format!("\nstd::iota({v}.begin(), {v}.end(), static_cast<{tname}>(0));\n{size} += static_cast<int>(std::accumulate({v}.begin(), {v}.end(), static_cast<{tname}>(0)));"));
        }
        self.declare_raw(cx, Var::local(p, Ty::ptr(ty), true));
        self.declare_raw(cx, Var::local(size, Ty::Int, true));
        t
    }

    /// A nonconstant `int` operand from the scope, or a literal.
    fn int_operand(&mut self, cx: &Cx) -> String {
        let ints: Vec<String> = self
            .visible(cx)
            .into_iter()
            .filter(|v| v.ty == Ty::Int && v.dims.is_empty() && v.mem == Mem::Local)
            .map(|v| v.name)
            .collect();
        if ints.is_empty() {
            self.r.range(1, 64).to_string()
        } else {
            self.r.pick(&ints).clone()
        }
    }
}
