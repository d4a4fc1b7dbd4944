//! Instances of `__global__` function templates that the TU uses, as cicc's `-tused` keeps
//! them: each launch, call or reference of a kernel template with explicit or deducible
//! template arguments makes (once per distinct argument list) an instance declaration:
//! the pattern's function with the arguments substituted, `instance_of` its template,
//! listed in the template's `specializations` in order of first use, and its arguments and
//! first use in [`TranslationUnit::instances`] (the mangler and the stub writer read them).
//!
//! Deduction is the usual one from the call's argument types (the types before the
//! conversions the parser applied): by-value parameters see decayed, cv-dropped types;
//! `T&&` with an lvalue deduces `T` as a reference. Arguments neither written nor
//! deduced come from the parameters' defaults; a use that leaves one unknown makes
//! nothing. Uses inside templates (dependent arguments) are skipped: only their instances
//! would use them.

use crate::il::decl::{FunctionDecl, FunctionInstance};
use crate::il::types::{ArrayBound, FunctionType, TemplateArg, Type};
use crate::il::{ConstValue, Decl, DeclId, DeclKind, ExecSpace, ExprId, ExprKind, TranslationUnit, TypeId};

/// Types nested deeper than this are not substituted (no recursion on hostile input).
const MAX_DEPTH: u32 = 256;

/// Makes the kernel template instances the TU uses (see the module comment).
pub fn used_kernel_instances(tu: &mut TranslationUnit) {
    if std::env::var_os("RCUDAFE_DEBUG_IL").is_some() {
        eprintln!("{}", crate::il::dump(tu));
    }
    // A launch's callee is met before the launch (ids are in creation order): its
    // arguments come from the launch.
    let mut launch_args: std::collections::HashMap<ExprId, Box<[ExprId]>> = Default::default();
    for (_, e) in tu.exprs.iter() {
        match &e.kind {
            ExprKind::KernelLaunch { kernel, args, .. } | ExprKind::Call { callee: kernel, args } => {
                launch_args.insert(strip(tu, *kernel), args.clone());
            }
            _ => {}
        }
    }
    let mut uses: Vec<(DeclId, Vec<TemplateArg>, crate::source::Pos)> = Vec::new();
    for (id, e) in tu.exprs.iter() {
        // A call whose overload resolution gave up (the parser does not deduce with
        // explicit arguments yet) keeps the unresolved name: one kernel template among
        // its candidates is the callee.
        let (template, written) = match &e.kind {
            ExprKind::DeclRef { decl, written } => (kernel_template(tu, *decl), written),
            ExprKind::Unresolved { candidates, written, .. } => {
                let mut found = candidates.iter().filter_map(|&c| kernel_template(tu, c));
                match (found.next(), found.next()) {
                    (Some(t), None) => (Some(t), written),
                    _ => (None, written),
                }
            }
            _ => continue,
        };
        let Some(template) = template else { continue };
        let explicit = written.template_args.as_deref().unwrap_or(&[]);
        let call_args = launch_args.get(&id).map(|a| &a[..]);
        if std::env::var_os("RCUDAFE_DEBUG_INST").is_some() {
            eprintln!("use {id:?} at {:?} of {template:?}: explicit {explicit:?} call {call_args:?}", e.pos);
            for a in explicit {
                if let TemplateArg::Expr(e) = a {
                    eprintln!("  {:?}", tu.exprs.get(*e));
                }
            }
        }
        if let Some(args) = arguments(tu, template, explicit, call_args) {
            uses.push((template, args, e.pos));
        }
    }
    for (template, args, pos) in uses {
        instance(tu, template, args, pos);
    }
}

/// Looks through parentheses and implicit conversions.
fn strip(tu: &TranslationUnit, mut e: ExprId) -> ExprId {
    for _ in 0..MAX_DEPTH {
        match tu.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Paren(inner)) | Some(ExprKind::ImplicitCast { operand: inner, .. }) => e = *inner,
            _ => break,
        }
    }
    e
}

