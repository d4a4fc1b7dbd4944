//! Declaration checks the parser runs as it declares: redeclarations and redefinitions,
//! duplicate parameters, incomplete and invalid object types, misplaced `virtual`,
//! missing initializers. Each issues the reference's message at the reference's position
//! (the declarator name unless noted) and lets parsing go on as the reference does: the
//! declaration is still entered, so later uses of the name are not diagnosed again.

use crate::il::decl::{DeclKind, StorageClass};
use crate::il::types::{ArrayBound, Type};
use crate::il::{DeclId, Quals, TypeId};
use crate::parse::declarator::{Chunk, Declarator};
use crate::parse::specifiers::DeclSpec;
use crate::parse::{Msg, Parser, Severity};
use crate::pp::Symbol;
use crate::sema::cuda_checks::body::{qualified_name, type_text};
use crate::source::Pos;

impl Parser<'_, '_> {
    fn error_at(&mut self, msg: Msg, pos: Pos, args: Vec<Vec<u8>>) {
        self.report(msg, Severity::Error, pos, args);
    }

    /// The presumed line of a position, as messages write it.
    fn line_text(&self, pos: Pos) -> Vec<u8> {
        self.pp
            .source_map()
            .presumed(pos)
            .line
            .to_string()
            .into_bytes()
    }

    /// A parameter named like an earlier one of the same list (the list's scope is open).
    pub(crate) fn check_duplicate_param(&mut self, name: Symbol, pos: Pos) {
        if self
            .scopes
            .top()
            .names
            .get(&name)
            .is_some_and(|v| !v.is_empty())
        {
            self.error_at(Msg::DuplicateParamName, pos, Vec::new());
        }
    }

    /// The declarations named `name` in the scope a new declaration goes into.
    fn declared_here(&self, name: Symbol) -> Vec<DeclId> {
        self.scopes.declared_in_innermost(name)
    }

    /// Checks a declaration `declare` just created (before its name is entered).
    pub(crate) fn check_new_declaration(&mut self, id: DeclId, ds: &DeclSpec, d: &Declarator) {
        if self.scopes.in_template() || self.tu.decls[id].qualifier.is_some() {
            return;
        }
        let pos = self.tu.decls[id].pos;
        let name = self.tu.decls[id].name.ident();
        match self.tu.decls[id].kind.clone() {
            DeclKind::Var(v) => {
                self.check_array_bounds(d);
                if let Some(s) = name {
                    self.check_variable_redeclaration(id, s, ds.storage);
                }
                self.check_object_type(v.ty, ds.storage, v.field, pos);
                if ds.storage != StorageClass::Extern && !v.field {
                    self.check_abstract_object(v.ty, pos);
                }
                self.check_static_vla(v.ty, ds.storage, pos);
            }
            DeclKind::Typedef(t) => {
                if let Some(s) = name {
                    self.check_typedef_redeclaration(s, t.aliased, pos);
                }
            }
            DeclKind::Function(_) => {
                if ds.is_virtual && ds.storage == StorageClass::Static {
                    self.error_at(Msg::VirtualStaticNotAllowed, ds.start, Vec::new());
                }
                if let Some(p) = self.tu.decls[id].prev {
                    if self.same_parameters(p, id) && !self.same_return(p, id) {
                        self.error_at(Msg::ReturnTypeOverload, pos, Vec::new());
                    }
                }
            }
            _ => {}
        }
    }

    /// `virtual` on a constructor (a declaration with no type whose name is its class's).
    pub(crate) fn check_virtual_constructor(
        &mut self,
        ds: &DeclSpec,
        d: &Declarator,
        scope: DeclId,
    ) {
        if !ds.is_virtual || ds.ty.is_some() || d.function().is_none() || d.qualifier().is_some() {
            return;
        }
        let Some(s) = d.decl_name().ident() else {
            return;
        };
        if matches!(self.tu.decls[scope].kind, DeclKind::Class(_))
            && self.tu.decls[scope].name.ident() == Some(s)
        {
            self.error_at(Msg::VirtualNotAllowed, ds.start, Vec::new());
        }
    }

