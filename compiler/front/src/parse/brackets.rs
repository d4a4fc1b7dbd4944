//! Bracket groups of the token stream, computed once: look-ahead that scans "to the end of
//! this parenthesized expression" can jump over a nested group in one step, so nested
//! parentheses cost linear time instead of a rescan per level.
//!
//! `(`, `[` and `{` open a group and any of `)`, `]`, `}` closes the innermost one (the kinds
//! are not matched against each other: the scans built on this counted depth the same way).

use crate::lex::{Punct, TokenKind};

/// Marks an open bracket with no closing one before the end of the tokens.
const UNMATCHED: u32 = u32::MAX;

pub struct BracketGroups {
    /// For the token at index i that opens a group: the index of its closing token, or
    /// `UNMATCHED`. Unused for other tokens.
    close: Vec<u32>,
    /// For an opening token: whether a `;` occurs anywhere inside its group.
    has_semi: Vec<bool>,
    /// For a `(`: the index of its matching `)` counting parentheses only, or `UNMATCHED`
    /// when a `;`, `{`, `}` or the end comes first (what `closing_paren_after` scanned for).
    paren_close: Vec<u32>,
}

impl BracketGroups {
    pub fn new(kinds: impl ExactSizeIterator<Item = TokenKind>) -> BracketGroups {
        let n = kinds.len();
        let mut close = vec![UNMATCHED; n];
        let mut has_semi = vec![false; n];
        let mut open: Vec<usize> = Vec::new();
        let mut parens = ParenMatcher::new(n);
        for (i, kind) in kinds.enumerate() {
            parens.step(i, kind);
            match kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => open.push(i),
                TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                    if let Some(o) = open.pop() {
                        close[o] = i as u32;
                        if has_semi[o] {
                            if let Some(&outer) = open.last() {
                                has_semi[outer] = true;
                            }
                        }
                    }
                }
                TokenKind::Punct(Punct::Semi) => {
                    if let Some(&o) = open.last() {
                        has_semi[o] = true;
                    }
                }
                _ => {}
            }
        }
        // Groups left open: a `;` inside them also counts for the groups around them.
        while let Some(o) = open.pop() {
            if has_semi[o] {
                if let Some(&outer) = open.last() {
                    has_semi[outer] = true;
                }
            }
        }
        BracketGroups {
            close,
            has_semi,
            paren_close: parens.close,
        }
    }

    /// Token `i` was split in two (`>=` into `>` and `=`): every index after it moves up one.
    /// The new token `i + 1` is neither a bracket nor a `;`. Linear, and rare.
    pub fn split(&mut self, i: usize) {
        let shift = |v: &mut Vec<u32>| {
            for c in v.iter_mut() {
                if *c != UNMATCHED && *c as usize > i {
                    *c += 1;
                }
            }
            v.insert(i + 1, UNMATCHED);
        };
        shift(&mut self.close);
        shift(&mut self.paren_close);
        self.has_semi.insert(i + 1, false);
    }

    /// The index of the `)` matching the `(` at `i` (parentheses only), if no `;`, `{` or `}`
    /// comes first.
    pub fn paren_close_of(&self, i: usize) -> Option<usize> {
        match self.paren_close.get(i) {
            Some(&c) if c != UNMATCHED => Some(c as usize),
            _ => None,
        }
    }

    /// The index of the token closing the group opened at `i`, if it is closed.
    pub fn close_of(&self, i: usize) -> Option<usize> {
        match self.close.get(i) {
            Some(&c) if c != UNMATCHED => Some(c as usize),
            _ => None,
        }
    }

    /// Whether a `;` occurs inside the group opened at `i`.
    pub fn contains_semi(&self, i: usize) -> bool {
        self.has_semi.get(i).copied().unwrap_or(false)
    }
}

/// For each `(`, its `)` counting parentheses only; a `;`, `{` or `}` leaves every `(` still
/// open unmatched.
struct ParenMatcher {
    close: Vec<u32>,
    open: Vec<usize>,
}

impl ParenMatcher {
    fn new(n: usize) -> ParenMatcher {
        ParenMatcher {
            close: vec![UNMATCHED; n],
            open: Vec::new(),
        }
    }

    fn step(&mut self, i: usize, kind: TokenKind) {
        match kind {
            TokenKind::Punct(Punct::LParen) => self.open.push(i),
            TokenKind::Punct(Punct::RParen) => {
                if let Some(o) = self.open.pop() {
                    self.close[o] = i as u32;
                }
            }
            TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) => self.open.clear(),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn punct(p: Punct) -> TokenKind {
        TokenKind::Punct(p)
    }

    #[test]
    fn nested_groups_and_semicolons() {
        // ( [ ; ] ) { x
        let kinds = [
            punct(Punct::LParen),
            punct(Punct::LBracket),
            punct(Punct::Semi),
            punct(Punct::RBracket),
            punct(Punct::RParen),
            punct(Punct::LBrace),
            TokenKind::Ident,
        ];
        let g = BracketGroups::new(kinds.into_iter());
        assert_eq!(g.close_of(0), Some(4));
        assert_eq!(g.close_of(1), Some(3));
        assert_eq!(g.close_of(5), None);
        assert!(g.contains_semi(0) && g.contains_semi(1) && !g.contains_semi(5));
    }

    #[test]
    fn parentheses_alone_and_stops() {
        // ( [ ) ] ( ( ) ; ) ( { )
        let kinds = [
            punct(Punct::LParen),
            punct(Punct::LBracket),
            punct(Punct::RParen),
            punct(Punct::RBracket),
            punct(Punct::LParen),
            punct(Punct::LParen),
            punct(Punct::RParen),
            punct(Punct::Semi),
            punct(Punct::RParen),
            punct(Punct::LParen),
            punct(Punct::LBrace),
            punct(Punct::RParen),
        ];
        let mut g = BracketGroups::new(kinds.into_iter());
        assert_eq!(g.paren_close_of(0), Some(2));
        assert_eq!(g.paren_close_of(4), None);
        assert_eq!(g.paren_close_of(5), Some(6));
        assert_eq!(g.paren_close_of(9), None);
        g.split(3);
        assert_eq!(g.paren_close_of(0), Some(2));
        assert_eq!(g.paren_close_of(6), Some(7));
        assert_eq!((g.close_of(0), g.close_of(1)), (Some(3), Some(2)));
        assert_eq!((g.close_of(5), g.close_of(6)), (Some(9), Some(7)));
    }
}
