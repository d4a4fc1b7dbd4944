//! `oracle fuzz`: a differential campaign. Generate TUs with cudagen from consecutive seeds, run the
//! live reference and the candidate on each, bucket every divergence by [`Signature`], and keep one
//! witness per bucket. A reference that crashes, hangs or aborts is a finding with its own bucket.
//! With a mutation pool (`--source mutate`) each seed gives a mutant of a corpus TU instead
//! (`crate::mutate`), and the summary counts per operator.

use crate::check::{compare_live, compared, stub_input, TuResult};
use crate::corpus::{Suite, Tu};
use crate::invocation::NvccOptions;
use crate::mutate::ops::Operator;
use crate::mutate::report::{first_error, MutationStats};
use crate::mutate::{mutate, Pool};
use crate::outcome::{Channel, Outcome};
use crate::real_tu::{prepare_tu, PrepareConfig};
use crate::reduce::{signature, Signature};
use crate::reference::Reference;
use crate::run::candidate_outcome;
use anyhow::Result;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Which kind of program each seed gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
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
    /// cudagen 0.1 (`Classic`) or 0.2 (`Cxx`); header mode implies `Cxx`.
    pub grammar: cudagen::Grammar,
    /// Header mode: each TU includes real headers and is preprocessed as nvcc does (`real_tu.rs`).
    pub headers: bool,
    /// Stop at this time, or after `max_tus` TUs, whichever comes first.
    pub deadline: Duration,
    pub max_tus: Option<u64>,
    pub timeout: Duration,
    /// Where witnesses and the summary go (`witnesses/NNN-<seed>.cu`, `summary.md`).
    pub out: PathBuf,
    /// Mutation mode: each seed gives a mutant of a TU of this pool (`mode`, `size`, `grammar`
    /// and `headers` are not used).
    pub mutation: Option<Arc<Pool>>,
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
    /// Valid-mode TUs, and those the reference accepted (exit 0, empty stderr, a stub from cicc).
    pub valid: u64,
    pub accepted: u64,
    /// Mutation mode: the counts per operator and the reference's diagnostics.
    pub mutation: Option<MutationStats>,
}

