//! Members of a concrete class ([class.member.lookup] over an instantiation): the class a
//! non-dependent type names — a plain class, or the specialization a template-id selects
//! (explicit, else the most specialized matching partial, else the primary) — searched with
//! its bases, each base's type substituted with the arguments of the class it is a base of.
//! `underlying_type<E>::type` is found in `__underlying_type_impl<E, true>` through the base
//! `__underlying_type_impl<_Tp, is_enum<_Tp>::value>`, whose second argument is the value
//! of `is_enum<E>::value` (a member of its base `integral_constant<bool, __is_enum(E)>`).

use crate::il::template_query::{class_template, complete_args, names_template_param};
use crate::il::types::{TemplateArg, Type};
use crate::il::{ConstValue, DeclId, DeclKind, TranslationUnit, TypeId};
use crate::pp::Symbol;

use super::instantiate::{canonical_arg, select_specialization, Subst};
use super::instantiation;

/// How deep base classes and member values are followed (a guard, not a language limit:
/// every step is a base or a constant of another specialization).
const MAX_DEPTH: u32 = 64;

/// A member found in an instance: the declaration in the pattern it comes from, and the
/// parameters and arguments that pattern is instantiated with.
struct Found {
    member: DeclId,
    params: Vec<DeclId>,
    args: Vec<TemplateArg>,
}

/// The class definition a non-dependent class type stands for, with its pattern's
/// parameters and their arguments (none for a plain class or an explicit specialization).
fn instance_of(
    tu: &mut TranslationUnit,
    t: TypeId,
) -> Option<(DeclId, Vec<DeclId>, Vec<TemplateArg>)> {
    let t = tu.types.canonical(tu.types.unqualified(t));
    match tu.types.get(t).clone() {
        Type::TemplateId { template, args, .. } => {
            if names_template_param(tu, t) {
                return None;
            }
            let td = class_template(tu, template)?;
            let (primary, specs) = (td.pattern, td.specializations.clone());
            let args: Vec<TemplateArg> = complete_args_substituted(tu, template, &args)?
                .iter()
                .map(|a| canonical_arg(tu, a))
                .collect();
            select_specialization(tu, template, primary, &specs, &args)
        }
        Type::Class(d) => Some((tu.class_definition(d)?, Vec::new(), Vec::new())),
        _ => None,
    }
}

/// The arguments of a template-id with its defaults added ([`complete_args`]), a default
/// that names earlier parameters (`typename _Pointer = _Tp*`) substituted with their
/// arguments (`iterator<tag, bool>` is `iterator<tag, bool, ptrdiff_t, bool *, bool &>`).
pub(in crate::sema) fn complete_args_substituted(
    tu: &mut TranslationUnit,
    template: DeclId,
    args: &[TemplateArg],
) -> Option<Vec<TemplateArg>> {
    if let Some(done) = complete_args(tu, template, args) {
        return Some(done);
    }
    let params: Vec<DeclId> = class_template(tu, template)?
        .param_lists
        .last()?
        .params
        .to_vec();
    // Written type arguments only (complete_args normalizes the other kinds).
    if args.len() > params.len() || !args.iter().all(|a| matches!(a, TemplateArg::Type(_))) {
        return None;
    }
    let mut out: Vec<TemplateArg> = args.to_vec();
    for (i, &p) in params.iter().enumerate().skip(args.len()) {
        let default = match &tu.decls.get(p)?.kind {
            DeclKind::TemplateTypeParam(tp) if !tp.pack => tp.default?,
            _ => return None,
        };
        let subst = Subst {
            params: &params[..i],
            args: &out,
        };
        let t = subst.ty(tu, default, 0)?;
        if names_template_param(tu, t) {
            return None;
        }
        out.push(TemplateArg::Type(tu.types.canonical(t)));
    }
    Some(out)
}

