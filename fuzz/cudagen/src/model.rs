//! The typed program model: types, constants, and the entities a program declares (records, enums,
//! functions, variables) with their execution and memory spaces. The generator consults it before
//! emitting every name, so each use is declared, visible, of a fitting type, and allowed in the
//! execution space it appears in.

use crate::ast::Space;

/// A type in the model. Typedef and alias names are only spellings of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    Void,
    Bool,
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Float,
    Double,
    /// Pointer; the flag says the pointee is const.
    Ptr(Box<Ty>, bool),
    Record(usize),
    Enum(usize),
    Dim3,
    /// A template type parameter (instantiated with arithmetic types only).
    TParam(String),
    /// The result of arithmetic involving a template type parameter: some arithmetic type.
    Dependent,
    /// `const char *` (string literals).
    CStr,
    /// `cudaStream_t`.
    Stream,
}

/// The arithmetic types the generator declares variables with, and their weights.
pub const SCALARS: &[(Ty, u32)] = &[
    (Ty::Int, 30),
    (Ty::UInt, 10),
    (Ty::Float, 20),
    (Ty::Double, 8),
    (Ty::Long, 4),
    (Ty::ULong, 3),
    (Ty::LongLong, 2),
    (Ty::ULongLong, 1),
    (Ty::Short, 2),
    (Ty::UShort, 1),
    (Ty::Char, 2),
    (Ty::SChar, 1),
    (Ty::UChar, 2),
    (Ty::Bool, 4),
];

/// Types template parameters are instantiated with.
pub const TEMPLATE_ARGS: &[Ty] = &[Ty::Int, Ty::Float, Ty::Double, Ty::UInt, Ty::Long];

impl Ty {
    pub fn ptr(t: Ty) -> Ty {
        Ty::Ptr(Box::new(t), false)
    }
    pub fn const_ptr(t: Ty) -> Ty {
        Ty::Ptr(Box::new(t), true)
    }

    pub fn is_integral(&self) -> bool {
        matches!(
            self,
            Ty::Bool
                | Ty::Char
                | Ty::SChar
                | Ty::UChar
                | Ty::Short
                | Ty::UShort
                | Ty::Int
                | Ty::UInt
                | Ty::Long
                | Ty::ULong
                | Ty::LongLong
                | Ty::ULongLong
        )
    }

    pub fn is_floating(&self) -> bool {
        matches!(self, Ty::Float | Ty::Double)
    }

    /// Built-in arithmetic (not template-dependent).
    pub fn is_arith(&self) -> bool {
        self.is_integral() || self.is_floating()
    }

    /// Any value arithmetic operators accept: arithmetic, template-dependent.
    pub fn is_numeric(&self) -> bool {
        self.is_arith() || matches!(self, Ty::TParam(_) | Ty::Dependent)
    }

    pub fn is_unsigned(&self) -> bool {
        matches!(
            self,
            Ty::Bool | Ty::UChar | Ty::UShort | Ty::UInt | Ty::ULong | Ty::ULongLong
        )
    }

    pub fn is_ptr(&self) -> bool {
        matches!(self, Ty::Ptr(..))
    }

    /// The range of an integral type (floating types: a generous bound).
    pub fn range(&self) -> (i128, i128) {
        match self {
            Ty::Bool => (0, 1),
            Ty::Char | Ty::SChar => (-128, 127),
            Ty::UChar => (0, 255),
            Ty::Short => (-32768, 32767),
            Ty::UShort => (0, 65535),
            Ty::Int => (i32::MIN as i128, i32::MAX as i128),
            Ty::UInt => (0, u32::MAX as i128),
            Ty::Long | Ty::LongLong => (i64::MIN as i128, i64::MAX as i128),
            Ty::ULong | Ty::ULongLong => (0, u64::MAX as i128),
            // Template parameters may be instantiated with unsigned int: keep to its range, nonnegative.
            Ty::TParam(_) | Ty::Dependent => (0, 127),
            _ => (-1_000_000, 1_000_000),
        }
    }

    /// Integer conversion rank (after promotion) for the usual arithmetic conversions.
    fn rank(&self) -> u8 {
        match self {
            Ty::Long | Ty::ULong => 2,
            Ty::LongLong | Ty::ULongLong => 3,
            _ => 1,
        }
    }

