//! Integer values of preprocessing numbers, as `#if` needs them.
//!
//! Measured on the reference: integer constants are held in 128 bits (a decimal constant
//! up to 2^128 - 1 is accepted, `340282366920938463463374607431768211456` is `integer
//! constant is too large`); a decimal constant without `u` is signed even above
//! `LLONG_MAX` (`18446744073709551615 == -1` is false, with no sign-change warning),
//! while a hexadecimal, octal or binary constant above `LLONG_MAX` that fits 64 bits is
//! unsigned (`0xffffffffffffffff == -1` is true, with #68-D). Text after a valid number
//! (`0x1e+5`: the `+5`) is `extra text after expected end of number`, caret at that text,
//! and the valid part's value is used (`#if 0x1e+5` is taken).

/// What a preprocessing number is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberValue {
    Integer {
        value: u128,
        unsigned: bool,
    },
    /// Larger than 2^128 - 1.
    TooLarge,
    /// A floating literal (not allowed in `#if`).
    Floating,
    /// Text after the longest valid number, starting at offset `at` of the spelling; the
    /// valid part's value (the reference goes on with it).
    ExtraText {
        at: usize,
        value: u128,
        unsigned: bool,
    },
}

fn digit_value(c: u8) -> Option<u32> {
    char::from(c).to_digit(16)
}

/// Evaluates a preprocessing number (its spelling without splices).
pub fn integer_value(s: &[u8]) -> NumberValue {
    let (radix, start) = match s {
        [b'0', b'x' | b'X', c, ..] if c.is_ascii_hexdigit() || *c == b'.' => (16u32, 2usize),
        [b'0', b'b' | b'B', b'0' | b'1', ..] => (2, 2),
        [b'0', ..] => (8, 0),
        _ => (10, 0),
    };
    // Floating forms: a '.' or an exponent.
    let is_float = match radix {
        16 => s[start..].iter().any(|&c| matches!(c, b'.' | b'p' | b'P')),
        2 => false,
        _ => {
            let body_end = s
                .iter()
                .position(|&c| !(c.is_ascii_digit() || c == b'\'' || c == b'.'))
                .unwrap_or(s.len());
            s[..body_end].contains(&b'.')
                || (matches!(s.get(body_end), Some(b'e' | b'E'))
                    && matches!(s.get(body_end + 1), Some(c) if c.is_ascii_digit() || *c == b'+' || *c == b'-'))
        }
    };
    if is_float {
        return NumberValue::Floating;
    }
    let mut value: u128 = 0;
    let mut too_large = false;
    let mut i = start;
    let mut any_digit = false;
    // Octal literals accept 8 and 9 as digits to report them as extra text afterwards.
    while i < s.len() {
        let c = s[i];
        if c == b'\''
            && any_digit
            && s.get(i + 1)
                .is_some_and(|d| digit_value(*d).is_some_and(|v| v < radix))
        {
            i += 1;
            continue;
        }
        let Some(d) = digit_value(c) else { break };
        if d >= radix {
            break;
        }
        any_digit = true;
        match value
            .checked_mul(u128::from(radix))
            .and_then(|v| v.checked_add(u128::from(d)))
        {
            Some(v) => value = v,
            None => too_large = true,
        }
        i += 1;
    }
    // Suffix: u, l, ll in either order (ll/LL not mixed), case-insensitive u.
    let suffix = &s[i..];
    let (unsigned_suffix, suffix_len) = parse_suffix(suffix);
    if suffix_len != suffix.len() {
        return NumberValue::ExtraText {
            at: i + suffix_len,
            value,
            unsigned: unsigned_suffix,
        };
    }
    if too_large {
        return NumberValue::TooLarge;
    }
    let unsigned =
        unsigned_suffix || (radix != 10 && value > i64::MAX as u128 && value <= u64::MAX as u128);
    NumberValue::Integer { value, unsigned }
}

/// Parses an integer suffix: (has `u`, length of the valid suffix prefix).
fn parse_suffix(s: &[u8]) -> (bool, usize) {
    let mut i = 0;
    let mut u = false;
    let mut l = false;
    for _ in 0..2 {
        match s.get(i) {
            Some(b'u' | b'U') if !u => {
                u = true;
                i += 1;
            }
            Some(&c @ (b'l' | b'L')) if !l => {
                l = true;
                i += if s.get(i + 1) == Some(&c) { 2 } else { 1 };
            }
            _ => break,
        }
    }
    (u, i)
}

