//! `goto` into the scope of an initialized variable: a jump from a point where the
//! variable is not in scope to a label where it is ("transfer of control bypasses
//! initialization of:", one line per variable). Run on a finished function body.

use crate::il::decl::{DeclKind, StorageClass};
use crate::il::{DeclId, StmtId, StmtKind};
use crate::parse::{Msg, ParseDiagnostic, Parser, Severity};
use crate::pp::Symbol;
use crate::source::Pos;

enum Work {
    Visit(StmtId),
    /// Leaves a scope: the variables in scope drop back to this many.
    Leave(usize),
}

impl Parser<'_, '_> {
    pub(crate) fn check_jumps(&mut self, body: StmtId) {
        if self.scopes.in_template() {
            return;
        }
        let mut in_scope: Vec<DeclId> = Vec::new();
        let mut labels: Vec<(Symbol, Vec<DeclId>)> = Vec::new();
        let mut gotos: Vec<(Symbol, Pos, Vec<DeclId>)> = Vec::new();
        let mut work = vec![Work::Visit(body)];
        let mut steps = 0usize;
        while let Some(w) = work.pop() {
            steps += 1;
            if steps > 1_000_000 {
                return;
            }
            let s = match w {
                Work::Visit(s) => s,
                Work::Leave(n) => {
                    in_scope.truncate(n);
                    continue;
                }
            };
            let scoped = |work: &mut Vec<Work>, n: usize, subs: &[StmtId]| {
                work.push(Work::Leave(n));
                work.extend(subs.iter().rev().map(|&x| Work::Visit(x)));
            };
            match self.tu.stmts[s].kind.clone() {
                StmtKind::Compound(b) => scoped(&mut work, in_scope.len(), &b.stmts),
                StmtKind::Decl(g) => {
                    for d in g.decls {
                        if self.initialized_local(d) {
                            in_scope.push(d);
                        }
                    }
                }
                StmtKind::If { then, else_, .. } => {
                    let mut subs = vec![then];
                    subs.extend(else_);
                    for sub in subs.into_iter().rev() {
                        scoped(&mut work, in_scope.len(), &[sub]);
                    }
                }
                StmtKind::While { body, .. }
                | StmtKind::Do { body, .. }
                | StmtKind::For { body, .. }
                | StmtKind::RangeFor { body, .. }
                | StmtKind::Switch { body, .. } => scoped(&mut work, in_scope.len(), &[body]),
                StmtKind::Case { sub, .. } | StmtKind::Default { sub } => {
                    work.push(Work::Visit(sub))
                }
                StmtKind::Label { name, sub } => {
                    labels.push((name, in_scope.clone()));
                    work.push(Work::Visit(sub));
                }
                StmtKind::Goto(name) => gotos.push((name, self.tu.stmts[s].pos, in_scope.clone())),
                StmtKind::Try { body, handlers } => {
                    for h in handlers.iter().rev() {
                        scoped(&mut work, in_scope.len(), &[h.body]);
                    }
                    scoped(&mut work, in_scope.len(), &[body]);
                }
                _ => {}
            }
        }
        for (name, pos, at_goto) in gotos {
            let Some((_, at_label)) = labels.iter().find(|(n, _)| *n == name) else {
                continue;
            };
            let bypassed: Vec<DeclId> = at_label
                .iter()
                .copied()
                .filter(|d| !at_goto.contains(d))
                .collect();
            if bypassed.is_empty() {
                continue;
            }
            let extra_lines = bypassed
                .iter()
                .map(|&d| {
                    let line = self.pp.source_map().presumed(self.tu.decls[d].pos).line;
                    let mut l = b"            variable \"".to_vec();
                    l.extend_from_slice(self.tu.name_bytes(d));
                    l.extend_from_slice(format!("\" (declared at line {line})").as_bytes());
                    l
                })
                .collect();
            let token_index = self
                .toks
                .iter()
                .rposition(|t| t.loc == pos)
                .unwrap_or(self.i) as u32;
            self.diags.push(ParseDiagnostic {
                msg: Msg::BypassesInit,
                severity: Severity::Error,
                pos,
                args: Vec::new(),
                token_index,
                at_end: false,
                extra_lines,
                context_lines: Vec::new(),
                notes: Vec::new(),
            });
        }
    }

    /// A block-scope variable with an initializer (its initialization can be bypassed).
    fn initialized_local(&self, d: DeclId) -> bool {
        match &self.tu.decls[d].kind {
            DeclKind::Var(v) => {
                v.init.is_some()
                    && !matches!(v.storage, StorageClass::Static | StorageClass::Extern)
            }
            _ => false,
        }
    }
}
