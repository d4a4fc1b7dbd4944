//! `oracle reduce`: shrinks a TU while it stays interesting, C-Reduce style.
//!
//! Interesting means either that an arbitrary command exits 0 (`--test`), or that the candidate
//! still diverges from the reference with the same [`Signature`]: the same channels differ, and the
//! first difference of each has the same shape. A reduction to "any failure" would end in an empty
//! file that fails for another reason; a signature keeps the bug.
//!
//! Passes, from coarse to fine: braced constructs with their heads (a function, a class, an `if`);
//! on rcudafe's own preprocessor and parser ([`parsed`]), function and class bodies emptied and
//! the statements of each block, with the exact boundaries of the IL; chunks of lines (halving, as
//! delta debugging), statements, block bodies ([`text`], lexical: they also do the work when the
//! parse fails); then, on rcudafe's own lexer with bracket matching ([`syntax`]): one item of a
//! parameter, argument, template-argument or initializer list; initializers; balanced brackets;
//! simpler expressions; inlined macros and typedefs; single tokens; identifiers renamed to short
//! names; blank lines and blanks. Rounds repeat until none makes progress. Candidates are tested
//! in parallel batches and the first success in the pass's order wins, so the same input always
//! reduces to the same output. The test is made cheap by [`live`]: it stops as early as the
//! verdict is known and runs the stubs only where the signature needs them.

pub(crate) mod edit;
mod inline;
mod live;
pub(crate) mod parsed;
mod signature;
pub(crate) mod syntax;
mod text;
pub(crate) mod tokens;

use edit::Edit;
use live::{LiveTest, Profile};

pub use inline::inline_local_includes;
pub use signature::{shape, signature, Signature};

use crate::check::compare_live;
use crate::corpus::Tu;
use crate::invocation::NvccOptions;
use crate::reference::Reference;
use anyhow::{bail, Result};
use rayon::prelude::*;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// What makes a version of the TU interesting.
pub enum Interestingness {
    /// `sh -c CMD` in a directory holding the TU under its file name (and the headers); exit 0 = interesting.
    Command { command: String, file_name: String },
    /// The candidate still diverges from the live reference with this signature.
    Divergence {
        reference: Reference,
        candidate: PathBuf,
        options: NvccOptions,
        name: String,
        target: Signature,
    },
}

impl Interestingness {
    /// Compares the candidate with the live reference on `text`; returns the signature (None: they agree).
    pub fn divergence_signature(
        reference: &Reference,
        candidate: &Path,
        options: &NvccOptions,
        name: &str,
        text: &[u8],
        headers: &[PathBuf],
        timeout: Duration,
    ) -> Result<Option<Signature>> {
        let dir = tempfile::tempdir()?;
        let source = dir.path().join(format!("{name}.cu"));
        std::fs::write(&source, text)?;
        let tu = Tu::new("reduce", name, source, options.clone());
        let r = compare_live(reference, candidate, &tu, headers, timeout)?;
        Ok((!r.diverging.is_empty()).then(|| signature(&r.expected, &r.actual, &r.diverging)))
    }

    /// Is `text` interesting? A quick test may skip a check (see [`live`]): a text it rejects is
    /// not interesting, but one it accepts must be tested exactly before it is the result.
    fn test(
        &self,
        text: &[u8],
        headers: &[PathBuf],
        timeout: Duration,
        profile: &Profile,
        exact: bool,
    ) -> bool {
        match self {
            Interestingness::Command { command, file_name } => {
                let Ok(dir) = tempfile::tempdir() else {
                    return false;
                };
                if std::fs::write(dir.path().join(file_name), text).is_err() {
                    return false;
                }
                for h in headers {
                    let _ = std::fs::copy(h, dir.path().join(h.file_name().unwrap_or_default()));
                }
                let Ok(mut child) = std::process::Command::new("sh")
                    .args(["-c", command])
                    .current_dir(dir.path())
                    .stdin(std::process::Stdio::null())
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .spawn()
                else {
                    return false;
                };
                use wait_timeout::ChildExt;
                match child.wait_timeout(timeout) {
                    Ok(Some(status)) => status.success(),
                    _ => {
                        let _ = child.kill();
                        let _ = child.wait();
                        false
                    }
                }
            }
            Interestingness::Divergence {
                reference,
                candidate,
                options,
                name,
                target,
            } => LiveTest {
                reference,
                candidate,
                options,
                name,
                target,
                headers,
                timeout,
                exact,
            }
            .interesting(text, profile),
        }
    }
}

