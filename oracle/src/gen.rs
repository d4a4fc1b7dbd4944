//! `oracle gen` (write generated suites with cudagen) and `oracle coverage` (which grammar features
//! the suites contain, and which reference diagnostics their goldens show).

use crate::corpus::{self, Suite};
use anyhow::{bail, Context, Result};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

/// What `oracle gen` writes.
pub struct GenRequest {
    pub count: u64,
    pub seed: u64,
    pub mode: cudagen::Mode,
    pub size: cudagen::Size,
    /// cudagen 0.1 (`Classic`, the default) or 0.2 (`Cxx`).
    pub grammar: cudagen::Grammar,
    /// Header mode (cudagen 0.2 with real headers): the folder becomes a real-TU suite.
    pub headers: bool,
}

impl GenRequest {
    /// A request for cudagen 0.1's self-contained programs.
    pub fn classic(count: u64, seed: u64, mode: cudagen::Mode, size: cudagen::Size) -> GenRequest {
        GenRequest {
            count,
            seed,
            mode,
            size,
            grammar: cudagen::Grammar::Classic,
            headers: false,
        }
    }

    /// The generator's configuration for this request.
    pub fn config(&self) -> cudagen::Config {
        if self.headers {
            cudagen::Config::with_headers(self.size)
        } else if self.grammar == cudagen::Grammar::Cxx {
            cudagen::Config::cxx(self.size)
        } else {
            cudagen::Config::sized(self.size)
        }
    }

    /// The TU of one seed.
    pub fn generate(&self, seed: u64) -> cudagen::Tu {
        let config = self.config();
        match self.mode {
            cudagen::Mode::Valid => cudagen::valid(seed, &config),
            cudagen::Mode::Invalid => cudagen::invalid(seed, &config),
        }
    }

    /// The request that regenerates a committed TU, read from its first line (`// cudagen
    /// VERSION seed S MODE[ headers]`): None for a TU cudagen did not write.
    pub fn for_tu(text: &str, size: cudagen::Size) -> Option<(GenRequest, u64)> {
        let first = text.lines().next()?.strip_prefix("// cudagen ")?;
        let mut words = first.split_whitespace();
        let grammar = cudagen::Grammar::from_version(words.next()?)?;
        if words.next()? != "seed" {
            return None;
        }
        let seed: u64 = words.next()?.parse().ok()?;
        let mode = match words.next()? {
            "valid" => cudagen::Mode::Valid,
            m if m.starts_with("invalid:") => cudagen::Mode::Invalid,
            _ => return None,
        };
        let headers = words.next() == Some("headers");
        Some((
            GenRequest {
                count: 1,
                seed,
                mode,
                size,
                grammar,
                headers,
            },
            seed,
        ))
    }
}

/// The `suite.toml` of a generated header-mode suite of `count` TUs (see `real_tu.rs`): the
/// toolchain of the machine it is written on, or Debian 12's when that cannot be told. Past 100
/// TUs the test gate checks a sample of about 100 (each costs two `gcc -E` and a reference run).
pub fn real_suite_file(count: u64) -> String {
    let (gcc, glibc) = match crate::real_tu::HostToolchain::detect() {
        Ok(h) => (h.gcc, h.glibc),
        Err(_) => ("12.2.0".to_string(), "2.36".to_string()),
    };
    let sample = if count > 100 {
        format!(
            "# The test gate (cargo test, CI) checks every Nth TU; `oracle check --suite NAME` checks all.\n\
             ci_sample = \"{}\"\n",
            count.div_ceil(100)
        )
    } else {
        String::new()
    };
    format!(
        "# cudagen header mode: the TUs include the real glibc, libstdc++ 12 and CUDA 13 headers. They are\n\
         # preprocessed at test time exactly as nvcc 13.0 does (oracle/src/real_tu.rs), and the reference's\n\
         # goldens are recorded into the ignored cache: only the sources and snapshot.md are committed.\n\
         input = \"nvcc-preprocessed\"\ngcc = \"{gcc}\"\nglibc = \"{glibc}\"\n{sample}"
    )
}

