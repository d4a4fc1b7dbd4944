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
    /// A managed variable `T m` becomes a pointer `T *m` (`T (*m)[N]` for an array): its
    /// declarator.
    fn managed_pointer_declarator(&self, d: DeclId, ty: crate::il::TypeId) -> Vec<u8> {
        let mut n = b"*".to_vec();
        n.extend_from_slice(self.tu.name_bytes(d));
        let (u, _) = self.tu.types.split_quals(ty);
        if matches!(self.tu.types.get(u), Type::Array(..) | Type::Function(_)) {
            n.insert(0, b'(');
            n.push(b')');
        }
        self.declarator(ty, &n, DeclStyle::Normal)
    }

    /// `__T<n>`: the next name from the TU's counter of generated names (lambda typedefs,
    /// kernels' unnamed parameters).
    pub fn next_generated_name(&self) -> Vec<u8> {
        let n = self.lambda_typedefs.get();
        self.lambda_typedefs.set(n + 1);
        format!("__T{n}").into_bytes()
    }

    /// Whether a declaration lives in an anonymous namespace (internal linkage).
    pub(super) fn in_anonymous_namespace(&self, d: DeclId) -> bool {
        self.tu.in_anonymous_namespace(d)
    }

    /// `::a::b::` for a declaration in namespaces `a::b` (an anonymous one by its
    /// `_GLOBAL__N_` name); empty at global scope.
    pub(super) fn namespace_path(&self, d: DeclId) -> Vec<u8> {
        let mut path = Vec::new();
        for a in self.tu.ancestors(d) {
            if a == crate::il::TranslationUnit::ROOT || a == d {
                continue;
            }
            if let DeclKind::Namespace(_) = self.tu.decl(a).kind {
                path.extend_from_slice(b"::");
                let n = self.tu.name_bytes(a);
                if n.is_empty() {
                    path.extend_from_slice(&crate::module_id::anon_namespace_name(self.module_id));
                } else {
                    path.extend_from_slice(n);
                }
            }
        }
        if !path.is_empty() {
            path.extend_from_slice(b"::");
        }
        path
    }

    /// K-KERNEL: what replaces a kernel's specifiers.
    /// A kernel with internal linkage (an anonymous namespace's) gets no visibility.
    pub fn kernel_prefix(&mut self, d: DeclId, f: &FunctionDecl) {
        if f.storage == StorageClass::Static {
            self.w.str("static ");
        } else if self.opts.device_hidden_visibility && !self.in_anonymous_namespace(d) {
            // An anonymous namespace is already printed hidden.
            self.w.str("__attribute__((visibility(\"hidden\"))) ");
        }
        if self.opts.debug_mode {
            self.w.str(" __attribute((noinline)) ");
        }
    }

    /// K-FN: the attributes before a device function.
    pub fn device_fn_prefix(&mut self, d: DeclId, _f: &FunctionDecl) {
        if !self.is_class_member(d) {
            self.w.str("__attribute__((unused)) ");
        }
    }

    /// K-FN: `{int volatile ___ = 1;(void)x;::exit(___);}`, split before `::exit` when
    /// the body's braces are on different lines. A constructor or destructor gets
    /// `{int *volatile ___ = 0;(void)x;::free(___);}`. `spaced`: a space goes first
    /// (the mem-initializers end with their own).
    pub fn device_dummy_body(&mut self, d: DeclId, f: &FunctionDecl, body: StmtId, spaced: bool) {
        let (open, close) = match &self.tu.stmt(body).kind {
            StmtKind::Compound(b) => (b.open, b.close),
            _ => (self.tu.stmt(body).pos, self.tu.stmt(body).pos),
        };
        if spaced {
            self.w.str(" ");
        }
        self.w.position(open);
        let ctor_like = self.tu.is_constructor(d)
            || matches!(self.tu.decl(d).name, crate::il::DeclName::Destructor);
        self.w.str(if ctor_like {
            "{int *volatile ___ = 0;"
        } else {
            "{int volatile ___ = 1;"
        });
        for &p in &f.params {
            let n = self.tu.name_bytes(p).to_vec();
            if !n.is_empty() {
                self.w.str("(void)");
                self.w.text(&n);
                self.w.str(";");
            }
        }
        self.w.position(close);
        self.w.str(if ctor_like {
            "::free(___);}"
        } else {
            "::exit(___);}"
        });
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
        let lead = self.leading_var_attrs(d);
        if self.in_device_body {
            let written_storage = matches!(v.storage, StorageClass::Static | StorageClass::Extern);
            self.w.position(pos);
            self.w.text(&lead);
            if mem.has(MemorySpace::SHARED) {
                self.w.str("__attribute__((unused)) ");
                // `extern __shared__ T dyn[];` keeps its `extern`.
                if !written_storage {
                    self.w.str("static ");
                }
            } else if mem.has(MemorySpace::MANAGED) {
                // A local `__managed__ int m;` becomes `static int *m = 0;`.
                self.w.str("static ");
                let text = self.managed_pointer_declarator(d, v.ty);
                self.w.text(&text);
                self.w.str(" = 0; ");
                return false;
            } else if !written_storage {
                // A local `__device__`/`__constant__` variable is static, uninitialized.
                self.w.str("static ");
            }
            return true;
        }
        let internal = v.storage == StorageClass::Static || self.in_anonymous_namespace(d);
        let explicit_specialization = self.variable_template_kind(d)
            == Some(crate::il::decl::TemplateKind::ExplicitSpecialization);
        let visibility = if explicit_specialization {
            // A variable template's explicit specialization is defined here.
            if self.specialization_is_internal(d) {
                ""
            } else {
                "__attribute__((visibility(\"hidden\"))) "
            }
        } else if !self.opts.device_c || v.storage == StorageClass::Static {
            "static "
        } else if internal {
            // `--device-c`: the anonymous namespace is hidden already.
            ""
        } else {
            "__attribute__((visibility(\"hidden\"))) "
        };
        // A variable template's prefix stays on its `template` line.
        if !self.pattern_after_header {
            self.w.position(pos);
        }
        self.w.text(&lead);
        if mem.has(MemorySpace::SHARED) {
            // A namespace-scope `__shared__` variable is marked unused, as in a body.
            self.w.str("__attribute__((unused)) ");
        }
        if mem.has(MemorySpace::MANAGED) {
            self.w
                .str("__attribute__((section(\"__nv_managed_data__\"))) ");
            self.w.str(visibility);
            let text = self.managed_pointer_declarator(d, v.ty);
            self.w.text(&text);
            self.w.str(" = 0; ");
            return false;
        }
        if v.storage == StorageClass::Extern && !self.opts.device_c && !mem.has(MemorySpace::SHARED)
        {
            // Whole-program mode: no other TU defines it, so the declaration is one
            // (`static int d;`, registered by the stub).
            self.w.str(visibility);
        } else if v.storage == StorageClass::Extern {
            // `--device-c`: an external declaration is hidden too.
            if self.opts.device_c && !internal {
                self.w.str(visibility);
            }
            self.w.str("extern ");
        } else {
            self.w.str(visibility);
        }
        true
    }
}

