//! Class template argument deduction (C++17 CTAD): a class template's name written
//! without arguments in a declaration (`Pair p(3, 4.5);`) or a functional cast
//! (`Pair(1, 2.0)`) is a placeholder that EDG prints as the bare name; its arguments
//! come from a constructor whose parameters name the template's type parameters.

use crate::il::types::{AutoKind, TemplateArg, Type};
use crate::il::{DeclId, DeclKind, DeclName, ExprId, ExprKind, TypeId};

use super::specifiers::QualName;
use super::Parser;

impl Parser<'_, '_> {
    /// The placeholder `Pair` (no template arguments written) names, when it is one: a
    /// class template outside its own definition (there the name is the injected class),
    /// not in a template argument list (a template template argument).
    pub(super) fn class_template_placeholder(&mut self, qn: &QualName) -> Option<TypeId> {
        if qn.template_args.is_some() || qn.dep_type.is_some() || self.in_template_args > 0 {
            return None;
        }
        let &d = qn.found.first()?;
        let DeclKind::Template(td) = &self.tu.decls[d].kind else {
            return None;
        };
        let pattern = td.pattern;
        if !matches!(self.tu.decls[pattern].kind, DeclKind::Class(_)) {
            return None;
        }
        let mut scope = Some(self.scopes.decl_context());
        for _ in 0..10_000 {
            let Some(s) = scope else { break };
            if s == pattern || self.tu.first_decl(s) == self.tu.first_decl(pattern) {
                return None;
            }
            scope = self.tu.decls[s].parent;
        }
        Some(self.tu.types.intern(Type::Auto(AutoKind::DeducedClass(d))))
    }

    /// The type a placeholder of template `template` deduces from the initializer's
    /// arguments: `template<A, B>` with the first constructor whose parameters, taken as
    /// written (`A a`, `const B &b`), give every type parameter. The arguments are
    /// converted to the result of each parameter's deduction: the argument's type
    /// decayed, without cv. Undeduced: the template-id without arguments.
    pub(super) fn deduce_class_template(&mut self, template: DeclId, args: &[ExprId]) -> TypeId {
        // Copy deduction: `Pair q = p;` is `p`'s specialization.
        if let [a] = args {
            let at = self
                .tu
                .types
                .unqualified(self.tu.types.non_reference(self.tu.exprs[*a].ty));
            if matches!(self.tu.types.shape(at), Type::TemplateId { template: t, .. } if *t == template)
            {
                return at;
            }
        }
        let deduced = self.deduced_class_args(template, args);
        let resolved_args: Box<[TemplateArg]> = deduced
            .map(|v| v.into_iter().map(TemplateArg::Type).collect())
            .unwrap_or_default();
        self.tu.types.intern(Type::TemplateId {
            template,
            args: resolved_args,
            resolved: None,
        })
    }

    /// A functional cast's type: a placeholder (`Pair(1, 2.0)`) deduced from `args`, kept
    /// as the written placeholder around the deduced type; other types as they are.
    pub(super) fn deduced_placeholder(&mut self, ty: TypeId, args: &[ExprId]) -> TypeId {
        let Type::Auto(kind @ AutoKind::DeducedClass(template)) = *self.tu.types.get(ty) else {
            return ty;
        };
        let deduced = self.deduce_class_template(template, args);
        self.tu.types.intern(Type::Deduced { kind, ty: deduced })
    }

    fn deduced_class_args(&mut self, template: DeclId, args: &[ExprId]) -> Option<Vec<TypeId>> {
        let DeclKind::Template(td) = &self.tu.decls[template].kind else {
            return None;
        };
        let params: Vec<DeclId> = td.param_lists.last()?.params.clone();
        let pattern = td.pattern;
        let self_tys: Vec<TypeId> = params
            .iter()
            .map(|&p| match &self.tu.decls[p].kind {
                DeclKind::TemplateTypeParam(tp) if !tp.pack => Some(tp.self_ty),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let ctors = self.class_members_named(pattern, |n| n == DeclName::Constructor);
        'ctor: for c in ctors {
            let Some(fty) = self.tu.decls[c].ty() else {
                continue;
            };
            let Some(f) = self.tu.types.as_function(fty).cloned() else {
                continue;
            };
            if f.params.len() != args.len() {
                continue;
            }
            let mut out: Vec<Option<TypeId>> = vec![None; self_tys.len()];
            for (&p, &a) in f.params.iter().zip(args) {
                let p = self.tu.types.non_reference(p);
                let p = self.tu.types.unqualified(p);
                let Some(k) = self_tys
                    .iter()
                    .position(|&t| self.tu.types.unqualified(t) == p)
                else {
                    continue;
                };
                if matches!(self.tu.exprs[a].kind, ExprKind::InitList { .. }) {
                    continue 'ctor;
                }
                let at = self.tu.exprs[a].ty;
                let at = self.value_type(at);
                let at = self.tu.types.unqualified(at);
                if self.tu.types.is_dependent(at) || matches!(self.tu.types.shape(at), Type::Error)
                {
                    return None;
                }
                match out[k] {
                    Some(prev) if prev != at => continue 'ctor,
                    _ => out[k] = Some(at),
                }
            }
            if let Some(v) = out.into_iter().collect::<Option<Vec<_>>>() {
                return Some(v);
            }
        }
        None
    }
}
