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
use crate::sema::cuda_checks::body::{qualified_name, type_text};
use crate::source::Pos;

impl Parser<'_, '_> {
    /// A type both sides of a conversion may have for it to be judged here.
    fn judgeable_scalar(&self, t: TypeId) -> bool {
        let t = self.tu.types.non_reference(t);
        let c = self.tu.types.unqualified(self.tu.types.canonical(t));
        !self.tu.types.is_dependent(c)
            && matches!(
                self.tu.types.get(c),
                Type::Builtin(_)
                    | Type::Pointer(_)
                    | Type::Enum(_)
                    | Type::Array(..)
                    | Type::MemberPointer { .. }
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
        let to_array = matches!(
            self.tu.types.shape(self.tu.types.non_reference(to)),
            Type::Array(..)
        );
        if self.unjudgeable(from, to)
            || !self.judgeable_scalar(from)
            || !self.judgeable_scalar(to)
            || to_array
        {
            return None;
        }
        if matches!(
            self.tu.exprs[e].kind,
            ExprKind::InitList { .. } | ExprKind::ParenList(_)
        ) {
            return None;
        }
        Some(self.conversion_rank(e, to).is_some())
    }

    /// A variable's `= e` or `(e)` initializer (after [`Parser::parse_initializer`]).
    pub(crate) fn check_initializer(&mut self, var: crate::il::DeclId) {
        if self.scopes.in_template() {
            return;
        }
        let DeclKind::Var(v) = &self.tu.decls[var].kind else {
            return;
        };
        let Some(init) = v.init else { return };
        let ty = v.ty;
        if matches!(init.form, InitForm::Brace | InitForm::EqualsBrace) {
            self.check_list_initializer(ty, init.expr);
            return;
        }
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
        if init.form == InitForm::Equals {
            self.check_copy_init_constructor(ty, e);
        }
        self.check_deleted_copy(ty, e);
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
        if rq.has(Quals::CONST)
            || !self.judgeable_scalar(rb)
            || !self.judgeable_scalar(self.tu.exprs[e].ty)
        {
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

    /// A call whose only candidate, a plain function, takes none of some arguments: one
    /// error per argument no conversion reaches (left to the reference's other messages
    /// when there are several candidates or a template).
    pub(crate) fn report_incompatible_arguments(
        &mut self,
        cands: &[crate::il::DeclId],
        args: &[ExprId],
    ) {
        let funcs: Vec<_> = cands
            .iter()
            .filter_map(|&c| self.candidate_function(c))
            .collect();
        let [f] = funcs[..] else { return };
        let is_template = self.tu.decls[f]
            .parent
            .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Template(_)));
        if is_template {
            return;
        }
        let Some((params, _)) = self.function_params(f) else {
            return;
        };
        for (&a, &p) in args.iter().zip(params.iter()) {
            if self.convertible(a, p) == Some(false) {
                let from = self.source_type(a);
                let msg_args = vec![self.text_of(from), self.text_of(p)];
                let pos = self.expr_start(a);
                self.report(Msg::IncompatibleParam, Severity::Error, pos, msg_args);
            }
        }
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
        if self.unjudgeable(bt, it)
            || !self.is_arithmetic_or_enum(bt)
            || !self.is_arithmetic_or_enum(it)
        {
            return;
        }
        let p = self.expr_start(index);
        let args = vec![self.text_of(bt)];
        self.report(Msg::ExprNotPointerToObject, Severity::Error, p, args);
    }
}

/// Member access checks (`.` and `->`).
impl Parser<'_, '_> {
    /// A class the checks can judge: complete, not a template pattern or instance, no
    /// dependent base, outside templates.
    fn judgeable_class(&self, class: crate::il::DeclId) -> Option<crate::il::DeclId> {
        if self.scopes.in_template() {
            return None;
        }
        let def = self.class_definition(class);
        let first = self.tu.first_decl(def);
        if self.tu.decls[def].instance_of.is_some()
            || self.template_of_class.contains_key(&def)
            || self.tu.decls[first]
                .parent
                .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Template(_)))
        {
            return None;
        }
        match &self.tu.decls[def].kind {
            DeclKind::Class(c) if c.complete && c.specialization.is_none() && !c.is_lambda => {
                let dependent_base = c.bases.iter().any(|b| self.tu.types.is_dependent(b.ty));
                // Members of anonymous unions and structs are found through them.
                let anonymous_member = c.members.iter().any(|it| {
                    let d = match it {
                        crate::il::decl::Item::Decl(d) => Some(*d),
                        crate::il::decl::Item::Group(g) => g.defined_type,
                        _ => None,
                    };
                    d.is_some_and(|d| {
                        matches!(self.tu.decls[d].kind, DeclKind::Class(_))
                            && self.tu.decls[d].name == crate::il::decl::DeclName::Anonymous
                    })
                });
                (!dependent_base && !anonymous_member).then_some(def)
            }
            _ => None,
        }
    }

    /// `p->m` where `p` points to a class declared but never defined: at `p`. Returns
    /// whether it was diagnosed.
    pub(crate) fn check_member_of_incomplete(
        &mut self,
        base: ExprId,
        class: crate::il::DeclId,
    ) -> bool {
        if self.scopes.in_template() {
            return false;
        }
        let def = self.class_definition(class);
        let incomplete = match &self.tu.decls[def].kind {
            DeclKind::Class(c) => {
                !c.complete
                    && c.specialization.is_none()
                    && self.tu.decls[def].instance_of.is_none()
            }
            _ => false,
        };
        let first = self.tu.first_decl(def);
        let open = self.scopes.significant().any(|s| {
            matches!(s.kind, crate::sema::scope::ScopeKind::Class(k) if self.tu.first_decl(k) == first)
        });
        let templated = self.tu.decls[first]
            .parent
            .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Template(_)));
        if !incomplete || open || templated {
            return false;
        }
        let ty = match &self.tu.decls[def].kind {
            DeclKind::Class(c) => c.self_ty,
            _ => return false,
        };
        let p = self.expr_start(base);
        let args = vec![self.text_of(ty)];
        self.report(Msg::PtrToIncompleteType, Severity::Error, p, args);
        true
    }

    /// `obj.name` where the class has no member `name`: at the name. Returns whether it
    /// was diagnosed.
    pub(crate) fn check_no_such_member(
        &mut self,
        class: crate::il::DeclId,
        name: crate::pp::Symbol,
        at: Pos,
    ) -> bool {
        let Some(def) = self.judgeable_class(class) else {
            return false;
        };
        let DeclKind::Class(c) = &self.tu.decls[def].kind else {
            return false;
        };
        let key = if c.key == crate::il::decl::ClassKey::Union {
            &b"union"[..]
        } else {
            &b"class"[..]
        };
        let args = vec![
            key.to_vec(),
            qualified_name(&self.tu, def),
            self.sym_name(name).to_vec(),
        ];
        self.report(Msg::NoSuchMember, Severity::Error, at, args);
        true
    }

    /// A private member named from outside its class (no friends, not inside any class
    /// or member function): at the name.
    pub(crate) fn check_member_access(&mut self, member: crate::il::DeclId, at: Pos) {
        if self.tu.decls[member].access != crate::il::Access::Private {
            return;
        }
        let Some(class) = self.tu.decls[member].parent else {
            return;
        };
        let Some(def) = self.judgeable_class(class) else {
            return;
        };
        let DeclKind::Class(c) = &self.tu.decls[def].kind else {
            return;
        };
        let has_friends = c.members.iter().any(|it| match it {
            crate::il::decl::Item::Decl(d) => self.is_friend_decl(*d),
            crate::il::decl::Item::Group(g) => g.decls.iter().any(|&d| self.is_friend_decl(d)),
            _ => false,
        });
        let in_member = self.scopes.significant().any(|s| match s.kind {
            crate::sema::scope::ScopeKind::Class(_) => true,
            crate::sema::scope::ScopeKind::Function(f) => self.tu.decls[f]
                .parent
                .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Class(_))),
            _ => false,
        });
        if has_friends || in_member {
            return;
        }
        let line = self
            .pp
            .source_map()
            .presumed(self.tu.decls[member].pos)
            .line
            .to_string()
            .into_bytes();
        let args = vec![qualified_name(&self.tu, member), line];
        self.report(Msg::MemberInaccessible, Severity::Error, at, args);
    }

    fn is_friend_decl(&self, d: crate::il::DeclId) -> bool {
        match &self.tu.decls[d].kind {
            DeclKind::FriendType(_) => true,
            DeclKind::Function(f) => f.flags.has(crate::il::decl::FnFlags::FRIEND),
            DeclKind::Template(t) => self.is_friend_decl(t.pattern),
            _ => false,
        }
    }
}

