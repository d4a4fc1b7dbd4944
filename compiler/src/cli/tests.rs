//! Unit tests of the command line: the table, every way of spelling a flag, the typed
//! options, and each error path with the reference's exact text (verified by running
//! cudafe++ 13.0.88 on the same arguments).

use super::*;
use crate::diag::{summary_lines, Style};

#[derive(Default)]
struct Recording {
    out: Vec<u8>,
    err: Vec<u8>,
}

impl Console for Recording {
    fn stdout(&mut self, bytes: &[u8]) {
        self.out.extend_from_slice(bytes);
    }
    fn stderr(&mut self, bytes: &[u8]) {
        self.err.extend_from_slice(bytes);
    }
}

fn parse_args(args: &[&str]) -> (CliOutcome, Recording) {
    let mut console = Recording::default();
    let outcome = parse(args.iter().copied(), &mut console);
    (outcome, console)
}

fn options(args: &[&str]) -> Options {
    match parse_args(args).0 {
        CliOutcome::Run(o) => *o,
        other => panic!("{args:?}: {other:?}"),
    }
}

/// The whole stderr the reference prints for a failed command line.
fn failure(args: &[&str]) -> String {
    match parse_args(args).0 {
        CliOutcome::Fail(e) => {
            let mut text = e.diagnostic.render(e.style);
            let internal = e.diagnostic.severity == crate::diag::Severity::Internal;
            text.extend(summary_lines(0, 1, internal, e.display_name.as_deref()));
            String::from_utf8(text).unwrap()
        }
        other => panic!("{args:?}: expected a failure, got {other:?}"),
    }
}

/// The message line only.
fn message(args: &[&str]) -> String {
    failure(args).lines().next().unwrap().to_owned()
}

const TERMINATED: &str =
    "\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n";

#[test]
fn the_table_has_every_name_once() {
    assert_eq!(FLAG_TABLE.len(), 386);
    let mut names: Vec<_> = FLAG_TABLE.iter().map(|s| s.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 386);
    let mut flags: Vec<_> = FLAG_TABLE.iter().map(|s| s.flag).collect();
    flags.sort_unstable();
    flags.dedup();
    assert_eq!(flags.len(), flag::FLAG_COUNT);
    assert_eq!(FLAG_TABLE.iter().filter(|s| s.takes_value).count(), 58);
    let shorts: Vec<_> = FLAG_TABLE.iter().filter_map(|s| s.short).collect();
    assert_eq!(shorts.len(), 33);
    let disabled: Vec<_> = FLAG_TABLE
        .iter()
        .filter(|s| !s.enabled)
        .map(|s| s.name)
        .collect();
    assert_eq!(disabled, ["embedded_c", "no_embedded_c"]);
}

#[test]
fn toggle_spellings_share_a_flag() {
    let spec = |n: &str| FLAG_TABLE.iter().find(|s| s.name == n).unwrap();
    for (on, off) in [
        ("display_error_number", "no_display_error_number"),
        ("signed_chars", "unsigned_chars"),
        ("long_lifetime_temps", "short_lifetime_temps"),
        ("suppress_vtbl", "force_vtbl"),
        ("set_flag", "clear_flag"),
        ("c++11", "no_c++0x"),
        ("incognito", "no_incognito"),
    ] {
        assert_eq!(spec(on).flag, spec(off).flag, "{on}/{off}");
        assert!(spec(on).on && !spec(off).on);
    }
    // `no_` flags without a positive spelling are switches of their own.
    assert!(spec("no_code_gen").on && spec("no_warnings").on && spec("no-device-int128").on);
}

/// A value each valued flag accepts (directories must exist).
fn sample_value(spec: &FlagSpec) -> String {
    let dir = std::env::temp_dir().to_string_lossy().into_owned();
    match spec.name {
        "instantiate" => "used".into(),
        "diag_suppress" | "diag_remark" | "diag_warning" | "diag_error" | "diag_once" => {
            "177".into()
        }
        "gnu_version" => "120200".into(),
        "clang_version" => "90100".into(),
        "set_flag" | "clear_flag" => "coroutines".into(),
        "pch_dir" | "edg_base_dir" => dir,
        "unicode_source_kind" => "UTF-8".into(),
        "output_mode" => "sarif".into(),
        "ms_header_unit" | "ms_header_unit_quote" | "ms_header_unit_angle" => "a=b".into(),
        "pack_alignment" => "8".into(),
        "db" => "0".into(),
        _ => "5".into(),
    }
}

