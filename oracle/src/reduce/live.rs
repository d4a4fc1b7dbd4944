//! The divergence test of a reduction, made cheap. The exact test gives the verdict of comparing
//! every channel with [`crate::check::compare_live`], but runs the programs in an order that stops
//! early: the reference's cudafe++ first (a text it rejects cannot be interesting for a target made
//! of output files only, so the candidate is not run), then the candidate's front end, and the stub
//! runs (cicc: three times the cost of a cudafe++ run) only for a text whose front-end channels
//! already diverge as the target does. The quick test leaves the stubs out altogether when the
//! target does not name `stub.c`: a necessary condition, checked exactly at the end of a reduction
//! (see [`super::reduce`]).

use super::signature::{signature, Signature};
use crate::corpus::Tu;
use crate::invocation::NvccOptions;
use crate::outcome::{Broken, Channel, Outcome};
use crate::reference::Reference;
use crate::run::RunDir;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The programs a test runs, for the profile.
#[derive(Clone, Copy, Debug)]
pub enum Program {
    ReferenceFrontEnd,
    ReferenceStub,
    CandidateFrontEnd,
    CandidateStub,
}

const PROGRAMS: [(Program, &str); 4] = [
    (Program::ReferenceFrontEnd, "reference cudafe++"),
    (Program::ReferenceStub, "reference cicc (stub)"),
    (Program::CandidateFrontEnd, "candidate front end"),
    (Program::CandidateStub, "candidate stub run"),
];

/// Runs and wall-clock time per program (shared by the parallel tests of a reduction).
#[derive(Default)]
pub struct Profile {
    runs: [AtomicU64; 4],
    nanos: [AtomicU64; 4],
}

impl Profile {
    fn timed<T>(&self, program: Program, run: impl FnOnce() -> T) -> T {
        let started = Instant::now();
        let out = run();
        self.runs[program as usize].fetch_add(1, Ordering::Relaxed);
        self.nanos[program as usize]
            .fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
        out
    }

