//! An explicit instantiation of a class prints the specialization itself (probe q11 of
//! session "names").
//!
//! EDG prints `extern template class basic_string<char>;` (in `std`, the template in the
//! inline namespace `__cxx11`, declared `class`) as `extern template class
//! __cxx11::basic_string< char> ;`: the class key of the template's definition (`struct
//! v1::bs< char> ` for `template class bs<char>;` of a `struct`), the template named by
//! the shortest qualifier from the printing scope (inline namespaces spelled out:
//! `s::v1::bs< int> ` at global scope), its arguments as any template-id's.

use crate::il::decl::{ClassDecl, ClassKey};
use crate::il::types::TemplateArg;
use crate::il::DeclKind;

use super::Printer;

impl Printer<'_> {
    /// `struct v1::bs< char> ` for an explicit instantiation of class specialization `c`.
    pub(super) fn instantiated_class_text(&self, c: &ClassDecl) -> Option<Vec<u8>> {
        let spec = c.specialization.as_ref()?;
        let DeclKind::Template(td) = &self.tu.decl(spec.template).kind else {
            return None;
        };
        let pattern = self.tu.class_definition(td.pattern).unwrap_or(td.pattern);
        let DeclKind::Class(pc) = &self.tu.decl(pattern).kind else {
            return None;
        };
        let mut t: Vec<u8> = match pc.key {
            ClassKey::Class => b"class ".to_vec(),
            ClassKey::Struct => b"struct ".to_vec(),
            ClassKey::Union => b"union ".to_vec(),
        };
        t.extend_from_slice(&self.scope_qualifier(spec.template));
        t.extend_from_slice(&self.type_name(spec.template));
        t.extend_from_slice(&self.class_template_id_args(spec.template, &spec.args));
        Some(t)
    }
}

/// Function templates by (canonical scope, name), in declaration order.
pub type FunctionTemplates =
    std::collections::HashMap<(crate::il::DeclId, crate::il::DeclName), Vec<crate::il::DeclId>>;

