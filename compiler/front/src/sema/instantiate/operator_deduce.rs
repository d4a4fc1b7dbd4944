//! Template argument deduction for a non-member operator template named by an operator
//! expression whose operands include a class template specialization sema has no instance
//! of (`where + ": "` on a `const std::string &`: `operator+(const basic_string<C, T, A> &,
//! const C *)`), [temp.deduct.call]:
//!
//! - each parameter is deduced from its operand on its own, and the deductions must agree
//!   (`operator+(const basic_string<C, T, A> &, C)` against `(string, const char *)` fails);
//! - an operand's template-id takes its omitted arguments from the parameters' defaults,
//!   those naming earlier parameters substituted (`basic_string<char>` is
//!   `basic_string<char, char_traits<char>, allocator<char>>`);
//! - a parameter that cannot match its operand's shape (a template-id against a pointer, a
//!   pointer against a class) removes the candidate, as a substitution failure does ([temp.deduct]/8);
//! - the deduced parameter types must then be the operands' types, up to the adjustments
//!   [temp.deduct.call]/4 allows (more cv on a reference's referee, a qualification
//!   conversion of a pointer).
//!
//! What this deduction does not model (packs, defaults it cannot substitute, a parameter
//! left undeduced, a derived class) is [`Deduction::Unknown`]: the caller then leaves the
//! operator for instantiation rather than pick a wrong candidate.

use super::*;

/// The outcome of deducing one candidate.
pub(in crate::sema) enum Deduction {
    /// The parameter types and return type with the deduced arguments substituted, and
    /// per parameter whether its type took part in deduction (then it equals the
    /// operand's type, up to cv and a qualification conversion).
    Ok {
        params: Vec<TypeId>,
        ret: TypeId,
        deduced: Vec<bool>,
    },
    /// Deduction or substitution fails: the template is no candidate.
    Fails,
    /// Not decided here.
    Unknown,
}

/// An operand: its type (sugar kept) and whether it is an lvalue.
pub(in crate::sema) type Operand = (TypeId, bool);

/// Deduces `template` (a function template) against `operands` ([temp.deduct.call]).
pub(in crate::sema) fn deduce_operator_template(
    tu: &mut TranslationUnit,
    template: DeclId,
    operands: &[Operand],
) -> Deduction {
    let Some((pattern, tparams)) = template_params(tu, template) else {
        return Deduction::Unknown;
    };
    let packs = tparams.iter().any(|&p| match &tu.decls[p].kind {
        DeclKind::TemplateTypeParam(x) => x.pack,
        DeclKind::TemplateValueParam(x) => x.pack,
        DeclKind::TemplateTemplateParam(x) => x.pack,
        _ => true,
    });
    let DeclKind::Function(f) = &tu.decls[pattern].kind else {
        return Deduction::Unknown;
    };
    let Some(ft) = tu.types.as_function(f.ty) else {
        return Deduction::Unknown;
    };
    let (fparams, ret, variadic) = (ft.params.to_vec(), ft.ret, ft.variadic);
    // The operands with their template-ids' arguments completed.
    let mut args: Vec<Operand> = Vec::with_capacity(operands.len());
    for &(t, lvalue) in operands {
        let Some(t) = completed(tu, t, 0) else {
            return Deduction::Unknown;
        };
        args.push((t, lvalue));
    }
    // Parameters before a pack expansion match operands one to one.
    let expansion = fparams
        .iter()
        .position(|&p| matches!(tu.types.get(tu.types.canonical(p)), Type::PackExpansion(_)));
    let fixed = expansion.unwrap_or(fparams.len());
    if fparams[..fixed]
        .iter()
        .zip(&args)
        .any(|(&p, &(a, lvalue))| shape_mismatch(tu, p, a) || binding_mismatch(tu, p, a, lvalue))
    {
        return Deduction::Fails;
    }
    if expansion.is_none() && !variadic && fparams.len() != operands.len() {
        return Deduction::Fails;
    }
    if packs || variadic || expansion.is_some() {
        return Deduction::Unknown;
    }
    let mut found: Vec<Option<TemplateArg>> = vec![None; tparams.len()];
    let mut deduced = Vec::with_capacity(fparams.len());
    for (&p, &(a, lvalue)) in fparams.iter().zip(&args) {
        let mut one: Vec<Option<TemplateArg>> = vec![None; tparams.len()];
        Deducer {
            tu,
            params: &tparams,
            found: &mut one,
        }
        .argument_type(p, a, lvalue);
        deduced.push(one.iter().any(Option::is_some));
        for (slot, new) in found.iter_mut().zip(one) {
            match (slot.as_ref(), new) {
                (_, None) => {}
                (None, Some(n)) => *slot = Some(n),
                (Some(old), Some(n)) => {
                    if !same_arg(tu, old, &n) {
                        return Deduction::Fails;
                    }
                }
            }
        }
    }
    let mut targs = Vec::with_capacity(tparams.len());
    for (i, slot) in found.into_iter().enumerate() {
        match slot.or_else(|| default_arg(tu, tparams[i])) {
            Some(a) => targs.push(a),
            None => return Deduction::Unknown,
        }
    }
    let subst = Subst {
        params: &tparams,
        args: &targs,
    };
    let mut params = Vec::with_capacity(fparams.len());
    for &p in &fparams {
        match subst.ty(tu, p, 0) {
            Some(t) if !names_template_param(tu, t) => params.push(t),
            _ => return Deduction::Unknown,
        }
    }
    let ret = match subst.ty(tu, ret, 0) {
        Some(t) if !names_template_param(tu, t) => t,
        _ => return Deduction::Unknown,
    };
    for ((&p, &(a, lvalue)), &d) in params.iter().zip(&args).zip(&deduced) {
        if !d {
            continue;
        }
        match deduced_matches(tu, p, a, lvalue) {
            Some(true) => {}
            Some(false) => return Deduction::Fails,
            None => return Deduction::Unknown,
        }
    }
    Deduction::Ok {
        params,
        ret,
        deduced,
    }
}