/// The member `name` of the class `class_ty` names, the first `want` accepts, searched in
/// the class, then in its bases in order (depth first, as a base's own bases are its
/// members); `None` when the type is dependent or nothing is found.
fn find_member(
    tu: &mut TranslationUnit,
    class_ty: TypeId,
    name: Symbol,
    want: fn(&DeclKind) -> bool,
    depth: u32,
) -> Option<Found> {
    if depth > MAX_DEPTH {
        return None;
    }
    let (selected, mut params, args) = instance_of(tu, class_ty)?;
    // A template declared before its definition selects the declaration's pattern: the
    // definition's members and bases name the definition's own parameters.
    let class = tu.class_definition(selected).unwrap_or(selected);
    if class != selected && !params.is_empty() {
        if let Some(DeclKind::Template(t)) = tu.decls[class].parent.map(|p| &tu.decls[p].kind) {
            match t.param_lists.last() {
                Some(list) if list.params.len() == params.len() => params = list.params.to_vec(),
                _ => return None,
            }
        }
    }
    let DeclKind::Class(c) = &tu.decls.get(class)?.kind else {
        return None;
    };
    let own = c.members.iter().find_map(|m| {
        let ids: &[DeclId] = match m {
            crate::il::decl::Item::Decl(d) => std::slice::from_ref(d),
            crate::il::decl::Item::Group(g) => &g.decls,
            _ => &[],
        };
        ids.iter()
            .copied()
            .find(|&d| tu.decls[d].name.ident() == Some(name) && want(&tu.decls[d].kind))
    });
    if let Some(member) = own {
        return Some(Found {
            member,
            params,
            args,
        });
    }
    let bases: Vec<TypeId> = c
        .bases
        .iter()
        .filter(|b| !b.pack_expansion)
        .map(|b| b.ty)
        .collect();
    let subst = Subst {
        params: &params,
        args: &args,
    };
    bases.into_iter().find_map(|b| {
        let b = subst.ty(tu, b, 0)?;
        find_member(tu, b, name, want, depth + 1)
    })
}

/// A member typedef named through a concrete class type (`W<char>::type`, also one a base
/// declares): the typedef and its type with the arguments substituted. `None` when the
/// type is dependent, the member is no typedef, or its type cannot be substituted.
pub fn member_typedef(
    tu: &mut TranslationUnit,
    qualifier: TypeId,
    name: Symbol,
) -> Option<(DeclId, TypeId)> {
    let found = find_member(
        tu,
        qualifier,
        name,
        |k| matches!(k, DeclKind::Typedef(_)),
        0,
    )?;
    let DeclKind::Typedef(td) = &tu.decls[found.member].kind else {
        return None;
    };
    let aliased = td.aliased;
    let subst = Subst {
        params: &found.params,
        args: &found.args,
    };
    Some((found.member, subst.ty(tu, aliased, 0)?))
}

/// The static data member `name` of the class a concrete class type selects (its own or a
/// base's), as declared in the selected pattern.
pub fn static_member(tu: &mut TranslationUnit, qualifier: TypeId, name: Symbol) -> Option<DeclId> {
    find_member(tu, qualifier, name, |k| matches!(k, DeclKind::Var(_)), 0).map(|f| f.member)
}

/// The value of a static data member named through a concrete class type
/// (`is_enum<E>::value`) at `pos`: its initializer evaluated with the arguments of the
/// specialization (or base) that declares it, once per member and arguments, as an
/// instantiation ([`instantiation`]: refused beyond the pending limit). `None` when it is
/// not an integral constant this can evaluate.
pub fn member_value(
    tu: &mut TranslationUnit,
    qualifier: TypeId,
    name: Symbol,
    pos: crate::source::Pos,
) -> Option<i128> {
    let found = find_member(tu, qualifier, name, |k| matches!(k, DeclKind::Var(_)), 0)?;
    let DeclKind::Var(v) = &tu.decls[found.member].kind else {
        return None;
    };
    let init = v.init?.expr;
    if let Some(ConstValue::Int(v)) = tu.exprs[init].value.get() {
        return Some(v);
    }
    if let Some(known) = instantiation::member_value(found.member, &found.args) {
        return known;
    }
    let context = instantiation::Context {
        kind: instantiation::Kind::Member,
        entity: found.member,
        params: found.params.clone(),
        args: found.args.clone(),
        pos,
    };
    if !instantiation::enter(tu, context) {
        instantiation::remember_member_value(found.member, found.args, None);
        return None;
    }
    let subst = Subst {
        params: &found.params,
        args: &found.args,
    };
    let value = super::traits::substitute::value(tu, init, &(&subst, 0), 0);
    instantiation::leave();
    instantiation::remember_member_value(found.member, found.args.clone(), value);
    value
}

/// The class a concrete template-id selects when it is not the primary template: an
/// explicit specialization or the most specialized matching partial one (its definition
/// where it has one). `None` for the primary, a dependent type or anything else.
pub fn selected_specialization(tu: &mut TranslationUnit, t: TypeId) -> Option<DeclId> {
    let c = tu.types.canonical(tu.types.unqualified(t));
    let Type::TemplateId { template, .. } = tu.types.get(c).clone() else {
        return None;
    };
    let primary = class_template(tu, template)?.pattern;
    let (selected, _, _) = instance_of(tu, c)?;
    if tu.first_decl(selected) == tu.first_decl(primary) {
        return None;
    }
    Some(tu.class_definition(selected).unwrap_or(selected))
}
