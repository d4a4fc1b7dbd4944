//! The CUDA transformations of the host file (K-FN, K-KERNEL, K-VAR).
//!
//! Host code sees device functions as declarations with a dummy body that never runs,
//! kernels as hidden-visibility declarations (the stub file defines them), and device
//! variables as host shadows without initializer; the real device bodies follow inside
//! `#if 0` so line numbers stay meaningful.

use crate::il::decl::{FunctionDecl, StorageClass};
use crate::il::{DeclId, DeclKind, MemorySpace, StmtId, StmtKind, Type};

use super::types::DeclStyle;
use super::Printer;

impl Printer<'_> {
    /// Whether a declaration lives in an anonymous namespace (internal linkage).
    fn in_anonymous_namespace(&self, d: DeclId) -> bool {
        self.tu.ancestors(d).iter().any(|&a| {
            matches!(self.tu.decl(a).kind, DeclKind::Namespace(_))
                && matches!(self.tu.decl(a).name, crate::il::DeclName::Anonymous)
        })
    }

    /// K-KERNEL: what replaces a kernel's specifiers.
    pub fn kernel_prefix(&mut self, f: &FunctionDecl) {
        if f.storage == StorageClass::Static {
            self.w.str("static ");
        } else if self.opts.device_hidden_visibility {
            self.w.str("__attribute__((visibility(\"hidden\"))) ");
        }
        if self.opts.debug_mode {
            self.w.str(" __attribute((noinline)) ");
        }
    }

    /// K-FN: the attributes before a device function.
    pub fn device_fn_prefix(&mut self, d: DeclId, _f: &FunctionDecl) {
        if self.has_gnu_attr(d, b"always_inline") {
            self.w.str("__attribute((always_inline)) ");
        } else if self.has_gnu_attr(d, b"noinline") {
            self.w.str("__attribute((noinline)) ");
        }
        let member = self
            .tu
            .decl(d)
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)));
        if !member {
            self.w.str("__attribute__((unused)) ");
        }
    }

    /// K-FN: `{int volatile ___ = 1;(void)x;::exit(___);}`, split before `::exit` when
    /// the body's braces are on different lines.
    pub fn device_dummy_body(&mut self, d: DeclId, f: &FunctionDecl, body: StmtId) {
        let (open, close) = match &self.tu.stmt(body).kind {
            StmtKind::Compound(b) => (b.open, b.close),
            _ => (self.tu.stmt(body).pos, self.tu.stmt(body).pos),
        };
        self.w.str(" ");
        self.w.position(open);
        let ctor_like = matches!(
            self.tu.decl(d).name,
            crate::il::DeclName::Constructor | crate::il::DeclName::Destructor
        );
        if ctor_like {
            self.w.str("{int *volatile ___ = 0;");
            self.w.position(close);
            self.w.str("::free(___);}");
            return;
        }
        self.w.str("{int volatile ___ = 1;");
        for &p in &f.params {
            let n = self.tu.name_bytes(p).to_vec();
            if !n.is_empty() {
                self.w.str("(void)");
                self.w.text(&n);
                self.w.str(";");
            }
        }
        self.w.position(close);
        self.w.str("::exit(___);}");
    }

    /// K-VAR: a memory-space variable's host form. Positions the declaration and writes
    /// its prefix; returns false when it wrote the whole declaration (managed variables).
    pub fn cuda_var_prefix(&mut self, d: DeclId) -> bool {
        let decl = self.tu.decl(d);
        let mem = decl.attrs.cuda.memory;
        let DeclKind::Var(v) = &decl.kind else {
            return true;
        };
        if mem.is_empty() {
            return true;
        }
        let pos = decl.pos;
        if self.in_device_body {
            if mem.has(MemorySpace::SHARED) {
                self.w.position(pos);
                self.w.str("__attribute__((unused)) ");
                if v.storage != StorageClass::Static {
                    self.w.str("static ");
                }
            }
            return true;
        }
        let internal = v.storage == StorageClass::Static || self.in_anonymous_namespace(d);
        let visibility = if !self.opts.device_c || internal {
            "static "
        } else {
            "__attribute__((visibility(\"hidden\"))) "
        };
        self.w.position(pos);
        if mem.has(MemorySpace::MANAGED) {
            self.w
                .str("__attribute__((section(\"__nv_managed_data__\"))) ");
            self.w.str(visibility);
            let name = self.tu.name_bytes(d);
            let (u, _) = self.tu.types.split_quals(v.ty);
            let mut n = b"*".to_vec();
            n.extend_from_slice(name);
            if matches!(self.tu.types.get(u), Type::Array(..) | Type::Function(_)) {
                n.insert(0, b'(');
                n.push(b')');
            }
            let text = self.declarator(v.ty, &n, DeclStyle::Normal);
            self.w.text(&text);
            self.w.str(" = 0; ");
            return false;
        }
        if v.storage == StorageClass::Extern {
            self.w.str("extern ");
        } else {
            self.w.str(visibility);
        }
        true
    }
}
