//! The predicates over types. The standard's definitions where the reference follows them;
//! the GNU `__has_*` traits as the reference answers them (probed: e.g. `__has_trivial_copy`
//! looks through arrays but `__has_trivial_assign` does not, and a reference type has a
//! trivial copy but no trivial constructor).

use crate::il::decl::{Access, ClassKey};
use crate::il::types::{ArrayBound, Builtin, Quals, Type};
use crate::il::TypeId;

use super::class_facts::{
    class_key, is_const, shape, strip_arrays, ClassFacts, Facts, Shape, SpecialKind,
};
use super::{Context, Rule};

/// How a type is classified for the predicates (canonical, top-level cv ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Category {
    Void,
    /// Arithmetic, enumeration, pointer, pointer to member, `std::nullptr_t`.
    Scalar,
    Reference,
    Function,
    Array,
    /// A class, union, or class template specialization.
    Class,
    /// An erroneous or otherwise unjudgeable type.
    Unknown,
}

fn category(cx: &Context, t: TypeId) -> Category {
    match cx.tu.types.shape(t) {
        Type::Builtin(Builtin::Void) => Category::Void,
        Type::Builtin(_) | Type::Pointer(_) | Type::MemberPointer { .. } | Type::Enum(_) => {
            Category::Scalar
        }
        Type::LValueRef(_) | Type::RValueRef(_) => Category::Reference,
        Type::Function(_) => Category::Function,
        Type::Array(..) => Category::Array,
        Type::Class(_) | Type::TemplateId { .. } => Category::Class,
        _ => Category::Unknown,
    }
}

/// The class facts of a class type (`None`: incomplete or not known).
fn class_facts(cx: &Context, t: TypeId) -> Option<ClassFacts> {
    match shape(cx, t) {
        Shape::Class(f) => Some(*f),
        _ => None,
    }
}

