//! The stress report: growth exponents per family and side, the table of runs, the findings.

use super::{mib, FamilyResult, Row, Side, StressConfig, StressResult};
use crate::bench::{fit_exponent, Measurement};
use std::fmt::Write as _;

/// The candidate's growth exponent the issue accepts (time and RSS).
pub const MAX_EXPONENT: f64 = 1.2;

/// Below these the cost of an input, once the prelude's is subtracted, is noise: a fit starts at
/// the first size above them.
pub const CPU_FLOOR_S: f64 = 0.005;
pub const RSS_FLOOR_KIB: f64 = 1024.0;

/// An exponent and the two sizes it was fitted on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub from: usize,
    pub to: usize,
    pub k: f64,
}

/// The exponent through the first point at or above `floor` and the last point.
pub fn fit(points: &[(usize, f64)], floor: f64) -> Option<Fit> {
    let start = points.iter().position(|&(_, v)| v >= floor)?;
    let (first, last) = (points[start], *points.last()?);
    fit_exponent(first, last).map(|k| Fit {
        from: first.0,
        to: last.0,
        k,
    })
}

/// Time and RSS exponents of one side over some sizes.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Growth {
    pub time: Option<Fit>,
    pub rss: Option<Fit>,
}

/// One side's growth over `rows` (the side picked by `side`), its cost on the prelude subtracted.
pub fn growth(rows: &[&Row], side: fn(&Row) -> Option<&Side>, base: &Measurement) -> Growth {
    let measured: Vec<(usize, &Measurement)> = rows
        .iter()
        .filter_map(|r| side(r).map(|s| (r.n, &s.measurement)))
        .collect();
    let time: Vec<(usize, f64)> = measured
        .iter()
        .map(|&(n, m)| (n, m.cpu.as_secs_f64() - base.cpu.as_secs_f64()))
        .collect();
    let rss: Vec<(usize, f64)> = measured
        .iter()
        .map(|&(n, m)| (n, m.peak_rss_kib as f64 - base.peak_rss_kib as f64))
        .collect();
    Growth {
        time: fit(&time, CPU_FLOOR_S),
        rss: fit(&rss, RSS_FLOOR_KIB),
    }
}

/// A family's exponents: both sides on the sizes both finished, and the candidate on every size
/// it finished (larger ones, where the reference timed out, included).
pub struct FamilyGrowth {
    pub reference: Growth,
    pub candidate: Growth,
    pub candidate_all: Growth,
    /// The first and last size both sides finished.
    pub both: Option<(usize, usize)>,
}

impl FamilyGrowth {
    pub fn of(family: &FamilyResult, baseline: &(Measurement, Measurement)) -> FamilyGrowth {
        let finished = |s: Option<&Side>| s.is_some_and(Side::finished);
        let both: Vec<&Row> = family
            .rows
            .iter()
            .filter(|r| finished(r.reference.as_ref()) && finished(r.candidate.as_ref()))
            .collect();
        let candidate: Vec<&Row> = family
            .rows
            .iter()
            .filter(|r| finished(r.candidate.as_ref()))
            .collect();
        FamilyGrowth {
            reference: growth(&both, |r| r.reference.as_ref(), &baseline.0),
            candidate: growth(&both, |r| r.candidate.as_ref(), &baseline.1),
            candidate_all: growth(&candidate, |r| r.candidate.as_ref(), &baseline.1),
            both: both.first().zip(both.last()).map(|(a, b)| (a.n, b.n)),
        }
    }

    /// The candidate's largest exponent (time or RSS, either range), if any could be fitted.
    pub fn candidate_worst(&self) -> Option<f64> {
        [self.candidate, self.candidate_all]
            .iter()
            .flat_map(|g| [g.time, g.rss])
            .flatten()
            .map(|f| f.k)
            .reduce(f64::max)
    }
}

fn show_fit(fit: Option<Fit>) -> String {
    fit.map_or("n/a".into(), |f| {
        format!("{:.2} ({}→{})", f.k, short(f.from), short(f.to))
    })
}

