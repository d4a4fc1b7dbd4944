//! The mangler's own model of what it encodes: names, types and template arguments as the
//! Itanium C++ ABI sees them, independent of the IL.
//!
//! The IL adapter ([`super::il`]) lowers declarations and types into this model; the
//! encoder ([`super::encode`]) writes it out. Substitutions (`S_`, `S0_`, ...) are decided on
//! structural equality of these values, which is what the ABI means by "the same component".

/// A fundamental type, with its one- or two-letter code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    Void,
    WChar,
    Bool,
    Char,
    SignedChar,
    UnsignedChar,
    Short,
    UnsignedShort,
    Int,
    UnsignedInt,
    Long,
    UnsignedLong,
    LongLong,
    UnsignedLongLong,
    Int128,
    UnsignedInt128,
    Float,
    Double,
    LongDouble,
    Float128,
    Ellipsis,
    Char8,
    Char16,
    Char32,
    NullPtr,
    Auto,
    DecltypeAuto,
}

impl Builtin {
    pub fn code(self) -> &'static str {
        use Builtin::*;
        match self {
            Void => "v",
            WChar => "w",
            Bool => "b",
            Char => "c",
            SignedChar => "a",
            UnsignedChar => "h",
            Short => "s",
            UnsignedShort => "t",
            Int => "i",
            UnsignedInt => "j",
            Long => "l",
            UnsignedLong => "m",
            LongLong => "x",
            UnsignedLongLong => "y",
            Int128 => "n",
            UnsignedInt128 => "o",
            Float => "f",
            Double => "d",
            LongDouble => "e",
            Float128 => "g",
            Ellipsis => "z",
            Char8 => "Du",
            Char16 => "Ds",
            Char32 => "Di",
            NullPtr => "Dn",
            Auto => "Da",
            DecltypeAuto => "Dc",
        }
    }
}

/// cv-qualifiers and `restrict`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
}

impl Quals {
    pub const CONST: Quals = Quals {
        is_const: true,
        is_volatile: false,
        is_restrict: false,
    };

    pub fn is_empty(self) -> bool {
        !(self.is_const || self.is_volatile || self.is_restrict)
    }
}

/// A member function's ref-qualifier.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RefQual {
    #[default]
    None,
    LValue,
    RValue,
}

/// An operator function's name (`operator+` and friends).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operator {
    New,
    NewArray,
    Delete,
    DeleteArray,
    /// Unary `+`, `-`, `&`, `*`.
    UnaryPlus,
    Negate,
    AddressOf,
    Deref,
    Complement,
    Plus,
    Minus,
    Multiply,
    Divide,
    Remainder,
    BitAnd,
    BitOr,
    BitXor,
    Assign,
    PlusAssign,
    MinusAssign,
    MultiplyAssign,
    DivideAssign,
    RemainderAssign,
    AndAssign,
    OrAssign,
    XorAssign,
    ShiftLeft,
    ShiftRight,
    ShiftLeftAssign,
    ShiftRightAssign,
    Equal,
    NotEqual,
    Less,
    Greater,
    LessEqual,
    GreaterEqual,
    Spaceship,
    Not,
    LogicalAnd,
    LogicalOr,
    Increment,
    Decrement,
    Comma,
    ArrowStar,
    Arrow,
    Call,
    Index,
    Conditional,
    CoAwait,
}

