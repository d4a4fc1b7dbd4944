//! Which earlier declaration a new one redeclares ([basic.scope.scope], [over.dcl]): the
//! same name in the same scope and, for a function, the same parameter-type-list (another
//! list declares an overload). A member defined out of class, a destructor, constructor,
//! conversion function or operator is found among its class's members or its namespace's
//! operators. Function templates are linked in `sema/template_redecl.rs`.

use crate::il::decl::{DeclKind, DeclName};
use crate::il::{DeclId, TypeId};
use crate::parse::declarator::Declarator;
use crate::parse::Parser;

impl Parser<'_, '_> {
    /// An earlier declaration of the same entity (same scope, same name, and for functions
    /// the same parameter types).
    pub(super) fn find_previous(
        &self,
        parent: DeclId,
        name: DeclName,
        d: &Declarator,
        ty: Option<TypeId>,
    ) -> Option<DeclId> {
        let s = name.ident()?;
        let qualified;
        let cands: &[DeclId] = if d.qualifier().is_some() {
            qualified = self.lookup_qualified(parent, s);
            &qualified
        } else if self.scopes.in_block() {
            return None;
        } else {
            self.scopes.table_lookup(self.table_key(parent), s)
        };
        let is_fn = d.function().is_some();
        // [over.dcl]: a function redeclares the one with the same parameter-type-list
        // (`extern long abs(long)` after `abs(long long)` and `inline long abs(long)`).
        // Another parameter-type-list declares an overload, not a redeclaration.
        if let (true, Some(ty)) = (is_fn, ty) {
            if let Some(signature) = self.comparable_signature(ty) {
                return self.same_signature(cands, &signature);
            }
        }
        // Dependent parameter types: the one whose parameters are equivalent
        // ([temp.over.link]) — `_M_move_assign(_Rb_tree &, false_type)` is not the
        // `true_type` overload — else, as before, the last of as many parameters.
        if let (true, Some(ty)) = (is_fn, ty) {
            let found = cands
                .iter()
                .rev()
                .copied()
                .find(|&c| self.equivalent_parameters(c, ty));
            if found.is_some() {
                return found;
            }
        }
        cands.iter().rev().copied().find(|&c| {
            let cd = &self.tu.decls[c];
            match (&cd.kind, is_fn) {
                (DeclKind::Function(f), true) => {
                    let ours = d.function().map(|f| f.params.len()).unwrap_or(0);
                    f.params.len() == ours
                }
                (DeclKind::Var(_), false) => true,
                _ => false,
            }
        })
    }

    /// An earlier declaration of a function whose name is not an identifier: a member defined
    /// out of class (`S::~S() {}`, `S::S(int) {}`, `S::operator int() {}`) or an operator
    /// function redeclared in its namespace. The one of that name with the same parameter
    /// types and cv-qualifiers, else the only one with as many parameters (types that still
    /// depend on a template parameter compare unreliably).
    pub(super) fn find_previous_special(
        &self,
        scope: DeclId,
        name: DeclName,
        ty: TypeId,
    ) -> Option<DeclId> {
        let types = &self.tu.types;
        let cands = match (&self.tu.decls[scope].kind, name) {
            (DeclKind::Class(_), _) => self.class_members_named(scope, |n| match (n, name) {
                (DeclName::Conversion(a), DeclName::Conversion(b)) => {
                    types.canonical(a) == types.canonical(b)
                }
                _ => n == name,
            }),
            (
                DeclKind::TranslationUnit { .. } | DeclKind::Namespace(_) | DeclKind::Linkage(_),
                DeclName::Operator(op),
            ) => {
                let key = self.table_key(scope);
                let mut found = self.operator_index.named(&self.tu, op);
                found.retain(|&f| {
                    matches!(self.tu.decls[f].kind, DeclKind::Function(_))
                        && self.tu.decls[f].parent.is_some_and(|p| {
                            matches!(
                                self.tu.decls[p].kind,
                                DeclKind::TranslationUnit { .. }
                                    | DeclKind::Namespace(_)
                                    | DeclKind::Linkage(_)
                            ) && self.table_key(p) == key
                        })
                });
                found
            }
            _ => return None,
        };
        let _ = types;
        let types = &self.tu.types;
        let ours = types.as_function(ty)?;
        let exact = self
            .comparable_signature(ty)
            .and_then(|sig| self.same_signature(&cands, &sig));
        // Types compared reliably that differ declare an overload (`operator=(const R &)
        // volatile` after `operator=(const R &)`): the count decides only where one side's
        // parameter types still depend on a template parameter.
        let ours_comparable = self.comparable_signature(ty).is_some();
        exact.or_else(|| {
            let mut same_count = cands.iter().copied().filter(|&c| {
                self.tu.decls[c]
                    .ty()
                    .and_then(|t| types.as_function(t))
                    .is_some_and(|f| {
                        f.params.len() == ours.params.len()
                            && (!ours_comparable || f.params.iter().any(|&p| types.is_dependent(p)))
                    })
            });
            match (same_count.next(), same_count.next()) {
                (Some(c), None) => Some(c),
                _ => None,
            }
        })
    }

    /// The last of `cands` that is a function with `ty`'s parameter types, variadic-ness and
    /// cv-qualifiers (none when a type still depends on a template parameter).
    fn same_signature(&self, cands: &[DeclId], ours: &Signature) -> Option<DeclId> {
        // Compared in place (no allocation per candidate: a name with thousands of
        // overloads is scanned once per declaration).
        let types = &self.tu.types;
        cands.iter().rev().copied().find(|&c| {
            let DeclKind::Function(fd) = &self.tu.decls[c].kind else {
                return false;
            };
            types.as_function(fd.ty).is_some_and(|f| {
                f.params.len() == ours.params.len()
                    && f.variadic == ours.variadic
                    && f.quals == ours.quals
                    && f.ref_qual == ours.ref_qual
                    && f.params
                        .iter()
                        .zip(&ours.params)
                        .all(|(&p, &q)| types.canonical(p) == q)
            })
        })
    }

    /// `c` is a function whose parameter types are equivalent to `ty`'s, template
    /// parameters compared by position.
    fn equivalent_parameters(&self, c: DeclId, ty: TypeId) -> bool {
        let types = &self.tu.types;
        let DeclKind::Function(fd) = &self.tu.decls[c].kind else {
            return false;
        };
        let (Some(a), Some(b)) = (types.as_function(fd.ty), types.as_function(ty)) else {
            return false;
        };
        a.params.len() == b.params.len()
            && a.variadic == b.variadic
            && a.quals == b.quals
            && a.params.iter().zip(&b.params).all(|(&p, &q)| {
                types.canonical(p) == types.canonical(q)
                    || crate::il::template_query::equivalent_types(&self.tu, p, q)
            })
    }

    /// A function type's parameter-type-list and qualifiers, canonical; `None` while a
    /// parameter type depends on a template parameter (compared unreliably).
    fn comparable_signature(&self, ty: TypeId) -> Option<Signature> {
        let types = &self.tu.types;
        let f = types.as_function(ty)?;
        if f.params.iter().any(|&p| types.is_dependent(p)) {
            return None;
        }
        Some(Signature {
            params: f.params.iter().map(|&t| types.canonical(t)).collect(),
            variadic: f.variadic,
            quals: f.quals,
            ref_qual: f.ref_qual,
        })
    }
}

/// What makes two function declarations in one scope the same function ([over.dcl]).
#[derive(PartialEq, Eq)]
struct Signature {
    params: Vec<TypeId>,
    variadic: bool,
    quals: crate::il::types::Quals,
    ref_qual: crate::il::types::RefQual,
}