impl Parser<'_, '_> {
    /// A non-static data member named inside a static member function of its class.
    pub(crate) fn check_member_without_object(
        &mut self,
        member: crate::il::DeclId,
        member_class: crate::il::DeclId,
        at: Pos,
    ) {
        if self.scopes.in_template()
            || !matches!(&self.tu.decls[member].kind, DeclKind::Var(v) if v.field)
        {
            return;
        }
        let f = self.scopes.significant().find_map(|sc| match sc.kind {
            crate::sema::scope::ScopeKind::Function(f) => {
                let lambda = self.tu.decls[f].parent.is_some_and(
                    |p| matches!(&self.tu.decls[p].kind, DeclKind::Class(c) if c.is_lambda),
                );
                (!lambda).then_some(f)
            }
            _ => None,
        });
        let Some(f) = f else { return };
        let DeclKind::Function(fd) = &self.tu.decls[f].kind else {
            return;
        };
        if fd.storage != crate::il::decl::StorageClass::Static {
            return;
        }
        let Some(class) = self.tu.decls[f]
            .parent
            .filter(|&p| matches!(self.tu.decls[p].kind, DeclKind::Class(_)))
        else {
            return;
        };
        if self.tu.first_decl(class) == self.tu.first_decl(member_class) {
            self.report(Msg::NonstaticMemberRef, Severity::Error, at, Vec::new());
        }
    }
}

