//! `Options`: everything the command line said, typed, for the later stages to consume.
//!
//! Fields that change rcudafe's behaviour are typed (dialect, CUDA output switches, file
//! names, diagnostic controls). Every other flag is still recorded: the history of all
//! flags in command-line order ([`Options::given`]), the last polarity of each toggle
//! ([`Toggles`]), and the values of valued flags without a typed field
//! ([`Options::other_values`]).

use std::ffi::{OsStr, OsString};

use super::flag::{Flag, FLAG_COUNT};

pub use crate::diag::options::{DiagAction, DiagControl, DiagnosticOptions};
pub use crate::language::CxxStandard;
pub use crate::source::Input;

/// A C standard (`--c`, `--old_c`, `--c89` ... `--c23`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CStandard {
    /// K&R C (`--old_c`).
    KAndR,
    C89,
    /// `--no_c99`: C90 with the C99 features off (EDG's `199000`).
    PreC99,
    C99,
    C11,
    C17,
    C23,
}

/// The language of the translation unit after the command line has been resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    C(CStandard),
    Cxx(CxxStandard),
}

impl Default for Language {
    fn default() -> Self {
        Language::Cxx(CxxStandard::Cxx14)
    }
}

/// The host compiler cudafe++ emulates (GNU by default, version 8.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostCompiler {
    /// GNU mode (`--g++`/`--gcc` on, `--no_g++`/`--no_gcc` off; `--gnu_version` turns it on).
    pub gnu: bool,
    /// `--gnu_version`, e.g. 120200 for gcc 12.2 (30200..=999999).
    pub gnu_version: u32,
    /// Clang mode (`--clang`, or any `--clang_version`).
    pub clang: bool,
    /// `--clang_version` (0..=999999).
    pub clang_version: u32,
    pub msvc_target_version: Option<i64>,
    pub icc_version: Option<i64>,
    pub pgi_version: Option<i64>,
}

impl Default for HostCompiler {
    fn default() -> Self {
        HostCompiler {
            gnu: true,
            gnu_version: 80100,
            clang: false,
            clang_version: 90100,
            msvc_target_version: None,
            icc_version: None,
            pgi_version: None,
        }
    }
}

/// The CUDA switches that shape the generated host file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CudaOptions {
    pub static_host_stub: bool,
    pub host_stub_linkage_explicit: bool,
    pub device_hidden_visibility: bool,
    pub device_c: bool,
    pub partial_link: bool,
    pub debug_mode: bool,
    pub extended_lambda: bool,
    pub relaxed_constexpr: bool,
    pub allow_managed: bool,
    pub keep_device_functions: bool,
    pub device_syntax_only: bool,
    pub no_host_device_initializer_list: bool,
    pub no_host_device_move_forward: bool,
    /// `--m32` (ILP32) rather than the default LP64 (`--m64`, `--force-lp64`).
    pub m32: bool,
    pub frandom_seed: Option<OsString>,
}

/// File names given on the command line (none of them is opened by the parser).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileNames {
    /// The host file (`.int.c`; nvcc's `.cudafe1.cpp`).
    pub gen_c_file_name: Option<OsString>,
    pub stub_file_name: Option<OsString>,
    pub module_id_file_name: Option<OsString>,
    /// Write the module id file rather than read it.
    pub gen_module_id_file: bool,
    pub gen_device_file_name: Option<OsString>,
    pub include_file_name: Option<OsString>,
    pub tile_bc_file_name: Option<OsString>,
    /// The name shown in the summary line and used for the module id.
    pub orig_src_file_name: Option<OsString>,
    /// The path whose CRC starts the module id.
    pub orig_src_path_name: Option<OsString>,
    /// `-o`: the reference rejects it once the input is known.
    pub output: Option<OsString>,
    pub list: Option<OsString>,
    pub xref: Option<OsString>,
    pub error_output: Option<OsString>,
}

/// A `-D` or `-U` argument. cudafe++ accepts them and ignores them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroArg {
    Define(OsString),
    Undefine(OsString),
}

/// Preprocessor settings and preprocessing-only modes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PreprocessorOptions {
    /// `-I` directories in order (`-I-` included as given).
    pub include_dirs: Vec<OsString>,
    pub sys_include_dirs: Vec<OsString>,
    pub macros: Vec<MacroArg>,
    pub preinclude: Vec<OsString>,
    pub preinclude_macros: Vec<OsString>,
    pub incl_suffixes: Option<OsString>,
    /// `-E`: write preprocessed text to stdout instead of translating.
    pub preprocess_only: bool,
    /// `-P`: preprocess without line directives.
    pub no_line_commands: bool,
    /// `-C`: keep comments in preprocessed output.
    pub comments: bool,
    /// `-M`: list dependencies.
    pub dependencies: bool,
    /// `-H`: print each include as it is opened.
    pub trace_includes: bool,
    pub list_macros: bool,
    pub unicode_source_kind: Option<UnicodeSourceKind>,
}

/// `--unicode_source_kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnicodeSourceKind {
    None,
    Utf8,
    Utf16,
    Utf16Le,
    Utf16Be,
}

/// `-t` / `--instantiate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstantiationMode {
    None,
    Used,
    All,
    Local,
}

/// Numeric limits and tuning values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub instantiate: Option<InstantiationMode>,
    pub pending_instantiations: Option<i64>,
    pub max_depth_constexpr_call: Option<i64>,
    pub max_cost_constexpr_call: Option<i64>,
    pub time_limit: Option<i64>,
    pub modify_stack_limit: Option<i64>,
    pub pack_alignment: Option<i64>,
}

