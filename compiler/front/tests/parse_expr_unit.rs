//! Expressions and statements: grammar, disambiguation, types, conversions, constants.
//! `PARSE_EXPR_PROBE=file.cu cargo test --test parse_expr_unit probe -- --ignored
//! --nocapture` prints a file's diagnostics and IL dump (a debugging aid).

use rcudafe_base::source::MemoryFs;
use rcudafe_front::parse::{parse_translation_unit, ParseOptions};
use rcudafe_il::{self as il, ConvKind, ExprKind, StmtKind, TranslationUnit};
use rcudafe_pp::{PpOptions, Preprocessor};

const PRELUDE: &str = include_str!("../../../corpus/generated-valid/prelude.cuh");

/// Parses `src` (with the corpus prelude available as "prelude.cuh") on a big stack;
/// returns the IL and the diagnostics as `line: text`.
fn parse(src: &str) -> (TranslationUnit, Vec<String>) {
    let src = src.to_string();
    rcudafe_test_support::on_big_stack(move || {
        let mut fs = MemoryFs::new();
        fs.add("prelude.cuh", PRELUDE.as_bytes());
        let mut pp = Preprocessor::new(b"x.cu", src.into_bytes(), PpOptions::default(), &fs);
        let out = parse_translation_unit(&mut pp, &ParseOptions::default());
        let sm = pp.source_map();
        let diags = out
            .diagnostics
            .iter()
            .map(|d| {
                format!(
                    "{}: {}",
                    sm.physical_line(d.pos),
                    String::from_utf8_lossy(&d.text())
                )
            })
            .collect();
        (out.tu, diags)
    })
    .expect("no panic")
}

fn clean(src: &str) -> TranslationUnit {
    let (tu, d) = parse(src);
    assert!(
        d.is_empty(),
        "unexpected diagnostics {d:?} for\n{src}\n{}",
        il::dump(&tu)
    );
    tu
}

/// The expressions of every expression statement, in order.
fn expr_stmts(tu: &TranslationUnit) -> Vec<il::ExprId> {
    (0..tu.stmts.len())
        .filter_map(|i| match tu.stmts[il::StmtId(i as u32)].kind {
            StmtKind::Expr(e) => Some(e),
            _ => None,
        })
        .collect()
}

fn strip_parens(tu: &TranslationUnit, mut e: il::ExprId) -> il::ExprId {
    while let ExprKind::Paren(i) = tu.expr(e).kind {
        e = i;
    }
    e
}

#[test]
#[ignore]
fn probe() {
    let Some(path) = std::env::var_os("PARSE_EXPR_PROBE") else {
        return;
    };
    let src = std::fs::read_to_string(path).expect("probe file");
    let (tu, d) = parse(&src);
    println!("{}", il::dump(&tu));
    for x in d {
        println!("{x}");
    }
}

#[test]
fn casts_and_parenthesized_functional_casts() {
    let tu = clean(
        "void f(int n, float *p) { n = (int)p[0]; n = (int(n)); n = (float(n)) > 2; \
         n = int(n) + 1; n = (unsigned(7) - n); n = double(n) > n; }",
    );
    let es = expr_stmts(&tu);
    assert_eq!(es.len(), 6);
    // `(int)p[0]` is a C cast of the subscript.
    let ExprKind::Binary { rhs, .. } = tu.expr(es[0]).kind else {
        panic!()
    };
    assert!(matches!(
        tu.expr(rhs).kind,
        ExprKind::Cast {
            form: il::expr::CastForm::C,
            ..
        }
    ));
    // `(int(n))` is a parenthesized functional cast.
    let ExprKind::Binary { rhs, .. } = tu.expr(es[1]).kind else {
        panic!()
    };
    let inner = strip_parens(&tu, rhs);
    assert!(matches!(
        tu.expr(inner).kind,
        ExprKind::Cast {
            form: il::expr::CastForm::Functional,
            ..
        }
    ));
}

#[test]
fn ten_thousand_nested_parentheses_end_in_a_diagnostic_or_parse() {
    let n = 10_000;
    let src = format!("int x = {}1{};\n", "(".repeat(n), ")".repeat(n));
    let (_, d) = parse(&src);
    assert!(d.len() <= 1, "{d:?}");
    let src = format!("void f() {{ {} }}\n", "{".repeat(n) + &"}".repeat(n));
    let (_, d) = parse(&src);
    assert!(d.len() <= 2, "{d:?}");
    let src = format!("int x = {}1;\n", "-".repeat(n));
    let _ = parse(&src);
}

#[test]
fn usual_arithmetic_conversions_are_explicit() {
    let tu = clean("void f(int i, double d, char c) { d = i + d; i = c + c; }");
    let es = expr_stmts(&tu);
    let ExprKind::Binary { rhs, .. } = tu.expr(es[0]).kind else {
        panic!()
    };
    let ExprKind::Binary { lhs, .. } = tu.expr(rhs).kind else {
        panic!()
    };
    assert!(matches!(
        tu.expr(lhs).kind,
        ExprKind::ImplicitCast {
            kind: ConvKind::IntegralToFloating,
            ..
        }
    ));
    let ExprKind::Binary { rhs, .. } = tu.expr(es[1]).kind else {
        panic!()
    };
    let ExprKind::Binary { lhs, .. } = tu.expr(rhs).kind else {
        panic!()
    };
    assert!(matches!(
        tu.expr(lhs).kind,
        ExprKind::ImplicitCast {
            kind: ConvKind::IntegralPromotion,
            ..
        }
    ));
}
