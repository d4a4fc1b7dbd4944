//! The lexer: bytes → preprocessing tokens.
//!
//! Pure and allocation-free per token: a [`Token`] is a kind, flags, a byte offset and a
//! length; its text is read back from the file ([`spelling`]). Problems are flags on
//! tokens (an unterminated literal, invalid UTF-8 or a NUL inside one), or pseudo-tokens
//! the preprocessor reports and drops ([`TokenKind::Nul`] for a NUL byte between tokens,
//! [`TokenKind::CommentUnclosed`], [`TokenKind::Unknown`] for a stray character): the
//! lexer never calls the diagnostic engine, because the same text lexed in a skipped
//! `#if 0` group must stay silent while a NUL byte there is still reported.
//!
//! Translation phases 1–2 happen on the fly: a backslash-newline (or backslash-CRLF)
//! splice is skipped wherever it occurs (the token is flagged [`flags::SPLICED`] and
//! [`spelling`] removes it); a `\r` is whitespace, so CRLF input lexes like LF input. A
//! UTF-8 byte-order mark is skipped by starting the lexer after it
//! (`rcudafe_base::source::SourceMap::content_start`). Whitespace is not a token: each token
//! records whether whitespace preceded it and whether it starts a line, which is what
//! directives, `#` stringizing and the re-printing of `#pragma` lines need.
//!
//! Keywords are left to the parser (they are identifiers here), and so are the
//! template/shift decisions about `>>` ([`punct`]).

pub mod ident;
pub mod literal;
pub mod number;
pub mod punct;

use std::borrow::Cow;

pub use punct::Punct;

/// The encoding prefix of a character or string literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    Plain,
    /// `L`
    Wide,
    /// `u8`
    Utf8,
    /// `u`
    Utf16,
    /// `U`
    Utf32,
}

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    Eof,
    Ident,
    /// A preprocessing number (`12`, `0x1p3`, `1e+5`, `12_k`, `1'000`).
    Number,
    Char(Encoding),
    Str(Encoding),
    Punct(Punct),
    /// `<...>` or `"..."` after `#include` ([`flags::ANGLED`] for the first).
    HeaderName,
    /// A character that starts no token (`@`, `` ` ``, a stray `\`, an invalid UTF-8 byte).
    Unknown,
    /// A NUL byte between tokens (whitespace, but the reference warns about each).
    Nul,
    /// A `/*` comment with no `*/`: the token runs from `/*` to the end of the file.
    CommentUnclosed,
    /// Made by the preprocessor only: a `#pragma` line or `_Pragma` operator that the
    /// parser or printer needs, in its place in the token stream (see `rcudafe_pp`).
    Pragma,
}

/// Token flags.
pub mod flags {
    /// First token on its (logical) line.
    pub const AT_BOL: u16 = 1 << 0;
    /// Whitespace, a comment or a line end precedes the token.
    pub const SPACE_BEFORE: u16 = 1 << 1;
    /// The token's text contains a backslash-newline splice.
    pub const SPLICED: u16 = 1 << 2;
    /// A literal without its closing quote (or raw-string delimiter); a header name
    /// without its `>` or `"`.
    pub const UNTERMINATED: u16 = 1 << 3;
    /// A raw string literal (`R"d(...)d"`).
    pub const RAW: u16 = 1 << 4;
    /// A literal with a user-defined-literal suffix (`"s"_x`, `'c'_y`).
    pub const UD_SUFFIX: u16 = 1 << 5;
    /// A digraph (`<:`, `%:`...).
    pub const DIGRAPH: u16 = 1 << 6;
    /// An identifier or number containing a universal character name.
    pub const UCN: u16 = 1 << 7;
    /// An identifier or number containing UTF-8 encoded characters.
    pub const NON_ASCII: u16 = 1 << 8;
    /// A literal containing bytes that are not valid UTF-8.
    pub const BAD_UTF8: u16 = 1 << 9;
    /// A literal containing a NUL byte.
    pub const HAS_NUL: u16 = 1 << 10;
    /// A header name in angle brackets.
    pub const ANGLED: u16 = 1 << 11;
    /// A raw string whose delimiter is invalid.
    pub const BAD_RAW_DELIMITER: u16 = 1 << 12;
    /// Set by the parser's token store on the first `>` of a `>>` it keeps as two tokens:
    /// the next `>` continues this one (a shift operator, or two template argument lists).
    pub const GLUED: u16 = 1 << 13;
}

