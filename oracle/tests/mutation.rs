//! Mutation of corpus TUs (`oracle fuzz --source mutate`): the pool of the default suites gives a
//! mutant for nearly every seed, the same one each time, with every operator in use; against the
//! reference, a campaign counts per operator and keeps its rejections runnable.

mod common;
use common::Test;
use oracle::fuzz::{fuzz, FuzzConfig, FuzzMode};
use oracle::mutate::ops::Operator;
use oracle::mutate::{mutate, operators_of, Pool, DEFAULT_SUITES};
use oracle::reference::Reference;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

fn pool() -> Pool {
    let suites = DEFAULT_SUITES.map(String::from);
    Pool::load(&common::workspace_root().join("corpus"), &suites).expect("the pool loads")
}

fn corpus_mutants_are_deterministic_and_use_every_operator() {
    let (first, second) = (pool(), pool());
    let mut seen = BTreeSet::new();
    let mut made = 0;
    for seed in 9_000..9_150 {
        let Some(m) = mutate(seed, &first) else {
            continue;
        };
        made += 1;
        // A fresh pool parses again: the same mutant (a few seeds: parsing is the cost here).
        if seed < 9_020 {
            assert_eq!(Some(&m), mutate(seed, &second).as_ref(), "seed {seed}");
        }
        assert_eq!(operators_of(&m.text), m.operators, "seed {seed}");
        seen.extend(m.operators);
    }
    assert!(made >= 145, "only {made} of 150 seeds gave a mutant");
    assert_eq!(
        seen.len(),
        Operator::ALL.len(),
        "operators never drawn: {:?}",
        Operator::ALL
            .iter()
            .filter(|o| !seen.contains(o))
            .collect::<Vec<_>>()
    );
}

fn a_mutation_campaign_counts_per_operator_and_keeps_rejections(reference: &Reference) {
    let out = tempfile::tempdir().unwrap();
    let config = FuzzConfig {
        reference: reference.clone(),
        // The reference against itself: no divergence, so every count is about the mutants.
        candidate: common::reference_candidate(out.path(), reference, false),
        first_seed: 77_000,
        mode: FuzzMode::Both,
        size: cudagen::Size::Small,
        grammar: cudagen::Grammar::Classic,
        headers: false,
        deadline: Duration::from_secs(120),
        max_tus: Some(24),
        timeout: Duration::from_secs(30),
        out: out.path().to_path_buf(),
        mutation: Some(Arc::new(pool())),
    };
    let summary = fuzz(&config, &mut |_| {}).unwrap();
    assert_eq!(summary.tus, 24);
    assert!(
        summary.buckets.is_empty(),
        "the reference diverges from itself"
    );
    assert_eq!(summary.valid, 24, "every mutant gets a verdict");
    let stats = summary.mutation.as_ref().expect("mutation stats");
    let per_op: u64 = stats.per_operator.values().map(|s| s.mutants).sum();
    assert!(per_op >= 24, "each mutant counts for its operators");
    assert!(
        summary.accepted > 0 && summary.accepted < 24,
        "mutants are neither all accepted nor all rejected ({} accepted)",
        summary.accepted
    );
    for (_, name) in stats.diagnostics.values() {
        let kept = out.path().join(format!("rejected/{name}.cu"));
        assert!(kept.is_file(), "missing {}", kept.display());
    }
    assert!(out.path().join("rejected/prelude.cuh").is_file());
    let md = std::fs::read_to_string(out.path().join("summary.md")).unwrap();
    assert!(
        md.contains("| operator | mutants | reference accepts") && md.contains("| mutate | 24 |"),
        "{md}"
    );
}

fn main() -> std::process::ExitCode {
    common::harness(vec![
        Test::Plain(
            "corpus_mutants_are_deterministic_and_use_every_operator",
            corpus_mutants_are_deterministic_and_use_every_operator,
        ),
        Test::WithReference(
            "a_mutation_campaign_counts_per_operator_and_keeps_rejections",
            a_mutation_campaign_counts_per_operator_and_keeps_rejections,
        ),
    ])
}