impl Printer<'_> {
    /// Whether a template's pattern is a `__global__` function printed as host code.
    pub fn is_template_kernel(&self, pattern: DeclId) -> bool {
        !self.in_device_body
            && matches!(self.tu.decl(pattern).kind, DeclKind::Function(_))
            && self
                .tu
                .decl(pattern)
                .attrs
                .cuda
                .exec
                .has(crate::il::ExecSpace::GLOBAL)
    }

    /// K-KERNEL for templates: the `__wrapper__device_stub_` template between
    /// `-Wunused-parameter` pragmas, then the kernel calling it; each followed by the
    /// device body in `#if 0`.
    pub fn template_kernel(&mut self, t: DeclId) {
        let DeclKind::Template(td) = &self.tu.decl(t).kind else {
            return;
        };
        let (pattern, lists) = (td.pattern, td.param_lists.clone());
        let tpos = td.template_pos().unwrap_or(self.tu.decl(t).pos);
        let DeclKind::Function(f) = &self.tu.decl(pattern).kind else {
            return;
        };
        let f = f.clone();
        let Some(body) = f.body.as_ref().map(|b| b.body) else {
            return;
        };
        let pos = self.tu.decl(pattern).pos;
        let name = self.tu.name_bytes(pattern).to_vec();
        let mut header = Vec::new();
        for l in &lists {
            header.extend_from_slice(&self.template_header(l));
        }
        // The wrapper is always static; the kernel is hidden unless `--static-host-stub`
        // or its own `static` makes it static.
        let is_static = matches!(&self.tu.decl(pattern).kind, DeclKind::Function(f) if f.storage == StorageClass::Static);
        let prefix: &str = if self.opts.static_host_stub || is_static {
            "static "
        } else {
            "__attribute__((visibility(\"hidden\"))) "
        };
        let noinline = if self.opts.debug_mode {
            " __attribute((noinline)) "
        } else {
            ""
        };
        let ret = self
            .tu
            .types
            .as_function(f.ty)
            .map(|ft| ft.ret)
            .unwrap_or_else(|| self.tu.types.void());
        let ret_text = self.type_text(ret);
        // Parameter names; unnamed ones become `__T0`, `__T1`, ...
        let params: Vec<(DeclId, Vec<u8>)> = f
            .params
            .iter()
            .map(|&p| {
                let n = self.tu.name_bytes(p).to_vec();
                let n = if n.is_empty() {
                    self.next_generated_name()
                } else {
                    n
                };
                (p, n)
            })
            .collect();
        let param_ty = |this: &Self, p: DeclId| match &this.tu.decl(p).kind {
            DeclKind::Param(x) => x.ty,
            _ => this.tu.types.error(),
        };

        // The wrapper.
        self.w.pragma_lines_mid_line(super::frame::STUB_PUSH);
        self.w.position(tpos);
        self.w.text(&header);
        // -G marks the kernel `noinline`, never its wrapper.
        self.w.str("static ");
        self.w.text(&ret_text);
        self.w.str(" ");
        self.w.position(pos);
        self.w.str("__wrapper__device_stub_");
        self.w.text(&name);
        self.w.str("(");
        for (i, (p, n)) in params.iter().enumerate() {
            if i > 0 {
                self.w.str(", ");
            }
            // A pack is taken by reference element-wise: `Args &...args`.
            let ty = param_ty(self, *p);
            let (ty, mut r) = match self.tu.types.get(ty) {
                Type::PackExpansion(u) => (*u, b"&...".to_vec()),
                _ => (ty, b"&".to_vec()),
            };
            r.extend_from_slice(n);
            let text = self.declarator(ty, &r, DeclStyle::Normal);
            self.w.text(&text);
        }
        self.w.str(") { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}");
        self.device_body_if0(body);
        self.w.pragma_block(super::frame::STUB_POP);

        // The kernel itself: its unnamed template parameters are named after its
        // unnamed function parameters.
        let mut param_names: Vec<Vec<u8>> = Vec::new();
        let mut header = Vec::new();
        for l in &lists {
            header.extend_from_slice(&self.template_header_naming(l, Some(&mut param_names)));
        }
        self.w.position(tpos);
        self.w.text(&header);
        self.w.str(prefix);
        self.w.str(noinline);
        self.w.text(&ret_text);
        self.w.str(" ");
        self.w.position(pos);
        self.w.text(&name);
        self.w.str("(");
        for (i, (p, n)) in params.iter().enumerate() {
            if i > 0 {
                self.w.str(", ");
            }
            let text = self.declarator(param_ty(self, *p), n, DeclStyle::Normal);
            let cut = text.len() - n.len().min(text.len());
            self.w.text(&text[..cut]);
            self.w.position(self.tu.decl(*p).pos);
            self.w.text(&text[cut..]);
        }
        self.w.str(") ");
        let (open, close) = match &self.tu.stmt(body).kind {
            StmtKind::Compound(b) => (b.open, b.close),
            _ => (pos, pos),
        };
        self.w.position(open);
        self.w.str("{");
        // A kernel in a namespace calls its wrapper by the full name (`::ns::`).
        let path = self.namespace_path(pattern);
        self.w.text(&path);
        self.w.str("__wrapper__device_stub_");
        self.w.text(&name);
        self.w.str("<");
        let mut first = true;
        let mut names = param_names.into_iter();
        for l in &lists {
            for &tp in &l.params {
                if !first {
                    self.w.str(",");
                }
                first = false;
                let n = names
                    .next()
                    .unwrap_or_else(|| self.tu.name_bytes(tp).to_vec());
                self.w.text(&n);
                let pack = match &self.tu.decl(tp).kind {
                    DeclKind::TemplateTypeParam(x) => x.pack,
                    DeclKind::TemplateValueParam(x) => x.pack,
                    DeclKind::TemplateTemplateParam(x) => x.pack,
                    _ => false,
                };
                if pack {
                    self.w.str("...");
                }
            }
        }
        self.w.str(">(");
        for (i, (p, n)) in params.iter().enumerate() {
            if i > 0 {
                self.w.str(",");
            }
            self.w.text(n);
            if matches!(
                self.tu.types.get(param_ty(self, *p)),
                Type::PackExpansion(_)
            ) {
                self.w.str("...");
            }
        }
        self.w.str(");");
        self.w.position(close);
        self.w.str("return;}");
        self.device_body_if0(body);
    }

    /// `#if 0` + a kernel's device body + `#endif`.
    pub fn device_body_if0(&mut self, body: StmtId) {
        self.w.begin_if0();
        let saved = self.in_device_body;
        self.in_device_body = true;
        self.function_body(body, false);
        self.in_device_body = saved;
        self.w.end_if0();
    }
}
