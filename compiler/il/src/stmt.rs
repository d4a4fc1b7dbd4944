//! Statements.
//!
//! Every statement has a position (its first token; LD-2); compound statements also keep
//! both braces. Controlled sub-statements are whatever was written (WS-3's "always a
//! block" is the printer's business).

use super::arena::{DeclId, ExprId, StmtId};
use super::attr::Attrs;
use super::decl::DeclGroup;
use super::expr::{AsmOperand, IntValue};
use crate::pp::Symbol;
use crate::source::Pos;

/// One statement node.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub pos: Pos,
    /// `[[likely]]`, `__attribute__((fallthrough))` and the like.
    pub attrs: Option<Box<Attrs>>,
}

/// `{ ... }`
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub stmts: Vec<StmtId>,
    pub open: Pos,
    pub close: Pos,
}

/// The condition of `if`/`while`/`switch`/`for`: an expression, or a declaration
/// (`if (T x = e)`) whose variable holds the initializer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Condition {
    Expr(ExprId),
    Decl(DeclId),
}

/// A `catch` clause.
#[derive(Clone, Debug, PartialEq)]
pub struct Handler {
    /// The exception parameter (possibly unnamed); `None` for `catch (...)`.
    pub param: Option<DeclId>,
    /// A compound statement.
    pub body: StmtId,
    /// The `catch` keyword.
    pub pos: Pos,
}

/// A GNU or basic asm statement.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmStmt {
    /// `volatile`, `inline`, `goto` as written, in order.
    pub qualifiers: Vec<Symbol>,
    /// The template string's bytes (decoded).
    pub template: Box<[u8]>,
    /// `None` for basic asm (`asm("...")` without colons).
    pub operands: Option<AsmOperands>,
    /// How it was spelled: `asm`, `__asm`, `__asm__`.
    pub keyword: Symbol,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct AsmOperands {
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    pub clobbers: Vec<Box<[u8]>>,
    pub labels: Vec<Symbol>,
}

/// Statement kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    Compound(Block),
    Expr(ExprId),
    /// A declaration statement (one group, possibly several declarators, possibly a class
    /// or enum defined in its specifiers).
    Decl(DeclGroup),
    If {
        init: Option<StmtId>,
        cond: Condition,
        then: StmtId,
        else_: Option<StmtId>,
        /// `if constexpr`
        constexpr: bool,
        /// `else` keyword position.
        else_pos: Option<Pos>,
    },
    While {
        cond: Condition,
        body: StmtId,
    },
    Do {
        body: StmtId,
        cond: ExprId,
        while_pos: Pos,
    },
    For {
        init: Option<StmtId>,
        cond: Option<Condition>,
        step: Option<ExprId>,
        body: StmtId,
    },
    /// `for (init; var : range) body`
    RangeFor {
        init: Option<StmtId>,
        var: DeclId,
        range: ExprId,
        body: StmtId,
    },
    Switch {
        init: Option<StmtId>,
        cond: Condition,
        body: StmtId,
    },
    /// `case value:` (GNU `case lo ... hi:`) followed by its sub-statement; `constant` is
    /// the converted value (as `u128` bits: an `i128` field would make every statement node
    /// 16-aligned).
    Case {
        value: ExprId,
        hi: Option<ExprId>,
        constant: IntValue,
        sub: StmtId,
    },
    Default {
        sub: StmtId,
    },
    Label {
        name: Symbol,
        sub: StmtId,
    },
    Break,
    Continue,
    Return(Option<ExprId>),
    /// `co_return e;` / `co_return;` (C++20). `implicit`: the one EDG adds at the end of a
    /// coroutine whose end is reachable and whose promise has `return_void` (printed after
    /// the last statement, unpositioned).
    CoReturn {
        value: Option<ExprId>,
        implicit: bool,
    },
    Goto(Symbol),
    /// GNU computed goto `goto *e;`
    GotoExpr(ExprId),
    /// `;`
    Null,
    /// Boxed: the largest statement by far, and rare.
    Asm(Box<AsmStmt>),
    Try {
        body: StmtId,
        handlers: Vec<Handler>,
    },
    /// A `#pragma` at statement level (index into [`super::TranslationUnit::pragmas`]).
    Pragma(u32),
    /// A statement that failed to parse (already diagnosed).
    Error,
}
