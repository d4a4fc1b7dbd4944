//! Extended lambdas (`--extended-lambda`) in the host file: a `__device__` lambda of host
//! code becomes a `__nv_dl_wrapper_t<tag, captures…>(tag{}, values…)` construction with
//! the lambda's text in `#if 0` (its body in a nested one); a `__host__ __device__`
//! lambda is passed to `__nv_hdl_create_wrapper_t<…>::__nv_hdl_create_wrapper(lambda,
//! values…)`. The tag names the enclosing function (its pointer type with parameter
//! names, its address) and the lambda's number among that function's extended lambdas.
//! The capture counts used decide which wrapper specializations the preamble has.

use std::collections::HashMap;

use crate::il::attr::ExecSpace;
use crate::il::expr::{Capture, CaptureDefault, Lambda};
use crate::il::{DeclId, DeclKind, ExprId, ExprKind, Type};

use super::ext_preamble::CaptureCounts;
use super::Printer;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExtKind {
    Device,
    HostDevice,
}

/// What the wrapper of one extended lambda needs.
#[derive(Clone, Debug)]
pub struct ExtLambda {
    pub kind: ExtKind,
    /// The function whose body holds the lambda.
    pub enclosing: DeclId,
    /// 1-based, among the enclosing function's extended lambdas in source order.
    pub number: u32,
    /// What the closure captures, explicit captures first, then implicit ones in order
    /// of first use.
    pub captures: Vec<WrapperCapture>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrapperCapture {
    Var(DeclId),
    This,
    StarThis,
}

/// Every extended lambda of the TU (by call operator) and the capture counts used.
#[derive(Clone, Debug, Default)]
pub struct ExtLambdas {
    pub by_operator: HashMap<DeclId, ExtLambda>,
    pub counts: CaptureCounts,
}

impl Printer<'_> {
    /// The TU's extended lambdas (computed once).
    pub fn ext_lambdas(&self) -> &ExtLambdas {
        self.ext_lambdas.get_or_init(|| {
            if self.opts.extended_lambda {
                self.collect_ext_lambdas()
            } else {
                ExtLambdas::default()
            }
        })
    }

    fn collect_ext_lambdas(&self) -> ExtLambdas {
        let tu = self.tu;
        let mut all = ExtLambdas::default();
        let mut numbers: HashMap<DeclId, u32> = HashMap::new();
        for (id, e) in tu.exprs.iter() {
            let ExprKind::Lambda(l) = &e.kind else {
                continue;
            };
            let exec = tu.decl(l.call_operator).attrs.cuda.exec;
            let kind = if exec.has(ExecSpace::DEVICE) && exec.has(ExecSpace::HOST) {
                ExtKind::HostDevice
            } else if exec.has(ExecSpace::DEVICE) {
                ExtKind::Device
            } else {
                continue;
            };
            let Some(enclosing) = self.enclosing_function(l.closure) else {
                continue;
            };
            let captures = self.wrapper_captures(id, l);
            match kind {
                ExtKind::Device => all.counts.device.insert(captures.len()),
                ExtKind::HostDevice => all.counts.host_device.insert(captures.len()),
            };
            let n = numbers.entry(enclosing).or_insert(0);
            *n += 1;
            all.by_operator.insert(
                l.call_operator,
                ExtLambda {
                    kind,
                    enclosing,
                    number: *n,
                    captures,
                },
            );
        }
        all
    }

    /// The host function a lambda's closure is defined in (none for lambdas of device
    /// code or at namespace scope, and for lambdas nested in lambdas).
    fn enclosing_function(&self, closure: DeclId) -> Option<DeclId> {
        let parent = self.tu.decl(closure).parent?;
        let decl = self.tu.decl(parent);
        let DeclKind::Function(_) = &decl.kind else {
            return None;
        };
        let exec = decl.attrs.cuda.exec.effective();
        let in_lambda = decl
            .parent
            .is_some_and(|c| matches!(&self.tu.decl(c).kind, DeclKind::Class(cd) if cd.is_lambda));
        (exec.has(ExecSpace::HOST) && !in_lambda).then_some(parent)
    }

