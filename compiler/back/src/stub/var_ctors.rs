//! Which constructors of its class a variable's initialization may call, for liveness
//! ([`super::live`]): sema does not resolve the constructor of a class template
//! specialization, so every constructor that can take the initializer's arguments counts.
//! One that cannot is never instantiated and cicc emits nothing it uses:
//! `std::optional<int> best;` calls the default constructor, not the converting
//! `optional(const optional<U> &)` whose `emplace` reaches placement `operator new`.

use crate::il::decl::DeclKind;
use crate::il::expr::InitForm;
use crate::il::{DeclId, ExprKind, TranslationUnit, ValueCategory};

/// The constructors a variable's initializer may call (see [`Arity`]).
pub fn init_arity(tu: &TranslationUnit, v: &crate::il::decl::VarDecl) -> Arity {
    let Some(init) = &v.init else {
        return Arity::Args(0);
    };
    let Some(e) = tu.exprs.get(init.expr) else {
        return Arity::Any;
    };
    match init.form {
        InitForm::Implicit => Arity::Args(0),
        InitForm::Brace | InitForm::EqualsBrace => Arity::Any,
        InitForm::Paren => match &e.kind {
            ExprKind::ParenList(a)
            | ExprKind::Construct { args: a, .. }
            | ExprKind::DependentConstruct { args: a, .. } => Arity::Args(a.len()),
            _ => Arity::Args(1),
        },
        // `T x = e;` with `e` of the variable's class: a prvalue initializes `x` itself
        // (no constructor since C++17), an lvalue by the copy or move constructor.
        InitForm::Equals => {
            let same = super::live::class_pattern(tu, e.ty)
                .is_some_and(|c| Some(c) == super::live::class_pattern(tu, v.ty));
            match (same, e.cat) {
                (true, ValueCategory::PrValue) => Arity::None,
                (true, _) => Arity::Copy,
                _ => Arity::Args(1),
            }
        }
    }
}

/// The constructors an initialization may call.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Any constructor (list-initialization).
    Any,
    /// Those that take this many arguments.
    Args(usize),
    /// The copy and move constructors (non-template, one argument).
    Copy,
    /// None.
    None,
}

/// Whether constructor `m` (a function, or a member template whose pattern is one) may be
/// called with `arity`.
pub fn may_call(tu: &TranslationUnit, m: DeclId, arity: Arity) -> bool {
    let (f, template) = match &tu.decls[m].kind {
        DeclKind::Template(t) => (t.pattern, true),
        _ => (m, false),
    };
    let DeclKind::Function(fd) = &tu.decls[f].kind else {
        return true;
    };
    let (mut required, mut pack) = (0usize, false);
    for &p in fd.params.iter() {
        let DeclKind::Param(p) = &tu.decls[p].kind else {
            return true;
        };
        pack |= p.pack;
        if p.default.is_none() && !p.pack {
            required += 1;
        }
    }
    let total = fd.params.len();
    let takes = |n: usize| n >= required && (n <= total || pack);
    match arity {
        Arity::Any => true,
        Arity::Args(n) => takes(n),
        Arity::Copy => !template && takes(1),
        Arity::None => false,
    }
}
