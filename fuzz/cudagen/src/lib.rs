//! cudagen: grammar-aware generators of self-contained CUDA translation units for differential
//! testing of cudafe++ reimplementations.
//!
//! - **Valid mode** ([`valid`]): a typed program model (scopes, names, types, execution spaces,
//!   memory spaces, who may call or launch whom) is built top-down and then printed, so every
//!   program is valid by construction: the reference front end accepts it with no diagnostic at all.
//! - **Invalid mode** ([`invalid`]): a valid program plus exactly one deliberate mistake from the
//!   [`invalid::CATALOG`]; its name is recorded in the first line of the TU.
//! - **Swarm testing**: each program enables a random subset of the [`Feature`]s.
//! - **Determinism**: the same seed and generator version give the same bytes (ChaCha8, and only
//!   ordered collections reach the output). [`from_unstructured`] drives the same generator from
//!   fuzzer bytes.
//!
//! Every TU starts with two comment lines (`// cudagen VERSION seed S MODE`, `// features: ...`)
//! and `#include "prelude.cuh"` ([`PRELUDE`], a stand-in for `cuda_runtime.h`).

pub mod ast;
pub mod entropy;
pub mod features;
mod gen;
pub mod invalid;
pub mod model;

use arbitrary::Unstructured;
use entropy::{BytesEntropy, Entropy, Rand, SeededEntropy};
pub use features::Feature;
use features::FeatureSet;

/// The generator version: part of every TU's first line. Bump it when the output for a seed changes.
pub const VERSION: &str = "0.1";

/// The self-contained stand-in for `cuda_runtime.h` every TU includes (a byte-for-byte copy of
/// `corpus/handwritten/prelude.cuh`).
pub const PRELUDE: &str = include_str!("prelude.cuh");

/// Size presets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// 30–70 lines.
    Small,
    /// 30–150 lines (the default).
    Medium,
    /// 100–300 lines.
    Large,
}

impl Size {
    pub fn from_name(name: &str) -> Option<Size> {
        match name {
            "small" => Some(Size::Small),
            "medium" => Some(Size::Medium),
            "large" => Some(Size::Large),
            _ => None,
        }
    }
}

/// The generator's knobs.
#[derive(Clone, Debug)]
pub struct Config {
    /// Bounds on the TU's line count (header lines included).
    pub min_lines: usize,
    pub max_lines: usize,
    /// Maximum statement nesting.
    pub max_depth: u32,
    /// Maximum expression depth.
    pub expr_depth: u32,
    /// Statements per function body (min, max).
    pub body_statements: (u32, u32),
    /// Enable a random subset of the features per program.
    pub swarm: bool,
    /// Probability (percent) that swarm selection keeps an optional feature.
    pub swarm_keep_percent: u32,
    /// Feature weights, indexed like [`Feature::ALL`]; 0 disables a feature.
    pub weights: Vec<u32>,
}

impl Default for Config {
    fn default() -> Self {
        Config::sized(Size::Medium)
    }
}

impl Config {
    pub fn sized(size: Size) -> Config {
        let (min_lines, max_lines, body) = match size {
            Size::Small => (30, 70, (1, 4)),
            Size::Medium => (30, 150, (2, 7)),
            Size::Large => (100, 300, (4, 10)),
        };
        Config {
            min_lines,
            max_lines,
            max_depth: 3,
            expr_depth: 3,
            body_statements: body,
            swarm: true,
            swarm_keep_percent: 60,
            weights: features::default_weights(),
        }
    }

    /// Sets one feature's weight (0 disables it).
    pub fn with_weight(mut self, f: Feature, weight: u32) -> Config {
        self.weights[f as usize] = weight;
        self
    }
}

/// Valid programs, or programs with one deliberate mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Valid,
    Invalid,
}

/// A generated translation unit.
#[derive(Clone, Debug)]
pub struct Tu {
    /// The seed (None when generated from fuzzer bytes).
    pub seed: Option<u64>,
    /// The catalog entry applied (invalid mode).
    pub mutation: Option<&'static str>,
    /// The grammar features the program uses, in [`Feature::ALL`] order.
    pub features: Vec<Feature>,
    /// The TU's text.
    pub text: String,
    /// Invalid mode: the same program without the mistake (what the mutation was applied to).
    pub valid_text: Option<String>,
}

impl Tu {
    pub fn lines(&self) -> usize {
        self.text.lines().count()
    }
}

