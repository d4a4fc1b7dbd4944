//! Operators on objects of the class being defined by a class template, or of a class
//! nested in one, wait for instantiation.
//!
//! EDG takes such a class (`pt` in `template<class T> struct ud { struct pt {…}; }`,
//! and `ud` itself) as a dependent type even where its members are known, so an
//! overloaded operator on it is not bound in the template: `return a == b;` on two
//! `const pt &` prints as written (`a == b`), not as an operator call in parentheses.

use crate::il::{DeclId, DeclKind, ExprId, Type};

use super::Parser;

impl Parser<'_, '_> {
    /// Whether operand `e` is an object of a class template's pattern or of a class
    /// nested in one (in a template only).
    pub(super) fn templated_class_operand(&self, e: ExprId) -> bool {
        if !self.scopes.in_template() {
            return false;
        }
        let t = self.tu.types.non_reference(self.tu.exprs[e].ty);
        let t = self.tu.types.canonical(self.tu.types.unqualified(t));
        let Type::Class(c) = self.tu.types.get(t) else {
            return false;
        };
        self.in_class_template_pattern(*c)
    }

    /// Whether operand `e` is a pointer to such a class (`C *self` in `template<class T>
    /// struct C`): a dependent pointer type, so a null constant assigned to it is not
    /// converted in the template (`(self) = 0;`, while an `int *` gets `(ip) = (0);`).
    pub(super) fn templated_class_pointer_operand(&self, e: ExprId) -> bool {
        if !self.scopes.in_template() {
            return false;
        }
        let t = self.tu.types.non_reference(self.tu.exprs[e].ty);
        let Some(p) = self.tu.types.pointee(t) else {
            return false;
        };
        let p = self.tu.types.canonical(self.tu.types.unqualified(p));
        let Type::Class(c) = self.tu.types.get(p) else {
            return false;
        };
        self.in_class_template_pattern(*c)
    }

    /// Whether class `c` or one of its enclosing classes is a class template's pattern
    /// or a partial specialization.
    fn in_class_template_pattern(&self, c: DeclId) -> bool {
        let mut cur = Some(c);
        let mut steps = 0;
        while let Some(p) = cur {
            steps += 1;
            if steps > 256 {
                return false;
            }
            if let DeclKind::Class(cd) = &self.tu.decls[p].kind {
                let partial = cd
                    .specialization
                    .as_ref()
                    .is_some_and(|s| s.kind == crate::il::decl::SpecializationKind::Partial);
                if partial || self.template_of_class.contains_key(&self.tu.first_decl(p)) {
                    return true;
                }
            }
            cur = self.tu.decls[p].parent;
        }
        false
    }
}
