//! Attributes of a class template's declarations (`template <class T> class
//! __attribute__((visibility("default"))) RW;`): EDG attaches them to the template, so a
//! declaration without body prints none (`template< class T> class RW; `) and the primary
//! definition prints those of the first declaration that had some, at their own source line
//! (`class` / `# 3` / ` __attribute((__visibility__("default"))) RW : public B {`). A partial
//! specialization prints its own; a non-template class keeps its own on each declaration.

use crate::il::{DeclId, DeclKind};

use super::Printer;

impl Printer<'_> {
    /// The declaration whose class-head attributes `d` prints, or `None` for none: `d`
    /// itself except for a class template's primary pattern.
    pub(super) fn class_head_attr_source(&self, d: DeclId) -> Option<DeclId> {
        let DeclKind::Class(c) = &self.tu.decl(d).kind else {
            return Some(d);
        };
        if c.specialization.is_some() || !self.is_template_pattern(d) {
            return Some(d);
        }
        if !c.complete {
            return None;
        }
        let chain = self.pattern_declarations(d);
        chain
            .into_iter()
            .find(|&p| !self.class_head_attr_list(p).is_empty())
            .or(Some(d))
    }

    /// The patterns of the declarations of `d`'s class template, first to last (through
    /// the patterns' own links or their templates').
    fn pattern_declarations(&self, d: DeclId) -> Vec<DeclId> {
        let mut out = vec![d];
        let mut cur = d;
        for _ in 0..10_000 {
            let prev = self.tu.decl(cur).prev.or_else(|| {
                let t = self.tu.decl(cur).parent?;
                let pt = self.tu.decl(t).prev?;
                match &self.tu.decl(pt).kind {
                    DeclKind::Template(tp) => Some(tp.pattern),
                    _ => None,
                }
            });
            match prev {
                Some(p) if p != cur && !out.contains(&p) => {
                    out.push(p);
                    cur = p;
                }
                _ => break,
            }
        }
        out.reverse();
        out
    }
}