impl Operator {
    pub fn code(self) -> &'static str {
        use Operator::*;
        match self {
            New => "nw",
            NewArray => "na",
            Delete => "dl",
            DeleteArray => "da",
            UnaryPlus => "ps",
            Negate => "ng",
            AddressOf => "ad",
            Deref => "de",
            Complement => "co",
            Plus => "pl",
            Minus => "mi",
            Multiply => "ml",
            Divide => "dv",
            Remainder => "rm",
            BitAnd => "an",
            BitOr => "or",
            BitXor => "eo",
            Assign => "aS",
            PlusAssign => "pL",
            MinusAssign => "mI",
            MultiplyAssign => "mL",
            DivideAssign => "dV",
            RemainderAssign => "rM",
            AndAssign => "aN",
            OrAssign => "oR",
            XorAssign => "eO",
            ShiftLeft => "ls",
            ShiftRight => "rs",
            ShiftLeftAssign => "lS",
            ShiftRightAssign => "rS",
            Equal => "eq",
            NotEqual => "ne",
            Less => "lt",
            Greater => "gt",
            LessEqual => "le",
            GreaterEqual => "ge",
            Spaceship => "ss",
            Not => "nt",
            LogicalAnd => "aa",
            LogicalOr => "oo",
            Increment => "pp",
            Decrement => "mm",
            Comma => "cm",
            ArrowStar => "pm",
            Arrow => "pt",
            Call => "cl",
            Index => "ix",
            Conditional => "qu",
            CoAwait => "aw",
        }
    }

    /// The operator a token spelling names, given how many operands the function takes
    /// (a member's implicit object counts): `+`, `-`, `&`, `*` are unary with one.
    pub fn from_spelling(spelling: &str, operands: usize) -> Option<Operator> {
        use Operator::*;
        let unary = operands == 1;
        Some(match spelling {
            "new" => New,
            "new[]" => NewArray,
            "delete" => Delete,
            "delete[]" => DeleteArray,
            "+" if unary => UnaryPlus,
            "-" if unary => Negate,
            "&" if unary => AddressOf,
            "*" if unary => Deref,
            "+" => Plus,
            "-" => Minus,
            "*" => Multiply,
            "&" => BitAnd,
            "~" => Complement,
            "/" => Divide,
            "%" => Remainder,
            "|" => BitOr,
            "^" => BitXor,
            "=" => Assign,
            "+=" => PlusAssign,
            "-=" => MinusAssign,
            "*=" => MultiplyAssign,
            "/=" => DivideAssign,
            "%=" => RemainderAssign,
            "&=" => AndAssign,
            "|=" => OrAssign,
            "^=" => XorAssign,
            "<<" => ShiftLeft,
            ">>" => ShiftRight,
            "<<=" => ShiftLeftAssign,
            ">>=" => ShiftRightAssign,
            "==" => Equal,
            "!=" => NotEqual,
            "<" => Less,
            ">" => Greater,
            "<=" => LessEqual,
            ">=" => GreaterEqual,
            "<=>" => Spaceship,
            "!" => Not,
            "&&" => LogicalAnd,
            "||" => LogicalOr,
            "++" => Increment,
            "--" => Decrement,
            "," => Comma,
            "->*" => ArrowStar,
            "->" => Arrow,
            "()" => Call,
            "[]" => Index,
            "?" => Conditional,
            "co_await" => CoAwait,
            _ => return None,
        })
    }
}

/// The last part of a name, without scope.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unqualified {
    /// An identifier (also the anonymous namespace, whose name `_GLOBAL__N_<id>` the
    /// adapter supplies).
    Source(Vec<u8>),
    /// A constructor: `C1` (complete object) is what the stub and the module id use.
    Constructor(CtorKind),
    /// A destructor: `D1` (complete object), `D0` (deleting), `D2` (base object).
    Destructor(DtorKind),
    Operator(Operator),
    /// `operator T`: `cv <type>`.
    Conversion(Box<Type>),
    /// `operator"" _x`: `li <source-name>`.
    LiteralOperator(Vec<u8>),
    /// Text already in mangled form (a vendor extension such as EDG's closure-type names),
    /// written as is.
    Raw(Vec<u8>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CtorKind {
    Complete,
    Base,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DtorKind {
    Deleting,
    Complete,
    Base,
}

/// One step of a qualified name: a namespace, a class (with its template arguments when it
/// is a specialization) or the entity itself.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Component {
    pub name: Unqualified,
    pub args: Option<Vec<TemplateArg>>,
}

impl Component {
    pub fn source(name: &str) -> Component {
        Component {
            name: Unqualified::Source(name.as_bytes().to_vec()),
            args: None,
        }
    }

    pub fn with_args(mut self, args: Vec<TemplateArg>) -> Component {
        self.args = Some(args);
        self
    }
}

/// A name: the scopes from the outermost inward, the entity last. `local` is set for an
/// entity declared in a function body (`Z <encoding> E <name>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Name {
    pub local: Option<Box<Local>>,
    pub components: Vec<Component>,
}