#[test]
fn every_flag_is_recognised_in_every_spelling() {
    for spec in FLAG_TABLE {
        let long = format!("--{}", spec.name);
        let mut forms: Vec<Vec<String>> = Vec::new();
        if spec.takes_value {
            let v = sample_value(spec);
            forms.push(vec![format!("{long}={v}")]);
            forms.push(vec![long.clone(), v.clone()]);
            if let Some(c) = spec.short {
                forms.push(vec![format!("-{}{v}", c as char)]);
                forms.push(vec![format!("-{}", c as char), v]);
            }
        } else {
            forms.push(vec![long.clone()]);
            if let Some(c) = spec.short {
                forms.push(vec![format!("-{}", c as char)]);
            }
        }
        for form in forms {
            let mut args: Vec<&str> = form.iter().map(String::as_str).collect();
            args.extend(["--stub_file_name", "s.c", "t.cu"]);
            let (outcome, _) = parse_args(&args);
            let CliOutcome::Fail(e) = outcome else {
                continue;
            };
            let text = String::from_utf8(e.diagnostic.text.clone()).unwrap();
            if spec.enabled {
                // Some flags are valid only in other language modes (see the dialect tests),
                // or are rejected whatever their value; none may go unrecognised.
                assert!(
                    !text.starts_with("invalid option")
                        && !text.contains("requires an argument")
                        && !text.starts_with("more than one")
                        && !text.starts_with("too many"),
                    "{args:?}: {text}"
                );
            } else {
                assert_eq!(text, format!("invalid option: {}", form[0]));
            }
        }
    }
}

#[test]
fn the_nvcc_command_line() {
    let o = options(&[
        "--c++17",
        "--static-host-stub",
        "--device-hidden-visibility",
        "--gnu_version=120200",
        "--display_error_number",
        "--orig_src_file_name",
        "k.cu",
        "--orig_src_path_name",
        "/abs/k.cu",
        "--allow_managed",
        "--debug_mode",
        "--extended-lambda",
        "--relaxed_constexpr",
        "--device-c",
        "--m64",
        "--parse_templates",
        "--diag_suppress",
        "177,550",
        "--diag_error=h_hd_illegal_call",
        "-w",
        "--gen_c_file_name",
        "/tmp/x.cudafe1.cpp",
        "--stub_file_name",
        "x.cudafe1.stub.c",
        "--gen_module_id_file",
        "--module_id_file_name",
        "/tmp/x.module_id",
        "/tmp/x.cpp4.ii",
    ]);
    assert_eq!(o.language, Language::Cxx(CxxStandard::Cxx17));
    assert_eq!((o.host.gnu, o.host.gnu_version), (true, 120200));
    let c = &o.cuda;
    assert!(c.static_host_stub && c.device_hidden_visibility && c.allow_managed && c.debug_mode);
    assert!(c.extended_lambda && c.relaxed_constexpr && c.device_c && !c.m32);
    assert!(o.diagnostics.display_error_number && o.diagnostics.no_warnings);
    let controls: Vec<_> = o
        .diagnostics
        .controls
        .iter()
        .map(|d| (d.action, d.number))
        .collect();
    assert_eq!(
        controls,
        [
            (DiagAction::Suppress, 177),
            (DiagAction::Suppress, 550),
            (DiagAction::Error, 3468)
        ]
    );
    assert_eq!(o.files.orig_src_file_name.as_deref(), Some("k.cu".as_ref()));
    assert_eq!(
        o.files.orig_src_path_name.as_deref(),
        Some("/abs/k.cu".as_ref())
    );
    assert_eq!(
        o.files.gen_c_file_name.as_deref(),
        Some("/tmp/x.cudafe1.cpp".as_ref())
    );
    assert_eq!(
        o.files.stub_file_name.as_deref(),
        Some("x.cudafe1.stub.c".as_ref())
    );
    assert!(o.files.gen_module_id_file);
    assert_eq!(o.input, Some(Input::File("/tmp/x.cpp4.ii".into())));
    assert!(o.toggles.is_on(Flag::ParseTemplates));
    assert_eq!(o.display_name(), Some("k.cu".as_ref()));
}

