//! Decl-specifier sequences and (qualified) names.

use crate::il::attr::Attrs;
use crate::il::decl::{StorageClass, ThreadLocal};
use crate::il::expr::{Qualifier, QualifierPart};
use crate::il::types::{AutoKind, Builtin, DependentStep, Quals, TemplateArg, Type};
use crate::il::{DeclId, DeclKind, DeclName, TypeId};
use crate::lex::{Punct, TokenKind};
use crate::pp::Symbol;
use crate::source::Pos;

use super::Parser;

/// A parsed decl-specifier-seq.
#[derive(Clone, Debug, Default)]
pub struct DeclSpec {
    pub storage: StorageClass,
    pub thread_local: ThreadLocal,
    pub typedef: bool,
    pub friend: bool,
    pub constexpr: bool,
    pub consteval: bool,
    pub constinit: bool,
    pub inline: bool,
    pub is_virtual: bool,
    pub explicit: bool,
    /// `explicit(expr)`: the condition.
    pub explicit_condition: Option<crate::il::ExprId>,
    /// The base type (cv included), when a type specifier was seen.
    pub ty: Option<TypeId>,
    /// A class or enum defined or declared by an elaborated specifier here.
    pub defined_type: Option<DeclId>,
    /// The class/enum had a body here.
    pub type_defined: bool,
    pub attrs: Attrs,
    pub start: Pos,
    /// `signed` (or `__signed__`) was written.
    pub signed_written: bool,
    /// `__extension__` was written among the specifiers.
    pub extension_written: bool,
    /// A type specifier followed a class or enum definition (`struct S {…}` NL `int f();`):
    /// the declaration ended there with "expected a \";\"" and the next one starts at that
    /// token.
    pub ended_after_definition: bool,
    /// The cv-qualifiers among the specifiers and the first one's position (printed before
    /// the class key of a class defined here).
    pub cv_after_definition: Option<(Quals, Pos)>,
}

/// Builtin type keywords seen so far.
#[derive(Default)]
struct BuiltinWords {
    void: bool,
    bool_: bool,
    char_: bool,
    wchar: bool,
    char8: bool,
    char16: bool,
    char32: bool,
    int: bool,
    int128: bool,
    float: bool,
    double: bool,
    short: bool,
    long: u8,
    signed: bool,
    unsigned: bool,
    /// `__complex__` / `_Complex` (parse/complex.rs).
    complex: bool,
    any: bool,
}

impl BuiltinWords {
    fn resolve(&self) -> Option<Builtin> {
        if !self.any {
            return None;
        }
        use Builtin::*;
        Some(if self.void {
            Void
        } else if self.bool_ {
            Bool
        } else if self.char_ {
            if self.unsigned {
                UnsignedChar
            } else if self.signed {
                SignedChar
            } else {
                Char
            }
        } else if self.wchar {
            WChar
        } else if self.char8 {
            Char8
        } else if self.char16 {
            Char16
        } else if self.char32 {
            Char32
        } else if self.float {
            Float
        } else if self.double {
            if self.long > 0 {
                LongDouble
            } else {
                Double
            }
        } else if self.int128 {
            if self.unsigned {
                UnsignedInt128
            } else {
                Int128
            }
        } else if self.short {
            if self.unsigned {
                UnsignedShort
            } else {
                Short
            }
        } else if self.long >= 2 {
            if self.unsigned {
                UnsignedLongLong
            } else {
                LongLong
            }
        } else if self.long == 1 {
            if self.unsigned {
                UnsignedLong
            } else {
                Long
            }
        } else if self.unsigned {
            UnsignedInt
        } else {
            Int
        })
    }
}

/// A possibly qualified name as written, with what lookup found.
#[derive(Clone, Debug, Default)]
pub struct QualName {
    pub qualifier: Option<Qualifier>,
    /// The scope the qualifier resolved to (namespace, class, enum).
    pub scope: Option<DeclId>,
    /// The qualifier names a dependent type (`T::`): `dep_type` is it.
    pub dep_type: Option<TypeId>,
    pub name: Option<DeclName>,
    /// For `~X`: the class name written.
    pub pos: Pos,
    pub template_args: Option<Box<[TemplateArg]>>,
    /// The expressions written for `template_args`' folded non-type arguments.
    pub value_arg_exprs: Vec<Option<crate::il::ExprId>>,
    pub template_kw: bool,
    pub found: Vec<DeclId>,
    /// `~node<V>`: the destructor's class as the template-id written.
    pub destructor_type: Option<TypeId>,
}

impl QualName {
    pub fn ident(&self) -> Option<Symbol> {
        self.name.and_then(DeclName::ident)
    }
}

impl Parser<'_, '_> {
    /// Whether the current token can start a decl-specifier-seq.
    pub fn starts_decl_specifier(&self) -> bool {
        let t = self.tok();
        if t.kind == TokenKind::Punct(Punct::ColonColon) {
            return self.qualified_type_ahead();
        }
        if t.kind == TokenKind::Punct(Punct::LBracket) {
            return self.is_at(1, Punct::LBracket);
        }
        if t.kind != TokenKind::Ident {
            return false;
        }
        let k = self.kw;
        let s = t.sym;
        let words = [
            k.void,
            k.bool,
            k.char,
            k.wchar_t,
            k.char8_t,
            k.char16_t,
            k.char32_t,
            k.int,
            k.gnu_int128,
            k.gnu_float80,
            k.gnu_complex_,
            k.gnu_complex,
            k.c_complex,
            k.float,
            k.double,
            k.short,
            k.long,
            k.signed,
            k.gnu_signed_,
            k.gnu_signed,
            k.unsigned,
            k.const_,
            k.volatile,
            k.gnu_const,
            k.gnu_const_,
            k.gnu_volatile_,
            k.gnu_volatile,
            k.static_,
            k.extern_,
            k.register,
            k.mutable,
            k.thread_local,
            k.gnu_thread,
            k.typedef,
            k.friend,
            k.constexpr,
            k.consteval,
            k.constinit,
            k.inline,
            k.gnu_inline_,
            k.gnu_inline,
            k.virtual_,
            k.explicit,
            k.struct_,
            k.class,
            k.union,
            k.enum_,
            k.typename,
            k.auto,
            k.decltype,
            k.gnu_decltype,
            k.gnu_typeof_,
            k.gnu_typeof,
            k.typeof_,
            k.gnu_attribute_,
            k.gnu_attribute,
            k.gnu_auto_type,
            k.gnu_extension_,
            k.alignas,
            k.gnu_restrict_,
            k.gnu_restrict,
            k.cuda_noinline,
        ];
        if words.contains(&s) || self.is_transform_trait(s) {
            return true;
        }
        if !self.in_requires_clause
            && self
                .type_constraint_len_at(0)
                .is_some_and(|n| self.is_kw_at(n, k.auto) || self.is_kw_at(n, k.decltype))
        {
            return true;
        }
        self.qualified_type_ahead()
    }

