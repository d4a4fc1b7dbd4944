//! A readable dump of a whole preprocessing run, for tests and debugging.
//!
//! One output line per presumed source line: `name:line: tok tok tok` (with ` [sys]` for
//! system headers), tokens separated by one space; pragmas on their own line as
//! `name:line: #pragma TEXT` (`#pragma(hidden)` for the ones the reference does not
//! print), diagnostic pragmas as `name:line: #nv_diag ACTION ITEMS`; then every
//! diagnostic as `severity ECn name:line:col: text` (`end of source` without a line).

use std::fmt::Write as _;

use super::{DiagItem, PpDiagnostic, Preprocessor, Where};
use crate::lex::TokenKind;
use crate::source::Pos;

fn location(pp: &Preprocessor<'_>, pos: Pos) -> (String, u32, bool) {
    let p = pp.source_map().presumed(pos);
    (
        String::from_utf8_lossy(pp.source_map().name(p.name)).into_owned(),
        p.line,
        p.system,
    )
}

/// Renders one diagnostic as a dump line.
pub fn diagnostic_line(pp: &Preprocessor<'_>, d: &PpDiagnostic) -> String {
    let num = d
        .msg
        .number()
        .map_or_else(|| "-".to_string(), |n| format!("EC{n}"));
    let sev = format!("{:?}", d.severity).to_lowercase();
    let at = match d.at {
        Where::At(pos) => {
            let (name, line, _) = location(pp, pos);
            format!("{name}:{line}:{}", pp.source_map().column(pos))
        }
        Where::EndOfSource => "end of source".to_string(),
    };
    format!("{sev} {num} {at}: {}", String::from_utf8_lossy(&d.text()))
}

/// Runs the preprocessor to the end and renders everything it produced.
pub fn dump(pp: &mut Preprocessor<'_>) -> String {
    let mut out = String::new();
    let mut current: Option<(String, u32)> = None;
    let mut diag_pragmas_done = 0;
    let mut line_open = false;
    let mut budget: u64 = 50_000_000;
    loop {
        let t = pp.next_token();
        budget = budget.saturating_sub(1);
        let index = pp
            .delivered
            .saturating_sub(u32::from(t.kind != TokenKind::Eof));
        while diag_pragmas_done < pp.records().diag_pragmas.len()
            && pp.records().diag_pragmas[diag_pragmas_done].token_index <= index
        {
            let d = pp.records().diag_pragmas[diag_pragmas_done].clone();
            diag_pragmas_done += 1;
            let (name, line, _) = location(pp, d.at);
            let items: Vec<String> = d
                .items
                .iter()
                .map(|(i, _)| match i {
                    DiagItem::Number(n) => n.to_string(),
                    DiagItem::Tag(t) => String::from_utf8_lossy(t).into_owned(),
                })
                .collect();
            if line_open {
                out.push('\n');
                line_open = false;
            }
            let _ = writeln!(
                out,
                "{name}:{line}: #nv_diag {:?} {}",
                d.action,
                items.join(",")
            );
            current = None;
        }
        if t.kind == TokenKind::Eof || budget == 0 {
            break;
        }
        if let Some(i) = t.pragma_index() {
            let rec = pp.records().pragmas[i].clone();
            let (name, line, _) = location(pp, rec.at);
            if line_open {
                out.push('\n');
                line_open = false;
            }
            let tag = if rec.printed {
                "#pragma"
            } else {
                "#pragma(hidden)"
            };
            let _ = writeln!(
                out,
                "{name}:{line}: {tag} {}",
                String::from_utf8_lossy(&rec.text)
            );
            current = None;
            continue;
        }
        let (name, line, sys) = location(pp, t.loc);
        if current.as_ref() != Some(&(name.clone(), line)) {
            if line_open {
                out.push('\n');
            }
            let _ = write!(out, "{name}:{line}{}:", if sys { " [sys]" } else { "" });
            current = Some((name, line));
            line_open = true;
        }
        out.push(' ');
        out.push_str(&String::from_utf8_lossy(&pp.spelling(&t)));
    }
    if line_open {
        out.push('\n');
    }
    let diags: Vec<String> = pp
        .diagnostics()
        .iter()
        .map(|d| diagnostic_line(pp, d))
        .collect();
    for d in diags {
        out.push_str(&d);
        out.push('\n');
    }
    out
}
