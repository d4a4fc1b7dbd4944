//! The namespace a using-directive names (D-NS, probes q3/q4 of session "names").
//!
//! EDG does not print the directive's qualifier as written: it names the namespace found
//! by the shortest qualifier from the printing scope, as it names a type
//! (`qualify::scope_qualifier`): inline namespaces are spelled out (`using namespace
//! std::chrono_literals;` prints `std::literals::chrono_literals`), scopes that enclose the
//! directive are dropped (`using namespace A::M::N;` in `A::M` prints `N`), a leading
//! `::` is added only where the first name is hidden. A directive that names a namespace
//! alias last (`using namespace C;`) keeps the alias as written.

use crate::il::expr::Qualifier;
use crate::il::DeclId;

use super::Printer;

impl Printer<'_> {
    /// `a::b::n` for using-directive `d` of namespace `ns`, written `written::name`.
    pub(super) fn using_directive_target(
        &self,
        d: DeclId,
        ns: DeclId,
        written: &Qualifier,
    ) -> Vec<u8> {
        let mut out = Vec::new();
        let name = self.tu.name_bytes(d).to_vec();
        if name != self.tu.name_bytes(ns) {
            // The last name is a namespace alias: as written.
            self.qualifier_into(Some(written), &mut out);
        } else {
            out = self.scope_qualifier(ns);
        }
        out.extend_from_slice(&name);
        out
    }
}
