//! The type transformations (`__underlying_type`, `__remove_cv`, `__decay`, ...): the type
//! each yields for a non-dependent operand ([meta.trans]).

use crate::il::types::{Builtin, Quals, Type};
use crate::il::{DeclKind, TranslationUnit, TypeId};

use super::Rule;

/// Why a transformation has no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransformError {
    /// `__underlying_type` of a type that is no enumeration.
    NotEnum,
    /// `__make_signed`/`__make_unsigned` of a type that is no integral (other than `bool`)
    /// or enumeration type.
    NotIntegral,
}

/// The type `rule` makes of `t` (canonical). `Ok(None)`: not known (an unknown or
/// incomplete enumeration).
pub fn apply(
    tu: &mut TranslationUnit,
    rule: Rule,
    t: TypeId,
) -> Result<Option<TypeId>, TransformError> {
    use Rule::*;
    let t = tu.types.canonical(t);
    let types = &mut tu.types;
    Ok(Some(match rule {
        UnderlyingType => {
            let Type::Enum(d) = types.shape(t).clone() else {
                if matches!(types.shape(t), Type::Error) {
                    return Ok(None);
                }
                return Err(TransformError::NotEnum);
            };
            return Ok(enum_underlying(tu, d));
        }
        RemoveCv => remove_quals(types, t, Quals(Quals::CONST.0 | Quals::VOLATILE.0)),
        RemoveConst => remove_quals(types, t, Quals::CONST),
        RemoveVolatile => remove_quals(types, t, Quals::VOLATILE),
        RemoveRestrict => remove_quals(types, t, Quals::RESTRICT),
        RemoveReference => types.non_reference(t),
        RemoveCvref => {
            let u = types.non_reference(t);
            remove_quals(types, u, Quals(Quals::CONST.0 | Quals::VOLATILE.0))
        }
        RemovePointer => match types.shape(t) {
            Type::Pointer(p) => types.canonical(*p),
            _ => t,
        },
        RemoveExtent => match types.shape(t) {
            Type::Array(e, _) => {
                let (_, q) = types.split_quals(t);
                let e = types.canonical(*e);
                types.qualified(e, q)
            }
            _ => t,
        },
        RemoveAllExtents => {
            let mut cur = t;
            let mut quals = Quals::NONE;
            for _ in 0..1000 {
                let (_, q) = types.split_quals(cur);
                match types.shape(cur) {
                    Type::Array(e, _) => {
                        quals = quals.union(q);
                        cur = types.canonical(*e);
                    }
                    _ => break,
                }
            }
            types.qualified(cur, quals)
        }
        AddPointer => {
            if !referenceable(types, t) && !types.is_void(t) {
                return Ok(Some(t));
            }
            let u = types.non_reference(t);
            types.pointer(u)
        }
        AddLvalueReference => {
            if !referenceable(types, t) {
                return Ok(Some(t));
            }
            let u = types.lvalue_ref(t);
            types.canonical(u)
        }
        AddRvalueReference => {
            if !referenceable(types, t) {
                return Ok(Some(t));
            }
            let u = types.rvalue_ref(t);
            types.canonical(u)
        }
        Decay => {
            let u = types.non_reference(t);
            match types.shape(u).clone() {
                Type::Array(e, _) => {
                    let (_, q) = types.split_quals(u);
                    let e = types.canonical(e);
                    let e = types.qualified(e, q);
                    types.pointer(e)
                }
                Type::Function(_) => types.pointer(u),
                _ => remove_quals(types, u, Quals(Quals::CONST.0 | Quals::VOLATILE.0)),
            }
        }
        MakeSigned | MakeUnsigned => return make_signedness(tu, t, rule == MakeSigned),
        _ => return Ok(None),
    }))
}

/// `t` without the qualifiers `q` at its top (arrays: on their elements).
fn remove_quals(types: &mut crate::il::TypeTable, t: TypeId, q: Quals) -> TypeId {
    let (base, have) = types.split_quals(t);
    if let Type::Array(e, bound) = types.get(base).clone() {
        let e = remove_quals(types, e, q);
        let arr = types.array(e, bound);
        let arr = types.canonical(arr);
        return types.qualified(arr, have.without(q));
    }
    types.qualified(base, have.without(q))
}

/// Whether a reference to `t` can be formed: not `void`, not a function type with cv- or
/// ref-qualifiers.
fn referenceable(types: &crate::il::TypeTable, t: TypeId) -> bool {
    if types.is_void(t) {
        return false;
    }
    match types.as_function(t) {
        Some(f) => f.quals.is_empty() && f.ref_qual == crate::il::types::RefQual::None,
        None => true,
    }
}

/// An enumeration's underlying type (its definition's), when it is complete.
fn enum_underlying(tu: &TranslationUnit, d: crate::il::DeclId) -> Option<TypeId> {
    let self_ty = match &tu.decls[d].kind {
        DeclKind::Enum(e) => e.self_ty,
        _ => return None,
    };
    let def = tu
        .decls
        .iter()
        .find(|(_, x)| matches!(&x.kind, DeclKind::Enum(e) if e.self_ty == self_ty && (e.complete || e.written_underlying.is_some())))
        .map(|(id, _)| id)
        .unwrap_or(d);
    match &tu.decls[def].kind {
        DeclKind::Enum(e) if e.complete || e.written_underlying.is_some() => {
            Some(tu.types.canonical(e.underlying))
        }
        _ => None,
    }
}

