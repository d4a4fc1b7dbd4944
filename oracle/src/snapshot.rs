//! The committed snapshot of a real-TU suite, `corpus/<suite>/snapshot.md`, in the style of oxc's
//! conformance snapshots: the toolchain it holds for, the summary per channel, then one row per TU
//! with ✓ or ✗ per channel and where it first diverges. Its goldens live only in the cache (they
//! re-print NVIDIA's and GNU's headers), so the snapshot is what is committed, and it is the gate
//! for its suite: a channel marked ✓ that diverges now is a regression.

use crate::baseline::Baseline;
use crate::check::TuResult;
use crate::corpus::Suite;
use crate::outcome::{Channel, Outcome};
use crate::real_tu::RealSuite;
use anyhow::{bail, Context, Result};
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub const SNAPSHOT_FILE: &str = "snapshot.md";

pub fn path(suite: &Suite) -> PathBuf {
    suite.dir.join(SNAPSHOT_FILE)
}

const MATCH: &str = "✓";
const DIVERGE: &str = "✗";

/// The snapshot of `suite` from a check of all its TUs on every channel.
pub fn render(suite: &Suite, real: &RealSuite, results: &[TuResult]) -> String {
    let results: Vec<&TuResult> = results.iter().filter(|r| r.suite == suite.name).collect();
    let mut out = String::new();
    let _ = writeln!(out, "# Snapshot: corpus/{}\n", suite.name);
    let _ = writeln!(
        out,
        "rcudafe against cudafe++ 13.0.88 (stub.c: cicc) on TUs preprocessed as nvcc 13.0 does, with gcc {} and glibc {}.\n\
         Written by `oracle check --write-baseline FILE`; `oracle check` fails when a channel marked {MATCH} here diverges.\n",
        real.gcc, real.glibc
    );
    out.push_str("| channel | matched |\n|---|---|\n");
    let n = results.len();
    for channel in Channel::ALL {
        let m = results.iter().filter(|r| r.matches(channel)).count();
        let _ = writeln!(
            out,
            "| {} | {m}/{n} ({:.1}%) |",
            channel.name(),
            percent(m, n)
        );
    }
    let all = results.iter().filter(|r| r.diverging.is_empty()).count();
    let _ = writeln!(
        out,
        "| all channels | {all}/{n} ({:.1}%) |\n",
        percent(all, n)
    );
    let lines = |name: &str| {
        suite
            .tus
            .iter()
            .find(|t| t.name == name)
            .and_then(|t| t.prepared.as_ref())
            .map_or(0, |p| p.lines)
    };
    out.push_str("| TU | lines | int.c | stub.c | module_id | stderr | rc | first divergence |\n");
    out.push_str("|---|---:|---|---|---|---|---|---|\n");
    for r in results {
        let name =
            r.tu.strip_prefix(&format!("{}/", suite.name))
                .unwrap_or(&r.tu);
        let marks: Vec<&str> = Channel::ALL
            .iter()
            .map(|&c| if r.matches(c) { MATCH } else { DIVERGE })
            .collect();
        let _ = writeln!(
            out,
            "| {name} | {} | {} | {} |",
            lines(name),
            marks.join(" | "),
            cell(&first_divergence(r))
        );
    }
    out
}

fn percent(m: usize, n: usize) -> f64 {
    if n == 0 {
        0.0
    } else {
        100.0 * m as f64 / n as f64
    }
}

/// Text safe inside a markdown table cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('`', "'")
}

/// Reads the channels each TU matched in a snapshot, as a baseline for the gate.
pub fn parse(suite: &str, text: &str) -> Result<Baseline> {
    let mut baseline = Baseline::default();
    let mut columns: Option<Vec<Option<Channel>>> = None;
    for (n, line) in text.lines().enumerate() {
        let Some(row) = line.strip_prefix("| ") else {
            continue;
        };
        let cells: Vec<&str> = row
            .trim_end_matches('|')
            .split(" | ")
            .map(str::trim)
            .collect();
        if cells.first() == Some(&"TU") {
            columns = Some(cells.iter().map(|c| Channel::from_name(c)).collect());
            continue;
        }
        let Some(columns) = &columns else { continue };
        if cells.first().is_some_and(|c| c.starts_with("---")) {
            continue;
        }
        let mut matched = BTreeSet::new();
        for (i, channel) in columns.iter().enumerate() {
            let Some(channel) = channel else { continue };
            match cells.get(i).copied() {
                Some(MATCH) => {
                    matched.insert(*channel);
                }
                Some(DIVERGE) => {}
                other => bail!(
                    "line {}: expected {MATCH} or {DIVERGE} for {}, found {other:?}",
                    n + 1,
                    channel.name()
                ),
            }
        }
        baseline.insert(format!("{suite}/{}", cells[0]), matched);
    }
    if columns.is_none() {
        bail!("no TU table");
    }
    Ok(baseline)
}

