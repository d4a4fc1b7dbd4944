//! GNU type traits: the keywords (`__is_class(T)`, `__is_same(T, U)`, `__underlying_type(E)`,
//! ...) as data (`traits.def`, in the spirit of clang's TokenKinds.def), and what they compute.
//!
//! A predicate is an expression of type `bool`, kept as written in the IL
//! ([`crate::il::ExprKind::Builtin`] with type operands) and printed so; its value is a
//! constant when no operand is dependent. A transformation is a type
//! ([`crate::il::Type::Transform`]), printed as written, whose canonical type is its result.
//!
//! * [`class_facts`] — what a class declares and implies: its special members (user-provided,
//!   implicit, deleted, trivial, `noexcept`), polymorphism, layout classes;
//! * [`predicates`] — the predicates over types, from those facts;
//! * [`transform`] — the type transformations;
//! * [`construct`] — constructibility and assignability, which overload resolution decides;
//! * [`substitute`] — traits in templates, evaluated with the template's arguments.

pub mod class_facts;
pub mod construct;
pub mod predicates;
pub mod substitute;
pub mod transform;

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::il::{DeclId, TranslationUnit, TypeId};
use crate::pp::{Symbol, SymbolTable};

/// What a trait computes; several spellings may share one rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    IsClass,
    IsUnion,
    IsEnum,
    IsEmpty,
    IsPolymorphic,
    IsAbstract,
    IsFinal,
    IsPod,
    IsTrivial,
    IsTriviallyCopyable,
    IsStandardLayout,
    IsLiteralType,
    IsAggregate,
    IsFunction,
    IsDestructible,
    IsTriviallyDestructible,
    IsNothrowDestructible,
    HasTrivialDestructor,
    HasTrivialConstructor,
    HasTrivialCopy,
    HasTrivialAssign,
    HasTrivialMoveConstructor,
    HasTrivialMoveAssign,
    HasNothrowAssign,
    HasNothrowCopy,
    HasNothrowConstructor,
    HasNothrowMoveAssign,
    HasVirtualDestructor,
    HasUniqueObjectRepresentations,
    IsSame,
    /// CUDA's extended-lambda closure queries (`__nv_is_extended_device_lambda_closure_type`).
    NvExtendedDeviceLambda,
    NvExtendedHostDeviceLambda,
    NvExtendedDeviceLambdaPreservedReturn,
    IsBaseOf,
    IsConvertible,
    IsAssignable,
    IsTriviallyAssignable,
    IsNothrowAssignable,
    IsLayoutCompatible,
    IsPointerInterconvertibleBaseOf,
    IsConstructible,
    IsTriviallyConstructible,
    IsNothrowConstructible,
    UnderlyingType,
    RemoveCv,
    RemoveConst,
    RemoveVolatile,
    RemoveRestrict,
    RemoveReference,
    RemoveCvref,
    RemovePointer,
    RemoveExtent,
    RemoveAllExtents,
    AddPointer,
    AddLvalueReference,
    AddRvalueReference,
    Decay,
    MakeSigned,
    MakeUnsigned,
}

