//! Typed expression generation.
//!
//! Rules that keep every expression free of diagnostics (established on the reference):
//! - a binary operator never has two constant operands, so the front end folds nothing and can
//!   report no overflow (#61), shift count (#63), division by zero (#39/#179);
//! - a constant divisor is nonzero, a constant shift count is in 0..=15;
//! - a constant converted to another type fits it (no #68/#69), a constant compared with anything
//!   is in 1..=100 (no #186 "pointless comparison of unsigned integer with zero");
//! - brace initialisers get values of exactly the element type or constants that fit (no #2361).

use super::{Cx, Gen};
use crate::ast::Expr;
use crate::features::Feature;
use crate::model::{subst, FuncInfo, Konst, Mem, TParam, Ty, Val, Var, TEMPLATE_ARGS};

/// What kind of arithmetic value is needed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Want {
    Any,
    Integral,
}

fn val(e: Expr, ty: Ty, k: Konst) -> Val {
    Val { e, ty, k }
}

/// Chosen template arguments: (parameter, type) pairs, the spelled argument list, (parameter, value) pairs.
pub type TemplateArgs = (Vec<(String, Ty)>, Vec<String>, Vec<(String, i64)>);

/// A constant that may be negative.
fn negative(k: Konst) -> bool {
    match k {
        Konst::No => false,
        Konst::Int(v) => v < 0,
        Konst::Range(lo, _) => lo < 0,
        Konst::Float(f) => f < 0.0,
    }
}

fn accepts(want: Want, ty: &Ty) -> bool {
    match want {
        Want::Any => ty.is_numeric() || matches!(ty, Ty::Enum(_)),
        Want::Integral => ty.is_integral() || matches!(ty, Ty::Enum(_)),
    }
}

impl Gen<'_, '_> {
    // ------------------------------------------------------------ visibility

    /// Every variable code in `cx` may name, with its mutability there.
    pub fn visible(&self, cx: &Cx) -> Vec<Var> {
        let mut out = Vec::new();
        for g in &self.globals {
            if g.readable_in(cx.space) && (!cx.pure || g.mem == Mem::Constexpr) {
                out.push(g.clone());
            }
        }
        if let Some(ri) = cx.record {
            for (n, t, _) in &self.records[ri].fields {
                out.push(Var::local(n.clone(), t.clone(), !cx.const_method));
            }
        }
        for (i, scope) in cx.scopes.iter().enumerate() {
            if i < cx.hidden_below {
                continue;
            }
            for v in scope {
                let mut v = v.clone();
                if i < cx.readonly_below {
                    v.mutable = false;
                }
                out.push(v);
            }
        }
        out
    }

    fn writable(&self, cx: &Cx, v: &Var) -> bool {
        v.mutable && v.writable_in(cx.space)
    }

    /// Enum-typed values of records are fine, but only unscoped enums convert to arithmetic.
    fn enum_is_unscoped(&self, ty: &Ty) -> bool {
        matches!(ty, Ty::Enum(i) if !self.enums[*i].scoped)
    }

    fn numeric_like(&self, want: Want, ty: &Ty) -> bool {
        match ty {
            Ty::Enum(_) => self.enum_is_unscoped(ty),
            t => accepts(want, t),
        }
    }

    // ------------------------------------------------------------ literals

    /// A literal whose value fits `target` (an arithmetic, template or bool type).
    pub fn lit_for(&mut self, target: &Ty, want: Want) -> Val {
        if *target == Ty::Bool {
            if self.roll(Feature::LitBool, 70) {
                self.mark(Feature::LitBool);
                let b = self.r.chance(50);
                return val(
                    Expr::lit(if b { "true" } else { "false" }),
                    Ty::Bool,
                    Konst::Int(b as i128),
                );
            }
            let v = self.r.below(2) as i128;
            return val(Expr::Lit(v.to_string()), Ty::Int, Konst::Int(v));
        }
        let floating_ok =
            want == Want::Any && (target.is_floating() || matches!(target, Ty::TParam(_)));
        if floating_ok && self.r.chance(60) {
            let v = self.r.below(200) as f64 / 8.0;
            let single = *target == Ty::Float || self.r.chance(40);
            let e = self.float_lit(v, single);
            let ty = if single { Ty::Float } else { Ty::Double };
            return self.maybe_negate(val(e, ty, Konst::Float(v)), target);
        }
        if self.r.chance(8) && self.on(Feature::LitChar) && target.range().1 >= 127 {
            let (e, v) = self.char_lit();
            return val(e, Ty::Char, Konst::Int(v));
        }
        let (_, hi) = target.range();
        let v: i128 = if self.r.chance(85) {
            self.r.below(65) as i128
        } else {
            self.r.below(5000) as i128
        };
        let v = v.min(hi).min(127.max(hi.min(100_000)));
        let lit_ty = match self.r.below(10) {
            0 => Ty::UInt,
            1 => Ty::Long,
            2 => Ty::ULong,
            3 if self.r.chance(30) => Ty::LongLong,
            4 if self.r.chance(20) => Ty::ULongLong,
            _ => Ty::Int,
        };
        let e = self.int_lit(v, &lit_ty);
        self.maybe_negate(val(e, lit_ty, Konst::Int(v)), target)
    }

    fn maybe_negate(&mut self, v: Val, target: &Ty) -> Val {
        let signed = target.is_floating()
            || matches!(
                target,
                Ty::Char | Ty::SChar | Ty::Short | Ty::Int | Ty::Long | Ty::LongLong
            );
        if !signed || v.ty.is_unsigned() || !self.r.chance(15) {
            return v;
        }
        let k = match v.k {
            Konst::Int(i) => Konst::Int(-i),
            Konst::Float(f) => Konst::Float(-f),
            k => k,
        };
        val(Expr::unary("-", v.e), v.ty, k)
    }

    /// A small literal of exactly type `ty` (for fallbacks).
    pub fn small_lit(&mut self, ty: &Ty) -> Val {
        let v = self.r.range(1, 9) as i128;
        match ty {
            Ty::Float => val(
                self.float_lit(v as f64, true),
                Ty::Float,
                Konst::Float(v as f64),
            ),
            Ty::Double => val(
                self.float_lit(v as f64, false),
                Ty::Double,
                Konst::Float(v as f64),
            ),
            Ty::Bool => val(Expr::lit("true"), Ty::Bool, Konst::Int(1)),
            Ty::Int | Ty::UInt | Ty::Long | Ty::ULong | Ty::LongLong | Ty::ULongLong => {
                val(self.int_lit(v, ty), ty.clone(), Konst::Int(v))
            }
            _ => val(self.int_lit(v, &Ty::Int), Ty::Int, Konst::Int(v)),
        }
    }

    // ------------------------------------------------------------ leaves

