//! Syntax-aware passes on rcudafe's tokens (see [`super::tokens`]): each proposes edits that keep
//! the text well bracketed: drop one item of a parameter, argument, template-argument or
//! initializer list; drop an initializer; simplify an expression; rename an identifier everywhere;
//! inline an object-like macro or a typedef.

use super::edit::{Edit, Splice};
use super::tokens::{is_reserved, Kind, Tokens};
use rcudafe::lex::Punct;
use std::collections::BTreeSet;

/// A comma-separated list: the bytes just inside its brackets and its top-level commas.
struct List {
    inner_start: usize,
    inner_end: usize,
    commas: Vec<usize>,
    /// A `(...)` list: its items are expressions or parameters, and an argument may become `0`.
    parenthesised: bool,
}

/// Every `(...)`, `{...}` and template `<...>` list with content.
fn lists(t: &Tokens) -> Vec<List> {
    let mut out = Vec::new();
    for i in 0..t.len() {
        let (close_tok, close_byte) =
            if let Some(c) = t.open_close(i).filter(|_| !t.is(i, Punct::LBracket)) {
                (c, t.toks[c].start)
            } else if let Some(found) = t.angle_close(i) {
                found
            } else {
                continue;
            };
        let inner_start = t.toks[i].end;
        if close_byte > inner_start && close_tok > i + 1 {
            let parenthesised = t.is(i, Punct::LParen);
            out.push(List {
                inner_start,
                inner_end: close_byte,
                commas: t.top_level_commas(i, close_tok),
                parenthesised,
            });
        }
    }
    out
}

/// Drop one item of a list with the comma that joins it to its neighbour (and a whole template
/// argument list with its brackets, as in `f<int>(x)` → `f(x)`).
pub fn list_item_edits(text: &[u8]) -> Vec<Edit> {
    let t = Tokens::lex(text);
    let mut edits = Vec::new();
    for i in 0..t.len() {
        if let Some((_, close)) = t.angle_close(i) {
            edits.push(Edit::delete(t.toks[i].start, close + 1));
        }
    }
    for list in lists(&t) {
        let commas: Vec<(usize, usize)> = list
            .commas
            .iter()
            .map(|&c| (t.toks[c].start, t.toks[c].end))
            .collect();
        if commas.is_empty() {
            continue; // a single item: the bracket pass empties it
        }
        for k in 0..=commas.len() {
            let edit = if k == 0 {
                Edit::delete(list.inner_start, commas[0].1)
            } else {
                let end = commas.get(k).map_or(list.inner_end, |c| c.0);
                Edit::delete(commas[k - 1].0, end)
            };
            edits.push(edit);
        }
        if list.parenthesised {
            // Each argument replaced by `0` (the driver skips those that would not shrink the text).
            for k in 0..=commas.len() {
                let start = if k == 0 {
                    list.inner_start
                } else {
                    commas[k - 1].1
                };
                let end = commas.get(k).map_or(list.inner_end, |c| c.0);
                edits.push(Edit::replace(start, end, b" 0"));
            }
        }
    }
    edits
}

/// Where the expression that starts at token `i` ends: the first `,` `;` `)` `]` `}` at its level.
pub(crate) fn expression_end(t: &Tokens, mut i: usize) -> usize {
    while i < t.len() && !t.toks[i].directive {
        if let Some(c) = t.open_close(i) {
            i = c + 1;
            continue;
        }
        if matches!(
            t.toks[i].kind,
            Kind::Punct(
                Punct::Comma | Punct::Semi | Punct::RParen | Punct::RBracket | Punct::RBrace
            )
        ) {
            break;
        }
        i += 1;
    }
    i
}

/// Drop an initializer: `= value` up to the next `,` or `;` (also default arguments), or a braced
/// initializer right after a name (`float f{8.0F}` → `float f`).
pub fn initializer_edits(text: &[u8]) -> Vec<Edit> {
    let t = Tokens::lex(text);
    let mut edits = Vec::new();
    for i in 0..t.len() {
        if t.toks[i].directive {
            continue;
        }
        if t.is(i, Punct::Assign) {
            let end = expression_end(&t, i + 1);
            if end > i + 1 {
                let start = if i > 0 {
                    t.toks[i - 1].end
                } else {
                    t.toks[i].start
                };
                edits.push(Edit::delete(
                    start,
                    t.toks.get(end).map_or(text.len(), |e| e.start),
                ));
            }
        } else if t.is(i, Punct::LBrace)
            && i > 0
            && t.is_ident(i - 1)
            && !is_reserved(t.spelling(i - 1))
        {
            if let Some(c) = t.open_close(i) {
                // `name {` followed by `;` or `,` is an initializer, not a class or function body.
                if t.is(c + 1, Punct::Semi)
                    || t.is(c + 1, Punct::Comma)
                    || t.is(c + 1, Punct::RParen)
                {
                    edits.push(Edit::delete(t.toks[i].start, t.toks[c].end));
                }
            }
        }
    }
    edits
}

