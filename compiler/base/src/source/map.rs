//! The source manager: every byte the front end reads, and the compact positions that
//! point into it.
//!
//! A [`Pos`] is a file instance and a byte offset (two `u32`s), so tokens and diagnostics
//! carry positions without allocating. A *file instance* ([`FileId`]) is one inclusion of
//! a file: including a header twice gives two instances sharing one copy of the bytes,
//! each with its own presumed-line map (`#line` inside the header may differ between the
//! two inclusions). Instance 0 is the *scratch buffer*, where the preprocessor writes the
//! text of tokens that exist in no file (stringized arguments, pasted tokens, `_Pragma`
//! strings).
//!
//! Files are bytes, not text: non-UTF-8 input is allowed and echoed unchanged. Physical
//! line tables are built once per file, on first use, so a 100 MB input that never needs
//! a diagnostic never pays for one. A backslash-newline splice is an ordinary newline for
//! the line table, so positions inside spliced tokens still map to physical lines. A
//! `\r` before `\n` belongs to the line end (CRLF input); echoed lines exclude it.

use std::cell::OnceCell;
use std::collections::HashMap;

use super::presumed::{LineMapEntry, NameId, NameTable, Presumed, SegmentId};

/// One inclusion of a file (or the scratch buffer, instance 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

impl FileId {
    /// The scratch buffer: text synthesized by the preprocessor.
    pub const SCRATCH: FileId = FileId(0);
}

/// A byte position: file instance + byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    pub file: FileId,
    pub offset: u32,
}

impl Pos {
    pub const fn new(file: FileId, offset: u32) -> Pos {
        Pos { file, offset }
    }
}

/// Why a file could not be added: it is larger than a `u32` offset can address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileTooLarge;

/// The bytes of one file, shared by all its inclusions.
struct Content {
    bytes: Vec<u8>,
    /// Byte offset of the start of each physical line (line 1 starts at 0).
    lines: OnceCell<Box<[u32]>>,
    /// Whether every byte is ASCII (columns are then byte distances).
    ascii: OnceCell<bool>,
}

impl Content {
    fn line_starts(&self) -> &[u32] {
        self.lines.get_or_init(|| {
            let mut starts = Vec::with_capacity(self.bytes.len() / 32 + 1);
            starts.push(0u32);
            for (i, &b) in self.bytes.iter().enumerate() {
                if b == b'\n' {
                    // Offsets fit: add_file refuses files over u32::MAX bytes.
                    starts.push(u32::try_from(i + 1).unwrap_or(u32::MAX));
                }
            }
            starts.into_boxed_slice()
        })
    }
}

/// One inclusion of a file.
struct FileInstance {
    content: u32,
    /// The name the file was opened by (as spelled: `sub/j.h`, `./i.h`, `/usr/include/x.h`).
    name: NameId,
    /// Where the `#include` that opened it is (None for the primary file and scratch).
    included_at: Option<Pos>,
    /// Presumed-location changes, in increasing offset order; entry 0 is the file start.
    line_map: Vec<LineMapEntry>,
}

/// All files of a translation unit.
pub struct SourceMap {
    contents: Vec<Content>,
    files: Vec<FileInstance>,
    /// Content by identity (canonical path), so re-inclusions share bytes.
    by_identity: HashMap<Vec<u8>, u32>,
    names: NameTable,
}

impl Default for SourceMap {
    fn default() -> Self {
        Self::new()
    }
}

impl SourceMap {
    pub fn new() -> SourceMap {
        let mut names = NameTable::default();
        let scratch_name = names.intern(b"<scratch>");
        SourceMap {
            contents: vec![Content {
                bytes: Vec::new(),
                lines: OnceCell::new(),
                ascii: OnceCell::new(),
            }],
            files: vec![FileInstance {
                content: 0,
                name: scratch_name,
                included_at: None,
                line_map: vec![LineMapEntry {
                    offset: 0,
                    phys_line: 1,
                    presumed_line: 1,
                    name: scratch_name,
                    system: false,
                }],
            }],
            by_identity: HashMap::new(),
            names,
        }
    }

    /// Adds one inclusion of a file. `identity` (a canonical path) lets two inclusions of
    /// the same file share their bytes; `bytes` is ignored when the identity is known.
    pub fn add_file(
        &mut self,
        name: &[u8],
        identity: Option<&[u8]>,
        bytes: Vec<u8>,
        included_at: Option<Pos>,
        system: bool,
    ) -> Result<FileId, FileTooLarge> {
        let content = match identity.and_then(|id| self.by_identity.get(id)) {
            Some(&c) => c,
            None => {
                if u32::try_from(bytes.len()).is_err() || bytes.len() == u32::MAX as usize {
                    return Err(FileTooLarge);
                }
                let c = self.contents.len() as u32;
                self.contents.push(Content {
                    bytes,
                    lines: OnceCell::new(),
                    ascii: OnceCell::new(),
                });
                if let Some(id) = identity {
                    self.by_identity.insert(id.to_vec(), c);
                }
                c
            }
        };
        let name = self.names.intern(name);
        let id = FileId(self.files.len() as u32);
        self.files.push(FileInstance {
            content,
            name,
            included_at,
            line_map: vec![LineMapEntry {
                offset: 0,
                phys_line: 1,
                presumed_line: 1,
                name,
                system,
            }],
        });
        Ok(id)
    }

