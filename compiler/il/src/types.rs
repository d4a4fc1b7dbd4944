//! Types: an interned (hash-consed) table.
//!
//! Each distinct [`Type`] is stored once, so `TypeId` equality is structural equality of
//! the types *as written* (sugar included). Every entry also records its canonical type
//! (typedefs, `auto`/`decltype` results and redundant qualifiers stripped, computed when
//! the entry is interned), so "same type?" is `canonical(a) == canonical(b)`.
//!
//! Sugar that the printer needs is kept: [`Type::Typedef`] prints by name (`size_t` stays
//! `size_t`), [`Type::Deduced`] and [`Type::Decltype`] keep their written form.

use std::collections::HashMap;

use super::arena::{ArenaId, DeclId, ExprId, TypeId};
use crate::pp::Symbol;

/// The fundamental types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Builtin {
    Void,
    Bool,
    /// Plain `char` (signed on x86-64, but a distinct type).
    Char,
    SignedChar,
    UnsignedChar,
    WChar,
    Char8,
    Char16,
    Char32,
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
    /// `decltype(nullptr)`.
    NullPtr,
}

impl Builtin {
    /// The types EDG remembers `signed` on when it is written (`signed char` is a type of
    /// its own).
    pub fn keeps_written_signed(self) -> bool {
        matches!(
            self,
            Builtin::Short | Builtin::Int | Builtin::Long | Builtin::LongLong | Builtin::Int128
        )
    }
    pub const ALL: [Builtin; 23] = [
        Builtin::Void,
        Builtin::Bool,
        Builtin::Char,
        Builtin::SignedChar,
        Builtin::UnsignedChar,
        Builtin::WChar,
        Builtin::Char8,
        Builtin::Char16,
        Builtin::Char32,
        Builtin::Short,
        Builtin::UnsignedShort,
        Builtin::Int,
        Builtin::UnsignedInt,
        Builtin::Long,
        Builtin::UnsignedLong,
        Builtin::LongLong,
        Builtin::UnsignedLongLong,
        Builtin::Int128,
        Builtin::UnsignedInt128,
        Builtin::Float,
        Builtin::Double,
        Builtin::LongDouble,
        Builtin::NullPtr,
    ];

    /// The canonical C++ spelling (EDG's, e.g. `unsigned long long`, `__int128`).
    pub fn spelling(self) -> &'static str {
        use Builtin::*;
        match self {
            Void => "void",
            Bool => "bool",
            Char => "char",
            SignedChar => "signed char",
            UnsignedChar => "unsigned char",
            WChar => "wchar_t",
            Char8 => "char8_t",
            Char16 => "char16_t",
            Char32 => "char32_t",
            Short => "short",
            UnsignedShort => "unsigned short",
            Int => "int",
            UnsignedInt => "unsigned",
            Long => "long",
            UnsignedLong => "unsigned long",
            LongLong => "long long",
            UnsignedLongLong => "unsigned long long",
            Int128 => "__int128",
            UnsignedInt128 => "unsigned __int128",
            Float => "float",
            Double => "double",
            LongDouble => "long double",
            NullPtr => "std::nullptr_t",
        }
    }

    pub fn is_integral(self) -> bool {
        !matches!(
            self,
            Builtin::Void
                | Builtin::Float
                | Builtin::Double
                | Builtin::LongDouble
                | Builtin::NullPtr
        )
    }

    pub fn is_floating(self) -> bool {
        matches!(self, Builtin::Float | Builtin::Double | Builtin::LongDouble)
    }

    pub fn is_signed(self) -> bool {
        use Builtin::*;
        matches!(
            self,
            Char | SignedChar | WChar | Short | Int | Long | LongLong | Int128
        )
    }

    /// Size and alignment in bytes on x86-64 (LP64, the only target nvcc's host side has here).
    pub fn size_align(self) -> Option<(u64, u64)> {
        use Builtin::*;
        Some(match self {
            Void => return None,
            Bool | Char | SignedChar | UnsignedChar | Char8 => (1, 1),
            Char16 | Short | UnsignedShort => (2, 2),
            WChar | Char32 | Int | UnsignedInt | Float => (4, 4),
            Long | UnsignedLong | LongLong | UnsignedLongLong | Double | NullPtr => (8, 8),
            Int128 | UnsignedInt128 | LongDouble => (16, 16),
        })
    }

    /// Integer conversion rank (C++ [conv.rank]); 0 for non-integers.
    pub fn rank(self) -> u8 {
        use Builtin::*;
        match self {
            Bool => 1,
            Char | SignedChar | UnsignedChar | Char8 => 2,
            Short | UnsignedShort | Char16 => 3,
            Int | UnsignedInt | WChar | Char32 => 4,
            Long | UnsignedLong => 5,
            LongLong | UnsignedLongLong => 6,
            Int128 | UnsignedInt128 => 7,
            _ => 0,
        }
    }
}

