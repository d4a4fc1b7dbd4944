//! A CUDA toolkit that runs rcudafe as its front end: `oracle toolkit --with-rcudafe DIR`.
//!
//! nvcc finds everything relative to the directory it was started from, not to the file it
//! resolves to: it sets `_HERE_` to the directory of its argv[0] (or of the `PATH` entry it was
//! found in), reads `_HERE_/nvcc.profile`, whose `TOP = $(_HERE_)/..` gives the include, library
//! and `nvvm` folders, and puts `_HERE_` on the `PATH` of the tools it runs, so the `cudafe++` it
//! runs is the one beside the `nvcc` it was started as. A toolkit is therefore a folder of
//! symbolic links: `bin/` holds a link to every file of the fetched toolkit's `bin/` except
//! `cudafe++`, which links to the front end of our choice; `include`, `lib` and `nvvm` link to the
//! fetched ones. Nothing is copied, so the toolkit is as small as its links, and rebuilding
//! rcudafe updates it.
//!
//! The fetched wheels have no `targets/x86_64-linux/lib`, so a link step needs `-L DIR/lib`
//! (`DIR/bin/nvcc -L DIR/lib -o prog prog.cu` links cudart statically).

use crate::reference::{self, Reference};
use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

/// The file that marks a folder as a toolkit made here (so making it again may replace it).
pub const MARKER: &str = ".rcudafe-toolkit";

/// A toolkit on disk.
#[derive(Clone, Debug)]
pub struct Toolkit {
    pub dir: PathBuf,
    /// What `bin/cudafe++` runs.
    pub cudafe: PathBuf,
}

impl Toolkit {
    pub fn nvcc(&self) -> PathBuf {
        self.dir.join("bin/nvcc")
    }

    /// The folder of `libcudart_static.a`, for `-L` at link time.
    pub fn lib(&self) -> PathBuf {
        self.dir.join("lib")
    }
}

/// The root of the fetched toolkit (`.../nvidia/cu13`, holding `bin`, `include`, `lib`, `nvvm`).
pub fn reference_root(reference: &Reference) -> Result<PathBuf> {
    let root = reference
        .cudafe
        .parent()
        .and_then(Path::parent)
        .context("the reference cudafe++ is not inside a toolkit's bin folder")?;
    for needed in [
        "bin/nvcc",
        "bin/nvcc.profile",
        "include/cuda_runtime.h",
        "nvvm/bin/cicc",
    ] {
        if !root.join(needed).exists() {
            bail!(
                "the fetched toolkit {} has no {needed}: fetch the reference again",
                root.display()
            );
        }
    }
    Ok(fs::canonicalize(root)?)
}

/// Makes `dir` a toolkit whose `bin/cudafe++` runs `cudafe` and whose every other file is the
/// toolkit at `reference_root`, by symbolic links. A folder made here before is replaced; any
/// other folder must be absent or empty.
pub fn make(dir: &Path, reference_root: &Path, cudafe: &Path) -> Result<Toolkit> {
    let cudafe = fs::canonicalize(cudafe)
        .with_context(|| format!("no front end at {}", cudafe.display()))?;
    if !is_executable(&cudafe) {
        bail!("{} is not an executable file", cudafe.display());
    }
    clear(dir)?;
    fs::create_dir_all(dir.join("bin"))
        .with_context(|| format!("cannot create {}", dir.display()))?;
    for entry in sorted_entries(reference_root)? {
        let name = entry.file_name().context("an entry without a name")?;
        if name == "bin" {
            continue;
        }
        symlink(&entry, &dir.join(name))?;
    }
    for entry in sorted_entries(&reference_root.join("bin"))? {
        let name = entry.file_name().context("an entry without a name")?;
        let target = if name == "cudafe++" { &cudafe } else { &entry };
        symlink(target, &dir.join("bin").join(name))?;
    }
    fs::write(
        dir.join(MARKER),
        format!(
            "A CUDA toolkit made by `oracle toolkit`: bin/cudafe++ runs {}, everything else links to {}.\n",
            cudafe.display(),
            reference_root.display()
        ),
    )?;
    let toolkit = Toolkit {
        dir: dir.to_path_buf(),
        cudafe,
    };
    verify(&toolkit)?;
    Ok(toolkit)
}

/// Removes a toolkit made here before; refuses any other non-empty folder.
fn clear(dir: &Path) -> Result<()> {
    let Ok(mut entries) = fs::read_dir(dir) else {
        return Ok(());
    };
    if entries.next().is_none() {
        return Ok(());
    }
    if !dir.join(MARKER).is_file() {
        bail!(
            "{} exists and is not a toolkit made by `oracle toolkit` (no {MARKER}): choose an empty or new folder",
            dir.display()
        );
    }
    // The toolkit's entries are links (removed, never followed) and the bin folder of links.
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_symlink() || path.is_file() {
            fs::remove_file(&path)?;
        } else {
            fs::remove_dir_all(&path)?;
        }
    }
    Ok(())
}

fn sorted_entries(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut entries = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        entries.push(entry?.path());
    }
    entries.sort();
    Ok(entries)
}

