//! Character and string literals: scanning their bodies, taking them apart, and the
//! values and re-escapings the preprocessor needs (`#if 'a'`, `#x`, `_Pragma("...")`).
//!
//! What the reference does, measured: a missing closing quote ends the literal at the
//! line end (`error: missing closing quote`, caret on the opening quote); a raw string
//! without its closing delimiter runs to the end of the file (`ending delimiter for raw
//! string not found`); every byte of a literal that is not valid UTF-8 is reported
//! (`invalid multibyte character sequence`, caret on that byte), the continuation bytes
//! right after it in the same error; a NUL byte inside a
//! literal is kept (printed `\000`) with `warning #1193-D`. In `#if`, a plain `char`
//! constant is signed (`'\377' < 0`), a multi-character constant packs bytes into an
//! `int` (`'ab'` is 24930, #1422-D), more than four characters keep the last four
//! (#1654-D), an escape above 0xFF is truncated (#27-D), an unknown escape is the
//! character itself (#192-D).

use super::{flags, ident, skip_splices, Encoding};

/// Scans the body of a quoted literal whose opening quote ends at `p`; returns the end.
pub(super) fn scan_quoted_body(src: &[u8], p: usize, quote: u8, f: &mut u16) -> usize {
    let mut q = p;
    loop {
        let (r, sp) = skip_splices(src, q);
        if sp {
            *f |= flags::SPLICED;
        }
        match src.get(r) {
            None => {
                *f |= flags::UNTERMINATED;
                return r;
            }
            Some(b'\n') => {
                *f |= flags::UNTERMINATED;
                return if r > p && src[r - 1] == b'\r' {
                    r - 1
                } else {
                    r
                };
            }
            Some(&c) if c == quote => return r + 1,
            Some(b'\\') => {
                let (r2, sp2) = skip_splices(src, r + 1);
                if sp2 {
                    *f |= flags::SPLICED;
                }
                q = match src.get(r2) {
                    None | Some(b'\n') => r2,
                    Some(&c2) => r2 + body_char_len(src, r2, c2, f),
                };
            }
            Some(&c) => q = r + body_char_len(src, r, c, f),
        }
    }
}

/// Length of one body character at `r`, flagging NUL and invalid UTF-8.
fn body_char_len(src: &[u8], r: usize, c: u8, f: &mut u16) -> usize {
    if c == 0 {
        *f |= flags::HAS_NUL;
        1
    } else if c >= 0x80 {
        match ident::utf8_char(&src[r..]) {
            Some((len, _)) => len,
            None => {
                *f |= flags::BAD_UTF8;
                1
            }
        }
    } else {
        1
    }
}

/// Scans a raw string whose `"` ends at `p`: the delimiter, `(`, the body up to
/// `)delimiter"`. Splices are not removed inside a raw string.
pub(super) fn scan_raw_body(src: &[u8], p: usize, f: &mut u16) -> usize {
    let mut d = p;
    while d < src.len() && d - p <= 16 {
        match src[d] {
            b'(' => break,
            b' ' | b')' | b'\\' | b'\t' | 0x0B | 0x0C | b'\n' | b'\r' | b'"' => {
                d = src.len();
                break;
            }
            _ => d += 1,
        }
    }
    if d >= src.len() || src[d] != b'(' {
        *f |= flags::BAD_RAW_DELIMITER;
        return scan_quoted_body(src, p, b'"', f);
    }
    let delim = &src[p..d];
    let body = d + 1;
    let mut q = body;
    let end = loop {
        let Some(i) = src[q..].iter().position(|&c| c == b')') else {
            *f |= flags::UNTERMINATED;
            break src.len();
        };
        let close = q + i;
        let rest = &src[close + 1..];
        if rest.starts_with(delim) && rest.get(delim.len()) == Some(&b'"') {
            break close + 1 + delim.len() + 1;
        }
        q = close + 1;
    };
    let text = &src[body..end];
    if text.contains(&0) {
        *f |= flags::HAS_NUL;
    }
    if !text.is_ascii() && !invalid_utf8_offsets(text).is_empty() {
        *f |= flags::BAD_UTF8;
    }
    end
}

