//! A dependent template-id call inside a template prints its non-type arguments as written
//! (`k< T, block> (p)`, `h< T, G> (p)`, `h< T, 3 + 4> (p)`, `h< T, C::cv> (p)`), not
//! folded (`k< T, 128> `): EDG keeps the argument expressions of a call it binds only at
//! instantiation. A call whose arguments are all known prints the values the instance
//! was made with (`h< int, 128> (0)`), inside templates too.
//!
//! Not reproduced: inside a larger written expression, EDG replaces a block-scope
//! constant by its value (`block * 2` prints `128 * 2`); such an argument keeps printing
//! its folded value here.

use std::borrow::Cow;

use crate::il::types::TemplateArg;
use crate::il::{DeclKind, ExprId, ExprKind};

use super::Printer;

impl Printer<'_> {
    /// The explicit arguments of a call bound only at instantiation: its type arguments
    /// keep their typedef names in every block of the body (`{ m = mn< size_t> (t, 1); }`
    /// with `t` of type `T`), where a resolved call's print canonically.
    pub(super) fn unbound_call_template_args(&self, args: &[TemplateArg]) -> Vec<u8> {
        let nested = self.in_nested_block() && self.in_function_body.get();
        if !nested || !self.in_template(self.scope.get()) {
            return self.template_args(args);
        }
        let mut v = b"< ".to_vec();
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                v.extend_from_slice(b", ");
            }
            match a {
                TemplateArg::Type(t) if self.current_member_typedef(*t).is_some() => {
                    v.extend_from_slice(&self.current_member_typedef_arg(*t).unwrap_or_default());
                }
                TemplateArg::Type(t) => v.extend_from_slice(&self.written_type_arg(*t)),
                _ => v.extend_from_slice(&self.template_arg(a)),
            }
        }
        v.extend_from_slice(b"> ");
        v
    }

    /// `args` of the name expression `e`, with the folded non-type arguments replaced by
    /// the expressions written for them where EDG prints those.
    pub(super) fn call_args_as_written<'a>(
        &self,
        e: ExprId,
        args: &'a [TemplateArg],
    ) -> Cow<'a, [TemplateArg]> {
        let Some(written) = self.tu.written_value_args.get(&e) else {
            return Cow::Borrowed(args);
        };
        if !args.iter().any(|a| self.arg_is_dependent(a)) || !self.in_template(self.scope.get()) {
            return Cow::Borrowed(args);
        }
        let mut out = args.to_vec();
        for (a, w) in out.iter_mut().zip(written.iter()) {
            if let (TemplateArg::Integral(..), Some(x)) = (&*a, w) {
                if self.prints_as_written(*x) {
                    *a = TemplateArg::Expr(*x);
                }
            }
        }
        Cow::Owned(out)
    }

    /// A written argument the printer reproduces: a name, or an expression that names no
    /// block-scope variable (those print as their values inside an expression).
    fn prints_as_written(&self, x: ExprId) -> bool {
        let x = self.strip_conversions(x);
        if matches!(self.tu.expr(x).kind, ExprKind::DeclRef { .. }) {
            return true;
        }
        let mut stack = vec![x];
        while let Some(y) = stack.pop() {
            if let ExprKind::DeclRef { decl, .. } = &self.tu.expr(y).kind {
                let local = matches!(self.tu.decl(*decl).kind, DeclKind::Var(_))
                    && self.tu.ancestors(*decl).iter().any(|&a| {
                        a != *decl && matches!(self.tu.decl(a).kind, DeclKind::Function(_))
                    });
                if local {
                    return false;
                }
            }
            stack.extend(crate::il::dump::expr_children(&self.tu.expr(y).kind));
        }
        true
    }
}