impl Name {
    pub fn new(components: Vec<Component>) -> Name {
        Name {
            local: None,
            components,
        }
    }

    /// A name at global scope: `f`.
    pub fn global(name: &str) -> Name {
        Name::new(vec![Component::source(name)])
    }
}

/// The function a local entity is declared in, and the entity's discriminator.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Local {
    pub function: Entity,
    /// The 0-based count of earlier same-named local entities (0: no discriminator).
    pub discriminator: u32,
}

/// A function type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    pub ret: Box<Type>,
    pub params: Vec<Type>,
    pub variadic: bool,
    /// Member function qualifiers (used in pointers to members).
    pub quals: Quals,
    pub ref_qual: RefQual,
    /// `noexcept` as part of the type (C++17): `Do`.
    pub noexcept: bool,
    /// `extern "C"` function type: `Y`.
    pub extern_c: bool,
}

/// A type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Builtin(Builtin),
    Qualified(Quals, Box<Type>),
    Pointer(Box<Type>),
    LValueRef(Box<Type>),
    RValueRef(Box<Type>),
    /// `A <bound> _ <element>`; `None` for an unknown bound.
    Array(Option<u64>, Box<Type>),
    Function(FunctionType),
    MemberPointer {
        class: Box<Type>,
        member: Box<Type>,
    },
    /// A class, union or enum (or a dependent template-id) by name.
    Named(Name),
    /// A template parameter by its index in the innermost template parameter list.
    TemplateParam(u32),
    /// A template template parameter applied to arguments: `T_ I ... E`.
    TemplateParamArgs(u32, Vec<TemplateArg>),
    /// `T...`: `Dp <type>`.
    PackExpansion(Box<Type>),
    /// A vendor type, written `u <length> <name>`.
    Vendor(Vec<u8>),
    /// A GNU complex type: `C <element>` (a substitution candidate).
    Complex(Box<Type>),
}

impl Type {
    pub fn builtin(b: Builtin) -> Type {
        Type::Builtin(b)
    }
    pub fn pointer(t: Type) -> Type {
        Type::Pointer(Box::new(t))
    }
    pub fn konst(t: Type) -> Type {
        Type::Qualified(Quals::CONST, Box::new(t))
    }
    pub fn lref(t: Type) -> Type {
        Type::LValueRef(Box::new(t))
    }
    pub fn rref(t: Type) -> Type {
        Type::RValueRef(Box::new(t))
    }
    pub fn named(name: Name) -> Type {
        Type::Named(name)
    }
}

/// A template argument.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TemplateArg {
    Type(Type),
    /// An integral (or enumeration) value with its type: `L <type> <value> E`.
    Integral(Type, i128),
    /// `nullptr` as a non-type argument: `LDnE`.
    NullPtr,
    /// The address of an entity: `L <mangled-name> E` (`&f` as an argument).
    Address(Box<Entity>),
    /// A template template argument: the template's name.
    Template(Name),
    /// A non-type template parameter used as an argument: `X T_ E`.
    NonTypeParam(u32),
    /// A pack: `J ... E`.
    Pack(Vec<TemplateArg>),
}

/// What an `<encoding>` is about.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Entity {
    /// A variable (or static data member): just its name.
    Variable(Name),
    /// A function: its name and its parameter types. `ret` is `Some` for a template
    /// specialization (not a constructor, destructor or conversion), whose return type is
    /// part of the encoding. The signature of a specialization is the template's, written
    /// in terms of its parameters (`T_`), not the substituted one.
    Function {
        name: Name,
        ret: Option<Box<Type>>,
        params: Vec<Type>,
        variadic: bool,
        /// A member function's qualifiers (`N K ... E` for `const`).
        this_quals: Quals,
        ref_qual: RefQual,
    },
}
