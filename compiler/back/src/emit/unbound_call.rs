//! Calls EDG leaves unbound in a template definition, printed as written (no
//! parentheses around the callee).
//!
//! - A static member function of a class template whose name is overloaded is bound at
//!   instantiation when one of its overloads has a dependent parameter type, or when an
//!   argument is type-dependent in EDG's sense (a field reached through an object whose
//!   class is not the current instantiation, `it.node`): `_S_key(p)`,
//!   `_S_right((pos.node))`, `Tree< K> ::c2(p)`. A single, non-overloaded static member is
//!   bound at once and keeps `(c1)(p)`.
//! - Beside such an unbound operand of a built-in comparison (a field of an unbound
//!   object, `(x->color)`, or a call through an object of an overloaded member function of
//!   the class template, `x._M_root()`), the other operand is not converted yet:
//!   `x._M_root() != 0`, `(x->color) == red`, where a bound one prints `(0)`, `(red)`.
//! - A field of class type reached through such an unbound access and called
//!   (`(impl)._M_key_compare(a, b)`) is an unbound call as well: its callee is not
//!   wrapped, unlike a bound functor member (`(cmp)(a, b)`).

use crate::il::{decl::Item, DeclId, DeclKind, ExprId, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// `f(args)` with `f` (a static member function of a class template) left unbound.
    pub(super) fn unbound_static_member_call(&self, f: DeclId, args: &[ExprId]) -> bool {
        let overloads = self.member_overloads(f);
        if overloads.len() < 2 {
            return false;
        }
        overloads.iter().any(|&o| self.has_dependent_param(o))
            || args.iter().any(|&a| self.unbound_argument(a))
    }

    /// `(o.m)(args)` with `o.m` a field access EDG leaves unbound.
    pub(super) fn unbound_field_callee(&self, callee: ExprId) -> bool {
        self.unbound_member(self.strip_parens(callee))
    }

    /// `operand` of the built-in `op` as printed: without its implicit conversions when the
    /// other operand is unbound and `op` compares.
    pub(super) fn beside_unbound_operand(
        &self,
        op: crate::il::expr::BinaryOp,
        operand: ExprId,
        other: ExprId,
    ) -> ExprId {
        use crate::il::expr::BinaryOp as B;
        if !matches!(op, B::Comma | B::PtrMemD | B::PtrMemI)
            && matches!(self.tu.expr(operand).kind, ExprKind::ImplicitCast { .. })
            && self.unbound_operand(other)
        {
            self.strip_conversions(operand)
        } else {
            operand
        }
    }

    /// An operand EDG keeps type-dependent although sema typed it ([temp.dep.expr]: an
    /// expression with a type-dependent subexpression is type-dependent): an unbound field
    /// or member call, and a unary, binary or conditional operator over one (`-(a.m)`,
    /// `(2 * __m) + (__param._M_d)`).
    pub(super) fn unbound_operand(&self, e: ExprId) -> bool {
        self.in_template(self.scope.get()) && self.unbound_operand_at(e, 0)
    }

    fn unbound_operand_at(&self, e: ExprId, depth: u32) -> bool {
        use crate::il::expr::{BinaryOp as B, UnaryOp as U};
        if depth > 64 {
            return false;
        }
        let x = self.strip_conversions(e);
        if self.unbound_member(x)
            && (self.through_member_class(x) || self.of_other_specialization(x))
        {
            return true;
        }
        match &self.tu.expr(x).kind {
            ExprKind::Call { callee, .. } => {
                self.unbound_member_call(*callee)
                    || self.call_through_unbound_object(*callee, depth)
            }
            ExprKind::Unary { op, operand } => {
                matches!(op, U::Plus | U::Minus | U::Not | U::BitNot)
                    && self.unbound_operand_at(*operand, depth + 1)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                !matches!(op, B::Comma | B::PtrMemD | B::PtrMemI)
                    && (self.unbound_operand_at(*lhs, depth + 1)
                        || self.unbound_operand_at(*rhs, depth + 1))
            }
            ExprKind::Conditional {
                cond,
                then: Some(then),
                else_,
            } => [*cond, *then, *else_]
                .iter()
                .any(|&y| self.unbound_operand_at(y, depth + 1)),
            ExprKind::DeclRef { decl, written } => {
                self.static_member_of_other_specialization(*decl, written)
            }
            _ => false,
        }
    }

    /// `S<Q, P>::den`: a static data member named through a dependent specialization (it
    /// may be specialized for the arguments), so its type waits for instantiation and the
    /// other operand of an operator over it is not converted (`div< Q, P> ::den == 1`).
    fn static_member_of_other_specialization(
        &self,
        decl: DeclId,
        written: &crate::il::expr::Written,
    ) -> bool {
        use crate::il::expr::QualifierPart;
        let d = self.tu.decl(decl);
        if !matches!(d.kind, DeclKind::Var(_))
            || !d
                .parent
                .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)))
        {
            return false;
        }
        let Some(QualifierPart::Type(t)) = written.qualifier.as_ref().and_then(|q| q.parts.last())
        else {
            return false;
        };
        let types = &self.tu.types;
        let t = types.canonical(types.unqualified(*t));
        matches!(types.get(t), crate::il::Type::TemplateId { .. })
            && crate::il::template_query::names_template_param(self.tu, t)
    }

    /// `o.m` with `o` an object of another dependent specialization (`__lc->_M_size` for a
    /// `const __cache< C> *__lc`).
    fn of_other_specialization(&self, x: ExprId) -> bool {
        matches!(&self.tu.expr(self.strip_parens(x)).kind,
            ExprKind::Member { base, arrow, .. } if self.object_of_other_specialization(*base, *arrow))
    }

    /// `o.m` with `o` of a member class of a class template: the class may be specialized
    /// for the template's arguments, so its members' types wait for instantiation. A local
    /// class cannot be (`gd.gi = (0);` for an `int *gi`), nor can a class outside templates
    /// reached through an anonymous member (`((d).c).t = (true);`).
    fn through_member_class(&self, x: ExprId) -> bool {
        let ExprKind::Member { base, arrow, .. } = &self.tu.expr(self.strip_parens(x)).kind else {
            return false;
        };
        self.object_class(*base, *arrow).is_some_and(|c| {
            let c = self.tu.first_decl(c);
            self.tu.decl(c).parent.is_some_and(|p| {
                matches!(self.tu.decl(p).kind, DeclKind::Class(_))
                    && (self.in_template(p) || self.is_template_pattern(p))
            })
        })
    }

    /// `o.f(…)` with `o` itself type-dependent for EDG (`((p)._M_prob).empty()`).
    fn call_through_unbound_object(&self, callee: ExprId, depth: u32) -> bool {
        match &self.tu.expr(self.strip_parens(callee)).kind {
            ExprKind::Member { base, member, .. } => {
                matches!(self.tu.decl(*member).kind, DeclKind::Function(_))
                    && !matches!(self.tu.expr(*base).kind, ExprKind::This { .. })
                    && self.unbound_operand_at(*base, depth + 1)
            }
            _ => false,
        }
    }

    /// `o.f(…)` left unbound: an overloaded member function of the class template called
    /// through an object, or any member function called through an object whose class is
    /// not the current instantiation (`__param.mean()` with `__param` of a member class).
    fn unbound_member_call(&self, callee: ExprId) -> bool {
        match &self.tu.expr(self.strip_parens(callee)).kind {
            ExprKind::Member {
                base,
                arrow,
                member,
                written,
            } => {
                !matches!(self.tu.expr(*base).kind, ExprKind::This { implicit: true })
                    && matches!(self.tu.decl(*member).kind, DeclKind::Function(_))
                    && (self.in_primary_template(*member)
                        && self.member_overloads(*member).len() > 1
                        || written.qualifier.is_none()
                            && self.unbound_field_access(*base, *arrow, *member)
                            && self.through_member_class(callee))
            }
            _ => false,
        }
    }

    /// An argument whose type waits for instantiation although sema knows it.
    fn unbound_argument(&self, a: ExprId) -> bool {
        self.unbound_member(self.strip_conversions(a))
    }

    /// A field of an object of another dependent specialization, or of a class that is
    /// not the current instantiation (see `dependent_member_argument`).
    fn unbound_member(&self, x: ExprId) -> bool {
        match &self.tu.expr(x).kind {
            ExprKind::Member {
                base,
                arrow,
                member,
                written,
            } => {
                self.is_field_decl(*member)
                    && (self.object_of_other_specialization(*base, *arrow)
                        || written.qualifier.is_none()
                            && self.unbound_field_access(*base, *arrow, *member))
            }
            _ => false,
        }
    }

    /// The functions (and function templates) of `f`'s class named like `f`.
    fn member_overloads(&self, f: DeclId) -> Vec<DeclId> {
        let d = self.tu.decl(f);
        let Some(class) = d.parent else {
            return Vec::new();
        };
        let DeclKind::Class(c) = &self.tu.decl(class).kind else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut consider = |x: DeclId| {
            let xd = self.tu.decl(x);
            let function = match &xd.kind {
                DeclKind::Function(_) => true,
                DeclKind::Template(t) => {
                    matches!(self.tu.decl(t.pattern).kind, DeclKind::Function(_))
                }
                _ => false,
            };
            if function && xd.name == d.name {
                out.push(x);
            }
        };
        for m in &c.members {
            match m {
                Item::Decl(x) => consider(*x),
                Item::Group(g) => g.decls.iter().for_each(|&x| consider(x)),
                _ => {}
            }
        }
        out
    }

    fn has_dependent_param(&self, f: DeclId) -> bool {
        match &self.tu.decl(f).kind {
            DeclKind::Function(fd) => fd.params.iter().any(|&p| match &self.tu.decl(p).kind {
                DeclKind::Param(pd) => self.tu.types.is_dependent(pd.ty),
                _ => false,
            }),
            // A member function template's parameters wait for deduction.
            DeclKind::Template(_) => true,
            _ => false,
        }
    }
}
