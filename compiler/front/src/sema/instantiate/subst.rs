//! Substitution of template arguments into types and expressions.

use super::*;

/// Template parameters → arguments.
pub(in crate::sema) struct Subst<'a> {
    pub(in crate::sema) params: &'a [DeclId],
    pub(in crate::sema) args: &'a [TemplateArg],
}

impl Subst<'_> {
    pub(in crate::sema) fn arg(&self, decl: DeclId) -> Option<&TemplateArg> {
        self.params
            .iter()
            .position(|&p| p == decl)
            .and_then(|i| self.args.get(i))
    }

    /// `t` with the arguments substituted; `None` for what cannot be substituted yet.
    pub(in crate::sema) fn ty(
        &self,
        tu: &mut TranslationUnit,
        t: TypeId,
        depth: u32,
    ) -> Option<TypeId> {
        if depth > MAX_DEPTH {
            return None;
        }
        if !tu.types.is_dependent(t) {
            return Some(t);
        }
        let next = depth + 1;
        Some(match tu.types.get(t).clone() {
            Type::TemplateParam(d) => match self.arg(d)? {
                TemplateArg::Type(a) => *a,
                _ => return None,
            },
            Type::Typedef { aliased, .. } => self.ty(tu, aliased, next)?,
            Type::Qualified(i, q) => {
                let i = self.ty(tu, i, next)?;
                tu.types.qualified(i, q)
            }
            Type::Pointer(i) => {
                let i = self.ty(tu, i, next)?;
                tu.types.pointer(i)
            }
            Type::LValueRef(i) => {
                let i = self.ty(tu, i, next)?;
                tu.types.lvalue_ref(i)
            }
            Type::RValueRef(i) => {
                let i = self.ty(tu, i, next)?;
                tu.types.rvalue_ref(i)
            }
            Type::Array(i, bound) => {
                let bound = match bound {
                    ArrayBound::Dependent(e) => {
                        ArrayBound::Known(u64::try_from(self.value(tu, e)?).ok()?)
                    }
                    b => b,
                };
                let i = self.ty(tu, i, next)?;
                tu.types.array(i, bound)
            }
            Type::Function(f) => {
                let ret = self.ty(tu, f.ret, next)?;
                let mut params = Vec::with_capacity(f.params.len());
                for &p in f.params.iter() {
                    match self.expansion(tu, p, next) {
                        Some(items) => params.extend(items?),
                        None => params.push(self.ty(tu, p, next)?),
                    }
                }
                // The written parameters follow, unless a pack changed their number.
                let written = match &f.written_params {
                    Some(w) if w.len() == params.len() => w
                        .iter()
                        .map(|w| {
                            let ty = self.ty(tu, w.ty, next)?;
                            Some(WrittenParam { name: w.name, ty })
                        })
                        .collect::<Option<Box<[_]>>>()
                        .map(Box::new),
                    _ => None,
                };
                tu.types.function(FunctionType {
                    ret,
                    params: params.into(),
                    written_params: written,
                    ..f
                })
            }
            Type::MemberPointer { class, pointee } => {
                let class = self.ty(tu, class, next)?;
                let pointee = self.ty(tu, pointee, next)?;
                tu.types.intern(Type::MemberPointer { class, pointee })
            }
            Type::TemplateId {
                template,
                args,
                resolved: None,
            } => {
                let mut out = Vec::with_capacity(args.len());
                for a in args.iter() {
                    out.push(self.template_arg(tu, a, next)?);
                }
                if let Some(t) = alias_expansion(tu, template, &out, next) {
                    return t;
                }
                let args = complete_args(tu, template, &out)?;
                tu.types.intern(Type::TemplateId {
                    template,
                    args: args.into(),
                    resolved: None,
                })
            }
            // `__underlying_type(T)`: the transformation of the substituted operand.
            Type::Transform {
                name,
                operand,
                result: None,
            } => crate::sema::traits::substitute::transform(tu, name, operand, &(self, next))?,
            // `typename W<T>::type`: the member typedef of the specialization chosen.
            Type::DependentName { qualifier, steps }
                if steps.len() == 1 && steps[0].args.is_none() =>
            {
                let q = self.ty(tu, qualifier, next)?;
                let (decl, aliased) =
                    crate::sema::specialization::member_typedef(tu, q, steps[0].name)?;
                tu.types.intern(Type::Typedef {
                    decl,
                    aliased,
                    qualifier: Some(q),
                })
            }
            _ => return None,
        })
    }

    /// `P...` (a pack expansion type): one type per element of the pack it expands
    /// (`Some(None)`: it cannot be expanded); `None` when `t` is no pack expansion.
    #[allow(clippy::option_option)]
    pub(in crate::sema) fn expansion(
        &self,
        tu: &mut TranslationUnit,
        t: TypeId,
        depth: u32,
    ) -> Option<Option<Vec<TypeId>>> {
        let Type::PackExpansion(inner) = tu.types.get(t).clone() else {
            return None;
        };
        let packs: Vec<(usize, Box<[TemplateArg]>)> = self
            .params
            .iter()
            .enumerate()
            .filter_map(|(i, _)| match self.args.get(i) {
                Some(TemplateArg::Pack(items)) => Some((i, items.clone())),
                _ => None,
            })
            .collect();
        // The pack the pattern names (one pack per expansion is enough here).
        let Some((slot, items)) = packs
            .into_iter()
            .find(|(i, _)| mentions(tu, inner, self.params[*i]))
        else {
            return Some(None);
        };
        let mut out = Vec::with_capacity(items.len());
        for item in items.iter() {
            let mut args = self.args.to_vec();
            args[slot] = item.clone();
            let one = Subst {
                params: self.params,
                args: &args,
            };
            match one.ty(tu, inner, depth + 1) {
                Some(t) => out.push(t),
                None => return Some(None),
            }
        }
        Some(Some(out))
    }

    /// A class template-id's argument with the parameters substituted.
    pub(in crate::sema) fn template_arg(
        &self,
        tu: &mut TranslationUnit,
        a: &TemplateArg,
        depth: u32,
    ) -> Option<TemplateArg> {
        if let TemplateArg::Type(t) = a {
            if let Some(b @ TemplateArg::Template(_)) =
                named_template_of(tu, *t).and_then(|p| self.arg(p))
            {
                return Some(b.clone());
            }
        }
        Some(match a {
            TemplateArg::Type(t) => TemplateArg::Type(self.ty(tu, *t, depth)?),
            TemplateArg::Expr(e) => match &tu.exprs.get(*e)?.kind {
                ExprKind::DeclRef { decl, .. } if self.arg(*decl).is_some() => {
                    match self.arg(*decl)? {
                        a @ TemplateArg::Integral(..) => a.clone(),
                        _ => return None,
                    }
                }
                // `__integer_pack(N)...`: the arguments `0, 1, ..., N-1`.
                ExprKind::PackExpansion(inner) => {
                    let inner = *inner;
                    let items =
                        crate::sema::traits::substitute::integer_pack(tu, inner, &(self, depth))?;
                    TemplateArg::Pack(
                        items
                            .into_iter()
                            .map(|(v, t)| TemplateArg::Integral(v, t))
                            .collect(),
                    )
                }
                // A trait of the parameters (`__is_class(T)`, `!__is_same(T, U)`).
                _ => {
                    let ty = tu.exprs[*e].ty;
                    let v = crate::sema::traits::substitute::value(tu, *e, &(self, depth), 0)?;
                    TemplateArg::Integral(v, ty)
                }
            },
            TemplateArg::Template(d) => match self.arg(*d) {
                Some(a @ TemplateArg::Template(_)) => a.clone(),
                Some(_) => return None,
                None => TemplateArg::Template(*d),
            },
            TemplateArg::Integral(..) => a.clone(),
            TemplateArg::Pack(_) => return None,
        })
    }

    /// A non-type parameter's value (a bound written as the parameter's name).
    pub(in crate::sema) fn value(&self, tu: &TranslationUnit, e: ExprId) -> Option<i128> {
        match &tu.exprs.get(e)?.kind {
            ExprKind::DeclRef { decl, .. } => match self.arg(*decl)? {
                TemplateArg::Integral(v, _) => Some(*v),
                _ => None,
            },
            _ => None,
        }
    }
}

