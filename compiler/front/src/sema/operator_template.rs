//! Overloaded operators resolved to non-member operator templates when an operand is a
//! class template specialization sema has no instance of ([over.match.oper],
//! [temp.deduct.call], [over.ics.rank]): `where + ": "` on a `const std::string &` calls
//! `operator+(const basic_string<C, T, A> &, const C *)`, and EDG prints it as an operator
//! call (E-OVL: `(where + (": "))`, a nested call wrapped again).
//!
//! Each visible operator template is deduced against the operands
//! (`instantiate::deduce_operator_template`): a deduction or substitution failure removes
//! it; viable ones are ranked by their implicit conversion sequences, with the reference
//! tie-breakers (an rvalue bound to an rvalue reference over an lvalue reference, less
//! cv-qualification on the referee). Whenever the choice is not certain (a viable
//! non-template candidate, a member operator, a candidate this deduction does not model,
//! two candidates neither better: partial ordering is not modelled, C++20 rewritten
//! comparisons) the operator is left unresolved, as before.

use crate::il::expr::OverloadedOp;
use crate::il::types::Type;
use crate::il::{DeclKind, ExprId, ExprKind, TypeId, ValueCategory};
use crate::parse::Parser;
use crate::sema::conv::Rank;
use crate::sema::instantiate::{deduce_operator_template, Deduction, Operand};
use crate::sema::overload::Chosen;
use crate::source::Pos;

/// How one operand binds to its parameter.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Binding {
    rank: Rank,
    /// A reference parameter: whether an rvalue reference, and its referee's cv bits.
    reference: Option<(bool, u8)>,
}

struct Viable {
    chosen: Chosen,
    deduced: Vec<bool>,
    bindings: Vec<Binding>,
}

impl Parser<'_, '_> {
    /// The operator call `op` on `operands` through a non-member operator template, when
    /// an operand is an unresolved class template specialization and the choice is certain.
    pub(crate) fn operator_template_call(
        &mut self,
        op: OverloadedOp,
        operands: &[ExprId],
        pos: Pos,
    ) -> Option<ExprId> {
        use OverloadedOp::*;
        let first = *operands.first()?;
        if !operands.iter().any(|&e| {
            let t = self.tu.exprs[e].ty;
            self.is_unresolved_specialization(t) || self.is_class_specialization(t)
        }) {
            return None;
        }
        if operands.iter().any(|&e| self.unknown_operand(e)) {
            return None;
        }
        let comparison = matches!(
            op,
            EqualEqual | ExclaimEqual | Less | Greater | LessEqual | GreaterEqual | Spaceship
        );
        if comparison && self.opts.std_year >= 2020 {
            return None;
        }
        // A member operator of the first operand's class is a candidate too: not modelled.
        if let Some(c) = self.class_of_type(self.tu.exprs[first].ty) {
            if !self.member_operators_with_bases(c, op).is_empty() {
                return None;
            }
        }
        let (_, free) = self.operator_candidates(op, None);
        let free = self.visible_operator_functions(free, operands, true);
        let kinds: Vec<Operand> = operands
            .iter()
            .map(|&e| {
                let x = &self.tu.exprs[e];
                (x.ty, x.cat == ValueCategory::LValue)
            })
            .collect();
        let mut viable: Vec<Viable> = Vec::new();
        let mut seen = Vec::new();
        for c in free {
            let Some(f) = self.candidate_function(c) else {
                continue;
            };
            if seen.contains(&f) {
                continue;
            }
            seen.push(f);
            let template = self.tu.decls[f].parent.filter(
                |&p| matches!(&self.tu.decls[p].kind, DeclKind::Template(t) if t.pattern == f),
            );
            let Some(template) = template else {
                // A non-template operator that may be viable: not modelled.
                let (params, variadic) = self.function_params(f)?;
                if variadic || params.len() != operands.len() {
                    if params.len() < operands.len() && !variadic {
                        continue;
                    }
                    return None;
                }
                if params
                    .iter()
                    .zip(operands)
                    .all(|(&p, &a)| self.conversion_rank(a, p).is_some())
                {
                    return None;
                }
                continue;
            };
            let (params, ret, deduced) =
                match deduce_operator_template(&mut self.tu, template, &kinds) {
                    Deduction::Fails => continue,
                    Deduction::Unknown => return None,
                    Deduction::Ok {
                        params,
                        ret,
                        deduced,
                    } => (params, ret, deduced),
                };
            let mut bindings = Vec::with_capacity(params.len());
            let mut ok = true;
            for (i, &p) in params.iter().enumerate() {
                let a = operands[i];
                let rank = if deduced[i] {
                    Some(Rank::Exact)
                } else {
                    if is_rvalue_ref(&self.tu.types, p) && kinds[i].1 {
                        return None;
                    }
                    self.conversion_rank(a, p)
                };
                let Some(rank) = rank else {
                    ok = false;
                    break;
                };
                bindings.push(Binding {
                    rank,
                    reference: self.tu.types.is_reference(p).then(|| {
                        let (_, q) = self.tu.types.split_quals(self.tu.types.non_reference(p));
                        (is_rvalue_ref(&self.tu.types, p), q.0)
                    }),
                });
            }
            if !ok {
                continue;
            }
            viable.push(Viable {
                chosen: Chosen {
                    func: f,
                    params,
                    ret,
                    variadic: false,
                },
                deduced,
                bindings,
            });
        }
        let rvalues: Vec<bool> = kinds.iter().map(|&(_, l)| !l).collect();
        let best = (0..viable.len()).find(|&i| {
            (0..viable.len())
                .all(|j| i == j || better(&viable[i].bindings, &viable[j].bindings, &rvalues))
        })?;
        let Viable {
            chosen, deduced, ..
        } = viable.swap_remove(best);
        self.operator_template_expr(op, chosen, &deduced, operands, pos)
    }

