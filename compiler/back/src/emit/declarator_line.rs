//! LD-3 for a variable whose declarator is on a later line than its specifiers.
//!
//! The directive goes before the declarator name, with its qualifier (`template< class T>
//! const T ` / `# 3` / `X< T> ::a; `). Attributes written before the specifiers print first,
//! at their own line (`[[deprecated]]` / `int` / `v;` prints `[[deprecated]] int ` / `# 3` /
//! `v; `). The out-of-class definition of a class template's static data member whose
//! in-class declaration had an initializer (`static const int c = 2;`) stays on the
//! `template` line (`template< class T> const int X< T> ::c; `), and so does an `extern`
//! variable template's declaration (`template< class T> extern int v; `).

use super::Printer;
use crate::il::{DeclId, DeclKind};

impl Printer<'_> {
    /// Whether `d` is an out-of-class definition of a static data member whose in-class
    /// declaration has an initializer.
    pub(super) fn member_initialized_in_class(&self, d: DeclId) -> bool {
        if self.tu.decl(d).qualifier.is_none() {
            return false;
        }
        let first = self.tu.first_decl(d);
        first != d && matches!(&self.tu.decl(first).kind, DeclKind::Var(v) if v.init.is_some())
    }

    /// Whether `d` is an `extern` declaration without initializer: a variable template's
    /// stays on its `template` line (`template< class T> extern A v< const T> ; `).
    pub(super) fn extern_declaration(&self, d: DeclId) -> bool {
        matches!(&self.tu.decl(d).kind, DeclKind::Var(v)
            if v.storage == crate::il::decl::StorageClass::Extern && v.init.is_none())
    }

    /// Where the (qualified) declarator name starts in a variable's text: its first
    /// occurrence as a whole word.
    pub(super) fn declarator_offset(&self, d: DeclId, full: &[u8]) -> Option<usize> {
        let mut name = Vec::new();
        self.var_qualifier_into(self.tu.decl(d).qualifier.as_ref(), &mut name);
        name.extend_from_slice(self.tu.name_bytes(d));
        if self.tu.name_bytes(d).is_empty() {
            return None;
        }
        let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
        (0..full.len().saturating_sub(name.len().saturating_sub(1))).find(|&i| {
            full[i..].starts_with(&name)
                && (i == 0 || !word(full[i - 1]))
                && full.get(i + name.len()).is_none_or(|&c| !word(c))
        })
    }

    /// The position of the first attribute written before a variable's specifiers.
    pub(super) fn leading_attr_pos(&self, d: DeclId) -> Option<crate::source::Pos> {
        self.leading_attr_items(d).first().map(|(p, _)| *p)
    }

    /// Whether a template's declaration stays on its `template` line (a function
    /// template's declaration without body, a class template's declaration without
    /// definition); its access specifier goes there too (`private: template< class U>
    /// static int g(U); `), where a definition's goes to its name's line.
    pub(super) fn held_at_template_line(&self, pattern: DeclId) -> bool {
        match &self.tu.decl(pattern).kind {
            // A deduction guide is positioned at its name, like a definition.
            DeclKind::Function(f) => {
                f.body.is_none()
                    && !matches!(
                        self.tu.decl(pattern).name,
                        crate::il::DeclName::DeductionGuide(_)
                    )
            }
            DeclKind::Class(c) => !c.complete,
            DeclKind::FriendType(_) => true,
            _ => false,
        }
    }
}