/// Flags that ask for something other than (or besides) a translation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Actions {
    /// `-v` / `--version`: print the banner (done while parsing) and go on.
    pub version: bool,
    /// `-V` / `--Version`: print the banner and exit with status 1.
    pub version_and_exit: bool,
    /// `--dump_command_options` (printed while parsing).
    pub dump_command_options: bool,
    pub dump_configuration: bool,
    pub dump_legacy_as_target: Option<OsString>,
    /// `--no_code_gen` / `-n`: parse only.
    pub no_code_gen: bool,
    pub timing: bool,
    pub il_display: bool,
    /// `-d` / `--db` debug-trace arguments (validated, not acted on).
    pub db: Vec<OsString>,
}

/// The last polarity given for each flag (`None`: never given). Valued flags record `true`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Toggles([Option<bool>; FLAG_COUNT]);

impl Default for Toggles {
    fn default() -> Self {
        Toggles([None; FLAG_COUNT])
    }
}

impl Toggles {
    pub fn get(&self, flag: Flag) -> Option<bool> {
        self.0[flag as usize]
    }
    pub fn is_on(&self, flag: Flag) -> bool {
        self.get(flag) == Some(true)
    }
    pub fn was_given(&self, flag: Flag) -> bool {
        self.get(flag).is_some()
    }
    pub(crate) fn set(&mut self, flag: Flag, on: bool) {
        self.0[flag as usize] = Some(on);
    }
}

/// The parsed, checked command line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub input: Option<Input>,
    pub language: Language,
    pub host: HostCompiler,
    pub cuda: CudaOptions,
    pub diagnostics: DiagnosticOptions,
    pub files: FileNames,
    pub preprocessor: PreprocessorOptions,
    pub limits: Limits,
    pub actions: Actions,
    /// `--set_flag` (true) / `--clear_flag` (false) names, in order.
    pub internal_flags: Vec<(String, bool)>,
    /// Every flag as given, in order (with its polarity).
    pub given: Vec<(Flag, bool)>,
    pub toggles: Toggles,
    /// Values of valued flags that have no typed field, in order.
    pub other_values: Vec<(Flag, OsString)>,
    /// What cicc's back-end options said (set by the driver; [`super::cicc::split`]).
    pub cicc: super::cicc::CiccFacts,
}

impl Options {
    /// The name in the summary line: `--orig_src_file_name` when given (even empty), else
    /// the input file name unless it is empty (standard input has none).
    pub fn display_name(&self) -> Option<&OsStr> {
        if let Some(name) = &self.files.orig_src_file_name {
            return Some(name);
        }
        match &self.input {
            Some(Input::File(name)) if !name.is_empty() => Some(name),
            _ => None,
        }
    }

    /// How diagnostics are laid out (`--brief_diagnostics`, `--wrap_diagnostics`).
    pub fn diagnostic_style(&self) -> crate::diag::Style {
        crate::diag::Style {
            format: self.diagnostics.output_mode,
            brief: self.toggles.is_on(Flag::BriefDiagnostics),
            wrap: self.toggles.is_on(Flag::WrapDiagnostics),
        }
    }

    /// The C++ standard, when compiling C++.
    pub fn cxx_standard(&self) -> Option<CxxStandard> {
        match self.language {
            Language::Cxx(s) => Some(s),
            Language::C(_) => None,
        }
    }

    /// Whether anything other than a host file is asked for, so that no `.int.c` (and no
    /// stub file name) is needed.
    pub fn generates_host_file(&self) -> bool {
        let p = &self.preprocessor;
        !(self.actions.no_code_gen
            || p.preprocess_only
            || p.no_line_commands
            || p.dependencies
            || p.list_macros)
    }

    /// Where the host file goes: `--gen_c_file_name`, else the input's base name with its
    /// last extension replaced by `.int.c` in the current directory; `None` for standard
    /// output (input from stdin and no name given).
    pub fn host_file_name(&self) -> Option<OsString> {
        if let Some(name) = &self.files.gen_c_file_name {
            return Some(name.clone());
        }
        match &self.input {
            Some(Input::File(path)) => Some(default_host_file_name(path)),
            _ => None,
        }
    }
}

/// `dir/k.cpp4.ii` → `k.cpp4.int.c`; `noext` → `noext.int.c`.
fn default_host_file_name(path: &OsStr) -> OsString {
    let bytes = crate::text::os_bytes(path);
    let base = match bytes.iter().rposition(|&b| b == b'/') {
        Some(i) => &bytes[i + 1..],
        None => &bytes[..],
    };
    let stem = match base.iter().rposition(|&b| b == b'.') {
        Some(i) if i > 0 => &base[..i],
        _ => base,
    };
    let mut name = stem.to_vec();
    name.extend_from_slice(b".int.c");
    crate::text::os_string(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_host_file_names() {
        let name = |s: &str| default_host_file_name(OsStr::new(s));
        assert_eq!(name("sub/k.cpp4.ii"), "k.cpp4.int.c");
        assert_eq!(name("sub/noext"), "noext.int.c");
        assert_eq!(name("a.b.c"), "a.b.int.c");
        assert_eq!(name("t.cu"), "t.int.c");
    }

    #[test]
    fn display_name_rules() {
        let mut o = Options {
            input: Some(Input::File("t.cu".into())),
            ..Options::default()
        };
        assert_eq!(o.display_name(), Some(OsStr::new("t.cu")));
        o.files.orig_src_file_name = Some("".into());
        assert_eq!(o.display_name(), Some(OsStr::new("")));
        o.files.orig_src_file_name = None;
        o.input = Some(Input::File("".into()));
        assert_eq!(o.display_name(), None);
        o.input = Some(Input::Stdin);
        assert_eq!(o.display_name(), None);
    }
}
