//! The traits decided by initialization and overload resolution: `__is_constructible(T,
//! Args...)` (is `T t(declval<Args>()...);` well-formed?), `__is_assignable(T, U)`
//! (`declval<T>() = declval<U>()`), `__is_convertible_to(From, To)` (copy-initialization),
//! with their trivially/nothrow forms; and unique object representations, which need a
//! layout. Operands are `declval` stand-ins: an xvalue of `T` (an lvalue for `T&`).

use crate::il::expr::{ExprKind, ValueCategory};
use crate::il::types::{ArrayBound, Builtin, Quals, Type};
use crate::il::{DeclKind, ExprId, TypeId};
use crate::parse::Parser;

use super::class_facts::{shape, strip_arrays, ClassFacts, Facts, Shape, SpecialKind};
use super::{Context, Rule};

/// How a construction or assignment was resolved, for the trivially/nothrow forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Resolved {
    /// Not well-formed.
    No,
    /// Scalars, references: always trivial and non-throwing.
    Builtin,
    /// A special member of the class (its facts decide triviality and `noexcept`).
    Special(SpecialKind),
    /// Another constructor or assignment operator the user declared.
    User(crate::il::DeclId),
}

impl Parser<'_, '_> {
    /// A trait's value, when its operands are not dependent and sema can decide it.
    pub fn trait_value(&mut self, rule: Rule, args: &[TypeId]) -> Option<bool> {
        use Rule::*;
        if args
            .iter()
            .any(|&t| crate::il::template_query::names_template_param(&self.tu, t))
        {
            return None;
        }
        match rule {
            IsConstructible | IsTriviallyConstructible | IsNothrowConstructible => {
                let (&t, rest) = args.split_first()?;
                let r = self.trait_construction(t, rest)?;
                self.trait_judge(rule, t, r)
            }
            IsAssignable | IsTriviallyAssignable | IsNothrowAssignable => {
                let r = self.trait_assignment(*args.first()?, *args.get(1)?)?;
                self.trait_judge(rule, self.tu.types.non_reference(args[0]), r)
            }
            IsConvertible => self.trait_convertible(*args.first()?, *args.get(1)?),
            _ => {
                let defs = |c| self.trait_complete_class(c);
                let cx = Context {
                    tu: &self.tu,
                    definition: &defs,
                    std_year: Some(self.opts.std_year),
                };
                super::evaluate(&cx, rule, args)
            }
        }
    }

    /// The complete definition of a class, if it is complete.
    pub(crate) fn trait_complete_class(&self, c: crate::il::DeclId) -> Option<crate::il::DeclId> {
        let d = self.class_definition(c);
        matches!(&self.tu.decls[d].kind, DeclKind::Class(cd) if cd.complete).then_some(d)
    }

    fn trait_facts<R>(&self, f: impl FnOnce(&Facts) -> R) -> R {
        let defs = |c| self.trait_complete_class(c);
        let cx = Context {
            tu: &self.tu,
            definition: &defs,
            std_year: Some(self.opts.std_year),
        };
        f(&Facts { cx: &cx })
    }

    fn trait_class_facts(&self, t: TypeId) -> Option<Option<ClassFacts>> {
        self.trait_facts(|fx| match shape(fx.cx, t) {
            Shape::Class(f) => Some(Some(*f)),
            Shape::Incomplete => Some(None),
            _ => None,
        })
    }

    /// The plain, trivially or nothrow answer for a resolution.
    fn trait_judge(&self, rule: Rule, class: TypeId, r: Resolved) -> Option<bool> {
        use Rule::*;
        let trivial = matches!(rule, IsTriviallyConstructible | IsTriviallyAssignable);
        let nothrow = matches!(rule, IsNothrowConstructible | IsNothrowAssignable);
        Some(match r {
            Resolved::No => false,
            Resolved::Builtin => true,
            _ if !trivial && !nothrow => true,
            Resolved::User(d) => nothrow && self.trait_written_noexcept(d),
            Resolved::Special(k) => {
                let f = self.trait_class_facts(strip_arrays_of(self, class))??;
                self.trait_facts(|fx| {
                    if trivial {
                        let blocked =
                            matches!(k, SpecialKind::CopyAssign | SpecialKind::MoveAssign)
                                && f.member_blocks_assign;
                        Some(!blocked && fx.trivial(&f, k, 0)?)
                    } else {
                        fx.nothrow(&f, k, 0)
                    }
                })?
            }
        })
    }

