//! `oracle stress`: robustness at scale (issue 22). Families of generated inputs
//! ([`cudagen::stress`]) swept over size, each size run by the reference and by the candidate with
//! the command line `oracle bench` uses for its generated TUs, measured the same way
//! ([`bench::measure_capturing`]: wall and CPU time, peak RSS from `wait4`), their outputs compared
//! on every front-end channel as `oracle check` compares them ([`check::compared`]), and the
//! candidate's run directory searched for files it should not have left. [`report`] fits the
//! growth exponents and writes the table.
//!
//! Goal (the done-when): on every family the candidate's growth exponent is at most 1.2,
//! its outputs match wherever the reference finishes in time, it never dies of a signal and
//! never leaves a file behind.

pub mod report;

use crate::bench::{self, Measurement};
use crate::check;
use crate::corpus::Tu;
use crate::invocation::{files, NvccOptions};
use crate::outcome::{Broken, Channel, Outcome};
use crate::run::RunDir;
use anyhow::{bail, Context, Result};
use cudagen::stress::{Family, FAMILIES};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// The channels a stress run compares: everything cudafe++ itself writes (no cicc stub run).
pub const CHANNELS: [Channel; 4] = [
    Channel::IntC,
    Channel::ModuleId,
    Channel::Stderr,
    Channel::Rc,
];

/// Runs shorter than this (wall) are made twice more and reported as the median of three.
pub const REPEAT_BELOW: Duration = Duration::from_millis(500);

/// `oracle stress --help`.
pub const LONG_ABOUT: &str = "\
Robustness at scale: families of generated inputs swept over size, each size run by the reference \
cudafe++ and by the candidate (nvcc's command line, as `oracle bench` runs its generated TUs), \
reporting per family and size the CPU time and peak RSS of both sides, their ratio, whether the \
outputs match (int.c, module id, stderr, exit status), and whether the candidate died of a signal \
or left a file other than its outputs in its run directory (a temporary `.NAME.int.c.*.tmp`, say); \
then per family the growth exponent k (t ∝ n^k, 1 = linear) of time and of RSS on both sides, \
fitted on the first and last size both finished, after subtracting each side's cost on the \
prelude alone.

