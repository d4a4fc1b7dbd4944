//! The line-directive engine of the host file (printer-rules.md LD-1..LD-5, §10.1).
//!
//! EDG keeps one counter, the line number gcc will give to the output line being
//! written, and one current *segment* (a line-map entry of a file instance, see
//! `source::presumed`). An item that carries a source position continues the current
//! output line when it is on the current line of the current segment; otherwise a
//! newline and a directive go before it: bare `# N` within the segment, `# N "file"`
//! (plus ` 3` for a system header) when the segment changes. Only pragma lines and the
//! host_runtime block advance the counter. Inside a CUDA `#if 0` body the line is
//! unknown (the first positioned item always gets a directive); after its `#endif` the
//! segment is unknown (the next directive is always the full form).

use crate::source::{Pos, Presumed, SegmentId, SourceMap};

/// Where a positioned item lands, as the engine compares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub line: u32,
    pub segment: SegmentId,
}

/// Writes the host file's text, deciding where newlines and `# N` directives go.
pub struct LineWriter<'a> {
    sm: &'a SourceMap,
    out: Vec<u8>,
    /// The line gcc will give to the output line being written; None when unknown.
    cur_line: Option<u32>,
    /// The segment of the last directive; None forces the full form.
    cur_seg: Option<SegmentId>,
    /// Whether the next byte starts an output line.
    at_bol: bool,
    /// Recording mode (a lambda body printed into an expression's text): positions and
    /// pragmas become in-band markers that the real writer replays (see [`MARK`]).
    recording: bool,
}

/// Starts an in-band marker in recorded text: `MARK`, a kind byte (`P` position, `C` counted
/// position, `G` pragma, `N` end of line, `I` `#if 0`, `E` its `#endif`), the position as 8+8 hex digits; a pragma's text follows, ended by [`MARK_END`].
/// Control bytes the printer never writes otherwise (literals are escaped).
pub const MARK: u8 = 0x1E;
const MARK_END: u8 = 0x1F;

fn push_marker(out: &mut Vec<u8>, kind: u8, pos: Pos) {
    out.push(MARK);
    out.push(kind);
    out.extend_from_slice(format!("{:08x}{:08x}", pos.file.0, pos.offset).as_bytes());
}

/// A position marker in recorded text (what `position` records).
pub fn position_marker(out: &mut Vec<u8>, pos: Pos) {
    push_marker(out, b'P', pos);
}
const MARK_LEN: usize = 18;

/// A soft line break in expression text (a requirement on a later source line): the
/// writer starts a new output line indented to the position's column, without a directive,
/// and takes the position's line as current.
pub fn soft_line_marker(out: &mut Vec<u8>, pos: Pos) {
    push_marker(out, b'S', pos);
}

/// An `#if 0` marker in recorded text (what `begin_if0` records).
pub fn if0_marker(out: &mut Vec<u8>) {
    push_marker(out, b'I', Pos::new(crate::source::FileId(0), 0));
}

/// The `#endif` marker closing [`if0_marker`].
pub fn endif_marker(out: &mut Vec<u8>) {
    push_marker(out, b'E', Pos::new(crate::source::FileId(0), 0));
}

