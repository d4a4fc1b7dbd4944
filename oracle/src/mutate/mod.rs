//! Mutation of real code: a seed picks a TU of the corpus (the recipient) and applies one to
//! three operators (`ops.rs`) found with rcudafe's own parser (`facts.rs`). The reference decides
//! whether a mutant is valid; `oracle fuzz --source mutate` runs them (`report.rs` counts them
//! per operator). Deterministic: the same pool and seed give the same mutant.

pub mod facts;
pub mod ops;
pub mod report;

use crate::reduce::edit::{Edit, Splice};
use anyhow::{Context, Result};
use cudagen::entropy::{Rand, SeededEntropy};
use facts::Facts;
use ops::{Operator, Parsed};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// The self-contained suites mutants come from by default (their local headers travel with
/// them; the real-TU suites need the system headers and are left out).
pub const DEFAULT_SUITES: [&str; 3] = ["handwritten", "generated-valid", "regressions"];

/// A suite's local headers: paths (copied beside a mutant when it runs) and bytes (for the
/// in-process parse).
#[derive(Clone, Debug, Default)]
pub struct Headers {
    pub paths: Vec<PathBuf>,
    pub bytes: Vec<(String, Vec<u8>)>,
}

pub struct Donor {
    pub suite: String,
    pub name: String,
    pub text: Vec<u8>,
    /// nvcc options from `NAME.flags` (comments removed).
    pub flags: Vec<String>,
    /// Index into [`Pool::headers`].
    pub headers: usize,
    facts: OnceLock<Option<Arc<Facts>>>,
}

/// The TUs mutants are made from, in a fixed order.
pub struct Pool {
    pub donors: Vec<Donor>,
    pub headers: Vec<Headers>,
    /// The donors with explicit template arguments to erase (few in a generated corpus): an
    /// attempt that draws that operator first takes its recipient from these.
    with_template_args: OnceLock<Vec<usize>>,
}

impl Pool {
    /// The `.cu` files of `suites` under `corpus_dir`, by suite then name.
    pub fn load(corpus_dir: &Path, suites: &[String]) -> Result<Pool> {
        let mut pool = Pool {
            donors: Vec::new(),
            headers: Vec::new(),
            with_template_args: OnceLock::new(),
        };
        for name in suites {
            let suite = crate::corpus::load_suite(&corpus_dir.join(name), name)
                .with_context(|| format!("cannot load suite {name}"))?;
            anyhow::ensure!(
                suite.real.is_none(),
                "suite {name} needs the system headers (a real-TU suite): mutation takes self-contained suites"
            );
            let mut headers = Headers::default();
            for path in &suite.headers {
                let file = path.file_name().unwrap().to_string_lossy().into_owned();
                headers.bytes.push((file, std::fs::read(path)?));
                headers.paths.push(path.clone());
            }
            pool.headers.push(headers);
            for tu in &suite.tus {
                let flags = match std::fs::read_to_string(tu.source.with_extension("flags")) {
                    Ok(text) => text
                        .lines()
                        .map(|l| l.split('#').next().unwrap_or(""))
                        .flat_map(str::split_whitespace)
                        .map(str::to_string)
                        .collect(),
                    Err(_) => Vec::new(),
                };
                pool.donors.push(Donor::new(
                    name,
                    &tu.name,
                    std::fs::read(&tu.source)?,
                    flags,
                    pool.headers.len() - 1,
                ));
            }
        }
        anyhow::ensure!(!pool.donors.is_empty(), "no TUs in suites {suites:?}");
        Ok(pool)
    }

    /// A pool from texts in memory (tests), sharing one set of headers.
    pub fn from_texts(texts: &[(&str, &str)], headers: Headers) -> Pool {
        Pool {
            donors: texts
                .iter()
                .map(|(name, text)| Donor::new("mem", name, text.as_bytes().to_vec(), vec![], 0))
                .collect(),
            headers: vec![headers],
            with_template_args: OnceLock::new(),
        }
    }

    /// Indices of the donors with a place for `erase-template-args` (a lexer pass over each,
    /// once).
    fn with_template_args(&self) -> &[usize] {
        self.with_template_args.get_or_init(|| {
            (0..self.donors.len())
                .filter(|&i| !ops::template_argument_lists(&self.donors[i].text).is_empty())
                .collect()
        })
    }

    /// The donor's facts, parsed once; `None` when rcudafe does not parse it cleanly.
    fn facts(&self, i: usize) -> Option<Arc<Facts>> {
        let d = &self.donors[i];
        d.facts
            .get_or_init(|| Facts::of(&d.text, &self.headers[d.headers].bytes).map(Arc::new))
            .clone()
    }
}

impl Donor {
    fn new(suite: &str, name: &str, text: Vec<u8>, flags: Vec<String>, headers: usize) -> Donor {
        Donor {
            suite: suite.to_string(),
            name: name.to_string(),
            text,
            flags,
            headers,
            facts: OnceLock::new(),
        }
    }

    pub fn id(&self) -> String {
        format!("{}/{}", self.suite, self.name)
    }
}

/// One mutant: the recipient's text with its mutations, a first line that names them.
#[derive(Clone, Debug, PartialEq)]
pub struct Mutant {
    pub seed: u64,
    pub text: String,
    /// The recipient's nvcc options.
    pub flags: Vec<String>,
    /// Index into [`Pool::headers`].
    pub headers: usize,
    pub operators: Vec<Operator>,
    /// `suite/name` of the recipient.
    pub recipient: String,
}

impl Mutant {
    /// `m<seed>`: an identifier, as a witness name must be.
    pub fn name(&self) -> String {
        format!("m{:09}", self.seed)
    }
}

