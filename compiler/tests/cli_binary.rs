//! The `rcudafe` binary on the command-line and file error paths. Every expected stderr and
//! exit status below is what cudafe++ 13.0.88 printed for the same arguments in the same
//! kind of directory, except where a comment says rcudafe differs on purpose.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

struct Outcome {
    stdout: String,
    stderr: String,
    code: i32,
}

/// A scratch directory with `t.cu` (`int x;`), an empty directory `adir` and a module id
/// file `mid`.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("rcudafe-cli-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("adir")).unwrap();
        fs::write(dir.join("t.cu"), "int x;\n").unwrap();
        fs::write(dir.join("mid"), "X").unwrap();
        Scratch(dir)
    }

    fn run(&self, args: &[&str]) -> Outcome {
        self.run_with_stdin(args, b"")
    }

    fn run_with_stdin(&self, args: &[&str], input: &[u8]) -> Outcome {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rcudafe"))
            .args(args)
            .current_dir(&self.0)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        let out = child.wait_with_output().unwrap();
        Outcome {
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            code: out.status.code().unwrap(),
        }
    }

    /// The directory's entries, to prove nothing was written.
    fn entries(&self) -> Vec<String> {
        let mut names: Vec<_> = fs::read_dir(&self.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

const THIS: &str =
    "\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n";

fn named(name: &str) -> String {
    format!("\n1 catastrophic error detected in the compilation of \"{name}\".\nCompilation terminated.\n")
}

fn check(s: &Scratch, args: &[&str], stderr: &str, code: i32) {
    let out = s.run(args);
    assert_eq!(out.stderr, stderr, "stderr of {args:?}");
    assert_eq!(out.code, code, "exit status of {args:?}");
    assert_eq!(out.stdout, "", "stdout of {args:?}");
}

#[test]
fn command_line_errors() {
    let s = Scratch::new("errors");
    check(
        &s,
        &[],
        &format!("Command-line error: missing source file name\n{THIS}"),
        4,
    );
    check(
        &s,
        &["--bogus"],
        &format!("Command-line error: invalid option: --bogus\n{THIS}"),
        4,
    );
    check(
        &s,
        &["--stub_file_name", "s.c", "t.cu", "t.cu"],
        &format!(
            "Command-line error: too many arguments on command line\n{}",
            named("t.cu")
        ),
        4,
    );
    check(
        &s,
        &["--error_limit"],
        &format!("Command-line error: \"--error_limit\" requires an argument\n{THIS}"),
        4,
    );
    check(
        &s,
        &["--error_limit=abc", "t.cu"],
        &format!("Command-line error: invalid number: abc\n{THIS}"),
        4,
    );
    check(
        &s,
        &["--gnu_version=30000", "--stub_file_name", "s.c", "t.cu"],
        &format!("Command-line error: invalid GNU version number: 30000\n{THIS}"),
        4,
    );
    check(
        &s,
        &[
            "--diag_suppress=bogus_tag",
            "--stub_file_name",
            "s.c",
            "t.cu",
        ],
        &format!(
            "Command-line error: invalid error tag in diagnostic control option: bogus_tag\n{THIS}"
        ),
        4,
    );
    check(
        &s,
        &["--diag_suppress", "99999", "t.cu"],
        &format!(
            "Command-line error: invalid error number in diagnostic control option: 99999\n{THIS}"
        ),
        4,
    );
    check(
        &s,
        &["--tim", "t.cu"],
        &format!(
            "Command-line error: more than one command line option matches the abbreviation \"--tim\":\n            --timing\n            --time_limit\n{THIS}"
        ),
        4,
    );
    check(
        &s,
        &["-o", "x", "t.cu"],
        &format!(
            "Command-line error: an output file was specified, but none is needed\n{}",
            named("t.cu")
        ),
        4,
    );
    check(
        &s,
        &["--c", "--c++"],
        &format!("Command-line error: language modes specified are incompatible\n{THIS}"),
        4,
    );
    check(
        &s,
        &["--no_bool", "t.cu"],
        &format!("Command-line error: enabling C++14-style constexpr requires support for \"bool\"\n{THIS}"),
        4,
    );
    assert_eq!(s.entries(), ["adir", "mid", "t.cu"]);
}

#[test]
fn input_file_errors() {
    let s = Scratch::new("input");
    fn run(input: &str) -> [&str; 3] {
        ["--stub_file_name", "s.c", input]
    }
    check(
        &s,
        &run("nonexist.cu"),
        &format!(
            "Catastrophic error: cannot open source file \"nonexist.cu\"\n{}",
            named("nonexist.cu")
        ),
        4,
    );
    check(
        &s,
        &run("adir"),
        &format!(
            "Catastrophic error: cannot open source file \"adir\": is a directory\n{}",
            named("adir")
        ),
        4,
    );
    check(
        &s,
        &run(""),
        &format!("Catastrophic error: cannot open source file \"\": invalid file name\n{THIS}"),
        4,
    );
    check(
        &s,
        &[
            "--orig_src_file_name",
            "ORIG.cu",
            "--stub_file_name",
            "s.c",
            "nonexist.cu",
        ],
        &format!(
            "Catastrophic error: cannot open source file \"nonexist.cu\"\n{}",
            named("ORIG.cu")
        ),
        4,
    );
    check(
        &s,
        &["--preinclude=nope", "--stub_file_name", "s.c", "t.cu"],
        &format!(
            "Command-line error: cannot open source file \"nope\"\n{}",
            named("t.cu")
        ),
        4,
    );
    check(
        &s,
        &["--list=nodir/l", "t.cu"],
        &format!(
            "Command-line error: cannot open raw listing file \"nodir/l\"\n{}",
            named("t.cu")
        ),
        4,
    );
    assert_eq!(s.entries(), ["adir", "mid", "t.cu"]);
}

#[test]
fn output_and_module_id_file_errors() {
    let s = Scratch::new("outputs");
    check(
        &s,
        &[
            "--gen_c_file_name",
            "nodir/x.c",
            "--stub_file_name",
            "s.c",
            "t.cu",
        ],
        &format!(
            "Catastrophic error: cannot open generated C++ file \"nodir/x.c\"\n{}",
            named("t.cu")
        ),
        4,
    );
    check(
        &s,
        &[
            "--gen_c_file_name",
            "adir",
            "--stub_file_name",
            "s.c",
            "t.cu",
        ],
        &format!(
            "Catastrophic error: cannot open generated C++ file \"adir\": Is a directory\n{}",
            named("t.cu")
        ),
        4,
    );
    // Read mode: the input declares nothing that needs the id before its end.
    check(
        &s,
        &[
            "--module_id_file_name",
            "nosuch",
            "--stub_file_name",
            "s.c",
            "t.cu",
        ],
        &format!(
            "At end of source: catastrophic error: cannot open module id file \"nosuch\"\n{}",
            named("t.cu")
        ),
        4,
    );
    check(
        &s,
        &["--module_id_file_name", "adir", "--stub_file_name", "s.c", "t.cu"],
        &format!("At end of source: catastrophic error: cannot open module id file \"adir\": is a directory\n{}", named("t.cu")),
        4,
    );
    // The reference aborts (status 134) after the same lines; rcudafe exits 4. (For a
    // non-empty input it also names a line, `t.cu(1): internal error: ...`, which needs the
    // parser.)
    check(
        &s,
        &["--gen_module_id_file", "--stub_file_name", "s.c", "t.cu"],
        "Internal error: module id filename not specified\n\n1 catastrophic error detected in the compilation of \"t.cu\".\nCompilation aborted.\n",
        4,
    );
    // The reference crashes (SIGSEGV) without a stub file name; rcudafe says what is missing.
    check(
        &s,
        &["t.cu"],
        &format!("Command-line error: option \"--stub_file_name\" is required when generating the host file\n{}", named("t.cu")),
        4,
    );
    assert_eq!(s.entries(), ["adir", "mid", "t.cu"]);
}

#[test]
fn a_valid_command_line_translates_and_writes_the_host_file() {
    let s = Scratch::new("valid");
    fs::write(s.path("old.int.c"), "OLD").unwrap();
    let args = [
        "--c++17",
        "--static-host-stub",
        "--device-hidden-visibility",
        "--gnu_version=120200",
        "--display_error_number",
        "--orig_src_file_name",
        "t.cu",
        "--orig_src_path_name",
        "/abs/t.cu",
        "--allow_managed",
        "--m64",
        "--parse_templates",
        "--gen_c_file_name",
        "old.int.c",
        "--stub_file_name",
        "t.stub.c",
        "--module_id_file_name",
        "mid",
        "t.cu",
    ];
    check(&s, &args, "", 0);
    // What cudafe++ 13.0.88 wrote for the same command line (module id read from `mid`).
    let expected = include_str!("data/cli/int_x_read_mode.int.c");
    assert_eq!(fs::read_to_string(s.path("old.int.c")).unwrap(), expected);
    // Without --gen_c_file_name the host file is NAME.int.c beside the input (module id from
    // the fallback: pid and mtime, so only its prefix is fixed).
    check(&s, &["--stub_file_name", "s.c", "t.cu"], "", 0);
    let host = fs::read_to_string(s.path("t.int.c")).unwrap();
    assert!(host.starts_with("# 1 \"t.cu\"\n"), "{host}");
    assert!(
        host.contains("#define _NV_ANON_NAMESPACE _GLOBAL__N__00000000_4_t_cu_"),
        "{host}"
    );
    // From standard input the host file goes to stdout.
    let out = s.run_with_stdin(&["--stub_file_name", "s.c", "-"], b"int x;\n");
    assert_eq!((out.stderr.as_str(), out.code), ("", 0));
    assert!(out.stdout.starts_with("# 1 \"-\"\n"), "{}", out.stdout);
    assert_eq!(s.entries(), ["adir", "mid", "old.int.c", "t.cu", "t.int.c"]);
}

#[test]
fn version_help_and_dump() {
    let s = Scratch::new("info");
    let version = s.run(&["--version"]);
    assert_eq!(version.code, 0);
    assert!(version.stderr.starts_with("rcudafe ") && version.stderr.contains("13.0.88"));
    assert_eq!(version.stderr.lines().count(), 1);
    let with_input = s.run(&["-v", "--stub_file_name", "s.c", "t.cu"]);
    assert_eq!(with_input.stderr, version.stderr);
    assert_eq!(with_input.code, 0);
    assert_eq!(s.run(&["-V", "--bogus"]).code, 1);
    // The reference rejects --help as an invalid option; rcudafe prints its usage.
    for flag in ["--help", "-h"] {
        let help = s.run(&[flag]);
        assert_eq!((help.code, help.stderr.as_str()), (0, ""));
        assert!(
            help.stdout.contains("Usage: rcudafe") && help.stdout.contains("--gen_c_file_name")
        );
    }
    let dump = s.run(&["--dump_command_options"]);
    assert_eq!(dump.code, 0);
    assert!(
        dump.stdout.starts_with("--strict --strict_warnings ")
            && dump.stdout.ends_with("--no_incognito ")
    );
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let s = Scratch::new("bytes");
    let out = Command::new(env!("CARGO_BIN_EXE_rcudafe"))
        .arg(std::ffi::OsStr::from_bytes(b"--\xff"))
        .current_dir(&s.0)
        .output()
        .unwrap();
    assert_eq!(
        out.stderr,
        [
            &b"Command-line error: invalid option: --\xff\n"[..],
            THIS.as_bytes()
        ]
        .concat()
    );
    assert_eq!(out.status.code(), Some(4));
    let missing = Path::new(std::ffi::OsStr::from_bytes(b"k\xfe.cu"));
    let out = Command::new(env!("CARGO_BIN_EXE_rcudafe"))
        .arg(missing)
        .current_dir(&s.0)
        .output()
        .unwrap();
    assert!(out
        .stderr
        .starts_with(b"Catastrophic error: cannot open source file \"k\xfe.cu\"\n"));
    assert_eq!(out.status.code(), Some(4));
}