/// A preprocessing token of one buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub flags: u16,
    pub offset: u32,
    pub len: u32,
}

impl Token {
    pub fn has(&self, flag: u16) -> bool {
        self.flags & flag != 0
    }

    pub fn is_punct(&self, p: Punct) -> bool {
        self.kind == TokenKind::Punct(p)
    }

    pub fn end(&self) -> u32 {
        self.offset.saturating_add(self.len)
    }
}

/// Language-dependent lexing choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LexOptions {
    /// User-defined-literal suffixes (C++11).
    pub ud_suffixes: bool,
    /// `u8'c'` character literals (C++17).
    pub u8_char: bool,
    /// `<=>` (C++20).
    pub spaceship: bool,
    /// `1'000` digit separators (C++14).
    pub digit_separators: bool,
}

impl LexOptions {
    /// The options of a C++ standard given as its year (`2003`, `2011`, ..., `2023`).
    pub fn for_standard(year: u32) -> LexOptions {
        LexOptions {
            ud_suffixes: year >= 2011,
            u8_char: year >= 2017,
            spaceship: year >= 2020,
            digit_separators: year >= 2014,
        }
    }
}

impl Default for LexOptions {
    fn default() -> Self {
        LexOptions::for_standard(2017)
    }
}

/// Length of a splice at `p` (0 if none).
#[inline]
fn splice_len(src: &[u8], p: usize) -> usize {
    if src.get(p) != Some(&b'\\') {
        return 0;
    }
    match (src.get(p + 1), src.get(p + 2)) {
        (Some(b'\n'), _) => 2,
        (Some(b'\r'), Some(b'\n')) => 3,
        _ => 0,
    }
}

/// Skips any splices at `p`; returns the new position and whether one was skipped.
#[inline]
fn skip_splices(src: &[u8], mut p: usize) -> (usize, bool) {
    let mut any = false;
    loop {
        let n = splice_len(src, p);
        if n == 0 {
            return (p, any);
        }
        p += n;
        any = true;
    }
}

/// The logical character at `p` (after splices) and the position after it; 0 at the end.
#[inline]
fn char_at(src: &[u8], p: usize, spliced: &mut bool) -> (u8, usize) {
    let (q, s) = skip_splices(src, p);
    *spliced |= s;
    match src.get(q) {
        Some(&b) => (b, q + 1),
        None => (0, q),
    }
}

/// The text of a token without its splices.
pub fn spelling<'a>(src: &'a [u8], tok: &Token) -> Cow<'a, [u8]> {
    let start = (tok.offset as usize).min(src.len());
    let end = (tok.end() as usize).min(src.len());
    let raw = &src[start..end];
    if !tok.has(flags::SPLICED) {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let n = splice_len(raw, i);
        if n > 0 {
            i += n;
        } else {
            out.push(raw[i]);
            i += 1;
        }
    }
    Cow::Owned(out)
}

/// The lexer's state over one buffer. It borrows nothing: each call is given the bytes,
/// so the preprocessor can keep many lexers (one per open file) next to the source map.
#[derive(Clone, Debug)]
pub struct Lexer {
    pos: u32,
    at_bol: bool,
    space: bool,
    opts: LexOptions,
}

impl Lexer {
    /// A lexer starting at byte `start` (after a byte-order mark), at the start of a line.
    pub fn new(start: u32, opts: LexOptions) -> Lexer {
        Lexer {
            pos: start,
            at_bol: true,
            space: false,
            opts,
        }
    }

    /// The byte offset the next token is searched from.
    pub fn position(&self) -> u32 {
        self.pos
    }

    pub fn options(&self) -> LexOptions {
        self.opts
    }

