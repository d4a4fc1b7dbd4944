//! `dump()`: the IL as an indented tree, for tests and debugging (not the printer).
//!
//! Positions print as `@file:offset`. Nesting deeper than [`MAX_DEPTH`] prints `…`, so a
//! 10,000-deep IL dumps without exhausting the stack.

use std::fmt::Write;

use super::arena::{DeclId, ExprId, StmtId, TypeId};
use super::decl::{DeclKind, DeclName, Item};
use super::expr::{ExprKind, TypeOrExpr};
use super::stmt::{Condition, StmtKind};
use super::types::{ArrayBound, TemplateArg, Type};
use super::TranslationUnit;
use crate::source::Pos;

/// Deeper nodes are elided.
pub const MAX_DEPTH: usize = 200;

/// The whole TU as text.
pub fn dump(tu: &TranslationUnit) -> String {
    let mut d = Dumper {
        tu,
        out: String::new(),
    };
    d.decl(TranslationUnit::ROOT, 0);
    d.out
}

/// One declaration subtree as text.
pub fn dump_decl(tu: &TranslationUnit, id: DeclId) -> String {
    let mut d = Dumper {
        tu,
        out: String::new(),
    };
    d.decl(id, 0);
    d.out
}

/// A type as short debugging text (`ptr(const int)`, `typedef size_t`).
pub fn type_text(tu: &TranslationUnit, t: TypeId) -> String {
    let mut s = String::new();
    write_type(tu, t, &mut s, 0);
    s
}

fn write_type(tu: &TranslationUnit, t: TypeId, s: &mut String, depth: usize) {
    if depth > MAX_DEPTH {
        s.push('…');
        return;
    }
    let name = |d: DeclId| String::from_utf8_lossy(tu.name_bytes(d)).into_owned();
    match tu.types.get(t) {
        Type::Builtin(b) => s.push_str(b.spelling()),
        Type::Complex(b) => {
            s.push_str(b.spelling());
            s.push_str(" __complex__");
        }
        Type::Qualified(u, q) => {
            for (bit, w) in [(1, "const "), (2, "volatile "), (4, "restrict ")] {
                if q.0 & bit != 0 {
                    s.push_str(w);
                }
            }
            write_type(tu, *u, s, depth + 1);
        }
        Type::Pointer(u) => wrap(tu, "ptr", *u, s, depth),
        Type::LValueRef(u) => wrap(tu, "lref", *u, s, depth),
        Type::RValueRef(u) => wrap(tu, "rref", *u, s, depth),
        Type::Array(u, b) => {
            s.push_str("array[");
            match b {
                ArrayBound::Known(n) | ArrayBound::Written(n, _) => {
                    let _ = write!(s, "{n}");
                }
                ArrayBound::Unknown => {}
                ArrayBound::Dependent(e) => {
                    let _ = write!(s, "e{}", e.0);
                }
            }
            s.push_str("](");
            write_type(tu, *u, s, depth + 1);
            s.push(')');
        }
        Type::Function(f) => {
            s.push_str("fn(");
            for (i, p) in f.params.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_type(tu, *p, s, depth + 1);
            }
            if f.variadic {
                s.push_str(", ...");
            }
            s.push_str(") -> ");
            write_type(tu, f.ret, s, depth + 1);
        }
        Type::MemberPointer { class, pointee } => {
            s.push_str("memptr(");
            write_type(tu, *class, s, depth + 1);
            s.push_str(", ");
            write_type(tu, *pointee, s, depth + 1);
            s.push(')');
        }
        Type::Class(d) => {
            let _ = write!(s, "class {}#{}", name(*d), d.0);
        }
        Type::Enum(d) => {
            let _ = write!(s, "enum {}#{}", name(*d), d.0);
        }
        Type::Typedef { decl, .. } => {
            let _ = write!(s, "typedef {}#{}", name(*decl), decl.0);
        }
        Type::TemplateParam(d) => {
            let _ = write!(s, "tparam {}#{}", name(*d), d.0);
        }
        Type::TemplateId { template, args, .. } => {
            let _ = write!(s, "{}#{}<", name(*template), template.0);
            write_args(tu, args, s, depth);
            s.push('>');
        }
        Type::DependentName { qualifier, steps } => {
            s.push_str("typename ");
            write_type(tu, *qualifier, s, depth + 1);
            for st in steps.iter() {
                let _ = write!(s, "::{}", String::from_utf8_lossy(tu.symbols.name(st.name)));
            }
        }
        Type::Auto(k) => {
            let _ = write!(s, "{k:?}");
        }
        Type::Deduced { kind, ty } => {
            let _ = write!(s, "{kind:?}=");
            write_type(tu, *ty, s, depth + 1);
        }
        Type::Decltype { expr, .. } => {
            let _ = write!(s, "decltype(e{})", expr.0);
        }
        Type::Transform { name, operand, .. } => {
            let name = String::from_utf8_lossy(tu.symbols.name(*name)).into_owned();
            wrap(tu, &name, *operand, s, depth)
        }
        Type::PackExpansion(u) => wrap(tu, "expand", *u, s, depth),
        Type::Signed(b) => {
            let _ = write!(s, "signed {}", b.spelling());
        }
        Type::Error => s.push_str("<error>"),
    }
}

