//! Flow checks run when a function definition is complete (as EDG does, after its other
//! diagnostics): #549 "variable is used before its value is set" and #940 "missing return
//! statement at end of non-void function". Templates and lambdas are not analysed.
//!
//! #549 tracks the locals declared without an initializer that are definitely unset; a
//! read of one warns once. Anything that may set it (assignment, `&x`, binding a reference,
//! a branch, a loop's later iteration, a label) takes it out, so the check only speaks
//! when every path leaves the variable unset.
//!
//! #940: whether control can reach the closing brace: `return`, `throw`, `goto`, loops
//! with constant-true conditions and no `break`, `switch` with a `default` and no `break`,
//! calls to `noreturn` functions end a path.

use std::collections::BTreeSet;

use crate::il::decl::{DeclKind, DeclName, StorageClass};
use crate::il::expr::{BinaryOp, Capture, CaptureDefault, ConvKind, UnaryOp};
use crate::il::stmt::{Condition, StmtKind};
use crate::il::types::Type;
use crate::il::{DeclId, ExprId, ExprKind, StmtId, TypeId};
use crate::parse::{Msg, Parser, Severity};
use crate::source::Pos;

/// The locals that are definitely unset here; `None`: this point is unreachable.
type State = Option<BTreeSet<DeclId>>;

fn meet(a: State, b: State) -> State {
    match (a, b) {
        (None, s) | (s, None) => s,
        (Some(a), Some(b)) => Some(a.intersection(&b).copied().collect()),
    }
}

/// How an expression uses a name it reaches.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    Read,
    /// Stored to (the left side of `=`).
    Write,
    /// Address taken, reference bound: may be set elsewhere, not a read.
    Escape,
    /// Discarded (`(void)x`): neither read nor set (EDG warns on neither).
    Discard,
}

struct UnsetWalk<'p, 'a, 'b> {
    p: &'p Parser<'a, 'b>,
    state: State,
    /// Break states of the enclosing loops and switches.
    breaks: Vec<State>,
    /// Entry states of the enclosing switches (case labels are reached from there).
    switches: Vec<State>,
    found: Vec<(DeclId, Pos)>,
    silent: bool,
    /// Variables some write or escape took out (to learn what a loop may set).
    killed: BTreeSet<DeclId>,
    /// What each loop may set, learnt once.
    loop_kills: std::collections::HashMap<StmtId, BTreeSet<DeclId>>,
}

impl Parser<'_, '_> {
    /// Both checks on a function whose body was just parsed.
    pub(crate) fn check_function_flow(&mut self, f: DeclId) {
        if self.scopes.in_template() {
            return;
        }
        let DeclKind::Function(fd) = &self.tu.decls[f].kind else {
            return;
        };
        let Some(body) = fd.body.as_ref().map(|b| b.body) else {
            return;
        };
        self.finish_coroutine(f, body);
        if self.in_lambda(f) {
            return;
        }
        let mut walk = UnsetWalk {
            p: self,
            state: Some(BTreeSet::new()),
            breaks: Vec::new(),
            switches: Vec::new(),
            found: Vec::new(),
            silent: false,
            killed: BTreeSet::new(),
            loop_kills: Default::default(),
        };
        walk.stmt(body, 0);
        let found = walk.found;
        for (var, at) in found {
            let name = self.tu.name_bytes(var).to_vec();
            self.report_in_body(Msg::UsedBeforeSet, at, vec![name]);
        }
        self.check_missing_return(f, body);
    }

    /// A warning placed in the body just parsed (never "At end of source", even when the
    /// body ends the file).
    fn report_in_body(&mut self, msg: Msg, at: Pos, args: Vec<Vec<u8>>) {
        self.report(msg, Severity::Warning, at, args);
        if let Some(d) = self.diags.last_mut() {
            d.at_end = false;
        }
    }

    fn in_lambda(&self, f: DeclId) -> bool {
        self.tu.decls[f]
            .parent
            .is_some_and(|p| matches!(&self.tu.decls[p].kind, DeclKind::Class(c) if c.is_lambda))
    }

