//! Arenas and the `u32` ids that index them.
//!
//! Every IL node lives in a `Vec` owned by the [`super::TranslationUnit`]; nodes refer to
//! each other by id, never by pointer, so the IL is plain data (no `Rc`, no `RefCell`),
//! cheap to clone, and free of lifetimes.

use std::marker::PhantomData;

/// An id usable as an arena index.
pub trait ArenaId: Copy {
    fn from_index(i: usize) -> Self;
    fn index(self) -> usize;
}

macro_rules! arena_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl ArenaId for $name {
            fn from_index(i: usize) -> Self {
                // An IL with more than 4G nodes of one kind is far beyond any real TU.
                $name(u32::try_from(i).expect("IL arena overflow"))
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

arena_id!(
    /// A declaration ([`super::Decl`]).
    DeclId
);
arena_id!(
    /// A type in the interned table ([`super::TypeTable`]).
    TypeId
);
arena_id!(
    /// An expression ([`super::Expr`]).
    ExprId
);
arena_id!(
    /// A statement ([`super::Stmt`]).
    StmtId
);

/// A growable arena of `T` indexed by `I`.
#[derive(Clone, Debug)]
pub struct Arena<I, T> {
    items: Vec<T>,
    _id: PhantomData<fn(I)>,
}

impl<I, T> Default for Arena<I, T> {
    fn default() -> Self {
        Arena {
            items: Vec::new(),
            _id: PhantomData,
        }
    }
}

impl<I: ArenaId, T> Arena<I, T> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, item: T) -> I {
        let id = I::from_index(self.items.len());
        self.items.push(item);
        id
    }

    pub fn get(&self, id: I) -> Option<&T> {
        self.items.get(id.index())
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Ids and items created at or after index `start`, in creation order (for indexes that
    /// follow a growing arena).
    pub fn iter_from(&self, start: usize) -> impl Iterator<Item = (I, &T)> {
        self.items
            .iter()
            .enumerate()
            .skip(start)
            .map(|(i, t)| (I::from_index(i), t))
    }

    /// Ids and items in creation order.
    pub fn iter(&self) -> impl Iterator<Item = (I, &T)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, t)| (I::from_index(i), t))
    }
}

impl<I: ArenaId, T> std::ops::Index<I> for Arena<I, T> {
    type Output = T;
    fn index(&self, id: I) -> &T {
        &self.items[id.index()]
    }
}

impl<I: ArenaId, T> std::ops::IndexMut<I> for Arena<I, T> {
    fn index_mut(&mut self, id: I) -> &mut T {
        &mut self.items[id.index()]
    }
}
