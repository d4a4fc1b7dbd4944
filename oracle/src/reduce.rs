//! `oracle reduce`: shrinks a TU while it stays interesting, C-Reduce style.
//!
//! Interesting means either that an arbitrary command exits 0 (`--test`), or that the candidate
//! still diverges from the reference with the same [`Signature`]: the same channels differ, and the
//! first difference of each has the same shape. A reduction to "any failure" would end in an empty
//! file that fails for another reason; a signature keeps the bug.
//!
//! Passes work on the text, from coarse to fine: braced constructs with their heads (a function,
//! a class, an `if`), chunks of lines (halving, as delta debugging), statements, balanced brackets
//! (drop a bracket's contents, or the brackets too), single tokens. The block and statement passes
//! are lexical approximations; passes built on rcudafe's parser will join them when it exists. They repeat
//! until none makes progress. Candidates are tested in parallel batches and the first success in
//! text order wins, so the same input always reduces to the same output.

use crate::corpus::Tu;
use crate::invocation::NvccOptions;
use crate::outcome::{Broken, Channel, Outcome};
use crate::reference::Reference;
use crate::check::compare_live;
use anyhow::{bail, Result};
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// What a divergence looks like, independent of names, numbers and line positions.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature(pub String);

/// The shape of a line: identifiers that are not keywords become `I`, numbers `N`, string and
/// character literals `S`, runs of blanks one space. `# 12 "k.cu"` and `# 40 "x.cu"` have one shape.
pub fn shape(line: &str) -> String {
    shape_with(line, false)
}

/// [`shape`], optionally keeping whitespace as it is (for fragments where spacing is the difference).
fn shape_with(line: &str, keep_blanks: bool) -> String {
    const KEEP: &[&str] = &[
        "auto", "bool", "break", "case", "char", "class", "const", "constexpr", "continue", "decltype", "default", "delete",
        "do", "double", "else", "enum", "error", "extern", "false", "float", "for", "if", "inline", "int", "long", "namespace",
        "new", "nullptr", "operator", "private", "protected", "public", "return", "short", "signed", "sizeof", "static",
        "static_assert", "struct", "switch", "template", "this", "true", "typedef", "typename", "union", "unsigned", "using",
        "virtual", "void", "volatile", "warning", "while", "define", "include", "pragma", "undef", "ifdef", "ifndef",
        "endif", "remark", "catastrophic", "__attribute__", "__global__", "__device__", "__host__", "__shared__",
        "__constant__", "__managed__",
    ];
    let bytes = line.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &line[start..i];
            out.push_str(if KEEP.contains(&word) { word } else { "I" });
        } else if c.is_ascii_digit() {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                i += 1;
            }
            out.push('N');
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < bytes.len() && bytes[i] != c {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push('S');
        } else if c.is_ascii_whitespace() && !keep_blanks {
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            out.push(' ');
        } else {
            let ch = line[i..].chars().next().unwrap_or('?');
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    if keep_blanks {
        out
    } else {
        out.trim().to_string()
    }
}

/// Where two lines differ, with one token of context on each side: `(a % b)` against `(a %  b)`
/// gives `("% b", "%  b")`. Lines that differ in one place share a fragment wherever they occur.
fn differing_fragments(expected: &str, actual: &str) -> (String, String) {
    let (e, a) = (expected.as_bytes(), actual.as_bytes());
    let prefix = e.iter().zip(a).take_while(|(x, y)| x == y).count();
    let max_suffix = e.len().min(a.len()) - prefix;
    let suffix = e.iter().rev().zip(a.iter().rev()).take(max_suffix).take_while(|(x, y)| x == y).count();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    // One token of context before: skip blanks, then a word or one punctuation byte.
    let mut start = prefix;
    while start > 0 && e[start - 1].is_ascii_whitespace() {
        start -= 1;
    }
    if start > 0 && word(e[start - 1]) {
        while start > 0 && word(e[start - 1]) {
            start -= 1;
        }
    } else {
        start = start.saturating_sub(1);
    }
    // And one after, measured from the end (the suffix is shared).
    let mut tail = suffix;
    while tail > 0 && e[e.len() - tail].is_ascii_whitespace() {
        tail -= 1;
    }
    if tail > 0 && word(e[e.len() - tail]) {
        while tail > 0 && word(e[e.len() - tail]) {
            tail -= 1;
        }
    } else {
        tail = tail.saturating_sub(1);
    }
    // start <= prefix <= len - suffix <= len - tail, for both lines.
    let cut = |s: &[u8]| String::from_utf8_lossy(&s[start..s.len() - tail]).into_owned();
    (shape_with(&cut(e), true), shape_with(&cut(a), true))
}

