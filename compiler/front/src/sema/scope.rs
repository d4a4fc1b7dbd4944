//! Scopes: a stack of the scopes open at the current point, plus a persistent name table
//! for every namespace and class (reopened namespaces and out-of-line member definitions
//! see the same table).
//!
//! Nothing here walks the whole stack: an `else if` chain or a block nested 100,000 deep
//! opens as many scopes, and every name looked up inside would otherwise cost as much.
//! Each scope links to the nearest scope below it that is not a plain block
//! ([`Scopes::significant`]), and to the nearest one that lookup must visit whatever the
//! name (a namespace, a class, a scope with using-directives); the names declared in
//! block-like scopes are found through [`Scopes::bindings`] (for each name, the scopes
//! that declare it), so unqualified lookup visits only the scopes that can answer.

use std::collections::HashMap;

use crate::il::DeclId;
use crate::pp::symbols::FastMap;
use crate::pp::Symbol;

/// No scope (the end of a link chain).
const NO_SCOPE: u32 = u32::MAX;

/// What kind of scope is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    /// A namespace (its first definition's id) or the TU.
    Namespace(DeclId),
    /// A class body or out-of-line member definition.
    Class(DeclId),
    /// A function's parameters and outermost block.
    Function(DeclId),
    /// A block, a condition, a for-init.
    Block,
    /// A template parameter list.
    TemplateParams,
    /// A `extern "C"` block: names go to the enclosing namespace.
    Linkage(DeclId),
}

/// One open scope. Namespace and class scopes keep their names in [`Scopes::tables`].
#[derive(Clone, Debug)]
pub struct Scope {
    pub kind: ScopeKind,
    /// Names declared in a block-like scope (kept in step with [`Scopes::bindings`]:
    /// declare through [`Scopes::declare`]).
    pub(crate) names: FastMap<Symbol, Vec<DeclId>>,
    /// `using namespace` directives in a block or function scope.
    pub(crate) using_dirs: Vec<DeclId>,
    /// The nearest scope below that is not a plain [`ScopeKind::Block`].
    below: u32,
    /// The nearest scope below that lookup visits for every name (see [`Scope::structural`]).
    structural_below: u32,
}

impl Scope {
    fn new(kind: ScopeKind, below: u32, structural_below: u32) -> Scope {
        Scope {
            kind,
            names: FastMap::default(),
            using_dirs: Vec::new(),
            below,
            structural_below,
        }
    }

    /// The declarations named `name` declared in this (block-like) scope.
    pub fn names_of(&self, name: Symbol) -> Option<&Vec<DeclId>> {
        self.names.get(&name)
    }

    /// Whether lookup visits this scope for every name: a namespace or class (their
    /// tables), or a scope with using-directives.
    fn structural(&self) -> bool {
        matches!(self.kind, ScopeKind::Namespace(_) | ScopeKind::Class(_))
            || !self.using_dirs.is_empty()
    }
}

/// The scope stack and the persistent tables.
pub struct Scopes {
    stack: Vec<Scope>,
    /// How many template parameter scopes are on the stack ([`Scopes::in_template`] is asked
    /// at every declaration and expression; walking the stack made deep nesting quadratic).
    template_params: usize,
    /// Counts changes to what lookup can find (memos of look-ahead that looked names up
    /// are kept only while it stays the same).
    generation: u64,
    /// For each name declared in a block-like scope on the stack, the indexes of the
    /// scopes that declare it, innermost last.
    bindings: FastMap<Symbol, Vec<u32>>,
    /// `(table, name, declaration)` for every declaration in [`Scopes::tables`]: entering
    /// one twice is a no-op without scanning the name's list.
    in_tables: std::collections::HashSet<
        (DeclId, Symbol, DeclId),
        std::hash::BuildHasherDefault<crate::pp::symbols::FastHasher>,
    >,
    /// Every name ever entered into a table: a name in none (a class or namespace being
    /// declared for the first time) is looked up without visiting every enclosing namespace
    /// and class, which made nesting them n deep quadratic.
    in_some_table: std::collections::HashSet<
        Symbol,
        std::hash::BuildHasherDefault<crate::pp::symbols::FastHasher>,
    >,
    /// Names declared in each namespace (by first definition) and class.
    pub tables: HashMap<DeclId, FastMap<Symbol, Vec<DeclId>>>,
    /// `using namespace` directives in each namespace (and anonymous namespaces, which
    /// act as one), by the namespace they appear in.
    pub using_dirs: HashMap<DeclId, Vec<DeclId>>,
    /// The defining declaration of each class, by its first declaration.
    pub class_defs: HashMap<DeclId, DeclId>,
}

