//! A class specialization prints without the trailing arguments that some template-id in
//! the TU left to their defaults (T-HDR, probes q3/q5/q6/q7 of session "names").
//!
//! EDG keeps one argument list per class specialization and prints it after the whole TU
//! is read. Where any template-id names the specialization with trailing arguments
//! omitted (defaulted), the printed list omits them everywhere, before and after that
//! use: with `ratio<3600>` written somewhere, `ratio<3600, 1>` prints `ratio< 3600L> `;
//! with only `ratio<9, 1>` written it prints `ratio< 9L, 1L> `; `T4<2>` prints `T4<> `
//! when `T4<>` is written. Arguments equal to their defaults are not dropped otherwise
//! (`X< int, 2, 3> `).

use std::collections::HashMap;

use crate::il::template_query::default_arg;
use crate::il::types::TemplateArg;
use crate::il::{DeclId, DeclKind, Type, TypeId};

use super::Printer;

/// (template, canonical full argument list) → the fewest arguments a template-id wrote.
pub type ShortestWritten = HashMap<(DeclId, Box<[TemplateArg]>), usize>;

impl Printer<'_> {
    /// The canonical argument list of the specialization `template< args>` names, the
    /// omitted arguments filled in from the defaults; `None` when a default needs more
    /// than a plain earlier parameter substituted.
    pub(super) fn full_specialization_key(
        &self,
        params: &[DeclId],
        args: &[TemplateArg],
    ) -> Option<Box<[TemplateArg]>> {
        let tu = self.tu;
        let mut full = args.to_vec();
        for &p in params.iter().skip(args.len()) {
            let a = match default_arg(tu, p) {
                Some(a) => a,
                None => {
                    // `class B = A`: the argument given for `A`.
                    let DeclKind::TemplateTypeParam(tp) = &tu.decl(p).kind else {
                        return None;
                    };
                    let Type::TemplateParam(q) = tu.types.get(tu.types.unqualified(tp.default?))
                    else {
                        return None;
                    };
                    if tu.types.unqualified(tp.default?) != tp.default? {
                        return None;
                    }
                    let j = params.iter().position(|x| x == q)?;
                    full.get(j)?.clone()
                }
            };
            full.push(a);
        }
        let converted = self.converted_args(params, &full, true);
        Some(tu.types.canonical_args(&converted))
    }

    /// The fewest arguments any non-dependent template-id of the TU gives the
    /// specialization of `template` whose full canonical list is `key`.
    pub(super) fn shortest_written(&self, template: DeclId, key: &[TemplateArg]) -> Option<usize> {
        if self.shortest_written.borrow().is_none() {
            let map = self.collect_shortest_written();
            self.shortest_written.replace(Some(map));
        }
        let map = self.shortest_written.borrow();
        map.as_ref()?.get(&(template, key.into())).copied()
    }

    /// An explicit specialization's head follows the same rule (`template<> struct plus<> `
    /// for `template<> struct plus<void>` when `plus<>` is written somewhere, probe of
    /// session "targs"): the fewest arguments a template-id of the TU gave it.
    pub(super) fn explicit_head_shortest(
        &self,
        template: DeclId,
        params: &[DeclId],
        args: &[TemplateArg],
        explicit: bool,
    ) -> Option<usize> {
        if !explicit
            || args.iter().any(|a| self.arg_is_dependent(a))
            || params.first().is_none_or(|&p| self.is_pack_param(p))
        {
            return None;
        }
        let key = self.full_specialization_key(params, args)?;
        self.shortest_written(template, &key)
    }

    fn collect_shortest_written(&self) -> ShortestWritten {
        let tu = self.tu;
        let mut map = ShortestWritten::new();
        for i in 0..tu.types.len() {
            let t = <TypeId as crate::il::arena::ArenaId>::from_index(i);
            let Type::TemplateId { template, args, .. } = tu.types.get(t) else {
                continue;
            };
            let DeclKind::Template(td) = &tu.decl(*template).kind else {
                continue;
            };
            if !matches!(tu.decl(td.pattern).kind, DeclKind::Class(_)) {
                continue;
            }
            let params = self.template_params_of(*template);
            if args.len() >= params.len() || args.iter().any(|a| self.arg_is_dependent(a)) {
                continue;
            }
            if let Some(key) = self.full_specialization_key(params, args) {
                let e = map.entry((*template, key)).or_insert(args.len());
                *e = (*e).min(args.len());
            }
        }
        map
    }
}