#[test]
fn dialect_defaults_follow_the_emulated_compiler() {
    let std = |args: &[&str]| options(&[args, &["t.cu"]].concat()).language;
    assert_eq!(std(&[]), Language::Cxx(CxxStandard::Cxx14));
    assert_eq!(std(&["--c++03"]), Language::Cxx(CxxStandard::Cxx03));
    assert_eq!(std(&["--c++23"]), Language::Cxx(CxxStandard::Cxx23));
    assert_eq!(std(&["--no_c++11"]), Language::Cxx(CxxStandard::Cxx03));
    assert_eq!(
        std(&["--gnu_version=59999"]),
        Language::Cxx(CxxStandard::Cxx03)
    );
    assert_eq!(
        std(&["--gnu_version=60000"]),
        Language::Cxx(CxxStandard::Cxx14)
    );
    assert_eq!(
        std(&["--gnu_version=110000"]),
        Language::Cxx(CxxStandard::Cxx17)
    );
    assert_eq!(
        std(&["--gnu_version=120200", "--clang"]),
        Language::Cxx(CxxStandard::Cxx14)
    );
    assert_eq!(
        std(&["--clang_version=50000"]),
        Language::Cxx(CxxStandard::Cxx03)
    );
    assert_eq!(std(&["--no_g++"]), Language::Cxx(CxxStandard::Cxx03));
    assert_eq!(std(&["--c"]), Language::C(CStandard::C11));
    assert_eq!(
        std(&["--c", "--gnu_version=40000"]),
        Language::C(CStandard::C89)
    );
    assert_eq!(std(&["--old_c"]), Language::C(CStandard::KAndR));
}

#[test]
fn values_and_lists_are_stored_in_order() {
    let o = options(&[
        "-Ia",
        "--include_directory",
        "b",
        "-DX=1",
        "-UY",
        "--sys_include=s",
        "-e",
        "7",
        "t.cu",
    ]);
    assert_eq!(o.preprocessor.include_dirs, ["a", "b"]);
    assert_eq!(o.preprocessor.sys_include_dirs, ["s"]);
    assert_eq!(
        o.preprocessor.macros,
        [
            MacroArg::Define("X=1".into()),
            MacroArg::Undefine("Y".into())
        ]
    );
    assert_eq!(o.diagnostics.error_limit, Some(7));
    let o = options(&[
        "--set_flag=coroutines",
        "--clear_flag",
        "relaxed_constexpr",
        "--output_mode=sarif",
        "-",
    ]);
    assert_eq!(
        o.internal_flags,
        [
            ("coroutines".to_owned(), true),
            ("relaxed_constexpr".to_owned(), false)
        ]
    );
    assert_eq!(o.diagnostics.output_mode, crate::diag::Format::Sarif);
    assert_eq!(o.input, Some(Input::Stdin));
    let o = options(&[
        "--error_lim=5",
        "--no_display_error",
        "--display_error_number",
        "t.cu",
    ]);
    assert_eq!(o.diagnostics.error_limit, Some(5));
    assert!(o.diagnostics.display_error_number);
    assert_eq!(
        o.given,
        [
            (Flag::ErrorLimit, true),
            (Flag::DisplayErrorNumber, false),
            (Flag::DisplayErrorNumber, true)
        ]
    );
}

#[test]
fn short_groups_and_separators() {
    let o = options(&["-wr", "-we5", "--", "-odd.cu"]);
    assert!(o.diagnostics.no_warnings && o.diagnostics.remarks);
    assert_eq!(o.diagnostics.error_limit, Some(5));
    assert_eq!(o.input, Some(Input::File("-odd.cu".into())));
    // A value is taken from the next argument whatever it looks like.
    let o = options(&["--stub_file_name", "--c++17", "t.cu"]);
    assert_eq!(o.files.stub_file_name.as_deref(), Some("--c++17".as_ref()));
    assert_eq!(o.language, Language::Cxx(CxxStandard::Cxx14));
    let o = options(&["-D", "--no_code_gen", "t.cu"]);
    assert!(!o.actions.no_code_gen);
}

