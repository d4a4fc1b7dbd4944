//! The stub writer on hand-built IL, against the corpus's golden stubs for the same kernels.

use rcudafe_back::stub::{write_stub_file, StubOptions};
use rcudafe_base::source::{FileId, Pos};
use rcudafe_il::decl::{FnFlags, FunctionBody, FunctionDecl, StorageClass};
use rcudafe_il::types::{ExceptionSpec, FunctionType, RefQual};
use rcudafe_il::{Decl, DeclKind, ExecSpace, Quals, TranslationUnit, TypeId};

/// A position whose offset is its line number (the test's `line_of` reads it back).
fn line(n: u32) -> Pos {
    Pos {
        file: FileId::default(),
        offset: n,
    }
}

/// `__global__ void NAME(params) {` at `name_line`/`open`, `}` at `close`.
fn kernel(tu: &mut TranslationUnit, name: &[u8], params: &[TypeId], lines: (u32, u32, u32)) {
    let void = tu.types.void();
    let ty = tu.types.function(FunctionType {
        ret: void,
        params: params.into(),
        variadic: false,
        quals: Quals::NONE,
        ref_qual: RefQual::None,
        exception: ExceptionSpec::None,
        written_params: None,
    });
    let body = tu.block(vec![], line(lines.1), line(lines.2));
    let name = tu.ident(name);
    let mut decl = Decl::new(
        name,
        line(lines.0),
        Some(TranslationUnit::ROOT),
        DeclKind::Function(Box::new(FunctionDecl {
            ty,
            params: vec![],
            storage: StorageClass::None,
            flags: FnFlags::default(),
            mem_inits: vec![],
            body: Some(FunctionBody {
                body,
                handlers: None,
            }),
            default_delete_pos: None,
            c_linkage: false,
        })),
    );
    decl.attrs.cuda.exec = ExecSpace::GLOBAL;
    tu.add_member(decl);
}

fn golden(name: &str) -> String {
    let path =
        rcudafe_test_support::corpus_root().join(format!("handwritten/golden/{name}.stub.c"));
    std::fs::read_to_string(path).unwrap()
}

fn stub(tu: &TranslationUnit, name: &str) -> String {
    let include = format!("{name}.fatbin.c");
    let stub_name = format!("{name}.cudafe1.stub.c");
    let file = format!("{name}.cu");
    let options = StubOptions {
        include_file_name: include.as_bytes(),
        stub_file_name: stub_name.as_bytes(),
        module_id: b"ID",
        rdc: false,
    };
    let line_of = |p: Pos| Some((file.as_bytes().to_vec(), p.offset));
    let mut out = Vec::new();
    write_stub_file(tu, &options, &line_of, &mut out).expect("supported");
    String::from_utf8(out).unwrap()
}

#[test]
fn one_kernel_with_a_short_body() {
    // class_raii_buffer.cu: `__global__ void iota(int *p, int n)` at line 42, body 43-46.
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let pint = tu.types.pointer(int);
    kernel(&mut tu, b"iota", &[pint, int], (42, 43, 46));
    assert_eq!(stub(&tu, "class_raii_buffer"), golden("class_raii_buffer"));
}

#[test]
fn one_kernel_with_one_parameter() {
    // cxx_constexpr_static_assert.cu: `fill_tile(int *out)` at 45, body 46-50.
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let pint = tu.types.pointer(int);
    kernel(&mut tu, b"fill_tile", &[pint], (45, 46, 50));
    assert_eq!(
        stub(&tu, "cxx_constexpr_static_assert"),
        golden("cxx_constexpr_static_assert")
    );
}

use rcudafe_il::decl::{ClassDecl, ClassKey, NamespaceDecl, VarDecl};
use rcudafe_il::types::{ArrayBound, Type};
use rcudafe_il::{DeclId, MemorySpace};

fn var(tu: &mut TranslationUnit, parent: DeclId, name: &[u8], ty: TypeId, pos: u32) -> DeclId {
    let name = tu.ident(name);
    tu.add_member(Decl::new(
        name,
        line(pos),
        Some(parent),
        DeclKind::Var(VarDecl {
            field: parent != TranslationUnit::ROOT,
            ..VarDecl::new(ty)
        }),
    ))
}