    /// Whether a (qualified) name that denotes a type starts here (no side effects).
    pub fn qualified_type_ahead(&self) -> bool {
        let mut n = 0;
        let mut scope: Option<DeclId> = None;
        if self.is_at(0, Punct::ColonColon) {
            scope = Some(crate::il::TranslationUnit::ROOT);
            n = 1;
        }
        loop {
            let t = self.peek_at(n);
            if t.kind == TokenKind::Ident && t.sym == self.kw.template {
                n += 1;
                continue;
            }
            if t.kind != TokenKind::Ident {
                return false;
            }
            let found = match scope {
                Some(s) => self.lookup_qualified(s, t.sym),
                None => self.lookup(t.sym),
            };
            let Some(&d) = found.first() else {
                // A name inside a dependent scope: `typename` is required, so not a type.
                return false;
            };
            let mut m = n + 1;
            let d = match self.injected_template(&found) {
                Some(t) if self.is_at(m, Punct::Lt) => t,
                _ => d,
            };
            if self.is_at(m, Punct::Lt)
                && (self.is_template_name(&found) || self.injected_template(&found).is_some())
            {
                // Skip the template argument list; one that does not close before a `;` or
                // a bracket it did not open is no type.
                let end = self.skip_template_args_at(m);
                if end == m {
                    return false;
                }
                m = end;
            }
            if self.is_at(m, Punct::ColonColon) && !self.is_at(m + 1, Punct::Star) {
                if self.is_type_decl(d) && self.is_dependent_decl_type(d) {
                    return false;
                }
                scope = Some(self.scope_of(d));
                n = m + 1;
                continue;
            }
            return self.is_type_decl(d) || self.is_type_template(d);
        }
    }

    /// The template an injected-class-name followed by `<` names: the class template itself,
    /// or the primary of a partial or explicit specialization.
    pub(crate) fn injected_template(&self, found: &[DeclId]) -> Option<DeclId> {
        let &d = found.first()?;
        if let Some(&t) = self.template_of_class.get(&d) {
            return Some(t);
        }
        match &self.tu.decls[d].kind {
            DeclKind::Class(c) => c.specialization.as_ref().map(|s| s.template),
            _ => None,
        }
    }

    pub(crate) fn is_dependent_decl_type(&self, d: DeclId) -> bool {
        match self.tu.decls[d].ty() {
            Some(t) => self.is_dependent_type(t),
            None => false,
        }
    }

    /// The scope a name used as a qualifier denotes (namespace alias → namespace,
    /// typedef → class...).
    pub fn scope_of(&self, d: DeclId) -> DeclId {
        match &self.tu.decls[d].kind {
            DeclKind::NamespaceAlias { target, .. } => *target,
            DeclKind::Namespace(n) => n.original.unwrap_or(d),
            DeclKind::Typedef(td) => self
                .class_of_type(td.aliased)
                .or_else(|| self.enum_of_type(td.aliased))
                .unwrap_or(d),
            DeclKind::Class(_) => self.tu.first_decl(d),
            DeclKind::Template(t) => self.tu.first_decl(t.pattern),
            _ => d,
        }
    }

    fn enum_of_type(&self, t: TypeId) -> Option<DeclId> {
        match self.tu.types.shape(t) {
            Type::Enum(d) => Some(*d),
            _ => None,
        }
    }

