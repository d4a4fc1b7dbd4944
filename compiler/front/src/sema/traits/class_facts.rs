//! What a class declares and what that implies for the traits: its data members and bases,
//! virtual functions, and the six special members — declared by the user (provided, or
//! defaulted/deleted on the first declaration), implicitly declared, or absent — with the
//! standard's rules for their triviality and `noexcept` ([class.default.ctor],
//! [class.copy.ctor], [class.copy.assign], [class.dtor]).

use crate::il::decl::{Access, ClassKey, DeclName, FnFlags, Item};
use crate::il::expr::OverloadedOp;
use crate::il::types::{ExceptionSpec, Quals, Type};
use crate::il::{DeclId, DeclKind, TypeId};

use super::Context;

/// Recursion through bases and members stops here (class graphs are finite; this guards
/// malformed input).
const MAX_DEPTH: u32 = 64;

/// The six special members.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialKind {
    DefaultCtor,
    CopyCtor,
    MoveCtor,
    CopyAssign,
    MoveAssign,
    Dtor,
}

/// One special member of a class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Special {
    /// Declared, by the user or implicitly.
    pub exists: bool,
    /// The user's declaration.
    pub decl: Option<DeclId>,
    /// Declared by the user and neither defaulted nor deleted there.
    pub user_provided: bool,
    /// `= delete` (explicitly).
    pub deleted: bool,
    /// The `noexcept` the user wrote (`None`: none written, the implicit rule decides).
    pub written_noexcept: Option<bool>,
    pub constexpr: bool,
    pub virtual_: bool,
}

/// A non-static data member.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    pub ty: TypeId,
    pub access: Access,
    pub bit_field: bool,
    /// An unnamed bit-field (`int : 0;`).
    pub unnamed: bool,
    /// A default member initializer is written.
    pub has_init: bool,
}

/// A base-specifier.
#[derive(Clone, Copy, Debug)]
pub struct Base {
    pub ty: TypeId,
    pub access: Access,
    pub is_virtual: bool,
}

/// The facts of one complete class definition.
#[derive(Clone, Debug)]
pub struct ClassFacts {
    pub def: DeclId,
    pub is_union: bool,
    pub is_final: bool,
    pub is_lambda: bool,
    pub bases: Vec<Base>,
    pub fields: Vec<Field>,
    /// Declares a virtual function (its own, written `virtual`).
    pub declares_virtual: bool,
    /// Its own pure virtual functions (name and canonical function type).
    pub pure: Vec<(DeclName, TypeId)>,
    /// Its own non-static member functions other than special members (name, canonical
    /// type), for overriding.
    pub functions: Vec<(DeclName, TypeId)>,
    /// Some user-declared constructor (any: templates and inherited ones included).
    pub user_ctor: bool,
    /// A constructor template is declared.
    pub ctor_template: bool,
    /// Constructors are inherited (`using B::B;`).
    pub inherited_ctors: bool,
    /// A user-declared constructor is `explicit`.
    pub explicit_ctor: bool,
    /// A user-declared constexpr constructor that is no copy or move constructor.
    pub constexpr_ctor: bool,
    /// A user-provided constructor (a constructor template counts).
    pub user_provided_ctor: bool,
    /// A const or reference data member: the implicit assignments are deleted (the
    /// reference's `__has_trivial_assign` is false then, unlike for other deletions).
    pub member_blocks_assign: bool,
    /// Its user-declared constructors that are no copy or move constructor.
    pub other_ctors: Vec<DeclId>,
    /// Its user-declared copy or move assignment operators and other `operator=`s.
    pub assign_ops: Vec<DeclId>,
    pub specials: [Special; 6],
}

impl ClassFacts {
    pub fn special(&self, k: SpecialKind) -> Special {
        self.specials[k as usize]
    }
}

