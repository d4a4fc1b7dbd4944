//! Presumed locations: what `#line N "file"` and GNU line markers (`# N "file" flags`)
//! make a position report, and the *segments* the host-file printer needs.
//!
//! The reference prints a bare `# N` while the output stays in one segment and the full
//! `# N "file"` (plus ` 3` for a system header) when the segment changes; every input line
//! directive starts a new segment (printer-rules.md LD-4, reference-behavior.md §3.3).
//! A segment is therefore one entry of a file instance's line map. Presumed line numbers
//! are `u32` and wrap like the reference's (`#line 4294967295` makes the next line 0).

use std::collections::HashMap;

use super::map::FileId;

/// An interned presumed file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct NameId(pub u32);

/// Interned file names (bytes; names need not be UTF-8).
#[derive(Default)]
pub struct NameTable {
    names: Vec<Vec<u8>>,
    index: HashMap<Vec<u8>, NameId>,
}

impl NameTable {
    pub fn intern(&mut self, name: &[u8]) -> NameId {
        if let Some(&id) = self.index.get(name) {
            return id;
        }
        let id = NameId(self.names.len() as u32);
        self.names.push(name.to_vec());
        self.index.insert(name.to_vec(), id);
        id
    }

    pub fn get(&self, id: NameId) -> &[u8] {
        self.names
            .get(id.0 as usize)
            .map_or(&b""[..], |n| n.as_slice())
    }
}

/// One presumed-location change: from byte `offset` on (the start of the line after the
/// directive), physical line `phys_line` is presumed to be line `presumed_line` of `name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineMapEntry {
    pub offset: u32,
    pub phys_line: u32,
    pub presumed_line: u32,
    pub name: NameId,
    /// GNU flag 3, `#pragma GCC system_header`, or a file found in a system directory.
    pub system: bool,
}

/// A segment: one line-map entry of one file instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SegmentId {
    pub file: FileId,
    pub index: u32,
}

/// Where a position presumes to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Presumed {
    pub name: NameId,
    pub line: u32,
    pub system: bool,
    pub segment: SegmentId,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_stable() {
        let mut t = NameTable::default();
        let a = t.intern(b"a.h");
        let b = t.intern(b"b\xff.h");
        assert_ne!(a, b);
        assert_eq!(t.intern(b"a.h"), a);
        assert_eq!(t.get(b), b"b\xff.h");
    }
}
