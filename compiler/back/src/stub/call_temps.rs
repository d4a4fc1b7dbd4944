//! The temporaries cicc's lowering takes for expressions in device bodies: call
//! arguments that are not invariant, class prvalues built in place or copied, closures,
//! structured bindings (the rules of [`expr_temps`]).

use super::device_bodies::DeviceBody;
use crate::il::decl::FnFlags;
use crate::il::{
    ConvKind, DeclId, DeclKind, Expr, ExprId, ExprKind, StmtKind, TranslationUnit, TypeId,
};
use std::collections::HashSet;
/// The temporaries of expressions in device code, per body of `bodies` (the rules of
/// [`expr_temps`]), and of structured bindings (one for the hidden variable). A body takes
/// them when it is lowered, with its labels.
pub fn call_argument_temps(tu: &TranslationUnit, bodies: &[DeviceBody]) -> Vec<u32> {
    let ranges: Vec<Option<(crate::source::FileId, u32, u32)>> = bodies
        .iter()
        .map(|b| match tu.stmts.get(b.body).map(|s| &s.kind) {
            Some(StmtKind::Compound(blk)) if blk.open.file == blk.close.file => {
                Some((blk.open.file, blk.open.offset, blk.close.offset))
            }
            _ => None,
        })
        .collect();
    let in_place = built_in_place(tu);
    let mut per_body = vec![0u32; bodies.len()];
    // Each distinct range once, with the bodies lowered from it (a template's body once
    // per instance); host code, outside them all, is skipped in one lookup.
    let mut distinct: std::collections::BTreeMap<(u32, u32, u32), Vec<usize>> = Default::default();
    for (i, r) in ranges.iter().enumerate() {
        if let Some((file, open, close)) = *r {
            distinct.entry((file.0, open, close)).or_default().push(i);
        }
    }
    let lowered = crate::source::PosRanges::new(
        distinct
            .keys()
            .map(|&(f, o, c)| (crate::source::FileId(f), o, c)),
    );
    let mut add = |pos: crate::source::Pos, n: u32| {
        for (&(file, open, close), ids) in &distinct {
            if pos.file.0 == file && (open..=close).contains(&pos.offset) {
                for &i in ids {
                    per_body[i] += n;
                }
            }
        }
    };
    for (id, e) in tu.exprs.iter() {
        if !lowered.contains(e.pos) {
            continue;
        }
        let n = expr_temps(tu, id, e, &in_place);
        if n != 0 {
            add(e.pos, n);
        }
    }
    for &hidden in tu.structured_bindings.keys() {
        add(tu.decls[hidden].pos, 1);
    }
    per_body
}

/// Skips parentheses.
fn strip_parens(tu: &TranslationUnit, mut id: ExprId) -> ExprId {
    for _ in 0..256 {
        match tu.exprs.get(id).map(|e| &e.kind) {
            Some(ExprKind::Paren(inner)) => id = *inner,
            _ => break,
        }
    }
    id
}

/// Skips parentheses and implicit conversions.
pub(super) fn strip_implicit(tu: &TranslationUnit, mut id: ExprId) -> ExprId {
    for _ in 0..256 {
        match tu.exprs.get(id).map(|e| &e.kind) {
            Some(ExprKind::Paren(inner)) | Some(ExprKind::ImplicitCast { operand: inner, .. }) => {
                id = *inner
            }
            _ => break,
        }
    }
    id
}

/// The arguments of a call as cicc passes them, with the parameter type each binds to
/// (when known): a function call's, an overloaded operator's (a member's object is not
/// an argument), a closure call's. `None` when the expression is no call.
fn call_arguments(tu: &TranslationUnit, e: &Expr) -> Option<Vec<(ExprId, Option<TypeId>)>> {
    let (callee, args): (ExprId, &[ExprId]) = match &e.kind {
        ExprKind::Call { callee, args } => (*callee, args),
        ExprKind::OperatorCall {
            callee,
            args,
            member,
            ..
        } => (
            *callee,
            if *member {
                args.get(1..).unwrap_or(&[])
            } else {
                args
            },
        ),
        _ => return None,
    };
    let params = callee_params(tu, callee);
    Some(
        args.iter()
            .enumerate()
            .map(|(i, &a)| (a, params.as_ref().and_then(|p| p.get(i).copied())))
            .collect(),
    )
}

