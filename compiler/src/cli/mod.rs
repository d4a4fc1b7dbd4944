//! The command line: argv → [`Options`], exactly as cudafe++ 13.0 reads it.
//!
//! How the reference reads its arguments (all found by running it):
//! * Options come first. The first argument that is not an option is the input (`-` is
//!   standard input); any argument after it is not read at all, and makes the command line
//!   fail with `too many arguments on command line` once the options have been checked.
//!   A lone `--` ends the options: the next argument is the input, even if it starts with `-`.
//! * `--name`, `--name=value`, `--name value` (the next argument is taken whatever it looks
//!   like). A name may be abbreviated to any unique prefix; an exact name always wins; an
//!   ambiguous prefix lists every candidate. `=value` on a flag without a value, or an empty
//!   `=`, is an invalid option.
//! * `-X` short aliases may be grouped (`-wr`); a short flag with a value takes the rest of
//!   the argument (`-e5`, `-e=5` gives the value `=5`) or else the next argument.
//! * A bad option or value stops the parse at once; the mode checks, a missing or extra
//!   input and `-o` come after the last option (each error is a catastrophic "command-line
//!   error", exit status 4).
//!
//! rcudafe differs on purpose in one place: `--help` / `-h` prints a usage text (the
//! reference calls them invalid options).

mod apply;
pub mod cicc;
pub mod dialect;
pub mod flag;
mod help;
pub mod options;
mod unhandled;
pub mod values;

use std::ffi::OsString;

use crate::diag::{catalog, Diagnostic, Style};
use crate::text::os_bytes;

pub use apply::{command_options_dump, version_banner};
pub use flag::{Flag, FlagSpec, FLAG_TABLE};
pub use help::usage;
pub use options::*;
pub use unhandled::unhandled;

/// Where the parser prints what the reference prints while it reads the command line.
pub trait Console: Send {
    fn stdout(&mut self, bytes: &[u8]);
    fn stderr(&mut self, bytes: &[u8]);
}

/// A command-line error with the name its summary line shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    pub diagnostic: Diagnostic,
    /// `Some(name)`: `... in the compilation of "name".`; `None`: `... in this compilation.`
    pub display_name: Option<Vec<u8>>,
    /// The diagnostic layout in force when the error was found.
    pub style: Style,
}

/// What reading the command line decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CliOutcome {
    /// Go on with these options (an input is present).
    Run(Box<Options>),
    /// Nothing to translate: exit with this status (`--version` alone: 0; `--Version`: 1;
    /// `--help`: 0).
    Exit(i32),
    Fail(CliError),
}

/// A failure whose summary says `in this compilation` (the input name is not known yet).
fn fail(opts: &Options, diagnostic: Diagnostic) -> CliOutcome {
    fail_named(opts, diagnostic, None)
}

fn fail_named(
    opts: &Options,
    diagnostic: Diagnostic,
    display_name: Option<&std::ffi::OsStr>,
) -> CliOutcome {
    let display_name = display_name.map(|n| os_bytes(n).into_owned());
    CliOutcome::Fail(CliError {
        diagnostic,
        display_name,
        style: opts.diagnostic_style(),
    })
}

fn invalid_option(arg: &[u8]) -> Diagnostic {
    Diagnostic::command_line(&catalog::INVALID_OPTION, &[arg])
}

/// How a long option name matched the table.
enum Match {
    One(&'static FlagSpec),
    None,
    Ambiguous(Vec<&'static FlagSpec>),
}

fn match_long(name: &[u8]) -> Match {
    if let Some(spec) = FLAG_TABLE.iter().find(|s| s.name.as_bytes() == name) {
        return Match::One(spec);
    }
    let candidates: Vec<_> = FLAG_TABLE
        .iter()
        .filter(|s| s.name.as_bytes().starts_with(name))
        .collect();
    match candidates.len() {
        0 => Match::None,
        1 => Match::One(candidates[0]),
        _ => Match::Ambiguous(candidates),
    }
}

fn ambiguous(body: &[u8], candidates: &[&FlagSpec]) -> Diagnostic {
    let mut d = Diagnostic::command_line(&catalog::AMBIGUOUS_OPTION, &[body]);
    d.extra_lines = candidates
        .iter()
        .map(|s| format!("            --{}", s.name).into_bytes())
        .collect();
    d
}

/// Reads the arguments (without the program name).
pub fn parse<I>(args: I, console: &mut dyn Console) -> CliOutcome
where
    I: IntoIterator,
    I::Item: Into<OsString>,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let mut opts = Options::default();
    let mut options_done = false;
    let mut extra_arguments = 0;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let bytes = os_bytes(arg);
        i += 1;
        if options_done || bytes.len() < 2 || bytes[0] != b'-' {
            // The first non-option is the input; whatever follows is not read as options.
            opts.input = Some(if &bytes[..] == b"-" {
                Input::Stdin
            } else {
                Input::File(arg.clone())
            });
            extra_arguments = args.len() - i;
            break;
        }
        if &bytes[..] == b"--" {
            options_done = true;
            continue;
        }
        if &bytes[..] == b"--help" || &bytes[..] == b"-h" {
            console.stdout(usage().as_bytes());
            return CliOutcome::Exit(0);
        }
        let step = if bytes.starts_with(b"--") {
            long_option(&mut opts, &bytes, &args, &mut i, console)
        } else {
            short_options(&mut opts, &bytes, &args, &mut i, console)
        };
        match step {
            Ok(apply::Flow::Continue) => {}
            Ok(apply::Flow::Exit(code)) => return CliOutcome::Exit(code),
            Err(d) => return fail(&opts, d),
        }
    }
    finish(opts, extra_arguments)
}