/// What a type is, for the class traits.
#[derive(Clone, Debug)]
pub enum Shape {
    /// A complete class or union.
    Class(Box<ClassFacts>),
    /// A class declared but not defined.
    Incomplete,
    /// Not a class type.
    NotClass,
    /// A class template specialization that has no instance (its members are not known),
    /// or an erroneous type.
    Unknown,
}

/// The class a type names (cv-qualifiers and sugar ignored; not through arrays).
pub fn shape(cx: &Context, t: TypeId) -> Shape {
    let types = &cx.tu.types;
    match types.shape(t) {
        Type::Class(d) => match (cx.definition)(*d) {
            Some(def) => Shape::Class(Box::new(facts(cx, def))),
            None => Shape::Incomplete,
        },
        Type::TemplateId { .. } | Type::Error => Shape::Unknown,
        _ => Shape::NotClass,
    }
}

/// The class key of a class type, also for specializations without an instance (a
/// template's pattern gives it).
pub fn class_key(cx: &Context, t: TypeId) -> Option<ClassKey> {
    let tu = cx.tu;
    let d = match tu.types.shape(t) {
        Type::Class(d) => *d,
        Type::TemplateId { template, .. } => match &tu.decls[*template].kind {
            DeclKind::Template(td) => td.pattern,
            _ => return None,
        },
        _ => return None,
    };
    match &tu.decls.get(d)?.kind {
        DeclKind::Class(c) => Some(c.key),
        _ => None,
    }
}

/// `t` with its array dimensions removed (canonical).
pub fn strip_arrays(cx: &Context, t: TypeId) -> TypeId {
    let types = &cx.tu.types;
    let mut t = types.canonical(t);
    for _ in 0..1000 {
        match types.shape(t) {
            Type::Array(e, _) => t = types.canonical(*e),
            _ => break,
        }
    }
    t
}

/// The facts of a class definition.
pub fn facts(cx: &Context, def: DeclId) -> ClassFacts {
    let tu = cx.tu;
    let DeclKind::Class(cd) = &tu.decls[def].kind else {
        unreachable!("facts of a class definition");
    };
    let self_class = tu.types.canonical(cd.self_ty);
    let mut f = ClassFacts {
        def,
        is_union: cd.key == ClassKey::Union,
        is_final: cd.is_final,
        is_lambda: cd.is_lambda,
        bases: cd
            .bases
            .iter()
            .map(|b| Base {
                ty: b.ty,
                access: b.access,
                is_virtual: b.is_virtual,
            })
            .collect(),
        fields: Vec::new(),
        declares_virtual: false,
        pure: Vec::new(),
        functions: Vec::new(),
        user_ctor: false,
        ctor_template: false,
        inherited_ctors: false,
        explicit_ctor: false,
        constexpr_ctor: false,
        user_provided_ctor: false,
        member_blocks_assign: false,
        other_ctors: Vec::new(),
        assign_ops: Vec::new(),
        specials: [Special::default(); 6],
    };
    let mut ids = Vec::new();
    for m in &cd.members {
        match m {
            Item::Decl(d) => ids.push(*d),
            Item::Group(g) => ids.extend(g.decls.iter().copied()),
            _ => {}
        }
    }
    for d in ids {
        let decl = &tu.decls[d];
        match &decl.kind {
            DeclKind::Var(v) if v.field => f.fields.push(Field {
                ty: v.ty,
                access: decl.access,
                bit_field: v.bit_width.is_some(),
                unnamed: decl.name == DeclName::Anonymous,
                has_init: v.init.is_some(),
            }),
            DeclKind::Function(_) => member_function(cx, &mut f, d, self_class),
            DeclKind::Template(t) => {
                if tu.is_constructor(d) {
                    f.user_ctor = true;
                    f.user_provided_ctor = true;
                    f.ctor_template = true;
                } else if let DeclKind::Function(fd) = &tu.decls[t.pattern].kind {
                    f.declares_virtual |= fd.flags.has(FnFlags::VIRTUAL);
                }
            }
            DeclKind::Using(u) if u.targets.iter().any(|&t| tu.is_constructor(t)) => {
                f.inherited_ctors = true;
            }
            _ => {}
        }
    }
    f.member_blocks_assign = f.fields.iter().any(|fl| {
        let t = strip_arrays(cx, fl.ty);
        tu.types.is_reference(t) || tu.types.split_quals(t).1.has(Quals::CONST)
    });
    implicit_specials(&mut f);
    f
}