impl FuzzSummary {
    pub fn throughput(&self) -> f64 {
        self.tus as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

impl FuzzConfig {
    /// The generator configuration of the campaign's programs.
    pub fn generator(&self) -> cudagen::Config {
        if self.headers {
            cudagen::Config::with_headers(self.size)
        } else if self.grammar == cudagen::Grammar::Cxx {
            cudagen::Config::cxx(self.size)
        } else {
            cudagen::Config::sized(self.size)
        }
    }

    /// `classic`, `cxx`, `headers` or `mutate`: the program kind the summary names.
    pub fn kind(&self) -> &'static str {
        if self.mutation.is_some() {
            return "mutate";
        }
        match (self.headers, self.grammar) {
            (true, _) => "headers",
            (false, cudagen::Grammar::Cxx) => "cxx",
            (false, _) => "classic",
        }
    }
}

fn generate(seed: u64, config: &FuzzConfig) -> (String, bool, cudagen::Tu) {
    let cfg = config.generator();
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
    (name, valid, tu)
}

/// A seed's TU name and text, its divergence signature (`None`: the candidate matched), and for a
/// valid-mode TU whether the reference accepted it.
struct SeedOutcome {
    name: String,
    text: String,
    /// nvcc options (cudagen 0.2), written beside a witness as `.flags`.
    flags: Vec<String>,
    signature: Option<Signature>,
    accepted: Option<bool>,
    /// A mutant's operators (empty for a generated program).
    operators: Vec<Operator>,
    /// The reference's first error, when it rejected a mutant.
    rejection: Option<String>,
}

/// The signature of one seed, or `None` when the candidate matches the reference; `None` for a
/// seed that gave no mutant.
fn run_seed(seed: u64, config: &FuzzConfig, scratch: &Path) -> Result<Option<SeedOutcome>> {
    let Some(pool) = &config.mutation else {
        let (name, valid, generated) = generate(seed, config);
        let program = (name, generated.text, generated.nvcc_flags);
        return run_program(config, scratch, program, valid, &[]).map(Some);
    };
    let Some(mutant) = mutate(seed, pool) else {
        return Ok(None);
    };
    let program = (mutant.name(), mutant.text, mutant.flags);
    let headers = &pool.headers[mutant.headers].paths;
    let mut outcome = run_program(config, scratch, program, true, headers)?;
    outcome.operators = mutant.operators;
    Ok(Some(outcome))
}

/// Runs one program (name, text, nvcc options; `valid`: it is meant to be accepted); `headers`
/// go beside it (the prelude when empty).
fn run_program(
    config: &FuzzConfig,
    scratch: &Path,
    (name, text, flags): (String, String, Vec<String>),
    valid: bool,
    headers: &[PathBuf],
) -> Result<SeedOutcome> {
    let dir = tempfile::tempdir_in(scratch)?;
    let source = dir.path().join(format!("{name}.cu"));
    std::fs::write(&source, &text)?;
    let options = NvccOptions::parse(&flags.join(" "))?;
    let tu = Tu::new("fuzz", name.clone(), source, options);
    let compared = if config.headers {
        compare_real(config, &tu, scratch)
    } else {
        let prelude = vec![scratch.join("prelude.cuh")];
        compare_live(
            &config.reference,
            &config.candidate,
            &tu,
            if headers.is_empty() {
                &prelude
            } else {
                headers
            },
            config.timeout,
        )
    };
    let outcome = |signature: Signature| SeedOutcome {
        name: name.clone(),
        text: text.clone(),
        flags: flags.clone(),
        signature: Some(signature),
        accepted: valid.then_some(false),
        operators: Vec::new(),
        rejection: None,
    };
    let result = match compared {
        Ok(result) => result,
        // The reference hung or could not run: a finding about the reference.
        Err(e) => {
            return Ok(outcome(Signature(format!(
                "reference: {}",
                first_line(&format!("{e:#}"))
            ))))
        }
    };
    if result.expected.rc >= 128 {
        return Ok(outcome(Signature(format!(
            "reference: killed by signal {}",
            result.expected.rc - 128
        ))));
    }
    let e = &result.expected;
    // A mutant is accepted when the reference exits 0 (warnings allowed); a generated valid
    // program must also be warning-free.
    let accepted = if config.mutation.is_some() {
        Some(e.rc == 0)
    } else {
        valid.then_some(e.rc == 0 && e.stderr.is_empty() && e.stub.is_some())
    };
    let rejection = (e.rc != 0)
        .then(|| first_error(&String::from_utf8_lossy(&e.stderr)))
        .flatten();
    let signature = (!result.diverging.is_empty())
        .then(|| signature(&result.expected, &result.actual, &result.diverging));
    Ok(SeedOutcome {
        name,
        text,
        flags,
        signature,
        accepted,
        operators: Vec::new(),
        rejection,
    })
}

/// Header mode: preprocess the TU as nvcc does into a scratch cache (which records the
/// reference's outcome), run the candidate on the same input, then drop the cache entries (a few
/// MB each).
fn compare_real(config: &FuzzConfig, tu: &Tu, scratch: &Path) -> Result<TuResult> {
    let prepare = PrepareConfig {
        reference: &config.reference,
        cache: scratch.join("cache"),
        timeout: config.timeout,
    };
    let prepared = prepare_tu(tu, &prepare)?;
    let tu = Tu {
        prepared: Some(prepared.clone()),
        ..tu.clone()
    };
    let suite = Suite {
        name: "fuzz".into(),
        dir: scratch.to_path_buf(),
        tus: vec![],
        headers: vec![],
        real: None,
    };
    let expected: Outcome = crate::corpus::read_golden(&suite, &tu)?;
    let actual = candidate_outcome(
        &config.candidate,
        &tu,
        &[],
        config.timeout,
        stub_input(&expected),
    );
    let _ = std::fs::remove_dir_all(&prepared.golden_dir);
    if let Some(pp) = prepared.host_ii.parent() {
        let _ = std::fs::remove_dir_all(pp);
    }
    Ok(compared(&tu, expected, actual, &Channel::ALL))
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
    // Mutants include their suites' headers: witnesses and kept rejections stay runnable.
    let rejected = config.out.join("rejected");
    if let Some(pool) = &config.mutation {
        std::fs::create_dir_all(&rejected)?;
        for path in pool.headers.iter().flat_map(|h| &h.paths) {
            for dir in [&witnesses, &rejected] {
                std::fs::copy(path, dir.join(path.file_name().unwrap()))?;
            }
        }
    }
    let mut stats = config.mutation.as_ref().map(|_| MutationStats::default());

    let started = Instant::now();
    let mut buckets: BTreeMap<Signature, FuzzBucket> = BTreeMap::new();
    let (mut tus, mut matched, mut valid, mut accepted) = (0u64, 0u64, 0u64, 0u64);
    let mut next_seed = config.first_seed;
    let mut last_report = Instant::now();
    let batch = (rayon::current_num_threads() * 4) as u64;
    while started.elapsed() < config.deadline && config.max_tus.is_none_or(|m| tus < m) {
        let count = config.max_tus.map_or(batch, |m| batch.min(m - tus));
        let seeds: Vec<u64> = (next_seed..next_seed + count).collect();
        next_seed += count;
        let results: Vec<(u64, Result<Option<SeedOutcome>>)> = seeds
            .par_iter()
            .map(|&seed| (seed, run_seed(seed, config, scratch.path())))
            .collect();
        for (seed, result) in results {
            let Some(SeedOutcome {
                name,
                text,
                flags,
                signature: sig,
                accepted: ok,
                operators,
                rejection,
            }) = result?
            else {
                if let Some(stats) = &mut stats {
                    stats.skipped += 1;
                }
                continue;
            };
            tus += 1;
            valid += u64::from(ok.is_some());
            accepted += u64::from(ok == Some(true));
            if let Some(stats) = &mut stats {
                stats.record(
                    &operators,
                    ok == Some(true),
                    sig.as_ref().map(|s| s.0.as_str()),
                );
                if let Some(diagnostic) = rejection {
                    if stats.record_diagnostic(diagnostic, &name) {
                        write_tu(&rejected.join(format!("{name}.cu")), &text, &flags)?;
                    }
                }
            }
            let Some(sig) = sig else {
                matched += 1;
                continue;
            };
            let number = buckets.len() + 1;
            let bucket = buckets.entry(sig.clone()).or_insert_with(|| FuzzBucket {
                signature: sig,
                count: 0,
                witness_seed: seed,
                // `_`, not `-`: the name reaches stderr, and must shape as one identifier there too.
                witness: witnesses.join(format!("b{number:03}_{name}.cu")),
            });
            if bucket.count == 0 {
                write_tu(&bucket.witness, &text, &flags)?;
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
        valid,
        accepted,
        mutation: stats,
    };
    std::fs::write(config.out.join("summary.md"), render(&summary, config))?;
    std::fs::write(
        witnesses.join(BUCKETS_FILE),
        render_buckets(&summary.buckets),
    )?;
    Ok(summary)
}

/// A TU and, when it has nvcc options, its `.flags` beside it.
fn write_tu(path: &Path, text: &str, flags: &[String]) -> Result<()> {
    std::fs::write(path, text)?;
    if !flags.is_empty() {
        std::fs::write(
            path.with_extension("flags"),
            format!("{}\n", flags.join(" ")),
        )?;
    }
    Ok(())
}

/// The file beside the witnesses that keeps each bucket's size for `oracle triage --dir`.
pub const BUCKETS_FILE: &str = "buckets.tsv";

/// `buckets.tsv`: one line per bucket, `witness file <TAB> TUs <TAB> signature`, largest first.
pub fn render_buckets(buckets: &[FuzzBucket]) -> String {
    let mut out = String::from("# oracle fuzz buckets: witness\tTUs\tsignature\n");
    for b in buckets {
        let witness = b
            .witness
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let _ = writeln!(out, "{witness}\t{}\t{}", b.count, b.signature.0);
    }
    out
}

/// Reads `buckets.tsv` back: witness TU name (without `.cu`) -> how many TUs its bucket held.
pub fn read_bucket_sizes(text: &str) -> BTreeMap<String, u64> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let mut fields = l.splitn(3, '\t');
            let witness = fields.next()?;
            let count = fields.next()?.trim().parse().ok()?;
            Some((
                witness.strip_suffix(".cu").unwrap_or(witness).to_string(),
                count,
            ))
        })
        .collect()
}

