//! The reference toolchain: NVIDIA's cudafe++ and cicc 13.0.88, fetched with pip, pinned by sha256.
//!
//! The binaries are proprietary: they are downloaded into an ignored cache directory and never
//! committed. `fetch` is idempotent: a toolchain already unpacked and verified is left alone.

use anyhow::{bail, Context, Result};
use sha2::{Digest, Sha256};
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Environment variable that overrides where the toolchain is cached.
pub const CACHE_ENV: &str = "RCUDAFE_REFERENCE_DIR";

/// One pinned wheel: what pip is asked for and what it must deliver.
pub struct Wheel {
    pub requirement: &'static str,
    pub file_name: &'static str,
    pub sha256: &'static str,
}

/// The five wheels of the CUDA 13.0 toolkit the project is pinned to.
pub const WHEELS: [Wheel; 5] = [
    Wheel {
        requirement: "nvidia-cuda-nvcc==13.0.88",
        file_name:
            "nvidia_cuda_nvcc-13.0.88-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
        sha256: "56fe502eb77625a12f25172caa3cdddb4e4c8ba2c8c17dba44b164761b380f03",
    },
    Wheel {
        requirement: "nvidia-nvvm==13.0.88",
        file_name: "nvidia_nvvm-13.0.88-py3-none-manylinux2010_x86_64.manylinux_2_12_x86_64.whl",
        sha256: "c5f41ffeb6466944a026dfa5317d7d85355c119bbec279205d22f1869d1054e0",
    },
    Wheel {
        requirement: "nvidia-cuda-crt==13.0.88",
        file_name:
            "nvidia_cuda_crt-13.0.88-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
        sha256: "2c8043c7c9e02492716426e9919fc78d2c5b3b2a7a768a88e952676b08aa55a4",
    },
    Wheel {
        requirement: "nvidia-cuda-runtime==13.0.96",
        file_name:
            "nvidia_cuda_runtime-13.0.96-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
        sha256: "7f82250d7782aa23b6cfe765ecc7db554bd3c2870c43f3d1821f1d18aebf0548",
    },
    Wheel {
        requirement: "nvidia-cuda-cccl==13.0.85",
        file_name:
            "nvidia_cuda_cccl-13.0.85-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
        sha256: "e0da7ad981f3a8aff08241b5bfc1af868742a63e2762f53a5171c492ef242649",
    },
];

/// The two binaries the oracle runs, relative to the unpacked toolkit, with their pinned hashes.
const CUDAFE_REL: &str = "nvidia/cu13/bin/cudafe++";
const CUDAFE_SHA256: &str = "82ba595cbd84843a8461e09c84ee83cfd47c645ad502fdb269f505b7416552b4";
const CICC_REL: &str = "nvidia/cu13/nvvm/bin/cicc";
const CICC_SHA256: &str = "475a9486f1ccc9408323cc75ea2fa11599f08e9dee137bb7ac7150ce5208c425";

/// Written last by `fetch`; its presence means the toolkit was unpacked completely.
const COMPLETE_MARKER: &str = ".complete";

/// Where the reference binaries are, once fetched.
#[derive(Clone, Debug)]
pub struct Reference {
    pub cudafe: PathBuf,
    pub cicc: PathBuf,
}

/// The cache directory: `$RCUDAFE_REFERENCE_DIR`, else `<workspace>/.reference`.
pub fn cache_dir(workspace: &Path) -> PathBuf {
    match std::env::var_os(CACHE_ENV) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => workspace.join(".reference"),
    }
}

fn toolkit_dir(cache: &Path) -> PathBuf {
    cache.join("toolkit")
}

/// The reference as it is in the cache, if it was fetched; an error that says how to fetch it otherwise.
pub fn locate(cache: &Path) -> Result<Reference> {
    let toolkit = toolkit_dir(cache);
    if !toolkit.join(COMPLETE_MARKER).is_file() {
        bail!(
            "the reference toolchain is not in {} (run `oracle fetch-reference`, or set {CACHE_ENV})",
            cache.display()
        );
    }
    Ok(Reference {
        cudafe: toolkit.join(CUDAFE_REL),
        cicc: toolkit.join(CICC_REL),
    })
}