/// `t` with a class template-id's omitted arguments taken from the defaults (at the top
/// and under cv, references and pointers); `None` when a default cannot be substituted.
fn completed(tu: &mut TranslationUnit, t: TypeId, depth: u32) -> Option<TypeId> {
    if depth > MAX_DEPTH {
        return None;
    }
    let d = desugar(&tu.types, t);
    Some(match tu.types.get(d).clone() {
        Type::Qualified(i, q) => {
            let i = completed(tu, i, depth + 1)?;
            tu.types.qualified(i, q)
        }
        Type::LValueRef(i) => {
            let i = completed(tu, i, depth + 1)?;
            tu.types.lvalue_ref(i)
        }
        Type::RValueRef(i) => {
            let i = completed(tu, i, depth + 1)?;
            tu.types.rvalue_ref(i)
        }
        Type::TemplateId {
            template,
            args,
            resolved: None,
        } if crate::il::template_query::class_template(tu, template).is_some() => {
            let params = template_params(tu, template)?.1;
            if args.len() > params.len() {
                return None;
            }
            let mut out: Vec<TemplateArg> = Vec::with_capacity(params.len());
            for (i, &p) in params.iter().enumerate() {
                let a = match args.get(i) {
                    Some(TemplateArg::Type(x)) => TemplateArg::Type(completed(tu, *x, depth + 1)?),
                    Some(a) => a.clone(),
                    None => match tu.decls[p].kind.clone() {
                        DeclKind::TemplateTypeParam(x) if !x.pack => {
                            let def = x.default?;
                            let s = Subst {
                                params: &params[..i],
                                args: &out,
                            }
                            .ty(tu, def, 0)?;
                            TemplateArg::Type(completed(tu, s, depth + 1)?)
                        }
                        _ => default_arg(tu, p)?,
                    },
                };
                out.push(a);
            }
            tu.types.intern(Type::TemplateId {
                template,
                args: out.into(),
                resolved: None,
            })
        }
        _ => t,
    })
}

/// The class template a type names (through cv and sugar), if a specialization of one.
fn class_template_of(tu: &TranslationUnit, t: TypeId) -> Option<DeclId> {
    let types = &tu.types;
    let d = desugar(types, unqualified(types, desugar(types, t)));
    match types.get(d) {
        Type::TemplateId { template, .. } => Some(*template),
        Type::Class(c) => match &tu.decls.get(*c)?.kind {
            DeclKind::Class(cd) => cd.specialization.as_ref().map(|s| s.template),
            _ => None,
        },
        _ => None,
    }
}