/// Does token `i` end an operand (so that an operator after it is binary)?
fn ends_operand(t: &Tokens, i: usize) -> bool {
    match t.toks[i].kind {
        Kind::Number | Kind::Literal => true,
        Kind::Ident => {
            !is_reserved(t.spelling(i))
                || matches!(t.spelling(i), b"this" | b"nullptr" | b"true" | b"false")
        }
        Kind::Punct(Punct::RParen | Punct::RBracket) => true,
        _ => false,
    }
}

/// The first token of the operand that ends at `i`: a primary, or a bracketed group with the name
/// or call it belongs to (`f(x)`, `a[2]`, `(a + b)`).
fn operand_start(t: &Tokens, mut i: usize) -> usize {
    loop {
        match t.toks[i].kind {
            Kind::Punct(Punct::RParen | Punct::RBracket) => match t.toks[i].partner {
                Some(open) if open < i && open > 0 && ends_operand(t, open - 1) => i = open - 1,
                Some(open) if open < i => return open,
                _ => return i,
            },
            _ => return i,
        }
    }
}

/// The last token of the operand that starts at `i`.
fn operand_end(t: &Tokens, i: usize) -> Option<usize> {
    let mut j = match t.toks.get(i)?.kind {
        Kind::Number | Kind::Literal | Kind::Ident => i,
        Kind::Punct(Punct::LParen) => t.open_close(i)?,
        _ => return None,
    };
    // Calls and subscripts continue the operand.
    while let Some(c) = t
        .open_close(j + 1)
        .filter(|_| t.is(j + 1, Punct::LParen) || t.is(j + 1, Punct::LBracket))
    {
        j = c;
    }
    Some(j)
}

fn is_binary_operator(p: Punct) -> bool {
    use Punct::*;
    matches!(
        p,
        Plus | Minus
            | Star
            | Slash
            | Percent
            | Shl
            | Shr
            | Lt
            | Gt
            | LtEq
            | GtEq
            | EqEq
            | NotEq
            | AmpAmp
            | PipePipe
            | Amp
            | Pipe
            | Caret
    )
}

/// Simplify expressions: a parenthesised group becomes its content, `0` or `1`; a call becomes
/// `0`; a binary operation keeps one operand (`a + f(b)` → `a` or `f(b)`).
pub fn expression_edits(text: &[u8]) -> Vec<Edit> {
    let t = Tokens::lex(text);
    let mut edits = Vec::new();
    for i in 0..t.len() {
        if t.toks[i].directive {
            continue;
        }
        if let (Some(close), true) = (t.open_close(i), t.is(i, Punct::LParen)) {
            let before = i.checked_sub(1);
            let after_name = before.is_some_and(|b| {
                t.is_ident(b)
                    || t.is(b, Punct::RParen)
                    || t.is(b, Punct::RBracket)
                    || t.is(b, Punct::Gt)
            });
            let (start, end) = (t.toks[i].start, t.toks[close].end);
            let after_keyword = before.is_some_and(|b| t.is_ident(b) && is_reserved(t.spelling(b)));
            if !after_name
                || (after_keyword
                    && matches!(
                        t.spelling(before.unwrap_or(0)),
                        b"return" | b"sizeof" | b"decltype"
                    ))
            {
                if close > i + 1 {
                    edits.push(
                        Edit::delete(t.toks[close].start, end).then_delete(start, t.toks[i].end),
                    );
                }
                edits.push(Edit::replace(start, end, b"0"));
                edits.push(Edit::replace(start, end, b"1"));
            } else if before.is_some_and(|b| t.is_ident(b) && !is_reserved(t.spelling(b))) {
                edits.push(Edit::replace(t.toks[i - 1].start, end, b"0"));
            }
        }
        if let Kind::Punct(p) = t.toks[i].kind {
            if i > 0 && is_binary_operator(p) && ends_operand(&t, i - 1) {
                let lhs = operand_start(&t, i - 1);
                let next = t.toks.get(i + 1).map_or(t.toks[i].end, |n| n.start);
                edits.push(Edit::delete(t.toks[lhs].start, next));
                if let Some(rhs_end) = operand_end(&t, i + 1) {
                    edits.push(Edit::delete(t.toks[i - 1].end, t.toks[rhs_end].end));
                }
            }
        }
    }
    edits
}

