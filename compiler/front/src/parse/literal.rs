//! Literal tokens → IL literal expressions (E-LIT needs value + type).

use crate::il::{Builtin, ConstValue, ExprId, ExprKind, ValueCategory};
use crate::lex::{number, Encoding, TokenKind};
use crate::pp::PpToken;

use super::Parser;

impl Parser<'_, '_> {
    /// A number token: integer (typed by value and suffix) or floating.
    pub fn parse_number_literal(&mut self, t: PpToken) -> ExprId {
        let sp = self.spelling(&t);
        let clean: Vec<u8> = sp.iter().copied().filter(|&c| c != b'\'').collect();
        match number::integer_value(&clean) {
            number::NumberValue::Integer { value, .. }
            | number::NumberValue::ExtraText { value, .. } => {
                let lower: Vec<u8> = clean.to_ascii_lowercase();
                let u = lower.iter().rev().take(3).any(|&c| c == b'u');
                let ll =
                    lower.ends_with(b"ll") || lower.ends_with(b"llu") || lower.ends_with(b"ull");
                let l = !ll
                    && (lower.ends_with(b"l") || lower.ends_with(b"lu") || lower.ends_with(b"ul"));
                let decimal = !(lower.starts_with(b"0") && lower.len() > 1);
                use Builtin::*;
                let fits = |b: Builtin| -> bool {
                    let bits = b.size_align().map(|(s, _)| s * 8).unwrap_or(64) as u32;
                    if b.is_signed() {
                        value < (1u128 << (bits - 1))
                    } else {
                        bits >= 128 || value < (1u128 << bits)
                    }
                };
                let cands: &[Builtin] = match (u, l, ll) {
                    (true, false, false) => &[UnsignedInt, UnsignedLong, UnsignedLongLong],
                    (true, true, _) => &[UnsignedLong, UnsignedLongLong],
                    (true, _, true) => &[UnsignedLongLong],
                    (false, true, _) if decimal => &[Long, LongLong],
                    (false, true, _) => &[Long, UnsignedLong, LongLong, UnsignedLongLong],
                    (false, _, true) if decimal => &[LongLong],
                    (false, _, true) => &[LongLong, UnsignedLongLong],
                    _ if decimal => &[Int, Long, LongLong],
                    _ => &[
                        Int,
                        UnsignedInt,
                        Long,
                        UnsignedLong,
                        LongLong,
                        UnsignedLongLong,
                    ],
                };
                let b = cands
                    .iter()
                    .copied()
                    .find(|&b| fits(b))
                    .unwrap_or(UnsignedLongLong);
                let ty = self.tu.types.builtin(b);
                self.tu.int_lit(value, ty, t.loc)
            }
            _ => {
                let lower = clean.to_ascii_lowercase();
                let is_hex = lower.starts_with(b"0x");
                let (b, body) = if !is_hex && lower.ends_with(b"f") {
                    (Builtin::Float, &clean[..clean.len() - 1])
                } else if lower.ends_with(b"l") {
                    (Builtin::LongDouble, &clean[..clean.len() - 1])
                } else if is_hex && lower.ends_with(b"f") && lower.contains(&b'p') {
                    (Builtin::Float, &clean[..clean.len() - 1])
                } else {
                    (Builtin::Double, &clean[..])
                };
                let text = String::from_utf8_lossy(body).into_owned();
                let value = parse_float(&text).unwrap_or(0.0);
                let ty = self.tu.types.builtin(b);
                let id = self.tu.add_expr(
                    ExprKind::FloatLit {
                        value,
                        spelling: body.into(),
                    },
                    ty,
                    ValueCategory::PrValue,
                    t.loc,
                );
                self.tu.exprs[id].value = Some(ConstValue::Float(value)).into();
                id
            }
        }
    }