/// A committed list of known buckets: one signature per line; `#` starts a comment line.
pub fn read_known(text: &str) -> std::collections::BTreeSet<String> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// The list file for `buckets` (what `--write-known` writes).
pub fn render_known(buckets: &[FuzzBucket], config: &FuzzConfig) -> String {
    let mut out = format!(
        "# Known divergence buckets of `oracle fuzz --seed {} --max-tus {} --mode {} --size {}`, one\n\
         # signature a line. `oracle fuzz --known THIS_FILE` fails on a bucket not listed here.\n",
        config.first_seed,
        config.max_tus.map_or("-".to_string(), |m| m.to_string()),
        format!("{:?}", config.mode).to_lowercase(),
        format!("{:?}", config.size).to_lowercase(),
    );
    let mut signatures: Vec<&str> = buckets.iter().map(|b| b.signature.0.as_str()).collect();
    signatures.sort_unstable();
    for s in signatures {
        out.push_str(s);
        out.push('\n');
    }
    out
}

/// The buckets whose signature `known` does not list (new divergences), and the known signatures
/// no bucket had (fixed, or not reached by this run).
pub fn against_known<'a>(
    buckets: &'a [FuzzBucket],
    known: &'a std::collections::BTreeSet<String>,
) -> (Vec<&'a FuzzBucket>, Vec<&'a str>) {
    let new = buckets
        .iter()
        .filter(|b| !known.contains(&b.signature.0))
        .collect();
    let seen: std::collections::BTreeSet<&str> =
        buckets.iter().map(|b| b.signature.0.as_str()).collect();
    let unseen = known
        .iter()
        .map(String::as_str)
        .filter(|k| !seen.contains(k))
        .collect();
    (new, unseen)
}