/// Where the user-defined-literal suffix of a preprocessing number begins (`4_KiB`: 1,
/// `90.0_deg`: 4), or `None` when the number has no such suffix: the text after the
/// longest integer or floating literal body is an identifier that is not one of the
/// built-in suffixes (`u`, `l`, `ll` combinations for integers, `f`/`l` for floating).
pub fn ud_suffix_start(s: &[u8]) -> Option<usize> {
    let (hex, start) = match s {
        [b'0', b'x' | b'X', ..] => (true, 2usize),
        [b'0', b'b' | b'B', b'0' | b'1', ..] => (false, 2),
        _ => (false, 0),
    };
    let is_digit = |c: u8| {
        if hex {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    };
    let mut i = start;
    let mut floating = false;
    let digits = |i: &mut usize| {
        while *i < s.len()
            && (is_digit(s[*i])
                || s[*i] == b'\'' && *i > 0 && s.get(*i + 1).is_some_and(|&d| is_digit(d)))
        {
            *i += 1;
        }
    };
    digits(&mut i);
    if s.get(i) == Some(&b'.') {
        floating = true;
        i += 1;
        digits(&mut i);
    }
    let exponent: &[u8] = if hex { b"pP" } else { b"eE" };
    if s.get(i).is_some_and(|c| exponent.contains(c)) {
        let mut j = i + 1;
        if matches!(s.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if s.get(j).is_some_and(|c| c.is_ascii_digit()) {
            floating = true;
            i = j;
            while i < s.len() && (s[i].is_ascii_digit() || s[i] == b'\'') {
                i += 1;
            }
        }
    }
    let rest = &s[i..];
    let first = *rest.first()?;
    if !(first == b'_' || first.is_ascii_alphabetic() || first >= 0x80) {
        return None;
    }
    let builtin = if floating {
        matches!(rest, b"f" | b"F" | b"l" | b"L")
    } else {
        parse_suffix(rest).1 == rest.len()
    };
    let identifier = rest
        .iter()
        .all(|&c| c == b'_' || c.is_ascii_alphanumeric() || c >= 0x80);
    (!builtin && identifier).then_some(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(v: u128, unsigned: bool) -> NumberValue {
        NumberValue::Integer { value: v, unsigned }
    }

    #[test]
    fn radixes_and_suffixes() {
        assert_eq!(integer_value(b"42"), int(42, false));
        assert_eq!(integer_value(b"0x10UL"), int(16, true));
        assert_eq!(integer_value(b"010"), int(8, false));
        assert_eq!(integer_value(b"0b101"), int(5, false));
        assert_eq!(integer_value(b"1'000"), int(1000, false));
        assert_eq!(integer_value(b"7LL"), int(7, false));
        assert_eq!(integer_value(b"5ull"), int(5, true));
        assert_eq!(integer_value(b"0"), int(0, false));
    }

    #[test]
    fn reference_quirks() {
        assert_eq!(
            integer_value(b"18446744073709551615"),
            int(u128::from(u64::MAX), false)
        );
        assert_eq!(
            integer_value(b"0xffffffffffffffff"),
            int(u128::from(u64::MAX), true)
        );
        assert_eq!(
            integer_value(b"340282366920938463463374607431768211455"),
            int(u128::MAX, false)
        );
        assert_eq!(
            integer_value(b"340282366920938463463374607431768211456"),
            NumberValue::TooLarge
        );
        assert_eq!(
            integer_value(b"0x1e+5"),
            NumberValue::ExtraText {
                at: 4,
                value: 30,
                unsigned: false
            }
        );
        assert_eq!(integer_value(b"1.0"), NumberValue::Floating);
        assert_eq!(integer_value(b"1e10"), NumberValue::Floating);
        assert_eq!(integer_value(b"0x1p3"), NumberValue::Floating);
        assert_eq!(
            integer_value(b"12_k"),
            NumberValue::ExtraText {
                at: 2,
                value: 12,
                unsigned: false
            }
        );
        assert_eq!(
            integer_value(b"09"),
            NumberValue::ExtraText {
                at: 1,
                value: 0,
                unsigned: false
            }
        );
    }

    #[test]
    fn user_defined_suffixes() {
        assert_eq!(ud_suffix_start(b"4_KiB"), Some(1));
        assert_eq!(ud_suffix_start(b"90.0_deg"), Some(4));
        assert_eq!(ud_suffix_start(b"0x1F_n"), Some(4));
        assert_eq!(ud_suffix_start(b"1'000_k"), Some(5));
        assert_eq!(ud_suffix_start(b"1.5e3_d"), Some(5));
        assert_eq!(ud_suffix_start(b"1e10_nd"), Some(4));
        assert_eq!(ud_suffix_start(b"12ull"), None);
        assert_eq!(ud_suffix_start(b"1.5f"), None);
        assert_eq!(ud_suffix_start(b"0x1p4"), None);
        assert_eq!(ud_suffix_start(b"42"), None);
        assert_eq!(ud_suffix_start(b"0x1e+5"), None);
    }
}
