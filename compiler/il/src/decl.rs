//! Declarations.
//!
//! One [`Decl`] per declaration *as written* (each redeclaration is its own node, linked
//! by `prev`), plus implicit ones sema makes (implicit members, closure classes,
//! template instances), flagged `implicit` / `instance_of` so the printer can skip them.
//! Scopes list their members in source order as [`Item`]s, which also carry pragmas and
//! multi-declarator groups.
//!
//! Positions (LD-2/LD-3): `Decl::pos` is the declarator NAME (class/enum/namespace: the
//! name, or the key/keyword when anonymous); templates keep the `template` keyword in
//! [`TemplateDecl::template_pos`]; braces are in the kind-specific structs.

use super::arena::{DeclId, ExprId, StmtId, TypeId};
use super::attr::DeclAttrs;
use super::expr::{InitForm, OverloadedOp, Qualifier};
use super::types::TemplateArg;
use crate::pp::Symbol;
use crate::source::Pos;

/// The name of a declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclName {
    Ident(Symbol),
    /// `operator+` etc.
    Operator(OverloadedOp),
    /// `operator T`
    Conversion(TypeId),
    /// A constructor (named after its class).
    Constructor,
    /// A destructor (`~Class`).
    Destructor,
    /// `operator ""_k`
    LiteralOperator(Symbol),
    /// A deduction guide for the named template.
    DeductionGuide(DeclId),
    /// No name: anonymous namespace/class/union/enum, unnamed parameter or bit-field.
    Anonymous,
}

impl DeclName {
    pub fn ident(self) -> Option<Symbol> {
        match self {
            DeclName::Ident(s) => Some(s),
            _ => None,
        }
    }
}

/// Member access.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Access {
    /// Namespace-scope and block-scope declarations.
    #[default]
    None,
    Public,
    Protected,
    Private,
}

/// Storage class specifier as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum StorageClass {
    #[default]
    None,
    Static,
    Extern,
    Register,
    /// `mutable` (members).
    Mutable,
}

/// `thread_local` / `__thread` as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThreadLocal {
    #[default]
    None,
    ThreadLocal,
    GnuThread,
}

/// An initializer: its syntactic form and the semantic initializing expression.
///
/// For `= e` and `(e)` of a scalar, `expr` is `e` (converted); for class objects it is a
/// `Construct`; for braces it is an `InitList` or a `Construct` with a brace form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Init {
    pub form: InitForm,
    pub expr: ExprId,
}

/// One declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    pub name: DeclName,
    /// The declarator name's position (LD-3).
    pub pos: Pos,
    /// The semantic parent: namespace, class, function (for block-scope declarations and
    /// parameters), enum (enumerators), template (its parameters and pattern). `None` only
    /// for the translation unit.
    pub parent: Option<DeclId>,
    pub kind: DeclKind,
    pub access: Access,
    pub attrs: DeclAttrs,
    /// The previous declaration of the same entity (redeclarations, out-of-line
    /// definitions).
    pub prev: Option<DeclId>,
    /// The qualifier written on the declarator name (`void A::B::f() {}`).
    pub qualifier: Option<Qualifier>,
    /// Made by sema, never written (implicit members, closure types, builtins): not printed.
    pub implicit: bool,
    /// Already diagnosed as invalid.
    pub invalid: bool,
    /// Set for declarations instantiated from a template (T-PRINT: never printed).
    pub instance_of: Option<DeclId>,
    /// `signed` was written among the decl-specifiers (D-TYPE keeps it: `signed int`
    /// prints as written, `int` does not gain it).
    pub signed_written: bool,
    /// The declaration began with `__extension__` (kept: `__extension__ extern long long
    /// atoll(…);`).
    pub extension_written: bool,
}

/// A `#pragma` item in a member list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PragmaItem {
    /// Index into [`super::TranslationUnit::pragmas`].
    pub index: u32,
    pub pos: Pos,
}

/// One declaration statement's declarators, kept together (D-STORAGE: a multi-declarator
/// declaration stays one declaration).
#[derive(Clone, Debug, PartialEq)]
pub struct DeclGroup {
    /// A class or enum defined (or declared, `struct S;`-style elaborated) in the
    /// decl-specifiers (`struct S {..} a, *b;`).
    pub defined_type: Option<DeclId>,
    /// The declarators in order (empty for `struct S {...};`).
    pub decls: Vec<DeclId>,
    /// `struct S;` naming a class declared before: the position of its name (EDG prints
    /// the redeclaration on its own line, not at the class's first mention). Boxed: block
    /// statements hold groups, and `Stmt` stays small.
    pub redecl_pos: Option<Box<Pos>>,
}

