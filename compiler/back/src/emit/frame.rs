//! The fixed text around the printed translation unit (reference-behavior.md §3.1, §3.2):
//! the preamble, the host_runtime block after a file-scope `size_t` typedef, the pragma
//! pairs around template-kernel stubs, the trailer, and the `--device-c` host-reference
//! arrays. Measured on cudafe++ 13.0.88: only `--static-host-stub` (the `-Wattributes`
//! line), `--extended-lambda` (the `__nv_is_extended_…` fallbacks) and `--device-c` (the
//! arrays) change it; `-G`, `-w` and the dialect do not.

use std::io::{self, Write};

/// The managed-runtime line: always emitted, byte for byte (17 spaces before `:`).
const MANAGED_RT: &str = "static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}";

/// Fallbacks for the extended-lambda traits, emitted when lambdas are not extended.
const LAMBDA_TRAIT_FALLBACKS: &str = "#define __nv_is_extended_device_lambda_closure_type(X) false\n\
#define __nv_is_extended_host_device_lambda_closure_type(X) false\n\
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false\n\
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n\
#endif\n\
\n";

/// The lines after a file-scope `size_t` typedef; they count for the line engine (LD-5).
pub const HOST_RUNTIME_BLOCK: [&str; 4] = [
    "#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)",
    "#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__",
    "#endif",
    "#include \"crt/host_runtime.h\"",
];

/// Before a template kernel's `__wrapper__device_stub_` template (the first newline ends
/// the current line, or makes a blank one).
pub const STUB_PUSH: &[u8] =
    b"\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n";

/// After it.
pub const STUB_POP: &[u8] = b"\n#pragma GCC diagnostic pop\n\n";

/// What of the command line changes the frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameOptions {
    pub static_host_stub: bool,
    pub extended_lambda: bool,
    pub device_c: bool,
}

/// Everything before the body's opening `# 1`. `primary_name` is the input path as given
/// (or the name of the input's leading line marker).
pub fn write_preamble(out: &mut Vec<u8>, primary_name: &[u8], o: FrameOptions) {
    out.extend_from_slice(b"# 1 \"");
    out.extend_from_slice(primary_name);
    out.extend_from_slice(b"\"\n");
    out.extend_from_slice(b"#pragma GCC diagnostic ignored \"-Wunused-local-typedefs\"\n# 1\n");
    if o.static_host_stub {
        out.extend_from_slice(b"\n#pragma GCC diagnostic ignored \"-Wattributes\"\n");
    }
    out.extend_from_slice(b"#pragma GCC diagnostic push\n# 1\n");
    out.extend_from_slice(b"#pragma GCC diagnostic ignored \"-Wunused-variable\"\n# 1\n");
    out.extend_from_slice(b"#pragma GCC diagnostic ignored \"-Wunused-function\"\n# 1\n");
    out.extend_from_slice(MANAGED_RT.as_bytes());
    out.extend_from_slice(b"\n# 1\n#pragma GCC diagnostic pop\n# 1\n");
    out.extend_from_slice(b"#pragma GCC diagnostic ignored \"-Wunused-variable\"\n\n# 1\n");
    if !o.extended_lambda {
        out.extend_from_slice(LAMBDA_TRAIT_FALLBACKS.as_bytes());
    }
}

/// The trailer: the anonymous-namespace macro and the stub include. `at_bol` tells
/// whether the body ended its last line.
pub fn write_trailer(out: &mut Vec<u8>, at_bol: bool, stub_file_name: &[u8], module_id: &[u8]) {
    if !at_bol {
        out.push(b'\n');
    }
    let stub_line = |out: &mut Vec<u8>| {
        out.extend_from_slice(b"# 1 \"");
        out.extend_from_slice(stub_file_name);
        out.extend_from_slice(b"\"\n");
    };
    out.push(b'\n');
    stub_line(out);
    out.extend_from_slice(b"#define _NV_ANON_NAMESPACE _GLOBAL__N_");
    out.extend_from_slice(module_id);
    out.extend_from_slice(b"\n#ifdef _NV_ANON_NAMESPACE\n#endif\n");
    stub_line(out);
    out.extend_from_slice(b"#include \"");
    out.extend_from_slice(stub_file_name);
    out.extend_from_slice(b"\"\n");
    stub_line(out);
    out.extend_from_slice(b"#undef _NV_ANON_NAMESPACE\n");
}

/// The names `--device-c` lists for the device linker, each a mangled-name pattern
/// (`_Z4kext*`), a static entity's `__nv_static_<len>_<id>_*…*` form, or a plain name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostRefArrays {
    pub kernels_internal: Vec<Vec<u8>>,
    pub kernels_external: Vec<Vec<u8>>,
    pub devices_internal: Vec<Vec<u8>>,
    pub devices_external: Vec<Vec<u8>>,
    pub constants_internal: Vec<Vec<u8>>,
    pub constants_external: Vec<Vec<u8>>,
}