impl Scopes {
    pub fn new(root: DeclId) -> Scopes {
        Scopes {
            stack: vec![Scope::new(ScopeKind::Namespace(root), NO_SCOPE, NO_SCOPE)],
            template_params: 0,
            generation: 0,
            bindings: FastMap::default(),
            in_tables: Default::default(),
            in_some_table: Default::default(),
            tables: HashMap::new(),
            using_dirs: HashMap::new(),
            class_defs: HashMap::new(),
        }
    }

    pub fn push(&mut self, kind: ScopeKind) {
        self.generation += 1;
        let top = self.stack.len() - 1;
        let t = &self.stack[top];
        let below = if t.kind == ScopeKind::Block {
            t.below
        } else {
            top as u32
        };
        let structural_below = if t.structural() {
            top as u32
        } else {
            t.structural_below
        };
        self.template_params += usize::from(kind == ScopeKind::TemplateParams);
        self.stack.push(Scope::new(kind, below, structural_below));
    }

    pub fn pop(&mut self) {
        self.generation += 1;
        if self.stack.len() > 1 {
            if let Some(s) = self.stack.pop() {
                self.template_params -= usize::from(s.kind == ScopeKind::TemplateParams);
                self.unbind(&s);
            }
        }
    }

    fn unbind(&mut self, s: &Scope) {
        for name in s.names.keys() {
            if let Some(v) = self.bindings.get_mut(name) {
                v.pop();
                if v.is_empty() {
                    self.bindings.remove(name);
                }
            }
        }
    }

    /// The open scopes, outermost first.
    pub fn stack(&self) -> &[Scope] {
        &self.stack
    }

    /// Replaces the whole stack (a deferred member body runs in the scopes of its class)
    /// and returns the one that was open.
    pub fn replace_stack(&mut self, stack: Vec<Scope>) -> Vec<Scope> {
        self.generation += 1;
        let old = std::mem::replace(&mut self.stack, stack);
        self.template_params = self
            .stack
            .iter()
            .filter(|s| s.kind == ScopeKind::TemplateParams)
            .count();
        self.bindings.clear();
        for (i, s) in self.stack.iter().enumerate() {
            for name in s.names.keys() {
                self.bindings.entry(*name).or_default().push(i as u32);
            }
        }
        old
    }

    pub fn top(&self) -> &Scope {
        self.stack.last().expect("the TU scope is never popped")
    }

    /// The declarations named `name` in the innermost scope (which must be block-like),
    /// for removing one (a template's pattern, replaced by the template).
    pub fn top_names_mut(&mut self, name: Symbol) -> Option<&mut Vec<DeclId>> {
        self.generation += 1;
        self.stack.last_mut()?.names.get_mut(&name)
    }

    /// The open scopes that are not plain blocks, innermost first: what every question
    /// about the enclosing function, class, namespace or template asks about.
    pub fn significant(&self) -> impl Iterator<Item = &Scope> {
        let top = self.stack.len() - 1;
        let mut next = if self.stack[top].kind == ScopeKind::Block {
            self.stack[top].below
        } else {
            top as u32
        };
        std::iter::from_fn(move || {
            let s = self.stack.get(next as usize)?;
            next = s.below;
            Some(s)
        })
    }