    /// Parses a decl-specifier-seq. Stops at the first token that is not a specifier
    /// (an identifier is a type name only while no type was seen).
    pub fn parse_decl_specifiers(&mut self) -> DeclSpec {
        let mut ds = DeclSpec {
            start: self.pos(),
            ..DeclSpec::default()
        };
        let mut words = BuiltinWords::default();
        let mut quals = Quals::NONE;
        let mut named: Option<TypeId> = None;
        let mut placeholder_constraint: Option<u32> = None;
        loop {
            let t = self.tok();
            if t.kind == TokenKind::Punct(Punct::LBracket) && self.is_at(1, Punct::LBracket) {
                self.parse_std_attributes(&mut ds.attrs, crate::il::AttrPlacement::Specifiers);
                continue;
            }
            if t.kind != TokenKind::Ident && t.kind != TokenKind::Punct(Punct::ColonColon) {
                break;
            }
            let s = t.sym;
            let k = self.kw;
            if named.is_none() {
                if let Some(c) = self.parse_placeholder_constraint() {
                    // `C auto`: the type-constraint of a placeholder (C++20).
                    placeholder_constraint = Some(c);
                    continue;
                }
            }
            if t.kind == TokenKind::Ident {
                if s == k.gnu_attribute_ || s == k.gnu_attribute {
                    self.parse_gnu_attributes(&mut ds.attrs, crate::il::AttrPlacement::Specifiers);
                    continue;
                }
                if s == k.alignas {
                    self.parse_alignas(&mut ds.attrs);
                    continue;
                }
                if s == k.cuda_noinline {
                    // Native keyword: the attribute `noinline`, kept under its own spelling.
                    self.bump();
                    ds.attrs.gnu.push(crate::il::attr::GnuAttr {
                        name: s,
                        args: crate::il::attr::AttrArgs::None,
                        pos: t.loc,
                        group_pos: t.loc,
                        placement: crate::il::AttrPlacement::Specifiers,
                    });
                    continue;
                }
                let mut hit = true;
                match () {
                    _ if s == k.void => words.void = true,
                    _ if s == k.bool => words.bool_ = true,
                    _ if s == k.char => words.char_ = true,
                    _ if s == k.wchar_t => words.wchar = true,
                    _ if s == k.char8_t => words.char8 = true,
                    _ if s == k.char16_t => words.char16 = true,
                    _ if s == k.char32_t => words.char32 = true,
                    _ if s == k.int => words.int = true,
                    _ if s == k.gnu_int128 => words.int128 = true,
                    // GNU's x86 80-bit type is `long double` itself (printed so).
                    _ if s == k.gnu_float80 => {
                        words.long += 1;
                        words.double = true
                    }
                    _ if s == k.float => words.float = true,
                    _ if s == k.double => words.double = true,
                    _ if s == k.gnu_complex_ || s == k.gnu_complex || s == k.c_complex => {
                        words.complex = true
                    }
                    _ if s == k.short => words.short = true,
                    _ if s == k.long => words.long += 1,
                    _ if s == k.signed || s == k.gnu_signed_ || s == k.gnu_signed => {
                        words.signed = true
                    }
                    _ if s == k.unsigned => words.unsigned = true,
                    _ => hit = false,
                }
                if hit {
                    if named.is_some() {
                        self.type_specifier_after_type(&mut ds);
                        break;
                    }
                    words.any = true;
                    self.bump();
                    continue;
                }
                let mut hit = true;
                let cv_pos = self.pos();
                match () {
                    _ if s == k.const_ || s == k.gnu_const || s == k.gnu_const_ => {
                        quals = quals.union(Quals::CONST);
                        Self::note_cv_after_definition(&mut ds, Quals::CONST, cv_pos);
                    }
                    _ if s == k.volatile || s == k.gnu_volatile || s == k.gnu_volatile_ => {
                        quals = quals.union(Quals::VOLATILE);
                        Self::note_cv_after_definition(&mut ds, Quals::VOLATILE, cv_pos);
                    }
                    _ if s == k.gnu_restrict || s == k.gnu_restrict_ => {
                        quals = quals.union(Quals::RESTRICT)
                    }
                    _ if s == k.static_ => ds.storage = StorageClass::Static,
                    _ if s == k.extern_ => {
                        if self.peek_at(1).kind == TokenKind::Str(crate::lex::Encoding::Plain) {
                            break; // a linkage specification
                        }
                        ds.storage = StorageClass::Extern
                    }
                    _ if s == k.register => ds.storage = StorageClass::Register,
                    _ if s == k.mutable => ds.storage = StorageClass::Mutable,
                    _ if s == k.thread_local => ds.thread_local = ThreadLocal::ThreadLocal,
                    _ if s == k.gnu_thread => ds.thread_local = ThreadLocal::GnuThread,
                    _ if s == k.typedef => ds.typedef = true,
                    _ if s == k.friend => ds.friend = true,
                    _ if s == k.constexpr => ds.constexpr = true,
                    _ if s == k.consteval => ds.consteval = true,
                    _ if s == k.constinit => ds.constinit = true,
                    _ if s == k.inline || s == k.gnu_inline || s == k.gnu_inline_ => {
                        ds.inline = true
                    }
                    _ if s == k.virtual_ => ds.is_virtual = true,
                    _ if s == k.explicit => ds.explicit = true,
                    _ if s == k.gnu_extension_ => ds.extension_written = true,
                    _ => hit = false,
                }
                if hit {
                    self.bump();
                    if s == k.explicit && self.is(Punct::LParen) {
                        self.bump();
                        ds.explicit_condition = Some(self.parse_constant_expression());
                        self.expect(Punct::RParen, super::Msg::ExpRparen);
                    }
                    continue;
                }
                if named.is_some() || words.any {
                    if self.starts_type_specifier_keyword(s) {
                        self.type_specifier_after_type(&mut ds);
                    }
                    break;
                }
                if s == k.struct_ || s == k.class || s == k.union {
                    self.in_friend_specifier = ds.friend;
                    let (d, ty, defined) = self.parse_class_specifier(&mut ds.attrs);
                    self.in_friend_specifier = false;
                    ds.defined_type = d;
                    ds.type_defined = defined;
                    named = Some(ty);
                    continue;
                }
                if s == k.enum_ {
                    let (d, ty, defined) = self.parse_enum_specifier();
                    ds.defined_type = d;
                    ds.type_defined = defined;
                    named = Some(ty);
                    continue;
                }
                if s == k.auto || s == k.gnu_auto_type {
                    self.bump();
                    let kind = match placeholder_constraint.take() {
                        Some(c) if s == k.auto => AutoKind::Constrained(c),
                        _ if s == k.auto => AutoKind::Auto,
                        _ => AutoKind::GnuAutoType,
                    };
                    named = Some(self.tu.types.intern(Type::Auto(kind)));
                    continue;
                }
                if self.decltype_qualifier_ahead() {
                    // `decltype(e)::type`: a nested-name-specifier.
                    let qn = self.parse_qualified_name(false);
                    named = Some(self.type_from_name(&qn));
                    continue;
                }
                if s == k.decltype
                    || s == k.gnu_decltype
                    || s == k.gnu_typeof
                    || s == k.gnu_typeof_
                    || s == k.typeof_
                {
                    named = Some(self.parse_decltype());
                    continue;
                }
                if let Some(tr) = self.transform_trait_at(0) {
                    named = Some(self.parse_trait_type(tr));
                    continue;
                }
                if s == k.typename {
                    self.bump();
                    named = Some(self.parse_typename_specifier());
                    continue;
                }
            }
            // A type name?
            if named.is_some() || words.any || !self.qualified_type_ahead() {
                break;
            }
            // In a class, `X(` where X is the class is a constructor, not a type.
            if self.is_constructor_name_ahead() || self.is_deduction_guide_ahead() {
                break;
            }
            let qn = self.parse_qualified_name(false);
            named = Some(
                self.class_template_placeholder(&qn)
                    .unwrap_or_else(|| self.type_from_name(&qn)),
            );
        }
        let base = match (named, words.resolve()) {
            (Some(t), _) => Some(t),
            (None, Some(b)) if words.complex => Some(self.complex_type(b, ds.start)),
            (None, Some(b)) if words.signed && b.keeps_written_signed() => {
                Some(self.tu.types.intern(Type::Signed(b)))
            }
            (None, Some(b)) => Some(self.tu.types.builtin(b)),
            (None, None) => None,
        };
        ds.signed_written = words.signed;
        ds.ty = base.map(|t| self.tu.types.qualified(t, quals));
        if ds.ty.is_none() && !quals.is_empty() {
            // `const x = 1;` (implicit int) — EDG diagnoses; keep an int.
            let int = self.tu.types.int();
            ds.ty = Some(self.tu.types.qualified(int, quals));
        }
        ds
    }

