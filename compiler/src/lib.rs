//! rcudafe: an open reimplementation of NVIDIA's cudafe++ 13.0.88, the EDG 6.6 based CUDA
//! front end that nvcc runs to produce the host side of a translation unit.
//!
//! The pipeline (see docs/ARCHITECTURE.md) is `cli` → `source` → lex → pp → parse/sema →
//! gen, with `diag` rendering every message the way the reference does. So far the command
//! line, the input, the output discipline and the command-line diagnostics exist; the
//! [`driver`] stops where translation would begin.

pub mod cli;
pub mod diag;
pub mod driver;
pub mod emit;
pub mod il;
pub mod language;
pub mod layout;
pub mod lex;
pub mod mangle;
pub mod module_id;
pub mod output;
pub mod parse;
pub mod pp;
pub mod sema;
pub mod source;
pub mod stub;
pub mod text;
pub mod translate;

/// The cudafe++ release rcudafe reimplements.
pub const REFERENCE_VERSION: &str = "13.0.88";
