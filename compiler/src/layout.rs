//! Sizes and alignments of types on x86-64 (Itanium C++ ABI class layout), computed from
//! the IL. The stub needs them for kernel argument offsets (`__cudaSetupArg(__par1, 16UL)`)
//! and variable sizes (`__cudaRegisterVariable(..., 32UL, ...)`).
//!
//! Covered: fields in declaration order, bit-fields (packed into their declared type's
//! storage units), non-virtual bases (empty bases take no room), a vtable pointer for
//! dynamic classes, unions, `alignas`/`__attribute__((aligned(n)))` on classes and fields,
//! `__attribute__((packed))` and `#pragma pack`. Virtual bases give `None` (unknown), as do
//! incomplete and dependent types, so callers never print a wrong number.

use crate::il::decl::ClassKey;
use crate::il::decl::FnFlags;
use crate::il::expr::TypeOrExpr;
use crate::il::{ConstValue, DeclId, DeclKind, Item, TranslationUnit, TypeId};

/// Classes nested deeper than this (members of members...) are not laid out.
const MAX_DEPTH: u32 = 200;

/// `(size, align)` of `t` in bytes, or `None` when unknown.
pub fn size_align(tu: &TranslationUnit, t: TypeId) -> Option<(u64, u64)> {
    Layout { tu }.type_layout(t, 0)
}

/// `(size, align)` of a class.
pub fn class_layout(tu: &TranslationUnit, class: DeclId) -> Option<(u64, u64)> {
    Layout { tu }.class(class, 0).map(|c| (c.size, c.align))
}

struct Layout<'a> {
    tu: &'a TranslationUnit,
}

struct ClassLayout {
    size: u64,
    align: u64,
    /// No data (empty class): as a base it takes no room.
    empty: bool,
    dynamic: bool,
}

