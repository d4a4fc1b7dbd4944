//! Declarators → names and types.
//!
//! A declarator is parsed into chunks in *application order*: applying them one by one to
//! the decl-specifiers' type yields the declared type (`* const p[3]`: pointer, const,
//! then array). The last chunk is the outermost type constructor, so a declarator whose
//! last chunk is a function declares a function with those parameters.

use crate::il::decl::{ParamDecl, StorageClass};
use crate::il::expr::Qualifier;
use crate::il::types::{
    ArrayBound, ExceptionSpec, FunctionType, Quals, RefQual, Type, WrittenParam,
};
use crate::il::{Decl, DeclId, DeclKind, DeclName, ExprId, TypeId};
use crate::lex::{Punct, TokenKind};
use crate::pp::Symbol;
use crate::source::Pos;

use super::specifiers::QualName;
use super::{Msg, Parser};

/// One type-constructing step of a declarator.
#[derive(Clone, Debug)]
pub enum Chunk {
    Pointer(Quals),
    LRef,
    RRef,
    MemberPointer(TypeId, Quals),
    Array(Option<ExprId>),
    Function(Box<FunctionChunk>),
}

/// A function declarator's parameter list and trailing parts.
#[derive(Clone, Debug, Default)]
pub struct FunctionChunk {
    pub params: Vec<DeclId>,
    pub variadic: bool,
    pub quals: Quals,
    pub ref_qual: RefQual,
    pub exception: ExceptionSpec,
    pub trailing: Option<TypeId>,
    /// A trailing requires-clause: the `requires` keyword's position and the constraint.
    pub requires: Option<(Pos, crate::il::ExprId)>,
    /// Attributes after the parameter list (`int f(int) __attribute__((noinline));`).
    pub attrs: crate::il::Attrs,
}

/// A parsed declarator.
#[derive(Clone, Debug, Default)]
pub struct Declarator {
    pub name: Option<QualName>,
    pub pos: Pos,
    pub chunks: Vec<Chunk>,
    /// `...` before the name (parameter packs).
    pub pack: bool,
    pub attrs: crate::il::Attrs,
    /// `[a, b, c]` of a structured binding declaration (the declarator has no name).
    pub bindings: Vec<(crate::pp::Symbol, Pos)>,
    /// Where the declarator-id starts (its qualifier, if any).
    pub name_start: Pos,
}

impl Declarator {
    pub fn decl_name(&self) -> DeclName {
        self.name
            .as_ref()
            .and_then(|n| n.name)
            .unwrap_or(DeclName::Anonymous)
    }
    pub fn qualifier(&self) -> Option<Qualifier> {
        self.name.as_ref().and_then(|n| n.qualifier.clone())
    }
    /// The function chunk of a function declarator.
    pub fn function(&self) -> Option<&FunctionChunk> {
        match self.chunks.last() {
            Some(Chunk::Function(f)) => Some(f),
            _ => None,
        }
    }
}

impl Parser<'_, '_> {
    /// Parses a declarator (`abstract_ok`: the name may be missing).
    pub fn parse_declarator(&mut self, abstract_ok: bool) -> Declarator {
        let mut d = Declarator {
            pos: self.pos(),
            ..Declarator::default()
        };
        self.nested(|p| p.parse_declarator_into(&mut d, abstract_ok));
        d
    }