impl Parser<'_, '_> {
    /// `(T *)d` with `d` floating (or `(double)p` with `p` a pointer): no cast converts
    /// between floating and pointer types. At the cast.
    pub(crate) fn check_cast_types(&mut self, operand: ExprId, to: TypeId, at: Pos) {
        let from = self.source_type(operand);
        if self.unjudgeable(from, to) {
            return;
        }
        let t = &self.tu.types;
        let bad =
            (t.is_floating(from) && t.is_pointer(to)) || (t.is_pointer(from) && t.is_floating(to));
        if bad {
            self.report(Msg::InvalidTypeConversion, Severity::Error, at, Vec::new());
        }
    }
}

/// Class-object checks: abstract classes, const objects, conversions to class types.
impl Parser<'_, '_> {
    fn push_with_lines(
        &mut self,
        msg: Msg,
        at: Pos,
        args: Vec<Vec<u8>>,
        extra_lines: Vec<Vec<u8>>,
    ) {
        self.report(msg, Severity::Error, at, args);
        if let Some(d) = self.diags.last_mut() {
            d.extra_lines = extra_lines;
        }
    }

    /// An object of a class with a pure virtual function of its own (classes with bases
    /// are not judged: an inherited function may be the overrider).
    pub(crate) fn check_abstract_object(&mut self, ty: TypeId, at: Pos) {
        let c = self.tu.types.unqualified(self.tu.types.canonical(ty));
        let Type::Class(class) = *self.tu.types.get(c) else {
            return;
        };
        let Some(def) = self.judgeable_class(class) else {
            return;
        };
        let DeclKind::Class(cd) = &self.tu.decls[def].kind else {
            return;
        };
        if !cd.bases.is_empty() {
            return;
        }
        let pure = self.class_members_named(def, |_| true).into_iter().find(|&f| {
            matches!(&self.tu.decls[f].kind, DeclKind::Function(fd) if fd.flags.has(crate::il::decl::FnFlags::PURE))
        });
        let Some(pure) = pure else { return };
        let mut line = b"            function \"".to_vec();
        line.extend(qualified_name(&self.tu, pure));
        line.extend_from_slice(b"\" is a pure virtual function");
        let args = vec![self.text_of(ty)];
        self.push_with_lines(Msg::AbstractClassObject, at, args, vec![line]);
    }

