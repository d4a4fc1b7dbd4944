//! The qualifier of an out-of-class member definition names the inline namespaces
//! between the namespace it is written in and its class (D-NS): EDG prints
//! `void __cxx11::list< T> ::f() {…}` for `template<class T> void list<T>::f() {}`
//! written in `namespace std` when `list` is a member of `inline namespace __cxx11`.

use crate::il::expr::{Qualifier, QualifierPart};
use crate::il::{DeclId, DeclKind, Type};

use super::Printer;

impl Printer<'_> {
    /// `__cxx11::` (or nothing) before the written qualifier `q` of a definition printed
    /// in the current scope.
    pub(super) fn inline_namespaces_before(&self, q: Option<&Qualifier>) -> Vec<u8> {
        let tu = self.tu;
        let Some(q) = q.filter(|q| !q.global) else {
            return Vec::new();
        };
        let Some(QualifierPart::Type(t)) = q.parts.first() else {
            return Vec::new();
        };
        let entity = match tu.types.get(*t) {
            Type::TemplateId { template, .. } => *template,
            Type::Class(c) => match tu.decl(*c).parent {
                Some(p) if matches!(tu.decl(p).kind, DeclKind::Template(_)) => p,
                _ => *c,
            },
            _ => return Vec::new(),
        };
        // The namespace the definition is written in, and those around it.
        let mut lexical = Vec::new();
        // (Not the definition's parent: a non-template member's is its class.)
        let mut s = Some(self.scope.get());
        while let Some(x) = s {
            if matches!(tu.decl(x).kind, DeclKind::Namespace(_))
                || x == crate::il::TranslationUnit::ROOT
            {
                lexical.push(self.canon(x));
            }
            s = tu.decl(x).parent;
        }
        let mut chain = Vec::new();
        let mut s = tu.decl(entity).parent;
        while let Some(x) = s {
            if lexical.contains(&self.canon(x)) {
                break;
            }
            match &tu.decl(x).kind {
                // A reopening (`namespace __cxx11 {`) is inline when its first one is.
                DeclKind::Namespace(_) if self.inline_namespace(x) => chain.push(x),
                _ => return Vec::new(),
            }
            s = tu.decl(x).parent;
        }
        if s.is_none() {
            return Vec::new();
        }
        let mut v = Vec::new();
        for &n in chain.iter().rev() {
            v.extend_from_slice(tu.name_bytes(n));
            v.extend_from_slice(b"::");
        }
        v
    }

    fn inline_namespace(&self, ns: DeclId) -> bool {
        matches!(&self.tu.decl(self.canon(ns)).kind, DeclKind::Namespace(n) if n.inline)
            || matches!(&self.tu.decl(ns).kind, DeclKind::Namespace(n) if n.inline)
    }
}