/// A valid TU for `seed`.
pub fn valid(seed: u64, cfg: &Config) -> Tu {
    let mut rand = Rand::new(Box::new(SeededEntropy::new(seed)));
    build(&mut rand, cfg, Some(seed), None)
}

/// An invalid TU for `seed`: the catalog entry is `seed % CATALOG.len()` (so consecutive seeds cover
/// the catalog evenly), the rest of the program is drawn from the seed.
pub fn invalid(seed: u64, cfg: &Config) -> Tu {
    let m = &invalid::CATALOG[(seed % invalid::CATALOG.len() as u64) as usize];
    invalid_with(seed, cfg, m)
}

/// An invalid TU for `seed` with the given catalog entry.
pub fn invalid_with(seed: u64, cfg: &Config, mutation: &'static invalid::Mutation) -> Tu {
    let mut rand = Rand::new(Box::new(SeededEntropy::new(seed ^ 0x5eed_1a7a_11d0_0000)));
    build(&mut rand, cfg, Some(seed), Some(mutation))
}

/// A TU generated from fuzzer bytes (cargo-fuzz). Once the bytes run out, every choice is the first
/// alternative, so this always terminates with a well-formed TU.
pub fn from_unstructured(u: &mut Unstructured, cfg: &Config, mode: Mode) -> Tu {
    let mutation = match mode {
        Mode::Valid => None,
        Mode::Invalid => {
            let i = u.choose_index(invalid::CATALOG.len()).unwrap_or(0);
            Some(&invalid::CATALOG[i])
        }
    };
    let source: Box<dyn Entropy + '_> = Box::new(BytesEntropy::new(u));
    let mut rand = Rand::new(source);
    build(&mut rand, cfg, None, mutation)
}

/// `arbitrary` support: a valid TU with the default configuration.
#[derive(Clone, Debug)]
pub struct ArbitraryValidTu(pub Tu);

impl<'a> arbitrary::Arbitrary<'a> for ArbitraryValidTu {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(ArbitraryValidTu(from_unstructured(
            u,
            &Config::default(),
            Mode::Valid,
        )))
    }
}

fn build(
    rand: &mut Rand,
    cfg: &Config,
    seed: Option<u64>,
    mutation: Option<&'static invalid::Mutation>,
) -> Tu {
    let mut last = None;
    // A program outside the line bounds is drawn again (the stream continues, so this is deterministic).
    for _ in 0..24 {
        let tu = attempt(rand, cfg, seed, mutation);
        let n = tu.lines();
        if n >= cfg.min_lines && n <= cfg.max_lines {
            return tu;
        }
        last = Some(tu);
    }
    last.expect("at least one attempt")
}

fn attempt(
    rand: &mut Rand,
    cfg: &Config,
    seed: Option<u64>,
    mutation: Option<&'static invalid::Mutation>,
) -> Tu {
    // Borrow the caller's stream for this attempt.
    let source: Box<dyn Entropy + '_> = Box::new(Borrowed(rand));
    let mut r = Rand::new(source);
    let fs = if cfg.swarm {
        FeatureSet::swarm(&mut r, &cfg.weights, cfg.swarm_keep_percent)
    } else {
        FeatureSet::all(&cfg.weights)
    };
    let mut g = gen::Gen::new(r, cfg, fs);
    let mut items = g.program();
    let unmutated = mutation.map(|_| g.print_items(&items));
    if let Some(m) = mutation {
        (m.apply)(&mut g, &mut items);
    }
    let body = g.print_items(&items);
    let features: Vec<Feature> = g.used.iter().copied().collect();
    let names: Vec<&str> = features.iter().map(|f| f.name()).collect();
    let seed_text = seed.map_or("fuzz".to_string(), |s| s.to_string());
    let header = |mode: &str| {
        format!("// cudagen {VERSION} seed {seed_text} {mode}\n// features: {}\n#include \"prelude.cuh\"\n\n", names.join(","))
    };
    let (text, valid_text) = match mutation {
        Some(m) => (
            (m.finish)(format!("{}{body}", header(&format!("invalid:{}", m.name)))),
            unmutated.map(|u| format!("{}{u}", header("valid"))),
        ),
        None => (format!("{}{body}", header("valid")), None),
    };
    Tu {
        seed,
        mutation: mutation.map(|m| m.name),
        features,
        text,
        valid_text,
    }
}

/// Draws from another `Rand` (so one stream can feed successive attempts).
struct Borrowed<'a, 'e>(&'a mut Rand<'e>);

impl Entropy for Borrowed<'_, '_> {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }
}