Families (`--family NAME`, repeatable):
  nesting:      parens ((((x)))), unary-minus - - - x, unary-not !!!x, casts (int)(int)x,
                blocks {{{ }}}, ifs if (x) if (x) ..., pointers int ****p, namespaces,
                classes (nested), template-args A<A<A<int>>>
  declarations: distinct (n variables and functions), redeclarations (extern int x; n times),
                overloads (n overloads of f, 8 calls), else-if (n branches), comma (x, x, ...),
                plus (y + y + ...), macro-fanout (2^k expansions), template-recursion (depth n;
                the reference stops at 200 with \"excessive recursion\"), garbage-tokens,
                garbage-bytes (seeded, deterministic)

Goal: the candidate's growth exponent is at most 1.2 on every family, its outputs match wherever \
the reference finishes in time, no signal, no leftover file. The default sweep takes about 4 \
minutes on 2 cores (--quick: under 1); a reference that times out at one size is not run on the \
larger ones. Writes reports/stress.md (a partial sweep: reports/runs/stress.md). Exit status: 0 \
when outputs match wherever the reference finished and the candidate left no signal or file, 1 \
otherwise, 2 on errors.";

/// `oracle stress`.
#[derive(clap::Args, Debug)]
pub struct StressArgs {
    /// Only these families (repeatable; default: all).
    #[arg(long = "family", value_name = "NAME")]
    pub families: Vec<String>,
    /// The sizes n for every family swept (comma-separated), instead of each family's own.
    #[arg(long, value_delimiter = ',')]
    pub sizes: Vec<usize>,
    /// Smaller sizes: a sweep of about a minute.
    #[arg(long)]
    pub quick: bool,
    /// The front end to stress (default: <root>/target/release/rcudafe; `@reference` is the
    /// fetched cudafe++).
    #[arg(long)]
    pub candidate: Option<PathBuf>,
    /// Seconds before a run is killed (a side that times out is not run on larger sizes).
    #[arg(long, default_value_t = 30)]
    pub timeout: u64,
    /// Where the report goes (default: <root>/reports/stress.md for the full default sweep,
    /// <root>/reports/runs/stress.md otherwise).
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// Each family's sizes: the default sweep's and `--quick`'s. Chosen on 2 cores so that the
/// reference finishes (or times out once, where it is the slow side) and the fit spans 8x or more.
pub fn sizes(family: &str, quick: bool) -> Vec<usize> {
    let (full, short): (&[usize], &[usize]) = match family {
        "parens" => (&[5_000, 10_000, 20_000, 40_000], &[2_500, 5_000, 10_000]),
        "unary-minus" | "unary-not" | "blocks" | "ifs" | "redeclarations" => (
            &[20_000, 40_000, 80_000, 160_000],
            &[10_000, 20_000, 40_000],
        ),
        "casts" | "plus" => (&[10_000, 20_000, 40_000, 80_000], &[5_000, 10_000, 20_000]),
        "pointers" => (
            &[40_000, 80_000, 160_000, 320_000],
            &[20_000, 40_000, 80_000],
        ),
        "namespaces" | "distinct" => (&[2_000, 4_000, 8_000, 16_000], &[1_000, 2_000, 4_000]),
        "classes" => (&[100, 200, 400, 1_000, 4_000], &[100, 200, 400]),
        "template-args" => (&[8, 12, 16, 20, 1_000], &[8, 12, 16]),
        "overloads" => (&[500, 1_000, 2_000, 4_000], &[250, 500, 1_000]),
        "else-if" => (&[4_000, 8_000, 16_000, 32_000], &[2_000, 4_000, 8_000]),
        "comma" => (&[1_000, 2_000, 4_000, 8_000], &[500, 1_000, 2_000]),
        "macro-fanout" => (
            &[1 << 14, 1 << 15, 1 << 16, 1 << 17, 1 << 18],
            &[1 << 12, 1 << 14, 1 << 16],
        ),
        "template-recursion" => (
            &[50, 100, 199, 200, 201, 400, 1_000],
            &[100, 200, 201, 1_000],
        ),
        "garbage-tokens" | "garbage-bytes" => (
            &[1_000, 10_000, 100_000, 1_000_000],
            &[1_000, 10_000, 100_000],
        ),
        _ => (&[1_000, 10_000], &[1_000]),
    };
    if quick { short } else { full }.to_vec()
}

pub struct StressConfig {
    pub reference: PathBuf,
    pub candidate: PathBuf,
    pub timeout: Duration,
    /// The families and the sizes each is swept over, in order.
    pub plan: Vec<(&'static Family, Vec<usize>)>,
}

/// The plan for the chosen families (all when `names` is empty), with `sizes` for each or each
/// family's own.
pub fn plan(
    names: &[String],
    sizes_override: &[usize],
    quick: bool,
) -> Result<Vec<(&'static Family, Vec<usize>)>> {
    for name in names {
        if cudagen::stress::family(name).is_none() {
            let all: Vec<&str> = FAMILIES.iter().map(|f| f.name).collect();
            bail!("no family {name:?} (families: {})", all.join(", "));
        }
    }
    Ok(FAMILIES
        .iter()
        .filter(|f| names.is_empty() || names.iter().any(|n| n == f.name))
        .map(|f| {
            let sizes = if sizes_override.is_empty() {
                sizes(f.name, quick)
            } else {
                sizes_override.to_vec()
            };
            (f, sizes)
        })
        .collect())
}

/// One side's run of one input.
#[derive(Clone, Debug)]
pub struct Side {
    /// The median of three for a short run, the one run otherwise.
    pub measurement: Measurement,
    pub runs: usize,
    /// Files in the run directory that are neither an input nor an output its command line names.
    pub leftovers: Vec<String>,
}

impl Side {
    pub fn finished(&self) -> bool {
        !self.measurement.timed_out()
    }
}

/// One size of one family.
#[derive(Clone, Debug)]
pub struct Row {
    pub n: usize,
    pub bytes: usize,
    /// `None`: not run, as it timed out at a smaller size.
    pub reference: Option<Side>,
    pub candidate: Option<Side>,
    /// The channels that differ; `None` when nothing was compared (the reference did not
    /// finish). A candidate that broke (timed out, died, or exited 0 without its `.int.c`) differs
    /// on every channel, as in `oracle check`.
    pub diverging: Option<Vec<Channel>>,
    /// Why the candidate's run broke, when it did.
    pub broken: Option<Broken>,
}

impl Row {
    pub fn reference_finished(&self) -> bool {
        self.reference.as_ref().is_some_and(Side::finished)
    }

    pub fn candidate_signal(&self) -> Option<i32> {
        self.candidate.as_ref().and_then(|s| s.measurement.signal)
    }

    pub fn leftovers(&self) -> &[String] {
        self.candidate.as_ref().map_or(&[], |s| &s.leftovers)
    }

    /// Whether this row fails the sweep: outputs differ where the reference finished, or the
    /// candidate died of a signal or left a file.
    pub fn fails(&self) -> bool {
        self.diverging.as_ref().is_some_and(|d| !d.is_empty())
            || self.candidate_signal().is_some()
            || !self.leftovers().is_empty()
    }
}

pub struct FamilyResult {
    pub family: &'static Family,
    pub rows: Vec<Row>,
}

pub struct StressResult {
    /// Each side on the prelude alone (median of five): the fixed cost subtracted before fitting.
    pub baseline: (Measurement, Measurement),
    pub families: Vec<FamilyResult>,
    /// The oracle's own largest anonymous RSS before a run ([`bench::own_anon_rss_kib`]): about
    /// what every measured peak RSS includes.
    pub rss_floor_kib: u64,
}

impl StressResult {
    pub fn passed(&self) -> bool {
        self.families
            .iter()
            .all(|f| f.rows.iter().all(|r| !r.fails()))
    }
}

/// The name of a family's TU (`NAME.cu`): the family's name as an identifier.
pub fn tu_name(family: &Family) -> String {
    format!("stress_{}", family.name.replace('-', "_"))
}

/// What a run directory should hold after a run: the inputs `RunDir` wrote and the outputs the
/// command line names.
fn expected_files(name: &str) -> [String; 5] {
    [
        format!("{name}.cu"),
        files::cicc_input(name),
        files::int_c(name),
        files::stub(name),
        files::module_id(name),
    ]
}

/// The entries of `dir` a run should not have left there, sorted.
pub fn leftovers(dir: &Path, name: &str) -> Result<Vec<String>> {
    let expected = expected_files(name);
    let mut left = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))? {
        let file = entry?.file_name().to_string_lossy().into_owned();
        if !expected.contains(&file) {
            left.push(file);
        }
    }
    left.sort();
    Ok(left)
}

/// A side's run directory after its runs, read once both sides have run (so that the oracle holds
/// neither side's outputs while the other runs: a measured child's RSS starts from what it holds).
struct Finished {
    dir: RunDir,
    stderr: PathBuf,
    first: Measurement,
}

impl Finished {
    /// The outcome of the first run (the repeats write the same files, and no stderr).
    fn outcome(&self, tu: &Tu, timeout: Duration) -> Outcome {
        let stderr = std::fs::read(&self.stderr).unwrap_or_default();
        let broken = if self.first.timed_out() {
            Some(Broken::TimedOut {
                seconds: timeout.as_secs(),
            })
        } else {
            self.first.signal.map(|signal| Broken::Signal { signal })
        };
        self.dir
            .front_end_outcome(tu, stderr, self.first.rc, broken)
    }
}

/// Runs `exe` on `tu` in a fresh directory, its stderr to `stderr`; a short run is repeated, and
/// the directory is searched for leftovers after every run.
fn run_side(exe: &Path, tu: &Tu, timeout: Duration, stderr: PathBuf) -> Result<(Finished, Side)> {
    let dir = RunDir::new(tu, &[])?;
    let args = tu.cudafe_args();
    let first = bench::measure_capturing(exe, &args, dir.path(), timeout, Some(&stderr))?;
    let mut left = leftovers(dir.path(), &tu.name)?;
    let mut runs = vec![first];
    if first.wall < REPEAT_BELOW && !first.timed_out() && first.signal.is_none() {
        for _ in 0..2 {
            runs.push(bench::measure(exe, &args, dir.path(), timeout)?);
            left.extend(leftovers(dir.path(), &tu.name)?);
        }
        left.sort();
        left.dedup();
    }
    let count = runs.len();
    let side = Side {
        measurement: bench::median(runs),
        runs: count,
        leftovers: left,
    };
    Ok((Finished { dir, stderr, first }, side))
}

/// The comparison of one size: `None` unless the reference finished.
fn compare(
    tu: &Tu,
    reference: Option<Outcome>,
    candidate: Option<Outcome>,
    timeout: Duration,
) -> (Option<Vec<Channel>>, Option<Broken>) {
    let Some(mut expected) =
        reference.filter(|o| !matches!(o.broken, Some(Broken::TimedOut { .. })))
    else {
        let broken = candidate.and_then(|c| c.broken);
        return (None, broken);
    };
    // A crash of the reference is part of what it does (as when recording goldens).
    expected.broken = None;
    let mut actual = candidate.unwrap_or_else(|| Outcome {
        rc: -1,
        broken: Some(Broken::TimedOut {
            seconds: timeout.as_secs(),
        }),
        ..Outcome::default()
    });
    if actual.broken.is_none() && actual.rc == 0 && actual.int_c.is_none() {
        actual.broken = Some(Broken::SucceededWithoutOutput);
    }
    let result = check::compared(tu, expected, actual, &CHANNELS);
    (Some(result.diverging), result.actual.broken)
}

/// Runs the whole sweep; `log` gets a line per run.
pub fn stress(config: &StressConfig, log: &mut dyn FnMut(&str)) -> Result<StressResult> {
    let scratch = tempfile::Builder::new()
        .prefix("oracle-stress-")
        .tempdir()?;
    let baseline_tu = write_tu(
        scratch.path(),
        "stress_baseline",
        cudagen::stress::PRELUDE.as_bytes(),
    )?;
    let mut baseline = Vec::new();
    for exe in [&config.reference, &config.candidate] {
        let dir = RunDir::new(&baseline_tu, &[])?;
        let runs = (0..5)
            .map(|_| bench::measure(exe, &baseline_tu.cudafe_args(), dir.path(), config.timeout))
            .collect::<Result<Vec<_>>>()?;
        let m = bench::median(runs);
        if m.rc != 0 {
            bail!(
                "{} fails on the prelude alone (exit status {})",
                exe.display(),
                m.rc
            );
        }
        baseline.push(m);
    }
    let baseline = (baseline[0], baseline[1]);
    log(&format!(
        "baseline (prelude alone): reference {:.3} s CPU {:.1} MiB, candidate {:.3} s CPU {:.1} MiB",
        baseline.0.cpu.as_secs_f64(),
        mib(baseline.0.peak_rss_kib),
        baseline.1.cpu.as_secs_f64(),
        mib(baseline.1.peak_rss_kib)
    ));

    let mut families = Vec::new();
    let mut rss_floor_kib = bench::own_anon_rss_kib();
    for (family, sizes) in &config.plan {
        let name = tu_name(family);
        let mut rows = Vec::new();
        let (mut reference_alive, mut candidate_alive) = (true, true);
        for &n in sizes {
            let text = family.generate(n);
            let bytes = text.len();
            let tu = write_tu(scratch.path(), &name, &text)?;
            drop(text);
            rss_floor_kib = rss_floor_kib.max(bench::own_anon_rss_kib());
            let side = |exe: &Path, alive: bool, label: &str| {
                let stderr = scratch.path().join(format!("{label}.stderr"));
                alive
                    .then(|| run_side(exe, &tu, config.timeout, stderr))
                    .transpose()
            };
            let reference = side(&config.reference, reference_alive, "reference")?;
            let candidate = side(&config.candidate, candidate_alive, "candidate")?;
            let (ref_finished, ref_side) = reference.unzip();
            let (cand_finished, cand_side) = candidate.unzip();
            let outcome = |f: Option<Finished>| f.map(|f| f.outcome(&tu, config.timeout));
            let (diverging, broken) = compare(
                &tu,
                outcome(ref_finished),
                outcome(cand_finished),
                config.timeout,
            );
            let row = Row {
                n,
                bytes,
                reference: ref_side,
                candidate: cand_side,
                diverging,
                broken,
            };
            reference_alive &= row.reference.as_ref().is_some_and(Side::finished);
            candidate_alive &= row.candidate.as_ref().is_some_and(Side::finished);
            log(&report::progress_line(family.name, &row));
            rows.push(row);
        }
        families.push(FamilyResult { family, rows });
    }
    Ok(StressResult {
        baseline,
        families,
        rss_floor_kib,
    })
}

fn write_tu(scratch: &Path, name: &str, text: &[u8]) -> Result<Tu> {
    let source = scratch.join(format!("{name}.cu"));
    std::fs::write(&source, text).with_context(|| format!("cannot write {}", source.display()))?;
    Ok(Tu::new("stress", name, source, NvccOptions::default()))
}

pub(crate) fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

/// Runs `oracle stress`.
pub fn command(root: &Path, args: StressArgs) -> Result<ExitCode> {
    let cache = crate::reference::cache_dir(root);
    let reference = crate::reference::locate(&cache)?;
    let partial = args.quick || !args.families.is_empty() || !args.sizes.is_empty();
    let config = StressConfig {
        reference: reference.cudafe,
        candidate: crate::resolve_candidate(args.candidate, root, &cache)?,
        timeout: Duration::from_secs(args.timeout),
        plan: plan(&args.families, &args.sizes, args.quick)?,
    };
    let result = stress(&config, &mut |line| eprintln!("{line}"))?;
    let text = report::render(&result, &config);
    print!("{text}");
    let path = args.out.unwrap_or_else(|| {
        if partial {
            root.join("reports/runs/stress.md")
        } else {
            root.join("reports/stress.md")
        }
    });
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(
        &path,
        format!("# oracle stress: rcudafe against cudafe++ 13.0.88 at scale\n\n{text}"),
    )
    .with_context(|| format!("cannot write {}", path.display()))?;
    eprintln!("report: {}", path.display());
    Ok(if result.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_has_sizes_that_grow() {
        for f in FAMILIES {
            for quick in [false, true] {
                let s = sizes(f.name, quick);
                assert!(s.len() >= 3, "{} {quick}", f.name);
                assert!(s.windows(2).all(|w| w[0] < w[1]), "{} {quick}", f.name);
            }
            let s = sizes(f.name, false);
            assert!(s.last().unwrap() / s.first().unwrap() >= 8, "{}", f.name);
        }
    }

    #[test]
    fn template_recursion_is_swept_across_the_reference_limit() {
        let s = sizes("template-recursion", false);
        assert!(s.contains(&200) && s.iter().any(|&n| n < 200) && s.iter().any(|&n| n > 200));
    }

    #[test]
    fn the_plan_filters_and_overrides() {
        let all = plan(&[], &[], false).unwrap();
        assert_eq!(all.len(), FAMILIES.len());
        let some = plan(&["comma".into(), "parens".into()], &[10, 20], true).unwrap();
        // In the families' order, with the override.
        assert_eq!(
            some.iter()
                .map(|(f, s)| (f.name, s.clone()))
                .collect::<Vec<_>>(),
            vec![("parens", vec![10, 20]), ("comma", vec![10, 20])]
        );
        assert!(plan(&["nope".into()], &[], false).is_err());
    }

    #[test]
    fn leftovers_are_files_neither_input_nor_output() {
        let dir = tempfile::tempdir().unwrap();
        for f in expected_files("t") {
            std::fs::write(dir.path().join(f), "").unwrap();
        }
        assert!(leftovers(dir.path(), "t").unwrap().is_empty());
        let tmp = ".t.cudafe1.cpp.rcudafe-123-0.tmp";
        std::fs::write(dir.path().join(tmp), "").unwrap();
        std::fs::write(dir.path().join("core"), "").unwrap();
        assert_eq!(
            leftovers(dir.path(), "t").unwrap(),
            vec![tmp.to_string(), "core".into()]
        );
        assert_eq!(
            tu_name(cudagen::stress::family("unary-not").unwrap()),
            "stress_unary_not"
        );
    }

    fn outcome(rc: i32, int_c: Option<&str>) -> Outcome {
        Outcome {
            int_c: int_c.map(|t| t.as_bytes().to_vec()),
            rc,
            ..Outcome::default()
        }
    }

    fn tu() -> Tu {
        Tu::new("stress", "t", PathBuf::from("t.cu"), NvccOptions::default())
    }

    #[test]
    fn outputs_are_compared_only_where_the_reference_finished() {
        let t = Duration::from_secs(1);
        let same = compare(
            &tu(),
            Some(outcome(0, Some("a"))),
            Some(outcome(0, Some("a"))),
            t,
        );
        assert_eq!(same, (Some(vec![]), None));
        let differ = compare(
            &tu(),
            Some(outcome(0, Some("a"))),
            Some(outcome(0, Some("b"))),
            t,
        );
        assert_eq!(differ.0, Some(vec![Channel::IntC]));
        let mut timed_out = outcome(-1, None);
        timed_out.broken = Some(Broken::TimedOut { seconds: 1 });
        assert_eq!(
            compare(&tu(), Some(timed_out), Some(outcome(0, Some("b"))), t).0,
            None
        );
        assert_eq!(compare(&tu(), None, Some(outcome(0, Some("b"))), t).0, None);
        // A candidate not run (it timed out at a smaller size) or one that exits 0 without its
        // .int.c fails every channel.
        let skipped = compare(&tu(), Some(outcome(2, None)), None, t);
        assert_eq!(skipped.0, Some(CHANNELS.to_vec()));
        let silent = compare(&tu(), Some(outcome(2, None)), Some(outcome(0, None)), t);
        assert_eq!(
            silent,
            (
                Some(CHANNELS.to_vec()),
                Some(Broken::SucceededWithoutOutput)
            )
        );
        // A reference abort is matched by the clear error status.
        let aborted = compare(&tu(), Some(outcome(134, None)), Some(outcome(4, None)), t);
        assert_eq!(aborted.0, Some(vec![]));
    }
}
