//! Facts about a function entity that EDG prints on every one of its declarations: the
//! printer shows the entity as it stands at the end of the translation unit, not as
//! each declaration wrote it. `int u(int);` before `inline int u(int x) { … }` prints
//! `inline int u(int);`, a class's `void f();` defined `inline void A::f() {}` prints
//! `inline void f();`; a glibc `extern float __cosf(float);` that CUDA's headers later
//! declare `__device_builtin__` is the runtime's, dropped like the builtin declaration.

use crate::il::decl::FnFlags;
use crate::il::{DeclId, DeclKind, ExecSpace};
use std::collections::{HashMap, HashSet};

use super::Printer;

/// By first declaration: the entities some declaration of which says so.
#[derive(Default)]
pub struct RedeclaredFacts {
    inline: HashSet<DeclId>,
    constexpr: HashSet<DeclId>,
    device_builtin: HashSet<DeclId>,
    /// The execution spaces written on any declaration (`__device__` declared, then
    /// defined `__host__`: both, on each declaration).
    exec: HashMap<DeclId, ExecSpace>,
    /// The first `__asm__("label")` any declaration wrote.
    asm_label: HashMap<DeclId, crate::il::ExprId>,
}

impl Printer<'_> {
    fn redeclared_facts(&self) -> &RedeclaredFacts {
        self.redeclared.get_or_init(|| {
            let mut facts = RedeclaredFacts::default();
            for (id, d) in self.tu.decls.iter() {
                let DeclKind::Function(f) = &d.kind else {
                    continue;
                };
                let first = self.entity_key(id);
                if f.flags.has(FnFlags::INLINE) {
                    facts.inline.insert(first);
                }
                if f.flags.has(FnFlags::CONSTEXPR) {
                    facts.constexpr.insert(first);
                }
                if d.attrs.cuda.device_builtin {
                    facts.device_builtin.insert(first);
                }
                if let Some(label) = d.attrs.asm_label {
                    facts.asm_label.entry(first).or_insert(label);
                }
                let exec = facts.exec.entry(first).or_insert(ExecSpace::NONE);
                *exec = exec.union(d.attrs.cuda.exec);
            }
            facts
        })
    }

    /// The entity's first declaration; a function template's pattern goes by its
    /// template's (redeclared templates link the templates, not their patterns).
    /// `prev` links a function to an earlier one of the same name and parameter count:
    /// an overload (`float rsqrt(float)` after `double rsqrt(double)`) or one in another
    /// scope (after a using-declaration) is its own entity here.
    fn entity_key(&self, d: DeclId) -> DeclId {
        if let Some(t) = self.tu.decl(d).parent {
            if let DeclKind::Template(td) = &self.tu.decl(t).kind {
                // An out-of-class definition of a class template's member is a template
                // around a function that redeclares the in-class one: that one is first.
                let member_def = self.tu.decl(d).qualifier.is_some();
                if td.pattern == d && member_def && self.tu.decl(t).prev.is_none() {
                    if let Some(declared) = self.tu.decl(d).prev {
                        return self.entity_key(declared);
                    }
                }
                if td.pattern == d {
                    let first = self.tu.first_decl(t);
                    let scope = |x: DeclId| self.tu.decl(x).parent.map(|p| self.original_scope(p));
                    // An out-of-class member template definition is in its class's scope.
                    return if member_def || scope(first) == scope(t) {
                        first
                    } else {
                        t
                    };
                }
            }
        }
        let first = self.tu.first_decl(d);
        // The parameter types and qualifiers (a written `noexcept(true)` is an
        // expression: not compared).
        let ty = |x: DeclId| match &self.tu.decl(x).kind {
            DeclKind::Function(f) => self.tu.types.as_function(f.ty).map(|ft| {
                let c = |t| self.tu.types.canonical(t);
                let params: Vec<_> = ft.params.iter().map(|&p| c(p)).collect();
                (c(ft.ret), params, ft.variadic, ft.quals, ft.ref_qual)
            }),
            _ => None,
        };
        if first != d && ty(first) == ty(d) {
            first
        } else {
            d
        }
    }

    /// A namespace by its first definition (a reopened `namespace std {` is `std`).
    fn original_scope(&self, d: DeclId) -> DeclId {
        match &self.tu.decl(d).kind {
            DeclKind::Namespace(n) => n.original.unwrap_or(d),
            _ => d,
        }
    }

    /// Some declaration of `d`'s function entity is `inline`.
    pub fn entity_inline(&self, d: DeclId) -> bool {
        self.redeclared_facts().inline.contains(&self.entity_key(d))
    }

    /// Some declaration of `d`'s function entity is `constexpr` (a later `extern float
    /// abs(float);` of libstdc++'s `constexpr float abs(float)` prints `extern constexpr`).
    pub fn entity_constexpr(&self, d: DeclId) -> bool {
        self.redeclared_facts()
            .constexpr
            .contains(&self.entity_key(d))
    }

    /// The execution spaces of `d`'s function entity: every one a declaration of it wrote.
    pub fn entity_exec(&self, d: DeclId) -> ExecSpace {
        let own = self.tu.decl(d).attrs.cuda.exec;
        match self.redeclared_facts().exec.get(&self.entity_key(d)) {
            Some(&all) => own.union(all),
            None => own,
        }
    }

    /// The asm label some declaration of `d`'s function entity wrote.
    pub fn entity_asm_label(&self, d: DeclId) -> Option<crate::il::ExprId> {
        self.redeclared_facts()
            .asm_label
            .get(&self.entity_key(d))
            .copied()
    }

    /// Some declaration of `d`'s function entity is `__device_builtin__`.
    pub fn entity_device_builtin(&self, d: DeclId) -> bool {
        self.redeclared_facts()
            .device_builtin
            .contains(&self.entity_key(d))
    }
}
