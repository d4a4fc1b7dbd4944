//! Local includes made part of the TU before it is reduced, so the reproducer stands alone: a
//! reduced `fuzz_b003.cu` that still said `#include "prelude.cuh"` would need the prelude beside
//! it wherever it goes, and without it both tools fail alike ("cannot open source file").

use std::path::PathBuf;

/// `text` with each `#include "NAME"` whose NAME is one of `headers` (by file name) replaced by
/// that header's text, recursively. A header is inlined once (at its first include; later ones
/// are dropped, as an include guard or `#pragma once` would), and `#pragma once` lines inside
/// it are dropped. Returns the new text and how many includes were inlined.
pub fn inline_local_includes(text: &[u8], headers: &[PathBuf]) -> (Vec<u8>, usize) {
    let mut done = Vec::new();
    let out = inline(text, headers, &mut done, 0);
    (out, done.len())
}

fn included_name(line: &[u8]) -> Option<&[u8]> {
    let line = line
        .trim_ascii_start()
        .strip_prefix(b"#")?
        .trim_ascii_start()
        .strip_prefix(b"include")?;
    let rest = line.trim_ascii_start().strip_prefix(b"\"")?;
    let end = rest.iter().position(|&b| b == b'"')?;
    rest[end + 1..]
        .trim_ascii()
        .is_empty()
        .then_some(&rest[..end])
}

fn is_pragma_once(line: &[u8]) -> bool {
    let words: Vec<&[u8]> = line
        .split(|b| b.is_ascii_whitespace() || *b == b'#')
        .filter(|w| !w.is_empty())
        .collect();
    line.trim_ascii_start().starts_with(b"#") && words == [&b"pragma"[..], b"once"]
}

fn inline(text: &[u8], headers: &[PathBuf], done: &mut Vec<PathBuf>, depth: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for line in text.split_inclusive(|&b| b == b'\n') {
        let header = included_name(line).and_then(|name| {
            headers
                .iter()
                .find(|h| h.file_name().is_some_and(|f| f.as_encoded_bytes() == name))
        });
        match header {
            Some(h) if depth < 32 => {
                if !done.contains(h) {
                    if let Ok(body) = std::fs::read(h) {
                        done.push(h.clone());
                        let mut body = inline(&body, headers, done, depth + 1);
                        if !body.is_empty() && !body.ends_with(b"\n") {
                            body.push(b'\n');
                        }
                        out.extend(
                            body.split_inclusive(|&b| b == b'\n')
                                .filter(|l| !is_pragma_once(l))
                                .flatten(),
                        );
                        continue;
                    }
                    out.extend_from_slice(line);
                }
            }
            _ if depth > 0 && is_pragma_once(line) => {}
            _ => out.extend_from_slice(line),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_includes_are_inlined_once() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.cuh");
        let b = dir.path().join("b.h");
        std::fs::write(&a, "#pragma once\n#include \"b.h\"\nint a;").unwrap();
        std::fs::write(&b, "int b;\n").unwrap();
        let text = b"#include \"a.cuh\"\n  # include \"b.h\"\n#include <vector>\n#include \"other.h\"\nint main();\n";
        let (out, n) = inline_local_includes(text, &[a, b]);
        assert_eq!(n, 2);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "int b;\nint a;\n#include <vector>\n#include \"other.h\"\nint main();\n"
        );
    }
}
