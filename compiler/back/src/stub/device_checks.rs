//! Errors cicc's front end reports on device code that cudafe++ (the host side) lets
//! through: with one of them cicc writes no stub. Texts as cicc 13.0.88 prints them
//! (unnumbered), checked on the generated-invalid corpus.

use crate::il::attr::{ExecSpace, MemorySpace};
use crate::il::decl::{DeclKind, DeclName, FnFlags, StorageClass, ThreadLocal};
use crate::il::{ExprKind, StmtKind, TranslationUnit};
use crate::source::Pos;

/// The device-side errors of `tu`: (where, message).
pub fn device_errors(tu: &TranslationUnit, rdc: bool) -> Vec<(Pos, String)> {
    let mut out = Vec::new();
    // Bodies of device-only functions and kernels: (file, `{`, `}`).
    let mut device_bodies = Vec::new();
    for (id, d) in tu.decls.iter() {
        let exec = d.attrs.cuda.exec;
        match &d.kind {
            DeclKind::Var(v) if d.attrs.cuda.memory.has(MemorySpace::DEVICE) => {
                if v.thread_local != ThreadLocal::None {
                    out.push((
                        d.pos,
                        "cannot use thread_local specifier for a __device__ variable".to_owned(),
                    ));
                }
                let in_device_function = d.parent.is_some_and(|p| {
                    matches!(tu.decls[p].kind, DeclKind::Function(_))
                        && !tu.decls[p].attrs.cuda.exec.has(ExecSpace::HOST)
                        && (tu.decls[p].attrs.cuda.exec.has(ExecSpace::DEVICE)
                            || tu.decls[p].attrs.cuda.exec.has(ExecSpace::GLOBAL))
                });
                if in_device_function
                    && !v.field
                    && v.storage != StorageClass::Static
                    && v.storage != StorageClass::Extern
                {
                    out.push((d.pos, "an automatic \"__device__\" variable declaration is not allowed inside a device function body".to_owned()));
                }
            }
            DeclKind::Function(f) => {
                if exec.has(ExecSpace::GLOBAL) {
                    if f.flags.has(FnFlags::CONSTEXPR) {
                        out.push((
                            d.pos,
                            "A __global__ function or function template cannot be marked constexpr"
                                .to_owned(),
                        ));
                    }
                    let in_inline_unnamed = tu.ancestors(id).iter().any(|&a| {
                        matches!(&tu.decls[a].kind, DeclKind::Namespace(n) if n.inline)
                            && tu.decls[a].name == DeclName::Anonymous
                    });
                    if in_inline_unnamed {
                        out.push((d.pos, "A __global__ function or function template cannot be declared within an inline unnamed namespace".to_owned()));
                    }
                    // The spaces as written: sema gave the whole chain the entity's.
                    let first = tu.first_decl(id);
                    let (written, first_written) = (
                        d.attrs.cuda.written_exec,
                        tu.decls[first].attrs.cuda.written_exec,
                    );
                    if first != id
                        && written.has(ExecSpace::GLOBAL)
                        && !first_written.has(ExecSpace::GLOBAL)
                    {
                        out.push((
                            d.pos,
                            format!(
                                "a __host__ function(\"{}\") redeclared with __global__",
                                String::from_utf8_lossy(tu.name_bytes(id))
                            ),
                        ));
                    }
                    // The converse (`__global__ void k(); void k() {}`) fails cicc too (no
                    // stub); its text is not recorded, only that there is an error.
                    if first != id
                        && !written.has(ExecSpace::GLOBAL)
                        && first_written.has(ExecSpace::GLOBAL)
                    {
                        out.push((
                            d.pos,
                            format!(
                                "a __global__ function(\"{}\") redeclared without __global__",
                                String::from_utf8_lossy(tu.name_bytes(id))
                            ),
                        ));
                    }
                }
                let device_only = !exec.has(ExecSpace::HOST)
                    && (exec.has(ExecSpace::DEVICE) || exec.has(ExecSpace::GLOBAL));
                if let (true, Some(body)) = (device_only, &f.body) {
                    if let Some(StmtKind::Compound(b)) = tu.stmts.get(body.body).map(|s| &s.kind) {
                        if b.open.file == b.close.file {
                            device_bodies.push((b.open.file, b.open.offset, b.close.offset));
                        }
                    }
                }
            }
            DeclKind::Param(p) if d.attrs.cuda.grid_constant => {
                let (_, quals) = tu.types.split_quals(p.ty);
                if !quals.has(crate::il::types::Quals::CONST) {
                    out.push((d.pos, "a parameter annotated with __grid_constant__ must have const-qualified type".to_owned()));
                }
            }
            _ => {}
        }
    }
    if !rdc {
        for (_, e) in tu.exprs.iter() {
            if matches!(e.kind, ExprKind::KernelLaunch { .. })
                && device_bodies.iter().any(|&(file, open, close)| {
                    e.pos.file == file && (open..=close).contains(&e.pos.offset)
                })
            {
                out.push((e.pos, "kernel launch from __device__ or __global__ functions requires separate compilation mode".to_owned()));
            }
        }
    }
    out
}