/// The file name of the TU generated from `seed`: `v000123.cu` / `i000123.cu`.
pub fn tu_name(mode: cudagen::Mode, seed: u64) -> String {
    let prefix = match mode {
        cudagen::Mode::Valid => 'v',
        cudagen::Mode::Invalid => 'i',
    };
    format!("{prefix}{seed:06}.cu")
}

fn is_generated_name(name: &str) -> bool {
    let Some(stem) = name.strip_suffix(".cu") else {
        return false;
    };
    let mut chars = stem.chars();
    matches!(chars.next(), Some('v' | 'i')) && stem.len() >= 7 && chars.all(|c| c.is_ascii_digit())
}

/// Writes `count` TUs (seeds `seed..seed+count`) and a copy of the prelude into `out`, removing
/// generated TUs of an earlier run that this one does not rewrite. Returns the number written.
pub fn write_suite(out: &Path, req: &GenRequest) -> Result<usize> {
    fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let mut written = std::collections::BTreeSet::new();
    for seed in req.seed..req.seed + req.count {
        let tu = req.generate(seed);
        let name = tu_name(req.mode, seed);
        fs::write(out.join(&name), &tu.text).with_context(|| format!("cannot write {name}"))?;
        let flags = out.join(&name).with_extension("flags");
        if tu.nvcc_flags.is_empty() {
            if flags.is_file() {
                fs::remove_file(&flags)?;
            }
        } else {
            fs::write(&flags, format!("{}\n", tu.nvcc_flags.join(" ")))?;
        }
        written.insert(name);
    }
    if req.headers {
        fs::write(
            out.join(crate::real_tu::SUITE_FILE),
            real_suite_file(req.count),
        )?;
    } else {
        fs::write(out.join("prelude.cuh"), cudagen::PRELUDE)?;
    }
    for entry in fs::read_dir(out)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        let tu = name.strip_suffix(".flags").map(|s| format!("{s}.cu"));
        let stale = |n: &str| is_generated_name(n) && !written.contains(n);
        if stale(&name) || tu.as_deref().is_some_and(stale) {
            fs::remove_file(out.join(&name))?;
        }
    }
    Ok(written.len())
}

// ---------------------------------------------------------------- coverage

/// The `// features:` and first-line facts of a generated TU.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct TuHeader {
    /// The TU was written by cudagen (it has the `// cudagen` first line).
    pub generated: bool,
    /// The catalog name after `invalid:` (None for a valid TU).
    pub mutation: Option<String>,
    pub features: Vec<String>,
}

pub fn parse_header(text: &str) -> TuHeader {
    let mut header = TuHeader::default();
    for line in text.lines().take(3) {
        if let Some(rest) = line.strip_prefix("// cudagen ") {
            header.generated = true;
            header.mutation = rest
                .split_whitespace()
                .find_map(|w| w.strip_prefix("invalid:"))
                .map(str::to_string);
        } else if let Some(rest) = line.strip_prefix("// features:") {
            header.features = rest
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
        }
    }
    header
}

/// A diagnostic of a golden stderr, reduced to its message template: severity and number kept,
/// quoted names replaced by `"…"`, line numbers by `N`, the text of `#error`/`#warning` dropped.
pub fn diagnostic_templates(stderr: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in stderr.lines() {
        let rest = match line.find("): ") {
            Some(i) if line[..i].contains('(') => &line[i + 3..],
            _ => match line.strip_prefix("At end of source: ") {
                Some(r) => r,
                None => continue,
            },
        };
        let severities = ["catastrophic error", "error", "warning", "remark", "note"];
        if !severities.iter().any(|s| rest.starts_with(s)) {
            continue;
        }
        let Some(colon) = rest.find(": ") else {
            continue;
        };
        let (severity, message) = (&rest[..colon], &rest[colon + 2..]);
        out.push(format!("{severity}: {}", normalise_message(message)));
    }
    out
}

