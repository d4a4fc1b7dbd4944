//! Lexical behaviour seen through the preprocessor, checked against cudafe++ 13.0.88
//! (probes b2/*, b3/*, col, tab, bom, crlf; run as `cudafe++ --stub_file_name s.c
//! --gen_c_file_name out.int.c [--output_mode sarif] x.cu`). Columns count characters, as
//! the reference's SARIF `unicodeCodePoints` columns do.

use rcudafe_base::source::MemoryFs;
use rcudafe_lex::{self as lex, ident, Encoding, LexOptions, Lexer, Punct, TokenKind};
use rcudafe_pp::{dump, PpOptions, Preprocessor};

fn run(src: &[u8]) -> String {
    let fs = MemoryFs::new();
    let mut pp = Preprocessor::new(b"x.cu", src.to_vec(), PpOptions::default(), &fs);
    dump(&mut pp)
}

fn diags(dump: &str) -> Vec<&str> {
    dump.lines()
        .filter(|l| l.starts_with("error ") || l.starts_with("warning "))
        .collect()
}

fn kinds(src: &[u8]) -> Vec<TokenKind> {
    let mut lx = Lexer::new(0, LexOptions::default());
    let mut v = Vec::new();
    loop {
        let t = lx.next(src);
        if t.kind == TokenKind::Eof {
            return v;
        }
        v.push(t.kind);
    }
}

#[test]
fn launch_brackets_and_shifts() {
    // `1 <<< 2` is taken as a launch (the reference asks for __cudaPushCallConfiguration);
    // `16 >>> 2` is `>>` `>` (error at the third `>`).
    assert_eq!(kinds(b"<<<"), [TokenKind::Punct(Punct::LaunchOpen)]);
    assert_eq!(
        kinds(b">>>"),
        [TokenKind::Punct(Punct::Shr), TokenKind::Punct(Punct::Gt)]
    );
}

#[test]
fn literal_forms() {
    assert_eq!(
        kinds(b"u8\"a\" L\"b\" u\"c\" U\"d\" R\"x(a\\n)\"b)x\" 12_k 0x12_k \"s\"_x"),
        [
            TokenKind::Str(Encoding::Utf8),
            TokenKind::Str(Encoding::Wide),
            TokenKind::Str(Encoding::Utf16),
            TokenKind::Str(Encoding::Utf32),
            TokenKind::Str(Encoding::Plain),
            TokenKind::Number,
            TokenKind::Number,
            TokenKind::Str(Encoding::Plain),
        ]
    );
    // Raw strings keep their newlines: the `;` is on line 2, the next line is 4 (probe raw).
    assert_eq!(
        run(b"const char *t = R\"(\nline2)\";\n\nint z;\n"),
        "x.cu:1: const char * t = R\"(\nline2)\"\nx.cu:2: ;\nx.cu:4: int z ;\n"
    );
}

#[test]
fn identifiers_with_ucns_and_utf8_are_one_symbol() {
    // `int été = 1;` and `int \u00e9t\u00e9 = 1;` both print `\u00e9t\u00e9`.
    assert_eq!(
        ident::printed_form("été".as_bytes()).as_ref(),
        b"\\u00e9t\\u00e9"
    );
    let fs = MemoryFs::new();
    let mut pp = Preprocessor::new(
        b"x.cu",
        "été \\u00e9t\\u00e9".as_bytes().to_vec(),
        PpOptions::default(),
        &fs,
    );
    let a = pp.next_token();
    let b = pp.next_token();
    assert_eq!(a.sym, b.sym);
    assert_eq!(pp.symbols().name(a.sym), "été".as_bytes());
}