/// How a pass proposes edits of the current text.
type ProposeEdits = Box<dyn Fn(&[u8]) -> Vec<Edit> + Sync>;

/// A pass: a name and its edits.
struct Pass {
    name: String,
    edits: ProposeEdits,
    /// Its edits are small and local (single tokens): one that failed is not tried again, in a
    /// later round, where the text around it is the same (see [`local_key`]).
    local: bool,
}

impl Pass {
    fn new(name: &str, edits: impl Fn(&[u8]) -> Vec<Edit> + Sync + 'static) -> Pass {
        Pass {
            name: name.into(),
            edits: Box::new(edits),
            local: false,
        }
    }

    fn local(mut self) -> Pass {
        self.local = true;
        self
    }
}

/// Bytes of text on each side of a local edit that must be the same for its earlier failure
/// to count again.
const LOCAL_CONTEXT: usize = 8;

/// A local edit in its surroundings: the pass, the text around it and what it does. A single-token
/// deletion that failed (an operand, a `;`) fails again while its surroundings stay: what it
/// depends on elsewhere is taken away by the coarser passes.
fn local_key(pass: &str, text: &[u8], edit: &Edit) -> u64 {
    let (Some(first), Some(last)) = (edit.splices.first(), edit.splices.last()) else {
        return 0;
    };
    let from = first.start.min(text.len()).saturating_sub(LOCAL_CONTEXT);
    let to = (last.end + LOCAL_CONTEXT).min(text.len());
    let mut key = pass.as_bytes().to_vec();
    key.push(0);
    key.extend_from_slice(&text[from..to]);
    for s in &edit.splices {
        key.extend_from_slice(
            format!(
                "\0{}:{}:",
                s.start - from.min(s.start),
                s.end.saturating_sub(from)
            )
            .as_bytes(),
        );
        key.extend_from_slice(&s.with);
    }
    text_hash(&key)
}

/// The passes of one round, coarse to fine. The line-only list is plain delta debugging.
fn passes(text_lines: usize, line_only: bool, headers: &parsed::Headers) -> Vec<Pass> {
    let mut passes = Vec::new();
    if !line_only {
        passes.push(Pass::new("comments", text::comment_edits));
        passes.push(Pass::new("blocks", text::block_edits));
        let bodies = parsed::ParsedPass::bodies(headers.clone());
        passes.push(Pass::new("bodies (parser)", move |t| bodies.edits(t)));
        let statements = parsed::ParsedPass::statements(headers.clone());
        passes.push(Pass::new("statements (parser)", move |t| {
            statements.edits(t)
        }));
    }
    let mut n = text_lines.next_power_of_two().max(1) / 2;
    while n >= 1 {
        passes.push(Pass::new(&format!("lines/{n}"), move |t| {
            text::line_edits(t, n)
        }));
        n /= 2;
    }
    if !line_only {
        passes.push(Pass::new("statements", text::statement_edits));
        passes.push(Pass::new("unwrap blocks", text::unwrap_block_edits));
        passes.push(Pass::new("list items", syntax::list_item_edits));
        passes.push(Pass::new("initializers", syntax::initializer_edits));
        passes.push(Pass::new("brackets", text::bracket_edits));
        passes.push(Pass::new("expressions", syntax::expression_edits));
        passes.push(Pass::new("inline", syntax::inline_edits));
        passes.push(Pass::new("tokens", text::token_edits).local());
        passes.push(Pass::new("rename", syntax::rename_edits));
        passes.push(Pass::new("blank lines", text::blank_line_edits));
        passes.push(Pass::new("whitespace", text::whitespace_edits));
    }
    passes
}

