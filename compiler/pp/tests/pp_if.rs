//! `#if` expressions, checked against cudafe++ 13.0.88: each case's diagnostics are the
//! reference's SARIF results for the same line (probe files b1, b8/e1–e6, b13/x*, y5, y6;
//! run as `cudafe++ --stub_file_name s.c --gen_c_file_name out.int.c --output_mode sarif
//! x.cu`), and "taken" says whether a `#warning` inside the group fired.

use rcudafe_base::source::MemoryFs;
use rcudafe_pp::{dump, PpOptions, Preprocessor};

/// Whether `#if EXPR` is taken, and the diagnostics (without the file name).
fn eval(expr: &str) -> (bool, Vec<String>) {
    let fs = MemoryFs::new();
    let sep = if expr.is_empty() { "" } else { " " };
    let src = format!("#if{sep}{expr}\ntaken\n#endif\n");
    let mut pp = Preprocessor::new(b"x.cu", src.into_bytes(), PpOptions::default(), &fs);
    let d = dump(&mut pp);
    let taken = d.contains("x.cu:2: taken");
    let diags = d
        .lines()
        .filter(|l| !l.starts_with("x.cu:2:"))
        .map(|l| l.replace(" x.cu:1:", " "))
        .collect();
    (taken, diags)
}

fn check(expr: &str, taken: bool, want: &[&str]) {
    let (t, d) = eval(expr);
    assert_eq!(
        (t, d.iter().map(String::as_str).collect::<Vec<_>>()),
        (taken, want.to_vec()),
        "#if {expr}"
    );
}

#[test]
fn arithmetic() {
    check(
        "-1 > 0u",
        true,
        &["warning EC68 5: integer conversion resulted in a change of sign"],
    );
    check("'a' == 97 && '\\n' == 10 && '\\377' < 0", true, &[]);
    check("true", true, &[]);
    check("(2 || 1/0)", true, &[]);
    check("0 ? 1/0 : 2", true, &[]);
    check(
        "0x7fffffffffffffff + 1 < 0",
        true,
        &["warning EC61 24: integer operation result is out of range"],
    );
    check("18446744073709551615 == -1", false, &[]);
    check(
        "0xffffffffffffffff == -1",
        true,
        &["warning EC68 27: integer conversion resulted in a change of sign"],
    );
    check("1 << 63 < 0", true, &[]);
    check("-1 >> 1 == -1", true, &[]);
    check("10 / 3 == 3 && -7 / 2 == -3 && -7 % 2 == -1", true, &[]);
    check("0b11 == 3 && 010 == 8 && 1'0 == 10", true, &[]);
    check("1 and 2 or not 0", true, &[]);
    check("1 bitand 3 xor 1", false, &[]);
    check("2147483647 + 1 < 0", false, &[]);
    check(
        "18446744073709551615 * 2 == 36893488147419103230",
        false,
        &["warning EC61 26: integer operation result is out of range"],
    );
    check(
        "340282366920938463463374607431768211456",
        false,
        &["error EC23 5: integer constant is too large"],
    );
    check(
        "1 << 64",
        false,
        &["warning EC63 10: shift count is too large"],
    );
    check(
        "-(-9223372036854775807 - 1)",
        true,
        &["warning EC61 5: integer operation result is out of range"],
    );
    check(
        "(-1) / 2u > 0",
        true,
        &["warning EC68 5: integer conversion resulted in a change of sign"],
    );
    check(
        "1 ? -1 : 0u",
        true,
        &["warning EC68 9: integer conversion resulted in a change of sign"],
    );
}

#[test]
fn character_constants() {
    check(
        "'ab' == 24930",
        true,
        &["warning EC1422 5: multicharacter character literal (potential portability problem)"],
    );
    check("'abcde'", true, &["warning EC1654 5: too many characters in character literal -- extra leading characters ignored"]);
    check(
        "'\\400'",
        false,
        &["warning EC27 6: character value is out of range"],
    );
    check(
        "'\\xfff'",
        true,
        &["warning EC27 6: character value is out of range"],
    );
    check(
        "'\\q'",
        true,
        &["warning EC192 6: unrecognized character escape sequence"],
    );
    check("L'\\xffff' == 65535", true, &[]);
}

#[test]
fn defined_is_not_an_operator() {
    check(
        "defined(FOO)",
        false,
        &["error EC59 5: function call is not allowed in a constant expression"],
    );
    check(
        "!defined(FOO)",
        false,
        &["error EC59 6: function call is not allowed in a constant expression"],
    );
    check(
        "defined FOO",
        false,
        &["error EC14 13: extra text after expected end of preprocessing directive"],
    );
    check("defined", false, &[]);
    check(
        "__has_include(\"x.h\")",
        false,
        &[
            "error EC59 5: function call is not allowed in a constant expression",
            "error EC847 19: expression must have integral or enum type",
        ],
    );
}