/// An entry of a member list (namespace, class, linkage block, TU), in source order.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A declaration on its own.
    Decl(DeclId),
    /// A declaration with several declarators or with a type defined in its specifiers.
    Group(DeclGroup),
    Pragma(PragmaItem),
    /// An access specifier `public:` as written (classes).
    AccessSpec(Access, Pos),
    /// A stray `;`.
    Empty(Pos),
}

/// Function specifiers and properties (bit set).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FnFlags(pub u32);

impl FnFlags {
    pub const INLINE: FnFlags = FnFlags(1);
    pub const VIRTUAL: FnFlags = FnFlags(1 << 1);
    pub const OVERRIDE: FnFlags = FnFlags(1 << 2);
    pub const FINAL: FnFlags = FnFlags(1 << 3);
    pub const EXPLICIT: FnFlags = FnFlags(1 << 4);
    pub const CONSTEXPR: FnFlags = FnFlags(1 << 5);
    pub const CONSTEVAL: FnFlags = FnFlags(1 << 6);
    pub const FRIEND: FnFlags = FnFlags(1 << 7);
    /// `= 0`
    pub const PURE: FnFlags = FnFlags(1 << 8);
    /// The return type was written after `->`.
    pub const TRAILING_RETURN: FnFlags = FnFlags(1 << 9);
    /// `explicit(bool)` evaluated false etc. are not modelled; this marks `__forceinline`.
    pub const FORCE_INLINE: FnFlags = FnFlags(1 << 10);
    /// `= default`
    pub const DEFAULTED: FnFlags = FnFlags(1 << 11);
    /// `= delete`
    pub const DELETED: FnFlags = FnFlags(1 << 12);
    /// Defined inside its class body.
    pub const DEFINED_IN_CLASS: FnFlags = FnFlags(1 << 13);
    /// `main` whose closing brace control can reach: EDG ends it with `return 0;`.
    pub const FALLS_OFF_END: FnFlags = FnFlags(1 << 14);
    /// Its body has a `co_await`, `co_yield` or `co_return`: a coroutine.
    pub const COROUTINE: FnFlags = FnFlags(1 << 15);

    pub fn has(self, f: FnFlags) -> bool {
        self.0 & f.0 == f.0
    }
    pub fn set(&mut self, f: FnFlags) {
        self.0 |= f.0;
    }
}

/// What a constructor mem-initializer initializes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemInitTarget {
    Field(DeclId),
    /// A base class (type as written).
    Base(TypeId),
    /// A delegating constructor call (`: A(1)` in `A`'s constructor).
    Delegating,
    /// A dependent name not resolvable until instantiation.
    Dependent(Symbol),
}

/// `: member(args)` in a constructor definition.
#[derive(Clone, Debug, PartialEq)]
pub struct MemInit {
    pub target: MemInitTarget,
    pub init: Init,
    pub pos: Pos,
    /// `Base(args)...`
    pub pack_expansion: bool,
}

/// A function body.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionBody {
    /// The compound statement (its `Block` has the `{` and `}` positions).
    pub body: StmtId,
    /// `try` of a function-try-block: the handlers.
    pub handlers: Option<Vec<super::stmt::Handler>>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDecl {
    /// The function type (`Type::Function`), return type as written (sugar kept).
    pub ty: TypeId,
    /// The parameters ([`DeclKind::Param`]), with names and positions.
    pub params: Vec<DeclId>,
    pub storage: StorageClass,
    pub flags: FnFlags,
    pub mem_inits: Vec<MemInit>,
    pub body: Option<FunctionBody>,
    /// `= default` / `= delete` keyword position (F-DEL).
    pub default_delete_pos: Option<Pos>,
    /// `extern "C"` linkage in effect.
    pub c_linkage: bool,
}

