//! The seam between the driver and the front end proper: the preprocessed token stream in,
//! the outputs and the diagnostics out.
//!
//! The driver runs the preprocessor to the end, then calls [`translate`] once, on a thread
//! with a large stack: parse (with sema) into the IL, pick the module id, print the host
//! file. Diagnostics come back as data; the driver merges them with the preprocessor's and
//! writes nothing when there is an error.

use crate::cli::{self, CxxStandard, Options};
use crate::diag::Issue;
use crate::diag::IssueAt;
use crate::emit::{self, EmitOptions};
use crate::il::TranslationUnit;
use crate::mangle;
use crate::module_id::{self, IdSource};
use crate::parse::{self, ParseDiagnostic, ParseOptions, TokenStore};
use crate::pp::diag::severity_of;
use crate::pp::Preprocessor;
use crate::sema::cuda_checks;
use crate::source::Pos;
use crate::stub::{self, StubOptions};
use crate::text::os_bytes;
use std::os::unix::ffi::OsStrExt;

/// What translation produced.
#[derive(Debug)]
pub struct Translation {
    /// Diagnostics in stream order (each with the index of the token it was issued at);
    /// the driver merges them with the preprocessor's.
    pub diagnostics: Vec<Issue>,
    /// `Err(construct)`: a construct rcudafe cannot translate yet (the driver names it and
    /// exits 1).
    pub output: Result<Output, &'static str>,
}

/// The files translation writes when there are no errors.
#[derive(Debug, Default)]
pub struct Output {
    /// The host file (`.int.c`).
    pub int_c: Vec<u8>,
    /// The module id (written in `--gen_module_id_file` mode).
    pub module_id: Option<Vec<u8>>,
    /// The stub file (cicc mode: written to `--stub_file_name`).
    pub stub: Option<Vec<u8>>,
}

/// Translates the token stream. `pp` gives the source map, the symbols and the records
/// (pragmas, includes) beside the stream.
pub fn translate(
    tokens: impl Into<TokenStore>,
    pp: &Preprocessor,
    options: &Options,
) -> Translation {
    let mut parsed = parse::parse_tokens(pp, tokens, &parse_options(options));
    // Built after parsing and the tokens dropped after the checks: neither is alive while
    // the IL grows (peak memory).
    let mut stream = cuda_checks::StreamView::new(std::mem::take(&mut parsed.tokens));
    let mut diagnostics: Vec<Issue> = parsed.diagnostics.iter().map(issue_of).collect();
    stream.prior_errors = diagnostics
        .iter()
        .filter(|d| d.severity >= crate::diag::Severity::Error)
        .map(|d| d.token_index)
        .collect();
    stream.prior_errors.sort_unstable();
    let cuda = cuda_checks::check(
        &parsed.tu,
        &stream,
        Some(pp.source_map()),
        options.cuda.extended_lambda,
        options.cuda.device_c,
    );
    merge_by_token_index(&mut diagnostics, cuda);
    if diagnostics
        .iter()
        .any(|d| d.severity >= crate::diag::Severity::Error)
    {
        // Nothing is written on errors; the driver reports and stops.
        return Translation {
            diagnostics,
            output: Ok(Output::default()),
        };
    }
    let tu = parsed.tu;
    let id = module_id_for(&tu, options);
    if options.cicc.cicc_mode {
        // cicc instantiates the kernel templates the TU uses (`-tused`); the stub names them.
        // Errors only cicc's device side reports: no stub.
        let device = stub::device_errors(&tu, options.cuda.device_c);
        if !device.is_empty() {
            for (pos, text) in device {
                diagnostics.push(Issue {
                    number: None,
                    severity: crate::diag::Severity::Error,
                    at: crate::diag::IssueAt::At(pos),
                    text: text.into_bytes(),
                    extra_lines: Vec::new(),
                    notes: Vec::new(),
                    token_index: stream.index(pos),
                    pragmas_before: None,
                });
            }
            diagnostics.sort_by_key(|d| d.token_index);
            return Translation {
                diagnostics,
                output: Ok(Output::default()),
            };
        }
        let mut tu = tu;
        crate::sema::instantiate::used_kernel_instances(&mut tu);
        let output = stub_output(&tu, pp, options, &id);
        return Translation {
            diagnostics,
            output,
        };
    }
    // A construct the printer cannot print yet: write nothing rather than something wrong.
    let output = emit::host_file_bytes(&tu, pp.source_map(), &emit_options(options), &id)
        .map(|int_c| Output {
            int_c,
            module_id: Some(id),
            stub: None,
        })
        .map_err(|n| n.construct);
    Translation {
        diagnostics,
        output,
    }
}

