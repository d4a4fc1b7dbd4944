//! `__func__`, `__FUNCTION__` and `__PRETTY_FUNCTION__`: each function body has them as
//! if it declared `static const char __func__[] = "name";` ([dcl.fct.def.general]); GCC adds
//! the other two. They are declared, implicitly, in the function's scope on first use.

use crate::il::decl::{Decl, DeclKind, DeclName, StorageClass, VarDecl};
use crate::il::types::{ArrayBound, Builtin};
use crate::il::{DeclId, Quals};
use crate::parse::Parser;
use crate::pp::Symbol;
use crate::sema::scope::ScopeKind;

const NAMES: [&[u8]; 3] = [b"__func__", b"__FUNCTION__", b"__PRETTY_FUNCTION__"];

impl Parser<'_, '_> {
    /// The implicit variable `name` of the innermost enclosing function, declared now if
    /// this is its first use; `None` outside function bodies or for other names.
    pub(crate) fn predefined_function_name(&mut self, name: Symbol) -> Option<DeclId> {
        if !NAMES.contains(&self.sym_name(name)) {
            return None;
        }
        let (idx, func) =
            self.scopes
                .stack()
                .iter()
                .enumerate()
                .rev()
                .find_map(|(i, s)| match s.kind {
                    ScopeKind::Function(f) => Some((i, f)),
                    _ => None,
                })?;
        // The string's length (for `sizeof`): the function's name; GCC's pretty form is
        // longer, which only `sizeof(__PRETTY_FUNCTION__)` could tell.
        let len = self.tu.name_bytes(func).len() as u64 + 1;
        let ch = self.tu.types.builtin(Builtin::Char);
        let cch = self.tu.types.qualified(ch, Quals::CONST);
        let ty = self.tu.types.array(cch, ArrayBound::Known(len));
        let pos = self.tu.decls[func].pos;
        let mut decl = Decl::new(
            DeclName::Ident(name),
            pos,
            Some(func),
            DeclKind::Var(VarDecl {
                storage: StorageClass::Static,
                ..VarDecl::new(ty)
            }),
        );
        decl.implicit = true;
        let d = self.tu.add_decl(decl);
        self.scopes.declare_in_block(idx, name, d);
        Some(d)
    }
}
