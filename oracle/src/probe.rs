//! `oracle probe`: one TU through the reference and the candidate, every channel shown as a diff.
//! The inner loop of rule discovery: write a TU, probe it, read the diff, encode the rule.

use crate::check::compare_live;
use crate::corpus::{self, Tu};
use crate::invocation::NvccOptions;
use crate::outcome::Channel;
use crate::reference::Reference;
use anyhow::{Context, Result};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a probe found: the report text and whether every channel matched.
pub struct ProbeResult {
    pub report: String,
    pub all_match: bool,
}

/// Runs the reference and `candidate` on `input` (its `.flags`, extra nvcc `flags`, and the headers
/// beside it), writes both sides' outputs under `out/{reference,candidate}/` and returns a report
/// with a unified diff of each diverging channel (at most `context_lines` of context).
pub fn probe(
    reference: &Reference,
    candidate: &Path,
    input: &Path,
    flags: &str,
    out: &Path,
    timeout: Duration,
) -> Result<ProbeResult> {
    let file_name = input
        .file_name()
        .context("the input has no file name")?
        .to_string_lossy()
        .into_owned();
    let name = file_name
        .strip_suffix(".cu")
        .unwrap_or(&file_name)
        .to_string();
    let mut flag_text = String::new();
    let flags_file = input.with_extension("flags");
    if flags_file.is_file() {
        flag_text = std::fs::read_to_string(&flags_file)?;
    }
    flag_text.push('\n');
    flag_text.push_str(flags);
    let options = NvccOptions::parse(&flag_text)?;
    let dir = input
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let headers = corpus::headers_in(dir)?;
    let tu = Tu {
        suite: "probe".into(),
        name,
        source: input.to_path_buf(),
        options,
    };
    let result = compare_live(reference, candidate, &tu, &headers, timeout)?;

    let mut report = String::new();
    let mut all_match = true;
    for (side, outcome) in [
        ("reference", &result.expected),
        ("candidate", &result.actual),
    ] {
        let side_dir = out.join(side);
        std::fs::create_dir_all(&side_dir)
            .with_context(|| format!("cannot create {}", side_dir.display()))?;
        for channel in Channel::ALL {
            let path = side_dir.join(channel.name());
            match outcome.channel(channel) {
                Some(bytes) => std::fs::write(&path, bytes)?,
                None => {
                    let _ = std::fs::remove_file(&path);
                }
            }
        }
    }
    for channel in Channel::ALL {
        let expected = result.expected.channel(channel);
        let actual = result.actual.channel(channel);
        if expected == actual {
            let _ = writeln!(report, "{:<10} match", channel.name());
            continue;
        }
        all_match = false;
        let _ = writeln!(report, "{:<10} DIVERGES", channel.name());
        let show =
            |b: &Option<Vec<u8>>| b.as_ref().map(|b| String::from_utf8_lossy(b).into_owned());
        match (show(&expected), show(&actual)) {
            (Some(e), Some(a)) => {
                let diff = similar::TextDiff::from_lines(&e, &a);
                let text = diff
                    .unified_diff()
                    .context_radius(3)
                    .header("reference", "candidate")
                    .to_string();
                report.push_str(&text);
            }
            (e, a) => {
                let _ = writeln!(
                    report,
                    "  reference: {}\n  candidate: {}",
                    e.map_or("(not written)".into(), |t| format!("{} bytes", t.len())),
                    a.map_or("(not written)".into(), |t| format!("{} bytes", t.len()))
                );
            }
        }
    }
    if let Some(broken) = &result.actual.broken {
        let _ = writeln!(report, "candidate run broken: {broken}");
    }
    let _ = writeln!(
        report,
        "outputs: {}/{{reference,candidate}}/",
        out.display()
    );
    Ok(ProbeResult { report, all_match })
}

/// Default output folder of a probe: `<tmp>/oracle-probe/NAME`.
pub fn default_out(input: &Path) -> PathBuf {
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "probe".into());
    std::env::temp_dir().join("oracle-probe").join(stem)
}
