//! Attribute spelling (D-ATTR): GNU `__attribute__((x))` prints as `__attribute((x))`,
//! `alignas(N)` is kept as written.

use crate::il::attr::{AttrArgs, AttrPlacement, GnuAttr};
use crate::il::expr::TypeOrExpr;
use crate::il::DeclId;
use crate::pp::PpToken;

use super::Printer;

impl Printer<'_> {
    /// ` alignas(8)` / ` __attribute((aligned(8)))`: the attributes written between a
    /// class key and the class name, in source order, each with its position and a leading
    /// space: one on another source line than the key goes to that line (`struct` / `# 319` /
    /// ` __attribute((deprecated(…)))` / `# 320` / ` __attribute((aligned(16))) long4 {`).
    pub fn write_class_head_attrs(&mut self, d: DeclId) {
        let Some(from) = self.class_head_attr_source(d) else {
            return;
        };
        let items = self.class_head_attr_items(from);
        self.write_attrs_at_their_lines(items);
    }

    /// The class-head attributes of `d` as written on it.
    pub(super) fn class_head_attr_list(&self, d: DeclId) -> Vec<(crate::source::Pos, Vec<u8>)> {
        self.class_head_attr_items(d)
    }

    /// Attribute texts in source order, each with one leading space, each at its own
    /// source line (a `# N` first when that is not the current line); several on one line
    /// share it.
    pub fn write_attrs_at_their_lines(&mut self, mut items: Vec<(crate::source::Pos, Vec<u8>)>) {
        items.sort_by_key(|(p, _)| (p.file.0, p.offset));
        for (at, t) in items {
            self.w.position(at);
            self.w.str(" ");
            self.w.text(&t);
        }
    }

    fn class_head_attr_items(&self, d: DeclId) -> Vec<(crate::source::Pos, Vec<u8>)> {
        let attrs = &self.tu.decl(d).attrs;
        let mut items = self.alignas_items(attrs);
        for g in attrs
            .gnu
            .iter()
            .filter(|g| g.placement == AttrPlacement::ClassHead && !self.is_cuda_attr(g))
        {
            items.push((g.pos, self.gnu_attr_text(g)));
        }
        items.extend(self.std_attr_groups(attrs, |p| p == AttrPlacement::ClassHead));
        items
    }

    /// CUDA's own attributes (execution and memory spaces, `device_builtin`, launch
    /// bounds...): the CUDA transformations print them, never D-ATTR.
    pub fn is_cuda_attr(&self, g: &GnuAttr) -> bool {
        let raw = self.sym(g.name);
        let name = raw
            .strip_prefix(b"__")
            .and_then(|x| x.strip_suffix(b"__"))
            .unwrap_or(raw);
        matches!(
            name,
            b"host"
                | b"device"
                | b"global"
                | b"shared"
                | b"constant"
                | b"managed"
                | b"grid_constant"
                | b"device_builtin"
                | b"launch_bounds"
                | b"cluster_dims"
                | b"maxnreg"
                | b"cudart_builtin"
                | b"device_builtin_texture_type"
                | b"device_builtin_surface_type"
        )
    }

    /// A CUDA keyword that does not apply to `d` (warning 1835): an execution space on a
    /// variable, a memory space on a function. It stays an ordinary attribute:
    /// `__host__ int v;` prints `__attribute((host)) int v;`.
    pub fn is_misplaced_cuda_attr(&self, d: DeclId, g: &GnuAttr) -> bool {
        let raw = self.sym(g.name);
        let bare = raw
            .strip_prefix(b"__")
            .and_then(|x| x.strip_suffix(b"__"))
            .unwrap_or(raw);
        match self.tu.decl(d).kind {
            crate::il::DeclKind::Var(_) => matches!(bare, b"host" | b"global"),
            crate::il::DeclKind::Function(_) => {
                matches!(bare, b"shared" | b"constant" | b"managed")
            }
            _ => false,
        }
    }

    /// `__attribute((name(args)))`: interpreted arguments as expressions joined by `, `,
    /// raw-token arguments each followed by one space.
    pub fn gnu_attr_text(&self, g: &GnuAttr) -> Vec<u8> {
        let mut t = b"__attribute((".to_vec();
        // CUDA's `__noinline__` is EDG's own spelling of `noinline`.
        match self.sym(g.name) {
            b"__noinline__" => t.extend_from_slice(b"noinline"),
            // `const` is a keyword: EDG's own name of the attribute, however it was written.
            b"__const__" => t.extend_from_slice(b"const"),
            n => t.extend_from_slice(n),
        }
        match &g.args {
            AttrArgs::None => {}
            AttrArgs::Exprs(es) => {
                t.push(b'(');
                for (i, &e) in es.iter().enumerate() {
                    if i > 0 {
                        t.extend_from_slice(b", ");
                    }
                    t.extend_from_slice(&self.expr_top(e));
                }
                t.push(b')');
            }
            AttrArgs::Tokens(toks) if self.is_interpreted_attr(g) => {
                t.push(b'(');
                self.interpreted_args_into(toks, &mut t);
                t.push(b')');
            }
            AttrArgs::Tokens(toks) => {
                t.push(b'(');
                for tok in toks.iter() {
                    t.extend_from_slice(&self.token_spelling(tok));
                    t.push(b' ');
                }
                t.push(b')');
            }
        }
        t.extend_from_slice(b"))");
        t
    }

    /// GNU attributes whose arguments EDG reads (and so prints normalised) rather than
    /// keeping as raw tokens.
    fn is_interpreted_attr(&self, g: &GnuAttr) -> bool {
        let raw = self.sym(g.name);
        let name = raw
            .strip_prefix(b"__")
            .and_then(|x| x.strip_suffix(b"__"))
            .unwrap_or(raw);
        matches!(
            name,
            b"format"
                | b"format_arg"
                | b"alias"
                | b"tls_model"
                | b"warning"
                | b"error"
                | b"sentinel"
                | b"nonnull"
                | b"deprecated"
                | b"unavailable"
                | b"visibility"
                | b"section"
                | b"abi_tag"
                | b"malloc"
                | b"mode"
        )
    }

    /// Read arguments: tokens without spaces, `, ` between arguments, adjacent string
    /// literals joined into one.
    fn interpreted_args_into(&self, toks: &[PpToken], t: &mut Vec<u8>) {
        // The contents of the plain string literals being joined.
        let mut joined: Option<Vec<u32>> = None;
        for tok in toks {
            let sp = self.token_spelling(tok);
            let is_string = matches!(
                tok.kind,
                crate::lex::TokenKind::Str(crate::lex::Encoding::Plain)
            );
            if is_string && sp.len() >= 2 && sp.first() == Some(&b'"') {
                joined
                    .get_or_insert_with(Vec::new)
                    .extend(crate::lex::literal::decode_string_body(&sp));
                continue;
            }
            if let Some(units) = joined.take() {
                super::expr::string_literal(&units, crate::lex::Encoding::Plain, t);
            }
            if matches!(
                tok.kind,
                crate::lex::TokenKind::Punct(crate::lex::Punct::Comma)
            ) {
                t.extend_from_slice(b", ");
            } else {
                t.extend_from_slice(&sp);
            }
        }
        if let Some(units) = joined {
            super::expr::string_literal(&units, crate::lex::Encoding::Plain, t);
        }
    }

    /// Non-CUDA GNU attributes as `__attribute((a, b(x)))`, one per group as written, with
    /// each group's position.
    pub fn gnu_attr_groups<'g>(
        &self,
        d: DeclId,
        attrs: impl Iterator<Item = &'g GnuAttr>,
    ) -> Vec<(crate::source::Pos, Vec<u8>)> {
        let mut out: Vec<(crate::source::Pos, Vec<u8>)> = Vec::new();
        for g in attrs.filter(|g| !self.is_cuda_attr(g) || self.is_misplaced_cuda_attr(d, g)) {
            let text = self.gnu_attr_text(g);
            match out.last_mut() {
                Some((p, t)) if *p == g.group_pos && t.ends_with(b"))") => {
                    // `__attribute((a))` + `__attribute((b))` → `__attribute((a, b))`
                    t.truncate(t.len() - 2);
                    t.extend_from_slice(b", ");
                    t.extend_from_slice(&text[b"__attribute((".len()..]);
                }
                _ => out.push((g.group_pos, text)),
            }
        }
        out
    }

    fn token_spelling(&self, t: &PpToken) -> Vec<u8> {
        let src = self.w.source_map().bytes(t.spell.file);
        let lt = crate::lex::Token {
            kind: t.kind,
            flags: (t.flags & 0xFFFF) as u16,
            offset: t.spell.offset,
            len: t.len,
        };
        crate::lex::spelling(src, &lt).into_owned()
    }

    /// The attributes among a declaration's specifiers, with their positions, in source
    /// order: `[[...]]` groups, `alignas(...)` and non-CUDA `__attribute((...))`.
    pub fn leading_attr_items(&self, d: DeclId) -> Vec<(crate::source::Pos, Vec<u8>)> {
        let attrs = &self.tu.decl(d).attrs;
        let mut items = self.std_attr_groups(attrs, |p| p == AttrPlacement::Specifiers);
        items.extend(self.alignas_items(attrs));
        items.extend(
            self.gnu_attr_groups(
                d,
                attrs
                    .gnu
                    .iter()
                    .filter(|g| g.placement == AttrPlacement::Specifiers),
            ),
        );
        items.sort_by_key(|(p, _)| (p.file.0, p.offset));
        items
    }

    /// The attributes written before a variable's specifiers (D-ATTR), in source order:
    /// `[[...]]` groups, `alignas(...)` and non-CUDA `__attribute((...))`, each followed by
    /// a space.
    pub fn leading_var_attrs(&self, d: DeclId) -> Vec<u8> {
        let mut out = Vec::new();
        for (_, t) in self.leading_attr_items(d) {
            out.extend_from_slice(&t);
            out.push(b' ');
        }
        out
    }

    /// The attributes written after a variable's or parameter's declarator (D-ATTR), each
    /// with a leading space: `int x [[maybe_unused]]`, `int v __attribute((aligned(8)))`.
    pub fn trailing_declarator_attrs(&self, d: DeclId) -> Vec<u8> {
        space_separated_in_source_order(self.trailing_declarator_attr_items(d))
    }

    /// [`Self::trailing_declarator_attrs`]' groups with their positions, unsorted.
    pub fn trailing_declarator_attr_items(&self, d: DeclId) -> Vec<(crate::source::Pos, Vec<u8>)> {
        let attrs = &self.tu.decl(d).attrs;
        let mut items = self.std_attr_groups(attrs, |p| {
            matches!(
                p,
                AttrPlacement::AfterDeclarator | AttrPlacement::DeclaratorId
            )
        });
        items.extend(
            self.gnu_attr_groups(
                d,
                attrs
                    .gnu
                    .iter()
                    .filter(|g| g.placement == AttrPlacement::AfterDeclarator),
            ),
        );
        items
    }

    /// A declaration's asm label as written, with a leading space: ` __asm__("name")`.
    pub fn asm_label_text(&self, d: DeclId) -> Vec<u8> {
        // A function's label is its entity's: a declaration before the labelled one
        // prints it too (glibc's `fscanf`, then `fscanf(...) __asm__("__isoc99_fscanf")`).
        let own = self.tu.decl(d).attrs.asm_label;
        // (A definition never has one: `int f4(int a) { … }` after `int f4(int) __asm__("g4");`.)
        let entity = || match &self.tu.decl(d).kind {
            crate::il::DeclKind::Function(f) if f.body.is_none() => self.entity_asm_label(d),
            _ => None,
        };
        let Some(label) = own.or_else(entity) else {
            return Vec::new();
        };
        let mut out = b" __asm__(".to_vec();
        out.extend_from_slice(&self.expr_top(label));
        out.push(b')');
        out
    }

    /// `alignas(N)` / `alignas(T)` as written, with their positions.
    pub fn alignas_items(&self, attrs: &crate::il::Attrs) -> Vec<(crate::source::Pos, Vec<u8>)> {
        attrs
            .alignas
            .iter()
            .map(|a| {
                let mut t = b"alignas(".to_vec();
                match a.arg {
                    TypeOrExpr::Type(ty) => t.extend_from_slice(&self.type_text(ty)),
                    TypeOrExpr::Expr(e) => t.extend_from_slice(&self.expr_top(e)),
                }
                t.push(b')');
                (a.pos, t)
            })
            .collect()
    }

    /// A statement's attributes: `[[a, b(x)]]` per group as written, then the GNU ones
    /// as `__attribute((x))`, separated by spaces.
    pub fn statement_attrs_text(&self, a: &crate::il::Attrs) -> Vec<u8> {
        let mut items = self.std_attr_groups(a, |_| true);
        for g in a.gnu.iter().filter(|g| !self.is_cuda_attr(g)) {
            items.push((g.group_pos, self.gnu_attr_text(g)));
        }
        items.sort_by_key(|(p, _)| (p.file.0, p.offset));
        let mut out = Vec::new();
        for (k, (_, t)) in items.into_iter().enumerate() {
            if k > 0 {
                out.push(b' ');
            }
            out.extend_from_slice(&t);
        }
        out
    }

    /// `[[a, b(x)]]` per group as written (D-ATTR: kept verbatim), for the standard
    /// attributes written at a placement `keep` accepts, with each group's position.
    pub fn std_attr_groups(
        &self,
        a: &crate::il::Attrs,
        keep: impl Fn(AttrPlacement) -> bool,
    ) -> Vec<(crate::source::Pos, Vec<u8>)> {
        let mut items: Vec<(crate::source::Pos, Vec<u8>)> = Vec::new();
        let mut i = 0;
        while i < a.std.len() {
            let group = a.std[i].group_pos;
            if !keep(a.std[i].placement) {
                i += 1;
                continue;
            }
            let mut t = b"[[".to_vec();
            let mut first = true;
            while i < a.std.len() && a.std[i].group_pos == group {
                let x = &a.std[i];
                if !first {
                    t.extend_from_slice(b", ");
                }
                first = false;
                if let Some(ns) = x.namespace {
                    t.extend_from_slice(self.sym(ns));
                    t.extend_from_slice(b"::");
                }
                // `const` is a keyword: EDG's own name of the attribute (`[[gnu::const]]`).
                match self.sym(x.name) {
                    b"__const__" => t.extend_from_slice(b"const"),
                    n => t.extend_from_slice(n),
                }
                if let Some(args) = &x.args {
                    t.push(b'(');
                    for (k, tok) in args.iter().enumerate() {
                        if k > 0 {
                            t.push(b' ');
                        }
                        t.extend_from_slice(&self.token_spelling(tok));
                    }
                    t.push(b')');
                }
                i += 1;
            }
            t.extend_from_slice(b"]]");
            items.push((group, t));
        }
        items
    }
}

/// Attribute texts sorted by where each was written, each with a leading space.
fn space_separated_in_source_order(mut items: Vec<(crate::source::Pos, Vec<u8>)>) -> Vec<u8> {
    items.sort_by_key(|(p, _)| (p.file.0, p.offset));
    let mut out = Vec::new();
    for (_, t) in items {
        out.push(b' ');
        out.extend_from_slice(&t);
    }
    out
}