#[test]
fn command_line_errors() {
    assert_eq!(
        failure(&["--bogus"]),
        format!("Command-line error: invalid option: --bogus\n{TERMINATED}")
    );
    assert_eq!(
        failure(&[]),
        format!("Command-line error: missing source file name\n{TERMINATED}")
    );
    assert_eq!(
        failure(&["--error_limit"]),
        format!("Command-line error: \"--error_limit\" requires an argument\n{TERMINATED}")
    );
    assert_eq!(
        message(&["--error_lim"]),
        "Command-line error: \"--error_lim\" requires an argument"
    );
    assert_eq!(
        message(&["--timing=3", "t.cu"]),
        "Command-line error: invalid option: --timing=3"
    );
    assert_eq!(
        message(&["--diag_suppress=", "t.cu"]),
        "Command-line error: invalid option: --diag_suppress="
    );
    assert_eq!(
        message(&["---x", "t.cu"]),
        "Command-line error: invalid option: ---x"
    );
    assert_eq!(message(&["-e"]), "Command-line error: invalid option: -e");
    assert_eq!(
        message(&["-w5", "t.cu"]),
        "Command-line error: invalid option: -w5"
    );
    assert_eq!(
        message(&["-e=5", "t.cu"]),
        "Command-line error: invalid number: =5"
    );
    assert_eq!(
        message(&["-ew", "t.cu"]),
        "Command-line error: invalid number: w"
    );
    assert_eq!(
        message(&["-timing", "t.cu"]),
        "Command-line error: invalid instantiation mode: iming"
    );
    assert_eq!(
        message(&["--embedded_c", "t.cu"]),
        "Command-line error: invalid option: --embedded_c"
    );
    assert_eq!(
        message(&["--no_embedded=1", "t.cu"]),
        "Command-line error: invalid option: --no_embedded=1"
    );
    assert_eq!(
        message(&["--gnu_version=30000", "t.cu"]),
        "Command-line error: invalid GNU version number: 30000"
    );
    assert_eq!(
        message(&["--gnu_version=120200=3", "t.cu"]),
        "Command-line error: invalid number: 120200=3"
    );
    assert_eq!(
        message(&["--diag_suppress=bogus_tag", "t.cu"]),
        "Command-line error: invalid error tag in diagnostic control option: bogus_tag"
    );
    assert_eq!(
        message(&["--diag_error", "99999", "t.cu"]),
        "Command-line error: invalid error number in diagnostic control option: 99999"
    );
    assert_eq!(
        message(&["--pch_dir=/no/such/dir", "t.cu"]),
        "Command-line error: invalid PCH directory: /no/such/dir"
    );
    assert_eq!(
        message(&["--db=abc", "t.cu"]),
        "Command-line error: error in debug option argument"
    );
}

#[test]
fn ambiguous_abbreviations_list_the_candidates() {
    assert_eq!(
        failure(&["--dev", "t.cu"]),
        "Command-line error: more than one command line option matches the abbreviation \"--dev\":\n            \
         --device-time-trace\n            --device-syntax-only\n            --device-hidden-visibility\n            \
         --device-c\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n"
    );
    assert_eq!(
        message(&["--tim=3", "t.cu"]),
        "Command-line error: more than one command line option matches the abbreviation \"--tim=3\":"
    );
    // `--=x` matches every name, disabled ones included.
    assert_eq!(failure(&["--=5"]).lines().count(), 1 + 386 + 3);
    // An exact name wins over longer names it prefixes.
    assert_eq!(
        options(&["--c", "t.cu"]).language,
        Language::C(CStandard::C11)
    );
}

#[test]
fn input_count_errors_come_after_the_options() {
    let too_many = "Command-line error: too many arguments on command line\n\n";
    let named = |n: &str| {
        format!("1 catastrophic error detected in the compilation of \"{n}\".\nCompilation terminated.\n")
    };
    assert_eq!(
        failure(&["t.cu", "t.cu"]),
        format!("{too_many}{}", named("t.cu"))
    );
    // Nothing after the input is read as an option.
    assert_eq!(
        failure(&["t.cu", "--bogus"]),
        format!("{too_many}{}", named("t.cu"))
    );
    assert_eq!(
        failure(&["--orig_src_file_name", "O.cu", "t.cu", "-"]),
        format!("{too_many}{}", named("O.cu"))
    );
    assert_eq!(
        failure(&["--", "--stub_file_name", "s.c"]),
        format!("{too_many}{}", named("--stub_file_name"))
    );
    // The mode checks come first, and their summary does not name the input.
    assert_eq!(
        failure(&["-b", "5", "s.c"]),
        format!("Command-line error: long lifetime temporaries are incompatible with other requested newer language features\n{TERMINATED}")
    );
    assert_eq!(
        failure(&["-o", "x"]),
        format!("Command-line error: missing source file name\n{TERMINATED}")
    );
    assert_eq!(
        failure(&["-o", "x", "k.cu"]),
        format!(
            "Command-line error: an output file was specified, but none is needed\n\n{}",
            named("k.cu")
        )
    );
}

#[test]
fn layout_flags() {
    assert_eq!(
        failure(&["--brief_diagnostics", "--bogus"]),
        "Command-line error: invalid option: --bogus\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n"
    );
    // The layout in force when the error is found counts.
    assert_eq!(
        failure(&["--bogus", "--brief_diagnostics"]),
        format!("Command-line error: invalid option: --bogus\n{TERMINATED}")
    );
    assert_eq!(
        failure(&["--wrap_diagnostics", "--long_lifetime_temps", "t.cu"]),
        format!(
            "Command-line error: long lifetime temporaries are incompatible with other\n          \
             requested newer language features\n{TERMINATED}"
        )
    );
}

