//! C++20 concepts: type-constraints (`C`, `C< int> `), requires-expressions.

use crate::il::expr::{Requirement, RequiresExpr};
use crate::il::{DeclId, DeclKind, ExprId, ExprKind};
use crate::source::Pos;

use super::types::DeclStyle;
use super::Printer;

impl Printer<'_> {
    /// A type-constraint: the concept named like a type, by its shortest qualified name
    /// from the printing scope (`ns::C` even under `using namespace ns;`), then its
    /// arguments (`B< int> `, the id's trailing space kept).
    pub fn type_constraint_text(&self, c: u32) -> Vec<u8> {
        let Some(tc) = self.tu.type_constraints.get(c as usize) else {
            return Vec::new();
        };
        // Qualified as its template (the pattern's parent is the template).
        let named = match self.tu.decl(tc.concept).parent {
            Some(t) if matches!(self.tu.decl(t).kind, DeclKind::Template(_)) => t,
            _ => tc.concept,
        };
        let mut v = self.concept_qualifier(named);
        v.extend_from_slice(self.tu.name_bytes(tc.concept));
        if let Some(a) = &tc.args {
            v.extend_from_slice(&self.template_args(a));
        }
        v
    }

    /// A concept's qualifier: as a type's, through its namespace inside a class template
    /// with a dependent base (`std::forward_iterator< _It>` in `counted_iterator`),
    /// else its shortest name from the printing scope.
    pub(super) fn concept_qualifier(&self, named: DeclId) -> Vec<u8> {
        if self.needs_full_qualification(named) {
            self.dependent_base_qualifier(named)
        } else {
            self.scope_qualifier(named)
        }
    }

    /// The declaration a concept-id is qualified from when `d` (the concept's variable or
    /// its template) names a concept: its template, as for a type-constraint.
    pub(super) fn concept_template(&self, d: DeclId) -> Option<DeclId> {
        let var = match &self.tu.decl(d).kind {
            DeclKind::Template(t) => t.pattern,
            _ => d,
        };
        if !self.tu.concepts.contains(&var) {
            return None;
        }
        match self.tu.decl(var).parent {
            Some(t) if matches!(self.tu.decl(t).kind, DeclKind::Template(_)) => Some(t),
            _ => Some(var),
        }
    }

    /// Where EDG places a simple requirement: its expression's position, none for a
    /// bare name (`a;`, `(a);`).
    fn simple_requirement_pos(&self, e: ExprId) -> Option<Pos> {
        let mut x = e;
        while let ExprKind::Paren(inner) = &self.tu.expr(x).kind {
            x = *inner;
        }
        match &self.tu.expr(x).kind {
            ExprKind::DeclRef { .. } | ExprKind::Unresolved { .. } => None,
            // `a++` is placed at its operand, not at the operator.
            ExprKind::Unary {
                op: crate::il::expr::UnaryOp::PostInc | crate::il::expr::UnaryOp::PostDec,
                operand,
            } => Some(self.tu.expr(*operand).pos),
            _ => Some(self.tu.expr(x).pos),
        }
    }

    /// `requires (T a) {a; { a.f()} -> C; typename T::type; requires B< T> ; }`. A
    /// requirement on another source line than the last placed one (at first, the
    /// `requires` keyword) starts a new output line indented to its source column.
    pub(super) fn requires_expr_into(
        &self,
        pos: Pos,
        r: &RequiresExpr,
        out: &mut Vec<u8>,
        depth: u32,
    ) {
        out.extend_from_slice(b"requires ");
        if let Some(ps) = &r.params {
            out.push(b'(');
            for (i, &p) in ps.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b", ");
                }
                // Spelled as prototype parameters are (`const M & m`, `M  a[2]`).
                if let DeclKind::Param(x) = &self.tu.decl(p).kind {
                    out.extend_from_slice(&self.declarator(
                        x.ty,
                        self.tu.name_bytes(p),
                        DeclStyle::Prototype,
                    ));
                }
            }
            out.extend_from_slice(b") ");
        }
        out.push(b'{');
        let sm = self.w.source_map();
        let mut line = sm.presumed(pos).line;
        for req in &r.reqs {
            let at = match req {
                Requirement::Simple(e) => self.simple_requirement_pos(*e),
                Requirement::Type { pos, .. }
                | Requirement::Compound { pos, .. }
                | Requirement::Nested { pos, .. } => Some(*pos),
            };
            if let Some(p) = at {
                let l = sm.presumed(p).line;
                if l != line {
                    super::lines::soft_line_marker(out, p);
                    line = l;
                }
            }
            match req {
                Requirement::Simple(e) => self.expr_into_pub(*e, out, depth + 1),
                // A type-requirement always prints as a typename-specifier, whatever the
                // type names (`typename S< T> `, `typename T`, `typename T::type`).
                Requirement::Type { ty, .. } => {
                    let text = self.alias_type_text(*ty);
                    if !text.starts_with(b"typename ") {
                        out.extend_from_slice(b"typename ");
                    }
                    out.extend_from_slice(&text);
                }
                Requirement::Compound {
                    expr,
                    noexcept,
                    constraint,
                    ..
                } => {
                    out.extend_from_slice(b"{ ");
                    self.expr_into_pub(*expr, out, depth + 1);
                    out.push(b'}');
                    if *noexcept {
                        out.extend_from_slice(b" noexcept");
                    }
                    if let Some(c) = constraint {
                        out.extend_from_slice(b" -> ");
                        out.extend_from_slice(&self.type_constraint_text(*c));
                    }
                }
                Requirement::Nested { expr, .. } => {
                    out.extend_from_slice(b"requires ");
                    self.expr_into_pub(*expr, out, depth + 1);
                }
            }
            out.extend_from_slice(b"; ");
        }
        out.push(b'}');
    }
}
