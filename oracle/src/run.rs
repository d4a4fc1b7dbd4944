//! Running a front end on one TU, the way nvcc would, in a fresh directory.
//!
//! Every run gets the same argv strings, the same environment (TZ=UTC, LC_ALL=C), and an input
//! whose mtime is fixed, so that the only thing that can vary between two runs of the reference
//! is the documented fallback module id (masked in [`Outcome::mask_module_id`]).

use crate::corpus::Tu;
use crate::invocation::files;
use crate::outcome::{Broken, Outcome};
use anyhow::{Context, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime};
use wait_timeout::ChildExt;

/// The fixed mtime of every input (2001-01-01 00:00:01 UTC): it feeds the fallback module id.
const FIXED_MTIME_SECS: u64 = 978_307_201;

/// How one process ended.
struct Exit {
    rc: i32,
    stderr: Vec<u8>,
    broken: Option<Broken>,
}

/// A scratch directory holding one TU, its headers, and (after the runs) the outputs.
pub struct RunDir {
    dir: tempfile::TempDir,
}

impl RunDir {
    /// Copies the TU and the suite's headers into a new temporary directory (a prepared real TU:
    /// its two preprocessed inputs).
    pub fn new(tu: &Tu, headers: &[PathBuf]) -> Result<RunDir> {
        let dir = tempfile::Builder::new().prefix("oracle-").tempdir()?;
        if let Some(prepared) = &tu.prepared {
            for (from, to) in [
                (&prepared.host_ii, files::host_input(&tu.name)),
                (&prepared.device_ii, files::cicc_input(&tu.name)),
            ] {
                let to = dir.path().join(to);
                fs::copy(from, &to).with_context(|| format!("cannot copy {}", from.display()))?;
                set_fixed_mtime(&to)?;
            }
            return Ok(RunDir { dir });
        }
        let source =
            fs::read(&tu.source).with_context(|| format!("cannot read {}", tu.source.display()))?;
        let input = dir.path().join(tu.display_name());
        fs::write(&input, &source)?;
        set_fixed_mtime(&input)?;
        for header in headers {
            fs::copy(header, dir.path().join(header.file_name().unwrap()))
                .with_context(|| format!("cannot copy {}", header.display()))?;
        }
        // cicc reads only preprocessed input; a line marker keeps the file's name `NAME.cu`.
        let mut ii = format!("# 1 \"{}\"\n", tu.display_name()).into_bytes();
        ii.extend_from_slice(&source);
        let ii_path = dir.path().join(files::cicc_input(&tu.name));
        fs::write(&ii_path, ii)?;
        set_fixed_mtime(&ii_path)?;
        Ok(RunDir { dir })
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    fn read(&self, name: &str) -> Option<Vec<u8>> {
        fs::read(self.path().join(name)).ok()
    }

    fn exec(&self, exe: &Path, args: &[String], timeout: Duration, log_name: &str) -> Exit {
        let stderr_path = self.path().join(format!("{log_name}.stderr"));
        let stdout_path = self.path().join(format!("{log_name}.stdout"));
        let (Ok(stderr_file), Ok(stdout_file)) = (
            fs::File::create(&stderr_path),
            fs::File::create(&stdout_path),
        ) else {
            return Exit {
                rc: -1,
                stderr: Vec::new(),
                broken: Some(Broken::CouldNotStart("cannot create log files".into())),
            };
        };
        let spawned = Command::new(exe)
            .args(args)
            .current_dir(self.path())
            .env_clear()
            .env("PATH", "/usr/bin:/bin")
            .env("TZ", "UTC")
            .env("LC_ALL", "C")
            .stdin(Stdio::null())
            .stdout(stdout_file)
            .stderr(stderr_file)
            .spawn();
        let mut child = match spawned {
            Ok(child) => child,
            Err(e) => {
                return Exit {
                    rc: -1,
                    stderr: Vec::new(),
                    broken: Some(Broken::CouldNotStart(format!("{}: {e}", exe.display()))),
                }
            }
        };
        let status = match child.wait_timeout(timeout) {
            Ok(Some(status)) => Some(status),
            Ok(None) | Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                None
            }
        };
        let stderr = fs::read(&stderr_path).unwrap_or_default();
        match status {
            None => Exit {
                rc: -1,
                stderr,
                broken: Some(Broken::TimedOut {
                    seconds: timeout.as_secs(),
                }),
            },
            Some(status) => {
                use std::os::unix::process::ExitStatusExt;
                match (status.code(), status.signal()) {
                    (Some(code), _) => Exit {
                        rc: code,
                        stderr,
                        broken: None,
                    },
                    (None, Some(signal)) => Exit {
                        rc: 128 + signal,
                        stderr,
                        broken: Some(Broken::Signal { signal }),
                    },
                    (None, None) => Exit {
                        rc: -1,
                        stderr,
                        broken: Some(Broken::CouldNotStart("no exit status".into())),
                    },
                }
            }
        }
    }