fn first_difference_shape(expected: Option<&[u8]>, actual: Option<&[u8]>) -> String {
    match (expected, actual) {
        (None, None) => "same".into(),
        (Some(_), None) => "missing".into(),
        (None, Some(_)) => "extra".into(),
        (Some(e), Some(a)) => {
            let (e, a) = (String::from_utf8_lossy(e), String::from_utf8_lossy(a));
            let (mut el, mut al) = (e.lines(), a.lines());
            loop {
                match (el.next(), al.next()) {
                    (Some(x), Some(y)) if x == y => continue,
                    (Some(x), Some(y)) => {
                        let (x, y) = differing_fragments(x, y);
                        return format!("{x:?} => {y:?}");
                    }
                    (x, y) => return format!("{} => {}", x.map_or("<eof>".into(), shape), y.map_or("<eof>".into(), shape)),
                }
            }
        }
    }
}

/// The signature of a comparison: diverging channels, and the shape of each one's first difference.
pub fn signature(expected: &Outcome, actual: &Outcome, diverging: &[Channel]) -> Signature {
    if let Some(broken) = &actual.broken {
        let kind = match broken {
            Broken::TimedOut { .. } => "timeout".to_string(),
            Broken::Signal { signal } => format!("signal {signal}"),
            Broken::CouldNotStart(_) => "could not start".to_string(),
            Broken::SucceededWithoutOutput => "rc 0 without output".to_string(),
        };
        return Signature(format!("broken: {kind}"));
    }
    let parts: Vec<String> = diverging
        .iter()
        .map(|&c| match c {
            Channel::Rc => format!("rc: {} => {}", expected.rc, actual.rc),
            c => format!("{c}: {}", first_difference_shape(expected.channel(c).as_deref(), actual.channel(c).as_deref())),
        })
        .collect();
    Signature(parts.join(" | "))
}

/// What makes a version of the TU interesting.
pub enum Interestingness {
    /// `sh -c CMD` in a directory holding the TU under its file name (and the headers); exit 0 = interesting.
    Command { command: String, file_name: String },
    /// The candidate still diverges from the live reference with this signature.
    Divergence { reference: Reference, candidate: PathBuf, options: NvccOptions, name: String, target: Signature },
}

impl Interestingness {
    /// Compares the candidate with the live reference on `text`; returns the signature (None: they agree).
    pub fn divergence_signature(
        reference: &Reference,
        candidate: &Path,
        options: &NvccOptions,
        name: &str,
        text: &[u8],
        headers: &[PathBuf],
        timeout: Duration,
    ) -> Result<Option<Signature>> {
        let dir = tempfile::tempdir()?;
        let source = dir.path().join(format!("{name}.cu"));
        std::fs::write(&source, text)?;
        let tu = Tu { suite: "reduce".into(), name: name.into(), source, options: options.clone() };
        let r = compare_live(reference, candidate, &tu, headers, timeout)?;
        Ok((!r.diverging.is_empty()).then(|| signature(&r.expected, &r.actual, &r.diverging)))
    }

    fn test(&self, text: &[u8], headers: &[PathBuf], timeout: Duration) -> bool {
        match self {
            Interestingness::Command { command, file_name } => {
                let Ok(dir) = tempfile::tempdir() else { return false };
                if std::fs::write(dir.path().join(file_name), text).is_err() {
                    return false;
                }
                for h in headers {
                    let _ = std::fs::copy(h, dir.path().join(h.file_name().unwrap_or_default()));
                }
                let Ok(mut child) = std::process::Command::new("sh")
                    .args(["-c", command])
                    .current_dir(dir.path())
                    .stdin(std::process::Stdio::null())
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .spawn()
                else {
                    return false;
                };
                use wait_timeout::ChildExt;
                match child.wait_timeout(timeout) {
                    Ok(Some(status)) => status.success(),
                    _ => {
                        let _ = child.kill();
                        let _ = child.wait();
                        false
                    }
                }
            }
            Interestingness::Divergence { reference, candidate, options, name, target } => {
                matches!(Self::divergence_signature(reference, candidate, options, name, text, headers, timeout),
                    Ok(Some(sig)) if &sig == target)
            }
        }
    }
}