/// Offsets (relative to `text`) of the bytes that are not part of valid UTF-8: where the
/// reference reports `invalid multibyte character sequence`, one error per such byte, the
/// continuation bytes (0x80..=0xBF) right after it included in its error.
pub fn invalid_utf8_offsets(text: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i] < 0x80 {
            i += 1;
        } else if let Some((len, _)) = ident::utf8_char(&text[i..]) {
            i += len;
        } else {
            out.push(i);
            i += 1;
            while text.get(i).is_some_and(|b| (0x80..=0xBF).contains(b)) {
                i += 1;
            }
        }
    }
    out
}

/// The pieces of a literal spelling (splices already removed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts<'a> {
    pub encoding: Encoding,
    pub raw: bool,
    /// The characters between the quotes (the raw body between the parentheses).
    pub body: &'a [u8],
    /// A user-defined-literal suffix (empty if none).
    pub suffix: &'a [u8],
    pub terminated: bool,
}

/// Takes a literal spelling apart.
pub fn parts(spelling: &[u8]) -> Option<Parts<'_>> {
    let qpos = spelling.iter().position(|&c| c == b'"' || c == b'\'')?;
    let quote = spelling[qpos];
    let prefix = &spelling[..qpos];
    let raw = prefix.ends_with(b"R");
    let encoding = match prefix.strip_suffix(b"R").unwrap_or(prefix) {
        b"L" => Encoding::Wide,
        b"u8" => Encoding::Utf8,
        b"u" => Encoding::Utf16,
        b"U" => Encoding::Utf32,
        _ => Encoding::Plain,
    };
    let after = &spelling[qpos + 1..];
    if raw {
        if let Some(open) = after.iter().position(|&c| c == b'(') {
            let delim = &after[..open];
            let rest = &after[open + 1..];
            let mut close_at = None;
            let mut i = 0;
            while let Some(j) = rest[i..].iter().position(|&c| c == b')') {
                let k = i + j;
                if rest[k + 1..].starts_with(delim) && rest.get(k + 1 + delim.len()) == Some(&b'"')
                {
                    close_at = Some(k);
                    break;
                }
                i = k + 1;
            }
            return Some(match close_at {
                Some(k) => Parts {
                    encoding,
                    raw,
                    body: &rest[..k],
                    suffix: &rest[k + 2 + delim.len()..],
                    terminated: true,
                },
                None => Parts {
                    encoding,
                    raw,
                    body: rest,
                    suffix: b"",
                    terminated: false,
                },
            });
        }
    }
    let mut i = 0;
    while i < after.len() {
        match after[i] {
            b'\\' => i += 2,
            c if c == quote => {
                return Some(Parts {
                    encoding,
                    raw: false,
                    body: &after[..i],
                    suffix: &after[i + 1..],
                    terminated: true,
                });
            }
            _ => i += 1,
        }
    }
    Some(Parts {
        encoding,
        raw: false,
        body: after,
        suffix: b"",
        terminated: false,
    })
}

/// A problem found while evaluating a character constant; offsets are into the body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CharIssue {
    /// `''` (error #25).
    Empty,
    /// An unknown escape such as `\q` at this body offset (warning #192).
    UnknownEscape(usize),
    /// An escape whose value does not fit the character type, at this offset (#27).
    OutOfRange(usize),
    /// More than one character (warning #1422).
    Multichar,
    /// More than four characters: the extra leading ones are ignored (warning #1654).
    TooMany,
}

/// One element of a literal body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Elem {
    /// An escape sequence's value (saturated at `u64::MAX`).
    Escape(u64),
    /// A source character (a UTF-8 sequence or a UCN), as a code point.
    CodePoint(u32),
    /// A byte that is not valid UTF-8.
    Byte(u8),
}