    /// The cudafe++ run: `.int.c`, module id, stderr, exit status. The module id is masked.
    pub fn run_front_end(&self, exe: &Path, tu: &Tu, timeout: Duration) -> Outcome {
        let exit = self.exec(exe, &tu.cudafe_args(), timeout, "front_end");
        self.front_end_outcome(tu, exit.stderr, exit.rc, exit.broken)
    }

    /// What a cudafe++ run that ended with `rc` and `stderr` left here: `.int.c` and module id
    /// (masked), as [`RunDir::run_front_end`] reports it (for runs made by other means, e.g.
    /// `bench::measure`).
    pub fn front_end_outcome(
        &self,
        tu: &Tu,
        stderr: Vec<u8>,
        rc: i32,
        broken: Option<Broken>,
    ) -> Outcome {
        let mut outcome = Outcome {
            int_c: self.read(&files::int_c(&tu.name)),
            module_id: self.read(&files::module_id(&tu.name)),
            stub: None,
            stderr,
            rc,
            broken,
        };
        outcome.mask_module_id(&tu.display_name());
        outcome
    }

    /// The stub run (cicc's front-end command line), reading `module_id` in read mode. Returns the
    /// stub file, if one was written, and why the run broke, if it did.
    pub fn run_stub(
        &self,
        exe: &Path,
        tu: &Tu,
        module_id: &[u8],
        timeout: Duration,
    ) -> (Option<Vec<u8>>, Option<Broken>) {
        let id_path = self.path().join(files::module_id(&tu.name));
        let stub_path = self.path().join(files::stub(&tu.name));
        let _ = fs::remove_file(&stub_path);
        if let Err(e) = fs::write(&id_path, module_id) {
            return (
                None,
                Some(Broken::CouldNotStart(format!(
                    "cannot write the module id file: {e}"
                ))),
            );
        }
        let exit = self.exec(exe, &tu.options.cicc_args(&tu.name), timeout, "stub");
        (self.read(&files::stub(&tu.name)), exit.broken)
    }
}

fn set_fixed_mtime(path: &Path) -> Result<()> {
    let file = fs::File::options().write(true).open(path)?;
    file.set_modified(SystemTime::UNIX_EPOCH + Duration::from_secs(FIXED_MTIME_SECS))?;
    Ok(())
}

/// Runs the reference on a TU: cudafe++, then (when it succeeded) cicc for the stub.
/// A reference that times out is an error: nothing can be recorded for that TU.
pub fn reference_outcome(
    cudafe: &Path,
    cicc: &Path,
    tu: &Tu,
    headers: &[PathBuf],
    timeout: Duration,
) -> Result<Outcome> {
    let dir = RunDir::new(tu, headers)?;
    let mut outcome = dir.run_front_end(cudafe, tu, timeout);
    match &outcome.broken {
        Some(Broken::TimedOut { .. }) | Some(Broken::CouldNotStart(_)) => {
            anyhow::bail!(
                "the reference cudafe++ {} on {}",
                outcome.broken.as_ref().unwrap(),
                tu.id()
            )
        }
        // A crash of the reference is part of what it does: recorded as its exit status.
        _ => outcome.broken = None,
    }
    if outcome.rc == 0 {
        if let Some(id) = outcome.module_id.clone() {
            let (stub, broken) = dir.run_stub(cicc, tu, &id, timeout);
            if let Some(Broken::TimedOut { .. } | Broken::CouldNotStart(_)) = broken {
                anyhow::bail!("the reference cicc {} on {}", broken.unwrap(), tu.id());
            }
            outcome.stub = stub;
        }
    }
    Ok(outcome)
}

/// Runs a candidate on a TU with the same command lines. The stub run happens when the reference's
/// cudafe++ run succeeded (`reference_module_id` is its module id, given to the stub run as input,
/// as cicc reads the id cudafe++ wrote).
pub fn candidate_outcome(
    exe: &Path,
    tu: &Tu,
    headers: &[PathBuf],
    timeout: Duration,
    reference_module_id: Option<&[u8]>,
) -> Outcome {
    let dir = match RunDir::new(tu, headers) {
        Ok(dir) => dir,
        Err(e) => {
            return Outcome {
                rc: -1,
                broken: Some(Broken::CouldNotStart(format!("{e:#}"))),
                ..Outcome::default()
            }
        }
    };
    let mut outcome = dir.run_front_end(exe, tu, timeout);
    if outcome.broken.is_none() && outcome.rc == 0 && outcome.int_c.is_none() {
        outcome.broken = Some(Broken::SucceededWithoutOutput);
    }
    if let Some(id) = reference_module_id {
        let (stub, broken) = dir.run_stub(exe, tu, id, timeout);
        outcome.stub = stub;
        if outcome.broken.is_none() {
            // Only a crash or a hang of the stub run breaks the TU; a refusal is just a missing stub.
            outcome.broken =
                broken.filter(|b| matches!(b, Broken::TimedOut { .. } | Broken::Signal { .. }));
        }
    }
    outcome
}