    /// Skips whitespace and comments; returns the position of the next token start or a
    /// pseudo-token (NUL, unclosed comment) found on the way.
    fn skip_space(&mut self, src: &[u8]) -> Result<usize, Token> {
        let mut p = self.pos as usize;
        loop {
            let Some(&b) = src.get(p) else { return Ok(p) };
            match b {
                b' ' | b'\t' | 0x0B | 0x0C | b'\r' => {
                    p += 1;
                    self.space = true;
                }
                b'\n' => {
                    p += 1;
                    self.at_bol = true;
                    self.space = true;
                }
                0 => {
                    self.pos = (p + 1) as u32;
                    self.space = true;
                    return Err(Token {
                        kind: TokenKind::Nul,
                        flags: 0,
                        offset: p as u32,
                        len: 1,
                    });
                }
                b'\\' if splice_len(src, p) > 0 => p += splice_len(src, p),
                b'/' => {
                    let mut sp = false;
                    let (c1, after) = char_at(src, p + 1, &mut sp);
                    if c1 == b'/' {
                        // A line comment ends at the newline; a splice continues it.
                        let mut q = after;
                        while q < src.len() {
                            match src[q] {
                                b'\n' => break,
                                b'\\' if splice_len(src, q) > 0 => q += splice_len(src, q),
                                _ => q += 1,
                            }
                        }
                        p = q;
                        self.space = true;
                    } else if c1 == b'*' {
                        match find_comment_end(src, after) {
                            Some(end) => {
                                p = end;
                                self.space = true;
                            }
                            None => {
                                self.pos = src.len() as u32;
                                return Err(Token {
                                    kind: TokenKind::CommentUnclosed,
                                    flags: 0,
                                    offset: p as u32,
                                    len: (src.len() - p) as u32,
                                });
                            }
                        }
                    } else {
                        return Ok(p);
                    }
                }
                _ => return Ok(p),
            }
        }
    }

    fn take_flags(&mut self) -> u16 {
        let mut f = 0;
        if self.at_bol {
            f |= flags::AT_BOL;
        }
        if self.space {
            f |= flags::SPACE_BEFORE;
        }
        self.at_bol = false;
        self.space = false;
        f
    }

    /// The next token. At the end of the buffer: [`TokenKind::Eof`] (repeatedly).
    pub fn next(&mut self, src: &[u8]) -> Token {
        let p = match self.skip_space(src) {
            Ok(p) => p,
            Err(pseudo) => return pseudo,
        };
        let mut f = self.take_flags();
        if p >= src.len() {
            self.pos = src.len() as u32;
            // Eof keeps AT_BOL/SPACE so a directive knows its line ended.
            return Token {
                kind: TokenKind::Eof,
                flags: f | flags::AT_BOL,
                offset: src.len() as u32,
                len: 0,
            };
        }
        let (kind, end) = self.scan_token(src, p, &mut f);
        self.pos = end as u32;
        Token {
            kind,
            flags: f,
            offset: p as u32,
            len: (end - p) as u32,
        }
    }

    /// Lexes a header name (`<...>` or `"..."`) if one comes next on this line; used only
    /// right after `#include`. Otherwise leaves the lexer unchanged and returns `None`.
    pub fn header_name(&mut self, src: &[u8]) -> Option<Token> {
        let saved = self.clone();
        let p = match self.skip_space(src) {
            Ok(p) => p,
            Err(_) => {
                *self = saved;
                return None;
            }
        };
        if self.at_bol && !saved.at_bol {
            *self = saved;
            return None;
        }
        let close = match src.get(p) {
            Some(b'<') => b'>',
            Some(b'"') => b'"',
            _ => {
                *self = saved;
                return None;
            }
        };
        let mut f = self.take_flags();
        if close == b'>' {
            f |= flags::ANGLED;
        }
        let mut q = p + 1;
        loop {
            let (r, sp) = skip_splices(src, q);
            if sp {
                f |= flags::SPLICED;
            }
            match src.get(r) {
                None | Some(b'\n') => {
                    f |= flags::UNTERMINATED;
                    q = r;
                    break;
                }
                Some(&c) if c == close => {
                    q = r + 1;
                    break;
                }
                Some(_) => q = r + 1,
            }
        }
        self.pos = q as u32;
        Some(Token {
            kind: TokenKind::HeaderName,
            flags: f,
            offset: p as u32,
            len: (q - p) as u32,
        })
    }