trait ThenDelete {
    fn then_delete(self, start: usize, end: usize) -> Edit;
}

impl ThenDelete for Edit {
    /// Adds a deletion to an edit (used to drop a pair of brackets around what they hold).
    fn then_delete(mut self, start: usize, end: usize) -> Edit {
        self.splices.push(Splice {
            start,
            end,
            with: Vec::new(),
        });
        Edit::many(self.splices)
    }
}

/// Identifiers of the TU that a rename may touch, in order of first occurrence, and every name in use.
fn renamable(t: &Tokens) -> (Vec<Vec<u8>>, BTreeSet<Vec<u8>>) {
    let mut order = Vec::new();
    let mut all = BTreeSet::new();
    for i in 0..t.len() {
        if !t.is_ident(i) {
            continue;
        }
        let word = t.spelling(i).to_vec();
        if all.insert(word.clone()) && !is_reserved(&word) && word.len() > 1 {
            order.push(word);
        }
    }
    (order, all)
}

/// The shortest name not in use: `a`..`z`, then `aa`...
fn fresh_name(used: &BTreeSet<Vec<u8>>) -> Vec<u8> {
    let letters = b'a'..=b'z';
    for c in letters.clone() {
        if !used.contains(&vec![c]) {
            return vec![c];
        }
    }
    for c in letters.clone() {
        for d in letters.clone() {
            if !used.contains(&vec![c, d]) {
                return vec![c, d];
            }
        }
    }
    b"zzz".to_vec()
}

/// Rename one identifier, everywhere (directives included), to the shortest name not in use.
pub fn rename_edits(text: &[u8]) -> Vec<Edit> {
    let t = Tokens::lex(text);
    let (names, used) = renamable(&t);
    let fresh = fresh_name(&used);
    names
        .into_iter()
        .filter(|n| n.len() > fresh.len())
        .map(|name| {
            let splices = (0..t.len())
                .filter(|&i| t.is_ident(i) && t.spelling(i) == name.as_slice())
                .map(|i| Splice {
                    start: t.toks[i].start,
                    end: t.toks[i].end,
                    with: fresh.clone(),
                })
                .collect();
            Edit::many(splices)
        })
        .collect()
}

/// Inline an object-like `#define NAME body`, a `typedef T NAME;` or a `using NAME = T;`: every
/// later use of NAME becomes the body, and the definition goes.
pub fn inline_edits(text: &[u8]) -> Vec<Edit> {
    let t = Tokens::lex(text);
    let mut edits = Vec::new();
    let line_end = |at: usize| {
        text[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(text.len(), |p| at + p + 1)
    };
    for i in 0..t.len() {
        // `# define NAME body`: NAME not directly followed by `(`.
        let is_define = t.is(i, Punct::Hash)
            && t.toks[i].directive
            && t.spelling(i + 1).eq(b"define")
            && t.is_ident(i + 2);
        if is_define && i + 2 < t.len() {
            let name = i + 2;
            let body_first = name + 1;
            let function_like =
                t.is(body_first, Punct::LParen) && t.toks[body_first].start == t.toks[name].end;
            if function_like {
                continue;
            }
            let body_end = (body_first..t.len())
                .find(|&j| !t.toks[j].directive || t.is(j, Punct::Hash) && j > i)
                .unwrap_or(t.len());
            let body = if body_first < body_end {
                &text[t.toks[body_first].start..t.toks[body_end - 1].end]
            } else {
                &b""[..]
            };
            let definition = (t.toks[i].start, line_end(t.toks[name].end));
            edits.extend(inline_name(&t, name, body, definition));
        }
        // `typedef T NAME;` and `using NAME = T;` at the start of a declaration.
        let at_declaration_start = i == 0
            || matches!(
                t.toks[i - 1].kind,
                Kind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace)
            )
            || t.toks[i - 1].directive;
        if !t.toks[i].directive && t.is_ident(i) && at_declaration_start {
            let semi = (i..t.len()).find(|&j| t.is(j, Punct::Semi) || t.is(j, Punct::LBrace));
            let Some(semi) = semi.filter(|&s| t.is(s, Punct::Semi)) else {
                continue;
            };
            let definition = (t.toks[i].start, t.toks[semi].end);
            if t.spelling(i) == b"typedef" && semi >= i + 3 && t.is_ident(semi - 1) {
                let body = &text[t.toks[i + 1].start..t.toks[semi - 2].end];
                edits.extend(inline_name(&t, semi - 1, body, definition));
            } else if t.spelling(i) == b"using"
                && t.is_ident(i + 1)
                && t.is(i + 2, Punct::Assign)
                && semi > i + 3
            {
                let body = &text[t.toks[i + 3].start..t.toks[semi - 1].end];
                edits.extend(inline_name(&t, i + 1, body, definition));
            }
        }
    }
    edits
}