#[test]
fn assertion_failures_are_internal_errors() {
    let aborted = "\n\n1 catastrophic error detected in this compilation.\nCompilation aborted.\n";
    assert_eq!(
        failure(&["--no_namespaces", "t.cu"]),
        format!("Internal error: assertion failed at: \"cmd_line.c\", line 13345 in proc_command_line\n{aborted}")
    );
    // Found while reading, before the mode clash that follows it.
    assert_eq!(
        failure(&["--ms_std_preprocessor", "--c", "--c++"]),
        format!("Internal error: assertion failed at: \"cmd_line.c\", line 12756 in proc_command_line\n{aborted}")
    );
    assert_eq!(
        message(&["--c", "--c++", "--ms_std_preprocessor"]),
        "Command-line error: language modes specified are incompatible"
    );
}

#[test]
fn informational_flags() {
    let (outcome, console) = parse_args(&["--version"]);
    assert_eq!(outcome, CliOutcome::Exit(0));
    assert_eq!(String::from_utf8(console.err).unwrap(), version_banner());
    let (outcome, console) = parse_args(&["-V", "--bogus"]);
    assert_eq!(outcome, CliOutcome::Exit(1));
    assert_eq!(String::from_utf8(console.err).unwrap(), version_banner());
    let (outcome, console) = parse_args(&["--dump_command_options"]);
    assert_eq!(outcome, CliOutcome::Exit(0));
    assert_eq!(
        String::from_utf8(console.out).unwrap(),
        command_options_dump()
    );
    // Printed as read, before a later error.
    let (outcome, console) = parse_args(&["-v", "--bogus"]);
    assert!(matches!(outcome, CliOutcome::Fail(_)));
    assert_eq!(String::from_utf8(console.err).unwrap(), version_banner());
    let (outcome, console) = parse_args(&["--help", "--bogus"]);
    assert_eq!(outcome, CliOutcome::Exit(0));
    assert!(String::from_utf8(console.out)
        .unwrap()
        .contains("--stub_file_name"));
    assert!(matches!(parse_args(&["-h"]).0, CliOutcome::Exit(0)));
}

#[test]
fn non_utf8_arguments_do_not_panic() {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        let bad = OsString::from_vec(vec![b'-', b'-', 0xff, 0xfe]);
        let mut console = Recording::default();
        let CliOutcome::Fail(e) = parse([bad], &mut console) else {
            panic!()
        };
        assert_eq!(e.diagnostic.text, b"invalid option: --\xff\xfe");
        let value = OsString::from_vec(vec![
            b'-', b'-', b'd', b'i', b'a', b'g', b'_', b'e', b'r', b'r', b'o', b'r', b'=', 0xff,
        ]);
        let CliOutcome::Fail(e) = parse([value], &mut console) else {
            panic!()
        };
        assert_eq!(
            e.diagnostic.text,
            b"invalid error tag in diagnostic control option: \xff"
        );
        let input = OsString::from_vec(vec![b'k', 0xff]);
        let CliOutcome::Run(o) = parse([input.clone()], &mut console) else {
            panic!()
        };
        assert_eq!(o.input, Some(Input::File(input)));
    }
    let _ = Style::default();
}

#[test]
fn arbitrary_arguments_never_panic() {
    // A fixed pseudo-random stream of argument vectors built from pieces of real options
    // and random bytes.
    let pieces: Vec<Vec<u8>> = FLAG_TABLE
        .iter()
        .map(|s| format!("--{}", s.name).into_bytes())
        .chain(
            ["-", "--", "=", ",", "-e", "-wr", "t.cu", "", "\u{e9}"]
                .iter()
                .map(|s| s.as_bytes().to_vec()),
        )
        .collect();
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    for _ in 0..3000 {
        let mut args = Vec::new();
        for _ in 0..next() % 6 {
            let mut arg = pieces[next() % pieces.len()].clone();
            match next() % 4 {
                0 => arg.truncate(next() % (arg.len() + 1)),
                1 => arg.extend((0..next() % 4).map(|_| (next() % 256) as u8)),
                2 => arg.extend_from_slice(format!("={}", next() % 100_000).as_bytes()),
                _ => {}
            }
            args.push(crate::text::os_string(arg));
        }
        let mut console = Recording::default();
        let _ = parse(args, &mut console);
    }
}
