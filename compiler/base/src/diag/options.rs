//! How the command line asks diagnostics to be shown and counted (`--diag_*`,
//! `--display_error_number`, `--error_limit`, `-w`, `-r`, `--output_mode`, ...). The
//! command line fills it; the diagnostic [`super::Policy`] and the driver read it.

/// What a `--diag_*` option does to a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagAction {
    Suppress,
    Remark,
    Warning,
    Error,
    Once,
}

/// One entry of a `--diag_*` list, in command-line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagControl {
    pub action: DiagAction,
    /// The internal diagnostic number (a CUDA number given as 20xxx is stored as 3xxx).
    pub number: u16,
}

/// How diagnostics are shown and counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiagnosticOptions {
    pub display_error_number: bool,
    pub controls: Vec<DiagControl>,
    /// `--error_limit` (positive); the reference's default is 100.
    pub error_limit: Option<i64>,
    pub promote_warnings: bool,
    /// `-w` / `--no_warnings`.
    pub no_warnings: bool,
    /// `-r` / `--remarks`.
    pub remarks: bool,
    /// `--output_mode`: text or SARIF.
    pub output_mode: super::Format,
    /// `--context_limit` (instantiation contexts shown).
    pub context_limit: Option<i64>,
}
