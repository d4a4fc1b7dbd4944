//! Real translation units: suites whose TUs include the real glibc, libstdc++ 12 and CUDA 13
//! headers, as every TU nvcc gives cudafe++ does (it force-includes `cuda_runtime.h`).
//!
//! Such a suite has a `suite.toml` saying so and naming the host toolchain it was made with. Each
//! TU is preprocessed at test time exactly as nvcc 13.0 does it: `nvcc --dryrun` with the TU's
//! options prints the two `gcc -E` lines (host side for cudafe++, device side for cicc), and we
//! run them. The preprocessed inputs and the reference's goldens go into the ignored cache,
//! keyed by hashes of what determines them, so nothing of NVIDIA's or GNU's header text reaches
//! the repository: only a snapshot of the results is committed (`snapshot.rs`).

use crate::corpus::{Suite, Tu};
use crate::progress::Progress;
use crate::reference::Reference;
use crate::run::reference_outcome;
use anyhow::{bail, Context, Result};
use rayon::prelude::*;
use sha2::{Digest, Sha256};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The file that makes a corpus folder a real-TU suite.
pub const SUITE_FILE: &str = "suite.toml";

/// Where the cache goes unless `$ORACLE_CACHE_DIR` says otherwise: `<workspace>/.cache/real-tus`.
pub const CACHE_ENV: &str = "ORACLE_CACHE_DIR";

/// Bumped when the layout or the meaning of a cache entry changes.
const CACHE_VERSION: &str = "real-tus v1";

/// What a real-TU suite's `suite.toml` says: the host toolchain its snapshot was made with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RealSuite {
    /// `gcc -dumpfullversion`, e.g. `12.2.0`.
    pub gcc: String,
    /// `getconf GNU_LIBC_VERSION` without the `glibc ` prefix, e.g. `2.36`.
    pub glibc: String,
    /// `ci_sample = "N"`: the test gate checks every Nth TU (in name order) instead of all, for a
    /// suite too large to preprocess and run in CI each time; `oracle check` still runs them all.
    pub ci_sample: Option<usize>,
}

impl RealSuite {
    /// Parses `suite.toml`: `key = "value"` lines, `#` comments. `input = "nvcc-preprocessed"` is
    /// required (it is what the file declares); `gcc` and `glibc` name the expected versions.
    pub fn parse(text: &str) -> Result<RealSuite> {
        let (mut input, mut gcc, mut glibc, mut ci_sample) = (None, None, None, None);
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                bail!("line {}: expected key = \"value\"", n + 1)
            };
            let value = value.trim().trim_matches('"').to_string();
            match key.trim() {
                "input" => input = Some(value),
                "gcc" => gcc = Some(value),
                "glibc" => glibc = Some(value),
                "ci_sample" => match value.parse::<usize>() {
                    Ok(n) if n > 0 => ci_sample = Some(n),
                    _ => bail!("line {}: ci_sample must be a positive number", n + 1),
                },
                other => bail!(
                    "line {}: unknown key {other:?} (input, gcc, glibc, ci_sample)",
                    n + 1
                ),
            }
        }
        if input.as_deref() != Some("nvcc-preprocessed") {
            bail!("`input = \"nvcc-preprocessed\"` is missing");
        }
        Ok(RealSuite {
            gcc: gcc.context("`gcc = \"VERSION\"` is missing")?,
            glibc: glibc.context("`glibc = \"VERSION\"` is missing")?,
            ci_sample,
        })
    }

    /// Reads `dir/suite.toml`, or `None` when the folder is an ordinary self-contained suite.
    pub fn load(dir: &Path) -> Result<Option<RealSuite>> {
        let path = dir.join(SUITE_FILE);
        match fs::read_to_string(&path) {
            Ok(text) => RealSuite::parse(&text)
                .with_context(|| format!("in {}", path.display()))
                .map(Some),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
        }
    }
}