    /// The scopes unqualified lookup of `name` visits, innermost first: those that declare
    /// `name` in their own names, and every namespace, class or scope with
    /// using-directives.
    pub(crate) fn lookup_path(&self, name: Symbol) -> impl Iterator<Item = &Scope> {
        let bound: &[u32] = self.bindings.get(&name).map_or(&[], |v| v.as_slice());
        let mut b = bound.len();
        let top = self.stack.len() - 1;
        let mut s = if self.stack[top].structural() {
            top as u32
        } else {
            self.stack[top].structural_below
        };
        std::iter::from_fn(move || {
            let from_binding = b.checked_sub(1).map(|k| bound[k]);
            let next = match (from_binding, s) {
                (Some(x), y) if y == NO_SCOPE || x > y => {
                    b -= 1;
                    x
                }
                (Some(x), y) if x == y => {
                    b -= 1;
                    s = self.stack[y as usize].structural_below;
                    y
                }
                (_, NO_SCOPE) => return None,
                (_, y) => {
                    s = self.stack[y as usize].structural_below;
                    y
                }
            };
            self.stack.get(next as usize)
        })
    }

    /// The block-like scopes that declare `name` in their own names, innermost first.
    pub(crate) fn binding_scopes(&self, name: Symbol) -> impl Iterator<Item = &Scope> {
        let bound: &[u32] = self.bindings.get(&name).map_or(&[], |v| v.as_slice());
        bound
            .iter()
            .rev()
            .filter_map(|&i| self.stack.get(i as usize))
    }

    /// The innermost namespace, class or function: the semantic parent of declarations.
    pub fn decl_context(&self) -> DeclId {
        for s in self.significant() {
            match s.kind {
                ScopeKind::Namespace(d)
                | ScopeKind::Class(d)
                | ScopeKind::Function(d)
                | ScopeKind::Linkage(d) => return d,
                _ => {}
            }
        }
        crate::il::TranslationUnit::ROOT
    }

    /// The innermost enclosing namespace.
    pub fn namespace(&self) -> DeclId {
        for s in self.significant() {
            if let ScopeKind::Namespace(d) = s.kind {
                return d;
            }
        }
        crate::il::TranslationUnit::ROOT
    }

    /// The innermost class whose body (or member definition) encloses this point.
    pub fn enclosing_class(&self) -> Option<DeclId> {
        for s in self.significant() {
            match s.kind {
                ScopeKind::Class(d) => return Some(d),
                ScopeKind::Namespace(_) => return None,
                _ => {}
            }
        }
        None
    }

    /// The enclosing classes, innermost first, up to the nearest namespace.
    pub fn enclosing_classes(&self) -> Vec<DeclId> {
        let mut v = Vec::new();
        for s in self.significant() {
            match s.kind {
                ScopeKind::Class(d) => v.push(d),
                ScopeKind::Namespace(_) => break,
                _ => {}
            }
        }
        v
    }

    /// Whether the innermost scope is a block-like scope (block, function, template params).
    pub fn in_block(&self) -> bool {
        matches!(self.top().kind, ScopeKind::Block | ScopeKind::Function(_))
    }

    /// Whether any enclosing scope is a template parameter scope (dependent context).
    pub fn in_template(&self) -> bool {
        self.template_params > 0
    }

    /// The index of the scope declarations enter: the innermost one that is not a linkage
    /// block (those declare into their namespace) or a template parameter list (a template's
    /// entity belongs to the enclosing scope: inside its own definition, a function template
    /// sees the other overloads of its name).
    fn declaring_scope(&self) -> usize {
        self.stack
            .iter()
            .rposition(|s| !matches!(s.kind, ScopeKind::Linkage(_) | ScopeKind::TemplateParams))
            .unwrap_or(0)
    }

    /// Declares a template parameter in the innermost scope (its parameter list's).
    pub fn declare_template_param(&mut self, name: Symbol, decl: DeclId) {
        let top = self.stack.len() - 1;
        self.declare_in_block(top, name, decl);
    }

    /// Declares `name` → `decl` in the innermost scope (its table for namespaces and
    /// classes; linkage blocks declare into their namespace).
    pub fn declare(&mut self, name: Symbol, decl: DeclId) {
        let idx = self.declaring_scope();
        match self.stack[idx].kind {
            ScopeKind::Namespace(d) | ScopeKind::Class(d) => self.declare_in(d, name, decl),
            _ => self.declare_in_block(idx, name, decl),
        }
    }