/// cv-qualifiers plus `__restrict__` (bit set).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Quals(pub u8);

impl Quals {
    pub const NONE: Quals = Quals(0);
    pub const CONST: Quals = Quals(1);
    pub const VOLATILE: Quals = Quals(2);
    pub const RESTRICT: Quals = Quals(4);

    pub fn has(self, q: Quals) -> bool {
        self.0 & q.0 == q.0 && q.0 != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn union(self, q: Quals) -> Quals {
        Quals(self.0 | q.0)
    }
    pub fn without(self, q: Quals) -> Quals {
        Quals(self.0 & !q.0)
    }
}

/// A function's ref-qualifier.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RefQual {
    #[default]
    None,
    LValue,
    RValue,
}

/// An exception specification.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum ExceptionSpec {
    #[default]
    None,
    /// `noexcept`
    Noexcept,
    /// `noexcept(expr)` (with its value when known).
    NoexceptExpr(ExprId, Option<bool>),
    /// `throw()`
    ThrowEmpty,
    /// `throw(T, ...)`
    /// (Boxed twice: rare, and a thin pointer keeps `Type` within 48 bytes.)
    Throw(Box<Box<[TypeId]>>),
}

/// A function type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    pub ret: TypeId,
    pub params: Box<[TypeId]>,
    /// `...` at the end of the parameter list.
    pub variadic: bool,
    /// cv-qualifiers of a member function (`void f() const`).
    pub quals: Quals,
    pub ref_qual: RefQual,
    pub exception: ExceptionSpec,
    /// Sugar: the parameters as this declarator wrote them (`void (*)(const int c, int[3])`:
    /// names, [`Symbol::NONE`] when unnamed, and types before adjustment), `None` when they
    /// add nothing to `params`. EDG keeps them on the type and re-prints them wherever the
    /// type is spelled out (`typedef void (*F)(int a);`, `S< void (const int)> `);
    /// diagnostics and mangled names never show them, and the canonical type drops them.
    /// (Boxed twice: a thin pointer keeps `Type` within 48 bytes.)
    pub written_params: Option<Box<Box<[WrittenParam]>>>,
}

/// One parameter of a function declarator as written (see [`FunctionType::written_params`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WrittenParam {
    pub name: Symbol,
    pub ty: TypeId,
}

/// An array bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrayBound {
    Known(u64),
    /// A known bound and the expression it was written as (`[N * 2]`): the printer
    /// prints the expression, as EDG keeps a folded constant's original expression.
    /// Sugar: `canonical` turns it into `Known`.
    Written(u64, ExprId),
    /// `T[]`
    Unknown,
    /// A bound that depends on a template parameter (or is otherwise not yet a value).
    Dependent(ExprId),
}

impl ArrayBound {
    /// The element count when it is a value.
    pub fn count(&self) -> Option<u64> {
        match self {
            ArrayBound::Known(n) | ArrayBound::Written(n, _) => Some(*n),
            ArrayBound::Unknown | ArrayBound::Dependent(_) => None,
        }
    }
    /// The bound without its as-written sugar.
    pub fn canonical(&self) -> ArrayBound {
        match self {
            ArrayBound::Written(n, _) => ArrayBound::Known(*n),
            b => *b,
        }
    }
}