    /// `static x = 3;`: no type specifier on a variable ("int" assumed). Only with a
    /// storage class written: without any specifier the tokens were not a declaration.
    pub(crate) fn check_missing_type(&mut self, ds: &mut DeclSpec, d: &Declarator) {
        if ds.ty.is_some() || d.function().is_some() || d.name.is_none() || ds.typedef || ds.friend
        {
            return;
        }
        if !matches!(
            ds.storage,
            StorageClass::Static | StorageClass::Extern | StorageClass::Register
        ) {
            return;
        }
        self.error_at(Msg::ExplicitTypeMissing, d.pos, Vec::new());
        ds.ty = Some(self.tu.types.int());
    }

    /// A block-scope or namespace-scope variable declared again in the same scope.
    fn check_variable_redeclaration(&mut self, id: DeclId, s: Symbol, storage: StorageClass) {
        let pos = self.tu.decls[id].pos;
        if self.scopes.in_block() {
            let earlier = self.declared_here(s);
            let clash = earlier.iter().any(|&e| match &self.tu.decls[e].kind {
                DeclKind::Var(v) => {
                    !(v.storage == StorageClass::Extern && storage == StorageClass::Extern)
                }
                DeclKind::Typedef(_) | DeclKind::Enumerator(_) => true,
                _ => false,
            });
            if clash {
                let n = self.tu.name_bytes(id).to_vec();
                self.error_at(Msg::AlreadyDeclared, pos, vec![n]);
            }
            return;
        }
        if storage == StorageClass::Extern {
            return;
        }
        let Some(prev) = self.tu.decls[id].prev else {
            return;
        };
        let parent_is_class = |p: &Self, d: DeclId| {
            p.tu.decls[d]
                .parent
                .is_some_and(|q| matches!(p.tu.decls[q].kind, DeclKind::Class(_)))
        };
        if parent_is_class(self, prev) || parent_is_class(self, id) {
            return;
        }
        // The earlier definition: a declaration of the chain that is not `extern`.
        let mut cur = Some(prev);
        let mut steps = 0;
        while let Some(c) = cur {
            steps += 1;
            if steps > 10_000 {
                break;
            }
            if let DeclKind::Var(v) = &self.tu.decls[c].kind {
                if v.storage != StorageClass::Extern || v.init.is_some() {
                    let line = self.line_text(self.tu.decls[c].pos);
                    let n = qualified_name(&self.tu, id);
                    self.error_at(
                        Msg::AlreadyDefinedAt,
                        pos,
                        vec![b"variable".to_vec(), n, line],
                    );
                    return;
                }
            }
            cur = self.tu.decls[c].prev;
        }
    }

    /// `typedef int T; typedef float T;`
    fn check_typedef_redeclaration(&mut self, s: Symbol, aliased: TypeId, pos: Pos) {
        let earlier = self.declared_here(s);
        for e in earlier {
            if let DeclKind::Typedef(t) = &self.tu.decls[e].kind {
                let (a, b) = (
                    self.tu.types.canonical(t.aliased),
                    self.tu.types.canonical(aliased),
                );
                if a != b && !self.tu.types.is_dependent(a) && !self.tu.types.is_dependent(b) {
                    let line = self.line_text(self.tu.decls[e].pos);
                    let n = self.sym_name(s).to_vec();
                    self.error_at(Msg::TypeNameRedeclared, pos, vec![n, line]);
                    return;
                }
            }
        }
    }

    /// An object of type `void` or of an incomplete class (not `extern`, not a static
    /// member declaration).
    fn check_object_type(&mut self, ty: TypeId, storage: StorageClass, field: bool, pos: Pos) {
        if storage == StorageClass::Extern || field {
            return;
        }
        if self.scopes.enclosing_class().is_some() && !self.scopes.in_block() {
            return;
        }
        if let Some(shown) = self.incomplete_object_type(ty) {
            self.error_at(Msg::IncompleteTypeNotAllowed, pos, vec![shown]);
        }
    }

