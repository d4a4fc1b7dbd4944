//! Expressions.
//!
//! Every node has a kind, a type, a value category and a position (the position the
//! reference reports for it: usually its first token; for binary operators the operator).
//! What the printer needs that C++ semantics do not (E-CONV, E-OVL, E-CAST, E-LIT) is
//! explicit: implicit conversions are [`ExprKind::ImplicitCast`] nodes, overloaded
//! operators are [`ExprKind::OperatorCall`] (never `Binary`/`Unary`), casts keep their
//! [`CastForm`], name references keep how they were written.

use super::arena::{DeclId, ExprId, StmtId, TypeId};
use super::decl::DeclName;
use super::types::TemplateArg;
use crate::lex::Encoding;
use crate::pp::Symbol;
use crate::source::Pos;

/// Value category.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ValueCategory {
    #[default]
    PrValue,
    LValue,
    XValue,
}

/// A compile-time value (E-CONST, enum values, array bounds, case labels, launch bounds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConstValue {
    /// Any integral or enumeration value (bool, char, unsigned __int128 wrapped as i128).
    Int(i128),
    Float(f64),
    /// A null pointer (or null member pointer).
    NullPtr,
}

/// An integer literal's value as two 8-aligned halves: a `u128` would make every
/// expression node 16-aligned (peak memory).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntValue {
    lo: u64,
    hi: u64,
}

impl IntValue {
    pub fn get(self) -> u128 {
        (u128::from(self.hi) << 64) | u128::from(self.lo)
    }
}

impl From<u128> for IntValue {
    fn from(v: u128) -> IntValue {
        IntValue {
            lo: v as u64,
            hi: (v >> 64) as u64,
        }
    }
}

/// One expression node.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: TypeId,
    pub cat: ValueCategory,
    pub pos: Pos,
    /// The value, when the expression is a constant expression and sema folded it.
    pub value: Folded,
}

/// A folded value, out of line: most expressions have none, and an inline
/// `Option<ConstValue>` (32 bytes, 16-aligned) was a third of every node (peak memory).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Folded(Option<Box<ConstValue>>);

impl Folded {
    pub fn get(&self) -> Option<ConstValue> {
        self.0.as_deref().copied()
    }

    pub fn is_some(&self) -> bool {
        self.0.is_some()
    }

    pub fn is_none(&self) -> bool {
        self.0.is_none()
    }
}

impl From<Option<ConstValue>> for Folded {
    fn from(value: Option<ConstValue>) -> Folded {
        Folded(value.map(Box::new))
    }
}

/// A type or an expression operand (`sizeof`, `alignof`, `typeid`, `alignas`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeOrExpr {
    Type(TypeId),
    Expr(ExprId),
}

/// One component of a written nested-name-specifier (`::a::B<int>::`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum QualifierPart {
    /// A namespace or namespace alias.
    Namespace(DeclId),
    /// A class, enum, typedef, template-id or dependent type.
    Type(TypeId),
    /// A dependent name not yet resolvable (`T::template X<int>::` parts).
    Dependent {
        name: Symbol,
        args: Option<Box<[TemplateArg]>>,
        template_kw: bool,
    },
    /// `decltype(e)::`
    Decltype(ExprId),
}

/// A nested-name-specifier as written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Qualifier {
    /// Starts with `::`.
    pub global: bool,
    pub parts: Box<[QualifierPart]>,
}

impl Qualifier {
    pub fn is_empty(&self) -> bool {
        !self.global && self.parts.is_empty()
    }
}

/// How a name was written at a use (the printer re-prints it: qualifiers, template args).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct NameWriting {
    /// `None`: no nested-name-specifier was written.
    pub qualifier: Option<Qualifier>,
    /// `template` keyword before the name (`a.template f<int>()`).
    pub template_kw: bool,
    /// Explicit template arguments (`f<int>`), `None` when no `<...>` was written.
    pub template_args: Option<Box<[TemplateArg]>>,
}

/// A [`NameWriting`] kept out of line: most names are written bare (no qualifier, no
/// template arguments), so a node holds one null pointer instead of 48 bytes. Reads see a
/// `NameWriting` through `Deref`; writes go through `DerefMut`, which allocates.
#[derive(Clone, Default)]
pub struct Written(Option<Box<NameWriting>>);

