//! The parser's side of instantiation ([`crate::sema::instantiation`]): a static data
//! member named through a concrete class template specialization (`F<201>::v`) is
//! instantiated where it is named, and the instantiations refused on the way become
//! diagnostics with their contexts.

use super::specifiers::QualName;
use super::{Msg, ParseDiagnostic, Parser, Severity};
use crate::il::expr::QualifierPart;
use crate::il::types::Type;
use crate::il::{ConstValue, DeclId, DeclKind, ExprId, TypeId};
use crate::sema::instantiation;
use crate::source::Pos;

/// `--context_limit`'s default.
const CONTEXT_LIMIT: usize = 10;

impl Parser<'_, '_> {
    /// `Q::v` with `Q` a non-dependent template-id and `v` (declared in the pattern as
    /// `decl`) a static data member with an initializer: instantiates it and gives `expr`
    /// its value. True when the pattern's initializer must not stand for it: the value is the
    /// selected specialization's (`impl<int *>::v` of a partial specialization `impl<T *>`).
    pub(crate) fn instantiate_static_member(
        &mut self,
        qn: &QualName,
        decl: DeclId,
        expr: ExprId,
        pos: Pos,
    ) -> bool {
        let Some(QualifierPart::Type(q)) = qn.qualifier.as_ref().and_then(|q| q.parts.last())
        else {
            return false;
        };
        let q = *q;
        if !matches!(self.tu.types.get(q), Type::TemplateId { .. }) {
            return false;
        }
        let DeclKind::Var(v) = &self.tu.decls[decl].kind else {
            return false;
        };
        let (Some(_), Some(name)) = (v.init, qn.ident()) else {
            return false;
        };
        let value = crate::sema::specialization::member_value(&mut self.tu, q, name, pos);
        self.report_excessive_instantiations();
        match value {
            Some(v) => {
                self.tu.exprs[expr].value = Some(ConstValue::Int(v)).into();
                true
            }
            // Not evaluated here: the pattern's initializer stands for the member only
            // when the arguments are known to select the pattern itself.
            None => crate::sema::specialization::static_member(&mut self.tu, q, name)
                .is_none_or(|m| m != decl),
        }
    }

    /// The type of static data member `decl` (of type `t`, as the pattern declares it)
    /// named through a concrete template-id `Q::v`: the specialization's, with the
    /// pattern's parameters substituted, found in `Q` or one of its bases
    /// (`nt<long>::__max` of `nti<_Value>` with `nt<V> : nti<V>` is a `const long`), so a
    /// conversion of the other operand is recorded (`nt< long> ::__max + (1)`).
    pub(crate) fn static_member_type_in(
        &mut self,
        qn: &QualName,
        decl: DeclId,
        t: TypeId,
    ) -> TypeId {
        let Some(QualifierPart::Type(q)) = qn.qualifier.as_ref().and_then(|q| q.parts.last())
        else {
            return t;
        };
        let q = *q;
        if !matches!(self.tu.types.get(q), Type::TemplateId { .. })
            || self.tu.types.is_dependent_with(q, &|_| false)
            || !self.tu.types.is_dependent(t)
        {
            return t;
        }
        let s = self.field_type_in(q, decl, t);
        if self.tu.types.is_dependent_with(s, &|_| false) {
            t
        } else {
            s
        }
    }

    /// The class whose members an object of type `t` has: for a concrete class template
    /// specialization the explicit or partial specialization its arguments select
    /// (`vector<bool, A>`), else the class the type names (the primary's pattern).
    pub(crate) fn object_class(&mut self, t: TypeId) -> Option<DeclId> {
        crate::sema::specialization::selected_specialization(&mut self.tu, t)
            .or_else(|| self.class_of_type(t))
    }

    /// The instantiations refused since the last call, as errors with their contexts.
    pub(crate) fn report_excessive_instantiations(&mut self) {
        for e in instantiation::take_excessive() {
            let sm = self.pp.source_map();
            let here = sm.presumed(e.pos).name;
            let line_of = |p: Pos| {
                let presumed = sm.presumed(p);
                let other = (presumed.name != here).then(|| sm.name(presumed.name).to_vec());
                (presumed.line, other)
            };
            let context_lines = instantiation::context_lines(&e.contexts, CONTEXT_LIMIT, &line_of);
            self.diags.push(ParseDiagnostic {
                msg: Msg::ExcessiveRecursion,
                severity: Severity::Error,
                pos: e.pos,
                args: vec![e.entity],
                token_index: self.i as u32,
                at_end: false,
                extra_lines: Vec::new(),
                context_lines,
                notes: Vec::new(),
            });
        }
    }
}