fn wrap(tu: &TranslationUnit, what: &str, u: TypeId, s: &mut String, depth: usize) {
    s.push_str(what);
    s.push('(');
    write_type(tu, u, s, depth + 1);
    s.push(')');
}

fn write_args(tu: &TranslationUnit, args: &[TemplateArg], s: &mut String, depth: usize) {
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        match a {
            TemplateArg::Type(t) => write_type(tu, *t, s, depth + 1),
            TemplateArg::Expr(e) => {
                let _ = write!(s, "e{}", e.0);
            }
            TemplateArg::Integral(v, _) => {
                let _ = write!(s, "{v}");
            }
            TemplateArg::Template(d) => {
                let _ = write!(s, "template#{}", d.0);
            }
            TemplateArg::Pack(p) => {
                s.push_str("pack{");
                write_args(tu, p, s, depth + 1);
                s.push('}');
            }
        }
    }
}

struct Dumper<'a> {
    tu: &'a TranslationUnit,
    out: String,
}

impl Dumper<'_> {
    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth.min(MAX_DEPTH) {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn pos(&self, p: Pos) -> String {
        format!("@{}:{}", p.file.0, p.offset)
    }

    fn ty(&self, t: TypeId) -> String {
        type_text(self.tu, t)
    }

    fn name(&self, n: DeclName) -> String {
        let sym = |s| String::from_utf8_lossy(self.tu.symbols.name(s)).into_owned();
        match n {
            DeclName::Ident(s) => sym(s),
            DeclName::Operator(op) => format!("operator{}", op.spelling()),
            DeclName::Conversion(t) => format!("operator {}", self.ty(t)),
            DeclName::Constructor => "<ctor>".into(),
            DeclName::Destructor => "<dtor>".into(),
            DeclName::LiteralOperator(s) => format!("operator\"\"{}", sym(s)),
            DeclName::DeductionGuide(d) => format!("<guide #{}>", d.0),
            DeclName::Anonymous => "<anon>".into(),
        }
    }

    fn items(&mut self, items: &[Item], depth: usize) {
        for item in items {
            match item {
                Item::Decl(d) => self.decl(*d, depth),
                Item::Group(g) => {
                    self.line(depth, "Group");
                    if let Some(t) = g.defined_type {
                        self.decl(t, depth + 1);
                    }
                    for &d in &g.decls {
                        self.decl(d, depth + 1);
                    }
                }
                Item::Pragma(p) => {
                    self.line(depth, &format!("Pragma #{} {}", p.index, self.pos(p.pos)))
                }
                Item::AccessSpec(a, p) => {
                    self.line(depth, &format!("Access {a:?} {}", self.pos(*p)))
                }
                Item::Empty(p) => self.line(depth, &format!("Empty {}", self.pos(*p))),
            }
        }
    }

    fn decl(&mut self, id: DeclId, depth: usize) {
        if depth > MAX_DEPTH {
            self.line(depth, "…");
            return;
        }
        let tu = self.tu;
        let d = &tu.decls[id];
        let mut head = format!(
            "{} {} #{} {}",
            kind_name(&d.kind),
            self.name(d.name),
            id.0,
            self.pos(d.pos)
        );
        if let Some(t) = d.ty() {
            let _ = write!(head, " : {}", self.ty(t));
        }
        if d.access != super::decl::Access::None {
            let _ = write!(head, " {:?}", d.access);
        }
        if d.implicit {
            head.push_str(" implicit");
        }
        if !d.attrs.is_empty() {
            let c = &d.attrs.cuda;
            let _ = write!(
                head,
                " attrs(gnu={} exec={} mem={})",
                d.attrs.gnu.len(),
                c.exec.0,
                c.memory.0
            );
        }
        self.line(depth, &head);
        match &d.kind {
            DeclKind::TranslationUnit { members } => self.items(members, depth + 1),
            DeclKind::Namespace(n) => self.items(&n.members, depth + 1),
            DeclKind::Linkage(l) => self.items(&l.members, depth + 1),
            DeclKind::Class(c) => {
                for b in &c.bases {
                    self.line(depth + 1, &format!("base {:?} {}", b.access, self.ty(b.ty)));
                }
                self.items(&c.members, depth + 1);
            }
            DeclKind::Enum(e) => {
                for &en in &e.enumerators {
                    self.decl(en, depth + 1);
                }
            }
            DeclKind::Enumerator(e) => {
                self.line(depth + 1, &format!("value {}", e.value));
                if let Some(i) = e.init {
                    self.expr(i, depth + 1);
                }
            }
            DeclKind::Var(v) => {
                if let Some(init) = v.init {
                    self.line(depth + 1, &format!("init {:?}", init.form));
                    self.expr(init.expr, depth + 2);
                }
            }
            DeclKind::Param(p) => {
                if let Some(e) = p.default {
                    self.line(depth + 1, "default");
                    self.expr(e, depth + 2);
                }
            }
            DeclKind::Function(f) => {
                for &p in &f.params {
                    self.decl(p, depth + 1);
                }
                for m in &f.mem_inits {
                    self.line(depth + 1, &format!("mem-init {:?}", m.target));
                    self.expr(m.init.expr, depth + 2);
                }
                if let Some(b) = &f.body {
                    self.stmt(b.body, depth + 1);
                }
            }
            DeclKind::Template(t) => {
                for l in &t.param_lists {
                    self.line(
                        depth + 1,
                        &format!("template<> {}", self.pos(l.template_pos)),
                    );
                    for &p in &l.params {
                        self.decl(p, depth + 2);
                    }
                }
                self.decl(t.pattern, depth + 1);
            }
            DeclKind::StaticAssert { cond, .. } => self.expr(*cond, depth + 1),
            _ => {}
        }
    }

    fn cond(&mut self, c: Condition, depth: usize) {
        match c {
            Condition::Expr(e) => self.expr(e, depth),
            Condition::Decl(d) => self.decl(d, depth),
        }
    }

    fn stmt(&mut self, id: StmtId, depth: usize) {
        if depth > MAX_DEPTH {
            self.line(depth, "…");
            return;
        }
        let tu = self.tu;
        let s = &tu.stmts[id];
        let label = match &s.kind {
            StmtKind::Compound(_) => "Compound",
            StmtKind::Expr(_) => "ExprStmt",
            StmtKind::Decl(_) => "DeclStmt",
            StmtKind::If { .. } => "If",
            StmtKind::While { .. } => "While",
            StmtKind::Do { .. } => "Do",
            StmtKind::For { .. } => "For",
            StmtKind::RangeFor { .. } => "RangeFor",
            StmtKind::Switch { .. } => "Switch",
            StmtKind::Case { .. } => "Case",
            StmtKind::Default { .. } => "Default",
            StmtKind::Label { .. } => "Label",
            StmtKind::Break => "Break",
            StmtKind::Continue => "Continue",
            StmtKind::Return(_) => "Return",
            StmtKind::CoReturn {
                implicit: false, ..
            } => "CoReturn",
            StmtKind::CoReturn { implicit: true, .. } => "CoReturn(implicit)",
            StmtKind::Goto(_) => "Goto",
            StmtKind::GotoExpr(_) => "GotoExpr",
            StmtKind::Null => "Null",
            StmtKind::Asm(_) => "Asm",
            StmtKind::Try { .. } => "Try",
            StmtKind::Pragma(_) => "Pragma",
            StmtKind::Error => "Error",
        };
        self.line(depth, &format!("{label} {}", self.pos(s.pos)));
        let d = depth + 1;
        match &s.kind {
            StmtKind::Compound(b) => {
                for &st in &b.stmts {
                    self.stmt(st, d);
                }
                self.line(d, &format!("}} {}", self.pos(b.close)));
            }
            StmtKind::Expr(e)
            | StmtKind::GotoExpr(e)
            | StmtKind::Return(Some(e))
            | StmtKind::CoReturn { value: Some(e), .. } => self.expr(*e, d),
            StmtKind::Decl(g) => {
                if let Some(t) = g.defined_type {
                    self.decl(t, d);
                }
                for &x in &g.decls {
                    self.decl(x, d);
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
                    self.stmt(*i, d);
                }
                self.cond(*cond, d);
                self.stmt(*then, d);
                if let Some(e) = else_ {
                    self.stmt(*e, d);
                }
            }
            StmtKind::While { cond, body } => {
                self.cond(*cond, d);
                self.stmt(*body, d);
            }
            StmtKind::Do { body, cond, .. } => {
                self.stmt(*body, d);
                self.expr(*cond, d);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    self.stmt(*i, d);
                }
                if let Some(c) = cond {
                    self.cond(*c, d);
                }
                if let Some(s) = step {
                    self.expr(*s, d);
                }
                self.stmt(*body, d);
            }
            StmtKind::RangeFor {
                init,
                var,
                range,
                body,
            } => {
                if let Some(i) = init {
                    self.stmt(*i, d);
                }
                self.decl(*var, d);
                self.expr(*range, d);
                self.stmt(*body, d);
            }
            StmtKind::Switch { init, cond, body } => {
                if let Some(i) = init {
                    self.stmt(*i, d);
                }
                self.cond(*cond, d);
                self.stmt(*body, d);
            }
            StmtKind::Case { value, sub, .. } => {
                self.expr(*value, d);
                self.stmt(*sub, d);
            }
            StmtKind::Default { sub } | StmtKind::Label { sub, .. } => self.stmt(*sub, d),
            StmtKind::Try { body, handlers } => {
                self.stmt(*body, d);
                for h in handlers {
                    if let Some(p) = h.param {
                        self.decl(p, d);
                    }
                    self.stmt(h.body, d);
                }
            }
            _ => {}
        }
    }

    fn expr(&mut self, id: ExprId, depth: usize) {
        if depth > MAX_DEPTH {
            self.line(depth, "…");
            return;
        }
        let tu = self.tu;
        let e = &tu.exprs[id];
        let kind_text = match &e.kind {
            ExprKind::IntLit(v) => format!("IntLit {}", v.get()),
            ExprKind::GnuNull => "GnuNull".to_string(),
            ExprKind::FloatLit { spelling, .. } => {
                format!("FloatLit {}", String::from_utf8_lossy(spelling))
            }
            ExprKind::CharLit { value, .. } => format!("CharLit {value}"),
            ExprKind::StringLit { units, .. } => format!("StringLit len={}", units.len()),
            ExprKind::BoolLit(b) => format!("BoolLit {b}"),
            ExprKind::DeclRef { decl, .. } => {
                format!("DeclRef {} #{}", self.name(tu.decls[*decl].name), decl.0)
            }
            ExprKind::Member { member, arrow, .. } => {
                format!(
                    "Member {}{} #{}",
                    if *arrow { "->" } else { "." },
                    self.name(tu.decls[*member].name),
                    member.0
                )
            }
            ExprKind::Unresolved { name, .. } => format!("Unresolved {}", self.name(*name)),
            ExprKind::DependentMember { name, .. } => {
                format!("DependentMember {}", self.name(*name))
            }
            ExprKind::Unary { op, .. } => format!("Unary {op:?}"),
            ExprKind::Binary { op, .. } => format!("Binary {}", op.spelling()),
            ExprKind::OperatorCall { op, .. } => format!("OperatorCall {}", op.spelling()),
            ExprKind::ImplicitCast { kind, .. } => format!("ImplicitCast {kind:?}"),
            ExprKind::Cast { kind, form, .. } => format!("Cast {form:?} {kind:?}"),
            ExprKind::Sizeof {
                kind,
                operand: TypeOrExpr::Type(t),
            } => format!("{kind:?} type {}", self.ty(*t)),
            other => {
                let dbg = format!("{other:?}");
                dbg.split(|c: char| !c.is_alphanumeric())
                    .next()
                    .unwrap_or("")
                    .to_string()
            }
        };
        let mut head = format!(
            "{kind_text} : {} {:?} {}",
            self.ty(e.ty),
            e.cat,
            self.pos(e.pos)
        );
        if let Some(v) = e.value.get() {
            let _ = write!(head, " = {v:?}");
        }
        self.line(depth, &head);
        for child in expr_children(&e.kind) {
            self.expr(child, depth + 1);
        }
        match &e.kind {
            ExprKind::StmtExpr(s) => self.stmt(*s, depth + 1),
            ExprKind::Lambda(l) => self.decl(l.call_operator, depth + 1),
            _ => {}
        }
    }
}

