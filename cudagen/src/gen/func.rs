//! Functions (host, device, host-device, kernels, templates), namespaces and the program as a whole.

use super::expr::Want;
use super::{Cx, Gen};
use crate::ast::{Decl, Expr, Func, Init, Item, Space, Stmt, Style};
use crate::features::Feature;
use crate::model::{FuncInfo, Konst, Mem, TParam, Ty, Var};

/// What kind of function to generate.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FnKind {
    Device,
    HostDevice,
    Host,
    Kernel,
}

impl Gen<'_, '_> {
    fn param_text(&mut self, ty: &Ty, name: &str, restrict: bool) -> String {
        let spelled = self.spell(ty);
        match spelled.strip_suffix('*') {
            Some(base) if restrict => {
                if self.style.star_on_name {
                    format!("{} *__restrict__ {name}", base.trim_end())
                } else {
                    format!("{}* __restrict__ {name}", base.trim_end())
                }
            }
            Some(base) if self.style.star_on_name => format!("{} *{name}", base.trim_end()),
            _ => format!("{spelled} {name}"),
        }
    }

    /// Parameters for a function of `kind`; declares them in `cx`.
    fn params(
        &mut self,
        cx: &mut Cx,
        kind: FnKind,
        n: usize,
        tparams: &[TParam],
        first_int: bool,
    ) -> (Vec<String>, Vec<Ty>) {
        let mut texts = Vec::new();
        let mut tys = Vec::new();
        let type_params: Vec<String> = tparams
            .iter()
            .filter_map(|t| {
                if let TParam::Type(n) = t {
                    Some(n.clone())
                } else {
                    None
                }
            })
            .collect();
        let kernel = kind == FnKind::Kernel;
        for i in 0..n {
            // The first parameter of a template mentions its type parameter, so calls can deduce it.
            let tp = if !type_params.is_empty() && (i == 0 || self.r.chance(40)) {
                Some(self.r.pick(&type_params).clone())
            } else {
                None
            };
            let choice = if first_int && i == 0 {
                (Ty::Int, true)
            } else if let Some(t) = tp {
                let t = Ty::TParam(t);
                match self.r.below(3) {
                    0 => (Ty::ptr(t), true),
                    1 => (Ty::const_ptr(t), true),
                    _ => (t, true),
                }
            } else {
                // constexpr functions take scalars only (a class parameter may be a nonliteral type).
                let weights = [
                    40,
                    if first_int {
                        0
                    } else if kernel {
                        30
                    } else {
                        10
                    },
                    if first_int {
                        0
                    } else if kernel {
                        20
                    } else {
                        8
                    },
                    if self.records.is_empty() || first_int {
                        0
                    } else {
                        6
                    },
                    if self.enums.is_empty() || first_int {
                        0
                    } else {
                        4
                    },
                ];
                match self.r.weighted(&weights) {
                    1 => (Ty::ptr(self.num_scalar()), true),
                    2 => (Ty::const_ptr(self.num_scalar()), true),
                    3 => (Ty::Record(self.r.below(self.records.len())), true),
                    4 => (Ty::Enum(self.r.below(self.enums.len())), true),
                    _ => {
                        let t = if self.r.chance(40) {
                            Ty::Int
                        } else {
                            self.scalar()
                        };
                        (t, true)
                    }
                }
            };
            let (ty, mut mutable) = choice;
            let word = match &ty {
                Ty::Ptr(_, true) => *self.r.pick(&["in", "src", "input", "coef"]),
                Ty::Ptr(_, false) => *self.r.pick(&["out", "dst", "data", "buf", "acc"]),
                Ty::Int => *self.r.pick(&["n", "count", "len", "stride", "lane"]),
                _ => *self.r.pick(&["a", "b", "alpha", "beta", "p", "q", "cfg"]),
            };
            let name = self.fresh(word);
            let text = match &ty {
                Ty::Ptr(..) => {
                    let restrict = self.roll(Feature::RestrictParams, 40);
                    if restrict {
                        self.mark(Feature::RestrictParams);
                    }
                    self.param_text(&ty, &name, restrict)
                }
                Ty::Record(_) if kernel && self.roll(Feature::GridConstant, 70) => {
                    self.mark(Feature::GridConstant);
                    mutable = false;
                    let s = self.spell(&ty);
                    format!("__grid_constant__ const {s} {name}")
                }
                Ty::Record(_) if !kernel && self.r.chance(40) => {
                    mutable = false;
                    let s = self.spell(&ty);
                    format!("const {s} &{name}")
                }
                _ => self.param_text(&ty, &name, false),
            };
            texts.push(text);
            tys.push(ty.clone());
            cx.declare(Var::local(name, ty, mutable));
        }
        (texts, tys)
    }

