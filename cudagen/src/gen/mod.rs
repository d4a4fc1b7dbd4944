//! The valid-program generator: walks the grammar top-down, consulting the typed model so that
//! every name it prints is declared, visible, correctly typed and allowed in the execution space
//! where it appears.

mod cxx;
mod decl;
mod expr;
mod func;
mod headers;
mod stmt;

pub use cxx::CxxOptions;

use crate::ast::{Expr, Item, Space, Style};
use crate::entropy::Rand;
use crate::features::{Feature, FeatureSet};
use crate::model::{EnumInfo, FuncInfo, Konst, MacroFn, Record, TParam, Ty, Var, SCALARS};
use crate::Config;
use std::collections::BTreeSet;

/// A callable local (a lambda) in host code.
#[derive(Clone, Debug)]
pub struct LocalFn {
    pub name: String,
    pub ret: Ty,
    pub params: Vec<Ty>,
    /// Generic (`auto` parameters): any arithmetic argument, a dependent result.
    pub generic: bool,
    /// The scope depth it was declared at.
    pub level: usize,
}

/// The context of the function body being generated.
#[derive(Clone, Debug)]
pub struct Cx {
    pub space: Space,
    pub ret: Ty,
    pub scopes: Vec<Vec<Var>>,
    pub lambdas: Vec<LocalFn>,
    pub loops: u32,
    pub switches: u32,
    pub tparams: Vec<TParam>,
    /// Generating a method of this record: its fields are visible by their bare names.
    pub record: Option<usize>,
    pub const_method: bool,
    /// Scopes below this index are invisible (a lambda without default capture).
    pub hidden_below: usize,
    /// Scopes below this index are read-only (captured by value).
    pub readonly_below: usize,
    pub in_lambda: bool,
    pub is_kernel: bool,
    /// Statements still allowed in this function.
    pub budget: i32,
    pub name: String,
    /// A constexpr function body: only parameters, locals and constexpr globals; only constexpr calls.
    pub pure: bool,
}

impl Cx {
    pub fn new(space: Space, ret: Ty, name: &str) -> Cx {
        Cx {
            space,
            ret,
            scopes: vec![Vec::new()],
            lambdas: Vec::new(),
            loops: 0,
            switches: 0,
            tparams: Vec::new(),
            record: None,
            const_method: false,
            hidden_below: 0,
            readonly_below: 0,
            in_lambda: false,
            is_kernel: space == Space::Global,
            budget: 12,
            name: name.to_string(),
            pure: false,
        }
    }

    pub fn push(&mut self) {
        self.scopes.push(Vec::new());
    }

    pub fn pop(&mut self) {
        self.scopes.pop();
        let level = self.scopes.len();
        self.lambdas.retain(|l| l.level < level);
    }

    pub fn declare(&mut self, v: Var) {
        self.scopes.last_mut().expect("a scope").push(v);
    }

    pub fn is_device(&self) -> bool {
        matches!(self.space, Space::Device | Space::Global)
    }
}