/// The first line of a mutant: `// oracle mutate seed S from SUITE/NAME; operators: a, b`.
pub fn header_line(seed: u64, recipient: &str, operators: &[Operator]) -> String {
    let names: Vec<&str> = operators.iter().map(|o| o.name()).collect();
    format!(
        "// oracle mutate seed {seed} from {recipient}; operators: {}\n",
        names.join(", ")
    )
}

/// The operators a mutant's first line names (as [`header_line`] writes it).
pub fn operators_of(text: &str) -> Vec<Operator> {
    text.lines()
        .next()
        .and_then(|l| l.split_once("; operators: "))
        .map(|(_, ops)| ops.split(", ").filter_map(Operator::from_name).collect())
        .unwrap_or_default()
}

/// Recipients tried before a seed gives up (a TU rcudafe does not parse cleanly, or one with no
/// place for any drawn operator, is skipped).
const ATTEMPTS: usize = 16;

/// The mutant of `seed`, or `None` when no attempt found a place for any operator.
pub fn mutate(seed: u64, pool: &Pool) -> Option<Mutant> {
    let mut rng = Rand::new(Box::new(SeededEntropy::new(seed)));
    for _ in 0..ATTEMPTS {
        // The first operator is drawn before the recipient, so that a rare place (explicit
        // template arguments) is found in the TUs that have one.
        let first = Operator::ALL[rng.weighted(&Operator::WEIGHTS)];
        let candidates = pool.with_template_args();
        let r = if first == Operator::EraseTemplateArgs && !candidates.is_empty() {
            *rng.pick(candidates)
        } else {
            rng.below(pool.donors.len())
        };
        let Some(facts) = pool.facts(r) else {
            continue;
        };
        let recipient = &pool.donors[r];
        let here = Parsed {
            text: &recipient.text,
            facts: &facts,
        };
        let wanted = 1 + rng.below(3);
        let mut splices: Vec<Splice> = Vec::new();
        let mut operators = Vec::new();
        for draw in 0..wanted * 3 {
            if operators.len() == wanted {
                break;
            }
            let op = if draw == 0 {
                first
            } else {
                Operator::ALL[rng.weighted(&Operator::WEIGHTS)]
            };
            let found = match op.splice_kind() {
                Some(kind) => {
                    // Most splices take from another TU; some from the recipient itself.
                    let d = if rng.chance(70) {
                        rng.below(pool.donors.len())
                    } else {
                        r
                    };
                    let Some(donor_facts) = pool.facts(d) else {
                        continue;
                    };
                    let donor = Parsed {
                        text: &pool.donors[d].text,
                        facts: &donor_facts,
                    };
                    ops::splice(&mut rng, kind, &here, &donor)
                }
                None if op == Operator::EraseAuto => ops::erase_auto(&mut rng, &here),
                None if op == Operator::EraseTemplateArgs => {
                    ops::erase_template_args(&mut rng, &here)
                }
                None => ops::overwrite_type(&mut rng, &here),
            };
            // Each mutation is made on the recipient's own text: ranges must not overlap.
            if let Some(s) =
                found.filter(|s| splices.iter().all(|o| o.end <= s.start || s.end <= o.start))
            {
                splices.push(s);
                operators.push(op);
            }
        }
        if operators.is_empty() {
            continue;
        }
        let body = Edit::many(splices).apply(&recipient.text);
        let mut text = header_line(seed, &recipient.id(), &operators);
        text.push_str(&String::from_utf8_lossy(&body));
        return Some(Mutant {
            seed,
            text,
            flags: recipient.flags.clone(),
            headers: recipient.headers,
            operators,
            recipient: recipient.id(),
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pool() -> Pool {
        Pool::from_texts(
            &[
                (
                    "a",
                    "template <typename T> T twice(T v) { return v + v; }\nint g = 1;\n\
                     int f(int a) {\n  int b = twice<int>(a);\n  long c = b + g;\n  return (int)c;\n}\n",
                ),
                (
                    "b",
                    "struct P { float x; };\nfloat h(P p) {\n  float y = p.x * 2.0f;\n  y += 1.0f;\n  return y;\n}\n",
                ),
                ("broken", "int f( {"),
            ],
            Headers::default(),
        )
    }

    #[test]
    fn the_same_seed_gives_the_same_mutant() {
        let (first, second) = (pool(), pool());
        for seed in 0..40 {
            let m = mutate(seed, &first).expect("a mutant");
            assert_eq!(Some(&m), mutate(seed, &second).as_ref(), "seed {seed}");
            assert!(!m.operators.is_empty() && m.operators.len() <= 3);
            assert_eq!(operators_of(&m.text), m.operators);
            assert_ne!(
                m.recipient, "mem/broken",
                "a TU that does not parse is skipped"
            );
            let original = &first
                .donors
                .iter()
                .find(|d| d.id() == m.recipient)
                .unwrap()
                .text;
            let body = m.text.split_once('\n').unwrap().1;
            assert_ne!(
                body.as_bytes(),
                original.as_slice(),
                "seed {seed} changed nothing"
            );
        }
    }

    #[test]
    fn seeds_reach_every_operator() {
        let p = pool();
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..200 {
            seen.extend(mutate(seed, &p).unwrap().operators);
        }
        assert_eq!(seen.len(), Operator::ALL.len(), "{seen:?}");
    }

    #[test]
    fn a_pool_with_nothing_to_mutate_gives_none() {
        let p = Pool::from_texts(&[("broken", "int f( {")], Headers::default());
        assert_eq!(mutate(7, &p), None);
    }
}
