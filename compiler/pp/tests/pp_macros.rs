//! Macro definition and expansion, checked against cudafe++ 13.0.88 (probe names in the
//! comments; each was run as `cudafe++ --stub_file_name s.c --gen_c_file_name out.int.c
//! [--output_mode sarif] x.cu`, and its `.int.c` / SARIF results read). Token lines show
//! the expansion on the invocation's line, as the reference prints it (LD-6).

use rcudafe_base::source::MemoryFs;
use rcudafe_pp::{dump, PpOptions, Preprocessor};

fn run(src: &str) -> String {
    let fs = MemoryFs::new();
    let mut pp = Preprocessor::new(b"x.cu", src.as_bytes().to_vec(), PpOptions::default(), &fs);
    dump(&mut pp)
}

fn diags(dump: &str) -> Vec<&str> {
    dump.lines()
        .filter(|l| {
            l.starts_with("error ") || l.starts_with("warning ") || l.starts_with("catastrophic ")
        })
        .collect()
}

#[test]
fn no_macro_is_predefined() {
    // reference-behavior.md §2: `int l = __LINE__;` → identifier "__LINE__" is undefined.
    assert_eq!(
        run("__cplusplus __FILE__ __LINE__ __CUDACC__ __GNUC__ __DATE__\n"),
        "x.cu:1: __cplusplus __FILE__ __LINE__ __CUDACC__ __GNUC__ __DATE__\n"
    );
}

#[test]
fn expansions_print_on_the_invocation_line() {
    // printer-rules L24_macro_lines: DECL(a) → `int a; int a2;` on line 6.
    let src = "#define DECL(n) int n; \\\n  int n##2;\n#define FN(name) int name(int x) { \\\n  return x; \\\n}\nDECL(a)\nFN(g)\nint b;\n";
    assert_eq!(
        run(src),
        "x.cu:6: int a ; int a2 ;\nx.cu:7: int g ( int x ) { return x ; }\nx.cu:8: int b ;\n"
    );
    // Probe pos4: an invocation spread over lines prints on the name's line.
    assert_eq!(
        run("#define E(x) x\nint z = E\n(\n1 +\n)\n;\n"),
        "x.cu:2: int z = 1 +\nx.cu:6: ;\n"
    );
}

#[test]
fn stringizing() {
    // Probes str1 and a10: `("a + b")`, `("\"q\\n\" \'\\\\\'")`, `("")`, `("\"a\\\\n\" b c")`, `("a b")`.
    let src = "#define S(x) #x\nS(  a   +  b  )\nS(\"q\\n\" '\\\\')\nS()\nS(  \"a\\\\n\"   /*c*/  b\n c )\nS(a  \\\n  b)\n";
    assert_eq!(
        run(src),
        "x.cu:2: \"a + b\"\nx.cu:3: \"\\\"q\\\\n\\\" '\\\\\\\\'\"\nx.cu:4: \"\"\nx.cu:5: \"\\\"a\\\\\\\\n\\\" b c\"\nx.cu:7: \"a b\"\n"
    );
}

#[test]
fn token_pasting() {
    // Probes paste1/2/3: `1##+` warns (#1665) and stays two tokens; `+##+` is `++`.
    let d =
        run("#define P(a,b) a##b\nint P(x,y) = 1;\nint z = P(1,+);\nP(+,+) P(-,>) P(,y) P(w,)\n");
    assert_eq!(
        d,
        "x.cu:2: int xy = 1 ;\nx.cu:3: int z = 1 + ;\nx.cu:4: ++ -> y w\nwarning EC1665 x.cu:3:9: concatenation with \"+\" in macro \"P\" does not create a valid token\n"
    );
}

