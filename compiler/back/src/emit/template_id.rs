//! The name of a class or alias template in a template-id type (T-QUAL for types).
//!
//! Inside a template (not an explicit specialization), EDG names a class's member
//! template through its class with `template`: `B::template L< int> `, and when the
//! arguments name a template parameter the whole is a dependent type, so it gets
//! `typename` too: `typename B::template L< T>  a;` (not in a base clause, where the
//! grammar has no place for it, nor as the qualifier of a dependent name, which has its
//! own: `typename B::template L< T> ::type`). A member template named without a
//! qualifier (`L< T>` in a class derived from `B`) and a namespace's template are
//! printed as they are elsewhere; an alias template gets no `typename`
//! (`B::template A< T> `).

use crate::il::{DeclId, DeclKind, TypeId};

use super::Printer;

impl Printer<'_> {
    /// `ns::C::template L` (with `typename ` before it when `full_type` and `t`, the
    /// template-id, is dependent), or the qualified name as any type's.
    pub(super) fn template_id_name(&self, template: DeclId, t: TypeId, full_type: bool) -> Vec<u8> {
        let qualified = self.qualified_type_name_of(template, t);
        let name_len = self.type_name(template).len();
        let member_of_class = self
            .tu
            .decl(template)
            .parent
            .is_some_and(|p| matches!(self.tu.decl(p).kind, DeclKind::Class(_)));
        if self.template_depth.get() == 0 || !member_of_class || qualified.len() <= name_len {
            return qualified;
        }
        let (qualifier, name) = qualified.split_at(qualified.len() - name_len);
        let mut v = Vec::with_capacity(qualified.len() + 18);
        let class_template = match &self.tu.decl(template).kind {
            DeclKind::Template(td) => matches!(self.tu.decl(td.pattern).kind, DeclKind::Class(_)),
            _ => false,
        };
        if full_type
            && class_template
            && !self.names_base_specifier()
            && crate::il::template_query::names_template_param(self.tu, t)
        {
            v.extend_from_slice(b"typename ");
        }
        v.extend_from_slice(qualifier);
        v.extend_from_slice(b"template ");
        v.extend_from_slice(name);
        v
    }

    /// `< T, N, Ts...> ` for the pattern of a class template (its own parameters), empty
    /// for any other class.
    pub(super) fn injected_template_id_args(&self, d: DeclId) -> Vec<u8> {
        // The definition's parameters have the names (`template<class> class A;` first).
        let d = self.tu.class_definition(d).unwrap_or(d);
        let Some(t) = self.tu.decl(d).parent else {
            return Vec::new();
        };
        let DeclKind::Template(td) = &self.tu.decl(t).kind else {
            return Vec::new();
        };
        let Some(list) = td.param_lists.last().filter(|_| td.pattern == d) else {
            return Vec::new();
        };
        let mut v = b"< ".to_vec();
        for (i, &p) in list.params.iter().enumerate() {
            if i > 0 {
                v.extend_from_slice(b", ");
            }
            let pack = match &self.tu.decl(p).kind {
                DeclKind::TemplateTypeParam(x) => x.pack,
                DeclKind::TemplateValueParam(x) => x.pack,
                DeclKind::TemplateTemplateParam(x) => x.pack,
                _ => false,
            };
            v.extend_from_slice(self.tu.name_bytes(p));
            if pack {
                v.extend_from_slice(b"...");
            }
        }
        v.extend_from_slice(b"> ");
        v
    }
}
