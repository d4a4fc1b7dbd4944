//! A small builder API: constructors for common nodes, so the parser, sema and tests
//! build IL the same way.

use super::arena::{DeclId, ExprId, StmtId, TypeId};
use super::decl::{Decl, DeclGroup, DeclKind, DeclName, Item};
use super::expr::{ConstValue, ConvKind, Expr, ExprKind, Folded, ValueCategory};
use super::stmt::{Block, Stmt, StmtKind};
use super::TranslationUnit;
use crate::pp::{Symbol, SymbolTable};
use crate::source::Pos;

impl TranslationUnit {
    /// Adds a declaration (not yet listed in any scope's members).
    pub fn add_decl(&mut self, mut decl: Decl) -> DeclId {
        decl.attrs.compact();
        let prev = decl.prev;
        let id = self.decls.push(decl);
        self.note_first(id, prev);
        id
    }

    /// Records `id`'s first declaration (see `first_of`), when every declaration before
    /// it was recorded too.
    fn note_first(&mut self, id: DeclId, prev: Option<DeclId>) {
        if self.first_of.len() == id.0 as usize {
            let first = prev.map_or(id, |p| self.first_decl(p));
            self.first_of.push(first);
        }
    }

    /// Links `id` to the earlier declaration it turns out to redeclare, once it is known
    /// (a template is created before its pattern is parsed). Only for a declaration that no
    /// later one names as `prev` yet, so the recorded first declarations stay right.
    pub fn link_redeclaration(&mut self, id: DeclId, prev: DeclId) {
        debug_assert!(self
            .decls
            .iter_from(id.0 as usize + 1)
            .all(|(_, d)| d.prev != Some(id)));
        self.decls[id].prev = Some(prev);
        let first = self.first_decl(prev);
        if let Some(slot) = self.first_of.get_mut(id.0 as usize) {
            *slot = first;
        }
    }

    /// Adds a declaration and appends it to its parent's member list (when the parent is
    /// a scope with members).
    pub fn add_member(&mut self, mut decl: Decl) -> DeclId {
        decl.attrs.compact();
        let (parent, prev) = (decl.parent, decl.prev);
        let id = self.decls.push(decl);
        self.note_first(id, prev);
        if let Some(p) = parent {
            self.push_item(p, Item::Decl(id));
        }
        id
    }

    /// Appends an item to a scope's member list (ignored for non-scopes).
    pub fn push_item(&mut self, scope: DeclId, item: Item) {
        if let Some(m) = self.decls[scope].members_mut() {
            m.push(item);
        }
    }

    /// Appends a group of declarators (one item if it is a lone declarator with no type
    /// defined in its specifiers).
    pub fn push_group(&mut self, scope: DeclId, group: DeclGroup) {
        if group.defined_type.is_none() && group.decls.len() == 1 {
            self.push_item(scope, Item::Decl(group.decls[0]));
        } else {
            self.push_item(scope, Item::Group(group));
        }
    }

    pub fn add_expr(&mut self, kind: ExprKind, ty: TypeId, cat: ValueCategory, pos: Pos) -> ExprId {
        self.exprs.push(Expr {
            kind,
            ty,
            cat,
            pos,
            value: Folded::default(),
        })
    }

    /// A constant prvalue.
    pub fn add_const_expr(
        &mut self,
        kind: ExprKind,
        ty: TypeId,
        pos: Pos,
        value: ConstValue,
    ) -> ExprId {
        self.exprs.push(Expr {
            kind,
            ty,
            cat: ValueCategory::PrValue,
            pos,
            value: Some(value).into(),
        })
    }

    pub fn add_stmt(&mut self, kind: StmtKind, pos: Pos) -> StmtId {
        self.stmts.push(Stmt {
            kind,
            pos,
            attrs: None,
        })
    }

    /// An integer literal of type `ty` (constant).
    pub fn int_lit(&mut self, value: u128, ty: TypeId, pos: Pos) -> ExprId {
        self.add_const_expr(
            ExprKind::IntLit(value.into()),
            ty,
            pos,
            ConstValue::Int(value as i128),
        )
    }

    pub fn bool_lit(&mut self, value: bool, pos: Pos) -> ExprId {
        let ty = self.types.bool();
        self.add_const_expr(
            ExprKind::BoolLit(value),
            ty,
            pos,
            ConstValue::Int(value as i128),
        )
    }

    /// A plain reference to a declaration (unqualified, no template arguments); lvalue
    /// for objects, functions and reference template params, prvalue for enumerators and
    /// other non-type template params.
    pub fn decl_ref(&mut self, decl: DeclId, pos: Pos) -> ExprId {
        let d = &self.decls[decl];
        let mut ty = d.ty().unwrap_or_else(|| self.types.error());
        let cat = match d.kind {
            // `template <int &R>`: a reference parameter names the referenced object, an
            // lvalue of the referenced type ([temp.param]/8; EDG accepts `R += x`).
            DeclKind::TemplateValueParam(_) if self.types.is_reference(ty) => {
                ty = self.types.non_reference(ty);
                ValueCategory::LValue
            }
            DeclKind::Enumerator(_) | DeclKind::TemplateValueParam(_) => ValueCategory::PrValue,
            _ => ValueCategory::LValue,
        };
        let value = match &d.kind {
            DeclKind::Enumerator(e) if !e.value_dependent => Some(ConstValue::Int(e.value)),
            _ => None,
        };
        let id = self.add_expr(
            ExprKind::DeclRef {
                decl,
                written: Default::default(),
            },
            ty,
            cat,
            pos,
        );
        self.exprs[id].value = value.into();
        id
    }

