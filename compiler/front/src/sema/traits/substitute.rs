//! Traits in templates, once the template's arguments are known: a transformation of a
//! dependent type (`typedef __underlying_type(T) type;` named as `S<E>::type`), a predicate
//! in a non-type template argument (`enable_if<!__is_class(T), int>`,
//! `integral_constant<bool, __is_same(T, U)>`). The instantiator supplies the type
//! substitution and the values of non-type parameters; this evaluates what the traits make
//! of them, with the class facts of the finished IL.

use crate::il::expr::{BinaryOp, ConstValue, ExprKind, SizeofKind, TypeOrExpr};
use crate::il::types::Type;
use crate::il::{DeclId, ExprId, TranslationUnit, TypeId};
use crate::pp::Symbol;
use crate::sema::consteval::Fold;

use super::{by_name, scan_definition, Context, TraitKind};

/// What substitution supplies: a type with the template's arguments put in, and the value
/// of a non-type template parameter.
pub trait Substitution {
    fn ty(&self, tu: &mut TranslationUnit, t: TypeId) -> Option<TypeId>;
    fn value_param(&self, decl: DeclId) -> Option<i128>;
}

/// `name(operand)` with the operand substituted: the transformation's result (the sugar
/// kept), `None` when it cannot be substituted or has no result.
pub fn transform(
    tu: &mut TranslationUnit,
    name: Symbol,
    operand: TypeId,
    subst: &dyn Substitution,
) -> Option<TypeId> {
    let tr = by_name(tu.symbols.name(name)).filter(|t| t.kind == TraitKind::Transform)?;
    let operand = subst.ty(tu, operand)?;
    if crate::il::template_query::names_template_param(tu, operand) {
        return None;
    }
    let result = super::transform::apply(tu, tr.rule, operand).ok()??;
    Some(tu.types.intern(Type::Transform {
        name,
        operand,
        result: Some(result),
    }))
}

/// The value of a non-type template argument written with traits (and `!`, `&&`, `||`,
/// comparisons, parentheses, literals and non-type parameters around them) once the
/// arguments are substituted; `None` when it involves anything else.
pub fn value(
    tu: &mut TranslationUnit,
    e: ExprId,
    subst: &dyn Substitution,
    depth: u32,
) -> Option<i128> {
    if depth > 64 {
        return None;
    }
    let ex = tu.exprs.get(e)?.clone();
    if let Some(ConstValue::Int(v)) = ex.value.get() {
        return Some(v);
    }
    let next = depth + 1;
    // The type an operation yields once substituted (`T(-1)` with `T = unsigned`).
    let result_ty = |tu: &mut TranslationUnit, t: TypeId| subst.ty(tu, t).unwrap_or(t);
    match ex.kind {
        ExprKind::Paren(x) => value(tu, x, subst, next),
        ExprKind::ImplicitCast { operand, .. } => {
            let v = value(tu, operand, subst, next)?;
            let ty = result_ty(tu, ex.ty);
            Some(Fold(tu).wrap_to_type(v, ty))
        }
        ExprKind::Cast { operand, .. } => {
            let v = value(tu, operand, subst, next)?;
            let ty = result_ty(tu, ex.ty);
            Fold(tu).integral_builtin(ty)?;
            Some(Fold(tu).wrap_to_type(v, ty))
        }
        // `T(v)` and `T()` of an integral `T`: a functional cast, value-initialization.
        ExprKind::DependentConstruct { ty, ref args, .. } if args.len() <= 1 => {
            let ty = subst.ty(tu, ty)?;
            Fold(tu).integral_builtin(ty)?;
            let v = match args.first() {
                Some(&a) => value(tu, a, subst, next)?,
                None => 0,
            };
            Some(Fold(tu).wrap_to_type(v, ty))
        }
        ExprKind::Sizeof { kind, operand } => {
            let t = match operand {
                TypeOrExpr::Type(t) => t,
                TypeOrExpr::Expr(x) => tu.exprs.get(x)?.ty,
            };
            let t = subst.ty(tu, t)?;
            if crate::il::template_query::names_template_param(tu, t) {
                return None;
            }
            let (size, align) = tu.size_align(t)?;
            let v = if kind == SizeofKind::Sizeof {
                size
            } else {
                align
            };
            Some(i128::from(v))
        }
        ExprKind::Conditional {
            cond,
            then: Some(then),
            else_,
        } => {
            let c = value(tu, cond, subst, next)?;
            value(tu, if c != 0 { then } else { else_ }, subst, next)
        }
        ExprKind::DeclRef { decl, written } => match subst.value_param(decl) {
            Some(v) => Some(v),
            None => {
                let name = tu.decls[decl].name.ident()?;
                if written.get().qualifier.is_none() {
                    return sibling_member_value(tu, decl, subst, next);
                }
                qualified_member_value(tu, &written, name, subst, ex.pos)
            }
        },
        ExprKind::Unresolved { name, written, .. } => {
            qualified_member_value(tu, &written, name.ident()?, subst, ex.pos)
        }
        ExprKind::Unary { op, operand } => {
            let v = value(tu, operand, subst, next)?;
            let ty = result_ty(tu, ex.ty);
            match Fold(tu).fold_unary(op, ConstValue::Int(v), ty)? {
                ConstValue::Int(v) => Some(v),
                _ => None,
            }
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let a = value(tu, lhs, subst, next)?;
            if op == BinaryOp::LogAnd && a == 0 {
                return Some(0);
            }
            if op == BinaryOp::LogOr && a != 0 {
                return Some(1);
            }
            let b = value(tu, rhs, subst, next)?;
            let ty = result_ty(tu, ex.ty);
            match Fold(tu).fold_binary(op, ConstValue::Int(a), ConstValue::Int(b), ty)? {
                ConstValue::Int(v) => Some(v),
                _ => None,
            }
        }
        ExprKind::Builtin { name, args } => {
            let tr = by_name(tu.symbols.name(name)).filter(|t| t.kind == TraitKind::Predicate)?;
            let mut types = Vec::with_capacity(args.len());
            for a in args.iter() {
                let TypeOrExpr::Type(t) = a else { return None };
                if matches!(tu.types.get(*t), Type::PackExpansion(_)) {
                    return None;
                }
                types.push(subst.ty(tu, *t)?);
            }
            let tu: &TranslationUnit = tu;
            let defs = |c| scan_definition(tu, c);
            let cx = Context {
                tu,
                definition: &defs,
                std_year: None,
            };
            super::evaluate(&cx, tr.rule, &types).map(i128::from)
        }
        _ => None,
    }
}

