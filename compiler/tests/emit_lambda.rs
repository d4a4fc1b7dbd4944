//! Lambdas in the host file: whole `.int.c` files recorded from cudafe++ 13.0.88 for
//! probes of the lambda rules (tests/data/lambda: captures, C-THIS wrapping of captured
//! variables, `__T<n>` typedefs and when they are left out, lambdas in device code with
//! their nested `#if 0` bodies, IIFE, generic and nested lambdas, multi-line parameters).

use std::fs;
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/lambda")
}

/// rcudafe's host file for `name.cu` (default flags), run in memory with the corpus
/// prelude beside it.
fn host_file(name: &str) -> Vec<u8> {
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
        let mut pp = Preprocessor::new(file.as_bytes(), bytes, PpOptions::default(), &fs);
        let out = parse_translation_unit(&mut pp, &ParseOptions::default());
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
    let golden = fs::read(data_dir().join(format!("{name}.int.c"))).expect("golden");
    let ours = host_file(name);
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
fn lambdas_in_host_and_device_functions() {
    check("lambda_p1");
}

#[test]
fn lambdas_nested_generic_iife_and_in_conditions() {
    check("lambda_p2");
}

#[test]
fn closure_variable_typedefs() {
    // `constexpr` and `const` closure variables get two names; a lambda converted to a
    // function pointer is no closure variable and uses up no number.
    check("lt1");
}