/// `__make_signed` / `__make_unsigned`: the integer type of the same rank (`char` goes to
/// `signed char`/`unsigned char`; enumerations and the character types to the smallest
/// standard integer of their size), cv-qualifiers kept.
fn make_signedness(
    tu: &mut TranslationUnit,
    t: TypeId,
    signed: bool,
) -> Result<Option<TypeId>, TransformError> {
    use Builtin::*;
    let (base, quals) = tu.types.split_quals(t);
    let size = match tu.types.get(base).clone() {
        Type::Builtin(Bool) => return Err(TransformError::NotIntegral),
        Type::Builtin(b) if b.is_integral() => {
            let pair = match b {
                Char | SignedChar | UnsignedChar => Some((SignedChar, UnsignedChar)),
                Short | UnsignedShort => Some((Short, UnsignedShort)),
                Int | UnsignedInt => Some((Int, UnsignedInt)),
                Long | UnsignedLong => Some((Long, UnsignedLong)),
                LongLong | UnsignedLongLong => Some((LongLong, UnsignedLongLong)),
                Int128 | UnsignedInt128 => Some((Int128, UnsignedInt128)),
                _ => None,
            };
            if let Some((s, u)) = pair {
                let r = tu.types.builtin(if signed { s } else { u });
                return Ok(Some(tu.types.qualified(r, quals)));
            }
            b.size_align().map(|(s, _)| s)
        }
        Type::Enum(d) => {
            let Some(u) = enum_underlying(tu, d) else {
                return Ok(None);
            };
            tu.types
                .as_builtin(u)
                .and_then(|b| b.size_align())
                .map(|(s, _)| s)
        }
        Type::Error => return Ok(None),
        _ => return Err(TransformError::NotIntegral),
    };
    let Some(size) = size else { return Ok(None) };
    let by_size = [
        (SignedChar, UnsignedChar),
        (Short, UnsignedShort),
        (Int, UnsignedInt),
        (Long, UnsignedLong),
        (LongLong, UnsignedLongLong),
        (Int128, UnsignedInt128),
    ];
    let Some(&(s, u)) = by_size
        .iter()
        .find(|(s, _)| s.size_align().is_some_and(|(n, _)| n == size))
    else {
        return Ok(None);
    };
    let r = tu.types.builtin(if signed { s } else { u });
    Ok(Some(tu.types.qualified(r, quals)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qualifiers_and_references() {
        let mut tu = TranslationUnit::new();
        let int = tu.types.int();
        let cint = tu.types.qualified(int, Quals::CONST);
        let cint_ref = tu.types.lvalue_ref(cint);
        assert_eq!(apply(&mut tu, Rule::RemoveCvref, cint_ref), Ok(Some(int)));
        assert_eq!(
            apply(&mut tu, Rule::RemoveReference, cint_ref),
            Ok(Some(cint))
        );
        let arr = tu.types.array(cint, crate::il::types::ArrayBound::Known(3));
        let plain = tu.types.array(int, crate::il::types::ArrayBound::Known(3));
        assert_eq!(apply(&mut tu, Rule::RemoveCv, arr), Ok(Some(plain)));
        let p = tu.types.pointer(cint);
        assert_eq!(apply(&mut tu, Rule::Decay, arr), Ok(Some(p)));
        let rr = tu.types.rvalue_ref(int);
        let lr = tu.types.lvalue_ref(int);
        assert_eq!(apply(&mut tu, Rule::AddLvalueReference, rr), Ok(Some(lr)));
        let void = tu.types.void();
        assert_eq!(
            apply(&mut tu, Rule::AddLvalueReference, void),
            Ok(Some(void))
        );
        let vp = tu.types.pointer(void);
        assert_eq!(apply(&mut tu, Rule::AddPointer, void), Ok(Some(vp)));
    }

    #[test]
    fn signedness() {
        let mut tu = TranslationUnit::new();
        let u = tu.types.builtin(Builtin::UnsignedInt);
        let i = tu.types.int();
        assert_eq!(apply(&mut tu, Rule::MakeSigned, u), Ok(Some(i)));
        let ch = tu.types.builtin(Builtin::Char);
        let uc = tu.types.builtin(Builtin::UnsignedChar);
        assert_eq!(apply(&mut tu, Rule::MakeUnsigned, ch), Ok(Some(uc)));
        let w = tu.types.builtin(Builtin::WChar);
        assert_eq!(apply(&mut tu, Rule::MakeUnsigned, w), Ok(Some(u)));
        let b = tu.types.bool();
        assert_eq!(
            apply(&mut tu, Rule::MakeSigned, b),
            Err(TransformError::NotIntegral)
        );
        assert_eq!(
            apply(&mut tu, Rule::UnderlyingType, i),
            Err(TransformError::NotEnum)
        );
    }
}
