//! `oracle bench`: the candidate and the reference side by side on the same inputs, reporting the
//! median wall time and peak RSS of each and their ratios (candidate / reference).
//!
//! Inputs: every TU of the chosen suites (summed), a large generated self-contained TU, and a long
//! `y + y + ...` expression at several sizes, whose growth shows whether a tool is linear (the
//! reference is quadratic there). This is a benchmark, never a test: it asserts nothing.

use crate::corpus::{Suite, Tu};
use crate::invocation::NvccOptions;
use crate::run::RunDir;
use anyhow::{Context, Result};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// One run: wall time, CPU time, peak resident set size, exit status.
#[derive(Clone, Copy, Debug)]
pub struct Measurement {
    pub wall: Duration,
    /// User + system time: unlike wall time, it does not grow when other processes share the
    /// cores, so growth exponents are fitted on it too.
    pub cpu: Duration,
    pub peak_rss_kib: u64,
    /// Exit status as a shell reports it (128 + signal); -1 for a run killed at the timeout.
    pub rc: i32,
    /// The signal that ended the run, if one did (not the timeout's kill).
    pub signal: Option<i32>,
}

impl Measurement {
    /// Whether the run was killed at its timeout.
    pub fn timed_out(&self) -> bool {
        self.rc == -1
    }
}

/// The median wall time, CPU time and peak RSS of several runs of one tool on one input (each
/// taken on its own); the exit status and signal of the run with the median wall time.
pub fn median(mut runs: Vec<Measurement>) -> Measurement {
    assert!(!runs.is_empty(), "the median of no runs");
    let mid = runs.len() / 2;
    runs.sort_by_key(|m| m.wall);
    let mut out = runs[mid];
    runs.sort_by_key(|m| m.cpu);
    out.cpu = runs[mid].cpu;
    runs.sort_by_key(|m| m.peak_rss_kib);
    out.peak_rss_kib = runs[mid].peak_rss_kib;
    out
}

/// Runs `exe` with `args` in `dir`, measuring wall time and peak RSS (from `wait4`'s rusage).
/// A run past `timeout` is killed and reported with rc -1.
pub fn measure(exe: &Path, args: &[String], dir: &Path, timeout: Duration) -> Result<Measurement> {
    measure_capturing(exe, args, dir, timeout, None)
}

/// [`measure`], with the tool's stderr written to `stderr` (a file outside `dir`, so that the run
/// directory holds only what the tool wrote) when given.
pub fn measure_capturing(
    exe: &Path,
    args: &[String],
    dir: &Path,
    timeout: Duration,
    stderr: Option<&Path>,
) -> Result<Measurement> {
    let stderr = match stderr {
        Some(path) => Stdio::from(
            std::fs::File::create(path)
                .with_context(|| format!("cannot create {}", path.display()))?,
        ),
        None => Stdio::null(),
    };
    lower_own_rss_mark();
    let start = Instant::now();
    let child = Command::new(exe)
        .args(args)
        .current_dir(dir)
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("TZ", "UTC")
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .with_context(|| format!("cannot run {}", exe.display()))?;
    let pid = child.id() as libc::pid_t;
    // A watchdog kills the child at the deadline unless told it has exited.
    let (done, exited) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if exited.recv_timeout(timeout).is_err() {
            // SAFETY: kill(2) on our own child's pid, which is not reaped until wait4 below returns.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            true
        } else {
            false
        }
    });
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid out-parameter for wait4(2).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child; status and usage are valid pointers.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    let _ = done.send(());
    let killed = watchdog.join().unwrap_or(false);
    std::mem::forget(child); // reaped by wait4 above
    if waited < 0 {
        anyhow::bail!("wait4 failed for {}", exe.display());
    }
    let signal = (!killed && libc::WIFSIGNALED(status)).then(|| libc::WTERMSIG(status));
    let rc = if killed {
        -1
    } else if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        128 + libc::WTERMSIG(status)
    };
    let seconds = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    Ok(Measurement {
        wall,
        cpu,
        peak_rss_kib: usage.ru_maxrss as u64,
        rc,
        signal,
    })
}