/// A TU made ready: its two preprocessed inputs and the folder of the reference's goldens.
#[derive(Clone, Debug)]
pub struct Prepared {
    /// The host side (`NAME.cpp4.ii`), cudafe++'s input.
    pub host_ii: PathBuf,
    /// The device side (`NAME.cpp1.ii`, with `__CUDA_ARCH__`), cicc's input.
    pub device_ii: PathBuf,
    pub golden_dir: PathBuf,
    /// Lines of the host input: what the front end reads.
    pub lines: usize,
}

/// The versions of the host toolchain on this machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostToolchain {
    pub gcc: String,
    pub glibc: String,
}

impl HostToolchain {
    pub fn detect() -> Result<HostToolchain> {
        let gcc = command_output("gcc", &["-dumpfullversion"])
            .context("gcc is needed to preprocess real TUs")?;
        let glibc = command_output("getconf", &["GNU_LIBC_VERSION"])
            .context("cannot tell the glibc version")?;
        let glibc = glibc.strip_prefix("glibc ").unwrap_or(&glibc).to_string();
        Ok(HostToolchain { gcc, glibc })
    }

    /// An error that names the expected versions when this machine's differ from a suite's: its
    /// preprocessed TUs would differ, so its snapshot would not apply.
    pub fn check(&self, suite: &str, wanted: &RealSuite) -> Result<()> {
        if self.gcc != wanted.gcc || self.glibc != wanted.glibc {
            bail!(
                "suite {suite} is made with gcc {} and glibc {} (its TUs are preprocessed with them, and its snapshot \
                 holds for them), but this machine has gcc {} and glibc {}: install those versions (Debian 12 has \
                 them) or leave the suite out",
                wanted.gcc,
                wanted.glibc,
                self.gcc,
                self.glibc
            );
        }
        Ok(())
    }
}

fn command_output(program: &str, args: &[&str]) -> Result<String> {
    let out = Command::new(program)
        .args(args)
        .stderr(Stdio::null())
        .output()
        .with_context(|| format!("cannot run {program}"))?;
    if !out.status.success() {
        bail!("{program} {} failed", args.join(" "));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The cache folder: `$ORACLE_CACHE_DIR`, else `<workspace>/.cache/real-tus`.
pub fn cache_dir(workspace: &Path) -> PathBuf {
    match std::env::var_os(CACHE_ENV) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => workspace.join(".cache/real-tus"),
    }
}

/// Set to `1` to make the test gate check every TU of a suite with a `ci_sample`.
pub const FULL_ENV: &str = "ORACLE_FULL_REAL_SUITES";

/// The TUs the test gate checks: every `ci_sample`-th TU in name order (deterministic, so the same
/// ones each run), or all of them without a `ci_sample` or with `$ORACLE_FULL_REAL_SUITES=1`.
pub fn gate_sample(suite: &mut Suite) {
    let full = std::env::var_os(FULL_ENV).is_some_and(|v| v == "1");
    if let (Some(n), false) = (suite.real.as_ref().and_then(|r| r.ci_sample), full) {
        suite.tus.sort_by(|a, b| a.name.cmp(&b.name));
        let mut i = 0;
        suite.tus.retain(|_| {
            i += 1;
            (i - 1) % n == 0
        });
    }
}

/// How a preparation run goes.
pub struct PrepareConfig<'a> {
    pub reference: &'a Reference,
    pub cache: PathBuf,
    /// Per reference run.
    pub timeout: Duration,
}