    /// #940 at the body's `}` when control can fall off the end of a non-void function
    /// (not `main`, constructors, conversion functions, device functions).
    fn check_missing_return(&mut self, f: DeclId, body: StmtId) {
        let decl = &self.tu.decls[f];
        // A coroutine ends with `co_return` (or the implicit one), never `return`.
        if matches!(&decl.kind, DeclKind::Function(fd)
            if fd.flags.has(crate::il::decl::FnFlags::COROUTINE))
        {
            return;
        }
        let Some(ret) = decl
            .ty()
            .and_then(|t| self.tu.types.as_function(t))
            .map(|f| f.ret)
        else {
            return;
        };
        let exec = decl.attrs.cuda.exec;
        let device_only =
            exec.has(crate::il::ExecSpace::DEVICE) && !exec.has(crate::il::ExecSpace::HOST);
        let named_main = decl.parent == Some(crate::il::TranslationUnit::ROOT)
            && self.tu.name_bytes(f) == b"main";
        if named_main {
            let mut breaks = false;
            if self.completes(body, &mut breaks, 0) {
                if let DeclKind::Function(fd) = &mut self.tu.decls[f].kind {
                    fd.flags.set(crate::il::decl::FnFlags::FALLS_OFF_END);
                }
            }
            return;
        }
        if self.tu.types.is_void(ret)
            || self.tu.types.is_dependent(ret)
            || matches!(
                self.tu.types.shape(ret),
                Type::Auto(_) | Type::Error | Type::Deduced { .. }
            )
            || !matches!(decl.name, DeclName::Ident(_) | DeclName::Operator(_))
            || device_only
            || named_main
        {
            return;
        }
        let StmtKind::Compound(block) = &self.tu.stmts[body].kind else {
            return;
        };
        let close = block.close;
        let mut breaks = false;
        if !self.completes(body, &mut breaks, 0) {
            return;
        }
        let name = crate::sema::cuda_checks::body::qualified_name(&self.tu, f);
        self.report_in_body(Msg::MissingReturn, close, vec![name]);
    }

    /// Whether control can leave `s` at its end; `breaks` is set when a `break` leaves
    /// the innermost enclosing loop or switch from inside `s`.
    /// (Each level on a growing stack: no depth cap; see `completes_level`.)
    pub(crate) fn completes(&self, s: StmtId, breaks: &mut bool, depth: u32) -> bool {
        crate::stack::deep(|| self.completes_level(s, breaks, depth))
    }

    fn completes_level(&self, s: StmtId, breaks: &mut bool, depth: u32) -> bool {
        let d = depth + 1;
        match &self.tu.stmts[s].kind {
            StmtKind::Compound(b) => {
                let mut reachable = true;
                for &st in &b.stmts {
                    if matches!(
                        self.tu.stmts[st].kind,
                        StmtKind::Label { .. } | StmtKind::Case { .. } | StmtKind::Default { .. }
                    ) {
                        reachable = true;
                    }
                    if reachable {
                        reachable = self.completes(st, breaks, d);
                    } else {
                        // Unreachable code still holds the breaks and labels it holds.
                        let mut b2 = false;
                        let _ = self.completes(st, &mut b2, d);
                    }
                }
                reachable
            }
            StmtKind::Expr(e) => !self.never_returns(*e),
            StmtKind::If { then, else_, .. } => {
                let t = self.completes(*then, breaks, d);
                let e = else_.is_none_or(|e| self.completes(e, breaks, d));
                t || e
            }
            StmtKind::While { cond, body } => {
                let mut inner = false;
                let _ = self.completes(*body, &mut inner, d);
                inner || !self.condition_always_true(Some(*cond))
            }
            StmtKind::For { cond, body, .. } => {
                let mut inner = false;
                let _ = self.completes(*body, &mut inner, d);
                inner || !self.condition_always_true(*cond)
            }
            StmtKind::Do { body, cond, .. } => {
                let mut inner = false;
                let falls = self.completes(*body, &mut inner, d) || self.has_continue(*body, d);
                inner || (falls && !self.expr_always_true(*cond))
            }
            StmtKind::RangeFor { body, .. } => {
                let mut inner = false;
                let _ = self.completes(*body, &mut inner, d);
                true
            }
            StmtKind::Switch { body, .. } => {
                let mut inner = false;
                let falls = self.completes(*body, &mut inner, d);
                inner || falls || !self.has_default(*body, d)
            }
            StmtKind::Case { sub, .. }
            | StmtKind::Default { sub }
            | StmtKind::Label { sub, .. } => self.completes(*sub, breaks, d),
            StmtKind::Break => {
                *breaks = true;
                false
            }
            StmtKind::Continue
            | StmtKind::Return(_)
            | StmtKind::CoReturn { .. }
            | StmtKind::Goto(_)
            | StmtKind::GotoExpr(_) => false,
            StmtKind::Try { body, handlers } => {
                let mut any = self.completes(*body, breaks, d);
                for h in handlers {
                    any |= self.completes(h.body, breaks, d);
                }
                any
            }
            _ => true,
        }
    }

