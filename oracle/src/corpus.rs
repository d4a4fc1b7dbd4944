//! Corpus suites on disk: `corpus/<suite>/NAME.cu` (+ `NAME.flags`), shared headers beside them,
//! and the recorded goldens in `corpus/<suite>/golden/NAME.{int.c,stub.c,module_id,stderr,rc}`.

use crate::invocation::NvccOptions;
use crate::outcome::{Channel, Outcome};
use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};

/// One translation unit of a suite.
#[derive(Clone, Debug)]
pub struct Tu {
    pub suite: String,
    pub name: String,
    pub source: PathBuf,
    pub options: NvccOptions,
}

impl Tu {
    /// `suite/NAME`, the TU's identity in reports and baselines.
    pub fn id(&self) -> String {
        format!("{}/{}", self.suite, self.name)
    }

    /// The name cudafe++ derives the module id from (`--orig_src_file_name`).
    pub fn display_name(&self) -> String {
        format!("{}.cu", self.name)
    }
}

/// A suite: a folder of TUs and the headers they may include.
#[derive(Clone, Debug)]
pub struct Suite {
    pub name: String,
    pub dir: PathBuf,
    pub tus: Vec<Tu>,
    /// `*.h`, `*.cuh`, `*.hpp` files at the suite's top level, copied beside each TU when it runs.
    pub headers: Vec<PathBuf>,
}

impl Suite {
    pub fn golden_dir(&self) -> PathBuf {
        self.dir.join("golden")
    }
}

/// The suites under `corpus_dir`, in name order; `only` restricts them to the named ones.
pub fn load_suites(corpus_dir: &Path, only: &[String]) -> Result<Vec<Suite>> {
    let mut names: Vec<String> = Vec::new();
    for entry in
        fs::read_dir(corpus_dir).with_context(|| format!("cannot read {}", corpus_dir.display()))?
    {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            names.push(entry.file_name().to_string_lossy().into_owned());
        }
    }
    names.sort();
    for wanted in only {
        if !names.contains(wanted) {
            bail!(
                "no suite named {wanted:?} in {} (have: {})",
                corpus_dir.display(),
                names.join(", ")
            );
        }
    }
    names
        .into_iter()
        .filter(|n| only.is_empty() || only.contains(n))
        .map(|n| load_suite(&corpus_dir.join(&n), &n))
        .filter(|s| s.as_ref().map_or(true, |s| !s.tus.is_empty()))
        .collect()
}

/// A suite from any folder of TUs (a corpus suite, or e.g. the witnesses of a fuzz run).
pub fn load_suite(dir: &Path, name: &str) -> Result<Suite> {
    let mut tus = Vec::new();
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if !path.is_file() || path.extension().and_then(|e| e.to_str()) != Some("cu") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let flags = path.with_extension("flags");
        let options = if flags.is_file() {
            let text = fs::read_to_string(&flags)?;
            NvccOptions::parse(&text).with_context(|| format!("in {}", flags.display()))?
        } else {
            NvccOptions::default()
        };
        tus.push(Tu {
            suite: name.to_string(),
            name: stem,
            source: path,
            options,
        });
    }
    tus.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(Suite {
        name: name.to_string(),
        dir: dir.to_path_buf(),
        tus,
        headers: headers_in(dir)?,
    })
}

/// The headers (`*.h`, `*.cuh`, `*.hpp`) directly in `dir`, sorted.
pub fn headers_in(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut headers = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let path = entry?.path();
        if path.is_file()
            && matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("h" | "cuh" | "hpp")
            )
        {
            headers.push(path);
        }
    }
    headers.sort();
    Ok(headers)
}

fn golden_path(suite: &Suite, tu: &Tu, channel: Channel) -> PathBuf {
    suite
        .golden_dir()
        .join(format!("{}.{}", tu.name, channel.name()))
}

/// Reads a TU's goldens. A missing `.rc` means the TU was never recorded.
pub fn read_golden(suite: &Suite, tu: &Tu) -> Result<Outcome> {
    let read = |c: Channel| -> Result<Option<Vec<u8>>> {
        let path = golden_path(suite, tu, c);
        match fs::read(&path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
        }
    };
    let Some(rc) = read(Channel::Rc)? else {
        bail!(
            "{} has no goldens: run `oracle record --suite {}`",
            tu.id(),
            suite.name
        )
    };
    let rc = String::from_utf8_lossy(&rc)
        .trim()
        .parse()
        .with_context(|| format!("bad golden rc for {}", tu.id()))?;
    Ok(Outcome {
        int_c: read(Channel::IntC)?,
        stub: read(Channel::Stub)?,
        module_id: read(Channel::ModuleId)?,
        stderr: read(Channel::Stderr)?.unwrap_or_default(),
        rc,
        broken: None,
    })
}

/// Writes a TU's goldens; a channel whose file was not produced has no golden file.
pub fn write_golden(suite: &Suite, tu: &Tu, outcome: &Outcome) -> Result<()> {
    fs::create_dir_all(suite.golden_dir())?;
    for channel in Channel::ALL {
        let path = golden_path(suite, tu, channel);
        match outcome.channel(channel) {
            Some(bytes) => fs::write(&path, bytes)
                .with_context(|| format!("cannot write {}", path.display()))?,
            None => match fs::remove_file(&path) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    return Err(e).with_context(|| format!("cannot remove {}", path.display()))
                }
            },
        }
    }
    Ok(())
}

/// Removes golden files whose TU no longer exists; returns how many.
pub fn prune_goldens(suite: &Suite) -> Result<usize> {
    let Ok(entries) = fs::read_dir(suite.golden_dir()) else {
        return Ok(0);
    };
    let mut removed = 0;
    for entry in entries {
        let path = entry?.path();
        let file = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let stem = Channel::ALL
            .iter()
            .find_map(|c| file.strip_suffix(&format!(".{}", c.name())));
        if stem.is_some_and(|stem| !suite.tus.iter().any(|t| t.name == stem)) {
            fs::remove_file(&path)?;
            removed += 1;
        }
    }
    Ok(removed)
}
