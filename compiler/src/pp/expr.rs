//! `#if` expressions: an operator-precedence parser with explicit stacks that folds each
//! operator as soon as it is reduced — no recursion, so 100,000 nested parentheses or
//! unary minuses cost memory, not native stack — and that reports problems in the order
//! and with the recovery the reference shows (it runs EDG's C++ expression parser).
//!
//! Measured on cudafe++ 13.0:
//! * Values are 128-bit with a signed/unsigned type. A signed result outside 64 bits warns
//!   `integer operation result is out of range` (#61, on the operator) and wraps;
//!   unsigned arithmetic wraps modulo 2^64; a negative operand converted by the usual
//!   conversions warns `integer conversion resulted in a change of sign` (#68, at the
//!   start of that operand; a parenthesized one starts at its `(`). These come when the
//!   operator is reduced, so `0x10 % 0u % 1u <= -1 = @` reports #179, #68, #57, then the `@`.
//! * `/ 0`, `% 0` are errors (on the operator), a negative shift count an error and one of
//!   64 or more a warning (on the count); `1 << 63` is negative without warning.
//! * Operands that are not evaluated (`0 && x`, `1 || x`, the other arm of `?:`) are
//!   silent, but get C++'s ordinary checks instead: there a call is `expression preceding
//!   parentheses of apparent call must have (pointer-to-) function type` (#109) and an
//!   assignment `expression must be a modifiable lvalue` (#137), where an evaluated one is
//!   `function call is not allowed in a constant expression` (#59, on the callee; its
//!   arguments are still parsed) and `this operator is not allowed in a constant
//!   expression` (#57, also for `++`, `--` and a comma inside parentheses or `? :`).
//! * Identifiers left after expansion are 0, `true` is 1; `and`, `or`, `not`, `bitand`,
//!   `bitor`, `xor`, `compl`, `not_eq` are operators. `defined` is an ordinary identifier:
//!   `defined(X)` is a call, `defined X` has extra text. A floating constant or a string
//!   is `expression must have integral or enum type`. `[`, `.`, `->` are `not allowed in a
//!   preprocessing expression` (#58).
//! * Syntax errors end the parse: `expected an expression` (at the token or line end),
//!   `expected a ")"`, `expected a ":"` (line end). A top-level comma or other leftover
//!   token is `extra text after expected end of preprocessing directive` (error), but only
//!   when nothing was reported before. The remaining tokens are still checked (an `@`
//!   after the error is still `unrecognized token`).
//! * A group whose expression had an error is not taken — except after extra text
//!   (`#if 3 2` is taken), a `)` missing at the end (`#if (3`) and extra text after a
//!   number (`#if 0x1e+5`): those keep the value computed so far. An error even in an
//!   unevaluated operand counts (`#if 1 ? 2 : f(1)` is not taken); a value that came from
//!   an error does not make the other side of `&&`, `||`, `?:` unevaluated.

use super::{ppflags, sym, Msg, PpToken, Preprocessor, Severity};
use crate::lex::literal::{self, CharIssue};
use crate::lex::number::{integer_value, NumberValue};
use crate::lex::{Encoding, Punct, TokenKind};
use crate::source::{FileId, Pos};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    v: i128,
    unsigned: bool,
    /// Produced by an erroneous construct: its value decides nothing (`&&`, `||` and `?:`
    /// on it leave both sides evaluated).
    bad: bool,
}

const ZERO: Value = Value { v: 0, unsigned: false, bad: false };
const BAD: Value = Value { v: 0, unsigned: false, bad: true };

