//! Conversion and operand checks: initializers, assignments, arguments and return values
//! that no implicit conversion reaches, references bound to what they cannot bind to,
//! `*` and `[]` on non-pointers. Only scalar (non-class) types are judged: class types go
//! through constructors and conversion functions, which are not modelled well enough to
//! reject anything. Each check issues the reference's message at the reference's position.

use crate::il::decl::DeclKind;
use crate::il::expr::InitForm;
use crate::il::types::Type;
use crate::il::{ExprId, ExprKind, Quals, TypeId, ValueCategory};
use crate::parse::{Msg, Parser, Severity};
use crate::sema::cuda_checks::body::type_text;
use crate::source::Pos;

impl Parser<'_, '_> {
    /// A type both sides of a conversion may have for it to be judged here.
    fn judgeable_scalar(&self, t: TypeId) -> bool {
        let t = self.tu.types.non_reference(t);
        let c = self.tu.types.unqualified(self.tu.types.canonical(t));
        !self.tu.types.is_dependent(c)
            && matches!(
                self.tu.types.get(c),
                Type::Builtin(_) | Type::Pointer(_) | Type::Enum(_) | Type::Array(..) | Type::MemberPointer { .. }
            )
    }

    /// The type of `e` as a conversion's source (decayed, unqualified).
    fn source_type(&mut self, e: ExprId) -> TypeId {
        let t = self.tu.exprs[e].ty;
        self.value_type(t)
    }

    fn text_of(&self, t: TypeId) -> Vec<u8> {
        type_text(&self.tu, t, 0)
    }

    /// Whether `e` can be converted to `to` (`None`: not judged).
    fn convertible(&mut self, e: ExprId, to: TypeId) -> Option<bool> {
        let from = self.tu.exprs[e].ty;
        let to_array = matches!(self.tu.types.shape(self.tu.types.non_reference(to)), Type::Array(..));
        if self.unjudgeable(from, to) || !self.judgeable_scalar(from) || !self.judgeable_scalar(to) || to_array {
            return None;
        }
        if matches!(self.tu.exprs[e].kind, ExprKind::InitList { .. } | ExprKind::ParenList(_)) {
            return None;
        }
        Some(self.conversion_rank(e, to).is_some())
    }

    /// A variable's `= e` or `(e)` initializer (after [`Parser::parse_initializer`]).
    pub(crate) fn check_initializer(&mut self, var: crate::il::DeclId) {
        if self.scopes.in_template() {
            return;
        }
        let DeclKind::Var(v) = &self.tu.decls[var].kind else { return };
        let Some(init) = v.init.clone() else { return };
        let ty = v.ty;
        if !matches!(init.form, InitForm::Equals | InitForm::Paren) {
            return;
        }
        let e = init.expr;
        if self.unjudgeable(self.tu.exprs[e].ty, ty) {
            return;
        }
        let canon = self.tu.types.canonical(ty);
        if let Type::LValueRef(referee) = self.tu.types.get(canon).clone() {
            self.check_nonconst_reference(ty, referee, e);
            return;
        }
        if self.tu.types.is_reference(ty) {
            return;
        }
        if self.convertible(e, ty) == Some(false) {
            let from = self.source_type(e);
            let args = vec![self.text_of(from), self.text_of(ty)];
            let p = self.expr_start(e);
            self.report(Msg::BadInitializerType, Severity::Error, p, args);
        } else if self.convertible(e, ty) == Some(true) {
            // The conversion's constant warnings (truncation, change of sign); the nodes
            // it adds are not kept (the initializer is printed as written).
            let _ = self.try_convert(e, ty);
        }
    }

    /// `T &r = e;` with `T` not const: `e` must be an lvalue of `T` (or of a class derived
    /// from it).
    fn check_nonconst_reference(&mut self, ref_ty: TypeId, referee: TypeId, e: ExprId) {
        let (rb, rq) = self.tu.types.split_quals(referee);
        if rq.has(Quals::CONST) || !self.judgeable_scalar(rb) || !self.judgeable_scalar(self.tu.exprs[e].ty) {
            return;
        }
        let from = self.tu.types.non_reference(self.tu.exprs[e].ty);
        let (fb, _) = self.tu.types.split_quals(from);
        let p = self.expr_start(e);
        if self.tu.types.canonical(fb) == self.tu.types.canonical(rb) {
            if self.tu.exprs[e].cat != ValueCategory::LValue {
                self.report(Msg::NonconstRefFromRvalue, Severity::Error, p, Vec::new());
            }
            return;
        }
        let shown = self.source_type(e);
        let args = vec![self.text_of(ref_ty), self.text_of(shown)];
        self.report(Msg::BadNonconstRefInit, Severity::Error, p, args);
    }

    /// `lhs = rhs` of scalar type: the conversion, or the error at the operator.
    pub(crate) fn convert_assigned(&mut self, rhs: ExprId, target: TypeId, op_pos: Pos) -> ExprId {
        if self.convertible(rhs, target) == Some(false) {
            let from = self.source_type(rhs);
            let args = vec![self.text_of(from), self.text_of(target)];
            self.report(Msg::BadAssignmentType, Severity::Error, op_pos, args);
            return rhs;
        }
        self.convert(rhs, target)
    }

    /// A call argument converted to its parameter's type, or the error at the argument.
    pub(crate) fn convert_argument(&mut self, arg: ExprId, param: TypeId) -> ExprId {
        if self.convertible(arg, param) == Some(false) {
            let from = self.source_type(arg);
            let args = vec![self.text_of(from), self.text_of(param)];
            let p = self.expr_start(arg);
            self.report(Msg::IncompatibleParam, Severity::Error, p, args);
            return arg;
        }
        self.convert(arg, param)
    }

    /// `return e;` where the function returns `ret`: a value in a `void` function, or one
    /// no conversion takes to `ret`.
    pub(crate) fn convert_returned(&mut self, e: ExprId, ret: TypeId) -> ExprId {
        let void_fn = self.tu.types.is_void(ret);
        let bad = if void_fn {
            let t = self.tu.exprs[e].ty;
            !self.tu.types.is_void(t) && !self.unjudgeable(t, t)
        } else {
            self.convertible(e, ret) == Some(false)
        };
        if bad {
            let p = self.expr_start(e);
            self.report(Msg::BadReturnValueType, Severity::Error, p, Vec::new());
            return e;
        }
        if void_fn {
            return e;
        }
        self.convert(e, ret)
    }

    /// `*e` where `e` (decayed) is arithmetic or an enum.
    pub(crate) fn check_deref_operand(&mut self, operand: ExprId) {
        let t = self.source_type(operand);
        if self.is_arithmetic_or_enum(t) && !self.unjudgeable(t, t) {
            let p = self.expr_start(operand);
            let args = vec![self.text_of(t)];
            self.report(Msg::ExprNotPointer, Severity::Error, p, args);
        }
    }

    /// `a[i]` where neither operand is a pointer (both arithmetic or enum): at the index.
    pub(crate) fn check_subscript_operands(&mut self, base: ExprId, index: ExprId) {
        let bt = self.source_type(base);
        let it = self.source_type(index);
        if self.unjudgeable(bt, it) || !self.is_arithmetic_or_enum(bt) || !self.is_arithmetic_or_enum(it) {
            return;
        }
        let p = self.expr_start(index);
        let args = vec![self.text_of(bt)];
        self.report(Msg::ExprNotPointerToObject, Severity::Error, p, args);
    }
}
