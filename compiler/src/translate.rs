//! The seam between the driver and the front end proper: the preprocessed token stream in,
//! the outputs and the diagnostics out.
//!
//! The driver runs the preprocessor to the end, then calls [`translate`] once, on a thread
//! with a large stack. The parser (branch `front`), the printer (`emit`) and the module id
//! (`mangle`) plug in here; until they do, translation says it is not implemented.

use crate::cli::Options;
use crate::diag::Issue;
use crate::pp::{PpToken, Preprocessor};

/// What translation produced.
#[derive(Debug, Default)]
pub struct Translation {
    /// Diagnostics in stream order (each with the index of the token it was issued at);
    /// the driver merges them with the preprocessor's.
    pub diagnostics: Vec<Issue>,
    /// `None`: a stage is not implemented yet (the driver says so and exits 1).
    pub output: Option<Output>,
}

/// The files translation writes when there are no errors.
#[derive(Debug, Default)]
pub struct Output {
    /// The host file (`.int.c`).
    pub int_c: Vec<u8>,
    /// The module id (written in `--gen_module_id_file` mode).
    pub module_id: Option<Vec<u8>>,
}

/// Translates the token stream. `pp` gives the source map, the symbols and the records
/// (pragmas, includes) beside the stream.
pub fn translate(tokens: Vec<PpToken>, pp: &Preprocessor, options: &Options) -> Translation {
    let _ = (tokens, pp, options);
    Translation::default()
}
