//! Expressions (E-PAREN, E-TOP, E-CONV, E-CONST, E-LIT, E-CAST, E-COND, E-OVL, K-LAUNCH,
//! K-VAR uses).
//!
//! Expressions never split across output lines (LD-2), so they are built as byte strings.
//! Source parentheses are not kept; they are rebuilt from the tree: an operand is wrapped
//! unless it is *simple* (a name, an unconverted literal, `this`, a call, an overloaded
//! operator call, `sizeof`), and an implicitly converted operand is simple only when it
//! is a plain variable.

use crate::il::expr::{CastForm, InitForm, QualifierPart, SizeofKind, TypeOrExpr, UnaryOp};
use crate::il::types::{Builtin, TemplateArg};
use crate::il::{ConvKind, DeclId, DeclKind, ExprId, ExprKind, Type, TypeId};
use crate::lex::Encoding;

use super::Printer;

impl Printer<'_> {
    /// An expression in a top-level position (E-TOP): never wrapped itself.
    pub fn expr_top(&self, e: ExprId) -> Vec<u8> {
        let mut out = Vec::new();
        self.expr_into(e, &mut out, 0);
        out
    }

    /// The condition an `if`, `while` or `do` tests: top level, except that a plain
    /// assignment is wrapped (`if ((mode = requested))`, as GCC's -Wparentheses wants);
    /// a `for` or `switch` condition and a compound assignment are not.
    pub fn expr_condition(&self, e: ExprId) -> Vec<u8> {
        let x = self.strip_conversions(e);
        let assignment = matches!(
            &self.tu.expr(x).kind,
            ExprKind::Binary {
                op: crate::il::expr::BinaryOp::Assign,
                ..
            }
        );
        if !assignment {
            return self.expr_top(e);
        }
        let mut out = b"(".to_vec();
        self.expr_into(x, &mut out, 0);
        out.push(b')');
        out
    }

    /// An expression as an operand: wrapped unless simple.
    pub fn expr_operand(&self, e: ExprId) -> Vec<u8> {
        let mut out = Vec::new();
        self.operand_into(e, &mut out, 0);
        out
    }

    /// An enumerator value or static_assert condition (E-CONST): a constant by definition,
    /// so it is wrapped unless it is a bare literal or name of the right type, even where
    /// sema could not fold it (calls of constexpr functions). A call prints bare as it does
    /// in a variable initializer (`int x = sq(3);`), unless an argument waits for
    /// instantiation (`static_assert((is_pow2(N)), "")`).
    pub fn expr_const_init(&self, e: ExprId) -> Vec<u8> {
        let (x, converted) = self.standard_conversion_operand(e);
        let ex = self.tu.expr(x);
        let folded_by_sema = ex.value.is_some() || self.is_value_dependent_constant(x);
        let unfolded_operator = match &ex.kind {
            ExprKind::Call { callee, args } => {
                args.iter()
                    .any(|&a| self.is_value_dependent_constant(a) || self.mentions_dependent(a))
                    || self.callee_has_dependent_template_args(*callee)
            }
            // Waiting for instantiation: `(T{})`, `(is_integral< T> {})`, a fold,
            // `(sizeof(T))`.
            ExprKind::DependentConstruct { .. } | ExprKind::Fold { .. } => true,
            ExprKind::Sizeof { .. } => self.dependent_sizeof(x),

            ExprKind::Binary { op, .. } => {
                *op != crate::il::expr::BinaryOp::Comma && !op.is_assignment()
            }
            ExprKind::Unary { .. } | ExprKind::Conditional { .. } | ExprKind::Index { .. } => true,
            _ => false,
        };
        let always_wrapped = self.dependent_sizeof(x);
        if !always_wrapped && (converted || folded_by_sema || !unfolded_operator) {
            return self.expr_init_to(e, None);
        }
        let mut out = b"(".to_vec();
        self.expr_into(x, &mut out, 0);
        out.push(b')');
        out
    }

    /// `sizeof` of a dependent type or expression (`sizeof(T)`): its value waits for
    /// instantiation.
    fn dependent_sizeof(&self, e: ExprId) -> bool {
        match &self.tu.expr(e).kind {
            ExprKind::Sizeof { operand, .. } => match operand {
                crate::il::expr::TypeOrExpr::Type(t) => self.tu.types.is_dependent(*t),
                crate::il::expr::TypeOrExpr::Expr(o) => self.mentions_dependent(*o),
            },
            _ => false,
        }
    }

    /// A call's callee named with explicit template arguments that wait for instantiation
    /// (`f< T> ()`).
    fn callee_has_dependent_template_args(&self, callee: ExprId) -> bool {
        let written = match &self.tu.expr(self.strip_parens(callee)).kind {
            ExprKind::Unresolved { written, .. } | ExprKind::DeclRef { written, .. } => written,
            _ => return false,
        };
        written
            .template_args
            .as_deref()
            .is_some_and(|a| a.iter().any(|a| self.arg_is_dependent(a)))
    }

    /// Whether `e` (not already an `ImplicitCast`) is implicitly converted when it
    /// initializes a `target` (a scalar: arithmetic, enum, pointer). Sema does not mark
    /// every initializer conversion yet, so the printer compares the types.
    fn converted_to(&self, e: ExprId, target: TypeId) -> bool {
        let types = &self.tu.types;
        let ex = self.tu.expr(e);
        if matches!(
            types.get(types.unqualified(target)),
            Type::Decltype {
                underlying: None,
                ..
            }
        ) && !matches!(ex.kind, ExprKind::ImplicitCast { .. })
        {
            // `decltype(V) v = V;` in a template: a conversion to the dependent decltype,
            // whatever the operand's type (`__decltype(V) v = (V)`).
            return true;
        }
        if matches!(ex.kind, ExprKind::ImplicitCast { .. })
            || types.is_dependent(ex.ty)
            || matches!(types.shape(ex.ty), Type::Error)
            || types.is_reference(ex.ty)
        {
            return false;
        }
        if matches!(ex.kind, ExprKind::NullPtrLit) && types.is_pointer(target) {
            return true; // `nullptr` becomes the pointer type, dependent or not
        }
        if ex.value.get() == Some(crate::il::expr::ConstValue::Int(0))
            && types.is_integral(ex.ty)
            && types.is_pointer(target)
        {
            return true; // so does a null pointer constant: `A< T *>  *p = (0)`
        }
        if types.is_dependent(target) {
            // A template's `T x = 5;`, `typename W<T>::type j = 0;`: EDG records a
            // conversion to the dependent type; `T *p = 0;`: a null pointer conversion.
            return match types.shape(target) {
                Type::TemplateParam(_) | Type::DependentName { .. } => true,
                Type::Pointer(_) => types.as_builtin(ex.ty).is_some_and(|b| b.is_integral()),
                _ => false,
            };
        }
        if !types.is_scalar(target) {
            return false;
        }
        types.unqualified(ex.ty) != types.unqualified(target)
    }

    /// The argument of a field's mem-initializer `x(e)` when it is one scalar
    /// initializer: converted to the field's type as an `= e` initializer would be
    /// (E-CONST: `Vec3() : x((0))` for a `float x`). `None` for the other forms.
    pub fn field_init_arg(&self, field: DeclId, init: crate::il::decl::Init) -> Option<Vec<u8>> {
        let DeclKind::Var(v) = &self.tu.decl(field).kind else {
            return None;
        };
        let types = &self.tu.types;
        // A pointer to a dependent type is still a pointer: a null pointer constant is
        // converted to it (`a((0))`, `d((nullptr))` for a `T *`).
        let scalar = types.is_scalar(v.ty)
            && (!types.is_dependent(v.ty)
                || matches!(
                    types.shape(v.ty),
                    Type::Pointer(_) | Type::MemberPointer { .. }
                ));
        // In a template a string literal's decay waits for instantiation: bare (`g("x")`).
        if self.in_dependent_context(field)
            && matches!(
                self.tu.expr(self.strip_parens(init.expr)).kind,
                ExprKind::StringLit { .. }
            )
        {
            return None;
        }
        let single = !matches!(
            self.tu.expr(init.expr).kind,
            ExprKind::ParenList(_) | ExprKind::InitList { .. } | ExprKind::PackExpansion(_)
        );
        let comma = matches!(
            self.tu.expr(self.strip_conversions(init.expr)).kind,
            ExprKind::Binary {
                op: crate::il::expr::BinaryOp::Comma,
                ..
            }
        );
        (scalar && single && !comma && init.form == InitForm::Paren)
            .then(|| self.expr_init_to(init.expr, Some(v.ty)))
    }

    /// The `= e` initializer of variable `d`: in a template or a generic lambda a string
    /// literal's decay is not recorded (EDG converts it at instantiation), so it is bare.
    pub fn var_init_to(&self, d: DeclId, e: ExprId, target: TypeId) -> Vec<u8> {
        if self.in_variable_init.get() || self.is_class_member(d) {
            return self.var_init_to_inner(d, e, target);
        }
        self.in_variable_init.set(true);
        let out = self.var_init_to_inner(d, e, target);
        self.in_variable_init.set(false);
        out
    }

    fn var_init_to_inner(&self, d: DeclId, e: ExprId, target: TypeId) -> Vec<u8> {
        let x = self.strip_parens(e);
        if self.in_dependent_context(d) {
            if matches!(self.tu.expr(x).kind, ExprKind::StringLit { .. }) {
                return self.expr_top(x);
            }
            // So does a predefined identifier (`__func__`), a string in EDG's IL.
            let (y, _) = self.standard_conversion_operand(x);
            if matches!(self.tu.expr(y).kind, ExprKind::DeclRef { decl, .. }
                if self.tu.is_predefined_identifier(decl))
            {
                return self.expr_top(y);
            }
            if self.dependent_value_param_converted(d, x, target)
                || self.constexpr_dependent_operator(d, x)
            {
                let mut out = b"(".to_vec();
                self.expr_into(x, &mut out, 0);
                out.push(b')');
                return out;
            }
        }
        let constant = matches!(&self.tu.decl(d).kind, DeclKind::Var(v)
            if v.constexpr || self.tu.types.split_quals(v.ty).1.has(crate::il::Quals::CONST));
        let prev = self.const_variable_init.replace(constant);
        let out = self.expr_init_to(e, Some(target));
        self.const_variable_init.set(prev);
        out
    }

    /// Whether declaration `d` is inside a template or a generic lambda (a function with
    /// a parameter of dependent type).
    pub(super) fn in_dependent_context(&self, d: DeclId) -> bool {
        let mut p = self.tu.decl(d).parent;
        for _ in 0..10_000 {
            let Some(x) = p else { return false };
            match &self.tu.decl(x).kind {
                DeclKind::Template(_) => return true,
                DeclKind::Function(f)
                    if f.params.iter().any(|&q| {
                        self.tu
                            .decl(q)
                            .ty()
                            .is_some_and(|t| self.tu.types.is_dependent(t))
                    }) =>
                {
                    return true
                }
                _ => {}
            }
            p = self.tu.decl(x).parent;
        }
        false
    }

    /// An initializer converted to `target` when known (E-CONST: a converted constant is
    /// wrapped).
    pub fn expr_init_to(&self, e: ExprId, target: Option<TypeId>) -> Vec<u8> {
        let prev = self.init_top.replace(Some(e));
        let out = self.expr_init_to_inner(e, target);
        self.init_top.set(prev);
        out
    }

    fn expr_init_to_inner(&self, e: ExprId, target: Option<TypeId>) -> Vec<u8> {
        // Sema's conversion node (braced elements), else the printer's comparison of types.
        let (x, by_sema) = self.standard_conversion_operand(e);
        let ex = self.tu.expr(x);
        if matches!(
            ex.kind,
            ExprKind::Binary {
                op: crate::il::expr::BinaryOp::Comma,
                ..
            }
        ) {
            // A comma initializer (always parenthesised in the source) prints `((a, b))`.
            let mut out = b"((".to_vec();
            self.expr_into(x, &mut out, 0);
            out.extend_from_slice(b"))");
            return out;
        }
        if self.initializer_through_conversion_function(x, target) {
            let mut out = b"(".to_vec();
            self.expr_into(self.strip_parens(x), &mut out, 0);
            out.push(b')');
            return out;
        }
        if let Some(t) = self.dependent_member_argument(x) {
            // `int k = ((u.x));`: the operand, itself in parentheses.
            return [&b"("[..], &t, b")"].concat();
        }
        if matches!(ex.kind, ExprKind::PackExpansion(_)) {
            // `{__is_same(T, Ts)...}`: an expansion is no constant of its own.
            let mut out = Vec::new();
            self.expr_into(x, &mut out, 0);
            return out;
        }
        let converted = by_sema || target.is_some_and(|t| self.converted_to(x, t));
        // `sizeof` is a constant even where sema left its value unknown (class layouts).
        let sizeof = matches!(ex.kind, ExprKind::Sizeof { .. });
        // A constant through constexpr calls sema did not fold (`constexpr_call`).
        let constexpr_call = ex.value.is_none() && self.is_constexpr_call_constant(x);
        if ex.value.is_none()
            && !sizeof
            && !constexpr_call
            && !self.is_value_dependent_constant(x)
            && !self.is_constexpr_user_literal(x)
        {
            // E-TOP: a non-constant initializer is bare even when converted; only a
            // converted null pointer or string literal (an address constant) is wrapped.
            let literal = matches!(ex.kind, ExprKind::NullPtrLit | ExprKind::StringLit { .. });
            let address = !literal && self.is_address_constant_init(x, target);
            let mut out = Vec::new();
            if converted && literal || address || target.is_some() && self.is_dependent_unary(x) {
                out.push(b'(');
                self.expr_into(x, &mut out, 0);
                out.push(b')');
            } else {
                self.expr_into(x, &mut out, 0);
            }
            return out;
        }
        // A raw literal operator's floating literal brings its own parentheses.
        let self_wrapped = matches!(
            ex.kind,
            ExprKind::Cast { form: CastForm::Functional, operand, .. }
                if matches!(self.tu.expr(operand).kind, ExprKind::ValueInit)
        ) || matches!(&ex.kind, ExprKind::UserLit(u) if u.cooked.is_none())
            || self.is_class_constant_user_literal(x)
            // A value-initialized scalar prints as its converted zero, parenthesized by rule.
            || matches!(ex.kind, ExprKind::ValueInit);
        // The constexpr call itself prints bare when unconverted (`int x = sq(3);`).
        let bare_call = constexpr_call
            && matches!(
                ex.kind,
                ExprKind::Call { .. }
                    | ExprKind::OperatorCall {
                        op: crate::il::expr::OverloadedOp::Call,
                        ..
                    }
            );
        // `__extension__ 3` is as bare as its operand.
        let ex = match ex.kind {
            ExprKind::Unary {
                op: UnaryOp::Extension,
                operand,
            } => self.tu.expr(operand),
            _ => ex,
        };
        let wrap = !self_wrapped
            && (!bare_call || converted)
            && (converted
                || !(matches!(
                    ex.kind,
                    ExprKind::IntLit(_)
                        | ExprKind::GnuNull
                        | ExprKind::CharLit { .. }
                        | ExprKind::BoolLit(_)
                        | ExprKind::StringLit { .. }
                        | ExprKind::NullPtrLit
                        | ExprKind::FloatLit { .. }
                        | ExprKind::Sizeof { .. }
                        | ExprKind::SizeofPack { .. }
                ) || self.is_primary_builtin(x)
                    || matches!(&ex.kind, ExprKind::DeclRef { written, .. }
                        if !self.dependent_qualifier(written))
                    || self.is_concept_id(x)
                    || (ex.value.is_some() && self.is_variable_template_id(x))));
        let mut out = Vec::new();
        if wrap {
            out.push(b'(');
            self.expr_into(x, &mut out, 0);
            out.push(b')');
        } else {
            self.expr_into(x, &mut out, 0);
        }
        out
    }

    /// A non-type template parameter of dependent type (`template<class T, T v>`) initializing
    /// a constant (`const T c = v;`) or another type (`int y = v;`): EDG keeps a conversion
    /// for instantiation, printed `(v)`; `T x = v;` stays bare.
    fn dependent_value_param_converted(&self, d: DeclId, x: ExprId, target: TypeId) -> bool {
        let types = &self.tu.types;
        let ExprKind::DeclRef { decl, .. } = self.tu.expr(x).kind else {
            return false;
        };
        let DeclKind::TemplateValueParam(p) = &self.tu.decl(decl).kind else {
            return false;
        };
        if !types.is_dependent(p.ty) {
            return false;
        }
        let constexpr = matches!(&self.tu.decl(d).kind, DeclKind::Var(v) if v.constexpr);
        let (_, quals) = types.split_quals(target);
        constexpr
            || quals.has(crate::il::types::Quals::CONST)
            || types.unqualified(target) != types.unqualified(p.ty)
    }

    /// The operand of a standard implicit conversion (through parentheses and nested
    /// conversions), and whether there was one; user-defined conversions stay.
    pub(super) fn standard_conversion_operand(&self, e: ExprId) -> (ExprId, bool) {
        let mut x = self.strip_parens(e);
        let mut converted = false;
        for _ in 0..64 {
            match self.tu.expr(x).kind {
                ExprKind::ImplicitCast { kind, operand } if !Self::is_user_conversion(kind) => {
                    x = self.strip_parens(operand);
                    converted = true;
                }
                _ => break,
            }
        }
        (x, converted)
    }

    /// A unary operator other than `*` applied to a type-dependent operand (`-u`, `&t`,
    /// `u++` in a template): EDG wraps it as an `=` initializer, whatever the target type.
    fn is_dependent_unary(&self, e: ExprId) -> bool {
        self.dependent_operator_at(e, 0)
    }

    /// [`Self::is_dependent_unary`], also through binary operators whose operands are each
    /// a constant or such an operator, at least one of them the latter (`((-a) / ((T)2))`,
    /// `((~a) + 1)`; `(-a) / b` stays bare).
    fn dependent_operator_at(&self, e: ExprId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let x = self.strip_parens(e);
        if let ExprKind::Binary { op, lhs, rhs } = &self.tu.expr(x).kind {
            use crate::il::expr::BinaryOp;
            if matches!(op, BinaryOp::Comma) || op.is_assignment() {
                return false;
            }
            let constant = |y: ExprId| {
                let y = self.strip_parens(y);
                self.tu.expr(y).value.get().is_some() || self.value_dependent_at(y, depth + 1)
            };
            let (l, r) = (
                self.dependent_operator_at(*lhs, depth + 1),
                self.dependent_operator_at(*rhs, depth + 1),
            );
            return match (l, r) {
                (true, true) => true,
                (true, false) => constant(*rhs),
                (false, true) => constant(*lhs),
                (false, false) => false,
            };
        }
        // `(k) ? -a : ((T)1)` with `k` a constant: the same over the three operands.
        if let ExprKind::Conditional {
            cond,
            then: Some(then),
            else_,
        } = &self.tu.expr(x).kind
        {
            let constant = |y: ExprId| {
                let y = self.strip_parens(y);
                self.tu.expr(y).value.get().is_some() || self.value_dependent_at(y, depth + 1)
            };
            let ops = [*then, *else_];
            let dependent: Vec<bool> = ops
                .iter()
                .map(|&y| self.dependent_operator_at(y, depth + 1))
                .collect();
            return constant(*cond)
                && dependent.iter().any(|&d| d)
                && ops.iter().zip(&dependent).all(|(&y, &d)| d || constant(y));
        }
        // A cast to a non-reference type of such an operator is one too, in any form
        // (`(static_cast< int>(-x))`, `((const char *)(&v))`, `((int)(-x))` for `int(-x)`);
        // a cast to a reference stays bare.
        if let ExprKind::Cast {
            operand,
            written_ty,
            ..
        } = &self.tu.expr(x).kind
        {
            return !self.tu.types.is_reference(*written_ty)
                && !self.is_class_functional_cast(x)
                && self.dependent_operator_at(*operand, depth + 1);
        }
        if let Some((ty, arg, false)) = self.dependent_functional_cast(x) {
            return !self.tu.types.is_dependent(ty)
                && !self.tu.types.is_reference(ty)
                && self.dependent_operator_at(arg, depth + 1);
        }
        match &self.tu.expr(x).kind {
            // `co_await a` in a template waits for the promise (`T y = (co_await a{});`).
            ExprKind::Unary {
                op: UnaryOp::CoAwait | UnaryOp::CoYield,
                ..
            } => matches!(self.tu.types.shape(self.tu.expr(x).ty), Type::Error),
            // A dependent call's result has the error type (sema binds it at instantiation):
            // `T b = (-lg(x));`.
            ExprKind::Unary { op, operand } => {
                let t = self.tu.expr(*operand).ty;
                // So is a variable template's specialization for dependent arguments
                // (a partial specialization may give it another type): `(-size_v< T> )`.
                let var_template_id = matches!(&self.tu.expr(self.strip_parens(*operand)).kind,
                    ExprKind::Unresolved { candidates, .. }
                        if self.variable_template_id_not_constant(candidates));
                // `*it` of an iterator of dependent type may be an operator call: wrapped
                // (`(*__first)`); `*p` of a `T *` stays bare.
                let deref_of_pointer = matches!(op, UnaryOp::Deref)
                    && matches!(self.tu.types.shape(t), Type::Pointer(_));
                !matches!(op, UnaryOp::Extension | UnaryOp::LabelAddr)
                    && !deref_of_pointer
                    && (self.tu.types.is_dependent(t)
                        || matches!(self.tu.types.shape(t), Type::Error)
                        || var_template_id
                        || self.unbound_operand(*operand))
            }
            _ => false,
        }
    }

    /// A constant whose value waits for instantiation: a non-type template parameter,
    /// `sizeof(T)` of a dependent type (E-CONST treats them as constants).
    fn is_value_dependent_constant(&self, e: ExprId) -> bool {
        self.value_dependent_at(e, 0)
    }

    /// [`Self::is_value_dependent_constant`], also through casts and operators whose
    /// operands are all constants, at least one of them value-dependent.
    pub(super) fn value_dependent_at(&self, e: ExprId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let constant_or_dependent = |x: ExprId| {
            let y = self.strip_conversions(x);
            self.tu.expr(x).value.is_some()
                || self.tu.expr(y).value.is_some()
                || self.value_dependent_at(y, depth + 1)
        };
        match &self.tu.expr(e).kind {
            ExprKind::Paren(x) | ExprKind::ImplicitCast { operand: x, .. } => {
                self.value_dependent_at(*x, depth + 1)
            }
            // `static_cast<unsigned char>(N)`, `(T)240`: a cast of a constant that waits for
            // instantiation, or of a value-dependent constant.
            ExprKind::Cast { operand, .. } => {
                (!self.is_class_functional_cast(e) && self.is_constant_operand(*operand))
                    || self.value_dependent_at(*operand, depth + 1)
            }
            ExprKind::Unary { op, operand } => {
                matches!(
                    op,
                    UnaryOp::Plus | UnaryOp::Minus | UnaryOp::Not | UnaryOp::BitNot
                ) && self.value_dependent_at(*operand, depth + 1)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                *op != crate::il::expr::BinaryOp::Comma
                    && !op.is_assignment()
                    && constant_or_dependent(*lhs)
                    && constant_or_dependent(*rhs)
                    && (self.value_dependent_at(*lhs, depth + 1)
                        || self.value_dependent_at(*rhs, depth + 1))
            }
            ExprKind::Conditional {
                cond,
                then: Some(then),
                else_,
            } => {
                [*cond, *then, *else_]
                    .iter()
                    .all(|&x| constant_or_dependent(x))
                    && [*cond, *then, *else_]
                        .iter()
                        .any(|&x| self.value_dependent_at(x, depth + 1))
            }
            ExprKind::DeclRef { decl, written } => {
                matches!(self.tu.decl(*decl).kind, DeclKind::TemplateValueParam(_))
                    || self.dependent_qualifier(written)
                    || self.dependent_enumerator_init(*decl).is_some()
                    // an enumerator sema left without a value: a dependent base's
                    || (matches!(self.tu.decl(*decl).kind, DeclKind::Enumerator(_))
                        && self.tu.expr(e).value.is_none())
                    || self.is_dependent_static_constant_use(e, *decl, depth)
            }
            ExprKind::Sizeof {
                operand: TypeOrExpr::Type(t),
                ..
            } => self.tu.types.is_dependent(*t),
            ExprKind::Index { base, index } => self.is_dependent_constant_element(*base, *index),
            // `T(240)`: a functional cast of a constant to a dependent type.
            // `__builtin_va_arg` yields its type by a conversion: an operand in parentheses.
            // A dependent `noexcept(…)` is no constant yet: bare (`b = noexcept(dv< T> ())`).
            // `__builtin_constant_p(n)` waiting for instantiation is a call, not a constant.
            ExprKind::Builtin { name, .. } => !matches!(
                self.sym(*name),
                b"__builtin_va_arg" | b"noexcept" | b"__builtin_constant_p"
            ),
            ExprKind::DependentConstruct { .. } => self
                .dependent_functional_cast(e)
                .is_some_and(|(_, x, _)| self.is_constant_operand(x)),
            // (a dependent call's result has the error type)
            ExprKind::Sizeof {
                operand: TypeOrExpr::Expr(x),
                ..
            } => {
                let t = self.tu.expr(*x).ty;
                self.tu.types.is_dependent(t) || matches!(self.tu.types.shape(t), Type::Error)
            }
            ExprKind::SizeofPack { .. } => true,
            // `64 - __builtin_clzll(__d)`: a call of a constexpr function or folded builtin
            // with a value-dependent argument, as an operand (alone it stays bare: `s =
            // f(__d)`). A call of dependent type (`std::log((_Tp)10)`) is no constant.
            ExprKind::Call { callee, args } => {
                let t = self.tu.expr(e).ty;
                depth > 0
                    && !self.tu.types.is_dependent(t)
                    && !matches!(self.tu.types.shape(t), Type::Error)
                    && self.callee_function(*callee).is_some_and(|f| {
                        self.folded_builtin(f)
                            || matches!(&self.tu.decl(f).kind, DeclKind::Function(fd)
                                if fd.flags.has(crate::il::decl::FnFlags::CONSTEXPR))
                    })
                    && args
                        .iter()
                        .any(|&a| self.value_dependent_at(self.strip_conversions(a), depth + 1))
            }
            // `T::v`: a member of a dependent class, a constant for all EDG knows.
            // `is_v<T>`: a variable template's specialization for dependent arguments
            // (a partial specialization may give it another type and value).
            ExprKind::Unresolved {
                written,
                candidates,
                ..
            } => {
                if self.variable_template_id_not_constant(candidates) {
                    return false;
                }
                self.dependent_qualifier(written)
                    || written
                        .get()
                        .template_args
                        .as_ref()
                        .is_some_and(|args| args.iter().any(|a| self.dependent_arg(a, depth + 1)))
            }
            ExprKind::PackExpansion(_) => true,
            _ => false,
        }
    }

    /// Whether `t` is a dependent type or a template-id with a dependent argument.
    pub(super) fn names_dependent_class(&self, t: TypeId, depth: u32) -> bool {
        match self.tu.types.get(t) {
            Type::TemplateId {
                args,
                resolved: None,
                ..
            } => depth < 64 && args.iter().any(|a| self.dependent_arg(a, depth + 1)),
            _ => self.tu.types.is_dependent(t),
        }
    }

    fn dependent_arg(&self, a: &TemplateArg, depth: u32) -> bool {
        match a {
            TemplateArg::Type(u) => self.names_dependent_class(*u, depth),
            TemplateArg::Integral(..) => false,
            TemplateArg::Expr(e) => {
                let x = self.tu.expr(*e);
                x.value.is_none()
                    && (self.tu.types.is_dependent(x.ty) || self.value_dependent_at(*e, depth))
            }
            TemplateArg::Template(d) => {
                matches!(self.tu.decl(*d).kind, DeclKind::TemplateTemplateParam(_))
            }
            TemplateArg::Pack(items) => items.iter().any(|i| self.dependent_arg(i, depth)),
        }
    }

    /// Whether a name was written with a dependent class as its qualifier (`T::v`,
    /// `S<U...>::v`).
    pub(super) fn dependent_qualifier(&self, written: &crate::il::expr::Written) -> bool {
        written
            .qualifier
            .as_ref()
            .is_some_and(|q| match q.parts.last() {
                Some(QualifierPart::Type(t)) => self.names_dependent_class(*t, 0),
                Some(QualifierPart::Dependent { .. }) => true,
                Some(QualifierPart::Decltype(e)) => {
                    let x = self.tu.expr(*e);
                    x.value.is_none() && self.tu.types.is_dependent(x.ty)
                        || matches!(self.tu.types.get(x.ty), Type::Error)
                }
                _ => false,
            })
    }

    fn is_constant_operand(&self, e: ExprId) -> bool {
        let e = self.strip_parens(e);
        let ex = self.tu.expr(e);
        // A `const T` variable of a dependent type is no constant yet.
        (ex.value.is_some() && !self.tu.types.is_dependent(ex.ty))
            || self.is_value_dependent_constant(e)
    }

    /// `e` without its parentheses and implicit conversions.
    pub(super) fn strip_conversions(&self, mut e: ExprId) -> ExprId {
        for _ in 0..1_000_000 {
            match self.tu.expr(e).kind {
                ExprKind::Paren(i) | ExprKind::ImplicitCast { operand: i, .. } => e = i,
                _ => break,
            }
        }
        e
    }

    pub(super) fn strip_parens(&self, mut e: ExprId) -> ExprId {
        for _ in 0..1_000_000 {
            match self.tu.expr(e).kind {
                ExprKind::Paren(i) => e = i,
                _ => break,
            }
        }
        e
    }

    /// `sh` naming a static member function of a class template, without qualifier.
    fn is_template_static_member_function(&self, e: ExprId) -> bool {
        let ExprKind::DeclRef { decl, written } = &self.tu.expr(e).kind else {
            return false;
        };
        let d = self.tu.decl(*decl);
        let member = d
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)));
        let is_static = matches!(&d.kind, DeclKind::Function(f) if f.storage == crate::il::decl::StorageClass::Static);
        member
            && is_static
            && (written.qualifier.is_none() || self.qualified_by_own_class(*decl, written))
            && self.in_primary_template(*decl)
    }

    /// Whether `d` is inside a template that has parameters: an explicit specialization
    /// (`template<> struct NL< int>`) is an ordinary class (`return min();`).
    pub(super) fn in_primary_template(&self, d: DeclId) -> bool {
        let mut p = self.tu.decl(d).parent;
        for _ in 0..10_000 {
            let Some(x) = p else { return false };
            if let DeclKind::Template(t) = &self.tu.decl(x).kind {
                if t.param_lists.iter().any(|l| !l.params.is_empty()) {
                    return true;
                }
            }
            p = self.tu.decl(x).parent;
        }
        false
    }

    /// Whether an operand prints without parentheses.
    pub fn is_simple(&self, e: ExprId) -> bool {
        let e = self.strip_parens(e);
        match &self.tu.expr(e).kind {
            // As written, never parenthesized as an operand (`co_await a{} + 1`).
            ExprKind::Unary {
                op: UnaryOp::CoAwait | UnaryOp::CoYield,
                ..
            } => true,
            // Its object already wrapped (`!(n)`, see `conversion_object`).
            ExprKind::ImplicitCast { .. } if self.wrapped_conversion_object(e).is_some() => true,
            ExprKind::ImplicitCast { operand, .. } => {
                let mut o = self.strip_parens(*operand);
                // Nested conversions of one variable are still that variable.
                for _ in 0..64 {
                    match self.tu.expr(o).kind {
                        ExprKind::ImplicitCast { operand, .. } => o = self.strip_parens(operand),
                        _ => break,
                    }
                }
                match &self.tu.expr(o).kind {
                    // A class template's enumerator has a dependent type: no conversion
                    // to show (`(sx + E1)`).
                    ExprKind::DeclRef { decl, .. }
                        if matches!(self.tu.decl(*decl).kind, DeclKind::Enumerator(_))
                            && self.in_dependent_context(*decl) =>
                    {
                        true
                    }
                    ExprKind::DeclRef { decl, .. } => {
                        self.is_plain_variable(*decl) || self.enumerator_being_defined(*decl)
                    }
                    // A call of a member of a dependent class (`tr< C> ::compare(…)`) has
                    // a dependent type in EDG: no conversion to show (`!tr< C> ::f(x)`).
                    ExprKind::Call { callee, .. } => matches!(
                        &self.tu.expr(self.strip_parens(*callee)).kind,
                        ExprKind::DeclRef { written, .. } if self.dependent_qualifier(written)
                    ),
                    // A converted variable template id (`kMask< int> `) is a variable too;
                    // a concept-id is a prvalue, its conversion shown (`(C< int> ) + 1`).
                    ExprKind::Unresolved { candidates, .. } => {
                        self.names_variable_template(candidates)
                            && !matches!(candidates[..], [c] if self.concept_template(c).is_some())
                    }
                    _ => false,
                }
            }
            ExprKind::DeclRef { decl, .. } => !self.is_implicit_member_data(*decl),
            ExprKind::Cast {
                form: CastForm::FunctionalBrace,
                operand,
                ..
            } if matches!(self.tu.expr(*operand).kind, ExprKind::InitList { .. }) => true,
            ExprKind::Cast {
                form,
                operand,
                written_ty,
                ..
            } if matches!(self.tu.expr(*operand).kind, ExprKind::ValueInit) => {
                (*form == CastForm::Functional && !self.is_void_type(*written_ty))
                    || (!self.is_arithmetic_like(*written_ty) && !self.is_void_type(*written_ty))
                    || self
                        .value_init_operand_constant(e, *form, *written_ty)
                        .is_some_and(|z| z == b"0")
            }
            ExprKind::Cast { .. } => {
                self.is_class_functional_cast(e) || self.constructor_static_cast(e)
            }
            ExprKind::Call { callee, .. } => self
                .member_pointer_callee(self.strip_parens(*callee))
                .is_none(),
            ExprKind::IntLit(_)
            | ExprKind::GnuNull
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::StringLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::NullPtrLit
            | ExprKind::This { .. }
            | ExprKind::OperatorCall { .. }
            | ExprKind::Fold { .. }
            | ExprKind::Sizeof { .. }
            | ExprKind::SizeofPack { .. }
            | ExprKind::Unresolved { .. }
            | ExprKind::Construct { .. }
            | ExprKind::Requires(_)
            | ExprKind::ValueInit => true,
            // `__builtin_va_arg` yields its type by a conversion: an operand in parentheses.
            // A folded `noexcept(e)` is a constant: wrapped (`(noexcept(i + 1)) && …`).
            ExprKind::Builtin { name, .. } => match self.sym(*name) {
                b"__builtin_va_arg" => false,
                b"noexcept" => self.tu.expr(e).value.is_none(),
                _ => true,
            },
            ExprKind::DependentConstruct { .. } => self
                .dependent_functional_cast(e)
                .is_none_or(|(_, _, class)| class),
            // A class constant brings its own parentheses.
            ExprKind::UserLit(_) => self.is_class_constant_user_literal(e),
            ExprKind::DefaultArg { param } => match &self.tu.decl(*param).kind {
                DeclKind::Param(p) => p.default.is_none_or(|d| self.is_simple(d)),
                _ => true,
            },
            _ => false,
        }
    }

    /// `{a, b}` initializing a `target` (E-CONST: each element is an initializer of the
    /// element type, the field's type of an aggregate class, or of the scalar itself).
    pub fn init_list_into(&self, e: ExprId, target: TypeId, out: &mut Vec<u8>, depth: u32) {
        self.init_list_fields_into(e, target, true, out, depth)
    }

    /// `init_list_into` where `fields` says whether an aggregate class's elements are
    /// converted to its fields: not in a template's declarations (EDG initializes those at
    /// instantiation), nor when an element's type is dependent.
    pub fn init_list_fields_into(
        &self,
        e: ExprId,
        target: TypeId,
        fields: bool,
        out: &mut Vec<u8>,
        depth: u32,
    ) {
        self.braced_list_into(e, Some(target), fields, true, out, depth)
    }

    /// A braced list whose elements EDG keeps unconverted: the arguments of a dependent
    /// type's `W<T>{…}` or a `return {…}` (`W< T> {{-a, a}, -a}`), nested lists included.
    pub(super) fn raw_braced_list_into(
        &self,
        e: ExprId,
        target: TypeId,
        out: &mut Vec<u8>,
        depth: u32,
    ) {
        self.braced_list_into(e, Some(target), true, false, out, depth)
    }

    /// [`Self::init_list_fields_into`] for a list whose type may be unknown (a nested
    /// list of a dependent aggregate). `converted`: the list initializes its object now,
    /// so an element that is a unary operator on a type-dependent operand waits for its
    /// conversion and prints in parentheses, at any nesting (`M{{(-s), s}, (-s)}`,
    /// `V< T>  v{(-a), a}`, `P p{(-a), a}`).
    fn braced_list_into(
        &self,
        e: ExprId,
        target: Option<TypeId>,
        fields: bool,
        converted: bool,
        out: &mut Vec<u8>,
        depth: u32,
    ) {
        let ExprKind::InitList { elems, designators } = &self.tu.expr(e).kind else {
            self.expr_into(e, out, depth + 1);
            return;
        };
        if let (Some(names), Some(target)) = (designators, target) {
            self.designated_list_into(elems, names, target, out);
            return;
        }
        let types = &self.tu.types;
        let field_types = match target {
            Some(t) if fields && !elems.iter().any(|&a| self.mentions_dependent(a)) => {
                self.aggregate_field_types(t)
            }
            _ => None,
        };
        let elem_target = |i: usize| match target.map(|t| (t, types.shape(t))) {
            Some((_, Type::Array(u, _))) => Some(*u),
            Some((t, _)) if types.is_scalar(t) => Some(t),
            _ => field_types
                .as_ref()
                .and_then(|f| f.get(i).copied().flatten()),
        };
        out.push(b'{');
        for (i, &a) in elems.iter().enumerate() {
            let elem_target = elem_target(i);
            if i > 0 {
                out.extend_from_slice(b", ");
            }
            if matches!(self.tu.expr(a).kind, ExprKind::InitList { .. }) {
                self.braced_list_into(a, elem_target, fields, converted, out, depth + 1);
            } else if let Some(t) = self.returned_list_argument(a) {
                out.extend_from_slice(&t);
            } else if converted
                && elem_target.is_none()
                && self.is_dependent_unary(self.strip_parens(a))
            {
                // A braced element of a dependent type: a dependent unary operand is
                // converted at instantiation, `T k{(-x), 1}`.
                out.push(b'(');
                self.expr_into(self.strip_parens(a), out, depth + 1);
                out.push(b')');
            } else if field_types.is_none()
                && !fields
                && target.is_some_and(|t| self.is_class_like(t))
            {
                // Kept as written: no conversion to the field.
                out.extend_from_slice(&self.expr_init_to(self.strip_conversions(a), None));
            } else {
                out.extend_from_slice(&self.expr_init_to(a, elem_target));
            }
        }
        out.push(b'}');
    }

    /// Whether an expression or one of its operands has a dependent type (it waits for
    /// instantiation even when its own type is known: `static_cast<bool>(t)`).
    fn mentions_dependent(&self, e: ExprId) -> bool {
        let mut stack = vec![e];
        let mut steps = 0usize;
        while let Some(x) = stack.pop() {
            steps += 1;
            if steps > 100_000 {
                return true;
            }
            let ex = self.tu.expr(x);
            if self.tu.types.is_dependent(ex.ty) {
                return true;
            }
            if !matches!(ex.kind, ExprKind::Lambda(_) | ExprKind::StmtExpr(_)) {
                stack.extend(crate::il::dump::expr_children(&ex.kind));
            }
        }
        false
    }

    /// The types of an aggregate class's fields in declaration order (a field whose type
    /// is unknown here: `None`); `None` for anything else. A class template's
    /// specialization substitutes its type arguments for fields typed by a parameter.
    fn aggregate_field_types(&self, t: TypeId) -> Option<Vec<Option<TypeId>>> {
        let types = &self.tu.types;
        let c = types.canonical(t);
        #[allow(clippy::type_complexity)]
        let (class, args): (DeclId, Option<(&[TemplateArg], &[DeclId])>) = match types.shape(c) {
            Type::Class(d) => (*d, None),
            Type::TemplateId { template, args, .. } => match &self.tu.decl(*template).kind {
                DeclKind::Template(tp) => {
                    let params = tp.param_lists.last().map(|l| &l.params[..]).unwrap_or(&[]);
                    (tp.pattern, Some((&args[..], params)))
                }
                _ => return None,
            },
            _ => return None,
        };
        let cd = self.class_definition_of(class)?;
        if !cd.bases.is_empty() || self.has_constructors(t) {
            return None;
        }
        let mut out = Vec::new();
        let mut field = |d: DeclId| {
            if let DeclKind::Var(v) = &self.tu.decl(d).kind {
                if v.field && v.storage != crate::il::decl::StorageClass::Static {
                    out.push(self.substituted_field_type(v.ty, args));
                }
            }
        };
        for item in &cd.members {
            match item {
                crate::il::decl::Item::Decl(d) => field(*d),
                crate::il::decl::Item::Group(g) => g.decls.iter().for_each(|&d| field(d)),
                _ => {}
            }
        }
        Some(out)
    }

    /// The class whose destructor `base->~C()` / `base.~C()` calls (a non-dependent class).
    fn destructor_class(&self, base: ExprId, arrow: bool) -> Option<DeclId> {
        let types = &self.tu.types;
        let t = self.tu.expr(base).ty;
        let obj = if arrow {
            types.pointee(types.canonical(t))?
        } else {
            types.non_reference(t)
        };
        if types.is_dependent(obj) {
            return None;
        }
        types.as_class(types.canonical(obj))
    }

    /// Whether a class's destructor is trivial: none declared, and every base and
    /// non-static field (arrays of) has a trivial one.
    fn has_trivial_destructor(&self, class: DeclId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let Some(cd) = self.class_definition_of(class) else {
            return true;
        };
        let types = &self.tu.types;
        let class_of = |t: TypeId| {
            let mut t = types.canonical(t);
            for _ in 0..64 {
                match types.shape(t) {
                    Type::Array(u, _) => t = types.canonical(*u),
                    _ => break,
                }
            }
            types.as_class(t)
        };
        if cd
            .bases
            .iter()
            .any(|b| class_of(b.ty).is_some_and(|c| !self.has_trivial_destructor(c, depth + 1)))
        {
            return false;
        }
        let member_trivial = |d: DeclId| match &self.tu.decl(d).kind {
            _ if self.tu.decl(d).name == crate::il::DeclName::Destructor => false,
            DeclKind::Var(v) if v.field && v.storage != crate::il::decl::StorageClass::Static => {
                class_of(v.ty).is_none_or(|c| self.has_trivial_destructor(c, depth + 1))
            }
            _ => true,
        };
        cd.members.iter().all(|item| match item {
            crate::il::decl::Item::Decl(d) => member_trivial(*d),
            crate::il::decl::Item::Group(g) => g.decls.iter().all(|&d| member_trivial(d)),
            _ => true,
        })
    }

    /// A class's definition: its own declaration when complete, else the definition that
    /// shares its type (declared before it was defined).
    fn class_definition_of(&self, class: DeclId) -> Option<&crate::il::decl::ClassDecl> {
        let DeclKind::Class(cd) = &self.tu.decl(class).kind else {
            return None;
        };
        if cd.complete {
            return Some(cd);
        }
        let self_ty = cd.self_ty;
        self.tu.decls.iter().find_map(|(_, d)| match &d.kind {
            DeclKind::Class(c) if c.complete && c.self_ty == self_ty => Some(&**c),
            _ => None,
        })
    }

    /// Whether `t` is a class that declares a constructor (its braced list is a constructor
    /// call, not an aggregate initialization).
    pub(super) fn has_constructors(&self, t: TypeId) -> bool {
        let types = &self.tu.types;
        let Type::Class(class) = types.shape(types.canonical(t)) else {
            return false;
        };
        let Some(cd) = self.class_definition_of(*class) else {
            return false;
        };
        cd.members.iter().any(|m| match m {
            crate::il::decl::Item::Decl(x) => self.tu.is_constructor(*x),
            crate::il::decl::Item::Group(g) => g.decls.iter().any(|&x| self.tu.is_constructor(x)),
            _ => false,
        })
    }

    /// A field's type in a specialization: a parameter's type argument, the type itself
    /// when it involves no parameter, unknown otherwise.
    fn substituted_field_type(
        &self,
        t: TypeId,
        args: Option<(&[TemplateArg], &[DeclId])>,
    ) -> Option<TypeId> {
        let types = &self.tu.types;
        if !types.is_dependent(t) {
            return Some(t);
        }
        let (args, params) = args?;
        let Type::TemplateParam(p) = types.get(types.canonical(t)) else {
            return None;
        };
        let i = params.iter().position(|q| q == p)?;
        match args.get(i)? {
            TemplateArg::Type(a) if !types.is_dependent(*a) => Some(*a),
            _ => None,
        }
    }

    /// Arithmetic and enum types (their value-initialization prints as a cast of zero).
    fn is_arithmetic_like(&self, t: TypeId) -> bool {
        let types = &self.tu.types;
        let c = types.unqualified(types.canonical(t));
        matches!(types.get(c), Type::Builtin(_) | Type::Enum(_)) && types.is_scalar(c)
    }

    /// A written value-initialization `T()` / `T{}`: arithmetic `T()` prints `((T)0)`,
    /// `T{}` prints `(T)` and T's zero (`(float)(0.0F)`); other types keep `T()` / `T{}`.
    fn value_init_cast(&self, form: CastForm, t: TypeId, out: &mut Vec<u8>) {
        let text = self.expr_type_text(t);
        let brace = form == CastForm::FunctionalBrace;
        // `void()` is a cast of zero too (`(void)0`, wrapped as an operand).
        let void = self.is_void_type(t);
        if void && !brace {
            out.extend_from_slice(b"(void)0");
            return;
        }
        if !self.is_arithmetic_like(t) {
            out.extend_from_slice(&text);
            out.extend_from_slice(if brace { b"{}" } else { b"()" });
            return;
        }
        if !brace {
            match self.named_value_init(t) {
                Some(named) => out.extend_from_slice(&named),
                None => {
                    out.extend_from_slice(b"((");
                    out.extend_from_slice(&self.value_init_zero_type(t, text));
                    out.extend_from_slice(b")0)");
                }
            }
            return;
        }
        out.push(b'(');
        out.extend_from_slice(&text);
        out.push(b')');
        out.extend_from_slice(&self.zero_literal(t));
    }

    /// A cast that prints as a converting construction `((C )(x))` (D-INIT): a C-style or
    /// one-argument functional cast to a class type (dependent or not), or a `static_cast`
    /// that calls a constructor.
    fn is_class_functional_cast(&self, e: ExprId) -> bool {
        match &self.tu.expr(e).kind {
            ExprKind::Cast {
                form: CastForm::Functional | CastForm::C,
                written_ty,
                operand,
                ..
            } => {
                self.is_class_like(*written_ty)
                    && !matches!(self.tu.expr(*operand).kind, ExprKind::ValueInit)
            }
            ExprKind::Cast {
                form: CastForm::Static,
                written_ty,
                ..
            } => {
                self.is_class_like(*written_ty)
                    && !self.tu.types.is_dependent(*written_ty)
                    && !self.constructor_static_cast(e)
            }
            _ => false,
        }
    }

    /// A class type, or a template-id that names a class template's specialization
    /// (dependent or not).
    pub(super) fn is_class_like(&self, t: TypeId) -> bool {
        let types = &self.tu.types;
        if types.as_class(types.canonical(t)).is_some() {
            return true;
        }
        match types.shape(types.canonical(t)) {
            Type::TemplateId { template, .. } => match &self.tu.decl(*template).kind {
                DeclKind::Template(tp) => {
                    matches!(self.tu.decl(tp.pattern).kind, DeclKind::Class(_))
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// A type named in an expression (casts, temporaries, `sizeof`): a template-id keeps
    /// the space after its `>` (`((V< int> )(x))`, `sizeof(V< int> )`).
    pub fn expr_type_text(&self, t: TypeId) -> Vec<u8> {
        let mut s = self.type_text(t);
        if s.last() == Some(&b'>') {
            s.push(b' ');
        }
        s
    }

    /// `T(x)` in a template, one argument, not a pack: a functional cast. To a class it
    /// prints `((C )(x))`, to anything else as a C cast `(T)x` (which is wrapped as an
    /// operand).
    fn dependent_functional_cast(&self, e: ExprId) -> Option<(TypeId, ExprId, bool)> {
        match &self.tu.expr(e).kind {
            ExprKind::DependentConstruct {
                ty,
                args,
                form: InitForm::Paren,
            } if args.len() == 1
                && !matches!(self.tu.expr(args[0]).kind, ExprKind::PackExpansion(_)) =>
            {
                Some((
                    *ty,
                    args[0],
                    self.is_class_like(*ty) && !self.nested_class_of_template(*ty),
                ))
            }
            _ => None,
        }
    }

    fn is_plain_variable(&self, d: DeclId) -> bool {
        match &self.tu.decl(d).kind {
            DeclKind::Var(v) => !v.field && !self.is_capture(d),
            DeclKind::Param(_) => !self.is_capture(d),
            _ => false,
        }
    }

    /// An enumerator of the enum whose initializers are printing: there it has its
    /// initializer's type, not the enum's, so no conversion shows (`ab = ((a | b) | c)`).
    fn enumerator_being_defined(&self, d: DeclId) -> bool {
        self.defining_enum.get().is_some_and(
            |e| matches!(&self.tu.decl(e).kind, DeclKind::Enum(en) if en.enumerators.contains(&d)),
        )
    }

    /// A field named without an object (implicit `this->`): bare, but not simple (C-THIS).
    pub(super) fn is_implicit_member_data(&self, d: DeclId) -> bool {
        matches!(&self.tu.decl(d).kind, DeclKind::Var(v) if v.field) || self.is_capture(d)
    }

    /// `&&` chains print flat, however they nest (`a && (b && c)` → `a && b && c`; probe
    /// and1); `||` and the rest keep their grouping. `operand` is the lhs or rhs of a
    /// binary `op`.
    fn prints_flat(&self, op: crate::il::expr::BinaryOp, operand: ExprId) -> bool {
        use crate::il::expr::BinaryOp;
        op == BinaryOp::LogAnd
            && matches!(
                self.tu.expr(self.strip_parens(operand)).kind,
                ExprKind::Binary {
                    op: BinaryOp::LogAnd,
                    ..
                }
            )
    }

    /// A built-in binary operator. A left-nested chain (`y + y + ... + y`, each left operand
    /// printed in parentheses) is walked in a loop rather than by recursion, so the stack
    /// does not grow with the chain (peak memory); the bytes are the recursion's.
    fn binary_into(&self, e: ExprId, out: &mut Vec<u8>, depth: u32) {
        let mut chain = Vec::new();
        let (mut node, mut d) = (e, depth);
        while let ExprKind::Binary { op, lhs, .. } = self.tu.expr(node).kind {
            let nested = matches!(self.tu.expr(lhs).kind, ExprKind::Binary { .. });
            if !nested || self.prints_flat(op, lhs) || self.is_simple(lhs) {
                break;
            }
            // What `operand_into` would print: the left operand in parentheses.
            out.push(b'(');
            chain.push(node);
            node = lhs;
            d += 1;
        }
        self.binary_node_into(node, out, d);
        for &outer in chain.iter().rev() {
            d -= 1;
            out.push(b')');
            self.binary_tail_into(outer, out, d);
        }
    }

    /// One binary node: its left operand, then [`Self::binary_tail_into`].
    fn binary_node_into(&self, e: ExprId, out: &mut Vec<u8>, depth: u32) {
        let ExprKind::Binary { op, lhs, .. } = self.tu.expr(e).kind else {
            return;
        };
        if self.prints_flat(op, lhs) {
            self.expr_into(lhs, out, depth + 1);
        } else {
            let rhs = match self.tu.expr(e).kind {
                ExprKind::Binary { rhs, .. } => rhs,
                _ => lhs,
            };
            self.operand_into(self.beside_unbound_operand(op, lhs, rhs), out, depth);
        }
        self.binary_tail_into(e, out, depth);
    }

    /// A binary node's operator and right operand.
    fn binary_tail_into(&self, e: ExprId, out: &mut Vec<u8>, depth: u32) {
        use crate::il::expr::BinaryOp;
        let ExprKind::Binary { op, rhs, .. } = self.tu.expr(e).kind else {
            return;
        };
        if op == BinaryOp::Comma {
            out.extend_from_slice(b", ");
        } else if matches!(op, BinaryOp::PtrMemD | BinaryOp::PtrMemI) {
            // `r.*field`, `p->*field`: no spaces.
            out.extend_from_slice(op.spelling().as_bytes());
        } else {
            out.push(b' ');
            out.extend_from_slice(op.spelling().as_bytes());
            out.push(b' ');
        }
        if self.prints_flat(op, rhs) {
            self.expr_into(rhs, out, depth + 1);
        } else {
            let lhs = match self.tu.expr(e).kind {
                ExprKind::Binary { lhs, .. } => lhs,
                _ => rhs,
            };
            self.operand_into(self.beside_unbound_operand(op, rhs, lhs), out, depth);
        }
    }

    /// The object of a member access: an operand, but `typeid(v)` stays bare
    /// (`typeid(T).name()`).
    fn member_object_into(&self, e: ExprId, out: &mut Vec<u8>, depth: u32) {
        let x = self.strip_parens(e);
        if matches!(self.tu.expr(x).kind, ExprKind::Typeid(_)) {
            self.expr_into(x, out, depth + 1);
        } else {
            self.operand_into(e, out, depth);
        }
    }

    fn operand_into(&self, e: ExprId, out: &mut Vec<u8>, depth: u32) {
        if self.is_simple(e) {
            self.expr_into(e, out, depth + 1);
        } else {
            out.push(b'(');
            self.expr_into(e, out, depth + 1);
            out.push(b')');
        }
    }

    fn list_into(&self, items: &[ExprId], out: &mut Vec<u8>, depth: u32) {
        let mut first = true;
        for &a in items {
            if matches!(self.tu.expr(a).kind, ExprKind::DefaultArg { .. }) {
                continue; // default arguments are not printed at calls
            }
            if !first {
                out.extend_from_slice(b", ");
            }
            first = false;
            // A comma expression as an argument keeps its parentheses (E-TOP), converted
            // to the parameter's type or not.
            if matches!(
                self.tu.expr(self.strip_conversions(a)).kind,
                ExprKind::Binary {
                    op: crate::il::expr::BinaryOp::Comma,
                    ..
                }
            ) {
                out.push(b'(');
                self.expr_into(a, out, depth + 1);
                out.push(b')');
            } else if let Some(t) = self.dependent_member_argument(a) {
                out.extend_from_slice(&t);
            } else {
                self.expr_into(a, out, depth + 1);
            }
        }
    }

    pub(super) fn expr_into_pub(&self, e: ExprId, out: &mut Vec<u8>, depth: u32) {
        self.expr_into(e, out, depth)
    }

    /// Prints `e` (each level of nesting on a growing stack: no depth cap).
    fn expr_into(&self, e: ExprId, out: &mut Vec<u8>, depth: u32) {
        crate::stack::deep(|| self.expr_level(e, out, depth))
    }

    fn expr_level(&self, e: ExprId, out: &mut Vec<u8>, depth: u32) {
        let ex = self.tu.expr(e);
        match &ex.kind {
            ExprKind::IntLit(v) => self.int_literal(v.get(), ex.ty, out),
            ExprKind::FloatLit { value, spelling } => {
                let b = self.tu.types.as_builtin(self.tu.types.canonical(ex.ty));
                out.push(b'(');
                let extended = (b == Some(Builtin::LongDouble))
                    .then(|| super::long_double::shortest_digits(spelling))
                    .flatten();
                match extended {
                    Some((digits, exp)) => out.extend_from_slice(&layout_digits(&digits, exp)),
                    None => {
                        out.extend_from_slice(&float_literal(*value, b == Some(Builtin::Float)))
                    }
                }
                match b {
                    Some(Builtin::Float) => out.push(b'F'),
                    Some(Builtin::LongDouble) => out.push(b'L'),
                    _ => {}
                }
                out.push(b')');
            }
            // E-LIT: a multi-character constant is an `int`, printed as its value.
            ExprKind::CharLit {
                value,
                encoding: Encoding::Plain,
            } if self.tu.types.as_builtin(ex.ty) == Some(Builtin::Int) => {
                out.extend_from_slice(value.to_string().as_bytes())
            }
            ExprKind::CharLit { value, encoding } => char_literal(*value, *encoding, out),
            ExprKind::StringLit {
                encoding, units, ..
            } => string_literal(units, *encoding, out),
            ExprKind::BoolLit(b) => out.extend_from_slice(if *b { b"true" } else { b"false" }),
            ExprKind::NullPtrLit => out.extend_from_slice(b"nullptr"),
            ExprKind::GnuNull => out.extend_from_slice(b"__null"),
            ExprKind::UserLit(u) => {
                let wrapped = self.is_class_constant_user_literal(e);
                if wrapped {
                    out.push(b'(');
                }
                self.user_literal_into(u.cooked, &u.suffix, &u.spelling, out);
                if wrapped {
                    out.push(b')');
                }
            }
            ExprKind::DeclRef { decl, .. } if self.substituted_enumerator_into(*decl, out) => {}
            // In an expanded alias, a value parameter prints what it stands for
            // (`TC< Cond, T1, T2> ` for `TCC<Cond>` with `using TCC = TC<Dummy, T1, T2>`).
            ExprKind::DeclRef { decl, .. }
                if matches!(self.tu.decl(*decl).kind, DeclKind::TemplateValueParam(_))
                    && self.alias_param_arg(*decl).is_some() =>
            {
                let a = self
                    .alias_param_arg(*decl)
                    .unwrap_or_else(|| unreachable!());
                let saved = self.alias_params.take();
                out.extend_from_slice(&self.template_arg(&a));
                self.alias_params.replace(saved);
            }
            ExprKind::DeclRef { decl, written } => {
                self.note_host_reference(*decl);
                // K-VAR: every use of a managed variable goes through the runtime's lazy
                // initialization, in host code and in the `#if 0` device bodies alike; the
                // name inside keeps its written qualifier.
                let managed = self.is_managed(*decl);
                if managed {
                    out.extend_from_slice(
                        b"(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (",
                    );
                }
                if let Some(named) = self.concept_template(*decl) {
                    out.extend_from_slice(&self.concept_qualifier(named));
                } else {
                    self.expr_qualifier_into(written.qualifier.as_ref(), false, out);
                }
                out.extend_from_slice(&self.value_name(*decl));
                if let Some(a) = &written.template_args {
                    let a = self.call_args_as_written(e, a);
                    let resolved = self.nondependent_callee.get() == Some(e);
                    out.extend_from_slice(&self.call_template_args(*decl, &a, resolved));
                }
                if managed {
                    out.extend_from_slice(b")))");
                }
            }
            ExprKind::Unresolved {
                name,
                written,
                candidates,
                ..
            } => {
                // An overload set waiting for its call's instantiation, and any name in a
                // value template argument, is named by its entity's scope: a written
                // leading `::` is not kept (`s::f(N())`, `X< s::iv< N> >`), but the global
                // scope's own `::` is (`::h(x)`).
                let all_functions = !candidates.is_empty()
                    && candidates.iter().all(|&c| match &self.tu.decl(c).kind {
                        DeclKind::Function(_) => true,
                        DeclKind::Template(t) => {
                            matches!(self.tu.decl(t.pattern).kind, DeclKind::Function(_))
                        }
                        _ => false,
                    })
                    && !self.one_redeclared_function(candidates);
                let functions = all_functions
                    || (self.in_template_arg.get() > 0
                        && !candidates.is_empty()
                        && !self.one_redeclared_function(candidates));
                let concept = match candidates[..] {
                    [c] => self.concept_template(c),
                    _ => None,
                };
                // A namespace-qualified overload set, and a variable template in template
                // arguments, is named from the printing scope.
                let set_qualifier = written
                    .qualifier
                    .as_ref()
                    .filter(|_| all_functions)
                    .and_then(|q| self.overload_set_qualifier(q))
                    .or_else(|| self.template_arg_variable_qualifier(candidates));
                match written.qualifier.as_ref() {
                    // A concept-id is named by its concept's scopes, as a type is
                    // (`lib::v1::C< int>` for `lib::C<int>` with `v1` inline).
                    _ if concept.is_some() => {
                        out.extend_from_slice(
                            &concept
                                .map(|c| self.concept_qualifier(c))
                                .unwrap_or_default(),
                        );
                    }
                    _ if set_qualifier.is_some() => {
                        out.extend_from_slice(set_qualifier.as_deref().unwrap_or_default());
                    }
                    Some(q)
                        if functions
                            && q.global
                            && !q.parts.is_empty()
                            && !matches!(q.parts.first(),
                                Some(crate::il::expr::QualifierPart::Namespace(ns))
                                    if self.global_qualifier_needed(*ns)) =>
                    {
                        let local = crate::il::expr::Qualifier {
                            global: false,
                            parts: q.parts.clone(),
                        };
                        self.expr_qualifier_into(Some(&local), written.template_kw, out);
                    }
                    q => self.expr_qualifier_into(q, written.template_kw, out),
                }
                if written.template_kw {
                    out.extend_from_slice(b"template ");
                }
                out.extend_from_slice(&self.unbound_name_text(*name));
                if let Some(a) = &written.template_args {
                    let a = self.call_args_as_written(e, a);
                    // A template's name given for a template template parameter prints
                    // bare (`unp< is_inv, F, Tu> `, not `is_inv< > `).
                    let a = match candidates[..] {
                        [c] => self
                            .converted_args(self.template_params_of(c), &a, false)
                            .into(),
                        _ => a,
                    };
                    if self.nondependent_callee.get() == Some(e) {
                        out.extend_from_slice(&self.template_args(&a));
                    } else {
                        out.extend_from_slice(&self.unbound_call_template_args(&a));
                    }
                }
            }
            ExprKind::This { .. } => out.extend_from_slice(b"this"),
            ExprKind::Member {
                base,
                arrow,
                member,
                written,
            } => {
                let implicit = matches!(
                    self.tu.expr(self.strip_parens(*base)).kind,
                    ExprKind::This { implicit: true }
                );
                let is_field = matches!(&self.tu.decl(*member).kind, DeclKind::Var(v) if v.field);
                // A class template's member function called without an object stays a
                // plain call (`h();`): EDG binds it at instantiation.
                // So does one called through a written `this->` (`this->h()` prints `h()`;
                // a data member keeps it: `this->v`).
                let explicit_this = *arrow
                    && matches!(
                        self.tu.expr(self.strip_parens(*base)).kind,
                        ExprKind::This { implicit: false }
                    )
                    && matches!(&self.tu.decl(*member).kind,
                        DeclKind::Function(f) if f.storage != crate::il::decl::StorageClass::Static)
                    && self.member_of_this_class(*base, *member)
                    && self.sole_member_function(*member);
                let template_member =
                    (implicit || explicit_this) && self.in_dependent_context(*member);
                if !(template_member || implicit && is_field) {
                    if !*arrow && self.is_prvalue_converted_to_base(*base, *member) {
                        // A class prvalue converted to the member's base: `(g()).s`.
                        out.push(b'(');
                        self.expr_into(*base, out, depth + 1);
                        out.push(b')');
                    } else {
                        self.member_object_into(*base, out, depth);
                    }
                    out.extend_from_slice(if *arrow { b"->" } else { b"." });
                }
                if written.template_kw {
                    out.extend_from_slice(b"template ");
                }
                self.qualifier_into(written.qualifier.as_ref(), out);
                out.extend_from_slice(&self.value_name(*member));
                if let Some(a) = &written.template_args {
                    out.extend_from_slice(&self.call_template_args(*member, a, false));
                }
            }
            ExprKind::DependentMember {
                base,
                arrow,
                name: crate::il::DeclName::Destructor,
                written,
            } if self.destructor_class(*base, *arrow).is_some() => {
                // An explicit destructor call: a trivial destructor is named with its
                // class's full name (`a->A::~A()`, `r .A::~A()`), another as written
                // (`d->~D()`).
                let Some(class) = self.destructor_class(*base, *arrow) else {
                    return;
                };
                self.operand_into(*base, out, depth);
                if self.has_trivial_destructor(class, 0) {
                    out.extend_from_slice(if *arrow { b"->" } else { b" ." });
                    let DeclKind::Class(cd) = &self.tu.decl(class).kind else {
                        return;
                    };
                    out.extend_from_slice(&self.type_text(cd.self_ty));
                    out.extend_from_slice(b"::");
                } else {
                    out.extend_from_slice(if *arrow { b"->" } else { b"." });
                    self.qualifier_into(written.qualifier.as_ref(), out);
                }
                out.push(b'~');
                out.extend_from_slice(&self.type_name(class));
            }
            ExprKind::DependentMember {
                base,
                arrow,
                name,
                written,
            } => {
                self.member_object_into(*base, out, depth);
                out.extend_from_slice(if *arrow { b"->" } else { b"." });
                if written.template_kw {
                    out.extend_from_slice(b"template ");
                }
                self.qualifier_into(written.qualifier.as_ref(), out);
                match self.tu.pseudo_destructor_types.get(&e) {
                    // `.~_Tp()` of a dependent object: the type as written after `~`.
                    Some(&t) => {
                        out.push(b'~');
                        match self.tu.types.get(t) {
                            // `p->~node< V> ()` prints the class's name: `p->~node()`.
                            crate::il::types::Type::TemplateId { template, .. } => {
                                out.extend_from_slice(&self.type_name(*template));
                            }
                            _ => out.extend_from_slice(&self.type_text(t)),
                        }
                    }
                    None => out.extend_from_slice(&self.unbound_name_text(*name)),
                }
                if let Some(a) = &written.template_args {
                    out.extend_from_slice(&self.template_args(a));
                }
            }
            ExprKind::Unary { op, operand } => {
                let (pre, post): (&[u8], &[u8]) = match op {
                    UnaryOp::Plus => (b"+", b""),
                    UnaryOp::Minus => (b"-", b""),
                    UnaryOp::Not => (b"!", b""),
                    UnaryOp::BitNot => (b"~", b""),
                    UnaryOp::Deref => (b"*", b""),
                    UnaryOp::AddrOf => (b"&", b""),
                    UnaryOp::PreInc => (b"++", b""),
                    UnaryOp::PreDec => (b"--", b""),
                    UnaryOp::PostInc => (b"", b"++"),
                    UnaryOp::PostDec => (b"", b"--"),
                    UnaryOp::Extension => (b"__extension__ ", b""),
                    UnaryOp::LabelAddr => (b"&&", b""),
                    // GNU `__real__ z` / `__imag__ z`: EDG prints `__real(z)`.
                    UnaryOp::Real => (b"__real(", b")"),
                    UnaryOp::Imag => (b"__imag(", b")"),
                    UnaryOp::CoAwait => (b"co_await ", b""),
                    UnaryOp::CoYield => (b"co_yield ", b""),
                };
                if *op == UnaryOp::AddrOf && self.is_member_name(*operand) {
                    // A pointer to member `&C::m` (a member function's is a constant,
                    // parenthesized like one).
                    let function = self.is_member_name_of_function(*operand);
                    out.extend_from_slice(if function { b"(&" } else { b"&" });
                    self.expr_into(self.strip_parens(*operand), out, depth + 1);
                    if function {
                        out.push(b')');
                    }
                } else if *op == UnaryOp::AddrOf
                    && matches!(
                        self.tu.expr(self.strip_parens(*operand)).kind,
                        ExprKind::Typeid(_)
                    )
                {
                    // `&typeid(_Ex)`: EDG's typeid operand of `&` is bare.
                    out.push(b'&');
                    self.expr_into(self.strip_parens(*operand), out, depth + 1);
                } else if matches!(op, UnaryOp::Real | UnaryOp::Imag) {
                    out.extend_from_slice(pre);
                    self.expr_into(self.strip_parens(*operand), out, depth + 1);
                    out.extend_from_slice(post);
                } else if matches!(op, UnaryOp::CoAwait | UnaryOp::CoYield) {
                    // EDG re-prints the coroutine operators as written: the operand bare.
                    out.extend_from_slice(pre);
                    self.expr_into(*operand, out, depth + 1);
                } else {
                    out.extend_from_slice(pre);
                    self.operand_into(*operand, out, depth);
                    out.extend_from_slice(post);
                }
            }
            ExprKind::Binary { .. } => self.binary_into(e, out, depth),
            ExprKind::Conditional { cond, then, else_ } => {
                // E-COND: a condition that is not already a plain bool is wrapped; a class
                // object's `operator bool()` is a call, bool already (`m ? 1 : 0`).
                let c = self.strip_parens(*cond);
                let bare = self.is_substituted_enumerator(c)
                    || match self.tu.expr(c).kind {
                        ExprKind::ImplicitCast {
                            kind: ConvKind::ConversionFunction(_),
                            operand,
                        } => {
                            self.tu.types.as_builtin(self.tu.expr(c).ty) == Some(Builtin::Bool)
                                && (self.is_simple(operand)
                                    || self.wrapped_conversion_object(c).is_some())
                        }
                        ExprKind::ImplicitCast { .. } => false,
                        // A dependent condition waits for its conversion: wrapped (`(a) ? b : c`,
                        // `(g(a)) ? b : c`), as is one whose type is not known.
                        _ => {
                            let t = self.tu.expr(c).ty;
                            self.is_simple(c)
                                && !self.tu.types.is_dependent(t)
                                && !self.unbound_operand(c)
                                && !matches!(
                                    self.tu.types.get(self.tu.types.canonical(t)),
                                    crate::il::types::Type::Error
                                )
                        }
                    };
                // A class prvalue conditional is a temporary: it prints in its own
                // parentheses (`Body4 me = ((i < n) ? pos[i] : Body4{…});`), and an
                // overloaded operator as its third operand is wrapped once more
                // (`(c ? a : ((-b)))`). Between two lvalues it is an lvalue: no parentheses.
                // (With an operand EDG keeps type-dependent, the conditional is one too.)
                let class = self.is_class_type(ex.ty)
                    && !self.tu.types.is_dependent(ex.ty)
                    && ex.cat == crate::il::ValueCategory::PrValue
                    && ![Some(*cond), *then, Some(*else_)]
                        .iter()
                        .flatten()
                        .any(|&o| self.unbound_operand(o));
                if class {
                    out.push(b'(');
                }
                if bare {
                    self.expr_into(c, out, depth + 1);
                } else {
                    out.push(b'(');
                    self.expr_into(c, out, depth + 1);
                    out.push(b')');
                }
                out.extend_from_slice(b" ? ");
                if let Some(t) = then {
                    self.expr_into(*t, out, depth + 1);
                }
                out.extend_from_slice(b" : ");
                if class
                    && matches!(
                        self.tu.expr(self.strip_parens(*else_)).kind,
                        ExprKind::OperatorCall { .. }
                    )
                {
                    out.push(b'(');
                    self.expr_into(*else_, out, depth + 1);
                    out.push(b')');
                } else {
                    self.operand_into(*else_, out, depth);
                }
                if class {
                    out.push(b')');
                }
            }
            ExprKind::Index { base, index } => {
                self.operand_into(*base, out, depth);
                out.push(b'[');
                self.expr_into(*index, out, depth + 1);
                out.push(b']');
            }
            ExprKind::OperatorCall { op, args, .. } => self.operator_call(*op, args, out, depth),
            ExprKind::ImplicitCast { operand, .. } => {
                if let Some(o) = self.wrapped_conversion_object(e) {
                    out.push(b'(');
                    self.expr_into(o, out, depth + 1);
                    out.push(b')');
                } else {
                    self.expr_into(*operand, out, depth + 1)
                }
            }
            ExprKind::Cast {
                kind: _,
                form,
                written_ty,
                operand,
            } => {
                if let Some(x) = self.conversion_function_cast(e) {
                    // `((R)h)`: a conversion function's result (see `class_cast`).
                    out.extend_from_slice(b"((");
                    out.extend_from_slice(&self.expr_type_text(*written_ty));
                    out.push(b')');
                    self.operand_into(x, out, depth);
                    out.push(b')');
                    return;
                }
                let keyword: Option<&[u8]> = match form {
                    _ if self.is_class_functional_cast(e) => None,
                    CastForm::Static => Some(b"static_cast"),
                    CastForm::Reinterpret => Some(b"reinterpret_cast"),
                    CastForm::Const => Some(b"const_cast"),
                    CastForm::Dynamic => Some(b"dynamic_cast"),
                    _ => None,
                };
                match keyword {
                    Some(k) => {
                        out.extend_from_slice(k);
                        out.extend_from_slice(b"< ");
                        out.extend_from_slice(&self.expr_type_text(*written_ty));
                        out.extend_from_slice(b">(");
                        self.expr_into(*operand, out, depth + 1);
                        out.push(b')');
                    }
                    None if matches!(self.tu.expr(*operand).kind, ExprKind::ValueInit) => {
                        if let Some(z) = self.value_init_operand_constant(e, *form, *written_ty) {
                            out.extend_from_slice(&z);
                        } else {
                            self.value_init_cast(*form, *written_ty, out)
                        }
                    }
                    None if *form == CastForm::FunctionalBrace
                        && matches!(self.tu.expr(*operand).kind, ExprKind::InitList { .. }) =>
                    {
                        // `B{1, (2.0F)}`: a class temporary from a braced list.
                        out.extend_from_slice(&self.expr_type_text(*written_ty));
                        self.init_list_into(*operand, *written_ty, out, depth + 1);
                    }
                    None if self.is_class_functional_cast(e) => {
                        // D-INIT: `C(3)` → `((C)(3))`.
                        out.extend_from_slice(b"((");
                        out.extend_from_slice(&self.expr_type_text(*written_ty));
                        out.extend_from_slice(b")(");
                        self.expr_into(*operand, out, depth + 1);
                        out.extend_from_slice(b"))");
                    }
                    None => {
                        out.push(b'(');
                        out.extend_from_slice(&self.expr_type_text(*written_ty));
                        out.push(b')');
                        // An array operand's decay is a conversion node EDG prints in
                        // parentheses: `(long *)(arr)`, `(T *)(__smem)`; a discarded one
                        // does not decay (`(void)arr`).
                        let decayed = !self.tu.types.is_void(*written_ty)
                            && matches!(
                                self.tu
                                    .types
                                    .shape(self.tu.expr(self.strip_conversions(*operand)).ty),
                                Type::Array(..)
                            );
                        if decayed {
                            out.push(b'(');
                            self.expr_into(*operand, out, depth + 1);
                            out.push(b')');
                        } else {
                            self.operand_into(*operand, out, depth);
                        }
                    }
                }
            }
            ExprKind::Call { callee, args } => {
                // A member function called through its object (`s.f()`, `p->f()`) is
                // not wrapped; a data member holding a function pointer is.
                let c = self.strip_parens(*callee);
                if !args.iter().any(|&a| self.mentions_dependent(a)) {
                    self.nondependent_callee.set(Some(c));
                }
                let method = match &self.tu.expr(c).kind {
                    // (a member function template too: `this->assign_aux(…)`)
                    ExprKind::Member { member, .. } => match &self.tu.decl(*member).kind {
                        DeclKind::Function(_) => true,
                        DeclKind::Template(t) => {
                            matches!(self.tu.decl(t.pattern).kind, DeclKind::Function(_))
                        }
                        _ => false,
                    },
                    ExprKind::DependentMember {
                        name: crate::il::DeclName::Destructor,
                        base,
                        arrow,
                        ..
                    } => {
                        self.destructor_class(*base, *arrow).is_some()
                            || self.tu.pseudo_destructor_types.contains_key(&c)
                    }
                    // A dependent member call is never wrapped, even when written
                    // `(c.f)()`: `c.size()`, `(c.x).y()`; but a member of a name of a
                    // dependent scope is (`(_Facet::id._M_id)()`, `(T::p->g)()`).
                    ExprKind::DependentMember { base, .. } => !matches!(
                        &self.tu.expr(self.strip_parens(*base)).kind,
                        ExprKind::Unresolved { written, .. } if written.qualifier.is_some()
                    ),
                    // A lambda called where it is written, in a template definition (EDG
                    // keeps the call unresolved there): `[](T u) { … } (t)`; elsewhere it is
                    // a call of the closure object, `([](int x) { … } )(2)`.
                    ExprKind::Lambda(l) => self.lambda_in_template(l),
                    _ => false,
                };
                if let Some((lhs, op, rhs)) = self.member_pointer_callee(c) {
                    // `(r.*getter)()`, `((*p).*getter)()`, `(h().*getter)()`: EDG wraps the
                    // callee, and its object only when that is not a simple operand or is
                    // converted (`((p)->*getter)()` for a `const` member function).
                    out.push(b'(');
                    if self.member_pointer_object_converted(lhs, op, rhs) {
                        out.push(b'(');
                        self.expr_into(lhs, out, depth + 1);
                        out.push(b')');
                    } else {
                        self.operand_into(lhs, out, depth);
                    }
                    out.extend_from_slice(op.spelling().as_bytes());
                    self.operand_into(rhs, out, depth);
                    out.push(b')');
                } else if method
                    || self.unbound_field_callee(c)
                    || self.is_template_static_member_function(c)
                        && matches!(&self.tu.expr(c).kind,
                            ExprKind::DeclRef { decl, .. } if self.unbound_static_member_call(*decl, args))
                {
                    self.expr_into(c, out, depth + 1);
                } else if self.is_template_static_member_function(c) {
                    // `(sh)()`: a class template's static member function named without
                    // an object is a member reference until instantiation (its own
                    // class's qualifier is dropped: `RW::fun(x)` prints `(fun)(x)`).
                    out.push(b'(');
                    match &self.tu.expr(c).kind {
                        ExprKind::DeclRef { decl, written } if written.qualifier.is_some() => {
                            out.extend_from_slice(self.tu.name_bytes(*decl))
                        }
                        _ => self.expr_into(c, out, depth + 1),
                    }
                    out.push(b')');
                } else if self.written_parenthesized_name(*callee) {
                    // `(f)(7)`, `(std::max)(a, b)`: the source's parentheses suppress ADL
                    // and stay.
                    out.push(b'(');
                    self.expr_into(c, out, depth + 1);
                    out.push(b')');
                } else {
                    self.operand_into(*callee, out, depth);
                }
                out.push(b'(');
                self.list_into(args, out, depth);
                out.push(b')');
            }
            ExprKind::KernelLaunch {
                kernel,
                config,
                args,
            } => {
                // Rewritten in device bodies too (the `#if 0` copy of a kernel or
                // `__device__` function: reference, probe l1).
                out.extend_from_slice(b"(__cudaPushCallConfiguration(");
                self.list_into(config, out, depth);
                out.extend_from_slice(b")) ? (void)0 : ");
                self.expr_into(*kernel, out, depth + 1);
                out.push(b'(');
                self.list_into(args, out, depth);
                out.push(b')');
            }
            ExprKind::Construct {
                args,
                form,
                written_ty,
                ..
            } => {
                if let Some(t) = written_ty {
                    out.extend_from_slice(&self.expr_type_text(*t));
                } else {
                    out.extend_from_slice(&self.expr_type_text(ex.ty));
                }
                let (open, close) = if matches!(form, InitForm::Brace | InitForm::EqualsBrace) {
                    (b'{', b'}')
                } else {
                    (b'(', b')')
                };
                out.push(open);
                match &args[..] {
                    // `S{}` whose one argument is the braced list itself.
                    [only] if open == b'{' => match &self.tu.expr(*only).kind {
                        ExprKind::InitList { elems, .. } => self.list_into(elems, out, depth),
                        _ => self.list_into(args, out, depth),
                    },
                    _ => self.list_into(args, out, depth),
                }
                out.push(close);
            }
            ExprKind::DependentConstruct { ty, args, form } => {
                if let Some((t, x, class)) = self.dependent_functional_cast(e) {
                    if class {
                        out.extend_from_slice(b"((");
                        out.extend_from_slice(&self.expr_type_text(t));
                        out.extend_from_slice(b")(");
                        // The constructor's argument: an unbound member access is an
                        // operand (`((iterator)(((this->_M_impl)._M_start)))`).
                        match self.dependent_member_argument(x) {
                            Some(t) => out.extend_from_slice(&t),
                            None => self.expr_into(x, out, depth + 1),
                        }
                        out.extend_from_slice(b"))");
                    } else {
                        out.push(b'(');
                        out.extend_from_slice(&self.expr_type_text(t));
                        out.push(b')');
                        self.operand_into(x, out, depth);
                    }
                    return;
                }
                out.extend_from_slice(&self.expr_type_text(*ty));
                let brace = matches!(form, InitForm::Brace | InitForm::EqualsBrace);
                match &args[..] {
                    // `T{a, b}`: the one argument is the braced list itself.
                    [only]
                        if brace
                            && matches!(self.tu.expr(*only).kind, ExprKind::InitList { .. }) =>
                    {
                        if self.tu.types.is_dependent(*ty) {
                            self.raw_braced_list_into(*only, *ty, out, depth + 1)
                        } else {
                            self.init_list_into(*only, *ty, out, depth + 1)
                        }
                    }
                    _ => {
                        out.push(if brace { b'{' } else { b'(' });
                        self.list_into(args, out, depth);
                        out.push(if brace { b'}' } else { b')' });
                    }
                }
            }
            ExprKind::InitList { .. } => self.raw_braced_list_into(e, ex.ty, out, depth),
            ExprKind::ParenList(items) => {
                out.push(b'(');
                self.list_into(items, out, depth);
                out.push(b')');
            }
            // An empty list's element (sema's value-initialization of a scalar).
            ExprKind::ValueInit if ex.value.is_some() => {
                out.extend_from_slice(&self.zero_element(ex.ty))
            }
            ExprKind::ValueInit => {
                if self.tu.types.is_floating(self.tu.types.canonical(ex.ty)) {
                    out.extend_from_slice(b"(0.0)");
                } else {
                    out.push(b'0');
                }
            }
            ExprKind::DefaultArg { param } => {
                if let DeclKind::Param(p) = &self.tu.decl(*param).kind {
                    if let Some(d) = p.default {
                        self.expr_into(d, out, depth + 1);
                    }
                }
            }
            ExprKind::DefaultInit { field } => {
                if let DeclKind::Var(v) = &self.tu.decl(*field).kind {
                    if let Some(i) = v.init {
                        self.expr_into(i.expr, out, depth + 1);
                    }
                }
            }
            ExprKind::Paren(i) => self.expr_into(*i, out, depth + 1),
            ExprKind::Sizeof { kind, operand } => {
                out.extend_from_slice(match kind {
                    SizeofKind::Sizeof => b"sizeof",
                    SizeofKind::Alignof | SizeofKind::GnuAlignof => b"__alignof__",
                });
                match operand {
                    TypeOrExpr::Type(t) => {
                        out.push(b'(');
                        out.extend_from_slice(&self.expr_type_text(*t));
                        out.push(b')');
                    }
                    // In a template a type-dependent operand waits for instantiation and
                    // prints without the space: `__alignof__(T::m)`.
                    TypeOrExpr::Expr(x)
                        if !matches!(kind, SizeofKind::Sizeof)
                            && (crate::il::template_query::names_template_param(
                                self.tu,
                                self.tu.expr(*x).ty,
                            ) || matches!(
                                self.tu.types.shape(self.tu.expr(*x).ty),
                                Type::Error
                            )) =>
                    {
                        out.push(b'(');
                        self.expr_into(*x, out, depth + 1);
                        out.push(b')');
                    }
                    // E-MISC: `sizeof x`, `sizeof (x + 1)`; a dependent operand keeps `(x)`.
                    TypeOrExpr::Expr(x) if !matches!(kind, SizeofKind::Sizeof) => {
                        out.extend_from_slice(b" (");
                        self.expr_into(*x, out, depth + 1);
                        out.push(b')');
                    }
                    // `sizeof f` of a function (warning 56) is the size of its type.
                    TypeOrExpr::Expr(x)
                        if self.tu.types.as_function(self.tu.expr(*x).ty).is_some() =>
                    {
                        out.push(b'(');
                        out.extend_from_slice(&self.expr_type_text(self.tu.expr(*x).ty));
                        out.push(b')');
                    }
                    // (a dependent call's result has the error type; a concrete template-id
                    // is no dependent type: `sizeof w` of a `W< int>`)
                    TypeOrExpr::Expr(x)
                        if crate::il::template_query::names_template_param(
                            self.tu,
                            self.tu.expr(*x).ty,
                        ) || matches!(self.tu.types.shape(self.tu.expr(*x).ty), Type::Error) =>
                    {
                        out.push(b'(');
                        self.expr_into(*x, out, depth + 1);
                        out.push(b')');
                    }
                    TypeOrExpr::Expr(x) => {
                        out.push(b' ');
                        self.operand_into(*x, out, depth + 1);
                    }
                }
            }
            ExprKind::SizeofPack { pack } => {
                out.extend_from_slice(b"sizeof...(");
                out.extend_from_slice(self.tu.name_bytes(*pack));
                out.push(b')');
            }
            ExprKind::Typeid(op) => {
                out.extend_from_slice(b"typeid(");
                match op {
                    TypeOrExpr::Type(t) => out.extend_from_slice(&self.expr_type_text(*t)),
                    TypeOrExpr::Expr(x) => self.expr_into(*x, out, depth + 1),
                }
                out.push(b')');
            }
            ExprKind::New(n) => {
                let crate::il::expr::NewExpr {
                    global,
                    placement,
                    allocated,
                    array_size,
                    init,
                    init_form,
                    ..
                } = &**n;
                if *global {
                    out.extend_from_slice(b"::");
                }
                out.extend_from_slice(b"new ");
                if !placement.is_empty() {
                    out.push(b'(');
                    self.list_into(placement, out, depth);
                    out.extend_from_slice(b") ");
                }
                out.extend_from_slice(&self.expr_type_text(*allocated));
                if let Some(n) = array_size {
                    out.extend_from_slice(b" [");
                    self.expr_into(*n, out, depth + 1);
                    out.push(b']');
                }
                if let Some(i) = init {
                    let brace = matches!(init_form, InitForm::Brace | InitForm::EqualsBrace);
                    out.push(if brace { b'{' } else { b'(' });
                    match &self.tu.expr(*i).kind {
                        ExprKind::Construct { args, .. } | ExprKind::ParenList(args) => {
                            self.list_into(args, out, depth)
                        }
                        ExprKind::InitList { elems, .. } => self.list_into(elems, out, depth),
                        _ => self.expr_into(*i, out, depth + 1),
                    }
                    out.push(if brace { b'}' } else { b')' });
                }
            }
            ExprKind::Delete {
                global,
                array,
                operand,
                ..
            } => {
                if *global {
                    out.extend_from_slice(b"::");
                }
                out.extend_from_slice(if *array { b"delete [] " } else { b"delete " });
                self.operand_into(*operand, out, depth);
            }
            ExprKind::Throw(x) => {
                out.extend_from_slice(b"throw");
                if let Some(x) = x {
                    out.push(b' ');
                    self.operand_into(*x, out, depth);
                }
            }
            ExprKind::PackExpansion(x) => {
                self.operand_into(*x, out, depth);
                out.extend_from_slice(b"...");
            }
            ExprKind::Fold { op, lhs, rhs, .. } => {
                out.push(b'(');
                match (lhs, rhs) {
                    (Some(l), Some(r)) => {
                        self.operand_into(*l, out, depth);
                        out.push(b' ');
                        out.extend_from_slice(op.spelling().as_bytes());
                        out.extend_from_slice(b" ... ");
                        out.extend_from_slice(op.spelling().as_bytes());
                        out.push(b' ');
                        self.operand_into(*r, out, depth);
                    }
                    (Some(l), None) => {
                        // A unary right fold keeps a space before its `)`: `((xs > 0) && ... )`.
                        self.operand_into(*l, out, depth);
                        out.push(b' ');
                        out.extend_from_slice(op.spelling().as_bytes());
                        out.extend_from_slice(b" ... ");
                    }
                    (None, Some(r)) => {
                        // A unary left fold keeps a space after its `(`: `( ... && (xs > 0))`.
                        out.extend_from_slice(b" ... ");
                        out.extend_from_slice(op.spelling().as_bytes());
                        out.push(b' ');
                        self.operand_into(*r, out, depth);
                    }
                    (None, None) => {}
                }
                out.push(b')');
            }
            ExprKind::Builtin { name, args } if self.is_va_list_operation(*name) => {
                // EDG's `va_list` operations: the list operands parenthesized, no spaces
                // (`__builtin_va_arg((ap),int)`, `__builtin_va_start((ap),f)`).
                out.extend_from_slice(self.sym(*name));
                out.push(b'(');
                let va_start = self.sym(*name) == b"__builtin_va_start";
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    match a {
                        TypeOrExpr::Type(t) => out.extend_from_slice(&self.expr_type_text(*t)),
                        TypeOrExpr::Expr(x) if va_start && i > 0 => {
                            self.expr_into(*x, out, depth + 1)
                        }
                        TypeOrExpr::Expr(x) => {
                            out.push(b'(');
                            self.expr_into(*x, out, depth + 1);
                            out.push(b')');
                        }
                    }
                }
                out.push(b')');
            }
            ExprKind::Builtin { name, args } => {
                out.extend_from_slice(self.sym(*name));
                out.push(b'(');
                // A dependent `noexcept(e)` (not folded) keeps its operand as an operand:
                // `noexcept((a + b))`, `noexcept((x.*f))`, but any call bare: `noexcept((x.*f)())`.
                let operand = self.sym(*name) == b"noexcept" && ex.value.is_none();
                let offsetof = self.sym(*name) == b"__builtin_offsetof";
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.extend_from_slice(b", ");
                    }
                    if let (true, TypeOrExpr::Expr(x)) = (offsetof && i > 0, a) {
                        if self.offsetof_designator_into(*x, out) {
                            continue;
                        }
                    }
                    match a {
                        TypeOrExpr::Type(t) => out.extend_from_slice(&self.expr_type_text(*t)),
                        // A dependent temporary with no single operand is wrapped as one:
                        // `noexcept((I()))`, `noexcept((I{}))`.
                        TypeOrExpr::Expr(x)
                            if operand
                                && matches!(
                                    self.tu.expr(self.strip_parens(*x)).kind,
                                    ExprKind::DependentConstruct { .. }
                                )
                                && self.dependent_functional_cast(*x).is_none() =>
                        {
                            out.push(b'(');
                            self.expr_into(*x, out, depth + 1);
                            out.push(b')');
                        }
                        TypeOrExpr::Expr(x)
                            if operand
                                && !matches!(
                                    self.tu.expr(self.strip_parens(*x)).kind,
                                    ExprKind::Call { .. }
                                ) =>
                        {
                            self.operand_into(*x, out, depth)
                        }
                        TypeOrExpr::Expr(x) => self.expr_into(*x, out, depth + 1),
                    }
                }
                out.push(b')');
            }
            ExprKind::Lambda(l) => self.lambda_into(l, out),
            ExprKind::Requires(r) => self.requires_expr_into(ex.pos, r, out, depth),
            ExprKind::StmtExpr(_) | ExprKind::Opaque(_) | ExprKind::Error => out.push(b'0'),
        }
    }

    /// A GNU builtin operator EDG keeps as a primary expression, bare as an initializer
    /// like a literal (`bool b = __is_class(T);`, `int l = __builtin_LINE();`,
    /// `unsigned long o = __builtin_offsetof(P, b);`); `noexcept(e)` is folded and wrapped,
    /// `__builtin_va_arg` yields its type by a conversion.
    pub(super) fn is_primary_builtin(&self, e: ExprId) -> bool {
        match &self.tu.expr(e).kind {
            ExprKind::Builtin { name, .. } => {
                !matches!(self.sym(*name), b"noexcept" | b"__builtin_va_arg")
            }
            _ => false,
        }
    }

    fn is_va_list_operation(&self, name: crate::pp::Symbol) -> bool {
        matches!(
            self.sym(name),
            b"__builtin_va_arg" | b"__builtin_va_start" | b"__builtin_va_copy"
        )
    }

    fn operator_call(
        &self,
        op: crate::il::expr::OverloadedOp,
        args: &[ExprId],
        out: &mut Vec<u8>,
        depth: u32,
    ) {
        use crate::il::expr::OverloadedOp as O;
        // E-OVL: operands are wrapped unless they are plain variables.
        let arg = |i: usize, out: &mut Vec<u8>| {
            let Some(&a) = args.get(i) else { return };
            let mut s = self.strip_parens(a);
            // A variable bound to a reference to its base stays a plain variable
            // (`i != e` with the base's `operator!=`).
            while let ExprKind::ImplicitCast {
                kind: crate::il::expr::ConvKind::DerivedToBase,
                operand,
            } = self.tu.expr(s).kind
            {
                if !matches!(
                    self.tu.expr(self.strip_parens(operand)).kind,
                    ExprKind::DeclRef { .. }
                ) {
                    break;
                }
                s = self.strip_parens(operand);
            }
            // An operand converted by a converting constructor is judged by what it
            // converts (`h += one`, `h += (mk())` with `one`, `mk()` of another class).
            while let ExprKind::ImplicitCast {
                kind: crate::il::expr::ConvKind::Constructor(_),
                operand,
            } = self.tu.expr(s).kind
            {
                s = self.strip_parens(operand);
            }
            let plain = match &self.tu.expr(s).kind {
                ExprKind::DeclRef { decl, .. } => self.is_plain_variable(*decl),
                ExprKind::Construct {
                    temporary: true, ..
                } => true,
                // A class temporary written `V{1}` or `W(1)` (printed `((W)(1))`).
                ExprKind::Construct {
                    form: InitForm::Brace | InitForm::EqualsBrace,
                    ..
                } => true,
                ExprKind::Cast {
                    form: CastForm::FunctionalBrace,
                    ..
                } => true,
                // `std::string("x")` of a specialization sema has no instance of: a class
                // temporary too (`(((std::string)("x")) + (" @"))`).
                ExprKind::DependentConstruct { ty, .. } => {
                    !self.tu.types.is_dependent(*ty)
                        || !crate::il::template_query::names_template_param(self.tu, *ty)
                }
                ExprKind::Cast { .. } => {
                    self.is_class_functional_cast(s) || self.constructor_static_cast(s)
                }
                // A lambda called where it is written, in a template definition.
                ExprKind::Lambda(l) => self.lambda_in_template(l),
                ExprKind::UserLit(_) => self.is_class_constant_user_literal(s),
                _ => false,
            };
            if plain {
                self.expr_into(s, out, depth + 1);
            } else {
                out.push(b'(');
                self.expr_into(s, out, depth + 1);
                out.push(b')');
            }
        };
        match op {
            O::Subscript => {
                arg(0, out);
                out.push(b'[');
                if let Some(&i) = args.get(1) {
                    self.expr_into(i, out, depth + 1);
                }
                out.push(b']');
            }
            O::Call => {
                arg(0, out);
                out.push(b'(');
                self.list_into(args.get(1..).unwrap_or(&[]), out, depth);
                out.push(b')');
            }
            O::Arrow => {
                arg(0, out);
                out.extend_from_slice(b"->");
            }
            O::PlusPlus | O::MinusMinus if args.len() == 2 => {
                arg(0, out);
                out.extend_from_slice(op.spelling().as_bytes());
            }
            _ if args.len() == 1 => {
                out.push(b'(');
                out.extend_from_slice(op.spelling().as_bytes());
                arg(0, out);
                out.push(b')');
            }
            _ => {
                out.push(b'(');
                arg(0, out);
                out.push(b' ');
                out.extend_from_slice(op.spelling().as_bytes());
                out.push(b' ');
                arg(1, out);
                out.push(b')');
            }
        }
    }

    fn int_literal(&self, v: u128, ty: crate::il::TypeId, out: &mut Vec<u8>) {
        let b = self.tu.types.as_builtin(self.tu.types.canonical(ty));
        out.extend_from_slice(v.to_string().as_bytes());
        out.extend_from_slice(match b {
            Some(Builtin::UnsignedInt) => b"U",
            Some(Builtin::Long) => b"L",
            Some(Builtin::UnsignedLong) => b"UL",
            Some(Builtin::LongLong) => b"LL",
            Some(Builtin::UnsignedLongLong) => b"ULL",
            _ => b"",
        });
    }

    /// The name a value declaration prints by: builtin variables are renamed (K-VAR).
    pub fn value_name(&self, d: DeclId) -> Vec<u8> {
        let decl = self.tu.decl(d);
        if decl.attrs.cuda.device_builtin && matches!(decl.kind, DeclKind::Var(_)) {
            let mut v = b"__device_builtin_variable_".to_vec();
            v.extend_from_slice(self.tu.name_bytes(d));
            return v;
        }
        self.decl_name_text(decl.name, decl.parent)
    }

    /// A callee written as a parenthesized function name (`(f)`, `(ns::f)`).
    fn written_parenthesized_name(&self, callee: ExprId) -> bool {
        let mut e = callee;
        for _ in 0..64 {
            match &self.tu.expr(e).kind {
                ExprKind::ImplicitCast { operand, .. } => e = *operand,
                ExprKind::Paren(i) => {
                    return matches!(
                        self.tu.expr(self.strip_parens(*i)).kind,
                        ExprKind::DeclRef { .. } | ExprKind::Unresolved { .. }
                    )
                }
                _ => return false,
            }
        }
        false
    }

    /// A name awaiting instantiation: `operator<` keeps a space before what follows, so
    /// that no template argument list seems to open (`t.operator< (u)`, `operator< (t, u)`).
    fn unbound_name_text(&self, n: crate::il::DeclName) -> Vec<u8> {
        let mut v = self.decl_name_text(n, None);
        if n == crate::il::DeclName::Operator(crate::il::expr::OverloadedOp::Less) {
            v.push(b' ');
        }
        v
    }

    /// A declaration name: identifier, `operator+`, `operator int`, `~C`, `C`.
    pub fn decl_name_text(&self, n: crate::il::DeclName, parent: Option<DeclId>) -> Vec<u8> {
        use crate::il::DeclName as N;
        match n {
            N::Ident(s) => self.sym(s).to_vec(),
            N::Operator(op) => {
                let mut v = b"operator".to_vec();
                let sp = op.spelling();
                if sp.as_bytes()[0].is_ascii_alphabetic() {
                    v.push(b' ');
                }
                v.extend_from_slice(sp.as_bytes());
                v
            }
            N::Conversion(t) => {
                let mut v = b"operator ".to_vec();
                v.extend_from_slice(&self.type_text(t));
                v
            }
            N::Constructor => parent.map(|p| self.type_name(p)).unwrap_or_default(),
            N::Destructor => {
                // An out-of-class destructor of a class template is the pattern of a
                // template of its own (`template< class T> C< T> ::~C() { }`): the class
                // is that template's parent.
                let parent = parent.map(|p| match &self.tu.decl(p).kind {
                    DeclKind::Template(t)
                        if matches!(self.tu.decl(t.pattern).kind, DeclKind::Function(_)) =>
                    {
                        self.qualifier_class(t.pattern).unwrap_or(p)
                    }
                    _ => p,
                });
                let mut v = b"~".to_vec();
                v.extend_from_slice(&parent.map(|p| self.type_name(p)).unwrap_or_default());
                v
            }
            N::LiteralOperator(s) => {
                let mut v = b"operator \"\"".to_vec();
                v.extend_from_slice(self.sym(s));
                v
            }
            N::DeductionGuide(t) => self.type_name(t),
            N::Anonymous => Vec::new(),
        }
    }

    /// Whether a variable is `__managed__`.
    pub fn is_managed(&self, d: DeclId) -> bool {
        let decl = self.tu.decl(self.tu.first_decl(d));
        matches!(decl.kind, DeclKind::Var(_))
            && decl.attrs.cuda.memory.has(crate::il::MemorySpace::MANAGED)
    }

    /// Whether a conversion is a class conversion (for callers that need it).
    pub fn is_user_conversion(k: ConvKind) -> bool {
        matches!(
            k,
            ConvKind::Constructor(_) | ConvKind::ConversionFunction(_)
        )
    }

    /// Whether a type is a class type, cv-qualified or not, or a class template's
    /// specialization named by a template-id (`const Grid g(x, y)`, `Tuple< int>  t(1)`:
    /// constructor arguments, not a parenthesized expression).
    pub fn is_class_type(&self, t: crate::il::TypeId) -> bool {
        self.is_class_like(t)
    }
}