/// 40000 → 40k, 1048576 → 1048576 (only exact thousands are shortened).
fn short(n: usize) -> String {
    if n >= 10_000 && n.is_multiple_of(1000) {
        format!("{}k", n / 1000)
    } else {
        n.to_string()
    }
}

fn show_side(side: Option<&Side>, timeout_s: u64) -> (String, String, String) {
    match side {
        None => ("not run".into(), String::new(), String::new()),
        Some(s) if !s.finished() => (
            format!("timeout ({timeout_s} s)"),
            String::new(),
            "—".into(),
        ),
        Some(s) => {
            let m = &s.measurement;
            let rc = match m.signal {
                Some(sig) => format!("{} (signal {sig})", m.rc),
                None => m.rc.to_string(),
            };
            (
                format!("{:.3} s", m.cpu.as_secs_f64()),
                format!("{:.1} MiB", mib(m.peak_rss_kib)),
                rc,
            )
        }
    }
}

fn outputs(row: &Row) -> String {
    match &row.diverging {
        None if row.reference.is_none() => "— (reference not run)".into(),
        None => "— (reference timed out)".into(),
        Some(d) if d.is_empty() => "match".into(),
        Some(d) => format!(
            "DIFFER: {}",
            d.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// What is wrong with one row, in words (empty when nothing is).
pub fn row_notes(row: &Row) -> Vec<String> {
    let mut notes = Vec::new();
    match &row.reference {
        None => notes.push("reference not run: it timed out at a smaller size".into()),
        Some(s) if !s.finished() => notes.push("reference timed out".into()),
        Some(s) => {
            if let Some(sig) = s.measurement.signal {
                notes.push(format!("reference died of signal {sig}"));
            }
        }
    }
    match &row.candidate {
        None => notes.push("candidate not run: it timed out at a smaller size".into()),
        Some(s) if !s.finished() => notes.push("candidate timed out".into()),
        Some(_) => {}
    }
    if let Some(sig) = row.candidate_signal() {
        notes.push(format!("candidate killed by signal {sig}"));
    }
    if let Some(broken @ crate::outcome::Broken::SucceededWithoutOutput) = &row.broken {
        notes.push(format!("candidate {broken}"));
    }
    if !row.leftovers().is_empty() {
        let killed = row.candidate.as_ref().is_some_and(|s| !s.finished());
        notes.push(format!(
            "candidate left {}{}",
            row.leftovers().join(", "),
            if killed {
                " (killed at the timeout)"
            } else {
                ""
            }
        ));
    }
    notes
}

/// The progress line of one run.
pub fn progress_line(family: &str, row: &Row) -> String {
    let side = |s: &Option<Side>| match s {
        None => "not run".to_string(),
        Some(s) if !s.finished() => "timed out".to_string(),
        Some(s) => format!(
            "{:.3} s wall {:.3} s CPU {:.1} MiB rc {}",
            s.measurement.wall.as_secs_f64(),
            s.measurement.cpu.as_secs_f64(),
            mib(s.measurement.peak_rss_kib),
            s.measurement.rc
        ),
    };
    let notes = row_notes(row);
    format!(
        "stress {family} n={}: reference {} | candidate {} | {}{}",
        row.n,
        side(&row.reference),
        side(&row.candidate),
        outputs(row),
        if notes.is_empty() {
            String::new()
        } else {
            format!(" | {}", notes.join("; "))
        }
    )
}

/// The findings: each failing or notable row, and each family whose candidate exponent is over
/// [`MAX_EXPONENT`].
pub fn findings(result: &StressResult) -> Vec<String> {
    let mut out = Vec::new();
    for family in &result.families {
        let name = family.family.name;
        for row in &family.rows {
            let mut notes = row_notes(row);
            if let Some(d) = row.diverging.as_ref().filter(|d| !d.is_empty()) {
                let rc = |s: &Option<Side>| match s {
                    None => "not run".to_string(),
                    Some(s) if !s.finished() => "timed out".to_string(),
                    Some(s) => s.measurement.rc.to_string(),
                };
                notes.insert(
                    0,
                    format!(
                        "outputs differ on {} (exit status: reference {}, candidate {})",
                        d.iter().map(|c| c.name()).collect::<Vec<_>>().join(", "),
                        rc(&row.reference),
                        rc(&row.candidate)
                    ),
                );
            }
            if !notes.is_empty() {
                out.push(format!("{name} n={}: {}", row.n, notes.join("; ")));
            }
        }
        let growth = FamilyGrowth::of(family, &result.baseline);
        for (what, fit) in [
            ("time", growth.candidate.time),
            ("RSS", growth.candidate.rss),
            ("time (all sizes it finished)", growth.candidate_all.time),
            ("RSS (all sizes it finished)", growth.candidate_all.rss),
        ] {
            if let Some(f) = fit.filter(|f| f.k > MAX_EXPONENT) {
                out.push(format!(
                    "{name}: candidate {what} exponent {:.2} > {MAX_EXPONENT} (n {}→{}; reference: {})",
                    f.k,
                    f.from,
                    f.to,
                    show_fit(if what.starts_with("time") {
                        growth.reference.time
                    } else {
                        growth.reference.rss
                    })
                ));
            }
        }
    }
    out
}

/// A tool's path as a committed report names it: from the workspace's `target/` or
/// `.reference/` folder on (no machine's directories), else its file name.
fn shown(path: &std::path::Path) -> String {
    let parts: Vec<_> = path.components().collect();
    let from = parts
        .iter()
        .position(|c| matches!(c.as_os_str().to_str(), Some("target" | ".reference")));
    match from {
        Some(i) => parts[i..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/"),
        None => path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
    }
}

/// The whole report, markdown.
pub fn render(result: &StressResult, config: &StressConfig) -> String {
    let timeout_s = config.timeout.as_secs();
    let (rb, cb) = &result.baseline;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Reference `{}`, candidate `{}`, timeout {timeout_s} s per run. Time is CPU time (user + \
         system, median of three for a run under {} ms wall); RSS is the peak resident set \
         (wait4; each count includes about the memory the oracle holds when it starts the run, at \
         most {:.1} MiB in this sweep). On the prelude alone: reference {:.3} s, {:.1} MiB; candidate {:.3} s, {:.1} MiB.\n",
        shown(&config.reference),
        shown(&config.candidate),
        super::REPEAT_BELOW.as_millis(),
        mib(result.rss_floor_kib),
        rb.cpu.as_secs_f64(),
        mib(rb.peak_rss_kib),
        cb.cpu.as_secs_f64(),
        mib(cb.peak_rss_kib),
    );
    out.push_str(
        "| family | n | bytes | reference time | reference RSS | reference rc | candidate time | candidate RSS | candidate rc | time ratio | outputs | notes |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for family in &result.families {
        for row in &family.rows {
            let (rt, rr, rrc) = show_side(row.reference.as_ref(), timeout_s);
            let (ct, cr, crc) = show_side(row.candidate.as_ref(), timeout_s);
            let ratio = match (&row.reference, &row.candidate) {
                (Some(r), Some(c)) if r.finished() && c.finished() => format!(
                    "{:.2}",
                    c.measurement.cpu.as_secs_f64() / r.measurement.cpu.as_secs_f64().max(1e-6)
                ),
                _ => String::new(),
            };
            let _ = writeln!(
                out,
                "| {} | {} | {} | {rt} | {rr} | {rrc} | {ct} | {cr} | {crc} | {ratio} | {} | {} |",
                family.family.name,
                row.n,
                row.bytes,
                outputs(row),
                row_notes(row).join("; ")
            );
        }
    }
    out.push_str(
        "\n## Growth\n\nExponent k in cost ∝ n^k (1 = linear, 2 = quadratic), fitted on two sizes \
         after subtracting each side's cost on the prelude alone: the first size both sides \
         finished whose cost is measurable (≥ 5 ms CPU, ≥ 1 MiB RSS) and the last size both \
         finished; the last two columns fit the candidate on every size it finished. Goal: the \
         candidate's k ≤ 1.2 everywhere.\n\n\
         | family | sizes both finished | reference k time | candidate k time | reference k RSS | candidate k RSS | candidate k time, all sizes | candidate k RSS, all sizes | verdict |\n\
         |---|---|---|---|---|---|---|---|---|\n",
    );
    for family in &result.families {
        let g = FamilyGrowth::of(family, &result.baseline);
        let verdict = match g.candidate_worst() {
            None => "n/a".to_string(),
            Some(k) if k <= MAX_EXPONENT => "ok".to_string(),
            Some(k) => format!("k {k:.2} > {MAX_EXPONENT}"),
        };
        let timed_out = family
            .rows
            .iter()
            .find(|r| r.reference.as_ref().is_some_and(|s| !s.finished()))
            .map(|r| format!("; reference timed out at n={}", r.n))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {verdict}{timed_out} |",
            family.family.name,
            g.both
                .map_or("none".into(), |(a, b)| format!("{}–{}", short(a), short(b))),
            show_fit(g.reference.time),
            show_fit(g.candidate.time),
            show_fit(g.reference.rss),
            show_fit(g.candidate.rss),
            show_fit(g.candidate_all.time),
            show_fit(g.candidate_all.rss),
        );
    }
    let findings = findings(result);
    out.push_str("\n## Findings\n\n");
    if findings.is_empty() {
        out.push_str("None.\n");
    }
    for f in &findings {
        let _ = writeln!(out, "- {f}");
    }
    let _ = writeln!(
        out,
        "\n{}",
        if result.passed() {
            "PASS: outputs match wherever the reference finished; no signal, no leftover file."
        } else {
            "FAIL: outputs differ where the reference finished, or the candidate died of a signal or left a file."
        }
    );
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn tools_are_named_without_machine_directories() {
        use std::path::Path;
        assert_eq!(
            super::shown(Path::new("/srv/checkout/.reference/toolkit/bin/cudafe++")),
            ".reference/toolkit/bin/cudafe++"
        );
        assert_eq!(
            super::shown(Path::new("/srv/checkout/target/release/rcudafe")),
            "target/release/rcudafe"
        );
        assert_eq!(super::shown(Path::new("/opt/other/rcudafe")), "rcudafe");
    }

    use super::*;
    use crate::outcome::Channel;
    use std::time::Duration;

    fn m(cpu_ms: u64, rss_kib: u64, rc: i32) -> Measurement {
        Measurement {
            wall: Duration::from_millis(cpu_ms),
            cpu: Duration::from_millis(cpu_ms),
            peak_rss_kib: rss_kib,
            rc,
            signal: None,
        }
    }

    fn side(cpu_ms: u64, rss_kib: u64) -> Option<Side> {
        Some(Side {
            measurement: m(cpu_ms, rss_kib, 0),
            runs: 1,
            leftovers: Vec::new(),
        })
    }

    fn row(n: usize, reference: Option<Side>, candidate: Option<Side>) -> Row {
        Row {
            n,
            bytes: n,
            diverging: reference
                .as_ref()
                .filter(|s| s.finished())
                .map(|_| Vec::new()),
            reference,
            candidate,
            broken: None,
        }
    }

    fn family(rows: Vec<Row>) -> FamilyResult {
        FamilyResult {
            family: cudagen::stress::family("parens").unwrap(),
            rows,
        }
    }

    const BASE: (u64, u64) = (10, 4096);

    fn result(families: Vec<FamilyResult>) -> StressResult {
        StressResult {
            baseline: (m(BASE.0, BASE.1, 0), m(BASE.0, BASE.1, 0)),
            families,
            rss_floor_kib: 2048,
        }
    }

    #[test]
    fn fits_start_at_the_first_measurable_point() {
        let points = [(1, 0.001), (10, 0.01), (100, 1.0)];
        let f = fit(&points, 0.005).unwrap();
        assert_eq!((f.from, f.to), (10, 100));
        assert!((f.k - 2.0).abs() < 1e-9);
        assert!(fit(&points[..1], 0.0).is_none());
        assert!(fit(&[(1, 0.001), (10, 0.002)], 0.005).is_none());
    }

    #[test]
    fn exponents_subtract_the_baseline_and_fit_where_both_finished() {
        let timed_out = Some(Side {
            measurement: m(30_000, 0, -1),
            runs: 1,
            leftovers: Vec::new(),
        });
        let f = family(vec![
            // Net cost: reference 10, 40, 160 ms (quadratic), candidate 10, 20, 40, 80 ms (linear).
            row(
                1000,
                side(BASE.0 + 10, BASE.1 + 2048),
                side(BASE.0 + 10, BASE.1 + 2048),
            ),
            row(
                2000,
                side(BASE.0 + 40, BASE.1 + 4096),
                side(BASE.0 + 20, BASE.1 + 4096),
            ),
            row(
                4000,
                side(BASE.0 + 160, BASE.1 + 8192),
                side(BASE.0 + 40, BASE.1 + 8192),
            ),
            row(8000, timed_out, side(BASE.0 + 80, BASE.1 + 32768)),
        ]);
        let r = result(vec![f]);
        let g = FamilyGrowth::of(&r.families[0], &r.baseline);
        assert_eq!(g.both, Some((1000, 4000)));
        let k = |f: Option<Fit>| f.unwrap().k;
        assert!((k(g.reference.time) - 2.0).abs() < 1e-6);
        assert!((k(g.candidate.time) - 1.0).abs() < 1e-6);
        assert!((k(g.candidate_all.time) - 1.0).abs() < 1e-6);
        assert_eq!(g.candidate_all.time.unwrap().to, 8000);
        // RSS: linear where both finished, then 4x for 2x.
        assert!((k(g.candidate.rss) - 1.0).abs() < 1e-6);
        assert!(k(g.candidate_all.rss) > MAX_EXPONENT);
        let found = findings(&r);
        assert!(found
            .iter()
            .any(|f| f.contains("parens n=8000: reference timed out")));
        assert!(found
            .iter()
            .any(|f| f.contains("candidate RSS (all sizes it finished) exponent")));
        // A reference timeout fails nothing by itself.
        assert!(r.passed());
        let text = render(
            &r,
            &StressConfig {
                reference: "ref".into(),
                candidate: "cand".into(),
                timeout: Duration::from_secs(30),
                plan: Vec::new(),
            },
        );
        assert!(
            text.contains("| parens | 8000 | 8000 | timeout (30 s) |"),
            "{text}"
        );
        assert!(text.contains("— (reference timed out)"));
        assert!(text.contains("reference timed out at n=8000"));
        assert!(text.contains("PASS"));
    }

    #[test]
    fn divergence_signal_or_leftover_fails() {
        let mut differ = row(10, side(20, 5000), side(20, 5000));
        differ.diverging = Some(vec![Channel::Stderr]);
        assert!(differ.fails());
        let mut killed = row(10, side(20, 5000), side(20, 5000));
        if let Some(s) = killed.candidate.as_mut() {
            s.measurement.signal = Some(6);
            s.measurement.rc = 134;
        }
        assert!(killed.fails());
        let mut left = row(10, side(20, 5000), side(20, 5000));
        if let Some(s) = left.candidate.as_mut() {
            s.leftovers = vec![".t.int.c.rcudafe-1-0.tmp".into()];
        }
        assert!(left.fails());
        assert!(!row(10, side(20, 5000), side(20, 5000)).fails());
        let r = result(vec![family(vec![differ, killed, left])]);
        assert!(!r.passed());
        let found = findings(&r).join("\n");
        assert!(
            found.contains("parens n=10: outputs differ on stderr"),
            "{found}"
        );
        assert!(found.contains("candidate killed by signal 6"), "{found}");
        assert!(
            found.contains("candidate left .t.int.c.rcudafe-1-0.tmp"),
            "{found}"
        );
    }
}
