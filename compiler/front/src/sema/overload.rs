//! Overload resolution: viable candidates by argument count and implicit conversion
//! sequences, the best by per-argument ranks ([over.match.best], without the finer
//! tie-breakers: non-template over template, then the CUDA execution space), then the call's arguments converted to the parameter types with
//! default arguments appended. Function templates take part through a simple
//! deduction (a parameter that is `T`, `T*`, `T&`, `const T&` deduces `T`).

use crate::il::attr::ExecSpace;
use crate::il::decl::StorageClass;
use crate::il::types::{Quals, Type};
use crate::il::{DeclId, DeclKind, ExprId, ExprKind, TypeId, ValueCategory};
use crate::parse::Parser;
use crate::sema::conv::Rank;

/// Why no candidate was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMatch {
    /// Exactly one candidate, called with too many arguments.
    TooMany,
    /// Exactly one candidate, called with too few arguments.
    TooFew,
    /// Some argument cannot be converted (or several candidates, none viable).
    NoViable,
}

/// A chosen candidate: the function (the pattern for a template) and the parameter
/// types after deduction.
#[derive(Clone, Debug)]
pub struct Chosen {
    pub func: DeclId,
    pub params: Vec<TypeId>,
    pub ret: TypeId,
    pub variadic: bool,
}

impl Parser<'_, '_> {
    /// The function declaration a candidate stands for (templates: the pattern).
    /// A function template (possibly named through a using-declaration).
    pub fn is_function_template(&self, c: DeclId) -> bool {
        match &self.tu.decls[c].kind {
            DeclKind::Template(t) => matches!(self.tu.decls[t.pattern].kind, DeclKind::Function(_)),
            DeclKind::Using(u) => u
                .targets
                .first()
                .is_some_and(|&t| self.is_function_template(t)),
            _ => false,
        }
    }

    /// Template arguments that wait for an instantiation: a dependent type, a non-type
    /// argument without a value in a template, a pack.
    pub fn template_args_dependent(&self, args: &[crate::il::types::TemplateArg]) -> bool {
        use crate::il::types::TemplateArg as A;
        args.iter().any(|a| match a {
            A::Type(t) => self.tu.types.is_dependent(*t),
            A::Expr(e) => self.scopes.in_template() && self.tu.exprs[*e].value.get().is_none(),
            A::Integral(..) => false,
            A::Template(d) => matches!(self.tu.decls[*d].kind, DeclKind::TemplateTemplateParam(_)),
            A::Pack(p) => self.template_args_dependent(p),
        })
    }

    /// `C::f< T>`, `D< T>::f< int>` in a template: a class's member template-id whose
    /// class or arguments are dependent is bound at instantiation (EDG re-prints it as
    /// `C::template f< T>`, written so or not).
    pub fn member_template_id_dependent(&self, written: &crate::il::expr::NameWriting) -> bool {
        let class = match written.qualifier.as_ref().and_then(|q| q.parts.last()) {
            Some(crate::il::expr::QualifierPart::Type(t)) => *t,
            _ => return false,
        };
        self.scopes.in_template()
            && written.template_args.as_deref().is_some_and(|a| {
                self.tu.types.is_dependent(class) || self.template_args_dependent(a)
            })
    }

    pub fn candidate_function(&self, c: DeclId) -> Option<DeclId> {
        match &self.tu.decls[c].kind {
            DeclKind::Function(_) => Some(c),
            DeclKind::Template(t)
                if matches!(self.tu.decls[t.pattern].kind, DeclKind::Function(_)) =>
            {
                Some(t.pattern)
            }
            DeclKind::Using(u) => u.targets.first().and_then(|&t| self.candidate_function(t)),
            _ => None,
        }
    }