    /// A `continue` that targets the loop whose body is `s`.
    /// (Each level on a growing stack: no depth cap; see `has_continue_level`.)
    fn has_continue(&self, s: StmtId, depth: u32) -> bool {
        crate::stack::deep(|| self.has_continue_level(s, depth))
    }

    fn has_continue_level(&self, s: StmtId, depth: u32) -> bool {
        let d = depth + 1;
        match &self.tu.stmts[s].kind {
            StmtKind::Continue => true,
            StmtKind::Compound(b) => b.stmts.iter().any(|&st| self.has_continue(st, d)),
            StmtKind::If { then, else_, .. } => {
                self.has_continue(*then, d) || else_.is_some_and(|e| self.has_continue(e, d))
            }
            StmtKind::Switch { body, .. }
            | StmtKind::Case { sub: body, .. }
            | StmtKind::Default { sub: body }
            | StmtKind::Label { sub: body, .. } => self.has_continue(*body, d),
            StmtKind::Try { body, handlers } => {
                self.has_continue(*body, d) || handlers.iter().any(|h| self.has_continue(h.body, d))
            }
            _ => false,
        }
    }

    /// A `default:` label of the switch whose body is `s` (not of a nested switch).
    /// (Each level on a growing stack: no depth cap; see `has_default_level`.)
    fn has_default(&self, s: StmtId, depth: u32) -> bool {
        crate::stack::deep(|| self.has_default_level(s, depth))
    }

    fn has_default_level(&self, s: StmtId, depth: u32) -> bool {
        let d = depth + 1;
        match &self.tu.stmts[s].kind {
            StmtKind::Default { .. } => true,
            StmtKind::Compound(b) => b.stmts.iter().any(|&st| self.has_default(st, d)),
            StmtKind::Case { sub, .. } | StmtKind::Label { sub, .. } => self.has_default(*sub, d),
            StmtKind::If { then, else_, .. } => {
                self.has_default(*then, d) || else_.is_some_and(|e| self.has_default(e, d))
            }
            StmtKind::While { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::Do { body, .. } => self.has_default(*body, d),
            _ => false,
        }
    }

    fn condition_always_true(&self, c: Option<Condition>) -> bool {
        match c {
            None => true,
            Some(Condition::Expr(e)) => self.expr_always_true(e),
            Some(Condition::Decl(_)) => false,
        }
    }

    fn expr_always_true(&self, mut e: ExprId) -> bool {
        for _ in 0..10_000 {
            let x = &self.tu.exprs[e];
            match x.value.get() {
                Some(crate::il::ConstValue::Int(v)) => return v != 0,
                Some(crate::il::ConstValue::Float(v)) => return v != 0.0,
                _ => {}
            }
            match &x.kind {
                ExprKind::ImplicitCast { operand, .. } | ExprKind::Paren(operand) => e = *operand,
                ExprKind::IntLit(v) => return v.get() != 0,
                ExprKind::BoolLit(b) => return *b,
                _ => return false,
            }
        }
        false
    }

    /// An expression statement that cannot complete: `throw`, a call to a `noreturn`
    /// function.
    fn never_returns(&self, mut e: ExprId) -> bool {
        for _ in 0..10_000 {
            match &self.tu.exprs[e].kind {
                ExprKind::Paren(x)
                | ExprKind::ImplicitCast { operand: x, .. }
                | ExprKind::Cast { operand: x, .. } => e = *x,
                ExprKind::Throw(_) => return true,
                ExprKind::Call { callee, .. } => return self.callee_noreturn(*callee),
                _ => return false,
            }
        }
        false
    }

    fn callee_noreturn(&self, mut callee: ExprId) -> bool {
        for _ in 0..100 {
            match &self.tu.exprs[callee].kind {
                ExprKind::Paren(x) | ExprKind::ImplicitCast { operand: x, .. } => callee = *x,
                ExprKind::DeclRef { decl, .. } | ExprKind::Member { member: decl, .. } => {
                    let mut d = Some(*decl);
                    for _ in 0..64 {
                        let Some(id) = d else { break };
                        if self.has_noreturn(id) {
                            return true;
                        }
                        d = self.tu.decls[id].prev;
                    }
                    return false;
                }
                _ => return false,
            }
        }
        false
    }

    fn has_noreturn(&self, d: DeclId) -> bool {
        let a = &self.tu.decls[d].attrs;
        let is = |s: crate::pp::Symbol| {
            matches!(
                self.tu.symbols.name(s),
                b"noreturn" | b"__noreturn__" | b"_Noreturn"
            )
        };
        a.gnu.iter().any(|g| is(g.name)) || a.std.iter().any(|g| is(g.name))
    }
}

impl UnsetWalk<'_, '_, '_> {
    fn tracked(&self, d: DeclId) -> bool {
        self.state.as_ref().is_some_and(|s| s.contains(&d))
    }

