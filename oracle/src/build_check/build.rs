//! One program built by nvcc with one toolkit, the way a user builds it: `nvcc -c` with the
//! program's options, then a link, and the same with `--keep`: the kept build gives the host file
//! the front end wrote, and an object and executable with no temporary file names in them.
//!
//! Both toolkits build in the same folder, from the same copy of the source (so nvcc passes the
//! same `--orig_src_path_name`), through the same relative path `tk/bin/nvcc`, where `tk` links to
//! the toolkit of the turn: nvcc derives header and library paths from the path it was started as,
//! and the link step embeds nvlink's command line in the executable.

use crate::corpus::Tu;
use anyhow::{Context, Result};
use std::fs;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};
use wait_timeout::ChildExt;

/// The fixed mtime of the copied source and headers (as for the corpus runs: it can feed a
/// fallback module id, and -G's device debug information records it).
const FIXED_MTIME_SECS: u64 = 978_307_201;

/// What one toolkit made of one program. Files are kept under the side's folder.
#[derive(Clone, Debug, Default)]
pub struct SideBuild {
    /// The host file of the `--keep` compile, if the front end wrote one.
    pub int_c: Option<PathBuf>,
    /// `Err(first error line)` when `nvcc -c` failed.
    pub compiled: Option<Result<(), String>>,
    /// The object of the plain `nvcc -c` (temp names embedded) and of the `--keep` compile.
    pub object: Option<PathBuf>,
    pub keep_object: Option<PathBuf>,
    pub linked: Option<Result<(), String>>,
    /// The executable of the plain link (what a user gets; what `scripts/gpu-run.sh` runs) and of
    /// the `--keep` link of the `--keep` object (no temp names: byte for byte comparable).
    pub executable: Option<PathBuf>,
    pub keep_executable: Option<PathBuf>,
    /// Wall time of the four nvcc runs.
    pub seconds: f64,
}

/// Where and how a side builds.
pub struct BuildEnv<'a> {
    /// The shared build folder (cleared for every build).
    pub work: &'a Path,
    /// The toolkit `work/tk` links to.
    pub toolkit: &'a Path,
    /// Where this side's files for the program go (created).
    pub keep_in: &'a Path,
    /// nvcc options added to every command (e.g. `-gencode=arch=compute_90,code=sm_90`).
    pub extra: &'a [String],
    pub timeout: Duration,
}

/// The name nvcc is started as, in the build folder.
const NVCC: &str = "tk/bin/nvcc";

pub fn build(tu: &Tu, headers: &[PathBuf], env: &BuildEnv) -> Result<SideBuild> {
    let started = Instant::now();
    prepare_work(tu, headers, env)?;
    fs::create_dir_all(env.keep_in)?;
    let mut log = String::new();
    let name = &tu.name;
    let source = tu.display_name();
    let mut options: Vec<String> = tu.options.nvcc_words.clone();
    options.extend(env.extra.iter().cloned());
    let mut side = SideBuild::default();

    // The --keep compile: the front end's host file under a fixed name.
    let keep = env.work.join("keep");
    fs::create_dir_all(&keep)?;
    let mut args = options.clone();
    args.extend(["-c", "--keep", "--keep-dir", "keep", &source, "-o"].map(String::from));
    args.push(format!("keep/{name}.o"));
    let kept = nvcc(env, &args, &mut log)?;
    let int_c = keep.join(format!("{name}.cudafe1.cpp"));
    if int_c.is_file() {
        side.int_c = Some(save(&int_c, env.keep_in, &format!("{name}.cudafe1.cpp"))?);
    }
    if let Err(error) = kept {
        side.compiled = Some(Err(error));
        return finish(side, env, &log, started);
    }
    // Its link, with --keep too, so the device link's files (rdc) have fixed names as well.
    let mut args = options.clone();
    args.extend(["--keep", "--keep-dir", "keep", "-Ltk/lib", "-o"].map(String::from));
    args.extend([format!("keep/{name}"), format!("keep/{name}.o")]);
    let keep_linked = nvcc(env, &args, &mut log)?;
    side.keep_object = Some(save(
        &keep.join(format!("{name}.o")),
        env.keep_in,
        &format!("{name}.keep.o"),
    )?);
    if keep_linked.is_ok() {
        side.keep_executable = Some(save(
            &keep.join(name),
            env.keep_in,
            &format!("{name}.keep"),
        )?);
    }

    // What a user runs: nvcc -c, then the link.
    let mut args = options.clone();
    args.extend([
        "-c".into(),
        source.clone(),
        "-o".into(),
        format!("{name}.o"),
    ]);
    let compiled = nvcc(env, &args, &mut log)?;
    side.compiled = Some(compiled.clone());
    if compiled.is_err() {
        return finish(side, env, &log, started);
    }
    let mut args = options;
    args.extend([
        "-Ltk/lib".into(),
        "-o".into(),
        name.clone(),
        format!("{name}.o"),
    ]);
    let linked = nvcc(env, &args, &mut log)?;
    side.object = Some(save(
        &env.work.join(format!("{name}.o")),
        env.keep_in,
        &format!("{name}.o"),
    )?);
    if linked.is_ok() {
        side.executable = Some(save(&env.work.join(name), env.keep_in, name)?);
    }
    side.linked = Some(linked);
    finish(side, env, &log, started)
}