/// A template argument.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TemplateArg {
    Type(TypeId),
    /// A non-type argument as an expression (dependent, or as written).
    Expr(ExprId),
    /// A non-type argument's value (canonical form), with its type.
    Integral(i128, TypeId),
    /// A template template argument: the template declaration.
    Template(DeclId),
    /// An argument pack (after deduction/substitution).
    Pack(Box<[TemplateArg]>),
}

/// How `auto` was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AutoKind {
    Auto,
    DecltypeAuto,
    /// `__auto_type` (GNU).
    GnuAutoType,
    /// A class template's name without arguments, deduced from the initializer (CTAD).
    DeducedClass(super::DeclId),
    /// `C auto` / `C<int> auto`: an index into `TranslationUnit::type_constraints`.
    Constrained(u32),
}

/// A type-constraint as written: the concept and its explicit template arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeConstraint {
    pub concept: super::DeclId,
    pub args: Option<Box<[TemplateArg]>>,
}

/// One step of a nested-name-specifier in a dependent name (`typename T::a::b`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DependentStep {
    pub name: Symbol,
    /// Template arguments when written as a template-id (`T::template X<int>`).
    pub args: Option<Box<[TemplateArg]>>,
    /// `template` keyword written before the name.
    pub template_kw: bool,
}

/// A type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Builtin(Builtin),
    /// A type with cv/restrict qualifiers (never nested: interning merges them).
    Qualified(TypeId, Quals),
    Pointer(TypeId),
    LValueRef(TypeId),
    RValueRef(TypeId),
    Array(TypeId, ArrayBound),
    Function(FunctionType),
    /// `T Class::*`: (class type, member type).
    MemberPointer {
        class: TypeId,
        pointee: TypeId,
    },
    /// A class, struct or union (the [`super::DeclKind::Class`] declaration).
    Class(DeclId),
    Enum(DeclId),
    /// Sugar: a typedef or alias name, printed by name. `aliased` is what it stands for.
    /// `qualifier`: the class template-id it was named through (`W<char>::type`): the
    /// member of that specialization, printed `W< char> ::type`, `aliased` substituted.
    Typedef {
        decl: DeclId,
        aliased: TypeId,
        qualifier: Option<TypeId>,
    },
    /// A template type parameter (its declaration holds depth, index and pack-ness).
    TemplateParam(DeclId),
    /// A template-id naming a class template or alias template specialization as written,
    /// dependent or not (`vector<T>`, `X<int>`). `resolved` is the class/alias it denotes
    /// when known (then it is also the canonical type).
    TemplateId {
        template: DeclId,
        args: Box<[TemplateArg]>,
        resolved: Option<TypeId>,
    },
    /// `typename Q::name...` where `Q` is dependent.
    DependentName {
        qualifier: TypeId,
        steps: Box<[DependentStep]>,
    },
    /// `auto` / `decltype(auto)` not yet deduced (or in a template).
    Auto(AutoKind),
    /// Sugar: a deduced placeholder (`auto x = 1;`): written `kind`, deduced `ty`.
    Deduced {
        kind: AutoKind,
        ty: TypeId,
    },
    /// `decltype(e)` / `__typeof__(e)`: `underlying` is the type when not dependent.
    Decltype {
        expr: ExprId,
        underlying: Option<TypeId>,
        /// Written `__typeof__(e)` (GNU): never a reference, printed with its keyword.
        gnu_typeof: bool,
    },
    /// Sugar: a GNU type transformation as written (`__underlying_type(E)`,
    /// `__remove_cv(T)`): `name` is its keyword (printed), `operand` the type written,
    /// `result` the type it yields (`None` while `operand` is dependent).
    Transform {
        name: Symbol,
        operand: TypeId,
        result: Option<TypeId>,
    },
    /// `T...` inside a template.
    PackExpansion(TypeId),
    /// Sugar: an integer type written with `signed` (`signed int`, `signed short`); EDG
    /// keeps the keyword and prints it (`signed e;` prints `signed int e;`). The builtin
    /// type it stands for is the canonical type.
    Signed(Builtin),
    /// GNU `__complex__ float` / `_Complex double`: a pair of a floating builtin
    /// (`crate::complex`).
    Complex(Builtin),
    /// A type after an error: converts to and from anything, never diagnosed again.
    Error,
}

