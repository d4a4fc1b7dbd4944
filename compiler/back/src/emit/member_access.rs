//! Member access on a class prvalue.
//!
//! A member found in a base class converts the object to that base; on a prvalue (a call
//! returning a class by value) EDG prints the converted object in parentheses:
//! `(g()).s`, `(q.on(1)).m()`. An lvalue object (`h().s` with `S& h()`) stays bare.
//!
//! A member of an object of dependent type (`u.x`, `p->z`, resolved only at instantiation)
//! is an operand in parentheses as a call's argument or a member initializer's:
//! `sw((u.x), (p->z))`, `first((p.first))`, `fw< U> (((u.x).y))`.

use crate::il::expr::ValueCategory;
use crate::il::{DeclId, ExprId, Type};

use super::Printer;

impl Printer<'_> {
    /// Whether `.member` on `base` converts a class prvalue to a base class.
    pub(super) fn is_prvalue_converted_to_base(&self, base: ExprId, member: DeclId) -> bool {
        let b = self.tu.expr(self.strip_parens(base));
        if b.cat != ValueCategory::PrValue {
            return false;
        }
        let types = &self.tu.types;
        let Type::Class(object) = *types.get(types.unqualified(types.canonical(b.ty))) else {
            return false;
        };
        let Some(owner) = self.tu.decl(member).parent else {
            return false;
        };
        self.tu.first_decl(owner) != self.tu.first_decl(object)
            && matches!(self.tu.decl(owner).kind, crate::il::DeclKind::Class(_))
    }

    /// An argument of a call or member initializer: a dependent member access is wrapped as
    /// an operand; anything else prints as an argument does.
    pub(super) fn dependent_member_argument(&self, a: ExprId) -> Option<Vec<u8>> {
        let x = self.strip_conversions(self.strip_parens(a));
        match &self.tu.expr(x).kind {
            crate::il::ExprKind::DependentMember { name, .. }
                if *name != crate::il::DeclName::Destructor =>
            {
                Some(self.expr_operand(x))
            }
            // A data member of another dependent specialization's object is one too: the
            // member instantiation finds may differ (`std::move((__p.first))`).
            crate::il::ExprKind::Member {
                base,
                arrow,
                member,
                written,
            } if self.is_field(*member)
                && (self.object_of_other_specialization(*base, *arrow)
                    || written.qualifier.is_none()
                        && self.unbound_field_access(*base, *arrow, *member)) =>
            {
                let mut v = b"(".to_vec();
                v.extend_from_slice(&self.expr_top(x));
                v.push(b')');
                Some(v)
            }
            _ => None,
        }
    }

    /// Whether `member` is declared in the class `this` (`base`) points to itself, not in
    /// one of its bases.
    pub(super) fn member_of_this_class(&self, base: crate::il::ExprId, member: DeclId) -> bool {
        let types = &self.tu.types;
        let this_ty = self.tu.expr(base).ty;
        let Some(class) = types
            .pointee(this_ty)
            .map(|t| types.canonical(types.unqualified(t)))
        else {
            return false;
        };
        let Type::Class(c) = types.get(class) else {
            return false;
        };
        self.tu
            .decl(member)
            .parent
            .is_some_and(|p| self.tu.first_decl(p) == self.tu.first_decl(*c))
    }

    /// Whether `member` is the only member function of its class with its name (an
    /// overloaded name called through `this->` waits for instantiation: `this->end()`).
    pub(super) fn sole_member_function(&self, member: DeclId) -> bool {
        let d = self.tu.decl(member);
        let Some(members) = d.parent.and_then(|p| self.tu.decl(p).members()) else {
            return false;
        };
        let same = |x: DeclId| {
            let x = match &self.tu.decl(x).kind {
                crate::il::DeclKind::Template(t) => t.pattern,
                _ => x,
            };
            x != member
                && self.tu.decl(x).name == d.name
                && matches!(self.tu.decl(x).kind, crate::il::DeclKind::Function(_))
        };
        !members.iter().any(|it| match it {
            crate::il::Item::Decl(x) => same(*x),
            crate::il::Item::Group(g) => g.decls.iter().any(|&x| same(x)),
            _ => false,
        })
    }

    fn is_field(&self, d: DeclId) -> bool {
        matches!(&self.tu.decl(d).kind, crate::il::DeclKind::Var(v) if v.field)
    }

    /// Whether `base` (`base.m` / `base->m`) is an object of a class template
    /// specialization whose arguments name template parameters: not the class being
    /// defined (that one is its own injected class type), so its members are bound at
    /// instantiation.
    pub(super) fn object_of_other_specialization(&self, base: ExprId, arrow: bool) -> bool {
        let types = &self.tu.types;
        let t = types.non_reference(self.tu.expr(base).ty);
        let t = if arrow {
            types.pointee(t).unwrap_or(t)
        } else {
            t
        };
        let t = types.canonical(types.unqualified(t));
        matches!(types.get(t), Type::TemplateId { .. })
            && crate::il::template_query::names_template_param(self.tu, t)
    }
}