    fn parse_declarator_into(&mut self, d: &mut Declarator, abstract_ok: bool) {
        let mut ptrs = Vec::new();
        loop {
            if self.is(Punct::Star) {
                self.bump();
                let q = self.parse_cv_quals(&mut d.attrs);
                ptrs.push(Chunk::Pointer(q));
            } else if self.is(Punct::Amp) {
                self.bump();
                self.parse_cv_quals(&mut d.attrs);
                ptrs.push(Chunk::LRef);
            } else if self.is(Punct::AmpAmp) {
                self.bump();
                self.parse_cv_quals(&mut d.attrs);
                ptrs.push(Chunk::RRef);
            } else if let Some(class_ty) = self.member_pointer_ahead() {
                let q = self.parse_cv_quals(&mut d.attrs);
                ptrs.push(Chunk::MemberPointer(class_ty, q));
            } else {
                break;
            }
        }
        let mut inner: Option<Declarator> = None;
        if !abstract_ok && self.is(Punct::LBracket) && !self.is_at(1, Punct::LBracket) {
            // A structured binding: `auto [a, b] = e;`, `auto &[x, y] : v`.
            d.pos = self.bump().loc;
            while self.is_ident() {
                let t = self.bump();
                d.bindings.push((t.sym, t.loc));
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RBracket, Msg::ExpRbracket);
            d.chunks.extend(ptrs);
            return;
        }
        if self.is(Punct::Ellipsis) {
            self.bump();
            d.pack = true;
        }
        if self.is(Punct::LParen) && self.nested_declarator_ahead(abstract_ok) {
            self.bump();
            let mut i = Declarator {
                pos: self.pos(),
                ..Declarator::default()
            };
            self.nested(|p| p.parse_declarator_into(&mut i, abstract_ok));
            self.expect(Punct::RParen, Msg::ExpRparen);
            inner = Some(i);
        } else if (self.is_ident()
            || self.is(Punct::ColonColon)
            || (self.is(Punct::Tilde) && self.peek_at(1).kind == TokenKind::Ident))
            && !self.is_kw(self.kw.gnu_attribute_)
            && !self.is_kw(self.kw.gnu_attribute)
        {
            d.pos = self.pos();
            d.name_start = d.pos;
            let guide = self.is_deduction_guide_ahead();
            let mut qn = self.parse_qualified_name(true);
            if guide {
                // `X(params) -> X<args>`: a deduction guide names X's template, declares
                // nothing X's name would find.
                if let Some(&t) = qn.found.iter().find(|&&t| self.is_type_template(t)) {
                    qn.name = Some(DeclName::DeductionGuide(t));
                }
            }
            d.pos = qn.pos;
            d.name = Some(qn);
        }
        // Attributes after the declarator-id.
        let std_before = d.attrs.std.len();
        self.parse_attributes_opt(&mut d.attrs, crate::il::AttrPlacement::AfterDeclarator);
        for a in &mut d.attrs.std[std_before..] {
            a.placement = crate::il::AttrPlacement::DeclaratorId;
        }
        // After `A::f`, parameters and array bounds are looked up in `A` too.
        let entered = self.enter_declarator_scope(d.name.as_ref());
        let mut suffixes = Vec::new();
        loop {
            if self.is(Punct::LBracket) && !self.is_at(1, Punct::LBracket) {
                self.bump();
                // Outside blocks a bound is a constant-expression (`int a[4 = {…}];` at
                // namespace scope: "expected a \"]\"" at `=`); a block's may be any
                // expression (a VLA's).
                let bound = if self.is(Punct::RBracket) {
                    None
                } else if self.scopes.in_block() {
                    Some(self.parse_expression())
                } else {
                    Some(self.parse_constant_expression())
                };
                self.expect(Punct::RBracket, Msg::ExpRbracket);
                suffixes.push(Chunk::Array(bound));
            } else if self.is(Punct::LParen) {
                let named = d.name.is_some() || inner.as_ref().is_some_and(|i| i.name.is_some());
                if named && !abstract_ok && !self.parameter_list_ahead() {
                    // `T x(expr)`: a direct initializer, not a parameter list.
                    break;
                }
                let mut f = self.parse_function_declarator_suffix();
                let late = std::mem::take(&mut f.attrs);
                d.attrs.gnu.extend(late.gnu);
                d.attrs.std.extend(late.std);
                d.attrs.alignas.extend(late.alignas);
                suffixes.push(Chunk::Function(Box::new(f)));
            } else {
                break;
            }
        }
        for _ in 0..entered {
            self.scopes.pop();
        }
        d.chunks.extend(ptrs);
        d.chunks.extend(suffixes.into_iter().rev());
        if let Some(i) = inner {
            d.chunks.extend(i.chunks);
            if i.name.is_some() {
                d.name = i.name;
                d.pos = i.pos;
            }
            d.pack |= i.pack;
            // The declaration's attributes written inside the parentheses (moved out of a
            // pointer: `void (*__attribute__((__deprecated__)) h)()`) are the entity's.
            d.attrs.gnu.extend(
                i.attrs
                    .gnu
                    .into_iter()
                    .filter(|g| g.placement == crate::il::AttrPlacement::AfterDeclarator),
            );
        }
        let k = &self.kw;
        if [k.asm, k.gnu_asm, k.gnu_asm_]
            .iter()
            .any(|&a| self.is_kw(a))
            && self.is_at(1, Punct::LParen)
        {
            // A GNU asm label: `... noexcept(true) __asm__("name") __attribute__((...))`.
            self.bump();
            self.bump();
            if matches!(self.tok().kind, TokenKind::Str(_)) {
                d.attrs.asm_label = Some(self.parse_string_literal());
                self.expect(Punct::RParen, Msg::ExpRparen);
            } else {
                self.error(Msg::ExpStringLiteral, Vec::new());
                self.skip_to_close_paren();
            }
        }
        self.parse_attributes_opt(&mut d.attrs, crate::il::AttrPlacement::AfterDeclarator);
    }

