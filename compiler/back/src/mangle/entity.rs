//! The module id's entity part: the mangled name of the TU's first eligible entity.

use crate::il::TranslationUnit;

/// The symbol the generated module id takes its entity part from: the mangled name of the
/// TU's first eligible entity ([`crate::module_id::first_eligible`]); `None`: the fallback
/// applies. It lives here, above the module id, so the mangler and the module id do not
/// call each other.
pub fn entity_symbol(tu: &TranslationUnit) -> Option<Vec<u8>> {
    let entity = crate::module_id::first_eligible(tu)?;
    // An eligible entity is never in an anonymous namespace, so its name does not depend
    // on the module id being computed.
    super::Mangler::new(tu, b"").symbol(entity)
}
