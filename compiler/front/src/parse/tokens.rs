//! The token stream as the parser keeps it: 24 bytes a token instead of a [`PpToken`]'s 32.
//!
//! A token's reported position (`loc`) is its spelling's except in macro expansions, so it
//! is stored only for the tokens where the two differ (peak memory: the whole stream is
//! alive beside the whole IL at the end of parsing).

use crate::lex::TokenKind;
use crate::pp::{PpToken, Symbol};
use crate::source::Pos;

/// A token without its `loc` (see [`MOVED`]).
#[derive(Clone, Copy, Debug)]
struct Stored {
    kind: TokenKind,
    flags: u32,
    len: u32,
    spell: Pos,
    sym: Symbol,
}

/// Set in a stored token's flags when its `loc` is in [`TokenStore::moved`] (a bit neither
/// the lexer nor the preprocessor uses).
const MOVED: u32 = 1 << 31;

/// `>>` as `>` (glued to the next) and `>`.
fn split_shift(t: PpToken) -> (PpToken, PpToken) {
    let gt = TokenKind::Punct(crate::lex::Punct::Gt);
    let mut first = t;
    first.kind = gt;
    first.len = 1;
    first.flags |= u32::from(crate::lex::flags::GLUED);
    let mut second = t;
    second.kind = gt;
    second.len = 1;
    second.spell.offset += 1;
    second.loc.offset += 1;
    second.flags &= !u32::from(crate::lex::flags::SPACE_BEFORE | crate::lex::flags::AT_BOL);
    (first, second)
}

/// The alternative tokens of [lex.digraph] (`and`, `not`, `bitand`...): after
/// preprocessing they are the operators they spell (EDG prints `and` as `&&`).
fn alternative_token(s: Symbol) -> Option<crate::lex::Punct> {
    use crate::lex::Punct::*;
    use crate::pp::symbols::sym;
    Some(match s {
        s if s == sym::AND => AmpAmp,
        s if s == sym::OR => PipePipe,
        s if s == sym::NOT => Bang,
        s if s == sym::BITAND => Amp,
        s if s == sym::BITOR => Pipe,
        s if s == sym::XOR => Caret,
        s if s == sym::COMPL => Tilde,
        s if s == sym::AND_EQ => AmpAssign,
        s if s == sym::OR_EQ => PipeAssign,
        s if s == sym::XOR_EQ => CaretAssign,
        s if s == sym::NOT_EQ => NotEq,
        _ => return None,
    })
}

#[derive(Clone, Debug, Default)]
pub struct TokenStore {
    toks: Vec<Stored>,
    /// `(index, loc)` of the tokens whose `loc` is not their `spell`, by index.
    moved: Vec<(u32, Pos)>,
}

impl TokenStore {
    pub fn new() -> TokenStore {
        TokenStore::default()
    }

    pub fn len(&self) -> usize {
        self.toks.len()
    }

    pub fn is_empty(&self) -> bool {
        self.toks.is_empty()
    }

    /// Appends a token. A `>>` is stored as two `>` tokens, the first marked
    /// [`flags::GLUED`](crate::lex::flags::GLUED): it closes two template argument lists as
    /// often as it shifts, and keeping both halves from the start keeps every token index
    /// stable (deferred member bodies, bracket groups and backtracking all hold indices).
    pub fn push(&mut self, t: PpToken) {
        if t.kind == TokenKind::Punct(crate::lex::Punct::Shr) && t.len == 2 {
            let (first, second) = split_shift(t);
            self.push_one(first);
            self.push_one(second);
        } else {
            self.push_one(t);
        }
    }

    fn push_one(&mut self, mut t: PpToken) {
        if t.kind == TokenKind::Ident {
            if let Some(p) = alternative_token(t.sym) {
                t.kind = TokenKind::Punct(p);
            }
        }
        let i = self.toks.len() as u32;
        let stored = self.stored(i, t);
        self.toks.push(stored);
    }

