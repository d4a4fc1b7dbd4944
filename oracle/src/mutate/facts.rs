//! What the mutator knows about a TU, read from rcudafe's own parse (`reduce::parsed`): the
//! byte ranges of its subtrees by kind, the local variables whose declared type can become
//! `auto`, the names of its types, and which variables and functions are in scope where.
//! Positions are the TU's own bytes; anything from a header or a macro expansion outside the TU
//! is left out, so every range can be cut and pasted as text.

use crate::reduce::parsed::{collect, parse_clean};
use crate::reduce::syntax::expression_end;
use crate::reduce::tokens::{Kind as TokKind, Tokens};
use rcudafe::il::{DeclKind, StmtKind, TranslationUnit};
use rcudafe::lex::Punct;
use rcudafe::source::{FileId, Pos};
use std::collections::BTreeMap;

/// A byte range of the TU's text.
pub type Range = (usize, usize);

/// The kinds of subtree a splice exchanges: a subtree is only ever replaced by one of its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum SubtreeKind {
    /// A statement of a block.
    Statement,
    /// An initializer after `=`, or the operand of `return`.
    Expression,
    /// A declaration at the TU's top level (a function, class, variable, namespace, template).
    Declaration,
}

/// A function with a body: where its body is, and its parameters and local variables (position
/// of the name, name).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Function {
    pub body: Range,
    pub locals: Vec<(usize, String)>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Facts {
    pub statements: Vec<Range>,
    pub expressions: Vec<Range>,
    pub declarations: Vec<Range>,
    /// Local variables declared alone with an `=` initializer: from the start of the declaration
    /// to the name (the decl-specifiers and any `*`/`&`).
    pub typed_vars: Vec<Range>,
    /// Classes, enums and typedefs the TU declares.
    pub type_names: Vec<String>,
    /// Every name the TU declares (types, functions, variables, parameters), with its position:
    /// a subtree that declares a name used after it is not replaced.
    pub declared: Vec<(usize, String)>,
    pub functions: Vec<Function>,
    /// Variables at namespace scope and function names, each with its name's position.
    pub globals: Vec<(usize, String)>,
    pub function_names: Vec<(usize, String)>,
}

impl Facts {
    /// The facts of `text`, or `None` when rcudafe's preprocessor or parser reports an error.
    pub fn of(text: &[u8], headers: &[(String, Vec<u8>)]) -> Option<Facts> {
        parse_clean(text, headers, |tu, main| read(tu, main, text))
    }

    pub fn ranges(&self, kind: SubtreeKind) -> &[Range] {
        match kind {
            SubtreeKind::Statement => &self.statements,
            SubtreeKind::Expression => &self.expressions,
            SubtreeKind::Declaration => &self.declarations,
        }
    }

