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
            units.extend(crate::lex::literal::decode_string_body(&sp));
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
