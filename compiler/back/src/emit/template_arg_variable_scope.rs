//! A variable template named inside template arguments.
//!
//! EDG names a variable template's specialization inside template arguments by the
//! template's scope as seen from the printing scope, whatever was written: inside
//! `cuda::std` (around the inline `__4` that declares it) `en_t< is_integral_v< T> , int>`
//! prints `en_t< __4::is_integral_v< T> , int>`; at global scope `cuda::std::is_integral_v< T>`
//! prints `cuda::std::__4::is_integral_v< T>`. Elsewhere it stays as written
//! (`return std::is_integral_v< T> ;`).

use crate::il::{DeclId, DeclKind};

use super::Printer;

impl Printer<'_> {
    /// The scope qualifier of the variable template `candidates` name, inside template
    /// arguments; `None` elsewhere or for another name.
    pub(super) fn template_arg_variable_qualifier(&self, candidates: &[DeclId]) -> Option<Vec<u8>> {
        if self.in_template_arg.get() == 0 {
            return None;
        }
        let &[c] = candidates else { return None };
        match &self.tu.decl(c).kind {
            DeclKind::Template(t)
                if matches!(self.tu.decl(t.pattern).kind, DeclKind::Var(_))
                    && !self.tu.concepts.contains(&t.pattern) =>
            {
                Some(self.scope_qualifier(c))
            }
            _ => None,
        }
    }
}