    /// Chooses among `cands` for a call with `args`.
    pub fn select_overload(
        &mut self,
        cands: &[DeclId],
        args: &[ExprId],
    ) -> Result<Chosen, NoMatch> {
        let mut best: Option<(Chosen, Vec<Rank>)> = None;
        let mut count_problem = None;
        let funcs: Vec<DeclId> = cands
            .iter()
            .filter_map(|&c| self.candidate_function(c))
            .collect();
        for &f in &funcs {
            let Some((params, variadic)) = self.function_params(f) else {
                continue;
            };
            // A function parameter pack takes any number of arguments (deduced later).
            let has_pack = match &self.tu.decls[f].kind {
                DeclKind::Function(fd) => fd
                    .params
                    .iter()
                    .any(|&p| matches!(&self.tu.decls[p].kind, DeclKind::Param(pd) if pd.pack)),
                _ => false,
            };
            let variadic = variadic || has_pack;
            let required = self.required_params(f).min(if has_pack {
                params.len().saturating_sub(1)
            } else {
                usize::MAX
            });
            if args.len() > params.len() && !variadic {
                count_problem = Some(NoMatch::TooMany);
                continue;
            }
            if args.len() < required {
                count_problem = Some(NoMatch::TooFew);
                continue;
            }
            let DeclKind::Function(fd) = &self.tu.decls[f].kind else {
                continue;
            };
            let ret0 = self
                .tu
                .types
                .as_function(fd.ty)
                .map(|t| t.ret)
                .unwrap_or_else(|| self.tu.types.error());
            let (params, ret) = self.deduce(f, params, ret0, args);
            let mut ranks = Vec::new();
            let mut ok = true;
            for (i, &a) in args.iter().enumerate() {
                let r = match params.get(i) {
                    Some(&p) => self.conversion_rank(a, p),
                    None => Some(Rank::Ellipsis),
                };
                match r {
                    Some(r) => ranks.push(r),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                continue;
            }
            let chosen = Chosen {
                func: f,
                params,
                ret,
                variadic,
            };
            match &best {
                None => best = Some((chosen, ranks)),
                Some((b, br)) => {
                    let better = ranks.iter().zip(br).all(|(a, b)| a <= b)
                        && ranks.iter().zip(br).any(|(a, b)| a < b);
                    let tie = ranks == *br && self.wins_tie(f, b.func);
                    if better || tie {
                        best = Some((chosen, ranks));
                    }
                }
            }
        }
        match best {
            Some((c, _)) => Ok(c),
            None if funcs.len() == 1 => Err(count_problem.unwrap_or(NoMatch::NoViable)),
            None => Err(NoMatch::NoViable),
        }
    }

    /// Between two candidates whose conversions rank the same: [over.match.best]'s
    /// non-template over template, then the CUDA execution space (a function the caller's
    /// space can call over one it cannot: a `__device__` overload does not hide a host one).
    fn wins_tie(&self, f: DeclId, other: DeclId) -> bool {
        let templated = |d: DeclId| {
            self.tu.decls[d]
                .parent
                .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Template(_)))
        };
        match (templated(f), templated(other)) {
            (false, true) => return true,
            (true, false) => return false,
            _ => {}
        }
        let caller = self.caller_exec_space();
        let callable = |d: DeclId| {
            let space = self.tu.decls[d].attrs.cuda.exec.effective();
            (caller.has(ExecSpace::HOST) && space.has(ExecSpace::HOST))
                || (caller.has(ExecSpace::DEVICE) && space.has(ExecSpace::DEVICE))
        };
        callable(f) && !callable(other)
    }

    /// The execution space of the code being parsed: the innermost enclosing function's
    /// (`__global__` runs on the device), host outside functions.
    pub fn caller_exec_space(&self) -> ExecSpace {
        for s in self.scopes.significant() {
            if let crate::sema::scope::ScopeKind::Function(d) = s.kind {
                let space = self.tu.decls[d].attrs.cuda.exec.effective();
                return if space.has(ExecSpace::GLOBAL) {
                    ExecSpace::DEVICE
                } else {
                    space
                };
            }
        }
        ExecSpace::HOST
    }

    /// Deduces a function template's type parameters from the arguments (simple forms
    /// only) and substitutes them into the parameter and return types.
    fn deduce(
        &mut self,
        f: DeclId,
        params: Vec<TypeId>,
        ret: TypeId,
        args: &[ExprId],
    ) -> (Vec<TypeId>, TypeId) {
        let is_template = self.tu.decls[f].parent.is_some_and(
            |p| matches!(&self.tu.decls[p].kind, DeclKind::Template(t) if t.pattern == f),
        );
        // A generic lambda's call operator (`[](auto a, auto b)`) is a template too.
        let generic_lambda = self.tu.decls[f]
            .parent
            .is_some_and(|p| matches!(&self.tu.decls[p].kind, DeclKind::Class(c) if c.is_lambda))
            && params.iter().any(|&p| self.tu.types.is_dependent(p));
        if !is_template && !generic_lambda {
            return (params, ret);
        }
        let mut map: Vec<(DeclId, TypeId)> = Vec::new();
        for (i, &p) in params.iter().enumerate() {
            let Some(&a) = args.get(i) else { break };
            let at = self.tu.exprs[a].ty;
            let at = if self.tu.types.is_reference(p) {
                at
            } else {
                self.value_type(at)
            };
            self.deduce_one(p, at, &mut map);
        }
        let mut ret = self.substitute(ret, &map);
        // (A dependent operator in the body leaves the deduced type an error.)
        let unknown =
            self.tu.types.is_dependent(ret) || matches!(self.tu.types.get(ret), Type::Error);
        if generic_lambda && unknown {
            if let Some(t) = self.generic_lambda_return(f, &params, args) {
                ret = t;
            }
        }
        let params = params.iter().map(|&p| self.substitute(p, &map)).collect();
        (params, ret)
    }

    /// A generic lambda's deduced return type for a call: its first `return e;` typed
    /// again with each `auto` parameter standing for its argument's type (simple forms:
    /// parameters, non-dependent operands, `?:` and arithmetic/comparison operators).
    fn generic_lambda_return(
        &mut self,
        f: DeclId,
        params: &[TypeId],
        args: &[ExprId],
    ) -> Option<TypeId> {
        let DeclKind::Function(fd) = &self.tu.decls[f].kind else {
            return None;
        };
        let (decls, body) = (fd.params.clone(), fd.body.as_ref()?.body);
        let mut bound: Vec<(DeclId, TypeId)> = Vec::new();
        for ((&d, &p), &a) in decls.iter().zip(params).zip(args) {
            let at = self.tu.exprs[a].ty;
            if self.tu.types.is_dependent(at) {
                return None;
            }
            let t = match self.tu.types.get(p).clone() {
                crate::il::types::Type::Auto(crate::il::types::AutoKind::Auto) => {
                    self.value_type(at)
                }
                _ if !self.tu.types.is_dependent(p) => self.tu.types.non_reference(p),
                _ => return None,
            };
            bound.push((d, t));
        }
        let e = self.first_return(body).flatten()?;
        let t = self.retype(e, &bound, 0)?;
        Some(self.value_type(t))
    }

    fn retype(&mut self, e: ExprId, bound: &[(DeclId, TypeId)], depth: u32) -> Option<TypeId> {
        use crate::il::expr::BinaryOp as B;
        if depth > 64 {
            return None;
        }
        let ty = self.tu.exprs[e].ty;
        match self.tu.exprs[e].kind.clone() {
            ExprKind::Paren(x) => self.retype(x, bound, depth + 1),
            // A conversion to a dependent type (`a + 1`'s `1` in a generic body).
            ExprKind::ImplicitCast { operand, .. } if self.tu.types.is_dependent(ty) => {
                self.retype(operand, bound, depth + 1)
            }
            ExprKind::DeclRef { decl, .. } if bound.iter().any(|(d, _)| *d == decl) => {
                bound.iter().find(|(d, _)| *d == decl).map(|(_, t)| *t)
            }
            _ if !self.tu.types.is_dependent(ty)
                && !matches!(self.tu.types.get(ty), crate::il::types::Type::Error) =>
            {
                Some(ty)
            }
            ExprKind::Conditional {
                then: Some(t),
                else_,
                ..
            } => {
                let a = self.retype(t, bound, depth + 1)?;
                let b = self.retype(else_, bound, depth + 1)?;
                let (va, vb) = (self.value_type(a), self.value_type(b));
                if self.tu.types.same(a, b) {
                    Some(a)
                } else if self.is_arithmetic_or_enum(va) && self.is_arithmetic_or_enum(vb) {
                    Some(self.arithmetic_common_type(va, vb))
                } else {
                    None
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.retype(lhs, bound, depth + 1)?;
                let b = self.retype(rhs, bound, depth + 1)?;
                let (va, vb) = (self.value_type(a), self.value_type(b));
                if !self.is_arithmetic_or_enum(va) || !self.is_arithmetic_or_enum(vb) {
                    return None;
                }
                match op {
                    B::Lt | B::Gt | B::Le | B::Ge | B::Eq | B::Ne | B::LogAnd | B::LogOr => {
                        Some(self.tu.types.bool())
                    }
                    B::Add
                    | B::Sub
                    | B::Mul
                    | B::Div
                    | B::Rem
                    | B::BitAnd
                    | B::BitOr
                    | B::BitXor => Some(self.arithmetic_common_type(va, vb)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    fn deduce_one(&mut self, p: TypeId, a: TypeId, map: &mut Vec<(DeclId, TypeId)>) {
        let p = self.tu.types.non_reference(p);
        let (pb, _) = self.tu.types.split_quals(p);
        match self.tu.types.get(pb).clone() {
            Type::TemplateParam(d) if !map.iter().any(|(x, _)| *x == d) => {
                let a = self.tu.types.unqualified(a);
                map.push((d, a));
            }
            Type::Pointer(inner) => {
                if let Some(ai) = self.tu.types.pointee(a) {
                    if self.tu.types.is_pointer(a) {
                        let (ib, _) = self.tu.types.split_quals(inner);
                        if let Type::TemplateParam(d) = self.tu.types.get(ib).clone() {
                            if !map.iter().any(|(x, _)| *x == d) {
                                let ai = self.tu.types.unqualified(ai);
                                map.push((d, ai));
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Replaces deduced template parameters in `t` (simple type forms).
    pub(crate) fn substitute(&mut self, t: TypeId, map: &[(DeclId, TypeId)]) -> TypeId {
        if map.is_empty() || !self.tu.types.is_dependent(t) {
            return t;
        }
        match self.tu.types.get(t).clone() {
            Type::TemplateParam(d) => map
                .iter()
                .find(|(x, _)| *x == d)
                .map(|(_, a)| *a)
                .unwrap_or(t),
            Type::Qualified(i, q) => {
                let i = self.substitute(i, map);
                self.tu.types.qualified(i, q)
            }
            Type::Pointer(i) => {
                let i = self.substitute(i, map);
                self.tu.types.pointer(i)
            }
            Type::LValueRef(i) => {
                let i = self.substitute(i, map);
                self.tu.types.lvalue_ref(i)
            }
            Type::RValueRef(i) => {
                let i = self.substitute(i, map);
                self.tu.types.rvalue_ref(i)
            }
            // A member of a specialization (`typename enable_if<C, int>::type`).
            Type::DependentName { .. } => {
                crate::sema::instantiate::substitute_deduced(&mut self.tu, map, t).unwrap_or(t)
            }
            _ => t,
        }
    }

    /// Converts the arguments of a call to the chosen function's parameter types and
    /// appends default arguments; variadic extras get the default promotions.
    pub fn finish_call_args(
        &mut self,
        chosen: &Chosen,
        args: Vec<ExprId>,
        pos: crate::source::Pos,
    ) -> Vec<ExprId> {
        let mut out = Vec::with_capacity(chosen.params.len().max(args.len()));
        for (i, a) in args.into_iter().enumerate() {
            match chosen.params.get(i) {
                Some(&p) => out.push(self.convert_argument(a, p)),
                None => {
                    let a = self.promote_expr(a);
                    let t = self.tu.exprs[a].ty;
                    let a = if self.tu.types.as_builtin(t) == Some(crate::il::Builtin::Float) {
                        let d = self.tu.types.builtin(crate::il::Builtin::Double);
                        self.convert(a, d)
                    } else {
                        a
                    };
                    out.push(a)
                }
            }
        }
        let params: Vec<DeclId> = match &self.tu.decls[chosen.func].kind {
            DeclKind::Function(fd) => fd.params.clone(),
            _ => Vec::new(),
        };
        for &p in params.iter().skip(out.len()) {
            let Some(def) = self.param_default(p) else {
                break;
            };
            let ty = self.tu.exprs[def].ty;
            let id = self.tu.add_expr(
                ExprKind::DefaultArg { param: p },
                ty,
                ValueCategory::PrValue,
                pos,
            );
            self.tu.exprs[id].value = self.tu.exprs[def].value.clone();
            out.push(id);
        }
        out
    }
}

impl Parser<'_, '_> {
    /// Member functions called on an object of cv-qualification `object`: a candidate
    /// whose implicit object parameter cannot bind it (`f()` on a const object) is not
    /// viable, and of two candidates with the same parameters the less cv-qualified one
    /// binds better ([over.match.funcs], [over.ics.rank]: `test_and_set(m)` and its
    /// `volatile` twin on a plain object). Without a viable one the set stays as it is,
    /// for the diagnostics.
    pub(crate) fn prune_by_implicit_object(
        &self,
        cands: Vec<DeclId>,
        object: Quals,
    ) -> Vec<DeclId> {
        let cv = |q: Quals| Quals(q.0 & (Quals::CONST.0 | Quals::VOLATILE.0));
        let object = cv(object);
        let member_type = |c: DeclId| {
            let f = self.candidate_function(c)?;
            match &self.tu.decls[f].kind {
                DeclKind::Function(fd) if fd.storage != StorageClass::Static => {
                    self.tu.types.as_function(fd.ty).cloned()
                }
                _ => None,
            }
        };
        let viable: Vec<DeclId> = cands
            .iter()
            .copied()
            .filter(|&c| member_type(c).is_none_or(|ft| cv(ft.quals).0 & object.0 == object.0))
            .collect();
        if viable.is_empty() {
            return cands;
        }
        let beaten = |c: DeclId| {
            let Some(ft) = member_type(c) else {
                return false;
            };
            viable.iter().any(|&o| {
                member_type(o).is_some_and(|ot| {
                    let (mine, theirs) = (cv(ft.quals), cv(ot.quals));
                    mine != theirs
                        && mine.0 & theirs.0 == theirs.0
                        && ot.ref_qual == ft.ref_qual
                        && ot.variadic == ft.variadic
                        && ot.params.len() == ft.params.len()
                        && ot.params.iter().zip(ft.params.iter()).all(|(&a, &b)| {
                            self.tu.types.canonical(a) == self.tu.types.canonical(b)
                        })
                })
            })
        };
        viable.iter().copied().filter(|&c| !beaten(c)).collect()
    }
}
