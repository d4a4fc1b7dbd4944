//! The `rcudafe` binary: cudafe++'s command line, run by [`rcudafe::driver::run`].

/// A failed allocation is a clean `out of memory` error (exit 4), never an abort.
#[global_allocator]
static ALLOCATOR: rcudafe::termination::CleanAlloc = rcudafe::termination::CleanAlloc;

fn main() {
    // SIGINT/SIGTERM: remove the temporary files, print the summary's end, exit 4.
    rcudafe::termination::install();
    let status = rcudafe::driver::run(
        std::env::args_os().skip(1),
        &mut rcudafe::driver::StdConsole,
    );
    std::process::exit(status);
}
