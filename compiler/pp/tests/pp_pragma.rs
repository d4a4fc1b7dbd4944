//! Pragmas, checked against cudafe++ 13.0.88: the texts are the `#pragma` lines of the
//! reference's `.int.c` for the same input (probes L21_pragmas, p1–p7, prag; run as
//! `cudafe++ --stub_file_name s.c --gen_c_file_name out.int.c x.cu`), diagnostics its
//! SARIF results.

use rcudafe_base::source::MemoryFs;
use rcudafe_pp::{dump, DiagAction, DiagItem, PpOptions, PragmaKind, Preprocessor};

fn run(src: &str) -> String {
    let fs = MemoryFs::new();
    let mut pp = Preprocessor::new(b"x.cu", src.as_bytes().to_vec(), PpOptions::default(), &fs);
    dump(&mut pp)
}

#[test]
fn texts_as_the_reference_prints_them() {
    let src = "#define M 42\n#define F(x) x+1\nint a;\n#pragma foo    a     b\t\tc\n#pragma foo M (M) \"M\"\n#pragma omp parallel for num_threads(M)\n#pragma GCC diagnostic   ignored    \"-Wfoo\"\n#pragma pack(push,1)\n#pragma pack()\n#pragma foo a\\\nb c\n#pragma   foo /* x */ a /* y\n*/ b\n#pragma STDC FENV_ACCESS OFF\n#pragma weak a=b\n#pragma weak  x   =   y\n#pragma foo(a,b) c , d\n#pragma foo F(2) M+M\n#pragma GCC visibility push(default)\n#pragma message(\"hi \" \"there\")\n#pragma omp parallel for reduction(+:sum) schedule(static, 4) if(a<b)\n#pragma GCC foo \"a\" \"b\" x[1] a.b a->b -1 f(g(h)) a,b,,c ; :: a::b\n#pragma diag_suppress 187\n#pragma foo 1.5e3 0x1p3 'c' u8\"s\" L'x' R\"(r)\" a.b a->b ::c ... ## # <% %:\n";
    let d = run(src);
    let pragmas: Vec<&str> = d
        .lines()
        .filter_map(|l| l.split_once(": #pragma ").map(|p| p.1))
        .collect();
    assert_eq!(
        pragmas,
        [
            "foo a b c",
            "foo 42 (42) \"M\"",
            "omp parallel for num_threads ( M )",
            "GCC diagnostic ignored \"-Wfoo\"",
            "pack ( push, 1 )",
            "pack ( )",
            "foo ab c",
            "foo a b",
            "STDC FENV_ACCESS OFF",
            "weak a=b",
            "weak x = y",
            "foo(a,b) c , d",
            "foo 2+1 42+42",
            "GCC visibility push ( default )",
            "message ( \"hi there\" )",
            "omp parallel for reduction ( + : sum ) schedule ( static, 4 ) if ( a < b )",
            "GCC foo \"ab\" x [ 1 ] a . b a -> b - 1 f ( g ( h ) ) a, b,, c; :: a :: b",
            "diag_suppress 187",
            "foo 1.5e3 0x1p3 'c' u8\"s\" L'x' R\"(r)\" a.b a->b ::c ... ## # <% %:",
        ]
    );
    assert_eq!(
        d.lines()
            .filter(|l| l.starts_with("warning EC1675"))
            .count(),
        1
    );
}

#[test]
fn pragma_operator() {
    // Probe p5.
    let d = run("int a;\n_Pragma(\"foo  bar(1,2)\") int b;\n_Pragma(\"GCC foo  bar(1,2)\")\n_Pragma(L\"omp x\") _Pragma(u8\"p \\\"q\\\" \\\\ r\")\n#define DO(x) _Pragma(#x)\nDO(omp parallel for)\nDO(message(\"hi\"))\n_Pragma\n(\"split\")\n");
    assert_eq!(
        d,
        "x.cu:1: int a ;\nx.cu:2: #pragma foo bar(1,2)\nx.cu:2: int b ;\nx.cu:3: #pragma GCC foo bar ( 1, 2 )\nx.cu:4: #pragma omp x\nx.cu:4: #pragma p \"q\" \\ r\nx.cu:6: #pragma omp parallel for\nx.cu:7: #pragma message ( \"hi\" )\nx.cu:8: #pragma split\n\
         warning EC1675 x.cu:3:9: unrecognized GCC pragma\n"
    );
}

#[test]
fn consumed_and_hidden_pragmas() {
    let d = run("#pragma once\n#pragma push_macro(\"M\")\n#define M 7\nM\n#pragma pop_macro(\"M\")\nM\n#pragma GCC warning \"w\"\n#pragma nv_exec_check_disable\n#pragma hd_warning_disable\n#pragma\n#pragma   \n");
    assert_eq!(
        d,
        "x.cu:4: 7\nx.cu:6: M\nx.cu:8: #pragma(hidden) nv_exec_check_disable\nx.cu:9: #pragma(hidden) hd_warning_disable\n\
         warning EC161 x.cu:10:8: unrecognized #pragma\nwarning EC161 x.cu:11:11: unrecognized #pragma\n"
    );
    assert!(run("#pragma once extra\n").contains(
        "error EC14 x.cu:1:14: extra text after expected end of preprocessing directive"
    ));
    let d = run("#pragma GCC poison x\n#pragma GCC dependency \"x.cu\"\n#pragma GCC error\n#pragma GCC error \"e\"\n");
    assert_eq!(
        d.lines()
            .filter(|l| l.starts_with("warning"))
            .collect::<Vec<_>>(),
        [
            "warning EC1675 x.cu:1:13: unrecognized GCC pragma",
            "warning EC1675 x.cu:2:13: unrecognized GCC pragma",
            "warning EC1675 x.cu:3:13: unrecognized GCC pragma"
        ]
    );
}

