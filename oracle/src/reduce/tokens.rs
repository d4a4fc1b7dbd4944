//! The TU as rcudafe's lexer sees it, for the syntax-aware passes: tokens with byte ranges,
//! whether each sits on a preprocessor directive line, and matching brackets.

use rcudafe::lex::{LexOptions, Lexer, Punct, TokenKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Ident,
    Number,
    /// A character or string literal.
    Literal,
    Punct(Punct),
    Other,
}

#[derive(Clone, Copy, Debug)]
pub struct Tok {
    pub start: usize,
    pub end: usize,
    pub kind: Kind,
    /// On a `#` directive line.
    pub directive: bool,
    /// For `(`, `[`, `{` and their closers: the index of the matching bracket.
    pub partner: Option<usize>,
}

pub struct Tokens<'a> {
    pub text: &'a [u8],
    pub toks: Vec<Tok>,
}

impl<'a> Tokens<'a> {
    pub fn lex(text: &'a [u8]) -> Tokens<'a> {
        let mut lexer = Lexer::new(0, LexOptions::default());
        let mut toks: Vec<Tok> = Vec::new();
        let mut directive = false;
        // The lexer always advances, but a cap keeps any surprise from looping forever.
        for _ in 0..=text.len() {
            let t = lexer.next(text);
            let kind = match t.kind {
                TokenKind::Eof => break,
                TokenKind::Nul | TokenKind::CommentUnclosed | TokenKind::Pragma => continue,
                TokenKind::Ident => Kind::Ident,
                TokenKind::Number => Kind::Number,
                TokenKind::Char(_) | TokenKind::Str(_) | TokenKind::HeaderName => Kind::Literal,
                TokenKind::Punct(p) => Kind::Punct(p),
                TokenKind::Unknown => Kind::Other,
            };
            if t.has(rcudafe::lex::flags::AT_BOL) {
                directive = kind == Kind::Punct(Punct::Hash);
            }
            let (start, end) = (t.offset as usize, (t.end() as usize).min(text.len()));
            toks.push(Tok {
                start,
                end,
                kind,
                directive,
                partner: None,
            });
        }
        let mut tokens = Tokens { text, toks };
        tokens.match_brackets();
        tokens
    }

    fn match_brackets(&mut self) {
        let mut stack: Vec<usize> = Vec::new();
        for i in 0..self.toks.len() {
            if self.toks[i].directive {
                continue;
            }
            let closer_of = match self.toks[i].kind {
                Kind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => {
                    stack.push(i);
                    continue;
                }
                Kind::Punct(Punct::RParen) => Punct::LParen,
                Kind::Punct(Punct::RBracket) => Punct::LBracket,
                Kind::Punct(Punct::RBrace) => Punct::LBrace,
                _ => continue,
            };
            if let Some(pos) = stack
                .iter()
                .rposition(|&o| self.toks[o].kind == Kind::Punct(closer_of))
            {
                let open = stack[pos];
                stack.truncate(pos);
                self.toks[open].partner = Some(i);
                self.toks[i].partner = Some(open);
            }
        }
    }

    pub fn len(&self) -> usize {
        self.toks.len()
    }

    /// The token's text (empty past the last token).
    pub fn spelling(&self, i: usize) -> &'a [u8] {
        self.toks.get(i).map_or(&[], |t| &self.text[t.start..t.end])
    }

    pub fn is(&self, i: usize, p: Punct) -> bool {
        self.toks.get(i).is_some_and(|t| t.kind == Kind::Punct(p))
    }

    pub fn is_ident(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.kind == Kind::Ident)
    }

    /// An opening `(`, `[` or `{` with its closer, on code lines.
    pub fn open_close(&self, i: usize) -> Option<usize> {
        let t = self.toks.get(i)?;
        matches!(
            t.kind,
            Kind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace)
        )
        .then_some(t.partner?)
        .filter(|&c| c > i)
    }

    /// The template argument list opened by `<` at `i` (after an identifier): the index of the
    /// token that closes it and the byte offset of its `>` (a `>>` closes two lists: the inner one
    /// at its first byte). A guess: the test decides whether it was a template argument list.
    pub fn angle_close(&self, i: usize) -> Option<(usize, usize)> {
        if !self.is(i, Punct::Lt) || i == 0 || !self.is_ident(i - 1) || self.toks[i].directive {
            return None;
        }
        let mut depth = 1usize;
        let mut j = i + 1;
        while j < self.len() {
            match self.toks[j].kind {
                Kind::Punct(Punct::LParen | Punct::LBracket) => j = self.toks[j].partner?,
                Kind::Punct(Punct::Lt) if self.is_ident(j - 1) => depth += 1,
                Kind::Punct(Punct::Gt) if depth == 1 => return Some((j, self.toks[j].start)),
                Kind::Punct(Punct::Gt) => depth -= 1,
                Kind::Punct(Punct::Shr) if depth <= 2 => {
                    return Some((j, self.toks[j].start + depth - 1))
                }
                Kind::Punct(Punct::Shr) => depth -= 2,
                Kind::Punct(
                    Punct::Semi | Punct::LBrace | Punct::RBrace | Punct::RParen | Punct::RBracket,
                ) => return None,
                _ => {}
            }
            j += 1;
        }
        None
    }

    /// Commas directly inside the list `open..close` (not inside nested brackets).
    pub fn top_level_commas(&self, open: usize, close: usize) -> Vec<usize> {
        let mut commas = Vec::new();
        let mut j = open + 1;
        while j < close {
            if let Some(c) = self.open_close(j) {
                j = c.min(close);
            } else if let Some((c, _)) = self.angle_close(j) {
                if c < close {
                    j = c;
                }
            } else if self.is(j, Punct::Comma) {
                commas.push(j);
            }
            j += 1;
        }
        commas
    }
}