/// Downloads, verifies and unpacks the pinned wheels into `cache`. Does nothing that is already done.
pub fn fetch(cache: &Path, log: &mut dyn FnMut(&str)) -> Result<Reference> {
    if let Ok(found) = locate(cache) {
        if verify_binaries(&found).is_ok() {
            log(&format!("reference already fetched in {}", cache.display()));
            return Ok(found);
        }
        log("cached toolkit fails verification; fetching it again");
    }
    let wheels = cache.join("wheels");
    fs::create_dir_all(&wheels).with_context(|| format!("cannot create {}", wheels.display()))?;

    let missing: Vec<&Wheel> = WHEELS
        .iter()
        .filter(|w| verify_file(&wheels.join(w.file_name), w.sha256).is_err())
        .collect();
    if !missing.is_empty() {
        // pip skips a file that is already there, so a corrupt or partial wheel must go first.
        for wheel in &missing {
            let _ = fs::remove_file(wheels.join(wheel.file_name));
        }
        log(&format!(
            "downloading {} wheel(s) with pip into {}",
            missing.len(),
            wheels.display()
        ));
        pip_download(&wheels, &missing)?;
    }
    for wheel in &WHEELS {
        let path = wheels.join(wheel.file_name);
        if let Err(e) = verify_file(&path, wheel.sha256) {
            let _ = fs::remove_file(&path);
            return Err(e.context(format!(
                "{} was deleted; run fetch-reference again",
                wheel.file_name
            )));
        }
    }

    let toolkit = toolkit_dir(cache);
    if toolkit.exists() {
        fs::remove_dir_all(&toolkit)
            .with_context(|| format!("cannot clear {}", toolkit.display()))?;
    }
    for wheel in &WHEELS {
        log(&format!("unpacking {}", wheel.file_name));
        unzip(&wheels.join(wheel.file_name), &toolkit)?;
    }
    let found = Reference {
        cudafe: toolkit.join(CUDAFE_REL),
        cicc: toolkit.join(CICC_REL),
    };
    verify_binaries(&found)?;
    fs::write(toolkit.join(COMPLETE_MARKER), "verified\n")?;
    Ok(found)
}

fn pip_download(dest: &Path, wheels: &[&Wheel]) -> Result<()> {
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".to_string());
    let mut cmd = Command::new(&python);
    cmd.args([
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "--disable-pip-version-check",
        "-d",
    ])
    .arg(dest)
    .args(wheels.iter().map(|w| w.requirement));
    let out = cmd.output().map_err(|e| {
        anyhow::anyhow!(
            "cannot run `{python} -m pip` ({e}): install Python 3 with pip, or set PYTHON"
        )
    })?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let tail: Vec<&str> = stderr
            .lines()
            .rev()
            .take(6)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        bail!(
            "pip could not download the reference wheels ({}); is PyPI reachable?\n{}",
            out.status,
            tail.join("\n")
        );
    }
    Ok(())
}

/// The sha256 of a file, as lowercase hex.
pub fn sha256_file(path: &Path) -> Result<String> {
    let mut file =
        fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = file.read(&mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

fn verify_file(path: &Path, expected: &str) -> Result<()> {
    let actual = sha256_file(path)?;
    if actual != expected {
        bail!(
            "sha256 mismatch for {}: expected {expected}, got {actual}",
            path.display()
        );
    }
    Ok(())
}

fn verify_binaries(found: &Reference) -> Result<()> {
    verify_file(&found.cudafe, CUDAFE_SHA256)?;
    verify_file(&found.cicc, CICC_SHA256)?;
    Ok(())
}

/// Unpacks a wheel (a zip file) and restores the run bit of everything under a `bin` folder,
/// which Python's zip writer drops.
fn unzip(wheel: &Path, dest: &Path) -> Result<()> {
    let file = fs::File::open(wheel).with_context(|| format!("cannot open {}", wheel.display()))?;
    let mut archive = zip::ZipArchive::new(file)
        .with_context(|| format!("{} is not a zip file", wheel.display()))?;
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i)?;
        let Some(rel) = entry.enclosed_name() else {
            bail!("unsafe path in {}", wheel.display())
        };
        let out = dest.join(&rel);
        if entry.is_dir() {
            fs::create_dir_all(&out)?;
            continue;
        }
        if let Some(parent) = out.parent() {
            fs::create_dir_all(parent)?;
        }
        let mut target =
            fs::File::create(&out).with_context(|| format!("cannot write {}", out.display()))?;
        std::io::copy(&mut entry, &mut target)?;
        if rel.components().any(|c| c.as_os_str() == "bin") {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&out, fs::Permissions::from_mode(0o755))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_mismatch_names_both_hashes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("w.whl");
        fs::write(&path, b"abc").unwrap();
        let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        assert!(verify_file(&path, abc).is_ok());
        let err = verify_file(&path, &"0".repeat(64)).unwrap_err().to_string();
        assert!(
            err.contains("sha256 mismatch") && err.contains(abc),
            "{err}"
        );
    }

    #[test]
    fn locate_explains_how_to_fetch() {
        let dir = tempfile::tempdir().unwrap();
        let err = locate(dir.path()).unwrap_err().to_string();
        assert!(err.contains("oracle fetch-reference"), "{err}");
    }
}
