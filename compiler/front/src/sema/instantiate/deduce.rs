//! Template argument deduction from a call's argument types ([temp.deduct.call]).

use super::*;

pub(super) struct Deducer<'a> {
    pub(super) tu: &'a TranslationUnit,
    pub(super) params: &'a [DeclId],
    pub(super) found: &'a mut Vec<Option<TemplateArg>>,
}

impl Deducer<'_> {
    pub(super) fn slot(&self, decl: DeclId) -> Option<usize> {
        self.params.iter().position(|&p| p == decl)
    }

    pub(super) fn record(&mut self, decl: DeclId, arg: TemplateArg) {
        if let Some(i) = self.slot(decl) {
            if self.found[i].is_none() {
                self.found[i] = Some(arg);
            }
        }
    }

    /// A call argument against its parameter type.
    pub(super) fn argument(&mut self, param: TypeId, arg: ExprId) {
        let types = &self.tu.types;
        let Some(e) = self.tu.exprs.get(strip(self.tu, arg)) else {
            return;
        };
        // A variable's type as declared keeps its typedef sugar.
        let declared = match &e.kind {
            ExprKind::DeclRef { decl, .. } => match self.tu.decls.get(*decl).map(|d| &d.kind) {
                Some(DeclKind::Var(v)) => Some(v.ty),
                Some(DeclKind::Param(p)) => Some(p.adjusted),
                _ => None,
            },
            // A cast's type as written (`(real3_t *)nullptr`).
            ExprKind::Cast { written_ty, .. } => Some(*written_ty),
            _ => None,
        };
        let a = match declared {
            Some(t) if types.same(types.non_reference(t), e.ty) => t,
            _ => e.ty,
        };
        if names_template_param(self.tu, a) || matches!(types.get(types.canonical(a)), Type::Error)
        {
            return;
        }
        match types.get(types.canonical(param)) {
            Type::LValueRef(inner) => self.ty(*inner, a, 0),
            Type::RValueRef(inner) => {
                // A forwarding reference with an lvalue deduces `T&`.
                // (That needs a new type: left undeduced.)
                let forwarding = matches!(types.get(*inner), Type::TemplateParam(_));
                if forwarding && e.cat == crate::il::ValueCategory::LValue {
                    return;
                }
                self.ty(*inner, a, 0)
            }
            _ => {
                // By value: arrays decay, top-level cv-qualifiers go.
                let p = unqualified(types, param);
                if let (Type::Pointer(pi), Type::Array(elem, _)) =
                    (types.get(desugar(types, p)), types.get(desugar(types, a)))
                {
                    return self.ty(*pi, *elem, 1);
                }
                self.ty(p, unqualified(types, a), 0)
            }
        }
    }

    /// A call's argument types (lvalue or not) against the parameter types.
    pub(super) fn call(&mut self, params: &[TypeId], args: &[(TypeId, bool)]) {
        let types = &self.tu.types;
        for (i, &p) in params.iter().enumerate() {
            if let Type::PackExpansion(inner) = types.get(types.canonical(p)) {
                self.pack(*inner, &args[i.min(args.len())..]);
                return;
            }
            let Some(&(a, lvalue)) = args.get(i) else {
                return;
            };
            self.argument_type(p, a, lvalue);
        }
    }

    /// `Args... args` (by value) against the remaining argument types: a pack of their
    /// decayed, unqualified types.
    pub(super) fn pack(&mut self, inner: TypeId, args: &[(TypeId, bool)]) {
        let types = &self.tu.types;
        let Type::TemplateParam(d) = types.get(types.canonical(inner)) else {
            return;
        };
        let mut items = Vec::with_capacity(args.len());
        for &(a, _) in args {
            let a = types.non_reference(a);
            if names_template_param(self.tu, a) {
                return;
            }
            let t = match types.get(desugar(types, a)) {
                Type::Array(..) | Type::Function(_) => return,
                _ => types.canonical(unqualified(types, a)),
            };
            items.push(TemplateArg::Type(types.unqualified(t)));
        }
        self.record(*d, TemplateArg::Pack(items.into()));
    }

    /// An argument of type `a` against its parameter type (by-value decay and
    /// forwarding references as in [`Deducer::argument`]).
    pub(super) fn argument_type(&mut self, param: TypeId, a: TypeId, lvalue: bool) {
        let types = &self.tu.types;
        let a = types.non_reference(a);
        if names_template_param(self.tu, a) || matches!(types.get(types.canonical(a)), Type::Error)
        {
            return;
        }
        match types.get(types.canonical(param)) {
            Type::LValueRef(inner) => self.ty(*inner, a, 0),
            Type::RValueRef(inner) => {
                if matches!(types.get(*inner), Type::TemplateParam(_)) && lvalue {
                    return;
                }
                self.ty(*inner, a, 0)
            }
            _ => {
                let p = unqualified(types, param);
                if let (Type::Pointer(pi), Type::Array(elem, _)) =
                    (types.get(desugar(types, p)), types.get(desugar(types, a)))
                {
                    return self.ty(*pi, *elem, 1);
                }
                self.ty(p, unqualified(types, a), 0)
            }
        }
    }

    /// Matches `p` against `a`; a parameter is bound to `a` with its sugar (a typedef
    /// argument prints as the typedef in the instance's parameter types).
    pub(super) fn ty(&mut self, p: TypeId, a: TypeId, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let types = &self.tu.types;
        let (pn, an) = (desugar(types, p), desugar(types, a));
        match (types.get(pn), types.get(an)) {
            (Type::TemplateParam(d), _) => self.record(*d, TemplateArg::Type(a)),
            (Type::Qualified(pi, pq), _) => {
                // `const T` against `const int` or, through a qualification conversion,
                // `int`: T = int. (`const T` against `const volatile int` would need a
                // new type: left undeduced.)
                let (ab, aq) = match types.get(an) {
                    Type::Qualified(ab, aq) => (*ab, *aq),
                    _ => (an, crate::il::Quals::NONE),
                };
                if aq.without(*pq).is_empty() {
                    self.ty(*pi, ab, depth + 1);
                }
            }
            (Type::Pointer(pi), Type::Pointer(ai))
            | (Type::LValueRef(pi), Type::LValueRef(ai))
            | (Type::RValueRef(pi), Type::RValueRef(ai)) => self.ty(*pi, *ai, depth + 1),
            (Type::Array(pi, pb), Type::Array(ai, ab)) => {
                if let (ArrayBound::Dependent(e), ArrayBound::Known(n)) = (pb, ab) {
                    self.value(*e, i128::from(*n));
                }
                self.ty(*pi, *ai, depth + 1);
            }
            (
                Type::MemberPointer {
                    class: pc,
                    pointee: pp,
                },
                Type::MemberPointer {
                    class: ac,
                    pointee: ap,
                },
            ) => {
                self.ty(*pc, *ac, depth + 1);
                self.ty(*pp, *ap, depth + 1);
            }
            (Type::Function(pf), Type::Function(af)) if pf.params.len() == af.params.len() => {
                self.ty(pf.ret, af.ret, depth + 1);
                for (&x, &y) in pf.params.iter().zip(af.params.iter()) {
                    self.ty(x, y, depth + 1);
                }
            }
            (
                Type::TemplateId {
                    template: pt,
                    args: pargs,
                    ..
                },
                Type::TemplateId {
                    template: at,
                    args: aargs,
                    resolved: None,
                },
            ) if pt == at => {
                // A class template specialization named by its template-id (no instance is
                // made for it): its arguments, defaults completed, against the pattern's.
                let Some(aargs) = complete_args(self.tu, *at, aargs) else {
                    return;
                };
                for (pa, aa) in pargs.iter().zip(aargs.iter()) {
                    match (pa, aa) {
                        (TemplateArg::Type(x), TemplateArg::Template(y)) => {
                            if let Some(p) = named_template_of(self.tu, *x) {
                                self.record(p, TemplateArg::Template(*y));
                            }
                        }
                        (TemplateArg::Template(p), TemplateArg::Template(y)) => {
                            self.record(*p, TemplateArg::Template(*y))
                        }
                        (TemplateArg::Type(x), TemplateArg::Type(y)) => self.ty(*x, *y, depth + 1),
                        (TemplateArg::Expr(e), TemplateArg::Integral(v, _)) => self.value(*e, *v),
                        _ => {}
                    }
                }
            }
            (Type::TemplateId { args: pargs, .. }, _) => {
                let Type::Class(c) = types.get(types.canonical(an)) else {
                    return;
                };
                let Some(DeclKind::Class(class)) = self.tu.decls.get(*c).map(|d| &d.kind) else {
                    return;
                };
                let Some(spec) = &class.specialization else {
                    return;
                };
                for (pa, aa) in pargs.iter().zip(spec.args.iter()) {
                    match (pa, aa) {
                        (TemplateArg::Type(x), TemplateArg::Type(y)) => self.ty(*x, *y, depth + 1),
                        (TemplateArg::Expr(e), TemplateArg::Integral(v, _)) => self.value(*e, *v),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }

    /// A non-type parameter `e` (when it is one) bound to `value`.
    pub(super) fn value(&mut self, e: ExprId, value: i128) {
        let Some(ExprKind::DeclRef { decl, .. }) = self.tu.exprs.get(e).map(|x| &x.kind) else {
            return;
        };
        if let Some(DeclKind::TemplateValueParam(p)) = self.tu.decls.get(*decl).map(|d| &d.kind) {
            if !self.tu.types.is_dependent(p.ty) {
                let t = self.tu.types.canonical(self.tu.types.unqualified(p.ty));
                self.record(*decl, TemplateArg::Integral(value, t));
            }
        }
    }
}
