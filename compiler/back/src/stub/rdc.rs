//! What `--device-c` (`-rdc=true`) changes in the stub file (reference-behavior.md §5).
//!
//! * the header names the module (`#define __NV_MODULE_ID <id>`) and the cubin handle's
//!   storage is `extern` instead of `static`;
//! * an internal-linkage kernel (`static`, in an unnamed namespace) or device variable is
//!   registered as `__nv_static_<len>_<id>_` followed by the name it has without rdc;
//! * the constructor links the binary: `____cudaRegisterLinkedBinary(...)`.

use super::collect::{Kernel, Variable};
use super::StubOptions;

/// The header's `#define`s before the host_runtime.h guard.
pub fn header_defines(options: &StubOptions) -> String {
    if options.rdc {
        format!(
            "#define __NV_MODULE_ID {}\n#define __NV_CUBIN_HANDLE_STORAGE__ extern\n",
            String::from_utf8_lossy(options.module_id)
        )
    } else {
        "#define __NV_CUBIN_HANDLE_STORAGE__ static\n".to_owned()
    }
}

fn with_static_prefix(options: &StubOptions, internal: bool, name: &[u8]) -> String {
    let mut out = Vec::new();
    if options.rdc && internal {
        out.extend(crate::module_id::static_prefix(options.module_id));
    }
    out.extend_from_slice(name);
    String::from_utf8_lossy(&out).into_owned()
}

/// The name `__cudaRegisterEntry` gives a kernel.
pub fn kernel_name(options: &StubOptions, k: &Kernel) -> String {
    let unnamed = k.namespaces.iter().any(|n| n == "_NV_ANON_NAMESPACE");
    with_static_prefix(options, k.is_static || unnamed, &k.registered)
}

/// The first argument of a variable's `__shadow_var(...)`.
pub fn variable_name(options: &StubOptions, v: &Variable) -> String {
    with_static_prefix(options, v.internal, &v.shadow)
}

/// The registering constructor's call.
pub fn register_binary(options: &StubOptions) -> &'static str {
    if options.rdc {
        "____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);"
    } else {
        "__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);"
    }
}
