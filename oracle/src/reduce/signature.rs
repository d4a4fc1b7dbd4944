//! The signature of a divergence: which channels differ and the shape of each one's first
//! difference, independent of names, numbers and line positions, so that a reduction keeps the bug.

use crate::outcome::{Broken, Channel, Outcome};

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
        "auto",
        "bool",
        "break",
        "case",
        "char",
        "class",
        "const",
        "constexpr",
        "continue",
        "decltype",
        "default",
        "delete",
        "do",
        "double",
        "else",
        "enum",
        "error",
        "extern",
        "false",
        "float",
        "for",
        "if",
        "inline",
        "int",
        "long",
        "namespace",
        "new",
        "nullptr",
        "operator",
        "private",
        "protected",
        "public",
        "return",
        "short",
        "signed",
        "sizeof",
        "static",
        "static_assert",
        "struct",
        "switch",
        "template",
        "this",
        "true",
        "typedef",
        "typename",
        "union",
        "unsigned",
        "using",
        "virtual",
        "void",
        "volatile",
        "warning",
        "while",
        "define",
        "include",
        "pragma",
        "undef",
        "ifdef",
        "ifndef",
        "endif",
        "remark",
        "catastrophic",
        "__attribute__",
        "__global__",
        "__device__",
        "__host__",
        "__shared__",
        "__constant__",
        "__managed__",
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

/// The tokens of a line: words (identifiers, numbers), string and character literals, runs of
/// blanks, and single punctuation characters. Concatenated they give the line back.
fn tokens(line: &str) -> Vec<&str> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let c = bytes[i];
        if c.is_ascii_alphanumeric() || c == b'_' {
            let number = c.is_ascii_digit();
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric()
                    || bytes[i] == b'_'
                    || (number && bytes[i] == b'.'))
            {
                i += 1;
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < bytes.len() && bytes[i] != c {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
        } else if c.is_ascii_whitespace() {
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
        } else {
            i += line[i..].chars().next().map_or(1, char::len_utf8);
        }
        while !line.is_char_boundary(i) {
            i += 1;
        }
        out.push(&line[start..i]);
    }
    out
}

fn blank(token: &str) -> bool {
    token.bytes().all(|b| b.is_ascii_whitespace())
}

/// How finely a fragment is written. A signature uses the coarsest level at which the two sides
/// still differ, so names and numbers are abstracted only where something else differs too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Level {
    /// Names `I`, numbers `N`, literals `S` (keywords kept).
    Shape,
    /// Also: mangled names (`_Z1av`) as `_Z…`, apart from plain names.
    Mangled,
    /// Names and numbers as written, with every run of digits `N` (`__T14` is `__TN`); literals as written.
    Names,
    /// Also the numbers: each run of digits `N`, and where the candidate's differs, `N+` (larger) or `N-`.
    Numbers,
}

fn is_word(token: &str) -> bool {
    token
        .as_bytes()
        .first()
        .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_')
}

fn is_mangled(token: &str) -> bool {
    token.len() > 2 && token.starts_with("_Z") && token.as_bytes()[2].is_ascii_alphanumeric()
}

/// A token with its runs of digits written `N`.
fn skeleton(token: &str) -> String {
    let mut out = String::new();
    let mut in_digits = false;
    for c in token.chars() {
        if c.is_ascii_digit() {
            if !in_digits {
                out.push('N');
            }
            in_digits = true;
        } else {
            out.push(c);
            in_digits = false;
        }
    }
    out
}

/// The runs of digits of a token.
fn digit_runs(token: &str) -> Vec<&str> {
    let mut runs = Vec::new();
    let b = token.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            runs.push(&token[start..i]);
        } else {
            i += 1;
        }
    }
    runs
}

/// `N`, or `N+`/`N-` where `actual` is larger/smaller than `expected` (`N~`: same value, other digits).
fn relation(expected: &str, actual: &str) -> &'static str {
    let (e, a) = (
        expected.trim_start_matches('0'),
        actual.trim_start_matches('0'),
    );
    match e.len().cmp(&a.len()).then_with(|| e.cmp(a)) {
        std::cmp::Ordering::Equal if expected == actual => "N",
        std::cmp::Ordering::Equal => "N~",
        std::cmp::Ordering::Less => "N+",
        std::cmp::Ordering::Greater => "N-",
    }
}