/// An operand on the stack: its value and where it starts.
#[derive(Clone, Copy, Debug)]
struct Operand {
    value: Value,
    start: Pos,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UOp {
    Plus,
    Neg,
    Not,
    Compl,
    /// `++`/`--` (already reported).
    Inert,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BOp {
    Comma,
    Assign,
    Or,
    And,
    BitOr,
    BitXor,
    BitAnd,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl BOp {
    fn prec(self) -> u8 {
        use BOp::*;
        match self {
            Comma => 0,
            Assign => 1,
            Or => 3,
            And => 4,
            BitOr => 5,
            BitXor => 6,
            BitAnd => 7,
            Eq | Ne => 8,
            Lt | Gt | Le | Ge => 9,
            Shl | Shr => 10,
            Add | Sub => 11,
            Mul | Div | Rem => 12,
        }
    }
}

const UNARY_PREC: u8 = 13;
const COND_PREC: u8 = 2;

#[derive(Clone, Copy, Debug)]
enum Op {
    Unary(UOp, Pos),
    /// `kills`: the right operand is not evaluated.
    Binary(BOp, Pos, bool),
    LParen(Pos),
    /// A call's `(`: operands pushed after `operands` are its arguments.
    Call(usize, Pos),
    /// `?` after a condition; `kills` the middle operand.
    Question(bool),
    /// `:`; `kills` the third operand.
    Colon(bool),
}

impl Op {
    fn kills(self) -> bool {
        matches!(self, Op::Binary(_, _, true) | Op::Question(true) | Op::Colon(true))
    }
}

struct Eval<'a, 'p, 'l> {
    pp: &'p mut Preprocessor<'l>,
    toks: &'a [PpToken],
    next: usize,
    operands: Vec<Operand>,
    ops: Vec<Op>,
    /// How many ops on the stack make what follows unevaluated.
    dead: u32,
    /// An error was reported (a later leftover token is then not "extra text").
    error: bool,
    /// An error that makes the value unusable (the group is not taken). Extra text, a
    /// missing `)` at the end and extra text after a number keep the value.
    poison: bool,
}

/// Evaluates a macro-expanded `#if` line (its tokens are checked here, as the parser
/// reaches them); `end` is the line end.
pub(crate) fn evaluate(pp: &mut Preprocessor<'_>, toks: &[PpToken], end: Pos) -> bool {
    let mut e = Eval { pp, toks, next: 0, operands: Vec::new(), ops: Vec::new(), dead: 0, error: false, poison: false };
    let value = e.parse(end);
    while e.fetch().is_some() {}
    !e.poison && value.is_some_and(|v| v.v != 0)
}

fn binary_op(t: &PpToken) -> Option<BOp> {
    use BOp::*;
    Some(match t.kind {
        TokenKind::Punct(p) => match p {
            Punct::Star => Mul,
            Punct::Slash => Div,
            Punct::Percent => Rem,
            Punct::Plus => Add,
            Punct::Minus => Sub,
            Punct::Shl => Shl,
            Punct::Shr => Shr,
            Punct::Lt => Lt,
            Punct::Gt => Gt,
            Punct::LtEq => Le,
            Punct::GtEq => Ge,
            Punct::EqEq => Eq,
            Punct::NotEq => Ne,
            Punct::Amp => BitAnd,
            Punct::Caret => BitXor,
            Punct::Pipe => BitOr,
            Punct::AmpAmp => And,
            Punct::PipePipe => Or,
            _ => return None,
        },
        TokenKind::Ident => match t.sym {
            s if s == sym::AND => And,
            s if s == sym::OR => Or,
            s if s == sym::BITAND => BitAnd,
            s if s == sym::BITOR => BitOr,
            s if s == sym::XOR => BitXor,
            s if s == sym::NOT_EQ => Ne,
            _ => return None,
        },
        _ => return None,
    })
}

fn unary_op(t: &PpToken) -> Option<UOp> {
    match t.kind {
        TokenKind::Punct(Punct::Plus) => Some(UOp::Plus),
        TokenKind::Punct(Punct::Minus) => Some(UOp::Neg),
        TokenKind::Punct(Punct::Bang) => Some(UOp::Not),
        TokenKind::Punct(Punct::Tilde) => Some(UOp::Compl),
        TokenKind::Ident if t.sym == sym::NOT => Some(UOp::Not),
        TokenKind::Ident if t.sym == sym::COMPL => Some(UOp::Compl),
        _ => None,
    }
}

fn is_assignment(t: &PpToken) -> bool {
    use Punct::*;
    match t.kind {
        TokenKind::Punct(p) => matches!(
            p,
            Assign | PlusAssign | MinusAssign | StarAssign | SlashAssign | PercentAssign | CaretAssign | AmpAssign | PipeAssign | ShlAssign | ShrAssign
        ),
        TokenKind::Ident => [sym::AND_EQ, sym::OR_EQ, sym::XOR_EQ].contains(&t.sym),
        _ => false,
    }
}

fn is_member_access(t: &PpToken) -> bool {
    matches!(t.kind, TokenKind::Punct(Punct::LBracket | Punct::Dot | Punct::Arrow | Punct::DotStar | Punct::ArrowStar))
}

impl Eval<'_, '_, '_> {
    /// The next token, checked as it reaches the parser.
    fn fetch(&mut self) -> Option<PpToken> {
        let t = *self.toks.get(self.next)?;
        self.next += 1;
        // Token problems (`@`, `__VA_ARGS__`) are reported here but, as on the reference,
        // neither silence a later "extra text" nor spoil the value.
        self.pp.check_delivered(&t);
        Some(t)
    }

    fn peek(&self) -> Option<&PpToken> {
        self.toks.get(self.next)
    }

    fn live(&self) -> bool {
        self.dead == 0
    }

    /// Reports an error that makes the value unusable.
    fn err(&mut self, msg: Msg, at: Pos) {
        self.pp.report_at(msg, Severity::Error, at);
        self.error = true;
        self.poison = true;
    }

    /// Reports an error the reference recovers from, keeping the value.
    fn err_keep(&mut self, msg: Msg, at: Pos) {
        self.pp.report_at(msg, Severity::Error, at);
        self.error = true;
    }

    fn push_op(&mut self, op: Op) {
        if op.kills() {
            self.dead += 1;
        }
        self.ops.push(op);
    }

    fn pop_op(&mut self) -> Option<Op> {
        let op = self.ops.pop()?;
        if op.kills() {
            self.dead -= 1;
        }
        Some(op)
    }

    fn push_value(&mut self, value: Value, start: Pos) {
        self.operands.push(Operand { value, start });
    }

    /// Whether an error was reported since diagnostic number `before`.
    fn errors_since(&self, before: usize) -> bool {
        self.pp.diags[before.min(self.pp.diags.len())..].iter().any(|d| d.severity >= Severity::Error)
    }

    /// Reduces the top operator (unary, binary or `:`). False if it is a bracket.
    fn reduce_one(&mut self) -> bool {
        let Some(&op) = self.ops.last() else { return false };
        let before = self.pp.diags.len();
        match op {
            Op::Unary(u, pos) => {
                self.pop_op();
                let c = self.operands.pop().map_or(ZERO, |o| o.value);
                let live = self.live();
                let mut v = self.unary(u, c, pos, live);
                v.bad = c.bad || u == UOp::Inert || self.errors_since(before);
                self.push_value(v, pos);
            }
            Op::Binary(b, pos, _) => {
                self.pop_op();
                let r = self.operands.pop().unwrap_or(Operand { value: ZERO, start: pos });
                let l = self.operands.pop().unwrap_or(Operand { value: ZERO, start: pos });
                let live = self.live();
                let mut v = self.binary(b, l, r, pos, live);
                v.bad = l.value.bad || r.value.bad || matches!(b, BOp::Comma | BOp::Assign) || self.errors_since(before);
                self.push_value(v, l.start);
            }
            Op::Colon(_) => {
                self.pop_op();
                let b = self.operands.pop().unwrap_or(Operand { value: ZERO, start: Pos::default() });
                let a = self.operands.pop().unwrap_or(b);
                let c = self.operands.pop().unwrap_or(a);
                let live = self.live();
                let cv = c.value.v != 0;
                let chosen = if cv { a } else { b };
                let mut v = if a.value.unsigned || b.value.unsigned { self.to_unsigned(chosen.value, chosen.start, live) } else { chosen.value };
                v.bad = c.value.bad || chosen.value.bad;
                self.push_value(v, c.start);
            }
            Op::LParen(_) | Op::Call(..) | Op::Question(_) => return false,
        }
        true
    }

    /// Reduces operators binding at least as tightly as `min` (brackets and `?`/`:` stop it).
    fn reduce_while(&mut self, min: u8) {
        while let Some(&op) = self.ops.last() {
            let p = match op {
                Op::Unary(..) => UNARY_PREC,
                Op::Binary(b, _, _) => b.prec(),
                _ => break,
            };
            if p < min || !self.reduce_one() {
                break;
            }
        }
    }

    /// Reduces everything down to the innermost `(`, call or `?`.
    fn reduce_to_bracket(&mut self) {
        while self.reduce_one() {}
    }

    fn literal(&mut self, t: &PpToken) -> Value {
        let spelled = self.pp.spelling(t).into_owned();
        match t.kind {
            TokenKind::Number => match integer_value(&spelled) {
                NumberValue::Integer { value, unsigned } => Value { v: value as i128, unsigned, bad: false },
                NumberValue::TooLarge => {
                    self.err(Msg::IntegerTooLarge, t.loc);
                    BAD
                }
                NumberValue::Floating => {
                    if self.live() {
                        self.err(Msg::ExprNotIntegral, t.loc);
                    }
                    BAD
                }
                NumberValue::ExtraText { at, value, unsigned } => {
                    self.err_keep(Msg::ExtraCharsOnNumber, token_offset(t, at));
                    Value { v: value as i128, unsigned, bad: false }
                }
            },
            TokenKind::Char(enc) => {
                // Its problems were reported when it was fetched.
                let (v, issues) = literal::char_value(&spelled);
                if issues.contains(&CharIssue::Empty) {
                    self.error = true;
                }
                Value { v: i128::from(v), unsigned: matches!(enc, Encoding::Utf16 | Encoding::Utf32), bad: false }
            }
            _ => ZERO,
        }
    }

    /// Reports a call on the operand that starts at `callee` and opens its arguments.
    fn start_call(&mut self, callee: Pos) {
        let msg = if self.live() { Msg::BadConstantFunctionCall } else { Msg::CallOfNonFunction };
        self.err(msg, callee);
        self.ops.push(Op::Call(self.operands.len(), callee));
    }

    /// Parses and folds the expression; `None` after a syntax error.
    fn parse(&mut self, end: Pos) -> Option<Value> {
        let mut expect_operand = true;
        loop {
            if expect_operand {
                let Some(t) = self.fetch() else {
                    self.err(Msg::ExpExpression, end);
                    // At the line end an open parenthesis is reported too (`h(1,`).
                    if self.ops.iter().any(|o| matches!(o, Op::LParen(_) | Op::Call(..))) {
                        self.err(Msg::ExpRparen, end);
                    }
                    return None;
                };
                if let Some(u) = unary_op(&t) {
                    self.push_op(Op::Unary(u, t.loc));
                    continue;
                }
                match t.kind {
                    TokenKind::Punct(Punct::PlusPlus | Punct::MinusMinus) => {
                        self.inert_operator(&t);
                        self.push_op(Op::Unary(UOp::Inert, t.loc));
                        continue;
                    }
                    TokenKind::Punct(Punct::LParen) => {
                        self.push_op(Op::LParen(t.loc));
                        continue;
                    }
                    TokenKind::Punct(Punct::RParen) if matches!(self.ops.last(), Some(Op::Call(n, _)) if *n == self.operands.len()) => {
                        // `f()`: a call without arguments.
                        if let Some(Op::Call(_, callee)) = self.ops.pop() {
                            self.push_value(BAD, callee);
                        }
                    }
                    TokenKind::Number | TokenKind::Char(_) => {
                        let v = self.literal(&t);
                        self.push_value(v, t.loc);
                    }
                    TokenKind::Str(_) => {
                        if self.live() {
                            self.err(Msg::ExprNotIntegral, t.loc);
                        }
                        self.push_value(BAD, t.loc);
                    }
                    TokenKind::Ident if binary_op(&t).is_none() => {
                        if self.peek().is_some_and(|n| n.is_punct(Punct::LParen)) {
                            self.fetch();
                            self.start_call(t.loc);
                            continue;
                        }
                        let v = i128::from(t.sym == sym::TRUE);
                        self.push_value(Value { v, unsigned: false, bad: false }, t.loc);
                    }
                    _ => {
                        self.err(Msg::ExpExpression, t.loc);
                        return None;
                    }
                }
                expect_operand = false;
                continue;
            }
            let Some(&t) = self.peek() else { break };
            if let Some(b) = binary_op(&t) {
                self.fetch();
                self.reduce_while(b.prec());
                let top = self.operands.last().map_or(BAD, |o| o.value);
                let kills = !top.bad && ((b == BOp::And && top.v == 0) || (b == BOp::Or && top.v != 0));
                self.push_op(Op::Binary(b, t.loc, kills));
                expect_operand = true;
                continue;
            }
            match t.kind {
                TokenKind::Punct(Punct::Question) => {
                    self.fetch();
                    self.reduce_while(COND_PREC + 1);
                    let cond = self.operands.last().map_or(BAD, |o| o.value);
                    self.push_op(Op::Question(!cond.bad && cond.v == 0));
                    expect_operand = true;
                }
                TokenKind::Punct(Punct::Colon) => {
                    self.fetch();
                    while !matches!(self.ops.last(), None | Some(Op::Question(_) | Op::LParen(_) | Op::Call(..))) {
                        self.reduce_one();
                    }
                    if let Some(Op::Question(k)) = self.ops.last().copied() {
                        self.pop_op();
                        let _ = k;
                        let n = self.operands.len();
                        let cond = if n >= 2 { self.operands[n - 2].value } else { BAD };
                        self.push_op(Op::Colon(!cond.bad && cond.v != 0));
                        expect_operand = true;
                    } else {
                        self.extra_text(&t);
                        return self.finish_value();
                    }
                }
                TokenKind::Punct(Punct::RParen) => {
                    self.fetch();
                    self.reduce_to_bracket();
                    match self.ops.last().copied() {
                        Some(Op::LParen(p)) => {
                            self.pop_op();
                            if let Some(top) = self.operands.last_mut() {
                                top.start = p;
                            }
                        }
                        Some(Op::Call(n, callee)) => {
                            self.pop_op();
                            self.operands.truncate(n);
                            self.push_value(BAD, callee);
                        }
                        _ => {
                            self.extra_text(&t);
                            return self.finish_value();
                        }
                    }
                }
                TokenKind::Punct(Punct::LParen) => {
                    // An apparent call on a value: `(1)(2)`.
                    self.fetch();
                    let callee = self.operands.pop().map_or(t.loc, |o| o.start);
                    self.start_call(callee);
                    expect_operand = true;
                    if self.peek().is_some_and(|n| n.is_punct(Punct::RParen)) {
                        self.fetch();
                        self.ops.pop();
                        self.push_value(BAD, callee);
                        expect_operand = false;
                    }
                }
                TokenKind::Punct(Punct::Comma) => {
                    while !matches!(self.ops.last(), None | Some(Op::Question(_) | Op::LParen(_) | Op::Call(..))) {
                        self.reduce_one();
                    }
                    match self.ops.last() {
                        None => {
                            self.extra_text(&t);
                            return self.finish_value();
                        }
                        Some(Op::Call(..)) => {
                            self.fetch();
                        }
                        Some(_) => {
                            self.fetch();
                            if self.live() {
                                self.err(Msg::BadConstantOperator, t.loc);
                            }
                            self.push_op(Op::Binary(BOp::Comma, t.loc, false));
                        }
                    }
                    expect_operand = true;
                }
                TokenKind::Punct(Punct::PlusPlus | Punct::MinusMinus) => {
                    self.fetch();
                    self.inert_operator(&t);
                }
                _ if is_assignment(&t) => {
                    self.fetch();
                    while let Some(&op) = self.ops.last() {
                        let p = match op {
                            Op::Unary(..) => UNARY_PREC,
                            Op::Binary(b, _, _) => b.prec(),
                            _ => break,
                        };
                        if p <= BOp::Assign.prec() || !self.reduce_one() {
                            break;
                        }
                    }
                    if self.live() {
                        self.err(Msg::BadConstantOperator, t.loc);
                    } else {
                        let at = self.operands.last().map_or(t.loc, |o| o.start);
                        self.err(Msg::NotModifiableLvalue, at);
                    }
                    self.push_op(Op::Binary(BOp::Assign, t.loc, false));
                    expect_operand = true;
                }
                _ if is_member_access(&t) => {
                    self.fetch();
                    self.err(Msg::BadPpOperator, t.loc);
                    if !t.is_punct(Punct::LBracket) {
                        if let Some(m) = self.peek().copied().filter(|m| m.kind == TokenKind::Ident) {
                            self.err(Msg::ExpMemberName, m.loc);
                        }
                    }
                    return None;
                }
                _ => {
                    // A token that cannot follow an operand: inside parentheses the `)` is
                    // missing, at the top the rest is extra text.
                    self.fetch();
                    match self.ops.iter().rev().find(|o| matches!(o, Op::LParen(_) | Op::Call(..) | Op::Question(_))) {
                        Some(Op::Question(_)) => self.err(Msg::ExpColon, t.loc),
                        Some(_) => self.err(Msg::ExpRparen, t.loc),
                        None => {
                            self.extra_text(&t);
                            let _ = self.finish_value();
                            return self.operands.last().map(|o| o.value);
                        }
                    }
                    return None;
                }
            }
        }
        self.reduce_to_bracket();
        match self.ops.last() {
            None => {}
            Some(Op::Question(_)) => {
                self.err(Msg::ExpColon, end);
                return None;
            }
            Some(_) => {
                // `(3` is taken: the parentheses are closed at the line end.
                self.err_keep(Msg::ExpRparen, end);
                while let Some(op) = self.ops.last().copied() {
                    match op {
                        Op::LParen(_) | Op::Call(..) => {
                            self.pop_op();
                            if let Op::Call(n, callee) = op {
                                self.operands.truncate(n);
                                self.push_value(BAD, callee);
                            }
                        }
                        Op::Question(_) => {
                            self.err(Msg::ExpColon, end);
                            return None;
                        }
                        _ => {
                            if !self.reduce_one() {
                                break;
                            }
                        }
                    }
                }
            }
        }
        self.operands.last().map(|o| o.value)
    }

    /// The value of what was parsed before leftover text (all operators reduced).
    fn finish_value(&mut self) -> Option<Value> {
        self.reduce_to_bracket();
        if self.ops.is_empty() {
            self.operands.last().map(|o| o.value)
        } else {
            None
        }
    }

    /// A leftover token: extra text, unless an error was already reported.
    fn extra_text(&mut self, t: &PpToken) {
        if !self.error {
            self.err_keep(Msg::ExtraText, t.loc);
        }
    }

    /// `++`/`--`: not allowed when evaluated, not an lvalue when not.
    fn inert_operator(&mut self, t: &PpToken) {
        if self.live() {
            self.err(Msg::BadConstantOperator, t.loc);
        } else {
            self.err(Msg::NotModifiableLvalue, t.loc);
        }
    }

    fn to_unsigned(&mut self, v: Value, at: Pos, live: bool) -> Value {
        if v.unsigned {
            return v;
        }
        if v.v < 0 && live {
            self.pp.report_at(Msg::IntegerSignChange, Severity::Warning, at);
        }
        Value { v: i128::from(v.v as u64), unsigned: true, bad: false }
    }

    fn signed(&mut self, r: Option<i128>, wrapped: i128, op: Pos, live: bool) -> Value {
        let v = r.unwrap_or(wrapped);
        let fits = r.is_some() && (i128::from(i64::MIN)..=i128::from(i64::MAX)).contains(&v);
        if !fits && live {
            self.pp.report_at(Msg::IntegerOverflow, Severity::Warning, op);
        }
        Value { v: i128::from(v as i64), unsigned: false, bad: false }
    }

    fn unary(&mut self, op: UOp, c: Value, at: Pos, live: bool) -> Value {
        match op {
            UOp::Plus | UOp::Inert => c,
            UOp::Not => Value { v: i128::from(c.v == 0), unsigned: false, bad: false },
            UOp::Compl if c.unsigned => Value { v: i128::from(!(c.v as u64)), unsigned: true, bad: false },
            UOp::Compl => Value { v: i128::from(!(c.v as i64)), unsigned: false, bad: false },
            UOp::Neg if c.unsigned => Value { v: i128::from(0u64.wrapping_sub(c.v as u64)), unsigned: true, bad: false },
            UOp::Neg => self.signed(c.v.checked_neg(), c.v.wrapping_neg(), at, live),
        }
    }

    fn binary(&mut self, op: BOp, l: Operand, r: Operand, at: Pos, live: bool) -> Value {
        use BOp::*;
        let bool_v = |b: bool| Value { v: i128::from(b), unsigned: false, bad: false };
        match op {
            Comma | Assign => return r.value,
            And => return bool_v(l.value.v != 0 && r.value.v != 0),
            Or => return bool_v(l.value.v != 0 || r.value.v != 0),
            Shl | Shr => return self.shift(op, l.value, r, live),
            _ => {}
        }
        let (lv, rv) = if l.value.unsigned || r.value.unsigned {
            (self.to_unsigned(l.value, l.start, live), self.to_unsigned(r.value, r.start, live))
        } else {
            (l.value, r.value)
        };
        let unsigned = lv.unsigned;
        if matches!(op, Div | Rem) && rv.v == 0 {
            if live {
                self.err(if op == Div { Msg::DivideByZero } else { Msg::ModByZero }, at);
            }
            return Value { v: 0, unsigned, bad: true };
        }
        if unsigned {
            let (a, b) = (lv.v as u64, rv.v as u64);
            let v = match op {
                Mul => a.wrapping_mul(b),
                Div => a / b,
                Rem => a % b,
                Add => a.wrapping_add(b),
                Sub => a.wrapping_sub(b),
                BitAnd => a & b,
                BitXor => a ^ b,
                BitOr => a | b,
                Lt => return bool_v(a < b),
                Gt => return bool_v(a > b),
                Le => return bool_v(a <= b),
                Ge => return bool_v(a >= b),
                Eq => return bool_v(a == b),
                Ne => return bool_v(a != b),
                Comma | Assign | And | Or | Shl | Shr => 0,
            };
            return Value { v: i128::from(v), unsigned: true, bad: false };
        }
        let (a, b) = (lv.v, rv.v);
        match op {
            Mul => self.signed(a.checked_mul(b), a.wrapping_mul(b), at, live),
            Div => self.signed(a.checked_div(b), a.wrapping_div(b), at, live),
            Rem => self.signed(a.checked_rem(b), a.wrapping_rem(b), at, live),
            Add => self.signed(a.checked_add(b), a.wrapping_add(b), at, live),
            Sub => self.signed(a.checked_sub(b), a.wrapping_sub(b), at, live),
            BitAnd => Value { v: i128::from((a as i64) & (b as i64)), unsigned: false, bad: false },
            BitXor => Value { v: i128::from((a as i64) ^ (b as i64)), unsigned: false, bad: false },
            BitOr => Value { v: i128::from((a as i64) | (b as i64)), unsigned: false, bad: false },
            Lt => bool_v(a < b),
            Gt => bool_v(a > b),
            Le => bool_v(a <= b),
            Ge => bool_v(a >= b),
            Eq => bool_v(a == b),
            Ne => bool_v(a != b),
            Comma | Assign | And | Or | Shl | Shr => ZERO,
        }
    }

    fn shift(&mut self, op: BOp, l: Value, r: Operand, live: bool) -> Value {
        let count = if r.value.unsigned { i128::from(r.value.v as u64) } else { r.value.v };
        if count < 0 {
            if live {
                self.err(Msg::NegativeShiftCount, r.start);
            }
            return Value { v: 0, unsigned: l.unsigned, bad: false };
        }
        if count >= 64 {
            if live {
                self.pp.report_at(Msg::ShiftCountTooLarge, Severity::Warning, r.start);
            }
            let v = if op == BOp::Shr && !l.unsigned && l.v < 0 { -1 } else { 0 };
            return Value { v, unsigned: l.unsigned, bad: false };
        }
        let n = count as u32;
        if l.unsigned {
            let a = l.v as u64;
            let v = if op == BOp::Shl { a << n } else { a >> n };
            Value { v: i128::from(v), unsigned: true, bad: false }
        } else {
            let a = l.v as i64;
            let v = if op == BOp::Shl { ((a as u64) << n) as i64 } else { a >> n };
            Value { v: i128::from(v), unsigned: false, bad: false }
        }
    }
}

/// The position `off` bytes into a token (its own position if it comes from a macro).
fn token_offset(t: &PpToken, off: usize) -> Pos {
    if t.has(ppflags::FROM_MACRO) || t.spell.file == FileId::SCRATCH {
        t.loc
    } else {
        Pos::new(t.spell.file, t.spell.offset + off as u32)
    }
}
