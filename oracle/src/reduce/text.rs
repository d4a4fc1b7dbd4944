//! Passes on the bare text, blind to the language beyond brackets: chunks of lines (delta
//! debugging), balanced brackets, braced constructs with their heads, `;`-terminated statements,
//! single tokens.

use super::edit::Edit;

/// Byte offsets where each line starts, plus the end.
pub fn line_starts(text: &[u8]) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(
        text.iter()
            .enumerate()
            .filter(|(_, &b)| b == b'\n')
            .map(|(i, _)| i + 1)
            .filter(|&i| i < text.len()),
    );
    starts.push(text.len());
    starts
}

/// Removing chunks of `n` lines.
pub fn line_edits(text: &[u8], n: usize) -> Vec<Edit> {
    let starts = line_starts(text);
    let lines = starts.len() - 1;
    (0..lines)
        .step_by(n.max(1))
        .map(|i| Edit::delete(starts[i], starts[(i + n).min(lines)]))
        .collect()
}

/// All blank lines at once (what deletions leave behind).
pub fn blank_line_edits(text: &[u8]) -> Vec<Edit> {
    let starts = line_starts(text);
    let blank: Vec<super::edit::Splice> = starts
        .windows(2)
        .filter(|w| text[w[0]..w[1]].iter().all(|b| b.is_ascii_whitespace()))
        .map(|w| super::edit::Splice {
            start: w[0],
            end: w[1],
            with: Vec::new(),
        })
        .collect();
    if blank.is_empty() {
        Vec::new()
    } else {
        vec![Edit::many(blank)]
    }
}

/// All comments at once (outside string and character literals).
pub fn comment_edits(text: &[u8]) -> Vec<Edit> {
    let mut splices = Vec::new();
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
                let start = i;
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
                splices.push(super::edit::Splice {
                    start,
                    end: i,
                    with: Vec::new(),
                });
                continue;
            }
            b'/' if text.get(i + 1) == Some(&b'*') => {
                let start = i;
                i = text[i + 2..]
                    .windows(2)
                    .position(|w| w == b"*/")
                    .map_or(text.len(), |p| i + 2 + p + 2);
                splices.push(super::edit::Splice {
                    start,
                    end: i,
                    with: b" ".to_vec(),
                });
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    if splices.is_empty() {
        Vec::new()
    } else {
        vec![Edit::many(splices)]
    }
}

