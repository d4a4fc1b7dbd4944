//! Expressions in operands that EDG does not mark referenced, so cicc does not emit the
//! functions they name: the operands of `noexcept(e)`, `sizeof e` / `alignof`, a
//! function's `noexcept(e)` specifier, and `decltype(e)` inside a function body.
//! (`decltype(e)` in a namespace-scope declaration does mark them: `decltype(c.h(1)) *p;`
//! makes cicc emit `C::h`; checked with cicc's `.cudafe1.gpu`.) libstdc++'s
//! `swap(vector&, vector&) noexcept(noexcept(__x.swap(__y)))` names `vector::swap`
//! without using it.

use crate::il::expr::TypeOrExpr;
use crate::il::{ArenaId, ExprId, ExprKind, TranslationUnit, TypeId};

/// Per expression (by index): inside an operand that references nothing.
/// `in_body` says whether a position lies in a function body.
pub fn unevaluated_exprs(
    tu: &TranslationUnit,
    in_body: impl Fn(crate::source::Pos) -> bool,
) -> Vec<bool> {
    let mut roots: Vec<ExprId> = Vec::new();
    for (_, e) in tu.exprs.iter() {
        match &e.kind {
            ExprKind::Sizeof {
                operand: TypeOrExpr::Expr(x),
                ..
            } => roots.push(*x),
            ExprKind::Builtin { name, args } if tu.symbols.name(*name) == b"noexcept" => {
                roots.extend(args.iter().filter_map(|a| match a {
                    TypeOrExpr::Expr(x) => Some(*x),
                    TypeOrExpr::Type(_) => None,
                }));
            }
            _ => {}
        }
    }
    for i in 0..tu.types.len() {
        match tu.types.get(TypeId::from_index(i)) {
            crate::il::types::Type::Function(f) => {
                if let crate::il::types::ExceptionSpec::NoexceptExpr(x, _) = &f.exception {
                    roots.push(*x);
                }
            }
            crate::il::types::Type::Decltype { expr, .. }
                if tu.exprs.get(*expr).is_some_and(|x| in_body(x.pos)) =>
            {
                roots.push(*expr)
            }
            _ => {}
        }
    }
    // `decltype(e)` in the declared type of a function in a template (`auto f(V<T> &a)
    // -> decltype(a.sw(a))`): only an instance's type would use it.
    for (id, d) in tu.decls.iter() {
        let crate::il::DeclKind::Function(f) = &d.kind else {
            continue;
        };
        let in_template = tu
            .ancestors(id)
            .iter()
            .any(|&a| matches!(tu.decls[a].kind, crate::il::DeclKind::Template(_)));
        if in_template {
            decltypes_in(tu, f.ty, &mut roots, 0);
        }
    }
    // Each operand's extent, from its expressions' positions: the parser leaves the
    // expressions of abandoned tentative parses at the same positions.
    let mut ranges: Vec<(crate::source::FileId, u32, u32)> = Vec::new();
    let mut seen = vec![false; tu.exprs.len()];
    for root in roots {
        let Some(r) = tu.exprs.get(root) else {
            continue;
        };
        let (file, mut lo, mut hi) = (r.pos.file, r.pos.offset, r.pos.offset);
        let mut work = vec![root];
        while let Some(x) = work.pop() {
            let Some(e) = tu.exprs.get(x) else { continue };
            if std::mem::replace(&mut seen[x.index()], true) {
                continue;
            }
            if e.pos.file == file {
                lo = lo.min(e.pos.offset);
                hi = hi.max(e.pos.offset);
            }
            work.extend(crate::il::dump::expr_children(&e.kind));
        }
        ranges.push((file, lo, hi));
    }
    let ranges = crate::source::PosRanges::new(ranges);
    tu.exprs
        .iter()
        .map(|(id, e)| seen[id.index()] || ranges.contains(e.pos))
        .collect()
}

/// The `decltype(e)` operands in a declared type.
fn decltypes_in(tu: &TranslationUnit, t: TypeId, out: &mut Vec<ExprId>, depth: u32) {
    use crate::il::types::Type;
    if depth > 64 {
        return;
    }
    match tu.types.get(t) {
        Type::Qualified(x, _)
        | Type::Pointer(x)
        | Type::LValueRef(x)
        | Type::RValueRef(x)
        | Type::Array(x, _)
        | Type::PackExpansion(x)
        | Type::Deduced { ty: x, .. } => decltypes_in(tu, *x, out, depth + 1),
        Type::Function(f) => {
            decltypes_in(tu, f.ret, out, depth + 1);
            for &p in f.params.iter() {
                decltypes_in(tu, p, out, depth + 1);
            }
        }
        Type::Decltype { expr, .. } => out.push(*expr),
        _ => {}
    }
}
