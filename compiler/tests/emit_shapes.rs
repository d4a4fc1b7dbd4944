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

    let root = rcudafe_test_support::corpus_root();
    let mut fs = MemoryFs::new();
    let prelude = fs::read(root.join("handwritten/prelude.cuh")).expect("prelude");
    fs.add("prelude.cuh", &prelude);
    let file = format!("{name}.cu");
    let bytes = fs::read(data_dir().join(&file)).expect("probe");
    fs.add(&file, &bytes);
    let module_id = fs::read(data_dir().join(format!("{name}.module_id"))).expect("module id");
    let opts = EmitOptions {
        stub_file_name: format!("{name}.cudafe1.stub.c").into_bytes(),
        ..EmitOptions::default()
    };
    rcudafe_test_support::on_big_stack(move || {
        let pp_opts = PpOptions {
            lex: rcudafe::lex::LexOptions::for_standard(std_year),
            ..PpOptions::default()
        };
        let mut pp = Preprocessor::new(file.as_bytes(), bytes, pp_opts, &fs);
        let out = parse_translation_unit(
            &mut pp,
            &ParseOptions {
                std_year,
                ..ParseOptions::default()
            },
        );
        assert!(
            out.diagnostics.is_empty(),
            "diagnostics: {:?}",
            out.diagnostics.len()
        );
        host_file_bytes(&out.tu, pp.source_map(), &opts, &module_id).expect("printed")
    })
    .expect("host file")
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
            String::from_utf8_lossy(t.split(|&c| c == b'\n').nth(line).unwrap_or_default())
                .into_owned()
        };
        panic!(
            "{name}: line {}: expected `{}`, got `{}`",
            line + 1,
            show(&golden),
            show(&ours)
        );
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

/// E-CONST address constants: an initializer that is the address of a static object
/// (a static array, `&gx`, `&gs.x`, `garr + 2`, a value-preserving cast of one) is wrapped
/// like a folded constant; a local array, a reinterpreting cast, a function's bare name
/// and `__shared__` memory are not. A C cast's array operand is parenthesized: `(T *)(a)`.
#[test]
fn address_constants() {
    check("addrconst");
}

/// Names inside class templates: `G<T>` (the own arguments) is the injected class `G`;
/// a partial specialization's injected name hides the template (`::A< T>`); behind a
/// dependent base a non-dependent type is named from the global scope (`::Z`,
/// `::G< int>`, but a dependent `G< T *>` and the base specifiers as written); a
/// mem-initializer's template-id base is qualified too (`::Bs< int> (1)`); an explicit
/// specialization names itself by its template-id, qualified inside it (`::A< char>`).
#[test]
fn injected_class_names() {
    check("injected");
}

/// A template kernel's host stub names its unnamed template parameters (nested ones in
/// template template parameters too) from the `__T<n>` counter, after its unnamed
/// function parameters; a template template parameter's list closes with `>` right after
/// a named parameter (`template< class U, int M>  class S`).
#[test]
fn template_kernel_unnamed_parameters() {
    check("kttnames");
}

/// A member typedef named through a concrete class template-id is the member of the
/// specialization the arguments select (partial or explicit specialization when one
/// matches) with the arguments substituted: it prints `W< char> ::type` where written
/// and as its substituted type inside template arguments (`is_same< float, int> `).
#[test]
fn specialization_member_typedefs() {
    check("member_typedef_spec");
}

/// E-CONST through constexpr calls: a call of a constexpr function or of a lambda whose
/// operator is implicitly constexpr (no captures read, no globals, only constexpr calls),
/// with constant arguments, is a constant initializer: wrapped when converted or under an
/// operator (`double m = (maxof((2.5), (1.0)) + (maxof(3, 4)));`), bare when it is the
/// call of the right type; template bodies are not folded. A generic lambda's call takes
/// its return type from the body with the arguments' types (`maxof(3, 4)` is an `int`).
#[test]
fn constexpr_call_initializers() {
    check("constexpr_call_init");
}

/// The stub file for `name.cu` (cicc's `-tused` kernel instances made first), with the
/// recorded module id.
fn stub_file(name: &str) -> Vec<u8> {
    use rcudafe::parse::{parse_translation_unit, ParseOptions};
    use rcudafe::pp::{PpOptions, Preprocessor};
    use rcudafe::source::MemoryFs;
    use rcudafe::stub::{write_stub_file, StubOptions};

    let root = rcudafe_test_support::corpus_root();
    let mut fs = MemoryFs::new();
    let prelude = fs::read(root.join("handwritten/prelude.cuh")).expect("prelude");
    fs.add("prelude.cuh", &prelude);
    let file = format!("{name}.cu");
    let bytes = fs::read(data_dir().join(&file)).expect("probe");
    fs.add(&file, &bytes);
    let module_id = fs::read(data_dir().join(format!("{name}.module_id"))).expect("module id");
    let include = format!("{name}.fatbin.c");
    let stub_name = format!("{name}.cudafe1.stub.c");
    rcudafe_test_support::on_big_stack(move || {
        let mut pp = Preprocessor::new(file.as_bytes(), bytes, PpOptions::default(), &fs);
        let out = parse_translation_unit(&mut pp, &ParseOptions::default());
        assert!(
            out.diagnostics.is_empty(),
            "diagnostics: {:?}",
            out.diagnostics.len()
        );
        let mut tu = out.tu;
        rcudafe::sema::instantiate::used_kernel_instances(&mut tu);
        let sm = pp.source_map();
        let line_of = |pos| {
            let p = sm.presumed(pos);
            Some((sm.name(p.name).to_vec(), p.line))
        };
        let options = StubOptions {
            include_file_name: include.as_bytes(),
            stub_file_name: stub_name.as_bytes(),
            module_id: &module_id,
            rdc: false,
        };
        let mut text = Vec::new();
        write_stub_file(&tu, &options, &line_of, &mut text).expect("stub written");
        text
    })
    .expect("stub file")
}

