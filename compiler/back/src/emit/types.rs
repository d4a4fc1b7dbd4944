//! Type spelling (D-TYPE) and declarators (F-PROTO).
//!
//! Types are spelled canonically from the IL (`unsigned`, cv first, elaborated keys
//! dropped) in C declarator syntax: `*`/`&` attach to the declarator, cv-qualifiers of a
//! pointer follow its `*` (`int *const p`), pointers to functions and arrays get
//! parentheses, and a pointer to member always does (`int (S::*pm)`). A declarator is
//! built around a *hole* where the name goes, so one function serves named, abstract and
//! prototype (`int * p`, `int  a[]`) forms.

use crate::il::types::{ArrayBound, Builtin, FunctionType, RefQual, TemplateArg};
use crate::il::{DeclId, DeclKind, Quals, Type, TypeId};

use super::Printer;
use std::collections::VecDeque;

/// Marks where the declarator's name goes while a type is spelled.
const HOLE: u8 = 0x01;

/// How a declarator's name is attached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeclStyle {
    /// `int *p`, `int a[4]`.
    Normal,
    /// Prototype parameters: the abstract type, a space, the name (`int * p`, `int  a[]`).
    Prototype,
}

/// Puts `bytes` in front of `inner`.
fn prepend(inner: &mut VecDeque<u8>, bytes: &[u8]) {
    for &b in bytes.iter().rev() {
        inner.push_front(b);
    }
}

