//! Unit tests of the lexer: token boundaries, flags and pseudo-tokens.

use super::*;

fn lex_all(src: &[u8]) -> Vec<(TokenKind, String, u16)> {
    let mut lx = Lexer::new(0, LexOptions::default());
    let mut out = Vec::new();
    for _ in 0..10_000 {
        let t = lx.next(src);
        if t.kind == TokenKind::Eof {
            break;
        }
        out.push((
            t.kind,
            String::from_utf8_lossy(&spelling(src, &t)).into_owned(),
            t.flags,
        ));
    }
    out
}

fn texts(src: &[u8]) -> Vec<String> {
    lex_all(src).into_iter().map(|t| t.1).collect()
}

#[test]
fn identifiers_numbers_punctuators() {
    assert_eq!(
        texts(b"int x_1 = 0x1p3+.5e-3;"),
        ["int", "x_1", "=", "0x1p3", "+", ".5e-3", ";"]
    );
    assert_eq!(
        texts(b"a->*b...c::d<<<e>>>f"),
        ["a", "->*", "b", "...", "c", "::", "d", "<<<", "e", ">>", ">", "f"]
    );
    assert_eq!(
        texts(b"1'000 0x1e+5 12_k $x"),
        ["1'000", "0x1e+5", "12_k", "$x"]
    );
}

#[test]
fn literals_with_prefixes_and_suffixes() {
    let toks = lex_all(b"u8\"a\" L'b' u\"c\"_s U'd' R\"x(a)\"b)x\" LR\"(r)\" u8R\"(q)\"");
    let kinds: Vec<TokenKind> = toks.iter().map(|t| t.0).collect();
    assert_eq!(
        kinds,
        [
            TokenKind::Str(Encoding::Utf8),
            TokenKind::Char(Encoding::Wide),
            TokenKind::Str(Encoding::Utf16),
            TokenKind::Char(Encoding::Utf32),
            TokenKind::Str(Encoding::Plain),
            TokenKind::Str(Encoding::Wide),
            TokenKind::Str(Encoding::Utf8),
        ]
    );
    assert_eq!(toks[4].1, "R\"x(a)\"b)x\"");
    assert!(toks[2].2 & flags::UD_SUFFIX != 0);
    assert!(toks[4].2 & flags::RAW != 0);
    // u8 character literals only from C++17 on: before, `u8` is an identifier.
    let mut lx = Lexer::new(0, LexOptions::for_standard(2014));
    assert_eq!(lx.next(b"u8'a'").kind, TokenKind::Ident);
}

#[test]
fn unterminated_literals() {
    let toks = lex_all(b"\"abc;\nint");
    assert_eq!(toks[0].0, TokenKind::Str(Encoding::Plain));
    assert_eq!(toks[0].1, "\"abc;");
    assert!(toks[0].2 & flags::UNTERMINATED != 0);
    assert_eq!(toks[1].1, "int");
    assert!(toks[1].2 & flags::AT_BOL != 0);
    let raw = lex_all(b"R\"x(abc\nint b;\n");
    assert_eq!(raw.len(), 1);
    assert!(raw[0].2 & flags::UNTERMINATED != 0);
}

#[test]
fn splices_and_line_flags() {
    let toks = lex_all(b"in\\\nt a\\\r\nb\n  c // x\\\n y\nd");
    assert_eq!(
        toks.iter().map(|t| t.1.as_str()).collect::<Vec<_>>(),
        ["int", "ab", "c", "d"]
    );
    assert!(toks[0].2 & flags::SPLICED != 0);
    assert!(toks[2].2 & flags::AT_BOL != 0 && toks[2].2 & flags::SPACE_BEFORE != 0);
    assert!(toks[3].2 & flags::AT_BOL != 0);
}

#[test]
fn comments_and_pseudo_tokens() {
    let toks = lex_all(b"a/* x */b\0c /* open");
    let kinds: Vec<TokenKind> = toks.iter().map(|t| t.0).collect();
    assert_eq!(
        kinds,
        [
            TokenKind::Ident,
            TokenKind::Ident,
            TokenKind::Nul,
            TokenKind::Ident,
            TokenKind::CommentUnclosed
        ]
    );
    assert!(toks[1].2 & flags::SPACE_BEFORE != 0);
    assert!(toks[3].2 & flags::SPACE_BEFORE != 0);
}

#[test]
fn stray_and_non_ascii() {
    let toks = lex_all("@ ` \\ été \\u00e9x a\u{ff}".as_bytes());
    assert_eq!(toks[0].0, TokenKind::Unknown);
    assert_eq!(toks[1].0, TokenKind::Unknown);
    assert_eq!(toks[2].0, TokenKind::Unknown);
    assert_eq!((toks[3].0, toks[3].1.as_str()), (TokenKind::Ident, "été"));
    assert!(toks[3].2 & flags::NON_ASCII != 0);
    assert!(toks[4].2 & flags::UCN != 0);
    let bad = lex_all(b"a\xff;");
    assert_eq!(
        bad.iter().map(|t| t.0).collect::<Vec<_>>(),
        [
            TokenKind::Ident,
            TokenKind::Unknown,
            TokenKind::Punct(Punct::Semi)
        ]
    );
}

#[test]
fn bad_bytes_in_literals_are_flagged() {
    let toks = lex_all(b"\"a\xff\xfe\" 'x\0'");
    assert!(toks[0].2 & flags::BAD_UTF8 != 0);
    assert!(toks[1].2 & flags::HAS_NUL != 0);
}

#[test]
fn header_names() {
    let src = b"<a/b.h> \"q.h\" <x";
    let mut lx = Lexer::new(0, LexOptions::default());
    let t = lx.header_name(src).unwrap();
    assert_eq!(
        (t.kind, &src[t.offset as usize..t.end() as usize]),
        (TokenKind::HeaderName, &b"<a/b.h>"[..])
    );
    assert!(t.has(flags::ANGLED));
    let t = lx.header_name(src).unwrap();
    assert_eq!(&src[t.offset as usize..t.end() as usize], b"\"q.h\"");
    let t = lx.header_name(src).unwrap();
    assert!(t.has(flags::UNTERMINATED));
    let mut lx = Lexer::new(0, LexOptions::default());
    assert_eq!(lx.header_name(b"MACRO"), None);
    assert_eq!(lx.next(b"MACRO").kind, TokenKind::Ident);
}

#[test]
fn random_bytes_never_panic_and_always_advance() {
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    for round in 0..200 {
        let mut src = Vec::with_capacity(512);
        for _ in 0..512 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let pick = (seed >> 24) as u8;
            // Bias towards interesting characters.
            let b = match round % 3 {
                0 => pick,
                1 => {
                    let set = b"\\\n\"'/*R(u8)<:%#\r\0x1e+";
                    set[(pick as usize) % set.len()]
                }
                _ => pick & 0x7F,
            };
            src.push(b);
        }
        let mut lx = Lexer::new(0, LexOptions::default());
        let mut last = 0u32;
        let mut n = 0;
        loop {
            let t = lx.next(&src);
            if t.kind == TokenKind::Eof {
                break;
            }
            assert!(
                lx.position() > last || t.len > 0 || t.kind == TokenKind::Nul,
                "no progress"
            );
            assert!(t.end() as usize <= src.len());
            last = lx.position();
            n += 1;
            assert!(n <= src.len() + 1);
        }
    }
}
