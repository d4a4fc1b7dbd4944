//! Variable-template and concept specializations for dependent arguments in initializers.
//!
//! EDG treats `is_v< T>` (a variable template's specialization whose arguments wait for
//! instantiation) as a constant in a constant context (`static_assert((is_v< T> ))`), but
//! in the initializer of a variable other than a static data member it is an ordinary expression: `bool b = is_v< T> ;`,
//! `int n = size_v< T>  + 1;` print bare. A concept-id (`C< T>`) is a constant that,
//! like a name, prints bare on its own (`static_assert(C< T> )`, `bool b = C< T> ;`) and
//! makes the operators over it constants (`(!C< T> )`).

use crate::il::{DeclId, DeclKind, ExprId, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// Inside a variable's initializer, whether the candidates name a variable template
    /// (not a concept): its specialization is no constant there.
    pub(super) fn variable_template_id_not_constant(&self, candidates: &[DeclId]) -> bool {
        self.in_variable_init.get()
            && !candidates.is_empty()
            && candidates.iter().all(|&c| match &self.tu.decl(c).kind {
                DeclKind::Template(t) => {
                    matches!(self.tu.decl(t.pattern).kind, DeclKind::Var(_))
                        && !self.tu.concepts.contains(&t.pattern)
                }
                _ => false,
            })
    }

    /// Whether `e` names a concept (`C< T>`, `ns::C< int>`).
    pub(super) fn is_concept_id(&self, e: ExprId) -> bool {
        match &self.tu.expr(e).kind {
            ExprKind::Unresolved { candidates, .. } => {
                matches!(candidates[..], [c] if self.concept_template(c).is_some())
            }
            ExprKind::DeclRef { decl, .. } => self.concept_template(*decl).is_some(),
            _ => false,
        }
    }

    /// Whether `e` names a variable template's specialization (`v< int>`): with concrete
    /// arguments (sema knows its value) a name, bare on its own as an initializer or a
    /// `static_assert` condition (`static_assert(v< int> , "")`).
    pub(super) fn is_variable_template_id(&self, e: ExprId) -> bool {
        match &self.tu.expr(e).kind {
            ExprKind::Unresolved { candidates, .. } => {
                !candidates.is_empty()
                    && candidates.iter().all(|&c| match &self.tu.decl(c).kind {
                        DeclKind::Template(t) => {
                            matches!(self.tu.decl(t.pattern).kind, DeclKind::Var(_))
                                && !self.tu.concepts.contains(&t.pattern)
                        }
                        _ => false,
                    })
            }
            _ => false,
        }
    }
}