/// cicc's front-end outputs: the stub file, and the one-line `.cudafe1.c` (`# 1 "NAME"` for
/// the file the TU's first line is in), or the construct the stub writer cannot handle yet.
fn stub_output(
    tu: &TranslationUnit,
    pp: &Preprocessor,
    options: &Options,
    id: &[u8],
) -> Result<Output, &'static str> {
    let sm = pp.source_map();
    let bytes = |o: &Option<std::ffi::OsString>| {
        o.as_ref()
            .map(|n| os_bytes(n).into_owned())
            .unwrap_or_default()
    };
    let include_file_name = bytes(&options.files.include_file_name);
    let stub_file_name = bytes(&options.files.stub_file_name);
    let stub_options = StubOptions {
        include_file_name: &include_file_name,
        stub_file_name: &stub_file_name,
        module_id: id,
        rdc: options.cuda.device_c,
    };
    let line_of = |pos| {
        let p = sm.presumed(pos);
        Some((sm.name(p.name).to_vec(), p.line))
    };
    let mut stub = Vec::new();
    stub::write_stub_file(tu, &stub_options, &line_of, &mut stub).map_err(|u| u.0)?;
    let first = sm.presumed(Pos::new(emit::PRIMARY, 0));
    let c_file = cli::cicc::c_file_contents(std::ffi::OsStr::from_bytes(sm.name(first.name)));
    Ok(Output {
        int_c: c_file,
        module_id: None,
        stub: Some(stub),
    })
}

/// Merges `more` into `issues` by token index, keeping each list's order (stable: at the
/// same index the parser's issue comes first).
fn merge_by_token_index(issues: &mut Vec<Issue>, more: Vec<Issue>) {
    if more.is_empty() {
        return;
    }
    issues.extend(more);
    issues.sort_by_key(|i| i.token_index);
}

/// The command-line facts that change the host file.
fn emit_options(o: &Options) -> EmitOptions {
    EmitOptions {
        stub_file_name: o
            .files
            .stub_file_name
            .as_ref()
            .map(|s| s.as_bytes().to_vec())
            .unwrap_or_default(),
        static_host_stub: o.cuda.static_host_stub,
        device_c: o.cuda.device_c,
        extended_lambda: o.cuda.extended_lambda,
        device_hidden_visibility: o.cuda.device_hidden_visibility,
        debug_mode: o.cuda.debug_mode,
        dialect: o.cxx_standard(),
    }
}

fn parse_options(options: &Options) -> ParseOptions {
    let std_year = match options.cxx_standard() {
        Some(CxxStandard::Cxx03) => 2003,
        Some(CxxStandard::Cxx11) => 2011,
        Some(CxxStandard::Cxx14) | None => 2014,
        Some(CxxStandard::Cxx17) => 2017,
        Some(CxxStandard::Cxx20) => 2020,
        Some(CxxStandard::Cxx23) => 2023,
    };
    ParseOptions {
        std_year,
        extended_lambda: options.cuda.extended_lambda,
        ..ParseOptions::default()
    }
}

/// The module id: read from `--module_id_file_name` unless `--gen_module_id_file` asks for
/// it to be made (from the first eligible entity, else from the file's mtime, cwd and pid).
fn module_id_for(tu: &TranslationUnit, options: &Options) -> Vec<u8> {
    let files = &options.files;
    if let (Some(name), false) = (&files.module_id_file_name, files.gen_module_id_file) {
        // The driver checked the file is readable before translation.
        if let Ok(id) = module_id::read(name) {
            return id;
        }
    }
    let display = options
        .display_name()
        .map(|n| os_bytes(n).into_owned())
        .unwrap_or_else(|| b"-".to_vec());
    let orig_path = files
        .orig_src_path_name
        .as_ref()
        .map(|p| os_bytes(p).into_owned());
    match mangle::entity_symbol(tu) {
        Some(symbol) => {
            module_id::generate(orig_path.as_deref(), &display, &IdSource::Entity(&symbol))
        }
        None => {
            let display_os = options
                .display_name()
                .map(|n| n.to_os_string())
                .unwrap_or_default();
            let (ctime, cwd, pid) = module_id::fallback_inputs(&display_os);
            module_id::generate(
                orig_path.as_deref(),
                &display,
                &IdSource::Fallback {
                    ctime: &ctime,
                    cwd: &cwd,
                    pid,
                },
            )
        }
    }
}

fn issue_of(d: &ParseDiagnostic) -> Issue {
    Issue {
        number: u16::try_from(d.msg.number()).ok().filter(|&n| n != 0),
        severity: severity_of(d.severity),
        at: if d.at_end {
            IssueAt::EndOfSource
        } else {
            IssueAt::At(d.pos)
        },
        text: d.text(),
        extra_lines: d.extra_lines.clone(),
        // A parser diagnostic's attached diagnostics are notes, whatever they were issued as.
        notes: d
            .notes
            .iter()
            .map(|n| Issue {
                severity: crate::diag::Severity::Note,
                ..issue_of(n)
            })
            .collect(),
        token_index: d.token_index,
        pragmas_before: None,
    }
}
