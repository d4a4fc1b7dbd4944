//! Explicit tail padding: a class with a data member of a `__device_builtin__` type (an
//! enum or class the host compiler sees only in `#if 0`) ends with one
//! `__pad__(volatile char:8;)` per byte between its last member's end and its size
//! (`struct P { void *p; cudaMemcpyKind kind; __pad__(…)×4};`). Internal padding is not
//! written, nor is a member array or a bit-field taken as such a member; a class with
//! bit-fields, or one whose layout is unknown, gets none. With bases the members start
//! after them (`struct D : std::runtime_error { cudaError_t code_; }` ends with four).

use crate::il::decl::{StorageClass, VarDecl};
use crate::il::types::Type;
use crate::il::{DeclId, DeclKind, Item, TypeId};

use super::Printer;

impl Printer<'_> {
    /// The `__pad__` bytes to print before `class`'s closing brace (0 for most classes).
    pub(super) fn tail_padding(&self, class: DeclId) -> u64 {
        let DeclKind::Class(c) = &self.tu.decl(class).kind else {
            return 0;
        };
        if !c.complete {
            return 0;
        }
        let union = c.key == crate::il::decl::ClassKey::Union;
        let mut fields: Vec<&VarDecl> = Vec::new();
        for m in c.members.iter() {
            let ids: Vec<DeclId> = match m {
                Item::Decl(d) => vec![*d],
                Item::Group(g) => g.decls.to_vec(),
                _ => continue,
            };
            for d in ids {
                if let DeclKind::Var(v) = &self.tu.decl(d).kind {
                    if v.field && v.storage != StorageClass::Static {
                        fields.push(v);
                    }
                }
            }
        }
        if fields.iter().any(|v| v.bit_width.is_some())
            || !fields.iter().any(|v| self.is_device_builtin_type(v.ty))
        {
            return 0;
        }
        let Some((size, _)) = crate::il::layout::class_layout(self.tu, class) else {
            return 0;
        };
        if !c.bases.is_empty() {
            let Some(end) = crate::il::layout::class_data_end(self.tu, class) else {
                return 0;
            };
            return size.saturating_sub(end);
        }
        let mut end = 0u64;
        for v in &fields {
            let Some((s, a)) = crate::il::layout::size_align(self.tu, v.ty) else {
                return 0;
            };
            if union {
                end = s;
            } else {
                end = end.div_ceil(a.max(1)) * a.max(1) + s;
            }
        }
        size.saturating_sub(end)
    }

    /// An enum or class declared `__device_builtin__`, through typedefs and cv-qualifiers.
    fn is_device_builtin_type(&self, t: TypeId) -> bool {
        let mut t = t;
        for _ in 0..1000 {
            match self.tu.types.get(t) {
                Type::Qualified(u, _) | Type::Typedef { aliased: u, .. } => t = *u,
                Type::Enum(d) | Type::Class(d) => {
                    let first = self.tu.first_decl(*d);
                    return self.tu.decl(*d).attrs.cuda.device_builtin
                        || self.tu.decl(first).attrs.cuda.device_builtin;
                }
                _ => return false,
            }
        }
        false
    }
}
