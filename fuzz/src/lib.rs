//! What the fuzz targets run: rcudafe's whole front end, in memory, on one TU — the
//! preprocessor, the parser with sema, the module id and the printer (the same stages, in the
//! same order, as `rcudafe::translate`). Any panic, hang or stack overflow is a finding, so
//! unlike the driver nothing here turns a panic into an exit status.

pub mod golden;

use rcudafe::cli::{self, CliOutcome, Console, Options};
use rcudafe::pp::{PpOptions, Preprocessor};
use rcudafe::source::loader::MemoryFs;
use rcudafe::lex::TokenKind;

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

/// Runs the front end on `bytes` as `fuzz.cu`, with the generator's prelude includable.
/// Returns how many diagnostics were issued and the size of the host file (0 on errors).
pub fn front_end(bytes: &[u8]) -> (usize, usize) {
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
        let written = translation.map_or(0, |o| o.int_c.len());
        (pp.diagnostics().len() + issued.len(), written)
    };
    std::thread::scope(|s| {
        let handle = std::thread::Builder::new().stack_size(STACK).spawn_scoped(s, job).expect("spawn");
        handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}
