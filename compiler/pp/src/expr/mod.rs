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

mod arith;

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

const ZERO: Value = Value {
    v: 0,
    unsigned: false,
    bad: false,
};
const BAD: Value = Value {
    v: 0,
    unsigned: false,
    bad: true,
};

/// An operand on the stack: its value and where it starts.
#[derive(Clone, Copy, Debug)]
struct Operand {
    value: Value,
    start: Pos,
    /// A string literal (for the checks made on unevaluated operands).
    string: bool,
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
        matches!(
            self,
            Op::Binary(_, _, true) | Op::Question(true) | Op::Colon(true)
        )
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
    let mut e = Eval {
        pp,
        toks,
        next: 0,
        operands: Vec::new(),
        ops: Vec::new(),
        dead: 0,
        error: false,
        poison: false,
    };
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
            Assign
                | PlusAssign
                | MinusAssign
                | StarAssign
                | SlashAssign
                | PercentAssign
                | CaretAssign
                | AmpAssign
                | PipeAssign
                | ShlAssign
                | ShrAssign
        ),
        TokenKind::Ident => [sym::AND_EQ, sym::OR_EQ, sym::XOR_EQ].contains(&t.sym),
        _ => false,
    }
}

fn is_member_access(t: &PpToken) -> bool {
    matches!(
        t.kind,
        TokenKind::Punct(
            Punct::LBracket | Punct::Dot | Punct::Arrow | Punct::DotStar | Punct::ArrowStar
        )
    )
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
        self.operands.push(Operand {
            value,
            start,
            string: false,
        });
    }

    /// Reduces the top operator (unary, binary or `:`). False if it is a bracket.
    fn reduce_one(&mut self) -> bool {
        let Some(&op) = self.ops.last() else {
            return false;
        };
        match op {
            Op::Unary(u, pos) => {
                self.pop_op();
                let c = self.operands.pop().map_or(ZERO, |o| o.value);
                let live = self.live();
                let mut v = self.unary(u, c, pos, live);
                v.bad = c.bad || u == UOp::Inert;
                self.push_value(v, pos);
            }
            Op::Binary(b, pos, _) => {
                self.pop_op();
                let r = self.operands.pop().unwrap_or(Operand {
                    value: ZERO,
                    start: pos,
                    string: false,
                });
                let l = self.operands.pop().unwrap_or(Operand {
                    value: ZERO,
                    start: pos,
                    string: false,
                });
                let live = self.live();
                let mut v = self.binary(b, l, r, pos, live);
                v.bad = l.value.bad || r.value.bad || matches!(b, BOp::Comma | BOp::Assign);
                self.push_value(v, l.start);
            }
            Op::Colon(_) => {
                self.pop_op();
                let b = self.operands.pop().unwrap_or(Operand {
                    value: ZERO,
                    start: Pos::default(),
                    string: false,
                });
                let a = self.operands.pop().unwrap_or(b);
                let c = self.operands.pop().unwrap_or(a);
                let live = self.live();
                let cv = c.value.v != 0;
                let chosen = if cv { a } else { b };
                let mut v = if a.value.unsigned || b.value.unsigned {
                    self.make_unsigned(chosen.value, chosen.start, live)
                } else {
                    chosen.value
                };
                v.bad = c.value.bad || chosen.value.bad;
                self.push_value(v, c.start);
            }
            Op::LParen(..) | Op::Call(..) | Op::Question(_) => return false,
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
                NumberValue::Integer { value, unsigned } => Value {
                    v: value as i128,
                    unsigned,
                    bad: false,
                },
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
                NumberValue::ExtraText {
                    at,
                    value,
                    unsigned,
                } => {
                    self.err_keep(Msg::ExtraCharsOnNumber, token_offset(t, at));
                    Value {
                        v: value as i128,
                        unsigned,
                        bad: false,
                    }
                }
            },
            TokenKind::Char(enc) => {
                // Its problems were reported when it was fetched.
                let (v, issues) = literal::char_value(&spelled);
                if issues.contains(&CharIssue::Empty) {
                    self.error = true;
                }
                Value {
                    v: i128::from(v),
                    unsigned: matches!(enc, Encoding::Utf16 | Encoding::Utf32),
                    bad: false,
                }
            }
            _ => ZERO,
        }
    }

    /// Reports a call on the operand that starts at `callee` and opens its arguments.
    fn start_call(&mut self, callee: Pos) {
        let msg = if self.live() {
            Msg::BadConstantFunctionCall
        } else {
            Msg::CallOfNonFunction
        };
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
                    self.report_open(end);
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
                    TokenKind::Punct(Punct::RParen) if matches!(self.ops.last(), Some(Op::Call(n, _)) if *n == self.operands.len()) =>
                    {
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
                        self.operands.push(Operand {
                            value: BAD,
                            start: t.loc,
                            string: true,
                        });
                    }
                    TokenKind::Ident if binary_op(&t).is_none() => {
                        if self.peek().is_some_and(|n| n.is_punct(Punct::LParen)) {
                            self.fetch();
                            self.start_call(t.loc);
                            continue;
                        }
                        let v = i128::from(t.sym == sym::TRUE);
                        self.push_value(
                            Value {
                                v,
                                unsigned: false,
                                bad: false,
                            },
                            t.loc,
                        );
                    }
                    _ => {
                        // The rest of the line is skipped; what is still open is reported
                        // at its end.
                        self.err(Msg::ExpExpression, t.loc);
                        if self.skip_to_close(t) {
                            expect_operand = false;
                            continue;
                        }
                        self.report_open(end);
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
                let kills =
                    !top.bad && ((b == BOp::And && top.v == 0) || (b == BOp::Or && top.v != 0));
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
                    while !matches!(
                        self.ops.last(),
                        None | Some(Op::Question(_) | Op::LParen(..) | Op::Call(..))
                    ) {
                        self.reduce_one();
                    }
                    if let Some(Op::Question(k)) = self.ops.last().copied() {
                        self.pop_op();
                        let _ = k;
                        let n = self.operands.len();
                        let cond = if n >= 2 {
                            self.operands[n - 2].value
                        } else {
                            BAD
                        };
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
                    while !matches!(
                        self.ops.last(),
                        None | Some(Op::Question(_) | Op::LParen(..) | Op::Call(..))
                    ) {
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
                    // Evaluated: not allowed (now); not evaluated: not an lvalue (when the
                    // assignment is complete).
                    if self.live() {
                        self.err(Msg::BadConstantOperator, t.loc);
                    }
                    self.push_op(Op::Binary(BOp::Assign, t.loc, false));
                    expect_operand = true;
                }
                _ if is_member_access(&t) => {
                    self.fetch();
                    self.err(Msg::BadPpOperator, t.loc);
                    if !t.is_punct(Punct::LBracket) {
                        if let Some(m) = self.peek().copied().filter(|m| m.kind == TokenKind::Ident)
                        {
                            self.err(Msg::ExpMemberName, m.loc);
                        }
                    }
                    return None;
                }
                _ => {
                    // A token that cannot follow an operand: inside parentheses the `)` is
                    // missing, at the top the rest is extra text.
                    self.fetch();
                    match self
                        .ops
                        .iter()
                        .rev()
                        .find(|o| matches!(o, Op::LParen(..) | Op::Call(..) | Op::Question(_)))
                    {
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
        if self.ops.is_empty() {
            return self.operands.last().map(|o| o.value);
        }
        // Open constructs at the line end, innermost first. `(3` is still taken.
        let question = self.ops.iter().any(|o| matches!(o, Op::Question(_)));
        self.report_open(end);
        if question {
            return None;
        }
        while let Some(op) = self.ops.last().copied() {
            match op {
                Op::LParen(..) | Op::Call(..) => {
                    self.pop_op();
                    if let Op::Call(n, callee) = op {
                        self.operands.truncate(n);
                        self.push_value(BAD, callee);
                    }
                }
                _ => {
                    if !self.reduce_one() {
                        break;
                    }
                }
            }
        }
        self.operands.last().map(|o| o.value)
    }

    /// Reports every construct still open at the line end, innermost first: a `(` or a
    /// call is `expected a ")"` (the value is kept), a `?` `expected a ":"`.
    fn report_open(&mut self, end: Pos) {
        let open: Vec<bool> = self
            .ops
            .iter()
            .rev()
            .filter_map(|o| match o {
                Op::LParen(..) | Op::Call(..) => Some(true),
                Op::Question(_) => Some(false),
                _ => None,
            })
            .collect();
        for paren in open {
            if paren {
                self.err_keep(Msg::ExpRparen, end);
            } else {
                self.err(Msg::ExpColon, end);
            }
        }
    }

    /// After `expected an expression` at a token: tokens are skipped up to a `)` that
    /// closes an open parenthesis, or to the line end. At such a `)` the missing operand
    /// is an error value, what is inside the parentheses is completed (an unevaluated
    /// assignment there is still `not a modifiable lvalue`) and parsing goes on.
    fn skip_to_close(&mut self, bad: PpToken) -> bool {
        let mut depth = 0u32;
        let at = bad.loc;
        // The offending token may itself be the `)` (`(1 + )`).
        let mut pending = Some(bad);
        while let Some(t) = pending.take().or_else(|| self.fetch()) {
            if t.is_punct(Punct::LParen) {
                depth += 1;
                continue;
            }
            if !t.is_punct(Punct::RParen) {
                continue;
            }
            if depth > 0 {
                depth -= 1;
                continue;
            }
            if !self
                .ops
                .iter()
                .any(|o| matches!(o, Op::LParen(..) | Op::Call(..)))
            {
                continue;
            }
            self.push_value(BAD, at);
            loop {
                match self.ops.last().copied() {
                    Some(Op::LParen(p)) => {
                        self.pop_op();
                        if let Some(top) = self.operands.last_mut() {
                            top.start = p;
                            top.value.bad = true;
                        }
                        return true;
                    }
                    Some(Op::Call(n, callee)) => {
                        self.pop_op();
                        self.operands.truncate(n);
                        self.push_value(BAD, callee);
                        return true;
                    }
                    Some(Op::Question(_)) => {
                        self.pop_op();
                        self.operands.pop();
                    }
                    Some(_) => {
                        if !self.reduce_one() {
                            return false;
                        }
                    }
                    None => return false,
                }
            }
        }
        false
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
}

/// The position `off` bytes into a token (its own position if it comes from a macro).
fn token_offset(t: &PpToken, off: usize) -> Pos {
    if t.has(ppflags::FROM_MACRO) || t.spell.file == FileId::SCRATCH {
        t.loc
    } else {
        Pos::new(t.spell.file, t.spell.offset + off as u32)
    }
}