pub struct Gen<'e, 'c> {
    pub r: Rand<'e>,
    pub cfg: &'c Config,
    pub fs: FeatureSet,
    pub used: BTreeSet<Feature>,
    names: BTreeSet<String>,
    counter: u32,
    pub records: Vec<Record>,
    /// Records that may live in `__shared__`/`__device__`/`__constant__` memory (trivial aggregates).
    pub trivial: Vec<bool>,
    pub enums: Vec<EnumInfo>,
    pub funcs: Vec<FuncInfo>,
    pub globals: Vec<Var>,
    pub macro_consts: Vec<(String, i64)>,
    pub macro_fns: Vec<MacroFn>,
    /// Statement macros: (name, kind).
    pub macro_stmts: Vec<(String, u8)>,
    /// (alias, aliased type)
    pub aliases: Vec<(String, Ty)>,
    pub style: Style,
    /// Qualifier for names declared now (`ns::`, `a::b::`, empty).
    pub qual: String,
    /// Kernels launched so far.
    pub launched: BTreeSet<String>,
    /// Building a preprocessor expression: only macros and literals (no `sizeof`, no variables).
    pub pp_mode: bool,
    /// Macro constants other macros' bodies refer to.
    pub macro_deps: BTreeSet<String>,
    /// The stringizing macro (`STR(x)`), if defined.
    pub stringize: Option<String>,
    /// The token-pasting macro (`CAT(a, b)`), if defined.
    pub paste: Option<String>,
    /// cudagen 0.2 (`Grammar::Cxx`): the program's language mode and options; `None` for 0.1.
    pub cxx: Option<CxxOptions>,
    /// Header mode: the headers the program includes, `cuda_runtime.h` first.
    pub includes: Vec<&'static str>,
    /// nvcc options a construct needed (`--extended-lambda`, `-rdc=true`, `-arch=sm_90`).
    pub needed_flags: BTreeSet<&'static str>,
    /// The kernel template extended lambdas are launched through, once declared.
    pub apply_kernel: Option<String>,
    /// Locals declared by verbatim statements (see `cxx/used.rs`).
    pub raw_locals: Vec<String>,
}

/// How often a draw rejected by its caller is redrawn before the caller falls back to a fixed choice.
const MAX_REDRAWS: usize = 64;

const WORDS: &[&str] = &[
    "scale", "accum", "blend", "mix", "lerp", "norm", "fold", "stencil", "update", "apply",
    "gather", "scatter", "tally", "probe", "step", "relax", "smooth", "combine", "filter", "bias",
    "weigh", "fuse", "split", "pack", "tile", "sweep", "bump", "kick", "drift", "decay", "grow",
    "clamp", "shade", "march", "trace", "count", "reduce", "spread", "warp", "merge", "sift",
    "rank", "score", "pivot",
];

const LOCALS: &[&str] = &[
    "acc", "sum", "tmp", "val", "idx", "cnt", "lo", "hi", "mid", "res", "prod", "diff", "flag",
    "stride", "base", "off", "lim", "w", "x", "y", "z", "u", "v", "t", "s", "q", "r", "k", "e",
    "f", "h", "m",
];

impl<'e, 'c> Gen<'e, 'c> {
    pub fn new(r: Rand<'e>, cfg: &'c Config, fs: FeatureSet) -> Self {
        let style = Style::default();
        Gen {
            r,
            cfg,
            fs,
            used: BTreeSet::new(),
            names: BTreeSet::new(),
            counter: 0,
            records: Vec::new(),
            trivial: Vec::new(),
            enums: Vec::new(),
            funcs: Vec::new(),
            globals: Vec::new(),
            macro_consts: Vec::new(),
            macro_fns: Vec::new(),
            macro_stmts: Vec::new(),
            aliases: Vec::new(),
            style,
            qual: String::new(),
            launched: BTreeSet::new(),
            pp_mode: false,
            macro_deps: BTreeSet::new(),
            stringize: None,
            paste: None,
            cxx: None,
            includes: Vec::new(),
            needed_flags: BTreeSet::new(),
            apply_kernel: None,
            raw_locals: Vec::new(),
        }
    }

    /// Drawing from cudagen 0.2's grammar?
    pub fn is_cxx(&self) -> bool {
        self.cxx.is_some()
    }

    /// The TU's nvcc options: the language mode, then what its constructs need, in a fixed order.
    pub fn nvcc_flags(&self) -> Vec<String> {
        let Some(o) = self.cxx else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if o.std20 {
            out.push("-std=c++20".to_string());
        }
        for flag in ["--extended-lambda", "-rdc=true", "-arch=sm_90"] {
            let wanted = match flag {
                "--extended-lambda" => o.ext_lambda,
                "-rdc=true" => o.rdc,
                _ => false,
            };
            if wanted || self.needed_flags.contains(flag) {
                out.push(flag.to_string());
            }
        }
        out
    }

    // ------------------------------------------------------------ features

    /// Is `f` enabled? (Does not mark it used.)
    pub fn on(&self, f: Feature) -> bool {
        self.fs.enabled(f)
    }