/// What a reduction makes smaller: lines that hold something, then bytes. Every accepted edit
/// makes it strictly smaller, so a reduction always ends.
pub fn size(text: &[u8]) -> (usize, usize) {
    (
        text.split(|&b| b == b'\n')
            .filter(|l| l.iter().any(|b| !b.is_ascii_whitespace()))
            .count(),
        text.len(),
    )
}

pub struct ReduceConfig {
    pub timeout: Duration,
    /// Only the line-chunk passes: the plain delta-debugging baseline of the reducer benchmark.
    pub line_only: bool,
    /// Candidates tested at once.
    pub batch: usize,
}

pub struct Reduced {
    pub text: Vec<u8>,
    /// Runs of the test (the first, on the input, included; texts seen before are not run again).
    pub tests: usize,
    /// Runs and mean seconds per program (reference, candidate; front end, stub).
    pub profile: String,
}

fn text_hash(text: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    // SipHash with fixed keys: the same on every run.
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// Reduces `text` while `oracle` finds it interesting; `log` hears about each improvement.
///
/// One loop: each pass proposes edits of the current text; those that make it smaller and were
/// not tried before are tested in batches of `config.batch` in parallel; the first interesting one
/// in the pass's order wins, and the pass goes on from there on the new text. Rounds of all passes
/// repeat until one changes nothing. The winner is the one a sequential search would pick, so the
/// result does not depend on the batch size or on timing.
///
/// The loop runs on the quick test; its result is then tested exactly. Should that fail (the
/// candidate's stub came to differ on the way), the reduction goes back to the last text it
/// accepted that passes exactly (a bisection of its path) and goes on from there on exact tests.
pub fn reduce(
    text: &[u8],
    headers: &[PathBuf],
    oracle: &Interestingness,
    config: &ReduceConfig,
    log: &(dyn Fn(&str) + Sync),
) -> Result<Reduced> {
    let header_texts: parsed::Headers = std::sync::Arc::new(
        headers
            .iter()
            .filter_map(|h| {
                Some((
                    h.file_name()?.to_string_lossy().into_owned(),
                    std::fs::read(h).ok()?,
                ))
            })
            .collect(),
    );
    let search = Search {
        oracle,
        headers,
        header_texts,
        config,
        log,
        started: std::time::Instant::now(),
        profile: Profile::default(),
        tests: AtomicUsize::new(0),
        // A text the reference rejects cannot be interesting for some signatures: then a
        // candidate whose brackets no longer balance is not worth a run.
        skip_unbalanced: match oracle {
            Interestingness::Divergence { target, .. } => !live::errors_can_be_interesting(target),
            Interestingness::Command { .. } => false,
        },
    };
    if !search.test(text, true) {
        bail!("the input is not interesting to begin with (the test fails on it)");
    }
    // Texts that failed the quick test fail the exact one too.
    let mut failed: HashSet<u64> = HashSet::new();
    let mut stats: Vec<PassStats> = Vec::new();
    let path = search.rounds(text.to_vec(), false, &mut failed, &mut stats);
    let mut current = path.last().cloned().unwrap_or_else(|| text.to_vec());
    if path.len() > 1 && !search.test(&current, true) {
        // path[0] (the input) passes exactly, the last does not: bisect for the last that does.
        let (mut good, mut bad) = (0, path.len() - 1);
        while bad - good > 1 {
            let mid = (good + bad) / 2;
            if search.test(&path[mid], true) {
                good = mid;
            } else {
                bad = mid;
            }
        }
        log(&format!("the quick test let a stub difference in: back to step {good} of {}, exact tests from there", path.len() - 1));
        let path = search.rounds(path[good].clone(), true, &mut failed, &mut stats);
        current = path.last().cloned().unwrap_or_else(|| text.to_vec());
    }
    for s in stats.iter().filter(|s| s.tests + s.skipped > 0) {
        log(&format!(
            "profile: round {} {}: {} tests, {} won, {} skipped (unbalanced, or failed before in the same surroundings), {:.1} s",
            s.round, s.name, s.tests, s.wins, s.skipped, s.seconds
        ));
    }
    let profile = search.profile.summary();
    log(&format!("profile: {profile}"));
    Ok(Reduced {
        text: current,
        tests: search.tests.load(Ordering::Relaxed),
        profile,
    })
}

/// The state one reduction shares across its rounds.
struct Search<'a> {
    oracle: &'a Interestingness,
    headers: &'a [PathBuf],
    /// The headers' texts, for the parser's passes.
    header_texts: parsed::Headers,
    config: &'a ReduceConfig,
    log: &'a (dyn Fn(&str) + Sync),
    started: std::time::Instant,
    profile: Profile,
    tests: AtomicUsize,
    skip_unbalanced: bool,
}