/// The template of a `__global__` function template named by `decl` (the template or
/// its pattern).
fn kernel_template(tu: &TranslationUnit, decl: DeclId) -> Option<DeclId> {
    let d = tu.decls.get(decl)?;
    let template = match &d.kind {
        DeclKind::Template(_) => decl,
        DeclKind::Function(_) => {
            let parent = d.parent?;
            match &tu.decls.get(parent)?.kind {
                DeclKind::Template(t) if t.pattern == decl => parent,
                _ => return None,
            }
        }
        _ => return None,
    };
    let DeclKind::Template(t) = &tu.decls[template].kind else { return None };
    if t.kind != crate::il::decl::TemplateKind::Primary {
        return None;
    }
    let pattern = tu.decls.get(t.pattern)?;
    (matches!(pattern.kind, DeclKind::Function(_)) && pattern.attrs.cuda.exec.has(ExecSpace::GLOBAL)).then_some(template)
}

fn template_params(tu: &TranslationUnit, template: DeclId) -> Option<(DeclId, Vec<DeclId>)> {
    match &tu.decls.get(template)?.kind {
        DeclKind::Template(t) => Some((t.pattern, t.param_lists.last()?.params.clone())),
        _ => None,
    }
}

/// The full argument list of a use: explicit, then deduced, then defaults.
fn arguments(
    tu: &TranslationUnit,
    template: DeclId,
    explicit: &[TemplateArg],
    call_args: Option<&[ExprId]>,
) -> Option<Vec<TemplateArg>> {
    let (pattern, params) = template_params(tu, template)?;
    if explicit.len() > params.len() {
        return None;
    }
    let mut found: Vec<Option<TemplateArg>> = vec![None; params.len()];
    for (i, a) in explicit.iter().enumerate() {
        found[i] = Some(explicit_arg(tu, params[i], a)?);
    }
    if let Some(call_args) = call_args {
        let DeclKind::Function(f) = &tu.decls[pattern].kind else { return None };
        let ft = tu.types.as_function(f.ty)?;
        let mut d = Deducer { tu, params: &params, found: &mut found };
        for (&p, &a) in ft.params.iter().zip(call_args) {
            d.argument(p, a);
        }
    }
    let mut out = Vec::with_capacity(params.len());
    for (i, slot) in found.into_iter().enumerate() {
        let arg = match slot {
            Some(a) => a,
            None => default_arg(tu, params[i])?,
        };
        out.push(arg);
    }
    Some(out)
}

/// The constant value of `e`, looking through parentheses and implicit conversions.
fn value_of(tu: &TranslationUnit, mut e: ExprId) -> Option<ConstValue> {
    for _ in 0..MAX_DEPTH {
        let x = tu.exprs.get(e)?;
        if x.value.is_some() {
            return x.value;
        }
        e = match &x.kind {
            ExprKind::Paren(inner) | ExprKind::ImplicitCast { operand: inner, .. } => *inner,
            _ => return None,
        };
    }
    None
}

/// A written template argument (types as written, values with the parameter's type);
/// `None` when it is dependent or not a value.
fn explicit_arg(tu: &TranslationUnit, param: DeclId, a: &TemplateArg) -> Option<TemplateArg> {
    match (&tu.decls.get(param)?.kind, a) {
        (DeclKind::TemplateTypeParam(p), TemplateArg::Type(t)) if !p.pack => {
            (!tu.types.is_dependent(*t)).then_some(TemplateArg::Type(*t))
        }
        (DeclKind::TemplateValueParam(p), TemplateArg::Expr(e)) if !p.pack => match value_of(tu, *e) {
            Some(ConstValue::Int(v)) if !tu.types.is_dependent(p.ty) => {
                Some(TemplateArg::Integral(v, tu.types.canonical(tu.types.unqualified(p.ty))))
            }
            _ => None,
        },
        (DeclKind::TemplateValueParam(p), TemplateArg::Integral(v, _)) if !p.pack && !tu.types.is_dependent(p.ty) => {
            Some(TemplateArg::Integral(*v, tu.types.canonical(tu.types.unqualified(p.ty))))
        }
        _ => None,
    }
}

fn default_arg(tu: &TranslationUnit, param: DeclId) -> Option<TemplateArg> {
    match &tu.decls.get(param)?.kind {
        DeclKind::TemplateTypeParam(p) if !p.pack => {
            let t = p.default?;
            if tu.types.is_dependent(t) {
                // Defaults naming earlier parameters need substitution: not handled.
                return None;
            }
            Some(TemplateArg::Type(tu.types.canonical(t)))
        }
        DeclKind::TemplateValueParam(p) if !p.pack && !tu.types.is_dependent(p.ty) => {
            match tu.exprs.get(p.default?)?.value {
                Some(ConstValue::Int(v)) => Some(TemplateArg::Integral(v, tu.types.canonical(tu.types.unqualified(p.ty)))),
                _ => None,
            }
        }
        _ => None,
    }
}

