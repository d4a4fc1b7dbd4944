//! `oracle build-check`: every program of a suite built by nvcc 13.0 twice, once with the
//! reference toolkit and once with a toolkit whose cudafe++ is rcudafe (`toolkit.rs`), and the
//! results compared: the host file the front end wrote (`--keep`), the object of `nvcc -c`, and
//! the linked executable. One row per program says which are equal, and why not where not.
//!
//! Both toolkits are made by [`crate::toolkit::make`] from the same fetched toolkit (links), so
//! the only thing that differs between the two builds is the program `bin/cudafe++` runs; the
//! reference's cicc stays the device front end in both. Objects and executables are compared
//! byte for byte after masking nvcc's temp-file names and the build id (`compare.rs` says why).
//! `out/bin/{reference,rcudafe}/` collects the executables, for `scripts/gpu-run.sh`.

mod build;
pub mod compare;
mod table;

pub use build::{first_error, SideBuild};
pub use table::{ProgramResult, Verdict};

use crate::corpus::{self, Suite};
use crate::reference;
use crate::toolkit;
use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The two sides, in the order they build.
pub const SIDES: [&str; 2] = ["reference", "rcudafe"];

/// What a build check needs.
pub struct BuildCheckConfig {
    /// The fetched toolkit (`.../nvidia/cu13`).
    pub reference_root: PathBuf,
    /// The reference cudafe++ and the rcudafe binary.
    pub reference_cudafe: PathBuf,
    pub rcudafe: PathBuf,
    /// Toolkits, builds, executables and the report go here.
    pub out: PathBuf,
    /// nvcc options added to every command of both sides.
    pub extra: Vec<String>,
    /// Per nvcc run.
    pub timeout: Duration,
}

/// Builds each of `programs` (TUs of `suite`) with both toolkits and compares the results.
pub fn check_programs(
    suite: &Suite,
    programs: &[corpus::Tu],
    config: &BuildCheckConfig,
    log: &dyn Fn(&str),
) -> Result<Vec<ProgramResult>> {
    let out = &config.out;
    fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let toolkits = out.join("toolkits");
    let reference_tk = toolkit::make(
        &toolkits.join("reference"),
        &config.reference_root,
        &config.reference_cudafe,
    )?;
    let rcudafe_tk = toolkit::make(
        &toolkits.join("rcudafe"),
        &config.reference_root,
        &config.rcudafe,
    )?;
    for stale in ["work", "bin", SIDES[0], SIDES[1]] {
        let path = out.join(stale);
        if path.exists() {
            fs::remove_dir_all(&path)
                .with_context(|| format!("cannot clear {}", path.display()))?;
        }
    }
    let work = out.join("work");
    let mut results = Vec::new();
    for (i, tu) in programs.iter().enumerate() {
        let mut sides = Vec::new();
        for (side, tk) in SIDES.iter().zip([&reference_tk, &rcudafe_tk]) {
            let keep_in = out.join(side).join(&tu.name);
            let env = build::BuildEnv {
                work: &work,
                toolkit: &tk.dir,
                keep_in: &keep_in,
                extra: &config.extra,
                timeout: config.timeout,
            };
            let built = build::build(tu, &suite.headers, &env)
                .with_context(|| format!("building {} with the {side} toolkit", tu.name))?;
            if let Some(exe) = &built.executable {
                let dir = out.join("bin").join(side);
                fs::create_dir_all(&dir)?;
                let to = dir.join(&tu.name);
                fs::hard_link(exe, &to).or_else(|_| fs::copy(exe, &to).map(|_| ()))?;
            }
            sides.push(built);
        }
        let rcudafe = sides.pop().unwrap_or_default();
        let reference = sides.pop().unwrap_or_default();
        let seconds = (reference.seconds, rcudafe.seconds);
        let result = ProgramResult::judge(&tu.name, &flags_text(tu), reference, rcudafe)?;
        log(&format!(
            "[{}/{}] {}: {} ({:.1} s + {:.1} s)",
            i + 1,
            programs.len(),
            tu.name,
            if result.all_equal() {
                "all equal".to_string()
            } else {
                result.why_not()
            },
            seconds.0,
            seconds.1
        ));
        results.push(result);
    }
    if work.exists() {
        fs::remove_dir_all(&work)?;
    }
    Ok(results)
}

fn flags_text(tu: &corpus::Tu) -> String {
    tu.options.nvcc_words.join(" ")
}