impl Printer<'_> {
    /// The abstract spelling of a type (`int *`, `int (*)(int)`).
    pub fn type_text(&self, t: TypeId) -> Vec<u8> {
        self.declarator(t, b"", DeclStyle::Normal)
    }

    /// The type of an alias-declaration (`using A = Vec< T, 2> ;`): like [`Self::type_text`]
    /// but a template-id keeps its trailing space.
    pub fn alias_type_text(&self, t: TypeId) -> Vec<u8> {
        let mut s = self.declarator(t, &[HOLE], DeclStyle::Normal);
        if s.last() == Some(&HOLE) {
            s.pop();
            if s.last() == Some(&b' ') {
                s.pop();
            }
        } else {
            s.retain(|&c| c != HOLE);
        }
        s
    }

    /// A type with a declarator name.
    pub fn declarator(&self, t: TypeId, name: &[u8], style: DeclStyle) -> Vec<u8> {
        if let (DeclStyle::Prototype, Type::PackExpansion(u)) = (style, self.tu.types.get(t)) {
            // F-PROTO on a pack: the abstract type, a space, `...` and the name
            // (`Rest * ...`).
            let mut out = self.type_text(*u);
            out.extend_from_slice(b" ...");
            out.extend_from_slice(name);
            return out;
        }
        if let (b"", Type::PackExpansion(u)) = (name, self.tu.types.get(t)) {
            // An abstract pack (a template argument): `Ts *...`.
            let mut out = self.type_text(*u);
            out.extend_from_slice(b"...");
            return out;
        }
        let s = self.spell(t, vec![HOLE]);
        let pos = s.iter().position(|&c| c == HOLE).unwrap_or(s.len());
        let (before, after) = (&s[..pos], &s[(pos + 1).min(s.len())..]);
        let mut out = Vec::with_capacity(s.len() + name.len() + 1);
        if name.is_empty() {
            out.extend_from_slice(before);
            out.extend_from_slice(after);
            // `int ` + nothing: drop the separator the base type put before the hole (a
            // template-id keeps its own trailing space: `W< int> `).
            if out.last() == Some(&b' ') {
                out.pop();
            }
            return out;
        }
        out.extend_from_slice(before);
        // F-PROTO: the separating space is not doubled after a base type or a cv-qualified
        // pointer (`int *const p`, `int (*const fp)(int)`), but is before an array's
        // bounds (`int  a[]`, `int *const  a[]`).
        if style == DeclStyle::Prototype
            && !(before.ends_with(b" ") && (after.is_empty() || after.starts_with(b")")))
        {
            out.push(b' ');
        }
        out.extend_from_slice(name);
        out.extend_from_slice(after);
        out
    }

    /// The declarator text of `t` around `inner` (which holds the name's [`HOLE`]).
    /// Pointers, references, arrays, functions and member pointers wrap `inner` and
    /// continue with the type they are built on, in a loop on a two-ended buffer: a
    /// declarator 100,000 deep costs time and memory linear in its length.
    fn spell(&self, t: TypeId, inner: Vec<u8>) -> Vec<u8> {
        let mut inner: VecDeque<u8> = inner.into();
        let mut t = t;
        let types = &self.tu.types;
        let with_base = |base: &[u8], inner: &VecDeque<u8>| {
            let mut v = base.to_vec();
            if !inner.is_empty() {
                v.push(b' ');
                v.extend(inner.iter());
            }
            v
        };
        loop {
            match types.get(t) {
                // EDG's nullptr_t is the type of `nullptr`, spelled as its decltype.
                Type::Builtin(Builtin::NullPtr) => {
                    return with_base(b"__decltype((nullptr))", &inner)
                }
                Type::Builtin(b) => return with_base(b.spelling().as_bytes(), &inner),
                // EDG spells a GNU complex type element first: `double __complex__`.
                Type::Complex(b) => {
                    let base = format!("{} __complex__", b.spelling());
                    return with_base(base.as_bytes(), &inner);
                }
                Type::Signed(b) => {
                    return with_base(format!("signed {}", b.spelling()).as_bytes(), &inner)
                }
                Type::Qualified(u, q) => {
                    let pointerish =
                        matches!(types.get(*u), Type::Pointer(_) | Type::MemberPointer { .. });
                    if pointerish {
                        if !inner.is_empty() {
                            inner.push_front(b' ');
                        }
                        prepend(&mut inner, &quals_text(*q));
                        t = *u;
                    } else {
                        let mut v = quals_text(*q);
                        v.push(b' ');
                        let rest = crate::stack::deep(|| self.spell(*u, inner.into()));
                        v.extend_from_slice(&rest);
                        return v;
                    }
                }
                Type::Pointer(u) | Type::LValueRef(u) | Type::RValueRef(u) => {
                    let op: &[u8] = match types.get(t) {
                        Type::Pointer(_) => b"*",
                        Type::LValueRef(_) => b"&",
                        _ => b"&&",
                    };
                    self.indirect(*u, op, &mut inner);
                    t = *u;
                }
                Type::Array(u, bound) => {
                    inner.push_back(b'[');
                    match bound {
                        ArrayBound::Known(n) => inner.extend(n.to_string().as_bytes()),
                        ArrayBound::Unknown => {}
                        // A bound computed from block-scope constants is an expression
                        // EDG keeps, wrapped: `h[(chunks * chunk)]` (`h[chunks]` bare).
                        ArrayBound::Written(_, e) if self.computed_from_locals(*e, 0) => {
                            inner.push_back(b'(');
                            inner.extend(self.expr_top(*e));
                            inner.push_back(b')');
                        }
                        ArrayBound::Dependent(e) | ArrayBound::Written(_, e) => {
                            inner.extend(self.expr_top(*e))
                        }
                    }
                    inner.push_back(b']');
                    t = *u;
                }
                Type::Function(f) => {
                    inner.extend(crate::stack::deep(|| self.function_suffix(f)));
                    t = f.ret;
                }
                Type::MemberPointer { class, pointee } => {
                    let mut head = b"(".to_vec();
                    head.extend_from_slice(&crate::stack::deep(|| self.type_text(*class)));
                    head.extend_from_slice(b"::*");
                    prepend(&mut inner, &head);
                    inner.push_back(b')');
                    t = *pointee;
                }
                Type::Class(d) => {
                    let mut base = self.elaborated_key(*d);
                    match self.explicit_specialization_of(*d) {
                        // `template<> struct A< char>  { ::A< char>  *v; }`: an explicit
                        // specialization is named by its template-id (its injected name
                        // included), which its own scope qualifies.
                        Some((template, args)) => {
                            base.extend_from_slice(&self.qualified_type_name_of(template, t));
                            base.extend_from_slice(&self.class_template_id_args(template, args));
                        }
                        // A partial specialization's injected name in a friend's parameters:
                        // its template-id, qualified like an explicit specialization's
                        // (`friend void swap(N::H< V, V, A>  &, …)`).
                        None if self.in_friend_params.get()
                            && self.partial_specialization_of(*d).is_some() =>
                        {
                            let Some((template, args)) = self.partial_specialization_of(*d) else {
                                return Vec::new();
                            };
                            base.extend_from_slice(&self.qualified_type_name_of(template, t));
                            base.extend_from_slice(&self.class_template_id_args(template, args));
                        }
                        None => {
                            base.extend_from_slice(&self.qualified_type_name_of(*d, t));
                            // A friend's parameters name a class template's injected name
                            // by its template-id (`friend bool operator==(const W< T>  &, …)`).
                            if self.in_friend_params.get() {
                                base.extend_from_slice(&self.injected_template_id_args(*d));
                            }
                        }
                    }
                    return with_base(&base, &inner);
                }
                Type::TemplateParam(d) => return with_base(&self.template_param_text(*d), &inner),
                Type::Enum(d) => return with_base(&self.qualified_type_name_of(*d, t), &inner),
                // `W< char> ::type`: a member named through a specialization keeps its id.
                Type::Typedef {
                    decl,
                    qualifier: Some(q),
                    ..
                } if !self.specialization_base_in_scope(*q) => {
                    let mut base = match types.get(*q) {
                        Type::TemplateId { template, args, .. } => {
                            let mut v = self.qualified_type_name(*template);
                            v.extend_from_slice(&self.class_template_id_args(*template, args));
                            v
                        }
                        _ => self.written_qualifier_type(*q),
                    };
                    base.extend_from_slice(b"::");
                    base.extend_from_slice(&self.type_name(*decl));
                    return with_base(&base, &inner);
                }
                // Found from a derived class's scope: the bare name (base_member_typedef).
                Type::Typedef {
                    decl,
                    qualifier: Some(_),
                    ..
                } => return with_base(&self.type_name(*decl), &inner),
                // GCC's predefined `__int128_t` is the builtin type itself to EDG.
                Type::Typedef { decl, aliased, .. }
                    if self.tu.decl(*decl).implicit
                        && matches!(self.tu.types.get(*aliased), Type::Builtin(_)) =>
                {
                    return with_base(&self.type_text(*aliased), &inner);
                }
                Type::Typedef { decl, .. } => {
                    return with_base(&self.qualified_type_name_of(*decl, t), &inner)
                }
                Type::TemplateId { template, args, .. } => {
                    let mut base = self.template_id_name(*template, t, true);
                    base.extend_from_slice(&self.class_template_id_args(*template, args));
                    return with_base(&base, &inner);
                }
                Type::DependentName { qualifier, steps } => {
                    // A base-specifier names a type without `typename` (the grammar has no
                    // place for it there).
                    let mut base = if self.names_base_specifier()
                        || self.qualifier_substituted_concrete(*qualifier)
                    {
                        Vec::new()
                    } else {
                        b"typename ".to_vec()
                    };
                    base.extend_from_slice(&self.dependent_name_path(*qualifier, steps, 0));
                    return with_base(&base, &inner);
                }
                Type::Auto(k) | Type::Deduced { kind: k, .. } => {
                    let base: &[u8] = match k {
                        crate::il::types::AutoKind::Auto => b"auto",
                        crate::il::types::AutoKind::DecltypeAuto => b"decltype(auto)",
                        crate::il::types::AutoKind::GnuAutoType => b"__auto_type",
                        // CTAD: the template's name as written (`Pair p(3, (4.5));`).
                        crate::il::types::AutoKind::DeducedClass(d) => {
                            return with_base(&self.qualified_type_name(*d), &inner);
                        }
                        // `C auto`, `B< int>  auto`.
                        crate::il::types::AutoKind::Constrained(c) => {
                            let mut b = self.type_constraint_text(*c);
                            b.extend_from_slice(b" auto");
                            return with_base(&b, &inner);
                        }
                    };
                    return with_base(base, &inner);
                }
                // `__typeof__(e)` prints its operand as written, parentheses dropped.
                Type::Decltype {
                    expr,
                    gnu_typeof: true,
                    ..
                } => {
                    let mut base = b"__typeof__(".to_vec();
                    base.extend_from_slice(&self.expr_top(self.strip_parens(*expr)));
                    base.push(b')');
                    return with_base(&base, &inner);
                }
                Type::Decltype { expr, .. } => {
                    // E-MISC: an unparenthesized name or member access prints as written
                    // (`__decltype(s.m)`); any other operand is parenthesized, as EDG keeps
                    // `decltype(e)` apart from `decltype((e))`: `__decltype((g()))`.
                    let name = matches!(
                        self.tu.exprs.get(*expr).map(|e| &e.kind),
                        Some(
                            crate::il::ExprKind::DeclRef { .. }
                                | crate::il::ExprKind::Member { .. }
                                | crate::il::ExprKind::DependentMember { .. }
                                | crate::il::ExprKind::Unresolved { .. }
                        )
                    );
                    let mut base = b"__decltype(".to_vec();
                    if name {
                        base.extend_from_slice(&self.expr_top(*expr));
                    } else {
                        base.push(b'(');
                        base.extend_from_slice(&self.expr_top(*expr));
                        base.push(b')');
                    }
                    base.push(b')');
                    return with_base(&base, &inner);
                }
                Type::Transform { name, operand, .. } => {
                    // A GNU type transformation prints as written: `__underlying_type(E)`.
                    let mut base = self.sym(*name).to_vec();
                    base.push(b'(');
                    base.extend_from_slice(&crate::stack::deep(|| self.type_text(*operand)));
                    base.push(b')');
                    return with_base(&base, &inner);
                }
                Type::PackExpansion(u) if inner.contains(&HOLE) => {
                    // F-VARIADIC: `...` goes with the declarator (`Rest ...rest`, `const T &...t`).
                    prepend(&mut inner, b"...");
                    t = *u;
                }
                Type::PackExpansion(u) => {
                    let mut v = crate::stack::deep(|| self.spell(*u, Vec::new()));
                    v.extend_from_slice(b"...");
                    if !inner.is_empty() {
                        v.push(b' ');
                        v.extend(inner);
                    }
                    return v;
                }
                Type::Error => {
                    self.not_implemented("a type sema could not resolve");
                    return with_base(b"int", &inner);
                }
            }
        }
    }

    /// A pointer or reference declarator (`*`, `&`, `&&`) before `inner`; parenthesized
    /// around a function or array it points to.
    fn indirect(&self, pointee: TypeId, op: &[u8], inner: &mut VecDeque<u8>) {
        prepend(inner, op);
        let (u, _) = self.tu.types.split_quals(pointee);
        // A typedef name stands for the whole type: `F *fq`, not `F (*fq)`.
        let mut written = pointee;
        while let Type::Qualified(x, _) = self.tu.types.get(written) {
            written = *x;
        }
        let named = matches!(self.tu.types.get(written), Type::Typedef { .. });
        if !named && matches!(self.tu.types.get(u), Type::Function(_) | Type::Array(..)) {
            inner.push_front(b'(');
            inner.push_back(b')');
        }
    }

    /// A function's type as written: the return type keeps its typedef sugar
    /// (`size_t f()`, not `unsigned long f()`).
    pub fn written_function_type(&self, t: TypeId) -> Option<FunctionType> {
        match self.tu.types.get(t) {
            Type::Function(f) => Some(f.clone()),
            _ => self.tu.types.as_function(t).cloned(),
        }
    }

    /// `(int, double) const &` after a function declarator (abstract parameters).
    pub fn function_suffix(&self, f: &FunctionType) -> Vec<u8> {
        let mut v = b"(".to_vec();
        for (i, p) in f.params.iter().enumerate() {
            if i > 0 {
                v.extend_from_slice(b", ");
            }
            // Parameters as the declarator wrote them: `void (*)(const int a, int [3])`.
            if let Some(w) = f.written_params.as_ref().and_then(|w| w.get(i)) {
                let name = match w.name {
                    crate::pp::Symbol::NONE => &b""[..],
                    n => self.sym(n),
                };
                v.extend_from_slice(&self.declarator(w.ty, name, DeclStyle::Prototype));
            } else if let Type::PackExpansion(_) = self.tu.types.get(*p) {
                // A parameter pack in a function type keeps the prototype's ` ...`: `F (A ...)`.
                v.extend_from_slice(&self.declarator(*p, b"", DeclStyle::Prototype));
            } else {
                v.extend_from_slice(&self.type_text(*p));
            }
        }
        if f.variadic {
            if !f.params.is_empty() {
                v.extend_from_slice(b", ");
            }
            v.extend_from_slice(b"...");
        }
        if f.params.is_empty() && !f.variadic {
            // A function type with no parameters is spelled `(void)` (`int (*fp)(void)`).
            v.extend_from_slice(b"void");
        }
        v.push(b')');
        v.extend_from_slice(&self.function_quals(f));
        v
    }

    /// ` const`, ` &`, ` noexcept` after a parameter list.
    pub fn function_quals(&self, f: &FunctionType) -> Vec<u8> {
        let mut v = Vec::new();
        if !f.quals.is_empty() {
            v.push(b' ');
            v.extend_from_slice(&quals_text(f.quals));
        }
        match f.ref_qual {
            RefQual::None => {}
            RefQual::LValue => v.extend_from_slice(b" &"),
            RefQual::RValue => v.extend_from_slice(b" &&"),
        }
        match &f.exception {
            crate::il::types::ExceptionSpec::None => {}
            crate::il::types::ExceptionSpec::Noexcept => v.extend_from_slice(b" noexcept"),
            crate::il::types::ExceptionSpec::NoexceptExpr(e, _) => {
                v.extend_from_slice(b" noexcept(");
                v.extend_from_slice(&self.expr_top(*e));
                v.push(b')');
            }
            crate::il::types::ExceptionSpec::ThrowEmpty => v.extend_from_slice(b" throw()"),
            crate::il::types::ExceptionSpec::Throw(ts) => {
                v.extend_from_slice(b" throw(");
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        v.extend_from_slice(b", ");
                    }
                    v.extend_from_slice(&self.type_text(*t));
                }
                v.push(b')');
            }
        }
        v
    }

    /// `struct ` when this use is the first mention of a class declared only by an
    /// elaborated specifier (D14: `struct Fwd *pf;`); later uses print the bare name.
    fn elaborated_key(&self, d: DeclId) -> Vec<u8> {
        let DeclKind::Class(c) = &self.tu.decl(d).kind else {
            return Vec::new();
        };
        if !c.elaborated_only || c.is_lambda || !self.introduced.borrow_mut().insert(d) {
            return Vec::new();
        }
        let key: &[u8] = match c.key {
            crate::il::decl::ClassKey::Class => b"class ",
            crate::il::decl::ClassKey::Struct => b"struct ",
            crate::il::decl::ClassKey::Union => b"union ",
        };
        key.to_vec()
    }

    /// The name of `d` for type `t`: fully qualified where EDG does so (see
    /// [`Printer::needs_full_qualification`]), else as `qualified_type_name`.
    pub(super) fn qualified_type_name_of(&self, d: DeclId, t: TypeId) -> Vec<u8> {
        if let Some(v) = self.friend_template_member_qualifier(d) {
            return v;
        }
        if let Some(mut v) = self.enclosing_template_member_qualifier(d) {
            v.extend_from_slice(&self.type_name(d));
            return v;
        }
        let names_param = crate::il::template_query::names_template_param_memo(
            self.tu,
            t,
            &mut self.concrete_types.borrow_mut(),
        );
        // An alias template's id is replaced at once, whatever its arguments: it is
        // qualified as a non-dependent name is (`N::EI_t< sizeof(T) == (4), int> `).
        let alias_template = match &self.tu.decl(d).kind {
            DeclKind::Template(td) => matches!(self.tu.decl(td.pattern).kind, DeclKind::Typedef(_)),
            _ => false,
        };
        if (!names_param || alias_template) && self.needs_full_qualification(d) {
            // A friend type declaration names it by its minimal qualifier, a global one
            // from the global scope (`friend struct hash< vec> ; `, `friend struct ::Q< int> ; `).
            let mut v = if self.in_friend_type.get() {
                let q = self.scope_qualifier(d);
                let global = self.tu.decl(d).parent == Some(crate::il::TranslationUnit::ROOT);
                if q.is_empty() && global {
                    b"::".to_vec()
                } else {
                    q
                }
            } else {
                self.dependent_base_qualifier(d)
            };
            v.extend_from_slice(&self.type_name(d));
            return v;
        }
        self.qualified_type_name(d)
    }

    /// The template and arguments of an explicit class specialization.
    fn explicit_specialization_of(&self, d: DeclId) -> Option<(DeclId, &[TemplateArg])> {
        match &self.tu.decl(d).kind {
            DeclKind::Class(c) => c
                .specialization
                .as_ref()
                .filter(|s| s.kind == crate::il::decl::SpecializationKind::Explicit)
                .map(|s| (s.template, &s.args[..])),
            _ => None,
        }
    }

    fn partial_specialization_of(&self, d: DeclId) -> Option<(DeclId, &[TemplateArg])> {
        let d = self.tu.class_definition(d).unwrap_or(d);
        match &self.tu.decl(d).kind {
            DeclKind::Class(c) => c
                .specialization
                .as_ref()
                .filter(|s| s.kind == crate::il::decl::SpecializationKind::Partial)
                .map(|s| (s.template, &s.args[..])),
            _ => None,
        }
    }

    /// A type declaration's name with the qualifier the printing scope needs (`qualify`).
    pub fn qualified_type_name(&self, d: DeclId) -> Vec<u8> {
        let mut v = self.scope_qualifier(d);
        v.extend_from_slice(&self.type_name(d));
        v
    }

    /// A type as a nested-name-specifier part written in the source: its own name, not
    /// requalified (`a::S::` stays `a::S::`), template arguments spelled as usual.
    /// `Q::a::b` of a dependent name, without `typename`: `enable_if< B, T> ::type`
    /// (T-HDR: the id's trailing space stays). A typedef standing for a dependent type is
    /// replaced by that type (`typedef G<A> B; typename B::x` → `typename G< A> ::x`).
    fn dependent_name_path(
        &self,
        qualifier: TypeId,
        steps: &[crate::il::types::DependentStep],
        depth: u32,
    ) -> Vec<u8> {
        let q = self.through_dependent_typedefs(qualifier);
        let mut v = match self.tu.types.get(q) {
            Type::DependentName {
                qualifier: inner,
                steps: inner_steps,
            } if depth < 64 => self.dependent_name_path(*inner, inner_steps, depth + 1),
            // The leading type is named as any type is where it is printed (qualify):
            // `typename gx::__promote< T> ::__type` outside `gx`.
            Type::TemplateId { template, args, .. } => {
                // `typename PCC< true, U, U> ::template X< int> ` for `NsAl< U>`.
                match steps.first().filter(|s| s.template_kw) {
                    Some(_) => self.expanded_alias_qualifier(q),
                    None => None,
                }
                .unwrap_or_else(|| {
                    let mut v = self.template_id_name(*template, q, false);
                    v.extend_from_slice(&self.class_template_id_args(*template, args));
                    v
                })
            }
            _ => self.written_qualifier_type(q),
        };
        for s in steps {
            v.extend_from_slice(b"::");
            if s.template_kw {
                v.extend_from_slice(b"template ");
            }
            v.extend_from_slice(self.sym(s.name));
            if let Some(a) = &s.args {
                v.extend_from_slice(&self.template_args(a));
            }
        }
        v
    }

    /// `t` with the typedefs that stand for dependent types looked through: EDG prints
    /// such a qualifier by what it names.
    pub fn through_dependent_typedefs(&self, mut t: TypeId) -> TypeId {
        for _ in 0..64 {
            match self.tu.types.get(t) {
                Type::Typedef { aliased, .. } if self.tu.types.is_dependent(*aliased) => {
                    t = *aliased
                }
                _ => break,
            }
        }
        t
    }

    pub fn written_qualifier_type(&self, t: TypeId) -> Vec<u8> {
        let mut s = match self.tu.types.get(t) {
            Type::Class(d) | Type::Enum(d) | Type::Typedef { decl: d, .. } => self.type_name(*d),
            // `is_pointer< int *> ::value` (T-HDR: the id's trailing space stays).
            Type::TemplateId { template, args, .. } => {
                let mut v = self.type_name(*template);
                v.extend_from_slice(&self.class_template_id_args(*template, args));
                return v;
            }
            _ => self.type_text(t),
        };
        while s.last() == Some(&b' ') {
            s.pop();
        }
        s
    }

    /// The name a type declaration is printed by.
    pub fn type_name(&self, d: DeclId) -> Vec<u8> {
        let decl = self.tu.decl(d);
        match &decl.kind {
            // A template names its pattern's name.
            DeclKind::Template(t) => self.tu.name_bytes(t.pattern).to_vec(),
            // An unnamed class named by a typedef for linkage purposes is that name where
            // the class itself is named (`W< anon_t> `).
            DeclKind::Class(_) | DeclKind::Enum(_)
                if decl.name == crate::il::DeclName::Anonymous =>
            {
                match self.tu.linkage_typedef(d) {
                    Some(t) => self.tu.name_bytes(t).to_vec(),
                    None => Vec::new(),
                }
            }
            _ => self.tu.name_bytes(d).to_vec(),
        }
    }

    /// `< int, 3> ` (T-HDR: a space after `<` and after `>`).
    pub fn template_args(&self, args: &[TemplateArg]) -> Vec<u8> {
        let mut v = b"< ".to_vec();
        // A base-specifier's own name has no `typename`; its template arguments keep
        // theirs (`B< typename R< T> ::type> `).
        let depth = self.base_clause_arg_depth.get();
        self.base_clause_arg_depth
            .set(depth + u32::from(self.in_base_clause.get()));
        // T-HDR: a dependent template-id waits for instantiation as written: its type
        // arguments keep their typedef names (`cond< true, ptr, first_type> `), where a
        // resolved one's print canonically.
        // A base-specifier's or an alias template's template-id is resolved as far as it
        // goes: canonical.
        // Inside a template definition (a class template's members, a function
        // template's body) every template-id waits as written, dependent or not
        // (`typedef Same< SZ, int> S2;` in `Tr<A>`).
        let as_written = !self.in_base_clause.get()
            && !self.in_alias_template.get()
            && (!self.in_nested_block() || !self.in_function_body.get())
            && (self.in_template_definition()
                || (!self.in_resolved_signature.get()
                    && args.iter().any(|a| self.arg_is_dependent(a))));
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                v.extend_from_slice(b", ");
            }
            match a {
                TemplateArg::Type(t) if self.current_member_typedef(*t).is_some() => {
                    v.extend_from_slice(&self.current_member_typedef_arg(*t).unwrap_or_default());
                }
                TemplateArg::Type(t)
                    if as_written
                        || self.in_base_clause.get() && self.dependent_member_typedef(*t) =>
                {
                    v.extend_from_slice(&self.written_type_arg(*t));
                }
                _ => v.extend_from_slice(&self.template_arg(a)),
            }
        }
        self.base_clause_arg_depth.set(depth);
        v.extend_from_slice(b"> ");
        v
    }

    /// A value template argument. A pack expansion's pattern is a constant expression
    /// there, wrapped unless it is a bare name: `L< N...>`, `L< (sizeof(T))...>`,
    /// `L< (I< N> ::value)...>` (in a call's arguments the same patterns print bare).
    fn template_arg_expr(&self, e: crate::il::ExprId) -> Vec<u8> {
        use crate::il::ExprKind;
        if let ExprKind::PackExpansion(x) = self.tu.expr(e).kind {
            let pattern = self.strip_conversions(x);
            // `__integer_pack(N)` is itself the pack, printed as written.
            let bare = match &self.tu.expr(pattern).kind {
                ExprKind::DeclRef { written, .. } => written.qualifier.is_none(),
                ExprKind::Builtin { name, .. } => self.sym(*name) == b"__integer_pack",
                _ => false,
            };
            if !bare {
                let mut out = b"(".to_vec();
                out.extend_from_slice(&self.expr_top(pattern));
                out.extend_from_slice(b")...");
                return out;
            }
        }
        self.in_template_arg.set(self.in_template_arg.get() + 1);
        let mut text = self.expr_top(e);
        self.in_template_arg.set(self.in_template_arg.get() - 1);
        if self.template_arg_needs_parens(e) {
            text.insert(0, b'(');
            text.push(b')');
        }
        text
    }

    /// A type argument of a dependent template-id, typedef names kept.
    pub(super) fn written_type_arg(&self, t: TypeId) -> Vec<u8> {
        if let Type::PackExpansion(u) = self.tu.types.get(t) {
            let mut v = self.written_type_arg(*u);
            v.extend_from_slice(b"...");
            return v;
        }
        if let Some(text) = self.nested_block_member_typedef_arg(t) {
            return text;
        }
        // A block-scope typedef does not outlive its function's instantiation, and a
        // class template's member typedef naming a non-dependent type is that type: both
        // are expanded. A non-template class's member typedef stays (`Same< SC, D>`).
        let mut t = t;
        for _ in 0..16 {
            let Type::Typedef { decl, aliased, .. } = self.tu.types.get(t) else {
                break;
            };
            let owner = self.tu.decl(*decl).parent.map(|p| &self.tu.decl(p).kind);
            let expand = match owner {
                Some(DeclKind::Function(_)) => true,
                Some(DeclKind::Class(_)) => {
                    self.in_template(*decl) && !self.names_dependent_class(*aliased, 0)
                }
                _ => false,
            };
            if !expand {
                break;
            }
            t = *aliased;
        }
        self.alias_type_text(t)
    }

    pub(super) fn template_arg(&self, a: &TemplateArg) -> Vec<u8> {
        match a {
            // T-HDR: type arguments print canonically (`f< long> `, not `f< idx_t> `).
            TemplateArg::Type(t) => {
                let c = self.tu.types.spelled(*t);
                // A dependent alias sema could not resolve prints as written.
                let c = if matches!(self.tu.types.get(c), Type::Error) {
                    *t
                } else {
                    c
                };
                // A template-id argument keeps its trailing space (`P< A< int> , A< char> > `).
                if let Type::PackExpansion(u) = self.tu.types.get(c) {
                    // `V< A< Ts> ...> `
                    let mut v = self.alias_type_text(*u);
                    v.extend_from_slice(b"...");
                    v
                } else {
                    self.alias_type_text(c)
                }
            }
            TemplateArg::Expr(e) => self.template_arg_expr(*e),
            // A `bool` argument's value prints as `true`/`false`.
            // A value prints as a constant of the type it carries (`template_args`).
            TemplateArg::Integral(v, ty) => self.integral_constant(*v, *ty),
            TemplateArg::Template(d) => self.type_name(*d),
            TemplateArg::Pack(items) => {
                let mut v = Vec::new();
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        v.extend_from_slice(b", ");
                    }
                    v.extend_from_slice(&self.template_arg(a));
                }
                v
            }
        }
    }
}

/// `const volatile __restrict__`.
pub fn quals_text(q: Quals) -> Vec<u8> {
    let mut parts: Vec<&[u8]> = Vec::new();
    if q.has(Quals::CONST) {
        parts.push(b"const");
    }
    if q.has(Quals::VOLATILE) {
        parts.push(b"volatile");
    }
    if q.has(Quals::RESTRICT) {
        parts.push(b"__restrict__");
    }
    parts.join(&b' ')
}
