//! Statements (WS-3, S-FORMS, F-BODY).
//!
//! Every statement is positioned at its first token; blocks print `{ ` … `} ` with both
//! braces positioned; a controlled sub-statement that is not a block is printed inside
//! synthesized braces `{ ` … `}` (the closing one unpositioned), and if/while/for/switch
//! end with one extra space.

use crate::il::stmt::{Block, Condition};
use crate::il::{ConvKind, DeclKind, ExprId, ExprKind, StmtId, StmtKind};

use super::Printer;

impl Printer<'_> {
    /// A function body's block (`{ ` … `} `), with F-BODY's additions.
    pub fn function_body(&mut self, body: StmtId, is_main: bool) {
        let saved = self.return_type;
        // T-HDR: template-ids first named in a body keep their arguments as written.
        let saved_written = self.ids_as_written.replace(true);
        let saved_body = self.in_function_body.replace(true);
        let saved_signature = self.in_resolved_signature.replace(false);
        let saved_depth = self.stmt_depth.replace(0);
        self.function_body_inner(body, is_main);
        self.stmt_depth.set(saved_depth);
        self.in_resolved_signature.set(saved_signature);
        self.in_function_body.set(saved_body);
        self.ids_as_written.set(saved_written);
        self.return_type = saved;
    }

    fn function_body_inner(&mut self, body: StmtId, is_main: bool) {
        let main_falls_off_end = is_main && self.falls_off_end(body);
        let StmtKind::Compound(b) = &self.tu.stmt(body).kind else {
            self.stmt(body, 0);
            return;
        };
        let b: &Block = b;
        self.w.position(b.open);
        self.w.str("{ ");
        let mut stmts: &[StmtId] = &b.stmts;
        // F-BODY: a `return;` ending the body is dropped (void functions, and non-void ones
        // where it earned warning #117).
        if let Some((&last, rest)) = stmts.split_last() {
            if matches!(self.tu.stmt(last).kind, StmtKind::Return(None)) {
                stmts = rest;
            }
        }
        for &s in stmts {
            self.stmt(s, 1);
        }
        // F-BODY: `main` whose end is reachable gets `return 0; ` after its last statement
        // (sema's flow check marks it; an empty body always does).
        if is_main && (b.stmts.is_empty() || main_falls_off_end) {
            self.w.str("return 0; ");
        }
        self.w.position(b.close);
        self.w.str("} ");
    }

    /// Whether the function with this body was marked by sema as falling off its end.
    fn falls_off_end(&self, body: StmtId) -> bool {
        self.tu.decls.iter().any(|(_, d)| match &d.kind {
            crate::il::DeclKind::Function(f) => {
                f.body.as_ref().is_some_and(|b| b.body == body)
                    && f.flags.has(crate::il::decl::FnFlags::FALLS_OFF_END)
            }
            _ => false,
        })
    }

    /// Prints a statement (each level of nesting on a growing stack: no depth cap).
    pub fn stmt(&mut self, s: StmtId, depth: u32) {
        crate::stack::deep(|| {
            let saved = self.stmt_depth.replace(depth);
            self.stmt_level(s, depth);
            self.stmt_depth.set(saved);
        })
    }

    /// EDG keeps a template body's template-ids as written only in its outermost block:
    /// in a nested one (an `if`'s branch, a loop's body, `{ … }`) they print resolved,
    /// typedef arguments expanded (`{ return pr< T *, long> (p, l); }`).
    pub(super) fn in_nested_block(&self) -> bool {
        self.stmt_depth.get() >= 2
    }

    fn stmt_level(&mut self, s: StmtId, depth: u32) {
        let st = self.tu.stmt(s);
        let pos = st.pos;
        if let Some(a) = &st.attrs {
            // Statement attributes stay where they were written, then one space.
            let text = self.statement_attrs_text(a);
            if !text.is_empty() {
                self.w.position(pos);
                self.w.text(&text);
                self.w.str(" ");
            }
        }
        let st = self.tu.stmt(s);
        match &st.kind {
            StmtKind::Compound(b) => {
                self.w.position(b.open);
                self.w.str("{ ");
                for &x in &b.stmts {
                    self.stmt(x, depth + 1);
                }
                self.w.position(b.close);
                self.w.str("} ");
            }
            StmtKind::Expr(e) => {
                self.w.position(pos);
                let t = self.expr_top(*e);
                self.w.text(&t);
                self.w.str("; ");
            }
            StmtKind::Decl(g) => {
                let g = g.clone();
                self.decl_group(g.defined_type, &g.decls);
            }
            StmtKind::If {
                init,
                cond,
                then,
                else_,
                constexpr,
                ..
            } => {
                self.w.position(pos);
                self.w
                    .str(if *constexpr { "if constexpr (" } else { "if (" });
                if let Some(i) = init {
                    self.init_stmt(*i, depth);
                }
                self.tested_condition(*cond);
                self.w.str(") ");
                self.sub_block(*then, depth);
                if let Some(e) = else_ {
                    self.w.str("else ");
                    self.sub_block(*e, depth);
                }
                self.w.str(" ");
            }
            StmtKind::While { cond, body } => {
                self.loop_start(pos);
                self.w.str("while (");
                self.tested_condition(*cond);
                self.w.str(") ");
                let extra = self.loop_extra_space(*body);
                self.sub_block(*body, depth);
                self.w.str(if extra { "  " } else { " " });
            }
            StmtKind::Do {
                body,
                cond,
                while_pos,
            } => {
                self.loop_start(pos);
                self.w.str("do ");
                let extra = self.loop_extra_space(*body);
                self.sub_block(*body, depth);
                if extra {
                    self.w.str(" ");
                }
                self.w.position(*while_pos);
                self.w.str("while (");
                self.tested_condition(Condition::Expr(*cond));
                self.w.str("); ");
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.loop_start(pos);
                self.w.str("for (");
                match init {
                    Some(i) => self.init_stmt(*i, depth),
                    None => self.w.str("; "),
                }
                match cond {
                    Some(Condition::Expr(c)) => {
                        let t = self.for_clause_expr(*c);
                        self.w.text(&t);
                    }
                    Some(c) => self.condition(*c),
                    None => {}
                }
                // `for (; ;)`: the space after the second `;` goes with the step.
                self.w.str(if step.is_some() { "; " } else { ";" });
                if let Some(e) = step {
                    let t = self.for_clause_expr(*e);
                    self.w.text(&t);
                }
                self.w.str(") ");
                let extra = self.loop_extra_space(*body);
                self.sub_block(*body, depth);
                self.w.str(if extra { "  " } else { " " });
            }
            StmtKind::RangeFor {
                init,
                var,
                range,
                body,
            } => {
                self.w.position(pos);
                self.w.str("for (");
                if let Some(i) = init {
                    self.init_stmt(*i, depth);
                }
                if let Some(t) = self.tu.decl(*var).ty() {
                    let name = self.tu.name_bytes(*var).to_vec();
                    let d = self.declarator(t, &name, super::types::DeclStyle::Normal);
                    self.w.text(&d);
                }
                self.w.str(" : ");
                let r = self.expr_top(*range);
                self.w.text(&r);
                self.w.str(") ");
                let extra = self.loop_extra_space(*body);
                self.sub_block(*body, depth);
                self.w.str(if extra { "  " } else { " " });
            }
            StmtKind::Switch { init, cond, body } => {
                self.w.position(pos);
                self.w.str("switch (");
                if let Some(i) = init {
                    self.init_stmt(*i, depth);
                }
                self.condition(*cond);
                self.w.str(") ");
                self.sub_block(*body, depth);
                self.w.str(" ");
            }
            StmtKind::Case { value, hi, sub, .. } => {
                self.w.position(pos);
                self.w.str("case ");
                let v = self.expr_top(*value);
                self.w.text(&v);
                if let Some(h) = hi {
                    self.w.str(" ... ");
                    let v = self.expr_top(*h);
                    self.w.text(&v);
                }
                // S-FORMS: `case V: ` and one more space.
                self.w.str(":  ");
                self.stmt(*sub, depth + 1);
            }
            StmtKind::Default { sub } => {
                self.w.position(pos);
                self.w.str("default:  ");
                self.stmt(*sub, depth + 1);
            }
            StmtKind::Label { name, sub } => {
                self.w.position(pos);
                let n = self.sym(*name);
                self.w.text(n);
                self.w.str(":; ");
                self.stmt(*sub, depth + 1);
            }
            StmtKind::Break => self.simple_stmt(pos, "break; "),
            StmtKind::Continue => self.simple_stmt(pos, "continue; "),
            StmtKind::Null => self.simple_stmt(pos, "; "),
            StmtKind::Return(e) => {
                self.w.position(pos);
                match e {
                    Some(e) => {
                        self.w.str("return ");
                        // The returned expression keeps one pair of source parentheses
                        // (through its conversion to the return type), unless it is a
                        // literal (probe ret1: `return (45);` → `return 45;`).
                        let paren = self.return_keeps_parens(*e);
                        let saved = self.in_return_list.replace(true);
                        let mut t = self.expr_top(*e);
                        self.in_return_list.set(saved);
                        if paren {
                            t.insert(0, b'(');
                            t.push(b')');
                        }
                        self.w.text(&t);
                        self.w.str("; ");
                    }
                    None => self.w.str("return; "),
                }
            }
            StmtKind::CoReturn { value, implicit } => {
                // The implicit one follows the last statement on its line.
                if !implicit {
                    self.w.position(pos);
                }
                match value {
                    Some(e) => {
                        self.w.str("co_return ");
                        let t = self.expr_top(*e);
                        self.w.text(&t);
                        self.w.str("; ");
                    }
                    None => self.w.str("co_return ; "),
                }
            }
            StmtKind::Goto(l) => {
                self.w.position(pos);
                self.w.str("goto ");
                let n = self.sym(*l);
                self.w.text(n);
                self.w.str("; ");
            }
            StmtKind::GotoExpr(e) => {
                self.w.position(pos);
                self.w.str("goto *");
                let t = self.expr_operand(*e);
                self.w.text(&t);
                self.w.str("; ");
            }
            StmtKind::Pragma(i) => {
                let unroll =
                    self.tu.pragmas.get(*i as usize).is_some_and(|r| {
                        r.printed && r.kind == crate::pp::pragma::PragmaKind::Unroll
                    });
                if unroll {
                    // LD-5: EDG attaches it to the next loop and prints it there.
                    self.loop_pragma = Some(*i);
                } else {
                    self.pragma_item(*i, pos);
                }
            }
            StmtKind::Try { body, handlers } => {
                self.w.position(pos);
                self.w.str("try ");
                self.stmt(*body, depth + 1);
                for h in handlers {
                    self.w.position(h.pos);
                    self.w.str("catch (");
                    match h.param {
                        Some(p) => {
                            if let DeclKind::Param(pd) = &self.tu.decl(p).kind {
                                let name = self.tu.name_bytes(p).to_vec();
                                let d =
                                    self.declarator(pd.ty, &name, super::types::DeclStyle::Normal);
                                self.w.text(&d);
                            } else if let Some(t) = self.tu.decl(p).ty() {
                                let name = self.tu.name_bytes(p).to_vec();
                                let d = self.declarator(t, &name, super::types::DeclStyle::Normal);
                                self.w.text(&d);
                            }
                        }
                        None => self.w.str("..."),
                    }
                    self.w.str(") ");
                    self.stmt(h.body, depth + 1);
                }
                self.w.str(" ");
            }
            StmtKind::Asm(a) => {
                self.w.position(pos);
                self.w.str("__asm__");
                for q in &a.qualifiers {
                    self.w.str(" ");
                    let n = self.sym(*q);
                    // `__volatile__` is re-spelled `volatile` (S-FORMS).
                    let n: &[u8] = if n.starts_with(b"__volatile") {
                        b"volatile"
                    } else {
                        n
                    };
                    self.w.text(n);
                }
                self.w.str("(");
                let mut s = Vec::new();
                asm_string(&a.template, &mut s);
                if let Some(ops) = &a.operands {
                    self.asm_operands(ops, &mut s);
                }
                self.w.text(&s);
                self.w.str("); ");
            }
            StmtKind::Error => {}
        }
    }

    /// The sections after an asm template (S-FORMS): ` : "=r" (x), ...` each; an empty
    /// section prints as a bare ` :`, and the outputs and inputs are always printed once
    /// there is any colon (`asm("" : "=r"(x))` ends with ` :)`).
    fn asm_operands(&self, ops: &crate::il::stmt::AsmOperands, s: &mut Vec<u8>) {
        let last = if !ops.labels.is_empty() {
            4
        } else if !ops.clobbers.is_empty() {
            3
        } else {
            2
        };
        for section in 1..=last {
            s.extend_from_slice(b" :");
            match section {
                1 | 2 => {
                    let list = if section == 1 {
                        &ops.outputs
                    } else {
                        &ops.inputs
                    };
                    for (i, op) in list.iter().enumerate() {
                        s.extend_from_slice(if i == 0 { b" " } else { b", " });
                        if let Some(n) = op.symbolic_name {
                            s.push(b'[');
                            s.extend_from_slice(self.sym(n));
                            s.push(b']');
                        }
                        asm_string(&op.constraint, s);
                        s.extend_from_slice(b" (");
                        s.extend_from_slice(&self.expr_top(op.expr));
                        s.push(b')');
                    }
                }
                3 => {
                    for (i, c) in ops.clobbers.iter().enumerate() {
                        s.extend_from_slice(if i == 0 { b" " } else { b", " });
                        asm_string(c, s);
                    }
                }
                _ => {
                    for (i, l) in ops.labels.iter().enumerate() {
                        s.extend_from_slice(if i == 0 { b" " } else { b", " });
                        s.extend_from_slice(self.sym(*l));
                    }
                }
            }
        }
    }

    fn return_keeps_parens(&self, e: crate::il::ExprId) -> bool {
        use crate::il::ExprKind as K;
        let mut x = e;
        let mut converted = false;
        for _ in 0..64 {
            match self.tu.expr(x).kind {
                K::ImplicitCast { operand, .. } => {
                    x = operand;
                    converted = true;
                }
                _ => break,
            }
        }
        if !matches!(self.tu.expr(x).kind, K::Paren(_)) {
            return false;
        }
        // `return (n);` of a simple operand keeps them only when it is converted.
        if !converted && self.is_simple(x) {
            return false;
        }
        for _ in 0..1_000_000 {
            match self.tu.expr(x).kind {
                K::Paren(i) => x = i,
                _ => break,
            }
        }
        // A value-dependent constant (`(a <= 7 ? a : 7)` with `const size_t a` initialized
        // by a dependent call) is kept as its constant's tree, without the parentheses.
        if self.in_parameterized_template(self.scope.get()) && self.value_dependent_at(x, 0) {
            return false;
        }
        !matches!(
            self.tu.expr(x).kind,
            K::IntLit(_) | K::FloatLit { .. } | K::CharLit { .. } | K::BoolLit(_)
        )
    }

    /// Whether `d` is inside a template with parameters (not only `template<>`).
    fn in_parameterized_template(&self, d: crate::il::DeclId) -> bool {
        let mut p = Some(d);
        for _ in 0..10_000 {
            let Some(x) = p else { return false };
            if let crate::il::DeclKind::Template(t) = &self.tu.decl(x).kind {
                if t.param_lists.iter().any(|l| !l.params.is_empty()) {
                    return true;
                }
            }
            p = self.tu.decl(x).parent;
        }
        false
    }

    /// The init-statement of an if/switch/for (no lambda helper typedef there).
    fn init_stmt(&mut self, s: StmtId, depth: u32) {
        let saved = std::mem::replace(&mut self.in_condition_init, true);
        self.stmt(s, depth + 1);
        self.in_condition_init = saved;
    }

    fn simple_stmt(&mut self, pos: crate::source::Pos, text: &str) {
        self.w.position(pos);
        self.w.str(text);
    }

    /// A controlled sub-statement, always a block (WS-3).
    fn sub_block(&mut self, s: StmtId, depth: u32) {
        let st = self.tu.stmt(s);
        if matches!(st.kind, StmtKind::Compound(_)) && st.attrs.is_none() {
            self.stmt(s, depth + 1);
        } else {
            self.w.str("{ ");
            self.stmt(s, depth + 1);
            self.w.str("} ");
        }
    }

    /// The condition of an `if`, `while` or `do` ([`Printer::expr_condition`]).
    fn tested_condition(&mut self, c: Condition) {
        match c {
            Condition::Expr(e) => {
                let t = self.expr_condition(e);
                self.w.text(&t);
            }
            Condition::Decl(_) => self.condition(c),
        }
    }

    fn condition(&mut self, c: Condition) {
        match c {
            Condition::Expr(e) => {
                let t = self.expr_top(e);
                self.w.text(&t);
            }
            Condition::Decl(d) => {
                let text = self.var_decl_text(d);
                self.w.text(&text);
            }
        }
    }

    /// Whether an expression makes a class temporary: a constructor conversion, a
    /// construction, or a launch whose grid/block is not already a `dim3` (EDG declares a
    /// temporary for each, and a temporary counts as a declaration for
    /// [`Self::loop_extra_space`]).
    fn makes_temporary(&self, e: ExprId) -> bool {
        let mut stack = vec![e];
        let mut steps = 0;
        while let Some(e) = stack.pop() {
            steps += 1;
            if steps > 100_000 {
                return false;
            }
            let kind = &self.tu.expr(e).kind;
            match kind {
                ExprKind::ImplicitCast {
                    kind: ConvKind::Constructor(_),
                    ..
                }
                | ExprKind::Construct { .. } => return true,
                ExprKind::Cast { written_ty, .. }
                    if self.tu.types.as_class(*written_ty).is_some() =>
                {
                    return true
                }
                ExprKind::KernelLaunch { config, .. }
                    if config
                        .iter()
                        .take(2)
                        .any(|&c| self.tu.types.as_class(self.tu.expr(c).ty).is_none()) =>
                {
                    return true
                }
                ExprKind::Lambda(_) | ExprKind::StmtExpr(_) => {}
                _ => stack.extend(crate::il::dump::expr_children(kind)),
            }
        }
        false
    }

    /// Whether a loop closes with one more space: EDG does so when the loop's body both
    /// declares something (anywhere inside it, nested loops and conditions included; a
    /// class temporary counts) and holds a `continue` of this loop (probes cont1-3:
    /// `while (n) { int y; continue; }   `, and `while (n) { f(S(3)); continue; }   `).
    fn loop_extra_space(&self, body: StmtId) -> bool {
        let (mut declares, mut continues) = (false, false);
        // (statement, inside a nested loop)
        let mut stack: Vec<(StmtId, bool)> = vec![(body, false)];
        let mut steps = 0;
        while let Some((s, nested)) = stack.pop() {
            steps += 1;
            if steps > 100_000 || (declares && continues) {
                break;
            }
            let cond_decl = |c: &Condition| match c {
                Condition::Decl(_) => true,
                Condition::Expr(e) => self.makes_temporary(*e),
            };
            match &self.tu.stmt(s).kind {
                StmtKind::Continue => continues |= !nested,
                StmtKind::Expr(e) | StmtKind::Return(Some(e)) => {
                    declares |= self.makes_temporary(*e)
                }
                StmtKind::Decl(_) => declares = true,
                StmtKind::Compound(b) => stack.extend(b.stmts.iter().map(|&x| (x, nested))),
                StmtKind::If {
                    init,
                    cond,
                    then,
                    else_,
                    ..
                } => {
                    declares |= cond_decl(cond);
                    stack.extend(init.iter().map(|&x| (x, nested)));
                    stack.push((*then, nested));
                    stack.extend(else_.iter().map(|&x| (x, nested)));
                }
                StmtKind::Switch { init, cond, body } => {
                    declares |= cond_decl(cond);
                    stack.extend(init.iter().map(|&x| (x, nested)));
                    stack.push((*body, nested));
                }
                StmtKind::While { cond, body } => {
                    declares |= cond_decl(cond);
                    stack.push((*body, true));
                }
                StmtKind::Do { body, cond, .. } => {
                    declares |= self.makes_temporary(*cond);
                    stack.push((*body, true));
                }
                StmtKind::For {
                    init,
                    cond,
                    body,
                    step,
                } => {
                    declares |= cond.as_ref().is_some_and(cond_decl)
                        || step.is_some_and(|e| self.makes_temporary(e));
                    stack.extend(init.iter().map(|&x| (x, true)));
                    stack.push((*body, true));
                }
                StmtKind::RangeFor { init, body, .. } => {
                    declares = true;
                    stack.extend(init.iter().map(|&x| (x, true)));
                    stack.push((*body, true));
                }
                StmtKind::Label { sub, .. }
                | StmtKind::Case { sub, .. }
                | StmtKind::Default { sub } => stack.push((*sub, nested)),
                StmtKind::Try { body, handlers } => {
                    stack.push((*body, nested));
                    for h in handlers {
                        declares |= h.param.is_some();
                        stack.push((h.body, nested));
                    }
                }
                _ => {}
            }
        }
        declares && continues
    }

    /// A pragma item (declaration or statement level).
    /// Positions a loop statement, writing an attached `#pragma unroll` at the loop's
    /// line first (`# L` / `#pragma unroll` / `for (`).
    fn loop_start(&mut self, pos: crate::source::Pos) {
        match self
            .loop_pragma
            .take()
            .and_then(|i| self.tu.pragmas.get(i as usize))
        {
            Some(rec) => {
                let text = rec.text.clone();
                self.w.pragma(pos, &text);
            }
            None => self.w.position(pos),
        }
    }

    pub fn pragma_item(&mut self, index: u32, pos: crate::source::Pos) {
        let Some(rec) = self.tu.pragmas.get(index as usize) else {
            return;
        };
        if rec.printed {
            let text = rec.text.clone();
            self.w.pragma(pos, &text);
        }
    }
}

/// An asm template or constraint, re-escaped as a narrow string literal.
fn asm_string(bytes: &[u8], out: &mut Vec<u8>) {
    let units: Vec<u32> = bytes.iter().map(|&b| u32::from(b)).collect();
    super::expr::string_literal(&units, crate::lex::Encoding::Plain, out);
}
