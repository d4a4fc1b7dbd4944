//! cicc's front end on the device side (rcudafe in cicc mode), where the reference's
//! cudafe++ never sees the code (it is under `__CUDA_ARCH__` in the CUDA headers), so the
//! oracle's corpus cannot show it: probed with cicc 13.0.88 directly.
//! - no cross-execution-space call is diagnosed, in any direction (HD→D, HD→H, D→H, G→H);
//! - the NVVM builtins (`__match32_any_sync`, ...) are known without a declaration.

use std::fs;
use std::process::Command;

const PRELUDE: &str = "#define __host__ __attribute__((host))\n\
#define __device__ __attribute__((device))\n\
#define __global__ __attribute__((global))\n";

fn run_cicc_mode(name: &str, source: &str) -> (i32, String, bool) {
    let dir =
        std::env::temp_dir().join(format!("rcudafe-device-side-{}-{name}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    fs::write(
        dir.join(format!("{name}.cpp1.ii")),
        format!("# 1 \"{name}.cu\"\n{PRELUDE}{source}"),
    )
    .unwrap();
    fs::write(dir.join(format!("{name}.module_id")), "_0_x").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_rcudafe"))
        .args([
            "--c++17",
            "--static-host-stub",
            "--orig_src_file_name",
            &format!("{name}.cu"),
            "-arch",
            "compute_75",
            "-m64",
            "--include_file_name",
            &format!("{name}.fatbin.c"),
            "-tused",
            "--module_id_file_name",
            &format!("{name}.module_id"),
            "--gen_c_file_name",
            &format!("{name}.cudafe1.c"),
            "--stub_file_name",
            &format!("{name}.cudafe1.stub.c"),
            "--gen_device_file_name",
            &format!("{name}.cudafe1.gpu"),
            "--device-syntax-only",
            &format!("{name}.cpp1.ii"),
            "-o",
            &format!("{name}.ptx"),
        ])
        .current_dir(&dir)
        .output()
        .unwrap();
    let stub = dir.join(format!("{name}.cudafe1.stub.c")).exists();
    let _ = fs::remove_dir_all(&dir);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout),
        stub,
    )
}

#[test]
fn cross_space_calls_are_not_diagnosed_on_the_device_side() {
    let (rc, err, stub) = run_cicc_mode(
        "cross",
        "__device__ int d(int);\nint h(int);\n\
         __host__ __device__ int hd(int x) { return d(x); }\n\
         __host__ __device__ int hd2(int x) { return h(x); }\n\
         __global__ void k(int *p) { *p = h(1); }\n\
         __device__ int dd(int x) { return h(x); }\n",
    );
    assert_eq!((rc, err.as_str(), stub), (0, "", true));
}

#[test]
fn nvvm_builtins_are_known_on_the_device_side() {
    let (rc, err, stub) = run_cicc_mode(
        "builtins",
        "__device__ unsigned f(unsigned m, unsigned v, unsigned long long w, int *p) {\n\
         return __match32_any_sync(m, v) + __match64_all_sync(m, w, p) + __nvvm_fns(m, v, 1);\n}\n",
    );
    assert_eq!((rc, err.as_str(), stub), (0, "", true));
}
