//! The mutation operators. Each proposes one replacement in the recipient's text, or nothing
//! when the TU offers no place for it: a splice (tree-splicer: a subtree replaced by a subtree of
//! the same kind from a donor, its free names renamed to ones in scope), type erasure
//! (Hephaestus: a declared type becomes `auto`, explicit template arguments of a call are
//! dropped), type overwriting (one type name replaced by another: mostly invalid programs).

use super::facts::{Facts, Range, SubtreeKind};
use crate::reduce::edit::Splice;
use crate::reduce::tokens::{is_reserved, Kind, Tokens};
use cudagen::entropy::Rand;
use rcudafe::lex::Punct;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Operator {
    SpliceStatement,
    SpliceExpression,
    SpliceDeclaration,
    EraseAuto,
    EraseTemplateArgs,
    OverwriteType,
}

impl Operator {
    pub const ALL: [Operator; 6] = [
        Operator::SpliceStatement,
        Operator::SpliceExpression,
        Operator::SpliceDeclaration,
        Operator::EraseAuto,
        Operator::EraseTemplateArgs,
        Operator::OverwriteType,
    ];

    /// How often each is drawn: overwriting, which mostly gives invalid programs, least.
    pub const WEIGHTS: [u32; 6] = [2, 2, 1, 2, 2, 1];

    /// The name a mutant's header and the report use.
    pub fn name(self) -> &'static str {
        match self {
            Operator::SpliceStatement => "splice-statement",
            Operator::SpliceExpression => "splice-expression",
            Operator::SpliceDeclaration => "splice-declaration",
            Operator::EraseAuto => "erase-auto",
            Operator::EraseTemplateArgs => "erase-template-args",
            Operator::OverwriteType => "overwrite-type",
        }
    }

    pub fn from_name(name: &str) -> Option<Operator> {
        Operator::ALL.into_iter().find(|o| o.name() == name)
    }

    /// The kind of subtree a splice exchanges; `None` for the other operators.
    pub fn splice_kind(self) -> Option<SubtreeKind> {
        match self {
            Operator::SpliceStatement => Some(SubtreeKind::Statement),
            Operator::SpliceExpression => Some(SubtreeKind::Expression),
            Operator::SpliceDeclaration => Some(SubtreeKind::Declaration),
            _ => None,
        }
    }
}

/// A TU's text with its facts.
pub struct Parsed<'a> {
    pub text: &'a [u8],
    pub facts: &'a Facts,
}

/// Tries a few picks, since a pick may change nothing (a subtree replaced by an equal one).
const PICKS: usize = 4;

/// A subtree of the recipient replaced by one of the same kind from the donor, with the
/// donor's names that the recipient does not know renamed to variables and functions in scope
/// at that place. A subtree that declares a name used after it stays.
pub fn splice(
    rng: &mut Rand,
    kind: SubtreeKind,
    recipient: &Parsed,
    donor: &Parsed,
) -> Option<Splice> {
    let targets = recipient.facts.ranges(kind);
    let sources = donor.facts.ranges(kind);
    if targets.is_empty() || sources.is_empty() {
        return None;
    }
    let known: BTreeSet<&[u8]> = {
        let t = Tokens::lex(recipient.text);
        (0..t.len())
            .filter(|&i| t.is_ident(i))
            .map(|i| t.spelling(i))
            .collect()
    };
    for _ in 0..PICKS {
        // The first target from a random one on that takes away no name used later.
        let first = rng.below(targets.len());
        let target = (0..targets.len())
            .map(|k| targets[(first + k) % targets.len()])
            .find(|&t| !recipient.facts.declares_used_later(recipient.text, t))?;
        let (s, e) = *rng.pick(sources);
        let with = rename_free(rng, &donor.text[s..e], &known, recipient.facts, target.0);
        if with != recipient.text[target.0..target.1] {
            return Some(Splice {
                start: target.0,
                end: target.1,
                with,
            });
        }
    }
    None
}

/// Words before a name that do not make the name a declared one (`return x`, `case K`).
const NOT_A_TYPE: [&[u8]; 9] = [
    b"return", b"case", b"goto", b"else", b"do", b"new", b"delete", b"throw", b"sizeof",
];

