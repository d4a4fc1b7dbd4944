//! Statement generation.
//!
//! Every expression statement has a side effect (no #174), every local is initialised (no #549),
//! conditions never assign (no #187), and jumps (`break`, `continue`, `return`, `goto`) only end
//! blocks, so no statement is unreachable.

use super::expr::Want;
use super::{Cx, Gen, LocalFn};
use crate::ast::{Case, Decl, Expr, Init, Lambda, Space, Stmt};
use crate::features::Feature;
use crate::model::{subst, Konst, Mem, TParam, Ty, Val, Var};

impl Gen<'_, '_> {
    /// A block in a new scope.
    pub fn block(&mut self, cx: &mut Cx, depth: u32, n: usize) -> Vec<Stmt> {
        cx.push();
        let out = self.stmts(cx, depth, n);
        cx.pop();
        out
    }

    /// Up to `n` statements in the current scope.
    pub fn stmts(&mut self, cx: &mut Cx, depth: u32, n: usize) -> Vec<Stmt> {
        let mut out = Vec::new();
        for _ in 0..n {
            if cx.budget <= 0 {
                break;
            }
            cx.budget -= 1;
            out.extend(self.stmt(cx, depth));
        }
        out
    }

    /// Does a statement declare a name (so a `case` holding it needs braces)? cudagen 0.2's
    /// verbatim statements may; 0.1's never do.
    pub(crate) fn declares(&self, s: &Stmt) -> bool {
        matches!(s, Stmt::Decl(_)) || (self.is_cxx() && matches!(s, Stmt::Raw(_)))
    }

    fn kernels_launchable(&self) -> bool {
        self.funcs.iter().any(|f| f.is_kernel)
    }

    fn stmt(&mut self, cx: &mut Cx, depth: u32) -> Vec<Stmt> {
        let nest = depth < self.cfg.max_depth && cx.budget > 1;
        let host = cx.space == Space::Host && !cx.pure;
        let device = cx.is_device();
        let arrays = self.visible(cx).iter().any(|v| {
            v.dims.len() == 1
                && v.mem != Mem::Constant
                && (v.ty.is_numeric() || matches!(v.ty, Ty::Record(_)))
        });
        let w = |g: &Self, f: Feature, k: u32, on: bool| if on { g.fs.weight(f) * k } else { 0 };
        let weights = [
            30,                                                             // 0 decl
            20,                                                             // 1 assignment
            w(self, Feature::IncDec, 2, true),                              // 2 ++/--
            w(self, Feature::Call, 1, !cx.pure),                            // 3 call
            w(self, Feature::If, 2, nest),                                  // 4 if
            w(self, Feature::For, 2, nest),                                 // 5 for
            w(self, Feature::While, 1, nest),                               // 6 while
            w(self, Feature::DoWhile, 1, nest),                             // 7 do
            w(self, Feature::Switch, 1, nest),                              // 8 switch
            w(self, Feature::RangeFor, 2, nest && arrays),                  // 9 range for
            w(self, Feature::NestedBlock, 1, nest),                         // 10 block
            w(self, Feature::Launch, 2, host && self.kernels_launchable()), // 11 launch
            w(self, Feature::Lambda, 2, host && nest && !cx.in_lambda),     // 12 lambda
            w(self, Feature::StaticAssert, 1, true),                        // 13 static_assert
            w(
                self,
                Feature::MacroStatement,
                2,
                !self.macro_stmts.is_empty() && !cx.pure,
            ), // 14 macro
            w(self, Feature::SharedVar, 2, device && !cx.pure),             // 15 __shared__
            8,                                                              // 16 early exit
            w(self, Feature::MethodCall, 1, !cx.pure),                      // 17 method call
            w(self, Feature::Comma, 1, true),                               // 18 comma
            self.cxx_stmt_weight(cx), // 19 cudagen 0.2 statements (0 in 0.1)
            self.header_stmt_weight(cx), // 20 header mode's statements (0 elsewhere)
        ];
        let choice = self.r.weighted(&weights);
        match choice {
            1 => self.assign_stmt(cx).into_iter().collect(),
            2 => self.incdec_stmt(cx).into_iter().collect(),
            3 => self.call_stmt(cx).into_iter().collect(),
            4 => vec![self.if_stmt(cx, depth)],
            5 => vec![self.for_stmt(cx, depth)],
            6 | 7 => self.while_stmt(cx, depth),
            8 => self.switch_stmt(cx, depth),
            9 => self.range_for(cx, depth).into_iter().collect(),
            10 => {
                self.mark(Feature::NestedBlock);
                vec![Stmt::Block(self.block(cx, depth + 1, 2))]
            }
            11 => self.launch_stmt(cx).into_iter().collect(),
            12 => self.lambda_stmt(cx, depth),
            13 => vec![self.static_assert_stmt()],
            14 => self.macro_stmt(cx).into_iter().collect(),
            15 => vec![self.shared_decl(cx)],
            16 => self.early_exit(cx).into_iter().collect(),
            17 => self.method_stmt(cx).into_iter().collect(),
            18 => self.comma_stmt(cx).into_iter().collect(),
            19 | 20 => {
                let out = if choice == 19 {
                    self.cxx_stmt(cx, depth)
                } else {
                    self.header_stmt(cx)
                };
                if out.is_empty() {
                    vec![self.local_decl(cx)]
                } else {
                    out
                }
            }
            _ => vec![self.local_decl(cx)],
        }
    }

    // ------------------------------------------------------------ declarations

