//! Unit tests of the preprocessor on in-memory files (dump format: see `dump.rs`).

use super::*;
use crate::source::MemoryFs;

fn run_with(fs: &MemoryFs, main: &str) -> String {
    let bytes = match fs.load(main.as_bytes()) {
        crate::source::Load::Loaded { bytes, .. } => bytes,
        crate::source::Load::NotFound => Vec::new(),
    };
    let mut pp = Preprocessor::new(main.as_bytes(), bytes, PpOptions::default(), fs);
    dump(&mut pp)
}

fn run(src: &str) -> String {
    let mut fs = MemoryFs::new();
    fs.add("x.cu", src.as_bytes());
    run_with(&fs, "x.cu")
}

#[test]
fn object_and_function_macros() {
    assert_eq!(
        run("#define A 1 + 2\nint a = A;\n"),
        "x.cu:2: int a = 1 + 2 ;\n"
    );
    assert_eq!(
        run("#define F(x, y) x * y\nint a = F(2, 3);\n"),
        "x.cu:2: int a = 2 * 3 ;\n"
    );
    assert_eq!(
        run("#define F(x) [x]\nint a = F\n(\n1\n)\n;\n"),
        "x.cu:2: int a = [ 1 ]\nx.cu:6: ;\n"
    );
}

#[test]
fn stringize_and_paste() {
    assert_eq!(
        run("#define S(x) #x\nS(  a   +  b  ) S(\"q\\n\" '\\\\') S()\n"),
        "x.cu:2: \"a + b\" \"\\\"q\\\\n\\\" '\\\\\\\\'\" \"\"\n"
    );
    assert_eq!(
        run("#define P(a,b) a##b\nP(x,y) P(,y) P(w,) P(-,>)\n"),
        "x.cu:2: xy y w ->\n"
    );
}

#[test]
fn rescanning_follows_the_reference() {
    // f(2)(9) → 2*9*g (the final g is painted); f(1)(2) keeps the inner f painted.
    assert_eq!(
        run("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)\n"),
        "x.cu:3: 2 * 9 * g\n"
    );
    assert_eq!(run("#define f(x) x f\nf(1)(2)\n"), "x.cu:2: 1 f ( 2 )\n");
    assert_eq!(run("#define A B\n#define B A\nA\n"), "x.cu:3: A\n");
    assert_eq!(
        run("#define G g\n#define g(x) x+1\nG(3)\n"),
        "x.cu:3: 3 + 1\n"
    );
}

#[test]
fn variadic_macros() {
    let src = "#define G(fmt, args...) f(fmt, ## args)\n#define H(fmt, ...) f(fmt, ##__VA_ARGS__)\n#define O(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)\n#define O3(a,...) #__VA_OPT__(a)\nG(1) G(1, 2) H(1) H(1, 2) O(1) O(1,2) O3(1,2) O3(1)\n";
    assert_eq!(
        run(src),
        "x.cu:5: f ( 1 ) f ( 1 , 2 ) f ( 1 ) f ( 1 , 2 ) f ( 1 ) f ( 1 , 2 ) \"1\" \"\"\n"
    );
}

#[test]
fn conditionals() {
    let src = "#if 1 + 1 == 2\nyes\n#else\nno\n#endif\n#ifdef X\nno\n#elif -1 > 0u\nwarned\n#endif\n#if 0\n#error never\n@\n#endif\n";
    let d = run(src);
    assert!(d.starts_with("x.cu:2: yes\nx.cu:9: warned\n"), "{d}");
    assert!(
        d.contains("warning EC68 x.cu:8:7: integer conversion resulted in a change of sign"),
        "{d}"
    );
}

#[test]
fn no_predefined_macros_and_no_defined_operator() {
    assert_eq!(
        run("__cplusplus __FILE__ __LINE__ __CUDACC__\n"),
        "x.cu:1: __cplusplus __FILE__ __LINE__ __CUDACC__\n"
    );
    let d = run("#if defined(FOO)\n#endif\n");
    assert!(
        d.contains("error EC59 x.cu:1:5: function call is not allowed in a constant expression"),
        "{d}"
    );
    let d = run("#if defined FOO\n#endif\n");
    assert!(
        d.contains(
            "error EC14 x.cu:1:13: extra text after expected end of preprocessing directive"
        ),
        "{d}"
    );
    assert_eq!(run("#if defined\nno\n#endif\nyes\n"), "x.cu:4: yes\n");
}