#[test]
fn variadic_macros_and_va_opt() {
    // Probe m1 (also accepted in --c++11 mode): GNU `args...`, `, ##__VA_ARGS__`, __VA_OPT__.
    let src = "#define G(fmt, args...) f(fmt, ## args)\n#define H(fmt, ...) f(fmt, ##__VA_ARGS__)\n#define O(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)\n#define O2(...) __VA_OPT__(x ## __VA_ARGS__) + 0\n#define O3(a,...) #__VA_OPT__(a)\nG(1) G(1, 2)\nH(1) H(1, 2)\nO(1, ) O(1,2)\nO2(z) + O2()\nO3(1,2)\n";
    assert_eq!(
        run(src),
        "x.cu:6: f ( 1 ) f ( 1 , 2 )\nx.cu:7: f ( 1 ) f ( 1 , 2 )\nx.cu:8: f ( 1 ) f ( 1 , 2 )\nx.cu:9: xz + 0 + + 0\nx.cu:10: \"1\"\n"
    );
}

#[test]
fn rescanning_and_painting() {
    // Probes rec, s1/s2/s3 (with `int m(int);` declared: `k(2)(9)` is `2*9*m`, `m(7)(8)` is `7*m(8)`).
    assert_eq!(
        run("#define A B\n#define B A\nint A;\n"),
        "x.cu:3: int A ;\n"
    );
    let src = "#define k(a) a*m\n#define m(a) k(a)\nk(2)(9)\nm(7)(8)\n#define G g\n#define g(x) x+1\nG(3)\n#define H() g\nH()(4)\n";
    assert_eq!(
        run(src),
        "x.cu:3: 2 * 9 * m\nx.cu:4: 7 * m ( 8 )\nx.cu:7: 3 + 1\nx.cu:9: 4 + 1\n"
    );
    // Probe a9: a function-like name followed by something that expands to `(` is not invoked.
    assert_eq!(
        run("#define EMPTY\n#define LPAREN (\n#define F(x) [x]\nF EMPTY (1)\nF LPAREN 2)\n"),
        "x.cu:4: F ( 1 )\nx.cu:5: F ( 2 )\n"
    );
    // Probe a3: a directive inside the arguments is executed.
    assert_eq!(
        run("#define F(x) x\nint a = F(1\n#define Q 2\n+Q);\n"),
        "x.cu:2: int a = 1 + 2\nx.cu:4: ;\n"
    );
}

#[test]
fn expanded_tokens_are_reported_at_the_invocation() {
    // Probes a1, pos6, skip3: the `@` and the bad byte are reported where the macro is used.
    assert_eq!(
        diags(&run("#define ID(x) x\nint z = ID(   @ );\n")),
        ["error EC7 x.cu:2:9: unrecognized token"]
    );
    assert_eq!(
        diags(&run("#define A(x) x @\nint z = A(1);\n")),
        ["error EC7 x.cu:2:9: unrecognized token"]
    );
    let fs = MemoryFs::new();
    let mut pp = Preprocessor::new(
        b"x.cu",
        b"#define A \"\xff\"\n#define B \"abc\nconst char*a = A;\nconst char*b = A;\n".to_vec(),
        PpOptions::default(),
        &fs,
    );
    let d = dump(&mut pp);
    assert_eq!(
        diags(&d),
        [
            "error EC870 x.cu:3:16: invalid multibyte character sequence",
            "error EC870 x.cu:4:16: invalid multibyte character sequence"
        ]
    );
}

#[test]
fn invocation_errors() {
    // Probes argcnt, unterm_arg, f2.
    assert_eq!(
        diags(&run(
            "#define F(a,b) a+b\nint x = F(1);\nint y = F(1,2,3);\n"
        )),
        [
            "error EC54 x.cu:2:12: too few arguments in invocation of macro \"F\"",
            "error EC55 x.cu:3:15: too many arguments in invocation of macro \"F\"",
        ]
    );
    assert_eq!(
        diags(&run("#define F(a) a\nint x = F(1;\nint y;\n")),
        [
            "error EC18 end of source: expected a \")\"",
            "error EC274 x.cu:2:9: improperly terminated macro invocation"
        ]
    );
    assert_eq!(
        diags(&run("#define M(x) x\n#if M(\n1)\nint a;\n#endif\n")),
        [
            "error EC18 x.cu:2:7: expected a \")\"",
            "error EC274 x.cu:2:5: improperly terminated macro invocation",
            "error EC29 x.cu:2:7: expected an expression",
        ]
    );
}