    /// Declares a new local with an initialiser and records it in the current scope.
    pub fn local_decl(&mut self, cx: &mut Cx) -> Stmt {
        let name = self.fresh_local();
        let mut kinds = vec![(Feature::Kernel, 0u8)]; // scalar (always possible)
        if !cx.pure {
            kinds.push((Feature::LitNullptr, 1)); // pointer
            kinds.push((Feature::LocalArray, 2));
            kinds.push((Feature::Struct, 3));
            kinds.push((Feature::Enum, 4));
            kinds.push((Feature::EnumClass, 4));
            if cx.space == Space::Host {
                kinds.push((Feature::LaunchDim3, 5));
                kinds.push((Feature::LaunchStream, 6));
                kinds.push((Feature::LitString, 7));
            }
        }
        let weights: Vec<u32> = kinds
            .iter()
            .map(|(f, k)| if *k == 0 { 40 } else { self.fs.weight(*f) * 2 })
            .collect();
        let kind = kinds[self.r.weighted(&weights)].1;
        match kind {
            1 => {
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
                let inner = if !own.is_empty() && self.r.chance(40) {
                    self.r.pick(&own).clone()
                } else {
                    self.num_scalar()
                };
                let konst = self.r.chance(30);
                let Some(v) = self.pointer(cx, &inner, konst, false) else {
                    return self.scalar_decl(cx, name);
                };
                let ty = Ty::Ptr(Box::new(inner), konst);
                let spelled = self.spell(&ty);
                cx.declare(Var::local(name.clone(), ty, true));
                Stmt::Decl(Decl::new(spelled, name, Init::Assign(v.e)))
            }
            2 => self.local_array(cx, name),
            3 if !self.records.is_empty() => self.record_decl(cx, name),
            4 if !self.enums.is_empty() => {
                let ei = self.r.below(self.enums.len());
                let v = self.enum_value(cx, ei);
                let ty = Ty::Enum(ei);
                let spelled = self.spell(&ty);
                self.mark(if self.enums[ei].scoped {
                    Feature::EnumClass
                } else {
                    Feature::Enum
                });
                cx.declare(Var::local(name.clone(), ty, true));
                Stmt::Decl(Decl::new(spelled, name, Init::Assign(v.e)))
            }
            5 => {
                self.mark(Feature::LaunchDim3);
                let n = self.r.range(1, 3);
                let mut args = Vec::new();
                for _ in 0..n {
                    args.push(self.launch_dim(cx));
                }
                cx.declare(Var::local(name.clone(), Ty::Dim3, false));
                if self.r.chance(50) {
                    Stmt::Decl(Decl::new("dim3", name, Init::Paren(args)))
                } else {
                    Stmt::Decl(Decl::new(
                        "dim3",
                        name,
                        Init::Assign(Expr::call("dim3", args)),
                    ))
                }
            }
            6 => {
                self.mark(Feature::LaunchStream);
                cx.declare(Var::local(name.clone(), Ty::Stream, false));
                let init = match self.r.below(3) {
                    0 => Expr::lit("nullptr"),
                    1 => Expr::lit("0"),
                    _ => Expr::CCast("cudaStream_t".into(), Box::new(Expr::lit("0"))),
                };
                Stmt::Decl(Decl::new("cudaStream_t", name, Init::Assign(init)))
            }
            7 => {
                let v = self.value(cx, &Ty::CStr, 0).expect("a string");
                cx.declare(Var::local(name.clone(), Ty::CStr, false));
                Stmt::Decl(Decl::new("const char*", name, Init::Assign(v.e)))
            }
            _ => self.scalar_decl(cx, name),
        }
    }

    fn scalar_decl(&mut self, cx: &mut Cx, name: String) -> Stmt {
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
        let ty = if !own.is_empty() && self.r.chance(40) {
            self.r.pick(&own).clone()
        } else {
            self.scalar()
        };
        let depth = self.cfg.expr_depth;
        // 0 `T x = e`, 1 `T x{e}`, 2 `T x(e)`, 3 `auto x = e`, 4 `const T x = e`, 5 `constexpr T x = c`, 6 static local
        let forms = [
            (Feature::Kernel, 0u8),
            (Feature::LitBool, 1),
            (Feature::CastC, 2),
            (Feature::AutoVar, 3),
            (Feature::ConstLocal, 4),
            (Feature::ConstexprVar, 5),
            (Feature::StaticLocal, 6),
        ];
        let weights: Vec<u32> = forms
            .iter()
            .map(|(f, k)| match k {
                0 => 40,
                1 | 2 => 4,
                6 if cx.space != Space::Host || cx.pure || cx.in_lambda => 0,
                5 if matches!(ty, Ty::TParam(_)) => 0,
                _ => self.fs.weight(*f) * 2,
            })
            .collect();
        let form = forms[self.r.weighted(&weights)].1;
        let mut prefix = Vec::new();
        let mut mutable = true;
        let mut k = Konst::No;
        let (spelled, init) = match form {
            1 => {
                let v = self
                    .brace_elem(cx, &ty, depth)
                    .unwrap_or_else(|| self.small_lit(&ty));
                (self.spell(&ty), Init::Brace(vec![v.e]))
            }
            2 => {
                let v = self
                    .value(cx, &ty, depth)
                    .unwrap_or_else(|| self.small_lit(&ty));
                // `T x(U(y))` would declare a function: keep casts out of parenthesised initialisers.
                let e = match v.e {
                    e @ Expr::FuncCast(..) => Expr::Paren(Box::new(e)),
                    e => e,
                };
                (self.spell(&ty), Init::Paren(vec![e]))
            }
            3 => {
                self.mark(Feature::AutoVar);
                let v = self
                    .value(cx, &ty, depth)
                    .unwrap_or_else(|| self.small_lit(&ty));
                let vty = if v.ty == Ty::Dependent || matches!(v.ty, Ty::TParam(_)) {
                    Ty::Dependent
                } else {
                    v.ty.clone()
                };
                let vty = if matches!(vty, Ty::Enum(_)) || vty.is_numeric() {
                    vty
                } else {
                    Ty::Dependent
                };
                cx.declare(Var::local(name.clone(), vty, true));
                return Stmt::Decl(Decl::new("auto", name, Init::Assign(v.e)));
            }
            4 => {
                self.mark(Feature::ConstLocal);
                prefix.push("const".to_string());
                mutable = false;
                let v = self
                    .value(cx, &ty, depth)
                    .unwrap_or_else(|| self.small_lit(&ty));
                k = convert_konst(v.k, &ty);
                (self.spell(&ty), Init::Assign(v.e))
            }
            5 => {
                self.mark(Feature::ConstexprVar);
                prefix.push("constexpr".to_string());
                mutable = false;
                let v = if ty.is_integral() && ty != Ty::Bool && self.r.chance(50) {
                    let n = self.r.range(1, 64);
                    Val {
                        e: self.express(n, 2),
                        ty: Ty::Int,
                        k: Konst::Int(n as i128),
                    }
                } else {
                    self.lit_for(&ty, Want::Any)
                };
                k = convert_konst(v.k, &ty);
                (self.spell(&ty), Init::Assign(v.e))
            }
            6 => {
                self.mark(Feature::StaticLocal);
                prefix.push("static".to_string());
                let v = self.lit_for(&ty, Want::Any);
                (self.spell(&ty), Init::Assign(v.e))
            }
            _ => {
                let v = self
                    .value(cx, &ty, depth)
                    .unwrap_or_else(|| self.small_lit(&ty));
                (self.spell(&ty), Init::Assign(v.e))
            }
        };
        cx.declare(Var {
            name: name.clone(),
            ty,
            dims: Vec::new(),
            mem: Mem::Local,
            mutable,
            k,
        });
        Stmt::Decl(Decl {
            prefix,
            ty: spelled,
            name,
            dims: Vec::new(),
            init,
        })
    }