struct Entry {
    ty: Type,
    canonical: TypeId,
    /// See [`TypeTable::spelled`].
    spelled: TypeId,
}

/// The interned type table.
pub struct TypeTable {
    entries: Vec<Entry>,
    index: HashMap<Type, TypeId>,
}

impl Default for TypeTable {
    fn default() -> Self {
        Self::new()
    }
}

impl TypeTable {
    /// A table holding every builtin (so [`TypeTable::builtin`] needs no `&mut`) and `Error`.
    pub fn new() -> TypeTable {
        let mut t = TypeTable {
            entries: Vec::new(),
            index: HashMap::new(),
        };
        for b in Builtin::ALL {
            t.intern(Type::Builtin(b));
        }
        t.intern(Type::Error);
        t
    }

    /// The id of a builtin type (the table pre-interns them in `Builtin::ALL` order).
    pub fn builtin(&self, b: Builtin) -> TypeId {
        TypeId(Builtin::ALL.iter().position(|&x| x == b).unwrap_or(0) as u32)
    }

    pub fn error(&self) -> TypeId {
        TypeId(Builtin::ALL.len() as u32)
    }
    pub fn int(&self) -> TypeId {
        self.builtin(Builtin::Int)
    }
    pub fn bool(&self) -> TypeId {
        self.builtin(Builtin::Bool)
    }
    pub fn void(&self) -> TypeId {
        self.builtin(Builtin::Void)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The type an id stands for.
    pub fn get(&self, id: TypeId) -> &Type {
        &self.entries[id.index()].ty
    }

    /// The canonical type: sugar stripped, recursively (typedefs, deduced placeholders,
    /// non-dependent decltype and template-ids), qualifiers merged.
    pub fn canonical(&self, id: TypeId) -> TypeId {
        self.entries[id.index()].canonical
    }

    /// The type as EDG spells a template argument: sugar stripped as [`Self::canonical`]
    /// does, except what EDG keeps on the type node itself: `signed` written on an integer
    /// type (`S1< signed short> `) and a function type's written parameters
    /// (`S< void (const int q)> `).
    pub fn spelled(&self, id: TypeId) -> TypeId {
        self.entries[id.index()].spelled
    }

    pub fn same(&self, a: TypeId, b: TypeId) -> bool {
        self.canonical(a) == self.canonical(b)
    }

    /// The id of `ty`, adding it if new.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        let ty = self.normalize(ty);
        if let Some(&id) = self.index.get(&ty) {
            return id;
        }
        // The canonical form's parts are canonical already, so this recursion is one level;
        // the spelled form's parts are spelled, and its own spelled form is itself.
        let canonical = match self.stripped_form(&ty, false) {
            Some(c) if c != ty => Some(self.intern(c)),
            _ => None,
        };
        let spelled = match self.stripped_form(&ty, true) {
            Some(c) if c != ty => Some(self.intern(c)),
            _ => None,
        };
        let id = TypeId::from_index(self.entries.len());
        let canonical = canonical.unwrap_or(id);
        self.entries.push(Entry {
            ty: ty.clone(),
            canonical,
            spelled: spelled.unwrap_or(id),
        });
        self.index.insert(ty, id);
        id
    }

    /// Merges nested qualifiers and drops empty ones.
    fn normalize(&self, ty: Type) -> Type {
        match ty {
            Type::Qualified(inner, q) if q.is_empty() => self.get(inner).clone(),
            Type::Qualified(inner, q) => match self.get(inner) {
                Type::Qualified(base, q2) => Type::Qualified(*base, q.union(*q2)),
                _ => Type::Qualified(inner, q),
            },
            other => other,
        }
    }

