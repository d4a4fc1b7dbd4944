//! A large input built from small pieces (one of cudagen's stress families at a fuzzer-chosen
//! size around a fuzzer-chosen snippet, or the snippet nested or repeated; see
//! `rcudafe_fuzz_targets::scaled`) through rcudafe: no panic, hang or stack overflow, and a run
//! with no error writes its host file.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = rcudafe_fuzz_targets::scaled::build(data);
    let run = rcudafe_fuzz_targets::run(&input);
    if run.succeeded() {
        assert!(run.int_c_len > 0, "no error, yet no host file: {run:?}");
    }
});
