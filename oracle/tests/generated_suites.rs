//! The committed generated suites are exactly what the current generator writes for their seeds:
//! a generator change that alters output must come with regenerated (and re-recorded) suites.

mod common;

#[test]
fn committed_generated_suites_match_the_generator() {
    let mut checked = 0;
    for suite in common::suites()
        .iter()
        .filter(|s| s.name.starts_with("generated-"))
    {
        let regenerated = tempfile::tempdir().unwrap();
        let mode = if suite.name == "generated-invalid" {
            cudagen::Mode::Invalid
        } else {
            cudagen::Mode::Valid
        };
        let seeds: Vec<u64> = suite
            .tus
            .iter()
            .map(|t| t.name[1..].parse().expect("generated names are [vi]NNNNNN"))
            .collect();
        let (first, last) = (*seeds.iter().min().unwrap(), *seeds.iter().max().unwrap());
        assert_eq!(
            seeds.len() as u64,
            last - first + 1,
            "{}: seeds are not consecutive",
            suite.name
        );
        let size = oracle::gen::parse_size("medium").unwrap();
        let request = oracle::gen::GenRequest::classic(seeds.len() as u64, first, mode, size);
        oracle::gen::write_suite(regenerated.path(), &request).unwrap();
        for tu in &suite.tus {
            let committed = std::fs::read(&tu.source).unwrap();
            let fresh = std::fs::read(regenerated.path().join(format!("{}.cu", tu.name))).unwrap();
            assert!(committed == fresh, "{} differs from what cudagen {} writes for its seed: regenerate the suite with `oracle gen` and re-record it", tu.id(), cudagen::VERSION);
            checked += 1;
        }
    }
    assert!(
        checked >= 3000,
        "expected the generated suites to hold at least 3,000 TUs, found {checked}"
    );
}
