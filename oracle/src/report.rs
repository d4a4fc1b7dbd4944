//! Reports of a check: the scoreboard table, `reports/latest.md`, and an HTML page of side-by-side diffs.

use crate::check::TuResult;
use crate::outcome::{Channel, Outcome};
use similar::{ChangeTag, TextDiff};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Matched/total per suite and channel, plus TUs matching on every compared channel.
pub struct Scoreboard {
    pub channels: Vec<Channel>,
    /// suite -> (TU count, matched per channel, TUs matching every channel)
    rows: BTreeMap<String, (usize, Vec<usize>, usize)>,
}

impl Scoreboard {
    pub fn new(results: &[TuResult], channels: &[Channel]) -> Scoreboard {
        let mut rows: BTreeMap<String, (usize, Vec<usize>, usize)> = BTreeMap::new();
        for r in results {
            let row = rows
                .entry(r.suite.clone())
                .or_insert_with(|| (0, vec![0; channels.len()], 0));
            row.0 += 1;
            for (i, &c) in channels.iter().enumerate() {
                row.1[i] += r.matches(c) as usize;
            }
            row.2 += r.diverging.is_empty() as usize;
        }
        Scoreboard {
            channels: channels.to_vec(),
            rows,
        }
    }

    fn lines(&self) -> Vec<Vec<String>> {
        let mut header = vec!["suite".to_string(), "TUs".to_string()];
        header.extend(self.channels.iter().map(|c| c.name().to_string()));
        header.push("all channels".into());
        let mut lines = vec![header];
        let mut total = (0, vec![0; self.channels.len()], 0);
        let cell = |m: usize, n: usize| format!("{m}/{n}");
        for (suite, (n, matched, all)) in &self.rows {
            let mut line = vec![suite.clone(), n.to_string()];
            line.extend(matched.iter().map(|&m| cell(m, *n)));
            line.push(cell(*all, *n));
            lines.push(line);
            total.0 += n;
            total.2 += all;
            for (t, m) in total.1.iter_mut().zip(matched) {
                *t += m;
            }
        }
        if self.rows.len() > 1 {
            let mut line = vec!["total".to_string(), total.0.to_string()];
            line.extend(total.1.iter().map(|&m| cell(m, total.0)));
            line.push(cell(total.2, total.0));
            lines.push(line);
        }
        lines
    }

    /// The table as aligned plain text, for the terminal.
    pub fn render_text(&self) -> String {
        let lines = self.lines();
        let widths: Vec<usize> = (0..lines[0].len())
            .map(|i| lines.iter().map(|l| l[i].len()).max().unwrap_or(0))
            .collect();
        let mut out = String::new();
        for line in &lines {
            let cells: Vec<String> = line
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    if i == 0 {
                        format!("{c:<w$}", w = widths[i])
                    } else {
                        format!("{c:>w$}", w = widths[i])
                    }
                })
                .collect();
            let _ = writeln!(out, "{}", cells.join("  ").trim_end());
        }
        out
    }

    pub fn render_markdown(&self) -> String {
        let lines = self.lines();
        let mut out = String::new();
        for (i, line) in lines.iter().enumerate() {
            let _ = writeln!(out, "| {} |", line.join(" | "));
            if i == 0 {
                let _ = writeln!(out, "|{}", "---|".repeat(line.len()));
            }
        }
        out
    }
}

/// The first line where two texts differ: (1-based line, expected line, actual line).
fn first_difference(expected: &[u8], actual: &[u8]) -> (usize, String, String) {
    let e: Vec<&[u8]> = expected.split(|&b| b == b'\n').collect();
    let a: Vec<&[u8]> = actual.split(|&b| b == b'\n').collect();
    let i = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let show = |v: &Vec<&[u8]>| {
        v.get(i).map_or("<end of file>".to_string(), |l| {
            clip(&String::from_utf8_lossy(l), 100)
        })
    };
    (i + 1, show(&e), show(&a))
}

fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(n).collect::<String>())
    }
}

