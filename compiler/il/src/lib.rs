//! The intermediate language: what the parser and sema build and what the printer
//! (`emit`) and the mangler (`mangle`) read.
//!
//! EDG prints the `.int.c` from its IL, not from tokens, so this IL keeps everything the
//! printer needs (../shared/notes/printer-rules.md beside the repository): positions of declarations,
//! declarators, statements and braces (LD-2), syntactic forms (initializer forms, cast
//! forms, how names were written, `__attribute__` placement), and explicit implicit
//! conversions (E-CONV).
//!
//! Layout: all nodes live in arenas in [`TranslationUnit`] and refer to each other by
//! `u32` ids ([`DeclId`], [`TypeId`], [`ExprId`], [`StmtId`]); types are interned in a
//! [`TypeTable`]. Start reading at [`TranslationUnit`], then [`decl`] ([`DeclKind`]),
//! [`types`], [`expr`], [`stmt`], [`attr`]. [`dump()`] renders a TU as an indented tree.
//!
//! Module map: `arena` (ids), `types`, `decl`, `expr`, `stmt`, `attr`, `build`
//! (constructors), `dump`, `template_query` (template facts read from the finished IL).

pub mod arena;
pub mod attr;
pub mod build;
pub mod complex;
pub mod decl;
pub mod dump;
pub mod expr;
pub mod layout;
pub mod stmt;
pub mod template_query;
pub mod types;

pub use arena::{Arena, ArenaId, DeclId, ExprId, StmtId, TypeId};
pub use attr::{
    AttrArgs, AttrPlacement, Attrs, CudaAttrs, DeclAttrs, ExecSpace, GnuAttr, MemorySpace, StdAttr,
};
pub use decl::{Access, Decl, DeclGroup, DeclKind, DeclName, Init, Item};
pub use dump::dump;
pub use expr::{ConstValue, ConvKind, Expr, ExprKind, ValueCategory};
pub use stmt::{Block, Stmt, StmtKind};
pub use types::{Builtin, Quals, Type, TypeTable};

// The crates below, under the names the modules use (`crate::pp::Symbol`).
use rcudafe_base::source;
use rcudafe_lex as lex;
use rcudafe_pp::{self as pp, PragmaRecord, SymbolTable};

/// A whole translation unit's IL.
pub struct TranslationUnit {
    /// `DeclId(0)` is the translation unit itself ([`DeclKind::TranslationUnit`]).
    pub decls: Arena<DeclId, Decl>,
    pub types: TypeTable,
    pub exprs: Arena<ExprId, Expr>,
    pub stmts: Arena<StmtId, Stmt>,
    /// The identifier table: the preprocessor's symbols with the same numbering (copied at
    /// the end of parsing), plus names sema made.
    pub symbols: SymbolTable,
    /// The preprocessor's pragma records; `PragmaItem::index` and `StmtKind::Pragma` index
    /// them.
    pub pragmas: Vec<PragmaRecord>,
    /// Structured bindings: the hidden variable of `auto [a, b] = e;` (an anonymous
    /// `Var`, the one in the declaration group) → the binding declarations `a`, `b` in
    /// order (implicit `Var`s, found by name lookup; printed through the hidden one).
    pub structured_bindings: std::collections::HashMap<DeclId, Vec<DeclId>>,
    /// Template arguments written after a declared function's name: an explicit
    /// specialization `template<> bool zero<bool>()`, or a variable's: `template<> int
    /// bits<bool> = 1;`, `template<class T> bool same<T, T> = true;` (the printer keeps them).
    pub written_template_args: std::collections::HashMap<DeclId, Box<[types::TemplateArg]>>,
    /// A name with explicit template arguments inside a template (`f< T, block>`): per
    /// argument, the expression written for a non-type argument that sema folded to its
    /// value (`None` for the others). A dependent call prints these as written.
    pub written_value_args: std::collections::HashMap<ExprId, Box<[Option<ExprId>]>>,
    /// Function template instances made by `sema::instantiate`: their template arguments
    /// and first use.
    pub instances: std::collections::HashMap<DeclId, decl::FunctionInstance>,
    /// C++20 concept definitions (their `Var` decls print as `concept C = …;`).
    pub concepts: std::collections::HashSet<DeclId>,
    /// Type-constraints (`C`, `ns::C<int>`), referred to by index from
    /// [`types::AutoKind::Constrained`], [`TranslationUnit::param_constraints`] and
    /// compound requirements.
    pub type_constraints: Vec<types::TypeConstraint>,
    /// The type-constraint of a constrained template type parameter (`template <C T>`).
    pub param_constraints: std::collections::HashMap<DeclId, u32>,
    /// A function's trailing requires-clause (`void f() requires C<T>`).
    pub trailing_requires: std::collections::HashMap<DeclId, ExprId>,
    /// The `requires` keyword of a requires-clause, keyed by the clause's expression.
    pub requires_pos: std::collections::HashMap<ExprId, crate::source::Pos>,
    /// `x.~U()` with a dependent `x`: the type named after `~`, keyed by the member
    /// expression (the destructor is known only at instantiation).
    pub pseudo_destructor_types: std::collections::HashMap<ExprId, TypeId>,
    /// The cv-qualifiers of a declaration that defines its class or enum, and the
    /// position of the first, keyed by that class or enum: EDG prints them before the
    /// class key, there, also when they follow the closing brace (`struct S {…} const s;`).
    pub cv_of_definition:
        std::collections::HashMap<DeclId, (crate::types::Quals, crate::source::Pos)>,
    /// Deleted function templates, which EDG re-prints from their tokens: the text, keyed
    /// by the template declaration.
    pub deleted_template_tokens: std::collections::HashMap<DeclId, Box<[u8]>>,
    /// A function's conditional explicit-specifier, `explicit(expr)` (C++20): the expression,
    /// printed as written.
    pub explicit_conditions: std::collections::HashMap<DeclId, ExprId>,
    /// The first declaration of each declaration's entity, by id, filled as
    /// [`TranslationUnit::add_decl`] and [`TranslationUnit::add_member`] add them (from the
    /// `prev` they were made with), so [`TranslationUnit::first_decl`] does not walk a chain
    /// of thousands of redeclarations. A declaration pushed into `decls` another way is
    /// past its end, and its chain is walked.
    pub(crate) first_of: Vec<DeclId>,
    /// The complete definition of each class type (by the `self_ty` its redeclarations
    /// share), recorded when the definition's closing brace is parsed.
    pub class_definitions: std::collections::HashMap<TypeId, DeclId>,
}