struct Deducer<'a> {
    tu: &'a TranslationUnit,
    params: &'a [DeclId],
    found: &'a mut Vec<Option<TemplateArg>>,
}

impl Deducer<'_> {
    fn slot(&self, decl: DeclId) -> Option<usize> {
        self.params.iter().position(|&p| p == decl)
    }

    fn record(&mut self, decl: DeclId, arg: TemplateArg) {
        if let Some(i) = self.slot(decl) {
            if self.found[i].is_none() {
                self.found[i] = Some(arg);
            }
        }
    }

    /// A call argument against its parameter type.
    fn argument(&mut self, param: TypeId, arg: ExprId) {
        let types = &self.tu.types;
        let Some(e) = self.tu.exprs.get(strip(self.tu, arg)) else { return };
        // A variable's type as declared keeps its typedef sugar.
        let declared = match &e.kind {
            ExprKind::DeclRef { decl, .. } => match self.tu.decls.get(*decl).map(|d| &d.kind) {
                Some(DeclKind::Var(v)) => Some(v.ty),
                Some(DeclKind::Param(p)) => Some(p.adjusted),
                _ => None,
            },
            _ => None,
        };
        let a = match declared {
            Some(t) if types.same(types.non_reference(t), e.ty) => t,
            _ => e.ty,
        };
        if types.is_dependent(a) || matches!(types.get(types.canonical(a)), Type::Error) {
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
                if let (Type::Pointer(pi), Type::Array(elem, _)) = (types.get(desugar(types, p)), types.get(desugar(types, a))) {
                    return self.ty(*pi, *elem, 1);
                }
                self.ty(p, unqualified(types, a), 0)
            }
        }
    }

    /// Matches `p` against `a`; a parameter is bound to `a` with its sugar (a typedef
    /// argument prints as the typedef in the instance's parameter types).
    fn ty(&mut self, p: TypeId, a: TypeId, depth: u32) {
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
            (Type::MemberPointer { class: pc, pointee: pp }, Type::MemberPointer { class: ac, pointee: ap }) => {
                self.ty(*pc, *ac, depth + 1);
                self.ty(*pp, *ap, depth + 1);
            }
            (Type::Function(pf), Type::Function(af)) if pf.params.len() == af.params.len() => {
                self.ty(pf.ret, af.ret, depth + 1);
                for (&x, &y) in pf.params.iter().zip(af.params.iter()) {
                    self.ty(x, y, depth + 1);
                }
            }
            (Type::TemplateId { args: pargs, .. }, _) => {
                let Type::Class(c) = types.get(types.canonical(an)) else { return };
                let Some(DeclKind::Class(class)) = self.tu.decls.get(*c).map(|d| &d.kind) else { return };
                let Some(spec) = &class.specialization else { return };
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
    fn value(&mut self, e: ExprId, value: i128) {
        let Some(ExprKind::DeclRef { decl, .. }) = self.tu.exprs.get(e).map(|x| &x.kind) else { return };
        if let Some(DeclKind::TemplateValueParam(p)) = self.tu.decls.get(*decl).map(|d| &d.kind) {
            if !self.tu.types.is_dependent(p.ty) {
                let t = self.tu.types.canonical(self.tu.types.unqualified(p.ty));
                self.record(*decl, TemplateArg::Integral(value, t));
            }
        }
    }
}

/// `t` without its outer sugar (typedefs, deduced placeholders, resolved `decltype` and
/// template-ids), down to the first node that is not sugar.
fn desugar(types: &crate::il::TypeTable, mut t: TypeId) -> TypeId {
    for _ in 0..MAX_DEPTH {
        t = match types.get(t) {
            Type::Typedef { aliased, .. } => *aliased,
            Type::Deduced { ty, .. } => *ty,
            Type::Decltype { underlying: Some(u), .. } => *u,
            Type::TemplateId { resolved: Some(r), .. } => *r,
            _ => return t,
        };
    }
    types.canonical(t)
}

/// `t` without top-level qualifiers, keeping the sugar under them; canonical when the
/// qualifiers hide inside a typedef.
fn unqualified(types: &crate::il::TypeTable, t: TypeId) -> TypeId {
    let (_, q) = types.split_quals(t);
    if q.is_empty() {
        return t;
    }
    match types.get(desugar(types, t)) {
        Type::Qualified(inner, _) if !matches!(types.get(desugar(types, *inner)), Type::Qualified(..)) => *inner,
        _ => types.unqualified(t),
    }
}

/// Whether two argument lists name the same instance.
fn same_args(types: &crate::il::TypeTable, a: &[TemplateArg], b: &[TemplateArg]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (TemplateArg::Type(x), TemplateArg::Type(y)) => types.same(*x, *y),
            (TemplateArg::Integral(x, _), TemplateArg::Integral(y, _)) => x == y,
            (TemplateArg::Template(x), TemplateArg::Template(y)) => x == y,
            _ => false,
        })
}

