//! Handwritten TUs with their own nvcc flags (`-rdc=true`, `--extended-lambda`) against
//! their goldens: rcudafe runs with nvcc 13.0's cudafe++ command line (the host file) and
//! cicc command line (the stub file) for those flags, as `oracle` does, reading the
//! golden module id. The TUs listed here match byte for byte; keep them matching.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// (TU, its nvcc flags as cudafe++ options, whether the host file matches, whether the
/// stub matches).
const TUS: &[(&str, Flags, bool, bool)] = &[
    ("rdc_extern_device_link", Flags::Rdc, true, true),
    ("rdc_managed_templates", Flags::Rdc, true, true),
    ("lambda_ext_host_device", Flags::ExtendedLambda, true, true),
    ("lambda_ext_device", Flags::ExtendedLambda, true, false),
    (
        "lambda_ext_transform_reduce",
        Flags::ExtendedLambda,
        true,
        false,
    ),
];

#[derive(Clone, Copy)]
enum Flags {
    Rdc,
    ExtendedLambda,
}

/// The options nvcc passes both tools, up to `--allow_managed` and the flag's own.
fn front_end(name: &str, flags: Flags, cicc: bool) -> Vec<String> {
    let mut a = vec!["--c++17".to_owned()];
    if !matches!(flags, Flags::Rdc) {
        a.push("--static-host-stub".into());
    }
    a.extend(
        [
            "--device-hidden-visibility",
            "--gnu_version=120200",
            "--display_error_number",
        ]
        .map(String::from),
    );
    a.extend(["--orig_src_file_name".into(), format!("{name}.cu")]);
    a.extend(["--orig_src_path_name".into(), format!("/src/{name}.cu")]);
    a.push("--allow_managed".into());
    match flags {
        Flags::ExtendedLambda => a.push("--extended-lambda".into()),
        Flags::Rdc => a.push("--device-c".into()),
    }
    if !cicc {
        a.extend(["--m64", "--parse_templates"].map(String::from));
    }
    a
}

fn cudafe_args(name: &str, flags: Flags) -> Vec<String> {
    let mut a = front_end(name, flags, false);
    a.extend(["--gen_c_file_name".into(), format!("{name}.cudafe1.cpp")]);
    a.extend(["--stub_file_name".into(), format!("{name}.cudafe1.stub.c")]);
    a.extend(["--module_id_file_name".into(), format!("{name}.module_id")]);
    a.push(format!("{name}.cu"));
    a
}

fn cicc_args(name: &str, flags: Flags) -> Vec<String> {
    let mut a = front_end(name, flags, true);
    a.extend(
        [
            "-arch",
            "compute_75",
            "-m64",
            "--no-version-ident",
            "-ftz=0",
            "-prec_div=1",
            "-prec_sqrt=1",
            "-fmad=1",
        ]
        .map(String::from),
    );
    a.extend([
        "--include_file_name".into(),
        format!("{name}.fatbin.c"),
        "-tused".into(),
    ]);
    a.extend(["--module_id_file_name".into(), format!("{name}.module_id")]);
    a.extend(["--gen_c_file_name".into(), format!("{name}.cudafe1.c")]);
    a.extend(["--stub_file_name".into(), format!("{name}.cudafe1.stub.c")]);
    a.extend([
        "--gen_device_file_name".into(),
        format!("{name}.cudafe1.gpu"),
    ]);
    a.push("--device-syntax-only".into());
    a.push(format!("{name}.cpp1.ii"));
    a.extend(["-o".into(), format!("{name}.ptx")]);
    a
}

fn run(work: &Path, args: &[String]) {
    Command::new(env!("CARGO_BIN_EXE_rcudafe"))
        .args(args)
        .current_dir(work)
        .output()
        .unwrap();
}

#[test]
fn flagged_handwritten_tus_match_their_goldens() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/handwritten");
    let scratch = std::env::temp_dir().join(format!("rcudafe-flagged-{}", std::process::id()));
    let headers: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cuh" || x == "h"))
        .collect();
    let mut failures = Vec::new();
    for &(name, flags, int_c, stub) in TUS {
        let golden =
            |ext: &str| fs::read(dir.join("golden").join(format!("{name}.{ext}"))).unwrap();
        let work = scratch.join(name);
        fs::create_dir_all(&work).unwrap();
        for h in &headers {
            fs::copy(h, work.join(h.file_name().unwrap())).unwrap();
        }
        let source = fs::read(dir.join(format!("{name}.cu"))).unwrap();
        fs::write(work.join(format!("{name}.cu")), &source).unwrap();
        let mut ii = format!("# 1 \"{name}.cu\"\n").into_bytes();
        ii.extend(&source);
        fs::write(work.join(format!("{name}.cpp1.ii")), ii).unwrap();
        fs::write(work.join(format!("{name}.module_id")), golden("module_id")).unwrap();

        run(&work, &cudafe_args(name, flags));
        let mine = fs::read(work.join(format!("{name}.cudafe1.cpp"))).unwrap_or_default();
        if int_c && mine != golden("int.c") {
            failures.push(format!("{name}: int.c differs"));
        }
        run(&work, &cicc_args(name, flags));
        let mine = fs::read(work.join(format!("{name}.cudafe1.stub.c"))).unwrap_or_default();
        if stub && mine != golden("stub.c") {
            failures.push(format!("{name}: stub.c differs"));
        }
    }
    let _ = fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{failures:?}");
}