/// One side of a fragment: context tokens always at [`Level::Shape`], the differing tokens at `level`.
/// `other` is the other side's differing tokens (for [`Level::Numbers`]); `actual` says which side this is.
fn render(
    before: &[&str],
    hunk: &[&str],
    after: &[&str],
    level: Level,
    other: &[&str],
    actual: bool,
) -> String {
    let coarse = |t: &str| shape_with(t, true);
    let mut out: String = before.iter().map(|t| coarse(t)).collect();
    // The other side's digit runs, in order, for the numbers level.
    let mut other_runs = other
        .iter()
        .filter(|t| is_word(t))
        .flat_map(|t| digit_runs(t));
    for &t in hunk {
        let text = match level {
            Level::Shape => coarse(t),
            Level::Mangled if is_mangled(t) => "_Z…".to_string(),
            Level::Mangled => coarse(t),
            Level::Names if is_word(t) || t.starts_with(['"', '\'']) => skeleton(t),
            Level::Names => t.to_string(),
            Level::Numbers if is_word(t) => {
                // The skeleton, each `N` followed by how this run compares with the other side's.
                let mut s = String::new();
                let mut runs = digit_runs(t).into_iter();
                let mut in_digits = false;
                for c in t.chars() {
                    if c.is_ascii_digit() {
                        if !in_digits {
                            let mine = runs.next().unwrap_or("");
                            let theirs = other_runs.next().unwrap_or(mine);
                            s.push_str(if actual { relation(theirs, mine) } else { "N" });
                        }
                        in_digits = true;
                    } else {
                        s.push(c);
                        in_digits = false;
                    }
                }
                s
            }
            Level::Numbers => t.to_string(),
        };
        out.push_str(&text);
    }
    out.extend(after.iter().map(|t| coarse(t)));
    out
}

/// Where two lines first differ, as a pair of fragments: the first run of differing tokens (a
/// token-level diff), with one token of context on each side, written at the coarsest [`Level`] at
/// which the two still differ. `(a % b)` against `(a %  b)` gives `("% I", "%  I")`; `__T14` against
/// `__T18` gives `("__TN", "__TN+")`; `_Z1av` against `a` gives `("_Z…", "I")`.
fn differing_fragments(expected: &str, actual: &str) -> (String, String) {
    let (e, a) = (tokens(expected), tokens(actual));
    let ops = similar::capture_diff_slices(similar::Algorithm::Myers, &e, &a);
    let Some(first) = ops
        .iter()
        .position(|op| !matches!(op, similar::DiffOp::Equal { .. }))
    else {
        return (shape_with(expected, true), shape_with(actual, true));
    };
    let hunk_end = ops[first..]
        .iter()
        .position(|op| matches!(op, similar::DiffOp::Equal { .. }))
        .map_or(ops.len(), |n| first + n);
    let (e_start, a_start) = (ops[first].old_range().start, ops[first].new_range().start);
    let (e_end, a_end) = (
        ops[hunk_end - 1].old_range().end,
        ops[hunk_end - 1].new_range().end,
    );
    // One non-blank token of context before (with the blanks between), the same after.
    let mut before = e_start;
    while before > 0 && blank(e[before - 1]) {
        before -= 1;
    }
    before = before.saturating_sub(1);
    let mut after = e_end;
    while after < e.len() && blank(e[after]) {
        after += 1;
    }
    let after = (after + 1).min(e.len());
    let context_before = &e[before..e_start];
    let context_after = &e[e_end..after];
    let (eh, ah) = (&e[e_start..e_end], &a[a_start..a_end]);
    for level in [Level::Shape, Level::Mangled, Level::Names, Level::Numbers] {
        let x = render(context_before, eh, context_after, level, ah, false);
        let y = render(context_before, ah, context_after, level, eh, true);
        if x != y {
            return (x, y);
        }
    }
    let verbatim = |h: &[&str]| {
        format!(
            "{}{}{}",
            render(context_before, &[], &[], Level::Shape, &[], false),
            h.concat(),
            render(&[], &[], context_after, Level::Shape, &[], false)
        )
    };
    (verbatim(eh), verbatim(ah))
}

