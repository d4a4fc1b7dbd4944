//! What the CUDA checks need of the token stream: the index of the token at a position (the
//! merge key with the other stages' diagnostics) and the words before a declaration (where
//! its decl-specifiers start). The view borrows the parser's own tokens, so the checks can
//! run while parsing goes on (after each namespace-scope declaration).

use crate::parse::TokenStore;
use crate::pp::Symbol;
use crate::source::Pos;

/// The first token at each position, sorted by position: a binary search over 4 bytes a
/// token instead of a hash map or (position, index) pairs (peak memory on a 100K-line TU).
#[derive(Debug, Default)]
pub struct TokenIndex {
    first_at: Vec<u32>,
    /// The number of tokens it was built for (a `>=` split after a template argument list
    /// inserts one; the index is rebuilt then).
    built_for: usize,
}

impl TokenIndex {
    /// The view of `toks`, rebuilding the index if the stream changed length since.
    pub fn view<'a>(&'a mut self, toks: &'a TokenStore) -> StreamView<'a> {
        if self.built_for != toks.len() || (self.first_at.is_empty() && !toks.is_empty()) {
            let mut at: Vec<(Pos, u32)> = (0..toks.len())
                .map(|i| (toks.at(i).loc, i as u32))
                .collect();
            at.sort_unstable();
            at.dedup_by_key(|&mut (pos, _)| pos);
            self.first_at = at.into_iter().map(|(_, i)| i).collect();
            self.first_at.shrink_to_fit();
            self.built_for = toks.len();
        }
        StreamView {
            toks,
            first_at: &self.first_at,
            end: toks.len() as u32,
            prior_errors: Vec::new(),
        }
    }
}

/// The token stream as the checks read it.
#[derive(Debug)]
pub struct StreamView<'a> {
    toks: &'a TokenStore,
    first_at: &'a [u32],
    /// The index issues get when their position is not a token's (the end of the stream).
    end: u32,
    /// Token indexes of the errors other stages reported (sorted).
    pub prior_errors: Vec<u32>,
}

impl StreamView<'_> {
    /// Whether another stage reported an error before token `index`.
    pub fn error_before(&self, index: u32) -> bool {
        self.prior_errors.first().is_some_and(|&e| e < index)
    }

    pub(crate) fn loc(&self, i: usize) -> Option<Pos> {
        self.toks.get(i).map(|t| t.loc)
    }

    pub(crate) fn sym(&self, i: usize) -> Symbol {
        self.toks.get(i).map_or(Symbol::NONE, |t| t.sym)
    }

    /// The position of the first token after the run of tokens reported at `pos` (a
    /// macro invocation's expansion).
    pub fn after_run(&self, pos: Pos) -> Pos {
        let Some(i) = self.first_index(pos) else {
            return pos;
        };
        let mut i = i as usize;
        while self.loc(i) == Some(pos) {
            i += 1;
        }
        self.loc(i).unwrap_or(pos)
    }

    /// The position of the token after the one at `pos` (`pos` when unknown).
    pub fn next_loc(&self, pos: Pos) -> Pos {
        self.first_index(pos)
            .and_then(|i| self.loc(i as usize + 1))
            .unwrap_or(pos)
    }

    /// The index of the first token reported at `pos`.
    pub fn index(&self, pos: Pos) -> u32 {
        self.first_index(pos).unwrap_or(self.end)
    }

    pub(crate) fn first_index(&self, pos: Pos) -> Option<u32> {
        let k = self
            .first_at
            .binary_search_by_key(&pos, |&i| self.toks.at(i as usize).loc)
            .ok()?;
        Some(self.first_at[k])
    }
}
