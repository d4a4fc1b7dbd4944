//! Braced initializer lists against the type they initialize (E-CONST): each element is
//! implicitly converted to the field / array element / scalar it initializes, so the IL
//! has the [`ExprKind::ImplicitCast`] nodes the printer prints by rule (a converted
//! constant is wrapped). Aggregate classes (class template specializations included,
//! their field types with the template arguments substituted), arrays, nested lists and
//! brace elision are walked; anything else is left as written.

use crate::il::decl::ClassKey;
use crate::il::expr::{ConstValue, ValueCategory};
use crate::il::types::{TemplateArg, Type};
use crate::il::{DeclId, DeclKind, ExprId, ExprKind, Item, TypeId};
use crate::parse::Parser;

/// Nested lists deeper than this are left unconverted (real aggregates are shallow; the
/// walk must not exhaust the stack on pathological nesting).
const MAX_NESTING: u32 = 256;

/// Template parameters and the types substituted for them.
type ParamMap = Vec<(DeclId, TypeId)>;

/// What one initializable slot of an aggregate is.
enum Slot {
    /// A scalar (arithmetic, enum, pointer...): an element converts to it.
    Scalar(TypeId),
    /// An array of `elem`, `bound` elements when known.
    Array { elem: TypeId, bound: Option<u64> },
    /// An aggregate class: its element types in order (bases, then fields).
    Aggregate { elems: Vec<TypeId>, union: bool },
    /// A class with constructors, a reference, a dependent type...: left alone.
    Opaque,
}

impl Parser<'_, '_> {
    /// Converts the elements of braced list `list` to the types they initialize in a
    /// `target` (a variable's type, or the type of `T{...}`).
    /// Inside a template definition lists stay as written (EDG converts them when it
    /// instantiates).
    pub fn convert_braced_list(&mut self, list: ExprId, target: TypeId) {
        if self.in_dependent_context() {
            // `int a{};` value-initializes a known scalar even in a template.
            if let Slot::Scalar(t) = self.slot_of(target) {
                self.value_initialize_empty_list(list, t);
            }
            return;
        }
        self.convert_list_at(list, target, 0);
    }

    /// A default argument's braced list takes the parameter's type; an empty one for a
    /// scalar parameter is value-initialization (its elements are converted at each call).
    pub fn type_default_argument_list(&mut self, list: ExprId, param: TypeId) {
        if !matches!(self.tu.exprs[list].kind, ExprKind::InitList { .. }) {
            return;
        }
        self.tu.exprs[list].ty = param;
        if let Slot::Scalar(t) = self.slot_of(param) {
            self.value_initialize_empty_list(list, t);
        }
    }

    /// `{}` initializing a scalar is value-initialization ([dcl.init.list]): the list
    /// gets the zero of the scalar's type as its element (printed `{0L}`, `= (0.0F)`).
    fn value_initialize_empty_list(&mut self, list: ExprId, t: TypeId) {
        let ExprKind::InitList {
            elems,
            designators: None,
        } = &self.tu.exprs[list].kind
        else {
            return;
        };
        if !elems.is_empty() {
            return;
        }
        let types = &self.tu.types;
        let zero = if types.is_floating(t) {
            ConstValue::Float(0.0)
        } else if types.is_integral(t) || matches!(types.shape(t), Type::Enum(_)) {
            ConstValue::Int(0)
        } else {
            ConstValue::NullPtr
        };
        let pos = self.tu.exprs[list].pos;
        let v = self
            .tu
            .add_expr(ExprKind::ValueInit, t, ValueCategory::PrValue, pos);
        self.tu.exprs[v].value = Some(zero).into();
        if let ExprKind::InitList { elems, .. } = &mut self.tu.exprs[list].kind {
            *elems = vec![v].into();
        }
    }

    fn convert_list_at(&mut self, list: ExprId, target: TypeId, depth: u32) {
        if depth > MAX_NESTING {
            return;
        }
        let ExprKind::InitList { elems, designators } = &self.tu.exprs[list].kind else {
            return;
        };
        if designators.is_some() {
            return;
        }
        let mut elems = elems.to_vec();
        let mut cursor = 0;
        match self.slot_of(target) {
            Slot::Scalar(t) if elems.is_empty() => {
                self.value_initialize_empty_list(list, t);
                return;
            }
            Slot::Scalar(t) => {
                if let [only] = elems[..] {
                    if !self.is_list(only) {
                        elems[0] = self.convert_element(only, t);
                    }
                }
                self.check_scalar_list_length(list);
            }
            Slot::Opaque => return,
            slot => {
                if self.fill(&slot, &mut elems, &mut cursor, depth) && cursor < elems.len() {
                    self.report_too_many_initializers(elems[cursor]);
                }
            }
        }
        if let ExprKind::InitList { elems: e, .. } = &mut self.tu.exprs[list].kind {
            *e = elems.into();
        }
    }