fn first_difference_shape(expected: Option<&[u8]>, actual: Option<&[u8]>) -> String {
    match (expected, actual) {
        (None, None) => "same".into(),
        (Some(_), None) => "missing".into(),
        (None, Some(_)) => "extra".into(),
        (Some(e), Some(a)) => {
            let (e, a) = (String::from_utf8_lossy(e), String::from_utf8_lossy(a));
            let (el, al): (Vec<&str>, Vec<&str>) = (e.lines().collect(), a.lines().collect());
            // The first hunk of a line diff: lines only one side has are named as such, so a missing
            // line does not make every line after it look different.
            let ops = similar::capture_diff_slices(similar::Algorithm::Myers, &el, &al);
            let Some(op) = ops
                .iter()
                .find(|op| !matches!(op, similar::DiffOp::Equal { .. }))
            else {
                return "same".into();
            };
            match *op {
                similar::DiffOp::Delete { old_index, .. } => {
                    format!("missing line {:?}", shape(el[old_index]))
                }
                similar::DiffOp::Insert { new_index, .. } => {
                    format!("extra line {:?}", shape(al[new_index]))
                }
                similar::DiffOp::Replace {
                    old_index,
                    new_index,
                    ..
                } => {
                    let (x, y) = differing_fragments(el[old_index], al[new_index]);
                    format!("{x:?} => {y:?}")
                }
                similar::DiffOp::Equal { .. } => unreachable!(),
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
            c => format!(
                "{c}: {}",
                first_difference_shape(
                    expected.channel(c).as_deref(),
                    actual.channel(c).as_deref()
                )
            ),
        })
        .collect();
    Signature(parts.join(" | "))
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
        let expected = Outcome {
            int_c: Some(b"a\nint x = 1;\n".to_vec()),
            rc: 0,
            ..Outcome::default()
        };
        let actual = Outcome {
            int_c: Some(b"a\nint x = (1);\n".to_vec()),
            rc: 0,
            ..Outcome::default()
        };
        let sig = signature(&expected, &actual, &[Channel::IntC]);
        assert_eq!(sig.0, "int.c: \"= N\" => \"= (N\"");
    }

    #[test]
    fn fragments_are_the_same_wherever_the_difference_occurs() {
        assert_eq!(
            differing_fragments("x = (a % b);", "x = (a %  b);"),
            ("% I".into(), "%  I".into())
        );
        assert_eq!(
            differing_fragments("while (k % 2 == 0) {", "while (k %  2 == 0) {"),
            ("% N".into(), "%  N".into())
        );
        assert_eq!(
            differing_fragments("abc", "abd"),
            ("abc".into(), "abd".into())
        );
        assert_eq!(
            differing_fragments("f(x)", "f(x) extra"),
            (")".into(), ") I".into())
        );
    }

    #[test]
    fn a_difference_in_a_name_or_number_is_kept() {
        // The number is the difference: kept as a relation, so __T3/__T5 is the same bucket.
        let line = |t: &str| {
            format!("static void __nv_cudaEntityRegisterCallback( void **{t}) {{  __nv_dummy_param_ref({t}); }}")
        };
        let (x, y) = differing_fragments(&line("__T14"), &line("__T18"));
        assert_eq!((x.as_str(), y.as_str()), ("*__TN)", "*__TN+)"));
        assert_eq!(differing_fragments(&line("__T3"), &line("__T5")), (x, y));
        assert_eq!(
            differing_fragments(&line("__T9"), &line("__T2")).1,
            "*__TN-)"
        );
        // A mangled name where the reference has a plain one.
        assert_eq!(
            differing_fragments("f, _Z1av, 64);", "f, a, 64);"),
            (", _Z…,".into(), ", I,".into())
        );
        // Something else differs too: names and numbers are abstracted.
        assert_eq!(
            differing_fragments("x = v1 + 2;", "x = v1 - 3;"),
            ("I + N".into(), "I - N".into())
        );
    }

    #[test]
    fn a_missing_line_is_named_as_such() {
        let shape =
            first_difference_shape(Some(b"a;\n#pragma once\nb;\nc;\n"), Some(b"a;\nb;\nc;\n"));
        assert_eq!(shape, "missing line \"#pragma I\"");
        let shape = first_difference_shape(Some(b"a;\nb;\n"), Some(b"a;\nb;\nextra(1);\n"));
        assert_eq!(shape, "extra line \"I(N);\"");
    }
}