/// Decodes a (non-raw) literal body into elements and where each starts.
fn decode_elements(body: &[u8]) -> (Vec<(Elem, usize)>, Vec<CharIssue>) {
    let mut out = Vec::new();
    let mut issues = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let start = i;
        let c = body[i];
        if c == b'\\' {
            let Some(&e) = body.get(i + 1) else {
                out.push((Elem::CodePoint(u32::from(c)), start));
                break;
            };
            i += 2;
            let elem = match e {
                b'n' => Elem::Escape(10),
                b't' => Elem::Escape(9),
                b'v' => Elem::Escape(11),
                b'b' => Elem::Escape(8),
                b'r' => Elem::Escape(13),
                b'f' => Elem::Escape(12),
                b'a' => Elem::Escape(7),
                b'e' | b'E' => Elem::Escape(27),
                b'\\' | b'\'' | b'"' | b'?' => Elem::Escape(u64::from(e)),
                b'0'..=b'7' => {
                    let mut v = u64::from(e - b'0');
                    let mut n = 1;
                    while n < 3 && i < body.len() && (b'0'..=b'7').contains(&body[i]) {
                        v = v * 8 + u64::from(body[i] - b'0');
                        i += 1;
                        n += 1;
                    }
                    Elem::Escape(v)
                }
                b'x' => {
                    let mut v: u64 = 0;
                    while i < body.len() && body[i].is_ascii_hexdigit() {
                        let d = u64::from(char::from(body[i]).to_digit(16).unwrap_or(0));
                        v = v
                            .checked_mul(16)
                            .and_then(|x| x.checked_add(d))
                            .unwrap_or(u64::MAX);
                        i += 1;
                    }
                    Elem::Escape(v)
                }
                b'u' | b'U' => match ident::ucn(&body[start..]) {
                    Some((len, cp)) => {
                        i = start + len;
                        Elem::CodePoint(cp)
                    }
                    None => {
                        issues.push(CharIssue::UnknownEscape(start));
                        Elem::CodePoint(u32::from(e))
                    }
                },
                _ => {
                    issues.push(CharIssue::UnknownEscape(start));
                    Elem::CodePoint(u32::from(e))
                }
            };
            out.push((elem, start));
        } else if c >= 0x80 {
            match ident::utf8_char(&body[i..]) {
                Some((len, cp)) => {
                    out.push((Elem::CodePoint(cp), start));
                    i += len;
                }
                None => {
                    out.push((Elem::Byte(c), start));
                    i += 1;
                }
            }
        } else {
            out.push((Elem::CodePoint(u32::from(c)), start));
            i += 1;
        }
    }
    (out, issues)
}

/// The value of a character constant as `#if` sees it (plain `char` is signed, `wchar_t`
/// is a signed 32-bit int, `char16_t`/`char32_t` are unsigned), with the problems found.
pub fn char_value(spelling: &[u8]) -> (i64, Vec<CharIssue>) {
    let Some(p) = parts(spelling) else {
        return (0, vec![CharIssue::Empty]);
    };
    let (elems, mut issues) = decode_elements(p.body);
    if elems.is_empty() {
        issues.push(CharIssue::Empty);
        return (0, issues);
    }
    match p.encoding {
        Encoding::Plain | Encoding::Utf8 => {
            let mut narrow: Vec<u8> = Vec::with_capacity(elems.len());
            for &(e, _) in &elems {
                match e {
                    Elem::Escape(v) => narrow.push((v & 0xFF) as u8),
                    Elem::CodePoint(cp) => ident::push_utf8(&mut narrow, cp),
                    Elem::Byte(b) => narrow.push(b),
                }
            }
            if narrow.len() == 1 {
                let v = if p.encoding == Encoding::Plain {
                    i64::from(narrow[0] as i8)
                } else {
                    i64::from(narrow[0])
                };
                return (v, issues);
            }
            if narrow.len() > 4 {
                issues.push(CharIssue::TooMany);
                narrow.drain(..narrow.len() - 4);
            } else {
                issues.push(CharIssue::Multichar);
            }
            let packed = narrow
                .iter()
                .fold(0u32, |acc, &b| (acc << 8) | u32::from(b));
            (i64::from(packed as i32), issues)
        }
        wide => {
            if elems.len() > 1 {
                issues.push(CharIssue::Multichar);
            }
            let (e, _) = elems[elems.len() - 1];
            let v = match e {
                Elem::Escape(v) => v as u32,
                Elem::CodePoint(v) => v,
                Elem::Byte(b) => u32::from(b),
            };
            match wide {
                Encoding::Wide => (i64::from(v as i32), issues),
                Encoding::Utf16 => (i64::from(v & 0xFFFF), issues),
                _ => (i64::from(v), issues),
            }
        }
    }
}