impl Layout<'_> {
    fn type_layout(&self, t: TypeId, depth: u32) -> Option<(u64, u64)> {
        if depth > MAX_DEPTH {
            return None;
        }
        let enum_underlying = |d: DeclId| match &self.tu.decls.get(d)?.kind {
            DeclKind::Enum(e) => Some(e.underlying),
            _ => None,
        };
        let class_layout = |d: DeclId| self.class(d, depth + 1).map(|c| (c.size, c.align));
        self.tu.types.size_align(t, &class_layout, &enum_underlying)
    }

    /// The complete definition of a class (redeclarations share the type).
    fn definition(&self, class: DeclId) -> Option<DeclId> {
        let self_ty = match &self.tu.decls.get(class)?.kind {
            DeclKind::Class(c) => c.self_ty,
            _ => return None,
        };
        if let DeclKind::Class(c) = &self.tu.decls[class].kind {
            if c.complete {
                return Some(class);
            }
        }
        // Walk the redeclaration chain backwards from any declaration is not enough: the
        // definition may come later. Search the declarations sharing the type.
        self.tu
            .decls
            .iter()
            .find(|(_, d)| matches!(&d.kind, DeclKind::Class(c) if c.complete && c.self_ty == self_ty))
            .map(|(id, _)| id)
    }

    fn class(&self, class: DeclId, depth: u32) -> Option<ClassLayout> {
        if depth > MAX_DEPTH {
            return None;
        }
        let def = self.definition(class)?;
        let decl = &self.tu.decls[def];
        let DeclKind::Class(c) = &decl.kind else {
            return None;
        };
        let packed = self.has_gnu(&decl.attrs.gnu, b"packed");
        let pack = if packed {
            Some(1)
        } else {
            c.pack.map(u64::from)
        };
        let union = c.key == ClassKey::Union;
        let mut size = 0u64;
        let mut align = 1u64;
        let mut empty = true;
        let mut dynamic = false;
        // The primary vtable pointer comes first; a dynamic base provides it.
        let mut bases = Vec::new();
        for b in &c.bases {
            if b.is_virtual {
                return None;
            }
            let bd = self.tu.types.as_class(b.ty)?;
            bases.push(self.class(bd, depth + 1)?);
        }
        let own_virtual = self.declares_virtual(&c.members);
        let base_dynamic = bases.iter().any(|b| b.dynamic);
        if own_virtual && !base_dynamic {
            size = 8;
            align = 8;
            empty = false;
        }
        dynamic |= own_virtual || base_dynamic;
        // Dynamic bases first (the primary base shares the vptr), then the others.
        for b in bases.iter() {
            if b.empty && !b.dynamic {
                continue;
            }
            let a = cap(b.align, pack);
            size = size.checked_next_multiple_of(a)?;
            size = size.checked_add(b.size)?;
            align = align.max(a);
            empty = false;
        }
        let mut bit_offset: u64 = size.checked_mul(8)?;
        for item in &c.members {
            let ids: Vec<DeclId> = match item {
                Item::Decl(d) => vec![*d],
                Item::Group(g) => g.decls.clone(),
                _ => continue,
            };
            for id in ids {
                let d = &self.tu.decls[id];
                let DeclKind::Var(v) = &d.kind else { continue };
                if !v.field {
                    continue;
                }
                let (fsize, falign) = self.type_layout(v.ty, depth + 1)?;
                let falign = self
                    .explicit_align(&d.attrs)
                    .map_or(falign, |a| a.max(falign));
                let falign = cap(falign, pack);
                align = align.max(falign);
                if let Some(width) = v.bit_width {
                    let width = match self.tu.exprs.get(width)?.value {
                        Some(ConstValue::Int(w)) if w >= 0 => w as u64,
                        _ => return None,
                    };
                    if union {
                        size = size.max(width.div_ceil(8));
                        continue;
                    }
                    if width == 0 {
                        bit_offset = bit_offset.next_multiple_of(fsize * 8);
                        continue;
                    }
                    empty = false;
                    // A bit-field may not straddle a storage unit of its type.
                    let unit = fsize * 8;
                    if pack.is_none() && bit_offset / unit != (bit_offset + width - 1) / unit {
                        bit_offset = bit_offset.next_multiple_of(unit);
                    }
                    bit_offset += width;
                    size = bit_offset.div_ceil(8);
                    continue;
                }
                empty = false;
                if union {
                    size = size.max(fsize);
                    continue;
                }
                let start = bit_offset.div_ceil(8).checked_next_multiple_of(falign)?;
                size = start.checked_add(fsize)?;
                bit_offset = size.checked_mul(8)?;
            }
        }
        if let Some(a) = self.explicit_align(&decl.attrs) {
            align = align.max(a);
        }
        let size = if size == 0 { 1 } else { size };
        Some(ClassLayout {
            size: size.checked_next_multiple_of(align)?,
            align,
            empty,
            dynamic,
        })
    }

    fn declares_virtual(&self, members: &[Item]) -> bool {
        members.iter().any(|item| {
            let ids: Vec<DeclId> = match item {
                Item::Decl(d) => vec![*d],
                Item::Group(g) => g.decls.clone(),
                _ => return false,
            };
            ids.iter().any(|&id| {
                let d = &self.tu.decls[id];
                let f = match &d.kind {
                    DeclKind::Function(f) => f,
                    DeclKind::Template(t) => match &self.tu.decls[t.pattern].kind {
                        DeclKind::Function(f) => f,
                        _ => return false,
                    },
                    _ => return false,
                };
                f.flags.has(FnFlags::VIRTUAL) || f.flags.has(FnFlags::OVERRIDE)
            })
        })
    }

    fn has_gnu(&self, attrs: &[crate::il::attr::GnuAttr], name: &[u8]) -> bool {
        attrs
            .iter()
            .any(|a| strip_underscores(self.tu.symbols.name(a.name)) == name)
    }

    /// The largest of `alignas(n)` and `aligned(n)` (`aligned` alone: 16).
    fn explicit_align(&self, attrs: &crate::il::Attrs) -> Option<u64> {
        let mut best: Option<u64> = None;
        let mut take = |a: u64| best = Some(best.map_or(a, |b| b.max(a)));
        for a in &attrs.gnu {
            if strip_underscores(self.tu.symbols.name(a.name)) != b"aligned" {
                continue;
            }
            match &a.args {
                crate::il::attr::AttrArgs::None => take(16),
                crate::il::attr::AttrArgs::Exprs(e) => {
                    if let Some(Some(ConstValue::Int(v))) = e
                        .first()
                        .map(|&e| self.tu.exprs.get(e).and_then(|x| x.value))
                    {
                        if v > 0 {
                            take(v as u64);
                        }
                    }
                }
                crate::il::attr::AttrArgs::Tokens(_) => {}
            }
        }
        for a in &attrs.alignas {
            match a.arg {
                TypeOrExpr::Expr(e) => {
                    if let Some(ConstValue::Int(v)) = self.tu.exprs.get(e).and_then(|x| x.value) {
                        if v > 0 {
                            take(v as u64);
                        }
                    }
                }
                TypeOrExpr::Type(t) => {
                    if let Some((_, al)) = self.type_layout(t, 0) {
                        take(al);
                    }
                }
            }
        }
        best
    }
}

fn cap(align: u64, pack: Option<u64>) -> u64 {
    match pack {
        Some(p) if p > 0 => align.min(p),
        _ => align,
    }
}

/// `__aligned__` → `aligned`.
fn strip_underscores(name: &[u8]) -> &[u8] {
    name.strip_prefix(b"__")
        .and_then(|n| n.strip_suffix(b"__"))
        .unwrap_or(name)
}