    /// Integral promotion.
    pub fn promote(&self) -> Ty {
        match self {
            Ty::Bool | Ty::Char | Ty::SChar | Ty::UChar | Ty::Short | Ty::UShort | Ty::Enum(_) => {
                Ty::Int
            }
            t => t.clone(),
        }
    }

    /// The usual arithmetic conversions.
    pub fn usual(a: &Ty, b: &Ty) -> Ty {
        if matches!(a, Ty::TParam(_) | Ty::Dependent) || matches!(b, Ty::TParam(_) | Ty::Dependent)
        {
            return Ty::Dependent;
        }
        if *a == Ty::Double || *b == Ty::Double {
            return Ty::Double;
        }
        if *a == Ty::Float || *b == Ty::Float {
            return Ty::Float;
        }
        let (a, b) = (a.promote(), b.promote());
        if a == b {
            return a;
        }
        let (ua, ub) = (a.is_unsigned(), b.is_unsigned());
        if ua == ub {
            return if a.rank() >= b.rank() { a } else { b };
        }
        let (u, s) = if ua { (a, b) } else { (b, a) };
        if u.rank() >= s.rank() {
            return u;
        }
        // The signed type has the higher rank: it wins when it is wider (long vs unsigned int).
        if s.rank() >= 2 && u.rank() == 1 {
            return s;
        }
        match s {
            Ty::Long => Ty::ULong,
            Ty::LongLong => Ty::ULongLong,
            _ => Ty::UInt,
        }
    }

    /// Single-token spelling, usable in a functional cast `T(x)`.
    pub fn is_single_word(spelling: &str) -> bool {
        spelling
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
    }
}

/// What is known at translation time about a value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Konst {
    /// Not a constant expression.
    No,
    /// An integral constant with this value.
    Int(i128),
    /// A constant with a value in this range (sizeof of a record, a template argument).
    Range(i128, i128),
    /// A floating constant.
    Float(f64),
}

impl Konst {
    pub fn is_const(self) -> bool {
        !matches!(self, Konst::No)
    }

    /// Might this constant be zero?
    pub fn maybe_zero(self) -> bool {
        match self {
            Konst::No => false,
            Konst::Int(v) => v == 0,
            Konst::Range(lo, hi) => lo <= 0 && hi >= 0,
            Konst::Float(f) => f == 0.0,
        }
    }

    /// Converting this constant to `ty` gives no warning (no truncation, no sign change, no overflow).
    pub fn fits(self, ty: &Ty) -> bool {
        let (lo, hi) = match self {
            Konst::No => return true,
            Konst::Int(v) => (v, v),
            Konst::Range(lo, hi) => (lo, hi),
            Konst::Float(f) => {
                if ty.is_floating() {
                    return f.abs() < 1e30;
                }
                if f < 0.0 && ty.is_unsigned() {
                    return false;
                }
                let (tlo, thi) = ty.range();
                return (f as i128) > tlo && (f as i128) < thi;
            }
        };
        if ty.is_floating() {
            return true;
        }
        if *ty == Ty::Bool {
            return lo >= 0 && hi <= 1;
        }
        let (tlo, thi) = ty.range();
        lo >= tlo && hi <= thi
    }

    /// Usable as a comparison operand without "pointless comparison" or out-of-range surprises.
    pub fn small_positive(self) -> bool {
        match self {
            Konst::No => true,
            Konst::Int(v) => (1..=100).contains(&v),
            Konst::Range(lo, hi) => lo >= 1 && hi <= 100,
            Konst::Float(f) => f > 0.0 && f <= 100.0,
        }
    }
}

/// A generated expression with its static type and constness.
#[derive(Clone, Debug)]
pub struct Val {
    pub e: crate::ast::Expr,
    pub ty: Ty,
    pub k: Konst,
}

/// Where a variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mem {
    /// Host global.
    Host,
    Device,
    Constant,
    Managed,
    Shared,
    /// A `constexpr` (or const with constant initialiser) global: readable everywhere.
    Constexpr,
    /// A local variable or parameter.
    Local,
}

#[derive(Clone, Debug)]
pub struct Var {
    /// The name as written at a use (qualified where needed).
    pub name: String,
    pub ty: Ty,
    /// Array bounds, outermost first.
    pub dims: Vec<u32>,
    pub mem: Mem,
    pub mutable: bool,
    pub k: Konst,
}