/// A child's peak RSS (`ru_maxrss`) does not start from zero: a forked child's memory counters
/// start from its parent's (the anonymous pages it copies, and the parent's high-water mark, which
/// exec folds into the process's peak). So before each run the oracle gives freed heap back to the
/// system and resets its own mark to its current RSS; what is left is the memory it holds (see
/// [`own_anon_rss_kib`]), about a MiB, which every measured peak includes.
fn lower_own_rss_mark() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory of the allocator; no pointer is involved.
    unsafe {
        libc::malloc_trim(0);
    }
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The oracle's own anonymous resident memory now (KiB; 0 where /proc is not there), after giving
/// freed heap back: about what a measured child's peak RSS starts from (see [`measure`]).
pub fn own_anon_rss_kib() -> u64 {
    lower_own_rss_mark();
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("RssAnon:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// Median wall time and median peak RSS over `repeat` runs of one tool on one TU.
fn median_of(
    exe: &Path,
    tu: &Tu,
    headers: &[PathBuf],
    repeat: usize,
    timeout: Duration,
) -> Result<Measurement> {
    let dir = RunDir::new(tu, headers)?;
    let args = tu.cudafe_args();
    let runs = (0..repeat.max(1))
        .map(|_| measure(exe, &args, dir.path(), timeout))
        .collect::<Result<Vec<_>>>()?;
    Ok(median(runs))
}

/// One row of the report.
pub struct Row {
    pub input: String,
    pub reference: Measurement,
    pub candidate: Measurement,
    /// Candidate runs that did not exit 0 where the reference did: their numbers mean little.
    pub candidate_failures: usize,
}

/// A large self-contained TU: the prelude then `blocks` independent groups of a struct, device
/// functions, a kernel and its host launcher, about 25 lines each.
pub fn large_tu(prelude: &str, blocks: usize) -> String {
    let mut out = String::from(prelude);
    for i in 0..blocks {
        let _ = write!(
            out,
            "\nstruct Particle{i} {{\n  float x, y, z;\n  float mass;\n}};\n\
             __device__ float energy{i}(const Particle{i} &p, float v)\n{{\n  return 0.5f * p.mass * v * v + p.z * {i}.0f;\n}}\n\
             __host__ __device__ inline int clamp{i}(int v, int lo, int hi)\n{{\n  return v < lo ? lo : (v > hi ? hi : v);\n}}\n\
             __global__ void step{i}(Particle{i} *ps, float *out, int n)\n{{\n  int t = blockIdx.x * blockDim.x + threadIdx.x;\n\
             \x20 if (t < n) {{\n    out[t] = energy{i}(ps[t], ps[t].x + ps[t].y);\n    ps[t].z += out[t] * 0.01f;\n  }}\n}}\n\
             int launch{i}(Particle{i} *ps, float *out, int n)\n{{\n  int blocks = clamp{i}((n + 127) / 128, 1, 65535);\n\
             \x20 step{i}<<<blocks, 128>>>(ps, out, n);\n  return blocks;\n}}\n"
        );
    }
    out
}

/// `int f(int y) { return y + y + ... + y; }` with `terms` terms.
pub fn long_expression_tu(terms: usize) -> String {
    String::from_utf8(cudagen::stress::plus_chain(terms, b"y")).expect("ASCII")
}

pub struct BenchConfig {
    pub reference: PathBuf,
    pub candidate: PathBuf,
    pub repeat: usize,
    pub timeout: Duration,
    /// Size of the large TU in blocks (about 25 lines each).
    pub large_blocks: usize,
    /// Sizes of the long expression, in terms.
    pub expression_terms: Vec<usize>,
}

/// Runs the whole benchmark; `log` receives a line per finished input.
pub fn bench(
    suites: &[Suite],
    prelude: &str,
    config: &BenchConfig,
    log: &mut dyn FnMut(&str),
) -> Result<Vec<Row>> {
    let mut rows = Vec::new();
    for suite in suites {
        let mut reference = Measurement {
            wall: Duration::ZERO,
            cpu: Duration::ZERO,
            peak_rss_kib: 0,
            rc: 0,
            signal: None,
        };
        let mut candidate = reference;
        let mut failures = 0;
        for tu in &suite.tus {
            let r = median_of(
                &config.reference,
                tu,
                &suite.headers,
                config.repeat,
                config.timeout,
            )?;
            let c = median_of(
                &config.candidate,
                tu,
                &suite.headers,
                config.repeat,
                config.timeout,
            )?;
            failures += (r.rc == 0 && c.rc != 0) as usize;
            reference.wall += r.wall;
            candidate.wall += c.wall;
            reference.cpu += r.cpu;
            candidate.cpu += c.cpu;
            reference.peak_rss_kib = reference.peak_rss_kib.max(r.peak_rss_kib);
            candidate.peak_rss_kib = candidate.peak_rss_kib.max(c.peak_rss_kib);
        }
        let input = format!(
            "corpus/{} ({} TUs, summed; max RSS)",
            suite.name,
            suite.tus.len()
        );
        log(&input);
        rows.push(Row {
            input,
            reference,
            candidate,
            candidate_failures: failures,
        });
    }

    let scratch = tempfile::tempdir()?;
    let mut generated = vec![(
        format!("large TU ({} blocks)", config.large_blocks),
        "bench_large",
        large_tu(prelude, config.large_blocks),
    )];
    for &terms in &config.expression_terms {
        generated.push((
            format!("y + y + ... ({terms} terms)"),
            "bench_expr",
            long_expression_tu(terms),
        ));
    }
    for (input, name, text) in generated {
        let source = scratch.path().join(format!("{name}.cu"));
        std::fs::write(&source, &text)?;
        let lines = text.lines().count();
        let tu = Tu::new("bench", name, source, NvccOptions::default());
        let r = median_of(&config.reference, &tu, &[], config.repeat, config.timeout)?;
        let c = median_of(&config.candidate, &tu, &[], config.repeat, config.timeout)?;
        let input = format!("{input}, {lines} lines");
        log(&input);
        rows.push(Row {
            input,
            reference: r,
            candidate: c,
            candidate_failures: (r.rc == 0 && c.rc != 0) as usize,
        });
    }
    Ok(rows)
}

/// How time grows with input size: the exponent k in t ∝ n^k, fitted on the first and last size.
pub fn growth_exponent(sizes: &[usize], times: &[Duration]) -> Option<f64> {
    let (n0, n1) = (*sizes.first()?, *sizes.last()?);
    let (t0, t1) = (times.first()?.as_secs_f64(), times.last()?.as_secs_f64());
    fit_exponent((n0, t0), (n1, t1))
}

/// The exponent k in v ∝ n^k through two points (size, value); `None` unless both values are
/// positive and the second size is larger.
pub fn fit_exponent((n0, v0): (usize, f64), (n1, v1): (usize, f64)) -> Option<f64> {
    let (n0, n1) = (n0 as f64, n1 as f64);
    (n1 > n0 && v0 > 0.0 && v1 > 0.0).then(|| (v1 / v0).ln() / (n1 / n0).ln())
}

/// The report as a markdown table (also readable on a terminal).
pub fn render(rows: &[Row], config: &BenchConfig) -> String {
    let mut out = String::from(
        "| input | reference wall | candidate wall | time ratio | reference peak RSS | candidate peak RSS | RSS ratio | note |\n|---|---|---|---|---|---|---|---|\n",
    );
    for row in rows {
        let (r, c) = (&row.reference, &row.candidate);
        let note = if row.candidate_failures > 0 {
            format!(
                "candidate failed on {} input(s) the reference compiles: not comparable yet",
                row.candidate_failures
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "| {} | {:.3} s | {:.3} s | {:.2} | {:.1} MiB | {:.1} MiB | {:.2} | {} |",
            row.input,
            r.wall.as_secs_f64(),
            c.wall.as_secs_f64(),
            c.wall.as_secs_f64() / r.wall.as_secs_f64().max(1e-9),
            r.peak_rss_kib as f64 / 1024.0,
            c.peak_rss_kib as f64 / 1024.0,
            c.peak_rss_kib as f64 / (r.peak_rss_kib as f64).max(1.0),
            note
        );
    }
    let expr: Vec<&Row> = rows
        .iter()
        .filter(|r| r.input.starts_with("y + y"))
        .collect();
    if expr.len() >= 2 {
        let sizes = &config.expression_terms;
        let fit = |f: fn(&Row) -> Duration| {
            growth_exponent(sizes, &expr.iter().map(|r| f(r)).collect::<Vec<_>>())
        };
        let show = |k: Option<f64>| k.map_or("n/a".to_string(), |k| format!("{k:.2}"));
        let _ = writeln!(
            out,
            "\nGrowth on the long expression (t ∝ n^k, 1 = linear, 2 = quadratic): reference k = {}, candidate k = {}.",
            show(fit(|r| r.reference.wall)),
            show(fit(|r| r.candidate.wall))
        );
        let cpu = |m: &Measurement| format!("{:.3} s", m.cpu.as_secs_f64());
        let _ = writeln!(
            out,
            "On CPU time (user + system, insensitive to other load on the machine): reference k = {}, candidate k = {} \
             (candidate CPU: {}).",
            show(fit(|r| r.reference.cpu)),
            show(fit(|r| r.candidate.cpu)),
            expr.iter().map(|r| cpu(&r.candidate)).collect::<Vec<_>>().join(" / ")
        );
    }
    let _ = writeln!(out, "\nMedians of {} run(s) each; ratios are candidate / reference (targets: time ≤ 0.5, RSS ≤ 0.25).", config.repeat);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn growth_exponent_tells_linear_from_quadratic() {
        let sizes = [10_000, 100_000];
        let linear = growth_exponent(
            &sizes,
            &[Duration::from_millis(10), Duration::from_millis(100)],
        )
        .unwrap();
        let quadratic = growth_exponent(
            &sizes,
            &[Duration::from_millis(10), Duration::from_millis(1000)],
        )
        .unwrap();
        assert!((linear - 1.0).abs() < 1e-9 && (quadratic - 2.0).abs() < 1e-9);
    }

    #[test]
    fn the_median_is_taken_per_quantity() {
        let m = |wall, cpu, rss, rc| Measurement {
            wall: Duration::from_millis(wall),
            cpu: Duration::from_millis(cpu),
            peak_rss_kib: rss,
            rc,
            signal: None,
        };
        let mid = median(vec![m(30, 1, 900, 1), m(10, 3, 100, 2), m(20, 2, 500, 3)]);
        assert_eq!(
            (mid.wall, mid.cpu, mid.peak_rss_kib, mid.rc),
            (Duration::from_millis(20), Duration::from_millis(2), 500, 3)
        );
        assert!(
            fit_exponent((10, 1.0), (100, 10.0)).unwrap() - 1.0 < 1e-9
                && fit_exponent((10, 1.0), (10, 2.0)).is_none()
                && fit_exponent((10, 0.0), (100, 2.0)).is_none()
        );
    }

    #[test]
    fn generated_inputs_have_the_requested_shape() {
        let expr = long_expression_tu(5);
        assert!(expr.contains("return y + y + y + y + y;"), "{expr}");
        let large = large_tu("", 4);
        assert_eq!(large.matches("__global__ void step").count(), 4);
        assert!(large.lines().count() >= 4 * 25);
    }

    #[test]
    fn measure_reports_exit_status_and_timeouts() {
        let dir = tempfile::tempdir().unwrap();
        let sh = Path::new("/bin/sh");
        let ok = measure(
            sh,
            &["-c".into(), "exit 3".into()],
            dir.path(),
            Duration::from_secs(10),
        )
        .unwrap();
        assert_eq!((ok.rc, ok.signal), (3, None));
        assert!(ok.peak_rss_kib > 0);
        let aborted = measure(
            sh,
            &["-c".into(), "kill -ABRT $$".into()],
            dir.path(),
            Duration::from_secs(10),
        )
        .unwrap();
        assert_eq!((aborted.rc, aborted.signal), (128 + 6, Some(6)));
        let err = dir.path().join("err");
        let said = measure_capturing(
            sh,
            &["-c".into(), "echo oops >&2".into()],
            dir.path(),
            Duration::from_secs(10),
            Some(&err),
        )
        .unwrap();
        assert_eq!(said.rc, 0);
        assert_eq!(std::fs::read_to_string(&err).unwrap(), "oops\n");
        assert!(own_anon_rss_kib() > 0);
        let hung = measure(
            sh,
            &["-c".into(), "sleep 5".into()],
            dir.path(),
            Duration::from_millis(100),
        )
        .unwrap();
        assert_eq!(hung.rc, -1);
        assert!(hung.timed_out() && hung.signal.is_none());
        assert!(hung.wall < Duration::from_secs(4));
        // A sleeping child uses (almost) no CPU; a busy one does.
        assert!(hung.cpu < Duration::from_millis(50), "{:?}", hung.cpu);
        let busy = "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done";
        let busy = measure(
            sh,
            &["-c".into(), busy.into()],
            dir.path(),
            Duration::from_secs(60),
        )
        .unwrap();
        assert_eq!(busy.rc, 0);
        assert!(busy.cpu > Duration::from_millis(10), "{:?}", busy.cpu);
    }
}
