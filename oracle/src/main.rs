//! `oracle`: the command line of the differential oracle. See `oracle --help`.

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use oracle::baseline::Baseline;
use oracle::bench::{bench, render, BenchConfig};
use oracle::check::{check, CheckConfig};
use oracle::outcome::Channel;
use oracle::record::{record, Mode};
use oracle::report::{render_html, render_markdown, Scoreboard};
use oracle::{corpus, find_workspace_root, reference};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
#[command(name = "oracle", version, about = "Differential oracle for rcudafe against NVIDIA's cudafe++ 13.0.88",
    long_about = "Differential oracle for rcudafe against NVIDIA's cudafe++ 13.0.88.\n\n\
    Typical loop: `oracle fetch-reference` once, `oracle record` when the corpus changes, \
    `oracle check` after every compiler change. Exit status: 0 success, 1 divergences or \
    regressions, 2 errors.")]
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
        /// Where to write latest.md and latest.html (default: <root>/reports).
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
    /// Time the candidate and the reference side by side (median wall time, peak RSS, ratios) on
    /// the corpus, a large generated TU and a long `y + y + ...` expression; writes reports/bench.md.
    Bench {
        /// Suites to time (repeatable; default: handwritten).
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
        rayon::ThreadPoolBuilder::new().num_threads(jobs.max(1)).build_global()?;
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
        Command::Record { suites, verify, timeout } => {
            let found = reference::locate(&cache)?;
            let suites = corpus::load_suites(&root.join("corpus"), &suites)?;
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
                println!("{} TUs: the committed goldens are reproduced byte for byte", summary.recorded);
            } else {
                println!("recorded {} TUs (each run twice in two directories; identical)", summary.recorded);
            }
            Ok(ExitCode::SUCCESS)
        }
        cmd @ Command::Bench { .. } => run_bench(&root, &cache, cmd),
        cmd @ Command::Reduce { .. } => run_reduce(&root, &cache, cmd),
        Command::Check { suites, candidate, live, timeout, channels, allow_divergence, baseline, write_baseline, report_dir } => {
            let channels = parse_channels(&channels)?;
            let candidate = resolve_candidate(candidate, &root, &cache)?;
            let live = if live { Some(reference::locate(&cache)?) } else { None };
            let against = if live.is_some() { "the live reference" } else { "the recorded goldens" };
            let suites = corpus::load_suites(&root.join("corpus"), &suites)?;
            let config = CheckConfig { candidate: candidate.clone(), live, timeout: Duration::from_secs(timeout), channels: channels.clone() };
            let results = check(&suites, &config)?;

            let board = Scoreboard::new(&results, &channels);
            let name = candidate.file_name().map_or("candidate".into(), |n| n.to_string_lossy().into_owned());
            let title = format!("oracle check: {name} against {against}");
            print!("{}", board.render_text());
            let report_dir = report_dir.unwrap_or_else(|| root.join("reports"));
            std::fs::create_dir_all(&report_dir)?;
            std::fs::write(report_dir.join("latest.md"), render_markdown(&title, &board, &results, 300))?;
            std::fs::write(report_dir.join("latest.html"), render_html(&title, &board, &results, 300))?;
            eprintln!("reports: {}", report_dir.join("latest.{md,html}").display());
            if let Some(path) = write_baseline {
                std::fs::write(&path, Baseline::from_results(&results, &channels).render())?;
                eprintln!("baseline written to {}", path.display());
            }

            let diverging = results.iter().filter(|r| !r.diverging.is_empty()).count();
            if let Some(path) = baseline {
                let baseline = Baseline::load(&path)?;
                let regressions = baseline.regressions(&results);
                let improved = baseline.improvements(&results, &channels);
                if improved > 0 {
                    eprintln!("{improved} TU channel(s) match now that did not in the baseline: update it with --write-baseline {}", path.display());
                }
                if !regressions.is_empty() {
                    eprintln!("{} regression(s) against {}:", regressions.len(), path.display());
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
    }
}

fn run_reduce(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::reduce::{reduce, Interestingness, ReduceConfig};
    let Command::Reduce { input, output, reference, candidate, test, line_only, timeout } = cmd else { unreachable!() };
    let text = std::fs::read(&input).with_context(|| format!("cannot read {}", input.display()))?;
    let file_name = input.file_name().context("the input has no file name")?.to_string_lossy().into_owned();
    let name = file_name.strip_suffix(".cu").unwrap_or(&file_name).to_string();
    let flags = input.with_extension("flags");
    let options = if flags.is_file() {
        oracle::invocation::NvccOptions::parse(&std::fs::read_to_string(&flags)?)?
    } else {
        Default::default()
    };
    let dir = input.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let headers = corpus::headers_in(dir)?;
    let timeout = Duration::from_secs(timeout);
    let oracle = match test {
        Some(command) => Interestingness::Command { command, file_name },
        None => {
            let reference = match reference {
                Some(cudafe) => {
                    let cudafe = std::fs::canonicalize(&cudafe).with_context(|| format!("no reference at {}", cudafe.display()))?;
                    let cicc = cudafe.parent().map(|b| b.join("../nvvm/bin/cicc")).unwrap_or_default();
                    reference::Reference { cudafe, cicc }
                }
                None => reference::locate(cache)?,
            };
            let candidate = resolve_candidate(candidate, root, cache)?;
            let target = Interestingness::divergence_signature(&reference, &candidate, &options, &name, &text, &headers, timeout)?
                .context("the candidate does not diverge from the reference on this input: nothing to reduce")?;
            eprintln!("signature: {}", target.0);
            Interestingness::Divergence { reference, candidate, options, name, target }
        }
    };
    let started = std::time::Instant::now();
    let config = ReduceConfig { timeout, line_only, batch: rayon::current_num_threads().max(2) };
    let reduced = reduce(&text, &headers, &oracle, &config, &|line| eprintln!("{line}"))?;
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

fn run_bench(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    let Command::Bench { suites, candidate, repeat, large_blocks, expression_terms, timeout } = cmd else { unreachable!() };
    let suites = if suites.is_empty() { vec!["handwritten".to_string()] } else { suites };
    let config = BenchConfig {
        reference: reference::locate(cache)?.cudafe,
        candidate: resolve_candidate(candidate, root, cache)?,
        repeat,
        timeout: Duration::from_secs(timeout),
        large_blocks,
        expression_terms,
    };
    let suites = corpus::load_suites(&root.join("corpus"), &suites)?;
    let prelude_path = root.join("corpus/handwritten/prelude.cuh");
    let prelude = std::fs::read_to_string(&prelude_path).with_context(|| format!("cannot read {}", prelude_path.display()))?;
    let rows = bench(&suites, &prelude, &config, &mut |input| eprintln!("timed {input}"))?;
    let text = render(&rows, &config);
    print!("{text}");
    let path = root.join("reports/bench.md");
    std::fs::create_dir_all(root.join("reports"))?;
    std::fs::write(&path, format!("# oracle bench: rcudafe against cudafe++ 13.0.88\n\n{text}"))?;
    eprintln!("report: {}", path.display());
    Ok(ExitCode::SUCCESS)
}

fn resolve_candidate(candidate: Option<PathBuf>, root: &Path, cache: &Path) -> Result<PathBuf> {
    let candidate = match candidate {
        Some(p) if p == Path::new("@reference") => reference::locate(cache)?.cudafe,
        Some(p) => p,
        None => root.join("target/release/rcudafe"),
    };
    if !candidate.is_file() {
        bail!("no candidate at {} (build it with `cargo build --release`, or pass --candidate)", candidate.display());
    }
    // Each TU runs in its own scratch directory: a relative path would not resolve there.
    Ok(std::fs::canonicalize(&candidate)?)
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
