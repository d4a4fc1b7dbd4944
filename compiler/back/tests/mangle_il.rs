//! The mangler over hand-built IL: the names the corpus's stub goldens and
//! reference-behavior.md §4 show for the same declarations.

use rcudafe_back::mangle::{self, Mangler};
use rcudafe_back::module_id;
use rcudafe_base::source::Pos;
use rcudafe_il::decl::{
    ClassDecl, ClassKey, FnFlags, FunctionDecl, NamespaceDecl, Specialization, SpecializationKind,
    StorageClass, TemplateDecl, TemplateKind, TemplateParamList, TemplateTypeParam,
    TemplateValueParam, TypeParamKey, VarDecl,
};
use rcudafe_il::types::{ExceptionSpec, FunctionType, RefQual, TemplateArg};
use rcudafe_il::{Builtin, Decl, DeclId, DeclKind, DeclName, Quals, TranslationUnit, Type, TypeId};

const ROOT: DeclId = TranslationUnit::ROOT;

fn function_type(tu: &mut TranslationUnit, ret: TypeId, params: &[TypeId], q: Quals) -> TypeId {
    tu.types.function(FunctionType {
        ret,
        params: params.into(),
        variadic: false,
        quals: q,
        ref_qual: RefQual::None,
        exception: ExceptionSpec::None,
        written_params: None,
    })
}

fn function(tu: &mut TranslationUnit, name: DeclName, parent: DeclId, ty: TypeId) -> DeclId {
    let kind = DeclKind::Function(Box::new(FunctionDecl {
        ty,
        params: vec![],
        storage: StorageClass::None,
        flags: FnFlags::default(),
        mem_inits: vec![],
        body: None,
        default_delete_pos: None,
        c_linkage: false,
    }));
    tu.add_member(Decl::new(name, Pos::default(), Some(parent), kind))
}

fn namespace(tu: &mut TranslationUnit, name: Option<&[u8]>, parent: DeclId) -> DeclId {
    let name = match name {
        Some(n) => tu.ident(n),
        None => DeclName::Anonymous,
    };
    let kind = DeclKind::Namespace(Box::new(NamespaceDecl {
        inline: false,
        members: vec![],
        open_brace: Pos::default(),
        close_brace: Pos::default(),
        original: None,
        nested_shorthand: false,
        keyword_pos: Pos::default(),
    }));
    tu.add_member(Decl::new(name, Pos::default(), Some(parent), kind))
}

fn class(
    tu: &mut TranslationUnit,
    name: &[u8],
    parent: DeclId,
    specialization: Option<Specialization>,
) -> (DeclId, TypeId) {
    let name = tu.ident(name);
    let kind = DeclKind::Class(Box::new(ClassDecl {
        key: ClassKey::Struct,
        self_ty: TypeId(0),
        bases: vec![],
        members: vec![],
        complete: true,
        is_final: false,
        open_brace: None,
        close_brace: None,
        key_pos: Pos::default(),
        specialization,
        is_lambda: false,
        pack: None,
        elaborated_only: false,
    }));
    let id = tu.add_member(Decl::new(name, Pos::default(), Some(parent), kind));
    let ty = tu.types.intern(Type::Class(id));
    if let DeclKind::Class(c) = &mut tu.decls[id].kind {
        c.self_ty = ty;
    }
    (id, ty)
}

fn text(bytes: Option<Vec<u8>>) -> String {
    String::from_utf8(bytes.expect("mangled")).unwrap()
}

