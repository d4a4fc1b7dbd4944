//! cicc's command line: nvcc 13.0 runs cicc with the front-end options it gives cudafe++
//! plus back-end ones (oracle/src/invocation.rs `cicc_args`). rcudafe accepts that command
//! line too, so that it can stand in for cicc's front end and write the stub file.
//!
//! [`split`] takes the back-end options out (they change nothing rcudafe writes) and
//! reports what they say; what is left is parsed as a cudafe++ command line
//! (`--include_file_name`, `--gen_device_file_name`, `--device-syntax-only` are cudafe++
//! flags already).

use std::ffi::{OsStr, OsString};

/// What the cicc-only options said.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CiccFacts {
    /// Any cicc-only option was present: rcudafe runs as cicc's front end and writes the
    /// stub file (`--stub_file_name`) and the small `.cudafe1.c` (`--gen_c_file_name`)
    /// instead of cudafe++'s outputs.
    pub cicc_mode: bool,
    /// `-tused`: template kernels used in the TU are instantiated (and get stubs).
    pub tused: bool,
    /// `-arch compute_NN`.
    pub arch: Option<OsString>,
    /// `-o F.ptx` (never written: rcudafe generates no device code).
    pub output: Option<OsString>,
}

/// Options that take no value and only matter to cicc's back end.
const FLAGS: &[&str] = &[
    "-m64",
    "-m32",
    "--no-version-ident",
    "-g",
    "-O0",
    "-O1",
    "-O2",
    "-O3",
];

/// Prefixes of `-name=value` back-end options.
const VALUED_PREFIXES: &[&str] = &["-ftz=", "-prec_div=", "-prec_sqrt=", "-fmad=", "-opt="];

/// Splits cicc's back-end options from `args` (argv without argv[0]).
pub fn split(args: &[OsString]) -> (Vec<OsString>, CiccFacts) {
    let mut facts = CiccFacts::default();
    // `-o` is cudafe++'s option too ("an output file was specified, but none is needed"):
    // it is cicc's only on a command line that has cicc-only options.
    let cicc_line = args.iter().any(|a| {
        let t = a.to_str().unwrap_or("");
        t == "-tused"
            || t == "-arch"
            || FLAGS.contains(&t)
            || VALUED_PREFIXES.iter().any(|p| t.starts_with(p))
    });
    let mut rest = Vec::with_capacity(args.len());
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_os_str();
        let text = a.to_str().unwrap_or("");
        // Everything after `--` is an operand.
        if text == "--" {
            rest.extend(args[i..].iter().cloned());
            break;
        }
        if text == "-tused" {
            facts.tused = true;
            facts.cicc_mode = true;
        } else if FLAGS.contains(&text) || VALUED_PREFIXES.iter().any(|p| text.starts_with(p)) {
            facts.cicc_mode = true;
        } else if (text == "-arch" || (text == "-o" && cicc_line)) && i + 1 < args.len() {
            facts.cicc_mode = true;
            let value = args[i + 1].clone();
            if text == "-arch" {
                facts.arch = Some(value);
            } else {
                facts.output = Some(value);
            }
            i += 1;
        } else {
            rest.push(args[i].clone());
        }
        i += 1;
    }
    (rest, facts)
}

/// The `.cudafe1.c` cicc writes beside the stub: one line naming the primary source file
/// as its `# 1 "..."` marker presents it.
pub fn c_file_contents(source_name: &OsStr) -> Vec<u8> {
    let mut out = b"# 1 \"".to_vec();
    out.extend_from_slice(source_name.as_encoded_bytes());
    out.extend_from_slice(b"\"\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    #[test]
    fn nvccs_cicc_line_leaves_the_front_end_options() {
        let argv = os(&[
            "--c++17",
            "--allow_managed",
            "-arch",
            "compute_75",
            "-m64",
            "--no-version-ident",
            "-ftz=0",
            "-prec_div=1",
            "-prec_sqrt=1",
            "-fmad=1",
            "--include_file_name",
            "k.fatbin.c",
            "-tused",
            "--module_id_file_name",
            "k.module_id",
            "--stub_file_name",
            "k.stub.c",
            "--device-syntax-only",
            "k.cpp1.ii",
            "-o",
            "k.ptx",
        ]);
        let (rest, facts) = split(&argv);
        assert_eq!(
            rest,
            os(&[
                "--c++17",
                "--allow_managed",
                "--include_file_name",
                "k.fatbin.c",
                "--module_id_file_name",
                "k.module_id",
                "--stub_file_name",
                "k.stub.c",
                "--device-syntax-only",
                "k.cpp1.ii",
            ])
        );
        assert!(facts.cicc_mode && facts.tused);
        assert_eq!(facts.arch, Some("compute_75".into()));
        assert_eq!(facts.output, Some("k.ptx".into()));
    }

    #[test]
    fn a_cudafe_line_is_untouched() {
        let argv = os(&["--c++17", "--stub_file_name", "s.c", "k.cu"]);
        let (rest, facts) = split(&argv);
        assert_eq!(rest, argv);
        assert!(!facts.cicc_mode);
    }

    #[test]
    fn operands_after_double_dash_are_kept() {
        let argv = os(&["--", "-tused"]);
        let (rest, facts) = split(&argv);
        assert_eq!(rest, argv);
        assert!(!facts.tused);
    }

    #[test]
    fn c_file_names_the_source() {
        assert_eq!(c_file_contents(OsStr::new("k.cu")), b"# 1 \"k.cu\"\n");
    }
}
