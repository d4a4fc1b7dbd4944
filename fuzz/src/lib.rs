//! What the fuzz targets run: rcudafe's whole front end, in memory, on one TU — the
//! preprocessor, the parser with sema, the module id and the printer (the same stages, in the
//! same order, as `rcudafe::translate`). Any panic, hang or stack overflow is a finding, so
//! unlike the driver nothing here turns a panic into an exit status.

pub mod golden;
pub mod scaled;

use rcudafe::cli::{self, CliOutcome, Console, Options};
use rcudafe::pp::{PpOptions, Preprocessor};
use rcudafe::source::loader::MemoryFs;
use rcudafe::diag::Severity;
use rcudafe::lex::TokenKind;
use rcudafe::pp::diag::severity_of;

/// The stack the driver gives translation (deep nesting must end in a diagnostic).
const STACK: usize = 512 << 20;

struct Discard;

impl Console for Discard {
    fn stdout(&mut self, _: &[u8]) {}
    fn stderr(&mut self, _: &[u8]) {}
}

/// nvcc's command line for `fuzz.cu` (as oracle/src/invocation.rs builds it).
fn options() -> Options {
    let args = [
        "--c++17", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200",
        "--display_error_number", "--orig_src_file_name", "fuzz.cu", "--orig_src_path_name",
        "/src/fuzz.cu", "--allow_managed", "--m64", "--parse_templates", "--gen_c_file_name",
        "fuzz.int.c", "--stub_file_name", "fuzz.stub.c", "--gen_module_id_file",
        "--module_id_file_name", "fuzz.module_id", "fuzz.cu",
    ];
    match cli::parse(args, &mut Discard) {
        CliOutcome::Run(options) => *options,
        _ => unreachable!("the fixed command line is valid"),
    }
}

/// What one in-memory run of the front end gave.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Run {
    /// Diagnostics issued (the preprocessor's and translation's).
    pub diagnostics: usize,
    /// Whether one of them is an error (or worse): then nothing is written.
    pub errors: bool,
    /// The size of the host file (0 when nothing was written).
    pub int_c_len: usize,
    /// Translation met a construct the printer cannot print yet (exit 1, "not implemented").
    pub not_implemented: bool,
}

impl Run {
    /// A run with no error that is not "not implemented": the driver would write its host file.
    pub fn succeeded(&self) -> bool {
        !self.errors && !self.not_implemented
    }
}

/// Runs the front end on `bytes` as `fuzz.cu`, with the generator's prelude includable.
/// Returns how many diagnostics were issued and the size of the host file (0 on errors).
pub fn front_end(bytes: &[u8]) -> (usize, usize) {
    let run = run(bytes);
    (run.diagnostics, run.int_c_len)
}

/// [`front_end`], with whether there were errors and whether translation gave up.
pub fn run(bytes: &[u8]) -> Run {
    let job = || {
        let mut files = MemoryFs::new();
        files.add("prelude.cuh", cudagen::PRELUDE.as_bytes());
        // No system directories: a fuzz input must not read the machine's headers.
        let pp_options = PpOptions { default_system_dirs: Vec::new(), ..PpOptions::default() };
        let mut pp = Preprocessor::new(b"fuzz.cu", bytes.to_vec(), pp_options, &files);
        let mut tokens = Vec::new();
        loop {
            let t = pp.next_token();
            let eof = t.kind == TokenKind::Eof;
            tokens.push(t);
            if eof {
                break;
            }
        }
        let mut issued: Vec<rcudafe::diag::Issue> = Vec::new();
        let translation = rcudafe::translate::translate(tokens, &pp, &options(), &mut issued);
        let error = |s: Severity| s >= Severity::Error;
        let errors = pp.diagnostics().iter().any(|d| error(severity_of(d.severity)))
            || issued.iter().any(|d| error(d.severity));
        Run {
            diagnostics: pp.diagnostics().len() + issued.len(),
            errors,
            int_c_len: translation.as_ref().map_or(0, |o| o.int_c.len()),
            not_implemented: translation.is_err(),
        }
    };
    std::thread::scope(|s| {
        let handle = std::thread::Builder::new().stack_size(STACK).spawn_scoped(s, job).expect("spawn");
        handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}