fn normalise_message(message: &str) -> String {
    for directive in ["#error directive: ", "#warning directive: "] {
        if let Some(i) = message.find(directive) {
            return format!("{}{directive}…", &message[..i]);
        }
    }
    let mut out = String::new();
    let mut rest = message;
    while let Some(start) = rest.find('"') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        let Some(end) = after.find('"') else {
            out.push_str(&rest[start..]);
            rest = "";
            break;
        };
        let quoted = &after[..end];
        // Punctuation the parser expected (`";"`, `"}"`) is part of the message; names are not.
        if quoted.chars().any(|c| c.is_alphanumeric() || c == '_') {
            out.push_str("\"…\"");
        } else {
            out.push('"');
            out.push_str(quoted);
            out.push('"');
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    // Line numbers ("previous definition at line 12").
    let mut normalised = String::new();
    let mut prev_digit = false;
    for c in out.chars() {
        if c.is_ascii_digit() {
            if !prev_digit {
                normalised.push('N');
            }
            prev_digit = true;
        } else {
            normalised.push(c);
            prev_digit = false;
        }
    }
    // Keep diagnostic numbers (#20091-D) intact: they were in the severity part, not here.
    normalised.trim_end().to_string()
}

/// Per catalog entry: TUs, diagnostic template -> TUs, exit status -> TUs, TUs showing what the
/// entry expects.
type EntryStats = (usize, BTreeMap<String, usize>, BTreeMap<i32, usize>, usize);

#[derive(Default)]
struct SuiteStats {
    tus: usize,
    /// TUs whose goldens could be read (a header-mode suite has them for its prepared sample).
    recorded: usize,
    rc0: usize,
    clean: usize,
    stub: usize,
    features: BTreeMap<String, usize>,
    /// template -> TUs
    diagnostics: BTreeMap<String, usize>,
    mutations: BTreeMap<String, EntryStats>,
    /// TUs of a valid suite that the reference did not accept cleanly.
    rejected: Vec<String>,
}

/// Renders the coverage report of `suites` as markdown.
pub fn coverage_report(suites: &[Suite]) -> Result<String> {
    let mut md = String::new();
    writeln!(md, "# Generated-corpus coverage\n")?;
    writeln!(md, "Written by `oracle coverage`. Features come from each TU's `// features:` header (what the")?;
    writeln!(
        md,
        "generator actually emitted); diagnostics from the goldens' stderr, with quoted names"
    )?;
    writeln!(md, "replaced by `\"…\"` and numbers by `N`.\n")?;
    let mut all_features: Vec<&str> = cudagen::Feature::ALL.iter().map(|f| f.name()).collect();
    all_features.sort();
    for suite in suites {
        let stats = suite_stats(suite)?;
        writeln!(md, "## Suite `{}`: {} TUs\n", suite.name, stats.tus)?;
        let pct = |n: usize| {
            if stats.tus == 0 {
                0.0
            } else {
                100.0 * n as f64 / stats.tus as f64
            }
        };
        let recorded = |n: usize| 100.0 * n as f64 / stats.recorded.max(1) as f64;
        if stats.recorded < stats.tus {
            writeln!(md, "Reference outcomes of the {} TUs recorded (a real-TU suite's CI sample); features of all {}.\n", stats.recorded, stats.tus)?;
        }
        writeln!(md, "| reference outcome | TUs | % |\n|---|---:|---:|")?;
        writeln!(
            md,
            "| cudafe++ exit status 0 | {} | {:.1} |",
            stats.rc0,
            recorded(stats.rc0)
        )?;
        writeln!(
            md,
            "| exit status 0 and empty stderr | {} | {:.1} |",
            stats.clean,
            recorded(stats.clean)
        )?;
        writeln!(
            md,
            "| stub written by cicc | {} | {:.1} |\n",
            stats.stub,
            recorded(stats.stub)
        )?;
        if !stats.features.is_empty() {
            writeln!(
                md,
                "### Grammar features\n\n| feature | TUs | % |\n|---|---:|---:|"
            )?;
            for f in &all_features {
                let n = stats.features.get(*f).copied().unwrap_or(0);
                writeln!(md, "| `{f}` | {n} | {:.1} |", pct(n))?;
            }
            writeln!(md)?;
        }
        if !stats.diagnostics.is_empty() {
            writeln!(
                md,
                "### Reference diagnostics ({} distinct)\n\n| diagnostic | TUs |\n|---|---:|",
                stats.diagnostics.len()
            )?;
            let mut by_count: Vec<(&String, &usize)> = stats.diagnostics.iter().collect();
            by_count.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            for (d, n) in by_count {
                writeln!(md, "| `{}` | {n} |", d.replace('|', "\\|"))?;
            }
            writeln!(md)?;
        }
        if !stats.mutations.is_empty() {
            let met: usize = stats.mutations.values().map(|e| e.3).sum();
            let total: usize = stats.mutations.values().map(|e| e.0).sum();
            writeln!(md, "### Catalog entries ({} entries; {met} of {total} TUs show what their entry expects)\n", stats.mutations.len())?;
            writeln!(md, "| entry | TUs | as expected | exit statuses | diagnostics (TUs) |\n|---|---:|---:|---|---|")?;
            for (m, (n, diags, rcs, ok)) in &stats.mutations {
                let rc: Vec<String> = rcs.iter().map(|(rc, k)| format!("{rc}×{k}")).collect();
                let mut d: Vec<(&String, &usize)> = diags.iter().collect();
                d.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
                let d: Vec<String> = d
                    .iter()
                    .take(4)
                    .map(|(t, k)| format!("`{}` ({k})", t.replace('|', "\\|")))
                    .collect();
                let none = match cudagen::invalid::by_name(m).map(|c| c.expect) {
                    Some(e) if e.starts_with("cicc: ") => "none (cicc diagnoses it)".to_string(),
                    Some(e) if e.starts_with("undiagnosed: ") => {
                        "none (not diagnosed in this flow)".to_string()
                    }
                    _ => "none".to_string(),
                };
                writeln!(
                    md,
                    "| `{m}` | {n} | {ok} | {} | {} |",
                    rc.join(", "),
                    if d.is_empty() { none } else { d.join("<br>") }
                )?;
            }
            writeln!(md)?;
        }
        if !stats.rejected.is_empty() {
            writeln!(md, "### Valid TUs the reference did not accept cleanly\n")?;
            for r in stats.rejected.iter().take(50) {
                writeln!(md, "- {r}")?;
            }
            writeln!(md)?;
        }
    }
    Ok(md)
}

fn suite_stats(suite: &Suite) -> Result<SuiteStats> {
    let mut stats = SuiteStats::default();
    for tu in &suite.tus {
        let text = fs::read_to_string(&tu.source)
            .with_context(|| format!("cannot read {}", tu.source.display()))?;
        let header = parse_header(&text);
        stats.tus += 1;
        for f in &header.features {
            *stats.features.entry(f.clone()).or_default() += 1;
        }
        let golden = match corpus::read_golden(suite, tu) {
            Ok(g) => g,
            Err(_) => continue,
        };
        stats.recorded += 1;
        let stderr = String::from_utf8_lossy(&golden.stderr).into_owned();
        let mut templates = diagnostic_templates(&stderr);
        templates.sort();
        templates.dedup();
        for t in &templates {
            *stats.diagnostics.entry(t.clone()).or_default() += 1;
        }
        if golden.rc == 0 {
            stats.rc0 += 1;
            if stderr.is_empty() {
                stats.clean += 1;
            }
        }
        if golden.stub.is_some() {
            stats.stub += 1;
        }
        match &header.mutation {
            Some(m) => {
                let entry = stats.mutations.entry(m.clone()).or_default();
                entry.0 += 1;
                for t in &templates {
                    *entry.1.entry(t.clone()).or_default() += 1;
                }
                *entry.2.entry(golden.rc).or_default() += 1;
                if cudagen::invalid::by_name(m)
                    .is_some_and(|c| expectation_met(c.expect, golden.rc, &stderr))
                {
                    entry.3 += 1;
                }
            }
            None if header.generated
                && (golden.rc != 0 || !stderr.is_empty() || golden.stub.is_none()) =>
            {
                let first = templates
                    .first()
                    .cloned()
                    .unwrap_or_else(|| "no stub".into());
                stats
                    .rejected
                    .push(format!("`{}` (rc {}): {}", tu.name, golden.rc, first));
            }
            None => {}
        }
    }
    Ok(stats)
}

/// Does a golden show what a catalog entry's `expect` describes? (See `cudagen::invalid::Mutation`.)
pub fn expectation_met(expect: &str, rc: i32, stderr: &str) -> bool {
    if expect.starts_with("cicc: ") || expect.starts_with("undiagnosed: ") {
        return rc == 0;
    }
    expect.split('|').any(|e| stderr.contains(e))
}

/// Parses `--mode`.
pub fn parse_mode(text: &str) -> Result<cudagen::Mode> {
    match text {
        "valid" => Ok(cudagen::Mode::Valid),
        "invalid" => Ok(cudagen::Mode::Invalid),
        other => bail!("unknown mode {other:?} (valid, invalid)"),
    }
}

/// Parses `--size`.
pub fn parse_size(text: &str) -> Result<cudagen::Size> {
    cudagen::Size::from_name(text)
        .with_context(|| format!("unknown size {text:?} (small, medium, large)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_seed() {
        assert_eq!(tu_name(cudagen::Mode::Valid, 123), "v000123.cu");
        assert_eq!(tu_name(cudagen::Mode::Invalid, 7), "i000007.cu");
        assert!(is_generated_name("v000123.cu"));
        assert!(!is_generated_name("kernel_saxpy.cu"));
        assert!(!is_generated_name("prelude.cuh"));
    }

    #[test]
    fn headers_are_parsed() {
        let h = parse_header("// cudagen 0.1 seed 4 invalid:kernel_nonvoid\n// features: kernel,launch\n#include \"prelude.cuh\"\n");
        assert_eq!(h.mutation.as_deref(), Some("kernel_nonvoid"));
        assert_eq!(h.features, vec!["kernel", "launch"]);
        assert_eq!(parse_header("// cudagen 0.1 seed 4 valid\n").mutation, None);
        assert!(parse_header("// cudagen 0.1 seed 4 valid\n").generated);
        assert!(!parse_header("#include \"prelude.cuh\"\n").generated);
    }

    #[test]
    fn diagnostics_are_normalised() {
        let stderr = "i1.cu(12): error: identifier \"blockSize\" is undefined\n    x\n     ^\n\n\
                      i1.cu(3): warning #20091-D: a __device__ variable \"dv\" cannot be directly read in a host function\n\
                      i1.cu(9): error: function \"f\" has already been defined (previous definition at line 12)\n\
                      At end of source: error: expected a \"}\"\n\
                      i1.cu(2): catastrophic error: #error directive: stop here\n\
                      1 error detected in the compilation of \"i1.cu\".\n";
        assert_eq!(
            diagnostic_templates(stderr),
            vec![
                "error: identifier \"…\" is undefined",
                "warning #20091-D: a __device__ variable \"…\" cannot be directly read in a host function",
                "error: function \"…\" has already been defined (previous definition at line N)",
                "error: expected a \"}\"",
                "catastrophic error: #error directive: …",
            ]
        );
    }

    #[test]
    fn the_generator_prelude_is_the_corpus_prelude() {
        let root = crate::find_workspace_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        let corpus_prelude =
            fs::read_to_string(root.join("corpus/handwritten/prelude.cuh")).unwrap();
        assert_eq!(cudagen::PRELUDE, corpus_prelude);
    }

    #[test]
    fn suites_are_written_deterministically() {
        let a = tempfile::tempdir().unwrap();
        let b = tempfile::tempdir().unwrap();
        let req = GenRequest::classic(3, 40, cudagen::Mode::Invalid, cudagen::Size::Small);
        assert_eq!(write_suite(a.path(), &req).unwrap(), 3);
        assert_eq!(write_suite(b.path(), &req).unwrap(), 3);
        for name in ["i000040.cu", "i000041.cu", "i000042.cu", "prelude.cuh"] {
            assert_eq!(
                fs::read(a.path().join(name)).unwrap(),
                fs::read(b.path().join(name)).unwrap(),
                "{name}"
            );
        }
        // A smaller run removes the TUs it no longer writes.
        let req = GenRequest { count: 1, ..req };
        write_suite(a.path(), &req).unwrap();
        assert!(!a.path().join("i000041.cu").exists());
    }
}