    fn trait_written_noexcept(&self, d: crate::il::DeclId) -> bool {
        let DeclKind::Function(fd) = &self.tu.decls[d].kind else {
            return false;
        };
        use crate::il::types::ExceptionSpec as E;
        matches!(
            self.tu.types.as_function(fd.ty).map(|f| &f.exception),
            Some(E::Noexcept | E::ThrowEmpty | E::NoexceptExpr(_, Some(true)))
        )
    }

    /// An expression standing for `declval<T>()`: an lvalue for an lvalue reference (and
    /// functions), an xvalue otherwise.
    fn trait_declval(&mut self, t: TypeId) -> ExprId {
        let c = self.tu.types.canonical(t);
        let (ty, cat) = match self.tu.types.get(c) {
            Type::LValueRef(u) => (*u, ValueCategory::LValue),
            Type::RValueRef(u) => (*u, ValueCategory::XValue),
            Type::Function(_) => (c, ValueCategory::LValue),
            _ => (c, ValueCategory::XValue),
        };
        self.tu
            .add_expr(ExprKind::ValueInit, ty, cat, crate::source::Pos::default())
    }

    /// Whether `declval<A>()` converts implicitly to the (non-reference) type `to`.
    fn trait_converts(&mut self, a: TypeId, to: TypeId) -> bool {
        if self.tu.types.is_void(a) || self.tu.types.is_void(to) {
            return self.tu.types.is_void(a) && self.tu.types.is_void(to);
        }
        let e = self.trait_declval(a);
        self.conversion_rank(e, to).is_some()
    }

    /// Whether a reference of type `r` binds to `declval<A>()` (direct binding to a
    /// reference-related operand of the right value category, else to a temporary for a
    /// const lvalue or rvalue reference).
    fn trait_binds(&mut self, r: TypeId, a: TypeId) -> bool {
        let types = &self.tu.types;
        let rc = types.canonical(r);
        let (referent, rvalue_ref) = match types.get(rc) {
            Type::LValueRef(u) => (*u, false),
            Type::RValueRef(u) => (*u, true),
            _ => return false,
        };
        let ac = types.canonical(a);
        let a_lvalue = matches!(types.get(ac), Type::LValueRef(_))
            || matches!(types.shape(ac), Type::Function(_));
        let (rb, rq) = types.split_quals(referent);
        // Only `const T &` (not volatile) binds an rvalue or a converted value.
        let const_lvalue_ref = rq.has(Quals::CONST) && !rq.has(Quals::VOLATILE);
        let (sb, sq) = types.split_quals(types.non_reference(ac));
        let related = rb == sb
            || matches!(
                (self.class_of_type(sb), self.class_of_type(rb)),
                (Some(d), Some(b)) if self.is_derived_from(d, b)
            );
        if related {
            if sq.0 & !rq.0 & (Quals::CONST.0 | Quals::VOLATILE.0) != 0 {
                return false;
            }
            return if rvalue_ref {
                !a_lvalue
            } else {
                a_lvalue || const_lvalue_ref
            };
        }
        if !rvalue_ref && !const_lvalue_ref {
            return false;
        }
        let target = types.unqualified(referent);
        self.trait_converts(a, target)
    }

    /// `T t(declval<Args>()...);`
    fn trait_construction(&mut self, t: TypeId, args: &[TypeId]) -> Option<Resolved> {
        let types = &self.tu.types;
        let c = types.canonical(t);
        let yes = |b: bool| Some(if b { Resolved::Builtin } else { Resolved::No });
        match types.shape(c).clone() {
            Type::Builtin(Builtin::Void) | Type::Function(_) => Some(Resolved::No),
            Type::Array(_, ArrayBound::Unknown) => Some(Resolved::No),
            Type::Array(e, _) => {
                if !args.is_empty() {
                    return Some(Resolved::No);
                }
                match self.trait_construction(e, &[])? {
                    Resolved::User(_) => Some(Resolved::No),
                    r => Some(r),
                }
            }
            Type::LValueRef(_) | Type::RValueRef(_) => {
                yes(args.len() == 1 && self.trait_binds(c, args[0]))
            }
            Type::Class(_) => self.trait_class_construction(c, args),
            Type::TemplateId { .. } | Type::Error => None,
            _ => match args {
                [] => yes(true),
                [a] => {
                    let to = self.tu.types.unqualified(c);
                    yes(self.trait_converts(*a, to))
                }
                _ => yes(false),
            },
        }
    }

