//! `oracle`: the command line of the differential oracle. See `oracle --help`.

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use oracle::baseline::Baseline;
use oracle::bench::{bench, render, BenchConfig};
use oracle::check::{check, CheckConfig};
use oracle::outcome::Channel;
use oracle::record::{record, Mode};
use oracle::report::{render_html, render_markdown, Scoreboard};
use oracle::{corpus, find_workspace_root, reference, resolve_candidate};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// `--size` of generated TUs.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum SizeArg {
    /// 30-70 lines
    Small,
    /// 30-150 lines
    Medium,
    /// 100-300 lines
    Large,
}

impl From<SizeArg> for cudagen::Size {
    fn from(size: SizeArg) -> Self {
        match size {
            SizeArg::Small => cudagen::Size::Small,
            SizeArg::Medium => cudagen::Size::Medium,
            SizeArg::Large => cudagen::Size::Large,
        }
    }
}

/// `oracle gen --mode`.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum GenMode {
    Valid,
    Invalid,
}

/// Where `oracle fuzz` takes its programs from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum SourceArg {
    /// cudagen programs (see --grammar, --headers, --mode, --size)
    Generate,
    /// Mutants of corpus TUs (see --donor-suite)
    Mutate,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum GrammarArg {
    /// cudagen 0.1
    Classic,
    /// cudagen 0.2
    Cxx,
}

impl From<GrammarArg> for cudagen::Grammar {
    fn from(g: GrammarArg) -> Self {
        match g {
            GrammarArg::Classic => cudagen::Grammar::Classic,
            GrammarArg::Cxx => cudagen::Grammar::Cxx,
        }
    }
}