/// Whether parameter type `p` cannot be deduced from an operand of type `a` whatever its
/// template parameters stand for: a class template-id against a non-class or against a
/// specialization of another template without bases; a pointer against a class.
fn shape_mismatch(tu: &TranslationUnit, p: TypeId, a: TypeId) -> bool {
    let types = &tu.types;
    let by_value = !types.is_reference(p);
    let p = desugar(
        types,
        unqualified(types, desugar(types, types.non_reference(p))),
    );
    let a = desugar(
        types,
        unqualified(types, desugar(types, types.non_reference(a))),
    );
    let a_class = matches!(types.get(a), Type::Class(_) | Type::TemplateId { .. });
    match types.get(p) {
        Type::TemplateId { template, args, .. } if !args.is_empty() => {
            if !a_class {
                return true;
            }
            match class_template_of(tu, a) {
                Some(t) if t == *template => false,
                Some(t) => !may_derive_from(tu, t, *template, 0),
                None => false,
            }
        }
        Type::Pointer(_) => {
            a_class
                || matches!(types.get(a), Type::Builtin(_) | Type::Enum(_))
                || (!by_value && matches!(types.get(a), Type::Array(..)))
        }
        _ => false,
    }
}

/// Whether a reference parameter cannot bind its operand whatever is deduced: an rvalue
/// reference that is no forwarding reference with an lvalue, a referee with fewer
/// cv-qualifiers than the operand ([temp.deduct.call]/4).
fn binding_mismatch(tu: &TranslationUnit, p: TypeId, a: TypeId, lvalue: bool) -> bool {
    let types = &tu.types;
    let referee = match types.get(desugar(types, p)) {
        Type::LValueRef(i) => *i,
        Type::RValueRef(i) => {
            let forwarding = matches!(types.get(desugar(types, *i)), Type::TemplateParam(_));
            if lvalue && !forwarding {
                return true;
            }
            *i
        }
        _ => return false,
    };
    if matches!(types.get(desugar(types, referee)), Type::TemplateParam(_)) {
        return false;
    }
    let (_, pq) = split(types, referee);
    let (_, aq) = split(types, types.non_reference(a));
    !pq.0 & aq.0 != 0
}

/// Whether a specialization of class template `t` may have a base that is a
/// specialization of `target`: a base of its pattern names `target` or a template that
/// may, or is not known (a template parameter, a dependent name).
fn may_derive_from(tu: &TranslationUnit, t: DeclId, target: DeclId, depth: u32) -> bool {
    if depth > 16 {
        return true;
    }
    let Some(td) = crate::il::template_query::class_template(tu, t) else {
        return true;
    };
    let DeclKind::Class(c) = &tu.decls[td.pattern].kind else {
        return true;
    };
    c.bases.iter().any(|b| {
        let types = &tu.types;
        match types.get(desugar(types, unqualified(types, desugar(types, b.ty)))) {
            Type::TemplateId { template, .. } => {
                *template == target
                    || crate::il::template_query::class_template(tu, *template).is_none()
                    || may_derive_from(tu, *template, target, depth + 1)
            }
            Type::Class(bc) => match &tu.decls[*bc].kind {
                DeclKind::Class(bcd) => match &bcd.specialization {
                    Some(s) => {
                        s.template == target || may_derive_from(tu, s.template, target, depth + 1)
                    }
                    None => !bcd.bases.is_empty(),
                },
                _ => true,
            },
            _ => true,
        }
    })
}

/// Whether two deduced arguments agree.
fn same_arg(tu: &TranslationUnit, a: &TemplateArg, b: &TemplateArg) -> bool {
    match (a, b) {
        (TemplateArg::Type(x), TemplateArg::Type(y)) => equivalent(tu, *x, *y, 0),
        (TemplateArg::Integral(x, _), TemplateArg::Integral(y, _)) => x == y,
        (TemplateArg::Template(x), TemplateArg::Template(y)) => x == y,
        _ => false,
    }
}