/// The escape problems of any character or string literal (offsets into the body):
/// unknown escapes (#192) and escapes too large for the encoding's code unit (#27).
pub fn escape_issues(spelling: &[u8]) -> Vec<CharIssue> {
    let Some(p) = parts(spelling) else {
        return Vec::new();
    };
    if p.raw {
        return Vec::new();
    }
    let max: u64 = match p.encoding {
        Encoding::Plain | Encoding::Utf8 => 0xFF,
        Encoding::Utf16 => 0xFFFF,
        Encoding::Wide | Encoding::Utf32 => 0xFFFF_FFFF,
    };
    let (elems, mut issues) = decode_elements(p.body);
    for (e, at) in elems {
        if let Elem::Escape(v) = e {
            if v > max {
                issues.push(CharIssue::OutOfRange(at));
            }
        }
    }
    issues.sort_by_key(|i| match i {
        CharIssue::UnknownEscape(o) | CharIssue::OutOfRange(o) => *o,
        _ => 0,
    });
    issues
}

/// Offset of a literal's body within its spelling.
pub fn body_offset(spelling: &[u8]) -> usize {
    parts(spelling).map_or(0, |p| p.body.as_ptr() as usize - spelling.as_ptr() as usize)
}

/// `_Pragma` destringizing: drop the prefix and quotes, turn `\"` into `"` and `\\` into
/// `\`; everything else stays (C++ [cpp.pragma.op]).
pub fn destringize(spelling: &[u8]) -> Vec<u8> {
    let Some(p) = parts(spelling) else {
        return Vec::new();
    };
    if p.raw {
        return p.body.to_vec();
    }
    let mut out = Vec::with_capacity(p.body.len());
    let mut i = 0;
    while i < p.body.len() {
        if p.body[i] == b'\\' && matches!(p.body.get(i + 1), Some(b'"') | Some(b'\\')) {
            out.push(p.body[i + 1]);
            i += 2;
        } else {
            out.push(p.body[i]);
            i += 1;
        }
    }
    out
}

/// Appends a token's spelling to a `#` stringizing result: inside string and character
/// literals `"` and `\` are escaped; other tokens are copied.
pub fn stringize_into(out: &mut Vec<u8>, spelling: &[u8], is_literal: bool) {
    if !is_literal {
        out.extend_from_slice(spelling);
        return;
    }
    for &c in spelling {
        if c == b'"' || c == b'\\' {
            out.push(b'\\');
        }
        if c == b'\n' {
            out.extend_from_slice(b"\\n");
        } else {
            out.push(c);
        }
    }
}