/// `fragment` with each identifier not visible at `at` (one the recipient does not know, or a
/// local of another function) and not declared by the fragment renamed, consistently, to a
/// function (before `(`) or a variable in scope at `at`. Member names (after `.`, `->`, `::`)
/// and qualifiers are left alone.
fn rename_free(
    rng: &mut Rand,
    fragment: &[u8],
    known: &BTreeSet<&[u8]>,
    facts: &Facts,
    at: usize,
) -> Vec<u8> {
    let t = Tokens::lex(fragment);
    let member = |i: usize| {
        i > 0
            && (t.is(i - 1, Punct::Dot)
                || t.is(i - 1, Punct::Arrow)
                || t.is(i - 1, Punct::ColonColon))
            || t.is(i + 1, Punct::ColonColon)
    };
    let declared: BTreeSet<&[u8]> = (1..t.len())
        .filter(|&i| t.is_ident(i) && t.is_ident(i - 1) && !NOT_A_TYPE.contains(&t.spelling(i - 1)))
        .map(|i| t.spelling(i))
        .collect();
    let variables = facts.variables_at(at);
    let functions = facts.functions_at(at);
    let out_of_scope: BTreeSet<&[u8]> = facts
        .functions
        .iter()
        .flat_map(|f| &f.locals)
        .map(|(_, n)| n.as_bytes())
        .filter(|n| !variables.iter().any(|v| v.as_bytes() == *n))
        .collect();
    let mut renamed: BTreeMap<&[u8], Option<&str>> = BTreeMap::new();
    let mut out = Vec::with_capacity(fragment.len());
    let mut copied = 0;
    for i in 0..t.len() {
        let word = t.spelling(i);
        if !t.is_ident(i)
            || t.toks[i].directive
            || is_reserved(word)
            || word.starts_with(b"__")
            || (known.contains(word) && !out_of_scope.contains(word))
            || declared.contains(word)
            || member(i)
        {
            continue;
        }
        let call = t.is(i + 1, Punct::LParen);
        let to = *renamed.entry(word).or_insert_with(|| {
            let pool = if call { &functions } else { &variables };
            (!pool.is_empty()).then(|| *rng.pick(pool))
        });
        if let Some(to) = to {
            out.extend_from_slice(&fragment[copied..t.toks[i].start]);
            out.extend_from_slice(to.as_bytes());
            copied = t.toks[i].end;
        }
    }
    out.extend_from_slice(&fragment[copied..]);
    out
}

/// Specifiers that stay when a declared type becomes `auto`.
const KEPT_SPECIFIERS: [&[u8]; 12] = [
    b"static",
    b"extern",
    b"register",
    b"thread_local",
    b"inline",
    b"constexpr",
    b"const",
    b"volatile",
    b"__shared__",
    b"__device__",
    b"__constant__",
    b"__managed__",
];

/// A local variable's declared type replaced by `auto` (its specifiers and `*`/`&` kept):
/// `const int *p = &a;` → `const auto *p = &a;`.
pub fn erase_auto(rng: &mut Rand, recipient: &Parsed) -> Option<Splice> {
    let vars = &recipient.facts.typed_vars;
    if vars.is_empty() {
        return None;
    }
    let (s, e) = *rng.pick(vars);
    let span = &recipient.text[s..e];
    let t = Tokens::lex(span);
    let mut with: Vec<u8> = Vec::new();
    let mut declarator = Vec::new();
    for i in 0..t.len() {
        let word = t.spelling(i);
        if KEPT_SPECIFIERS.contains(&word) {
            with.extend_from_slice(word);
            with.push(b' ');
        } else if matches!(
            t.toks[i].kind,
            Kind::Punct(Punct::Star | Punct::Amp | Punct::AmpAmp)
        ) {
            declarator.extend_from_slice(word);
        } else {
            // A qualifier or template argument list between: the `*` so far belonged to it.
            declarator.clear();
        }
    }
    with.extend_from_slice(b"auto ");
    with.extend_from_slice(&declarator);
    (with != span).then_some(Splice {
        start: s,
        end: e,
        with,
    })
}

/// Words before `<` whose argument list cannot go: casts, and `template`/`operator`.
const KEEP_ARGUMENTS: [&[u8]; 6] = [
    b"static_cast",
    b"reinterpret_cast",
    b"const_cast",
    b"dynamic_cast",
    b"template",
    b"operator",
];