/// Whether `a` and `b` are the same type, a class template-id's omitted arguments counted
/// as its defaults (both are completed first by the caller or here).
pub(in crate::sema) fn equivalent(tu: &TranslationUnit, a: TypeId, b: TypeId, depth: u32) -> bool {
    let types = &tu.types;
    if types.same(a, b) {
        return true;
    }
    if depth > MAX_DEPTH {
        return false;
    }
    let (a, b) = (desugar(types, a), desugar(types, b));
    let (ab, aq) = match types.get(a) {
        Type::Qualified(i, q) => (desugar(types, *i), *q),
        _ => (a, crate::il::Quals::NONE),
    };
    let (bb, bq) = match types.get(b) {
        Type::Qualified(i, q) => (desugar(types, *i), *q),
        _ => (b, crate::il::Quals::NONE),
    };
    if aq != bq {
        return false;
    }
    match (types.get(ab), types.get(bb)) {
        (Type::Pointer(x), Type::Pointer(y))
        | (Type::LValueRef(x), Type::LValueRef(y))
        | (Type::RValueRef(x), Type::RValueRef(y)) => equivalent(tu, *x, *y, depth + 1),
        (
            Type::TemplateId {
                template: ta,
                args: xa,
                resolved: None,
            },
            Type::TemplateId {
                template: tb,
                args: xb,
                resolved: None,
            },
        ) if ta == tb => {
            let (Some(xa), Some(xb)) = (complete_args(tu, *ta, xa), complete_args(tu, *tb, xb))
            else {
                return xa.len() == xb.len()
                    && xa.iter().zip(xb.iter()).all(|(x, y)| same_arg(tu, x, y));
            };
            xa.len() == xb.len() && xa.iter().zip(&xb).all(|(x, y)| same_arg(tu, x, y))
        }
        (
            Type::TemplateId {
                template,
                args,
                resolved: None,
            },
            Type::Class(c),
        )
        | (
            Type::Class(c),
            Type::TemplateId {
                template,
                args,
                resolved: None,
            },
        ) => {
            let Some(DeclKind::Class(cd)) = tu.decls.get(*c).map(|d| &d.kind) else {
                return false;
            };
            let Some(spec) = cd
                .specialization
                .as_ref()
                .filter(|s| s.template == *template)
            else {
                return false;
            };
            let Some(args) = complete_args(tu, *template, args) else {
                return false;
            };
            args.len() == spec.args.len()
                && args
                    .iter()
                    .zip(spec.args.iter())
                    .all(|(x, y)| same_arg(tu, x, y))
        }
        _ => false,
    }
}

/// Whether the deduced parameter type `p` takes an operand of type `a` (completed) as
/// [temp.deduct.call]/4 allows; `None` when this cannot tell (a class that may be derived).
fn deduced_matches(tu: &TranslationUnit, p: TypeId, a: TypeId, lvalue: bool) -> Option<bool> {
    let types = &tu.types;
    let a = types.non_reference(a);
    let (pa, aa) = match types.get(types.canonical(p)) {
        Type::LValueRef(_) | Type::RValueRef(_) => {
            if matches!(types.get(types.canonical(p)), Type::RValueRef(_)) && lvalue {
                return Some(false);
            }
            let (pa, pq) = split(types, types.non_reference(p));
            let (aa, aq) = split(types, a);
            // The referee may be more cv-qualified than the operand, not less.
            if !pq.0 & aq.0 != 0 {
                return Some(false);
            }
            (pa, aa)
        }
        _ => {
            let (pa, _) = split(types, p);
            let ad = desugar(types, a);
            let pointee = |t: TypeId| match types.get(desugar(types, t)) {
                Type::Pointer(i) => Some(*i),
                _ => None,
            };
            let operand_pointee = match types.get(ad) {
                Type::Array(e, _) => Some(*e),
                _ => pointee(split(types, a).0),
            };
            if let (Some(pi), Some(ai)) = (pointee(pa), operand_pointee) {
                // A qualification conversion adds cv to the pointee.
                let (pib, piq) = split(types, pi);
                let (aib, aiq) = split(types, ai);
                return Some(!piq.0 & aiq.0 == 0 && equivalent(tu, pib, aib, 0));
            }
            (pa, split(types, a).0)
        }
    };
    if equivalent(tu, pa, aa, 0) {
        return Some(true);
    }
    let class = |t: TypeId| {
        matches!(
            types.get(desugar(types, t)),
            Type::Class(_) | Type::TemplateId { .. }
        )
    };
    if class(pa) && class(aa) {
        return None;
    }
    Some(false)
}

/// Top-level qualifiers and the type under them, sugar under them kept.
fn split(types: &crate::il::TypeTable, t: TypeId) -> (TypeId, crate::il::Quals) {
    let d = desugar(types, t);
    match types.get(d) {
        Type::Qualified(i, q) => (*i, *q),
        _ => (d, crate::il::Quals::NONE),
    }
}

/// Whether `a` and `b` name the same class template specialization, omitted arguments
/// counted as their defaults (`basic_string<char>` and `basic_string<char,
/// char_traits<char>, allocator<char>>`).
pub(in crate::sema) fn same_specialization(tu: &mut TranslationUnit, a: TypeId, b: TypeId) -> bool {
    let is_id = |tu: &TranslationUnit, t: TypeId| {
        let types = &tu.types;
        matches!(
            types.get(desugar(types, unqualified(types, desugar(types, t)))),
            Type::TemplateId { resolved: None, .. }
        )
    };
    if !is_id(tu, a) || !is_id(tu, b) {
        return false;
    }
    let a = tu.types.unqualified(a);
    let b = tu.types.unqualified(b);
    match (completed(tu, a, 0), completed(tu, b, 0)) {
        (Some(a), Some(b)) => equivalent(tu, a, b, 0),
        _ => false,
    }
}
