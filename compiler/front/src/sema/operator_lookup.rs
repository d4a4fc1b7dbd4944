//! Which non-member operator functions an operator expression can find ([over.match.oper]/3):
//! those ordinary unqualified lookup of `operator@` finds from the point of use (the
//! enclosing namespaces, and the namespaces their using-directives nominate) and those
//! argument-dependent lookup finds (the namespaces associated with the operands' types).
//!
//! The parser keeps every operator function of the TU in one index; an operator declared in
//! a namespace neither lookup reaches (`std::rel_ops::operator!=`, `std::operator!=` for
//! `pair` seen from the global namespace with enum operands) is no candidate: the operator
//! stays built-in (`status != (cudaSuccess)`, not an overloaded call); with no operand of
//! class type no operator template is a candidate either (`using namespace std::rel_ops;`
//! leaves `e != (Ok)` built-in for an enumeration). Friends declared in classes are left
//! to the caller's own rules.

use std::collections::HashSet;

use crate::il::decl::DeclKind;
use crate::il::{DeclId, ExprId};
use crate::parse::Parser;
use crate::sema::scope::ScopeKind;

impl Parser<'_, '_> {
    /// `free` (non-member operator functions and templates) without those declared in a
    /// namespace that neither ordinary lookup from here nor argument-dependent lookup for
    /// `operands` reaches.
    /// Without an operand of class type (enumerations only), no function template is a
    /// candidate ([over.match.oper]/3.2: a parameter must be the enumeration or a reference
    /// to it, which `const T &` is not before deduction).
    pub(crate) fn visible_operator_functions(
        &self,
        free: Vec<DeclId>,
        operands: &[ExprId],
        class_operand: bool,
    ) -> Vec<DeclId> {
        if free.is_empty() {
            return free;
        }
        let visible = self.operator_lookup_namespaces(operands);
        free.into_iter()
            .filter(|&f| class_operand || !self.is_operator_template(f))
            .filter(|&f| class_operand || self.takes_an_enum_operand(f, operands))
            .filter(|&f| {
                let in_class = self.tu.decls[f]
                    .parent
                    .is_some_and(|p| matches!(self.tu.decls[p].kind, DeclKind::Class(_)));
                in_class || self.namespace_visible(self.enclosing_namespace_key(f), &visible)
            })
            .collect()
    }

    /// Without an operand of class type, a non-member operator function is a candidate only
    /// when a parameter is an operand's enumeration type or a reference to it
    /// ([over.match.oper]/3.2): `e == (E1)` with a class's `operator==(const H &, const H &)`
    /// and `H(int)` in scope stays built-in.
    fn takes_an_enum_operand(&self, f: DeclId, operands: &[ExprId]) -> bool {
        let Some(f) = self.candidate_function(f) else {
            return true;
        };
        let Some((params, _)) = self.function_params(f) else {
            return true;
        };
        operands.iter().zip(params.iter()).any(|(&e, &p)| {
            let t = self.tu.types.non_reference(self.tu.exprs[e].ty);
            let p = self.tu.types.non_reference(p);
            self.is_enum(t)
                && self.tu.types.canonical(self.tu.types.unqualified(t))
                    == self.tu.types.canonical(self.tu.types.unqualified(p))
        })
    }

    /// A function template or its pattern.
    fn is_operator_template(&self, f: DeclId) -> bool {
        match &self.tu.decls[f].kind {
            DeclKind::Template(_) => true,
            _ => self.tu.decls[f].parent.is_some_and(
                |p| matches!(&self.tu.decls[p].kind, DeclKind::Template(t) if t.pattern == f),
            ),
        }
    }

    /// Whether members of namespace `ns` are found from the namespaces `visible`: `ns` is
    /// one of them, or an inline namespace of one (its members are its parent's too).
    fn namespace_visible(&self, ns: DeclId, visible: &HashSet<DeclId>) -> bool {
        let mut cur = ns;
        for _ in 0..64 {
            if visible.contains(&cur) {
                return true;
            }
            if !self.is_inline_namespace(cur) {
                return false;
            }
            match self.tu.decls[cur].parent {
                Some(p) => cur = self.enclosing_namespace_key_of_scope(p),
                None => return false,
            }
        }
        false
    }

    /// The table key of namespace scope `s` (or of the namespace enclosing it).
    fn enclosing_namespace_key_of_scope(&self, s: DeclId) -> DeclId {
        match self.tu.decls[s].kind {
            DeclKind::Namespace(_) | DeclKind::TranslationUnit { .. } => self.table_key(s),
            _ => self.enclosing_namespace_key(s),
        }
    }

    /// The namespaces (table keys) whose members an unqualified operator name can find:
    /// every namespace enclosing an open scope, the namespaces using-directives nominate
    /// (transitively), and the operands' associated namespaces.
    fn operator_lookup_namespaces(&self, operands: &[ExprId]) -> HashSet<DeclId> {
        let mut todo: Vec<DeclId> = vec![crate::il::TranslationUnit::ROOT];
        for s in self.scopes.stack() {
            match s.kind {
                ScopeKind::Namespace(d) | ScopeKind::Linkage(d) => {
                    todo.push(self.enclosing_namespace_key_of_scope(d))
                }
                ScopeKind::Class(d) | ScopeKind::Function(d) => {
                    todo.push(self.enclosing_namespace_key(d))
                }
                _ => {}
            }
            todo.extend(s.using_dirs.iter().map(|&n| self.table_key(n)));
        }
        // The namespaces enclosing those.
        let mut enclosing = Vec::new();
        for &n in &todo {
            let mut cur = self.tu.decls[n].parent;
            while let Some(p) = cur {
                if matches!(
                    self.tu.decls[p].kind,
                    DeclKind::Namespace(_) | DeclKind::TranslationUnit { .. }
                ) {
                    enclosing.push(self.table_key(p));
                }
                cur = self.tu.decls[p].parent;
            }
        }
        todo.extend(enclosing);
        // An associated inline namespace brings its enclosing namespace
        // ([basic.lookup.argdep]/2: `std` for `std::__cxx11::basic_string`).
        for mut n in self.associated_namespaces(operands) {
            todo.push(n);
            for _ in 0..64 {
                let Some(p) = self.tu.decls[n]
                    .parent
                    .filter(|_| self.is_inline_namespace(n))
                else {
                    break;
                };
                n = self.enclosing_namespace_key_of_scope(p);
                todo.push(n);
            }
        }
        let mut visible = HashSet::new();
        while let Some(n) = todo.pop() {
            if !visible.insert(n) {
                continue;
            }
            if let Some(nominated) = self.scopes.using_dirs.get(&n) {
                todo.extend(nominated.iter().map(|&x| self.table_key(x)));
            }
        }
        visible
    }
}
