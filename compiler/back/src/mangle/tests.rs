//! Hand-built names against kernel names from the corpus's stub goldens.

use super::tree::{Builtin::*, *};
use super::{mangle, mangle_type};

fn b(x: Builtin) -> Type {
    Type::Builtin(x)
}
fn p(t: Type) -> Type {
    Type::pointer(t)
}
fn k(t: Type) -> Type {
    Type::konst(t)
}
fn t(i: u32) -> Type {
    Type::TemplateParam(i)
}
fn class(path: &[&str]) -> Type {
    Type::Named(Name::new(
        path.iter().map(|s| Component::source(s)).collect(),
    ))
}
fn ty(t: Type) -> TemplateArg {
    TemplateArg::Type(t)
}
fn int_arg(x: Builtin, v: i128) -> TemplateArg {
    TemplateArg::Integral(b(x), v)
}

fn function(path: &[&str], args: Option<Vec<TemplateArg>>, params: Vec<Type>) -> Entity {
    let mut comps: Vec<Component> = path.iter().map(|s| Component::source(s)).collect();
    let template = args.is_some();
    if let (Some(args), Some(last)) = (args, comps.last_mut()) {
        last.args = Some(args);
    }
    Entity::Function {
        name: Name::new(comps),
        ret: template.then(|| Box::new(b(Void))),
        params,
        variadic: false,
        this_quals: Quals::default(),
        ref_qual: RefQual::None,
    }
}

fn text(e: &Entity) -> String {
    String::from_utf8(mangle(e)).unwrap()
}

#[test]
fn plain_functions() {
    assert_eq!(
        text(&function(&["kern"], None, vec![p(b(Int)), b(Int)])),
        "_Z4kernPii"
    );
    assert_eq!(text(&function(&["f"], None, vec![])), "_Z1fv");
    assert_eq!(
        text(&function(
            &["vec_add"],
            None,
            vec![p(k(b(Float))), p(k(b(Float))), p(b(Float)), b(Int)]
        )),
        "_Z7vec_addPKfS0_Pfi"
    );
    assert_eq!(
        text(&function(
            &["axpy4"],
            None,
            vec![p(k(class(&["float4_t"]))), p(class(&["float4_t"])), b(Int)]
        )),
        "_Z5axpy4PK8float4_tPS_i"
    );
    assert_eq!(
        text(&function(
            &["img", "ops", "invert"],
            None,
            vec![p(b(UnsignedChar)), b(Int)]
        )),
        "_ZN3img3ops6invertEPhi"
    );
    assert_eq!(
        text(&function(
            &["reflect"],
            None,
            vec![
                p(k(class(&["Vec3"]))),
                p(k(class(&["Vec3"]))),
                p(class(&["Vec3"])),
                b(Int)
            ]
        )),
        "_Z7reflectPK4Vec3S1_PS_i"
    );
}

#[test]
fn template_functions() {
    assert_eq!(
        text(&function(
            &["tkern"],
            Some(vec![ty(b(Int))]),
            vec![p(t(0)), t(0)]
        )),
        "_Z5tkernIiEvPT_S0_"
    );
    assert_eq!(
        text(&function(
            &["reduce_max"],
            Some(vec![ty(b(Double)), int_arg(UnsignedInt, 128)]),
            vec![p(k(t(0))), p(t(0)), b(UnsignedInt)]
        )),
        "_Z10reduce_maxIdLj128EEvPKT_PS0_j"
    );
    assert_eq!(
        text(&function(
            &["solver", "relax"],
            Some(vec![ty(b(Double))]),
            vec![p(t(0)), p(k(t(0))), b(Int), t(0)]
        )),
        "_ZN6solver5relaxIdEEvPT_PKS1_iS1_"
    );
    let saxpy = class(&["mini", "Saxpy"]);
    assert_eq!(
        text(&function(
            &["mini", "zip"],
            Some(vec![ty(saxpy)]),
            vec![p(k(b(Float))), p(k(b(Float))), p(b(Float)), b(Int), t(0)]
        )),
        "_ZN4mini3zipINS_5SaxpyEEEvPKfS3_PfiT_"
    );
    let square = Type::Named(Name::new(vec![
        Component::source("mini"),
        Component::source("Square").with_args(vec![ty(b(Float))]),
    ]));
    assert_eq!(
        text(&function(
            &["mini", "transform"],
            Some(vec![
                ty(b(Float)),
                ty(square),
                ty(class(&["mini", "LoadDirect"]))
            ]),
            vec![p(k(t(0))), p(t(0)), b(Int), t(1)]
        )),
        "_ZN4mini9transformIfNS_6SquareIfEENS_10LoadDirectEEEvPKT_PS4_iT0_"
    );
}