/// The expression operands of a node, in source order.
pub fn expr_children(k: &ExprKind) -> Vec<ExprId> {
    let mut v = Vec::new();
    match k {
        ExprKind::UserLit(u) => v.push(u.call),
        ExprKind::Member { base, .. } | ExprKind::DependentMember { base, .. } => v.push(*base),
        ExprKind::Unary { operand, .. }
        | ExprKind::ImplicitCast { operand, .. }
        | ExprKind::Cast { operand, .. }
        | ExprKind::Delete { operand, .. } => v.push(*operand),
        ExprKind::Binary { lhs, rhs, .. } => v.extend([*lhs, *rhs]),
        ExprKind::Conditional { cond, then, else_ } => {
            v.push(*cond);
            v.extend(*then);
            v.push(*else_);
        }
        ExprKind::Index { base, index } => v.extend([*base, *index]),
        ExprKind::OperatorCall { callee, args, .. } | ExprKind::Call { callee, args } => {
            v.push(*callee);
            v.extend(args.iter().copied());
        }
        ExprKind::KernelLaunch {
            kernel,
            config,
            args,
        } => {
            v.push(*kernel);
            v.extend(config.iter().copied());
            v.extend(args.iter().copied());
        }
        ExprKind::Construct { args, .. }
        | ExprKind::DependentConstruct { args, .. }
        | ExprKind::InitList { elems: args, .. }
        | ExprKind::ParenList(args) => v.extend(args.iter().copied()),
        ExprKind::Paren(e) | ExprKind::PackExpansion(e) | ExprKind::Throw(Some(e)) => v.push(*e),
        ExprKind::Sizeof {
            operand: TypeOrExpr::Expr(e),
            ..
        }
        | ExprKind::Typeid(TypeOrExpr::Expr(e)) => v.push(*e),
        ExprKind::New(n) => {
            let super::expr::NewExpr {
                placement,
                array_size,
                init,
                ..
            } = &**n;
            v.extend(placement.iter().copied());
            v.extend(*array_size);
            v.extend(*init);
        }
        ExprKind::Fold { lhs, rhs, .. } => {
            v.extend(*lhs);
            v.extend(*rhs);
        }
        ExprKind::Builtin { args, .. } => {
            v.extend(args.iter().filter_map(|a| match a {
                TypeOrExpr::Expr(e) => Some(*e),
                TypeOrExpr::Type(_) => None,
            }));
        }
        _ => {}
    }
    v
}