impl Rule {
    /// The rule a table line names.
    fn from_name(name: &str) -> Option<Rule> {
        use Rule::*;
        Some(match name {
            "is_class" => IsClass,
            "is_union" => IsUnion,
            "is_enum" => IsEnum,
            "is_empty" => IsEmpty,
            "is_polymorphic" => IsPolymorphic,
            "is_abstract" => IsAbstract,
            "is_final" => IsFinal,
            "is_pod" => IsPod,
            "is_trivial" => IsTrivial,
            "is_trivially_copyable" => IsTriviallyCopyable,
            "is_standard_layout" => IsStandardLayout,
            "is_literal_type" => IsLiteralType,
            "is_aggregate" => IsAggregate,
            "is_function" => IsFunction,
            "is_destructible" => IsDestructible,
            "is_trivially_destructible" => IsTriviallyDestructible,
            "is_nothrow_destructible" => IsNothrowDestructible,
            "has_trivial_destructor" => HasTrivialDestructor,
            "has_trivial_constructor" => HasTrivialConstructor,
            "has_trivial_copy" => HasTrivialCopy,
            "has_trivial_assign" => HasTrivialAssign,
            "has_trivial_move_constructor" => HasTrivialMoveConstructor,
            "has_trivial_move_assign" => HasTrivialMoveAssign,
            "has_nothrow_assign" => HasNothrowAssign,
            "has_nothrow_copy" => HasNothrowCopy,
            "has_nothrow_constructor" => HasNothrowConstructor,
            "has_nothrow_move_assign" => HasNothrowMoveAssign,
            "has_virtual_destructor" => HasVirtualDestructor,
            "has_unique_object_representations" => HasUniqueObjectRepresentations,
            "is_same" => IsSame,
            "nv_extended_device_lambda" => NvExtendedDeviceLambda,
            "nv_extended_host_device_lambda" => NvExtendedHostDeviceLambda,
            "nv_extended_device_lambda_preserved_return" => NvExtendedDeviceLambdaPreservedReturn,
            "is_base_of" => IsBaseOf,
            "is_convertible" => IsConvertible,
            "is_assignable" => IsAssignable,
            "is_trivially_assignable" => IsTriviallyAssignable,
            "is_nothrow_assignable" => IsNothrowAssignable,
            "is_layout_compatible" => IsLayoutCompatible,
            "is_pointer_interconvertible_base_of" => IsPointerInterconvertibleBaseOf,
            "is_constructible" => IsConstructible,
            "is_trivially_constructible" => IsTriviallyConstructible,
            "is_nothrow_constructible" => IsNothrowConstructible,
            "underlying_type" => UnderlyingType,
            "remove_cv" => RemoveCv,
            "remove_const" => RemoveConst,
            "remove_volatile" => RemoveVolatile,
            "remove_restrict" => RemoveRestrict,
            "remove_reference" => RemoveReference,
            "remove_cvref" => RemoveCvref,
            "remove_pointer" => RemovePointer,
            "remove_extent" => RemoveExtent,
            "remove_all_extents" => RemoveAllExtents,
            "add_pointer" => AddPointer,
            "add_lvalue_reference" => AddLvalueReference,
            "add_rvalue_reference" => AddRvalueReference,
            "decay" => Decay,
            "make_signed" => MakeSigned,
            "make_unsigned" => MakeUnsigned,
            _ => return None,
        })
    }
}

/// Whether a trait is a predicate or makes a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraitKind {
    /// An expression of type `bool`.
    Predicate,
    /// A type-specifier.
    Transform,
}

/// One trait keyword of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trait {
    pub name: &'static str,
    pub kind: TraitKind,
    /// It stops being a keyword once a template of its name is declared.
    pub revertible: bool,
    /// The number of type operands (at least this many when `variadic`).
    pub arity: usize,
    pub variadic: bool,
    pub rule: Rule,
}

const TABLE: &str = include_str!("traits.def");

/// Every trait keyword, in table order.
pub fn table() -> &'static [Trait] {
    static TRAITS: OnceLock<Vec<Trait>> = OnceLock::new();
    TRAITS.get_or_init(|| parse_table(TABLE).expect("traits.def is well formed"))
}

/// Parses the table (errors name the line).
pub fn parse_table(text: &'static str) -> Result<Vec<Trait>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |why: &str| format!("traits.def line {}: {why}: {line}", n + 1);
        let fields: Vec<&'static str> = line.split_whitespace().collect();
        let [name, kind, arity, rule] = fields[..] else {
            return Err(bad("expected NAME KIND ARITY RULE"));
        };
        let (kind, revertible) = match kind {
            "bool" => (TraitKind::Predicate, false),
            "type" => (TraitKind::Transform, false),
            "type*" => (TraitKind::Transform, true),
            _ => return Err(bad("unknown kind")),
        };
        let (digits, variadic) = match arity.strip_suffix('+') {
            Some(d) => (d, true),
            None => (arity, false),
        };
        let arity: usize = digits.parse().map_err(|_| bad("bad arity"))?;
        let rule = Rule::from_name(rule).ok_or_else(|| bad("unknown rule"))?;
        out.push(Trait {
            name,
            kind,
            revertible,
            arity,
            variadic,
            rule,
        });
    }
    Ok(out)
}

