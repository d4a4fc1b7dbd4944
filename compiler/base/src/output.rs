//! Output files, written all or nothing.
//!
//! Every file rcudafe produces (the host `.int.c`, the module id, the stub) goes through
//! [`OutputFile`]: it is written to a fresh temporary file in the destination's directory
//! and renamed over the destination only on [`OutputFile::commit`]. A failed or abandoned
//! compilation therefore never leaves a half-written file, and an existing destination is
//! left untouched unless the new contents are complete (the reference also leaves a
//! pre-existing output alone when a translation has errors).
//!
//! The temporary file is also removed when the process is interrupted ([`termination`]).
//!
//! [`Reserved::check`] runs when the reference opens the file, and fails the way its
//! `fopen(name, "w")` would, so the error messages match; the temporary file is created
//! only when the contents are ready ([`Reserved::open`]).

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use crate::termination::{self, Registered};

/// Why a file could not be opened, worded as the reference words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenFailure {
    /// `None` when the file does not exist (the reference then prints no reason); else the
    /// C library's text for the error (`Permission denied`) or EDG's own (`is a directory`).
    pub reason: Option<String>,
}

impl OpenFailure {
    /// The reference's wording of an OS error: nothing for "not found", else `strerror`.
    pub fn from_io(err: &io::Error) -> Self {
        if err.kind() == io::ErrorKind::NotFound {
            return OpenFailure { reason: None };
        }
        let text = err.to_string();
        // Rust renders OS errors as "<strerror text> (os error N)"; keep the C text only.
        let reason = match text.rfind(" (os error ") {
            Some(i) if text.ends_with(')') => text[..i].to_owned(),
            _ => text,
        };
        OpenFailure {
            reason: Some(reason),
        }
    }
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// An output file being written: a temporary file until committed.
#[derive(Debug)]
pub struct OutputFile {
    destination: PathBuf,
    temporary: PathBuf,
    file: Option<File>,
    /// The temporary file still exists (not yet renamed into place).
    pending: bool,
    /// The temporary file is removed if the process is interrupted.
    registered: Option<Registered>,
}

impl OutputFile {
    /// Opens `destination` for writing, as a temporary file beside it.
    pub fn create(destination: &Path) -> Result<OutputFile, OpenFailure> {
        Reserved::check(destination)?.open()
    }

    /// Makes the temporary file for a checked destination.
    fn open_temporary(destination: &Path) -> Result<OutputFile, OpenFailure> {
        let directory = match destination.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let base = destination
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        loop {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let temporary =
                directory.join(format!(".{base}.rcudafe-{}-{n}.tmp", std::process::id()));
            match OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&temporary)
            {
                Ok(file) => {
                    let registered = termination::register(&temporary);
                    return Ok(OutputFile {
                        destination: destination.to_path_buf(),
                        temporary,
                        file: Some(file),
                        pending: true,
                        registered,
                    });
                }
                Err(err) if err.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(err) => return Err(OpenFailure::from_io(&err)),
            }
        }
    }

    /// Where the file will be once committed.
    pub fn destination(&self) -> &Path {
        &self.destination
    }

    /// Flushes the contents and renames the temporary file over the destination.
    pub fn commit(mut self) -> io::Result<()> {
        if let Some(mut file) = self.file.take() {
            file.flush()?;
            file.sync_all()?;
        }
        fs::rename(&self.temporary, &self.destination)?;
        self.pending = false;
        if let Some(r) = self.registered.take() {
            r.release();
        }
        Ok(())
    }
}

/// An output destination checked as the reference's `fopen(name, "w")` would check it, with
/// nothing created yet: the temporary file is made by [`Reserved::open`] when the contents
/// are ready, so a run killed while translating (SIGKILL: no handler can clean up) leaves no
/// empty temporary behind.
#[derive(Debug)]
pub struct Reserved {
    destination: PathBuf,
}

impl Reserved {
    /// Fails where `fopen(destination, "w")` would fail, without creating or truncating
    /// anything.
    pub fn check(destination: &Path) -> Result<Reserved, OpenFailure> {
        if destination.as_os_str().is_empty() {
            let reason = String::from_utf8_lossy(crate::diag::catalog::REASON_INVALID_FILE_NAME)
                .into_owned();
            return Err(OpenFailure {
                reason: Some(reason),
            });
        }
        if destination.is_dir() {
            return Err(OpenFailure::from_io(&io::Error::from_raw_os_error(EISDIR)));
        }
        // Would fopen(destination, "w") be refused (e.g. a read-only file)? Ask without
        // truncating anything: open for writing only if it already exists.
        if let Err(err) = OpenOptions::new().write(true).open(destination) {
            if err.kind() != io::ErrorKind::NotFound {
                return Err(OpenFailure::from_io(&err));
            }
        }
        if !destination.exists() {
            writable_directory(destination)?;
        }
        Ok(Reserved {
            destination: destination.to_path_buf(),
        })
    }

    /// Where the file will be once committed.
    pub fn destination(&self) -> &Path {
        &self.destination
    }