    /// Enabled, and drawn with a probability that grows with its weight; marks nothing.
    pub fn roll(&mut self, f: Feature, percent: u32) -> bool {
        self.on(f) && self.r.chance(percent)
    }

    pub fn mark(&mut self, f: Feature) {
        self.used.insert(f);
    }

    /// Picks among `(feature, item)` alternatives by enabled weight; `None` if none is enabled.
    pub fn choose<T: Copy>(&mut self, options: &[(Feature, T)]) -> Option<T> {
        let weights: Vec<u32> = options.iter().map(|(f, _)| self.fs.weight(*f)).collect();
        if weights.iter().all(|&w| w == 0) {
            return None;
        }
        Some(options[self.r.weighted(&weights)].1)
    }

    // ------------------------------------------------------------ names

    /// A fresh TU-wide unique identifier built from `base`.
    pub fn fresh(&mut self, base: &str) -> String {
        loop {
            self.counter += 1;
            let name = format!("{base}{}", self.counter);
            if self.names.insert(name.clone()) {
                return name;
            }
        }
    }

    pub fn fresh_from(&mut self, bases: &[&str]) -> String {
        let b = *self.r.pick(bases);
        self.fresh(b)
    }

    pub fn fresh_word(&mut self, prefix: &str, suffix: &str) -> String {
        let w = *self.r.pick(WORDS);
        self.fresh(&format!("{prefix}{w}{suffix}"))
    }

    pub fn fresh_local(&mut self) -> String {
        let w = *self.r.pick(LOCALS);
        self.fresh(w)
    }

    /// The qualified spelling of a name declared in the current namespace.
    pub fn qualify(&self, name: &str) -> String {
        format!("{}{name}", self.qual)
    }

    // ------------------------------------------------------------ types

    pub fn scalar(&mut self) -> Ty {
        let weights: Vec<u32> = SCALARS.iter().map(|(_, w)| *w).collect();
        SCALARS[self.r.weighted(&weights)].0.clone()
    }

    /// A scalar type usable as a variable, parameter or field (no bool/char for arithmetic-heavy roles).
    pub fn num_scalar(&mut self) -> Ty {
        // Redraws are bounded: fuzzer bytes run out into a constant stream, which would repeat
        // the same rejected draw forever.
        for _ in 0..MAX_REDRAWS {
            let t = self.scalar();
            if t != Ty::Bool {
                return t;
            }
        }
        Ty::Int
    }

    /// `n` distinct numbers in `0..=max` (all of them when `n` exceeds that), drawn by
    /// rejection like the seeded streams always have been, but with bounded redraws: then the
    /// smallest numbers not yet taken.
    pub fn distinct_values(&mut self, n: usize, max: i64) -> Vec<i64> {
        let n = n.min(max as usize + 1);
        let mut values: Vec<i64> = Vec::new();
        let mut draws = 0;
        while values.len() < n && draws < MAX_REDRAWS {
            draws += 1;
            let v = self.r.range(0, max);
            if !values.contains(&v) {
                values.push(v);
            }
        }
        let mut next = 0;
        while values.len() < n {
            if !values.contains(&next) {
                values.push(next);
            }
            next += 1;
        }
        values
    }

    /// How a type is spelled; may use a typedef/alias name for it.
    pub fn spell(&mut self, ty: &Ty) -> String {
        let aliases: Vec<String> = self
            .aliases
            .iter()
            .filter(|(_, t)| t == ty)
            .map(|(n, _)| n.clone())
            .collect();
        if !aliases.is_empty() && self.r.chance(50) {
            return self.r.pick(&aliases).clone();
        }
        self.canonical(ty)
    }