    /// Pushes the class or namespace a qualified declarator-id names (`A::f(F x)` finds
    /// `A::F`), a nested class after the classes enclosing it (`A::B::f(F x)` finds
    /// `A::F` too, as EDG does); returns how many scopes were pushed.
    fn enter_declarator_scope(&mut self, name: Option<&QualName>) -> usize {
        use crate::sema::scope::ScopeKind;
        let Some(qn) = name.filter(|n| n.qualifier.is_some()) else {
            return 0;
        };
        let Some(s) = qn.scope else { return 0 };
        let kind = match &self.tu.decls[s].kind {
            DeclKind::Class(_) => ScopeKind::Class(self.tu.first_decl(s)),
            DeclKind::Namespace(n) => ScopeKind::Namespace(n.original.unwrap_or(s)),
            _ => return 0,
        };
        let enclosing: Vec<ScopeKind> = match kind {
            ScopeKind::Class(_) => {
                let mut chain = self.member_scope_chain(s);
                chain.pop(); // the class itself: `kind`
                chain.into_iter().map(ScopeKind::Class).collect()
            }
            _ => Vec::new(),
        };
        let n = enclosing.len() + 1;
        for k in enclosing {
            self.scopes.push(k);
        }
        self.scopes.push(kind);
        n
    }

    /// At `(` after a declarator-id: does a parameter-declaration-clause follow (rather
    /// than an expression list)? Empty, `...`, `void)`, or a decl-specifier first — and
    /// when the list could also be an expression starting with a functional cast
    /// (`unsigned m(float(c) - 6);`), only if it parses as one and a declarator may end
    /// after it.
    fn parameter_list_ahead(&mut self) -> bool {
        match self.peek_at(1).kind {
            TokenKind::Punct(Punct::RParen | Punct::Ellipsis) => return true,
            TokenKind::Punct(Punct::LBracket) => return self.is_at(2, Punct::LBracket),
            TokenKind::Ident | TokenKind::Punct(Punct::ColonColon) => {}
            _ => return false,
        }
        if !self.decl_specifier_at(1) {
            return false;
        }
        let cast_like = (2..=3).any(|n| {
            matches!(
                self.peek_at(n).kind,
                TokenKind::Punct(Punct::LParen | Punct::LBrace)
            )
        });
        if !cast_like {
            return true;
        }
        self.tentatively(|p| {
            p.parse_function_declarator_suffix();
            match p.tok().kind {
                TokenKind::Punct(
                    Punct::Semi
                    | Punct::Comma
                    | Punct::Assign
                    | Punct::LBrace
                    | Punct::Colon
                    | Punct::RParen,
                ) => true,
                TokenKind::Punct(Punct::LBracket) => p.is_at(1, Punct::LBracket),
                TokenKind::Ident => true,
                _ => false,
            }
        })
    }

    /// Whether a decl-specifier starts `n` tokens ahead (qualified type names included).
    fn decl_specifier_at(&mut self, n: usize) -> bool {
        let save = self.i;
        self.i = (self.i + n).min(self.toks.len() - 1);
        let yes = self.starts_decl_specifier();
        self.i = save;
        yes
    }

    /// `A::*` ahead: consumes it and returns the class type.
    fn member_pointer_ahead(&mut self) -> Option<TypeId> {
        let mut n = 0;
        if self.is_at(0, Punct::ColonColon) {
            n = 1;
        }
        loop {
            if self.peek_at(n).kind != TokenKind::Ident || !self.is_at(n + 1, Punct::ColonColon) {
                return None;
            }
            if self.is_at(n + 2, Punct::Star) {
                break;
            }
            n += 2;
        }
        // Parse the class name (everything before `::*`).
        let qn = self.parse_qualified_name(false);
        let ty = self.type_from_name(&qn);
        self.eat(Punct::ColonColon);
        self.eat(Punct::Star);
        Some(ty)
    }