static BARE: NameWriting = NameWriting {
    qualifier: None,
    template_kw: false,
    template_args: None,
};

impl Written {
    /// The writing itself (the bare one when nothing was written).
    pub fn get(&self) -> &NameWriting {
        self.0.as_deref().unwrap_or(&BARE)
    }
}

impl From<NameWriting> for Written {
    fn from(w: NameWriting) -> Written {
        Written((w != BARE).then(|| Box::new(w)))
    }
}

impl std::ops::Deref for Written {
    type Target = NameWriting;
    fn deref(&self) -> &NameWriting {
        self.get()
    }
}

impl std::ops::DerefMut for Written {
    fn deref_mut(&mut self) -> &mut NameWriting {
        self.0.get_or_insert_with(Default::default)
    }
}

impl PartialEq for Written {
    fn eq(&self, other: &Written) -> bool {
        self.get() == other.get()
    }
}

impl Eq for Written {}

impl std::hash::Hash for Written {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.get().hash(state)
    }
}

impl std::fmt::Debug for Written {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

/// Built-in unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Plus,
    Minus,
    Not,
    BitNot,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
    /// GNU `__real__` / `__imag__` and `__extension__` are rare; kept for completeness.
    Extension,
    /// GNU `__real__ z` / `__imag__ z` (printed `__real(z)`, `__imag(z)`).
    Real,
    Imag,
    /// GNU `&&label`.
    LabelAddr,
    /// `co_await e` (C++20): suspends a coroutine on an awaitable.
    CoAwait,
    /// `co_yield e` (C++20): `co_await promise.yield_value(e)`.
    CoYield,
}

/// Built-in binary operators, assignments and the comma.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Spaceship,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
    Assign,
    MulAssign,
    DivAssign,
    RemAssign,
    AddAssign,
    SubAssign,
    ShlAssign,
    ShrAssign,
    AndAssign,
    XorAssign,
    OrAssign,
    Comma,
    /// `.*`
    PtrMemD,
    /// `->*`
    PtrMemI,
}

impl BinaryOp {
    pub fn spelling(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Spaceship => "<=>",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            LogAnd => "&&",
            LogOr => "||",
            Assign => "=",
            MulAssign => "*=",
            DivAssign => "/=",
            RemAssign => "%=",
            AddAssign => "+=",
            SubAssign => "-=",
            ShlAssign => "<<=",
            ShrAssign => ">>=",
            AndAssign => "&=",
            XorAssign => "^=",
            OrAssign => "|=",
            Comma => ",",
            PtrMemD => ".*",
            PtrMemI => "->*",
        }
    }

    pub fn is_assignment(self) -> bool {
        use BinaryOp::*;
        matches!(
            self,
            Assign
                | MulAssign
                | DivAssign
                | RemAssign
                | AddAssign
                | SubAssign
                | ShlAssign
                | ShrAssign
                | AndAssign
                | XorAssign
                | OrAssign
        )
    }
}

/// What an implicit (or explicit) conversion does (E-CONV).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConvKind {
    /// Lvalue-to-rvalue. Sema does not emit it as a node (the category says it); listed so
    /// that casts can name it.
    LValueToRValue,
    IntegralPromotion,
    IntegralConversion,
    FloatingPromotion,
    FloatingConversion,
    IntegralToFloating,
    FloatingToIntegral,
    ArrayToPointer,
    FunctionToPointer,
    /// `0`/`nullptr` → pointer or member pointer.
    NullPointer,
    /// Scalar → `bool`.
    ToBool,
    /// Enum → integer (unscoped enums).
    EnumToIntegral,
    /// Integer → enum (only explicit casts).
    IntegralToEnum,
    /// Pointer/reference to derived → base (`DerivedToBase`), and the reverse for casts.
    DerivedToBase,
    BaseToDerived,
    /// Adding cv-qualifiers.
    Qualification,
    /// Pointer → `void*`, and other pointer conversions.
    PointerConversion,
    PointerToIntegral,
    IntegralToPointer,
    /// To `void` (explicit casts, discarded values).
    ToVoid,
    /// A user-defined conversion through a converting constructor (the DeclId).
    Constructor(DeclId),
    /// A user-defined conversion through a conversion function (the DeclId).
    ConversionFunction(DeclId),
    /// Binding a reference to a temporary or to a compatible object; no value change.
    NoOp,
    /// Dependent or otherwise unknown (templates).
    Dependent,
}