    fn scan_token(&self, src: &[u8], p: usize, f: &mut u16) -> (TokenKind, usize) {
        let b = src[p];
        let mut sp = false;
        if ident::is_start(b) || b >= 0x80 || b == b'\\' {
            if let Some(end) = scan_identifier(src, p, f) {
                // An encoding prefix directly followed by a quote makes a literal.
                let (q, c) = {
                    let (c, _) = char_at(src, end, &mut sp);
                    (skip_splices(src, end).0, c)
                };
                if c == b'"' || c == b'\'' {
                    let prefix = spelling(
                        src,
                        &Token {
                            kind: TokenKind::Ident,
                            flags: *f,
                            offset: p as u32,
                            len: (end - p) as u32,
                        },
                    );
                    if let Some((enc, raw)) = literal_prefix(&prefix, c, self.opts) {
                        if sp {
                            *f |= flags::SPLICED;
                        }
                        *f &= !(flags::UCN | flags::NON_ASCII);
                        return self.scan_literal(src, q, c, enc, raw, f);
                    }
                }
                return (TokenKind::Ident, end);
            }
            if b == b'\\' || b >= 0x80 {
                return (TokenKind::Unknown, p + 1);
            }
        }
        if b.is_ascii_digit() {
            return (TokenKind::Number, scan_number(src, p, self.opts, f));
        }
        if b == b'.' {
            let (c1, _) = char_at(src, p + 1, &mut sp);
            if c1.is_ascii_digit() {
                return (TokenKind::Number, scan_number(src, p, self.opts, f));
            }
        }
        if b == b'"' || b == b'\'' {
            return self.scan_literal(src, p, b, Encoding::Plain, false, f);
        }
        // Punctuators: gather up to four logical characters.
        let mut buf = [0u8; 4];
        let mut ends = [p; 4];
        let mut q = p;
        let mut n = 0;
        while n < 4 {
            let (c, next) = char_at(src, q, &mut sp);
            if c == 0 && next >= src.len() && skip_splices(src, q).0 >= src.len() {
                break;
            }
            buf[n] = c;
            ends[n] = next;
            q = next;
            n += 1;
        }
        if let Some((punct, len, digraph)) = punct::scan(&buf[..n], self.opts.spaceship) {
            if digraph {
                *f |= flags::DIGRAPH;
            }
            let end = ends[len - 1];
            if has_splice_within(src, p, end) {
                *f |= flags::SPLICED;
            }
            return (TokenKind::Punct(punct), end);
        }
        (TokenKind::Unknown, p + 1)
    }

    /// Scans a character or string literal whose opening quote is at `q`.
    fn scan_literal(
        &self,
        src: &[u8],
        q: usize,
        quote: u8,
        enc: Encoding,
        raw: bool,
        f: &mut u16,
    ) -> (TokenKind, usize) {
        let kind = if quote == b'"' {
            TokenKind::Str(enc)
        } else {
            TokenKind::Char(enc)
        };
        let end = if raw {
            *f |= flags::RAW;
            literal::scan_raw_body(src, q + 1, f)
        } else {
            literal::scan_quoted_body(src, q + 1, quote, f)
        };
        let end = if *f & flags::UNTERMINATED == 0 && self.opts.ud_suffixes {
            scan_ud_suffix(src, end, f)
        } else {
            end
        };
        (kind, end)
    }
}

/// Whether a splice occurs strictly inside `[p, end)`.
fn has_splice_within(src: &[u8], p: usize, end: usize) -> bool {
    (p..end).any(|i| splice_len(src, i) > 0)
}

/// Finds the end of a block comment whose body starts at `p` (just after `/*`).
fn find_comment_end(src: &[u8], mut p: usize) -> Option<usize> {
    loop {
        let star = p + src.get(p..)?.iter().position(|&c| c == b'*')?;
        let (q, _) = skip_splices(src, star + 1);
        if src.get(q) == Some(&b'/') {
            return Some(q + 1);
        }
        p = star + 1;
    }
}

