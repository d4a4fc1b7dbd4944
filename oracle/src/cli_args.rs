//! The `oracle` command line: its subcommands and their options (clap).

use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// `--size` of generated TUs.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum SizeArg {
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
pub(crate) enum GenMode {
    Valid,
    Invalid,
}

/// Where `oracle fuzz` takes its programs from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum SourceArg {
    /// cudagen programs (see --grammar, --headers, --mode, --size)
    Generate,
    /// Mutants of corpus TUs (see --donor-suite)
    Mutate,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub(crate) enum GrammarArg {
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
pub(crate) struct Cli {
    /// Workspace root (default: the nearest ancestor of the current directory with Cargo.toml and corpus/).
    #[arg(long, global = true)]
    pub(crate) root: Option<PathBuf>,
    /// Parallel jobs (default: one per core).
    #[arg(long, short = 'j', global = true)]
    pub(crate) jobs: Option<usize>,
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
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
