//! Directives, checked against cudafe++ 13.0.88. Each expectation was produced by running
//! the reference on the same input (`cudafe++ --stub_file_name s.c --gen_c_file_name
//! out.int.c [--output_mode sarif] x.cu`): the diagnostic lines below are its SARIF
//! results (rule id, level, line, column) and message texts; the token lines follow the
//! lines its `.int.c` printed the declarations on.

use rcudafe_base::source::{Load, MemoryFs};
use rcudafe_pp::{dump, PpOptions, Preprocessor};

fn run_fs(fs: &MemoryFs, main: &str) -> String {
    let bytes = match fs.load(main.as_bytes()) {
        Load::Loaded { bytes, .. } => bytes,
        Load::NotFound => Vec::new(),
    };
    let mut pp = Preprocessor::new(main.as_bytes(), bytes, PpOptions::default(), fs);
    dump(&mut pp)
}

fn run(src: &str) -> String {
    let mut fs = MemoryFs::new();
    fs.add("x.cu", src.as_bytes());
    run_fs(&fs, "x.cu")
}

/// The diagnostic lines of a dump.
fn diags(dump: &str) -> Vec<&str> {
    dump.lines()
        .filter(|l| {
            l.starts_with("error ")
                || l.starts_with("warning ")
                || l.starts_with("catastrophic ")
                || l.starts_with("internal ")
                || l.starts_with("remark ")
        })
        .collect()
}

use rcudafe_base::source::FileLoader as _;

#[test]
fn conditional_directive_errors() {
    // Probes elsenoif/endifx/elseelse/unterm/elifnoif.
    assert_eq!(
        diags(&run("#else\nint a;\n")),
        ["error EC36 x.cu:1:2: the #if for this directive is missing"]
    );
    assert_eq!(
        diags(&run("int a;\n#endif\nint b;\n")),
        ["error EC36 x.cu:2:2: the #if for this directive is missing"]
    );
    assert_eq!(
        diags(&run("#elif 1\nint a;\n")),
        ["error EC36 x.cu:1:2: the #if for this directive is missing"]
    );
    assert_eq!(
        diags(&run("#if 1\n#else\n#else\n#endif\nint a;\n")),
        ["error EC38 x.cu:3:2: directive is not allowed -- an #else has already appeared"]
    );
    assert_eq!(
        diags(&run("#if 1\nint a;\n")),
        ["error EC37 x.cu:1:2: the #endif for this directive is missing"]
    );
}

#[test]
fn skipped_groups_are_silent_but_nul_bytes_are_not() {
    // Probe skip1: nothing inside `#if 0` is diagnosed ...
    let d = run("#if 0\n@ ` \\ \"abc\n'x\n#foo\n#line 0\n#error no\n#else\nint a;\n#endif\n");
    assert_eq!(d, "x.cu:8: int a ;\n");
    // ... except NUL bytes (probe a4).
    let d = run("#if 0\nint \0 x;\n\"a\0b\"\n#endif\n");
    assert_eq!(
        diags(&d),
        [
            "warning EC1192 x.cu:2:5: null (zero) character in input line ignored",
            "warning EC1193 x.cu:3:3: null (zero) character in string or character constant",
        ]
    );
    // An unclosed comment in a skipped group (probe skip4).
    let d = run("#if 0\n/* unterminated\n#endif\nint x;\n");
    assert_eq!(
        diags(&d),
        [
            "error EC6 x.cu:2:1: comment unclosed at end of file",
            "error EC37 x.cu:1:2: the #endif for this directive is missing"
        ]
    );
}

#[test]
fn extra_text_severities() {
    // Probes skip6, undefx, skip7, y2: a warning after #else/#endif (even skipped), #undef,
    // #ifdef; an error after #if.
    let d = run("#if 1\nint x;\n#elif 1/0\n#elif @\n#else garbage\n#endif junk\n");
    assert_eq!(
        diags(&d),
        [
            "warning EC14 x.cu:5:7: extra text after expected end of preprocessing directive",
            "warning EC14 x.cu:6:8: extra text after expected end of preprocessing directive",
        ]
    );
    assert_eq!(
        diags(&run("#undef X Y\nint x;\n")),
        ["warning EC14 x.cu:1:10: extra text after expected end of preprocessing directive"]
    );
    let d = run("#ifdef 3\n#endif\n#ifndef\n#endif\n#ifdef A B\n#endif\nint x;\n");
    assert_eq!(
        diags(&d),
        [
            "warning EC40 x.cu:1:8: expected an identifier",
            "error EC40 x.cu:3:8: expected an identifier",
            "warning EC14 x.cu:5:10: extra text after expected end of preprocessing directive",
        ]
    );
    let d = run("#if 0\n#if 1\n#else junk\n#endif junk\n#endif\n");
    assert_eq!(diags(&d).len(), 2);
}