/// `oracle build-check`.
#[derive(clap::Args, Debug)]
pub struct BuildCheckArgs {
    /// The corpus suite of programs (default: programs).
    #[arg(long, conflicts_with = "dir")]
    pub suite: Option<String>,
    /// Instead: a folder of programs (NAME.cu, NAME.flags and the headers beside them).
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Only these programs (repeatable).
    #[arg(long = "only", value_name = "NAME")]
    pub only: Vec<String>,
    /// Only the programs whose int.c the suite's snapshot.md marks as matching (what CI checks).
    #[arg(long)]
    pub snapshot_matching: bool,
    /// The rcudafe binary (default: <root>/target/release/rcudafe).
    #[arg(long)]
    pub rcudafe: Option<PathBuf>,
    /// An nvcc option for every command of both toolkits (repeatable), e.g.
    /// --nvcc-flag=-gencode=arch=compute_90,code=sm_90 to add native code for an H100.
    #[arg(long = "nvcc-flag", value_name = "OPTION", allow_hyphen_values = true)]
    pub nvcc_flags: Vec<String>,
    /// Where the toolkits, the builds, bin/{reference,rcudafe}/ and build-check.md go
    /// (default: <root>/.cache/build-check).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Seconds per nvcc run.
    #[arg(long, default_value_t = 600)]
    pub timeout: u64,
    /// Exit 0 even when programs differ or fail to build.
    #[arg(long)]
    pub allow_divergence: bool,
}

/// Runs `oracle build-check`.
pub fn command(root: &Path, args: BuildCheckArgs) -> Result<ExitCode> {
    let started = Instant::now();
    let reference = reference::locate(&reference::cache_dir(root))?;
    let (suite, label) = match &args.dir {
        Some(dir) => {
            let name = dir
                .file_name()
                .map_or("programs".into(), |n| n.to_string_lossy().into_owned());
            (corpus::load_suite(dir, &name)?, dir.display().to_string())
        }
        None => {
            let name = args.suite.clone().unwrap_or_else(|| "programs".into());
            let mut suites =
                corpus::load_suites(&root.join("corpus"), std::slice::from_ref(&name))?;
            let suite = suites
                .pop()
                .with_context(|| format!("suite {name} has no programs"))?;
            (suite, format!("corpus/{name}"))
        }
    };
    let mut programs = suite.tus.clone();
    for wanted in &args.only {
        if !programs.iter().any(|t| &t.name == wanted) {
            bail!("{label} has no program {wanted}");
        }
    }
    if !args.only.is_empty() {
        programs.retain(|t| args.only.contains(&t.name));
    }
    if args.snapshot_matching {
        let matching = snapshot_matching(&suite)?;
        programs.retain(|t| matching.contains(&t.name));
        eprintln!(
            "{label}: {} program(s) whose int.c matches according to {}",
            programs.len(),
            crate::snapshot::SNAPSHOT_FILE
        );
        if programs.is_empty() {
            println!("build check: no program of {label} is known to match yet, so none is built");
            return Ok(ExitCode::SUCCESS);
        }
    }
    let config = BuildCheckConfig {
        reference_root: toolkit::reference_root(&reference)?,
        reference_cudafe: reference.cudafe.clone(),
        rcudafe: toolkit::rcudafe_binary(root, args.rcudafe.clone())?,
        out: args
            .out
            .clone()
            .unwrap_or_else(|| root.join(".cache/build-check")),
        extra: args.nvcc_flags.clone(),
        timeout: Duration::from_secs(args.timeout),
    };
    let results = check_programs(&suite, &programs, &config, &|line| eprintln!("{line}"))?;
    let extra = if config.extra.is_empty() {
        String::new()
    } else {
        format!(", plus `{}` on every command", config.extra.join(" "))
    };
    let preamble = format!(
        "nvcc 13.0.88 with the reference toolkit and with the same toolkit whose cudafe++ is rcudafe \
         (`oracle toolkit`), on each program: `nvcc FLAGS -c --keep` (int.c: the host file, byte for \
         byte), `nvcc FLAGS -c` (object: byte for byte after masking nvcc's temp-file names), `nvcc FLAGS \
         -L lib -o prog` (executable: byte for byte after masking temp-file names and the build id){extra}. \
         Written by `oracle build-check` in {:.0} s.",
        started.elapsed().as_secs_f64()
    );
    let text = table::render(&format!("Build check: {label}"), &preamble, &results);
    let report = config.out.join("build-check.md");
    table::write(&report, &text)?;
    print!("{text}");
    eprintln!("report: {}", report.display());
    let failing = results.iter().filter(|r| !r.all_equal()).count();
    if failing > 0 && !args.allow_divergence {
        eprintln!(
            "{failing} of {} programs differ or fail to build",
            results.len()
        );
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// The programs whose int.c the suite's snapshot marks ✓ (none when it has no snapshot yet).
pub fn snapshot_matching(suite: &Suite) -> Result<Vec<String>> {
    let Some(snapshot) = crate::snapshot::load(suite)? else {
        eprintln!(
            "{}: no {} yet",
            suite.dir.display(),
            crate::snapshot::SNAPSHOT_FILE
        );
        return Ok(Vec::new());
    };
    Ok(suite
        .tus
        .iter()
        .filter(|t| snapshot.matched(&t.id(), crate::outcome::Channel::IntC))
        .map(|t| t.name.clone())
        .collect())
}
