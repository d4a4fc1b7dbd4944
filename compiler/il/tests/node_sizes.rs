//! Ceilings on the sizes of the nodes there are one of per token or per name: they set the
//! peak memory on large TUs (reports/bench.md). A field that grows a node past its ceiling
//! belongs out of line (boxed, or behind a thin wrapper like `Written` and `DeclAttrs`).

use rcudafe_il::{Decl, Expr, Stmt, Type};
use std::mem::size_of;

#[test]
fn expression_nodes_stay_small() {
    // 128 bytes before the name writing went out of line, 96 before the folded value did
    // (and integer literals stopped making the node 16-aligned), 72 before `new` and
    // user-defined literals were boxed.
    assert!(
        size_of::<Expr>() <= 64,
        "Expr is {} bytes",
        size_of::<Expr>()
    );
    assert!(size_of::<rcudafe_il::expr::Folded>() <= 8);
    assert!(size_of::<rcudafe_il::expr::Written>() <= 8);
}

#[test]
fn declaration_nodes_stay_small() {
    // 336 bytes before the attributes went out of line, 208 before the large kinds
    // (function, class, enum, namespace, template...) were boxed.
    assert!(
        size_of::<Decl>() <= 128,
        "Decl is {} bytes",
        size_of::<Decl>()
    );
    assert!(size_of::<rcudafe_il::DeclAttrs>() <= 8);
}

#[test]
fn statement_type_and_token_sizes_hold() {
    // 160 bytes before asm statements were boxed and case values stopped making the node
    // 16-aligned.
    assert!(
        size_of::<Stmt>() <= 64,
        "Stmt is {} bytes",
        size_of::<Stmt>()
    );
    assert!(
        size_of::<Type>() <= 48,
        "Type is {} bytes",
        size_of::<Type>()
    );
    assert!(size_of::<rcudafe_pp::PpToken>() <= 32);
}

#[test]
fn bare_writings_and_empty_attributes_allocate_nothing() {
    use rcudafe_il::expr::{NameWriting, Written};
    use rcudafe_il::{Attrs, DeclAttrs};
    let bare: Written = NameWriting::default().into();
    assert_eq!(bare, Written::default());
    assert!(bare.qualifier.is_none() && bare.template_args.is_none());
    let mut kw: Written = NameWriting {
        template_kw: true,
        ..NameWriting::default()
    }
    .into();
    assert!(kw.template_kw);
    kw.template_kw = false;
    assert_eq!(kw, bare);

    let mut attrs: DeclAttrs = Attrs::default().into();
    assert!(attrs.is_empty());
    attrs.cuda.exec = rcudafe_il::ExecSpace::DEVICE;
    assert!(!attrs.is_empty());
    attrs.compact();
    assert!(attrs.cuda.exec.has(rcudafe_il::ExecSpace::DEVICE));
    attrs.cuda.exec = rcudafe_il::ExecSpace::NONE;
    attrs.compact();
    assert_eq!(attrs, DeclAttrs::default());
}
