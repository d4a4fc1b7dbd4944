//! Lowering IL declarations and types into the mangler's model ([`super::tree`]).
//!
//! A [`Mangler`] answers two questions about a declaration: its Itanium name
//! ([`Mangler::mangled`]) and the symbol the linker sees ([`Mangler::symbol`]: plain for
//! `main`, `extern "C"` functions and global variables, the Itanium name otherwise).
//! Anything it cannot express yet (dependent names, unnamed types in odd places, types
//! nested deeper than [`MAX_DEPTH`]) gives `None` rather than a wrong name.

use super::tree::{
    self, Component, CtorKind, DtorKind, Entity, FunctionType, Name, Operator, Quals, RefQual,
    TemplateArg, Type, Unqualified,
};
use crate::il::decl::{DeclName, StorageClass};
use crate::il::types::{self as ilt, ArrayBound, ExceptionSpec};
use crate::il::{DeclId, DeclKind, ExprKind, TranslationUnit, TypeId};

/// Types nested deeper than this are not mangled (no recursion on hostile input).
pub const MAX_DEPTH: u32 = 256;

/// Mangles declarations of one translation unit.
pub struct Mangler<'a> {
    pub(super) tu: &'a TranslationUnit,
    /// The module id: names the anonymous namespace (`_GLOBAL__N_<id>`).
    module_id: &'a [u8],
}

