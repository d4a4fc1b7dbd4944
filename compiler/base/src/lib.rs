//! What every stage of rcudafe stands on: source files and positions ([`source`]), the
//! identifier interner ([`symbols`]), the language selected ([`language`]), bytes and OS
//! strings ([`text`]), output files written whole or not at all ([`output`]), and the
//! diagnostics: catalog, policy, engine and renderers ([`diag`]); ending the process cleanly
//! on a signal or when memory runs out ([`termination`]).
//!
//! Nothing here knows about tokens, the IL or the command line.

pub mod diag;
pub mod language;
pub mod output;
pub mod source;
pub mod stack;
pub mod symbols;
pub mod termination;
pub mod text;
