//! How a template-id's non-type arguments print (T-HDR).
//!
//! EDG keeps one argument list per class specialization, made where the specialization
//! is first named: at namespace or class scope (and in a non-template function's
//! parameters) the values are *converted* to the parameters' types (`U< 3U> `,
//! `Ch< 'a'> `, `Sh< (short)7> `); in a function body or a function template's
//! signature they stay *as written* (`U< 3> `, `I< 'b'> ` for `template<int>`), and every
//! later use prints the first form. The explicit arguments of a call name a function
//! specialization and always print converted (`reduce_max< float, 256U> (…)`) unless the
//! call is dependent.

use crate::il::types::{Builtin, TemplateArg};
use crate::il::{DeclId, DeclKind, Type, TypeId};

use super::expr::char_literal;
use super::Printer;

/// The arguments each class specialization was first printed with (converted or as
/// written), keyed by its canonical arguments: a later `S1< int> ` prints the
/// `S1< signed int> ` that made the specialization.
pub type SpecializationForms =
    std::collections::HashMap<(DeclId, Box<[TemplateArg]>), Box<[TemplateArg]>>;

impl Printer<'_> {
    /// The parameters of the template `d` names (a template, its pattern, an instance of
    /// its pattern, or a template template parameter); empty when unknown.
    pub fn template_params_of(&self, d: DeclId) -> &[DeclId] {
        let tu = self.tu;
        let mut d = d;
        for _ in 0..8 {
            let decl = tu.decl(d);
            match &decl.kind {
                DeclKind::Template(t) => {
                    return t
                        .param_lists
                        .last()
                        .map(|l| l.params.as_slice())
                        .unwrap_or(&[])
                }
                DeclKind::TemplateTemplateParam(tt) => return &tt.params.params,
                _ => {}
            }
            if let Some(p) = decl.instance_of {
                d = p;
                continue;
            }
            match decl.parent.map(|p| (p, &tu.decl(p).kind)) {
                Some((p, DeclKind::Template(t))) if t.pattern == d => d = p,
                _ => return &[],
            }
        }
        &[]
    }

    /// A class template-id's `< args> `, in the form its specialization was first named in.
    pub fn class_template_id_args(&self, template: DeclId, args: &[TemplateArg]) -> Vec<u8> {
        let substituted;
        let args = match self.substituted_class_args(args) {
            Some(s) => {
                substituted = s;
                &substituted[..]
            }
            None => args,
        };
        let params = self.template_params_of(template);
        if args.is_empty() && params.first().is_some_and(|&p| !self.is_pack_param(p)) {
            // Every argument defaulted: `D<> ` (an empty pack is `P6< > `).
            return b"<> ".to_vec();
        }
        let converted = self.converted_args(params, args, true);
        // Keyed by the specialization's full list: `ratio< 7> ` and `ratio< 7, 1> ` are one.
        let full = if args.iter().any(|a| self.arg_is_dependent(a)) {
            None
        } else {
            self.full_specialization_key(params, args)
        };
        let key = (
            template,
            full.clone()
                .unwrap_or_else(|| self.tu.types.canonical_args(&converted)),
        );
        let form = self
            .specialization_forms
            .borrow_mut()
            .entry(key)
            .or_insert_with(|| {
                if self.ids_as_written.get() {
                    self.converted_args(params, args, false).into()
                } else {
                    converted.into()
                }
            })
            .clone();
        // Trailing arguments some template-id left to their defaults are omitted.
        let shortest = full.and_then(|k| self.shortest_written(template, &k));
        match shortest {
            Some(0) if params.first().is_some_and(|&p| !self.is_pack_param(p)) => b"<> ".to_vec(),
            Some(n) if n < form.len() => self.template_args(&form[..n]),
            _ => self.template_args(&form),
        }
    }

    /// A call's explicit `< args> `: converted to the function template's parameters'
    /// types, as written when any argument is dependent.
    /// `nondependent_call`: none of the call's arguments is dependent.
    pub fn call_template_args(
        &self,
        callee: DeclId,
        args: &[TemplateArg],
        nondependent_call: bool,
    ) -> Vec<u8> {
        let params = self.template_params_of(callee);
        let retype = !args.iter().any(|a| self.arg_is_dependent(a));
        // In a template definition a call waits for instantiation: its type arguments
        // keep their typedef names (`conv< str> (1)`). A call with no dependent argument
        // in a nested block of the body is resolved there, its arguments canonical
        // (`{ m = mn< unsigned long> (n, 3); }`; `mn< size_t> (n, 3)` in the outermost
        // block or with a dependent argument).
        let resolved = nondependent_call && self.in_nested_block() && self.in_function_body.get();
        if retype && self.in_template(self.scope.get()) && !resolved {
            let mut v = b"< ".to_vec();
            for (i, a) in self.converted_args(params, args, false).iter().enumerate() {
                if i > 0 {
                    v.extend_from_slice(b", ");
                }
                match a {
                    TemplateArg::Type(t) => v.extend_from_slice(&self.written_type_arg(*t)),
                    _ => v.extend_from_slice(&self.template_arg(a)),
                }
            }
            v.extend_from_slice(b"> ");
            return v;
        }
        self.template_args(&self.converted_args(params, args, retype))
    }

    pub(super) fn is_pack_param(&self, p: DeclId) -> bool {
        match &self.tu.decl(p).kind {
            DeclKind::TemplateTypeParam(x) => x.pack,
            DeclKind::TemplateValueParam(x) => x.pack,
            DeclKind::TemplateTemplateParam(x) => x.pack,
            _ => false,
        }
    }

    pub(super) fn arg_is_dependent(&self, a: &TemplateArg) -> bool {
        match a {
            // A template-id of known arguments is concrete, instance or not (`bs< char> `
            // for `typedef bs<char> str;` given as `W<str>`).
            TemplateArg::Type(t) => crate::il::template_query::names_template_param_memo(
                self.tu,
                *t,
                &mut self.concrete_types.borrow_mut(),
            ),
            TemplateArg::Expr(_) => true,
            TemplateArg::Integral(..) => false,
            TemplateArg::Template(d) => {
                matches!(self.tu.decl(*d).kind, DeclKind::TemplateTemplateParam(_))
            }
            TemplateArg::Pack(items) => items.iter().any(|a| self.arg_is_dependent(a)),
        }
    }

    /// A non-type argument written as a constant expression, as its value
    /// (`TemplateArg::Integral`); any other argument as is.
    pub(super) fn constant_arg(&self, a: &TemplateArg) -> TemplateArg {
        match a {
            TemplateArg::Expr(e) => match self.tu.expr(*e).value.get() {
                Some(crate::il::ConstValue::Int(v)) => {
                    TemplateArg::Integral(v, self.tu.expr(*e).ty)
                }
                _ => a.clone(),
            },
            _ => a.clone(),
        }
    }

    /// A template's name given for a template template parameter becomes that template
    /// (`Filter< T, N, S, C> `, not `S< > `); with `retype`, each value argument takes its
    /// (non-dependent, non-`auto`) parameter's type.
    pub(super) fn converted_args(
        &self,
        params: &[DeclId],
        args: &[TemplateArg],
        retype: bool,
    ) -> Vec<TemplateArg> {
        let tu = self.tu;
        args.iter()
            .enumerate()
            .map(|(i, a)| {
                let Some(&p) = params.get(i) else {
                    return a.clone();
                };
                match (&tu.decl(p).kind, a) {
                    (DeclKind::TemplateValueParam(vp), TemplateArg::Integral(v, _))
                        if retype
                            && !vp.pack
                            && !tu.types.is_dependent(vp.ty)
                            && !matches!(
                                tu.types.get(tu.types.canonical(vp.ty)),
                                Type::Auto(_) | Type::Deduced { .. }
                            ) =>
                    {
                        TemplateArg::Integral(*v, tu.types.canonical(tu.types.unqualified(vp.ty)))
                    }
                    // `template<class T, T N>` given `<unsigned, 0>`: N takes the type given
                    // for T (`0U`).
                    (DeclKind::TemplateValueParam(vp), TemplateArg::Integral(v, _))
                        if retype && !vp.pack =>
                    {
                        match self.earlier_type_arg(params, args, vp.ty) {
                            Some(t) => TemplateArg::Integral(*v, t),
                            None => a.clone(),
                        }
                    }
                    (DeclKind::TemplateTemplateParam(_), TemplateArg::Type(t)) => {
                        match tu.types.get(*t) {
                            Type::TemplateId {
                                template,
                                args,
                                resolved: None,
                            } if args.is_empty() => TemplateArg::Template(*template),
                            _ => a.clone(),
                        }
                    }
                    _ => a.clone(),
                }
            })
            .collect()
    }

    /// The integral or enumeration type given for the type parameter that `ty` names, when
    /// that parameter is one of `params` and its argument is not dependent.
    fn earlier_type_arg(
        &self,
        params: &[DeclId],
        args: &[TemplateArg],
        ty: TypeId,
    ) -> Option<TypeId> {
        let types = &self.tu.types;
        let Type::TemplateParam(d) = types.get(types.unqualified(ty)) else {
            return None;
        };
        let j = params.iter().position(|p| p == d)?;
        let TemplateArg::Type(t) = args.get(j)? else {
            return None;
        };
        let c = types.canonical(types.unqualified(*t));
        let integral = matches!(types.get(c), Type::Enum(_))
            || types.as_builtin(c).is_some_and(|b| b.is_integral());
        (integral && !types.is_dependent(c)).then_some(c)
    }

    /// A non-type parameter's default: a constant converted to the parameter's type
    /// (`unsigned M = 3U`), anything else as written.
    pub fn value_param_default(&self, ty: TypeId, def: crate::il::ExprId) -> Vec<u8> {
        let tu = self.tu;
        let c = tu.types.canonical(tu.types.unqualified(ty));
        let integral = !tu.types.is_dependent(c)
            && (matches!(tu.types.get(c), Type::Enum(_))
                || tu.types.as_builtin(c).is_some_and(|b| b.is_integral()));
        match tu.expr(def).value.get() {
            Some(crate::il::ConstValue::Int(v)) if integral => self.integral_constant(v, c),
            _ => self.expr_top(def),
        }
    }

    /// An integral constant of type `ty` the way EDG writes a converted value: `3U`,
    /// `-7LL`, `'a'`, `(short)(-3)`, `(unsigned char)'\310'`, `true`, an enumerator.
    pub fn integral_constant(&self, v: i128, ty: TypeId) -> Vec<u8> {
        let tu = self.tu;
        let c = tu.types.canonical(tu.types.unqualified(ty));
        if let Type::Enum(e) = tu.types.get(c) {
            return self.enumerator_constant(v, *e);
        }
        let Some(b) = tu.types.as_builtin(c) else {
            return v.to_string().into_bytes();
        };
        let mut out = Vec::new();
        let cast = |out: &mut Vec<u8>, name: &[u8]| {
            out.push(b'(');
            out.extend_from_slice(name);
            out.push(b')');
        };
        match b {
            Builtin::Bool => out.extend_from_slice(if v != 0 { b"true" } else { b"false" }),
            Builtin::Char => char_literal(v as i64, crate::lex::Encoding::Plain, &mut out),
            Builtin::SignedChar | Builtin::UnsignedChar => {
                cast(&mut out, b.spelling().as_bytes());
                char_literal(v as i64, crate::lex::Encoding::Plain, &mut out);
            }
            Builtin::Short => {
                cast(&mut out, b"short");
                if v < 0 {
                    out.extend_from_slice(format!("({v})").as_bytes());
                } else {
                    out.extend_from_slice(v.to_string().as_bytes());
                }
            }
            Builtin::UnsignedShort | Builtin::Char16 => {
                cast(&mut out, b.spelling().as_bytes());
                out.extend_from_slice(format!("{v}U").as_bytes());
            }
            Builtin::Int | Builtin::WChar => signed_literal(v, i32::MIN as i128, b"", &mut out),
            Builtin::Long => signed_literal(v, i64::MIN as i128, b"L", &mut out),
            Builtin::LongLong => signed_literal(v, i64::MIN as i128, b"LL", &mut out),
            Builtin::UnsignedInt | Builtin::Char32 => {
                out.extend_from_slice(format!("{v}U").as_bytes())
            }
            Builtin::UnsignedLong => out.extend_from_slice(format!("{v}UL").as_bytes()),
            Builtin::UnsignedLongLong => out.extend_from_slice(format!("{v}ULL").as_bytes()),
            _ => out.extend_from_slice(v.to_string().as_bytes()),
        }
        out
    }

    /// The enumerator of `e` with value `v` (`E1`, `F::B`), else `(E)v`.
    fn enumerator_constant(&self, v: i128, e: DeclId) -> Vec<u8> {
        let DeclKind::Enum(ed) = &self.tu.decl(e).kind else {
            return v.to_string().into_bytes();
        };
        for &x in &ed.enumerators {
            if matches!(&self.tu.decl(x).kind, DeclKind::Enumerator(en) if en.value == v) {
                let mut out = if ed.scoped.is_some() {
                    let mut q = self.qualified_type_name(e);
                    q.extend_from_slice(b"::");
                    q
                } else {
                    self.scope_qualifier(e)
                };
                out.extend_from_slice(self.tu.name_bytes(x));
                return out;
            }
        }
        let mut out = b"(".to_vec();
        out.extend_from_slice(&self.qualified_type_name(e));
        out.push(b')');
        out.extend_from_slice(v.to_string().as_bytes());
        out
    }
}

/// A signed literal with its suffix; the type's minimum prints as `-MAX-1` (`-2147483647-1`).
fn signed_literal(v: i128, min: i128, suffix: &[u8], out: &mut Vec<u8>) {
    if v == min {
        out.extend_from_slice(format!("{}", v + 1).as_bytes());
        out.extend_from_slice(suffix);
        out.extend_from_slice(b"-1");
    } else {
        out.extend_from_slice(v.to_string().as_bytes());
        out.extend_from_slice(suffix);
    }
}