    /// After `(` in a declarator: a nested declarator (not a parameter list)?
    fn nested_declarator_ahead(&mut self, abstract_ok: bool) -> bool {
        let t = self.peek_at(1);
        match t.kind {
            TokenKind::Punct(Punct::Star | Punct::Amp | Punct::AmpAmp) => true,
            TokenKind::Punct(Punct::ColonColon) => true,
            TokenKind::Punct(Punct::LParen) => !abstract_ok,
            TokenKind::Punct(Punct::Ellipsis) => false,
            TokenKind::Punct(Punct::RParen) => false,
            TokenKind::Ident => {
                if t.sym == self.kw.gnu_attribute_ || t.sym == self.kw.gnu_attribute {
                    return true;
                }
                if abstract_ok {
                    // `(T)` is a parameter list; `(name)` in a parameter is a nested name,
                    // and so is `(C::*)`, a pointer to member.
                    !self.decl_specifier_at(1) || self.member_pointer_prefix_after_paren()
                } else {
                    true
                }
            }
            _ => false,
        }
    }

    /// After `(`: `[::] A :: B :: *`.
    fn member_pointer_prefix_after_paren(&self) -> bool {
        let mut k = 1 + usize::from(self.is_at(1, Punct::ColonColon));
        while self.peek_at(k).kind == TokenKind::Ident && self.is_at(k + 1, Punct::ColonColon) {
            k += 2;
            if self.is_at(k, Punct::Star) {
                return true;
            }
        }
        false
    }

    /// cv-qualifiers (and `__restrict__`, attributes) after `*` or `)`.
    fn parse_cv_quals(&mut self, attrs: &mut crate::il::Attrs) -> Quals {
        let mut q = Quals::NONE;
        loop {
            let k = self.kw;
            let s = self.tok().sym;
            if !self.is_ident() {
                break;
            }
            if s == k.const_ || s == k.gnu_const || s == k.gnu_const_ {
                q = q.union(Quals::CONST);
            } else if s == k.volatile || s == k.gnu_volatile || s == k.gnu_volatile_ {
                q = q.union(Quals::VOLATILE);
            } else if s == k.gnu_restrict || s == k.gnu_restrict_ {
                q = q.union(Quals::RESTRICT);
            } else if s == k.gnu_attribute || s == k.gnu_attribute_ {
                let from = attrs.gnu.len();
                self.parse_gnu_attributes(attrs, crate::il::AttrPlacement::Type);
                self.move_declaration_attrs_out_of_pointer(attrs, from);
                continue;
            } else {
                break;
            }
            self.bump();
        }
        q
    }

    /// `( params ) cv ref noexcept -> T`
    fn parse_function_declarator_suffix(&mut self) -> FunctionChunk {
        let mut f = FunctionChunk::default();
        self.bump(); // (
        self.scopes.push(crate::sema::scope::ScopeKind::Block);
        let void_only = self.is_kw(self.kw.void) && self.is_at(1, Punct::RParen);
        if void_only {
            self.bump();
        }
        let mut index = 0u32;
        while !self.is(Punct::RParen) && !self.at_eof() {
            if self.is(Punct::Ellipsis) {
                self.bump();
                f.variadic = true;
                break;
            }
            let p = self.parse_parameter(index);
            match p {
                Some(p) => f.params.push(p),
                None => break,
            }
            index += 1;
            if !self.eat(Punct::Comma) {
                if self.is(Punct::Ellipsis) {
                    self.bump();
                    f.variadic = true;
                }
                break;
            }
        }
        // The parameters stay in scope for a `noexcept(e)` and a trailing return type
        // (`auto f(int x) -> decltype(x)`).
        if !self.expect(Punct::RParen, Msg::ExpRparen) {
            self.skip_to_close_paren();
        }
        let mut late = crate::il::Attrs::default();
        f.quals = self.parse_cv_quals(&mut late);
        for g in &mut late.gnu {
            g.placement = crate::il::AttrPlacement::AfterDeclarator;
        }
        f.attrs = late;
        if self.eat(Punct::Amp) {
            f.ref_qual = RefQual::LValue;
        } else if self.eat(Punct::AmpAmp) {
            f.ref_qual = RefQual::RValue;
        }
        if self.is_kw(self.kw.noexcept) {
            self.bump();
            f.exception = ExceptionSpec::Noexcept;
            if self.eat(Punct::LParen) {
                let e = self.parse_member_noexcept_operand();
                self.expect(Punct::RParen, Msg::ExpRparen);
                let v = self.tu.exprs[e]
                    .value
                    .get()
                    .map(|v| !matches!(v, crate::il::ConstValue::Int(0)));
                f.exception = ExceptionSpec::NoexceptExpr(e, v);
            }
        } else if self.is_kw(self.kw.throw) {
            self.bump();
            if self.eat(Punct::LParen) {
                let mut tys = Vec::new();
                while !self.is(Punct::RParen) && !self.at_eof() {
                    tys.push(self.parse_type_id());
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                }
                self.expect(Punct::RParen, Msg::ExpRparen);
                f.exception = if tys.is_empty() {
                    ExceptionSpec::ThrowEmpty
                } else {
                    ExceptionSpec::Throw(Box::new(tys.into()))
                };
            }
        }
        self.parse_attributes_opt(&mut f.attrs, crate::il::AttrPlacement::AfterDeclarator);
        if self.is(Punct::Arrow) {
            self.bump();
            f.trailing = Some(self.parse_trailing_type_id());
        }
        if self.is_kw(self.kw.requires) {
            let p = self.bump().loc;
            let e = self.parse_requires_clause_expr();
            f.requires = Some((p, e));
        }
        self.scopes.pop();
        f
    }

