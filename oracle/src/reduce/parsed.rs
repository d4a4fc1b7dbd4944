//! Syntax-aware passes on rcudafe's own preprocessor and parser: the TU is parsed in process
//! (its headers served from memory) and the IL's positions give exact boundaries where the
//! lexical passes guess: each statement of a block (a block's statements are contiguous, so
//! one ends where the next starts, the last at the block's `}`), each function body, each class
//! body. Positions are after macro expansion: a token from a macro sits at the invocation's
//! name, in the TU. When the parse reports an error, the IL may not match the text: the pass
//! proposes nothing and the lexical passes (run as well) do the work.

use super::edit::Edit;
use super::tokens::Tokens;
use rcudafe::il::{DeclKind, StmtKind, TranslationUnit};
use rcudafe::lex::TokenKind;
use rcudafe::parse::{parse_tokens, ParseOptions, Severity};
use rcudafe::pp::{PpOptions, Preprocessor};
use rcudafe::source::{MemoryFs, Pos};
use std::sync::{Arc, Mutex};

/// The name the TU is parsed under (its headers are found beside it).
const TU_NAME: &str = "reduce.cu";

/// Headers by file name, as the TU includes them.
pub type Headers = Arc<Vec<(String, Vec<u8>)>>;

/// Byte ranges the parser knows, in the TU's text.
#[derive(Default, Debug, PartialEq)]
pub(crate) struct Ranges {
    /// Statements inside blocks, outermost first.
    pub(crate) statements: Vec<(usize, usize)>,
    /// Insides of function and class bodies (between the braces).
    pub(crate) bodies: Vec<(usize, usize)>,
}

/// Parses `text` on a thread with a large stack (the parser recurses); `None` when it reports
/// an error, panics, or the thread cannot start.
fn ranges(text: &[u8], headers: &[(String, Vec<u8>)]) -> Option<Ranges> {
    parse_clean(text, headers, |tu, main| collect(tu, main, text))
}

/// Preprocesses and parses `text` (its headers served from memory) on a thread with a large
/// stack, and hands the IL and the TU's file id to `f`; `None` when the preprocessor or the
/// parser reports an error, something panics, or the thread cannot start. The mutator
/// (`crate::mutate`) reads its subtrees from the same parse.
pub(crate) fn parse_clean<R: Send>(
    text: &[u8],
    headers: &[(String, Vec<u8>)],
    f: impl FnOnce(&TranslationUnit, rcudafe::source::FileId) -> R + Send,
) -> Option<R> {
    let mut files = MemoryFs::new();
    for (name, bytes) in headers {
        files.add(name, bytes);
    }
    let job = || -> Option<R> {
        let mut pp = Preprocessor::new(
            TU_NAME.as_bytes(),
            text.to_vec(),
            PpOptions::default(),
            &files,
        );
        let mut toks = Vec::new();
        // The preprocessor always ends with Eof; the cap guards against a surprise.
        for _ in 0..=text.len() * 4 + 1_000_000 {
            let t = pp.next_token();
            let eof = t.kind == TokenKind::Eof;
            toks.push(t);
            if eof {
                break;
            }
        }
        if toks.last().is_none_or(|t| t.kind != TokenKind::Eof)
            || pp
                .diagnostics()
                .iter()
                .any(|d| d.severity >= Severity::Error)
        {
            return None;
        }
        let parsed = parse_tokens(&pp, toks, &ParseOptions::default());
        if parsed
            .diagnostics
            .iter()
            .any(|d| d.severity >= Severity::Error)
        {
            return None;
        }
        Some(f(&parsed.tu, pp.main_file()))
    };
    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(scope, job)
            .ok()?;
        handle.join().ok().flatten()
    })
}