#[test]
fn unknown_and_null_directives() {
    assert_eq!(
        diags(&run("#foo bar\nint a;\n")),
        ["error EC11 x.cu:1:2: unrecognized preprocessing directive"]
    );
    assert_eq!(run("#\nint a;\n"), "x.cu:2: int a ;\n");
    // `%:%:` / `##` at a line start: `#` followed by the name `#` (probes digr, esc).
    assert_eq!(
        diags(&run("%:%:\n")),
        ["error EC11 x.cu:1:3: unrecognized preprocessing directive"]
    );
    assert_eq!(
        diags(&run("##\n")),
        ["error EC11 x.cu:1:2: unrecognized preprocessing directive"]
    );
    // #ident, #assert, #unassert are accepted; #sccs, #import are not (probe i5).
    let d = run("#ident \"x\"\n#sccs \"y\"\n#assert machine(x86)\n#unassert machine\n#import \"i.h\"\nint a;\n");
    assert_eq!(
        diags(&d),
        [
            "error EC11 x.cu:2:2: unrecognized preprocessing directive",
            "error EC11 x.cu:5:2: unrecognized preprocessing directive"
        ]
    );
}

#[test]
fn error_and_warning_directives() {
    // Probe e.cu / e1: raw text, comments and trailing blanks kept, caret on `error`.
    let d = run("int a;\n#error custom stop\nint b;\n");
    assert_eq!(
        d,
        "x.cu:1: int a ;\ncatastrophic EC35 x.cu:2:2: #error directive: custom stop\n"
    );
    let d = run("#error   a   b /* c */ d  \"q\" 'c'  \nint x;\n");
    assert_eq!(
        diags(&d),
        ["catastrophic EC35 x.cu:1:2: #error directive: a   b /* c */ d  \"q\" 'c'  "]
    );
    let d = run("#warning custom warn\nint a;\n");
    assert_eq!(
        d,
        "x.cu:2: int a ;\nwarning EC1105 x.cu:1:2: #warning directive: custom warn\n"
    );
}

#[test]
fn line_directives() {
    // Probes line0, linebig, linebig2, linebig3, a5, a6, a8.
    assert_eq!(
        diags(&run("#line 0\nint a;\n")),
        ["error EC34 x.cu:1:7: invalid line number"]
    );
    assert_eq!(
        diags(&run("#line 4294967296\nint a;\n")),
        ["error EC34 x.cu:1:7: invalid line number"]
    );
    assert_eq!(
        diags(&run("#line 99999999999\nint a;\n")),
        ["error EC34 x.cu:1:7: invalid line number"]
    );
    assert_eq!(
        run("#line 4294967295\nint a;\nint b;\n"),
        "x.cu:4294967295: int a ;\nx.cu:0: int b ;\n"
    );
    assert_eq!(
        run("#line 10 \"foo.cu\"\nint a = @;\n"),
        "foo.cu:10: int a = @ ;\nerror EC7 foo.cu:10:9: unrecognized token\n"
    );
    let d = run(
        "#line 5 \"x\" extra\n#line 6 x\n#line\n#line 7 L\"w\"\n#line 0x10\n# 0 \"z.h\"\nint a;\n",
    );
    assert_eq!(
        diags(&d),
        [
            "error EC14 x.cu:1:13: extra text after expected end of preprocessing directive",
            "error EC13 x:5:9: expected a file name",
            "error EC33 x:6:6: expected a line number",
            "error EC13 x:7:9: expected a file name",
            "error EC34 x:8:7: invalid line number",
            "error EC13 x:8:8: expected a file name",
        ]
    );
}

#[test]
fn gnu_line_markers_and_system_flag() {
    // Probe a7 and lm: flag 3 marks a system header; #line resets it.
    let d = run("# 33 \"foo.h\" 3\nint a;\n# 40 \"foo.h\" 1 3 4\nint b;\n# 50 \"bar.h\" 2\nint c;\n# 7\nint d;\n#line 10 \"r.cu\"\nint e;\n");
    assert_eq!(d, "foo.h:33 [sys]: int a ;\nfoo.h:40 [sys]: int b ;\nbar.h:50: int c ;\nbar.h:7: int d ;\nr.cu:10: int e ;\n");
}

#[test]
fn include_search_and_names() {
    // Probes i1, i4, nm: names as found; quoted includes relative to the includer.
    let mut fs = MemoryFs::new();
    fs.add(
        "x.cu",
        b"#define H \"i.h\"\n#include H\n#include \"sub/s.h\"\n#include \"./i.h\"\nint a;\n",
    );
    fs.add("i.h", b"int local_i;\n");
    fs.add("sub/s.h", b"#include \"j.h\"\n");
    fs.add("sub/j.h", b"int sub_j;\n");
    fs.add("j.h", b"int top_j;\n");
    assert_eq!(
        run_fs(&fs, "x.cu"),
        "i.h:1: int local_i ;\nsub/j.h:1: int sub_j ;\n./i.h:1: int local_i ;\nx.cu:5: int a ;\n"
    );
}

