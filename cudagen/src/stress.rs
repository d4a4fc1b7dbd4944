//! Stress families: self-contained TUs that grow one dimension (nesting depth, repetition count,
//! macro fan-out, template recursion depth, garbage length) with a size parameter `n`, for
//! `oracle stress` (robustness at scale, against the reference) and the `scaled_to_rcudafe` fuzz
//! target (the same shapes around a fuzzer-chosen piece).
//!
//! Each family builds its TU from one small **core** piece placed where the shape repeats or
//! nests (the innermost operand, the innermost member, the repeated declaration, ...); the stress
//! sweep uses the family's default core, the fuzz target a snippet of its own. Every TU starts
//! with [`PRELUDE`], two lines that give it a kernel (so a module id entity and a CUDA rewrite).
//! Long runs of pieces are broken into lines of [`PIECES_PER_LINE`], as a person would write them.
//! The same `n` always gives the same bytes (garbage is drawn from a fixed-seed ChaCha stream).

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The first lines of every stress TU.
pub const PRELUDE: &str = "#define __global__ __attribute__((global))\n\
                           __global__ void stress_kernel(int *out) { *out = 1; }\n";

/// How many repeated pieces go on one line.
pub const PIECES_PER_LINE: usize = 64;

/// The seed of the garbage families (issue 22, robustness at scale).
pub const GARBAGE_SEED: u64 = 22;

/// Which dimension a family grows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// One construct nested `n` deep.
    Nesting,
    /// `n` declarations, branches, operands, expansions, instantiations or garbage tokens.
    Declarations,
}

impl Group {
    pub fn name(self) -> &'static str {
        match self {
            Group::Nesting => "nesting",
            Group::Declarations => "declarations",
        }
    }
}

/// One family of inputs.
pub struct Family {
    /// The name on the command line (`--family parens`).
    pub name: &'static str,
    pub group: Group,
    /// The shape, for `--help` and the report.
    pub shape: &'static str,
    /// The core the stress sweep uses.
    pub default_core: &'static str,
    /// The largest `n` the fuzz target asks for: rcudafe handles it in a few hundred milliseconds
    /// in cargo fuzz's build (address sanitizer, debug assertions: some 50 times slower than a
    /// release build), lower where rcudafe is not linear yet (parens, classes, comma,
    /// template-args: see reports/stress.md).
    pub fuzz_max: usize,
    build: fn(usize, &[u8]) -> Vec<u8>,
}

impl Family {
    /// The TU of size `n` with the default core.
    pub fn generate(&self, n: usize) -> Vec<u8> {
        self.generate_with_core(n, self.default_core.as_bytes())
    }

    /// The TU of size `n` around `core`.
    pub fn generate_with_core(&self, n: usize, core: &[u8]) -> Vec<u8> {
        let mut out = PRELUDE.as_bytes().to_vec();
        out.extend_from_slice(&(self.build)(n, core));
        out
    }
}