/// `A<args>` for an alias template `A`: its aliased type with the arguments substituted
/// (`bool_constant<B>` is `integral_constant<bool, B>`). `None` when `template` is no alias
/// template; `Some(None)` when the arguments do not fit its parameters one to one.
#[allow(clippy::option_option)]
pub(super) fn alias_expansion(
    tu: &mut TranslationUnit,
    template: DeclId,
    args: &[TemplateArg],
    depth: u32,
) -> Option<Option<TypeId>> {
    let DeclKind::Template(t) = &tu.decls.get(template)?.kind else {
        return None;
    };
    let DeclKind::Typedef(td) = &tu.decls.get(t.pattern)?.kind else {
        return None;
    };
    let aliased = td.aliased;
    let params = t.param_lists.last()?.params.clone();
    if params.len() != args.len() {
        return Some(None);
    }
    let subst = Subst {
        params: &params,
        args,
    };
    Some(subst.ty(tu, aliased, depth))
}

/// A non-dependent alias template-id's aliased type, its arguments (defaults completed, in
/// terms of the earlier ones) substituted: `b<char>` with `template<class C, class T =
/// tr<C>> using b = bs<C, T, pal<C>>` is `bs<char, tr<char>, pal<char>>`. What EDG prints
/// where a template-id's arguments are canonical (`hash< bs< char, tr< char> , …> >`).
pub(crate) fn resolved_alias_id(
    tu: &mut TranslationUnit,
    template: DeclId,
    args: &[TemplateArg],
) -> Option<TypeId> {
    let DeclKind::Template(t) = &tu.decls.get(template)?.kind else {
        return None;
    };
    if !matches!(tu.decls.get(t.pattern)?.kind, DeclKind::Typedef(_)) {
        return None;
    }
    let params = t.param_lists.last()?.params.clone();
    let dependent = |a: &TemplateArg| match a {
        TemplateArg::Type(t) => crate::il::template_query::names_template_param(tu, *t),
        TemplateArg::Integral(..) | TemplateArg::Template(_) => false,
        TemplateArg::Expr(_) | TemplateArg::Pack(_) => true,
    };
    if args.len() > params.len() || args.iter().any(dependent) {
        return None;
    }
    let mut full = args.to_vec();
    for i in args.len()..params.len() {
        let DeclKind::TemplateTypeParam(p) = &tu.decls.get(params[i])?.kind else {
            return None;
        };
        if p.pack {
            return None;
        }
        let default = p.default?;
        let subst = Subst {
            params: &params[..i],
            args: &full,
        };
        let d = subst.ty(tu, default, 0)?;
        full.push(TemplateArg::Type(d));
    }
    let r = alias_expansion(tu, template, &full, 0)??;
    (!crate::il::template_query::names_template_param(tu, r)).then_some(r)
}

