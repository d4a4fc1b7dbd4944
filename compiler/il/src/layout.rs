//! Sizes and alignments of types on x86-64 (Itanium C++ ABI class layout), computed from
//! the IL. The stub needs them for kernel argument offsets (`__cudaSetupArg(__par1, 16UL)`)
//! and variable sizes (`__cudaRegisterVariable(..., 32UL, ...)`).
//!
//! Covered: fields in declaration order, bit-fields (packed into their declared type's
//! storage units), non-virtual bases (empty bases take no room), a vtable pointer for
//! dynamic classes, unions, `alignas`/`__attribute__((aligned(n)))` on classes and fields,
//! `__attribute__((packed))` and `#pragma pack`; class template specializations named by
//! their template-id (no instance is made for them: the primary template's pattern, or the
//! partial or explicit specialization that matches, laid out with the arguments bound to
//! its parameters). Virtual bases give `None` (unknown), as do incomplete and dependent
//! types, so callers never print a wrong number.

use crate::decl::ClassKey;
use crate::decl::FnFlags;
use crate::expr::TypeOrExpr;
use crate::types::{ArrayBound, TemplateArg, Type};
use crate::{ConstValue, DeclId, DeclKind, ExprKind, Item, TranslationUnit, TypeId};
use std::rc::Rc;

/// Classes nested deeper than this (members of members...) are not laid out.
const MAX_DEPTH: u32 = 200;

/// `(size, align)` of `t` in bytes, or `None` when unknown.
pub fn size_align(tu: &TranslationUnit, t: TypeId) -> Option<(u64, u64)> {
    Layout { tu }.type_layout(t, 0)
}

/// `(size, align)` of a class.
pub fn class_layout(tu: &TranslationUnit, class: DeclId) -> Option<(u64, u64)> {
    Layout { tu }
        .class(class, &Rc::default(), 0)
        .map(|c| (c.size, c.align))
}

/// Where a class's data ends: the end of its last data member (or base), before the size is
/// rounded up to the alignment.
pub fn class_data_end(tu: &TranslationUnit, class: DeclId) -> Option<u64> {
    Layout { tu }
        .class(class, &Rc::default(), 0)
        .map(|c| c.data_end)
}

/// What a template parameter stands for while a specialization is laid out: a type (read
/// in the bindings of the scope that named it), a value or a template.
#[derive(Clone)]
enum Bound {
    Type(TypeId, Rc<Env>),
    Value(i128),
    Template(DeclId),
}

/// Template parameters and what they are bound to.
type Env = Vec<(DeclId, Bound)>;

fn lookup(env: &Env, param: DeclId) -> Option<&Bound> {
    env.iter().find(|(p, _)| *p == param).map(|(_, b)| b)
}

struct Layout<'a> {
    tu: &'a TranslationUnit,
}

struct ClassLayout {
    size: u64,
    align: u64,
    /// No data (empty class): as a base it takes no room.
    empty: bool,
    dynamic: bool,
    /// The end of the last data member or base (the size before rounding up).
    data_end: u64,
}

