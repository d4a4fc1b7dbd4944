//! The driver: one run of rcudafe, from argv to exit status.
//!
//! It follows the reference's order of events: read the command line; open the listing,
//! cross-reference and error files; start the SARIF document if asked; read the input;
//! open the preincluded files; open the host file; read the module id (read mode). The
//! front end proper would translate next. It does not exist yet, so the driver checks what
//! the reference only finds out while writing (a stub file name; a module id file name),
//! then says so and exits 1, writing no output file.

use std::ffi::OsString;
use std::io::{self, Write};
use std::path::Path;

use crate::cli::{self, CliOutcome, Console, Options};
use crate::diag::{catalog, Diagnostic, ExitStatus, Location, Reporter, Severity};
use crate::output::{OpenFailure, OutputFile};
use crate::source;
use crate::text::os_bytes;

/// The line printed when translation would start.
pub const NOT_IMPLEMENTED: &str = "rcudafe: error: translation of C++ is not implemented yet\n";

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
    let options = match cli::parse(args, console) {
        CliOutcome::Run(options) => options,
        CliOutcome::Exit(code) => return code,
        CliOutcome::Fail(error) => {
            let mut reporter = Reporter::new(Stderr(console));
            reporter.set_display_name(error.display_name);
            reporter.set_style(error.style);
            reporter.report(&error.diagnostic);
            return reporter.finish().code();
        }
    };
    let mut reporter = Reporter::new(Stderr(console));
    reporter.set_display_name(options.display_name().map(|n| os_bytes(n).into_owned()));
    reporter.set_style(options.diagnostic_style());
    reporter.set_cwd(
        std::env::current_dir()
            .ok()
            .map(|d| os_bytes(d.as_os_str()).into_owned()),
    );
    let prepared = open_side_files(&options).and_then(|()| {
        reporter.begin_translation();
        prepare(&options)
    });
    match prepared {
        Ok(_host_file) => {
            // `_host_file` is dropped unwritten: its temporary file disappears.
            reporter.write_raw(NOT_IMPLEMENTED.as_bytes());
            ExitStatus::NotImplemented.code()
        }
        Err(diagnostic) => {
            reporter.report(&diagnostic);
            reporter.finish().code()
        }
    }
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
            if let Err(failure) = OutputFile::create(Path::new(name)) {
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

/// Everything else before translation. Returns the opened host file (if it goes to a file).
fn prepare(options: &Options) -> Result<Option<OutputFile>, Diagnostic> {
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
            let file = OutputFile::create(Path::new(&name)).map_err(|failure| {
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
    Ok(host_file)
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