/// An unqualified static data member of the class being instantiated (`digits` using
/// `is_signed`): its initializer evaluated with the same arguments.
fn sibling_member_value(
    tu: &mut TranslationUnit,
    decl: DeclId,
    subst: &dyn Substitution,
    depth: u32,
) -> Option<i128> {
    let parent = tu.decls[decl].parent?;
    if !matches!(tu.decls[parent].kind, crate::il::DeclKind::Class(_)) {
        return None;
    }
    let crate::il::DeclKind::Var(v) = &tu.decls[decl].kind else {
        return None;
    };
    let init = v.init?.expr;
    value(tu, init, subst, depth)
}

/// `X<T>::name` once `X<T>` is substituted: the static member's value in the class the
/// concrete qualifier names (`is_enum<E>::value`).
fn qualified_member_value(
    tu: &mut TranslationUnit,
    written: &crate::il::expr::Written,
    name: Symbol,
    subst: &dyn Substitution,
    pos: crate::source::Pos,
) -> Option<i128> {
    let crate::il::expr::QualifierPart::Type(q) = written.get().qualifier.as_ref()?.parts.last()?
    else {
        return None;
    };
    let q = subst.ty(tu, *q)?;
    crate::sema::specialization::member_value(tu, q, name, pos)
}

/// The largest `__integer_pack` expanded (a guard against runaway instantiation: the
/// elements become template arguments).
const MAX_INTEGER_PACK: i128 = 1 << 16;

/// `__integer_pack(N)` under a pack expansion, once `N` is known: the values `0 .. N-1`
/// (of `N`'s type); `None` for any other expansion.
pub fn integer_pack(
    tu: &mut TranslationUnit,
    e: ExprId,
    subst: &dyn Substitution,
) -> Option<Vec<(i128, TypeId)>> {
    let ExprKind::Builtin { name, args } = tu.exprs.get(e)?.kind.clone() else {
        return None;
    };
    if tu.symbols.name(name) != b"__integer_pack" {
        return None;
    }
    let [TypeOrExpr::Expr(n)] = args[..] else {
        return None;
    };
    let count = value(tu, n, subst, 0)?;
    if !(0..=MAX_INTEGER_PACK).contains(&count) {
        return None;
    }
    let ty = tu.exprs[e].ty;
    Some((0..count).map(|i| (i, ty)).collect())
}
