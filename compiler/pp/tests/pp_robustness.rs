//! Hostile inputs: deep nesting, huge tokens, random bytes. Nothing may panic, overflow
//! the stack or take more than linear time (nested macro invocations are quadratic in
//! any expander: each level rescans the one inside). The reference handles 10,000
//! nested `#if` and 100,000 nested parentheses in `#if`; 1,000 nested invocations of a
//! function-like macro take it about 10 s.

use rcudafe_base::source::MemoryFs;
use rcudafe_pp::{dump, PpOptions, Preprocessor};

fn run(src: &[u8]) -> String {
    let mut fs = MemoryFs::new();
    fs.add("self.h", b"#include \"self.h\"\n");
    let mut pp = Preprocessor::new(b"x.cu", src.to_vec(), PpOptions::default(), &fs);
    dump(&mut pp)
}

#[test]
fn ten_thousand_nested_groups_and_parentheses() {
    let src = format!(
        "{}ok\n{}",
        "#if 1\n".repeat(10_000),
        "#endif\n".repeat(10_000)
    );
    assert_eq!(run(src.as_bytes()), "x.cu:10001: ok\n");
    let src = format!(
        "#if {}1{}\nok\n#endif\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    assert_eq!(run(src.as_bytes()), "x.cu:2: ok\n");
    let src = format!("#if {}1\nok\n#endif\n", "-".repeat(99_999));
    assert!(run(src.as_bytes()).contains("error EC57"));
    let src = format!("#if {}1\nok\n#endif\n", "- ".repeat(100_001));
    assert_eq!(run(src.as_bytes()), "x.cu:2: ok\n");
    let src = format!("int x = {}1{};\n", "(".repeat(100_000), ")".repeat(100_000));
    assert_eq!(run(src.as_bytes()).matches('(').count(), 100_000);
}

#[test]
fn nested_macro_invocations() {
    let n = 10_000;
    let src = format!(
        "#define F(x) (x)\nint a = {}1{};\n",
        "F(".repeat(n),
        ")".repeat(n)
    );
    let d = run(src.as_bytes());
    assert_eq!(d.matches('(').count(), n);
    let src = format!(
        "#define M0 1\n{}int a = M{};\n",
        (1..n)
            .map(|i| format!("#define M{i} M{}\n", i - 1))
            .collect::<String>(),
        n - 1
    );
    assert_eq!(
        run(src.as_bytes()),
        format!("x.cu:{}: int a = 1 ;\n", n + 1)
    );
}

#[test]
fn huge_identifiers_and_lines() {
    let id = "a".repeat(1_000_000);
    let d = run(format!("#define {id} 7\nint x = {id};\n").as_bytes());
    assert_eq!(d, "x.cu:2: int x = 7 ;\n");
    let line = format!("int v[] = {{{}}};\n", "1,".repeat(1_000_000));
    assert_eq!(run(line.as_bytes()).matches(" 1 ,").count(), 1_000_000);
}

#[test]
fn self_include_stops() {
    assert!(run(b"#include \"self.h\"\n")
        .ends_with("catastrophic EC3 self.h:1:18: #include file \"self.h\" includes itself\n"));
}

#[test]
fn random_bytes_never_panic() {
    let mut seed: u64 = 0x1234_5678_9ABC_DEF1;
    let pieces: &[&[u8]] = &[
        b"#define ",
        b"#if ",
        b"#elif ",
        b"#else",
        b"#endif",
        b"#include ",
        b"#pragma ",
        b"_Pragma(\"x\")",
        b"#line ",
        b"F(",
        b")",
        b",",
        b"##",
        b"#",
        b"__VA_ARGS__",
        b"__VA_OPT__(",
        b"...",
        b"\n",
        b"\\\n",
        b"\"",
        b"'",
        b"/*",
        b"*/",
        b"//",
        b"R\"d(",
        b")d\"",
        b"\0",
        b"\xff",
        b"\xc3\xa9",
        b"@",
        b"1",
        b"0x",
        b"<",
        b">",
        b"F",
        b"G",
        b" ",
        b"(",
        b"defined",
        b"nv_diag_suppress",
        b"once",
        b"GCC",
        b"system_header",
        b"push_macro(\"F\")",
    ];
    for _ in 0..500 {
        let mut src = Vec::new();
        for _ in 0..300 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            if seed.is_multiple_of(5) {
                src.push((seed >> 32) as u8);
            } else {
                src.extend_from_slice(pieces[(seed >> 20) as usize % pieces.len()]);
            }
        }
        let _ = run(&src);
    }
}