/// How a cast was written (E-CAST).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastForm {
    /// `(T)e`
    C,
    /// `T(e)`
    Functional,
    /// `T{e}`
    FunctionalBrace,
    Static,
    Reinterpret,
    Const,
    Dynamic,
}

/// Overloadable operators (operator function names and `OperatorCall`s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OverloadedOp {
    New,
    Delete,
    NewArray,
    DeleteArray,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Caret,
    Amp,
    Pipe,
    Tilde,
    Exclaim,
    Assign,
    Less,
    Greater,
    PlusAssign,
    MinusAssign,
    StarAssign,
    SlashAssign,
    PercentAssign,
    CaretAssign,
    AmpAssign,
    PipeAssign,
    LessLess,
    GreaterGreater,
    LessLessAssign,
    GreaterGreaterAssign,
    EqualEqual,
    ExclaimEqual,
    LessEqual,
    GreaterEqual,
    Spaceship,
    AmpAmp,
    PipePipe,
    PlusPlus,
    MinusMinus,
    Comma,
    ArrowStar,
    Arrow,
    Call,
    Subscript,
    CoAwait,
}

impl OverloadedOp {
    /// The spelling after `operator` (`"new[]"`, `"()"`, `"+="`).
    pub fn spelling(self) -> &'static str {
        use OverloadedOp::*;
        match self {
            New => "new",
            Delete => "delete",
            NewArray => "new[]",
            DeleteArray => "delete[]",
            Plus => "+",
            Minus => "-",
            Star => "*",
            Slash => "/",
            Percent => "%",
            Caret => "^",
            Amp => "&",
            Pipe => "|",
            Tilde => "~",
            Exclaim => "!",
            Assign => "=",
            Less => "<",
            Greater => ">",
            PlusAssign => "+=",
            MinusAssign => "-=",
            StarAssign => "*=",
            SlashAssign => "/=",
            PercentAssign => "%=",
            CaretAssign => "^=",
            AmpAssign => "&=",
            PipeAssign => "|=",
            LessLess => "<<",
            GreaterGreater => ">>",
            LessLessAssign => "<<=",
            GreaterGreaterAssign => ">>=",
            EqualEqual => "==",
            ExclaimEqual => "!=",
            LessEqual => "<=",
            GreaterEqual => ">=",
            Spaceship => "<=>",
            AmpAmp => "&&",
            PipePipe => "||",
            PlusPlus => "++",
            MinusMinus => "--",
            Comma => ",",
            ArrowStar => "->*",
            Arrow => "->",
            Call => "()",
            Subscript => "[]",
            CoAwait => "co_await",
        }
    }
}

/// `sizeof`-family operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SizeofKind {
    Sizeof,
    /// `alignof` / `_Alignof`
    Alignof,
    /// GNU `__alignof__`
    GnuAlignof,
}

/// How an initializer or constructor call was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InitForm {
    /// `= e`
    Equals,
    /// `(e, ...)`
    Paren,
    /// `{e, ...}`
    Brace,
    /// `= {e, ...}`
    EqualsBrace,
    /// No initializer written (default/implicit construction).
    Implicit,
}

/// A lambda capture.
#[derive(Clone, Debug, PartialEq)]
pub enum Capture {
    /// `this`
    This { pos: Pos },
    /// `*this`
    StarThis { pos: Pos },
    /// `x` or `&x` (and `x...`): the captured variable.
    Var {
        var: DeclId,
        by_ref: bool,
        pack: bool,
        pos: Pos,
    },
    /// `x = e` / `&x = e`: the init-capture's variable (holds the initializer).
    Init { var: DeclId, by_ref: bool, pos: Pos },
}

/// The default capture of a lambda.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureDefault {
    None,
    Copy,
    Ref,
}

