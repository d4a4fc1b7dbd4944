//! [temp.over.link]: which earlier function template a function template declaration
//! redeclares. Two function templates are the same when they have equivalent template
//! parameter lists and equivalent function types, template parameters compared by position
//! (depth, index), not by declaration: `template<class T> static int m(T **, int);` and the
//! later `template<class U> int m(U **p, int n) { … }` are one template
//! ([`crate::il::template_query::equivalent_types`]). The redeclaration is linked (`prev`),
//! so the printer shows the entity's first storage class and its final `inline`/`constexpr`
//! on every declaration.

use crate::il::decl::DeclKind;
use crate::il::template_query::equivalent_types;
use crate::il::DeclId;
use crate::parse::Parser;

impl Parser<'_, '_> {
    /// The earlier function template among `cands` that `template` (a primary function
    /// template just parsed) redeclares.
    pub(crate) fn redeclared_function_template(
        &self,
        template: DeclId,
        cands: &[DeclId],
    ) -> Option<DeclId> {
        self.redeclared_template_among(template, cands, false)
    }

    /// Like [`Self::redeclared_function_template`] for a member template defined out of
    /// class: its leading parameter lists are its enclosing class templates'
    /// (`template<class T> template<class U> void S<T>::e(U)` redeclares `e<U>`).
    fn redeclared_member_template(&self, template: DeclId, cands: &[DeclId]) -> Option<DeclId> {
        self.redeclared_template_among(template, cands, true)
    }

    fn redeclared_template_among(
        &self,
        template: DeclId,
        cands: &[DeclId],
        enclosing_lists: bool,
    ) -> Option<DeclId> {
        let DeclKind::Template(new) = &self.tu.decls[template].kind else {
            return None;
        };
        let new_fn = self.tu.decls[new.pattern].ty()?;
        cands.iter().rev().copied().find(|&c| {
            if c == template {
                return false;
            }
            let DeclKind::Template(old) = &self.tu.decls[c].kind else {
                return false;
            };
            if !matches!(self.tu.decls[old.pattern].kind, DeclKind::Function(_))
                || self.tu.decls[old.pattern].name != self.tu.decls[new.pattern].name
                || old.param_lists.len() > new.param_lists.len()
                || (!enclosing_lists && old.param_lists.len() != new.param_lists.len())
            {
                return false;
            }
            let own_lists = &new.param_lists[new.param_lists.len() - old.param_lists.len()..];
            let lists_match = old.param_lists.iter().zip(own_lists).all(|(a, b)| {
                a.params.len() == b.params.len()
                    && a.params
                        .iter()
                        .zip(&b.params)
                        .all(|(&x, &y)| self.same_param(x, y))
            });
            lists_match
                && self.tu.decls[old.pattern]
                    .ty()
                    .is_some_and(|old_fn| equivalent_types(&self.tu, old_fn, new_fn))
        })
    }

    /// `template<class U> inline void P::m(U) {}` out of class redeclares the member
    /// template `m` of `P` ([temp.over.link]): linked to it, so facts written on either
    /// (`inline`) belong to the one entity.
    pub(crate) fn link_member_template_definition(
        &mut self,
        template: DeclId,
        pattern: DeclId,
        class: Option<DeclId>,
    ) {
        let Some(class) = class else { return };
        let name = self.tu.decls[pattern].name;
        if self.tu.decls[pattern].qualifier.is_none()
            || !matches!(self.tu.decls[pattern].kind, DeclKind::Function(_))
            || !matches!(self.tu.decls[class].kind, DeclKind::Class(_))
        {
            return;
        }
        // The class's member function templates of that name (the templates, not their patterns).
        let cands: Vec<DeclId> = self
            .class_members_named(class, |n| n == name)
            .into_iter()
            .filter_map(|f| self.tu.decls[f].parent)
            .filter(|&t| matches!(self.tu.decls[t].kind, DeclKind::Template(_)))
            .collect();
        if let Some(prev) = self.redeclared_member_template(template, &cands) {
            self.tu.link_redeclaration(template, prev);
        }
    }

    /// Template parameters of the same kind, position and pack-ness.
    fn same_param(&self, a: DeclId, b: DeclId) -> bool {
        match (&self.tu.decls[a].kind, &self.tu.decls[b].kind) {
            (DeclKind::TemplateTypeParam(x), DeclKind::TemplateTypeParam(y)) => {
                (x.depth, x.index, x.pack) == (y.depth, y.index, y.pack)
            }
            (DeclKind::TemplateValueParam(x), DeclKind::TemplateValueParam(y)) => {
                (x.depth, x.index, x.pack) == (y.depth, y.index, y.pack)
                    && equivalent_types(&self.tu, x.ty, y.ty)
            }
            (DeclKind::TemplateTemplateParam(x), DeclKind::TemplateTemplateParam(y)) => {
                (x.depth, x.index, x.pack) == (y.depth, y.index, y.pack)
                    && x.params.params.len() == y.params.params.len()
            }
            _ => false,
        }
    }
}
