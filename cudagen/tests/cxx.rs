//! cudagen 0.2 (`Grammar::Cxx`) and header mode, without running any compiler.

use cudagen::features::Tier;
use cudagen::{invalid, Config, Feature, Grammar, Mode, Size};

#[test]
fn cxx_programs_are_deterministic_and_versioned() {
    for cfg in [
        Config::cxx(Size::Medium),
        Config::with_headers(Size::Medium),
    ] {
        for seed in [0u64, 5, 977] {
            let a = cudagen::valid(seed, &cfg);
            assert_eq!(a.text, cudagen::valid(seed, &cfg).text);
            let suffix = if cfg.headers { " headers" } else { "" };
            assert!(
                a.text.starts_with(&format!(
                    "// cudagen {} seed {seed} valid{suffix}\n",
                    cudagen::CXX_VERSION
                )),
                "{}",
                a.text.lines().next().unwrap()
            );
            let b = cudagen::invalid(seed, &cfg);
            assert_eq!(b.text, cudagen::invalid(seed, &cfg).text);
        }
    }
}

#[test]
fn the_classic_grammar_does_not_move() {
    // 0.2 draws from streams of its own: the same seed gives a different program, and 0.1's
    // programs never mention 0.2's features.
    let classic = Config::default();
    let cxx = Config::cxx(Size::Medium);
    for seed in 0..40u64 {
        let a = cudagen::valid(seed, &classic);
        assert!(a.nvcc_flags.is_empty() && a.includes.is_empty());
        assert!(a.features.iter().all(|f| f.tier() == Tier::Classic));
        let b = cudagen::valid(seed, &cxx);
        assert_ne!(
            a.text.split_once('\n').unwrap().1,
            b.text.split_once('\n').unwrap().1
        );
    }
}

#[test]
fn nvcc_options_follow_the_program() {
    let cfg = Config::cxx(Size::Medium);
    let (mut std20, mut seen) = (0, 0);
    for seed in 0..300u64 {
        let tu = cudagen::valid(seed, &cfg);
        let line = tu.text.lines().nth(2).unwrap_or("");
        if tu.nvcc_flags.is_empty() {
            assert!(!line.starts_with("// nvcc:"));
        } else {
            seen += 1;
            assert_eq!(line, format!("// nvcc: {}", tu.nvcc_flags.join(" ")));
        }
        let twenty = tu.nvcc_flags.iter().any(|f| f == "-std=c++20");
        std20 += usize::from(twenty);
        for f in &tu.features {
            if f.tier() == Tier::Cxx20 {
                assert!(twenty, "seed {seed}: {} needs -std=c++20", f.name());
            }
        }
        if tu.features.contains(&Feature::ClusterDims) {
            assert!(
                tu.nvcc_flags.iter().any(|f| f == "-arch=sm_90"),
                "seed {seed}"
            );
        }
        if tu.features.contains(&Feature::RdcExternDevice) {
            assert!(
                tu.nvcc_flags.iter().any(|f| f == "-rdc=true"),
                "seed {seed}"
            );
        }
        if tu.features.contains(&Feature::ExtendedLambda) {
            assert!(
                tu.nvcc_flags.iter().any(|f| f == "--extended-lambda"),
                "seed {seed}"
            );
        }
    }
    assert!(
        std20 > 60 && seen > 150,
        "{std20} C++20 programs, {seen} with options"
    );
}

#[test]
fn header_mode_includes_real_headers_and_never_the_prelude() {
    let cfg = Config::with_headers(Size::Medium);
    for seed in 0..60u64 {
        let tu = cudagen::valid(seed, &cfg);
        assert_eq!(tu.includes.first(), Some(&"cuda_runtime.h"));
        assert!(!tu.text.contains("prelude.cuh"));
        for inc in &tu.includes {
            assert!(tu.text.contains(&format!("#include <{inc}>\n")), "{inc}");
        }
        if tu.features.contains(&Feature::ThreeWayComparison) {
            assert!(tu.includes.contains(&"compare"));
        }
    }
    // Self-contained 0.2 programs keep the prelude.
    let tu = cudagen::valid(3, &Config::cxx(Size::Medium));
    assert!(tu.text.contains("#include \"prelude.cuh\"\n") && tu.includes.is_empty());
}

#[test]
fn every_cxx_feature_is_reachable() {
    let mut used = std::collections::BTreeSet::new();
    for seed in 0..600u64 {
        used.extend(cudagen::valid(seed, &Config::cxx(Size::Medium)).features);
    }
    for seed in 0..400u64 {
        used.extend(cudagen::valid(seed, &Config::with_headers(Size::Medium)).features);
    }
    let missing: Vec<&str> = Feature::ALL
        .iter()
        .filter(|f| !used.contains(f))
        .map(|f| f.name())
        .collect();
    assert!(missing.is_empty(), "features never generated: {missing:?}");
}

#[test]
fn the_cxx_catalog_extends_the_classic_one() {
    let classic = invalid::catalog(Grammar::Classic);
    let cxx = invalid::catalog(Grammar::Cxx);
    assert_eq!(classic.len(), invalid::CATALOG.len());
    assert_eq!(
        cxx.len(),
        invalid::CATALOG.len() + cudagen::invalid_cxx::CXX_CATALOG.len()
    );
    let mut names = std::collections::BTreeSet::new();
    for m in &cxx {
        assert!(names.insert(m.name), "duplicate catalog name {}", m.name);
        assert!(invalid::by_name(m.name).is_some());
    }
    let cfg = Config::cxx(Size::Medium);
    for (i, m) in cudagen::invalid_cxx::CXX_CATALOG.iter().enumerate() {
        for seed in [i as u64, 3000 + i as u64] {
            let tu = cudagen::invalid_with(seed, &cfg, m);
            assert_eq!(tu.mutation, Some(m.name));
            let valid = tu.valid_text.as_deref().expect("the unmutated program");
            let strip = |t: &str| t.split_once('\n').unwrap().1.to_string();
            assert_ne!(strip(&tu.text), strip(valid), "{} seed {seed}", m.name);
        }
    }
    // Fuzzer bytes reach 0.2 too.
    let bytes: Vec<u8> = (0..3000u32).map(|i| (i * 7 % 253) as u8).collect();
    let tu =
        cudagen::from_unstructured(&mut arbitrary::Unstructured::new(&bytes), &cfg, Mode::Valid);
    assert!(tu
        .text
        .starts_with(&format!("// cudagen {} seed fuzz ", cudagen::CXX_VERSION)));
}
