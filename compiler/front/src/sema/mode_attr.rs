//! GNU `__attribute__((mode(M)))`: the declared integer type takes the width the machine
//! mode names, keeping its signedness (`typedef int register_t
//! __attribute__((__mode__(__word__)));` declares a `long` on x86-64, as EDG prints it).

use crate::il::types::Builtin;
use crate::il::{AttrArgs, Attrs, TranslationUnit, TypeId};

/// `ty` after the `mode` attribute among `attrs`, or `ty` when there is none (or its mode
/// or base type is not an integer one).
pub fn apply_mode(tu: &mut TranslationUnit, ty: TypeId, attrs: &Attrs) -> TypeId {
    let Some(bits) = attrs.gnu.iter().rev().find_map(|g| {
        if strip_underscores(tu.symbols.name(g.name)) != b"mode" {
            return None;
        }
        let AttrArgs::Tokens(toks) = &g.args else {
            return None;
        };
        let [tok] = &toks[..] else {
            return None;
        };
        mode_bits(strip_underscores(tu.symbols.name(tok.sym)))
    }) else {
        return ty;
    };
    let (base, quals) = tu.types.split_quals(ty);
    let Some(b) = tu.types.as_builtin(base).filter(|b| b.is_integral()) else {
        return ty;
    };
    let unsigned = !b.is_signed() && b != Builtin::Bool;
    let sized = match (bits, unsigned) {
        (8, false) => Builtin::SignedChar,
        (8, true) => Builtin::UnsignedChar,
        (16, false) => Builtin::Short,
        (16, true) => Builtin::UnsignedShort,
        (32, false) => Builtin::Int,
        (32, true) => Builtin::UnsignedInt,
        (64, false) => Builtin::Long,
        (64, true) => Builtin::UnsignedLong,
        (_, false) => Builtin::Int128,
        (_, true) => Builtin::UnsignedInt128,
    };
    let t = tu.types.builtin(sized);
    tu.types.qualified(t, quals)
}

/// The width in bits of an integer machine mode (x86-64: a word and a pointer are 64).
fn mode_bits(mode: &[u8]) -> Option<u32> {
    Some(match mode {
        b"QI" | b"byte" => 8,
        b"HI" => 16,
        b"SI" => 32,
        b"DI" | b"word" | b"pointer" => 64,
        b"TI" => 128,
        _ => return None,
    })
}

fn strip_underscores(s: &[u8]) -> &[u8] {
    s.strip_prefix(b"__")
        .and_then(|x| x.strip_suffix(b"__"))
        .unwrap_or(s)
}