/// One edit of the text: replace `start..end` with `with`.
#[derive(Clone, Debug)]
struct Edit {
    start: usize,
    end: usize,
    with: &'static [u8],
}

fn apply(text: &[u8], e: &Edit) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    out.extend_from_slice(&text[..e.start]);
    out.extend_from_slice(e.with);
    out.extend_from_slice(&text[e.end..]);
    out
}

/// Byte offsets where each line starts, plus the end.
fn line_starts(text: &[u8]) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(text.iter().enumerate().filter(|(_, &b)| b == b'\n').map(|(i, _)| i + 1).filter(|&i| i < text.len()));
    starts.push(text.len());
    starts
}

/// Removing chunks of `n` lines.
fn line_edits(text: &[u8], n: usize) -> Vec<Edit> {
    let starts = line_starts(text);
    let lines = starts.len() - 1;
    (0..lines).step_by(n.max(1)).map(|i| Edit { start: starts[i], end: starts[(i + n).min(lines)], with: b"" }).collect()
}

/// Balanced bracket pairs (outside string literals and comments), innermost last.
fn bracket_pairs(text: &[u8]) -> Vec<(usize, usize)> {
    let mut stack: Vec<(u8, usize)> = Vec::new();
    let mut pairs = Vec::new();
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b'"' | b'\'' => {
                let q = text[i];
                i += 1;
                while i < text.len() && text[i] != q && text[i] != b'\n' {
                    i += if text[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if text.get(i + 1) == Some(&b'/') => {
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
            }
            b'(' | b'{' | b'[' => stack.push((text[i], i)),
            c @ (b')' | b'}' | b']') => {
                let open = match c {
                    b')' => b'(',
                    b'}' => b'{',
                    _ => b'[',
                };
                if let Some(pos) = stack.iter().rposition(|&(o, _)| o == open) {
                    let (_, start) = stack[pos];
                    stack.truncate(pos);
                    pairs.push((start, i));
                }
            }
            _ => {}
        }
        i += 1;
    }
    pairs.sort();
    pairs
}

/// For each bracket pair: drop what is inside, or drop the pair with its contents.
fn bracket_edits(text: &[u8]) -> Vec<Edit> {
    let mut edits = Vec::new();
    for (open, close) in bracket_pairs(text) {
        edits.push(Edit { start: open, end: close + 1, with: b"" });
        if close > open + 1 {
            edits.push(Edit { start: open + 1, end: close, with: b"" });
        }
    }
    edits
}

/// Where the text that leads up to byte `at` starts: just after the previous `;`, `{` or `}`
/// (or the start of the file), skipping preprocessor lines and blank space.
fn head_start(text: &[u8], at: usize) -> usize {
    let mut i = at;
    let mut depth = 0usize; // parentheses between here and `at`: their `;` do not end the head
    while i > 0 {
        match text[i - 1] {
            b')' => depth += 1,
            b'(' => depth = depth.saturating_sub(1),
            b';' | b'{' | b'}' if depth == 0 => break,
            _ => {}
        }
        i -= 1;
    }
    // Do not swallow preprocessor lines that precede the head.
    loop {
        while i < at && text[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < at && text[i] == b'#' {
            while i < at && text[i] != b'\n' {
                i += 1;
            }
        } else {
            return i;
        }
    }
}

/// Whole braced constructs with their heads: `int f() { ... }`, `struct S { ... };`, `if (c) { ... }`.
fn block_edits(text: &[u8]) -> Vec<Edit> {
    let mut edits: Vec<Edit> = bracket_pairs(text)
        .into_iter()
        .filter(|&(open, _)| text[open] == b'{')
        .map(|(open, close)| {
            let end = if text.get(close + 1) == Some(&b';') { close + 2 } else { close + 1 };
            Edit { start: head_start(text, open), end, with: b"" }
        })
        .collect();
    edits.sort_by_key(|e| (e.start, std::cmp::Reverse(e.end)));
    edits
}

/// Statements and simple declarations: from just after the previous `;`, `{` or `}` through a `;`
/// (a `;` inside parentheses, as in `for (;;)`, does not end one).
fn statement_edits(text: &[u8]) -> Vec<Edit> {
    let mut depth = 0usize;
    let mut ends = Vec::new();
    for (i, &b) in text.iter().enumerate() {
        match b {
            b'(' => depth += 1,
            b')' => depth = depth.saturating_sub(1),
            b';' if depth == 0 => ends.push(i),
            _ => {}
        }
    }
    ends.into_iter()
        .map(|i| Edit { start: head_start(text, i), end: i + 1, with: b"" })
        .filter(|e| e.end > e.start + 1)
        .collect()
}

/// Token boundaries: identifiers/numbers, literals, single punctuation characters.
fn token_edits(text: &[u8]) -> Vec<Edit> {
    let mut edits = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == b'_' || text[i] == b'.') {
                i += 1;
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < text.len() && text[i] != c && text[i] != b'\n' {
                i += if text[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(text.len());
        } else {
            i += 1;
        }
        edits.push(Edit { start, end: i, with: b"" });
    }
    edits
}

/// How a pass proposes edits of the current text.
type ProposeEdits = Box<dyn Fn(&[u8]) -> Vec<Edit> + Sync>;

/// A pass: a name and its edits.
struct Pass {
    name: String,
    edits: ProposeEdits,
}

fn passes(text_lines: usize, line_only: bool) -> Vec<Pass> {
    let mut passes = Vec::new();
    let mut n = text_lines.next_power_of_two().max(1) / 2;
    while n >= 1 {
        passes.push(Pass { name: format!("lines/{n}"), edits: Box::new(move |t| line_edits(t, n)) });
        n /= 2;
    }
    if !line_only {
        passes.insert(0, Pass { name: "blocks".into(), edits: Box::new(block_edits) });
        passes.push(Pass { name: "statements".into(), edits: Box::new(statement_edits) });
        passes.push(Pass { name: "brackets".into(), edits: Box::new(bracket_edits) });
        passes.push(Pass { name: "tokens".into(), edits: Box::new(token_edits) });
    }
    passes
}

pub struct ReduceConfig {
    pub timeout: Duration,
    /// Only the line-chunk passes: the plain delta-debugging baseline of the reducer benchmark.
    pub line_only: bool,
    /// Candidates tested at once.
    pub batch: usize,
}

pub struct Reduced {
    pub text: Vec<u8>,
    pub tests: usize,
}

/// Reduces `text` while `oracle` finds it interesting; `log` hears about each improvement.
pub fn reduce(
    text: &[u8],
    headers: &[PathBuf],
    oracle: &Interestingness,
    config: &ReduceConfig,
    log: &(dyn Fn(&str) + Sync),
) -> Result<Reduced> {
    let tests = AtomicUsize::new(0);
    let test = |t: &[u8]| {
        tests.fetch_add(1, Ordering::Relaxed);
        oracle.test(t, headers, config.timeout)
    };
    if !test(text) {
        bail!("the input is not interesting to begin with (the test fails on it)");
    }
    let mut current = text.to_vec();
    loop {
        let before = current.len();
        let lines = line_starts(&current).len() - 1;
        for pass in passes(lines, config.line_only) {
            let mut index = 0;
            loop {
                let edits = (pass.edits)(&current);
                if index >= edits.len() {
                    break;
                }
                let batch: Vec<(usize, Vec<u8>)> = edits[index..(index + config.batch.max(1)).min(edits.len())]
                    .iter()
                    .enumerate()
                    .map(|(k, e)| (index + k, apply(&current, e)))
                    .collect();
                let winner = batch.par_iter().map(|(k, t)| (*k, test(t))).collect::<Vec<_>>().into_iter().find(|&(_, ok)| ok);
                match winner {
                    Some((k, _)) => {
                        current = batch.into_iter().find(|(j, _)| *j == k).unwrap().1;
                        index = k;
                        log(&format!("{}: {} bytes, {} lines", pass.name, current.len(), line_starts(&current).len() - 1));
                    }
                    None => index += batch.len(),
                }
            }
        }
        if current.len() >= before {
            break;
        }
    }
    Ok(Reduced { text: current, tests: tests.load(Ordering::Relaxed) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_ignore_names_numbers_and_literals() {
        assert_eq!(shape("# 12 \"k.cu\""), shape("# 40 \"other.cu\""));
        assert_eq!(shape("int foo = bar(3);"), "int I = I(N);");
        assert_ne!(shape("int x;"), shape("float x;"));
    }

    #[test]
    fn signature_names_channels_and_first_differences() {
        let expected = Outcome { int_c: Some(b"a\nint x = 1;\n".to_vec()), rc: 0, ..Outcome::default() };
        let actual = Outcome { int_c: Some(b"a\nint x = (1);\n".to_vec()), rc: 0, ..Outcome::default() };
        let sig = signature(&expected, &actual, &[Channel::IntC]);
        assert_eq!(sig.0, "int.c: \"= N;\" => \"= (N);\"");
    }

    #[test]
    fn fragments_are_the_same_wherever_the_difference_occurs() {
        assert_eq!(differing_fragments("x = (a % b);", "x = (a %  b);"), ("% I".into(), "%  I".into()));
        assert_eq!(
            differing_fragments("while (k % 2 == 0) {", "while (k %  2 == 0) {"),
            ("% N".into(), "%  N".into())
        );
        assert_eq!(differing_fragments("abc", "abd"), ("I".into(), "I".into()));
        assert_eq!(differing_fragments("f(x)", "f(x) extra"), (")".into(), ") I".into()));
    }

    #[test]
    fn reduces_to_what_the_test_needs() {
        // Interesting: the text still contains both `needle(` and a closing `}`.
        let oracle = Interestingness::Command {
            command: "grep -q 'needle(' t.cu && grep -q '}' t.cu".into(),
            file_name: "t.cu".into(),
        };
        let text = b"int a;\nint b;\nvoid f() {\n  int c = 1;\n  needle(c);\n}\nint d;\n".to_vec();
        let config = ReduceConfig { timeout: Duration::from_secs(10), line_only: false, batch: 4 };
        let reduced = reduce(&text, &[], &oracle, &config, &|_| {}).unwrap();
        let out = String::from_utf8(reduced.text).unwrap();
        assert!(out.contains("needle(") && out.contains('}'), "{out}");
        assert!(out.len() <= 12, "{out:?}");
        // Deterministic.
        let again = reduce(&text, &[], &oracle, &config, &|_| {}).unwrap();
        assert_eq!(again.text, out.as_bytes());
    }

    #[test]
    fn an_uninteresting_input_is_an_error() {
        let oracle = Interestingness::Command { command: "false".into(), file_name: "t.cu".into() };
        let config = ReduceConfig { timeout: Duration::from_secs(10), line_only: true, batch: 2 };
        assert!(reduce(b"x\n", &[], &oracle, &config, &|_| {}).is_err());
    }

    #[test]
    fn block_and_statement_edits_take_whole_constructs() {
        let text = b"#include \"p.h\"\nint f() { return 1; }\nstruct S { int a; };\nint x = 2;\n";
        let blocks: Vec<String> = block_edits(text).iter().map(|e| String::from_utf8_lossy(&text[e.start..e.end]).into_owned()).collect();
        assert_eq!(blocks, vec!["int f() { return 1; }", "struct S { int a; };"]);
        let stmts: Vec<String> = statement_edits(text).iter().map(|e| String::from_utf8_lossy(&text[e.start..e.end]).into_owned()).collect();
        assert!(stmts.contains(&"return 1;".to_string()) && stmts.contains(&"int x = 2;".to_string()), "{stmts:?}");
        let for_loop = b"void g() { for (;;) k(); }";
        let stmts: Vec<String> = statement_edits(for_loop).iter().map(|e| String::from_utf8_lossy(&for_loop[e.start..e.end]).into_owned()).collect();
        assert_eq!(stmts, vec!["for (;;) k();"]);
    }

    #[test]
    fn bracket_pairs_skip_literals_and_comments() {
        let pairs = bracket_pairs(b"f(\")\") { // }\n}");
        assert_eq!(pairs, vec![(1, 5), (7, 14)]);
    }
}
