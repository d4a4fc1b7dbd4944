//! Arbitrary bytes into rcudafe: no panic, no hang, no stack overflow.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = rcudafe_fuzz_targets::front_end(data);
});