impl Default for TranslationUnit {
    fn default() -> Self {
        Self::new()
    }
}

impl TranslationUnit {
    /// The id of the translation unit's own declaration.
    pub const ROOT: DeclId = DeclId(0);

    /// Whether a class member (a function, or a member template of one) is a constructor:
    /// the parser names constructors after their class.
    pub fn is_constructor(&self, member: DeclId) -> bool {
        let d = match &self.decls[member].kind {
            DeclKind::Template(t) => t.pattern,
            _ => member,
        };
        let decl = &self.decls[d];
        if !matches!(decl.kind, DeclKind::Function(_)) {
            return false;
        }
        decl.name == DeclName::Constructor
            || decl.parent.is_some_and(|c| {
                matches!(self.decls[c].kind, DeclKind::Class(_))
                    && decl.name.ident().is_some()
                    && self.decls[c].name.ident() == decl.name.ident()
            })
            || self.qualified_by_its_class(d)
    }

    /// `A<T>::A` / `A::A`: a declaration whose qualifier's last part names a class (or class
    /// template) of the declaration's own name (an out-of-line constructor).
    pub fn qualified_by_its_class(&self, d: DeclId) -> bool {
        let decl = &self.decls[d];
        let (Some(q), Some(name)) = (decl.qualifier.as_ref(), decl.name.ident()) else {
            return false;
        };
        let Some(expr::QualifierPart::Type(t)) = q.parts.last() else {
            return false;
        };
        let named = match self.types.get(self.types.canonical(*t)) {
            types::Type::Class(c) => Some(*c),
            types::Type::TemplateId { template, .. } => Some(*template),
            _ => None,
        };
        named.is_some_and(|c| self.decls[c].name.ident() == Some(name))
    }

    /// Whether a variable is the one a predefined identifier (`__func__`,
    /// `__PRETTY_FUNCTION__`) stands for in a function: an implicit static local array
    /// initialized by a string literal.
    pub fn is_predefined_identifier(&self, var: DeclId) -> bool {
        let d = &self.decls[var];
        d.implicit
            && d.parent
                .is_some_and(|p| matches!(self.decls[p].kind, DeclKind::Function(_)))
            && matches!(&d.kind, DeclKind::Var(v) if v.storage == decl::StorageClass::Static
                && v.init.is_some_and(|i| matches!(self.exprs[i.expr].kind, ExprKind::StringLit { .. })))
    }