    /// The type as the message shows it, when `ty` is `void` or an incomplete class.
    fn incomplete_object_type(&self, ty: TypeId) -> Option<Vec<u8>> {
        let c = self.tu.types.canonical(ty);
        let bare = self.tu.types.unqualified(c);
        match self.tu.types.get(bare) {
            Type::Builtin(crate::il::types::Builtin::Void) => Some(type_text(&self.tu, ty, 0)),
            Type::Class(d) => {
                let d = *d;
                if self.tu.decls[d].instance_of.is_some() || self.template_of_class.contains_key(&d)
                {
                    return None;
                }
                let def = self.class_definition(d);
                match &self.tu.decls[def].kind {
                    DeclKind::Class(cd)
                        if !cd.complete && !cd.is_lambda && cd.specialization.is_none() =>
                    {
                        let first = self.tu.first_decl(d);
                        let in_template = self.tu.decls[first].parent.is_some_and(|p| {
                            matches!(self.tu.decls[p].kind, DeclKind::Template(_))
                        });
                        // Still being defined: complete for members' bodies, not handled here.
                        let open = self.scopes.significant().any(|s| {
                            matches!(s.kind, crate::sema::scope::ScopeKind::Class(k) if self.tu.first_decl(k) == first)
                        });
                        (!in_template && !open).then(|| type_text(&self.tu, ty, 0))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Constant array bounds must be positive (checked on the declarator's own chunks).
    fn check_array_bounds(&mut self, d: &Declarator) {
        for c in &d.chunks {
            if let Chunk::Array(Some(e)) = c {
                if let Some(crate::il::ConstValue::Int(v)) = self.tu.exprs[*e].value.get() {
                    if v < 0 {
                        let p = self.expr_start(*e);
                        self.error_at(Msg::ArraySizeNotPositive, p, Vec::new());
                    }
                }
            }
        }
    }

    /// `static int a[n];` in a block: the bound is not a constant.
    fn check_static_vla(&mut self, ty: TypeId, storage: StorageClass, pos: Pos) {
        if storage != StorageClass::Static || !self.scopes.in_block() {
            return;
        }
        let c = self.tu.types.canonical(ty);
        if let Type::Array(_, ArrayBound::Dependent(e)) = self.tu.types.get(c) {
            if self.tu.exprs[*e].value.is_none() {
                self.error_at(Msg::VlaNotAuto, pos, Vec::new());
            }
        }
    }

    /// `const int x;`: after the declarator, at the token that ends it.
    pub(crate) fn check_const_initialized(&mut self, id: DeclId, ds: &DeclSpec) {
        if self.scopes.in_template() || ds.storage == StorageClass::Extern || ds.typedef {
            return;
        }
        let DeclKind::Var(v) = &self.tu.decls[id].kind else {
            return;
        };
        if v.init.is_some() || v.field || self.tu.decls[id].qualifier.is_some() {
            return;
        }
        if self.scopes.enclosing_class().is_some() && !self.scopes.in_block() {
            return;
        }
        let c = self.tu.types.canonical(v.ty);
        let const_scalar = match self.tu.types.get(c) {
            Type::Qualified(u, q) if q.has(Quals::CONST) => {
                matches!(
                    self.tu.types.get(*u),
                    Type::Builtin(_) | Type::Pointer(_) | Type::Enum(_)
                )
            }
            _ => false,
        };
        if const_scalar {
            let n = qualified_name(&self.tu, id);
            let pos = self.pos();
            self.error_at(Msg::ConstRequiresInit, pos, vec![b"variable".to_vec(), n]);
        }
    }

    /// A function definition whose entity already has a body.
    pub(crate) fn check_function_redefinition(&mut self, f: DeclId) {
        if self.scopes.in_template() {
            return;
        }
        let mut cur = self.tu.decls[f].prev;
        let mut steps = 0;
        while let Some(c) = cur {
            steps += 1;
            if steps > 10_000 || !self.same_parameters(c, f) {
                return;
            }
            if let DeclKind::Function(fd) = &self.tu.decls[c].kind {
                if fd.body.is_some() {
                    let line = self.line_text(self.tu.decls[c].pos);
                    let n = qualified_name(&self.tu, f);
                    let pos = self.tu.decls[f].pos;
                    self.error_at(
                        Msg::AlreadyDefinedAt,
                        pos,
                        vec![b"function".to_vec(), n, line],
                    );
                    return;
                }
            }
            cur = self.tu.decls[c].prev;
        }
    }

    /// A class definition whose class already has one.
    pub(crate) fn check_class_redefinition(&mut self, id: DeclId) {
        if self.scopes.in_template() {
            return;
        }
        let first = self.tu.first_decl(id);
        let Some(&def) = self.scopes.class_defs.get(&first) else {
            return;
        };
        if def == id {
            return;
        }
        let line = self.line_text(self.tu.decls[def].pos);
        let n = qualified_name(&self.tu, id);
        let pos = self.tu.decls[id].pos;
        self.error_at(Msg::AlreadyDefinedAt, pos, vec![b"class".to_vec(), n, line]);
    }

    /// An unscoped enumerator whose name is taken in the enclosing scope.
    pub(crate) fn check_enumerator_name(&mut self, s: Symbol, pos: Pos) {
        if self.scopes.in_template() {
            return;
        }
        let clash = self.declared_here(s).iter().any(|&e| {
            matches!(
                self.tu.decls[e].kind,
                DeclKind::Enumerator(_)
                    | DeclKind::Var(_)
                    | DeclKind::Function(_)
                    | DeclKind::Typedef(_)
            )
        });
        if clash {
            let n = self.sym_name(s).to_vec();
            self.error_at(Msg::AlreadyDeclared, pos, vec![n]);
        }
    }

    /// A `static_assert` whose condition is false: at the keyword, with the message's
    /// string literals joined (`tokens`: their range in the token vector).
    pub(crate) fn report_static_assert_failure(
        &mut self,
        pos: Pos,
        tokens: Option<std::ops::Range<usize>>,
    ) {
        if self.scopes.in_template() {
            return;
        }
        let Some(range) = tokens else {
            self.error_at(Msg::StaticAssertFailed, pos, Vec::new());
            return;
        };
        let mut text = b"\"".to_vec();
        for i in range {
            let Some(t) = self.toks.get(i) else { break };
            let s = self.spelling(&t);
            let Some(open) = s.iter().position(|&c| c == b'"') else {
                continue;
            };
            let close = s.iter().rposition(|&c| c == b'"').unwrap_or(s.len());
            if close > open {
                text.extend_from_slice(&s[open + 1..close]);
            }
        }
        text.push(b'"');
        self.error_at(Msg::StaticAssertFailedWith, pos, vec![text]);
    }

    /// Whether tokens name a template specialization (`name<`): constant evaluation does
    /// not instantiate templates, so a value read through one is not trusted.
    pub(crate) fn names_template_specialization(&self, tokens: std::ops::Range<usize>) -> bool {
        tokens.into_iter().any(|i| {
            let (Some(t), Some(next)) = (self.toks.get(i), self.toks.get(i + 1)) else {
                return false;
            };
            t.kind == crate::lex::TokenKind::Ident
                && next.kind == crate::lex::TokenKind::Punct(crate::lex::Punct::Lt)
                && self.is_template_name(&self.lookup(t.sym))
        })
    }

    /// Both functions, with the same parameter types (and member qualifiers).
    pub(crate) fn same_parameters(&self, a: DeclId, b: DeclId) -> bool {
        let (Some(fa), Some(fb)) = (self.function_type_of(a), self.function_type_of(b)) else {
            return false;
        };
        let ty = &self.tu.types;
        fa.params.len() == fb.params.len()
            && fa.variadic == fb.variadic
            && fa.quals == fb.quals
            && fa.ref_qual == fb.ref_qual
            && fa.params.iter().zip(fb.params.iter()).all(|(&x, &y)| {
                let (x, y) = (
                    ty.unqualified(ty.canonical(x)),
                    ty.unqualified(ty.canonical(y)),
                );
                x == y && !ty.is_dependent(x)
            })
    }

    /// What [`Self::same_parameters`] compares, as a key: two functions have the same
    /// parameters exactly when their keys are equal. `None` where nothing is the same
    /// (not a function, or a dependent parameter type).
    pub(crate) fn parameters_key(&self, f: DeclId) -> Option<ParametersKey> {
        let ft = self.function_type_of(f)?;
        let ty = &self.tu.types;
        let mut params = Vec::with_capacity(ft.params.len());
        for &p in ft.params.iter() {
            let p = ty.unqualified(ty.canonical(p));
            if ty.is_dependent(p) {
                return None;
            }
            params.push(p);
        }
        Some(ParametersKey {
            params,
            variadic: ft.variadic,
            quals: ft.quals,
            ref_qual: ft.ref_qual,
        })
    }

    fn same_return(&self, a: DeclId, b: DeclId) -> bool {
        let (Some(fa), Some(fb)) = (self.function_type_of(a), self.function_type_of(b)) else {
            return true;
        };
        let ty = &self.tu.types;
        let (x, y) = (ty.canonical(fa.ret), ty.canonical(fb.ret));
        x == y
            || ty.is_dependent(x)
            || ty.is_dependent(y)
            || matches!(ty.get(x), Type::Auto(_) | Type::Error)
            || matches!(ty.get(y), Type::Auto(_) | Type::Error)
    }

    fn function_type_of(&self, d: DeclId) -> Option<crate::il::types::FunctionType> {
        match &self.tu.decls[d].kind {
            DeclKind::Function(f) => self.tu.types.as_function(f.ty).cloned(),
            _ => None,
        }
    }
}

/// A function's parameter types, variadic-ness and member qualifiers (see
/// `Parser::parameters_key`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ParametersKey {
    params: Vec<TypeId>,
    variadic: bool,
    quals: crate::il::types::Quals,
    ref_qual: crate::il::types::RefQual,
}

impl Parser<'_, '_> {
    /// A bit-field wider than its integer type: warning #959 at the width, which EDG
    /// truncates to the type's size (`bool` fields are left alone, as are dependent types).
    pub(crate) fn check_bit_field_width(&mut self, field: DeclId, width: crate::il::ExprId) {
        let Some(ty) = self.tu.decls[field].ty() else {
            return;
        };
        let Some(b) = self.tu.types.as_builtin(ty) else {
            return;
        };
        if !b.is_integral() || b == crate::il::types::Builtin::Bool {
            return;
        }
        let Some((bytes, _)) = b.size_align() else {
            return;
        };
        let Some(crate::il::ConstValue::Int(w)) = self.tu.exprs[width].value.get() else {
            return;
        };
        let bits = bytes as i128 * 8;
        if w > bits {
            let at = self.expr_start(width);
            self.report(
                Msg::ExtraBitsIgnored,
                Severity::Warning,
                at,
                vec![bits.to_string().into_bytes()],
            );
        }
    }
}

impl Parser<'_, '_> {
    /// `void C::f();` inside class `C`: warning #427 at the qualifier; the member is
    /// declared as if written without it (the declarator returned).
    pub(crate) fn check_member_qualifier(
        &mut self,
        scope: DeclId,
        d: &Declarator,
    ) -> Option<Declarator> {
        if !matches!(self.tu.decls[scope].kind, DeclKind::Class(_)) {
            return None;
        }
        let qn = d.name.as_ref()?;
        let q = qn.qualifier.as_ref()?;
        if q.global || qn.scope != Some(scope) {
            return None;
        }
        self.report(
            Msg::QualifierInMemberDeclaration,
            Severity::Warning,
            d.name_start,
            Vec::new(),
        );
        let mut plain = d.clone();
        if let Some(n) = plain.name.as_mut() {
            n.qualifier = None;
        }
        Some(plain)
    }
}

impl Parser<'_, '_> {
    /// `expected a "}"` at the end of the source: note #3196 at the `{` left open.
    pub(crate) fn note_unmatched_brace(&mut self, open: Pos) {
        let token_index = self.i as u32;
        let Some(last) = self.diags.last_mut() else {
            return;
        };
        if last.msg != Msg::ExpRbrace || !last.at_end || !last.notes.is_empty() {
            return;
        }
        last.notes.push(crate::parse::ParseDiagnostic {
            msg: Msg::MatchingLbrace,
            severity: Severity::Remark,
            pos: open,
            args: Vec::new(),
            token_index,
            at_end: false,
            extra_lines: Vec::new(),
            context_lines: Vec::new(),
            notes: Vec::new(),
        });
    }
}
