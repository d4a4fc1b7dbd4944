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
pub mod invalid_cxx;
pub mod model;
pub mod stress;

use arbitrary::Unstructured;
use entropy::{BytesEntropy, Entropy, Rand, SeededEntropy};
pub use features::Feature;
use features::FeatureSet;

/// The generator version of [`Grammar::Classic`]: part of every TU's first line. Its output for a
/// seed never changes (the committed generated-valid/-invalid suites are made with it).
pub const VERSION: &str = "0.1";

/// The generator version of [`Grammar::Cxx`] (and of header mode).
pub const CXX_VERSION: &str = "0.2";

/// Which grammar a program is drawn from. Each is a generator version of its own, so that the
/// suites made with one stay reproducible while the other grows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grammar {
    /// cudagen 0.1: kernels, launches, memory spaces, records, templates, lambdas, the
    /// preprocessor (the subset rcudafe handled when it was written).
    Classic,
    /// cudagen 0.2: 0.1 plus the C++17/20 the reference accepts (unions, variadic templates, every
    /// kind of template parameter, specializations, concepts, ...), more CUDA (cluster dims,
    /// extended lambdas, `-rdc`), TUs with nvcc options (`// nvcc:` line, `.flags`), and header
    /// mode.
    Cxx,
}

impl Grammar {
    pub fn version(self) -> &'static str {
        match self {
            Grammar::Classic => VERSION,
            Grammar::Cxx => CXX_VERSION,
        }
    }

    pub fn from_version(version: &str) -> Option<Grammar> {
        match version {
            VERSION => Some(Grammar::Classic),
            CXX_VERSION => Some(Grammar::Cxx),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Grammar::Classic => "classic",
            Grammar::Cxx => "cxx",
        }
    }

    pub fn from_name(name: &str) -> Option<Grammar> {
        match name {
            "classic" => Some(Grammar::Classic),
            "cxx" => Some(Grammar::Cxx),
            _ => None,
        }
    }
}

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
    /// The grammar (and generator version).
    pub grammar: Grammar,
    /// Header mode (implies [`Grammar::Cxx`]): the TU includes `<cuda_runtime.h>` and a random
    /// subset of the standard library and CUDA headers instead of the prelude, and uses them.
    pub headers: bool,
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
            grammar: Grammar::Classic,
            headers: false,
        }
    }

    /// cudagen 0.2's grammar, self-contained (the prelude).
    pub fn cxx(size: Size) -> Config {
        Config {
            grammar: Grammar::Cxx,
            ..Config::sized(size)
        }
    }

    /// cudagen 0.2's grammar with real headers.
    pub fn with_headers(size: Size) -> Config {
        Config {
            headers: true,
            ..Config::cxx(size)
        }
    }

    /// The grammar programs are drawn from (header mode is always [`Grammar::Cxx`]).
    pub fn grammar(&self) -> Grammar {
        if self.headers {
            Grammar::Cxx
        } else {
            self.grammar
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
    /// The nvcc options the TU is meant to be compiled with (`-std=c++20`, `--extended-lambda`,
    /// `-rdc=true`, `-arch=sm_90`): its `.flags`. Always empty for [`Grammar::Classic`].
    pub nvcc_flags: Vec<String>,
    /// Header mode: the headers the TU includes (`cuda_runtime.h` first).
    pub includes: Vec<&'static str>,
}

impl Tu {
    pub fn lines(&self) -> usize {
        self.text.lines().count()
    }
}

/// A valid TU for `seed`.
pub fn valid(seed: u64, cfg: &Config) -> Tu {
    let mut rand = Rand::new(Box::new(SeededEntropy::new(stream_seed(seed, cfg, false))));
    build(&mut rand, cfg, Some(seed), None)
}

/// The seed of the generator's stream: 0.1's derivation is kept; 0.2 and header mode draw from
/// streams of their own, so their programs do not echo 0.1's for the same seed.
fn stream_seed(seed: u64, cfg: &Config, invalid: bool) -> u64 {
    let base = if invalid {
        seed ^ 0x5eed_1a7a_11d0_0000
    } else {
        seed
    };
    match (cfg.grammar(), cfg.headers) {
        (Grammar::Classic, _) => base,
        (Grammar::Cxx, false) => base ^ 0x0c0d_e020_0000_0000,
        (Grammar::Cxx, true) => base ^ 0x4ead_e250_0000_0000,
    }
}

/// An invalid TU for `seed`: the catalog entry is `seed % CATALOG.len()` (so consecutive seeds cover
/// the catalog evenly), the rest of the program is drawn from the seed.
pub fn invalid(seed: u64, cfg: &Config) -> Tu {
    let catalog = invalid::catalog(cfg.grammar());
    let m = catalog[(seed % catalog.len() as u64) as usize];
    invalid_with(seed, cfg, m)
}

/// An invalid TU for `seed` with the given catalog entry.
pub fn invalid_with(seed: u64, cfg: &Config, mutation: &'static invalid::Mutation) -> Tu {
    let mut rand = Rand::new(Box::new(SeededEntropy::new(stream_seed(seed, cfg, true))));
    build(&mut rand, cfg, Some(seed), Some(mutation))
}

/// A TU generated from fuzzer bytes (cargo-fuzz). Once the bytes run out, every choice is the first
/// alternative, so this always terminates with a well-formed TU.
pub fn from_unstructured(u: &mut Unstructured, cfg: &Config, mode: Mode) -> Tu {
    let mutation = match mode {
        Mode::Valid => None,
        Mode::Invalid => {
            let catalog = invalid::catalog(cfg.grammar());
            let i = u.choose_index(catalog.len()).unwrap_or(0);
            Some(catalog[i])
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
    let grammar = cfg.grammar();
    // 0.2 draws the program's language mode and nvcc options first: they decide which features
    // swarm selection may keep.
    let options = match grammar {
        Grammar::Classic => gen::CxxOptions::default(),
        Grammar::Cxx => gen::CxxOptions::draw(&mut r, cfg.headers, mutation.is_some()),
    };
    let circumstances = features::Circumstances {
        cxx: grammar == Grammar::Cxx,
        std20: options.std20,
        headers: cfg.headers,
    };
    let fs = if cfg.swarm {
        FeatureSet::swarm_for(&mut r, &cfg.weights, cfg.swarm_keep_percent, circumstances)
    } else {
        FeatureSet::all_for(&cfg.weights, circumstances)
    };
    let mut g = gen::Gen::new(r, cfg, fs);
    g.cxx = (grammar == Grammar::Cxx).then_some(options);
    let mut items = g.program();
    let unmutated = mutation.map(|_| g.print_items(&items));
    if let Some(m) = mutation {
        (m.apply)(&mut g, &mut items);
    }
    let body = g.print_items(&items);
    let features: Vec<Feature> = g.used.iter().copied().collect();
    let names: Vec<&str> = features.iter().map(|f| f.name()).collect();
    let seed_text = seed.map_or("fuzz".to_string(), |s| s.to_string());
    let nvcc_flags = g.nvcc_flags();
    let includes = g.includes.clone();
    let version = grammar.version();
    let mode_suffix = if cfg.headers { " headers" } else { "" };
    let header = |mode: &str| {
        let mut h = format!(
            "// cudagen {version} seed {seed_text} {mode}{mode_suffix}\n// features: {}\n",
            names.join(",")
        );
        if !nvcc_flags.is_empty() {
            h.push_str(&format!("// nvcc: {}\n", nvcc_flags.join(" ")));
        }
        if includes.is_empty() {
            h.push_str("#include \"prelude.cuh\"\n");
        } else {
            for inc in &includes {
                h.push_str(&format!("#include <{inc}>\n"));
            }
        }
        h.push('\n');
        h
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
        nvcc_flags,
        includes,
    }
}

/// Draws from another `Rand` (so one stream can feed successive attempts).
struct Borrowed<'a, 'e>(&'a mut Rand<'e>);

impl Entropy for Borrowed<'_, '_> {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }
}