/// The parameter types of the function an expression names (or points to).
fn callee_params(tu: &TranslationUnit, callee: ExprId) -> Option<Vec<TypeId>> {
    let e = tu.exprs.get(strip_implicit(tu, callee))?;
    let t = tu.types.non_reference(e.ty);
    let f = tu
        .types
        .as_function(t)
        .or_else(|| tu.types.pointee(t).and_then(|p| tu.types.as_function(p)))?;
    Some(f.params.to_vec())
}

/// A class object of type other than a closure (in a template, a specialization of a
/// class template: `X<T>`).
fn is_class_object(tu: &TranslationUnit, ty: TypeId) -> bool {
    let t = tu.types.unqualified(tu.types.non_reference(ty));
    if let crate::il::Type::TemplateId {
        template,
        resolved: None,
        ..
    } = tu.types.shape(t)
    {
        return matches!(&tu.decls[*template].kind, DeclKind::Template(x)
            if matches!(tu.decls[x.pattern].kind, DeclKind::Class(_)));
    }
    tu.types
        .as_class(t)
        .is_some_and(|c| !matches!(&tu.decls[c].kind, DeclKind::Class(k) if k.is_lambda))
}

/// Whether cicc passes an argument as is (no temporary): a constant, the address of a
/// variable or of a string literal (an array decaying to it, or a variable bound to a reference
/// parameter of the same qualification).
fn invariant_argument(tu: &TranslationUnit, a: ExprId, param: Option<TypeId>) -> bool {
    let id = strip_parens(tu, a);
    let Some(e) = tu.exprs.get(id) else {
        return false;
    };
    if e.value.is_some() {
        return true;
    }
    let named_var = |o: ExprId, params_too: bool| {
        tu.exprs.get(strip_parens(tu, o)).is_some_and(|o| {
            matches!(o.kind, ExprKind::DeclRef { decl, .. }
            if match &tu.decls[decl].kind {
                DeclKind::Var(v) => !tu.types.is_reference(v.ty),
                DeclKind::Param(p) => params_too && !tu.types.is_reference(p.ty),
                _ => false,
            })
        })
    };
    if let Some(p) = param.filter(|&p| tu.types.is_reference(p)) {
        // `&x`, unless the binding adds qualifiers (`(const T *)&x`).
        let referred = tu.types.split_quals(tu.types.non_reference(p)).1;
        return named_var(id, true) && tu.types.split_quals(e.ty).1 == referred;
    }
    match &e.kind {
        // An array variable, or a string literal, decays to its (invariant) address
        // (`printf("%d", x, y)` copies `x` and `y` only).
        ExprKind::ImplicitCast {
            kind: ConvKind::ArrayToPointer,
            operand,
        } => {
            named_var(*operand, false)
                || tu
                    .exprs
                    .get(strip_parens(tu, *operand))
                    .is_some_and(|o| matches!(o.kind, ExprKind::StringLit { .. }))
        }
        ExprKind::Unary {
            op: crate::il::expr::UnaryOp::AddrOf,
            operand,
        } => named_var(*operand, true),
        // `&x` converted to a pointer to the type `x` is declared with (a conversion that
        // adds qualifiers is a cast cicc evaluates).
        ExprKind::ImplicitCast {
            kind: ConvKind::Qualification,
            operand,
        } => tu.exprs.get(strip_parens(tu, *operand)).is_some_and(|o| {
            let ExprKind::Unary {
                op: crate::il::expr::UnaryOp::AddrOf,
                operand: var,
            } = o.kind
            else {
                return false;
            };
            let declared = tu
                .exprs
                .get(strip_parens(tu, var))
                .and_then(|v| match v.kind {
                    ExprKind::DeclRef { decl, .. } => match &tu.decls[decl].kind {
                        DeclKind::Var(v) => Some(v.ty),
                        DeclKind::Param(p) => Some(p.ty),
                        _ => None,
                    },
                    _ => None,
                });
            named_var(var, true)
                && declared
                    .zip(tu.types.pointee(e.ty))
                    .is_some_and(|(d, p)| tu.types.split_quals(d).1 == tu.types.split_quals(p).1)
        }),
        _ => false,
    }
}

