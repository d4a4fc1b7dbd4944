//! Itanium C++ ABI name mangling, as EDG 6.6 (cudafe++) and cicc write it.
//!
//! The names matter in two places: the module id takes the symbol of the TU's first
//! eligible entity, and the stub file names every kernel (`__device_stub__Z...`,
//! `__cudaRegisterEntry(..., _Z..., ...)`). [`tree`] is the mangler's model of names and
//! types, [`encode`] writes it out with substitutions.

mod alias;
pub mod deduce;
pub mod encode;
pub mod il;
pub mod tree;

pub use encode::{mangle, mangle_type};
pub use il::Mangler;

use crate::il::TranslationUnit;

/// The symbol the generated module id takes its entity part from: the mangled name of the
/// TU's first eligible entity ([`crate::module_id::first_eligible`]); `None`: the fallback
/// applies. It lives here, above the module id, so the mangler and the module id do not
/// call each other.
pub fn entity_symbol(tu: &TranslationUnit) -> Option<Vec<u8>> {
    let entity = crate::module_id::first_eligible(tu)?;
    // An eligible entity is never in an anonymous namespace, so its name does not depend
    // on the module id being computed.
    Mangler::new(tu, b"").symbol(entity)
}

#[cfg(test)]
mod tests;