impl<'a> LineWriter<'a> {
    pub fn new(sm: &'a SourceMap) -> LineWriter<'a> {
        LineWriter {
            sm,
            out: Vec::new(),
            cur_line: None,
            cur_seg: None,
            at_bol: true,
            recording: false,
        }
    }

    /// A writer that records text with position markers instead of deciding lines: what a
    /// lambda body prints inside an expression, replayed when the expression is written.
    pub fn recording(sm: &'a SourceMap) -> LineWriter<'a> {
        LineWriter {
            recording: true,
            ..LineWriter::new(sm)
        }
    }

    fn push_marker(&mut self, kind: u8, pos: Pos) {
        push_marker(&mut self.out, kind, pos);
    }

    pub fn source_map(&self) -> &'a SourceMap {
        self.sm
    }

    /// The text written so far.
    pub fn bytes(&self) -> &[u8] {
        &self.out
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.out
    }

    pub fn at_bol(&self) -> bool {
        self.at_bol
    }

    /// The state after the body's opening `# 1`: line 1 of `segment`.
    pub fn start_body(&mut self, segment: Option<SegmentId>) {
        self.end_line();
        self.out.extend_from_slice(b"# 1\n");
        self.cur_line = Some(1);
        self.cur_seg = segment;
        self.at_bol = true;
    }

    /// Positions the next item at `pos` (LD-1, LD-4).
    pub fn position(&mut self, pos: Pos) {
        if self.recording {
            self.push_marker(b'P', pos);
            self.at_bol = false;
            return;
        }
        let p = self.sm.presumed(pos);
        self.position_presumed(&p);
    }

    /// Positions the next item at an already resolved presumed location.
    pub fn position_presumed(&mut self, p: &Presumed) {
        if self.cur_seg == Some(p.segment) && self.cur_line == Some(p.line) {
            return;
        }
        self.end_line();
        self.directive(p);
    }

    /// Writes text on the current output line. It must not contain a newline.
    pub fn text(&mut self, s: &[u8]) {
        if !self.recording && s.contains(&MARK) {
            self.replay(s);
            return;
        }
        if !s.is_empty() {
            self.out.extend_from_slice(s);
            self.at_bol = false;
        }
    }

    pub fn str(&mut self, s: &str) {
        self.text(s.as_bytes());
    }

    /// Writes recorded text, acting on its markers.
    fn replay(&mut self, mut s: &[u8]) {
        while let Some(i) = s.iter().position(|&c| c == MARK) {
            self.text(&s[..i]);
            let Some(m) = s.get(i..i + MARK_LEN) else {
                return;
            };
            let hex = |b: &[u8]| {
                std::str::from_utf8(b)
                    .ok()
                    .and_then(|t| u32::from_str_radix(t, 16).ok())
                    .unwrap_or(0)
            };
            let pos = Pos::new(crate::source::FileId(hex(&m[2..10])), hex(&m[10..18]));
            s = &s[i + MARK_LEN..];
            match m[1] {
                b'G' => {
                    let end = s.iter().position(|&c| c == MARK_END).unwrap_or(s.len());
                    self.pragma(pos, &s[..end]);
                    s = s.get(end + 1..).unwrap_or(&[]);
                }
                b'N' => self.end_line(),
                b'S' => self.soft_line(pos),
                b'C' => self.position_counted(pos),
                b'I' => self.begin_if0(),
                b'E' => self.end_if0(),
                _ => self.position(pos),
            }
        }
        self.text(s);
    }

    /// A newline and the position's column in spaces, no directive; the position's line
    /// becomes current (see [`soft_line_marker`]).
    pub fn soft_line(&mut self, pos: Pos) {
        if self.recording {
            self.push_marker(b'S', pos);
            return;
        }
        let p = self.sm.presumed(pos);
        let col = self.sm.column(pos);
        self.out.push(b'\n');
        self.out.extend(std::iter::repeat_n(b' ', col as usize));
        self.at_bol = false;
        if self.cur_seg == Some(p.segment) {
            self.cur_line = Some(p.line);
        }
    }

    /// Ends the current output line if anything is on it (the newline goes with the next
    /// directive; it is not counted).
    pub fn end_line(&mut self) {
        if self.recording {
            self.push_marker(b'N', Pos::new(crate::source::FileId(0), 0));
            return;
        }
        if !self.at_bol {
            self.out.push(b'\n');
            self.at_bol = true;
        }
    }

    /// A counted newline: what precedes a pragma or the host_runtime block.
    fn end_line_counted(&mut self) {
        if !self.at_bol {
            self.out.push(b'\n');
            self.at_bol = true;
            self.cur_line = self.cur_line.map(|l| l.wrapping_add(1));
        }
    }

    /// Writes `# N` or `# N "file"` [` 3`] for `p` and makes it current.
    fn directive(&mut self, p: &Presumed) {
        self.out.extend_from_slice(b"# ");
        self.out.extend_from_slice(p.line.to_string().as_bytes());
        if self.cur_seg != Some(p.segment) {
            self.out.extend_from_slice(b" \"");
            self.out.extend_from_slice(self.sm.name(p.name));
            self.out.push(b'"');
            if p.system {
                self.out.extend_from_slice(b" 3");
            }
        }
        self.out.push(b'\n');
        self.cur_line = Some(p.line);
        self.cur_seg = Some(p.segment);
        self.at_bol = true;
    }

    /// A `#pragma` line at `pos` (LD-5): the newline before it counts, a directive only
    /// when the counter or segment disagrees, and the pragma line itself counts.
    pub fn pragma(&mut self, pos: Pos, text: &[u8]) {
        if self.recording {
            self.push_marker(b'G', pos);
            self.out.extend_from_slice(text);
            self.out.push(MARK_END);
            return;
        }
        self.end_line_counted();
        let p = self.sm.presumed(pos);
        if self.cur_seg != Some(p.segment) || self.cur_line != Some(p.line) {
            self.directive(&p);
        }
        self.out.extend_from_slice(b"#pragma ");
        self.out.extend_from_slice(text);
        self.out.push(b'\n');
        self.cur_line = self.cur_line.map(|l| l.wrapping_add(1));
    }

    /// Lines that count (the host_runtime block): each advances the counter.
    pub fn counted_lines(&mut self, lines: &[&str]) {
        self.end_line_counted();
        for l in lines {
            self.out.extend_from_slice(l.as_bytes());
            self.out.push(b'\n');
            self.cur_line = self.cur_line.map(|l| l.wrapping_add(1));
        }
    }

    /// Fixed text that gcc sees but EDG does not count (frame blocks, `#pragma` pairs
    /// around template stubs). Starts at the beginning of a line; `text` ends with `\n`.
    pub fn uncounted(&mut self, text: &[u8]) {
        self.end_line();
        self.out.extend_from_slice(text);
        self.at_bol = text.last().is_none_or(|&c| c == b'\n');
    }

    /// A fixed block that starts by ending the current line (`\n#pragma …`); afterwards
    /// the line is unknown, so the next item gets a directive.
    pub fn pragma_block(&mut self, text: &[u8]) {
        self.out.extend_from_slice(text);
        self.at_bol = text.last().is_none_or(|&c| c == b'\n');
        self.cur_line = None;
    }

    /// Pragma lines EDG writes without ending its own output line (the push pair before a
    /// template kernel's wrapper): the line and its count stay current, so an item on the
    /// same source line follows directly, and one on another line first gets the newline
    /// EDG still owes (a blank line) and then a directive. `text` starts with `\n`.
    pub fn pragma_lines_mid_line(&mut self, text: &[u8]) {
        self.out.extend_from_slice(text);
        self.at_bol = false;
    }

    /// Positions an `#if 0` that opens a device_builtin type at `pos`: the newline
    /// ending the current line counts (as before a pragma), so a type on the next source
    /// line needs no directive, one on the same or a later line does.
    pub fn position_counted(&mut self, pos: Pos) {
        if self.recording {
            self.push_marker(b'C', pos);
            self.at_bol = false;
            return;
        }
        self.end_line_counted();
        let p = self.sm.presumed(pos);
        self.position_presumed(&p);
    }

    /// Whether the current file segment is `pos`'s (a pragma from a macro expansion, or an
    /// `#endif`, leaves another or none).
    pub fn in_segment_of(&self, pos: Pos) -> bool {
        self.cur_seg.is_some() && self.cur_seg == Some(self.sm.presumed(pos).segment)
    }

    /// `#if 0`: what follows is device code; its first positioned item gets a directive.
    pub fn begin_if0(&mut self) {
        if self.recording {
            self.push_marker(b'I', Pos::new(crate::source::FileId(0), 0));
            return;
        }
        self.end_line();
        self.out.extend_from_slice(b"#if 0\n");
        self.cur_line = None;
    }

    /// `#endif` closing a CUDA `#if 0` body: the next directive is the full form.
    pub fn end_if0(&mut self) {
        if self.recording {
            self.push_marker(b'E', Pos::new(crate::source::FileId(0), 0));
            return;
        }
        self.end_line();
        self.out.extend_from_slice(b"#endif\n");
        self.cur_seg = None;
    }

    /// Text that names a file of its own (`# 1 "nvcc_internal_…"` blocks): afterwards
    /// the segment is unknown.
    pub fn foreign_block(&mut self, text: &[u8]) {
        self.uncounted(text);
        self.cur_seg = None;
        self.cur_line = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{FileId, LineMapEntry};

    fn sm_with(text: &str) -> (SourceMap, FileId) {
        let mut sm = SourceMap::new();
        let f = sm
            .add_file(b"x.cu", None, text.as_bytes().to_vec(), None, false)
            .unwrap();
        (sm, f)
    }

    /// Offset of the n-th (1-based) line.
    fn line(sm: &SourceMap, f: FileId, n: u32) -> Pos {
        Pos::new(f, sm.offset_of_line(f, n).unwrap())
    }

    fn start(sm: &SourceMap, f: FileId) -> LineWriter<'_> {
        let mut w = LineWriter::new(sm);
        w.start_body(Some(sm.presumed(Pos::new(f, 0)).segment));
        w
    }

    fn decl(w: &mut LineWriter, at: Pos, s: &str) {
        w.position(at);
        w.str(s);
        w.str(" ");
    }

    #[test]
    fn consecutive_and_gaps() {
        // L01_consecutive
        let (sm, f) = sm_with("int a = 1;\nint b = 2;\n\nint c = 3;\n\n\n\nint d = 4;\n");
        let mut w = start(&sm, f);
        for (l, s) in [
            (1, "int a = 1;"),
            (2, "int b = 2;"),
            (4, "int c = 3;"),
            (8, "int d = 4;"),
        ] {
            decl(&mut w, line(&sm, f, l), s);
        }
        assert_eq!(
            String::from_utf8_lossy(w.bytes()),
            "# 1\nint a = 1; \n# 2\nint b = 2; \n# 4\nint c = 3; \n# 8\nint d = 4; "
        );
    }

    #[test]
    fn blank_start_and_same_line() {
        // L06_blank_start, L23_same_line_decls
        let (sm, f) = sm_with("\n\nint a = 1; int b;\n");
        let mut w = start(&sm, f);
        let l3 = line(&sm, f, 3);
        decl(&mut w, l3, "int a = 1;");
        decl(&mut w, Pos::new(f, l3.offset + 11), "int b;");
        assert_eq!(
            String::from_utf8_lossy(w.bytes()),
            "# 1\n# 3\nint a = 1; int b; "
        );
    }

    #[test]
    fn pragmas_count_lines() {
        // L25_pragma_lines (first part)
        let src = "int a;\n#pragma foo\nint b;\nint c;\n\nint d;\n#pragma bar\n\nint e;\n";
        let (sm, f) = sm_with(src);
        let mut w = start(&sm, f);
        decl(&mut w, line(&sm, f, 1), "int a;");
        w.pragma(line(&sm, f, 2), b"foo");
        decl(&mut w, line(&sm, f, 3), "int b;");
        decl(&mut w, line(&sm, f, 4), "int c;");
        decl(&mut w, line(&sm, f, 6), "int d;");
        w.pragma(line(&sm, f, 7), b"bar");
        decl(&mut w, line(&sm, f, 9), "int e;");
        assert_eq!(
            String::from_utf8_lossy(w.bytes()),
            "# 1\nint a; \n#pragma foo\nint b; \n# 4\nint c; \n# 6\nint d; \n#pragma bar\n# 9\nint e; "
        );
    }

    #[test]
    fn pragma_after_gap_gets_directive() {
        // L28_pragma_gaps (start)
        let (sm, f) = sm_with("int a;\n\n\n\n#pragma p1\nint b;\n#pragma p2\n\n\nint c;\n");
        let mut w = start(&sm, f);
        decl(&mut w, line(&sm, f, 1), "int a;");
        w.pragma(line(&sm, f, 5), b"p1");
        decl(&mut w, line(&sm, f, 6), "int b;");
        w.pragma(line(&sm, f, 7), b"p2");
        decl(&mut w, line(&sm, f, 10), "int c;");
        assert_eq!(
            String::from_utf8_lossy(w.bytes()),
            "# 1\nint a; \n# 5\n#pragma p1\nint b; \n#pragma p2\n# 10\nint c; "
        );
    }

    #[test]
    fn host_runtime_block_counts() {
        // L31_count_model / L32_count_model2
        for (gap, expect_directive) in [(5u32, false), (1, true)] {
            let mut src = String::from("typedef unsigned long size_t;\n");
            for _ in 1..gap {
                src.push('\n');
            }
            src.push_str("int x;\n");
            let (sm, f) = sm_with(&src);
            let mut w = start(&sm, f);
            decl(&mut w, line(&sm, f, 1), "typedef unsigned long size_t;");
            w.counted_lines(&crate::emit::frame::HOST_RUNTIME_BLOCK);
            decl(&mut w, line(&sm, f, 1 + gap), "int x;");
            let s = String::from_utf8_lossy(w.bytes()).into_owned();
            let tail = format!("#include \"crt/host_runtime.h\"\n# {}\nint x; ", 1 + gap);
            assert_eq!(s.ends_with(&tail), expect_directive, "{s}");
        }
    }

    #[test]
    fn segments_and_system_flag() {
        // L15_markers_sys (part): a marker starts a segment; bare directives drop ` 3`.
        let src = "# 1 \"/usr/include/a.h\" 1 3 4\nint a1;\nint a2;\n# 2 \"x.cu\" 2\nint u1;\n";
        let (mut sm, f) = sm_with(src);
        let a = sm.intern_name(b"/usr/include/a.h");
        let x = sm.intern_name(b"x.cu");
        let o2 = sm.offset_of_line(f, 2).unwrap();
        let o5 = sm.offset_of_line(f, 5).unwrap();
        sm.add_line_entry(
            f,
            LineMapEntry {
                offset: o2,
                phys_line: 2,
                presumed_line: 1,
                name: a,
                system: true,
            },
        );
        sm.add_line_entry(
            f,
            LineMapEntry {
                offset: o5,
                phys_line: 5,
                presumed_line: 2,
                name: x,
                system: false,
            },
        );
        let mut w = start(&sm, f);
        decl(&mut w, line(&sm, f, 2), "int a1;");
        decl(&mut w, line(&sm, f, 3), "int a2;");
        decl(&mut w, line(&sm, f, 5), "int u1;");
        assert_eq!(
            String::from_utf8_lossy(w.bytes()),
            "# 1\n# 1 \"/usr/include/a.h\" 3\nint a1; \n# 2\nint a2; \n# 2 \"x.cu\"\nint u1; "
        );
    }

    #[test]
    fn if0_bodies() {
        // reference-behavior §3: `sq` and the line after its body.
        let (sm, f) = sm_with("\n\n\n\nint sq(int x) { return x * x; }\nint hd;\n");
        let mut w = start(&sm, f);
        decl(&mut w, line(&sm, f, 5), "int sq(int x) {dummy}");
        w.begin_if0();
        decl(&mut w, line(&sm, f, 5), "{ return x * x; }");
        w.end_if0();
        decl(&mut w, line(&sm, f, 6), "int hd;");
        assert_eq!(
            String::from_utf8_lossy(w.bytes()),
            "# 1\n# 5\nint sq(int x) {dummy} \n#if 0\n# 5\n{ return x * x; } \n#endif\n# 6 \"x.cu\"\nint hd; "
        );
    }
}