impl Search<'_> {
    fn test(&self, text: &[u8], exact: bool) -> bool {
        self.tests.fetch_add(1, Ordering::Relaxed);
        self.oracle.test(
            text,
            self.headers,
            self.config.timeout,
            &self.profile,
            exact,
        )
    }

    /// Rounds of all passes from `start` until one changes nothing; returns every text accepted
    /// on the way, `start` first.
    fn rounds(
        &self,
        start: Vec<u8>,
        exact: bool,
        failed: &mut HashSet<u64>,
        stats: &mut Vec<PassStats>,
    ) -> Vec<Vec<u8>> {
        // Local edits that failed, in their surroundings (see [`local_key`]).
        let mut failed_here: HashSet<u64> = HashSet::new();
        let mut current = start;
        let mut path = vec![current.clone()];
        for round in 1.. {
            let before = size(&current);
            let lines = text::line_starts(&current).len() - 1;
            for pass in passes(lines, self.config.line_only, &self.header_texts) {
                let pass_started = std::time::Instant::now();
                let mut pass_stats = PassStats {
                    name: pass.name.clone(),
                    round,
                    ..PassStats::default()
                };
                let mut index = 0;
                loop {
                    let now = size(&current);
                    let edits = (pass.edits)(&current);
                    let unbalanced_now = if self.skip_unbalanced {
                        tokens::unmatched_brackets(&current)
                    } else {
                        0
                    };
                    let mut batch: Vec<(usize, Vec<u8>, u64, u64)> = Vec::new();
                    while index < edits.len() && batch.len() < self.config.batch.max(1) {
                        let candidate = edits[index].apply(&current);
                        let hash = text_hash(&candidate);
                        let here = if pass.local {
                            local_key(&pass.name, &current, &edits[index])
                        } else {
                            0
                        };
                        if size(&candidate) < now
                            && !failed.contains(&hash)
                            && batch.iter().all(|b| b.2 != hash)
                        {
                            if self.skip_unbalanced
                                && tokens::unmatched_brackets(&candidate) > unbalanced_now
                            {
                                pass_stats.skipped += 1;
                                failed.insert(hash);
                            } else if pass.local && failed_here.contains(&here) {
                                pass_stats.skipped += 1;
                            } else {
                                batch.push((index, candidate, hash, here));
                            }
                        }
                        index += 1;
                    }
                    if batch.is_empty() {
                        break;
                    }
                    pass_stats.tests += batch.len();
                    let verdicts: Vec<bool> =
                        batch.par_iter().map(|b| self.test(&b.1, exact)).collect();
                    // Only failures are remembered: a text's verdict never changes, and an
                    // interesting text is never proposed again (the current text only shrinks).
                    for (b, &ok) in batch.iter().zip(&verdicts) {
                        if !ok {
                            failed.insert(b.2);
                            if pass.local {
                                failed_here.insert(b.3);
                            }
                        }
                    }
                    if let Some(k) = verdicts.iter().position(|&ok| ok) {
                        let (at, winner, _, _) = batch.swap_remove(k);
                        current = winner;
                        path.push(current.clone());
                        index = at;
                        pass_stats.wins += 1;
                        let (lines, bytes) = size(&current);
                        (self.log)(&format!(
                            "[round {round}, {:.1} s, {} tests] {}: {lines} lines, {bytes} bytes",
                            self.started.elapsed().as_secs_f64(),
                            self.tests.load(Ordering::Relaxed),
                            pass.name
                        ));
                    }
                }
                pass_stats.seconds = pass_started.elapsed().as_secs_f64();
                stats.push(pass_stats);
            }
            if size(&current) >= before {
                break;
            }
        }
        path
    }
}

