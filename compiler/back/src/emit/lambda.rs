//! Lambdas (E-MISC "Lambdas"): the expression re-printed as written, its body through the
//! statement printer, and the `typedef decltype(v) __T<n>;` after a variable of closure
//! type.
//!
//! Expressions are byte strings, but a lambda body is positioned line by line like any
//! block. So the body is printed by a second printer whose writer records positions as
//! in-band markers (`lines::MARK`); the real writer replays them when the expression's
//! text is written, with the line state of that moment.

use crate::il::expr::{Capture, CaptureDefault, Lambda};
use crate::il::{DeclId, DeclKind, Type};

use super::lines::LineWriter;
use super::types::DeclStyle;
use super::Printer;

impl<'a> Printer<'a> {
    /// A lambda expression: an extended lambda's wrapper, or the lambda as written.
    pub(super) fn lambda_into(&self, l: &Lambda, out: &mut Vec<u8>) {
        if !self.ext_lambda_into(l, out) {
            self.plain_lambda_into(l, out, self.in_device_body);
        }
    }

    /// `[captures](params) mutable ->ret { body } ` (the body's `} ` ends it). A device
    /// body (`device`) is `{ }` with the real one in a nested `#if 0`.
    pub(super) fn plain_lambda_into(&self, l: &Lambda, out: &mut Vec<u8>, device: bool) {
        out.push(b'[');
        self.captures_into(l, out);
        out.push(b']');
        if let Some(tp) = &l.template_params {
            // `[&]< class T> (T *p)`: the template header without its keyword.
            let header = self.template_header(tp);
            out.extend_from_slice(header.strip_prefix(b"template").unwrap_or(&header));
        }
        let op = self.tu.decl(l.call_operator);
        let DeclKind::Function(f) = &op.kind else {
            return;
        };
        if l.has_params {
            out.push(b'(');
            for (i, &p) in f.params.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b", ");
                }
                let pdecl = self.tu.decl(p);
                if let DeclKind::Param(pd) = &pdecl.kind {
                    let name = self.tu.name_bytes(p).to_vec();
                    // `auto... rest` prints `auto ...rest`.
                    let (ty, dots) = match self.tu.types.get(pd.ty) {
                        Type::PackExpansion(u) => (*u, &b"..."[..]),
                        _ => (pd.ty, &b""[..]),
                    };
                    // D-ATTR: leading attributes stay, each at its own line (LD-2).
                    for (at, t) in self.leading_attr_items(p) {
                        super::lines::position_marker(out, at);
                        out.extend_from_slice(&t);
                        out.push(b' ');
                    }
                    let mut hole = dots.to_vec();
                    hole.push(0x02);
                    let text = self.declarator(ty, &hole, DeclStyle::Normal);
                    // LD-2: a parameter's name carries its position.
                    let cut = text.iter().position(|&c| c == 0x02).unwrap_or(text.len());
                    out.extend_from_slice(&text[..cut]);
                    if !name.is_empty() {
                        super::lines::position_marker(out, pdecl.pos);
                    }
                    out.extend_from_slice(&name);
                    out.extend_from_slice(text.get(cut + 1..).unwrap_or(&[]));
                    if let Some(def) = pd.default {
                        out.extend_from_slice(b" = ");
                        out.extend_from_slice(&self.expr_top(def));
                    }
                }
            }
            if self
                .tu
                .types
                .as_function(f.ty)
                .is_some_and(|ft| ft.variadic)
            {
                out.extend_from_slice(if f.params.is_empty() {
                    b"..."
                } else {
                    b", ..."
                });
            }
            out.push(b')');
        }
        if l.mutable {
            out.extend_from_slice(b" mutable");
        }
        if let Some(ft) = self.tu.types.as_function(f.ty) {
            if ft.exception != crate::il::types::ExceptionSpec::None {
                let q = self.function_quals(&crate::il::types::FunctionType {
                    quals: crate::il::Quals::NONE,
                    ref_qual: Default::default(),
                    ..ft.clone()
                });
                out.extend_from_slice(&q);
            }
        }
        if let Some(r) = l.explicit_return {
            out.extend_from_slice(b"->");
            out.extend_from_slice(&self.type_text(r));
        }
        let noexcept = self
            .tu
            .types
            .as_function(f.ty)
            .is_some_and(|ft| ft.exception != crate::il::types::ExceptionSpec::None);
        if l.has_params || l.mutable || noexcept || l.explicit_return.is_some() {
            out.push(b' ');
        }
        let Some(body) = f.body.as_ref().map(|b| b.body) else {
            out.extend_from_slice(b"{ } ");
            return;
        };
        let ret = self.tu.types.as_function(f.ty).map(|ft| ft.ret);
        let mut sub = Printer::new(self.tu, self.w.source_map(), self.opts, self.module_id);
        sub.w = LineWriter::recording(self.w.source_map());
        sub.in_device_body = device;
        sub.ext_lambdas = self.ext_lambdas.clone();
        sub.host_runtime_done = true;
        sub.return_type = ret;
        sub.lambda_typedefs.set(self.lambda_typedefs.get());
        sub.lambda_frames = self.lambda_frames.clone();
        sub.lambda_frames.push(l.call_operator);
        *sub.introduced.borrow_mut() = self.introduced.borrow().clone();
        if device {
            // The call operator of a lambda in device code is a device function: a dummy
            // body, then the real one in a nested `#if 0`.
            sub.w.end_line();
            sub.w.str("{ }");
            sub.w.begin_if0();
            sub.stmt(body, 1);
            sub.w.end_if0();
        } else {
            sub.stmt(body, 1);
        }
        self.lambda_typedefs.set(sub.lambda_typedefs.get());
        self.introduced
            .borrow_mut()
            .extend(sub.introduced.borrow().iter().copied());
        self.host_refs.borrow_mut().extend(sub.host_refs.take());
        if let Some(c) = sub.unimplemented.get() {
            self.not_implemented(c);
        }
        out.extend_from_slice(&sub.w.into_bytes());
    }

    /// A parameter, or a block variable with automatic storage not usable in constant
    /// expressions: what a lambda captures (its uses are rewritten through the closure).
    pub(super) fn is_capturable_local(&self, d: DeclId) -> bool {
        match &self.tu.decl(d).kind {
            DeclKind::Var(v) => {
                !v.field
                    && matches!(
                        v.storage,
                        crate::il::decl::StorageClass::None
                            | crate::il::decl::StorageClass::Register
                    )
                    && !self.usable_in_constant_expressions(v)
            }
            DeclKind::Param(_) => true,
            _ => false,
        }
    }

    fn captures_into(&self, l: &Lambda, out: &mut Vec<u8>) {
        let mut first = true;
        let mut sep = |out: &mut Vec<u8>| {
            if !std::mem::take(&mut first) {
                out.extend_from_slice(b", ");
            }
        };
        match l.default_capture {
            CaptureDefault::None => {}
            CaptureDefault::Copy => {
                sep(out);
                out.push(b'=');
            }
            CaptureDefault::Ref => {
                sep(out);
                out.push(b'&');
            }
        }
        for c in &l.captures {
            sep(out);
            match c {
                Capture::This { .. } => out.extend_from_slice(b"this"),
                Capture::StarThis { .. } => out.extend_from_slice(b"*this"),
                Capture::Var {
                    var, by_ref, pack, ..
                } => {
                    if *by_ref {
                        out.push(b'&');
                    }
                    out.extend_from_slice(self.tu.name_bytes(*var));
                    if *pack {
                        out.extend_from_slice(b"...");
                    }
                }
                Capture::Init { var, by_ref, .. } => {
                    if *by_ref {
                        out.push(b'&');
                    }
                    out.extend_from_slice(self.tu.name_bytes(*var));
                    if let DeclKind::Var(v) = &self.tu.decl(*var).kind {
                        if let Some(init) = v.init {
                            out.extend_from_slice(b" = ");
                            out.extend_from_slice(&self.expr_init_to(init.expr, Some(v.ty)));
                        }
                    }
                }
            }
        }
    }

    /// Whether `d`, named inside a lambda body, is a variable of an enclosing function:
    /// a capture, printed bare but wrapped as an operand (C-THIS).
    pub fn is_capture(&self, d: DeclId) -> bool {
        let Some(&frame) = self.lambda_frames.last() else {
            return false;
        };
        let decl = self.tu.decl(d);
        let local = self.is_capturable_local(d);
        let Some(parent) = decl.parent else {
            return false;
        };
        local && parent != frame && matches!(self.tu.decl(parent).kind, DeclKind::Function(_))
    }

    /// A `constexpr` variable, or a `const` integral or enum one with a constant
    /// initializer: naming it is not an odr-use, so a lambda does not capture it.
    pub(super) fn usable_in_constant_expressions(&self, v: &crate::il::decl::VarDecl) -> bool {
        let types = &self.tu.types;
        let (_, q) = types.split_quals(v.ty);
        let integral = types.is_integral(v.ty) || matches!(types.shape(v.ty), Type::Enum(_));
        let constant_init = v.init.is_some_and(|i| self.tu.expr(i.expr).value.is_some());
        // A constexpr object of class type is still named through the closure.
        let class = matches!(types.shape(v.ty), Type::Class(_));
        (v.constexpr && !class) || (q.has(crate::il::Quals::CONST) && integral && constant_init)
    }

    /// Whether a variable gets the lambda helper typedef: its type is a closure type and
    /// it is not inside a template (S10: no typedef, no number used up).
    pub fn wants_lambda_typedef(&self, d: DeclId) -> bool {
        let decl = self.tu.decl(d);
        let DeclKind::Var(v) = &decl.kind else {
            return false;
        };
        let closure = |t| {
            let c = self.tu.types.unqualified(self.tu.types.canonical(t));
            matches!(self.tu.types.get(c), Type::Class(k)
                if matches!(&self.tu.decl(*k).kind, DeclKind::Class(cd) if cd.is_lambda))
        };
        // Not `int (*fp)(int) = []{}` (a conversion), nor in an if/for/switch init.
        // A closure prvalue: the lambda itself or a call returning one (`auto add =
        // mk(3);`), not a copy of a closure variable.
        let by_prvalue = v.init.is_some_and(|i| {
            let e = self.tu.expr(self.strip_parens(i.expr));
            closure(v.ty)
                && (matches!(e.kind, crate::il::ExprKind::Lambda(_))
                    || (e.cat == crate::il::ValueCategory::PrValue && closure(e.ty)))
        });
        by_prvalue && !self.in_condition_init && !self.in_template(d)
    }

    /// A lambda written in a template definition: called where it is written, it prints
    /// as written, `[](T u) { … } (t)`, not as a call of the closure object
    /// `([](int x) { … } )(2)`.
    pub(super) fn lambda_in_template(&self, l: &crate::il::expr::Lambda) -> bool {
        self.in_template(l.closure) || self.in_template(self.scope.get())
    }

    pub(super) fn in_template(&self, d: DeclId) -> bool {
        let mut p = self.tu.decl(d).parent;
        for _ in 0..10_000 {
            let Some(x) = p else {
                return false;
            };
            let decl = self.tu.decl(x);
            if matches!(decl.kind, DeclKind::Template(_)) {
                return true;
            }
            p = decl.parent;
        }
        false
    }

    /// `typedef decltype(v) __T<n>;` (no trailing space). A cv-qualified variable gets
    /// two names (`const auto f = …` → `__T12, __T13`, `constexpr auto f = …` too).
    pub fn lambda_typedef(&mut self, d: DeclId) {
        let qualified = match &self.tu.decl(d).kind {
            // `constexpr` makes the variable const.
            DeclKind::Var(v) => v.constexpr || !self.tu.types.split_quals(v.ty).1.is_empty(),
            _ => false,
        };
        let mut t = b"typedef decltype(".to_vec();
        t.extend_from_slice(&self.value_name(d));
        t.extend_from_slice(b")");
        for i in 0..(1 + u32::from(qualified)) {
            let n = self.lambda_typedefs.get();
            self.lambda_typedefs.set(n + 1);
            t.extend_from_slice(if i == 0 { b" " } else { b", " });
            t.extend_from_slice(format!("__T{n}").as_bytes());
        }
        t.push(b';');
        self.w.text(&t);
    }
}