/// The campaign in one line, comparable across modes: `cxx: 1200 TUs, 6.6 TUs/s, divergence
/// 4.2%, 9 buckets, reference accepts 1180 of 1200 (98.3%)`.
pub fn mode_line(summary: &FuzzSummary, config: &FuzzConfig) -> String {
    let pct = |n: u64, of: u64| 100.0 * n as f64 / of.max(1) as f64;
    let of = if config.mutation.is_some() {
        "mutants"
    } else {
        "valid-mode TUs"
    };
    format!(
        "{}: {} TUs, {:.1} TUs/s, divergence {:.1}%, {} buckets, reference accepts {} of {} {of} ({:.1}%)",
        config.kind(),
        summary.tus,
        summary.throughput(),
        pct(summary.tus - summary.matched, summary.tus),
        summary.buckets.len(),
        summary.accepted,
        summary.valid,
        pct(summary.accepted, summary.valid),
    )
}

pub fn render(summary: &FuzzSummary, config: &FuzzConfig) -> String {
    let pct = |n: u64, of: u64| 100.0 * n as f64 / of.max(1) as f64;
    let skipped = summary.mutation.as_ref().map_or(0, |m| m.skipped);
    let what = if config.mutation.is_some() {
        "mutants".to_string()
    } else {
        format!("programs, {:?} mode", config.mode)
    };
    let mut out = format!(
        "# oracle fuzz\n\nSeeds {}..{} ({} {what}), {} TUs in {:.1} s: {:.1} TUs/s. The candidate matched the reference on every channel of {} TUs; {} divergence buckets.\n\n\
         | programs | TUs | TUs/s | divergence rate | buckets | reference accepts ({}) |\n|---|---:|---:|---:|---:|---:|\n\
         | {} | {} | {:.1} | {:.1}% | {} | {} of {} ({:.1}%) |\n\n",
        config.first_seed,
        config.first_seed + summary.tus + skipped,
        config.kind(),
        summary.tus,
        summary.elapsed.as_secs_f64(),
        summary.throughput(),
        summary.matched,
        summary.buckets.len(),
        if config.mutation.is_some() { "mutants" } else { "valid-mode TUs" },
        config.kind(),
        summary.tus,
        summary.throughput(),
        pct(summary.tus - summary.matched, summary.tus),
        summary.buckets.len(),
        summary.accepted,
        summary.valid,
        pct(summary.accepted, summary.valid),
    );
    if let Some(stats) = &summary.mutation {
        out.push_str(&crate::mutate::report::render(stats));
        out.push_str("\n## Buckets\n\n");
    }
    out.push_str("| bucket | TUs | signature | witness |\n|---|---|---|---|\n");
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