    /// One line: runs and mean seconds per program that ran.
    pub fn summary(&self) -> String {
        PROGRAMS
            .iter()
            .filter_map(|&(p, name)| {
                let runs = self.runs[p as usize].load(Ordering::Relaxed);
                let secs = self.nanos[p as usize].load(Ordering::Relaxed) as f64 / 1e9;
                (runs > 0).then(|| format!("{name}: {runs} runs, {:.3} s each", secs / runs as f64))
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// Does the signature name this channel?
fn names(target: &Signature, channel: Channel) -> bool {
    target
        .0
        .split(" | ")
        .any(|part| part.starts_with(&format!("{}: ", channel.name())))
}

/// Can a text the reference rejects with an error still be interesting? Not when the target is
/// made of output files only: on an error the reference writes no `.int.c` and runs no stub, so
/// an interesting text would need the candidate to fail with the same stderr and status and
/// the same (absent) files, which is no divergence at all.
pub fn errors_can_be_interesting(target: &Signature) -> bool {
    target.0.starts_with("broken:")
        || [Channel::ModuleId, Channel::Stderr, Channel::Rc]
            .iter()
            .any(|&c| names(target, c))
}

pub struct LiveTest<'a> {
    pub reference: &'a Reference,
    pub candidate: &'a Path,
    pub options: &'a NvccOptions,
    pub name: &'a str,
    pub target: &'a Signature,
    pub headers: &'a [PathBuf],
    pub timeout: Duration,
    /// Compare the stubs even when the target does not name them.
    pub exact: bool,
}

impl LiveTest<'_> {
    /// Does `text` diverge with the target signature?
    pub fn interesting(&self, text: &[u8], profile: &Profile) -> bool {
        self.run(text, profile).unwrap_or(false)
    }

    fn run(&self, text: &[u8], profile: &Profile) -> anyhow::Result<bool> {
        let scratch = tempfile::tempdir()?;
        let source = scratch.path().join(format!("{}.cu", self.name));
        std::fs::write(&source, text)?;
        let tu = Tu {
            suite: "reduce".into(),
            name: self.name.into(),
            source,
            options: self.options.clone(),
        };
        let reference_dir = RunDir::new(&tu, self.headers)?;
        let mut expected = profile.timed(Program::ReferenceFrontEnd, || {
            reference_dir.run_front_end(&self.reference.cudafe, &tu, self.timeout)
        });
        match expected.broken {
            // The reference could not be run to the end: nothing to compare with.
            Some(Broken::TimedOut { .. } | Broken::CouldNotStart(_)) => return Ok(false),
            _ => expected.broken = None,
        }
        // A rejected text: no candidate run needed when errors cannot be interesting.
        if expected.rc != 0 && !errors_can_be_interesting(self.target) {
            return Ok(false);
        }
        let candidate_dir = RunDir::new(&tu, self.headers)?;
        let mut actual = profile.timed(Program::CandidateFrontEnd, || {
            candidate_dir.run_front_end(self.candidate, &tu, self.timeout)
        });
        if actual.broken.is_none() && actual.rc == 0 && actual.int_c.is_none() {
            actual.broken = Some(Broken::SucceededWithoutOutput);
        }
        let stub_id = (expected.rc == 0)
            .then(|| expected.module_id.clone())
            .flatten();
        let stubs_in_target =
            names(self.target, Channel::Stub) || self.target.0.starts_with("broken:");
        let run_stubs = |expected: &mut Outcome, actual: &mut Outcome| -> anyhow::Result<bool> {
            let Some(id) = &stub_id else { return Ok(true) };
            let (stub, broken) = profile.timed(Program::ReferenceStub, || {
                reference_dir.run_stub(&self.reference.cicc, &tu, id, self.timeout)
            });
            if let Some(Broken::TimedOut { .. } | Broken::CouldNotStart(_)) = broken {
                return Ok(false);
            }
            expected.stub = stub;
            let (stub, broken) = profile.timed(Program::CandidateStub, || {
                candidate_dir.run_stub(self.candidate, &tu, id, self.timeout)
            });
            actual.stub = stub;
            if actual.broken.is_none() {
                actual.broken =
                    broken.filter(|b| matches!(b, Broken::TimedOut { .. } | Broken::Signal { .. }));
            }
            Ok(true)
        };
        if stubs_in_target && !run_stubs(&mut expected, &mut actual)? {
            return Ok(false);
        }
        if !stubs_in_target && signature_of(&expected, &actual) != *self.target {
            return Ok(false);
        }
        if !stubs_in_target && !self.exact {
            return Ok(true);
        }
        if !stubs_in_target && !run_stubs(&mut expected, &mut actual)? {
            return Ok(false);
        }
        Ok(signature_of(&expected, &actual) == *self.target)
    }
}

/// The signature of a comparison on every channel, as `check` computes it (a channel not run
/// is `None` on both sides, so it does not diverge).
fn signature_of(expected: &Outcome, actual: &Outcome) -> Signature {
    let mut actual = actual.clone();
    // Dying of the very signal the reference died of reproduces it: compare normally.
    if let Some(Broken::Signal { signal }) = actual.broken {
        if expected.rc == 128 + signal {
            actual.broken = None;
        }
    }
    let diverging: Vec<Channel> = Channel::ALL
        .into_iter()
        .filter(|&c| actual.broken.is_some() || expected.channel(c) != actual.channel(c))
        .collect();
    if diverging.is_empty() {
        return Signature(String::new());
    }
    signature(expected, &actual, &diverging)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn channels_are_read_off_the_signature() {
        let target = Signature("int.c: \"% I\" => \"%  I\"".into());
        assert!(names(&target, Channel::IntC) && !names(&target, Channel::Stub));
        assert!(!errors_can_be_interesting(&target));
        let target = Signature("int.c: \"a\" => \"b\" | rc: 0 => 2".into());
        assert!(errors_can_be_interesting(&target));
        assert!(errors_can_be_interesting(&Signature(
            "stderr: \"S\" => \"S\"".into()
        )));
        assert!(errors_can_be_interesting(&Signature(
            "broken: timeout".into()
        )));
    }
}
