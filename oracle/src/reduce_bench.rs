//! `oracle bench-reduce`: how well `oracle reduce` shrinks diverging TUs, beside plain line-based
//! delta debugging run on the same inputs.
//!
//! The divergences are made on purpose: each test candidate ("mutant") is a small shell script
//! that runs the real cudafe++ (or cicc, for the stub run) with the argv it was given and then
//! rewrites ONE construct in one output channel (a misprinted operator, a wrong literal suffix, a
//! swapped launch argument, a dropped attribute, a changed diagnostic...). Test candidates may run
//! other programs; rcudafe never does. For each mutant, the benchmark picks corpus TUs of 100–300
//! lines whose recorded golden holds the construct and on which the mutant really diverges, reduces
//! each with the full reducer and with the line-only baseline, and re-checks that each result still
//! diverges with the original signature.

use crate::corpus::{Suite, Tu};
use crate::reduce::{reduce, size, Interestingness, ReduceConfig, Signature};
use crate::reference::Reference;
use anyhow::{Context, Result};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The output a mutant rewrites.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    IntC,
    Stub,
    Stderr,
}

/// A test candidate that differs from the reference on one construct.
pub struct Mutant {
    pub name: &'static str,
    pub what: &'static str,
    pub target: Target,
    /// A sed script applied to the target channel (it goes between single quotes: none inside).
    pub sed: &'static str,
    /// A TU qualifies when its golden target channel contains this.
    pub needle: &'static str,
}

pub const MUTANTS: &[Mutant] = &[
    Mutant {
        name: "modulo-spacing",
        what: "`a % b` printed `a %  b`",
        target: Target::IntC,
        sed: "s/ % / %  /",
        needle: " % ",
    },
    Mutant {
        name: "ul-suffix",
        what: "`52UL` printed `52ul`",
        target: Target::IntC,
        sed: r"s/\([0-9]\)UL)/\1ul)/",
        needle: "UL)",
    },
    Mutant {
        name: "float-suffix",
        what: "`1.5F` printed `1.5f`",
        target: Target::IntC,
        sed: r"s/\([0-9]\)F)/\1f)/",
        needle: "F)",
    },
    Mutant {
        name: "launch-swap",
        what: "grid and block of a launch swapped",
        target: Target::IntC,
        sed: r"/? (void)0 :/s/__cudaPushCallConfiguration(\([^,()]*\), \([^,()]*\),/__cudaPushCallConfiguration(\2, \1,/",
        needle: "__cudaPushCallConfiguration(",
    },
    Mutant {
        name: "unused-attribute",
        what: "`__attribute__((unused))` dropped",
        target: Target::IntC,
        sed: "s/__attribute__((unused)) //",
        needle: "__attribute__((unused)) ",
    },
    Mutant {
        name: "static-cast",
        what: "`static_cast< T>` printed `static_cast<T>`",
        target: Target::IntC,
        sed: "s/static_cast< /static_cast</",
        needle: "static_cast< ",
    },
    Mutant {
        name: "shift-spacing",
        what: "`a << b` printed `a<<b`",
        target: Target::IntC,
        sed: "s/ << /<</",
        needle: " << ",
    },
    Mutant {
        name: "enum-class",
        what: "`enum class` printed `enum struct`",
        target: Target::IntC,
        sed: "s/^enum class /enum struct /",
        needle: "enum class ",
    },
    Mutant {
        name: "c-cast",
        what: "`((float)x)` printed `((float) x)`",
        target: Target::IntC,
        sed: r"s/((float)\([a-z0-9]\)/((float) \1/",
        needle: "((float)",
    },
    Mutant {
        name: "stub-offset",
        what: "second kernel argument at offset 4, not 8",
        target: Target::Stub,
        sed: "s/(__par1, 8UL)/(__par1, 4UL)/",
        needle: "(__par1, 8UL)",
    },
    Mutant {
        name: "diag-constant",
        what: "\"expression must have a constant value\" reworded",
        target: Target::Stderr,
        sed: "s/expression must have a constant value/expression is not a constant/",
        needle: "expression must have a constant value",
    },
    Mutant {
        name: "diag-expected",
        what: "`expected a \"X\"` printed `expected \"X\"`",
        target: Target::Stderr,
        sed: "s/error: expected a \"/error: expected \"/",
        needle: "error: expected a \"",
    },
    Mutant {
        name: "diag-lvalue",
        what: "\"expression must be a modifiable lvalue\" reworded",
        target: Target::Stderr,
        sed: "s/expression must be a modifiable lvalue/expression is not assignable/",
        needle: "expression must be a modifiable lvalue",
    },
    Mutant {
        name: "diag-redeclared",
        what: "\"has already been declared in the current scope\" reworded",
        target: Target::Stderr,
        sed: "s/has already been declared in the current scope/was declared before/",
        needle: "has already been declared in the current scope",
    },
];

