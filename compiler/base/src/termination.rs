//! Ending the process early, but cleanly: on SIGINT or SIGTERM, and when memory runs out.
//!
//! The reference, interrupted by SIGINT or SIGTERM, prints a blank line, the summary's count
//! line (`1 error detected in the compilation of "k.cu".`, none without errors) and
//! `Compilation terminated.` (in SARIF mode the blank line and the document's end), and
//! exits with 4. It handles SIGTERM always, SIGINT only when it was not ignored at startup (a
//! background job of a shell). rcudafe does the same and also removes the temporary files its
//! outputs are being written to (the reference may leave a half-written output).
//!
//! When an allocation fails (the address-space limit of `ulimit -v`), the binary's allocator
//! ([`CleanAlloc`]) ends the same way with `catastrophic error: out of memory`, the
//! reference's message, instead of Rust's abort.
//!
//! Both paths run where nothing may allocate or take a lock (a signal handler, a failed
//! allocation), so everything they need is kept ready in atomics: the temporary files'
//! paths as C strings, the counts of errors and catastrophic errors, the name the summary
//! gives and the output format. They are only kept once [`install`] has run (the binary
//! calls it first thing), so in-process runs (tests) share no state.

use std::alloc::{GlobalAlloc, Layout, System};
use std::ffi::{c_char, CString};
use std::path::Path;
use std::ptr;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, Ordering::SeqCst};

use crate::diag::{plain, sarif, Format, Severity, Style};

/// Temporary files at once: the host file, the stub, the module id and the side files.
const SLOTS: usize = 32;

#[allow(clippy::declare_interior_mutable_const)] // only the array's initializer
const EMPTY: AtomicPtr<c_char> = AtomicPtr::new(ptr::null_mut());
/// The temporary files to remove, as `CString::into_raw` pointers (null: free slot).
static TEMPORARIES: [AtomicPtr<c_char>; SLOTS] = [EMPTY; SLOTS];
/// The name in the summary (a `Box<Vec<u8>>` pointer; null: `in this compilation`).
static DISPLAY_NAME: AtomicPtr<Vec<u8>> = AtomicPtr::new(ptr::null_mut());
static ERRORS: AtomicU32 = AtomicU32::new(0);
static CATASTROPHIC: AtomicU32 = AtomicU32::new(0);
static SARIF: AtomicBool = AtomicBool::new(false);
/// `--brief_diagnostics`: no blank line after a diagnostic.
static BRIEF: AtomicBool = AtomicBool::new(false);
/// [`install`] ran: the state above is kept.
static INSTALLED: AtomicBool = AtomicBool::new(false);
/// The process is ending: nothing read above may be freed any more.
static TERMINATING: AtomicBool = AtomicBool::new(false);

/// Installs the handlers for SIGINT (unless ignored) and SIGTERM and starts keeping the state
/// they need. For the binary only: a library caller's signals are its own business.
pub fn install() {
    INSTALLED.store(true, SeqCst);
    #[cfg(unix)]
    // SAFETY: plain sigaction calls with a zeroed, then filled struct; the handler only does
    // async-signal-safe work (see `terminate`).
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaddset(&mut action.sa_mask, libc::SIGINT);
        libc::sigaddset(&mut action.sa_mask, libc::SIGTERM);
        let mut old: libc::sigaction = std::mem::zeroed();
        if libc::sigaction(libc::SIGINT, ptr::null(), &mut old) == 0
            && old.sa_sigaction != libc::SIG_IGN
        {
            libc::sigaction(libc::SIGINT, &action, ptr::null_mut());
        }
        libc::sigaction(libc::SIGTERM, &action, ptr::null_mut());
    }
}

/// Whether [`install`] ran.
pub fn installed() -> bool {
    INSTALLED.load(SeqCst)
}

/// A compilation starts: its summary names `display_name`, its diagnostics are laid out in
/// `style`; nothing is counted yet.
pub fn begin(display_name: Option<&[u8]>, style: Style) {
    if !installed() {
        return;
    }
    ERRORS.store(0, SeqCst);
    CATASTROPHIC.store(0, SeqCst);
    SARIF.store(style.format == Format::Sarif, SeqCst);
    BRIEF.store(style.brief, SeqCst);
    let new = display_name.map_or(ptr::null_mut(), |n| Box::into_raw(Box::new(n.to_vec())));
    let old = DISPLAY_NAME.swap(new, SeqCst);
    if !old.is_null() && !TERMINATING.load(SeqCst) {
        // SAFETY: made by Box::into_raw above and no longer reachable from the static; a
        // terminating thread that loaded it before the swap set TERMINATING first, so we
        // would have seen it (all SeqCst).
        drop(unsafe { Box::from_raw(old) });
    }
}