#[test]
fn system_header_pragma() {
    // Probe p5 (sh.h): the rest of an included file becomes a system header segment.
    let mut fs = MemoryFs::new();
    fs.add("sh.h", b"int h1;\n#pragma GCC system_header\nint h2;\n");
    let mut pp = Preprocessor::new(
        b"x.cu",
        b"#include \"sh.h\"\nint a;\n#pragma GCC system_header\nint b;\n".to_vec(),
        PpOptions::default(),
        &fs,
    );
    assert_eq!(
        dump(&mut pp),
        "sh.h:1: int h1 ;\nsh.h:3 [sys]: int h2 ;\nx.cu:2: int a ;\nx.cu:4: int b ;\n"
    );
}

#[test]
fn diagnostic_pragmas_become_events() {
    let fs = MemoryFs::new();
    let src = "int a;\n#pragma nv_diag_suppress 177, declared_but_not_referenced\n#pragma nv_diagnostic push\n#pragma nv_diag_error 20\n#pragma nv_diagnostic pop\nint b;\n";
    let mut pp = Preprocessor::new(b"x.cu", src.as_bytes().to_vec(), PpOptions::default(), &fs);
    let _ = dump(&mut pp);
    let events: Vec<(DiagAction, Vec<DiagItem>, u32)> = pp
        .records()
        .diag_pragmas
        .iter()
        .map(|d| {
            (
                d.action,
                d.items.iter().map(|i| i.0.clone()).collect(),
                d.token_index,
            )
        })
        .collect();
    assert_eq!(
        events,
        [
            (
                DiagAction::Suppress,
                vec![
                    DiagItem::Number(177),
                    DiagItem::Tag(b"declared_but_not_referenced".to_vec())
                ],
                3
            ),
            (DiagAction::Push, vec![], 3),
            (DiagAction::Error, vec![DiagItem::Number(20)], 3),
            (DiagAction::Pop, vec![], 3),
        ]
    );
    assert!(pp.records().pragmas.is_empty());
    assert!(pp.diagnostics().is_empty());
}

#[test]
fn diagnostic_pragma_syntax_errors() {
    // Probe p7 (numbers and tags are not validated without a catalog).
    let d = run("#pragma nv_diag_suppress 177, 550 declared_but_not_referenced\n#pragma nv_diag_error(177)\n#pragma nv_diagnostic pop\n#pragma nv_diagnostic foo\n#pragma nv_diag_warning 20 junk!\n");
    assert_eq!(
        d.lines().filter(|l| l.starts_with("warning")).collect::<Vec<_>>(),
        [
            "warning EC253 x.cu:1:35: expected a \",\"",
            "warning EC1224 x.cu:2:22: expected an error number or error tag",
            "warning EC253 x.cu:2:23: expected a \",\"",
            "warning EC3185 x.cu:3:26: no '#pragma diagnostic push' was found to match this 'diagnostic pop'",
            "warning EC3184 x.cu:4:23: #pragma diagnostic must have either 'push' or 'pop' argument",
            "warning EC253 x.cu:5:28: expected a \",\"",
        ]
    );
    // `#pragma nv_diag_suppress` alone: two warnings at the end of the line, then (rc 0) no
    // later token reaches the parser; directives still run (`#warning` is reported).
    let d = run("int a;\n#pragma nv_diag_suppress\nint b;\n#warning w\nint c;\n");
    assert_eq!(
        d,
        "x.cu:1: int a ;\nwarning EC1224 x.cu:2:25: expected an error number or error tag\nwarning EC253 x.cu:2:25: expected a \",\"\nwarning EC1105 x.cu:4:2: #warning directive: w\n"
    );
}

#[test]
fn records_carry_kind_and_stream_position() {
    let fs = MemoryFs::new();
    let src = "int a;\n#pragma pack(push, 1)\n#pragma unroll 4\n#pragma omp barrier\n#pragma STDC FP_CONTRACT ON\nint b;\n";
    let mut pp = Preprocessor::new(b"x.cu", src.as_bytes().to_vec(), PpOptions::default(), &fs);
    let _ = dump(&mut pp);
    let recs: Vec<(PragmaKind, u32, bool)> = pp
        .records()
        .pragmas
        .iter()
        .map(|p| (p.kind, p.token_index, p.printed))
        .collect();
    assert_eq!(
        recs,
        [
            (PragmaKind::Pack, 3, true),
            (PragmaKind::Unroll, 4, true),
            (PragmaKind::Omp, 5, true),
            (PragmaKind::Stdc, 6, true)
        ]
    );
}