/// The six host-reference arrays written after the trailer under `--device-c`.
pub fn write_host_ref_arrays(out: &mut Vec<u8>, a: &HostRefArrays) {
    let arrays: [(&str, &str, &[Vec<u8>]); 6] = [
        ("KI", "KernelArrayInternalLinkage", &a.kernels_internal),
        ("KE", "KernelArrayExternalLinkage", &a.kernels_external),
        ("DI", "DeviceArrayInternalLinkage", &a.devices_internal),
        ("DE", "DeviceArrayExternalLinkage", &a.devices_external),
        ("CI", "ConstantArrayInternalLinkage", &a.constants_internal),
        ("CE", "ConstantArrayExternalLinkage", &a.constants_external),
    ];
    for (section, name, entries) in arrays {
        out.extend_from_slice(b"\nextern \"C\" {\nextern __attribute__ ((section (\".nvHR");
        out.extend_from_slice(section.as_bytes());
        out.extend_from_slice(b"\"))) __attribute__((weak)) const unsigned char hostRef");
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(b"[] = {\n");
        if entries.is_empty() {
            out.extend_from_slice(b"0x0};\n}\n");
            continue;
        }
        for e in entries {
            out.extend_from_slice(b"/* ");
            out.extend_from_slice(e);
            out.extend_from_slice(b" */\n");
            for &b in e.iter() {
                // `write!` into a Vec cannot fail.
                let _ = write!(out, "0x{b:x},");
            }
            out.extend_from_slice(b"0x0,\n");
        }
        out.extend_from_slice(b"};\n}\n");
    }
}

/// Copies a finished buffer to the output.
pub fn flush(out: &mut dyn Write, bytes: &[u8]) -> io::Result<()> {
    out.write_all(bytes)?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty body, as the reference writes it for an empty `void.cu`.
    const VOID_CU: &str = "# 1 \"void.cu\"
#pragma GCC diagnostic ignored \"-Wunused-local-typedefs\"
# 1

#pragma GCC diagnostic ignored \"-Wattributes\"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored \"-Wunused-variable\"
# 1
#pragma GCC diagnostic ignored \"-Wunused-function\"
# 1
MANAGED
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored \"-Wunused-variable\"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1

# 1 \"void.cudafe1.stub.c\"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cba4d5e1_7_void_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 \"void.cudafe1.stub.c\"
#include \"void.cudafe1.stub.c\"
# 1 \"void.cudafe1.stub.c\"
#undef _NV_ANON_NAMESPACE
";

    #[test]
    fn empty_translation_unit() {
        let mut out = Vec::new();
        let o = FrameOptions {
            static_host_stub: true,
            ..FrameOptions::default()
        };
        write_preamble(&mut out, b"void.cu", o);
        out.extend_from_slice(b"# 1\n");
        write_trailer(
            &mut out,
            true,
            b"void.cudafe1.stub.c",
            b"_cba4d5e1_7_void_cu_MTIMECWD_PID",
        );
        assert_eq!(
            String::from_utf8(out).unwrap(),
            VOID_CU.replace("MANAGED", MANAGED_RT)
        );
    }

    #[test]
    fn options_remove_lines() {
        let mut full = Vec::new();
        let o = FrameOptions {
            static_host_stub: true,
            ..FrameOptions::default()
        };
        write_preamble(&mut full, b"x.cu", o);
        let mut rdc_ext = Vec::new();
        let o2 = FrameOptions {
            static_host_stub: false,
            extended_lambda: true,
            device_c: true,
        };
        write_preamble(&mut rdc_ext, b"x.cu", o2);
        let full = String::from_utf8(full).unwrap();
        let expect = full
            .replace("\n#pragma GCC diagnostic ignored \"-Wattributes\"\n", "")
            .replace(LAMBDA_TRAIT_FALLBACKS, "");
        assert_eq!(String::from_utf8(rdc_ext).unwrap(), expect);
        assert_eq!(full.lines().count(), 24);
    }

    #[test]
    fn host_reference_arrays() {
        let a = HostRefArrays {
            kernels_external: vec![b"_Z15process_samples*".to_vec()],
            devices_external: vec![b"m_checksum".to_vec(), b"m_progress".to_vec()],
            ..HostRefArrays::default()
        };
        let mut out = Vec::new();
        write_host_ref_arrays(&mut out, &a);
        let s = String::from_utf8(out).unwrap();
        assert!(s.starts_with("\nextern \"C\" {\nextern __attribute__ ((section (\".nvHRKI\"))) __attribute__((weak)) const unsigned char hostRefKernelArrayInternalLinkage[] = {\n0x0};\n}\n\nextern \"C\" {\n"));
        assert!(s.contains("hostRefKernelArrayExternalLinkage[] = {\n/* _Z15process_samples* */\n0x5f,0x5a,0x31,0x35,0x70,0x72,0x6f,0x63,0x65,0x73,0x73,0x5f,0x73,0x61,0x6d,0x70,0x6c,0x65,0x73,0x2a,0x0,\n};\n}\n"));
        assert!(s.contains("/* m_checksum */\n0x6d,0x5f,0x63,0x68,0x65,0x63,0x6b,0x73,0x75,0x6d,0x0,\n/* m_progress */\n"));
        assert!(s.ends_with("hostRefConstantArrayExternalLinkage[] = {\n0x0};\n}\n"));
        assert_eq!(s.matches("extern \"C\" {").count(), 6);
    }
}