    fn local_array(&mut self, cx: &mut Cx, name: String) -> Stmt {
        self.mark(Feature::LocalArray);
        let ty = self.num_scalar();
        let n = self.r.range(2, 8) as u32;
        let dim = if self.r.chance(30) {
            crate::ast::print_expr(&self.express(n as i64, 1))
        } else {
            n.to_string()
        };
        let init = match self.r.below(3) {
            0 => Init::AssignBrace(Vec::new()),
            1 => {
                let count = self.r.range(1, n as i64) as usize;
                let mut es = Vec::new();
                for _ in 0..count {
                    let v = self
                        .brace_elem(cx, &ty, 1)
                        .unwrap_or_else(|| self.small_lit(&ty));
                    es.push(v.e);
                }
                Init::AssignBrace(es)
            }
            _ => {
                let mut es = Vec::new();
                for _ in 0..n {
                    let v = self
                        .brace_elem(cx, &ty, 0)
                        .unwrap_or_else(|| self.small_lit(&ty));
                    es.push(v.e);
                }
                Init::Brace(es)
            }
        };
        let spelled = self.spell(&ty);
        cx.declare(Var {
            name: name.clone(),
            ty,
            dims: vec![n],
            mem: Mem::Local,
            mutable: true,
            k: Konst::No,
        });
        Stmt::Decl(Decl {
            prefix: Vec::new(),
            ty: spelled,
            name,
            dims: vec![dim],
            init,
        })
    }

    fn record_decl(&mut self, cx: &mut Cx, name: String) -> Stmt {
        let ri = self.r.below(self.records.len());
        let ty = Ty::Record(ri);
        self.mark(Feature::Struct);
        let rname = self.records[ri].name.clone();
        let init = if let Some(params) = self.records[ri].ctor.clone() {
            let mut args = Vec::new();
            let brace = self.r.chance(30);
            for p in &params {
                let v = if brace {
                    self.exact(cx, p, 1)
                } else {
                    self.value(cx, p, 1)
                };
                args.push(v.unwrap_or_else(|| self.small_lit(p)).e);
            }
            if brace {
                Init::Brace(args)
            } else {
                Init::Paren(args)
            }
        } else if self.r.chance(40) {
            let fields: Vec<Ty> = self.records[ri]
                .fields
                .iter()
                .map(|(_, t, _)| t.clone())
                .collect();
            let mut es = Vec::new();
            for f in &fields {
                es.push(
                    self.brace_elem(cx, f, 1)
                        .unwrap_or_else(|| self.small_lit(f))
                        .e,
                );
            }
            if self.r.chance(50) {
                Init::AssignBrace(es)
            } else {
                Init::Brace(es)
            }
        } else {
            match self.record_value(cx, ri, 1) {
                Some(v) => Init::Assign(v.e),
                None => Init::Brace(Vec::new()),
            }
        };
        cx.declare(Var::local(name.clone(), ty, true));
        Stmt::Decl(Decl::new(rname, name, init))
    }

    /// `__shared__` declarations in device code.
    fn shared_decl(&mut self, cx: &mut Cx) -> Stmt {
        self.mark(Feature::SharedVar);
        let name = self.fresh("sh_");
        let mut prefix = vec!["__shared__".to_string()];
        if self.roll(Feature::StaticShared, 30) {
            self.mark(Feature::StaticShared);
            prefix.insert(0, "static".to_string());
        }
        let trivial: Vec<usize> = (0..self.records.len())
            .filter(|&i| self.trivial[i])
            .collect();
        let ty = if !trivial.is_empty() && self.r.chance(20) {
            Ty::Record(*self.r.pick(&trivial))
        } else {
            self.num_scalar()
        };
        let spelled = self.spell(&ty);
        let dims: Vec<u32> = if self.roll(Feature::Shared2d, 25) && ty.is_arith() {
            self.mark(Feature::Shared2d);
            vec![self.r.range(2, 16) as u32, self.r.range(2, 17) as u32]
        } else if self.r.chance(70) {
            vec![*self.r.pick(&[8, 16, 32, 64, 128, 256])]
        } else {
            Vec::new()
        };
        let printed: Vec<String> = dims
            .iter()
            .map(|&d| {
                if self.r.chance(30) {
                    crate::ast::print_expr(&self.express(d as i64, 1))
                } else {
                    d.to_string()
                }
            })
            .collect();
        cx.declare(Var {
            name: name.clone(),
            ty,
            dims,
            mem: Mem::Shared,
            mutable: true,
            k: Konst::No,
        });
        Stmt::Decl(Decl {
            prefix,
            ty: spelled,
            name,
            dims: printed,
            init: Init::None,
        })
    }

