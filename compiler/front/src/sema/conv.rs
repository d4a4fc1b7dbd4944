//! Implicit conversions (E-CONV): classifying a conversion between two types, ranking it
//! for overload resolution, and making it explicit in the IL as
//! [`ExprKind::ImplicitCast`] nodes (lvalue-to-rvalue is never a node: the value
//! category says it). Also the integral promotions and the usual arithmetic conversions.

use crate::il::decl::DeclName;
use crate::il::types::{Builtin, Quals, Type};
use crate::il::{ConvKind, DeclId, DeclKind, ExprId, ExprKind, Item, TypeId, ValueCategory};
use crate::parse::Parser;

/// How good an implicit conversion is ([over.ics.rank], coarsely).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    Exact,
    Promotion,
    Conversion,
    UserDefined,
    Ellipsis,
}

impl Parser<'_, '_> {
    /// The type of the value an expression of type `t` yields as an rvalue operand:
    /// arrays and functions decay, top-level cv-qualifiers of non-class types go.
    pub fn value_type(&mut self, t: TypeId) -> TypeId {
        let t = self.tu.types.non_reference(t);
        match self.tu.types.shape(t).clone() {
            Type::Array(e, _) => self.tu.types.pointer(e),
            Type::Function(_) => self.tu.types.pointer(t),
            Type::Class(_) | Type::TemplateId { .. } => t,
            _ => self.strip_cv(t),
        }
    }

    /// `t` without top-level qualifiers, keeping typedef sugar when there are none.
    pub fn strip_cv(&mut self, t: TypeId) -> TypeId {
        match self.tu.types.get(t) {
            Type::Qualified(inner, _) => *inner,
            _ if self.tu.types.split_quals(t).1.is_empty() => t,
            _ => self.tu.types.unqualified(t),
        }
    }

    /// Whether either type is dependent or erroneous (no conversion can be judged).
    pub fn unjudgeable(&self, a: TypeId, b: TypeId) -> bool {
        let t = &self.tu.types;
        let bad = |x: TypeId| t.is_dependent(x) || matches!(t.shape(x), Type::Error);
        bad(a) || bad(b)
    }

    /// Decays an array or function operand (ArrayToPointer / FunctionToPointer nodes).
    pub fn decay_expr(&mut self, e: ExprId) -> ExprId {
        let ty = self.tu.exprs[e].ty;
        let nr = self.tu.types.non_reference(ty);
        let (kind, to) = match self.tu.types.shape(nr).clone() {
            Type::Array(el, _) => {
                if let Some(c) = self.decayed_conditional(e) {
                    return c;
                }
                (ConvKind::ArrayToPointer, self.tu.types.pointer(el))
            }
            Type::Function(_) => {
                if self.is_member_function_ref(e) {
                    return e;
                }
                (ConvKind::FunctionToPointer, self.tu.types.pointer(nr))
            }
            _ => return e,
        };
        self.tu.implicit_cast(kind, e, to)
    }

    fn is_member_function_ref(&self, e: ExprId) -> bool {
        matches!(
            self.tu.exprs[e].kind,
            ExprKind::Member { .. } | ExprKind::DependentMember { .. }
        )
    }

    /// Whether `e` is a null pointer constant (`nullptr`, or an integer constant 0).
    pub fn is_null_constant(&self, e: ExprId) -> bool {
        let x = &self.tu.exprs[e];
        match x.value.get() {
            Some(crate::il::ConstValue::NullPtr) => true,
            Some(crate::il::ConstValue::Int(0)) => self.tu.types.is_integral(x.ty),
            _ => false,
        }
    }

    /// Whether `t` is an integral type or an unscoped enumeration.
    pub fn is_integral_or_enum(&self, t: TypeId) -> bool {
        self.tu.types.is_integral(t) || self.is_unscoped_enum(t)
    }

    pub fn is_enum(&self, t: TypeId) -> bool {
        matches!(self.tu.types.shape(t), Type::Enum(_))
    }

