//! The committed generated suites are exactly what the generator writes for their seeds: each TU's
//! first line names the generator version, the seed and the mode (`// cudagen 0.2 seed 7 valid
//! headers`), and regenerating it gives the same bytes (and the same `.flags`). A generator change
//! that alters output must come with a new generator version, or regenerated (and re-recorded)
//! suites.

mod common;

#[test]
fn committed_generated_suites_match_the_generator() {
    let size = oracle::gen::parse_size("medium").unwrap();
    let suites = oracle::corpus::load_suites(&common::workspace_root().join("corpus"), &[])
        .expect("corpus loads");
    let mut checked = 0;
    for suite in suites.iter().filter(|s| s.name.starts_with("generated-")) {
        let mut seeds = Vec::new();
        for tu in &suite.tus {
            let committed = std::fs::read_to_string(&tu.source).unwrap();
            let (request, seed) = oracle::gen::GenRequest::for_tu(&committed, size)
                .unwrap_or_else(|| panic!("{}: not a cudagen TU", tu.id()));
            assert_eq!(
                tu.name,
                oracle::gen::tu_name(request.mode, seed).trim_end_matches(".cu"),
                "{}: named after another seed",
                tu.id()
            );
            let fresh = request.generate(seed);
            assert!(
                committed == fresh.text,
                "{} differs from what cudagen {} writes for its seed: regenerate the suite with `oracle gen` and re-record it",
                tu.id(),
                request.config().grammar().version()
            );
            let flags = std::fs::read_to_string(tu.source.with_extension("flags")).ok();
            let expected =
                (!fresh.nvcc_flags.is_empty()).then(|| format!("{}\n", fresh.nvcc_flags.join(" ")));
            assert_eq!(flags, expected, "{}: .flags", tu.id());
            seeds.push(seed);
            checked += 1;
        }
        let (first, last) = (*seeds.iter().min().unwrap(), *seeds.iter().max().unwrap());
        assert_eq!(
            seeds.len() as u64,
            last - first + 1,
            "{}: seeds are not consecutive",
            suite.name
        );
    }
    assert!(
        checked >= 3000,
        "expected the generated suites to hold at least 3,000 TUs, found {checked}"
    );
}