/// The trait a keyword spells (by its text).
pub fn by_name(name: &[u8]) -> Option<&'static Trait> {
    table().iter().find(|t| t.name.as_bytes() == name)
}

/// The trait keywords as the parser's symbols, and the revertible ones that a template
/// declaration turned back into identifiers.
#[derive(Default)]
pub struct TraitKeywords {
    by_symbol: HashMap<Symbol, &'static Trait>,
    reverted: std::collections::HashSet<Symbol>,
}

impl TraitKeywords {
    pub fn new(symbols: &mut SymbolTable) -> TraitKeywords {
        TraitKeywords {
            by_symbol: table()
                .iter()
                .map(|t| (symbols.intern(t.name.as_bytes()), t))
                .collect(),
            reverted: Default::default(),
        }
    }

    /// The trait `s` spells as a keyword here.
    pub fn get(&self, s: Symbol) -> Option<&'static Trait> {
        self.by_symbol
            .get(&s)
            .copied()
            .filter(|t| !(t.revertible && self.reverted.contains(&s)))
    }

    /// A template named `s` was declared: a revertible trait of that name is an identifier
    /// from now on (the reference: libstdc++'s `template<...> using __remove_cv = ...`).
    pub fn declared_template(&mut self, s: Symbol) {
        if self.by_symbol.get(&s).is_some_and(|t| t.revertible) {
            self.reverted.insert(s);
        }
    }
}

/// What trait evaluation needs to know beyond the IL: where a class is defined.
pub struct Context<'a> {
    pub tu: &'a TranslationUnit,
    /// The complete definition of a class (from any of its declarations); `None` while it
    /// is incomplete.
    pub definition: &'a dyn Fn(DeclId) -> Option<DeclId>,
    /// The language standard year (aggregates changed in C++20), when known.
    pub std_year: Option<u32>,
}

/// The complete definition of a class found by scanning the declarations sharing its type
/// (for callers without the parser's table: the instantiator after parsing).
pub fn scan_definition(tu: &TranslationUnit, class: DeclId) -> Option<DeclId> {
    tu.class_definition(class)
}

/// A trait's value over non-dependent operands, where the IL decides it (`None`: an operand
/// is dependent or its answer needs what sema does not model, e.g. an uninstantiated class
/// template specialization's members). Constructibility and assignability need overload
/// resolution: [`construct`] answers them for the parser, this only for scalar operands.
pub fn evaluate(cx: &Context, rule: Rule, args: &[TypeId]) -> Option<bool> {
    if args
        .iter()
        .any(|&t| crate::il::template_query::names_template_param(cx.tu, t))
    {
        return None;
    }
    predicates::evaluate(cx, rule, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_parses_and_names_are_unique() {
        let t = table();
        assert!(t.len() > 50);
        let mut names: Vec<_> = t.iter().map(|t| t.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), t.len());
        let same_as = by_name(b"__is_same_as").unwrap();
        assert_eq!(same_as.rule, Rule::IsSame);
        assert_eq!((same_as.arity, same_as.variadic), (2, false));
        let ctor = by_name(b"__is_constructible").unwrap();
        assert_eq!((ctor.arity, ctor.variadic), (1, true));
        assert!(by_name(b"__remove_cv").unwrap().revertible);
        assert!(!by_name(b"__underlying_type").unwrap().revertible);
        // Not keywords of the reference (libstdc++ declares some of these names itself).
        for n in [
            "__is_convertible",
            "__is_signed",
            "__is_void",
            "__is_pointer",
        ] {
            assert!(by_name(n.as_bytes()).is_none(), "{n}");
        }
    }

    #[test]
    fn bad_lines_are_reported() {
        assert!(parse_table("__x bool 1 no_such_rule").is_err());
        assert!(parse_table("__x maybe 1 is_class").is_err());
        assert!(parse_table("__x bool one is_class").is_err());
        assert!(parse_table("__x bool 1").is_err());
    }
}