    /// Template parameters for a function template.
    fn template_params(&mut self) -> Vec<TParam> {
        let mut tps = vec![TParam::Type("T".into())];
        match self.r.below(4) {
            0 => tps.push(TParam::Int("N".into(), None)),
            1 => tps.push(TParam::Int("N".into(), Some(self.r.range(1, 8)))),
            2 => tps.push(TParam::Type("U".into())),
            _ => {}
        }
        tps
    }

    fn template_header(&mut self, tps: &[TParam]) -> String {
        let parts: Vec<String> = tps
            .iter()
            .map(|t| match t {
                TParam::Type(n) => format!(
                    "{} {n}",
                    if self.r.chance(70) {
                        "typename"
                    } else {
                        "class"
                    }
                ),
                TParam::Int(n, None) => format!("int {n}"),
                TParam::Int(n, Some(d)) => format!("int {n} = {d}"),
            })
            .collect();
        format!("template <{}>", parts.join(", "))
    }

    /// A complete function of `kind`; registers it so later code may call (or launch) it.
    pub fn function(&mut self, kind: FnKind, template: bool) -> Item {
        let tps = if template {
            self.template_params()
        } else {
            Vec::new()
        };
        let space = match kind {
            FnKind::Device => Space::Device,
            FnKind::HostDevice => Space::HostDevice,
            FnKind::Host => Space::Host,
            FnKind::Kernel => Space::Global,
        };
        let constexpr = matches!(kind, FnKind::Host | FnKind::HostDevice)
            && !template
            && self.roll(Feature::ConstexprFunction, 25);
        let ret = if kind == FnKind::Kernel {
            Ty::Void
        } else if constexpr {
            Ty::Int
        } else if template && self.r.chance(50) {
            Ty::TParam("T".into())
        } else if self.r.chance(25) {
            Ty::Void
        } else {
            self.num_scalar()
        };
        let name = match kind {
            FnKind::Kernel => {
                let w = self.fresh_word("", "");
                if self.r.chance(50) {
                    format!("{w}_kernel")
                } else {
                    w
                }
            }
            FnKind::Host => {
                let p = *self.r.pick(&["run_", "host_", "check_", ""]);
                self.fresh_word(p, "")
            }
            _ => self.fresh_word("", ""),
        };
        let mut cx = Cx::new(space, ret.clone(), &name);
        cx.tparams = tps.clone();
        cx.pure = constexpr;
        for tp in &tps {
            if let TParam::Int(n, _) = tp {
                cx.declare(Var {
                    name: n.clone(),
                    ty: Ty::Int,
                    dims: Vec::new(),
                    mem: Mem::Constexpr,
                    mutable: false,
                    k: Konst::Range(1, 16),
                });
            }
        }
        let nparams = match kind {
            FnKind::Kernel => self.r.range(1, 4) as usize,
            _ if constexpr => self.r.range(1, 2) as usize,
            _ => self.r.range(1, 3) as usize,
        };
        // A constexpr function gets an `int` first parameter that every call passes a variable to:
        // a call with only constant arguments would be evaluated (and could overflow or change sign);
        // its other parameters are scalars.
        let (mut params, ptys) = self.params(&mut cx, kind, nparams, &tps, constexpr);
        // A trailing default argument.
        let mut defaults = 0;
        // (Not on constexpr functions: a call using the default would have only constant arguments.)
        if kind != FnKind::Kernel && !template && !constexpr && self.roll(Feature::DefaultArgs, 30)
        {
            if let Some(last) = ptys.last() {
                if last.is_arith() {
                    let v = self.lit_for(last, Want::Any);
                    if v.k.fits(last) {
                        self.mark(Feature::DefaultArgs);
                        let p = params.last_mut().unwrap();
                        *p = format!("{p} = {}", crate::ast::print_expr(&v.e));
                        defaults = 1;
                    }
                }
            }
        }
        // Body.
        let size = self.cfg.body_statements;
        cx.budget = self.r.range(size.0 as i64, size.1 as i64) as i32;
        if constexpr {
            cx.budget = self.r.range(0, 2) as i32;
        }
        let mut body = Vec::new();
        if kind == FnKind::Kernel {
            body.extend(self.kernel_prologue(&mut cx));
        }
        let n = cx.budget as usize;
        body.extend(self.stmts(&mut cx, 0, n));
        if self.roll(Feature::Goto, 25) && !constexpr {
            self.add_goto(&mut cx, &mut body);
        }
        if ret != Ty::Void {
            let v = self
                .value(&cx, &ret, self.cfg.expr_depth)
                .map(|v| v.e)
                .unwrap_or_else(|| Expr::lit("0"));
            body.push(Stmt::Return(Some(v)));
        }

        // Declaration specifiers.
        let mut pre: Vec<String> = Vec::new();
        let mut mid: Vec<String> = Vec::new();
        match kind {
            FnKind::Device => {
                self.mark(Feature::DeviceFunction);
                pre.push("__device__".into());
                if self.roll(Feature::StaticDeviceFunction, 30) {
                    self.mark(Feature::StaticDeviceFunction);
                    pre.insert(0, "static".into());
                }
                if self.roll(Feature::DeviceForceinline, 30) {
                    self.mark(Feature::DeviceForceinline);
                    pre.push("__forceinline__".into());
                } else if self.roll(Feature::DeviceNoinline, 30) {
                    self.mark(Feature::DeviceNoinline);
                    pre.push("__noinline__".into());
                } else if self.r.chance(15) {
                    pre.insert(0, "inline".into());
                }
            }
            FnKind::HostDevice => {
                self.mark(Feature::HostDeviceFunction);
                if self.r.chance(80) {
                    pre.extend(["__host__".to_string(), "__device__".to_string()]);
                } else {
                    pre.extend(["__device__".to_string(), "__host__".to_string()]);
                }
                if constexpr {
                    self.mark(Feature::ConstexprFunction);
                    pre.insert(0, "constexpr".into());
                } else if self.r.chance(25) {
                    pre.insert(0, "inline".into());
                }
            }
            FnKind::Host => {
                self.mark(Feature::HostFunction);
                if constexpr {
                    self.mark(Feature::ConstexprFunction);
                    pre.push("constexpr".into());
                } else if self.roll(Feature::StaticHostFunction, 30) {
                    self.mark(Feature::StaticHostFunction);
                    pre.push("static".into());
                } else if self.r.chance(10) {
                    pre.push("inline".into());
                }
                if self.r.chance(10) {
                    pre.push("__host__".into());
                }
            }
            FnKind::Kernel => {
                self.mark(Feature::Kernel);
                pre.push("__global__".into());
                if !template && self.roll(Feature::KernelStatic, 25) {
                    self.mark(Feature::KernelStatic);
                    pre.insert(0, "static".into());
                }
                if self.roll(Feature::LaunchBounds, 30) {
                    self.mark(Feature::LaunchBounds);
                    let threads = *self.r.pick(&[32, 64, 128, 256, 512, 1024]);
                    let mut args = vec![crate::ast::print_expr(&self.express(threads, 1))];
                    if self.r.chance(40) {
                        let blocks = self.r.range(1, 4);
                        args.push(crate::ast::print_expr(&self.express(blocks, 0)));
                    }
                    mid.push(format!("__launch_bounds__({})", args.join(", ")));
                } else if self.roll(Feature::MaxNReg, 20) {
                    self.mark(Feature::MaxNReg);
                    let regs = *self.r.pick(&[32, 64, 128]);
                    mid.push(format!("__maxnreg__({regs})"));
                }
            }
        }
        if template {
            self.mark(if kind == FnKind::Kernel {
                Feature::KernelTemplate
            } else {
                Feature::DeviceTemplateFunction
            });
        }
        let spelled_ret = self.spell(&ret);
        let mut f = Func::new(space, spelled_ret, name.clone());
        f.template = if template {
            Some(self.template_header(&tps))
        } else {
            None
        };
        f.pre = pre;
        f.mid = mid;
        f.params = params;
        f.body = Some(body);
        self.funcs.push(FuncInfo {
            name: self.qualify(&name),
            space,
            ret,
            params: ptys,
            defaults,
            tparams: tps,
            is_kernel: kind == FnKind::Kernel,
            is_constexpr: constexpr,
        });
        Item::Func(f)
    }

