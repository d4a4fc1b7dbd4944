//! Itanium C++ ABI name mangling, as EDG 6.6 (cudafe++) and cicc write it.
//!
//! The names matter in two places: the module id takes the symbol of the TU's first
//! eligible entity, and the stub file names every kernel (`__device_stub__Z...`,
//! `__cudaRegisterEntry(..., _Z..., ...)`). [`tree`] is the mangler's model of names and
//! types, [`encode`] writes it out with substitutions.

mod alias;
pub mod deduce;
pub mod encode;
mod entity;
pub mod il;
mod template_args;
pub mod tree;

pub use encode::{mangle, mangle_type};
pub use entity::entity_symbol;
pub use il::Mangler;

#[cfg(test)]
mod tests;
