//! rcudafe: an open reimplementation of NVIDIA's cudafe++ 13.0.88, the EDG 6.6 based CUDA
//! front end that nvcc runs to produce the host side of a translation unit.
//!
//! The pipeline (see docs/ARCHITECTURE.md) is `cli` → `source` → lex → pp → parse/sema →
//! IL → emit/stub, with `diag` rendering every message the way the reference does. The
//! stages are crates (`rcudafe-base`, `-lex`, `-pp`, `-il`, `-front`, `-back`); this crate
//! is the command line ([`cli`]), one run ([`driver`]) and the seam between the
//! preprocessor, the front end and the back end ([`translate`]). It re-exports the stages
//! under their module names (`rcudafe::parse`, `rcudafe::il`, ...) for the oracle, the
//! fuzz targets and the tests.

pub mod cli;
pub mod driver;
pub mod translate;

pub use rcudafe_back::{emit, layout, mangle, module_id, stub};
pub use rcudafe_base::{diag, language, output, source, symbols, termination, text};
pub use rcudafe_front::{parse, sema};
pub use rcudafe_il as il;
pub use rcudafe_lex as lex;
pub use rcudafe_pp as pp;

/// The cudafe++ release rcudafe reimplements.
pub const REFERENCE_VERSION: &str = "13.0.88";
