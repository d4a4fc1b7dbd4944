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
    let config = cudagen::Config::sized(req.size);
    let mut written = std::collections::BTreeSet::new();
    for seed in req.seed..req.seed + req.count {
        let tu = match req.mode {
            cudagen::Mode::Valid => cudagen::valid(seed, &config),
            cudagen::Mode::Invalid => cudagen::invalid(seed, &config),
        };
        let name = tu_name(req.mode, seed);
        fs::write(out.join(&name), &tu.text).with_context(|| format!("cannot write {name}"))?;
        written.insert(name);
    }
    fs::write(out.join("prelude.cuh"), cudagen::PRELUDE)?;
    for entry in fs::read_dir(out)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if is_generated_name(&name) && !written.contains(&name) {
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
        writeln!(md, "| reference outcome | TUs | % |\n|---|---:|---:|")?;
        writeln!(
            md,
            "| cudafe++ exit status 0 | {} | {:.1} |",
            stats.rc0,
            pct(stats.rc0)
        )?;
        writeln!(
            md,
            "| exit status 0 and empty stderr | {} | {:.1} |",
            stats.clean,
            pct(stats.clean)
        )?;
        writeln!(
            md,
            "| stub written by cicc | {} | {:.1} |\n",
            stats.stub,
            pct(stats.stub)
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

    /// The reference, or `None` when it is not fetched (CI sets ORACLE_REQUIRE_REFERENCE=1 to insist).
    fn reference_or_skip(test: &str) -> Option<crate::reference::Reference> {
        let root = crate::find_workspace_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        match crate::reference::locate(&crate::reference::cache_dir(&root)) {
            Ok(found) => Some(found),
            Err(e) if std::env::var_os("ORACLE_REQUIRE_REFERENCE").is_some_and(|v| v == "1") => {
                panic!("{test}: {e:#}")
            }
            Err(e) => {
                eprintln!("{test}: skipped: {e:#}");
                None
            }
        }
    }

    /// Runs the reference on every TU `write_suite` wrote into `dir`: (TU name, first line, outcome).
    fn run_reference(
        reference: &crate::reference::Reference,
        dir: &Path,
    ) -> Vec<(String, String, crate::outcome::Outcome)> {
        use rayon::prelude::*;
        let suite = &corpus::load_suites(
            dir.parent().unwrap(),
            &[dir.file_name().unwrap().to_string_lossy().into_owned()],
        )
        .unwrap()[0];
        suite
            .tus
            .par_iter()
            .map(|tu| {
                let first = fs::read_to_string(&tu.source)
                    .unwrap()
                    .lines()
                    .next()
                    .unwrap()
                    .to_string();
                let outcome = crate::run::reference_outcome(
                    &reference.cudafe,
                    &reference.cicc,
                    tu,
                    &suite.headers,
                    std::time::Duration::from_secs(60),
                )
                .unwrap();
                (tu.name.clone(), first, outcome)
            })
            .collect()
    }

    #[test]
    fn valid_programs_are_accepted_by_the_reference() {
        let Some(reference) = reference_or_skip("valid_programs_are_accepted_by_the_reference")
        else {
            return;
        };
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("valid");
        // Seeds far from the committed suites', so this checks programs the suites do not hold.
        write_suite(
            &dir,
            &GenRequest {
                count: 24,
                seed: 7_000_000,
                mode: cudagen::Mode::Valid,
                size: cudagen::Size::Medium,
            },
        )
        .unwrap();
        for (name, _, o) in run_reference(&reference, &dir) {
            let stderr = String::from_utf8_lossy(&o.stderr);
            assert!(
                o.rc == 0 && stderr.is_empty(),
                "{name}: rc {}\n{stderr}",
                o.rc
            );
            assert!(o.stub.is_some(), "{name}: cicc wrote no stub");
        }
    }

    #[test]
    fn every_catalog_entry_provokes_its_diagnostic() {
        let Some(reference) = reference_or_skip("every_catalog_entry_provokes_its_diagnostic")
        else {
            return;
        };
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("invalid");
        let count = cudagen::invalid::CATALOG.len() as u64;
        write_suite(
            &dir,
            &GenRequest {
                count,
                seed: 9_000_000 - 9_000_000 % count,
                mode: cudagen::Mode::Invalid,
                size: cudagen::Size::Medium,
            },
        )
        .unwrap();
        let mut failures = Vec::new();
        for (name, first, o) in run_reference(&reference, &dir) {
            let entry = first
                .split("invalid:")
                .nth(1)
                .and_then(cudagen::invalid::by_name)
                .expect("a catalog name");
            let stderr = String::from_utf8_lossy(&o.stderr);
            let ok = expectation_met(entry.expect, o.rc, &stderr);
            if !ok {
                failures.push(format!(
                    "{name} ({}): expected {:?}, got rc {}: {stderr}",
                    entry.name, entry.expect, o.rc
                ));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn suites_are_written_deterministically() {
        let a = tempfile::tempdir().unwrap();
        let b = tempfile::tempdir().unwrap();
        let req = GenRequest {
            count: 3,
            seed: 40,
            mode: cudagen::Mode::Invalid,
            size: cudagen::Size::Small,
        };
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