#[test]
fn class_templates_and_packs() {
    let csr = Type::Named(Name::new(vec![
        Component::source("CsrMatrix").with_args(vec![ty(t(0)), ty(t(1))])
    ]));
    assert_eq!(
        text(&function(
            &["spmv_scalar"],
            Some(vec![ty(b(Int)), ty(b(Float))]),
            vec![csr, p(k(t(1))), p(t(1))]
        )),
        "_Z11spmv_scalarIifEv9CsrMatrixIT_T0_EPKS2_PS2_"
    );
    let filter = Type::Named(Name::new(vec![Component::source("Filter").with_args(
        vec![
            ty(t(0)),
            TemplateArg::NonTypeParam(1),
            ty(t(2)),
            TemplateArg::NonTypeParam(3),
        ],
    )]));
    assert_eq!(
        text(&function(
            &["apply_filter"],
            Some(vec![
                ty(b(Float)),
                int_arg(Int, 5),
                TemplateArg::Template(Name::global("StaticArray")),
                int_arg(Bool, 0),
            ]),
            vec![filter, p(k(t(0))), p(t(0)), b(Int)]
        )),
        "_Z12apply_filterIfLi5E11StaticArrayLb0EEv6FilterIT_XT0_ET1_XT2_EEPKS2_PS2_i"
    );
    assert_eq!(
        text(&function(
            &["combine"],
            Some(vec![TemplateArg::Pack(vec![ty(b(Float)), ty(b(Float))])]),
            vec![p(b(Float)), Type::PackExpansion(Box::new(t(0)))]
        )),
        "_Z7combineIJffEEvPfDpT_"
    );
    let poly = Type::Named(Name::new(vec![
        Component::source("hmath"),
        Component::source("Poly").with_args(vec![ty(t(0)), int_arg(Int, 4)]),
    ]));
    assert_eq!(
        text(&function(
            &["hmath", "eval_poly"],
            Some(vec![ty(b(Float))]),
            vec![poly, p(k(t(0))), p(t(0)), b(Int)]
        )),
        "_ZN5hmath9eval_polyIfEEvNS_4PolyIT_Li4EEEPKS2_PS2_i"
    );
}

#[test]
fn special_names_and_variables() {
    let var = Entity::Variable(Name::new(vec![
        Component::source("n"),
        Component::source("cx"),
    ]));
    assert_eq!(text(&var), "_ZN1n2cxE");
    let member = |name: Unqualified| Entity::Function {
        name: Name::new(vec![Component::source("S"), Component { name, args: None }]),
        ret: None,
        params: vec![],
        variadic: false,
        this_quals: Quals::default(),
        ref_qual: RefQual::None,
    };
    assert_eq!(
        text(&member(Unqualified::Constructor(CtorKind::Complete))),
        "_ZN1SC1Ev"
    );
    assert_eq!(
        text(&member(Unqualified::Destructor(DtorKind::Complete))),
        "_ZN1SD1Ev"
    );
    assert_eq!(
        text(&member(Unqualified::Conversion(Box::new(b(Int))))),
        "_ZN1ScviEv"
    );
    assert_eq!(
        text(&member(Unqualified::Operator(Operator::Plus))),
        "_ZN1SplEv"
    );
    let const_member = Entity::Function {
        name: Name::new(vec![Component::source("S"), Component::source("get")]),
        ret: None,
        params: vec![],
        variadic: false,
        this_quals: Quals::CONST,
        ref_qual: RefQual::None,
    };
    assert_eq!(text(&const_member), "_ZNK1S3getEv");
    assert_eq!(
        String::from_utf8(mangle_type(&class(&["ns", "Pt"]))).unwrap(),
        "N2ns2PtE"
    );
}

#[test]
fn std_and_substitution_numbers() {
    let vec = Type::Named(Name::new(vec![
        Component::source("std"),
        Component::source("vector").with_args(vec![ty(b(Int))]),
    ]));
    assert_eq!(
        text(&function(
            &["f"],
            None,
            vec![Type::lref(k(vec.clone())), vec]
        )),
        "_Z1fRKSt6vectorIiES0_"
    );
    // 40 distinct classes: the 37th candidate is SZ_, the 38th S10_.
    let names: Vec<String> = (0..40).map(|i| format!("C{i}")).collect();
    let mut params: Vec<Type> = names.iter().map(|n| class(&[n.as_str()])).collect();
    params.push(class(&["C36"]));
    params.push(class(&["C37"]));
    let m = text(&function(&["g"], None, params));
    assert!(m.ends_with("SZ_S10_"), "{m}");
}

fn spec(path: &[&str], args: Vec<TemplateArg>) -> Type {
    let mut comps: Vec<Component> = path.iter().map(|s| Component::source(s)).collect();
    if let Some(last) = comps.last_mut() {
        last.args = Some(args);
    }
    Type::Named(Name::new(comps))
}

#[test]
fn std_abbreviations() {
    let traits = spec(&["std", "char_traits"], vec![ty(b(Char))]);
    let ostream = spec(
        &["std", "basic_ostream"],
        vec![ty(b(Char)), ty(traits.clone())],
    );
    assert_eq!(
        text(&function(&["f"], None, vec![Type::lref(ostream)])),
        "_Z1fRSo"
    );
    let alloc = spec(&["std", "allocator"], vec![ty(b(Int))]);
    let vector = spec(&["std", "vector"], vec![ty(b(Int)), ty(alloc)]);
    assert_eq!(
        text(&function(
            &["g"],
            None,
            vec![Type::lref(vector.clone()), vector]
        )),
        "_Z1gRSt6vectorIiSaIiEES1_"
    );
    // Only the char specializations are abbreviated.
    let wtraits = spec(&["std", "char_traits"], vec![ty(b(WChar))]);
    let wostream = spec(&["std", "basic_ostream"], vec![ty(b(WChar)), ty(wtraits)]);
    assert_eq!(
        text(&function(&["h"], None, vec![Type::lref(wostream)])),
        "_Z1hRSt13basic_ostreamIwSt11char_traitsIwEE"
    );
}

#[test]
fn template_name_seen_as_prefix_is_reused_whole() {
    let streaming = class(&["cuda", "__4", "access", "streaming"]);
    let persisting = class(&["cuda", "__4", "access", "persisting"]);
    let a = spec(
        &["cuda", "__4", "ptr"],
        vec![ty(k(b(Float))), ty(streaming)],
    );
    let c = spec(&["cuda", "__4", "ptr"], vec![ty(b(Float)), ty(persisting)]);
    assert_eq!(
        text(&function(&["axpy"], None, vec![a, c])),
        "_Z4axpyN4cuda3__43ptrIKfNS0_6access9streamingEEENS1_IfNS3_10persistingEEE"
    );
}