/// The reporter counted a diagnostic.
pub fn counted(severity: Severity) {
    if !installed() {
        return;
    }
    match severity {
        Severity::Error => ERRORS.fetch_add(1, SeqCst),
        s if s.is_fatal() => CATASTROPHIC.fetch_add(1, SeqCst),
        _ => 0,
    };
}

/// A temporary file registered for removal on termination; [`Registered::release`] it once
/// it is gone or renamed.
#[derive(Debug)]
pub struct Registered {
    slot: usize,
    path: *mut c_char,
}

// SAFETY: the pointer is owned (a CString's) and only freed through `release`.
unsafe impl Send for Registered {}
unsafe impl Sync for Registered {}

/// Registers a temporary file to remove if the process is terminated (nothing when
/// [`install`] did not run, the path has a NUL, or every slot is taken).
pub fn register(path: &Path) -> Option<Registered> {
    if !installed() {
        return None;
    }
    let c = CString::new(crate::text::os_bytes(path.as_os_str()).into_owned()).ok()?;
    let raw = c.into_raw();
    for (slot, cell) in TEMPORARIES.iter().enumerate() {
        if cell
            .compare_exchange(ptr::null_mut(), raw, SeqCst, SeqCst)
            .is_ok()
        {
            return Some(Registered { slot, path: raw });
        }
    }
    // SAFETY: from into_raw just above, never published.
    drop(unsafe { CString::from_raw(raw) });
    None
}

impl Registered {
    /// The file was removed or renamed: forget it.
    pub fn release(self) {
        TEMPORARIES[self.slot].store(ptr::null_mut(), SeqCst);
        if !TERMINATING.load(SeqCst) {
            // SAFETY: ours since `register`; unreachable now (see `begin` for the ordering).
            drop(unsafe { CString::from_raw(self.path) });
        }
    }
}

#[cfg(unix)]
extern "C" fn on_signal(_: libc::c_int) {
    terminate(None);
}

/// Removes the temporary files, prints the end of the summary and exits with 4. Async-signal
/// safe: atomics, `unlink`, `write`, `_exit`, no allocation.
fn terminate(message: Option<&[u8]>) -> ! {
    #[cfg(unix)]
    // SAFETY: only async-signal-safe calls; pointers come from the statics, which stay valid
    // once TERMINATING is set.
    unsafe {
        // Signals now go to another thread, whose handler waits for this one to exit.
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGINT);
        libc::sigaddset(&mut set, libc::SIGTERM);
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, ptr::null_mut());
        if TERMINATING.swap(true, SeqCst) {
            loop {
                libc::pause();
            }
        }
        for cell in &TEMPORARIES {
            let path = cell.load(SeqCst);
            if !path.is_null() {
                libc::unlink(path);
            }
        }
        let write = &mut |bytes: &[u8]| {
            let mut rest = bytes;
            while !rest.is_empty() {
                let n = libc::write(2, rest.as_ptr().cast(), rest.len());
                if n <= 0 {
                    break;
                }
                rest = &rest[n as usize..];
            }
        };
        if SARIF.load(SeqCst) {
            // A located result cannot be made here; the document is closed as on SIGINT.
            write(b"\n");
            write(sarif::FOOTER.as_bytes());
        } else {
            let mut catastrophic = CATASTROPHIC.load(SeqCst);
            match message {
                Some(text) => {
                    // As a diagnostic without a location is rendered.
                    write(plain::capitalised(Severity::Catastrophic).as_bytes());
                    write(b": ");
                    write(text);
                    write(if BRIEF.load(SeqCst) { b"\n" } else { b"\n\n" });
                    catastrophic += 1;
                }
                None => write(b"\n"),
            }
            let name = DISPLAY_NAME.load(SeqCst);
            let name = (!name.is_null()).then(|| (*name).as_slice());
            plain::write_counts(ERRORS.load(SeqCst), catastrophic, name, write);
            write(plain::TERMINATED);
        }
        libc::_exit(4);
    }
    #[cfg(not(unix))]
    {
        let _ = message;
        std::process::exit(4)
    }
}

/// Ends the process as the reference does when memory runs out (exit 4).
pub fn out_of_memory() -> ! {
    terminate(Some(b"out of memory"))
}

/// The system allocator, except that a failed allocation ends the process with
/// `catastrophic error: out of memory` (exit 4) rather than Rust's abort (SIGABRT). The
/// binary makes it the global allocator.
pub struct CleanAlloc;

// SAFETY: every call is forwarded to `System` unchanged; only a null result is not returned.
unsafe impl GlobalAlloc for CleanAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        checked(System.alloc(layout))
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        checked(System.alloc_zeroed(layout))
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        checked(System.realloc(ptr, layout, new_size))
    }
}

fn checked(p: *mut u8) -> *mut u8 {
    if p.is_null() {
        out_of_memory();
    }
    p
}
