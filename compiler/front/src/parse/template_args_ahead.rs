//! Look-ahead over a template argument list: where the `<…>` at a token ends. Each scan
//! records where every list nested in it ends, so `A<A<…<int>…>>`, asked about at each
//! level (is this a type?), is scanned once instead of once per level.

use super::Parser;
use crate::lex::{Punct, TokenKind};
use crate::pp::symbols::FastMap;

/// The ends found, valid while the names a scan looked up and the tokens stay the same.
#[derive(Default)]
pub(crate) struct TemplateArgsEnds {
    key: (u64, usize, usize, usize),
    /// By the `<`'s token index: the index after its list and the depth the list's last
    /// token left (-1 when a `>>` closed it and the list around it), or `None` when the
    /// list does not close.
    ends: FastMap<usize, Option<(usize, i32)>>,
}

impl Parser<'_, '_> {
    /// The index after a balanced `<…>` at `n` (brackets nest; `>` inside them is an
    /// operator), or `n` when no argument list starts there or it does not close.
    pub(crate) fn skip_template_args_at(&self, n: usize) -> usize {
        if !self.is_at(n, Punct::Lt) {
            return n;
        }
        if self.stopped {
            return n; // every token reads as the end
        }
        let key = (
            self.scopes.generation(),
            self.tu.decls.len(),
            self.template_of_class.len(),
            self.toks.len(),
        );
        {
            let mut memo = self.template_args_ends.borrow_mut();
            if memo.key != key {
                memo.key = key;
                memo.ends.clear();
            }
        }
        let base = self.i;
        let known = |k: usize| {
            self.template_args_ends
                .borrow()
                .ends
                .get(&(base + k))
                .copied()
        };
        if let Some(end) = known(n) {
            return end.map_or(n, |(e, _)| e - base);
        }
        let mut found: Vec<(usize, Option<(usize, i32)>)> = Vec::new();
        // Open lists: (offset of the `<`, depth before it).
        let mut open: Vec<(usize, i32)> = Vec::new();
        let (mut k, mut depth, mut brackets) = (n, 0i32, 0i32);
        let result = loop {
            match self.peek_at(k).kind {
                TokenKind::Eof | TokenKind::Punct(Punct::Semi) => break None,
                TokenKind::Punct(Punct::Lt)
                    if brackets == 0 && (k == n || self.opens_template_args_at(k)) =>
                {
                    match known(k).filter(|_| k != n) {
                        // Its list cannot close: neither can this one.
                        Some(None) => break None,
                        // Its whole list in one step: the depth moves as the scan would.
                        Some(Some((e, last))) => {
                            depth += last;
                            k = e - base;
                        }
                        None => {
                            open.push((k, depth));
                            depth += 1;
                            k += 1;
                        }
                    }
                }
                kind => {
                    match kind {
                        TokenKind::Punct(Punct::Gt) if brackets == 0 => depth -= 1,
                        TokenKind::Punct(Punct::Shr) if brackets == 0 => depth -= 2,
                        TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => {
                            brackets += 1
                        }
                        TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                            if brackets == 0 {
                                break None;
                            }
                            brackets -= 1
                        }
                        _ => {}
                    }
                    k += 1;
                }
            }
            // Lists closed here: a scan from their `<` would stop here, at depth
            // `depth - before` (0, or -1 for the inner one of two a `>>` closed).
            while let Some(&(at, before)) = open.last() {
                if depth > before {
                    break;
                }
                open.pop();
                found.push((base + at, Some((base + k, depth - before))));
            }
            if depth <= 0 {
                break Some(k);
            }
        };
        if result.is_none() {
            found.extend(open.iter().map(|&(at, _)| (base + at, None)));
        }
        let mut memo = self.template_args_ends.borrow_mut();
        memo.ends.extend(found);
        result.unwrap_or(n)
    }
}
