//! Types as cicc prints them in the stub.
//!
//! Two flavors: [`Flavor::C`] for the stub functions, forward declarations and casts
//! (`const struct Vec3 *`, `size_t`), [`Flavor::Cxx`] for the kernel's host definition and
//! the template wrapper (`const struct ::Vec3 *`, `::size_t`). A class, enum or typedef
//! that is not at global scope (or a class template specialization) cannot be spelled in
//! C: cicc declares `typedef ns::Pt _ZN2ns2PtE;` in the header and uses the alias in both
//! flavors. An alias of a class or enum prints with its (empty) key, hence a leading space
//! (`const  _ZN2ns2PtE`); a typedef's alias does not.

use std::cell::RefCell;

use super::Unsupported;
use crate::il::decl::ClassKey;
use crate::il::types::{Builtin, Type};
use crate::il::{DeclId, DeclKind, Quals, TranslationUnit, TypeId};
use crate::mangle::Mangler;

/// Where an alias goes among the `typedef` lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum AliasOrder {
    /// A declared class, enum or typedef: by declaration.
    Declared(DeclId),
    /// A class template specialization: by first use.
    Instantiated(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    C,
    Cxx,
}

/// Types nested deeper than this are not printed.
const MAX_DEPTH: u32 = 64;

/// Prints types and collects the aliases they need, in order of first use.
pub struct TypePrinter<'a> {
    tu: &'a TranslationUnit,
    mangler: &'a Mangler<'a>,
    /// `(order, aliased text, alias)` for the header's `typedef` lines.
    aliases: RefCell<Vec<(AliasOrder, String, String)>>,
}

/// A parameter's texts.
pub struct ParamText {
    /// C flavor, as declared (`int *__restrict__`).
    pub c: String,
    /// C++ flavor (`::size_t *__restrict__`).
    pub cxx: String,
    /// A class passed by value (`__cudaSetupArg`, by reference in the stub).
    pub class: bool,
    /// `__restrict__` on the pointer itself: the stub copies it to a temporary first.
    pub restrict: bool,
    /// The C text without the top-level `__restrict__` (the temporary's type).
    pub c_unrestricted: String,
    /// The C++ text without top-level qualifiers (the wrapper's casts).
    pub cxx_unqualified: String,
}