impl VarDecl {
    /// A variable of type `ty` with no specifiers and no initializer; callers set what was
    /// written with struct-update syntax (`VarDecl { storage, ..VarDecl::new(ty) }`).
    pub fn new(ty: TypeId) -> VarDecl {
        VarDecl {
            ty,
            storage: StorageClass::None,
            thread_local: ThreadLocal::None,
            constexpr: false,
            constinit: false,
            inline: false,
            init: None,
            init_pos: None,
            field: false,
            bit_width: None,
            c_linkage: false,
        }
    }
}

/// A variable (namespace, class static, block scope, or a field when `field` is set).
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    pub ty: TypeId,
    pub storage: StorageClass,
    pub thread_local: ThreadLocal,
    pub constexpr: bool,
    pub constinit: bool,
    pub inline: bool,
    pub init: Option<Init>,
    /// The `=` / `(` / `{` position of the initializer.
    pub init_pos: Option<Pos>,
    /// A non-static data member (`storage` is `None` or `Mutable`).
    pub field: bool,
    /// Bit-field width (fields only).
    pub bit_width: Option<ExprId>,
    /// `extern "C"` linkage in effect.
    pub c_linkage: bool,
}

/// A function template instance's record (`TranslationUnit::instances`).
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionInstance {
    /// One per template parameter: types as written or deduced (typedef sugar kept),
    /// values with the parameter's type.
    pub args: Box<[TemplateArg]>,
    /// The first use, which places the instance among its scope's declarations.
    pub first_use: Pos,
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamDecl {
    /// As written (arrays/functions not yet adjusted), e.g. `int a[]`.
    pub ty: TypeId,
    /// After array-to-pointer and function-to-pointer adjustment.
    pub adjusted: TypeId,
    pub default: Option<ExprId>,
    pub index: u32,
    /// `T... ts`
    pub pack: bool,
    /// `register` written.
    pub register: bool,
}

/// `typedef` or `using X = T`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypedefDecl {
    /// The aliased type as written.
    pub aliased: TypeId,
    /// `using X = T;` form.
    pub alias_form: bool,
    /// The `Type::Typedef` naming this declaration.
    pub self_ty: TypeId,
}

/// `class`, `struct` or `union` as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClassKey {
    Class,
    Struct,
    Union,
}

/// A base-specifier.
#[derive(Clone, Debug, PartialEq)]
pub struct BaseSpec {
    /// The base as written (sugar kept).
    pub ty: TypeId,
    /// As written (`None`: defaulted from the key).
    pub written_access: Option<Access>,
    /// The effective access (C-BASE prints it always).
    pub access: Access,
    pub is_virtual: bool,
    pub pack_expansion: bool,
    pub pos: Pos,
}