    /// Whether `s` is a keyword that starts a type specifier of its own (a class key,
    /// `enum`, `auto`, `decltype`, `typename`).
    fn starts_type_specifier_keyword(&self, s: Symbol) -> bool {
        let k = self.kw;
        [
            k.struct_, k.class, k.union, k.enum_, k.auto, k.decltype, k.typename,
        ]
        .contains(&s)
    }

    /// A cv-qualifier among the specifiers (kept for a declaration that defines a class or
    /// enum: `struct S {…} const s;`, `const struct K {…} k;`).
    fn note_cv_after_definition(ds: &mut DeclSpec, q: Quals, at: Pos) {
        let (quals, pos) = ds.cv_after_definition.unwrap_or((Quals::NONE, at));
        ds.cv_after_definition = Some((quals.union(q), pos));
    }

    /// A second type specifier at the current token. After a class or enum definition
    /// EDG takes it as the start of the next declaration: "expected a \";\"" here, and this
    /// declaration ends (reference: `struct A{…} int x;`, `enum E{…} int z;`).
    fn type_specifier_after_type(&mut self, ds: &mut DeclSpec) {
        if ds.type_defined {
            self.error(super::Msg::ExpSemicolon, Vec::new());
            ds.ended_after_definition = true;
        }
    }

    /// `X(params) -> X<args>` where X names a class template: a deduction guide.
    pub(crate) fn is_deduction_guide_ahead(&self) -> bool {
        let t = self.tok();
        if t.kind != TokenKind::Ident || !self.is_at(1, Punct::LParen) {
            return false;
        }
        if !self.lookup(t.sym).iter().any(|&d| self.is_type_template(d)) {
            return false;
        }
        // Default arguments may hold braces (`size_type = {}`): match the whole group.
        self.groups
            .close_of(self.i + 1)
            .is_some_and(|c| self.is_at(c - self.i + 1, Punct::Arrow))
    }

