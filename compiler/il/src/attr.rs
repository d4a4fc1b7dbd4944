//! Attributes: GNU `__attribute__((...))`, standard `[[...]]`, and the CUDA ones.
//!
//! CUDA's keywords reach the front end as GNU attributes (the prelude defines
//! `__device__` as `__attribute__((device))` and so on). Sema decodes the ones it knows
//! into [`CudaAttrs`]; every GNU attribute is also kept as written in [`GnuAttr`], in order,
//! with where it was written, because the printer re-prints most of them (D-ATTR).

use super::arena::ExprId;
use crate::pp::{PpToken, Symbol};
use crate::source::Pos;

/// Where an attribute was written relative to its declaration (D-ATTR: the printer moves
/// `__attribute__` before the specifiers, but "late" ones keep a position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttrPlacement {
    /// Before or among the decl-specifiers (`__attribute__((x)) int f();`).
    Specifiers,
    /// After the declarator-id / declarator (`int f() __attribute__((x));`).
    AfterDeclarator,
    /// A `[[...]]` right after the declarator-id (`int f [[nodiscard]] ();`): a function
    /// prints it there.
    DeclaratorId,
    /// In a class head (`struct __attribute__((x)) S {...}`).
    ClassHead,
    /// After a class's closing brace (`struct S {...} __attribute__((packed));`).
    AfterClass,
    /// On a type in a declarator (`int * __attribute__((x)) p`).
    Type,
    /// On a statement (`[[likely]]`, `__attribute__((fallthrough));`).
    Statement,
    /// In a parameter declaration.
    Parameter,
}

/// The arguments of an attribute as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrArgs {
    /// No parentheses.
    None,
    /// The tokens between the parentheses (unparsed; for unknown attributes).
    Tokens(Box<[PpToken]>),
    /// Parsed argument expressions (known attributes: `aligned(8)`, `launch_bounds(..)`).
    Exprs(Box<[ExprId]>),
}

/// One GNU attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GnuAttr {
    /// The name as written (`device`, `__aligned__`, ...).
    pub name: Symbol,
    pub args: AttrArgs,
    /// The name's position.
    pub pos: Pos,
    /// The position of the `__attribute__` keyword of the group it belongs to.
    pub group_pos: Pos,
    pub placement: AttrPlacement,
}

/// One standard attribute inside `[[...]]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StdAttr {
    /// `gnu` in `[[gnu::always_inline]]`; `using NS:` prefixes fill this too.
    pub namespace: Option<Symbol>,
    pub name: Symbol,
    /// Tokens between the parentheses, if any were written.
    pub args: Option<Box<[PpToken]>>,
    pub pos: Pos,
    /// The position of the `[[` of its group.
    pub group_pos: Pos,
    pub placement: AttrPlacement,
}

/// CUDA execution space bits (`__host__`, `__device__`, `__global__`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ExecSpace(pub u8);

impl ExecSpace {
    pub const NONE: ExecSpace = ExecSpace(0);
    pub const HOST: ExecSpace = ExecSpace(1);
    pub const DEVICE: ExecSpace = ExecSpace(2);
    pub const GLOBAL: ExecSpace = ExecSpace(4);
    pub const HOST_DEVICE: ExecSpace = ExecSpace(3);

    pub fn has(self, s: ExecSpace) -> bool {
        self.0 & s.0 != 0
    }
    pub fn union(self, s: ExecSpace) -> ExecSpace {
        ExecSpace(self.0 | s.0)
    }
    /// Nothing written means `__host__`.
    pub fn effective(self) -> ExecSpace {
        if self.0 == 0 {
            ExecSpace::HOST
        } else {
            self
        }
    }
}

/// CUDA memory space bits of a variable.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemorySpace(pub u8);

impl MemorySpace {
    pub const NONE: MemorySpace = MemorySpace(0);
    pub const DEVICE: MemorySpace = MemorySpace(1);
    pub const CONSTANT: MemorySpace = MemorySpace(2);
    pub const SHARED: MemorySpace = MemorySpace(4);
    pub const MANAGED: MemorySpace = MemorySpace(8);

