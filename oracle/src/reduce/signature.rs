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

/// Where two lines differ, with one token of context on each side: `(a % b)` against `(a %  b)`
/// gives `("% b", "%  b")`. Lines that differ in one place share a fragment wherever they occur.
fn differing_fragments(expected: &str, actual: &str) -> (String, String) {
    let (e, a) = (expected.as_bytes(), actual.as_bytes());
    let prefix = e.iter().zip(a).take_while(|(x, y)| x == y).count();
    let max_suffix = e.len().min(a.len()) - prefix;
    let suffix = e
        .iter()
        .rev()
        .zip(a.iter().rev())
        .take(max_suffix)
        .take_while(|(x, y)| x == y)
        .count();
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
                    (x, y) => {
                        return format!(
                            "{} => {}",
                            x.map_or("<eof>".into(), shape),
                            y.map_or("<eof>".into(), shape)
                        )
                    }
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
        assert_eq!(sig.0, "int.c: \"= N;\" => \"= (N);\"");
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
        assert_eq!(differing_fragments("abc", "abd"), ("I".into(), "I".into()));
        assert_eq!(
            differing_fragments("f(x)", "f(x) extra"),
            (")".into(), ") I".into())
        );
    }
}