    /// The canonical form of a (normalized) type, or `None` when it is its own; with
    /// `spelling`, its spelled form ([`Self::spelled`]).
    fn stripped_form(&self, ty: &Type, spelling: bool) -> Option<Type> {
        let c = |t: TypeId| {
            if spelling {
                self.spelled(t)
            } else {
                self.canonical(t)
            }
        };
        Some(match ty {
            Type::Signed(_) if spelling => return None,
            Type::Builtin(_)
            | Type::Complex(_)
            | Type::Class(_)
            | Type::Enum(_)
            | Type::TemplateParam(_)
            | Type::Auto(_)
            | Type::Error => return None,
            Type::Typedef { aliased, .. } => self.get(c(*aliased)).clone(),
            Type::Deduced { ty, .. } => self.get(c(*ty)).clone(),
            Type::Signed(b) => Type::Builtin(*b),
            Type::Decltype {
                underlying: Some(u),
                ..
            } => self.get(c(*u)).clone(),
            Type::Decltype {
                underlying: None, ..
            } => return None,
            Type::Transform {
                result: Some(r), ..
            } => self.get(c(*r)).clone(),
            Type::Transform {
                name,
                operand,
                result: None,
            } => Type::Transform {
                name: *name,
                operand: c(*operand),
                result: None,
            },
            Type::TemplateId {
                resolved: Some(r), ..
            } => self.get(c(*r)).clone(),
            Type::TemplateId {
                template,
                args,
                resolved: None,
            } => Type::TemplateId {
                template: *template,
                args: self.canonical_args(args),
                resolved: None,
            },
            Type::Qualified(inner, q) => {
                let ci = c(*inner);
                match self.get(ci) {
                    Type::Qualified(base, q2) => Type::Qualified(*base, q.union(*q2)),
                    _ => Type::Qualified(ci, *q),
                }
            }
            Type::Pointer(t) => Type::Pointer(c(*t)),
            Type::LValueRef(t) => match self.get(c(*t)) {
                // Reference collapsing: `T& &` and `T&& &` are `T&`.
                Type::LValueRef(u) | Type::RValueRef(u) => Type::LValueRef(*u),
                _ => Type::LValueRef(c(*t)),
            },
            Type::RValueRef(t) => match self.get(c(*t)) {
                Type::LValueRef(u) => Type::LValueRef(*u),
                Type::RValueRef(u) => Type::RValueRef(*u),
                _ => Type::RValueRef(c(*t)),
            },
            Type::Array(t, b) => Type::Array(c(*t), b.canonical()),
            Type::Function(f) => Type::Function(FunctionType {
                ret: c(f.ret),
                params: f.params.iter().map(|&p| c(p)).collect(),
                variadic: f.variadic,
                quals: f.quals,
                ref_qual: f.ref_qual,
                exception: f.exception.clone(),
                written_params: f.written_params.as_ref().filter(|_| spelling).map(|w| {
                    Box::new(
                        w.iter()
                            .map(|w| WrittenParam {
                                name: w.name,
                                ty: c(w.ty),
                            })
                            .collect(),
                    )
                }),
            }),
            Type::MemberPointer { class, pointee } => Type::MemberPointer {
                class: c(*class),
                pointee: c(*pointee),
            },
            Type::DependentName { qualifier, steps } => Type::DependentName {
                qualifier: c(*qualifier),
                steps: steps.clone(),
            },
            Type::PackExpansion(t) => Type::PackExpansion(c(*t)),
        })
    }

    /// `args` with each type and value type canonical.
    pub fn canonical_args(&self, args: &[TemplateArg]) -> Box<[TemplateArg]> {
        args.iter()
            .map(|a| match a {
                TemplateArg::Type(t) => TemplateArg::Type(self.canonical(*t)),
                TemplateArg::Integral(v, t) => TemplateArg::Integral(*v, self.canonical(*t)),
                TemplateArg::Pack(p) => TemplateArg::Pack(self.canonical_args(p)),
                other => other.clone(),
            })
            .collect()
    }

    // ---- constructors -------------------------------------------------------------

