//! Declarations and scopes (D-*, F-*, C-*, T-HDR, WS-1, WS-2).
//!
//! A declaration is positioned at its declarator name (LD-3): the printer positions
//! there, writes the specifiers, and positions again before the declarator (a no-op on
//! one line; a directive after `#if 0` or a `template<...>` header on an earlier line).

use crate::il::decl::{
    ClassKey, EnumDecl, Language, SpecializationKind, StorageClass, ThreadLocal, VarDecl,
};
use crate::il::{Access, DeclId, DeclKind, ExecSpace, Item, Type};

use super::types::DeclStyle;
use super::Printer;

impl Printer<'_> {
    /// The members of a scope, in order.
    pub fn print_scope_items(&mut self, items: &[Item]) {
        let mut access = None;
        for item in items {
            match item {
                Item::Decl(d) => {
                    self.access_prefix(*d, &mut access);
                    self.decl(*d);
                }
                Item::Group(g) => {
                    if let Some(&d) = g.decls.first().or(g.defined_type.as_ref()) {
                        self.access_prefix(d, &mut access);
                    }
                    self.class_redecl_at = g.redecl_pos.as_deref().copied();
                    self.class_decl_only = g.redecl_pos.is_some();
                    self.decl_group(g.defined_type, &g.decls);
                    self.class_redecl_at = None;
                    self.class_decl_only = false;
                }
                Item::Pragma(p) => self.pragma_item(p.index, p.pos),
                Item::AccessSpec(..) | Item::Empty(_) => {}
            }
        }
    }

    /// D-NS: an anonymous namespace is renamed `_GLOBAL__N_<module id>` and opened in
    /// three parts: an empty hidden namespace with a using-directive by its full path,
    /// a `-Wattributes` pragma, and the namespace again for the members.
    fn anonymous_namespace_head(&mut self, d: DeclId) {
        let name = crate::module_id::anon_namespace_name(self.module_id);
        // The using-directive names it by its full path (`::a::_GLOBAL__N_…`).
        let mut path = self.namespace_path(d);
        if path.is_empty() {
            path.extend_from_slice(b"::");
        }
        let hidden = b" __attribute__((visibility(\"hidden\")))  { ";
        self.w.text(&name);
        self.w.text(hidden);
        self.w.str("}; using namespace ");
        self.w.text(&path);
        self.w.text(&name);
        self.w.str("; ");
        self.w
            .uncounted(b"#pragma GCC diagnostic ignored \"-Wattributes\"\n");
        self.w.str("namespace ");
        self.w.text(&name);
        self.w.text(hidden);
    }

    /// C-ACCESS: `public: ` where the access changes (written on the member's line).
    fn access_prefix(&mut self, d: DeclId, current: &mut Option<Access>) {
        let decl = self.tu.decl(d);
        if decl.implicit || decl.instance_of.is_some() || decl.access == Access::None {
            return;
        }
        // A friend is no member: the label waits for the next member (C-ACCESS).
        let friend_fn = |x: DeclId| {
            matches!(&self.tu.decl(x).kind,
            DeclKind::Function(f) if f.flags.has(crate::il::decl::FnFlags::FRIEND))
        };
        let friend = match &decl.kind {
            // (`template< class _Cache> friend struct __use_cache;` in a class too; in a
            // class template it takes its section's access)
            DeclKind::Template(t) => {
                friend_fn(t.pattern)
                    || matches!(self.tu.decl(t.pattern).kind, DeclKind::FriendType(_))
                        && !self.friend_template_in_template(t.pattern)
            }
            DeclKind::FriendType(_) => true,
            _ => friend_fn(d),
        };
        if friend {
            return;
        }
        if current.is_none() {
            // The class key's default access.
            let key = decl.parent.and_then(|p| match &self.tu.decl(p).kind {
                DeclKind::Class(c) => Some(c.key),
                _ => None,
            });
            *current = Some(match key {
                Some(ClassKey::Class) => Access::Private,
                _ => Access::Public,
            });
        }
        if *current != Some(decl.access) {
            *current = Some(decl.access);
            // A member template's access goes on its `template` line.
            let pos = match &decl.kind {
                DeclKind::Template(t)
                    if t.redeclaration || self.held_at_template_line(t.pattern) =>
                {
                    t.template_pos().unwrap_or(decl.pos)
                }
                _ => decl.pos,
            };
            self.w.position(pos);
            self.w.str(match decl.access {
                Access::Public => "public: ",
                Access::Protected => "protected: ",
                _ => "private: ",
            });
        }
    }

    /// Whether a declaration is printed at all (T-PRINT, C-MEMBERS).
    fn printable(&self, d: DeclId) -> bool {
        let decl = self.tu.decl(d);
        !(decl.implicit || decl.instance_of.is_some() || self.is_device_builtin_function(d))
    }

    /// A `__device_builtin__` function not written `__host__` (the atomics of
    /// sm_20_atomic_functions.h) is the compiler's own: never printed.
    fn is_device_builtin_function(&self, d: DeclId) -> bool {
        let decl = self.tu.decl(d);
        matches!(decl.kind, DeclKind::Function(_))
            && self.entity_device_builtin(d)
            && !decl.attrs.cuda.exec.has(ExecSpace::HOST)
    }

    pub fn decl(&mut self, d: DeclId) {
        if !self.printable(d) {
            return;
        }
        let decl = self.tu.decl(d);
        if !matches!(
            decl.kind,
            DeclKind::Var(_) | DeclKind::Function(_) | DeclKind::Linkage(_)
        ) {
            // A one-declaration linkage specification covers variables and functions only,
            // not the members of a class it declares.
            self.linkage_prefix = None;
        }
        match &decl.kind {
            // `template< class U> friend struct W; ` (a friend template, on its line).
            DeclKind::FriendType(_) => self.friend_type(d),
            // `concept C = constraint; ` on its template's line, the constraint top level.
            DeclKind::Var(v) if self.tu.concepts.contains(&d) => {
                let mut t = b"concept ".to_vec();
                t.extend_from_slice(self.tu.name_bytes(d));
                t.extend_from_slice(b" = ");
                if let Some(init) = &v.init {
                    t.extend_from_slice(&self.expr_top(init.expr));
                }
                t.extend_from_slice(b"; ");
                self.w.text(&t);
            }
            DeclKind::Var(_) => self.decl_group(None, &[d]),
            // A `__device_builtin__` function is the runtime's: dropped unless `__host__`.
            DeclKind::Function(_) if self.is_device_builtin_function(d) => {}
            DeclKind::Function(_) => {
                let wrap = self.wraps_unused_function(d);
                if wrap {
                    self.unused_function_push();
                }
                self.function(d, None);
                if wrap {
                    self.unused_function_pop();
                }
            }
            DeclKind::Typedef(_) => self.typedef(d),
            DeclKind::Class(_) => {
                self.class(d);
                if !std::mem::take(&mut self.suppress_semicolon) {
                    self.w.str("; ");
                }
            }
            DeclKind::Enum(_) => {
                self.enumeration(d);
                if !std::mem::take(&mut self.suppress_semicolon) {
                    self.w.str("; ");
                }
            }
            DeclKind::Namespace(n) => {
                // A reopened inline namespace says `inline` again (`namespace __cxx11 {`
                // after `inline namespace __cxx11 { }` prints `inline namespace __cxx11 {`).
                let original_inline = n.original.is_some_and(
                    |o| matches!(&self.tu.decl(o).kind, DeclKind::Namespace(m) if m.inline),
                );
                let (members, close, inline) = (
                    n.members.clone(),
                    n.close_brace,
                    n.inline || original_inline,
                );
                self.w.position(decl.pos);
                if inline {
                    self.w.str("inline ");
                }
                self.w.str("namespace ");
                let name = self.tu.name_bytes(d).to_vec();
                if name.is_empty() && inline {
                    // An inline anonymous namespace keeps its written form (not renamed).
                    self.w.str("{ ");
                } else if name.is_empty() {
                    self.anonymous_namespace_head(d);
                } else {
                    // D-ATTR: a named namespace's attributes stay where they were written.
                    let before = self.leading_var_attrs(d);
                    let after = self.trailing_declarator_attrs(d);
                    self.w.text(&before);
                    self.w.text(&name);
                    self.w.text(&after);
                    self.w.str(" { ");
                }
                let saved = self.scope.replace(d);
                self.print_scope_items(&members);
                self.scope.set(saved);
                self.w.position(close);
                self.w.str("}");
            }
            DeclKind::Linkage(l) => {
                let members = l.members.clone();
                if l.braced {
                    self.w.position(decl.pos);
                    self.w.str(if l.language == Language::Cxx {
                        "extern \"C++\" {"
                    } else {
                        "extern \"C\" {"
                    });
                    let saved =
                        std::mem::replace(&mut self.in_c_linkage_block, l.language == Language::C);
                    // Pragmas after the block's last declaration are not part of it: EDG
                    // prints them after its `}`.
                    let inner = members
                        .iter()
                        .rposition(|it| !matches!(it, Item::Pragma(_)))
                        .map_or(0, |i| i + 1);
                    self.print_scope_items(&members[..inner]);
                    self.in_c_linkage_block = saved;
                    if let Some(c) = l.close_brace {
                        self.w.position(c);
                    }
                    self.w.str("}");
                    self.print_scope_items(&members[inner..]);
                } else {
                    // The one-declaration form: `extern "C" ` before the declaration (of a
                    // variable or function: a class it defines prints as it is).
                    let defines_type = members
                        .iter()
                        .any(|it| matches!(it, Item::Group(g) if g.defined_type.is_some()));
                    self.linkage_prefix = (!defines_type).then_some(l.language);
                    self.print_scope_items(&members);
                    self.linkage_prefix = None;
                }
            }
            DeclKind::UsingDirective { written, namespace } => {
                let (written, namespace) = (written.clone(), *namespace);
                self.w.position(decl.pos);
                self.w.str("using namespace ");
                let text = self.using_directive_target(d, namespace, &written);
                self.w.text(&text);
                self.w.str(";");
            }
            DeclKind::ExplicitInstantiation(ei) => {
                let ei = ei.clone();
                self.explicit_instantiation(&ei);
            }
            DeclKind::NamespaceAlias { target, written } => {
                // D-NS: `namespace al = a::b;` (no trailing space). The target namespace
                // is named from the alias's scope, not as written: `= ::a::b;` prints
                // `= a::b;` at global scope and `= b;` inside `a`; `::` stays where the
                // name is hidden (`= ::a::b;` inside `n` with its own `n::a`).
                let mut t = b"namespace ".to_vec();
                t.extend_from_slice(self.tu.name_bytes(d));
                t.extend_from_slice(b" = ");
                if matches!(self.tu.decl(*target).kind, DeclKind::Namespace(_)) {
                    t.extend_from_slice(&self.scope_qualifier(*target));
                } else {
                    self.qualifier_into(Some(written), &mut t);
                }
                t.extend_from_slice(self.tu.name_bytes(*target));
                t.push(b';');
                self.w.position(decl.pos);
                self.w.text(&t);
            }
            DeclKind::Using(_) if self.redundant_using(d) => {}
            DeclKind::Using(u) => {
                // `using N::x;`, `using enum E;`: as written.
                let mut t = b"using ".to_vec();
                if u.enum_kw {
                    t.extend_from_slice(b"enum ");
                }
                if u.typename_kw {
                    t.extend_from_slice(b"typename ");
                }
                // A member using-declaration names a dependent base by what its typedef
                // stands for (`using _Base::f;` → `using Base< A> ::f;`).
                let mut q = u.qualifier.clone();
                if let Some(crate::il::expr::QualifierPart::Type(last)) = q.parts.last_mut() {
                    *last = self.through_dependent_typedefs(*last);
                }
                // `using ::M::z;` prints `using M::z;` (a namespace from the global scope
                // needs no leading `::`); `using ::g;` keeps it.
                if let Some(crate::il::expr::QualifierPart::Namespace(ns)) = q.parts.first() {
                    q.global = q.global && self.global_qualifier_needed(*ns);
                }
                // A member using-declaration's base is named as a type is where it is
                // printed (`using std::at2< A> ::v;` inside `std` prints `using at2< A> ::v;`,
                // `using _Base_type::allocate;` in `__gnu_cxx` prints
                // `using std::allocator_traits< _Alloc> ::allocate;`).
                let base = match q.parts.last() {
                    Some(crate::il::expr::QualifierPart::Type(last))
                        if matches!(
                            self.tu.decl(d).parent.map(|p| &self.tu.decl(p).kind),
                            Some(DeclKind::Class(_))
                        ) =>
                    {
                        match self.tu.types.get(*last) {
                            Type::TemplateId { template, args, .. } => {
                                let mut v = self.qualified_type_name(*template);
                                v.extend_from_slice(&self.class_template_id_args(*template, args));
                                Some(v)
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                };
                // A namespace path names the target's namespace from where it is printed
                // (`using th::system::detail::f;` inside `th::v3` prints `using
                // system::detail::f;`, elsewhere `th::v3::system::detail::f`).
                let namespaces = !q.parts.is_empty()
                    && q.parts.iter().all(|p| {
                        matches!(p, crate::il::expr::QualifierPart::Namespace(n)
                            if matches!(self.tu.decl(*n).kind, DeclKind::Namespace(_)))
                    });
                let namespace_path = match q.parts.last() {
                    Some(crate::il::expr::QualifierPart::Namespace(ns)) if namespaces => {
                        let mut v = self.scope_qualifier(*ns);
                        if v.is_empty() && q.global && self.global_qualifier_needed(*ns) {
                            v.extend_from_slice(b"::");
                        }
                        v.extend_from_slice(self.tu.name_bytes(*ns));
                        Some(v)
                    }
                    _ => None,
                };
                match base.or(namespace_path) {
                    Some(b) => {
                        t.extend_from_slice(&b);
                        t.extend_from_slice(b"::");
                    }
                    None => self.qualifier_into(Some(&q), &mut t),
                }
                match (u.enum_kw, u.targets.first()) {
                    (true, Some(&e)) => t.extend_from_slice(&self.type_name(e)),
                    _ => t.extend_from_slice(&self.decl_name_text(decl.name, decl.parent)),
                }
                if u.pack {
                    t.extend_from_slice(b"...");
                }
                t.push(b';');
                self.w.position(decl.pos);
                self.w.text(&t);
            }
            DeclKind::StaticAssert { cond, message, .. } => {
                let (cond, message) = (*cond, *message);
                self.w.position(decl.pos);
                self.w.str("static_assert(");
                let c = self.expr_const_init(cond);
                self.w.text(&c);
                if let Some(m) = message {
                    self.w.str(", ");
                    let t = self.expr_top(m);
                    self.w.text(&t);
                }
                self.w.str(");");
            }
            DeclKind::Template(t) => {
                let (pos, pattern, lists) = (
                    t.template_pos().unwrap_or(decl.pos),
                    t.pattern,
                    t.param_lists.clone(),
                );
                if self.is_template_kernel(pattern) {
                    self.template_kernel(d);
                    return;
                }
                if let Some(text) = self.tu.deleted_template_tokens.get(&d) {
                    // A deleted function template is re-printed from its tokens.
                    self.w.position(pos);
                    self.w.text(text);
                    return;
                }
                let wrap = self.wraps_unused_function(pattern);
                if wrap {
                    self.unused_function_push();
                }
                // LD-3: an explicit specialization (`template<>`) is positioned at its
                // declarator, like any declaration; a template at its `template` line.
                let explicit = !lists.is_empty() && lists.iter().all(|l| l.params.is_empty());
                self.w.position(if explicit {
                    self.tu.decl(pattern).pos
                } else {
                    pos
                });
                self.template_line = Some(pos);
                // An explicit specialization is positioned at its declarator already: it
                // stays on one line (`template<> int C< char> ::f() const; `).
                self.declaration_at_template_line =
                    !explicit && (t.redeclaration || self.held_at_template_line(pattern));
                self.class_decl_only = t.redeclaration;
                // T-HDR: a function template's signature keeps its template-ids'
                // arguments as written (`template_args`).
                let is_function = matches!(self.tu.decl(pattern).kind, DeclKind::Function(_));
                // A template parameter's default is as written too (`class P = ratio< 1> `).
                let saved_written = self.ids_as_written.replace(true);
                let mut header = Vec::new();
                for (i, l) in lists.iter().enumerate() {
                    // An out-of-line member template's own header starts at its own
                    // `template` line.
                    if i > 0 && !l.params.is_empty() {
                        super::lines::position_marker(&mut header, l.template_pos);
                    }
                    header.extend_from_slice(&self.template_header_at_lines(l));
                }
                self.ids_as_written.set(is_function || saved_written);
                let depth = self.template_depth.get();
                self.template_depth.set(depth + u32::from(!explicit));
                match &self.tu.decl(pattern).kind {
                    DeclKind::Function(_) => {
                        let resolved = !self.in_function_body.get();
                        let saved_signature = self.in_resolved_signature.replace(resolved);
                        self.function(pattern, Some(header));
                        self.in_resolved_signature.set(saved_signature);
                        self.ids_as_written.set(saved_written);
                    }
                    _ => {
                        self.ids_as_written.set(saved_written);
                        self.w.text(&header);
                        self.pattern_after_header = matches!(
                            self.tu.decl(pattern).kind,
                            DeclKind::Var(_) | DeclKind::Typedef(_)
                        );
                        // An alias template's type is resolved as far as it goes: its
                        // template-ids' type arguments print canonically; one inside a
                        // class template waits as written (`using cp = Same< pointer, P>`).
                        let alias = matches!(&self.tu.decl(pattern).kind, DeclKind::Typedef(t) if t.alias_form)
                            && !self.in_template_definition();
                        let saved_alias = self.in_alias_template.replace(alias);
                        self.decl(pattern);
                        self.in_alias_template.set(saved_alias);
                        self.pattern_after_header = false;
                    }
                }
                self.template_depth.set(depth);
                self.declaration_at_template_line = false;
                self.class_decl_only = false;
                if wrap {
                    self.unused_function_pop();
                }
            }
            _ => {}
        }
    }

    /// `template void f< int> (int * p, int n);`, `extern template …`, `template struct
    /// S< double> ;`: prototype style, the parameters named as in the template, the
    /// CUDA execution space gone, no trailing space.
    fn explicit_instantiation(&mut self, ei: &crate::il::decl::ExplicitInstantiation) {
        let mut t = Vec::new();
        if ei.is_extern {
            t.extend_from_slice(b"extern ");
        }
        t.extend_from_slice(b"template ");
        let target_id = ei.target;
        let target = self.tu.decl(target_id);
        match &target.kind {
            DeclKind::Class(c) => match self.instantiated_class_text(c) {
                Some(text) => t.extend_from_slice(&text),
                None => {
                    t.extend_from_slice(match c.key {
                        ClassKey::Class => b"class ",
                        ClassKey::Struct => b"struct ",
                        ClassKey::Union => b"union ",
                    });
                    t.extend_from_slice(&self.qualified_type_name(target_id));
                    if let Some(spec) = &c.specialization {
                        t.extend_from_slice(&self.template_args(&spec.args));
                    }
                }
            },
            DeclKind::Function(f) if self.instantiated_function_text(target_id, f).is_some() => {
                t.extend_from_slice(
                    &self
                        .instantiated_function_text(target_id, f)
                        .unwrap_or_default(),
                );
            }
            DeclKind::Function(f) => {
                let Some(ft) = self.written_function_type(f.ty) else {
                    return;
                };
                let names = self.template_param_names(target_id, f.params.len());
                let mut inner = Vec::new();
                self.qualifier_into(target.qualifier.as_ref(), &mut inner);
                inner.extend_from_slice(&self.value_name(target_id));
                if let Some(args) = self.tu.written_template_args.get(&target_id) {
                    inner.extend_from_slice(&self.template_args(args));
                }
                inner.push(b'(');
                for (i, &p) in f.params.iter().enumerate() {
                    if i > 0 {
                        inner.extend_from_slice(b", ");
                    }
                    let Some(pty) = self.tu.decl(p).ty() else {
                        continue;
                    };
                    let own = self.tu.name_bytes(p).to_vec();
                    let n = names.get(i).cloned().unwrap_or(own);
                    inner.extend_from_slice(&self.declarator(pty, &n, DeclStyle::Prototype));
                }
                inner.push(b')');
                let mut ft = ft;
                if matches!(ft.exception, crate::il::types::ExceptionSpec::None) {
                    // The directive names the template's specialization: its exception
                    // specification is the template's (`extern template bool
                    // has_facet< …> (const locale &) throw();`).
                    if let Some(e) = self.template_exception_spec(target_id, f.params.len()) {
                        ft.exception = e;
                    }
                }
                inner.extend_from_slice(&self.function_quals(&ft));
                t.extend_from_slice(&self.declarator(ft.ret, &inner, DeclStyle::Normal));
            }
            _ => return,
        }
        t.push(b';');
        self.w.position(ei.extern_pos.unwrap_or(ei.template_pos));
        self.w.text(&t);
    }

    /// The parameter names of the function template a function instantiates (found by
    /// name and parameter count in its scope); empty when there is none.
    fn template_param_names(&self, f: DeclId, count: usize) -> Vec<Vec<u8>> {
        let decl = self.tu.decl(f);
        let scope = decl.parent.unwrap_or(crate::il::TranslationUnit::ROOT);
        let Some(members) = self.tu.decl(scope).members() else {
            return Vec::new();
        };
        for m in members {
            let Item::Decl(x) = m else { continue };
            let DeclKind::Template(td) = &self.tu.decl(*x).kind else {
                continue;
            };
            let pattern = self.tu.decl(td.pattern);
            if pattern.name != decl.name {
                continue;
            }
            if let DeclKind::Function(pf) = &pattern.kind {
                if pf.params.len() == count {
                    return pf
                        .params
                        .iter()
                        .map(|&p| self.tu.name_bytes(p).to_vec())
                        .collect();
                }
            }
        }
        Vec::new()
    }

    /// `template< class T, int N> `
    pub fn template_header(&self, l: &crate::il::decl::TemplateParamList) -> Vec<u8> {
        self.template_header_naming(l, None)
    }

    /// The header with every unnamed parameter (nested ones too) named by the TU's
    /// `__T<n>` counter, as a template kernel's host stub has it (`template< class
    /// __T2, int N> static void k7(…)`); the outermost list's names come back in `names`.
    pub fn template_header_naming(
        &self,
        l: &crate::il::decl::TemplateParamList,
        names: Option<&mut Vec<Vec<u8>>>,
    ) -> Vec<u8> {
        self.template_header_text(l, names, false)
    }

    /// The header of a declaration in the `.int.c`: each parameter's name stands at its
    /// source line (an unnamed one's default at the default's).
    pub fn template_header_at_lines(&self, l: &crate::il::decl::TemplateParamList) -> Vec<u8> {
        self.template_header_text(l, None, true)
    }

    fn template_header_text(
        &self,
        l: &crate::il::decl::TemplateParamList,
        mut names: Option<&mut Vec<Vec<u8>>>,
        lines: bool,
    ) -> Vec<u8> {
        // Each parameter is at its name, an unnamed one where its name would be.
        let mark = |v: &mut Vec<u8>, p: crate::il::DeclId| {
            if lines {
                super::lines::position_marker(v, self.tu.decl(p).pos);
            }
        };
        if l.params.is_empty() {
            return b"template<> ".to_vec(); // an explicit specialization
        }
        let naming = names.is_some();
        let mut v = b"template< ".to_vec();
        for (i, &p) in l.params.iter().enumerate() {
            if i > 0 {
                v.extend_from_slice(b", ");
            }
            let mut name = self.tu.name_bytes(p).to_vec();
            if naming && name.is_empty() {
                name = self.next_generated_name();
            }
            if let Some(n) = names.as_deref_mut() {
                n.push(name.clone());
            }
            match &self.tu.decl(p).kind {
                DeclKind::TemplateTypeParam(tp) => {
                    // A type-constraint stands where `class` would: `C T`, `B< int>  T`.
                    match self.tu.param_constraints.get(&p) {
                        Some(&c) => {
                            v.extend_from_slice(&self.type_constraint_text(c));
                            v.push(b' ');
                        }
                        None => v.extend_from_slice(b"class "),
                    }
                    if tp.pack {
                        v.extend_from_slice(b"...");
                    }
                    mark(&mut v, p);
                    v.extend_from_slice(&name);
                    if let Some(def) = tp.default {
                        v.extend_from_slice(b" = ");
                        v.extend_from_slice(&self.alias_type_text(def));
                    }
                }
                DeclKind::TemplateValueParam(vp) => {
                    if name.is_empty() && !self.has_declarator_part(vp.ty) {
                        // T-HDR: the separator before the (absent) name stays: `bool  = 1`,
                        // `X< int>   = 0` (the id's trailing space too); `int * = p` has none.
                        v.extend_from_slice(&self.alias_type_text(vp.ty));
                        // …but an unnamed pack ends at its `...`: `template< int ...> `.
                        if !vp.pack {
                            v.push(b' ');
                        }
                        mark(&mut v, p);
                    } else if lines
                        && !vp.pack
                        && !name.is_empty()
                        && !self.has_declarator_part(vp.ty)
                    {
                        v.extend_from_slice(&self.alias_type_text(vp.ty));
                        v.push(b' ');
                        mark(&mut v, p);
                        v.extend_from_slice(&name);
                    } else {
                        v.extend_from_slice(&self.declarator(vp.ty, &name, DeclStyle::Normal));
                        if name.is_empty() {
                            mark(&mut v, p);
                        }
                    }
                    if let Some(def) = vp.default {
                        v.extend_from_slice(b" = ");
                        v.extend_from_slice(&self.value_param_default(vp.ty, def));
                    }
                }
                DeclKind::TemplateTemplateParam(tt) => {
                    // T-HDR: `template< class , int >  class TT = Default` (the space
                    // before `>` is the unnamed `int`'s: `template< class U, int M>  class`).
                    let mut inner_names = Vec::new();
                    // It is at its `template`, and a name at its own line.
                    if lines {
                        super::lines::position_marker(&mut v, tt.params.template_pos);
                    }
                    v.extend_from_slice(
                        &self
                            .template_header_naming(&tt.params, naming.then_some(&mut inner_names)),
                    );
                    v.extend_from_slice(b" class ");
                    if tt.pack {
                        v.extend_from_slice(b"...");
                    }
                    if !name.is_empty() {
                        mark(&mut v, p);
                    }
                    v.extend_from_slice(&name);
                    if let Some(def) = tt.default {
                        v.extend_from_slice(b" = ");
                        v.extend_from_slice(&self.qualified_type_name(def));
                    }
                }
                _ => {}
            }
        }
        v.extend_from_slice(b"> ");
        // A requires-clause follows its list at the `requires` keyword's line:
        // `requires(A< T> ) `.
        if let Some(r) = l.requires {
            if let Some(&p) = self.tu.requires_pos.get(&r) {
                super::lines::position_marker(&mut v, p);
            }
            v.extend_from_slice(b"requires(");
            v.extend_from_slice(&self.expr_top(r));
            v.extend_from_slice(b") ");
        }
        v
    }

    /// Whether `t` as written has a declarator part (`*`, `&`, `[]`, a function's
    /// parameters), so that nothing separates the specifiers from an absent name.
    fn has_declarator_part(&self, t: crate::il::TypeId) -> bool {
        use crate::il::types::Type;
        let types = &self.tu.types;
        let t = match types.get(t) {
            Type::Qualified(inner, _) => *inner,
            _ => t,
        };
        matches!(
            types.get(t),
            Type::Pointer(_)
                | Type::LValueRef(_)
                | Type::RValueRef(_)
                | Type::Array(..)
                | Type::Function(_)
                | Type::MemberPointer { .. }
        )
    }

    /// One declaration statement: a class/enum defined in the specifiers, then the
    /// declarators, each positioned at its name.
    pub fn decl_group(&mut self, defined: Option<DeclId>, decls: &[DeclId]) {
        if let Some(&f) = decls.first() {
            if matches!(self.tu.decl(f).kind, DeclKind::FriendType(_)) {
                // The class it names is printed by the friend declaration, not defined here.
                self.friend_type(f);
                return;
            }
        }
        // `typedef struct Fwd *P;`: a class introduced by an elaborated specifier inside a
        // declaration is printed by the type printer (`struct ` on first mention, D14), not
        // as a declaration of its own; a bare `struct Fwd;` still is.
        let elaborated =
            |t: DeclId| matches!(&self.tu.decl(t).kind, DeclKind::Class(c) if c.elaborated_only);
        let defined = defined.filter(|&t| decls.is_empty() || !elaborated(t));
        if let (Some(t), &[a]) = (defined, decls) {
            if matches!(&self.tu.decl(a).kind, DeclKind::Typedef(td) if td.alias_form) {
                self.alias_defining_enum(a, t);
                return;
            }
        }
        let typedef_group = decls.first().is_some_and(
            |&x| matches!(&self.tu.decl(x).kind, DeclKind::Typedef(t) if !t.alias_form),
        );
        // `typedef __device_builtin__ struct S { … } S_t;` is the runtime's: the whole
        // declaration is one `#if 0` body (`typedef `, the class, `} S_t; `).
        let builtin_group = typedef_group
            && defined.is_some()
            && decls
                .iter()
                .all(|&x| self.tu.decl(x).attrs.cuda.device_builtin);
        if let Some(t) = defined {
            // LD-3: the declaration is at its first declarator; the class keeps its own
            // position and its `}` moves to the declarator's line.
            let first_declarator = decls.first().map(|&x| self.tu.decl(x).pos);
            if typedef_group {
                // `typedef struct { … } name, *pname;`
                self.w
                    .position(first_declarator.unwrap_or(self.tu.decl(t).pos));
                if builtin_group {
                    self.w.begin_if0();
                    self.in_builtin_typedef_group = true;
                }
                if decls
                    .first()
                    .is_some_and(|&x| self.tu.decl(x).extension_written)
                {
                    self.w.str("__extension__ ");
                }
                self.w.str("typedef ");
            }
            self.close_brace_at = first_declarator;
            // A device_builtin type defined with declarators (`struct __device_builtin__
            // S { … } s;`) is printed as written: only a declaration of the type alone, or
            // a device_builtin typedef group, is the runtime's.
            self.builtin_with_declarators = !decls.is_empty() && !builtin_group;
            let cv = self.tu.cv_of_definition.get(&t).copied();
            if let Some((q, at)) = cv.filter(|_| !decls.is_empty()) {
                // `struct S {…} const s;`: EDG moves the qualifiers before the class key,
                // at their own line (`# 66` / `const ` / `# 62` / `struct _Save_errno {`).
                self.w.position(at);
                if q.has(crate::il::types::Quals::CONST) {
                    self.w.str("const ");
                }
                if q.has(crate::il::types::Quals::VOLATILE) {
                    self.w.str("volatile ");
                }
            }
            match &self.tu.decl(t).kind {
                DeclKind::Class(_) => self.class(t),
                DeclKind::Enum(_) => self.enumeration(t),
                _ => {}
            }
            self.builtin_with_declarators = false;
            if decls.is_empty() {
                if !std::mem::take(&mut self.suppress_semicolon) {
                    self.w.str("; ");
                }
                return;
            }
            self.w.str(" ");
        }
        let mut base: Option<Vec<u8>> = None;
        let mut any_var = false;
        for (i, &d) in decls.iter().enumerate() {
            let is_typedef = |x: DeclId| {
                matches!(&self.tu.decl(x).kind, DeclKind::Typedef(t) if !t.alias_form)
                    && self.printable(x)
                    && (builtin_group || !self.tu.decl(x).attrs.cuda.device_builtin)
            };
            if is_typedef(d) {
                // D-STORAGE: `typedef unsigned short u16, *pu16;` stays one declaration.
                let sep = if i > 0 && is_typedef(decls[i - 1]) {
                    Some(", ")
                } else if i == 0 && defined.is_some() {
                    Some("") // after the class the specifiers were
                } else {
                    None
                };
                let last = decls.get(i + 1).is_none_or(|&n| !is_typedef(n));
                self.typedef_part(d, sep, last);
                continue;
            }
            if !matches!(self.tu.decl(d).kind, DeclKind::Var(_)) {
                // Prints its own terminator (`static_assert(...);`, `typedef ...; `).
                self.decl(d);
                continue;
            }
            any_var = true;
            let full = self.var_decl_text(d);
            let pos = self.tu.decl(d).pos;
            let after_header = std::mem::take(&mut self.pattern_after_header);
            if i == 0 && after_header && defined.is_none() {
                // LD-3 for a variable template: the specifiers follow the header on the
                // `template` line, the declarator name goes to its own line
                // (`template< class T> constexpr int \n# 4\nvv = 1; `), a memory space's
                // prefix too (`template< class T> static T \n# 7\ndv = …`).
                if let Some(p) = self.leading_attr_pos(d) {
                    self.w.position(p);
                }
                self.pattern_after_header = true;
                let go_on = self.cuda_var_prefix(d);
                self.pattern_after_header = false;
                if !go_on {
                    return;
                }
                match self.declarator_offset(d, &full) {
                    _ if self.member_initialized_in_class(d) || self.extern_declaration(d) => {
                        self.w.text(&full)
                    }
                    Some(i) => {
                        self.w.text(&full[..i]);
                        self.w.position(pos);
                        self.w.text(&full[i..]);
                    }
                    None => {
                        self.w.position(pos);
                        self.w.text(&full);
                    }
                }
                base = Some(self.base_text(d));
            } else if i == 0 {
                let lead = self.leading_attr_pos(d).filter(|_| defined.is_none());
                self.w.position(lead.unwrap_or(pos));
                if self.tu.decl(d).extension_written && defined.is_none() {
                    self.w.str("__extension__ ");
                }
                if !self.cuda_var_prefix(d) {
                    return;
                }
                if let (Some(_), Some(at)) = (lead, self.declarator_offset(d, &full)) {
                    // Attributes first at their line, the name at its own.
                    self.w.text(&full[..at]);
                    self.w.position(pos);
                    self.w.text(&full[at..]);
                } else if defined.is_some() {
                    // The specifiers were the class itself: only the declarator remains.
                    let b = self.base_text(d);
                    self.w
                        .text(full.strip_prefix(b.as_slice()).unwrap_or(&full));
                } else {
                    self.w.text(&full);
                }
                base = Some(self.base_text(d));
            } else {
                self.w.str(", ");
                self.w.position(pos);
                let b = base.clone().unwrap_or_default();
                self.w
                    .text(full.strip_prefix(b.as_slice()).unwrap_or(&full));
            }
        }
        if any_var {
            self.w.str("; ");
            for &d in decls {
                if self.wants_lambda_typedef(d) {
                    self.lambda_typedef(d);
                }
            }
        }
    }

    /// `friend class R; ` (C-MEMBERS): a class is named with its key, whether or not the
    /// source wrote one (`friend R;` prints `friend class R; `).
    fn friend_type(&mut self, f: DeclId) {
        let decl = self.tu.decl(f);
        let DeclKind::FriendType(ft) = &decl.kind else {
            return;
        };
        let mut t = b"friend ".to_vec();
        match self.tu.types.get(ft.ty) {
            Type::Class(c) => {
                let c = *c;
                // A friend template declared in a template keeps the key it was written
                // with (`template< class , class > friend class H; ` of a `struct H`).
                let written = ft
                    .elaborated
                    .filter(|_| self.friend_template_in_template(f));
                let key = match &self.tu.decl(c).kind {
                    DeclKind::Class(cd) => Some(written.unwrap_or(cd.key)),
                    _ => None,
                };
                if let Some(key) = key {
                    t.extend_from_slice(match key {
                        ClassKey::Class => b"class ",
                        ClassKey::Struct => b"struct ",
                        ClassKey::Union => b"union ",
                    });
                }
                self.introduced.borrow_mut().insert(c);
                t.extend_from_slice(&self.qualified_type_name(c));
            }
            // A specialization named by its template-id, with its template's class key.
            Type::TemplateId { template, .. } => {
                let key = match &self.tu.decl(*template).kind {
                    DeclKind::Template(td) => match &self.tu.decl(td.pattern).kind {
                        DeclKind::Class(cd) => Some(cd.key),
                        _ => None,
                    },
                    _ => None,
                };
                t.extend_from_slice(match key {
                    Some(ClassKey::Class) => b"class ",
                    Some(ClassKey::Struct) => b"struct ",
                    Some(ClassKey::Union) => b"union ",
                    None => b"",
                });
                self.in_friend_type.set(true);
                t.extend_from_slice(&self.type_text(ft.ty));
                self.in_friend_type.set(false);
                // The template-id's closing `> ` keeps its space (`hash< vec> ; `).
                if t.last() == Some(&b'>') {
                    t.push(b' ');
                }
            }
            _ => t.extend_from_slice(&self.type_text(ft.ty)),
        }
        let template_id = matches!(self.tu.types.get(ft.ty), Type::TemplateId { .. });
        while !template_id && t.last() == Some(&b' ') {
            t.pop();
        }
        t.extend_from_slice(b"; ");
        if !std::mem::take(&mut self.declaration_at_template_line) {
            self.w.position(decl.pos);
        }
        self.w.text(&t);
    }

    /// The specifiers a declarator list shares: storage class and base type (`static int `).
    fn base_text(&self, d: DeclId) -> Vec<u8> {
        let DeclKind::Var(v) = &self.tu.decl(d).kind else {
            return Vec::new();
        };
        let mut s = self.var_specifiers(d, v);
        s.extend_from_slice(&self.innermost_type_text(v.ty));
        s
    }

    /// The decl-specifier part of a declarator's type, with its separating space
    /// (`int ` for `int *const p[2]`).
    fn innermost_type_text(&self, ty: crate::il::TypeId) -> Vec<u8> {
        let mut s = Vec::new();
        let mut t = ty;
        // Walk the type as written (typedef sugar kept): declarator parts only.
        let types = &self.tu.types;
        for _ in 0..100_000 {
            match types.get(t) {
                Type::Qualified(u, _)
                    if matches!(types.get(*u), Type::Pointer(_) | Type::MemberPointer { .. }) =>
                {
                    t = *u
                }
                Type::Pointer(x) | Type::LValueRef(x) | Type::RValueRef(x) | Type::Array(x, _) => {
                    t = *x
                }
                Type::Function(f) => t = f.ret,
                Type::MemberPointer { pointee, .. } => t = *pointee,
                _ => break,
            }
        }
        s.extend_from_slice(&self.type_text(t));
        s.push(b' ');
        s
    }

    fn var_specifiers(&self, d: DeclId, v: &VarDecl) -> Vec<u8> {
        let mem = self.tu.decl(d).attrs.cuda.memory;
        let device_var = !mem.is_empty();
        let mut s = Vec::new();
        if device_var && !self.in_device_body {
            // K-VAR: the prefix is written by cuda_var_prefix; `thread_local` stays.
            if v.thread_local == ThreadLocal::ThreadLocal {
                s.extend_from_slice(b"thread_local ");
            }
            return s;
        }
        if !device_var {
            // A CUDA variable's attributes precede its CUDA prefix (cuda_var_prefix).
            s.extend_from_slice(&self.leading_var_attrs(d));
        }
        match v.storage {
            StorageClass::Static => s.extend_from_slice(b"static "),
            StorageClass::Extern => s.extend_from_slice(b"extern "),
            StorageClass::Mutable => s.extend_from_slice(b"mutable "),
            StorageClass::Register => s.extend_from_slice(b"register "),
            StorageClass::None => {}
        }
        match v.thread_local {
            ThreadLocal::ThreadLocal => s.extend_from_slice(b"thread_local "),
            ThreadLocal::GnuThread => s.extend_from_slice(b"__thread "),
            ThreadLocal::None => {}
        }
        if v.constinit {
            s.extend_from_slice(b"constinit ");
        }
        if v.constexpr {
            s.extend_from_slice(b"constexpr ");
        }
        // C-MEMBERS: a constexpr static data member is implicitly inline, and says so; a
        // static member variable template too (`template< class U> static constexpr inline`).
        let is_class = |p: DeclId| matches!(self.tu.decl(p).kind, DeclKind::Class(_));
        let in_class = self.tu.decl(d).parent.is_some_and(|p| {
            is_class(p)
                || matches!(&self.tu.decl(p).kind, DeclKind::Template(t)
                    if t.pattern == d && self.tu.decl(p).parent.is_some_and(is_class))
        });
        let implicit_inline = in_class
            && self.tu.decl(d).qualifier.is_none()
            && v.constexpr
            && v.storage == StorageClass::Static;
        // Its out-of-class redeclaration too (C++17: `constexpr inline const T C< T> ::v;`),
        // when the class declared it constexpr (`static const P m;` then `constexpr P
        // P::m{2};` is a definition, not inline).
        let first = self.tu.first_decl(d);
        let redeclared_inline = v.constexpr
            && matches!(&self.tu.decl(first).kind, DeclKind::Var(f) if f.constexpr)
            && self.tu.decl(d).qualifier.is_some()
            && self.qualifier_class(d).is_some()
            && self
                .opts
                .dialect
                .is_none_or(|x| x >= crate::language::CxxStandard::Cxx17);
        if v.inline || implicit_inline || redeclared_inline {
            s.extend_from_slice(b"inline ");
        }
        s
    }

    /// `static int x = 1` (no `;`): specifiers, declarator, initializer.
    pub fn var_decl_text(&self, d: DeclId) -> Vec<u8> {
        let decl = self.tu.decl(d);
        let Some(t) = decl.ty() else {
            return Vec::new();
        };
        // An out-of-class definition keeps its written qualifier (`int A::n = 0;`).
        let mut name = Vec::new();
        self.var_qualifier_into(decl.qualifier.as_ref(), &mut name);
        name.extend_from_slice(&self.value_name(d));
        if let Some(args) = self.tu.written_template_args.get(&d) {
            // T-HDR: a variable template's specialization, `bits< bool>  = 1`; a template's
            // name at a template template parameter prints bare (`unp< Tr, T> `).
            let args = match self.primary_variable_template(d) {
                Some(p) => self.converted_args(self.template_params_of(p), args, false),
                None => args.to_vec(),
            };
            name.extend_from_slice(&self.template_args(&args));
        }
        if let Some(bindings) = self.tu.structured_bindings.get(&d) {
            // `auto [lo, hi] = e`: the hidden variable prints as its bindings.
            name.push(b'[');
            for (i, &b) in bindings.iter().enumerate() {
                if i > 0 {
                    name.extend_from_slice(b", ");
                }
                name.extend_from_slice(self.tu.name_bytes(b));
            }
            name.push(b']');
        }
        let mut s = match &decl.kind {
            DeclKind::Var(v) => self.var_specifiers(d, v),
            _ => Vec::new(),
        };
        if let (Some(language), DeclKind::Var(v)) = (self.linkage_prefix, &decl.kind) {
            // A variable directly in a linkage specification is a declaration unless it is
            // initialized ([dcl.link]): `extern "C" int x;`, `extern "C++" int y;` print as
            // `extern "C" int x;` and `extern int y;`; a static one has no language linkage.
            let declaration = v.storage == StorageClass::Extern
                || (v.storage == StorageClass::None && v.init.is_none());
            if v.storage != StorageClass::Static {
                if let Some(at) = s.windows(7).position(|w| w == b"extern ") {
                    s.drain(at..at + 7);
                }
                let prefix: &[u8] = match language {
                    Language::C => b"extern \"C\" ",
                    _ if declaration => b"extern ",
                    _ => b"",
                };
                s.splice(0..0, prefix.iter().copied());
            }
        }
        let t = self.member_definition_type(d, t);
        s.extend_from_slice(&self.declarator(t, &name, DeclStyle::Normal));
        let DeclKind::Var(v) = &decl.kind else {
            return s;
        };
        s.extend_from_slice(&self.asm_label_text(d));
        s.extend_from_slice(&self.trailing_declarator_attrs(d));
        if let Some(w) = v.bit_width {
            s.extend_from_slice(b": ");
            s.extend_from_slice(&self.expr_top(w));
        }
        let memory = decl.attrs.cuda.memory;
        // A variable template (and its specializations) keeps its initializer.
        let drop_init = !memory.is_empty()
            && (!self.in_device_body || !memory.has(crate::il::MemorySpace::SHARED))
            && self.variable_template_kind(d).is_none();
        if let (Some(init), false) = (v.init, drop_init) {
            use crate::il::expr::InitForm;
            let class_obj = self.is_class_type(v.ty);
            match init.form {
                InitForm::Implicit => {}
                // Several arguments for a dependent type (`typename is< C> ::sentry
                // cerb(in, true);`): the list as written, no comma expression.
                InitForm::Paren
                    if matches!(
                        self.tu.expr(init.expr).kind,
                        crate::il::ExprKind::ParenList(_)
                    ) =>
                {
                    s.extend_from_slice(&self.construct_args(init.expr, b'(', b')'));
                }
                // D-INIT: an automatic variable keeps `x(e)`; the rest become `= e`.
                InitForm::Paren if !class_obj && self.is_automatic(d, v) => {
                    // `T x(N)` of a dependent `T` is a direct-initialization judged at
                    // instantiation: no conversion yet (`T x = N;` has one).
                    let target = (!self.tu.types.is_dependent(v.ty)).then_some(v.ty);
                    s.push(b'(');
                    // Of a type naming template parameters, the initializer is a
                    // constructor's argument: `pointer __cur(((this->_M_impl)._M_start));`.
                    match self
                        .dependent_member_argument(init.expr)
                        .filter(|_| crate::il::template_query::names_template_param(self.tu, v.ty))
                    {
                        Some(t) => s.extend_from_slice(&t),
                        None => s.extend_from_slice(&self.expr_init_to(init.expr, target)),
                    }
                    s.push(b')');
                }
                InitForm::Paren if class_obj => {
                    s.extend_from_slice(&self.construct_args(init.expr, b'(', b')'));
                }
                // An aggregate's list is an initializer list (E-CONST per element).
                // A class with constructors takes its list as constructor arguments; only
                // an aggregate's list is an initializer list (E-CONST per element).
                InitForm::Brace
                    if class_obj
                        && (!matches!(
                            self.tu.expr(init.expr).kind,
                            crate::il::ExprKind::InitList { .. }
                        ) || self.has_constructors(v.ty)) =>
                {
                    s.extend_from_slice(&self.construct_args(init.expr, b'{', b'}'));
                }
                InitForm::EqualsBrace | InitForm::Brace
                    if matches!(
                        self.tu.expr(init.expr).kind,
                        crate::il::ExprKind::InitList { .. }
                    ) =>
                {
                    if init.form == InitForm::EqualsBrace {
                        s.extend_from_slice(b" = ");
                        // `long y = {3};` → `long y = (3);`: a scalar's one-element list
                        // is its element.
                        if let crate::il::ExprKind::InitList { elems, .. } =
                            &self.tu.expr(init.expr).kind
                        {
                            if let [only] = &elems[..] {
                                let scalar = self.tu.types.is_scalar(v.ty)
                                    && !self.tu.types.is_dependent(v.ty);
                                if scalar
                                    && !matches!(
                                        self.tu.expr(*only).kind,
                                        crate::il::ExprKind::InitList { .. }
                                    )
                                {
                                    s.extend_from_slice(&self.expr_init_to(*only, Some(v.ty)));
                                    return s;
                                }
                            }
                        }
                    }
                    // A template's declaration keeps an aggregate's elements as written.
                    let fields = !self.in_template(d);
                    self.init_list_fields_into(init.expr, v.ty, fields, &mut s, 0);
                }
                _ => {
                    s.extend_from_slice(b" = ");
                    s.extend_from_slice(&self.var_init_to(d, init.expr, v.ty));
                }
            }
        }
        s
    }

    /// A block-scope variable without `static`/`extern` (automatic storage).
    fn is_automatic(&self, d: DeclId, v: &crate::il::decl::VarDecl) -> bool {
        !v.field
            && matches!(v.storage, StorageClass::None | StorageClass::Register)
            && self
                .tu
                .decl(d)
                .parent
                .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Function(_)))
    }

    pub(super) fn construct_args(&self, e: crate::il::ExprId, open: u8, close: u8) -> Vec<u8> {
        let mut v = vec![open];
        match &self.tu.expr(e).kind {
            crate::il::ExprKind::Construct { args, .. }
            | crate::il::ExprKind::ParenList(args)
            | crate::il::ExprKind::InitList { elems: args, .. } => {
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        v.extend_from_slice(b", ");
                    }
                    match self.dependent_member_argument(a) {
                        Some(t) => v.extend_from_slice(&t),
                        None => v.extend_from_slice(&self.expr_top(a)),
                    }
                }
            }
            _ => match self.dependent_member_argument(e) {
                Some(t) => v.extend_from_slice(&t),
                None => v.extend_from_slice(&self.expr_top(e)),
            },
        }
        v.push(close);
        v
    }

    /// `typedef T name; ` / `using name = T; ` (+ the host_runtime block after `size_t`).
    fn typedef(&mut self, d: DeclId) {
        self.typedef_part(d, None, true)
    }

    /// One declarator of a typedef declaration: `typedef ` + declarator, or (`sep`) a
    /// continuation without the shared base type; `last` ends the declaration.
    fn typedef_part(&mut self, d: DeclId, sep: Option<&str>, last: bool) {
        let decl = self.tu.decl(d);
        let DeclKind::Typedef(t) = &decl.kind else {
            return;
        };
        let (aliased, alias_form, pos) = (t.aliased, t.alias_form, decl.pos);
        let name = self.tu.name_bytes(d).to_vec();
        let builtin = decl.attrs.cuda.device_builtin && !self.in_builtin_typedef_group;
        // D-ATTR: attributes among a typedef's specifiers move before `typedef`, each at
        // its line (`__attribute((deprecated("y"))) typedef int \n# 8\nM; `).
        let lead = if alias_form {
            Vec::new()
        } else {
            self.leading_attr_items(d)
        };
        if builtin {
            // The `#if 0` follows the previous line at once; only a lost segment (after
            // an `#endif`) is re-established first (`typedef __device_builtin__ struct
            // CUevent_st *cudaEvent_t;` after `typedef struct {…} rgba_t;`).
            if !self.w.in_segment_of(pos) {
                self.w.position(pos);
            }
            self.w.begin_if0();
        } else if !(alias_form && std::mem::take(&mut self.pattern_after_header))
            && (alias_form || sep.is_some() || lead.is_empty())
        {
            // An alias template stays on its `template` line; leading attributes carry
            // their own positions.
            self.w.position(pos);
        }
        if alias_form {
            if decl.extension_written {
                self.w.str("__extension__ ");
            }
            self.w.str("using ");
            self.w.text(&name);
            self.alias_name_attrs(d);
            self.w.str(" = ");
            let t = self.alias_type_text(aliased);
            self.w.text(&t);
        } else {
            let mut full = self.declarator(aliased, &name, DeclStyle::Normal);
            if let Some(sep) = sep {
                self.w.str(sep);
                let base = self.innermost_type_text(aliased);
                if let Some(rest) = full.strip_prefix(base.as_slice()) {
                    full = rest.to_vec();
                }
                if sep == ", " {
                    // Shared attributes are repeated before each later declarator.
                    for (_, t) in &lead {
                        self.w.text(t);
                        self.w.str(" ");
                    }
                }
            } else {
                if decl.extension_written {
                    self.w.str("__extension__ ");
                }
                for (at, t) in &lead {
                    self.w.position(*at);
                    self.w.text(t);
                    self.w.str(" ");
                }
                self.w.str("typedef ");
            }
            // The declarator name carries the position (LD-3).
            let cut = full.len() - name.len();
            let (before, after) = if full.ends_with(&name) {
                (&full[..cut], &b""[..])
            } else {
                (&full[..], &b""[..])
            };
            if full.ends_with(&name) {
                self.w.text(before);
                self.w.position(pos);
                self.w.text(&name);
                self.w.text(after);
            } else {
                self.w.text(&full);
            }
            let trailing = self.trailing_declarator_attrs(d);
            self.w.text(&trailing);
        }
        if !last {
            return;
        }
        self.w.str("; ");
        if builtin {
            self.w.end_if0();
        }
        if std::mem::take(&mut self.in_builtin_typedef_group) {
            self.w.end_if0();
        }
        if name == b"size_t"
            && !self.host_runtime_done
            && self.tu.decl(d).parent == Some(crate::il::TranslationUnit::ROOT)
        {
            self.host_runtime_done = true;
            self.w.counted_lines(&super::frame::HOST_RUNTIME_BLOCK);
        }
    }

    /// A class definition or declaration, without the final `;`.
    fn class(&mut self, d: DeclId) {
        let decl = self.tu.decl(d);
        let DeclKind::Class(c) = &decl.kind else {
            return;
        };
        let builtin = decl.attrs.cuda.device_builtin;
        // Its own `#if 0`, unless the typedef declaration around it opened one.
        let own_if0 = builtin && !self.in_builtin_typedef_group && !self.builtin_with_declarators;
        self.introduced.borrow_mut().insert(self.tu.first_decl(d));
        let close_at = self.close_brace_at.take();
        let hold = std::mem::take(&mut self.declaration_at_template_line);
        let (key, complete, members, close, bases) = (
            c.key,
            c.complete && !std::mem::take(&mut self.class_decl_only),
            c.members.clone(),
            c.close_brace.map(|c| close_at.unwrap_or(c)),
            c.bases.clone(),
        );
        let (spec, is_final) = (c.specialization.clone(), c.is_final);
        let name = self.tu.name_bytes(d).to_vec();
        // An unnamed class is at its `{` (`typedef struct` / `{` on the next line).
        let pos = match c.open_brace {
            Some(o) if name.is_empty() => o,
            _ => self.class_redecl_at.take().unwrap_or(decl.pos),
        };
        if own_if0 {
            let sentinel = self.opts.extended_lambda && name == b"__nv_lambda_preheader_injection";
            if sentinel {
                self.w.position(pos);
            } else {
                self.w.position_counted(pos);
            }
            if sentinel {
                // The sentinel: the extended-lambda preamble goes before it.
                let noexcept_in_types = self
                    .opts
                    .dialect
                    .is_none_or(|d| d >= crate::language::CxxStandard::Cxx17);
                let text =
                    super::ext_preamble::preamble(&self.ext_lambdas().counts, noexcept_in_types);
                self.w.foreign_block(text.as_bytes());
            }
            self.w.begin_if0();
        }
        if !hold {
            self.w.position(pos);
        }
        self.w.str(match key {
            ClassKey::Class => "class",
            ClassKey::Struct => "struct",
            ClassKey::Union => "union",
        });
        self.write_class_head_attrs(d);
        if !name.is_empty() {
            self.w.str(" ");
            // `class locale::facet {` defined outside its class keeps the qualifier written.
            let mut qualified = Vec::new();
            self.definition_qualifier_into(self.tu.decl(d).qualifier.as_ref(), &mut qualified);
            self.w.text(&qualified);
            self.w.text(&name);
        }
        if let Some(spec) = spec.filter(|s| {
            matches!(
                s.kind,
                SpecializationKind::Explicit | SpecializationKind::Partial
            )
        }) {
            // `struct enable_if< true, T> ` (T-HDR: the template-id's trailing space).
            // Arguments sema could not resolve are left out rather than failing the TU.
            let before = self.unimplemented.get();
            // A template template parameter given as an argument is the template (`Op`).
            let params = self.template_params_of(spec.template);
            // An explicit specialization names an instance: its values print converted to
            // their parameters' types (`template<> struct G< 0UL> `, `I< char, 'A'> `).
            let explicit = spec.kind == SpecializationKind::Explicit;
            let values: Vec<crate::il::types::TemplateArg>;
            // A partial specialization's list is completed with the primary template's
            // defaults (`pca< s::plus< T> , void> `); an explicit one's is not.
            let written = if explicit {
                values = spec.args.iter().map(|a| self.constant_arg(a)).collect();
                &values[..]
            } else {
                values = spec
                    .args
                    .iter()
                    .cloned()
                    .chain(
                        params
                            .iter()
                            .skip(spec.args.len())
                            .map_while(|&p| crate::il::template_query::default_arg(self.tu, p)),
                    )
                    .collect();
                &values[..]
            };
            let converted = self.converted_args(params, written, explicit);
            let args = match self.explicit_head_shortest(spec.template, params, written, explicit) {
                Some(0) => b"<> ".to_vec(),
                Some(n) if n < converted.len() => self.template_args(&converted[..n]),
                _ => self.template_args(&converted),
            };
            if before.is_none() && self.unimplemented.get().is_some() {
                self.unimplemented.set(None);
            } else {
                self.w.text(&args);
            }
        }
        if is_final {
            // C-BASE: a final class is `__final`.
            self.w.str(" __final");
        }
        if complete {
            // Base specifiers are names looked up in the class's scope (its
            // injected-class-name hides the template: `A< T *>  : public ::A< T> `).
            let saved = self.scope.replace(d);
            self.in_base_clause.set(true);
            for (i, b) in bases.iter().enumerate() {
                self.w.str(if i == 0 { " : " } else { ", " });
                // `virtual` first, whatever the written order: `virtual public A`.
                if b.is_virtual {
                    self.w.str("virtual ");
                }
                self.w.str(match b.access {
                    Access::Private => "private ",
                    Access::Protected => "protected ",
                    _ => "public ",
                });
                // A template-id base keeps its trailing space (`: public B< int>  {`).
                let t = self.alias_type_text(b.ty);
                self.w.text(&t);
                if b.pack_expansion {
                    // `: public build< 0, Ts> ...`
                    self.w.str("...");
                }
            }
            self.scope.set(saved);
            self.in_base_clause.set(false);
            self.w.str(" { ");
            let members: Vec<Item> = if builtin {
                // A device_builtin type keeps its data members only.
                members
                    .into_iter()
                    .filter(|m| match m {
                        Item::Decl(x) => matches!(self.tu.decl(*x).kind, DeclKind::Var(_)),
                        Item::Group(g) => g
                            .decls
                            .iter()
                            .all(|x| matches!(self.tu.decl(*x).kind, DeclKind::Var(_))),
                        _ => false,
                    })
                    .collect()
            } else {
                members
            };
            let saved = self.scope.replace(d);
            self.print_scope_items(&members);
            self.scope.set(saved);
            for _ in 0..self.tail_padding(d) {
                self.w.str("__pad__(volatile char:8;)");
            }
            if let Some(c) = close {
                self.w.position(c);
            }
            self.w.str("}");
            // D-ATTR: attributes written after the closing brace stay there
            // (`} __attribute((packed));`).
            let attrs = &self.tu.decl(d).attrs;
            let after = attrs
                .gnu
                .iter()
                .filter(|g| g.placement == crate::il::AttrPlacement::AfterClass);
            let items = self.gnu_attr_groups(d, after);
            self.write_attrs_at_their_lines(items);
        }
        if own_if0 {
            self.w.str("; ");
            self.w.end_if0();
            self.suppress_semicolon = true;
        }
    }

    /// An enum definition, without the final `;`.
    pub(super) fn enumeration(&mut self, d: DeclId) {
        let decl = self.tu.decl(d);
        let DeclKind::Enum(e) = &decl.kind else {
            return;
        };
        let e: EnumDecl = EnumDecl::clone(e);
        let close_at = self.close_brace_at.take();
        // LD-3: an unnamed enum is at its `{`, as an unnamed class is; with a fixed
        // underlying type, at its `:` (the declaration's position).
        let pos = match e.open_brace {
            Some(o) if self.tu.name_bytes(d).is_empty() && e.written_underlying.is_none() => o,
            _ => decl.pos,
        };
        // A device_builtin enum definition is the runtime's: in `#if 0`, as a class is
        // (an opaque declaration is printed as written).
        let own_if0 = decl.attrs.cuda.device_builtin
            && e.complete
            && !self.in_builtin_typedef_group
            && !self.builtin_with_declarators;
        if own_if0 {
            self.w.position_counted(pos);
            self.w.begin_if0();
        }
        self.w.position(pos);
        self.w.str("enum");
        if e.scoped.is_some() {
            // `enum struct` prints as `enum class`.
            self.w.str(" class");
        }
        self.write_class_head_attrs(d);
        let name = self.tu.name_bytes(d).to_vec();
        if !name.is_empty() {
            self.w.str(" ");
            self.w.text(&name);
        }
        if let Some(u) = e.written_underlying {
            self.w.str(": ");
            let t = self.type_text(u);
            self.w.text(&t);
        }
        if !e.complete {
            return;
        }
        self.w.str(" { ");
        // The implicit value of the next enumerator; none after `-1` (EDG adds 1 to the
        // value's unsigned 64-bit form, which carries out: `v = -1, u = 0` keeps `= 0`).
        let mut next: Option<i128> = Some(0);
        let class_template_member = self.in_class_template_scope(d);
        for (i, &en) in e.enumerators.iter().enumerate() {
            if i > 0 {
                self.w.str(", ");
            }
            let ed = self.tu.decl(en);
            self.w.position(ed.pos);
            let name = self.tu.name_bytes(en).to_vec();
            self.w.text(&name);
            if let DeclKind::Enumerator(x) = &ed.kind {
                // A class template's enumerators are not evaluated: past the first (whose
                // implicit value is 0), each written initializer prints as written.
                if class_template_member {
                    if let Some(init) = x.init {
                        let known = self.tu.expr(init).value.is_some();
                        if i > 0 || !known || x.value != 0 {
                            self.w.str(" = ");
                            self.in_enumerator_init.set(true);
                            let v = self.expr_top(init);
                            self.in_enumerator_init.set(false);
                            self.w.text(&v);
                        }
                    }
                    continue;
                }
                if Some(x.value) != next {
                    self.w.str(" = ");
                    let v = match x.init {
                        Some(init) => match self.unsigned_enumerator_literal(init, x.value, &e) {
                            Some(v) => v,
                            None => {
                                let outer = self.defining_enum.replace(Some(d));
                                let v = self.expr_const_init(init);
                                self.defining_enum.set(outer);
                                v
                            }
                        },
                        None => x.value.to_string().into_bytes(),
                    };
                    self.w.text(&v);
                }
                next = (x.value != -1).then(|| x.value.wrapping_add(1));
            }
        }
        if let Some(c) = e.close_brace {
            self.w.position(close_at.unwrap_or(c));
        }
        self.w.str("}");
        if own_if0 {
            self.w.str("; ");
            self.w.end_if0();
            self.suppress_semicolon = true;
        }
    }

    /// `f` is a friend template declared inside a template.
    fn friend_template_in_template(&self, f: DeclId) -> bool {
        self.tu.decl(f).parent.is_some_and(|t| {
            matches!(&self.tu.decl(t).kind, DeclKind::Template(td) if td.pattern == f)
                && self.in_template(t)
        })
    }

    /// Whether `d` is declared in a class template's scope (not inside a function of it).
    fn in_class_template_scope(&self, d: DeclId) -> bool {
        let mut p = self.tu.decl(d).parent;
        for _ in 0..10_000 {
            let Some(x) = p else { return false };
            match self.tu.decl(x).kind {
                DeclKind::Template(_) => return true,
                DeclKind::Function(_) => return false,
                _ => p = self.tu.decl(x).parent,
            }
        }
        false
    }

    /// A plain integer literal initializing an enumerator of an enum with a written
    /// unsigned or long underlying type prints as a literal of that type (`ON = 5` in
    /// `enum A : unsigned char` → `ON = 5U`, in `enum B : long` → `ON = 5L`).
    fn unsigned_enumerator_literal(
        &self,
        init: crate::il::ExprId,
        value: i128,
        e: &EnumDecl,
    ) -> Option<Vec<u8>> {
        use crate::il::types::Builtin;
        let u = e.written_underlying?;
        let b = self.tu.types.as_builtin(u)?;
        let suffix: &[u8] = match b {
            Builtin::UnsignedChar | Builtin::UnsignedShort | Builtin::UnsignedInt => b"U",
            Builtin::UnsignedLong => b"UL",
            Builtin::UnsignedLongLong => b"ULL",
            Builtin::Long => b"L",
            Builtin::LongLong => b"LL",
            _ => return None,
        };
        let mut x = init;
        while let crate::il::ExprKind::Paren(i) = self.tu.expr(x).kind {
            x = i;
        }
        if !matches!(self.tu.expr(x).kind, crate::il::ExprKind::IntLit(_)) || value < 0 {
            return None;
        }
        let mut v = value.to_string().into_bytes();
        v.extend_from_slice(suffix);
        Some(v)
    }

    /// A member function named like its class (a constructor the parser took for an
    /// ordinary function, e.g. after `__host__ __device__`): no return type.
    pub(super) fn named_like_its_class(&self, d: DeclId) -> bool {
        let decl = self.tu.decl(d);
        let Some(mut p) = decl.parent else {
            return false;
        };
        // A constructor template's pattern: its parent is the template.
        if let (DeclKind::Template(_), Some(q)) = (&self.tu.decl(p).kind, self.tu.decl(p).parent) {
            p = q;
        }
        (matches!(self.tu.decl(p).kind, DeclKind::Class(_))
            && matches!(decl.name, crate::il::DeclName::Ident(_))
            && self.tu.name_bytes(d) == self.tu.name_bytes(p))
            || self.tu.qualified_by_its_class(d)
    }
}

impl Printer<'_> {
    /// An out-of-class static data member definition prints the type its class declared
    /// when that differs only by `const` (`static const P m;` then `constexpr P P::m{2};`
    /// prints `constexpr const P P::m{2};`); a completed array bound stays the definition's.
    fn member_definition_type(&self, d: DeclId, t: crate::il::TypeId) -> crate::il::TypeId {
        let decl = self.tu.decl(d);
        let first = self.tu.first_decl(d);
        let templated = decl
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Template(_)));
        if decl.qualifier.is_none() || first == d || templated {
            return t;
        }
        let types = &self.tu.types;
        match self.tu.decl(first).ty() {
            Some(ft)
                if ft != t
                    && types.split_quals(ft).1.has(crate::il::Quals::CONST)
                    && types.canonical(types.unqualified(ft)) == types.canonical(t) =>
            {
                ft
            }
            _ => t,
        }
    }
}
