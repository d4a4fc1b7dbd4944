//! [temp.over.link]: which earlier function template a function template declaration
//! redeclares. Two function templates are the same when they have equivalent template
//! parameter lists and equivalent function types, template parameters compared by position
//! (depth, index), not by declaration: `template<class T> static int m(T **, int);` and the
//! later `template<class U> int m(U **p, int n) { … }` are one template. The redeclaration
//! is linked (`prev`), so the printer shows the entity's first storage class and its final
//! `inline`/`constexpr` on every declaration.

use crate::il::decl::DeclKind;
use crate::il::types::{ArrayBound, TemplateArg, Type};
use crate::il::{DeclId, ExprId, ExprKind, TypeId};
use crate::parse::Parser;

/// Types nested deeper than this are not compared (treated as different).
const MAX_DEPTH: u32 = 64;

impl Parser<'_, '_> {
    /// The earlier function template among `cands` that `template` (a primary function
    /// template just parsed) redeclares.
    pub(crate) fn redeclared_function_template(
        &self,
        template: DeclId,
        cands: &[DeclId],
    ) -> Option<DeclId> {
        let DeclKind::Template(new) = &self.tu.decls[template].kind else {
            return None;
        };
        let new_fn = self.tu.decls[new.pattern].ty()?;
        cands.iter().rev().copied().find(|&c| {
            if c == template {
                return false;
            }
            let DeclKind::Template(old) = &self.tu.decls[c].kind else {
                return false;
            };
            if !matches!(self.tu.decls[old.pattern].kind, DeclKind::Function(_))
                || self.tu.decls[old.pattern].name != self.tu.decls[new.pattern].name
                || old.param_lists.len() != new.param_lists.len()
            {
                return false;
            }
            let lists_match = old.param_lists.iter().zip(&new.param_lists).all(|(a, b)| {
                a.params.len() == b.params.len()
                    && a.params
                        .iter()
                        .zip(&b.params)
                        .all(|(&x, &y)| self.same_param(x, y))
            });
            lists_match
                && self.tu.decls[old.pattern]
                    .ty()
                    .is_some_and(|old_fn| self.equivalent_types(old_fn, new_fn, 0))
        })
    }

    /// Template parameters of the same kind, position and pack-ness.
    fn same_param(&self, a: DeclId, b: DeclId) -> bool {
        match (&self.tu.decls[a].kind, &self.tu.decls[b].kind) {
            (DeclKind::TemplateTypeParam(x), DeclKind::TemplateTypeParam(y)) => {
                (x.depth, x.index, x.pack) == (y.depth, y.index, y.pack)
            }
            (DeclKind::TemplateValueParam(x), DeclKind::TemplateValueParam(y)) => {
                (x.depth, x.index, x.pack) == (y.depth, y.index, y.pack)
                    && self.equivalent_types(x.ty, y.ty, 0)
            }
            (DeclKind::TemplateTemplateParam(x), DeclKind::TemplateTemplateParam(y)) => {
                (x.depth, x.index, x.pack) == (y.depth, y.index, y.pack)
                    && x.params.params.len() == y.params.params.len()
            }
            _ => false,
        }
    }

    /// A template parameter's position, for the declarations a type or expression names.
    fn param_position(&self, d: DeclId) -> Option<(u8, u32, u32, bool)> {
        match &self.tu.decls.get(d)?.kind {
            DeclKind::TemplateTypeParam(p) => Some((0, p.depth, p.index, p.pack)),
            DeclKind::TemplateValueParam(p) => Some((1, p.depth, p.index, p.pack)),
            DeclKind::TemplateTemplateParam(p) => Some((2, p.depth, p.index, p.pack)),
            _ => None,
        }
    }