#[derive(Parser)]
#[command(
    name = "oracle",
    version,
    max_term_width = 100,
    about = "Differential oracle for rcudafe against NVIDIA's cudafe++ 13.0.88",
    long_about = "Differential oracle for rcudafe against NVIDIA's cudafe++ 13.0.88.\n\n\
    Typical loop: `oracle fetch-reference` once, `oracle record` when the corpus changes, \
    `oracle check` after every compiler change. Exit status: 0 success, 1 divergences or \
    regressions, 2 errors."
)]
struct Cli {
    /// Workspace root (default: the nearest ancestor of the current directory with Cargo.toml and corpus/).
    #[arg(long, global = true)]
    root: Option<PathBuf>,
    /// Parallel jobs (default: one per core).
    #[arg(long, short = 'j', global = true)]
    jobs: Option<usize>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Download the pinned reference wheels with pip, verify their sha256, unpack them into the
    /// cache ($RCUDAFE_REFERENCE_DIR, default <root>/.reference) and print where cudafe++ and cicc are.
    FetchReference,
    /// Run the reference on every TU (twice, in two directories) and write the goldens.
    Record {
        /// Only these suites (repeatable).
        #[arg(long = "suite", short = 's')]
        suites: Vec<String>,
        /// Recompute the goldens and compare them with the committed ones instead of writing them.
        #[arg(long)]
        verify: bool,
        /// Seconds before a reference run counts as hung.
        #[arg(long, default_value_t = 60)]
        timeout: u64,
    },
    /// Run a candidate on every TU and compare each channel with the goldens (or the live reference).
    Check {
        /// Only these suites (repeatable).
        #[arg(long = "suite", short = 's')]
        suites: Vec<String>,
        /// The front end to check (default: <root>/target/release/rcudafe; `@reference` is the fetched cudafe++).
        #[arg(long)]
        candidate: Option<PathBuf>,
        /// Compare against the reference run now, instead of the recorded goldens.
        #[arg(long)]
        live: bool,
        /// Seconds per TU before the candidate counts as hung (a hang fails every channel).
        #[arg(long, default_value_t = 10)]
        timeout: u64,
        /// Channels to compare, comma-separated (default: int.c,stub.c,module_id,stderr,rc).
        #[arg(long, value_delimiter = ',')]
        channels: Vec<String>,
        /// Exit 0 even when channels diverge.
        #[arg(long)]
        allow_divergence: bool,
        /// Fail only on regressions against this committed baseline.
        #[arg(long)]
        baseline: Option<PathBuf>,
        /// Write the channels that match now as a new baseline.
        #[arg(long)]
        write_baseline: Option<PathBuf>,
        /// Only the CI sample of a real suite with a `ci_sample` in its suite.toml (the TUs the
        /// test gate checks): every Nth TU in name order.
        #[arg(long)]
        ci_sample: bool,
        /// Where to write latest.md and latest.html (default: <root>/reports for the scoreboard run,
        /// i.e. rcudafe on every suite and channel against the goldens; <root>/reports/runs otherwise).
        #[arg(long)]
        report_dir: Option<PathBuf>,
    },
    /// Shrink a TU while the candidate keeps diverging from the reference with the same signature
    /// (or while `--test CMD` exits 0), and write the result to -o OUT.
    Reduce {
        /// The TU to reduce (its `.flags` and the headers beside it are used too).
        input: PathBuf,
        /// Where the reduced TU goes.
        #[arg(short = 'o', long)]
        output: PathBuf,
        /// The reference cudafe++ (default: the fetched one; cicc is looked up beside it).
        #[arg(long)]
        reference: Option<PathBuf>,
        /// The candidate (default: <root>/target/release/rcudafe).
        #[arg(long)]
        candidate: Option<PathBuf>,
        /// Interesting = `sh -c CMD` exits 0, run where the TU sits under its own file name.
        #[arg(long)]
        test: Option<String>,
        /// Only line-chunk passes (plain delta debugging).
        #[arg(long)]
        line_only: bool,
        /// Seconds per tool run.
        #[arg(long, default_value_t = 10)]
        timeout: u64,
    },
    /// Benchmark the reducer: TUs of 100-300 lines made to diverge by test candidates that rewrite
    /// one construct of the reference's output, each reduced by `oracle reduce` and by plain line
    /// delta debugging; writes reports/reduce-bench.md.
    BenchReduce {
        /// Suites to pick TUs from (repeatable; default: generated-valid, generated-invalid, handwritten).
        #[arg(long = "suite", short = 's')]
        suites: Vec<String>,
        /// Only these mutants (repeatable; default: all).
        #[arg(long = "mutant")]
        mutants: Vec<String>,
        /// TUs per mutant.
        #[arg(long, default_value_t = 1)]
        per_mutant: usize,
        #[arg(long, default_value_t = 100)]
        min_lines: usize,
        #[arg(long, default_value_t = 300)]
        max_lines: usize,
        /// Seconds per tool run.
        #[arg(long, default_value_t = 10)]
        timeout: u64,
        /// Where the report goes (default: <root>/reports/reduce-bench.md).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Skip the line-only baseline (its columns stay empty).
        #[arg(long)]
        no_baseline: bool,
    },
    /// Run the reference and the candidate on one TU (its `.flags` and the headers beside it) and
    /// show each diverging channel as a unified diff; both sides' outputs are kept under --out.
    /// Exit 0 when every channel matches, 1 otherwise, 2 when both failed to open an input.
    Probe {
        /// The TU (e.g. corpus/handwritten/kernel_saxpy.cu, or any .cu next to the headers it includes).
        input: PathBuf,
        /// The candidate (default: <root>/target/release/rcudafe).
        #[arg(long)]
        candidate: Option<PathBuf>,
        /// Extra nvcc options, as in a `.flags` file (e.g. "-std=c++20 --extended-lambda").
        #[arg(long, default_value = "", allow_hyphen_values = true)]
        flags: String,
        /// Where both sides' outputs go (default: $TMPDIR/oracle-probe/NAME).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Seconds per tool run.
        #[arg(long, default_value_t = 20)]
        timeout: u64,
        /// Preprocess the TU as nvcc does first (gcc -E with cuda_runtime.h and the real headers),
        /// as the real-TU suites are (implied for a TU beside a suite.toml).
        #[arg(long)]
        real: bool,
    },
    /// Check a candidate, group its divergences into buckets by signature, reduce one witness per
    /// bucket against the live reference, and write reports/triage-LABEL.{md,html}.
    Triage {
        /// Corpus suites to check against their goldens (repeatable).
        #[arg(long = "suite", short = 's')]
        suites: Vec<String>,
        /// Instead: a folder of TUs (e.g. fuzz witnesses), checked against the live reference.
        #[arg(long, conflicts_with = "suites")]
        dir: Option<PathBuf>,
        /// The front end to triage (default: <root>/target/release/rcudafe).
        #[arg(long)]
        candidate: Option<PathBuf>,
        /// Reduce the witnesses of the largest N buckets.
        #[arg(long, default_value_t = 10)]
        max_reduced: usize,
        /// Seconds per tool run.
        #[arg(long, default_value_t = 10)]
        timeout: u64,
        /// Names the report (default: the suites' or the folder's name).
        #[arg(long)]
        label: Option<String>,
    },
    /// A differential fuzzing campaign: generate TUs with cudagen, compare the candidate with the
    /// live reference, bucket divergences by signature, keep one witness per bucket under OUT.
    Fuzz {
        /// Stop after this many minutes (fractions allowed).
        #[arg(long, default_value_t = 1.0)]
        minutes: f64,
        /// Or after this many TUs, whichever comes first.
        #[arg(long)]
        max_tus: Option<u64>,
        /// The first seed; the campaign uses consecutive seeds from here.
        #[arg(long, default_value_t = 1_000_000)]
        seed: u64,
        /// Which programs: valid ones, ones with one mistake, or both (even seeds valid).
        #[arg(long, value_enum, default_value_t = oracle::fuzz::FuzzMode::Both)]
        mode: oracle::fuzz::FuzzMode,
        #[arg(long, value_enum, default_value_t = SizeArg::Medium)]
        size: SizeArg,
        /// The grammar: cudagen 0.1's (`classic`) or 0.2's (`cxx`, C++17/20 with nvcc options).
        #[arg(long, value_enum, default_value_t = GrammarArg::Classic)]
        grammar: GrammarArg,
        /// Header mode (cudagen 0.2): programs include real headers and are preprocessed as nvcc
        /// does (gcc and the reference's toolkit headers).
        #[arg(long)]
        headers: bool,
        /// `generate`: cudagen programs. `mutate`: each seed takes a TU of the corpus and applies
        /// 1-3 mutations found with rcudafe's parser: splice-statement, splice-expression,
        /// splice-declaration (a subtree replaced by one of the same kind from another TU, its
        /// unknown names renamed to ones in scope), erase-auto (a declared type becomes `auto`),
        /// erase-template-args (`f<int>(x)` → `f(x)`), overwrite-type (one type name replaced by
        /// another). The first line of a mutant names its operators; the summary counts per
        /// operator (mutants, reference accepts, divergence rate, buckets) and keeps one mutant per
        /// distinct reference error under OUT/rejected/. --mode, --size, --grammar are not used.
        #[arg(long, value_enum, default_value_t = SourceArg::Generate, verbatim_doc_comment)]
        source: SourceArg,
        /// With `--source mutate`: the self-contained corpus suites the mutants come from
        /// (repeatable; default: handwritten, generated-valid, regressions).
        #[arg(long = "donor-suite")]
        donor_suites: Vec<String>,
        /// The front end to fuzz (default: <root>/target/release/rcudafe).
        #[arg(long)]
        candidate: Option<PathBuf>,
        /// Seconds per tool run.
        #[arg(long, default_value_t = 20)]
        timeout: u64,
        /// Where the witnesses and summary.md go (default: <root>/reports/fuzz).
        #[arg(long)]
        out: Option<PathBuf>,
        /// A list of known bucket signatures (one a line): exit 1 only on a bucket not in it, and
        /// print it. Without it, any divergence exits 1.
        #[arg(long)]
        known: Option<PathBuf>,
        /// Write this run's buckets as a known list (e.g. after fixing or accepting divergences).
        #[arg(long)]
        write_known: Option<PathBuf>,
    },
    /// Time the candidate and the reference side by side (median wall time, peak RSS, ratios) on
    /// the corpus, a large generated TU and a long `y + y + ...` expression; writes reports/bench.md.
    Bench {
        /// Suites to time (repeatable; default: handwritten). A real-TU suite (`-s programs`) is
        /// timed on its TUs as nvcc preprocesses them (prepared into the cache first).
        #[arg(long = "suite", short = 's')]
        suites: Vec<String>,
        /// The front end to time (default: <root>/target/release/rcudafe).
        #[arg(long)]
        candidate: Option<PathBuf>,
        /// Runs per input; the median is reported.
        #[arg(long, default_value_t = 3)]
        repeat: usize,
        /// Blocks of about 25 lines in the large generated TU.
        #[arg(long, default_value_t = 4000)]
        large_blocks: usize,
        /// Sizes of the long expression in terms (comma-separated).
        #[arg(long, value_delimiter = ',', default_value = "25000,50000,100000")]
        expression_terms: Vec<usize>,
        /// Seconds before a run is killed.
        #[arg(long, default_value_t = 120)]
        timeout: u64,
    },
    /// Robustness at scale: generated inputs (deep nesting, long repetitions, macro fan-out,
    /// template recursion, garbage) swept over size against the reference: times, peak RSS,
    /// growth exponents, outputs, signals, leftover files; writes reports/stress.md.
    #[command(long_about = oracle::stress::LONG_ABOUT)]
    Stress(oracle::stress::StressArgs),
    /// Generate TUs with cudagen: DIR/v000123.cu (valid) or DIR/i000123.cu (invalid), and prelude.cuh.
    Gen {
        /// How many TUs (seeds SEED..SEED+COUNT).
        #[arg(long)]
        count: u64,
        /// The first seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long, value_enum, default_value_t = GenMode::Valid)]
        mode: GenMode,
        /// The folder to write (e.g. corpus/generated-valid).
        #[arg(long)]
        out: PathBuf,
        #[arg(long, value_enum, default_value_t = SizeArg::Medium)]
        size: SizeArg,
        /// The grammar: cudagen 0.1's (`classic`, the committed generated-valid/-invalid suites) or
        /// 0.2's (`cxx`: C++17/20, more CUDA, nvcc options in NAME.flags).
        #[arg(long, value_enum, default_value_t = GrammarArg::Classic)]
        grammar: GrammarArg,
        /// Header mode (cudagen 0.2): programs include <cuda_runtime.h> and a random subset of the
        /// standard library and CUDA headers; the folder gets a suite.toml (a real-TU suite).
        #[arg(long)]
        headers: bool,
        /// Then run the reference on every TU written and report how many it accepts (header mode:
        /// preprocessed as nvcc does, the outputs recorded into the real-TU cache).
        #[arg(long)]
        validate: bool,
    },
    /// Make a CUDA toolkit whose cudafe++ is rcudafe (links to the fetched toolkit for the rest).
    Toolkit(oracle::toolkit::ToolkitArgs),
    /// Build every program of a suite with nvcc, with the reference toolkit and with an rcudafe
    /// toolkit, and compare the host files, objects and executables; writes build-check.md.
    BuildCheck(oracle::build_check::BuildCheckArgs),
    /// Report which grammar features the generated suites contain and which reference diagnostics
    /// their goldens show; writes <root>/reports/coverage.md.
    Coverage {
        /// Only these suites (repeatable; default: every suite whose name starts with `generated`).
        #[arg(long = "suite", short = 's')]
        suites: Vec<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("oracle: error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    if let Some(jobs) = cli.jobs {
        rayon::ThreadPoolBuilder::new()
            .num_threads(jobs.max(1))
            .build_global()?;
    }
    let root = match cli.root {
        Some(root) => root,
        None => {
            let cwd = std::env::current_dir()?;
            find_workspace_root(&cwd).with_context(|| {
                format!("{} is not inside the rcudafe workspace (no Cargo.toml + corpus/ above it); pass --root", cwd.display())
            })?
        }
    };
    let cache = reference::cache_dir(&root);
    match cli.command {
        Command::FetchReference => {
            let found = reference::fetch(&cache, &mut |line| eprintln!("{line}"))?;
            println!("cudafe++: {}", found.cudafe.display());
            println!("cicc:     {}", found.cicc.display());
            Ok(ExitCode::SUCCESS)
        }
        Command::Record {
            suites,
            verify,
            timeout,
        } => {
            let found = reference::locate(&cache)?;
            let suites = load_suites(
                &root,
                &suites,
                Some(&found),
                Duration::from_secs(timeout),
                false,
            )?;
            let mode = if verify { Mode::Verify } else { Mode::Write };
            let summary = record(&found, &suites, Duration::from_secs(timeout), mode)?;
            if verify {
                if !summary.differing.is_empty() {
                    eprintln!("the committed goldens differ from what the reference produces now:");
                    for line in &summary.differing {
                        eprintln!("  {line}");
                    }
                    return Ok(ExitCode::from(1));
                }
                println!(
                    "{} TUs: the committed goldens are reproduced byte for byte",
                    summary.recorded
                );
            } else {
                println!(
                    "recorded {} TUs (each run twice in two directories; identical)",
                    summary.recorded
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        cmd @ Command::Bench { .. } => run_bench(&root, &cache, cmd),
        cmd @ Command::Reduce { .. } => run_reduce(&root, &cache, cmd),
        cmd @ Command::BenchReduce { .. } => run_bench_reduce(&root, &cache, cmd),
        cmd @ Command::Fuzz { .. } => run_fuzz(&root, &cache, cmd),
        cmd @ Command::Triage { .. } => run_triage(&root, &cache, cmd),
        Command::Probe {
            input,
            candidate,
            flags,
            out,
            timeout,
            real,
        } => {
            let reference = reference::locate(&cache)?;
            let candidate = resolve_candidate(candidate, &root, &cache)?;
            let out = out.unwrap_or_else(|| oracle::probe::default_out(&input));
            let result = oracle::probe::probe(
                &reference,
                &candidate,
                &input,
                &flags,
                &out,
                Duration::from_secs(timeout),
                real,
                &oracle::real_tu::cache_dir(&root),
            )?;
            print!("{}", result.report);
            Ok(if result.both_failed_to_open {
                ExitCode::from(2)
            } else if result.all_match {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Check {
            suites,
            candidate,
            live,
            timeout,
            channels,
            allow_divergence,
            baseline,
            write_baseline,
            ci_sample,
            report_dir,
        } => {
            // Only the full default run is the committed scoreboard; any other check must not overwrite it.
            let scoreboard_run =
                suites.is_empty() && candidate.is_none() && !live && channels.is_empty();
            let channels = parse_channels(&channels)?;
            let candidate = resolve_candidate(candidate, &root, &cache)?;
            let live = if live {
                Some(reference::locate(&cache)?)
            } else {
                None
            };
            let against = if live.is_some() {
                "the live reference"
            } else {
                "the recorded goldens"
            };
            let fetched = reference::locate(&cache).ok();
            let suites = load_suites(
                &root,
                &suites,
                fetched.as_ref(),
                // Preparing runs the reference once per TU: a Thrust TU takes it a while.
                Duration::from_secs(300),
                ci_sample,
            )?;
            let config = CheckConfig {
                candidate: candidate.clone(),
                live,
                timeout: Duration::from_secs(timeout),
                channels: channels.clone(),
            };
            let results = check(&suites, &config)?;

            let board = Scoreboard::new(&results, &channels);
            let name = candidate
                .file_name()
                .map_or("candidate".into(), |n| n.to_string_lossy().into_owned());
            let title = format!("oracle check: {name} against {against}");
            print!("{}", board.render_text());
            let report_dir = report_dir.unwrap_or_else(|| {
                root.join(if scoreboard_run {
                    "reports"
                } else {
                    "reports/runs"
                })
            });
            std::fs::create_dir_all(&report_dir)?;
            let mut markdown = render_markdown(&title, &board, &results, 300);
            if let Some(by_construct) = oracle::constructs::render(&suites, &results) {
                // After the scoreboard, before the long list of diverging TUs.
                let at = markdown.find("## Diverging TUs").unwrap_or(markdown.len());
                markdown.insert_str(at, &by_construct);
            }
            std::fs::write(report_dir.join("latest.md"), markdown)?;
            std::fs::write(
                report_dir.join("latest.html"),
                render_html(&title, &board, &results, 300),
            )?;
            eprintln!("reports: {}", report_dir.join("latest.{md,html}").display());
            // The gate is read before anything is rewritten: a baseline or snapshot written
            // over a regression still reports it (and the exit status says so).
            let gate_before = match &baseline {
                Some(path) => Some(gate(path, &suites)?),
                None => None,
            };
            if let Some(path) = write_baseline {
                write_baselines(&path, &suites, &results, &channels)?;
            }

            let diverging = results.iter().filter(|r| !r.diverging.is_empty()).count();
            if let (Some(path), Some(baseline)) = (baseline, gate_before) {
                let regressions = baseline.regressions(&results);
                let improved = baseline.improvements(&results, &channels);
                if improved > 0 {
                    eprintln!("{improved} TU channel(s) match now that did not in the baseline: update it with --write-baseline {}", path.display());
                }
                if !regressions.is_empty() {
                    eprintln!(
                        "{} regression(s) against {}:",
                        regressions.len(),
                        path.display()
                    );
                    for r in &regressions {
                        eprintln!("  {} {}", r.tu, r.channel);
                    }
                    return Ok(ExitCode::from(1));
                }
                eprintln!("no regressions against {}", path.display());
                return Ok(ExitCode::SUCCESS);
            }
            if diverging > 0 && !allow_divergence {
                eprintln!("{diverging} of {} TUs diverge", results.len());
                return Ok(ExitCode::from(1));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Gen {
            count,
            seed,
            mode,
            out,
            size,
            grammar,
            headers,
            validate,
        } => {
            let mode = match mode {
                GenMode::Valid => cudagen::Mode::Valid,
                GenMode::Invalid => cudagen::Mode::Invalid,
            };
            let req = oracle::gen::GenRequest {
                count,
                seed,
                mode,
                size: size.into(),
                grammar: if headers {
                    cudagen::Grammar::Cxx
                } else {
                    grammar.into()
                },
                headers,
            };
            gen_command(&root, &cache, &out, &req, validate)
        }
        Command::Coverage { suites } => coverage_command(&root, &cache, &suites),
        Command::Toolkit(args) => oracle::toolkit::command(&root, args),
        Command::BuildCheck(args) => oracle::build_check::command(&root, args),
        Command::Stress(args) => oracle::stress::command(&root, args),
    }
}

/// The corpus suites, real ones prepared (preprocessed, goldens recorded into the cache).
fn load_suites(
    root: &Path,
    only: &[String],
    reference: Option<&reference::Reference>,
    timeout: Duration,
    sample: bool,
) -> Result<Vec<corpus::Suite>> {
    let cache = oracle::real_tu::cache_dir(root);
    oracle::real_tu::load_prepared(
        &root.join("corpus"),
        only,
        reference,
        &cache,
        timeout,
        sample,
        &|line| eprintln!("{line}"),
    )
}

/// What a check is gated on: the baseline file for self-contained suites, and each real suite's
/// committed snapshot.
fn gate(path: &Path, suites: &[corpus::Suite]) -> Result<Baseline> {
    let mut gate = Baseline::load(path)?;
    for suite in suites.iter().filter(|s| s.real.is_some()) {
        match oracle::snapshot::load(suite)? {
            Some(snapshot) => gate.extend(snapshot),
            None => eprintln!(
                "{}: no {} yet, so nothing to regress from",
                suite.name,
                oracle::snapshot::SNAPSHOT_FILE
            ),
        }
    }
    Ok(gate)
}

/// Writes the baseline file for the self-contained suites checked (keeping the lines of suites not
/// checked) and the snapshot of each real suite checked.
fn write_baselines(
    path: &Path,
    suites: &[corpus::Suite],
    results: &[oracle::check::TuResult],
    channels: &[Channel],
) -> Result<()> {
    let is_real = |suite: &str| suites.iter().any(|s| s.name == suite && s.real.is_some());
    let checked = |tu: &str| {
        suites.iter().any(|s| {
            tu.strip_prefix(&s.name)
                .is_some_and(|rest| rest.starts_with('/'))
        })
    };
    let mut baseline = if path.is_file() {
        Baseline::load(path)?
    } else {
        Baseline::default()
    };
    baseline.retain(|tu| !checked(tu));
    baseline.extend(Baseline::from_results(
        results.iter().filter(|r| !is_real(&r.suite)),
        channels,
    ));
    std::fs::write(path, baseline.render())?;
    eprintln!("baseline written to {}", path.display());
    for suite in suites {
        let Some(real) = &suite.real else { continue };
        if channels != Channel::ALL {
            eprintln!(
                "{}: snapshot not written (it needs a check of every channel)",
                suite.name
            );
            continue;
        }
        eprintln!(
            "snapshot written to {}",
            oracle::snapshot::write(suite, real, results)?.display()
        );
    }
    Ok(())
}

fn run_fuzz(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::fuzz::{against_known, fuzz, read_known, render, render_known, FuzzConfig};
    let Command::Fuzz {
        minutes,
        max_tus,
        seed,
        mode,
        size,
        grammar,
        headers,
        source,
        donor_suites,
        candidate,
        timeout,
        out,
        known,
        write_known,
    } = cmd
    else {
        unreachable!()
    };
    let known = match &known {
        Some(path) => Some(read_known(
            &std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?,
        )),
        None => None,
    };
    if !(minutes > 0.0 && minutes.is_finite()) {
        bail!("--minutes must be a positive number");
    }
    if source == SourceArg::Mutate && headers {
        bail!("--source mutate takes self-contained corpus TUs: --headers does not apply");
    }
    let mutation = if source == SourceArg::Mutate {
        let suites = if donor_suites.is_empty() {
            oracle::mutate::DEFAULT_SUITES.map(String::from).to_vec()
        } else {
            donor_suites
        };
        Some(std::sync::Arc::new(oracle::mutate::Pool::load(
            &root.join("corpus"),
            &suites,
        )?))
    } else {
        None
    };
    let config = FuzzConfig {
        reference: reference::locate(cache)?,
        candidate: resolve_candidate(candidate, root, cache)?,
        first_seed: seed,
        mode,
        size: size.into(),
        grammar: if headers {
            cudagen::Grammar::Cxx
        } else {
            grammar.into()
        },
        headers,
        deadline: Duration::from_secs_f64(minutes * 60.0),
        max_tus,
        timeout: Duration::from_secs(timeout),
        out: out.unwrap_or_else(|| root.join("reports/fuzz")),
        mutation,
    };
    let summary = fuzz(&config, &mut |line| eprintln!("{line}"))?;
    print!("{}", render(&summary, &config));
    eprintln!("{}", oracle::fuzz::mode_line(&summary, &config));
    eprintln!(
        "witnesses, buckets.tsv and summary.md in {}",
        config.out.display()
    );
    if let Some(path) = write_known {
        std::fs::write(&path, render_known(&summary.buckets, &config))?;
        eprintln!("known buckets written to {}", path.display());
    }
    let Some(known) = known else {
        return Ok(if summary.buckets.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        });
    };
    let (new, unseen) = against_known(&summary.buckets, &known);
    if !unseen.is_empty() {
        eprintln!(
            "{} known bucket(s) did not occur in this run (fixed, or not reached):",
            unseen.len()
        );
        for s in &unseen {
            eprintln!("  {s}");
        }
    }
    if new.is_empty() {
        eprintln!("no bucket outside the known list ({} known)", known.len());
        return Ok(ExitCode::SUCCESS);
    }
    eprintln!("{} new bucket(s), not in the known list:", new.len());
    for b in &new {
        eprintln!(
            "  {} TUs, witness {}: {}",
            b.count,
            b.witness.display(),
            b.signature.0
        );
    }
    Ok(ExitCode::from(1))
}

fn run_triage(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::triage::{render_html, render_markdown, report_paths, triage, TriageConfig};
    let Command::Triage {
        suites,
        dir,
        candidate,
        max_reduced,
        timeout,
        label,
    } = cmd
    else {
        unreachable!()
    };
    let candidate = resolve_candidate(candidate, root, cache)?;
    let reference = reference::locate(cache).ok();
    let timeout = Duration::from_secs(timeout);
    let mut weights = oracle::triage::Weights::new();
    let (loaded, live, default_label) = match &dir {
        Some(dir) => {
            let name = dir
                .file_name()
                .map_or("dir".into(), |n| n.to_string_lossy().into_owned());
            let live = Some(
                reference::locate(cache)
                    .context("triage of a folder compares with the live reference")?,
            );
            // A fuzz run's witnesses: each stands for the TUs of its bucket.
            if let Ok(text) = std::fs::read_to_string(dir.join(oracle::fuzz::BUCKETS_FILE)) {
                for (witness, count) in oracle::fuzz::read_bucket_sizes(&text) {
                    weights.insert(format!("{name}/{witness}"), count);
                }
            }
            (vec![corpus::load_suite(dir, &name)?], live, name)
        }
        None => {
            let loaded = load_suites(root, &suites, reference.as_ref(), timeout, false)?;
            let label = if suites.is_empty() {
                "corpus".to_string()
            } else {
                suites.join("+")
            };
            (loaded, None, label)
        }
    };
    let config = CheckConfig {
        candidate: candidate.clone(),
        live,
        timeout,
        channels: Channel::ALL.to_vec(),
    };
    let results = check(&loaded, &config)?;
    if reference.is_none() {
        eprintln!("the reference is not fetched: buckets only, no reduction (run `oracle fetch-reference`)");
    }
    let triage_config = TriageConfig {
        reference,
        candidate,
        timeout,
        max_reduced,
        weights,
    };
    let buckets = triage(&loaded, &results, &triage_config, &|line| {
        eprintln!("{line}")
    })?;
    let label = label.unwrap_or(default_label);
    let title = format!("oracle triage: {label}");
    let (md, html) = report_paths(&root.join("reports"), &label);
    std::fs::create_dir_all(root.join("reports"))?;
    std::fs::write(&md, render_markdown(&title, &buckets))?;
    std::fs::write(&html, render_html(&title, &buckets))?;
    let diverging: u64 = buckets.iter().map(|b| b.tus).sum();
    println!(
        "{diverging} diverging TUs in {} buckets; reports: {} and {}",
        buckets.len(),
        md.display(),
        html.display()
    );
    Ok(ExitCode::SUCCESS)
}

fn run_reduce(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::reduce::{reduce, Interestingness, ReduceConfig};
    let Command::Reduce {
        input,
        output,
        reference,
        candidate,
        test,
        line_only,
        timeout,
    } = cmd
    else {
        unreachable!()
    };
    let text = std::fs::read(&input).with_context(|| format!("cannot read {}", input.display()))?;
    let file_name = input
        .file_name()
        .context("the input has no file name")?
        .to_string_lossy()
        .into_owned();
    let name = file_name
        .strip_suffix(".cu")
        .unwrap_or(&file_name)
        .to_string();
    let flags = input.with_extension("flags");
    let options = if flags.is_file() {
        oracle::invocation::NvccOptions::parse(&std::fs::read_to_string(&flags)?)?
    } else {
        Default::default()
    };
    let dir = input
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let headers = corpus::headers_in(dir)?;
    let timeout = Duration::from_secs(timeout);
    // The local headers (the prelude) become part of the TU, so the result stands alone.
    let original = text;
    let (mut text, inlined) = oracle::reduce::inline_local_includes(&original, &headers);
    if inlined > 0 {
        eprintln!(
            "inlined {inlined} local header(s) before reducing: the result needs no file beside it"
        );
    }
    let oracle = match test {
        Some(command) => Interestingness::Command { command, file_name },
        None => {
            let reference = match reference {
                Some(cudafe) => {
                    let cudafe = std::fs::canonicalize(&cudafe)
                        .with_context(|| format!("no reference at {}", cudafe.display()))?;
                    let cicc = cudafe
                        .parent()
                        .map(|b| b.join("../nvvm/bin/cicc"))
                        .unwrap_or_default();
                    reference::Reference { cudafe, cicc }
                }
                None => reference::locate(cache)?,
            };
            let candidate = resolve_candidate(candidate, root, cache)?;
            let mut target = Interestingness::divergence_signature(
                &reference, &candidate, &options, &name, &text, &headers, timeout,
            )?;
            if target.is_none() && inlined > 0 {
                eprintln!(
                    "the TU does not diverge once its headers are inlined: reducing it as it is"
                );
                text = original;
                target = Interestingness::divergence_signature(
                    &reference, &candidate, &options, &name, &text, &headers, timeout,
                )?;
            }
            let target = target.context("the candidate does not diverge from the reference on this input: nothing to reduce")?;
            eprintln!("signature: {}", target.0);
            Interestingness::Divergence {
                reference,
                candidate,
                options,
                name,
                target,
            }
        }
    };
    let started = std::time::Instant::now();
    let config = ReduceConfig {
        timeout,
        line_only,
        batch: rayon::current_num_threads().max(2),
    };
    let reduced = reduce(&text, &headers, &oracle, &config, &|line| {
        eprintln!("{line}")
    })?;
    let lines = |t: &[u8]| t.iter().filter(|&&b| b == b'\n').count();
    let tmp = output.with_extension("reducing.tmp");
    std::fs::write(&tmp, &reduced.text)?;
    std::fs::rename(&tmp, &output)?;
    println!(
        "{}: {} lines ({} bytes) -> {} lines ({} bytes), {} tests, {:.1} s; written to {}",
        input.display(),
        lines(&text),
        text.len(),
        lines(&reduced.text),
        reduced.text.len(),
        reduced.tests,
        started.elapsed().as_secs_f64(),
        output.display()
    );
    Ok(ExitCode::SUCCESS)
}

fn run_bench_reduce(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::reduce_bench::{bench_reduce, render, BenchReduceConfig};
    let Command::BenchReduce {
        suites,
        mutants,
        per_mutant,
        min_lines,
        max_lines,
        timeout,
        out,
        no_baseline,
    } = cmd
    else {
        unreachable!()
    };
    let suites = if suites.is_empty() {
        ["generated-valid", "generated-invalid", "handwritten"]
            .map(String::from)
            .to_vec()
    } else {
        suites
    };
    let config = BenchReduceConfig {
        reference: reference::locate(cache)?,
        timeout: Duration::from_secs(timeout),
        per_mutant,
        min_lines,
        max_lines,
        batch: rayon::current_num_threads().max(2),
        only: mutants,
        baseline: !no_baseline,
    };
    let loaded = corpus::load_suites(&root.join("corpus"), &suites)?;
    let rows = bench_reduce(&loaded, &config, &|line| eprintln!("{line}"))?;
    let text = render(&rows, &config);
    let path = out.unwrap_or_else(|| root.join("reports/reduce-bench.md"));
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(
        &path,
        format!("# oracle bench-reduce: the reducer against line-based delta debugging\n\n{text}"),
    )?;
    eprintln!("report: {}", path.display());
    Ok(ExitCode::SUCCESS)
}

fn run_bench(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    let Command::Bench {
        suites,
        candidate,
        repeat,
        large_blocks,
        expression_terms,
        timeout,
    } = cmd
    else {
        unreachable!()
    };
    let suites = if suites.is_empty() {
        vec!["handwritten".to_string()]
    } else {
        suites
    };
    let found = reference::locate(cache)?;
    let config = BenchConfig {
        reference: found.cudafe.clone(),
        candidate: resolve_candidate(candidate, root, cache)?,
        repeat,
        timeout: Duration::from_secs(timeout),
        large_blocks,
        expression_terms,
    };
    // A real suite's TUs are timed as nvcc hands them over: preprocessed with the headers.
    let suites = load_suites(root, &suites, Some(&found), config.timeout, false)?;
    let prelude_path = root.join("corpus/handwritten/prelude.cuh");
    let prelude = std::fs::read_to_string(&prelude_path)
        .with_context(|| format!("cannot read {}", prelude_path.display()))?;
    let rows = bench(&suites, &prelude, &config, &mut |input| {
        eprintln!("timed {input}")
    })?;
    let text = render(&rows, &config);
    print!("{text}");
    let path = root.join("reports/bench.md");
    std::fs::create_dir_all(root.join("reports"))?;
    std::fs::write(
        &path,
        format!("# oracle bench: rcudafe against cudafe++ 13.0.88\n\n{text}"),
    )?;
    eprintln!("report: {}", path.display());
    Ok(ExitCode::SUCCESS)
}

fn gen_command(
    root: &Path,
    cache: &Path,
    out: &Path,
    req: &oracle::gen::GenRequest,
    validate: bool,
) -> Result<ExitCode> {
    let n = oracle::gen::write_suite(out, req)?;
    let extra = if req.headers {
        "suite.toml"
    } else {
        "prelude.cuh"
    };
    println!("wrote {n} TUs and {extra} to {}", out.display());
    if !validate {
        return Ok(ExitCode::SUCCESS);
    }
    let reference = reference::locate(cache)?;
    let verdicts = oracle::gen_check::validate(
        out,
        &reference,
        &oracle::real_tu::cache_dir(root),
        Duration::from_secs(120),
    )?;
    print!("{}", oracle::gen_check::render(&verdicts));
    Ok(ExitCode::SUCCESS)
}

fn coverage_command(root: &Path, cache: &Path, suites: &[String]) -> Result<ExitCode> {
    // A header-mode suite's goldens are in the real-TU cache: prepared when the reference is here.
    let fetched = reference::locate(cache).ok();
    let mut names = suites.to_vec();
    if names.is_empty() {
        names = corpus::load_suites(&root.join("corpus"), &[])?
            .into_iter()
            .map(|s| s.name)
            .filter(|n| n.starts_with("generated"))
            .collect();
        if names.is_empty() {
            bail!("no generated suite in corpus/ (write one with `oracle gen`)");
        }
    }
    // A header-mode suite's outcomes come from its CI sample (each TU costs two `gcc -E` and a
    // reference run); its features from every TU.
    let sample = match &fetched {
        Some(found) => load_suites(root, &names, Some(found), Duration::from_secs(120), true)?,
        None => corpus::load_suites(&root.join("corpus"), &names)?,
    };
    let mut loaded = corpus::load_suites(&root.join("corpus"), &names)?;
    for (suite, sampled) in loaded.iter_mut().zip(&sample) {
        for tu in suite.tus.iter_mut() {
            tu.prepared = sampled
                .tus
                .iter()
                .find(|t| t.name == tu.name)
                .and_then(|t| t.prepared.clone());
        }
    }
    let report = oracle::gen::coverage_report(&loaded)?;
    print!("{report}");
    let dir = root.join("reports");
    std::fs::create_dir_all(&dir)?;
    std::fs::write(dir.join("coverage.md"), &report)?;
    eprintln!("report: {}", dir.join("coverage.md").display());
    Ok(ExitCode::SUCCESS)
}

fn parse_channels(names: &[String]) -> Result<Vec<Channel>> {
    if names.is_empty() {
        return Ok(Channel::ALL.to_vec());
    }
    let mut channels = Vec::new();
    for name in names {
        let Some(c) = Channel::from_name(name) else {
            bail!("unknown channel {name:?} (channels: int.c, stub.c, module_id, stderr, rc)")
        };
        if !channels.contains(&c) {
            channels.push(c);
        }
    }
    channels.sort();
    Ok(channels)
}
