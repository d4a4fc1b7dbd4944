//! Member accesses EDG leaves unbound in a template: their object's class is not the
//! current instantiation.
//!
//! EDG binds `o.m` in a template only when the object's class is one of the classes being
//! defined (the scope's class and its enclosing classes) and `m` is found without
//! searching a dependent base. Otherwise the access waits for instantiation, as `t.x` on a
//! `T t` does, and prints as such an operand (`g(((in).s), 1)`, `int *p = (((in).s));`):
//! - the object's class is nested in a class template but is not in the scope's chain
//!   (`in.s` with `In in` a member class, from the enclosing class's functions);
//! - the member is found only through a dependent base (`this->m` with `m` in `Base<A>`,
//!   `this->s` with `s` in a nested class used as a base);
//! - the object is itself such an access (`((this->m).s)`, `((i.up)->p)`), or a field of
//!   an object of another dependent specialization (`((((impl).header).left))` with
//!   `impl` an `Impl<C>`).

use crate::il::{DeclId, DeclKind, ExprId, ExprKind, Type};

use super::Printer;

impl Printer<'_> {
    /// Whether the field access `x` (`base.member` / `base->member`) is left unbound.
    pub(super) fn unbound_field_access(&self, base: ExprId, arrow: bool, member: DeclId) -> bool {
        let b = self.strip_conversions(self.strip_parens(base));
        match &self.tu.expr(b).kind {
            ExprKind::DependentMember { name, .. } if *name != crate::il::DeclName::Destructor => {
                return true
            }
            ExprKind::Member {
                base: inner,
                arrow: inner_arrow,
                member: inner_member,
                ..
            } if self.is_field_decl(*inner_member)
                && (self.unbound_field_access(*inner, *inner_arrow, *inner_member)
                    || self.object_of_other_specialization(*inner, *inner_arrow)) =>
            {
                return true
            }
            _ => {}
        }
        let Some(object) = self.object_class(base, arrow) else {
            return false;
        };
        if !self.in_template(object) && !self.is_template_pattern(object) {
            return false;
        }
        if !self.is_current_class(object) {
            return true;
        }
        let Some(mut owner) = self.tu.decl(member).parent else {
            return false;
        };
        // A member of an anonymous union or struct is its enclosing class's.
        while self.is_anonymous_member_class(owner) {
            match self.tu.decl(owner).parent {
                Some(p) => owner = p,
                None => break,
            }
        }
        !self.found_through_bound_bases(object, owner)
    }

    pub(super) fn is_field_decl(&self, d: DeclId) -> bool {
        matches!(&self.tu.decl(d).kind, DeclKind::Var(v) if v.field)
    }

    /// The class of the object `base` denotes (`base->`: its pointee's).
    pub(super) fn object_class(&self, base: ExprId, arrow: bool) -> Option<DeclId> {
        let types = &self.tu.types;
        let t = types.non_reference(self.tu.expr(base).ty);
        let t = if arrow {
            types.pointee(t).unwrap_or(t)
        } else {
            t
        };
        match types.get(types.canonical(types.unqualified(t))) {
            Type::Class(c) => Some(self.tu.first_decl(*c)),
            _ => None,
        }
    }

    /// A class template's pattern (its parent is the template).
    pub(super) fn is_template_pattern(&self, c: DeclId) -> bool {
        self.tu
            .decl(c)
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Template(_)))
    }

    /// Whether `class` is the scope's class or one enclosing it.
    pub(super) fn is_current_class(&self, class: DeclId) -> bool {
        let mut cur = Some(self.scope.get());
        for _ in 0..10_000 {
            let Some(d) = cur else { return false };
            // An out-of-class definition's class is its first declaration's parent.
            let d = self.tu.first_decl(d);
            if matches!(self.tu.decl(d).kind, DeclKind::Class(_)) && d == class {
                return true;
            }
            // An out-of-class member template's definition is linked to no declaration:
            // its class is the one its qualifier names (`Z< T> ::h`).
            cur = match self.qualifier_class(d) {
                Some(c) => Some(c),
                None => self.tu.decl(d).parent,
            };
        }
        false
    }

    /// Whether `owner` is `class` or one of its bases reached without entering a
    /// dependent base (a template-id naming parameters, a class of a template).
    fn found_through_bound_bases(&self, class: DeclId, owner: DeclId) -> bool {
        let owner = self.tu.first_decl(owner);
        let types = &self.tu.types;
        let mut todo = vec![class];
        let mut seen = std::collections::HashSet::new();
        while let Some(c) = todo.pop() {
            let c = self.tu.first_decl(c);
            if c == owner {
                return true;
            }
            if !seen.insert(c) {
                continue;
            }
            let Some(def) = self.tu.class_definition(c) else {
                continue;
            };
            let DeclKind::Class(cd) = &self.tu.decl(def).kind else {
                continue;
            };
            for b in &cd.bases {
                let bt = types.canonical(types.unqualified(b.ty));
                match types.get(bt) {
                    Type::Class(bc) => {
                        let bc = self.tu.first_decl(*bc);
                        if !self.in_template(bc) && !self.is_template_pattern(bc) {
                            todo.push(bc);
                        }
                    }
                    // A specialization for known arguments (`Base<int>`): its members are
                    // the template's.
                    Type::TemplateId { template, .. }
                        if !crate::il::template_query::names_template_param(self.tu, bt) =>
                    {
                        if let DeclKind::Template(t) = &self.tu.decl(*template).kind {
                            if self.tu.first_decl(t.pattern) == owner {
                                return true;
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        false
    }

    fn is_anonymous_member_class(&self, c: DeclId) -> bool {
        let d = self.tu.decl(c);
        matches!(d.kind, DeclKind::Class(_))
            && matches!(d.name, crate::il::DeclName::Anonymous)
            && d.parent
                .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)))
    }

    /// The class the last part of `d`'s written qualifier names.
    pub(super) fn qualifier_class(&self, d: DeclId) -> Option<DeclId> {
        let q = self.tu.decl(d).qualifier.as_ref()?;
        let crate::il::expr::QualifierPart::Type(t) = q.parts.last()? else {
            return None;
        };
        let types = &self.tu.types;
        match types.get(types.canonical(*t)) {
            Type::Class(c) => Some(self.tu.first_decl(*c)),
            Type::TemplateId { template, .. } => match &self.tu.decl(*template).kind {
                DeclKind::Template(t) => Some(self.tu.first_decl(t.pattern)),
                _ => None,
            },
            _ => None,
        }
    }

    /// An element of a braced list returned as a dependent type: EDG keeps it as a
    /// constructor's argument, an unbound member access in one pair of parentheses
    /// (`return {(__res.first).base(), (__res.second)};`), not an initializer's two.
    pub(super) fn returned_list_argument(&self, e: ExprId) -> Option<Vec<u8>> {
        let returned = self.return_type?;
        if !self.in_return_list.get()
            || !crate::il::template_query::names_template_param(self.tu, returned)
        {
            return None;
        }
        self.dependent_member_argument(e)
    }
}