    fn kill(&mut self, d: DeclId) {
        if let Some(s) = self.state.as_mut() {
            s.remove(&d);
        }
        self.killed.insert(d);
    }

    /// Nothing is known any more (something the walk does not model).
    fn forget(&mut self) {
        if let Some(s) = self.state.as_mut() {
            self.killed.extend(s.iter().copied());
            s.clear();
        }
    }

    /// A local this analysis follows: automatic, no initializer, of a type that holds
    /// garbage until set (scalars, arrays of them, plain structs of scalars).
    fn trackable(&self, d: DeclId) -> bool {
        let p = self.p;
        let decl = &p.tu.decls[d];
        let DeclKind::Var(v) = &decl.kind else {
            return false;
        };
        if v.init.is_some()
            || v.field
            || v.thread_local != crate::il::decl::ThreadLocal::None
            || !matches!(v.storage, StorageClass::None | StorageClass::Register)
            || !matches!(decl.name, DeclName::Ident(_))
            || decl.attrs.cuda.memory != Default::default()
        {
            return false;
        }
        self.garbage_type(v.ty, 0)
    }

    fn garbage_type(&self, t: TypeId, depth: u32) -> bool {
        let types = &self.p.tu.types;
        if depth > 8 || types.is_dependent(t) {
            return false;
        }
        match types.shape(t).clone() {
            Type::Builtin(b) => b != crate::il::types::Builtin::Void,
            Type::Pointer(_) | Type::Enum(_) | Type::MemberPointer { .. } => true,
            Type::Array(e, _) => self.garbage_type(e, depth + 1),
            Type::Class(c) => self.p.aggregate_fields(c).is_some_and(|fs| {
                !fs.is_empty() && fs.iter().all(|&f| self.garbage_type(f, depth + 1))
            }),
            _ => false,
        }
    }

    /// (Each level on a growing stack: no depth cap; see `stmt_level`.)
    fn stmt(&mut self, s: StmtId, depth: u32) {
        crate::stack::deep(|| self.stmt_level(s, depth))
    }

