//! `long double` literals (E-LIT): EDG runs on x86-64, where `long double` is the x87
//! 80-bit format (64-bit significand), and prints a literal's value with the shortest
//! decimal digits that read back to the same 80-bit value: `3.14159265358979323846L` →
//! `3.1415926535897932385L` (20 digits, where a `double` needs 16). The value is rounded
//! from the literal's spelling, since an `f64` has lost the digits that matter.

use std::cmp::Ordering;

/// Non-negative big integer, little-endian 32-bit limbs, no trailing zero limbs.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Big(Vec<u32>);

impl Big {
    fn from_u128(mut v: u128) -> Big {
        let mut l = Vec::new();
        while v != 0 {
            l.push(v as u32);
            v >>= 32;
        }
        Big(l)
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn bit_len(&self) -> u64 {
        match self.0.last() {
            None => 0,
            Some(&top) => (self.0.len() as u64 - 1) * 32 + u64::from(32 - top.leading_zeros()),
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in &mut self.0 {
            let v = u64::from(*l) * u64::from(m) + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
        self.trim();
    }

    fn add_small(&mut self, a: u32) {
        let mut carry = u64::from(a);
        for l in &mut self.0 {
            if carry == 0 {
                break;
            }
            let v = u64::from(*l) + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn mul_pow10(&mut self, mut k: u32) {
        while k >= 9 {
            self.mul_small(1_000_000_000);
            k -= 9;
        }
        if k > 0 {
            self.mul_small(10u32.pow(k));
        }
    }

    fn shl(&self, bits: u64) -> Big {
        if self.is_zero() {
            return self.clone();
        }
        let limbs = (bits / 32) as usize;
        let b = (bits % 32) as u32;
        let mut out = vec![0u32; limbs];
        let mut carry = 0u32;
        for &l in &self.0 {
            if b == 0 {
                out.push(l);
            } else {
                out.push((l << b) | carry);
                carry = l >> (32 - b);
            }
        }
        if carry != 0 {
            out.push(carry);
        }
        Big(out)
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn cmp_big(&self, o: &Big) -> Ordering {
        self.0
            .len()
            .cmp(&o.0.len())
            .then_with(|| self.0.iter().rev().cmp(o.0.iter().rev()))
    }

    /// `self -= o`, where `o <= self`.
    fn sub_assign(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let r = i64::from(self.0[i]) - i64::from(o.0.get(i).copied().unwrap_or(0)) - borrow;
            if r < 0 {
                self.0[i] = (r + (1i64 << 32)) as u32;
                borrow = 1;
            } else {
                self.0[i] = r as u32;
                borrow = 0;
            }
        }
        self.trim();
    }

    /// `num / den` when the quotient has at most `max_bits` bits, with the remainder.
    fn div_small_quotient(num: &Big, den: &Big, max_bits: u64) -> (u128, Big) {
        let mut rem = num.clone();
        let mut q = 0u128;
        for i in (0..max_bits).rev() {
            let d = den.shl(i);
            if d.cmp_big(&rem) != Ordering::Greater {
                rem.sub_assign(&d);
                q |= 1u128 << i;
            }
        }
        (q, rem)
    }
}

/// An 80-bit value: `significand × 2^exp2`, the significand normalized to 64 bits (or 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Extended {
    significand: u64,
    exp2: i64,
}

/// Rounds `digits × 10^exp10 × 2^bin_exp` to the nearest 80-bit value (ties to even).
/// Values beyond the format's range are not special-cased: literals that large or that
/// small are errors or denormals EDG rejects before printing.
/// The exponent of the least subnormal's unit: 2^-16445.
const MIN_EXP2: i64 = -16445;

fn round_to_extended(digits: &Big, exp10: i64, bin_exp: i64) -> Option<Extended> {
    if digits.is_zero() {
        return Some(Extended {
            significand: 0,
            exp2: 0,
        });
    }
    if exp10.unsigned_abs() > 6000 || bin_exp.unsigned_abs() > 20_000 {
        return None;
    }
    let mut num = digits.clone();
    let mut den = Big::from_u128(1);
    if exp10 >= 0 {
        num.mul_pow10(exp10 as u32);
    } else {
        den.mul_pow10((-exp10) as u32);
    }
    // value = num / den × 2^bin_exp; pick e2 with 2^63 <= value / 2^e2 < 2^64, or the
    // least exponent (a subnormal: fewer significant bits).
    let mut e2 = (num.bit_len() as i64 - den.bit_len() as i64 - 64 + bin_exp).max(MIN_EXP2);
    for _ in 0..4 {
        let shift = bin_exp - e2;
        let (n, d) = if shift >= 0 {
            (num.shl(shift as u64), den.clone())
        } else {
            (num.clone(), den.shl((-shift) as u64))
        };
        let (q, rem) = Big::div_small_quotient(&n, &d, 66);
        if q < 1u128 << 63 && e2 > MIN_EXP2 {
            e2 -= 1;
            continue;
        }
        if q >= 1u128 << 64 {
            e2 += 1;
            continue;
        }
        let twice = rem.shl(1);
        let mut q = q;
        match twice.cmp_big(&d) {
            Ordering::Greater => q += 1,
            Ordering::Equal if q & 1 == 1 => q += 1,
            _ => {}
        }
        if q == 1u128 << 64 {
            return Some(Extended {
                significand: 1 << 63,
                exp2: e2 + 1,
            });
        }
        return Some(Extended {
            significand: q as u64,
            exp2: e2,
        });
    }
    None
}

/// The digits and exponent (`d.ddd × 10^exp`) of a literal body (no suffix), decimal or
/// hexadecimal, as an exact rational `digits × 10^exp10 × 2^bin_exp`.
fn parse_body(body: &[u8]) -> Option<(Big, i64, i64)> {
    let lower = body.to_ascii_lowercase();
    let (hex, rest) = match lower.strip_prefix(b"0x") {
        Some(r) => (true, r),
        None => (false, &lower[..]),
    };
    let exp_mark = if hex { b'p' } else { b'e' };
    let (mant, exp) = match rest.iter().position(|&c| c == exp_mark) {
        Some(i) => (
            &rest[..i],
            std::str::from_utf8(&rest[i + 1..])
                .ok()?
                .parse::<i64>()
                .ok()?,
        ),
        None => (rest, 0),
    };
    let radix = if hex { 16 } else { 10 };
    let mut digits = Big::from_u128(0);
    let mut frac_digits = 0i64;
    let mut seen_point = false;
    for &c in mant {
        if c == b'.' {
            seen_point = true;
            continue;
        }
        let d = char::from(c).to_digit(radix)?;
        digits.mul_small(radix);
        digits.add_small(d);
        if seen_point {
            frac_digits += 1;
        }
    }
    if hex {
        Some((digits, 0, exp - 4 * frac_digits))
    } else {
        Some((digits, exp - frac_digits, 0))
    }
}

/// `v × 10^k` rounded to an integer (ties away from zero), `v = num / den`.
fn scaled_round(num: &Big, den: &Big, k: i64) -> u128 {
    let (mut n, mut d) = (num.clone(), den.clone());
    if k >= 0 {
        n.mul_pow10(k as u32);
    } else {
        d.mul_pow10((-k) as u32);
    }
    let (q, rem) = Big::div_small_quotient(&n, &d, 80);
    if rem.shl(1).cmp_big(&d) != Ordering::Less {
        q + 1
    } else {
        q
    }
}

/// The shortest decimal digits of a `long double` literal's 80-bit value and the decimal
/// exponent of the first digit, or `None` when the spelling cannot be read.
pub fn shortest_digits(body: &[u8]) -> Option<(String, i32)> {
    let (digits, exp10, bin_exp) = parse_body(body)?;
    let x = round_to_extended(&digits, exp10, bin_exp)?;
    if x.significand == 0 {
        return Some(("0".into(), 0));
    }
    // The value as num / den.
    let sig = Big::from_u128(u128::from(x.significand));
    let (num, den) = if x.exp2 >= 0 {
        (sig.shl(x.exp2 as u64), Big::from_u128(1))
    } else {
        (sig, Big::from_u128(1).shl((-x.exp2) as u64))
    };
    // The decimal exponent of the leading digit: estimated, then made exact.
    let approx = (x.significand as f64).log10() + x.exp2 as f64 * std::f64::consts::LOG10_2;
    let mut e = approx.floor() as i64;
    let pow_le = |e: i64| -> bool {
        // 10^e <= num / den
        let (mut l, mut r) = (Big::from_u128(1), num.clone());
        if e >= 0 {
            l.mul_pow10(e as u32);
            l = Big(mul_big(&l.0, &den.0));
        } else {
            r.mul_pow10((-e) as u32);
            l = den.clone();
        }
        l.cmp_big(&r) != Ordering::Greater
    };
    while !pow_le(e) {
        e -= 1;
    }
    while pow_le(e + 1) {
        e += 1;
    }
    for n in 1..=21i64 {
        let mut d = scaled_round(&num, &den, n - 1 - e);
        let mut lead = e;
        if d >= 10u128.pow(n as u32) {
            d /= 10;
            lead += 1;
        }
        let back = round_to_extended(&Big::from_u128(d), lead - (n - 1), 0)?;
        if back == x && n == 1 {
            // One digit: the value correctly rounded to two instead, as for `double`
            // (`3.6E-4951L`, the least subnormal).
            let mut d2 = scaled_round(&num, &den, 1 - e);
            let mut lead2 = e;
            if d2 >= 100 {
                d2 /= 10;
                lead2 += 1;
            }
            let mut s = d2.to_string();
            while s.len() > 1 && s.ends_with('0') {
                s.pop();
            }
            return Some((s, lead2 as i32));
        }
        if back == x {
            let mut s = d.to_string();
            while s.len() > 1 && s.ends_with('0') {
                s.pop();
            }
            return Some((s, lead as i32));
        }
    }
    None
}

fn mul_big(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = vec![0u32; a.len() + b.len()];
    for (i, &x) in a.iter().enumerate() {
        let mut carry = 0u64;
        for (j, &y) in b.iter().enumerate() {
            let v = u64::from(out[i + j]) + u64::from(x) * u64::from(y) + carry;
            out[i + j] = v as u32;
            carry = v >> 32;
        }
        let mut k = i + b.len();
        while carry != 0 {
            let v = u64::from(out[k]) + carry;
            out[k] = v as u32;
            carry = v >> 32;
            k += 1;
        }
    }
    while out.last() == Some(&0) {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::shortest_digits;

    fn sd(s: &str) -> (String, i32) {
        shortest_digits(s.as_bytes()).unwrap()
    }

    #[test]
    fn pi_keeps_twenty_digits() {
        assert_eq!(
            sd("3.14159265358979323846"),
            ("31415926535897932385".into(), 0)
        );
        assert_eq!(
            sd("3.1415926535897932385"),
            ("31415926535897932385".into(), 0)
        );
    }

    #[test]
    fn short_values_stay_short() {
        assert_eq!(sd("180.0"), ("18".into(), 2));
        assert_eq!(sd("0.1"), ("1".into(), -1));
        assert_eq!(sd("1.5"), ("15".into(), 0));
        assert_eq!(sd("1e100"), ("1".into(), 100));
        assert_eq!(sd("0x1p-3"), ("125".into(), -1));
        assert_eq!(sd("0"), ("0".into(), 0));
    }

    #[test]
    fn subnormals_keep_two_digits() {
        assert_eq!(
            sd("3.64519953188247460252840593361941982e-4951"),
            ("36".into(), -4951)
        );
        assert_eq!(sd("7.3e-4951"), ("73".into(), -4951));
        assert_eq!(sd("1e-4940"), ("1".into(), -4940));
    }
}
