//! Address constants (E-CONST): expressions EDG folds to "the address of a static object
//! plus an offset". Like an arithmetic constant, such an initializer keeps its original
//! expression wrapped in parentheses: `int *p = garr;` → `(garr)`, `= &gs.x` →
//! `(&(gs.x))`, `= (int *)garr` → `((int *)(garr))`, `int &r = gx;` → `(gx)`. A local
//! array or a plain function name is not one (`void (*fp)() = f;` stays bare).

use crate::il::decl::StorageClass;
use crate::il::expr::{BinaryOp, CastForm, ExprKind, UnaryOp};
use crate::il::types::{ArrayBound, Type};
use crate::il::{DeclId, DeclKind, ExprId, TypeId};

use super::Printer;

impl Printer<'_> {
    /// Whether initializer `e` is an address constant (for a reference `target`: an
    /// lvalue designating a static object).
    pub(super) fn is_address_constant_init(&self, e: ExprId, target: Option<TypeId>) -> bool {
        let Some(target) = target else { return false }; // a list kept as written
        let e = self.strip_conversions(e);
        if self.tu.types.is_reference(target) {
            return self.static_object(e, 0).is_some() && !self.is_reference_var(e);
        }
        self.is_address_constant(e, 0)
    }

    /// A pointer-valued constant: a string literal, a static array (decayed), the address
    /// of a static object or a function, such a pointer plus or minus a constant inside
    /// the array, and a value-preserving cast of one.
    fn is_address_constant(&self, e: ExprId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let e = self.strip_conversions(e);
        match &self.tu.expr(e).kind {
            ExprKind::StringLit { .. } => true,
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => {
                let o = self.strip_parens(*operand);
                self.static_object(o, depth + 1).is_some() || self.names_function(o)
            }
            ExprKind::Binary {
                op: op @ (BinaryOp::Add | BinaryOp::Sub),
                lhs,
                rhs,
            } => {
                let (ptr, offset) = if self
                    .tu
                    .types
                    .is_integral(self.tu.types.unqualified(self.tu.expr(*lhs).ty))
                {
                    (*rhs, *lhs)
                } else {
                    (*lhs, *rhs)
                };
                let Some(crate::il::expr::ConstValue::Int(k)) = self.tu.expr(offset).value.get()
                else {
                    return false;
                };
                let k = if *op == BinaryOp::Sub { -k } else { k };
                self.is_address_constant(ptr, depth + 1) && self.offset_in_bounds(ptr, k)
            }
            ExprKind::Cast {
                form,
                written_ty,
                operand,
                ..
            } => {
                !matches!(
                    form,
                    CastForm::Reinterpret | CastForm::Const | CastForm::Dynamic
                ) && (self.is_address_constant(*operand, depth + 1)
                    || self.names_function(self.strip_conversions(*operand)))
                    && self.preserves_address(self.strip_conversions(*operand), *written_ty)
            }
            _ => self.static_array(e, depth + 1),
        }
    }

    /// `k` elements past `ptr` stays inside (or one past) its array, when that is known;
    /// EDG does not fold an offset it warns about (#170: outside of underlying object).
    fn offset_in_bounds(&self, ptr: ExprId, k: i128) -> bool {
        let ptr = self.strip_conversions(ptr);
        if !self.static_array(ptr, 0) {
            return true;
        }
        match self.tu.types.shape(self.tu.expr(ptr).ty) {
            Type::Array(_, ArrayBound::Known(n) | ArrayBound::Written(n, _)) => {
                (0..=*n as i128).contains(&k)
            }
            _ => true,
        }
    }

    /// A static object of array type (which decays to an address constant).
    fn static_array(&self, e: ExprId, depth: u32) -> bool {
        self.static_object(e, depth).is_some()
            && matches!(self.tu.types.shape(self.tu.expr(e).ty), Type::Array(..))
    }

    /// The variable behind an lvalue that designates (part of) an object of static
    /// storage duration: a namespace-scope, static or extern variable, a member of one
    /// reached with `.`, an element at a constant index.
    fn static_object(&self, e: ExprId, depth: u32) -> Option<DeclId> {
        if depth > 64 {
            return None;
        }
        let e = self.strip_parens(e);
        match &self.tu.expr(e).kind {
            ExprKind::DeclRef { decl, .. } => self.has_static_storage(*decl).then_some(*decl),
            ExprKind::Member {
                base,
                arrow: false,
                member,
                ..
            } => matches!(&self.tu.decl(*member).kind, DeclKind::Var(v) if v.field)
                .then(|| self.static_object(*base, depth + 1))
                .flatten()
                .or_else(|| self.has_static_storage(*member).then_some(*member)),
            ExprKind::Index { base, index } => {
                // An element at a constant index inside the array (or one past it).
                let array = self.strip_conversions(*base);
                let Some(crate::il::expr::ConstValue::Int(k)) = self.tu.expr(*index).value.get()
                else {
                    return None;
                };
                let inside = self.offset_in_bounds(array, k);
                inside
                    .then(|| self.static_object(array, depth + 1))
                    .flatten()
                    .filter(|_| self.static_array(array, depth + 1))
            }
            _ => None,
        }
    }

    /// A host variable of static storage duration (not a reference: binding one is no
    /// address constant, EDG reads the reference).
    fn has_static_storage(&self, d: DeclId) -> bool {
        let decl = self.tu.decl(d);
        let DeclKind::Var(v) = &decl.kind else {
            return false;
        };
        // CUDA memory (`__shared__`, `__device__`, `__managed__`…) is no host address.
        if v.field || self.tu.types.is_reference(v.ty) || !decl.attrs.cuda.memory.is_empty() {
            return false;
        }
        let local = decl
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Function(_)));
        !local || matches!(v.storage, StorageClass::Static | StorageClass::Extern)
    }

    fn is_reference_var(&self, e: ExprId) -> bool {
        matches!(&self.tu.expr(self.strip_parens(e)).kind,
            ExprKind::DeclRef { decl, .. } if matches!(&self.tu.decl(*decl).kind, DeclKind::Var(v) if self.tu.types.is_reference(v.ty)))
    }

    /// A non-member function's name (`&C::f` is a member pointer constant, printed by
    /// its own rule).
    fn names_function(&self, e: ExprId) -> bool {
        let ExprKind::DeclRef { decl, .. } = &self.tu.expr(e).kind else {
            return false;
        };
        let d = self.tu.decl(*decl);
        matches!(d.kind, DeclKind::Function(_))
            && !d
                .parent
                .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)))
    }

    /// Whether casting the (decayed) `operand` to `to` keeps the address as a constant:
    /// to `bool`, to `void *`, to the same pointee type (cv-qualifiers aside), or to
    /// the same function pointer. A reinterpretation (`(long *)garr`) is not folded.
    fn preserves_address(&self, operand: ExprId, to: TypeId) -> bool {
        let types = &self.tu.types;
        let to = types.unqualified(to);
        if matches!(
            types.shape(to),
            Type::Builtin(crate::il::types::Builtin::Bool)
        ) {
            return true;
        }
        let Some(to_pointee) = types.pointee(to) else {
            return false;
        };
        let from = self.tu.expr(operand).ty;
        let from_pointee = match types.shape(from) {
            Type::Array(elem, _) => *elem,
            _ if self.names_function(operand) => from,
            _ => match types.pointee(types.unqualified(from)) {
                Some(p) => p,
                None => return false,
            },
        };
        let to_pointee = types.unqualified(to_pointee);
        let object = !matches!(types.shape(from_pointee), Type::Function(_));
        object && types.is_void(to_pointee) || to_pointee == types.unqualified(from_pointee)
    }
}