/// Every family, nesting first.
pub const FAMILIES: &[Family] = &[
    Family {
        name: "parens",
        group: Group::Nesting,
        shape: "return ((((x))));  n pairs of parentheses",
        default_core: "x",
        fuzz_max: 600,
        build: parens,
    },
    Family {
        name: "unary-minus",
        group: Group::Nesting,
        shape: "return - - - x;  n unary minus operators",
        default_core: "x",
        fuzz_max: 8_000,
        build: unary_minus,
    },
    Family {
        name: "unary-not",
        group: Group::Nesting,
        shape: "return !!!x;  n logical not operators",
        default_core: "x",
        fuzz_max: 8_000,
        build: unary_not,
    },
    Family {
        name: "casts",
        group: Group::Nesting,
        shape: "return (int)(int)...x;  n C-style casts",
        default_core: "x",
        fuzz_max: 3_000,
        build: casts,
    },
    Family {
        name: "blocks",
        group: Group::Nesting,
        shape: "{{{ x++; }}}  n nested compound statements",
        default_core: "x++;",
        fuzz_max: 5_000,
        build: blocks,
    },
    Family {
        name: "ifs",
        group: Group::Nesting,
        shape: "if (x) if (x) ... x++;  n nested if statements",
        default_core: "x++;",
        fuzz_max: 3_000,
        build: ifs,
    },
    Family {
        name: "pointers",
        group: Group::Nesting,
        shape: "int ****...p;  n pointer declarators",
        default_core: "p",
        fuzz_max: 10_000,
        build: pointers,
    },
    Family {
        name: "namespaces",
        group: Group::Nesting,
        shape: "namespace ns0 { namespace ns1 { ... int v; } }  n nested namespaces",
        default_core: "int v;",
        fuzz_max: 2_000,
        build: namespaces,
    },
    Family {
        name: "classes",
        group: Group::Nesting,
        shape: "struct C0 { struct C1 { ... int v; }; };  n nested classes",
        default_core: "int v;",
        fuzz_max: 250,
        build: classes,
    },
    Family {
        name: "template-args",
        group: Group::Nesting,
        shape: "A<A<A<int>>> a;  n nested template arguments",
        default_core: "int",
        fuzz_max: 10,
        build: template_args,
    },
    Family {
        name: "distinct",
        group: Group::Declarations,
        shape: "int v_i = i; int f_i(int x) { return x + v_i; }  n distinct variables and functions",
        default_core: "x",
        fuzz_max: 400,
        build: distinct,
    },
    Family {
        name: "redeclarations",
        group: Group::Declarations,
        shape: "extern int x; (n times) and a use of x",
        default_core: "extern int x;",
        fuzz_max: 1_500,
        build: redeclarations,
    },
    Family {
        name: "overloads",
        group: Group::Declarations,
        shape: "struct T_i {}; void f(T_i);  n overloads of f, and 8 calls",
        default_core: "",
        fuzz_max: 300,
        build: overloads,
    },
    Family {
        name: "else-if",
        group: Group::Declarations,
        shape: "if (x == 0) y++; else if (x == 1) y++; ...  a chain of n branches",
        default_core: "y++;",
        fuzz_max: 1_200,
        build: else_if,
    },
    Family {
        name: "comma",
        group: Group::Declarations,
        shape: "return (x, x, ..., x);  n operands",
        default_core: "x",
        fuzz_max: 600,
        build: comma,
    },
    Family {
        name: "plus",
        group: Group::Declarations,
        shape: "return y + y + ... + y;  n terms (the reference is quadratic here)",
        default_core: "y",
        fuzz_max: 5_000,
        build: plus,
    },
    Family {
        name: "macro-fanout",
        group: Group::Declarations,
        shape: "#define M_k M_(k-1) M_(k-1): n = 2^k expansions of x++;",
        default_core: "x++;",
        fuzz_max: 1 << 11,
        build: macro_fanout,
    },
    Family {
        name: "template-recursion",
        group: Group::Declarations,
        shape: "template<int N> struct F { static const int v = F<N-1>::v; };  F<n>::v (the reference stops at depth 200)",
        default_core: "",
        fuzz_max: 1_000,
        build: template_recursion,
    },
    Family {
        name: "garbage-tokens",
        group: Group::Declarations,
        shape: "n random printable tokens (fixed seed)",
        default_core: "",
        fuzz_max: 10_000,
        build: garbage_tokens,
    },
    Family {
        name: "garbage-bytes",
        group: Group::Declarations,
        shape: "n random bytes (fixed seed)",
        default_core: "",
        fuzz_max: 20_000,
        build: garbage_bytes,
    },
];

/// The family of that name.
pub fn family(name: &str) -> Option<&'static Family> {
    FAMILIES.iter().find(|f| f.name == name)
}

/// `piece` `n` times, a line break after every [`PIECES_PER_LINE`].
fn repeat(out: &mut Vec<u8>, piece: &[u8], n: usize) {
    for i in 0..n {
        out.extend_from_slice(piece);
        if (i + 1) % PIECES_PER_LINE == 0 && i + 1 < n {
            out.push(b'\n');
        }
    }
}

/// `open` n times, `core`, `close` n times.
pub fn nest(open: &[u8], core: &[u8], close: &[u8], n: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(n * (open.len() + close.len()) + core.len() + n / 32);
    repeat(&mut out, open, n);
    out.extend_from_slice(core);
    repeat(&mut out, close, n);
    out
}