    /// `obj.f()` with `obj` const and every `f` of the class a non-const, non-static
    /// member function: at the object.
    pub(crate) fn check_object_qualifiers(
        &mut self,
        object: ExprId,
        arrow: bool,
        chosen: crate::il::DeclId,
        cands: &[crate::il::DeclId],
    ) {
        if self.scopes.in_template() {
            return;
        }
        let bt = self.tu.exprs[object].ty;
        let obj = if arrow {
            let v = self.value_type(bt);
            match self.tu.types.pointee(v) {
                Some(p) => p,
                None => return,
            }
        } else {
            self.tu.types.non_reference(bt)
        };
        let (_, q) = self.tu.types.split_quals(obj);
        if !q.has(Quals::CONST)
            || self.class_of_type(obj).is_none()
            || self.tu.types.is_dependent(obj)
        {
            return;
        }
        let nonconst_member = |p: &Self, f: crate::il::DeclId| match &p.tu.decls[f].kind {
            DeclKind::Function(fd) => {
                fd.storage != crate::il::decl::StorageClass::Static
                    && !matches!(
                        p.tu.decls[f].name,
                        crate::il::decl::DeclName::Constructor
                            | crate::il::decl::DeclName::Destructor
                    )
                    && p.tu
                        .types
                        .as_function(fd.ty)
                        .is_some_and(|t| !t.quals.has(Quals::CONST))
            }
            _ => false,
        };
        let funcs: Vec<_> = cands
            .iter()
            .filter_map(|&c| self.candidate_function(c))
            .collect();
        if funcs.is_empty()
            || !funcs.iter().all(|&f| nonconst_member(self, f))
            || !nonconst_member(self, chosen)
        {
            return;
        }
        let mut line = b"            object type is: ".to_vec();
        line.extend(self.text_of(obj));
        let args = vec![qualified_name(&self.tu, chosen)];
        let at = self.expr_start(object);
        self.push_with_lines(Msg::ObjectQualifiersIncompatible, at, args, vec![line]);
    }

    /// The first two launch configuration arguments convert to the runtime's `dim3`: an
    /// object of a class with no conversion functions, other than `dim3` and `uint3`
    /// (which `dim3` has constructors for), does not.
    pub(crate) fn check_launch_config(&mut self, config: &[ExprId]) {
        if self.scopes.in_template() {
            return;
        }
        let find = |p: &mut Self, name: &[u8]| {
            let sym = p.tu.symbols.intern(name);
            p.scopes
                .table_lookup(crate::il::TranslationUnit::ROOT, sym)
                .iter()
                .copied()
                .find(|&d| {
                    matches!(
                        p.tu.decls[d].kind,
                        DeclKind::Class(_) | DeclKind::Typedef(_)
                    )
                })
        };
        let Some(dim3) = find(&mut *self, b"dim3") else {
            return;
        };
        let Some(dim3_ty) = self.tu.decls[dim3].ty() else {
            return;
        };
        let accepted: Vec<Option<crate::il::DeclId>> = [Some(dim3), find(&mut *self, b"uint3")]
            .into_iter()
            .flatten()
            .map(|d| self.tu.decls[d].ty().and_then(|t| self.class_of_type(t)))
            .collect();
        for &e in config.iter().take(2) {
            let t = self.tu.types.non_reference(self.tu.exprs[e].ty);
            let Some(class) = self.class_of_type(t) else {
                continue;
            };
            if self.judgeable_class(class).is_none() {
                continue;
            }
            let first = self.tu.first_decl(class);
            if accepted
                .iter()
                .flatten()
                .any(|&a| self.tu.first_decl(a) == first || self.is_derived_from(class, a))
            {
                continue;
            }
            let converts = !self
                .class_members_named(class, |n| {
                    matches!(n, crate::il::decl::DeclName::Conversion(_))
                })
                .is_empty();
            if converts {
                continue;
            }
            let args = vec![self.text_of(t), self.text_of(dim3_ty)];
            let at = self.expr_start(e);
            self.report(Msg::NoUserConversion, Severity::Error, at, args);
        }
    }

