//! Punctuators: the operator and separator tokens of C++ plus CUDA's `<<<`.
//!
//! Scanning is longest match with three exceptions the reference shares: `<::` not
//! followed by `:` or `>` is `<` then `::` (C++11), `<=>` exists only from C++20, and
//! `>>>` is never one token (`16 >>> 2` is `>>` `>`: the reference reports the third `>`),
//! while `<<<` always is (`1 <<< 2` is taken as a kernel launch). The parser splits `>>`
//! in template argument lists and reads `>>` `>` as the end of a launch configuration.
//! Digraphs (`<: :> <% %> %: %:%:`) map to the same punctuator as their primary spelling;
//! the token keeps its source text, so re-printing can still tell them apart.

/// A punctuator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Punct {
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    LParen,
    RParen,
    Semi,
    Colon,
    ColonColon,
    Ellipsis,
    Question,
    Dot,
    DotStar,
    Arrow,
    ArrowStar,
    Tilde,
    Bang,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Caret,
    Amp,
    Pipe,
    Assign,
    PlusAssign,
    MinusAssign,
    StarAssign,
    SlashAssign,
    PercentAssign,
    CaretAssign,
    AmpAssign,
    PipeAssign,
    EqEq,
    NotEq,
    Lt,
    Gt,
    LtEq,
    GtEq,
    Spaceship,
    AmpAmp,
    PipePipe,
    Shl,
    Shr,
    ShlAssign,
    ShrAssign,
    PlusPlus,
    MinusMinus,
    Comma,
    Hash,
    HashHash,
    /// CUDA `<<<`, the start of a kernel launch configuration.
    LaunchOpen,
}

impl Punct {
    /// The primary spelling.
    pub fn spelling(self) -> &'static str {
        use Punct::*;
        match self {
            LBrace => "{",
            RBrace => "}",
            LBracket => "[",
            RBracket => "]",
            LParen => "(",
            RParen => ")",
            Semi => ";",
            Colon => ":",
            ColonColon => "::",
            Ellipsis => "...",
            Question => "?",
            Dot => ".",
            DotStar => ".*",
            Arrow => "->",
            ArrowStar => "->*",
            Tilde => "~",
            Bang => "!",
            Plus => "+",
            Minus => "-",
            Star => "*",
            Slash => "/",
            Percent => "%",
            Caret => "^",
            Amp => "&",
            Pipe => "|",
            Assign => "=",
            PlusAssign => "+=",
            MinusAssign => "-=",
            StarAssign => "*=",
            SlashAssign => "/=",
            PercentAssign => "%=",
            CaretAssign => "^=",
            AmpAssign => "&=",
            PipeAssign => "|=",
            EqEq => "==",
            NotEq => "!=",
            Lt => "<",
            Gt => ">",
            LtEq => "<=",
            GtEq => ">=",
            Spaceship => "<=>",
            AmpAmp => "&&",
            PipePipe => "||",
            Shl => "<<",
            Shr => ">>",
            ShlAssign => "<<=",
            ShrAssign => ">>=",
            PlusPlus => "++",
            MinusMinus => "--",
            Comma => ",",
            Hash => "#",
            HashHash => "##",
            LaunchOpen => "<<<",
        }
    }

    /// Recognises a complete spelling (used to validate `##` pastes). Digraphs count.
    pub fn from_spelling(s: &[u8], spaceship: bool) -> Option<(Punct, bool)> {
        let (p, len, digraph) = scan(s, spaceship)?;
        (len == s.len()).then_some((p, digraph))
    }
}