fn function(head: &str, body: Vec<u8>, tail: &str) -> Vec<u8> {
    let mut out = head.as_bytes().to_vec();
    out.extend_from_slice(&body);
    out.extend_from_slice(tail.as_bytes());
    out
}

fn parens(n: usize, core: &[u8]) -> Vec<u8> {
    function(
        "int parens(int x)\n{\n  return ",
        nest(b"(", core, b")", n),
        ";\n}\n",
    )
}

fn unary_minus(n: usize, core: &[u8]) -> Vec<u8> {
    function(
        "int unary_minus(int x)\n{\n  return ",
        nest(b"- ", core, b"", n),
        ";\n}\n",
    )
}

fn unary_not(n: usize, core: &[u8]) -> Vec<u8> {
    function(
        "int unary_not(int x)\n{\n  return ",
        nest(b"!", core, b"", n),
        ";\n}\n",
    )
}

fn casts(n: usize, core: &[u8]) -> Vec<u8> {
    function(
        "int casts(int x)\n{\n  return ",
        nest(b"(int)", core, b"", n),
        ";\n}\n",
    )
}

fn blocks(n: usize, core: &[u8]) -> Vec<u8> {
    function(
        "void blocks(int x)\n{\n  ",
        nest(b"{ ", core, b" }", n),
        "\n}\n",
    )
}

fn ifs(n: usize, core: &[u8]) -> Vec<u8> {
    function(
        "void ifs(int x)\n{\n  ",
        nest(b"if (x) ", core, b"", n),
        "\n}\n",
    )
}

fn pointers(n: usize, core: &[u8]) -> Vec<u8> {
    function("int ", nest(b"*", core, b"", n), ";\n")
}

fn namespaces(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for i in 0..n {
        out.extend_from_slice(format!("namespace ns{i} {{ ").as_bytes());
        if (i + 1) % 16 == 0 {
            out.push(b'\n');
        }
    }
    out.extend_from_slice(core);
    out.push(b'\n');
    repeat(&mut out, b"}", n);
    out.push(b'\n');
    out
}

fn classes(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for i in 0..n {
        out.extend_from_slice(format!("struct C{i} {{ ").as_bytes());
        if (i + 1) % 16 == 0 {
            out.push(b'\n');
        }
    }
    out.extend_from_slice(core);
    out.push(b'\n');
    repeat(&mut out, b"}; ", n);
    out.push(b'\n');
    out
}

fn template_args(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = b"template <class T> struct A { };\n".to_vec();
    out.extend_from_slice(&nest(b"A<", core, b">", n));
    out.extend_from_slice(b" a;\n");
    out
}

fn distinct(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for i in 0..n {
        out.extend_from_slice(format!("int v{i} = {i};\nint f{i}(int x) {{ return ").as_bytes());
        out.extend_from_slice(core);
        out.extend_from_slice(format!(" + v{i}; }}\n").as_bytes());
    }
    out
}

fn redeclarations(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 0..n {
        out.extend_from_slice(core);
        out.push(b'\n');
    }
    out.extend_from_slice(b"int use_x()\n{\n  return x;\n}\n");
    out
}

/// The overloads the `overloads` family calls: 8 spread over `0..n`.
pub fn overload_calls(n: usize) -> Vec<usize> {
    let mut calls: Vec<usize> = (0..8).map(|j| j * n / 8).filter(|&i| i < n).collect();
    calls.dedup();
    calls
}

fn overloads(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for i in 0..n {
        out.extend_from_slice(format!("struct T{i} {{ ").as_bytes());
        out.extend_from_slice(core);
        out.extend_from_slice(format!(" }};\nvoid f(T{i});\n").as_bytes());
    }
    out.extend_from_slice(b"void call_f()\n{\n");
    for i in overload_calls(n) {
        out.extend_from_slice(format!("  f(T{i}());\n").as_bytes());
    }
    out.extend_from_slice(b"}\n");
    out
}