/// The class prvalues built in place, without a temporary of their own: a variable's
/// initializer (and the elements of a braced list that is one), a returned value (built
/// in the return temporary), an empty class's object a call passes in its argument
/// temporary (an object with data members is built in a temporary of its own, then
/// copied).
fn built_in_place(tu: &TranslationUnit) -> HashSet<ExprId> {
    let mut out = HashSet::new();
    let mut todo: Vec<ExprId> = tu
        .decls
        .iter()
        .filter_map(|(_, d)| match &d.kind {
            // (A scalar variable initialized from an object converts it.)
            DeclKind::Var(v) if !tu.types.is_scalar(tu.types.non_reference(v.ty)) => {
                v.init.as_ref().map(|i| i.expr)
            }
            _ => None,
        })
        .collect();
    todo.extend(tu.stmts.iter().filter_map(|(_, s)| match s.kind {
        StmtKind::Return(Some(e)) => Some(e),
        _ => None,
    }));
    for (_, e) in tu.exprs.iter() {
        if let Some(args) = call_arguments(tu, e) {
            if varying_arguments(tu, &args) >= 2 {
                todo.extend(
                    args.iter()
                        .filter(|&&(a, p)| {
                            !p.is_some_and(|p| tu.types.is_reference(p))
                                && tu.exprs.get(strip_implicit(tu, a)).is_some_and(|x| {
                                    is_class_construction(tu, x) && is_empty_class(tu, x.ty)
                                })
                        })
                        .map(|&(a, _)| a),
                );
            }
        }
    }
    while let Some(id) = todo.pop() {
        if !out.insert(id) {
            continue;
        }
        match tu.exprs.get(id).map(|e| &e.kind) {
            Some(ExprKind::Paren(inner)) | Some(ExprKind::ImplicitCast { operand: inner, .. }) => {
                todo.push(*inner)
            }
            Some(ExprKind::InitList { elems, .. }) => todo.extend(elems.iter().copied()),
            _ => {}
        }
    }
    out
}

/// A class with a virtual function (of its own or a base's).
fn is_polymorphic(tu: &TranslationUnit, ty: TypeId, depth: u32) -> bool {
    let Some(class) = tu
        .types
        .as_class(tu.types.unqualified(tu.types.non_reference(ty)))
    else {
        return false;
    };
    let DeclKind::Class(c) = &tu.decls[class].kind else {
        return false;
    };
    let virtual_ = |id: &DeclId| {
        matches!(&tu.decls[*id].kind, DeclKind::Function(f)
            if f.flags.has(FnFlags::VIRTUAL) || f.flags.has(FnFlags::OVERRIDE))
    };
    c.members.iter().any(|item| match item {
        crate::il::Item::Decl(id) => virtual_(id),
        crate::il::Item::Group(g) => g.decls.iter().any(virtual_),
        _ => false,
    }) || (depth < 64 && c.bases.iter().any(|b| is_polymorphic(tu, b.ty, depth + 1)))
}

/// A class without data members.
fn is_empty_class(tu: &TranslationUnit, ty: TypeId) -> bool {
    let Some(class) = tu
        .types
        .as_class(tu.types.unqualified(tu.types.non_reference(ty)))
    else {
        return false;
    };
    let DeclKind::Class(c) = &tu.decls[class].kind else {
        return false;
    };
    let field = |id: &DeclId| matches!(&tu.decls[*id].kind, DeclKind::Var(v) if v.field);
    !c.members.iter().any(|item| match item {
        crate::il::Item::Decl(id) => field(id),
        crate::il::Item::Group(g) => g.decls.iter().any(field),
        _ => false,
    })
}

/// The arguments of a call that are not invariant.
fn varying_arguments(tu: &TranslationUnit, args: &[(ExprId, Option<TypeId>)]) -> u32 {
    args.iter()
        .filter(|&&(a, p)| !invariant_argument(tu, a, p))
        .count() as u32
}