    /// An index expression for an array of `bound` elements (or a pointer: bound 8).
    pub fn index(&mut self, cx: &Cx, bound: u32) -> Expr {
        self.mark(Feature::ArrayIndex);
        if self.r.chance(55) {
            if let Some(v) = self.int_var_read(cx) {
                if bound.is_power_of_two() && bound > 1 && self.roll(Feature::Bitwise, 40) {
                    self.mark(Feature::Bitwise);
                    let m = self.int_lit((bound - 1) as i128, &Ty::Int);
                    return Expr::bin(v, "&", m);
                }
                return v;
            }
        }
        let i = self.r.below(bound.max(1) as usize) as i128;
        self.int_lit(i, &Ty::Int)
    }

    /// A read of a non-constant integral variable (or builtin), if any is visible.
    fn int_var_read(&mut self, cx: &Cx) -> Option<Expr> {
        let vars: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| {
                v.dims.is_empty() && v.ty.is_integral() && !v.k.is_const() && v.ty != Ty::Bool
            })
            .collect();
        if cx.is_device() && self.on(Feature::BuiltinVars) && (vars.is_empty() || self.r.chance(30))
        {
            return Some(self.builtin().e);
        }
        if vars.is_empty() {
            return None;
        }
        Some(Expr::Name(self.r.pick(&vars).name.clone()))
    }

    fn builtin(&mut self) -> Val {
        self.mark(Feature::BuiltinVars);
        if self.r.chance(8) {
            return val(Expr::name("warpSize"), Ty::Int, Konst::No);
        }
        let var = *self
            .r
            .pick(&["threadIdx", "threadIdx", "blockIdx", "blockDim", "gridDim"]);
        let c = *self.r.pick(&["x", "x", "x", "y", "z"]);
        val(Expr::member(Expr::name(var), false, c), Ty::UInt, Konst::No)
    }

    /// Reads of numeric values stored in variables: scalars, array elements, fields, pointees.
    fn stored_reads(&mut self, cx: &Cx, want: Want, nonconst: bool) -> Vec<Val> {
        let mut out = Vec::new();
        let vars = self.visible(cx);
        for v in &vars {
            if v.dims.is_empty() && self.numeric_like(want, &v.ty) {
                if nonconst && v.k.is_const() {
                    continue;
                }
                let e = if v.mem == Mem::Local && !v.k.is_const() {
                    self.name_use(&v.name)
                } else {
                    Expr::Name(v.name.clone())
                };
                out.push(val(e, v.ty.clone(), v.k));
            }
        }
        for v in &vars {
            match (&v.ty, v.dims.len()) {
                (t, 1) if self.numeric_like(want, t) => {
                    let i = self.index(cx, v.dims[0]);
                    out.push(val(
                        Expr::index(Expr::Name(v.name.clone()), i),
                        t.clone(),
                        Konst::No,
                    ));
                }
                (t, 2) if self.numeric_like(want, t) => {
                    let i = self.index(cx, v.dims[0]);
                    let j = self.index(cx, v.dims[1]);
                    let e = Expr::index(Expr::index(Expr::Name(v.name.clone()), i), j);
                    out.push(val(e, t.clone(), Konst::No));
                }
                (Ty::CStr, 0) => {
                    let i0 = self.r.below(2) as i128;
                    let i = self.int_lit(i0, &Ty::Int);
                    out.push(val(
                        Expr::index(Expr::Name(v.name.clone()), i),
                        Ty::Char,
                        Konst::No,
                    ));
                }
                (Ty::Ptr(t, _), 0) if self.numeric_like(want, t) => {
                    self.mark(Feature::PointerArith);
                    let e = if self.r.chance(40) {
                        Expr::unary("*", Expr::Name(v.name.clone()))
                    } else {
                        let i = self.index(cx, 8);
                        Expr::index(Expr::Name(v.name.clone()), i)
                    };
                    out.push(val(e, (**t).clone(), Konst::No));
                }
                (Ty::Record(ri), _) if v.dims.len() <= 1 => {
                    let fields: Vec<(String, Ty)> = self.records[*ri]
                        .fields
                        .iter()
                        .filter(|(_, t, public)| *public && self.numeric_like(want, t))
                        .map(|(n, t, _)| (n.clone(), t.clone()))
                        .collect();
                    if fields.is_empty() {
                        continue;
                    }
                    let (f, t) = self.r.pick(&fields).clone();
                    let base = if v.dims.len() == 1 {
                        let i = self.index(cx, v.dims[0]);
                        Expr::index(Expr::Name(v.name.clone()), i)
                    } else {
                        Expr::Name(v.name.clone())
                    };
                    self.mark(Feature::MemberAccess);
                    out.push(val(Expr::member(base, false, f), t, Konst::No));
                }
                (Ty::Ptr(inner, _), 0) => {
                    if let Ty::Record(ri) = **inner {
                        let fields: Vec<(String, Ty)> = self.records[ri]
                            .fields
                            .iter()
                            .filter(|(_, t, public)| *public && self.numeric_like(want, t))
                            .map(|(n, t, _)| (n.clone(), t.clone()))
                            .collect();
                        if fields.is_empty() {
                            continue;
                        }
                        let (f, t) = self.r.pick(&fields).clone();
                        self.mark(Feature::MemberAccess);
                        out.push(val(
                            Expr::member(Expr::Name(v.name.clone()), true, f),
                            t,
                            Konst::No,
                        ));
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// Named constants (macros, constexpr variables, unscoped enumerators, template arguments).
    fn const_leaf(&mut self, cx: &Cx, want: Want) -> Option<Val> {
        let mut options: Vec<Val> = self
            .macro_consts
            .iter()
            .map(|(n, v)| val(Expr::Name(n.clone()), Ty::Int, Konst::Int(*v as i128)))
            .collect();
        for g in &self.globals {
            let ok = if want == Want::Any {
                g.ty.is_arith()
            } else {
                g.ty.is_integral()
            };
            if g.mem == Mem::Constexpr && g.dims.is_empty() && ok {
                options.push(val(Expr::Name(g.name.clone()), g.ty.clone(), g.k));
            }
        }
        for (ei, e) in self.enums.iter().enumerate() {
            if !e.scoped {
                for (n, v) in &e.enumerators {
                    options.push(val(
                        Expr::Name(n.clone()),
                        Ty::Enum(ei),
                        Konst::Int(*v as i128),
                    ));
                }
            }
        }
        for tp in &cx.tparams {
            if let TParam::Int(n, _) = tp {
                options.push(val(Expr::Name(n.clone()), Ty::Int, Konst::Range(1, 16)));
            }
        }
        if options.is_empty() {
            return None;
        }
        self.mark(Feature::ConstexprVar);
        Some(self.r.pick(&options).clone())
    }

    fn sizeof_leaf(&mut self, cx: &Cx) -> Val {
        if self.roll(Feature::Alignof, 20) {
            self.mark(Feature::Alignof);
            let (t, v) = *self
                .r
                .pick(&[("float", 4), ("double", 8), ("int", 4), ("char", 1)]);
            return val(
                Expr::Keyword(format!("alignof({t})")),
                Ty::ULong,
                Konst::Int(v),
            );
        }
        self.mark(Feature::Sizeof);
        let types: Vec<Ty> = cx
            .tparams
            .iter()
            .filter_map(|t| {
                if let TParam::Type(n) = t {
                    Some(Ty::TParam(n.clone()))
                } else {
                    None
                }
            })
            .collect();
        if !types.is_empty() && self.r.chance(40) {
            let t = self.r.pick(&types).clone();
            let s = self.spell(&t);
            return val(
                Expr::Keyword(format!("sizeof({s})")),
                Ty::ULong,
                Konst::Range(1, 8),
            );
        }
        if !self.records.is_empty() && self.r.chance(30) {
            let ri = self.r.below(self.records.len());
            let bound = self.records[ri].size_bound as i128;
            let s = self.records[ri].name.clone();
            return val(
                Expr::Keyword(format!("sizeof({s})")),
                Ty::ULong,
                Konst::Range(1, bound),
            );
        }
        let t = self.num_scalar();
        let size = match t {
            Ty::Char | Ty::SChar | Ty::UChar | Ty::Bool => 1,
            Ty::Short | Ty::UShort => 2,
            Ty::Int | Ty::UInt | Ty::Float => 4,
            _ => 8,
        };
        let s = self.spell(&t);
        val(
            Expr::Keyword(format!("sizeof({s})")),
            Ty::ULong,
            Konst::Int(size),
        )
    }

    // ------------------------------------------------------------ calls

    /// Functions callable from `cx` whose (instantiated) return type satisfies `ok`.
    fn callables(&self, cx: &Cx, ok: &dyn Fn(&Ty) -> bool) -> Vec<usize> {
        self.funcs
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                f.callable_from(cx.space) && f.name != cx.name && (!cx.pure || f.is_constexpr)
            })
            .filter(|(_, f)| match &f.ret {
                Ty::TParam(_) => ok(&Ty::Int) && ok(&Ty::Float),
                Ty::Ptr(..) => false,
                t => ok(t),
            })
            .map(|(i, _)| i)
            .collect()
    }

    /// Chooses template arguments for `f`: (name, type) pairs and the spelled explicit list.
    pub fn template_args(&mut self, cx: &Cx, f: &FuncInfo, want: Want) -> TemplateArgs {
        let mut types = Vec::new();
        let mut spelled = Vec::new();
        let mut ints = Vec::new();
        let own: Vec<Ty> = cx
            .tparams
            .iter()
            .filter_map(|t| {
                if let TParam::Type(n) = t {
                    Some(Ty::TParam(n.clone()))
                } else {
                    None
                }
            })
            .collect();
        for tp in &f.tparams {
            match tp {
                TParam::Type(n) => {
                    let t = if want == Want::Any && !own.is_empty() && self.r.chance(40) {
                        self.r.pick(&own).clone()
                    } else if want == Want::Integral {
                        self.r.pick(&[Ty::Int, Ty::UInt, Ty::Long]).clone()
                    } else {
                        self.r.pick(TEMPLATE_ARGS).clone()
                    };
                    spelled.push(self.spell(&t));
                    types.push((n.clone(), t));
                }
                TParam::Int(n, default) => {
                    let v = default.unwrap_or_else(|| self.r.range(1, 8));
                    let v = if default.is_some() && self.r.chance(50) {
                        self.r.range(1, 8)
                    } else {
                        v
                    };
                    spelled.push(match self.express(v, 1) {
                        e @ (Expr::Lit(_) | Expr::Name(_)) => crate::ast::print_expr(&e),
                        e => format!("({})", crate::ast::print_expr(&e)),
                    });
                    ints.push((n.clone(), v));
                }
            }
        }
        (types, spelled, ints)
    }

    /// A call of function `fi`, with arguments generated at `depth`.
    pub fn call_func(&mut self, cx: &Cx, fi: usize, depth: u32, want: Want) -> Option<Val> {
        let f = self.funcs[fi].clone();
        let (types, spelled, ints) = self.template_args(cx, &f, want);
        let deduce = !f.tparams.is_empty()
            && f.deducible()
            && ints.iter().all(|(n, v)| {
                f.tparams
                    .iter()
                    .any(|t| *t == TParam::Int(n.clone(), Some(*v)))
            })
            && self.r.chance(50);
        let mut callee = f.name.clone();
        if !f.tparams.is_empty() {
            self.mark(Feature::DeviceTemplateFunction);
            if !deduce {
                callee = format!("{callee}<{}>", spelled.join(", "));
            }
        }
        let nparams = if f.defaults > 0 && self.r.chance(50) {
            self.mark(Feature::DefaultArgs);
            f.params.len() - self.r.range(1, f.defaults as i64) as usize
        } else {
            f.params.len()
        };
        let mut args = Vec::new();
        for (i, p) in f.params.iter().take(nparams).enumerate() {
            let pt = subst(p, &types);
            let exact = deduce
                && f.tparams
                    .iter()
                    .any(|tp| matches!(tp, TParam::Type(n) if crate::model::mentions(p, n)));
            let a = if f.is_constexpr && i == 0 && pt.is_numeric() {
                // A constexpr call with constant arguments would be folded: keep one argument variable.
                self.arith_nonconst(cx, &pt, depth.saturating_sub(1), Want::Any)?
            } else if exact {
                self.exact(cx, &pt, depth.saturating_sub(1))?
            } else {
                self.value(cx, &pt, depth.saturating_sub(1))?
            };
            args.push(a.e);
        }
        self.mark(Feature::Call);
        if self.is_cxx() {
            self.mark_library_call(&f.name);
        }
        let ret = subst(&f.ret, &types);
        Some(val(Expr::call(callee, args), ret, Konst::No))
    }

    fn method_call(&mut self, cx: &Cx, want: Want, depth: u32) -> Option<Val> {
        if cx.pure {
            return None;
        }
        let vars: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| {
                v.dims.is_empty()
                    && matches!(v.ty, Ty::Record(ri) if !self.records[ri].methods.is_empty())
            })
            .collect();
        if vars.is_empty() {
            return None;
        }
        let v = self.r.pick(&vars).clone();
        let Ty::Record(ri) = v.ty else { return None };
        let methods: Vec<_> = self.records[ri]
            .methods
            .iter()
            .filter(|m| (m.is_const || self.writable(cx, &v)) && accepts(want, &m.ret))
            .cloned()
            .collect();
        if methods.is_empty() {
            return None;
        }
        let m = self.r.pick(&methods).clone();
        let mut args = Vec::new();
        for p in &m.params {
            args.push(self.value(cx, p, depth.saturating_sub(1))?.e);
        }
        self.mark(Feature::MethodCall);
        Some(val(
            Expr::Call(
                Box::new(Expr::member(Expr::Name(v.name), false, m.name)),
                args,
            ),
            m.ret,
            Konst::No,
        ))
    }

    fn lambda_call(&mut self, cx: &Cx, want: Want, depth: u32) -> Option<Val> {
        let level = cx.hidden_below;
        let lams: Vec<_> = cx
            .lambdas
            .iter()
            .filter(|l| l.level >= level && accepts(want, &l.ret))
            .cloned()
            .collect();
        if lams.is_empty() {
            return None;
        }
        let l = self.r.pick(&lams).clone();
        let mut args = Vec::new();
        for (i, p) in l.params.iter().enumerate() {
            args.push(self.lambda_arg(cx, p, l.generic, i == 0, depth)?.e);
        }
        Some(val(Expr::call(l.name, args), l.ret, Konst::No))
    }

    /// An argument of a lambda call. Lambdas are implicitly constexpr: a call with constant arguments
    /// is folded (and its value may then change sign on conversion), so the first argument is never
    /// constant. A generic lambda deduces its parameter type from the argument: it gets an exact `int`.
    pub fn lambda_arg(
        &mut self,
        cx: &Cx,
        p: &Ty,
        generic: bool,
        first: bool,
        depth: u32,
    ) -> Option<Val> {
        match (generic, first) {
            (true, true) => {
                let v = self.arith_nonconst(cx, &Ty::Int, 0, Want::Any)?;
                if v.ty == Ty::Int {
                    return Some(v);
                }
                Some(val(
                    Expr::NamedCast("static_cast", "int".into(), Box::new(v.e)),
                    Ty::Int,
                    Konst::No,
                ))
            }
            (true, false) => self.exact(cx, p, 0),
            (false, true) if p.is_numeric() => {
                self.arith_nonconst(cx, p, depth.saturating_sub(1), Want::Any)
            }
            _ => self.value(cx, p, depth.saturating_sub(1)),
        }
    }

    fn macro_call(&mut self, cx: &Cx, want: Want, depth: u32) -> Option<Val> {
        let macros: Vec<_> = self
            .macro_fns
            .iter()
            .filter(|m| want == Want::Any || m.integral)
            .cloned()
            .collect();
        if macros.is_empty() {
            return None;
        }
        let m = self.r.pick(&macros).clone();
        let arg_want = if m.integral {
            Want::Integral
        } else {
            Want::Any
        };
        let mut args = Vec::new();
        let mut ty = Ty::Int;
        for i in 0..m.arity {
            let a = if i == 0 {
                self.arith_nonconst(cx, &Ty::Int, depth.saturating_sub(1), arg_want)?
            } else {
                let mut a = self.arith(cx, &Ty::Int, depth.saturating_sub(1), arg_want);
                if !a.k.small_positive() {
                    a = self.small_lit(&Ty::Int);
                }
                a
            };
            ty = if i == 0 {
                a.ty.promote()
            } else {
                Ty::usual(&ty, &a.ty)
            };
            // Template argument lists contain commas the preprocessor would split on.
            let e = if crate::ast::print_expr(&a.e).contains('<') {
                Expr::Paren(Box::new(a.e))
            } else {
                a.e
            };
            args.push(e);
        }
        self.mark(Feature::MacroFunction);
        Some(val(Expr::call(m.name, args), ty, Konst::No))
    }

    // ------------------------------------------------------------ arithmetic

    /// A numeric value convertible to `target` without a diagnostic.
    pub fn arith(&mut self, cx: &Cx, target: &Ty, depth: u32, want: Want) -> Val {
        for _ in 0..4 {
            if let Some(v) = self.arith_once(cx, target, depth, want, false) {
                if v.k.fits(target) {
                    return v;
                }
            }
        }
        let t = if want == Want::Integral {
            Ty::Int
        } else {
            target.clone()
        };
        self.small_lit(&t)
    }

    /// A non-constant numeric value, if the context has any variable to build it from.
    pub fn arith_nonconst(&mut self, cx: &Cx, target: &Ty, depth: u32, want: Want) -> Option<Val> {
        for _ in 0..4 {
            if let Some(v) = self.arith_once(cx, target, depth, want, true) {
                if !v.k.is_const() {
                    return Some(v);
                }
            }
        }
        None
    }

    fn leaf(&mut self, cx: &Cx, target: &Ty, want: Want, nonconst: bool) -> Option<Val> {
        // 0 literal, 1 stored value, 2 builtin, 3 named constant, 4 sizeof
        let weights = [
            if nonconst { 0 } else { 30 },
            45,
            if cx.is_device() && self.on(Feature::BuiltinVars) {
                12
            } else {
                0
            },
            if nonconst { 0 } else { 8 },
            if nonconst
                || !(self.on(Feature::Sizeof) || self.on(Feature::Alignof))
                || *target == Ty::Bool
            {
                0
            } else {
                3
            },
        ];
        match self.r.weighted(&weights) {
            1 => {
                let reads = self.stored_reads(cx, want, nonconst);
                if reads.is_empty() {
                    if nonconst {
                        return if cx.is_device() && self.on(Feature::BuiltinVars) {
                            Some(self.builtin())
                        } else {
                            None
                        };
                    }
                    return Some(self.lit_for(target, want));
                }
                Some(self.r.pick(&reads).clone())
            }
            2 => Some(self.builtin()),
            3 => match self.const_leaf(cx, want) {
                Some(v) => Some(v),
                None => Some(self.lit_for(target, want)),
            },
            4 => Some(self.sizeof_leaf(cx)),
            _ => Some(self.lit_for(target, want)),
        }
    }

    fn arith_once(
        &mut self,
        cx: &Cx,
        target: &Ty,
        depth: u32,
        want: Want,
        nonconst: bool,
    ) -> Option<Val> {
        if depth == 0 {
            return self.leaf(cx, target, want, nonconst);
        }
        // 0 leaf, 1 binary, 2 unary, 3 ternary, 4 cast, 5 paren, 6 call, 7 method, 8 lambda, 9 macro, 10 comma
        let weights = [
            30,
            30,
            6,
            self.fs.weight(Feature::Ternary),
            self.fs.weight(Feature::CastC)
                + self.fs.weight(Feature::CastStatic)
                + self.fs.weight(Feature::CastFunctional),
            3,
            self.fs.weight(Feature::Call) * 2,
            self.fs.weight(Feature::MethodCall) * 2,
            if cx.lambdas.is_empty() { 0 } else { 8 },
            if self.macro_fns.is_empty() {
                0
            } else {
                self.fs.weight(Feature::MacroFunction) * 2
            },
            self.fs.weight(Feature::Comma),
        ];
        match self.r.weighted(&weights) {
            1 => self.binary(cx, target, depth, want, nonconst),
            2 => self.unary_expr(cx, target, depth, want, nonconst),
            3 => {
                self.mark(Feature::Ternary);
                let c = self.cond(cx, depth - 1);
                let mut a = self.arith(cx, target, depth - 1, want);
                let mut b = self.arith(cx, target, depth - 1, want);
                if negative(a.k) {
                    a = self.small_lit(&Ty::Int);
                }
                if negative(b.k) {
                    b = self.small_lit(&Ty::Int);
                }
                let ty = Ty::usual(&a.ty.promote(), &b.ty.promote());
                Some(val(
                    Expr::Ternary(Box::new(c), Box::new(a.e), Box::new(b.e)),
                    ty,
                    Konst::No,
                ))
            }
            4 => self.cast(cx, target, depth, want, nonconst),
            5 => {
                let v = self.arith_once(cx, target, depth - 1, want, nonconst)?;
                Some(val(Expr::Paren(Box::new(v.e)), v.ty, v.k))
            }
            6 => {
                let ok = |t: &Ty| accepts(want, t);
                let fs = self.callables(cx, &ok);
                if fs.is_empty() {
                    return self.leaf(cx, target, want, nonconst);
                }
                let fi = *self.r.pick(&fs);
                self.call_func(cx, fi, depth, want)
                    .or_else(|| self.leaf(cx, target, want, nonconst))
            }
            7 => self
                .method_call(cx, want, depth)
                .or_else(|| self.leaf(cx, target, want, nonconst)),
            8 => self
                .lambda_call(cx, want, depth)
                .or_else(|| self.leaf(cx, target, want, nonconst)),
            9 => self
                .macro_call(cx, want, depth)
                .or_else(|| self.leaf(cx, target, want, nonconst)),
            10 => {
                let Some((lv, lt)) = self.lvalue(cx, &|t| t.is_numeric() && *t != Ty::Bool) else {
                    return self.leaf(cx, target, want, nonconst);
                };
                let rhs = self.arith(cx, &lt, 0, Want::Any);
                let v = self.arith_once(cx, target, depth - 1, want, false)?;
                self.mark(Feature::Comma);
                let first = Expr::assign(lv, "+=", rhs.e);
                Some(val(
                    Expr::Comma(Box::new(first), Box::new(v.e)),
                    v.ty,
                    Konst::No,
                ))
            }
            _ => self.leaf(cx, target, want, nonconst),
        }
    }

    fn binary(
        &mut self,
        cx: &Cx,
        target: &Ty,
        depth: u32,
        want: Want,
        nonconst: bool,
    ) -> Option<Val> {
        // op, needs integral operands
        let mut ops: Vec<(&'static str, bool, u32)> = vec![
            ("+", false, 10),
            ("-", false, 8),
            ("*", false, 8),
            ("/", false, 3),
        ];
        if self.on(Feature::Bitwise) {
            ops.extend([
                ("&", true, 3),
                ("|", true, 3),
                ("^", true, 2),
                ("%", true, 3),
            ]);
        } else {
            ops.push(("%", true, 1));
        }
        if self.on(Feature::Shift) {
            ops.extend([("<<", true, 2), (">>", true, 2)]);
        }
        if want == Want::Integral {
            ops.retain(|(op, int, _)| *int || *op != "/");
        }
        let weights: Vec<u32> = ops.iter().map(|o| o.2).collect();
        let (op, int_only, _) = ops[self.r.weighted(&weights)];
        let w = if int_only { Want::Integral } else { want };
        let opnd_target = if int_only { Ty::Int } else { target.clone() };
        let mut lhs = self.arith_once(cx, &opnd_target, depth - 1, w, nonconst)?;
        if negative(lhs.k) {
            lhs = self.small_lit(&Ty::Int);
        }
        let rhs_nonconst = lhs.k.is_const();
        let mut rhs = match self.arith_once(cx, &opnd_target, depth - 1, w, rhs_nonconst) {
            Some(r) => r,
            None => return Some(lhs),
        };
        // A negative constant meeting an unsigned operand would change sign (#68).
        if negative(rhs.k) {
            rhs = self.small_lit(&Ty::Int);
        }
        if (op == "/" || op == "%") && rhs.k.maybe_zero() {
            let v = self.r.range(1, 9) as i128;
            rhs = val(self.int_lit(v, &Ty::Int), Ty::Int, Konst::Int(v));
        }
        if op == "<<" || op == ">>" {
            self.mark(Feature::Shift);
            let ok = match rhs.k {
                Konst::No => true,
                Konst::Int(v) => (0..=15).contains(&v),
                Konst::Range(lo, hi) => lo >= 0 && hi <= 15,
                Konst::Float(_) => false,
            };
            if !ok {
                let v = self.r.range(0, 7) as i128;
                rhs = val(self.int_lit(v, &Ty::Int), Ty::Int, Konst::Int(v));
            }
            // A constant left operand must not be negative.
            if let Konst::Int(v) = lhs.k {
                if v < 0 {
                    return Some(rhs);
                }
            }
        }
        if matches!(op, "&" | "|" | "^") {
            self.mark(Feature::Bitwise);
        }
        // `x - 1` on an unsigned constant could wrap; keep literals on the right of `-` non-constant left.
        let ty = if op == "<<" || op == ">>" {
            lhs.ty.promote()
        } else {
            Ty::usual(&lhs.ty, &rhs.ty)
        };
        let ty = if matches!(ty, Ty::Enum(_)) {
            Ty::Int
        } else {
            ty
        };
        Some(val(Expr::bin(lhs.e, op, rhs.e), ty, Konst::No))
    }

    fn unary_expr(
        &mut self,
        cx: &Cx,
        target: &Ty,
        depth: u32,
        want: Want,
        nonconst: bool,
    ) -> Option<Val> {
        let x = self.arith_once(cx, target, depth - 1, want, nonconst)?;
        match self.r.below(4) {
            0 if !x.ty.is_unsigned() && !matches!(x.ty, Ty::Enum(_)) => {
                let k = match x.k {
                    Konst::Int(v) => Konst::Int(-v),
                    Konst::Float(f) => Konst::Float(-f),
                    Konst::Range(lo, hi) => Konst::Range(-hi, -lo),
                    Konst::No => Konst::No,
                };
                let ty = x.ty.promote();
                Some(val(Expr::unary("-", x.e), ty, k))
            }
            1 if !x.k.is_const() && x.ty.is_integral() && self.on(Feature::Bitwise) => {
                self.mark(Feature::Bitwise);
                let ty = x.ty.promote();
                Some(val(Expr::unary("~", x.e), ty, Konst::No))
            }
            2 if !x.k.is_const() && want == Want::Any => {
                Some(val(Expr::unary("+", x.e), x.ty.promote(), Konst::No))
            }
            _ => Some(x),
        }
    }

    fn cast(
        &mut self,
        cx: &Cx,
        target: &Ty,
        depth: u32,
        want: Want,
        nonconst: bool,
    ) -> Option<Val> {
        let mut to = if want == Want::Integral {
            self.r
                .pick(&[Ty::Int, Ty::UInt, Ty::Long, Ty::Short, Ty::UChar])
                .clone()
        } else {
            self.num_scalar()
        };
        let own: Vec<Ty> = cx
            .tparams
            .iter()
            .filter_map(|t| {
                if let TParam::Type(n) = t {
                    Some(Ty::TParam(n.clone()))
                } else {
                    None
                }
            })
            .collect();
        if want == Want::Any && !own.is_empty() && self.r.chance(40) {
            to = self.r.pick(&own).clone();
        }
        // A constant operand must fit both the cast type and the final target.
        let inner = self.arith_once(cx, &to, depth - 1, Want::Any, nonconst)?;
        if !inner.k.fits(&to) || !inner.k.fits(target) {
            return Some(inner);
        }
        let k = match (inner.k, to.is_integral()) {
            (Konst::Float(f), true) => Konst::Int(f as i128),
            (Konst::Int(v), false) if to.is_floating() => Konst::Float(v as f64),
            (k, _) if matches!(to, Ty::TParam(_)) && k.is_const() => return Some(inner),
            (k, _) => k,
        };
        let spelled = self.spell(&to);
        let kinds = [
            (Feature::CastC, 0u8),
            (Feature::CastStatic, 1),
            (Feature::CastFunctional, 2),
        ];
        let kind = self.choose(&kinds).unwrap_or(0);
        let nested = matches!(inner.e, Expr::FuncCast(..));
        let e = match kind {
            2 if !nested => match self.single_word(&to) {
                Some(w) => {
                    self.mark(Feature::CastFunctional);
                    Expr::FuncCast(w, Box::new(inner.e))
                }
                None => {
                    self.mark(Feature::CastC);
                    Expr::CCast(spelled, Box::new(inner.e))
                }
            },
            1 => {
                self.mark(Feature::CastStatic);
                Expr::NamedCast("static_cast", spelled, Box::new(inner.e))
            }
            _ => {
                self.mark(Feature::CastC);
                Expr::CCast(spelled, Box::new(inner.e))
            }
        };
        Some(val(e, to, k))
    }

    // ------------------------------------------------------------ conditions

    /// A condition: never an assignment, never a comparison of constants or with zero.
    pub fn cond(&mut self, cx: &Cx, depth: u32) -> Expr {
        let vars = self.visible(cx);
        // A constant condition would make the code after an early exit unreachable (#128).
        let bools: Vec<&Var> = vars
            .iter()
            .filter(|v| v.ty == Ty::Bool && v.dims.is_empty() && !v.k.is_const())
            .collect();
        let ptrs: Vec<&Var> = vars
            .iter()
            .filter(|v| v.ty.is_ptr() && v.dims.is_empty())
            .collect();
        let enums: Vec<&Var> = vars
            .iter()
            .filter(|v| matches!(v.ty, Ty::Enum(_)) && v.dims.is_empty() && !v.k.is_const())
            .collect();
        // 0 comparison, 1 logical, 2 not, 3 bool var, 4 pointer test, 5 enum test, 6 integral as condition
        let weights = [
            30,
            if depth > 0 {
                self.fs.weight(Feature::Logical) * 2
            } else {
                0
            },
            if depth > 0 {
                self.fs.weight(Feature::Logical)
            } else {
                0
            },
            if bools.is_empty() { 0 } else { 8 },
            if ptrs.is_empty() { 0 } else { 4 },
            if enums.is_empty() { 0 } else { 6 },
            4,
        ];
        let choice = self.r.weighted(&weights);
        match choice {
            1 => {
                self.mark(Feature::Logical);
                let op = if self.r.chance(50) { "&&" } else { "||" };
                let a = self.cond(cx, depth - 1);
                let b = self.cond(cx, depth - 1);
                Expr::bin(a, op, b)
            }
            2 => {
                self.mark(Feature::Logical);
                let a = self.cond(cx, depth - 1);
                Expr::unary("!", a)
            }
            3 => {
                let v = self.r.pick(&bools).name.clone();
                if self.r.chance(30) {
                    Expr::unary("!", Expr::Name(v))
                } else {
                    Expr::Name(v)
                }
            }
            4 => {
                let v = self.r.pick(&ptrs).name.clone();
                self.mark(Feature::LitNullptr);
                match self.r.below(3) {
                    0 => Expr::bin(Expr::Name(v), "!=", Expr::lit("nullptr")),
                    1 => Expr::bin(Expr::Name(v), "==", Expr::lit("nullptr")),
                    _ => Expr::unary("!", Expr::Name(v)),
                }
            }
            5 => {
                let v = (*self.r.pick(&enums)).clone();
                let Ty::Enum(ei) = v.ty else { unreachable!() };
                let (en, _) = self.r.pick(&self.enums[ei].enumerators).clone();
                let op = if self.r.chance(60) { "==" } else { "!=" };
                Expr::bin(Expr::Name(v.name), op, Expr::Name(en))
            }
            6 => match self.arith_nonconst(cx, &Ty::Int, depth.min(1), Want::Integral) {
                Some(v) if self.roll(Feature::Bitwise, 50) => {
                    self.mark(Feature::Bitwise);
                    let one = self.int_lit(1, &Ty::Int);
                    Expr::Paren(Box::new(Expr::bin(v.e, "&", one)))
                }
                Some(v) => v.e,
                None => self.comparison(cx, depth),
            },
            _ => self.comparison(cx, depth),
        }
    }

    fn comparison(&mut self, cx: &Cx, depth: u32) -> Expr {
        self.mark(Feature::Comparison);
        let d = depth.min(2);
        let Some(lhs) = self.arith_nonconst(cx, &Ty::Int, d, Want::Any) else {
            self.mark(Feature::LitBool);
            return Expr::lit(if self.r.chance(50) { "true" } else { "false" });
        };
        let mut rhs = self.arith(cx, &Ty::Int, d.saturating_sub(1), Want::Any);
        if !rhs.k.small_positive() {
            let v = self.r.range(1, 64) as i128;
            rhs = val(self.int_lit(v, &Ty::Int), Ty::Int, Konst::Int(v));
        }
        let op = *self.r.pick(&["<", "<=", ">", ">=", "==", "!="]);
        if self.r.chance(25) {
            Expr::bin(rhs.e, op, lhs.e)
        } else {
            Expr::bin(lhs.e, op, rhs.e)
        }
    }

    // ------------------------------------------------------------ values of any type

    /// A value convertible (copy-initialisation) to `ty`.
    pub fn value(&mut self, cx: &Cx, ty: &Ty, depth: u32) -> Option<Val> {
        match ty {
            Ty::Bool => {
                if self.r.chance(60) {
                    Some(val(self.cond(cx, depth), Ty::Bool, Konst::No))
                } else {
                    Some(self.arith(cx, ty, depth, Want::Any))
                }
            }
            t if t.is_numeric() => Some(self.arith(cx, ty, depth, Want::Any)),
            Ty::Ptr(inner, c) => self.pointer(cx, inner, *c, false),
            Ty::Record(ri) => self.record_value(cx, *ri, depth),
            Ty::Enum(ei) => Some(self.enum_value(cx, *ei)),
            Ty::Dim3 => Some(self.dim3_value(cx)),
            Ty::CStr => {
                let strs: Vec<Var> = self
                    .visible(cx)
                    .into_iter()
                    .filter(|v| v.ty == Ty::CStr)
                    .collect();
                if !strs.is_empty() && self.r.chance(40) {
                    return Some(val(
                        Expr::Name(self.r.pick(&strs).name.clone()),
                        Ty::CStr,
                        Konst::No,
                    ));
                }
                if let Some(str_macro) = self.stringize.clone() {
                    if self.r.chance(30) {
                        self.mark(Feature::MacroStringize);
                        let arg = match self.macro_consts.is_empty() {
                            false if self.r.chance(60) => self.r.pick(&self.macro_consts).0.clone(),
                            _ => self.r.pick(&["hello", "tile size", "x + 1"]).to_string(),
                        };
                        return Some(val(
                            Expr::call(str_macro, vec![Expr::Name(arg)]),
                            Ty::CStr,
                            Konst::No,
                        ));
                    }
                }
                Some(val(self.string_lit(), Ty::CStr, Konst::No))
            }
            _ => None,
        }
    }

    /// A value of exactly type `ty` (for brace initialisation and template argument deduction).
    pub fn exact(&mut self, cx: &Cx, ty: &Ty, depth: u32) -> Option<Val> {
        match ty {
            Ty::Ptr(inner, c) => self.pointer(cx, inner, *c, true),
            Ty::Record(_) | Ty::Enum(_) | Ty::Dim3 | Ty::CStr => self.value(cx, ty, depth),
            t if t.is_numeric() || *t == Ty::Bool => {
                let vars: Vec<Var> = self
                    .visible(cx)
                    .into_iter()
                    .filter(|v| v.dims.is_empty() && v.ty == *t)
                    .collect();
                if !vars.is_empty() && self.r.chance(50) {
                    let v = self.r.pick(&vars).clone();
                    return Some(val(Expr::Name(v.name), v.ty, v.k));
                }
                let natural = matches!(
                    t,
                    Ty::Int
                        | Ty::UInt
                        | Ty::Long
                        | Ty::ULong
                        | Ty::LongLong
                        | Ty::ULongLong
                        | Ty::Float
                        | Ty::Double
                        | Ty::Bool
                );
                if natural && self.r.chance(50) {
                    return Some(self.small_lit(t));
                }
                let inner = self.arith(cx, t, depth, Want::Any);
                let spelled = self.spell(t);
                let k = if t.is_integral() {
                    match inner.k {
                        Konst::Float(f) => Konst::Int(f as i128),
                        k => k,
                    }
                } else {
                    inner.k
                };
                // `int(U(*p))` would parse as a cast to a function type: no nested functional casts.
                let nested = matches!(inner.e, Expr::FuncCast(..));
                let e = match self.single_word(t) {
                    Some(w) if !nested && self.roll(Feature::CastFunctional, 40) => {
                        self.mark(Feature::CastFunctional);
                        Expr::FuncCast(w, Box::new(inner.e))
                    }
                    _ => {
                        self.mark(Feature::CastStatic);
                        Expr::NamedCast("static_cast", spelled, Box::new(inner.e))
                    }
                };
                Some(val(e, t.clone(), k))
            }
            _ => None,
        }
    }

    /// A pointer to `inner` (const-qualified pointee if `konst`); `exact`: of exactly that type.
    pub fn pointer(&mut self, cx: &Cx, inner: &Ty, konst: bool, exact: bool) -> Option<Val> {
        let ty = Ty::Ptr(Box::new(inner.clone()), konst);
        let vars = self.visible(cx);
        let mut options: Vec<Val> = Vec::new();
        for v in &vars {
            match &v.ty {
                Ty::Ptr(t, c)
                    if **t == *inner
                        && (*c == konst || (!exact && konst && !*c))
                        && v.dims.is_empty() =>
                {
                    options.push(val(Expr::Name(v.name.clone()), v.ty.clone(), Konst::No));
                    if self.on(Feature::PointerArith) && !exact && self.r.chance(30) {
                        self.mark(Feature::PointerArith);
                        let off = self.index(cx, 4);
                        options.push(val(
                            Expr::bin(Expr::Name(v.name.clone()), "+", off),
                            v.ty.clone(),
                            Konst::No,
                        ));
                    }
                }
                t if *t == *inner
                    && v.dims.len() == 1
                    && (konst || v.mutable)
                    && v.mem != Mem::Constant =>
                {
                    // Arrays decay to pointers.
                    options.push(val(Expr::Name(v.name.clone()), ty.clone(), Konst::No));
                }
                Ty::Ptr(t, c)
                    if v.dims.is_empty()
                        && **t != *inner
                        && (konst || !*c)
                        && self.on(Feature::CastReinterpret)
                        && t.is_arith()
                        && inner.is_arith() =>
                {
                    self.mark(Feature::CastReinterpret);
                    let spelled = self.spell(&ty);
                    options.push(val(
                        Expr::NamedCast(
                            "reinterpret_cast",
                            spelled,
                            Box::new(Expr::Name(v.name.clone())),
                        ),
                        ty.clone(),
                        Konst::No,
                    ));
                }
                Ty::Ptr(t, true)
                    if v.dims.is_empty()
                        && **t == *inner
                        && !konst
                        && self.on(Feature::CastConst) =>
                {
                    self.mark(Feature::CastConst);
                    let spelled = self.spell(&ty);
                    options.push(val(
                        Expr::NamedCast(
                            "const_cast",
                            spelled,
                            Box::new(Expr::Name(v.name.clone())),
                        ),
                        ty.clone(),
                        Konst::No,
                    ));
                }
                t if *t == *inner
                    && v.dims.is_empty()
                    && v.mem != Mem::Constexpr
                    && v.mem != Mem::Constant
                    && (konst || v.mutable)
                    && self.on(Feature::AddressOf) =>
                {
                    self.mark(Feature::AddressOf);
                    options.push(val(
                        Expr::unary("&", Expr::Name(v.name.clone())),
                        ty.clone(),
                        Konst::No,
                    ));
                }
                _ => {}
            }
        }
        if !options.is_empty() && self.r.chance(75) {
            return Some(self.r.pick(&options).clone());
        }
        self.mark(Feature::LitNullptr);
        if !exact && self.r.chance(60) {
            return Some(val(Expr::lit("nullptr"), ty, Konst::No));
        }
        let spelled = self.spell(&ty);
        if self.roll(Feature::CastStatic, 50) {
            self.mark(Feature::CastStatic);
            return Some(val(
                Expr::NamedCast("static_cast", spelled, Box::new(Expr::lit("nullptr"))),
                ty,
                Konst::No,
            ));
        }
        self.mark(Feature::CastC);
        Some(val(
            Expr::CCast(spelled, Box::new(Expr::lit("nullptr"))),
            ty,
            Konst::No,
        ))
    }

    pub fn record_value(&mut self, cx: &Cx, ri: usize, depth: u32) -> Option<Val> {
        let ty = Ty::Record(ri);
        let vars: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| v.ty == ty && v.dims.is_empty())
            .collect();
        if !vars.is_empty() && self.r.chance(50) {
            let a = self.r.pick(&vars).clone();
            if self.records[ri].has_plus && self.r.chance(40) {
                let b = self.r.pick(&vars).clone();
                self.mark(Feature::OperatorOverload);
                return Some(val(
                    Expr::bin(Expr::Name(a.name), "+", Expr::Name(b.name)),
                    ty,
                    Konst::No,
                ));
            }
            return Some(val(Expr::Name(a.name), ty, Konst::No));
        }
        let name = self.records[ri].name.clone();
        if let Some(params) = self.records[ri].ctor.clone() {
            let mut args = Vec::new();
            for p in &params {
                args.push(self.value(cx, p, depth.saturating_sub(1))?.e);
            }
            return Some(val(Expr::call(name, args), ty, Konst::No));
        }
        if self.r.chance(30) {
            return Some(val(Expr::Braced(name, Vec::new()), ty, Konst::No));
        }
        let fields: Vec<Ty> = self.records[ri]
            .fields
            .iter()
            .map(|(_, t, _)| t.clone())
            .collect();
        let mut args = Vec::new();
        for f in &fields {
            args.push(self.brace_elem(cx, f, depth.saturating_sub(1))?.e);
        }
        Some(val(Expr::Braced(name, args), ty, Konst::No))
    }

    /// An element of a braced initialiser for type `ty`: a constant that fits or an exact value.
    pub fn brace_elem(&mut self, cx: &Cx, ty: &Ty, depth: u32) -> Option<Val> {
        if (ty.is_arith() || matches!(ty, Ty::TParam(_))) && self.r.chance(60) {
            let want = if ty.is_integral() {
                Want::Integral
            } else {
                Want::Any
            };
            let mut v = self.lit_for(ty, want);
            // A floating constant in braces for an integral element is narrowing.
            if ty.is_integral() && matches!(v.k, Konst::Float(_))
                || matches!(ty, Ty::TParam(_)) && !matches!(v.k, Konst::Int(_))
            {
                v = self.small_lit(&Ty::Int);
            }
            if *ty == Ty::Bool {
                v = self.lit_for(ty, Want::Any);
                if !matches!(v.e, Expr::Lit(ref s) if s == "true" || s == "false") {
                    v = val(Expr::lit("false"), Ty::Bool, Konst::Int(0));
                }
            }
            if v.k.fits(ty) {
                return Some(v);
            }
        }
        self.exact(cx, ty, depth)
    }

    pub fn enum_value(&mut self, cx: &Cx, ei: usize) -> Val {
        let ty = Ty::Enum(ei);
        let vars: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| v.ty == ty && v.dims.is_empty())
            .collect();
        if !vars.is_empty() && self.r.chance(40) {
            return val(Expr::Name(self.r.pick(&vars).name.clone()), ty, Konst::No);
        }
        let (n, v) = self.r.pick(&self.enums[ei].enumerators).clone();
        val(Expr::Name(n), ty, Konst::Int(v as i128))
    }

    pub fn dim3_value(&mut self, cx: &Cx) -> Val {
        self.mark(Feature::LaunchDim3);
        let vars: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| v.ty == Ty::Dim3)
            .collect();
        if !vars.is_empty() && self.r.chance(50) {
            return val(
                Expr::Name(self.r.pick(&vars).name.clone()),
                Ty::Dim3,
                Konst::No,
            );
        }
        let n = self.r.range(1, 3);
        let mut args = Vec::new();
        for _ in 0..n {
            args.push(self.launch_dim(cx));
        }
        val(Expr::call("dim3", args), Ty::Dim3, Konst::No)
    }

    /// A positive grid/block extent.
    pub fn launch_dim(&mut self, cx: &Cx) -> Expr {
        let vars: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| {
                v.dims.is_empty()
                    && matches!(v.ty, Ty::Int | Ty::UInt | Ty::Long | Ty::ULong)
                    && !v.k.is_const()
            })
            .collect();
        if !vars.is_empty() && self.r.chance(40) {
            let v = self.r.pick(&vars).name.clone();
            let b = *self.r.pick(&[32, 64, 128, 256]);
            let a = self.int_lit(b - 1, &Ty::Int);
            let c = self.int_lit(b, &Ty::Int);
            return Expr::bin(
                Expr::Paren(Box::new(Expr::bin(Expr::Name(v), "+", a))),
                "/",
                c,
            );
        }
        let v = *self.r.pick(&[1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
        self.express(v, 1)
    }

    // ------------------------------------------------------------ lvalues

    /// An assignable expression whose type satisfies `ok`.
    pub fn lvalue(&mut self, cx: &Cx, ok: &dyn Fn(&Ty) -> bool) -> Option<(Expr, Ty)> {
        let vars = self.visible(cx);
        let mut options: Vec<(Expr, Ty)> = Vec::new();
        for v in &vars {
            let writable = self.writable(cx, v);
            match (&v.ty, v.dims.len()) {
                (t, 0) if writable && ok(t) && !matches!(t, Ty::Ptr(..)) => {
                    options.push((Expr::Name(v.name.clone()), t.clone()));
                }
                (t, 1) if writable && ok(t) => {
                    let i = self.index(cx, v.dims[0]);
                    options.push((Expr::index(Expr::Name(v.name.clone()), i), t.clone()));
                }
                (t, 2) if writable && ok(t) => {
                    let i = self.index(cx, v.dims[0]);
                    let j = self.index(cx, v.dims[1]);
                    options.push((
                        Expr::index(Expr::index(Expr::Name(v.name.clone()), i), j),
                        t.clone(),
                    ));
                }
                (Ty::Ptr(t, false), 0) if ok(t) && !matches!(**t, Ty::Record(_)) => {
                    let e = if self.r.chance(35) {
                        Expr::unary("*", Expr::Name(v.name.clone()))
                    } else {
                        let i = self.index(cx, 8);
                        Expr::index(Expr::Name(v.name.clone()), i)
                    };
                    options.push((e, (**t).clone()));
                }
                (Ty::Record(ri), d) if writable && d <= 1 => {
                    let fields: Vec<(String, Ty)> = self.records[*ri]
                        .fields
                        .iter()
                        .filter(|(_, t, p)| *p && ok(t))
                        .map(|(n, t, _)| (n.clone(), t.clone()))
                        .collect();
                    if fields.is_empty() {
                        continue;
                    }
                    let (f, t) = self.r.pick(&fields).clone();
                    let base = if d == 1 {
                        let i = self.index(cx, v.dims[0]);
                        Expr::index(Expr::Name(v.name.clone()), i)
                    } else {
                        Expr::Name(v.name.clone())
                    };
                    self.mark(Feature::MemberAccess);
                    options.push((Expr::member(base, false, f), t));
                }
                (Ty::Ptr(inner, false), 0) => {
                    if let Ty::Record(ri) = **inner {
                        let fields: Vec<(String, Ty)> = self.records[ri]
                            .fields
                            .iter()
                            .filter(|(_, t, p)| *p && ok(t))
                            .map(|(n, t, _)| (n.clone(), t.clone()))
                            .collect();
                        if fields.is_empty() {
                            continue;
                        }
                        let (f, t) = self.r.pick(&fields).clone();
                        self.mark(Feature::MemberAccess);
                        options.push((Expr::member(Expr::Name(v.name.clone()), true, f), t));
                    }
                }
                _ => {}
            }
        }
        if options.is_empty() {
            return None;
        }
        Some(self.r.pick(&options).clone())
    }
}