fn symlink(target: &Path, link: &Path) -> Result<()> {
    std::os::unix::fs::symlink(target, link)
        .with_context(|| format!("cannot link {} to {}", link.display(), target.display()))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The toolkit's nvcc starts, and the `cudafe++` on the `PATH` it gives its tools is ours.
fn verify(toolkit: &Toolkit) -> Result<()> {
    let out = Command::new(toolkit.nvcc())
        .arg("--version")
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("cannot run {}", toolkit.nvcc().display()))?;
    if !out.status.success() {
        bail!(
            "{} --version failed: {}",
            toolkit.nvcc().display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let linked = fs::canonicalize(toolkit.dir.join("bin/cudafe++"))?;
    if linked != toolkit.cudafe {
        bail!(
            "{} resolves to {}, not {}",
            toolkit.dir.join("bin/cudafe++").display(),
            linked.display(),
            toolkit.cudafe.display()
        );
    }
    Ok(())
}

/// `oracle toolkit`.
#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("which").required(true).args(["with_rcudafe", "with_reference"])))]
pub struct ToolkitArgs {
    /// Make DIR a toolkit whose cudafe++ is rcudafe (then: `DIR/bin/nvcc -L DIR/lib -o prog prog.cu`).
    #[arg(long, value_name = "DIR")]
    pub with_rcudafe: Option<PathBuf>,
    /// Make DIR the same toolkit with the reference cudafe++ (its twin, for comparisons).
    #[arg(long, value_name = "DIR")]
    pub with_reference: Option<PathBuf>,
    /// The rcudafe binary bin/cudafe++ runs (default: <root>/target/release/rcudafe).
    #[arg(long)]
    pub rcudafe: Option<PathBuf>,
}

/// Runs `oracle toolkit`.
pub fn command(root: &Path, args: ToolkitArgs) -> Result<ExitCode> {
    let reference = reference::locate(&reference::cache_dir(root))?;
    let reference_root = reference_root(&reference)?;
    let (dir, cudafe) = match (args.with_rcudafe, args.with_reference) {
        (Some(dir), _) => (dir, rcudafe_binary(root, args.rcudafe)?),
        (None, Some(dir)) => (dir, reference.cudafe.clone()),
        (None, None) => bail!("give --with-rcudafe DIR or --with-reference DIR"),
    };
    let toolkit = make(&dir, &reference_root, &cudafe)?;
    let shown = toolkit.dir.display();
    println!(
        "{shown}: a CUDA 13.0 toolkit whose cudafe++ is {}",
        toolkit.cudafe.display()
    );
    println!("compile: {shown}/bin/nvcc -c prog.cu");
    println!("build:   {shown}/bin/nvcc -L{shown}/lib -o prog prog.cu");
    Ok(ExitCode::SUCCESS)
}

/// The rcudafe binary to put in a toolkit: the one given, or the workspace's release build.
pub fn rcudafe_binary(root: &Path, given: Option<PathBuf>) -> Result<PathBuf> {
    let path = given.unwrap_or_else(|| root.join("target/release/rcudafe"));
    if !path.is_file() {
        bail!(
            "no rcudafe at {} (build it with `cargo build --release`, or pass --rcudafe)",
            path.display()
        );
    }
    Ok(fs::canonicalize(path)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stand-in for the fetched toolkit: `bin/nvcc` is a script that answers `--version`.
    fn fake_reference(dir: &Path) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let root = dir.join("cu13");
        for sub in ["bin/crt", "include", "lib", "nvvm/bin"] {
            fs::create_dir_all(root.join(sub)).unwrap();
        }
        for (file, text) in [
            ("bin/nvcc", "#!/bin/sh\necho nvcc\n"),
            ("bin/cudafe++", "#!/bin/sh\necho reference\n"),
            ("bin/ptxas", "#!/bin/sh\n"),
            ("bin/nvcc.profile", "TOP = $(_HERE_)/..\n"),
            ("include/cuda_runtime.h", ""),
            ("nvvm/bin/cicc", "#!/bin/sh\n"),
        ] {
            fs::write(root.join(file), text).unwrap();
            fs::set_permissions(root.join(file), fs::Permissions::from_mode(0o755)).unwrap();
        }
        root
    }

    #[test]
    fn a_toolkit_is_links_with_our_front_end() {
        let tmp = tempfile::tempdir().unwrap();
        let reference = fake_reference(tmp.path());
        let ours = reference.join("nvvm/bin/cicc");
        let dir = tmp.path().join("tk");
        let toolkit = make(&dir, &reference, &ours).unwrap();
        assert_eq!(fs::canonicalize(dir.join("bin/cudafe++")).unwrap(), ours);
        assert_eq!(
            fs::read_link(dir.join("bin/nvcc")).unwrap(),
            reference.join("bin/nvcc")
        );
        assert_eq!(
            fs::read_link(dir.join("include")).unwrap(),
            reference.join("include")
        );
        assert!(dir.join("bin/crt").is_symlink() && dir.join("nvvm").is_symlink());
        assert_eq!(toolkit.lib(), dir.join("lib"));
        // Made again (e.g. with the other front end): replaced, and the reference untouched.
        make(&dir, &reference, &reference.join("bin/cudafe++")).unwrap();
        assert!(reference.join("include/cuda_runtime.h").is_file());
        assert_eq!(
            fs::read_link(dir.join("bin/cudafe++")).unwrap(),
            reference.join("bin/cudafe++")
        );
    }

    #[test]
    fn a_folder_of_something_else_is_left_alone() {
        let tmp = tempfile::tempdir().unwrap();
        let reference = fake_reference(tmp.path());
        let dir = tmp.path().join("mine");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("notes.txt"), "keep me").unwrap();
        let err = make(&dir, &reference, &reference.join("bin/cudafe++")).unwrap_err();
        assert!(format!("{err:#}").contains("is not a toolkit"), "{err:#}");
        assert!(dir.join("notes.txt").is_file());
    }
}
