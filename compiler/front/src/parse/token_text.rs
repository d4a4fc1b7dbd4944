//! Declarations EDG re-prints from their tokens rather than from the IL.
//!
//! A deleted function template (`template<class T> void f(T) = delete;`, at namespace or
//! class scope) is printed as the tokens that were written: one space between tokens
//! except before `,` and `;`, a line break where the source had one followed by one space
//! per whitespace character that indented the next token, `decltype` spelled
//! `__decltype`, `>>` closing two lists as `> >`.

use super::Parser;
use crate::lex::{Punct, TokenKind};

impl Parser<'_, '_> {
    /// The text of tokens `start..end` in EDG's token re-print form.
    pub(super) fn token_text(&self, start: usize, end: usize) -> Vec<u8> {
        let sm = self.pp.source_map();
        let mut out = Vec::new();
        let mut prev_line: Option<(crate::source::FileId, u32)> = None;
        for i in start..end {
            let Some(t) = self.toks.get(i) else { break };
            let line = (t.spell.file, sm.physical_line(t.spell));
            match prev_line {
                None => {}
                Some(p) if p != line => {
                    out.push(b'\n');
                    let indent = t.spell.offset.saturating_sub(sm.line_start(t.spell));
                    out.extend(std::iter::repeat_n(b' ', indent as usize));
                }
                Some(_)
                    if !matches!(
                        t.kind,
                        TokenKind::Punct(Punct::Comma) | TokenKind::Punct(Punct::Semi)
                    ) =>
                {
                    out.push(b' ')
                }
                Some(_) => {}
            }
            prev_line = Some(line);
            let spelling = self.spelling(&t);
            if t.kind == TokenKind::Ident && t.sym == self.kw.decltype {
                out.extend_from_slice(b"__decltype");
            } else {
                out.extend_from_slice(&spelling);
            }
        }
        out
    }
}