// An explicit instantiation of a function template prints the specialization EDG
// instantiated: the first declaration of the template it names (deduced from the written
// parameter types), its parameter names and its types with the deduced arguments, as a
// non-template declaration prints them (`extern template ostream& __ostream_insert(ostream&,
// const char*, streamsize);` prints `extern template basic_ostream< char>  &__ostream_insert(
// basic_ostream< char>  & __out, const char * __s, streamsize __n);`). The parameters are in
// the function's scope (`s::ins(os< char>  & __out, …)` at global scope).
impl Printer<'_> {
    fn function_templates(&self) -> std::cell::Ref<'_, FunctionTemplates> {
        if self.function_templates.borrow().is_none() {
            let mut map = FunctionTemplates::new();
            for (id, decl) in self.tu.decls.iter() {
                let (DeclKind::Template(td), Some(parent)) = (&decl.kind, decl.parent) else {
                    continue;
                };
                if !matches!(self.tu.decl(td.pattern).kind, DeclKind::Function(_))
                    || td.param_lists.len() != 1
                    || td.param_lists[0].params.is_empty()
                {
                    continue;
                }
                let name = self.tu.decl(td.pattern).name;
                map.entry((self.canon(parent), name)).or_default().push(id);
            }
            self.function_templates.replace(Some(map));
        }
        std::cell::Ref::map(self.function_templates.borrow(), |m| {
            m.as_ref().expect("built above")
        })
    }

    /// The text after `template ` for an explicit instantiation of function `target`
    /// (`f`), or `None` when no template of its name deduces from its parameter types.
    pub(super) fn instantiated_function_text(
        &self,
        target: crate::il::DeclId,
        f: &crate::il::decl::FunctionDecl,
    ) -> Option<Vec<u8>> {
        use crate::il::expr::QualifierPart;
        let tu = self.tu;
        let decl = tu.decl(target);
        let scope = match decl.qualifier.as_ref().and_then(|q| q.parts.last()) {
            Some(QualifierPart::Namespace(n)) => *n,
            Some(_) => return None,
            None => decl.parent?,
        };
        let candidates = self
            .function_templates()
            .get(&(self.canon(scope), decl.name))?
            .clone();
        let actual: Vec<crate::il::TypeId> = f
            .params
            .iter()
            .map(|&p| tu.decl(p).ty())
            .collect::<Option<_>>()?;
        for t in candidates {
            let DeclKind::Template(td) = &tu.decl(t).kind else {
                continue;
            };
            let DeclKind::Function(pf) = &tu.decl(td.pattern).kind else {
                continue;
            };
            if pf.params.len() != actual.len() {
                continue;
            }
            let mut map: Vec<(crate::il::DeclId, TemplateArg)> = Vec::new();
            let mut omitted = Vec::new();
            let ok = pf.params.iter().zip(&actual).all(|(&p, &a)| {
                tu.decl(p)
                    .ty()
                    .is_some_and(|pt| self.deduce(pt, a, &mut map, &mut omitted, 0))
            });
            omitted.retain(|p| !map.iter().any(|(q, _)| q == p));
            let params = &td.param_lists[0].params;
            let known =
                |p: &crate::il::DeclId| map.iter().any(|(q, _)| q == p) || omitted.contains(p);
            if !ok || !params.iter().all(known) {
                continue;
            }
            let saved = self.omitted_params.replace(omitted);
            let text = self.substituted_function_text(target, td.pattern, pf, map);
            self.omitted_params.replace(saved);
            return text;
        }
        None
    }

    fn substituted_function_text(
        &self,
        target: crate::il::DeclId,
        pattern: crate::il::DeclId,
        pf: &crate::il::decl::FunctionDecl,
        map: Vec<(crate::il::DeclId, TemplateArg)>,
    ) -> Option<Vec<u8>> {
        let tu = self.tu;
        let ft = self.written_function_type(pf.ty)?;
        let saved = self.alias_params.replace(map);
        let saved_subst = self.substitute_class_args.replace(true);
        let mut inner = Vec::new();
        self.qualifier_into(tu.decl(target).qualifier.as_ref(), &mut inner);
        inner.extend_from_slice(&self.value_name(target));
        // Explicit arguments are printed as written (`maxv< float> (float a, float b)`).
        if let Some(args) = tu.written_template_args.get(&target) {
            inner.extend_from_slice(&self.template_args(args));
        }
        inner.push(b'(');
        let saved_scope = self
            .scope
            .replace(tu.decl(pattern).parent.unwrap_or(self.scope.get()));
        for (i, &p) in pf.params.iter().enumerate() {
            if i > 0 {
                inner.extend_from_slice(b", ");
            }
            let pty = tu.decl(p).ty()?;
            let name = tu.name_bytes(p).to_vec();
            inner.extend_from_slice(&self.declarator(
                pty,
                &name,
                super::types::DeclStyle::Prototype,
            ));
        }
        self.scope.set(saved_scope);
        inner.push(b')');
        inner.extend_from_slice(&self.function_quals(&ft));
        let text = self.declarator(ft.ret, &inner, super::types::DeclStyle::Normal);
        self.substitute_class_args.set(saved_subst);
        self.alias_params.replace(saved);
        Some(text)
    }

    /// Binds the template parameters of pattern type `p` to the parts of `a`.
    fn deduce(
        &self,
        p: crate::il::TypeId,
        a: crate::il::TypeId,
        map: &mut Vec<(crate::il::DeclId, TemplateArg)>,
        omitted: &mut Vec<crate::il::DeclId>,
        depth: u32,
    ) -> bool {
        use crate::il::Type;
        let types = &self.tu.types;
        let (p, a) = (types.canonical(p), types.canonical(a));
        if depth > 32 {
            return false;
        }
        match (types.get(p), types.get(a)) {
            (Type::TemplateParam(d), _) => {
                if let Some((_, TemplateArg::Type(b))) = map.iter().find(|(q, _)| q == d) {
                    return types.canonical(*b) == a;
                }
                map.push((*d, TemplateArg::Type(a)));
                true
            }
            (Type::Pointer(u), Type::Pointer(v))
            | (Type::LValueRef(u), Type::LValueRef(v))
            | (Type::RValueRef(u), Type::RValueRef(v)) => {
                self.deduce(*u, *v, map, omitted, depth + 1)
            }
            (Type::Qualified(u, q), Type::Qualified(v, r)) if q == r => {
                self.deduce(*u, *v, map, omitted, depth + 1)
            }
            (Type::TemplateId { template, args, .. }, actual) => {
                // The specialization `a` names, its omitted arguments filled in.
                let (at, aargs) = match actual {
                    Type::Class(c) => match &self.tu.decl(*c).kind {
                        DeclKind::Class(cd) => match &cd.specialization {
                            Some(spec) => (spec.template, &spec.args[..]),
                            None => return false,
                        },
                        _ => return false,
                    },
                    Type::TemplateId {
                        template: at,
                        args: aargs,
                        resolved: None,
                    } => (*at, &aargs[..]),
                    _ => return false,
                };
                if self.canon(at) != self.canon(*template) {
                    return false;
                }
                // Arguments the written id left to their defaults: the parameters the
                // pattern gives there are "omitted" (the printed id stops before them).
                for x in args.iter().skip(aargs.len()) {
                    let TemplateArg::Type(x) = x else {
                        return false;
                    };
                    let Type::TemplateParam(q) = types.get(*x) else {
                        return false;
                    };
                    omitted.push(*q);
                }
                args.iter().zip(aargs.iter()).all(|(x, y)| match (x, y) {
                    (TemplateArg::Type(x), TemplateArg::Type(y)) => {
                        self.deduce(*x, *y, map, omitted, depth + 1)
                    }
                    _ => x == y,
                })
            }
            _ => !types.is_dependent(p) && p == a,
        }
    }
}