/// Java `Double.toString` layout of the shortest round-trip digits (E-LIT).
pub fn float_literal(v: f64, single: bool) -> Vec<u8> {
    if v.is_nan() {
        return b"NaN".to_vec();
    }
    if v.is_infinite() {
        return if v > 0.0 {
            b"Infinity".to_vec()
        } else {
            b"-Infinity".to_vec()
        };
    }
    let mut sci = if single {
        format!("{:e}", v as f32)
    } else {
        format!("{v:e}")
    };
    if !sci.contains('.') && v != 0.0 {
        // One shortest digit: the value correctly rounded to two digits instead, which
        // differs only for subnormals with few significant bits (`1.4E-45F`, `9.9E-324`).
        sci = if single {
            format!("{:.1e}", v as f32)
        } else {
            format!("{v:.1e}")
        };
    }
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let neg = mant.starts_with('-');
    let mut digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    while digits.len() > 1 && digits.ends_with('0') {
        digits.pop();
    }
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    let a = v.abs();
    layout_into(&mut s, &digits, exp, a == 0.0 || (1e-3..1e7).contains(&a));
    s.into_bytes()
}

/// `digits` (no sign, no trailing zeros) with the first digit at `10^exp`, in Java's
/// `Double.toString` layout.
pub fn layout_digits(digits: &str, exp: i32) -> Vec<u8> {
    let mut s = String::new();
    layout_into(&mut s, digits, exp, digits == "0" || (-3..7).contains(&exp));
    s.into_bytes()
}