#[test]
fn diagnostics_at_delivery() {
    let cases: &[(&[u8], &[&str])] = &[
        (b"int a;\n/* unclosed\nint b;\n", &["error EC6 x.cu:2:1: comment unclosed at end of file"]),
        (b"int a;\nint \0b;\n", &["warning EC1192 x.cu:2:5: null (zero) character in input line ignored"]),
        (b"in\0t a;\nint b = 1\0\0 2;\n", &[
            "warning EC1192 x.cu:1:3: null (zero) character in input line ignored",
            "warning EC1192 x.cu:2:10: null (zero) character in input line ignored",
            "warning EC1192 x.cu:2:11: null (zero) character in input line ignored",
        ]),
        (b"const char *s = \"a\xff\xfe\";\n", &[
            "error EC870 x.cu:1:19: invalid multibyte character sequence",
            "error EC870 x.cu:1:20: invalid multibyte character sequence",
        ]),
        (b"int a; // \xff\n/* \xfe */ int b;\n", &[]),
        (b"int a\xff;\n", &["error EC7 x.cu:1:6: unrecognized token"]),
        (b"int a; ` int b;\n", &["error EC7 x.cu:1:8: unrecognized token"]),
        (b"int a; @ $x; \\ int b;\n", &["error EC7 x.cu:1:8: unrecognized token", "error EC7 x.cu:1:14: unrecognized token"]),
        (b"const char *s = \"abc;\nint b;\n", &["error EC8 x.cu:1:17: missing closing quote"]),
        (b"char c = 'a;\nint b;\n", &["error EC8 x.cu:1:10: missing closing quote"]),
        (b"char c = '';\n", &["error EC25 x.cu:1:10: quoted string should contain at least one character"]),
        (b"int c = 'ab';\n", &["warning EC1422 x.cu:1:9: multicharacter character literal (potential portability problem)"]),
        (b"const char *s = R\"x(abc\nint b;\n", &["error EC2452 x.cu:1:17: ending delimiter for raw string not found"]),
        (b"const char *s = \"\\q\\400\\xfff\";\nint c = '\\q';\nint d = 'abcde';\nconst wchar_t *w = L\"\\x123456789\";\n", &[
            "warning EC192 x.cu:1:18: unrecognized character escape sequence",
            "warning EC27 x.cu:1:20: character value is out of range",
            "warning EC27 x.cu:1:24: character value is out of range",
            "warning EC192 x.cu:2:10: unrecognized character escape sequence",
            "warning EC1654 x.cu:3:9: too many characters in character literal -- extra leading characters ignored",
            "warning EC27 x.cu:4:22: character value is out of range",
        ]),
        (b"int __VA_ARGS__;\n", &["error EC969 x.cu:1:5: the identifier __VA_ARGS__ can only appear in the replacement lists of variadic macros"]),
        (b"int c;\\", &["error EC7 x.cu:1:7: unrecognized token"]),
    ];
    for (src, want) in cases {
        assert_eq!(diags(&run(src)), *want, "{}", String::from_utf8_lossy(src));
    }
}

#[test]
fn columns_count_characters_and_skip_the_bom() {
    // Probes col (UTF-8 before the token), tab (a tab is one column), bom.
    assert_eq!(
        diags(&run("const char *s = \"éé\"; int x = @;\n".as_bytes())),
        ["error EC7 x.cu:1:31: unrecognized token"]
    );
    assert_eq!(
        diags(&run(b"\tint\tx = @;\n")),
        ["error EC7 x.cu:1:10: unrecognized token"]
    );
    assert_eq!(
        diags(&run(b"\xEF\xBB\xBFint a = @;\n")),
        ["error EC7 x.cu:1:9: unrecognized token"]
    );
}

#[test]
fn crlf_and_splices() {
    assert_eq!(
        run(b"int a;\r\n#define X 1 +\r\nint b = X;\r\n"),
        "x.cu:1: int a ;\nx.cu:3: int b = 1 + ;\n"
    );
    // Tokens after a splice are on the next physical line.
    assert_eq!(
        run(b"#def\\\nine X 1\nin\\\nt a = X;\n"),
        "x.cu:3: int\nx.cu:4: a = 1 ;\n"
    );
    let src = b"in\\\nt";
    let mut lx = Lexer::new(0, LexOptions::default());
    let t = lx.next(src);
    assert_eq!(lex::spelling(src, &t).as_ref(), b"int");
}