/// Preprocesses every TU of the real suites among `suites` and records the reference's goldens
/// where the cache has none, then sets each TU's [`Prepared`]. Self-contained suites are left alone.
pub fn prepare_suites(suites: &mut [Suite], config: &PrepareConfig) -> Result<()> {
    if suites.iter().all(|s| s.real.is_none()) {
        return Ok(());
    }
    let host = HostToolchain::detect()?;
    for suite in suites.iter().filter(|s| s.real.is_some()) {
        host.check(&suite.name, suite.real.as_ref().unwrap())?;
    }
    let nvcc = nvcc_of(config.reference)?;
    let work: Vec<(usize, usize)> = suites
        .iter()
        .enumerate()
        .filter(|(_, s)| s.real.is_some())
        .flat_map(|(i, s)| (0..s.tus.len()).map(move |j| (i, j)))
        .collect();
    let progress = Progress::new(work.len(), "preparing real TUs");
    let prepared: Vec<Result<(usize, usize, Prepared)>> = work
        .par_iter()
        .map(|&(i, j)| {
            let tu = &suites[i].tus[j];
            let result = prepare_one(tu, &nvcc, &host, config)
                .with_context(|| format!("preparing {}", tu.id()));
            progress.tick();
            result.map(|p| (i, j, p))
        })
        .collect();
    progress.finish();
    let mut errors = Vec::new();
    for result in prepared {
        match result {
            Ok((i, j, p)) => suites[i].tus[j].prepared = Some(p),
            Err(e) => errors.push(format!("{e:#}")),
        }
    }
    if !errors.is_empty() {
        bail!(
            "{} real TU(s) could not be prepared:\n{}",
            errors.len(),
            errors.join("\n")
        );
    }
    Ok(())
}

/// The corpus suites named in `only` (all when empty), with their real TUs prepared (only each
/// suite's CI sample with `sample`, see [`gate_sample`]). Without the
/// reference, real suites cannot be prepared: asked for by name, that is an error; in a run of
/// every suite they are left out, and `log` says so.
pub fn load_prepared(
    corpus_dir: &Path,
    only: &[String],
    reference: Option<&Reference>,
    cache: &Path,
    timeout: Duration,
    sample: bool,
    log: &dyn Fn(&str),
) -> Result<Vec<Suite>> {
    let mut suites = crate::corpus::load_suites(corpus_dir, only)?;
    if sample {
        suites.iter_mut().for_each(gate_sample);
    }
    let real: Vec<String> = suites
        .iter()
        .filter(|s| s.real.is_some())
        .map(|s| s.name.clone())
        .collect();
    match reference {
        Some(reference) => prepare_suites(&mut suites, &PrepareConfig { reference, cache: cache.to_path_buf(), timeout })?,
        None if real.is_empty() => {}
        None if only.is_empty() => {
            log(&format!(
                "left out the real-TU suite(s) {}: they are preprocessed with the reference toolkit's headers (run `oracle fetch-reference`)",
                real.join(", ")
            ));
            suites.retain(|s| s.real.is_none());
        }
        None => bail!("suite(s) {} are real TUs, preprocessed with the reference toolkit's headers: run `oracle fetch-reference` first", real.join(", ")),
    }
    Ok(suites)
}

/// Prepares one TU outside any suite (e.g. for `oracle probe --real`): any host toolchain will do,
/// since no snapshot is compared.
pub fn prepare_tu(tu: &Tu, config: &PrepareConfig) -> Result<Prepared> {
    prepare_one(
        tu,
        &nvcc_of(config.reference)?,
        &HostToolchain::detect()?,
        config,
    )
}

fn nvcc_of(reference: &Reference) -> Result<PathBuf> {
    let nvcc = reference.cudafe.with_file_name("nvcc");
    if !nvcc.is_file() {
        bail!(
            "no nvcc beside the reference cudafe++ ({}): fetch the reference again",
            nvcc.display()
        );
    }
    Ok(nvcc)
}

