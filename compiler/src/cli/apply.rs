//! What each flag does to [`Options`] the moment it is read: the value checks the reference
//! makes at that point, and the two flags that print while parsing (`--version`,
//! `--dump_command_options`).

use std::ffi::{OsStr, OsString};
use std::path::Path;

use crate::diag::{catalog, Diagnostic};
use crate::text::os_bytes;

use super::flag::{Flag, FlagSpec, FLAG_TABLE};
use super::options::{DiagAction, MacroArg, Options};
use super::values;
use super::Console;

/// What the parser does after a flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    /// Stop at once with this exit status (`--Version`).
    Exit(i32),
}

/// rcudafe's one-line banner for `--version` / `-v` (on stderr, like the reference's).
pub fn version_banner() -> String {
    format!(
        "rcudafe {}: an open reimplementation of NVIDIA's cudafe++ {} (EDG C/C++ front end 6.6 based)\n",
        env!("CARGO_PKG_VERSION"),
        crate::REFERENCE_VERSION
    )
}

/// `--dump_command_options`: every registered name, each followed by a space, no newline.
pub fn command_options_dump() -> String {
    FLAG_TABLE
        .iter()
        .map(|spec| format!("--{} ", spec.name))
        .collect()
}

fn is_directory(value: &OsStr) -> bool {
    Path::new(value).is_dir()
}

/// Applies one flag. `value` is present exactly when the flag takes one.
pub fn apply(
    opts: &mut Options,
    spec: &FlagSpec,
    value: Option<&OsStr>,
    console: &mut dyn Console,
) -> Result<Flow, Diagnostic> {
    let on = spec.on;
    opts.given.push((spec.flag, on));
    opts.toggles.set(spec.flag, on);
    let Some(value) = value else {
        return Ok(apply_switch(opts, spec.flag, on, console));
    };
    let bytes = os_bytes(value);
    let owned = || value.to_os_string();
    use Flag::*;
    match spec.flag {
        Instantiate => opts.limits.instantiate = Some(values::instantiation_mode(&bytes)?),
        IncludeDirectory => opts.preprocessor.include_dirs.push(owned()),
        SysInclude => opts.preprocessor.sys_include_dirs.push(owned()),
        DefineMacro => opts.preprocessor.macros.push(MacroArg::Define(owned())),
        UndefineMacro => opts.preprocessor.macros.push(MacroArg::Undefine(owned())),
        Preinclude => opts.preprocessor.preinclude.push(owned()),
        PreincludeMacros => opts.preprocessor.preinclude_macros.push(owned()),
        InclSuffixes => opts.preprocessor.incl_suffixes = Some(owned()),
        UnicodeSourceKind => {
            opts.preprocessor.unicode_source_kind = Some(values::unicode_source_kind(&bytes)?)
        }
        ErrorLimit => opts.diagnostics.error_limit = Some(values::error_limit(&bytes)?),
        ContextLimit => opts.diagnostics.context_limit = Some(values::number(&bytes)?),
        OutputMode => opts.diagnostics.output_mode = values::output_mode(&bytes)?,
        DiagSuppress | DiagRemark | DiagWarning | DiagError | DiagOnce => {
            let action = match spec.flag {
                DiagSuppress => DiagAction::Suppress,
                DiagRemark => DiagAction::Remark,
                DiagWarning => DiagAction::Warning,
                DiagError => DiagAction::Error,
                _ => DiagAction::Once,
            };
            let controls = values::diag_list(action, &bytes)?;
            opts.diagnostics.controls.extend(controls);
        }
        List => opts.files.list = Some(owned()),
        Xref => opts.files.xref = Some(owned()),
        ErrorOutput => opts.files.error_output = Some(owned()),
        Output => opts.files.output = Some(owned()),
        GenCFileName => opts.files.gen_c_file_name = Some(owned()),
        StubFileName => opts.files.stub_file_name = Some(owned()),
        ModuleIdFileName => opts.files.module_id_file_name = Some(owned()),
        GenDeviceFileName => opts.files.gen_device_file_name = Some(owned()),
        IncludeFileName => opts.files.include_file_name = Some(owned()),
        TileBcFileName => opts.files.tile_bc_file_name = Some(owned()),
        OrigSrcFileName => opts.files.orig_src_file_name = Some(owned()),
        OrigSrcPathName => opts.files.orig_src_path_name = Some(owned()),
        FrandomSeed => opts.cuda.frandom_seed = Some(owned()),
        Db => {
            values::debug_argument(&bytes)?;
            opts.actions.db.push(owned());
        }
        TimeLimit => opts.limits.time_limit = Some(values::number(&bytes)?),
        ModifyStackLimit => opts.limits.modify_stack_limit = Some(values::number(&bytes)?),
        PendingInstantiations => opts.limits.pending_instantiations = Some(values::number(&bytes)?),
        MaxDepthConstexprCall => {
            opts.limits.max_depth_constexpr_call = Some(values::number(&bytes)?)
        }
        MaxCostConstexprCall => opts.limits.max_cost_constexpr_call = Some(values::number(&bytes)?),
        PackAlignment => opts.limits.pack_alignment = Some(values::pack_alignment(&bytes)?),
        PgiVersion => opts.host.pgi_version = Some(values::number(&bytes)?),
        IccVersion => opts.host.icc_version = Some(values::number(&bytes)?),
        MsvcTargetVersion => opts.host.msvc_target_version = Some(values::number(&bytes)?),
        GnuVersion => opts.host.gnu_version = values::gnu_version(&bytes)?,
        ClangVersion => opts.host.clang_version = values::clang_version(&bytes)?,
        SetFlag => opts
            .internal_flags
            .push((values::internal_flag_name(&bytes)?, on)),
        PchDir if !is_directory(value) => {
            return Err(Diagnostic::command_line(
                &catalog::INVALID_PCH_DIRECTORY,
                &[&bytes],
            ));
        }
        EdgBaseDir if !is_directory(value) => {
            return Err(Diagnostic::command_line(
                &catalog::INVALID_EDG_BASE_DIRECTORY,
                &[&bytes],
            ));
        }
        MsHeaderUnit | MsHeaderUnitQuote | MsHeaderUnitAngle => {
            values::header_unit_mapping(&bytes)?;
            opts.other_values.push((spec.flag, owned()));
        }
        Target => values::target(&bytes)?,
        DumpLegacyAsTarget => opts.actions.dump_legacy_as_target = Some(owned()),
        _ => opts.other_values.push((spec.flag, OsString::from(value))),
    }
    Ok(Flow::Continue)
}

