//! Statement-level constructs of cudagen 0.2: structured bindings (the names they bind join the
//! scope), local classes, `if constexpr`, `try`/`catch` in host code, and extended lambdas
//! launched through a kernel template.

use super::super::expr::Want;
use super::super::Cx;
use super::Gen;
use crate::ast::{Space, Stmt};
use crate::features::Feature;
use crate::model::{Mem, TParam, Ty, Var};

#[derive(Clone, Copy)]
enum StmtKind {
    Binding,
    LocalClass,
    IfConstexpr,
    Try,
    ExtLambda,
}

impl Gen<'_, '_> {
    /// May a statement construct appear here (0 disables the hook, so 0.1 draws as it did)?
    pub(crate) fn cxx_stmt_weight(&self, cx: &Cx) -> u32 {
        if !self.is_cxx() || cx.pure {
            return 0;
        }
        let w = [
            Feature::StructuredBinding,
            Feature::LocalClass,
            Feature::IfConstexpr,
            Feature::Exceptions,
            Feature::ExtendedLambda,
        ]
        .iter()
        .map(|f| self.fs.weight(*f))
        .sum::<u32>();
        w.min(8)
    }

    /// One statement construct (possibly none, when its preconditions fail).
    pub(crate) fn cxx_stmt(&mut self, cx: &mut Cx, depth: u32) -> Vec<Stmt> {
        let host_free = cx.space == Space::Host
            && !cx.in_lambda
            && cx.record.is_none()
            && cx.tparams.is_empty();
        let options = [
            (Feature::StructuredBinding, StmtKind::Binding),
            (Feature::LocalClass, StmtKind::LocalClass),
            (Feature::IfConstexpr, StmtKind::IfConstexpr),
            (Feature::Exceptions, StmtKind::Try),
            (Feature::ExtendedLambda, StmtKind::ExtLambda),
        ];
        let Some(kind) = self.choose(&options) else {
            return Vec::new();
        };
        match kind {
            StmtKind::Binding => self.binding_stmt(cx),
            StmtKind::LocalClass => self.local_class_stmt(cx),
            StmtKind::IfConstexpr => self.if_constexpr_stmt(cx, depth),
            StmtKind::Try if cx.space == Space::Host && !cx.in_lambda => self.try_stmt(cx, depth),
            StmtKind::ExtLambda if host_free && self.apply_kernel.is_some() => {
                self.ext_lambda_stmt(cx)
            }
            _ => Vec::new(),
        }
    }

    fn binding_stmt(&mut self, cx: &mut Cx) -> Vec<Stmt> {
        // A local record with public arithmetic fields only, or a small local array.
        let candidates: Vec<(String, Vec<Ty>)> = self
            .visible(cx)
            .into_iter()
            .filter(|v| v.mem == Mem::Local)
            .filter_map(|v| match (&v.ty, v.dims.as_slice()) {
                (Ty::Record(ri), []) => {
                    let r = &self.records[*ri];
                    (!r.fields.is_empty()
                        && r.fields.len() <= 4
                        && r.fields
                            .iter()
                            .all(|(_, t, public)| *public && t.is_arith()))
                    .then(|| {
                        (
                            v.name.clone(),
                            r.fields.iter().map(|f| f.1.clone()).collect(),
                        )
                    })
                }
                (t, [n]) if t.is_arith() && (1..=4).contains(n) => {
                    Some((v.name.clone(), vec![t.clone(); *n as usize]))
                }
                _ => None,
            })
            .collect();
        if candidates.is_empty() {
            return Vec::new();
        }
        self.mark(Feature::StructuredBinding);
        let (source, types) = self.r.pick(&candidates).clone();
        let names: Vec<String> = types.iter().map(|_| self.fresh_local()).collect();
        let form = *self.r.pick(&["auto", "auto &", "const auto &", "auto &&"]);
        let form = if form == "auto &" && !self.writable_local(cx, &source) {
            "const auto &"
        } else {
            form
        };
        let sep = if form.ends_with('&') { "" } else { " " };
        let stmt = Stmt::Raw(format!("{form}{sep}[{}] = {source};", names.join(", ")));
        for (n, t) in names.into_iter().zip(types) {
            self.declare_raw(cx, Var::local(n, t, false));
        }
        vec![stmt]
    }

    fn writable_local(&self, cx: &Cx, name: &str) -> bool {
        self.visible(cx)
            .iter()
            .any(|v| v.name == name && v.mutable && v.writable_in(cx.space))
    }

