//! The `--help` text. The reference has none (`--help` is an invalid option there); rcudafe
//! prints this to stdout and exits 0 — a deliberate, documented divergence.

/// The usage text.
pub fn usage() -> String {
    format!(
        "\
rcudafe {version} - an open reimplementation of NVIDIA's cudafe++ 13.0.88, the CUDA C++
front end (EDG 6.6 based) that nvcc runs to split a CUDA translation unit into host code.
It takes cudafe++'s command line; nvcc normally supplies it.

Usage: rcudafe [options] <input>        (<input> may be '-' for standard input)
Options come before the input. Long options may be abbreviated to a unique prefix and take
a value as --name=value or --name value.

Outputs:
  --gen_c_file_name <file>     the host file (nvcc: *.cudafe1.cpp); default: the input's
                               base name with '.int.c' in the current directory
  --stub_file_name <file>      stub file name written into the host file (required)
  --module_id_file_name <file> with --gen_module_id_file: write the module id there;
                               without it: read the module id from that file
  --gen_module_id_file         generate the module id file
  --orig_src_file_name <name>  the source name shown in messages and the module id
  --orig_src_path_name <path>  the absolute source path the module id is derived from

Language:
  --c++03 --c++11 --c++14 --c++17 --c++20 --c++23
                               C++ standard (default: what the emulated g++ defaults to:
                               C++14 for the default gcc 8.1, C++17 for gcc 11 and later)
  --gnu_version=<NNNNNN>       emulated gcc version, e.g. 120200 for gcc 12.2
  --clang --clang_version=<N>  emulate clang instead
  --m64 / --m32                data model

CUDA:
  --static-host-stub --host-stub-linkage-explicit --device-hidden-visibility
  --device-c (relocatable device code)  --debug_mode (nvcc -G)  --extended-lambda
  --relaxed_constexpr  --allow_managed  --keep-device-functions

Diagnostics (written to stderr):
  --display_error_number       show #N-D numbers on discretionary diagnostics
  --diag_suppress=<list> --diag_remark=<list> --diag_warning=<list> --diag_error=<list>
                               numbers or tags, comma-separated
  -w / --no_warnings           no warnings        -r / --remarks   show remarks too
  --promote_warnings           warnings become errors
  --error_limit=<N>            stop after N errors (default 100)
  --output_mode=text|sarif

Preprocessor:
  -I<dir>  --sys_include=<dir>  --preinclude=<file>  -E (preprocess only)
  -D/-U are accepted and ignored, as cudafe++ does; no macro is predefined.

Other:
  --version / -v               print rcudafe's version (and go on)
  --dump_command_options       list every option name
  --help / -h                  this text

Exit status: 0 success (warnings allowed), 2 errors, 4 catastrophic or command-line error,
1 when a stage rcudafe does not implement yet was needed.
",
        version = env!("CARGO_PKG_VERSION")
    )
}