/// Decodes a string literal's body to code units (simple escapes; raw strings verbatim).
pub fn decode_string_body(sp: &[u8]) -> Vec<u32> {
    let Some(parts) = parts(sp) else {
        return Vec::new();
    };
    let body = parts.body;
    if parts.raw {
        return body.iter().map(|&b| u32::from(b)).collect();
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' || i + 1 >= body.len() {
            out.push(u32::from(c));
            i += 1;
            continue;
        }
        let e = body[i + 1];
        i += 2;
        let v = match e {
            b'n' => 10,
            b't' => 9,
            b'r' => 13,
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            b'x' => {
                let mut v = 0u32;
                while i < body.len() && body[i].is_ascii_hexdigit() {
                    v = v
                        .wrapping_mul(16)
                        .wrapping_add(char::from(body[i]).to_digit(16).unwrap_or(0));
                    i += 1;
                }
                v
            }
            b'0'..=b'7' => {
                let mut v = u32::from(e - b'0');
                let mut n = 1;
                while n < 3 && i < body.len() && (b'0'..=b'7').contains(&body[i]) {
                    v = v * 8 + u32::from(body[i] - b'0');
                    i += 1;
                    n += 1;
                }
                v
            }
            b'u' | b'U' => {
                // A universal character name: its code point, UTF-8 encoded in a narrow
                // string.
                let n = if e == b'u' { 4 } else { 8 };
                let digits = &body[i..(i + n).min(body.len())];
                i += digits.len();
                let cp = digits.iter().fold(0u32, |v, &d| {
                    v.wrapping_mul(16)
                        .wrapping_add(char::from(d).to_digit(16).unwrap_or(0))
                });
                if matches!(parts.encoding, Encoding::Plain | Encoding::Utf8) {
                    let mut buf = [0u8; 4];
                    let ch = char::from_u32(cp).unwrap_or('\u{fffd}');
                    out.extend(ch.encode_utf8(&mut buf).bytes().map(u32::from));
                    continue;
                }
                cp
            }
            other => u32::from(other),
        };
        out.push(v);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_of_literals() {
        let p = parts(b"u8\"ab\\\"c\"_x").unwrap();
        assert_eq!(
            (p.encoding, p.body, p.suffix, p.terminated),
            (Encoding::Utf8, &b"ab\\\"c"[..], &b"_x"[..], true)
        );
        let r = parts(b"R\"x(a)\"b)x\"").unwrap();
        assert_eq!((r.raw, r.body), (true, &b"a)\"b"[..]));
        let u = parts(b"'abc").unwrap();
        assert!(!u.terminated);
    }

    #[test]
    fn char_values_as_the_reference_computes_them() {
        // All verified with `#if` probes against cudafe++ 13.0 (tests/pp_if.rs).
        assert_eq!(char_value(b"'a'").0, 97);
        assert_eq!(char_value(b"'\\n'").0, 10);
        assert_eq!(char_value(b"'\\377'").0, -1);
        assert_eq!(char_value(b"'ab'"), (24930, vec![CharIssue::Multichar]));
        assert_eq!(char_value(b"'abcde'").1, vec![CharIssue::TooMany]);
        assert_eq!(
            char_value(b"'abcde'").0,
            i64::from(u32::from_be_bytes(*b"bcde") as i32)
        );
        assert_eq!(char_value(b"'\\400'").0, 0);
        assert_eq!(escape_issues(b"'\\400'"), vec![CharIssue::OutOfRange(0)]);
        assert_eq!(
            escape_issues(b"\"\\q\\400\\xfff\""),
            vec![
                CharIssue::UnknownEscape(0),
                CharIssue::OutOfRange(2),
                CharIssue::OutOfRange(6)
            ]
        );
        assert_eq!(
            escape_issues(b"L\"\\x123456789\""),
            vec![CharIssue::OutOfRange(0)]
        );
        assert_eq!(char_value(b"'\\xfff'").0, -1);
        assert_eq!(
            char_value(b"'\\q'"),
            (i64::from(b'q'), vec![CharIssue::UnknownEscape(0)])
        );
        assert_eq!(char_value(b"L'\\xffff'").0, 65535);
        assert_eq!(char_value(b"U'\\U0001F600'").0, 128512);
        assert_eq!(char_value(b"''").1, vec![CharIssue::Empty]);
    }

    #[test]
    fn destringize_and_stringize() {
        assert_eq!(destringize(b"u8\"p \\\"q\\\" \\\\ r\""), b"p \"q\" \\ r");
        let mut out = Vec::new();
        stringize_into(&mut out, b"\"q\\n\"", true);
        assert_eq!(out, b"\\\"q\\\\n\\\"");
    }

    #[test]
    fn invalid_bytes_are_found_one_by_one() {
        assert_eq!(invalid_utf8_offsets(b"\"a\xff\xfe\""), vec![2, 3]);
        assert_eq!(
            invalid_utf8_offsets("\"é\"".as_bytes()),
            Vec::<usize>::new()
        );
    }
}