    fn local_class_stmt(&mut self, cx: &mut Cx) -> Vec<Stmt> {
        self.mark(Feature::LocalClass);
        let cls = self.fresh("Local");
        let obj = self.fresh_local();
        let res = self.fresh_local();
        let s = if cx.space == Space::Host {
            ""
        } else {
            "__host__ __device__ "
        };
        let Some(arg) = self.value(cx, &Ty::Int, 1) else {
            return Vec::new();
        };
        let arg = self.print_expr_text(&arg.e);
        let k = self.r.range(0, 9);
        let i = self.style.indent;
        let text = format!(
            "struct {cls} {{\n{i}int s;\n{i}{s}int add(int v) {{ s += v; return s; }}\n}};\n{cls} {obj}{{{k}}};\nint {res} = {obj}.add({arg});"
        );
        self.declare_raw(cx, Var::local(res, Ty::Int, true));
        vec![Stmt::Raw(text)]
    }

    fn if_constexpr_stmt(&mut self, cx: &mut Cx, depth: u32) -> Vec<Stmt> {
        self.mark(Feature::IfConstexpr);
        let own: Vec<String> = cx
            .tparams
            .iter()
            .filter_map(|t| match t {
                TParam::Type(n) => Some(n.clone()),
                TParam::Int(..) => None,
            })
            .collect();
        let cond = if !own.is_empty() && self.r.chance(70) {
            let t = self.r.pick(&own).clone();
            format!(
                "sizeof({t}) {} {}",
                *self.r.pick(&["==", ">=", "<"]),
                *self.r.pick(&[4, 8])
            )
        } else {
            let t = *self.r.pick(&["long", "int", "double", "void *"]);
            format!("sizeof({t}) == {}", *self.r.pick(&[4, 8]))
        };
        let then = self.block(cx, depth + 1, 2);
        let mut parts = vec![(format!("if constexpr ({cond})"), then)];
        if self.r.chance(50) {
            parts.push(("else".to_string(), self.block(cx, depth + 1, 1)));
        }
        vec![Stmt::Chain(parts)]
    }

    fn try_stmt(&mut self, cx: &mut Cx, depth: u32) -> Vec<Stmt> {
        self.mark(Feature::Exceptions);
        let mut body = self.block(cx, depth + 1, 2);
        if let Some(v) = self.arith_nonconst(cx, &Ty::Int, 0, Want::Integral) {
            let limit = self.r.range(1, 100);
            let e = self.print_expr_text(&v.e);
            body.push(Stmt::If {
                init: None,
                cond: crate::ast::Expr::Keyword(format!("{e} > {limit}")),
                then: vec![Stmt::Raw(format!("throw {limit};"))],
                els: None,
            });
        }
        let catch = if self.r.chance(50) {
            "catch (int)"
        } else {
            "catch (...)"
        };
        let mut parts = vec![("try".to_string(), body), (catch.to_string(), Vec::new())];
        if catch == "catch (int)" && self.r.chance(50) {
            parts.push(("catch (...)".to_string(), Vec::new()));
        }
        vec![Stmt::Chain(parts)]
    }

    fn ext_lambda_stmt(&mut self, cx: &mut Cx) -> Vec<Stmt> {
        let Some(kernel) = self.apply_kernel.clone() else {
            return Vec::new();
        };
        let captured: Vec<String> = self
            .visible(cx)
            .into_iter()
            .filter(|v| v.mem == Mem::Local && v.ty == Ty::Int && v.dims.is_empty())
            .map(|v| v.name)
            .collect();
        if captured.is_empty() {
            return Vec::new();
        }
        self.mark(Feature::ExtendedLambda);
        self.mark(Feature::Lambda);
        self.needed_flags.insert("--extended-lambda");
        let cap = self.r.pick(&captured).clone();
        let lam = self.fresh("lam");
        let k = self.r.range(2, 9);
        let hd = self.r.chance(40);
        let annot = if hd {
            "__host__ __device__"
        } else {
            "__device__"
        };
        let capture = if self.r.chance(50) {
            "=".to_string()
        } else {
            cap.clone()
        };
        let mut text = format!(
            "auto {lam} = [{capture}] {annot} (int v) {{ return v * {k} + {cap}; }};\n{kernel}<<<1, 32>>>({lam}, nullptr, {cap});"
        );
        self.mark(Feature::Launch);
        if hd {
            let r = self.fresh_local();
            text.push_str(&format!("\nint {r} = {lam}({cap});"));
            self.declare_raw(cx, Var::local(r, Ty::Int, true));
        }
        vec![Stmt::Raw(text)]
    }

    fn print_expr_text(&self, e: &crate::ast::Expr) -> String {
        crate::ast::Printer::new(&self.style).expr_top(e, 0)
    }
}