    /// A class made from a class template (an instance of a specialization).
    fn is_class_specialization(&self, t: TypeId) -> bool {
        let t = self.tu.types.unqualified(self.tu.types.non_reference(t));
        match self.tu.types.get(t) {
            Type::Class(c) => matches!(&self.tu.decls[*c].kind,
                DeclKind::Class(cd) if cd.specialization.is_some()),
            _ => false,
        }
    }

    /// An operand whose type this resolution cannot judge (dependent, an error).
    fn unknown_operand(&self, e: ExprId) -> bool {
        let t = self.tu.exprs[e].ty;
        crate::il::template_query::names_template_param(&self.tu, t)
            || matches!(
                self.tu.types.shape(self.tu.types.non_reference(t)),
                Type::Error
            )
    }

    /// The call expression: operands bound to deduced parameters stay as written (they
    /// are the parameters' types), the others are converted.
    fn operator_template_expr(
        &mut self,
        op: OverloadedOp,
        chosen: Chosen,
        deduced: &[bool],
        operands: &[ExprId],
        pos: Pos,
    ) -> Option<ExprId> {
        let fty = self.tu.decls[chosen.func].ty()?;
        let callee = self.tu.decl_ref(chosen.func, pos);
        self.tu.exprs[callee].ty = fty;
        let mut args = Vec::with_capacity(operands.len());
        for (i, &a) in operands.iter().enumerate() {
            let p = chosen.params[i];
            let class_param = self.class_of_type(self.tu.types.non_reference(p)).is_some();
            args.push(if deduced[i] && class_param {
                a
            } else {
                self.convert_argument(a, p)
            });
        }
        // The result's type: an operand's when they are the same specialization (the
        // template-id as the operand names it), else the substituted return type.
        let ret = chosen.ret;
        let cat = self.category_of_return(ret);
        let mut ty = self.tu.types.non_reference(ret);
        for &e in operands {
            let t = self.tu.types.non_reference(self.tu.exprs[e].ty);
            if crate::sema::instantiate::same_specialization(&mut self.tu, t, ty) {
                let (_, q) = self.tu.types.split_quals(ty);
                let t = self.tu.types.unqualified(t);
                ty = self.tu.types.qualified(t, q);
                break;
            }
        }
        Some(self.tu.add_expr(
            ExprKind::OperatorCall {
                op,
                callee,
                args: args.into(),
                member: false,
            },
            ty,
            cat,
            pos,
        ))
    }
}

/// Whether conversion sequences `a` are better than `b` ([over.match.best]/2.1): none
/// worse, one better.
fn better(a: &[Binding], b: &[Binding], rvalues: &[bool]) -> bool {
    let mut some_better = false;
    for ((x, y), &rvalue) in a.iter().zip(b).zip(rvalues) {
        match compare(x, y, rvalue) {
            std::cmp::Ordering::Less => some_better = true,
            std::cmp::Ordering::Greater => return false,
            std::cmp::Ordering::Equal => {}
        }
    }
    some_better
}

/// `Less` when `x` is the better conversion ([over.ics.rank]/3).
fn compare(x: &Binding, y: &Binding, rvalue: bool) -> std::cmp::Ordering {
    use std::cmp::Ordering::*;
    if x.rank != y.rank {
        return x.rank.cmp(&y.rank);
    }
    match (x.reference, y.reference) {
        (Some((xr, xq)), Some((yr, yq))) => {
            // An rvalue binds better to an rvalue reference (3.2.3).
            if rvalue && xr != yr {
                return if xr { Less } else { Greater };
            }
            // The less cv-qualified referee (3.2.6).
            if xq != yq && xq & yq == xq {
                return Less;
            }
            if xq != yq && xq & yq == yq {
                return Greater;
            }
            Equal
        }
        _ => Equal,
    }
}

fn is_rvalue_ref(types: &crate::il::TypeTable, t: TypeId) -> bool {
    matches!(types.get(types.canonical(t)), Type::RValueRef(_))
}
