//! The class qualifying a name inside a template argument is named from the printing scope.
//!
//! EDG keeps a template argument expression as its IL holds it: the qualifier of a member
//! named there is the class itself, not the written path, and it is printed as any type
//! is where it is printed (qualify): inside `s`, `ei_t<s::br<T>::value, T*>` and
//! `h<::s::br<T>::value>()` print `ei_t< br< T> ::value, T *> ` and `h< br< T> ::value> ()`,
//! `s::in::D1<T>::value` prints `D1< T> ::value` inside `s::in`, and an alias template-id
//! qualifier stands for the class it names, qualified from the printing scope
//! (`g::it2<T>::value` with `using it2 = h::n2<T>` in `g` prints `g::h::n2< T> ::value`
//! inside `s`, `h::n2< T> ::value` inside `g`). Outside template arguments the written
//! qualifier stays (`return s::template br< T> ::value;`).

use crate::il::expr::{Qualifier, QualifierPart};
use crate::il::{DeclKind, Type, TypeId};

use super::Printer;

impl Printer<'_> {
    /// `br< T> ::` for a qualifier whose last part is a class (after namespaces only),
    /// printed inside a template argument; `None` elsewhere.
    pub(super) fn arg_qualifier_from_scope(&self, q: &Qualifier) -> Option<Vec<u8>> {
        if self.in_template_arg.get() == 0 {
            return None;
        }
        let (last, before) = q.parts.split_last()?;
        if !before
            .iter()
            .all(|p| matches!(p, QualifierPart::Namespace(_)))
        {
            return None;
        }
        let QualifierPart::Type(t) = last else {
            return None;
        };
        let mut out = self.class_named_from_scope(*t)?;
        out.extend_from_slice(b"::");
        Some(out)
    }

    /// A class or class template-id named with the qualifier the printing scope needs.
    pub(super) fn class_named_from_scope(&self, t: TypeId) -> Option<Vec<u8>> {
        match self.tu.types.get(t) {
            Type::TemplateId { template, args, .. } => {
                let DeclKind::Template(td) = &self.tu.decl(*template).kind else {
                    return None;
                };
                if !matches!(self.tu.decl(td.pattern).kind, DeclKind::Class(_)) {
                    return None;
                }
                let mut v = self.qualified_type_name_of(*template, t);
                v.extend_from_slice(&self.class_template_id_args(*template, args));
                Some(v)
            }
            Type::Class(d) if self.tu.decl(*d).instance_of.is_none() => {
                Some(self.qualified_type_name_of(*d, t))
            }
            _ => None,
        }
    }
}
