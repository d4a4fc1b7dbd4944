//! Declaration shapes and line directives in the host file: whole `.int.c` files recorded
//! from cudafe++ 13.0.88 for probes (tests/data/shapes): template declarations on their
//! `template` line, explicit specializations at their declarator, a written `inline` dropped from
//! in-class definitions, `return 0;` closing a `main` whose end is reachable.

use std::fs;
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/shapes")
}

/// rcudafe's host file for `name.cu` (default flags but the standard, given as its year),
/// run in memory with the corpus prelude beside it.
fn host_file(name: &str, std_year: u32) -> Vec<u8> {
    use rcudafe::emit::{host_file_bytes, EmitOptions};
    use rcudafe::parse::{parse_translation_unit, ParseOptions};
    use rcudafe::pp::{PpOptions, Preprocessor};
    use rcudafe::source::MemoryFs;

    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut fs = MemoryFs::new();
    let prelude = fs::read(root.join("corpus/handwritten/prelude.cuh")).expect("prelude");
    fs.add("prelude.cuh", &prelude);
    let file = format!("{name}.cu");
    let bytes = fs::read(data_dir().join(&file)).expect("probe");
    fs.add(&file, &bytes);
    let module_id = fs::read(data_dir().join(format!("{name}.module_id"))).expect("module id");
    let opts = EmitOptions {
        stub_file_name: format!("{name}.cudafe1.stub.c").into_bytes(),
        ..EmitOptions::default()
    };
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let pp_opts = PpOptions { lex: rcudafe::lex::LexOptions::for_standard(std_year), ..PpOptions::default() };
            let mut pp = Preprocessor::new(file.as_bytes(), bytes, pp_opts, &fs);
            let out = parse_translation_unit(&mut pp, &ParseOptions { std_year, ..ParseOptions::default() });
            assert!(out.diagnostics.is_empty(), "diagnostics: {:?}", out.diagnostics.len());
            let text = host_file_bytes(&out.tu, pp.source_map(), &opts, &module_id).expect("printed");
            let _ = tx.send(text);
        })
        .expect("thread");
    rx.recv().expect("host file")
}

fn check(name: &str) {
    check_std(name, 2017);
}

/// [`check`] for a probe recorded with `-std=c++<year>`.
fn check_std(name: &str, std_year: u32) {
    let golden = fs::read(data_dir().join(format!("{name}.int.c"))).expect("golden");
    let ours = host_file(name, std_year);
    if ours != golden {
        let line = ours
            .split(|&c| c == b'\n')
            .zip(golden.split(|&c| c == b'\n'))
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        let show = |t: &[u8]| {
            String::from_utf8_lossy(t.split(|&c| c == b'\n').nth(line).unwrap_or_default()).into_owned()
        };
        panic!("{name}: line {}: expected `{}`, got `{}`", line + 1, show(&golden), show(&ours));
    }
}

#[test]
fn template_declarations() {
    check("tdcl");
}

#[test]
fn explicit_specializations() {
    check("ts");
}

#[test]
fn in_class_inline() {
    check("inl");
}

#[test]
fn main_falls_off_end() {
    check("mr3");
}

/// T-HDR: a template-id used as a template argument keeps its trailing space
/// (`P< A< int> , A< char> > `, `tf< A< int> > (…)`).
#[test]
fn nested_template_id_arguments() {
    check("tplid_nested_args");
}

#[test]
fn user_defined_literals() {
    // Cooked literals re-printed from their value with the ud-suffix, raw and template
    // forms spelled as written, constexpr operators' calls wrapped as constants.
    check("udl2");
}

/// Binary operator chains: a 2000-term left-nested sum (printed by a loop, not recursion:
/// the stack stays flat), mixed precedence, flat `&&` chains, comma and conditional operands.
#[test]
fn binary_chains() {
    check("binary_chains");
}

#[test]
fn variable_templates() {
    // Specializations keep their arguments, memory-space ones their initializer; an
    // explicit specialization is hidden unless internal; `h< float>  * (100)` converts.
    check("vartmpl");
}

#[test]
fn class_template_argument_deduction() {
    // `Pair p(3, 4.5);` prints the template's bare name; the variable has the deduced
    // specialization's type (`Pair< int, double> *pp = &p;` needs no conversion).
    check("ctad2");
}

/// C++20 concepts (-std=c++20): `concept C = constraint; ` on the template line (the
/// constraint top level), requires-expressions (a requirement on a later source line than
/// the last placed one starts a new line indented to its column, no directive; a bare name
/// has no place), type-constraints standing where `class` would (`template< A T>`,
/// `Same< int>  T`, `A auto`), `requires(…) ` after the header at the keyword's line, a
/// trailing ` requires (…)`, dependent member calls unwrapped (`c.size()`), a dependent
/// `?:` condition wrapped.
#[test]
fn concepts_and_requires() {
    check_std("concepts", 2020);
}

/// A type-constraint names its concept like a type, by the shortest qualified name from
/// the printing scope (`ns::C T`, `ns::C auto`, `-> m::K` under `using namespace m;`);
/// `C auto N` is a constrained value parameter; requires-clauses on both lists of a
/// member template's out-of-class definition.
#[test]
fn qualified_type_constraints() {
    check_std("concepts_ns", 2020);
}

/// LD-3 across lines (-std=c++20): an alias template stays on its `template` line; a
/// variable template's specifiers (a memory space's `static` too) follow the header there
/// and its name gets its own line; a requires-clause on a later line is placed at its
/// keyword, and a held declaration's declarator goes back to the `template` line.
#[test]
fn template_pattern_lines() {
    check_std("template_lines", 2020);
}