fn describe(channel: Channel, expected: &Outcome, actual: &Outcome) -> String {
    match (expected.channel(channel), actual.channel(channel)) {
        (Some(_), None) => "not written by the candidate".into(),
        (None, Some(_)) => "written by the candidate, not by the reference".into(),
        (Some(e), Some(a)) => {
            let (line, e, a) = first_difference(&e, &a);
            format!(
                "line {line}: expected `{}`, got `{}`",
                e.replace('`', "'"),
                a.replace('`', "'")
            )
        }
        (None, None) => "the candidate's run broke".into(),
    }
}

/// `reports/latest.md`: the scoreboard, then every diverging TU with its first difference per channel.
pub fn render_markdown(
    title: &str,
    board: &Scoreboard,
    results: &[TuResult],
    max_listed: usize,
) -> String {
    let mut out = format!("# {title}\n\n{}\n", board.render_markdown());
    // A reference that crashes or aborts is a finding about NVIDIA's binary, whatever the candidate did.
    let crashes: Vec<&TuResult> = results.iter().filter(|r| r.expected.rc >= 128).collect();
    if !crashes.is_empty() {
        let _ = writeln!(
            out,
            "## Findings: the reference crashed ({})\n",
            crashes.len()
        );
        for r in &crashes {
            let _ = writeln!(out, "- **{}**: the reference exited with status {} (signal {}); the candidate exited with {}", r.tu, r.expected.rc, r.expected.rc - 128, r.actual.rc);
        }
        out.push('\n');
    }
    let diverging: Vec<&TuResult> = results.iter().filter(|r| !r.diverging.is_empty()).collect();
    if diverging.is_empty() {
        out.push_str("Every TU matches on every compared channel.\n");
        return out;
    }
    let _ = writeln!(out, "## Diverging TUs ({})\n", diverging.len());
    for r in diverging.iter().take(max_listed) {
        let names: Vec<&str> = r.diverging.iter().map(|c| c.name()).collect();
        let _ = writeln!(out, "- **{}** ({})", r.tu, names.join(", "));
        if let Some(broken) = &r.actual.broken {
            let _ = writeln!(out, "  - candidate {broken}");
            continue;
        }
        for &c in &r.diverging {
            let _ = writeln!(out, "  - {c}: {}", describe(c, &r.expected, &r.actual));
        }
    }
    if diverging.len() > max_listed {
        let _ = writeln!(
            out,
            "- … and {} more (see the HTML report)",
            diverging.len() - max_listed
        );
    }
    out
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Side-by-side rows of a line diff (3 lines of context), at most `max_rows` of them.
pub fn side_by_side(expected: &[u8], actual: &[u8], max_rows: usize) -> String {
    let (e, a) = (
        String::from_utf8_lossy(expected),
        String::from_utf8_lossy(actual),
    );
    let diff = TextDiff::from_lines(e.as_ref(), a.as_ref());
    let mut out = String::new();
    let mut rows = 0;
    for group in diff.grouped_ops(3) {
        out.push_str("<tr class=sep><td colspan=4>⋯</td></tr>");
        for op in group {
            for change in diff.iter_changes(&op) {
                if rows == max_rows {
                    out.push_str("<tr class=sep><td colspan=4>(diff truncated)</td></tr>");
                    return out;
                }
                rows += 1;
                let text = escape(change.value().trim_end_matches('\n'));
                let (old, new) = (
                    change
                        .old_index()
                        .map_or(String::new(), |i| (i + 1).to_string()),
                    change
                        .new_index()
                        .map_or(String::new(), |i| (i + 1).to_string()),
                );
                let _ = match change.tag() {
                    ChangeTag::Equal => write!(
                        out,
                        "<tr><td>{old}</td><td>{text}</td><td>{new}</td><td>{text}</td></tr>"
                    ),
                    ChangeTag::Delete => write!(
                        out,
                        "<tr><td>{old}</td><td class=del>{text}</td><td></td><td></td></tr>"
                    ),
                    ChangeTag::Insert => write!(
                        out,
                        "<tr><td></td><td></td><td>{new}</td><td class=ins>{text}</td></tr>"
                    ),
                };
            }
        }
    }
    out
}

/// The HTML report: the scoreboard and, per diverging TU and channel, the reference's and the
/// candidate's output side by side.
pub fn render_html(
    title: &str,
    board: &Scoreboard,
    results: &[TuResult],
    max_listed: usize,
) -> String {
    let mut out = format!(
        "<!doctype html><meta charset=utf-8><title>{t}</title><style>\
         body{{font-family:sans-serif}} table.diff{{border-collapse:collapse;font:12px monospace;width:100%}}\
         table.diff td{{white-space:pre-wrap;vertical-align:top;padding:0 4px}} td.del{{background:#fdd}}\
         td.ins{{background:#dfd}} tr.sep td{{color:#888;background:#eee}} table.board td{{padding:2px 8px}}</style>\
         <h1>{t}</h1><pre>{b}</pre>",
        t = escape(title),
        b = escape(&board.render_text())
    );
    for r in results
        .iter()
        .filter(|r| !r.diverging.is_empty())
        .take(max_listed)
    {
        let _ = write!(out, "<h2 id=\"{id}\">{id}</h2>", id = escape(&r.tu));
        if let Some(broken) = &r.actual.broken {
            let _ = write!(out, "<p>The candidate {}.</p>", escape(&broken.to_string()));
        }
        for &c in &r.diverging {
            let (e, a) = (r.expected.channel(c), r.actual.channel(c));
            let _ = write!(out, "<h3>{c}</h3>");
            match (e, a) {
                (Some(e), Some(a)) => {
                    let _ = write!(
                        out,
                        "<table class=diff><tr><th></th><th>reference</th><th></th><th>candidate</th></tr>{}</table>",
                        side_by_side(&e, &a, 400)
                    );
                }
                (e, a) => {
                    let _ = write!(
                        out,
                        "<p>reference: {}; candidate: {}</p>",
                        if e.is_some() {
                            "written"
                        } else {
                            "not written"
                        },
                        if a.is_some() {
                            "written"
                        } else {
                            "not written"
                        }
                    );
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(suite: &str, diverging: Vec<Channel>) -> TuResult {
        TuResult {
            suite: suite.into(),
            tu: format!("{suite}/t"),
            expected: Outcome::default(),
            actual: Outcome::default(),
            diverging,
        }
    }

    #[test]
    fn scoreboard_counts_per_suite_and_total() {
        let results = vec![
            result("a", vec![]),
            result("a", vec![Channel::IntC]),
            result("b", vec![Channel::Rc]),
        ];
        let board = Scoreboard::new(&results, &[Channel::IntC, Channel::Rc]);
        let text = board.render_text();
        assert!(
            text.contains("a        2    1/2  2/2           1/2"),
            "{text}"
        );
        assert!(
            text.contains("total    3    2/3  2/3           1/3"),
            "{text}"
        );
    }

    #[test]
    fn reference_crashes_are_findings() {
        let mut r = result("a", vec![Channel::Rc]);
        r.expected.rc = 139;
        r.actual.rc = 4;
        let board = Scoreboard::new(std::slice::from_ref(&r), &[Channel::Rc]);
        let md = render_markdown("t", &board, std::slice::from_ref(&r), 10);
        assert!(
            md.contains("## Findings: the reference crashed (1)"),
            "{md}"
        );
        assert!(
            md.contains("status 139 (signal 11); the candidate exited with 4"),
            "{md}"
        );
    }

    #[test]
    fn first_difference_names_the_line() {
        let (line, e, a) = first_difference(b"x\ny\nz\n", b"x\nY\nz\n");
        assert_eq!((line, e.as_str(), a.as_str()), (2, "y", "Y"));
        let (line, _, a) = first_difference(b"x\ny\n", b"x\n");
        assert_eq!((line, a.as_str()), (2, ""));
    }

    #[test]
    fn html_escapes_and_marks_changes() {
        let html = side_by_side(b"a<b\nsame\n", b"a>b\nsame\n", 100);
        assert!(html.contains("class=del>a&lt;b"), "{html}");
        assert!(html.contains("class=ins>a&gt;b"), "{html}");
    }
}