/// Flags without a value: set the typed field, or act.
fn apply_switch(opts: &mut Options, flag: Flag, on: bool, console: &mut dyn Console) -> Flow {
    use Flag::*;
    match flag {
        Version => {
            opts.actions.version = true;
            console.stderr(version_banner().as_bytes());
        }
        VersionAndExit => {
            opts.actions.version_and_exit = true;
            console.stderr(version_banner().as_bytes());
            return Flow::Exit(1);
        }
        DumpCommandOptions => {
            opts.actions.dump_command_options = true;
            console.stdout(command_options_dump().as_bytes());
        }
        DumpConfiguration => opts.actions.dump_configuration = on,
        NoCodeGen => opts.actions.no_code_gen = on,
        Timing => opts.actions.timing = on,
        IlDisplay => opts.actions.il_display = on,
        Preprocess => opts.preprocessor.preprocess_only = on,
        NoLineCommands => opts.preprocessor.no_line_commands = on,
        Comments => opts.preprocessor.comments = on,
        Dependencies => opts.preprocessor.dependencies = on,
        TraceIncludes => opts.preprocessor.trace_includes = on,
        ListMacros => opts.preprocessor.list_macros = on,
        NoWarnings => opts.diagnostics.no_warnings = on,
        PromoteWarnings => opts.diagnostics.promote_warnings = on,
        Remarks => opts.diagnostics.remarks = on,
        DisplayErrorNumber => opts.diagnostics.display_error_number = on,
        GenModuleIdFile => opts.files.gen_module_id_file = on,
        StaticHostStub => opts.cuda.static_host_stub = on,
        HostStubLinkageExplicit => opts.cuda.host_stub_linkage_explicit = on,
        DeviceHiddenVisibility => opts.cuda.device_hidden_visibility = on,
        DeviceC => opts.cuda.device_c = on,
        PartialLink => opts.cuda.partial_link = on,
        DebugMode => opts.cuda.debug_mode = on,
        ExtendedLambda => opts.cuda.extended_lambda = on,
        RelaxedConstexpr => opts.cuda.relaxed_constexpr = on,
        AllowManaged => opts.cuda.allow_managed = on,
        KeepDeviceFunctions => opts.cuda.keep_device_functions = on,
        DeviceSyntaxOnly => opts.cuda.device_syntax_only = on,
        NoHostDeviceInitializerList => opts.cuda.no_host_device_initializer_list = on,
        NoHostDeviceMoveForward => opts.cuda.no_host_device_move_forward = on,
        M32 => opts.cuda.m32 = true,
        M64 | ForceLp64 => opts.cuda.m32 = false,
        // Every other switch lives in `Options::toggles` only.
        _ => {}
    }
    Flow::Continue
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dump_lists_every_name_in_order() {
        let dump = command_options_dump();
        assert!(dump.starts_with("--strict --strict_warnings --no_line_commands "));
        assert!(dump.ends_with("--output_mode --incognito --no_incognito "));
        assert_eq!(dump.matches("--").count(), 386);
    }

    #[test]
    fn banner_names_rcudafe_and_the_reference_version() {
        let b = version_banner();
        assert!(b.starts_with("rcudafe ") && b.contains("cudafe++ 13.0.88") && b.ends_with('\n'));
        assert_eq!(b.lines().count(), 1);
    }
}
