//! Helpers shared by rcudafe's tests (a dev-dependency only).

use std::path::PathBuf;

/// The stack the driver gives translation: the parser and the printer recurse as deep as
/// the input nests, so tests that parse run on a thread with this much stack.
pub const BIG_STACK: usize = 512 << 20;

/// Runs `job` on a thread with [`BIG_STACK`] bytes of stack and returns what it returned, or
/// the panic it died of (`Err`). Panics if no such thread can be made.
pub fn on_big_stack<T: Send>(job: impl FnOnce() -> T + Send) -> std::thread::Result<T> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(BIG_STACK)
            .spawn_scoped(scope, job)
            .expect("a thread with a big stack")
            .join()
    })
}

/// The repository's `corpus/` folder (suites of TUs and their goldens).
pub fn corpus_root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../corpus"))
}

/// A fresh, empty scratch directory for one test (`rcudafe-<name>-<pid>` in the temp dir).
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rcudafe-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names in a directory, sorted.
pub fn dir_entries(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// rcudafe's output options for `k.cu` as nvcc passes them (host file, stub, module id),
/// then the input.
pub const K_CU_ARGS: [&str; 8] = [
    "--gen_c_file_name",
    "k.int.c",
    "--stub_file_name",
    "k.stub.c",
    "--gen_module_id_file",
    "--module_id_file_name",
    "k.module_id",
    "k.cu",
];
