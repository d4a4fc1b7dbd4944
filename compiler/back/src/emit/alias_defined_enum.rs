//! An alias declaration that defines an enum in its type-id.
//!
//! EDG prints `using mo = enum mo { r = a0, c = a1, d, };` as the alias with the enum's
//! definition in place of its name: `using mo = enum mo { \n# 4\nr, \n# 5\nc, …\n# 7\n}; `
//! (the enum printed as a definition is: each enumerator at its line, `}` at its own).

use crate::il::DeclId;

use super::Printer;

impl Printer<'_> {
    /// `using T __attribute((deprecated)) = U;`: an alias's attributes after its name, each
    /// at its line (`template< class ...> using V\n# 2\n __attribute((deprecated)) = void; `
    /// for an attribute on the line after `template`).
    pub(super) fn alias_name_attrs(&mut self, a: DeclId) {
        let items = self.trailing_declarator_attr_items(a);
        self.write_attrs_at_their_lines(items);
    }

    /// `using A = enum E { … }; ` for alias `a` whose type-id defines `e`.
    pub(super) fn alias_defining_enum(&mut self, a: DeclId, e: DeclId) {
        self.w.position(self.tu.decl(a).pos);
        self.w.str("using ");
        let name = self.tu.name_bytes(a).to_vec();
        self.w.text(&name);
        self.alias_name_attrs(a);
        self.w.str(" = ");
        self.close_brace_at = None;
        self.enumeration(e);
        self.suppress_semicolon = false;
        self.w.str("; ");
    }
}
