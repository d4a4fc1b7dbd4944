//! The seam between the driver and the front end proper: the preprocessed token stream in,
//! the outputs and the diagnostics out.
//!
//! The driver runs the preprocessor to the end, then calls [`translate`] once, on a thread
//! with a large stack: parse (with sema and the CUDA checks, declaration by declaration)
//! into the IL, pick the module id, print the host file. Diagnostics go to the driver's
//! sink as they are made, which merges the preprocessor's in; nothing is written when there
//! is an error.

use crate::cli::{self, CxxStandard, Options};
use crate::diag::{DiagnosticSink, Flow, Issue, IssueAt, Severity};
use crate::emit::{self, EmitOptions};
use crate::il::TranslationUnit;
use crate::mangle;
use crate::module_id::{self, IdSource};
use crate::parse::{self, ParseOptions, Streaming, TokenStore};
use crate::pp::Preprocessor;
use crate::sema::cuda_checks;
use crate::source::Pos;
use crate::stub::{self, StubOptions};
use crate::text::os_bytes;
use std::os::unix::ffi::OsStrExt;

/// What translation produced: the files to write, or `Err(construct)` for a construct
/// rcudafe cannot translate yet (the driver names it and exits 1). Its diagnostics went
/// to the sink as they were made.
pub type Translation = Result<Output, &'static str>;

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

/// Counts the errors (as issued) that pass through to the driver's sink.
struct Watch<'s> {
    sink: &'s mut dyn DiagnosticSink,
    errors: bool,
}

impl DiagnosticSink for Watch<'_> {
    fn report(&mut self, issues: Vec<Issue>) -> Flow {
        self.errors |= issues.iter().any(|d| d.severity >= Severity::Error);
        self.sink.report(issues)
    }
    fn reached(&mut self, index: u32) {
        self.sink.reached(index)
    }
}

/// Translates the token stream. `pp` gives the source map, the symbols and the records
/// (pragmas, includes) beside the stream. Diagnostics go to `sink` as they are made (in
/// cicc mode at the end, sorted with the device-side errors).
pub fn translate(
    tokens: impl Into<TokenStore>,
    pp: &Preprocessor,
    options: &Options,
    sink: &mut dyn DiagnosticSink,
) -> Translation {
    if options.cicc.cicc_mode {
        return translate_cicc(tokens.into(), pp, options, sink);
    }
    let mut watch = Watch {
        sink,
        errors: false,
    };
    let streaming = Streaming::new(
        &mut watch,
        options.cuda.extended_lambda,
        options.cuda.device_c,
    );
    let parsed = parse::parse_tokens_streaming(pp, tokens, &parse_options(options), streaming);
    drop(parsed.tokens);
    if watch.errors || parsed.stopped {
        // Nothing is written on errors; the driver reports and stops.
        return Ok(Output::default());
    }
    let mut tu = parsed.tu;
    // Identifiers are written (and hashed into the module id) with UCNs: `caf\u00e9`.
    tu.symbols.spell_identifiers_with_ucns();
    let id = module_id_for(&tu, options);
    // A construct the printer cannot print yet: write nothing rather than something wrong.
    emit::host_file_bytes(&tu, pp.source_map(), &emit_options(options), &id)
        .map(|int_c| Output {
            int_c,
            module_id: Some(id),
            stub: None,
        })
        .map_err(|n| n.construct)
}

/// cicc mode: the diagnostics are held to the end, where the errors only cicc's device
/// side reports join them in token order.
fn translate_cicc(
    tokens: TokenStore,
    pp: &Preprocessor,
    options: &Options,
    sink: &mut dyn DiagnosticSink,
) -> Translation {
    let mut held: Vec<Issue> = Vec::new();
    let streaming = Streaming::new(
        &mut held,
        options.cuda.extended_lambda,
        options.cuda.device_c,
    )
    .on_device_side();
    let parsed = parse::parse_tokens_streaming(pp, tokens, &parse_options(options), streaming);
    if held.iter().any(|d| d.severity >= Severity::Error) {
        sink.report(held);
        return Ok(Output::default());
    }
    let mut tu = parsed.tu;
    tu.symbols.spell_identifiers_with_ucns();
    let id = module_id_for(&tu, options);
    // cicc instantiates the kernel templates the TU uses (`-tused`); the stub names them.
    // Errors only cicc's device side reports: no stub.
    let device = stub::device_errors(&tu, options.cuda.device_c);
    if !device.is_empty() {
        let mut ix = cuda_checks::TokenIndex::default();
        let view = ix.view(&parsed.tokens);
        for (pos, text) in device {
            held.push(Issue {
                number: None,
                severity: Severity::Error,
                at: IssueAt::At(pos),
                text: text.into_bytes(),
                extra_lines: Vec::new(),
                context_lines: Vec::new(),
                notes: Vec::new(),
                token_index: view.index(pos),
                pragmas_before: None,
            });
        }
        held.sort_by_key(|d| d.token_index);
        sink.report(held);
        return Ok(Output::default());
    }
    sink.report(held);
    crate::sema::instantiate::used_kernel_instances(&mut tu);
    stub_output(&tu, pp, options, &id)
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
        // cicc's front end compiles the device side.
        device_side: options.cicc.cicc_mode,
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