#[test]
fn namespaces_classes_and_anonymous_namespaces() {
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let void = tu.types.void();
    let float = tu.types.builtin(Builtin::Float);
    let img = namespace(&mut tu, Some(b"img"), ROOT);
    let ops = namespace(&mut tu, Some(b"ops"), img);
    let uchar = tu.types.builtin(Builtin::UnsignedChar);
    let puchar = tu.types.pointer(uchar);
    let ft = function_type(&mut tu, void, &[puchar, int], Quals::NONE);
    let name = tu.ident(b"invert");
    let invert = function(&mut tu, name, ops, ft);

    let anon = namespace(&mut tu, None, ROOT);
    let name = tu.ident(b"clear");
    let clear = function(&mut tu, name, anon, ft);

    let (_, vec3) = class(&mut tu, b"Vec3", ROOT, None);
    let cvec3 = tu.types.qualified(vec3, Quals::CONST);
    let pcvec3 = tu.types.pointer(cvec3);
    let pvec3 = tu.types.pointer(vec3);
    let ft2 = function_type(&mut tu, void, &[pcvec3, pcvec3, pvec3, int], Quals::NONE);
    let name = tu.ident(b"reflect");
    let reflect = function(&mut tu, name, ROOT, ft2);

    let id = b"_d5bc73b1_20_kernel_namespaces_cu_5e8862fd";
    let m = Mangler::new(&tu, id);
    assert_eq!(text(m.symbol(invert)), "_ZN3img3ops6invertEPhi");
    assert_eq!(
        text(m.symbol(clear)),
        "_ZN53_GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd5clearEPhi"
    );
    assert_eq!(text(m.symbol(reflect)), "_Z7reflectPK4Vec3S1_PS_i");

    // Members: a constructor, a const member function, an operator, a conversion.
    let (s, s_ty) = class(&mut tu, b"S", ROOT, None);
    let ctor_ty = function_type(&mut tu, void, &[], Quals::NONE);
    let ctor = function(&mut tu, DeclName::Constructor, s, ctor_ty);
    let get_ty = function_type(&mut tu, float, &[], Quals::CONST);
    let name = tu.ident(b"get");
    let get = function(&mut tu, name, s, get_ty);
    let cref = tu.types.qualified(s_ty, Quals::CONST);
    let cref = tu.types.lvalue_ref(cref);
    let bool_ty = tu.types.bool();
    let eq_ty = function_type(&mut tu, bool_ty, &[cref], Quals::CONST);
    let eq = function(
        &mut tu,
        DeclName::Operator(rcudafe_il::expr::OverloadedOp::EqualEqual),
        s,
        eq_ty,
    );
    let conv_ty = function_type(&mut tu, int, &[], Quals::NONE);
    let conv = function(&mut tu, DeclName::Conversion(int), s, conv_ty);
    let neg_ty = function_type(&mut tu, s_ty, &[], Quals::CONST);
    let neg = function(
        &mut tu,
        DeclName::Operator(rcudafe_il::expr::OverloadedOp::Minus),
        s,
        neg_ty,
    );
    let m = Mangler::new(&tu, id);
    assert_eq!(text(m.symbol(ctor)), "_ZN1SC1Ev");
    assert_eq!(text(m.symbol(get)), "_ZNK1S3getEv");
    assert_eq!(text(m.symbol(eq)), "_ZNK1SeqERKS_");
    assert_eq!(text(m.symbol(conv)), "_ZN1ScviEv");
    assert_eq!(text(m.symbol(neg)), "_ZNK1SngEv");
}

#[test]
fn plain_symbols_and_variables() {
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let var = |tu: &mut TranslationUnit, name: &[u8], parent: DeclId, c_linkage: bool| {
        let name = tu.ident(name);
        let kind = DeclKind::Var(VarDecl {
            c_linkage,
            ..VarDecl::new(int)
        });
        tu.add_member(Decl::new(name, Pos::default(), Some(parent), kind))
    };
    let x = var(&mut tu, b"x", ROOT, false);
    let n = namespace(&mut tu, Some(b"n"), ROOT);
    let v = var(&mut tu, b"v", n, false);
    let cx = var(&mut tu, b"cx", n, true);
    let ft = function_type(&mut tu, int, &[], Quals::NONE);
    let name = tu.ident(b"main");
    let main = function(&mut tu, name, ROOT, ft);
    let name = tu.ident(b"f");
    let f = function(&mut tu, name, ROOT, ft);
    let name = tu.ident(b"cf");
    let cf = function(&mut tu, name, ROOT, ft);
    if let DeclKind::Function(fd) = &mut tu.decls[cf].kind {
        fd.c_linkage = true;
    }
    let m = Mangler::new(&tu, b"ID");
    assert_eq!(text(m.symbol(x)), "x");
    assert_eq!(text(m.symbol(v)), "_ZN1n1vE");
    assert_eq!(text(m.symbol(cx)), "_ZN1n2cxE");
    assert_eq!(text(m.symbol(main)), "main");
    assert_eq!(text(m.symbol(f)), "_Z1fv");
    assert_eq!(text(m.symbol(cf)), "cf");
    // The module id from the §4 example: crc(`_ZN1n2cxE`) = 83f765b5.
    let sym = m.symbol(cx).unwrap();
    let id = module_id::generate(
        Some(b"/p/t.cu"),
        b"t.cu",
        &module_id::IdSource::Entity(&sym),
    );
    assert!(String::from_utf8(id).unwrap().ends_with("_4_t_cu_83f765b5"));
}

