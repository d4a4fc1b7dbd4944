//! Source files: reading the input (and other files the front end reads, such as the
//! module id file) as bytes, failing the way the reference does.
//!
//! The reference checks a file before opening it: an empty name is `invalid file name`, a
//! directory is `is a directory` (EDG's own lowercase wording); any other failure is the C
//! library's text, except a missing file, which gets no reason at all. Line directives,
//! positions and include handling join this module with the preprocessor.

pub mod loader;
pub mod map;
pub mod presumed;
pub mod ranges;

pub use loader::{FileLoader, Load, MemoryFs, RealFs};
pub use map::{FileId, Pos, SourceMap};
pub use presumed::{LineMapEntry, NameId, Presumed, SegmentId};
pub use ranges::PosRanges;

use std::ffi::{OsStr, OsString};
use std::fs;
use std::io::{self, Read};
use std::path::Path;

use crate::diag::catalog;
use crate::output::OpenFailure;

/// The translation unit to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// `-`: standard input (the host file then goes to standard output).
    Stdin,
    File(OsString),
}

impl Input {
    /// The name as it appears in line directives and diagnostics.
    pub fn name(&self) -> &OsStr {
        match self {
            Input::Stdin => OsStr::new("-"),
            Input::File(name) => name,
        }
    }
}

/// Reads a whole file the way EDG opens source-like files.
pub fn read_file(name: &OsStr) -> Result<Vec<u8>, OpenFailure> {
    let own = |reason: &[u8]| OpenFailure {
        reason: Some(String::from_utf8_lossy(reason).into_owned()),
    };
    if name.is_empty() {
        return Err(own(catalog::REASON_INVALID_FILE_NAME));
    }
    let path = Path::new(name);
    if path.is_dir() {
        return Err(own(catalog::REASON_IS_A_DIRECTORY));
    }
    fs::read(path).map_err(|e| OpenFailure::from_io(&e))
}

/// Reads the translation unit (standard input for `-`).
pub fn read_input(input: &Input) -> Result<Vec<u8>, OpenFailure> {
    match input {
        Input::Stdin => {
            let mut bytes = Vec::new();
            io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|e| OpenFailure::from_io(&e))?;
            Ok(bytes)
        }
        Input::File(name) => {
            // The reference reads only regular files (a FIFO or `/dev/null`: "not a regular
            // file"); checked before opening, so a FIFO with no writer cannot hang.
            let special = fs::metadata(name).is_ok_and(|m| !m.is_file() && !m.is_dir());
            if special && !name.is_empty() {
                let reason = String::from_utf8_lossy(catalog::REASON_NOT_A_REGULAR_FILE);
                return Err(OpenFailure {
                    reason: Some(reason.into_owned()),
                });
            }
            read_file(name)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures() {
        assert_eq!(
            read_file(OsStr::new("")).unwrap_err().reason.as_deref(),
            Some("invalid file name")
        );
        let dir = std::env::temp_dir();
        assert_eq!(
            read_file(dir.as_os_str()).unwrap_err().reason.as_deref(),
            Some("is a directory")
        );
        let missing = dir.join(format!("rcudafe-no-such-file-{}", std::process::id()));
        assert_eq!(read_file(missing.as_os_str()).unwrap_err().reason, None);
    }

    #[test]
    fn special_files_are_not_sources() {
        let null = Input::File(OsStr::new("/dev/null").to_os_string());
        assert_eq!(
            read_input(&null).unwrap_err().reason.as_deref(),
            Some("not a regular file")
        );
    }

    #[test]
    fn reads_bytes_unchanged() {
        let path = std::env::temp_dir().join(format!("rcudafe-source-{}.cu", std::process::id()));
        fs::write(&path, b"int x;\r\n\xff\x00").unwrap();
        assert_eq!(read_file(path.as_os_str()).unwrap(), b"int x;\r\n\xff\x00");
        fs::remove_file(path).unwrap();
    }
}