impl Printer<'_> {
    /// While an instantiated signature prints (`substitute_class_args`), a template-id's
    /// arguments that are the deduced parameters become their arguments, so the id is the
    /// specialization (`basic_ostream< char> `); `None` when something stays dependent.
    pub(super) fn substituted_class_args(&self, args: &[TemplateArg]) -> Option<Vec<TemplateArg>> {
        if !self.substitute_class_args.get() {
            return None;
        }
        let omitted = self.omitted_params.borrow();
        let mut out: Vec<TemplateArg> = Vec::new();
        let mut stopped = false;
        for a in args {
            let param = match a {
                TemplateArg::Type(t) => match self.tu.types.get(*t) {
                    crate::il::Type::TemplateParam(d) => Some(*d),
                    _ => None,
                },
                _ => None,
            };
            match param {
                // Left to its default: the id stops here (all later ones too).
                Some(d) if omitted.contains(&d) => stopped = true,
                _ if stopped => return None,
                Some(d) => out.push(self.alias_param_arg(d)?),
                None => out.push(a.clone()),
            }
        }
        (!out.iter().any(|a| self.arg_is_dependent(a))).then_some(out)
    }
}

impl Printer<'_> {
    /// In an explicit instantiation's signature, a dependent name whose qualifier the
    /// deduced arguments make concrete names a member of a specialization and prints
    /// without `typename` (`template AccumulatorFor< signed char> ::type map_reduce<
    /// signed char, Square, Sum> (…);` for a return type `typename AccumulatorFor<T>::type`).
    pub(super) fn qualifier_substituted_concrete(&self, q: crate::il::TypeId) -> bool {
        if !self.substitute_class_args.get() {
            return false;
        }
        match self.tu.types.get(q) {
            crate::il::Type::TemplateId { args, .. } => self.substituted_class_args(args).is_some(),
            crate::il::Type::TemplateParam(d) => {
                matches!(self.alias_param_arg(*d), Some(TemplateArg::Type(t)) if !self.arg_is_dependent(&TemplateArg::Type(t)))
            }
            _ => false,
        }
    }
}

/// A function's explicit instantiation names the template's specialization: it carries
/// the template's exception specification (`extern template bool has_facet< …> (const
/// locale &) throw();`).
impl Printer<'_> {
    /// The exception specification of the function template a function instantiates
    /// (found as `template_param_names` finds it), unless it is value-dependent.
    pub(super) fn template_exception_spec(
        &self,
        f: crate::il::DeclId,
        count: usize,
    ) -> Option<crate::il::types::ExceptionSpec> {
        let decl = self.tu.decl(f);
        let scope = decl.parent.unwrap_or(crate::il::TranslationUnit::ROOT);
        for m in self.tu.decl(scope).members()? {
            let crate::il::decl::Item::Decl(x) = m else {
                continue;
            };
            let DeclKind::Template(td) = &self.tu.decl(*x).kind else {
                continue;
            };
            let pattern = self.tu.decl(td.pattern);
            let DeclKind::Function(pf) = &pattern.kind else {
                continue;
            };
            if pattern.name != decl.name || pf.params.len() != count {
                continue;
            }
            let e = self.written_function_type(pf.ty)?.exception;
            return match e {
                crate::il::types::ExceptionSpec::Noexcept
                | crate::il::types::ExceptionSpec::ThrowEmpty => Some(e),
                _ => None,
            };
        }
        None
    }
}