/// Writes the mutant's script into `dir` and returns its path.
pub fn write_mutant(dir: &Path, reference: &Reference, m: &Mutant) -> Result<PathBuf> {
    anyhow::ensure!(
        !m.sed.contains('\''),
        "mutant {}: a single quote in its sed script would end the quoting",
        m.name
    );
    let quote = |p: &Path| format!("'{}'", p.display().to_string().replace('\'', r"'\''"));
    let (int_c, stub, stderr) = match m.target {
        Target::IntC => (m.sed, "", ""),
        Target::Stub => ("", m.sed, ""),
        Target::Stderr => ("", "", m.sed),
    };
    let script = format!(
        "#!/bin/sh\n\
         # oracle bench-reduce test candidate {name}: the reference, with {what}.\n\
         for a; do case \"$prev\" in --gen_c_file_name) out=\"$a\";; --stub_file_name) stub=\"$a\";; esac; prev=\"$a\"; done\n\
         case \" $* \" in *\" --device-syntax-only \"*)\n\
         \x20 {cicc} \"$@\"; rc=$?\n\
         \x20 [ -f \"$stub\" ] && sed -i -e '{stub}' \"$stub\"\n\
         \x20 exit $rc;;\n\
         esac\n\
         {cudafe} \"$@\" 2>mutant.stderr; rc=$?\n\
         [ -f \"$out\" ] && sed -i -e '{int_c}' \"$out\"\n\
         sed -e '{stderr}' mutant.stderr >&2\n\
         exit $rc\n",
        name = m.name,
        what = m.what.replace('\n', " "),
        cicc = quote(&reference.cicc),
        cudafe = quote(&reference.cudafe),
    );
    let path = dir.join(format!("mutant-{}.sh", m.name));
    std::fs::write(&path, script)?;
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))?;
    Ok(path)
}

pub struct BenchReduceConfig {
    pub reference: Reference,
    pub timeout: Duration,
    /// TUs per mutant.
    pub per_mutant: usize,
    /// Lines a chosen TU has, at least and at most.
    pub min_lines: usize,
    pub max_lines: usize,
    /// Candidates tested at once.
    pub batch: usize,
    /// Only these mutants (empty: all).
    pub only: Vec<String>,
    /// Also run the line-only baseline on each TU.
    pub baseline: bool,
}

/// One reduction's numbers.
pub struct Run {
    pub lines: usize,
    pub bytes: usize,
    pub tests: usize,
    pub seconds: f64,
    /// Re-running the reduced TU gives the original signature.
    pub kept: bool,
    pub text: Vec<u8>,
    /// Runs and mean seconds per program.
    pub profile: String,
}

pub struct Row {
    pub tu: String,
    pub mutant: &'static str,
    pub signature: Signature,
    pub lines: usize,
    pub reducer: Run,
    pub baseline: Option<Run>,
}

fn lines_of(text: &[u8]) -> usize {
    size(text).0
}

/// TUs of the right size whose golden channel holds the mutant's construct: valid TUs first
/// (invalid ones first for a mutant of the diagnostics), then in suite and name order.
fn qualifying<'a>(
    suites: &'a [Suite],
    m: &Mutant,
    config: &BenchReduceConfig,
) -> Vec<(&'a Suite, &'a Tu)> {
    let ext = match m.target {
        Target::IntC => "int.c",
        Target::Stub => "stub.c",
        Target::Stderr => "stderr",
    };
    let mut out = Vec::new();
    for suite in suites {
        for tu in &suite.tus {
            let Ok(text) = std::fs::read(&tu.source) else {
                continue;
            };
            let n = lines_of(&text);
            if n < config.min_lines || n > config.max_lines {
                continue;
            }
            let golden = std::fs::read(suite.golden_dir().join(format!("{}.{ext}", tu.name)))
                .unwrap_or_default();
            if golden
                .windows(m.needle.len())
                .any(|w| w == m.needle.as_bytes())
            {
                out.push((suite, tu));
            }
        }
    }
    out.sort_by_key(|(suite, _)| suite.name.contains("invalid") != (m.target == Target::Stderr));
    out
}