/// Brackets on code lines without a partner: a text the reference accepts has none (outside
/// skipped `#if` groups), so an edit that adds one makes a text the reference rejects.
pub fn unmatched_brackets(text: &[u8]) -> usize {
    let t = Tokens::lex(text);
    t.toks
        .iter()
        .filter(|k| {
            !k.directive
                && k.partner.is_none()
                && matches!(
                    k.kind,
                    Kind::Punct(
                        Punct::LParen
                            | Punct::LBracket
                            | Punct::LBrace
                            | Punct::RParen
                            | Punct::RBracket
                            | Punct::RBrace
                    )
                )
        })
        .count()
}

/// C++ and CUDA words a rename must not touch, nor an inline treat as a name.
pub fn is_reserved(word: &[u8]) -> bool {
    const WORDS: &[&str] = &[
        "alignas",
        "alignof",
        "asm",
        "auto",
        "bool",
        "break",
        "case",
        "catch",
        "char",
        "char16_t",
        "char32_t",
        "char8_t",
        "class",
        "co_await",
        "co_return",
        "co_yield",
        "concept",
        "const",
        "const_cast",
        "consteval",
        "constexpr",
        "constinit",
        "continue",
        "decltype",
        "default",
        "delete",
        "do",
        "double",
        "dynamic_cast",
        "else",
        "enum",
        "explicit",
        "export",
        "extern",
        "false",
        "float",
        "for",
        "friend",
        "goto",
        "if",
        "inline",
        "int",
        "long",
        "mutable",
        "namespace",
        "new",
        "noexcept",
        "nullptr",
        "operator",
        "private",
        "protected",
        "public",
        "register",
        "reinterpret_cast",
        "requires",
        "return",
        "short",
        "signed",
        "sizeof",
        "static",
        "static_assert",
        "static_cast",
        "struct",
        "switch",
        "template",
        "this",
        "thread_local",
        "throw",
        "true",
        "try",
        "typedef",
        "typeid",
        "typename",
        "union",
        "unsigned",
        "using",
        "virtual",
        "void",
        "volatile",
        "wchar_t",
        "while",
        "final",
        "override",
        "main",
        "define",
        "undef",
        "include",
        "ifdef",
        "ifndef",
        "elif",
        "endif",
        "defined",
        "pragma",
        "line",
        "error",
        "threadIdx",
        "blockIdx",
        "blockDim",
        "gridDim",
        "warpSize",
        "dim3",
        "size_t",
        "std",
    ];
    word.starts_with(b"__") || WORDS.iter().any(|w| w.as_bytes() == word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_match_and_directives_are_marked() {
        let text = b"#define F(x) (x)\nint f(int a[2]) { return g<int, h<2>>(a); }\n";
        let t = Tokens::lex(text);
        let open = (0..t.len())
            .find(|&i| !t.toks[i].directive && t.is(i, Punct::LParen))
            .unwrap();
        assert_eq!(t.spelling(t.open_close(open).unwrap()), b")");
        assert!(t.toks[..9].iter().all(|k| k.directive) && !t.toks[9].directive);
        let lt = (0..t.len()).find(|&i| t.is(i, Punct::Lt)).unwrap();
        let (close, at) = t.angle_close(lt).unwrap();
        assert_eq!((t.spelling(close), text[at + 1]), (&b">>"[..], b'('));
        assert_eq!(t.top_level_commas(lt, close).len(), 1);
        let inner = (lt + 1..t.len()).find(|&i| t.is(i, Punct::Lt)).unwrap();
        assert_eq!(t.angle_close(inner).unwrap(), (close, at - 1));
    }

    #[test]
    fn unmatched_brackets_are_counted_off_directive_lines() {
        assert_eq!(unmatched_brackets(b"#define L (\nint f() { g(1); }"), 0);
        assert_eq!(unmatched_brackets(b"#define L (\nint f() { g(1); "), 1);
        assert_eq!(unmatched_brackets(b"int f() ) { g(1]; }"), 3);
    }
}
