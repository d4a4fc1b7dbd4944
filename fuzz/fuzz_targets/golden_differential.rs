//! Differential without the reference: a corpus TU must still give the outputs the reference
//! recorded for it (on the channels the baseline says rcudafe matches), through rcudafe's whole
//! driver; any other input must not make the driver panic. See `src/golden.rs`.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    rcudafe_fuzz_targets::golden::check(data);
});
