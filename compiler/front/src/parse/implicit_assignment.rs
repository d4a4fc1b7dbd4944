//! `a = b` on objects of one class whose copy and move assignment operators are implicit:
//! the implicit one (an exact match) beats every user-declared `operator=` that needs a
//! conversion (`__half::operator=(const __half_raw &)` through `operator __half_raw()`).
//! When it is trivial EDG prints the built-in assignment (`lh = __hadd(lh, rh);`).

use crate::il::decl::{DeclKind, DeclName};
use crate::il::expr::OverloadedOp;
use crate::il::types::Quals;
use crate::il::{DeclId, ExprId};
use crate::parse::Parser;

impl Parser<'_, '_> {
    /// Whether `lhs = rhs` is the implicit trivial assignment of `class`.
    pub(super) fn implicit_trivial_assignment(&mut self, class: DeclId, ops: [ExprId; 2]) -> bool {
        let volatile = |p: &Self, e: ExprId| {
            let t = p.tu.types.non_reference(p.tu.exprs[e].ty);
            p.tu.types.split_quals(t).1.has(Quals::VOLATILE)
        };
        if volatile(self, ops[0]) || volatile(self, ops[1]) {
            return false;
        }
        let rt = self.tu.types.non_reference(self.tu.exprs[ops[1]].ty);
        let same = |p: &Self, t| {
            p.class_of_type(t)
                .is_some_and(|c| p.tu.first_decl(c) == p.tu.first_decl(class))
        };
        if !same(self, rt) {
            return false;
        }
        let name = DeclName::Operator(OverloadedOp::Assign);
        let declared = self.class_members_named(class, |n| n == name);
        let copy_or_move = declared.iter().any(|&f| {
            matches!(self.tu.decls[f].kind, DeclKind::Function(_))
                && self.function_params(f).is_some_and(|(params, _)| {
                    params.len() == 1 && same(self, self.tu.types.non_reference(params[0]))
                })
        });
        if copy_or_move {
            return false;
        }
        let Some(def) = self.tu.class_definition(class) else {
            return false;
        };
        let DeclKind::Class(cd) = &self.tu.decls[def].kind else {
            return false;
        };
        let self_ty = cd.self_ty;
        self.trait_value(crate::sema::traits::Rule::IsTriviallyCopyable, &[self_ty]) == Some(true)
    }
}