fn hex_digest(parts: &[&[u8]]) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        // Length-prefixed, so that no two different part lists hash alike.
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part);
    }
    hasher
        .finalize()
        .iter()
        .take(12)
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn prepare_one(
    tu: &Tu,
    nvcc: &Path,
    host: &HostToolchain,
    config: &PrepareConfig,
) -> Result<Prepared> {
    let source =
        fs::read(&tu.source).with_context(|| format!("cannot read {}", tu.source.display()))?;
    let flags = tu.options.nvcc_words.join(" ");
    let toolkit = nvcc.to_string_lossy();
    let pp_key = hex_digest(&[
        CACHE_VERSION.as_bytes(),
        &source,
        flags.as_bytes(),
        host.gcc.as_bytes(),
        host.glibc.as_bytes(),
        toolkit.as_bytes(),
    ]);
    let pp_dir = config
        .cache
        .join("pp")
        .join(format!("{}-{pp_key}", tu.name));
    let host_ii = pp_dir.join(format!("{}.cpp4.ii", tu.name));
    let device_ii = pp_dir.join(format!("{}.cpp1.ii", tu.name));
    if !(host_ii.is_file() && device_ii.is_file()) {
        preprocess(tu, &source, nvcc, &pp_dir)?;
    }
    let host_text = fs::read(&host_ii)?;
    let device_text = fs::read(&device_ii)?;
    let lines = host_text.iter().filter(|&&b| b == b'\n').count();
    let mut prepared = Prepared {
        host_ii,
        device_ii,
        golden_dir: PathBuf::new(),
        lines,
    };
    let with_inputs = Tu {
        prepared: Some(prepared.clone()),
        ..tu.clone()
    };
    let golden_key = hex_digest(&[
        CACHE_VERSION.as_bytes(),
        &host_text,
        &device_text,
        with_inputs.cudafe_args().join("\0").as_bytes(),
        tu.options.cicc_args(&tu.name).join("\0").as_bytes(),
        config.reference.cudafe.to_string_lossy().as_bytes(),
    ]);
    prepared.golden_dir = config
        .cache
        .join("golden")
        .join(format!("{}-{golden_key}", tu.name));
    if !prepared.golden_dir.join("rc").is_file() {
        let with_inputs = Tu {
            prepared: Some(prepared.clone()),
            ..tu.clone()
        };
        let outcome = reference_outcome(
            &config.reference.cudafe,
            &config.reference.cicc,
            &with_inputs,
            &[],
            config.timeout,
        )?;
        write_atomically(&prepared.golden_dir, |dir| {
            crate::corpus::write_outcome(dir, &outcome)
        })?;
    }
    Ok(prepared)
}

/// Runs the two `gcc -E` lines `nvcc --dryrun` prints for the TU's options, writing
/// `NAME.cpp4.ii` (host) and `NAME.cpp1.ii` (device) into `out`.
fn preprocess(tu: &Tu, source: &[u8], nvcc: &Path, out: &Path) -> Result<()> {
    write_atomically(out, |dir| {
        let cu = dir.join(tu.display_name());
        fs::write(&cu, source)?;
        let mut args: Vec<String> = vec!["--dryrun".into()];
        args.extend(tu.options.nvcc_words.iter().cloned());
        args.extend(["-c".into(), tu.display_name()]);
        let dry = Command::new(nvcc)
            .args(&args)
            .current_dir(dir)
            .stdin(Stdio::null())
            .output()?;
        let printed = String::from_utf8_lossy(&dry.stderr);
        if !dry.status.success() {
            bail!("nvcc --dryrun {} failed:\n{printed}", args[1..].join(" "));
        }
        let lines = gcc_preprocess_lines(&printed)?;
        for (words, output) in [
            (&lines.host, format!("{}.cpp4.ii", tu.name)),
            (&lines.device, format!("{}.cpp1.ii", tu.name)),
        ] {
            let argv = with_output(words, &output)?;
            let run = Command::new(&argv[0])
                .args(&argv[1..])
                .current_dir(dir)
                .env("LC_ALL", "C")
                .stdin(Stdio::null())
                .output()
                .with_context(|| format!("cannot run {}", argv[0]))?;
            if !run.status.success() {
                bail!(
                    "the preprocessor failed ({}):\n{}",
                    argv.join(" "),
                    String::from_utf8_lossy(&run.stderr)
                );
            }
        }
        fs::remove_file(&cu)?;
        Ok(())
    })
}

