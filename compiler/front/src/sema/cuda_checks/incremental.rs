//! The CUDA checks run as parsing goes: after each namespace-scope declaration the parser
//! asks for the checks of the declarations made since the last time, so their diagnostics
//! can be reported (and streamed to stderr) in source order with the parser's, instead of
//! waiting for the end of the translation unit. Everything the checks keep between runs
//! grows with the declarations, never rescans them: the override lookup's member table,
//! the token index, and the execution space of each function entity.

use std::collections::HashMap;
use std::ops::Range;

use super::stream::TokenIndex;
use super::{check_range, index_methods, CheckOptions, Methods};
use crate::diag::{Issue, Severity};
use crate::il::attr::ExecSpace;
use crate::il::{DeclId, DeclKind, TranslationUnit};
use crate::parse::TokenStore;
use crate::source::SourceMap;

/// The checks' state between runs.
#[derive(Default)]
pub struct IncrementalChecks {
    index: TokenIndex,
    methods: Methods,
    /// Declarations below this id have been checked.
    checked: usize,
    /// The first token (by index) at which another stage reported an error.
    first_error: Option<u32>,
    exec: ExecUnifier,
    options: CheckOptions,
}

impl IncrementalChecks {
    pub fn new(extended_lambda: bool, device_c: bool) -> IncrementalChecks {
        IncrementalChecks {
            options: CheckOptions {
                extended_lambda,
                device_c,
                device_side: false,
            },
            ..IncrementalChecks::default()
        }
    }

    /// The checks as cicc's front end makes them on the device side.
    pub fn set_device_side(&mut self, device_side: bool) {
        self.options.device_side = device_side;
    }

    /// Another stage reported an error at token `index` (some checks stay quiet after one).
    pub fn note_error(&mut self, index: u32) {
        self.first_error = Some(self.first_error.map_or(index, |e| e.min(index)));
    }

    /// The checks of the declarations made since the last call, in declaration order.
    /// Function entities declared again get their entity's execution space first (as
    /// `sema::cuda::unify_redeclared_exec` gives it at the end).
    pub fn check_new(
        &mut self,
        tu: &mut TranslationUnit,
        toks: &TokenStore,
        source: Option<&SourceMap>,
    ) -> Vec<Issue> {
        let new = self.checked..tu.decls.len();
        if new.is_empty() {
            return Vec::new();
        }
        self.exec.add(tu, new.clone());
        index_methods(tu, new.clone(), &mut self.methods);
        self.checked = new.end;
        let mut view = self.index.view(toks);
        view.prior_errors = self.first_error.into_iter().collect();
        let issues = check_range(tu, &view, &self.methods, source, self.options, new);
        // The checks' own errors count for the later declarations' checks too.
        if let Some(e) = issues.iter().find(|i| i.severity >= Severity::Error) {
            self.note_error(e.token_index);
        }
        issues
    }

    /// At the end of the translation unit: every function's execution space exactly as
    /// `sema::cuda::unify_redeclared_exec` makes it over the whole TU (what was written is
    /// put back first).
    pub fn finish(&mut self, tu: &mut TranslationUnit) {
        for (&id, &written) in &self.exec.touched {
            let c = &mut tu.decls[id].attrs.cuda;
            c.exec = written.0;
            c.written_exec = written.1;
        }
        self.exec.touched.clear();
        crate::sema::cuda::unify_redeclared_exec(tu);
    }
}

/// The execution space of each function entity so far (the union of what its
/// declarations wrote), kept on every declaration of an entity declared more than once.
#[derive(Default)]
struct ExecUnifier {
    /// By first declaration: the union so far and the declarations.
    entities: HashMap<DeclId, (ExecSpace, Vec<DeclId>)>,
    /// What each declaration this changed had before: `(exec, written_exec)`.
    touched: HashMap<DeclId, (ExecSpace, ExecSpace)>,
    /// What each function declaration wrote.
    written: HashMap<DeclId, ExecSpace>,
}

impl ExecUnifier {
    fn add(&mut self, tu: &mut TranslationUnit, range: Range<usize>) {
        for i in range {
            let id = DeclId(i as u32);
            if !matches!(tu.decls[id].kind, DeclKind::Function(_)) {
                continue;
            }
            let written = tu.decls[id].attrs.cuda.exec;
            self.written.insert(id, written);
            let first = tu.first_decl(id);
            let (space, members) = self.entities.entry(first).or_default();
            let before = *space;
            *space = space.union(written);
            members.push(id);
            let redeclared = members.len() > 1;
            let all_change = redeclared && (*space != before || members.len() == 2);
            let space = *space;
            let update: Vec<DeclId> = if all_change {
                members.clone()
            } else {
                vec![id]
            };
            for m in update {
                let w = self.written[&m];
                let e = if redeclared { space } else { w };
                if w == ExecSpace::NONE && e == ExecSpace::NONE {
                    continue;
                }
                let c = &tu.decls[m].attrs.cuda;
                let old = (c.exec, c.written_exec);
                self.touched.entry(m).or_insert(old);
                let c = &mut tu.decls[m].attrs.cuda;
                c.written_exec = w;
                c.exec = e;
            }
        }
    }
}
