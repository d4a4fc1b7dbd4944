//! Parameter types as cicc prints them in the stub: C form (`const struct Vec3 *`) for the
//! stub functions and casts, C++ form (`const struct ::Vec3 *`) for the host definition.

use super::Unsupported;
use crate::il::types::Type;
use crate::il::{DeclKind, Quals, TranslationUnit, TypeId};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    C,
    Cxx,
}

/// The type's text and whether it is a class (passed with `__cudaSetupArg`).
pub fn c_type(
    tu: &TranslationUnit,
    t: TypeId,
    flavor: Flavor,
) -> Result<(String, bool), Unsupported> {
    let types = &tu.types;
    let t = types.canonical(t);
    let (base, q) = types.split_quals(t);
    let konst = if q.has(Quals::CONST) { "const " } else { "" };
    if q.has(Quals::VOLATILE) || q.has(Quals::RESTRICT) {
        return Err(Unsupported("volatile or __restrict__ parameters"));
    }
    Ok(match types.get(base) {
        Type::Builtin(b) => (format!("{konst}{}", b.spelling()), false),
        Type::Pointer(inner) => {
            let (text, _) = pointee(tu, *inner, flavor)?;
            (format!("{text}*"), false)
        }
        Type::Class(d) => (format!("{konst}{}", class_name(tu, *d, flavor)?), true),
        _ => return Err(Unsupported("parameter type")),
    })
}

/// A pointee with its trailing space (`int `, `const struct Vec3 `, `int *`).
fn pointee(tu: &TranslationUnit, t: TypeId, flavor: Flavor) -> Result<(String, bool), Unsupported> {
    let types = &tu.types;
    let (base, q) = types.split_quals(t);
    if q.has(Quals::RESTRICT) || q.has(Quals::VOLATILE) {
        return Err(Unsupported("volatile or __restrict__ pointees"));
    }
    let konst = if q.has(Quals::CONST) { "const " } else { "" };
    Ok(match types.get(base) {
        Type::Builtin(b) => (format!("{konst}{} ", b.spelling()), false),
        Type::Class(d) => (format!("{konst}{} ", class_name(tu, *d, flavor)?), false),
        Type::Pointer(inner) if q.is_empty() => {
            let (text, _) = pointee(tu, *inner, flavor)?;
            (format!("{text}*"), false)
        }
        _ => return Err(Unsupported("pointee type")),
    })
}

/// `struct Vec3` / `struct ::Vec3` for a class at global scope.
fn class_name(
    tu: &TranslationUnit,
    d: crate::il::DeclId,
    flavor: Flavor,
) -> Result<String, Unsupported> {
    let decl = &tu.decls[d];
    let DeclKind::Class(c) = &decl.kind else {
        return Err(Unsupported("class type"));
    };
    if decl.parent != Some(TranslationUnit::ROOT) || c.specialization.is_some() {
        return Err(Unsupported("classes outside the global scope or templates"));
    }
    let key = match c.key {
        crate::il::decl::ClassKey::Union => "union",
        _ => "struct",
    };
    let name = String::from_utf8_lossy(tu.name_bytes(d));
    Ok(match flavor {
        Flavor::C => format!("{key} {name}"),
        Flavor::Cxx => format!("{key} ::{name}"),
    })
}