    fn trait_class_construction(&mut self, t: TypeId, args: &[TypeId]) -> Option<Resolved> {
        let Some(f) = self.trait_class_facts(t)? else {
            return Some(Resolved::No); // incomplete
        };
        let abstract_ = self.trait_facts(|fx| fx.pure_virtuals(&f, 0).map(|p| !p.is_empty()))?;
        if abstract_ {
            return Some(Resolved::No);
        }
        if f.inherited_ctors || f.ctor_template {
            return None;
        }
        match args {
            [] => {
                let d = f.special(SpecialKind::DefaultCtor);
                if !d.exists || d.deleted {
                    return Some(Resolved::No);
                }
                if d.decl.is_none() && !self.trait_implicit_default_ok(&f, 0)? {
                    return Some(Resolved::No);
                }
                return Some(match d.decl {
                    Some(decl) if d.user_provided => Resolved::User(decl),
                    _ => Resolved::Special(SpecialKind::DefaultCtor),
                });
            }
            [a] if self.trait_same_or_derived(*a, t) => {
                let k =
                    self.trait_copy_or_move(&f, *a, SpecialKind::CopyCtor, SpecialKind::MoveCtor);
                let s = f.special(k);
                return Some(if !s.exists || s.deleted {
                    Resolved::No
                } else {
                    Resolved::Special(k)
                });
            }
            _ => {}
        }
        if self.opts.std_year >= 2020 {
            return None; // parenthesized aggregate initialization
        }
        let mut cands = f.other_ctors.clone();
        for k in [SpecialKind::CopyCtor, SpecialKind::MoveCtor] {
            cands.extend(f.special(k).decl);
        }
        let exprs: Vec<ExprId> = args.iter().map(|&a| self.trait_declval(a)).collect();
        Some(match self.select_overload(&cands, &exprs) {
            Ok(c) if self.trait_deleted(c.func) => Resolved::No,
            Ok(c) => Resolved::User(c.func),
            Err(_) => Resolved::No,
        })
    }

    fn trait_deleted(&self, d: crate::il::DeclId) -> bool {
        matches!(&self.tu.decls[d].kind, DeclKind::Function(fd) if fd.flags.has(crate::il::decl::FnFlags::DELETED))
    }

    /// Whether `a` (a `declval` operand) names the class `t` or a class derived from it.
    fn trait_same_or_derived(&self, a: TypeId, t: TypeId) -> bool {
        let types = &self.tu.types;
        let s = types.unqualified(types.non_reference(a));
        let t = types.unqualified(t);
        s == t
            || matches!(
                (self.class_of_type(s), self.class_of_type(t)),
                (Some(d), Some(b)) if self.is_derived_from(d, b)
            )
    }

    /// The copy or the move member a `declval<A>()` operand selects: a non-const rvalue
    /// takes the move member when the class has one.
    fn trait_copy_or_move(
        &self,
        f: &ClassFacts,
        a: TypeId,
        copy: SpecialKind,
        move_: SpecialKind,
    ) -> SpecialKind {
        let types = &self.tu.types;
        let c = types.canonical(a);
        let lvalue = matches!(types.get(c), Type::LValueRef(_));
        let konst = types
            .split_quals(types.non_reference(c))
            .1
            .has(Quals::CONST);
        if !lvalue && !konst && f.special(move_).exists {
            move_
        } else {
            copy
        }
    }