    fn skip_to_close_paren(&mut self) {
        let mut depth = 0;
        while !self.at_eof() {
            if self.is(Punct::LParen) {
                depth += 1;
            } else if self.is(Punct::RParen) {
                if depth == 0 {
                    self.bump();
                    return;
                }
                depth -= 1;
            } else if self.is(Punct::Semi) || self.is(Punct::LBrace) {
                return;
            }
            self.bump();
        }
    }

    /// One parameter declaration → a `Param` decl (parent fixed up by the caller).
    pub(super) fn parse_parameter(&mut self, index: u32) -> Option<DeclId> {
        let start = self.pos();
        let ds = self.parse_decl_specifiers();
        let Some(base) = ds.ty else {
            self.error(Msg::ExpTypeSpecifier, Vec::new());
            return None;
        };
        let d = self.parse_declarator(true);
        let ty = self.apply_declarator(base, &d);
        let adjusted = self.adjust_param_type(ty);
        let default = if self.eat(Punct::Assign) {
            let def = self.parse_default_argument();
            self.type_default_argument_list(def, adjusted);
            Some(def)
        } else {
            None
        };
        let name = d.decl_name();
        let pos = if d.name.is_some() { d.pos } else { start };
        let mut decl = Decl::new(
            name,
            pos,
            None,
            DeclKind::Param(ParamDecl {
                ty,
                adjusted,
                default,
                index,
                pack: d.pack,
                register: ds.storage == StorageClass::Register,
            }),
        );
        decl.attrs = ds.attrs.into();
        decl.signed_written = ds.signed_written;
        merge_attrs(&mut decl.attrs, d.attrs);
        self.decode_cuda_attrs(&mut decl.attrs);
        let id = self.tu.add_decl(decl);
        if let DeclName::Ident(s) = name {
            self.check_duplicate_param(s, pos);
            self.scopes.declare(s, id);
        }
        Some(id)
    }

    /// A default argument: an assignment expression.
    fn parse_default_argument(&mut self) -> ExprId {
        if self.is(Punct::LBrace) {
            return self.parse_braced_init_list();
        }
        self.parse_assignment_expression()
    }

    /// Array → pointer, function → pointer, top-level cv dropped.
    pub fn adjust_param_type(&mut self, ty: TypeId) -> TypeId {
        let t = &self.tu.types;
        match t.get(t.canonical(ty)).clone() {
            Type::Array(e, _) => self.tu.types.pointer(e),
            Type::Function(_) => self.tu.types.pointer(ty),
            Type::Qualified(u, _) => u,
            _ => ty,
        }
    }

