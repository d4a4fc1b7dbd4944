//! Constants sema leaves unfolded (E-CONST): EDG evaluates them, so an operator over one
//! is a constant initializer and wrapped (`int y = (64 - j);`).
//!
//! - In a class template, a `static const`/`constexpr` integral data member's initializer
//!   waits for instantiation whatever it is (`static const int w = h(3);`): a use of the
//!   member is a value-dependent constant (`uw = (64 - w);`).
//! - A constant variable initialized by a call of a constexpr function or of a builtin EDG
//!   evaluates (`__builtin_clzll(d)`), with constant or value-dependent arguments, is a
//!   constant too (`const int q = __builtin_clzll(d); int yq = (64 - q);`); a call of
//!   another function is not (`const int j = h(3); int y = 64 - j;`).

use crate::il::{DeclId, DeclKind, ExprId, ExprKind, Type};

use super::Printer;

/// Builtins EDG folds in constant expressions (bit counting, byte swaps).
const FOLDED_BUILTINS: &[&[u8]] = &[
    b"__builtin_clz",
    b"__builtin_ctz",
    b"__builtin_popcount",
    b"__builtin_parity",
    b"__builtin_ffs",
    b"__builtin_clrsb",
    b"__builtin_bswap",
];

impl Printer<'_> {
    /// A builtin function EDG evaluates at compile time.
    pub(super) fn folded_builtin(&self, f: DeclId) -> bool {
        let d = self.tu.decl(f);
        if !matches!(&d.kind, DeclKind::Function(fd) if fd.body.is_none()) {
            return false;
        }
        let crate::il::DeclName::Ident(name) = d.name else {
            return false;
        };
        let name = self.sym(name);
        FOLDED_BUILTINS.iter().any(|p| name.starts_with(p))
    }

    /// A static constant data member of integral type in a class template, initialized
    /// in class: a constant for all EDG knows until instantiation.
    pub(super) fn template_static_member_constant(&self, d: DeclId) -> bool {
        let DeclKind::Var(v) = &self.tu.decl(d).kind else {
            return false;
        };
        let types = &self.tu.types;
        let constant = v.constexpr || types.split_quals(v.ty).1.has(crate::il::Quals::CONST);
        let in_class = self
            .tu
            .decl(d)
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)));
        let integral = !types.is_dependent(v.ty)
            && (matches!(types.shape(v.ty), Type::Enum(_))
                || types
                    .as_builtin(types.unqualified(v.ty))
                    .is_some_and(|b| b.is_integral()));
        constant
            && in_class
            && !v.field
            && integral
            && v.init.is_some()
            && self.in_dependent_context(d)
    }

    /// `x` (an initializer) is a call of a constexpr function or folded builtin whose
    /// arguments are each a constant or value-dependent, at least one the latter.
    pub(super) fn constant_call_with_dependent_args(&self, x: ExprId) -> bool {
        let x = self.strip_conversions(self.strip_parens(x));
        let ExprKind::Call { callee, args } = &self.tu.expr(x).kind else {
            return false;
        };
        let Some(f) = self.callee_function(*callee) else {
            return false;
        };
        let callable = self.folded_builtin(f)
            || matches!(&self.tu.decl(f).kind, DeclKind::Function(fd)
                if fd.flags.has(crate::il::decl::FnFlags::CONSTEXPR));
        let dependent = |a: ExprId| self.value_dependent_at(self.strip_conversions(a), 1);
        callable
            // (a member call on a constant object, `kTile.area()`, only with a
            // value-dependent argument: not confirmed otherwise)
            && (args.iter().any(|&a| dependent(a))
                || matches!(self.tu.expr(self.strip_parens(*callee)).kind, ExprKind::DeclRef { .. }))
            && args.iter().all(|&a| {
                let y = self.strip_conversions(a);
                self.tu.expr(a).value.is_some()
                    || self.tu.expr(y).value.is_some()
                    || self.value_dependent_at(y, 1)
            })
    }
}