#[test]
fn function_template_specializations() {
    // template<class T, int N> __global__ void scale(T *, T, int);  scale<float, 2>
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let void = tu.types.void();
    let float = tu.types.builtin(Builtin::Float);
    let template_kind = DeclKind::Template(Box::new(TemplateDecl {
        kind: TemplateKind::Primary,
        param_lists: vec![],
        pattern: DeclId(0),
        specializations: vec![],
        redeclaration: false,
    }));
    let name = tu.ident(b"scale");
    let template = tu.add_member(Decl::new(name, Pos::default(), Some(ROOT), template_kind));
    let name = tu.ident(b"T");
    let t_param = tu.add_decl(Decl::new(
        name,
        Pos::default(),
        Some(template),
        DeclKind::TemplateTypeParam(TemplateTypeParam {
            key: TypeParamKey::Class,
            depth: 0,
            index: 0,
            pack: false,
            default: None,
            self_ty: TypeId(0),
        }),
    ));
    let t = tu.types.intern(Type::TemplateParam(t_param));
    let name = tu.ident(b"N");
    let two = tu.int_lit(2, int, Pos::default());
    let n_param = tu.add_decl(Decl::new(
        name,
        Pos::default(),
        Some(template),
        DeclKind::TemplateValueParam(TemplateValueParam {
            ty: int,
            depth: 0,
            index: 1,
            pack: false,
            default: Some(two),
        }),
    ));
    let pt = tu.types.pointer(t);
    let pattern_ty = function_type(&mut tu, void, &[pt, t, int], Quals::NONE);
    let name = tu.ident(b"scale");
    let pattern = tu.add_decl(Decl::new(
        name,
        Pos::default(),
        Some(template),
        DeclKind::Function(Box::new(FunctionDecl {
            ty: pattern_ty,
            params: vec![],
            storage: StorageClass::None,
            flags: FnFlags::default(),
            mem_inits: vec![],
            body: None,
            default_delete_pos: None,
            c_linkage: false,
        })),
    ));
    if let DeclKind::Template(td) = &mut tu.decls[template].kind {
        td.pattern = pattern;
        td.param_lists.push(TemplateParamList {
            template_pos: Pos::default(),
            params: vec![t_param, n_param],
            requires: None,
        });
    }
    let pfloat = tu.types.pointer(float);
    let inst_ty = function_type(&mut tu, void, &[pfloat, float, int], Quals::NONE);
    let name = tu.ident(b"scale");
    let mut inst = Decl::new(
        name,
        Pos::default(),
        Some(ROOT),
        DeclKind::Function(Box::new(FunctionDecl {
            ty: inst_ty,
            params: vec![],
            storage: StorageClass::None,
            flags: FnFlags::default(),
            mem_inits: vec![],
            body: None,
            default_delete_pos: None,
            c_linkage: false,
        })),
    );
    inst.instance_of = Some(template);
    let inst = tu.add_decl(inst);
    let m = Mangler::new(&tu, b"ID");
    assert_eq!(text(m.symbol(inst)), "_Z5scaleIfLi2EEvPT_S0_i");

    // A class template specialization as a parameter: Span<int> in ns.
    let ns = namespace(&mut tu, Some(b"ns"), ROOT);
    let spec = Specialization {
        template,
        args: vec![TemplateArg::Type(int)].into(),
        kind: SpecializationKind::Implicit,
    };
    let (_, span) = class(&mut tu, b"Span", ns, Some(spec));
    let ft = function_type(&mut tu, void, &[span, span], Quals::NONE);
    let name = tu.ident(b"k");
    let k = function(&mut tu, name, ns, ft);
    let m = Mangler::new(&tu, b"ID");
    assert_eq!(text(m.symbol(k)), "_ZN2ns1kENS_4SpanIiEES1_");
}

#[test]
fn first_eligible_entity() {
    use rcudafe_il::decl::FunctionBody;
    use rcudafe_il::Init;
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let ft = function_type(&mut tu, int, &[], Quals::NONE);
    let body = tu.block(vec![], Pos::default(), Pos::default());
    let define = |tu: &mut TranslationUnit, name: &[u8], flags: FnFlags, storage: StorageClass| {
        let name = tu.ident(name);
        let f = function(tu, name, ROOT, ft);
        if let DeclKind::Function(fd) = &mut tu.decls[f].kind {
            fd.body = Some(FunctionBody {
                body,
                handlers: None,
            });
            fd.flags = flags;
            fd.storage = storage;
        }
        f
    };
    let var = |tu: &mut TranslationUnit, name: &[u8], init: bool, constant: bool| {
        let name = tu.ident(name);
        let one = tu.int_lit(1, int, Pos::default());
        let ty = if constant {
            tu.types.qualified(int, Quals::CONST)
        } else {
            int
        };
        let kind = DeclKind::Var(VarDecl {
            init: init.then_some(Init {
                form: rcudafe_il::expr::InitForm::Equals,
                expr: one,
            }),
            ..VarDecl::new(ty)
        });
        tu.add_member(Decl::new(name, Pos::default(), Some(ROOT), kind))
    };
    let _declared = function(&mut tu, DeclName::Anonymous, ROOT, ft);
    let _tentative = var(&mut tu, b"t", false, false);
    let _constant = var(&mut tu, b"c", true, true);
    let _inline = define(&mut tu, b"i", FnFlags::INLINE, StorageClass::None);
    let _static = define(&mut tu, b"s", FnFlags::default(), StorageClass::Static);
    let anon = namespace(&mut tu, None, ROOT);
    let name = tu.ident(b"hidden");
    let hidden = function(&mut tu, name, anon, ft);
    if let DeclKind::Function(fd) = &mut tu.decls[hidden].kind {
        fd.body = Some(FunctionBody {
            body,
            handlers: None,
        });
    }
    assert_eq!(mangle::entity_symbol(&tu), None);
    let f = define(&mut tu, b"f", FnFlags::default(), StorageClass::None);
    let _x = var(&mut tu, b"x", true, false);
    assert_eq!(module_id::first_eligible(&tu), Some(f));
    assert_eq!(
        mangle::entity_symbol(&tu).as_deref(),
        Some(b"_Z1fv".as_slice())
    );
}