    /// The usual first lines of a kernel: the global thread index and a bounds check.
    fn kernel_prologue(&mut self, cx: &mut Cx) -> Vec<Stmt> {
        let mut out = Vec::new();
        if self.roll(Feature::ExternShared, 30) {
            // Dynamic shared memory: an unsized array (no range-for over it: its bound is unknown).
            self.mark(Feature::ExternShared);
            self.mark(Feature::SharedVar);
            let ty = self.num_scalar();
            let name = self.fresh("dyn_");
            let spelled = self.spell(&ty);
            out.push(Stmt::Decl(Decl {
                prefix: vec!["extern".into(), "__shared__".into()],
                ty: spelled,
                name: name.clone(),
                dims: vec![String::new()],
                init: Init::None,
            }));
            cx.declare(Var {
                name,
                ty,
                dims: vec![8],
                mem: Mem::Shared,
                mutable: true,
                k: Konst::No,
            });
        }
        if !self.roll(Feature::BuiltinVars, 80) {
            return out;
        }
        self.mark(Feature::BuiltinVars);
        let name = self.fresh_from(&["tid", "gid", "idx", "i"]);
        let bx = Expr::member(Expr::name("blockIdx"), false, "x");
        let dx = Expr::member(Expr::name("blockDim"), false, "x");
        let tx = Expr::member(Expr::name("threadIdx"), false, "x");
        let init = match self.r.below(3) {
            0 => tx,
            _ => Expr::bin(Expr::bin(bx, "*", dx), "+", tx),
        };
        let ty = if self.r.chance(70) { Ty::Int } else { Ty::UInt };
        let spelled = self.spell(&ty);
        out.push(Stmt::Decl(Decl::new(
            spelled,
            name.clone(),
            Init::Assign(init),
        )));
        cx.declare(Var::local(name.clone(), ty, false));
        let bound: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| {
                v.mem == Mem::Local
                    && v.dims.is_empty()
                    && matches!(v.ty, Ty::Int | Ty::Long)
                    && v.name != name
            })
            .collect();
        if !bound.is_empty() && self.r.chance(60) {
            let n = self.r.pick(&bound).name.clone();
            self.mark(Feature::If);
            out.push(Stmt::If {
                init: None,
                cond: Expr::bin(Expr::Name(name), ">=", Expr::Name(n)),
                then: vec![Stmt::Return(None)],
                els: None,
            });
        }
        out
    }

    /// A forward `goto` over the last statements of a body (which declare nothing at its level).
    fn add_goto(&mut self, cx: &mut Cx, body: &mut Vec<Stmt>) {
        let mut start = body.len();
        while start > 0 && !self.declares(&body[start - 1]) && body.len() - start < 3 {
            start -= 1;
        }
        if start == body.len() {
            return;
        }
        self.mark(Feature::Goto);
        let label = self.fresh_from(&["done", "skip", "out", "finish"]);
        let cond = self.cond(cx, 1);
        body.insert(
            start,
            Stmt::If {
                init: None,
                cond,
                then: vec![Stmt::Goto(label.clone())],
                els: None,
            },
        );
        body.push(Stmt::Label(label));
    }

    /// Kernels stamped out by a function-like macro.
    pub fn macro_kernels(&mut self) -> Vec<Item> {
        self.mark(Feature::KernelFromMacro);
        self.mark(Feature::MacroFunction);
        self.mark(Feature::Kernel);
        self.mark(Feature::BuiltinVars);
        let mac = self.fresh("DEFINE_MAP_KERNEL_");
        let op = *self
            .r
            .pick(&["data[i] + (T)1", "data[i] * (T)2", "(T)(data[i] - (T)1)"]);
        let mut out = vec![Item::Pp(format!(
            "#define {mac}(name, T)                              \\\n    __global__ void name(T *data, int n)              \\\n    {{                                                 \\\n        int i = blockIdx.x * blockDim.x + threadIdx.x; \\\n        if (i < n) data[i] = {op};           \\\n    }}"
        ))];
        let count = self.r.range(1, 2);
        for _ in 0..count {
            let t = self
                .r
                .pick(&[Ty::Float, Ty::Int, Ty::Double, Ty::UInt])
                .clone();
            let tn = self.canonical(&t);
            let word = self.fresh_word("map_", "");
            out.push(Item::Pp(format!("{mac}({word}, {tn})")));
            self.funcs.push(FuncInfo {
                name: word,
                space: Space::Global,
                ret: Ty::Void,
                params: vec![Ty::ptr(t), Ty::Int],
                defaults: 0,
                tparams: Vec::new(),
                is_kernel: true,
                is_constexpr: false,
            });
        }
        out
    }

    /// `int main()`: launches the kernels not launched yet, and returns 0.
    pub fn main_fn(&mut self) -> Item {
        self.mark(Feature::Main);
        let mut cx = Cx::new(Space::Host, Ty::Int, "main");
        cx.budget = self.r.range(2, 6) as i32;
        // A variable first, so conditions and launch sizes have something non-constant to use.
        let first = self.fresh_from(&["n", "count", "size", "len"]);
        let v = self.r.range(16, 4096) as i128;
        let lit = self.int_lit(v, &Ty::Int);
        let mut body = vec![Stmt::Decl(Decl::new(
            "int",
            first.clone(),
            Init::Assign(lit),
        ))];
        cx.declare(Var::local(first, Ty::Int, true));
        let n = cx.budget as usize;
        body.extend(self.stmts(&mut cx, 0, n));
        let pending: Vec<usize> = self
            .funcs
            .iter()
            .enumerate()
            .filter(|(_, f)| f.is_kernel && !self.launched.contains(&f.name))
            .map(|(i, _)| i)
            .collect();
        for ki in pending.into_iter().take(3) {
            if let Some(s) = self.launch_of(&mut cx, ki) {
                body.push(s);
            }
        }
        body.push(Stmt::Return(Some(self.int_lit(0, &Ty::Int))));
        let mut f = Func::new(Space::Host, "int", "main");
        if self.r.chance(15) {
            f.params.push("void".into());
        }
        f.body = Some(body);
        f.is_main = true;
        Item::Func(f)
    }

    // ------------------------------------------------------------ items and namespaces

    /// One top-level item (or a few that belong together), drawn by weight.
    fn top_item(&mut self, early: bool) -> Vec<Item> {
        let kernels = self.funcs.iter().filter(|f| f.is_kernel).count();
        let w = |g: &Self, f: Feature, k: u32| g.fs.weight(f) * k;
        let weights = [
            w(self, Feature::Struct, if early { 3 } else { 1 }), // 0 record
            (w(self, Feature::Enum, 1) + w(self, Feature::EnumClass, 1))
                * if early { 2 } else { 1 }, // 1 enum
            (w(self, Feature::Typedef, 1) + w(self, Feature::UsingAlias, 1)) / 2, // 2 alias
            (w(self, Feature::DeviceVar, 1)
                + w(self, Feature::ConstantVar, 1)
                + w(self, Feature::ManagedVar, 1)
                + w(self, Feature::HostGlobal, 1)
                + w(self, Feature::ConstexprVar, 1)
                + w(self, Feature::DeviceArray, 1)
                + w(self, Feature::ConstantArray, 1))
                * if early { 2 } else { 1 }
                / 2, // 3 variable
            w(self, Feature::DeviceFunction, 2),                 // 4 device fn
            w(self, Feature::HostDeviceFunction, 2),             // 5 HD fn
            w(self, Feature::DeviceTemplateFunction, 1),         // 6 template device fn
            w(self, Feature::HostFunction, 1),                   // 7 host fn
            w(self, Feature::Kernel, if kernels == 0 { 4 } else { 2 }), // 8 kernel
            w(self, Feature::KernelTemplate, 2),                 // 9 template kernel
            w(self, Feature::Namespace, 2),                      // 10 namespace
            w(self, Feature::KernelExternC, 1),                  // 11 extern "C"
            w(self, Feature::KernelFromMacro, 1),                // 12 macro kernels
            w(self, Feature::StaticAssert, 1),                   // 13 static_assert
            w(self, Feature::AnonNamespace, 1),                  // 14 anonymous namespace
        ];
        let choice = self.r.weighted(&weights);
        let mut items = match choice {
            0 => self.record_item(),
            1 => vec![self.enum_item()],
            2 => vec![self.typedef_item()],
            3 => vec![self.global_item()],
            4 => vec![self.function(FnKind::Device, false)],
            5 => vec![self.function(FnKind::HostDevice, false)],
            6 => {
                let kind = if self.r.chance(70) {
                    FnKind::Device
                } else {
                    FnKind::HostDevice
                };
                vec![self.function(kind, true)]
            }
            7 => vec![self.function(FnKind::Host, false)],
            8 => vec![self.function(FnKind::Kernel, false)],
            9 => vec![self.function(FnKind::Kernel, true)],
            10 | 14 => vec![self.namespace_item(choice == 14)],
            11 => {
                self.mark(Feature::KernelExternC);
                let saved = self.qual.clone();
                self.qual.clear();
                let item = self.function(FnKind::Kernel, false);
                self.qual = saved;
                if self.r.chance(50) {
                    let Item::Func(mut f) = item else {
                        unreachable!()
                    };
                    let pos = if f.pre.first().map(String::as_str) == Some("static") {
                        1
                    } else {
                        0
                    };
                    f.pre.retain(|p| p != "static");
                    let _ = pos;
                    f.pre.insert(0, "extern \"C\"".into());
                    vec![Item::Func(f)]
                } else {
                    let mut inner = vec![item];
                    if self.r.chance(40) {
                        inner.insert(0, self.function(FnKind::Device, false));
                    }
                    vec![Item::ExternC(inner)]
                }
            }
            12 => self.macro_kernels(),
            13 => {
                self.mark(Feature::StaticAssert);
                let (e, m) = self.static_assert_parts();
                vec![Item::StaticAssert(e, m)]
            }
            _ => vec![self.function(FnKind::Kernel, false)],
        };
        if self.roll(Feature::Comments, 25)
            && matches!(items.first(), Some(Item::Func(_)) | Some(Item::Struct(_)))
        {
            self.mark(Feature::Comments);
            let text = *self.r.pick(&[
                "Computes one element per thread.",
                "Helper used by the kernels below.",
                "NOTE: keep in sync with the host reference.",
                "Layout: row-major, no padding.",
                "Returns the accumulated value.",
            ]);
            if self.r.chance(70) {
                items.insert(0, Item::Comment(text.into()));
            } else {
                items.insert(0, Item::Raw(format!("/* {text} */")));
            }
        }
        items
    }

    fn namespace_item(&mut self, anonymous: bool) -> Item {
        let saved = self.qual.clone();
        let name = if anonymous {
            self.mark(Feature::AnonNamespace);
            None
        } else {
            self.mark(Feature::Namespace);
            let w = *self.r.pick(&[
                "detail", "gpu", "math", "kern", "util", "impl", "ops", "img",
            ]);
            let n = self.fresh(w);
            if self.roll(Feature::NestedNamespace, 30) {
                self.mark(Feature::NestedNamespace);
                let inner = self.fresh_from(&["v", "inner", "sub"]);
                Some(format!("{n}::{inner}"))
            } else {
                Some(n)
            }
        };
        if let Some(n) = &name {
            self.qual = format!("{saved}{n}::");
        }
        let count = self.r.range(1, 3);
        let mut items = Vec::new();
        for _ in 0..count {
            let kinds = [
                (Feature::Struct, 0u8),
                (Feature::Enum, 1),
                (Feature::EnumClass, 1),
                (Feature::ConstexprVar, 2),
                (Feature::DeviceVar, 2),
                (Feature::DeviceFunction, 3),
                (Feature::HostDeviceFunction, 4),
                (Feature::Kernel, 5),
                (Feature::KernelTemplate, 6),
                (Feature::HostFunction, 7),
                (Feature::Typedef, 8),
            ];
            let k = self.choose(&kinds).unwrap_or(5);
            match k {
                0 => items.extend(self.record_item()),
                1 => items.push(self.enum_item()),
                2 => items.push(self.global_item()),
                3 => items.push(self.function(FnKind::Device, false)),
                4 => items.push(self.function(FnKind::HostDevice, false)),
                6 => items.push(self.function(FnKind::Kernel, true)),
                7 => items.push(self.function(FnKind::Host, false)),
                8 => items.push(self.typedef_item()),
                _ => items.push(self.function(FnKind::Kernel, false)),
            }
        }
        self.qual = saved;
        Item::Namespace {
            name,
            inline: false,
            items,
        }
    }

    fn random_style(&mut self) -> Style {
        const INDENTS: [&str; 4] = ["    ", "  ", "    ", "\t"];
        Style {
            indent: INDENTS[self.r.below(INDENTS.len())],
            fn_brace_newline: self.r.chance(40),
            star_on_name: self.r.chance(60),
            compact: self.r.chance(30),
            blank_lines: self.r.chance(85),
        }
    }

    /// The items of a valid program (everything after `#include "prelude.cuh"`).
    pub fn program(&mut self) -> Vec<Item> {
        self.style = self.random_style();
        let (lo, hi) = (self.cfg.min_lines, self.cfg.max_lines);
        // Leave room for the header lines and `main`.
        let target = self.r.range(lo as i64 + 5, (lo + (hi - lo) * 3 / 5) as i64) as usize;
        let mut items: Vec<Item> = Vec::new();
        if self.is_cxx() {
            self.choose_includes();
        }
        items.extend(self.macro_items());
        if self.is_cxx() {
            if let Some((_, kernel)) = self.ext_lambda_kernel() {
                items.extend(kernel);
            }
        }
        let mut lines = 4 + self.includes.len() + self.print_items(&items).lines().count();
        let mut n = 0;
        while lines + 12 < target && n < 40 {
            let early = n < 3;
            let new = if self.any_construct() && self.r.chance(45) {
                let new = self.cxx_item();
                if new.is_empty() {
                    self.top_item(early)
                } else {
                    new
                }
            } else if self.includes.is_empty() || !self.r.chance(15) {
                self.top_item(early)
            } else {
                self.header_item()
            };
            lines += self.print_items(&new).lines().count() + 1;
            items.extend(new);
            n += 1;
        }
        if !self.funcs.iter().any(|f| f.is_kernel) {
            items.push(self.function(FnKind::Kernel, false));
        }
        if self.roll(Feature::HostFunction, 40) {
            items.push(self.function(FnKind::Host, false));
        }
        items.push(self.main_fn());
        if self.is_cxx() {
            self.reference_unused_locals(&mut items);
        }
        items
    }
}
