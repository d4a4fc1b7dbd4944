//! `oracle fuzz`: a differential campaign. Generate TUs with cudagen from consecutive seeds, run the
//! live reference and the candidate on each, bucket every divergence by [`Signature`], and keep one
//! witness per bucket. A reference that crashes, hangs or aborts is a finding with its own bucket.

use crate::check::compare_live;
use crate::corpus::Tu;
use crate::invocation::NvccOptions;
use crate::reduce::{signature, Signature};
use crate::reference::Reference;
use anyhow::Result;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Which kind of program each seed gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuzzMode {
    Valid,
    Invalid,
    /// Even seeds valid, odd seeds invalid.
    Both,
}

pub struct FuzzConfig {
    pub reference: Reference,
    pub candidate: PathBuf,
    pub first_seed: u64,
    pub mode: FuzzMode,
    pub size: cudagen::Size,
    /// Stop at this time, or after `max_tus` TUs, whichever comes first.
    pub deadline: Duration,
    pub max_tus: Option<u64>,
    pub timeout: Duration,
    /// Where witnesses and the summary go (`witnesses/NNN-<seed>.cu`, `summary.md`).
    pub out: PathBuf,
}

/// One bucket of a campaign.
pub struct FuzzBucket {
    pub signature: Signature,
    pub count: u64,
    pub witness_seed: u64,
    pub witness: PathBuf,
}

pub struct FuzzSummary {
    pub tus: u64,
    pub elapsed: Duration,
    pub buckets: Vec<FuzzBucket>,
    /// TUs on which the candidate matched the reference on every channel.
    pub matched: u64,
}

impl FuzzSummary {
    pub fn throughput(&self) -> f64 {
        self.tus as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

fn generate(seed: u64, config: &FuzzConfig) -> (String, String) {
    let cfg = cudagen::Config::sized(config.size);
    let valid = match config.mode {
        FuzzMode::Valid => true,
        FuzzMode::Invalid => false,
        FuzzMode::Both => seed.is_multiple_of(2),
    };
    let mode = if valid {
        cudagen::Mode::Valid
    } else {
        cudagen::Mode::Invalid
    };
    let name = crate::gen::tu_name(mode, seed)
        .trim_end_matches(".cu")
        .to_string();
    let tu = if valid {
        cudagen::valid(seed, &cfg)
    } else {
        cudagen::invalid(seed, &cfg)
    };
    (name, tu.text)
}

/// A seed's TU name and text, and its divergence signature (`None`: the candidate matched).
type SeedOutcome = (String, String, Option<Signature>);

/// The signature of one seed, or `None` when the candidate matches the reference.
fn run_seed(seed: u64, config: &FuzzConfig, scratch: &Path) -> Result<SeedOutcome> {
    let (name, text) = generate(seed, config);
    let dir = tempfile::tempdir_in(scratch)?;
    let source = dir.path().join(format!("{name}.cu"));
    std::fs::write(&source, &text)?;
    let headers = vec![scratch.join("prelude.cuh")];
    let tu = Tu {
        suite: "fuzz".into(),
        name: name.clone(),
        source,
        options: NvccOptions::default(),
    };
    let result = match compare_live(
        &config.reference,
        &config.candidate,
        &tu,
        &headers,
        config.timeout,
    ) {
        Ok(result) => result,
        // The reference hung or could not run: a finding about the reference.
        Err(e) => {
            return Ok((
                name,
                text,
                Some(Signature(format!(
                    "reference: {}",
                    first_line(&format!("{e:#}"))
                ))),
            ))
        }
    };
    if result.expected.rc >= 128 {
        return Ok((
            name,
            text,
            Some(Signature(format!(
                "reference: killed by signal {}",
                result.expected.rc - 128
            ))),
        ));
    }
    let sig = (!result.diverging.is_empty())
        .then(|| signature(&result.expected, &result.actual, &result.diverging));
    Ok((name, text, sig))
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// Runs the campaign; `progress` hears a line every few seconds.
pub fn fuzz(config: &FuzzConfig, progress: &mut dyn FnMut(&str)) -> Result<FuzzSummary> {
    let witnesses = config.out.join("witnesses");
    std::fs::create_dir_all(&witnesses)?;
    let scratch = tempfile::tempdir()?;
    std::fs::write(scratch.path().join("prelude.cuh"), cudagen::PRELUDE)?;
    std::fs::write(witnesses.join("prelude.cuh"), cudagen::PRELUDE)?;

    let started = Instant::now();
    let mut buckets: BTreeMap<Signature, FuzzBucket> = BTreeMap::new();
    let (mut tus, mut matched) = (0u64, 0u64);
    let mut next_seed = config.first_seed;
    let mut last_report = Instant::now();
    let batch = (rayon::current_num_threads() * 4) as u64;
    while started.elapsed() < config.deadline && config.max_tus.is_none_or(|m| tus < m) {
        let count = config.max_tus.map_or(batch, |m| batch.min(m - tus));
        let seeds: Vec<u64> = (next_seed..next_seed + count).collect();
        next_seed += count;
        let results: Vec<(u64, Result<SeedOutcome>)> = seeds
            .par_iter()
            .map(|&seed| (seed, run_seed(seed, config, scratch.path())))
            .collect();
        for (seed, result) in results {
            let (name, text, sig) = result?;
            tus += 1;
            let Some(sig) = sig else {
                matched += 1;
                continue;
            };
            let number = buckets.len() + 1;
            let bucket = buckets.entry(sig.clone()).or_insert_with(|| FuzzBucket {
                signature: sig,
                count: 0,
                witness_seed: seed,
                witness: witnesses.join(format!("b{number:03}-{name}.cu")),
            });
            if bucket.count == 0 {
                std::fs::write(&bucket.witness, &text)?;
            }
            bucket.count += 1;
        }
        if last_report.elapsed() >= Duration::from_secs(5) {
            last_report = Instant::now();
            let rate = tus as f64 / started.elapsed().as_secs_f64();
            progress(&format!(
                "{tus} TUs, {rate:.1} TUs/s, {matched} matched, {} buckets",
                buckets.len()
            ));
        }
    }
    let mut buckets: Vec<FuzzBucket> = buckets.into_values().collect();
    buckets.sort_by(|a, b| {
        b.count
            .cmp(&a.count)
            .then_with(|| a.signature.cmp(&b.signature))
    });
    let summary = FuzzSummary {
        tus,
        elapsed: started.elapsed(),
        buckets,
        matched,
    };
    std::fs::write(config.out.join("summary.md"), render(&summary, config))?;
    Ok(summary)
}

pub fn render(summary: &FuzzSummary, config: &FuzzConfig) -> String {
    let mut out = format!(
        "# oracle fuzz\n\nSeeds {}..{} ({:?} mode), {} TUs in {:.1} s: {:.1} TUs/s. The candidate matched the reference on every channel of {} TUs; {} divergence buckets.\n\n\
         | bucket | TUs | signature | witness |\n|---|---|---|---|\n",
        config.first_seed,
        config.first_seed + summary.tus,
        config.mode,
        summary.tus,
        summary.elapsed.as_secs_f64(),
        summary.throughput(),
        summary.matched,
        summary.buckets.len()
    );
    for (i, b) in summary.buckets.iter().enumerate() {
        let witness = b
            .witness
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let _ = writeln!(
            out,
            "| {} | {} | `{}` | witnesses/{} |",
            i + 1,
            b.count,
            b.signature.0.replace('|', "\\|").replace('`', "'"),
            witness
        );
    }
    out.push_str("\nTriage the witnesses with `oracle triage --dir <this folder>/witnesses`.\n");
    out
}