/// Balanced bracket pairs (outside string literals and comments), innermost last.
pub fn bracket_pairs(text: &[u8]) -> Vec<(usize, usize)> {
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
pub fn bracket_edits(text: &[u8]) -> Vec<Edit> {
    let mut edits = Vec::new();
    for (open, close) in bracket_pairs(text) {
        edits.push(Edit::delete(open, close + 1));
        if close > open + 1 {
            edits.push(Edit::delete(open + 1, close));
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
pub fn block_edits(text: &[u8]) -> Vec<Edit> {
    let mut edits: Vec<Edit> = bracket_pairs(text)
        .into_iter()
        .filter(|&(open, _)| text[open] == b'{')
        .map(|(open, close)| {
            let end = if text.get(close + 1) == Some(&b';') {
                close + 2
            } else {
                close + 1
            };
            Edit::delete(head_start(text, open), end)
        })
        .collect();
    edits.sort_by_key(|e| (e.splices[0].start, std::cmp::Reverse(e.splices[0].end)));
    edits
}

/// A braced construct's body without its head and braces: `if (c) { s; }` → ` s; `.
pub fn unwrap_block_edits(text: &[u8]) -> Vec<Edit> {
    bracket_pairs(text)
        .into_iter()
        .filter(|&(open, _)| text[open] == b'{')
        .map(|(open, close)| {
            let end = if text.get(close + 1) == Some(&b';') {
                close + 2
            } else {
                close + 1
            };
            Edit::many(vec![
                super::edit::Splice {
                    start: head_start(text, open),
                    end: open + 1,
                    with: Vec::new(),
                },
                super::edit::Splice {
                    start: close,
                    end,
                    with: Vec::new(),
                },
            ])
        })
        .collect()
}

/// Indentation and runs of blanks, all at once (outside string literals: blanks there are kept
/// by keeping any line that holds a quote as it is).
pub fn whitespace_edits(text: &[u8]) -> Vec<Edit> {
    let mut splices = Vec::new();
    let starts = line_starts(text);
    for w in starts.windows(2) {
        let line = &text[w[0]..w[1]];
        if line.contains(&b'"') || line.contains(&b'\'') {
            continue;
        }
        let mut i = 0;
        while i < line.len() {
            if line[i] == b' ' || line[i] == b'\t' {
                let start = i;
                while i < line.len() && (line[i] == b' ' || line[i] == b'\t') {
                    i += 1;
                }
                let at_edge = start == 0 || i == line.len() || line[i] == b'\n';
                let keep = if at_edge { 0 } else { 1 };
                if i - start > keep || line[start] == b'\t' {
                    splices.push(super::edit::Splice {
                        start: w[0] + start,
                        end: w[0] + i,
                        with: b" "[..keep].to_vec(),
                    });
                }
            } else {
                i += 1;
            }
        }
    }
    if splices.is_empty() {
        Vec::new()
    } else {
        vec![Edit::many(splices)]
    }
}

/// Statements and simple declarations: from just after the previous `;`, `{` or `}` through a `;`
/// (a `;` inside parentheses, as in `for (;;)`, does not end one).
pub fn statement_edits(text: &[u8]) -> Vec<Edit> {
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
        .map(|i| (head_start(text, i), i + 1))
        .filter(|&(start, end)| end > start + 1)
        .map(|(start, end)| Edit::delete(start, end))
        .collect()
}

/// Token boundaries: identifiers/numbers, literals, single punctuation characters.
pub fn token_edits(text: &[u8]) -> Vec<Edit> {
    let mut edits = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            while i < text.len()
                && (text[i].is_ascii_alphanumeric() || text[i] == b'_' || text[i] == b'.')
            {
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
        edits.push(Edit::delete(start, i));
    }
    edits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_and_statement_edits_take_whole_constructs() {
        let text = b"#include \"p.h\"\nint f() { return 1; }\nstruct S { int a; };\nint x = 2;\n";
        let blocks: Vec<String> = block_edits(text)
            .iter()
            .map(|e| {
                String::from_utf8_lossy(&text[e.splices[0].start..e.splices[0].end]).into_owned()
            })
            .collect();
        assert_eq!(
            blocks,
            vec!["int f() { return 1; }", "struct S { int a; };"]
        );
        let stmts: Vec<String> = statement_edits(text)
            .iter()
            .map(|e| {
                String::from_utf8_lossy(&text[e.splices[0].start..e.splices[0].end]).into_owned()
            })
            .collect();
        assert!(
            stmts.contains(&"return 1;".to_string()) && stmts.contains(&"int x = 2;".to_string()),
            "{stmts:?}"
        );
        let for_loop = b"void g() { for (;;) k(); }";
        let stmts: Vec<String> = statement_edits(for_loop)
            .iter()
            .map(|e| {
                String::from_utf8_lossy(&for_loop[e.splices[0].start..e.splices[0].end])
                    .into_owned()
            })
            .collect();
        assert_eq!(stmts, vec!["for (;;) k();"]);
    }

    #[test]
    fn blocks_unwrap_and_blanks_collapse() {
        let text = b"void f() {\n  if (c) {\n\tg(1,   2);\n  }\n}\n";
        let out: Vec<Vec<u8>> = unwrap_block_edits(text)
            .iter()
            .map(|e| e.apply(text))
            .collect();
        assert_eq!(out[1], b"void f() {\n  \n\tg(1,   2);\n  \n}\n");
        let out = whitespace_edits(text)[0].apply(text);
        assert_eq!(out, b"void f() {\nif (c) {\ng(1, 2);\n}\n}\n");
    }

    #[test]
    fn comments_go_all_at_once() {
        let text = b"int a; // x\nchar *s = \"//\"; /* y */ int b;\n";
        let out = comment_edits(text)[0].apply(text);
        assert_eq!(out, b"int a; \nchar *s = \"//\";   int b;\n");
    }

    #[test]
    fn bracket_pairs_skip_literals_and_comments() {
        let pairs = bracket_pairs(b"f(\")\") { // }\n}");
        assert_eq!(pairs, vec![(1, 5), (7, 14)]);
    }
}