    pub fn qualified(&mut self, t: TypeId, q: Quals) -> TypeId {
        self.intern(Type::Qualified(t, q))
    }
    pub fn pointer(&mut self, t: TypeId) -> TypeId {
        self.intern(Type::Pointer(t))
    }
    pub fn lvalue_ref(&mut self, t: TypeId) -> TypeId {
        self.intern(Type::LValueRef(t))
    }
    pub fn rvalue_ref(&mut self, t: TypeId) -> TypeId {
        self.intern(Type::RValueRef(t))
    }
    pub fn array(&mut self, t: TypeId, bound: ArrayBound) -> TypeId {
        self.intern(Type::Array(t, bound))
    }
    pub fn function(&mut self, f: FunctionType) -> TypeId {
        self.intern(Type::Function(f))
    }
    /// A plain function type `ret(params)`.
    pub fn simple_function(&mut self, ret: TypeId, params: &[TypeId], variadic: bool) -> TypeId {
        self.function(FunctionType {
            ret,
            params: params.into(),
            variadic,
            quals: Quals::NONE,
            ref_qual: RefQual::None,
            exception: ExceptionSpec::None,
            written_params: None,
        })
    }

    // ---- queries (all on the canonical type) ---------------------------------------

    /// The qualifiers at the top of `t` and the type under them (canonical).
    pub fn split_quals(&self, t: TypeId) -> (TypeId, Quals) {
        let c = self.canonical(t);
        match self.get(c) {
            Type::Qualified(base, q) => (*base, *q),
            _ => (c, Quals::NONE),
        }
    }

    /// `t` without top-level qualifiers (canonical).
    pub fn unqualified(&self, t: TypeId) -> TypeId {
        self.split_quals(t).0
    }

    /// The canonical type's node with top-level qualifiers removed.
    pub fn shape(&self, t: TypeId) -> &Type {
        self.get(self.unqualified(t))
    }

    pub fn as_builtin(&self, t: TypeId) -> Option<Builtin> {
        match self.shape(t) {
            Type::Builtin(b) => Some(*b),
            _ => None,
        }
    }
    pub fn is_void(&self, t: TypeId) -> bool {
        self.as_builtin(t) == Some(Builtin::Void)
    }
    pub fn is_integral(&self, t: TypeId) -> bool {
        self.as_builtin(t).is_some_and(Builtin::is_integral)
    }
    pub fn is_floating(&self, t: TypeId) -> bool {
        self.as_builtin(t).is_some_and(Builtin::is_floating)
    }
    pub fn is_arithmetic(&self, t: TypeId) -> bool {
        self.is_integral(t) || self.is_floating(t)
    }
    pub fn is_pointer(&self, t: TypeId) -> bool {
        matches!(self.shape(t), Type::Pointer(_))
    }
    pub fn is_reference(&self, t: TypeId) -> bool {
        matches!(self.shape(t), Type::LValueRef(_) | Type::RValueRef(_))
    }
    pub fn is_scalar(&self, t: TypeId) -> bool {
        matches!(
            self.shape(t),
            Type::Builtin(_) | Type::Pointer(_) | Type::MemberPointer { .. } | Type::Enum(_)
        ) && !self.is_void(t)
    }
    /// The pointee of a pointer or referee of a reference (canonical).
    pub fn pointee(&self, t: TypeId) -> Option<TypeId> {
        match self.shape(t) {
            Type::Pointer(p) | Type::LValueRef(p) | Type::RValueRef(p) => Some(*p),
            _ => None,
        }
    }
    /// The referee if `t` is a reference, else `t` (canonical).
    pub fn non_reference(&self, t: TypeId) -> TypeId {
        match self.get(self.canonical(t)) {
            Type::LValueRef(p) | Type::RValueRef(p) => *p,
            _ => self.canonical(t),
        }
    }
    pub fn as_function(&self, t: TypeId) -> Option<&FunctionType> {
        match self.shape(t) {
            Type::Function(f) => Some(f),
            _ => None,
        }
    }
    /// The class declaration of a class type.
    pub fn as_class(&self, t: TypeId) -> Option<DeclId> {
        match self.shape(t) {
            Type::Class(d) => Some(*d),
            _ => None,
        }
    }
    /// Whether a type involves a template parameter (must wait for instantiation). A
    /// template-id counts as dependent whatever its arguments (see
    /// [`TypeTable::is_dependent_with`] for the finer answer).
    pub fn is_dependent(&self, t: TypeId) -> bool {
        self.is_dependent_with(t, &|_| true)
    }