    // ------------------------------------------------------------ expression statements

    fn assign_stmt(&mut self, cx: &mut Cx) -> Option<Stmt> {
        let compound = self.on(Feature::CompoundAssign) && self.r.chance(50);
        let (lv, ty) = if compound {
            self.lvalue(cx, &|t| t.is_numeric() && *t != Ty::Bool)?
        } else {
            self.lvalue(cx, &|t| !matches!(t, Ty::Dim3 | Ty::Stream | Ty::CStr))?
        };
        let depth = self.cfg.expr_depth;
        if !compound {
            let v = self.value(cx, &ty, depth)?;
            return Some(Stmt::Expr(Expr::assign(lv, "=", v.e)));
        }
        self.mark(Feature::CompoundAssign);
        let mut ops = vec!["+=", "-=", "*="];
        if ty.is_floating()
            || matches!(ty, Ty::TParam(_) | Ty::Dependent)
            || !self.on(Feature::Bitwise)
        {
            ops.push("/=");
        }
        if ty.is_integral() {
            ops.extend(["%=", "&=", "|=", "^="]);
            if self.on(Feature::Shift) {
                ops.extend(["<<=", ">>="]);
            }
        }
        let op = *self.r.pick(&ops);
        let integral = matches!(op, "%=" | "&=" | "|=" | "^=" | "<<=" | ">>=");
        let want = if integral { Want::Integral } else { Want::Any };
        let mut v = self.arith(cx, &ty, depth, want);
        if matches!(op, "/=" | "%=") && v.k.maybe_zero() {
            v = self.small_lit(&Ty::Int);
        }
        if matches!(op, "<<=" | ">>=") {
            self.mark(Feature::Shift);
            // The count is checked against the width of the left operand's own type (`char <<= 8` warns).
            let small = match v.k {
                Konst::No => true,
                Konst::Int(x) => (0..=7).contains(&x),
                _ => false,
            };
            if !small {
                let n = self.r.range(0, 7) as i128;
                v = Val {
                    e: self.int_lit(n, &Ty::Int),
                    ty: Ty::Int,
                    k: Konst::Int(n),
                };
            }
        }
        if integral && !matches!(op, "<<=" | ">>=") {
            self.mark(Feature::Bitwise);
        }
        Some(Stmt::Expr(Expr::assign(lv, op, v.e)))
    }

    fn incdec_stmt(&mut self, cx: &mut Cx) -> Option<Stmt> {
        let (lv, _) = self.lvalue(cx, &|t| t.is_numeric() && *t != Ty::Bool)?;
        self.mark(Feature::IncDec);
        let op = *self.r.pick(&["++", "--"]);
        Some(Stmt::Expr(if self.r.chance(50) {
            Expr::unary(op, lv)
        } else {
            Expr::Postfix(Box::new(lv), op)
        }))
    }