    /// Creates the temporary file the contents go to.
    pub fn open(self) -> Result<OutputFile, OpenFailure> {
        OutputFile::open_temporary(&self.destination)
    }
}

/// A new file can be made in `destination`'s directory (`access(dir, W_OK | X_OK)`): the
/// directory's absence or permissions fail as `fopen` would.
fn writable_directory(destination: &Path) -> Result<(), OpenFailure> {
    let directory = match destination.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let Ok(c) = std::ffi::CString::new(crate::text::os_bytes(directory.as_os_str()).into_owned())
    else {
        return Err(OpenFailure { reason: None });
    };
    // SAFETY: a valid NUL-terminated path; access only reads it.
    if unsafe { libc::access(c.as_ptr(), libc::W_OK | libc::X_OK) } == 0 {
        Ok(())
    } else {
        Err(OpenFailure::from_io(&io::Error::last_os_error()))
    }
}

impl Write for OutputFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match &mut self.file {
            Some(f) => f.write(buf),
            None => Err(io::Error::other("output file already committed")),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut self.file {
            Some(f) => f.flush(),
            None => Ok(()),
        }
    }
}

impl Drop for OutputFile {
    fn drop(&mut self) {
        // Not committed: throw the partial contents away.
        self.file = None;
        if self.pending {
            let _ = fs::remove_file(&self.temporary);
        }
        if let Some(r) = self.registered.take() {
            r.release();
        }
    }
}

/// Writes a whole file at once (create, write, commit).
pub fn write_file(destination: &Path, contents: &[u8]) -> Result<(), WriteFailure> {
    let mut out = OutputFile::create(destination).map_err(WriteFailure::Open)?;
    out.write_all(contents).map_err(WriteFailure::Write)?;
    out.commit().map_err(WriteFailure::Write)
}

/// Why [`write_file`] failed.
#[derive(Debug)]
pub enum WriteFailure {
    Open(OpenFailure),
    Write(io::Error),
}

/// `EISDIR` on Linux and the BSDs alike.
const EISDIR: i32 = 21;

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("rcudafe-output-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut v: Vec<_> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn commit_renames_into_place() {
        let dir = scratch("commit");
        let dest = dir.join("k.int.c");
        let mut out = OutputFile::create(&dest).unwrap();
        out.write_all(b"# 1 \"k.cu\"\n").unwrap();
        assert!(!dest.exists(), "nothing at the destination before commit");
        out.commit().unwrap();
        assert_eq!(fs::read(&dest).unwrap(), b"# 1 \"k.cu\"\n");
        assert_eq!(entries(&dir), vec!["k.int.c"]);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn abandoned_output_leaves_nothing_and_keeps_the_old_file() {
        let dir = scratch("abandon");
        let dest = dir.join("k.module_id");
        fs::write(&dest, b"OLD").unwrap();
        {
            let mut out = OutputFile::create(&dest).unwrap();
            out.write_all(b"half").unwrap();
        }
        assert_eq!(fs::read(&dest).unwrap(), b"OLD");
        assert_eq!(entries(&dir), vec!["k.module_id"]);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn replaces_an_existing_file_whole() {
        let dir = scratch("replace");
        let dest = dir.join("s.stub.c");
        fs::write(&dest, b"OLD CONTENTS").unwrap();
        write_file(&dest, b"new").unwrap();
        assert_eq!(fs::read(&dest).unwrap(), b"new");
        assert_eq!(entries(&dir), vec!["s.stub.c"]);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn open_failures_are_worded_like_the_reference() {
        let dir = scratch("fail");
        let missing = OutputFile::create(&dir.join("nodir").join("x.c")).unwrap_err();
        assert_eq!(missing.reason, None);
        let is_dir = OutputFile::create(&dir).unwrap_err();
        assert_eq!(is_dir.reason.as_deref(), Some("Is a directory"));
        assert_eq!(
            OutputFile::create(Path::new(""))
                .unwrap_err()
                .reason
                .as_deref(),
            Some("invalid file name")
        );
        assert_eq!(entries(&dir), Vec::<String>::new());
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_checked_destination_creates_nothing_until_opened() {
        // A run killed between the check (before translating) and the write must leave
        // nothing behind: no temporary file exists until `open`.
        let dir = scratch("reserve");
        let dest = dir.join("k.int.c");
        let reserved = Reserved::check(&dest).unwrap();
        assert_eq!(entries(&dir), Vec::<String>::new());
        let mut out = reserved.open().unwrap();
        assert_eq!(entries(&dir).len(), 1, "the temporary file");
        out.write_all(b"x").unwrap();
        out.commit().unwrap();
        assert_eq!(entries(&dir), vec!["k.int.c"]);
        let missing = Reserved::check(&dir.join("nodir").join("x.c")).unwrap_err();
        assert_eq!(missing.reason, None);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn io_error_text_drops_the_rust_suffix() {
        let e = io::Error::from_raw_os_error(13);
        assert_eq!(
            OpenFailure::from_io(&e).reason.as_deref(),
            Some("Permission denied")
        );
    }
}
