//! The instantiations in progress, as EDG keeps them: a stack of contexts (what is being
//! instantiated, with which arguments, and where it was needed), the limit on how many
//! instantiations of one template may be pending at once (`--pending_instantiations`,
//! 200: the 201st is "excessive recursion at instantiation of ..." and is not done), and
//! the contexts a diagnostic issued inside an instantiation prints ("detected during ...").
//!
//! The state is per thread and reset for each translation unit ([`reset`]): the
//! instantiator is reached from deep inside substitution and evaluation, which see only
//! the IL, and a translation runs on one thread.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::il::types::TemplateArg;
use crate::il::{DeclId, DeclKind, TranslationUnit};
use crate::source::Pos;

/// EDG's default `--pending_instantiations`.
pub const MAX_PENDING: usize = 200;

/// What a context instantiates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A class template specialization (`entity`: the pattern's class).
    Class,
    /// A static data member's initializer (`entity`: the member in the pattern).
    Member,
}

/// One instantiation in progress.
#[derive(Clone, Debug)]
pub struct Context {
    pub kind: Kind,
    pub entity: DeclId,
    /// The pattern's template parameters and their arguments.
    pub params: Vec<DeclId>,
    pub args: Vec<TemplateArg>,
    /// Where it was needed (the point of instantiation).
    pub pos: Pos,
}

/// An instantiation refused because too many of its template were pending: the message's
/// entity (`member "F<N>::v [with N=1]"`), where it was needed, and the contexts in
/// progress, innermost first, as they print (`class "F<N> [with N=2]"`, position).
#[derive(Clone, Debug)]
pub struct Excessive {
    pub entity: Vec<u8>,
    pub pos: Pos,
    pub contexts: Vec<(Vec<u8>, Pos)>,
}

#[derive(Default)]
struct State {
    stack: Vec<Context>,
    excessive: Vec<Excessive>,
    /// Static data members already instantiated, by member and arguments.
    member_values: HashMap<(DeclId, Vec<TemplateArg>), Option<i128>>,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::default();
}

/// Forgets everything: a new translation unit begins.
pub fn reset() {
    STATE.with(|s| *s.borrow_mut() = State::default());
}

/// Starts `context`, unless [`MAX_PENDING`] instantiations of its entity are pending: then
/// records the error and returns false (the instantiation is not done).
pub fn enter(tu: &TranslationUnit, context: Context) -> bool {
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        let pending = s
            .stack
            .iter()
            .filter(|c| c.kind == context.kind && c.entity == context.entity)
            .count();
        if pending < MAX_PENDING {
            s.stack.push(context);
            return true;
        }
        let contexts = s
            .stack
            .iter()
            .rev()
            .map(|c| (context_text(tu, c), c.pos))
            .collect();
        s.excessive.push(Excessive {
            entity: entity_text(tu, &context),
            pos: context.pos,
            contexts,
        });
        false
    })
}

/// Ends the innermost context.
pub fn leave() {
    STATE.with(|s| {
        s.borrow_mut().stack.pop();
    });
}

/// The refusals recorded since the last call.
pub fn take_excessive() -> Vec<Excessive> {
    STATE.with(|s| std::mem::take(&mut s.borrow_mut().excessive))
}

/// A static data member's value already instantiated with these arguments.
pub fn member_value(member: DeclId, args: &[TemplateArg]) -> Option<Option<i128>> {
    STATE.with(|s| {
        s.borrow()
            .member_values
            .get(&(member, args.to_vec()))
            .copied()
    })
}

/// Remembers a static data member's instantiated value.
pub fn remember_member_value(member: DeclId, args: Vec<TemplateArg>, value: Option<i128>) {
    STATE.with(|s| {
        s.borrow_mut().member_values.insert((member, args), value);
    });
}

/// How a context prints after "instantiation of": EDG shows a static data member's
/// instantiation as that of its class (`class "F<N> [with N=2]"`).
fn context_text(tu: &TranslationUnit, c: &Context) -> Vec<u8> {
    let class = match c.kind {
        Kind::Class => Some(c.entity),
        Kind::Member => tu.decls[c.entity].parent,
    };
    let mut out = b"class \"".to_vec();
    if let Some(class) = class {
        out.extend_from_slice(&pattern_name(tu, class, &c.params));
    }
    out.extend_from_slice(&with_clause(tu, &c.params, &c.args));
    out.push(b'"');
    out
}

/// The refused entity as the message names it: `class "F<1>"`, `member "F<N>::v [with N=1]"`.
fn entity_text(tu: &TranslationUnit, c: &Context) -> Vec<u8> {
    match c.kind {
        Kind::Class => {
            let mut out = b"class \"".to_vec();
            out.extend_from_slice(name(tu, c.entity));
            out.push(b'<');
            out.extend_from_slice(&join(c.args.iter().map(|a| arg_text(tu, a))));
            out.extend_from_slice(b">\"");
            out
        }
        Kind::Member => {
            let mut out = b"member \"".to_vec();
            if let Some(class) = tu.decls[c.entity].parent {
                out.extend_from_slice(&pattern_name(tu, class, &c.params));
                out.extend_from_slice(b"::");
            }
            out.extend_from_slice(name(tu, c.entity));
            out.extend_from_slice(&with_clause(tu, &c.params, &c.args));
            out.push(b'"');
            out
        }
    }
}

fn name(tu: &TranslationUnit, d: DeclId) -> &[u8] {
    tu.decls[d]
        .name
        .ident()
        .map_or(&b""[..], |s| tu.symbols.name(s))
}

