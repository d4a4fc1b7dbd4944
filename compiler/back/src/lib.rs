//! rcudafe's back end: reads the finished IL and writes what cudafe++ writes. The host file
//! printer ([`emit`]), cicc's stub file ([`stub`]), the Itanium mangler ([`mangle`]), the
//! module id ([`module_id`]) and x86-64 class layout ([`layout`]).
//!
//! It depends on the IL and the layers below it, never on the front end: every semantic
//! fact it needs is in the IL or answered by a query over it (`rcudafe_il::template_query`).
//! Inside, the calls go one way: `stub` → `mangle` → `module_id`, `stub` → `layout`,
//! `emit` → `module_id`.

pub mod emit;
pub use crate::il::layout;
pub mod mangle;
pub mod module_id;
pub mod stub;

// The crates below, under the names the modules use (`crate::il::Decl`).
use rcudafe_base::{language, output, source, stack, text};
use rcudafe_il as il;
use rcudafe_lex as lex;
use rcudafe_pp as pp;