    /// The type a declarator declares, given the specifiers' type.
    pub fn apply_declarator(&mut self, base: TypeId, d: &Declarator) -> TypeId {
        let mut t = base;
        for c in &d.chunks {
            t = match c {
                Chunk::Pointer(q) => {
                    let p = self.tu.types.pointer(t);
                    self.tu.types.qualified(p, *q)
                }
                Chunk::LRef => self.tu.types.lvalue_ref(t),
                Chunk::RRef => self.tu.types.rvalue_ref(t),
                Chunk::MemberPointer(class, q) => {
                    let p = self.tu.types.intern(Type::MemberPointer {
                        class: *class,
                        pointee: t,
                    });
                    self.tu.types.qualified(p, *q)
                }
                Chunk::Array(bound) => {
                    let b = match bound {
                        None => ArrayBound::Unknown,
                        Some(e) => match self.tu.exprs[*e].value.get() {
                            Some(crate::il::ConstValue::Int(v)) if v >= 0 => {
                                ArrayBound::Written(v as u64, *e)
                            }
                            _ => ArrayBound::Dependent(*e),
                        },
                    };
                    self.tu.types.array(t, b)
                }
                Chunk::Function(f) => {
                    let ret = f.trailing.unwrap_or(t);
                    let params: Vec<TypeId> = f
                        .params
                        .iter()
                        .map(|&p| match &self.tu.decls[p].kind {
                            DeclKind::Param(pd) => pd.adjusted,
                            _ => self.tu.types.error(),
                        })
                        .collect();
                    let written: Box<[WrittenParam]> = f
                        .params
                        .iter()
                        .map(|&p| {
                            let d = &self.tu.decls[p];
                            WrittenParam {
                                name: d.name.ident().unwrap_or(Symbol::NONE),
                                ty: d.ty().unwrap_or_else(|| self.tu.types.error()),
                            }
                        })
                        .collect();
                    let adds = written
                        .iter()
                        .zip(&params)
                        .any(|(w, &p)| w.name != Symbol::NONE || w.ty != p);
                    self.tu.types.function(FunctionType {
                        ret,
                        params: params.into(),
                        variadic: f.variadic,
                        quals: f.quals,
                        ref_qual: f.ref_qual,
                        exception: f.exception.clone(),
                        written_params: adds.then(|| Box::new(written)),
                    })
                }
            };
        }
        if d.pack {
            t = self.tu.types.intern(Type::PackExpansion(t));
        }
        t
    }

    /// Whether a type-id starts here.
    pub fn starts_type_id(&self) -> bool {
        self.starts_decl_specifier()
    }

    /// `type-specifier-seq abstract-declarator`
    pub fn parse_type_id(&mut self) -> TypeId {
        let ds = self.parse_decl_specifiers();
        let Some(base) = ds.ty else {
            self.error(Msg::ExpTypeSpecifier, Vec::new());
            return self.tu.types.error();
        };
        let d = self.parse_declarator(true);
        self.apply_declarator(base, &d)
    }

    /// A trailing return type: a type-id has no declarator-id, so an identifier after
    /// its specifiers is a virt-specifier (`auto w() -> int override`), not a name.
    fn parse_trailing_type_id(&mut self) -> TypeId {
        let ds = self.parse_decl_specifiers();
        let Some(base) = ds.ty else {
            self.error(Msg::ExpTypeSpecifier, Vec::new());
            return self.tu.types.error();
        };
        // Only ptr-operators (`VB * final`), unless a nested abstract declarator follows
        // (`int (*)(int)`, `int (&)[3]`).
        if self.is(Punct::LParen) || self.is(Punct::LBracket) {
            let d = self.parse_declarator(true);
            return self.apply_declarator(base, &d);
        }
        self.parse_conversion_declarator(base)
    }

    /// The declarator after `operator T` (only ptr-operators).
    pub fn parse_conversion_declarator(&mut self, base: TypeId) -> TypeId {
        let mut t = base;
        let mut attrs = crate::il::Attrs::default();
        loop {
            if self.eat(Punct::Star) {
                let q = self.parse_cv_quals(&mut attrs);
                let p = self.tu.types.pointer(t);
                t = self.tu.types.qualified(p, q);
            } else if self.eat(Punct::Amp) {
                t = self.tu.types.lvalue_ref(t);
            } else if self.eat(Punct::AmpAmp) {
                t = self.tu.types.rvalue_ref(t);
            } else {
                return t;
            }
        }
    }
}

/// Appends `from`'s attributes to `to`.
pub fn merge_attrs(to: &mut crate::il::Attrs, from: crate::il::Attrs) {
    to.gnu.extend(from.gnu);
    to.std.extend(from.std);
    to.alignas.extend(from.alignas);
    to.asm_label = to.asm_label.or(from.asm_label);
}