impl<'a> Mangler<'a> {
    pub fn new(tu: &'a TranslationUnit, module_id: &'a [u8]) -> Mangler<'a> {
        Mangler { tu, module_id }
    }

    /// The `_Z...` name of a function or variable.
    pub fn mangled(&self, decl: DeclId) -> Option<Vec<u8>> {
        Some(super::mangle(&self.entity(decl)?))
    }

    /// The symbol of a function or variable: plain for `main`, `extern "C"` functions and
    /// variables at global scope (an `extern "C"` variable in a namespace keeps its Itanium
    /// name, as EDG does), mangled otherwise.
    pub fn symbol(&self, decl: DeclId) -> Option<Vec<u8>> {
        let d = self.tu.decls.get(decl)?;
        let at_global_scope = self.scope_chain(decl).is_empty();
        let plain = match &d.kind {
            DeclKind::Function(f) => {
                let is_member = self.enclosing_class(decl).is_some();
                !is_member
                    && d.instance_of.is_none()
                    && (f.c_linkage || (at_global_scope && self.tu.name_bytes(decl) == b"main"))
            }
            DeclKind::Var(v) => at_global_scope && !v.field,
            _ => return None,
        };
        if plain {
            Some(self.tu.name_bytes(decl).to_vec())
        } else {
            self.mangled(decl)
        }
    }

    /// `_Z<type>`: the name cicc's stub gives a class, enum or typedef that it cannot
    /// spell at global scope (`typedef ns::Pt _ZN2ns2PtE;`).
    pub fn type_symbol(&self, decl: DeclId) -> Option<Vec<u8>> {
        let name = match &self.tu.decls.get(decl)?.kind {
            DeclKind::Typedef(_) => self.decl_name(decl, None, 0)?,
            DeclKind::Class(_) | DeclKind::Enum(_) => self.type_name(decl, 0)?,
            _ => return None,
        };
        let mut out = b"_Z".to_vec();
        out.extend(super::mangle_type(&Type::Named(name)));
        Some(out)
    }

    /// A variable's name as its shadow in the stub: [`Mangler::symbol`], except that a
    /// variable in an anonymous namespace (or `static` in a named one) is mangled under an extra outermost
    /// `_INTERNAL<id>` scope (cicc's way of keeping it unique across TUs).
    pub fn shadow_symbol(&self, decl: DeclId) -> Option<Vec<u8>> {
        let in_anonymous = self.scope_chain(decl).iter().any(|&s| {
            matches!(self.tu.decls[s].kind, DeclKind::Namespace(_))
                && self.tu.decls[s].name == DeclName::Anonymous
        });
        // A `static` variable in a named namespace too (one at global scope keeps its
        // plain name).
        let static_in_namespace = matches!(&self.tu.decls[decl].kind,
            DeclKind::Var(v) if v.storage == crate::il::decl::StorageClass::Static)
            && self
                .scope_chain(decl)
                .iter()
                .any(|&s| matches!(self.tu.decls[s].kind, DeclKind::Namespace(_)));
        if !in_anonymous && !static_in_namespace {
            return self.symbol(decl);
        }
        let mut entity = self.entity(decl)?;
        if let Entity::Variable(name) = &mut entity {
            name.components.insert(
                0,
                Component {
                    name: Unqualified::Source(crate::module_id::internal_prefix(self.module_id)),
                    args: None,
                },
            );
        }
        Some(super::mangle(&entity))
    }

    /// The mangler's view of a function or variable.
    pub fn entity(&self, decl: DeclId) -> Option<Entity> {
        self.entity_at(decl, 0)
    }

    fn entity_at(&self, decl: DeclId, depth: u32) -> Option<Entity> {
        if depth > MAX_DEPTH {
            return None;
        }
        let d = self.tu.decls.get(decl)?;
        match &d.kind {
            DeclKind::Var(_) => Some(Entity::Variable(self.decl_name(decl, None, depth)?)),
            DeclKind::Function(f) => {
                let types = &self.tu.types;
                let (pattern, args) = match self.function_specialization(decl) {
                    Some((pattern, args)) => (Some(pattern), Some(args)),
                    None => (None, None),
                };
                let name = self.decl_name(decl, args, depth)?;
                // A specialization is mangled with its template's signature.
                let sig_decl = pattern.unwrap_or(decl);
                let sig_ty = match &self.tu.decls.get(sig_decl)?.kind {
                    DeclKind::Function(pf) => pf.ty,
                    _ => f.ty,
                };
                let ft = types.as_function(sig_ty)?;
                let mut params = Vec::with_capacity(ft.params.len());
                for &p in ft.params.iter() {
                    params.push(self.param_type(p, depth + 1)?);
                }
                let special = matches!(
                    d.name,
                    DeclName::Constructor | DeclName::Destructor | DeclName::Conversion(_)
                );
                let ret = if pattern.is_some() && !special {
                    Some(Box::new(self.ty(ft.ret, depth + 1)?))
                } else {
                    None
                };
                Some(Entity::Function {
                    name,
                    ret,
                    params,
                    variadic: ft.variadic,
                    this_quals: quals(ft.quals),
                    ref_qual: ref_qual(ft.ref_qual),
                })
            }
            _ => None,
        }
    }

    /// For a function template specialization: the template's pattern (whose signature the
    /// encoding uses) and the template arguments.
    fn function_specialization(&self, decl: DeclId) -> Option<(DeclId, Vec<TemplateArg>)> {
        super::deduce::function_args(self, self.tu, decl)
    }

    /// The parameter as the signature has it: top-level qualifiers dropped.
    fn param_type(&self, t: TypeId, depth: u32) -> Option<Type> {
        let (base, _) = self.tu.types.split_quals(t);
        self.ty(base, depth)
    }

    /// The semantic scopes of a declaration that appear in names: namespaces, classes and
    /// functions (for local entities), outermost first. Templates and linkage blocks are
    /// transparent.
    fn scope_chain(&self, decl: DeclId) -> Vec<DeclId> {
        self.tu
            .ancestors(decl)
            .into_iter()
            .filter(|&a| {
                matches!(
                    self.tu.decls[a].kind,
                    DeclKind::Namespace(_) | DeclKind::Class(_) | DeclKind::Function(_)
                )
            })
            .collect()
    }

    fn enclosing_class(&self, decl: DeclId) -> Option<DeclId> {
        let parent = self.scope_chain(decl).last().copied()?;
        matches!(self.tu.decls[parent].kind, DeclKind::Class(_)).then_some(parent)
    }

    /// The full name of a declaration: its scopes and its own unqualified name (with
    /// `args` when it is a function template specialization).
    fn decl_name(&self, decl: DeclId, args: Option<Vec<TemplateArg>>, depth: u32) -> Option<Name> {
        if depth > MAX_DEPTH {
            return None;
        }
        let chain = self.scope_chain(decl);
        // A local entity: the innermost enclosing function is the local scope.
        let local_at = chain
            .iter()
            .rposition(|&s| matches!(self.tu.decls[s].kind, DeclKind::Function(_)));
        let mut name = Name::new(Vec::new());
        let scopes = match local_at {
            Some(i) => {
                let function = self.entity_at(chain[i], depth + 1)?;
                name.local = Some(Box::new(tree::Local {
                    function,
                    discriminator: 0,
                }));
                &chain[i + 1..]
            }
            None => &chain[..],
        };
        for &s in scopes {
            name.components.push(self.scope_component(s, depth + 1)?);
        }
        let mut own = Component {
            name: self.unqualified(decl, depth)?,
            args: None,
        };
        own.args = args;
        name.components.push(own);
        Some(name)
    }

    /// A namespace or class as a name component.
    fn scope_component(&self, scope: DeclId, depth: u32) -> Option<Component> {
        let d = &self.tu.decls[scope];
        let name = match (&d.kind, d.name) {
            (DeclKind::Namespace(_), DeclName::Anonymous) => {
                Unqualified::Source(crate::module_id::anon_namespace_name(self.module_id))
            }
            (_, DeclName::Ident(s)) => Unqualified::Source(self.tu.symbols.name(s).to_vec()),
            (DeclKind::Class(_) | DeclKind::Enum(_), DeclName::Anonymous) => match self
                .linkage_typedef(scope)
            {
                // `typedef struct { … } rgba_t;`: the typedef name is the class's name for
                // linkage purposes.
                Some(t) => Unqualified::Source(self.tu.name_bytes(t).to_vec()),
                // An unnamed class: EDG's `Ut_` (first unnamed type of its scope).
                None if matches!(d.kind, DeclKind::Class(_)) => Unqualified::Raw(b"Ut_".to_vec()),
                None => return None,
            },
            _ => return None,
        };
        let args = match &d.kind {
            DeclKind::Class(c) => match &c.specialization {
                Some(spec) => {
                    let args = self.template_args(&spec.args, depth)?;
                    Some(self.converted_to_params(spec.template, args, depth)?)
                }
                None => None,
            },
            _ => None,
        };
        Some(Component { name, args })
    }

    /// The first typedef of the declaration that defines an unnamed class or enum, naming
    /// it (`typedef struct { … } rgba_t;`). It is declared right after the type, in the
    /// same scope; the type's own members in between have the type as their parent.
    fn linkage_typedef(&self, ty_decl: DeclId) -> Option<DeclId> {
        self.tu.linkage_typedef(ty_decl)
    }

    fn unqualified(&self, decl: DeclId, depth: u32) -> Option<Unqualified> {
        let d = &self.tu.decls[decl];
        Some(match d.name {
            DeclName::Ident(s) => Unqualified::Source(self.tu.symbols.name(s).to_vec()),
            DeclName::Constructor => Unqualified::Constructor(CtorKind::Complete),
            DeclName::Destructor => Unqualified::Destructor(DtorKind::Complete),
            DeclName::Conversion(t) => Unqualified::Conversion(Box::new(self.ty(t, depth + 1)?)),
            DeclName::LiteralOperator(s) => {
                Unqualified::LiteralOperator(self.tu.symbols.name(s).to_vec())
            }
            DeclName::Operator(op) => {
                let params = match &d.kind {
                    DeclKind::Function(f) => self.tu.types.as_function(f.ty)?.params.len(),
                    _ => 0,
                };
                let is_static = match &d.kind {
                    DeclKind::Function(f) => f.storage == StorageClass::Static,
                    _ => false,
                };
                let this = usize::from(self.enclosing_class(decl).is_some() && !is_static);
                Unqualified::Operator(Operator::from_spelling(op.spelling(), params + this)?)
            }
            DeclName::DeductionGuide(_) | DeclName::Anonymous => return None,
        })
    }

    /// The name of a class, enum or template (for template-ids and template template
    /// arguments).
    fn type_name(&self, decl: DeclId, depth: u32) -> Option<Name> {
        let d = self.tu.decls.get(decl)?;
        let target = match &d.kind {
            DeclKind::Template(t) => t.pattern,
            _ => decl,
        };
        let chain = self.scope_chain(target);
        let mut name = Name::new(Vec::new());
        let local_at = chain
            .iter()
            .rposition(|&s| matches!(self.tu.decls[s].kind, DeclKind::Function(_)));
        let scopes = match local_at {
            Some(i) => {
                let function = self.entity_at(chain[i], depth + 1)?;
                name.local = Some(Box::new(tree::Local {
                    function,
                    discriminator: 0,
                }));
                &chain[i + 1..]
            }
            None => &chain[..],
        };
        for &s in scopes {
            name.components.push(self.scope_component(s, depth + 1)?);
        }
        let mut own = self.scope_component(target, depth + 1)?;
        if matches!(d.kind, DeclKind::Template(_)) {
            own.args = None;
        }
        name.components.push(own);
        Some(name)
    }

    /// The name of a class or function template, as a template template argument.
    pub fn template_name(&self, decl: DeclId, depth: u32) -> Option<Name> {
        self.type_name(decl, depth + 1)
    }

    /// An alias template declared at namespace scope (its parameters are the only ones its
    /// aliased type names).
    fn is_namespace_scope_alias(&self, template: DeclId, pattern: DeclId) -> bool {
        matches!(
            self.tu.decls.get(pattern).map(|d| &d.kind),
            Some(DeclKind::Typedef(_))
        ) && self.tu.decls[template]
            .parent
            .and_then(|p| self.tu.decls.get(p))
            .is_some_and(|p| {
                matches!(
                    p.kind,
                    DeclKind::Namespace(_)
                        | DeclKind::TranslationUnit { .. }
                        | DeclKind::Linkage(_)
                )
            })
    }

    pub(super) fn template_args(
        &self,
        args: &[ilt::TemplateArg],
        depth: u32,
    ) -> Option<Vec<TemplateArg>> {
        args.iter()
            .map(|a| self.template_arg(a, depth + 1))
            .collect()
    }

    pub(super) fn template_arg(&self, arg: &ilt::TemplateArg, depth: u32) -> Option<TemplateArg> {
        if depth > MAX_DEPTH {
            return None;
        }
        Some(match arg {
            ilt::TemplateArg::Type(t) => TemplateArg::Type(self.ty(*t, depth + 1)?),
            ilt::TemplateArg::Integral(v, t) => {
                TemplateArg::Integral(self.ty(self.tu.types.unqualified(*t), depth + 1)?, *v)
            }
            ilt::TemplateArg::Expr(e) => {
                let expr = self.tu.exprs.get(*e)?;
                if let ExprKind::DeclRef { decl, .. } = &expr.kind {
                    if let DeclKind::TemplateValueParam(p) = &self.tu.decls.get(*decl)?.kind {
                        return Some(TemplateArg::NonTypeParam(p.index));
                    }
                }
                match expr.value.get() {
                    Some(crate::il::ConstValue::Int(v)) => TemplateArg::Integral(
                        self.ty(self.tu.types.unqualified(expr.ty), depth + 1)?,
                        v,
                    ),
                    Some(crate::il::ConstValue::NullPtr) => TemplateArg::NullPtr,
                    _ => return None,
                }
            }
            ilt::TemplateArg::Template(d) => match &self.tu.decls.get(*d)?.kind {
                DeclKind::TemplateTemplateParam(p) => {
                    TemplateArg::Type(Type::TemplateParam(p.index))
                }
                _ => TemplateArg::Template(self.type_name(*d, depth + 1)?),
            },
            ilt::TemplateArg::Pack(items) => TemplateArg::Pack(self.template_args(items, depth)?),
        })
    }

    /// A type, sugar stripped.
    pub fn ty(&self, t: TypeId, depth: u32) -> Option<Type> {
        if depth > MAX_DEPTH {
            return None;
        }
        let types = &self.tu.types;
        let t = types.canonical(t);
        let next = depth + 1;
        let boxed = |inner: TypeId| self.ty(inner, next).map(Box::new);
        Some(match types.get(t) {
            ilt::Type::Builtin(b) => Type::Builtin(builtin(*b)),
            ilt::Type::Complex(b) => Type::Complex(Box::new(Type::Builtin(builtin(*b)))),
            ilt::Type::Qualified(inner, q) => Type::Qualified(quals(*q), boxed(*inner)?),
            ilt::Type::Pointer(inner) => Type::Pointer(boxed(*inner)?),
            ilt::Type::LValueRef(inner) => Type::LValueRef(boxed(*inner)?),
            ilt::Type::RValueRef(inner) => Type::RValueRef(boxed(*inner)?),
            ilt::Type::Array(elem, bound) => {
                let bound = match bound {
                    ArrayBound::Known(n) | ArrayBound::Written(n, _) => Some(*n),
                    ArrayBound::Unknown => None,
                    ArrayBound::Dependent(_) => return None,
                };
                Type::Array(bound, boxed(*elem)?)
            }
            ilt::Type::Function(f) => {
                let mut params = Vec::with_capacity(f.params.len());
                for &p in f.params.iter() {
                    params.push(self.param_type(p, next)?);
                }
                Type::Function(FunctionType {
                    ret: boxed(f.ret)?,
                    params,
                    variadic: f.variadic,
                    quals: quals(f.quals),
                    ref_qual: ref_qual(f.ref_qual),
                    noexcept: matches!(f.exception, ExceptionSpec::Noexcept),
                    extern_c: false,
                })
            }
            ilt::Type::MemberPointer { class, pointee } => Type::MemberPointer {
                class: boxed(*class)?,
                member: boxed(*pointee)?,
            },
            ilt::Type::Class(d) | ilt::Type::Enum(d) => Type::Named(self.type_name(*d, next)?),
            ilt::Type::TemplateParam(d) => match &self.tu.decls.get(*d)?.kind {
                DeclKind::TemplateTypeParam(p) => Type::TemplateParam(p.index),
                _ => return None,
            },
            ilt::Type::TemplateId { template, args, .. } => {
                let args =
                    crate::il::template_query::template_template_args(self.tu, *template, args);
                let args = self.template_args(&args, next)?;
                let args = self.converted_to_params(*template, args, next)?;
                match &self.tu.decls.get(*template)?.kind {
                    DeclKind::TemplateTemplateParam(p) => Type::TemplateParamArgs(p.index, args),
                    DeclKind::Template(td)
                        if self.is_namespace_scope_alias(*template, td.pattern) =>
                    {
                        let DeclKind::Typedef(alias) = &self.tu.decls.get(td.pattern)?.kind else {
                            return None;
                        };
                        super::alias::substitute(&self.ty(alias.aliased, next)?, &args)?
                    }
                    _ => {
                        let mut name = self.type_name(*template, next)?;
                        name.components.last_mut()?.args = Some(args);
                        Type::Named(name)
                    }
                }
            }
            ilt::Type::PackExpansion(inner) => Type::PackExpansion(boxed(*inner)?),
            // `typename W<T>::type`: `N1WIT_E4typeE` (a template-id qualifier only).
            ilt::Type::DependentName { qualifier, steps } => {
                let Type::Named(mut name) = self.ty(*qualifier, next)? else {
                    return None;
                };
                if name.local.is_some() {
                    return None;
                }
                for s in steps.iter() {
                    if s.args.is_some() || s.template_kw {
                        return None;
                    }
                    let text = String::from_utf8_lossy(self.tu.symbols.name(s.name)).into_owned();
                    name.components.push(Component::source(&text));
                }
                Type::Named(name)
            }
            ilt::Type::Auto(kind) => Type::Builtin(match kind {
                ilt::AutoKind::DecltypeAuto => tree::Builtin::DecltypeAuto,
                _ => tree::Builtin::Auto,
            }),
            _ => return None,
        })
    }
}

