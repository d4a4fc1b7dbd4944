//! Whether the text being printed is part of a template definition, where EDG keeps
//! template-ids as written (their type arguments' typedef names: `Same< SZ, int>`) because
//! they wait for instantiation: a class template's members (a member function template's
//! signature too) and a function template's body. A namespace-scope function template's
//! own signature is resolved at its declaration: its template-ids print canonically
//! (`template< class T> void g(Same< unsigned long, int> )`).

use crate::il::DeclKind;

use super::Printer;

impl Printer<'_> {
    pub(super) fn in_template_definition(&self) -> bool {
        let s = self.scope.get();
        if !self.in_function_body.get() && matches!(self.tu.decl(s).kind, DeclKind::Function(_)) {
            // A function template's signature: the scope around its template.
            if let Some(t) = self.tu.decl(s).parent {
                if matches!(self.tu.decl(t).kind, DeclKind::Template(_)) {
                    return self.in_template(t);
                }
            }
        }
        self.in_template(s)
    }
}