/// Records one member function.
fn member_function(cx: &Context, f: &mut ClassFacts, d: DeclId, self_class: TypeId) {
    let tu = cx.tu;
    let decl = &tu.decls[d];
    let DeclKind::Function(fd) = &decl.kind else {
        return;
    };
    if fd.flags.has(FnFlags::FRIEND) {
        return;
    }
    let Some(ft) = tu.types.as_function(fd.ty) else {
        return;
    };
    let virtual_ = fd.flags.has(FnFlags::VIRTUAL);
    f.declares_virtual |= virtual_;
    let canonical = tu.types.canonical(fd.ty);
    if fd.flags.has(FnFlags::PURE) {
        f.pure.push((decl.name, canonical));
    }
    let written_noexcept = match ft.exception {
        ExceptionSpec::Noexcept | ExceptionSpec::ThrowEmpty => Some(true),
        ExceptionSpec::NoexceptExpr(_, v) => v,
        ExceptionSpec::Throw(_) => Some(false),
        ExceptionSpec::None => None,
    };
    let special = Special {
        exists: true,
        decl: Some(d),
        user_provided: !fd.flags.has(FnFlags::DEFAULTED) && !fd.flags.has(FnFlags::DELETED),
        deleted: fd.flags.has(FnFlags::DELETED),
        written_noexcept,
        constexpr: fd.flags.has(FnFlags::CONSTEXPR),
        virtual_,
    };
    let required = fd
        .params
        .iter()
        .filter(|&&p| !matches!(&tu.decls[p].kind, DeclKind::Param(pd) if pd.default.is_some()))
        .count();
    // The kind of reference the first parameter is to this class, if it is one.
    let first_ref = ft.params.first().and_then(|&p| {
        let c = tu.types.canonical(p);
        let (inner, rvalue) = match tu.types.get(c) {
            Type::LValueRef(i) => (*i, false),
            Type::RValueRef(i) => (*i, true),
            _ => return None,
        };
        (tu.types.unqualified(inner) == self_class).then_some(rvalue)
    });
    let by_value_self = ft
        .params
        .first()
        .is_some_and(|&p| tu.types.unqualified(p) == self_class);
    if tu.is_constructor(d) {
        f.user_ctor = true;
        f.user_provided_ctor |= special.user_provided;
        f.explicit_ctor |= fd.flags.has(FnFlags::EXPLICIT);
        let kind = match first_ref {
            Some(false) if required <= 1 => Some(SpecialKind::CopyCtor),
            Some(true) if required <= 1 => Some(SpecialKind::MoveCtor),
            _ => None,
        };
        if required == 0 && (ft.params.is_empty() || kind.is_none()) {
            f.specials[SpecialKind::DefaultCtor as usize] = special;
        }
        match kind {
            Some(k) => f.specials[k as usize] = special,
            None => {
                f.constexpr_ctor |= special.constexpr;
                f.other_ctors.push(d);
            }
        }
        return;
    }
    match decl.name {
        DeclName::Destructor => f.specials[SpecialKind::Dtor as usize] = special,
        DeclName::Operator(OverloadedOp::Assign) => {
            f.assign_ops.push(d);
            if ft.params.len() == 1 {
                match first_ref {
                    Some(false) => f.specials[SpecialKind::CopyAssign as usize] = special,
                    Some(true) => f.specials[SpecialKind::MoveAssign as usize] = special,
                    None if by_value_self => f.specials[SpecialKind::CopyAssign as usize] = special,
                    None => {}
                }
            }
        }
        name => {
            if fd.storage != crate::il::decl::StorageClass::Static {
                f.functions.push((name, canonical));
            }
        }
    }
}