fn reduce_one(
    text: &[u8],
    headers: &[PathBuf],
    oracle: &Interestingness,
    check: &dyn Fn(&[u8]) -> bool,
    line_only: bool,
    config: &BenchReduceConfig,
    log: &(dyn Fn(&str) + Sync),
) -> Result<Run> {
    let started = Instant::now();
    let reduced = reduce(
        text,
        headers,
        oracle,
        &ReduceConfig {
            timeout: config.timeout,
            line_only,
            batch: config.batch,
        },
        log,
    )?;
    let seconds = started.elapsed().as_secs_f64();
    Ok(Run {
        lines: lines_of(&reduced.text),
        bytes: reduced.text.len(),
        tests: reduced.tests,
        seconds,
        kept: check(&reduced.text),
        text: reduced.text,
        profile: reduced.profile,
    })
}

/// Runs the benchmark; `log` hears about progress.
pub fn bench_reduce(
    suites: &[Suite],
    config: &BenchReduceConfig,
    log: &(dyn Fn(&str) + Sync),
) -> Result<Vec<Row>> {
    let scripts = tempfile::Builder::new()
        .prefix("oracle-mutants-")
        .tempdir()?;
    let mut rows = Vec::new();
    let mut taken: Vec<String> = Vec::new();
    for m in MUTANTS
        .iter()
        .filter(|m| config.only.is_empty() || config.only.iter().any(|o| o == m.name))
    {
        let candidate = write_mutant(scripts.path(), &config.reference, m)?;
        let mut chosen = 0;
        for (suite, tu) in qualifying(suites, m, config) {
            if chosen >= config.per_mutant {
                break;
            }
            if taken.contains(&tu.id()) {
                continue;
            }
            let text = std::fs::read(&tu.source)
                .with_context(|| format!("cannot read {}", tu.source.display()))?;
            let signature_of = |t: &[u8]| {
                Interestingness::divergence_signature(
                    &config.reference,
                    &candidate,
                    &tu.options,
                    &tu.name,
                    t,
                    &suite.headers,
                    config.timeout,
                )
            };
            let Some(target) = signature_of(&text)? else {
                continue;
            };
            // The construct must be the TU's: a mutant that already diverges on the bare prelude
            // include would reduce every TU to that one line.
            let prelude_only: &[u8] = b"#include \"prelude.cuh\"\n";
            if signature_of(prelude_only)?.as_ref() == Some(&target) {
                log(&format!(
                    "{}: diverges on the prelude alone; skipped",
                    m.name
                ));
                break;
            }
            chosen += 1;
            taken.push(tu.id());
            log(&format!(
                "{} with {} ({} lines): {}",
                tu.id(),
                m.name,
                lines_of(&text),
                target.0
            ));
            let oracle = Interestingness::Divergence {
                reference: config.reference.clone(),
                candidate: candidate.clone(),
                options: tu.options.clone(),
                name: tu.name.clone(),
                target: target.clone(),
            };
            let check = |t: &[u8]| matches!(signature_of(t), Ok(Some(s)) if s == target);
            let prefix = |what: &'static str| move |line: &str| log(&format!("  {what} {line}"));
            let reducer = reduce_one(
                &text,
                &suite.headers,
                &oracle,
                &check,
                false,
                config,
                &prefix("reducer"),
            )?;
            log(&format!(
                "  reducer: {} -> {} lines, {} tests, {:.1} s",
                lines_of(&text),
                reducer.lines,
                reducer.tests,
                reducer.seconds
            ));
            let baseline = if config.baseline {
                let baseline = reduce_one(
                    &text,
                    &suite.headers,
                    &oracle,
                    &check,
                    true,
                    config,
                    &prefix("baseline"),
                )?;
                log(&format!(
                    "  baseline: {} -> {} lines, {} tests, {:.1} s",
                    lines_of(&text),
                    baseline.lines,
                    baseline.tests,
                    baseline.seconds
                ));
                Some(baseline)
            } else {
                None
            };
            rows.push(Row {
                tu: tu.id(),
                mutant: m.name,
                signature: target,
                lines: lines_of(&text),
                reducer,
                baseline,
            });
        }
    }
    Ok(rows)
}

pub fn median(values: &mut [f64]) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

