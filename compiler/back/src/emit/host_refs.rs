//! `--device-c`: the host-reference arrays (reference-behavior.md §3.2).
//!
//! cudafe++ lists the kernels and device, managed and constant variables that host code
//! names (a launch, an address, a read; templates' bodies included, `#if 0` device bodies
//! not), each once, as a pattern the device linker matches:
//! * external linkage: `_Z<len><name>*` for a kernel at global scope, the plain name for a
//!   variable there and for an `extern "C"` kernel, `_ZN<len><ns>...<len><name>*` for either in a namespace;
//! * internal linkage (`static`, an anonymous namespace): `__nv_static_<len>_<id>_*` then
//!   the external pattern without its `_Z`/`_ZN`;
//! * a kernel template is listed with the internal pattern whatever its linkage, and also
//!   with the external one when it has external linkage.
//!
//! Each array is in byte order (the reference keeps sets).

use std::collections::BTreeSet;

use crate::il::decl::StorageClass;
use crate::il::{DeclId, DeclKind, ExecSpace, MemorySpace, TranslationUnit};

use super::frame::HostRefArrays;
use super::Printer;

impl Printer<'_> {
    /// A name printed in host code: kept when it is a device entity (`--device-c` only).
    pub fn note_host_reference(&self, d: DeclId) {
        if self.opts.device_c && !self.in_device_body {
            self.host_refs.borrow_mut().insert(d);
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Entity {
    Kernel,
    Device,
    Constant,
}

/// The six arrays for the entities host code referred to.
pub fn host_ref_arrays(
    tu: &TranslationUnit,
    module_id: &[u8],
    refs: &BTreeSet<DeclId>,
) -> HostRefArrays {
    let mut sets: [BTreeSet<Vec<u8>>; 6] = Default::default();
    for &r in refs {
        let d = tu.first_decl(r);
        // A template instance is listed as its template.
        let (named, template) = match tu.decl(d).instance_of {
            Some(t) => (t, true),
            None => match tu.decl(d).parent {
                Some(p) if matches!(tu.decl(p).kind, DeclKind::Template(_)) => (p, true),
                _ => (d, false),
            },
        };
        let decl = tu.decl(d);
        let mut c_linkage = false;
        let (entity, storage) = match &decl.kind {
            DeclKind::Function(f) if decl.attrs.cuda.exec.has(ExecSpace::GLOBAL) => {
                c_linkage = f.c_linkage;
                (Entity::Kernel, f.storage)
            }
            DeclKind::Var(v) => {
                let m = decl.attrs.cuda.memory;
                if m.has(MemorySpace::CONSTANT) {
                    (Entity::Constant, v.storage)
                } else if m.has(MemorySpace::DEVICE) || m.has(MemorySpace::MANAGED) {
                    (Entity::Device, v.storage)
                } else {
                    continue;
                }
            }
            _ => continue,
        };
        let Some(nested) = nested_parts(tu, named, module_id) else {
            continue;
        };
        let internal = storage == StorageClass::Static || tu.in_anonymous_namespace(named);
        let name = tu.name_bytes(d);
        // The pattern without `_Z`/`_ZN`, and whether the external form is mangled.
        let is_nested = !nested.is_empty();
        let (tail, mangled) = if !is_nested {
            match entity {
                // An `extern "C"` kernel is listed by its plain name.
                Entity::Kernel if c_linkage => (name.to_vec(), false),
                Entity::Kernel => ([length_prefixed(name), b"*".to_vec()].concat(), true),
                _ => (name.to_vec(), false),
            }
        } else {
            (
                [nested, length_prefixed(name), b"*".to_vec()].concat(),
                true,
            )
        };
        let external = || -> Vec<u8> {
            if !mangled {
                tail.clone()
            } else if is_nested {
                [b"_ZN".as_slice(), &tail].concat()
            } else {
                [b"_Z".as_slice(), &tail].concat()
            }
        };
        let internal_form = || {
            [
                crate::module_id::static_prefix(module_id),
                b"*".to_vec(),
                tail.clone(),
            ]
            .concat()
        };
        let slot = match entity {
            Entity::Kernel => 0,
            Entity::Device => 2,
            Entity::Constant => 4,
        };
        if entity == Entity::Kernel && template {
            sets[slot].insert(internal_form());
            if !internal {
                sets[slot + 1].insert(external());
            }
        } else if internal {
            sets[slot].insert(internal_form());
        } else {
            sets[slot + 1].insert(external());
        }
    }
    let [ki, ke, di, de, ci, ce] = sets.map(|s| s.into_iter().collect::<Vec<_>>());
    HostRefArrays {
        kernels_internal: ki,
        kernels_external: ke,
        devices_internal: di,
        devices_external: de,
        constants_internal: ci,
        constants_external: ce,
    }
}

fn length_prefixed(name: &[u8]) -> Vec<u8> {
    [name.len().to_string().into_bytes(), name.to_vec()].concat()
}

/// `<len><ns>` for each enclosing namespace, outermost first (an anonymous one by its
/// `_GLOBAL__N_<id>` name); `None` when something other than a namespace encloses it.
fn nested_parts(tu: &TranslationUnit, d: DeclId, module_id: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    for a in tu.ancestors(d) {
        if a == TranslationUnit::ROOT {
            continue;
        }
        match tu.decl(a).kind {
            DeclKind::Namespace(_) => {
                let n = tu.name_bytes(a);
                if n.is_empty() {
                    out.extend(length_prefixed(&crate::module_id::anon_namespace_name(
                        module_id,
                    )));
                } else {
                    out.extend(length_prefixed(n));
                }
            }
            DeclKind::Linkage(_) => {}
            _ => return None,
        }
    }
    Some(out)
}