/// The special members the class declares implicitly ([class.default.ctor],
/// [class.copy.ctor]/8, [class.copy.assign]/4, [class.dtor]).
fn implicit_specials(f: &mut ClassFacts) {
    use SpecialKind::*;
    let implicit = Special {
        exists: true,
        ..Special::default()
    };
    let declared = |f: &ClassFacts, k: SpecialKind| f.specials[k as usize].decl.is_some();
    let user_copy_ctor = declared(f, CopyCtor);
    let user_copy_assign = declared(f, CopyAssign);
    let user_move_ctor = declared(f, MoveCtor);
    let user_move_assign = declared(f, MoveAssign);
    let user_dtor = declared(f, Dtor);
    if !f.user_ctor && !f.inherited_ctors {
        f.specials[DefaultCtor as usize] = implicit;
    }
    if !user_copy_ctor {
        // Deleted when a move operation is declared (the reference's traits still take it
        // as not user-provided: it stays trivial).
        f.specials[CopyCtor as usize] = Special {
            deleted: user_move_ctor || user_move_assign,
            ..implicit
        };
    }
    if !user_copy_assign {
        f.specials[CopyAssign as usize] = Special {
            deleted: user_move_ctor || user_move_assign,
            ..implicit
        };
    }
    let no_user_copy_or_dtor = !user_copy_ctor && !user_copy_assign && !user_dtor;
    if !user_move_ctor && no_user_copy_or_dtor && !user_move_assign {
        f.specials[MoveCtor as usize] = implicit;
    }
    if !user_move_assign && no_user_copy_or_dtor && !user_move_ctor {
        f.specials[MoveAssign as usize] = implicit;
    }
    if !user_dtor {
        f.specials[Dtor as usize] = implicit;
    }
}

/// Recursive properties of classes, each answered over bases and members.
pub struct Facts<'a, 'c> {
    pub cx: &'a Context<'c>,
}

impl Facts<'_, '_> {
    /// The classes of a class's bases (complete ones; `None` when one is not known).
    pub fn base_facts(&self, f: &ClassFacts) -> Option<Vec<(Base, ClassFacts)>> {
        let mut out = Vec::new();
        for b in &f.bases {
            match shape(self.cx, b.ty) {
                Shape::Class(bf) => out.push((*b, *bf)),
                _ => return None,
            }
        }
        Some(out)
    }

    /// Declares or inherits a virtual function.
    pub fn polymorphic(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if f.declares_virtual {
            return Some(true);
        }
        if depth > MAX_DEPTH {
            return None;
        }
        for (_, bf) in self.base_facts(f)? {
            if self.polymorphic(&bf, depth + 1)? {
                return Some(true);
            }
        }
        // A function overriding a base's virtual one is virtual too, but then the base is
        // polymorphic already.
        Some(false)
    }

