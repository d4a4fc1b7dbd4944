//! The qualifier of a member defined outside its class (`void b::C::f() {}`).
//!
//! EDG does not re-print the nested-name-specifier written before a member function's
//! or a nested class's name (or a class template's static member's): it names the
//! member's class as any type is named from the scope the definition is in. Inside
//! namespace `a`, `void a::b::C::g()` prints `void b::C::g()`, `::a::b::C::n` at
//! global scope prints `a::b::C::n`, a typedef of the class prints the class
//! (`void CC::m()` is `void a::b::C::m()`), and a class in an inline namespace gains
//! it (`__cxx11::basic_string< _CharT, _Traits, _Alloc> ::swap` written
//! `basic_string<...>::swap` in `std`). A namespace member's qualifier, a
//! non-template class's static data member and a member of a concrete specialization
//! (`template<> int collate< char> ::_M_compare(…)`) keep the written one.

use crate::il::expr::{Qualifier, QualifierPart};
use crate::il::{DeclKind, Type};

use super::Printer;

impl Printer<'_> {
    /// The qualifier of an out-of-class member definition, named from the printing
    /// scope; the written one where the first class part cannot be renamed.
    pub(super) fn definition_qualifier_into(&self, q: Option<&Qualifier>, out: &mut Vec<u8>) {
        let Some(q) = q else { return };
        let Some(first) = q
            .parts
            .iter()
            .position(|p| matches!(p, QualifierPart::Type(_)))
        else {
            return self.qualifier_into(Some(q), out);
        };
        if q.parts[..first]
            .iter()
            .any(|p| !matches!(p, QualifierPart::Namespace(_)))
        {
            return self.qualifier_into(Some(q), out);
        }
        let QualifierPart::Type(t) = q.parts[first] else {
            return self.qualifier_into(Some(q), out);
        };
        let tu = self.tu;
        let head = match tu.types.get(t) {
            // A concrete specialization (an explicit specialization's member: `template<>
            // int collate< char> ::_M_compare(…)` in `std`) keeps the qualifier written,
            // gaining no inline namespace.
            Type::TemplateId { .. }
                if !crate::il::template_query::names_template_param(self.tu, t) =>
            {
                return self.qualifier_into(Some(q), out);
            }
            Type::TemplateId { template, .. } => {
                let mut v = self.scope_qualifier(*template);
                v.extend_from_slice(&self.written_qualifier_type(t));
                v
            }
            Type::Class(d) if tu.decl(*d).instance_of.is_none() => {
                let mut v = self.scope_qualifier(*d);
                v.extend_from_slice(&self.written_qualifier_type(t));
                v
            }
            // A typedef of a class names the class.
            Type::Typedef { .. } => match tu.types.get(tu.types.canonical(t)) {
                Type::Class(d)
                    if tu.decl(*d).instance_of.is_none()
                        && matches!(tu.decl(*d).kind, DeclKind::Class(_))
                        && tu.types.canonical(t) != t =>
                {
                    self.qualified_type_name(*d)
                }
                _ => return self.qualifier_into(Some(q), out),
            },
            _ => return self.qualifier_into(Some(q), out),
        };
        out.extend_from_slice(&head);
        out.extend_from_slice(b"::");
        let rest = Qualifier {
            global: false,
            parts: q.parts[first + 1..].into(),
        };
        self.qualifier_into(Some(&rest), out);
    }
}

impl Printer<'_> {
    /// A static data member's definition: a class template's member is named from the
    /// printing scope (`template< class T> int b::G< T> ::s`), any other keeps the
    /// qualifier written (`int a::b::C::s` inside `a`).
    pub(super) fn var_qualifier_into(&self, q: Option<&Qualifier>, out: &mut Vec<u8>) {
        let templated = q.is_some_and(|q| {
            q.parts.iter().any(|p| match p {
                QualifierPart::Type(t) => {
                    matches!(self.tu.types.get(*t), Type::TemplateId { .. })
                        && crate::il::template_query::names_template_param(self.tu, *t)
                }
                _ => false,
            })
        });
        if templated {
            self.definition_qualifier_into(q, out)
        } else {
            self.qualifier_into(q, out)
        }
    }
}