fn layout_into(s: &mut String, digits: &str, exp: i32, plain: bool) {
    if plain {
        if exp >= 0 {
            let e = exp as usize;
            let int: String = digits
                .chars()
                .chain(std::iter::repeat('0'))
                .take(e + 1)
                .collect();
            let frac: String = digits.chars().skip(e + 1).collect();
            s.push_str(&int);
            s.push('.');
            s.push_str(if frac.is_empty() { "0" } else { &frac });
        } else {
            s.push_str("0.");
            for _ in 0..(-exp - 1) {
                s.push('0');
            }
            s.push_str(digits);
        }
    } else {
        s.push_str(&digits[..1]);
        s.push('.');
        s.push_str(if digits.len() > 1 { &digits[1..] } else { "0" });
        s.push('E');
        s.push_str(&exp.to_string());
    }
}

/// One narrow character, escaped the reference's way.
fn escape_narrow(c: u32, out: &mut Vec<u8>) {
    let named: Option<&[u8]> = match c {
        0x0a => Some(b"\\n"),
        0x09 => Some(b"\\t"),
        0x5c => Some(b"\\\\"),
        0x07 => Some(b"\\a"),
        0x08 => Some(b"\\b"),
        0x0c => Some(b"\\f"),
        0x0b => Some(b"\\v"),
        0x0d => Some(b"\\r"),
        0x22 => Some(b"\\\""),
        // `?` (trigraphs) and `'` are escaped in character and string literals alike.
        0x27 => Some(b"\\'"),
        0x3f => Some(b"\\?"),
        _ => None,
    };
    if let Some(n) = named {
        out.extend_from_slice(n);
    } else if (0x20..0x7f).contains(&c) {
        out.push(c as u8);
    } else {
        out.extend_from_slice(format!("\\{:03o}", c & 0xff).as_bytes());
    }
}