pub fn load(suite: &Suite) -> Result<Option<Baseline>> {
    let path = path(suite);
    match std::fs::read_to_string(&path) {
        Ok(text) => parse(&suite.name, &text)
            .with_context(|| format!("in {}", path.display()))
            .map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
    }
}

pub fn write(suite: &Suite, real: &RealSuite, results: &[TuResult]) -> Result<PathBuf> {
    let path = path(suite);
    write_file(&path, &render(suite, real, results))?;
    Ok(path)
}

fn write_file(path: &Path, text: &str) -> Result<()> {
    let tmp = path.with_extension("md.tmp");
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("cannot write {}", path.display()))
}

/// Where a TU first diverges, in a short line free of machine paths: a broken run, the exit
/// status, the first differing line of stderr, or the first differing line of an output file with
/// the header it re-prints.
pub fn first_divergence(r: &TuResult) -> String {
    if r.diverging.is_empty() {
        return String::new();
    }
    if let Some(broken) = &r.actual.broken {
        return format!("broken: {broken}");
    }
    let (expected, actual) = (&r.expected, &r.actual);
    let mut text = if !r.matches(Channel::Rc) {
        let error = first_error(&actual.stderr)
            .map(|e| format!(": {e}"))
            .unwrap_or_default();
        format!("rc {} (expected {}){error}", actual.rc, expected.rc)
    } else if !r.matches(Channel::Stderr) {
        let (e, a) = first_differing_line(&expected.stderr, &actual.stderr);
        format!(
            "stderr: `{}` expected `{}`",
            strip_paths(&a.text),
            strip_paths(&e.text)
        )
    } else {
        let channel = [Channel::IntC, Channel::Stub, Channel::ModuleId]
            .into_iter()
            .find(|&c| !r.matches(c))
            .unwrap_or(Channel::IntC);
        output_divergence(channel, expected, actual)
    };
    if text.chars().count() > 160 {
        text = text.chars().take(157).collect::<String>() + "...";
    }
    text
}

fn output_divergence(channel: Channel, expected: &Outcome, actual: &Outcome) -> String {
    let (Some(e), Some(a)) = (expected.channel(channel), actual.channel(channel)) else {
        let which = if expected.channel(channel).is_none() {
            "not written by the reference"
        } else {
            "not written"
        };
        return format!("{}: {which}", channel.name());
    };
    let (e, a) = first_differing_line(&e, &a);
    let origin = e.origin.map(|o| format!(" ({o})")).unwrap_or_default();
    format!(
        "{} line {}{origin}: `{}` expected `{}`",
        channel.name(),
        e.number,
        strip_paths(a.text.trim()),
        strip_paths(e.text.trim())
    )
}

/// The first line containing `error`, without its position prefix.
fn first_error(stderr: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(stderr);
    let line = text.lines().find(|l| l.contains("error"))?;
    let message = line.find("error").map_or(line, |i| &line[i..]);
    Some(strip_paths(message))
}

struct Line {
    number: usize,
    text: String,
    /// For a re-printed file: the source file and line the last `# N "file"` directive names.
    origin: Option<String>,
}

/// The first line where two texts differ, on each side.
fn first_differing_line(expected: &[u8], actual: &[u8]) -> (Line, Line) {
    let e = String::from_utf8_lossy(expected);
    let a = String::from_utf8_lossy(actual);
    let (el, al): (Vec<&str>, Vec<&str>) = (e.lines().collect(), a.lines().collect());
    let i = el
        .iter()
        .zip(&al)
        .position(|(x, y)| x != y)
        .unwrap_or(el.len().min(al.len()));
    let line = |lines: &[&str]| Line {
        number: i + 1,
        text: lines
            .get(i)
            .map_or("<end of file>".to_string(), |l| l.to_string()),
        origin: origin_of(lines, i),
    };
    (line(&el), line(&al))
}

/// `file:line` of line `i` of a re-printed file, from the last line directive above it.
fn origin_of(lines: &[&str], i: usize) -> Option<String> {
    for back in (0..i.min(lines.len())).rev() {
        let l = lines[back];
        let Some(rest) = l.strip_prefix("# ").or_else(|| l.strip_prefix("#line ")) else {
            continue;
        };
        let rest = rest.trim_start();
        let (number, file) = rest.split_once(' ').unwrap_or((rest, ""));
        let Ok(number) = number.parse::<usize>() else {
            continue;
        };
        let file = file.split('"').nth(1).unwrap_or("");
        return Some(format!("{}:{}", strip_paths(file), number + (i - back - 1)));
    }
    None
}