/// A class object built by an expression (`V{1, 2}`, `W(x)`, `W(x, y)`, `V()`).
fn is_class_construction(tu: &TranslationUnit, e: &Expr) -> bool {
    let class_typed = || is_class_object(tu, e.ty);
    match &e.kind {
        ExprKind::Construct {
            temporary: true, ..
        } => class_typed(),
        ExprKind::Cast {
            kind: ConvKind::Constructor(_),
            ..
        } => class_typed(),
        // `W(x, y)` the parser left unresolved (`X<T>()` in a template).
        ExprKind::DependentConstruct { ty, .. } => {
            class_typed() && (!tu.types.is_dependent(*ty) || is_class_object(tu, *ty))
        }
        // `V{1, 2}`, `V()`, and `W(x)` from a value of another type.
        ExprKind::Cast { operand, .. } => {
            class_typed()
                && tu.exprs.get(*operand).is_some_and(|o| {
                    matches!(o.kind, ExprKind::InitList { .. } | ExprKind::ValueInit)
                        || tu
                            .types
                            .as_class(tu.types.unqualified(tu.types.non_reference(o.ty)))
                            .is_none()
                })
        }
        _ => false,
    }
}

/// A class prvalue computed by a call (or a conditional): one a reference or a member
/// call's object needs materialized in a temporary.
fn is_computed_class_prvalue(tu: &TranslationUnit, id: ExprId) -> bool {
    tu.exprs.get(strip_parens(tu, id)).is_some_and(|e| {
        e.cat == crate::il::ValueCategory::PrValue
            && is_class_object(tu, e.ty)
            && matches!(
                e.kind,
                ExprKind::Call { .. } | ExprKind::OperatorCall { .. }
            )
    })
}

/// The temporaries one expression of device code takes (checked with cicc's `.gpu`):
/// - a call with two or more arguments that are not invariant copies each of those to a
///   temporary first;
/// - a class prvalue a call returns, bound to a reference parameter or used as a member
///   call's object, is materialized in one;
/// - a lambda passed as an argument, or called where it is written, is materialized;
/// - an object built by an expression is built in a temporary unless it is built in
///   place ([`built_in_place`]); a data member read from one copies it to a second;
/// - a class-typed conditional takes one for its result, unless built in place;
/// - a class object assigned from a computed value to anything but a variable is
///   computed into a temporary first;
/// - a new-expression takes one for the size, one per placement argument, and with an
///   initializer one for the pointer (and, for an allocation that may throw, a flag).
fn expr_temps(tu: &TranslationUnit, id: ExprId, e: &Expr, in_place: &HashSet<ExprId>) -> u32 {
    let mut n = 0;
    if let Some(args) = call_arguments(tu, e) {
        if let ExprKind::OperatorCall {
            member: true,
            args: all,
            ..
        } = &e.kind
        {
            n += all
                .first()
                .map_or(0, |&o| u32::from(is_computed_class_prvalue(tu, o)));
        }
        if let ExprKind::Call { callee, .. } = &e.kind {
            if let Some(ExprKind::Member {
                base, arrow: false, ..
            }) = tu.exprs.get(strip_parens(tu, *callee)).map(|c| &c.kind)
            {
                n += u32::from(is_computed_class_prvalue(tu, *base));
            }
        }
        n += args
            .iter()
            .filter(|(a, p)| {
                p.is_some_and(|p| tu.types.is_reference(p)) && is_computed_class_prvalue(tu, *a)
            })
            .count() as u32;
        n += args
            .iter()
            .filter(|&&(a, _)| is_lambda_prvalue(tu, a))
            .count() as u32;
        let varying = varying_arguments(tu, &args);
        if varying >= 2 {
            n += varying;
        }
    }
    match &e.kind {
        // A call through a pointer to member function keeps the object's address, the
        // adjustment and the function in three temporaries.
        ExprKind::Call { callee, .. }
            if matches!(
                tu.exprs.get(strip_parens(tu, *callee)).map(|c| &c.kind),
                Some(ExprKind::Binary {
                    op: crate::il::expr::BinaryOp::PtrMemD | crate::il::expr::BinaryOp::PtrMemI,
                    ..
                })
            ) =>
        {
            n += 3
        }
        // `f()[i]` with an overloaded `operator[]` the parser left built-in.
        ExprKind::Index { base, .. } if is_computed_class_prvalue(tu, *base) => n += 1,
        // A lambda called where it is written (IIFE) is materialized first.
        ExprKind::OperatorCall {
            op: crate::il::expr::OverloadedOp::Call,
            args,
            ..
        } => {
            n += args
                .first()
                .map_or(0, |&o| u32::from(is_lambda_prvalue(tu, o)));
        }
        ExprKind::Member {
            base,
            arrow: false,
            member,
            ..
        } => {
            let base = strip_parens(tu, *base);
            let field = matches!(tu.decls[*member].kind, DeclKind::Var(_));
            n += u32::from(
                field
                    && tu
                        .exprs
                        .get(base)
                        .is_some_and(|x| is_class_construction(tu, x)),
            );
        }
        ExprKind::Conditional { .. } if is_class_object(tu, e.ty) && !in_place.contains(&id) => {
            n += 1
        }
        ExprKind::Binary {
            op: crate::il::expr::BinaryOp::Assign,
            lhs,
            rhs,
        } => {
            n += u32::from(assigns_computed_class(tu, *lhs, *rhs));
        }
        ExprKind::OperatorCall {
            op: crate::il::expr::OverloadedOp::Assign,
            args,
            ..
        } if args.len() == 2 => {
            n += u32::from(assigns_computed_class(tu, args[0], args[1]));
        }
        ExprKind::New(new) => {
            let crate::il::expr::NewExpr {
                placement,
                init: init_expr,
                allocated,
                ..
            } = &**new;
            let init = u32::from(init_expr.is_some());
            n += 1 + placement.len() as u32 + init + init * u32::from(placement.is_empty());
            // A polymorphic object value-initialized (`new X()`) is copied from a static
            // constant holding its vtable pointer.
            let empty = init_expr
                .and_then(|i| tu.exprs.get(strip_implicit(tu, i)))
                .is_some_and(|i| match &i.kind {
                    ExprKind::ParenList(a) | ExprKind::Construct { args: a, .. } => a.is_empty(),
                    ExprKind::InitList { elems, .. } => elems.is_empty(),
                    ExprKind::ValueInit => true,
                    _ => false,
                });
            n += u32::from(empty && is_polymorphic(tu, *allocated, 0));
        }
        _ => {}
    }
    if is_class_construction(tu, e) && !in_place.contains(&id) {
        n += 1;
    }
    n
}