/// The instance of `template` for `args`: found, or made.
fn instance(tu: &mut TranslationUnit, template: DeclId, args: Vec<TemplateArg>, first_use: crate::source::Pos) -> Option<DeclId> {
    let DeclKind::Template(t) = &tu.decls[template].kind else { return None };
    let (pattern, specs) = (t.pattern, t.specializations.clone());
    if let Some(&found) =
        specs.iter().find(|&&s| tu.instances.get(&s).is_some_and(|i| same_args(&tu.types, &i.args, &args)))
    {
        return Some(found);
    }
    let (_, params) = template_params(tu, template)?;
    let subst = Subst { params: &params, args: &args };
    let DeclKind::Function(pf) = &tu.decls[pattern].kind else { return None };
    let pf = pf.clone();
    let ty = subst.ty(tu, pf.ty, 0)?;
    let mut new_params = Vec::with_capacity(pf.params.len());
    for &p in &pf.params {
        let mut pd = tu.decls[p].clone();
        if let DeclKind::Param(x) = &mut pd.kind {
            x.ty = subst.ty(tu, x.ty, 0)?;
            x.adjusted = subst.ty(tu, x.adjusted, 0)?;
            x.default = None;
        }
        new_params.push(pd);
    }
    let mut d: Decl = tu.decls[pattern].clone();
    d.instance_of = Some(template);
    d.parent = Some(template);
    d.prev = None;
    d.kind = DeclKind::Function(FunctionDecl { ty, params: Vec::new(), body: None, ..pf });
    let id = tu.add_decl(d);
    let mut ids = Vec::with_capacity(new_params.len());
    for mut pd in new_params {
        pd.parent = Some(id);
        ids.push(tu.add_decl(pd));
    }
    if let DeclKind::Function(f) = &mut tu.decls[id].kind {
        f.params = ids;
    }
    if let DeclKind::Template(t) = &mut tu.decls[template].kind {
        t.specializations.push(id);
    }
    tu.instances.insert(id, FunctionInstance { args: args.into_boxed_slice(), first_use });
    Some(id)
}

/// Template parameters → arguments.
struct Subst<'a> {
    params: &'a [DeclId],
    args: &'a [TemplateArg],
}

impl Subst<'_> {
    fn arg(&self, decl: DeclId) -> Option<&TemplateArg> {
        self.params.iter().position(|&p| p == decl).and_then(|i| self.args.get(i))
    }

    /// `t` with the arguments substituted; `None` for what cannot be substituted yet.
    fn ty(&self, tu: &mut TranslationUnit, t: TypeId, depth: u32) -> Option<TypeId> {
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
                    ArrayBound::Dependent(e) => ArrayBound::Known(u64::try_from(self.value(tu, e)?).ok()?),
                    b => b,
                };
                let i = self.ty(tu, i, next)?;
                tu.types.array(i, bound)
            }
            Type::Function(f) => {
                let ret = self.ty(tu, f.ret, next)?;
                let mut params = Vec::with_capacity(f.params.len());
                for &p in f.params.iter() {
                    params.push(self.ty(tu, p, next)?);
                }
                tu.types.function(FunctionType { ret, params: params.into(), ..f })
            }
            Type::MemberPointer { class, pointee } => {
                let class = self.ty(tu, class, next)?;
                let pointee = self.ty(tu, pointee, next)?;
                tu.types.intern(Type::MemberPointer { class, pointee })
            }
            _ => return None,
        })
    }

    /// A non-type parameter's value (a bound written as the parameter's name).
    fn value(&self, tu: &TranslationUnit, e: ExprId) -> Option<i128> {
        match &tu.exprs.get(e)?.kind {
            ExprKind::DeclRef { decl, .. } => match self.arg(*decl)? {
                TemplateArg::Integral(v, _) => Some(*v),
                _ => None,
            },
            _ => None,
        }
    }
}
