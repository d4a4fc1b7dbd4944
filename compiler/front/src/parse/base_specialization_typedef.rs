//! A member typedef found by unqualified lookup through a base that is a concrete class
//! template specialization (`difference_type` inside `struct it : iterator<tag, bool>`).
//! The lookup itself searches the base's pattern, whose typedef names the template's
//! parameters (`typedef D difference_type`); EDG's base is an instance, so the name stands
//! for the substituted type (`long`, an operator taking it is viable) and is the member
//! of that specialization, printed `iterator< tag, bool> ::difference_type` where its
//! scope is not entered (a friend's parameters).

use crate::il::types::Type;
use crate::il::{DeclId, DeclKind, TypeId};
use crate::parse::Parser;
use std::collections::HashSet;

/// How many classes the search visits (a guard against pathological base graphs).
const MAX_CLASSES: usize = 256;

impl Parser<'_, '_> {
    /// The type of the typedef `d` named unqualified here when it is reached through a
    /// concrete template-id base of an enclosing class: the substituted type, qualified by
    /// that base. `None` when `d` is not such a member.
    pub(crate) fn typedef_through_specialization_base(&mut self, d: DeclId) -> Option<TypeId> {
        let DeclKind::Typedef(_) = &self.tu.decls[d].kind else {
            return None;
        };
        let owner = self.tu.first_decl(self.tu.decls[d].parent?);
        let name = self.tu.decls[d].name.ident()?;
        let mut work: std::collections::VecDeque<DeclId> =
            self.scopes.enclosing_classes().into_iter().collect();
        let mut seen: HashSet<DeclId> = HashSet::new();
        while let Some(c) = work.pop_front() {
            if seen.len() > MAX_CLASSES || !seen.insert(self.tu.first_decl(c)) {
                continue;
            }
            let def = self.class_definition(c);
            let DeclKind::Class(cd) = &self.tu.decls[def].kind else {
                continue;
            };
            let bases: Vec<TypeId> = cd.bases.iter().map(|b| b.ty).collect();
            for b in bases {
                let bt = self.tu.types.canonical(self.tu.types.unqualified(b));
                match self.tu.types.get(bt) {
                    Type::TemplateId { .. } => {
                        if crate::il::template_query::names_template_param(&self.tu, bt) {
                            continue;
                        }
                        if self.class_of_type(bt).map(|c| self.tu.first_decl(c)) != Some(owner) {
                            continue;
                        }
                        let (decl, aliased) =
                            crate::sema::specialization::member_typedef(&mut self.tu, bt, name)?;
                        if decl != d
                            || crate::il::template_query::names_template_param(&self.tu, aliased)
                        {
                            return None;
                        }
                        return Some(self.tu.types.intern(Type::Typedef {
                            decl,
                            aliased,
                            qualifier: Some(bt),
                        }));
                    }
                    Type::Class(bc) => work.push_back(*bc),
                    _ => {}
                }
            }
        }
        None
    }
}
