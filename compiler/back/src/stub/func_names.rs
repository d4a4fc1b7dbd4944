//! The function-name variables cicc numbers before every other temporary: in each function
//! it keeps (host functions included), `__func__`/`__FUNCTION__` (one variable) and
//! `__PRETTY_FUNCTION__` (another) become a static array named `__T<n>`
//! (`static __device__ const char __T0[3] = "k2";` in cicc's `.cudafe1.gpu`), numbered
//! ahead of the device bodies' temporaries and the stubs'. A function cicc drops (a
//! static or inline one nothing kept references, a template never instantiated) makes
//! none; a template makes one per instance. The CUDA headers' `assert`s
//! (`__assert_fail(..., __PRETTY_FUNCTION__)`) are where real TUs meet them.

use super::device_bodies::{dead_bodies, droppable, template_instances};
use crate::il::decl::DeclName;
use crate::il::{ArenaId, DeclId, DeclKind, TranslationUnit};

/// How many function-name variables cicc makes for the functions it keeps.
pub fn function_name_temps(tu: &TranslationUnit) -> u32 {
    const NAMES: [&[u8]; 3] = [b"__func__", b"__FUNCTION__", b"__PRETTY_FUNCTION__"];
    // The functions with such a variable (a function has at most one of each kind).
    let mut owners: Vec<DeclId> = Vec::new();
    for (id, d) in tu.decls.iter() {
        if let (DeclKind::Var(_), DeclName::Ident(_), Some(f), true) =
            (&d.kind, d.name, d.parent, d.implicit)
        {
            if NAMES.contains(&tu.name_bytes(id))
                && matches!(tu.decls[f].kind, DeclKind::Function(_))
            {
                owners.push(f);
            }
        }
    }
    if owners.is_empty() {
        return 0;
    }
    let referenced = super::live::referenced_functions(tu);
    let mut instances: Option<Vec<(DeclId, DeclId)>> = None;
    let mut n = 0;
    for f in owners {
        let template = tu
            .ancestors(f)
            .into_iter()
            .find(|&a| matches!(tu.decls[a].kind, DeclKind::Template(_)));
        n += match template {
            None => u32::from(
                tu.decls[f]
                    .attrs
                    .cuda
                    .exec
                    .has(crate::il::ExecSpace::GLOBAL)
                    || !droppable(tu, f)
                    || referenced[tu.first_decl(f).index()],
            ),
            Some(t) => {
                // Kernel templates' instances are sema's; the others' are told by calls.
                let kernel = tu
                    .instances
                    .keys()
                    .filter(|&&i| tu.decls[i].instance_of == Some(t))
                    .count();
                let called = instances
                    .get_or_insert_with(|| template_instances(tu, &dead_bodies(tu), false))
                    .iter()
                    .filter(|&&(_, pattern)| pattern == f)
                    .count();
                (kernel + called) as u32
            }
        };
    }
    n
}