/// A lambda expression.
#[derive(Clone, Debug, PartialEq)]
pub struct Lambda {
    /// The closure class (implicit, never printed as a class).
    pub closure: DeclId,
    /// The `operator()` (its params, body, specifiers, CUDA attributes; a template when
    /// the lambda is generic).
    pub call_operator: DeclId,
    pub default_capture: CaptureDefault,
    pub captures: Vec<Capture>,
    pub mutable: bool,
    /// Whether `( ... )` was written.
    pub has_params: bool,
    /// Trailing return type written.
    pub explicit_return: Option<TypeId>,
    /// The `[` position.
    pub intro_pos: Pos,
    /// `<template params>` written after the captures (C++20).
    pub template_params: Option<crate::decl::TemplateParamList>,
}

/// GNU inline-asm operand (also used in asm statements).
#[derive(Clone, Debug, PartialEq)]
pub struct AsmOperand {
    /// `[name]`
    pub symbolic_name: Option<Symbol>,
    /// The constraint string's bytes (decoded).
    pub constraint: Box<[u8]>,
    pub expr: ExprId,
}

/// Expression kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    // -- literals (E-LIT): value + type suffice to re-print; floats keep their spelling
    /// An integer literal; its type gives the printed suffix.
    IntLit(IntValue),
    /// A floating literal: value (as f64; long double literals also keep the spelling)
    /// and the source spelling without suffix.
    FloatLit {
        value: f64,
        spelling: Box<[u8]>,
    },
    /// A character literal's value.
    CharLit {
        value: i64,
        encoding: Encoding,
    },
    /// A string literal after concatenation: code units without the terminating NUL
    /// (bytes for narrow/UTF-8, UTF-16/32 units otherwise); `pieces` are the positions of
    /// the concatenated tokens.
    StringLit {
        encoding: Encoding,
        units: Box<[u32]>,
        pieces: Box<[Pos]>,
    },
    BoolLit(bool),
    NullPtrLit,
    /// GNU's `__null`: an integer literal 0 of type `long` (a null pointer constant), printed
    /// as written.
    GnuNull,
    /// A user-defined literal: the call to the literal operator; `cooked` is the literal
    /// the operator receives (`4` of `4_KiB`), `None` for a raw or template literal
    /// operator, which prints the token's `spelling`; `suffix` is the ud-suffix.
    UserLit(Box<UserLiteral>),

    // -- names
    /// A resolved reference to a variable, function, enumerator, parameter, field (as a
    /// member-pointer operand) or non-type template parameter.
    DeclRef {
        decl: DeclId,
        written: Written,
    },
    /// A name not resolved yet (dependent; overload sets awaiting a call): the candidates
    /// ordinary lookup found (`adl`: argument-dependent lookup will be done at the call).
    Unresolved {
        name: DeclName,
        written: Written,
        candidates: Box<[DeclId]>,
        adl: bool,
    },
    /// `this`; `implicit` for the `this->` sema adds (C-THIS).
    This {
        implicit: bool,
    },
    /// `base.m` / `base->m`, resolved.
    Member {
        base: ExprId,
        arrow: bool,
        member: DeclId,
        written: Written,
    },
    /// `base.name` / `base->name` in a dependent context (or unresolved overload set).
    DependentMember {
        base: ExprId,
        arrow: bool,
        name: DeclName,
        written: Written,
    },

    // -- operators
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `c ? a : b`; `then` is `None` for GNU `c ?: b`.
    Conditional {
        cond: ExprId,
        then: Option<ExprId>,
        else_: ExprId,
    },
    /// `base[index]` (built-in).
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// A call to an overloaded operator function (E-OVL): `callee` names the function
    /// (a DeclRef or Member), `args` are the operands (the object first for members).
    OperatorCall {
        op: OverloadedOp,
        callee: ExprId,
        args: Box<[ExprId]>,
        member: bool,
    },

    // -- conversions
    ImplicitCast {
        kind: ConvKind,
        operand: ExprId,
    },
    /// An explicit cast: semantic `kind`, syntactic `form`, the type as written.
    Cast {
        kind: ConvKind,
        form: CastForm,
        written_ty: TypeId,
        operand: ExprId,
    },

    // -- calls and construction
    /// `callee(args)`; `callee` may be a Member (member call) or any expression.
    Call {
        callee: ExprId,
        args: Box<[ExprId]>,
    },
    /// A kernel launch `kernel<<<config...>>>(args)`.
    KernelLaunch {
        kernel: ExprId,
        config: Box<[ExprId]>,
        args: Box<[ExprId]>,
    },
    /// A constructor call: `T(a, b)`, `T{a, b}`, a variable's `(a, b)` initializer, an
    /// implicit default construction. `temporary`: it creates a temporary object.
    Construct {
        ctor: DeclId,
        args: Box<[ExprId]>,
        form: InitForm,
        temporary: bool,
        written_ty: Option<TypeId>,
    },
    /// `T(a, b)` / `T{...}` where `T` is dependent, or a parenthesised list awaiting
    /// resolution.
    DependentConstruct {
        ty: TypeId,
        args: Box<[ExprId]>,
        form: InitForm,
    },
    /// A braced list `{a, b}` (aggregate or list initialization).
    InitList {
        elems: Box<[ExprId]>,
        designators: Option<Box<[Option<Symbol>]>>,
    },
    /// A parenthesised expression list `(a, b)` in a dependent initializer.
    ParenList(Box<[ExprId]>),
    /// Value-initialization `T()` / `{}` of a non-class type: prints the value.
    ValueInit,
    /// A default argument used at a call (the parameter).
    DefaultArg {
        param: DeclId,
    },
    /// A default member initializer used by a constructor (the field).
    DefaultInit {
        field: DeclId,
    },

    // -- other operators
    /// `(e)` as written.
    Paren(ExprId),
    Sizeof {
        kind: SizeofKind,
        operand: TypeOrExpr,
    },
    /// `sizeof...(pack)`
    SizeofPack {
        pack: DeclId,
    },
    Typeid(TypeOrExpr),
    New(Box<NewExpr>),
    Delete {
        global: bool,
        array: bool,
        operand: ExprId,
        operator_delete: Option<DeclId>,
    },
    Throw(Option<ExprId>),
    Lambda(Box<Lambda>),
    /// `( pack op ... )`, `( ... op pack )`, `( init op ... op pack )`.
    Fold {
        op: BinaryOp,
        lhs: Option<ExprId>,
        rhs: Option<ExprId>,
        right: bool,
    },
    /// `e...`
    PackExpansion(ExprId),
    /// GNU statement expression `({ ... })`.
    StmtExpr(StmtId),
    /// `__builtin_offsetof(T, member)` and friends: the builtin's name, arguments.
    Builtin {
        name: Symbol,
        args: Box<[TypeOrExpr]>,
    },
    /// Something kept as tokens.
    Opaque(Box<[crate::pp::PpToken]>),
    /// `requires (params) { requirements }` (C++20).
    Requires(Box<RequiresExpr>),
    /// An expression that failed to parse or check (already diagnosed).
    Error,
}

