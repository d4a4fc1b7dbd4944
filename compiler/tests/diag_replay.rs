//! The diagnostic engine against outputs recorded from cudafe++ 13.0.88.
//!
//! Each case of `tests/data/diag/cases.txt` names an input and extra arguments; the
//! reference's stderr and exit status are in `NAME.stderr` and `NAME.rc` (recorded with
//! nvcc's argument list, `--display_error_number` included; SARIF file URIs have the
//! working directory replaced by `@CWD@`). The inputs exercise the preprocessor and the
//! CUDA checks (`cuda_*.cu`, with `prelude.cuh`), so everything the reference printed
//! must come out of rcudafe byte for byte. While
//! translation is not implemented, a run without errors ends in rcudafe's
//! "not implemented" line (exit 1); the test then checks that the reference succeeded and
//! that everything before that line matches.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The last line rcudafe prints when it meets a construct it cannot translate yet.
const NOT_IMPLEMENTED: &str = "rcudafe: error: not implemented yet: ";

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/diag")
}

struct Case {
    name: String,
    input: String,
    extra: Vec<String>,
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(data_dir().join("cases.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split('|').map(str::trim);
            let name = parts.next().unwrap().to_string();
            let input = parts.next().unwrap().to_string();
            let extra = parts
                .next()
                .unwrap_or("")
                .split_whitespace()
                .map(String::from)
                .collect();
            Case { name, input, extra }
        })
        .collect()
}

/// Runs rcudafe as nvcc runs cudafe++, in the data directory, outputs in a temp dir.
fn run(case: &Case) -> (String, i32) {
    let out = std::env::temp_dir().join(format!(
        "rcudafe-diag-replay-{}-{}",
        std::process::id(),
        case.name
    ));
    std::fs::create_dir_all(&out).unwrap();
    let base = case.input.trim_end_matches(".cu");
    let o = |ext: &str| out.join(format!("{base}.{ext}")).display().to_string();
    let mut args: Vec<String> = [
        "--c++17",
        "--static-host-stub",
        "--device-hidden-visibility",
        "--gnu_version=120200",
        "--display_error_number",
        "--orig_src_file_name",
        &case.input,
        "--orig_src_path_name",
        &format!("/x/{}", case.input),
        "--allow_managed",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    args.extend(case.extra.iter().cloned());
    args.extend(["--m64".into(), "--parse_templates".into()]);
    args.extend(["--gen_c_file_name".into(), o("int.c")]);
    args.extend(["--stub_file_name".into(), o("stub.c")]);
    args.push("--gen_module_id_file".into());
    args.extend(["--module_id_file_name".into(), o("module_id")]);
    args.push(case.input.clone());
    let result = Command::new(env!("CARGO_BIN_EXE_rcudafe"))
        .args(&args)
        .current_dir(data_dir())
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&out);
    let cwd = data_dir().display().to_string();
    let stderr = String::from_utf8(result.stderr)
        .unwrap()
        .replace(&format!("file://{cwd}/"), "file://@CWD@/");
    (stderr, result.status.code().unwrap_or(-1))
}

#[test]
fn every_recorded_case_replays() {
    let mut failures = Vec::new();
    let cases = cases();
    assert!(cases.len() >= 20);
    for case in &cases {
        let dir = data_dir();
        let want = std::fs::read_to_string(dir.join(format!("{}.stderr", case.name))).unwrap();
        let want_rc: i32 = std::fs::read_to_string(dir.join(format!("{}.rc", case.name)))
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        let (got, rc) = run(case);
        let not_implemented_at = got
            .rfind(NOT_IMPLEMENTED)
            .filter(|&i| i == 0 || got.as_bytes()[i - 1] == b'\n');
        let (got, rc) = match not_implemented_at {
            Some(i) if rc == 1 && want_rc == 0 => (got[..i].to_string(), 0),
            _ => (got, rc),
        };
        if got != want || rc != want_rc {
            failures.push(format!(
                "case {}: rc {rc} (want {want_rc})\n--- got\n{got}--- want\n{want}",
                case.name
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