/// The explicit template-argument lists of calls and functional casts (`f<int>(`, `S<T>(`): the
/// places [`erase_template_args`] may empty.
pub fn template_argument_lists(text: &[u8]) -> Vec<Range> {
    let t = Tokens::lex(text);
    (1..t.len())
        .filter(|&i| !KEEP_ARGUMENTS.contains(&t.spelling(i - 1)))
        .filter_map(|i| {
            let (close, _) = t.angle_close(i)?;
            (t.is(close, Punct::Gt) && t.is(close + 1, Punct::LParen))
                .then(|| (t.toks[i].start, t.toks[close].end))
        })
        .collect()
}

/// A call's explicit template arguments dropped: `f<int>(x)` → `f(x)`.
pub fn erase_template_args(rng: &mut Rand, recipient: &Parsed) -> Option<Splice> {
    let lists = template_argument_lists(recipient.text);
    if lists.is_empty() {
        return None;
    }
    let (start, end) = *rng.pick(&lists);
    Some(Splice {
        start,
        end,
        with: Vec::new(),
    })
}

/// Builtin types an overwrite may put in or take out.
const BUILTIN_TYPES: [&str; 9] = [
    "int", "float", "double", "char", "bool", "long", "short", "unsigned", "void",
];

/// One use of a type name replaced by another type: a builtin, or a class, enum or typedef of
/// the TU. Declaring occurrences (`struct S`) and member or qualified names are left alone.
pub fn overwrite_type(rng: &mut Rand, recipient: &Parsed) -> Option<Splice> {
    let t = Tokens::lex(recipient.text);
    let mut names: Vec<&str> = BUILTIN_TYPES.to_vec();
    names.extend(recipient.facts.type_names.iter().map(String::as_str));
    let uses: Vec<usize> = (0..t.len())
        .filter(|&i| {
            let word = t.spelling(i);
            t.is_ident(i)
                && !t.toks[i].directive
                && names.iter().any(|n| n.as_bytes() == word)
                && !(i > 0
                    && (matches!(
                        t.spelling(i - 1),
                        b"struct" | b"class" | b"union" | b"enum" | b"typename"
                    ) || matches!(
                        t.toks[i - 1].kind,
                        Kind::Punct(Punct::Dot | Punct::Arrow | Punct::ColonColon | Punct::Tilde)
                    )))
        })
        .collect();
    if uses.is_empty() {
        return None;
    }
    let i = *rng.pick(&uses);
    let old = t.spelling(i);
    let others: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| n.as_bytes() != old)
        .collect();
    let with = rng.pick(&others).as_bytes().to_vec();
    Some(Splice {
        start: t.toks[i].start,
        end: t.toks[i].end,
        with,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use cudagen::entropy::SeededEntropy;

    const TU: &str = "struct S { int m; };\ntemplate <typename T> T twice(T v) { return v + v; }\n\
                      int g = 3;\nint f(int a) {\n  const int *p = &a;\n  S s = {a};\n  int b = twice<int>(a) + s.m;\n  return b * g;\n}\n";
    const DONOR: &str = "float unknown_thing;\nfloat h(float x) {\n  float y = x * 2.0f;\n  y += unknown_thing;\n  return y;\n}\n";

    fn apply(text: &str, s: &Splice) -> String {
        let mut out = text.as_bytes().to_vec();
        out.splice(s.start..s.end, s.with.iter().copied());
        String::from_utf8(out).unwrap()
    }

    /// The text's tokens with every identifier the same.
    fn shape(text: &str) -> Vec<Vec<u8>> {
        let t = Tokens::lex(text.as_bytes());
        (0..t.len())
            .map(|i| {
                if t.is_ident(i) && !is_reserved(t.spelling(i)) {
                    b"ID".to_vec()
                } else {
                    t.spelling(i).to_vec()
                }
            })
            .collect()
    }

    fn rng(seed: u64) -> Rand<'static> {
        Rand::new(Box::new(SeededEntropy::new(seed)))
    }

    /// Every operator changes the text, and the result still lexes with balanced brackets.
    #[test]
    fn each_operator_changes_the_text_and_keeps_it_lexable() {
        let facts = Facts::of(TU.as_bytes(), &[]).unwrap();
        let donor_facts = Facts::of(DONOR.as_bytes(), &[]).unwrap();
        let recipient = Parsed {
            text: TU.as_bytes(),
            facts: &facts,
        };
        let donor = Parsed {
            text: DONOR.as_bytes(),
            facts: &donor_facts,
        };
        for op in Operator::ALL {
            for seed in 0..20 {
                let r = &mut rng(seed);
                let splice = match op.splice_kind() {
                    Some(kind) => splice(r, kind, &recipient, &donor),
                    None if op == Operator::EraseAuto => erase_auto(r, &recipient),
                    None if op == Operator::EraseTemplateArgs => erase_template_args(r, &recipient),
                    None => overwrite_type(r, &recipient),
                };
                let s = splice.unwrap_or_else(|| panic!("{} found no place", op.name()));
                let out = apply(TU, &s);
                assert_ne!(out, TU, "{}", op.name());
                assert_eq!(
                    crate::reduce::tokens::unmatched_brackets(out.as_bytes()),
                    0,
                    "{}: {out}",
                    op.name()
                );
            }
        }
    }

    #[test]
    fn erasure_keeps_specifiers_and_declarators() {
        let facts = Facts::of(TU.as_bytes(), &[]).unwrap();
        let recipient = Parsed {
            text: TU.as_bytes(),
            facts: &facts,
        };
        let mut seen = BTreeSet::new();
        for seed in 0..30 {
            seen.insert(apply(TU, &erase_auto(&mut rng(seed), &recipient).unwrap()));
            let dropped = apply(
                TU,
                &erase_template_args(&mut rng(seed), &recipient).unwrap(),
            );
            assert!(dropped.contains("int b = twice(a) + s.m;"), "{dropped}");
        }
        assert!(
            seen.iter().any(|s| s.contains("const auto *p = &a;")),
            "{seen:?}"
        );
        assert!(
            seen.iter().any(|s| s.contains("auto b = twice<int>(a)")),
            "{seen:?}"
        );
        assert!(seen.iter().any(|s| s.contains("auto s = {a};")), "{seen:?}");
    }

    /// A spliced statement is a statement of the donor, an expression an expression; the donor's
    /// unknown name is renamed to a variable in scope where it lands.
    #[test]
    fn splice_takes_a_subtree_of_the_same_kind_and_renames_free_names() {
        let facts = Facts::of(TU.as_bytes(), &[]).unwrap();
        let donor_facts = Facts::of(DONOR.as_bytes(), &[]).unwrap();
        let recipient = Parsed {
            text: TU.as_bytes(),
            facts: &facts,
        };
        let donor = Parsed {
            text: DONOR.as_bytes(),
            facts: &donor_facts,
        };
        for kind in [
            SubtreeKind::Statement,
            SubtreeKind::Expression,
            SubtreeKind::Declaration,
        ] {
            let targets: Vec<&str> = facts.ranges(kind).iter().map(|&(s, e)| &TU[s..e]).collect();
            let sources: Vec<&str> = donor_facts
                .ranges(kind)
                .iter()
                .map(|&(s, e)| &DONOR[s..e])
                .collect();
            for seed in 0..20 {
                let s = splice(&mut rng(seed), kind, &recipient, &donor).unwrap();
                assert!(targets.contains(&&TU[s.start..s.end]), "{kind:?}");
                let with = String::from_utf8(s.with.clone()).unwrap();
                // Renaming changes identifiers only: the shape is a source's shape.
                assert!(
                    sources.iter().any(|src| shape(src) == shape(&with)),
                    "{kind:?}: {with}"
                );
                if kind != SubtreeKind::Declaration {
                    assert!(!with.contains("unknown_thing"), "free name kept: {with}");
                }
                if kind == SubtreeKind::Statement && with.starts_with("y +=") {
                    // `y` is declared in the donor, not known here: renamed to a variable in scope.
                    let scope = facts.variables_at(s.start);
                    assert!(
                        scope.iter().any(|v| with.starts_with(&format!("{v} +="))),
                        "{with}"
                    );
                }
            }
        }
    }
}