    /// Number of file instances (including scratch).
    pub fn file_count(&self) -> usize {
        self.files.len()
    }

    fn content(&self, file: FileId) -> &Content {
        let c = self.files.get(file.0 as usize).map_or(0, |f| f.content);
        &self.contents[c as usize]
    }

    /// The bytes of a file instance (empty for an unknown id).
    pub fn bytes(&self, file: FileId) -> &[u8] {
        &self.content(file).bytes
    }

    /// The name a file instance was opened by.
    pub fn file_name(&self, file: FileId) -> &[u8] {
        self.files
            .get(file.0 as usize)
            .map_or(&b""[..], |f| self.names.get(f.name))
    }

    /// The name id a file instance was opened by.
    pub fn file_name_id(&self, file: FileId) -> NameId {
        self.files
            .get(file.0 as usize)
            .map_or(NameId(0), |f| f.name)
    }

    /// Where the `#include` that opened this instance is.
    pub fn included_at(&self, file: FileId) -> Option<Pos> {
        self.files.get(file.0 as usize).and_then(|f| f.included_at)
    }

    /// Whether two instances share their bytes (the same file included twice).
    pub fn same_content(&self, a: FileId, b: FileId) -> bool {
        match (self.files.get(a.0 as usize), self.files.get(b.0 as usize)) {
            (Some(x), Some(y)) => x.content == y.content,
            _ => false,
        }
    }