    /// A scalar initialized from a braced list takes one element: EDG's #146 at the
    /// second (`int x = {1, 2};`, `y = {1, 2};`).
    pub fn check_scalar_list_length(&mut self, list: ExprId) {
        if let ExprKind::InitList {
            elems,
            designators: None,
        } = &self.tu.exprs[list].kind
        {
            if let Some(&second) = elems.get(1) {
                self.report_too_many_initializers(second);
            }
        }
    }

    fn report_too_many_initializers(&mut self, at: ExprId) {
        let p = self.expr_start(at);
        self.report(
            crate::parse::Msg::TooManyInitializers,
            crate::parse::Severity::Error,
            p,
            Vec::new(),
        );
    }

    /// Fills an array or aggregate from `elems[cursor..]` (consuming as many elements as
    /// it has slots: brace elision). `false`: the walk stopped on something it cannot
    /// judge.
    fn fill(&mut self, slot: &Slot, elems: &mut [ExprId], cursor: &mut usize, depth: u32) -> bool {
        match slot {
            Slot::Array { elem, bound } => {
                let mut n = 0u64;
                while *cursor < elems.len() && bound.is_none_or(|b| n < b) {
                    if !self.fill_one(*elem, elems, cursor, depth) {
                        return false;
                    }
                    n += 1;
                }
            }
            Slot::Aggregate { elems: tys, union } => {
                let tys = if *union {
                    &tys[..tys.len().min(1)]
                } else {
                    &tys[..]
                };
                for &t in tys {
                    if *cursor >= elems.len() {
                        break;
                    }
                    if !self.fill_one(t, elems, cursor, depth) {
                        return false;
                    }
                }
            }
            Slot::Scalar(_) | Slot::Opaque => {}
        }
        true
    }

    /// Initializes one slot of type `t` from `elems[cursor]` (a nested list, an element
    /// of the slot's type, or, by brace elision, the slot's own elements). `false`: the
    /// walk cannot go on reliably.
    fn fill_one(
        &mut self,
        t: TypeId,
        elems: &mut [ExprId],
        cursor: &mut usize,
        depth: u32,
    ) -> bool {
        let e = elems[*cursor];
        if self.is_list(e) {
            self.convert_list_at(e, t, depth + 1);
            *cursor += 1;
            return true;
        }
        match self.slot_of(t) {
            Slot::Scalar(s) => {
                elems[*cursor] = self.convert_element(e, s);
                *cursor += 1;
                true
            }
            Slot::Opaque => {
                *cursor += 1;
                true
            }
            slot => {
                let et = self.tu.exprs[e].ty;
                if self.unjudgeable(et, et) {
                    return false;
                }
                let whole = match &slot {
                    // `char s[4]` from a string literal.
                    Slot::Array { .. } => {
                        matches!(self.tu.exprs[e].kind, ExprKind::StringLit { .. })
                    }
                    _ => self.same_class(et, t),
                };
                if whole {
                    *cursor += 1;
                    return true;
                }
                if depth > MAX_NESTING {
                    return false;
                }
                self.fill(&slot, elems, cursor, depth + 1)
            }
        }
    }

    /// Inside a template definition or a generic lambda (whose call operator is a
    /// template: its `auto` parameters are dependent).
    pub fn in_dependent_context(&self) -> bool {
        self.scopes.in_template()
            || self.scopes.significant().any(|s| match s.kind {
                crate::sema::scope::ScopeKind::Function(f) => match &self.tu.decls[f].kind {
                    DeclKind::Function(fd) => fd.params.iter().any(|&p| {
                        self.tu.decls[p]
                            .ty()
                            .is_some_and(|t| self.tu.types.is_dependent(t))
                    }),
                    _ => false,
                },
                _ => false,
            })
    }

    fn is_list(&self, e: ExprId) -> bool {
        matches!(self.tu.exprs[e].kind, ExprKind::InitList { .. })
    }

    fn same_class(&self, a: TypeId, b: TypeId) -> bool {
        let a = self.tu.types.non_reference(a);
        match (self.class_of_type(a), self.class_of_type(b)) {
            (Some(x), Some(y)) => {
                self.tu.first_decl(x) == self.tu.first_decl(y) || self.is_derived_from(x, y)
            }
            _ => false,
        }
    }

    /// An element converted to a scalar slot, without the constant-narrowing warnings of
    /// `=` initialization (a braced narrowing is judged elsewhere).
    fn convert_element(&mut self, e: ExprId, to: TypeId) -> ExprId {
        let from = self.tu.exprs[e].ty;
        if self.unjudgeable(from, to) || self.tu.types.is_reference(to) {
            return e;
        }
        self.try_convert_quiet(e, to).unwrap_or(e)
    }

