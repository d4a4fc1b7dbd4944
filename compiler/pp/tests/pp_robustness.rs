//! Hostile inputs: deep nesting, huge tokens, random bytes. Nothing may panic, overflow
//! the stack or take more than linear time (nested macro invocations are quadratic in
//! any expander: each level rescans the one inside). The reference handles 10,000
//! nested `#if` and 100,000 nested parentheses in `#if`; 1,000 nested invocations of a
//! function-like macro take it about 10 s. Exponential expansion ends at a budget of tokens
//! with the reference's `out of memory`.

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

/// `#define A0 x`, `#define A1 A0 A0`, ... up to `A{n}`: `A{n}` expands to 2^n tokens.
fn doubling_macros(n: usize) -> String {
    let mut src = String::from("#define A0 x\n");
    for i in 1..=n {
        src.push_str(&format!("#define A{i} A{} A{}\n", i - 1, i - 1));
    }
    src
}

fn run_with_budget(src: &str, budget: u64) -> String {
    let fs = MemoryFs::new();
    let opts = PpOptions {
        expansion_budget: budget,
        ..PpOptions::default()
    };
    let mut pp = Preprocessor::new(b"x.cu", src.as_bytes().to_vec(), opts, &fs);
    dump(&mut pp)
}

#[test]
fn exponential_expansion_runs_out_of_memory() {
    // The reference, given too little memory (ulimit -v) for `int A18;`, says
    // `x.cu(20): catastrophic error: out of memory` with the caret at the invocation.
    let defs = doubling_macros(30);
    let oom = "catastrophic EC4 x.cu:32:5: out of memory\n";
    let d = run_with_budget(&format!("{defs}int A30;\n"), 1 << 16);
    assert!(d.ends_with(oom), "{}", &d[d.len().saturating_sub(300)..]);
    // In a directive, and through arguments of a function-like macro.
    let d = run_with_budget(&format!("{defs}#if A30\n#endif\n"), 1 << 16);
    assert!(d.ends_with(oom), "{}", &d[d.len().saturating_sub(300)..]);
    let nested = format!(
        "#define F(a) a a\nint {}x{};\n",
        "F(".repeat(40),
        ")".repeat(40)
    );
    let d = run_with_budget(&nested, 1 << 16);
    assert!(
        d.ends_with("catastrophic EC4 x.cu:2:5: out of memory\n"),
        "{}",
        &d[d.len().saturating_sub(300)..]
    );
    // Below the budget nothing changes: 2^16 tokens, and the default budget is far away.
    let d = run_with_budget(&format!("{}int A15;\n", doubling_macros(15)), 1 << 16);
    assert_eq!(d.matches(" x").count(), 1 << 15);
    assert!(!d.contains("EC4"));
    let d = run(format!("{}int A18;\n", doubling_macros(18)).as_bytes());
    assert_eq!(d.matches(" x").count(), 1 << 18);
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
