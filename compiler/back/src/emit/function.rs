//! Function declarations and definitions (F-*, K-FN, K-KERNEL): the specifiers in EDG's
//! order, the declarator, the body (or a device function's dummy body and `#if 0` copy),
//! mem-initializers, and the `-Wunused-function` wrapper of static device functions.

use crate::il::decl::{FnFlags, FunctionDecl, Language, StorageClass};
use crate::il::{DeclId, DeclKind, ExecSpace};

use super::types::DeclStyle;
use super::Printer;
use crate::il::attr::AttrPlacement;

impl Printer<'_> {
    /// K-FN: a `static` device-only function (printed with a dummy body) is wrapped in
    /// `#pragma GCC diagnostic push` / `ignored "-Wunused-function"` … `pop`.
    pub fn wraps_unused_function(&self, f: DeclId) -> bool {
        let decl = self.tu.decl(f);
        let DeclKind::Function(func) = &decl.kind else {
            return false;
        };
        let exec = self.entity_exec(f);
        !self.in_device_body
            && !self.is_class_member(f)
            && func.storage == StorageClass::Static
            && func.body.is_some()
            && exec.has(ExecSpace::DEVICE)
            && !exec.has(ExecSpace::HOST)
            && !exec.has(ExecSpace::GLOBAL)
            && !func.flags.has(FnFlags::CONSTEXPR)
            && !func.flags.has(FnFlags::INLINE)
            && !func.flags.has(FnFlags::FORCE_INLINE)
    }

    /// A member of a class, a member template's pattern included (its parent is the
    /// template).
    pub fn is_class_member(&self, d: DeclId) -> bool {
        let mut p = self.tu.decl(d).parent;
        if let Some(t) = p.filter(|&t| matches!(self.tu.decl(t).kind, DeclKind::Template(_))) {
            p = self.tu.decl(t).parent;
        }
        p.is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)))
    }

    /// The pattern of a function template that redeclares an earlier one.
    pub(super) fn is_template_redeclaration(&self, d: DeclId) -> bool {
        self.tu.decl(d).parent.is_some_and(|t| {
            matches!(&self.tu.decl(t).kind, DeclKind::Template(td) if td.pattern == d)
                && self.tu.decl(t).prev.is_some()
        })
    }

    /// A member of a class declared in a function body.
    pub(super) fn is_local_class_member(&self, d: DeclId) -> bool {
        self.is_class_member(d)
            && self
                .tu
                .ancestors(d)
                .iter()
                .any(|&a| a != d && matches!(self.tu.decl(a).kind, DeclKind::Function(_)))
    }

    pub fn unused_function_push(&mut self) {
        // The leading newline ends the current line, or leaves a blank one; right after
        // the previous wrapper's `pop` (and its blank line) the push follows at once.
        let text: &[u8] = b"\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n\n";
        let after_pop = self.w.bytes().ends_with(b"#pragma GCC diagnostic pop\n\n");
        self.w
            .pragma_block(if after_pop { &text[1..] } else { text });
    }

    pub fn unused_function_pop(&mut self) {
        self.w.end_line();
        self.w.pragma_block(b"\n#pragma GCC diagnostic pop\n\n");
    }

    /// A function declaration or definition. `header`: a `template<...> ` prefix.
    pub fn function(&mut self, d: DeclId, header: Option<Vec<u8>>) {
        let decl = self.tu.decl(d);
        let DeclKind::Function(f) = &decl.kind else {
            return;
        };
        let f: FunctionDecl = FunctionDecl::clone(f);
        let exec = self.entity_exec(d);
        let hold = std::mem::take(&mut self.declaration_at_template_line);
        let pos = decl.pos;
        let kernel = exec.has(ExecSpace::GLOBAL);
        let device_only = exec.has(ExecSpace::DEVICE) && !exec.has(ExecSpace::HOST) && !kernel;
        let device_dummy = device_only && !f.flags.has(FnFlags::CONSTEXPR);
        // D-ATTR / LD-3: attributes written before the declaration print first, at their
        // own line; the specifiers follow them there, the name keeps its line.
        let host_attrs = !kernel && !device_only && !self.in_device_body;
        let lead = self.leading_fn_attrs(d, device_only && !self.in_device_body, host_attrs);
        let lead_pos = lead.first().map(|(p, _)| *p);
        match &header {
            None => self.w.position(lead_pos.unwrap_or(pos)),
            Some(h) => {
                self.w.text(h);
                // (A declaration held on the `template` line goes back there for its name.)
                if let Some(p) = lead_pos {
                    self.w.position(p);
                }
            }
        }
        if header.is_none() && self.tu.decl(d).extension_written {
            self.w.str("__extension__ ");
        }
        if host_attrs {
            for (_, t) in &lead {
                self.w.text(t);
                self.w.str(" ");
            }
        }
        // The one-declaration `extern "C"` covers this function, not its body's locals.
        // D-LINKAGE: `extern "C++"` is dropped, except where it changes the linkage of a
        // declaration inside `extern "C" { … }`.
        match std::mem::take(&mut self.linkage_prefix) {
            Some(Language::C) => self.w.str("extern \"C\" "),
            Some(Language::Cxx) if self.in_c_linkage_block => self.w.str("extern \"C++\" "),
            _ => {}
        }
        if kernel && !self.in_device_body {
            self.kernel_prefix(d, &f);
        } else if device_only && !self.in_device_body {
            // `[[nodiscard]] __attribute__((unused)) int f()`: standard attributes first.
            let attrs = &self.tu.decl(d).attrs;
            for (_, t) in self.std_attr_groups(attrs, |p| p == AttrPlacement::Specifiers) {
                self.w.text(&t);
                self.w.str(" ");
            }
            for (_, t) in &lead {
                self.w.text(t);
                self.w.str(" ");
            }
            self.device_fn_prefix(d, &f);
        } else if device_only && f.body.is_none() && self.in_device_body {
            // K-FN: a block-scope declaration of a device function inside a device body
            // (`extern __device__ void g(int);`) is marked as one there too.
            self.device_fn_prefix(d, &f);
        }
        let mut spec = Vec::new();
        match f.storage {
            // A function template's redeclaration takes its storage class from the first
            // declaration, and says nothing (`template< class T> inline int m(…) {…}` after
            // `template< class T> static inline int m(…);`).
            StorageClass::Static
                if (!kernel || self.in_device_body) && !self.is_template_redeclaration(d) =>
            {
                spec.extend_from_slice(b"static ")
            }
            StorageClass::Extern => spec.extend_from_slice(b"extern "),
            _ => {}
        }
        if f.flags.has(FnFlags::FRIEND) {
            spec.extend_from_slice(b"friend ");
        }
        let forceinline = self.has_gnu_attr(d, b"always_inline");
        let constexpr = f.flags.has(FnFlags::CONSTEXPR) || self.entity_constexpr(d);
        let constant = constexpr || f.flags.has(FnFlags::CONSTEVAL);
        // C-MEMBERS: a member function defined in its class is inline without saying so
        // (a written `inline` is dropped; a friend's is kept).
        let defined_in_class = f.body.is_some()
            && !f.flags.has(FnFlags::FRIEND)
            && decl.qualifier.is_none()
            && self.is_class_member(d);
        // A friend defined in its class is implicitly inline, and says so; so is a deleted
        // function ([dcl.fct.def.delete]) that is no member: `inline void f(int) = delete;`.
        let deleted = f.flags.has(FnFlags::DELETED);
        let friend_defined = f.flags.has(FnFlags::FRIEND) && (f.body.is_some() || deleted);
        let friend_defined = friend_defined || (deleted && !self.is_class_member(d));
        // EDG's order whatever the written one: `friend inline`, `static inline`,
        // `inline virtual`, `inline explicit`.
        if ((self.entity_inline(d) || friend_defined) && !constant && !defined_in_class)
            || (forceinline && device_only && !defined_in_class)
        {
            spec.extend_from_slice(b"inline ");
        }
        if f.flags.has(FnFlags::VIRTUAL)
            || f.flags.has(FnFlags::OVERRIDE)
            || f.flags.has(FnFlags::FINAL)
            || self.overrides_base_virtual(d)
        {
            spec.extend_from_slice(b"virtual ");
        }
        if constexpr {
            spec.extend_from_slice(b"constexpr ");
        }
        if f.flags.has(FnFlags::CONSTEVAL) {
            spec.extend_from_slice(b"consteval ");
        }
        // `explicit` follows `constexpr` whatever the written order. A deduction guide
        // prints bare: `X(params)->X< args> ;`.
        let guide = matches!(decl.name, crate::il::DeclName::DeductionGuide(_));
        if f.flags.has(FnFlags::EXPLICIT) && !guide {
            match self.tu.explicit_conditions.get(&d) {
                Some(&e) => {
                    spec.extend_from_slice(b"explicit(");
                    spec.extend_from_slice(&self.expr_top(e));
                    spec.extend_from_slice(b") ");
                }
                None => spec.extend_from_slice(b"explicit "),
            }
        }
        self.w.text(&spec);
        // The declarator: return type around `name(params) quals`.
        let Some(ft) = self.written_function_type(f.ty) else {
            return;
        };
        let name = self.value_name(d);
        let mut qualified = Vec::new();
        self.definition_qualifier_into(decl.qualifier.as_ref(), &mut qualified);
        qualified.extend_from_slice(&name);
        if let Some(args) = self.tu.written_template_args.get(&d) {
            // T-HDR: `template<> bool zero< bool> ()`, as written.
            qualified.extend_from_slice(&self.template_args(args));
        }
        let is_ctor_like = matches!(
            decl.name,
            crate::il::DeclName::Constructor
                | crate::il::DeclName::Destructor
                | crate::il::DeclName::Conversion(_)
        ) || self.named_like_its_class(d);
        // F-SPEC: a trailing return type prints `auto f()->T`.
        let trailing = f.flags.has(FnFlags::TRAILING_RETURN) && !is_ctor_like;
        let ret_text = if is_ctor_like || guide {
            vec![0x01]
        } else if trailing {
            b"auto \x01".to_vec()
        } else {
            let saved = self
                .member_return_type_of
                .replace(self.qualifier_class(d).or(self.member_return_type_of.get()));
            let text = self.declarator(ft.ret, &[0x01], DeclStyle::Normal);
            self.member_return_type_of.set(saved);
            text
        };
        let hole = ret_text
            .iter()
            .position(|&c| c == 0x01)
            .unwrap_or(ret_text.len());
        self.w.text(&ret_text[..hole]);
        // A function template's declaration (no body) stays on its `template` line.
        if !hold && (header.is_none() || f.body.is_some() || guide) {
            self.w.position(pos);
        } else if hold && header.is_some() {
            // Back on the `template` line after a requires-clause on a later one.
            if let Some(p) = self.template_line {
                self.w.position(p);
            }
        }
        self.w.text(&qualified);
        // `int f [[nodiscard]] ();`: the declarator-id's `[[...]]` groups stay there.
        for (_, group) in self.std_attr_groups(&decl.attrs, |p| p == AttrPlacement::DeclaratorId) {
            self.w.str(" ");
            self.w.text(&group);
        }
        self.w.str("(");
        // Parameters and body are in the function's scope (an out-of-class member's
        // class included); the return type before the name was not.
        let saved_scope = self.scope.replace(d);
        let saved_home = self
            .friend_home
            .replace(f.flags.has(FnFlags::FRIEND).then_some(saved_scope));
        let ret_after = if trailing {
            let mut v = b"->".to_vec();
            // A template-id keeps its trailing space (`auto h()->W< int>  {`).
            v.extend_from_slice(&self.alias_type_text(ft.ret));
            v
        } else {
            ret_text[(hole + 1).min(ret_text.len())..].to_vec()
        };
        self.function_tail(
            d,
            &f,
            &ft,
            &name,
            &ret_after,
            host_attrs,
            kernel,
            device_dummy,
        );
        self.friend_home.set(saved_home);
        self.scope.set(saved_scope);
    }

    /// A function declaration after `name(`: parameters, qualifiers, body.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn function_tail(
        &mut self,
        d: DeclId,
        f: &FunctionDecl,
        ft: &crate::il::types::FunctionType,
        name: &[u8],
        ret_after: &[u8],
        host_attrs: bool,
        kernel: bool,
        device_dummy: bool,
    ) {
        let decl = self.tu.decl(d);
        let defining = f.body.is_some();
        let mut first = true;
        for &p in &f.params {
            if !first {
                self.w.str(", ");
            }
            first = false;
            let pd = self.tu.decl(p);
            let (pty, default) = match &pd.kind {
                DeclKind::Param(x) => (x.ty, x.default),
                _ => continue,
            };
            let mut pname = self.tu.name_bytes(p).to_vec();
            // K-KERNEL: a kernel definition's unnamed parameter takes the next `__T<n>`
            // (the counter of the lambda typedefs).
            if pname.is_empty() && kernel && defining && !self.in_device_body {
                pname = self.next_generated_name();
            }
            let style = if defining {
                DeclStyle::Normal
            } else {
                DeclStyle::Prototype
            };
            // D-ATTR: attributes written before a parameter's specifiers stay there,
            // each at its own source line (LD-2), in prototypes too.
            for (at, t) in self.leading_attr_items(p) {
                self.w.position(at);
                self.w.text(&t);
                self.w.str(" ");
            }
            let friend = f.flags.has(FnFlags::FRIEND);
            self.in_friend_params.set(friend);
            let text = self.declarator(pty, &pname, style);
            self.in_friend_params.set(false);
            if defining && !pname.is_empty() {
                // LD-2: a definition's parameter names carry positions.
                let cut = text
                    .windows(pname.len())
                    .rposition(|w| w == pname.as_slice())
                    .unwrap_or(text.len());
                self.w.text(&text[..cut]);
                self.w.position(pd.pos);
                self.w.text(&text[cut..]);
            } else {
                self.w.text(&text);
            }
            let late = self.trailing_declarator_attrs(p);
            self.w.text(&late);
            if let Some(def) = default {
                self.w.str(" = ");
                let t = self.default_argument_text(def, pty);
                self.w.text(&t);
            }
        }
        if ft.variadic {
            self.w
                .str(if f.params.is_empty() { "..." } else { ", ..." });
        }
        self.w.str(")");
        // EDG's quirk: `explicit(c) X()  { }`, a second space after an empty list.
        if f.params.is_empty() && !ft.variadic && self.tu.explicit_conditions.contains_key(&d) {
            self.w.str(" ");
        }
        let q = self.function_quals(ft);
        self.w.text(&q);
        self.w.text(ret_after);
        // A trailing requires-clause: ` requires (A< T> )`.
        if let Some(&r) = self.tu.trailing_requires.get(&d) {
            let t = self.expr_top(r);
            // In a class, a member's clause on a later source line goes there (`void h()`,
            // `# 8`, ` requires (C< T> );`); elsewhere (friends too) it stays on the
            // declarator's line.
            if self.is_class_member(d)
                && self.tu.decl(d).qualifier.is_none()
                && !f.flags.has(FnFlags::FRIEND)
            {
                self.w.position(self.tu.expr(r).pos);
            }
            self.w.str(" requires (");
            self.w.text(&t);
            self.w.str(")");
        }
        // Virt-specifiers are kept as written (`final` stays `final` on a function).
        if f.flags.has(FnFlags::OVERRIDE) {
            self.w.str(" override");
        }
        if f.flags.has(FnFlags::FINAL) {
            self.w.str(" final");
        }
        let asm_label = self.asm_label_text(d);
        self.w.text(&asm_label);
        if host_attrs {
            let attrs = &self.tu.decl(d).attrs;
            let late = self.gnu_attr_groups(
                d,
                attrs
                    .gnu
                    .iter()
                    .filter(|g| g.placement == AttrPlacement::AfterDeclarator),
            );
            // An attribute on a later source line goes there (` __attribute((const)); `
            // after a `# N`).
            self.write_attrs_at_their_lines(late);
        }
        if f.flags.has(FnFlags::PURE) {
            self.w.str(" = 0");
        }
        if f.flags.has(FnFlags::DEFAULTED) {
            self.w.str(" = default;");
            return;
        }
        if f.flags.has(FnFlags::DELETED) {
            self.w.str(" = delete;");
            return;
        }
        let Some(body) = f.body.clone() else {
            // A kernel's declaration ends like any other; ` ;` is the definition's form.
            self.w.str("; ");
            return;
        };
        let is_main = name == b"main" && decl.parent == Some(crate::il::TranslationUnit::ROOT);
        let saved_ret = self.return_type.replace(ft.ret);
        self.function_with_body(d, f, body, kernel, device_dummy, is_main);
        self.return_type = saved_ret;
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn function_with_body(
        &mut self,
        d: DeclId,
        f: &FunctionDecl,
        body: crate::il::decl::FunctionBody,
        kernel: bool,
        device_dummy: bool,
        is_main: bool,
    ) {
        // Inside a device body's `#if 0` copy, a local class's device member functions
        // get their own dummy body and copy (`union _U { _T r; _U() {int *volatile ___ =
        // 0;::free(___);}` + `#if 0 { } #endif`).
        let dummy_here = !self.in_device_body || (device_dummy && self.is_local_class_member(d));
        if (kernel || device_dummy) && dummy_here {
            if kernel {
                self.w.str(" ;");
            } else {
                // A constructor keeps its mem-initializers before the dummy body.
                let inits = !f.mem_inits.is_empty();
                if inits {
                    self.w.str(" ");
                    self.mem_inits(f);
                }
                self.device_dummy_body(d, f, body.body, !inits);
            }
            self.w.begin_if0();
            let saved = self.in_device_body;
            self.in_device_body = true;
            self.function_body(body.body, false);
            self.in_device_body = saved;
            self.w.end_if0();
            return;
        }
        self.w.str(" ");
        self.mem_inits(f);
        self.function_body(body.body, is_main);
    }

    pub(super) fn mem_inits(&mut self, f: &FunctionDecl) {
        if f.mem_inits.is_empty() {
            return;
        }
        self.w.str(": ");
        for (i, m) in self.mem_init_order(&f.mem_inits).into_iter().enumerate() {
            if i > 0 {
                self.w.str(", ");
            }
            use crate::il::decl::MemInitTarget;
            let name = match m.target {
                MemInitTarget::Field(x) => self.tu.name_bytes(x).to_vec(),
                MemInitTarget::Base(t) => {
                    // The template-id keeps its trailing space: `B< T> (2)`.
                    self.in_mem_init_base.set(true);
                    let text = self.alias_type_text(t);
                    self.in_mem_init_base.set(false);
                    text
                }
                MemInitTarget::Delegating => Vec::new(),
                MemInitTarget::Dependent(s) => self.sym(s).to_vec(),
            };
            self.w.text(&name);
            let converted = match m.target {
                MemInitTarget::Field(x) => self.field_init_arg(x, m.init),
                _ => None,
            };
            let braced = match m.target {
                MemInitTarget::Field(x) => self.braced_scalar_mem_init(x, m.init),
                _ => false,
            };
            let braced_arg = match m.target {
                MemInitTarget::Field(x) if braced => self.braced_scalar_mem_init_arg(x, m.init),
                _ => None,
            };
            let args = match (converted, braced_arg) {
                (Some(a), _) => [&b"("[..], &a, b")"].concat(),
                (None, Some(a)) => [&b"{"[..], &a, b"}"].concat(),
                (None, None) if braced => self.construct_args(m.init.expr, b'{', b'}'),
                (None, None) => self.construct_args(m.init.expr, b'(', b')'),
            };
            self.w.text(&args);
        }
        self.w.str(" ");
    }

    /// The GNU attributes a function prints before its specifiers, with where each was
    /// written: a device function's `always_inline`/`noinline` (K-FN prints them), a host
    /// function's every non-CUDA one.
    pub(super) fn leading_fn_attrs(
        &self,
        d: DeclId,
        device: bool,
        host: bool,
    ) -> Vec<(crate::source::Pos, Vec<u8>)> {
        // A device function keeps its GNU attributes too (`__attribute((deprecated))
        // __attribute((noinline)) __attribute__((unused)) int f(int);`), in source order.
        let printed = self
            .tu
            .decl(d)
            .attrs
            .gnu
            .iter()
            .filter(|g| g.placement == AttrPlacement::Specifiers && (device || host));
        let mut out = self.gnu_attr_groups(d, printed);
        if host {
            let attrs = &self.tu.decl(d).attrs;
            out.extend(self.std_attr_groups(attrs, |p| p == AttrPlacement::Specifiers));
            out.extend(self.alignas_items(attrs));
            out.sort_by_key(|(p, _)| (p.file.0, p.offset));
        }
        out
    }

    /// Whether a declaration has a GNU attribute of this name (with or without `__`).
    pub fn has_gnu_attr(&self, d: DeclId, name: &[u8]) -> bool {
        self.tu.decl(d).attrs.gnu.iter().any(|a| {
            let n = self.sym(a.name);
            let n = n
                .strip_prefix(b"__")
                .and_then(|x| x.strip_suffix(b"__"))
                .unwrap_or(n);
            n == name
        })
    }
}