#[test]
fn includes_and_line_markers() {
    let mut fs = MemoryFs::new();
    fs.add(
        "x.cu",
        b"#include \"sub/s.h\"\nint a;\n# 33 \"foo.h\" 3\nint b;\n#line 10 \"r.cu\"\nint c;\n",
    );
    fs.add("sub/s.h", b"#include \"j.h\"\n");
    fs.add("sub/j.h", b"int j;\n");
    assert_eq!(
        run_with(&fs, "x.cu"),
        "sub/j.h:1: int j ;\nx.cu:2: int a ;\nfoo.h:33 [sys]: int b ;\nr.cu:10: int c ;\n"
    );
}

#[test]
fn self_inclusion_limit() {
    let mut fs = MemoryFs::new();
    fs.add("x.cu", b"#include \"y.h\"\n");
    fs.add("y.h", b"#define Q 1\n#include \"y.h\"\n");
    let d = run_with(&fs, "x.cu");
    assert!(
        d.ends_with("catastrophic EC3 y.h:2:15: #include file \"y.h\" includes itself\n"),
        "{d}"
    );
    let mut fs = MemoryFs::new();
    fs.add("x.cu", b"#include \"g.h\"\nint a;\n");
    fs.add(
        "g.h",
        b"#ifndef G\n#define G\n#include \"g.h\"\nint g;\n#endif\n",
    );
    assert_eq!(run_with(&fs, "x.cu"), "g.h:4: int g ;\nx.cu:2: int a ;\n");
}

#[test]
fn pragmas_are_kept_in_the_stream() {
    let src = "#define M 42\nint a;\n#pragma pack(push,1)\n#pragma foo M (M) \"M\"\n#pragma omp parallel for num_threads(M)\n#pragma once\n_Pragma(\"GCC diagnostic push\") int b;\n#pragma nv_diag_suppress 177, set_but_not_used\n#pragma\n";
    let d = run(src);
    assert_eq!(
        d,
        "x.cu:2: int a ;\nx.cu:3: #pragma pack ( push, 1 )\nx.cu:4: #pragma foo 42 (42) \"M\"\nx.cu:5: #pragma omp parallel for num_threads ( M )\nx.cu:7: #pragma GCC diagnostic push\nx.cu:7: int b ;\nx.cu:8: #nv_diag Suppress 177,set_but_not_used\nwarning EC161 x.cu:9:8: unrecognized #pragma\n"
    );
}

#[test]
fn error_directive_is_catastrophic() {
    let d = run("int a;\n#error   a   b /* c */ d  \nint b;\n");
    assert_eq!(
        d,
        "x.cu:1: int a ;\ncatastrophic EC35 x.cu:2:2: #error directive: a   b /* c */ d  \n"
    );
}

#[test]
fn deep_nesting_is_iterative() {
    let n = 2_000;
    let src = format!("#define F(x) (x)\n{}1{}\n", "F(".repeat(n), ")".repeat(n));
    let d = run(&src);
    assert_eq!(d.matches('(').count(), n);
    let src = format!(
        "#if {}1{}\nok\n#endif\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    assert_eq!(run(&src), "x.cu:2: ok\n");
    let src = format!(
        "{}ok\n{}",
        "#if 1\n".repeat(10_000),
        "#endif\n".repeat(10_000)
    );
    assert_eq!(run(&src), "x.cu:10001: ok\n");
    let src = format!("#if {}1\nok\n#endif\n", "- ".repeat(100_000));
    assert_eq!(run(&src), "x.cu:2: ok\n");
}

#[test]
fn random_bytes_do_not_panic() {
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let alphabet = b"#define F(x) x ## # __VA_ARGS__ __VA_OPT__ ... ( ) , \n\\ \" ' / * if elif else endif include pragma line 0 1 @ \x00 \xff_Pragma";
    for _ in 0..300 {
        let mut src = Vec::new();
        for _ in 0..400 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            src.push(alphabet[(seed % alphabet.len() as u64) as usize]);
        }
        let fs = MemoryFs::new();
        let mut pp = Preprocessor::new(b"r.cu", src, PpOptions::default(), &fs);
        let _ = dump(&mut pp);
    }
}