/// A predicate's value (`None`: not decidable here).
pub fn evaluate(cx: &Context, rule: Rule, args: &[TypeId]) -> Option<bool> {
    use Rule::*;
    let p = Predicates {
        cx,
        facts: Facts { cx },
    };
    let a = *args.first()?;
    let b = args.get(1).copied();
    match rule {
        IsClass => class_key(cx, a)
            .map(|k| k != ClassKey::Union)
            .or_else(|| p.not_class(a)),
        IsUnion => class_key(cx, a)
            .map(|k| k == ClassKey::Union)
            .or_else(|| p.not_class(a)),
        IsEnum => Some(matches!(cx.tu.types.shape(a), Type::Enum(_))),
        IsFunction => Some(category(cx, a) == Category::Function),
        IsSame => Some(cx.tu.types.same(a, b?)),
        // Only a lambda's closure can be one; which kind it is waits for the closure.
        NvExtendedDeviceLambda
        | NvExtendedHostDeviceLambda
        | NvExtendedDeviceLambdaPreservedReturn => match category(cx, a) {
            Category::Unknown => None,
            Category::Class if is_lambda_closure(cx, a) => None,
            _ => Some(false),
        },
        IsFinal => p.on_class(a, |_, f| Some(f.is_final)),
        IsEmpty => p.on_class(a, |p, f| p.facts.empty(f, 0)),
        IsPolymorphic => p.on_class(a, |p, f| p.facts.polymorphic(f, 0)),
        IsAbstract => p.on_class(a, |p, f| Some(!p.facts.pure_virtuals(f, 0)?.is_empty())),
        HasVirtualDestructor => p.on_class(a, |p, f| p.facts.virtual_dtor(f, 0)),
        IsPod => p.pod(a),
        IsTrivial => p.elementwise(a, false, |p, f| {
            Some(
                p.facts.trivially_copyable(f, 0)?
                    && p.facts.trivial(f, SpecialKind::DefaultCtor, 0)?,
            )
        }),
        IsTriviallyCopyable => p.elementwise(a, false, |p, f| p.facts.trivially_copyable(f, 0)),
        IsStandardLayout => p.elementwise(a, false, |p, f| p.facts.standard_layout(f, 0)),
        IsLiteralType => p.literal(a, 0),
        IsAggregate => match category(cx, a) {
            Category::Array => Some(true),
            Category::Class => p.on_class(a, |p, f| p.aggregate(f)),
            Category::Unknown => None,
            _ => Some(false),
        },
        IsDestructible => p.destructible(a),
        IsTriviallyDestructible => Some(
            p.destructible(a)?
                && p.elementwise(a, true, |p, f| p.facts.trivial(f, SpecialKind::Dtor, 0))?,
        ),
        IsNothrowDestructible => Some(
            p.destructible(a)?
                && p.elementwise(a, true, |p, f| p.facts.nothrow(f, SpecialKind::Dtor, 0))?,
        ),
        HasTrivialDestructor => p.gnu_has(a, true, true, |p, f| {
            p.facts.trivial(f, SpecialKind::Dtor, 0)
        }),
        HasTrivialConstructor => p.gnu_has(a, false, true, |p, f| p.trivial_default_ctor(f)),
        HasTrivialCopy => p.gnu_has(a, true, true, |p, f| {
            p.facts.trivial(f, SpecialKind::CopyCtor, 0)
        }),
        HasTrivialMoveConstructor => p.gnu_has(a, true, true, |p, f| {
            let k = p.facts.used_for(f, SpecialKind::MoveCtor);
            p.facts.trivial(f, k, 0)
        }),
        HasTrivialAssign => p.gnu_assign(a, false, |p, f| p.trivial_assign(f, false)),
        HasTrivialMoveAssign => p.gnu_assign(a, true, |p, f| p.trivial_assign(f, true)),
        HasNothrowAssign => p.gnu_assign(a, false, |p, f| {
            Some(p.trivial_assign(f, false)? || p.facts.nothrow(f, SpecialKind::CopyAssign, 0)?)
        }),
        HasNothrowMoveAssign => p.gnu_assign(a, true, |p, f| {
            let k = p.facts.used_for(f, SpecialKind::MoveAssign);
            Some(p.trivial_assign(f, true)? || p.facts.nothrow(f, k, 0)?)
        }),
        HasNothrowCopy => p.gnu_has(a, true, true, |p, f| {
            Some(
                p.facts.trivial(f, SpecialKind::CopyCtor, 0)?
                    || p.facts.nothrow(f, SpecialKind::CopyCtor, 0)?,
            )
        }),
        HasNothrowConstructor => p.gnu_has(a, false, true, |p, f| {
            if p.trivial_default_ctor(f)? {
                return Some(true);
            }
            let s = f.special(SpecialKind::DefaultCtor);
            if !s.exists || s.deleted || p.union_default_deleted(f)? {
                return Some(false);
            }
            p.facts.nothrow(f, SpecialKind::DefaultCtor, 0)
        }),
        HasUniqueObjectRepresentations => super::construct::unique_representation(cx, a, 0),
        IsBaseOf => p.base_of(a, b?, false),
        IsPointerInterconvertibleBaseOf => p.base_of(a, b?, true),
        IsLayoutCompatible => p.layout_compatible(a, b?, 0),
        // Conversions, construction and assignment are decided by overload resolution
        // (`construct`), with the parser.
        IsConvertible
        | IsAssignable
        | IsTriviallyAssignable
        | IsNothrowAssignable
        | IsConstructible
        | IsTriviallyConstructible
        | IsNothrowConstructible => None,
        UnderlyingType | RemoveCv | RemoveConst | RemoveVolatile | RemoveRestrict
        | RemoveReference | RemoveCvref | RemovePointer | RemoveExtent | RemoveAllExtents
        | AddPointer | AddLvalueReference | AddRvalueReference | Decay | MakeSigned
        | MakeUnsigned => None,
    }
}

struct Predicates<'a, 'c> {
    cx: &'a Context<'c>,
    facts: Facts<'a, 'c>,
}

impl Predicates<'_, '_> {
    /// `Some(false)` for a type that is certainly not a class.
    fn not_class(&self, t: TypeId) -> Option<bool> {
        (category(self.cx, t) != Category::Unknown).then_some(false)
    }

    /// A class property: `false` for non-class types, `None` for incomplete or unknown
    /// classes.
    fn on_class(&self, t: TypeId, f: impl Fn(&Self, &ClassFacts) -> Option<bool>) -> Option<bool> {
        match category(self.cx, t) {
            Category::Class => f(self, &class_facts(self.cx, t)?),
            Category::Unknown => None,
            _ => Some(false),
        }
    }

    /// A property that scalars have, arrays have when their elements do, references
    /// (`refs`), void and functions do not, and classes answer by `f`.
    fn elementwise(
        &self,
        t: TypeId,
        refs: bool,
        f: impl Fn(&Self, &ClassFacts) -> Option<bool>,
    ) -> Option<bool> {
        let e = strip_arrays(self.cx, t);
        match category(self.cx, e) {
            Category::Scalar => Some(true),
            Category::Reference => Some(refs),
            Category::Void | Category::Function => Some(false),
            Category::Class => f(self, &class_facts(self.cx, e)?),
            Category::Array | Category::Unknown => None,
        }
    }

    fn pod(&self, t: TypeId) -> Option<bool> {
        self.elementwise(t, false, |p, f| {
            Some(
                p.facts.trivially_copyable(f, 0)?
                    && p.facts.trivial(f, SpecialKind::DefaultCtor, 0)?
                    && p.facts.standard_layout(f, 0)?,
            )
        })
    }