#[test]
fn errors_and_what_they_leave() {
    check("", false, &["error EC29 4: expected an expression"]);
    check("1 +", false, &["error EC29 8: expected an expression"]);
    check(
        "@",
        false,
        &[
            "error EC7 5: unrecognized token",
            "error EC29 5: expected an expression",
        ],
    );
    check("1/0", false, &["error EC39 6: division by zero"]);
    check(
        "1%0",
        false,
        &["error EC179 6: right operand of \"%\" is zero"],
    );
    check(
        "1 << -1",
        false,
        &["error EC62 10: shift count is negative"],
    );
    check(
        "(1, 2) == 2",
        false,
        &["error EC57 7: this operator is not allowed in a constant expression"],
    );
    check("1 ? 2", false, &["error EC53 10: expected a \":\""]);
    check(
        "1 = 2",
        false,
        &["error EC57 7: this operator is not allowed in a constant expression"],
    );
    check("(1", true, &["error EC18 7: expected a \")\""]);
    check(
        "1)",
        true,
        &["error EC14 6: extra text after expected end of preprocessing directive"],
    );
    check(
        "3 2",
        true,
        &["error EC14 7: extra text after expected end of preprocessing directive"],
    );
    check(
        "0x1e+5",
        true,
        &["error EC19 9: extra text after expected end of number"],
    );
    check(
        "1.0",
        false,
        &["error EC847 5: expression must have integral or enum type"],
    );
    check(
        "\"s\"",
        false,
        &["error EC847 5: expression must have integral or enum type"],
    );
    check(
        "1[2]",
        false,
        &["error EC58 6: this operator is not allowed in a preprocessing expression"],
    );
    check(
        "a.b",
        false,
        &[
            "error EC58 6: this operator is not allowed in a preprocessing expression",
            "error EC133 7: expected a member name",
        ],
    );
    check(
        "0 >> false , -1",
        false,
        &["error EC14 16: extra text after expected end of preprocessing directive"],
    );
    check(
        "1 += 2 , 3",
        false,
        &["error EC57 7: this operator is not allowed in a constant expression"],
    );
    check(
        "1 ++",
        false,
        &["error EC57 7: this operator is not allowed in a constant expression"],
    );
    check(
        "(int)1",
        false,
        &["error EC14 10: extra text after expected end of preprocessing directive"],
    );
    check(
        "(1)(2)",
        false,
        &["error EC59 5: function call is not allowed in a constant expression"],
    );
}

#[test]
fn unevaluated_operands_get_plain_cpp_checks() {
    check("0 && f(1)", false, &["error EC109 10: expression preceding parentheses of apparent call must have (pointer-to-) function type"]);
    check("0 && 1/0 + f(1)", false, &["error EC109 16: expression preceding parentheses of apparent call must have (pointer-to-) function type"]);
    check("1 ? 2 : f(1)", false, &["error EC109 13: expression preceding parentheses of apparent call must have (pointer-to-) function type"]);
    check(
        "0 ? 1 : f(2)",
        false,
        &["error EC59 13: function call is not allowed in a constant expression"],
    );
    check(
        "1 ? 2 : 3 = 4",
        false,
        &["error EC137 13: expression must be a modifiable lvalue"],
    );
    check("1 || 1.0", true, &[]);
    check(
        "f(1,2) + g() + h(1,",
        false,
        &[
            "error EC59 5: function call is not allowed in a constant expression",
            "error EC59 14: function call is not allowed in a constant expression",
            "error EC59 20: function call is not allowed in a constant expression",
            "error EC29 24: expected an expression",
            "error EC18 24: expected a \")\"",
        ],
    );
}

#[test]
fn recovery_after_a_missing_operand() {
    // Probes z1, x17, f60: the rest is skipped up to a `)` closing an open parenthesis;
    // what is still open at the line end is reported innermost first.
    check("(1 + )", false, &["error EC29 10: expected an expression"]);
    check(
        "(@)",
        false,
        &[
            "error EC7 6: unrecognized token",
            "error EC29 6: expected an expression",
        ],
    );
    check(
        "(1 ? @",
        false,
        &[
            "error EC7 10: unrecognized token",
            "error EC29 10: expected an expression",
            "error EC53 11: expected a \":\"",
            "error EC18 11: expected a \")\"",
        ],
    );
    check(
        "1 ? (@",
        false,
        &[
            "error EC7 10: unrecognized token",
            "error EC29 10: expected an expression",
            "error EC18 11: expected a \")\"",
            "error EC53 11: expected a \":\"",
        ],
    );
    check(
        "(1 ? 2",
        false,
        &[
            "error EC53 11: expected a \":\"",
            "error EC18 11: expected a \")\"",
        ],
    );
    check(
        "1 ? @ : (",
        false,
        &[
            "error EC7 9: unrecognized token",
            "error EC29 9: expected an expression",
            "error EC53 14: expected a \":\"",
        ],
    );
    check(
        "A && (B = @) == X << '\\n' * \"s\" * A",
        false,
        &[
            "error EC7 15: unrecognized token",
            "error EC29 15: expected an expression",
            "error EC137 11: expression must be a modifiable lvalue",
            "error EC2138 33: expression must have arithmetic or unscoped enum type",
        ],
    );
}

#[test]
fn errors_keep_coming_in_order() {
    // Probe fz/f13 line 1: the `%` by zero, the sign change, the `=`, then the `@`.
    check(
        "0x10 % 0u % 1u <= -1 = @ > 1.0 & 010 == F(1) || (~defined)",
        false,
        &[
            "error EC179 10: right operand of \"%\" is zero",
            "warning EC68 23: integer conversion resulted in a change of sign",
            "error EC57 26: this operator is not allowed in a constant expression",
            "error EC7 28: unrecognized token",
            "error EC29 28: expected an expression",
        ],
    );
}
