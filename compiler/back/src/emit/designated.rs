//! C++20 designated initializers: `{.x = (1), .flag = true}`. Each value is printed as
//! written, in parentheses when it is converted to the member's type.

use crate::il::{DeclId, DeclKind, ExprId, ExprKind, Item, TypeId};
use crate::pp::Symbol;

use super::Printer;

impl Printer<'_> {
    pub(super) fn designated_list_into(
        &self,
        elems: &[ExprId],
        names: &[Option<Symbol>],
        target: TypeId,
        out: &mut Vec<u8>,
    ) {
        out.push(b'{');
        for (i, &a) in elems.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(b", ");
            }
            let name = names.get(i).copied().flatten();
            let field_ty = match name {
                Some(n) => self.field_type(target, n),
                // Positional elements (in a nested list) initialize the members in order.
                None => self.fields(target).get(i).copied(),
            };
            if let Some(n) = name {
                out.push(b'.');
                out.extend_from_slice(self.sym(n));
                out.extend_from_slice(b" = ");
            }
            if let ExprKind::InitList { elems, designators } = &self.tu.expr(a).kind {
                match field_ty {
                    Some(t) if self.tu.types.as_class(t).is_some() => {
                        let none = vec![None; elems.len()];
                        self.designated_list_into(
                            elems,
                            designators.as_deref().unwrap_or(&none),
                            t,
                            out,
                        );
                    }
                    Some(t) => self.init_list_into(a, t, out, 1),
                    None => out.extend_from_slice(&self.expr_top(a)),
                }
                continue;
            }
            let types = &self.tu.types;
            let same = |t: TypeId| {
                let c = |x| types.unqualified(types.canonical(x));
                c(t) == c(self.tu.expr(a).ty)
            };
            let text = self.expr_top(a);
            if field_ty.is_some_and(|t| !same(t)) {
                out.push(b'(');
                out.extend_from_slice(&text);
                out.push(b')');
            } else {
                out.extend_from_slice(&text);
            }
        }
        out.push(b'}');
    }

    /// The type of the data member `name` of the class `t`.
    fn field_type(&self, t: TypeId, name: Symbol) -> Option<TypeId> {
        self.field_decls(t)
            .into_iter()
            .find(|&d| self.tu.decl(d).name.ident() == Some(name))
            .and_then(|d| self.tu.decl(d).ty())
    }

    /// The types of the non-static data members of the class `t`, in order.
    fn fields(&self, t: TypeId) -> Vec<TypeId> {
        self.field_decls(t)
            .into_iter()
            .filter_map(|d| self.tu.decl(d).ty())
            .collect()
    }

    fn field_decls(&self, t: TypeId) -> Vec<DeclId> {
        let Some(class) = self.tu.types.as_class(t) else {
            return Vec::new();
        };
        let DeclKind::Class(c) = &self.tu.decl(class).kind else {
            return Vec::new();
        };
        let field = |d: &DeclId| matches!(&self.tu.decl(*d).kind, DeclKind::Var(v) if v.field && v.storage != crate::il::decl::StorageClass::Static);
        let mut out = Vec::new();
        for m in &c.members {
            match m {
                Item::Decl(d) => out.extend(Some(*d).filter(field)),
                Item::Group(g) => out.extend(g.decls.iter().copied().filter(field)),
                _ => {}
            }
        }
        out
    }
}
