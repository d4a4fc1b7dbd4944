//! The syntax tree a program is printed from, and its printer.
//!
//! Types are carried as their spelling (the generator's typed model in `model.rs` decides them); the
//! tree keeps only what printing and the invalid-mode mutations need.

/// Where a function runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    Host,
    Device,
    HostDevice,
    Global,
}

#[derive(Clone, Debug)]
pub enum Expr {
    /// A literal, spelled as printed.
    Lit(String),
    /// A name (variable, enumerator, macro, possibly qualified).
    Name(String),
    Unary(&'static str, Box<Expr>),
    Postfix(Box<Expr>, &'static str),
    Binary(Box<Expr>, &'static str, Box<Expr>),
    Assign(Box<Expr>, &'static str, Box<Expr>),
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    /// `base.member` or `base->member`.
    Member(Box<Expr>, bool, String),
    Index(Box<Expr>, Box<Expr>),
    /// `(T)e`
    CCast(String, Box<Expr>),
    /// `T(e)`
    FuncCast(String, Box<Expr>),
    /// `static_cast<T>(e)` and friends.
    NamedCast(&'static str, String, Box<Expr>),
    /// `T{a, b}` (the type may be empty: `{a, b}`).
    Braced(String, Vec<Expr>),
    Paren(Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    /// `sizeof(T)`, `alignof(T)`, `sizeof x`: the whole spelling.
    Keyword(String),
    Lambda(Box<Lambda>),
}

#[derive(Clone, Debug)]
pub struct Lambda {
    pub capture: String,
    /// `None`: no parameter list at all (`[&] { ... }`).
    pub params: Option<Vec<String>>,
    pub mutable: bool,
    pub ret: Option<String>,
    pub body: Vec<Stmt>,
}

impl Expr {
    pub fn lit(s: impl Into<String>) -> Expr {
        Expr::Lit(s.into())
    }
    pub fn name(s: impl Into<String>) -> Expr {
        Expr::Name(s.into())
    }
    pub fn bin(a: Expr, op: &'static str, b: Expr) -> Expr {
        Expr::Binary(Box::new(a), op, Box::new(b))
    }
    pub fn assign(a: Expr, op: &'static str, b: Expr) -> Expr {
        Expr::Assign(Box::new(a), op, Box::new(b))
    }
    pub fn call(f: impl Into<String>, args: Vec<Expr>) -> Expr {
        Expr::Call(Box::new(Expr::Name(f.into())), args)
    }
    pub fn member(base: Expr, arrow: bool, m: impl Into<String>) -> Expr {
        Expr::Member(Box::new(base), arrow, m.into())
    }
    pub fn index(base: Expr, i: Expr) -> Expr {
        Expr::Index(Box::new(base), Box::new(i))
    }
    pub fn unary(op: &'static str, e: Expr) -> Expr {
        Expr::Unary(op, Box::new(e))
    }

    /// Needs no parentheses as the operand of a unary, postfix or binary operator.
    fn is_atom(&self) -> bool {
        matches!(
            self,
            Expr::Lit(_)
                | Expr::Name(_)
                | Expr::Call(..)
                | Expr::Member(..)
                | Expr::Index(..)
                | Expr::Paren(_)
                | Expr::FuncCast(..)
                | Expr::NamedCast(..)
                | Expr::Braced(..)
                | Expr::Keyword(_)
        )
    }
}

#[derive(Clone, Debug)]
pub enum Init {
    None,
    /// `= e`
    Assign(Expr),
    /// `{a, b}` directly after the name.
    Brace(Vec<Expr>),
    /// `= {a, b}`
    AssignBrace(Vec<Expr>),
    /// `(a, b)`
    Paren(Vec<Expr>),
}

#[derive(Clone, Debug)]
pub struct Decl {
    /// Specifiers before the type: `static`, `const`, `__shared__`, `extern`, `constexpr`, ...
    pub prefix: Vec<String>,
    pub ty: String,
    pub name: String,
    /// Array bounds (`""` for `[]`).
    pub dims: Vec<String>,
    pub init: Init,
}

impl Decl {
    pub fn new(ty: impl Into<String>, name: impl Into<String>, init: Init) -> Decl {
        Decl {
            prefix: Vec::new(),
            ty: ty.into(),
            name: name.into(),
            dims: Vec::new(),
            init,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Case {
    /// `None` is `default`.
    pub label: Option<Expr>,
    pub body: Vec<Stmt>,
    /// Wrap the body in braces (needed when it declares something).
    pub braces: bool,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    Expr(Expr),
    Decl(Decl),
    If {
        init: Option<Box<Stmt>>,
        cond: Expr,
        then: Vec<Stmt>,
        els: Option<Vec<Stmt>>,
    },
    For {
        init: Option<Box<Stmt>>,
        cond: Option<Expr>,
        step: Option<Expr>,
        body: Vec<Stmt>,
        unroll: Option<Option<u32>>,
    },
    RangeFor {
        decl: String,
        range: Expr,
        body: Vec<Stmt>,
    },
    While(Expr, Vec<Stmt>),
    DoWhile(Vec<Stmt>, Expr),
    Switch(Expr, Vec<Case>),
    Return(Option<Expr>),
    Break,
    Continue,
    /// `[[fallthrough]];`
    Fallthrough,
    Block(Vec<Stmt>),
    /// `kernel<<<config>>>(args);`
    Launch {
        kernel: String,
        config: Vec<Expr>,
        args: Vec<Expr>,
    },
    Goto(String),
    /// `name: ;`
    Label(String),
    StaticAssert(Expr, Option<String>),
    /// One or more lines printed verbatim at the current indentation.
    Raw(String),
    Comment(String),
    /// Braced parts one after the other: `if constexpr (c) { .. } else { .. }`,
    /// `try { .. } catch (int) { .. }` (each part: its head, and the statements in its braces).
    Chain(Vec<(String, Vec<Stmt>)>),
}

#[derive(Clone, Debug)]
pub struct Func {
    pub template: Option<String>,
    /// Specifiers before the return type.
    pub pre: Vec<String>,
    pub ret: String,
    /// Between the return type and the name (`__launch_bounds__(256)`).
    pub mid: Vec<String>,
    pub name: String,
    pub params: Vec<String>,
    /// After the parameter list (`const`, `noexcept`, `-> int`).
    pub post: Vec<String>,
    /// Constructor initialiser list, without the colon.
    pub init_list: Option<String>,
    /// `None`: a declaration.
    pub body: Option<Vec<Stmt>>,
    pub space: Space,
    pub is_main: bool,
}

impl Func {
    pub fn new(space: Space, ret: impl Into<String>, name: impl Into<String>) -> Func {
        Func {
            template: None,
            pre: Vec::new(),
            ret: ret.into(),
            mid: Vec::new(),
            name: name.into(),
            params: Vec::new(),
            post: Vec::new(),
            init_list: None,
            body: Some(Vec::new()),
            space,
            is_main: false,
        }
    }
}

#[derive(Clone, Debug)]
pub enum Member {
    Field(Decl),
    Method(Func),
    Access(&'static str),
    Raw(String),
}

#[derive(Clone, Debug)]
pub struct StructDef {
    pub keyword: &'static str,
    pub template: Option<String>,
    /// Attributes between the keyword and the name (`__align__(16)`).
    pub attrs: Vec<String>,
    pub name: String,
    pub members: Vec<Member>,
}

#[derive(Clone, Debug)]
pub struct EnumDef {
    /// `enum Color`, `enum class Mode : unsigned char`.
    pub head: String,
    pub enumerators: Vec<(String, Option<String>)>,
}

#[derive(Clone, Debug)]
pub enum Item {
    Func(Func),
    Var(Decl),
    Struct(StructDef),
    Enum(EnumDef),
    /// A whole `typedef ...;` / `using ... = ...;` line.
    Typedef(String),
    Namespace {
        name: Option<String>,
        inline: bool,
        items: Vec<Item>,
    },
    ExternC(Vec<Item>),
    /// Preprocessor lines, printed verbatim at column 0.
    Pp(String),
    PpCond {
        directive: String,
        then: Vec<Item>,
        els: Option<Vec<Item>>,
    },
    StaticAssert(Expr, Option<String>),
    Comment(String),
    /// Printed verbatim.
    Raw(String),
}

/// Layout choices, fixed per program.
#[derive(Clone, Debug)]
pub struct Style {
    pub indent: &'static str,
    /// Function bodies open on their own line.
    pub fn_brace_newline: bool,
    /// `int *p` (true) or `int* p`.
    pub star_on_name: bool,
    /// Single simple statements under if/for/while go without braces.
    pub compact: bool,
    /// A blank line between top-level items.
    pub blank_lines: bool,
}

impl Default for Style {
    fn default() -> Self {
        Style {
            indent: "    ",
            fn_brace_newline: false,
            star_on_name: true,
            compact: false,
            blank_lines: true,
        }
    }
}

pub struct Printer<'s> {
    style: &'s Style,
    out: String,
}

impl<'s> Printer<'s> {
    pub fn new(style: &'s Style) -> Self {
        Printer {
            style,
            out: String::new(),
        }
    }

    pub fn finish(self) -> String {
        self.out
    }

    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth {
            self.out.push_str(self.style.indent);
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn ind(&self, depth: usize) -> String {
        self.style.indent.repeat(depth)
    }

    // ---------------------------------------------------------------- items

    pub fn items(&mut self, items: &[Item], depth: usize) {
        for (i, item) in items.iter().enumerate() {
            if i > 0 && self.style.blank_lines && needs_blank(item) {
                self.out.push('\n');
            }
            self.item(item, depth);
        }
    }

    pub fn item(&mut self, item: &Item, depth: usize) {
        match item {
            Item::Func(f) => self.func(f, depth),
            Item::Var(d) => {
                let text = self.decl(d, depth);
                self.line(depth, &format!("{text};"));
            }
            Item::Struct(s) => self.struct_def(s, depth),
            Item::Enum(e) => {
                let body: Vec<String> = e
                    .enumerators
                    .iter()
                    .map(|(n, v)| match v {
                        Some(v) => format!("{n} = {v}"),
                        None => n.clone(),
                    })
                    .collect();
                if body.len() <= 4 {
                    self.line(depth, &format!("{} {{ {} }};", e.head, body.join(", ")));
                } else {
                    self.line(depth, &format!("{} {{", e.head));
                    let n = body.len();
                    for (i, b) in body.iter().enumerate() {
                        let comma = if i + 1 < n { "," } else { "" };
                        self.line(depth + 1, &format!("{b}{comma}"));
                    }
                    self.line(depth, "};");
                }
            }
            Item::Typedef(t) => self.line(depth, t),
            Item::Namespace {
                name,
                inline,
                items,
            } => {
                let kw = if *inline {
                    "inline namespace"
                } else {
                    "namespace"
                };
                match name {
                    Some(n) => self.line(depth, &format!("{kw} {n} {{")),
                    None => self.line(depth, &format!("{kw} {{")),
                }
                self.items(items, depth);
                match name {
                    Some(n) => self.line(depth, &format!("}} // namespace {n}")),
                    None => self.line(depth, "} // namespace"),
                }
            }
            Item::ExternC(items) => {
                self.line(depth, "extern \"C\" {");
                self.items(items, depth);
                self.line(depth, "}");
            }
            Item::Pp(text) | Item::Raw(text) => {
                for l in text.lines() {
                    self.out.push_str(l);
                    self.out.push('\n');
                }
            }
            Item::PpCond {
                directive,
                then,
                els,
            } => {
                self.out.push_str(directive);
                self.out.push('\n');
                self.items(then, depth);
                if let Some(els) = els {
                    self.out.push_str("#else\n");
                    self.items(els, depth);
                }
                self.out.push_str("#endif\n");
            }
            Item::StaticAssert(e, msg) => {
                let text = self.static_assert(e, msg.as_deref(), depth);
                self.line(depth, &text);
            }
            Item::Comment(c) => {
                for l in c.lines() {
                    self.line(depth, &format!("// {l}"));
                }
            }
        }
    }

    fn static_assert(&self, e: &Expr, msg: Option<&str>, depth: usize) -> String {
        match msg {
            Some(m) => format!("static_assert({}, \"{m}\");", self.expr(e, depth)),
            None => format!("static_assert({});", self.expr(e, depth)),
        }
    }

    pub fn func(&mut self, f: &Func, depth: usize) {
        if let Some(t) = &f.template {
            self.line(depth, t);
        }
        let mut head = String::new();
        for p in &f.pre {
            head.push_str(p);
            head.push(' ');
        }
        if !f.ret.is_empty() {
            head.push_str(&f.ret);
            head.push(' ');
        }
        for m in &f.mid {
            head.push_str(m);
            head.push(' ');
        }
        head.push_str(&f.name);
        head.push('(');
        head.push_str(&f.params.join(", "));
        head.push(')');
        for p in &f.post {
            head.push(' ');
            head.push_str(p);
        }
        if let Some(init) = &f.init_list {
            head.push_str(" : ");
            head.push_str(init);
        }
        match &f.body {
            None => self.line(depth, &format!("{head};")),
            Some(body) if body.is_empty() => self.line(depth, &format!("{head} {{}}")),
            Some(body) => {
                if self.style.fn_brace_newline {
                    self.line(depth, &head);
                    self.line(depth, "{");
                } else {
                    self.line(depth, &format!("{head} {{"));
                }
                self.stmts(body, depth + 1);
                self.line(depth, "}");
            }
        }
    }

    fn struct_def(&mut self, s: &StructDef, depth: usize) {
        if let Some(t) = &s.template {
            self.line(depth, t);
        }
        let mut head = s.keyword.to_string();
        for a in &s.attrs {
            head.push(' ');
            head.push_str(a);
        }
        head.push(' ');
        head.push_str(&s.name);
        self.line(depth, &format!("{head} {{"));
        for m in &s.members {
            match m {
                Member::Field(d) => {
                    let text = self.decl(d, depth + 1);
                    self.line(depth + 1, &format!("{text};"));
                }
                Member::Method(f) => self.func(f, depth + 1),
                Member::Access(a) => self.line(depth, &format!("{a}:")),
                Member::Raw(r) => {
                    for l in r.lines() {
                        self.line(depth + 1, l);
                    }
                }
            }
        }
        self.line(depth, "};");
    }

    // ---------------------------------------------------------------- statements

    pub fn stmts(&mut self, stmts: &[Stmt], depth: usize) {
        for s in stmts {
            self.stmt(s, depth);
        }
    }

    fn simple(s: &Stmt) -> bool {
        matches!(
            s,
            Stmt::Expr(_) | Stmt::Return(_) | Stmt::Break | Stmt::Continue | Stmt::Launch { .. }
        )
    }

    /// Prints `head` followed by a body, with or without braces.
    fn body(&mut self, head: &str, body: &[Stmt], depth: usize, trailer: Option<&str>) {
        if self.style.compact && body.len() == 1 && Self::simple(&body[0]) && trailer.is_none() {
            self.line(depth, head);
            self.stmt(&body[0], depth + 1);
            return;
        }
        if body.is_empty() && trailer.is_none() {
            self.line(depth, &format!("{head} {{}}"));
            return;
        }
        self.line(depth, &format!("{head} {{"));
        self.stmts(body, depth + 1);
        match trailer {
            Some(t) => self.line(depth, &format!("}} {t}")),
            None => self.line(depth, "}"),
        }
    }

    pub fn stmt(&mut self, s: &Stmt, depth: usize) {
        match s {
            Stmt::Expr(e) => {
                let text = self.expr_top(e, depth);
                self.line(depth, &format!("{text};"));
            }
            Stmt::Decl(d) => {
                let text = self.decl(d, depth);
                self.line(depth, &format!("{text};"));
            }
            Stmt::If {
                init,
                cond,
                then,
                els,
            } => {
                let mut head = String::from("if (");
                if let Some(init) = init {
                    head.push_str(&self.inline_stmt(init, depth));
                    head.push(' ');
                }
                head.push_str(&self.expr_top(cond, depth));
                head.push(')');
                match els {
                    None => self.body(&head, then, depth, None),
                    Some(els) => {
                        // Always braced when there is an else: no dangling-else surprises.
                        self.line(depth, &format!("{head} {{"));
                        self.stmts(then, depth + 1);
                        if els.len() == 1 {
                            if let Stmt::If { .. } = &els[0] {
                                let mut sub = Printer::new(self.style);
                                sub.stmt(&els[0], depth);
                                let text = sub.finish();
                                let trimmed = text.trim_start();
                                self.out.push_str(&self.ind(depth));
                                self.out.push_str("} else ");
                                self.out.push_str(trimmed);
                                return;
                            }
                        }
                        self.line(depth, "} else {");
                        self.stmts(els, depth + 1);
                        self.line(depth, "}");
                    }
                }
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                unroll,
            } => {
                match unroll {
                    Some(Some(n)) => self.line(depth, &format!("#pragma unroll {n}")),
                    Some(None) => self.line(depth, "#pragma unroll"),
                    None => {}
                }
                let init = match init {
                    Some(i) => self.inline_stmt(i, depth),
                    None => ";".into(),
                };
                let cond = cond
                    .as_ref()
                    .map(|c| self.expr_top(c, depth))
                    .unwrap_or_default();
                let step = step
                    .as_ref()
                    .map(|c| self.expr_top(c, depth))
                    .unwrap_or_default();
                let head = format!("for ({init} {cond}; {step})");
                self.body(&head, body, depth, None);
            }
            Stmt::RangeFor { decl, range, body } => {
                let head = format!("for ({decl} : {})", self.expr_top(range, depth));
                self.body(&head, body, depth, None);
            }
            Stmt::While(c, body) => {
                let head = format!("while ({})", self.expr_top(c, depth));
                self.body(&head, body, depth, None);
            }
            Stmt::DoWhile(body, c) => {
                let trailer = format!("while ({});", self.expr_top(c, depth));
                self.body("do", body, depth, Some(&trailer));
            }
            Stmt::Switch(e, cases) => {
                self.line(depth, &format!("switch ({}) {{", self.expr_top(e, depth)));
                for c in cases {
                    let label = match &c.label {
                        Some(l) => format!("case {}:", self.expr_top(l, depth)),
                        None => "default:".into(),
                    };
                    if c.braces {
                        self.line(depth, &format!("{label} {{"));
                        self.stmts(&c.body, depth + 1);
                        self.line(depth, "}");
                    } else {
                        self.line(depth, &label);
                        self.stmts(&c.body, depth + 1);
                    }
                }
                self.line(depth, "}");
            }
            Stmt::Return(None) => self.line(depth, "return;"),
            Stmt::Return(Some(e)) => {
                let text = self.expr_top(e, depth);
                self.line(depth, &format!("return {text};"));
            }
            Stmt::Break => self.line(depth, "break;"),
            Stmt::Continue => self.line(depth, "continue;"),
            Stmt::Fallthrough => self.line(depth, "[[fallthrough]];"),
            Stmt::Block(b) => {
                self.line(depth, "{");
                self.stmts(b, depth + 1);
                self.line(depth, "}");
            }
            Stmt::Launch {
                kernel,
                config,
                args,
            } => {
                let config: Vec<String> = config.iter().map(|e| self.expr_top(e, depth)).collect();
                let args: Vec<String> = args.iter().map(|e| self.expr_top(e, depth)).collect();
                // A configuration ending in a template-id (`kSize<int>`) would glue its `>` to the
                // `>>>`; a space keeps them apart (never needed by cudagen 0.1's expressions).
                let close = if config.last().is_some_and(|c| c.ends_with('>')) {
                    " >>>"
                } else {
                    ">>>"
                };
                self.line(
                    depth,
                    &format!(
                        "{kernel}<<<{}{close}({});",
                        config.join(", "),
                        args.join(", ")
                    ),
                );
            }
            Stmt::Goto(l) => self.line(depth, &format!("goto {l};")),
            Stmt::Label(l) => self.line(depth.saturating_sub(1), &format!("{l}:;")),
            Stmt::StaticAssert(e, m) => {
                let text = self.static_assert(e, m.as_deref(), depth);
                self.line(depth, &text);
            }
            Stmt::Raw(r) => {
                for l in r.lines() {
                    if l.starts_with('#') {
                        self.out.push_str(l);
                        self.out.push('\n');
                    } else {
                        self.line(depth, l);
                    }
                }
            }
            Stmt::Comment(c) => self.line(depth, &format!("// {c}")),
            Stmt::Chain(parts) => {
                let mut head = String::new();
                for (i, (h, body)) in parts.iter().enumerate() {
                    if i == 0 {
                        head = format!("{h} {{");
                    } else {
                        head = format!("}} {h} {{");
                    }
                    self.line(depth, &head);
                    self.stmts(body, depth + 1);
                }
                if !head.is_empty() {
                    self.line(depth, "}");
                }
            }
        }
    }

    /// A declaration or expression statement inside a `for (...)` / `if (...;)` header, with its `;`.
    fn inline_stmt(&self, s: &Stmt, depth: usize) -> String {
        match s {
            Stmt::Decl(d) => format!("{};", self.decl(d, depth)),
            Stmt::Expr(e) => format!("{};", self.expr_top(e, depth)),
            _ => ";".into(),
        }
    }

    pub fn decl(&self, d: &Decl, depth: usize) -> String {
        let mut s = String::new();
        for p in &d.prefix {
            s.push_str(p);
            s.push(' ');
        }
        let ty = d.ty.trim_end();
        if self.style.star_on_name && ty.ends_with('*') {
            let stars = ty.len() - ty.trim_end_matches('*').len();
            s.push_str(ty.trim_end_matches('*').trim_end());
            s.push(' ');
            s.push_str(&"*".repeat(stars));
        } else {
            s.push_str(ty);
            s.push(' ');
        }
        s.push_str(&d.name);
        for dim in &d.dims {
            s.push('[');
            s.push_str(dim);
            s.push(']');
        }
        match &d.init {
            Init::None => {}
            Init::Assign(e) => {
                s.push_str(" = ");
                s.push_str(&self.expr_top(e, depth));
            }
            Init::Brace(es) => {
                s.push('{');
                s.push_str(&self.list(es, depth));
                s.push('}');
            }
            Init::AssignBrace(es) => {
                if es.is_empty() {
                    s.push_str(" = {}");
                } else {
                    s.push_str(" = {");
                    s.push_str(&self.list(es, depth));
                    s.push('}');
                }
            }
            Init::Paren(es) => {
                s.push('(');
                s.push_str(&self.list(es, depth));
                s.push(')');
            }
        }
        s
    }

    fn list(&self, es: &[Expr], depth: usize) -> String {
        es.iter()
            .map(|e| self.expr_top(e, depth))
            .collect::<Vec<_>>()
            .join(", ")
    }

    // ---------------------------------------------------------------- expressions

    /// An expression in a context that needs no parentheses (statement, initializer, argument).
    pub fn expr_top(&self, e: &Expr, depth: usize) -> String {
        match e {
            Expr::Comma(..) => format!("({})", self.expr(e, depth)),
            _ => self.expr(e, depth),
        }
    }

    fn operand(&self, e: &Expr, depth: usize) -> String {
        if e.is_atom() {
            self.expr(e, depth)
        } else {
            format!("({})", self.expr(e, depth))
        }
    }

    pub fn expr(&self, e: &Expr, depth: usize) -> String {
        match e {
            Expr::Lit(s) | Expr::Name(s) | Expr::Keyword(s) => s.clone(),
            Expr::Unary(op, x) => format!("{op}{}", self.operand(x, depth)),
            Expr::Postfix(x, op) => format!("{}{op}", self.operand(x, depth)),
            Expr::Binary(a, op, b) => {
                // Left-associative chains of the same operator need no parentheses.
                let left = match &**a {
                    Expr::Binary(_, op2, _)
                        if op2 == op && matches!(*op, "+" | "*" | "&&" | "||") =>
                    {
                        self.expr(a, depth)
                    }
                    _ => self.operand(a, depth),
                };
                format!("{left} {op} {}", self.operand(b, depth))
            }
            Expr::Assign(a, op, b) => format!(
                "{} {op} {}",
                self.operand(a, depth),
                self.expr_top(b, depth)
            ),
            Expr::Ternary(c, a, b) => {
                format!(
                    "{} ? {} : {}",
                    self.operand(c, depth),
                    self.operand(a, depth),
                    self.operand(b, depth)
                )
            }
            Expr::Call(f, args) => {
                format!("{}({})", self.operand(f, depth), self.list(args, depth))
            }
            Expr::Member(b, arrow, m) => format!(
                "{}{}{m}",
                self.operand(b, depth),
                if *arrow { "->" } else { "." }
            ),
            Expr::Index(b, i) => format!("{}[{}]", self.operand(b, depth), self.expr_top(i, depth)),
            Expr::CCast(t, x) => format!("({t}){}", self.operand(x, depth)),
            Expr::FuncCast(t, x) => format!("{t}({})", self.expr_top(x, depth)),
            Expr::NamedCast(k, t, x) => format!("{k}<{t}>({})", self.expr_top(x, depth)),
            Expr::Braced(t, xs) => format!("{t}{{{}}}", self.list(xs, depth)),
            Expr::Paren(x) => format!("({})", self.expr(x, depth)),
            Expr::Comma(a, b) => format!("{}, {}", self.expr(a, depth), self.operand(b, depth)),
            Expr::Lambda(l) => self.lambda(l, depth),
        }
    }

    fn lambda(&self, l: &Lambda, depth: usize) -> String {
        let mut s = format!("[{}]", l.capture);
        if let Some(params) = &l.params {
            s.push('(');
            s.push_str(&params.join(", "));
            s.push(')');
        }
        if l.mutable {
            s.push_str(" mutable");
        }
        if let Some(r) = &l.ret {
            s.push_str(" -> ");
            s.push_str(r);
        }
        if l.body.is_empty() {
            s.push_str(" {}");
            return s;
        }
        let mut sub = Printer::new(self.style);
        sub.stmts(&l.body, depth + 1);
        s.push_str(" {\n");
        s.push_str(&sub.finish());
        s.push_str(&self.ind(depth));
        s.push('}');
        s
    }
}

fn needs_blank(item: &Item) -> bool {
    matches!(
        item,
        Item::Func(_)
            | Item::Struct(_)
            | Item::Namespace { .. }
            | Item::ExternC(_)
            | Item::PpCond { .. }
    )
}

/// Prints items at top level.
pub fn print_items(items: &[Item], style: &Style) -> String {
    let mut p = Printer::new(style);
    p.items(items, 0);
    p.finish()
}

/// Prints one expression with the default style (a comma expression in parentheses).
pub fn print_expr(e: &Expr) -> String {
    Printer::new(&Style::default()).expr_top(e, 0)
}

/// Statements printed at `depth` (for constructs that wrap them in text of their own).
pub fn print_stmts(stmts: &[Stmt], style: &Style, depth: usize) -> String {
    let mut p = Printer::new(style);
    p.stmts(stmts, depth);
    p.finish()
}