    /// The offset of the `)` matching the `(` at offset `open`; `None` when a `;` or a
    /// brace comes first.
    pub(crate) fn closing_paren_after(&self, open: usize) -> Option<usize> {
        // At a `(`, the match computed once (a scan per nesting level was quadratic).
        if self.is_at(open, Punct::LParen) && !self.stopped {
            let at = self.i + open;
            return self.groups.paren_close_of(at).map(|c| c - self.i);
        }
        let mut depth = 0i32;
        let mut n = open;
        loop {
            match self.peek_at(n).kind {
                TokenKind::Eof => return None,
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(n);
                    }
                }
                TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) => return None,
                _ => {}
            }
            n += 1;
        }
    }

    /// `decltype(e)::` starts here.
    pub(crate) fn decltype_qualifier_ahead(&self) -> bool {
        if !(self.is_kw(self.kw.decltype) || self.is_kw(self.kw.gnu_decltype))
            || !self.is_at(1, Punct::LParen)
        {
            return false;
        }
        self.closing_paren_after(1)
            .is_some_and(|n| self.is_at(n + 1, Punct::ColonColon))
    }

    /// `X(` or `X::X(` where X names the enclosing class: a constructor declarator.
    fn is_constructor_name_ahead(&self) -> bool {
        let t = self.tok();
        if t.kind != TokenKind::Ident {
            return false;
        }
        // Only where member declarations are: in a member function body `X(` is a
        // functional cast or a new-type-id (`new X(e)`), the class's injected name.
        if let Some(c) = self
            .scopes
            .enclosing_class()
            .filter(|_| !self.scopes.in_block())
        {
            if self.tu.decls[c].name == DeclName::Ident(t.sym) && self.is_at(1, Punct::LParen) {
                return true;
            }
        }
        // Out-of-line: `A::A(` / `A<T>::A(`
        let mut n = 0;
        let mut last = None;
        while self.peek_at(n).kind == TokenKind::Ident {
            let after = self.skip_template_args_at(n + 1);
            if !self.is_at(after, Punct::ColonColon) {
                break;
            }
            last = Some(self.peek_at(n).sym);
            n = after + 1;
        }
        if n > 0 {
            let tt = self.peek_at(n);
            return tt.kind == TokenKind::Ident
                && Some(tt.sym) == last
                && self.is_at(n + 1, Punct::LParen);
        }
        false
    }

    /// Whether the `<` at `k` (the first of a list, or one inside it) opens template
    /// arguments: it follows a template's name (found by lookup, or qualified, or after
    /// `template`), not an operand (`sizeof(N) < sizeof(int)`, `2 < N`).
    pub(super) fn opens_template_args_at(&self, k: usize) -> bool {
        let Some(before) = k.checked_sub(1) else {
            return true;
        };
        let prev = self.peek_at(before);
        if prev.kind != TokenKind::Ident {
            return false;
        }
        let qualified = before.checked_sub(1).is_some_and(|b| {
            self.is_at(b, Punct::ColonColon) || self.is_kw_at(b, self.kw.template)
        });
        let k = &self.kw;
        let opener = [
            k.static_cast,
            k.dynamic_cast,
            k.const_cast,
            k.reinterpret_cast,
            k.template,
        ];
        qualified || opener.contains(&prev.sym) || self.names_template(prev.sym)
    }

    /// Whether unqualified lookup of `name` finds a template here (also a class's own
    /// injected name, `common_type<_Rep>` inside a specialization of `common_type`).
    pub(crate) fn names_template(&self, name: Symbol) -> bool {
        let found = self.lookup(name);
        self.is_template_name(&found) || self.injected_template(&found).is_some()
    }

    /// "identifier … is undefined" for a name lookup did not find, at the current token.
    pub(crate) fn error_undefined_name(&mut self, qn: &QualName) {
        let name = qn
            .ident()
            .map(|s| self.sym_name(s).to_vec())
            .unwrap_or_default();
        self.error(super::Msg::UndefinedIdentifier, vec![name]);
    }

    /// The type a resolved (type) name denotes.
    pub fn type_from_name(&mut self, qn: &QualName) -> TypeId {
        if let Some(t) = self.dependent_template_id_name(qn) {
            return t;
        }
        if let Some(dep) = qn.dep_type {
            let name = qn.ident().unwrap_or(Symbol::NONE);
            return self.tu.types.intern(Type::DependentName {
                qualifier: dep,
                steps: vec![DependentStep {
                    name,
                    args: qn.template_args.clone(),
                    template_kw: qn.template_kw,
                }]
                .into(),
            });
        }
        if let Some(t) = self.specialization_member_typedef(qn) {
            return t;
        }
        let Some(&d) = qn
            .found
            .iter()
            .find(|&&d| self.is_type_decl(d) || self.is_type_template(d))
        else {
            return self.tu.types.error();
        };
        match &self.tu.decls[d].kind {
            DeclKind::Template(_) | DeclKind::TemplateTemplateParam(_) => {
                let args = qn.template_args.clone().unwrap_or_default();
                // Qualified too: `std::nd<T>` inside `nd` is the current instantiation.
                if let Some(t) = self.injected_self_type(d, &args) {
                    return t;
                }
                let resolved = crate::sema::instantiate::resolved_alias_id(&mut self.tu, d, &args);
                self.tu.types.intern(Type::TemplateId {
                    template: d,
                    args,
                    resolved,
                })
            }
            _ if qn.qualifier.is_none() => self
                .typedef_through_specialization_base(d)
                .unwrap_or_else(|| self.decl_type_name(d)),
            _ => self.decl_type_name(d),
        }
    }

    /// `G<T>` inside the definition of `G` (or `A<T *>` inside that partial
    /// specialization): the injected-class-name with the class's own arguments names the
    /// class itself, and prints as the bare name.
    ///
    /// The enclosing classes are searched outward (`uid<T>` in `uid<T>::param_type`), the
    /// template matched through its redeclarations (a definition after a forward
    /// declaration), and an argument matches a parameter through typedefs
    /// (`basic_streambuf<char_type, traits_type>`).
    fn injected_self_type(&self, template: DeclId, args: &[TemplateArg]) -> Option<TypeId> {
        // The class type every declaration of the template shares.
        let class_ty = |t: DeclId| match &self.tu.decls[t].kind {
            DeclKind::Template(td) => match &self.tu.decls[td.pattern].kind {
                DeclKind::Class(c) => Some(c.self_ty),
                _ => None,
            },
            _ => None,
        };
        let wanted = class_ty(template);
        for first in self.scopes.enclosing_classes() {
            let c = self.scopes.class_defs.get(&first).copied().unwrap_or(first);
            let Some(&own_template) = self.template_of_class.get(&c) else {
                continue;
            };
            if own_template != template && (wanted.is_none() || class_ty(own_template) != wanted) {
                continue;
            }
            let DeclKind::Class(cd) = &self.tu.decls[c].kind else {
                return None;
            };
            let own = match &cd.specialization {
                Some(spec) => spec.args[..] == *args,
                None => self.are_own_params(own_template, args),
            };
            return own.then_some(cd.self_ty);
        }
        None
    }

    /// Whether `args` are `template`'s own parameters, in order (`T`, `T...`, `N`).
    fn are_own_params(&self, template: DeclId, args: &[TemplateArg]) -> bool {
        let DeclKind::Template(t) = &self.tu.decls[template].kind else {
            return false;
        };
        let Some(list) = t.param_lists.last() else {
            return false;
        };
        list.params.len() == args.len()
            && list.params.iter().zip(args).all(|(&p, a)| match (&self.tu.decls[p].kind, a) {
                (DeclKind::TemplateTypeParam(tp), TemplateArg::Type(at)) if tp.pack => {
                    matches!(self.tu.types.get(*at), Type::PackExpansion(u) if *u == tp.self_ty)
                }
                (DeclKind::TemplateTypeParam(tp), TemplateArg::Type(at)) => {
                    // Through typedefs, and by position: a forward declaration's
                    // parameters are other declarations of the definition's.
                    let at = self.tu.types.canonical(*at);
                    at == self.tu.types.canonical(tp.self_ty)
                        || matches!(self.tu.types.get(at), Type::TemplateParam(q)
                            if matches!(&self.tu.decls[*q].kind, DeclKind::TemplateTypeParam(qp)
                                if qp.depth == tp.depth && qp.index == tp.index && !qp.pack))
                }
                (DeclKind::TemplateValueParam(_), TemplateArg::Expr(e)) => {
                    let mut e = *e;
                    while let crate::il::ExprKind::Paren(i) = self.tu.exprs[e].kind {
                        e = i;
                    }
                    matches!(self.tu.exprs[e].kind, crate::il::ExprKind::DeclRef { decl, .. } if decl == p)
                }
                (DeclKind::TemplateTemplateParam(_), TemplateArg::Template(a)) => *a == p,
                _ => false,
            })
    }

    /// `W<char>::type`: the typedef member of the specialization the concrete template-id
    /// selects (a partial specialization's, when one matches), its type substituted; it
    /// prints `W< char> ::type` and stands for `char`.
    fn specialization_member_typedef(&mut self, qn: &QualName) -> Option<TypeId> {
        if qn.template_args.is_some() {
            return None;
        }
        let QualifierPart::Type(q) = qn.qualifier.as_ref()?.parts.last()? else {
            return None;
        };
        // Through typedefs (`typedef W<char> D; D::type`): EDG names the template-id.
        let q = self.tu.types.canonical(*q);
        if !matches!(self.tu.types.get(q), Type::TemplateId { .. }) {
            return None;
        }
        if qn
            .found
            .iter()
            .any(|&d| !matches!(self.tu.decls[d].kind, DeclKind::Typedef(_)))
        {
            return None;
        }
        let name = qn.ident()?;
        // A member typedef whose type is beyond the instantiator is left to the caller
        // (an error-typed alias reached the printer as "a type sema could not resolve").
        let (decl, aliased) =
            match crate::sema::specialization::member_typedef(&mut self.tu, q, name) {
                Some(found) => found,
                // Beyond the instantiator (a member of a base chosen by a partial
                // specialization of a value it cannot compute): the member as found, still
                // named through the template-id (`S< wchar_t, false, true> ::__type`).
                None => {
                    let d = *qn.found.first()?;
                    let DeclKind::Typedef(td) = &self.tu.decls[d].kind else {
                        return None;
                    };
                    (d, td.aliased)
                }
            };
        Some(self.tu.types.intern(Type::Typedef {
            decl,
            aliased,
            qualifier: Some(q),
        }))
    }

    /// The template-id qualifier of `X<T>::name` when its arguments name template
    /// parameters: which member `name` is depends on the specialization chosen at
    /// instantiation, so the name stays dependent (lookup in the primary template would
    /// find the wrong member, or none).
    pub fn dependent_template_id_qualifier(&self, qn: &QualName) -> Option<TypeId> {
        let QualifierPart::Type(t) = qn.qualifier.as_ref()?.parts.last()? else {
            return None;
        };
        let dependent = matches!(self.tu.types.get(*t), Type::TemplateId { .. })
            && crate::il::template_query::names_template_param(&self.tu, *t);
        dependent.then_some(*t)
    }

    /// `typename X<T>::name` as a dependent name (see
    /// [`Parser::dependent_template_id_qualifier`]).
    fn dependent_template_id_name(&mut self, qn: &QualName) -> Option<TypeId> {
        if qn.dep_type.is_some() {
            return None;
        }
        let qualifier = self.dependent_template_id_qualifier(qn)?;
        let name = qn.ident()?;
        let step = DependentStep {
            name,
            args: qn.template_args.clone(),
            template_kw: qn.template_kw,
        };
        Some(self.tu.types.intern(Type::DependentName {
            qualifier,
            steps: vec![step].into(),
        }))
    }

    /// The type naming a type declaration.
    pub fn decl_type_name(&mut self, d: DeclId) -> TypeId {
        match &self.tu.decls[d].kind {
            DeclKind::Typedef(td) => td.self_ty,
            _ => self.tu.decls[d]
                .ty()
                .unwrap_or_else(|| self.tu.types.error()),
        }
    }

    /// `typename Q::name` (after `typename`).
    fn parse_typename_specifier(&mut self) -> TypeId {
        let qn = self.parse_qualified_name(false);
        if let Some(t) = self.dependent_template_id_name(&qn) {
            return t;
        }
        if qn.dep_type.is_some() || qn.found.is_empty() {
            let qual = qn.dep_type.unwrap_or_else(|| self.tu.types.error());
            let name = qn.ident().unwrap_or(Symbol::NONE);
            return self.tu.types.intern(Type::DependentName {
                qualifier: qual,
                steps: vec![DependentStep {
                    name,
                    args: qn.template_args.clone(),
                    template_kw: qn.template_kw,
                }]
                .into(),
            });
        }
        self.type_from_name(&qn)
    }

    /// `decltype(e)` / `__typeof__(e or type)`.
    pub(crate) fn parse_decltype(&mut self) -> TypeId {
        let is_decltype = self.is_kw(self.kw.decltype) || self.is_kw(self.kw.gnu_decltype);
        self.bump();
        if !self.expect(Punct::LParen, super::Msg::ExpLparen) {
            return self.tu.types.error();
        }
        if is_decltype && self.is_kw(self.kw.auto) && self.is_at(1, Punct::RParen) {
            self.bump();
            self.bump();
            return self.tu.types.intern(Type::Auto(AutoKind::DecltypeAuto));
        }
        if !is_decltype && self.starts_type_id() {
            let t = self.outside_template_args(|p| p.parse_type_id());
            self.expect(Punct::RParen, super::Msg::ExpRparen);
            // Sugar: `__typeof__(int)` prints as written.
            let name = self.kw.gnu_typeof_;
            return self.tu.types.intern(Type::Transform {
                name,
                operand: t,
                result: Some(t),
            });
        }
        let e = self.outside_template_args(|p| p.parse_expression());
        self.expect(Punct::RParen, super::Msg::ExpRparen);
        let ety = self.tu.exprs[e].ty;
        // In a template, an operand sema could not type (a member of a dependent object:
        // `declval<T>().size()`) is dependent too.
        // (`&Fn::f`: a pointer to the error type.)
        let untyped_in_template = self.dependent_or_error(e) && self.scopes.in_template();
        let underlying = if untyped_in_template || self.tu.types.is_dependent(ety) {
            None
        } else if is_decltype {
            Some(self.decltype_of(e))
        } else {
            // GNU `__typeof__(e)` is the expression's type, never a reference.
            Some(ety)
        };
        self.tu.types.intern(Type::Decltype {
            expr: e,
            underlying,
            gnu_typeof: !is_decltype,
        })
    }

    /// The type `decltype(e)` denotes.
    fn decltype_of(&mut self, e: crate::il::ExprId) -> TypeId {
        let ex = &self.tu.exprs[e];
        let ty = ex.ty;
        let unparenthesized_name = matches!(
            ex.kind,
            crate::il::ExprKind::DeclRef { .. } | crate::il::ExprKind::Member { .. }
        );
        if unparenthesized_name {
            return ty;
        }
        match ex.cat {
            crate::il::ValueCategory::LValue => self.tu.types.lvalue_ref(ty),
            crate::il::ValueCategory::XValue => self.tu.types.rvalue_ref(ty),
            crate::il::ValueCategory::PrValue => ty,
        }
    }

    /// Parses a possibly qualified name (`::a::B<int>::c`, `operator+`, `~X`) and looks
    /// it up. `declarator`: in a declarator (no lookup errors).
    /// `declarator`: the name being declared or defined (`A< T> ::B::f` out of line), whose
    /// qualifier names the current instantiation, never an unknown specialization.
    pub fn parse_qualified_name(&mut self, declarator: bool) -> QualName {
        let mut qn = QualName {
            pos: self.pos(),
            ..QualName::default()
        };
        let mut parts: Vec<QualifierPart> = Vec::new();
        let mut global = false;
        let mut scope: Option<DeclId> = None;
        if self.eat(Punct::ColonColon) {
            global = true;
            scope = Some(crate::il::TranslationUnit::ROOT);
        }
        let mut dep: Option<TypeId> = None;
        if !global && self.decltype_qualifier_ahead() {
            let ty = self.parse_decltype();
            self.bump(); // ::
            match self.tu.types.get(ty).clone() {
                Type::Decltype {
                    expr,
                    underlying: Some(u),
                    ..
                } => {
                    parts.push(QualifierPart::Decltype(expr));
                    match self.class_of_type(u).or_else(|| self.enum_of_type(u)) {
                        Some(c) => scope = Some(self.tu.first_decl(c)),
                        None => dep = Some(ty),
                    }
                }
                Type::Decltype { expr, .. } => {
                    parts.push(QualifierPart::Decltype(expr));
                    dep = Some(ty);
                }
                _ => {
                    parts.push(QualifierPart::Type(ty));
                    dep = Some(ty);
                }
            }
        }
        // The qualifier so far is a dependent template-id (`__not_<T>::`): its members are
        // looked up in the template's pattern, and a name not found there may come from a
        // dependent base, so it is dependent too.
        let mut dependent_template_scope: Option<TypeId> = None;
        loop {
            let template_kw = self.eat_kw(self.kw.template);
            let t = self.tok();
            qn.pos = t.loc;
            if t.kind == TokenKind::Ident && t.sym == self.kw.operator {
                qn.name = self.parse_operator_function_id();
                break;
            }
            if t.kind == TokenKind::Punct(Punct::Tilde) && self.peek_at(1).kind == TokenKind::Ident
            {
                self.bump();
                let n = self.bump();
                qn.name = Some(DeclName::Destructor);
                qn.found = match scope {
                    Some(s) => vec![s],
                    None => self.lookup(n.sym),
                };
                // `p->~node<V>()`: the class named by its template-id.
                if self.is(Punct::Lt) {
                    let args = self.parse_template_args();
                    if let Some(&t) = qn
                        .found
                        .iter()
                        .find(|&&d| matches!(self.tu.decls[d].kind, DeclKind::Template(_)))
                    {
                        let ty = self.tu.types.intern(Type::TemplateId {
                            template: t,
                            args,
                            resolved: None,
                        });
                        qn.destructor_type = Some(ty);
                    }
                }
                qn.template_kw = template_kw;
                break;
            }
            if t.kind != TokenKind::Ident {
                break;
            }
            self.bump();
            let qualifier_step = self.is(Punct::ColonColon)
                && !self.is_at(1, Punct::Star)
                && matches!(
                    self.peek_at(1).kind,
                    TokenKind::Ident | TokenKind::Punct(Punct::Tilde)
                );
            let found = if dep.is_some() {
                Vec::new()
            } else {
                match scope {
                    Some(s) => self.lookup_qualified(s, t.sym),
                    None if qualifier_step => self.lookup_qualifier_name(t.sym),
                    None => self.lookup_or_builtin(t.sym),
                }
            };
            let mut found = found;
            if self.is(Punct::Lt) {
                if let Some(t) = self.injected_template(&found) {
                    found = vec![t];
                }
            }
            let mut args = None;
            let mut value_arg_exprs = Vec::new();
            if self.is(Punct::Lt) && (template_kw || self.is_template_name(&found)) {
                args = Some(self.parse_template_args());
                value_arg_exprs = std::mem::take(&mut self.last_value_arg_exprs);
            }
            if self.is(Punct::ColonColon) && !self.is_at(1, Punct::Star) {
                // A qualifier step.
                let after = self.peek_at(1);
                let continues =
                    after.kind == TokenKind::Ident || after.kind == TokenKind::Punct(Punct::Tilde);
                if !continues {
                    qn.name = Some(DeclName::Ident(t.sym));
                    qn.found = found;
                    qn.template_args = args;
                    break;
                }
                self.bump();
                // The qualifier so far is dependent: this step extends the dependent name.
                // So does a name not found in a dependent template-id's pattern, and
                // ([temp.dep.type]) a type member named through a dependent template-id that
                // is not the class being defined: a member of an unknown specialization
                // (`typename tr< It> ::value_type::first_type` stays as written).
                // A member class template too: `typename gx::at< A> ::template
                // rebind< C> ::other`.
                let unknown_specialization = dependent_template_scope.is_some_and(|tid| {
                    let type_member = found.first().is_some_and(|&d| {
                        (self.is_type_decl(d)
                            && !matches!(self.tu.decls[d].kind, DeclKind::Template(_)))
                            || (args.is_some()
                                && self.is_type_template(d)
                                && crate::il::template_query::names_template_param(&self.tu, tid))
                    });
                    type_member && !declarator && !self.names_open_class_template(tid)
                });
                let dependent_base = match dep {
                    Some(d) => Some(d),
                    None if found.is_empty() || unknown_specialization => {
                        dependent_template_scope.take()
                    }
                    None => None,
                };
                if let Some(base) = dependent_base {
                    let step = DependentStep {
                        name: t.sym,
                        args: args.clone(),
                        template_kw,
                    };
                    dep = Some(self.extend_dependent(base, step));
                    parts.push(QualifierPart::Dependent {
                        name: t.sym,
                        args,
                        template_kw,
                    });
                    continue;
                }
                let Some(&d) = found.first() else {
                    self.error(
                        super::Msg::UndefinedIdentifier,
                        vec![self.sym_name(t.sym).to_vec()],
                    );
                    dep = Some(self.tu.types.error());
                    continue;
                };
                let mut sd = self.scope_of(d);
                // `X<args>::` written as a partial or explicit specialization's own
                // arguments names that specialization's scope.
                if let Some(a) = args.as_deref() {
                    if let Some(spec) =
                        crate::il::template_query::specialization_written_as(&self.tu, d, a)
                    {
                        sd = self.tu.first_decl(spec);
                    }
                }
                let ty = match &self.tu.decls[d].kind {
                    DeclKind::Namespace(_) | DeclKind::NamespaceAlias { .. } => None,
                    DeclKind::Template(_) | DeclKind::TemplateTemplateParam(_) => {
                        let a = args.clone().unwrap_or_default();
                        Some(self.tu.types.intern(Type::TemplateId {
                            template: d,
                            args: a,
                            resolved: None,
                        }))
                    }
                    _ if self.is_type_decl(d) => Some(self.decl_type_name(d)),
                    _ => None,
                };
                match ty {
                    Some(ty) => {
                        parts.push(QualifierPart::Type(ty));
                        let template_id = matches!(self.tu.types.get(ty), Type::TemplateId { .. });
                        let dependent_ty = self.is_dependent_type(ty) && !template_id;
                        if dependent_ty {
                            dep = Some(ty);
                        } else {
                            scope = Some(sd);
                        }
                        dependent_template_scope =
                            (template_id && self.tu.types.is_dependent(ty)).then_some(ty);
                    }
                    None => {
                        // A namespace alias stays as written (`D::f` prints `D::f`).
                        let written =
                            if matches!(self.tu.decls[d].kind, DeclKind::NamespaceAlias { .. }) {
                                d
                            } else {
                                sd
                            };
                        parts.push(QualifierPart::Namespace(written));
                        scope = Some(sd);
                        dependent_template_scope = None;
                    }
                }
                continue;
            }
            qn.name = Some(DeclName::Ident(t.sym));
            qn.found = found;
            qn.template_args = args;
            qn.value_arg_exprs = value_arg_exprs;
            qn.template_kw = template_kw;
            break;
        }
        if global || !parts.is_empty() {
            qn.qualifier = Some(Qualifier {
                global,
                parts: parts.into(),
            });
        }
        if qn.found.is_empty() && dep.is_none() && qn.name.is_some() {
            dep = dependent_template_scope;
        }
        qn.scope = scope;
        qn.dep_type = dep;
        qn
    }

    pub(super) fn extend_dependent(&mut self, base: TypeId, step: DependentStep) -> TypeId {
        // `A< T> ::b::c`: one dependent name with two steps, not a name in a name.
        if let Type::DependentName { qualifier, steps } = self.tu.types.get(base) {
            let (qualifier, mut steps) = (*qualifier, steps.to_vec());
            steps.push(step);
            return self.tu.types.intern(Type::DependentName {
                qualifier,
                steps: steps.into(),
            });
        }
        self.tu.types.intern(Type::DependentName {
            qualifier: base,
            steps: vec![step].into(),
        })
    }

    /// `operator +`, `operator()`, `operator new[]`, `operator T`, `operator ""_x`.
    pub fn parse_operator_function_id(&mut self) -> Option<DeclName> {
        use crate::il::expr::OverloadedOp as O;
        self.bump(); // operator
        let t = self.tok();
        let p = match t.kind {
            // `operator ::std::pair<A, B>()`: a conversion to a globally qualified type.
            TokenKind::Punct(p) if p != Punct::ColonColon => p,
            TokenKind::Str(_) => {
                // `operator ""_k`: the suffix may be part of the string token.
                let spelling = self.spelling(&t);
                let suffix = crate::lex::literal::parts(&spelling)
                    .map(|p| p.suffix.to_vec())
                    .unwrap_or_default();
                self.bump();
                if !suffix.is_empty() {
                    return Some(DeclName::LiteralOperator(self.tu.symbols.intern(&suffix)));
                }
                if self.is_ident() {
                    let s = self.bump().sym;
                    return Some(DeclName::LiteralOperator(s));
                }
                return None;
            }
            TokenKind::Ident if t.sym == self.kw.new || t.sym == self.kw.delete => {
                self.bump();
                let array = self.is(Punct::LBracket) && self.is_at(1, Punct::RBracket);
                if array {
                    self.bump();
                    self.bump();
                }
                let op = match (t.sym == self.kw.new, array) {
                    (true, false) => O::New,
                    (true, true) => O::NewArray,
                    (false, false) => O::Delete,
                    (false, true) => O::DeleteArray,
                };
                return Some(DeclName::Operator(op));
            }
            _ => {
                // A conversion function: `operator T`.
                let ds = self.parse_decl_specifiers();
                let base = ds.ty.unwrap_or_else(|| self.tu.types.error());
                let ty = self.parse_conversion_declarator(base);
                return Some(DeclName::Conversion(ty));
            }
        };
        let op = match p {
            Punct::LParen => {
                self.bump();
                self.expect(Punct::RParen, super::Msg::ExpRparen);
                return Some(DeclName::Operator(O::Call));
            }
            Punct::LBracket => {
                self.bump();
                self.expect(Punct::RBracket, super::Msg::ExpRbracket);
                return Some(DeclName::Operator(O::Subscript));
            }
            Punct::Plus => O::Plus,
            Punct::Minus => O::Minus,
            Punct::Star => O::Star,
            Punct::Slash => O::Slash,
            Punct::Percent => O::Percent,
            Punct::Caret => O::Caret,
            Punct::Amp => O::Amp,
            Punct::Pipe => O::Pipe,
            Punct::Tilde => O::Tilde,
            Punct::Bang => O::Exclaim,
            Punct::Assign => O::Assign,
            Punct::Lt => O::Less,
            Punct::Gt => O::Greater,
            Punct::PlusAssign => O::PlusAssign,
            Punct::MinusAssign => O::MinusAssign,
            Punct::StarAssign => O::StarAssign,
            Punct::SlashAssign => O::SlashAssign,
            Punct::PercentAssign => O::PercentAssign,
            Punct::CaretAssign => O::CaretAssign,
            Punct::AmpAssign => O::AmpAssign,
            Punct::PipeAssign => O::PipeAssign,
            Punct::Shl => O::LessLess,
            Punct::Shr => O::GreaterGreater,
            Punct::ShlAssign => O::LessLessAssign,
            Punct::ShrAssign => O::GreaterGreaterAssign,
            Punct::EqEq => O::EqualEqual,
            Punct::NotEq => O::ExclaimEqual,
            Punct::LtEq => O::LessEqual,
            Punct::GtEq => O::GreaterEqual,
            Punct::Spaceship => O::Spaceship,
            Punct::AmpAmp => O::AmpAmp,
            Punct::PipePipe => O::PipePipe,
            Punct::PlusPlus => O::PlusPlus,
            Punct::MinusMinus => O::MinusMinus,
            Punct::Comma => O::Comma,
            Punct::ArrowStar => O::ArrowStar,
            Punct::Arrow => O::Arrow,
            _ => return None,
        };
        // `operator>>` is stored as two `>` (TokenStore::push).
        let op = match self.punct_ahead() {
            Some((Punct::Shr, 2)) => {
                self.bump();
                O::GreaterGreater
            }
            _ => op,
        };
        self.bump();
        Some(DeclName::Operator(op))
    }
}