/// Scans an identifier starting at `p`; `None` if no identifier character is there.
fn scan_identifier(src: &[u8], p: usize, f: &mut u16) -> Option<usize> {
    let mut q = p;
    let mut any = false;
    loop {
        let (r, sp) = skip_splices(src, q);
        let Some(&c) = src.get(r) else { break };
        let len = if ident::is_continue(c) && (any || !c.is_ascii_digit()) {
            1
        } else if c == b'\\' {
            match ident::ucn(&src[r..]) {
                Some((len, _)) => {
                    *f |= flags::UCN;
                    len
                }
                None => break,
            }
        } else if c >= 0x80 {
            match ident::utf8_char(&src[r..]) {
                Some((len, _)) => {
                    *f |= flags::NON_ASCII;
                    len
                }
                None => break,
            }
        } else {
            break;
        };
        if sp && any {
            *f |= flags::SPLICED;
        }
        q = r + len;
        any = true;
    }
    any.then_some(q)
}

/// The encoding and rawness named by an identifier directly before a quote.
fn literal_prefix(prefix: &[u8], quote: u8, opts: LexOptions) -> Option<(Encoding, bool)> {
    let (enc_part, raw) = match prefix.strip_suffix(b"R") {
        Some(rest) if quote == b'"' && opts.ud_suffixes => (rest, true),
        _ => (prefix, false),
    };
    let enc = match enc_part {
        b"" => Encoding::Plain,
        b"L" => Encoding::Wide,
        b"u" if opts.ud_suffixes => Encoding::Utf16,
        b"U" if opts.ud_suffixes => Encoding::Utf32,
        b"u8" if quote == b'"' && opts.ud_suffixes || quote == b'\'' && opts.u8_char => {
            Encoding::Utf8
        }
        _ => return None,
    };
    if enc_part.is_empty() && !raw {
        return None;
    }
    Some((enc, raw))
}

/// Scans a preprocessing number starting at `p`.
fn scan_number(src: &[u8], p: usize, opts: LexOptions, f: &mut u16) -> usize {
    let mut q = p;
    let mut prev = 0u8;
    loop {
        let mut sp = false;
        let (c, next) = char_at(src, q, &mut sp);
        if next > src.len() || (c == 0 && skip_splices(src, q).0 >= src.len()) {
            break;
        }
        let r = skip_splices(src, q).0;
        let exponent_sign = (c == b'+' || c == b'-') && matches!(prev, b'e' | b'E' | b'p' | b'P');
        let step_end = if exponent_sign || ident::is_continue(c) || c == b'.' {
            next
        } else if c == b'\'' && opts.digit_separators {
            let mut sp2 = false;
            let (c2, _) = char_at(src, next, &mut sp2);
            if ident::is_continue(c2) {
                next
            } else {
                break;
            }
        } else if c == b'\\' {
            match ident::ucn(&src[r..]) {
                Some((len, _)) => {
                    *f |= flags::UCN;
                    r + len
                }
                None => break,
            }
        } else if c >= 0x80 {
            match ident::utf8_char(&src[r..]) {
                Some((len, _)) => {
                    *f |= flags::NON_ASCII;
                    r + len
                }
                None => break,
            }
        } else {
            break;
        };
        if sp && q != p {
            *f |= flags::SPLICED;
        }
        prev = c;
        q = step_end;
    }
    q
}

/// Scans a user-defined-literal suffix directly after a literal ending at `end`.
fn scan_ud_suffix(src: &[u8], end: usize, f: &mut u16) -> usize {
    let (r, sp) = skip_splices(src, end);
    let Some(&c) = src.get(r) else { return end };
    if !(ident::is_start(c) || c == b'\\' || c >= 0x80) {
        return end;
    }
    let mut g = 0;
    match scan_identifier(src, r, &mut g) {
        Some(q) => {
            *f |= flags::UD_SUFFIX;
            if sp || g & flags::SPLICED != 0 {
                *f |= flags::SPLICED;
            }
            q
        }
        None => end,
    }
}

#[cfg(test)]
mod tests;
