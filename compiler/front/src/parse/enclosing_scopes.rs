//! The classes whose members are in scope in an out-of-line member's declarator and body:
//! the member's class and every class enclosing it, outermost first (EDG finds `A::Op`
//! in `void A::B::f(Op o) { Op x = op_a; }`, and through a nested class template:
//! `template <class T> void A::M<T>::f(Op o)`, whose pattern's parent is its template).

use crate::il::{DeclId, DeclKind};

use super::Parser;

impl Parser<'_, '_> {
    /// `class` and the classes enclosing it, outermost first (first declarations).
    pub(crate) fn member_scope_chain(&self, class: DeclId) -> Vec<DeclId> {
        let mut chain = Vec::new();
        let mut c = Some(class);
        while let Some(d) = c {
            if chain.len() > 64 {
                break;
            }
            match &self.tu.decls[d].kind {
                DeclKind::Class(_) => chain.push(self.tu.first_decl(d)),
                DeclKind::Template(_) if d != class => {}
                _ => break,
            }
            c = self.tu.decls[self.tu.first_decl(d)].parent;
        }
        chain.reverse();
        chain
    }
}