/// How a declaration relates to a template it specializes.
#[derive(Clone, Debug, PartialEq)]
pub struct Specialization {
    /// The primary template ([`DeclKind::Template`]).
    pub template: DeclId,
    pub args: Box<[TemplateArg]>,
    pub kind: SpecializationKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecializationKind {
    /// Made by sema from the template (used, deduced): not printed.
    Implicit,
    /// `template<> ...`
    Explicit,
    /// `template<class T> struct X<T*>`
    Partial,
    /// Named by an explicit instantiation.
    ExplicitInstantiation,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ClassDecl {
    pub key: ClassKey,
    /// The `Type::Class` of this declaration (shared by all redeclarations: the first
    /// declaration's).
    pub self_ty: TypeId,
    pub bases: Vec<BaseSpec>,
    /// Members in source order (fields, functions, nested types, access specifiers...).
    pub members: Vec<Item>,
    /// Has a body (`{...}`) at this declaration.
    pub complete: bool,
    /// `final` (`is_final`) and how it was spelled (`final` / `__final`).
    pub is_final: bool,
    /// `{` and `}` of the body.
    pub open_brace: Option<Pos>,
    pub close_brace: Option<Pos>,
    /// The key's position.
    pub key_pos: Pos,
    pub specialization: Option<Specialization>,
    /// The closure type of a lambda.
    pub is_lambda: bool,
    /// `#pragma pack` value in effect at the definition.
    pub pack: Option<u32>,
    /// Written as `struct S` in an elaborated-type-specifier only (`struct S *p;`).
    pub elaborated_only: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EnumDecl {
    /// `enum class` / `enum struct`: `Some(ClassKey::Class | Struct)`.
    pub scoped: Option<ClassKey>,
    /// The underlying type as written (`: unsigned char`).
    pub written_underlying: Option<TypeId>,
    /// The underlying type (fixed or deduced from the values; `int` when unknown).
    pub underlying: TypeId,
    pub self_ty: TypeId,
    pub enumerators: Vec<DeclId>,
    pub complete: bool,
    pub open_brace: Option<Pos>,
    pub close_brace: Option<Pos>,
    /// The `enum` keyword's position.
    pub key_pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EnumeratorDecl {
    pub value: i128,
    pub init: Option<ExprId>,
    /// In a template, the value depends on a template parameter (its initializer, or an
    /// earlier enumerator it counts from, is value-dependent): `value` is only a
    /// placeholder, and a reference to it has no constant value.
    pub value_dependent: bool,
    /// Enumerator pragma items etc. are not modelled; the enum's type is the parent's.
    pub ty: TypeId,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NamespaceDecl {
    pub inline: bool,
    pub members: Vec<Item>,
    pub open_brace: Pos,
    pub close_brace: Pos,
    /// The first definition of this namespace (`None` when this is it).
    pub original: Option<DeclId>,
    /// Part of a `namespace a::b {` shorthand (D-NS: printed expanded); set on the inner
    /// ones.
    pub nested_shorthand: bool,
    /// The `namespace` keyword.
    pub keyword_pos: Pos,
}

/// `extern "C"` / `extern "C++"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    C,
    Cxx,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LinkageDecl {
    pub language: Language,
    /// Braced form; the one-declaration form has exactly one item.
    pub braced: bool,
    pub members: Vec<Item>,
    pub open_brace: Option<Pos>,
    pub close_brace: Option<Pos>,
}

/// A template parameter list (`template<...>`).
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateParamList {
    pub template_pos: Pos,
    /// [`DeclKind::TemplateTypeParam`], [`DeclKind::TemplateValueParam`] or
    /// [`DeclKind::TemplateTemplateParam`] declarations.
    pub params: Vec<DeclId>,
    /// `requires` clause, kept opaque.
    pub requires: Option<ExprId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TemplateKind {
    /// A class, function, variable or alias template.
    Primary,
    /// `template<class T> struct X<T*> {...}`
    PartialSpecialization,
    /// `template<> ...`
    ExplicitSpecialization,
}

/// A template: the parameter lists and the templated declaration (the *pattern*: its own
/// IL, printed from there; T-BODY).
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateDecl {
    pub kind: TemplateKind,
    /// Outermost first (out-of-line members of class templates have several).
    pub param_lists: Vec<TemplateParamList>,
    pub pattern: DeclId,
    /// Specializations sema made or saw (implicit instances, explicit and partial
    /// specializations), in order of creation. Only on primary templates.
    pub specializations: Vec<DeclId>,
    /// `template<class T> struct X;` after X's definition: a declaration of the class
    /// template only (its pattern is the class defined before).
    pub redeclaration: bool,
}

impl TemplateDecl {
    /// The `template` keyword of the outermost list (LD-3).
    pub fn template_pos(&self) -> Option<Pos> {
        self.param_lists.first().map(|l| l.template_pos)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeParamKey {
    Class,
    Typename,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateTypeParam {
    pub key: TypeParamKey,
    pub depth: u32,
    pub index: u32,
    pub pack: bool,
    pub default: Option<TypeId>,
    /// The `Type::TemplateParam` of this parameter.
    pub self_ty: TypeId,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateValueParam {
    pub ty: TypeId,
    pub depth: u32,
    pub index: u32,
    pub pack: bool,
    pub default: Option<ExprId>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateTemplateParam {
    pub params: TemplateParamList,
    pub key: TypeParamKey,
    pub depth: u32,
    pub index: u32,
    pub pack: bool,
    /// The default template argument (a template declaration).
    pub default: Option<DeclId>,
}

/// `template struct X<int>;` / `extern template ...`
#[derive(Clone, Debug, PartialEq)]
pub struct ExplicitInstantiation {
    pub is_extern: bool,
    pub extern_pos: Option<Pos>,
    pub template_pos: Pos,
    /// The specialization instantiated (class instance, function or variable).
    pub target: DeclId,
    /// The declared type, for function and variable instantiations (as written).
    pub ty: Option<TypeId>,
}

/// What a `using` declaration brings in.
#[derive(Clone, Debug, PartialEq)]
pub struct UsingDecl {
    pub qualifier: Qualifier,
    /// The declarations found (overloads all listed); empty when dependent.
    pub targets: Vec<DeclId>,
    /// `using typename T::x;`
    pub typename_kw: bool,
    /// `using enum E;` (C++20)
    pub enum_kw: bool,
    /// `using B<Ts>::f...;` (C++17): a pack expansion.
    pub pack: bool,
}

/// `friend` declarations of types (`friend class X;`, `friend T;`); friend functions are
/// functions with [`FnFlags::FRIEND`].
#[derive(Clone, Debug, PartialEq)]
pub struct FriendType {
    pub ty: TypeId,
    /// Written with a class key (`friend class X;` vs `friend X;`).
    pub elaborated: Option<ClassKey>,
}

/// Declaration kinds. The large, less frequent kinds are boxed so that every declaration
/// does not pay for the largest (peak memory).
#[derive(Clone, Debug, PartialEq)]
pub enum DeclKind {
    /// The translation unit (always `DeclId(0)`): global namespace members in order.
    TranslationUnit {
        members: Vec<Item>,
    },
    Var(VarDecl),
    Function(Box<FunctionDecl>),
    Param(ParamDecl),
    Typedef(TypedefDecl),
    Class(Box<ClassDecl>),
    Enum(Box<EnumDecl>),
    Enumerator(EnumeratorDecl),
    Namespace(Box<NamespaceDecl>),
    /// `namespace a = b::c;`
    NamespaceAlias {
        target: DeclId,
        written: Qualifier,
    },
    Linkage(Box<LinkageDecl>),
    /// `using namespace n;` (the namespace's first definition).
    UsingDirective {
        namespace: DeclId,
        written: Qualifier,
    },
    Using(Box<UsingDecl>),
    StaticAssert {
        cond: ExprId,
        message: Option<ExprId>,
        value: Option<bool>,
    },
    Template(Box<TemplateDecl>),
    TemplateTypeParam(TemplateTypeParam),
    TemplateValueParam(TemplateValueParam),
    TemplateTemplateParam(Box<TemplateTemplateParam>),
    ExplicitInstantiation(ExplicitInstantiation),
    FriendType(FriendType),
    /// `asm("...");` at namespace scope: the string's bytes.
    Asm(Box<[u8]>),
    /// A label (for `goto`/`&&label` resolution); the statement is in the body.
    Label {
        stmt: Option<StmtId>,
    },
}

impl Decl {
    /// A declaration with no attributes, public nothing, not implicit.
    pub fn new(name: DeclName, pos: Pos, parent: Option<DeclId>, kind: DeclKind) -> Decl {
        Decl {
            name,
            pos,
            parent,
            kind,
            access: Access::None,
            attrs: DeclAttrs::default(),
            prev: None,
            qualifier: None,
            implicit: false,
            invalid: false,
            instance_of: None,
            signed_written: false,
            extension_written: false,
        }
    }

    /// The member list of a scope-like declaration.
    pub fn members(&self) -> Option<&Vec<Item>> {
        match &self.kind {
            DeclKind::TranslationUnit { members } => Some(members),
            DeclKind::Namespace(n) => Some(&n.members),
            DeclKind::Class(c) => Some(&c.members),
            DeclKind::Linkage(l) => Some(&l.members),
            _ => None,
        }
    }

    pub fn members_mut(&mut self) -> Option<&mut Vec<Item>> {
        match &mut self.kind {
            DeclKind::TranslationUnit { members } => Some(members),
            DeclKind::Namespace(n) => Some(&mut n.members),
            DeclKind::Class(c) => Some(&mut c.members),
            DeclKind::Linkage(l) => Some(&mut l.members),
            _ => None,
        }
    }

    /// The declared type of a value or type declaration.
    pub fn ty(&self) -> Option<TypeId> {
        Some(match &self.kind {
            DeclKind::Var(v) => v.ty,
            DeclKind::Function(f) => f.ty,
            DeclKind::Param(p) => p.ty,
            DeclKind::Typedef(t) => t.self_ty,
            DeclKind::Class(c) => c.self_ty,
            DeclKind::Enum(e) => e.self_ty,
            DeclKind::Enumerator(e) => e.ty,
            DeclKind::TemplateTypeParam(p) => p.self_ty,
            DeclKind::TemplateValueParam(p) => p.ty,
            _ => return None,
        })
    }
}
