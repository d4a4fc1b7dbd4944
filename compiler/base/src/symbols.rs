//! Interned identifiers.
//!
//! Every identifier the preprocessor sees is interned once: a [`Symbol`] is a `u32`, the
//! macro table is indexed by it, and the parser gets it on each identifier token. The
//! interned form is the canonical spelling (UCNs decoded to UTF-8), so `été` and
//! `\u00e9t\u00e9` are one symbol. The names the preprocessor itself needs (directive
//! names, `defined`, `__VA_ARGS__`, pragma words) are interned first, in a fixed order,
//! so they are constants.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// An interned identifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub u32);

impl Symbol {
    /// "No symbol" (non-identifier tokens).
    pub const NONE: Symbol = Symbol(u32::MAX);
}

/// A fast hasher for identifier bytes (FNV-1a over 8-byte words).
#[derive(Default)]
pub struct FastHasher(u64);

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = self.0 ^ 0xcbf2_9ce4_8422_2325;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            h = (h ^ u64::from_le_bytes(w))
                .wrapping_mul(0x0100_0000_01b3)
                .rotate_left(29);
        }
        for &b in chunks.remainder() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

macro_rules! known_symbols {
    ($($name:ident = $text:literal,)*) => {
        /// Symbols the preprocessor needs, interned first.
        pub mod sym {
            use super::Symbol;
            known_symbols!(@consts 0u32, $($name,)*);
        }
        const KNOWN: &[&str] = &[$($text),*];
    };
    (@consts $n:expr, $first:ident, $($rest:ident,)*) => {
        pub const $first: Symbol = Symbol($n);
        known_symbols!(@consts $n + 1u32, $($rest,)*);
    };
    (@consts $n:expr,) => {};
}

known_symbols! {
    DEFINE = "define",
    UNDEF = "undef",
    INCLUDE = "include",
    INCLUDE_NEXT = "include_next",
    IF = "if",
    IFDEF = "ifdef",
    IFNDEF = "ifndef",
    ELIF = "elif",
    ELSE = "else",
    ENDIF = "endif",
    LINE = "line",
    ERROR = "error",
    WARNING = "warning",
    PRAGMA = "pragma",
    IDENT = "ident",
    ASSERT = "assert",
    UNASSERT = "unassert",
    DEFINED = "defined",
    VA_ARGS = "__VA_ARGS__",
    VA_OPT = "__VA_OPT__",
    PRAGMA_OP = "_Pragma",
    TRUE = "true",
    FALSE = "false",
    AND = "and",
    OR = "or",
    NOT = "not",
    BITAND = "bitand",
    BITOR = "bitor",
    XOR = "xor",
    COMPL = "compl",
    AND_EQ = "and_eq",
    OR_EQ = "or_eq",
    XOR_EQ = "xor_eq",
    NOT_EQ = "not_eq",
    ONCE = "once",
    PUSH_MACRO = "push_macro",
    POP_MACRO = "pop_macro",
    GCC = "GCC",
    SYSTEM_HEADER = "system_header",
    STDC = "STDC",
    PACK = "pack",
    OMP = "omp",
    MESSAGE = "message",
    NV_DIAG_SUPPRESS = "nv_diag_suppress",
    NV_DIAG_REMARK = "nv_diag_remark",
    NV_DIAG_WARNING = "nv_diag_warning",
    NV_DIAG_ERROR = "nv_diag_error",
    NV_DIAG_DEFAULT = "nv_diag_default",
    NV_DIAG_ONCE = "nv_diag_once",
    NV_DIAGNOSTIC = "nv_diagnostic",
    PUSH = "push",
    POP = "pop",
    NV_EXEC_CHECK_DISABLE = "nv_exec_check_disable",
    HD_WARNING_DISABLE = "hd_warning_disable",
    NV_ABI = "nv_abi",
    UNROLL = "unroll",
    NOUNROLL = "nounroll",
    DIAGNOSTIC = "diagnostic",
    VISIBILITY = "visibility",
    PUSH_OPTIONS = "push_options",
    POP_OPTIONS = "pop_options",
    TARGET = "target",
}

/// The identifier table: names in one byte arena, found through an open-addressing
/// table of (hash, symbol) pairs (no allocation per identifier).
pub struct SymbolTable {
    arena: Vec<u8>,
    spans: Vec<(u32, u32)>,
    /// High 32 bits: hash; low 32 bits: symbol number (`EMPTY` when free).
    slots: Vec<u64>,
}

const EMPTY: u64 = u64::MAX;

/// A fast word-at-a-time hash for identifiers.
fn hash(name: &[u8]) -> u64 {
    let mut h: u64 = name.len() as u64;
    let mut chunks = name.chunks_exact(8);
    for c in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut w = [0u8; 8];
        w[..rest.len()].copy_from_slice(rest);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    h ^ (h >> 29)
}

impl Default for SymbolTable {
    fn default() -> Self {
        Self::new()
    }
}

impl SymbolTable {
    pub fn new() -> SymbolTable {
        let mut t = SymbolTable {
            arena: Vec::new(),
            spans: Vec::new(),
            slots: vec![EMPTY; 1024],
        };
        for k in KNOWN {
            t.intern(k.as_bytes());
        }
        t
    }