    pub fn canonical(&mut self, ty: &Ty) -> String {
        match ty {
            Ty::Void => "void".into(),
            Ty::Bool => "bool".into(),
            Ty::Char => "char".into(),
            Ty::SChar => "signed char".into(),
            Ty::UChar => "unsigned char".into(),
            Ty::Short => if self.r.chance(80) {
                "short"
            } else {
                "short int"
            }
            .into(),
            Ty::UShort => "unsigned short".into(),
            Ty::Int => "int".into(),
            Ty::UInt => if self.r.chance(60) {
                "unsigned int"
            } else {
                "unsigned"
            }
            .into(),
            Ty::Long => "long".into(),
            Ty::ULong => if self.r.chance(50) {
                "size_t"
            } else {
                "unsigned long"
            }
            .into(),
            Ty::LongLong => "long long".into(),
            Ty::ULongLong => "unsigned long long".into(),
            Ty::Float => "float".into(),
            Ty::Double => "double".into(),
            Ty::Ptr(t, c) => {
                let inner = self.spell(t);
                if *c {
                    format!("const {inner}*")
                } else {
                    format!("{inner}*")
                }
            }
            Ty::Record(i) => self.records[*i].name.clone(),
            Ty::Enum(i) => self.enums[*i].name.clone(),
            Ty::Dim3 => "dim3".into(),
            Ty::TParam(n) => n.clone(),
            Ty::Dependent => "int".into(),
            Ty::CStr => "const char*".into(),
            Ty::Stream => "cudaStream_t".into(),
        }
    }

    /// A spelling usable in a functional cast `T(x)`, if there is one.
    pub fn single_word(&mut self, ty: &Ty) -> Option<String> {
        let s = self.spell(ty);
        if Ty::is_single_word(&s) {
            return Some(s);
        }
        let s = self.canonical(ty);
        Ty::is_single_word(&s).then_some(s)
    }

    // ------------------------------------------------------------ literals

    /// An integer literal of value `v` (nonnegative) spelled for type `ty` (suffix by type).
    pub fn int_lit(&mut self, v: i128, ty: &Ty) -> Expr {
        debug_assert!(v >= 0);
        let suffix = match ty {
            Ty::UInt => *self.r.pick(&["u", "U"]),
            Ty::Long => *self.r.pick(&["l", "L"]),
            Ty::ULong => *self.r.pick(&["ul", "UL", "lu"]),
            Ty::LongLong => *self.r.pick(&["ll", "LL"]),
            Ty::ULongLong => *self.r.pick(&["ull", "ULL"]),
            _ => "",
        };
        if !suffix.is_empty() {
            self.mark(Feature::LitIntSuffix);
        }
        let mut opts = vec![(Feature::Kernel, 0u8)]; // decimal (Kernel is always on)
        if self.on(Feature::LitIntHex) {
            opts.push((Feature::LitIntHex, 1));
        }
        if self.on(Feature::LitIntOctal) && v > 7 {
            opts.push((Feature::LitIntOctal, 2));
        }
        if self.on(Feature::LitIntBinary) && v < 256 {
            opts.push((Feature::LitIntBinary, 3));
        }
        if self.on(Feature::LitDigitSep) && v >= 1000 {
            opts.push((Feature::LitDigitSep, 4));
        }
        let weights: Vec<u32> = opts
            .iter()
            .map(|(f, k)| if *k == 0 { 12 } else { self.fs.weight(*f) })
            .collect();
        let (f, kind) = opts[self.r.weighted(&weights)];
        let body = match kind {
            1 => {
                if self.r.chance(50) {
                    format!("0x{v:X}")
                } else {
                    format!("0x{v:x}")
                }
            }
            2 => format!("0{v:o}"),
            3 => format!("0b{v:b}"),
            4 => {
                // Digit separators every three digits from the right: 12'345.
                let rev: Vec<char> = v.to_string().chars().rev().collect();
                let groups: Vec<String> = rev.chunks(3).map(|g| g.iter().rev().collect()).collect();
                groups.into_iter().rev().collect::<Vec<_>>().join("'")
            }
            _ => v.to_string(),
        };
        if kind != 0 {
            self.mark(f);
        }
        Expr::Lit(format!("{body}{suffix}"))
    }

