//! The driver: one run of rcudafe, from argv to exit status.
//!
//! It follows the reference's order of events: read the command line; open the listing,
//! cross-reference and error files; start the SARIF document if asked; read the input;
//! open the preincluded files; open the host file; read the module id (read mode); check
//! what the reference only finds out while writing (a stub file name; a module id file
//! name). Then, on a thread with a large stack (the parser recurses): preprocess to the
//! end, [`translate`] the token stream, report the merged diagnostics through the
//! [`Engine`], and write the outputs only when there was no error. Until every stage
//! exists, translation may say it is not implemented: the driver then says so and exits 1.

use std::ffi::OsString;
use std::io::{self, Write};
use std::path::Path;

use crate::cli::{self, CliOutcome, Console, Options};
use crate::diag::tags::CatalogNames;
use crate::diag::{
    catalog, Diagnostic, Engine, ExitStatus, Flow, Issue, Location, Policy, Reporter, Severity,
    Streamer,
};
use crate::lex::{LexOptions, TokenKind};
use crate::output::{self, OpenFailure, Reserved};
use crate::pp::{PpOptions, Preprocessor};
use crate::source::{self, RealFs};
use crate::text::os_bytes;
use crate::translate::translate;

/// The stack of the translation thread: deep nesting in the source becomes deep recursion
/// in the parser, which must end in a diagnostic, never in a stack overflow.
const TRANSLATION_STACK: usize = 512 << 20;

/// Printed when the translation thread panicked (a bug: no input may cause one).
const PANICKED: &str = "rcudafe: internal error: translation panicked\n";

/// The line printed when translation would start.
pub const NOT_IMPLEMENTED: &str = "rcudafe: error: not implemented yet: ";

/// The process's real stdout and stderr. Write errors (a closed pipe) are ignored: there is
/// nowhere left to report them, and rcudafe must not panic.
pub struct StdConsole;

impl Console for StdConsole {
    fn stdout(&mut self, bytes: &[u8]) {
        let mut out = io::stdout().lock();
        let _ = out.write_all(bytes);
        let _ = out.flush();
    }
    fn stderr(&mut self, bytes: &[u8]) {
        let _ = io::stderr().lock().write_all(bytes);
    }
}

/// Lets a [`Reporter`] write to a console's stderr.
struct Stderr<'a>(&'a mut dyn Console);