    fn call_stmt(&mut self, cx: &mut Cx) -> Option<Stmt> {
        let fs: Vec<usize> = self
            .funcs
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                f.callable_from(cx.space)
                    && (!cx.pure || f.is_constexpr)
                    && !matches!(f.ret, Ty::Ptr(..))
            })
            .map(|(i, _)| i)
            .collect();
        if fs.is_empty() {
            return self.incdec_stmt(cx);
        }
        let fi = *self.r.pick(&fs);
        let v = self.call_func(cx, fi, self.cfg.expr_depth, Want::Any)?;
        Some(Stmt::Expr(v.e))
    }

    fn method_stmt(&mut self, cx: &mut Cx) -> Option<Stmt> {
        let vars: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| {
                v.dims.is_empty()
                    && v.mutable
                    && v.writable_in(cx.space)
                    && matches!(v.ty, Ty::Record(ri) if !self.records[ri].methods.is_empty())
            })
            .collect();
        if vars.is_empty() {
            return self.assign_stmt(cx);
        }
        let v = self.r.pick(&vars).clone();
        let Ty::Record(ri) = v.ty else { return None };
        let m = self.r.pick(&self.records[ri].methods).clone();
        let mut args = Vec::new();
        for p in &m.params {
            args.push(self.value(cx, p, 1)?.e);
        }
        self.mark(Feature::MethodCall);
        let call = Expr::Call(
            Box::new(Expr::member(Expr::Name(v.name), false, m.name)),
            args,
        );
        if m.ret == Ty::Void || self.r.chance(50) {
            return Some(Stmt::Expr(call));
        }
        let (lv, ty) = self.lvalue(cx, &|t| t.is_numeric() && *t != Ty::Bool)?;
        let _ = ty;
        Some(Stmt::Expr(Expr::assign(lv, "+=", call)))
    }

    fn comma_stmt(&mut self, cx: &mut Cx) -> Option<Stmt> {
        let a = self.incdec_stmt(cx)?;
        let b = self.assign_stmt(cx)?;
        let (Stmt::Expr(a), Stmt::Expr(b)) = (a, b) else {
            return None;
        };
        self.mark(Feature::Comma);
        Some(Stmt::Expr(Expr::Comma(Box::new(a), Box::new(b))))
    }

    // ------------------------------------------------------------ control flow

    fn if_stmt(&mut self, cx: &mut Cx, depth: u32) -> Stmt {
        self.mark(Feature::If);
        let mut init = None;
        cx.push();
        if self.roll(Feature::IfInit, 30) {
            self.mark(Feature::IfInit);
            let name = self.fresh_local();
            init = Some(Box::new(self.scalar_decl(cx, name)));
        }
        let cond = self.cond(cx, 2);
        let n = self.r.range(1, 3) as usize;
        let then = self.block(cx, depth + 1, n);
        let els = if self.roll(Feature::IfElse, 40) {
            self.mark(Feature::IfElse);
            if self.r.chance(30) && depth + 1 < self.cfg.max_depth {
                Some(vec![self.if_stmt(cx, depth + 1)])
            } else {
                let n = self.r.range(1, 2) as usize;
                Some(self.block(cx, depth + 1, n))
            }
        } else {
            None
        };
        cx.pop();
        Stmt::If {
            init,
            cond,
            then,
            els,
        }
    }

    /// A loop counter bound: a non-constant integral value or a small literal.
    fn loop_bound(&mut self, cx: &Cx) -> Expr {
        let vars: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| {
                v.dims.is_empty()
                    && matches!(v.ty, Ty::Int | Ty::Long | Ty::Short)
                    && !v.k.is_const()
            })
            .collect();
        if !vars.is_empty() && self.r.chance(50) {
            return Expr::Name(self.r.pick(&vars).name.clone());
        }
        let n = self.r.range(2, 16);
        if self.r.chance(30) {
            return self.express(n, 1);
        }
        self.int_lit(n as i128, &Ty::Int)
    }

    fn for_stmt(&mut self, cx: &mut Cx, depth: u32) -> Stmt {
        self.mark(Feature::For);
        let i = self.fresh_from(&["i", "j", "it", "n"]);
        cx.push();
        let unroll = if cx.is_device() && self.roll(Feature::PragmaUnroll, 40) {
            self.mark(Feature::PragmaUnroll);
            if self.r.chance(50) {
                Some(Some(*self.r.pick(&[2u32, 4, 8])))
            } else {
                Some(None)
            }
        } else {
            None
        };
        let grid_stride =
            cx.is_kernel && self.roll(Feature::GridStrideLoop, 40) && self.on(Feature::BuiltinVars);
        let (init, cond, step) = if grid_stride {
            self.mark(Feature::GridStrideLoop);
            self.mark(Feature::BuiltinVars);
            let start = Expr::bin(
                Expr::bin(
                    Expr::member(Expr::name("blockIdx"), false, "x"),
                    "*",
                    Expr::member(Expr::name("blockDim"), false, "x"),
                ),
                "+",
                Expr::member(Expr::name("threadIdx"), false, "x"),
            );
            let bound = self.loop_bound(cx);
            let step = Expr::assign(
                Expr::Name(i.clone()),
                "+=",
                Expr::bin(
                    Expr::member(Expr::name("blockDim"), false, "x"),
                    "*",
                    Expr::member(Expr::name("gridDim"), false, "x"),
                ),
            );
            (
                Decl::new("int", i.clone(), Init::Assign(start)),
                Expr::bin(Expr::Name(i.clone()), "<", bound),
                step,
            )
        } else {
            match self.r.below(4) {
                0 => {
                    // Counting down.
                    let bound = self.loop_bound(cx);
                    let zero = self.int_lit(0, &Ty::Int);
                    (
                        Decl::new("int", i.clone(), Init::Assign(bound)),
                        Expr::bin(Expr::Name(i.clone()), ">", zero),
                        Expr::unary("--", Expr::Name(i.clone())),
                    )
                }
                1 if self.on(Feature::Comma) => {
                    self.mark(Feature::Comma);
                    let j = self.fresh("j");
                    let bound = self.loop_bound(cx);
                    let zero = self.int_lit(0, &Ty::Int);
                    cx.declare(Var::local(j.clone(), Ty::Int, false));
                    let step = Expr::Comma(
                        Box::new(Expr::unary("++", Expr::Name(i.clone()))),
                        Box::new(Expr::unary("--", Expr::Name(j.clone()))),
                    );
                    (
                        Decl::new(
                            "int",
                            format!("{i} = {}, {j}", crate::ast::print_expr(&zero)),
                            Init::Assign(bound),
                        ),
                        Expr::bin(Expr::Name(i.clone()), "<", Expr::Name(j.clone())),
                        step,
                    )
                }
                _ => {
                    let bound = self.loop_bound(cx);
                    let zero = self.int_lit(0, &Ty::Int);
                    let step = match self.r.below(3) {
                        0 => Expr::Postfix(Box::new(Expr::Name(i.clone())), "++"),
                        1 if self.on(Feature::CompoundAssign) => {
                            let k = self.r.range(1, 4) as i128;
                            let two = self.int_lit(k, &Ty::Int);
                            Expr::assign(Expr::Name(i.clone()), "+=", two)
                        }
                        _ => Expr::unary("++", Expr::Name(i.clone())),
                    };
                    (
                        Decl::new("int", i.clone(), Init::Assign(zero)),
                        Expr::bin(Expr::Name(i.clone()), "<", bound),
                        step,
                    )
                }
            }
        };
        cx.declare(Var::local(i, Ty::Int, false));
        cx.loops += 1;
        let n = self.r.range(1, 3) as usize;
        let body = self.block(cx, depth + 1, n);
        cx.loops -= 1;
        cx.pop();
        Stmt::For {
            init: Some(Box::new(Stmt::Decl(init))),
            cond: Some(cond),
            step: Some(step),
            body,
            unroll,
        }
    }

    fn while_stmt(&mut self, cx: &mut Cx, depth: u32) -> Vec<Stmt> {
        let counter = self.fresh_from(&["iter", "w", "pass"]);
        let zero = self.int_lit(0, &Ty::Int);
        let decl = Stmt::Decl(Decl::new("int", counter.clone(), Init::Assign(zero)));
        cx.declare(Var::local(counter.clone(), Ty::Int, false));
        let bound = self.loop_bound(cx);
        let cond = Expr::bin(Expr::Name(counter.clone()), "<", bound);
        let cond = if self.roll(Feature::Logical, 30) {
            self.mark(Feature::Logical);
            let extra = self.cond(cx, 1);
            Expr::bin(cond, "&&", extra)
        } else {
            cond
        };
        cx.loops += 1;
        let n = self.r.range(1, 3) as usize;
        cx.push();
        let mut body = self.stmts(cx, depth + 1, n);
        cx.pop();
        cx.loops -= 1;
        body.push(Stmt::Expr(Expr::unary("++", Expr::Name(counter))));
        let do_while = self.on(Feature::DoWhile) && (!self.on(Feature::While) || self.r.chance(50));
        if do_while {
            self.mark(Feature::DoWhile);
            vec![decl, Stmt::DoWhile(body, cond)]
        } else {
            self.mark(Feature::While);
            vec![decl, Stmt::While(cond, body)]
        }
    }

    fn switch_stmt(&mut self, cx: &mut Cx, depth: u32) -> Vec<Stmt> {
        let enums: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| matches!(v.ty, Ty::Enum(_)) && v.dims.is_empty())
            .collect();
        let (selector, labels): (Expr, Vec<Expr>) = if !enums.is_empty() && self.r.chance(50) {
            let v = self.r.pick(&enums).clone();
            let Ty::Enum(ei) = v.ty else { unreachable!() };
            let all = self.enums[ei].enumerators.clone();
            let k = self.r.range(1, all.len() as i64) as usize;
            (
                Expr::Name(v.name),
                all.into_iter()
                    .take(k)
                    .map(|(n, _)| Expr::Name(n))
                    .collect(),
            )
        } else {
            let Some(sel) = self.arith_nonconst(cx, &Ty::Int, 1, Want::Integral) else {
                return vec![self.local_decl(cx)];
            };
            let k = self.r.range(1, 4);
            let values = self.distinct_values(k as usize, 12);
            let labels = values.iter().map(|&v| self.express(v, 1)).collect();
            (sel.e, labels)
        };
        self.mark(Feature::Switch);
        let n = labels.len();
        let mut cases = Vec::new();
        cx.switches += 1;
        for (i, label) in labels.into_iter().enumerate() {
            cx.push();
            let count = self.r.range(0, 2) as usize;
            let mut body = self.stmts(cx, depth + 1, count);
            cx.pop();
            let braces = body.iter().any(|s| self.declares(s));
            if i + 1 < n && self.roll(Feature::SwitchFallthrough, 30) {
                self.mark(Feature::SwitchFallthrough);
                if !body.is_empty() {
                    body.push(Stmt::Fallthrough);
                }
            } else {
                body.push(Stmt::Break);
            }
            cases.push(Case {
                label: Some(label),
                body,
                braces,
            });
        }
        if self.r.chance(50) {
            cx.push();
            let mut body = self.stmts(cx, depth + 1, 1);
            cx.pop();
            let braces = body.iter().any(|s| self.declares(s));
            body.push(Stmt::Break);
            cases.push(Case {
                label: None,
                body,
                braces,
            });
        }
        cx.switches -= 1;
        vec![Stmt::Switch(selector, cases)]
    }

    fn range_for(&mut self, cx: &mut Cx, depth: u32) -> Option<Stmt> {
        let arrays: Vec<Var> = self
            .visible(cx)
            .into_iter()
            .filter(|v| {
                v.dims.len() == 1
                    && v.mem != Mem::Constant
                    && !v.name.starts_with("dyn_")
                    && (v.ty.is_numeric() || matches!(v.ty, Ty::Record(_)))
            })
            .collect();
        if arrays.is_empty() {
            return None;
        }
        let a = self.r.pick(&arrays).clone();
        self.mark(Feature::RangeFor);
        let name = self.fresh_local();
        let elem = self.spell(&a.ty);
        let (decl, mutable) = match self.r.below(4) {
            0 => (format!("{elem} {name}"), true),
            1 => (format!("auto {name}"), true),
            2 if a.mutable => (format!("auto &{name}"), true),
            _ => (format!("const auto &{name}"), false),
        };
        cx.push();
        cx.declare(Var::local(name, a.ty.clone(), mutable));
        cx.loops += 1;
        let n = self.r.range(1, 2) as usize;
        let body = self.stmts(cx, depth + 1, n);
        cx.loops -= 1;
        cx.pop();
        Some(Stmt::RangeFor {
            decl,
            range: Expr::Name(a.name),
            body,
        })
    }

    /// `if (c) { break; }`, `if (c) { continue; }` in loops; `if (c) { return v; }` in functions.
    fn early_exit(&mut self, cx: &mut Cx) -> Option<Stmt> {
        let cond = self.cond(cx, 1);
        let exit = if cx.loops + cx.switches > 0 && self.r.chance(50) {
            if cx.loops > 0 && self.r.chance(50) {
                Stmt::Continue
            } else {
                Stmt::Break
            }
        } else if cx.in_lambda || cx.pure {
            return self.assign_stmt(cx);
        } else if cx.ret == Ty::Void {
            Stmt::Return(None)
        } else {
            let ret = cx.ret.clone();
            Stmt::Return(Some(self.value(cx, &ret, 2)?.e))
        };
        self.mark(Feature::If);
        Some(Stmt::If {
            init: None,
            cond,
            then: vec![exit],
            els: None,
        })
    }

    // ------------------------------------------------------------ CUDA, lambdas, preprocessor

    /// A kernel launch from host code.
    pub fn launch_stmt(&mut self, cx: &mut Cx) -> Option<Stmt> {
        let kernels: Vec<usize> = self
            .funcs
            .iter()
            .enumerate()
            .filter(|(_, f)| f.is_kernel)
            .map(|(i, _)| i)
            .collect();
        if kernels.is_empty() {
            return None;
        }
        // Prefer kernels not launched yet.
        let fresh: Vec<usize> = kernels
            .iter()
            .copied()
            .filter(|&k| !self.launched.contains(&self.funcs[k].name))
            .collect();
        let ki = if !fresh.is_empty() && self.r.chance(70) {
            *self.r.pick(&fresh)
        } else {
            *self.r.pick(&kernels)
        };
        self.launch_of(cx, ki)
    }

    pub fn launch_of(&mut self, cx: &mut Cx, ki: usize) -> Option<Stmt> {
        let f = self.funcs[ki].clone();
        self.mark(Feature::Launch);
        if cx.in_lambda {
            self.mark(Feature::LambdaLaunch);
        }
        self.launched.insert(f.name.clone());
        let (types, spelled, ints) = self.template_args(cx, &f, Want::Any);
        let deduce = !f.tparams.is_empty()
            && f.deducible()
            && ints.iter().all(|(n, v)| {
                f.tparams
                    .iter()
                    .any(|t| *t == TParam::Int(n.clone(), Some(*v)))
            })
            && self.roll(Feature::LaunchDeducedTemplate, 60);
        let mut kernel = f.name.clone();
        if !f.tparams.is_empty() {
            if deduce {
                self.mark(Feature::LaunchDeducedTemplate);
            } else {
                self.mark(Feature::LaunchExplicitTemplate);
                kernel = format!("{kernel}<{}>", spelled.join(", "));
            }
        }
        let mut config = Vec::new();
        let grid = if self.roll(Feature::LaunchDim3, 40) {
            self.dim3_value(cx).e
        } else {
            self.launch_dim(cx)
        };
        config.push(grid);
        let block = if self.roll(Feature::LaunchDim3, 25) {
            self.dim3_value(cx).e
        } else {
            let b = *self.r.pick(&[32, 64, 128, 256, 512]);
            self.express(b, 1)
        };
        config.push(block);
        let stream = self.roll(Feature::LaunchStream, 40);
        if stream || self.roll(Feature::LaunchSharedMem, 50) {
            self.mark(Feature::LaunchSharedMem);
            let shmem = match self.r.below(3) {
                0 => self.int_lit(0, &Ty::Int),
                1 => {
                    let t = *self.r.pick(&["float", "int", "double"]);
                    self.mark(Feature::Sizeof);
                    let k = *self.r.pick(&[32, 64, 128, 256]) as i128;
                    let n = self.int_lit(k, &Ty::Int);
                    Expr::bin(Expr::Keyword(format!("sizeof({t})")), "*", n)
                }
                _ => {
                    let v = *self.r.pick(&[256, 1024, 4096]);
                    self.express(v, 1)
                }
            };
            config.push(shmem);
        }
        if stream {
            self.mark(Feature::LaunchStream);
            let streams: Vec<Var> = self
                .visible(cx)
                .into_iter()
                .filter(|v| v.ty == Ty::Stream)
                .collect();
            let s = if !streams.is_empty() && self.r.chance(60) {
                Expr::Name(self.r.pick(&streams).name.clone())
            } else {
                match self.r.below(3) {
                    0 => Expr::lit("0"),
                    1 => Expr::lit("nullptr"),
                    _ => Expr::CCast("cudaStream_t".into(), Box::new(Expr::lit("0"))),
                }
            };
            config.push(s);
        }
        let mut args = Vec::new();
        for p in &f.params {
            let pt = subst(p, &types);
            let exact = deduce
                && f.tparams
                    .iter()
                    .any(|tp| matches!(tp, TParam::Type(n) if crate::model::mentions(p, n)));
            let a = if exact {
                self.exact(cx, &pt, 1)?
            } else {
                self.value(cx, &pt, 2)?
            };
            args.push(a.e);
        }
        Some(Stmt::Launch {
            kernel,
            config,
            args,
        })
    }

    fn lambda_stmt(&mut self, cx: &mut Cx, depth: u32) -> Vec<Stmt> {
        self.mark(Feature::Lambda);
        let outer_len = cx.scopes.len();
        let mut inner = cx.clone();
        inner.in_lambda = true;
        inner.loops = 0;
        inner.switches = 0;
        inner.budget = self.r.range(1, 3) as i32;
        inner.lambdas.clear();
        // capture: 0 none, 1 [&], 2 [=], 3 [=] mutable, 4 init capture
        let options = [
            (Feature::Lambda, 0u8),
            (Feature::LambdaCaptureRef, 1),
            (Feature::LambdaCaptureValue, 2),
            (Feature::LambdaMutable, 3),
            (Feature::LambdaInitCapture, 4),
        ];
        let cap = self.choose(&options).unwrap_or(0);
        let mut mutable = false;
        let mut init_capture: Option<Var> = None;
        let capture = match cap {
            1 => {
                self.mark(Feature::LambdaCaptureRef);
                "&".to_string()
            }
            2 => {
                self.mark(Feature::LambdaCaptureValue);
                inner.readonly_below = outer_len;
                "=".to_string()
            }
            3 => {
                self.mark(Feature::LambdaCaptureValue);
                self.mark(Feature::LambdaMutable);
                mutable = true;
                "=".to_string()
            }
            4 => {
                let v = self.arith(cx, &Ty::Int, 1, Want::Any);
                let name = self.fresh_local();
                self.mark(Feature::LambdaInitCapture);
                inner.hidden_below = outer_len;
                let nice = matches!(
                    v.ty,
                    Ty::Int
                        | Ty::UInt
                        | Ty::Long
                        | Ty::ULong
                        | Ty::LongLong
                        | Ty::ULongLong
                        | Ty::Float
                        | Ty::Double
                );
                let (e, ty) = if nice {
                    (v.e, v.ty)
                } else {
                    (Expr::FuncCast("int".into(), Box::new(v.e)), Ty::Int)
                };
                init_capture = Some(Var::local(name.clone(), ty, false));
                format!("{name} = {}", crate::ast::print_expr(&e))
            }
            _ => {
                inner.hidden_below = outer_len;
                String::new()
            }
        };
        inner.push();
        if let Some(v) = init_capture {
            inner.declare(v);
        }
        // An immediately invoked lambda: no parameters, no result.
        let iife = self.roll(Feature::LambdaIife, 25);
        let generic = !iife && self.roll(Feature::LambdaGeneric, 30);
        let nparams = if iife {
            0
        } else {
            self.r.range(if generic { 1 } else { 0 }, 2) as usize
        };
        let mut params = Vec::new();
        let mut ptys = Vec::new();
        for _ in 0..nparams {
            let pname = self.fresh_local();
            if generic {
                params.push(format!("auto {pname}"));
                ptys.push(Ty::Int);
                inner.declare(Var::local(pname, Ty::Dependent, true));
            } else {
                let t = self.num_scalar();
                let s = self.spell(&t);
                params.push(format!("{s} {pname}"));
                ptys.push(t.clone());
                inner.declare(Var::local(pname, t, true));
            }
        }
        let ret = if generic {
            Ty::Dependent
        } else if !iife && self.r.chance(70) {
            self.num_scalar()
        } else {
            Ty::Void
        };
        inner.ret = ret.clone();
        let n = inner.budget as usize;
        let mut body = self.stmts(&mut inner, depth + 1, n);
        if ret != Ty::Void {
            let v = if generic {
                inner
                    .scopes
                    .last()
                    .and_then(|s| s.iter().find(|v| v.ty == Ty::Dependent).cloned())
                    .map(|v| Expr::bin(Expr::Name(v.name), "*", Expr::lit("2")))
                    .unwrap_or_else(|| Expr::lit("0"))
            } else {
                self.value(&inner, &ret, 2)
                    .map(|v| v.e)
                    .unwrap_or_else(|| Expr::lit("0"))
            };
            body.push(Stmt::Return(Some(v)));
        }
        if generic {
            self.mark(Feature::LambdaGeneric);
        }
        let lambda = Lambda {
            capture,
            params: Some(params),
            mutable,
            ret: if ret != Ty::Void && !generic {
                Some(self.spell(&ret))
            } else {
                None
            },
            body,
        };
        // Immediately invoked, or kept in a variable.
        if iife {
            self.mark(Feature::LambdaIife);
            let mut l = lambda;
            if self.r.chance(50) && !l.mutable {
                l.params = None;
            }
            return vec![Stmt::Expr(Expr::Call(
                Box::new(Expr::Lambda(Box::new(l))),
                Vec::new(),
            ))];
        }
        let name = self.fresh_from(&["fn", "op", "lam", "step"]);
        let level = cx.scopes.len() - 1;
        let lret = if generic { Ty::Dependent } else { ret.clone() };
        // A lambda without parameters would be folded at each call: it is only called here.
        if !ptys.is_empty() {
            cx.lambdas.push(LocalFn {
                name: name.clone(),
                ret: lret,
                params: ptys.clone(),
                generic,
                level,
            });
        }
        let mut out = vec![Stmt::Decl(Decl::new(
            "auto",
            name.clone(),
            Init::Assign(Expr::Lambda(Box::new(lambda))),
        ))];
        // Call it right away, as real code would.
        if ret == Ty::Void || self.r.chance(40) {
            let mut args = Vec::new();
            for (i, p) in ptys.iter().enumerate() {
                match self.lambda_arg(cx, p, generic, i == 0, 1) {
                    Some(v) => args.push(v.e),
                    None => return out,
                }
            }
            out.push(Stmt::Expr(Expr::call(name, args)));
        }
        out
    }

    fn static_assert_stmt(&mut self) -> Stmt {
        self.mark(Feature::StaticAssert);
        let (e, msg) = self.static_assert_parts();
        Stmt::StaticAssert(e, msg)
    }

    pub fn static_assert_parts(&mut self) -> (Expr, Option<String>) {
        let v = self.r.range(1, 64);
        let lhs = self.express(v, 2);
        let e = match self.r.below(3) {
            0 => Expr::bin(lhs, "==", self.int_lit(v as i128, &Ty::Int)),
            1 => Expr::bin(lhs, ">", self.int_lit((v - 1) as i128, &Ty::Int)),
            _ => Expr::bin(
                Expr::Keyword("sizeof(int)".into()),
                "==",
                self.int_lit(4, &Ty::Int),
            ),
        };
        let msg = if self.r.chance(70) {
            Some(
                self.r
                    .pick(&[
                        "size check",
                        "tile must fit",
                        "bad config",
                        "expected value",
                    ])
                    .to_string(),
            )
        } else {
            None
        };
        (e, msg)
    }

    fn macro_stmt(&mut self, cx: &mut Cx) -> Option<Stmt> {
        let (name, kind) = self.r.pick(&self.macro_stmts).clone();
        let depth = self.cfg.expr_depth;
        let stmt = match kind {
            // SWAP(T, a, b)
            0 => {
                let vars: Vec<Var> = self
                    .visible(cx)
                    .into_iter()
                    .filter(|v| {
                        v.dims.is_empty() && v.ty.is_arith() && v.writable_in(cx.space) && v.mutable
                    })
                    .collect();
                if vars.is_empty() {
                    return self.assign_stmt(cx);
                }
                let a = self.r.pick(&vars).clone();
                let same: Vec<Var> = vars
                    .iter()
                    .filter(|v| v.ty == a.ty && v.name != a.name)
                    .cloned()
                    .collect();
                if same.is_empty() {
                    return self.assign_stmt(cx);
                }
                let b = self.r.pick(&same).clone();
                let t = self.spell(&a.ty);
                Stmt::Raw(format!("{name}({t}, {}, {});", a.name, b.name))
            }
            // ACCUM(x, v)
            _ => {
                let (lv, ty) = self.lvalue(cx, &|t| t.is_numeric() && *t != Ty::Bool)?;
                let v = self.arith(cx, &ty, depth, Want::Any);
                let p = crate::ast::Printer::new(&self.style);
                Stmt::Raw(format!(
                    "{name}({}, ({}));",
                    p.expr(&lv, 0),
                    p.expr(&v.e, 0)
                ))
            }
        };
        self.mark(Feature::MacroStatement);
        Some(stmt)
    }
}

/// The value a constant has after conversion to `ty`.
pub fn convert_konst(k: Konst, ty: &Ty) -> Konst {
    match (k, ty.is_integral()) {
        (Konst::Float(f), true) => Konst::Int(f as i128),
        (Konst::Int(v), false) if ty.is_floating() => Konst::Float(v as f64),
        (k, _) if matches!(ty, Ty::TParam(_)) && k.is_const() => Konst::No,
        (k, _) => k,
    }
}