fn kind_name(k: &DeclKind) -> &'static str {
    match k {
        DeclKind::TranslationUnit { .. } => "TranslationUnit",
        DeclKind::Var(v) if v.field => "Field",
        DeclKind::Var(_) => "Var",
        DeclKind::Function(_) => "Function",
        DeclKind::Param(_) => "Param",
        DeclKind::Typedef(_) => "Typedef",
        DeclKind::Class(_) => "Class",
        DeclKind::Enum(_) => "Enum",
        DeclKind::Enumerator(_) => "Enumerator",
        DeclKind::Namespace(_) => "Namespace",
        DeclKind::NamespaceAlias { .. } => "NamespaceAlias",
        DeclKind::Linkage(_) => "Linkage",
        DeclKind::UsingDirective { .. } => "UsingDirective",
        DeclKind::Using(_) => "Using",
        DeclKind::StaticAssert { .. } => "StaticAssert",
        DeclKind::Template(_) => "Template",
        DeclKind::TemplateTypeParam(_) => "TemplateTypeParam",
        DeclKind::TemplateValueParam(_) => "TemplateValueParam",
        DeclKind::TemplateTemplateParam(_) => "TemplateTemplateParam",
        DeclKind::ExplicitInstantiation(_) => "ExplicitInstantiation",
        DeclKind::FriendType(_) => "FriendType",
        DeclKind::Asm(_) => "Asm",
        DeclKind::Label { .. } => "Label",
    }
}