/// The host and device `gcc -E` command lines among `nvcc --dryrun`'s, as words.
#[derive(Debug, PartialEq, Eq)]
pub struct PreprocessLines {
    pub host: Vec<String>,
    pub device: Vec<String>,
}

/// Picks the preprocessing lines out of `nvcc --dryrun`'s output (`#$ gcc ... -E ...`): the host
/// one writes `*.cpp4.ii`, the device one (`-D__CUDA_ARCH__=...`) writes `*.cpp1.ii`; with several
/// architectures, the first device line.
pub fn gcc_preprocess_lines(dryrun: &str) -> Result<PreprocessLines> {
    let (mut host, mut device) = (None, None);
    for line in dryrun.lines() {
        let Some(command) = line.strip_prefix("#$ ") else {
            continue;
        };
        let words = shell_words(command)?;
        if words.first().map(String::as_str) != Some("gcc") || !words.iter().any(|w| w == "-E") {
            continue;
        }
        let output = words
            .iter()
            .position(|w| w == "-o")
            .and_then(|i| words.get(i + 1))
            .cloned()
            .unwrap_or_default();
        if output.ends_with(".cpp4.ii") && host.is_none() {
            host = Some(words);
        } else if output.ends_with(".cpp1.ii") && device.is_none() {
            device = Some(words);
        }
    }
    match (host, device) {
        (Some(host), Some(device)) => Ok(PreprocessLines { host, device }),
        _ => bail!("nvcc --dryrun printed no host and device `gcc -E` lines:\n{dryrun}"),
    }
}

/// The command with its `-o FILE` replaced by `-o output`.
fn with_output(words: &[String], output: &str) -> Result<Vec<String>> {
    let mut argv = words.to_vec();
    let at = argv
        .iter()
        .position(|w| w == "-o")
        .context("a preprocessing line without -o")?;
    *argv.get_mut(at + 1).context("-o without a file")? = output.to_string();
    Ok(argv)
}

/// Splits a command line the way `sh` does for the quoting nvcc prints: words separated by
/// blanks, double-quoted and single-quoted stretches, backslash escapes outside single quotes.
pub fn shell_words(line: &str) -> Result<Vec<String>> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some(w) = word.take() {
                    words.push(w);
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(e @ ('"' | '\\' | '$' | '`')) => w.push(e),
                            Some(e) => {
                                w.push('\\');
                                w.push(e);
                            }
                            None => bail!("unterminated quote in {line:?}"),
                        },
                        Some(other) => w.push(other),
                        None => bail!("unterminated quote in {line:?}"),
                    }
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(other) => w.push(other),
                        None => bail!("unterminated quote in {line:?}"),
                    }
                }
            }
            '\\' => {
                if let Some(e) = chars.next() {
                    word.get_or_insert_with(String::new).push(e);
                }
            }
            other => word.get_or_insert_with(String::new).push(other),
        }
    }
    if let Some(w) = word {
        words.push(w);
    }
    Ok(words)
}