/// `lhs = rhs` of class type where `rhs` is computed (a call, a conditional) and `lhs` is
/// not a variable.
fn assigns_computed_class(tu: &TranslationUnit, lhs: ExprId, rhs: ExprId) -> bool {
    let Some(l) = tu.exprs.get(strip_parens(tu, lhs)) else {
        return false;
    };
    let variable = matches!(l.kind, ExprKind::DeclRef { decl, .. }
        if matches!(tu.decls[decl].kind, DeclKind::Var(_) | DeclKind::Param(_)));
    // (An object built is built in its own temporary, then assigned.)
    let computed = tu.exprs.get(strip_implicit(tu, rhs)).is_some_and(|r| {
        matches!(
            r.kind,
            ExprKind::Call { .. } | ExprKind::OperatorCall { .. } | ExprKind::Conditional { .. }
        )
    });
    is_class_object(tu, l.ty) && !variable && computed
}

/// A lambda expression (under parentheses and conversions).
fn is_lambda_prvalue(tu: &TranslationUnit, mut id: crate::il::ExprId) -> bool {
    for _ in 0..64 {
        match tu.exprs.get(id).map(|e| &e.kind) {
            Some(ExprKind::Paren(i)) | Some(ExprKind::ImplicitCast { operand: i, .. }) => id = *i,
            Some(ExprKind::Lambda(_)) => return true,
            _ => return false,
        }
    }
    false
}

/// An expression of closure type.
pub(super) fn is_closure_object(tu: &TranslationUnit, id: crate::il::ExprId) -> bool {
    tu.exprs.get(id).is_some_and(|e| {
        let t = tu.types.unqualified(tu.types.non_reference(e.ty));
        tu.types
            .as_class(t)
            .is_some_and(|c| matches!(&tu.decls[c].kind, DeclKind::Class(k) if k.is_lambda))
    })
}