impl Write for Stderr<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.stderr(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// `cannot open <kind> file "<name>"`, with the reason when there is one.
fn cannot_open(
    severity: Severity,
    location: Location,
    kind: &[u8],
    name: &[u8],
    failure: &OpenFailure,
) -> Diagnostic {
    match &failure.reason {
        None => Diagnostic::new(
            severity,
            location,
            &catalog::CANNOT_OPEN_FILE,
            &[kind, name],
        ),
        Some(reason) => Diagnostic::new(
            severity,
            location,
            &catalog::CANNOT_OPEN_FILE_REASON,
            &[kind, name, reason.as_bytes()],
        ),
    }
}

/// Runs rcudafe on `args` (without the program name) and returns the exit status.
pub fn run<I>(args: I, console: &mut dyn Console) -> i32
where
    I: IntoIterator,
    I::Item: Into<OsString>,
{
    // cicc's command line is cudafe++'s plus back-end options: take those out first.
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let (args, cicc) = cli::cicc::split(&args);
    let outcome = match cli::parse(args, console) {
        // An option whose effect rcudafe does not produce yet stops it as an unknown one would.
        CliOutcome::Run(options) => match cli::unhandled(&options) {
            Some(error) => CliOutcome::Fail(error),
            None => CliOutcome::Run(options),
        },
        other => other,
    };
    let options = match outcome {
        CliOutcome::Run(mut options) => {
            options.cicc = cicc;
            options
        }
        CliOutcome::Exit(code) => return code,
        CliOutcome::Fail(error) => {
            let mut reporter = Reporter::new(Stderr(console));
            reporter.set_display_name(error.display_name);
            reporter.set_style(error.style);
            reporter.report(&error.diagnostic);
            return reporter.finish().code();
        }
    };
    on_large_stack(console, |console| compile(&options, console))
}

/// Runs `job` on a thread with [`TRANSLATION_STACK`] bytes of stack (an internal error if no such
/// thread can be made). A panic becomes an internal error (exit 4).
fn on_large_stack(
    console: &mut dyn Console,
    job: impl FnOnce(&mut dyn Console) -> i32 + Send,
) -> i32 {
    let panicked = std::thread::scope(|scope| {
        let console_ref = &mut *console;
        let spawned = std::thread::Builder::new()
            .name("translation".into())
            .stack_size(TRANSLATION_STACK)
            .spawn_scoped(scope, move || job(console_ref));
        // A thread that cannot be made is reported as the panic is (the job is gone).
        spawned.ok().and_then(|handle| handle.join().ok())
    });
    match panicked {
        Some(code) => code,
        None => {
            console.stderr(PANICKED.as_bytes());
            ExitStatus::Catastrophic.code()
        }
    }
}

/// One compilation after the command line: diagnostics go to stderr as they are made;
/// returns the exit status.
fn compile(options: &Options, console: &mut dyn Console) -> i32 {
    let mut reporter = Reporter::new(Stderr(console));
    let display_name = options.display_name().map(|n| os_bytes(n).into_owned());
    let style = options.diagnostic_style();
    crate::termination::begin(display_name.as_deref(), style);
    reporter.set_display_name(display_name);
    reporter.set_style(style);
    if let Some(limit) = options.diagnostics.error_limit {
        reporter.set_error_limit(u32::try_from(limit).unwrap_or(u32::MAX));
    }
    reporter.set_cwd(
        std::env::current_dir()
            .ok()
            .map(|d| os_bytes(d.as_os_str()).into_owned()),
    );
    let prepared = open_side_files(options).and_then(|()| {
        reporter.begin_translation();
        prepare(options)
    });
    match prepared {
        Ok(prepared) => translate_unit(options, prepared, &mut reporter),
        Err(diagnostic) => {
            reporter.report(&diagnostic);
            reporter.finish().code()
        }
    }
}

/// The preprocessor's options from the command line.
fn pp_options(options: &Options) -> PpOptions {
    let lex = match options.cxx_standard() {
        Some(standard) => LexOptions::for_standard(standard.cplusplus() / 100),
        // C: no user-defined literals, no digit separators, no `u8'c'`, no `<=>`.
        None => LexOptions::for_standard(2003),
    };
    let dirs = |list: &[OsString]| list.iter().map(|d| os_bytes(d).into_owned()).collect();
    PpOptions {
        lex,
        include_dirs: dirs(&options.preprocessor.include_dirs),
        system_dirs: dirs(&options.preprocessor.sys_include_dirs),
        ..PpOptions::default()
    }
}

/// Preprocesses, translates, reports, writes. Returns the exit status.
fn translate_unit(options: &Options, prepared: Prepared, reporter: &mut Reporter<Stderr>) -> i32 {
    static FILES: RealFs = RealFs;
    static NAMES: CatalogNames = CatalogNames;
    let name = options
        .input
        .as_ref()
        .map(|i| os_bytes(i.name()).into_owned())
        .unwrap_or_default();
    let last_line = line_count(&prepared.text);
    let mut pp = Preprocessor::new(&name, prepared.text, pp_options(options), &FILES);
    pp.set_diag_names(&NAMES);
    let mut tokens = crate::parse::TokenStore::new();
    loop {
        let token = pp.next_token();
        let eof = token.kind == TokenKind::Eof;
        // The parser wants the end marker (its position is where "end of source" is).
        tokens.push(token);
        if eof {
            break;
        }
    }
    let pp_issues: Vec<Issue> = pp.diagnostics().iter().map(Issue::from).collect();
    let engine = Engine::new(Policy::from_options(&options.diagnostics));
    let mut streamer = Streamer::new(
        engine,
        reporter,
        pp_issues,
        &pp.records().diag_pragmas,
        pp.source_map(),
        (&name, last_line),
    );
    let output = translate(tokens, &pp, options, &mut streamer);
    let flow = streamer.finish();
    if flow == Flow::Stop || reporter.has_errors() {
        // `prepared.host_file` was only checked: nothing was created.
        return reporter.finish().code();
    }
    let output = match output {
        Ok(output) => output,
        Err(construct) => {
            reporter.write_raw(format!("{NOT_IMPLEMENTED}{construct}\n").as_bytes());
            return ExitStatus::NotImplemented.code();
        }
    };
    if let Err(diagnostic) = write_outputs(options, prepared.host_file, &output) {
        reporter.report(&diagnostic);
    }
    reporter.finish().code()
}

/// Commits the host file (or prints it to stdout when it has no file) and writes the
/// module id file in `--gen_module_id_file` mode.
fn write_outputs(
    options: &Options,
    host_file: Option<Reserved>,
    output: &crate::translate::Output,
) -> Result<(), Diagnostic> {
    let write_failed = |kind: &[u8], name: &[u8]| {
        let failure = OpenFailure { reason: None };
        cannot_open(
            Severity::Catastrophic,
            Location::Nowhere,
            kind,
            name,
            &failure,
        )
    };
    match host_file {
        Some(reserved) => {
            let name = os_bytes(reserved.destination().as_os_str()).into_owned();
            let failed = || write_failed(catalog::FILE_KIND_GENERATED_CXX, &name);
            // The temporary file is made only now that the contents are ready.
            let mut file = reserved.open().map_err(|_| failed())?;
            let written = file.write_all(&output.int_c).and_then(|()| file.commit());
            written.map_err(|_| failed())?;
        }
        None if options.generates_host_file() => {
            let mut out = io::stdout().lock();
            let _ = out.write_all(&output.int_c);
            let _ = out.flush();
        }
        None => {}
    }
    let files = &options.files;
    if let (Some(stub), Some(name)) = (&output.stub, &files.stub_file_name) {
        output::write_file(Path::new(name), stub)
            .map_err(|_| write_failed(catalog::FILE_KIND_GENERATED_CXX, &os_bytes(name)))?;
    }
    if let (Some(id), Some(name), true) = (
        &output.module_id,
        &files.module_id_file_name,
        files.gen_module_id_file,
    ) {
        output::write_file(Path::new(name), id)
            .map_err(|_| write_failed(catalog::FILE_KIND_MODULE_ID, &os_bytes(name)))?;
    }
    Ok(())
}

/// The last line of a file (0 for an empty one): where "end of source" is, as long as the
/// file has no line directives or includes (the preprocessor will know better).
fn line_count(text: &[u8]) -> u32 {
    let newlines = text.iter().filter(|&&b| b == b'\n').count();
    let unterminated = usize::from(text.last().is_some_and(|&b| b != b'\n'));
    u32::try_from(newlines + unterminated).unwrap_or(u32::MAX)
}

/// The listing, cross-reference and error files: checked only for now, since they have no
/// contents until translation exists.
fn open_side_files(options: &Options) -> Result<(), Diagnostic> {
    let files = &options.files;
    let side_files = [
        (&files.list, catalog::FILE_KIND_RAW_LISTING),
        (&files.xref, catalog::FILE_KIND_CROSS_REFERENCE),
        (&files.error_output, catalog::FILE_KIND_ERROR),
    ];
    for (name, kind) in side_files {
        if let Some(name) = name {
            if let Err(failure) = Reserved::check(Path::new(name)) {
                return Err(cannot_open(
                    Severity::CommandLineError,
                    Location::Nowhere,
                    kind,
                    &os_bytes(name),
                    &failure,
                ));
            }
        }
    }

    Ok(())
}

/// What [`prepare`] readies for translation.
struct Prepared {
    /// The input's bytes.
    text: Vec<u8>,
    /// The host file, checked as the reference opens it (if it goes to a file).
    host_file: Option<Reserved>,
}

/// Everything else before translation.
fn prepare(options: &Options) -> Result<Prepared, Diagnostic> {
    let files = &options.files;
    let Some(input) = &options.input else {
        return Err(Diagnostic::command_line(
            &catalog::MISSING_SOURCE_FILE_NAME,
            &[],
        ));
    };
    let text = source::read_input(input).map_err(|failure| {
        let name = os_bytes(input.name());
        cannot_open(
            Severity::Catastrophic,
            Location::Nowhere,
            catalog::FILE_KIND_SOURCE,
            &name,
            &failure,
        )
    })?;

    let pre = &options.preprocessor;
    for name in pre.preinclude.iter().chain(&pre.preinclude_macros) {
        if let Err(failure) = source::read_file(name) {
            let kind = catalog::FILE_KIND_SOURCE;
            return Err(cannot_open(
                Severity::CommandLineError,
                Location::Nowhere,
                kind,
                &os_bytes(name),
                &failure,
            ));
        }
    }

    let host_file = match options.host_file_name() {
        Some(name) if options.generates_host_file() => {
            let file = Reserved::check(Path::new(&name)).map_err(|failure| {
                let kind = catalog::FILE_KIND_GENERATED_CXX;
                cannot_open(
                    Severity::Catastrophic,
                    Location::Nowhere,
                    kind,
                    &os_bytes(&name),
                    &failure,
                )
            })?;
            Some(file)
        }
        _ => None,
    };

    if let (Some(name), false) = (&files.module_id_file_name, files.gen_module_id_file) {
        // Read mode. The reference reads the id where it first needs it; with no entity
        // that needs it earlier, that is the end of the source. (Once the parser exists,
        // the first entity that needs the id gives the location.)
        source::read_file(name).map_err(|failure| {
            let file = os_bytes(input.name()).into_owned();
            let end = Location::EndOfSource {
                file,
                line: line_count(&text),
            };
            let kind = catalog::FILE_KIND_MODULE_ID;
            cannot_open(Severity::Catastrophic, end, kind, &os_bytes(name), &failure)
        })?;
    }
    // The reference needs the stub name while writing the host file, and only then finds
    // out that the module id it is about to write has no file name.
    if options.generates_host_file() && files.stub_file_name.is_none() {
        return Err(Diagnostic::command_line(
            &catalog::STUB_FILE_NAME_REQUIRED,
            &[],
        ));
    }
    if files.gen_module_id_file && files.module_id_file_name.is_none() {
        let message = &catalog::MODULE_ID_FILENAME_NOT_SPECIFIED;
        return Err(Diagnostic::new(
            Severity::Internal,
            Location::Nowhere,
            message,
            &[],
        ));
    }
    Ok(Prepared { text, host_file })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_of_source_line() {
        assert_eq!(line_count(b""), 0);
        assert_eq!(line_count(b"int x;\n"), 1);
        assert_eq!(line_count(b"int x;\n\n\n// c\n"), 4);
        assert_eq!(line_count(b"int x;\n\n\n// c"), 4);
    }
}