    /// The GNU `__has_trivial_*`/`__has_nothrow_*` traits of construction and destruction:
    /// a POD is `true`; references answer `refs`; arrays look at their elements (also of
    /// unknown bound).
    fn gnu_has(
        &self,
        t: TypeId,
        refs: bool,
        through_arrays: bool,
        f: impl Fn(&Self, &ClassFacts) -> Option<bool>,
    ) -> Option<bool> {
        let e = if through_arrays {
            strip_arrays(self.cx, t)
        } else {
            t
        };
        match category(self.cx, e) {
            Category::Scalar => Some(true),
            Category::Reference => Some(refs),
            Category::Void | Category::Function => Some(false),
            Category::Array => self.pod(e),
            Category::Class => f(self, &class_facts(self.cx, e)?),
            Category::Unknown => None,
        }
    }

    /// The GNU assignment traits: `false` for const-qualified types and references; arrays
    /// answer as PODs (`move`: the move traits look through them).
    fn gnu_assign(
        &self,
        t: TypeId,
        move_: bool,
        f: impl Fn(&Self, &ClassFacts) -> Option<bool>,
    ) -> Option<bool> {
        if is_const(self.cx, t) {
            return Some(false);
        }
        self.gnu_has(t, false, move_, f)
    }

    /// Copy (or move) assignment is trivial and not deleted by a const or reference
    /// member.
    fn trivial_assign(&self, f: &ClassFacts, move_: bool) -> Option<bool> {
        if f.member_blocks_assign {
            return Some(false);
        }
        let k = if move_ {
            self.facts.used_for(f, SpecialKind::MoveAssign)
        } else {
            SpecialKind::CopyAssign
        };
        self.facts.trivial(f, k, 0)
    }

    fn trivial_default_ctor(&self, f: &ClassFacts) -> Option<bool> {
        self.facts.trivial(f, SpecialKind::DefaultCtor, 0)
    }