    pub fn has(self, s: MemorySpace) -> bool {
        self.0 & s.0 != 0
    }
    pub fn union(self, s: MemorySpace) -> MemorySpace {
        MemorySpace(self.0 | s.0)
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// The CUDA attributes sema decoded from the GNU ones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CudaAttrs {
    /// The function entity's space (`sema::cuda::unify_redeclared_exec`).
    pub exec: ExecSpace,
    /// The space this declaration of a redeclared function wrote (set with `exec`'s
    /// unification; the redeclaration checks compare it).
    pub written_exec: ExecSpace,
    pub memory: MemorySpace,
    /// `__launch_bounds__(max_threads, min_blocks, max_blocks_per_cluster)` arguments.
    pub launch_bounds: Option<Box<[ExprId]>>,
    /// `__cluster_dims__(x, y, z)` arguments.
    pub cluster_dims: Option<Box<[ExprId]>>,
    /// `__maxnreg__(n)`.
    pub maxnreg: Option<ExprId>,
    /// `__grid_constant__` (on a kernel parameter).
    pub grid_constant: bool,
    /// `__device_builtin__` (on types and variables of the runtime headers).
    pub device_builtin: bool,
    /// `__nv_pure__`, `__noinline__`, `__forceinline__`-style markers sema saw, by name
    /// (they are also in the GNU list).
    pub inline_hint: Option<Symbol>,
}

/// All attributes of one declaration (or statement).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attrs {
    pub gnu: Vec<GnuAttr>,
    pub std: Vec<StdAttr>,
    pub cuda: CudaAttrs,
    /// `alignas(...)` specifiers in order.
    pub alignas: Vec<AlignAs>,
    /// A GNU asm label after the declarator (`int f(int) __asm__("g");`): the string literal.
    pub asm_label: Option<crate::ExprId>,
}

/// `alignas(expr)` or `alignas(type)`.
/// A declaration's [`Attrs`] kept out of line: most declarations have none, so a `Decl`
/// holds one null pointer instead of 128 bytes. Reads see an `Attrs` through `Deref`;
/// writes go through `DerefMut`, which allocates ([`DeclAttrs::compact`] gives it back).
#[derive(Clone, Default)]
pub struct DeclAttrs(Option<Box<Attrs>>);

static NO_ATTRS: Attrs = Attrs {
    gnu: Vec::new(),
    std: Vec::new(),
    cuda: CudaAttrs {
        exec: ExecSpace::NONE,
        written_exec: ExecSpace::NONE,
        memory: MemorySpace::NONE,
        launch_bounds: None,
        cluster_dims: None,
        maxnreg: None,
        grid_constant: false,
        device_builtin: false,
        inline_hint: None,
    },
    alignas: Vec::new(),
    asm_label: None,
};

impl DeclAttrs {
    pub fn get(&self) -> &Attrs {
        self.0.as_deref().unwrap_or(&NO_ATTRS)
    }

    /// Frees the box when what it holds is empty.
    pub fn compact(&mut self) {
        if self.0.as_deref().is_some_and(Attrs::is_empty) {
            self.0 = None;
        }
    }
}

impl From<Attrs> for DeclAttrs {
    fn from(a: Attrs) -> DeclAttrs {
        DeclAttrs((!a.is_empty()).then(|| Box::new(a)))
    }
}

impl std::ops::Deref for DeclAttrs {
    type Target = Attrs;
    fn deref(&self) -> &Attrs {
        self.get()
    }
}

impl std::ops::DerefMut for DeclAttrs {
    fn deref_mut(&mut self) -> &mut Attrs {
        self.0.get_or_insert_with(Default::default)
    }
}

impl PartialEq for DeclAttrs {
    fn eq(&self, other: &DeclAttrs) -> bool {
        self.get() == other.get()
    }
}

impl Eq for DeclAttrs {}

impl std::fmt::Debug for DeclAttrs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlignAs {
    pub pos: Pos,
    pub arg: super::expr::TypeOrExpr,
}

impl Attrs {
    pub fn is_empty(&self) -> bool {
        self.gnu.is_empty()
            && self.std.is_empty()
            && self.alignas.is_empty()
            && self.asm_label.is_none()
            && self.cuda == CudaAttrs::default()
    }
}