fn else_if(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = b"int else_if(int x)\n{\n  int y = 0;\n".to_vec();
    for i in 0..n {
        let word = if i == 0 { "  if" } else { "  else if" };
        out.extend_from_slice(format!("{word} (x == {i}) ").as_bytes());
        out.extend_from_slice(core);
        out.push(b'\n');
    }
    out.extend_from_slice(b"  else y = -1;\n  return y;\n}\n");
    out
}

/// `core sep core sep ... core`, `n` times `core`, a line break after every [`PIECES_PER_LINE`].
fn chain(core: &[u8], sep: &[u8], n: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(n * (core.len() + sep.len()) + n / 32);
    for i in 0..n {
        if i > 0 {
            out.extend_from_slice(sep);
            if i % PIECES_PER_LINE == 0 {
                out.push(b'\n');
            }
        }
        out.extend_from_slice(core);
    }
    out
}

fn comma(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = b"int comma(int x)\n{\n  return (".to_vec();
    out.extend_from_slice(&chain(core, b", ", n.max(1)));
    out.extend_from_slice(b");\n}\n");
    out
}

/// `int sum_of_terms(int y) { return y + y + ... + y; }` with `n` terms of `core`, on one line
/// (also `oracle bench`'s long expression).
pub fn plus_chain(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(n * (core.len() + 3) + 64);
    out.extend_from_slice(b"int sum_of_terms(int y)\n{\n  return ");
    for i in 0..n.max(1) {
        if i > 0 {
            out.extend_from_slice(b" + ");
        }
        out.extend_from_slice(core);
    }
    out.extend_from_slice(b";\n}\n");
    out
}

fn plus(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = b"int sum_of_terms(int y)\n{\n  return ".to_vec();
    out.extend_from_slice(&chain(core, b" + ", n.max(1)));
    out.extend_from_slice(b";\n}\n");
    out
}

/// The doubling depth k of the `macro-fanout` family for `n`: the largest k with 2^k <= n.
pub fn fanout_depth(n: usize) -> u32 {
    n.max(1).ilog2()
}

fn macro_fanout(n: usize, core: &[u8]) -> Vec<u8> {
    let k = fanout_depth(n);
    let mut out = b"#define M0 ".to_vec();
    out.extend_from_slice(core);
    out.push(b'\n');
    for i in 1..=k {
        out.extend_from_slice(format!("#define M{i} M{} M{}\n", i - 1, i - 1).as_bytes());
    }
    out.extend_from_slice(format!("void fanout(int x)\n{{\n  M{k}\n}}\n").as_bytes());
    out
}

fn template_recursion(n: usize, core: &[u8]) -> Vec<u8> {
    let mut out = b"template <int N> struct F {\n  static const int v = F<N - 1>::v;\n  ".to_vec();
    out.extend_from_slice(core);
    out.extend_from_slice(
        format!(
            "\n}};\ntemplate <> struct F<0> {{\n  static const int v = 0;\n}};\nint depth = F<{n}>::v;\n"
        )
        .as_bytes(),
    );
    out
}

/// The tokens garbage is drawn from: keywords, CUDA words, names, literals, punctuators.
pub const GARBAGE_TOKENS: &[&str] = &[
    "int",
    "void",
    "struct",
    "class",
    "template",
    "typename",
    "return",
    "if",
    "else",
    "for",
    "while",
    "namespace",
    "typedef",
    "const",
    "static",
    "auto",
    "operator",
    "sizeof",
    "new",
    "delete",
    "__global__",
    "__device__",
    "__host__",
    "x",
    "y",
    "f",
    "T",
    "A",
    "v",
    "0",
    "1u",
    "42",
    "1.5f",
    "'c'",
    "\"s\"",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ";",
    ",",
    "::",
    ".",
    "->",
    "+",
    "-",
    "*",
    "&",
    "=",
    "==",
    "!",
    "~",
    "?",
    ":",
    "<<<",
    ">>>",
    "...",
    "#",
    "##",
];