    /// Has a virtual base, directly or through its bases.
    pub fn virtual_base(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if f.bases.iter().any(|b| b.is_virtual) {
            return Some(true);
        }
        if depth > MAX_DEPTH {
            return None;
        }
        for (_, bf) in self.base_facts(f)? {
            if self.virtual_base(&bf, depth + 1)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// The pure virtual functions not overridden (final overriders that are pure).
    pub fn pure_virtuals(&self, f: &ClassFacts, depth: u32) -> Option<Vec<(DeclName, TypeId)>> {
        if depth > MAX_DEPTH {
            return None;
        }
        let mut out = f.pure.clone();
        for (_, bf) in self.base_facts(f)? {
            for (name, ty) in self.pure_virtuals(&bf, depth + 1)? {
                // A pure virtual destructor is overridden by every derived class's own.
                if name == DeclName::Destructor {
                    continue;
                }
                let overridden = f
                    .functions
                    .iter()
                    .chain(f.pure.iter())
                    .any(|(n, t)| *n == name && self.same_signature(*t, ty));
                if !overridden && !out.iter().any(|(n, t)| *n == name && *t == ty) {
                    out.push((name, ty));
                }
            }
        }
        Some(out)
    }

    /// Whether two member function types have the same parameters and qualifiers.
    fn same_signature(&self, a: TypeId, b: TypeId) -> bool {
        let types = &self.cx.tu.types;
        match (types.as_function(a), types.as_function(b)) {
            (Some(x), Some(y)) => {
                x.params.len() == y.params.len()
                    && x.params
                        .iter()
                        .zip(y.params.iter())
                        .all(|(&p, &q)| types.same(p, q))
                    && x.quals == y.quals
                    && x.ref_qual == y.ref_qual
                    && x.variadic == y.variadic
            }
            _ => false,
        }
    }

    /// Whether the class has a virtual destructor, its own or a base's.
    pub fn virtual_dtor(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if f.special(SpecialKind::Dtor).virtual_ {
            return Some(true);
        }
        if depth > MAX_DEPTH {
            return None;
        }
        for (_, bf) in self.base_facts(f)? {
            if self.virtual_dtor(&bf, depth + 1)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// The classes whose special member `k` an implicit `k` of this class calls: its bases
    /// and the (array-stripped) class types of its data members. `None` when one is not
    /// known; data members of non-class type are left out.
    pub fn subobjects(&self, f: &ClassFacts) -> Option<Vec<ClassFacts>> {
        let mut out: Vec<ClassFacts> = self.base_facts(f)?.into_iter().map(|(_, b)| b).collect();
        for fld in &f.fields {
            let t = strip_arrays(self.cx, fld.ty);
            if self.cx.tu.types.is_reference(t) {
                continue;
            }
            match shape(self.cx, t) {
                Shape::Class(cf) => out.push(*cf),
                Shape::NotClass => {}
                Shape::Incomplete | Shape::Unknown => return None,
            }
        }
        Some(out)
    }

    /// Whether the special member `k` is trivial (not user-provided, no virtual functions
    /// or bases where that matters, and trivial for every subobject). A member that does
    /// not exist answers `false`.
    pub fn trivial(&self, f: &ClassFacts, k: SpecialKind, depth: u32) -> Option<bool> {
        use SpecialKind::*;
        if depth > MAX_DEPTH {
            return None;
        }
        let s = f.special(k);
        if !s.exists || s.user_provided {
            return Some(false);
        }
        match k {
            Dtor => {
                if s.virtual_ || self.virtual_dtor(f, depth)? {
                    return Some(false);
                }
            }
            _ => {
                if self.polymorphic(f, depth)? || self.virtual_base(f, depth)? {
                    return Some(false);
                }
            }
        }
        if k == DefaultCtor && f.fields.iter().any(|fl| fl.has_init) {
            return Some(false);
        }
        for sub in self.subobjects(f)? {
            if !self.trivial(&sub, self.used_for(&sub, k), depth + 1)? {
                return Some(false);
            }
        }
        Some(true)
    }

    /// The special member of a subobject that this class's `k` uses: a move falls back to
    /// the copy when the subobject has no move member.
    pub fn used_for(&self, sub: &ClassFacts, k: SpecialKind) -> SpecialKind {
        match k {
            SpecialKind::MoveCtor if !sub.special(k).exists => SpecialKind::CopyCtor,
            SpecialKind::MoveAssign if !sub.special(k).exists => SpecialKind::CopyAssign,
            k => k,
        }
    }

    /// Whether the special member `k` does not throw: its written `noexcept`, else (implicit
    /// and defaulted members, destructors) whether every subobject's does not.
    pub fn nothrow(&self, f: &ClassFacts, k: SpecialKind, depth: u32) -> Option<bool> {
        if depth > MAX_DEPTH {
            return None;
        }
        let s = f.special(k);
        if !s.exists {
            return Some(false);
        }
        if let Some(v) = s.written_noexcept {
            return Some(v);
        }
        if s.user_provided && k != SpecialKind::Dtor {
            return Some(false);
        }
        for sub in self.subobjects(f)? {
            if !self.nothrow(&sub, self.used_for(&sub, k), depth + 1)? {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Whether a class has data members other than unnamed bit-fields (its own).
    pub fn has_data(&self, f: &ClassFacts) -> bool {
        f.fields.iter().any(|fl| !fl.unnamed)
    }

    /// [class.prop]: an empty class (no data, nothing virtual, empty bases).
    pub fn empty(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if f.is_union || self.has_data(f) || depth > MAX_DEPTH {
            return Some(false);
        }
        if self.polymorphic(f, depth)? || f.bases.iter().any(|b| b.is_virtual) {
            return Some(false);
        }
        for (_, bf) in self.base_facts(f)? {
            if !self.empty(&bf, depth + 1)? {
                return Some(false);
            }
        }
        Some(true)
    }

    /// [class.prop]/3: a standard-layout class.
    pub fn standard_layout(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if depth > MAX_DEPTH {
            return None;
        }
        if self.polymorphic(f, depth)? || f.bases.iter().any(|b| b.is_virtual) {
            return Some(false);
        }
        let named: Vec<&Field> = f.fields.iter().filter(|fl| !fl.unnamed).collect();
        if named.windows(2).any(|w| w[0].access != w[1].access) {
            return Some(false);
        }
        let types = &self.cx.tu.types;
        for fl in &named {
            if types.is_reference(fl.ty) {
                return Some(false);
            }
            if let Shape::Class(cf) = shape(self.cx, strip_arrays(self.cx, fl.ty)) {
                if !self.standard_layout(&cf, depth + 1)? {
                    return Some(false);
                }
            }
        }
        // At most one class of the hierarchy has data members.
        let mut with_data = usize::from(self.has_data(f));
        for (_, bf) in self.base_facts(f)? {
            if !self.standard_layout(&bf, depth + 1)? {
                return Some(false);
            }
            if self.hierarchy_has_data(&bf, depth + 1)? {
                with_data += 1;
            }
            // The first data member may not have the type of a base.
            if let Some(first) = named.first() {
                let ft = types.unqualified(strip_arrays(self.cx, first.ty));
                if shape_def(self.cx, ft) == Some(bf.def) {
                    return Some(false);
                }
            }
        }
        Some(with_data <= 1)
    }

    /// Whether a class or one of its bases has data members.
    fn hierarchy_has_data(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        if self.has_data(f) {
            return Some(true);
        }
        if depth > MAX_DEPTH {
            return None;
        }
        for (_, bf) in self.base_facts(f)? {
            if self.hierarchy_has_data(&bf, depth + 1)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Trivially copyable ([class.prop]/1): no virtual functions or bases, every copy and
    /// move operation trivial or deleted, a trivial destructor.
    pub fn trivially_copyable(&self, f: &ClassFacts, depth: u32) -> Option<bool> {
        use SpecialKind::*;
        for k in [CopyCtor, MoveCtor, CopyAssign, MoveAssign] {
            let s = f.special(k);
            let deleted =
                s.deleted || (matches!(k, CopyAssign | MoveAssign) && f.member_blocks_assign);
            if s.exists && !deleted && !self.trivial(f, k, depth)? {
                return Some(false);
            }
        }
        let d = f.special(Dtor);
        Some(!d.deleted && self.trivial(f, Dtor, depth)?)
    }
}

/// The definition of the class a type names.
fn shape_def(cx: &Context, t: TypeId) -> Option<DeclId> {
    match cx.tu.types.shape(t) {
        Type::Class(d) => (cx.definition)(*d),
        _ => None,
    }
}

/// Whether a type is const-qualified at the top (through arrays).
pub fn is_const(cx: &Context, t: TypeId) -> bool {
    let types = &cx.tu.types;
    let (_, q) = types.split_quals(strip_arrays(cx, t));
    q.has(Quals::CONST) || types.split_quals(t).1.has(Quals::CONST)
}
