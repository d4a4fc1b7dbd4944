//! cicc's numbering of compiler-generated temporaries (`__T<n>`).
//!
//! One counter runs over the whole TU, host stub and device code alike (established on
//! 544 corpus TUs by comparing cicc's `.cudafe1.gpu` with the stub): each kernel's stub
//! takes one number per `__restrict__` pointer parameter, in kernel order; device code
//! takes numbers as it is lowered (argument temporaries of calls inside device functions,
//! interleaved with the stubs in source order; not modelled yet); after the last stub,
//! the base-object constructor (`C2`) that cicc writes for every `__host__ __device__`
//! constructor used with a non-constant argument takes one number per parameter (dim3's
//! three); the registration callback's parameter takes the next number.

use crate::il::decl::DeclName;
use crate::il::{ConvKind, DeclId, DeclKind, ExecSpace, ExprKind, TranslationUnit};

#[derive(Default)]
pub struct Counter {
    next: u32,
}

impl Counter {
    pub fn next(&mut self) -> u32 {
        let n = self.next;
        self.next += 1;
        n
    }

    pub fn skip(&mut self, n: u32) {
        self.next += n;
    }
}

/// The temporaries device code takes after the last stub: one per parameter of each
/// `__device__` (or `__host__ __device__`) user-declared constructor that some expression
/// calls with an argument that is not a constant (a constant call is folded and the
/// constructor never emitted).
pub fn device_temps_after_stubs(tu: &TranslationUnit) -> u32 {
    let mut used: Vec<DeclId> = Vec::new();
    let mut note = |ctor: DeclId, args: &[crate::il::ExprId]| {
        let non_constant = args
            .iter()
            .any(|&a| tu.exprs.get(a).is_none_or(|e| e.value.is_none()));
        if non_constant && !used.contains(&ctor) {
            used.push(ctor);
        }
    };
    for (_, e) in tu.exprs.iter() {
        match &e.kind {
            ExprKind::Construct { ctor, args, .. } => note(*ctor, args),
            ExprKind::ImplicitCast {
                kind: ConvKind::Constructor(ctor),
                operand,
            }
            | ExprKind::Cast {
                kind: ConvKind::Constructor(ctor),
                operand,
                ..
            } => note(*ctor, std::slice::from_ref(operand)),
            _ => {}
        }
    }
    used.iter()
        .filter_map(|&c| {
            let d = tu.decls.get(c)?;
            let DeclKind::Function(f) = &d.kind else {
                return None;
            };
            let emitted = d.name == DeclName::Constructor
                && !d.implicit
                && d.attrs.cuda.exec.has(ExecSpace::DEVICE);
            emitted.then(|| {
                tu.types
                    .as_function(f.ty)
                    .map_or(0, |t| t.params.len() as u32)
            })
        })
        .sum()
}