    /// An empty TU: only the root declaration and the builtin types.
    pub fn new() -> TranslationUnit {
        let mut decls = Arena::new();
        decls.push(Decl::new(
            DeclName::Anonymous,
            crate::source::Pos::default(),
            None,
            DeclKind::TranslationUnit {
                members: Vec::new(),
            },
        ));
        TranslationUnit {
            decls,
            types: TypeTable::new(),
            exprs: Arena::new(),
            stmts: Arena::new(),
            symbols: SymbolTable::new(),
            structured_bindings: std::collections::HashMap::new(),
            written_template_args: std::collections::HashMap::new(),
            written_value_args: std::collections::HashMap::new(),
            instances: std::collections::HashMap::new(),
            concepts: Default::default(),
            type_constraints: Vec::new(),
            param_constraints: Default::default(),
            trailing_requires: Default::default(),
            requires_pos: Default::default(),
            pseudo_destructor_types: Default::default(),
            cv_of_definition: Default::default(),
            deleted_template_tokens: Default::default(),
            explicit_conditions: Default::default(),
            pragmas: Vec::new(),
            first_of: vec![Self::ROOT],
            class_definitions: Default::default(),
        }
    }

    /// The global namespace's members, in order.
    pub fn top_level(&self) -> &[Item] {
        self.decls[Self::ROOT]
            .members()
            .map(|m| m.as_slice())
            .unwrap_or(&[])
    }

    pub fn decl(&self, id: DeclId) -> &Decl {
        &self.decls[id]
    }
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id]
    }
    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id]
    }

    /// A declaration's name as bytes (empty for non-identifier names).
    pub fn name_bytes(&self, id: DeclId) -> &[u8] {
        match self.decls[id].name {
            DeclName::Ident(s) | DeclName::LiteralOperator(s) => self.symbols.name(s),
            _ => b"",
        }
    }

    /// The enclosing declarations from the root down to `id`'s parent.
    pub fn ancestors(&self, id: DeclId) -> Vec<DeclId> {
        let mut out = Vec::new();
        let mut cur = self.decls[id].parent;
        while let Some(p) = cur {
            if out.len() > self.decls.len() {
                break; // a cycle would be a bug; never loop forever
            }
            out.push(p);
            cur = self.decls[p].parent;
        }
        out.reverse();
        out
    }

    /// Whether `id` is declared inside an anonymous namespace (internal linkage).
    pub fn in_anonymous_namespace(&self, id: DeclId) -> bool {
        self.ancestors(id).iter().any(|&a| {
            matches!(self.decls[a].kind, DeclKind::Namespace(_))
                && self.decls[a].name == DeclName::Anonymous
        })
    }

    /// The first declaration of the entity `id` declares (following `prev`).
    /// `typedef struct { … } rgba_t;`: the typedef that names an unnamed class or enum for
    /// linkage purposes (the declaration right after it in the same scope), if any. The
    /// mangler names the class by it, and the printer prints it where the class is named.
    pub fn linkage_typedef(&self, ty_decl: DeclId) -> Option<DeclId> {
        let d = &self.decls[ty_decl];
        let self_ty = match &d.kind {
            DeclKind::Class(c) => c.self_ty,
            DeclKind::Enum(e) => e.self_ty,
            _ => return None,
        };
        let first = ty_decl.0 as usize + 1;
        for (id, x) in self.decls.iter().skip(first) {
            if x.parent != d.parent {
                let inside = x.parent.is_some_and(|p| p.0 >= ty_decl.0 && p.0 <= id.0);
                if inside || matches!(x.kind, DeclKind::Enumerator(_) | DeclKind::Param(_)) {
                    continue;
                }
                return None;
            }
            return match &x.kind {
                DeclKind::Typedef(t) if !t.alias_form && t.aliased == self_ty => Some(id),
                _ => None,
            };
        }
        None
    }

    pub fn first_decl(&self, id: DeclId) -> DeclId {
        if self.decls[id].prev.is_none() {
            return id;
        }
        if let Some(&first) = self.first_of.get(id.0 as usize) {
            debug_assert_eq!(
                first,
                self.walk_to_first(id),
                "`prev` changed after add_decl"
            );
            return first;
        }
        self.walk_to_first(id)
    }

    fn walk_to_first(&self, id: DeclId) -> DeclId {
        let mut cur = id;
        let mut steps = 0;
        while let Some(p) = self.decls[cur].prev {
            cur = p;
            steps += 1;
            if steps > self.decls.len() {
                break;
            }
        }
        cur
    }

    /// The complete definition of the class `class` declares (itself when it is one; a
    /// later definition of a forward declaration; `None` while there is none).
    pub fn class_definition(&self, class: DeclId) -> Option<DeclId> {
        match &self.decls.get(class)?.kind {
            DeclKind::Class(c) if c.complete => Some(class),
            DeclKind::Class(c) => self.class_definitions.get(&c.self_ty).copied(),
            _ => None,
        }
    }

    /// Size and alignment on x86-64 where known (classes laid out by [`layout`]: `None`
    /// for incomplete and dependent types).
    pub fn size_align(&self, t: TypeId) -> Option<(u64, u64)> {
        layout::size_align(self, t)
    }
}