/// The instantiator's substitution, as the traits see it.
impl crate::sema::traits::substitute::Substitution for (&Subst<'_>, u32) {
    fn ty(&self, tu: &mut TranslationUnit, t: TypeId) -> Option<TypeId> {
        self.0.ty(tu, t, self.1 + 1)
    }
    fn value_param(&self, decl: DeclId) -> Option<i128> {
        match self.0.arg(decl)? {
            TemplateArg::Integral(v, _) => Some(*v),
            _ => None,
        }
    }
}

/// Whether `t` names the template parameter `param` (a type parameter).
pub(super) fn mentions(tu: &TranslationUnit, t: TypeId, param: DeclId) -> bool {
    let mut stack = vec![t];
    let mut steps = 0;
    while let Some(t) = stack.pop() {
        steps += 1;
        if steps > 10_000 {
            return false;
        }
        match tu.types.get(t) {
            Type::TemplateParam(d) if *d == param => return true,
            Type::Qualified(u, _)
            | Type::Pointer(u)
            | Type::LValueRef(u)
            | Type::RValueRef(u)
            | Type::Array(u, _) => stack.push(*u),
            Type::Typedef { aliased, .. } => stack.push(*aliased),
            Type::TemplateId { args, .. } => {
                for a in args.iter() {
                    if let TemplateArg::Type(x) = a {
                        stack.push(*x);
                    }
                }
            }
            _ => {}
        }
    }
    false
}