    /// The variables visible at byte `at`: the enclosing function's parameters and the locals
    /// declared before `at`, then the globals declared before it.
    pub fn variables_at(&self, at: usize) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        if let Some(f) = self
            .functions
            .iter()
            .filter(|f| f.body.0 <= at && at < f.body.1)
            .min_by_key(|f| f.body.1 - f.body.0)
        {
            out.extend(
                f.locals
                    .iter()
                    .filter(|(p, _)| *p < at || *p < f.body.0)
                    .map(|(_, n)| n.as_str()),
            );
        }
        out.extend(
            self.globals
                .iter()
                .filter(|(p, _)| *p < at)
                .map(|(_, n)| n.as_str()),
        );
        out.dedup();
        out
    }

    /// Whether a name declared in `range` is used after it (replacing it would leave the use
    /// undefined).
    pub fn declares_used_later(&self, text: &[u8], range: Range) -> bool {
        let inside: Vec<&[u8]> = self
            .declared
            .iter()
            .filter(|(p, _)| range.0 <= *p && *p < range.1)
            .map(|(_, n)| n.as_bytes())
            .collect();
        if inside.is_empty() {
            return false;
        }
        let t = Tokens::lex(&text[range.1..]);
        (0..t.len()).any(|i| t.is_ident(i) && inside.contains(&t.spelling(i)))
    }

    /// The functions declared before byte `at`.
    pub fn functions_at(&self, at: usize) -> Vec<&str> {
        let mut out: Vec<&str> = self
            .function_names
            .iter()
            .filter(|(p, _)| *p < at)
            .map(|(_, n)| n.as_str())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

fn read(tu: &TranslationUnit, main: FileId, text: &[u8]) -> Facts {
    let toks = Tokens::lex(text);
    // Token index by start byte: positions in the IL are token starts.
    let starts: BTreeMap<usize, usize> = toks
        .toks
        .iter()
        .enumerate()
        .map(|(i, t)| (t.start, i))
        .collect();
    let at =
        |p: Pos| (p.file == main && (p.offset as usize) < text.len()).then_some(p.offset as usize);
    let token_at = |p: Pos| at(p).and_then(|o| starts.get(&o).copied());
    let name_at = |p: Pos| {
        token_at(p)
            .filter(|&i| toks.is_ident(i))
            .map(|i| String::from_utf8_lossy(toks.spelling(i)).into_owned())
    };
    let mut facts = Facts {
        statements: collect(tu, main, text).statements,
        declarations: top_level_items(&toks),
        ..Facts::default()
    };
    // An expression that starts at token `i`, up to the `,` `;` or closer that ends it.
    let expression_from = |i: usize| -> Option<Range> {
        let end = expression_end(&toks, i);
        (end > i && end < toks.len() && !toks.is(i, Punct::LBrace))
            .then(|| (toks.toks[i].start, toks.toks[end - 1].end))
            .filter(|_| (i..end).all(|k| !toks.toks[k].directive))
    };
    let mut function_ids = BTreeMap::new();
    for (_, decl) in tu.decls.iter() {
        if decl.implicit || decl.instance_of.is_some() {
            continue;
        }
        match &decl.kind {
            DeclKind::Var(v) => {
                let init = v
                    .init_pos
                    .and_then(token_at)
                    .filter(|&i| toks.is(i, Punct::Assign));
                if let Some(range) = init.and_then(|i| expression_from(i + 1)) {
                    facts.expressions.push(range);
                }
                let local = decl
                    .parent
                    .is_some_and(|p| matches!(tu.decls[p].kind, DeclKind::Function(_)));
                if let (Some(pos), Some(name)) = (at(decl.pos), name_at(decl.pos)) {
                    if local {
                        function_ids
                            .entry(decl.parent)
                            .or_insert_with(Vec::new)
                            .push((pos, name));
                    } else if !v.field {
                        facts.globals.push((pos, name));
                    }
                }
            }
            DeclKind::Param(_) => {
                if let (Some(pos), Some(name)) = (at(decl.pos), name_at(decl.pos)) {
                    function_ids
                        .entry(decl.parent)
                        .or_insert_with(Vec::new)
                        .push((pos, name));
                }
            }
            DeclKind::Class(_) | DeclKind::Enum(_) | DeclKind::Typedef(_) => {
                if let Some(name) = name_at(decl.pos) {
                    facts.type_names.push(name);
                }
            }
            _ => {}
        }
        if let (Some(pos), Some(name)) = (at(decl.pos), name_at(decl.pos)) {
            facts.declared.push((pos, name));
        }
    }
    for (id, decl) in tu.decls.iter() {
        let DeclKind::Function(f) = &decl.kind else {
            continue;
        };
        if decl.implicit || decl.instance_of.is_some() {
            continue;
        }
        if let (Some(pos), Some(name)) = (at(decl.pos), name_at(decl.pos)) {
            facts.function_names.push((pos, name));
        }
        let body = f.body.as_ref().and_then(|b| match &tu.stmts[b.body].kind {
            StmtKind::Compound(block) => at(block.open).zip(at(block.close)),
            _ => None,
        });
        if let Some(body) = body {
            let mut locals = function_ids.remove(&Some(id)).unwrap_or_default();
            locals.sort();
            facts.functions.push(Function { body, locals });
        }
    }
    for (_, stmt) in tu.stmts.iter() {
        match &stmt.kind {
            StmtKind::Return(Some(_)) => {
                if let Some(range) = token_at(stmt.pos).and_then(|i| expression_from(i + 1)) {
                    facts.expressions.push(range);
                }
            }
            StmtKind::Decl(group) if group.decls.len() == 1 && group.defined_type.is_none() => {
                let decl = &tu.decls[group.decls[0]];
                let DeclKind::Var(v) = &decl.kind else {
                    continue;
                };
                let assigned = v
                    .init_pos
                    .and_then(token_at)
                    .is_some_and(|i| toks.is(i, Punct::Assign));
                let (Some(first), Some(name)) = (token_at(stmt.pos), token_at(decl.pos)) else {
                    continue;
                };
                // Only a plain type before the name: no declarator parentheses, arrays or lists.
                let plain = first < name
                    && (first..name).all(|k| {
                        !matches!(
                            toks.toks[k].kind,
                            TokKind::Punct(
                                Punct::LParen | Punct::LBracket | Punct::LBrace | Punct::Comma
                            )
                        ) && toks.spelling(k) != b"auto"
                    })
                    && !toks.is(name + 1, Punct::LBracket);
                if assigned && plain {
                    facts
                        .typed_vars
                        .push((toks.toks[first].start, toks.toks[name].start));
                }
            }
            _ => {}
        }
    }
    for list in [
        &mut facts.expressions,
        &mut facts.typed_vars,
        &mut facts.statements,
    ] {
        list.sort_unstable();
        list.dedup();
    }
    facts.type_names.sort_unstable();
    facts.type_names.dedup();
    facts.globals.sort();
    facts.declared.sort();
    facts.declared.dedup();
    facts.function_names.sort();
    facts
}

/// The TU's top-level items, by tokens (the IL has no start positions for declarations): an item
/// ends at a `;` outside brackets, or at the `}` of a function or namespace body. A class's `}`
/// does not end it (`struct S {...} s;`), nor a braced initializer's (`int a[] = {1};`).
fn top_level_items(t: &Tokens) -> Vec<Range> {
    const CLASS_KEYS: [&[u8]; 4] = [b"struct", b"class", b"union", b"enum"];
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut i = 0;
    while i < t.len() {
        if t.toks[i].directive {
            // A directive inside an item makes it unsafe to move: drop the item.
            start = None;
            i += 1;
            continue;
        }
        let first = *start.get_or_insert(i);
        if let Some(close) = t.open_close(i) {
            let braced = t.is(i, Punct::LBrace);
            let head = first..i;
            let class_or_init = head
                .clone()
                .any(|k| CLASS_KEYS.contains(&t.spelling(k)) || t.is(k, Punct::Assign))
                && !head.clone().any(|k| t.is(k, Punct::LParen));
            i = close + 1;
            if braced && !class_or_init && !t.is(i, Punct::Semi) {
                out.push((t.toks[first].start, t.toks[close].end));
                start = None;
            }
            continue;
        }
        if t.is(i, Punct::Semi) {
            out.push((t.toks[first].start, t.toks[i].end));
            start = None;
        } else if matches!(
            t.toks[i].kind,
            TokKind::Punct(Punct::RBrace | Punct::RParen)
        ) {
            return Vec::new(); // unbalanced: nothing is safe to cut
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slices<'a>(text: &'a str, ranges: &[Range]) -> Vec<&'a str> {
        ranges.iter().map(|&(s, e)| &text[s..e]).collect()
    }

    #[test]
    fn facts_come_from_the_parse() {
        let text = "struct S { int m; };\ntypedef float real;\nint g = 3;\n\
                    int f(int a) {\n  const int *p = &a;\n  int b = a + 1;\n  if (b) { b = 2; }\n  return b * g;\n}\n";
        let facts = Facts::of(text.as_bytes(), &[]).expect("parses");
        assert_eq!(
            slices(text, &facts.declarations),
            vec![
                "struct S { int m; };",
                "typedef float real;",
                "int g = 3;",
                "int f(int a) {\n  const int *p = &a;\n  int b = a + 1;\n  if (b) { b = 2; }\n  return b * g;\n}"
            ]
        );
        assert_eq!(
            slices(text, &facts.expressions),
            vec!["3", "&a", "a + 1", "b * g"]
        );
        assert_eq!(slices(text, &facts.typed_vars), vec!["const int *", "int "]);
        assert!(slices(text, &facts.statements).contains(&"if (b) { b = 2; }"));
        assert!(slices(text, &facts.statements).contains(&"b = 2;"));
        assert_eq!(facts.type_names, vec!["S", "real"]);
        let at_return = text.find("return").unwrap();
        assert_eq!(facts.variables_at(at_return), vec!["a", "p", "b", "g"]);
        assert_eq!(
            facts.variables_at(text.find("int b").unwrap()),
            vec!["a", "p", "g"]
        );
        assert_eq!(facts.functions_at(text.len()), vec!["f"]);
    }

    #[test]
    fn a_tu_with_an_error_has_no_facts() {
        assert!(Facts::of(b"int f() { return x; }", &[]).is_none());
    }
}