    fn stmt_level(&mut self, s: StmtId, depth: u32) {
        let d = depth + 1;
        let tu = &self.p.tu;
        match tu.stmts[s].kind.clone() {
            StmtKind::Compound(b) => {
                for st in b.stmts {
                    self.stmt(st, d);
                }
            }
            StmtKind::Expr(e) => self.expr(e, Use::Read, d),
            StmtKind::Decl(g) => {
                for v in g.decls {
                    self.declare(v, d);
                }
            }
            StmtKind::If {
                init,
                cond,
                then,
                else_,
                ..
            } => {
                if let Some(i) = init {
                    self.stmt(i, d);
                }
                self.condition(cond, d);
                let entry = self.state.clone();
                self.stmt(then, d);
                let after_then = std::mem::replace(&mut self.state, entry);
                if let Some(e) = else_ {
                    self.stmt(e, d);
                }
                let after_else = self.state.take();
                self.state = meet(after_then, after_else);
            }
            StmtKind::While { cond, body } => self.looped(s, |w| {
                w.condition(cond, d);
                w.stmt(body, d);
            }),
            StmtKind::Do { body, cond, .. } => self.looped(s, |w| {
                w.stmt(body, d);
                w.expr(cond, Use::Read, d);
            }),
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    self.stmt(i, d);
                }
                self.looped(s, |w| {
                    if let Some(c) = cond {
                        w.condition(c, d);
                    }
                    w.stmt(body, d);
                    if let Some(st) = step {
                        w.expr(st, Use::Read, d);
                    }
                });
            }
            StmtKind::RangeFor {
                init, range, body, ..
            } => {
                if let Some(i) = init {
                    self.stmt(i, d);
                }
                self.expr(range, Use::Escape, d);
                self.looped(s, |w| w.stmt(body, d));
            }
            StmtKind::Switch { init, cond, body } => {
                if let Some(i) = init {
                    self.stmt(i, d);
                }
                self.condition(cond, d);
                let entry = self.state.clone();
                self.switches.push(entry.clone());
                self.breaks.push(None);
                // The body is entered only through its case labels.
                self.state = None;
                self.stmt(body, d);
                self.switches.pop();
                let brk = self.breaks.pop().flatten();
                let end = self.state.take();
                // Out: the body's end, its breaks, and no case matching.
                self.state = meet(meet(end, brk), entry);
            }
            StmtKind::Case { sub, .. } | StmtKind::Default { sub } => {
                let entry = self.switches.last().cloned().flatten();
                let cur = self.state.take();
                self.state = meet(cur, entry);
                self.stmt(sub, d);
            }
            StmtKind::Label { sub, .. } => {
                self.forget();
                if self.state.is_none() {
                    self.state = Some(BTreeSet::new());
                }
                self.stmt(sub, d);
            }
            StmtKind::Break => {
                let st = self.state.take();
                if let Some(b) = self.breaks.last_mut() {
                    *b = meet(b.take(), st);
                }
            }
            StmtKind::Continue | StmtKind::Goto(_) => self.state = None,
            StmtKind::Return(e) | StmtKind::CoReturn { value: e, .. } => {
                if let Some(e) = e {
                    self.expr(e, Use::Read, d);
                }
                self.state = None;
            }
            StmtKind::GotoExpr(e) => {
                self.expr(e, Use::Read, d);
                self.state = None;
            }
            StmtKind::Try { body, handlers } => {
                self.stmt(body, d);
                let mut out = self.state.take();
                for h in handlers {
                    self.state = Some(BTreeSet::new());
                    self.stmt(h.body, d);
                    out = meet(out, self.state.take());
                }
                self.state = out;
            }
            StmtKind::Asm(_) => self.forget(),
            StmtKind::Null | StmtKind::Pragma(_) => {}
            _ => self.forget(),
        }
    }

    /// A loop: what any iteration may set counts as maybe-set from the start (a later
    /// iteration reaches the top with it set); the body may not run at all.
    fn looped(&mut self, id: StmtId, mut body: impl FnMut(&mut Self)) {
        let killed = match self.loop_kills.get(&id) {
            Some(k) => k.clone(),
            None => {
                // A silent pass learns what the loop may set (once per loop: nested loops
                // stay linear).
                let saved_state = self.state.clone();
                let saved_killed = std::mem::take(&mut self.killed);
                let (saved_silent, found_len) = (self.silent, self.found.len());
                let (breaks_len, switches_len) = (self.breaks.len(), self.switches.len());
                self.silent = true;
                self.breaks.push(None);
                body(self);
                self.breaks.truncate(breaks_len);
                self.switches.truncate(switches_len);
                let k = std::mem::replace(&mut self.killed, saved_killed);
                self.silent = saved_silent;
                self.found.truncate(found_len);
                self.state = saved_state;
                self.loop_kills.insert(id, k.clone());
                k
            }
        };
        if let Some(s) = self.state.as_mut() {
            for k in &killed {
                s.remove(k);
            }
        }
        self.killed.extend(killed);
        let entry = self.state.clone();
        self.breaks.push(None);
        body(self);
        let brk = self.breaks.pop().flatten();
        let end = self.state.take();
        self.state = meet(meet(entry, end), brk);
    }

    fn condition(&mut self, c: Condition, depth: u32) {
        match c {
            Condition::Expr(e) => self.expr(e, Use::Read, depth),
            Condition::Decl(v) => self.declare(v, depth),
        }
    }

    fn declare(&mut self, v: DeclId, depth: u32) {
        let init = match &self.p.tu.decls[v].kind {
            DeclKind::Var(var) => var.init.map(|i| i.expr),
            _ => None,
        };
        if let Some(e) = init {
            let by_ref = self.p.tu.decls[v]
                .ty()
                .is_some_and(|t| self.p.tu.types.is_reference(t));
            self.expr(e, if by_ref { Use::Escape } else { Use::Read }, depth);
        } else if self.trackable(v) {
            if let Some(s) = self.state.as_mut() {
                s.insert(v);
            }
        }
    }

    fn is_array(&self, e: ExprId) -> bool {
        let t = self.p.tu.types.non_reference(self.p.tu.exprs[e].ty);
        matches!(self.p.tu.types.shape(t), Type::Array(..))
    }

    /// (Each level on a growing stack: no depth cap; see `expr_level`.)
    fn expr(&mut self, e: ExprId, how: Use, depth: u32) {
        crate::stack::deep(|| self.expr_level(e, how, depth))
    }

    fn expr_level(&mut self, e: ExprId, how: Use, depth: u32) {
        let d = depth + 1;
        let x = self.p.tu.exprs[e].clone();
        match x.kind {
            ExprKind::DeclRef { .. } if how == Use::Discard => {}
            ExprKind::DeclRef { decl, .. } => {
                // An array named on its own decays to a pointer: not a read of it.
                if how == Use::Read && !self.is_array(e) {
                    if !self.tracked(decl) {
                        return;
                    }
                    if !self.silent {
                        self.found.push((decl, x.pos));
                    }
                    if let Some(s) = self.state.as_mut() {
                        s.remove(&decl);
                    }
                } else {
                    self.kill(decl);
                }
            }
            ExprKind::Paren(inner) => self.expr(inner, how, d),
            ExprKind::Binary { op, lhs, rhs } => match op {
                BinaryOp::Assign => {
                    self.expr(rhs, Use::Read, d);
                    self.expr(lhs, Use::Write, d);
                }
                BinaryOp::LogAnd | BinaryOp::LogOr => {
                    self.expr(lhs, Use::Read, d);
                    let after_lhs = self.state.clone();
                    self.expr(rhs, Use::Read, d);
                    let after_rhs = self.state.take();
                    self.state = meet(after_lhs, after_rhs);
                }
                BinaryOp::Comma => {
                    self.expr(lhs, Use::Read, d);
                    self.expr(rhs, how, d);
                }
                BinaryOp::PtrMemD | BinaryOp::PtrMemI => {
                    self.expr(lhs, Use::Escape, d);
                    self.expr(rhs, Use::Read, d);
                }
                _ => {
                    // Compound assignments read their left side first.
                    self.expr(lhs, Use::Read, d);
                    self.expr(rhs, Use::Read, d);
                }
            },
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::AddrOf => self.expr(operand, Use::Escape, d),
                UnaryOp::LabelAddr => {}
                _ => self.expr(operand, Use::Read, d),
            },
            ExprKind::Index { base, index } => {
                if how == Use::Read && self.is_array(self.strip_conversions(base)) {
                    self.read_array(base, d);
                } else if self.is_array(self.strip_conversions(base)) {
                    self.expr(base, how, d);
                } else {
                    self.expr(base, Use::Read, d);
                }
                self.expr(index, Use::Read, d);
            }
            ExprKind::Member { base, arrow, .. } => {
                let base_use = if arrow { Use::Read } else { how };
                self.expr(base, base_use, d);
            }
            ExprKind::Conditional { cond, then, else_ } => {
                self.expr(cond, Use::Read, d);
                let entry = self.state.clone();
                if let Some(t) = then {
                    self.expr(t, how, d);
                }
                let after_then = std::mem::replace(&mut self.state, entry);
                self.expr(else_, how, d);
                let after_else = self.state.take();
                self.state = meet(after_then, after_else);
            }
            ExprKind::ImplicitCast { kind, operand } | ExprKind::Cast { kind, operand, .. } => {
                let inner = if kind == ConvKind::ToVoid {
                    Use::Discard
                } else if kind == ConvKind::NoOp
                    || kind == ConvKind::ArrayToPointer
                    || kind == ConvKind::Dependent
                {
                    Use::Escape
                } else {
                    how
                };
                let inner = if self.p.tu.types.is_reference(x.ty) {
                    Use::Escape
                } else {
                    inner
                };
                self.expr(operand, inner, d);
            }
            ExprKind::Call { callee, args } => {
                let params = self.param_types(callee);
                match &self.p.tu.exprs[callee].kind {
                    ExprKind::Member {
                        base, arrow: false, ..
                    } => self.expr(*base, Use::Escape, d),
                    _ => self.expr(callee, Use::Read, d),
                }
                for (i, a) in args.iter().enumerate() {
                    let by_value = params.as_ref().and_then(|p| p.get(i)).is_some_and(|&t| {
                        !self.p.tu.types.is_reference(t) && !self.p.tu.types.is_dependent(t)
                    });
                    self.expr(*a, if by_value { Use::Read } else { Use::Escape }, d);
                }
            }
            ExprKind::Sizeof { .. } | ExprKind::SizeofPack { .. } | ExprKind::Typeid(_) => {}
            ExprKind::IntLit(_)
            | ExprKind::GnuNull
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::StringLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::NullPtrLit
            | ExprKind::UserLit(_)
            | ExprKind::This { .. }
            | ExprKind::ValueInit
            | ExprKind::DefaultArg { .. }
            | ExprKind::DefaultInit { .. } => {}
            ExprKind::InitList { elems, .. } => {
                for el in elems.iter() {
                    self.expr(*el, Use::Read, d);
                }
            }
            ExprKind::Lambda(l) => {
                if l.default_capture != CaptureDefault::None {
                    self.forget();
                }
                for c in &l.captures {
                    match c {
                        Capture::Var { var, .. } | Capture::Init { var, .. } => self.kill(*var),
                        _ => {}
                    }
                }
                // What the body does with the enclosing function's locals is not followed.
                self.forget();
            }
            ExprKind::Throw(Some(x)) => self.expr(x, Use::Read, d),
            ExprKind::Throw(None) => {}
            ExprKind::StmtExpr(s) => self.stmt(s, d),
            _ => self.forget(),
        }
    }

    /// `a[i]` read with `a` an array: a read of `a`.
    fn read_array(&mut self, base: ExprId, d: u32) {
        let b = self.strip_conversions(base);
        match self.p.tu.exprs[b].kind {
            ExprKind::DeclRef { decl, .. } if self.tracked(decl) => {
                if !self.silent {
                    self.found.push((decl, self.p.tu.exprs[b].pos));
                }
                if let Some(s) = self.state.as_mut() {
                    s.remove(&decl);
                }
            }
            _ => self.expr(base, Use::Read, d),
        }
    }

    fn strip_conversions(&self, mut e: ExprId) -> ExprId {
        while let ExprKind::Paren(x) | ExprKind::ImplicitCast { operand: x, .. } =
            &self.p.tu.exprs[e].kind
        {
            e = *x;
        }
        e
    }

    /// The parameter types of what a call calls, when known.
    fn param_types(&self, callee: ExprId) -> Option<Vec<TypeId>> {
        let types = &self.p.tu.types;
        let t = types.non_reference(self.p.tu.exprs[callee].ty);
        let t = types.pointee(t).unwrap_or(t);
        let f = types.as_function(t)?;
        Some(f.params.to_vec())
    }
}