    /// Declares `decl`, a redeclaration of the variable `prev` whose first declaration is
    /// `first`. In a table that has `first` and has `prev` last, `decl` replaces `prev`: the
    /// name keeps its first and its latest declaration (what lookup and the search for a
    /// previous declaration read) instead of every one, whose copies made n redeclarations
    /// quadratic.
    pub fn redeclare_variable(&mut self, name: Symbol, decl: DeclId, prev: DeclId, first: DeclId) {
        self.generation += 1;
        let idx = self.declaring_scope();
        let (ScopeKind::Namespace(table) | ScopeKind::Class(table)) = self.stack[idx].kind else {
            return self.declare(name, decl);
        };
        if prev != first && self.in_tables.contains(&(table, name, first)) {
            if let Some(v) = self.tables.get_mut(&table).and_then(|t| t.get_mut(&name)) {
                if v.last() == Some(&prev) && self.in_tables.insert((table, name, decl)) {
                    self.in_tables.remove(&(table, name, prev));
                    *v.last_mut().expect("not empty") = decl;
                    return;
                }
            }
        }
        self.declare(name, decl)
    }

    /// Declares `name` in the block-like scope at `idx` of the stack.
    pub fn declare_in_block(&mut self, idx: usize, name: Symbol, decl: DeclId) {
        self.generation += 1;
        let Some(scope) = self.stack.get_mut(idx) else {
            return;
        };
        let names = scope.names.entry(name).or_default();
        if names.is_empty() {
            let bound = self.bindings.entry(name).or_default();
            if !bound.contains(&(idx as u32)) {
                // Kept sorted by scope index (innermost last), wherever it is declared.
                let at = bound.partition_point(|&i| i < idx as u32);
                bound.insert(at, idx as u32);
            }
        }
        names.push(decl);
    }

    /// The declarations named `name` in the scope [`Self::declare`] would enter it into.
    pub fn declared_in_innermost(&self, name: Symbol) -> Vec<DeclId> {
        let idx = self.declaring_scope();
        match self.stack[idx].kind {
            ScopeKind::Namespace(d) | ScopeKind::Class(d) => self.table_lookup(d, name).to_vec(),
            _ => self.stack[idx]
                .names
                .get(&name)
                .cloned()
                .unwrap_or_default(),
        }
    }

    /// Declares `name` in a namespace's or class's table.
    pub fn declare_in(&mut self, table: DeclId, name: Symbol, decl: DeclId) {
        self.generation += 1;
        if self.in_tables.insert((table, name, decl)) {
            self.in_some_table.insert(name);
            self.tables
                .entry(table)
                .or_default()
                .entry(name)
                .or_default()
                .push(decl);
        }
    }

    /// Takes `decl` out of a table (a template's pattern, replaced by the template).
    pub fn remove_from_table(&mut self, table: DeclId, name: Symbol, decl: DeclId) {
        self.generation += 1;
        if self.in_tables.remove(&(table, name, decl)) {
            if let Some(v) = self.tables.get_mut(&table).and_then(|t| t.get_mut(&name)) {
                if let Some(at) = v.iter().rposition(|&d| d == decl) {
                    v.remove(at);
                }
            }
        }
    }

    /// Changes when what lookup finds may have changed.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Whether any namespace's or class's table has (or had) a declaration named `name`.
    pub fn in_some_table(&self, name: Symbol) -> bool {
        self.in_some_table.contains(&name)
    }

    /// The declarations named `name` directly in a namespace's or class's table.
    pub fn table_lookup(&self, table: DeclId, name: Symbol) -> &[DeclId] {
        self.tables
            .get(&table)
            .and_then(|t| t.get(&name))
            .map(|v| v.as_slice())
            .unwrap_or(&[])
    }

    /// A `using namespace` directive in the innermost scope. (A block scope that gains
    /// one becomes structural; scopes are only ever pushed above it afterwards, so the
    /// links made before stay right.)
    pub fn add_using_directive(&mut self, nominated: DeclId) {
        self.generation += 1;
        match self.top().kind {
            ScopeKind::Namespace(d) => self.using_dirs.entry(d).or_default().push(nominated),
            _ => {
                if let Some(s) = self.stack.last_mut() {
                    s.using_dirs.push(nominated);
                }
            }
        }
    }
}