    /// Whether two types are the same once template parameters are compared by position.
    fn equivalent_types(&self, a: TypeId, b: TypeId, depth: u32) -> bool {
        let types = &self.tu.types;
        if depth > MAX_DEPTH {
            return false;
        }
        // The same alias template with equivalent arguments, as written (its expansion may
        // hold expressions compared unreliably: `__promote_2<_Tp, _Up>`).
        if let (
            Type::TemplateId {
                template: t,
                args: x,
                ..
            },
            Type::TemplateId {
                template: u,
                args: y,
                ..
            },
        ) = (types.get(a), types.get(b))
        {
            if t == u
                && x.len() == y.len()
                && x.iter()
                    .zip(y.iter())
                    .all(|(p, q)| self.equivalent_args(p, q, depth))
            {
                return true;
            }
        }
        let (a, b) = (types.canonical(a), types.canonical(b));
        if a == b {
            return true;
        }
        let eq = |x: TypeId, y: TypeId| self.equivalent_types(x, y, depth + 1);
        match (types.get(a), types.get(b)) {
            (Type::TemplateParam(x), Type::TemplateParam(y)) => {
                self.param_position(*x).is_some()
                    && self.param_position(*x) == self.param_position(*y)
            }
            (Type::Pointer(x), Type::Pointer(y))
            | (Type::LValueRef(x), Type::LValueRef(y))
            | (Type::RValueRef(x), Type::RValueRef(y))
            | (Type::PackExpansion(x), Type::PackExpansion(y)) => eq(*x, *y),
            (Type::Qualified(x, p), Type::Qualified(y, q)) => p == q && eq(*x, *y),
            (Type::Array(x, m), Type::Array(y, n)) => {
                let bounds = match (m, n) {
                    (ArrayBound::Dependent(e), ArrayBound::Dependent(f)) => {
                        self.equivalent_exprs(*e, *f)
                    }
                    (ArrayBound::Dependent(_), _) | (_, ArrayBound::Dependent(_)) => false,
                    _ => types.canonical(a) == types.canonical(b) || m == n,
                };
                bounds && eq(*x, *y)
            }
            (Type::Function(f), Type::Function(g)) => {
                f.variadic == g.variadic
                    && f.quals == g.quals
                    && f.ref_qual == g.ref_qual
                    && f.params.len() == g.params.len()
                    && eq(f.ret, g.ret)
                    && f.params
                        .iter()
                        .zip(g.params.iter())
                        .all(|(&x, &y)| eq(x, y))
            }
            (
                Type::TemplateId {
                    template: t,
                    args: x,
                    ..
                },
                Type::TemplateId {
                    template: u,
                    args: y,
                    ..
                },
            ) => {
                let same_template = t == u
                    || matches!((self.param_position(*t), self.param_position(*u)), (Some(p), Some(q)) if p == q);
                same_template
                    && x.len() == y.len()
                    && x.iter()
                        .zip(y.iter())
                        .all(|(p, q)| self.equivalent_args(p, q, depth))
            }
            (
                Type::DependentName {
                    qualifier: q,
                    steps: s,
                },
                Type::DependentName {
                    qualifier: r,
                    steps: t,
                },
            ) => {
                eq(*q, *r)
                    && s.len() == t.len()
                    && s.iter().zip(t.iter()).all(|(x, y)| {
                        x.name == y.name
                            && x.args.as_ref().map(|a| a.len()) == y.args.as_ref().map(|a| a.len())
                            && match (&x.args, &y.args) {
                                (Some(a), Some(b)) => a
                                    .iter()
                                    .zip(b.iter())
                                    .all(|(p, q)| self.equivalent_args(p, q, depth)),
                                _ => true,
                            }
                    })
            }
            _ => false,
        }
    }

    fn equivalent_args(&self, a: &TemplateArg, b: &TemplateArg, depth: u32) -> bool {
        match (a, b) {
            (TemplateArg::Type(x), TemplateArg::Type(y)) => {
                self.equivalent_types(*x, *y, depth + 1)
            }
            (TemplateArg::Expr(x), TemplateArg::Expr(y)) => self.equivalent_exprs(*x, *y),
            (TemplateArg::Integral(v, _), TemplateArg::Integral(w, _)) => v == w,
            (TemplateArg::Template(x), TemplateArg::Template(y)) => {
                x == y
                    || matches!((self.param_position(*x), self.param_position(*y)), (Some(p), Some(q)) if p == q)
            }
            (TemplateArg::Pack(x), TemplateArg::Pack(y)) => {
                x.len() == y.len()
                    && x.iter()
                        .zip(y.iter())
                        .all(|(p, q)| self.equivalent_args(p, q, depth))
            }
            _ => false,
        }
    }

    /// Expressions known equivalent: the same constant, or the same template parameter
    /// (anything else compares unequal: no link rather than a wrong one).
    fn equivalent_exprs(&self, a: ExprId, b: ExprId) -> bool {
        let (x, y) = (&self.tu.exprs[a], &self.tu.exprs[b]);
        if let (Some(v), Some(w)) = (x.value.get(), y.value.get()) {
            return v == w;
        }
        match (&x.kind, &y.kind) {
            (ExprKind::DeclRef { decl: d, .. }, ExprKind::DeclRef { decl: e, .. }) => {
                let (d, e) = (*d, *e);
                d == e
                    || matches!((self.param_position(d), self.param_position(e)), (Some(p), Some(q)) if p == q)
            }
            _ => false,
        }
    }
}