    /// `C c = e;` with `e` a scalar and every constructor of `C` that takes one argument
    /// `explicit`: at `e`.
    pub(crate) fn check_copy_init_constructor(&mut self, var_ty: TypeId, e: ExprId) {
        let t = self.tu.types.unqualified(self.tu.types.canonical(var_ty));
        let Type::Class(class) = *self.tu.types.get(t) else {
            return;
        };
        if self.judgeable_class(class).is_none() || !self.judgeable_scalar(self.tu.exprs[e].ty) {
            return;
        }
        // Constructors are named after their class.
        let own = self.tu.decls[class].name;
        let ctors = self.class_members_named(class, |n| {
            n == crate::il::decl::DeclName::Constructor || n == own
        });
        let one_arg: Vec<_> = ctors
            .into_iter()
            .filter(|&c| {
                let (params, _) = self.function_params(c).unwrap_or_default();
                !params.is_empty() && self.required_params(c) <= 1
            })
            .collect();
        let explicit = |p: &Self, c: crate::il::DeclId| matches!(&p.tu.decls[c].kind, DeclKind::Function(fd) if fd.flags.has(crate::il::decl::FnFlags::EXPLICIT));
        if one_arg.is_empty() || !one_arg.iter().all(|&c| explicit(self, c)) {
            return;
        }
        let from = self.source_type(e);
        let args = vec![self.text_of(from), self.text_of(var_ty)];
        let at = self.expr_start(e);
        self.report(Msg::NoSuitableConstructor, Severity::Error, at, args);
    }
}

/// Overload and deleted-function checks.
impl Parser<'_, '_> {
    /// `f(int, float)`: a function's qualified name and parameter types, as messages
    /// name a function.
    fn function_signature(&self, f: crate::il::DeclId) -> Vec<u8> {
        let mut out = qualified_name(&self.tu, f);
        out.push(b'(');
        if let DeclKind::Function(fd) = &self.tu.decls[f].kind {
            if let Some(ft) = self.tu.types.as_function(fd.ty) {
                for (i, &p) in ft.params.iter().enumerate() {
                    if i > 0 {
                        out.extend_from_slice(b", ");
                    }
                    out.extend(self.text_of(p));
                }
                if ft.variadic {
                    out.extend_from_slice(if ft.params.is_empty() {
                        b"..."
                    } else {
                        b", ..."
                    });
                }
            }
        }
        out.push(b')');
        out
    }

