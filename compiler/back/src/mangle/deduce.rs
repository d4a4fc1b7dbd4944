//! The template arguments of a function template specialization, recovered by matching
//! the template's signature against the specialization's.
//!
//! The IL records a class specialization's arguments but not yet a function's; until it
//! does, arguments that appear in the signature are deduced back from it (as the compiler
//! deduced them), and the rest come from the parameters' defaults. An argument that
//! appears nowhere (`k<4>(int *)` with no default) leaves the name unknown (`None`).

use super::il::{Mangler, MAX_DEPTH};
use super::tree::{self, TemplateArg, Type};
use crate::il::types::{self as ilt, ArrayBound};
use crate::il::{DeclId, DeclKind, ExprKind, TranslationUnit, TypeId};

/// The innermost template parameter list of a function template's pattern.
fn parameter_list(tu: &TranslationUnit, template: DeclId) -> Option<&[DeclId]> {
    match &tu.decls.get(template)?.kind {
        DeclKind::Template(t) => t.param_lists.last().map(|l| l.params.as_slice()),
        _ => None,
    }
}

/// `(pattern, arguments)` of the specialization `instance`, whose `instance_of` names the
/// template or its pattern.
pub fn function_args(
    m: &Mangler,
    tu: &TranslationUnit,
    instance: DeclId,
) -> Option<(DeclId, Vec<TemplateArg>)> {
    let origin = tu.decls.get(instance)?.instance_of?;
    let (template, pattern) = match &tu.decls.get(origin)?.kind {
        DeclKind::Template(t) => (origin, t.pattern),
        _ => (tu.decls.get(origin)?.parent?, origin),
    };
    if let Some(recorded) = tu.instances.get(&instance) {
        // Made by the instantiator, which kept the arguments in `tu.instances`.
        let args: Option<Vec<TemplateArg>> =
            recorded.args.iter().map(|a| m.template_arg(a, 0)).collect();
        return Some((pattern, args?));
    }
    let params = parameter_list(tu, template)?;
    let (DeclKind::Function(pf), DeclKind::Function(inst)) =
        (&tu.decls.get(pattern)?.kind, &tu.decls.get(instance)?.kind)
    else {
        return None;
    };
    let mut found: Vec<Option<TemplateArg>> = vec![None; params.len()];
    let mut d = Deducer {
        m,
        tu,
        found: &mut found,
    };
    d.function(pf.ty, inst.ty, 0);
    let mut args = Vec::with_capacity(params.len());
    for (slot, &param) in found.into_iter().zip(params) {
        let arg = match slot {
            Some(arg) => arg,
            None => default_arg(m, tu, param)?,
        };
        args.push(arg);
    }
    Some((pattern, args))
}

fn default_arg(m: &Mangler, tu: &TranslationUnit, param: DeclId) -> Option<TemplateArg> {
    match &tu.decls.get(param)?.kind {
        DeclKind::TemplateTypeParam(p) if p.pack => Some(TemplateArg::Pack(Vec::new())),
        DeclKind::TemplateTypeParam(p) => Some(TemplateArg::Type(m.ty(p.default?, 0)?)),
        DeclKind::TemplateValueParam(p) if p.pack => Some(TemplateArg::Pack(Vec::new())),
        DeclKind::TemplateValueParam(p) => {
            let e = tu.exprs.get(p.default?)?;
            match e.value.get() {
                Some(crate::il::ConstValue::Int(v)) => Some(TemplateArg::Integral(
                    m.ty(tu.types.unqualified(p.ty), 0)?,
                    v,
                )),
                _ => None,
            }
        }
        _ => None,
    }
}

struct Deducer<'a, 'b> {
    m: &'a Mangler<'b>,
    tu: &'a TranslationUnit,
    found: &'a mut Vec<Option<TemplateArg>>,
}

impl Deducer<'_, '_> {
    fn record(&mut self, index: u32, arg: TemplateArg) {
        if let Some(slot) = self.found.get_mut(index as usize) {
            if slot.is_none() {
                *slot = Some(arg);
            }
        }
    }

    fn function(&mut self, pattern: TypeId, actual: TypeId, depth: u32) {
        let types = &self.tu.types;
        let (Some(p), Some(a)) = (types.as_function(pattern), types.as_function(actual)) else {
            return;
        };
        self.ty(p.ret, a.ret, depth + 1);
        let mut rest = a.params.iter().copied();
        for &pp in p.params.iter() {
            if let ilt::Type::PackExpansion(inner) = types.get(types.canonical(pp)) {
                // `Ts... xs` takes every remaining parameter.
                let remaining: Vec<TypeId> = rest.by_ref().collect();
                self.pack(*inner, &remaining, depth + 1);
                break;
            }
            let Some(ap) = rest.next() else { break };
            self.ty(types.unqualified(pp), types.unqualified(ap), depth + 1);
        }
    }

