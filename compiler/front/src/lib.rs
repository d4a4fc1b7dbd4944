//! rcudafe's front end: tokens → IL. The parser ([`parse`]) calls sema ([`sema`]) for every
//! decision C++ needs as it goes (is this name a type? which overload?), and the CUDA checks
//! run over the finished IL. Parsing never fails: it returns the IL and diagnostics as data.
//!
//! Sema is `impl Parser` for now, so the two live in one crate; the back end never calls
//! either (it reads the IL and the queries in `rcudafe_il`).

pub mod parse;
pub mod sema;

// The crates below, under the names the modules use (`crate::il::Decl`).
use rcudafe_base::{diag, source, stack};
use rcudafe_il as il;
use rcudafe_lex as lex;
use rcudafe_pp as pp;