    /// A call among plain functions whose parameters and arguments are all arithmetic,
    /// where no viable candidate is better than every other: the error, listing the
    /// candidates that tie. Returns whether it was reported.
    pub(crate) fn check_ambiguous_call(
        &mut self,
        cands: &[crate::il::DeclId],
        args: &[ExprId],
        at: Pos,
    ) -> bool {
        use crate::sema::conv::Rank;
        if self.scopes.in_template() || args.is_empty() {
            return false;
        }
        let funcs: Vec<_> = cands
            .iter()
            .filter_map(|&c| self.candidate_function(c))
            .collect();
        if funcs.len() != cands.len() {
            return false;
        }
        // Redeclarations of one function (same parameter types) are one candidate.
        let mut signatures = std::collections::HashSet::new();
        let funcs: Vec<_> = funcs
            .into_iter()
            .filter(|&f| {
                self.parameters_key(f)
                    .is_none_or(|key| signatures.insert(key))
            })
            .collect();
        if funcs.len() < 2 {
            return false;
        }
        let arithmetic = |p: &mut Self, t: TypeId| {
            !p.tu.types.is_reference(t) && p.is_arithmetic_or_enum(t) && !p.unjudgeable(t, t)
        };
        let mut viable: Vec<(crate::il::DeclId, Vec<Rank>)> = Vec::new();
        for &f in &funcs {
            let templated = self.tu.decls[f]
                .parent
                .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Template(_)));
            let Some((params, variadic)) = self.function_params(f) else {
                return false;
            };
            if templated
                || variadic
                || params.len() != args.len()
                || !params.iter().all(|&p| arithmetic(self, p))
            {
                return false;
            }
            let mut ranks = Vec::new();
            for (&a, &p) in args.iter().zip(&params) {
                let at_ = self.tu.exprs[a].ty;
                if !arithmetic(self, self.tu.types.non_reference(at_)) {
                    return false;
                }
                match self.conversion_rank(a, p) {
                    Some(r) => ranks.push(r),
                    None => break,
                }
            }
            if ranks.len() == args.len() {
                viable.push((f, ranks));
            }
        }
        let better = |a: &[Rank], b: &[Rank]| {
            a.iter().zip(b).all(|(x, y)| x <= y) && a.iter().zip(b).any(|(x, y)| x < y)
        };
        if viable.len() < 2 {
            return false;
        }
        // The best candidate, if there is one, survives a single pass (`better` is a strict
        // order): check the survivor against everyone.
        let mut champion = 0;
        for k in 1..viable.len() {
            if !better(&viable[champion].1, &viable[k].1) {
                champion = k;
            }
        }
        let (cf, cr) = &viable[champion];
        if viable.iter().all(|(g, s)| g == cf || better(cr, s)) {
            return false;
        }
        // The candidates no other viable one beats: compared through their distinct rank
        // lists (few, whatever the number of overloads).
        let mut distinct: Vec<&[Rank]> = Vec::new();
        let mut seen_ranks = std::collections::HashSet::new();
        for (_, r) in &viable {
            if seen_ranks.insert(r.as_slice()) {
                distinct.push(r);
            }
        }
        let unbeaten: std::collections::HashSet<&[Rank]> = distinct
            .iter()
            .filter(|r| !distinct.iter().any(|s| better(s, r)))
            .copied()
            .collect();
        let tied: Vec<_> = viable
            .iter()
            .filter(|(_, r)| unbeaten.contains(r.as_slice()))
            .map(|(f, _)| *f)
            .collect();
        let mut lines = Vec::new();
        for &f in &tied {
            let mut l = b"            function \"".to_vec();
            l.extend(self.function_signature(f));
            let line = self.pp.source_map().presumed(self.tu.decls[f].pos).line;
            l.extend_from_slice(format!("\" (declared at line {line})").as_bytes());
            lines.push(l);
        }
        let mut types = b"            argument types are: (".to_vec();
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                types.extend_from_slice(b", ");
            }
            let t = self.source_type(a);
            types.extend(self.text_of(t));
        }
        types.push(b')');
        lines.push(types);
        let name = qualified_name(&self.tu, tied[0]);
        self.push_with_lines(Msg::AmbiguousOverload, at, vec![name], lines);
        true
    }

    /// `C c = obj;` with `obj` an lvalue of class `C` whose copy constructor is deleted.
    pub(crate) fn check_deleted_copy(&mut self, var_ty: TypeId, e: ExprId) {
        let t = self.tu.types.unqualified(self.tu.types.canonical(var_ty));
        let Type::Class(class) = *self.tu.types.get(t) else {
            return;
        };
        if self.judgeable_class(class).is_none() || self.tu.exprs[e].cat != ValueCategory::LValue {
            return;
        }
        let from = self.tu.types.non_reference(self.tu.exprs[e].ty);
        let from = self.tu.types.unqualified(self.tu.types.canonical(from));
        if self.class_of_type(from).map(|c| self.tu.first_decl(c))
            != Some(self.tu.first_decl(class))
        {
            return;
        }
        let own = self.tu.decls[class].name;
        let ctors = self.class_members_named(class, |n| {
            n == crate::il::decl::DeclName::Constructor || n == own
        });
        let copy = ctors.into_iter().find(|&c| {
            let Some((params, _)) = self.function_params(c) else {
                return false;
            };
            let [p] = params[..] else { return false };
            let canon = self.tu.types.canonical(p);
            match self.tu.types.get(canon) {
                Type::LValueRef(r) => {
                    let r = self.tu.types.unqualified(*r);
                    self.class_of_type(r).map(|c| self.tu.first_decl(c))
                        == Some(self.tu.first_decl(class))
                }
                _ => false,
            }
        });
        let Some(copy) = copy else { return };
        let deleted = matches!(&self.tu.decls[copy].kind, DeclKind::Function(fd) if fd.flags.has(crate::il::decl::FnFlags::DELETED));
        if !deleted {
            return;
        }
        let line = self
            .pp
            .source_map()
            .presumed(self.tu.decls[copy].pos)
            .line
            .to_string()
            .into_bytes();
        let args = vec![self.function_signature(copy), line];
        let at = self.expr_start(e);
        self.report(Msg::DeletedFunction, Severity::Error, at, args);
    }
}