fn prefix(enc: Encoding) -> &'static [u8] {
    match enc {
        Encoding::Plain | Encoding::Utf8 => b"",
        Encoding::Wide => b"L",
        Encoding::Utf16 => b"u",
        Encoding::Utf32 => b"U",
    }
}

pub fn char_literal(value: i64, enc: Encoding, out: &mut Vec<u8>) {
    out.extend_from_slice(prefix(enc));
    out.push(b'\'');
    match enc {
        Encoding::Plain | Encoding::Utf8 => escape_narrow(value as u32 & 0xff, out),
        _ => out.extend_from_slice(format!("\\x{:x}", value as u32).as_bytes()),
    }
    out.push(b'\'');
}

pub fn string_literal(units: &[u32], enc: Encoding, out: &mut Vec<u8>) {
    out.extend_from_slice(prefix(enc));
    out.push(b'"');
    let mut start = out.len();
    // E-LIT: a literal is written in pieces of 128 bytes or more (`"…" "…"`): a new piece
    // starts once the current one is that long, before a unit or the terminating null
    // (so a literal of exactly 128 bytes ends with `""`).
    for u in units.iter().copied().map(Some).chain([None]) {
        if out.len() - start >= STRING_PIECE {
            out.extend_from_slice(b"\" ");
            out.extend_from_slice(prefix(enc));
            out.push(b'"');
            start = out.len();
        }
        let Some(u) = u else { break };
        match enc {
            Encoding::Plain | Encoding::Utf8 => escape_narrow(u, out),
            _ => out.extend_from_slice(format!("\\x{u:x}").as_bytes()),
        }
    }
    out.push(b'"');
}