impl Var {
    pub fn local(name: impl Into<String>, ty: Ty, mutable: bool) -> Var {
        Var {
            name: name.into(),
            ty,
            dims: Vec::new(),
            mem: Mem::Local,
            mutable,
            k: Konst::No,
        }
    }

    /// May code running in `space` read this variable?
    pub fn readable_in(&self, space: Space) -> bool {
        match self.mem {
            Mem::Local | Mem::Constexpr => true,
            Mem::Host => space == Space::Host,
            Mem::Device | Mem::Constant | Mem::Shared => {
                matches!(space, Space::Device | Space::Global)
            }
            Mem::Managed => matches!(space, Space::Host | Space::Device | Space::Global),
        }
    }

    pub fn writable_in(&self, space: Space) -> bool {
        self.mutable
            && self.readable_in(space)
            && self.mem != Mem::Constant
            && self.mem != Mem::Constexpr
    }
}

#[derive(Clone, Debug)]
pub struct Method {
    pub name: String,
    pub ret: Ty,
    pub params: Vec<Ty>,
    pub is_const: bool,
}

#[derive(Clone, Debug)]
pub struct Record {
    /// Spelling at a use: `Vec2`, `geo::Vec2`, `Pair<int>`.
    pub name: String,
    /// (name, type, public)
    pub fields: Vec<(String, Ty, bool)>,
    pub methods: Vec<Method>,
    /// Parameters of the user-provided constructor (then it is not an aggregate).
    pub ctor: Option<Vec<Ty>>,
    /// A free `operator+` taking two of these exists.
    pub has_plus: bool,
    /// Upper bound of `sizeof`.
    pub size_bound: u32,
}

impl Record {
    pub fn aggregate(&self) -> bool {
        self.ctor.is_none()
    }
}

#[derive(Clone, Debug)]
pub struct EnumInfo {
    pub name: String,
    pub scoped: bool,
    /// (spelling at a use, value)
    pub enumerators: Vec<(String, i64)>,
}

/// A template parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TParam {
    Type(String),
    /// A non-type `int` parameter; `Some(v)`: it has a default value.
    Int(String, Option<i64>),
}

#[derive(Clone, Debug)]
pub struct FuncInfo {
    /// Spelling at a call.
    pub name: String,
    pub space: Space,
    pub ret: Ty,
    pub params: Vec<Ty>,
    /// How many trailing parameters have default arguments.
    pub defaults: usize,
    pub tparams: Vec<TParam>,
    pub is_kernel: bool,
    pub is_constexpr: bool,
}

impl FuncInfo {
    /// Can every template parameter be deduced from the call arguments?
    pub fn deducible(&self) -> bool {
        self.tparams.iter().all(|tp| match tp {
            TParam::Type(n) => self.params.iter().any(|p| mentions(p, n)),
            TParam::Int(_, default) => default.is_some(),
        })
    }

    /// May code running in `from` call this function (kernels: launch it)?
    pub fn callable_from(&self, from: Space) -> bool {
        match (from, self.space) {
            (_, Space::Global) => false,
            (Space::Host, Space::Host | Space::HostDevice) => true,
            (Space::Device | Space::Global, Space::Device | Space::HostDevice) => true,
            (Space::HostDevice, Space::HostDevice) => true,
            _ => false,
        }
    }
}

/// Does `ty` mention the template parameter `name` (directly or through a pointer)?
pub fn mentions(ty: &Ty, name: &str) -> bool {
    match ty {
        Ty::TParam(n) => n == name,
        Ty::Ptr(t, _) => mentions(t, name),
        _ => false,
    }
}

/// Substitutes template arguments into a type.
pub fn subst(ty: &Ty, args: &[(String, Ty)]) -> Ty {
    match ty {
        Ty::TParam(n) => args
            .iter()
            .find(|(a, _)| a == n)
            .map(|(_, t)| t.clone())
            .unwrap_or(Ty::Int),
        Ty::Ptr(t, c) => Ty::Ptr(Box::new(subst(t, args)), *c),
        t => t.clone(),
    }
}

/// A function-like macro the program defines.
#[derive(Clone, Debug)]
pub struct MacroFn {
    pub name: String,
    pub arity: usize,
    /// Integral-only (uses `%`, bit operators).
    pub integral: bool,
}
