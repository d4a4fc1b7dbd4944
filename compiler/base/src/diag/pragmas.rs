//! `#pragma nv_diag_*` and `nv_diagnostic push|pop` as events: the preprocessor records
//! them in stream order (it checks their arguments through [`DiagNames`]), the
//! [`super::Engine`] applies them to the diagnostics issued after them.

use crate::source::Pos;

/// What a diagnostic pragma does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiagAction {
    Suppress,
    Remark,
    Warning,
    Error,
    Default,
    Once,
    Push,
    Pop,
}

/// One argument of a diagnostic pragma, as written (a display number is not converted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagItem {
    Number(u32),
    Tag(Vec<u8>),
}

/// A `#pragma nv_diag_*` / `nv_diagnostic push|pop` event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagPragma {
    pub action: DiagAction,
    pub items: Vec<(DiagItem, Pos)>,
    pub at: Pos,
    pub token_index: u32,
}

/// Which diagnostic numbers and tags exist (the diagnostic catalog plugs in here).
pub trait DiagNames {
    fn number_is_valid(&self, n: u32) -> bool;
    fn tag_is_valid(&self, tag: &[u8]) -> bool;
}