fn garbage_tokens(n: usize, core: &[u8]) -> Vec<u8> {
    let mut rng = ChaCha8Rng::seed_from_u64(GARBAGE_SEED);
    let choices = GARBAGE_TOKENS.len() as u32 + u32::from(!core.is_empty());
    let mut out = Vec::with_capacity(n * 4);
    for i in 0..n {
        let pick = rng.next_u32() % choices;
        match GARBAGE_TOKENS.get(pick as usize) {
            Some(token) => out.extend_from_slice(token.as_bytes()),
            None => out.extend_from_slice(core),
        }
        out.push(if (i + 1) % 12 == 0 { b'\n' } else { b' ' });
    }
    out
}

fn garbage_bytes(n: usize, core: &[u8]) -> Vec<u8> {
    let mut rng = ChaCha8Rng::seed_from_u64(GARBAGE_SEED);
    let mut out = core.to_vec();
    // Words, not `fill_bytes`: the bytes depend on `next_u32` alone (see `entropy`).
    while out.len() < core.len() + n {
        let word = rng.next_u32().to_le_bytes();
        let take = (core.len() + n - out.len()).min(4);
        out.extend_from_slice(&word[..take]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(name: &str, n: usize) -> String {
        String::from_utf8(family(name).unwrap().generate(n)).unwrap()
    }

    fn count(haystack: &str, needle: &str) -> usize {
        haystack.matches(needle).count()
    }

    /// The TU after the prelude.
    fn body(name: &str, n: usize) -> String {
        text(name, n)[PRELUDE.len()..].to_string()
    }

    #[test]
    fn names_are_unique_and_found() {
        for (i, f) in FAMILIES.iter().enumerate() {
            assert!(FAMILIES[..i].iter().all(|g| g.name != f.name), "{}", f.name);
            assert_eq!(family(f.name).unwrap().name, f.name);
        }
        assert!(family("nope").is_none());
    }

    #[test]
    fn every_tu_starts_with_the_prelude_and_is_deterministic() {
        for f in FAMILIES {
            let a = f.generate(300);
            assert!(a.starts_with(PRELUDE.as_bytes()), "{}", f.name);
            assert_eq!(a, f.generate(300), "{}", f.name);
            // Growing n grows the input.
            assert!(f.generate(1200).len() > a.len(), "{}", f.name);
        }
    }

    #[test]
    fn nesting_families_nest_n_deep() {
        let n = 150;
        let parens = body("parens", n);
        assert_eq!(count(&parens, "("), n + 1, "{parens}"); // and the parameter list
        assert_eq!(count(&parens, ")"), n + 1);
        assert!(parens.contains("((((x))))"));
        assert!(body("parens", 3).contains("return (((x)));"));
        assert!(body("unary-minus", 3).contains("return - - - x;"));
        assert_eq!(count(&body("unary-minus", n), "- "), n);
        assert!(body("unary-not", 3).contains("return !!!x;"));
        assert_eq!(count(&body("unary-not", n), "!"), n);
        assert!(body("casts", 2).contains("return (int)(int)x;"));
        assert_eq!(count(&body("casts", n), "(int)"), n);
        let blocks = body("blocks", n);
        assert_eq!((count(&blocks, "{"), count(&blocks, "}")), (n + 1, n + 1));
        assert!(body("blocks", 2).contains("{ { x++; } }"));
        assert_eq!(count(&body("ifs", n), "if (x)"), n);
        assert!(body("ifs", 2).contains("if (x) if (x) x++;"));
        assert!(body("pointers", 3).starts_with("int ***p;"));
        assert_eq!(count(&body("pointers", n), "*"), n);
        let ns = body("namespaces", n);
        assert_eq!(count(&ns, "namespace "), n);
        assert_eq!((count(&ns, "{"), count(&ns, "}")), (n, n));
        assert!(body("namespaces", 2).starts_with("namespace ns0 { namespace ns1 { int v;\n}}"));
        let classes = body("classes", n);
        assert_eq!(count(&classes, "struct C"), n);
        assert_eq!(count(&classes, "};"), n);
        let args = body("template-args", n);
        assert_eq!(count(&args, "A<"), n);
        assert!(body("template-args", 3).contains("\nA<A<A<int>>> a;"));
    }

    #[test]
    fn declaration_families_repeat_n_times() {
        let n = 100;
        let distinct = body("distinct", n);
        assert_eq!(count(&distinct, "\nint f"), n);
        assert!(distinct.contains("int v99 = 99;\nint f99(int x) { return x + v99; }"));
        let redecl = body("redeclarations", n);
        assert_eq!(count(&redecl, "extern int x;\n"), n);
        assert!(redecl.ends_with("return x;\n}\n"));
        let overloads = body("overloads", n);
        assert_eq!(count(&overloads, "void f(T"), n);
        assert_eq!(count(&overloads, "  f(T"), 8);
        assert_eq!(overload_calls(4), vec![0, 1, 2, 3]);
        let chain = body("else-if", n);
        assert_eq!(count(&chain, "else if"), n - 1);
        assert!(chain.contains("if (x == 0) y++;\n  else if (x == 1) y++;"));
        let comma = body("comma", n);
        assert_eq!(count(&comma, "x, "), n - 1);
        assert!(body("comma", 3).contains("return (x, x, x);"));
        assert_eq!(count(&body("plus", n), " + "), n - 1);
        assert!(body("plus", 3).contains("return y + y + y;"));
        assert_eq!(
            String::from_utf8(plus_chain(5, b"y")).unwrap(),
            "int sum_of_terms(int y)\n{\n  return y + y + y + y + y;\n}\n"
        );
    }

    #[test]
    fn long_lines_are_broken() {
        let parens = body("parens", 1000);
        assert!(parens.lines().all(|l| l.len() <= 2 * PIECES_PER_LINE + 20));
        let plus = body("plus", 1000);
        assert!(plus.lines().all(|l| l.len() <= 4 * PIECES_PER_LINE + 20));
    }

    #[test]
    fn macro_fanout_doubles_k_times() {
        assert_eq!(fanout_depth(1), 0);
        assert_eq!(fanout_depth(1024), 10);
        assert_eq!(fanout_depth(1500), 10);
        let tu = body("macro-fanout", 1 << 10);
        assert_eq!(count(&tu, "#define M"), 11);
        assert!(tu.contains("#define M0 x++;\n#define M1 M0 M0\n"));
        assert!(tu.contains("#define M10 M9 M9\n"));
        assert!(tu.contains("{\n  M10\n}"));
    }

    #[test]
    fn template_recursion_asks_for_depth_n() {
        let tu = body("template-recursion", 201);
        assert!(tu.contains("static const int v = F<N - 1>::v;"));
        assert!(tu.contains("template <> struct F<0>"));
        assert!(tu.ends_with("int depth = F<201>::v;\n"));
    }

    #[test]
    fn garbage_has_n_tokens_or_bytes_and_grows_by_prefix() {
        let tokens = body("garbage-tokens", 120);
        assert_eq!(tokens.split_whitespace().count(), 120);
        assert_eq!(count(&tokens, "\n"), 10);
        assert!(tokens
            .bytes()
            .all(|b| b == b'\n' || (b' '..=b'~').contains(&b)));
        assert!(body("garbage-tokens", 240).starts_with(&tokens));
        let bytes = family("garbage-bytes").unwrap().generate(1000);
        assert_eq!(bytes.len(), PRELUDE.len() + 1000);
        let longer = family("garbage-bytes").unwrap().generate(2000);
        assert!(longer.starts_with(&bytes));
        // Random bytes, not text: every byte value shows up in a long enough run.
        let mut seen = [false; 256];
        longer.iter().for_each(|&b| seen[b as usize] = true);
        assert!(seen.iter().filter(|&&s| s).count() > 250);
    }

    #[test]
    fn a_core_goes_where_the_shape_repeats() {
        let parens = family("parens").unwrap().generate_with_core(2, b"y+1");
        assert!(String::from_utf8(parens)
            .unwrap()
            .contains("return ((y+1));"));
        let redecl = family("redeclarations")
            .unwrap()
            .generate_with_core(3, b"int z;");
        assert_eq!(count(&String::from_utf8(redecl).unwrap(), "int z;\n"), 3);
        let soup = family("garbage-tokens")
            .unwrap()
            .generate_with_core(2000, b"@@");
        assert!(String::from_utf8(soup).unwrap().contains("@@"));
        assert_eq!(nest(b"[", b"0", b"]", 3), b"[[[0]]]".to_vec());
    }
}