    /// Offset where lexing starts: after a UTF-8 byte-order mark, if any.
    pub fn content_start(&self, file: FileId) -> u32 {
        if self.bytes(file).starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        }
    }

    /// Appends synthesized text to the scratch buffer; returns where it starts.
    pub fn scratch_append(&mut self, text: &[u8]) -> Pos {
        let buf = &mut self.contents[0].bytes;
        let offset = u32::try_from(buf.len()).unwrap_or(u32::MAX);
        buf.extend_from_slice(text);
        Pos::new(FileId::SCRATCH, offset)
    }

    /// The text `[pos, pos + len)` (clamped to the file).
    pub fn slice(&self, pos: Pos, len: u32) -> &[u8] {
        let b = self.bytes(pos.file);
        let start = (pos.offset as usize).min(b.len());
        let end = (pos.offset as usize)
            .saturating_add(len as usize)
            .min(b.len());
        &b[start..end]
    }

    /// The physical line (1-based) of a position.
    pub fn physical_line(&self, pos: Pos) -> u32 {
        if pos.file == FileId::SCRATCH {
            return 1;
        }
        let starts = self.content(pos.file).line_starts();
        starts.partition_point(|&s| s <= pos.offset) as u32
    }

    /// Byte offset of the start of the physical line containing `pos` (after the
    /// byte-order mark on the first line: it is not a character of the line).
    pub fn line_start(&self, pos: Pos) -> u32 {
        if pos.file == FileId::SCRATCH {
            return 0;
        }
        let starts = self.content(pos.file).line_starts();
        let i = starts.partition_point(|&s| s <= pos.offset);
        let start = starts[i.saturating_sub(1)];
        if start == 0 && pos.offset >= 3 {
            self.content_start(pos.file)
        } else {
            start
        }
    }

    /// Byte offset of the start of a physical line (1-based), if the file has it.
    pub fn offset_of_line(&self, file: FileId, line: u32) -> Option<u32> {
        self.content(file)
            .line_starts()
            .get(line.checked_sub(1)? as usize)
            .copied()
    }

    /// The text of the physical line containing `pos`, without its line end (`\n` or
    /// `\r\n`): what a diagnostic echoes above its caret. Tabs and any bytes are kept.
    pub fn line_text(&self, pos: Pos) -> &[u8] {
        let b = self.bytes(pos.file);
        let start = (self.line_start(pos) as usize).min(b.len());
        let end = b[start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(b.len(), |i| start + i);
        let end = if end > start && b[end - 1] == b'\r' {
            end - 1
        } else {
            end
        };
        &b[start..end]
    }

    /// The 1-based column of a position, counted in characters (UTF-8 continuation bytes
    /// do not count; a tab is one column), as the reference counts them.
    pub fn column(&self, pos: Pos) -> u32 {
        let content = self.content(pos.file);
        let b = &content.bytes;
        let start = (self.line_start(pos) as usize).min(b.len());
        let end = (pos.offset as usize).min(b.len()).max(start);
        if pos.file != FileId::SCRATCH && *content.ascii.get_or_init(|| b.is_ascii()) {
            return 1 + (end - start) as u32;
        }
        1 + crate::text::char_count(&b[start..end]) as u32
    }

    /// Records a presumed-location change (`#line`, a GNU line marker, a system-header
    /// pragma) taking effect at `offset` of `file`. Entries must come in offset order.
    pub fn add_line_entry(&mut self, file: FileId, entry: LineMapEntry) {
        if let Some(f) = self.files.get_mut(file.0 as usize) {
            f.line_map.push(entry);
        }
    }

    /// The last presumed-location entry of a file (what a new line starts from).
    pub fn last_line_entry(&self, file: FileId) -> Option<&LineMapEntry> {
        self.files
            .get(file.0 as usize)
            .and_then(|f| f.line_map.last())
    }

    /// The presumed location of a position: the file name and line after `#line` and
    /// line markers, whether it is a system header, and the segment it belongs to.
    pub fn presumed(&self, pos: Pos) -> Presumed {
        let phys = self.physical_line(pos);
        let Some(f) = self.files.get(pos.file.0 as usize) else {
            return Presumed {
                name: NameId(0),
                line: phys,
                system: false,
                segment: SegmentId {
                    file: pos.file,
                    index: 0,
                },
            };
        };
        let i = f
            .line_map
            .partition_point(|e| e.offset <= pos.offset)
            .saturating_sub(1);
        let e = &f.line_map[i];
        Presumed {
            name: e.name,
            line: e.presumed_line.wrapping_add(phys.wrapping_sub(e.phys_line)),
            system: e.system,
            segment: SegmentId {
                file: pos.file,
                index: i as u32,
            },
        }
    }

    /// Interns a presumed file name.
    pub fn intern_name(&mut self, name: &[u8]) -> NameId {
        self.names.intern(name)
    }

    /// The bytes of a presumed file name.
    pub fn name(&self, id: NameId) -> &[u8] {
        self.names.get(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map_with(text: &[u8]) -> (SourceMap, FileId) {
        let mut sm = SourceMap::new();
        let f = sm
            .add_file(b"x.cu", None, text.to_vec(), None, false)
            .unwrap();
        (sm, f)
    }

    #[test]
    fn lines_and_columns() {
        let (sm, f) = map_with(b"ab\n\tc\xc3\xa9d\r\nlast");
        assert_eq!(sm.physical_line(Pos::new(f, 0)), 1);
        assert_eq!(sm.physical_line(Pos::new(f, 2)), 1);
        assert_eq!(sm.physical_line(Pos::new(f, 3)), 2);
        assert_eq!(sm.line_text(Pos::new(f, 4)), b"\tc\xc3\xa9d");
        // 'd' is at byte 7: tab, c, e-acute (2 bytes) -> column 4
        assert_eq!(sm.column(Pos::new(f, 7)), 4);
        assert_eq!(sm.physical_line(Pos::new(f, 10)), 3);
        assert_eq!(sm.line_text(Pos::new(f, 10)), b"last");
    }

    #[test]
    fn byte_order_mark_is_not_a_column() {
        let (sm, f) = map_with(b"\xEF\xBB\xBFint a = @;\n");
        // Verified: cudafe++ reports the `@` at column 9.
        assert_eq!(sm.column(Pos::new(f, 11)), 9);
        assert_eq!(sm.line_text(Pos::new(f, 11)), b"int a = @;");
    }

    #[test]
    fn spliced_positions_map_to_physical_lines() {
        let (sm, f) = map_with(b"in\\\nt x;\n");
        assert_eq!(sm.physical_line(Pos::new(f, 4)), 2);
        assert_eq!(sm.column(Pos::new(f, 4)), 1);
    }

    #[test]
    fn presumed_lines_follow_entries() {
        let (mut sm, f) = map_with(b"a\n#line 10 \"r.cu\"\nb\nc\n");
        let name = sm.intern_name(b"r.cu");
        sm.add_line_entry(
            f,
            LineMapEntry {
                offset: 18,
                phys_line: 3,
                presumed_line: 10,
                name,
                system: false,
            },
        );
        let p = sm.presumed(Pos::new(f, 20));
        assert_eq!(
            (sm.name(p.name), p.line, p.segment.index),
            (&b"r.cu"[..], 11, 1)
        );
        let p0 = sm.presumed(Pos::new(f, 0));
        assert_eq!(
            (sm.name(p0.name), p0.line, p0.segment.index),
            (&b"x.cu"[..], 1, 0)
        );
    }

    #[test]
    fn shared_content_and_scratch() {
        let mut sm = SourceMap::new();
        let a = sm
            .add_file(b"h.h", Some(b"/abs/h.h"), b"int h;\n".to_vec(), None, false)
            .unwrap();
        let b = sm
            .add_file(b"./h.h", Some(b"/abs/h.h"), Vec::new(), None, false)
            .unwrap();
        assert!(sm.same_content(a, b));
        assert_eq!(sm.bytes(b), b"int h;\n");
        assert_eq!(sm.file_name(b), b"./h.h");
        let p = sm.scratch_append(b"\"str\"");
        assert_eq!(sm.slice(p, 5), b"\"str\"");
        assert_eq!(sm.content_start(a), 0);
    }
}
