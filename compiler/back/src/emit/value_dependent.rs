//! Value-dependent constants of a class template ([temp.dep.constexpr]): enumerators,
//! static constants, and template arguments built from them.
//!
//! EDG folds an enumerator's initializer to a constant; in a template the constant of an
//! enumerator whose initializer is value-dependent is that initializer's tree. So inside
//! another enumerator's initializer a reference to it prints the referenced initializer in
//! parentheses (`enum { w = v ? 1 : 0 }` → `w = (sizeof(T) > (4)) ? 1 : 0`), while elsewhere
//! the name stays (`tt< (v)> `, `(w - v)`), parenthesized in a template argument list when
//! the initializer behind it is a `>` comparison.

use super::Printer;
use crate::il::{DeclId, DeclKind, ExprId, ExprKind, Type};

impl Printer<'_> {
    /// The initializer of `decl` when it is a value-dependent enumerator written with one.
    pub(super) fn dependent_enumerator_init(&self, decl: DeclId) -> Option<ExprId> {
        match &self.tu.decl(decl).kind {
            DeclKind::Enumerator(e) if e.value_dependent => e.init,
            _ => None,
        }
    }

    /// Inside an enumerator's initializer: a reference to a value-dependent enumerator is
    /// its initializer, `(` … `)`. Returns whether it printed.
    pub(super) fn substituted_enumerator_into(&self, decl: DeclId, out: &mut Vec<u8>) -> bool {
        if !self.in_enumerator_init.get() {
            return false;
        }
        let Some(init) = self.dependent_enumerator_init(decl) else {
            return false;
        };
        out.push(b'(');
        out.extend_from_slice(&self.expr_top(init));
        out.push(b')');
        true
    }

    /// `e` (through conversions) prints as a substituted initializer, which brings its own
    /// parentheses.
    pub(super) fn is_substituted_enumerator(&self, e: ExprId) -> bool {
        let x = self.strip_conversions(e);
        self.in_enumerator_init.get()
            && matches!(self.tu.expr(x).kind,
                ExprKind::DeclRef { decl, .. } if self.dependent_enumerator_init(decl).is_some())
    }

    /// A template argument whose operator chain (through binary and conditional operators,
    /// and into a value-dependent enumerator's initializer) holds a `>` or `>>`: EDG prints it
    /// in parentheses, as it had to be written (`tt< (sizeof(T) > (4))> `,
    /// `tt< ((sizeof(T) > (4)) && true)> `; not `!(…)` or `>=`).
    pub(super) fn template_arg_needs_parens(&self, e: ExprId) -> bool {
        self.holds_greater(e, 0)
    }

    fn holds_greater(&self, e: ExprId, depth: u32) -> bool {
        use crate::il::expr::BinaryOp;
        if depth > 64 {
            return false;
        }
        let x = self.strip_conversions(self.strip_parens(e));
        match &self.tu.expr(x).kind {
            ExprKind::Binary { op, lhs, rhs } => {
                matches!(op, BinaryOp::Gt | BinaryOp::Shr)
                    || self.holds_greater(*lhs, depth + 1)
                    || self.holds_greater(*rhs, depth + 1)
            }
            ExprKind::Conditional {
                cond, then, else_, ..
            } => {
                self.holds_greater(*cond, depth + 1)
                    || then.is_some_and(|t| self.holds_greater(t, depth + 1))
                    || self.holds_greater(*else_, depth + 1)
            }
            ExprKind::DeclRef { decl, .. } => self
                .dependent_enumerator_init(*decl)
                .is_some_and(|i| self.holds_greater(i, depth + 1)),
            _ => false,
        }
    }

    /// `static const bool s = (T)(-1) < 0;` in a class template: a constant whose
    /// initializer waits for instantiation, so a use of it is a value-dependent constant
    /// (`(sizeof(T) - s)`). However long the chain of constants built from each other
    /// (`<ratio>`'s `__big_div_impl`: `__n = __q0x * __d0`, `__q0x = __r1 / __d1`, …), each
    /// is value-dependent when its initializer is: the answer is kept per constant, and
    /// each initializer is looked at from depth 0 (a cycle reads as not dependent).
    pub(super) fn is_dependent_static_constant(&self, d: DeclId, _depth: u32) -> bool {
        if !matches!(self.tu.decl(d).kind, DeclKind::Var(_)) {
            return false;
        }
        if let Some(&known) = self.dependent_static_constants.borrow().get(&d) {
            return known;
        }
        self.dependent_static_constants
            .borrow_mut()
            .insert(d, false);
        let r = self.dependent_static_constant_uncached(d);
        self.dependent_static_constants.borrow_mut().insert(d, r);
        r
    }

    /// A use of [`Self::is_dependent_static_constant`]: one of dependent type is itself
    /// type-dependent, and EDG keeps an operator over it as an unknown operation, no
    /// constant (`const uc e = a + 1;` stays bare for a local `constexpr uc a = G::min();`,
    /// [temp.dep.expr]); `constexpr int b = G::min();` makes `b + 1` a constant.
    pub(super) fn is_dependent_static_constant_use(
        &self,
        e: ExprId,
        d: DeclId,
        depth: u32,
    ) -> bool {
        if self.tu.types.is_dependent(self.tu.expr(e).ty) {
            return false;
        }
        self.is_dependent_static_constant(d, depth)
    }

    fn dependent_static_constant_uncached(&self, d: DeclId) -> bool {
        let DeclKind::Var(v) = &self.tu.decl(d).kind else {
            return false;
        };
        let constant = v.constexpr
            || self
                .tu
                .types
                .split_quals(v.ty)
                .1
                .has(crate::il::Quals::CONST);
        let Some(init) = v.init.as_ref().filter(|_| constant) else {
            return false;
        };
        let x = self.strip_conversions(self.strip_parens(init.expr));
        if self.tu.expr(x).value.is_some() {
            return false;
        }
        // (`unfolded_constant.rs`)
        if self.template_static_member_constant(d) {
            return true;
        }
        // `const int k = floor(d);` with `d` of dependent type: an integral constant for
        // all EDG knows until instantiation.
        let types = &self.tu.types;
        let integral = !types.is_dependent(v.ty)
            && (matches!(types.shape(v.ty), Type::Enum(_))
                || types
                    .as_builtin(types.unqualified(v.ty))
                    .is_some_and(|b| b.is_integral()));
        // So is a floating one (`const double c = t + 1.0;`: `(c + (1))`).
        let arithmetic = integral
            || !types.is_dependent(v.ty)
                && types
                    .as_builtin(types.unqualified(v.ty))
                    .is_some_and(|b| b.is_floating());
        if integral && self.constant_call_with_dependent_args(x) {
            return true;
        }
        let xt = self.tu.expr(x).ty;
        let type_dependent = types.is_dependent(xt)
            || matches!(types.shape(xt), Type::Error)
            || self.unbound_operand(x);
        ((arithmetic || v.constexpr) && type_dependent) || self.value_dependent_at(x, 1)
    }

    /// `tab[0]` of a template's `static const T tab[3] = {…}`: an element of a constant
    /// array of dependent type at a constant index is a constant for all EDG knows
    /// (`T a = (tab[0]);`, but `T j = tab[n];`).
    pub(super) fn is_dependent_constant_element(&self, base: ExprId, index: ExprId) -> bool {
        if self.tu.expr(self.strip_conversions(index)).value.is_none()
            && self.tu.expr(index).value.is_none()
        {
            return false;
        }
        let b = self.strip_conversions(self.strip_parens(base));
        let ExprKind::DeclRef { decl, .. } = &self.tu.expr(b).kind else {
            return false;
        };
        let DeclKind::Var(v) = &self.tu.decl(*decl).kind else {
            return false;
        };
        let types = &self.tu.types;
        let Type::Array(elem, _) = types.get(types.canonical(v.ty)) else {
            return false;
        };
        let constant = v.constexpr || types.split_quals(*elem).1.has(crate::il::Quals::CONST);
        constant && v.init.is_some() && types.is_dependent(*elem)
    }
}
