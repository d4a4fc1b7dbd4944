//! The qualifier of a name in an expression (T-QUAL).
//!
//! A qualifier prints as written, except that EDG binds a dependent template-id at
//! instantiation and says so: in an expression, a template-id with dependent arguments
//! after another part of the qualifier gets `template` (`std::template numeric_limits< T>
//! ::max()`, `O::template I< T> ::m()`; a leading `::` alone does not count: `::G< T> ::m()`),
//! and a member template named with `template` through such a template-id (`a::L< T>
//! ::template cv< int> ()`) is qualified by that template-id alone, named as a type is where
//! it is printed (`b::M< T> ::template cv< int> ()` inside `a`, `M< T> ::...` inside `a::b`),
//! also when it was named through a typedef standing for it (`PC::template cv< int> ()`
//! with `using PC = PCC< true, T>` prints `PCC< true, T> ::template cv< int> ()`).
//! A declaration's qualifier (`ns::A< T> ::f`) and a name inside template arguments
//! (`EI< a::L< T> ::is, T>`, `h< a::L< T> ::is> ()`) never get it.

use crate::il::expr::{Qualifier, QualifierPart};
use crate::il::{Type, TypeId};

use super::Printer;

impl Printer<'_> {
    /// An expression's qualifier; `member_template_kw`: the name after it was written
    /// `template f< ...>`.
    pub fn expr_qualifier_into(
        &self,
        q: Option<&Qualifier>,
        member_template_kw: bool,
        out: &mut Vec<u8>,
    ) {
        // Inside a value template argument a typedef qualifier stands for its type.
        let expanded = q
            .filter(|_| self.in_template_arg.get() > 0)
            .and_then(|q| self.typedef_qualifier_expanded(q));
        let q = expanded.as_ref().or(q);
        if let Some(QualifierPart::Type(t)) = q.and_then(|q| q.parts.last()) {
            // (through a typedef standing for one: `_PCCP::template f< U> ()` prints
            // `_PCC< true, T> ::template f< U> ()`)
            let t = self.through_dependent_typedefs(*t);
            // A dependent enumerator's initializer is kept as EDG's IL holds it, typedefs
            // resolved: `enum { v = _Base::value }` prints `isb< s::tag, C> ::value`.
            let enumerator = self.in_enumerator_init.get() && q.is_some_and(|q| q.parts.len() == 1);
            // Inside template arguments too: `enable_if< and_< …> ::value> ::type` for
            // `enable_if<is_ss<S, E>::value>::type` with `using is_ss = and_<…>` at namespace
            // scope (a member alias template stays: `enable_if< mem< U> ::value> ::type`).
            let in_arg = self.in_template_arg.get() > 0 && !self.names_member_template(t);
            if (member_template_kw || in_arg) && self.dependent_template_id(t) {
                if let Some(text) = self.expanded_alias_qualifier(t) {
                    // A qualifier takes no `typename` (`__rd< P, Q> ::type::num == 1` for
                    // `using rd = typename __rd<P, Q>::type`).
                    let text = match text.strip_prefix(b"typename ") {
                        Some(rest) if in_arg => rest,
                        _ => &text[..],
                    };
                    out.extend_from_slice(text);
                    out.extend_from_slice(b"::");
                    return;
                }
            }
            if (member_template_kw || enumerator) && self.dependent_template_id(t) {
                if let Type::TemplateId { template, args, .. } = self.tu.types.get(t) {
                    out.extend_from_slice(&self.qualified_type_name(*template));
                    out.extend_from_slice(&self.class_template_id_args(*template, args));
                    out.extend_from_slice(b"::");
                    return;
                }
            }
        }
        // Not inside template arguments: `EI< a::L< T> ::is, T>`.
        let in_expr = self.in_template_arg.get() == 0;
        if let Some(text) = q.and_then(|q| self.injected_expr_qualifier(q, in_expr)) {
            out.extend_from_slice(&text);
            return;
        }
        if let Some(text) = q.and_then(|q| self.arg_qualifier_from_scope(q)) {
            out.extend_from_slice(&text);
            return;
        }
        self.written_qualifier_into(q, in_expr, out)
    }

    /// A template-id of an alias template.
    fn names_alias_template(&self, t: TypeId) -> bool {
        let Type::TemplateId { template, .. } = self.tu.types.get(t) else {
            return false;
        };
        matches!(&self.tu.decl(*template).kind, crate::il::DeclKind::Template(td)
            if matches!(&self.tu.decl(td.pattern).kind, crate::il::DeclKind::Typedef(ty) if ty.alias_form))
    }

    /// A template-id of a class's member template.
    fn names_member_template(&self, t: TypeId) -> bool {
        let Type::TemplateId { template, .. } = self.tu.types.get(t) else {
            return false;
        };
        self.tu
            .decl(*template)
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, crate::il::DeclKind::Class(_)))
    }

    /// A class template-id whose arguments name a template parameter.
    fn dependent_template_id(&self, t: TypeId) -> bool {
        let Type::TemplateId { args, .. } = self.tu.types.get(t) else {
            return false;
        };
        crate::il::template_query::names_template_param(self.tu, t)
            || args.iter().any(|a| self.arg_names_injected_class(a))
    }

    /// `ns::C::` as written (a declaration's qualifier: `ns::A< T> ::f`).
    pub fn qualifier_into(&self, q: Option<&Qualifier>, out: &mut Vec<u8>) {
        self.written_qualifier_into(q, false, out)
    }

    /// `ns::C::` as written; `in_expr`: an expression's, where a dependent template-id
    /// after another part gets `template` (T-QUAL).
    pub(super) fn written_qualifier_into(
        &self,
        q: Option<&Qualifier>,
        in_expr: bool,
        out: &mut Vec<u8>,
    ) {
        let Some(q) = q else { return };
        if q.global {
            out.extend_from_slice(b"::");
        }
        for (i, p) in q.parts.iter().enumerate() {
            match p {
                QualifierPart::Namespace(d) => out.extend_from_slice(self.tu.name_bytes(*d)),
                QualifierPart::Type(t) => {
                    // An alias template's id is replaced by what it stands for: no
                    // `template` (`gx::it< T> ::max` for `using it = nti<T>`).
                    if in_expr
                        && i > 0
                        && self.dependent_template_id(*t)
                        && !self.names_alias_template(*t)
                    {
                        out.extend_from_slice(b"template ");
                    }
                    match self.tu.types.get(*t) {
                        // In a partial specialization's base clause its name is the
                        // specialization's injected-class-name: a dependent id of the
                        // template is qualified (`: IC< 1 + N::R< T> ::value>` in
                        // `R< T []>`; member initializers keep `SA< Ts...> ::A`).
                        Type::TemplateId { template, args, .. }
                            if i == 0
                                && self.in_base_clause.get()
                                && !q.global
                                && self.dependent_template_id(*t)
                                && self.in_partial_specialization_of(*template) =>
                        {
                            out.extend_from_slice(&self.qualified_type_name_of(*template, *t));
                            out.extend_from_slice(&self.class_template_id_args(*template, args));
                        }
                        _ => out.extend_from_slice(&self.written_qualifier_type(*t)),
                    }
                }
                QualifierPart::Dependent {
                    name,
                    args,
                    template_kw,
                } => {
                    if *template_kw {
                        out.extend_from_slice(b"template ");
                    }
                    out.extend_from_slice(self.sym(*name));
                    if let Some(a) = args {
                        out.extend_from_slice(&self.template_args(a));
                    }
                }
                QualifierPart::Decltype(e) => {
                    // As a type's: a name prints as written, any other operand in
                    // parentheses (`__decltype((f< T> (12)))::value`).
                    let name = matches!(
                        self.tu.expr(*e).kind,
                        crate::il::ExprKind::DeclRef { .. }
                            | crate::il::ExprKind::Member { .. }
                            | crate::il::ExprKind::DependentMember { .. }
                            | crate::il::ExprKind::Unresolved { .. }
                    );
                    out.extend_from_slice(if name {
                        b"__decltype("
                    } else {
                        b"__decltype(("
                    });
                    out.extend_from_slice(&self.expr_top(*e));
                    out.extend_from_slice(if name { b")" } else { b"))" });
                }
            }
            out.extend_from_slice(b"::");
        }
    }

    /// Whether the scope being printed is inside a partial specialization of `template`.
    fn in_partial_specialization_of(&self, template: crate::il::DeclId) -> bool {
        let mut cur = Some(self.scope.get());
        while let Some(d) = cur {
            if let crate::il::DeclKind::Class(c) = &self.tu.decl(d).kind {
                if c.specialization.as_ref().is_some_and(|s| {
                    s.kind == crate::il::decl::SpecializationKind::Partial && s.template == template
                }) {
                    return true;
                }
            }
            cur = self.tu.decl(d).parent;
        }
        false
    }
}