fn quals(q: ilt::Quals) -> Quals {
    Quals {
        is_const: q.has(ilt::Quals::CONST),
        is_volatile: q.has(ilt::Quals::VOLATILE),
        is_restrict: q.has(ilt::Quals::RESTRICT),
    }
}

fn ref_qual(r: ilt::RefQual) -> RefQual {
    match r {
        ilt::RefQual::None => RefQual::None,
        ilt::RefQual::LValue => RefQual::LValue,
        ilt::RefQual::RValue => RefQual::RValue,
    }
}

fn builtin(b: ilt::Builtin) -> tree::Builtin {
    use ilt::Builtin as I;
    use tree::Builtin as M;
    match b {
        I::Void => M::Void,
        I::Bool => M::Bool,
        I::Char => M::Char,
        I::SignedChar => M::SignedChar,
        I::UnsignedChar => M::UnsignedChar,
        I::WChar => M::WChar,
        I::Char8 => M::Char8,
        I::Char16 => M::Char16,
        I::Char32 => M::Char32,
        I::Short => M::Short,
        I::UnsignedShort => M::UnsignedShort,
        I::Int => M::Int,
        I::UnsignedInt => M::UnsignedInt,
        I::Long => M::Long,
        I::UnsignedLong => M::UnsignedLong,
        I::LongLong => M::LongLong,
        I::UnsignedLongLong => M::UnsignedLongLong,
        I::Int128 => M::Int128,
        I::UnsignedInt128 => M::UnsignedInt128,
        I::Float => M::Float,
        I::Double => M::Double,
        I::LongDouble => M::LongDouble,
        I::NullPtr => M::NullPtr,
    }
}