    fn slot_of(&mut self, t: TypeId) -> Slot {
        let t = self.tu.types.non_reference(t);
        if self.tu.types.is_reference(t) {
            return Slot::Opaque;
        }
        if let Some((class, map)) = self.concrete_class(t) {
            return self.aggregate_slot(class, &map);
        }
        if self.tu.types.is_dependent(t) || matches!(self.tu.types.shape(t), Type::Error) {
            return Slot::Opaque;
        }
        match self.tu.types.shape(t).clone() {
            Type::Array(elem, bound) => {
                let bound = match bound {
                    crate::il::types::ArrayBound::Known(n)
                    | crate::il::types::ArrayBound::Written(n, _) => Some(n),
                    _ => None,
                };
                Slot::Array { elem, bound }
            }
            _ if self.tu.types.is_scalar(t) => Slot::Scalar(t),
            _ => Slot::Opaque,
        }
    }

    /// The class a type names with the template parameters its fields use: a plain class
    /// (no parameters), or a class template specialization whose arguments are all known
    /// types.
    fn concrete_class(&self, t: TypeId) -> Option<(DeclId, ParamMap)> {
        let u = self.tu.types.unqualified(t);
        let u = self.strip_typedefs(u);
        match self.tu.types.get(u).clone() {
            Type::Class(d) => Some((d, Vec::new())),
            Type::TemplateId {
                template,
                args,
                resolved,
            } => {
                if let Some(r) = resolved {
                    return self.concrete_class(r);
                }
                let DeclKind::Template(td) = &self.tu.decls[template].kind else {
                    return None;
                };
                let params = &td.param_lists.last()?.params;
                if params.len() != args.len() {
                    return None;
                }
                let mut map = Vec::new();
                for (&p, a) in params.iter().zip(args.iter()) {
                    match a {
                        TemplateArg::Type(at) if !self.tu.types.is_dependent(*at) => {
                            map.push((p, *at))
                        }
                        TemplateArg::Integral(..) => {}
                        _ => return None,
                    }
                }
                Some((td.pattern, map))
            }
            _ => None,
        }
    }

    fn strip_typedefs(&self, mut t: TypeId) -> TypeId {
        for _ in 0..64 {
            match self.tu.types.get(t) {
                Type::Typedef { aliased, .. } => t = self.tu.types.unqualified(*aliased),
                _ => break,
            }
        }
        t
    }

    /// An aggregate class's element types (bases, then non-static data members), or
    /// `Opaque` when the class is not a (known) aggregate.
    fn aggregate_slot(&mut self, class: DeclId, map: &ParamMap) -> Slot {
        let def = self.class_definition(self.tu.first_decl(class));
        let DeclKind::Class(cd) = &self.tu.decls[def].kind else {
            return Slot::Opaque;
        };
        if !cd.complete || cd.is_lambda {
            return Slot::Opaque;
        }
        let union = cd.key == ClassKey::Union;
        let bases: Vec<TypeId> = cd.bases.iter().map(|b| b.ty).collect();
        let mut members = Vec::new();
        for m in &cd.members {
            match m {
                Item::Decl(d) => members.push(*d),
                Item::Group(g) => members.extend(g.decls.iter().copied()),
                _ => {}
            }
        }
        if members.iter().any(|&m| self.tu.is_constructor(m)) {
            return Slot::Opaque;
        }
        let mut elems = Vec::new();
        for b in bases {
            match self.substituted(b, map) {
                Some(t) => elems.push(t),
                None => return Slot::Opaque,
            }
        }
        for d in members {
            let decl = &self.tu.decls[d];
            match &decl.kind {
                DeclKind::Var(v) if v.field => {
                    let anonymous = decl.name == crate::il::DeclName::Anonymous;
                    if anonymous && v.bit_width.is_some() {
                        continue; // an unnamed bit-field is no element
                    }
                    let ty = v.ty;
                    match self.substituted(ty, map) {
                        Some(t) => elems.push(t),
                        None => return Slot::Opaque,
                    }
                }
                DeclKind::Function(f) if f.flags.has(crate::il::decl::FnFlags::VIRTUAL) => {
                    return Slot::Opaque
                }
                _ => {}
            }
        }
        Slot::Aggregate { elems, union }
    }

    /// `t` with the template parameters of `map` replaced (`None`: still dependent).
    fn substituted(&mut self, t: TypeId, map: &ParamMap) -> Option<TypeId> {
        if !self.tu.types.is_dependent(t) {
            return Some(t);
        }
        let s = self.subst_params(t, map, 0)?;
        (!self.tu.types.is_dependent(s)).then_some(s)
    }