/// Binary operators on class objects that no operator function or built-in takes.
impl Parser<'_, '_> {
    /// The built-in candidates of a binary operator as the notes name them (only
    /// operators whose list was observed on the reference).
    fn builtin_candidates(op: crate::il::expr::OverloadedOp) -> Option<&'static [&'static str]> {
        use crate::il::expr::OverloadedOp as O;
        match op {
            O::Plus => Some(&[
                "operator+(<promoted arithmetic>, <promoted arithmetic>)",
                "operator+(<pointer to object>, <ptrdiff_t>)",
                "operator+(<ptrdiff_t>, <pointer to object>)",
            ]),
            _ => None,
        }
    }

    /// `a + b` with both operands objects of (judgeable) classes that have no conversion
    /// functions, and no operator function taking them: the error at the operator, the
    /// operand types, one note per candidate. Returns whether it was reported.
    pub(crate) fn check_no_operator(
        &mut self,
        op: crate::il::expr::OverloadedOp,
        lhs: ExprId,
        rhs: ExprId,
        at: Pos,
    ) -> bool {
        let Some(builtins) = Self::builtin_candidates(op) else {
            return false;
        };
        if self.scopes.in_template() {
            return false;
        }
        let mut classes = Vec::new();
        for e in [lhs, rhs] {
            let t = self.tu.types.non_reference(self.tu.exprs[e].ty);
            let Some(c) = self.class_of_type(t) else {
                return false;
            };
            let Some(def) = self.judgeable_class(c) else {
                return false;
            };
            if !self
                .class_members_named(def, |n| {
                    matches!(n, crate::il::decl::DeclName::Conversion(_))
                })
                .is_empty()
            {
                return false;
            }
            classes.push(def);
        }
        let (members, free) = self.operator_candidates(op, Some(classes[0]));
        if !members.is_empty() {
            return false;
        }
        // Non-member candidates: plain two-parameter functions only (their notes say which
        // argument fails first).
        let mut notes = Vec::new();
        for f in free {
            let Some((params, variadic)) = self.function_params(f) else {
                return false;
            };
            if variadic
                || params.len() != 2
                || !matches!(self.tu.decls[f].kind, DeclKind::Function(_))
            {
                return false;
            }
            let failing = [lhs, rhs]
                .iter()
                .zip(&params)
                .position(|(&a, &p)| self.conversion_rank(a, p).is_none());
            let Some(i) = failing else { return false };
            // Non-member operator functions: `operator+` (qualified names print nothing
            // for operator names).
            let name = format!("operator{}", op.spelling()).into_bytes();
            if self.tu.decls[f]
                .parent
                .is_some_and(|p| p != crate::il::TranslationUnit::ROOT)
            {
                return false;
            }
            let pos = self.tu.decls[f].pos;
            notes.push(self.note(
                Msg::ArgMismatchNote,
                pos,
                vec![name, (i + 1).to_string().into_bytes()],
            ));
        }
        for b in builtins {
            notes.push(self.note(
                Msg::BuiltinArgMismatchNote,
                at,
                vec![b.as_bytes().to_vec(), b"1".to_vec()],
            ));
        }
        let mut line = b"            operand types are: ".to_vec();
        let lt = self.source_type(lhs);
        line.extend(self.text_of(lt));
        line.push(b' ');
        line.extend_from_slice(op.spelling().as_bytes());
        line.push(b' ');
        let rt = self.source_type(rhs);
        line.extend(self.text_of(rt));
        self.push_with_lines(
            Msg::NoOperatorMatch,
            at,
            vec![op.spelling().as_bytes().to_vec()],
            vec![line],
        );
        if let Some(d) = self.diags.last_mut() {
            d.notes = notes;
        }
        true
    }

    /// The one candidate of a call when it is a function template.
    pub(crate) fn sole_function_template(
        &self,
        cands: &[crate::il::DeclId],
    ) -> Option<crate::il::DeclId> {
        match cands {
            [only] if matches!(&self.tu.decls[*only].kind, DeclKind::Template(t) if matches!(self.tu.decls[t.pattern].kind, DeclKind::Function(_))) => {
                Some(*only)
            }
            _ => None,
        }
    }

    /// A call of a function template with the wrong number of arguments: #304 at the
    /// callee, the argument types (when there are arguments: lvalues keep their
    /// qualifiers), and note #3322 at the template's name.
    pub(crate) fn report_no_template_instance(
        &mut self,
        template: crate::il::DeclId,
        at: Pos,
        args: &[ExprId],
    ) {
        let pattern = match &self.tu.decls[template].kind {
            DeclKind::Template(t) => t.pattern,
            _ => template,
        };
        let name = crate::sema::cuda_checks::body::qualified_name(&self.tu, pattern);
        let mut lines = Vec::new();
        if !args.is_empty() {
            let mut types = b"            argument types are: (".to_vec();
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    types.extend_from_slice(b", ");
                }
                let t = self.argument_type_as_written(a);
                let t = match self.tu.types.shape(t) {
                    Type::Array(..) | Type::Function(_) => self.value_type(t),
                    _ => t,
                };
                types.extend(self.text_of(t));
            }
            types.push(b')');
            lines.push(types);
        }
        self.push_with_lines(Msg::NoTemplateInstance, at, vec![name.clone()], lines);
        let note = self.note(
            Msg::TemplateParamCountNote,
            self.tu.decls[pattern].pos,
            vec![name],
        );
        if let Some(d) = self.diags.last_mut() {
            d.notes.push(note);
        }
    }

    /// An argument's type for "argument types are": a named variable's declared type
    /// (a parameter keeps `__restrict__`; `constexpr` is `const`), else the expression's.
    fn argument_type_as_written(&mut self, a: ExprId) -> TypeId {
        let ty = self.tu.types.non_reference(self.tu.exprs[a].ty);
        let ExprKind::DeclRef { decl, .. } = self.tu.exprs[a].kind else {
            return ty;
        };
        let DeclKind::Var(v) = &self.tu.decls[decl].kind else {
            return ty;
        };
        let (declared, constexpr) = (self.tu.types.non_reference(v.ty), v.constexpr);
        if constexpr {
            self.tu.types.qualified(declared, crate::il::Quals::CONST)
        } else {
            declared
        }
    }

    fn note(&self, msg: Msg, pos: Pos, args: Vec<Vec<u8>>) -> crate::parse::ParseDiagnostic {
        crate::parse::ParseDiagnostic {
            msg,
            severity: Severity::Remark,
            pos,
            args,
            token_index: self.i as u32,
            at_end: false,
            extra_lines: Vec::new(),
            context_lines: Vec::new(),
            notes: Vec::new(),
        }
    }
}

impl Parser<'_, '_> {
    /// After "expression must have a constant value" for a variable's name: the note
    /// naming the variable and where it was declared.
    pub(crate) fn note_nonconstant_variable(&mut self, e: ExprId, at: Pos) {
        let mut e = e;
        while let ExprKind::ImplicitCast { operand, .. } = self.tu.exprs[e].kind {
            e = operand;
        }
        let ExprKind::DeclRef { decl, .. } = self.tu.exprs[e].kind else {
            return;
        };
        if !matches!(&self.tu.decls[decl].kind, DeclKind::Var(v) if !v.constexpr) {
            return;
        }
        let line = self
            .pp
            .source_map()
            .presumed(self.tu.decls[decl].pos)
            .line
            .to_string()
            .into_bytes();
        let note = self.note(
            Msg::VariableNotConstantNote,
            at,
            vec![self.tu.name_bytes(decl).to_vec(), line],
        );
        if let Some(d) = self.diags.last_mut() {
            d.notes.push(note);
        }
    }
}
