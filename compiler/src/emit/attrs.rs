//! Attribute spelling (D-ATTR): GNU `__attribute__((x))` prints as `__attribute((x))`,
//! `alignas(N)` is kept as written.

use crate::il::attr::{AttrArgs, AttrPlacement, GnuAttr};
use crate::il::expr::TypeOrExpr;
use crate::il::DeclId;
use crate::pp::PpToken;

use super::Printer;

impl Printer<'_> {
    /// ` alignas(8)` / ` __attribute((aligned(8)))`: the attributes written between a
    /// class key and the class name, in source order, each with a leading space.
    pub fn class_head_attrs(&self, d: DeclId) -> Vec<u8> {
        let attrs = &self.tu.decl(d).attrs;
        let mut items: Vec<(crate::source::Pos, Vec<u8>)> = Vec::new();
        for a in &attrs.alignas {
            let mut t = b"alignas(".to_vec();
            match a.arg {
                TypeOrExpr::Type(ty) => t.extend_from_slice(&self.type_text(ty)),
                TypeOrExpr::Expr(e) => t.extend_from_slice(&self.expr_top(e)),
            }
            t.push(b')');
            items.push((a.pos, t));
        }
        for g in attrs
            .gnu
            .iter()
            .filter(|g| g.placement == AttrPlacement::ClassHead && !self.is_cuda_attr(g))
        {
            items.push((g.pos, self.gnu_attr_text(g)));
        }
        items.sort_by_key(|(p, _)| (p.file.0, p.offset));
        let mut out = Vec::new();
        for (_, t) in items {
            out.push(b' ');
            out.extend_from_slice(&t);
        }
        out
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

    /// `__attribute((name(args)))`: interpreted arguments as expressions joined by `, `,
    /// raw-token arguments each followed by one space.
    pub fn gnu_attr_text(&self, g: &GnuAttr) -> Vec<u8> {
        let mut t = b"__attribute((".to_vec();
        // CUDA's `__noinline__` is EDG's own spelling of `noinline`.
        match self.sym(g.name) {
            b"__noinline__" => t.extend_from_slice(b"noinline"),
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

    /// A statement's attributes: `[[a, b(x)]]` per group as written, then the GNU ones
    /// as `__attribute((x))`, separated by spaces.
    pub fn statement_attrs_text(&self, a: &crate::il::Attrs) -> Vec<u8> {
        let mut items: Vec<(crate::source::Pos, Vec<u8>)> = Vec::new();
        let mut i = 0;
        while i < a.std.len() {
            let group = a.std[i].group_pos;
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
                t.extend_from_slice(self.sym(x.name));
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
}