impl Layout<'_> {
    fn type_layout(&self, t: TypeId, depth: u32) -> Option<(u64, u64)> {
        self.type_layout_in(t, &Rc::default(), depth)
    }

    /// `t`'s layout with the template parameters of `env` bound.
    fn type_layout_in(&self, t: TypeId, env: &Rc<Env>, depth: u32) -> Option<(u64, u64)> {
        if depth > MAX_DEPTH {
            return None;
        }
        let next = depth + 1;
        match self.tu.types.get(t) {
            Type::Qualified(u, _)
            | Type::Typedef { aliased: u, .. }
            | Type::Deduced { ty: u, .. }
            | Type::Decltype {
                underlying: Some(u),
                ..
            }
            | Type::Transform {
                result: Some(u), ..
            }
            | Type::TemplateId {
                resolved: Some(u), ..
            } => self.type_layout_in(*u, env, next),
            Type::TemplateParam(d) => match lookup(env, *d)? {
                Bound::Type(a, aenv) => self.type_layout_in(*a, aenv, next),
                _ => None,
            },
            Type::Array(elem, bound) => {
                let n = match bound {
                    ArrayBound::Dependent(e) => u64::try_from(self.value_in(*e, env)?).ok()?,
                    b => b.count()?,
                };
                let (size, align) = self.type_layout_in(*elem, env, next)?;
                Some((size.checked_mul(n)?, align))
            }
            Type::TemplateId {
                template,
                args,
                resolved: None,
            } => {
                let (class, cenv) = self.specialization(*template, args, env, next)?;
                self.class(class, &cenv, next).map(|c| (c.size, c.align))
            }
            _ => {
                let enum_underlying = |d: DeclId| match &self.tu.decls.get(d)?.kind {
                    DeclKind::Enum(e) => Some(e.underlying),
                    _ => None,
                };
                let class_layout = |d: DeclId| {
                    self.class(d, &Rc::default(), next)
                        .map(|c| (c.size, c.align))
                };
                self.tu.types.size_align(t, &class_layout, &enum_underlying)
            }
        }
    }

    /// A constant or a non-type parameter's bound value.
    fn value_in(&self, e: crate::ExprId, env: &Env) -> Option<i128> {
        let x = self.tu.exprs.get(e)?;
        if let Some(ConstValue::Int(v)) = x.value.get() {
            return Some(v);
        }
        match &x.kind {
            ExprKind::DeclRef { decl, .. } => match lookup(env, *decl)? {
                Bound::Value(v) => Some(*v),
                _ => None,
            },
            ExprKind::Paren(inner) | ExprKind::ImplicitCast { operand: inner, .. } => {
                self.value_in(*inner, env)
            }
            _ => None,
        }
    }

    /// A template argument with `env`'s parameters bound.
    fn bind(&self, a: &TemplateArg, env: &Rc<Env>) -> Option<Bound> {
        Some(match a {
            TemplateArg::Type(t) => Bound::Type(*t, env.clone()),
            TemplateArg::Integral(v, _) => Bound::Value(*v),
            TemplateArg::Expr(e) => Bound::Value(self.value_in(*e, env)?),
            TemplateArg::Template(d) => match lookup(env, *d) {
                Some(b) => b.clone(),
                None => Bound::Template(*d),
            },
            TemplateArg::Pack(_) => return None,
        })
    }

    /// The class that `template<args>` denotes (the matching partial or explicit
    /// specialization, else the primary pattern) with its parameters bound.
    fn specialization(
        &self,
        template: DeclId,
        args: &[TemplateArg],
        env: &Rc<Env>,
        depth: u32,
    ) -> Option<(DeclId, Rc<Env>)> {
        if depth > MAX_DEPTH {
            return None;
        }
        let template = match lookup(env, template) {
            Some(Bound::Template(t)) => *t,
            // A template's name read as the template-id `X<>`.
            Some(Bound::Type(t, _)) => crate::template_query::named_template_of(self.tu, *t)?,
            Some(_) => return None,
            None => template,
        };
        let DeclKind::Template(td) = &self.tu.decls.get(template)?.kind else {
            return None;
        };
        let params = &td.param_lists.last()?.params;
        if args.len() > params.len() {
            return None;
        }
        let mut bound: Env = Vec::with_capacity(params.len());
        for (i, &p) in params.iter().enumerate() {
            let b = match args.get(i) {
                Some(a) => self.bind(a, env)?,
                // Defaults may name earlier parameters.
                None => {
                    let so_far = Rc::new(bound.clone());
                    match &self.tu.decls.get(p)?.kind {
                        DeclKind::TemplateTypeParam(tp) => Bound::Type(tp.default?, so_far),
                        DeclKind::TemplateValueParam(vp) => {
                            Bound::Value(self.value_in(vp.default?, &so_far)?)
                        }
                        DeclKind::TemplateTemplateParam(tp) => Bound::Template(tp.default?),
                        _ => return None,
                    }
                }
            };
            bound.push((p, b));
        }
        let actual: Vec<Bound> = bound.iter().map(|(_, b)| b.clone()).collect();
        for (id, d) in self.tu.decls.iter() {
            let DeclKind::Class(c) = &d.kind else {
                continue;
            };
            let Some(spec) = &c.specialization else {
                continue;
            };
            if spec.template != template || !c.complete || spec.args.len() != actual.len() {
                continue;
            }
            let own: Vec<DeclId> =
                match d.parent.and_then(|p| self.tu.decls.get(p)).map(|p| &p.kind) {
                    Some(DeclKind::Template(t)) if t.pattern == id => t
                        .param_lists
                        .last()
                        .map(|l| l.params.clone())
                        .unwrap_or_default(),
                    _ => Vec::new(),
                };
            let mut found: Env = Vec::new();
            let matched = spec
                .args
                .iter()
                .zip(&actual)
                .all(|(p, a)| self.match_arg(p, a, &own, &mut found, depth + 1));
            if matched && own.iter().all(|p| lookup(&found, *p).is_some()) {
                return Some((id, Rc::new(found)));
            }
        }
        Some((td.pattern, Rc::new(bound)))
    }

    /// Matches a specialization's argument (in its own parameters `own`) against an actual
    /// argument, binding `own` in `found`.
    fn match_arg(
        &self,
        p: &TemplateArg,
        a: &Bound,
        own: &[DeclId],
        found: &mut Env,
        depth: u32,
    ) -> bool {
        match (p, a) {
            (TemplateArg::Type(pt), Bound::Type(at, aenv)) => {
                self.match_type(*pt, *at, aenv, own, found, depth)
            }
            (TemplateArg::Integral(v, _), Bound::Value(w)) => v == w,
            (TemplateArg::Expr(e), Bound::Value(w)) => match self.tu.exprs.get(*e).map(|x| &x.kind)
            {
                Some(ExprKind::DeclRef { decl, .. }) if own.contains(decl) => {
                    match lookup(found, *decl) {
                        Some(Bound::Value(v)) => v == w,
                        Some(_) => false,
                        None => {
                            found.push((*decl, Bound::Value(*w)));
                            true
                        }
                    }
                }
                _ => self.value_in(*e, found) == Some(*w),
            },
            (TemplateArg::Template(x), Bound::Template(y)) => x == y,
            _ => false,
        }
    }

    /// `a` read through the bindings that make it a type of its own.
    fn resolve<'e>(
        &self,
        mut a: TypeId,
        mut env: &'e Rc<Env>,
        depth: u32,
    ) -> Option<(TypeId, &'e Rc<Env>)> {
        for _ in depth..MAX_DEPTH {
            match self.tu.types.get(self.tu.types.canonical(a)) {
                Type::TemplateParam(d) => match lookup(env, *d)? {
                    Bound::Type(t, e) => {
                        a = *t;
                        env = e;
                    }
                    _ => return None,
                },
                _ => return Some((self.tu.types.canonical(a), env)),
            }
        }
        None
    }

    fn match_type(
        &self,
        p: TypeId,
        a: TypeId,
        aenv: &Rc<Env>,
        own: &[DeclId],
        found: &mut Env,
        depth: u32,
    ) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        let types = &self.tu.types;
        let Some((a, aenv)) = self.resolve(a, aenv, depth) else {
            return false;
        };
        let p = types.canonical(p);
        if let Type::TemplateParam(d) = types.get(p) {
            if own.contains(d) {
                return match lookup(found, *d) {
                    Some(Bound::Type(x, xenv)) => {
                        // The same parameter twice (`is_same<A, A>`): both must be known types.
                        let (x, xenv) = (*x, xenv.clone());
                        match self.resolve(x, &xenv, depth) {
                            Some((x, _)) => {
                                !crate::template_query::names_template_param(self.tu, x)
                                    && !crate::template_query::names_template_param(self.tu, a)
                                    && types.same(x, a)
                            }
                            None => false,
                        }
                    }
                    Some(_) => false,
                    None => {
                        found.push((*d, Bound::Type(a, aenv.clone())));
                        true
                    }
                };
            }
        }
        if !types.is_dependent(p) {
            return !crate::template_query::names_template_param(self.tu, a) && types.same(p, a);
        }
        match (types.get(p), types.get(a)) {
            (Type::Pointer(pi), Type::Pointer(ai))
            | (Type::LValueRef(pi), Type::LValueRef(ai))
            | (Type::RValueRef(pi), Type::RValueRef(ai)) => {
                self.match_type(*pi, *ai, aenv, own, found, depth + 1)
            }
            (Type::Qualified(pi, pq), Type::Qualified(ai, aq)) if pq == aq => {
                self.match_type(*pi, *ai, aenv, own, found, depth + 1)
            }
            _ => false,
        }
    }

    /// The complete definition of a class (redeclarations share the type).
    fn definition(&self, class: DeclId) -> Option<DeclId> {
        self.tu.class_definition(class)
    }

    /// The class a base names, with its bindings.
    fn base_class(&self, t: TypeId, env: &Rc<Env>, depth: u32) -> Option<(DeclId, Rc<Env>)> {
        let (t, env) = self.resolve(t, env, depth)?;
        match self.tu.types.get(t) {
            Type::Class(d) => Some((*d, Rc::default())),
            Type::TemplateId {
                template,
                args,
                resolved: None,
            } => self.specialization(*template, args, env, depth + 1),
            _ => None,
        }
    }

    fn class(&self, class: DeclId, env: &Rc<Env>, depth: u32) -> Option<ClassLayout> {
        if depth > MAX_DEPTH {
            return None;
        }
        let def = self.definition(class)?;
        let decl = &self.tu.decls[def];
        let DeclKind::Class(c) = &decl.kind else {
            return None;
        };
        let packed = self.has_gnu(&decl.attrs.gnu, b"packed");
        let pack = if packed {
            Some(1)
        } else {
            c.pack.map(u64::from)
        };
        let union = c.key == ClassKey::Union;
        let mut size = 0u64;
        let mut align = 1u64;
        let mut empty = true;
        let mut dynamic = false;
        // The primary vtable pointer comes first; a dynamic base provides it.
        let mut bases = Vec::new();
        for b in &c.bases {
            if b.is_virtual {
                return None;
            }
            let (bd, benv) = self.base_class(b.ty, env, depth + 1)?;
            bases.push(self.class(bd, &benv, depth + 1)?);
        }
        let own_virtual = self.declares_virtual(&c.members);
        let base_dynamic = bases.iter().any(|b| b.dynamic);
        if own_virtual && !base_dynamic {
            size = 8;
            align = 8;
            empty = false;
        }
        dynamic |= own_virtual || base_dynamic;
        // Dynamic bases first (the primary base shares the vptr), then the others.
        for b in bases.iter() {
            if b.empty && !b.dynamic {
                continue;
            }
            let a = cap(b.align, pack);
            size = size.checked_next_multiple_of(a)?;
            size = size.checked_add(b.size)?;
            align = align.max(a);
            empty = false;
        }
        let mut bit_offset: u64 = size.checked_mul(8)?;
        for item in &c.members {
            let ids: Vec<DeclId> = match item {
                Item::Decl(d) => vec![*d],
                Item::Group(g) => g.decls.clone(),
                _ => continue,
            };
            for id in ids {
                let d = &self.tu.decls[id];
                let DeclKind::Var(v) = &d.kind else { continue };
                if !v.field {
                    continue;
                }
                let (fsize, falign) = self.type_layout_in(v.ty, env, depth + 1)?;
                let falign = self
                    .explicit_align(&d.attrs)
                    .map_or(falign, |a| a.max(falign));
                let falign = cap(falign, pack);
                align = align.max(falign);
                if let Some(width) = v.bit_width {
                    let width = match self.tu.exprs.get(width)?.value.get() {
                        Some(ConstValue::Int(w)) if w >= 0 => w as u64,
                        _ => return None,
                    };
                    if union {
                        size = size.max(width.div_ceil(8));
                        continue;
                    }
                    if width == 0 {
                        bit_offset = bit_offset.next_multiple_of(fsize * 8);
                        continue;
                    }
                    empty = false;
                    // A bit-field may not straddle a storage unit of its type.
                    let unit = fsize * 8;
                    if pack.is_none() && bit_offset / unit != (bit_offset + width - 1) / unit {
                        bit_offset = bit_offset.next_multiple_of(unit);
                    }
                    bit_offset += width;
                    size = bit_offset.div_ceil(8);
                    continue;
                }
                empty = false;
                if union {
                    size = size.max(fsize);
                    continue;
                }
                let start = bit_offset.div_ceil(8).checked_next_multiple_of(falign)?;
                size = start.checked_add(fsize)?;
                bit_offset = size.checked_mul(8)?;
            }
        }
        if let Some(a) = self.explicit_align(&decl.attrs) {
            align = align.max(a);
        }
        let data_end = size;
        let size = if size == 0 { 1 } else { size };
        Some(ClassLayout {
            data_end,
            size: size.checked_next_multiple_of(align)?,
            align,
            empty,
            dynamic,
        })
    }

    fn declares_virtual(&self, members: &[Item]) -> bool {
        members.iter().any(|item| {
            let ids: Vec<DeclId> = match item {
                Item::Decl(d) => vec![*d],
                Item::Group(g) => g.decls.clone(),
                _ => return false,
            };
            ids.iter().any(|&id| {
                let d = &self.tu.decls[id];
                let f = match &d.kind {
                    DeclKind::Function(f) => f,
                    DeclKind::Template(t) => match &self.tu.decls[t.pattern].kind {
                        DeclKind::Function(f) => f,
                        _ => return false,
                    },
                    _ => return false,
                };
                f.flags.has(FnFlags::VIRTUAL) || f.flags.has(FnFlags::OVERRIDE)
            })
        })
    }

    fn has_gnu(&self, attrs: &[crate::attr::GnuAttr], name: &[u8]) -> bool {
        attrs
            .iter()
            .any(|a| strip_underscores(self.tu.symbols.name(a.name)) == name)
    }

    /// The largest of `alignas(n)` and `aligned(n)` (`aligned` alone: 16).
    fn explicit_align(&self, attrs: &crate::Attrs) -> Option<u64> {
        let mut best: Option<u64> = None;
        let mut take = |a: u64| best = Some(best.map_or(a, |b| b.max(a)));
        for a in &attrs.gnu {
            if strip_underscores(self.tu.symbols.name(a.name)) != b"aligned" {
                continue;
            }
            match &a.args {
                crate::attr::AttrArgs::None => take(16),
                crate::attr::AttrArgs::Exprs(e) => {
                    if let Some(Some(ConstValue::Int(v))) = e
                        .first()
                        .map(|&e| self.tu.exprs.get(e).and_then(|x| x.value.get()))
                    {
                        if v > 0 {
                            take(v as u64);
                        }
                    }
                }
                crate::attr::AttrArgs::Tokens(_) => {}
            }
        }
        for a in &attrs.alignas {
            match a.arg {
                TypeOrExpr::Expr(e) => {
                    if let Some(ConstValue::Int(v)) =
                        self.tu.exprs.get(e).and_then(|x| x.value.get())
                    {
                        if v > 0 {
                            take(v as u64);
                        }
                    }
                }
                TypeOrExpr::Type(t) => {
                    if let Some((_, al)) = self.type_layout(t, 0) {
                        take(al);
                    }
                }
            }
        }
        best
    }
}

fn cap(align: u64, pack: Option<u64>) -> u64 {
    match pack {
        Some(p) if p > 0 => align.min(p),
        _ => align,
    }
}

/// `__aligned__` → `aligned`.
fn strip_underscores(name: &[u8]) -> &[u8] {
    name.strip_prefix(b"__")
        .and_then(|n| n.strip_suffix(b"__"))
        .unwrap_or(name)
}
