//! Argument-dependent lookup ([basic.lookup.argdep]): for an unqualified call, the functions
//! of the callee's name declared in the namespaces and classes associated with the
//! arguments' types.

use crate::il::decl::FnFlags;
use crate::il::types::{TemplateArg, Type};
use crate::il::{DeclId, DeclKind, ExprId, TypeId};
use crate::parse::Parser;
use crate::pp::Symbol;

/// The entities associated with a set of argument types.
#[derive(Default)]
struct Associated {
    namespaces: Vec<DeclId>,
    classes: Vec<DeclId>,
}

impl Associated {
    fn add_namespace(&mut self, ns: DeclId) {
        if !self.namespaces.contains(&ns) {
            self.namespaces.push(ns);
        }
    }
}

impl Parser<'_, '_> {
    /// Whether ordinary lookup's result `found` lets argument-dependent lookup run: not when
    /// it found a class member, a block-scope function declaration or something that is no
    /// function ([basic.lookup.argdep]/3).
    pub fn adl_applies(&self, found: &[DeclId]) -> bool {
        found.iter().all(|&d| {
            let decl = &self.tu.decls[d];
            let function = self.candidate_function(d).is_some();
            let parent_kind = decl.parent.map(|p| &self.tu.decls[p].kind);
            let member_or_local = matches!(
                parent_kind,
                Some(DeclKind::Class(_) | DeclKind::Function(_))
            );
            function && !member_or_local
        })
    }

    /// The functions and function templates named `name` in the namespaces and classes
    /// associated with `args`' types (their own names only: using-directives are ignored).
    pub fn argument_dependent_lookup(&self, name: Symbol, args: &[ExprId]) -> Vec<DeclId> {
        let mut assoc = Associated::default();
        for &a in args {
            let ty = self.tu.exprs[a].ty;
            self.associate_type(ty, &mut assoc, 0);
        }
        let mut found = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut push = |d: DeclId, found: &mut Vec<DeclId>| {
            if self.candidate_function(d).is_some() && seen.insert(d) {
                found.push(d);
            }
        };
        let mut i = 0;
        while i < assoc.namespaces.len() {
            let ns = assoc.namespaces[i];
            // An inline namespace's members are its enclosing namespace's, and the other way.
            for &inner in self
                .scopes
                .using_dirs
                .get(&ns)
                .map(Vec::as_slice)
                .unwrap_or(&[])
            {
                if self.is_inline_namespace(inner) {
                    assoc.add_namespace(inner);
                }
            }
            for &d in self.scopes.table_lookup(ns, name) {
                push(d, &mut found);
            }
            i += 1;
        }
        // Friend functions declared in an associated class are found too (hidden friends).
        for &c in &assoc.classes {
            for &d in self.scopes.table_lookup(c, name) {
                let friend = match &self.tu.decls[d].kind {
                    DeclKind::Function(f) => f.flags.has(FnFlags::FRIEND),
                    DeclKind::Template(t) => {
                        matches!(&self.tu.decls[t.pattern].kind, DeclKind::Function(f) if f.flags.has(FnFlags::FRIEND))
                    }
                    _ => false,
                };
                if friend {
                    push(d, &mut found);
                }
            }
        }
        found
    }

    /// The namespaces associated with `args`' types (table keys), for the lookup of an
    /// operator's non-member candidates (`operator_lookup`).
    pub(crate) fn associated_namespaces(&self, args: &[ExprId]) -> Vec<DeclId> {
        let mut assoc = Associated::default();
        for &a in args {
            let ty = self.tu.exprs[a].ty;
            self.associate_type(ty, &mut assoc, 0);
        }
        assoc.namespaces
    }

    pub(crate) fn is_inline_namespace(&self, ns: DeclId) -> bool {
        matches!(&self.tu.decls[ns].kind, DeclKind::Namespace(n) if n.inline)
    }

    fn associate_type(&self, ty: TypeId, assoc: &mut Associated, depth: u32) {
        if depth > 64 {
            return;
        }
        let t = self.tu.types.unqualified(ty);
        match self.tu.types.get(t).clone() {
            Type::Pointer(p) | Type::LValueRef(p) | Type::RValueRef(p) => {
                self.associate_type(p, assoc, depth + 1)
            }
            Type::Array(e, _) => self.associate_type(e, assoc, depth + 1),
            Type::Function(f) => {
                self.associate_type(f.ret, assoc, depth + 1);
                for &p in f.params.iter() {
                    self.associate_type(p, assoc, depth + 1);
                }
            }
            Type::MemberPointer { class, pointee } => {
                self.associate_type(class, assoc, depth + 1);
                self.associate_type(pointee, assoc, depth + 1);
            }
            Type::Class(d) => self.associate_class(d, assoc, depth),
            Type::Enum(d) => {
                let first = self.tu.first_decl(d);
                match self.tu.decls[first].parent {
                    Some(p) if matches!(self.tu.decls[p].kind, DeclKind::Class(_)) => {
                        let class = self.tu.first_decl(p);
                        if !assoc.classes.contains(&class) {
                            assoc.classes.push(class);
                        }
                        assoc.add_namespace(self.enclosing_namespace_key(p));
                    }
                    _ => assoc.add_namespace(self.enclosing_namespace_key(first)),
                }
            }
            Type::TemplateId { template, args, .. } => {
                if let Some(class) = self.class_of_type(t) {
                    self.associate_class(class, assoc, depth);
                } else {
                    assoc.add_namespace(self.enclosing_namespace_key(template));
                }
                self.associate_template_args(&args, assoc, depth);
            }
            _ => {}
        }
    }

    fn associate_class(&self, class: DeclId, assoc: &mut Associated, depth: u32) {
        let first = self.tu.first_decl(class);
        if assoc.classes.contains(&first) {
            return;
        }
        assoc.classes.push(first);
        assoc.add_namespace(self.enclosing_namespace_key(first));
        let def = self.class_definition(first);
        if let DeclKind::Class(cd) = &self.tu.decls[def].kind {
            if let Some(spec) = &cd.specialization {
                self.associate_template_args(&spec.args, assoc, depth);
            }
            for b in &cd.bases {
                if let Some(base) = self.class_of_type(b.ty) {
                    self.associate_class(base, assoc, depth + 1);
                }
            }
        }
        if let Some(instance) = self.tu.decls[first].instance_of {
            assoc.add_namespace(self.enclosing_namespace_key(instance));
        }
    }

    fn associate_template_args(&self, args: &[TemplateArg], assoc: &mut Associated, depth: u32) {
        for a in args {
            if let TemplateArg::Type(t) = a {
                self.associate_type(*t, assoc, depth + 1);
            }
        }
    }

    /// The table key of the innermost namespace enclosing `d` (classes and functions skipped).
    pub(crate) fn enclosing_namespace_key(&self, d: DeclId) -> DeclId {
        let mut cur = self.tu.decls[d].parent;
        while let Some(p) = cur {
            match &self.tu.decls[p].kind {
                DeclKind::Namespace(_) | DeclKind::TranslationUnit { .. } => {
                    return self.table_key(p)
                }
                _ => cur = self.tu.decls[p].parent,
            }
        }
        crate::il::TranslationUnit::ROOT
    }
}