fn finish(mut side: SideBuild, env: &BuildEnv, log: &str, started: Instant) -> Result<SideBuild> {
    side.seconds = started.elapsed().as_secs_f64();
    fs::write(env.keep_in.join("build.log"), log)?;
    Ok(side)
}

/// A fresh build folder with the source (fixed mtime), the suite's headers, and `tk`.
fn prepare_work(tu: &Tu, headers: &[PathBuf], env: &BuildEnv) -> Result<()> {
    if env.work.exists() {
        fs::remove_dir_all(env.work)
            .with_context(|| format!("cannot clear {}", env.work.display()))?;
    }
    fs::create_dir_all(env.work)?;
    // Fixed mtimes: device debug information (-G) records the modification time of each file.
    let mut files = vec![(tu.source.clone(), env.work.join(tu.display_name()))];
    for header in headers {
        let file = header.file_name().context("a header without a name")?;
        files.push((header.clone(), env.work.join(file)));
    }
    for (from, to) in files {
        fs::copy(&from, &to).with_context(|| format!("cannot copy {}", from.display()))?;
        fs::File::options()
            .write(true)
            .open(&to)?
            .set_modified(SystemTime::UNIX_EPOCH + Duration::from_secs(FIXED_MTIME_SECS))?;
    }
    let toolkit = fs::canonicalize(env.toolkit)?;
    std::os::unix::fs::symlink(toolkit, env.work.join("tk"))?;
    Ok(())
}

/// Moves a file of the build folder into the side's folder.
fn save(file: &Path, dir: &Path, name: &str) -> Result<PathBuf> {
    let to = dir.join(name);
    fs::rename(file, &to)
        .or_else(|_| fs::copy(file, &to).map(|_| ()))
        .with_context(|| format!("cannot keep {}", file.display()))?;
    Ok(to)
}

/// Runs `tk/bin/nvcc ARGS` in the build folder; `Err(first error line)` when it fails. The
/// command and its output go to `log`.
fn nvcc(env: &BuildEnv, args: &[String], log: &mut String) -> Result<Result<(), String>> {
    log.push_str(&format!("$ {NVCC} {}\n", args.join(" ")));
    let out_path = env.work.join(".nvcc-output");
    let out_file = fs::File::create(&out_path)?;
    let mut child = Command::new(env.work.join(NVCC))
        .arg0(NVCC)
        .args(args)
        .current_dir(env.work)
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(out_file.try_clone()?)
        .stderr(out_file)
        .spawn()
        .with_context(|| format!("cannot run {}", env.work.join(NVCC).display()))?;
    let status = match child.wait_timeout(env.timeout)? {
        Some(status) => Some(status),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            None
        }
    };
    let mut output = String::new();
    fs::File::open(&out_path)?.read_to_string(&mut output).ok();
    fs::remove_file(&out_path)?;
    log.push_str(&output);
    Ok(match status {
        None => {
            log.push_str(&format!("(killed after {} s)\n", env.timeout.as_secs()));
            Err(format!("nvcc ran past {} s", env.timeout.as_secs()))
        }
        Some(s) if s.success() => Ok(()),
        Some(s) => {
            let code = s.code().map_or("a signal".to_string(), |c| c.to_string());
            log.push_str(&format!("(exit status {code})\n"));
            Err(first_error(&output).unwrap_or_else(|| format!("nvcc exit status {code}")))
        }
    })
}

use std::os::unix::process::CommandExt as _;

/// The first line of nvcc's output that says `error` (a front end's, gcc's, or nvcc's own), with
/// machine paths taken out; else the last non-empty line.
pub fn first_error(output: &str) -> Option<String> {
    let line = output
        .lines()
        .find(|l| l.contains("error") || l.contains("Error"))
        .or_else(|| output.lines().rev().find(|l| !l.trim().is_empty()))?;
    let text = crate::snapshot::strip_paths(line.trim());
    Some(if text.chars().count() > 140 {
        text.chars().take(137).collect::<String>() + "..."
    } else {
        text
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_error_line_is_kept_without_paths() {
        let out =
            "In file included from x.h:3,\n\"/tmp/a/b/k.cu\", line 3: error: bad thing\n  int x\n";
        assert_eq!(
            first_error(out).unwrap(),
            "\"k.cu\", line 3: error: bad thing"
        );
        assert_eq!(first_error("warning\nlast line\n\n").unwrap(), "last line");
        assert_eq!(first_error(""), None);
    }
}
