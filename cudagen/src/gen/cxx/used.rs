//! Every local a cudagen 0.2 program declares is referenced.
//!
//! With the real headers, cicc warns about a local variable that is declared but never
//! referenced (#177-D) or set but never used (#550-D), in host and device functions alike (with
//! the prelude it does not). 0.1's generator does not track uses, so a 0.2 program gets a pass
//! at the end: a local whose (TU-wide unique) name occurs once in the whole program gets a
//! `(void)name;` right after its declaration.

use super::Gen;
use crate::ast::{Expr, Item, Member, Stmt};
use std::collections::BTreeMap;

/// How often each identifier occurs in `text`.
fn identifier_counts(text: &str) -> BTreeMap<&str, usize> {
    let mut counts = BTreeMap::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            *counts.entry(&text[start..i]).or_insert(0) += 1;
        } else if c.is_ascii_digit() {
            // A number (with its suffix) is not an identifier.
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    counts
}

/// The names a declaration statement declares (`int a`, `int *a, b`, `unsigned lo[7]`).
fn declared(decl_names: &str) -> Vec<String> {
    decl_names
        .split(',')
        .map(|d| {
            d.trim()
                .trim_start_matches(['*', '&', ' '])
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .next()
                .unwrap_or("")
                .to_string()
        })
        .filter(|n| !n.is_empty())
        .collect()
}

impl Gen<'_, '_> {
    /// Adds `(void)name;` after the declaration of every local that nothing references.
    pub(crate) fn reference_unused_locals(&self, items: &mut [Item]) {
        let text = self.print_items(items);
        let counts = identifier_counts(&text);
        let once = |n: &str| counts.get(n).copied().unwrap_or(0) < 2;
        let raw_names: Vec<&String> = self
            .raw_locals
            .iter()
            .filter(|n| once(n.as_str()))
            .collect();
        let fix = |stmts: &mut Vec<Stmt>| fix_block(stmts, &once, &raw_names);
        walk_items(items, &fix);
    }
}

fn walk_items(items: &mut [Item], fix: &dyn Fn(&mut Vec<Stmt>)) {
    for item in items {
        match item {
            Item::Func(f) => {
                if let Some(body) = f.body.as_mut() {
                    fix(body);
                }
            }
            Item::Struct(s) => {
                for m in &mut s.members {
                    if let Member::Method(f) = m {
                        if let Some(body) = f.body.as_mut() {
                            fix(body);
                        }
                    }
                }
            }
            Item::Namespace { items, .. } | Item::ExternC(items) => walk_items(items, fix),
            Item::PpCond { then, els, .. } => {
                walk_items(then, fix);
                if let Some(e) = els {
                    walk_items(e, fix);
                }
            }
            _ => {}
        }
    }
}

fn fix_block(stmts: &mut Vec<Stmt>, once: &dyn Fn(&str) -> bool, raw_names: &[&String]) {
    let mut i = 0;
    while i < stmts.len() {
        let unused: Vec<String> = match &stmts[i] {
            Stmt::Decl(d) if !d.prefix.iter().any(|p| p == "extern") => {
                declared(&d.name).into_iter().filter(|n| once(n)).collect()
            }
            Stmt::Raw(text) => {
                let counts = identifier_counts(text);
                raw_names
                    .iter()
                    .filter(|n| counts.contains_key(n.as_str()))
                    .map(|n| n.to_string())
                    .collect()
            }
            _ => Vec::new(),
        };
        match &mut stmts[i] {
            Stmt::If { then, els, .. } => {
                fix_block(then, once, raw_names);
                if let Some(e) = els {
                    fix_block(e, once, raw_names);
                }
            }
            Stmt::For { body, .. }
            | Stmt::RangeFor { body, .. }
            | Stmt::While(_, body)
            | Stmt::DoWhile(body, _)
            | Stmt::Block(body) => fix_block(body, once, raw_names),
            Stmt::Switch(_, cases) => {
                for c in cases {
                    fix_block(&mut c.body, once, raw_names);
                }
            }
            Stmt::Chain(parts) => {
                for (_, body) in parts {
                    fix_block(body, once, raw_names);
                }
            }
            _ => {}
        }
        for (k, name) in unused.into_iter().enumerate() {
            stmts.insert(
                i + 1 + k,
                Stmt::Expr(Expr::Keyword(format!("(void){name}"))),
            );
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_counts() {
        assert_eq!(declared("a, *b, c[4]"), ["a", "b", "c"]);
        let c = identifier_counts("int a1 = 0x1f + a1; float b2;");
        assert_eq!(c.get("a1"), Some(&2));
        assert_eq!(c.get("b2"), Some(&1));
        assert_eq!(c.get("x1f"), None);
    }
}