/// Scans the longest punctuator at the start of `s` (already free of splices).
/// Returns the punctuator, its length in bytes, and whether it is a digraph.
pub fn scan(s: &[u8], spaceship: bool) -> Option<(Punct, usize, bool)> {
    use Punct::*;
    let c0 = *s.first()?;
    let c1 = s.get(1).copied().unwrap_or(0);
    let c2 = s.get(2).copied().unwrap_or(0);
    let c3 = s.get(3).copied().unwrap_or(0);
    let r = match c0 {
        b'{' => (LBrace, 1, false),
        b'}' => (RBrace, 1, false),
        b'[' => (LBracket, 1, false),
        b']' => (RBracket, 1, false),
        b'(' => (LParen, 1, false),
        b')' => (RParen, 1, false),
        b';' => (Semi, 1, false),
        b'?' => (Question, 1, false),
        b'~' => (Tilde, 1, false),
        b',' => (Comma, 1, false),
        b':' => match c1 {
            b':' => (ColonColon, 2, false),
            b'>' => (RBracket, 2, true),
            _ => (Colon, 1, false),
        },
        b'.' => match (c1, c2) {
            (b'.', b'.') => (Ellipsis, 3, false),
            (b'*', _) => (DotStar, 2, false),
            _ => (Dot, 1, false),
        },
        b'-' => match (c1, c2) {
            (b'>', b'*') => (ArrowStar, 3, false),
            (b'>', _) => (Arrow, 2, false),
            (b'-', _) => (MinusMinus, 2, false),
            (b'=', _) => (MinusAssign, 2, false),
            _ => (Minus, 1, false),
        },
        b'+' => match c1 {
            b'+' => (PlusPlus, 2, false),
            b'=' => (PlusAssign, 2, false),
            _ => (Plus, 1, false),
        },
        b'*' => {
            if c1 == b'=' {
                (StarAssign, 2, false)
            } else {
                (Star, 1, false)
            }
        }
        b'/' => {
            if c1 == b'=' {
                (SlashAssign, 2, false)
            } else {
                (Slash, 1, false)
            }
        }
        b'^' => {
            if c1 == b'=' {
                (CaretAssign, 2, false)
            } else {
                (Caret, 1, false)
            }
        }
        b'!' => {
            if c1 == b'=' {
                (NotEq, 2, false)
            } else {
                (Bang, 1, false)
            }
        }
        b'=' => {
            if c1 == b'=' {
                (EqEq, 2, false)
            } else {
                (Assign, 1, false)
            }
        }
        b'&' => match c1 {
            b'&' => (AmpAmp, 2, false),
            b'=' => (AmpAssign, 2, false),
            _ => (Amp, 1, false),
        },
        b'|' => match c1 {
            b'|' => (PipePipe, 2, false),
            b'=' => (PipeAssign, 2, false),
            _ => (Pipe, 1, false),
        },
        b'%' => match (c1, c2, c3) {
            (b':', b'%', b':') => (HashHash, 4, true),
            (b':', _, _) => (Hash, 2, true),
            (b'>', _, _) => (RBrace, 2, true),
            (b'=', _, _) => (PercentAssign, 2, false),
            _ => (Percent, 1, false),
        },
        b'#' => {
            if c1 == b'#' {
                (HashHash, 2, false)
            } else {
                (Hash, 1, false)
            }
        }
        b'>' => match (c1, c2) {
            (b'>', b'=') => (ShrAssign, 3, false),
            (b'>', _) => (Shr, 2, false),
            (b'=', _) => (GtEq, 2, false),
            _ => (Gt, 1, false),
        },
        b'<' => match (c1, c2) {
            (b'<', b'<') => (LaunchOpen, 3, false),
            (b'<', b'=') => (ShlAssign, 3, false),
            (b'<', _) => (Shl, 2, false),
            (b'=', b'>') if spaceship => (Spaceship, 3, false),
            (b'=', _) => (LtEq, 2, false),
            (b'%', _) => (LBrace, 2, true),
            // `<::` is `<` `::` unless followed by `:` or `>` (C++11 [lex.pptoken]).
            (b':', b':') if c3 != b':' && c3 != b'>' => (Lt, 1, false),
            (b':', _) => (LBracket, 2, true),
            _ => (Lt, 1, false),
        },
        _ => return None,
    };
    Some(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(s: &str) -> (Punct, usize) {
        let (p, n, _) = scan(s.as_bytes(), false).unwrap();
        (p, n)
    }

    #[test]
    fn longest_match() {
        assert_eq!(first("<<<2"), (Punct::LaunchOpen, 3));
        assert_eq!(first(">>>2"), (Punct::Shr, 2));
        assert_eq!(first(">>=x"), (Punct::ShrAssign, 3));
        assert_eq!(first("->*p"), (Punct::ArrowStar, 3));
        assert_eq!(first("..x"), (Punct::Dot, 1));
        assert_eq!(first("...x"), (Punct::Ellipsis, 3));
        assert_eq!(first("<=>"), (Punct::LtEq, 2));
        assert_eq!(scan(b"<=>", true).map(|r| r.0), Some(Punct::Spaceship));
    }

    #[test]
    fn digraphs_and_the_colon_rule() {
        assert_eq!(scan(b"%:%:", false), Some((Punct::HashHash, 4, true)));
        assert_eq!(scan(b"<%", false), Some((Punct::LBrace, 2, true)));
        assert_eq!(first("<::a"), (Punct::Lt, 1));
        assert_eq!(first("<:::"), (Punct::LBracket, 2));
        assert_eq!(first("<::>"), (Punct::LBracket, 2));
        assert_eq!(
            Punct::from_spelling(b"->", false),
            Some((Punct::Arrow, false))
        );
        assert_eq!(Punct::from_spelling(b"+-", false), None);
    }

    #[test]
    fn spellings_round_trip() {
        for p in [
            Punct::LaunchOpen,
            Punct::ArrowStar,
            Punct::HashHash,
            Punct::ShlAssign,
            Punct::Comma,
        ] {
            assert_eq!(
                Punct::from_spelling(p.spelling().as_bytes(), true),
                Some((p, false))
            );
        }
    }
}