/// The Markdown report: one row per TU, then the medians.
pub fn render(rows: &[Row], config: &BenchReduceConfig) -> String {
    let mut s = String::new();
    s.push_str(&format!(
        "{} diverging TUs of {}–{} lines, each made to diverge by a test candidate that rewrites one construct \
         of the reference's output (see `oracle/src/reduce_bench.rs`). Lines are lines that hold something \
         (`#include \"prelude.cuh\"` counts); ratio = lines after / lines before; tests = runs of the \
         interestingness test; kept = the reduced TU, run again, diverges with the original signature. \
         {} candidates tested at once, {} s per tool run.\n\n",
        rows.len(),
        config.min_lines,
        config.max_lines,
        config.batch,
        config.timeout.as_secs()
    ));
    // Seconds depend on what else the machine runs: say how busy it was.
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
        s.push_str(&format!(
            "Load average at the end of the run: {} ({cores} cores).\n\n",
            load.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        ));
    }
    s.push_str("| TU | mutant | lines | reducer: lines | ratio | tests | s | kept | baseline: lines | ratio | tests | s | kept |\n");
    s.push_str("|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---|\n");
    let yes = |b: bool| if b { "yes" } else { "**no**" };
    for r in rows {
        let ratio = |run: &Run| run.lines as f64 / r.lines.max(1) as f64;
        let baseline = r.baseline.as_ref().map_or("| | | | |".to_string(), |b| {
            format!(
                "| {} | {:.3} | {} | {:.1} | {} |",
                b.lines,
                ratio(b),
                b.tests,
                b.seconds,
                yes(b.kept)
            )
        });
        s.push_str(&format!(
            "| {} | {} | {} | {} | {:.3} | {} | {:.1} | {} {baseline}\n",
            r.tu,
            r.mutant,
            r.lines,
            r.reducer.lines,
            ratio(&r.reducer),
            r.reducer.tests,
            r.reducer.seconds,
            yes(r.reducer.kept),
        ));
    }
    let med = |f: &dyn Fn(&Row) -> f64| median(&mut rows.iter().map(f).collect::<Vec<_>>());
    let baselines: Vec<(&Row, &Run)> = rows
        .iter()
        .filter_map(|r| Some((r, r.baseline.as_ref()?)))
        .collect();
    let med_baseline = |f: &dyn Fn(&Row, &Run) -> f64| {
        median(&mut baselines.iter().map(|(r, b)| f(r, b)).collect::<Vec<_>>())
    };
    let baseline = if baselines.is_empty() {
        "| | | | |".to_string()
    } else {
        format!(
            "| {:.1} | {:.3} | {:.0} | {:.1} | {}/{} |",
            med_baseline(&|_, b| b.lines as f64),
            med_baseline(&|r, b| b.lines as f64 / r.lines.max(1) as f64),
            med_baseline(&|_, b| b.tests as f64),
            med_baseline(&|_, b| b.seconds),
            baselines.iter().filter(|(_, b)| b.kept).count(),
            baselines.len(),
        )
    };
    s.push_str(&format!(
        "| **median** | | {:.0} | {:.1} | {:.3} | {:.0} | {:.1} | {}/{} {baseline}\n\n",
        med(&|r| r.lines as f64),
        med(&|r| r.reducer.lines as f64),
        med(&|r| r.reducer.lines as f64 / r.lines.max(1) as f64),
        med(&|r| r.reducer.tests as f64),
        med(&|r| r.reducer.seconds),
        rows.iter().filter(|r| r.reducer.kept).count(),
        rows.len(),
    ));
    s.push_str("Signatures:\n\n");
    for r in rows {
        s.push_str(&format!(
            "* {} ({}): `{}`\n",
            r.tu,
            r.mutant,
            r.signature.0.replace('`', "'")
        ));
    }
    s.push_str(
        "\nWhere the reducer's time went (programs run, mean wall-clock seconds per run):\n\n",
    );
    for r in rows {
        s.push_str(&format!(
            "* {} ({}): {}\n",
            r.tu, r.mutant, r.reducer.profile
        ));
    }
    s.push_str("\nThe reducer's results:\n\n");
    for r in rows {
        s.push_str(&format!(
            "{} ({}):\n\n```\n{}\n```\n\n",
            r.tu,
            r.mutant,
            String::from_utf8_lossy(&r.reducer.text).trim_end()
        ));
    }
    s
}
