//! Identifier characters, universal character names and UTF-8.
//!
//! Identifiers are `[A-Za-z_$][A-Za-z0-9_$]*` (GNU mode allows `$`) plus universal
//! character names (`\u00e9`, `\U0001F600`) and UTF-8 encoded characters above U+007F.
//! The two spellings of a non-ASCII identifier name the same entity, so the interned
//! (canonical) form decodes UCNs to UTF-8; the reference prints every non-ASCII character
//! of an identifier as a UCN (`été` → `\u00e9t\u00e9`), which [`printed_form`] produces.
//! A byte that does not start a valid UTF-8 sequence is not an identifier character: the
//! lexer makes it an "unrecognized token".

use std::borrow::Cow;

/// May start an identifier (ASCII part).
#[inline]
pub fn is_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$'
}

/// May continue an identifier (ASCII part).
#[inline]
pub fn is_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// Decodes one UTF-8 sequence of at least two bytes at the start of `s`: its length and
/// code point. Overlong forms, surrogates and values above U+10FFFF are invalid.
pub fn utf8_char(s: &[u8]) -> Option<(usize, u32)> {
    let b0 = *s.first()?;
    let (len, min, init) = match b0 {
        0xC2..=0xDF => (2, 0x80, u32::from(b0 & 0x1F)),
        0xE0..=0xEF => (3, 0x800, u32::from(b0 & 0x0F)),
        0xF0..=0xF4 => (4, 0x10000, u32::from(b0 & 0x07)),
        _ => return None,
    };
    let mut cp = init;
    for i in 1..len {
        let b = *s.get(i)?;
        if b & 0xC0 != 0x80 {
            return None;
        }
        cp = (cp << 6) | u32::from(b & 0x3F);
    }
    if cp < min || cp > 0x10FFFF || (0xD800..=0xDFFF).contains(&cp) {
        return None;
    }
    Some((len, cp))
}

/// Reads a universal character name at the start of `s` (`\uXXXX` or `\UXXXXXXXX`):
/// its length and code point.
pub fn ucn(s: &[u8]) -> Option<(usize, u32)> {
    if s.first() != Some(&b'\\') {
        return None;
    }
    let digits = match s.get(1) {
        Some(b'u') => 4,
        Some(b'U') => 8,
        _ => return None,
    };
    let hex = s.get(2..2 + digits)?;
    let mut cp: u32 = 0;
    for &h in hex {
        cp = cp
            .checked_mul(16)?
            .checked_add(char::from(h).to_digit(16)?)?;
    }
    Some((2 + digits, cp))
}

/// Appends the UTF-8 encoding of a code point (any value up to 0x7FFFFFFF, as C does).
pub fn push_utf8(out: &mut Vec<u8>, cp: u32) {
    match cp {
        0..=0x7F => out.push(cp as u8),
        0x80..=0x7FF => out.extend_from_slice(&[0xC0 | (cp >> 6) as u8, 0x80 | (cp & 0x3F) as u8]),
        0x800..=0xFFFF => out.extend_from_slice(&[
            0xE0 | (cp >> 12) as u8,
            0x80 | ((cp >> 6) & 0x3F) as u8,
            0x80 | (cp & 0x3F) as u8,
        ]),
        _ => out.extend_from_slice(&[
            0xF0 | ((cp >> 18) & 0x07) as u8,
            0x80 | ((cp >> 12) & 0x3F) as u8,
            0x80 | ((cp >> 6) & 0x3F) as u8,
            0x80 | (cp & 0x3F) as u8,
        ]),
    }
}

/// The interned form of an identifier spelling: UCNs decoded to UTF-8.
pub fn canonical(spelling: &[u8]) -> Cow<'_, [u8]> {
    if !spelling.contains(&b'\\') {
        return Cow::Borrowed(spelling);
    }
    let mut out = Vec::with_capacity(spelling.len());
    let mut i = 0;
    while i < spelling.len() {
        match ucn(&spelling[i..]) {
            Some((len, cp)) => {
                push_utf8(&mut out, cp);
                i += len;
            }
            None => {
                out.push(spelling[i]);
                i += 1;
            }
        }
    }
    Cow::Owned(out)
}

/// How the reference prints an identifier: ASCII as is, every other character as a UCN
/// (`\u00e9`, or `\U0001f600` above U+FFFF), from either source spelling.
pub fn printed_form(spelling: &[u8]) -> Cow<'_, [u8]> {
    if spelling.iter().all(|&b| b.is_ascii() && b != b'\\') {
        return Cow::Borrowed(spelling);
    }
    let canon = canonical(spelling);
    let mut out = Vec::with_capacity(canon.len() * 3);
    let mut i = 0;
    while i < canon.len() {
        let b = canon[i];
        if b.is_ascii() {
            out.push(b);
            i += 1;
        } else if let Some((len, cp)) = utf8_char(&canon[i..]) {
            let text = if cp > 0xFFFF {
                format!("\\U{cp:08x}")
            } else {
                format!("\\u{cp:04x}")
            };
            out.extend_from_slice(text.as_bytes());
            i += len;
        } else {
            out.push(b);
            i += 1;
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_validation() {
        assert_eq!(utf8_char("é".as_bytes()), Some((2, 0xE9)));
        assert_eq!(utf8_char("€".as_bytes()), Some((3, 0x20AC)));
        assert_eq!(utf8_char("😀".as_bytes()), Some((4, 0x1F600)));
        assert_eq!(utf8_char(b"\xff"), None);
        assert_eq!(utf8_char(b"\xc0\x80"), None); // overlong
        assert_eq!(utf8_char(b"\xed\xa0\x80"), None); // surrogate
        assert_eq!(utf8_char(b"\xc3"), None); // truncated
    }

    #[test]
    fn ucns_and_forms() {
        assert_eq!(ucn(b"\\u00e9t"), Some((6, 0xE9)));
        assert_eq!(ucn(b"\\U0001F600"), Some((10, 0x1F600)));
        assert_eq!(ucn(b"\\u00g9"), None);
        assert_eq!(canonical(b"\\u00e9t\\u00e9").as_ref(), "été".as_bytes());
        // Verified against cudafe++: `int été = 1;` prints `int \u00e9t\u00e9 = 1;`.
        assert_eq!(printed_form("été".as_bytes()).as_ref(), b"\\u00e9t\\u00e9");
        assert_eq!(
            printed_form(b"\\u00e9t\\u00e9").as_ref(),
            b"\\u00e9t\\u00e9"
        );
        assert_eq!(printed_form(b"plain").as_ref(), b"plain");
    }
}