    pub fn is_unscoped_enum(&self, t: TypeId) -> bool {
        match self.tu.types.shape(t) {
            Type::Enum(d) => {
                matches!(&self.tu.decls[*d].kind, DeclKind::Enum(e) if e.scoped.is_none())
            }
            _ => false,
        }
    }

    pub fn is_arithmetic_or_enum(&self, t: TypeId) -> bool {
        self.tu.types.is_arithmetic(t) || self.is_unscoped_enum(t)
    }

    /// The integral promotion of `t` (itself when none applies).
    pub fn promoted_type(&mut self, t: TypeId) -> TypeId {
        let int = self.tu.types.int();
        match self.tu.types.shape(t).clone() {
            Type::Builtin(b) if b.is_integral() => {
                use Builtin::*;
                match b {
                    Bool | Char | SignedChar | UnsignedChar | Short | UnsignedShort | Char8 => int,
                    Char16 | Char32 | WChar => {
                        // wchar_t is a 32-bit signed type here: all of its values fit `int`.
                        let u = if b == Char32 { UnsignedInt } else { Int };
                        self.tu.types.builtin(u)
                    }
                    _ => self.strip_cv(t),
                }
            }
            Type::Enum(d) => match &self.tu.decls[d].kind {
                DeclKind::Enum(e) if e.scoped.is_none() => {
                    let u = e.underlying;
                    let u = self.promoted_type(u);
                    if self.tu.types.as_builtin(u).is_some_and(|b| b.rank() < 4) {
                        int
                    } else {
                        u
                    }
                }
                _ => self.strip_cv(t),
            },
            _ => self.strip_cv(t),
        }
    }

    /// The common type of the usual arithmetic conversions.
    pub fn arithmetic_common_type(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let x = self.tu.types.as_builtin(a);
        let y = self.tu.types.as_builtin(b);
        let fr = |b: Option<Builtin>| match b {
            Some(Builtin::LongDouble) => 3,
            Some(Builtin::Double) => 2,
            Some(Builtin::Float) => 1,
            _ => 0,
        };
        if fr(x) > 0 || fr(y) > 0 {
            return if fr(x) >= fr(y) {
                self.strip_cv(a)
            } else {
                self.strip_cv(b)
            };
        }
        let pa = self.promoted_type(a);
        let pb = self.promoted_type(b);
        let (Some(x), Some(y)) = (self.integral_builtin(pa), self.integral_builtin(pb)) else {
            return pa;
        };
        if x == y {
            return pa;
        }
        use Builtin::*;
        let pick = if x.is_signed() == y.is_signed() {
            if x.rank() >= y.rank() {
                x
            } else {
                y
            }
        } else {
            let (s, u) = if x.is_signed() { (x, y) } else { (y, x) };
            if u.rank() >= s.rank() {
                u
            } else if s.size_align().map(|z| z.0) > u.size_align().map(|z| z.0) {
                s
            } else {
                match s {
                    Long => UnsignedLong,
                    LongLong => UnsignedLongLong,
                    Int128 => UnsignedInt128,
                    _ => UnsignedInt,
                }
            }
        };
        if pick == x {
            pa
        } else if pick == y {
            pb
        } else {
            self.tu.types.builtin(pick)
        }
    }

