//! A typedef naming the class of a qualified name inside a value template argument.
//!
//! EDG keeps a template argument expression with the typedefs of its qualifiers replaced by
//! what they stand for: `typedef M<q, N> P; typedef Add<P::hi, 1> S;` prints
//! `Add< M< q, N> ::hi, 1UL>`, a dependent member `typedef typename R<P>::type RP;` used as
//! `G<RP::lo>` prints `G< R< P> ::type::lo>` (the stand-in as written: its own type arguments
//! keep their typedef names). Outside template arguments the typedef stays (`P::hi + 1`).

use crate::il::expr::{Qualifier, QualifierPart};
use crate::il::{Type, TypeId};

use super::Printer;

impl Printer<'_> {
    /// The qualifier with its last typedef part replaced by the type it stands for (the
    /// parts before it dropped: the stand-in carries its own scope), or `None` when no
    /// part is a typedef.
    pub(super) fn typedef_qualifier_expanded(&self, q: &Qualifier) -> Option<Qualifier> {
        // The stand-in's own qualifier may be a typedef too (`using V = typename D::v;`
        // with `using D = Dg<B>`: `V::value` prints `Dg< B> ::v::value`).
        let mut q = self.typedef_qualifier_expanded_once(q)?;
        for _ in 0..16 {
            match self.typedef_qualifier_expanded_once(&q) {
                Some(next) => q = next,
                None => break,
            }
        }
        Some(q)
    }

    fn typedef_qualifier_expanded_once(&self, q: &Qualifier) -> Option<Qualifier> {
        let i = q.parts.iter().rposition(
            |p| matches!(p, QualifierPart::Type(t) if matches!(self.tu.types.get(*t), Type::Typedef { .. })),
        )?;
        let QualifierPart::Type(t) = &q.parts[i] else {
            return None;
        };
        let t = self.through_typedefs(*t);
        let mut parts: Vec<QualifierPart> = Vec::new();
        match self.tu.types.get(t) {
            // `typename R<P>::type` stands as `R< P> ::type::`.
            Type::DependentName { qualifier, steps } => {
                parts.push(QualifierPart::Type(*qualifier));
                parts.extend(steps.iter().map(|s| QualifierPart::Dependent {
                    name: s.name,
                    args: s.args.clone(),
                    template_kw: s.template_kw,
                }));
            }
            Type::TemplateId { .. } | Type::Class(_) | Type::TemplateParam(_) => {
                parts.push(QualifierPart::Type(t))
            }
            _ => return None,
        }
        parts.extend(q.parts[i + 1..].iter().cloned());
        Some(Qualifier {
            global: false,
            parts: parts.into(),
        })
    }

    /// The type a chain of typedefs stands for, as written.
    fn through_typedefs(&self, mut t: TypeId) -> TypeId {
        for _ in 0..64 {
            match self.tu.types.get(t) {
                Type::Typedef { aliased, .. } => t = *aliased,
                _ => break,
            }
        }
        t
    }
}
