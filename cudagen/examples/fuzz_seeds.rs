//! Seed inputs for the `generated_to_rcudafe` fuzz target, made from the committed generated
//! suites: for every STEP-th TU of `CORPUS/generated-valid` and `CORPUS/generated-invalid`, the
//! bytes that make `cudagen::from_unstructured` (as the target drives it) write that very TU (all
//! but its first comment line, which names the seed). Each is checked before it is written.
//!
//! `cargo run -p cudagen --example fuzz_seeds -- CORPUS OUT [STEP]` (`.clusterfuzzlite/build.sh`).

use cudagen::entropy::{Entropy, SeededEntropy};

/// The fuzz target's reading: a `bool` (odd byte: invalid), then for invalid programs a catalog
/// index (one byte, below the catalog's size), then 32-bit words for the generator's stream.
fn bytes(seed: u64, invalid: bool, words: usize) -> Vec<u8> {
    let mut out = vec![u8::from(invalid)];
    let mut stream = if invalid {
        out.push((seed % cudagen::invalid::CATALOG.len() as u64) as u8);
        SeededEntropy::new(seed ^ 0x5eed_1a7a_11d0_0000)
    } else {
        SeededEntropy::new(seed)
    };
    for _ in 0..words {
        out.extend_from_slice(&stream.next_u32().to_le_bytes());
    }
    out
}

fn generated(data: &[u8]) -> String {
    let mut u = arbitrary::Unstructured::new(data);
    let invalid = u.arbitrary::<bool>().unwrap_or(false);
    let mode = if invalid {
        cudagen::Mode::Invalid
    } else {
        cudagen::Mode::Valid
    };
    cudagen::from_unstructured(&mut u, &cudagen::Config::default(), mode).text
}

fn without_first_line(text: &str) -> &str {
    text.split_once('\n').map_or("", |(_, rest)| rest)
}

/// The shortest input that gives `expected`, if one of at most 2^16 words does.
fn seed_input(seed: u64, invalid: bool, expected: &str) -> Option<Vec<u8>> {
    let matches = |words| {
        without_first_line(&generated(&bytes(seed, invalid, words))) == without_first_line(expected)
    };
    let mut high = 64;
    while !matches(high) {
        high *= 2;
        if high > 1 << 16 {
            return None;
        }
    }
    let mut low = 0;
    while low < high {
        let mid = (low + high) / 2;
        if matches(mid) {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    Some(bytes(seed, invalid, high))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: fuzz_seeds CORPUS OUT [STEP]");
        std::process::exit(2);
    }
    let corpus = std::path::Path::new(&args[1]);
    let out = std::path::Path::new(&args[2]);
    let step: usize = args.get(3).map_or(20, |s| s.parse().expect("STEP"));
    std::fs::create_dir_all(out).expect("create OUT");
    let (mut written, mut skipped) = (0, 0);
    for (suite, prefix, invalid) in [
        ("generated-valid", 'v', false),
        ("generated-invalid", 'i', true),
    ] {
        let mut names: Vec<String> = std::fs::read_dir(corpus.join(suite))
            .map(|d| {
                d.flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.retain(|n| n.starts_with(prefix) && n.ends_with(".cu"));
        names.sort();
        for name in names.iter().step_by(step.max(1)) {
            let Ok(seed) = name[1..name.len() - 3].parse::<u64>() else {
                continue;
            };
            let expected = std::fs::read_to_string(corpus.join(suite).join(name)).expect("read TU");
            match seed_input(seed, invalid, &expected) {
                Some(data) => {
                    std::fs::write(out.join(format!("{}.bin", &name[..name.len() - 3])), data)
                        .expect("write seed");
                    written += 1;
                }
                None => skipped += 1,
            }
        }
    }
    eprintln!("fuzz_seeds: {written} seed inputs written to {}, {skipped} TUs not reproducible from bytes", out.display());
    if written == 0 {
        std::process::exit(1);
    }
}