    /// Classifies a standard conversion between value types (`from` already decayed).
    /// `null`: the source is a null pointer constant.
    pub fn standard_conversion(
        &self,
        from: TypeId,
        to: TypeId,
        null: bool,
    ) -> Option<(ConvKind, Rank)> {
        let t = &self.tu.types;
        let (fu, tu_) = (t.unqualified(from), t.unqualified(to));
        if fu == tu_ {
            return Some((ConvKind::NoOp, Rank::Exact));
        }
        let fs = t.get(fu).clone();
        let ts = t.get(tu_).clone();
        use ConvKind::*;
        if let Some(c) = self.complex_conversion(&fs, &ts) {
            return Some(c);
        }
        match (&fs, &ts) {
            (_, Type::Builtin(Builtin::Bool))
                if t.is_arithmetic(fu)
                    || t.is_pointer(fu)
                    || self.is_unscoped_enum(fu)
                    || matches!(fs, Type::MemberPointer { .. }) =>
            {
                Some((ToBool, Rank::Conversion))
            }
            (Type::Builtin(a), Type::Builtin(b)) if a.is_integral() && b.is_integral() => {
                let promo = matches!(
                    a,
                    Builtin::Bool
                        | Builtin::Char
                        | Builtin::SignedChar
                        | Builtin::UnsignedChar
                        | Builtin::Short
                        | Builtin::UnsignedShort
                        | Builtin::Char8
                ) && *b == Builtin::Int;
                if promo {
                    Some((IntegralPromotion, Rank::Promotion))
                } else {
                    Some((IntegralConversion, Rank::Conversion))
                }
            }
            (Type::Enum(_), Type::Builtin(b)) if b.is_integral() && self.is_unscoped_enum(fu) => {
                Some((
                    EnumToIntegral,
                    if *b == Builtin::Int {
                        Rank::Promotion
                    } else {
                        Rank::Conversion
                    },
                ))
            }
            (Type::Enum(_), Type::Builtin(b)) if b.is_floating() && self.is_unscoped_enum(fu) => {
                Some((IntegralToFloating, Rank::Conversion))
            }
            (Type::Builtin(a), Type::Builtin(b)) if a.is_floating() && b.is_floating() => {
                if *a == Builtin::Float && *b == Builtin::Double {
                    Some((FloatingPromotion, Rank::Promotion))
                } else {
                    Some((FloatingConversion, Rank::Conversion))
                }
            }
            (Type::Builtin(a), Type::Builtin(b)) if a.is_integral() && b.is_floating() => {
                Some((IntegralToFloating, Rank::Conversion))
            }
            (Type::Builtin(a), Type::Builtin(b)) if a.is_floating() && b.is_integral() => {
                Some((FloatingToIntegral, Rank::Conversion))
            }
            (_, Type::Pointer(_) | Type::MemberPointer { .. })
                if null || matches!(fs, Type::Builtin(Builtin::NullPtr)) =>
            {
                Some((NullPointer, Rank::Conversion))
            }
            (
                Type::Builtin(Builtin::Int | Builtin::Long | Builtin::LongLong),
                Type::Builtin(Builtin::NullPtr),
            ) if null => Some((NullPointer, Rank::Conversion)),
            (Type::Pointer(a), Type::Pointer(b)) => {
                let (ab, aq) = t.split_quals(*a);
                let (bb, bq) = t.split_quals(*b);
                if bq.0 & aq.0 != aq.0 {
                    return None; // would drop qualifiers
                }
                if ab == bb {
                    return Some((Qualification, Rank::Exact));
                }
                if t.is_void(bb) {
                    return Some((PointerConversion, Rank::Conversion));
                }
                match (self.class_of_type(ab), self.class_of_type(bb)) {
                    (Some(d), Some(b)) if self.is_derived_from(d, b) => {
                        Some((DerivedToBase, Rank::Conversion))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether class `d` has `b` as a (direct or indirect) base.
    pub fn is_derived_from(&self, d: DeclId, b: DeclId) -> bool {
        let target = self.tu.first_decl(b);
        let mut work = vec![self.tu.first_decl(d)];
        let mut seen = Vec::new();
        while let Some(c) = work.pop() {
            if seen.contains(&c) || seen.len() > 1000 {
                continue;
            }
            seen.push(c);
            let def = self.class_definition(c);
            if let DeclKind::Class(cd) = &self.tu.decls[def].kind {
                for base in &cd.bases {
                    if let Some(bc) = self.class_of_type(base.ty) {
                        let bc = self.tu.first_decl(bc);
                        if bc == target {
                            return true;
                        }
                        work.push(bc);
                    }
                }
            }
        }
        false
    }

    /// The member functions of a class definition named `name` (constructors,
    /// conversion functions, operators), its own members only.
    pub fn class_members_named(
        &self,
        class: DeclId,
        pred: impl Fn(DeclName) -> bool,
    ) -> Vec<DeclId> {
        let def = self.class_definition(self.tu.first_decl(class));
        let mut out = Vec::new();
        let Some(members) = self.tu.decls[def].members() else {
            return out;
        };
        let mut push = |d: DeclId| {
            let d = match &self.tu.decls[d].kind {
                DeclKind::Template(t) => t.pattern,
                _ => d,
            };
            if matches!(self.tu.decls[d].kind, DeclKind::Function(_)) && pred(self.tu.decls[d].name)
            {
                out.push(d);
            }
        };
        for m in members {
            match m {
                Item::Decl(d) => push(*d),
                Item::Group(g) => g.decls.iter().for_each(|&d| push(d)),
                _ => {}
            }
        }
        out
    }

    /// The constructors of `class` (the parser names them after their class), member
    /// templates as their patterns.
    pub fn class_constructors(&self, class: DeclId) -> Vec<DeclId> {
        let own = self.tu.decls[self.tu.first_decl(class)].name;
        self.class_members_named(class, |n| n == DeclName::Constructor || n == own)
    }

    /// The member operator functions named `name` ([class.member.lookup]): the class's own,
    /// else the first base (breadth first) that declares one.
    pub fn member_operators(&self, class: DeclId, name: DeclName) -> Vec<DeclId> {
        self.first_found_in_class_or_bases(class, |c| self.class_members_named(c, |n| n == name))
    }

    /// A function's parameter types (adjusted) and whether it is variadic.
    pub fn function_params(&self, f: DeclId) -> Option<(Vec<TypeId>, bool)> {
        let DeclKind::Function(fd) = &self.tu.decls[f].kind else {
            return None;
        };
        let ft = self.tu.types.as_function(fd.ty)?;
        Some((ft.params.to_vec(), ft.variadic))
    }

    /// The number of parameters a call must supply (those before the first default).
    pub fn required_params(&self, f: DeclId) -> usize {
        let DeclKind::Function(fd) = &self.tu.decls[f].kind else {
            return 0;
        };
        let defaults = fd
            .params
            .iter()
            .rev()
            .take_while(|&&p| self.param_default(p).is_some())
            .count();
        fd.params.len().saturating_sub(defaults)
    }

    /// A parameter's default argument (on this declaration or an earlier one).
    pub fn param_default(&self, p: DeclId) -> Option<ExprId> {
        match &self.tu.decls[p].kind {
            DeclKind::Param(pd) => pd.default,
            _ => None,
        }
    }

    /// A user-defined conversion from `from` to `to`: a converting constructor of `to`'s
    /// class or a conversion function of `from`'s class.
    pub fn user_conversion(&self, from: TypeId, to: TypeId) -> Option<ConvKind> {
        if let Some(c) = self.class_of_type(to) {
            let ctors = self.class_constructors(c);
            for ctor in ctors {
                let DeclKind::Function(fd) = &self.tu.decls[ctor].kind else {
                    continue;
                };
                if fd.flags.has(crate::il::decl::FnFlags::EXPLICIT) {
                    continue;
                }
                let Some((params, _)) = self.function_params(ctor) else {
                    continue;
                };
                if params.is_empty() || self.required_params(ctor) > 1 {
                    continue;
                }
                let p = self.tu.types.non_reference(params[0]);
                if self
                    .class_of_type(p)
                    .is_some_and(|pc| self.tu.first_decl(pc) == self.tu.first_decl(c))
                {
                    continue; // copy/move constructor
                }
                let pu = self.tu.types.unqualified(p);
                let fu = self.tu.types.unqualified(from);
                if pu == fu || self.standard_conversion(from, p, false).is_some() {
                    return Some(ConvKind::Constructor(ctor));
                }
            }
        }
        if let Some(c) = self.class_of_type(from) {
            let convs = self.class_members_named(c, |n| matches!(n, DeclName::Conversion(_)));
            for f in convs {
                if let DeclName::Conversion(ct) = self.tu.decls[f].name {
                    let ct = self.tu.types.non_reference(ct);
                    if self.tu.types.unqualified(ct) == self.tu.types.unqualified(to)
                        || self.standard_conversion(ct, to, false).is_some()
                    {
                        return Some(ConvKind::ConversionFunction(f));
                    }
                }
            }
        }
        None
    }

    /// The rank of converting expression `e` to type `to` (`None`: impossible).
    pub fn conversion_rank(&mut self, e: ExprId, to: TypeId) -> Option<Rank> {
        let from = self.tu.exprs[e].ty;
        if self.unjudgeable(from, to) {
            return Some(Rank::Exact);
        }
        let to_nr = self.tu.types.non_reference(to);
        if self.tu.types.is_reference(to) {
            let (tb, tq) = self.tu.types.split_quals(to_nr);
            let (fb, fq) = self.tu.types.split_quals(self.tu.types.non_reference(from));
            if tb == fb {
                let is_lvalue = self.tu.exprs[e].cat == ValueCategory::LValue;
                let lref = matches!(
                    self.tu.types.get(self.tu.types.canonical(to)),
                    Type::LValueRef(_)
                );
                if lref && !is_lvalue && !tq.has(Quals::CONST) {
                    return None;
                }
                if tq.0 & fq.0 != fq.0 {
                    return None;
                }
                return Some(Rank::Exact);
            }
            if let (Some(d), Some(b)) = (self.class_of_type(fb), self.class_of_type(tb)) {
                if self.is_derived_from(d, b) {
                    return Some(Rank::Conversion);
                }
            }
            let lref = matches!(
                self.tu.types.get(self.tu.types.canonical(to)),
                Type::LValueRef(_)
            );
            if lref && !tq.has(Quals::CONST) {
                return None;
            }
        }
        let vf = self.value_type(from);
        if self.tu.types.unqualified(vf) == self.tu.types.unqualified(to_nr) {
            return Some(Rank::Exact);
        }
        let null = self.is_null_constant(e);
        if let Some((_, r)) = self.standard_conversion(vf, to_nr, null) {
            return Some(r);
        }
        if self.user_conversion(vf, to_nr).is_some() {
            return Some(Rank::UserDefined);
        }
        None
    }

    /// Converts `e` implicitly to `to`, adding the conversion nodes (none when the types
    /// already agree, or cannot be judged). Constants stay constants where the value
    /// survives. Returns `None` when no implicit conversion exists.
    pub fn try_convert(&mut self, e: ExprId, to: TypeId) -> Option<ExprId> {
        self.try_convert_with(e, to, true)
    }

    /// [`Parser::try_convert`] without the constant-narrowing warnings.
    pub fn try_convert_quiet(&mut self, e: ExprId, to: TypeId) -> Option<ExprId> {
        self.try_convert_with(e, to, false)
    }

    fn try_convert_with(&mut self, e: ExprId, to: TypeId, warn: bool) -> Option<ExprId> {
        let from = self.tu.exprs[e].ty;
        if self.unjudgeable(from, to) {
            return Some(e);
        }
        if self.tu.types.is_reference(to) {
            let referee = self.tu.types.non_reference(to);
            let (tb, _) = self.tu.types.split_quals(referee);
            let (fb, _) = self.tu.types.split_quals(self.tu.types.non_reference(from));
            if tb == fb && self.tu.exprs[e].cat != ValueCategory::PrValue {
                return Some(e);
            }
            if let (Some(d), Some(b)) = (self.class_of_type(fb), self.class_of_type(tb)) {
                if self.is_derived_from(d, b) {
                    let cat = self.tu.exprs[e].cat;
                    let id = self.tu.implicit_cast(ConvKind::DerivedToBase, e, referee);
                    self.tu.exprs[id].cat = cat;
                    return Some(id);
                }
            }
            if tb == fb {
                return Some(e);
            }
            // Binding to a temporary of the referred-to type.
            let tmp_ty = self.tu.types.unqualified(referee);
            return self.try_convert_with(e, tmp_ty, warn);
        }
        let to = self.strip_cv(to);
        let e = self.decay_expr(e);
        let vf = self.tu.exprs[e].ty;
        if self.tu.types.unqualified(vf) == self.tu.types.unqualified(to) {
            return Some(e);
        }
        let null = self.is_null_constant(e);
        let kind = match self.standard_conversion(vf, to, null) {
            Some((k, _)) => k,
            None => self.user_conversion(vf, to)?,
        };
        let id = self.tu.implicit_cast(kind, e, to);
        if let Some(v) = self.tu.exprs[e].value.get() {
            let nv = match kind {
                ConvKind::Constructor(_) | ConvKind::ConversionFunction(_) => None,
                _ => self.convert_value(v, to),
            };
            if warn && kind == ConvKind::IntegralConversion {
                self.check_constant_narrowing(e, v, to);
            }
            self.tu.exprs[id].value = nv.into();
        }
        Some(id)
    }

    /// Warnings for an integer constant that an implicit conversion changes: truncation
    /// (bits lost) or a change of sign (same bits, other sign).
    fn check_constant_narrowing(&mut self, e: ExprId, v: crate::il::ConstValue, to: TypeId) {
        let crate::il::ConstValue::Int(v) = v else {
            return;
        };
        let Some(b) = self.integral_builtin(to) else {
            return;
        };
        if b == Builtin::Bool {
            return;
        }
        let w = self.wrap_to_type(v, to);
        if w == v {
            return;
        }
        let bits = b.size_align().map(|(s, _)| s as u32 * 8).unwrap_or(128);
        if bits >= 128 {
            return;
        }
        let fits_unsigned = (0..(1i128 << bits)).contains(&v);
        let fits_signed = (-(1i128 << (bits - 1))..(1i128 << (bits - 1))).contains(&v);
        let msg = if fits_unsigned || fits_signed {
            crate::parse::Msg::IntegerSignChange
        } else {
            crate::parse::Msg::IntegerTruncated
        };
        let p = self.expr_start(e);
        self.report(msg, crate::parse::Severity::Warning, p, Vec::new());
    }

    /// A variable's initializer converted to its type (`= e` and `(e)` of non-class
    /// types; braces and class objects are left to their constructors): the conversion
    /// nodes and the constant-narrowing warnings.
    pub fn convert_initializer(&mut self, var_ty: TypeId, e: ExprId) -> ExprId {
        let t = self.tu.types.non_reference(var_ty);
        if self.unjudgeable(t, t)
            || matches!(
                self.tu.types.shape(t),
                Type::Auto(_) | Type::Deduced { .. } | Type::Array(..)
            )
            || self.class_of_type(t).is_some()
            || matches!(
                self.tu.exprs[e].kind,
                ExprKind::InitList { .. } | ExprKind::ParenList(_)
            )
        {
            return e;
        }
        self.convert(e, var_ty)
    }

    /// [`Parser::try_convert`], leaving the expression as it is when no conversion exists
    /// (the caller diagnoses, or the construct is not checked yet).
    pub fn convert(&mut self, e: ExprId, to: TypeId) -> ExprId {
        self.try_convert(e, to).unwrap_or(e)
    }

    /// Integral promotion of an operand (after decay).
    pub fn promote_expr(&mut self, e: ExprId) -> ExprId {
        let e = self.decay_expr(e);
        let t = self.tu.exprs[e].ty;
        if !self.is_integral_or_enum(t) {
            return e;
        }
        let p = self.promoted_type(t);
        self.convert(e, p)
    }

    /// A condition or a logical operand converted to `bool`.
    pub fn to_bool(&mut self, e: ExprId) -> ExprId {
        let b = self.tu.types.bool();
        self.convert(e, b)
    }
}