impl<'a> TypePrinter<'a> {
    pub fn new(tu: &'a TranslationUnit, mangler: &'a Mangler<'a>) -> TypePrinter<'a> {
        TypePrinter {
            tu,
            mangler,
            aliases: RefCell::new(Vec::new()),
        }
    }

    /// The `typedef` lines: declared types in declaration order, then class template
    /// specializations in order of first use (cicc makes them where they are
    /// instantiated, after the declarations they use).
    pub fn aliases(&self) -> Vec<(String, String)> {
        let mut all = self.aliases.borrow().clone();
        all.sort_by_key(|(order, _, _)| *order);
        all.into_iter().map(|(_, t, a)| (t, a)).collect()
    }

    pub fn param(&self, t: TypeId) -> Result<ParamText, Unsupported> {
        let types = &self.tu.types;
        let (base, q) = types.split_quals(t);
        let restrict = q.has(Quals::RESTRICT);
        let class = matches!(
            types.get(types.canonical(base)),
            Type::Class(_) | Type::TemplateId { resolved: None, .. }
        );
        let c = self.text(t, Flavor::C, 0)?;
        let cxx = self.text(t, Flavor::Cxx, 0)?;
        // `T *__restrict__` → `T *` (the restrict is the outermost qualifier's text).
        let c_unrestricted = match c.strip_suffix("__restrict__") {
            Some(rest) if restrict => rest.trim_end().to_owned(),
            _ => c.clone(),
        };
        let cxx_unqualified = match types.get(t) {
            Type::Qualified(written, _) => self.text(*written, Flavor::Cxx, 0)?,
            _ if q.is_empty() => cxx.clone(),
            // Qualifiers inside a typedef.
            _ => self.text(base, Flavor::Cxx, 0)?,
        };
        Ok(ParamText {
            c,
            cxx,
            class,
            restrict,
            c_unrestricted,
            cxx_unqualified,
        })
    }

    /// The type's text.
    pub fn text(&self, t: TypeId, flavor: Flavor, depth: u32) -> Result<String, Unsupported> {
        if depth > MAX_DEPTH {
            return Err(Unsupported("types nested too deeply"));
        }
        let types = &self.tu.types;
        // Typedef names are kept as written (`size_t *`), so no canonical type here.
        let (base, q) = match types.get(t) {
            Type::Qualified(base, q) => (*base, *q),
            _ => (t, Quals::NONE),
        };
        let shape = types.get(base);
        if let Type::Pointer(inner) = shape {
            let pointee = self.text(*inner, flavor, depth + 1)?;
            let mut s = if pointee.ends_with('*') {
                format!("{pointee}*")
            } else {
                format!("{pointee} *")
            };
            if q.has(Quals::CONST) {
                s.push_str("const");
            }
            if q.has(Quals::VOLATILE) {
                if q.has(Quals::CONST) {
                    s.push(' ');
                }
                s.push_str("volatile");
            }
            if q.has(Quals::RESTRICT) {
                if q.has(Quals::CONST) || q.has(Quals::VOLATILE) {
                    s.push(' ');
                }
                s.push_str("__restrict__");
            }
            return Ok(s);
        }
        if q.has(Quals::RESTRICT) {
            return Err(Unsupported("__restrict__ on a non-pointer"));
        }
        let mut prefix = String::new();
        if q.has(Quals::CONST) {
            prefix.push_str("const ");
        }
        if q.has(Quals::VOLATILE) {
            prefix.push_str("volatile ");
        }
        let body = match shape {
            Type::Builtin(b) => builtin(*b)?.to_owned(),
            Type::Signed(b) => format!("signed {}", builtin(*b)?),
            Type::Class(d) | Type::Enum(d) => self.tag(*d, flavor)?,
            Type::Typedef {
                decl,
                aliased,
                qualifier: Some(q),
            } => self.member_typedef(*q, *decl, *aliased, depth)?,
            Type::Typedef { decl, aliased, .. } => self.typedef(*decl, *aliased, flavor, depth)?,
            Type::TemplateId {
                resolved: Some(r), ..
            } => return Ok(format!("{prefix}{}", self.text(*r, flavor, depth + 1)?)),
            Type::Deduced { ty, .. } => {
                return Ok(format!("{prefix}{}", self.text(*ty, flavor, depth + 1)?))
            }
            Type::TemplateId {
                template,
                args,
                resolved: None,
            } => format!(" {}", self.template_id_alias(base, *template, args)?),
            _ => return Err(Unsupported("parameter type")),
        };
        Ok(format!("{prefix}{body}"))
    }

    /// `struct S` / `struct ::S` / ` _ZN2ns1SE` (alias).
    fn tag(&self, d: DeclId, flavor: Flavor) -> Result<String, Unsupported> {
        let decl = &self.tu.decls[d];
        let key = match &decl.kind {
            DeclKind::Class(c) if c.key == ClassKey::Union => "union",
            DeclKind::Class(c) if c.is_lambda => {
                // An extended lambda's closure: the wrapper, under the closure's name.
                let closure =
                    super::ext_lambda::closure(self.tu, d)?.ok_or(Unsupported("closure types"))?;
                let alias = closure.alias(self.tu, self.mangler)?;
                self.remember(None, closure.wrapper_text(self.tu)?, alias.clone());
                return Ok(format!(" {alias}"));
            }
            DeclKind::Class(_) => "struct",
            DeclKind::Enum(_) => "enum",
            _ => return Err(Unsupported("tag type")),
        };
        let specialization = matches!(&decl.kind, DeclKind::Class(c) if c.specialization.is_some())
            || decl.instance_of.is_some();
        if self.at_global_scope(d) && !specialization {
            let name = String::from_utf8_lossy(self.tu.name_bytes(d));
            if name.is_empty() {
                return Err(Unsupported("unnamed types"));
            }
            return Ok(match flavor {
                Flavor::C => format!("{key} {name}"),
                Flavor::Cxx => format!("{key} ::{name}"),
            });
        }
        let alias = self.alias_of(d)?;
        Ok(format!(" {alias}"))
    }

    fn typedef(
        &self,
        d: DeclId,
        aliased: TypeId,
        flavor: Flavor,
        depth: u32,
    ) -> Result<String, Unsupported> {
        if self.at_global_scope(d) {
            let name = String::from_utf8_lossy(self.tu.name_bytes(d));
            return Ok(match flavor {
                Flavor::C => name.into_owned(),
                Flavor::Cxx => format!("::{name}"),
            });
        }
        if self.tu.types.is_dependent(aliased) {
            return Err(Unsupported("dependent typedefs"));
        }
        let alias = String::from_utf8_lossy(
            &self
                .mangler
                .type_symbol(d)
                .ok_or(Unsupported("typedef without a mangled name"))?,
        )
        .into_owned();
        let target = self.text(aliased, Flavor::C, depth + 1)?;
        self.remember(Some(d), target, alias.clone());
        Ok(alias)
    }

    /// A typedef member named through a class template-id (`W<int>::type`): aliased by
    /// its nested name in that specialization (`typedef int _ZN1WIiE4typeE;`).
    fn member_typedef(
        &self,
        q: TypeId,
        d: DeclId,
        aliased: TypeId,
        depth: u32,
    ) -> Result<String, Unsupported> {
        if self.tu.types.is_dependent(aliased)
            || crate::il::template_query::names_template_param(self.tu, q)
        {
            return Err(Unsupported("dependent typedefs"));
        }
        let mangled = self
            .mangler
            .ty(q, 0)
            .ok_or(Unsupported("template-id without a mangled name"))?;
        let mut prefix = crate::mangle::mangle_type(&mangled);
        if prefix.first() == Some(&b'N') && prefix.last() == Some(&b'E') {
            prefix.pop();
        } else {
            prefix.insert(0, b'N');
        }
        let name = self.tu.name_bytes(d);
        let mut alias = b"_Z".to_vec();
        alias.extend(prefix);
        alias.extend(name.len().to_string().into_bytes());
        alias.extend_from_slice(name);
        alias.push(b'E');
        let alias = String::from_utf8_lossy(&alias).into_owned();
        let target = self.text(aliased, Flavor::C, depth + 1)?;
        self.remember(None, target, alias.clone());
        Ok(alias)
    }

    /// The alias of a class or enum, declared on first use.
    fn alias_of(&self, d: DeclId) -> Result<String, Unsupported> {
        let alias = String::from_utf8_lossy(
            &self
                .mangler
                .type_symbol(d)
                .ok_or(Unsupported("type without a mangled name"))?,
        )
        .into_owned();
        let target = self.qualified_name(d)?;
        let declared =
            !matches!(&self.tu.decls[d].kind, DeclKind::Class(c) if c.specialization.is_some());
        self.remember(declared.then_some(d), target, alias.clone());
        Ok(alias)
    }

    /// The alias of a class template specialization named by its template-id (no class
    /// instance is made for it): `typedef ns::Poly<float, (int)4>  _ZN2ns4PolyIfLi4EEE;`.
    fn template_id_alias(
        &self,
        t: TypeId,
        template: DeclId,
        args: &[crate::il::types::TemplateArg],
    ) -> Result<String, Unsupported> {
        if crate::il::template_query::names_template_param(self.tu, t) {
            return Err(Unsupported("dependent template-ids"));
        }
        let pattern = crate::il::template_query::class_template(self.tu, template)
            .ok_or(Unsupported("template-ids of alias templates"))?
            .pattern;
        let args = crate::il::template_query::complete_args(self.tu, template, args)
            .ok_or(Unsupported("template-ids with unknown arguments"))?;
        let mangled = self
            .mangler
            .ty(t, 0)
            .ok_or(Unsupported("template-id without a mangled name"))?;
        let mut alias = b"_Z".to_vec();
        alias.extend(crate::mangle::mangle_type(&mangled));
        let alias = String::from_utf8_lossy(&alias).into_owned();
        let texts: Result<Vec<String>, Unsupported> =
            args.iter().map(|a| self.il_template_arg(a)).collect();
        let mut target = self.scope_prefix(pattern)?;
        target.push_str(&format!(
            "{}<{}> ",
            String::from_utf8_lossy(self.tu.name_bytes(pattern)),
            texts?.join(", ")
        ));
        self.remember(None, target, alias.clone());
        Ok(alias)
    }

    /// `ns::inner::` before a declaration's own name.
    fn scope_prefix(&self, d: DeclId) -> Result<String, Unsupported> {
        let mut s = String::new();
        for a in self.tu.ancestors(d) {
            let decl = &self.tu.decls[a];
            match &decl.kind {
                DeclKind::Namespace(_) if decl.name == crate::il::DeclName::Anonymous => {
                    s.push_str("_NV_ANON_NAMESPACE::")
                }
                DeclKind::Namespace(_) | DeclKind::Class(_) => {
                    s.push_str(&String::from_utf8_lossy(self.tu.name_bytes(a)));
                    s.push_str("::");
                }
                DeclKind::TranslationUnit { .. } | DeclKind::Linkage(_) | DeclKind::Template(_) => {
                }
                _ => return Err(Unsupported("local types")),
            }
        }
        Ok(s)
    }

    fn remember(&self, decl: Option<DeclId>, target: String, alias: String) {
        let mut aliases = self.aliases.borrow_mut();
        if !aliases.iter().any(|(_, _, a)| *a == alias) {
            let order = match decl {
                Some(d) => AliasOrder::Declared(self.tu.first_decl(d)),
                None => AliasOrder::Instantiated(aliases.len()),
            };
            aliases.push((order, target, alias));
        }
    }

    /// `ns::inner::Pt`, `Acc<double> ` (a specialization's arguments as EDG prints them,
    /// with its space after `>`).
    fn qualified_name(&self, d: DeclId) -> Result<String, Unsupported> {
        let mut parts = Vec::new();
        for a in self.tu.ancestors(d) {
            let decl = &self.tu.decls[a];
            match &decl.kind {
                DeclKind::Namespace(_) if decl.name == crate::il::DeclName::Anonymous => {
                    parts.push("_NV_ANON_NAMESPACE".to_owned())
                }
                DeclKind::Namespace(_) | DeclKind::Class(_) => {
                    parts.push(String::from_utf8_lossy(self.tu.name_bytes(a)).into_owned())
                }
                DeclKind::TranslationUnit { .. } | DeclKind::Linkage(_) | DeclKind::Template(_) => {
                }
                _ => return Err(Unsupported("local types")),
            }
        }
        let decl = &self.tu.decls[d];
        let mut own = String::from_utf8_lossy(self.tu.name_bytes(d)).into_owned();
        if let DeclKind::Class(c) = &decl.kind {
            if let Some(spec) = &c.specialization {
                let args: Result<Vec<String>, Unsupported> =
                    spec.args.iter().map(|a| self.il_template_arg(a)).collect();
                own = format!("{own}<{}> ", args?.join(", "));
            }
        }
        parts.push(own);
        Ok(parts.join("::"))
    }

    /// A class specialization's argument, as EDG's printer writes it in the typedef.
    fn il_template_arg(&self, a: &crate::il::types::TemplateArg) -> Result<String, Unsupported> {
        use crate::il::types::TemplateArg as A;
        match a {
            A::Type(t) => {
                let t = self.tu.types.canonical(*t);
                match self.tu.types.get(t) {
                    Type::Builtin(b) => Ok(long_builtin(*b)?.to_owned()),
                    _ => Err(Unsupported(
                        "class template arguments that are not builtins",
                    )),
                }
            }
            A::Integral(v, t) => match self.tu.types.get(self.tu.types.canonical(*t)) {
                Type::Builtin(b) => integral_cast(*b, *v),
                _ => Err(Unsupported("enumeration template arguments")),
            },
            // A template: ` ::ns::X`, `    ::X` at global scope.
            A::Template(d) => {
                let pattern = match &self.tu.decls[*d].kind {
                    DeclKind::Template(t) => t.pattern,
                    _ => return Err(Unsupported("template template parameters")),
                };
                let scope = self.scope_prefix(pattern)?;
                let lead = if scope.is_empty() { "    ::" } else { " ::" };
                Ok(format!(
                    "{lead}{scope}{}",
                    String::from_utf8_lossy(self.tu.name_bytes(pattern))
                ))
            }
            _ => Err(Unsupported("template argument kind")),
        }
    }

    fn at_global_scope(&self, d: DeclId) -> bool {
        self.tu.ancestors(d).iter().all(|&a| {
            matches!(
                self.tu.decls[a].kind,
                DeclKind::TranslationUnit { .. } | DeclKind::Linkage(_) | DeclKind::Template(_)
            )
        })
    }
}

/// The C spelling of a builtin in a declaration (`unsigned` for `unsigned int`).
pub fn builtin(b: Builtin) -> Result<&'static str, Unsupported> {
    match b {
        Builtin::NullPtr | Builtin::Char8 => Err(Unsupported("builtin type")),
        _ => Ok(b.spelling()),
    }
}

/// The spelling EDG's expression printer uses for template arguments (`unsigned int`).
pub fn long_builtin(b: Builtin) -> Result<&'static str, Unsupported> {
    match b {
        Builtin::UnsignedInt => Ok("unsigned int"),
        _ => builtin(b),
    }
}

/// `(int)6`, `(unsigned int)7u`, `(bool)1`, `(char)97`, `(long)-5l`, `(unsigned long long)9ull`.
pub fn integral_cast(b: Builtin, v: i128) -> Result<String, Unsupported> {
    let suffix = match b {
        Builtin::UnsignedInt => "u",
        Builtin::Long => "l",
        Builtin::UnsignedLong => "ul",
        Builtin::LongLong => "ll",
        Builtin::UnsignedLongLong => "ull",
        Builtin::Int | Builtin::Short | Builtin::Bool | Builtin::Char | Builtin::SignedChar => "",
        Builtin::UnsignedShort | Builtin::UnsignedChar => "",
        _ => return Err(Unsupported("template argument type")),
    };
    Ok(format!("({}){v}{suffix}", long_builtin(b)?))
}