/// A kernel parameter typed by a member typedef of a specialization is aliased by its
/// nested name (`typedef int _ZN1WIiE4typeE;`); a kernel template's `typename W<T>::type`
/// parameter is substituted for its instance, mangled `N1WIT_E4typeE`.
#[test]
fn specialization_member_typedef_kernel_stub() {
    let golden = fs::read(data_dir().join("member_typedef_kernel.stub.c")).expect("golden");
    let ours = stub_file("member_typedef_kernel");
    assert_eq!(
        String::from_utf8_lossy(&ours),
        String::from_utf8_lossy(&golden)
    );
}

/// The base-object constructors device code takes temporaries for: `F f(n)` (a
/// parenthesized initializer of one argument), a device constructor's base and member
/// initializers (`: B(a)`, `b(c)`), not a scalar launch configuration that every instance
/// folds (`sizeof...(Args) * 32`), not a class's in an unnamed namespace (`G g(n)`): the
/// callback's parameter is `__T6`.
#[test]
fn constructor_temporaries_stub() {
    let golden = fs::read(data_dir().join("ctor_temps.stub.c")).expect("golden");
    let ours = stub_file("ctor_temps");
    assert_eq!(
        String::from_utf8_lossy(&ours),
        String::from_utf8_lossy(&golden)
    );
}

/// A class template specialization's constructor takes its own `C2` temporaries
/// (`P<int> p(1)`: one); a function parameter pack takes one per element of the class's
/// pack, and one when that pack is empty (`Q<int> q(1)`: two): `__T5`.
#[test]
fn class_template_constructor_temporaries_stub() {
    let golden = fs::read(data_dir().join("template_ctor_temps.stub.c")).expect("golden");
    let ours = stub_file("template_ctor_temps");
    assert_eq!(
        String::from_utf8_lossy(&ours),
        String::from_utf8_lossy(&golden)
    );
}

/// E-CONST in a template: a constant initializing a dependent name's type
/// (`typename W< T> ::type j = (0);`, `typename T::x k = (0);`) or a pointer to a dependent
/// type (`T *p = (0);`, a null pointer conversion) is converted, so wrapped.
#[test]
fn dependent_target_initializers() {
    check("dependent_target_init");
}

/// F-SPEC: a trailing return type prints `auto f()->T` after the qualifiers (a
/// template-id keeps its trailing space: `auto h3()->W< int>  {`); the parameters are in
/// scope in it (`auto t2(int x)->__decltype(x)`).
#[test]
fn trailing_return_types() {
    check("trailing_return");
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

/// Whole-program mode: an `extern` memory-space variable's declaration is a definition
/// (`static int d4;`), registered once at its first declaration, flagged external when the
/// TU never defines it (`__shadow_var(d4,::d4), 1, 4UL`; size 0 for `int d8[]`); a
/// namespace-scope `__shared__` variable is marked unused.
#[test]
fn extern_device_variables() {
    check("extvars");
    let golden = fs::read(data_dir().join("extvars.stub.c")).expect("golden");
    let ours = stub_file("extvars");
    assert_eq!(
        String::from_utf8_lossy(&ours),
        String::from_utf8_lossy(&golden)
    );
}

/// Inside a class template a member function called without an object stays `h();` (no
/// `this->`), and the template's enumerator is not shown converted (`(sx + E1)`).
#[test]
fn class_template_member_names() {
    check("tmembers");
    // A member template of a plain class has `this` (`this->h();`); a class template's
    // static member function named bare is wrapped (`(sh)();`).
    check("tmembers2");
}

/// E-OVL: a class temporary written `V{1}`, `W{1}` or `W(1)` (itself `((W)(1))`) is an
/// overloaded operator's operand without more parentheses: `(V{1} + a)`.
#[test]
fn overloaded_operator_temporaries() {
    check("ovltemps");
}

/// The execution space belongs to the function entity: an unannotated redeclaration keeps
/// it, explicit spaces add up, and every declaration prints the final one; a kernel's
/// declaration ends `; ` (` ;` is the definition's form).
#[test]
fn redeclared_execution_spaces() {
    check("redeclared_spaces");
}