    /// A character literal.
    pub fn parse_char_literal(&mut self, t: PpToken, enc: Encoding) -> ExprId {
        let sp = self.spelling(&t);
        let (value, issues) = crate::lex::literal::char_value(&sp);
        // A plain multi-character constant (`'CUDA'`) has type `int`.
        let multichar = issues.iter().any(|i| {
            matches!(
                i,
                crate::lex::literal::CharIssue::Multichar | crate::lex::literal::CharIssue::TooMany
            )
        });
        let b = match enc {
            Encoding::Plain if multichar => Builtin::Int,
            Encoding::Plain => Builtin::Char,
            Encoding::Wide => Builtin::WChar,
            Encoding::Utf8 => Builtin::Char8,
            Encoding::Utf16 => Builtin::Char16,
            Encoding::Utf32 => Builtin::Char32,
        };
        let ty = self.tu.types.builtin(b);
        self.tu.add_const_expr(
            ExprKind::CharLit {
                value,
                encoding: enc,
            },
            ty,
            t.loc,
            ConstValue::Int(value as i128),
        )
    }

    /// Adjacent string literals, concatenated.
    pub fn parse_string_literal(&mut self) -> ExprId {
        let first = self.tok();
        let mut enc = Encoding::Plain;
        let mut units: Vec<u32> = Vec::new();
        let mut pieces = Vec::new();
        let mut suffix: Option<(Vec<u8>, Vec<u8>)> = None;
        while let TokenKind::Str(e) = self.tok().kind {
            let t = self.bump();
            if e != Encoding::Plain {
                enc = e;
            }
            pieces.push(t.loc);
            let sp = self.spelling(&t);
            if t.flags & u32::from(crate::lex::flags::UD_SUFFIX) != 0 {
                let s = crate::lex::literal::parts(&sp)
                    .map(|p| p.suffix.to_vec())
                    .unwrap_or_default();
                if !s.is_empty() {
                    suffix = Some((s, sp.clone()));
                }
            }
            let body = crate::lex::literal::destringize(&sp);
            let _ = body;
            units.extend(decode_string_body(&sp));
        }
        let b = match enc {
            Encoding::Plain | Encoding::Utf8 => Builtin::Char,
            Encoding::Wide => Builtin::WChar,
            Encoding::Utf16 => Builtin::Char16,
            Encoding::Utf32 => Builtin::Char32,
        };
        let ch = self.tu.types.builtin(b);
        let cch = self.tu.types.qualified(ch, crate::il::Quals::CONST);
        let ty = self.tu.types.array(
            cch,
            crate::il::types::ArrayBound::Known(units.len() as u64 + 1),
        );
        let lit = self.tu.add_expr(
            ExprKind::StringLit {
                encoding: enc,
                units: units.into(),
                pieces: pieces.into(),
            },
            ty,
            ValueCategory::LValue,
            first.loc,
        );
        match suffix {
            Some((suffix, spelling)) => self.user_text_literal(lit, &suffix, &spelling, first.loc),
            None => lit,
        }
    }
}

/// Decodes a string literal's body to code units (simple escapes; raw strings verbatim).
fn decode_string_body(sp: &[u8]) -> Vec<u32> {
    let Some(parts) = crate::lex::literal::parts(sp) else {
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

/// Parses a C floating literal (decimal or hexadecimal) to f64.
pub(super) fn parse_float(s: &str) -> Option<f64> {
    let l = s.to_ascii_lowercase();
    if let Some(h) = l.strip_prefix("0x") {
        let (mant, exp) = match h.split_once('p') {
            Some((m, e)) => (m, e.parse::<i32>().ok()?),
            None => (h, 0),
        };
        let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
        let mut v = 0f64;
        for c in ip.chars() {
            v = v * 16.0 + f64::from(c.to_digit(16)?);
        }
        let mut scale = 1.0 / 16.0;
        for c in fp.chars() {
            v += f64::from(c.to_digit(16)?) * scale;
            scale /= 16.0;
        }
        return Some(v * 2f64.powi(exp));
    }
    l.parse::<f64>().ok()
}