    /// A floating literal with value `v` (nonnegative, exactly representable eighths).
    pub fn float_lit(&mut self, v: f64, single: bool) -> Expr {
        self.mark(Feature::LitFloat);
        let suffix = if single {
            *self.r.pick(&["f", "F", "f"])
        } else {
            ""
        };
        let hexable = v > 0.0 && v.fract() == 0.0 && (v as u64).is_power_of_two();
        if hexable && self.roll(Feature::LitHexFloat, 40) {
            self.mark(Feature::LitHexFloat);
            let exp = (v as u64).trailing_zeros();
            return Expr::Lit(format!("0x1p{exp}{suffix}"));
        }
        if v != 0.0 && v.fract() == 0.0 && v % 10.0 == 0.0 && self.roll(Feature::LitFloatExp, 50) {
            self.mark(Feature::LitFloatExp);
            let mut m = v;
            let mut e = 0;
            while m % 10.0 == 0.0 && m != 0.0 {
                m /= 10.0;
                e += 1;
            }
            return Expr::Lit(format!("{m}e{e}{suffix}"));
        }
        if v != 0.0 && v < 1.0 && self.roll(Feature::LitFloatExp, 30) {
            self.mark(Feature::LitFloatExp);
            // 0.125 == 125e-3
            let scaled = (v * 1000.0).round();
            if (scaled / 1000.0 - v).abs() < 1e-12 {
                return Expr::Lit(format!("{scaled}e-3{suffix}"));
            }
        }
        let mut text = format!("{v}");
        if !text.contains('.') {
            text = if self.r.chance(20) {
                format!("{text}.")
            } else {
                format!("{text}.0")
            };
        } else if text.starts_with("0.") && self.r.chance(20) {
            text = text[1..].to_string();
        }
        Expr::Lit(format!("{text}{suffix}"))
    }

    /// A character literal (value ≤ 127) and its value.
    pub fn char_lit(&mut self) -> (Expr, i128) {
        self.mark(Feature::LitChar);
        let plain: &[(&str, i128)] = &[
            ("'a'", 97),
            ("'z'", 122),
            ("'0'", 48),
            ("'A'", 65),
            ("' '", 32),
            ("'#'", 35),
        ];
        let escapes: &[(&str, i128)] = &[
            ("'\\n'", 10),
            ("'\\t'", 9),
            ("'\\0'", 0),
            ("'\\\\'", 92),
            ("'\\''", 39),
            ("'\"'", 34),
            ("'\\x41'", 65),
            ("'\\101'", 65),
            ("'\\x7f'", 127),
            ("'\\a'", 7),
            ("'\\?'", 63),
        ];
        if self.roll(Feature::LitCharEscape, 40) {
            self.mark(Feature::LitCharEscape);
            let (s, v) = *self.r.pick(escapes);
            return (Expr::lit(s), v);
        }
        let (s, v) = *self.r.pick(plain);
        if self.roll(Feature::LitCharPrefix, 30) {
            self.mark(Feature::LitCharPrefix);
            let p = *self.r.pick(&["u8", "u", "U", "L"]);
            return (Expr::Lit(format!("{p}{s}")), v);
        }
        (Expr::lit(s), v)
    }

    /// A string literal expression of type `const char *`.
    pub fn string_lit(&mut self) -> Expr {
        self.mark(Feature::LitString);
        let words = [
            "tile",
            "warp size",
            "ok",
            "kernel\\n",
            "a\\tb",
            "x=%d",
            "\\\"q\\\"",
            "path\\\\to",
            "\\x41\\102",
        ];
        let w = *self.r.pick(&words);
        if self.roll(Feature::LitRawString, 25) {
            self.mark(Feature::LitRawString);
            let raw = [
                "R\"(raw \\n text)\"",
                "R\"xy(a \"quoted\" )word)xy\"",
                "R\"(C:\\dir)\"",
            ];
            return Expr::lit(*self.r.pick(&raw));
        }
        if self.roll(Feature::LitStringConcat, 25) {
            self.mark(Feature::LitStringConcat);
            return Expr::Lit(format!("\"{w}\" \"_tail\""));
        }
        // In C++20 a `u8` string is `const char8_t[]`, which a `const char *` cannot point to.
        if !self.cxx.is_some_and(|o| o.std20) && self.roll(Feature::LitStringPrefix, 20) {
            self.mark(Feature::LitStringPrefix);
            return Expr::Lit(format!("u8\"{w}\""));
        }
        Expr::Lit(format!("\"{w}\""))
    }

