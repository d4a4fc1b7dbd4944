//! A generated CUDA program (cudagen, driven by the fuzzer's bytes) through rcudafe: no panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut u = arbitrary::Unstructured::new(data);
    let mode = if u.arbitrary::<bool>().unwrap_or(false) { cudagen::Mode::Invalid } else { cudagen::Mode::Valid };
    let tu = cudagen::from_unstructured(&mut u, &cudagen::Config::default(), mode);
    let _ = rcudafe_fuzz_targets::front_end(tu.text.as_bytes());
});