fn long_option(
    opts: &mut Options,
    arg: &[u8],
    args: &[OsString],
    next: &mut usize,
    console: &mut dyn Console,
) -> Result<apply::Flow, Diagnostic> {
    let body = &arg[2..];
    let (name, inline_value) = match body.iter().position(|&b| b == b'=') {
        Some(eq) => (&body[..eq], Some(&body[eq + 1..])),
        None => (body, None),
    };
    let spec = match match_long(name) {
        Match::One(spec) if spec.enabled => spec,
        Match::One(_) | Match::None => return Err(invalid_option(arg)),
        Match::Ambiguous(candidates) => return Err(ambiguous(body, &candidates)),
    };
    let value = match (spec.takes_value, inline_value) {
        (false, None) => None,
        (false, Some(_)) | (true, Some(b"")) => return Err(invalid_option(arg)),
        (true, Some(v)) => Some(crate::text::os_string(v.to_vec())),
        (true, None) => match args.get(*next) {
            Some(v) => {
                *next += 1;
                Some(v.clone())
            }
            None => return Err(Diagnostic::command_line(&catalog::MISSING_ARGUMENT, &[arg])),
        },
    };
    dialect::on_flag(&opts.given, spec.flag)?;
    apply::apply(opts, spec, value.as_deref(), console)
}

fn short_options(
    opts: &mut Options,
    arg: &[u8],
    args: &[OsString],
    next: &mut usize,
    console: &mut dyn Console,
) -> Result<apply::Flow, Diagnostic> {
    let mut k = 1;
    while k < arg.len() {
        let c = arg[k];
        k += 1;
        let Some(spec) = FLAG_TABLE.iter().find(|s| s.short == Some(c)) else {
            return Err(invalid_option(arg));
        };
        let value = if spec.takes_value {
            if k < arg.len() {
                let rest = crate::text::os_string(arg[k..].to_vec());
                k = arg.len();
                Some(rest)
            } else if let Some(v) = args.get(*next) {
                *next += 1;
                Some(v.clone())
            } else {
                return Err(invalid_option(arg));
            }
        } else {
            None
        };
        dialect::on_flag(&opts.given, spec.flag)?;
        if let apply::Flow::Exit(code) = apply::apply(opts, spec, value.as_deref(), console)? {
            return Ok(apply::Flow::Exit(code));
        }
    }
    Ok(apply::Flow::Continue)
}

/// The checks after the last option, in the reference's order.
fn finish(mut opts: Options, extra_arguments: usize) -> CliOutcome {
    if let Err(d) = dialect::resolve(&mut opts) {
        return fail(&opts, d);
    }
    if opts.input.is_none() {
        let a = &opts.actions;
        // An informational flag alone is a complete run for the reference.
        if a.version
            || a.dump_command_options
            || a.dump_configuration
            || a.dump_legacy_as_target.is_some()
        {
            return CliOutcome::Exit(0);
        }
        return fail(
            &opts,
            Diagnostic::command_line(&catalog::MISSING_SOURCE_FILE_NAME, &[]),
        );
    }
    if extra_arguments > 0 {
        let diagnostic = Diagnostic::command_line(&catalog::TOO_MANY_ARGUMENTS, &[]);
        return fail_named(&opts, diagnostic, opts.display_name());
    }
    if opts.files.output.is_some() {
        let diagnostic = Diagnostic::command_line(&catalog::NO_OUTPUT_FILE_NEEDED, &[]);
        return fail_named(&opts, diagnostic, opts.display_name());
    }
    CliOutcome::Run(Box::new(opts))
}

#[cfg(test)]
mod tests;