    // ------------------------------------------------------------ constants

    /// Named integral constants visible everywhere, with their values.
    pub fn named_consts(&self) -> Vec<(String, i64)> {
        let mut out = self.macro_consts.clone();
        if self.pp_mode {
            return out;
        }
        for g in &self.globals {
            if g.mem == crate::model::Mem::Constexpr && g.dims.is_empty() && g.ty.is_integral() {
                if let Konst::Int(v) = g.k {
                    out.push((g.name.clone(), v as i64));
                }
            }
        }
        for e in &self.enums {
            if !e.scoped {
                out.extend(e.enumerators.iter().cloned());
            }
        }
        out
    }

    /// An integral constant expression with value `v` (for array bounds, launch bounds, case
    /// labels, template arguments, static assertions). Values stay small: no overflow anywhere.
    pub fn express(&mut self, v: i64, depth: u32) -> Expr {
        let consts: Vec<(String, i64)> = self
            .named_consts()
            .into_iter()
            .filter(|(_, c)| *c >= 1 && *c <= v)
            .collect();
        let choice = self.r.below(if depth == 0 { 2 } else { 6 });
        match choice {
            1 if !consts.is_empty() => {
                let (n, c) = self.r.pick(&consts).clone();
                if c == v {
                    return Expr::Name(n);
                }
                Expr::bin(
                    Expr::Name(n),
                    "+",
                    self.express(v - c, depth.saturating_sub(1)),
                )
            }
            2 if v >= 4 => {
                let divisors: Vec<i64> = (2..=v / 2).filter(|d| v % d == 0 && *d <= 16).collect();
                if divisors.is_empty() {
                    return self.express(v, 0);
                }
                let d = *self.r.pick(&divisors);
                Expr::bin(
                    self.express(v / d, depth - 1),
                    "*",
                    self.express(d, depth - 1),
                )
            }
            3 if v >= 2 && v.count_ones() == 1 && self.on(Feature::Shift) => {
                self.mark(Feature::Shift);
                let s = v.trailing_zeros() as i64;
                let one = self.int_lit(1, &Ty::Int);
                Expr::bin(one, "<<", self.express(s, 0))
            }
            4 if v > 0 && v & 3 == 0 && self.on(Feature::Sizeof) && !self.pp_mode => {
                self.mark(Feature::Sizeof);
                let t = *self.r.pick(&["int", "float", "unsigned int"]);
                if v == 4 {
                    return Expr::Keyword(format!("sizeof({t})"));
                }
                Expr::bin(
                    Expr::Keyword(format!("sizeof({t})")),
                    "*",
                    self.express(v / 4, depth - 1),
                )
            }
            5 => Expr::Paren(Box::new(self.express(v, depth - 1))),
            _ => self.int_lit(v as i128, &Ty::Int),
        }
    }

    /// A variable name as written at a use: sometimes through the token-pasting macro.
    pub fn name_use(&mut self, name: &str) -> Expr {
        if let Some(cat) = self.paste.clone() {
            let digits = name.len() - name.trim_end_matches(|c: char| c.is_ascii_digit()).len();
            let (base, num) = name.split_at(name.len() - digits);
            if digits > 0 && !base.is_empty() && !name.contains(':') && self.r.chance(15) {
                self.mark(Feature::MacroPaste);
                return Expr::Call(
                    Box::new(Expr::Name(cat)),
                    vec![Expr::Name(base.to_string()), Expr::Lit(num.to_string())],
                );
            }
        }
        Expr::Name(name.to_string())
    }

    pub fn print_items(&self, items: &[Item]) -> String {
        crate::ast::print_items(items, &self.style)
    }
}