/// [`ExprKind::UserLit`], boxed: rare, and the largest kind but one.
#[derive(Clone, Debug, PartialEq)]
pub struct UserLiteral {
    pub call: ExprId,
    pub cooked: Option<ExprId>,
    pub suffix: Box<[u8]>,
    pub spelling: Box<[u8]>,
}

/// [`ExprKind::New`], boxed: rare, and the largest kind.
#[derive(Clone, Debug, PartialEq)]
pub struct NewExpr {
    pub global: bool,
    pub placement: Box<[ExprId]>,
    /// The allocated type as written (`new T[n]`: `T`).
    pub allocated: TypeId,
    pub array_size: Option<ExprId>,
    pub init: Option<ExprId>,
    pub init_form: InitForm,
    pub operator_new: Option<DeclId>,
    /// `new (T)` with parentheses around the type.
    pub paren_type: bool,
}

/// A requires-expression: its parameters (None without a parameter list) and requirements.
#[derive(Clone, Debug, PartialEq)]
pub struct RequiresExpr {
    pub params: Option<Vec<crate::DeclId>>,
    pub reqs: Vec<Requirement>,
}

/// One requirement of a requires-expression; `pos` is where EDG places it (the
/// `typename`, `{` or `requires` that starts it).
#[derive(Clone, Debug, PartialEq)]
pub enum Requirement {
    Simple(ExprId),
    Type {
        pos: Pos,
        ty: crate::TypeId,
    },
    Compound {
        pos: Pos,
        expr: ExprId,
        noexcept: bool,
        constraint: Option<u32>,
    },
    Nested {
        pos: Pos,
        expr: ExprId,
    },
}