/// Fills a new folder through `fill` in a temporary sibling, then renames it into place, so a
/// cache entry is complete or absent, also when runs race or are interrupted.
fn write_atomically(dir: &Path, fill: impl FnOnce(&Path) -> Result<()>) -> Result<()> {
    let parent = dir
        .parent()
        .context("a cache entry without a parent folder")?;
    fs::create_dir_all(parent).with_context(|| format!("cannot create {}", parent.display()))?;
    let tmp = tempfile::Builder::new()
        .prefix(".partial-")
        .tempdir_in(parent)?;
    fill(tmp.path())?;
    let tmp = tmp.keep();
    match fs::rename(&tmp, dir) {
        Ok(()) => Ok(()),
        // Another run finished the same entry first: it holds the same content.
        Err(_) if dir.is_dir() => {
            let _ = fs::remove_dir_all(&tmp);
            Ok(())
        }
        Err(e) => Err(e).with_context(|| format!("cannot move a cache entry to {}", dir.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suite_file_names_the_toolchain() {
        let suite = RealSuite::parse(
            "# real\ninput = \"nvcc-preprocessed\"\ngcc = \"12.2.0\"\nglibc = \"2.36\"\n",
        )
        .unwrap();
        assert_eq!(
            suite,
            RealSuite {
                gcc: "12.2.0".into(),
                glibc: "2.36".into(),
                ci_sample: None,
            }
        );
        let sampled = RealSuite::parse(
            "input = \"nvcc-preprocessed\"\ngcc = \"12.2.0\"\nglibc = \"2.36\"\nci_sample = \"10\"\n",
        )
        .unwrap();
        assert_eq!(sampled.ci_sample, Some(10));
        assert!(RealSuite::parse("gcc = \"12.2.0\"\nglibc = \"2.36\"\n").is_err());
        assert!(RealSuite::parse(
            "input = \"nvcc-preprocessed\"\ngcc = \"12\"\nglibc = \"2.36\"\ncolor = \"red\"\n"
        )
        .is_err());
    }

    #[test]
    fn other_toolchain_versions_are_a_clear_error() {
        let wanted = RealSuite {
            gcc: "12.2.0".into(),
            glibc: "2.36".into(),
            ci_sample: None,
        };
        let here = HostToolchain {
            gcc: "13.1.0".into(),
            glibc: "2.36".into(),
        };
        let message = format!("{:#}", here.check("headers", &wanted).unwrap_err());
        assert!(
            message.contains("gcc 12.2.0 and glibc 2.36") && message.contains("gcc 13.1.0"),
            "{message}"
        );
        assert!(HostToolchain {
            gcc: "12.2.0".into(),
            glibc: "2.36".into()
        }
        .check("headers", &wanted)
        .is_ok());
    }

    #[test]
    fn shell_words_follow_sh() {
        let words =
            shell_words(r#"gcc -E  "-I/a b/include"   "-isystem" x 'y z' a\ b "q\"d""#).unwrap();
        assert_eq!(
            words,
            [
                "gcc",
                "-E",
                "-I/a b/include",
                "-isystem",
                "x",
                "y z",
                "a b",
                "q\"d"
            ]
        );
        assert!(shell_words("gcc \"open").is_err());
    }

    #[test]
    fn dryrun_lines_are_found_by_their_outputs() {
        let dryrun = "#$ _HERE_=/t/bin\n\
            #$ gcc -D__CUDA_ARCH_LIST__=750 -E -x c++ -D__CUDACC__ -include \"cuda_runtime.h\" -m64 \"k.cu\" -o \"/tmp/tmpxft_1-5_k.cpp4.ii\" \n\
            #$ cudafe++ --c++17 \"/tmp/tmpxft_1-5_k.cpp4.ii\"\n\
            #$ gcc -D__CUDA_ARCH__=750 -D__CUDA_ARCH_LIST__=750 -E -x c++ -DCUDA_DOUBLE_MATH_FUNCTIONS -m64 \"k.cu\" -o \"/tmp/tmpxft_1-7_k.cpp1.ii\" \n\
            #$ gcc -D__CUDA_ARCH__=750 -c -x c++ \"/tmp/k.cudafe1.cpp\" -o \"k.o\"\n";
        let lines = gcc_preprocess_lines(dryrun).unwrap();
        assert_eq!(lines.host.last().unwrap(), "/tmp/tmpxft_1-5_k.cpp4.ii");
        assert!(lines.device.contains(&"-D__CUDA_ARCH__=750".to_string()));
        let argv = with_output(&lines.host, "k.cpp4.ii").unwrap();
        assert_eq!(argv[argv.len() - 2..], ["-o", "k.cpp4.ii"]);
        assert!(gcc_preprocess_lines("#$ cudafe++ x\n").is_err());
    }
}
