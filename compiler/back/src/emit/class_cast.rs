//! Explicit casts to a class type that EDG does not print as a constructed temporary.
//!
//! - A conversion function's result converted to a class without constructors of its
//!   own (`static_cast<R>(h)`, `R(h)`, `(R)h` with `H::operator R()`): EDG prints the
//!   conversion as a C-style cast of the operand, which stays bare when it is a plain
//!   variable (`((R)h)`, `((R)(*this))`, `((R)(a[0]))`).
//! - `static_cast<K>(h)` through a converting constructor of `K` keeps its keyword
//!   (`static_cast< K>(h).k`), where `K(h)` and `(K)h` print `((K)(h))`.
//! - `return static_cast<K>(x);` through a converting constructor: the temporary is the
//!   returned object, printed as the construction `((K)(x))` (`return ((__half)(raw));`).
//! - In a template, `N(x)` of a non-template class nested in a class template (a member
//!   of the current instantiation: `map::value_compare`) prints as a cast to a non-class
//!   type, `(N)x`, `(value_compare)(_M_t).key_comp()`, where a namespace-scope class or a
//!   template-id keeps `((C)(x))`.

use crate::il::decl::Item;
use crate::il::expr::{CastForm, ConvKind};
use crate::il::{DeclId, DeclKind, ExprId, ExprKind, TypeId};

use super::Printer;

impl Printer<'_> {
    /// Whether `t` is a non-template class declared inside a class template.
    pub(super) fn nested_class_of_template(&self, t: TypeId) -> bool {
        let types = &self.tu.types;
        let Some(c) = types.as_class(types.canonical(t)) else {
            return false;
        };
        let c = self.tu.first_decl(c);
        !self.is_template_pattern(c)
            && self
                .tu
                .decl(c)
                .parent
                .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)))
            && self.in_template(c)
    }

    /// Whether `e` is a cast to a constructor-less class through a conversion function:
    /// its operand then.
    pub(super) fn conversion_function_cast(&self, e: ExprId) -> Option<ExprId> {
        let ExprKind::Cast {
            kind: ConvKind::ConversionFunction(_),
            form: CastForm::C | CastForm::Functional | CastForm::Static,
            written_ty,
            operand,
        } = &self.tu.expr(e).kind
        else {
            return None;
        };
        if self.tu.types.is_dependent(*written_ty) {
            return None;
        }
        let class = self
            .tu
            .types
            .as_class(self.tu.types.canonical(*written_ty))?;
        (!self.declares_constructor(class)).then_some(*operand)
    }

    /// Whether `e` is `static_cast<K>(x)` of an operand of another type, converted by a
    /// constructor of the class `K`.
    pub(super) fn constructor_static_cast(&self, e: ExprId) -> bool {
        let ExprKind::Cast {
            kind,
            form: CastForm::Static,
            written_ty,
            operand,
        } = &self.tu.expr(e).kind
        else {
            return false;
        };
        if matches!(kind, ConvKind::ConversionFunction(_) | ConvKind::Dependent)
            || self.tu.types.is_dependent(*written_ty)
        {
            return false;
        }
        let Some(class) = self.tu.types.as_class(self.tu.types.canonical(*written_ty)) else {
            return false;
        };
        let from = self.tu.expr(self.strip_conversions(*operand)).ty;
        if self.tu.types.is_dependent(from) {
            return false;
        }
        let from_class = self
            .tu
            .types
            .as_class(self.tu.types.canonical(self.tu.types.non_reference(from)));
        if from_class.is_some_and(|c| self.tu.first_decl(c) == self.tu.first_decl(class)) {
            return false;
        }
        self.declares_constructor(class)
    }

    /// The returned expression `e` when it is a `static_cast` through a converting
    /// constructor (see [`Self::constructor_static_cast`]): its `((K)(x))` text.
    pub(super) fn returned_constructor_cast(&self, e: ExprId) -> Option<Vec<u8>> {
        let x = self.strip_conversions(e);
        let ExprKind::Cast {
            kind: ConvKind::Constructor(_),
            written_ty,
            operand,
            ..
        } = &self.tu.expr(x).kind
        else {
            return None;
        };
        if !self.constructor_static_cast(x) {
            return None;
        }
        let mut out = b"((".to_vec();
        out.extend_from_slice(&self.expr_type_text(*written_ty));
        out.extend_from_slice(b")(");
        out.extend_from_slice(&self.expr_top(*operand));
        out.extend_from_slice(b"))");
        Some(out)
    }

    /// Whether the definition of `class` declares a constructor.
    fn declares_constructor(&self, class: DeclId) -> bool {
        let Some(def) = self.tu.class_definition(class) else {
            return false;
        };
        let DeclKind::Class(c) = &self.tu.decl(def).kind else {
            return false;
        };
        let ctor = |d: &DeclId| self.tu.is_constructor(*d);
        c.members.iter().any(|m| match m {
            Item::Decl(d) => ctor(d),
            Item::Group(g) => g.decls.iter().any(ctor),
            _ => false,
        })
    }
}