    /// A base named by a template-id of the class's parameters (`nt<V> : nti<V>`): the
    /// template-id with the arguments substituted (`nti<long>`).
    fn substituted_template_id(&mut self, t: TypeId, map: &ParamMap) -> Option<TypeId> {
        if !matches!(self.tu.types.get(t), Type::TemplateId { .. }) {
            return None;
        }
        let params: Vec<DeclId> = map.iter().map(|(p, _)| *p).collect();
        let args: Vec<TemplateArg> = map.iter().map(|(_, a)| TemplateArg::Type(*a)).collect();
        let subst = crate::sema::instantiate::Subst {
            params: &params,
            args: &args,
        };
        subst.ty(&mut self.tu, t, 0)
    }

    fn subst_params(&mut self, t: TypeId, map: &ParamMap, depth: u32) -> Option<TypeId> {
        if depth > 64 || !self.tu.types.is_dependent(t) {
            return Some(t);
        }
        match self.tu.types.get(t).clone() {
            Type::TemplateParam(d) => map.iter().find(|(p, _)| *p == d).map(|(_, a)| *a),
            Type::Qualified(i, q) => {
                let i = self.subst_params(i, map, depth + 1)?;
                Some(self.tu.types.qualified(i, q))
            }
            Type::Pointer(i) => {
                let i = self.subst_params(i, map, depth + 1)?;
                Some(self.tu.types.pointer(i))
            }
            Type::Array(i, b @ crate::il::types::ArrayBound::Known(_)) => {
                let i = self.subst_params(i, map, depth + 1)?;
                Some(self.tu.types.intern(Type::Array(i, b)))
            }
            _ => None,
        }
    }
}

impl Parser<'_, '_> {
    /// `S<int>{1, 2}` of an aggregate class template specialization (no instance is made,
    /// so the type looks dependent): the temporary `T{...}` with its elements converted to
    /// the substituted field types. `None`: not such an aggregate.
    pub fn aggregate_temporary(
        &mut self,
        ty: TypeId,
        list: ExprId,
        pos: crate::source::Pos,
    ) -> Option<ExprId> {
        if !self.tu.types.is_dependent(ty) {
            return None; // plain classes take the constructor path
        }
        let u = self.strip_typedefs(self.tu.types.unqualified(ty));
        if !matches!(self.tu.types.get(u), Type::TemplateId { .. }) {
            return None;
        }
        let (class, map) = self.concrete_class(ty)?;
        if matches!(self.aggregate_slot(class, &map), Slot::Opaque) {
            return None;
        }
        self.convert_braced_list(list, ty);
        self.tu.exprs[list].ty = ty;
        let cast = ExprKind::Cast {
            kind: crate::il::ConvKind::NoOp,
            form: crate::il::expr::CastForm::FunctionalBrace,
            written_ty: ty,
            operand: list,
        };
        Some(
            self.tu
                .add_expr(cast, ty, crate::il::ValueCategory::PrValue, pos),
        )
    }
}

impl Parser<'_, '_> {
    /// The type of a field named through an object of type `obj`: for a class template
    /// specialization with known arguments (no instance is made), the field's type with
    /// the arguments substituted; otherwise `t` as declared.
    pub fn field_type_in(&mut self, obj: TypeId, member: DeclId, t: TypeId) -> TypeId {
        if !self.tu.types.is_dependent(t) {
            return t;
        }
        // The member's class among the object's class and its bases (`Q : P<Q>`: `on`
        // of `P<D>` returns `D` = `Q`), each base with the arguments of the class naming it.
        if let Some(owner) = self.tu.decls[member].parent.map(|o| self.tu.first_decl(o)) {
            let mut work = std::collections::VecDeque::from([obj]);
            let mut steps = 0;
            while let Some(ty) = work.pop_front() {
                steps += 1;
                if steps > 256 {
                    break;
                }
                let Some((class, map)) = self.concrete_class(ty) else {
                    continue;
                };
                if self.tu.first_decl(class) == owner {
                    return if map.is_empty() {
                        t
                    } else {
                        self.substituted(t, &map).unwrap_or(t)
                    };
                }
                let def = self.class_definition(class);
                if let DeclKind::Class(cd) = &self.tu.decls[def].kind {
                    let bases: Vec<TypeId> = cd.bases.iter().map(|b| b.ty).collect();
                    for b in bases {
                        let b = if map.is_empty() {
                            b
                        } else {
                            self.substituted(b, &map)
                                .or_else(|| self.substituted_template_id(b, &map))
                                .unwrap_or(b)
                        };
                        work.push_back(b);
                    }
                }
            }
        }
        match self.concrete_class(obj) {
            Some((_, map)) if !map.is_empty() => self.substituted(t, &map).unwrap_or(t),
            _ => t,
        }
    }
}
