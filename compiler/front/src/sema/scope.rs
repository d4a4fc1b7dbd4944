//! Scopes: a stack of the scopes open at the current point, plus a persistent name table
//! for every namespace and class (reopened namespaces and out-of-line member definitions
//! see the same table).

use std::collections::HashMap;

use crate::il::DeclId;
use crate::pp::symbols::FastMap;
use crate::pp::Symbol;

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
    pub names: FastMap<Symbol, Vec<DeclId>>,
    /// `using namespace` directives in a block or function scope.
    pub using_dirs: Vec<DeclId>,
}

/// The scope stack and the persistent tables.
pub struct Scopes {
    pub stack: Vec<Scope>,
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
            stack: vec![Scope {
                kind: ScopeKind::Namespace(root),
                names: FastMap::default(),
                using_dirs: Vec::new(),
            }],
            tables: HashMap::new(),
            using_dirs: HashMap::new(),
            class_defs: HashMap::new(),
        }
    }

    pub fn push(&mut self, kind: ScopeKind) {
        self.stack.push(Scope {
            kind,
            names: FastMap::default(),
            using_dirs: Vec::new(),
        });
    }

    pub fn pop(&mut self) {
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }

    pub fn top(&self) -> &Scope {
        self.stack.last().expect("the TU scope is never popped")
    }

    /// The innermost namespace, class or function: the semantic parent of declarations.
    pub fn decl_context(&self) -> DeclId {
        for s in self.stack.iter().rev() {
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
        for s in self.stack.iter().rev() {
            if let ScopeKind::Namespace(d) = s.kind {
                return d;
            }
        }
        crate::il::TranslationUnit::ROOT
    }

    /// The innermost class whose body (or member definition) encloses this point.
    pub fn enclosing_class(&self) -> Option<DeclId> {
        for s in self.stack.iter().rev() {
            match s.kind {
                ScopeKind::Class(d) => return Some(d),
                ScopeKind::Namespace(_) => return None,
                _ => {}
            }
        }
        None
    }

    /// Whether the innermost scope is a block-like scope (block, function, template params).
    pub fn in_block(&self) -> bool {
        matches!(self.top().kind, ScopeKind::Block | ScopeKind::Function(_))
    }

    /// Whether any enclosing scope is a template parameter scope (dependent context).
    pub fn in_template(&self) -> bool {
        self.stack
            .iter()
            .any(|s| s.kind == ScopeKind::TemplateParams)
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
        if let Some(top) = self.stack.last_mut() {
            top.names.entry(name).or_default().push(decl);
        }
    }

    /// Declares `name` → `decl` in the innermost scope (its table for namespaces and
    /// classes; linkage blocks declare into their namespace).
    pub fn declare(&mut self, name: Symbol, decl: DeclId) {
        let idx = self.declaring_scope();
        match self.stack[idx].kind {
            ScopeKind::Namespace(d) | ScopeKind::Class(d) => self.declare_in(d, name, decl),
            _ => self.stack[idx].names.entry(name).or_default().push(decl),
        }
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
        let v = self
            .tables
            .entry(table)
            .or_default()
            .entry(name)
            .or_default();
        if !v.contains(&decl) {
            v.push(decl);
        }
    }

    /// The declarations named `name` directly in a namespace's or class's table.
    pub fn table_lookup(&self, table: DeclId, name: Symbol) -> &[DeclId] {
        self.tables
            .get(&table)
            .and_then(|t| t.get(&name))
            .map(|v| v.as_slice())
            .unwrap_or(&[])
    }

    pub fn add_using_directive(&mut self, nominated: DeclId) {
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
