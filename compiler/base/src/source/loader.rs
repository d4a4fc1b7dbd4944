//! How the preprocessor reads the files it includes: a small trait, so tests can give it
//! in-memory files, and the real file system behind it.
//!
//! A loaded file comes with an *identity* (its canonical path) so that two spellings of
//! one file (`i.h`, `./i.h`) count as the same file for the reference's limit on how
//! often one file may be open at once, and share their bytes in the [`SourceMap`].
//!
//! [`SourceMap`]: super::map::SourceMap

use std::collections::HashMap;

/// The outcome of trying to read a file.
#[derive(Debug, PartialEq, Eq)]
pub enum Load {
    Loaded {
        bytes: Vec<u8>,
        identity: Vec<u8>,
    },
    /// Missing, a directory, or unreadable: the include search goes on.
    NotFound,
}

/// Reads files by name (bytes: names need not be UTF-8).
pub trait FileLoader {
    fn load(&self, path: &[u8]) -> Load;

    /// The identity of a file already read another way (the primary file).
    fn identity(&self, path: &[u8]) -> Option<Vec<u8>> {
        match self.load(path) {
            Load::Loaded { identity, .. } => Some(identity),
            Load::NotFound => None,
        }
    }
}

/// The real file system.
#[derive(Clone, Copy, Debug, Default)]
pub struct RealFs;

impl FileLoader for RealFs {
    fn identity(&self, path: &[u8]) -> Option<Vec<u8>> {
        let os = crate::text::os_string(path.to_vec());
        std::fs::canonicalize(std::path::Path::new(&os))
            .ok()
            .map(|c| crate::text::os_bytes(c.as_os_str()).into_owned())
    }

    fn load(&self, path: &[u8]) -> Load {
        let os = crate::text::os_string(path.to_vec());
        let p = std::path::Path::new(&os);
        if path.is_empty() || p.is_dir() {
            return Load::NotFound;
        }
        match std::fs::read(p) {
            Ok(bytes) => {
                let identity = std::fs::canonicalize(p)
                    .map(|c| crate::text::os_bytes(c.as_os_str()).into_owned())
                    .unwrap_or_else(|_| path.to_vec());
                Load::Loaded { bytes, identity }
            }
            Err(_) => Load::NotFound,
        }
    }
}

/// Files held in memory (tests, fuzzing): name → bytes. Identity is the name with `./`
/// components and repeated slashes removed.
#[derive(Clone, Debug, Default)]
pub struct MemoryFs {
    files: HashMap<Vec<u8>, Vec<u8>>,
}

impl MemoryFs {
    pub fn new() -> MemoryFs {
        MemoryFs::default()
    }

    pub fn add(&mut self, name: &str, bytes: &[u8]) -> &mut Self {
        self.files
            .insert(normalise(name.as_bytes()), bytes.to_vec());
        self
    }
}

fn normalise(path: &[u8]) -> Vec<u8> {
    let mut parts: Vec<&[u8]> = Vec::new();
    for part in path.split(|&c| c == b'/') {
        match part {
            b"" | b"." => {}
            b".." if parts.last().is_some_and(|p| *p != b"..") => {
                parts.pop();
            }
            _ => parts.push(part),
        }
    }
    let mut out = if path.starts_with(b"/") {
        b"/".to_vec()
    } else {
        Vec::new()
    };
    out.extend_from_slice(&parts.join(&b'/'));
    out
}

impl FileLoader for MemoryFs {
    fn load(&self, path: &[u8]) -> Load {
        let key = normalise(path);
        match self.files.get(&key) {
            Some(bytes) => Load::Loaded {
                bytes: bytes.clone(),
                identity: key,
            },
            None => Load::NotFound,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_fs_normalises_names() {
        let mut fs = MemoryFs::new();
        fs.add("sub/j.h", b"int j;");
        assert_eq!(
            fs.load(b"./sub//j.h"),
            Load::Loaded {
                bytes: b"int j;".to_vec(),
                identity: b"sub/j.h".to_vec()
            }
        );
        assert_eq!(fs.load(b"sub/x/../j.h"), fs.load(b"sub/j.h"));
        assert_eq!(fs.load(b"nope.h"), Load::NotFound);
    }

    #[test]
    fn real_fs_refuses_directories() {
        let dir = std::env::temp_dir();
        assert_eq!(
            RealFs.load(crate::text::os_bytes(dir.as_os_str()).as_ref()),
            Load::NotFound
        );
        assert_eq!(RealFs.load(b""), Load::NotFound);
    }
}