/// The length at which a string literal's written piece is closed (E-LIT).
pub const STRING_PIECE: usize = 128;

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: f64) -> String {
        String::from_utf8(float_literal(v, false)).unwrap()
    }

    #[test]
    fn java_layout() {
        assert_eq!(f(1.0), "1.0");
        assert_eq!(f(0.5), "0.5");
        assert_eq!(f(1.5e-3), "0.0015");
        assert_eq!(f(8.0), "8.0");
        assert_eq!(f(12345.678), "12345.678");
        assert_eq!(f(1e10), "1.0E10");
        assert_eq!(f(123456789.0), "1.23456789E8");
        assert_eq!(f(1e-300), "1.0E-300");
        assert_eq!(f(std::f64::consts::PI), "3.141592653589793");
        assert_eq!(f(5e-324), "4.9E-324");
        assert_eq!(f(1e-323), "9.9E-324");
        assert_eq!(f(1e-310), "1.0E-310");
        assert_eq!(f(0.0), "0.0");
        assert_eq!(f(-3.0), "-3.0");
        let single = |v: f32| String::from_utf8(float_literal(v as f64, true)).unwrap();
        assert_eq!(single(1.4e-45), "1.4E-45");
        assert_eq!(single(2.8e-45), "2.8E-45");
        assert_eq!(single(1e-40), "1.0E-40");
        assert_eq!(
            String::from_utf8(float_literal(0.1f32 as f64, true)).unwrap(),
            "0.1"
        );
        assert_eq!(
            String::from_utf8(float_literal(16777216.0, true)).unwrap(),
            "1.6777216E7"
        );
    }

    #[test]
    fn escapes() {
        let mut o = Vec::new();
        char_literal(0, Encoding::Plain, &mut o);
        char_literal(b'"' as i64, Encoding::Plain, &mut o);
        char_literal(0x77, Encoding::Wide, &mut o);
        assert_eq!(String::from_utf8(o).unwrap(), "'\\000''\\\"'L'\\x77'");
        let mut s = Vec::new();
        string_literal(
            &[b'c' as u32, 0xc3, 0xa9, 0x7f, 0x1b],
            Encoding::Plain,
            &mut s,
        );
        assert_eq!(String::from_utf8(s).unwrap(), "\"c\\303\\251\\177\\033\"");
    }
}
