//! Operator functions by operator, for the candidates of an overloaded operator: indexed as the
//! declaration arena grows, so each use looks at its operator's declarations only instead of
//! every declaration of the TU (a real TU has hundreds of thousands).

use crate::il::decl::{DeclKind, DeclName};
use crate::il::expr::OverloadedOp;
use crate::il::{DeclId, TranslationUnit};
use std::cell::RefCell;
use std::collections::HashMap;

#[derive(Default)]
pub(crate) struct OperatorIndex {
    inner: RefCell<Indexed>,
}

#[derive(Default)]
struct Indexed {
    /// Declarations before this index are in `functions`.
    scanned: usize,
    /// Functions named `operator op` (a function template's pattern among them).
    functions: HashMap<OverloadedOp, Vec<DeclId>>,
}

impl OperatorIndex {
    /// The functions and function templates named `operator op`, in creation order. A
    /// template is found through its pattern: the template declaration is named only once
    /// its pattern is parsed, so it is not indexed by its own name.
    pub(crate) fn named(&self, tu: &TranslationUnit, op: OverloadedOp) -> Vec<DeclId> {
        let mut indexed = self.inner.borrow_mut();
        let start = indexed.scanned;
        for (id, d) in tu.decls.iter_from(start) {
            if let (DeclName::Operator(o), DeclKind::Function(_)) = (d.name, &d.kind) {
                indexed.functions.entry(o).or_default().push(id);
            }
        }
        indexed.scanned = tu.decls.len();
        let Some(functions) = indexed.functions.get(&op) else {
            return Vec::new();
        };
        let name = DeclName::Operator(op);
        let mut found = functions.clone();
        for &f in functions {
            if let Some(p) = tu.decls[f].parent {
                let template = &tu.decls[p];
                if template.name == name && matches!(template.kind, DeclKind::Template(_)) {
                    found.push(p);
                }
            }
        }
        found.sort_unstable();
        found.dedup();
        found
    }
}