/// Replace the uses of the name at token `name` after its definition by `body`, and delete the definition.
fn inline_name(t: &Tokens, name: usize, body: &[u8], definition: (usize, usize)) -> Option<Edit> {
    let spelling = t.spelling(name);
    let mut splices = vec![Splice {
        start: definition.0,
        end: definition.1,
        with: Vec::new(),
    }];
    splices.extend(
        (name + 1..t.len())
            .filter(|&j| {
                t.is_ident(j) && t.spelling(j) == spelling && t.toks[j].start >= definition.1
            })
            .map(|j| Splice {
                start: t.toks[j].start,
                end: t.toks[j].end,
                with: body.to_vec(),
            }),
    );
    Some(Edit::many(splices))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(text: &str, pass: fn(&[u8]) -> Vec<Edit>) -> Vec<String> {
        pass(text.as_bytes())
            .iter()
            .map(|e| String::from_utf8(e.apply(text.as_bytes())).unwrap())
            .collect()
    }

    #[test]
    fn list_items_go_one_at_a_time() {
        let out = results("void f(int a, float b, char c);", list_item_edits);
        assert_eq!(
            out[..3],
            [
                "void f( float b, char c);",
                "void f(int a, char c);",
                "void f(int a, float b);"
            ]
        );
        assert_eq!(out[4], "void f(int a, 0, char c);");
        let out = results("x = g<int, 2>(y);", list_item_edits);
        assert!(
            out.contains(&"x = g(y);".to_string()) && out.contains(&"x = g< 2>(y);".to_string()),
            "{out:?}"
        );
    }

    #[test]
    fn initializers_and_braced_initializers_go() {
        let out = results("int a = f(1, 2), b{3};", initializer_edits);
        assert_eq!(out, vec!["int a, b{3};", "int a = f(1, 2), b;"]);
    }

    #[test]
    fn expressions_simplify() {
        let out = results("x = (a + f(b)) * 2;", expression_edits);
        for want in [
            "x = a + f(b) * 2;",
            "x = 0 * 2;",
            "x = (a + 0) * 2;",
            "x = (f(b)) * 2;",
            "x = (a) * 2;",
            "x = 2;",
            "x = (a + f(b));",
        ] {
            assert!(out.contains(&want.to_string()), "{want} not in {out:?}");
        }
    }

    #[test]
    fn rename_is_consistent_and_skips_keywords() {
        let out = results(
            "#define LEN 3\nint count = LEN; int b = count;",
            rename_edits,
        );
        assert_eq!(
            out,
            vec![
                "#define a 3\nint count = a; int b = count;",
                "#define LEN 3\nint a = LEN; int b = a;"
            ]
        );
    }

    #[test]
    fn macros_and_typedefs_inline() {
        let out = results(
            "#define LEN (3 + 1)\ntypedef unsigned U;\nU x = LEN;\n",
            inline_edits,
        );
        assert_eq!(
            out,
            vec![
                "typedef unsigned U;\nU x = (3 + 1);\n",
                "#define LEN (3 + 1)\n\nunsigned x = LEN;\n"
            ]
        );
        let out = results("#define F(x) x\nusing T = int; T y;", inline_edits);
        assert_eq!(out, vec!["#define F(x) x\n int y;"]);
    }
}