/// `F<N>`: a class template's name with its parameters' names.
fn pattern_name(tu: &TranslationUnit, class: DeclId, params: &[DeclId]) -> Vec<u8> {
    let mut out = name(tu, class).to_vec();
    if matches!(tu.decls[class].kind, DeclKind::Class(_)) && !params.is_empty() {
        out.push(b'<');
        out.extend_from_slice(&join(params.iter().map(|&p| name(tu, p).to_vec())));
        out.push(b'>');
    }
    out
}

/// ` [with N=2]`.
fn with_clause(tu: &TranslationUnit, params: &[DeclId], args: &[TemplateArg]) -> Vec<u8> {
    if params.is_empty() {
        return Vec::new();
    }
    let pairs = params.iter().zip(args).map(|(&p, a)| {
        let mut out = name(tu, p).to_vec();
        out.push(b'=');
        out.extend_from_slice(&arg_text(tu, a));
        out
    });
    let mut out = b" [with ".to_vec();
    out.extend_from_slice(&join(pairs));
    out.push(b']');
    out
}

fn arg_text(tu: &TranslationUnit, a: &TemplateArg) -> Vec<u8> {
    match a {
        TemplateArg::Integral(v, _) => v.to_string().into_bytes(),
        TemplateArg::Type(t) => super::cuda_checks::body::type_text(tu, *t, 0),
        TemplateArg::Template(d) => name(tu, *d).to_vec(),
        TemplateArg::Pack(items) => join(items.iter().map(|a| arg_text(tu, a))),
        TemplateArg::Expr(e) => match tu.exprs.get(*e).and_then(|x| x.value.get()) {
            Some(crate::il::ConstValue::Int(v)) => v.to_string().into_bytes(),
            _ => Vec::new(),
        },
    }
}

fn join(parts: impl Iterator<Item = Vec<u8>>) -> Vec<u8> {
    parts.collect::<Vec<_>>().join(&b", "[..])
}

/// The lines a diagnostic prints after its caret for `contexts` (innermost first):
/// `detected during instantiation of ...` for one, else `detected during:` and one line
/// each, the middle ones beyond `limit` (`--context_limit`, 10) elided. `line_of` gives a
/// position's presumed line and whether it is in another file than the diagnostic's (with
/// that file's name).
pub fn context_lines(
    contexts: &[(Vec<u8>, Pos)],
    limit: usize,
    line_of: &dyn Fn(Pos) -> (u32, Option<Vec<u8>>),
) -> Vec<Vec<u8>> {
    let at = |pos: Pos| {
        let (line, file) = line_of(pos);
        match file {
            None => format!("at line {line}").into_bytes(),
            Some(f) => {
                let mut out = format!("at line {line} of \"").into_bytes();
                out.extend_from_slice(&f);
                out.push(b'"');
                out
            }
        }
    };
    let entry = |(text, pos): &(Vec<u8>, Pos)| {
        let mut out = b"instantiation of ".to_vec();
        out.extend_from_slice(text);
        out.push(b' ');
        out.extend_from_slice(&at(*pos));
        out
    };
    match contexts {
        [] => Vec::new(),
        [one] => {
            let mut line = b"          detected during ".to_vec();
            line.extend_from_slice(&entry(one));
            vec![line]
        }
        _ => {
            let indent = |e: Vec<u8>| [&b"            "[..], &e].concat();
            let mut lines = vec![b"          detected during:".to_vec()];
            if limit > 0 && contexts.len() > limit {
                let head = limit / 2;
                let tail = limit - head;
                lines.extend(contexts[..head].iter().map(|c| indent(entry(c))));
                let hidden = contexts.len() - limit;
                lines.push(indent(
                    format!("[ {hidden} instantiation contexts not shown ]").into_bytes(),
                ));
                lines.extend(
                    contexts[contexts.len() - tail..]
                        .iter()
                        .map(|c| indent(entry(c))),
                );
            } else {
                lines.extend(contexts.iter().map(|c| indent(entry(c))));
            }
            lines
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(offset: u32) -> Pos {
        Pos {
            offset,
            ..Pos::default()
        }
    }

    /// Offsets stand for lines; offset 0 is in another file.
    fn line_of(p: Pos) -> (u32, Option<Vec<u8>>) {
        (p.offset, (p.offset == 0).then(|| b"h.h".to_vec()))
    }

    #[test]
    fn one_context_is_one_line() {
        let lines = context_lines(
            &[(b"class \"G<T> [with T=int]\"".to_vec(), at(3))],
            10,
            &line_of,
        );
        assert_eq!(
            lines,
            [
                b"          detected during instantiation of class \"G<T> [with T=int]\" at line 3"
                    .to_vec()
            ]
        );
    }

    #[test]
    fn beyond_the_limit_the_middle_is_elided() {
        let contexts: Vec<_> = (0..12u32)
            .map(|i| (format!("class \"F<N> [with N={i}]\"").into_bytes(), at(i)))
            .collect();
        let lines: Vec<String> = context_lines(&contexts, 10, &line_of)
            .into_iter()
            .map(|l| String::from_utf8(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 12);
        assert_eq!(lines[0], "          detected during:");
        assert_eq!(
            lines[1],
            "            instantiation of class \"F<N> [with N=0]\" at line 0 of \"h.h\""
        );
        assert_eq!(
            lines[6],
            "            [ 2 instantiation contexts not shown ]"
        );
        assert_eq!(
            lines[11],
            "            instantiation of class \"F<N> [with N=11]\" at line 11"
        );
        assert_eq!(context_lines(&contexts[..10], 10, &line_of).len(), 11);
    }
}