    /// The explicit captures, then (with a capture default) the enclosing functions'
    /// variables and `this` the body uses, in order of first use.
    fn wrapper_captures(&self, lambda: ExprId, l: &Lambda) -> Vec<WrapperCapture> {
        let mut out: Vec<WrapperCapture> = Vec::new();
        for c in &l.captures {
            out.push(match c {
                Capture::This { .. } => WrapperCapture::This,
                Capture::StarThis { .. } => WrapperCapture::StarThis,
                Capture::Var { var, .. } | Capture::Init { var, .. } => WrapperCapture::Var(*var),
            });
        }
        if l.default_capture == CaptureDefault::None {
            return out;
        }
        let DeclKind::Function(f) = &self.tu.decl(l.call_operator).kind else {
            return out;
        };
        let Some(body) = f.body.as_ref().map(|b| b.body) else {
            return out;
        };
        let crate::il::StmtKind::Compound(block) = &self.tu.stmts[body].kind else {
            return out;
        };
        let (open, close) = (block.open, block.close);
        let inside = |p: crate::source::Pos| {
            p.file == open.file && p.offset > open.offset && p.offset < close.offset
        };
        let has_star_this = out.contains(&WrapperCapture::StarThis);
        for i in 0..lambda.0 {
            let e = &self.tu.exprs[ExprId(i)];
            if !inside(e.pos) {
                continue;
            }
            let c = match &e.kind {
                ExprKind::DeclRef { decl, .. } if self.captured_from_outside(*decl, l) => {
                    WrapperCapture::Var(*decl)
                }
                ExprKind::This { .. } if !has_star_this => WrapperCapture::This,
                _ => continue,
            };
            if !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }

    /// A local variable or parameter of an enclosing function, declared before the
    /// lambda and odr-used by naming it.
    fn captured_from_outside(&self, d: DeclId, l: &Lambda) -> bool {
        let decl = self.tu.decl(d);
        let before = decl.pos.file == l.intro_pos.file && decl.pos.offset < l.intro_pos.offset;
        let local = self.is_capturable_local(d);
        let in_function = decl
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Function(_)));
        before && local && in_function
    }

    /// The wrapper construction that replaces an extended lambda, or None for a lambda
    /// printed as written.
    pub(super) fn ext_lambda_into(&self, l: &Lambda, out: &mut Vec<u8>) -> bool {
        let Some(x) = self
            .ext_lambdas()
            .by_operator
            .get(&l.call_operator)
            .cloned()
        else {
            return false;
        };
        let tag = self.ext_tag(l, &x);
        let (types, values) = self.capture_lists(&x.captures);
        match x.kind {
            ExtKind::Device => {
                out.extend_from_slice(b"__nv_dl_wrapper_t< ");
                out.extend_from_slice(&tag);
                out.extend_from_slice(&types);
                out.extend_from_slice(b">( ");
                out.extend_from_slice(&tag);
                out.extend_from_slice(b"{} ");
                out.extend_from_slice(&values);
                out.extend_from_slice(b") ");
                // The lambda as written stays for the reader, hidden from the host compiler.
                super::lines::if0_marker(out);
                self.plain_lambda_into(l, out, true);
                super::lines::endif_marker(out);
            }
            ExtKind::HostDevice => {
                let fptr = x.captures.is_empty();
                out.extend_from_slice(
                    format!("__nv_hdl_create_wrapper_t< {}, {}, ", l.mutable, fptr).as_bytes(),
                );
                out.extend_from_slice(&tag);
                out.extend_from_slice(&types);
                out.extend_from_slice(b">::__nv_hdl_create_wrapper( ");
                self.plain_lambda_into(l, out, false);
                out.extend_from_slice(&values);
                out.extend_from_slice(b") ");
            }
        }
        true
    }

    /// `, T1, T2` and `, v1, v2` (each list empty without captures; the tag before them
    /// ends with a space).
    fn capture_lists(&self, caps: &[WrapperCapture]) -> (Vec<u8>, Vec<u8>) {
        let mut types = Vec::new();
        let mut values = Vec::new();
        for c in caps {
            types.extend_from_slice(b", ");
            values.extend_from_slice(b", ");
            match c {
                WrapperCapture::Var(d) => {
                    let name = self.value_name(*d);
                    types.extend_from_slice(b"typename __nvdl_remove_ref<decltype(");
                    types.extend_from_slice(&name);
                    types.extend_from_slice(b")>::type");
                    values.extend_from_slice(&name);
                }
                WrapperCapture::This => {
                    types.extend_from_slice(b"decltype(this) const");
                    values.extend_from_slice(b"this");
                }
                WrapperCapture::StarThis => {
                    types.extend_from_slice(
                        b"typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this) > ::type> :: type const",
                    );
                    values.extend_from_slice(b"*this");
                }
            }
        }
        (types, values)
    }

    /// `__nv_dl_tag<void (*)(int n),(& ::f),1> ` (trailing-return form for a
    /// `__device__` lambda with `-> T`).
    fn ext_tag(&self, l: &Lambda, x: &ExtLambda) -> Vec<u8> {
        let f = x.enclosing;
        let decl = self.tu.decl(f);
        let DeclKind::Function(fd) = &decl.kind else {
            return Vec::new();
        };
        let ft = self.tu.types.as_function(fd.ty).cloned();
        let class = decl
            .parent
            .filter(|&p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)));
        let mut v = Vec::new();
        let trailing = x.kind == ExtKind::Device && l.explicit_return.is_some();
        v.extend_from_slice(if trailing {
            b"__nv_dl_trailing_return_tag<"
        } else {
            b"__nv_dl_tag<"
        });
        // The enclosing function's pointer type, with its parameters' names.
        if let Some(ft) = &ft {
            let ret = self.type_text(ft.ret);
            v.extend_from_slice(&ret);
            if !matches!(ret.last(), Some(b'*' | b'&')) {
                v.push(b' ');
            }
        }
        match class {
            Some(c) => {
                v.push(b'(');
                v.extend_from_slice(&self.type_name(c));
                v.extend_from_slice(b"::*)(");
            }
            None => v.extend_from_slice(b"(*)("),
        }
        if fd.params.is_empty() {
            v.extend_from_slice(b"void");
        }
        for (i, &p) in fd.params.iter().enumerate() {
            if i > 0 {
                v.extend_from_slice(b", ");
            }
            if let DeclKind::Param(pd) = &self.tu.decl(p).kind {
                v.extend_from_slice(&self.named_param_text(pd.ty, self.tu.name_bytes(p)));
            }
        }
        v.push(b')');
        if let (Some(ft), Some(_)) = (&ft, class) {
            v.extend_from_slice(&self.function_quals(ft));
        }
        // Its address.
        v.extend_from_slice(b",(&");
        let name = self.decl_name_text(decl.name, decl.parent);
        match class {
            Some(c) => {
                v.extend_from_slice(&self.type_name(c));
                v.extend_from_slice(b"::");
                v.extend_from_slice(&name);
            }
            None => {
                let path = self.namespace_path(f);
                v.extend_from_slice(if path.is_empty() { b" ::" } else { b" " });
                v.extend_from_slice(&path);
                v.extend_from_slice(&name);
            }
        }
        let template = decl
            .parent
            .filter(|&p| matches!(self.tu.decl(p).kind, DeclKind::Template(_)));
        if let Some(t) = template {
            if let DeclKind::Template(td) = &self.tu.decl(t).kind {
                if let Some(list) = td.param_lists.last() {
                    let names: Vec<Vec<u8>> = list
                        .params
                        .iter()
                        .map(|&p| self.tu.name_bytes(p).to_vec())
                        .collect();
                    v.extend_from_slice(b"< ");
                    v.extend_from_slice(&names.join(&b", "[..]));
                    v.extend_from_slice(b"> ");
                }
            }
        }
        v.extend_from_slice(b"),");
        if let (true, Some(r)) = (trailing, l.explicit_return) {
            v.extend_from_slice(&self.type_text(r));
            v.extend_from_slice(b", ");
        }
        v.extend_from_slice(format!("{}> ", x.number).as_bytes());
        v
    }

    /// A parameter as the tag spells it: the type with ` name` where the declarator's
    /// name goes (`int n`, `const float * x`, `int (* p)[3]`).
    fn named_param_text(&self, ty: crate::il::TypeId, name: &[u8]) -> Vec<u8> {
        let ty = match self.tu.types.get(ty) {
            Type::PackExpansion(u) => *u,
            _ => ty,
        };
        let text = self.declarator(ty, &[0x02], super::types::DeclStyle::Normal);
        let cut = text.iter().position(|&c| c == 0x02).unwrap_or(text.len());
        let mut v = text[..cut].trim_ascii_end().to_vec();
        if !name.is_empty() {
            v.push(b' ');
            v.extend_from_slice(name);
        }
        v.extend_from_slice(text.get(cut + 1..).unwrap_or(&[]));
        v
    }
}