/// A path without the machine's part: what follows its last `/include/` (header paths under
/// /usr/include or the fetched toolkit), else its file name.
pub fn strip_paths(text: &str) -> String {
    text.split_inclusive([' ', '"', '\''])
        .map(|word| {
            let (body, tail) = match word.char_indices().last() {
                Some((i, ' ' | '"' | '\'')) => (&word[..i], &word[i..]),
                _ => (word, ""),
            };
            let stripped = if let Some(at) = body.rfind("/include/") {
                let lead = body[..at]
                    .rfind(['(', '"', '\''])
                    .map_or("", |p| &body[..=p]);
                format!("{lead}{}", &body[at + "/include/".len()..])
            } else if body.starts_with('/') && body.len() > 1 {
                body.rsplit('/').next().unwrap_or(body).to_string()
            } else {
                body.to_string()
            };
            stripped + tail
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::Tu;

    fn result(tu: &str, diverging: Vec<Channel>, expected: Outcome, actual: Outcome) -> TuResult {
        TuResult {
            suite: "headers".into(),
            tu: format!("headers/{tu}"),
            expected,
            actual,
            diverging,
        }
    }

    #[test]
    fn snapshot_round_trips_as_a_baseline() {
        let suite = Suite {
            name: "headers".into(),
            dir: PathBuf::from("corpus/headers"),
            tus: vec![Tu::new(
                "headers",
                "std_vector",
                PathBuf::new(),
                Default::default(),
            )],
            headers: vec![],
            real: None,
        };
        let real = RealSuite {
            gcc: "12.2.0".into(),
            glibc: "2.36".into(),
            ci_sample: None,
        };
        let ok = Outcome {
            int_c: Some(b"a\n".to_vec()),
            ..Outcome::default()
        };
        let bad = Outcome {
            rc: 4,
            stderr: b"\"/usr/include/c++/12/x.h\", line 3: error: bad | thing\n".to_vec(),
            ..Outcome::default()
        };
        let results = vec![
            result(
                "std_vector",
                vec![Channel::IntC, Channel::Rc, Channel::Stderr],
                ok.clone(),
                bad,
            ),
            result("std_map", vec![], ok.clone(), ok),
        ];
        let text = render(&suite, &real, &results);
        assert!(text.contains("| int.c | 1/2 (50.0%) |"), "{text}");
        assert!(
            text.contains("rc 4 (expected 0): error: bad \\| thing"),
            "{text}"
        );
        let baseline = parse("headers", &text).unwrap();
        let regressions = baseline.regressions(&[result(
            "std_map",
            vec![Channel::Stub],
            Outcome::default(),
            Outcome::default(),
        )]);
        assert_eq!(regressions.len(), 1);
        assert!(baseline
            .regressions(&[result(
                "std_vector",
                vec![Channel::IntC],
                Outcome::default(),
                Outcome::default()
            )])
            .is_empty());
    }

    #[test]
    fn paths_lose_the_machine_part() {
        assert_eq!(
            strip_paths(
                "\"/home/u/.reference/toolkit/cu13/bin/..//include/cuda/std/atomic\", line 4"
            ),
            "\"cuda/std/atomic\", line 4"
        );
        assert_eq!(
            strip_paths("# 12 \"/usr/include/c++/12/vector\" 3"),
            "# 12 \"c++/12/vector\" 3"
        );
        assert_eq!(strip_paths("in /tmp/x/k.cu here"), "in k.cu here");
    }

    #[test]
    fn first_difference_names_the_header_it_reprints() {
        let e = b"# 1 \"k.cu\"\n# 10 \"/usr/include/c++/12/bits/move.h\" 3\nint a;\nint b;\n";
        let a = b"# 1 \"k.cu\"\n# 10 \"/usr/include/c++/12/bits/move.h\" 3\nint a;\nint c;\n";
        let text = output_divergence(
            Channel::IntC,
            &Outcome {
                int_c: Some(e.to_vec()),
                ..Outcome::default()
            },
            &Outcome {
                int_c: Some(a.to_vec()),
                ..Outcome::default()
            },
        );
        assert_eq!(
            text,
            "int.c line 4 (c++/12/bits/move.h:11): `int c;` expected `int b;`"
        );
    }
}