    fn grow(&mut self) {
        let mut slots = vec![EMPTY; self.slots.len() * 2];
        let mask = slots.len() - 1;
        for &slot in &self.slots {
            if slot == EMPTY {
                continue;
            }
            let mut j = ((slot >> 32) as usize) & mask;
            while slots[j] != EMPTY {
                j = (j + 1) & mask;
            }
            slots[j] = slot;
        }
        self.slots = slots;
    }

    /// Interns a canonical spelling.
    pub fn intern(&mut self, name: &[u8]) -> Symbol {
        let h = hash(name) as u32;
        let mask = self.slots.len() - 1;
        let mut j = (h as usize) & mask;
        loop {
            let slot = self.slots[j];
            if slot == EMPTY {
                break;
            }
            if (slot >> 32) as u32 == h {
                let s = Symbol(slot as u32);
                if self.name(s) == name {
                    return s;
                }
            }
            j = (j + 1) & mask;
        }
        let id = self.spans.len() as u32;
        let start = self.arena.len() as u32;
        self.arena.extend_from_slice(name);
        self.spans.push((start, name.len() as u32));
        self.slots[j] = (u64::from(h) << 32) | u64::from(id);
        if self.spans.len() * 2 > self.slots.len() {
            self.grow();
        }
        Symbol(id)
    }

    /// The canonical spelling of a symbol (empty for [`Symbol::NONE`]).
    pub fn name(&self, s: Symbol) -> &[u8] {
        match self.spans.get(s.0 as usize) {
            Some(&(start, len)) => &self.arena[start as usize..(start + len) as usize],
            None => b"",
        }
    }

    /// Spells every identifier with non-ASCII characters by universal character names
    /// (`café` → `caf\u00e9`), as the reference writes identifiers into its outputs and
    /// hashes them into the module id. Run after parsing, before printing; the table stays
    /// consistent (interning `caf\u00e9` finds the symbol).
    pub fn spell_identifiers_with_ucns(&mut self) {
        let mut changed = false;
        for i in 0..self.spans.len() {
            let name = self.name(Symbol(i as u32));
            if let Some(spelled) = ucn_spelling(name) {
                let start = self.arena.len() as u32;
                self.arena.extend_from_slice(&spelled);
                self.spans[i] = (start, spelled.len() as u32);
                changed = true;
            }
        }
        if changed {
            // Rehash every symbol under its new spelling.
            self.slots.iter_mut().for_each(|s| *s = EMPTY);
            let mask = self.slots.len() - 1;
            for i in 0..self.spans.len() {
                let h = hash(self.name(Symbol(i as u32))) as u32;
                let mut j = (h as usize) & mask;
                while self.slots[j] != EMPTY {
                    j = (j + 1) & mask;
                }
                self.slots[j] = (u64::from(h) << 32) | i as u64;
            }
        }
    }

    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_symbols_are_constants() {
        let mut t = SymbolTable::new();
        assert_eq!(t.intern(b"define"), sym::DEFINE);
        assert_eq!(t.intern(b"__VA_OPT__"), sym::VA_OPT);
        assert_eq!(t.name(sym::TARGET), b"target");
        let x = t.intern(b"x");
        assert_eq!(t.intern(b"x"), x);
        let many: Vec<Symbol> = (0..5000)
            .map(|i| t.intern(format!("id{i}").as_bytes()))
            .collect();
        for (i, s) in many.iter().enumerate() {
            assert_eq!(t.intern(format!("id{i}").as_bytes()), *s);
            assert_eq!(t.name(*s), format!("id{i}").as_bytes());
        }
        assert_eq!(t.name(Symbol::NONE), b"");
    }
}

/// `name` with each non-ASCII character as `\uXXXX` (`\UXXXXXXXX` past the BMP), when
/// `name` is an identifier that has one; `None` otherwise (literals and ASCII names).
fn ucn_spelling(name: &[u8]) -> Option<Vec<u8>> {
    let identifier = name.first().is_some_and(|b| !b.is_ascii_digit())
        && name
            .iter()
            .all(|&b| b >= 0x80 || b.is_ascii_alphanumeric() || b == b'_' || b == b'$');
    if !identifier || name.is_ascii() {
        return None;
    }
    let text = std::str::from_utf8(name).ok()?;
    let mut out = Vec::with_capacity(name.len() + 8);
    for c in text.chars() {
        match u32::from(c) {
            n if n < 0x80 => out.push(n as u8),
            n if n <= 0xFFFF => out.extend_from_slice(format!("\\u{n:04x}").as_bytes()),
            n => out.extend_from_slice(format!("\\U{n:08x}").as_bytes()),
        }
    }
    Some(out)
}

#[cfg(test)]
mod ucn_tests {
    use super::*;

    #[test]
    fn non_ascii_identifiers_take_ucns() {
        let mut t = SymbolTable::new();
        let cafe = t.intern("café".as_bytes());
        let smile = t.intern("x\u{1F600}".as_bytes());
        let lit = t.intern("\"é\"".as_bytes());
        let plain = t.intern(b"plain");
        t.spell_identifiers_with_ucns();
        assert_eq!(t.name(cafe), b"caf\\u00e9");
        assert_eq!(t.name(smile), b"x\\U0001f600");
        assert_eq!(t.name(lit), "\"é\"".as_bytes());
        assert_eq!(t.intern(b"caf\\u00e9"), cafe);
        assert_eq!(t.intern(b"plain"), plain);
    }
}