    /// Whether an implicit default constructor is not deleted ([class.default.ctor]/2): no
    /// uninitialized reference or const member, default-constructible bases and members.
    fn trait_implicit_default_ok(&mut self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if depth > 64 {
            return None;
        }
        let types = &self.tu.types;
        for fl in &f.fields {
            if fl.has_init {
                continue;
            }
            let e = self.trait_facts(|fx| strip_arrays(fx.cx, fl.ty));
            if types.is_reference(e) {
                return Some(false);
            }
            if types.split_quals(e).1.has(Quals::CONST) && self.class_of_type(e).is_none() {
                return Some(false);
            }
        }
        let mut subs: Vec<TypeId> = f.bases.iter().map(|b| b.ty).collect();
        subs.extend(f.fields.iter().filter(|fl| !fl.has_init).map(|fl| fl.ty));
        for s in subs {
            let e = self.trait_facts(|fx| strip_arrays(fx.cx, s));
            if self.class_of_type(e).is_none() || self.tu.types.is_reference(e) {
                continue;
            }
            match self.trait_construction(e, &[])? {
                Resolved::No => return Some(false),
                _ if f.is_union => {
                    // A variant member with a non-trivial default constructor deletes the
                    // union's.
                    let sf = self.trait_class_facts(e)??;
                    if !self.trait_facts(|fx| fx.trivial(&sf, SpecialKind::DefaultCtor, 0))? {
                        return Some(false);
                    }
                }
                _ => {}
            }
        }
        Some(true)
    }

    /// `declval<T>() = declval<U>()`.
    fn trait_assignment(&mut self, t: TypeId, u: TypeId) -> Option<Resolved> {
        let types = &self.tu.types;
        let c = types.canonical(t);
        let lvalue = matches!(types.get(c), Type::LValueRef(_));
        let target = types.non_reference(c);
        let (base, quals) = types.split_quals(target);
        match types.get(base).clone() {
            Type::Class(_) => {}
            Type::TemplateId { .. } | Type::Error => return None,
            Type::Builtin(Builtin::Void) | Type::Function(_) | Type::Array(..) => {
                return Some(Resolved::No)
            }
            _ => {
                let ok = lvalue && !quals.has(Quals::CONST) && self.trait_converts(u, base);
                return Some(if ok { Resolved::Builtin } else { Resolved::No });
            }
        }
        let Some(f) = self.trait_class_facts(base)? else {
            return Some(Resolved::No);
        };
        if quals.has(Quals::CONST) {
            return if f.assign_ops.is_empty() {
                Some(Resolved::No)
            } else {
                None
            };
        }
        let user_other = f.assign_ops.iter().any(|&d| {
            Some(d) != f.special(SpecialKind::CopyAssign).decl
                && Some(d) != f.special(SpecialKind::MoveAssign).decl
        });
        if user_other {
            return None;
        }
        let k = if self.trait_same_or_derived(u, base) {
            self.trait_copy_or_move(&f, u, SpecialKind::CopyAssign, SpecialKind::MoveAssign)
        } else {
            // A converting constructor makes a temporary, which the move (or copy)
            // assignment takes.
            let to = base;
            if self
                .user_conversion(self.tu.types.non_reference(u), to)
                .is_none()
                && !self.trait_converts(u, to)
            {
                return Some(Resolved::No);
            }
            if f.special(SpecialKind::MoveAssign).exists {
                SpecialKind::MoveAssign
            } else {
                SpecialKind::CopyAssign
            }
        };
        let s = f.special(k);
        let implicit_deleted = s.decl.is_none() && f.member_blocks_assign;
        Some(if !s.exists || s.deleted || implicit_deleted {
            Resolved::No
        } else if s.user_provided {
            Resolved::User(s.decl?)
        } else {
            Resolved::Special(k)
        })
    }

    /// `__is_convertible_to(From, To)`: copy-initialization of a `To` from
    /// `declval<From>()`.
    fn trait_convertible(&mut self, from: TypeId, to: TypeId) -> Option<bool> {
        let types = &self.tu.types;
        let tc = types.canonical(to);
        if types.is_void(tc) || types.is_void(from) {
            return Some(types.is_void(tc) && types.is_void(from));
        }
        match types.shape(tc) {
            Type::Function(_) | Type::Array(..) => Some(false),
            Type::LValueRef(_) | Type::RValueRef(_) => Some(self.trait_binds(tc, from)),
            Type::Class(_) => {
                if self.trait_same_or_derived(from, tc) {
                    let r = self.trait_construction(tc, &[from])?;
                    return Some(r != Resolved::No);
                }
                let fv = self.tu.types.non_reference(from);
                if self
                    .class_of_type(tc)
                    .and_then(|c| self.trait_complete_class(c))
                    .is_none()
                {
                    return Some(false);
                }
                Some(self.user_conversion(fv, tc).is_some())
            }
            Type::TemplateId { .. } | Type::Error => None,
            _ => Some(self.trait_converts(from, tc)),
        }
    }
}