/// What one pass of one round cost and gained.
#[derive(Default)]
struct PassStats {
    name: String,
    round: usize,
    tests: usize,
    wins: usize,
    skipped: usize,
    seconds: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_to_what_the_test_needs() {
        // Interesting: the text still contains both `needle(` and a closing `}`.
        let oracle = Interestingness::Command {
            command: "grep -q 'needle(' t.cu && grep -q '}' t.cu".into(),
            file_name: "t.cu".into(),
        };
        let text = b"int a;\nint b;\nvoid f() {\n  int c = 1;\n  needle(c);\n}\nint d;\n".to_vec();
        let config = ReduceConfig {
            timeout: Duration::from_secs(10),
            line_only: false,
            batch: 4,
        };
        let reduced = reduce(&text, &[], &oracle, &config, &|_| {}).unwrap();
        let out = String::from_utf8(reduced.text).unwrap();
        assert!(out.contains("needle(") && out.contains('}'), "{out}");
        assert!(out.len() <= 12, "{out:?}");
        // Deterministic.
        let again = reduce(&text, &[], &oracle, &config, &|_| {}).unwrap();
        assert_eq!(again.text, out.as_bytes());
    }

    #[test]
    fn passes_survive_hostile_input() {
        let deep = format!("int x = {}1{};", "(".repeat(10_000), ")".repeat(10_000));
        let angles = "a<".repeat(5_000);
        let inputs = [
            deep.as_str(),
            angles.as_str(),
            "\"unterminated\n'x",
            "#define\n#define A(\n#define B",
            "}}}{{{)))(((",
            "/* open",
            "a = ;",
            "typedef ;",
            "using = ;",
            "x >> y >>= z <<< w >>>",
            "",
            "#",
            "typedef",
            "using x",
            "f(a,",
            "\\\n",
            "\0\u{1}\u{ff}",
        ];
        for text in inputs {
            for pass in passes(8, false, &std::sync::Arc::new(Vec::new())) {
                for e in (pass.edits)(text.as_bytes()).iter().take(500) {
                    let _ = e.apply(text.as_bytes());
                }
            }
        }
    }

    #[test]
    fn a_local_edit_is_known_again_only_in_the_same_surroundings() {
        let far = format!("int far_away;\n{}\nvoid f() {{ g(1); }}\n", "x".repeat(40));
        let near = far.replace("far_away", "gone");
        let at = |t: &str| {
            let s = t.find("g(1)").unwrap() + 2;
            Edit::delete(s, s + 1)
        };
        assert_eq!(
            local_key("tokens", far.as_bytes(), &at(&far)),
            local_key("tokens", near.as_bytes(), &at(&near))
        );
        let changed = far.replace("{ g(1); }", "{ g(1); h(); }");
        assert_ne!(
            local_key("tokens", far.as_bytes(), &at(&far)),
            local_key("tokens", changed.as_bytes(), &at(&changed))
        );
        assert_ne!(
            local_key("tokens", far.as_bytes(), &at(&far)),
            local_key("lines", far.as_bytes(), &at(&far))
        );
    }

    #[test]
    fn an_uninteresting_input_is_an_error() {
        let oracle = Interestingness::Command {
            command: "false".into(),
            file_name: "t.cu".into(),
        };
        let config = ReduceConfig {
            timeout: Duration::from_secs(10),
            line_only: true,
            batch: 2,
        };
        assert!(reduce(b"x\n", &[], &oracle, &config, &|_| {}).is_err());
    }
}
