//! Whether the text being printed is part of a template definition, where EDG keeps
//! template-ids as written (their type arguments' typedef names: `Same< SZ, int>`) because
//! they wait for instantiation: a class template's members (a member function template's
//! signature too, in class or out of it) and a function template's body. The signature of a
//! function template outside any template (at namespace scope, in a plain class) is
//! resolved at its declaration: its template-ids print canonically, dependent ones too
//! (`template< class T> void g(Same< unsigned long, T> )`); so is an out-of-line
//! member's return type, printed before its class is entered.

use crate::il::{DeclId, DeclKind};

use super::Printer;

impl Printer<'_> {
    pub(super) fn in_template_definition(&self) -> bool {
        let s = self.scope.get();
        if !self.in_function_body.get() && matches!(self.tu.decl(s).kind, DeclKind::Function(_)) {
            // A signature is where the function was first declared: an out-of-line
            // member of a class template is inside it (`Tr< A> ::h(Same< SZ, A> )`); a
            // function template's own signature is in the scope around its template.
            let f = self.first_declaration(s);
            if let Some(t) = self.tu.decl(f).parent {
                if let DeclKind::Template(td) = &self.tu.decl(t).kind {
                    // `template<class A> template<class U> … Tr<A>::mf(…)`: a member
                    // template of a class template, defined out of line.
                    let enclosing = td
                        .param_lists
                        .iter()
                        .filter(|l| !l.params.is_empty())
                        .count()
                        > 1;
                    return enclosing || self.in_template(self.first_declaration(t));
                }
            }
            return self.in_template(f);
        }
        self.in_template(s)
    }

    fn first_declaration(&self, mut d: DeclId) -> DeclId {
        for _ in 0..64 {
            match self.tu.decl(d).prev {
                Some(p) if p != d => d = p,
                _ => break,
            }
        }
        d
    }
}
