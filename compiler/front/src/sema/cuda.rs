//! Decoding CUDA's attributes (`__attribute__((device))` and friends, as the prelude
//! spells the keywords) into [`crate::il::CudaAttrs`].

use crate::il::attr::{AttrArgs, ExecSpace, MemorySpace};
use crate::il::Attrs;
use crate::parse::Parser;

impl Parser<'_, '_> {
    /// Fills `attrs.cuda` from the GNU attributes (idempotent).
    pub fn decode_cuda_attrs(&self, attrs: &mut Attrs) {
        for a in &attrs.gnu {
            let raw = self.tu.symbols.name(a.name);
            let name = raw
                .strip_prefix(b"__")
                .and_then(|x| x.strip_suffix(b"__"))
                .unwrap_or(raw);
            let exprs = || match &a.args {
                AttrArgs::Exprs(e) => Some(e.clone()),
                _ => None,
            };
            let c = &mut attrs.cuda;
            match name {
                b"host" => c.exec = c.exec.union(ExecSpace::HOST),
                b"device" => c.exec = c.exec.union(ExecSpace::DEVICE),
                b"global" => c.exec = c.exec.union(ExecSpace::GLOBAL),
                b"shared" => c.memory = c.memory.union(MemorySpace::SHARED),
                b"constant" => c.memory = c.memory.union(MemorySpace::CONSTANT),
                b"managed" => c.memory = c.memory.union(MemorySpace::MANAGED),
                b"grid_constant" => c.grid_constant = true,
                b"device_builtin" => c.device_builtin = true,
                b"launch_bounds" => c.launch_bounds = exprs(),
                b"cluster_dims" => c.cluster_dims = exprs(),
                b"maxnreg" => c.maxnreg = exprs().and_then(|e| e.first().copied()),
                b"always_inline" | b"noinline" => c.inline_hint = Some(a.name),
                _ => {}
            }
        }
    }

    /// `__device__` on a variable is a memory space; on a function an execution space.
    /// The attribute parser cannot tell; declarations call this for variables.
    pub fn variable_memory_space(&self, attrs: &mut Attrs) {
        if attrs.cuda.exec.has(ExecSpace::DEVICE) {
            attrs.cuda.memory = attrs.cuda.memory.union(MemorySpace::DEVICE);
            attrs.cuda.exec = ExecSpace(attrs.cuda.exec.0 & !ExecSpace::DEVICE.0);
        }
    }
}

/// The execution space belongs to the function entity, not to one declaration: an
/// unannotated redeclaration keeps the earlier space (`__global__ void k(); void k() {}`
/// defines a kernel), explicit spaces add up (`__host__` then `__device__`: both), and
/// the printer shows every declaration with the entity's final space (`void k();` before
/// `__global__ void k() {}` prints as a kernel declaration). What each declaration wrote
/// stays in `written_exec` (every function's) for the checks of one declaration.
pub fn unify_redeclared_exec(tu: &mut crate::il::TranslationUnit) {
    use crate::il::{DeclId, DeclKind};
    let mut entity: std::collections::HashMap<DeclId, ExecSpace> = std::collections::HashMap::new();
    let mut members: Vec<(DeclId, DeclId)> = Vec::new();
    for (id, d) in tu.decls.iter() {
        if !matches!(d.kind, DeclKind::Function(_)) {
            continue;
        }
        let first = tu.first_decl(id);
        let e = entity.entry(first).or_insert(ExecSpace::NONE);
        *e = e.union(d.attrs.cuda.exec);
        members.push((id, first));
    }
    let redeclared: std::collections::HashSet<DeclId> = members
        .iter()
        .filter(|(id, first)| id != first)
        .map(|&(_, first)| first)
        .collect();
    for (id, first) in members {
        let written = tu.decls[id].attrs.cuda.exec;
        let e = if redeclared.contains(&first) {
            entity[&first]
        } else {
            written
        };
        if written == ExecSpace::NONE && e == ExecSpace::NONE {
            continue; // nothing to write (and no attributes to allocate)
        }
        let c = &mut tu.decls[id].attrs.cuda;
        c.written_exec = written;
        c.exec = e;
    }
}