    fn pack(&mut self, pattern: TypeId, actual: &[TypeId], depth: u32) {
        let types = &self.tu.types;
        if let ilt::Type::TemplateParam(d) = types.get(types.canonical(pattern)) {
            if let Some(DeclKind::TemplateTypeParam(p)) = self.tu.decls.get(*d).map(|d| &d.kind) {
                let items: Option<Vec<TemplateArg>> = actual
                    .iter()
                    .map(|&a| {
                        self.m
                            .ty(types.unqualified(a), depth)
                            .map(TemplateArg::Type)
                    })
                    .collect();
                if let Some(items) = items {
                    self.record(p.index, TemplateArg::Pack(items));
                }
            }
        }
    }

    fn ty(&mut self, pattern: TypeId, actual: TypeId, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let types = &self.tu.types;
        let (p, a) = (types.canonical(pattern), types.canonical(actual));
        match (types.get(p), types.get(a)) {
            (ilt::Type::TemplateParam(d), _) => {
                if let Some(DeclKind::TemplateTypeParam(tp)) =
                    self.tu.decls.get(*d).map(|d| &d.kind)
                {
                    if let Some(t) = self.m.ty(a, depth) {
                        self.record(tp.index, TemplateArg::Type(t));
                    }
                }
            }
            (ilt::Type::Qualified(pi, pq), ilt::Type::Qualified(ai, aq)) => {
                let rest = aq.without(*pq);
                if rest.is_empty() {
                    self.ty(*pi, *ai, depth + 1);
                } else if let ilt::Type::TemplateParam(d) = types.get(types.canonical(*pi)) {
                    // `const T` against `const volatile int`: T = volatile int.
                    if let (Some(DeclKind::TemplateTypeParam(tp)), Some(base)) = (
                        self.tu.decls.get(*d).map(|d| &d.kind),
                        self.m.ty(*ai, depth),
                    ) {
                        let q = tree::Quals {
                            is_const: rest.has(ilt::Quals::CONST),
                            is_volatile: rest.has(ilt::Quals::VOLATILE),
                            is_restrict: rest.has(ilt::Quals::RESTRICT),
                        };
                        self.record(
                            tp.index,
                            TemplateArg::Type(Type::Qualified(q, Box::new(base))),
                        );
                    }
                }
            }
            (ilt::Type::Pointer(pi), ilt::Type::Pointer(ai))
            | (ilt::Type::LValueRef(pi), ilt::Type::LValueRef(ai))
            | (ilt::Type::RValueRef(pi), ilt::Type::RValueRef(ai)) => self.ty(*pi, *ai, depth + 1),
            (ilt::Type::Array(pi, pb), ilt::Type::Array(ai, ab)) => {
                if let (ArrayBound::Dependent(e), Some(n)) = (pb, ab.count()) {
                    self.value(*e, i128::from(n), types.builtin(ilt::Builtin::UnsignedLong));
                }
                self.ty(*pi, *ai, depth + 1);
            }
            (ilt::Type::Function(_), ilt::Type::Function(_)) => self.function(p, a, depth + 1),
            (
                ilt::Type::MemberPointer {
                    class: pc,
                    pointee: pp,
                },
                ilt::Type::MemberPointer {
                    class: ac,
                    pointee: ap,
                },
            ) => {
                self.ty(*pc, *ac, depth + 1);
                self.ty(*pp, *ap, depth + 1);
            }
            (ilt::Type::TemplateId { args: pargs, .. }, ilt::Type::Class(c)) => {
                let Some(DeclKind::Class(class)) = self.tu.decls.get(*c).map(|d| &d.kind) else {
                    return;
                };
                let Some(spec) = &class.specialization else {
                    return;
                };
                for (pa, aa) in pargs.iter().zip(spec.args.iter()) {
                    self.arg(pa, aa, depth + 1);
                }
            }
            _ => {}
        }
    }

    fn arg(&mut self, pattern: &ilt::TemplateArg, actual: &ilt::TemplateArg, depth: u32) {
        match (pattern, actual) {
            (ilt::TemplateArg::Type(p), ilt::TemplateArg::Type(a)) => self.ty(*p, *a, depth),
            (ilt::TemplateArg::Expr(e), ilt::TemplateArg::Integral(v, t)) => self.value(*e, *v, *t),
            (ilt::TemplateArg::Template(p), ilt::TemplateArg::Template(a)) => {
                if let Some(DeclKind::TemplateTemplateParam(tp)) =
                    self.tu.decls.get(*p).map(|d| &d.kind)
                {
                    if let Some(name) = self.m.template_name(*a, depth) {
                        self.record(tp.index, TemplateArg::Template(name));
                    }
                }
            }
            _ => {}
        }
    }

    /// A non-type parameter `e` (when it is one) bound to `value` of type `ty`.
    fn value(&mut self, e: crate::il::ExprId, value: i128, ty: TypeId) {
        let Some(expr) = self.tu.exprs.get(e) else {
            return;
        };
        let ExprKind::DeclRef { decl, .. } = &expr.kind else {
            return;
        };
        if let Some(DeclKind::TemplateValueParam(p)) = self.tu.decls.get(*decl).map(|d| &d.kind) {
            // The argument has the parameter's type.
            let ty = if p.ty == ty { ty } else { p.ty };
            if let Some(t) = self.m.ty(self.tu.types.unqualified(ty), 0) {
                self.record(p.index, TemplateArg::Integral(t, value));
            }
        }
    }
}
