//! Properties of the generator that hold without running any compiler.

use cudagen::{invalid, Config, Feature, Mode, Size};

#[test]
fn same_seed_same_bytes() {
    let cfg = Config::default();
    for seed in [0u64, 1, 42, 977, 123_456_789] {
        assert_eq!(
            cudagen::valid(seed, &cfg).text,
            cudagen::valid(seed, &cfg).text,
            "valid seed {seed}"
        );
        assert_eq!(
            cudagen::invalid(seed, &cfg).text,
            cudagen::invalid(seed, &cfg).text,
            "invalid seed {seed}"
        );
    }
    let bytes: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let a =
        cudagen::from_unstructured(&mut arbitrary::Unstructured::new(&bytes), &cfg, Mode::Valid);
    let b =
        cudagen::from_unstructured(&mut arbitrary::Unstructured::new(&bytes), &cfg, Mode::Valid);
    assert_eq!(a.text, b.text);
}

#[test]
fn different_seeds_differ() {
    let cfg = Config::default();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..100u64 {
        // Without the first line (which names the seed), every program is different.
        let text = cudagen::valid(seed, &cfg).text;
        let body = text.split_once('\n').unwrap().1.to_string();
        assert!(seen.insert(body), "seed {seed} repeats an earlier program");
    }
}

#[test]
fn programs_stay_within_size_bounds() {
    for size in [Size::Small, Size::Medium, Size::Large] {
        let cfg = Config::sized(size);
        for seed in 0..150u64 {
            for tu in [cudagen::valid(seed, &cfg), cudagen::invalid(seed, &cfg)] {
                let n = tu.lines();
                assert!(
                    n >= cfg.min_lines && n <= cfg.max_lines,
                    "{size:?} seed {seed} {:?}: {n} lines",
                    tu.mutation
                );
            }
        }
    }
}

#[test]
fn every_tu_has_the_header_and_an_eligible_entity() {
    let cfg = Config::default();
    for seed in 0..200u64 {
        let tu = cudagen::valid(seed, &cfg);
        let mut lines = tu.text.lines();
        assert_eq!(
            lines.next().unwrap(),
            format!("// cudagen {} seed {seed} valid", cudagen::VERSION)
        );
        let features = lines
            .next()
            .unwrap()
            .strip_prefix("// features: ")
            .expect("features line");
        for name in features.split(',') {
            assert!(Feature::from_name(name).is_some(), "unknown feature {name}");
        }
        assert_eq!(lines.next().unwrap(), "#include \"prelude.cuh\"");
        // `int main()` is always defined (non-static, non-template): the module id is deterministic.
        assert!(tu.text.contains("\nint main("), "seed {seed}: no main");
        assert!(tu.text.ends_with('\n'));
        assert!(tu.features.contains(&Feature::Main) && tu.features.contains(&Feature::Kernel));
    }
}

#[test]
fn every_catalog_mutation_applies() {
    let cfg = Config::default();
    let mut names = std::collections::BTreeSet::new();
    for (i, m) in invalid::CATALOG.iter().enumerate() {
        assert!(names.insert(m.name), "duplicate catalog name {}", m.name);
        assert!(!m.expect.is_empty());
        for seed in [i as u64, 1000 + i as u64, 5000 + 7 * i as u64] {
            let tu = cudagen::invalid_with(seed, &cfg, m);
            assert!(tu.text.starts_with(&format!(
                "// cudagen {} seed {seed} invalid:{}\n",
                cudagen::VERSION,
                m.name
            )));
            assert_eq!(tu.mutation, Some(m.name));
            let valid = tu.valid_text.as_deref().expect("the unmutated program");
            let strip = |t: &str| t.split_once('\n').unwrap().1.to_string();
            assert_ne!(
                strip(&tu.text),
                strip(valid),
                "{} did not change seed {seed}",
                m.name
            );
            let n = tu.lines();
            assert!(
                n >= cfg.min_lines && n <= cfg.max_lines,
                "{} seed {seed}: {n} lines",
                m.name
            );
        }
    }
    // Consecutive seeds cover the catalog evenly.
    let len = invalid::CATALOG.len() as u64;
    for seed in 0..len {
        assert_eq!(
            cudagen::invalid(seed, &cfg).mutation,
            Some(invalid::CATALOG[seed as usize].name)
        );
    }
    assert!(invalid::by_name("kernel_nonvoid_return").is_some());
}

#[test]
fn fuzzer_bytes_always_give_a_program() {
    let cfg = Config::default();
    for len in [0usize, 1, 7, 64, 1000, 20_000] {
        for salt in 0..4u32 {
            let bytes: Vec<u8> = (0..len as u32)
                .map(|i| (i.wrapping_mul(31).wrapping_add(salt * 17) % 251) as u8)
                .collect();
            for mode in [Mode::Valid, Mode::Invalid] {
                let tu = cudagen::from_unstructured(
                    &mut arbitrary::Unstructured::new(&bytes),
                    &cfg,
                    mode,
                );
                assert!(tu
                    .text
                    .starts_with(&format!("// cudagen {} seed fuzz ", cudagen::VERSION)));
                assert!(tu.text.contains("#include \"prelude.cuh\""));
            }
        }
    }
}

#[test]
fn swarm_selection_varies_the_features() {
    let cfg = Config::default();
    let sets: std::collections::BTreeSet<Vec<Feature>> = (0..50u64)
        .map(|s| cudagen::valid(s, &cfg).features)
        .collect();
    assert!(
        sets.len() > 45,
        "swarm testing should give (nearly) every program its own feature set"
    );
    // A zero weight switches a feature off.
    let off = Config::default()
        .with_weight(Feature::Lambda, 0)
        .with_weight(Feature::Switch, 0);
    for seed in 0..60u64 {
        let tu = cudagen::valid(seed, &off);
        assert!(
            !tu.features.contains(&Feature::Lambda) && !tu.features.contains(&Feature::Switch),
            "seed {seed}"
        );
        assert!(!tu.text.contains("switch ("), "seed {seed}");
    }
}

#[test]
fn the_whole_grammar_is_reachable() {
    let cfg = Config::default();
    let mut used = std::collections::BTreeSet::new();
    for seed in 0..1500u64 {
        used.extend(cudagen::valid(seed, &cfg).features);
    }
    // cudagen 0.1's features (0.2's are checked in tests/cxx.rs).
    let missing: Vec<&str> = Feature::ALL
        .iter()
        .filter(|f| f.tier() == cudagen::features::Tier::Classic && !used.contains(f))
        .map(|f| f.name())
        .collect();
    assert!(missing.is_empty(), "features never generated: {missing:?}");
}

/// Fuzzer bytes that run out become a constant stream: every rejection loop of the generator
/// must still end (this input, found by generated_to_rcudafe, hung in the switch's case values).
#[test]
fn exhausted_fuzzer_bytes_end() {
    let bytes = include_bytes!("fixtures/exhausted-bytes-switch.bin").to_vec();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let cfg = Config::default();
        for mode in [Mode::Valid, Mode::Invalid] {
            let _ =
                cudagen::from_unstructured(&mut arbitrary::Unstructured::new(&bytes), &cfg, mode);
        }
        // Constant streams from the first byte on, too.
        for fill in [0u8, 0xff, 0x80] {
            let bytes = vec![fill; 64];
            let _ = cudagen::from_unstructured(
                &mut arbitrary::Unstructured::new(&bytes),
                &cfg,
                Mode::Valid,
            );
        }
        tx.send(()).unwrap();
    });
    rx.recv_timeout(std::time::Duration::from_secs(300))
        .expect("the generator did not finish on exhausted bytes");
}
