//! What the fuzz targets run: rcudafe's front end, in memory, on one TU. It grows with the
//! pipeline: today the source manager, the lexer and the preprocessor; the parser and the
//! printer join here as they land. Any panic, hang or stack overflow is a finding.

use rcudafe::pp::{dump::dump, PpOptions, Preprocessor};
use rcudafe::source::loader::MemoryFs;

/// Runs the front end on `bytes` as `fuzz.cu`, with the generator's prelude includable.
pub fn front_end(bytes: &[u8]) -> String {
    let mut files = MemoryFs::new();
    files.add("prelude.cuh", cudagen::PRELUDE.as_bytes());
    // No system directories: a fuzz input must not read the machine's headers.
    let options = PpOptions { default_system_dirs: Vec::new(), ..PpOptions::default() };
    let mut pp = Preprocessor::new(b"fuzz.cu", bytes.to_vec(), options, &files);
    dump(&mut pp)
}