#[test]
fn definition_errors() {
    // Probes nodefname, defnum, badparm, d1, d2, d3, dupparm, strerr, hashbeg, hashend,
    // d4, d5, d6, r1 (white space), redef, redefsame, r1 (other file).
    let cases: &[(&str, &str)] = &[
        ("#define\n", "error EC40 x.cu:1:8: expected an identifier"),
        ("#define 3 x\n", "error EC40 x.cu:1:9: expected an identifier"),
        ("#define F(1) a\n", "error EC40 x.cu:1:11: expected an identifier"),
        ("#define F(a\n", "error EC18 x.cu:1:12: expected a \")\""),
        ("#define G(a b) a\n", "error EC18 x.cu:1:13: expected a \")\""),
        ("#define H(a,) a\n", "error EC40 x.cu:1:13: expected an identifier"),
        ("#define F(a,a) a\n", "error EC49 x.cu:1:13: duplicate macro parameter name"),
        ("#define S(x) #y\n", "error EC52 x.cu:1:15: expected a macro parameter name"),
        ("#define H(x) ## x\n", "error EC50 x.cu:1:14: \"##\" may not be first in a macro definition"),
        ("#define H(x) x ##\n", "error EC51 x.cu:1:18: \"##\" may not be last in a macro definition"),
        ("#define I(...) __VA_OPT__\n", "error EC2942 x.cu:1:26: __VA_OPT__ must be followed by \"(\""),
        (
            "#define J(a) __VA_OPT__(a)\n",
            "error EC2939 x.cu:1:14: the identifier __VA_OPT__ can only appear in the replacement lists of variadic macros",
        ),
        (
            "#define K __VA_ARGS__\n",
            "error EC969 x.cu:1:11: the identifier __VA_ARGS__ can only appear in the replacement lists of variadic macros",
        ),
        ("#define B+1\n", "warning EC1649 x.cu:1:10: white space is required between the macro name \"B\" and its replacement text"),
        ("#define A 1\n#define A 2\n", "warning EC47 x.cu:2:9: incompatible redefinition of macro \"A\" (declared at line 1)"),
    ];
    for (src, want) in cases {
        assert_eq!(diags(&run(src)), [*want], "{src}");
    }
    assert!(diags(&run("#define A 1\n#define A  1\n#define defined 2\n")).is_empty());
}

#[test]
fn erroneous_definitions_still_define() {
    // Probes y1, y4: `#define Q(1 + 2) 9` defines Q() as 9 (and warns if it redefines).
    let d = run("#define Q(1 + 2) 9\nQ()\n#define Y 1\n#define Y(1) 5\nY Y()\n#define V(a,a) 5 a\nV(1)\n#define Q4(a b) 9\nQ4(0)\n");
    assert_eq!(
        d,
        "x.cu:2: 9\nx.cu:5: Y 5\nx.cu:7: 5 1\nx.cu:9: ) 9\n\
         error EC40 x.cu:1:11: expected an identifier\n\
         error EC40 x.cu:4:11: expected an identifier\n\
         warning EC47 x.cu:4:9: incompatible redefinition of macro \"Y\" (declared at line 3)\n\
         error EC49 x.cu:6:13: duplicate macro parameter name\n\
         error EC18 x.cu:8:14: expected a \")\"\n"
    );
}

#[test]
fn redefinition_in_another_file_names_it() {
    // Probe r1: `(declared at line 1 of md.h)`.
    let mut fs = MemoryFs::new();
    fs.add("md.h", b"#define A 1\n");
    let mut pp = Preprocessor::new(
        b"x.cu",
        b"#include \"md.h\"\n#define A 2\n".to_vec(),
        PpOptions::default(),
        &fs,
    );
    let d = dump(&mut pp);
    assert_eq!(diags(&d), ["warning EC47 x.cu:2:9: incompatible redefinition of macro \"A\" (declared at line 1 of md.h)"]);
}
