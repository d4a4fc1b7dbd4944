//! The `scaled_to_rcudafe` target's input: a large TU built from small pieces (issue 22,
//! robustness at scale). The fuzzer's bytes are read as
//!
//! ```text
//! byte 0      which shape: one of cudagen's stress families, or the snippet nested, or repeated
//! bytes 1-2   n (u16, little-endian), taken modulo the shape's bound + 1
//! byte 3      for the snippet shapes: where the snippet splits into opening and closing pieces
//!             (low 7 bits, modulo its length + 1) and the context (high bit: inside a function
//!             body, or at file scope)
//! bytes 4..   the snippet (at most SNIPPET_MAX bytes): the family's core, or the pieces
//! ```
//!
//! so that a seed is a few bytes (`.clusterfuzzlite/build.sh` writes one per shape). The bounds
//! keep one run of the front end well under a second (in a sanitizer build too): each family's
//! `fuzz_max`, [`GENERIC_MAX`] for the snippet shapes.

use cudagen::stress::{nest, FAMILIES, PRELUDE};

/// The longest snippet used (the rest of the input is ignored).
pub const SNIPPET_MAX: usize = 64;

/// The largest n of the two snippet shapes.
pub const GENERIC_MAX: usize = 500;

/// What a fuzz input asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Shape {
    /// `cudagen::stress::FAMILIES[index]` at size n around the snippet (the family's own core
    /// when the snippet is empty).
    Family { index: usize, n: usize },
    /// The snippet's first part n times, `x`, its second part n times.
    Nest { n: usize, split: usize, in_body: bool },
    /// The snippet n times, one per line.
    Repeat { n: usize, in_body: bool },
}

/// How the input's bytes are read (see the module's documentation).
pub fn shape(data: &[u8]) -> (Shape, &[u8]) {
    let mut head = [0u8; 4];
    let len = data.len().min(4);
    head[..len].copy_from_slice(&data[..len]);
    let rest = &data[len..];
    let snippet = &rest[..rest.len().min(SNIPPET_MAX)];
    let which = head[0] as usize % (FAMILIES.len() + 2);
    let n_raw = u16::from_le_bytes([head[1], head[2]]) as usize;
    let in_body = head[3] & 0x80 != 0;
    let shape = match which {
        i if i < FAMILIES.len() => Shape::Family {
            index: i,
            n: n_raw % (FAMILIES[i].fuzz_max + 1),
        },
        i if i == FAMILIES.len() => Shape::Nest {
            n: n_raw % (GENERIC_MAX + 1),
            split: (head[3] & 0x7f) as usize % (snippet.len() + 1),
            in_body,
        },
        _ => Shape::Repeat {
            n: n_raw % (GENERIC_MAX + 1),
            in_body,
        },
    };
    (shape, snippet)
}

/// The TU an input stands for.
pub fn build(data: &[u8]) -> Vec<u8> {
    let (shape, snippet) = shape(data);
    // Inside a body: the nest is an operand of `return`, the repetition a run of statements.
    let (body, context): (Vec<u8>, Option<(&str, &str)>) = match shape {
        Shape::Family { index, n } => {
            let family = &FAMILIES[index];
            return if snippet.is_empty() {
                family.generate(n)
            } else {
                family.generate_with_core(n, snippet)
            };
        }
        Shape::Nest { n, split, in_body } => {
            let (open, close) = snippet.split_at(split);
            let context = ("int scaled(int x)\n{\n  return ", ";\n}\n");
            (nest(open, b"x", close, n), in_body.then_some(context))
        }
        Shape::Repeat { n, in_body } => {
            let mut line = snippet.to_vec();
            line.push(b'\n');
            let context = ("void scaled(int x)\n{\n", "}\n");
            (nest(&line, b"", b"", n), in_body.then_some(context))
        }
    };
    let mut out = PRELUDE.as_bytes().to_vec();
    match context {
        Some((head, tail)) => {
            out.extend_from_slice(head.as_bytes());
            out.extend_from_slice(&body);
            out.extend_from_slice(tail.as_bytes());
        }
        None => {
            out.extend_from_slice(&body);
            out.push(b'\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_input_picks_a_family_at_size_n() {
        let parens = FAMILIES.iter().position(|f| f.name == "parens").unwrap() as u8;
        let input = [parens, 3, 0, 0];
        let (picked, snippet) = shape(&input);
        assert_eq!(picked, Shape::Family { index: parens as usize, n: 3 });
        assert!(snippet.is_empty());
        let tu = String::from_utf8(build(&[parens, 3, 0, 0])).unwrap();
        assert!(tu.contains("return (((x)));"), "{tu}");
        let tu = String::from_utf8(build(&[parens, 2, 0, 0, b'y'])).unwrap();
        assert!(tu.contains("return ((y));"), "{tu}");
        // n is bounded by the family's fuzz_max.
        let Shape::Family { n, .. } = shape(&[parens, 0xff, 0xff, 0]).0 else { panic!() };
        assert!(n <= FAMILIES[parens as usize].fuzz_max);
        // An empty input is the first family at n = 0.
        assert_eq!(shape(&[]).0, Shape::Family { index: 0, n: 0 });
    }

    #[test]
    fn the_snippet_shapes_nest_and_repeat_it() {
        let nest_shape = FAMILIES.len() as u8;
        let tu = String::from_utf8(build(&[nest_shape, 3, 0, 0x80 | 1, b'[', b']'])).unwrap();
        assert!(tu.ends_with("int scaled(int x)\n{\n  return [[[x]]];\n}\n"), "{tu}");
        let tu = String::from_utf8(build(&[nest_shape + 1, 2, 0, 0, b'i', b'n', b't', b' ', b'a', b';'])).unwrap();
        assert!(tu.ends_with("\nint a;\nint a;\n\n"), "{tu}");
        let tu = String::from_utf8(build(&[nest_shape + 1, 2, 0, 0x80, b'x', b'+', b'+', b';'])).unwrap();
        assert!(tu.ends_with("void scaled(int x)\n{\nx++;\nx++;\n}\n"), "{tu}");
        // The snippet is cut at SNIPPET_MAX bytes, n at GENERIC_MAX.
        let long = [vec![nest_shape + 1, 0xff, 0xff, 0], vec![b'x'; 1000]].concat();
        let (picked, snippet) = shape(&long);
        assert_eq!(snippet.len(), SNIPPET_MAX);
        let Shape::Repeat { n, .. } = picked else { panic!() };
        assert!(n <= GENERIC_MAX);
    }
}