pub(crate) fn collect(tu: &TranslationUnit, main: rcudafe::source::FileId, text: &[u8]) -> Ranges {
    let at =
        |p: Pos| (p.file == main && (p.offset as usize) < text.len()).then_some(p.offset as usize);
    let lexed = Tokens::lex(text);
    // The end of the last token that starts before `next`.
    let end_before = |next: usize| {
        lexed
            .toks
            .iter()
            .take_while(|t| t.start < next)
            .last()
            .map(|t| t.end)
    };
    let mut out = Ranges::default();
    for (_, stmt) in tu.stmts.iter() {
        let StmtKind::Compound(block) = &stmt.kind else {
            continue;
        };
        let Some(close) = at(block.close) else {
            continue;
        };
        let starts: Option<Vec<usize>> = block.stmts.iter().map(|&s| at(tu.stmts[s].pos)).collect();
        let Some(starts) = starts else { continue };
        if starts.windows(2).any(|w| w[0] >= w[1]) || starts.last().is_some_and(|&s| s >= close) {
            continue;
        }
        for (k, &start) in starts.iter().enumerate() {
            let next = starts.get(k + 1).copied().unwrap_or(close);
            if let Some(end) = end_before(next).filter(|&e| e > start) {
                out.statements.push((start, end));
            }
        }
    }
    for (_, decl) in tu.decls.iter() {
        let braces = match &decl.kind {
            DeclKind::Function(f) => f.body.as_ref().and_then(|b| match &tu.stmts[b.body].kind {
                StmtKind::Compound(block) => Some((block.open, block.close)),
                _ => None,
            }),
            DeclKind::Class(c) => c.open_brace.zip(c.close_brace),
            _ => None,
        };
        if let Some((Some(open), Some(close))) = braces.map(|(o, c)| (at(o), at(c))) {
            if open + 1 < close && text[open] == b'{' && text[close] == b'}' {
                out.bodies.push((open + 1, close));
            }
        }
    }
    // Outermost first: by start, the longer first.
    for list in [&mut out.statements, &mut out.bodies] {
        list.sort_by_key(|&(s, e)| (s, std::cmp::Reverse(e)));
        list.dedup();
    }
    out
}

/// A pass over the parser's ranges, remembering the last parse (a pass asks again after every
/// accepted edit and after every batch).
pub struct ParsedPass {
    headers: Headers,
    last: Mutex<Option<(Vec<u8>, Option<Ranges>)>>,
    pick: fn(&Ranges) -> &[(usize, usize)],
}

impl ParsedPass {
    fn new(headers: Headers, pick: fn(&Ranges) -> &[(usize, usize)]) -> ParsedPass {
        ParsedPass {
            headers,
            last: Mutex::new(None),
            pick,
        }
    }

    /// Each statement of a block deleted.
    pub fn statements(headers: Headers) -> ParsedPass {
        ParsedPass::new(headers, |r| &r.statements)
    }

    /// Each function or class body emptied.
    pub fn bodies(headers: Headers) -> ParsedPass {
        ParsedPass::new(headers, |r| &r.bodies)
    }

    pub fn edits(&self, text: &[u8]) -> Vec<Edit> {
        let Ok(mut last) = self.last.lock() else {
            return Vec::new();
        };
        if last.as_ref().is_none_or(|(t, _)| t != text) {
            *last = Some((text.to_vec(), ranges(text, &self.headers)));
        }
        let Some((_, Some(r))) = last.as_ref() else {
            return Vec::new();
        };
        (self.pick)(r)
            .iter()
            .map(|&(s, e)| Edit::delete(s, e))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(text: &str, pass: ParsedPass) -> Vec<String> {
        pass.edits(text.as_bytes())
            .iter()
            .map(|e| String::from_utf8(e.apply(text.as_bytes())).unwrap())
            .collect()
    }

    #[test]
    fn statements_and_bodies_come_from_the_parse() {
        let headers: Headers = Arc::new(vec![(
            "h.cuh".into(),
            b"#define CALL(x) g(x)\nvoid g(int);\n".to_vec(),
        )]);
        let text = "#include \"h.cuh\"\nint f(int a) {\n  for (int i = 0; i < a; i++) { CALL(i); }\n  return a;\n}\nstruct S { int m; };\n";
        let out = cut(text, ParsedPass::statements(headers.clone()));
        assert_eq!(
            out,
            vec![
                "#include \"h.cuh\"\nint f(int a) {\n  \n  return a;\n}\nstruct S { int m; };\n",
                "#include \"h.cuh\"\nint f(int a) {\n  for (int i = 0; i < a; i++) {  }\n  return a;\n}\nstruct S { int m; };\n",
                "#include \"h.cuh\"\nint f(int a) {\n  for (int i = 0; i < a; i++) { CALL(i); }\n  \n}\nstruct S { int m; };\n",
            ]
        );
        let out = cut(text, ParsedPass::bodies(headers));
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(
            out[0].contains("int f(int a) {}") && out[1].contains("struct S {};"),
            "{out:?}"
        );
    }

    #[test]
    fn a_text_that_does_not_parse_gives_nothing() {
        let headers: Headers = Arc::new(Vec::new());
        assert!(cut(
            "int f() { return 1 }",
            ParsedPass::statements(headers.clone())
        )
        .is_empty());
        assert!(cut(
            "#include \"missing.h\"\nint f() { return 1; }",
            ParsedPass::statements(headers.clone())
        )
        .is_empty());
        let deep = format!("int x = {}1{};", "(".repeat(20_000), ")".repeat(20_000));
        assert!(cut(&deep, ParsedPass::statements(headers)).is_empty());
    }
}
