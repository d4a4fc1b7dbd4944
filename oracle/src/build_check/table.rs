//! The verdicts of a build check, per program, and the table they make.

use super::build::SideBuild;
use super::compare::{compare_exact, compare_plain, first_text_difference, BinaryDiff};
use anyhow::Result;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// One check's cell: equal, different (why), or not reached (an earlier step failed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Equal,
    Differs(String),
    NotReached,
}

impl Verdict {
    fn mark(&self) -> &'static str {
        match self {
            Verdict::Equal => "✓",
            Verdict::Differs(_) => "✗",
            Verdict::NotReached => "–",
        }
    }
}

/// A program's row.
#[derive(Clone, Debug)]
pub struct ProgramResult {
    pub name: String,
    pub flags: String,
    pub reference: SideBuild,
    pub rcudafe: SideBuild,
    /// The reference's nvcc -c and link both worked.
    pub reference_built: Verdict,
    /// rcudafe's toolkit compiled the program (`nvcc -c`).
    pub compiles: Verdict,
    pub int_c: Verdict,
    pub object: Verdict,
    pub links: Verdict,
    pub executable: Verdict,
}

impl ProgramResult {
    /// Compares the two sides' files.
    pub fn judge(
        name: &str,
        flags: &str,
        reference: SideBuild,
        rcudafe: SideBuild,
    ) -> Result<Self> {
        let read = |p: &Option<PathBuf>| p.as_ref().map(fs::read).transpose();
        let reference_built = match (&reference.compiled, &reference.linked) {
            (Some(Ok(())), Some(Ok(()))) => Verdict::Equal,
            (Some(Err(e)), _) | (_, Some(Err(e))) => Verdict::Differs(format!("reference: {e}")),
            _ => Verdict::NotReached,
        };
        let step = |r: &Option<Result<(), String>>| match r {
            Some(Ok(())) => Verdict::Equal,
            Some(Err(e)) => Verdict::Differs(e.clone()),
            None => Verdict::NotReached,
        };
        let compiles = step(&rcudafe.compiled);
        let links = step(&rcudafe.linked);
        let int_c = match (read(&reference.int_c)?, read(&rcudafe.int_c)?) {
            (Some(e), Some(a)) => match first_text_difference(&e, &a) {
                None => Verdict::Equal,
                Some(d) => Verdict::Differs(format!("int.c {d}")),
            },
            (None, _) => Verdict::NotReached,
            (Some(_), None) => Verdict::Differs("int.c not written".into()),
        };
        // The --keep build byte for byte, then the plain build after masking (compare.rs).
        let binary = |what: &str,
                      kept: (&Option<PathBuf>, &Option<PathBuf>),
                      plain: (&Option<PathBuf>, &Option<PathBuf>)|
         -> Result<Verdict> {
            let verdict = match (read(kept.0)?, read(kept.1)?) {
                (Some(e), Some(a)) => match compare_exact(&e, &a) {
                    BinaryDiff::Equal => Verdict::Equal,
                    BinaryDiff::Differs(d) => return Ok(Verdict::Differs(format!("{what}: {d}"))),
                },
                _ => Verdict::NotReached,
            };
            Ok(match (read(plain.0)?, read(plain.1)?) {
                (Some(e), Some(a)) => match compare_plain(&e, &a) {
                    BinaryDiff::Equal => verdict,
                    BinaryDiff::Differs(d) => {
                        Verdict::Differs(format!("{what} of the plain build: {d}"))
                    }
                },
                _ => Verdict::NotReached,
            })
        };
        let object = binary(
            "object",
            (&reference.keep_object, &rcudafe.keep_object),
            (&reference.object, &rcudafe.object),
        )?;
        let executable = binary(
            "executable",
            (&reference.keep_executable, &rcudafe.keep_executable),
            (&reference.executable, &rcudafe.executable),
        )?;
        Ok(ProgramResult {
            name: name.to_string(),
            flags: flags.to_string(),
            reference,
            rcudafe,
            reference_built,
            compiles,
            int_c,
            object,
            links,
            executable,
        })
    }

    fn cells(&self) -> [&Verdict; 6] {
        [
            &self.reference_built,
            &self.compiles,
            &self.int_c,
            &self.object,
            &self.links,
            &self.executable,
        ]
    }

    /// Everything built on both sides and compared equal.
    pub fn all_equal(&self) -> bool {
        self.cells().iter().all(|v| **v == Verdict::Equal)
    }

    /// The first reason a cell is not ✓ (empty when all are).
    pub fn why_not(&self) -> String {
        for cell in self.cells() {
            if let Verdict::Differs(why) = cell {
                return why.clone();
            }
        }
        String::new()
    }
}

/// The markdown report: what was compared, the summary, one row per program.
pub fn render(title: &str, preamble: &str, results: &[ProgramResult]) -> String {
    let mut out = format!("# {title}\n\n{preamble}\n\n");
    let n = results.len();
    let count = |f: fn(&ProgramResult) -> &Verdict| {
        results.iter().filter(|r| *f(r) == Verdict::Equal).count()
    };
    out.push_str("| check | programs |\n|---|---|\n");
    for (label, c) in [
        ("reference builds", count(|r| &r.reference_built)),
        ("rcudafe toolkit: nvcc -c works", count(|r| &r.compiles)),
        ("int.c equal", count(|r| &r.int_c)),
        ("object equal", count(|r| &r.object)),
        ("rcudafe toolkit links", count(|r| &r.links)),
        ("executable equal", count(|r| &r.executable)),
    ] {
        let _ = writeln!(out, "| {label} | {c}/{n} |");
    }
    let all = results.iter().filter(|r| r.all_equal()).count();
    let _ = writeln!(out, "| all equal | {all}/{n} |\n");
    out.push_str(
        "| program | flags | reference builds | nvcc -c | int.c | object | links | executable | why not |\n\
         |---|---|---|---|---|---|---|---|---|\n",
    );
    for r in results {
        let marks: Vec<&str> = r.cells().iter().map(|v| v.mark()).collect();
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} |",
            r.name,
            cell(&r.flags),
            marks.join(" | "),
            cell(&r.why_not())
        );
    }
    out.push_str("\n✓ equal (or: it worked), ✗ different (or: it failed), – not reached.\n");
    out
}

fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('`', "'")
}

/// Writes the report beside the builds.
pub fn write(path: &Path, text: &str) -> Result<()> {
    fs::write(path, text)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_front_end_leaves_later_cells_unreached() {
        let dir = tempfile::tempdir().unwrap();
        let int_c = dir.path().join("ref.int.c");
        fs::write(&int_c, "x\n").unwrap();
        let reference = SideBuild {
            int_c: Some(int_c),
            compiled: Some(Ok(())),
            linked: Some(Ok(())),
            ..SideBuild::default()
        };
        let rcudafe = SideBuild {
            compiled: Some(Err("rcudafe: error: not implemented yet: x".into())),
            ..SideBuild::default()
        };
        let r = ProgramResult::judge("p", "-G", reference, rcudafe).unwrap();
        assert_eq!(r.compiles.mark(), "✗");
        assert_eq!(r.int_c, Verdict::Differs("int.c not written".into()));
        assert_eq!(r.object, Verdict::NotReached);
        assert_eq!(r.why_not(), "rcudafe: error: not implemented yet: x");
        let text = render("t", "p", &[r]);
        assert!(
            text.contains("| p | -G | ✓ | ✗ | ✗ | – | – | – | rcudafe: error"),
            "{text}"
        );
        assert!(text.contains("| all equal | 0/1 |"), "{text}");
    }
}