    fn stored(&mut self, i: u32, t: PpToken) -> Stored {
        debug_assert!(t.flags & MOVED == 0);
        let mut flags = t.flags;
        if t.loc != t.spell {
            flags |= MOVED;
            let at = self.moved.partition_point(|&(j, _)| j < i);
            self.moved.insert(at, (i, t.loc));
        }
        Stored {
            kind: t.kind,
            flags,
            len: t.len,
            spell: t.spell,
            sym: t.sym,
        }
    }

    /// Token `i` (panics past the end).
    pub fn at(&self, i: usize) -> PpToken {
        let s = self.toks[i];
        let loc = if s.flags & MOVED != 0 {
            let at = self.moved.partition_point(|&(j, _)| (j as usize) < i);
            self.moved[at].1
        } else {
            s.spell
        };
        PpToken {
            kind: s.kind,
            flags: s.flags & !MOVED,
            len: s.len,
            spell: s.spell,
            loc,
            sym: s.sym,
        }
    }

    pub fn get(&self, i: usize) -> Option<PpToken> {
        (i < self.toks.len()).then(|| self.at(i))
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = PpToken> + ExactSizeIterator + '_ {
        (0..self.toks.len()).map(|i| self.at(i))
    }

    /// Tokens `start..end`.
    pub fn range(&self, start: usize, end: usize) -> Box<[PpToken]> {
        (start..end).map(|i| self.at(i)).collect()
    }

    /// Replaces token `i` with `first` and inserts `second` after it (a `>>` split in two).
    pub fn split(&mut self, i: usize, first: PpToken, second: PpToken) {
        self.forget(i);
        for m in self.moved.iter_mut().filter(|m| m.0 as usize > i) {
            m.0 += 1;
        }
        let first = self.stored(i as u32, first);
        self.toks[i] = first;
        let second = self.stored(i as u32 + 1, second);
        self.toks.insert(i + 1, second);
    }

    fn forget(&mut self, i: usize) {
        if let Ok(at) = self.moved.binary_search_by_key(&(i as u32), |&(j, _)| j) {
            self.moved.remove(at);
        }
    }

    /// Drops the tokens from `start` on, releasing their memory.
    pub fn truncate(&mut self, start: usize) {
        self.toks.truncate(start);
        self.toks.shrink_to_fit();
        let keep = self.moved.partition_point(|&(j, _)| (j as usize) < start);
        self.moved.truncate(keep);
        self.moved.shrink_to_fit();
    }
}

impl From<Vec<PpToken>> for TokenStore {
    fn from(tokens: Vec<PpToken>) -> TokenStore {
        let mut store = TokenStore::new();
        store.toks.reserve_exact(tokens.len());
        for t in tokens {
            store.push(t);
        }
        store
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tok(offset: u32, loc: u32) -> PpToken {
        let pos = |o| Pos {
            file: crate::source::FileId(1),
            offset: o,
        };
        PpToken {
            kind: TokenKind::Ident,
            flags: 1,
            len: 2,
            spell: pos(offset),
            loc: pos(loc),
            sym: Symbol::NONE,
        }
    }

    #[test]
    fn tokens_come_back_as_pushed_and_split() {
        let toks = vec![tok(0, 0), tok(3, 90), tok(6, 6), tok(9, 95)];
        let mut store = TokenStore::from(toks.clone());
        assert_eq!(store.iter().collect::<Vec<_>>(), toks);
        store.split(1, tok(3, 90), tok(4, 91));
        assert_eq!(
            store.iter().collect::<Vec<_>>(),
            vec![toks[0], tok(3, 90), tok(4, 91), toks[2], toks[3]]
        );
        store.truncate(2);
        assert_eq!(store.iter().collect::<Vec<_>>(), vec![toks[0], tok(3, 90)]);
        assert_eq!(std::mem::size_of::<Stored>(), 24);
    }
}