    /// A union's implicit default constructor is deleted when a member's is not trivial
    /// (and no member has a default member initializer).
    fn union_default_deleted(&self, f: &ClassFacts) -> Option<bool> {
        if !f.is_union || f.special(SpecialKind::DefaultCtor).decl.is_some() {
            return Some(false);
        }
        if f.fields.iter().any(|fl| fl.has_init) {
            return Some(false);
        }
        for sub in self.facts.subobjects(f)? {
            if !self.facts.trivial(&sub, SpecialKind::DefaultCtor, 0)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Destructible: references are, `void`, functions and arrays of unknown bound are
    /// not; classes whose destructor is not deleted.
    fn destructible(&self, t: TypeId) -> Option<bool> {
        let types = &self.cx.tu.types;
        if let Type::Array(_, ArrayBound::Unknown) = types.shape(t) {
            return Some(false);
        }
        self.elementwise(t, true, |_, f| Some(!f.special(SpecialKind::Dtor).deleted))
    }

    /// [dcl.init.aggr]: no user-provided (C++20: user-declared), explicit or inherited
    /// constructors, no private or protected data members or bases, nothing virtual.
    fn aggregate(&self, f: &ClassFacts) -> Option<bool> {
        let ctors_ok = if self.cx.std_year? >= 2020 {
            !f.user_ctor
        } else {
            !f.user_provided_ctor && !f.explicit_ctor
        };
        if !ctors_ok || f.inherited_ctors || f.is_lambda {
            return Some(false);
        }
        let public = |a: Access| matches!(a, Access::Public | Access::None);
        if f.fields.iter().any(|fl| !fl.unnamed && !public(fl.access)) {
            return Some(false);
        }
        if f.bases.iter().any(|b| b.is_virtual || !public(b.access)) {
            return Some(false);
        }
        Some(!self.facts.polymorphic(f, 0)?)
    }

    /// A literal type ([basic.types.general]/10, C++17).
    fn literal(&self, t: TypeId, depth: u32) -> Option<bool> {
        let e = strip_arrays(self.cx, t);
        match category(self.cx, e) {
            Category::Void | Category::Scalar | Category::Reference => Some(true),
            Category::Function => Some(false),
            Category::Class if depth < 64 => {
                let f = class_facts(self.cx, e)?;
                self.literal_class(&f, depth)
            }
            _ => None,
        }
    }

    fn literal_class(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if f.is_lambda {
            return Some(true);
        }
        if !self.facts.trivial(f, SpecialKind::Dtor, 0)? {
            return Some(false);
        }
        let d = f.special(SpecialKind::DefaultCtor);
        let constructible = self.aggregate(f)?
            || f.constexpr_ctor
            || (d.exists && !d.user_provided && !d.deleted && self.constexpr_default(f, 0)?);
        if !constructible {
            return Some(false);
        }
        let types = &self.cx.tu.types;
        let member_ok = |p: &Self, ty: TypeId| -> Option<bool> {
            let volatile = types
                .split_quals(strip_arrays(p.cx, ty))
                .1
                .has(Quals::VOLATILE);
            Some(!volatile && p.literal(ty, depth + 1)?)
        };
        if f.is_union {
            let mut any = f.fields.is_empty();
            for fl in &f.fields {
                any |= member_ok(self, fl.ty)?;
            }
            return Some(any);
        }
        for fl in &f.fields {
            if !member_ok(self, fl.ty)? {
                return Some(false);
            }
        }
        for b in &f.bases {
            if !self.literal(b.ty, depth + 1)? {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Whether an implicit (or defaulted) default constructor is constexpr: every base and
    /// class member has a constexpr default constructor.
    fn constexpr_default(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if depth > 64 {
            return None;
        }
        for sub in self.facts.subobjects(f)? {
            let d = sub.special(SpecialKind::DefaultCtor);
            let ok = if d.user_provided {
                d.constexpr
            } else {
                d.exists && !d.deleted && self.constexpr_default(&sub, depth + 1)?
            };
            if !ok {
                return Some(false);
            }
        }
        Some(true)
    }

    /// `__is_base_of(B, D)`; `interconvertible`: also a D that is standard-layout (the
    /// base then shares D's address).
    fn base_of(&self, b: TypeId, d: TypeId, interconvertible: bool) -> Option<bool> {
        let cx = self.cx;
        let (kb, kd) = (class_key(cx, b), class_key(cx, d));
        if kb.is_none() && self.not_class(b).is_some()
            || kd.is_none() && self.not_class(d).is_some()
        {
            return Some(false);
        }
        if kb? == ClassKey::Union || kd? == ClassKey::Union {
            return Some(false);
        }
        let types = &cx.tu.types;
        if types.unqualified(b) == types.unqualified(d) {
            return Some(true);
        }
        let df = class_facts(cx, d)?;
        let bt = types.unqualified(b);
        if !self.derives(&df, bt, 0)? {
            return Some(false);
        }
        if interconvertible {
            return self.facts.standard_layout(&df, 0);
        }
        Some(true)
    }

    /// Whether class `f` has the class type `base` among its bases, at any depth.
    fn derives(&self, f: &ClassFacts, base: TypeId, depth: u32) -> Option<bool> {
        if depth > 64 {
            return None;
        }
        let types = &self.cx.tu.types;
        for (b, bf) in self.facts.base_facts(f)? {
            if types.unqualified(b.ty) == base || self.derives(&bf, base, depth + 1)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// [basic.types]/11: the same type, enumerations with the same underlying type,
    /// standard-layout structs whose members correspond one to one.
    fn layout_compatible(&self, a: TypeId, b: TypeId, depth: u32) -> Option<bool> {
        let cx = self.cx;
        let types = &cx.tu.types;
        if types.unqualified(a) == types.unqualified(b) {
            return Some(true);
        }
        if depth > 64 {
            return None;
        }
        match (types.shape(a), types.shape(b)) {
            (Type::Enum(x), Type::Enum(y)) => {
                let underlying = |d| match &cx.tu.decls[d].kind {
                    crate::il::DeclKind::Enum(e) => Some(types.canonical(e.underlying)),
                    _ => None,
                };
                Some(
                    underlying((cx.definition)(*x).unwrap_or(*x))?
                        == underlying((cx.definition)(*y).unwrap_or(*y))?,
                )
            }
            (Type::Class(_), Type::Class(_)) => {
                let (fa, fb) = (class_facts(cx, a)?, class_facts(cx, b)?);
                if fa.is_union || fb.is_union {
                    return None;
                }
                if !self.facts.standard_layout(&fa, 0)? || !self.facts.standard_layout(&fb, 0)? {
                    return Some(false);
                }
                if !fa.bases.is_empty() || !fb.bases.is_empty() {
                    return None;
                }
                if fa.fields.len() != fb.fields.len() {
                    return Some(false);
                }
                for (x, y) in fa.fields.iter().zip(fb.fields.iter()) {
                    if x.bit_field || y.bit_field {
                        return None;
                    }
                    if !self.layout_compatible(x.ty, y.ty, depth + 1)? {
                        return Some(false);
                    }
                }
                Some(true)
            }
            (Type::TemplateId { .. }, _) | (_, Type::TemplateId { .. }) => None,
            _ => Some(false),
        }
    }
}

/// Whether `t` is a lambda's closure type.
fn is_lambda_closure(cx: &Context, t: TypeId) -> bool {
    match cx.tu.types.shape(t) {
        Type::Class(d) => {
            matches!(&cx.tu.decls[*d].kind, crate::il::DeclKind::Class(c) if c.is_lambda)
        }
        _ => false,
    }
}
