//! An alias template-id qualifying a member template named with `template` prints
//! expanded: `_PCCFP< _U1, _U2> ::template _ConstructiblePair< …> ()` with
//! `using _PCCFP = _PCC< !is_same< _T1, _U1> ::value …, _T1, _T2>` prints
//! `_PCC< (!is_same< _T1, _U1> ::value) || …, _T1, _T2> ::template …` (EDG binds the
//! member template through the class the alias names; a plain member keeps the alias:
//! `NsAl< U> ::V`). The aliased type is printed with the alias's parameters standing for
//! the arguments: printing only, no substitution in sema.

use crate::il::types::TemplateArg;
use crate::il::{DeclId, DeclKind, Type, TypeId};

use super::Printer;

impl Printer<'_> {
    /// The aliased type of alias template-id `t` printed with its arguments, when `t` is
    /// one whose arguments match its parameters one to one.
    pub(super) fn expanded_alias_qualifier(&self, t: TypeId) -> Option<Vec<u8>> {
        let Type::TemplateId { template, args, .. } = self.tu.types.get(t) else {
            return None;
        };
        let DeclKind::Template(td) = &self.tu.decl(*template).kind else {
            return None;
        };
        let DeclKind::Typedef(alias) = &self.tu.decl(td.pattern).kind else {
            return None;
        };
        let params = &td.param_lists.last()?.params;
        if params.len() < args.len() || args.iter().any(|a| matches!(a, TemplateArg::Pack(_))) {
            return None;
        }
        // Parameters left out have defaults (`_GenerateCheck = …`): a concrete one is
        // what they stand for; one naming other parameters is rarely used by the aliased
        // type, and prints by its name if it is.
        let mut map: Vec<(DeclId, TemplateArg)> =
            params.iter().copied().zip(args.iter().cloned()).collect();
        for &p in &params[args.len()..] {
            if let Some(a) = crate::il::template_query::default_arg(self.tu, p) {
                map.push((p, a));
            }
        }
        let saved = self.alias_params.replace(map);
        // The class it names is qualified from the printing scope (arg_qualifier_scope).
        let text = self
            .class_named_from_scope(alias.aliased)
            .unwrap_or_else(|| self.written_qualifier_type(alias.aliased));
        self.alias_params.replace(saved);
        Some(text)
    }

    /// The argument an alias template parameter stands for while its aliased type prints.
    pub(super) fn alias_param_arg(&self, d: DeclId) -> Option<TemplateArg> {
        let map = self.alias_params.borrow();
        map.iter().find(|(p, _)| *p == d).map(|(_, a)| a.clone())
    }

    /// A template type parameter's name, or what it stands for in an expanded alias.
    pub(super) fn template_param_text(&self, d: DeclId) -> Vec<u8> {
        match self.alias_param_arg(d) {
            Some(TemplateArg::Type(t)) => {
                // The argument is printed in the alias's caller's terms.
                let saved = self.alias_params.take();
                let text = self.written_type_arg(t);
                self.alias_params.replace(saved);
                text
            }
            _ => self.type_name(d),
        }
    }
}
