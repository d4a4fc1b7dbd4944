//! A class template's injected-class-name in an expression is the dependent template-id
//! it stands for (T-QUAL, probes q8/q9 of session "names").
//!
//! EDG binds `reference_wrapper::_S_fun(…)` inside `reference_wrapper<_Tp>` to the
//! template-id `reference_wrapper<_Tp>` and prints it so, as an expression's qualifier:
//! `reference_wrapper< _Tp> ::_S_fun(…)`, `RW< T> ::c`. Given as a template argument it
//! keeps its name but makes the template-id dependent, so the id gets `template` after a
//! namespace: `std::template __shrink_to_fit_aux< vector> ::_S_do_it(*this)`,
//! `ns::template agg< V *> ::go(0)`.

use crate::il::expr::{Qualifier, QualifierPart};
use crate::il::types::TemplateArg;
use crate::il::{DeclId, DeclKind, Type, TypeId};

use super::Printer;

impl Printer<'_> {
    /// The class template pattern `t` names by its injected-class-name.
    pub(super) fn injected_class(&self, t: TypeId) -> Option<DeclId> {
        let Type::Class(d) = self.tu.types.get(t) else {
            return None;
        };
        let p = self.tu.decl(*d).parent?;
        match &self.tu.decl(p).kind {
            DeclKind::Template(td) if td.pattern == *d => Some(*d),
            _ => None,
        }
    }

    /// Whether a template argument names an injected-class-name (through pointers,
    /// references and cv-qualifiers).
    pub(super) fn arg_names_injected_class(&self, a: &TemplateArg) -> bool {
        let TemplateArg::Type(mut t) = a else {
            return false;
        };
        for _ in 0..32 {
            match self.tu.types.get(t) {
                Type::Pointer(u)
                | Type::LValueRef(u)
                | Type::RValueRef(u)
                | Type::Qualified(u, _) => t = *u,
                _ => return self.injected_class(t).is_some(),
            }
        }
        false
    }

    /// `RW< T> ::rest::` for an expression's qualifier that starts with an
    /// injected-class-name; `None` otherwise.
    pub(super) fn injected_expr_qualifier(&self, q: &Qualifier, in_expr: bool) -> Option<Vec<u8>> {
        if q.global {
            return None;
        }
        let Some(QualifierPart::Type(t)) = q.parts.first() else {
            return None;
        };
        let d = self.injected_class(*t)?;
        let args = self.injected_template_id_args(d);
        if args.is_empty() {
            return None;
        }
        let mut out = self.type_name(d);
        out.extend_from_slice(&args);
        out.extend_from_slice(b"::");
        let rest = Qualifier {
            global: false,
            parts: q.parts[1..].into(),
        };
        self.written_qualifier_into(Some(&rest), in_expr, &mut out);
        Some(out)
    }
}

impl Printer<'_> {
    /// Whether member `d` was named through its own class alone (`RW::fun`, `In::q`, no
    /// template arguments): inside a class template EDG binds it as the bare member
    /// (`(fun)(…)`, `(q)()`).
    pub(super) fn qualified_by_own_class(
        &self,
        d: DeclId,
        written: &crate::il::expr::NameWriting,
    ) -> bool {
        let Some(q) = &written.qualifier else {
            return false;
        };
        let [QualifierPart::Type(t)] = &q.parts[..] else {
            return false;
        };
        if q.global || written.template_args.is_some() || written.template_kw {
            return false;
        }
        let Type::Class(c) = self.tu.types.get(*t) else {
            return false;
        };
        self.tu
            .decl(d)
            .parent
            .is_some_and(|p| self.canon(p) == self.canon(*c))
    }
}