    /// Whether a type involves a template parameter, where `template_is_dependent` says
    /// whether a template named in a template-id is one (a template template parameter, a
    /// member of a class template): a template-id of another template is dependent only
    /// when an argument is ([temp.dep.type]).
    pub fn is_dependent_with(
        &self,
        t: TypeId,
        template_is_dependent: &dyn Fn(DeclId) -> bool,
    ) -> bool {
        let mut stack = vec![self.canonical(t)];
        let mut steps = 0usize;
        while let Some(t) = stack.pop() {
            steps += 1;
            if steps > 100_000 {
                return true;
            }
            match self.get(t) {
                Type::TemplateParam(_)
                | Type::DependentName { .. }
                | Type::Auto(_)
                | Type::PackExpansion(_)
                | Type::Decltype {
                    underlying: None, ..
                }
                | Type::Transform { result: None, .. } => return true,
                Type::TemplateId {
                    template,
                    args,
                    resolved: None,
                } => {
                    if template_is_dependent(*template) {
                        return true;
                    }
                    let mut pending: Vec<&TemplateArg> = args.iter().collect();
                    while let Some(a) = pending.pop() {
                        match a {
                            TemplateArg::Type(u) => stack.push(*u),
                            TemplateArg::Expr(_) => return true,
                            TemplateArg::Integral(..) => {}
                            TemplateArg::Template(d) => {
                                if template_is_dependent(*d) {
                                    return true;
                                }
                            }
                            TemplateArg::Pack(items) => pending.extend(items.iter()),
                        }
                    }
                }
                Type::Array(_, ArrayBound::Dependent(_)) => return true,
                Type::Qualified(u, _)
                | Type::Pointer(u)
                | Type::LValueRef(u)
                | Type::RValueRef(u) => stack.push(*u),
                Type::Array(u, _) => stack.push(*u),
                Type::MemberPointer { class, pointee } => {
                    stack.push(*class);
                    stack.push(*pointee);
                }
                Type::Function(f) => {
                    stack.push(f.ret);
                    stack.extend(f.params.iter().copied());
                }
                _ => {}
            }
        }
        false
    }

    /// Size and alignment in bytes on x86-64, for types whose layout needs no class
    /// layout; `class_layout` answers for classes (and may return `None` for incomplete
    /// ones), `enum_underlying` gives an enum's underlying type.
    pub fn size_align(
        &self,
        t: TypeId,
        class_layout: &dyn Fn(DeclId) -> Option<(u64, u64)>,
        enum_underlying: &dyn Fn(DeclId) -> Option<TypeId>,
    ) -> Option<(u64, u64)> {
        let mut t = self.unqualified(t);
        let mut count: u64 = 1;
        loop {
            return match self.get(t) {
                Type::Builtin(b) => b
                    .size_align()
                    .and_then(|(s, a)| Some((s.checked_mul(count)?, a))),
                Type::Complex(b) => b
                    .size_align()
                    .and_then(|(s, a)| Some((s.checked_mul(2 * count)?, a))),
                Type::Pointer(_) | Type::LValueRef(_) | Type::RValueRef(_) => {
                    Some((8u64.checked_mul(count)?, 8))
                }
                Type::MemberPointer { pointee, .. } => {
                    let s = if self.as_function(*pointee).is_some() {
                        16
                    } else {
                        8
                    };
                    Some((s * count, 8))
                }
                Type::Array(e, ArrayBound::Known(n) | ArrayBound::Written(n, _)) => {
                    count = count.checked_mul(*n)?;
                    t = self.unqualified(*e);
                    continue;
                }
                Type::Class(d) => {
                    class_layout(*d).and_then(|(s, a)| Some((s.checked_mul(count)?, a)))
                }
                Type::Enum(d) => {
                    let u = enum_underlying(*d)?;
                    self.size_align(u, class_layout, enum_underlying)
                        .and_then(|(s, a)| Some((s.checked_mul(count)?, a)))
                }
                _ => None,
            };
        }
    }
}
