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