    /// Wraps `operand` in an implicit conversion to `ty` (a prvalue at the operand's
    /// position; the constant value, if any, is left for sema to convert).
    pub fn implicit_cast(&mut self, kind: ConvKind, operand: ExprId, ty: TypeId) -> ExprId {
        let pos = self.exprs[operand].pos;
        self.add_expr(
            ExprKind::ImplicitCast { kind, operand },
            ty,
            ValueCategory::PrValue,
            pos,
        )
    }

    /// A compound statement.
    pub fn block(&mut self, stmts: Vec<StmtId>, open: Pos, close: Pos) -> StmtId {
        self.add_stmt(StmtKind::Compound(Block { stmts, open, close }), open)
    }

    /// An identifier declaration name, interning `name`.
    pub fn ident(&mut self, name: &[u8]) -> DeclName {
        DeclName::Ident(self.symbols.intern(name))
    }

    /// A symbol for `name`.
    pub fn intern(&mut self, name: &[u8]) -> Symbol {
        self.symbols.intern(name)
    }

    /// Replaces the TU's symbol table with a copy of `from`, keeping every symbol's number
    /// (interning is sequential, so re-interning in order reproduces the numbering).
    pub fn adopt_symbols(&mut self, from: &SymbolTable) {
        let mut table = SymbolTable::new();
        for i in 0..from.len() {
            let s = table.intern(from.name(Symbol(i as u32)));
            debug_assert_eq!(s, Symbol(i as u32));
        }
        self.symbols = table;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decl::VarDecl;
    use crate::types::{ArrayBound, Quals, Type};
    use crate::Builtin;

    fn var(ty: TypeId) -> DeclKind {
        DeclKind::Var(VarDecl::new(ty))
    }

    #[test]
    fn types_are_interned_and_canonical_strips_typedefs() {
        let mut tu = TranslationUnit::new();
        let int = tu.types.int();
        let p1 = tu.types.pointer(int);
        let p2 = tu.types.pointer(int);
        assert_eq!(p1, p2);
        let ul = tu.types.builtin(Builtin::UnsignedLong);
        let size_t = tu.add_decl(Decl::new(
            DeclName::Anonymous,
            Pos::default(),
            Some(TranslationUnit::ROOT),
            var(ul),
        ));
        let td = tu.types.intern(Type::Typedef {
            decl: size_t,
            aliased: ul,
            qualifier: None,
        });
        assert_ne!(td, ul);
        assert_eq!(tu.types.canonical(td), ul);
        let ptd = tu.types.pointer(td);
        let pul = tu.types.pointer(ul);
        assert_ne!(ptd, pul);
        assert!(tu.types.same(ptd, pul));
        let c1 = tu.types.qualified(td, Quals::CONST);
        let c2 = tu.types.qualified(c1, Quals::VOLATILE);
        assert_eq!(tu.types.split_quals(c2), (ul, Quals(3)));
        let arr = tu.types.array(int, ArrayBound::Known(10));
        assert_eq!(tu.size_align(arr), Some((40, 4)));
        assert_eq!(tu.size_align(ptd), Some((8, 8)));
    }

    #[test]
    fn members_keep_order_and_dump_shows_them() {
        let mut tu = TranslationUnit::new();
        let int = tu.types.int();
        let a = tu.ident(b"a");
        let b = tu.ident(b"b");
        let da = tu.add_decl(Decl::new(
            a,
            Pos::default(),
            Some(TranslationUnit::ROOT),
            var(int),
        ));
        let db = tu.add_decl(Decl::new(
            b,
            Pos::default(),
            Some(TranslationUnit::ROOT),
            var(int),
        ));
        tu.push_group(
            TranslationUnit::ROOT,
            DeclGroup {
                defined_type: None,
                redecl_pos: None,
                decls: vec![da, db],
            },
        );
        assert_eq!(tu.top_level().len(), 1);
        let text = crate::dump(&tu);
        let ia = text.find("Var a").expect(&text);
        let ib = text.find("Var b").expect(&text);
        assert!(ia < ib, "{text}");
    }

    #[test]
    fn adopted_symbols_keep_numbers() {
        let mut pp_syms = SymbolTable::new();
        let x = pp_syms.intern(b"xyz");
        let mut tu = TranslationUnit::new();
        tu.adopt_symbols(&pp_syms);
        assert_eq!(tu.symbols.name(x), b"xyz");
        assert_eq!(tu.intern(b"xyz"), x);
    }
}