/// `struct NAME { fields };` at global scope; returns its type.
fn class(tu: &mut TranslationUnit, name: &[u8], fields: &[TypeId], pos: u32) -> TypeId {
    let void = tu.types.void();
    let ident = tu.ident(name);
    let id = tu.add_member(Decl::new(
        ident,
        line(pos),
        Some(TranslationUnit::ROOT),
        DeclKind::Class(Box::new(ClassDecl {
            key: ClassKey::Struct,
            self_ty: void,
            bases: vec![],
            members: vec![],
            complete: true,
            is_final: false,
            open_brace: None,
            close_brace: None,
            key_pos: line(pos),
            specialization: None,
            is_lambda: false,
            pack: None,
            elaborated_only: false,
        })),
    ));
    let ty = tu.types.intern(Type::Class(id));
    if let DeclKind::Class(c) = &mut tu.decls[id].kind {
        c.self_ty = ty;
    }
    for (i, &f) in fields.iter().enumerate() {
        var(tu, id, format!("f{i}").as_bytes(), f, pos);
    }
    ty
}

#[test]
fn namespaced_kernel_with_a_class_parameter_and_variables() {
    // generated-valid v002094.cu
    let mut tu = TranslationUnit::new();
    let float = tu.types.builtin(rcudafe_il::Builtin::Float);
    let char_ = tu.types.builtin(rcudafe_il::Builtin::Char);
    let uint = tu.types.builtin(rcudafe_il::Builtin::UnsignedInt);
    let boolean = tu.types.bool();
    let double = tu.types.builtin(rcudafe_il::Builtin::Double);
    let int = tu.types.int();
    let floats = tu.types.array(float, ArrayBound::Known(8));
    let c = var(&mut tu, TranslationUnit::ROOT, b"c_relax2", floats, 6);
    tu.decls[c].attrs.cuda.memory = MemorySpace::CONSTANT;
    let d = var(&mut tu, TranslationUnit::ROOT, b"d_fuse3", char_, 7);
    tu.decls[d].attrs.cuda.memory = MemorySpace::DEVICE;
    let node = class(&mut tu, b"Node6", &[uint, boolean, double], 11);
    let const_node = tu.types.qualified(node, Quals::CONST);
    let ns_name = tu.ident(b"ops21");
    let ns = tu.add_member(Decl::new(
        ns_name,
        line(45),
        Some(TranslationUnit::ROOT),
        DeclKind::Namespace(Box::new(NamespaceDecl {
            inline: false,
            members: vec![],
            open_brace: line(45),
            close_brace: line(60),
            original: None,
            nested_shorthand: false,
            keyword_pos: line(45),
        })),
    ));
    kernel(&mut tu, b"weigh22", &[int, const_node], (46, 47, 59));
    // `kernel` adds at global scope: move it into the namespace.
    let k = tu.top_level().len() - 1;
    let item = tu.decls[TranslationUnit::ROOT]
        .members_mut()
        .unwrap()
        .remove(k);
    if let rcudafe_il::Item::Decl(kd) = item {
        tu.decls[kd].parent = Some(ns);
    }
    tu.push_item(ns, item);
    assert_eq!(
        stub(&tu, "v002094"),
        golden_in("generated-valid", "v002094")
    );
}

fn golden_in(suite: &str, name: &str) -> String {
    let path = rcudafe_test_support::corpus_root().join(format!("{suite}/golden/{name}.stub.c"));
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn restrict_parameter_takes_a_temporary_before_the_callback() {
    // generated-valid v000346.cu: `accum5_kernel(short* __restrict__ buf6)`, body 13-24.
    let mut tu = TranslationUnit::new();
    let short = tu.types.builtin(rcudafe_il::Builtin::Short);
    let p = tu.types.pointer(short);
    let rp = tu.types.qualified(p, Quals::RESTRICT);
    kernel(&mut tu, b"accum5_kernel", &[rp], (13, 13, 24));
    assert_eq!(
        stub(&tu, "v000346"),
        golden_in("generated-valid", "v000346")
    );
}