#[test]
fn include_failures() {
    // Probes missinc, i12, i2, i8, i10, f1 (`#include <>`).
    let d = run("#include \"nope.h\"\nint a;\n");
    assert_eq!(
        d,
        "catastrophic EC1696 x.cu:1:18: cannot open source file \"nope.h\"\n"
    );
    let d = run("#include \"nope.h\" // comment\n");
    assert_eq!(
        diags(&d),
        ["catastrophic EC1696 x.cu:1:29: cannot open source file \"nope.h\""]
    );
    assert_eq!(
        diags(&run("#include\nint a;\n")),
        ["catastrophic EC13 x.cu:1:9: expected a file name"]
    );
    assert_eq!(
        diags(&run("#include \"i.h\nint a;\n")),
        ["catastrophic EC13 x.cu:1:10: expected a file name"]
    );
    assert_eq!(
        diags(&run("#include x.h\nint a;\n")),
        ["catastrophic EC13 x.cu:1:10: expected a file name"]
    );
    assert_eq!(
        diags(&run("#include <>\n")),
        ["catastrophic EC13 x.cu:1:10: expected a file name"]
    );
    let d = run("#include_next \"x.cu\"\n");
    assert!(
        d.starts_with(
            "warning EC1662 x.cu:1:2: #include_next cannot be used in the primary source file\n"
        ),
        "{d}"
    );
}

#[test]
fn self_inclusion_is_limited_to_ten_open_copies() {
    // Probe y2: `#warning lvl` / `#define Q 1` / `#include "y2.h"`: ten warnings, then EC3.
    let mut fs = MemoryFs::new();
    fs.add("x.cu", b"#include \"y2.h\"\n");
    fs.add("y2.h", b"#warning lvl\n#define Q 1\n#include \"y2.h\"\n");
    let d = run_fs(&fs, "x.cu");
    assert_eq!(d.matches("#warning directive: lvl").count(), 10);
    assert!(
        d.ends_with("catastrophic EC3 y2.h:3:16: #include file \"y2.h\" includes itself\n"),
        "{d}"
    );
    // Probe cyc: c1 -> c2 -> c1 -> ... also ten deep.
    let mut fs = MemoryFs::new();
    fs.add("x.cu", b"#include \"c1.h\"\n");
    fs.add("c1.h", b"#include \"c2.h\"\n");
    fs.add("c2.h", b"#include \"c1.h\"\n");
    assert!(run_fs(&fs, "x.cu")
        .ends_with("catastrophic EC3 c2.h:1:16: #include file \"c1.h\" includes itself\n"));
    // A guarded self-include is fine (probe guard); so is #pragma once (probe once).
    let mut fs = MemoryFs::new();
    fs.add(
        "x.cu",
        b"#include \"g.h\"\n#include \"o.h\"\n#include \"o.h\"\nint a;\n",
    );
    fs.add(
        "g.h",
        b"#ifndef G\n#define G\n#include \"g.h\"\nint g;\n#endif\n",
    );
    fs.add("o.h", b"#pragma once\nint h;\n");
    assert_eq!(
        run_fs(&fs, "x.cu"),
        "g.h:4: int g ;\no.h:2: int h ;\nx.cu:4: int a ;\n"
    );
}

#[test]
fn unterminated_group_inside_an_included_file() {
    // Probe u1.
    let mut fs = MemoryFs::new();
    fs.add("x.cu", b"#include \"h1.h\"\nint a;\n#if 1\n#ifdef X\n");
    fs.add("h1.h", b"#if 1\nint h;\n");
    assert_eq!(
        diags(&run_fs(&fs, "x.cu")),
        [
            "error EC37 h1.h:1:2: the #endif for this directive is missing",
            "error EC37 x.cu:4:2: the #endif for this directive is missing",
            "error EC37 x.cu:3:2: the #endif for this directive is missing",
        ]
    );
}

#[test]
fn pragma_once_in_the_primary_file_does_not_stop_it_including_itself() {
    // Probes t3, v6: the primary file is entered once more (and marked there), so `a` is
    // declared twice; the reference then reports the redefinition.
    let t3 = "#pragma once\n#include \"x.cu\"\nint a;\n";
    assert_eq!(run(t3), "x.cu:3: int a ; int a ;\n");
    let v6 = "#pragma once\n#include \"x.cu\"\n#include \"./x.cu\"\nint a;\n";
    assert_eq!(run(v6), "x.cu:4: int a ; int a ;\n");
    // Probe v3: through a header, which is therefore read twice as well.
    let mut fs = MemoryFs::new();
    fs.add("x.cu", b"#pragma once\n#include \"h.h\"\nint a;\n");
    fs.add("h.h", b"#include \"x.cu\"\nint b;\n");
    assert_eq!(
        run_fs(&fs, "x.cu"),
        "h.h:2: int b ;\nx.cu:3: int a ;\nh.h:2: int b ;\nx.cu:3: int a ;\n"
    );
    // Probe v5: `#pragma once` after the self-include is too late: ten levels, then EC3.
    let d = run("#include \"x.cu\"\n#pragma once\nint a;\n");
    assert!(
        d.ends_with("catastrophic EC3 x.cu:1:16: #include file \"x.cu\" includes itself\n"),
        "{d}"
    );
}