fn strip_arrays_of(p: &Parser, t: TypeId) -> TypeId {
    p.trait_facts(|fx| strip_arrays(fx.cx, t))
}

/// `__has_unique_object_representations`: every bit of the value representation takes
/// part in the value (integers, enumerations, pointers; trivially copyable classes
/// without padding whose members all have it; not floating types or references).
pub fn unique_representation(cx: &Context, t: TypeId, depth: u32) -> Option<bool> {
    if depth > 64 {
        return None;
    }
    let types = &cx.tu.types;
    let e = strip_arrays(cx, t);
    Some(match types.shape(e) {
        Type::Builtin(b) => b.is_integral() && *b != Builtin::NullPtr,
        Type::Enum(_) | Type::Pointer(_) | Type::MemberPointer { .. } => true,
        Type::Class(_) => {
            let Shape::Class(f) = shape(cx, e) else {
                return None;
            };
            let fx = Facts { cx };
            if !fx.trivially_copyable(&f, 0)? {
                return Some(false);
            }
            if f.fields.iter().any(|fl| fl.bit_field) {
                return if f.fields.iter().all(|fl| fl.unnamed) {
                    Some(false)
                } else {
                    None
                };
            }
            let (size, _) = layout(cx, &f, depth)?;
            if f.is_union {
                for fl in &f.fields {
                    let (s, _) = type_layout(cx, fl.ty, depth + 1)?;
                    if s != size || !unique_representation(cx, fl.ty, depth + 1)? {
                        return Some(false);
                    }
                }
                return Some(!f.fields.is_empty());
            }
            let mut used = 0u64;
            for fl in &f.fields {
                if !unique_representation(cx, fl.ty, depth + 1)? {
                    return Some(false);
                }
                used += type_layout(cx, fl.ty, depth + 1)?.0;
            }
            for (_, bf) in fx.base_facts(&f)? {
                let bt = types.canonical(cx.tu.decls[bf.def].ty()?);
                if fx.empty(&bf, 0)? {
                    continue;
                }
                if !unique_representation(cx, bt, depth + 1)? {
                    return Some(false);
                }
                used += layout(cx, &bf, depth + 1)?.0;
            }
            used > 0 && used == size
        }
        Type::TemplateId { .. } | Type::Error => return None,
        _ => false,
    })
}

/// Size and alignment of a type on x86-64 (classes laid out by [`layout`]).
fn type_layout(cx: &Context, t: TypeId, depth: u32) -> Option<(u64, u64)> {
    let types = &cx.tu.types;
    let e = strip_arrays(cx, t);
    let (es, ea) = match types.shape(e) {
        Type::Class(_) => match shape(cx, e) {
            Shape::Class(f) => layout(cx, &f, depth + 1)?,
            _ => return None,
        },
        _ => cx.tu.size_align(e)?,
    };
    let mut count = 1u64;
    let mut cur = types.canonical(t);
    while let Type::Array(inner, b) = types.shape(cur) {
        count = count.checked_mul(b.count()?)?;
        cur = types.canonical(*inner);
    }
    Some((es.checked_mul(count)?, ea))
}

/// The layout of a class without virtual functions or bases, bit-fields or packing:
/// non-empty bases first, then the members in order, each at its alignment.
fn layout(cx: &Context, f: &ClassFacts, depth: u32) -> Option<(u64, u64)> {
    if depth > 64 {
        return None;
    }
    if let DeclKind::Class(cd) = &cx.tu.decls[f.def].kind {
        if cd.pack.is_some() {
            return None;
        }
    }
    let fx = Facts { cx };
    let (mut size, mut align) = (0u64, 1u64);
    let mut place = |s: u64, a: u64, union: bool| {
        align = align.max(a);
        if union {
            size = size.max(s);
        } else {
            size = size.div_ceil(a) * a + s;
        }
    };
    for (_, bf) in fx.base_facts(f)? {
        if fx.empty(&bf, 0)? {
            continue;
        }
        let (s, a) = layout(cx, &bf, depth + 1)?;
        place(s, a, false);
    }
    for fl in &f.fields {
        if fl.bit_field {
            return None;
        }
        let (s, a) = type_layout(cx, fl.ty, depth + 1)?;
        place(s, a, f.is_union);
    }
    let size = if size == 0 {
        1
    } else {
        size.div_ceil(align) * align
    };
    Some((size, align))
}
